"""The lab: re-running LLVM's own tools (llvm-split, opt, llc) on captured IR.

``split_lab`` replays XLA's parallel LLVM compilation (Case 1 in
shared/CASES.md) on any module; ``split_sweep`` compares part counts.
"""
from .split import LabResult, apply_fix, find_lab_modules, link_modules, split_lab, split_sweep
from .tools import LlvmTools, find_llvm_tools

__all__ = [
    "LabResult",
    "LlvmTools",
    "apply_fix",
    "find_lab_modules",
    "find_llvm_tools",
    "link_modules",
    "split_lab",
    "split_sweep",
]
