"""Shared fixtures: the real captures every test file reads, made once per test run, through the `kit` command.

``tiny_run``: bert-tiny inference under split counts 1 and 8, in fresh processes with real torch_xla compiles on
PJRT CPU; ``fast_math_run``: bert-tiny compiled by default and with ``--xla_cpu_enable_fast_math=true`` (some
kernels change, others stay identical). Each is made once for the whole run and shared by the pytest-xdist workers
(:func:`shared`: a file lock beside the workers' temporary folders); tests then parse what XLA really wrote. Tests
read them and never change them (a test that edits a run copies it first).
"""
from __future__ import annotations

import atexit
import fcntl
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


#: the test files that take longest, longest first (``--durations=0`` of the whole suite, summed per file): they run
#: first, so that pytest-xdist (``--dist loadfile --no-loadscope-reorder``, which hands out files in this order as
#: workers free up) does not end the run on one of them while the other worker idles; the other files follow in
#: their usual order
LONGEST_FIRST = ("test_ray.py", "test_replay.py", "test_sweep.py", "test_threads.py", "test_compare.py",
                 "test_gpu_run.py", "test_diff.py", "test_lint.py", "test_jax_backend.py", "test_reproduce.py")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))  # a stable sort: within a file, its order


@pytest.fixture(autouse=True)
def _files_parsed_before_forgotten() -> None:
    """Each test parses as a fresh process would: the kernels' code of files an earlier test parsed, and the profiles
    it read, are not reused (kitlib.dumps.folder and kitlib.timings.xplane remember them for the process)."""
    from kitlib.dumps import folder
    from kitlib.timings import xplane

    folder._SEEN.clear()
    xplane._SEEN.clear()


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


def shared(tmp_path_factory: pytest.TempPathFactory, name: str, make) -> Path:
    """``<root>/<name>``, made by ``make(path)`` once for the whole test run: the pytest-xdist workers share one root
    (the parent of their temporary folders) and wait on one lock while the first of them makes it."""
    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent
    out, done = root / name, root / f"{name}.done"
    with open(root / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists():
            shutil.rmtree(out, ignore_errors=True)  # a maker that failed half way
            make(out)
            done.touch()
    return out


@pytest.fixture(scope="session")
def tiny_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real run folder: bert-tiny inference, configs split-1 and split-8, 5 timed steps each."""

    def make(out: Path) -> None:
        proc = run_kit("sweep", *TINY_ARGS, "--out", str(out))
        (out / "kit_stdout.txt").write_text(proc.stdout)

    return shared(tmp_path_factory, "tiny", make)


FAST_MATH_SPEC = """
model = "bert-tiny"
steps = 2
warmup = 1
trace_steps = 1

[[configs]]
name = "default"
split_count = 8

[[configs]]
name = "fast-math"
split_count = 8
xla_flags = "--xla_cpu_enable_fast_math=true"
"""


@pytest.fixture(scope="session")
def fast_math_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """bert-tiny with --xla_cpu_enable_fast_math=true against the default (both split 8): one sweep per test run."""

    def make(out: Path) -> None:
        out.mkdir(parents=True)
        (out / "spec.toml").write_text(FAST_MATH_SPEC)
        run_kit("sweep", "--config", str(out / "spec.toml"), "--out", str(out / "run"), "--no-progress", "--no-report")

    return shared(tmp_path_factory, "fastmath", make) / "run"


@pytest.fixture(scope="session")
def tiny_manifest(tiny_run: Path) -> dict:
    return json.loads((tiny_run / "manifest.json").read_text())


@pytest.fixture(scope="session")
def tiny_dump(tiny_run: Path) -> Path:
    """The XLA dump folder of config split-8 of the session's tiny run."""
    return tiny_run / "split-8" / "dump"

