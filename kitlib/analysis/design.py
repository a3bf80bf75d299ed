"""Which design a run's comparisons used, what they resolved and what they cost: the report's first lines.

- :func:`machine_minutes`: the wall time of a run's OS processes (a block process counted once,
  the torch_xla capture of a replay run included);
- :func:`compile_comparison`: compile time of every config against the base, paired inside each
  block process where the configs shared processes (the replay backends compile every config
  again in random-order rounds: ``compile_times_s``), else across independent processes;
- :func:`design_headline`: the design, the MDE reached (end to end, the 10 kernels with most time,
  compile time), what would reach the comparison's min_effect where it was not (processes per config and
  machine minutes) and the machine time, as the report states them before anything else.
"""
from __future__ import annotations

import math
from typing import Any

import pandas as pd

from ..errors import KitError
from ..runfolder import layout
from ..runfolder.run import Run
from ..schema import Column, Schema, frame, with_doc
from .compare import BLOCKED, DESIGNS, ConfigPair, compare, top_kernels_mde
from .stats import log_mean_interval, mde_text

COMPILE_COMPARISON_SCHEMA = Schema([
    Column("config", "string", "the config compared with the base"),
    Column("base", "string", "the base config"),
    Column("design", "string", "blocked (paired within shared processes) or processes (independent, Welch)"),
    Column("n_processes", "int64", "processes (blocks) with a compile time on both sides"),
    Column("compiles_per_process", "int64", "compile times per config and process (replay: compile_repeats)"),
    Column("base_s", "float64", "typical compile time of the base", "s"),
    Column("config_s", "float64", "typical compile time of the config", "s"),
    Column("ratio", "float64", "config / base: above 1 compiles slower", "ratio"),
    Column("ci_low", "float64", "95% interval of the ratio, low end", "ratio"),
    Column("ci_high", "float64", "95% interval of the ratio, high end", "ratio"),
    Column("mde", "float64", "minimum detectable effect at 80% power (relative)", "fraction"),
    Column("verdict", "string", "slower, faster, no change, can't tell"),
])


def _os_processes(run: Run) -> dict[Any, float]:
    """Each OS process of the run's configs once (a block's configs share its pid) -> its wall time, s."""
    seen: dict[Any, float] = {}
    for c in run.configs:
        for p in c.get("processes", []):
            seen[p.get("pid") or (c["name"], p["process"])] = float(p.get("wall_s") or 0.0)
    return seen


def machine_minutes(run: Run) -> float:
    """Minutes of machine time the run's processes took: each OS process once (a block shares one pid), the capture too."""
    cap = run.manifest.get("capture") or {}
    return (sum(_os_processes(run).values()) + float(cap.get("wall_s") or 0.0)) / 60.0


#: what a compile comparison measures: the wall time of the compiles (the latency a user waits), or the CPU time of
#: the process's threads over them (the work of every compiling thread: in-process backends' ``compile_cpu_times_s``)
COMPILE_MEASURES = ("wall", "cpu")


def _compile_samples(run: Run, config: str, measure: str = "wall") -> pd.DataFrame:
    rows = []
    for p in run.processes(config):
        if p.get("status") != "ok":
            continue
        if measure == "cpu":
            times = p.get("compile_cpu_times_s") or []
        else:
            times = p.get("compile_times_s") or ([p["compile_time_s"]] if p.get("compile_time_s") is not None else [])
        rows += [{"process": int(p["process"]), "pid": p.get("pid"), "step": i, "value": float(t)} for i, t in enumerate(times)]
    return pd.DataFrame(rows, columns=["process", "pid", "step", "value"])


@with_doc(COMPILE_COMPARISON_SCHEMA)
def compile_comparison(run: Run, base: str | None = None, min_effect: float = 0.05, measure: str = "wall") -> pd.DataFrame:
    """Compile time of every other ok config against ``base`` (default the first ok config).

    ``measure``: ``wall`` (the compiles' wall time) or ``cpu`` (the CPU time of the process's threads over them, the
    compile's work: in-process backends record it; none elsewhere, so no row). A loaded machine stretches the wall
    time of a compile on a thread pool far more than its CPU time.

    Paired (blocked) when both configs' processes are the same OS processes (an in-process backend: the
    ratio inside each block, then a paired t interval across blocks); otherwise Welch over independent
    processes. Torch-xla-cpu processes: torch_xla's CompileTime is one value per process
    (:func:`kitlib.analysis.timing.compile_times` keeps its per-graph samples).

    Returns:
        One row per compared config, with columns:
        {schema}
    """
    ok = run.ok_configs
    base = base or (ok[0] if ok else None)
    rows: list[dict[str, Any]] = []
    if base is None:
        return frame(rows, COMPILE_COMPARISON_SCHEMA)
    if measure not in COMPILE_MEASURES:
        raise KitError(f"unknown compile measure {measure!r}: use one of {', '.join(COMPILE_MEASURES)}")
    a = _compile_samples(run, base, measure)
    for name in ok:
        if name == base:
            continue
        b = _compile_samples(run, name, measure)
        if a.empty or b.empty:
            continue
        paired = run.backend in layout.IN_PROCESS_BACKENDS and set(a["pid"]) == set(b["pid"]) and a["pid"].notna().all()
        steps = pd.concat([a.assign(side="a"), b.assign(side="b")], ignore_index=True)[["side", "process", "step", "value"]]
        e = compare(steps, None, min_effect=min_effect, paired=paired).end_to_end.iloc[0]
        rows.append({"config": name, "base": base, "design": BLOCKED if paired else "processes",
                     "n_processes": int(min(e["n_a"], e["n_b"])), "compiles_per_process": int(b.groupby("process").size().min()),
                     "base_s": e["a"], "config_s": e["b"], "ratio": e["ratio"], "ci_low": e["ci_low"], "ci_high": e["ci_high"],
                     "mde": e["mde"], "verdict": e["verdict"]})
    return frame(rows, COMPILE_COMPARISON_SCHEMA)


WITHIN_SCHEMA = Schema([
    Column("config", "string", "config name"),
    Column("process", "int64", "process (block) number"),
    Column("compiles", "int64", "compile times of the config in that process"),
    Column("median_s", "float64", "their median", "s"),
    Column("ci_low_s", "float64", "95% t interval of their geometric mean, low end (NaN with fewer than 2)", "s"),
    Column("ci_high_s", "float64", "high end", "s"),
])


@with_doc(WITHIN_SCHEMA)
def compile_within(run: Run) -> pd.DataFrame:
    """Compile time of each config inside each of its processes, with a within-process interval: where a process
    compiled a config several times (replay backends: ``compile_repeats``), the interval says how much of a
    difference between processes (compile thread pools, CPU affinity: one process per value) the process itself explains.

    Returns:
        One row per (config, process) with a compile time, with columns:
        {schema}
    """
    import numpy as np

    rows = []
    for name in run.ok_configs:
        x = _compile_samples(run, name)
        for proc, g in x.groupby("process"):
            v = g["value"].to_numpy(dtype=float)
            ok = v[v > 0]
            _, lo, hi = log_mean_interval(ok)  # the kit's one interval (stats.log_interval)
            rows.append({"config": name, "process": int(proc), "compiles": len(ok),
                         "median_s": float(np.median(ok)) if len(ok) else float("nan"), "ci_low_s": lo, "ci_high_s": hi})
    return frame(rows, WITHIN_SCHEMA)


def _pct(x: float | None) -> str:
    return "n/a" if x is None or pd.isna(x) else mde_text(x).removeprefix("MDE ")


def _advice(pairs: list[ConfigPair], mdes: dict[str, float | None], minutes: float) -> str | None:
    """What would reach the comparison's min_effect where an MDE did not: the processes per config (blocks) and
    machine minutes, scaling the MDE as 1 / sqrt(processes) (an upper estimate: the t quantile falls too)."""
    target = pairs[0].comparison.min_effect
    n = min(int(min(p.comparison.end_to_end.iloc[0]["n_a"], p.comparison.end_to_end.iloc[0]["n_b"])) for p in pairs)
    if n < 2:
        return None
    need = {what: math.ceil(n * (m / target) ** 2) for what, m in mdes.items() if m is not None and m == m and m > target}
    if not need:
        return None
    parts = ", ".join(f"{what} about {k} ({minutes * k / n:.0f} machine-minutes)" for what, k in need.items())
    return (f"To reach {target:.0%} (MDE as 1/sqrt(processes) from {n}, an upper estimate): processes per config "
            f"for {parts}.")


def design_headline(run: Run, pairs: list[ConfigPair], compiles: pd.DataFrame | None = None, top: int = 10) -> list[str]:
    """The report's first lines: the design, what it resolved (largest MDE over the pairs) and the machine time.

    ``pairs``: :func:`kitlib.analysis.compare.run_pairs` of the run; ``compiles``: :func:`compile_comparison`
    (computed when None); ``top``: kernels by time share whose median MDE is stated.
    """
    backend = run.backend
    design = pairs[0].comparison.design if pairs else (BLOCKED if backend in layout.IN_PROCESS_BACKENDS else "processes")
    what = DESIGNS.get(design, design)
    if backend in layout.REPLAY_BACKENDS:
        mods = run.manifest.get("replay", {}).get("modules", [])
        what += f", replaying {len(mods)} HLO module(s) of {run.manifest.get('replay', {}).get('source_kind', 'a capture')}"
        if backend == "torch-xla-replay":
            what += " captured by one torch_xla process"
    elif backend in ("jax-cpu", "jax-gpu"):
        what += ", on the model re-exported through torch.export (not torch_xla's own graph)"
    lines = [f"Design: {what} (backend {backend})."]
    if backend in layout.REPLAY_BACKENDS:  # which XLA, and whether it compiles torch_xla's code, before any verdict
        from .fidelity import fidelity_gate, xla_headline

        lines = [x for x in (xla_headline(run), fidelity_gate(run)) if x] + lines
    if pairs:
        e2e = [float(p.comparison.end_to_end.iloc[0]["mde"]) for p in pairs]
        kmde = [top_kernels_mde(p.comparison.kernels, top) for p in pairs]
        compiles = compile_comparison(run) if compiles is None else compiles
        cm = [float(x) for x in compiles["mde"]] if len(compiles) else []
        cpu = compile_comparison(run, measure="cpu")
        cm_cpu = [float(x) for x in cpu["mde"]] if len(cpu) else []

        def worst(v: list[float]) -> float | None:
            v = [x for x in v if x == x]
            return max(v) if v else None

        cpu_text = f" (its CPU time, the compile's work on every thread: {_pct(worst(cm_cpu))})" if cm_cpu else ""
        lines.append(f"MDE reached (80% power, the worst of {len(pairs)} pair(s)): end to end {_pct(worst(e2e))}, "
                     f"median of the {top} kernels with most time {_pct(worst(kmde))}, compile time {_pct(worst(cm))}"
                     f"{cpu_text}.")
        advice = _advice(pairs, {"end to end": worst(e2e), f"the {top} kernels' median": worst(kmde),
                                 "compile time": worst(cm)}, machine_minutes(run))
        if advice:
            lines.append(advice)
    n_proc = len(_os_processes(run))
    lines.append(f"Machine time: {machine_minutes(run):.1f} minutes ({n_proc} process(es)"
                 f"{' plus the torch_xla capture' if run.manifest.get('capture') else ''}).")
    ur = run.manifest.get("until_resolved")
    if isinstance(ur, dict) and ur.get("rounds"):  # kit sweep --until-resolved: what it aimed at, spent and reached
        last = ur["rounds"][-1]
        names = {"end-to-end": "end to end", "kernels": "the 10 kernels' median MDE", "compile": "compile-time MDE"}
        aims: list[Any] = ur["resolve"] if isinstance(ur.get("resolve"), list) else ["end-to-end"]
        reached = last.get("configs") if isinstance(last.get("configs"), dict) else {}
        lines.append(f"Until resolved within +-{float(ur.get('target', 0)):.0%} "
                     f"{', '.join(names.get(str(w), str(w)) for w in aims)}: {len(ur['rounds'])} round(s), "
                     f"{last.get('repeats')} processes per config, {float(last.get('elapsed_s', 0)) / 60:.1f} of "
                     f"{float(ur.get('budget_minutes', 0)):g} budget minutes; stopped: {ur.get('stopped')}"
                     + "".join(f"; {n}: {why}" for n, why in reached.items()) + ".")
    return lines
