"""Running candidates: one process per measurement, each kept in the bisect folder.

:class:`JobExecutor` turns measurement requests into :class:`Measurement`
records. Each request is one job of :mod:`kitlib.capture.executor`
(``bash -c <command>`` in its own folder ``runs/<label>/<attempt>/``, a
``timing`` job): ``executor="local"`` runs them here one after another,
``executor="ray"`` as Ray tasks, the folder (stdout, stderr) shipped back.
Attempt k of every build is one job group, kept on one Ray node where it can
be, as a sweep keeps process k of every config on one node. :class:`Store`
keeps every measurement as its own JSON file, written atomically, so a bisect
killed at any moment resumes with every finished measurement and repeats none.

Folder layout (``--out DIR``)::

    candidates.txt                  the candidates the bisect was started with
    runs/<label>/<n>/stdout.txt     what measurement n of a build printed (and stderr.txt)
    measurements/<label>/<n>.json   measurement n of a build (Measurement fields)
    bisect.json                     the result (written at the end)
"""
from __future__ import annotations

import json
import os
import shlex
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Protocol

from ..capture.executor import make_executor
from ..capture.job import Executor as JobRunner
from ..capture.job import Job, JobResult, ended_badly
from ..errors import KitError
from ..runfolder import layout
from ..runfolder.write import write_json_atomic, write_text_atomic
from .candidates import Candidate, parse_output


@dataclass(frozen=True)
class Measurement:
    """One run of one candidate's command, in its own process (``node``: where it ran)."""

    label: str
    index: int
    attempt: int
    ok: bool
    throughput: float | None
    compile_time_s: float | None
    wall_s: float
    returncode: int | None
    reason: str | None  # why it failed: exit status, timeout, no throughput printed
    node: str | None = None


class Executor(Protocol):
    """Runs measurement requests ``(candidate, attempt)``; yields each Measurement as it finishes
    (in any order: a parallel executor may finish them out of order)."""

    def run(self, requests: list[tuple[Candidate, int]]) -> Iterable[Measurement]: ...


class JobExecutor:
    """Runs each request as ``bash -c <command>`` in ``<folder>/<label>/<attempt>/``, a job of ``executor``.

    Args:
        folder: where each measurement's folder goes (``<bisect folder>/runs``).
        timeout_s: seconds before one measurement is killed.
        executor: ``local`` (here, one at a time), ``ray``, or an executor of :mod:`kitlib.capture.executor`.
        address: the Ray cluster (``ray``; default ``RAY_ADDRESS``, else a local Ray on 127.0.0.1).

    The command runs in the directory the executor was made in (where that exists on the host running it;
    else in its own folder) and sees ``KIT_BISECT_LABEL`` and ``KIT_BISECT_ATTEMPT``.

    Raises:
        KitError: an unknown executor or an unreachable Ray cluster (when the first batch starts).
    """

    def __init__(self, folder: Path, timeout_s: float = 3600.0, executor: str | JobRunner = "local",
                 address: str | None = None):
        self.folder, self.timeout_s, self.cwd = Path(folder), timeout_s, os.getcwd()
        self._executor, self._address = executor, address
        self._runner: JobRunner | None = None

    def run(self, requests: list[tuple[Candidate, int]]) -> Iterator[Measurement]:
        if self._runner is None:
            self._runner = make_executor(self._executor, self._address)
        jobs = {}
        for cand, attempt in requests:
            # the command runs where kit bisect was started (its relative paths), when that folder exists on the host
            command = f"cd -- {shlex.quote(self.cwd)} 2>/dev/null; {cand.command}"
            job = Job(("bash", "-c", command), {"KIT_BISECT_LABEL": cand.label, "KIT_BISECT_ATTEMPT": str(attempt)},
                      self.folder / cand.label / str(attempt), kind="timing", timeout_s=self.timeout_s,
                      key=f"{cand.label}#{attempt}", group=f"attempt-{attempt}")
            jobs[job.key] = (job, cand, attempt)
        for job, result in self._runner.submit([j for j, _, _ in jobs.values()]):
            _, cand, attempt = jobs[job.key]
            yield measurement(cand, attempt, job, result)

    def close(self) -> None:
        if self._runner is not None:
            self._runner.close()


def measurement(cand: Candidate, attempt: int, job: Job, r: JobResult) -> Measurement:
    """The Measurement of one finished job: its exit, and what its stdout printed."""
    reason = ended_badly(job, r)
    values = {} if reason else parse_output((job.folder / layout.STDOUT).read_text(errors="replace")
                                            if (job.folder / layout.STDOUT).is_file() else "")
    if reason is None and not values:
        reason = "no throughput=<number> in its output"
    if reason is not None:
        return Measurement(cand.label, cand.index, attempt, False, None, None, r.wall_s, r.returncode, reason,
                           r.placement.get("node"))
    return Measurement(cand.label, cand.index, attempt, True, values["throughput"], values.get("compile_time_s"), r.wall_s,
                       0, None, r.placement.get("node"))


_FIELDS = {f.name for f in fields(Measurement)}


class Store:
    """The bisect folder: the candidates and every measurement, one atomic JSON file each."""

    def __init__(self, out: Path, candidates: list[Candidate]):
        self.out = Path(out)
        self.candidates = candidates
        self.out.mkdir(parents=True, exist_ok=True)
        listing = "".join(f"{c.label} {c.command}\n" for c in candidates)
        saved = self.out / "candidates.txt"
        if saved.exists() and saved.read_text() != listing:
            raise KitError(f"{self.out}: holds a bisect of other candidates (candidates.txt differs); use another --out")
        if not saved.exists():
            write_text_atomic(saved, listing)

    def path(self, label: str, attempt: int) -> Path:
        return self.out / "measurements" / label / f"{attempt}.json"

    def load(self) -> dict[tuple[str, int], Measurement]:
        """Every measurement kept so far, by (label, attempt)."""
        found = {}
        labels = {c.label for c in self.candidates}
        for f in sorted((self.out / "measurements").glob("*/*.json")):
            if f.parent.name not in labels:
                continue
            try:
                record = json.loads(f.read_text())
                m = Measurement(**{k: v for k, v in record.items() if k in _FIELDS})
            except (json.JSONDecodeError, TypeError, AttributeError) as e:
                raise KitError(f"{f}: not a measurement record ({e})") from None
            found[(m.label, m.attempt)] = m
        return found

    def save(self, m: Measurement) -> None:
        p = self.path(m.label, m.attempt)
        p.parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(p, asdict(m))
