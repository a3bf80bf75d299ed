"""Statistics for timing comparisons a performance engineer can trust.

Kernel and step times shift far more from process to process than from step
to step, so the *process* is the unit of replication. One definition of the
typical time is used everywhere:

- several processes per config: the samples are the process medians; the
  typical time is their geometric mean, intervals and tests are Welch t on
  their logs (noise is multiplicative; a bootstrap of 3 points is no interval);
- one process per config: the samples are the steps; the typical time is their
  median, intervals are percentile bootstraps and the test is Mann-Whitney U,
  and a resolved difference is worded as possibly the process, not the config.

Values that are not finite numbers (NaN, inf) are left out; a log-scale statistic
needs its values above 0 (else NaN, and no difference is resolved). Nothing here
raises on extreme samples: every number is finite or NaN.
"""
from __future__ import annotations

import math

import numpy as np
import pandas as pd
from scipy import stats

from ..schema import Column, Schema, frame, with_doc

_TYPICAL = "typical step time: median of the steps (unit step) or geometric mean of the process medians (unit process)"

STEP_SUMMARY_SCHEMA = Schema(
    [
        Column("config", "string", "config name"),
        Column("n_processes", "int64", "processes with timings"),
        Column("n_steps", "int64", "timed steps over all processes"),
        Column("step_s", "float64", _TYPICAL, "s"),
        Column("ci_low_s", "float64", "95% interval of step_s, low end: percentile bootstrap (unit step) or t interval on log process medians (unit process)", "s"),
        Column("ci_high_s", "float64", "95% interval of step_s, high end", "s"),
        Column("q1_s", "float64", "first quartile of all step times", "s"),
        Column("q3_s", "float64", "third quartile of all step times", "s"),
        Column("iqr_rel", "float64", "interquartile range of all steps over their median (spread)", "fraction"),
        Column("min_s", "float64", "fastest step", "s"),
        Column("max_s", "float64", "slowest step", "s"),
        Column("replication_unit", "string", "the samples: process (one median each) or step"),
    ]
)

COMPARE_SCHEMA = Schema(
    [
        Column("base", "string", "baseline config"),
        Column("test", "string", "compared config"),
        Column("base_s", "float64", "baseline " + _TYPICAL, "s"),
        Column("test_s", "float64", "compared config's " + _TYPICAL, "s"),
        Column("ratio", "float64", "test_s / base_s: above 1 is slower", "ratio"),
        Column("ratio_ci_low", "float64", "95% interval of the ratio, low end: percentile bootstrap of the ratio of medians "
               "(unit step) or Welch t on the logs (unit process)", "ratio"),
        Column("ratio_ci_high", "float64", "95% interval of the ratio, high end", "ratio"),
        Column("p_value", "float64", "two-sided test: Mann-Whitney U of the steps (unit step) or Welch t of the log "
               "process medians (unit process)"),
        Column("replication_unit", "string", "process or step (step when either side has a single process)"),
        Column("verdict", "string", "slower / faster / no resolved difference (the interval excludes 1 or not); with one process "
               "per config a resolved difference says so, since it may be the process, not the config"),
    ]
)


def samples(steps: pd.DataFrame) -> tuple[np.ndarray, str]:
    """The samples of one config: its process medians when it has several processes, else its steps.

    ``steps``: rows of one config with columns process and duration_s.
    """
    if steps["process"].nunique() > 1:
        return steps.groupby("process")["duration_s"].median().to_numpy(), "process"
    return steps["duration_s"].to_numpy(), "step"


def _finite(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x, dtype=float)
    return x[np.isfinite(x)]


def _median(x: np.ndarray) -> float:
    """The median; of two middle values near the float limit the lower (their mean would overflow)."""
    m = float(np.median(x))
    return m if math.isfinite(m) or not len(x) else float(np.percentile(x, 50, method="lower"))


def _exp(x: float) -> float:
    """exp of a log value clipped to +-700: finite, never an overflow."""
    return float(np.exp(np.clip(x, -700.0, 700.0)))


def typical(x: np.ndarray, unit: str) -> tuple[float, float, float]:
    """(typical value, 95% low, 95% high) of one config's samples (see the module docstring).

    Non-finite samples are left out; none left: NaN. Unit process with a sample at or below 0: the median, no interval.
    """
    x = _finite(x)
    if not len(x):
        return float("nan"), float("nan"), float("nan")
    if unit == "process" and not (x > 0).all():
        return _median(x), float("nan"), float("nan")
    if unit == "process":
        logs = np.log(x)
        center = float(np.exp(logs.mean()))
        if len(x) < 2 or np.all(x == x[0]):
            return center, center, center
        half = float(stats.t.ppf(0.975, len(x) - 1) * logs.std(ddof=1) / np.sqrt(len(x)))
        return center, _exp(logs.mean() - half), _exp(logs.mean() + half)
    center = _median(x)
    if len(x) < 3 or np.all(x == x[0]):
        return center, float(np.min(x)), float(np.max(x))
    with np.errstate(all="ignore"):
        res = stats.bootstrap((x,), np.median, confidence_level=0.95, n_resamples=2000,
                              method="percentile", random_state=np.random.default_rng(0))
    lo, hi = float(res.confidence_interval.low), float(res.confidence_interval.high)
    if not (math.isfinite(lo) and math.isfinite(hi)):  # resampled medians near the float limit overflowed
        return center, float("nan"), float("nan")
    return center, lo, hi


def ratio(b: np.ndarray, t: np.ndarray, unit: str) -> tuple[float, float, float, float]:
    """(t/b ratio of the typical values, 95% low, 95% high, two-sided p) for one unit.

    NaN where there are too few samples (fewer than 2 processes or 3 steps a side, non-finite samples left out)
    or where a ratio is not defined (a typical value at or below 0; unit process: any sample at or below 0).
    """
    b, t = _finite(b), _finite(t)
    nan = float("nan")
    if unit == "process":
        if min(len(b), len(t)) < 2 or not ((b > 0).all() and (t > 0).all()):
            return nan, nan, nan, nan
        lb, lt = np.log(b), np.log(t)
        diff = lt.mean() - lb.mean()
        vb, vt = lb.var(ddof=1) / len(lb), lt.var(ddof=1) / len(lt)
        se = float(np.sqrt(vb + vt))
        if se == 0.0:
            return _exp(diff), _exp(diff), _exp(diff), (1.0 if diff == 0 else 0.0)
        df = (vb + vt) ** 2 / (vb**2 / (len(lb) - 1) + vt**2 / (len(lt) - 1))
        q = float(stats.t.ppf(0.975, df))
        p = float(2 * stats.t.sf(abs(diff) / se, df))
        return _exp(diff), _exp(diff - q * se), _exp(diff + q * se), p
    if not (len(b) and len(t)) or not (_median(b) > 0 and _median(t) > 0):
        return nan, nan, nan, nan
    r = _exp(math.log(_median(t)) - math.log(_median(b)))
    if min(len(b), len(t)) < 3:
        return r, nan, nan, nan
    with np.errstate(all="ignore"):
        res = stats.bootstrap((t, b), lambda t_, b_: np.median(t_) / np.median(b_), confidence_level=0.95,
                              n_resamples=2000, method="percentile", vectorized=False,
                              random_state=np.random.default_rng(0))
    lo, hi = float(res.confidence_interval.low), float(res.confidence_interval.high)
    if not (math.isfinite(lo) and math.isfinite(hi) and lo > 0):  # a resample with a median of 0
        lo, hi = nan, nan
    p = float(stats.mannwhitneyu(t, b, alternative="two-sided").pvalue)
    return r, lo, hi, p


def _verdict(lo: float, hi: float, unit: str, enough: bool = True) -> str:
    if not enough:
        return "too few samples"
    if np.isnan(lo) or np.isnan(hi):  # enough samples, but no interval (a typical value at or below 0)
        return "no resolved difference"
    if lo <= 1 <= hi:
        return "no resolved difference"
    word = "slower" if lo > 1 else "faster"
    if unit == "step":
        return f"{word} in these processes (one per config: rerun with --repeats 3 to tell config from process)"
    return word


@with_doc(STEP_SUMMARY_SCHEMA)
def summarize_steps(steps: pd.DataFrame) -> pd.DataFrame:
    """Typical step time, its 95% interval and the spread, per config.

    Args:
        steps: long table with columns config, process, step, duration_s
            (:func:`kitlib.analysis.run.step_times`).

    Returns:
        One row per config (in first-seen order), with columns:
        {schema}
    """
    rows = []
    for config, g in steps.groupby("config", sort=False):
        x, unit = samples(g)
        center, lo, hi = typical(x, unit)
        all_steps = g["duration_s"].to_numpy()
        q1, med_all, q3 = np.percentile(all_steps, [25, 50, 75])
        rows.append({
            "config": config, "n_processes": g["process"].nunique(), "n_steps": len(all_steps),
            "step_s": center, "ci_low_s": lo, "ci_high_s": hi,
            "q1_s": q1, "q3_s": q3, "iqr_rel": (q3 - q1) / med_all if med_all else np.nan,
            "min_s": all_steps.min(), "max_s": all_steps.max(), "replication_unit": unit,
        })
    return frame(rows, STEP_SUMMARY_SCHEMA)


@with_doc(COMPARE_SCHEMA)
def compare_steps(steps: pd.DataFrame, base: str) -> pd.DataFrame:
    """Every config's step time against ``base``: a ratio, its 95% interval, a test.

    Any table with columns config, process, step, duration_s works (compile
    times too: one "step" per process).

    Returns:
        One row per config other than ``base``, with columns:
        {schema}

    Raises:
        KeyError: when ``base`` has no step times.
    """
    groups = {c: g for c, g in steps.groupby("config", sort=False)}
    if base not in groups:
        raise KeyError(f"no step times for base config {base!r}")
    base_x, unit_b = samples(groups[base])
    rows = []
    for config, g in groups.items():
        if config == base:
            continue
        t, unit = samples(g)
        b = base_x
        if unit != unit_b:  # one side has a single process: steps on both sides
            b, t, unit = groups[base]["duration_s"].to_numpy(), g["duration_s"].to_numpy(), "step"
        r, lo, hi, p = ratio(b, t, unit)
        enough = min(len(_finite(b)), len(_finite(t))) >= (2 if unit == "process" else 3)
        rows.append({
            "base": base, "test": config, "base_s": typical(b, unit)[0], "test_s": typical(t, unit)[0],
            "ratio": r, "ratio_ci_low": lo, "ratio_ci_high": hi, "p_value": p,
            "replication_unit": unit, "verdict": _verdict(lo, hi, unit, enough),
        })
    return frame(rows, COMPARE_SCHEMA)
