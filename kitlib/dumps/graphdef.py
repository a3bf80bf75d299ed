"""TensorFlow GraphDef text (``TF_DUMP_GRAPH_PREFIX`` ``*.pbtxt``).

TensorFlow's ``DumpGraphDefToFile`` writes a ``GraphDef`` proto in protobuf
text format: ``node { name: op: input: device: attr { key: value { ... } } }``
messages, an optional ``library { function { ... node_def { ... } } }`` and
``versions { producer: N }``. :func:`read_graphdef` reads it into one row per
node (the graph's and its library functions'), with the XLA clustering
attributes (``_XlaCluster``, ``_XlaCompile``, ``_XlaScope``) lifted into
columns, so Case 2's questions (which swap copies were inserted, which nodes
went into which XLA cluster) are table filters.

TensorFlow is not a dependency: the text is read by a small tokenizer of the
protobuf text format (strings with C escapes, numbers, identifiers, ``{}``
and ``<>`` messages, ``[a, b]`` lists, ``#`` comments), never by ``eval``.

Checked against: the GraphDef text format of TensorFlow 1.x-2.x graph dumps
(``graph.proto``, ``node_def.proto``, ``attr_value.proto``); see
``tests/data/graphdef/SOURCE.md``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, with_doc
from ..textio import Head, PathOrText, open_lines, reader, source_name
from .text_proto import text_proto_fields

GRAPHDEF_NODES_SCHEMA = Schema(
    [
        Column("function", "string", "library function holding the node (<NA>: the graph itself)"),
        Column("name", "string", "node name"),
        Column("op", "string", "op type (MatMul, _CopyFromGpuToHost, _XlaCompile, XlaLaunch, ...)"),
        Column("device", "string", "requested or assigned device as written (<NA> when empty)"),
        Column("inputs", "object", "data inputs as written (node, node:k), list of str"),
        Column("control_inputs", "object", "control inputs without the ^, list of str"),
        Column("dtype", "string", "attr T or dtype (DT_FLOAT, ...), else <NA>"),
        Column("xla_cluster", "string", "attr _XlaCluster: the XLA cluster the node was put in, else <NA>"),
        Column("xla_compile", "boolean", "attr _XlaCompile, else <NA>"),
        Column("xla_scope", "string", "attr _XlaScope, else <NA>"),
        Column("attrs", "object", "every attr: dict key -> value as compact text (DT_FLOAT, [1,2], \"s\", true, tensor<DT_FLOAT [2]>)"),
        Column("line", "int64", "1-based line of the node's opening"),
    ]
)


@dataclass(frozen=True)
class GraphDef:
    """A GraphDef dump: ``nodes`` (:data:`GRAPHDEF_NODES_SCHEMA`), ``versions`` (producer, min_consumer) and
    ``functions`` (library function names)."""

    nodes: pd.DataFrame
    versions: dict[str, int]
    functions: list[str]


# ---- tokenizer ----
_TOKEN = re.compile(
    r"""\s+|\#[^\n]*|(?P<str>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|(?P<num>[-+]?(?:\d[\w.+-]*|\.\d[\w.+-]*|inf\b|nan\b))"""
    r"""|(?P<id>[A-Za-z_][\w.]*(?:/[\w.]+)*)|(?P<p>[{}<>\[\]:,;])|(?P<bad>.)""",
    re.S,
)
_ESC = re.compile(r"\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|(.))", re.S)
_SIMPLE_ESC = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}


def _unescape(s: str) -> str:
    def rep(m: re.Match[str]) -> str:
        if m.group(1):
            return chr(int(m.group(1), 8))
        if m.group(2):
            return chr(int(m.group(2), 16))
        c = m.group(3)
        return _SIMPLE_ESC.get(c, c)

    return _ESC.sub(rep, s[1:-1]) if "\\" in s else s[1:-1]


class _Msg(list):
    """A text-format message: an ordered list of (field, value, line); value is a scalar or a _Msg."""

    def get(self, key: str, default: Any = None) -> Any:
        for k, v, _ in self:
            if k == key:
                return v
        return default

    def all(self, key: str) -> list[Any]:
        return [v for k, v, _ in self if k == key]


def _tokens(text: str, path: str) -> list[tuple[str, str, int]]:
    out: list[tuple[str, str, int]] = []
    line, last = 1, 0
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup
        if kind is None:  # whitespace or a comment
            continue
        line += text.count("\n", last, m.start())
        last = m.start()
        if kind == "bad":
            raise ParseError(path, line, "not protobuf text format", text[m.start():m.start() + 60].split("\n")[0])
        out.append((kind, m.group(kind), line))
    return out


def _parse(tokens: list[tuple[str, str, int]], path: str) -> _Msg:
    """Tokens -> nested messages (iterative, so deep nesting cannot overflow the stack)."""
    root = _Msg()
    stack: list[tuple[_Msg, str]] = [(root, "")]  # (message, its closing bracket)
    i, n = 0, len(tokens)
    while i < n:
        kind, tok, line = tokens[i]
        msg, close = stack[-1]
        if kind == "p" and tok in "}>":
            if len(stack) == 1 or tok != close:
                raise ParseError(path, line, f"unexpected {tok!r}")
            stack.pop()
            i += 1
            continue
        if kind == "p" and tok in ",;":  # optional separators between fields
            i += 1
            continue
        if kind != "id" and not (kind == "p" and tok == "["):
            raise ParseError(path, line, "expected a field name", tok)
        if tok == "[":  # extension or Any type URL: [type.googleapis.com/x] { ... }
            j = i + 1
            while j < n and tokens[j][1] != "]":
                j += 1
            if j >= n:
                raise ParseError(path, line, "unterminated [ in a field name")
            tok = "[" + "".join(t[1] for t in tokens[i + 1:j]) + "]"
            i = j
        i += 1
        if i < n and tokens[i][1] == ":":
            i += 1
        if i >= n:
            raise ParseError(path, line, f"field {tok!r} has no value")
        vkind, vtok, vline = tokens[i]
        if vkind == "p" and vtok in "{<":
            child = _Msg()
            msg.append((tok, child, line))
            stack.append((child, "}" if vtok == "{" else ">"))
            i += 1
        elif vkind == "p" and vtok == "[":  # list of scalars or messages
            i += 1
            while i < n and tokens[i][1] != "]":
                ekind, etok, eline = tokens[i]
                if ekind == "p" and etok == ",":
                    i += 1
                    continue
                if ekind == "p" and etok in "{<":  # a message inside a list: parse it with a sub-stack
                    depth, j = 0, i
                    while j < n:
                        if tokens[j][1] in "{<":
                            depth += 1
                        elif tokens[j][1] in "}>":
                            depth -= 1
                            if depth == 0:
                                break
                        j += 1
                    if j >= n:
                        raise ParseError(path, eline, "unterminated message in a list")
                    msg.append((tok, _parse(tokens[i + 1:j], path), eline))
                    i = j + 1
                    continue
                msg.append((tok, _scalar(ekind, etok, eline, path), eline))
                i += 1
            if i >= n:
                raise ParseError(path, vline, f"unterminated [ in field {tok!r}")
            i += 1
        else:
            msg.append((tok, _scalar(vkind, vtok, vline, path), line))
            i += 1
            while i < n and tokens[i][0] == "str" and vkind == "str":  # "a" "b": adjacent strings concatenate
                msg[-1] = (tok, msg[-1][1] + _unescape(tokens[i][1]), line)
                i += 1
    if len(stack) > 1:
        raise ParseError(path, tokens[-1][2] if tokens else 1, "unexpected end of file: unclosed message")
    return root


def _scalar(kind: str, tok: str, line: int, path: str) -> Any:
    if kind == "str":
        return _unescape(tok)
    if kind == "num":
        t = tok.rstrip("fF") if not tok.lower().startswith("0x") else tok
        try:
            return int(t, 0)
        except ValueError:
            try:
                return float(t)
            except ValueError:
                raise ParseError(path, line, "bad number", tok) from None
    if kind == "id":
        return {"true": True, "True": True, "false": False, "False": False}.get(tok, tok)
    raise ParseError(path, line, "expected a value", tok)


# ---- AttrValue as compact text ----
def _shape_text(shape: _Msg) -> str:
    if shape.get("unknown_rank"):
        return "<unknown rank>"
    return "[" + ",".join(str(d.get("size", 0)) for d in shape.all("dim")) + "]"


def _attr_text(value: Any) -> Any:
    """One AttrValue (a _Msg) as text; a plain value for s / i / f / b / type."""
    if not isinstance(value, _Msg) or not value:
        return "" if isinstance(value, _Msg) else value
    key, v, _ = value[0]
    if key in ("s", "i", "f", "b", "type", "placeholder"):
        return v
    if key == "shape" and isinstance(v, _Msg):
        return _shape_text(v)
    if key == "tensor" and isinstance(v, _Msg):
        shape = v.get("tensor_shape")
        return f"tensor<{v.get('dtype', '?')} {_shape_text(shape) if isinstance(shape, _Msg) else '[]'}>"
    if key == "func" and isinstance(v, _Msg):
        return f"func<{v.get('name', '')}>"
    if key == "list" and isinstance(v, _Msg):
        items = [_attr_text(_Msg([(k, x, 0)])) for k, x, _ in v]
        return "[" + ", ".join(str(x) for x in items) + "]"
    return str(v)


def _node_row(node: _Msg, function: str | None, line: int) -> dict[str, Any]:
    attrs: dict[str, Any] = {}
    for a in node.all("attr"):
        if isinstance(a, _Msg):
            attrs[str(a.get("key", ""))] = _attr_text(a.get("value", _Msg()))
    inputs = [str(x) for x in node.all("input")]
    dtype = attrs.get("T", attrs.get("dtype"))
    compile_ = attrs.get("_XlaCompile")
    return {
        "function": function,
        "name": str(node.get("name", "")),
        "op": str(node.get("op", "")),
        "device": str(node.get("device", "")) or None,
        "inputs": [x for x in inputs if not x.startswith("^")],
        "control_inputs": [x[1:] for x in inputs if x.startswith("^")],
        "dtype": dtype if isinstance(dtype, str) and dtype.startswith("DT_") else None,
        "xla_cluster": attrs.get("_XlaCluster") if isinstance(attrs.get("_XlaCluster"), str) else None,
        "xla_compile": compile_ if isinstance(compile_, bool) else None,
        "xla_scope": attrs.get("_XlaScope") if isinstance(attrs.get("_XlaScope"), str) else None,
        "attrs": attrs,
        "line": line,
    }


@reader
@with_doc(GRAPHDEF_NODES_SCHEMA)
def read_graphdef(path_or_text: PathOrText) -> GraphDef:
    """Read a TensorFlow GraphDef text dump.

    Args:
        path_or_text: a ``.pbtxt`` path, or the text itself.

    Returns:
        A :class:`GraphDef` whose ``nodes`` has columns:
        {schema}

    Raises:
        ParseError: text that is not protobuf text format (with file and line),
            or a message with no ``node`` / ``library`` / ``versions`` field
            (not a GraphDef). An empty file is an empty graph, not an error.
    """
    path = source_name(path_or_text)
    with open_lines(path_or_text) as f:
        text = f.read()
    root = _parse(_tokens(text, path), path)  # an empty text is an empty GraphDef
    unknown = [(k, line) for k, _, line in root if k not in ("node", "library", "versions", "version", "debug_info")]
    if unknown:
        raise ParseError(path, unknown[0][1], f"field {unknown[0][0]!r} is not a GraphDef field")
    rows = []
    for k, node, line in root:
        if k == "node" and isinstance(node, _Msg):
            rows.append(_node_row(node, None, line))
    functions = []
    for lib in root.all("library"):
        if not isinstance(lib, _Msg):
            continue
        for fn in lib.all("function"):
            if not isinstance(fn, _Msg):
                continue
            sig = fn.get("signature")
            fname = str(sig.get("name", "")) if isinstance(sig, _Msg) else ""
            functions.append(fname)
            rows.extend(_node_row(nd, fname, line) for k, nd, line in fn if k == "node_def" and isinstance(nd, _Msg))
    v = root.get("versions")
    versions = {k: int(x) for k, x, _ in v if isinstance(x, int)} if isinstance(v, _Msg) else {}
    return GraphDef(frame(rows, GRAPHDEF_NODES_SCHEMA), versions, functions)


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
_FIRST_NODE = re.compile(r"\Anode \{\n\s+name: \"[^\"\n]*\"\n\s+op: \"")


def is_graphdef(head: Head) -> bool:
    """GraphDef text (``DumpGraphDefToFile``): top-level fields ``node`` / ``library`` / ``versions`` only, the
    first a ``node {`` block opening with its ``name`` and ``op``, or a ``library {`` / ``versions {`` block."""
    text = head.text.lstrip("\n")
    fields = text_proto_fields(text)
    if not fields or not set(fields) <= {"node", "library", "versions"}:
        return False
    return fields[0] != "node" or bool(_FIRST_NODE.match(text))
