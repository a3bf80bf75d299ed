"""Shared fixtures: one real bert-tiny sweep per test session, through the `kit` command.

The sweep runs two configs (split count 1 and 8) in fresh processes with real
torch_xla compiles on PJRT CPU; tests then parse what XLA really wrote.
"""
from __future__ import annotations

import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

# the parse cache of the whole session (and of the `kit` processes it starts) in one fresh folder, not ~/.cache;
# removed when the session ends
if "KIT_PARSE_CACHE" not in os.environ:
    os.environ["KIT_PARSE_CACHE"] = _CACHE = tempfile.mkdtemp(prefix="kit-parse-cache-")
    atexit.register(shutil.rmtree, _CACHE, ignore_errors=True)

REPO = Path(__file__).resolve().parents[1]
TINY_ARGS = ["--model", "bert-tiny", "--split-counts", "1,8", "--steps", "5", "--warmup", "1", "--trace-steps", "2",
             "--no-progress", "--no-report"]


def kit_command() -> list[str]:
    """The `kit` console script beside this Python, else `python -m kitlib.cli`."""
    script = Path(sys.executable).parent / "kit"
    return [str(script)] if script.exists() else [sys.executable, "-m", "kitlib.cli"]


def run_kit(*args: str, timeout: float = 900, check: bool = True, cwd: Path = REPO) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), env.get("PYTHONPATH", "")) if p)
    proc = subprocess.run([*kit_command(), *args], capture_output=True, text=True, timeout=timeout, env=env, cwd=cwd)
    if check and proc.returncode != 0:
        raise AssertionError(f"kit {' '.join(args)} exited {proc.returncode}\nstdout:\n{proc.stdout}\nstderr:\n{proc.stderr[-3000:]}")
    return proc


@pytest.fixture(scope="session")
def tiny_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real run folder: bert-tiny inference, configs split-1 and split-8, 5 timed steps each."""
    out = tmp_path_factory.mktemp("runs") / "tiny"
    proc = run_kit("sweep", *TINY_ARGS, "--out", str(out))
    (out / "kit_stdout.txt").write_text(proc.stdout)
    return out


@pytest.fixture(scope="session")
def tiny_manifest(tiny_run: Path) -> dict:
    return json.loads((tiny_run / "manifest.json").read_text())


@pytest.fixture(scope="session")
def tiny_dump(tiny_run: Path) -> Path:
    """The XLA dump folder of config split-8 of the session's tiny run."""
    return tiny_run / "split-8" / "dump"

