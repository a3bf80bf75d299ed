"""Search over ordered builds: every change point, each comparison paired in randomised blocks.

The scan, first: ``initial`` builds evenly spaced (ends included; ``initial=0``: every build) are
measured together in ``repeats`` blocks; a block runs each of them once, in a fresh random order, and the
block after it in the reverse order (:func:`kitlib.bisect.runner.blocks`). A
change that is undone between two adjacent scanned builds (both its edges inside one gap of the scan)
is not seen: the result states the scan and its widest gap, and ``initial`` narrows it.

Then, as Chromium's Pinpoint explores a range: compare every pair of adjacent measured builds; where a
pair differs, measure the build midway between them together with both (blocks of the three, so both
new pairs are paired); where the comparison cannot tell, add blocks of the pair (doubling, up to
``max_repeats``); where they are the same, stop. A pair that differs with no unmeasured build between
them is a change point. Regressions and improvements are both reported, so two drops and a partial
recovery are three change points. A build whose first run fails (its command, its environment, its
program) is failed and the search goes around it (a change point across failed builds names them).

Every comparison is paired by block: per block holding both builds, the log of the ratio of their runs
(each run one process); then a paired t on those logs (:func:`kitlib.analysis.stats.paired_t`). A
machine that slows down or speeds up between blocks moves both runs of a block alike, so a drift that
starts halfway through the runs does not make a change point (a batch of A then a batch of B would:
golang/go#67822). Below ``alpha`` the pair differs unless its ratio is within ``1 +- min_change`` (the
magnitude worth chasing); the pair is the same when the ratio's 95% interval lies within ``1 +-
min_change``, when p is above ``same_p`` (Pinpoint's rule), or at ``max_repeats`` blocks unless the whole
95% interval lies beyond ``1 +- min_change`` (then it differs); else unknown.
The metric is ``throughput`` (higher is better) or ``compile_time_s`` (lower is better), as the runs
print them; runs made with probe options (diagnostic, profiled) are not used for it.
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from ..analysis.stats import Bisected, Verdict, log_interval, paired_t, typical
from ..errors import KitError
from ..schema import Column, Schema, frame, records
from .candidates import Candidate
from .runner import Executor, Measurement, Request, Store, blocks

SAME, DIFFERENT, UNKNOWN = Bisected.SAME, Bisected.DIFFERENT, Bisected.UNKNOWN
#: the metrics every run has (``throughput``: higher is better; the rest lower); a build from pins also bisects any
#: figure its runs record (:func:`kitlib.bisect.runner.recorded_metrics`: torch_xla's ``CompileTime_s``,
#: ``ExecuteTime_s``, ``UncachedCompile`` ...), lower being better
METRICS = {"throughput": True, "compile_time_s": False, "wall_s": False}


def higher_is_better(metric: str) -> bool:
    """Whether a larger value of ``metric`` is better (throughput; every time and count is lower-better)."""
    return METRICS.get(metric, False)


def compile_metric(metric: str) -> bool:
    """Whether ``metric`` is a compile time (``compile_time_s``, torch_xla's ``CompileTime_s`` ...): its runs keep no
    dumps, and a change point of it is explained by where the compile went first."""
    return "compile" in metric.lower()

BUILD_SCHEMA = Schema(
    [
        Column("index", "int64", "position of the build in the builds' order (0-based)"),
        Column("label", "string", "build label"),
        Column("status", "string", "measured, failed or not measured"),
        Column("runs", "int64", "runs made of the build as it is (failed and diagnostic ones included)"),
        Column("blocks", "int64", "blocks holding a timing run of the build"),
        Column("value", "float64", "the bisected metric: geometric mean of the timing runs (each one process)",
               "per s (throughput) or s (compile_time_s)"),
        Column("ci_low", "float64", "95% t interval on the logs, low end", "as value"),
        Column("ci_high", "float64", "95% t interval on the logs, high end", "as value"),
        Column("compile_time_s", "float64", "median compile time the runs printed (<NA> when they printed none)", "s"),
        Column("CompileTime_s", "float64", "torch_xla's CompileTime metric, the runs' median of each run's total (<NA>: "
               "not a torch_xla build from pins)", "s"),
        Column("ExecuteTime_s", "float64", "torch_xla's ExecuteTime metric, the runs' median of each run's total", "s"),
        Column("UncachedCompile", "float64", "torch_xla's counter of graphs compiled, the runs' median", "graphs"),
        Column("reason", "string", "why a failed build failed, else <NA>"),
    ]
)
#: the figures a torch_xla build's runs record (:func:`kitlib.bisect.runner.recorded_metrics`) that the builds table
#: shows per build: the compile and execution time torch_xla measured and the number of graphs it compiled
BUILD_METRICS = ("CompileTime_s", "ExecuteTime_s", "UncachedCompile")


def build_figures(runs: Sequence[Measurement]) -> dict[str, float]:
    """A build's columns of :data:`BUILD_SCHEMA` from its runs' own records: the median over its timing runs (ok, not
    diagnostic, no setting changed) of the compile time each printed and of each of :data:`BUILD_METRICS`; NaN where
    no run has the figure."""
    timing = [m for m in runs if m.ok and not m.diagnostic and not m.setting]
    out = {}
    for name in ("compile_time_s", *BUILD_METRICS):
        v = [x for x in (m.value(name) for m in timing) if x is not None]
        out[name] = float(np.median(v)) if v else np.nan
    return out


@dataclass(frozen=True)
class Settings:
    """How hard the search looks."""

    repeats: int = 5  # blocks a new comparison starts with
    max_repeats: int = 20  # blocks of a pair double up to this
    alpha: float = 0.01  # p at or below: different
    same_p: float = 0.3  # p above: same
    initial: int = 5  # builds scanned first, evenly spaced, ends included (0: every build)
    metric: str = "throughput"  # or compile_time_s
    min_change: float = 0.05  # a pair whose ratio's 95% interval lies within 1 +- this is the same
    seed: int = 0  # the blocks' random orders


@dataclass
class ChangePoint:
    before: str
    after: str
    ratio: float  # after / before, of the metric (paired by block)
    ci_low: float
    ci_high: float
    p_value: float
    kind: str  # regression (throughput fell, compile time rose) or improvement
    failed_between: list[str] = field(default_factory=list)
    blocks: int = 0  # blocks holding both builds

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass
class Pair:
    """A paired comparison of two configs over the blocks that hold both."""

    verdict: str
    p_value: float
    ratio: float
    ci_low: float
    ci_high: float
    blocks: int


@dataclass
class BisectResult:
    candidates: list[Candidate]
    builds: pd.DataFrame  # BUILD_SCHEMA
    change_points: list[ChangePoint]
    runs: int  # runs made, including any reused from an earlier interrupted bisect
    runs_this_time: int  # runs made by this call (0 when everything was kept)
    metric: str = "throughput"
    scan: list[str] = field(default_factory=list)  # the builds measured first
    scan_gap: int = 0  # the most builds between two adjacent scanned builds, plus one
    explanations: list[dict[str, Any]] = field(default_factory=list)  # per change point (kitlib.bisect.explain)
    machine_s: float = 0.0  # wall time of every run, s

    @property
    def builds_measured(self) -> int:
        return int((self.builds["runs"] > 0).sum())

    def scan_text(self) -> str:
        first = f"scan: {len(self.scan)} of {len(self.candidates)} builds measured first ({', '.join(self.scan)})"
        if self.scan_gap <= 1:
            return f"{first}: every build, so no change can hide between two scanned builds"
        return (f"{first}; a change that is undone before the next scanned build (both its edges within one gap of up to "
                f"{self.scan_gap} builds) is not seen (--initial narrows the gap; 0 scans every build)")

    def as_dict(self) -> dict[str, Any]:
        return {
            "metric": self.metric, "builds": len(self.candidates), "builds_measured": self.builds_measured, "runs": self.runs,
            "runs_this_time": self.runs_this_time, "machine_s": round(self.machine_s, 1),
            "scan": self.scan, "scan_gap": self.scan_gap, "scan_text": self.scan_text(),
            "change_points": [c.as_dict() for c in self.change_points],
            "explanations": self.explanations,
            "build_table": records(self.builds),
        }


def compare_paired(va: dict[str, float], vb: dict[str, float], s: Settings) -> Pair:
    """Pinpoint's decision on two configs' runs paired by block (block -> value; blocks on one side ignored)."""
    common = sorted(set(va) & set(vb))
    a = pd.Series({k: va[k] for k in common}, dtype=float)
    b = pd.Series({k: vb[k] for k in common}, dtype=float)
    ok = (a > 0) & (b > 0) & np.isfinite(a) & np.isfinite(b)
    n = int(ok.sum())
    if n < 2:
        return Pair(UNKNOWN, float("nan"), float("nan"), float("nan"), float("nan"), n)
    mean, se, df, p = paired_t((np.log(b[ok]) - np.log(a[ok])).to_numpy())
    r, lo, hi = log_interval(mean, se, df)  # the kit's one interval; extreme runs: finite, never an overflow
    band = (1 / (1 + s.min_change), 1 + s.min_change)
    small = band[0] < r < band[1]
    outside = hi < band[0] or lo > band[1]  # the whole 95% interval beyond the band: a change worth chasing
    if (p <= s.alpha and not small) or (n >= s.max_repeats and outside):
        verdict = DIFFERENT if n >= min(s.repeats, 3) else UNKNOWN
    elif band[0] < lo and hi < band[1]:
        verdict = SAME
    elif (p > s.same_p and n >= s.repeats) or n >= s.max_repeats:
        verdict = SAME
    else:
        verdict = UNKNOWN
    return Pair(verdict, p, r, lo, hi, n)


class State:
    """The measurements so far, and the way to make more: blocks of configs run through the executor."""

    def __init__(self, candidates: list[Candidate], executor: Executor, store: Store, settings: Settings,
                 progress: Callable[[Measurement, bool], None] | None):
        self.c = candidates
        self.executor = executor
        self.store = store
        self.settings = settings
        self.kept = store.load()
        self.progress = progress
        self.runs_this_time = 0
        self.next_block = 0
        self.runs: dict[str, list[Measurement]] = {}

    # ---- what is known
    def values(self, config: str) -> dict[str, float]:
        """block -> the metric of the config's timing run in that block (ok runs, diagnostic ones left out).

        The key is the block and the node its run ran on: a block split across nodes (a Ray node lost) is
        not paired across them."""
        metric = self.settings.metric
        return {f"{m.block or m.attempt}|{m.node or ''}": float(v) for m in self.runs.get(config, [])
                if m.ok and not m.diagnostic and (v := m.value(metric)) is not None}

    def failed(self, config: str) -> bool:
        a = self.runs.get(config, [])
        return bool(a) and not a[0].ok  # a config whose first run fails is failed

    def measured(self, config: str) -> bool:
        return bool(self.runs.get(config))

    def compare(self, a: str, b: str) -> Pair:
        return compare_paired(self.values(a), self.values(b), self.settings)

    # ---- making more
    def run_blocks(self, configs: Sequence[tuple[Candidate, str, tuple[tuple[str, str], ...]]], n: int,
                   probe: tuple[str, ...] = ()) -> None:
        """``n`` blocks of these configs ((candidate, config name, env)), each in a fresh random order; a config
        that fails its first run is left out of the blocks after it. ``probe``: probe options of diagnostic runs
        (runs made to explain: the metric leaves them out)."""
        live = [c for c in configs if not self.failed(c[1])]
        if len(live) == 0 or n <= 0:
            return
        by_name = {c[1]: c for c in live}
        plan = blocks(list(by_name), n, self.next_block, self.settings.seed)
        self.next_block += n + n % 2  # the next call's blocks start a counterbalanced pair of their own
        for chunk in (plan[:1], plan[1:]):  # the first block alone: a config that fails there is left out after
            requests: list[Request] = []
            for block, order in chunk:
                for pos, name in enumerate(order):
                    cand, config, env = by_name[name]
                    if self.failed(config):
                        continue
                    attempt = len(self.runs.get(config, [])) + len([r for r in requests if r.config == config])
                    requests.append(Request(cand, config, attempt, block, pos, env, probe, diagnostic=bool(probe)))
            todo = []
            for r in requests:
                m = self.kept.get((r.config, r.attempt))
                if m is not None and (m.block in (None, r.block)):
                    self._add(m, reused=True)
                else:
                    todo.append(r)
            for m in self.executor.run(todo):
                self.store.save(m)
                self.runs_this_time += 1
                self._add(m, reused=False)

    def _add(self, m: Measurement, reused: bool) -> None:
        runs = self.runs.setdefault(m.key, [])
        runs.append(m)
        runs.sort(key=lambda x: x.attempt)
        if self.progress:
            self.progress(m, reused)

    def build(self, i: int) -> tuple[Candidate, str, tuple[tuple[str, str], ...]]:
        return (self.c[i], self.c[i].label, ())

    def all_runs(self) -> list[Measurement]:
        return [m for ms in self.runs.values() for m in ms]


def scan_points(n: int, initial: int) -> list[int]:
    """The builds measured first: ``initial`` evenly spaced indices of ``n`` (ends included); 0: all."""
    k = n if initial <= 0 else max(2, min(initial, n))
    return sorted({round(j * (n - 1) / (k - 1)) for j in range(k)})


def _between(st: State, a: int, b: int) -> int | None:
    """The unmeasured build nearest the middle of (a, b), or None."""
    free = [i for i in range(a + 1, b) if not st.measured(st.c[i].label)]
    if not free:
        return None
    mid = (a + b) / 2
    return min(free, key=lambda i: (abs(i - mid), i))


def bisect_builds(candidates: list[Candidate], executor: Executor, store: Store, settings: Settings = Settings(),
                  progress: Callable[[Measurement, bool], None] | None = None,
                  explain: Callable[[State, ChangePoint], dict[str, Any]] | None = None) -> BisectResult:
    """Find every change point of a metric (throughput by default) across ordered builds.

    Args:
        candidates: the builds, in order (:func:`kitlib.bisect.candidates.read_candidates`, or builds from pins).
        executor: runs requests (:class:`kitlib.bisect.runner.JobExecutor`).
        store: the bisect folder; runs already kept there are reused, not rerun.
        progress: called with each run and whether it was reused.
        explain: called at every change point with the state (to run more blocks) and the change point;
            what it returns is kept in ``explanations`` (:func:`kitlib.bisect.explain.explain`).

    Returns:
        A :class:`BisectResult`: the builds table (:data:`BUILD_SCHEMA`), the change points (each between
        two adjacent measured builds), the scan, the explanations and the run counts.

    Raises:
        KitError: an unknown metric, or fewer than two builds that could be measured.
    """
    if not re.fullmatch(r"[A-Za-z_][\w.:]*", settings.metric):
        raise KitError(f"metric {settings.metric!r}: not a metric name ({', '.join(METRICS)}, or one the runs record)")
    st = State(candidates, executor, store, settings, progress)
    n = len(candidates)
    scan = scan_points(n, settings.initial)
    st.run_blocks([st.build(i) for i in scan], settings.repeats)
    ok = [i for i in scan if not st.failed(st.c[i].label)]
    lo, hi = 0, n - 1
    while lo < hi and st.failed(st.c[lo].label):  # an end that fails: move inwards, measured with its neighbour
        lo += 1
        if not st.measured(st.c[lo].label):
            st.run_blocks([st.build(lo), *[st.build(i) for i in ok if i > lo][:1]], settings.repeats)
    while hi > lo and st.failed(st.c[hi].label):
        hi -= 1
        if not st.measured(st.c[hi].label):
            st.run_blocks([*[st.build(i) for i in ok if i < hi][-1:], st.build(hi)], settings.repeats)
    pts = [i for i in range(lo, hi + 1) if st.measured(st.c[i].label) and not st.failed(st.c[i].label)]
    if len(pts) < 2:
        raise KitError("fewer than two builds could be measured; see the runs' reasons")
    for _ in range(20 * n):  # each round measures something or stops; this only bounds a bug
        pts = [i for i in range(lo, hi + 1) if st.measured(st.c[i].label) and not st.failed(st.c[i].label)]
        acted = False
        for a, b in zip(pts, pts[1:]):
            pair = st.compare(st.c[a].label, st.c[b].label)
            if pair.verdict == DIFFERENT:
                m = _between(st, a, b)
                if m is not None:
                    st.run_blocks([st.build(a), st.build(m), st.build(b)], settings.repeats)
                    acted = True
                    break
            elif pair.verdict == UNKNOWN:
                more = min(max(pair.blocks, 2), settings.max_repeats - pair.blocks)
                st.run_blocks([st.build(a), st.build(b)], max(more, 1))
                acted = True
                break
        if not acted:
            break
    changes = _change_points(st, lo, hi)
    explanations = [explain(st, c) for c in changes] if explain else []
    return _result(st, changes, scan, explanations)


def _change_points(st: State, lo: int, hi: int) -> list[ChangePoint]:
    pts = [i for i in range(lo, hi + 1) if st.measured(st.c[i].label) and not st.failed(st.c[i].label)]
    out = []
    for a, b in zip(pts, pts[1:]):
        p = st.compare(st.c[a].label, st.c[b].label)
        if p.verdict != DIFFERENT:
            continue
        kind = "regression" if (p.ratio < 1) == higher_is_better(st.settings.metric) else "improvement"
        out.append(ChangePoint(st.c[a].label, st.c[b].label, p.ratio, p.ci_low, p.ci_high, p.p_value, kind,
                               [st.c[i].label for i in range(a + 1, b) if st.failed(st.c[i].label)], p.blocks))
    return out


def _result(st: State, changes: list[ChangePoint], scan: list[int], explanations: list[dict[str, Any]]) -> BisectResult:
    rows = []
    for i, cand in enumerate(st.c):
        ms = st.runs.get(cand.label, [])
        v = np.array(list(st.values(cand.label).values()), dtype=float)
        center, lo_, hi_ = typical(v, "process") if len(v) else (np.nan, np.nan, np.nan)
        rows.append({
            "index": i, "label": cand.label,
            "status": "failed" if st.failed(cand.label) else "measured" if ms else "not measured",
            "runs": len(ms), "blocks": len(v), "value": center, "ci_low": lo_, "ci_high": hi_,
            **build_figures(ms),
            "reason": ms[0].reason if st.failed(cand.label) else None,
        })
    everything = st.all_runs()
    gap = max((b - a for a, b in zip(scan, scan[1:])), default=1)
    return BisectResult(st.c, frame(rows, BUILD_SCHEMA), changes, len(everything), st.runs_this_time, st.settings.metric,
                        [st.c[i].label for i in scan], gap, explanations, float(sum(m.wall_s for m in everything)))


def read_bisect(folder: str | Path, metric: str | None = None) -> dict[str, Any]:
    """The result ``kit bisect`` wrote into its folder (``bisect.json``; ``bisect-<metric>.json`` for another
    metric): builds, change points, scan, explanations, run counts (:meth:`BisectResult.as_dict`). ``metric`` None:
    the throughput's result where there is one, else the newest of the other metrics'.

    Raises:
        KitError: the folder holds no result for that metric (the bisect has not finished), or it is not JSON.
    """
    folder = Path(folder)
    if metric is None:
        others = sorted(folder.glob("bisect-*.json"), key=lambda f: f.stat().st_mtime)
        metric = "throughput" if (folder / "bisect.json").is_file() or not others else others[-1].stem.removeprefix("bisect-")
    p = folder / ("bisect.json" if metric == "throughput" else f"bisect-{metric}.json")
    try:
        return json.loads(p.read_text())
    except OSError:
        raise KitError(f"{p}: no bisect result here (kit bisect writes it when it ends)") from None
    except ValueError as e:
        raise KitError(f"{p}: not JSON ({e})") from None


def time_verdict(p: Any, higher_is_better: bool, min_change: float) -> Verdict:
    """A paired comparison of the search (x vs y: y as side b) in the kit's :class:`Verdict` vocabulary, in time:
    faster when the metric got better. The search's "same" is no change only where its 95% interval lies within
    ``1 +- min_change``: the search also stops at "same" when its blocks run out (Pinpoint's rule, right for where to
    look next), and a wide interval there says nothing about whether a setting restores the time (can't tell)."""
    if p.verdict == SAME:
        within = 1 / (1 + min_change) < p.ci_low and p.ci_high < 1 + min_change
        return Verdict.NO_CHANGE if within else Verdict.CANT_TELL
    if p.verdict != DIFFERENT or p.ratio != p.ratio:
        return Verdict.CANT_TELL
    return Verdict.FASTER if (p.ratio > 1) == higher_is_better else Verdict.SLOWER


def dump_run(st: State, run: Path, c: Candidate, option: str = "dump") -> Path | None:
    """The process folder of the build's last ok run made with the probe ``option`` (``dump``: it kept XLA's dumps;
    ``passes``: the module after every pass too), a profiled one first (its profile says which graphs a step runs:
    :func:`kitlib.capture.replay.resolve_source`)."""
    from ..runfolder.layout import process_dir

    ms = [m for m in st.runs.get(c.label, []) if m.ok and option in m.probe]
    ms.sort(key=lambda m: ("profile" in m.probe, m.attempt))
    return process_dir(run, c.label, ms[-1].attempt) if ms else None
