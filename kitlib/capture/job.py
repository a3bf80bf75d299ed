"""A job: one worker process to run (a sweep's config or block, a bisect's measurement, a reproduce recipe), how it
ended and where it ran, and running one in a folder on this host. Executors (:mod:`.executor`, :mod:`.ray_executor`)
decide where and when; this module is what they share.
"""
from __future__ import annotations

import os
import platform
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from .._paths import kitlib_pythonpath
from ..errors import CaptureError
from ..runfolder import layout
from ..runfolder.write import process_logs

#: ``argv[0]`` placeholder: the Python interpreter of the host running the job
PYTHON = "{python}"
#: resource kinds: a timed process gets a node to itself; compile-only work may pack
KINDS = ("timing", "compile-only")


@dataclass(frozen=True)
class Job:
    """One worker process to run.

    Attributes:
        argv: the command; ``argv[0] == PYTHON`` is the running host's Python.
        env: variables set on top of the host's environment (never the driver's whole environment).
        folder: the job's folder and working directory; stdout/stderr go to ``stdout.txt``/``stderr.txt`` in it.
        kind: ``timing`` or ``compile-only``.
        timeout_s: seconds before the process is killed.
        key: the caller's name for the job (unique within a batch).
        group: jobs of one comparison; the Ray executor keeps a group on one node where it can.
        root: the folder that paths in argv and env are relative to (default ``folder.parent``).
        backend: the run-folder backend whose ``result.json`` record the shipped folder is checked against.
        prepare: called on the driver just before the job is started (local) or submitted (ray):
            writes the folder's inputs. Without it the folder is created empty.
    """

    argv: tuple[str, ...]
    env: dict[str, str]
    folder: Path
    kind: str = "timing"
    timeout_s: float = 1800.0
    key: str = ""
    group: str = ""
    root: Path | None = None
    backend: str | None = None
    prepare: Callable[[], None] | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise CaptureError(f"job {self.key or self.folder}: kind must be one of {', '.join(KINDS)}, got {self.kind!r}")

    @property
    def base(self) -> Path:
        return self.root if self.root is not None else self.folder.parent


@dataclass
class JobResult:
    """How a job ended.

    Attributes:
        returncode: exit status (negative: killed by that signal); None when it never ran to an end.
        timed_out: killed after ``timeout_s``.
        wall_s: wall time of the process, s.
        started_at: UTC start, ISO 8601.
        placement: where it ran: ``node``, ``hostname``, ``cpu_model``, ``gpu``, ``executor``, ``attempts``, ``cpus``.
        lost: why the job ended without a process result (its node was lost twice, the cluster went away); else None.
    """

    returncode: int | None
    timed_out: bool
    wall_s: float
    started_at: str
    placement: dict[str, Any] = field(default_factory=dict)
    lost: str | None = None


def ended_badly(job: Job, r: JobResult) -> str | None:
    """Why a finished job gave no result, in one line (lost, timed out, or ``exit status N: <last stderr line>``);
    None when it exited 0."""
    if r.lost is not None:
        return r.lost
    if r.timed_out:
        return f"timed out after {job.timeout_s:g} s"
    if r.returncode != 0:
        err = job.folder / layout.STDERR
        text = err.read_text(errors="replace") if err.is_file() else ""
        tail = [ln.strip() for ln in text.splitlines() if ln.strip()][-1:] or [""]
        return f"exit status {r.returncode}: {tail[0][:200]}"
    return None


class Batch(Protocol):
    def __iter__(self) -> Iterator[tuple[Job, JobResult]]: ...

    def skip(self, jobs: Sequence[Job]) -> None: ...


class Executor(Protocol):
    name: str

    def submit(self, jobs: Sequence[Job], on_line: Callable[[Job, str], None] | None = None) -> Batch: ...

    def close(self) -> None: ...


def now_utc() -> str:
    import datetime as _dt

    return _dt.datetime.now(_dt.UTC).isoformat(timespec="milliseconds")


def cpu_model() -> str:
    """The CPU model of this host (``/proc/cpuinfo``), else ``platform.processor()``."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or ""


def gpu_name() -> str | None:
    """The first GPU's name (``nvidia-smi``), or None when there is none."""
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"], capture_output=True, text=True,
                             timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    names = [n.strip() for n in out.stdout.splitlines() if n.strip()] if out.returncode == 0 else []
    return names[0] if names else None


def host_placement() -> dict[str, Any]:
    """This host's hostname, CPU model and GPU (the placement fields of a local process)."""
    host = platform.node()
    return {"node": f"local:{host}", "hostname": host, "cpu_model": cpu_model(), "gpu": gpu_name()}


def rebase(text: str, old: Path, new: Path) -> str:
    """``text`` with the path prefix ``old`` replaced by ``new`` (a job's paths on another host)."""
    return text.replace(str(old), str(new)) if old != new else text


def run_in_folder(job: Job, folder: Path, on_line: Callable[[str], None] | None = None,
                  driver_pid: int | None = None, cpus: Sequence[int] | None = None) -> tuple[int | None, bool, float, str]:
    """Run ``job`` as a child process with ``folder`` as its folder; returns (returncode, timed_out, wall_s, started_at).

    ``folder`` is where the job's folder lies on this host (``job.folder`` locally);
    paths under ``job.base`` in argv and env are rewritten to lie under the
    same relative place. The child gets its own session (killed as a group on
    timeout or Ctrl-C) and ``KIT_DRIVER_PID`` (it dies with its parent,
    :mod:`kitlib.capture.child`); ``cpus`` pins it.
    """
    base = folder.parents[len(job.folder.relative_to(job.base).parts) - 1]
    argv = [sys.executable if a == PYTHON else rebase(a, job.base, base) for a in job.argv]
    env = dict(os.environ)
    env.update({k: rebase(v, job.base, base) for k, v in job.env.items()})
    env["KIT_DRIVER_PID"] = str(driver_pid or os.getpid())
    env["PYTHONPATH"] = kitlib_pythonpath(env.get("PYTHONPATH"))
    started, started_at = time.time(), now_utc()
    timed_out = False
    with process_logs(folder) as (out_f, err_f):
        try:
            proc = subprocess.Popen(argv, cwd=folder, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=err_f, text=True,
                                    start_new_session=True)
        except OSError as e:
            raise CaptureError(f"cannot start {argv[0]}: {e}") from None
        if cpus:
            try:
                os.sched_setaffinity(proc.pid, list(cpus))
            except OSError:
                pass

        def pump() -> None:
            assert proc.stdout is not None
            for line in proc.stdout:
                out_f.write(line)
                out_f.flush()
                if on_line is not None:
                    on_line(line)

        reader = threading.Thread(target=pump, daemon=True)
        reader.start()
        try:
            proc.wait(timeout=job.timeout_s)
        except subprocess.TimeoutExpired:
            timed_out = True
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        except BaseException:  # Ctrl-C: leave no orphan compiling in the background
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            raise
        reader.join(timeout=10)
    return proc.returncode, timed_out, time.time() - started, started_at
