"""Open a run folder: its validated manifest, its configs and processes, and what they hold, parsed once.

:func:`open_run` opens a run of any backend. Everything an analysis reads
from a run folder goes through :class:`Run`: the records (manifest, config
entries, processes, ``config.json``, ``result.json``) and the parsed files
(dump folders through :func:`kitlib.dumps.folder.parse_folder`, traces,
metrics), each parsed once per :class:`Run` and cached; a dump folder's tables
each built when first read. A file that cannot be parsed is left out (a trace or
metrics file recorded when it is read); :meth:`Run.parse_errors` reads everything
the backend's analyses read, every table of each dump folder included, and lists
those files, so the list does not depend on which analysis ran first.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

import pandas as pd

from ..dumps.folder import DumpFolder, parse_folder, parse_folders
from ..dumps.index import read_dump_index
from ..errors import KitError, ParseError
from ..schema import Column, Schema, frame
from . import layout
from .records import RESULTS, WORKER_CONFIG, RunFolderError, Status, check_manifest

PARSE_ERROR_SCHEMA = Schema([
    Column("config", "string", "config name"),
    Column("file", "string", "the file left out (relative to the dump folder for dump files)"),
    Column("kind", "string", "file kind (dump kind, trace, metrics)"),
    Column("error", "string", "path:line: reason"),
])


def _read_json(path: Path, what: str = "") -> Any:
    """The JSON value of a run-folder record, or one :class:`RunFolderError` line (bad JSON, bytes, numbers, nesting)."""
    subject = f"{what} is not" if what else "not"
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise RunFolderError(f"{path}:{e.lineno}: {subject} valid JSON ({e.msg})") from None
    except (OSError, UnicodeDecodeError) as e:
        raise RunFolderError(f"{path}: cannot read {what + ' ' if what else ''}({e})") from None
    except RecursionError:
        raise RunFolderError(f"{path}: {subject} valid JSON (nested too deeply)") from None
    except ValueError as e:  # a number of more than 4,300 digits
        raise RunFolderError(f"{path}: {subject} valid JSON ({e})") from None


def read_manifest(run: str | Path) -> dict[str, Any]:
    """The run's validated ``manifest.json``.

    Returns:
        A dict with ``spec`` (dict, ``{}`` when absent) and ``configs`` (list of
        config entries with ``name`` and ``processes``); undeclared fields pass through.

    Raises:
        RunFolderError: ``run`` is not a folder, has no manifest, or its manifest is
            unreadable, not JSON, not a kit manifest, or has a field of the wrong type
            (one line naming the file and field).
    """
    run = Path(run)
    path = run / layout.MANIFEST
    if not run.is_dir():
        raise RunFolderError(f"{run}: not a run folder (not a directory)")
    if not path.exists():
        raise RunFolderError(f"{path}: no manifest: not a run folder")
    return check_manifest(_read_json(path, "the manifest"), str(path))


def _discovered_configs(root: Path) -> dict[str, dict[str, Any]]:
    """config.json of every ``<run>/<config>/`` (a run folder may lack a manifest: fixtures, copies)."""
    out = {}
    for p in sorted(root.glob(f"*/{layout.CONFIG_JSON}")):
        if p.parent.name.startswith("."):  # a shipped folder being installed (runfolder.write)
            continue
        out[p.parent.name] = WORKER_CONFIG.check(_read_json(p), "", str(p))
    return out


@dataclass
class Run:
    """A run folder: the validated manifest, and the records and parsed files of its configs' processes.

    Attributes:
        path: the run folder.
        manifest: the validated manifest (synthesised from ``*/config.json`` for a folder without one).
        backend: the capture backend (``torch-xla-cpu`` or ``xla-gpu-deviceless``).
    """

    path: Path
    manifest: dict[str, Any]
    backend: str = layout.DEFAULT_BACKEND
    _dumps: dict[tuple[str, int], DumpFolder] = field(default_factory=dict, repr=False)
    _traces: dict[tuple[str, int], pd.DataFrame | None] = field(default_factory=dict, repr=False)
    _metrics: dict[tuple[str, int], pd.DataFrame | None] = field(default_factory=dict, repr=False)
    _compile_traces: dict[tuple[str, int], pd.DataFrame | None] = field(default_factory=dict, repr=False)
    _profiles_ahead: set[str] = field(default_factory=set, repr=False)
    _errors: dict[tuple[str, str], dict[str, str]] = field(default_factory=dict, repr=False)

    # -------------------------------------------------------------- records
    @property
    def spec(self) -> dict[str, Any]:
        return self.manifest.get("spec", {})

    @property
    def configs(self) -> list[dict[str, Any]]:
        """The config entries (CONFIG records), in sweep order."""
        return [self.entry(n) for n in self.config_names]

    @cached_property
    def config_names(self) -> list[str]:
        """Config names in sweep order. A GPU run lists the configs that have a ``config.json`` of its
        backend: the manifest's order, then the others by split count (unsplit first), then name."""
        listed = [c["name"] for c in self.manifest["configs"]]
        if self.backend == layout.DEFAULT_BACKEND:
            return listed
        found = {n: c for n, c in self.worker_configs.items() if c.get("backend") == self.backend}
        rest = sorted(set(found) - set(listed),
                      key=lambda n: (found[n].get("split_count") is not None, found[n].get("split_count") or 0, n))
        return list(dict.fromkeys([*(n for n in listed if n in found), *rest]))

    @property
    def ok_configs(self) -> list[str]:
        return [c["name"] for c in self.configs if self.status(c["name"]) == Status.OK]

    def entry(self, config: str) -> dict[str, Any]:
        """The config's manifest entry (``{"name": config}`` for a config the manifest does not list)."""
        for c in self.manifest["configs"]:
            if c["name"] == config:
                return c
        if config in self.config_names:
            return {"name": config}
        raise KitError(f"{self.path}: no config {config!r} in the manifest")

    def status(self, config: str) -> str:
        """ok / failed / incomplete from the manifest; for a GPU run, ok / error from result.json, or missing."""
        if self.backend == layout.DEFAULT_BACKEND:
            return str(self.entry(config).get("status"))
        res = self.result(config, 0)
        return Status.MISSING if res is None else str(res.get("status", Status.OK))

    def processes(self, config: str) -> list[dict[str, Any]]:
        """The config's PROCESS records: the manifest's, or (when it lists none) the folders found."""
        listed = self.entry(config).get("processes") or []
        if listed:
            return listed
        found = []
        if (self.path / config).is_dir():
            found.append({"process": 0, "dir": config})
        reps = self.path / config / layout.REPLICATES_DIR
        if reps.is_dir():
            found += [{"process": int(p.name), "dir": str(p.relative_to(self.path))}
                      for p in sorted(reps.iterdir(), key=lambda p: (len(p.name), p.name)) if p.name.isdigit()]
        return found

    def process_record(self, config: str, process: int = 0) -> dict[str, Any]:
        """The PROCESS record of ``process`` of the config (``{}`` when it has none)."""
        return next((p for p in self.processes(config) if p.get("process") == process), {})

    def process_dir(self, config: str, process: int = 0) -> Path:
        rec = self.process_record(config, process)
        return self.path / rec["dir"] if "dir" in rec else layout.process_dir(self.path, config, process)

    def dump_dir(self, config: str, process: int = 0) -> Path:
        return self.process_dir(config, process) / layout.DUMP_DIR

    def trace_dir(self, config: str, process: int = 0) -> Path:
        return self.process_dir(config, process) / layout.TRACE_DIR

    @cached_property
    def worker_configs(self) -> dict[str, dict[str, Any]]:
        """config.json of every config folder, by config name."""
        return _discovered_configs(self.path)

    def worker_config(self, config: str) -> dict[str, Any]:
        """The config's ``config.json`` (``{}`` when absent)."""
        return self.worker_configs.get(config, {})

    def result(self, config: str, process: int = 0) -> dict[str, Any] | None:
        """The process's validated ``result.json``, or None when it has none."""
        path = self.process_dir(config, process) / layout.RESULT_JSON
        if not path.is_file():
            return None
        return RESULTS[self.backend].check(_read_json(path), "", str(path))

    def results(self, config: str) -> list[dict[str, Any]]:
        """result.json of every process of the config that has one, in process order."""
        out = (self.result(config, p["process"]) for p in self.processes(config))
        return [r for r in out if r is not None]

    @property
    def capture_dir(self) -> Path | None:
        """Replay runs: the process folder whose graphs were replayed (torch-xla-replay: ``<run>/capture``; hlo-replay
        of a run or config folder: that config folder), or None (a replayed file or dump folder, another backend)."""
        if self.backend == "torch-xla-replay":
            return self.path / layout.CAPTURE_DIR
        where = self.manifest.get("replay", {}).get("capture_dir")
        return Path(where) if where and Path(where).is_dir() else None

    @property
    def capture_cpu(self) -> str | None:
        """The CPU model of the machine that captured the replayed graphs (its run's manifest: the capture's compile
        was for that host's CPU), or None where unknown (no capture beside the replay, no manifest above it)."""
        if self.backend == "torch-xla-replay":
            return (self.manifest.get("machine") or {}).get("cpu_model")
        d = self.capture_dir
        for folder in [d, *d.parents][:4] if d is not None else []:  # <run>/<config>, <run>/replicates/<k>/<config>
            if (folder / layout.MANIFEST).is_file():
                try:
                    m = _read_json(folder / layout.MANIFEST)
                except RunFolderError:
                    return None
                machine = m.get("machine") if isinstance(m, dict) else None
                cpu = machine.get("cpu_model") if isinstance(machine, dict) else None
                return cpu if isinstance(cpu, str) else None
        return None

    def capture_result(self) -> dict[str, Any] | None:
        """The capturing torch_xla process's ``result.json`` (replay runs), or None."""
        d = self.capture_dir
        path = d / layout.RESULT_JSON if d is not None else None
        return RESULTS[layout.DEFAULT_BACKEND].check(_read_json(path), "", str(path)) if path and path.is_file() else None

    def capture_dump(self) -> DumpFolder | None:
        """The capturing process's dump folder (torch_xla's own optimised HLO and code), parsed once; None without one."""
        d = self.capture_dir
        if d is None or not (d / layout.DUMP_DIR).is_dir():
            return None
        key = (layout.CAPTURE_DIR, 0)
        if key not in self._dumps:
            self._dumps[key] = parse_folder(d / layout.DUMP_DIR)
        return self._dumps[key]

    # -------------------------------------------------------------- parsed files (cached, errors kept)
    def _note(self, config: str, file: str, kind: str, error: str) -> None:
        self._errors[(config, file)] = {"config": config, "file": file, "kind": kind, "error": error}

    def dump(self, config: str, process: int = 0) -> DumpFolder:
        """The dump folder of a process, parsed by :func:`~kitlib.dumps.folder.parse_folder` (every kind a folder
        parses, :data:`~kitlib.dumps.formats.FOLDER_KINDS`; the kit's parse cache; each table built when first
        read), once per Run. Its files that fail are recorded by :meth:`parse_errors` (which builds every table)."""
        key = (config, process)
        if key not in self._dumps:
            self._dumps[key] = parse_folder(self.dump_dir(config, process))
        return self._dumps[key]

    def _note_dump_errors(self) -> None:
        """Record the files of every dump folder opened (the capture's aside) that could not be parsed."""
        for (config, _), d in self._dumps.items():
            if config == layout.CAPTURE_DIR:
                continue
            idx = d.index  # every table built
            # XLA:GPU writes an empty .ptx for a split part without kernels: nothing was lost there
            empty_ptx = set(idx.loc[(idx["kind"] == "ptx") & (idx["size_bytes"] == 0), "file"])
            for r in d.errors.itertuples():
                if r.file not in empty_ptx:
                    self._note(config, str(r.file), str(r.kind), str(r.error))

    def trace(self, config: str, process: int) -> pd.DataFrame | None:
        """The process's profiler trace (:func:`~kitlib.timings.trace.read_trace`), once per Run;
        None when it has none or it cannot be read (then recorded)."""
        from ..timings.trace import read_trace

        key = (config, process)
        if key not in self._traces and config not in self._profiles_ahead:
            self._convert_ahead(config)
        if key not in self._traces:
            tdir = self.trace_dir(config, process)
            t = None
            if tdir.is_dir():
                try:
                    if self.backend == layout.PROBE_BACKEND:
                        from ..timings.xplane import executions_as_steps

                        t = executions_as_steps(self._profile(tdir, "kernels"))
                    elif self.backend in layout.IN_PROCESS_BACKENDS:
                        t = self._profile(tdir, "kernels")
                        nums = self.process_record(config, process).get("trace_step_nums")
                        if nums is not None:  # the block's configs share one profile: this config's steps
                            t = t[t["step"].isin(nums)].reset_index(drop=True)
                    else:
                        t = read_trace(tdir)
                except ParseError as e:  # one bad trace leaves the others in the tables
                    self._note(config, e.path, "trace", e.one_line())
            self._traces[key] = t
        return self._traces[key]

    def _convert_ahead(self, config: str) -> None:
        """The profiles of a config's ok processes (xplane backends), converted on every core into the parse cache
        before the first is read (:func:`~kitlib.dumps.folder.parse_folders`): a replay run's config holds every
        block's profile, each a conversion of seconds that holds the GIL."""
        self._profiles_ahead.add(config)
        if self.backend != layout.PROBE_BACKEND and self.backend not in layout.IN_PROCESS_BACKENDS:
            return
        from ..dumps.kinds import Kind

        try:  # only ahead of time: whatever fails here fails again, and is said, when a profile is read
            dirs = [d for pr in self.processes(config) if pr.get("status") == "ok"
                    and (d := self.trace_dir(config, pr["process"])).is_dir()]
            parse_folders(dirs, (Kind.XPLANE,))
        except KitError:
            pass

    def _profile(self, tdir: Path, table: str) -> pd.DataFrame:
        """A table (``kernels``, ``events``) of the newest readable ``.xplane.pb`` below ``tdir``, as
        :func:`~kitlib.timings.xplane.read_xplane` gives it, through the parse cache: a profile is converted by xprof
        once per content, not once per opening (a replay block's one profile stands in every config's ``trace/``).
        A link out of ``tdir`` is never read (a real profile beside it wins).

        Raises:
            ParseError: no profile below ``tdir``, or none that can be read (the newest one's line; xprof missing
                included).
        """
        from ..dumps.kinds import Kind

        d = parse_folder(tdir, kinds=(Kind.XPLANE,))
        names = d.files.loc[d.files["kind"] == Kind.XPLANE].sort_values("mtime_ns", kind="stable")["file"].tolist()
        if not names:
            raise ParseError(tdir, None, "no *.xplane.pb profile below this folder")
        err = d.errors_of([Kind.XPLANE])
        errors = dict(zip(err["file"].tolist(), err["error"].tolist(), strict=True))
        rel = next((n for n in reversed(names) if n not in errors), names[-1])
        if rel in errors:  # the reader's one line, whole
            f, line = os.path.join(tdir, rel), str(errors[rel])
            raise ParseError(f, None, line[len(f"{f}: "):] if line.startswith(f"{f}: ") else line)
        t = d.tables[f"xplane_{table}"]
        t = t[t["file"] == rel].drop(columns=["file", "module_id", "hlo_module"]).reset_index(drop=True)
        return t.rename(columns={"source_hlo_module": "hlo_module"})

    def compile_trace(self, config: str, process: int = 0) -> pd.DataFrame | None:
        """Every event of the process's profiled compile (``compile_trace/``, ``--dump-passes``; the ``events`` of
        :func:`~kitlib.timings.xplane.read_xplane`), once per Run; None when it has none or it cannot be read (then
        recorded)."""
        key = (config, process)
        if key not in self._compile_traces:
            tdir = self.process_dir(config, process) / layout.COMPILE_TRACE_DIR
            events = None
            if tdir.is_dir():
                try:
                    events = self._profile(tdir, "events")
                except ParseError as e:
                    self._note(config, e.path, "compile_trace", e.one_line())
            self._compile_traces[key] = events
        return self._compile_traces[key]

    def metric_samples(self, config: str, process: int) -> pd.DataFrame | None:
        """The process's torch_xla metric samples (``metrics.json``), once per Run; None when unreadable (recorded)."""
        from ..timings.metrics import read_metric_samples

        key = (config, process)
        if key not in self._metrics:
            try:
                self._metrics[key] = read_metric_samples(self.process_dir(config, process))
            except ParseError as e:
                self._note(config, e.path, "metrics", e.one_line())
                self._metrics[key] = None
        return self._metrics[key]

    def debug_options(self, config: str, process: int = 0) -> pd.DataFrame | None:
        """The XLA debug options of the process's first module (``module_*.debug_options``; XLA writes the same
        for every module of a process; the next one when it cannot be read) with a ``module_id`` column, from the
        process's parsed dump (:meth:`dump`: once per Run, a file that fails recorded); None when there is none."""
        t = self.dump(config, process).tables.get("debug_options") if self.dump_dir(config, process).is_dir() else None
        if t is None or t.empty:
            return None
        first = t[t["file"] == min(t["file"])]
        cols = [c for c in t.columns if c not in ("file", "module_id", "hlo_module")]
        return first[cols].assign(module_id=first["module_id"].astype("int64")).reset_index(drop=True)

    @cached_property
    def dump_index(self) -> pd.DataFrame:
        """The dump index of process 0 of every ok config, with a ``config`` column first."""
        parts = []
        for c in self.ok_configs:
            d = self.dump_dir(c)
            if d.is_dir():
                idx = read_dump_index(d)
                idx.insert(0, "config", c)
                parts.append(idx)
        if not parts:
            return pd.DataFrame(columns=["config"])
        return pd.concat(parts, ignore_index=True).astype({"config": "string"})

    def ok_processes(self) -> list[tuple[str, dict[str, Any]]]:
        """(config, PROCESS record) of every process with status ok, in sweep and process order."""
        out = []
        for c in self.configs:
            for p in self.processes(c["name"]):
                if p.get("status", Status.OK if self.backend != layout.DEFAULT_BACKEND else None) == Status.OK:
                    out.append((c["name"], p))
        return out

    def read_all(self) -> None:
        """Parse everything the backend's analyses read (cached: a later analysis reads nothing again)."""
        for c in self.ok_configs:
            if self.dump_dir(c).is_dir():
                self.dump(c)
        if self.backend in (layout.DEFAULT_BACKEND, *layout.IN_PROCESS_BACKENDS):
            procs = self.ok_processes()
            for c, p in procs:
                if self.backend == layout.DEFAULT_BACKEND:
                    self.metric_samples(c, p["process"])
            for c, p in procs:
                self.trace(c, p["process"])
        self._note_dump_errors()

    def parse_errors(self) -> pd.DataFrame:
        """Files of the run that could not be parsed and were left out, after :meth:`read_all`."""
        self.read_all()
        return frame(list(self._errors.values()), PARSE_ERROR_SCHEMA)


def _backend(root: Path, manifest: dict[str, Any]) -> str:
    backend = manifest.get("spec", {}).get("backend")
    if backend in layout.BACKENDS:
        return str(backend)
    for p in root.glob(f"*/{layout.CONFIG_JSON}"):
        data = _read_json(p) if p.is_file() else None
        b = data.get("backend") if isinstance(data, dict) else None
        if b in layout.BACKENDS:
            return str(b)
    return layout.DEFAULT_BACKEND


def open_run(path: str | Path) -> Run:
    """Open a run folder of any backend.

    A folder without ``manifest.json`` but with ``<config>/config.json`` files
    (a copy, a test fixture) opens too, its configs found on disk.

    Returns:
        A :class:`Run`; tables are read on demand by :mod:`kitlib.analysis`.

    Raises:
        RunFolderError: not a folder; no manifest and no config folder; a manifest,
            config.json or result.json that is not JSON or has a field of the wrong type.
    """
    root = Path(path)
    if root.is_dir() and not (root / layout.MANIFEST).exists() and any(root.glob(f"*/{layout.CONFIG_JSON}")):
        manifest: dict[str, Any] = {"spec": {}, "configs": []}
    else:
        manifest = read_manifest(root)
    backend = _backend(root, manifest)
    if backend != layout.DEFAULT_BACKEND and not any(
            c.get("backend") == backend for c in _discovered_configs(root).values()):
        raise RunFolderError(f"{root}: no {backend} config (no */config.json with that backend)")
    return Run(root, manifest, backend)


def as_run(run: Run | str | Path, backend: str | None = None) -> Run:
    """``run`` itself, or the run folder at that path opened; with ``backend``, a run of that backend.

    Raises:
        RunFolderError: see :func:`open_run`; or the run is of another backend.
    """
    r = run if isinstance(run, Run) else open_run(run)
    if backend is not None and r.backend != backend:
        raise RunFolderError(f"{r.path}: no {backend} config (a {r.backend} run)")
    return r
