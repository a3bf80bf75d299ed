"""XLA:GPU side files in protobuf text format: autotune results and the target config.

- ``module_<id>.<name>.autotune_results.pbtxt`` (and the files
  ``--xla_gpu_dump_autotune_results_to`` writes): an ``AutotuneResults``
  message, ``version: N`` then one ``results { device: ... hlo: ... result
  { <backend> { ... } run_time { nanos: ... } scratch_bytes: ... } }`` per
  tuned instruction (a GEMM, a Triton fusion, a convolution).
- ``module_<id>.<name>.gpu_target_config.pbtxt`` and target files for
  deviceless compiles (``--xla_gpu_target_config_filename``): a
  ``GpuTargetConfigProto`` (``gpu_device_info { ... }``, ``platform_name``,
  ``dnn_version_info``, ``device_description_str``).

Both are read with one small text-format tokenizer (no generated proto code
ships with jaxlib); nested fields are joined with ``.``.

Checked against: jax 0.9.2 deviceless XLA:GPU dumps made here (H100 target)
and the target configs in ``kitlib/capture/gpu_targets``.
"""
from __future__ import annotations

import re
import warnings
from collections.abc import Iterator
from typing import Any

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, with_doc
from ..textio import Head, PathOrText, open_lines, reader, source_name

FIELD_SCHEMA = Schema(
    [
        Column("field", "string", "field path, nested messages joined with '.' (gpu_device_info.core_count)"),
        Column("value", "string", "value as text, string quotes and escapes removed"),
        Column("value_type", "string", "int, float, bool, string or enum"),
        Column("line", "int64", "1-based line"),
    ]
)

AUTOTUNE_SCHEMA = Schema(
    [
        Column("result", "int64", "0-based index of the results entry"),
        Column("version", "Int64", "AutotuneResults version (the file's version field)"),
        Column("device", "string", "device description the result was tuned for"),
        Column("hlo", "string", "the tuned instruction's HLO fingerprint text, as stored"),
        Column("backend", "string", "the result's backend block (gemm, triton, algorithm, custom_kernel_fusion, ...)"),
        Column("config", "string", "the backend block's fields, 'name=value' space-separated"),
        Column("run_time_us", "float64", "measured run time (run_time seconds + nanos), <NA> when absent", "us"),
        Column("scratch_bytes", "Int64", "scratch memory the choice needs", "bytes"),
        Column("line", "int64", "1-based line of the results entry"),
    ]
)

_TOKEN = re.compile(
    r"""\s*(?:(?P<str>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|(?P<punct>[{}<>:;,\[\]])|(?P<word>[^\s{}<>:;,\[\]"']+)|(?P<comment>\#[^\n]*))"""
)
_INT = re.compile(r"[-+]?(?:0x[0-9a-fA-F]+|\d+)$")
_FLOAT = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?f?$|[-+]?inf(?:inity)?$|nan$", re.I)


def _unquote(s: str) -> str:
    inner = s[1:-1]
    if "\\" in inner:
        with warnings.catch_warnings(action="ignore", category=DeprecationWarning):  # "\\q": kept, not warned about
            inner = inner.encode("latin-1", "backslashreplace").decode("unicode_escape", "replace")
    return inner


def _typed(v: str) -> tuple[str, str]:
    if v[:1] in "\"'":
        return _unquote(v), "string"
    if v in ("true", "false", "True", "False"):
        return v.lower(), "bool"
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
    return frame(_rows(path_or_text), FIELD_SCHEMA)


def _rows(path_or_text: PathOrText) -> list[dict[str, Any]]:
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
        value, vtype = _typed(text)
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


@reader
@with_doc(FIELD_SCHEMA)
def read_gpu_target_config(path_or_text: PathOrText) -> pd.DataFrame:
    """Read a ``gpu_target_config.pbtxt`` (``GpuTargetConfigProto``), one row per field.

    Returns:
        A DataFrame in file order with columns:
        {schema}

    Raises:
        ParseError: not protobuf text, or no ``gpu_device_info`` block.
    """
    df = read_text_proto(path_or_text)
    if not df["field"].str.startswith("gpu_device_info.").any():
        raise ParseError(source_name(path_or_text), None, "no gpu_device_info block: not a GPU target config")
    return df


@reader
@with_doc(AUTOTUNE_SCHEMA)
def read_autotune_results(path_or_text: PathOrText) -> pd.DataFrame:
    """Read an ``autotune_results.pbtxt`` (``AutotuneResults``), one row per tuned instruction.

    Returns:
        A DataFrame in file order with columns:
        {schema}

    Raises:
        ParseError: not protobuf text, or a field outside ``version`` /
            ``results`` at the top level.
    """
    name = source_name(path_or_text)
    version = None
    entries: dict[int, dict[str, Any]] = {}
    for r in _rows(path_or_text):
        field, value, vtype, line = r["field"], r["value"], r["value_type"], r["line"]
        top, _, rest = field.partition(".")
        if top == "version" and not rest:
            version = int(value, 0) if vtype == "int" else None
            continue
        if top != "results" or r["top"] is None:
            raise ParseError(name, line, f"unexpected top-level field {top} in autotune results", field)
        cur = entries.setdefault(r["top"], {"device": None, "hlo": None, "backend": None, "config": [], "run_time_us": None,
                                            "scratch_bytes": None, "line": line})
        if rest in ("device", "hlo"):
            cur[rest] = value
        elif rest.startswith("result.run_time."):
            if vtype not in ("int", "float"):
                raise ParseError(name, line, f"{field} is not a number", value)
            unit = rest.rsplit(".", 1)[1]
            us = float(value) * 1e6 if unit == "seconds" else float(value) / 1e3 if unit == "nanos" else 0.0
            cur["run_time_us"] = (cur["run_time_us"] or 0.0) + us
        elif rest == "result.scratch_bytes":
            cur["scratch_bytes"] = int(value, 0) if vtype == "int" else None
        elif rest.startswith("result."):
            parts = rest.split(".")
            if len(parts) >= 3:
                cur["backend"] = cur["backend"] or parts[1]
            cur["config"].append(f"{'.'.join(parts[2:]) or parts[-1]}={value}")
    rows = list(entries.values())
    for i, r in enumerate(rows):
        r["result"], r["version"], r["config"] = i, version, " ".join(r["config"])
    return frame(rows, AUTOTUNE_SCHEMA)


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
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


#: GpuTargetConfigProto's fields (xla/stream_executor/device_description.proto and its 2023-2026 forms)
GPU_TARGET_CONFIG_FIELDS = frozenset({"gpu_device_info", "platform_name", "dnn_version_info", "runtime_version",
                                      "autotune_results", "device_description_str"})


def is_gpu_target_config(head: Head) -> bool:
    """A ``GpuTargetConfigProto`` in text: every top-level field one of :data:`GPU_TARGET_CONFIG_FIELDS`."""
    fields = text_proto_fields(head.text)
    return fields is not None and len(fields) > 0 and set(fields) <= GPU_TARGET_CONFIG_FIELDS


def is_autotune_results(head: Head) -> bool:
    """``AutotuneResults`` in text: top-level fields ``version`` and ``results`` only, a ``results {`` among them."""
    fields = text_proto_fields(head.text)
    return fields is not None and "results" in fields and set(fields) <= {"version", "results"}
