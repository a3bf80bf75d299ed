"""The sweep driver: one fresh process per config, a manifest that survives kills.

The run folder's layout and records are :mod:`kitlib.runfolder`'s; the sweep
writes them through :mod:`kitlib.runfolder.write`. The manifest is rewritten
atomically after every process, so a kill at any moment leaves the previous
complete manifest. Re-running on the same folder keeps finished configs whose
fingerprint (workload + config) is unchanged.
"""
from __future__ import annotations

import datetime as _dt
import errno
import json
import os
import platform
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, NoReturn

from ..errors import CaptureError
from ..runfolder import layout
from ..runfolder.records import RESULTS
from ..runfolder.run import read_manifest
from ..runfolder.write import new_manifest, write_manifest, write_worker_config
from .files import kitlib_pythonpath, link_identical
from .spec import BACKENDS, ConfigSpec, SweepSpec

MANIFEST = layout.MANIFEST
STDERR_TAIL_LINES = 30


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="milliseconds")


def machine_info() -> dict[str, Any]:
    """CPU model, logical cores, this process's CPU affinity, memory, OS."""
    cpu_model = platform.processor() or ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu_model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = None
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                mem = int(line.split()[1]) * 1024
    except OSError:
        pass
    return {
        "cpu_model": cpu_model,
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


def run_process(spec: SweepSpec, config: ConfigSpec, run: Path, k: int, prog: _Progress) -> dict[str, Any]:
    """Run process ``k`` of one config in its folder (emptied first); return its status record."""
    backend = BACKENDS[spec.backend]
    cfg_dir = _process_dir(run, config, k)
    if cfg_dir.exists():
        shutil.rmtree(cfg_dir)
    cfg_dir.mkdir(parents=True)
    flags = config_xla_flags(spec, config, cfg_dir)
    worker_config = {**spec.workload_dict(), **config.to_dict(), "xla_flags": flags, "name": config.name}
    write_worker_config(cfg_dir, worker_config)
    env = dict(os.environ)
    env.update(backend.base_env)
    env.update(config.env)
    env["XLA_FLAGS"] = flags
    env["KIT_DRIVER_PID"] = str(os.getpid())  # the worker checks it is still ours (capture/child.py)
    env.setdefault("PYTHONUNBUFFERED", "1")
    # the worker runs the same kitlib as this driver, installed or not
    env["PYTHONPATH"] = kitlib_pythonpath(env.get("PYTHONPATH"))

    quiet = None
    if spec.quiet_wait_s > 0:  # --quiet-wait: bounded wait for a quiet machine
        from .noise import wait_quiet

        quiet = wait_quiet(spec.quiet_wait_s)
    started, started_at = time.time(), _now()
    timed_out = False
    with open(cfg_dir / layout.STDOUT, "w") as out_f, open(cfg_dir / layout.STDERR, "w") as err_f:
        try:
            proc = subprocess.Popen(
                [sys.executable, "-m", backend.worker, str(cfg_dir / layout.CONFIG_JSON)],
                cwd=cfg_dir, env=env, stdout=subprocess.PIPE, stderr=err_f, text=True,
                start_new_session=True,  # the worker pins its CPUs and dies with us (capture/child.py)
            )
        except OSError as e:
            raise CaptureError(f"cannot start the {backend.worker} process: {e}") from None

        def pump() -> None:
            assert proc.stdout is not None
            for line in proc.stdout:
                try:
                    out_f.write(line)
                    out_f.flush()
                except OSError:  # a full disk: the line is lost, the worker is still drained
                    pass
                if line.startswith("KIT-PROGRESS "):
                    parts = line.split(maxsplit=3)
                    if len(parts) >= 3 and parts[1].isdigit() and parts[2].isdigit():
                        prog.step(int(parts[1]), int(parts[2]), parts[3].strip() if len(parts) > 3 else "")

        reader = threading.Thread(target=pump, daemon=True)
        reader.start()
        try:
            proc.wait(timeout=spec.timeout_s)
        except subprocess.TimeoutExpired:
            timed_out = True
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        except BaseException:  # Ctrl-C: leave no orphan compiling in the background
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            raise
        reader.join(timeout=10)
    wall = time.time() - started
    record: dict[str, Any] = {"process": k, "dir": str(cfg_dir.relative_to(run)), "started_at": started_at,
                              "returncode": proc.returncode, "wall_s": wall, "quiet_wait": quiet}
    result_path = cfg_dir / layout.RESULT_JSON
    if proc.returncode == 0 and not timed_out and result_path.exists():
        result = RESULTS[spec.backend].check(json.loads(result_path.read_text()), "", str(result_path))
        record.update(status="ok", reason=None, **{k: result.get(k) for k in ("compile_time_s", "first_step_s", "step_times_s", "compile_threads")})
        record["versions"] = result.get("versions", {})
        record["noise"] = result.get("noise")
    else:
        lines = (cfg_dir / layout.STDERR).read_text(errors="replace").splitlines()
        record.update(
            status="failed",
            reason=_failure_reason(proc.returncode, timed_out, spec.timeout_s, lines, not result_path.exists()),
            stderr_tail="\n".join(lines[-STDERR_TAIL_LINES:]),
            compile_time_s=None, first_step_s=None, step_times_s=[],
        )
    return record


def _disk_full(run: Path) -> bool:
    """Less free space under ``run`` than the reserve: a failure there is the disk's, not the config's."""
    try:
        st = os.statvfs(run)
    except OSError:
        return False
    return st.f_bavail * st.f_frsize < layout.RESERVE_BYTES


def _hold_reserve(run: Path) -> None:
    """Write :data:`~kitlib.runfolder.layout.RESERVE` (real blocks, not a sparse file); best effort."""
    try:
        with open(run / layout.RESERVE, "wb") as f:
            f.write(b"\0" * layout.RESERVE_BYTES)
    except OSError:
        (run / layout.RESERVE).unlink(missing_ok=True)


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
        "compile_threads": config.compile_threads,  # requested; each process record has the measured size
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


def sweep(spec: SweepSpec | None = None, out: str | Path | None = None, progress: bool = True,
          only: set[str] | None = None, **spec_args: Any) -> Path:
    """Run every config of ``spec`` into the run folder ``out``.

    Without ``spec``, the keyword arguments build one (:func:`kitlib.capture.build.build_spec`:
    ``model``, ``mode``, ``compile_threads``, ``split_counts``, ``steps``, ``repeats``, ...).

    Returns:
        The run folder's absolute path (``manifest.json`` inside).

    Finished configs already in ``out`` with the same fingerprint are kept
    (resume). A config whose process crashes, or outlives ``spec.timeout_s``,
    is recorded as failed with the reason and its stderr tail, and the sweep
    goes on. ``manifest.json`` is rewritten atomically after each process.

    ``only``: run only these configs, keeping the others as the folder has them,
    and keep a listed config's finished processes, adding processes up to
    ``spec.repeats`` (``kit sweep --until-resolved``).

    A full disk stops the sweep: a reserve file (``layout.RESERVE``) held while
    it runs makes room for the manifest, which records the config that failed
    on it and why.

    Raises:
        CaptureError: when ``out`` exists but is not a run folder of the kit;
            the disk is full (one line: what the manifest keeps, the last
            failure's reason).
    """
    if spec is None:
        from .build import build_spec

        spec = build_spec(**spec_args)
    if out is None:
        raise CaptureError("sweep: give the run folder, out=...")
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
    kept = {c.name for c in spec.configs if _finished(old_configs.get(c.name), spec, c, run)
            or (only is not None and c.name not in only and c.name in old_configs)}
    for name in kept:
        entries[name] = old_configs[name]
    processes: dict[str, list[dict[str, Any]]] = {c.name: [] for c in spec.configs}
    for c in spec.configs:  # --until-resolved: keep the finished processes, add the missing ones
        prev = old_configs.get(c.name)
        if only is not None and c.name in only and prev and prev.get("fingerprint") == spec.fingerprint(c):
            for i, p in enumerate(prev.get("processes", [])[: spec.repeats]):
                if p.get("process") != i or p.get("status") != "ok" or not (run / p["dir"] / "result.json").exists():
                    break
                processes[c.name].append(p)
            if processes[c.name]:
                entries[c.name] = _config_entry(spec, c, processes[c.name])

    def save() -> None:
        manifest["configs"] = [entries[c.name] for c in spec.configs if c.name in entries]
        try:
            write_manifest(run, manifest)
        except OSError as e:
            if e.errno not in (errno.ENOSPC, errno.EDQUOT):
                raise
            (run / layout.RESERVE).unlink(missing_ok=True)  # the reserve makes room for the record
            try:
                write_manifest(run, manifest)
            except OSError:
                stop_disk_full(written=False)
            stop_disk_full(written=True)

    def stop_disk_full(written: bool) -> NoReturn:
        """Stop the sweep with one line: the disk is full, what the manifest keeps, the last config's reason."""
        (run / layout.RESERVE).unlink(missing_ok=True)
        ok = [n for n, e in entries.items() if e.get("status") == "ok"]
        last = next((e for e in reversed(list(entries.values())) if e.get("status") != "ok"), None)
        lost = f"{last['name']} {last['status']}: {last.get('reason')}" if last else "none"
        raise CaptureError(f"{run}: the disk is full: sweep stopped; {MANIFEST} "
                           f"{'records every config so far' if written else 'could not be written and keeps its last state'} "
                           f"(ok: {', '.join(ok) or 'none'}; last failed: {lost}); free space and rerun to resume")

    save()
    _hold_reserve(run)  # after the manifest: a kill in between never leaves a folder without one
    prog = _Progress(len(spec.configs) * spec.repeats, progress)
    try:
        # interleaved: process k of every config runs before process k + 1 of any,
        # so a drift in machine load spreads over all configs alike
        for k in range(spec.repeats):
            for config in spec.configs:
                done = processes[config.name]
                if k < len(done) and config.name not in kept:
                    prog.config_done()
                    continue
                if config.name in kept or any(p["status"] != "ok" for p in done):
                    prog.start(f"{config.name} (kept)" if config.name in kept else f"{config.name} (failed)")
                    prog.config_done()
                    continue
                prog.start(config.name if spec.repeats == 1 else f"{config.name} #{k}")
                try:
                    rec = run_process(spec, config, run, k, prog)
                except OSError as e:  # no room for the process's own files
                    if e.errno not in (errno.ENOSPC, errno.EDQUOT):
                        raise
                    stop_disk_full(written=True)
                if k and rec["status"] == "ok":  # a repeat's dump files equal to process 0's are stored once
                    rec.update(link_identical(run / rec["dir"] / "dump", _process_dir(run, config, 0) / "dump"))
                full = rec["status"] != "ok" and _disk_full(run)
                if full:
                    rec["reason"] = f"{rec['reason']} (the disk was full)"
                done.append(rec)
                if rec.get("versions"):
                    manifest["versions"] = {**rec["versions"], "kit": manifest["kit"]["version"]}
                entries[config.name] = _config_entry(spec, config, done)
                save()
                prog.config_done()
                if full:
                    stop_disk_full(written=True)
    finally:
        prog.close()
        (run / layout.RESERVE).unlink(missing_ok=True)
    manifest["ended_at"] = _now()
    save()
    return run
