"""The kit's statistics, in one module: how a typical time is stated, how two sides are compared, and the one verdict.

Kernel and step times shift far more from process to process than from step to step, so the *process* is
the unit of replication: each process gives one value per quantity, the median of its steps.

- A side's typical time (:func:`typical`, :func:`summarize_steps`): with several processes, the geometric
  mean of the process medians and a t interval on their logs (noise is multiplicative; a bootstrap of 3 points
  is no interval); with one process, the median step and a percentile bootstrap, which covers step-to-step
  noise only.
- Two sides compared (:func:`compare_one`): the log ratio b/a of the geometric means of the process medians,
  its standard error and p from Welch's t on the log process medians (:func:`welch_log`); in the blocked design
  (every config in each process) the median of each block's round-by-round log ratios (:func:`round_log_ratios`),
  then a paired t across blocks (:func:`paired_t`). Kernels' paired variances can borrow strength from each
  other (:func:`moderate`, empirical Bayes). ``mde``: the smallest relative change these processes detect with
  80% power (:func:`mde_of`, capped at :data:`MDE_CAP`); how many more processes or blocks would reach a given
  effect (:func:`more_processes`, :func:`more_blocks`). Pinpoint's p over all steps (:func:`p_steps`) and a change
  of shape (:func:`shape_change`) are stated beside, never used for the verdict.
- The one verdict (:class:`Verdict`, :func:`verdict`), the words ``kit compare`` prints and every table uses
  (three questions have a declared extension of it: :class:`Restoration`, :class:`Bisected`, :class:`Scaling`):
  ``no change`` when the whole interval lies within +-min_effect; ``slower`` when it lies wholly above 1 *and*
  q < 0.05, ``faster`` when wholly below 1 and q < 0.05 (q: the p-value, Benjamini-Hochberg adjusted when many
  kernels are tested); else ``can't tell``; ``added`` / ``removed``: on one side only. With one process on a
  side the between-process variance is unknown: can't tell, whatever the steps say.

Values that are not finite numbers (NaN, inf) are left out; a log-scale statistic needs its values above 0
(else NaN, and can't tell). Nothing here raises on extreme samples: every number is finite or NaN.
"""
from __future__ import annotations

import math
import warnings
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, NamedTuple

import numpy as np
import pandas as pd

from ..schema import Column, Schema, frame, with_doc


class _LazyStats:
    """``scipy.stats``, imported at its first use: that import is ~0.75 s, and the t and normal quantiles
    below need only ``scipy.special`` (~0.16 s), the same functions scipy.stats' ``t``/``norm`` call."""

    def __getattr__(self, name: str) -> Any:
        from scipy import stats as scipy_stats
        return getattr(scipy_stats, name)


stats = _LazyStats()


def t_sf(x: Any, df: Any) -> Any:
    """Student's t survival function, as ``scipy.stats.t.sf`` (``scipy.special.stdtr(df, -x)``), as an array."""
    from scipy.special import stdtr
    return stdtr(np.asarray(df, dtype=float), -np.asarray(x, dtype=float))


def t_ppf(q: Any, df: Any) -> Any:
    """Student's t quantile, as ``scipy.stats.t.ppf`` (``scipy.special.stdtrit``), as an array."""
    from scipy.special import stdtrit
    return stdtrit(np.asarray(df, dtype=float), np.asarray(q, dtype=float))


def norm_ppf(q: Any) -> Any:
    """Normal quantile, as ``scipy.stats.norm.ppf`` (``scipy.special.ndtri``)."""
    from scipy.special import ndtri
    return ndtri(q)


class Verdict(StrEnum):
    """The one verdict vocabulary (a ``str``): what ``kit compare`` prints, and every table says."""

    SLOWER = "slower"
    FASTER = "faster"
    NO_CHANGE = "no change"
    CANT_TELL = "can't tell"
    #: on side b only
    ADDED = "added"
    #: on side a only
    REMOVED = "removed"


#: q-value (p-value end to end) below which a difference is called slower / faster
ALPHA = 0.05
#: power the MDE is stated for
POWER = 0.80
#: p-value (Mann-Whitney over processes) below which a change of shape is flagged, per kernel
SHAPE_ALPHA = 0.01
#: the largest MDE stated (10 = 1000%): a larger one is stated as this and rendered "MDE > 1000%" (``mde_capped``
#: in JSON); a few processes with a spread of orders of magnitude would otherwise say 4,487,601% or overflow
MDE_CAP = 10.0
#: log ratios are clipped to +-this before exp, so a ratio or interval end is finite (e^700 ~ 1e304)
LOG_CLIP = 700.0

# ---------------------------------------------------------------- one quantity

class Samples(NamedTuple):
    """One side's samples of one quantity as arrays (what a DataFrame with ``process``, ``step``, ``value`` columns
    holds, rows in the same order): the functions below take either; a comparison of many kernels hands each its
    arrays from one sort (pandas' grouping and masks per kernel cost more than the statistics)."""

    process: np.ndarray
    step: np.ndarray
    value: np.ndarray


def samples_of(x: pd.DataFrame | Samples) -> Samples:
    """``x`` as :class:`Samples` (values as float; no ``step`` column: each row its own step, in order)."""
    if isinstance(x, Samples):
        return x
    step = x["step"].to_numpy() if "step" in x.columns else np.arange(len(x))
    return Samples(x["process"].to_numpy(), step, x["value"].to_numpy(dtype=float))


def _by_process(process: np.ndarray, value: np.ndarray) -> tuple[np.ndarray, list[np.ndarray]]:
    """(the processes ascending, each one's values in their order), as pandas' ``groupby("process")`` gives them."""
    order = np.argsort(process, kind="stable")
    p, v = process[order], value[order]
    cuts = np.flatnonzero(p[1:] != p[:-1]) + 1
    return (p[np.r_[0, cuts]], np.split(v, cuts)) if len(p) else (p, [])


def _median_skipna(v: np.ndarray) -> float:
    """The median of the values that are not NaN (NaN when none is), as pandas' ``median``."""
    v = v[~np.isnan(v)]
    return float(np.median(v)) if len(v) else float("nan")


def process_medians(values: pd.DataFrame | Samples) -> np.ndarray:
    """Median of each process's values, processes ascending (``values``: columns process, value; NaN left out)."""
    x = samples_of(values)
    return np.array([_median_skipna(g) for g in _by_process(x.process, x.value)[1]], dtype=float)


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
    return d, se, float(df), float(2 * t_sf(abs(d) / se, df))


def _loggable(x: np.ndarray, n: int = 2) -> bool:
    """At least ``n`` values, every one finite and above 0 (a log-scale statistic can use them)."""
    x = np.asarray(x, dtype=float)
    return len(x) >= n and bool(np.isfinite(x).all() and (x > 0).all())


def clipped_exp(x: Any) -> Any:
    """exp of a log ratio (scalar or array), clipped to +-:data:`LOG_CLIP` first: finite, never an overflow."""
    return np.exp(np.clip(x, -LOG_CLIP, LOG_CLIP))


def log_interval(d: Any, se: Any, df: Any, alpha: Any = ALPHA) -> tuple[Any, Any, Any]:
    """The kit's one interval: (ratio, low, high) of a difference of logs ``d`` with standard error ``se`` on ``df``
    degrees of freedom, a two-sided t interval at level ``1 - alpha`` taken back from the log scale (clipped:
    finite). Scalars or arrays (``alpha`` an array too: compare's per-kernel level); ``se`` 0: a point.
    Used by :func:`typical`, :func:`ratio`, :func:`log_mean_interval`, :mod:`kitlib.analysis.compare` (the kernel
    intervals at the level the verdicts use) and :mod:`kitlib.bisect.search` (blocks paired)."""
    with np.errstate(invalid="ignore"):
        half = np.where(np.asarray(se) == 0, 0.0, t_ppf(1 - np.asarray(alpha) / 2, df) * se)
    if np.ndim(half) == 0:
        h = float(half)
        return float(clipped_exp(d)), float(clipped_exp(d - h)), float(clipped_exp(d + h))
    return clipped_exp(d), clipped_exp(d - half), clipped_exp(d + half)


def log_mean_interval(x: Any) -> tuple[float, float, float]:
    """(geometric mean, 95% low, 95% high) of positive samples (one config's processes, one process's compiles):
    :func:`log_interval` on their logs' mean; NaN without two positive samples, a point when all are equal."""
    v = np.asarray(x, dtype=float)
    logs = np.log(v[np.isfinite(v) & (v > 0)])
    nan = float("nan")
    if len(logs) < 2:
        return (float(np.exp(logs[0])), nan, nan) if len(logs) else (nan, nan, nan)
    return log_interval(float(logs.mean()), float(logs.std(ddof=1) / np.sqrt(len(logs))), len(logs) - 1)


class Restoration(StrEnum):
    """Does undoing a change (disabling a pass, setting a changed default back) on the side that has it give the
    other side's time back? The answer of :func:`restoration` (a ``str``): the :class:`Verdict` vocabulary's
    extension for that one question, used by ``kit passes --confirm``, ``kit bisect``'s explainer and the benchmarks."""

    RESTORED = "restored"
    PARTLY = "partly restored"
    NOT_RESTORED = "not restored"
    AWAY = "moves away"
    CANT_TELL = "can't tell"


class Bisected(StrEnum):
    """Where a bisect looks next, for two builds' paired blocks (:func:`kitlib.bisect.search.compare_paired`,
    Pinpoint's rule): the :class:`Verdict` vocabulary's extension for that one question. ``same`` is not
    :attr:`Verdict.NO_CHANGE`: the search also stops at it when its blocks run out; the explainer states a change
    point's verdict in :class:`Verdict` words (no change only where the 95% interval lies within ``1 +- min_change``)."""

    SAME = "same"
    DIFFERENT = "different"
    UNKNOWN = "unknown"


class Scaling(StrEnum):
    """Does a compile phase shrink with the compile pool (:func:`kitlib.analysis.phase_scaling.phase_scaling`)? The
    :class:`Verdict` vocabulary's extension for that one question: ``shrinks`` (the ratio's interval wholly below 1),
    ``does not shrink`` (wholly above ``1 - SHRINK_MIN``), else :attr:`Verdict.CANT_TELL`."""

    SHRINKS = "shrinks"
    DOES_NOT_SHRINK = "does not shrink"
    CANT_TELL = "can't tell"


def restoration(undone_vs_changed: str, undone_vs_original: str, changed_vs_original: str = Verdict.SLOWER) -> Restoration:
    """The one rule for "does undoing it restore the time?", from :class:`Verdict` s (each "x vs y": x as side b).

    Args:
        undone_vs_changed: the side with the change undone against the side with the change.
        undone_vs_original: the same against the side without the change (the time to get back).
        changed_vs_original: which way the change moved the time (slower: ``kit passes --confirm`` and the
            benchmarks undo a pass in the slower side; either way in ``kit bisect``'s explainer).

    Returns:
        :attr:`Restoration.RESTORED` when undoing moves the time back (``undone_vs_changed`` the opposite of
        ``changed_vs_original``) and not short of the original (``undone_vs_original`` not still
        ``changed_vs_original``: no change, beyond it, or can't tell); :attr:`Restoration.PARTLY` when it moves back
        and is still short; :attr:`Restoration.NOT_RESTORED` when undoing changes nothing (no change);
        :attr:`Restoration.AWAY` when it moves the time further the change's way; :attr:`Restoration.CANT_TELL`
        when the first comparison can't tell (or the change itself has no direction).
    """
    back = {Verdict.SLOWER: Verdict.FASTER, Verdict.FASTER: Verdict.SLOWER}.get(Verdict(changed_vs_original))
    if back is None or undone_vs_changed == Verdict.CANT_TELL:
        return Restoration.CANT_TELL
    if undone_vs_changed == back:
        return Restoration.PARTLY if undone_vs_original == changed_vs_original else Restoration.RESTORED
    if undone_vs_changed == Verdict.NO_CHANGE:
        return Restoration.NOT_RESTORED
    return Restoration.AWAY if undone_vs_changed == changed_vs_original else Restoration.CANT_TELL


def mde_of(se: float, df: float, alpha: float = ALPHA) -> float:
    """Minimum detectable relative change for a log-scale standard error (80% power, two-sided at ``alpha``).

    At most :data:`MDE_CAP` (a larger one is stated as the cap); NaN when ``se`` or ``df`` is unknown.
    """
    if not (se >= 0 and df > 0 and 0 < alpha < 1):  # NaN fails every comparison
        return float("nan")
    x = float((t_ppf(1 - alpha / 2, df) + t_ppf(POWER, df)) * se)
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
    z = norm_ppf(1 - ALPHA / 2) + norm_ppf(POWER)
    n = max(2, math.floor(min(cap, 2 * s2 * (z / target) ** 2)))  # normal approximation, then the t quantiles
    while n < cap and (t_ppf(1 - ALPHA / 2, 2 * n - 2) + t_ppf(POWER, 2 * n - 2)) * math.sqrt(2 * s2 / n) > target:
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
    with warnings.catch_warnings():  # scipy's note that the exact p could not be had and the asymptotic one is given
        warnings.filterwarnings("ignore", "ks_2samp: Exact calculation unsuccessful", RuntimeWarning)
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
    # every split's pooled within-cluster variance at once (prefix sums of the values, centred against cancellation),
    # then the splits within rounding of the smallest scored again as one split at a time is, the first smallest kept
    ks = np.arange(lo, n - lo + 1)
    with np.errstate(over="ignore", invalid="ignore"):  # values near the float limit: not finite, handled below
        c = x - x.mean()
        s1, s2 = np.cumsum(c), np.cumsum(c * c)
        left_ss = s2[ks - 1] - s1[ks - 1] ** 2 / ks
        right_ss = (s2[-1] - s2[ks - 1]) - (s1[-1] - s1[ks - 1]) ** 2 / (n - ks)
        fast = (left_ss + right_ss) / n
    if np.isfinite(fast).all():
        near = ks[fast <= fast.min() + 1e-9 * (abs(fast.min()) + s2[-1] / n)]
    else:  # squares beyond the float range (values near 1e300): every split scored one at a time
        near = ks
    best = None
    for k in near.tolist():
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


def _process_spreads(d: Samples) -> np.ndarray:
    """Each process's spread of its steps (:func:`_spread`; NaN with fewer than 5 steps), processes ascending."""
    return np.array([_spread(v) if len(v) >= 5 else float("nan") for v in _by_process(d.process, d.value)[1]], dtype=float)


def _processes_differ(x: np.ndarray, y: np.ndarray) -> bool:
    """Per-process values of two sides differ (Mann-Whitney over processes, p < :data:`SHAPE_ALPHA`)."""
    x, y = x[~np.isnan(x)], y[~np.isnan(y)]
    if len(x) < 2 or len(y) < 2 or (len(np.unique(x)) == 1 and len(np.unique(y)) == 1 and x[0] == y[0]):
        return False
    return bool(stats.mannwhitneyu(x, y, alternative="two-sided").pvalue < SHAPE_ALPHA)


def shape_change(a: pd.DataFrame | Samples, b: pd.DataFrame | Samples) -> str | None:
    """A change of shape between two sides' per-step values (``process``, ``value`` columns), or None.

    The process is the unit here too: a side's steps decide whether it looks bimodal, but the change is
    flagged only when its processes differ from the other side's (Mann-Whitney over per-process values,
    p < :data:`SHAPE_ALPHA`): the share of each process's steps above the cut between the two clusters, or
    each process's spread (interquartile range over median, the medians of the sides at least 1.5x apart).
    Steps of one process are not independent: a step-level test flagged a quarter of the kernels of an A/A run.
    """
    a, b = samples_of(a), samples_of(b)
    va, vb = a.value, b.value
    ba, bb = is_bimodal(va), is_bimodal(vb)
    if ba != bb:
        cut = _cut(np.concatenate([va, vb]))
        if cut is None:
            cut = _cut(vb if bb else va)
        assert cut is not None
        share_a = np.array([np.mean(g > cut) for g in _by_process(a.process, va)[1]])
        share_b = np.array([np.mean(g > cut) for g in _by_process(b.process, vb)[1]])
        if _processes_differ(share_a, share_b):
            return "b turned bimodal" if bb else "b no longer bimodal"
    sa, sb = _process_spreads(a), _process_spreads(b)
    ma, mb = _median_skipna(sa), _median_skipna(sb)
    if not (ma > 0 and mb > 0):
        return None
    grow = mb / ma
    if (grow >= 1.5 or grow <= 1 / 1.5) and _processes_differ(sa, sb):
        return f"spread {'grew' if grow > 1 else 'shrank'} x{max(grow, 1 / grow):.1f}"
    return None


@dataclass
class Estimate:
    """One quantity compared between two sides: the typical values, the log ratio b/a with its standard error,
    degrees of freedom and p-value, and what else was found (:func:`compare_one`)."""

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


def round_log_ratios(a: pd.DataFrame | Samples, b: pd.DataFrame | Samples) -> pd.Series:
    """Per process (block), the median over its rounds of log(b / a), the two runs of a round paired.

    ``a``, ``b``: one side's samples (``process``, ``step``, ``value``). In a block, round r runs every
    config once in a fresh random order, so each config's r-th step (its steps in order) is the r-th round:
    a load that comes and goes between rounds falls on both runs of a pair alike, where the quotient of the
    two configs' medians over the block lets it in (a regime change mid-block moves one median and not the
    other). Processes without a paired finite positive round are left out.
    """
    def rounds(x: Samples) -> dict[Any, np.ndarray]:
        """process -> its finite positive values in round order (by step; equal steps in their order)."""
        ok = np.isfinite(x.value) & (x.value > 0)
        p, s, v = x.process[ok], x.step[ok], x.value[ok]
        order = np.lexsort((np.arange(len(p)), s))  # by step, then as given; grouped by process below, stably
        procs, groups = _by_process(p[order], v[order])
        return dict(zip(procs.tolist(), groups, strict=True))

    ra, rb = rounds(samples_of(a)), rounds(samples_of(b))
    out = {}
    for p in sorted(ra.keys() & rb.keys()):
        n = min(len(ra[p]), len(rb[p]))  # the rounds both ran
        out[p] = float(np.median(np.log(rb[p][:n]) - np.log(ra[p][:n])))
    return pd.Series(out, dtype=float).rename_axis("process")


def paired_t(d: np.ndarray) -> tuple[float, float, float, float]:
    """(mean, standard error, df, two-sided p) of per-block log ratios (all NaN with fewer than 2)."""
    d = d[np.isfinite(d)]
    n = len(d)
    if n < 2:
        return (float("nan"),) * 4
    m = float(d.mean())
    se = float(d.std(ddof=1) / math.sqrt(n))
    if se == 0.0:
        return m, 0.0, float(n - 1), (1.0 if m == 0 else 0.0)
    return m, se, float(n - 1), float(2 * t_sf(abs(m) / se, n - 1))


def more_blocks(d_sd: float, n_now: int, min_effect: float, cap: int = 1000) -> int:
    """Blocks (processes holding both configs) to add so the paired MDE reaches ``min_effect``
    (``cap`` when the spread is unknown or ``min_effect`` is not above 0)."""
    if not (math.isfinite(d_sd) and d_sd >= 0) or not min_effect > 0:
        return cap
    if d_sd == 0:
        return 0
    target, n = math.log1p(min_effect), 2
    while n < cap and (t_ppf(1 - ALPHA / 2, n - 1) + t_ppf(POWER, n - 1)) * d_sd / math.sqrt(n) > target:
        n += 1
    return max(0, n - n_now)


def _typical(m: np.ndarray) -> float:
    """A side's typical value: the geometric mean of its process medians; their median when one is 0, negative or
    not finite (the finite ones); NaN when none is finite."""
    if _loggable(m, 1):
        return float(np.exp(np.log(m).mean()))
    f = m[np.isfinite(m)]
    return _median(f) if len(f) else float("nan")  # two middle values near the float limit: no overflow


def compare_one(kernel: str, a: pd.DataFrame | Samples, b: pd.DataFrame | Samples, min_effect: float,
                paired: bool = False) -> Estimate:
    a, b = samples_of(a), samples_of(b)
    ma, mb = process_medians(a), process_medians(b)
    r = Estimate(kernel, len(ma), len(mb), _typical(ma), _typical(mb))
    if not len(ma) or not len(mb):
        return r
    # the difference of the mean logs, not log(gb / ga): that quotient can overflow
    r.d = float(np.log(mb).mean() - np.log(ma).mean()) if _loggable(ma, 1) and _loggable(mb, 1) else float("nan")
    r.p_steps = p_steps(a.value, b.value)
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
        r.d, r.se, r.df, r.p = paired_t(d.to_numpy(dtype=float))
        r.more = more_blocks(r.se * math.sqrt(len(d)), len(d), min_effect)
        return r
    r.d, r.se, r.df, r.p = welch_log(ma, mb)
    r.more = more_processes(ma, mb, min_effect)
    return r


def verdict(row: Mapping[str, Any], min_effect: float, tested: int = 1) -> tuple[Verdict, str | None]:
    """(verdict, note) by the kit's one rule (module docstring) for a row with ``n_a``, ``n_b`` (samples a side),
    ``ci_low``, ``ci_high`` (the interval of b/a at the level the verdict uses), ``p_value`` and ``q_value``
    (equal when one quantity is tested): no change inside +-min_effect; slower / faster only when the interval
    lies wholly above / below 1 and q < :data:`ALPHA`; else can't tell, saying why."""
    if row["n_a"] == 0:
        return Verdict.ADDED, None
    if row["n_b"] == 0:
        return Verdict.REMOVED, None
    if np.isnan(row["ci_low"]):
        return Verdict.CANT_TELL, None
    lo, hi = 1 / (1 + min_effect), 1 + min_effect
    if lo <= row["ci_low"] and row["ci_high"] <= hi:
        return Verdict.NO_CHANGE, None
    q, p = row["q_value"], row["p_value"]
    if q < ALPHA and row["ci_low"] > 1:
        return Verdict.SLOWER, None
    if q < ALPHA and row["ci_high"] < 1:
        return Verdict.FASTER, None
    why = f"interval includes 1 and is wider than +-{min_effect:.0%}"
    if p < ALPHA <= q and tested > 1:
        family = row.get("family")
        why += (f"; p={p:.2g} alone, but q={q:.2g} over {tested} {family + ' ' if isinstance(family, str) else ''}kernels"
                " (Benjamini-Hochberg), and the interval is at that level")
    return Verdict.CANT_TELL, why


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


def moderate(rows: list[Estimate], min_effect: float = 0.05) -> tuple[float, float]:
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

    use = [r for r in rows if r.se == r.se and r.se > 0 and r.df == r.df and r.df >= 1 and math.isfinite(r.se * r.se)
           and r.a == r.a and r.a > 0 and math.isfinite(r.a)]  # se * se: a variance that overflows is left alone
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
        r.p = float(2 * t_sf(abs(r.d) / r.se, r.df)) if r.se > 0 and r.d == r.d else r.p
        r.more = more_blocks(math.sqrt(post), int(ni), min_effect)
    return float(d0), float(np.median(s0))


def hierarchical_bootstrap(a: pd.DataFrame, b: pd.DataFrame, n_resamples: int = 2000, seed: int = 0) -> tuple[float, float]:
    """95% percentile interval of b/a by resampling processes, then steps inside each.

    ``a``, ``b``: columns process, value. The statistic is the ratio of the
    geometric means of the resampled process medians (as :func:`compare`); the ends are finite (log ratios
    clipped to +-:data:`LOG_CLIP`) or NaN.
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

    with np.errstate(all="ignore"):  # a median at or below 0 has no log: its draws are NaN, and so the ends
        d = draws(b) - draws(a)
        lo, hi = np.percentile(d, [2.5, 97.5])
    return float(clipped_exp(lo)), float(clipped_exp(hi))



# ---------------------------------------------------------------- a config's steps

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
        Column("verdict", "string", "the one verdict (Verdict, :func:`verdict`): slower, faster, no change (the interval within "
               "+-min_effect) or can't tell; can't tell with one process on a side (unit step: the interval covers "
               "step-to-step noise only, and a difference may be the process, not the config)"),
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
        center = float(np.exp(np.log(x).mean()))
        if len(x) < 2 or np.all(x == x[0]):
            return center, center, center
        return log_mean_interval(x)
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
        diff, se, df, p = welch_log(b, t)
        if diff != diff:
            return nan, nan, nan, nan
        return (*log_interval(diff, se, df), p)
    if not (len(b) and len(t)) or not (_median(b) > 0 and _median(t) > 0):
        return nan, nan, nan, nan
    r = clipped_exp(math.log(_median(t)) - math.log(_median(b)))
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


@with_doc(STEP_SUMMARY_SCHEMA)
def summarize_steps(steps: pd.DataFrame) -> pd.DataFrame:
    """Typical step time, its 95% interval and the spread, per config.

    Args:
        steps: long table with columns config, process, step, duration_s
            (:func:`kitlib.analysis.timing.step_times`).

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
def compare_steps(steps: pd.DataFrame, base: str, min_effect: float = 0.05) -> pd.DataFrame:
    """Every config's step time against ``base``: a ratio, its 95% interval, a test, the one verdict
    (:func:`verdict`; ``min_effect``: the smallest relative change that matters).

    Any table with columns config, process, step, duration_s works (compile
    times too: one "step" per process).

    Returns:
        One row per config other than ``base``, with columns:
        {schema}

    A ``base`` without step times (an ok config whose processes recorded none) is an empty sample: every row
    says can't tell, its numbers NaN.
    """
    groups = {c: g for c, g in steps.groupby("config", sort=False)}
    if base not in groups:
        nan = float("nan")
        return frame([{"base": base, "test": c, "base_s": nan, "test_s": typical(*samples(g))[0], "ratio": nan,
                       "ratio_ci_low": nan, "ratio_ci_high": nan, "p_value": nan, "replication_unit": samples(g)[1],
                       "verdict": Verdict.CANT_TELL} for c, g in groups.items()], COMPARE_SCHEMA)
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
        decided = unit == "process"  # one process on a side: the steps alone decide nothing
        v, _ = verdict({"n_a": len(b), "n_b": len(t), "ci_low": lo if decided else float("nan"), "ci_high": hi,
                        "p_value": p, "q_value": p}, min_effect)
        rows.append({
            "base": base, "test": config, "base_s": typical(b, unit)[0], "test_s": typical(t, unit)[0],
            "ratio": r, "ratio_ci_low": lo, "ratio_ci_high": hi, "p_value": p,
            "replication_unit": unit, "verdict": v,
        })
    return frame(rows, COMPARE_SCHEMA)
