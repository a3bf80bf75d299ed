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
