"""Pinpoint-style search over ordered builds: every change point, not just the greatest.

As Chromium's Pinpoint explores a commit range: measure the two ends (or
``initial`` evenly spaced builds, so a change that is later undone is seen);
compare every pair of adjacent measured builds; where a pair differs,
measure the build midway between them; where the comparison cannot tell,
double the repetitions of both (up to a cap); where they are the same, stop.
A pair that differs with no unmeasured build between them is a change point.
Regressions and improvements are both reported, so two drops and a partial
recovery are three change points. A build whose command fails is marked
failed and the search goes around it (another build between the pair is
measured instead; a change point across failed builds names them).

The comparison is Pinpoint's: the smaller p-value of two-sided Mann-Whitney U
and Kolmogorov-Smirnov (``scipy.stats``); below ``alpha`` the pair differs,
above ``same_p`` (or at the repetition cap) it is the same, and in between it
is the same when the ratio's 95% interval lies within ``1 +- min_change``
(the magnitude Pinpoint is told to look for), else unknown. A pair whose
ratio is within ``1 +- min_change`` is never called different, so noise
that happens to test significant is not chased into a false change point.
The metric is ``throughput`` (higher is better) or ``compile_time_s`` (lower
is better), as the commands print them. The ratio of a change point (after /
before) and its 95% interval
are Welch t on the logs of the measurements (each measurement is one
process, the unit of replication; :func:`kitlib.analysis.stats.ratio`).
"""
from __future__ import annotations

import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd
from scipy import stats

from ..analysis.stats import ratio as _ratio
from ..analysis.stats import typical
from ..errors import KitError
from ..schema import Column, Schema, frame
from .candidates import Candidate
from .runner import Executor, Measurement, Store

SAME, DIFFERENT, UNKNOWN = "same", "different", "unknown"
#: metric -> True when higher is better
METRICS = {"throughput": True, "compile_time_s": False}

BUILD_SCHEMA = Schema(
    [
        Column("index", "int64", "position of the build in CANDIDATES (0-based)"),
        Column("label", "string", "build label"),
        Column("status", "string", "measured, failed or not measured"),
        Column("runs", "int64", "measurements made (failed ones included)"),
        Column("value", "float64", "the bisected metric: geometric mean of the measurements (each one process)",
               "per s (throughput) or s (compile_time_s)"),
        Column("ci_low", "float64", "95% t interval on the logs, low end", "as value"),
        Column("ci_high", "float64", "95% t interval on the logs, high end", "as value"),
        Column("compile_time_s", "float64", "median compile time the command printed (<NA> when it printed none)", "s"),
        Column("reason", "string", "why a failed build failed, else <NA>"),
    ]
)


@dataclass(frozen=True)
class Settings:
    """How hard the search looks (defaults as Pinpoint's order of magnitude)."""

    repeats: int = 5  # first measurements of a build (5 a side: the smallest exact two-sided p is 0.008)
    max_repeats: int = 20  # repetitions double up to this
    alpha: float = 0.01  # p at or below: different
    same_p: float = 0.3  # p above: same
    initial: int = 2  # builds measured first, evenly spaced, ends included (more: a change that recovers is seen)
    metric: str = "throughput"  # or compile_time_s
    min_change: float = 0.05  # a pair whose ratio's 95% interval lies within 1 +- this is the same (Pinpoint's magnitude)


@dataclass
class ChangePoint:
    before: str
    after: str
    ratio: float  # after / before, of the metric
    ci_low: float
    ci_high: float
    p_value: float
    kind: str  # regression (throughput fell, compile time rose) or improvement
    failed_between: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass
class BisectResult:
    candidates: list[Candidate]
    builds: pd.DataFrame  # BUILD_SCHEMA
    change_points: list[ChangePoint]
    runs: int  # measurements made, including any reused from an earlier interrupted bisect
    runs_this_time: int  # measurements run by this call (0 when everything was kept)
    metric: str = "throughput"

    @property
    def builds_measured(self) -> int:
        return int((self.builds["runs"] > 0).sum())

    def as_dict(self) -> dict[str, Any]:
        return {
            "metric": self.metric, "builds": len(self.candidates), "builds_measured": self.builds_measured, "runs": self.runs,
            "runs_this_time": self.runs_this_time,
            "change_points": [c.as_dict() for c in self.change_points],
            "build_table": self.builds.astype(object).where(self.builds.notna(), None).to_dict(orient="records"),
        }


def compare(a: np.ndarray, b: np.ndarray, s: Settings) -> tuple[str, float]:
    """(verdict, p): Pinpoint's comparison of two samples."""
    if len(a) == 0 or len(b) == 0:
        return UNKNOWN, float("nan")
    if np.all(a == a[0]) and np.all(b == b[0]):  # constant outputs: the tests' p is undefined
        r = float(b[0] / a[0]) if a[0] else np.inf
        if 1 / (1 + s.min_change) < r < 1 + s.min_change:
            return SAME, 1.0
        return (DIFFERENT if min(len(a), len(b)) >= s.repeats else UNKNOWN), 0.0
    with warnings.catch_warnings():  # ks_2samp falls back from its exact method with ties: fine here
        warnings.simplefilter("ignore", RuntimeWarning)
        p = min(float(stats.mannwhitneyu(a, b, alternative="two-sided").pvalue),
                float(stats.ks_2samp(a, b, alternative="two-sided").pvalue))
    r, lo, hi, _ = _ratio(a, b, "process")
    small = 1 / (1 + s.min_change) < r < 1 + s.min_change
    if p <= s.alpha and not small:
        return DIFFERENT, p
    if p > s.same_p or min(len(a), len(b)) >= s.max_repeats:
        return SAME, p
    if small and 1 / (1 + s.min_change) < lo and hi < 1 + s.min_change:  # whatever differs is smaller than worth chasing
        return SAME, p
    return UNKNOWN, p


class _State:
    def __init__(self, candidates: list[Candidate], executor: Executor, store: Store,
                 progress: Callable[[Measurement, bool], None] | None):
        self.c = candidates
        self.executor = executor
        self.store = store
        self.kept = store.load()
        self.progress = progress
        self.metric = "throughput"
        self.runs_this_time = 0
        self.attempts: dict[int, list[Measurement]] = {i: [] for i in range(len(candidates))}

    def values(self, i: int) -> np.ndarray:
        return np.array([getattr(m, self.metric) for m in self.attempts[i] if m.ok and getattr(m, self.metric) is not None],
                        dtype=float)

    def failed(self, i: int) -> bool:
        a = self.attempts[i]
        return bool(a) and not a[0].ok  # a build whose first run fails is a failed build

    def measured(self, i: int) -> bool:
        return bool(self.attempts[i])

    def ensure(self, wanted: dict[int, int]) -> None:
        """Bring each build i to wanted[i] successful measurements (a failed build gets none)."""
        requests = []
        for i, n in sorted(wanted.items()):
            if self.failed(i):
                continue
            have = len(self.values(i))
            next_attempt = len(self.attempts[i])
            for k in range(next_attempt, next_attempt + max(0, n - have)):
                requests.append((self.c[i], k))
        todo = []
        for cand, k in requests:
            m = self.kept.get((cand.label, k))
            if m is not None:
                self._add(m, reused=True)
            else:
                todo.append((cand, k))
        for m in self.executor.run(todo):
            self.store.save(m)
            self.runs_this_time += 1
            self._add(m, reused=False)

    def _add(self, m: Measurement, reused: bool) -> None:
        self.attempts[m.index].append(m)
        self.attempts[m.index].sort(key=lambda x: x.attempt)
        if self.progress:
            self.progress(m, reused)


def _between(st: _State, a: int, b: int) -> int | None:
    """The unmeasured build nearest the middle of (a, b), or None."""
    free = [i for i in range(a + 1, b) if not st.measured(i)]
    if not free:
        return None
    mid = (a + b) / 2
    return min(free, key=lambda i: (abs(i - mid), i))


def bisect_builds(candidates: list[Candidate], executor: Executor, store: Store, settings: Settings = Settings(),
                  progress: Callable[[Measurement, bool], None] | None = None) -> BisectResult:
    """Find every change point of a metric (throughput by default) across ordered builds.

    Args:
        candidates: the builds, in order (:func:`kitlib.bisect.candidates.read_candidates`).
        executor: runs measurements (:class:`kitlib.bisect.runner.JobExecutor`).
        store: the bisect folder; measurements already kept there are reused, not rerun.
        progress: called with each measurement and whether it was reused.

    Returns:
        A :class:`BisectResult`: the builds table (:data:`BUILD_SCHEMA`), the change
        points (each between two adjacent measured builds), and the run counts.

    Raises:
        KitError: every build failed, or all but one.
    """
    if settings.metric not in METRICS:
        raise KitError(f"unknown metric {settings.metric!r}: one of {', '.join(METRICS)}")
    st = _State(candidates, executor, store, progress)
    st.metric = settings.metric
    n = len(candidates)
    lo, hi = 0, n - 1
    first = {round(k * (n - 1) / max(1, settings.initial - 1)) for k in range(max(2, settings.initial))}
    st.ensure({i: settings.repeats for i in sorted(first)})
    while st.failed(lo) and lo < hi:  # an end that fails: move inwards
        lo += 1
        st.ensure({lo: settings.repeats})
    while st.failed(hi) and hi > lo:
        hi -= 1
        st.ensure({hi: settings.repeats})
    if lo >= hi:
        raise KitError("fewer than two builds could be measured; see the measurements' reasons")
    for _ in range(10 * n):  # each round measures something or stops; this only bounds a bug
        pts = [i for i in range(lo, hi + 1) if st.measured(i) and not st.failed(i)]
        wanted: dict[int, int] = {}
        for a, b in zip(pts, pts[1:]):
            verdict, _ = compare(st.values(a), st.values(b), settings)
            if verdict == DIFFERENT:
                m = _between(st, a, b)
                if m is not None:
                    wanted[m] = settings.repeats
            elif verdict == UNKNOWN:
                for i in (a, b):
                    wanted[i] = max(wanted.get(i, 0), min(settings.max_repeats, 2 * len(st.values(i))))
        if not wanted:
            break
        st.ensure(wanted)
    return _result(st, lo, hi, settings)


def _result(st: _State, lo: int, hi: int, settings: Settings) -> BisectResult:
    pts = [i for i in range(lo, hi + 1) if st.measured(i) and not st.failed(i)]
    changes = []
    for a, b in zip(pts, pts[1:]):
        va, vb = st.values(a), st.values(b)
        verdict, p = compare(va, vb, settings)
        if verdict != DIFFERENT:
            continue
        r, lo_, hi_, _ = _ratio(va, vb, "process")
        changes.append(ChangePoint(st.c[a].label, st.c[b].label, r, lo_, hi_, p, "regression" if (r < 1) == METRICS[settings.metric] else "improvement",
                                   [st.c[i].label for i in range(a + 1, b) if st.failed(i)]))
    rows = []
    for i, cand in enumerate(st.c):
        ms = st.attempts[i]
        v = st.values(i)
        center, lo_, hi_ = typical(v, "process") if len(v) else (np.nan, np.nan, np.nan)
        ct = [m.compile_time_s for m in ms if m.ok and m.compile_time_s is not None]
        rows.append({
            "index": i, "label": cand.label,
            "status": "failed" if st.failed(i) else "measured" if ms else "not measured",
            "runs": len(ms), "value": center, "ci_low": lo_, "ci_high": hi_,
            "compile_time_s": float(np.median(ct)) if ct else np.nan,
            "reason": ms[0].reason if st.failed(i) else None,
        })
    runs = sum(len(a) for a in st.attempts.values())
    return BisectResult(st.c, frame(rows, BUILD_SCHEMA), changes, runs, st.runs_this_time, settings.metric)
