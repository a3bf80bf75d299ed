"""Paths for child processes and crash-safe writes, as capture uses them (defined in
:mod:`kitlib._paths` and :mod:`kitlib.runfolder.write`)."""
from __future__ import annotations

import os
from pathlib import Path

from .._paths import KITLIB_ROOT, kitlib_pythonpath
from ..runfolder.write import write_json_atomic, write_text_atomic

__all__ = ["KITLIB_ROOT", "kitlib_pythonpath", "link_identical", "write_json_atomic", "write_text_atomic"]


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
