"""XLA debug options (``module_<id>.<name>.debug_options``).

XLA writes the non-default fields of its ``DebugOptions`` proto in text
format, one ``field: value`` per line; repeated fields repeat the line, map
and message fields open a ``field {`` message. Each field is the XLA flag of
the same name (``--xla_cpu_parallel_codegen_split_count``).

Checked against: torch_xla 2.9.0 and JAX 0.9.2 dumps (XLA 2025); the format
is protobuf text format, unchanged across eras.
"""
from __future__ import annotations

import re

import pandas as pd

from ..errors import ParseError
from ..schema import Column, ColumnChunks, Schema, with_doc
from ..textio import Head, PathOrText, open_lines, reader, source_name
from .text_proto import typed_value

DEBUG_OPTIONS_SCHEMA = Schema(
    [
        Column("flag", "string", "DebugOptions field = XLA flag name without --; nested fields joined with '.'"),
        Column("value", "string", "value as text, string quotes and escapes removed"),
        Column("value_type", "string", "bool, int, float, string or enum (an unquoted identifier)"),
        Column("line", "int64", "1-based line"),
    ]
)

_FIELD = re.compile(r"\s*([A-Za-z_][\w]*)\s*:\s*(.*?)\s*$")
_OPEN = re.compile(r"\s*([A-Za-z_][\w]*)\s*:?\s*\{\s*$")


@with_doc(DEBUG_OPTIONS_SCHEMA)
@reader
def read_debug_options(path_or_text: PathOrText) -> pd.DataFrame:
    """Read a ``.debug_options`` file into a flags table, one row per field value.

    Returns:
        A DataFrame with columns:
        {schema}

    Raises:
        ParseError: a line that is not ``field: value``, ``field {`` or ``}``;
            an unclosed message; a binary file. An empty file is valid (no
            non-default options) and gives an empty table.
    """
    name = source_name(path_or_text)
    rows = ColumnChunks(DEBUG_OPTIONS_SCHEMA)  # one list per column, moved to Arrow chunk by chunk
    flags, values, types, lines_ = rows.lists
    stack: list[str] = []
    lineno = 0
    with open_lines(path_or_text) as lines:
        for line in lines:
            lineno += 1
            s = line.strip()
            if not s or s.startswith("#"):
                continue
            if s == "}":
                if not stack:
                    raise ParseError(name, lineno, "'}' without an open message", s)
                stack.pop()
                continue
            o = _OPEN.match(line)
            if o:
                stack.append(o.group(1))
                continue
            m = _FIELD.match(line)
            if m is None or not m.group(2):
                raise ParseError(name, lineno, "expected 'field: value'", s)
            value, kind = typed_value(m.group(2))
            flags.append(".".join([*stack, m.group(1)]) if stack else m.group(1))
            values.append(value)
            types.append(kind)
            lines_.append(lineno)
            if len(lines_) >= rows.rows_per_chunk:
                rows.flush()
    if stack:
        raise ParseError(name, lineno, f"file ends inside message {stack[-1]!r} (truncated?)")
    return rows.frame()


def as_xla_flags(options: pd.DataFrame) -> str:
    """The table back as an ``XLA_FLAGS`` string (top-level fields only)."""
    parts = []
    for flag, value in zip(options["flag"], options["value"]):
        if "." not in flag:
            parts.append(f"--{flag}={value}")
    return " ".join(parts)


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
_MAP_ENTRY = re.compile(r"\s+(?:key|value)\s*:\s*\S")


def is_debug_options(head: Head) -> bool:
    """DebugOptions in text (the ``.debug_options`` dump): every line ``xla_<flag>: value`` at column 0, or a map
    field's ``xla_<flag> {`` block holding only ``key:`` / ``value:``. A TPU compilation environment
    (``tpu_comp_env``: ``// comment`` lines, ``field VALUE`` without a colon, nested messages) is not one, nor
    any other ``xla_*`` text with nested blocks."""
    lines = head.text.split("\n")
    if not head.text.endswith("\n"):
        lines = lines[:-1]  # a head may cut its last line
    seen = False
    block = False
    for line in lines:
        if not line.strip():
            continue
        if block:
            if line.strip() == "}":
                block = False
            elif not _MAP_ENTRY.match(line):
                return False
            continue
        if re.match(r"xla_\w+\s*\{\s*$", line):
            block = True
        elif not re.match(r"xla_\w+: \S", line):
            return False
        seen = True
    return seen
