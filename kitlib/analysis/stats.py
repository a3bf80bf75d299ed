"""Statistics for timing comparisons a performance engineer can trust.

Kernel and step times shift far more from process to process than from step
to step, so the *process* is the unit of replication: with several processes
per config, comparisons use one median per process; with a single process,
they use the steps and say that the interval covers step-to-step noise only.
"""
from __future__ import annotations

import numpy as np
import pandas as pd
from scipy import stats

from ..schema import Column, Schema, frame, with_doc

SUMMARY_SCHEMA = Schema(
    [
        Column("config", "string", "config name"),
        Column("n_processes", "int64", "processes with timings"),
        Column("n_steps", "int64", "timed steps over all processes"),
        Column("median_s", "float64", "median step time (median of process medians when n_processes > 1)", "s"),
        Column("ci_low_s", "float64", "95% bootstrap confidence interval of the median, low end", "s"),
        Column("ci_high_s", "float64", "95% bootstrap confidence interval of the median, high end", "s"),
        Column("q1_s", "float64", "first quartile of all step times", "s"),
        Column("q3_s", "float64", "third quartile of all step times", "s"),
        Column("iqr_rel", "float64", "interquartile range over the median (spread)", "fraction"),
        Column("min_s", "float64", "fastest step", "s"),
        Column("max_s", "float64", "slowest step", "s"),
        Column("replication_unit", "string", "what the confidence interval resamples: process or step"),
    ]
)

COMPARE_SCHEMA = Schema(
    [
        Column("base", "string", "baseline config"),
        Column("test", "string", "compared config"),
        Column("base_median_s", "float64", "baseline median", "s"),
        Column("test_median_s", "float64", "compared median", "s"),
        Column("ratio", "float64", "test / base, above 1 is slower: ratio of medians (unit step) or of geometric "
               "means of the process medians (unit process)", "ratio"),
        Column("ratio_ci_low", "float64", "95% interval of the ratio, low end: percentile bootstrap (unit step) or "
               "Welch t on log process medians (unit process)", "ratio"),
        Column("ratio_ci_high", "float64", "95% interval of the ratio, high end (as ratio_ci_low)", "ratio"),
        Column("p_value", "float64", "two-sided Mann-Whitney U test of the replication units"),
        Column("replication_unit", "string", "process (one median each) or step"),
        Column("verdict", "string", "slower / faster / no resolved difference (interval excludes 1 or not); with one process "
               "per config a resolved difference says so, since it may be the process, not the config"),
    ]
)


def _ci_median(x: np.ndarray, seed: int = 0) -> tuple[float, float]:
    if len(x) < 3 or np.all(x == x[0]):
        return float(np.min(x)), float(np.max(x))
    res = stats.bootstrap((x,), np.median, confidence_level=0.95, n_resamples=2000,
                          method="percentile", random_state=np.random.default_rng(seed))
    return float(res.confidence_interval.low), float(res.confidence_interval.high)


def _units(steps: pd.DataFrame) -> tuple[np.ndarray, str]:
    """The replication units of one config: process medians if several processes, else steps."""
    if steps["process"].nunique() > 1:
        return steps.groupby("process")["duration_s"].median().to_numpy(), "process"
    return steps["duration_s"].to_numpy(), "step"


@with_doc(SUMMARY_SCHEMA)
def summarize_steps(steps: pd.DataFrame) -> pd.DataFrame:
    """Median, spread and a 95% interval of step time per config.

    Args:
        steps: long table with columns config, process, step, duration_s
            (:func:`kitlib.analysis.run.step_times`).

    Returns:
        One row per config (in first-seen order), with columns:
        {schema}
    """
    rows = []
    for config, g in steps.groupby("config", sort=False):
        units, unit = _units(g)
        lo, hi = _ci_median(units)
        x = g["duration_s"].to_numpy()
        q1, med_all, q3 = np.percentile(x, [25, 50, 75])
        rows.append({
            "config": config, "n_processes": g["process"].nunique(), "n_steps": len(x),
            "median_s": float(np.median(units)), "ci_low_s": lo, "ci_high_s": hi,
            "q1_s": q1, "q3_s": q3, "iqr_rel": (q3 - q1) / med_all if med_all else np.nan,
            "min_s": x.min(), "max_s": x.max(), "replication_unit": unit,
        })
    return frame(rows, SUMMARY_SCHEMA)


def _welch_log_ratio(b: np.ndarray, t: np.ndarray) -> tuple[float, float, float]:
    """Ratio of geometric means test/base with a 95% Welch t interval on the logs.

    For a handful of processes a bootstrap has too few points to resample; the
    t interval on log times (multiplicative noise) is the honest small-n answer.
    """
    lb, lt = np.log(b), np.log(t)
    diff = lt.mean() - lb.mean()
    vb, vt = lb.var(ddof=1) / len(lb), lt.var(ddof=1) / len(lt)
    se = float(np.sqrt(vb + vt))
    if se == 0.0:
        return float(np.exp(diff)), float(np.exp(diff)), float(np.exp(diff))
    df = (vb + vt) ** 2 / (vb**2 / (len(lb) - 1) + vt**2 / (len(lt) - 1))
    q = float(stats.t.ppf(0.975, df))
    return float(np.exp(diff)), float(np.exp(diff - q * se)), float(np.exp(diff + q * se))


def _ratio_ci(b: np.ndarray, t: np.ndarray, seed: int = 0) -> tuple[float, float]:
    """95% percentile-bootstrap interval of median(t) / median(b) (many steps)."""
    if len(b) < 3 or len(t) < 3:
        return np.nan, np.nan
    res = stats.bootstrap((t, b), lambda t_, b_: np.median(t_) / np.median(b_), confidence_level=0.95,
                          n_resamples=2000, method="percentile", vectorized=False,
                          random_state=np.random.default_rng(seed))
    return float(res.confidence_interval.low), float(res.confidence_interval.high)


def _verdict(lo: float, hi: float, unit: str) -> str:
    if np.isnan(lo) or np.isnan(hi):
        return "too few samples"
    if lo <= 1 <= hi:
        return "no resolved difference"
    word = "slower" if lo > 1 else "faster"
    if unit == "step":
        return f"{word} in these processes (one per config: rerun with --repeats 3 to tell config from process)"
    return word


@with_doc(COMPARE_SCHEMA)
def compare_steps(steps: pd.DataFrame, base: str) -> pd.DataFrame:
    """Every config's step time against ``base``: a ratio, its 95% interval, a rank test.

    With several processes per config the process medians are the samples
    (geometric-mean ratio, Welch t interval on logs); with one process per
    config the steps are (ratio of medians, percentile bootstrap), and a
    resolved difference says it may be the process rather than the config.

    Returns:
        One row per config other than ``base``, with columns:
        {schema}

    Raises:
        KeyError: when ``base`` has no step times.
    """
    groups = {c: g for c, g in steps.groupby("config", sort=False)}
    if base not in groups:
        raise KeyError(f"no step times for base config {base!r}")
    base_units, unit_b = _units(groups[base])
    rows = []
    for config, g in groups.items():
        if config == base:
            continue
        t, unit_t = _units(g)
        b, unit = base_units, unit_b
        if unit_b != unit_t:  # one side has a single process: fall back to steps on both
            b, t, unit = groups[base]["duration_s"].to_numpy(), g["duration_s"].to_numpy(), "step"
        if unit == "process":
            ratio, lo, hi = _welch_log_ratio(b, t) if min(len(b), len(t)) >= 2 else (np.nan, np.nan, np.nan)
        else:
            ratio = float(np.median(t) / np.median(b))
            lo, hi = _ratio_ci(b, t)
        p = float(stats.mannwhitneyu(t, b, alternative="two-sided").pvalue) if len(b) > 1 and len(t) > 1 else np.nan
        verdict = _verdict(lo, hi, unit)
        rows.append({
            "base": base, "test": config, "base_median_s": float(np.median(b)), "test_median_s": float(np.median(t)),
            "ratio": ratio, "ratio_ci_low": lo, "ratio_ci_high": hi,
            "p_value": p, "replication_unit": unit, "verdict": verdict,
        })
    return frame(rows, COMPARE_SCHEMA)
