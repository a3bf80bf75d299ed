"""Where compile time goes, phase by phase: XLA's own trace of a profiled compile split into phases and passes.

A run captured with ``--dump-passes`` holds, per config process, one compile profiled with XLA's TraceMe events
(``kit sweep --dump-passes``). :func:`trace_phases` puts each event of the compiling thread in the first phase its
name matches (:data:`PHASE_RULES`: HLO passes, scheduling, IR emission, LLVM, ...), the work handed to pool
threads apart (:data:`PART_RULES`) and each HLO pass's time; :func:`compile_phases` and :func:`pass_times` do it for
every process of a run and check that the phases add up to the measured compile time;
:func:`summarize_over_processes` gives each phase or pass its interval over the processes.

Checked against: jax 0.9.2 XLA:CPU and deviceless XLA:GPU profiled compiles, torch_xla 2.9.0's graphs replayed.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pandas as pd

from ..errors import KitError
from ..runfolder.run import Run
from ..schema import Column, Schema, frame
from .passes import pass_sequence

#: the profiled compile's outermost event: the PJRT client's compile (XLA:CPU, a compile-only XLA:GPU client)
COMPILE_ROOT = r"^(?:PjRtCpuClient::Compile|PjRtCApiCompiler::Compile|PjRtCApiClient::Compile|PjRtStreamExecutorClient::Compile)\b"
#: phase -> event names (XLA's TraceMe names, jax 0.9.2 XLA:CPU and XLA:GPU): an event is in the first phase its name
#: matches, else in its parent's; the root's own time is "client and other"
PHASE_RULES: tuple[tuple[str, str], ...] = (
    ("HLO passes", r"^(?:OptimizeHloModule|RunHloPasses|(?:Cpu|Gpu)Compiler::RunHloPasses|HLO passes\b.*)$"),
    ("HLO scheduling", r"^(?:ScheduleGpuModule|RunLatencyHidingSchedulerPasses|\w*ScheduleModule\w*)$"),
    ("IR emission", r"^(?:ThunkEmitter::\w+|CompileModuleToLlvmIr|IrEmitter\w*)$"),
    ("LLVM module split", r"^SplitModule$"),
    ("LLVM optimisation and code generation", r"^(?:Codegen|JitCompiler::Compile|Compiling IR\b.*|CompileSingleModule)$"),
    ("PTX to CUBIN", r"^PTX->CUBIN$"),
    ("backend, other", r"^(?:CpuCompiler::RunBackend|CpuCompiler::CompileCpuExecutable|CompileToBackendResult|CompileAheadOfTime)$"),
    ("loading", r"^(?:ResultFromModule)$"),
)
CLIENT = "client and other"
#: the kit's own event around exactly the compile call it times (kitlib.jax_adapter.COMPILE_EVENT): the time in it
#: outside XLA's compile event is the client's (StableHLO to HLO before, loading the executable after)
KIT_COMPILE_EVENT = "kit::compile"
BEFORE, AFTER = "client, before XLA's compile (StableHLO to HLO)", "client, after XLA's compile (loading)"
#: work the compile hands to its pool threads: phase it belongs to, event names
PART_RULES: tuple[tuple[str, str], ...] = (
    ("kernel IR emission (fusion emitters)", r"^FusionCompiler::Compile$"),
    ("LLVM compile of one module (a kernel's, or a split part)", r"^TaskDispatcher::dispatch$|^Compiling IR\b.*"),
)

COMPILE_PHASE_SCHEMA = Schema(
    [
        Column("config", "string", "config name"),
        Column("process", "int64", "process number"),
        Column("phase", "string", "compile phase (PHASE_RULES), or 'client and other' for time no rule names"),
        Column("duration_us", "float64", "wall time on the compiling thread in the phase's events, less the time in nested events of other phases", "us"),
        Column("n_events", "int64", "events of the phase"),
        Column("share", "float64", "duration_us over the measured compile time (traced_compile_time_s)"),
    ]
)

COMPILE_PHASE_CHECK_SCHEMA = Schema(
    [
        Column("config", "string", "config name"),
        Column("process", "int64", "process number"),
        Column("n_compiles", "int64", "profiled compiles (one per HLO module compiled)"),
        Column("phases_us", "float64", "every phase added up: XLA's compile events and the client's time around them", "us"),
        Column("xla_us", "float64", "XLA's compile events alone (the compiles' root events on the compiling thread)", "us"),
        Column("named_us", "float64", "the phases a rule names (not 'client and other', not the client's time around XLA's events)", "us"),
        Column("measured_us", "float64", "wall time of the same compile(s) measured by the worker (traced_compile_time_s)", "us"),
        Column("ratio", "float64", "phases_us / measured_us"),
        Column("within_5pct", "boolean", "|ratio - 1| <= 0.05"),
    ]
)

COMPILE_PART_SCHEMA = Schema(
    [
        Column("config", "string", "config name"),
        Column("process", "int64", "process number"),
        Column("kind", "string", "what the pool thread did (PART_RULES)"),
        Column("thread", "string", "pool thread"),
        Column("start_us", "float64", "start, from the compile's start", "us"),
        Column("duration_us", "float64", "wall time", "us"),
        Column("module", "string", "the LLVM module it compiled, where the event says (a kernel's module), else <NA>"),
    ]
)

PASS_TIME_SCHEMA = Schema(
    [
        Column("config", "string", "config name"),
        Column("process", "int64", "process number"),
        Column("hlo_module", "string", "HLO module (<NA> from a trace, which does not say)"),
        Column("pipeline", "string", "pipeline (spaces made _); <NA> from a trace"),
        Column("pass", "string", "pass (or, from a trace, pass or pipeline: XLA's TraceMe of either)"),
        Column("n_runs", "int64", "runs added up"),
        Column("duration_us", "float64", "wall time, nested passes included", "us"),
        Column("self_us", "float64", "wall time less nested passes", "us"),
        Column("source", "string", "metadata (XLA's module metadata of the dumping compile: a changed pass's time includes "
                                   "writing its dump) or trace (the profiled compile, no dumps)"),
    ]
)


def _nest(events: pd.DataFrame) -> list[int]:
    """Parent row of each event of one thread (events sorted by start, longest first), -1 at the top."""
    parent = [-1] * len(events)
    stack: list[int] = []
    starts, ends = events["start_us"].tolist(), (events["start_us"] + events["duration_us"]).tolist()
    for i in range(len(events)):
        while stack and starts[i] >= ends[stack[-1]] - 1e-3:
            stack.pop()
        parent[i] = stack[-1] if stack else -1
        stack.append(i)
    return parent


def trace_phases(events: pd.DataFrame) -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame]:
    """The profiled compile(s) of one process split into phases.

    Args:
        events: :func:`kitlib.timings.xplane.read_xplane`'s ``events`` of a profile holding compiles.

    Returns:
        (phases: phase, duration_us, n_events, one row per phase with time; parts: kind, thread, start_us, duration_us,
        module of the work on pool threads; passes: name, n_runs, duration_us, self_us of the events in the HLO-pass
        phase). XLA's phases add up to the compiles' root events exactly (each root's thread partitioned by the
        innermost event a rule of :data:`PHASE_RULES` names); where the kit's own event around the timed call
        (:data:`KIT_COMPILE_EVENT`) holds a root, the time in it before and after the root are two more phases
        (the client's). Empty frames when no compile root is found.
    """
    import re

    root_re, rules = re.compile(COMPILE_ROOT), [(name, re.compile(rx)) for name, rx in PHASE_RULES]
    part_rules = [(name, re.compile(rx)) for name, rx in PART_RULES]
    ev = events.sort_values(["start_us", "duration_us"], ascending=[True, False]).reset_index(drop=True)
    is_root = ev["name"].str.match(root_re)
    totals: dict[str, list[float]] = {}
    passes: dict[str, list[float]] = {}
    parts: list[dict[str, Any]] = []
    for (plane, thread), g in ev.groupby(["plane", "thread"], sort=False):
        if not is_root[g.index].any():
            continue
        g = g.reset_index()
        parent = _nest(g)
        names = g["name"].tolist()
        dur = g["duration_us"].tolist()
        phase: list[str | None] = [None] * len(g)
        root_of = [-1] * len(g)
        child_us = [0.0] * len(g)
        for i in range(len(g)):
            p = parent[i]
            if p >= 0:
                child_us[p] += dur[i]
            if root_re.match(names[i]) and (p < 0 or root_of[p] < 0):
                root_of[i], phase[i] = i, CLIENT
            elif p >= 0 and root_of[p] >= 0:
                root_of[i] = root_of[p]
                phase[i] = next((n for n, rx in rules if rx.match(names[i])), phase[p])
        for i in range(len(g)):
            ph = phase[i]
            if ph is None:
                continue
            t = totals.setdefault(ph, [0.0, 0])
            t[0] += max(dur[i] - child_us[i], 0.0)
            t[1] += 1
            if ph == "HLO passes" and parent[i] >= 0 and phase[parent[i]] == "HLO passes":
                q = passes.setdefault(names[i], [0, 0.0, 0.0])
                q[0] += 1
                q[1] += dur[i]
                q[2] += max(dur[i] - child_us[i], 0.0)
        for r in g[g["name"].str.match(root_re)].itertuples():
            lo, hi = r.start_us, r.start_us + r.duration_us
            other = ev[(ev["plane"] == plane) & (ev["thread"] != thread) & (ev["start_us"] >= lo) & (ev["start_us"] < hi)]
            for o in other.itertuples():
                kind = next((n for n, rx in part_rules if rx.match(o.name)), None)
                if kind is not None:
                    module = None
                    try:
                        module = json.loads(o.args).get("module") if isinstance(o.args, str) and o.args else None
                    except ValueError:
                        pass
                    parts.append({"kind": kind, "thread": o.thread, "start_us": o.start_us - lo, "duration_us": o.duration_us,
                                  "module": module})
    roots = ev[is_root]
    for k in ev[ev["name"] == KIT_COMPILE_EVENT].itertuples():
        lo, hi = k.start_us, k.start_us + k.duration_us
        inside = roots[(roots["start_us"] >= lo) & (roots["start_us"] < hi)]
        if inside.empty:
            continue
        for name, us in ((BEFORE, float(inside["start_us"].min()) - lo),
                         (AFTER, hi - float((inside["start_us"] + inside["duration_us"]).max()))):
            t = totals.setdefault(name, [0.0, 0])
            t[0] += max(us, 0.0)
            t[1] += 1
    ph = pd.DataFrame([{"phase": k, "duration_us": v[0], "n_events": int(v[1])} for k, v in totals.items()],
                      columns=["phase", "duration_us", "n_events"])
    order = {n: i for i, (n, _) in enumerate(PHASE_RULES)} | {CLIENT: len(PHASE_RULES), BEFORE: -1, AFTER: len(PHASE_RULES) + 1}
    ph = ph.sort_values("phase", key=lambda s: s.map(order)).reset_index(drop=True)
    ps = pd.DataFrame([{"name": k, "n_runs": v[0], "duration_us": v[1], "self_us": v[2]} for k, v in passes.items()],
                      columns=["name", "n_runs", "duration_us", "self_us"])
    return ph, pd.DataFrame(parts, columns=["kind", "thread", "start_us", "duration_us", "module"]), ps


def _traced_processes(run: Run) -> list[tuple[str, int, pd.DataFrame, float | None]]:
    out = []
    for config, rec in run.ok_processes():
        k = int(rec["process"])
        ev = run.compile_trace(config, k)
        if ev is None:
            continue
        res = run.result(config, k) or {}
        out.append((config, k, ev, res.get("traced_compile_time_s")))
    return out


def compile_phases(run: Run | str | Path) -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame]:
    """Compile time phase by phase for every profiled process of a run (``kit sweep --dump-passes``).

    Returns:
        (phases :data:`COMPILE_PHASE_SCHEMA`, check :data:`COMPILE_PHASE_CHECK_SCHEMA` (do the phases add up to the measured compile
        time), parts :data:`COMPILE_PART_SCHEMA` (the work on pool threads: kernel IR emission, LLVM compile per split part)).

    Raises:
        RunFolderError: not a run folder.
    """
    from ..runfolder.run import as_run

    r = as_run(run)
    phases, checks, parts = [], [], []
    for config, k, ev, measured_s in _traced_processes(r):
        ph, pa, _ = trace_phases(ev)
        if ph.empty:
            continue
        measured = measured_s * 1e6 if measured_s else float("nan")
        total = float(ph["duration_us"].sum())
        for row in ph.itertuples():
            phases.append({"config": config, "process": k, "phase": row.phase, "duration_us": row.duration_us,
                           "n_events": row.n_events, "share": row.duration_us / measured})
        client = ph["phase"].isin([CLIENT, BEFORE, AFTER])
        named = float(ph.loc[~client, "duration_us"].sum())
        xla = float(ph.loc[~ph["phase"].isin([BEFORE, AFTER]), "duration_us"].sum())
        n_roots = int(ev["name"].str.match(COMPILE_ROOT).sum())
        checks.append({"config": config, "process": k, "n_compiles": n_roots, "phases_us": total, "xla_us": xla, "named_us": named,
                       "measured_us": measured, "ratio": total / measured,
                       "within_5pct": bool(abs(total / measured - 1) <= 0.05) if measured == measured else None})
        parts += [{"config": config, "process": k, **p} for p in pa.to_dict("records")]
    return frame(phases, COMPILE_PHASE_SCHEMA), frame(checks, COMPILE_PHASE_CHECK_SCHEMA), frame(parts, COMPILE_PART_SCHEMA)


def pass_times(run: Run | str | Path) -> pd.DataFrame:
    """Time per HLO pass for every process of a run: from XLA's module metadata where the dumps hold it (XLA:GPU; the
    dumping compile: a pass that changed the module includes writing its dump, which XLA does before it records the
    pass's end), and from the profiled compile's TraceMe events (no dumps; a pass and a pipeline are both named
    events there: a pipeline's self time is its own overhead).

    Returns:
        :data:`PASS_TIME_SCHEMA`, one row per (process, module, pipeline, pass) from the metadata, per (process,
        event name) from a trace.
    """
    from ..runfolder.run import as_run

    r = as_run(run)
    rows: list[dict[str, Any]] = []
    for config, rec in r.ok_processes():
        k = int(rec["process"])
        seq = None
        if r.dump_dir(config, k).is_dir():
            try:
                seq = pass_sequence((r, config)) if k == 0 else pass_sequence(r.process_dir(config, k))
            except KitError:
                seq = None
        if seq is not None and seq["source"].eq("metadata").any():
            m = seq[seq["source"] == "metadata"]
            for (mod, pipe, p), g in m.groupby(["hlo_module", "pipeline", "pass"], sort=False):
                rows.append({"config": config, "process": k, "hlo_module": mod, "pipeline": pipe, "pass": p, "n_runs": len(g),
                             "duration_us": float(g["duration_us"].sum()), "self_us": float(g["self_us"].sum()), "source": "metadata"})
        ev = r.compile_trace(config, k)
        if ev is None:
            continue
        _, _, ps = trace_phases(ev)
        rows += [{"config": config, "process": k, "hlo_module": None, "pipeline": None, "pass": q.name, "n_runs": int(q.n_runs),
                  "duration_us": q.duration_us, "self_us": q.self_us, "source": "trace"} for q in ps.itertuples()]
    return frame(rows, PASS_TIME_SCHEMA)


PROCESS_SUMMARY_SCHEMA = Schema(
    [
        Column("config", "string", "config name"),
        Column("what", "string", "the phase, pass or 'compile (measured)'"),
        Column("n_processes", "int64", "processes (blocks) measured"),
        Column("mean_ms", "float64", "mean over processes", "ms"),
        Column("ci_low_ms", "float64", "95% t interval of the mean over processes (NaN with one process: can't tell)", "ms"),
        Column("ci_high_ms", "float64", "upper end", "ms"),
        Column("cv", "float64", "coefficient of variation over processes (spread of the per-process times)"),
    ]
)


def summarize_over_processes(table: pd.DataFrame, what: str, value: str = "duration_us") -> pd.DataFrame:
    """Mean and 95% t interval over processes of ``value`` (us) per (config, ``what``): :data:`PROCESS_SUMMARY_SCHEMA`.
    Never raises on few or extreme samples: fewer than two processes or a non-finite value give NaN (can't tell)."""
    import numpy as np
    from scipy import stats as st

    rows = []
    per = table.groupby(["config", what, "process"], sort=False)[value].sum().reset_index()
    for (config, w), g in per.groupby(["config", what], sort=False):
        x = g[value].to_numpy(dtype=float) / 1e3
        n = len(x)
        ok = n >= 2 and bool(np.isfinite(x).all())
        mean = float(x.mean()) if n else float("nan")
        half = float(st.t.ppf(0.975, n - 1) * x.std(ddof=1) / np.sqrt(n)) if ok else float("nan")
        cv = float(x.std(ddof=1) / mean) if ok and mean > 0 else float("nan")
        rows.append({"config": config, "what": str(w), "n_processes": n, "mean_ms": mean, "ci_low_ms": mean - half,
                     "ci_high_ms": mean + half, "cv": cv})
    return frame(rows, PROCESS_SUMMARY_SCHEMA)


#: a pass's TraceMe name as some releases write it, with the module after it (``simplification (jit_step)``): cut, so
#: one pass has one name in every build (its time summed over the modules, as the releases that name no module do)
_MODULE_SUFFIX = r"\s\([^()\s]+\)$"
#: the name of a pool-work kind's total over every module (renamed kernels move time between names, never out of it)
ALL_MODULES = "all modules"

PHASE_CHANGE_SCHEMA = Schema(
    [
        Column("what", "string", "compile (the whole traced compile), phase (PHASE_RULES), pass (an HLO pass or pipeline) or "
                                 "pool work (what the compile handed to pool threads, PART_RULES, per LLVM module)"),
        Column("name", "string", "'compile', the phase, the pass's TraceMe name (a module after it cut), or '<pool work "
                                 "kind>: <module>' (a kernel's module, a split part; 'all modules': the kind's total, "
                                 "work whose event names no module included)"),
        Column("blocks", "int64", "blocks holding a profiled compile of both sides with this row's time on both"),
        Column("a_ms", "float64", "mean over those blocks, side a", "ms"),
        Column("b_ms", "float64", "mean over those blocks, side b", "ms"),
        Column("runs_a", "float64", "runs of the pass per block, side a (mean; <NA> for compile and phases)"),
        Column("runs_b", "float64", "runs of the pass per block, side b"),
        Column("ratio", "float64", "b / a: geometric mean of the per-block ratios (above 1: b takes longer)", "ratio"),
        Column("ci_low", "float64", "95% t interval of the ratio over blocks, low end", "ratio"),
        Column("ci_high", "float64", "high end", "ratio"),
        Column("p_value", "float64", "paired t on the per-block log ratios"),
        Column("q_value", "float64", "Benjamini-Hochberg over the rows of the same kind (compile: its p_value)"),
        Column("share_of_change", "float64", "(b_ms - a_ms) over the whole compile's (b_ms - a_ms): the part of the change "
                                             "this row holds (phases add up to 1; passes nest and pool work runs in "
                                             "parallel with the compiling thread, so theirs need not)"),
        Column("verdict", "string", "slower, faster, no change, can't tell; added / removed: on one side only (Verdict)"),
    ]
)


def phase_change(a: dict[str, pd.DataFrame], b: dict[str, pd.DataFrame], min_effect: float = 0.05,
                 top_passes: int = 12) -> pd.DataFrame:
    """Which phase and which HLO passes took a compile-time change: two sides' profiled compiles paired by block.

    Args:
        a, b: block -> the ``events`` of one profiled process of that side in that block (each process compiles the
            same programs; :func:`trace_phases` splits each).
        min_effect: the change worth calling (no change inside ``1 +- min_effect``).
        top_passes: the passes kept, those on both sides whose mean time moved most (either way); as many pool-work
            rows (which kernel's emission or which split part's LLVM compile took the time below the HLO passes),
            after each pool-work kind's total.

    Returns:
        :data:`PHASE_CHANGE_SCHEMA`: the whole compile, every phase, the ``top_passes`` passes, then as many pool-work
        rows; each with its
        paired ratio, interval and verdict by the kit's one rule (:func:`kitlib.analysis.stats.verdict`). Empty when
        no block holds a compile on both sides. Never raises on few or extreme samples (can't tell).
    """
    import numpy as np
    from scipy import stats as sps

    from .stats import log_interval, paired_t, verdict

    values: dict[tuple[str, str], tuple[dict[str, float], dict[str, float]]] = {}  # (what, name) -> (a, b): block -> ms
    runs: dict[str, tuple[dict[str, float], dict[str, float]]] = {}  # pass -> (a, b): block -> runs
    for block in sorted(set(a) & set(b)):
        for side, ev in ((0, a[block]), (1, b[block])):
            ph, pa, ps = trace_phases(ev)
            if ph.empty:
                continue
            cell = {("compile", "compile"): float(ph["duration_us"].sum())}
            cell |= {("phase", str(r.phase)): float(r.duration_us) for r in ph.itertuples()}
            ps = ps.assign(name=ps["name"].astype(str).str.replace(_MODULE_SUFFIX, "", regex=True))
            by_pass = ps.groupby("name")[["duration_us", "n_runs"]].sum()
            cell |= {("pass", str(n)): float(r.duration_us) for n, r in by_pass.iterrows()}
            cell |= {("pool work", f"{kind}: {ALL_MODULES}"): float(us) for kind, us in pa.groupby("kind")["duration_us"].sum().items()}
            cell |= {("pool work", f"{kind}: {module}"): float(us)  # (work whose event names no module: in the total only)
                     for (kind, module), us in pa.dropna(subset=["module"]).groupby(["kind", "module"])["duration_us"].sum().items()}
            for key, us in cell.items():
                values.setdefault(key, ({}, {}))[side][block] = us / 1e3
            for n, r in by_pass.iterrows():
                runs.setdefault(str(n), ({}, {}))[side][block] = float(r.n_runs)
    whole = values.get(("compile", "compile"))
    blocks = sorted(set(whole[0]) & set(whole[1])) if whole else []
    if not blocks or whole is None:
        return frame([], PHASE_CHANGE_SCHEMA)

    def mean(x: dict[str, float]) -> float:
        v = [x[k] for k in blocks if k in x]
        return float(np.mean(v)) if v else 0.0

    total = mean(whole[1]) - mean(whole[0])
    rows = []
    for (what, name), (sa, sb) in values.items():
        d = np.array([np.log(sb[k] / sa[k]) for k in blocks if sa.get(k, 0) > 0 and sb.get(k, 0) > 0], dtype=float)
        m, se, df, p = paired_t(d)
        r, lo, hi = log_interval(m, se, df)
        ra, rb = runs.get(name, ({}, {})) if what == "pass" else ({}, {})
        rows.append({"what": what, "name": name, "blocks": len(d), "a_ms": mean(sa), "b_ms": mean(sb),
                     "runs_a": mean(ra) if ra else float("nan"), "runs_b": mean(rb) if rb else float("nan"),
                     "ratio": float(r), "ci_low": float(lo), "ci_high": float(hi), "p_value": float(p),
                     "share_of_change": (mean(sb) - mean(sa)) / total if total else float("nan"),
                     "n_a": sum(k in sa for k in blocks), "n_b": sum(k in sb for k in blocks)})
    t = pd.DataFrame(rows)
    t["q_value"] = t["p_value"]
    for what in ("phase", "pass", "pool work"):
        m_ = (t["what"] == what) & t["p_value"].notna()
        if m_.sum() > 1:
            t.loc[m_, "q_value"] = sps.false_discovery_control(t.loc[m_, "p_value"].to_numpy())
    # the rows that moved most, among those on both sides (a pass or kernel module renamed between builds is on one
    # side each: its time moved to another name); every pool-work kind's total kept
    moved = (t["b_ms"] - t["a_ms"]).abs().where((t["n_a"] > 0) & (t["n_b"] > 0), -1.0)
    total = (t["what"] == "pool work") & t["name"].str.endswith(f": {ALL_MODULES}")
    keep = [moved[(t["what"] == w) & ~total].nlargest(top_passes).index for w in ("pass", "pool work")]
    t = pd.concat([t[t["what"] == "compile"], t[t["what"] == "phase"], t.loc[keep[0]], t[total], t.loc[keep[1]]])
    tested = t.groupby("what")["what"].transform("size")
    t["verdict"] = [str(verdict(row._asdict(), min_effect, n)[0]) for row, n in zip(t.itertuples(index=False), tested)]
    return frame(t.drop(columns=["n_a", "n_b"]).to_dict("records"), PHASE_CHANGE_SCHEMA)
