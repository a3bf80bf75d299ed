"""Statistics on extreme samples never crash and never lie: zeros, one sample, huge spreads, NaN, inf.

Every statistic returns a verdict of its vocabulary and numbers that are finite or NaN (None in JSON);
the minimum detectable effect is capped (:data:`kitlib.analysis.compare.MDE_CAP`, "MDE > 1000%").
"""
from __future__ import annotations

import json
import math
import re
import warnings

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from kitlib.analysis import compare as cmp
from kitlib.analysis import stats as kstats
from kitlib.cli.compare import _fmt_row

VERDICTS = {"slower", "faster", "no change", "can't tell", "added", "removed"}
NUMBERS = ("a", "b", "share", "ratio", "ci_low", "ci_high", "p_value", "q_value", "p_steps", "mde")
EXTREME = [0.0, -0.0, -1.0, 5e-324, 1e-300, 1e-12, 1e12, 1e300, 1.7e308, math.inf, -math.inf, math.nan]

value = st.one_of(st.sampled_from(EXTREME), st.floats(min_value=1e-3, max_value=1e4))
#: per process: its steps' values (one value to a few)
process = st.lists(value, min_size=1, max_size=4)
side = st.lists(process, min_size=1, max_size=4)


def _long(a: list[list[float]], b: list[list[float]], kernel: str | None = None) -> pd.DataFrame:
    rows = [{"side": s, "process": p, "step": i, "value": float(v)}
            for s, procs in (("a", a), ("b", b)) for p, steps in enumerate(procs) for i, v in enumerate(steps)]
    d = pd.DataFrame(rows)
    return d if kernel is None else d.assign(kernel=kernel)


def _finite_or_nan(x: object) -> bool:
    return x is None or x is pd.NA or (isinstance(x, float | int | np.floating | np.integer) and
                                       (math.isnan(float(x)) or math.isfinite(float(x))))


def _check(c: cmp.Comparison) -> None:
    for t in (c.end_to_end, c.kernels):
        assert set(t["verdict"]) <= VERDICTS
        for col in NUMBERS:
            bad = [x for x in t[col].tolist() if not _finite_or_nan(x)]
            assert not bad, (col, bad)
        assert (t["mde"].dropna() <= kstats.MDE_CAP).all() and (t["mde"].dropna() >= 0).all()
        moved = t[t["verdict"].isin(["slower", "faster"])]
        assert (moved["q_value"] < kstats.ALPHA).all()
        assert ((moved["verdict"] == "slower") == (moved["ci_low"] > 1)).all()
        assert ((moved["verdict"] == "faster") == (moved["ci_high"] < 1)).all()
    json.dumps(c.to_json(), allow_nan=False)
    assert c.headline("x", "y")
    for r in c.kernels.itertuples():
        assert _fmt_row(r)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sa=side, sb=side, ka=side, kb=side, paired=st.booleans(), min_effect=st.sampled_from([0.05, 0.0, 1e-9, 2.0]))
def test_compare_never_raises_and_states_finite_numbers(sa, sb, ka, kb, paired, min_effect):
    steps = _long(sa, sb)
    kernels = pd.concat([_long(ka, kb, "fusion"), _long(kb, ka, "call.1"), _long(ka, [], "gone")], ignore_index=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        c = cmp.compare(steps, kernels, min_effect=min_effect, paired=paired)
    _check(c)


@settings(max_examples=150, deadline=None)
@given(a=st.lists(value, min_size=1, max_size=6), b=st.lists(value, min_size=1, max_size=6),
       alpha=st.sampled_from([0.05, 1e-6, 1e-300]), min_effect=st.sampled_from([0.05, 0.0, -1.0, math.nan]))
def test_building_blocks_never_raise(a, b, alpha, min_effect):
    a_, b_ = np.array(a), np.array(b)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        rounds = [pd.DataFrame({"process": np.arange(len(x)) % 2, "step": np.arange(len(x)), "value": x}) for x in (a_, b_)]
        for _d, se, df, p in (kstats.welch_log(a_, b_), kstats.paired_t(kstats.round_log_ratios(*rounds).to_numpy(dtype=float))):
            assert p != p or 0 <= p <= 1
            m = kstats.mde_of(se, df, alpha)
            assert m != m or 0 <= m <= kstats.MDE_CAP
        assert 0 <= kstats.more_processes(a_, b_, min_effect) <= 1000
        assert 0 <= kstats.more_blocks(float(np.std(np.log(np.abs(a_) + 1))), len(a), min_effect) <= 1000
        p = kstats.p_steps(a_, b_)
        assert p != p or 0 <= p <= 1
        sides = [pd.DataFrame({"process": 0, "value": x}) for x in (a_, b_)]
        change = kstats.shape_change(*sides)
        assert change is None or re.fullmatch(r"b turned bimodal|b no longer bimodal|spread (grew|shrank) x\d+\.\d", change), change
        assert kstats.shape_change(sides[0], sides[0].copy()) is None  # a side against itself never changed shape
        for unit in ("process", "step"):
            for x in kstats.typical(a_, unit) + kstats.ratio(a_, b_, unit):
                assert _finite_or_nan(x)


@settings(max_examples=60, deadline=None)
@given(sa=side, sb=side)
def test_sweep_summaries_never_raise(sa, sb):
    rows = [{"config": c, "process": p, "step": i, "duration_s": float(v)}
            for c, procs in (("base", sa), ("other", sb)) for p, steps in enumerate(procs) for i, v in enumerate(steps)]
    steps = pd.DataFrame(rows)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        s = kstats.summarize_steps(steps)
        c = kstats.compare_steps(steps, "base")
    assert len(s) == 2 and len(c) == 1
    v = c["verdict"].iloc[0]
    assert v in {kstats.Verdict.SLOWER, kstats.Verdict.FASTER, kstats.Verdict.NO_CHANGE, kstats.Verdict.CANT_TELL}
    for col in ("ratio", "ratio_ci_low", "ratio_ci_high", "p_value", "base_s", "test_s"):
        assert _finite_or_nan(c[col].iloc[0]), col
    assert _agrees(v, c["ratio_ci_low"].iloc[0], c["ratio_ci_high"].iloc[0])  # the sweep report's rule: the interval decides


def test_huge_spread_gives_cant_tell_with_a_capped_mde():
    """Two processes a side; one kernel's self time 0.002 us in one process and 200 us in the others (a wrapper's
    self time): its Welch df is about 1, and exp((t + t_power) * se) overflowed (``OverflowError: math range error``)."""
    steps = _long([[1.0] * 5] * 2, [[1.0] * 5] * 2)
    ks = [_long([[50.0 * (1 + 0.01 * s) for s in range(5)]] * 2, [[50.0 * (1 + 0.01 * s) for s in range(5)]] * 2, f"k{i}")
          for i in range(29)]
    ks.append(_long([[200.0] * 5, [201.0] * 5], [[0.002] * 5, [200.0] * 5], "call.7"))
    c = cmp.compare(steps, pd.concat(ks, ignore_index=True))
    r = c.kernels.set_index("kernel").loc["call.7"]
    assert r.verdict == "can't tell"
    assert r.mde == kstats.MDE_CAP
    j = {k["kernel"]: k for k in c.to_json()["kernels"]}["call.7"]
    assert j["mde"] == kstats.MDE_CAP and j["mde_capped"] is True
    row = next(x for x in c.kernels.itertuples() if x.kernel == "call.7")
    assert "MDE > 1000%" in _fmt_row(row)
    assert kstats.mde_text(kstats.MDE_CAP) == "MDE > 1000%" and kstats.mde_text(0.031) == "MDE 3.1%"


@pytest.mark.parametrize("se", [0.0, 1.0, 50.0, 1e6, math.inf])
def test_mde_of_is_finite_and_capped(se):
    m = kstats.mde_of(se, 1.0, 0.05 / 30)
    assert 0 <= m <= kstats.MDE_CAP
    assert kstats.mde_of(math.nan, 3.0) != kstats.mde_of(math.nan, 3.0)  # unknown stays NaN


# ---- one property per rule that the kit states (issue 29 item 7): the rules above are compare's and stats' -------


def _agrees(verdict: str, lo: float, hi: float) -> bool:
    """The interval rule every comparison states: slower only above 1, faster only below 1."""
    return not ((verdict.startswith("slower") and not lo > 1) or (verdict.startswith("faster") and not hi < 1))


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ka=st.lists(side, min_size=6, max_size=8), shift=st.sampled_from([1.0, 1.5, 1e-6, 1e6]), n_blocks=st.integers(2, 4))
# found by hypothesis: a kernel's two finite process medians at 1.7e308 (the other infinite) had the mean of the two
# as its typical value, an overflow to inf
@example(ka=[[[0.0]], [[0.0]], [[0.0]], [[0.0]], [[0.0]], [[1.7e308], [math.inf]]], shift=1.0, n_blocks=3)
def test_blocked_kernels_with_moderation_never_raise(ka, shift, n_blocks):
    """Rule: a blocked run's kernel variances are moderated (empirical Bayes, with a trend in kernel time) before the
    verdict rule; with six or more kernels and extreme samples it still never raises and the verdicts agree."""
    rows = []
    for i, procs in enumerate(ka):
        for p in range(n_blocks):
            steps = procs[p % len(procs)]
            for s, v in enumerate(steps):
                for side, f in (("a", 1.0), ("b", shift)):
                    rows.append({"side": side, "process": p, "step": s, "kernel": f"k{i}", "value": float(v) * f})
    kernels = pd.DataFrame(rows)
    steps = kernels.groupby(["side", "process", "step"], as_index=False)["value"].sum()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        c = cmp.compare(steps, kernels, paired=True)
    _check(c)
    rows_ = [kstats.Estimate(f"k{i}", 3, 3, a, a, d=0.1, se=se, df=2.0) for i, (a, se) in
             enumerate(zip([v for p in ka for s in p for v in s][:8], [0.0, 1e-300, 1e300, 0.1, 0.2, math.inf, 1.0, 2.0]))]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        d0, s0 = kstats.moderate(rows_)
    assert d0 >= 0 and (s0 != s0 or s0 >= 0)
    assert all(r.se != r.se or r.se >= 0 for r in rows_)


per_process = st.lists(value, min_size=0, max_size=4)


@settings(max_examples=30, deadline=None)
@given(base=st.lists(per_process, min_size=1, max_size=5), test=st.lists(per_process, min_size=1, max_size=5),
       min_us=st.sampled_from([0.0, 10.0, math.inf]))
@example(base=[[0.5]], test=[[1.7e308]], min_us=0.0)  # the ratio overflowed to inf
def test_kernel_changes_never_raise(base, test, min_us):
    """Rule (kernel changes in the sweep report): Welch over per-process self times, q by Benjamini-Hochberg over the
    kernels shown; extreme self times give finite or NaN numbers and q >= p, never an exception."""
    from kitlib.analysis.kernels import kernel_changes

    rows = [{"config": c, "process": p, "kernel": f"k{k}", "self_us_per_step": float(v)}
            for c, sides in (("base", base), ("test", test)) for p, ks in enumerate(sides) for k, v in enumerate(ks)]
    rows += [{"config": c, "process": 0, "kernel": "always", "self_us_per_step": 100.0} for c in ("base", "test")]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        t = kernel_changes(pd.DataFrame(rows), "base", "test", min_us=min_us)
    for col in ("base_us", "test_us", "diff_us", "ratio", "p_value", "q_value"):
        bad = [x for x in t[col].tolist() if not _finite_or_nan(x)]
        assert not bad, (col, bad)
    tested = t.dropna(subset=["p_value"])
    assert (tested["q_value"] >= tested["p_value"] - 1e-12).all()


@settings(max_examples=80, deadline=None)
@given(a=st.lists(value, min_size=0, max_size=8), b=st.lists(value, min_size=0, max_size=8), repeats=st.sampled_from([1, 5]))
def test_bisect_comparison_never_raises(a, b, repeats):
    """Rule (kit bisect, Pinpoint's, runs paired by block): different when p <= alpha and the ratio is not within
    +-min_change (or, at the block cap, the whole interval lies beyond it), same when the interval lies within it or
    p > same_p, else unknown; on any sample a verdict of that vocabulary, p in [0, 1] or NaN, finite or NaN ratios."""
    from kitlib.bisect.search import DIFFERENT, SAME, UNKNOWN, Settings, compare_paired

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        pair = compare_paired(dict(enumerate(a)), dict(enumerate(b)), Settings(repeats=repeats))
    assert pair.verdict in (DIFFERENT, SAME, UNKNOWN)
    assert pair.p_value != pair.p_value or 0 <= pair.p_value <= 1
    for x in (pair.ratio, pair.ci_low, pair.ci_high):
        assert _finite_or_nan(x), pair
    assert pair.blocks == sum(1 for k in range(min(len(a), len(b))) if a[k] > 0 and b[k] > 0
                              and math.isfinite(a[k]) and math.isfinite(b[k]))


@settings(max_examples=60, deadline=None)
@given(threads=st.lists(st.sampled_from([1, 2, 4, 8, 0, -1]), min_size=0, max_size=6), times=st.lists(value, min_size=6, max_size=6))
@example(threads=[1, 2], times=[math.nan, 1.0, 1.0, 1.0, 1.0, 1.0])  # a NaN compile time: ValueError from curve_fit
def test_amdahl_fit_never_raises_but_kit_error(threads, times):
    """Rule (compile-time scaling): Amdahl's law fitted by least squares within s in [0, 1]; points it cannot fit
    (one thread count, a time at or below 0, NaN or inf) are one KitError line, never another exception."""
    from kitlib.analysis.scaling import fit_amdahl
    from kitlib.errors import KitError

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            fit = fit_amdahl(threads, times[: len(threads)])
    except KitError as e:
        assert "\n" not in str(e)
        return
    assert 0 <= fit.serial_fraction <= 1 and math.isfinite(fit.t1_s)


@settings(max_examples=25, deadline=None)
@given(sa=side, sb=side)
@example(sa=[[5e-324]], sb=[[1e-12]])  # exp of a log ratio of 1e311 overflowed to inf
def test_hierarchical_bootstrap_is_finite_or_nan(sa, sb):
    """Rule (the calibration's alternative interval): processes resampled, then steps; finite or NaN ends, low <= high."""
    d = _long(sa, sb)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        lo, hi = kstats.hierarchical_bootstrap(d[d["side"] == "a"], d[d["side"] == "b"], n_resamples=20)
    assert _finite_or_nan(lo) and _finite_or_nan(hi)
    assert lo != lo or hi != hi or lo <= hi
