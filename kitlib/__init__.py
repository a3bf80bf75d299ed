"""kitlib: capture, parse and compare what XLA's compiler writes.

Notebooks import only from here; ``__all__`` is the public face. Names are
loaded lazily, so ``import kitlib`` (and the ``kit`` command) stays fast.
"""
from __future__ import annotations

import importlib
from typing import Any

from .errors import CaptureError, KitError, ParseError, ToolError

__version__ = "0.1.0"

#: public name -> module that defines it
_EXPORTS: dict[str, str] = {
    # capture
    "SweepSpec": "kitlib.capture.spec",
    "ConfigSpec": "kitlib.capture.spec",
    "load_spec": "kitlib.capture.spec",
    "split_count_configs": "kitlib.capture.spec",
    "sweep": "kitlib.capture.sweep",
    "read_manifest": "kitlib.capture.sweep",
    "build_model": "kitlib.capture.models",
    # parse
    "read_dump_index": "kitlib.dumps.index",
    "classify": "kitlib.dumps.index",
    "read_hlo": "kitlib.dumps.hlo",
    "read_llvm_ir": "kitlib.dumps.llvm_ir",
    "read_ptx": "kitlib.dumps.ptx",
    "read_ptxas_usage": "kitlib.dumps.ptxas",
    "parse_ptxas_info": "kitlib.dumps.ptxas",
    "read_buffer_assignment": "kitlib.dumps.buffer_assignment",
    "read_memory_usage_report": "kitlib.dumps.buffer_assignment",
    "read_debug_options": "kitlib.dumps.debug_options",
    "read_object_file": "kitlib.dumps.objdump",
    "parse_folder": "kitlib.dumps.folder",
    "detect_kind": "kitlib.dumps.index",
    "index_summary": "kitlib.dumps.index",
    "read_table": "kitlib.dumps.formats",
    "read_tables": "kitlib.dumps.formats",
    "list_tables": "kitlib.dumps.formats",
    "FORMATS": "kitlib.dumps.formats",
    "read_hlo_proto": "kitlib.dumps.hlo_proto",
    "read_thunk_sequence": "kitlib.dumps.thunk_sequence",
    "read_autotune_results": "kitlib.dumps.gpu_side",
    "read_gpu_target_config": "kitlib.dumps.gpu_side",
    "read_text_proto": "kitlib.dumps.gpu_side",
    "read_saved_tensors": "kitlib.dumps.torch_xla_debug",
    "read_pt_xla_debug": "kitlib.dumps.torch_xla_debug",
    "read_xplane": "kitlib.timings.xplane",
    "read_kineto_trace": "kitlib.timings.kineto",
    "read_metrics_report": "kitlib.timings.metrics_report",
    "read_trace": "kitlib.timings.trace",
    "read_metric_samples": "kitlib.timings.metrics",
    "read_counters": "kitlib.timings.metrics",
    # analyse
    "Run": "kitlib.analysis.run",
    "open_run": "kitlib.analysis.run",
    "configs": "kitlib.analysis.run",
    "compile_times": "kitlib.analysis.run",
    "step_times": "kitlib.analysis.run",
    "kernel_events": "kitlib.analysis.run",
    "kernel_times": "kitlib.analysis.run",
    "top_kernels": "kitlib.analysis.run",
    "hlo_constants": "kitlib.analysis.run",
    "llvm_constant_globals": "kitlib.analysis.run",
    "constants_by_config": "kitlib.analysis.run",
    "constants_finding": "kitlib.analysis.run",
    "throughput": "kitlib.analysis.run",
    "failed_configs": "kitlib.analysis.run",
    "effective_flags": "kitlib.analysis.run",
    "parse_errors": "kitlib.analysis.run",
    "kernel_changes": "kitlib.analysis.run",
    "kernel_coverage": "kitlib.analysis.run",
    "read_split_parts": "kitlib.analysis.split_parts",
    "read_run_split_parts": "kitlib.analysis.split_parts",
    "split_summary": "kitlib.analysis.split_parts",
    "kernel_assignment": "kitlib.analysis.split_parts",
    "compiled_programs": "kitlib.analysis.split_parts",
    "split_finding": "kitlib.analysis.split_parts",
    "part_sizes_figure": "kitlib.analysis.split_parts",
    "compile_time_figure": "kitlib.analysis.split_parts",
    "PUBLISHED_COMPILE_TIMES": "kitlib.analysis.published",
    "PUBLISHED_THROUGHPUT": "kitlib.analysis.published",
    "summarize_steps": "kitlib.analysis.stats",
    "compare_steps": "kitlib.analysis.stats",
    # lab
    "split_lab": "kitlib.lab.split",
    "split_sweep": "kitlib.lab.split",
    "find_lab_modules": "kitlib.lab.split",
    "find_llvm_tools": "kitlib.lab.tools",
    # report
    "compile_time_bars": "kitlib.report.plots",
    "step_time_distributions": "kitlib.report.plots",
    "top_kernel_bars": "kitlib.report.plots",
    "constant_loads_per_part": "kitlib.report.plots",
    "render_report": "kitlib.report.render",
}

__all__ = ["__version__", "KitError", "ParseError", "ToolError", "CaptureError", *_EXPORTS]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'kitlib' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
