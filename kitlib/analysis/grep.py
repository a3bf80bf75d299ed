"""Where a pattern occurs in every config's dumps: the kit's ``grep -r GpuToHost ./graph_dump``."""
from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pandas as pd

from ..errors import KitError
from ..runfolder import files, open_run
from ..runfolder.files import file_kind
from ..schema import Column, Schema, frame, with_doc
from ..textio import link_outside, outside_reason

GREP_SCHEMA = Schema(
    [
        Column("config", "string", "config (run) or first folder level (folder); <NA> for files directly in the folder"),
        Column("file", "string", "file, relative to the run or folder"),
        Column("kind", "string", "file kind (kitlib.dumps.kinds.classify; graphdef for TensorFlow .pbtxt graph dumps; "
               "unknown when the name does not say)"),
        Column("line", "int64", "1-based line"),
        Column("text", "string", "the line, cut to 300 characters"),
    ]
)


def dump_files(path: Path) -> Iterator[tuple[str | None, Path, Path]]:
    """(config, file, base) for every file of a run (each ok config's first process folder) or a folder
    (the first folder level below it is the config); the parse caches are skipped."""
    if files.is_run_folder(path):
        run = open_run(path)
        for c in run.ok_configs:
            for f in files.process_files(run.process_dir(c)):
                yield c, f, path
        return
    for config, f in files.folder_files(path):
        yield config, f, path


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
        Binary files (NUL bytes in their first 8 KiB: objects, protos, traces) are skipped; so are symbolic links
        out of the folder (never read), each named with its target in ``attrs["not_read"]``.

    Raises:
        KitError: a bad regular expression, or a path that does not exist.
    """
    try:
        rx = re.compile(pattern, re.I if ignore_case else 0)
    except re.error as e:
        raise KitError(f"bad pattern {pattern!r}: {e}") from None
    p = Path(path)
    if p.is_file():
        found: list[tuple[str | None, Path, Path]] = [(None, p, p.parent)]
    elif p.is_dir():
        found = list(dump_files(p))
    else:
        raise KitError(f"{p}: no such file or folder")
    rows = []
    not_read = []
    for config, f, base in found:
        target = link_outside(base, f)
        if target is not None:
            not_read.append(f"{f}: {outside_reason(target)}")
            continue
        k = file_kind(f)
        if kind is not None and k != kind:
            continue
        if files.is_binary(f):
            continue
        for i, line in files.lines(f):
            if rx.search(line):
                rows.append({"config": config, "file": str(f.relative_to(base)), "kind": k, "line": i,
                             "text": line.strip()[:300]})
    out = frame(rows, GREP_SCHEMA)
    out.attrs["not_read"] = not_read
    return out
