"""Which reader reads which kind of file, and the tables each one gives.

One registry for every format the kit reads: file kind (as
:func:`kitlib.dumps.index.classify` / :func:`~kitlib.dumps.index.detect_kind`
name it) -> reader -> table names -> default table. ``kit parse FILE
--list-tables`` lists a format's tables and ``--table NAME`` picks one; the
default is the table a user most often wants (an LLVM module's functions, not
its globals, which are often empty).

Readers are imported only when a table is read, so the registry costs nothing
to import.
"""
from __future__ import annotations

import importlib
import os
from dataclasses import dataclass
from typing import Any

import pandas as pd

from ..errors import KitError, ParseError


@dataclass(frozen=True)
class Format:
    """One format: its reader and tables.

    Attributes:
        kind: file kind (``FILE_KINDS`` of :mod:`kitlib.dumps.index`).
        reader: ``"module:function"``; the function takes a path.
        tables: (table name, attribute of the reader's result, or ``""`` when
            the result is the table itself), the default first.
        what: one line saying what the format is.
    """

    kind: str
    reader: str
    tables: tuple[tuple[str, str], ...]
    what: str

    @property
    def table_names(self) -> tuple[str, ...]:
        return tuple(t for t, _ in self.tables)

    @property
    def default(self) -> str:
        return self.tables[0][0]


_HLO_TABLES = (("instructions", "instructions"), ("computations", "computations"), ("constants", "constants"))

FORMATS: dict[str, Format] = {
    f.kind: f
    for f in (
        Format("hlo_before_optimizations", "kitlib.dumps.hlo:read_hlo", _HLO_TABLES, "HLO text before optimisations"),
        Format("hlo_after_optimizations", "kitlib.dumps.hlo:read_hlo", _HLO_TABLES, "HLO text after optimisations"),
        Format("hlo", "kitlib.dumps.hlo:read_hlo", _HLO_TABLES, "HLO text (a module, computation or fusion) whose name does not say its stage"),
        Format("hlo_pass", "kitlib.dumps.hlo_passes:read_hlo_pass", (("module", "module"), ("instructions", "instructions")),
               "HLO module dumped between two passes (--xla_dump_hlo_pass_re), canonicalised: hash and per-instruction fingerprints"),
        Format("module_metadata", "kitlib.dumps.module_metadata:read_module_metadata", (("passes", ""),),
               "HLO module metadata (--xla_dump_module_metadata): every pass run, changed or not, with its times"),
        Format("hlo_proto", "kitlib.dumps.hlo_proto:read_hlo_proto", _HLO_TABLES,
               "HLO as protobuf (--xla_dump_hlo_as_proto: .hlo.pb / .hlo_module.pb, HloSnapshot)"),
        Format("buffer_assignment", "kitlib.dumps.buffer_assignment:read_buffer_assignment",
               (("allocations", "allocations"), ("values", "values"), ("peak_buffers", "peak_buffers")), "XLA buffer assignment"),
        Format("memory_usage_report", "kitlib.dumps.buffer_assignment:read_memory_usage_report",
               (("allocations", "allocations"),), "XLA memory-usage report"),
        Format("debug_options", "kitlib.dumps.debug_options:read_debug_options", (("flags", ""),), "XLA DebugOptions (non-default flags)"),
        Format("llvm_ir", "kitlib.dumps.llvm_ir:read_llvm_ir",
               (("functions", "functions"), ("globals", "globals"), ("loads", "loads"), ("references", "references"),
                ("module_flags", "module_flags")), "LLVM IR module"),
        Format("ptx", "kitlib.dumps.ptx:read_ptx", (("entries", "entries"), ("globals", "globals"), ("loads", "loads")), "PTX module"),
        Format("x86_asm", "kitlib.dumps.asm:read_x86_asm", (("functions", "functions"), ("symbol_loads", "symbol_loads")),
               "x86-64 assembly (AT&T, as llc writes it)"),
        Format("object_file", "kitlib.dumps.objdump:read_object_file", (("kernels", "kernels"), ("references", "references")),
               "XLA:CPU object file (objdump)"),
        Format("metrics_report", "kitlib.timings.metrics_report:read_metrics_report", (("metrics", "metrics"), ("counters", "counters"), ("skipped", "skipped")),
               "torch_xla metrics report (torch_xla.debug.metrics.metrics_report())"),
        Format("trace", "kitlib.timings.trace:read_trace", (("kernels", ""),), "Chrome trace JSON from torch_xla's profiler"),
        Format("kineto_trace", "kitlib.timings.kineto:read_kineto_trace", (("kernels", "kernels"), ("ops", "ops")),
               "Chrome trace JSON from torch.profiler (Kineto)"),
        Format("xplane", "kitlib.timings.xplane:read_xplane", (("kernels", "kernels"), ("planes", "planes"), ("events", "events")),
               "XSpace profile (.xplane.pb) from JAX / torch_xla / TensorFlow profilers"),
        Format("thunk_sequence", "kitlib.dumps.thunk_sequence:read_thunk_sequence", (("thunks", ""),), "XLA:GPU thunk sequence"),
        Format("autotune_results", "kitlib.dumps.gpu_side:read_autotune_results", (("results", ""),), "XLA:GPU autotuning results (text proto)"),
        Format("gpu_target_config", "kitlib.dumps.gpu_side:read_gpu_target_config", (("fields", ""),),
               "XLA:GPU target config (text proto: device info, platform, DNN version)"),
        Format("torch_xla_graphs", "kitlib.dumps.torch_xla_debug:read_saved_tensors", (("graphs", "graphs"), ("frames", "frames"), ("nodes", "nodes")),
               "torch_xla XLA_SAVE_TENSORS_FILE (text, hlo or dot format)"),
        Format("pt_xla_debug", "kitlib.dumps.torch_xla_debug:read_pt_xla_debug",
               (("compilations", "compilations"), ("executions", "executions"), ("frames", "frames")),
               "torch_xla PT_XLA_DEBUG_LEVEL report (compilation and execution analyses)"),
    )
}


def get_format(kind: str, path: str | os.PathLike | None = None) -> Format:
    """The :class:`Format` for ``kind``.

    Raises:
        ParseError: no reader for this kind (``path`` names the file).
    """
    fmt = FORMATS.get(kind)
    if fmt is None:
        raise ParseError(path, None, f"no reader for {kind} files (kinds read: {', '.join(sorted(FORMATS))})")
    return fmt


def _result(fmt: Format, path: str | os.PathLike) -> Any:
    module, _, fn = fmt.reader.partition(":")
    return getattr(importlib.import_module(module), fn)(path)


def _table(fmt: Format, result: Any, name: str) -> pd.DataFrame:
    attr = dict(fmt.tables)[name]
    if isinstance(result, pd.DataFrame):
        return result
    return getattr(result, attr)


def read_tables(path: str | os.PathLike, kind: str | None = None) -> dict[str, pd.DataFrame]:
    """Every table of one file, by name (the default first).

    Args:
        path: the file.
        kind: its kind; detected from name, then content, when not given.

    Raises:
        ParseError / KitError: as the format's reader does, or the kind has no reader.
    """
    from .index import detect_kind

    fmt = get_format(kind or detect_kind(path), path)
    result = _result(fmt, path)
    return {name: _table(fmt, result, name) for name in fmt.table_names}


def read_table(path: str | os.PathLike, table: str | None = None, kind: str | None = None) -> pd.DataFrame:
    """One table of one file: ``table`` by name, else the format's default.

    When no table is named and the default is empty, the first of the
    format's other tables that has rows (a metrics report holding only
    counters gives its counters; a declaration-only LLVM module its globals).

    Raises:
        KitError: ``table`` is not one of the format's tables (the message lists them).
        ParseError / KitError: as the format's reader does.
    """
    from .index import detect_kind

    fmt = get_format(kind or detect_kind(path), path)
    if table is not None and table not in fmt.table_names:
        raise KitError(f"{path}: {fmt.kind} has no table {table!r}; its tables: {', '.join(fmt.table_names)}")
    return pick_table(fmt, read_tables(path, fmt.kind), table)


def pick_table(fmt: Format, tables: dict[str, pd.DataFrame], table: str | None = None) -> pd.DataFrame:
    """``tables[table]``; with no name, the default unless it is empty and another table is not."""
    if table is not None:
        return tables[table]
    default = tables[fmt.default]
    if len(default):
        return default
    return next((t for n, t in tables.items() if len(t) and n != "skipped"), default)


def list_tables(kind: str) -> pd.DataFrame:
    """The tables of a kind: columns ``table`` (string), ``default`` (boolean)."""
    fmt = get_format(kind)
    return pd.DataFrame({"table": pd.array(fmt.table_names, dtype="string"),
                         "default": pd.array([n == fmt.default for n in fmt.table_names], dtype="boolean")})
