"""Step statistics: the replication unit and the one verdict (kit compare's)."""
from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from kitlib import compare_steps, summarize_steps


def _steps(config: str, values_by_process: list[list[float]]) -> pd.DataFrame:
    rows = [{"config": config, "process": p, "step": i, "duration_s": v}
            for p, vals in enumerate(values_by_process) for i, v in enumerate(vals)]
    return pd.DataFrame(rows)


def test_single_process_uses_steps_and_decides_nothing() -> None:
    """One process a side: the steps give a ratio, an interval and a test, but the verdict is kit compare's, can't
    tell (the difference may be the process, not the config)."""
    rng = np.random.default_rng(1)
    st = pd.concat([_steps("a", [list(1.0 + 0.01 * rng.standard_normal(30))]),
                    _steps("b", [list(1.1 + 0.01 * rng.standard_normal(30))])])
    s = summarize_steps(st)
    assert list(s["replication_unit"]) == ["step", "step"]
    c = compare_steps(st, "a").iloc[0]
    assert c["verdict"] == "can't tell" and 1.08 < c["ratio"] < 1.12 and c["ratio_ci_low"] > 1 and c["p_value"] < 1e-6
    assert _compare_verdict(st) == "can't tell"


def _compare_verdict(st: pd.DataFrame) -> str:
    """kit compare's end-to-end verdict on the same steps (config a is side a)."""
    from kitlib.analysis.compare import compare

    steps = st.rename(columns={"duration_s": "value"}).assign(side=lambda d: d["config"])
    return str(compare(steps[["side", "process", "step", "value"]]).end_to_end["verdict"].iloc[0])


def test_processes_are_the_unit_when_there_are_several() -> None:
    # step noise is tiny, but the processes disagree by 10%: can't tell
    a = _steps("a", [[1.00] * 20, [1.10] * 20, [1.05] * 20])
    b = _steps("b", [[1.02] * 20, [1.08] * 20, [1.06] * 20])
    st = pd.concat([a, b])
    s = summarize_steps(st)
    assert list(s["replication_unit"]) == ["process", "process"] and list(s["n_processes"]) == [3, 3]
    c = compare_steps(st, "a").iloc[0]
    assert c["replication_unit"] == "process" and c["verdict"] == "can't tell" == _compare_verdict(st)


def test_processes_resolve_a_clear_slowdown() -> None:
    a = _steps("a", [[1.00, 1.01] * 10, [1.02, 1.00] * 10, [0.99, 1.01] * 10])
    b = _steps("b", [[1.20, 1.21] * 10, [1.22, 1.19] * 10, [1.18, 1.21] * 10])
    c = compare_steps(pd.concat([a, b]), "a").iloc[0]
    assert c["replication_unit"] == "process" and c["verdict"] == "slower" == _compare_verdict(pd.concat([a, b])) and c["ratio"] > 1.15
    same = compare_steps(pd.concat([a, a.assign(config="b")]), "a").iloc[0]
    assert same["verdict"] == "no change" == _compare_verdict(pd.concat([a, a.assign(config="b")]))


def test_kernel_changes_use_processes() -> None:
    from kitlib import kernel_changes, top_kernels

    rows = [{"config": cfg, "process": p, "kernel": k, "hlo_module": "M", "calls_per_step": 1.0,
             "self_us_per_step": v * (2.0 if (cfg, k) == ("b", "slow") else 1.0) + p, "total_us_per_step": 0.0}
            for cfg in ("a", "b") for p in range(3) for k, v in (("slow", 100.0), ("same", 50.0), ("tiny", 1.0))]
    kt = pd.DataFrame(rows)
    ch = kernel_changes(kt, "a", "b")
    assert list(ch["kernel"]) == ["slow", "same"]  # "tiny" is under 10 us in both
    slow = ch.iloc[0]
    # geometric means of 100, 101, 102 and of 200, 201, 202; a clear Welch t test on the logs
    assert slow["base_us"] == pytest.approx((100 * 101 * 102) ** (1 / 3)) and slow["test_us"] == pytest.approx((200 * 201 * 202) ** (1 / 3))
    assert slow["n_processes"] == 3 and slow["p_value"] < 1e-4 and slow["q_value"] < 1e-4
    top = top_kernels(kt, 2, base="a")
    assert list(top.index) == ["slow", "same"] and top.loc["slow", "b/a"] == pytest.approx(201 / 101)


def test_one_definition_of_the_typical_step() -> None:
    a = _steps("a", [[1.0] * 5, [1.2] * 5, [1.1] * 5])
    b = _steps("b", [[1.3] * 5, [1.4] * 5, [1.2] * 5])
    st = pd.concat([a, b])
    s = summarize_steps(st).set_index("config")
    assert s.loc["a", "step_s"] == pytest.approx((1.0 * 1.2 * 1.1) ** (1 / 3))
    assert s.loc["a", "ci_low_s"] < s.loc["a", "step_s"] < s.loc["a", "ci_high_s"]
    c = compare_steps(st, "a").iloc[0]
    assert c["base_s"] == pytest.approx(s.loc["a", "step_s"]) and c["test_s"] == pytest.approx(s.loc["b", "step_s"])
    assert c["ratio"] == pytest.approx(c["test_s"] / c["base_s"])
    assert c["ratio_ci_low"] < c["ratio"] < c["ratio_ci_high"] and 0 < c["p_value"] < 1


def test_one_interval_everywhere() -> None:
    """Issue 36 item 6: the t interval on the log scale is computed once (stats.log_interval): a config's typical
    step (stats.typical), Welch's ratio (stats.ratio), a process's compiles (design.compile_within), compare's
    kernel intervals and the bisect search's paired blocks all agree with it and with scipy's own t interval."""
    from scipy import stats as sps

    from kitlib.analysis.stats import log_interval, log_mean_interval, ratio, typical, welch_log
    from kitlib.bisect.search import Settings, compare_paired

    x = np.array([1.0, 1.2, 1.1, 0.95])
    logs = np.log(x)
    lo, hi = sps.t.interval(0.95, len(x) - 1, loc=logs.mean(), scale=sps.sem(logs))
    assert log_mean_interval(x) == pytest.approx((np.exp(logs.mean()), np.exp(lo), np.exp(hi)))
    assert typical(x, "process") == pytest.approx(log_mean_interval(x))
    y = x * 1.3
    d, se, df, _ = welch_log(x, y)
    assert ratio(x, y, "process")[:3] == pytest.approx(log_interval(d, se, df))
    blocks = {f"k{i}": v for i, v in enumerate(x)}
    pair = compare_paired(blocks, {k: v * np.exp(0.01 * i) * 1.3 for i, (k, v) in enumerate(blocks.items())}, Settings())
    dd = np.log([np.exp(0.01 * i) * 1.3 for i in range(len(x))])
    plo, phi = sps.t.interval(0.95, len(dd) - 1, loc=dd.mean(), scale=sps.sem(dd))
    assert (pair.ratio, pair.ci_low, pair.ci_high) == pytest.approx((np.exp(dd.mean()), np.exp(plo), np.exp(phi)))
    r, lo2, hi2 = log_interval(np.array([0.0, 1.0]), np.array([0.0, 0.1]), np.array([3.0, 3.0]), np.array([0.05, 0.01]))
    assert lo2[0] == hi2[0] == 1.0 and hi2[1] == pytest.approx(np.exp(1 + sps.t.ppf(0.995, 3) * 0.1))
    assert np.isnan(log_interval(0.1, float("nan"), 3)[1])  # an unknown standard error: no interval


@pytest.mark.parametrize("undone_vs_changed, undone_vs_original, changed, want", [
    ("faster", "no change", "slower", "restored"), ("faster", "faster", "slower", "restored"),
    ("faster", "can't tell", "slower", "restored"), ("faster", "slower", "slower", "partly restored"),
    ("no change", "slower", "slower", "not restored"), ("slower", "slower", "slower", "moves away"),
    ("can't tell", "no change", "slower", "can't tell"), ("slower", "no change", "faster", "restored"),
    ("slower", "faster", "faster", "partly restored"), ("faster", "faster", "faster", "moves away"),
    ("faster", "no change", "no change", "can't tell"),
])
def test_one_restoration_rule(undone_vs_changed: str, undone_vs_original: str, changed: str, want: str) -> None:
    """The one "does undoing it restore the time?" rule (kit passes --confirm, kit bisect's explainer, the
    benchmarks), in the Verdict vocabulary's extension Restoration; either direction of change."""
    from kitlib.analysis.stats import Restoration, restoration

    assert restoration(undone_vs_changed, undone_vs_original, changed) == Restoration(want)


def test_t_and_normal_quantiles_match_scipy_stats_without_importing_it():
    """compare.py's t test and interval use scipy.special's functions; scipy.stats (~0.75 s) loads only when a
    test that needs it runs. The values are scipy.stats' own, NaN for a bad df included."""
    import subprocess
    import sys

    import numpy as np
    from scipy import stats as scipy_stats

    from kitlib.analysis.stats import norm_ppf, t_ppf, t_sf

    df = np.array([1, 2.5, 10, np.inf, 0, -1, np.nan])
    x = np.array([0.5, 2, 3, 1, 1, 1, 1])
    np.testing.assert_array_equal(t_sf(x, df), scipy_stats.t.sf(x, df))
    for q in (0.975, 0.8):
        np.testing.assert_array_equal(t_ppf(q, df), scipy_stats.t.ppf(q, df))
    assert norm_ppf(0.975) == scipy_stats.norm.ppf(0.975)
    code = "import sys, kitlib.analysis.compare; print('scipy.stats' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
