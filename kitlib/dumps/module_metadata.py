"""HLO module metadata (``--xla_dump_module_metadata=true``): ``module_<id>.metadata.textproto``.

XLA records an ``HloPassMetadata`` for every run of every pass of ``HloPassPipeline`` (a pipeline that is itself
a pass of another pipeline included, and each pipeline's ``pipeline-start``), whether or not it changed the module,
and dumps the ``HloModuleMetadataProto`` as protobuf text (``xla/service/dump.cc``, ``DumpHloModuleMetadata``;
``xla/service/hlo.proto``)::

    canonical_module_id: 1
    pass_metadata {
      pass_id: 273
      pass_name: "copy-insertion"
      pipeline_name: "pre-scheduling-copy-insertion"
      dump_filenames: "/tmp/d/module_0001.jit_f.0043.pre-scheduling-copy-insertion.after_copy-insertion.before_copy_fusion.txt"
      module_changed: true
      module_id: 1
      start_timestamp_usec: 1796315506897912
      end_timestamp_usec: 1796315506898428
    }

Fields the proto leaves at their default are not printed (``module_changed: false``, an empty ``dump_filenames``).
``pass_id`` numbers the runs in the order they started; a pipeline run as a pass starts before, and ends after,
the passes it runs. XLA:GPU dumps it after its HLO passes (``GpuCompiler::RunHloPasses``: the scheduling passes that
run later are not in it); XLA:CPU (jax 0.9.2, torch_xla 2.9.0) writes none. Pipeline names are as XLA spells them
(``layout assignment``); the dump file names make spaces ``_``.

Checked against: jax 0.9.2 deviceless XLA:GPU (``tests/data/passes``); the proto's fields as of XLA 2025-2026.
"""
from __future__ import annotations

import os
import re

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, with_doc
from ..textio import Head, PathOrText, open_lines, reader, source_name, to_int

MODULE_METADATA_PASSES_SCHEMA = Schema(
    [
        Column("canonical_module_id", "int64", "the module's canonical id (its first unique id; the file's module_<id>)"),
        Column("pass_id", "int64", "the run's number in the module: passes in the order they started"),
        Column("pass", "string", "pass name (pipeline-start for a pipeline's start; a nested pipeline's name for the pipeline run as a pass)"),
        Column("pipeline", "string", "pipeline the pass ran in, as XLA spells it (spaces kept)"),
        Column("module_changed", "boolean", "the pass said it changed the module (false when not printed)"),
        Column("pass_module_id", "Int64", "unique id of the module the pass ran on (HloPassMetadata.module_id)"),
        Column("start_timestamp_us", "int64", "when the pass started", "us since the epoch"),
        Column("end_timestamp_us", "int64", "when it ended", "us since the epoch"),
        Column("duration_us", "float64", "end minus start (a nested pipeline's includes its passes)", "us"),
        Column("dump_file", "string", "the first file XLA dumped after the pass (base name), <NA> when none"),
        Column("n_dump_files", "int64", "files XLA dumped after the pass (one per dump format)"),
        Column("line", "int64", "1-based line of the pass_metadata block"),
    ]
)

_FIELD = re.compile(r"^\s*([A-Za-z_]\w*)\s*:\s*(.*?)\s*$")
_OPEN = re.compile(r"^\s*(\[[^\]]*\]|[A-Za-z_]\w*)\s*:?\s*\{\s*$")
_INTS = ("pass_id", "module_id", "start_timestamp_usec", "end_timestamp_usec")


def _string(v: str, name: str, line: int) -> str:
    if len(v) < 2 or v[0] != '"' or v[-1] != '"':
        raise ParseError(name, line, "expected a quoted string", v)
    inner = v[1:-1]
    return inner.encode("latin-1", "backslashreplace").decode("unicode_escape", "replace") if "\\" in inner else inner


_HEAD = re.compile(r"\Acanonical_module_id: \d+\n(?:(?:module_group_name|original_module_id|partitioned_module_ids): [^\n]*\n)*"
                   r"(?:pass_metadata \{\n  pass_id: \d+\n|\Z)")


def is_module_metadata(head: Head) -> bool:
    """An HloModuleMetadataProto in text: ``canonical_module_id: N`` first, then the module's other top-level fields,
    then ``pass_metadata {`` whose first field is ``pass_id`` (or nothing: a module without passes)."""
    return bool(_HEAD.match(head.text))


@with_doc(MODULE_METADATA_PASSES_SCHEMA)
@reader
def read_module_metadata(path_or_text: PathOrText) -> pd.DataFrame:
    """Read a ``module_<id>.metadata.textproto`` into one row per pass run, in ``pass_id`` order.

    Returns:
        A DataFrame with columns:
        {schema}

    Raises:
        ParseError: a line that is not ``field: value``, ``field {`` or ``}``; no ``canonical_module_id``; a
            ``pass_metadata`` block without ``pass_id``, ``pass_name`` or its timestamps; an unclosed block;
            a binary or cut file.
    """
    name = source_name(path_or_text)
    rows: list[dict] = []
    canonical: int | None = None
    depth = 0  # 1 inside pass_metadata; deeper inside its custom_metadata / kv_metrics
    cur: dict | None = None
    lineno = 0
    with open_lines(path_or_text) as lines:
        for line in lines:
            lineno += 1
            s = line.strip()
            if not s or s.startswith("#"):
                continue
            if s == "}":
                if depth == 0:
                    raise ParseError(name, lineno, "'}' without an open block", s)
                depth -= 1
                if depth == 0 and cur is not None:
                    rows.append(_row(cur, name))
                    cur = None
                continue
            o = _OPEN.match(s)
            if o:
                if depth == 0 and o.group(1) == "pass_metadata":
                    cur = {"line": lineno, "dump_filenames": []}
                depth += 1
                continue
            f = _FIELD.match(s)
            if f is None or not f.group(2):
                raise ParseError(name, lineno, "expected 'field: value'", s)
            key, value = f.group(1), f.group(2)
            if depth == 0:
                if key == "canonical_module_id":
                    canonical = to_int(value, name, lineno, key)
            elif depth == 1 and cur is not None:
                if key in _INTS:
                    cur[key] = to_int(value, name, lineno, key)
                elif key in ("pass_name", "pipeline_name"):
                    cur[key] = _string(value, name, lineno)
                elif key == "dump_filenames":
                    cur[key].append(_string(value, name, lineno))
                elif key == "module_changed":
                    cur[key] = value == "true"
    if depth:
        raise ParseError(name, lineno, "file ends inside a block (truncated?)")
    if canonical is None:
        raise ParseError(name, None, "no canonical_module_id: not an HloModuleMetadataProto")
    for r in rows:
        r["canonical_module_id"] = canonical
    return frame(sorted(rows, key=lambda r: r["pass_id"]), MODULE_METADATA_PASSES_SCHEMA) if rows else MODULE_METADATA_PASSES_SCHEMA.empty()


def _row(cur: dict, name: str) -> dict:
    missing = [k for k in ("pass_id", "pass_name", "start_timestamp_usec", "end_timestamp_usec") if k not in cur]
    if missing:
        raise ParseError(name, cur["line"], f"pass_metadata without {', '.join(missing)}")
    dumps = cur["dump_filenames"]
    return {"pass_id": cur["pass_id"], "pass": cur["pass_name"], "pipeline": cur.get("pipeline_name", ""),
            "module_changed": cur.get("module_changed", False), "pass_module_id": cur.get("module_id"),
            "start_timestamp_us": cur["start_timestamp_usec"], "end_timestamp_us": cur["end_timestamp_usec"],
            "duration_us": float(cur["end_timestamp_usec"] - cur["start_timestamp_usec"]),
            "dump_file": os.path.basename(dumps[0]) if dumps else None, "n_dump_files": len(dumps), "line": cur["line"]}
