"""The sweep driver: one fresh process per config, a manifest that survives kills.

The run folder's layout and records are :mod:`kitlib.runfolder`'s; the sweep
writes them through :mod:`kitlib.runfolder.write`. The manifest is rewritten
atomically after every process, so a kill at any moment leaves the previous
complete manifest. Re-running on the same folder keeps finished configs whose
fingerprint (workload + config) is unchanged.
"""
from __future__ import annotations

import datetime as _dt
import json
import os
import platform
import shutil
import signal
from pathlib import Path
from typing import Any

from ..errors import CaptureError
from ..runfolder import layout
from ..runfolder.records import RESULTS
from ..runfolder.run import read_manifest
from ..runfolder.write import new_manifest, write_manifest, write_worker_config
from .executor import PYTHON, Executor, Job, JobResult, cpu_model, make_executor
from .spec import BACKENDS, ConfigSpec, SweepSpec

MANIFEST = layout.MANIFEST
STDERR_TAIL_LINES = 30


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="milliseconds")


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
    backend = BACKENDS[spec.backend]
    parts = [f"--xla_dump_to={cfg_dir / 'dump'}", "--xla_dump_hlo_as_text", backend.base_flags, spec.xla_flags, config.xla_flags]
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


def config_job(spec: SweepSpec, config: ConfigSpec, run: Path, k: int, prog: _Progress | None = None) -> Job:
    """The :class:`~kitlib.capture.executor.Job` of process ``k`` of one config.

    Its folder is emptied and given its ``config.json`` just before it starts
    (``Job.prepare``); paths in its XLA_FLAGS and argv lie under the run folder
    (``Job.root``), so an executor can run it elsewhere. Its group is process ``k`` of
    the run: the Ray executor keeps process k of every config on one node (a block).
    """
    backend = BACKENDS[spec.backend]
    cfg_dir = _process_dir(run, config, k)
    flags = config_xla_flags(spec, config, cfg_dir)
    label = config.name if spec.repeats == 1 else f"{config.name} #{k}"

    def prepare() -> None:
        if prog is not None:
            prog.start(label)
        if cfg_dir.exists():
            shutil.rmtree(cfg_dir)
        cfg_dir.mkdir(parents=True)
        write_worker_config(cfg_dir, {**spec.workload_dict(), **config.to_dict(), "xla_flags": flags, "name": config.name})

    env = {**backend.base_env, **config.env, "XLA_FLAGS": flags, "PYTHONUNBUFFERED": "1"}
    kind = "compile-only" if spec.backend == "xla-gpu-deviceless" else "timing"
    return Job((PYTHON, "-m", backend.worker, str(cfg_dir / layout.CONFIG_JSON)), env, cfg_dir, kind, spec.timeout_s,
               key=f"{config.name}#{k}", group=f"{run}#{k}", root=run, backend=spec.backend, prepare=prepare)


def process_record(spec: SweepSpec, run: Path, job: Job, k: int, res: JobResult) -> dict[str, Any]:
    """The manifest's record of process ``k`` from how its job ended (and the ``result.json`` it wrote)."""
    cfg_dir = job.folder
    record: dict[str, Any] = {"process": k, "dir": str(cfg_dir.relative_to(run)), "started_at": res.started_at,
                              "returncode": res.returncode, "wall_s": res.wall_s, **res.placement}
    result_path = cfg_dir / layout.RESULT_JSON
    if res.lost is None and res.returncode == 0 and not res.timed_out and result_path.exists():
        result = RESULTS[spec.backend].check(json.loads(result_path.read_text()), "", str(result_path))
        record.update(status="ok", reason=None, **{k: result.get(k) for k in ("compile_time_s", "first_step_s", "step_times_s")})
        record["versions"] = result.get("versions", {})
    else:
        err = cfg_dir / layout.STDERR
        lines = err.read_text(errors="replace").splitlines() if err.exists() else []
        reason = res.lost or _failure_reason(res.returncode, res.timed_out, spec.timeout_s, lines, not result_path.exists())
        record.update(status="failed", reason=reason, stderr_tail="\n".join(lines[-STDERR_TAIL_LINES:]),
                      compile_time_s=None, first_step_s=None, step_times_s=[])
    return record


def _progress_line(prog: _Progress, line: str) -> None:
    if line.startswith("KIT-PROGRESS "):
        parts = line.split(maxsplit=3)
        if len(parts) >= 3 and parts[1].isdigit() and parts[2].isdigit():
            prog.step(int(parts[1]), int(parts[2]), parts[3].strip() if len(parts) > 3 else "")


def _finished(prev: dict[str, Any] | None, spec: SweepSpec, config: ConfigSpec, run: Path) -> bool:
    """A config of an earlier sweep is kept when it finished all its processes with the same fingerprint."""
    if not prev or prev.get("status") != "ok" or prev.get("fingerprint") != spec.fingerprint(config):
        return False
    procs = prev.get("processes", [])
    return len(procs) == spec.repeats and all((run / p["dir"] / layout.RESULT_JSON).exists() for p in procs)


def _config_entry(spec: SweepSpec, config: ConfigSpec, processes: list[dict[str, Any]]) -> dict[str, Any]:
    """The manifest entry of a config: process 0's figures at top level, all processes listed.

    Status: ``failed`` when a process failed, ``incomplete`` while processes are still
    to run (a sweep killed in between leaves it so), else ``ok``.
    """
    first = processes[0]
    failed = [p for p in processes if p["status"] != "ok"]
    return {
        "name": config.name,
        "status": "failed" if failed else "ok" if len(processes) == spec.repeats else "incomplete",
        "reason": failed[0]["reason"] if failed else None,
        "fingerprint": spec.fingerprint(config),
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


def sweep(spec: SweepSpec, out: str | Path, progress: bool = True, executor: str | Executor = "local",
          ray_address: str | None = None) -> Path:
    """Run every config of ``spec`` into the run folder ``out``.

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

    Raises:
        CaptureError: when ``out`` exists but is not a run folder of the kit; a Ray cluster that cannot be reached.
    """
    run = Path(out).resolve()  # workers run in their config folder: every path they get is absolute
    run.mkdir(parents=True, exist_ok=True)
    manifest_path = run / MANIFEST
    old: dict[str, Any] = {}
    if manifest_path.exists():
        old = read_manifest(run)
    elif any(run.iterdir()):
        raise CaptureError(f"{run}: exists, is not empty and has no {MANIFEST}; choose another --out")
    old_configs = {c["name"]: c for c in old.get("configs", [])}
    manifest = new_manifest(spec.to_dict(), machine_info(), old, _now())
    entries: dict[str, dict[str, Any]] = {}
    kept = {c.name for c in spec.configs if _finished(old_configs.get(c.name), spec, c, run)}
    for name in kept:
        entries[name] = old_configs[name]
    processes: dict[str, list[dict[str, Any]]] = {c.name: [] for c in spec.configs}

    def save() -> None:
        manifest["configs"] = [entries[c.name] for c in spec.configs if c.name in entries]
        write_manifest(run, manifest)

    save()
    ex = make_executor(executor, ray_address)
    # interleaved: process k of every config runs before process k + 1 of any,
    # so a drift in machine load spreads over all configs alike
    order = [(c, k) for k in range(spec.repeats) for c in spec.configs if c.name not in kept]
    prog = _Progress(len(order), progress and ex.name == "local")
    jobs = {id(job): (c, k, job) for c, k in order for job in [config_job(spec, c, run, k, prog)]}
    try:
        batch = ex.submit([job for _, _, job in jobs.values()], lambda _j, line: _progress_line(prog, line))
        for job, res in batch:
            config, k, _ = jobs[id(job)]
            done = processes[config.name]
            rec = process_record(spec, run, job, k, res)
            done.append(rec)
            done.sort(key=lambda p: p["process"])
            if rec["status"] != "ok":  # the config has failed: its later processes are not run
                batch.skip([j for c, kk, j in jobs.values() if c.name == config.name and kk > k])
            if rec.get("versions"):
                manifest["versions"] = {**rec["versions"], "kit": manifest["kit"]["version"]}
            entries[config.name] = _config_entry(spec, config, done)
            save()
            prog.config_done()
    finally:
        prog.close()
        ex.close()
    manifest["ended_at"] = _now()
    save()
    return run
