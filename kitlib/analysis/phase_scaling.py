"""How a compile's phases scale with the compile thread pool, and pipelines that ran away.

:func:`phase_scaling`: per phase, the time with the largest pool against the smallest (an interval over the
processes) and Amdahl's law fitted to the whole compile; :func:`runaway_passes`: fixed-point pipelines of a pass
sequence that ran to XLA's iteration limit or near it.

Checked against: jax 0.9.2 XLA:CPU profiled compiles with 1 and 2 pool threads (``--compile-threads``).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from ..dumps.hlo_passes import PIPELINE_START
from ..errors import KitError
from ..runfolder.run import Run
from ..schema import Column, Schema, frame
from .compile_phases import compile_phases
from .passes import INPUT, OUTPUT

PHASE_SCALING_SCHEMA = Schema(
    [
        Column("phase", "string", "compile phase, or 'compile (measured)' for the whole compile"),
        Column("threads_a", "int64", "compile pool size of the smaller config (CPUs of its processes)"),
        Column("threads_b", "int64", "pool size of the larger"),
        Column("mean_a_ms", "float64", "mean over processes at threads_a", "ms"),
        Column("mean_b_ms", "float64", "mean over processes at threads_b", "ms"),
        Column("ratio", "float64", "geometric mean at threads_b over that at threads_a"),
        Column("ci_low", "float64", "95% Welch interval of the ratio over processes (NaN: can't tell)"),
        Column("ci_high", "float64", "upper end"),
        Column("verdict", "string", "shrinks (interval wholly below 1), does not shrink (interval wholly above 1 - SHRINK_MIN), "
               "can't tell (anything else: an interval holding 1 and a shrink beyond SHRINK_MIN)"),
    ]
)


def _threads(run: Run, config: str, rec: dict[str, Any]) -> int | None:
    res = run.result(config, int(rec["process"])) or {}
    n = res.get("compile_threads") or rec.get("compile_threads")
    if isinstance(n, dict):
        n = n.get("measured") or n.get("requested")
    if isinstance(n, int) and n > 0:
        return n
    cpus = rec.get("cpus") or run.entry(config).get("cpus")
    return len(cpus) if cpus else None


#: the smallest relative shrink of a phase that counts: "does not shrink" means its interval rules out more than this
SHRINK_MIN = 0.05


def phase_scaling(run: Run | str | Path) -> tuple[pd.DataFrame, dict[str, float]]:
    """Which compile phases shrink with the compile thread pool, and the serial fraction they imply.

    Compares the configs with the fewest and the most pool threads (the CPUs their processes had: XLA:CPU sizes its
    compile pool from them), phase by phase, processes as the unit (Welch on log times). The serial fraction from
    the phases: with S the time of the phases that do not shrink and P that of those that do, at n threads,
    ``s = S / (S + n P)`` (Amdahl: the parallel part at one thread is n P); NaN (can't tell) when the phases that
    cannot tell hold more than :data:`SHRINK_MIN` of the compile (those that do are counted as serial).

    Returns:
        (:data:`PHASE_SCALING_SCHEMA` rows, facts: ``serial_fraction`` from the phases, ``threads_a``, ``threads_b``,
        ``measured_fit_serial_fraction`` (Amdahl fitted to the profiled compiles' times), NaN where it cannot tell).

    Raises:
        KitError: fewer than two pool sizes among the profiled configs.
    """
    import math

    import numpy as np

    from ..runfolder.run import as_run
    from .scaling import fit_amdahl
    from .stats import Scaling, ratio

    r = as_run(run)
    ph, chk, _ = compile_phases(r)
    threads = {(c, int(rec["process"])): _threads(r, c, rec) for c, rec in r.ok_processes()}
    ph = ph.assign(threads=[threads.get((c, p)) for c, p in zip(ph["config"], ph["process"], strict=True)])
    chk = chk.assign(threads=[threads.get((c, p)) for c, p in zip(chk["config"], chk["process"], strict=True)])
    sizes = sorted({t for t in ph["threads"] if t})
    if len(sizes) < 2:
        raise KitError(f"{r.path}: the profiled compiles ran with {sizes or 'unknown'} pool threads: the phases' scaling "
                       "needs two pool sizes (configs with different cpus or compile_threads, and --dump-passes)")
    na, nb = sizes[0], sizes[-1]
    rows = []
    shares: dict[str, tuple[float, float, str]] = {}
    measured = chk.assign(phase="compile (measured)", duration_us=chk["measured_us"])
    for name, g in pd.concat([ph, measured], ignore_index=True).groupby("phase", sort=False):
        per = g.groupby(["threads", "config", "process"])["duration_us"].sum()
        a = per.loc[na].to_numpy(dtype=float) if na in per.index.get_level_values(0) else np.array([])
        b = per.loc[nb].to_numpy(dtype=float) if nb in per.index.get_level_values(0) else np.array([])
        rb, lo, hi, _ = ratio(a, b, "process")  # b over a, Welch over processes on log times
        # shrinks: the interval wholly below 1; does not shrink: wholly above x(1 - SHRINK_MIN); else can't tell
        verdict = (Scaling.CANT_TELL if not math.isfinite(lo) else Scaling.SHRINKS if hi < 1
                   else Scaling.DOES_NOT_SHRINK if lo >= 1 - SHRINK_MIN else Scaling.CANT_TELL)
        mean_a = float(a.mean() / 1e3) if len(a) else float("nan")
        mean_b = float(b.mean() / 1e3) if len(b) else float("nan")
        rows.append({"phase": name, "threads_a": na, "threads_b": nb, "mean_a_ms": mean_a, "mean_b_ms": mean_b,
                     "ratio": rb, "ci_low": lo, "ci_high": hi, "verdict": verdict})
        if name != "compile (measured)":
            shares[str(name)] = (mean_a, mean_b, verdict)
    serial = sum(m for m, _, v in shares.values() if v == Scaling.DOES_NOT_SHRINK and m == m)
    parallel_b = sum(mb for _, mb, v in shares.values() if v == Scaling.SHRINKS and mb == mb)
    undecided = sum(m for m, _, v in shares.values() if v == Scaling.CANT_TELL and m == m)
    total = serial + undecided + sum(m for m, _, v in shares.values() if v == Scaling.SHRINKS and m == m)
    # phases that cannot tell holding more than SHRINK_MIN of the one-pool-size time: no serial fraction (can't tell)
    decided = total > 0 and undecided <= SHRINK_MIN * total
    s = (serial + undecided) / (serial + undecided + nb * parallel_b) if decided and serial + parallel_b > 0 else float("nan")
    fit_s = float("nan")
    pts = chk.dropna(subset=["threads", "measured_us"])
    if pts["threads"].nunique() >= 2:
        fit_s = fit_amdahl(pts["threads"].astype(float), pts["measured_us"] / 1e6).serial_fraction
    return frame(rows, PHASE_SCALING_SCHEMA), {"serial_fraction": s, "threads_a": float(na), "threads_b": float(nb),
                                         "measured_fit_serial_fraction": fit_s}


#: XLA's HloPassFix gives up after this many iterations unless the pipeline says otherwise (hlo_pass_fix.h)
FIX_ITERATION_LIMIT = 25

RUNAWAY_PIPELINE_SCHEMA = Schema(
    [
        Column("hlo_module", "string", "HLO module"),
        Column("pipeline", "string", "pipeline run to a fixed point"),
        Column("n_runs", "int64", "runs of the pipeline in the module (its pipeline-starts)"),
        Column("verdict", "string", f"iteration limit (>= {FIX_ITERATION_LIMIT} runs), cycle (a module repeats at a run's start: "
                                    "the passes undo each other), or many runs"),
        Column("passes", "string", "the passes that changed the module in the pipeline's last runs, comma-separated"),
        Column("detail", "string", "one line: which runs repeat, or how many"),
    ]
)


def runaway_passes(sequence: pd.DataFrame, min_runs: int = 8) -> pd.DataFrame:
    """Fixed-point pipelines that ran away in a side's pass sequence (:func:`pass_sequence`): ran to XLA's iteration
    limit, or came back to a module they had already produced (a cycle: what ``--xla_hlo_pass_fix_detect_cycles``
    logs), named with the passes that kept changing the module. Pipelines that ran ``min_runs`` times or more are
    listed too ("many runs").

    Returns:
        :data:`RUNAWAY_PIPELINE_SCHEMA`, one row per such pipeline (empty when none ran away).
    """
    rows = []
    body = sequence[~sequence["pipeline"].isin([INPUT, OUTPUT])]
    for (mod, pipe), g in body.groupby(["hlo_module", "pipeline"], sort=False):
        starts = g[g["pass"] == PIPELINE_START]
        n = int(starts["pipeline_run"].max()) if len(starts) else 0
        hashes = starts["module_hash"].tolist()
        first_seen: dict[Any, int] = {}
        cycle = None
        for i, h in enumerate(hashes):
            if isinstance(h, str) and h in first_seen and i - first_seen[h] >= 2:  # i == first+1: nothing changed since
                cycle = (first_seen[h] + 1, i + 1)
                break
            first_seen.setdefault(h, i)
        if cycle is None and n < min_runs:
            continue
        last = g[g["pipeline_run"] >= max(n - 2, 1)]
        changed = ", ".join(dict.fromkeys(last.loc[last["changed"].eq(True) & (last["pass"] != PIPELINE_START), "pass"]))
        verdict = "iteration limit" if n >= FIX_ITERATION_LIMIT else "cycle" if cycle else "many runs"
        detail = (f"the module at the start of run {cycle[1]} is the one at run {cycle[0]}" if cycle
                  else f"{n} runs" + (f" (XLA stops at {FIX_ITERATION_LIMIT})" if n >= FIX_ITERATION_LIMIT else ""))
        rows.append({"hlo_module": mod, "pipeline": pipe, "n_runs": n, "verdict": verdict, "passes": changed, "detail": detail})
    return frame(rows, RUNAWAY_PIPELINE_SCHEMA)
