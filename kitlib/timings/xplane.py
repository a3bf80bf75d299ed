"""XSpace profiles (``<host>.xplane.pb``): kernels through xprof's own converter.

JAX (``jax.profiler.trace``), torch_xla (``xp.start_trace``) and TensorFlow
write the profile as an XSpace protobuf: one XPlane per host or device
(``/host:CPU``, ``/device:GPU:0``, ``/device:TPU:0``), lines (threads,
streams) of timed events with typed stats. The kernel table comes from
xprof's ``trace_viewer`` converter (the same code TensorBoard / XProf run),
so its events carry what xprof makes of each plane: every executed XLA
kernel has ``args.hlo_op`` and ``args.hlo_module``, CPU thunks and GPU/TPU
device ops alike. The planes table is decoded here with the ``protobuf``
package from XSpace's schema (``tsl/profiler/protobuf/xplane.proto``), which
also rejects a damaged file before xprof's C++ sees it.

Checked against: xprof 2.24.2 on a JAX 0.9.2 XLA:CPU profile made here
(``--xla_cpu_enable_xprof_traceme=true``; ``tests/data/xplane``) and on an
exact-format ``/device:GPU:0`` plane (stream line, kernel events with
``hlo_op`` / ``hlo_module`` / ``correlation_id`` / ``kernel_details`` stats);
no TPU plane was available to check. xprof
changed its kernel-event fields between 2.20 and 2.21; the reader names the
fields it needs (:data:`KERNEL_ARGS`) and the tests check them against the
installed xprof.
"""
from __future__ import annotations

import bisect
import hashlib
import json
import os
import re
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from ..errors import KitError, ParseError
from ..schema import Column, Schema, frame, rows_frame, with_doc
from ..textio import Head, read_bytes, reader
from .trace import TRACE_KERNELS_SCHEMA

#: trace_viewer event args that make an event an XLA kernel: op and module
KERNEL_ARGS = ("hlo_op", "hlo_module")

XPLANE_KERNEL_SCHEMA = Schema([
    *TRACE_KERNELS_SCHEMA,
    Column("plane", "string", "XPlane the kernel ran on (/host:CPU, /device:GPU:0, ...)"),
    Column("event_name", "string", "the event's own name: the launched kernel (PTX entry) on GPU, the HLO op again on CPU"),
])

PLANE_SCHEMA = Schema(
    [
        Column("plane_id", "int64", "XPlane id"),
        Column("plane", "string", "XPlane name (/host:CPU, /device:GPU:0, /host:metadata, ...)"),
        Column("line_count", "int64", "lines (threads, streams) in the plane"),
        Column("event_count", "int64", "events on all its lines"),
        Column("event_metadata_count", "int64", "distinct event names (event metadata entries)"),
        Column("stat_names", "string", "names of the plane's stat metadata, comma-separated, sorted"),
    ]
)

EVENT_SCHEMA = Schema(
    [
        Column("name", "string", "event name"),
        Column("plane", "string", "XPlane (trace process) name"),
        Column("thread", "string", "line (trace thread) name"),
        Column("start_us", "float64", "start from the trace's origin", "us"),
        Column("duration_us", "float64", "duration", "us"),
        Column("args", "string", "the event's args as JSON"),
    ]
)


def _xspace_class() -> Any:
    """The XSpace message class, built from xplane.proto's fields (no generated code ships with jax or xprof)."""
    from google.protobuf import descriptor_pb2, descriptor_pool, message_factory

    F = descriptor_pb2.FieldDescriptorProto
    fdp = descriptor_pb2.FileDescriptorProto(name="kitlib_xplane.proto", package="kitlib.xplane", syntax="proto3")

    def msg(name: str, fields: list[tuple[str, int, int, int, str]], parent: Any = None) -> Any:
        m = (parent.nested_type if parent is not None else fdp.message_type).add(name=name)
        for fname, number, ftype, label, tname in fields:
            f = m.field.add(name=fname, number=number, type=ftype, label=label)
            if tname:
                f.type_name = tname
        return m

    opt, rep = F.LABEL_OPTIONAL, F.LABEL_REPEATED
    i64, s, b, d, u64, mt = F.TYPE_INT64, F.TYPE_STRING, F.TYPE_BYTES, F.TYPE_DOUBLE, F.TYPE_UINT64, F.TYPE_MESSAGE
    p = ".kitlib.xplane."
    msg("XSpace", [("planes", 1, mt, rep, p + "XPlane"), ("errors", 2, s, rep, ""), ("warnings", 3, s, rep, ""),
                   ("hostnames", 4, s, rep, "")])
    plane = msg("XPlane", [("id", 1, i64, opt, ""), ("name", 2, s, opt, ""), ("lines", 3, mt, rep, p + "XLine"),
                           ("event_metadata", 4, mt, rep, p + "XPlane.EventMetadataEntry"),
                           ("stat_metadata", 5, mt, rep, p + "XPlane.StatMetadataEntry"), ("stats", 6, mt, rep, p + "XStat")])
    for entry, value in (("EventMetadataEntry", "XEventMetadata"), ("StatMetadataEntry", "XStatMetadata")):
        e = msg(entry, [("key", 1, i64, opt, ""), ("value", 2, mt, opt, p + value)], plane)
        e.options.map_entry = True
    msg("XLine", [("id", 1, i64, opt, ""), ("display_id", 10, i64, opt, ""), ("name", 2, s, opt, ""),
                  ("display_name", 11, s, opt, ""), ("timestamp_ns", 3, i64, opt, ""), ("duration_ps", 9, i64, opt, ""),
                  ("events", 4, mt, rep, p + "XEvent")])
    msg("XEvent", [("metadata_id", 1, i64, opt, ""), ("offset_ps", 2, i64, opt, ""), ("num_occurrences", 5, i64, opt, ""),
                   ("duration_ps", 3, i64, opt, ""), ("stats", 4, mt, rep, p + "XStat")])
    msg("XStat", [("metadata_id", 1, i64, opt, ""), ("double_value", 2, d, opt, ""), ("uint64_value", 3, u64, opt, ""),
                  ("int64_value", 4, i64, opt, ""), ("str_value", 5, s, opt, ""), ("bytes_value", 6, b, opt, ""),
                  ("ref_value", 7, u64, opt, "")])
    msg("XEventMetadata", [("id", 1, i64, opt, ""), ("name", 2, s, opt, ""), ("display_name", 4, s, opt, ""),
                           ("metadata", 3, b, opt, ""), ("stats", 5, mt, rep, p + "XStat"), ("child_id", 6, i64, rep, "")])
    msg("XStatMetadata", [("id", 1, i64, opt, ""), ("name", 2, s, opt, ""), ("description", 3, s, opt, "")])
    pool = descriptor_pool.DescriptorPool()
    pool.Add(fdp)
    return message_factory.GetMessageClass(pool.FindMessageTypeByName("kitlib.xplane.XSpace"))


_XSPACE: Any = None


def decode_xspace(data: bytes, path: str | os.PathLike = "<bytes>") -> Any:
    """Decode XSpace bytes into a protobuf message (planes, lines, events, metadata).

    Raises:
        ParseError: not an XSpace (protobuf decode error, or no planes).
    """
    global _XSPACE
    from google.protobuf.message import DecodeError

    if _XSPACE is None:
        _XSPACE = _xspace_class()
    space = _XSPACE()
    try:
        space.ParseFromString(data)
    except (DecodeError, RuntimeError, ValueError) as e:
        raise ParseError(path, None, f"not an XSpace profile (protobuf: {e})") from None
    if not space.planes or not any(pl.name for pl in space.planes):
        raise ParseError(path, None, "not an XSpace profile (no named planes)")
    return space


def _planes(space: Any) -> pd.DataFrame:
    rows = [{"plane_id": pl.id, "plane": pl.name, "line_count": len(pl.lines),
             "event_count": sum(len(ln.events) for ln in pl.lines), "event_metadata_count": len(pl.event_metadata),
             "stat_names": ",".join(sorted({m.name for m in pl.stat_metadata.values()}))} for pl in space.planes]
    return frame(rows, PLANE_SCHEMA)


def _trace_viewer(path: Path, data: bytes) -> Any:
    """xprof's trace_viewer trace of one .xplane.pb: its ``Trace`` protobuf (``trace_events_old.proto``), as xprof's
    C++ converter returns it (its C++ logs silenced unless the user set a level).

    xprof's public ``xspace_to_tool_data(..., "trace_viewer")`` turns that protobuf into catapult JSON in Python
    (``trace_events_json``: a ``json.dumps`` per event, about half of a bert-base profile's conversion) for its web
    page; the kit reads the protobuf the JSON is written from, with xprof's own message class, instead
    (``tests/test_formats.py`` checks that xprof's JSON of it is the public call's, byte for byte). The profile's
    folder is left untouched.
    """
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    try:
        from google.protobuf.message import DecodeError
        from xprof.convert import _pywrap_profiler_plugin
        from xprof.protobuf import trace_events_old_pb2
    except ImportError as e:
        raise KitError(f"{path}: reading .xplane.pb needs xprof (pip install xprof==2.24.2): {e}") from None
    # xprof writes side files (the HLO protos it finds) into the profile's folder: convert a copy in a temporary one
    with tempfile.TemporaryDirectory(prefix="kit-xplane-") as tmp:
        copy = Path(tmp) / "profile.xplane.pb"
        copy.write_bytes(data)
        raw, ok = _pywrap_profiler_plugin.xspace_to_tools_data([str(copy)], "trace_viewer", {"use_saved_result": True})
    if not ok or not raw:
        raise ParseError(path, None, "xprof could not convert this XSpace to a trace")
    trace = trace_events_old_pb2.Trace()
    try:
        trace.ParseFromString(raw)
    except (DecodeError, RuntimeError, ValueError) as e:
        raise ParseError(path, None, f"xprof's trace is not a Trace protobuf ({e})") from None
    return trace


def _events(trace: Any) -> tuple[list[dict[str, Any]], list[tuple]]:
    """(kernel rows, all complete events as rows in :data:`EVENT_SCHEMA`'s order) from xprof's ``Trace``: what its
    trace viewer shows (complete events have a duration; times in microseconds as its JSON writes them,
    ``timestamp_ps / 1e6``)."""
    processes = {did: d.name for did, d in trace.devices.items() if d.name}
    threads = {(did, rid): r.name for did, d in trace.devices.items() for rid, r in d.resources.items() if r.name}
    steps: list[tuple[float, int]] = []
    kernels: list[dict[str, Any]] = []
    events: list[tuple] = []
    for e in trace.trace_events:
        if not e.duration_ps:  # an instant event
            continue
        args = dict(e.args)
        ts, dur, pid, tid = e.timestamp_ps / 1e6, e.duration_ps / 1e6, e.device_id, e.resource_id
        events.append((e.name, processes.get(pid), threads.get((pid, tid)), ts, dur, _args_json(args)))
        if "step_num" in args:
            try:
                steps.append((ts, int(args["step_num"])))
            except ValueError:
                pass
        elif all(a in args for a in KERNEL_ARGS):
            kernels.append({"kernel": args["hlo_op"], "event_name": e.name, "hlo_module": args["hlo_module"] or None,
                            "start_us": ts, "duration_us": dur, "pid": pid, "tid": tid})
    steps.sort()
    from .trace import _nest

    _nest(kernels)
    starts = [s for s, _ in steps]
    for k in kernels:
        k["thread"] = threads.get((k["pid"], k["tid"]))
        k["plane"] = processes.get(k["pid"])
        i = bisect.bisect_right(starts, k["start_us"])
        k["step"] = steps[i - 1][1] if i else None
    kernels.sort(key=lambda r: r["start_us"])
    return kernels, events


def _args_json(args: dict[str, Any]) -> str:
    """``json.dumps(args, sort_keys=True)``, written here for the string-to-string maps of xprof's trace events (its
    ``args``: a few per event, tens of thousands of events a profile; json.dumps makes an encoder per call): the
    same text, each string escaped by json's own function (``ensure_ascii``); anything else through json.dumps."""
    if not args:
        return "{}"
    if all(type(k) is str and type(v) is str for k, v in args.items()):
        return "{" + ", ".join(f"{_JSON_STR(k)}: {_JSON_STR(v)}" for k, v in sorted(args.items())) + "}"
    return json.dumps(args, sort_keys=True)


_JSON_STR = json.encoder.encode_basestring_ascii  # type: ignore[attr-defined]


@dataclass(frozen=True)
class XSpaceProfile:
    """A read ``.xplane.pb``.

    Attributes:
        kernels: XLA kernel executions (trace_viewer events with ``hlo_op`` and ``hlo_module``).
        planes: one row per XPlane, decoded from the protobuf.
        events: every complete event xprof's trace shows (framework spans, steps, kernels).
    """

    kernels: pd.DataFrame
    planes: pd.DataFrame
    events: pd.DataFrame


def newest_xplane(path: str | os.PathLike) -> Path:
    """``path`` itself, or the newest ``*.xplane.pb`` below it when it is a folder.

    Raises:
        ParseError: a folder without one.
    """
    p = Path(path)
    if p.is_dir():
        found = sorted(p.rglob("*.xplane.pb"), key=lambda q: q.stat().st_mtime_ns)
        if not found:
            raise ParseError(p, None, "no *.xplane.pb profile below this folder")
        p = found[-1]
    return p


@reader
@with_doc(XPLANE_KERNEL_SCHEMA)
def read_xplane(path: str | os.PathLike) -> XSpaceProfile:
    """Read an ``.xplane.pb`` profile (or the newest one below a folder).

    Returns:
        An :class:`XSpaceProfile`; its ``kernels`` table has the columns of
        :func:`kitlib.read_trace`'s kernel table plus ``plane``:
        {schema}

        ``planes``: plane_id, plane, line_count, event_count,
        event_metadata_count, stat_names. ``events``: name, plane, thread,
        start_us, duration_us, args (JSON).

    Raises:
        ParseError: no ``.xplane.pb`` below a folder, a file that is not an
            XSpace, or one xprof cannot convert.
        KitError: xprof is not installed.
    """
    p = newest_xplane(path)
    data = read_bytes(p)  # containers unpacked (.xplane.pb.gz)
    key = hashlib.blake2b(data, digest_size=20).digest()
    with _SEEN_LOCK:
        if key in _SEEN:
            _SEEN[key] = _SEEN.pop(key)  # the most recently used last
            return _SEEN[key][0]
    planes = _planes(decode_xspace(data, p))
    kernels, events = _events(_trace_viewer(p, data))
    profile = XSpaceProfile(frame(kernels, XPLANE_KERNEL_SCHEMA), planes, rows_frame(events, EVENT_SCHEMA))
    size = sum(int(t.memory_usage(deep=True).sum()) for t in (profile.kernels, profile.planes, profile.events))
    with _SEEN_LOCK:
        _SEEN[key] = (profile, size)
        while sum(n for _, n in _SEEN.values()) > _SEEN_BYTES:
            del _SEEN[next(iter(_SEEN))]  # the least recently used first (a profile over the bound goes at once)
    return profile


#: profiles read in this process, by their bytes: a replay block's one profile stands in every config's ``trace/``
#: of that block (linked, or copied with the run), and ``kit compare`` or a report opens each config apart, so
#: xprof's conversion (about 2-3 s for a bert-base block) runs once per profile, not once per config. Kept while
#: their tables hold at most _SEEN_BYTES (a bert-base block's: about 10 MB); the tables are shared, not copied:
#: callers select, never change them in place.
_SEEN: dict[bytes, tuple[XSpaceProfile, int]] = {}
_SEEN_BYTES = 512 * 2**20
_SEEN_LOCK = threading.Lock()


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
_XPLANE_HEAD = re.compile(rb"\A\x0a[\x80-\xff]*[\x00-\x7f](?:\x08[\x80-\xff]*[\x00-\x7f])?\x12[\x00-\x7f]"
                          rb"(?:/host:|/device:|/job:|Task Environment)")


def is_xplane(head: Head) -> bool:
    """An XSpace protobuf: its first XPlane (field 1) opens with an id and a name such as ``/host:CPU``."""
    return bool(_XPLANE_HEAD.match(head.data))


def heaviest_module(kernels: pd.DataFrame) -> str | None:
    """The HLO module whose outermost kernel events add up to the most time (None when no event names one)."""
    top = kernels[(kernels["depth"] == 0) & kernels["hlo_module"].notna()]
    if top.empty:
        return None
    return str(top.groupby("hlo_module")["duration_us"].sum().idxmax())


def executions_as_steps(kernels: pd.DataFrame, hlo_module: str | None = None) -> pd.DataFrame:
    """A profile of a program that marks no steps: each execution of its heaviest module (or ``hlo_module``) a step.

    XLA:CPU runs the ENTRY computation's outermost kernels (thunks) once per execution, so each is an
    execution counter: the kernel named in most executions' outermost events, counted once per
    execution, marks where one starts (the earliest such kernel when several tie). ``step`` of every
    kernel event (of any module) becomes the number of the heaviest module's execution that started last
    before it (``<NA>`` before the first); a profile that marks steps already (``step_num``) is returned as
    it is.

    Checked against jaxlib 0.4.31 (the XLA:CPU runtime before thunks), 0.4.33 and 0.9.2 profiles made with
    ``--xla_cpu_enable_xprof_traceme=true``.
    """
    if kernels["step"].notna().any():
        return kernels
    module = hlo_module or heaviest_module(kernels)
    out = kernels.copy()
    out["step"] = pd.array([pd.NA] * len(out), dtype="Int64")
    if module is None:
        return out
    top = out[(out["depth"] == 0) & (out["hlo_module"] == module)].sort_values("start_us")
    counts = top["kernel"].value_counts()
    n = int(counts.max())
    marker = top[top["kernel"].isin(set(counts[counts == n].index))]["kernel"].iloc[0]
    starts = top.loc[top["kernel"] == marker, "start_us"].to_numpy()
    import numpy as np

    idx = np.searchsorted(starts, out["start_us"].to_numpy(), side="right") - 1
    out["step"] = pd.array([int(i) if i >= 0 else pd.NA for i in idx], dtype="Int64")
    return out


def executions_per_second(path: str | os.PathLike) -> float:
    """Executions per second of the heaviest module in a profile without step marks (the probe's throughput when the
    program prints none): executions, less one, over the time from the first execution's start to the last's.

    Raises:
        ParseError, KitError: as :func:`read_xplane`; KitError when fewer than two executions are found.
    """
    k = executions_as_steps(read_xplane(path).kernels)
    steps = k[k["step"].notna()]
    n = int(steps["step"].max()) + 1 if len(steps) else 0
    if n < 2:
        raise KitError(f"{path}: fewer than two executions of one XLA module in the profile")
    first = steps.groupby("step")["start_us"].min()
    return (n - 1) / ((first.iloc[-1] - first.iloc[0]) / 1e6)
