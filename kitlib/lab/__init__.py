"""The lab: re-running LLVM's own tools (llvm-split, opt, llc) on captured IR.

``split_lab`` replays XLA's parallel LLVM compilation (Case 1 in
shared/CASES.md) on any module; ``split_sweep`` compares part counts.
Modules: ``tools`` (finding and running LLVM's tools), ``inputs`` (which
modules of a folder, as one bitcode module), ``fix`` (XLA's fix), ``code``
(what compiled code loads), ``results`` (settings, typed part results,
tables), ``split`` (the stages in order).
"""
from .fix import apply_fix
from .inputs import find_lab_modules
from .results import LabResult, SplitSettings
from .split import run_lab, split_lab, split_sweep
from .tools import LlvmTools, find_llvm_tools, link_modules

__all__ = [
    "LabResult",
    "LlvmTools",
    "SplitSettings",
    "apply_fix",
    "find_lab_modules",
    "find_llvm_tools",
    "link_modules",
    "run_lab",
    "split_lab",
    "split_sweep",
]
