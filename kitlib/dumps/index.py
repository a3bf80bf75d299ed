"""Classify the files of an XLA dump folder (``--xla_dump_to``) by name.

Every naming era in ``shared/DESIGN.md`` is recognised; a file the classifier
does not know is kept with kind ``unknown``, never dropped.

Checked against: torch_xla 2.9.0 / XLA:CPU dumps made on this machine (2025+
names: ``<kernel>_kernel_module.ir-with-opt.ll``, ``obj-file.<kernel>.o``,
MLIR stages), jax 0.9.2 XLA:GPU deviceless dumps (``.<i>.ir-with-opt.ll``,
``.<i>.ptx``, ``.constants.ir-no-opt.ll``), and the 2022 names quoted in
``shared/CASES.md`` (``ir-with-opt.<i>.ll``, ``.<i>.ptx``).
"""
from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

import pandas as pd

from ..errors import KitError
from ..schema import Column, Schema, rows_frame, with_doc
from ..textio import HEAD_BYTES, Head, archive_members, check_file, container, head, stat_inside, unpacked_name
from .hlo_passes import split_pass_dump_name

INDEX_SCHEMA = Schema(
    [
        Column("file", "string", "file name relative to the dump folder"),
        Column("module_id", "Int64", "the 4-digit id in module_<id>; <NA> for files outside a module"),
        Column("hlo_module", "string", "HLO module name (SyncTensorsGraph.<n>, jit_<fn>, IrToHlo.<n>)"),
        Column("kind", "string", "file kind, a Kind (\"unknown\" when not recognised)"),
        Column("stage", "string", "no-opt / with-opt for LLVM IR, pre-optimization / post-optimization / post-lowering for MLIR, else <NA>"),
        Column("kernel", "string", "kernel (fusion) name for per-kernel files, else <NA>"),
        Column("split_part", "Int64", "split part number for split LLVM IR / PTX, else <NA>"),
        Column("platform", "string", "cpu, gpu or sm_<maj>.<min> for after-optimisation HLO files, else <NA>"),
        Column("era", "string", "naming era: 2025+ (<sfx>.ir-with-opt.ll), pre-2025 (ir-with-opt.<sfx>.ll), pre-2023 (-noconst.ll) or <NA> when the name does not tell"),
        Column("classified_by", "string", "name (the dump name says the kind), content (the name does not; the file's first bytes do) or <NA> (unknown)"),
        Column("size_bytes", "int64", "file size", "bytes"),
        Column("mtime_ns", "int64", "modification time", "ns since the epoch"),
    ]
)

class Kind(StrEnum):
    """Every file kind the kit names: what :func:`classify` reads off a dump file's name and :func:`sniff` off its
    first bytes (``unknown`` when neither says). :data:`kitlib.dumps.formats.FORMATS` declares the reader of each
    kind that has one; a kind is a ``str``, so it compares equal to its value and is stored as one in tables."""

    HLO_BEFORE_OPTIMIZATIONS = "hlo_before_optimizations"
    HLO_AFTER_OPTIMIZATIONS = "hlo_after_optimizations"
    HLO_PASS = "hlo_pass"  # --xla_dump_hlo_pass_re: the module between two passes
    MODULE_METADATA = "module_metadata"  # --xla_dump_module_metadata: module_<id>.metadata.textproto
    BUFFER_ASSIGNMENT = "buffer_assignment"
    MEMORY_USAGE_REPORT = "memory_usage_report"
    DEBUG_OPTIONS = "debug_options"
    LLVM_IR = "llvm_ir"
    PTX = "ptx"
    OBJECT_FILE = "object_file"
    MLIR = "mlir"
    THUNK_SEQUENCE = "thunk_sequence"
    AUTOTUNE_RESULTS = "autotune_results"
    GPU_TARGET_CONFIG = "gpu_target_config"
    HLO = "hlo"
    HLO_PROTO = "hlo_proto"
    METRICS_REPORT = "metrics_report"
    TRACE = "trace"
    KINETO_TRACE = "kineto_trace"
    XPLANE = "xplane"
    TORCH_XLA_GRAPHS = "torch_xla_graphs"
    PT_XLA_DEBUG = "pt_xla_debug"
    X86_ASM = "x86_asm"  # llc -march=x86-64 output (.s): read by kit parse, never in a dump folder
    GRAPHDEF = "graphdef"  # TensorFlow GraphDef text (.pbtxt): kit grep and kit transfers
    # logs, MLIR, TPU side files, XProf tool data (issue 30 items 7-10)
    OOM_REPORT = "oom_report"  # XLA GPU / TPU out-of-memory report in a log or pasted text
    FLAGFILE = "flagfile"
    EXECUTION_OPTIONS = "execution_options"
    HLO_MODULE_CONFIG = "hlo_module_config"
    TARGET_ARGUMENTS = "target_arguments"  # libtpu's; named, not read (its content is not public)
    XPROF_HLO_STATS = "xprof_hlo_stats"
    XPROF_ROOFLINE_MODEL = "xprof_roofline_model"
    XPROF_OP_PROFILE = "xprof_op_profile"
    XPROF_MEMORY_VIEWER = "xprof_memory_viewer"
    XPROF_KERNEL_STATS = "xprof_kernel_stats"
    UNKNOWN = "unknown"

#: folder the kit caches parsed tables in, inside a dump folder (kitlib.dumps.folder)
CACHE_DIR = ".kit_cache"

_MODULE = re.compile(r"^module_(\d{4,})\.(.+)$")
# Module names as XLA front ends spell them: SyncTensorsGraph.550, IrToHlo.12, jit_f, pjit_f, xla_computation_f
_MODULE_NAME = re.compile(r"^([A-Za-z_][\w\-]*(?:\.\d+)?)\.(.+)$")
_AFTER = re.compile(r"^(?:(cpu|gpu|sm_\d+\.\d+[a-z]?_gpu)_)?after_optimizations(-buffer-assignment|-memory-usage-report)?\.txt$")
# LLVM IR, 2025+: <sfx>.ir-no-opt.ll / <sfx>.ir-with-opt.ll (sfx may be empty)
_IR_NEW = re.compile(r"^(?:(?P<sfx>.+)\.)?ir-(?P<stage>no-opt|with-opt)\.ll$")
# LLVM IR, before 2025: ir-no-opt.<sfx>.ll, ir-with-opt.<i>.ll; until 2023 ir-with-opt-noconst.ll
_IR_OLD = re.compile(r"^ir-(?P<stage>no-opt|with-opt)(?P<noconst>-noconst)?(?:\.(?P<sfx>.+))?\.ll$")
_PTX = re.compile(r"^(?:(?P<sfx>.+)\.)?ptx$")
_OBJ = re.compile(r"^obj-file(?:\.(?P<sfx>.+))?\.o$")
_MLIR = re.compile(r"^(?P<sfx>.+)-(?P<stage>pre-optimization|post-optimization|post-lowering)\.mlir$")
_PART = re.compile(r"^(?:part_)?(\d+)$")


@dataclass(frozen=True)
class FileInfo:
    """What a dump file's name says (see :data:`INDEX_SCHEMA`)."""

    module_id: int | None
    hlo_module: str | None
    kind: Kind
    stage: str | None = None
    kernel: str | None = None
    split_part: int | None = None
    platform: str | None = None
    era: str | None = None


def _suffix(sfx: str | None) -> tuple[str | None, int | None]:
    """Split a per-file suffix into (kernel, split part).

    ``3`` and ``part_03`` are split parts; ``add_fusion.1.clone_kernel_module``
    is a kernel; ``inlined`` / ``constants`` are kept as kernel-less tags by the
    caller.
    """
    if not sfx:
        return None, None
    m = _PART.match(sfx)
    if m:
        return None, int(m.group(1))
    if sfx.endswith("_kernel_module"):
        return sfx[: -len("_kernel_module")], None
    # XLA:CPU kernel modules in a split compute module: <kernel>.part_00 / part_00
    m = re.match(r"^(.*?)[._]?part_(\d+)$", sfx)
    if m:
        return (m.group(1) or None), int(m.group(2))
    return sfx, None


def classify(name: str, module_names: dict[int, str] | None = None) -> FileInfo:
    """Classify one dump file name.

    Args:
        name: the file name (no folder).
        module_names: module id -> module name, when known from the folder's HLO
            files; it disambiguates module names that contain dots.

    Returns:
        A :class:`FileInfo`; ``kind == Kind.UNKNOWN`` for names no era uses. Never raises. A container ending
        (``.gz``, ``.xz``, ``.zip``: nsys-jax's ``.hlo.pb.xz``) is looked through: the kind is the held file's.
    """
    name = unpacked_name(name)
    m = _MODULE.match(name)
    if not m:
        return FileInfo(None, None, _by_suffix(name) or Kind.UNKNOWN)
    module_id = int(m.group(1))
    rest = m.group(2)
    if rest == "metadata.textproto":  # --xla_dump_module_metadata: module_<canonical id>.metadata.textproto
        return FileInfo(module_id, None, Kind.MODULE_METADATA)
    known = (module_names or {}).get(module_id)
    per_pass = split_pass_dump_name(rest, known if known and rest.startswith(known + ".") else None)
    if per_pass is not None:  # --xla_dump_hlo_pass_re: <step>.<pipeline>.after_<pass>.before_<next>.txt
        return FileInfo(module_id, per_pass[0], Kind.HLO_PASS)
    if known and rest.startswith(known + "."):
        hlo_module, rest = known, rest[len(known) + 1 :]
    else:
        mm = _MODULE_NAME.match(rest)
        if not mm:
            return FileInfo(module_id, None, Kind.UNKNOWN)
        hlo_module, rest = mm.group(1), mm.group(2)

    def info(kind: Kind, **kw) -> FileInfo:
        return FileInfo(module_id, hlo_module, kind, **kw)

    if rest == "before_optimizations.txt":
        return info(Kind.HLO_BEFORE_OPTIMIZATIONS)
    a = _AFTER.match(rest)
    if a:
        g = a.group(1)
        platform = g.removesuffix("_gpu") if g and g.startswith("sm_") else g
        kind = {
            None: Kind.HLO_AFTER_OPTIMIZATIONS,
            "-buffer-assignment": Kind.BUFFER_ASSIGNMENT,
            "-memory-usage-report": Kind.MEMORY_USAGE_REPORT,
        }[a.group(2)]
        return info(kind, platform=platform)
    if rest == "debug_options":
        return info(Kind.DEBUG_OPTIONS)
    if rest in ("thunk_sequence.txt", "thunk_schedule"):  # thunk_schedule: 2018-2022
        return info(Kind.THUNK_SEQUENCE)
    if rest == "autotune_results.pbtxt":
        return info(Kind.AUTOTUNE_RESULTS)
    if rest == "gpu_target_config.pbtxt":
        return info(Kind.GPU_TARGET_CONFIG)
    if rest == "config.pbtxt":  # the HloModuleConfigProto XLA:GPU / XLA:CPU dump since 2025
        return info(Kind.HLO_MODULE_CONFIG)
    o = _IR_OLD.match(rest)
    if o:
        kernel, part = _suffix(o.group("sfx"))
        era = "pre-2023" if o.group("noconst") else "pre-2025"
        return info(Kind.LLVM_IR, stage=o.group("stage"), kernel=kernel, split_part=part, era=era)
    n = _IR_NEW.match(rest)
    if n:
        kernel, part = _suffix(n.group("sfx"))
        return info(Kind.LLVM_IR, stage=n.group("stage"), kernel=kernel, split_part=part, era="2025+")
    p = _PTX.match(rest)
    if p:
        kernel, part = _suffix(p.group("sfx"))
        return info(Kind.PTX, kernel=kernel, split_part=part)
    ob = _OBJ.match(rest)
    if ob:
        kernel, part = _suffix(ob.group("sfx"))
        return info(Kind.OBJECT_FILE, kernel=kernel, split_part=part)
    ml = _MLIR.match(rest)
    if ml:
        kernel, part = _suffix(ml.group("sfx"))
        return info(Kind.MLIR, stage=ml.group("stage"), kernel=kernel, split_part=part)
    if _SNAPSHOT.match(rest):
        return info(Kind.HLO_PROTO)
    return info(_by_suffix(rest) or Kind.UNKNOWN)


_SNAPSHOT = re.compile(r"^snapshot\.-?\d+\.pb$")  # --xla_dump_hlo_snapshots: module_<id>.<name>.snapshot.<n>.pb


#: name endings that say the kind outside the module_<id> dump names (profiles, protos, per-computation HLO)
_SUFFIX_KINDS = (
    (".xplane.pb", Kind.XPLANE),
    (".pt.trace.json.gz", Kind.KINETO_TRACE),
    (".pt.trace.json", Kind.KINETO_TRACE),
    (".trace.json.gz", Kind.TRACE),
    (".trace.json", Kind.TRACE),
    (".hlo.pb", Kind.HLO_PROTO),
    (".hlo_module.pb", Kind.HLO_PROTO),
    ("hlo_snapshot.pb", Kind.HLO_PROTO),
    (".hlo", Kind.HLO),
    (".ll", Kind.LLVM_IR),
    (".ptx", Kind.PTX),
    (".o", Kind.OBJECT_FILE),
    (".s", Kind.X86_ASM),
    # MLIR (kitlib.dumps.mlir): emitter pass logs, Triton IR, LMHLO / StableHLO; TPU side files (kitlib.dumps.tpu_side)
    (".mlir", Kind.MLIR),
    (".mlir-passes.log", Kind.MLIR),
    (".triton-to-llvm.txt", Kind.MLIR),
    (".xtile-to-triton.txt", Kind.MLIR),
    (".ttir.txt", Kind.MLIR),
    (".ttir", Kind.MLIR),
    (".ttgir", Kind.MLIR),
    ("flagfile", Kind.FLAGFILE),
    ("execution_options.txt", Kind.EXECUTION_OPTIONS),
    ("hlo_module_config.txt", Kind.HLO_MODULE_CONFIG),
    ("target_arguments.txt", Kind.TARGET_ARGUMENTS),
)


def _by_suffix(name: str) -> Kind | None:
    for suffix, kind in _SUFFIX_KINDS:
        if name.endswith(suffix):
            return kind
    return None


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
    (:data:`kitlib.dumps.formats.FORMATS`); they are asked in that order. No format is ever guessed: text that
    merely looks like several (a priority-fusion decision dump holding a ``gpu_device_info`` block, a TPU
    compilation environment of ``xla_*`` fields) matches none and is ``unknown``.
    """
    from .formats import content_kind

    h = head_bytes if isinstance(head_bytes, Head) else Head(_unpacked_head(head_bytes[:HEAD_BYTES]))
    return content_kind(h)


def _by_name_is_final(name: str) -> bool:
    """XLA's dump names (``module_<id>.<name>.<suffix>``) say the kind; a generic ending (``.trace.json``,
    ``.hlo``, ``.s``) only suggests it, and the content decides where it says something."""
    return bool(_MODULE.match(unpacked_name(name)))


def _detect(name: str, path: str | os.PathLike, modules: dict[int, str] | None = None) -> tuple[FileInfo, str | None]:
    """(what the name says, with the kind decided; ``name``, ``content`` or None): one rule for every command."""
    fi = classify(name, modules)
    if fi.kind != Kind.UNKNOWN and _by_name_is_final(name):
        return fi, "name"
    try:
        kind = sniff(head(path))
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
    return _detect(os.path.basename(os.fspath(path)), path)[0].kind


def is_archive(path: str | os.PathLike) -> bool:
    """``path`` is a zip archive of more than one file (nsys-jax's ``.zip``): read as a folder. Never raises."""
    try:
        if not os.path.isfile(path):
            return False
        with open(path, "rb") as f:
            if container(f.read(4)) != "zip":
                return False
        return len(archive_members(path)) > 1
    except (KitError, OSError):
        return False


def _module_names(names: list[str]) -> dict[int, str]:
    """Module id -> name, read off the HLO / debug-options files whose suffix is fixed."""
    out: dict[int, str] = {}
    fixed = re.compile(
        r"^module_(\d{4,})\.(.+?)\.(?:before_optimizations\.txt|debug_options|"
        r"(?:(?:cpu|gpu|sm_\d+\.\d+[a-z]?_gpu)_)?after_optimizations\.txt)$"
    )
    for n in names:
        m = fixed.match(unpacked_name(n))
        if m:
            out.setdefault(int(m.group(1)), m.group(2))
    return out


def has_files(folder: str | Path) -> bool:
    """Whether ``folder`` (or a zip archive read as one) holds a file, in it or below (the kit's old ``.kit_cache``
    left out): no stat, no index."""
    if is_archive(folder):
        return True
    for _, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if d != CACHE_DIR]
        if files:
            return True
    return False


@with_doc(INDEX_SCHEMA)
def read_dump_index(folder: str | Path) -> pd.DataFrame:
    """Index an XLA dump folder, or a zip archive read as one (nsys-jax's ``.zip``): one row per file, its kind
    decided as :func:`detect_kind` decides it.

    Files in sub-folders (archive members in their folders) are included with
    their relative path. Files whose XLA dump name says their kind are not
    opened (only ``stat``); the others (renamed attachments, ``metrics.txt``,
    ``trace.json``, ``.pbtxt``) have their first 4 KiB read (unpacked) and
    :func:`sniff`-ed.

    Returns:
        A DataFrame, one row per file, sorted by file name, with columns:
        {schema}

    Raises:
        KitError: when ``folder`` is neither a directory nor a zip archive of several files.
        ParseError: an archive naming a member outside itself (``..``, an absolute path).
    """
    root = Path(folder)
    if is_archive(root):
        return _archive_index(root)
    if not root.is_dir():
        raise KitError(f"{root}: not a dump folder (no such directory)")
    entries: list[tuple[str, str, os.stat_result]] = []  # (path relative to the folder, file name, stat)
    outside: set[str] = set()  # symbolic links out of the folder: listed, never opened
    top = os.fspath(root)
    for dirpath, dirs, files in os.walk(top):
        dirs[:] = [d for d in dirs if d != CACHE_DIR]  # the kit's own parquet cache is not a dump file
        prefix = "" if dirpath == top else dirpath[len(top) :].lstrip(os.sep) + os.sep
        for f in files:
            try:
                st, target = stat_inside(top, os.path.join(dirpath, f))
            except OSError:
                continue
            entries.append((prefix + f, f, st))
            if target is not None:
                outside.add(prefix + f)
    entries.sort()
    modules = _module_names([name for _, name, _ in entries])
    rows = []
    for rel, name, st in entries:
        if stat.S_ISREG(st.st_mode) and rel not in outside:
            fi, by = _detect(name, os.path.join(top, rel), modules)
        else:  # a FIFO, a device or a link out of the folder is listed, never opened
            fi = classify(name, modules)
            by = "name" if fi.kind != Kind.UNKNOWN else None
        rows.append((rel, fi.module_id, fi.hlo_module, fi.kind, fi.stage, fi.kernel, fi.split_part, fi.platform,
                     fi.era, by, st.st_size, st.st_mtime_ns))
    return rows_frame(rows, INDEX_SCHEMA)  # column by column: a dump folder has thousands of files


def _archive_index(archive: Path) -> pd.DataFrame:
    """:func:`read_dump_index` of a zip archive: its members as files (sizes as stored, times from the archive)."""
    import calendar

    members = archive_members(archive)
    modules = _module_names([m.rsplit("/", 1)[-1] for m in members])
    rows = []
    for rel in sorted(members):
        info = members[rel]
        fi, by = _detect(rel.rsplit("/", 1)[-1], archive / rel, modules)
        mtime = calendar.timegm((*info.date_time, 0, 0, 0)) * 10**9
        rows.append((rel, fi.module_id, fi.hlo_module, fi.kind, fi.stage, fi.kernel, fi.split_part, fi.platform,
                     fi.era, by, info.file_size, mtime))
    return rows_frame(rows, INDEX_SCHEMA)


def index_summary(index: pd.DataFrame) -> str:
    """One line accounting for every file of an index: the parts add up to the total.

    ``index`` is :func:`read_dump_index`'s table, or ``parse_folder``'s (with
    ``parsed`` and ``error`` columns); ``default_kinds`` are the kinds the
    parse covered (files of other known kinds are "listed, not parsed").
    """
    n = len(index)
    unknown = int((index["kind"] == Kind.UNKNOWN).sum())
    if "parsed" not in index.columns:
        by_content = int((index["classified_by"] == "content").sum()) if "classified_by" in index.columns else 0
        return f"{n} files: {n - unknown} classified ({by_content} by content), {unknown} unknown"
    parsed = int(index["parsed"].fillna(False).sum())
    failed = int(index["error"].notna().sum())
    rest = index[(index["kind"] != Kind.UNKNOWN) & ~index["parsed"].fillna(False) & index["error"].isna()]
    kinds = ", ".join(f"{k} {c}" for k, c in rest["kind"].value_counts().sort_index().items())
    parts = [f"{parsed} parsed", f"{failed} could not be parsed" + (" (see the error column)" if failed else ""),
             f"{len(rest)} listed, not parsed" + (f" ({kinds})" if kinds else ""), f"{unknown} unknown"]
    return f"{n} files: " + ", ".join(parts)
