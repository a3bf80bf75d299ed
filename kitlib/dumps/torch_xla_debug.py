"""torch_xla's own debug outputs: saved graphs and PT_XLA_DEBUG reports.

``XLA_SAVE_TENSORS_FILE=<f>`` (torch_xla appends the process ordinal:
``<f>.0``) gets one section per synced graph::

    [ScheduleSyncTensorsGraph]
    TensorsGraphInfo:
      sync (.../torch_xla/torch_xla.py:87)      <- Python frames, innermost first
      step (train.py:12)
    Root Hashes: (5e72..., eed9...)
    ## BEGIN_GRAPH
    <the graph: IR text, HLO text or a dot digraph, per XLA_SAVE_TENSORS_FMT>
    Graph Hash: eeb032cd3ab7d5cdd3ce8645169cfc4a
    ## END_GRAPH

``PT_XLA_DEBUG_LEVEL=1|2`` (or ``PT_XLA_DEBUG=1``) prints, on stderr, a
``Compilation Analysis:`` section per compilation (cause, graph hash, number
of inputs and outputs, the Python frames that triggered it), a ``Post
Compilation Analysis:`` section (sizes), and at level 2 an ``Execution
Analysis:`` section per execution; other lines of a captured log are skipped.

"Why did it recompile" is answered per row by comparing a graph with the
last earlier one triggered from the same Python frames: what changed
(graph hash, inputs, outputs; for saved graphs the ops and shapes that
differ).

Checked against: torch_xla 2.9.0 on PJRT CPU (``tests/data/torch_xla_debug``).
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, with_doc
from ..textio import Head, PathOrText, open_lines, reader, source_name

GRAPH_SCHEMA = Schema(
    [
        Column("graph", "int64", "1-based graph number in the file"),
        Column("format", "string", "text (torch_xla IR), hlo or dot"),
        Column("graph_hash", "string", "torch_xla graph hash (Graph Hash:)"),
        Column("root_hashes", "string", "hashes of the graph's roots, comma-separated"),
        Column("user_frame", "string", "innermost Python frame outside torch / torch_xla (function (file:line))"),
        Column("frames", "string", "all Python frames, innermost first, joined with ' <- '"),
        Column("node_count", "int64", "IR nodes (text, dot) or HLO instructions (hlo)"),
        Column("previous_graph", "Int64", "the last earlier graph from the same Python frames, <NA> for the first"),
        Column("why", "string", "one line: first graph at these frames, or what changed since previous_graph"),
        Column("line", "int64", "1-based line of the section's header"),
    ]
)

SAVED_NODES_SCHEMA = Schema(
    [
        Column("graph", "int64", "graph number"),
        Column("node", "string", "IR node (%3, node3) or HLO instruction name"),
        Column("op", "string", "IR op (aten::mm, prim::Constant, xla::device_data) or HLO opcode"),
        Column("shape", "string", "result shape as printed (f32[4,8]{1,0})"),
        Column("location", "string", "Python location (function@file:line) from XLA_IR_DEBUG, else <NA>"),
        Column("line", "int64", "1-based line"),
    ]
)

COMPILATION_SCHEMA = Schema(
    [
        Column("compilation", "int64", "1-based compilation number in the report"),
        Column("cause", "string", "compilation cause as torch_xla words it (user torch_xla.sync, ...)"),
        Column("graph_hash", "string", "torch_xla graph hash"),
        Column("graph_inputs", "Int64", "number of graph inputs"),
        Column("graph_outputs", "Int64", "number of graph outputs"),
        Column("computation_hash", "string", "hash of the compiled computation (Computation hash:), else <NA>"),
        Column("user_frame", "string", "innermost Python frame outside torch / torch_xla"),
        Column("frames", "string", "Python frames, innermost first, joined with ' <- '"),
        Column("previous_compilation", "Int64", "the last earlier compilation from the same Python frames, <NA> for the first"),
        Column("why", "string", "one line: first compilation at these frames, or what changed since previous_compilation"),
        Column("line", "int64", "1-based line of the section's first line"),
    ]
)

EXECUTION_SCHEMA = Schema(
    [
        Column("execution", "int64", "1-based execution number"),
        Column("cause", "string", "execution cause"),
        Column("graph_hash", "string", "graph hash"),
        Column("graph_inputs", "Int64", "number of graph inputs"),
        Column("graph_outputs", "Int64", "number of graph outputs"),
        Column("compiled_before", "boolean", "a compilation of this graph hash precedes the execution in the report"),
        Column("user_frame", "string", "innermost Python frame outside torch / torch_xla"),
        Column("line", "int64", "1-based line"),
    ]
)

FRAME_SCHEMA = Schema(
    [
        Column("section", "string", "graph <n>, compilation <n> or execution <n>"),
        Column("depth", "int64", "0 = innermost frame"),
        Column("function", "string", "Python function"),
        Column("file", "string", "Python file"),
        Column("file_line", "Int64", "line in that file"),
    ]
)

_FRAME = re.compile(r"^\s+(?P<fn>.+?) \((?P<file>.*):(?P<line>\d+)\)\s*$")
_IR_NODE = re.compile(r"^\s*(%\d+) = (\S+) ([\w:]+)\((.*?)\)(?:, (.*))?$")
_DOT_NODE = re.compile(r'^\s*(node\d+) \[label="([^"]*)"')
_HLO_INS = re.compile(r"^\s*(?:ROOT )?(%?[\w.\-]+) = (\S+?(?:\{[^}]*\})?|\(.*?\)) ([\w\-]+)\(")


def _user_frame(frames: list[tuple[str, str, int]]) -> str | None:
    for fn, file, line in frames:
        if "/torch_xla/" not in file and "/torch/" not in file:
            return f"{fn} ({file}:{line})"
    return f"{frames[0][0]} ({frames[0][1]}:{frames[0][2]})" if frames else None


def _frames_text(frames: list[tuple[str, str, int]]) -> str:
    return " <- ".join(f"{fn} ({file}:{line})" for fn, file, line in frames)


def _frame_rows(section: str, frames: list[tuple[str, str, int]]) -> list[dict]:
    return [{"section": section, "depth": i, "function": fn, "file": file, "file_line": line} for i, (fn, file, line) in enumerate(frames)]


def _why_changed(prev: dict, cur: dict, fields: Iterable[tuple[str, str]]) -> str:
    parts = [f"{label} {prev[key]} -> {cur[key]}" for key, label in fields if prev[key] != cur[key]]
    return "; ".join(parts) if parts else "nothing this report shows changed"


# ---- saved graphs (XLA_SAVE_TENSORS_FILE) ----


@dataclass(frozen=True)
class SavedGraphs:
    """A read ``XLA_SAVE_TENSORS_FILE``: ``graphs`` (one row per graph), ``nodes``, ``frames``."""

    graphs: pd.DataFrame
    nodes: pd.DataFrame
    frames: pd.DataFrame


def _nodes(fmt: str, body: list[tuple[int, str]], graph: int) -> list[dict]:
    rows = []
    for lineno, line in body:
        if fmt == "text":
            m = _IR_NODE.match(line)
            if m:
                loc = re.search(r"location=([^,]+)", m.group(5) or "")
                rows.append({"graph": graph, "node": m.group(1), "op": m.group(3), "shape": m.group(2),
                             "location": loc.group(1) if loc else None, "line": lineno})
        elif fmt == "dot":
            m = _DOT_NODE.match(line)
            if m:
                label = m.group(2).split("\\n")
                where = next((x[len("location="):] for x in label if x.startswith("location=")), None)
                rows.append({"graph": graph, "node": m.group(1), "op": label[0], "shape": label[1] if len(label) > 1 else None,
                             "location": where, "line": lineno})
        else:
            m = _HLO_INS.match(line)
            if m:
                rows.append({"graph": graph, "node": m.group(1).lstrip("%"), "op": m.group(3), "shape": m.group(2),
                             "location": None, "line": lineno})
    return rows


def _graph_why(prev: dict, cur: dict, prev_nodes: list[dict], cur_nodes: list[dict]) -> str:
    if prev["graph_hash"] == cur["graph_hash"]:
        return f"same graph hash as graph {prev['graph']}: not a new graph"
    a = Counter(f"{n['op']} {n['shape']}" for n in prev_nodes)
    b = Counter(f"{n['op']} {n['shape']}" for n in cur_nodes)
    gone, new = sorted((a - b).elements()), sorted((b - a).elements())
    what = []
    before = {n["shape"] for n in prev_nodes if n["shape"]}
    after = {n["shape"] for n in cur_nodes if n["shape"]}
    old_shapes, new_shapes = before - after, after - before
    if old_shapes or new_shapes:
        what.append(f"shapes {', '.join(sorted(old_shapes)) or '-'} -> {', '.join(sorted(new_shapes)) or '-'}")
    if gone or new:
        what.append("nodes " + ", ".join([f"-{x}" for x in gone[:3]] + [f"+{x}" for x in new[:3]])
                    + (" ..." if len(gone) > 3 or len(new) > 3 else ""))
    if prev["node_count"] != cur["node_count"]:
        what.append(f"node count {prev['node_count']} -> {cur['node_count']}")
    return f"graph hash changed since graph {prev['graph']} at the same frames: " + ("; ".join(what) or "same ops and shapes (values or order differ)")


@reader
@with_doc(GRAPH_SCHEMA)
def read_saved_tensors(path_or_text: PathOrText) -> SavedGraphs:
    """Read an ``XLA_SAVE_TENSORS_FILE`` (any ``XLA_SAVE_TENSORS_FMT``: text, hlo, dot).

    Returns:
        :class:`SavedGraphs`; ``graphs`` has the columns:
        {schema}

        ``nodes``: graph, node, op, shape, location, line; ``frames``: section,
        depth, function, file, file_line.

    Raises:
        ParseError: no graph section, a section cut before ``## END_GRAPH``, a
            frame line that is not ``function (file:line)``, or a binary file.
    """
    name = source_name(path_or_text)
    graphs: list[dict] = []
    nodes: list[dict] = []
    frames_out: list[dict] = []
    by_frames: dict[str, tuple[dict, list[dict]]] = {}
    state = "out"
    cur: dict = {}
    frames: list[tuple[str, str, int]] = []
    body: list[tuple[int, str]] = []
    with open_lines(path_or_text) as f:
        for lineno, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if state == "out":
                if line.startswith("[") and line.endswith("]") and "Graph" in line:
                    cur, frames, body, state = {"line": lineno, "root_hashes": None, "graph_hash": None}, [], [], "info"
                elif line.strip():
                    raise ParseError(name, lineno, "not a saved-graph section ([ScheduleSyncTensorsGraph] expected)", line)
            elif state == "info":
                if line.startswith("TensorsGraphInfo:") or not line.strip():
                    continue
                if line.startswith("Root Hashes:"):
                    cur["root_hashes"] = line.split(":", 1)[1].strip().strip("()").replace(" ", "")
                elif line.startswith("## BEGIN_GRAPH"):
                    state = "graph"
                else:
                    m = _FRAME.match(line)
                    if not m:
                        raise ParseError(name, lineno, "not a Python frame (function (file:line))", line)
                    frames.append((m.group("fn"), m.group("file"), int(m.group("line"))))
            elif state == "graph":
                if line.startswith("Graph Hash:"):
                    cur["graph_hash"] = line.split(":", 1)[1].strip()
                elif line.startswith("## END_GRAPH"):
                    text = "\n".join(x for _, x in body).lstrip()
                    fmt = "dot" if text.startswith("digraph") else "text" if text.startswith("IR {") else "hlo"
                    g = len(graphs) + 1
                    gnodes = _nodes(fmt, body, g)
                    key = _frames_text(frames)
                    row = {**cur, "graph": g, "format": fmt, "user_frame": _user_frame(frames), "frames": key,
                           "node_count": len(gnodes), "previous_graph": None, "why": "first graph at these frames"}
                    if key in by_frames:
                        prev, prev_nodes = by_frames[key]
                        row["previous_graph"] = prev["graph"]
                        row["why"] = _graph_why(prev, row, prev_nodes, gnodes)
                    by_frames[key] = (row, gnodes)
                    graphs.append(row)
                    nodes.extend(gnodes)
                    frames_out.extend(_frame_rows(f"graph {g}", frames))
                    state = "out"
                else:
                    body.append((lineno, line))
    if state != "out":
        raise ParseError(name, None, "file ends inside a graph section (no ## END_GRAPH)")
    if not graphs:
        raise ParseError(name, None, "no saved graph ([ScheduleSyncTensorsGraph] ... ## END_GRAPH) in this file")
    return SavedGraphs(frame(graphs, GRAPH_SCHEMA), frame(nodes, SAVED_NODES_SCHEMA), frame(frames_out, FRAME_SCHEMA))


# ---- PT_XLA_DEBUG reports ----


@dataclass(frozen=True)
class DebugReport:
    """A read ``PT_XLA_DEBUG`` report: ``compilations``, ``executions``, ``frames``."""

    compilations: pd.DataFrame
    executions: pd.DataFrame
    frames: pd.DataFrame


_PREFIX = re.compile(r"^(Compilation|Post Compilation|Execution) Analysis: ?(.*)$")


def _section_fields(lines: list[tuple[int, str]], name: str) -> tuple[dict, list[tuple[str, str, int]]]:
    out: dict = {"cause": None, "graph_hash": None, "graph_inputs": None, "graph_outputs": None}
    frames: list[tuple[str, str, int]] = []
    section = None
    for lineno, text in lines:
        s = text.strip()
        if not s or set(s) <= set("=-"):
            continue
        if s.endswith("Cause"):
            section = "cause"
        elif s.startswith("Graph Info:"):
            section = "info"
        elif s.startswith("Python Frame Triggered"):
            section = "frames"
        elif section == "cause":
            out["cause"] = s if out["cause"] is None else f"{out['cause']} {s}"
        elif section == "info":
            key, _, value = s.partition(":")
            value = value.strip()
            if key == "Graph Hash":
                out["graph_hash"] = value
            elif key in ("Number of Graph Inputs", "Number of Graph Outputs"):
                if not value.isdigit():
                    raise ParseError(name, lineno, f"{key} is not a number", text)
                out["graph_inputs" if "Inputs" in key else "graph_outputs"] = int(value)
        elif section == "frames":
            m = _FRAME.match("  " + s)
            if m:
                frames.append((m.group("fn"), m.group("file"), int(m.group("line"))))
    return out, frames


@reader
@with_doc(COMPILATION_SCHEMA)
def read_pt_xla_debug(path_or_text: PathOrText) -> DebugReport:
    """Read a ``PT_XLA_DEBUG_LEVEL`` report (torch_xla's stderr, or a log holding it).

    Returns:
        :class:`DebugReport`; ``compilations`` (one row per compilation, with
        the one-line ``why``) has the columns:
        {schema}

        ``executions``: execution, cause, graph_hash, graph_inputs,
        graph_outputs, compiled_before, user_frame, line; ``frames``: section,
        depth, function, file, file_line.

    Raises:
        ParseError: no ``Compilation Analysis:`` / ``Execution Analysis:``
            section, a graph input/output count that is not a number, or a binary file.
    """
    name = source_name(path_or_text)
    sections: list[tuple[str, int, list[tuple[int, str]]]] = []  # (kind, first line, lines)
    computation_hashes: list[tuple[int, str]] = []
    current: tuple[str, int, list[tuple[int, str]]] | None = None
    with open_lines(path_or_text) as f:
        for lineno, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            m = _PREFIX.match(line)
            if m:
                kind, text = m.group(1), m.group(2)
                if kind == "Post Compilation":
                    continue
                if current is None or current[0] != kind:
                    current = (kind, lineno, [])
                    sections.append(current)
                current[2].append((lineno, text))
                t = text.strip()
                if len(current[2]) > 1 and t and set(t) <= {"="}:  # a section opens and closes with a ==== line
                    current = None
            elif line.startswith("Computation hash:"):
                computation_hashes.append((lineno, line.split(":", 1)[1].strip()))
    if not sections:
        raise ParseError(name, None, "no 'Compilation Analysis:' or 'Execution Analysis:' section (not a PT_XLA_DEBUG report)")
    comps: list[dict] = []
    execs: list[dict] = []
    frames_out: list[dict] = []
    by_frames: dict[str, dict] = {}
    hashes_compiled: set[str] = set()
    for kind, first, lines in sections:
        fields, frames = _section_fields(lines, name)
        key = _frames_text(frames)
        if kind == "Compilation":
            n = len(comps) + 1
            chash = next((h for ln, h in computation_hashes if ln > lines[-1][0]), None)
            row = {"compilation": n, **fields, "computation_hash": chash, "user_frame": _user_frame(frames), "frames": key,
                   "previous_compilation": None, "why": "first compilation at these frames", "line": first}
            prev = by_frames.get(key)
            if prev is not None:
                row["previous_compilation"] = prev["compilation"]
                changed = _why_changed(prev, row, (("graph_hash", "graph hash"), ("graph_inputs", "inputs"),
                                                   ("graph_outputs", "outputs"), ("cause", "cause")))
                if changed.startswith("graph hash") and ";" not in changed:
                    changed += " (same inputs and outputs: an op or a shape changed; XLA_SAVE_TENSORS_FILE shows which)"
                row["why"] = f"graph changed since compilation {prev['compilation']} at the same frames: {changed}"
            by_frames[key] = row
            if fields["graph_hash"]:
                hashes_compiled.add(fields["graph_hash"])
            comps.append(row)
            frames_out.extend(_frame_rows(f"compilation {n}", frames))
        else:
            n = len(execs) + 1
            execs.append({"execution": n, **fields, "compiled_before": fields["graph_hash"] in hashes_compiled,
                          "user_frame": _user_frame(frames), "line": first})
            frames_out.extend(_frame_rows(f"execution {n}", frames))
    return DebugReport(frame(comps, COMPILATION_SCHEMA), frame(execs, EXECUTION_SCHEMA), frame(frames_out, FRAME_SCHEMA))


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
def is_saved_tensors(head: Head) -> bool:
    """torch_xla's XLA_SAVE_TENSORS_FILE: ``[...SyncTensorsGraph...]`` / ``TensorsGraphInfo:`` /
    ``## BEGIN_GRAPH`` lines, or a graphviz ``digraph`` that is not an XLA HLO graph."""
    t = head.text
    if t.lstrip().startswith("digraph"):
        return "IrToHlo" not in t
    return bool(re.search(r"^\[\w*SyncTensorsGraph\w*\]|^TensorsGraphInfo:|^## BEGIN_GRAPH", t, re.M))


def is_pt_xla_debug(head: Head) -> bool:
    """A PT_XLA_DEBUG_LEVEL report: ``Compilation Analysis:`` / ``Execution Analysis:`` lines."""
    return bool(re.search(r"^(?:Compilation|Execution) Analysis: ", head.text, re.M))
