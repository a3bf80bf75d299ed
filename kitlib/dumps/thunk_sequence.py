"""XLA:GPU thunk sequences (``module_<id>.<name>.thunk_sequence.txt``).

XLA:GPU writes the executable's thunks, one per line, in execution order::

    001: kKernel [source       | next=002 (1)] , kernel = loop_add_fusion, profile_annotation = loop_add_fusion, launch dimensions = blocks: {8, 1, 1}, threads/block: {128, 1, 1}, cluster_dim = nullopt
    004: kCopy   [prev=002 (2) | next=005 (1)]

``[prev=... | next=...]`` is the thunk's place in the execution graph
(``source`` / ``sink`` at its ends; ``(n)`` counts the edges); the tail holds
``key = value`` fields. Lines without the ``[...]`` part are read too
(``prev`` / ``next`` are then <NA>); an indented line is taken as nested
under the last less-indented one (``depth``, ``parent``): how XLA prints the
bodies of ``kWhile`` / ``kConditional`` / command buffers was not seen here.

Checked against: jax 0.9.2 deviceless XLA:GPU dumps made here (H100 target,
``tests/data/gpu/*``).
"""
from __future__ import annotations

import re

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, with_doc
from ..textio import PathOrText, open_lines, source_name

THUNK_SCHEMA = Schema(
    [
        Column("thunk", "int64", "thunk number as printed (001, 002, ...)"),
        Column("depth", "int64", "nesting depth (0 = top level; nested thunks are indented under their parent)"),
        Column("parent", "Int64", "thunk number of the enclosing thunk, <NA> at top level"),
        Column("thunk_kind", "string", "thunk kind as XLA names it (kKernel, kCopy, kGemm, kWhile, kCommandBuffer, ...)"),
        Column("kernel", "string", "kernel (PTX entry) name for kernel thunks, else <NA>"),
        Column("profile_annotation", "string", "HLO instruction the thunk runs (its profile annotation), else <NA>"),
        Column("block_count", "Int64", "blocks in the launch grid (product of the three dimensions), <NA> when not a launch"),
        Column("threads_per_block", "Int64", "threads per block (product of the three dimensions), <NA> when not a launch"),
        Column("launch_dimensions", "string", "launch dimensions as printed (blocks: {x, y, z}, threads/block: {x, y, z})"),
        Column("prev", "string", "predecessors in the execution graph (comma-separated thunk numbers; 'source' for none), <NA> when not printed"),
        Column("next", "string", "successors in the execution graph (comma-separated thunk numbers; 'sink' for none), <NA> when not printed"),
        Column("fields", "string", "the line's other key = value fields, as printed"),
        Column("line", "int64", "1-based line"),
    ]
)

_HEAD = re.compile(r"^(?P<indent>\s*)(?P<num>\d+):\s+(?P<kind>k\w+)\s*(?P<rest>.*)$")
_GRAPH = re.compile(r"^\[(?P<prev>[^|\]]*)\|(?P<next>[^\]]*)\]\s*")
_EDGE = re.compile(r"(?:prev|next)=(\d+)")
_DIMS = re.compile(r"\{\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\}|(?<![\w{])(\d+)(?![\w}])")


def _split_top(s: str) -> list[str]:
    """Split at commas outside braces."""
    out, depth, start = [], 0, 0
    for i, c in enumerate(s):
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
        elif c == "," and depth == 0:
            out.append(s[start:i].strip())
            start = i + 1
    out.append(s[start:].strip())
    return [p for p in out if p]


def _edges(part: str) -> str:
    part = part.strip()
    nums = _EDGE.findall(part)
    return ",".join(str(int(n)) for n in nums) if nums else part


def _product(text: str) -> int | None:
    m = _DIMS.search(text)
    if not m:
        return None
    if m.group(4) is not None:
        return int(m.group(4))
    return int(m.group(1)) * int(m.group(2)) * int(m.group(3))


@with_doc(THUNK_SCHEMA)
def read_thunk_sequence(path_or_text: PathOrText) -> pd.DataFrame:
    """Read an XLA:GPU ``thunk_sequence.txt`` into one row per thunk.

    Returns:
        A DataFrame in file order with columns:
        {schema}

    Raises:
        ParseError: a non-blank line that is not ``NNN: k<Kind> ...``, an
            unclosed ``[prev | next]`` part, or a binary file.
    """
    name = source_name(path_or_text)
    rows: list[dict] = []
    parents: list[tuple[int, int]] = []  # (indent, thunk) of the open ancestors
    with open_lines(path_or_text) as f:
        for lineno, line in enumerate(f, 1):
            if not line.strip():
                continue
            m = _HEAD.match(line.rstrip("\n"))
            if not m:
                raise ParseError(name, lineno, "not a thunk line (NNN: k<Kind> ...)", line.strip())
            indent = len(m.group("indent").expandtabs())
            num = int(m.group("num"))
            while parents and parents[-1][0] >= indent:
                parents.pop()
            rest = m.group("rest")
            prev = nxt = None
            if rest.startswith("["):
                g = _GRAPH.match(rest)
                if not g:
                    raise ParseError(name, lineno, "unclosed [prev | next] part", line.strip())
                prev, nxt = _edges(g.group("prev")), _edges(g.group("next"))
                rest = rest[g.end():]
            rest = rest.strip().lstrip(",").strip()
            fields: dict[str, str] = {}
            others: list[str] = []
            last: str | None = None
            for item in _split_top(rest):
                key, sep, value = item.partition(" = ")
                if sep:
                    last = key.strip()
                    fields[last] = value.strip()
                elif last is not None:  # "threads/block: {...}" continues "launch dimensions = blocks: {...}"
                    fields[last] += ", " + item
                else:
                    others.append(item)
            dims = fields.pop("launch dimensions", None)
            block_count = threads = None
            if dims is not None:
                blocks_part, _, threads_part = dims.partition("threads/block:")
                block_count, threads = _product(blocks_part), _product(threads_part)
            kernel = fields.pop("kernel", None)
            annotation = fields.pop("profile_annotation", None)
            others += [f"{k} = {v}" for k, v in fields.items()]
            rows.append({
                "thunk": num, "depth": len(parents), "parent": parents[-1][1] if parents else None,
                "thunk_kind": m.group("kind"), "kernel": kernel, "profile_annotation": annotation,
                "block_count": block_count, "threads_per_block": threads, "launch_dimensions": dims,
                "prev": prev, "next": nxt, "fields": ", ".join(others), "line": lineno,
            })
            parents.append((indent, num))
    return frame(rows, THUNK_SCHEMA)
