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
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ..errors import CaptureError
from .models import MODES, resolve_model


@dataclass(frozen=True)
class Backend:
    """How one capture backend turns a config into a process."""

    name: str
    worker: str  # module run as ``python -m <worker> config.json``
    default_split_counts: tuple[int, ...]
    split_flags: Callable[[int], str]
    base_flags: str
    base_env: dict[str, str]


BACKENDS: dict[str, Backend] = {
    "torch-xla-cpu": Backend(
        "torch-xla-cpu",
        "kitlib.capture.worker",
        (1, 8, 32),
        lambda n: f"--xla_cpu_parallel_codegen_split_count={n}",
        "--xla_cpu_enable_xprof_traceme=true",
        {"PJRT_DEVICE": "CPU"},
    ),
    "xla-gpu-deviceless": Backend(
        "xla-gpu-deviceless",
        "kitlib.capture.gpu_worker",
        (1, 2, 4, 8, 16),
        lambda n: (
            "--xla_gpu_enable_llvm_module_compilation_parallelism=true "
            f"--xla_gpu_force_compilation_parallelism={n}"
        ),
        "",
        {"JAX_PLATFORMS": "cpu"},
    ),
}

#: GPU target configs shipped with the kit (kitlib/capture/gpu_targets/<name>.txtpb)
GPU_TARGETS = ("h100", "a100")

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.\-]*$")


@dataclass(frozen=True)
class ConfigSpec:
    """One named configuration: its own XLA_FLAGS, environment and CPU affinity."""

    name: str
    xla_flags: str = ""
    env: dict[str, str] = field(default_factory=dict)
    cpus: tuple[int, ...] | None = None
    split_count: int | None = None
    compile_threads: int | None = None  # compile pool size (kitlib/capture/threads.py)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["cpus"] = list(self.cpus) if self.cpus is not None else None
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
    configs: tuple[ConfigSpec, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "model", resolve_model(self.model))  # user file:fn made absolute
        if self.mode not in MODES:
            raise CaptureError(f"unknown mode {self.mode!r}; choose one of {MODES}")
        if self.backend not in BACKENDS:
            raise CaptureError(f"unknown backend {self.backend!r}; choose one of {sorted(BACKENDS)}")
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
        names = [c.name for c in self.configs]
        if not names:
            raise CaptureError("a sweep needs at least one config")
        if len(set(names)) != len(names):
            raise CaptureError(f"config names must be unique: {names}")
        for n in names:
            if not _NAME.match(n):
                raise CaptureError(f"config name {n!r} must be a plain folder name (letters, digits, . _ -)")

    def to_dict(self) -> dict[str, Any]:
        d = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "configs"}
        d["configs"] = [c.to_dict() for c in self.configs]
        return d

    def workload_dict(self) -> dict[str, Any]:
        """The fields that change what a config's process measures (for resume checks)."""
        keys = ("model", "mode", "steps", "warmup", "trace_steps", "batch_size", "seq_len", "seed", "backend", "gpu_target", "xla_flags")
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
    b = BACKENDS[backend]
    return tuple(ConfigSpec(f"split-{n}", b.split_flags(n), split_count=n) for n in counts)


def parse_split_counts(text: str) -> list[int]:
    """``"1,8,32"`` -> ``[1, 8, 32]``; raises CaptureError on anything else."""
    try:
        counts = [int(x) for x in text.replace(" ", "").split(",") if x]
    except ValueError:
        raise CaptureError(f"--split-counts wants integers separated by commas, got {text!r}") from None
    if not counts or any(c < 1 for c in counts):
        raise CaptureError(f"--split-counts wants positive integers, got {text!r}")
    return counts


def load_spec(path: str | Path, **overrides: Any) -> SweepSpec:
    """Read a TOML spec; keyword ``overrides`` that are not None replace top-level keys.

    Returns:
        The :class:`SweepSpec`, its configs in file order (``split_counts`` ones last).

    Raises:
        CaptureError: unreadable TOML, unknown keys, or bad values (message names the file).
    """
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise CaptureError(f"{path}: {e}") from None
    top = {f.name for f in fields(SweepSpec)} - {"configs"}
    unknown = set(data) - top - {"configs", "split_counts", "compile_threads"}
    if unknown:
        raise CaptureError(f"{path}: unknown keys {sorted(unknown)}; known: {sorted(top | {'configs', 'split_counts', 'compile_threads'})}")
    kw = {k: v for k, v in data.items() if k in top}
    kw.update({k: v for k, v in overrides.items() if v is not None and k != "configs"})
    backend = kw.get("backend", "torch-xla-cpu")
    configs: list[ConfigSpec] = []
    for i, c in enumerate(data.get("configs", [])):
        extra = set(c) - {"name", "xla_flags", "env", "cpus", "split_count", "compile_threads"}
        if extra or "name" not in c:
            raise CaptureError(f"{path}: configs[{i}] needs 'name' and accepts xla_flags, env, cpus, split_count, compile_threads; got {sorted(c)}")
        n = c.get("split_count")
        flags = " ".join(x for x in (BACKENDS[backend].split_flags(n) if n else "", c.get("xla_flags", "")) if x)
        configs.append(
            ConfigSpec(
                name=str(c["name"]),
                xla_flags=flags,
                env={str(k): str(v) for k, v in c.get("env", {}).items()},
                cpus=tuple(int(x) for x in c["cpus"]) if c.get("cpus") is not None else None,
                split_count=n,
                compile_threads=int(c["compile_threads"]) if c.get("compile_threads") is not None else None,
            )
        )
    if "split_counts" in data:
        configs.extend(split_count_configs([int(x) for x in data["split_counts"]], backend))
    if overrides.get("configs"):
        configs = list(overrides["configs"])
    if data.get("compile_threads"):  # one config per pool size (for each config above)
        from .threads import configs_for

        configs = list(configs_for([int(x) for x in data["compile_threads"]], configs, backend))
    try:
        return SweepSpec(**kw, configs=tuple(configs))
    except TypeError as e:
        raise CaptureError(f"{path}: {e}") from None
    except CaptureError as e:
        raise CaptureError(f"{path}: {e}") from None
