"""Transfers and copies: which data moves between host and device, in any dump.

One row per transfer (an async start/done pair is one transfer), from

- HLO after optimisations: ``copy-start``/``copy-done`` pairs; ``copy``,
  ``dynamic-slice`` and ``dynamic-update-slice`` between memory spaces
  (``S(n)`` in a layout; ``S(5)`` is host memory); host-offload custom calls
  (``MoveToHost``, ``MoveToDevice``, ``annotate_device_placement``);
  ``send``/``recv`` (host transfers when ``is_host_transfer=true``);
  ``infeed``/``outfeed``; every other async ``*-start``/``*-done`` pair
  (collectives, ``async-start``); and host compute (``_xla_compute_type="host"``
  or an ``async_execution_thread="host"``).
- TensorFlow GraphDef dumps (``.pbtxt``): ``_CopyFromGpuToHost`` /
  ``_CopyFromHostToGpu`` (Grappler's ``swap_out_*`` / ``swap_in_*``),
  ``_Send``/``_Recv``/``_HostSend``/``_HostRecv``, each with the XLA cluster
  it sits in (``_XlaCluster`` attr or a cluster function body) or, for a node
  outside every cluster, the cluster whose output it reads.

Checked against: XLA 2025 HLO text (jax 0.9.2 XLA:GPU deviceless host
offload; torch_xla 2.9.0 CPU dumps hold none) and the GraphDef text format of
TensorFlow 1.x-2.x graph dumps.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pandas as pd

from ..dumps.hlo import shape_size_bytes
from ..dumps.kinds import Kind
from ..errors import KitError, ParseError
from ..runfolder import files
from ..runfolder.files import file_kind
from ..schema import Column, Schema, frame, with_doc
from .grep import dump_files

DIRECTIONS = ("device_to_host", "host_to_device", "device_to_device", "send", "recv", "unknown")

TRANSFER_SCHEMA = Schema(
    [
        Column("config", "string", "config of a run (folder name below a plain folder; <NA> for a single file)"),
        Column("file", "string", "dump file, relative to the run or folder"),
        Column("hlo_module", "string", "HLO module name, or the GraphDef file's stem"),
        Column("computation", "string", "HLO computation, or the GraphDef library function (<NA>: the graph)"),
        Column("name", "string", "instruction or node (the start of an async pair)"),
        Column("op", "string", "opcode or op; a pair as start/done (copy-start/copy-done)"),
        Column("direction", "string", "one of " + ", ".join(DIRECTIONS)),
        Column("bytes", "Int64", "bytes moved (the result shape), <NA> when the dump does not say", "bytes"),
        Column("memory_spaces", "string", "HLO: source -> destination memory space (S(0) -> S(5)), else <NA>"),
        Column("xla_cluster", "string", "GraphDef: the XLA cluster the node is in, else <NA>"),
        Column("reads_cluster", "string", "GraphDef: for a node outside every cluster, the cluster whose output it reads, else <NA>"),
        Column("device", "string", "GraphDef: the node's device, else <NA>"),
        Column("line", "int64", "1-based line of the instruction or node (the start of a pair)"),
    ]
)

_SPACE = re.compile(r":[^{}]*S\((\d+)\)")
HOST_SPACE = 5
_HOST_TARGETS = {"MoveToHost": "device_to_host", "MoveToDevice": "host_to_device"}
_GRAPH_OPS = {
    "_CopyFromGpuToHost": "device_to_host", "_CopyFromHostToGpu": "host_to_device",
    "_Send": "send", "_HostSend": "send", "_Recv": "recv", "_HostRecv": "recv",
}
_CLUSTER_OPS = ("_XlaCompile", "_XlaRun", "XlaLaunch", "_XlaMerge")


def memory_space(shape: str) -> int:
    """Memory space of an array shape's layout: the N of ``S(N)``, 0 when the layout names none."""
    m = _SPACE.search(shape)
    return int(m.group(1)) if m else 0


def _direction(src: int, dst: int) -> str:
    if src != HOST_SPACE and dst == HOST_SPACE:
        return "device_to_host"
    if src == HOST_SPACE and dst != HOST_SPACE:
        return "host_to_device"
    return "device_to_device" if src != dst else "unknown"


def _bytes(shape: str) -> int | None:
    try:
        return shape_size_bytes(shape)
    except KeyError:
        return None


def _is_host_compute(row: Any) -> bool:
    fa = row.frontend_attributes if isinstance(row.frontend_attributes, str) else ""
    thread = row.attributes.get("async_execution_thread", "") if isinstance(row.attributes, dict) else ""
    return '_xla_compute_type="host"' in fa or thread.strip('"') == "host"


def hlo_transfers(path: str | Path, kind: str = "hlo") -> list[dict[str, Any]]:
    """Transfer rows (without ``config``/``file``) of one HLO file (text, or ``kind`` ``hlo_proto``).

    Raises:
        ParseError: the HLO cannot be read.
    """
    mod = files.read_file(path, Kind.HLO_PROTO if kind == Kind.HLO_PROTO else Kind.HLO)
    ins = mod.instructions
    shape_of = dict(zip(zip(ins["computation"], ins["name"]), ins["shape"]))
    done_of: dict[tuple[str, str], Any] = {}
    for r in ins.itertuples(index=False):
        if r.opcode.endswith("-done") and r.operands:
            done_of[(r.computation, r.operands[0])] = r
    module = str(mod.header.get("name", "")) or None
    rows: list[dict[str, Any]] = []

    def add(r: Any, op: str, direction: str, shape: str | None, spaces: str | None = None) -> None:
        rows.append({"hlo_module": module, "computation": r.computation, "name": r.name, "op": op, "direction": direction,
                     "bytes": _bytes(shape) if shape else None, "memory_spaces": spaces, "line": r.line})

    for r in ins.itertuples(index=False):
        op = r.opcode
        operand_shape = shape_of.get((r.computation, r.operands[0])) if r.operands else None
        if op.endswith("-done"):
            continue  # reported with its start
        if op.endswith("-start"):
            done = done_of.get((r.computation, r.name))
            pair = f"{op}/{done.opcode}" if done is not None else op
            out_shape = done.shape if done is not None else None
            if op == "copy-start" and operand_shape is not None and out_shape is not None:
                src, dst = memory_space(operand_shape), memory_space(out_shape)
                add(r, pair, _direction(src, dst), out_shape, f"S({src}) -> S({dst})")
            elif op.startswith(("send", "recv")):
                add(r, pair, op[:4], out_shape)
            elif _is_host_compute(r):
                add(r, "host-compute " + pair, "unknown", out_shape)
            else:
                add(r, pair, "device_to_device" if _is_collective(op) else "unknown", out_shape)
        elif op in ("send", "recv"):
            host = str(r.attributes.get("is_host_transfer", "")).lower() == "true" if isinstance(r.attributes, dict) else False
            done = done_of.get((r.computation, r.name))
            pair = f"{op}/{done.opcode}" if done is not None else op
            shape = operand_shape if op == "send" else r.shape
            direction = ("device_to_host" if op == "send" else "host_to_device") if host else op
            add(r, pair, direction, shape)
        elif op == "infeed":
            add(r, op, "host_to_device", r.shape)
        elif op == "outfeed":
            add(r, op, "device_to_host", operand_shape)
        elif op == "custom-call" and r.custom_call_target in _HOST_TARGETS:
            add(r, f"custom-call {r.custom_call_target}", _HOST_TARGETS[r.custom_call_target], r.shape)
        elif op == "custom-call" and r.custom_call_target == "annotate_device_placement":
            fa = r.frontend_attributes if isinstance(r.frontend_attributes, str) else ""
            direction = "device_to_host" if "pinned_host" in fa or "unpinned_host" in fa else "host_to_device" if "device" in fa else "unknown"
            add(r, "custom-call annotate_device_placement", direction, r.shape)
        elif op in ("copy", "dynamic-slice", "dynamic-update-slice") and operand_shape is not None:
            # what moves: the update of a dynamic-update-slice, else the operand
            dus = op == "dynamic-update-slice" and len(r.operands) > 1
            src_shape = (shape_of.get((r.computation, r.operands[1])) or "") if dus else operand_shape
            src, dst = memory_space(src_shape), memory_space(r.shape)
            if src != dst:
                add(r, op, _direction(src, dst), src_shape if dus else r.shape, f"S({src}) -> S({dst})")
        elif _is_host_compute(r) and op not in ("parameter", "get-tuple-element", "tuple"):
            add(r, "host-compute " + op, "unknown", r.shape)
    return rows


def _is_collective(op: str) -> bool:
    return op.startswith(("all-reduce", "all-gather", "all-to-all", "collective-permute", "reduce-scatter",
                          "collective-broadcast", "ragged-all-to-all"))


def graphdef_transfers(path: str | Path) -> list[dict[str, Any]]:
    """Transfer rows (without ``config``/``file``) of one GraphDef text dump.

    Raises:
        ParseError: the file is not GraphDef text.
    """
    g = files.read_file(path, Kind.GRAPHDEF)
    nodes = g.nodes
    # cluster bodies: functions a cluster op calls (attr function=func<name>), and _XlaCluster attrs
    cluster_of_node: dict[str, str] = {}
    for r in nodes.itertuples(index=False):
        if r.op in _CLUSTER_OPS:
            fn = r.attrs.get("function", "")
            cluster_of_node[r.name] = fn[5:-1] if isinstance(fn, str) and fn.startswith("func<") else str(r.name).split("/")[0]
        elif r.op.startswith("cluster_") or (r.op in g.functions and pd.isna(r.function)):
            cluster_of_node[r.name] = r.op  # XlaLaunch-era call node whose op is the cluster function
    cluster_functions = set(cluster_of_node.values())
    module = Path(str(path)).stem if not isinstance(path, str) or "\n" not in path else None
    rows = []
    for r in nodes.itertuples(index=False):
        direction = _GRAPH_OPS.get(r.op)
        if direction is None:
            continue
        fn = None if pd.isna(r.function) else r.function
        cluster: str | None = r.xla_cluster if not pd.isna(r.xla_cluster) else (fn if fn in cluster_functions else None)
        reads: str | None = None
        if cluster is None:
            for i in r.inputs:
                c = cluster_of_node.get(i.split(":")[0])
                if c is not None:
                    reads = c
                    break
            if reads is None:  # an input computed inside a cluster (mark_for_compilation dumps)
                src = nodes[(nodes["name"].isin([i.split(":")[0] for i in r.inputs])) & nodes["xla_cluster"].notna()]
                reads = str(src["xla_cluster"].iloc[0]) if len(src) else None
        rows.append({"hlo_module": module, "computation": fn, "name": r.name, "op": r.op, "direction": direction,
                     "bytes": None, "xla_cluster": cluster, "reads_cluster": reads,
                     "device": None if pd.isna(r.device) else r.device, "line": r.line})
    return rows


#: the kinds a single file named to kit transfers may be; in a folder, only the optimised HLO and GraphDef text
#: (the before-optimisation module would count each transfer twice)
FILE_KINDS = ("graphdef", "hlo_after_optimizations", "hlo", "hlo_before_optimizations", "hlo_proto")
FOLDER_KINDS = ("graphdef", "hlo_after_optimizations", "hlo")


def file_transfers(path: str | Path, kind: str | None = None) -> pd.DataFrame:
    """Transfers of one file (HLO text or proto, GraphDef text), its kind detected as every command detects it
    (:func:`kitlib.dumps.formats.detect_kind`); see :func:`transfers`.

    Raises:
        ParseError: the file cannot be read, or holds neither HLO nor a GraphDef.
    """
    p = Path(path)
    kind = kind or file_kind(p)
    if kind not in FILE_KINDS:
        raise ParseError(p, 1, f"kit transfers reads HLO (text or proto) and TensorFlow GraphDef text; this file is "
                               f"{'of no format the kit knows' if kind == 'unknown' else kind}")
    rows = graphdef_transfers(p) if kind == "graphdef" else hlo_transfers(p, kind)
    return frame([{**_EMPTY, **r, "file": p.name} for r in rows], TRANSFER_SCHEMA)


_EMPTY = {c.name: None for c in TRANSFER_SCHEMA}


@with_doc(TRANSFER_SCHEMA)
def transfers(path: str | Path) -> pd.DataFrame:
    """Every transfer and copy in a run folder, a dump folder, or one file.

    Args:
        path: a run folder (``manifest.json``: each ok config's first process),
            a folder of dumps (the first folder level below it is the config,
            so ``graph_dump/xla_on/*.pbtxt`` and ``graph_dump/xla_off/*.pbtxt``
            compare), or one HLO / GraphDef text file.

    Returns:
        One row per transfer, with columns:
        {schema}

    Raises:
        KitError: the path does not exist.
        ParseError: a single file that cannot be read (in a folder, a file that
            cannot be read is skipped and listed by :func:`unreadable`).
    """
    p = Path(path)
    if p.is_file():
        return file_transfers(p)
    if not p.is_dir():
        raise KitError(f"{p}: no such file or folder")
    parts = []
    skipped = []
    seen: dict[str, None] = {}
    for config, f, base in dump_files(p):
        kind = file_kind(f)
        if kind not in FOLDER_KINDS:
            continue
        seen[config if config is not None else "(file)"] = None
        try:
            df = file_transfers(f, kind)
        except ParseError as e:
            skipped.append({"config": config, "file": str(f.relative_to(base)), "error": e.one_line()})
            continue
        parts.append(df.assign(config=config, file=str(f.relative_to(base))))
    out = frame(pd.concat(parts, ignore_index=True) if parts else [], TRANSFER_SCHEMA)
    out.attrs["unreadable"] = skipped
    out.attrs["configs"] = list(seen)  # every config with a dump file, transfers or not
    return out


def unreadable(table: pd.DataFrame) -> pd.DataFrame:
    """Files :func:`transfers` skipped in a folder: config, file, error (``path:line: reason``)."""
    return pd.DataFrame(table.attrs.get("unreadable", []), columns=["config", "file", "error"])


def transfers_by_config(table: pd.DataFrame, configs: list[str] | None = None) -> pd.DataFrame:
    """Side by side: transfers counted per config, keyed by (module, name, op, direction).

    ``configs``: the configs to show (default: those :func:`transfers` read a dump file of,
    so a config without any transfer still gets its column of zeros).

    Returns:
        Index (module, name, op, direction); one int64 column per config (how
        many times the transfer occurs there) and ``in_all`` (boolean: present in
        every config). Rows present in only some configs come first.
    """
    t = table.assign(config=table["config"].fillna("(file)"), hlo_module=table["hlo_module"].fillna(""))
    counts = t.groupby(["hlo_module", "name", "op", "direction", "config"], dropna=False).size().unstack("config", fill_value=0)
    for c in configs or table.attrs.get("configs", []):
        if c not in counts.columns:
            counts[c] = 0
    counts = counts.astype("int64")
    counts["in_all"] = (counts > 0).all(axis=1)
    return counts.sort_values("in_all", kind="stable")
