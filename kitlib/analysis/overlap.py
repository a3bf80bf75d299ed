"""Overlap of transfers with compute, per profiled step and config.

Per step: the time some compute kernel ran (union of XLA kernel spans), the
time some transfer ran (union of transfer spans), and the part of the
transfer time hidden under compute (their intersection). Case 2's question:
were the swap copies hidden before, and exposed after? Interval unions and
intersections are computed with numpy on sorted interval ends.

Transfer spans are recognised by name (:data:`TRANSFER_SPAN`): torch_xla's
``TransferToDevice`` / ``TransferFromDevice``, PJRT's ``TransferToServer`` /
``TransferFromServer`` / ``*ToLiteral*``, and GPU profiles' ``Memcpy`` /
``memcpy`` (``MemcpyHtoD``, ``MemcpyDtoH``, ``cudaMemcpyAsync``); compute
spans are events carrying ``args.hlo_op`` (XLA kernels) or GPU kernels on a
stream whose name is not a copy stream.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

import numpy as np
import pandas as pd

from ..runfolder import files, open_run
from ..schema import Column, Schema, frame, with_doc

#: span names that are transfers
TRANSFER_SPAN = re.compile(r"Transfer(?:To|From)(?:Device|Server)|ToLiteral|[Mm]emcpy|CopyToHost|CopyToDevice|DtoH|HtoD")

OVERLAP_SCHEMA = Schema(
    [
        Column("config", "string", "config (<NA> for a single trace)"),
        Column("process", "Int64", "process number (<NA> for a single trace)"),
        Column("step", "int64", "profiled step (StepTrace step_num; 0 when the trace has no step events)"),
        Column("step_us", "float64", "wall time of the step span (the whole trace when there are no step events)", "us"),
        Column("compute_us", "float64", "time at least one compute kernel ran (union of kernel spans)", "us"),
        Column("transfer_us", "float64", "time at least one transfer ran (union of transfer spans)", "us"),
        Column("hidden_us", "float64", "transfer time during which compute ran too (intersection of the two unions)", "us"),
        Column("exposed_us", "float64", "transfer_us - hidden_us: transfer time with no compute beside it", "us"),
        Column("hidden_fraction", "float64", "hidden_us / transfer_us (NaN when there is no transfer)", "fraction"),
        Column("n_transfers", "int64", "transfer spans in the step"),
        Column("n_kernels", "int64", "compute spans in the step"),
    ]
)


def union(starts: np.ndarray, ends: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Merge intervals [start, end) into disjoint sorted intervals."""
    if len(starts) == 0:
        return np.empty(0), np.empty(0)
    order = np.argsort(starts, kind="stable")
    s, e = np.asarray(starts, float)[order], np.asarray(ends, float)[order]
    reach = np.maximum.accumulate(e)
    new = np.empty(len(s), bool)
    new[0] = True
    new[1:] = s[1:] > reach[:-1]  # a gap before this interval: a new merged run starts
    idx = np.flatnonzero(new)
    return s[idx], np.maximum.reduceat(e, idx)


def length(starts: np.ndarray, ends: np.ndarray) -> float:
    """Total length of a union of intervals."""
    s, e = union(starts, ends)
    return float((e - s).sum())


def intersection_length(a: tuple[np.ndarray, np.ndarray], b: tuple[np.ndarray, np.ndarray]) -> float:
    """Length of the intersection of two unions of intervals: |A| + |B| - |A or B|."""
    return (length(*a) + length(*b)
            - length(np.concatenate([a[0], b[0]]), np.concatenate([a[1], b[1]])))


def classify_spans(spans: pd.DataFrame) -> pd.Series:
    """``compute``, ``transfer``, ``step`` or ``other`` for each span of :func:`kitlib.timings.spans.read_spans`."""
    kind = pd.Series("other", index=spans.index, dtype="string")
    name = spans["name"].fillna("")
    kind[spans["hlo_op"].notna()] = "compute"
    kind[name.str.contains(TRANSFER_SPAN)] = "transfer"
    kind[(name == "step") & spans["step_num"].notna()] = "step"
    return kind


def _clip(df: pd.DataFrame, lo: float, hi: float) -> tuple[np.ndarray, np.ndarray]:
    s = np.clip(df["start_us"].to_numpy(float), lo, hi)
    e = np.clip((df["start_us"] + df["duration_us"]).to_numpy(float), lo, hi)
    keep = e > s
    return s[keep], e[keep]


@with_doc(OVERLAP_SCHEMA)
def step_overlap(spans: pd.DataFrame) -> pd.DataFrame:
    """Compute, transfer and hidden transfer time per step of one trace's spans.

    Returns:
        One row per step, with columns:
        {schema}
    """
    kind = classify_spans(spans)
    steps = spans[kind == "step"]
    if len(steps):
        windows = [(int(r.step_num), float(r.start_us), float(r.start_us + r.duration_us)) for r in steps.itertuples()]
    else:
        end = float((spans["start_us"] + spans["duration_us"]).max()) if len(spans) else 0.0
        windows = [(0, float(spans["start_us"].min()) if len(spans) else 0.0, end)]
    comp, xfer = spans[kind == "compute"], spans[kind == "transfer"]
    rows = []
    for step, lo, hi in windows:
        c, t = _clip(comp, lo, hi), _clip(xfer, lo, hi)
        t_len, hidden = length(*t), intersection_length(c, t)
        rows.append({"config": None, "process": None, "step": step, "step_us": hi - lo, "compute_us": length(*c),
                     "transfer_us": t_len, "hidden_us": hidden, "exposed_us": t_len - hidden,
                     "hidden_fraction": hidden / t_len if t_len > 0 else np.nan,
                     "n_transfers": len(t[0]), "n_kernels": len(c[0])})
    return frame(rows, OVERLAP_SCHEMA)


def _run_traces(path: Path) -> Iterable[tuple[str | None, int | None, Path, list[int] | None]]:
    """(config, process, trace folder, its steps) of every ok process of a run, or (None, None, path, None) for a
    trace or folder. Its steps: the ``trace_step_nums`` of a config whose block shares one profile (jax-cpu,
    jax-gpu), else None (every step)."""
    if files.is_run_folder(path):
        run = open_run(path)
        for config, p in run.ok_processes():
            tdir = run.trace_dir(config, int(p["process"]))
            if tdir.is_dir():
                yield config, int(p["process"]), tdir, p.get("trace_step_nums")
        return
    yield None, None, path, None


@with_doc(OVERLAP_SCHEMA)
def overlap(path: str | Path) -> pd.DataFrame:
    """Per step and config: compute, transfer and hidden transfer time, from the profiler traces.

    Args:
        path: a run folder (every ok process's trace), a trace file, or a folder holding one.

    Returns:
        One row per (config, process, step), with columns:
        {schema}

    Raises:
        ParseError: a trace that cannot be read.
    """
    parts = []
    for config, process, trace, steps in _run_traces(Path(path)):
        df = step_overlap(files.read_spans_file(trace))
        if steps is not None:
            df = df[df["step"].isin(steps)]
        parts.append(df.assign(config=config, process=process))
    return frame(pd.concat(parts, ignore_index=True) if parts else [], OVERLAP_SCHEMA)


def step_spans(path: str | Path, step: int | None = None) -> pd.DataFrame:
    """The compute and transfer spans of one step of one trace (for a timeline), times from the step's start.

    Returns:
        Columns kind (compute / transfer), name, lane (thread name or tid), start_us, end_us (float64, us).
    """
    spans = files.read_spans_file(Path(path))
    kind = classify_spans(spans)
    steps = spans[kind == "step"].sort_values("start_us")
    if len(steps):
        row = steps.iloc[0] if step is None else steps[steps["step_num"] == step].iloc[0]
        lo, hi = float(row["start_us"]), float(row["start_us"] + row["duration_us"])
    else:
        lo, hi = float(spans["start_us"].min()), float((spans["start_us"] + spans["duration_us"]).max())
    keep = kind.isin(["compute", "transfer"]) & (spans["start_us"] < hi) & (spans["start_us"] + spans["duration_us"] > lo)
    s = spans[keep]
    return pd.DataFrame({
        "kind": kind[keep].to_numpy(), "name": s["name"].to_numpy(),
        "lane": s["thread"].fillna(s["tid"].astype(str)).to_numpy(),
        "start_us": np.clip(s["start_us"].to_numpy(float), lo, hi) - lo,
        "end_us": np.clip((s["start_us"] + s["duration_us"]).to_numpy(float), lo, hi) - lo,
    })
