"""Side files beside the HLO in a TPU (and XLA service) dump folder: flagfile, execution options, module config.

- ``module_<id>.<name>.flagfile`` (libtpu): the flags the compile ran with, in gflags' flagfile
  form: one ``--name=value`` per line (``--name`` alone for a true boolean, ``--noname`` for a
  false one), ``#`` comments, blank lines. Read into the debug options' flags table.
- ``module_<id>.<name>.execution_options.txt`` (and ``execution_options.txt`` from 2019-2022
  ``DumpExecutionOptions``): an ``xla.ExecutionOptions`` message in protobuf text format
  (``tsl::WriteTextProto``, ``dump.cc``'s ``DumpPerModuleProtobufToFile``): ``num_replicas``,
  ``num_partitions``, ``seed``, ``debug_options { ... }``, ``device_assignment { ... }``, ...
- ``module_<id>.<name>.hlo_module_config.txt`` (libtpu) and ``module_<id>.<name>.config.pbtxt`` (XLA:GPU /
  XLA:CPU since 2025): the module's ``xla.HloModuleConfigProto`` in text format
  (``entry_computation_layout { ... }``, ``replica_count``, ``static_device_assignment``,
  ``debug_options { ... }``, ...).
- ``module_<id>.<name>.target_arguments.txt``: libtpu's target arguments; its content is not public,
  so the kit names the file (kind ``target_arguments``) and reads nothing from it.

The text protos are read field by field (``kitlib.dumps.text_proto.read_text_proto``, nested fields
joined with ``.``), after checking the message is the one the name says: one of its top-level
fields (``xla/xla.proto`` at openxla/xla commit 00987f6e) is there; fields added since are read too.

Checked against: a real ``config.pbtxt`` of jax 0.9.2's deviceless XLA:GPU; ``xla/xla.proto``
(ExecutionOptions, HloModuleConfigProto) and ``xla/service/dump.cc`` at openxla/xla 001918b7; gflags'
flagfile syntax. No TPU here: the TPU samples in ``tests/data/tpu_side`` are written to those sources
(see its SOURCE.md).
"""
from __future__ import annotations

import re

import pandas as pd

from ..errors import ParseError
from ..schema import ColumnChunks, with_doc
from ..textio import Head, PathOrText, read_text, reader, source_name
from .debug_options import DEBUG_OPTIONS_SCHEMA
from .text_proto import TEXT_PROTO_SCHEMA, read_text_proto, text_proto_fields, typed_value

#: top-level fields of xla.ExecutionOptions / xla.HloModuleConfigProto (xla/xla.proto)
EXECUTION_OPTIONS_FIELDS = frozenset({
    "shape_with_output_layout", "seed", "debug_options", "device_handles", "num_replicas", "device_assignment",
    "alias_passthrough_params", "num_partitions", "launch_id", "use_spmd_partitioning", "use_auto_spmd_partitioning",
    "auto_spmd_partitioning_mesh_shape", "auto_spmd_partitioning_mesh_ids", "exec_time_optimization_effort",
    "memory_fitting_effort", "deduplicate_hlo", "allow_spmd_sharding_propagation_to_parameters",
    "allow_spmd_sharding_propagation_to_output", "param_requires_broadcast_via_collectives",
    "allow_separate_sharding_programs", "shardable_value_update_pairs", "fdo_profile", "device_memory_size",
    "use_shardy_partitioner", "optimization_level", "memory_fitting_level"})
HLO_MODULE_CONFIG_FIELDS = frozenset({
    "entry_computation_layout", "seed", "launch_id", "replica_count", "num_partitions",
    "param_requires_broadcast_via_collectives", "use_spmd_partitioning", "use_auto_spmd_partitioning",
    "auto_spmd_partitioning_mesh_shape", "auto_spmd_partitioning_mesh_ids", "exec_time_optimization_effort",
    "memory_fitting_effort", "deduplicate_hlo", "intra_op_parallelism_threads", "device_type", "debug_options",
    "static_device_assignment", "pre_simulation_device_assignment", "allow_separate_sharding_programs",
    "shardable_value_update_pairs", "alias_passthrough_params", "content_aware_computation_sorting",
    "fusion_config_collection", "fusion_config", "dot_config", "layout_config", "memory_space_assignment_config",
    "phase_ordering_config", "phase_index", "allow_spmd_sharding_propagation_to_parameters",
    "allow_spmd_sharding_propagation_to_output", "analysis_allowance_map", "matrix_unit_operand_precision",
    "fdo_profile", "device_memory_size", "use_shardy_partitioner", "optimization_level", "memory_fitting_level"})

#: positive signatures (a file's first lines): flags only; a field only ExecutionOptions has; one only HloModuleConfigProto has
SIGNATURES = {
    "flagfile": re.compile(r"\A(?:[ \t]*(?:#[^\n]*)?\n)*--[A-Za-z_][\w.\-]*(?:=[^\n]*)?\n"
                           r"(?:[ \t]*(?:#[^\n]*|--[A-Za-z_][\w.\-]*(?:=[^\n]*)?)?\n)*[ \t]*(?:--[^\n]*)?\Z"),
    "execution_options": re.compile(r"^(?:num_replicas: |device_assignment \{|shape_with_output_layout \{|device_handles \{)", re.M),
    "hlo_module_config": re.compile(r"^(?:entry_computation_layout \{|replica_count: |static_device_assignment \{|"
                                    r"intra_op_parallelism_threads: |device_type: )", re.M),
}

_FLAG = re.compile(r"^--?([A-Za-z_][\w.\-]*)(?:=(.*))?$")


@with_doc(DEBUG_OPTIONS_SCHEMA)
@reader
def read_flagfile(path_or_text: PathOrText) -> pd.DataFrame:
    """Read a gflags flagfile (libtpu's ``.flagfile``): one row per flag, in file order.

    ``--name`` alone is ``true``, ``--noname`` (a boolean's negation) is flag ``name`` with ``false``.

    Returns:
        A DataFrame with the debug options' columns:
        {schema}

    Raises:
        ParseError: a line that is not ``--flag[=value]``, a comment or blank; no flag at all.
    """
    name, text = read_text(path_or_text)
    rows = ColumnChunks(DEBUG_OPTIONS_SCHEMA)
    flags, values, types, lines = rows.lists
    for lineno, line in enumerate(text.splitlines(), 1):
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        m = _FLAG.match(s)
        if m is None:
            raise ParseError(name, lineno, "not a flag line (--name=value)", s[:120])
        flag, value = m.group(1), m.group(2)
        if value is None:
            value, kind = ("false", "bool") if flag.startswith("no") and len(flag) > 2 else ("true", "bool")
            flag = flag[2:] if value == "false" else flag
        else:
            value, kind = typed_value(value)
            kind = "string" if kind == "enum" else kind  # flag values are never quoted
        flags.append(flag)
        values.append(value)
        types.append(kind)
        lines.append(lineno)
    if not flags:
        raise ParseError(name, None, "no flag: not a flagfile")
    return rows.frame()


def _message(path_or_text: PathOrText, fields: frozenset[str], what: str) -> pd.DataFrame:
    """The text proto's fields, when one of its top-level fields is one of ``what``'s (newer XLA adds fields)."""
    df = read_text_proto(path_or_text)
    if not set(df["field"].str.split(".", n=1).str[0]) & fields:
        raise ParseError(source_name(path_or_text), int(df["line"].iloc[0]), f"no field of {what}", df["field"].iloc[0])
    return df


@with_doc(TEXT_PROTO_SCHEMA)
@reader
def read_execution_options(path_or_text: PathOrText) -> pd.DataFrame:
    """Read an ``execution_options.txt`` (``xla.ExecutionOptions`` text proto), one row per field value.

    Returns:
        A DataFrame in file order with columns:
        {schema}

    Raises:
        ParseError: not protobuf text (see ``read_text_proto``), or a top-level field ExecutionOptions does not have.
    """
    return _message(path_or_text, EXECUTION_OPTIONS_FIELDS, "xla.ExecutionOptions")


@with_doc(TEXT_PROTO_SCHEMA)
@reader
def read_hlo_module_config(path_or_text: PathOrText) -> pd.DataFrame:
    """Read a ``hlo_module_config.txt`` (``xla.HloModuleConfigProto`` text proto), one row per field value.

    Returns:
        A DataFrame in file order with columns:
        {schema}

    Raises:
        ParseError: not protobuf text, or a top-level field HloModuleConfigProto does not have.
    """
    return _message(path_or_text, HLO_MODULE_CONFIG_FIELDS, "xla.HloModuleConfigProto")


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
def is_flagfile(head: Head) -> bool:
    """A gflags flagfile: nothing but ``--flag[=value]`` lines, comments and blank lines."""
    return bool(SIGNATURES["flagfile"].match(head.text))


def _only_fields_of(head: Head, fields: frozenset[str]) -> list[str] | None:
    """The head's top-level fields when it is protobuf text holding only fields of the message (``fields``)."""
    found = text_proto_fields(head.text)
    return found if found and set(found) <= fields else None


def is_execution_options(head: Head) -> bool:
    """An ``xla.ExecutionOptions`` text proto: only its fields at the top level, one of them one only it has."""
    return _only_fields_of(head, EXECUTION_OPTIONS_FIELDS) is not None and bool(SIGNATURES["execution_options"].search(head.text))


def is_hlo_module_config(head: Head) -> bool:
    """An ``xla.HloModuleConfigProto`` text proto: only its fields at the top level, the first its required
    ``entry_computation_layout`` (XLA's ``HloModuleConfig::ToProto`` always writes it, first: field 1), so a text
    proto of another message that shares a field name (``device_type``, ``replica_count``) is not one."""
    found = _only_fields_of(head, HLO_MODULE_CONFIG_FIELDS)
    return found is not None and found[0] == "entry_computation_layout"
