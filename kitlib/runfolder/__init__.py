"""The run folder: the contract between capture and everything after it.

- :mod:`.layout`: where things lie (file and folder names).
- :mod:`.records`: the records as data (manifest, config entry, process,
  each backend's result, the worker's config), ``MANIFEST_VERSION``, and
  :class:`RunFolderError`, the one error of a bad run folder.
- :mod:`.run`: :func:`open_run` for every backend; :class:`Run` reads the
  records and parses the files once (cache, parse errors collected on read).
- :mod:`.write`: the writer the sweep and the workers use.

Capture writes run folders only through :mod:`.write`; analysis and report
read them only through :func:`open_run` / :class:`Run`.

:mod:`.run` (pandas) is imported on first use of its names, so a worker in a bare
build environment (jax and numpy only: ``kit replay --xla``) writes its records
through :mod:`.write` without it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import layout
from .records import MANIFEST_VERSION, RunFolderError

if TYPE_CHECKING:
    from .run import Run, as_run, open_run, read_manifest

_RUN_NAMES = ("Run", "as_run", "open_run", "read_manifest")


def __getattr__(name: str) -> Any:
    if name in _RUN_NAMES:
        from . import run

        return getattr(run, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["MANIFEST_VERSION", "Run", "RunFolderError", "as_run", "layout", "open_run", "read_manifest"]
