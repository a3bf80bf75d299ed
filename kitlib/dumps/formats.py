"""The one declaration of the file formats the kit reads: kind -> reader -> tables -> default table -> folders.

Each :class:`Format` says, once, for one file kind (:class:`~kitlib.dumps.kinds.Kind`, as
:func:`~kitlib.dumps.kinds.classify` / :func:`~kitlib.dumps.formats.detect_kind` name it): its reader (the
function itself, so the imports below are every reader the kit has, dump readers and timing readers alike),
its tables (the default first: the table a user most often wants, an LLVM module's functions rather than its
globals, which are often empty), whether :func:`kitlib.dumps.folder.parse_folder` parses it by default
(``folder``), and the tables a parsed folder gets from it (``<prefix>_<table>``, or ``folder_tables`` where a
folder keeps other tables). ``kit parse FILE --list-tables`` lists a format's tables and ``--table NAME`` picks
one; ``kit index --parse`` and every run folder parse the ``folder`` kinds (:data:`FOLDER_KINDS`).

Each format also declares its *content signature*: a function next to its reader
(``is_<format>(head: Head) -> bool`` in the reader's module) that says, from a file's first 4 KiB
(:func:`kitlib.textio.head`, containers unpacked), whether the file is positively that format. Detection by
content (:func:`kitlib.dumps.formats.sniff`, through :func:`content_kind`) asks the signatures in the order of
:data:`FORMATS` and answers ``unknown`` when none says yes: it never hands a file to a reader whose format it
did not recognise.

Adding a format: write its reader (a module of ``dumps/`` or ``timings/``) and, next to it, its positive
content signature; add its kind to :class:`~kitlib.dumps.kinds.Kind` (and to the classifier if XLA's dump name
says it), and add one ``Format(...)`` line to :data:`FORMATS` below with both. The few other lists of kinds (what a
question reads: transfers, passes, trim, kernel code) are named in ARCHITECTURE.md's reader recipe.
"""
from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pandas as pd

from ..errors import KitError, ParseError
from ..textio import HEAD_BYTES, Head, check_file, container, head, is_archive, read_bounded
from ..timings.kineto import is_kineto_trace, read_kineto_trace
from ..timings.metrics_report import is_metrics_report, read_metrics_report
from ..timings.trace import is_profiler_trace, read_trace
from ..timings.xplane import is_xplane, read_xplane
from ..timings.xprof_tools import (
    is_hlo_stats,
    is_kernel_stats,
    is_memory_viewer,
    is_op_profile,
    is_roofline_model,
    read_hlo_stats,
    read_kernel_stats,
    read_memory_viewer,
    read_op_profile,
    read_roofline_model,
)
from .asm import is_x86_asm, read_x86_asm
from .buffer_assignment import is_buffer_assignment, is_memory_usage_report, read_buffer_assignment, read_memory_usage_report
from .debug_options import is_debug_options, read_debug_options
from .gpu_side import is_autotune_results, is_gpu_target_config, read_autotune_results, read_gpu_target_config
from .graphdef import is_graphdef, read_graphdef
from .hlo import is_hlo_text, read_hlo
from .hlo_passes import read_hlo_pass
from .hlo_proto import is_hlo_proto, read_hlo_proto
from .kernel_code import read_kernel_code
from .kinds import FileInfo, Kind, classify, name_says_kind
from .llvm_ir import is_llvm_ir, read_llvm_ir
from .mlir import is_mlir, read_mlir
from .module_metadata import is_module_metadata, read_module_metadata
from .objdump import is_object_file, read_object_file
from .oom_report import is_oom_report, read_oom_report
from .ptx import is_ptx, read_ptx
from .thunk_sequence import is_thunk_sequence, read_thunk_sequence
from .torch_xla_debug import is_pt_xla_debug, is_saved_tensors, read_pt_xla_debug, read_saved_tensors
from .tpu_side import (
    is_execution_options,
    is_flagfile,
    is_hlo_module_config,
    read_execution_options,
    read_flagfile,
    read_hlo_module_config,
)

#: what a parsed folder holds of one file: table name -> DataFrame
Tables = dict[str, pd.DataFrame]


@dataclass(frozen=True)
class Format:
    """One format: its reader and tables.

    Attributes:
        kind: the file kind (:class:`~kitlib.dumps.kinds.Kind`).
        read: the reader: a path (or the text) -> its result (a DataFrame, or an object holding tables).
        tables: (table name, attribute of the reader's result, or ``""`` when the result is the table
            itself), the default first.
        what: one line saying what the format is.
        folder: :func:`~kitlib.dumps.folder.parse_folder` parses it by default (assembly files are never in a
            dump folder).
        prefix: a parsed folder's tables are ``<prefix>_<table>`` (default: the kind).
        folder_tables: the reader's result -> a parsed folder's tables, where they are not
            ``<prefix>_<table>`` (HLO gets a per-file header table; buffer assignment a summary row).
        signature: the format's positive content signature (next to its reader): a file's head -> whether it
            is this format; None for a format recognised only by its name (the HLO stages: content says ``hlo``).
        kernel_code: a parsed folder also gets the code of the file's kernels (``kernel_*`` tables,
            :func:`kitlib.dumps.kernel_code.read_kernel_code`).
        folder_names: the names of the tables ``folder_tables`` gives (a parsed folder builds a table when it is
            first asked for, and must know which kinds give it before reading any).
    """

    kind: Kind
    read: Callable[[Any], Any]
    tables: tuple[tuple[str, str], ...]
    what: str
    folder: bool = True
    prefix: str = ""
    folder_tables: Callable[[Any], Tables] | None = None
    signature: Callable[[Head], bool] | None = None
    kernel_code: bool = False
    folder_names: tuple[str, ...] = ()

    @property
    def folder_table_names(self) -> tuple[str, ...]:
        """The tables a parsed folder gets from files of this kind (the ``kernel_*`` tables aside)."""
        if self.folder_tables is not None:
            return self.folder_names
        return tuple(f"{self.prefix or self.kind.value}_{name}" for name in self.table_names)

    @property
    def table_names(self) -> tuple[str, ...]:
        return tuple(t for t, _ in self.tables)

    @property
    def default(self) -> str:
        return self.tables[0][0]

    def table(self, result: Any, name: str) -> pd.DataFrame:
        """Table ``name`` of a result of :attr:`read`."""
        attr = dict(self.tables)[name]
        return result if isinstance(result, pd.DataFrame) else getattr(result, attr)

    def folder_file_tables(self, result: Any) -> Tables:
        """The tables of one file (``result``, what :attr:`read` returned) as a parsed folder names them, the
        ``kernel_*`` tables aside."""
        if self.folder_tables is not None:
            return self.folder_tables(result)
        prefix = self.prefix or self.kind.value
        return {f"{prefix}_{name}": self.table(result, name) for name in self.table_names}

    def read_folder_file(self, path: str) -> Tables:
        """One file's tables as a parsed folder names them (with its kernels' code where :attr:`kernel_code`)."""
        result = self.read(path)
        tables = self.folder_file_tables(result)
        if self.kernel_code:
            tables |= read_kernel_code(path, self.kind, result).tables()
        return tables


def _hlo_tables(m: Any) -> Tables:
    """An HLO module's folder tables: a header row per file (``hlo_modules``: its name is the folder's ``hlo_module``
    column), its computations, instructions
    (``attributes`` as JSON text: a dict per cell does not go to Arrow) and constants."""
    import json

    h = m.header
    header = pd.DataFrame([{"is_scheduled": bool(h.get("is_scheduled", False)),
                            "entry_computation_layout": h.get("entry_computation_layout"),
                            "instruction_count": len(m.instructions), "computation_count": len(m.computations),
                            "constant_bytes": int(m.constants["size_bytes"].sum())}])
    ins = m.instructions.copy()
    ins["attributes"] = [json.dumps(a) if a else "" for a in ins["attributes"]]
    return {"hlo_modules": header, "hlo_computations": m.computations, "hlo_instructions": ins,
            "hlo_constants": m.constants}


def _buffer_tables(b: Any) -> Tables:
    summary = pd.DataFrame([{"total_bytes": b.total_bytes, "peak_bytes": b.peak_bytes, "peak_time": b.peak_time}],
                           dtype="Int64")
    return {"buffer_allocations": b.allocations, "buffer_values": b.values, "buffer_summary": summary}


def _memory_tables(r: Any) -> Tables:
    return {"memory_usage": pd.DataFrame({"total_bytes": [r.total_bytes], "allocation_count": [len(r.allocations)]})}


_HLO_TABLES = (("instructions", "instructions"), ("computations", "computations"), ("constants", "constants"))
_HLO_FOLDER_TABLES = ("hlo_modules", "hlo_computations", "hlo_instructions", "hlo_constants")

FORMATS: dict[str, Format] = {
    f.kind: f
    for f in (
        Format(Kind.HLO_BEFORE_OPTIMIZATIONS, read_hlo, _HLO_TABLES, "HLO text before optimisations", folder_tables=_hlo_tables,
               folder_names=_HLO_FOLDER_TABLES),
        Format(Kind.HLO_AFTER_OPTIMIZATIONS, read_hlo, _HLO_TABLES, "HLO text after optimisations", folder_tables=_hlo_tables,
               folder_names=_HLO_FOLDER_TABLES),
        Format(Kind.HLO, read_hlo, _HLO_TABLES, "HLO text (a module, computation or fusion) whose name does not say its stage",
               folder_tables=_hlo_tables, signature=is_hlo_text, folder_names=_HLO_FOLDER_TABLES),
        Format(Kind.HLO_PASS, read_hlo_pass, (("module", "module"), ("instructions", "instructions")),
               "HLO module dumped between two passes (--xla_dump_hlo_pass_re), canonicalised: hash and per-instruction "
               "fingerprints (kit passes parses them; hundreds of files: not by default)", folder=False,
               folder_tables=lambda d: {"hlo_pass_module": d.module.drop(columns="hlo_module"),  # the folder's column
                                        "hlo_pass_instructions": d.instructions},
               folder_names=("hlo_pass_module", "hlo_pass_instructions")),
        Format(Kind.MODULE_METADATA, read_module_metadata, (("passes", ""),),
               "HLO module metadata (--xla_dump_module_metadata): every pass run, changed or not, with its times",
               signature=is_module_metadata),
        Format(Kind.HLO_PROTO, read_hlo_proto, _HLO_TABLES,
               "HLO as protobuf (--xla_dump_hlo_as_proto: .hlo.pb / .hlo_module.pb, HloSnapshot)", folder_tables=_hlo_tables,
               signature=is_hlo_proto, folder_names=_HLO_FOLDER_TABLES),
        Format(Kind.BUFFER_ASSIGNMENT, read_buffer_assignment,
               (("allocations", "allocations"), ("values", "values"), ("peak_buffers", "peak_buffers")), "XLA buffer assignment",
               folder_tables=_buffer_tables, signature=is_buffer_assignment,
               folder_names=("buffer_allocations", "buffer_values", "buffer_summary")),
        Format(Kind.MEMORY_USAGE_REPORT, read_memory_usage_report, (("allocations", "allocations"),), "XLA memory-usage report",
               folder_tables=_memory_tables, signature=is_memory_usage_report,
               folder_names=("memory_usage",)),
        Format(Kind.DEBUG_OPTIONS, read_debug_options, (("flags", ""),), "XLA DebugOptions (non-default flags)",
               folder_tables=lambda flags: {"debug_options": flags}, signature=is_debug_options,
               folder_names=("debug_options",)),
        Format(Kind.LLVM_IR, read_llvm_ir,
               (("functions", "functions"), ("globals", "globals"), ("loads", "loads"), ("references", "references"),
                ("module_flags", "module_flags")), "LLVM IR module", prefix="llvm", kernel_code=True,
               signature=is_llvm_ir),
        Format(Kind.PTX, read_ptx, (("entries", "entries"), ("globals", "globals"), ("loads", "loads")), "PTX module",
               kernel_code=True, signature=is_ptx),
        Format(Kind.X86_ASM, read_x86_asm, (("functions", "functions"), ("symbol_loads", "symbol_loads")),
               "x86-64 assembly (AT&T, as llc writes it)", folder=False, prefix="asm", signature=is_x86_asm),
        Format(Kind.OBJECT_FILE, read_object_file, (("kernels", "kernels"), ("references", "references")),
               "XLA:CPU object file (objdump)", prefix="object", kernel_code=True, signature=is_object_file),
        Format(Kind.METRICS_REPORT, read_metrics_report, (("metrics", "metrics"), ("counters", "counters"), ("skipped", "skipped")),
               "torch_xla metrics report (torch_xla.debug.metrics.metrics_report())", signature=is_metrics_report),
        Format(Kind.TRACE, read_trace, (("kernels", ""),),
               "XProf trace-viewer JSON (torch_xla's and JAX's profilers: <host>.trace.json.gz)", signature=is_profiler_trace),
        Format(Kind.KINETO_TRACE, read_kineto_trace, (("kernels", "kernels"), ("ops", "ops")),
               "Chrome trace JSON from torch.profiler (Kineto), every schema generation since 2020", signature=is_kineto_trace),
        Format(Kind.XPLANE, read_xplane, (("kernels", "kernels"), ("planes", "planes"), ("events", "events")),
               "XSpace profile (.xplane.pb) from JAX / torch_xla / TensorFlow profilers", signature=is_xplane),
        Format(Kind.THUNK_SEQUENCE, read_thunk_sequence, (("thunks", ""),),
               "XLA:GPU thunk sequence (thunk_sequence.txt) or thunk schedule (thunk_schedule, 2018-2022)",
               signature=is_thunk_sequence),
        Format(Kind.AUTOTUNE_RESULTS, read_autotune_results, (("results", ""),), "XLA:GPU autotuning results (text proto)",
               signature=is_autotune_results),
        Format(Kind.GPU_TARGET_CONFIG, read_gpu_target_config, (("fields", ""),),
               "XLA:GPU target config (text proto: device info, platform, DNN version)", signature=is_gpu_target_config),
        Format(Kind.TORCH_XLA_GRAPHS, read_saved_tensors, (("graphs", "graphs"), ("frames", "frames"), ("nodes", "nodes")),
               "torch_xla XLA_SAVE_TENSORS_FILE (text, hlo or dot format)", signature=is_saved_tensors),
        Format(Kind.PT_XLA_DEBUG, read_pt_xla_debug,
               (("compilations", "compilations"), ("executions", "executions"), ("frames", "frames")),
               "torch_xla PT_XLA_DEBUG_LEVEL report (compilation and execution analyses)", signature=is_pt_xla_debug),
        Format(Kind.GRAPHDEF, read_graphdef, (("nodes", "nodes"),),
               "TensorFlow GraphDef text (TF_DUMP_GRAPH_PREFIX *.pbtxt: graph-mode and TF/XLA clustering dumps)",
               signature=is_graphdef),
        # issue 30 items 7-10
        Format(Kind.OOM_REPORT, read_oom_report, (("reports", "reports"), ("peak_buffers", "peak_buffers"), ("usage", "usage")),
               "XLA out-of-memory report in a log (GPU BufferAssignment OOM Debugging, TPU Ran out of memory in memory space)",
               signature=is_oom_report),
        Format(Kind.MLIR, read_mlir, (("functions", "functions"), ("ops", "ops"), ("dumps", "dumps")),
               "MLIR text: XLA emitter stages and pass logs, Triton IR, LMHLO, StableHLO", signature=is_mlir),
        Format(Kind.FLAGFILE, read_flagfile, (("flags", ""),), "gflags flagfile (libtpu's module flags)", signature=is_flagfile),
        Format(Kind.EXECUTION_OPTIONS, read_execution_options, (("fields", ""),), "xla.ExecutionOptions (text proto)",
               signature=is_execution_options),
        Format(Kind.HLO_MODULE_CONFIG, read_hlo_module_config, (("fields", ""),), "xla.HloModuleConfigProto (text proto)",
               signature=is_hlo_module_config),
        Format(Kind.XPROF_HLO_STATS, read_hlo_stats, (("ops", "ops"),), "XProf hlo_stats tool data (JSON)", signature=is_hlo_stats),
        Format(Kind.XPROF_ROOFLINE_MODEL, read_roofline_model, (("ops", "ops"), ("device", "device"), ("diagnostics", "diagnostics")),
               "XProf roofline_model tool data (JSON)", signature=is_roofline_model),
        Format(Kind.XPROF_OP_PROFILE, read_op_profile, (("nodes", "nodes"),), "XProf op_profile tool data (JSON)", signature=is_op_profile),
        Format(Kind.XPROF_MEMORY_VIEWER, read_memory_viewer, (("buffers", "buffers"), ("summary", "summary")),
               "XProf memory_viewer tool data (JSON)", signature=is_memory_viewer),
        Format(Kind.XPROF_KERNEL_STATS, read_kernel_stats, (("kernels", "kernels"),), "XProf kernel_stats tool data (JSON)",
               signature=is_kernel_stats),
    )
}

#: the kinds :func:`~kitlib.dumps.folder.parse_folder` parses by default (``kit index --parse``, run folders)
FOLDER_KINDS: tuple[Kind, ...] = tuple(f.kind for f in FORMATS.values() if f.folder)
#: the kinds whose files hold the code of a kernel: those with kernels (``kernel_code``) and the after-optimisation HLO
CODE_KINDS: tuple[Kind, ...] = (*(f.kind for f in FORMATS.values() if f.kernel_code), Kind.HLO_AFTER_OPTIMIZATIONS)


def code_files(index: pd.DataFrame) -> pd.Series:
    """Which rows of a dump index (columns ``kind``, ``stage``) are files of a kernel's code: :data:`CODE_KINDS`,
    but LLVM IR before optimisation (``stage`` no-opt: no kernels yet); what the ``kernel_*`` tables are built from,
    with the after-optimisation HLO."""
    code = index["kind"].isin(list(CODE_KINDS)).fillna(False)
    if "stage" in index:
        code &= ~((index["kind"] == Kind.LLVM_IR) & (index["stage"] == "no-opt")).fillna(False)
    return code.astype(bool)


def content_kind(head: Head) -> Kind:
    """The kind whose content signature ``head`` matches (in the order of :data:`FORMATS`), else ``unknown``.
    Never raises: a signature that fails on hostile bytes says no."""
    for fmt in FORMATS.values():
        try:
            if fmt.signature is not None and fmt.signature(head):
                return fmt.kind
        except Exception:  # noqa: BLE001, S112 - a signature that cannot tell says no
            continue
    return Kind.UNKNOWN


def _unpacked_head(data: bytes) -> bytes:
    """The first bytes of what a gzip or xz head holds (as far as the head goes); other bytes as they are."""
    kind = container(data)
    try:
        if kind == "gzip":
            import zlib

            return zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(data, HEAD_BYTES)
        if kind == "xz":
            import lzma

            return lzma.LZMADecompressor().decompress(data, HEAD_BYTES)
    except Exception:  # noqa: BLE001 - a damaged head says no format
        return b""
    return data


def sniff(head_bytes: bytes | Head) -> Kind:
    """The kind a file's first bytes positively say (a :class:`Kind`); ``unknown`` when no format's signature
    matches. Never raises.

    Each format's signature sits next to its reader and is named in the declaration of the formats
    (:data:`FORMATS`); they are asked in that order. No format is ever guessed: text that
    merely looks like several (a priority-fusion decision dump holding a ``gpu_device_info`` block, a TPU
    compilation environment of ``xla_*`` fields) matches none and is ``unknown``.
    """
    h = head_bytes if isinstance(head_bytes, Head) else Head(_unpacked_head(head_bytes[:HEAD_BYTES]))
    return content_kind(h)


def detect(name: str, path: str | os.PathLike, modules: dict[int, str] | None = None,
           first: Callable[[], Head] | None = None) -> tuple[FileInfo, str | None]:
    """(what the name says, with the kind decided; ``name``, ``content`` or None): one rule for every command
    (:func:`detect_kind`, :func:`kitlib.dumps.index.read_dump_index`). ``first``: gives the file's first bytes
    where ``head(path)`` is not how to read them (an archive's member, the archive opened once)."""
    fi = classify(name, modules)
    if fi.kind != Kind.UNKNOWN and name_says_kind(name):
        return fi, "name"
    try:
        kind = sniff(first() if first is not None else head(path))
    except (KitError, OSError):
        kind = Kind.UNKNOWN
    if kind != Kind.UNKNOWN and kind != fi.kind:  # the content says what the name did not, or says otherwise
        return FileInfo(fi.module_id, fi.hlo_module, kind, fi.stage, fi.kernel, fi.split_part, fi.platform,
                        fi.era), "content"
    return fi, ("name" if fi.kind != Kind.UNKNOWN else None)


def detect_kind(path: str | os.PathLike) -> Kind:
    """A file's kind, the one detection every command uses (``kit parse``, ``kit index``, ``kit transfers``,
    ``kit grep``): an XLA dump name (``module_<id>.<name>.<suffix>``) says it; else the first 4 KiB (containers
    unpacked) say it through the formats' positive signatures; else a generic name ending (``.hlo``,
    ``.pt.trace.json``); else ``unknown``. ``path`` may name a file inside a zip archive (``report.zip/dump/x``).

    Raises:
        KitError: ``path`` is a folder (or a zip archive of several files: a folder too).
        ParseError: ``path`` is not a readable regular file (a FIFO, a device:
            checked before anything is opened, so a FIFO never blocks), or an archive member that is not there.
    """
    if os.path.isdir(path):
        raise KitError(f"{path}: a folder; `kit index {path} --parse` parses every file in it")
    check_file(path)
    if is_archive(path):
        raise KitError(f"{path}: a zip archive of several files (a folder): `kit index {path} --parse` reads them all, "
                       f"`kit parse {path}/MEMBER` one of them")
    return detect(os.path.basename(os.fspath(path)), path)[0].kind


def get_format(kind: str, path: str | os.PathLike | None = None) -> Format:
    """The :class:`Format` for ``kind``.

    Raises:
        ParseError: no reader for this kind (``path`` names the file).
    """
    fmt = FORMATS.get(kind)  # type: ignore[call-overload]
    if fmt is None:
        raise ParseError(path, None, f"no reader for {kind} files (kinds read: {', '.join(sorted(FORMATS))})")
    return fmt


def read_tables(path: str | os.PathLike, kind: str | None = None) -> Tables:
    """Every table of one file, by name (the default first).

    Args:
        path: the file.
        kind: its kind; detected from name, then content, when not given.

    Raises:
        ParseError / KitError: as the format's reader does, or the kind has no reader; ParseError: reading it needs
            more memory than the bound (:func:`kitlib.textio.read_bounded`).
    """
    fmt = get_format(kind or detect_kind(path), path)

    def tables(p: str | os.PathLike) -> Tables:
        result = fmt.read(p)
        return {name: fmt.table(result, name) for name in fmt.table_names}

    return read_bounded(tables, path)  # the memory of the parse bounded (textio.PARSE_MEMORY_LIMIT_BYTES)


def read_table(path: str | os.PathLike, table: str | None = None, kind: str | None = None) -> pd.DataFrame:
    """One table of one file: ``table`` by name, else the format's default.

    When no table is named and the default is empty, the first of the
    format's other tables that has rows (a metrics report holding only
    counters gives its counters; a declaration-only LLVM module its globals).

    Raises:
        KitError: ``table`` is not one of the format's tables (the message lists them).
        ParseError / KitError: as the format's reader does.
    """
    fmt = get_format(kind or detect_kind(path), path)
    if table is not None and table not in fmt.table_names:
        raise KitError(f"{path}: {fmt.kind} has no table {table!r}; its tables: {', '.join(fmt.table_names)}")
    return pick_table(fmt, read_tables(path, fmt.kind), table)


def pick_table(fmt: Format, tables: Tables, table: str | None = None) -> pd.DataFrame:
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
