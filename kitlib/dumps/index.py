"""The index of an XLA dump folder (``--xla_dump_to``), or of a zip archive read as one: one row per file with
its kind as every command decides it (:func:`kitlib.dumps.formats.detect_kind`: the dump name through
:func:`kitlib.dumps.kinds.classify`, else the formats' content signatures). A file no format claims is kept with
kind ``unknown``, never dropped.
"""
from __future__ import annotations

import functools
import os
import re
import stat
from pathlib import Path

import pandas as pd

from ..errors import KitError
from ..schema import Column, Schema, rows_frame, with_doc
from ..textio import archive_members, is_archive, member_head, stat_inside, unpacked_name
from .formats import detect
from .kinds import Kind, classify

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

#: folder the kit caches parsed tables in, inside a dump folder (kitlib.dumps.folder)
CACHE_DIR = ".kit_cache"


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
        shown = _shown_name(rel)
        if shown != rel:  # a name that is not UTF-8: listed as its bytes (\\xNN), of no kind, never opened
            fi, by = classify("", modules), None
            rel = shown
        elif stat.S_ISREG(st.st_mode) and rel not in outside:
            fi, by = detect(name, os.path.join(top, rel), modules)
        else:  # a FIFO, a device or a link out of the folder is listed, never opened
            fi = classify(name, modules)
            by = "name" if fi.kind != Kind.UNKNOWN else None
        rows.append((rel, fi.module_id, fi.hlo_module, fi.kind, fi.stage, fi.kernel, fi.split_part, fi.platform,
                     fi.era, by, st.st_size, st.st_mtime_ns))
    return rows_frame(rows, INDEX_SCHEMA)  # column by column: a dump folder has thousands of files


def _shown_name(rel: str) -> str:
    """``rel`` itself, or, for a file name whose bytes are not UTF-8 (``os.walk`` gives them as surrogates), the name
    with those bytes as ``\\xNN``: a table holds text."""
    try:
        rel.encode("utf-8")
        return rel
    except UnicodeEncodeError:
        return os.fsencode(rel).decode("utf-8", "backslashreplace")


def _archive_index(archive: Path) -> pd.DataFrame:
    """:func:`read_dump_index` of a zip archive: its members as files (sizes as stored, times from the archive)."""
    import calendar
    import zipfile

    members = archive_members(archive)
    modules = _module_names([m.rsplit("/", 1)[-1] for m in members])
    rows = []
    with zipfile.ZipFile(archive) as z:  # opened once: a member's head is not a new read of the whole directory
        for rel in sorted(members):
            info = members[rel]
            fi, by = detect(rel.rsplit("/", 1)[-1], archive / rel, modules, first=functools.partial(member_head, z, info, archive / rel))
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
