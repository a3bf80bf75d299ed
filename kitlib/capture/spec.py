"""What a sweep runs: the workload, the backend and the named configurations.

A spec comes from command-line defaults or a TOML file::

    model = "bert-base"          # or "bert-tiny"
    mode = "infer"               # or "train"
    steps = 20
    xla_flags = "--xla_cpu_enable_fast_math=false"   # added to every config

    [[configs]]
    name = "one-core"
    xla_flags = "--xla_cpu_parallel_codegen_split_count=1"
    cpus = [0]                   # CPU affinity: sizes XLA:CPU's compile thread pool
    env = { XLA_IR_DEBUG = "1" }
"""
from __future__ import annotations

import hashlib
import json
import re
import tomllib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from ..errors import CaptureError
from ..runfolder import layout
from ..runfolder.layout import REPLAY_BACKENDS, Backend
from .models import MODES, resolve_model


@dataclass(frozen=True)
class BackendSpec:
    """How one capture backend turns a config into a process."""

    name: str
    worker: str  # module run as ``python -m <worker> config.json``
    default_split_counts: tuple[int, ...]
    split_flags: Callable[[int], str]
    base_flags: str
    base_env: dict[str, str]

    @property
    def in_process(self) -> bool:
        """Every config compiled and timed in one process per repeat (:data:`kitlib.runfolder.layout.BACKEND_FACTS`)."""
        return layout.facts(self.name).in_process


def _gpu_split_flags(n: int) -> str:
    return f"--xla_gpu_enable_llvm_module_compilation_parallelism=true --xla_gpu_force_compilation_parallelism={n}"


def _in_process(name: Backend, counts: tuple[int, ...]) -> BackendSpec:
    """An in-process backend of its platform (cpu: XLA:CPU's split count; gpu: XLA:GPU's compile parallelism)."""
    if layout.facts(name).platform == "cpu":
        return BackendSpec(name, "kitlib.capture.jax_worker", counts, lambda n: f"--xla_cpu_parallel_codegen_split_count={n}",
                           "--xla_cpu_enable_xprof_traceme=true --xla_dump_hlo_as_text", {"JAX_PLATFORMS": "cpu", "PJRT_DEVICE": "CPU"})
    return BackendSpec(name, "kitlib.capture.jax_worker", counts, _gpu_split_flags, "--xla_dump_hlo_as_text", {"PJRT_DEVICE": "CPU"})


BACKEND_SPECS: dict[str, BackendSpec] = {
    Backend.TORCH_XLA_CPU: BackendSpec(
        Backend.TORCH_XLA_CPU,
        "kitlib.capture.worker",
        (1, 8, 32),
        lambda n: f"--xla_cpu_parallel_codegen_split_count={n}",
        "--xla_cpu_enable_xprof_traceme=true",
        {"PJRT_DEVICE": "CPU"},
    ),
    Backend.XLA_GPU_DEVICELESS: BackendSpec(
        Backend.XLA_GPU_DEVICELESS,
        "kitlib.capture.gpu_worker",
        (1, 2, 4, 8, 16),
        _gpu_split_flags,
        "",
        {"JAX_PLATFORMS": "cpu"},
    ),
    # in-process backends: base_flags and config flags are per-compile options (kitlib/capture/jax_worker.py);
    # the sweep's own xla_flags stay process-wide (XLA_FLAGS), where PROCESS_OPTIONS must go.
    # jax-*: the exported model; replay backends: the HLO modules a client compiled (kitlib/capture/replay.py),
    # compiled again by jaxlib under every config; torch-xla-replay first captures them with torch_xla
    **{name: _in_process(name, counts) for name, counts in (
        (Backend.JAX_CPU, (1, 8)), (Backend.JAX_GPU, (1, 4)), (Backend.HLO_REPLAY, (1, 8, 32)),
        (Backend.HLO_REPLAY_GPU, (1, 4)), (Backend.TORCH_XLA_REPLAY, (1, 8, 32)))},
}

#: compiles per config and block after the first (dumping) one, by backend: compile time compared paired
DEFAULT_COMPILE_REPEATS: dict[str, int] = dict.fromkeys(REPLAY_BACKENDS, 2)
#: backends that take a replay source (kit replay SOURCE): timed in blocks, or compiled deviceless for XLA:GPU
SOURCE_BACKENDS = (Backend.HLO_REPLAY, Backend.HLO_REPLAY_GPU, Backend.XLA_GPU_DEVICELESS)

#: XLA options an in-process backend keeps process-wide (the sweep's xla_flags), never per config:
#: they become LLVM command-line options (cl::opt), global to the process (see docs/designs.md)
PROCESS_OPTIONS = ("xla_backend_extra_options",)

#: what ``--dump-passes`` adds to every config: the module after every pass that changed it, and XLA's per-pass
#: metadata where it writes one (XLA:GPU); read by kitlib.dumps.hlo_passes / module_metadata, kit passes
PASS_DUMP_FLAGS = "--xla_dump_hlo_pass_re=.* --xla_dump_module_metadata=true"

#: GPU target configs shipped with the kit (kitlib/capture/gpu_targets/<name>.txtpb)
GPU_TARGETS = ("h100", "a100")

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.\-]*$")
#: names a config folder cannot take: the run folder's own files and folders
RESERVED_NAMES = frozenset({"manifest.json", "report.ipynb", "report.html", ".report.executing.ipynb", layout.BLOCKS_DIR, layout.CAPTURE_DIR})
#: most configs in one sweep (each is a process of minutes)
MAX_CONFIGS = 1000

#: top-level numeric fields: (type, lowest, highest); bool is never a number here
_NUMBERS: dict[str, tuple[type, float, float]] = {
    "steps": (int, 1, 10**6), "warmup": (int, 0, 10**6), "trace_steps": (int, 0, 10**6),
    "batch_size": (int, 1, 2**16), "seq_len": (int, 1, 2**16), "seed": (int, 0, 2**63 - 1),
    "repeats": (int, 1, 1000), "timeout_s": (float, 1e-3, 7 * 86400.0), "compile_repeats": (int, -1, 1000),
}
_STRINGS = ("model", "mode", "backend", "gpu_target", "xla_flags", "source", "module", "xla")


def _check_unique(where: str, names: list[str]) -> None:
    """CaptureError naming the repeated config names (one bounded line)."""
    seen: set[str] = set()
    dups = sorted({n for n in names if n in seen or seen.add(n)})  # type: ignore[func-returns-value]
    if dups:
        raise CaptureError(f"{where}config names must be unique; repeated: {_short(dups)}")


def _short(v: Any) -> str:
    r = repr(v)
    return r if len(r) <= 60 else r[:57] + "..."


def _check_number(key: str, v: Any) -> None:
    kind, lo, hi = _NUMBERS[key]
    ok_type = isinstance(v, int | float) if kind is float else isinstance(v, int)
    if isinstance(v, bool) or not ok_type:
        raise CaptureError(f"{key} must be {'a number' if kind is float else 'an integer'}, got {_short(v)}")
    if not lo <= v <= hi:
        raise CaptureError(f"{key} must be between {lo:g} and {hi:g}, got {_short(v)}")


def _allowed_cpus() -> set[int]:
    import os

    return set(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else set(range(os.cpu_count() or 1))


@dataclass(frozen=True)
class ConfigSpec:
    """One named configuration: its own XLA_FLAGS, environment and CPU affinity."""

    name: str
    xla_flags: str = ""
    env: dict[str, str] = field(default_factory=dict)
    cpus: tuple[int, ...] | None = None
    split_count: int | None = None
    compile_threads: int | None = None  # compile pool size (kitlib/capture/threads.py)
    #: replay backends: the XLA build this config compiles with, as pip requirements (``("jax==0.7.1",
    #: "jaxlib==0.7.1")``: its block process runs in that build's environment, kitlib.capture.envs), and the
    #: build's label (configs of different builds never share a process); () the sweep's ``xla``
    xla: tuple[str, ...] = ()
    build: str = ""

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["cpus"] = list(self.cpus) if self.cpus is not None else None
        for k in ("xla", "build"):  # only when set: a config of an older run keeps its fingerprint
            if not d[k]:
                d.pop(k)
            elif k == "xla":
                d[k] = list(d[k])
        return d


@dataclass(frozen=True)
class SweepSpec:
    """A whole sweep. ``configs`` are run one process each, in order."""

    model: str = "bert-base"
    mode: str = "infer"
    steps: int = 20
    warmup: int = 3
    trace_steps: int = 3
    batch_size: int = 8
    seq_len: int = 128
    seed: int = 0
    repeats: int = 1
    timeout_s: float = 1800.0
    backend: str = "torch-xla-cpu"
    gpu_target: str = "h100"
    xla_flags: str = ""
    quiet_wait_s: float = 0.0  # wait up to this long for a quiet machine before each process (capture/noise.py)
    #: hlo-replay: the HLO module file, dump folder, config or run folder replayed (kitlib/capture/replay.py)
    source: str = ""
    #: replay backends: only this HLO module of the source ("" = every module that ran)
    module: str = ""
    #: in-process backends: compiles per config and block after the first one (-1: the backend's default)
    compile_repeats: int = -1
    #: per-pass HLO dumps and metadata for every config (PASS_DUMP_FLAGS); in-process backends and xla-gpu-deviceless
    #: also profile one more compile per config, without dumps (<config>/compile_trace): kit passes, compile phases
    dump_passes: bool = False
    #: replay backends: the XLA that compiles the graphs (kitlib/capture/xla.py): ``matched`` (the jaxlib the
    #: capturing torch_xla ships; the kit's own where no torch_xla capture stands behind the source), ``current``
    #: (the kit's environment's jaxlib) or ``jaxlib==X``; a config's own ``xla`` pins win
    xla: str = "matched"
    configs: tuple[ConfigSpec, ...] = ()

    def __post_init__(self) -> None:  # noqa: C901 - one check per field, in field order
        for key in _STRINGS:
            if not isinstance(getattr(self, key), str):
                raise CaptureError(f"{key} must be a string, got {_short(getattr(self, key))}")
        for key in _NUMBERS:
            _check_number(key, getattr(self, key))
        if not isinstance(self.dump_passes, bool):
            raise CaptureError(f"dump_passes must be true or false, got {_short(self.dump_passes)}")
        if not isinstance(self.configs, tuple) or not all(isinstance(c, ConfigSpec) for c in self.configs):
            raise CaptureError("configs must be a list of tables with a name")
        if len(self.configs) > MAX_CONFIGS:
            raise CaptureError(f"{len(self.configs)} configs: at most {MAX_CONFIGS} in one sweep")
        allowed = _allowed_cpus()
        for c in self.configs:
            if c.cpus is not None:
                bad = [x for x in c.cpus if x not in allowed]
                if not c.cpus or bad:
                    raise CaptureError(f"config {c.name!r}: cpus {_short(list(c.cpus))}: each must be one of the "
                                       f"CPUs this process may use {sorted(allowed)}")
            if c.split_count is not None and not 1 <= c.split_count <= 4096:
                raise CaptureError(f"config {c.name!r}: split_count must be between 1 and 4096, got {c.split_count}")
        if not self.source:  # a replay's model is only the name of what it replays
            object.__setattr__(self, "model", resolve_model(self.model))  # user file:fn made absolute
        if self.mode not in MODES:
            raise CaptureError(f"unknown mode {self.mode!r}; choose one of {MODES}")
        if self.backend not in BACKEND_SPECS:
            raise CaptureError(f"unknown backend {self.backend!r}; choose one of {sorted(BACKEND_SPECS)}")
        if self.steps < 1 or self.repeats < 1 or self.warmup < 0 or self.trace_steps < 0:
            raise CaptureError("steps and repeats must be >= 1, warmup and trace_steps >= 0")
        if self.backend == "xla-gpu-deviceless":
            if self.mode != "infer":
                raise CaptureError("the xla-gpu-deviceless backend compiles the inference graph only (--mode infer)")
            if self.gpu_target not in GPU_TARGETS:
                target = Path(self.gpu_target).expanduser()
                if not target.is_file():
                    raise CaptureError(f"--gpu-target {self.gpu_target!r}: neither {' nor '.join(GPU_TARGETS)} nor a file")
                # the worker runs in the config folder: keep the path valid there
                object.__setattr__(self, "gpu_target", str(target.resolve()))
        from .xla import choose

        choose(self.xla, None)  # a value that is none of matched, current, jaxlib==X: CaptureError
        if self.compile_repeats < 0:
            object.__setattr__(self, "compile_repeats", DEFAULT_COMPILE_REPEATS.get(self.backend, 0))
        if self.backend in ("hlo-replay", "hlo-replay-gpu") and not self.source:
            raise CaptureError(f"the {self.backend} backend needs a source (kit replay SOURCE): an HLO file, dump, config or run folder")
        if self.source:
            if self.backend not in SOURCE_BACKENDS:
                raise CaptureError(f"a source is replayed by {', '.join(SOURCE_BACKENDS)}, not {self.backend}")
            object.__setattr__(self, "source", str(Path(self.source).expanduser().resolve()))
        if self.backend in REPLAY_BACKENDS:
            for c in self.configs:
                if c.compile_threads is not None:
                    raise CaptureError(f"config {c.name!r}: compile_threads is not a knob of {self.backend}; "
                                       "give the config cpus (XLA:CPU sizes its compile pool from them): one process per value")
        elif BACKEND_SPECS[self.backend].in_process:
            if self.mode != "infer":
                raise CaptureError(f"the {self.backend} backend runs the exported inference graph only (--mode infer)")
            for c in self.configs:
                fixed = [o for o in PROCESS_OPTIONS if f"--{o}=" in c.xla_flags or c.xla_flags.endswith(f"--{o}")]
                if fixed or c.env or c.cpus is not None or c.compile_threads is not None:
                    what = f"option {fixed[0]}" if fixed else "env, cpus or compile_threads"
                    raise CaptureError(f"config {c.name!r}: {what} is process-wide in the {self.backend} backend (one process "
                                       "holds every config): set it for the whole sweep (xla_flags), or use torch-xla-cpu")
        names = [c.name for c in self.configs]
        if not names:
            raise CaptureError("a sweep needs at least one config")
        _check_unique("", names)
        for n in names:
            if not _NAME.match(n) or len(n) > 200:
                raise CaptureError(f"config name {_short(n)} must be a plain folder name (letters, digits, . _ -)")
            if n in RESERVED_NAMES:
                raise CaptureError(f"config name {n!r} is taken by the run folder itself; choose another")

    def to_dict(self) -> dict[str, Any]:
        d = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "configs"}
        d["configs"] = [c.to_dict() for c in self.configs]
        return d

    def workload_dict(self) -> dict[str, Any]:
        """The fields that change what a config's process measures (for resume checks)."""
        keys: tuple[str, ...] = ("model", "mode", "steps", "warmup", "trace_steps", "batch_size", "seq_len", "seed", "backend",
                                 "gpu_target", "xla_flags")
        if self.backend in REPLAY_BACKENDS or self.source:
            keys += ("source", "module", "compile_repeats", "xla")
        if self.dump_passes:  # only when on: a run captured before the option resumes as it was
            keys += ("dump_passes",)
        return {k: getattr(self, k) for k in keys}

    def fingerprint(self, config: ConfigSpec) -> str:
        """A hash of the workload and one config: a finished config with the same one is not re-run."""
        blob = json.dumps({"workload": self.workload_dict(), "config": config.to_dict()}, sort_keys=True)
        return hashlib.sha256(blob.encode()).hexdigest()[:16]


def split_count_configs(counts: list[int] | tuple[int, ...], backend: str = "torch-xla-cpu") -> tuple[ConfigSpec, ...]:
    """One config per split count, named ``split-<n>``, with the backend's split flags.

    Returns:
        A tuple of :class:`ConfigSpec` in the order of ``counts``.

    Raises:
        KeyError: an unknown backend name.
    """
    b = BACKEND_SPECS[backend]
    return tuple(ConfigSpec(f"split-{n}", b.split_flags(n), split_count=n) for n in counts)


def parse_counts(text: str, option: str = "--split-counts") -> list[int]:
    """``"1,8,32"`` -> ``[1, 8, 32]`` (the value of ``option``: --split-counts, --compile-threads);
    raises CaptureError naming the option on anything else."""
    try:
        counts = [int(x) for x in text.replace(" ", "").split(",") if x]
    except ValueError:
        raise CaptureError(f"{option} wants integers separated by commas, got {text!r}") from None
    if not counts or any(c < 1 for c in counts):
        raise CaptureError(f"{option} wants positive integers, got {text!r}")
    return counts


def parse_split_counts(text: str) -> list[int]:
    """``"1,8,32"`` -> ``[1, 8, 32]``; raises CaptureError on anything else."""
    return parse_counts(text, "--split-counts")


def _config(path: Path, i: int, c: Any, backend: str) -> ConfigSpec:
    """One ``[[configs]]`` table, its types checked."""
    where = f"{path}: configs[{i}]"
    if not isinstance(c, dict):
        raise CaptureError(f"{where} must be a table ([[configs]] with name = ...), got {_short(c)}")
    extra = set(c) - {"name", "xla_flags", "env", "cpus", "split_count", "compile_threads"}
    if extra or "name" not in c:
        raise CaptureError(f"{where} needs 'name' and accepts xla_flags, env, cpus, split_count, compile_threads; got {_short(sorted(c))}")
    if not isinstance(c["name"], str):
        raise CaptureError(f"{where}: name must be a string, got {_short(c['name'])}")
    if not isinstance(c.get("xla_flags", ""), str):
        raise CaptureError(f"{where}: xla_flags must be a string, got {_short(c['xla_flags'])}")
    env = c.get("env", {})
    if not isinstance(env, dict) or not all(isinstance(v, str | int | float | bool) for v in env.values()):
        raise CaptureError(f"{where}: env must be a table of NAME = value, got {_short(env)}")
    cpus = c.get("cpus")
    if cpus is not None and (not isinstance(cpus, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in cpus)):
        raise CaptureError(f"{where}: cpus must be a list of CPU numbers, got {_short(cpus)}")
    n = c.get("split_count")
    if n is not None and (isinstance(n, bool) or not isinstance(n, int)):
        raise CaptureError(f"{where}: split_count must be an integer, got {_short(n)}")
    threads = c.get("compile_threads")
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
        raise CaptureError(f"{where}: compile_threads must be a positive integer, got {_short(threads)}")
    flags = " ".join(x for x in (BACKEND_SPECS[backend].split_flags(n) if n else "", c.get("xla_flags", "")) if x)
    return ConfigSpec(name=c["name"], xla_flags=flags, env={str(k): str(v) for k, v in env.items()},
                      cpus=tuple(cpus) if cpus is not None else None, split_count=n, compile_threads=threads)


def load_spec(path: str | Path, **overrides: Any) -> SweepSpec:
    """Read a TOML spec; keyword ``overrides`` that are not None replace top-level keys.

    Returns:
        The :class:`SweepSpec`, its configs in file order (``split_counts`` ones last).

    Raises:
        CaptureError: unreadable TOML, unknown keys, or bad values (message names the file).
    """
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise CaptureError(f"{path}: cannot read ({e.strerror or e})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw.count(b"\n", 0, e.start) + 1
        raise CaptureError(f"{path}:{line}: not UTF-8 text (TOML files are UTF-8)") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise CaptureError(f"{path}: {e}") from None
    top = {f.name for f in fields(SweepSpec)} - {"configs"}
    unknown = set(data) - top - {"configs", "split_counts", "compile_threads"}
    if unknown:
        raise CaptureError(f"{path}: unknown keys {sorted(unknown)}; known: {sorted(top | {'configs', 'split_counts', 'compile_threads'})}")
    kw = {k: v for k, v in data.items() if k in top}
    kw.update({k: v for k, v in overrides.items() if v is not None and k != "configs"})
    backend = kw.get("backend", "torch-xla-cpu")
    if not isinstance(backend, str) or backend not in BACKEND_SPECS:
        raise CaptureError(f"{path}: unknown backend {_short(backend)}; choose one of {sorted(BACKEND_SPECS)}")
    raw_configs = data.get("configs", [])
    if not isinstance(raw_configs, list):
        raise CaptureError(f"{path}: configs must be a list of tables ([[configs]]), got {_short(raw_configs)}")
    # repeated names first: a long list of copies is a mistake to name, whatever its length
    _check_unique(f"{path}: ", [c["name"] for c in raw_configs if isinstance(c, dict) and isinstance(c.get("name"), str)])
    if len(raw_configs) > MAX_CONFIGS:
        raise CaptureError(f"{path}: {len(raw_configs)} configs: at most {MAX_CONFIGS} in one sweep")
    configs = [_config(path, i, c, backend) for i, c in enumerate(raw_configs)]
    if "split_counts" in data:
        counts = data["split_counts"]
        if not isinstance(counts, list) or not all(isinstance(x, int) and not isinstance(x, bool) and 1 <= x <= 4096 for x in counts):
            raise CaptureError(f"{path}: split_counts must be a list of integers from 1 to 4096, got {_short(counts)}")
        configs.extend(split_count_configs(counts, backend))
    if overrides.get("configs"):
        configs = list(overrides["configs"])
    if data.get("compile_threads"):  # one config per pool size (for each config above)
        configs = list(configs_for([int(x) for x in data["compile_threads"]], configs, backend))
    try:
        return SweepSpec(**kw, configs=tuple(configs))
    except TypeError as e:
        raise CaptureError(f"{path}: {e}") from None
    except CaptureError as e:
        raise CaptureError(f"{path}: {e}") from None


def configs_for(counts: Sequence[int], base: Iterable[Any] = (), backend: str = Backend.TORCH_XLA_CPU) -> tuple[Any, ...]:
    """One config per compile pool size, for each of ``base`` (or alone when ``base`` is empty).

    Names: ``threads-<n>``, or ``<base name>-threads-<n>``. On ``xla-gpu-deviceless`` the
    config also gets ``--xla_gpu_force_compilation_parallelism=<n>`` (and the module
    parallelism flag) in its flags.

    Raises:
        CaptureError: a count below 1.
    """
    if not counts or any(int(n) < 1 for n in counts):
        raise CaptureError(f"compile_threads wants positive integers, got {list(counts)}")
    base = list(base) or [None]
    out = []
    for b in base:
        for n in counts:
            name = f"threads-{n}" if b is None else f"{b.name}-threads-{n}"
            flags = _gpu_split_flags(int(n)) if backend == Backend.XLA_GPU_DEVICELESS else ""
            if b is None:
                out.append(ConfigSpec(name, flags, compile_threads=int(n)))
            else:
                out.append(replace(b, name=name, xla_flags=" ".join(x for x in (b.xla_flags, flags) if x), compile_threads=int(n)))
    return tuple(out)


def parse_compile_threads(text: str) -> list[int]:
    """``"1,2,4"`` -> ``[1, 2, 4]``; raises CaptureError on anything else."""
    return parse_counts(text, "--compile-threads")
