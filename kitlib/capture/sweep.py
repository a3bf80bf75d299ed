"""The sweep driver: one fresh process per config, a manifest that survives kills.

The run folder's layout and records are :mod:`kitlib.runfolder`'s; the sweep
writes them through :mod:`kitlib.runfolder.write`. The manifest is rewritten
atomically after every process, so a kill at any moment leaves the previous
complete manifest. Re-running on the same folder keeps finished configs whose
fingerprint (workload + config) is unchanged.
"""
from __future__ import annotations

import errno
import json
import os
import platform
import random
import signal
from pathlib import Path
from typing import Any

from ..errors import CaptureError
from ..runfolder import layout
from ..runfolder.layout import REPLAY_BACKENDS, Backend
from ..runfolder.records import RESULTS, Status
from ..runfolder.run import read_manifest
from ..runfolder.write import (
    RunBook,
    fresh_folder,
    install_folder,
    link_identical,
    new_manifest,
    write_json_atomic,
    write_worker_config,
)
from .executor import make_executor
from .job import PYTHON, Executor, Job, JobResult, cpu_model, now_utc
from .spec import BACKEND_SPECS, PASS_DUMP_FLAGS, ConfigSpec, SweepSpec

MANIFEST = layout.MANIFEST
STDERR_TAIL_LINES = 30


def machine_info() -> dict[str, Any]:
    """CPU model, logical cores, this process's CPU affinity, memory, OS."""
    mem = None
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                mem = int(line.split()[1]) * 1024
    except OSError:
        pass
    return {
        "cpu_model": cpu_model(),
        "logical_cores": os.cpu_count(),
        "affinity": sorted(os.sched_getaffinity(0)),
        "memory_bytes": mem,
        "os": platform.platform(),
        "hostname": platform.node(),
    }


def config_xla_flags(spec: SweepSpec, config: ConfigSpec, cfg_dir: Path) -> str:
    """The full XLA_FLAGS of a config process: dump flags, backend flags, sweep flags, config flags."""
    backend = BACKEND_SPECS[spec.backend]
    parts = [f"--xla_dump_to={cfg_dir / 'dump'}", "--xla_dump_hlo_as_text", backend.base_flags,
             PASS_DUMP_FLAGS if spec.dump_passes else "", spec.xla_flags, config.xla_flags]
    return " ".join(p for p in parts if p)


def _failure_reason(rc: int | None, timed_out: bool, timeout_s: float, stderr_lines: list[str], missing_result: bool) -> str:
    if timed_out:
        return f"timed out after {timeout_s:g} s"
    if rc is not None and rc < 0:
        try:
            what = f"killed by {signal.Signals(-rc).name}"
        except ValueError:
            what = f"killed by signal {-rc}"
    elif rc:
        what = f"exit code {rc}"
    else:
        what = "finished without result.json" if missing_result else "failed"
    keys = ("LLVM ERROR", "Check failed", "Error", "error:", "Exception", "Traceback")
    detail = ""
    for key in keys:
        hits = [line.strip() for line in stderr_lines if key in line]
        if hits:
            detail = hits[0] if key in ("LLVM ERROR", "Check failed") else hits[-1]
            break
    return f"{what}: {detail}" if detail else what


class _Progress:
    """tqdm bars over configs and over the steps of the running process."""

    def __init__(self, total: int, enabled: bool):
        self.enabled = enabled
        if enabled:
            from tqdm.auto import tqdm

            self.outer = tqdm(total=total, desc="configs", unit="config", position=0)
            self.inner = tqdm(total=1, desc="", unit="step", position=1, leave=False)

    def start(self, label: str) -> None:
        if self.enabled:
            self.outer.set_postfix_str(label)
            self.inner.reset(total=1)
            self.inner.set_description(label)

    def step(self, done: int, total: int, label: str) -> None:
        if self.enabled:
            if self.inner.total != total:
                self.inner.reset(total=total)
            self.inner.n = done
            self.inner.set_postfix_str(label)
            self.inner.refresh()

    def config_done(self) -> None:
        if self.enabled:
            self.outer.update(1)

    def close(self) -> None:
        if self.enabled:
            self.inner.close()
            self.outer.close()


def config_job(spec: SweepSpec, config: ConfigSpec, run: Path, k: int, prog: _Progress | None = None,
               notes: dict[str, Any] | None = None, replay: dict[str, Any] | None = None) -> Job:
    """The :class:`~kitlib.capture.executor.Job` of process ``k`` of one config.

    Its folder is emptied and given its ``config.json`` just before it starts
    (``Job.prepare``); paths in its XLA_FLAGS and argv lie under the run folder
    (``Job.root``), so an executor can run it elsewhere. Its group is process ``k`` of
    the run: the Ray executor keeps process k of every config on one node (a block).
    """
    backend = BACKEND_SPECS[spec.backend]
    cfg_dir = _process_dir(run, config, k)
    pins = tuple((replay or {}).get("xla", {}).get("pins", ()))  # a replay in a release's environment (XLA:GPU deviceless)
    flags = " ".join(x for x in (config_xla_flags(spec, config, cfg_dir), *(GPU_RELEASE_FLAGS if pins else ())) if x)
    label = config.name if spec.repeats == 1 else f"{config.name} #{k}"

    def prepare() -> None:
        if prog is not None:
            prog.start(label)
        if spec.quiet_wait_s > 0 and notes is not None:  # --quiet-wait: bounded wait for a quiet machine
            from .noise import wait_quiet

            notes[f"{config.name}#{k}"] = wait_quiet(spec.quiet_wait_s)
        fresh_folder(cfg_dir)
        write_worker_config(cfg_dir, {**spec.workload_dict(), **config.to_dict(), "xla_flags": flags, "name": config.name,
                                      **({"replay": replay} if replay else {})})

    env = {**backend.base_env, **config.env, "XLA_FLAGS": flags, "PYTHONUNBUFFERED": "1", **(GPU_RELEASE_ENV if pins else {})}
    kind = "compile-only" if layout.facts(spec.backend).compile_only else "timing"
    return Job(worker_argv(backend.worker, pins, str(cfg_dir / layout.CONFIG_JSON)), env, cfg_dir, kind, spec.timeout_s,
               key=f"{config.name}#{k}", group=f"{run}#{k}", root=run, backend=spec.backend, prepare=prepare)


def process_record(spec: SweepSpec, run: Path, job: Job, k: int, res: JobResult, quiet: Any = None) -> dict[str, Any]:
    """The manifest's record of process ``k`` from how its job ended (and the ``result.json`` it wrote);
    ``quiet``: what ``--quiet-wait`` saw before it started."""
    cfg_dir = job.folder
    record: dict[str, Any] = {"process": k, "dir": str(cfg_dir.relative_to(run)), "started_at": res.started_at,
                              "returncode": res.returncode, "wall_s": res.wall_s, "quiet_wait": quiet, **res.placement}
    result_path = cfg_dir / layout.RESULT_JSON
    if res.lost is None and res.returncode == 0 and not res.timed_out and result_path.exists():
        result = RESULTS[spec.backend].check(json.loads(result_path.read_text()), "", str(result_path))
        record.update(status=Status.OK, reason=None, **{k: result.get(k) for k in ("compile_time_s", "first_step_s", "step_times_s", "compile_threads")})
        record["versions"] = result.get("versions", {})
        record["noise"] = result.get("noise")
    else:
        err = cfg_dir / layout.STDERR
        lines = err.read_text(errors="replace").splitlines() if err.exists() else []
        reason = res.lost or _failure_reason(res.returncode, res.timed_out, spec.timeout_s, lines, not result_path.exists())
        record.update(status=Status.FAILED, reason=reason, stderr_tail="\n".join(lines[-STDERR_TAIL_LINES:]),
                      compile_time_s=None, first_step_s=None, step_times_s=[])
    return record


def _process_key(config: ConfigSpec) -> tuple[Any, ...]:
    """What a config shares only with configs of its own process: environment, CPU affinity and the
    process-wide XLA options (``PROCESS_OPTIONS``). Replay backends run one block per distinct key."""
    from .spec import PROCESS_OPTIONS

    fixed = tuple(w for w in config.xla_flags.split() if any(w == f"--{o}" or w.startswith(f"--{o}=") for o in PROCESS_OPTIONS))
    return (tuple(sorted(config.env.items())), config.cpus, fixed, config.build, config.xla)


#: what a deviceless XLA:GPU compile needs in a release's environment (jax and its CUDA plugin, no CUDA libraries, no
#: GPU): the CUDA version check skipped, and no autotuning (an autotune-cache miss is an error without a device);
#: checked on jaxlib / jax-cuda12-plugin 0.7.1
GPU_RELEASE_ENV = {"JAX_SKIP_CUDA_CONSTRAINTS_CHECK": "1"}
GPU_RELEASE_FLAGS = ("--xla_gpu_autotune_level=0",)

#: runs a worker in an XLA build's environment (made once, reused), and the exit status it gives, with pip's
#: reason as its last line of stderr, when the environment cannot be made
ENV_RUNNER, ENV_FAILED = "kitlib.capture.envs", 3


def worker_argv(worker: str, pins: tuple[str, ...], *args: str) -> tuple[str, ...]:
    """``python -m <worker> ARGS``, in the environment of ``pins`` when there are any (the build's venv with
    kitlib's source on its path and nothing else of the kit's: the worker imports the standard library, numpy
    and jax before the compile)."""
    if not pins:
        return (PYTHON, "-m", worker, *args)
    return (PYTHON, "-m", ENV_RUNNER, *[f"--pin={p}" for p in pins], "--", "-m", worker, *args)


def block_job(spec: SweepSpec, configs: list[ConfigSpec], run: Path, k: int, prog: _Progress,
              replay: dict[str, Any] | None = None, block_name: str | None = None) -> Job:
    """The :class:`~kitlib.capture.job.Job` of process ``k`` of an in-process backend (jax-*, replay): ONE process
    compiles and times every config of ``configs``, run by the sweep's executor like every other worker.

    The job's folder is ``<run>/blocks/<k>`` (``block_name`` when several processes share repeat ``k``: replay
    configs with different process-wide settings): its ``block.json``, stdout and stderr, and a folder per config
    (``config.json``, ``dump/``, ``trace/``, ``result.json``) that :func:`block_records` moves to the config's own
    place (``<run>/<config>`` or ``replicates/<k>``) once the job is back, so the folder shipped to a Ray node and
    back holds everything the block wrote. The sweep's ``xla_flags`` are the process's ``XLA_FLAGS``; the backend's
    and each config's flags are per-compile options, but for the process-wide ones (``PROCESS_OPTIONS``), which join
    ``XLA_FLAGS``; the configs' environment and CPUs (one key for all, :func:`_process_key`) are the process's.
    ``replay``: the HLO modules to replay (:func:`kitlib.capture.replay.resolve_source`) and their facts; on
    XLA:CPU every config's options start from the capture's (``facts["compile_options"]``).
    """
    from .jax_worker import parse_options

    backend = BACKEND_SPECS[spec.backend]
    env_items, cpus, fixed, _, pins = _process_key(configs[0])
    pins = pins or tuple((replay or {}).get("xla", {}).get("pins", ()))
    block_dir = run / layout.BLOCKS_DIR / (block_name or str(k))
    # an XLA:CPU replay compiles as the capturing client did (the options jaxlib's client would set otherwise); a
    # config's own flags still win
    on_cpu = spec.backend in REPLAY_BACKENDS and layout.facts(spec.backend).platform == "cpu"
    captured = ((replay or {}).get("facts", {}).get("compile_options") or {}) if on_cpu else {}

    def prepare() -> None:
        prog.start(f"block #{k} ({len(configs)} configs)")
        fresh_folder(block_dir)
        entries: list[dict[str, Any]] = []
        for config in configs:
            flags = " ".join(x for x in (backend.base_flags, PASS_DUMP_FLAGS if spec.dump_passes else "", config.xla_flags) if x)
            per_compile = " ".join(w for w in flags.split() if w not in fixed)
            write_worker_config(block_dir / config.name, {**spec.workload_dict(), **config.to_dict(), "xla_flags": flags, "name": config.name})
            entries.append({"name": config.name, "dir": config.name, "options": {**captured, **parse_options(per_compile)},
                            "xla_flags": flags})
        write_json_atomic(block_dir / layout.BLOCK_JSON, {
            **spec.workload_dict(), "process": k, "configs": entries, "compile_repeats": spec.compile_repeats,
            "cpus": list(cpus) if cpus is not None else None,
            "export_cache": os.path.relpath(run / layout.EXPORT_CACHE_DIR, block_dir), **({"replay": replay} if replay else {})})

    env = {**backend.base_env, **dict(env_items), "XLA_FLAGS": " ".join(x for x in (spec.xla_flags, *fixed) if x),  # process-wide only
           "PYTHONUNBUFFERED": "1"}
    return Job(worker_argv(backend.worker, pins, layout.BLOCK_JSON), env, block_dir, "timing", spec.timeout_s,
               key=f"block #{block_name or k}", group=f"{run}#{k}", root=run, prepare=prepare)


def block_records(spec: SweepSpec, configs: list[ConfigSpec], run: Path, k: int, job: Job, res: JobResult) -> dict[str, dict[str, Any]]:
    """Each config's folder moved from the block's to its place in the run, and its PROCESS record: config name ->
    record, all with the block's ``pid``; a crash of the process fails every config that has no ``result.json``,
    with the same reason."""
    _, cpus, *_ = _process_key(configs[0])
    err = job.folder / layout.STDERR
    lines = err.read_text(errors="replace").splitlines() if err.is_file() else []
    where = {**res.placement, **({"cpus": list(cpus)} if cpus is not None else {})}
    out: dict[str, dict[str, Any]] = {}
    for config in configs:
        cfg_dir = _process_dir(run, config, k)
        if (job.folder / config.name).is_dir():
            install_folder(job.folder / config.name, cfg_dir)
        rec: dict[str, Any] = {"process": k, "dir": str(cfg_dir.relative_to(run)), "started_at": res.started_at,
                               "returncode": res.returncode, "wall_s": res.wall_s, "pid": None,
                               "block": str(job.folder.relative_to(run)), **where}
        result_path = cfg_dir / layout.RESULT_JSON
        result = RESULTS[spec.backend].check(json.loads(result_path.read_text()), "", str(result_path)) if result_path.exists() else None
        if result is not None:
            rec["pid"] = result.get("pid")
        if result is not None and result.get("status") == Status.OK and not res.timed_out and res.lost is None:
            rec.update(status=Status.OK, reason=None,
                       **{x: result.get(x) for x in ("compile_time_s", "first_step_s", "step_times_s", "trace_step_nums",
                                                     "compile_times_s", "compile_cpu_times_s")})
            rec["versions"] = result.get("versions", {})
            rec["noise"] = result.get("noise")
        else:
            reason = res.lost or (result.get("error") if result is not None and result.get("error")
                                  else _failure_reason(res.returncode, res.timed_out, spec.timeout_s, lines, True))
            if result is None and res.returncode == ENV_FAILED and job.argv[1:3] == ("-m", ENV_RUNNER) and lines:
                reason = f"XLA build {' '.join(a.split('=', 1)[1] for a in job.argv if a.startswith('--pin='))}: {lines[-1]}"
            elif result is None:
                reason = f"the shared process died before this config's result: {reason}"
            rec.update(status=Status.FAILED, reason=reason, stderr_tail="\n".join(lines[-STDERR_TAIL_LINES:]),
                       compile_time_s=None, first_step_s=None, step_times_s=[])
        out[config.name] = rec
    return out


def capture_graphs(spec: SweepSpec, run: Path, old: dict[str, Any] | None, prog: _Progress) -> dict[str, Any]:
    """torch-xla-replay, step 1: ONE torch_xla process (the torch-xla-cpu worker) runs the model with the sweep's
    ``xla_flags`` into ``<run>/capture``: its dumps (the graphs to replay), timings, metrics and trace.

    Returns the manifest's ``capture`` record (a PROCESS record plus ``fingerprint``; status ``failed`` with its
    reason when the process failed); a finished capture with the same fingerprint in ``old`` is kept.
    """
    import dataclasses

    from .executor import LocalExecutor

    cap = dataclasses.replace(spec, backend="torch-xla-cpu", source="", module="", compile_repeats=-1,
                              repeats=1, configs=(ConfigSpec("torch-xla"),))
    fingerprint = cap.fingerprint(cap.configs[0])
    if old and old.get("status") == Status.OK and old.get("fingerprint") == fingerprint and (run / layout.CAPTURE_DIR / layout.RESULT_JSON).exists():
        return old
    job = config_job(cap, ConfigSpec(layout.CAPTURE_DIR), run, 0, prog)
    ex = LocalExecutor()
    try:
        [(job, res)] = list(ex.submit([job], lambda _j, line: _progress_line(prog, line)))
    finally:
        ex.close()
    return {**process_record(cap, run, job, 0, res), "fingerprint": fingerprint}


def _replay_payload(spec: SweepSpec, run: Path, manifest: dict[str, Any], old: dict[str, Any],
                    prog: _Progress | None, given: tuple[list[Any], dict[str, Any]] | None) -> dict[str, Any]:
    """The modules a replay sweep's blocks compile, resolved once: ``given`` (the spec's source, resolved before the
    run folder was made), or torch-xla-replay's capture, run first; the manifest gets ``replay`` (source, modules,
    how they were chosen) and ``capture``."""
    from .replay import resolve_source, source_checksum
    from .xla import captured_xla, choose

    if given is not None:
        modules, facts = given
    else:
        manifest["capture"] = capture_graphs(spec, run, old.get("capture"), prog or _Progress(1, False))
        if manifest["capture"]["status"] != Status.OK:
            raise CaptureError(f"{run / layout.CAPTURE_DIR}: the torch_xla capture failed, nothing to replay: "
                               f"{manifest['capture']['reason']}")
        modules, facts = resolve_source(run / layout.CAPTURE_DIR, spec.module or None)
    captured = _captured_versions(facts.get("capture_dir"))
    facts["captured_by"] = captured
    facts["captured_xla"] = captured_xla(captured)
    build = choose(spec.xla, facts["captured_xla"])
    if build.pins and spec.backend in (Backend.XLA_GPU_DEVICELESS, Backend.HLO_REPLAY_GPU):
        build = _gpu_build(spec, build)
    facts["xla"] = {"choice": spec.xla, "pins": list(build.pins), "label": build.label, "why": build.why}
    manifest["replay"] = {**facts, "modules": modules, "checksum": source_checksum(modules)}
    return {"modules": modules, "facts": facts, "xla": facts["xla"]}


def _gpu_build(spec: SweepSpec, build: Any) -> Any:
    """XLA:GPU of a release: deviceless compiles in an environment of the release with its CUDA plugin
    (``jax-cuda12-plugin`` of the same version, made here once); where it cannot be made, or the replay times
    on a GPU (hlo-replay-gpu, the kit's own CUDA stack), the kit's own jaxlib, and ``why`` says so in one line."""
    from .envs import ensure_env
    from .xla import XlaBuild

    kit_own = "the kit's own jaxlib and CUDA plugin"
    if spec.backend != Backend.XLA_GPU_DEVICELESS:
        return XlaBuild((), "", f"{kit_own}: timing XLA:GPU in a {build.label} environment is not built ({build.why})")
    pins = (*build.pins, f"jax-cuda12-plugin=={build.jaxlib}")
    env = ensure_env(pins)
    if not env.ok:
        return XlaBuild((), "", f"{kit_own}: jax-cuda12-plugin=={build.jaxlib} cannot be installed beside {build.label} "
                        f"({env.reason}) ({build.why})")
    return XlaBuild(pins, build.label, f"{build.why}, with jax-cuda12-plugin {build.jaxlib}, deviceless without autotuning")


def _captured_versions(config_dir: str | None) -> dict[str, Any] | None:
    """The versions a captured config's ``result.json`` records (torch, torch_xla: the XLA that compiled it first)."""
    if not config_dir:
        return None
    try:
        return json.loads((Path(config_dir) / layout.RESULT_JSON).read_text()).get("versions")
    except (OSError, ValueError):
        return None


def _progress_line(prog: _Progress, line: str) -> None:
    if line.startswith("KIT-PROGRESS "):
        parts = line.split(maxsplit=3)
        if len(parts) >= 3 and parts[1].isdigit() and parts[2].isdigit():
            prog.step(int(parts[1]), int(parts[2]), parts[3].strip() if len(parts) > 3 else "")


def _disk_full(run: Path) -> bool:
    """Less free space under ``run`` than the reserve: a failure there is the disk's, not the config's."""
    try:
        st = os.statvfs(run)
    except OSError:
        return False
    return st.f_bavail * st.f_frsize < layout.RESERVE_BYTES


def _finished(prev: dict[str, Any] | None, spec: SweepSpec, fingerprint: str, run: Path) -> bool:
    """A config of an earlier sweep is kept when it finished all its processes with the same fingerprint."""
    if not prev or prev.get("status") != Status.OK or prev.get("fingerprint") != fingerprint:
        return False
    procs = prev.get("processes", [])
    return len(procs) == spec.repeats and all((run / p["dir"] / layout.RESULT_JSON).exists() for p in procs)


def _config_entry(spec: SweepSpec, config: ConfigSpec, processes: list[dict[str, Any]], fingerprint: str) -> dict[str, Any]:
    """The manifest entry of a config: process 0's figures at top level, all processes listed.

    Status: ``failed`` when a process failed, ``incomplete`` while processes are still
    to run (a sweep killed in between leaves it so), else ``ok``.
    """
    first = processes[0]
    failed = [p for p in processes if p["status"] != Status.OK]
    return {
        "name": config.name,
        "status": Status.FAILED if failed else Status.OK if len(processes) == spec.repeats else Status.INCOMPLETE,
        "reason": failed[0]["reason"] if failed else None,
        "fingerprint": fingerprint,
        "xla_flags": config.xla_flags,
        "split_count": config.split_count,
        "env": config.env,
        "cpus": list(config.cpus) if config.cpus is not None else None,
        "compile_time_s": first.get("compile_time_s"),
        "first_step_s": first.get("first_step_s"),
        "step_times_s": first.get("step_times_s", []),
        "stderr_tail": failed[0].get("stderr_tail") if failed else None,
        "processes": processes,
    }


def _process_dir(run: Path, config: ConfigSpec, k: int) -> Path:
    return layout.process_dir(run, config.name, k)


class _Sweep:
    """What a sweep carries from process to process: its spec, the run folder's :class:`RunBook`, each config's
    fingerprint, the configs kept whole from an earlier sweep of the folder and each config's processes so far."""

    def __init__(self, spec: SweepSpec, run: Path, only: set[str] | None):
        run.mkdir(parents=True, exist_ok=True)
        self.old: dict[str, Any] = {}
        if (run / MANIFEST).exists():
            self.old = read_manifest(run)
        elif any(run.iterdir()):
            raise CaptureError(f"{run}: exists, is not empty and has no {MANIFEST}; choose another --out")
        self.spec, self.run = spec, run
        self.fingerprints = {c.name: spec.fingerprint(c) for c in spec.configs}
        self.book = RunBook(run, new_manifest(spec.to_dict(), machine_info(), self.old, now_utc()), [c.name for c in spec.configs])
        old_configs = {c["name"]: c for c in self.old.get("configs", [])}
        self.kept = {c.name for c in spec.configs if _finished(old_configs.get(c.name), spec, self.fingerprints[c.name], run)
                     or (only is not None and c.name not in only and c.name in old_configs)}
        for name in self.kept:
            self.book.entries[name] = old_configs[name]
        self.processes: dict[str, list[dict[str, Any]]] = {c.name: [] for c in spec.configs}
        for c in spec.configs:  # --until-resolved: keep the finished processes, add the missing ones
            prev = old_configs.get(c.name)
            resumable = (only is not None and c.name in only) or (BACKEND_SPECS[spec.backend].in_process and c.name not in self.kept)
            if resumable and prev and prev.get("fingerprint") == self.fingerprints[c.name]:
                for i, p in enumerate(prev.get("processes", [])[: spec.repeats]):
                    if p.get("process") != i or p.get("status") != Status.OK or not (run / p["dir"] / layout.RESULT_JSON).exists():
                        break
                    self.processes[c.name].append(p)
                self.enter(c)

    def enter(self, config: ConfigSpec) -> None:
        """The config's manifest entry from its processes so far (none: no entry)."""
        procs = self.processes[config.name]
        if procs:
            self.book.entries[config.name] = _config_entry(self.spec, config, procs, self.fingerprints[config.name])
        else:
            self.book.entries.pop(config.name, None)

    def add(self, config: ConfigSpec, record: dict[str, Any]) -> None:
        """A process came back: its record joins the config's (in process order) and the manifest is saved."""
        done = self.processes[config.name]
        done.append(record)
        done.sort(key=lambda p: p["process"])
        self.book.note_versions(record)
        self.enter(config)
        self.book.save()

    def run_blocks(self, ex: Executor, progress: bool, given: tuple[list[Any], dict[str, Any]] | None) -> None:
        """An in-process backend: one block process per repeat (and process-wide setting) compiles and times every
        config not yet done; the blocks of different settings interleaved in a random order."""
        spec = self.spec
        prog = _Progress(len(spec.configs) * spec.repeats, progress)
        try:
            replay = None
            if spec.backend in REPLAY_BACKENDS:
                try:
                    replay = _replay_payload(spec, self.run, self.book.manifest, self.old, prog, given)
                finally:  # a failed capture is recorded too
                    self.book.save()
            groups: dict[tuple[Any, ...], list[ConfigSpec]] = {}
            for c in spec.configs:
                groups.setdefault(_process_key(c) if replay else (), []).append(c)
            for members in groups.values():  # a resumed block is kept only where every config of it finished there
                todo = [c for c in members if c.name not in self.kept]
                n = min((len(self.processes[c.name]) for c in todo), default=0)
                for c in todo:
                    self.processes[c.name] = self.processes[c.name][:n]
                    self.enter(c)
            rng = random.Random(f"{spec.seed}-groups")
            for k in range(spec.repeats):
                keys = list(groups)
                rng.shuffle(keys)
                for key in keys:
                    todo = [c for c in groups[key] if c.name not in self.kept and len(self.processes[c.name]) <= k
                            and all(p["status"] == Status.OK for p in self.processes[c.name])]
                    if not todo:
                        continue
                    name_of_block = f"{k}-{sorted(groups).index(key)}" if len(groups) > 1 else None
                    records = {}
                    for done_job, res in ex.submit([block_job(spec, todo, self.run, k, prog, replay, name_of_block)],
                                                   lambda _j, line: _progress_line(prog, line)):
                        records = block_records(spec, todo, self.run, k, done_job, res)
                    for name, rec in records.items():
                        self.add(next(c for c in spec.configs if c.name == name), rec)
                        prog.config_done()
        finally:
            prog.close()

    def run_processes(self, ex: Executor, progress: bool, given: tuple[list[Any], dict[str, Any]] | None) -> None:
        """One process per config and repeat, interleaved: process k of every config runs before process k + 1 of
        any, so a drift in machine load spreads over all configs alike; a config's later processes are skipped once
        one failed."""
        spec, run = self.spec, self.run
        replay = _replay_payload(spec, run, self.book.manifest, self.old, None, given) if spec.source else None  # xla-gpu-deviceless of captured graphs
        self.book.save()
        order = [(c, k) for k in range(spec.repeats) for c in spec.configs
                 if c.name not in self.kept and k >= len(self.processes[c.name])]
        prog = _Progress(len(order), progress and ex.name == "local")
        notes: dict[str, Any] = {}
        jobs = {id(job): (c, k, job) for c, k in order for job in [config_job(spec, c, run, k, prog, notes, replay)]}
        try:
            batch = ex.submit([job for _, _, job in jobs.values()], lambda _j, line: _progress_line(prog, line))
            for job, res in batch:
                config, k, _ = jobs[id(job)]
                rec = process_record(spec, run, job, k, res, notes.get(f"{config.name}#{k}"))
                full = rec["status"] != Status.OK and _disk_full(run)
                if full:
                    rec["reason"] = f"{rec['reason']} (the disk was full)"
                if k and rec["status"] == Status.OK:  # a repeat's dump files equal to process 0's are stored once
                    rec.update(link_identical(run / rec["dir"] / layout.DUMP_DIR, _process_dir(run, config, 0) / layout.DUMP_DIR))
                if rec["status"] != Status.OK:  # the config has failed: its later processes are not run
                    batch.skip([j for c, kk, j in jobs.values() if c.name == config.name and kk > k])
                self.add(config, rec)
                prog.config_done()
                if full:
                    self.book.stop_disk_full(written=True)
        except OSError as e:  # no room for a process's own files
            if e.errno not in (errno.ENOSPC, errno.EDQUOT):
                raise
            self.book.stop_disk_full(written=True)
        finally:
            prog.close()


def sweep(spec: SweepSpec | None = None, out: str | Path | None = None, progress: bool = True,
          only: set[str] | None = None, executor: str | Executor = "local", ray_address: str | None = None,
          **spec_args: Any) -> Path:
    """Run every config of ``spec`` into the run folder ``out``.

    Without ``spec``, the keyword arguments build one (:func:`kitlib.capture.build.build_spec`:
    ``model``, ``mode``, ``compile_threads``, ``split_counts``, ``steps``, ``repeats``, ...).

    Returns:
        The run folder's absolute path (``manifest.json`` inside).

    Finished configs already in ``out`` with the same fingerprint are kept
    (resume). A config whose process crashes, or outlives ``spec.timeout_s``,
    is recorded as failed with the reason and its stderr tail, and the sweep
    goes on. ``manifest.json`` is rewritten atomically after each process.

    ``executor``: ``local`` (each process here, one at a time) or ``ray`` (each
    process a Ray task on the cluster at ``ray_address`` / ``RAY_ADDRESS``, or
    on a Ray started here; :mod:`kitlib.capture.ray_executor`), or an
    :class:`~kitlib.capture.executor.Executor`. The run folder is the same.
    In-process backends (jax-*) run here.

    ``only``: run only these configs, keeping the others as the folder has them,
    and keep a listed config's finished processes, adding processes up to
    ``spec.repeats`` (``kit sweep --until-resolved``).

    A full disk stops the sweep: a reserve file (``layout.RESERVE``) held while
    it runs makes room for the manifest, which records the config that failed
    on it and why.

    Raises:
        CaptureError: when ``out`` exists but is not a run folder of the kit; a Ray cluster that cannot be reached;
            the disk is full (one line: what the manifest keeps, the last failure's reason).
    """
    if spec is None:
        from .build import build_spec

        spec = build_spec(**spec_args)
    if out is None:
        raise CaptureError("sweep: give the run folder, out=...")
    given = None
    if spec.source:  # graphs given (SOURCE_BACKENDS): a bad source fails before any folder is made
        from .replay import resolve_source

        given = resolve_source(Path(spec.source), spec.module or None)
    state = _Sweep(spec, Path(out).resolve(), only)  # workers run in their config folder: every path they get is absolute
    state.book.save()
    state.book.hold()
    ex = make_executor(executor, ray_address)
    try:
        if BACKEND_SPECS[spec.backend].in_process:
            state.run_blocks(ex, progress, given)
        else:
            state.run_processes(ex, progress, given)
    finally:
        ex.close()
        state.book.release()
    state.book.end(now_utc())
    return state.run
