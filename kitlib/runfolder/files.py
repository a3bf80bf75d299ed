"""Files named by path outside (or inside) a run folder, read for the analyses: the one place they touch disk.

Analyses take a :class:`~kitlib.runfolder.Run` for a run folder; a dump folder,
trace, lab folder or single file a user names (``kit diff A B``, ``kit grep``,
``kit compare trace.json.gz``) is read here, through the readers of
:mod:`kitlib.dumps` and :mod:`kitlib.timings`, so ``kitlib/analysis`` opens no
file itself (tests/test_architecture.py).
"""
from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path

import pandas as pd

from ..dumps.index import CACHE_DIR, detect_kind, read_dump_index
from ..errors import KitError, ParseError
from . import layout


def is_run_folder(path: str | Path) -> bool:
    """The folder holds a run's ``manifest.json``."""
    return (Path(path) / layout.MANIFEST).is_file()


def dump_index(folder: str | Path) -> pd.DataFrame:
    """:func:`kitlib.dumps.index.read_dump_index` of a dump folder (its columns)."""
    return read_dump_index(folder)


def dump_text(path: Path) -> str:
    """A dump file's whole text (undecodable bytes replaced).

    Raises:
        ParseError: the file cannot be read (no line).
    """
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError as e:
        raise ParseError(path, None, f"cannot read ({e.strerror})") from None


def first_line(path: Path) -> str:
    """A file's first line (undecodable bytes replaced)."""
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.readline()


def is_binary(path: Path) -> bool:
    """NUL bytes in the first 8 KiB (objects, protos, compressed traces)."""
    with open(path, "rb") as f:
        return b"\x00" in f.read(8192)


def lines(path: Path) -> Iterator[tuple[int, str]]:
    """(1-based line, text) of a text file."""
    with open(path, encoding="utf-8", errors="replace") as f:
        yield from enumerate(f, 1)


def content_hash(path: Path) -> str:
    """sha256 of the file's bytes."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def file_kind(f: Path) -> str:
    """A file's kind as every command detects it (:func:`kitlib.dumps.index.detect_kind`: the dump name, else the
    formats' content signatures, ``graphdef`` for TensorFlow GraphDef text); ``"unknown"`` for a file that cannot be read."""
    try:
        return detect_kind(f)
    except KitError:
        return "unknown"


def folder_files(path: Path) -> Iterator[tuple[str | None, Path]]:
    """(config, file) of every file below a folder that is not a run folder: the first folder level below
    it is the config (None for files directly in it); the parse caches are skipped."""
    for f in sorted(path.rglob("*")):
        if f.is_file() and CACHE_DIR not in f.parts:
            rel = f.relative_to(path)
            yield (rel.parts[0] if len(rel.parts) > 1 else None), f


def process_files(process_dir: Path) -> Iterator[Path]:
    """Every file of a process folder of a run (dumps, traces, records), the parse caches skipped."""
    for f in sorted(process_dir.rglob("*")):
        if f.is_file() and CACHE_DIR not in f.parts:
            yield f


def lab_parts(folder: Path) -> list[Path]:
    """The optimised split parts of a split-lab folder (``part.N.opt.ll`` in N order, else
    ``baseline.opt.ll``); ``[]`` when it is not a lab folder."""
    parts = sorted(folder.glob("part.*.opt.ll"),
                   key=lambda x: int(x.name.split(".")[1]) if x.name.split(".")[1].isdigit() else -1)
    if parts:
        return parts
    return [folder / "baseline.opt.ll"] if (folder / "baseline.opt.ll").is_file() else []


def subfolders(folder: Path) -> list[Path]:
    """The folders directly below a folder, by name."""
    return sorted(d for d in folder.iterdir() if d.is_dir())


def config_dump_folders(run: Path) -> list[str]:
    """Names of a run folder's config folders that hold a ``dump/`` folder."""
    return [d.name for d in subfolders(run) if (d / layout.DUMP_DIR).is_dir()]


def read_trace_file(path: Path) -> pd.DataFrame:
    """:func:`kitlib.timings.trace.read_trace` of a trace file, or of the newest trace below a folder.

    Raises:
        ParseError / KitError: as the reader raises them.
    """
    from ..timings.trace import find_trace, read_trace

    return read_trace(path if path.is_file() else find_trace(path))


def read_spans_file(path: Path) -> pd.DataFrame:
    """:func:`kitlib.timings.spans.read_spans` of a trace file or folder (its columns)."""
    from ..timings.spans import read_spans

    return read_spans(path)
