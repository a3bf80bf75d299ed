"""Crash-safe file writes: a kill at any moment leaves the old file or the new one."""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

#: the folder holding the ``kitlib`` package (the repository root in a checkout)
KITLIB_ROOT = Path(__file__).resolve().parents[2]


def kitlib_pythonpath(current: str | None) -> str:
    """A PYTHONPATH for a child process (worker, notebook kernel) that imports this very
    kitlib, installed or not: :data:`KITLIB_ROOT` first, then ``current``."""
    return os.pathsep.join(p for p in (str(KITLIB_ROOT), current or "") if p)


def write_text_atomic(path: str | Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder and ``os.replace``."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def write_json_atomic(path: str | Path, data: Any) -> None:
    """``json.dumps(data, indent=2)`` written with :func:`write_text_atomic`."""
    write_text_atomic(path, json.dumps(data, indent=2, sort_keys=False) + "\n")


def link_identical(new: str | Path, first: str | Path) -> dict[str, int]:
    """Keep files of a repeated process once: every file under ``new`` whose bytes equal
    (SHA-256) those of the file at the same relative path under ``first`` becomes a hard
    link to that file. Readers see the same bytes at the same paths (a hard link is a
    name, not a reference to follow); ``du`` counts the data once.

    Returns:
        ``{"files_linked": n, "bytes_linked": b}`` (b: bytes no longer stored twice).
    """
    import hashlib

    def digest(p: Path) -> str:
        h = hashlib.sha256()
        with open(p, "rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                h.update(block)
        return h.hexdigest()

    new, first = Path(new), Path(first)
    linked = saved = 0
    for p in sorted(new.rglob("*")):
        q = first / p.relative_to(new)
        if not p.is_file() or p.is_symlink() or not q.is_file() or p.stat().st_size != q.stat().st_size:
            continue
        if os.path.samefile(p, q) or digest(p) != digest(q):
            continue
        tmp = p.with_name(f".{p.name}.link")
        os.link(q, tmp)
        os.replace(tmp, p)  # atomic: the path holds the old bytes or the link, never nothing
        linked += 1
        saved += q.stat().st_size
    return {"files_linked": linked, "bytes_linked": saved}
