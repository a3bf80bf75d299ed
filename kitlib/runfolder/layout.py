"""Where things lie in a run folder: the names every writer and reader share.

Layout::

    <run>/manifest.json                 spec, versions, machine, per-config status (MANIFEST)
    <run>/<config>/config.json          what the worker was asked to do (CONFIG_JSON)
    <run>/<config>/dump/                XLA's --xla_dump_to folder (DUMP_DIR)
    <run>/<config>/trace/               profiler trace, torch-xla-cpu (TRACE_DIR)
    <run>/<config>/compile_trace/       --dump-passes: a profile of one compile without dumps (COMPILE_TRACE_DIR)
    <run>/<config>/result.json          timings and versions, written last by the worker (RESULT_JSON)
    <run>/<config>/metrics.json         torch_xla metric samples and counters (METRICS_JSON)
    <run>/<config>/stdout.txt, stderr.txt
    <run>/<config>/replicates/<k>/      the same for process k >= 1 with --repeats (REPLICATES_DIR)
    <run>/blocks/<k>/                   in-process backends: process k, shared by every config (BLOCKS_DIR;
                                        <k>-<g> when replay configs differ in process-wide settings)
    <run>/capture/                      torch-xla-replay: the one torch_xla process whose graphs are replayed (CAPTURE_DIR)
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

MANIFEST = "manifest.json"
CONFIG_JSON = "config.json"
#: what an in-process backend's block process is asked to do (``blocks/<k>/block.json``)
BLOCK_JSON = "block.json"
RESULT_JSON = "result.json"
METRICS_JSON = "metrics.json"
METRICS_REPORT = "metrics_report.txt"
STDOUT = "stdout.txt"
STDERR = "stderr.txt"
DUMP_DIR = "dump"
TRACE_DIR = "trace"
COMPILE_TRACE_DIR = "compile_trace"
REPLICATES_DIR = "replicates"
#: cache of a GPU run's exported StableHLO, shared by its configs
EXPORT_CACHE_DIR = ".export-cache"
#: jax-cpu / jax-gpu: one folder per block process (block.json, stdout, stderr): blocks/<k>
BLOCKS_DIR = "blocks"
#: torch-xla-replay: the torch_xla process that captured the graphs the blocks replay (a process folder)
CAPTURE_DIR = "capture"

#: space a running sweep holds back, so the manifest can still be written once the disk is full (removed at the end)
RESERVE = ".kit-reserve"
RESERVE_BYTES = 1 << 20

class Backend(StrEnum):
    """The capture backends a run folder can come from (a ``str``: stored and compared as its name); what every
    part of the kit asks of one is :data:`BACKEND_FACTS`, how it turns a config into a process
    :data:`kitlib.capture.spec.BACKEND_SPECS`."""

    TORCH_XLA_CPU = "torch-xla-cpu"
    XLA_GPU_DEVICELESS = "xla-gpu-deviceless"
    JAX_CPU = "jax-cpu"
    JAX_GPU = "jax-gpu"
    HLO_REPLAY = "hlo-replay"
    HLO_REPLAY_GPU = "hlo-replay-gpu"
    TORCH_XLA_REPLAY = "torch-xla-replay"
    #: ``kit bisect PROGRAM.py``: a user's program under the probe in one build's environment per config, one
    #: process per run (not a sweep backend: kitlib.bisect writes it)
    PROBE = "probe"


@dataclass(frozen=True)
class BackendFacts:
    """What the workers, the run folder's records, the analyses and the report ask of a backend.

    Attributes:
        platform: what XLA compiles for (``cpu`` or ``gpu``).
        result: the kind of ``result.json`` its processes write (:data:`kitlib.runfolder.records.RESULTS`).
        in_process: every config compiled and timed inside one process per repeat (a block).
        replay: its configs compile captured HLO modules (:mod:`kitlib.capture.replay`).
        compile_only: compiled with no device and never run (its processes are compile-only jobs).
        torch_xla_metrics: its compile time is torch_xla's ``CompileTime`` (``metrics.json``), else ``result.json``'s.
        notebook: the report notebook (``notebooks/``).
    """

    platform: str
    result: str
    in_process: bool = False
    replay: bool = False
    compile_only: bool = False
    torch_xla_metrics: bool = False
    notebook: str = "01_sweep_report.ipynb"


#: the one declaration of every backend: a new one is a :class:`Backend` member and a line here, its process
#: recipe in :data:`kitlib.capture.spec.BACKEND_SPECS` and its worker in kitlib/capture/ (where it differs from the
#: backends there are, the places that test a backend by name: ARCHITECTURE.md's backend recipe)
BACKEND_FACTS: dict[Backend, BackendFacts] = {
    Backend.TORCH_XLA_CPU: BackendFacts("cpu", "torch-xla", torch_xla_metrics=True),
    Backend.XLA_GPU_DEVICELESS: BackendFacts("gpu", "deviceless", compile_only=True, notebook="03_xla_gpu_deviceless.ipynb"),
    Backend.JAX_CPU: BackendFacts("cpu", "jax", in_process=True),
    Backend.JAX_GPU: BackendFacts("gpu", "jax", in_process=True),
    Backend.HLO_REPLAY: BackendFacts("cpu", "jax", in_process=True, replay=True),
    Backend.HLO_REPLAY_GPU: BackendFacts("gpu", "jax", in_process=True, replay=True),
    Backend.TORCH_XLA_REPLAY: BackendFacts("cpu", "jax", in_process=True, replay=True),
    Backend.PROBE: BackendFacts("cpu", "probe"),
}

#: every backend's name (``name in BACKENDS``: a plain string is looked up by value)
BACKENDS: tuple[Backend, ...] = tuple(Backend)
#: kit bisect's run folder of builds from pins (kitlib.bisect.runner)
PROBE_BACKEND = Backend.PROBE
#: backends that compile and time every config inside one process per repeat (a block)
IN_PROCESS_BACKENDS = tuple(b for b, f in BACKEND_FACTS.items() if f.in_process)
#: backends whose configs replay captured HLO modules in blocks (kitlib.capture.replay)
REPLAY_BACKENDS = tuple(b for b, f in BACKEND_FACTS.items() if f.replay)
DEFAULT_BACKEND = Backend.TORCH_XLA_CPU


def facts(backend: str) -> BackendFacts:
    """:data:`BACKEND_FACTS` of a backend's name (a ``KeyError`` for a name no backend has)."""
    return BACKEND_FACTS[Backend(backend)]


def process_dir(run: Path, config: str, process: int) -> Path:
    """The folder of process ``process`` of ``config``: ``<run>/<config>`` for 0, else ``replicates/<k>``."""
    return run / config if process == 0 else run / config / REPLICATES_DIR / str(process)


def run_root_of(config_dir: Path) -> Path:
    """The run folder holding a process folder (``<run>/<config>`` or ``<run>/<config>/replicates/<k>``)."""
    return config_dir.parent.parent.parent if config_dir.parent.name == REPLICATES_DIR else config_dir.parent
