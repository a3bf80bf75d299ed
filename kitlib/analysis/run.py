"""Former home of the torch-xla-cpu analyses, kept so that old imports still work.

The analyses live by question now: :mod:`.configs`, :mod:`.timing`,
:mod:`.kernels`, :mod:`.constants`, :mod:`.findings`; the run folder is
:mod:`kitlib.runfolder`. New code imports from those.
"""
from __future__ import annotations

from ..runfolder import Run, open_run
from .configs import CONFIG_SCHEMA, configs, effective_flags, failed_configs, parse_errors
from .constants import HLO_CONST_SCHEMA, LLVM_CONST_SCHEMA, constants_by_config, hlo_constants, llvm_constant_globals
from .findings import constants_finding
from .kernels import KERNEL_TIMES_SCHEMA, kernel_changes, kernel_coverage, kernel_events, kernel_times, top_kernels
from .timing import COMPILE_TIMES_SCHEMA, STEP_SCHEMA, compile_times, step_times, throughput

__all__ = [
    "COMPILE_TIMES_SCHEMA", "CONFIG_SCHEMA", "HLO_CONST_SCHEMA", "KERNEL_TIMES_SCHEMA", "LLVM_CONST_SCHEMA", "STEP_SCHEMA", "Run",
    "compile_times", "configs", "constants_by_config", "constants_finding", "effective_flags", "failed_configs",
    "hlo_constants", "kernel_changes", "kernel_coverage", "kernel_events", "kernel_times", "llvm_constant_globals",
    "open_run", "parse_errors", "step_times", "throughput", "top_kernels",
]
