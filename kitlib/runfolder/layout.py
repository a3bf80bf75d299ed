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
    """The capture backends a run folder can come from (a ``str``: stored and compared as its name);
    how each turns a config into a process is :data:`kitlib.capture.spec.BACKEND_SPECS`."""

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


#: every backend's name (``name in BACKENDS``: a plain string is looked up by value)
BACKENDS: tuple[Backend, ...] = tuple(Backend)
#: kit bisect's run folder of builds from pins (kitlib.bisect.runner)
PROBE_BACKEND = Backend.PROBE
#: backends that compile and time every config inside one process per repeat (a block)
IN_PROCESS_BACKENDS = (Backend.JAX_CPU, Backend.JAX_GPU, Backend.HLO_REPLAY, Backend.HLO_REPLAY_GPU, Backend.TORCH_XLA_REPLAY)
#: backends whose configs replay captured HLO modules in blocks (kitlib.capture.replay)
REPLAY_BACKENDS = (Backend.HLO_REPLAY, Backend.HLO_REPLAY_GPU, Backend.TORCH_XLA_REPLAY)
DEFAULT_BACKEND = Backend.TORCH_XLA_CPU


def process_dir(run: Path, config: str, process: int) -> Path:
    """The folder of process ``process`` of ``config``: ``<run>/<config>`` for 0, else ``replicates/<k>``."""
    return run / config if process == 0 else run / config / REPLICATES_DIR / str(process)


def run_root_of(config_dir: Path) -> Path:
    """The run folder holding a process folder (``<run>/<config>`` or ``<run>/<config>/replicates/<k>``)."""
    return config_dir.parent.parent.parent if config_dir.parent.name == REPLICATES_DIR else config_dir.parent
