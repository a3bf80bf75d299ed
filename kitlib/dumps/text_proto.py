"""Protobuf text format, the one reader every text-proto dump format goes through.

XLA and TensorFlow print their protos in text format (``DebugOptions``' neighbours: autotune results, GPU target
configs, execution options, HLO module configs, GraphDefs). :func:`read_text_proto` reads any such message as
(field, value, value_type, line) rows with one small tokenizer (no generated proto code ships with jaxlib), nested
fields joined with ``.``; :func:`typed_value` is the one rule for a scalar's type; :func:`text_proto_fields` the
top-level field names a content signature asks for.

Checked against: jax 0.9.2 deviceless XLA:GPU dumps (autotune results, target configs), torch_xla 2.9.0 and
JAX 0.9.2 debug options, libtpu's execution options and HLO module configs (tests/data).
"""
from __future__ import annotations

import re
import warnings
from collections.abc import Iterator
from typing import Any

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame
from ..textio import PathOrText, open_lines, source_name

TEXT_PROTO_SCHEMA = Schema(
    [
        Column("field", "string", "field path, nested messages joined with '.' (gpu_device_info.core_count)"),
        Column("value", "string", "value as text, string quotes and escapes removed"),
        Column("value_type", "string", "int, float, bool, string or enum"),
        Column("line", "int64", "1-based line"),
    ]
)

_TOKEN = re.compile(
    r"""\s*(?:(?P<str>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|(?P<punct>[{}<>:;,\[\]])|(?P<word>[^\s{}<>:;,\[\]"']+)|(?P<comment>\#[^\n]*))"""
)
_INT = re.compile(r"[-+]?(?:0x[0-9a-fA-F]+|\d+)$")
_FLOAT = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?f?$|[-+]?inf(?:inity)?$|nan$", re.I)


def typed_value(v: str) -> tuple[str, str]:
    """A text-format scalar as (value, value_type): a quoted string unquoted and unescaped (``string``), ``true`` /
    ``false`` / ``True`` / ``False`` / ``t`` / ``f`` (``bool``, as ``true`` or ``false``), ``int``, ``float``, else
    ``enum`` (an unquoted identifier)."""
    if len(v) >= 2 and v[0] == v[-1] and v[0] in "\"'":
        inner = v[1:-1]
        if "\\" in inner:
            with warnings.catch_warnings(action="ignore", category=DeprecationWarning):  # "\\q": kept, not warned about
                inner = inner.encode("latin-1", "backslashreplace").decode("unicode_escape", "replace")
        return inner, "string"
    if v in ("true", "false", "True", "False", "t", "f"):
        return ("true" if v[0] in "tT" else "false"), "bool"
    if _INT.match(v):
        return v, "int"
    if _FLOAT.match(v):
        return v, "float"
    return v, "enum"


def _tokens(path_or_text: PathOrText, name: str) -> Iterator[tuple[str, str, int]]:
    """(kind, text, line) tokens: kind is str, punct or word."""
    with open_lines(path_or_text) as f:
        for lineno, line in enumerate(f, 1):
            pos, end = 0, len(line.rstrip("\n"))
            while pos < end:
                m = _TOKEN.match(line, pos)
                if not m or m.end() == pos:
                    if line[pos:end].strip():
                        raise ParseError(name, lineno, "not protobuf text format (unclosed string?)", line.strip())
                    break
                pos = m.end()
                if m.group("comment") is not None:
                    continue
                kind = m.lastgroup
                assert kind is not None
                yield kind, m.group(kind), lineno


def read_text_proto(path_or_text: PathOrText) -> pd.DataFrame:
    """Any protobuf text-format message as (field, value, value_type, line) rows, in file order.

    Raises:
        ParseError: unbalanced braces, a field without a value, an unclosed
            string, no field at all, or a binary file.
    """
    return frame(text_proto_rows(path_or_text), TEXT_PROTO_SCHEMA)


def text_proto_rows(path_or_text: PathOrText) -> list[dict[str, Any]]:
    """read_text_proto's rows, each with ``top``: the index of its top-level block (None outside one)."""
    name = source_name(path_or_text)
    top = -1
    rows: list[dict[str, Any]] = []
    path: list[str] = []
    opened: list[int] = []
    toks = _tokens(path_or_text, name)
    pending: tuple[str, int] | None = None
    after_colon = False
    for kind, text, lineno in toks:
        if kind == "punct":
            if text in "{<":
                if pending is None:
                    raise ParseError(name, lineno, "a message block without a field name", text)
                if not path:
                    top += 1
                path.append(pending[0])
                opened.append(lineno)
                pending, after_colon = None, False
            elif text in "}>":
                if pending is not None or not path:
                    raise ParseError(name, lineno, "unbalanced '}'" if not path else f"field {pending[0] if pending else ''} has no value", text)
                path.pop()
                opened.pop()
            elif text == ":":
                if pending is None:
                    raise ParseError(name, lineno, "':' without a field name", text)
                after_colon = True
            elif text in ",;":
                continue
            else:
                raise ParseError(name, lineno, f"unexpected {text!r} (lists are not read)", text)
            continue
        if pending is None:
            if kind != "word" or not re.match(r"[A-Za-z_][\w.\[\]/]*$", text):
                raise ParseError(name, lineno, "expected a field name", text)
            pending = (text, lineno)
            continue
        if not after_colon and kind == "word":
            raise ParseError(name, lineno, f"field {pending[0]} has no ':' before its value", text)
        value, vtype = typed_value(text)
        rows.append({"field": ".".join([*path, pending[0]]), "value": value, "value_type": vtype, "line": pending[1],
                     "top": top if path else None})
        pending, after_colon = None, False
    if pending is not None:
        raise ParseError(name, pending[1], f"field {pending[0]} has no value")
    if path:
        raise ParseError(name, opened[-1], f"message {path[-1]} is never closed")
    if not rows:
        raise ParseError(name, None, "no field: not a protobuf text-format file")
    return rows


# ---- for content signatures (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
_TOP_FIELD = re.compile(r"([A-Za-z_]\w*)\s*(?::|\{)")


def text_proto_fields(text: str) -> list[str] | None:
    """The top-level field names of protobuf text as XLA and TensorFlow print it (top-level fields at column 0,
    nested ones indented), in order; None when a line at column 0 is neither a field, a ``}`` nor a ``#`` comment
    (not protobuf text). The last line is left out unless it ends the text (a head may cut it)."""
    lines = text.split("\n")
    fields = []
    for line in lines[:-1] if not text.endswith("\n") else lines:
        if not line or line[0] in " \t#}":
            continue
        m = _TOP_FIELD.match(line)
        if m is None:
            return None
        fields.append(m.group(1))
    return fields
