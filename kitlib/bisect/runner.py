"""Running candidates: one process per measurement, each kept in the bisect folder.

An :class:`Executor` turns measurement requests into :class:`Measurement`
records; :class:`LocalExecutor` runs them one after another as shell
commands on this machine (an executor that runs them elsewhere, e.g. on a
Ray cluster, implements the same ``run`` method). :class:`Store` keeps every
measurement as its own JSON file, written atomically, so a bisect killed at
any moment resumes with every finished measurement and repeats none.

Folder layout (``--out DIR``)::

    candidates.txt                  the candidates the bisect was started with
    measurements/<label>/<n>.json   measurement n of a build (Measurement fields)
    bisect.json                     the result (written at the end)
"""
from __future__ import annotations

import json
import os
import subprocess
import time
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Protocol

from ..capture.files import write_json_atomic, write_text_atomic
from ..errors import KitError
from .candidates import Candidate, parse_output


@dataclass(frozen=True)
class Measurement:
    """One run of one candidate's command, in its own process."""

    label: str
    index: int
    attempt: int
    ok: bool
    throughput: float | None
    compile_time_s: float | None
    wall_s: float
    returncode: int | None
    reason: str | None  # why it failed: exit status, timeout, no throughput printed


class Executor(Protocol):
    """Runs measurement requests ``(candidate, attempt)``; yields each Measurement as it finishes
    (in any order: a parallel executor may finish them out of order)."""

    def run(self, requests: list[tuple[Candidate, int]]) -> Iterable[Measurement]: ...


class LocalExecutor:
    """Runs each request as ``bash -c <command>`` here, one at a time, with a timeout."""

    def __init__(self, timeout_s: float = 3600.0, log_dir: Path | None = None):
        self.timeout_s = timeout_s
        self.log_dir = log_dir

    def run(self, requests: list[tuple[Candidate, int]]) -> Iterator[Measurement]:
        for cand, attempt in requests:
            yield self.run_one(cand, attempt)

    def run_one(self, cand: Candidate, attempt: int) -> Measurement:
        t0 = time.monotonic()
        env = dict(os.environ, KIT_BISECT_LABEL=cand.label, KIT_BISECT_ATTEMPT=str(attempt))
        try:
            proc = subprocess.run(["bash", "-c", cand.command], capture_output=True, text=True,
                                  timeout=self.timeout_s, env=env, stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return Measurement(cand.label, cand.index, attempt, False, None, None, time.monotonic() - t0, None,
                               f"timed out after {self.timeout_s:g} s")
        wall = time.monotonic() - t0
        if self.log_dir is not None:
            d = self.log_dir / cand.label
            d.mkdir(parents=True, exist_ok=True)
            write_text_atomic(d / f"{attempt}.log", proc.stdout + ("\n--- stderr ---\n" + proc.stderr if proc.stderr else ""))
        values = parse_output(proc.stdout)
        if proc.returncode != 0:
            tail = proc.stderr.strip().splitlines()[-1:] or [""]
            return Measurement(cand.label, cand.index, attempt, False, None, None, wall, proc.returncode,
                               f"exit status {proc.returncode}: {tail[0][:200]}")
        if not values:
            return Measurement(cand.label, cand.index, attempt, False, None, None, wall, 0, "no throughput=<number> in its output")
        return Measurement(cand.label, cand.index, attempt, True, values["throughput"], values.get("compile_time_s"),
                           wall, 0, None)


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
                m = Measurement(**json.loads(f.read_text()))
            except (json.JSONDecodeError, TypeError) as e:
                raise KitError(f"{f}: not a measurement record ({e})") from None
            found[(m.label, m.attempt)] = m
        return found

    def save(self, m: Measurement) -> None:
        p = self.path(m.label, m.attempt)
        p.parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(p, asdict(m))
