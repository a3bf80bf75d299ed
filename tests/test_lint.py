"""ruff and mypy run in CI, through the test suite."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import REPO


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *args], cwd=REPO, capture_output=True, text=True, timeout=600)


def test_ruff() -> None:
    pytest.importorskip("ruff")
    proc = _run("ruff", "check", "kitlib", "tests", "benchmarks", "scripts")
    assert proc.returncode == 0, proc.stdout[-4000:]


def _mypy_cache() -> Path:
    """mypy's cache beside the shared environment (``scripts/setup.sh``: one per set of pins, named in
    ``.venv/.kit-env``), so that every clone on the machine reuses what mypy learnt of pandas, numpy and the rest
    (about 40 s cold); mypy rechecks any file whose contents differ, so a clone never reads another's stale result.
    A .venv made otherwise: the clone's own ``.mypy_cache``."""
    env = REPO / ".venv" / ".kit-env"
    shared = Path(env.read_text().strip()) if env.is_file() else None
    return shared / "mypy-cache" if shared and shared.is_dir() else REPO / ".mypy_cache"


def test_mypy() -> None:
    pytest.importorskip("mypy")
    proc = _run("mypy", "kitlib", "--cache-dir", str(_mypy_cache()))
    assert proc.returncode == 0, proc.stdout[-4000:]
