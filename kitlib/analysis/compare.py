"""Tell a real few-percent change from noise: config B against config A, end to end and per kernel.

Every function here is pure: it takes long-form DataFrames and returns
DataFrames with declared schemas. Reading run folders or trace folders into
those frames is one small function, :func:`load_side`.

The statistics (two levels: processes, and steps inside a process):

- The process is the unit of replication. Each process gives one value per
  quantity: the median of its steps. The ratio B/A is the ratio of the
  geometric means of the process medians; its 95% interval is Welch's t
  interval on the log process medians (``benchmarks/compare_calibration.py``
  measures its false-alarm rate on A/A runs; a hierarchical bootstrap over
  processes then steps is :func:`hierarchical_bootstrap`, compared there).
- ``mde``: the minimum detectable effect, the smallest relative change this
  many processes would detect with 80% power at the 5% level, from the
  measured between-process spread: ``exp((t_.975 + t_.80) * se) - 1``, capped
  at :data:`MDE_CAP` (1000%: "MDE > 1000%"); for
  kernels at the level a lone change must pass under Benjamini-Hochberg
  (0.05 / kernels compared: the A/A benchmark showed the unadjusted MDE
  overstated kernel detection).
- The interval is stated at the level the verdict uses, so the verdict, the
  q-value and the interval agree: end to end the 95% interval; for kernels the
  false-coverage-rate interval of Benjamini and Yekutieli, at level
  ``1 - 0.05 * max(R, 1) / m`` (``m`` kernels tested, ``R`` of them with
  q < 0.05). It lies wholly above or below 1 exactly when q < 0.05 (a
  kernel's unadjusted 95% interval could exclude 1 while its q did not pass:
  an interval of [5.4, 257] called "can't tell"). The MDE is stated at the
  same level (for a lone change, ``R`` = 1: 0.05 / m).
- Verdict (the rule): ``no change`` when the whole interval lies within
  +-min_effect; else ``slower`` when the interval lies wholly above 1 *and*
  q < 0.05 (q: Benjamini-Hochberg over the kernels of the comparison; the
  p-value end to end), ``faster`` when wholly below 1 and q < 0.05; else
  ``can't tell``, its note saying why (the interval includes 1; and when p
  alone is below 0.05, that q is not), with ``more_processes``: how many more
  processes per side would bring the MDE down to min_effect. ``added`` /
  ``removed``: the kernel ran on one side only.
- Wrapper events (``call``, ``while``, ``conditional`` and any kernel event
  with kernel events nested in it) hold their callees; their self time is the
  dispatch overhead between them, a microsecond or two that timer resolution
  and thread placement can shift a hundredfold. Their self time is compared as
  one sum per step, the kernel :data:`WRAPPERS`, never one ratio per wrapper.
- With one process on a side the between-process variance is unknown: the
  verdict is ``can't tell`` whatever the steps say; ``p_steps``, the smaller
  of the Kolmogorov-Smirnov and Mann-Whitney p-values over all steps (as
  Chromium's Pinpoint does), is reported beside it and ``note`` says so.
- Shape: ``shape`` flags a side that turned bimodal (two clusters of
  per-step values, separated by more than 4 within-cluster SDs, the smaller
  holding at least 10%) or whose spread grew (interquartile range over
  median at least 1.5x), when the processes of the two sides differ in it
  (Mann-Whitney over per-process values, p < 0.01: at least 5 processes a side
  can reach it; see :func:`shape_change`).
- Negative controls: kernels whose code is identical on both sides
  (``same_code``, :mod:`kitlib.analysis.code`) can only differ by noise or
  placement. Their false alarms are counted; if their z-scores spread more
  than the model assumes (RMS z above 1, from at least 5 controls), every
  interval is widened by that factor (``overdispersion``). Their verdict is
  what the statistics say; the ``attribution`` column says a difference of
  theirs is noise or placement, never the compiler.
"""
from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
from scipy import stats

from ..errors import KitError, ParseError
from ..runfolder import Run, as_run, files, layout, open_run
from ..schema import Column, Schema, frame, with_doc

#: q-value (p-value end to end) below which a difference is called slower / faster
ALPHA = 0.05
#: power the MDE is stated for
POWER = 0.80
#: fewest same-code kernels whose spread is used to widen intervals
MIN_CONTROLS = 5
#: p-value (Mann-Whitney over processes) below which a change of shape is flagged, per kernel
SHAPE_ALPHA = 0.01
#: the largest MDE stated (10 = 1000%): a larger one is stated as this and rendered "MDE > 1000%" (``mde_capped``
#: in JSON); a few processes with a spread of orders of magnitude would otherwise say 4,487,601% or overflow
MDE_CAP = 10.0
#: log ratios are clipped to +-this before exp, so a ratio or interval end is finite (e^700 ~ 1e304)
LOG_CLIP = 700.0
#: the kernel name under which the self time of every wrapper event (call, while, conditional) is summed per step
WRAPPERS = "(call/while/conditional self time)"
#: kernel names of the wrapper opcodes (HLO names an instruction <opcode> or <opcode>.<n>)
_WRAPPER_NAME = r"^(?:call|while|conditional)(?:\.\d+)?$"

#: the two designs a comparison can use, and how the report names them
PROCESSES, BLOCKED = "processes", "blocked"
DESIGNS = {PROCESSES: "one process per config (independent processes, Welch)",
           BLOCKED: "configs share each process (blocked: difference within a process, then across processes)"}

SAMPLES_SCHEMA = Schema(
    [
        Column("side", "string", "a (baseline) or b (compared)"),
        Column("process", "int64", "process number within the side (the unit of replication)"),
        Column("step", "int64", "step number within the process"),
        Column("kernel", "string", "kernel name, or \"end_to_end\" for the whole step"),
        Column("value", "float64", "duration: step wall time (s) or kernel self time per step (us)"),
    ]
)

COMPARISON_SCHEMA = Schema(
    [
        Column("kernel", "string", "kernel name (\"end_to_end\": the whole step)"),
        Column("n_a", "int64", "processes on side a"),
        Column("n_b", "int64", "processes on side b"),
        Column("a", "float64", "typical value on a: geometric mean of process medians (us per step for kernels, s for end_to_end)"),
        Column("b", "float64", "typical value on b, same units"),
        Column("share", "float64", "fraction of a's step time spent in this kernel (sum of kernels' a)", "fraction"),
        Column("ratio", "float64", "b / a: above 1 is slower", "ratio"),
        Column("ci_low", "float64", "interval of the ratio, low end (Welch t on log process medians, widened by overdispersion): "
               "95% end to end; for kernels at the false-coverage-rate level 1 - 0.05 max(R, 1) / m (m kernels tested, "
               "R called): it excludes 1 exactly when q < 0.05", "ratio"),
        Column("ci_high", "float64", "95% interval of the ratio, high end", "ratio"),
        Column("p_value", "float64", "Welch t test of the log process medians (NaN with one process on a side)"),
        Column("q_value", "float64", "Benjamini-Hochberg q over the kernels compared (end_to_end: its p_value)"),
        Column("p_steps", "float64", "min(Kolmogorov-Smirnov, Mann-Whitney) p over all steps (Pinpoint); never used for the verdict"),
        Column("mde", "float64", "minimum detectable effect at 80% power for these processes, at the interval's level "
               "(relative, 0.05 = 5%); at most "
               "MDE_CAP (10: a larger one is stated as 10 and rendered \"MDE > 1000%\")", "fraction"),
        Column("verdict", "string", "slower, faster, no change, can't tell, added, removed"),
        Column("more_processes", "Int64", "can't tell: processes to add per side for an MDE of min_effect (<NA>: unknown, one process on a side)"),
        Column("shape", "string", "shape change: b turned bimodal, b no longer bimodal, spread grew xN, spread shrank xN; <NA> when none"),
        Column("same_code", "boolean", "compiled identically on both sides (<NA>: unknown)"),
        Column("attribution", "string", "where a difference comes from: code differs, noise or placement (same code), code unknown; <NA> when no difference"),
        Column("note", "string", "why the verdict is what it is, when not plain"),
    ]
)


# ---------------------------------------------------------------- one quantity

def process_medians(values: pd.DataFrame) -> np.ndarray:
    """Median of each process's values (``values``: columns process, value)."""
    return values.groupby("process")["value"].median().to_numpy()


def welch_log(a: np.ndarray, b: np.ndarray) -> tuple[float, float, float, float]:
    """(log ratio of geometric means, its standard error, Welch df, two-sided p) of two sets of process medians.

    All NaN unless both sides hold at least 2 medians, every one finite and above 0.
    """
    if not (_loggable(a) and _loggable(b)):
        return (float("nan"),) * 4
    la, lb = np.log(a), np.log(b)
    d = float(lb.mean() - la.mean())
    va, vb = la.var(ddof=1) / len(la), lb.var(ddof=1) / len(lb)
    se = float(math.sqrt(va + vb))
    if se == 0.0:
        return d, 0.0, float(len(a) + len(b) - 2), (1.0 if d == 0 else 0.0)
    df = (va + vb) ** 2 / (va**2 / (len(la) - 1) + vb**2 / (len(lb) - 1))
    return d, se, float(df), float(2 * stats.t.sf(abs(d) / se, df))


def _loggable(x: np.ndarray, n: int = 2) -> bool:
    """At least ``n`` values, every one finite and above 0 (a log-scale statistic can use them)."""
    x = np.asarray(x, dtype=float)
    return len(x) >= n and bool(np.isfinite(x).all() and (x > 0).all())


def _exp(x: Any) -> Any:
    """exp of a log ratio (scalar or array), clipped to +-:data:`LOG_CLIP` first: finite, never an overflow."""
    return np.exp(np.clip(x, -LOG_CLIP, LOG_CLIP))


def mde_of(se: float, df: float, alpha: float = ALPHA) -> float:
    """Minimum detectable relative change for a log-scale standard error (80% power, two-sided at ``alpha``).

    At most :data:`MDE_CAP` (a larger one is stated as the cap); NaN when ``se`` or ``df`` is unknown.
    """
    if not (se >= 0 and df > 0 and 0 < alpha < 1):  # NaN fails every comparison
        return float("nan")
    x = float((stats.t.ppf(1 - alpha / 2, df) + stats.t.ppf(POWER, df)) * se)
    if x != x:
        return float("nan")
    return float(min(MDE_CAP, math.expm1(min(x, math.log1p(MDE_CAP)))))


def mde_text(mde: float) -> str:
    """How an MDE is written: "MDE 3.1%", or "MDE > 1000%" at the cap (:data:`MDE_CAP`)."""
    return f"MDE > {MDE_CAP:.0%}" if mde >= MDE_CAP else f"MDE {mde:.1%}"


def more_processes(a: np.ndarray, b: np.ndarray, min_effect: float, cap: int = 1000) -> int:
    """Processes to add per side so the MDE reaches ``min_effect`` (the spread kept as measured; at most ``cap``).

    ``cap`` when the spread is unknown (fewer than 2 finite positive values a side) or ``min_effect`` is not above 0.
    """
    if not (_loggable(a) and _loggable(b)) or not min_effect > 0:
        return cap
    s2 = float((np.log(a).var(ddof=1) + np.log(b).var(ddof=1)) / 2)
    if s2 == 0:
        return 0
    target = math.log1p(min_effect)
    z = stats.norm.ppf(1 - ALPHA / 2) + stats.norm.ppf(POWER)
    n = max(2, math.floor(min(cap, 2 * s2 * (z / target) ** 2)))  # normal approximation, then the t quantiles
    while n < cap and (stats.t.ppf(1 - ALPHA / 2, 2 * n - 2) + stats.t.ppf(POWER, 2 * n - 2)) * math.sqrt(2 * s2 / n) > target:
        n += 1
    return max(0, n - min(len(a), len(b)))


def p_steps(a: np.ndarray, b: np.ndarray) -> float:
    """Pinpoint's p: the smaller of the KS and Mann-Whitney p-values over all steps (NaN under 3 a side;
    NaN values left out)."""
    a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    a, b = a[~np.isnan(a)], b[~np.isnan(b)]
    if min(len(a), len(b)) < 3:
        return float("nan")
    if np.array_equal(np.unique(a), np.unique(b)) and len(np.unique(a)) == 1:
        return 1.0
    ks = stats.ks_2samp(a, b, method="asymp" if len(a) * len(b) > 10_000 else "auto").pvalue
    mw = stats.mannwhitneyu(a, b, alternative="two-sided").pvalue
    ps = [float(x) for x in (ks, mw) if x == x]
    return min(ps) if ps else float("nan")


def _cut(x: np.ndarray) -> float | None:
    """The value between two clusters of ``x`` (see :func:`is_bimodal`), None when ``x`` is not bimodal."""
    x = np.sort(np.asarray(x, dtype=float))
    n = len(x)
    lo = max(3, math.ceil(0.1 * n))
    if n < 2 * lo:
        return None
    best = None
    for k in range(lo, n - lo + 1):
        left, right = x[:k], x[k:]
        within = (left.var() * len(left) + right.var() * len(right)) / n
        if best is None or within < best[0]:
            best = (within, right.mean() - left.mean(), k)
    assert best is not None
    within, gap, k = best
    bimodal = gap > 4 * math.sqrt(within) if within > 0 else gap > 0
    return float((x[k - 1] + x[k]) / 2) if bimodal else None


def is_bimodal(x: np.ndarray) -> bool:
    """Two clusters: the best split of the sorted values leaves means more than 4 pooled
    within-cluster SDs apart, the smaller cluster holding at least 10% (and 3) of the values."""
    return _cut(x) is not None


def _spread(x: np.ndarray) -> float:
    q1, med, q3 = np.percentile(x, [25, 50, 75])
    return float((q3 - q1) / med) if med else float("nan")


def _process_spreads(d: pd.DataFrame) -> pd.Series:
    """Each process's spread of its steps (:func:`_spread`; NaN with fewer than 5 steps)."""
    return d.groupby("process")["value"].agg(lambda v: _spread(v.to_numpy()) if len(v) >= 5 else float("nan"))


def _processes_differ(x: pd.Series, y: pd.Series) -> bool:
    """Per-process values of two sides differ (Mann-Whitney over processes, p < :data:`SHAPE_ALPHA`)."""
    x, y = x.dropna(), y.dropna()
    if len(x) < 2 or len(y) < 2 or (x.nunique() == 1 and y.nunique() == 1 and x.iloc[0] == y.iloc[0]):
        return False
    return bool(stats.mannwhitneyu(x, y, alternative="two-sided").pvalue < SHAPE_ALPHA)


def shape_change(a: pd.DataFrame, b: pd.DataFrame) -> str | None:
    """A change of shape between two sides' per-step values (``process``, ``value`` columns), or None.

    The process is the unit here too: a side's steps decide whether it looks bimodal, but the change is
    flagged only when its processes differ from the other side's (Mann-Whitney over per-process values,
    p < :data:`SHAPE_ALPHA`): the share of each process's steps above the cut between the two clusters, or
    each process's spread (interquartile range over median, the medians of the sides at least 1.5x apart).
    Steps of one process are not independent: a step-level test flagged a quarter of the kernels of an A/A run.
    """
    va, vb = a["value"].to_numpy(dtype=float), b["value"].to_numpy(dtype=float)
    ba, bb = is_bimodal(va), is_bimodal(vb)
    if ba != bb:
        cut = _cut(np.concatenate([va, vb]))
        if cut is None:
            cut = _cut(vb if bb else va)
        assert cut is not None
        share_a = (a["value"] > cut).groupby(a["process"]).mean()
        share_b = (b["value"] > cut).groupby(b["process"]).mean()
        if _processes_differ(share_a, share_b):
            return "b turned bimodal" if bb else "b no longer bimodal"
    sa, sb = _process_spreads(a), _process_spreads(b)
    ma, mb = float(sa.median()), float(sb.median())
    if not (ma > 0 and mb > 0):
        return None
    grow = mb / ma
    if (grow >= 1.5 or grow <= 1 / 1.5) and _processes_differ(sa, sb):
        return f"spread {'grew' if grow > 1 else 'shrank'} x{max(grow, 1 / grow):.1f}"
    return None


@dataclass
class _Row:
    kernel: str
    n_a: int
    n_b: int
    a: float
    b: float
    d: float = float("nan")  # log ratio
    se: float = float("nan")
    df: float = float("nan")
    p: float = float("nan")
    p_steps: float = float("nan")
    shape: str | None = None
    more: int | None = None
    notes: list[str] = field(default_factory=list)


def paired_log(a: pd.Series, b: pd.Series) -> tuple[float, float, float, float]:
    """(mean log ratio b/a, its standard error, df, two-sided p) of process medians paired by process (block).

    ``a``, ``b``: process -> median, indexed by the shared process number; processes on one side only are left out.
    All NaN with fewer than 2 pairs of finite medians above 0.
    """
    a, b = a[np.isfinite(a) & (a > 0)], b[np.isfinite(b) & (b > 0)]
    return _paired_t((np.log(b) - np.log(a.reindex(b.index))).dropna().to_numpy())


def round_log_ratios(a: pd.DataFrame, b: pd.DataFrame) -> pd.Series:
    """Per process (block), the median over its rounds of log(b / a), the two runs of a round paired.

    ``a``, ``b``: one side's samples (``process``, ``step``, ``value``). In a block, round r runs every
    config once in a fresh random order, so each config's r-th step (its steps in order) is the r-th round:
    a load that comes and goes between rounds falls on both runs of a pair alike, where the quotient of the
    two configs' medians over the block lets it in (a regime change mid-block moves one median and not the
    other). Processes without a paired finite positive round are left out.
    """
    def ranked(x: pd.DataFrame) -> pd.DataFrame:
        x = x[np.isfinite(x["value"]) & (x["value"] > 0)]
        return x.assign(round=x.groupby("process")["step"].rank(method="first").astype("int64"))[["process", "round", "value"]]

    m = ranked(a).merge(ranked(b), on=["process", "round"], suffixes=("_a", "_b"))
    return (np.log(m["value_b"]) - np.log(m["value_a"])).groupby(m["process"]).median()


def _paired_t(d: np.ndarray) -> tuple[float, float, float, float]:
    """(mean, standard error, df, two-sided p) of per-block log ratios (all NaN with fewer than 2)."""
    d = d[np.isfinite(d)]
    n = len(d)
    if n < 2:
        return (float("nan"),) * 4
    m = float(d.mean())
    se = float(d.std(ddof=1) / math.sqrt(n))
    if se == 0.0:
        return m, 0.0, float(n - 1), (1.0 if m == 0 else 0.0)
    return m, se, float(n - 1), float(2 * stats.t.sf(abs(m) / se, n - 1))


def more_blocks(d_sd: float, n_now: int, min_effect: float, cap: int = 1000) -> int:
    """Blocks (processes holding both configs) to add so the paired MDE reaches ``min_effect``
    (``cap`` when the spread is unknown or ``min_effect`` is not above 0)."""
    if not (math.isfinite(d_sd) and d_sd >= 0) or not min_effect > 0:
        return cap
    if d_sd == 0:
        return 0
    target, n = math.log1p(min_effect), 2
    while n < cap and (stats.t.ppf(1 - ALPHA / 2, n - 1) + stats.t.ppf(POWER, n - 1)) * d_sd / math.sqrt(n) > target:
        n += 1
    return max(0, n - n_now)


def _typical(m: np.ndarray) -> float:
    """A side's typical value: the geometric mean of its process medians; their median when one is 0, negative or
    not finite (the finite ones); NaN when none is finite."""
    if _loggable(m, 1):
        return float(np.exp(np.log(m).mean()))
    f = m[np.isfinite(m)]
    return float(np.median(f)) if len(f) else float("nan")


def _compare_one(kernel: str, a: pd.DataFrame, b: pd.DataFrame, min_effect: float, paired: bool = False) -> _Row:
    ma, mb = (process_medians(a) if len(a) else np.array([]), process_medians(b) if len(b) else np.array([]))
    r = _Row(kernel, len(ma), len(mb), _typical(ma), _typical(mb))
    if not len(ma) or not len(mb):
        return r
    # the difference of the mean logs, not log(gb / ga): that quotient can overflow
    r.d = float(np.log(mb).mean() - np.log(ma).mean()) if _loggable(ma, 1) and _loggable(mb, 1) else float("nan")
    r.p_steps = p_steps(a["value"].to_numpy(), b["value"].to_numpy())
    r.shape = shape_change(a, b)
    if min(len(ma), len(mb)) < 2:
        r.notes.append(f"one process on a side: the between-process variance is unknown, so steps alone decide nothing"
                       f" (steps p={r.p_steps:.2g}); rerun with --repeats 3 or more")
        return r
    if not (_loggable(ma) and _loggable(mb)):
        r.notes.append("a process median is zero, negative or not a finite number: no log-scale interval")
        return r
    if paired:  # blocked design: the difference inside each process (round by round), then across processes
        d = round_log_ratios(a, b)
        if len(d) < 2:
            r.notes.append("fewer than 2 processes hold both configs: no paired interval")
            return r
        r.d, r.se, r.df, r.p = _paired_t(d.to_numpy(dtype=float))
        r.more = more_blocks(r.se * math.sqrt(len(d)), len(d), min_effect)
        return r
    r.d, r.se, r.df, r.p = welch_log(ma, mb)
    r.more = more_processes(ma, mb, min_effect)
    return r


# ---------------------------------------------------------------- the comparison

def _verdict(row: dict[str, Any], min_effect: float, tested: int = 1) -> tuple[str, str | None]:
    """(verdict, note) by the rule of the module docstring: no change inside +-min_effect; slower / faster only
    when the interval lies wholly above / below 1 and q < :data:`ALPHA`; else can't tell, saying why."""
    if row["n_a"] == 0:
        return "added", None
    if row["n_b"] == 0:
        return "removed", None
    if np.isnan(row["ci_low"]):
        return "can't tell", None
    lo, hi = 1 / (1 + min_effect), 1 + min_effect
    if lo <= row["ci_low"] and row["ci_high"] <= hi:
        return "no change", None
    q, p = row["q_value"], row["p_value"]
    if q < ALPHA and row["ci_low"] > 1:
        return "slower", None
    if q < ALPHA and row["ci_high"] < 1:
        return "faster", None
    why = f"interval includes 1 and is wider than +-{min_effect:.0%}"
    if p < ALPHA <= q and tested > 1:
        why += (f"; p={p:.2g} alone, but q={q:.2g} over {tested} kernels (Benjamini-Hochberg), and the interval"
                " is at that level")
    return "can't tell", why


def overdispersion(rows: pd.DataFrame) -> tuple[float, int]:
    """(factor, controls used): RMS of the same-code kernels' z = log ratio / se, at least 1.

    The factor is 1 with fewer than :data:`MIN_CONTROLS` controls.
    """
    c = rows[(rows["same_code"] == True) & rows["_se"].gt(0) & np.isfinite(rows["_se"]) & np.isfinite(rows["_d"])]  # noqa: E712
    if len(c) < MIN_CONTROLS:
        return 1.0, len(c)
    z = c["_d"] / c["_se"]
    return max(1.0, float(np.sqrt(np.mean(z**2)))), len(c)


@dataclass
class Comparison:
    """Result of :func:`compare`: the end-to-end row, the kernel rows, the negative controls."""

    end_to_end: pd.DataFrame
    kernels: pd.DataFrame
    negative_controls: dict[str, Any]
    min_effect: float
    notes: list[str] = field(default_factory=list)
    design: str = "processes"

    def headline(self, a: str = "a", b: str = "b") -> str:
        """One line: the end-to-end verdict, ratio, interval, MDE and processes per side."""
        e = self.end_to_end.iloc[0]
        iv = f"x{e.ratio:.3f} [{e.ci_low:.3f}, {e.ci_high:.3f}]" if not np.isnan(e.ci_low) else f"x{e.ratio:.3f}"
        mde = f", {mde_text(e.mde)}" if not np.isnan(e.mde) else ""
        unit = "shared processes, paired" if self.design == BLOCKED else "processes"
        n = f"{e.n_a}" if self.design == BLOCKED else f"{e.n_a} vs {e.n_b}"
        return f"{b} vs {a}: end to end {e.verdict} {iv}{mde} ({n} {unit}; design: {DESIGNS[self.design]})"

    def to_json(self) -> dict[str, Any]:
        """The ``kit compare --json`` object."""
        def num(v: Any) -> Any:
            return None if v is None or (isinstance(v, float) and not math.isfinite(v)) or v is pd.NA else v

        def capped(r: Any) -> dict[str, Any]:
            return {"mde_capped": bool(r["mde"] >= MDE_CAP) if num(r["mde"]) is not None else None}

        e = self.end_to_end.iloc[0]
        out: dict[str, Any] = {
            "end_to_end": {k: num(e[k]) for k in ("ratio", "ci_low", "ci_high", "mde", "p_value", "n_a", "n_b")}
            | capped(e) | {"verdict": e["verdict"], "note": num(e["note"])},
            "kernels": [{k: num(r[k]) for k in ("kernel", "ratio", "ci_low", "ci_high", "q_value", "mde", "verdict",
                                                  "same_code", "share", "shape", "attribution", "more_processes", "code", "code_diff")
                        if k in r} | capped(r)
                        for r in self.kernels.astype(object).to_dict("records")],
            "negative_controls": self.negative_controls,
            "min_effect": self.min_effect,
            "notes": self.notes,
            "design": self.design,
        }
        for k in out["kernels"]:
            for key in ("n_a", "more_processes"):
                if k.get(key) is not None:
                    k[key] = int(k[key])
        out["end_to_end"]["n_a"], out["end_to_end"]["n_b"] = int(e["n_a"]), int(e["n_b"])
        return out


def _trigamma_inverse(x: float) -> float:
    """y with trigamma(y) = x (x > 0), by Newton's method on 1/trigamma (Smyth 2004, limma's trigammaInverse)."""
    from scipy.special import polygamma

    if x > 1e7:
        return 1 / math.sqrt(x)
    if x < 1e-6:
        return 1 / x
    y = 0.5 + 1 / x
    for _ in range(50):
        tri = float(polygamma(1, y))
        dif = tri * (1 - tri / x) / float(polygamma(2, y))
        y += dif
        if -dif / y < 1e-8:
            break
    return y


def moderate(rows: list[_Row], min_effect: float = 0.05) -> tuple[float, float]:
    """Empirical-Bayes moderation of the kernels' paired variances (Smyth 2004; limma's squeezeVar with a trend), in place.

    With few blocks each kernel's variance of its per-block log ratios has few degrees of freedom, and at the
    level the kernels are tested at (:func:`_table`) a t quantile with 2 or 3 of them is 5-10 times the normal
    one. The kernels' variances share a prior, scaled inverse chi-square with ``d0`` degrees of freedom and a
    scale that follows the kernel's time (a short kernel's ratio is noisier: the scale's log is a quadratic in
    the log of the kernel's typical time, as limma-trend), estimated from the variances themselves (method of
    moments on their logs); each kernel's variance becomes ``(d0 s0**2 + d s**2) / (d0 + d)`` with ``d0 + d``
    degrees of freedom. Where the variances spread more than sampling explains, ``d0`` comes out small and little
    changes; an A/A run's false-alarm rate is checked in ``benchmarks/replay_design.py``. Rows without a finite
    variance or time are left alone.

    Returns:
        (d0, the median prior scale s0**2); ``(0, nan)`` with fewer than 5 kernels to estimate from (nothing changed).
    """
    from scipy.special import digamma, polygamma

    use = [r for r in rows if r.se == r.se and r.se > 0 and r.df == r.df and r.df >= 1 and math.isfinite(r.se)
           and r.a == r.a and r.a > 0 and math.isfinite(r.a)]
    if len(use) < 5:
        return 0.0, float("nan")
    n = np.array([r.df + 1 for r in use])  # blocks: a paired t of n blocks has n - 1 df
    d = n - 1.0
    s2 = np.array([r.se**2 for r in use]) * n
    e = np.log(s2) - digamma(d / 2) + np.log(d / 2)
    x = np.log(np.array([r.a for r in use]))
    degree = 2 if len(use) >= 10 and np.ptp(x) > 0 else 0
    trend = np.polyval(np.polyfit(x, e, degree), x) if degree else np.full(len(e), e.mean())
    evar = float(((e - trend) ** 2).sum() / (len(e) - degree - 1) - np.mean(polygamma(1, d / 2)))
    d0 = min(2 * _trigamma_inverse(evar), 1e6) if evar > 0 else 1e6
    s0 = np.exp(trend + digamma(d0 / 2) - np.log(d0 / 2)) if d0 < 1e6 else np.exp(trend)
    for r, ni, di, si, pi in zip(use, n, d, s2, s0):
        post = (d0 * pi + di * si) / (d0 + di)
        r.se, r.df = math.sqrt(post / ni), float(d0 + di)
        r.p = float(2 * stats.t.sf(abs(r.d) / r.se, r.df)) if r.se > 0 and r.d == r.d else r.p
        r.more = more_blocks(math.sqrt(post), int(ni), min_effect)
    return float(d0), float(np.median(s0))


def _rows(samples: pd.DataFrame, min_effect: float, paired: bool = False) -> list[_Row]:
    out = []
    for kernel, g in samples.groupby("kernel", sort=False):
        out.append(_compare_one(str(kernel), g[g["side"] == "a"], g[g["side"] == "b"], min_effect, paired))
    return out


def _table(rows: list[_Row], min_effect: float, same: pd.Series | None, fdr: bool, factor: float | None = None) -> tuple[pd.DataFrame, float, int]:
    t = pd.DataFrame([{"kernel": r.kernel, "n_a": r.n_a, "n_b": r.n_b, "a": r.a, "b": r.b, "_d": r.d, "_se": r.se,
                       "_df": r.df, "p_value": r.p, "p_steps": r.p_steps, "more_processes": r.more, "shape": r.shape,
                       "note": "; ".join(r.notes) or None} for r in rows])
    t["same_code"] = (same.reindex(t["kernel"]).to_numpy() if same is not None else pd.NA)
    t["same_code"] = t["same_code"].astype("boolean")
    used = 0
    if factor is None:
        factor, used = overdispersion(t)
    se = t["_se"] * factor
    p = t["p_value"].copy()
    if factor > 1:  # widened: the test uses the widened standard error too
        ok = se > 0
        p[ok] = 2 * stats.t.sf((t["_d"][ok] / se[ok]).abs(), t["_df"][ok])
    t["p_value"] = p
    q = np.full(len(t), np.nan)
    tested = p.notna().to_numpy()
    if tested.any():
        q[tested] = stats.false_discovery_control(p[tested].to_numpy()) if fdr else p[tested].to_numpy()
    t["q_value"] = q
    # the level the verdict uses (module docstring): 0.05 alone; over m kernels Benjamini-Yekutieli's
    # false-coverage-rate level 0.05 * max(R, 1) / m, so an interval excludes 1 exactly when q < 0.05
    m, called = int(tested.sum()), int((q[tested] < ALPHA).sum())
    alpha = ALPHA * max(1, called) / max(1, m) if fdr else ALPHA
    tq = stats.t.ppf(1 - alpha / 2, t["_df"].where(t["_df"].notna(), 1.0))
    t["ratio"] = _exp(t["_d"])
    t["ci_low"] = _exp(t["_d"] - tq * se)
    t["ci_high"] = _exp(t["_d"] + tq * se)
    # the MDE at the interval's level (a lone change: Benjamini-Hochberg's first threshold, alpha / kernels tested)
    t["mde"] = [mde_of(s, df, alpha) if s == s and df == df else float("nan") for s, df in zip(se, t["_df"])]
    total = t.loc[t["kernel"] != "end_to_end", "a"].sum()
    t["share"] = t["a"] / total if total else np.nan
    verdicts = [_verdict(r, min_effect, m if fdr else 1) for r in t.to_dict("records")]
    t["verdict"] = [v for v, _ in verdicts]
    t["note"] = [("; ".join(x for x in (n, extra) if isinstance(x, str) and x) or None)
                 for n, (_, extra) in zip(t["note"], verdicts)]  # an added / removed kernel's note is NaN
    t.loc[t["verdict"] != "can't tell", "more_processes"] = None
    moved = t["verdict"].isin(["slower", "faster"])
    t["attribution"] = None
    t.loc[moved, "attribution"] = np.where(t.loc[moved, "same_code"].fillna(False).astype(bool), "noise or placement (same code)",
                                           np.where(t.loc[moved, "same_code"].isna(), "code unknown", "code differs"))
    return frame(t, COMPARISON_SCHEMA), factor, used


@with_doc(COMPARISON_SCHEMA)
def compare(steps: pd.DataFrame, kernels: pd.DataFrame | None = None, min_effect: float = 0.05,
            same_code: pd.Series | None = None, min_share: float = 0.0, paired: bool = False) -> Comparison:
    """Compare side b with side a, end to end and per kernel.

    ``paired``: the blocked design (jax-cpu / jax-gpu): process ``k`` of a and of b
    are the same OS process, so the ratio is taken inside each process and its
    interval is the paired t interval over processes (between-process noise cancels);
    else the processes are independent (Welch).

    Args:
        steps: step wall times, columns side (a/b), process, step, value (s).
        kernels: kernel self time per profiled step, columns side, process, step,
            kernel, value (us) (:data:`SAMPLES_SCHEMA`); None: end to end only.
        min_effect: the smallest relative change that matters (0.05 = 5%).
        same_code: kernel name -> compiled identically on both sides (boolean);
            None: unknown.
        min_share: leave out kernels under this fraction of a's (or b's) kernel time.

    Returns:
        A :class:`Comparison` whose ``end_to_end`` (one row) and ``kernels``
        (one row per kernel, by time share) tables have columns:
        {schema}

    Raises:
        KitError: a side without step times.
    """
    for side in ("a", "b"):
        if not (steps["side"] == side).any():
            raise KitError(f"no step times on side {side}")
    e2e = steps.assign(kernel="end_to_end")
    end, _, _ = _table(_rows(e2e, min_effect, paired), min_effect, None, fdr=False, factor=1.0)
    notes = []
    if end.loc[0, "n_a"] < 2 or end.loc[0, "n_b"] < 2:
        notes.append("one process on a side: between-process variance unknown; no kernel is called slower or faster")
    if kernels is None or kernels.empty:
        k = frame([], COMPARISON_SCHEMA)
        controls = {"kernels": 0, "false_alarms": 0, "overdispersion": 1.0}
    else:
        ks = kernels
        if min_share > 0:
            per = ks.groupby(["side", "kernel"])["value"].median().unstack("side").fillna(0)
            keep = per.index[(per / per.sum()).max(axis=1) >= min_share]
            ks = ks[ks["kernel"].isin(keep)]
        rows = _rows(ks, min_effect, paired)
        if paired:  # few blocks: the kernels' variances borrow strength from each other
            d0, _ = moderate(rows, min_effect)
            if d0 > 0:
                notes.append(f"kernel variances moderated (empirical Bayes, prior df {d0:.1f})" if d0 < 1e6
                             else "kernel variances pooled (empirical Bayes: they spread no more than sampling explains)")
        k, factor, used = _table(rows, min_effect, same_code, fdr=True)
        k = k.sort_values("share", ascending=False, na_position="last").reset_index(drop=True)
        ctrl = k[k["same_code"] == True]  # noqa: E712
        controls = {"kernels": int(len(ctrl)), "false_alarms": int(ctrl["verdict"].isin(["slower", "faster"]).sum()),
                    "overdispersion": round(float(factor), 3), "controls_used_for_widening": int(used)}
        if factor > 1:
            notes.append(f"same-code kernels spread x{factor:.2f} more than the model assumes: kernel intervals widened by that factor")
    design = BLOCKED if paired else PROCESSES
    return Comparison(end, k, controls, min_effect, notes, design)


def hierarchical_bootstrap(a: pd.DataFrame, b: pd.DataFrame, n_resamples: int = 2000, seed: int = 0) -> tuple[float, float]:
    """95% percentile interval of b/a by resampling processes, then steps inside each.

    ``a``, ``b``: columns process, value. The statistic is the ratio of the
    geometric means of the resampled process medians (as :func:`compare`).
    """
    rng = np.random.default_rng(seed)

    def draws(x: pd.DataFrame) -> np.ndarray:
        groups = [g.to_numpy() for _, g in x.groupby("process")["value"]]
        out = np.empty(n_resamples)
        for i in range(n_resamples):
            pick = rng.integers(0, len(groups), len(groups))
            meds = [np.median(rng.choice(groups[j], len(groups[j]))) for j in pick]
            out[i] = np.mean(np.log(meds))
        return out

    d = draws(b) - draws(a)
    lo, hi = np.percentile(d, [2.5, 97.5])
    return float(np.exp(lo)), float(np.exp(hi))


# ---------------------------------------------------------------- reading sides

@dataclass
class Side:
    """What one side of a comparison holds: its step times, kernel times, dump folders, model."""

    label: str
    steps: pd.DataFrame  # process, step, value (s)
    kernels: pd.DataFrame  # process, step, kernel, value (us self time)
    dumps: list[Path]
    model: str | None
    noise: pd.DataFrame  # process, contaminated (bool), reason
    #: process -> (run folder, block number, pid) for processes of an in-process backend (jax-*)
    blocks: dict[int, tuple[str, int, int]] = field(default_factory=dict)


def load_side(paths: Iterable[str | Path], label: str | None = None, traces: bool = True) -> Side:
    """Read one side: a config folder of a run (``<run>/<config>``), or trace files / folders.

    Config folders are read through :func:`kitlib.runfolder.open_run`, loose traces through
    :mod:`kitlib.runfolder.files`.
    ``traces=False``: step times only (config folders), no trace read.

    Raises:
        KitError: a path that is neither, a config folder without traces, no
            kernel or step times at all.
    """
    paths_ = [Path(p) for p in paths]
    blocks: dict[int, tuple[str, int, int]] = {}
    steps, kernels, dumps, noise = [], [], [], []
    models = set()
    proc = 0
    for p in paths_:
        if not p.exists():
            raise KitError(f"{p}: no such file or folder")
        if files.is_run_folder(p):
            raise KitError(f"{p}: a run folder: give one of its config folders ({p}/<config>), or `kit compare {p}` alone")
        if files.is_run_folder(p.parent) and p.is_dir():
            run = open_run(p.parent)
            had_traces = False
            if p.name not in run.config_names:
                raise KitError(f"{p}: config {p.name!r} not in {run.path / layout.MANIFEST}")
            models.add(run.spec.get("model"))
            for pr in run.processes(p.name):
                if pr.get("status") != "ok":
                    continue
                for i, t in enumerate(pr.get("step_times_s") or []):
                    steps.append({"process": proc, "step": i, "value": float(t)})
                if traces and run.trace_dir(p.name, pr["process"]).is_dir():
                    had_traces = True
                    trace = run.trace(p.name, pr["process"])  # None: unreadable, left out (Run.parse_errors)
                    if trace is not None:
                        kernels.append(_kernel_steps(trace, proc))
                if pr.get("pid") is not None and pr.get("block"):
                    blocks[proc] = (str(run.path.resolve()), int(pr["process"]), int(pr["pid"]))
                if run.dump_dir(p.name, pr["process"]).is_dir():
                    dumps.append(run.dump_dir(p.name, pr["process"]))
                noise.append({"process": proc, **_noise_of(run.result(p.name, pr["process"]))})
                proc += 1
            if traces and not had_traces:
                raise KitError(f"{p}: config folder without profiler traces (no trace/ in any ok process)")
        else:
            try:
                trace = files.read_trace_file(p)
            except Exception as e:
                raise KitError(f"{p}: not a run's config folder and no readable trace ({e})") from None
            kernels.append(_kernel_steps(trace, proc))
            proc += 1
    if not kernels and not steps:
        raise KitError(f"{', '.join(map(str, paths_))}: no step or kernel times")
    k = pd.concat(kernels, ignore_index=True) if kernels else pd.DataFrame(
        {"process": pd.Series(dtype="int64"), "step": pd.Series(dtype="int64"), "kernel": pd.Series(dtype=str),
         "value": pd.Series(dtype=float)})
    s = pd.DataFrame(steps, columns=["process", "step", "value"])
    if s.empty:  # traces captured elsewhere: the step is the profiled step's kernel time
        s = k.groupby(["process", "step"], as_index=False)["value"].sum().assign(value=lambda d: d["value"] / 1e6)
    nz = pd.DataFrame(noise, columns=["process", "contaminated", "reason"]) if noise else pd.DataFrame(
        {"process": sorted(s["process"].unique()), "contaminated": False, "reason": None})
    return Side(label or ",".join(p.name for p in paths_), s, k, dumps, models.pop() if len(models) == 1 else None, nz, blocks)


def _kernel_steps(trace: pd.DataFrame, process: int) -> pd.DataFrame:
    """Per profiled step and kernel, the self time (us) of one process's trace; every wrapper event (a call,
    while or conditional, or an event with kernel events nested in it) under :data:`WRAPPERS`, summed."""
    ev = trace[trace["step"].notna()]
    nests = ev["duration_us"] - ev["self_duration_us"] > 1e-9
    wrapper = ev["kernel"].astype(str).str.match(_WRAPPER_NAME) | ev["kernel"].isin(set(ev.loc[nests, "kernel"]))
    ev = ev.assign(kernel=ev["kernel"].astype(str).where(~wrapper.to_numpy(dtype=bool), WRAPPERS))
    g = ev.groupby(["step", "kernel"], as_index=False)["self_duration_us"].sum()
    return pd.DataFrame({"process": process, "step": g["step"].astype("int64"), "kernel": g["kernel"].astype(str),
                         "value": g["self_duration_us"].astype(float)})


def _noise_of(result: dict[str, Any] | None) -> dict[str, Any]:
    n = (result or {}).get("noise")
    if not isinstance(n, dict):
        return {"contaminated": False, "reason": None}
    return {"contaminated": bool(n.get("contaminated")), "reason": n.get("reason")}


def two_sided(a: Side, b: Side, exclude_contaminated: bool = False) -> tuple[pd.DataFrame, pd.DataFrame]:
    """(steps, kernels) long frames with a ``side`` column from two sides; contaminated processes left out on request."""
    parts_s, parts_k = [], []
    for name, s in (("a", a), ("b", b)):
        drop = set(s.noise.loc[s.noise["contaminated"].astype(bool), "process"]) if exclude_contaminated else set()
        parts_s.append(s.steps[~s.steps["process"].isin(drop)].assign(side=name))
        parts_k.append(s.kernels[~s.kernels["process"].isin(drop)].assign(side=name))
    return pd.concat(parts_s, ignore_index=True), pd.concat(parts_k, ignore_index=True)


# ---------------------------------------------------------------- sides to a comparison

def same_code_by_kernel(a: Side, b: Side) -> tuple[pd.Series | None, str | None, pd.Series | None, dict[str, str]]:
    """(kernel -> same code on both sides, one-line code summary, kernel -> what its code is in b,
    renamed: b's name -> a's name of the kernels matched by HLO structure), from process 0's dump of
    each side (:mod:`kitlib.analysis.code`).

    A kernel name found in several HLO modules is the same code only if it is in all of them.
    The code text reads like "fusion kLoop, constants constant.114=0.0078125, IR constants
    buffer_for_constant_121 (external)". (None, None, None, {}) when a side has no dump; (None, "code not
    compared: <the file and why>", None, {}) when a dump file cannot be read (the timings are still compared).
    """
    from .code import kernel_code, kernel_fingerprints, same_code, same_code_summary

    if not a.dumps or not b.dumps:
        return None, None, None, {}
    try:
        fb = kernel_fingerprints(b.dumps[0])
        t = same_code(kernel_fingerprints(a.dumps[0]), fb)
    except ParseError as e:
        return None, f"code not compared: {e.one_line()}", None, {}
    moved = t[t["kernel_b"].notna() & (t["kernel_b"] != t["kernel"])].drop_duplicates("kernel_b")
    renamed = {str(kb): str(k) for k, kb in zip(moved["kernel"], moved["kernel_b"])}
    per = t.groupby("kernel")["same_code"].agg(lambda s: bool(s.fillna(False).all()) if s.notna().any() else pd.NA)
    hlo = kernel_code(b.dumps[0]).merge(fb[["hlo_module", "kernel", "constant_globals"]], on=["hlo_module", "kernel"], how="left")
    text = {}
    for r in hlo.drop_duplicates("kernel").itertuples():
        bits = [f"{r.opcode}{' ' + r.fusion_kind if pd.notna(r.fusion_kind) else ''}"]
        if pd.notna(r.constants):
            bits.append(f"HLO constants {r.constants}")
        if pd.notna(r.constant_globals):
            bits.append(f"IR constants {r.constant_globals}")
        text[r.kernel] = ", ".join(bits)
    for kb, k in renamed.items():  # b's code text under a's name, saying so
        text[k] = f"{text.pop(kb, '')}, named {kb} in {b.label}".lstrip(", ")
    return per.astype("boolean"), same_code_summary(t, a.label, b.label), pd.Series(text, dtype="string"), renamed


def blocked(a: Side, b: Side) -> bool:
    """Did both sides run in the same processes (an in-process backend's blocks, the same pids)?"""
    return bool(a.blocks) and bool(b.blocks) and len(a.blocks) == len(a.steps["process"].unique()) and \
        set(a.blocks.values()) == set(b.blocks.values())


def by_block(s: Side) -> Side:
    """The side with its processes numbered by their block (jax-*), so two sides of one run pair up."""
    key = {p: blk for p, (_, blk, _) in s.blocks.items()}
    return replace(s, steps=s.steps.assign(process=s.steps["process"].map(key)),
                   kernels=s.kernels.assign(process=s.kernels["process"].map(key).astype("int64")),
                   noise=s.noise.assign(process=s.noise["process"].map(key)))


def compare_sides(a: Side, b: Side, min_effect: float = 0.05, exclude_contaminated: bool = False,
                  min_share: float = 0.001) -> tuple[Comparison, str | None]:
    """Compare two loaded sides (:func:`load_side`): (comparison, code summary line or None).

    The comparison's kernel rows gain ``code`` (string: what the kernel's code is in B) and ``code_diff``
    (string: how its code differs, from :func:`kitlib.analysis.diff.kernel_diff_summary`; <NA> when the
    code is the same everywhere or the dumps cannot be diffed).

    Raises:
        KitError: the sides ran different models.
    """
    if a.model and b.model and a.model != b.model:
        raise KitError(f"{a.label} ran {a.model} and {b.label} ran {b.model}: different models, nothing to compare")
    same, summary, code, renamed = same_code_by_kernel(a, b)
    if renamed:  # a kernel renamed between the configs is one kernel: b's timings under a's name
        b = replace(b, kernels=b.kernels.assign(kernel=b.kernels["kernel"].map(lambda k: renamed.get(k, k))))
    paired = blocked(a, b)
    if paired:  # number the processes by their shared block so the pairs line up
        a, b = by_block(a), by_block(b)
    steps, kernels = two_sided(a, b, exclude_contaminated)
    c = compare(steps, kernels, min_effect=min_effect, same_code=same, min_share=min_share, paired=paired)
    c.kernels["code"] = code.reindex(c.kernels["kernel"]).to_numpy() if code is not None else pd.NA
    c.kernels["code"] = c.kernels["code"].astype("string")
    c.kernels["code_diff"] = _code_diff(a, b, c.kernels["kernel"]) if same is not None and not same.fillna(True).all() \
        else pd.array([pd.NA] * len(c.kernels), dtype="string")
    return c, summary


def _code_diff(a: Side, b: Side, kernels: pd.Series) -> pd.array:
    """Per kernel, how its code differs between process 0's dumps (:func:`kitlib.analysis.diff.kernel_diff_summary`:
    "code differs: +1 ld.global.nc of buffer_for_constant_121"); <NA> where the dumps cannot be diffed."""
    na = pd.array([pd.NA] * len(kernels), dtype="string")
    if not (a.dumps and b.dumps):
        return na
    from .diff import kernel_diff_summary

    try:
        s = kernel_diff_summary(a.dumps[0], b.dumps[0]).drop_duplicates("kernel").set_index("kernel")["summary"]
    except KitError:  # different programs, or a side without the dump kinds diff reads
        return na
    return pd.array(s.reindex(kernels).astype("string").to_numpy(), dtype="string")


def compare_paths(a: Iterable[str | Path], b: Iterable[str | Path], min_effect: float = 0.05,
                  exclude_contaminated: bool = False) -> Comparison:
    """``kit compare A B`` in Python: each side a run's config folder, or trace files / folders.

    Raises:
        KitError: as :func:`load_side` and :func:`compare_sides`.
    """
    return compare_sides(load_side(a, "a"), load_side(b, "b"), min_effect, exclude_contaminated)[0]


def run_sides(run: Run | str | Path, base: str | None = None, traces: bool = True) -> list[tuple[Side, Side]]:
    """(base side, other side) for every other ok config of a run (a :class:`~kitlib.runfolder.Run` or its
    folder); ``base`` defaults to the first ok config.

    Raises:
        KitError / RunFolderError: not a run folder, ``base`` not an ok config, fewer than two ok configs.
    """
    r = as_run(run)
    run, names = r.path, r.ok_configs
    base = base or (names[0] if names else "")
    if base not in names or len(names) < 2:
        raise KitError(f"{run}: needs a base config and another ok config to compare (ok: {', '.join(names) or 'none'})")
    a = load_side([run / base], base, traces=traces)
    return [(a, load_side([run / n], n, traces=traces)) for n in names if n != base]


@dataclass
class ConfigPair:
    """One config against the base: the two sides, their :class:`Comparison` and the code line."""

    a: Side
    b: Side
    comparison: Comparison
    code: str | None

    @property
    def verdict_line(self) -> str:
        """The pair's first line: the end-to-end verdict (:meth:`Comparison.headline`), preceded by
        "Whole programs identical ..." when the two configs compiled the same code."""
        head = self.comparison.headline(self.a.label, self.b.label)
        if self.code and self.code.startswith("Whole programs identical"):
            return f"{self.code.rstrip('.')}. {head}"
        return head

    def contaminated(self) -> pd.DataFrame:
        """Processes measured on a busy machine: columns side (a / b label), process (int64), reason (string)."""
        rows = [{"side": s.label, "process": int(r.process), "reason": r.reason}
                for s in (self.a, self.b) for r in s.noise[s.noise["contaminated"].astype(bool)].itertuples()]
        return pd.DataFrame(rows, columns=["side", "process", "reason"]).astype({"process": "int64", "reason": "string"})

    def samples(self) -> pd.DataFrame:
        """The long kernel samples compared (side, process, step, kernel, value), for the forest plot's dots."""
        return two_sided(self.a, self.b)[1]


def run_pairs(run: Run | str | Path, base: str | None = None, min_effect: float = 0.05,
              exclude_contaminated: bool = False) -> list[ConfigPair]:
    """Every ok config of a run against ``base`` (default the first ok config), with code lines.

    Raises:
        KitError: as :func:`run_sides` and :func:`compare_sides`.
    """
    out = []
    for a, b in run_sides(run, base):
        c, code = compare_sides(a, b, min_effect, exclude_contaminated)
        out.append(ConfigPair(a, b, c, code))
    return out


def compare_run(run: str | Path, base: str | None = None, min_effect: float = 0.05,
                exclude_contaminated: bool = False) -> dict[str, Comparison]:
    """``kit compare RUN``: every ok config of a run against ``base`` (default the first ok config).

    Returns:
        config name -> :class:`Comparison` against the base.

    Raises:
        KitError: not a run folder, ``base`` not an ok config, fewer than two ok configs.
    """
    return {p.b.label: p.comparison for p in run_pairs(run, base, min_effect, exclude_contaminated)}


def resolved(c: Comparison, target: float) -> tuple[bool, str]:
    """Is an end-to-end comparison decided for ``kit sweep --until-resolved``? (resolved, why).

    Resolved: the verdict is slower, faster or no change, or the 95% interval's
    half-width (on the log scale) is within ``target``.
    """
    e = c.end_to_end.iloc[0]
    if e.verdict in ("slower", "faster", "no change"):
        return True, f"{e.verdict} x{e.ratio:.3f} [{e.ci_low:.3f}, {e.ci_high:.3f}]"
    if pd.notna(e.ci_low) and e.ci_low > 0:
        half = math.sqrt(e.ci_high / e.ci_low) - 1
        if half <= target:
            return True, f"interval +-{half:.1%} within +-{target:.0%}"
        return False, f"interval +-{half:.1%} wider than +-{target:.0%}"
    return False, "fewer than 2 processes a side"


DESIGN_SCHEMA = Schema([
    Column("design", "string", "blocked (paired within shared processes), or processes (independent, Welch)"),
    Column("run", "string", "run folder"),
    Column("a", "string", "baseline config"),
    Column("b", "string", "compared config"),
    Column("n_processes", "int64", "processes (blocks) per side"),
    Column("ratio", "float64", "end-to-end step time b/a", "ratio"),
    Column("ci_low", "float64", "95% interval, low end", "ratio"),
    Column("ci_high", "float64", "95% interval, high end", "ratio"),
    Column("mde", "float64", "minimum detectable effect, 80% power", "fraction"),
])


@with_doc(DESIGN_SCHEMA)
def design_intervals(runs: Iterable[str | Path], a: str | None = None, b: str | None = None) -> pd.DataFrame:
    """Both designs' end-to-end intervals side by side for configs ``a`` and ``b`` of each run.

    A run of an in-process backend (jax-*) gives two rows: its blocked (paired)
    interval and, for contrast, the same data analysed as if the processes were
    independent; a run of one process per config gives its Welch interval.
    ``a``/``b`` default to the run's first two ok configs.

    Returns:
        One row per design and run, columns:
        {schema}

    Raises:
        KitError: a run without two ok configs (see :func:`compare_run`).
    """
    from ..runfolder import read_manifest

    rows = []
    for run in map(Path, runs):
        names = [c["name"] for c in read_manifest(run)["configs"] if c.get("status") == "ok"]
        ca, cb = a or (names[0] if names else ""), b or (names[1] if len(names) > 1 else "")
        if ca not in names or cb not in names:
            raise KitError(f"{run}: needs ok configs {ca or '?'} and {cb or '?'} (ok: {', '.join(names) or 'none'})")
        sa, sb = load_side([run / ca], ca, traces=False), load_side([run / cb], cb, traces=False)
        paired = blocked(sa, sb)
        variants = [(BLOCKED, True), ("blocked data analysed as independent processes", False)] if paired else [(PROCESSES, False)]
        if paired:
            sa, sb = by_block(sa), by_block(sb)
        steps, _ = two_sided(sa, sb)
        for name, p in variants:
            e = compare(steps, None, paired=p).end_to_end.iloc[0]
            rows.append({"design": name, "run": run.name, "a": ca, "b": cb, "n_processes": int(e["n_a"]), "ratio": e["ratio"],
                         "ci_low": e["ci_low"], "ci_high": e["ci_high"], "mde": e["mde"]})
    return frame(rows, DESIGN_SCHEMA)
