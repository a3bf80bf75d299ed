"""Profiler traces: one row per executed kernel.

Reads the Chrome-trace JSON (``<host>.trace.json.gz``) that
``torch_xla.debug.profiler`` writes under ``plugins/profile/<date>/``.
With ``--xla_cpu_enable_xprof_traceme=true`` every executed XLA:CPU kernel
is an ``"X"`` event whose ``args`` hold ``hlo_op`` and ``hlo_module``;
``xp.StepTrace`` adds ``"step"`` events with ``args.step_num``. Other events
(framework spans, thread-pool regions, ``end: ...`` markers, counters,
metadata) are skipped, whatever they are.

Checked against: torch_xla 2.9.0 on PJRT CPU (trace events with ``ts`` and
``dur`` in microseconds, ``displayTimeUnit`` "ns").
"""
from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Any

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, with_doc
from ..textio import Head, load_json, outside_reason, reader

TRACE_KERNELS_SCHEMA = Schema(
    [
        Column("kernel", "string", "HLO instruction the kernel runs (args.hlo_op; the fusion name)"),
        Column("hlo_module", "string", "HLO module name (args.hlo_module), e.g. SyncTensorsGraph.550"),
        Column("start_us", "float64", "start time from the trace's origin", "us"),
        Column("duration_us", "float64", "wall duration of the kernel event", "us"),
        Column("self_duration_us", "float64", "duration less the kernel events nested in it on the same thread", "us"),
        Column("depth", "int64", "nesting depth among kernel events on the thread (0 = outermost)"),
        Column("pid", "int64", "trace process id"),
        Column("tid", "int64", "trace thread id"),
        Column("thread", "string", "thread name from the trace metadata (<NA> when absent)"),
        Column("step", "Int64", "profiled step (StepTrace step_num) the kernel ran in: the last step started before it; <NA> before the first"),
    ]
)


def find_trace(folder: str | Path) -> Path:
    """The newest ``*.trace.json.gz`` (or ``*.trace.json``) below ``folder``; one reached through a symbolic link out
    of ``folder`` is never read.

    Raises:
        ParseError: when there is none (or only links out of the folder: the first, named).
    """
    folder = Path(folder)
    found = sorted(folder.rglob("*.trace.json.gz")) + sorted(folder.rglob("*.trace.json"))
    top = os.path.realpath(folder).rstrip(os.sep) + os.sep
    inside = [p for p in found if os.path.realpath(p).startswith(top)]  # a link out of the folder (file or folder): not read
    if not inside:
        if found:
            raise ParseError(found[0], None, outside_reason(os.path.realpath(found[0])))
        raise ParseError(folder, None, "no *.trace.json.gz profiler trace below this folder")
    return max(inside, key=lambda p: p.stat().st_mtime_ns)


def _load(path: Path) -> dict[str, Any]:
    data = load_json(path, "trace JSON")
    if isinstance(data, list):  # the bare-array form of the Chrome trace format
        data = {"traceEvents": data}
    if not isinstance(data, dict) or not isinstance(data.get("traceEvents"), list):
        raise ParseError(path, None, "no traceEvents list: not a Chrome trace")
    return data


def _id(v: Any) -> int | None:
    """A pid / tid / step number as an int64, or None when it is not one."""
    if isinstance(v, bool):
        return None
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    elif isinstance(v, str) and v.strip().lstrip("-").isdigit() and len(v) < 20:
        v = int(v)
    if isinstance(v, int) and -(2**63) <= v < 2**63:
        return v
    return None


def _time(v: Any) -> float | None:
    """A ts / dur value in microseconds, or None when it is not a finite number."""
    if isinstance(v, bool) or not isinstance(v, int | float | str):
        return None
    try:
        x = float(v)
    except (ValueError, OverflowError):
        return None
    return x if math.isfinite(x) else None


def _records(events: list[Any]) -> list[dict[str, Any]]:
    threads: dict[tuple[Any, Any], str] = {}
    steps: list[tuple[float, int]] = []
    kernels: list[dict[str, Any]] = []
    for e in events:
        if not isinstance(e, dict):
            continue
        raw_args = e.get("args")
        args: dict[str, Any] = raw_args if isinstance(raw_args, dict) else {}
        ph = e.get("ph")
        if ph == "M" and e.get("name") == "thread_name":
            threads[(e.get("pid"), e.get("tid"))] = str(args.get("name", ""))
        if ph != "X":
            continue
        ts, dur = _time(e.get("ts")), _time(e.get("dur", 0.0))
        if ts is None or dur is None:
            continue
        if e.get("name") == "step" and "step_num" in args:
            num = _id(args["step_num"])
            if num is not None:
                steps.append((ts, num))
        elif "hlo_op" in args:
            pid, tid = _id(e.get("pid", 0) or 0), _id(e.get("tid", 0) or 0)
            if pid is None or tid is None:
                continue
            kernels.append(
                {
                    "kernel": str(args["hlo_op"]),
                    "hlo_module": str(args.get("hlo_module", "")) or None,
                    "start_us": ts,
                    "duration_us": dur,
                    "pid": pid,
                    "tid": tid,
                }
            )
    steps.sort()
    _nest(kernels)
    for k in kernels:
        k["thread"] = threads.get((k["pid"], k["tid"]))
        k["step"] = _step_of(k["start_us"], steps)
    return kernels


def _nest(kernels: list[dict[str, Any]]) -> None:
    """Set depth and self duration: kernel events nest (a call thunk around its fusion)."""
    by_thread: dict[tuple[int, int], list[dict[str, Any]]] = {}
    for k in kernels:
        by_thread.setdefault((k["pid"], k["tid"]), []).append(k)
    for evs in by_thread.values():
        evs.sort(key=lambda k: (k["start_us"], -k["duration_us"]))
        stack: list[dict[str, Any]] = []
        for k in evs:
            end = k["start_us"] + k["duration_us"]
            while stack and stack[-1]["start_us"] + stack[-1]["duration_us"] < end - 1e-6:
                stack.pop()
            k["depth"] = len(stack)
            k["self_duration_us"] = k["duration_us"]
            if stack:
                stack[-1]["self_duration_us"] -= k["duration_us"]
            stack.append(k)


def _step_of(ts: float, steps: list[tuple[float, int]]) -> int | None:
    step = None
    for start, num in steps:
        if start <= ts:
            step = num
        else:
            break
    return step


@with_doc(TRACE_KERNELS_SCHEMA)
@reader
def read_trace(path: str | Path) -> pd.DataFrame:
    """Kernel executions of a profiler trace, one row each, in start order.

    Args:
        path: a ``.trace.json.gz`` / ``.trace.json`` file, or a folder below
            which the newest such file is taken (a config's ``trace/``).

    Returns:
        A DataFrame with columns:
        {schema}

    Raises:
        ParseError: no trace file, unreadable or truncated gzip, invalid JSON,
            or JSON that is not a Chrome trace.
    """
    p = Path(path)
    if p.is_dir():
        p = find_trace(p)
    rows = _records(_load(p)["traceEvents"])
    rows.sort(key=lambda r: r["start_us"])
    return frame(rows, TRACE_KERNELS_SCHEMA)


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
def is_profiler_trace(head: Head) -> bool:
    """XProf's trace-viewer JSON (what torch_xla's and JAX's profilers write as ``<host>.trace.json.gz``): a Chrome
    trace object whose first keys are ``displayTimeUnit`` and ``metadata: {"highres-ticks": ...}``, or whose events
    carry ``hlo_op``."""
    t = head.text.lstrip()
    if not t.startswith("{") or "traceEvents" not in t:
        return False
    return '"highres-ticks"' in t or '"hlo_op"' in t
