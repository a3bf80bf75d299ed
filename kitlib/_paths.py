"""Where this kitlib lives, for child processes (workers, notebook kernels) that must import the very same one."""
from __future__ import annotations

import os
from pathlib import Path

#: the folder holding the ``kitlib`` package (the repository root in a checkout)
KITLIB_ROOT = Path(__file__).resolve().parents[1]


def kitlib_pythonpath(current: str | None) -> str:
    """A PYTHONPATH for a child process (worker, notebook kernel) that imports this very
    kitlib, installed or not: :data:`KITLIB_ROOT` first, then ``current``."""
    return os.pathsep.join(p for p in (str(KITLIB_ROOT), current or "") if p)
