"""How long things took: compile time, step times and throughput, per config and process, for every backend.

The process is the unit of replication: every table keys on ``config`` and
``process``. torch-xla-cpu processes have compile time (torch_xla's
``CompileTime`` metric), step times and throughput; xla-gpu-deviceless
processes compile only (the XLA compile's wall time from ``result.json``).
"""
from __future__ import annotations

from typing import Any

import pandas as pd

from ..runfolder import Run, layout
from ..schema import Column, Schema, frame, keys, with_doc

COMPILE_TIMES_SCHEMA = Schema(
    [
        keys.CONFIG,
        keys.PROCESS,
        Column("compile_time_s", "float64", "torch_xla CompileTime, all graphs of the process added up (torch-xla-cpu); "
               "wall time of the XLA compile (xla-gpu-deviceless)", "s"),
        Column("n_compiles", "int64", "CompileTime samples (graphs compiled); 1 for xla-gpu-deviceless"),
        Column("first_step_s", "float64", "wall time of the first (compiling) step; NaN for xla-gpu-deviceless", "s"),
    ]
)
STEP_SCHEMA = Schema(
    [
        keys.CONFIG,
        keys.PROCESS,
        Column("step", "int64", "timed step number (after warm-up)"),
        Column("duration_s", "float64", "wall time of the step, sync and wait included", "s"),
    ]
)
THROUGHPUT_SCHEMA = Schema(
    [
        Column("sequences_per_s", "float64", "batch_size / step_s", "sequences/s"),
        Column("ci_low", "float64", "low end of the 95% interval (batch_size / ci_high_s)", "sequences/s"),
        Column("ci_high", "float64", "high end of the 95% interval (batch_size / ci_low_s)", "sequences/s"),
    ]
)
COMPILE_SUMMARY_SCHEMA = Schema(
    [
        Column("n_processes", "int64", "processes with a compile time"),
        Column("compile_time_s", "float64", "median over processes", "s"),
        Column("graphs", "int64", "most graphs one process compiled"),
        Column("first_step_s", "float64", "median over processes of the first step", "s"),
        Column("vs_<base>", "float64", "compile_time_s / that of the base config", "ratio"),
    ]
)


@with_doc(COMPILE_TIMES_SCHEMA)
def compile_times(run: Run) -> pd.DataFrame:
    """Compile time of every ok process.

    A backend whose compile time is torch_xla's (``torch_xla_metrics``, torch-xla-cpu): from the process's
    torch_xla CompileTime samples; a process whose ``metrics.json`` cannot be read keeps the manifest's figure (the
    file is listed by :func:`kitlib.analysis.configs.parse_errors`). Every other backend: ``compile_time_s`` of
    every process's ``result.json`` with status ok.

    Returns:
        One row per ok process, with columns:
        {schema}
    """
    rows: list[dict[str, Any]] = []
    if not layout.facts(run.backend).torch_xla_metrics:
        for name in run.config_names:
            for p in run.processes(name):
                r = run.result(name, p["process"])
                if r is not None and r.get("status", "ok") == "ok" and r.get("compile_time_s") is not None:
                    rows.append({"config": name, "process": p["process"], "compile_time_s": float(r["compile_time_s"]),
                                 "n_compiles": 1, "first_step_s": None})
        return frame(rows, COMPILE_TIMES_SCHEMA)
    for name, p in run.ok_processes():
        samples = run.metric_samples(name, p["process"])
        ct = samples[samples["metric"] == "CompileTime"] if samples is not None else samples
        rows.append({
            "config": name, "process": p["process"],
            "compile_time_s": float(ct["duration_s"].sum()) if ct is not None and len(ct) else p.get("compile_time_s"),
            "n_compiles": 0 if ct is None else len(ct), "first_step_s": p.get("first_step_s"),
        })
    return frame(rows, COMPILE_TIMES_SCHEMA)


@with_doc(STEP_SCHEMA)
def step_times(run: Run) -> pd.DataFrame:
    """Timed step wall times of every ok process (warm-up and compiling step excluded; none for xla-gpu-deviceless).

    Returns:
        One row per step, with columns:
        {schema}
    """
    rows: list[dict[str, Any]] = []
    for name, p in run.ok_processes():
        rows.extend({"config": name, "process": p["process"], "step": i, "duration_s": t}
                    for i, t in enumerate(p.get("step_times_s") or []))
    return frame(rows, STEP_SCHEMA)


@with_doc(THROUGHPUT_SCHEMA)
def throughput(summary: pd.DataFrame, batch_size: int) -> pd.DataFrame:
    """Sequences per second from a step summary (:func:`kitlib.analysis.stats.summarize_steps`).

    Returns:
        Index config, columns:
        {schema}
    """
    return pd.DataFrame({
        "sequences_per_s": batch_size / summary["step_s"].to_numpy(),
        "ci_low": batch_size / summary["ci_high_s"].to_numpy(),
        "ci_high": batch_size / summary["ci_low_s"].to_numpy(),
    }, index=pd.Index(summary["config"], name="config"))


@with_doc(COMPILE_SUMMARY_SCHEMA)
def compile_summary(compile_df: pd.DataFrame, base: str) -> pd.DataFrame:
    """Per config (sweep order), from :func:`compile_times`: n_processes, median compile time, graphs, first step,
    and the ratio to ``base``.

    Returns:
        Index config, columns:
        {schema}
    """
    out = compile_df.groupby("config", sort=False).agg(
        n_processes=("process", "size"), compile_time_s=("compile_time_s", "median"),
        graphs=("n_compiles", "max"), first_step_s=("first_step_s", "median"))
    out["vs_" + base] = out["compile_time_s"] / out.loc[base, "compile_time_s"]
    return out


def compile_time_medians(compile_df: pd.DataFrame) -> pd.DataFrame:
    """Per config: ``n_processes`` (int64) and ``compile_time_s`` (float64, median over processes, s); index config."""
    g = compile_df.groupby("config", sort=False)["compile_time_s"]
    return pd.DataFrame({"n_processes": g.size().astype("int64"), "compile_time_s": g.median()})


def throughput_table(summary: pd.DataFrame, batch_size: int) -> pd.DataFrame:
    """The report's step-time table: per config (index), from :func:`kitlib.analysis.stats.summarize_steps`
    and :func:`throughput`: n_processes, steps, step_ms, ci_low_ms, ci_high_ms (ms), iqr_rel (fraction), unit
    (replication unit), sequences_per_s, seq_ci_low, seq_ci_high (sequences/s)."""
    shown = summary.set_index("config")
    tp = throughput(summary, batch_size)
    return pd.DataFrame({
        "n_processes": shown["n_processes"], "steps": shown["n_steps"],
        "step_ms": shown["step_s"] * 1e3, "ci_low_ms": shown["ci_low_s"] * 1e3, "ci_high_ms": shown["ci_high_s"] * 1e3,
        "iqr_rel": shown["iqr_rel"], "unit": shown["replication_unit"],
        "sequences_per_s": tp["sequences_per_s"], "seq_ci_low": tp["ci_low"], "seq_ci_high": tp["ci_high"]})
