"""Every complete span of a profiler trace (Chrome trace JSON), not only kernels.

:func:`kitlib.timings.trace.read_trace` keeps the executed XLA kernels;
overlap questions also need the spans around them: host<->device transfers
(torch_xla's ``TransferToDevice`` / ``TransferFromDevice``, PJRT's
``TransferToServer`` / ``TransferFromServer``; GPU profiles' ``Memcpy*`` on
copy streams) and the profiled steps. One row per ``"X"`` event.

Checked against: torch_xla 2.9.0 PJRT CPU traces (``ts``/``dur`` in us).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from ..schema import Column, Schema, frame, with_doc
from .trace import _load, find_trace

SPAN_SCHEMA = Schema(
    [
        Column("name", "string", "event name"),
        Column("start_us", "float64", "start from the trace's origin", "us"),
        Column("duration_us", "float64", "wall duration", "us"),
        Column("pid", "int64", "trace process id"),
        Column("tid", "int64", "trace thread id"),
        Column("thread", "string", "thread name from the trace metadata (<NA> when absent)"),
        Column("hlo_op", "string", "args.hlo_op for an XLA kernel event, else <NA>"),
        Column("step_num", "Int64", "args.step_num for a step event, else <NA>"),
    ]
)


@with_doc(SPAN_SCHEMA)
def read_spans(path: str | Path) -> pd.DataFrame:
    """Every complete (``"X"``) event of a trace, in start order.

    Args:
        path: a ``.trace.json.gz`` / ``.trace.json`` file, or a folder below which the newest is taken.

    Returns:
        A DataFrame with columns:
        {schema}

    Raises:
        ParseError: as :func:`kitlib.timings.trace.read_trace`.
    """
    p = Path(path)
    if p.is_dir():
        p = find_trace(p)
    events = _load(p)["traceEvents"]
    threads: dict[tuple[Any, Any], str] = {}
    rows: list[dict[str, Any]] = []
    for e in events:
        if not isinstance(e, dict):
            continue
        raw = e.get("args")
        args: dict[str, Any] = raw if isinstance(raw, dict) else {}
        if e.get("ph") == "M" and e.get("name") == "thread_name":
            threads[(e.get("pid"), e.get("tid"))] = str(args.get("name", ""))
        if e.get("ph") != "X":
            continue
        try:
            ts, dur = float(e["ts"]), float(e.get("dur", 0.0))
            pid, tid = int(e.get("pid", 0) or 0), int(e.get("tid", 0) or 0)
        except (KeyError, TypeError, ValueError):
            continue
        step = args.get("step_num")
        rows.append({"name": str(e.get("name", "")), "start_us": ts, "duration_us": dur, "pid": pid, "tid": tid,
                     "hlo_op": str(args["hlo_op"]) if "hlo_op" in args else None,
                     "step_num": int(step) if isinstance(step, (int, str)) and str(step).lstrip("-").isdigit() else None})
    for r in rows:
        r["thread"] = threads.get((r["pid"], r["tid"]))
    rows.sort(key=lambda r: r["start_us"])
    return frame(rows, SPAN_SCHEMA)
