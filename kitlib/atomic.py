"""The one atomic text write: a file written whole or not at all (a temporary file in the same folder, then
``os.replace``), for the run folder's records (:mod:`kitlib.runfolder.write`) and the parse cache
(:mod:`kitlib.dumps.folder`). Standard library only."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_text_atomic(path: str | os.PathLike, text: str, durable: bool = True) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder and ``os.replace``: a reader sees the old
    file or the new one, never half of one. ``durable``: fsync before the rename (a record must survive a crash; a
    cache entry need not).

    Raises:
        OSError: the folder cannot be written (the temporary file is removed).
    """
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
            if durable:
                f.flush()
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
