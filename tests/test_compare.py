"""kit compare: statistics on constructed two-level samples with known answers, and the command on a real run."""
from __future__ import annotations

import json
import math
import re

import numpy as np
import pandas as pd
import pytest

from kitlib.analysis.compare import compare
from kitlib.analysis.stats import MDE_CAP, _cut, is_bimodal, shape_change
from kitlib.runfolder.write import write_manifest

from .conftest import run_kit


def two_level(n_proc: int, n_steps: int, center: float, between: float, within: float, seed: int,
              side: str, kernel: str | None = None) -> pd.DataFrame:
    """Log-normal samples: a process effect (sd ``between``) times a step effect (sd ``within``)."""
    rng = np.random.default_rng(seed)
    rows = []
    for p in range(n_proc):
        level = center * np.exp(rng.normal(0, between))
        for s in range(n_steps):
            rows.append({"side": side, "process": p, "step": s, "value": level * np.exp(rng.normal(0, within))})
    df = pd.DataFrame(rows)
    if kernel is not None:
        df["kernel"] = kernel
    return df


def steps_pair(shift: float, n_proc: int = 6, between: float = 0.01, within: float = 0.01, seed: int = 0) -> pd.DataFrame:
    return pd.concat([two_level(n_proc, 20, 1.0, between, within, seed, "a"),
                      two_level(n_proc, 20, 1.0 * shift, between, within, seed + 1, "b")], ignore_index=True)


def test_identical_sides_say_no_change():
    a = two_level(6, 20, 1.0, 0.005, 0.01, 0, "a")
    c = compare(pd.concat([a, a.assign(side="b")]), min_effect=0.05)
    e = c.end_to_end.iloc[0]
    assert e.ratio == pytest.approx(1.0)
    assert e.verdict == "no change"
    assert e.mde < 0.05


def test_clear_shift_is_slower_and_inside_interval():
    c = compare(steps_pair(1.20), min_effect=0.05)
    e = c.end_to_end.iloc[0]
    assert e.verdict == "slower"
    assert e.ci_low < 1.20 < e.ci_high or abs(e.ratio - 1.2) < 0.02
    c = compare(steps_pair(0.80), min_effect=0.05)
    assert c.end_to_end.iloc[0].verdict == "faster"


def test_between_process_noise_is_not_a_shift():
    """Large process-to-process spread, tiny step spread: a step-level test sees a 'difference',
    the process-level comparison does not call it."""
    s = steps_pair(1.0, n_proc=3, between=0.15, within=0.002, seed=3)
    c = compare(s, min_effect=0.05)
    e = c.end_to_end.iloc[0]
    assert e.p_steps < 1e-3  # steps alone would call it
    assert e.verdict == "can't tell"
    assert e.more_processes > 0
    assert e.mde > 0.05


def test_one_process_per_side_never_slower():
    s = steps_pair(1.30, n_proc=1)
    k = pd.concat([two_level(1, 20, 100.0, 0, 0.01, 5, "a", "fusion.1"), two_level(1, 20, 150.0, 0, 0.01, 6, "b", "fusion.1")])
    c = compare(s, k, min_effect=0.05)
    assert c.end_to_end.iloc[0].verdict == "can't tell"
    assert c.kernels.iloc[0].verdict == "can't tell"
    assert c.kernels.iloc[0].p_steps < 1e-6
    assert "between-process variance is unknown" in c.kernels.iloc[0].note
    assert any("one process on a side" in n for n in c.notes)


def test_kernel_turning_bimodal_is_flagged():
    rng = np.random.default_rng(1)
    a = two_level(6, 30, 100.0, 0.01, 0.01, 7, "a", "fusion.7")
    b = a.assign(side="b").copy()
    slow = rng.random(len(b)) < 0.4
    b.loc[slow, "value"] *= 1.5
    assert is_bimodal(b["value"].to_numpy()) and not is_bimodal(a["value"].to_numpy())
    steps = steps_pair(1.0)
    c = compare(steps, pd.concat([a, b]), min_effect=0.05)
    assert c.kernels.iloc[0]["shape"] == "b turned bimodal"


def test_spread_growth_flagged():
    a = two_level(6, 30, 100.0, 0.0, 0.01, 8, "a")
    b = two_level(6, 30, 100.0, 0.0, 0.05, 9, "b")
    assert shape_change(a, b).startswith("spread grew")
    assert shape_change(a, a) is None
    assert shape_change(a.head(90), b.head(90)) is None  # 3 processes a side: too few to tell a spread change


def _mixture(n_proc: int, slow_share: float, seed: int, side: str) -> pd.DataFrame:
    """A kernel bimodal in every process: ``slow_share`` of its steps 1.5x slower."""
    d = two_level(n_proc, 30, 100.0, 0.01, 0.01, seed, side, "fusion.9")
    d.loc[np.random.default_rng(seed).random(len(d)) < slow_share, "value"] *= 1.5
    return d


def _slow_processes(n_proc: int, share: float, seed: int, side: str) -> pd.DataFrame:
    """A kernel whose processes each run in a fast or (with probability ``share``) a 1.5x slower state."""
    d = two_level(n_proc, 30, 100.0, 0.01, 0.01, seed, side, "fusion.9")
    slow = np.flatnonzero(np.random.default_rng(seed + 1000).random(n_proc) < share)
    d.loc[d["process"].isin(slow), "value"] *= 1.5
    return d


def test_same_distribution_on_both_sides_is_no_shape_change():
    """A/A: the same kernel on both sides. When processes sit in a slow or a fast state, which side's steps look
    bimodal depends on where the slow processes fell: the step-level test said "turned bimodal" for 20 of these 40
    pairs (and for a quarter of a real A/A run's kernels); over processes nothing differs. The same near the 10% line
    of a mixture inside every process."""
    flagged = sum(shape_change(_slow_processes(6, 0.3, 2 * s, "a"), _slow_processes(6, 0.3, 2 * s + 1, "b")) is not None
                  for s in range(40))
    assert flagged <= 1
    flagged = sum(shape_change(_mixture(6, 0.10, 2 * s, "a"), _mixture(6, 0.10, 2 * s + 1, "b")) is not None
                  for s in range(20))
    assert flagged <= 1
    # and a real change of the mixture is still seen: 0% -> 40% slow steps in every process
    assert shape_change(_mixture(6, 0.0, 50, "a"), _mixture(6, 0.4, 51, "b")) == "b turned bimodal"


def test_added_removed_fdr_and_controls():
    ks = []
    for i in range(12):  # 12 same-code kernels, identical distributions
        ks += [two_level(5, 10, 50.0, 0.02, 0.01, 100 + i, "a", f"k{i}"), two_level(5, 10, 50.0, 0.02, 0.01, 200 + i, "b", f"k{i}")]
    ks += [two_level(5, 10, 50.0, 0.02, 0.01, 300, "a", "changed"), two_level(5, 10, 65.0, 0.02, 0.01, 301, "b", "changed")]
    ks += [two_level(5, 10, 20.0, 0.02, 0.01, 400, "a", "gone"), two_level(5, 10, 20.0, 0.02, 0.01, 401, "b", "new")]
    same = pd.Series({**{f"k{i}": True for i in range(12)}, "changed": False})
    c = compare(steps_pair(1.0, n_proc=5), pd.concat(ks), min_effect=0.05, same_code=same)
    v = c.kernels.set_index("kernel")
    assert v.loc["changed", "verdict"] == "slower"
    assert v.loc["changed", "attribution"] == "code differs"
    assert v.loc["gone", "verdict"] == "removed" and v.loc["new", "verdict"] == "added"
    assert c.negative_controls["kernels"] == 12
    assert c.negative_controls["false_alarms"] == 0
    assert (v["q_value"].dropna() >= v["p_value"].dropna().reindex(v["q_value"].dropna().index)).all()
    j = c.to_json()
    json.dumps(j)
    assert set(j["end_to_end"]) >= {"ratio", "ci_low", "ci_high", "mde", "verdict"}
    assert set(j["kernels"][0]) >= {"kernel", "ratio", "ci_low", "ci_high", "q_value", "mde", "verdict", "same_code"}


def test_overdispersed_controls_widen_intervals():
    """Same-code kernels that differ between sides by a process-independent offset (placement)
    spread more than the model assumes: the factor widens every interval."""
    ks, same = [], {}
    rng = np.random.default_rng(0)
    for i in range(15):
        off = float(np.exp(rng.normal(0, 0.08)))
        ks += [two_level(4, 10, 50.0, 0.01, 0.01, 500 + i, "a", f"k{i}"), two_level(4, 10, 50.0 * off, 0.01, 0.01, 600 + i, "b", f"k{i}")]
        same[f"k{i}"] = True
    c = compare(steps_pair(1.0, n_proc=4), pd.concat(ks), min_effect=0.05, same_code=pd.Series(same))
    assert c.negative_controls["overdispersion"] > 1.5
    assert any("widened" in n for n in c.notes)


# ---------------------------------------------------------------- the command on a real run

def test_kit_compare_on_tiny_run(tiny_run):
    proc = run_kit("compare", str(tiny_run / "split-1"), str(tiny_run / "split-8"), "--json")
    out = json.loads(proc.stdout)
    assert out["end_to_end"]["verdict"] == "can't tell"  # one process per config
    assert out["kernels"] and all(k["verdict"] not in ("slower", "faster") for k in out["kernels"])
    assert out["negative_controls"]["kernels"] >= 1
    text = run_kit("compare", str(tiny_run)).stdout
    assert text.splitlines()[0].startswith(("Whole programs identical", "Code of"))
    assert "split-8 vs split-1" in text


def test_kit_compare_bad_input(tiny_run, tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    p = run_kit("compare", str(empty), str(tiny_run / "split-1"), check=False)
    assert p.returncode == 2 and p.stderr.startswith("kit: ") and len(p.stderr.strip().splitlines()) == 1
    # a config folder without traces: copy the run's manifest and one config without its trace
    import shutil

    run = tmp_path / "notrace"
    shutil.copytree(tiny_run, run, ignore=shutil.ignore_patterns("trace", "dump"))
    p = run_kit("compare", str(run / "split-1"), str(run / "split-8"), check=False)
    assert p.returncode == 2 and "without profiler traces" in p.stderr
    # two different models
    other = tmp_path / "other"
    shutil.copytree(tiny_run, other, ignore=shutil.ignore_patterns("dump"))
    m = json.loads((other / "manifest.json").read_text())
    m["spec"]["model"] = "bert-base"
    write_manifest(other, m)
    p = run_kit("compare", str(tiny_run / "split-1"), str(other / "split-8"), check=False)
    assert p.returncode == 2 and "different models" in p.stderr


def test_resolved_rule():
    from kitlib.analysis.compare import resolved

    assert resolved(compare(steps_pair(1.20)), 0.05)[0]  # slower
    done, why = resolved(compare(steps_pair(1.0, n_proc=3, between=0.15, seed=3)), 0.05)
    assert not done and "wider" in why
    assert not resolved(compare(steps_pair(1.0, n_proc=1)), 0.05)[0]


def test_sweep_until_resolved_adds_processes(tmp_path):
    """A loose target on 2 configs: the loop runs, keeps the first round's processes, records why it stopped (on
    the jax-cpu backend, whose block process compiles both configs: the loop's rounds as with one torch_xla process
    per config, in about half the time)."""
    out = tmp_path / "ur"
    bad = run_kit("sweep", "--backend", "jax-cpu", "--model", "bert-tiny", "--until-resolved", "1%", "--resolve", "kernels,nope",
                  "--out", str(tmp_path / "bad"), check=False)
    assert bad.returncode == 2 and "--resolve 'kernels,nope': give one or more of end-to-end, kernels, compile" in bad.stderr
    assert not (tmp_path / "bad").exists()  # refused before anything ran
    # every quantity the loop can wait for: end to end, the top kernels' median MDE, the compile time's MDE
    run_kit("sweep", "--backend", "jax-cpu", "--model", "bert-tiny", "--split-counts", "1,8", "--steps", "3", "--warmup", "0", "--trace-steps", "1",
            "--until-resolved", "1%", "--resolve", "end-to-end,kernels,compile", "--max-repeats", "3", "--no-progress",
            "--no-report", "--out", str(out), timeout=1800)
    m = json.loads((out / "manifest.json").read_text())
    ur = m["until_resolved"]
    assert ur["resolve"] == ["end-to-end", "kernels", "compile"]
    for r in ur["rounds"]:  # each round says where each quantity stands, the kernels' and compile time's MDE by number
        assert re.search(r"; the 10 kernels' median MDE (\d+\.\d% (within|above) 1%|unknown yet); compile-time MDE "
                         r"(\d+\.\d% (within|above) 1%|unknown yet)$",
                         r["configs"]["split-8"]), r
    assert [r["repeats"] for r in ur["rounds"]][0] == 2
    first = {c["name"]: c for c in m["configs"]}
    counts = {n: len(c["processes"]) for n, c in first.items()}
    if ur["stopped"] == "all resolved" and len(ur["rounds"]) == 1:  # decided at once (a gross difference): 2 each
        assert counts == {"split-1": 2, "split-8": 2}, ur
    else:  # undecided at 1%: one more round up to --max-repeats 3, the first two processes kept
        assert len(ur["rounds"]) == 2 and [r["repeats"] for r in ur["rounds"]] == [2, 3], ur
        assert ur["stopped"] in ("all resolved", "max repeats 3 reached; undecided: split-8"), ur
        assert counts == {"split-1": 3, "split-8": 3}, counts
        assert [p["process"] for p in first["split-1"]["processes"]] == [0, 1, 2]
    from kitlib.analysis.design import design_headline
    from kitlib.runfolder import open_run

    said = [x for x in design_headline(open_run(out), []) if x.startswith(
        "Until resolved within +-1% end to end, the 10 kernels' median MDE, compile-time MDE: ")]
    assert len(said) == 1 and ur["stopped"] in said[0] and "of 60 budget minutes" in said[0], said
    assert said[0].endswith(f"; split-8: {ur['rounds'][-1]['configs']['split-8']}."), said  # what the last round reached


def test_a_kernel_renamed_between_configs_is_one_kernel(tiny_run, monkeypatch):
    """Kernels paired by HLO structure (the one rule of :mod:`kitlib.analysis.code`, renamed) are compared as one
    kernel: b's timings are taken under a's name, not listed as one added and one removed kernel."""
    from kitlib.analysis import compare as cmp

    a, b = cmp.load_side([tiny_run / "split-1"], "split-1"), cmp.load_side([tiny_run / "split-8"], "split-8")
    top = a.kernels.groupby("kernel")["value"].sum().idxmax()
    b = cmp.replace(b, kernels=b.kernels.assign(kernel=b.kernels["kernel"].replace({top: "fusion.renamed"})))
    plain = cmp.compare(*cmp.two_sided(a, b))  # names alone: one kernel removed, one added
    assert {"added", "removed"} <= set(plain.kernels.set_index("kernel").loc[[top, "fusion.renamed"], "verdict"])
    real = cmp.code_of

    def with_rename(x, y):
        c = real(x, y)
        return cmp.replace(c, renamed={**c.renamed, "fusion.renamed": top})

    monkeypatch.setattr(cmp, "code_of", with_rename)
    c, _ = cmp.compare_sides(a, b)
    k = c.kernels.set_index("kernel")
    assert "fusion.renamed" not in k.index and k.loc[top, "verdict"] not in ("added", "removed")


def test_verdict_q_value_and_interval_agree():
    """Three processes a side, every b process slower, among 40 kernels: p alone is below 0.05 but q is not. The
    interval is stated at the verdict's level (false coverage rate), so it includes 1 and the MDE is at least its
    half-width; before, its 95% interval [5.4, 257] excluded 1 beside "can't tell" and an MDE of 4,487,601%."""
    ks = [two_level(3, 10, 50.0, 0.02, 0.01, 700 + i, "a", f"k{i}") for i in range(40)]
    ks += [two_level(3, 10, 50.0, 0.02, 0.01, 800 + i, "b", f"k{i}") for i in range(40)]
    ks += [two_level(3, 10, 2.0, 0.02, 0.01, 900, "a", "odd"), two_level(3, 10, 74.0, 1.2, 0.01, 901, "b", "odd")]
    c = compare(steps_pair(1.0, n_proc=3), pd.concat(ks), min_effect=0.05)
    r = c.kernels.set_index("kernel").loc["odd"]
    assert r.p_value < 0.05 <= r.q_value
    assert r.verdict == "can't tell"
    assert r.ci_low <= 1 <= r.ci_high
    # "odd" has less time than the 40 (a geometric mean of 12 us against 50): the exploratory family, 41 - 10
    assert r.family == "exploratory" and (c.kernels["family"] == "primary").sum() == 10
    assert "q=" in r.note and "over 31 exploratory kernels" in r.note
    half = math.sqrt(r.ci_high / r.ci_low) - 1
    assert r.mde == pytest.approx(MDE_CAP) or r.mde >= half
    for v in c.kernels.itertuples():  # the rule, for every kernel
        assert (v.verdict == "slower") == (v.ci_low > 1 and v.q_value < 0.05)
        assert (v.verdict == "faster") == (v.ci_high < 1 and v.q_value < 0.05)


def test_a_called_kernel_has_its_interval_off_1():
    ks = []
    for i in range(12):
        ks += [two_level(5, 10, 50.0, 0.02, 0.01, 100 + i, "a", f"k{i}"), two_level(5, 10, 50.0, 0.02, 0.01, 200 + i, "b", f"k{i}")]
    ks += [two_level(5, 10, 50.0, 0.02, 0.01, 300, "a", "changed"), two_level(5, 10, 65.0, 0.02, 0.01, 301, "b", "changed")]
    v = compare(steps_pair(1.0, n_proc=5), pd.concat(ks), min_effect=0.05).kernels.set_index("kernel")
    assert v.loc["changed", "verdict"] == "slower" and v.loc["changed", "ci_low"] > 1
    assert ((v["ci_low"] <= 1) & (v["ci_high"] >= 1)).drop("changed").all()


def _trace(wrapper_self: list[float], fusion_us: float) -> pd.DataFrame:
    """Two profiled steps of a trace: wrappers call.<i> (self time as given) each around one fusion.<i>."""
    rows = []
    for step in (0, 1):
        for i, w in enumerate(wrapper_self):
            rows.append({"kernel": f"call.{i}", "duration_us": w + fusion_us, "self_duration_us": w, "step": step})
            rows.append({"kernel": f"fusion.{i}", "duration_us": fusion_us, "self_duration_us": fusion_us, "step": step})
        rows.append({"kernel": "while", "duration_us": 0.5, "self_duration_us": 0.5, "step": step})
    return pd.DataFrame(rows).astype({"step": "Int64"})


def test_wrapper_self_time_is_one_sum_not_one_ratio_each():
    """A call's self time is the dispatch overhead around its callee (1-2 us): 0.04 us in one config's processes
    and 1.5 us in the other's made a ratio of 37 with an interval like [5.4, 257]. Wrappers are summed per step."""
    from kitlib.analysis.compare import WRAPPERS, _kernel_steps

    k = _kernel_steps(_trace([1.5, 1.2, 0.04], 100.0), 0)
    assert set(k["kernel"]) == {WRAPPERS, "fusion.0", "fusion.1", "fusion.2"}
    assert k.loc[k["kernel"] == WRAPPERS, "value"].tolist() == pytest.approx([3.24, 3.24])
    rng = np.random.default_rng(0)
    sides = []
    for side, odd in (("a", 1.5), ("b", 0.04)):
        for p in range(3):
            w = [1.5 * float(np.exp(rng.normal(0, 0.05))) for _ in range(20)] + [odd]
            sides.append(_kernel_steps(_trace(w, 100.0 * float(np.exp(rng.normal(0, 0.01)))), p).assign(side=side))
    ks = pd.concat(sides, ignore_index=True)
    steps = ks.groupby(["side", "process", "step"], as_index=False)["value"].sum()
    v = compare(steps, ks, min_effect=0.05).kernels.set_index("kernel")
    assert "call.20" not in v.index
    assert 0.85 < v.loc[WRAPPERS, "ratio"] < 1.1
    assert (v["ratio"] < 1.5).all() and (v["ratio"] > 0.67).all()


def test_moderated_kernel_variances_borrow_strength_only_when_they_share_a_scale():
    """Empirical-Bayes moderation (limma's squeezeVar): kernels whose per-block variances share one scale are pooled
    (many more degrees of freedom, the scale recovered); kernels whose variances differ by orders are left nearly alone."""
    from kitlib.analysis.stats import Estimate as _Row
    from kitlib.analysis.stats import moderate

    rng = np.random.default_rng(1)
    n, sd = 4, 0.05
    same = []
    for i in range(300):
        d = rng.normal(0, sd, n)
        same.append(_Row(f"k{i}", n, n, 100.0, 100.0, float(d.mean()), float(d.std(ddof=1) / np.sqrt(n)), n - 1.0))
    d0, s0 = moderate(same)
    assert d0 > 20 and math.sqrt(s0) == pytest.approx(sd, rel=0.1)
    assert all(r.df > 20 for r in same) and np.median([r.se for r in same]) == pytest.approx(sd / np.sqrt(n), rel=0.1)
    spread = []
    for i in range(300):
        d = rng.normal(0, sd * 10 ** rng.uniform(-2, 2), n)
        spread.append(_Row(f"k{i}", n, n, 100.0, 100.0, float(d.mean()), float(d.std(ddof=1) / np.sqrt(n)), n - 1.0))
    d0, _ = moderate(spread)
    assert d0 < 2 and all(r.df < n - 1 + 2 for r in spread)
    assert moderate(same[:4]) == (0.0, pytest.approx(float("nan"), nan_ok=True))  # too few to estimate a prior
    # a kernel's scale follows its time: short kernels 100x noisier than long ones keep their own scale
    trend = []
    for i in range(300):
        t = 10 ** rng.uniform(0, 4)  # us
        d = rng.normal(0, sd * (t / 1e4) ** -0.5, n)
        trend.append(_Row(f"k{i}", n, n, t, t, float(d.mean()), float(d.std(ddof=1) / np.sqrt(n)), n - 1.0))
    moderate(trend)
    long = [r for r in trend if r.a > 3000]
    assert np.median([r.se for r in long]) < 2.5 * sd / np.sqrt(n)


def test_primary_family_tests_the_top_kernels_and_changed_code_at_their_own_level():
    """The ten kernels with most time and every kernel whose code differs are one family, tested among themselves;
    the 300 small kernels beside them another. A top kernel x1.08 (4 processes a side) is called slower in its family
    of 11; tested among all 311 kernels it could not be (the level 0.05 / 311); the changed small kernel is primary;
    verdict, q and interval agree in both families."""
    ks = [two_level(4, 10, 10.0, 0.02, 0.01, 100 + i, side, f"small{i}") for i in range(300) for side in "ab"]
    ks += [two_level(4, 10, 100.0, 0.02, 0.01, 1000 + i, "a", f"big{i}") for i in range(10)]
    ks += [two_level(4, 10, 100.0 * (1.08 if i == 0 else 1.0), 0.02, 0.01, 2000 + i, "b", f"big{i}") for i in range(10)]
    kernels = pd.concat(ks, ignore_index=True)
    same = pd.Series(True, index=[f"small{i}" for i in range(300)] + [f"big{i}" for i in range(10)])
    same["small7"] = False
    c = compare(steps_pair(1.0, n_proc=4), kernels, min_effect=0.05, same_code=same)
    k = c.kernels.set_index("kernel")
    assert set(k.index[k["family"] == "primary"]) == {f"big{i}" for i in range(10)} | {"small7"}
    assert k.loc["big0", "verdict"] == "slower" and k.loc["big0", "ratio"] == pytest.approx(1.08, rel=0.05)
    one = compare(steps_pair(1.0, n_proc=4), kernels, min_effect=0.05, same_code=same, primary=0).kernels.set_index("kernel")
    assert set(one["family"]) == {"exploratory"}
    assert one.loc["big0", "verdict"] == "can't tell" and one.loc["big0", "mde"] > k.loc["big0", "mde"]
    for v in c.kernels.itertuples():
        assert (v.verdict == "slower") == (v.ci_low > 1 and v.q_value < 0.05)


def _cut_one_split_at_a_time(x: np.ndarray) -> float | None:
    """is_bimodal's definition, scored one split at a time (the kit's scan scores them all at once)."""
    x = np.sort(x)
    n, lo = len(x), max(3, math.ceil(0.1 * len(x)))
    if n < 2 * lo:
        return None
    best = min(((x[:k].var() * k + x[k:].var() * (n - k)) / n, k) for k in range(lo, n - lo + 1))  # the first smallest
    within, k = best
    gap = x[k:].mean() - x[:k].mean()
    return float((x[k - 1] + x[k]) / 2) if (gap > 4 * math.sqrt(within) if within > 0 else gap > 0) else None


def _sample(shape: str, n: int, rng: np.random.Generator) -> np.ndarray:
    if shape == "normal":
        return rng.normal(1000, 5, n)
    if shape == "rounded":  # many ties
        return np.round(rng.normal(50, 2, n))
    if shape == "two clusters":
        return np.concatenate([rng.normal(10, 1, n // 3), rng.normal(30, 1, n - n // 3)])
    if shape == "constant":
        return np.full(n, 7.0)
    if shape == "huge offset":  # prefix sums of squares near 1e24 * n
        return rng.integers(0, 3, n) * 1e9 + 1e12
    if shape == "float limit":  # squares beyond the float range
        return rng.choice([0.0, 1.0, 1e300], n)
    return np.exp(rng.normal(0, 3, n))


@pytest.mark.parametrize("shape", ["normal", "rounded", "two clusters", "constant", "huge offset", "float limit",
                                   "log-normal"])
def test_the_bimodality_scan_picks_the_split_scored_one_at_a_time(shape: str) -> None:
    """The cut between two clusters: the same split, to the bit, as scoring each split on its own, for samples whose
    prefix sums lose precision (values 1e12 apart by 1e9, many ties, every value equal) or overflow (1e300)."""
    rng = np.random.default_rng(len(shape))
    for n in [*range(1, 12), *rng.integers(12, 300, 60).tolist()]:
        x = _sample(shape, n, rng)
        assert _cut(x) == _cut_one_split_at_a_time(x), (shape, n)
