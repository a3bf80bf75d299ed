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

if TYPE_CHECKING:
    from .records import MANIFEST_VERSION, RunFolderError
    from .run import Run, as_run, open_run, read_manifest

#: the package's names, each loaded from its module when first used (``kit --help`` imports ``layout`` alone)
_NAMES = {"MANIFEST_VERSION": "records", "RunFolderError": "records", "Run": "run", "as_run": "run", "open_run": "run",
          "read_manifest": "run"}


def __getattr__(name: str) -> Any:
    module = name if name in ("records", "run") else _NAMES.get(name)
    # ``from .x import y``, not ``from . import x``: the latter asks the package for ``x`` again (this function)
    if module == "records":
        from .records import RunFolderError  # noqa: F401 - the import makes the module the package's attribute
    elif module == "run":
        from .run import Run  # noqa: F401
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    m = globals()[module]
    return m if name == module else getattr(m, name)


__all__ = ["MANIFEST_VERSION", "Run", "RunFolderError", "as_run", "layout", "open_run", "read_manifest"]
