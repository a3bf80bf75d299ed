"""Where a pattern occurs in every config's dumps: the kit's ``grep -r GpuToHost ./graph_dump``."""
from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pandas as pd

from ..dumps.index import CACHE_DIR, classify
from ..errors import KitError
from ..schema import Column, Schema, frame, with_doc

GREP_SCHEMA = Schema(
    [
        Column("config", "string", "config (run) or first folder level (folder); <NA> for files directly in the folder"),
        Column("file", "string", "file, relative to the run or folder"),
        Column("kind", "string", "file kind (kitlib.dumps.index.classify; graphdef for TensorFlow .pbtxt graph dumps; "
               "unknown when the name does not say)"),
        Column("line", "int64", "1-based line"),
        Column("text", "string", "the line, cut to 300 characters"),
    ]
)


def dump_files(path: Path) -> Iterator[tuple[str | None, Path, Path]]:
    """(config, file, base) for every file of a run (each ok config's first process folder) or a folder
    (the first folder level below it is the config); the parse caches are skipped.

    The one place the analyses of transfers and grep read a run folder (ported to ``kitlib.runfolder`` later).
    """
    if (path / "manifest.json").is_file():
        from .run import open_run

        run = open_run(path)
        for c in run.ok_configs:
            for f in sorted(run.process_dir(c).rglob("*")):
                if f.is_file() and CACHE_DIR not in f.parts:
                    yield c, f, path
        return
    for f in sorted(path.rglob("*")):
        if f.is_file() and CACHE_DIR not in f.parts:
            rel = f.relative_to(path)
            yield (rel.parts[0] if len(rel.parts) > 1 else None), f, path


def file_kind(f: Path) -> str:
    """The kind :func:`grep` reports: the dump classifier's, or graphdef for a ``.pbtxt`` graph dump."""
    kind = classify(f.name).kind
    if kind == "unknown" and f.name.endswith((".pbtxt", ".pb.txt")):
        with open(f, encoding="utf-8", errors="replace") as fh:
            if fh.read(4096).lstrip().startswith(("node {", "library {", "versions {")):
                return "graphdef"
    return kind


@with_doc(GREP_SCHEMA)
def grep(pattern: str, path: str | Path, kind: str | None = None, ignore_case: bool = False) -> pd.DataFrame:
    """Every line matching a regular expression in a run's or folder's text files.

    Args:
        pattern: a Python regular expression (``GpuToHost``, ``copy-start|S\\(5\\)``).
        path: run folder, folder of dumps, or one file.
        kind: only files of this kind (``hlo_after_optimizations``, ``graphdef``, ``llvm_ir``...).
        ignore_case: match regardless of case.

    Returns:
        One row per matching line, with columns:
        {schema}
        Binary files (NUL bytes in their first 8 KiB: objects, protos, traces) are skipped.

    Raises:
        KitError: a bad regular expression, or a path that does not exist.
    """
    try:
        rx = re.compile(pattern, re.I if ignore_case else 0)
    except re.error as e:
        raise KitError(f"bad pattern {pattern!r}: {e}") from None
    p = Path(path)
    if p.is_file():
        files: list[tuple[str | None, Path, Path]] = [(None, p, p.parent)]
    elif p.is_dir():
        files = list(dump_files(p))
    else:
        raise KitError(f"{p}: no such file or folder")
    rows = []
    for config, f, base in files:
        k = file_kind(f)
        if kind is not None and k != kind:
            continue
        with open(f, "rb") as fb:
            if b"\x00" in fb.read(8192):
                continue
        with open(f, encoding="utf-8", errors="replace") as fh:
            for i, line in enumerate(fh, 1):
                if rx.search(line):
                    rows.append({"config": config, "file": str(f.relative_to(base)), "kind": k, "line": i,
                                 "text": line.strip()[:300]})
    return frame(rows, GREP_SCHEMA)
