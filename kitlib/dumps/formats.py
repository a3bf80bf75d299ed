"""Which reader reads which kind of file, and the tables each one gives.

One registry for every format the kit reads: file kind (as
:func:`kitlib.dumps.index.classify` / :func:`~kitlib.dumps.index.detect_kind`
name it) -> reader -> table names -> default table. ``kit parse FILE
--list-tables`` lists a format's tables and ``--table NAME`` picks one; the
default is the table a user most often wants (an LLVM module's functions, not
its globals, which are often empty).

Each format also names its *content signature*: a function next to its reader
(``is_<format>(head: Head) -> bool`` in the reader's module) that says, from a
file's first 4 KiB (:func:`kitlib.textio.head`, containers unpacked), whether
the file is positively that format. Detection by content
(:func:`kitlib.dumps.index.sniff`) asks the signatures in registry order and
answers ``"unknown"`` when none says yes: it never hands a file to a reader
whose format it did not recognise. A new format (the readers engineer's OOM
reports, XProf tool outputs, MLIR, TPU side files...) plugs in with one
``Format(...)`` line here: its kind, reader, tables and signature.

Readers (and signatures) are imported only when first used, so the registry
costs nothing to import.
"""
from __future__ import annotations

import functools
import importlib
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pandas as pd

from ..errors import KitError, ParseError
from ..textio import Head


@dataclass(frozen=True)
class Format:
    """One format: its reader and tables.

    Attributes:
        kind: file kind (``FILE_KINDS`` of :mod:`kitlib.dumps.index`).
        reader: ``"module:function"``; the function takes a path.
        tables: (table name, attribute of the reader's result, or ``""`` when
            the result is the table itself), the default first.
        what: one line saying what the format is.
        signature: ``"module:function"``, the format's positive content signature
            (``function(head: kitlib.textio.Head) -> bool``), next to its reader;
            ``""`` for a format recognised only by name.
    """

    kind: str
    reader: str
    tables: tuple[tuple[str, str], ...]
    what: str
    signature: str = ""

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
        Format("hlo", "kitlib.dumps.hlo:read_hlo", _HLO_TABLES, "HLO text (a module, computation or fusion) whose name does not say its stage",
               "kitlib.dumps.hlo:is_hlo_text"),
        Format("hlo_proto", "kitlib.dumps.hlo_proto:read_hlo_proto", _HLO_TABLES,
               "HLO as protobuf (--xla_dump_hlo_as_proto: .hlo.pb / .hlo_module.pb, HloSnapshot)", "kitlib.dumps.hlo_proto:is_hlo_proto"),
        Format("buffer_assignment", "kitlib.dumps.buffer_assignment:read_buffer_assignment",
               (("allocations", "allocations"), ("values", "values"), ("peak_buffers", "peak_buffers")), "XLA buffer assignment",
               "kitlib.dumps.buffer_assignment:is_buffer_assignment"),
        Format("memory_usage_report", "kitlib.dumps.buffer_assignment:read_memory_usage_report",
               (("allocations", "allocations"),), "XLA memory-usage report", "kitlib.dumps.buffer_assignment:is_memory_usage_report"),
        Format("debug_options", "kitlib.dumps.debug_options:read_debug_options", (("flags", ""),), "XLA DebugOptions (non-default flags)",
               "kitlib.dumps.debug_options:is_debug_options"),
        Format("llvm_ir", "kitlib.dumps.llvm_ir:read_llvm_ir",
               (("functions", "functions"), ("globals", "globals"), ("loads", "loads"), ("references", "references"),
                ("module_flags", "module_flags")), "LLVM IR module", "kitlib.dumps.llvm_ir:is_llvm_ir"),
        Format("ptx", "kitlib.dumps.ptx:read_ptx", (("entries", "entries"), ("globals", "globals"), ("loads", "loads")), "PTX module",
               "kitlib.dumps.ptx:is_ptx"),
        Format("x86_asm", "kitlib.dumps.asm:read_x86_asm", (("functions", "functions"), ("symbol_loads", "symbol_loads")),
               "x86-64 assembly (AT&T, as llc writes it)", "kitlib.dumps.asm:is_x86_asm"),
        Format("object_file", "kitlib.dumps.objdump:read_object_file", (("kernels", "kernels"), ("references", "references")),
               "XLA:CPU object file (objdump)", "kitlib.dumps.objdump:is_object_file"),
        Format("metrics_report", "kitlib.timings.metrics_report:read_metrics_report", (("metrics", "metrics"), ("counters", "counters"), ("skipped", "skipped")),
               "torch_xla metrics report (torch_xla.debug.metrics.metrics_report())", "kitlib.timings.metrics_report:is_metrics_report"),
        Format("trace", "kitlib.timings.trace:read_trace", (("kernels", ""),),
               "XProf trace-viewer JSON (torch_xla's and JAX's profilers: <host>.trace.json.gz)", "kitlib.timings.trace:is_profiler_trace"),
        Format("kineto_trace", "kitlib.timings.kineto:read_kineto_trace", (("kernels", "kernels"), ("ops", "ops")),
               "Chrome trace JSON from torch.profiler (Kineto), every schema generation", "kitlib.timings.kineto:is_kineto_trace"),
        Format("xplane", "kitlib.timings.xplane:read_xplane", (("kernels", "kernels"), ("planes", "planes"), ("events", "events")),
               "XSpace profile (.xplane.pb) from JAX / torch_xla / TensorFlow profilers", "kitlib.timings.xplane:is_xplane"),
        Format("thunk_sequence", "kitlib.dumps.thunk_sequence:read_thunk_sequence", (("thunks", ""),),
               "XLA:GPU thunk sequence (thunk_sequence.txt) or thunk schedule (thunk_schedule, 2018-2022)",
               "kitlib.dumps.thunk_sequence:is_thunk_sequence"),
        Format("autotune_results", "kitlib.dumps.gpu_side:read_autotune_results", (("results", ""),), "XLA:GPU autotuning results (text proto)",
               "kitlib.dumps.gpu_side:is_autotune_results"),
        Format("gpu_target_config", "kitlib.dumps.gpu_side:read_gpu_target_config", (("fields", ""),),
               "XLA:GPU target config (text proto: device info, platform, DNN version)", "kitlib.dumps.gpu_side:is_gpu_target_config"),
        Format("torch_xla_graphs", "kitlib.dumps.torch_xla_debug:read_saved_tensors", (("graphs", "graphs"), ("frames", "frames"), ("nodes", "nodes")),
               "torch_xla XLA_SAVE_TENSORS_FILE (text, hlo or dot format)", "kitlib.dumps.torch_xla_debug:is_saved_tensors"),
        Format("pt_xla_debug", "kitlib.dumps.torch_xla_debug:read_pt_xla_debug",
               (("compilations", "compilations"), ("executions", "executions"), ("frames", "frames")),
               "torch_xla PT_XLA_DEBUG_LEVEL report (compilation and execution analyses)", "kitlib.dumps.torch_xla_debug:is_pt_xla_debug"),
        Format("graphdef", "kitlib.dumps.graphdef:read_graphdef", (("nodes", "nodes"),),
               "TensorFlow GraphDef text (TF_DUMP_GRAPH_PREFIX *.pbtxt, graph-mode and TF/XLA clustering dumps)",
               "kitlib.dumps.graphdef:is_graphdef"),
    )
}


@functools.cache
def _signature(name: str) -> Callable[[Head], bool]:
    module, _, fn = name.partition(":")
    return getattr(importlib.import_module(module), fn)


def content_kind(head: Head) -> str:
    """The kind whose content signature ``head`` matches (registry order), else ``"unknown"``. Never raises."""
    for fmt in FORMATS.values():
        if fmt.signature and _signature(fmt.signature)(head):
            return fmt.kind
    return "unknown"


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
