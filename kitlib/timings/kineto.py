"""Chrome traces from ``torch.profiler`` (Kineto JSON, ``*.pt.trace.json[.gz]``).

Kineto writes ``schemaVersion``, ``deviceProperties`` and ``traceEvents``;
complete (``"X"``) events carry a category: ``kernel`` for GPU kernels (XLA's
fusions keep their HLO names there when torch_xla or JAX runs on CUDA:
``loop_add_fusion``, ``gemm_fusion_dot_1``), ``gpu_memcpy`` / ``gpu_memset``,
``cuda_runtime``, ``cpu_op`` for ATen operators, ``user_annotation`` for
``record_function`` ranges (``ProfilerStep#<n>`` marks a profiler step),
``python_function`` with ``with_stack``. Timestamps are in microseconds.

The ``kernels`` table has the columns of :func:`kitlib.read_trace`'s kernel
table (plus ``plane``: the device, and ``stream``); ``ops`` holds the CPU-side
events.

Checked against: torch 2.9.0's profiler on the CPU (real trace made here,
``tests/data/kineto``) and Kineto's GPU kernel-event format (exact-format fixture).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, with_doc
from ..textio import load_json
from .trace import TRACE_KERNELS_SCHEMA, _nest

KINETO_KERNEL_SCHEMA = Schema(
    [
        *TRACE_KERNELS_SCHEMA,
        Column("plane", "string", "device the kernel ran on (GPU <device>), from args.device"),
        Column("stream", "Int64", "CUDA stream (args.stream), <NA> when absent"),
        Column("category", "string", "Kineto category: kernel, gpu_memcpy or gpu_memset"),
    ]
)

OPS_SCHEMA = Schema(
    [
        Column("name", "string", "operator or range name (aten::mm, ProfilerStep#3, ...)"),
        Column("category", "string", "Kineto category (cpu_op, user_annotation, cuda_runtime, python_function, ...)"),
        Column("start_us", "float64", "start from the trace's origin", "us"),
        Column("duration_us", "float64", "duration", "us"),
        Column("pid", "int64", "trace process id"),
        Column("tid", "int64", "trace thread id"),
        Column("external_id", "Int64", "args['External id'] linking CPU ops, runtime calls and kernels"),
        Column("step", "Int64", "profiler step (ProfilerStep#<n> or step_num): the last one started before the event; <NA> before the first"),
    ]
)

_DEVICE_CATS = ("kernel", "gpu_memcpy", "gpu_memset")
_STEP = re.compile(r"^ProfilerStep#(\d+)$")


@dataclass(frozen=True)
class KinetoTrace:
    """A read torch.profiler trace: ``kernels`` (device events) and ``ops`` (CPU-side events)."""

    kernels: pd.DataFrame
    ops: pd.DataFrame


def _load(path: Path) -> list[Any]:
    data = load_json(path, "trace JSON")
    if isinstance(data, list):
        return data
    if not isinstance(data, dict) or not isinstance(data.get("traceEvents"), list):
        raise ParseError(path, None, "no traceEvents list: not a Chrome trace")
    return data["traceEvents"]


def _int(v: Any) -> int | None:
    try:
        return int(v)
    except (TypeError, ValueError):
        return None


@with_doc(KINETO_KERNEL_SCHEMA)
def read_kineto_trace(path: str | Path) -> KinetoTrace:
    """Read a torch.profiler (Kineto) Chrome trace.

    Returns:
        :class:`KinetoTrace`; ``kernels`` (device events, in start order) has the columns:
        {schema}

        ``ops``: name, category, start_us, duration_us, pid, tid,
        external_id, step.

    Raises:
        ParseError: unreadable or truncated gzip, invalid JSON, or JSON that is not a Chrome trace.
        KitError: the file cannot be opened.
    """
    p = Path(path)
    steps: list[tuple[float, float, int]] = []
    kernels: list[dict[str, Any]] = []
    ops: list[dict[str, Any]] = []
    for e in _load(p):
        if not isinstance(e, dict) or e.get("ph") != "X":
            continue
        try:
            ts, dur = float(e["ts"]), float(e.get("dur", 0.0) or 0.0)
        except (KeyError, TypeError, ValueError):
            continue
        raw_args = e.get("args")
        args: dict[str, Any] = raw_args if isinstance(raw_args, dict) else {}
        cat, name = str(e.get("cat", "")), str(e.get("name", ""))
        pid, tid = _int(e.get("pid")) or 0, _int(e.get("tid")) or 0
        if cat in _DEVICE_CATS:
            device = args.get("device")
            kernels.append({"kernel": str(args.get("hlo_op", name)), "hlo_module": args.get("hlo_module"), "start_us": ts,
                            "duration_us": dur, "pid": pid, "tid": tid, "thread": None,
                            "plane": f"GPU {device}" if device is not None else None, "stream": _int(args.get("stream")),
                            "category": cat})
            continue
        m = _STEP.match(name)
        step = int(m.group(1)) if m else _int(args.get("step_num")) if "step_num" in args else None
        if step is not None:
            steps.append((ts, ts + dur, step))
        ops.append({"name": name, "category": cat or None, "start_us": ts, "duration_us": dur, "pid": pid, "tid": tid,
                    "external_id": _int(args.get("External id"))})
    steps.sort()

    def step_of(ts: float) -> int | None:  # the last step started before (as read_trace does)
        return next((n for start, _, n in reversed(steps) if start <= ts), None)

    _nest(kernels)
    for k in kernels:
        k["step"] = step_of(k["start_us"])
    for o in ops:
        o["step"] = step_of(o["start_us"])
    kernels.sort(key=lambda r: r["start_us"])
    ops.sort(key=lambda r: r["start_us"])
    return KinetoTrace(frame(kernels, KINETO_KERNEL_SCHEMA), frame(ops, OPS_SCHEMA))
