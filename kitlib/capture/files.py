"""Paths for child processes; crash-safe writes are :mod:`kitlib.runfolder.write`'s (re-exported here)."""
from __future__ import annotations

import os
from pathlib import Path

from ..runfolder.write import write_json_atomic, write_text_atomic

__all__ = ["KITLIB_ROOT", "kitlib_pythonpath", "write_json_atomic", "write_text_atomic"]

#: the folder holding the ``kitlib`` package (the repository root in a checkout)
KITLIB_ROOT = Path(__file__).resolve().parents[2]


def kitlib_pythonpath(current: str | None) -> str:
    """A PYTHONPATH for a child process (worker, notebook kernel) that imports this very
    kitlib, installed or not: :data:`KITLIB_ROOT` first, then ``current``."""
    return os.pathsep.join(p for p in (str(KITLIB_ROOT), current or "") if p)
