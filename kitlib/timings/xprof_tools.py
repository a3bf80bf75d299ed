"""XProf's tool outputs, as its converters write them (``xprof.convert.raw_to_tool_data``): op, kernel and buffer tables.

What XProf (TensorBoard's profile plugin) serves for one profile, saved as ``.json`` or ``.json.gz``:

- ``hlo_stats``: a Google Charts DataTable (``{"cols": [{"id", "label", "type"}...], "rows": [{"c": [{"v"}...]}]}``),
  one row per HLO op (time, FLOP rate, memory bandwidth, bound-by): the ``ops`` table.
- ``roofline_model``: a list of two DataTables, the ops per step (``step`` = ``Total`` or a step
  number) with the device's peaks in the first table's properties (``p``), and diagnostics.
- ``op_profile``: a tree (``byProgram`` / ``byCategory`` / ``...ExcludeIdle`` views) of nodes with
  ``metrics`` (``rawTime`` in ps, ``rawFlops``, ``rawBytesAccessedArray``, ``occurrences``) and, for
  HLO ops, ``xla`` (expression, category, program id): the ``nodes`` table, one row per node.
- ``memory_viewer``: one program's buffers at its peak (``maxHeap``; sizes in MiB) and its totals:
  the ``buffers`` and ``summary`` tables, sizes in bytes as the buffer assignment's.
- ``kernel_stats``: a DataTable, one row per GPU kernel (registers, shared memory, grid, occupancy,
  the op it ran): the ``kernels`` table.

Columns are found by the DataTable's column ids, never by position: xprof adds and drops columns
between releases and by device (CPU, GPU and TPU tables differ); a column a table lacks is <NA>.
The tool is recognised by content: each tool's signature (``is_hlo_stats`` ...) checks its own JSON
keys (``_TOOL_HEADS``).

Checked against: xprof 2.24.2 run here (``tests/data/xprof``: a JAX XLA:CPU profile, and an
exact-format XLA:GPU profile built from a real deviceless bert-tiny compile; see its SOURCE.md).
"""
from __future__ import annotations

import json
import re
import zlib
from dataclasses import dataclass
from typing import Any

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, rows_frame, with_doc
from ..textio import Head, PathOrText, decompressed_limit, is_text, load_json, reader, source_name

_OP_COLUMNS = [  # (column, dtype, unit, DataTable ids (hlo_stats, roofline_model), meaning)
    ("step", "string", "", ("step",), "roofline_model: Total or the step number; <NA> in hlo_stats"),
    ("rank", "Int64", "", ("rank",), "xprof's rank (by self time)"),
    ("program_id", "string", "", ("program_id", "hlo_module_id"), "program (HLO module) id"),
    ("category", "string", "", ("category",), "HLO op category (loop fusion, custom fusion, convolution, ...)"),
    ("hlo_op", "string", "", ("hlo_op_name", "operation"), "HLO instruction name"),
    ("expression", "string", "", ("hlo_op_expression",), "the instruction as text, else <NA>"),
    ("framework_op", "string", "", ("tf_op_name",), "framework op (JAX / TensorFlow name), else <NA>"),
    ("occurrences", "Int64", "", ("occurrences",), "executions profiled"),
    ("total_time_us", "float64", "us", ("total_time",), "total time"),
    ("avg_time_us", "float64", "us", ("avg_time",), "time per execution"),
    ("total_self_time_us", "float64", "us", ("total_self_time",), "total self time (children excluded)"),
    ("avg_self_time_us", "float64", "us", ("avg_self_time",), "self time per execution"),
    ("self_time_percent", "float64", "%", ("total_self_time_percent",), "share of all ops' self time"),
    ("model_flop_rate_gflop_per_s", "float64", "GFLOP/s", ("model_flop_rate",), "model FLOP rate"),
    ("memory_bw_gib_per_s", "float64", "GiB/s", ("measured_memory_bw",), "measured memory bandwidth"),
    ("hbm_bw_gib_per_s", "float64", "GiB/s", ("hbm_bw",), "HBM bandwidth"),
    ("operational_intensity_flop_per_byte", "float64", "FLOP/byte", ("operational_intensity",), "FLOPs per byte accessed"),
    ("bound_by", "string", "", ("bound_by",), "what bounds it (HBM, Compute, ...)"),
    ("roofline_efficiency_percent", "float64", "%", ("roofline_efficiency",), "roofline_model: achieved / attainable, else <NA>"),
    ("source", "string", "", ("source_info",), "source location (file:line; the cell's HTML removed), else <NA>"),
]
XPROF_OPS_SCHEMA = Schema([Column(n, d, m, u) for n, d, u, _, m in _OP_COLUMNS])

_KERNEL_COLUMNS = [
    ("rank", "Int64", "", ("rank",), "xprof's rank (by total duration)"),
    ("kernel", "string", "", ("kernel_name",), "kernel (PTX entry) name"),
    ("registers_per_thread", "Int64", "", ("registers_per_thread",), "registers per thread"),
    ("shared_memory_bytes", "Int64", "bytes", ("shmem_bytes",), "shared memory per block"),
    ("block_dim", "string", "", ("block_dim",), "block dimensions x,y,z"),
    ("grid_dim", "string", "", ("grid_dim",), "grid dimensions x,y,z"),
    ("occupancy_percent", "float64", "%", ("occupancy_pct",), "theoretical occupancy"),
    ("uses_tensor_core", "boolean", "", ("is_kernel_using_tensor_core",), "the kernel uses tensor cores"),
    ("hlo_op", "string", "", ("op_name",), "the op it ran (empty in XLA:GPU profiles without framework ops: <NA>)"),
    ("occurrences", "Int64", "", ("occurrences",), "launches profiled"),
    ("total_duration_us", "float64", "us", ("total_duration_us",), "total duration"),
    ("avg_duration_us", "float64", "us", ("avg_duration_us",), "duration per launch"),
    ("min_duration_us", "float64", "us", ("min_duration_us",), "shortest launch"),
    ("max_duration_us", "float64", "us", ("max_duration_us",), "longest launch"),
]
XPROF_KERNELS_SCHEMA = Schema([Column(n, d, m, u) for n, d, u, _, m in _KERNEL_COLUMNS])

XPROF_NODES_SCHEMA = Schema(
    [
        Column("view", "string", "the tree: byProgram, byCategory, byProgramExcludeIdle, ..."),
        Column("depth", "int64", "0 = the view's root"),
        Column("path", "string", "names from the root's child down to the node, joined by ' / '"),
        Column("name", "string", "node name (program, category, op; 'X and its duplicate(s)' for deduplicated ops)"),
        Column("hlo_op", "string", "the HLO op of a leaf whose xla.expression is set, else <NA>"),
        Column("category", "string", "xla.category, else <NA>"),
        Column("expression", "string", "xla.expression, else <NA>"),
        Column("program_id", "string", "xla.programId, else <NA>"),
        Column("occurrences", "Int64", "metrics.occurrences"),
        Column("total_time_us", "float64", "metrics.rawTime", "us"),
        Column("avg_time_us", "float64", "metrics.avgTimePs", "us"),
        Column("flops", "float64", "metrics.rawFlops (FLOPs in the node's time)"),
        Column("bytes_accessed", "float64", "metrics.rawBytesAccessedArray[0] (HBM)", "bytes"),
        Column("child_count", "int64", "children in the tree"),
    ]
)

XPROF_BUFFERS_SCHEMA = Schema(
    [
        Column("rank", "int64", "position in the peak heap (maxHeap order)"),
        Column("instruction", "string", "HLO instruction defining the buffer, <NA> for the merged small buffers"),
        Column("shape", "string", "shape as printed, else <NA>"),
        Column("size_bytes", "int64", "logical buffer size (from MiB)", "bytes"),
        Column("unpadded_size_bytes", "Int64", "size without padding (from MiB), else <NA>", "bytes"),
        Column("group", "string", "Parameter, Output, Temporary, ... (groupName), else <NA>"),
        Column("opcode", "string", "HLO opcode, else <NA>"),
        Column("framework_op", "string", "framework op (tfOpName), else <NA>"),
        Column("logical_buffer_id", "Int64", "buffer assignment's logical buffer id, <NA> (-1) for merged small buffers"),
        Column("label", "string", "label as xprof shows it"),
    ]
)

XPROF_SUMMARY_SCHEMA = Schema(
    [
        Column("hlo_module", "string", "program (HLO module) name"),
        Column("entry_computation", "string", "entry computation name"),
        Column("peak_heap_bytes", "int64", "peak heap (from MiB)", "bytes"),
        Column("peak_unpadded_heap_bytes", "Int64", "peak heap without padding", "bytes"),
        Column("entry_parameters_bytes", "Int64", "entry computation parameters", "bytes"),
        Column("maybe_live_out_bytes", "Int64", "buffers that may live out", "bytes"),
        Column("total_buffer_allocation_bytes", "Int64", "all buffer allocations", "bytes"),
        Column("buffer_count", "int64", "buffers in the peak heap list"),
    ]
)

XPROF_DEVICE_SCHEMA = Schema([Column("property", "string", "DataTable property (device_type, peak_flop_rate, peak_hbm_bw, ...)"),
                          Column("value", "string", "its value as written")])
XPROF_DIAGNOSTICS_SCHEMA = Schema([Column("severity", "string", "severity"), Column("message", "string", "message")])


@dataclass(frozen=True)
class HloStats:
    """``ops``: :data:`XPROF_OPS_SCHEMA`, one row per HLO op."""

    ops: pd.DataFrame


@dataclass(frozen=True)
class RooflineModel:
    """``ops`` (:data:`XPROF_OPS_SCHEMA`, per step and Total), ``device`` (:data:`XPROF_DEVICE_SCHEMA`), ``diagnostics``."""

    ops: pd.DataFrame
    device: pd.DataFrame
    diagnostics: pd.DataFrame


@dataclass(frozen=True)
class OpProfile:
    """``nodes``: :data:`XPROF_NODES_SCHEMA`, every node of every view; ``device_type``."""

    nodes: pd.DataFrame
    device_type: str | None


@dataclass(frozen=True)
class MemoryViewer:
    """``buffers`` (:data:`XPROF_BUFFERS_SCHEMA`) and ``summary`` (:data:`XPROF_SUMMARY_SCHEMA`, one row)."""

    buffers: pd.DataFrame
    summary: pd.DataFrame


@dataclass(frozen=True)
class KernelStats:
    """``kernels``: :data:`XPROF_KERNELS_SCHEMA`, one row per kernel."""

    kernels: pd.DataFrame


_MIB = 1 << 20
_TAG = re.compile(r"<[^>]*>")


def _load(path_or_text: PathOrText, what: str) -> Any:
    """The JSON of a path (``.gz`` gunzipped) or of the text / bytes themselves."""
    if not is_text(path_or_text):
        return load_json(path_or_text, what)  # type: ignore[arg-type]
    data: str | bytes = path_or_text if isinstance(path_or_text, str) else bytes(path_or_text)  # type: ignore[arg-type]
    if isinstance(data, bytes) and data[:2] == b"\x1f\x8b":
        limit = decompressed_limit(len(data))
        try:
            data = zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(data, limit + 1)
        except zlib.error as e:
            raise ParseError("<text>", None, f"cannot read {what}: damaged gzip data ({e})") from None
        if len(data) > limit:
            raise ParseError("<text>", None, f"gzip data decompresses to more than {limit} bytes: a decompression bomb, not read")
    try:
        return json.loads(data)
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise ParseError("<text>", getattr(e, "lineno", None), f"not a valid {what} ({getattr(e, 'msg', e)})") from None


def _datatable(name: str, table: Any, required: tuple[str, ...], what: str) -> tuple[list[str], list[list[Any]]]:
    """(column ids, rows of cell values) of a DataTable, refused when a required column is missing."""
    if not isinstance(table, dict) or not isinstance(table.get("cols"), list) or not isinstance(table.get("rows", []), list):
        raise ParseError(name, None, f"not an XProf {what} (no DataTable cols / rows)")
    ids = [str(c.get("id")) if isinstance(c, dict) else "" for c in table["cols"]]
    missing = [r for r in required if r not in ids]
    if missing:
        raise ParseError(name, None, f"not an XProf {what}: no column {', '.join(missing)}")
    rows = []
    for k, row in enumerate(table.get("rows", [])):
        cells = row.get("c") if isinstance(row, dict) else None
        if not isinstance(cells, list) or len(cells) != len(ids):
            raise ParseError(name, None, f"{what} row {k}: {len(cells) if isinstance(cells, list) else 'no'} cells "
                                         f"for {len(ids)} columns")
        rows.append([c.get("v") if isinstance(c, dict) else None for c in cells])
    return ids, rows


def _columns(ids: list[str], rows: list[list[Any]], spec: list[tuple], schema: Schema) -> pd.DataFrame:
    where = {i: k for k, i in enumerate(ids)}
    out: dict[str, list[Any]] = {}
    for column, dtype, _, sources, _ in spec:
        k = next((where[s] for s in sources if s in where), None)
        values = [None if k is None else r[k] for r in rows]
        if dtype == "string":
            values = [None if v in (None, "") else _TAG.sub("", str(v)) for v in values]
        elif dtype == "Int64":
            values = [None if v in (None, "") else round(float(v)) for v in values]
        elif dtype == "boolean":
            values = [None if v in (None, "") else (v if isinstance(v, bool) else str(v).lower() in ("yes", "true"))
                      for v in values]
        out[column] = values
    return rows_frame(list(zip(*(out[c] for c in schema.names))), schema)


@with_doc(XPROF_OPS_SCHEMA)
@reader
def read_hlo_stats(path_or_text: PathOrText) -> HloStats:
    """Read XProf's ``hlo_stats`` tool output.

    Returns:
        :class:`HloStats`; its ``ops`` table has columns:
        {schema}

    Raises:
        ParseError: not JSON (the line), damaged gzip, not a DataTable, no ``hlo_op_name`` column,
            a row whose cells do not match the columns.
    """
    name = source_name(path_or_text)
    ids, rows = _datatable(name, _load(path_or_text, "hlo_stats JSON"), ("hlo_op_name",), "hlo_stats table")
    return HloStats(_columns(ids, rows, _OP_COLUMNS, XPROF_OPS_SCHEMA))


@with_doc(XPROF_OPS_SCHEMA)
@reader
def read_roofline_model(path_or_text: PathOrText) -> RooflineModel:
    """Read XProf's ``roofline_model`` tool output (the ops table, the device's peaks, the diagnostics).

    Returns:
        :class:`RooflineModel`; its ``ops`` table has columns:
        {schema}

    Raises:
        ParseError: not JSON, damaged gzip, not a list of DataTables, no ``operation`` column, a bad row.
    """
    name = source_name(path_or_text)
    data = _load(path_or_text, "roofline_model JSON")
    if not isinstance(data, list) or not data:
        raise ParseError(name, None, "not an XProf roofline_model (expected a list of DataTables)")
    ids, rows = _datatable(name, data[0], ("operation",), "roofline_model table")
    props = data[0].get("p") or {}
    device = frame({"property": list(props), "value": [str(v) for v in props.values()]}, XPROF_DEVICE_SCHEMA)
    diagnostics = XPROF_DIAGNOSTICS_SCHEMA.empty()
    if len(data) > 1:
        dids, drows = _datatable(name, data[1], ("severity", "message"), "roofline_model diagnostics")
        diagnostics = frame({c: [r[dids.index(c)] for r in drows] for c in ("severity", "message")}, XPROF_DIAGNOSTICS_SCHEMA)
    return RooflineModel(_columns(ids, rows, _OP_COLUMNS, XPROF_OPS_SCHEMA), device, diagnostics)


@with_doc(XPROF_KERNELS_SCHEMA)
@reader
def read_kernel_stats(path_or_text: PathOrText) -> KernelStats:
    """Read XProf's ``kernel_stats`` tool output (GPU kernels).

    Returns:
        :class:`KernelStats`; its ``kernels`` table has columns:
        {schema}

    Raises:
        ParseError: not JSON, damaged gzip, not a DataTable, no ``kernel_name`` column, a bad row.
    """
    name = source_name(path_or_text)
    ids, rows = _datatable(name, _load(path_or_text, "kernel_stats JSON"), ("kernel_name",), "kernel_stats table")
    return KernelStats(_columns(ids, rows, _KERNEL_COLUMNS, XPROF_KERNELS_SCHEMA))


@with_doc(XPROF_NODES_SCHEMA)
@reader
def read_op_profile(path_or_text: PathOrText) -> OpProfile:
    """Read XProf's ``op_profile`` tool output: every node of each view, flattened.

    Returns:
        :class:`OpProfile`; its ``nodes`` table has columns:
        {schema}

    Raises:
        ParseError: not JSON, damaged gzip, no ``byProgram`` / ``byCategory`` view, a node that is
            not an object with a name and metrics.
    """
    name = source_name(path_or_text)
    data = _load(path_or_text, "op_profile JSON")
    views = {k: v for k, v in data.items() if k.startswith("by")} if isinstance(data, dict) else {}
    if not views:
        raise ParseError(name, None, "not an XProf op_profile (no byProgram / byCategory view)")
    rows: list[tuple] = []

    def walk(view: str, node: Any, depth: int, path: str) -> None:
        if not isinstance(node, dict) or not isinstance(node.get("metrics", {}), dict) or "name" not in node:
            raise ParseError(name, None, f"op_profile {view}: a node at depth {depth} has no name or metrics")
        m, x = node.get("metrics", {}), node.get("xla") or {}
        children = node.get("children") or []
        here = f"{path} / {node['name']}" if path else (node["name"] if depth else "")
        expression = x.get("expression") or None
        raw_bytes = m.get("rawBytesAccessedArray") or [None]
        rows.append((view, depth, here or node["name"], node["name"],
                     node["name"] if expression and not children else None, x.get("category") or None, expression,
                     x.get("programId") or None, m.get("occurrences"), (m.get("rawTime") or 0) / 1e6,
                     (m.get("avgTimePs") or 0) / 1e6, m.get("rawFlops"), raw_bytes[0], len(children)))
        for child in children:
            walk(view, child, depth + 1, here)

    for view, root in views.items():
        walk(view, root, 0, "")
    return OpProfile(rows_frame(rows, XPROF_NODES_SCHEMA), data.get("deviceType"))


@with_doc(XPROF_BUFFERS_SCHEMA)
@reader
def read_memory_viewer(path_or_text: PathOrText) -> MemoryViewer:
    """Read XProf's ``memory_viewer`` tool output: the buffers at one program's peak and its totals.

    Returns:
        :class:`MemoryViewer`; its ``buffers`` table has columns:
        {schema}

    Raises:
        ParseError: not JSON, damaged gzip, no ``maxHeap`` list or ``peakHeapMib``, a buffer without a size.
    """
    name = source_name(path_or_text)
    data = _load(path_or_text, "memory_viewer JSON")
    if not isinstance(data, dict) or not isinstance(data.get("maxHeap"), list) or "peakHeapMib" not in data:
        raise ParseError(name, None, "not an XProf memory_viewer (no maxHeap list / peakHeapMib)")

    def nbytes(mib: Any) -> int | None:
        return None if mib is None else round(float(mib) * _MIB)

    rows = []
    for k, b in enumerate(data["maxHeap"]):
        if not isinstance(b, dict) or "logicalBufferSizeMib" not in b:
            raise ParseError(name, None, f"memory_viewer buffer {k} has no logicalBufferSizeMib")
        lid = b.get("logicalBufferId")
        rows.append((b.get("numbered", k), b.get("instructionName") or None, b.get("shapeString") or None,
                     nbytes(b["logicalBufferSizeMib"]), nbytes(b.get("unpaddedShapeMib")), b.get("groupName") or None,
                     b.get("opCode") or None, b.get("tfOpName") or None, None if lid in (None, -1) else lid,
                     b.get("label", "")))
    buffers = rows_frame(rows, XPROF_BUFFERS_SCHEMA)
    summary = frame([{
        "hlo_module": data.get("moduleName"), "entry_computation": data.get("entryComputationName"),
        "peak_heap_bytes": nbytes(data["peakHeapMib"]), "peak_unpadded_heap_bytes": nbytes(data.get("peakUnpaddedHeapMib")),
        "entry_parameters_bytes": nbytes(data.get("entryComputationParametersMib")),
        "maybe_live_out_bytes": nbytes(data.get("maybeLiveOutMib")),
        "total_buffer_allocation_bytes": nbytes(data.get("totalBufferAllocationMib")), "buffer_count": len(rows)}],
        XPROF_SUMMARY_SCHEMA)
    return MemoryViewer(buffers, summary)


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
#: each XProf tool's own JSON keys, as its converter writes them first, whitespace between tokens removed (xprof's
#: own tests store the outputs indented, keys sorted: memory_viewer's first key is then ``bySizeToMaxHeap``, an
#: op_profile node's ``children``)
_TOOL_HEADS = {
    "hlo_stats": re.compile(r'\{"cols":\[\{"id":"rank".*"id":"hlo_op_name"', re.S),
    "kernel_stats": re.compile(r'\{"cols":\[\{"id":"rank".*"id":"kernel_name"', re.S),
    "roofline_model": re.compile(r'\[\{"cols":\[\{"id":"step".*"id":"operation"', re.S),
    # a Profile: its first key one of its own (a view, deviceType, aggDvfsTimeScaleMultiplier), a view holding a node
    "op_profile": re.compile(r'\{(?:"(?:deviceType|aggDvfsTimeScaleMultiplier)":.*?)?'
                             r'"by(?:Program|Category)(?:ExcludeIdle)?":\{"(?:name|metrics|children|xla|category|numChildren)":', re.S),
    # a PreprocessResult: its first key one of its own lists or maps (not moduleName: any JSON may have one)
    "memory_viewer": re.compile(r'\{"(?:heapSizes|unpaddedHeapSizes|maxHeap|maxHeapBySize|maxHeapToBySize|bySizeToMaxHeap|'
                                r'logicalBufferSpans|indefiniteLifetimes|bufferBlocks|hloInstructionNames|'
                                r'allocationTimeline)":[\[{]'),
}
#: whitespace beside a JSON structural character (outside strings, as far as a content signature needs)
_JSON_SPACE = re.compile(r'\s*([\[\]{}:,])\s*')


def _tool_head(tool: str, head: Head) -> bool:
    return bool(_TOOL_HEADS[tool].match(_JSON_SPACE.sub(r"\1", head.text.strip())))


def is_hlo_stats(head: Head) -> bool:
    """XProf ``hlo_stats`` data: a table whose columns start with ``rank`` and include ``hlo_op_name``."""
    return _tool_head("hlo_stats", head)


def is_kernel_stats(head: Head) -> bool:
    """XProf ``kernel_stats`` data: a table whose columns start with ``rank`` and include ``kernel_name``."""
    return _tool_head("kernel_stats", head)


def is_roofline_model(head: Head) -> bool:
    """XProf ``roofline_model`` data: a list of tables whose columns start with ``step`` and include ``operation``."""
    return _tool_head("roofline_model", head)


def is_op_profile(head: Head) -> bool:
    """XProf ``op_profile`` data: ``byProgram`` / ``byCategory`` trees first, a node's own key first in them."""
    return _tool_head("op_profile", head)


def is_memory_viewer(head: Head) -> bool:
    """XProf ``memory_viewer`` data: one of its own lists first (``heapSizes``, ``maxHeap``, ``bySizeToMaxHeap``, ...)."""
    return _tool_head("memory_viewer", head)
