"""Running builds: one process per measurement, in randomised blocks, each kept in the bisect folder.

A :class:`Request` is one run of one config (a build, or a build with a setting changed: the upgrade
explainer's variants) in one block. The search hands a list of requests block by block, each block
already in its random order (:func:`blocks`); :class:`JobExecutor` runs them in that order as jobs of
:mod:`kitlib.capture.executor` (``executor="local"`` here, one after another; ``"ray"`` as Ray tasks, a
block kept on one node, so a comparison stays paired within a node), and turns each finished job into a
:class:`Measurement`. :class:`Store` keeps every measurement as its own JSON file, written atomically, so a
bisect killed at any moment resumes with every finished run kept and repeats none.

Two kinds of build:

- a CANDIDATES line (``label command``): ``bash -c <command>`` in ``runs/<label>/<attempt>/``;
- a build from pins (:mod:`.envs`) running a user's program: the build's environment is made first
  (``python -m kitlib.capture.envs``, on the node that runs the job), then the program runs under the probe
  (:mod:`kitlib.capture.probe`) in the run folder's process folder ``run/<config>/`` (process 0) or
  ``run/<config>/replicates/<k>/``; the driver writes its ``result.json`` and the manifest through
  :mod:`kitlib.runfolder.write`, so ``kit compare``, ``kit diff`` and ``kit passes`` take any two builds.

Folder layout (``--out DIR``)::

    candidates.txt                      the builds the bisect was started with (commands, or pins and program)
    runs/<label>/<n>/stdout.txt         CANDIDATES builds: what run n printed (and stderr.txt)
    run/manifest.json, run/<config>/... builds from pins: the run folder (backend ``probe``)
    measurements/<config>/<n>.json      run n of a config (Measurement fields)
    bisect.json                         the result (written at the end)
"""
from __future__ import annotations

import json
import os
import random
import shlex
import shutil
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Protocol, TypeGuard

from ..capture.envs import requirement_name
from ..capture.executor import make_executor
from ..capture.job import PYTHON, Job, JobResult, ended_badly
from ..capture.job import Executor as JobRunner
from ..errors import KitError
from ..runfolder import layout
from ..runfolder.write import write_json_atomic, write_text_atomic
from .candidates import Candidate, parse_output

#: probe options a request can ask for (``--profile``: per-kernel trace; ``--dump``: XLA dumps; ``--passes``: per-pass
#: HLO; ``--torch-xla-debug``: torch_xla's report of each compile and why, in a torch_xla build)
PROBE_OPTIONS = ("profile", "dump", "passes", "torch-xla-debug")


@dataclass(frozen=True)
class Request:
    """One run of one config in one block.

    ``config``: the build's label, or ``<label>@<setting>`` for a build run with a setting changed
    (``env``: the variables that change it). ``probe``: probe options on top of the executor's own;
    ``diagnostic``: a run made to explain, not to measure (profiling slows it: the search's metric leaves it
    out). ``block``: the block's name; ``position``: its place in the block's random order.
    """

    cand: Candidate
    config: str
    attempt: int
    block: str
    position: int
    env: tuple[tuple[str, str], ...] = ()
    probe: tuple[str, ...] = ()
    diagnostic: bool = False


@dataclass(frozen=True)
class Measurement:
    """One run of one config, in its own process (``node``: where it ran; ``block``: the block it belonged to)."""

    label: str
    index: int
    attempt: int
    ok: bool
    throughput: float | None
    compile_time_s: float | None
    wall_s: float
    returncode: int | None
    reason: str | None  # why it failed: exit status, timeout, no throughput printed, environment not made
    node: str | None = None
    config: str = ""  # the config (label, or label@setting); "" in records of older kits: the label
    block: str | None = None
    position: int | None = None
    probe: list[str] = field(default_factory=list)
    throughput_from: str | None = None  # "program" (it printed throughput=) or "trace" (executions per second)
    started_at: str | None = None
    setting: dict[str, str] = field(default_factory=dict)  # environment variables the run changed (explainer variants)
    diagnostic: bool = False  # made to explain a change point (profiled): not a sample of the metric
    metrics: dict[str, float] = field(default_factory=dict)  # what else the run recorded (recorded_metrics)

    @property
    def key(self) -> str:
        return self.config or self.label

    def value(self, metric: str) -> float | None:
        """The figure ``metric`` of this run: ``throughput``, ``compile_time_s``, ``wall_s``, or one of
        :attr:`metrics` (None when the run did not record it)."""
        if metric in ("throughput", "compile_time_s", "wall_s"):
            return getattr(self, metric)
        return self.metrics.get(metric)


def blocks(configs: list[str], n: int, first: int, seed: int) -> list[tuple[str, list[str]]]:
    """``n`` blocks named ``b<first>``, ``b<first+1>``..., each every config once, counterbalanced: an even
    block runs them in a fresh random order, the odd block after it in the reverse of that order. Over each
    two blocks every config holds every position alike and runs before every other config once, so a machine
    that drifts inside a block (the second run of every block a little slower) moves no comparison.

    The order comes from a generator seeded with ``seed`` and the number of the block's even pair, so a
    resumed bisect asks for the same runs in the same blocks (and finds them kept).
    """
    out = []
    for k in range(first, first + n):
        order = list(configs)
        random.Random(f"{seed}:{k - k % 2}").shuffle(order)
        out.append((f"b{k:04d}", order[::-1] if k % 2 else order))
    return out


class Executor(Protocol):
    """Runs requests in the order given; yields each Measurement as it finishes (a parallel executor may
    finish them out of order)."""

    def run(self, requests: list[Request]) -> Iterable[Measurement]: ...


def torch_build(pins: tuple[str, ...]) -> bool:
    """A build of torch_xla (its program's XLA is torch_xla's own)."""
    return any(requirement_name(p) in ("torch_xla", "torch-xla") for p in pins)


class JobExecutor:
    """Runs each request as a job of ``executor``: a CANDIDATES command, or the probe in a build's environment.

    Args:
        folder: the bisect folder (``--out``).
        timeout_s: seconds before one run is killed.
        executor: ``local`` (here, one at a time), ``ray``, or an executor of :mod:`kitlib.capture.executor`.
        address: the Ray cluster (``ray``; default ``RAY_ADDRESS``, else a local Ray on 127.0.0.1).
        program: builds from pins: the user's program and its arguments (run unchanged under the probe).
        profile_every_run: builds from pins: every run profiled (the throughput of a program that prints none is
            executions per second of its heaviest module in the profile); else only diagnostic runs are.
        dump_every_run: builds from pins: every run keeps XLA's dumps (``--dump``). ``kit bisect`` sets it only
            without an explainer (whose diagnostic runs dump: the code diff and the split take those), and never
            where the metric is a compile time (writing the dumps is part of the compile).
        prepare: called with each build's pins before its first run here (making its environment on the
            driver, so no install overlaps a measurement); the job makes it too where it runs elsewhere.

    A CANDIDATES command runs in the directory the executor was made in (where that exists on the host
    running it) and sees ``KIT_BISECT_LABEL`` and ``KIT_BISECT_ATTEMPT``.

    Raises:
        KitError: an unknown executor or an unreachable Ray cluster (when the first batch starts).
    """

    def __init__(self, folder: Path, timeout_s: float = 3600.0, executor: str | JobRunner = "local",
                 address: str | None = None, program: tuple[str, ...] = (), prepare=None, profile_every_run: bool = False,
                 dump_every_run: bool = True):
        # absolute: a probe runs in its process folder, and writes its dumps, trace and metrics where --out says
        self.folder, self.timeout_s, self.cwd = Path(folder).resolve(), timeout_s, os.getcwd()
        self._executor, self._address = executor, address
        self._runner: JobRunner | None = None
        self.program = tuple(str(Path(program[0]).resolve()) if i == 0 else a for i, a in enumerate(program))
        self.prepare = prepare
        self.profile_every_run = profile_every_run
        self.dump_every_run = dump_every_run

    def options(self, r: Request) -> tuple[str, ...]:
        """The probe options of a request's run (none for a CANDIDATES command)."""
        if not r.cand.pins:
            return ()
        base = (("profile",) if self.profile_every_run else ()) + (("dump",) if self.dump_every_run else ())
        torch = torch_build(r.cand.pins)
        return tuple(o for o in PROBE_OPTIONS if (o in base or o in r.probe) and (torch or o != "torch-xla-debug"))

    def _job(self, r: Request) -> Job:
        env = {"KIT_BISECT_LABEL": r.cand.label, "KIT_BISECT_ATTEMPT": str(r.attempt), "KIT_BISECT_BLOCK": r.block,
               **dict(r.env)}
        key = f"{r.config}#{r.attempt}"
        if not r.cand.pins:
            # the command runs where kit bisect was started (its relative paths), when that folder exists on the host
            command = f"cd -- {shlex.quote(self.cwd)} 2>/dev/null; {r.cand.command}"
            return Job(("bash", "-c", command), env, self.folder / "runs" / r.config / str(r.attempt), kind="timing",
                       timeout_s=self.timeout_s, key=key, group=r.block)
        folder = layout.process_dir(self.folder / RUN_DIR, r.config, r.attempt)
        program: tuple[str, ...] = self.program
        prepare: Callable[[], None] | None = None
        if self._executor == "ray":  # the program goes with the job's folder to the node (a one-file program)
            program = (str(folder / PROGRAM_COPY), *self.program[1:])

            def copy_program() -> None:
                folder.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(self.program[0], folder / PROGRAM_COPY)

            prepare = copy_program
        options = [f"--{o}" for o in self.options(r)]
        if "--profile" in options and torch_build(r.cand.pins):
            options += ["--profiler", "torch_xla"]  # a torch_xla program's XLA is torch_xla's own
        argv = (PYTHON, "-m", "kitlib.capture.envs", *[f"--pin={p}" for p in r.cand.pins], "--",
                "-m", "kitlib.probe", "--out", str(folder), *options, *program)
        if "XLA_FLAGS" in env and os.environ.get("XLA_FLAGS"):  # a variant's flag goes after the user's own
            env["XLA_FLAGS"] = f"{os.environ['XLA_FLAGS']} {env['XLA_FLAGS']}"
        return Job(argv, env, folder, kind="timing", timeout_s=self.timeout_s, key=key, group=r.block, root=self.folder,
                   prepare=prepare)

    def run(self, requests: list[Request]) -> Iterator[Measurement]:
        if self._runner is None:
            self._runner = make_executor(self._executor, self._address)
        if self.prepare is not None and getattr(self._runner, "name", "local") == "local":
            for pins in dict.fromkeys(r.cand.pins for r in requests if r.cand.pins):
                self.prepare(pins)
        jobs = {}
        for r in requests:
            job = self._job(r)
            jobs[job.key] = (job, r)
        for job, result in self._runner.submit([j for j, _ in jobs.values()]):
            _, r = jobs[job.key]
            yield measurement(r, job, result, self.options(r))

    def close(self) -> None:
        if self._runner is not None:
            self._runner.close()


#: the run folder of builds from pins, inside the bisect folder
RUN_DIR = "run"
#: the user's program as shipped with a Ray job's folder
PROGRAM_COPY = "program.py"
#: what the probe writes last in its folder (:mod:`kitlib.capture.probe`)
PROBE_JSON = "probe.json"


def recorded_metrics(folder: Path) -> dict[str, float]:
    """What a probe run recorded beside the program's output: a torch_xla program's metrics (``metrics.json``,
    :func:`kitlib.capture.probe.torch_xla_metrics`) as ``<metric>_s`` (time metrics: the total in seconds),
    ``<metric>`` (others: the total) and ``<metric>_count`` (samples), and its counters by name (``UncachedCompile``:
    the graphs compiled; ``CachedCompile``). Figures no statistic can take are left out; ``{}`` without the file.
    Checked against torch_xla 2.9.0's metrics."""
    import math

    from ..errors import KitError as _Bad
    from ..textio import load_json
    from ..timings.metrics import TIME_METRICS

    try:
        d = load_json(folder / layout.METRICS_JSON)
    except (OSError, _Bad):
        return {}
    out: dict[str, float] = {}
    metrics, counters = (d.get("metrics"), d.get("counters")) if isinstance(d, dict) else (None, None)
    for name, m in (metrics.items() if isinstance(metrics, dict) else ()):
        if not isinstance(m, dict):
            continue
        total, count = m.get("total"), m.get("count")
        if _is_number(total):
            out[f"{name}_s" if name in TIME_METRICS else name] = float(total) / (1e9 if name in TIME_METRICS else 1.0)
        if _is_number(count):
            out[f"{name}_count"] = float(count)
    for name, v in (counters.items() if isinstance(counters, dict) else ()):
        if _is_number(v):
            out[str(name)] = float(v)
    return {k: v for k, v in out.items() if math.isfinite(v) and v >= 0}


def measurement(r: Request, job: Job, res: JobResult, options: tuple[str, ...] = ()) -> Measurement:
    """The Measurement of one finished job: its exit, and what its stdout printed (or, for a probe run
    whose program printed no throughput, executions per second of the heaviest module in its trace)."""
    reason = ended_badly(job, res)
    out = job.folder / layout.STDOUT
    values = {} if reason else parse_output(out.read_text(errors="replace") if out.is_file() else "")
    source = "program" if values else None
    if reason is None and not values and r.cand.pins and "profile" in options:
        from ..timings.xplane import executions_per_second

        try:
            values = {"throughput": executions_per_second(job.folder / layout.TRACE_DIR)}
            source = "trace"
        except Exception as e:  # a trace that cannot be read: the run has no throughput, and says why
            reason = f"no throughput=<number> printed and none from the trace ({e})"
    bad = next((f"{k}={v} printed: {out_of_range(k, v)}" for k, v in values.items() if out_of_range(k, v)), None)
    if reason is None and bad is not None:  # a figure no statistic can take: the run failed, and says why
        reason, values = bad, {}
    if reason is None and not values:
        reason = "no throughput=<number> in its output" + ("" if not r.cand.pins else " (the probe measures executions "
                                                             "per second from a profile only with --profile)")
    common: dict[str, Any] = dict(label=r.cand.label, index=r.cand.index, attempt=r.attempt, wall_s=res.wall_s,
                                  node=res.placement.get("node"), config=r.config, block=r.block, position=r.position,
                                  probe=list(options), started_at=res.started_at, setting=dict(r.env),
                                  diagnostic=r.diagnostic)
    if reason is not None:
        return Measurement(ok=False, throughput=None, compile_time_s=None, returncode=res.returncode, reason=reason, **common)
    recorded = recorded_metrics(job.folder) if r.cand.pins else {}
    # compile time: what the program printed, else torch_xla's own CompileTime (what its users read)
    compile_s = values.get("compile_time_s", recorded.get("CompileTime_s"))
    return Measurement(ok=True, throughput=values["throughput"], compile_time_s=compile_s, returncode=0,
                       reason=None, throughput_from=source, metrics=recorded, **common)


_FIELDS = {f.name for f in fields(Measurement)}


def _is_number(v: object) -> TypeGuard[int | float]:
    """A number of a record (a bool is none)."""
    return isinstance(v, int | float) and not isinstance(v, bool)


def _number(v: object, none: bool = True) -> bool:
    return (none and v is None) or _is_number(v)


def _checks(m: Measurement) -> dict[str, bool]:
    """Each field of a measurement read back from its file: of its declared type (a folder from elsewhere, or a
    damaged one, may hold anything)."""
    text = (str, type(None))
    return {"label": isinstance(m.label, str), "index": isinstance(m.index, int) and not isinstance(m.index, bool),
            "attempt": isinstance(m.attempt, int) and not isinstance(m.attempt, bool), "ok": isinstance(m.ok, bool),
            "throughput": _number(m.throughput), "compile_time_s": _number(m.compile_time_s),
            "wall_s": _number(m.wall_s, none=False), "returncode": m.returncode is None or (isinstance(m.returncode, int) and not isinstance(m.returncode, bool)),
            "reason": isinstance(m.reason, text), "node": isinstance(m.node, text), "config": isinstance(m.config, str),
            "block": isinstance(m.block, text), "position": m.position is None or (isinstance(m.position, int) and not isinstance(m.position, bool)),
            "probe": isinstance(m.probe, list) and all(isinstance(x, str) for x in m.probe),
            "throughput_from": isinstance(m.throughput_from, text), "started_at": isinstance(m.started_at, text),
            "setting": isinstance(m.setting, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in m.setting.items()),
            "diagnostic": isinstance(m.diagnostic, bool),
            "metrics": isinstance(m.metrics, dict) and all(isinstance(k, str) and _number(v, none=False) for k, v in m.metrics.items())}


#: what each figure of a measurement can be (a run prints anything; a folder from elsewhere holds anything)
_RANGES = {"throughput": (0.0, True, "a finite number > 0"), "compile_time_s": (0.0, False, "a finite number of seconds >= 0"),
           "wall_s": (0.0, False, "a finite number of seconds >= 0")}


def out_of_range(name: str, v: float | None) -> str | None:
    """Why the figure ``name`` (throughput, compile_time_s, wall_s) cannot be ``v`` (``expected ...``), or None."""
    import math

    low, strict, what = _RANGES[name]
    if v is None or (math.isfinite(v) and (v > low if strict else v >= low)):
        return None
    return f"expected {what}"


def _values(m: Measurement, candidates: list[Candidate]) -> dict[str, str | None]:
    """Each value of a measurement of the right type read back from its file, checked against what it can be: what is
    wrong with it, or None (a figure from elsewhere reaches no statistic unchecked)."""
    build = candidates[m.index].label if 0 <= m.index < len(candidates) else None
    return {"index": None if build is not None else f"no build {m.index} (the bisect has {len(candidates)})",
            "label": None if build is None or m.label == build else f"build {m.index} is {build!r}",
            "config": None if not m.config or m.config.split("@", 1)[0] == m.label else f"not a config of build {m.label!r}",
            "attempt": None if m.attempt >= 0 else "expected a count >= 0",
            **{k: out_of_range(k, getattr(m, k)) for k in _RANGES},
            "metrics": next((f"{k}={v}: expected a finite number >= 0" for k, v in m.metrics.items()
                             if out_of_range("wall_s", v)), None)}


class Store:
    """The bisect folder: the builds and every measurement, one atomic JSON file each; for builds from pins also
    the run folder's records (each run's ``result.json``, the manifest), written through :mod:`kitlib.runfolder.write`."""

    def __init__(self, out: Path, candidates: list[Candidate], spec: dict[str, Any] | None = None):
        self.out = Path(out)
        self.candidates = candidates
        self.spec = spec or {}
        self.saved: dict[tuple[str, int], Measurement] = {}
        self.out.mkdir(parents=True, exist_ok=True)
        listing = "".join(f"{c.label} {c.command}\n" for c in candidates)
        saved = self.out / "candidates.txt"
        if saved.exists() and saved.read_text() != listing:
            raise KitError(f"{self.out}: holds a bisect of other builds (candidates.txt differs); use another --out")
        if not saved.exists():
            write_text_atomic(saved, listing)

    def path(self, config: str, attempt: int) -> Path:
        return self.out / "measurements" / config / f"{attempt}.json"

    def load(self) -> dict[tuple[str, int], Measurement]:
        """Every measurement kept so far, by (config, attempt)."""
        found = {}
        labels = {c.label for c in self.candidates}
        for f in sorted((self.out / "measurements").glob("*/*.json")):
            if f.parent.name.split("@", 1)[0] not in labels:
                continue
            try:
                record = json.loads(f.read_text())
                m = Measurement(**{k: v for k, v in record.items() if k in _FIELDS})
            except (json.JSONDecodeError, UnicodeDecodeError, TypeError, AttributeError, ValueError, RecursionError) as e:
                raise KitError(f"{f}: not a measurement record ({e})") from None
            bad = next((k for k, ok in _checks(m).items() if not ok), None)
            if bad is not None:
                raise KitError(f"{f}: not a measurement record ({bad}: {getattr(m, bad)!r})")
            why = next(((k, w) for k, w in _values(m, self.candidates).items() if w), None)
            if why is not None:
                raise KitError(f"{f}: not a measurement record ({why[0]}: {getattr(m, why[0])!r}: {why[1]})")
            if (m.key, str(m.attempt)) != (f.parent.name, f.stem):
                raise KitError(f"{f}: a measurement of {m.key} attempt {m.attempt} in another's place")
            found[(m.key, m.attempt)] = m
        self.saved.update(found)
        return found

    def save(self, m: Measurement) -> None:
        p = self.path(m.key, m.attempt)
        p.parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(p, asdict(m))
        self.saved[(m.key, m.attempt)] = m
        cand = self.candidates[m.index]
        if cand.pins:
            self._record(m, cand)

    def _record(self, m: Measurement, cand: Candidate) -> None:
        """The run's result.json (from the probe's probe.json) and the manifest with every run so far."""
        from ..runfolder.write import new_manifest, write_manifest, write_result, write_worker_config

        run = self.out / RUN_DIR
        folder = layout.process_dir(run, m.key, m.attempt)
        folder.mkdir(parents=True, exist_ok=True)
        if not (run / m.key / layout.CONFIG_JSON).is_file():
            write_worker_config(run / m.key, {"name": m.key, "backend": layout.PROBE_BACKEND, "build": cand.label,
                                              "pins": list(cand.pins), "setting": dict(m.setting),
                                              "model": Path(str(self.spec.get("program", "program"))).name,
                                              "xla_flags": m.setting.get("XLA_FLAGS", "")})
        try:
            probe = json.loads((folder / PROBE_JSON).read_text())
        except (OSError, ValueError):
            probe = {}
        write_result(folder, {
            "status": "ok" if m.ok else "error", "error": m.reason, "build": cand.label, "pins": list(cand.pins),
            "program": str(probe.get("program", self.spec.get("program", ""))), "argv": list(probe.get("argv", [])),
            "setting": dict(m.setting), "xla_flags": str(probe.get("xla_flags", "")),
            "versions": dict(probe.get("versions", {})), "dump": bool(probe.get("dump", False)),
            "passes": bool(probe.get("passes", False)), "profile": bool(probe.get("profile", False)),
            "wall_s": float(probe.get("wall_s", m.wall_s)), "throughput": m.throughput, "throughput_from": m.throughput_from,
            "compile_time_s": m.compile_time_s, "jax_config": dict(probe.get("jax_config", {})),
            "block": m.block or "", "position": int(m.position or 0)}, layout.PROBE_BACKEND)
        old = None
        if (run / layout.MANIFEST).is_file():
            old = json.loads((run / layout.MANIFEST).read_text())
        manifest = new_manifest({"backend": layout.PROBE_BACKEND, "model": Path(str(self.spec.get("program", "program"))).name,
                                 **self.spec, "configs": sorted({k for k, _ in self.saved})}, old.get("machine", {}) if old else
                                _machine(), old, m.started_at or "")
        manifest["resumed_at"] = None
        by_config: dict[str, list[Measurement]] = {}
        for (config, _), x in sorted(self.saved.items(), key=lambda kv: (kv[0][0], kv[0][1])):
            if self.candidates[x.index].pins:
                by_config.setdefault(config, []).append(x)
        for config, ms in by_config.items():
            procs: list[dict[str, Any]] = [{"process": x.attempt, "dir": str(layout.process_dir(Path("."), config, x.attempt)),
                      "status": "ok" if x.ok else "failed", "reason": x.reason, "wall_s": x.wall_s,
                      "compile_time_s": x.compile_time_s, "started_at": x.started_at or "", "node": x.node,
                      "executor": "local" if (x.node or "local:").startswith("local:") else "ray", "attempts": 1,
                      "block": x.block, "versions": {}} for x in ms]
            ok = any(x.ok for x in ms)
            manifest["configs"].append({"name": config, "status": "ok" if ok else "failed",
                                        "reason": None if ok else ms[0].reason, "xla_flags": ms[0].setting.get("XLA_FLAGS", ""),
                                        "env": dict(ms[0].setting), "processes": procs})
        write_manifest(run, manifest)


def _machine() -> dict[str, Any]:
    import platform

    from ..capture.job import cpu_model

    return {"hostname": platform.node(), "cpu_model": cpu_model(), "cores": os.cpu_count(),
            "affinity": sorted(os.sched_getaffinity(0))}
