"""kitlib: capture, parse and compare what XLA's compiler writes.

Notebooks import only from here; ``__all__`` is the public face. Names are
loaded lazily, so ``import kitlib`` (and the ``kit`` command) stays fast.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ._version import __version__
from .errors import CaptureError, KitError, ParseError, ToolError

#: public name -> module that defines it
_EXPORTS: dict[str, str] = {
    # capture
    "SweepSpec": "kitlib.capture.spec",
    "ConfigSpec": "kitlib.capture.spec",
    "load_spec": "kitlib.capture.spec",
    "split_count_configs": "kitlib.capture.spec",
    "sweep": "kitlib.capture.sweep",
    "read_manifest": "kitlib.runfolder.run",
    "build_model": "kitlib.capture.models",
    "build_spec": "kitlib.capture.build",
    "CompilePool": "kitlib.capture.threads",
    # parse
    "read_dump_index": "kitlib.dumps.index",
    "classify": "kitlib.dumps.kinds",
    "read_hlo": "kitlib.dumps.hlo",
    "read_llvm_ir": "kitlib.dumps.llvm_ir",
    "constant_globals": "kitlib.dumps.llvm_ir",
    "is_constant_global": "kitlib.dumps.llvm_ir",
    "read_ptx": "kitlib.dumps.ptx",
    "read_x86_asm": "kitlib.dumps.asm",
    "read_ptxas_usage": "kitlib.dumps.ptxas",
    "parse_ptxas_info": "kitlib.dumps.ptxas",
    "read_buffer_assignment": "kitlib.dumps.buffer_assignment",
    "read_memory_usage_report": "kitlib.dumps.buffer_assignment",
    "read_debug_options": "kitlib.dumps.debug_options",
    "read_object_file": "kitlib.dumps.objdump",
    "parse_folder": "kitlib.dumps.folder",
    "detect_kind": "kitlib.dumps.formats",
    "index_summary": "kitlib.dumps.index",
    "read_table": "kitlib.dumps.formats",
    "read_tables": "kitlib.dumps.formats",
    "list_tables": "kitlib.dumps.formats",
    "FORMATS": "kitlib.dumps.formats",
    "read_hlo_proto": "kitlib.dumps.hlo_proto",
    "read_hlo_pass": "kitlib.dumps.hlo_passes",
    "read_module_metadata": "kitlib.dumps.module_metadata",
    "read_thunk_sequence": "kitlib.dumps.thunk_sequence",
    "read_autotune_results": "kitlib.dumps.gpu_side",
    "read_gpu_target_config": "kitlib.dumps.gpu_side",
    "read_text_proto": "kitlib.dumps.text_proto",
    "read_saved_tensors": "kitlib.dumps.torch_xla_debug",
    "read_pt_xla_debug": "kitlib.dumps.torch_xla_debug",
    "read_xplane": "kitlib.timings.xplane",
    "read_kineto_trace": "kitlib.timings.kineto",
    "read_metrics_report": "kitlib.timings.metrics_report",
    "read_trace": "kitlib.timings.trace",
    "read_spans": "kitlib.timings.spans",
    "read_graphdef": "kitlib.dumps.graphdef",
    "read_oom_report": "kitlib.dumps.oom_report",
    "read_mlir": "kitlib.dumps.mlir",
    "read_flagfile": "kitlib.dumps.tpu_side",
    "read_execution_options": "kitlib.dumps.tpu_side",
    "read_hlo_module_config": "kitlib.dumps.tpu_side",
    "read_hlo_stats": "kitlib.timings.xprof_tools",
    "read_roofline_model": "kitlib.timings.xprof_tools",
    "read_op_profile": "kitlib.timings.xprof_tools",
    "read_memory_viewer": "kitlib.timings.xprof_tools",
    "read_kernel_stats": "kitlib.timings.xprof_tools",
    "read_metric_samples": "kitlib.timings.metrics",
    "read_counters": "kitlib.timings.metrics",
    # run folder
    "Run": "kitlib.runfolder.run",
    "open_run": "kitlib.runfolder.run",
    "RunFolderError": "kitlib.runfolder.records",
    "MANIFEST_VERSION": "kitlib.runfolder.records",
    # analyse, by question
    "configs": "kitlib.analysis.configs",
    "failed_configs": "kitlib.analysis.configs",
    "effective_flags": "kitlib.analysis.configs",
    "parse_errors": "kitlib.analysis.configs",
    "compiled_programs": "kitlib.analysis.configs",
    "process_placement": "kitlib.analysis.placement",
    "compile_times": "kitlib.analysis.timing",
    "compile_summary": "kitlib.analysis.timing",
    "step_times": "kitlib.analysis.timing",
    "throughput": "kitlib.analysis.timing",
    "throughput_table": "kitlib.analysis.timing",
    "kernel_events": "kitlib.analysis.kernels",
    "kernel_times": "kitlib.analysis.kernels",
    "kernel_ranking": "kitlib.analysis.kernels",
    "top_kernels": "kitlib.analysis.kernels",
    "kernel_changes": "kitlib.analysis.kernels",
    "kernel_coverage": "kitlib.analysis.kernels",
    "kernel_assignment": "kitlib.analysis.kernels",
    "kernels_per_process": "kitlib.analysis.kernels",
    "hlo_constants": "kitlib.analysis.constants",
    "llvm_constant_globals": "kitlib.analysis.constants",
    "constants_by_config": "kitlib.analysis.constants",
    "constant_placement": "kitlib.analysis.constants",
    "llvm_modules_scanned": "kitlib.analysis.constants",
    "read_split_parts": "kitlib.analysis.split_parts",
    "read_run_split_parts": "kitlib.analysis.split_parts",
    "split_summary": "kitlib.analysis.split_parts",
    "parts_per_role": "kitlib.analysis.split_parts",
    "constants_by_status": "kitlib.analysis.split_parts",
    "loads_by_instruction": "kitlib.analysis.split_parts",
    "constants_finding": "kitlib.analysis.findings",
    "split_finding": "kitlib.analysis.findings",
    "PUBLISHED_COMPILE_TIMES": "kitlib.analysis.published",
    "PUBLISHED_THROUGHPUT": "kitlib.analysis.published",
    "load_findings": "kitlib.findings",
    "finding": "kitlib.findings",
    "reproduce": "kitlib.repro.run",
    "read_reproduce_results": "kitlib.repro.run",
    "transfers": "kitlib.analysis.transfers",
    "transfers_by_config": "kitlib.analysis.transfers",
    "grep": "kitlib.analysis.grep",
    "overlap": "kitlib.analysis.overlap",
    "step_spans": "kitlib.analysis.overlap",
    "settings": "kitlib.analysis.settings",
    "settings_side_by_side": "kitlib.analysis.settings",
    "read_candidates": "kitlib.bisect.candidates",
    "bisect_builds": "kitlib.bisect.search",
    "read_bisect": "kitlib.bisect.search",
    "explanation_tables": "kitlib.bisect.explain",
    "fit_amdahl": "kitlib.analysis.scaling",
    "amdahl_table": "kitlib.analysis.scaling",
    "published_fits": "kitlib.analysis.scaling",
    "compile_pools": "kitlib.analysis.scaling",
    "measured_fit": "kitlib.analysis.scaling",
    "speedup_statement": "kitlib.analysis.scaling",
    "summarize_steps": "kitlib.analysis.stats",
    "compare_steps": "kitlib.analysis.stats",
    "compare": "kitlib.analysis.compare",
    "compare_paths": "kitlib.analysis.compare",
    "compare_run": "kitlib.analysis.compare",
    "design_intervals": "kitlib.analysis.compare",
    "mde_text": "kitlib.analysis.stats",
    "compile_comparison": "kitlib.analysis.design",
    "compile_within": "kitlib.analysis.design",
    "design_headline": "kitlib.analysis.design",
    "machine_minutes": "kitlib.analysis.design",
    "fidelity_counts": "kitlib.analysis.fidelity",
    "fidelity_kernels": "kitlib.analysis.fidelity",
    "fidelity_summary": "kitlib.analysis.fidelity",
    "fidelity_facts": "kitlib.analysis.fidelity",
    "fidelity_shares": "kitlib.analysis.fidelity",
    "fidelity_gate": "kitlib.analysis.fidelity",
    "xla_headline": "kitlib.analysis.fidelity",
    "Comparison": "kitlib.analysis.compare",
    "normalise_llvm_ir": "kitlib.dumps.kernel_code",
    "kernel_fingerprints": "kitlib.analysis.code",
    "code_table": "kitlib.analysis.code",
    "same_code": "kitlib.analysis.code",
    "diff_code": "kitlib.analysis.code",
    "hlo_diff": "kitlib.analysis.code",
    "kernel_diff": "kitlib.analysis.code",
    "kernel_diff_summary": "kitlib.analysis.code",
    "compare_passes": "kitlib.analysis.passes",
    "pass_sequence": "kitlib.analysis.passes",
    "run_pass_comparisons": "kitlib.analysis.passes",
    "compile_phases": "kitlib.analysis.compile_phases",
    "pass_times": "kitlib.analysis.compile_phases",
    "phase_scaling": "kitlib.analysis.phase_scaling",
    "runaway_passes": "kitlib.analysis.phase_scaling",
    "summarize_over_processes": "kitlib.analysis.compile_phases",
    # lab
    "split_lab": "kitlib.lab.split",
    "split_sweep": "kitlib.lab.split",
    "find_lab_modules": "kitlib.lab.inputs",
    "SplitSettings": "kitlib.lab.results",
    "find_llvm_tools": "kitlib.lab.tools",
    # report
    "step_timeline": "kitlib.report.timeline",
    "bisect_figure": "kitlib.report.bisect",
    "compile_time_bars": "kitlib.report.plots",
    "step_time_distributions": "kitlib.report.plots",
    "top_kernel_bars": "kitlib.report.plots",
    "constant_loads_per_part": "kitlib.report.plots",
    "part_sizes_figure": "kitlib.report.plots",
    "constants_defined_external_bars": "kitlib.report.plots",
    "compile_time_figure": "kitlib.report.plots",
    "published_vs_measured_figure": "kitlib.report.plots",
    "render_report": "kitlib.report.render",
    "md_code": "kitlib.report.text",
    "md_text": "kitlib.report.text",
    "write_diff_html": "kitlib.report.diff_html",
    "changed_kernels_with_diffs": "kitlib.report.diff_html",
    "changed_kernels_html": "kitlib.report.diff_html",
    "forest_plot": "kitlib.report.compare_plots",
    "pair_forest_plot": "kitlib.report.compare_plots",
    "run_pairs": "kitlib.analysis.compare",
    "ConfigPair": "kitlib.analysis.compare",
    "diff_link": "kitlib.report.diff_html",
    "compile_scaling_figure": "kitlib.report.scaling",
    "compile_phase_figure": "kitlib.report.passes",
    "write_passes_html": "kitlib.report.passes",
}

if TYPE_CHECKING:  # what IDEs and mypy see; at run time the names load lazily (_EXPORTS, __getattr__)
    from .analysis.code import (
        code_table,
        diff_code,
        hlo_diff,
        kernel_diff,
        kernel_diff_summary,
        kernel_fingerprints,
        same_code,
    )
    from .analysis.compare import (
        Comparison,
        ConfigPair,
        compare,
        compare_paths,
        compare_run,
        design_intervals,
        run_pairs,
    )
    from .analysis.compile_phases import compile_phases, pass_times, summarize_over_processes
    from .analysis.configs import compiled_programs, configs, effective_flags, failed_configs, parse_errors
    from .analysis.constants import (
        constant_placement,
        constants_by_config,
        hlo_constants,
        llvm_constant_globals,
        llvm_modules_scanned,
    )
    from .analysis.design import compile_comparison, compile_within, design_headline, machine_minutes
    from .analysis.fidelity import (
        fidelity_counts,
        fidelity_facts,
        fidelity_gate,
        fidelity_kernels,
        fidelity_shares,
        fidelity_summary,
        xla_headline,
    )
    from .analysis.findings import constants_finding, split_finding
    from .analysis.grep import grep
    from .analysis.kernels import (
        kernel_assignment,
        kernel_changes,
        kernel_coverage,
        kernel_events,
        kernel_ranking,
        kernel_times,
        kernels_per_process,
        top_kernels,
    )
    from .analysis.overlap import overlap, step_spans
    from .analysis.passes import compare_passes, pass_sequence, run_pass_comparisons
    from .analysis.phase_scaling import phase_scaling, runaway_passes
    from .analysis.placement import process_placement
    from .analysis.published import PUBLISHED_COMPILE_TIMES, PUBLISHED_THROUGHPUT
    from .analysis.scaling import (
        amdahl_table,
        compile_pools,
        fit_amdahl,
        measured_fit,
        published_fits,
        speedup_statement,
    )
    from .analysis.settings import settings, settings_side_by_side
    from .analysis.split_parts import (
        constants_by_status,
        loads_by_instruction,
        parts_per_role,
        read_run_split_parts,
        read_split_parts,
        split_summary,
    )
    from .analysis.stats import compare_steps, mde_text, summarize_steps
    from .analysis.timing import compile_summary, compile_times, step_times, throughput, throughput_table
    from .analysis.transfers import transfers, transfers_by_config
    from .bisect.candidates import read_candidates
    from .bisect.explain import explanation_tables
    from .bisect.search import bisect_builds, read_bisect
    from .capture.build import build_spec
    from .capture.models import build_model
    from .capture.spec import ConfigSpec, SweepSpec, load_spec, split_count_configs
    from .capture.sweep import sweep
    from .capture.threads import CompilePool
    from .dumps.asm import read_x86_asm
    from .dumps.buffer_assignment import read_buffer_assignment, read_memory_usage_report
    from .dumps.debug_options import read_debug_options
    from .dumps.folder import parse_folder
    from .dumps.formats import FORMATS, detect_kind, list_tables, read_table, read_tables
    from .dumps.gpu_side import read_autotune_results, read_gpu_target_config
    from .dumps.graphdef import read_graphdef
    from .dumps.hlo import read_hlo
    from .dumps.hlo_passes import read_hlo_pass
    from .dumps.hlo_proto import read_hlo_proto
    from .dumps.index import index_summary, read_dump_index
    from .dumps.kernel_code import normalise_llvm_ir
    from .dumps.kinds import classify
    from .dumps.llvm_ir import constant_globals, is_constant_global, read_llvm_ir
    from .dumps.mlir import read_mlir
    from .dumps.module_metadata import read_module_metadata
    from .dumps.objdump import read_object_file
    from .dumps.oom_report import read_oom_report
    from .dumps.ptx import read_ptx
    from .dumps.ptxas import parse_ptxas_info, read_ptxas_usage
    from .dumps.text_proto import read_text_proto
    from .dumps.thunk_sequence import read_thunk_sequence
    from .dumps.torch_xla_debug import read_pt_xla_debug, read_saved_tensors
    from .dumps.tpu_side import read_execution_options, read_flagfile, read_hlo_module_config
    from .findings import finding, load_findings
    from .lab.inputs import find_lab_modules
    from .lab.results import SplitSettings
    from .lab.split import split_lab, split_sweep
    from .lab.tools import find_llvm_tools
    from .report.bisect import bisect_figure
    from .report.compare_plots import forest_plot, pair_forest_plot
    from .report.diff_html import changed_kernels_html, changed_kernels_with_diffs, diff_link, write_diff_html
    from .report.passes import compile_phase_figure, write_passes_html
    from .report.plots import (
        compile_time_bars,
        compile_time_figure,
        constant_loads_per_part,
        constants_defined_external_bars,
        part_sizes_figure,
        published_vs_measured_figure,
        step_time_distributions,
        top_kernel_bars,
    )
    from .report.render import render_report
    from .report.scaling import compile_scaling_figure
    from .report.text import md_code, md_text
    from .report.timeline import step_timeline
    from .repro.run import read_reproduce_results, reproduce
    from .runfolder.records import MANIFEST_VERSION, RunFolderError
    from .runfolder.run import Run, open_run, read_manifest
    from .timings.kineto import read_kineto_trace
    from .timings.metrics import read_counters, read_metric_samples
    from .timings.metrics_report import read_metrics_report
    from .timings.spans import read_spans
    from .timings.trace import read_trace
    from .timings.xplane import read_xplane
    from .timings.xprof_tools import read_hlo_stats, read_kernel_stats, read_memory_viewer, read_op_profile, read_roofline_model

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
