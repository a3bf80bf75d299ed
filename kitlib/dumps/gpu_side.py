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

Both are read through :mod:`kitlib.dumps.text_proto` (nested fields joined with ``.``).

Checked against: jax 0.9.2 deviceless XLA:GPU dumps made here (H100 target)
and the target configs in ``kitlib/capture/gpu_targets``.
"""
from __future__ import annotations

from typing import Any

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, with_doc
from ..textio import Head, PathOrText, reader, source_name
from .text_proto import TEXT_PROTO_SCHEMA, read_text_proto, text_proto_fields, text_proto_rows

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

@reader
@with_doc(TEXT_PROTO_SCHEMA)
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
    for r in text_proto_rows(path_or_text):
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


# ---- content signatures (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
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
