"""Writing a run folder: crash-safe files and the records the sweep and the workers write.

Every record is validated against its declaration (:mod:`.records`) before it
is written, so a reader never meets a field of the wrong type that the kit
wrote itself. A kill at any moment leaves the old file or the new one.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .. import _version
from . import layout
from .records import MANIFEST_VERSION, RESULTS, WORKER_CONFIG, check_manifest


def write_text_atomic(path: str | Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder, fsync and ``os.replace``."""
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


def write_json_atomic(path: str | Path, data: Any, sort_keys: bool = False) -> None:
    """``json.dumps(data, indent=2)`` written with :func:`write_text_atomic`."""
    write_text_atomic(path, json.dumps(data, indent=2, sort_keys=sort_keys) + "\n")


def new_manifest(spec: dict[str, Any], machine: dict[str, Any], old: dict[str, Any] | None, now: str) -> dict[str, Any]:
    """A fresh manifest (no configs yet); ``old``: the manifest of the run being resumed, if any."""
    old = old or {}
    return {
        "manifest_version": MANIFEST_VERSION,
        "kit": {"version": _version.__version__},
        "spec": spec,
        "versions": old.get("versions", {}),
        "machine": machine,
        "started_at": old.get("started_at") or now,
        "resumed_at": now if old else None,
        "ended_at": None,
        "configs": [],
    }


def write_manifest(run: str | Path, manifest: dict[str, Any]) -> None:
    """Validate the manifest (:data:`.records.MANIFEST`) and write ``<run>/manifest.json`` atomically."""
    path = Path(run) / layout.MANIFEST
    check_manifest(manifest, str(path))
    write_json_atomic(path, manifest)


def write_worker_config(folder: str | Path, config: dict[str, Any]) -> Path:
    """Validate and write ``<folder>/config.json`` (what the worker is asked to do)."""
    path = Path(folder) / layout.CONFIG_JSON
    WORKER_CONFIG.check(config, "", str(path))
    write_json_atomic(path, config)
    return path


def write_result(folder: str | Path, result: dict[str, Any], backend: str) -> Path:
    """Validate ``result`` against the backend's result record and write ``<folder>/result.json`` (last, atomically)."""
    path = Path(folder) / layout.RESULT_JSON
    RESULTS[backend].check(result, "", str(path))
    write_json_atomic(path, result, sort_keys=backend == "xla-gpu-deviceless")
    return path
