"""ruff and mypy run in CI, through the test suite."""
from __future__ import annotations

import subprocess
import sys

import pytest

from .conftest import REPO


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *args], cwd=REPO, capture_output=True, text=True, timeout=600)


def test_ruff() -> None:
    pytest.importorskip("ruff")
    proc = _run("ruff", "check", "kitlib", "tests", "benchmarks", "scripts")
    assert proc.returncode == 0, proc.stdout[-4000:]


def test_mypy() -> None:
    pytest.importorskip("mypy")
    proc = _run("mypy", "kitlib", "--cache-dir", str(REPO / ".mypy_cache"))
    assert proc.returncode == 0, proc.stdout[-4000:]
