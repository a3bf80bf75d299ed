"""The run folder's records declared as data: manifest, config entry, process, each backend's result.

A record is a tuple of :class:`Field` (name, type, meaning, required); reading
validates a JSON object against it and raises :class:`RunFolderError` with one
line naming the file and the field (``manifest.json: configs[1].processes[0].
step_times_s: expected a list of numbers, got 'x'``). Fields a record does not
declare pass through untouched, so a newer kit's fields survive an older
reader. Adding an optional field is one line in its record.

Types: ``str``, ``int``, ``number`` (int or float), ``bool``, ``list``,
``dict``, ``list[number]``, ``list[int]``, ``str|list``, ``any``; a trailing
``?`` allows ``null``.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import PurePosixPath
from typing import Any

from ..errors import CaptureError
from . import layout

#: Version of the manifest layout this kit writes. Manifests without the field
#: (written before it existed) are version 1 and read the same way.
MANIFEST_VERSION = 2


class Status(StrEnum):
    """How a config, a process or a config's compile in a block ended (a ``str``: written and compared as its value)."""

    OK = "ok"
    #: a config or process that failed (torch-xla-cpu, the sweep's records)
    FAILED = "failed"
    #: a config with processes still to run
    INCOMPLETE = "incomplete"
    #: a config's own result.json says it failed (xla-gpu-deviceless, a config of a block)
    ERROR = "error"
    #: no result.json (a GPU config the sweep has not reached)
    MISSING = "missing"


class RunFolderError(CaptureError):
    """A run folder, or one of its records, is missing or malformed (one line naming the file and field)."""


@dataclass(frozen=True)
class Field:
    name: str
    type: str
    meaning: str
    required: bool = False


class Record(tuple):
    """An ordered collection of :class:`Field`: the declared shape of one JSON object."""

    name: str

    def __new__(cls, name: str, fields: tuple[Field, ...]) -> Record:
        self = super().__new__(cls, fields)
        self.name = name
        return self

    def field(self, name: str) -> Field | None:
        return next((f for f in self if f.name == name), None)

    def doc(self) -> str:
        return "\n".join(f"{f.name} ({f.type}{', required' if f.required else ''}): {f.meaning}" for f in self)

    def check(self, data: Any, where: str, path: str) -> dict[str, Any]:
        """``data`` if it is an object matching the record, else :class:`RunFolderError` (one line)."""
        if not isinstance(data, Mapping):
            raise RunFolderError(f"{path}: {where or self.name}: expected an object, got {_show(data)}")
        for f in self:
            prefix = f"{where}." if where else ""
            if f.name not in data:
                if f.required:
                    raise RunFolderError(f"{path}: {prefix}{f.name}: missing (required in a {self.name})")
                continue
            if not _is(data[f.name], f.type):
                raise RunFolderError(f"{path}: {prefix}{f.name}: expected {_TYPE_WORDS.get(f.type.rstrip('?'), f.type)}"
                                     f"{' or null' if f.type.endswith('?') else ''}, got {_show(data[f.name])}")
        return dict(data)


_TYPE_WORDS = {"str": "a string", "int": "an integer", "number": "a number", "bool": "true or false", "list": "a list",
               "dict": "an object", "list[number]": "a list of numbers", "list[int]": "a list of integers",
               "str|list": "a string or a list", "any": "anything",
               "relpath": "a relative path inside the run folder", "name": "a folder name (no /, not . or ..)"}


def _is(value: Any, type_: str) -> bool:
    if type_.endswith("?"):
        if value is None:
            return True
        type_ = type_[:-1]
    return {
        "any": True,
        "str": isinstance(value, str),
        "int": _is_int(value),
        "number": _is_number(value),
        "bool": isinstance(value, bool),
        "list": isinstance(value, list),
        "dict": isinstance(value, Mapping),
        "list[number]": isinstance(value, list) and all(_is_number(v) for v in value),
        "list[int]": isinstance(value, list) and all(_is_int(v) for v in value),
        "list[str]": isinstance(value, list) and all(isinstance(v, str) for v in value),
        "str|list": isinstance(value, str | list),
        "name": isinstance(value, str) and value not in ("", ".", "..") and "/" not in value and "\0" not in value,
        "relpath": isinstance(value, str) and bool(value) and not PurePosixPath(value).is_absolute() and "\0" not in value
                   and ".." not in PurePosixPath(value).parts,
    }[type_]


def _is_int(value: Any) -> bool:
    """An integer that fits the int64 columns it is read into."""
    return isinstance(value, int) and not isinstance(value, bool) and -(2**63) <= value < 2**63


def _is_number(value: Any) -> bool:
    return _is_int(value) or isinstance(value, float)


def _show(value: Any) -> str:
    text = repr(value)
    return f"{type(value).__name__} {text[:60]}"


PROCESS = Record("process", (
    Field("process", "int", "process number: 0, then 1.. with --repeats (the unit of replication)", required=True),
    Field("dir", "relpath", "its folder, relative to the run folder (no .. part: a manifest never leads out)", required=True),
    Field("started_at", "str", "UTC start time, ISO 8601"),
    Field("returncode", "int?", "exit status of the worker (negative: killed by that signal)"),
    Field("wall_s", "number", "wall time of the process, s"),
    Field("status", "str", "ok or failed"),
    Field("reason", "str?", "why it failed (null when ok)"),
    Field("compile_time_s", "number?", "compile time the worker measured, s"),
    Field("first_step_s", "number?", "wall time of the first (compiling) step, s (torch-xla-cpu)"),
    Field("step_times_s", "list[number]?", "wall time of each timed step, s (torch-xla-cpu)"),
    Field("versions", "dict", "package versions of the worker"),
    Field("stderr_tail", "str?", "last lines of stderr.txt (failed processes)"),
    Field("pid", "int?", "pid of the OS process (jax-cpu / jax-gpu: shared by the configs of one block)"),
    Field("block", "str?", "jax-cpu / jax-gpu: the block folder (blocks/<k>) with the shared process's stdout and stderr; "
          "probe: the bisect block (b<k>) whose runs ran back to back in a random order"),
    Field("trace_step_nums", "list[int]?", "jax-cpu / jax-gpu: step_num of this config's runs in the block's shared profile "
          "(trace/ links it; null or absent: every step of trace/ is this config's)"),
    Field("compile_times_s", "list[number]?", "in-process backends: this config's compiles after the first, each in a "
          "fresh random order of the configs (compile_time_s is their median)"),
    Field("compile_cpu_times_s", "list[number]?", "in-process backends: CPU time of the process's threads over each of "
          "those compiles (the work of every compiling thread), s"),
    Field("executor", "str", "where it was run from: local or ray"),
    Field("node", "str?", "the node it ran on: Ray's node id (ray executor), local:<hostname> (local)"),
    Field("hostname", "str?", "host name of that node"),
    Field("cpu_model", "str?", "CPU model of that node"),
    Field("gpu", "str?", "the node's first GPU (nvidia-smi), null when none"),
    Field("cpus", "list[int]?", "the CPUs the executor gave the process on that node (a config's own cpus narrow them)"),
    Field("attempts", "int", "times it was started (a Ray task lost with its node is retried once)"),
))

CONFIG = Record("config entry", (
    Field("name", "name", "config name (its folder name: one path component, never . or ..)", required=True),
    Field("status", "str", "ok, failed or incomplete (processes still to run)"),
    Field("reason", "str?", "why it failed (null when ok)"),
    Field("fingerprint", "str", "hash of workload + config: a resumed sweep keeps configs whose fingerprint matches"),
    Field("xla_flags", "str", "the config's own XLA flags"),
    Field("split_count", "int?", "split count of the config (null: flags set by hand, or none)"),
    Field("env", "dict", "extra environment of the config's processes"),
    Field("cpus", "list[int]?", "CPU affinity of the processes (null: all)"),
    Field("compile_time_s", "number?", "process 0's compile time, s"),
    Field("first_step_s", "number?", "process 0's first step, s"),
    Field("step_times_s", "list[number]?", "process 0's timed steps, s"),
    Field("stderr_tail", "str?", "stderr tail of the first failed process"),
    Field("processes", "list", "the config's processes (PROCESS records)"),
))

#: the sweep spec as the manifest records it (kitlib.capture.spec.Spec); the fields readers use are typed
SPEC = Record("spec", (
    Field("model", "str", "model name"),
    Field("mode", "str", "infer or train"),
    Field("steps", "int", "timed steps"),
    Field("warmup", "int", "warm-up steps"),
    Field("trace_steps", "int", "profiled steps"),
    Field("batch_size", "int", "batch size"),
    Field("seq_len", "int", "tokens per sequence"),
    Field("seed", "int", "random seed"),
    Field("repeats", "int", "processes per config"),
    Field("timeout_s", "number", "time limit per process, s"),
    Field("backend", "str", "capture backend"),
    Field("gpu_target", "str", "GPU target (xla-gpu-deviceless)"),
    Field("xla_flags", "str", "XLA flags of every config"),
    Field("dump_passes", "bool", "--dump-passes: per-pass HLO dumps and metadata, and a profiled compile, for every config"),
    Field("configs", "list", "the configs as the spec gave them"),
))

MANIFEST = Record("manifest", (
    Field("manifest_version", "int", f"layout version (absent: 1; this kit writes {MANIFEST_VERSION})"),
    Field("kit", "dict", "the kit that wrote it: {version}"),
    Field("spec", "dict", "the sweep spec (workload, backend, configs)"),
    Field("versions", "dict", "package versions of the workers"),
    Field("machine", "dict", "CPU model, cores, affinity, memory, OS, hostname of the driver"),
    Field("started_at", "str?", "UTC start, ISO 8601"),
    Field("resumed_at", "str?", "UTC time of the last resume"),
    Field("ended_at", "str?", "UTC end (null while running or after a kill)"),
    Field("configs", "list", "one CONFIG record per config, in sweep order", required=True),
    Field("replay", "dict", "replay backends: source, source_kind, capture_dir, modules_from, modules (hlo_module, path, "
          "format, calls_per_step, index_bounds), checksum, captured_by (versions of the capturing process), captured_xla "
          "(its torch_xla and the jax/jaxlib pins it names, pins_from), xla (choice, pins, label, why: the XLA that compiles "
          "the replay, kitlib.capture.xla)"),
    Field("capture", "dict", "torch-xla-replay: the torch_xla process (a PROCESS record, folder capture/) whose graphs are replayed"),
))

#: result.json of a torch-xla-cpu process (kitlib.capture.worker)
CPU_RESULT = Record("torch-xla-cpu result", (
    Field("versions", "dict", "python, torch, torch_xla, transformers"),
    Field("first_step_s", "number", "first (compiling) step, s"),
    Field("warmup_times_s", "list[number]", "warm-up steps, s"),
    Field("step_times_s", "list[number]", "timed steps, s"),
    Field("compile_time_s", "number", "torch_xla CompileTime, all graphs added up, s"),
    Field("trace_steps", "int", "profiled steps"),
    Field("affinity", "list[int]", "the CPUs the process ran on"),
))

#: result.json of an xla-gpu-deviceless process (kitlib.capture.gpu_worker)
GPU_RESULT = Record("xla-gpu-deviceless result", (
    Field("status", "str", "ok or error"),
    Field("error", "str", "one line, on error"),
    Field("name", "str", "config name"),
    Field("backend", "str", "xla-gpu-deviceless"),
    Field("compile_time_s", "number?", "wall time of the XLA compile alone, s"),
    Field("parse_time_s", "number", "StableHLO parse time, s"),
    Field("traced_compile_time_s", "number", "--dump-passes: wall time of the compile profiled into compile_trace/ (no dumps), s"),
    Field("export_time_s", "number", "torch.export time, s (0 when cached)"),
    Field("export_cached", "bool", "the export came from the run's cache"),
    Field("export", "str", "export path"),
    Field("versions", "dict", "jax, jaxlib, torch, ... versions"),
    Field("gpu_target", "str", "GPU target (h100, a100 or a file)"),
    Field("module_name", "str|list", "GPU module(s) in the dump"),
    Field("model", "str", "model compiled"),
    Field("mode", "str", "infer or train"),
    Field("shapes", "dict", "inputs and output: [[dims], dtype]"),
    Field("split_count", "int?", "compile parallelism N (null: no split flags)"),
    Field("xla_flags", "str", "the process's XLA_FLAGS"),
    Field("dump_dir", "str?", "the dump folder"),
    Field("worker_wall_s", "number", "wall time of the worker, s"),
    Field("replay", "dict", "kit replay SOURCE --gpu-target: the source and the modules compiled (hlo_module, result)"),
))

#: result.json of a jax-cpu / jax-gpu / hlo-replay / torch-xla-replay config (kitlib.capture.jax_worker): one of the configs of a block process
JAX_RESULT = Record("jax result", (
    Field("status", "str", "ok or error", required=True),
    Field("error", "str", "one line, on error (XLA's message: names a rejected option)"),
    Field("name", "str", "config name"),
    Field("backend", "str", "jax-cpu or jax-gpu"),
    Field("pid", "int", "pid of the block process: configs measured in one process share it", required=True),
    Field("process", "int", "process (block) number"),
    Field("platform", "str", "JAX platform compiled for (cpu, gpu)"),
    Field("options", "dict", "the compile's XLA options in effect (name -> value), dump folder included"),
    Field("compile_time_s", "number", "wall time of this config's compile alone, s (with compile_times_s: their median)"),
    Field("dump_compile_time_s", "number", "the first compile, the one that wrote dump/, s"),
    Field("compile_times_s", "list[number]", "the compiles after the first (no dump), one per round in a fresh random order, s"),
    Field("compile_cpu_times_s", "list[number]", "CPU time of the process's threads over each of compile_times_s' "
          "compiles (the work of every compiling thread), s"),
    Field("compile_cpu_time_s", "number", "their median, s"),
    Field("compile_order", "list[int]", "position of this config in each compile round's order (0 = first)"),
    Field("traced_compile_time_s", "number", "--dump-passes: wall time of the compile profiled into compile_trace/ (no dumps), s"),
    Field("first_step_s", "number", "first run after the compile, s"),
    Field("warmup_times_s", "list[number]", "warm-up runs, s"),
    Field("step_times_s", "list[number]", "timed runs, one per round, s"),
    Field("round_position", "list[int]", "position of this config in each round's random order (0 = first)"),
    Field("trace_steps", "int", "profiled steps (trace/ holds the .xplane.pb)"),
    Field("trace_step_nums", "list[int]", "step_num of this config's runs in the block's shared profile"),
    Field("versions", "dict", "jax, jaxlib, torch, torch_xla, transformers versions"),
    Field("export", "str", "export path"),
    Field("export_cached", "bool", "the export came from the run's cache"),
    Field("export_time_s", "number", "export time, s"),
    Field("shapes", "dict", "inputs and output: [[dims], dtype]"),
    Field("replay", "dict", "replay backends: the source, the modules replayed (file, format, calls_per_step, result, "
          "each parameter's shape, dtype and values fed) and both XLAs (replayed_by, captured_by)"),
))

#: config.json: what the worker was asked to do (workload + config; backend-specific keys pass through)
WORKER_CONFIG = Record("worker config", (
    Field("name", "str", "config name (the folder's name is authoritative)"),
    Field("backend", "str", "capture backend"),
    Field("model", "str", "model"),
    Field("mode", "str", "infer or train"),
    Field("batch_size", "int", "batch size"),
    Field("seq_len", "int", "tokens per sequence"),
    Field("split_count", "int?", "split count"),
    Field("xla_flags", "str", "the full XLA_FLAGS of the process"),
))

#: result.json of a probe run (kitlib.capture.probe, written by kit bisect from the probe's probe.json): one run of a
#: user's program in one build's environment
PROBE_RESULT = Record("probe result", (
    Field("status", "str", "ok or error", required=True),
    Field("error", "str?", "one line, on error (the program's exception, or why the run gave no throughput)"),
    Field("build", "str", "the build's label"),
    Field("pins", "list[str]", "the build's pip requirements"),
    Field("program", "str", "the user's program"),
    Field("argv", "list[str]", "its arguments"),
    Field("setting", "dict", "environment variables the run changed (the upgrade explainer's variants; {} for the build as it is)"),
    Field("xla_flags", "str", "XLA_FLAGS of the program, the probe's own included"),
    Field("versions", "dict", "python, jax, jaxlib, numpy, torch, torch_xla versions of the build's environment"),
    Field("dump", "bool", "dump/ holds XLA's dumps"),
    Field("passes", "bool", "dump/ holds the module after every HLO pass"),
    Field("profile", "bool", "trace/ holds a profile with per-kernel events"),
    Field("wall_s", "number", "wall time of the program, s"),
    Field("throughput", "number?", "the program's throughput=, else executions per second of its heaviest module"),
    Field("throughput_from", "str?", "program or trace"),
    Field("compile_time_s", "number?", "the compile_time_s= the program printed, s"),
    Field("jax_config", "dict", "jax's config values in the program's process"),
    Field("block", "str", "the block of the bisect the run belonged to (runs of one block ran back to back in a random order)"),
    Field("position", "int", "its place in the block's order (0 = first)"),
))

#: each backend's result.json record, by the kind it writes (:attr:`kitlib.runfolder.layout.BackendFacts.result`)
RESULTS: dict[str, Record] = {str(b): {"probe": PROBE_RESULT, "torch-xla": CPU_RESULT, "deviceless": GPU_RESULT,
                                        "jax": JAX_RESULT}[f.result] for b, f in layout.BACKEND_FACTS.items()}


def check_manifest(data: Any, path: str) -> dict[str, Any]:
    """A manifest validated down to its processes (one :class:`RunFolderError` line on the first bad field)."""
    if not isinstance(data, Mapping) or not isinstance(data.get("configs"), list) or (
            "spec" in data and not isinstance(data["spec"], Mapping)) or not all(
            isinstance(c, Mapping) and "name" in c for c in data["configs"]):
        raise RunFolderError(f"{path}: not a kit manifest (needs a 'configs' list of named configs and a 'spec' object)")
    m = MANIFEST.check(data, "", path)
    m["spec"] = SPEC.check(m.get("spec", {}), "spec", path)
    m["configs"] = [CONFIG.check(c, f"configs[{i}]", path) for i, c in enumerate(m["configs"])]
    for i, c in enumerate(m["configs"]):
        c["processes"] = [PROCESS.check(p, f"configs[{i}].processes[{j}]", path) for j, p in enumerate(c.get("processes", []))]
    return m
