"""Executors: where a job (one worker process of a sweep, a bisect or a reproduce) runs.

The interface every caller uses (``kit sweep`` now; ``kit bisect`` and ``kit
reproduce`` hand their per-run jobs the same way)::

    ex = make_executor("local")                     # or "ray", address=None | "host:6379"
    batch = ex.submit([Job(argv, env, folder, kind="timing"), ...])
    for job, result in batch:                       # in order (local) or as they finish (ray)
        ...                                         # result.returncode, .timed_out, .wall_s, .placement, .lost
        batch.skip([later_job])                     # drop jobs not started yet (a config that failed)
    ex.close()

A :class:`Job` is an argv, the environment variables it sets (on top of the
host's), its folder (its working directory; what is in it before the run is
what the job gets, what is in it after the run is what comes back to the
driver), a resource kind (``timing``: gets a node to itself; ``compile-only``:
may pack) and a timeout. ``argv[0] == PYTHON`` stands for the Python of the
host that runs it. Paths under ``Job.root`` (default: the folder's parent) in
argv and env are rewritten to wherever the job's folder lies on the host that
runs it.

The local executor runs each job as a child process in its folder, one at a
time, in the order given. The Ray executor (:mod:`.ray_executor`, ``pip
install kitlib[ray]``) runs each job as a Ray task and writes the folder the
task ships back through :func:`kitlib.runfolder.write.install_folder_archive`
(a checked tar, JSON validated, replaced atomically).
"""
from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence

from ..errors import CaptureError
from .job import Batch, Executor, Job, JobResult, host_placement, run_in_folder

EXECUTORS = ("local", "ray")


class _LocalBatch:
    def __init__(self, jobs: Sequence[Job], on_line: Callable[[Job, str], None] | None):
        self.jobs, self.on_line = list(jobs), on_line
        self.skipped: set[int] = set()

    def skip(self, jobs: Sequence[Job]) -> None:
        self.skipped.update(id(j) for j in jobs)

    def _lines(self, job: Job) -> Callable[[str], None] | None:
        on_line = self.on_line
        return None if on_line is None else lambda line: on_line(job, line)

    def __iter__(self) -> Iterator[tuple[Job, JobResult]]:
        where = {**host_placement(), "executor": "local", "attempts": 1}
        for job in self.jobs:
            if id(job) in self.skipped:
                continue
            if job.prepare is not None:
                job.prepare()
            job.folder.mkdir(parents=True, exist_ok=True)
            rc, timed_out, wall, started_at = run_in_folder(job, job.folder, self._lines(job))
            yield job, JobResult(rc, timed_out, wall, started_at, {**where, "cpus": sorted(os.sched_getaffinity(0))})


class LocalExecutor:
    """Runs each job as a child process on this machine, one at a time, in the order given."""

    name = "local"

    def submit(self, jobs: Sequence[Job], on_line: Callable[[Job, str], None] | None = None) -> Batch:
        return _LocalBatch(jobs, on_line)

    def close(self) -> None:
        pass


def make_executor(name: str | Executor = "local", address: str | None = None) -> Executor:
    """The executor ``name`` (``local`` or ``ray``), or ``name`` itself when it is already one.

    ``ray``: connects to ``address``, else ``RAY_ADDRESS``, else starts a Ray on
    this machine (127.0.0.1 only, no dashboard, no job server).

    Raises:
        KitError: an unknown name; ray not installed; a Ray cluster that cannot be reached.
    """
    if not isinstance(name, str):
        return name
    if name == "local":
        return LocalExecutor()
    if name == "ray":
        from .ray_executor import RayExecutor

        return RayExecutor(address)
    raise CaptureError(f"unknown executor {name!r} (one of {', '.join(EXECUTORS)})")
