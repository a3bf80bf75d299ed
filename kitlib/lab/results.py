"""What a lab run returns: its settings, the typed result per split part, and the tables.

The tables (pandas, one schema each below) are what notebooks and ``kit lab
split`` show; :class:`PartRun` and :class:`StageTimes` are the typed results
the orchestration (:mod:`kitlib.lab.split`) builds them from.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pandas as pd

from ..errors import KitError
from ..schema import Column, Schema
from .code import CompiledCode

TARGETS = ("nvptx64", "x86-64")
DEFAULT_MCPU = {"nvptx64": "sm_70", "x86-64": None}

LAB_BASELINE_SCHEMA = Schema(
    [
        Column("kernel", "string", "kernel name"),
        Column("constant_loads_ir", "int64", "loads of constant globals left in the optimised IR of this kernel"),
        Column("constant_loads_asm", "int64", "loads in PTX/assembly that address a constant global's symbol"),
        Column("instructions_ir", "Int64", "instructions of the kernel in the optimised IR"),
        Column("instructions_asm", "Int64", "instructions of the kernel in PTX/assembly"),
    ]
)

LAB_PARTS_SCHEMA = Schema(
    [
        Column("split_part", "int64", "split part number (llvm-split output index)"),
        Column("kernels", "object", "kernels defined in the part (list of names)"),
        Column("n_kernels", "int64", "number of kernels in the part"),
        Column("defined_constants", "object", "constant globals llvm-split gave this part with their initializer (list; before --fix)"),
        Column("external_constants", "object", "constant globals this part uses but llvm-split left only declared (external) (list; before --fix)"),
        Column("internal_copies", "object", "constants given an internal copy by --fix (list; empty without --fix)"),
        Column("constant_loads_ir", "int64", "loads of constant globals left in the part's optimised IR"),
        Column("constant_loads_asm", "int64", "loads in PTX/assembly addressing a constant global's symbol"),
        Column("instructions_asm", "int64", "instructions of all functions of the part in PTX/assembly"),
        Column("compile_s", "float64", "wall time of opt -O3 + llc for this part (parts run concurrently)", "s"),
    ]
)

LAB_KERNELS_SCHEMA = Schema(
    [
        Column("split_part", "int64", "split part holding the kernel"),
        Column("kernel", "string", "kernel name"),
        Column("constant_loads_ir", "int64", "constant-global loads in the optimised IR of the kernel"),
        Column("constant_loads_asm", "int64", "symbol loads of constant globals in PTX/assembly"),
        Column("instructions_ir", "Int64", "instructions in the optimised IR"),
        Column("instructions_asm", "Int64", "instructions in PTX/assembly"),
        Column("base_constant_loads_ir", "Int64", "same, unsplit baseline"),
        Column("base_constant_loads_asm", "Int64", "same, unsplit baseline"),
        Column("base_instructions_asm", "Int64", "same, unsplit baseline"),
        Column("diff_constant_loads_asm", "Int64", "constant_loads_asm - base_constant_loads_asm"),
        Column("diff_instructions_asm", "Int64", "instructions_asm - base_instructions_asm"),
    ]
)

LAB_CONSTANTS_SCHEMA = Schema(
    [
        Column("split_part", "int64", "split part"),
        Column("global", "string", "constant global name"),
        Column("status", "string", "where it lives in the part (GlobalStatus): defined (owns the initializer, visible to the "
               "other parts), internal (a private copy: private linkage, or the one --fix gave the part) or external (declaration only)"),
        Column("used", "boolean", "a function of the part refers to it (llvm-split leaves declarations without a user behind)"),
        Column("linkage", "string", "linkage in the part before optimisation"),
        Column("size_bytes", "Int64", "size from the type", "bytes"),
        Column("owner_part", "Int64", "the part that got the original definition from llvm-split; <NA> if none"),
    ]
)

LAB_LOADS_SCHEMA = Schema(
    [
        Column("split_part", "Int64", "split part; <NA> for the unsplit baseline"),
        Column("stage", "string", "ir (optimised LLVM IR) or asm (PTX / x86 assembly)"),
        Column("function", "string", "function holding the loads"),
        Column("global", "string", "constant global read"),
        Column("qualifiers", "string", "asm opcode (ld.global.nc.u64, movq, ...); <NA> for IR"),
        Column("count", "int64", "number of loads"),
        Column("example", "string", "one such line, as written; <NA> for IR"),
    ]
)

LAB_SWEEP_SCHEMA = Schema(
    [
        Column("parts", "int64", "number of split parts requested (llvm-split -j)"),
        Column("fix", "boolean", "the fix (internal constant copies) was applied"),
        Column("llvm_wall_s", "float64", "wall time of the LLVM stage: split + opt -O3 + llc of all parts, parts run concurrently on `jobs` workers", "s"),
        Column("llvm_cpu_s", "float64", "CPU time (user+sys) of all LLVM tool processes of that stage", "s"),
        Column("split_s", "float64", "wall time of llvm-split alone", "s"),
        Column("max_part_s", "float64", "slowest part's opt+llc wall time", "s"),
        Column("jobs", "int64", "parts compiled concurrently"),
        Column("parts_with_external_constants", "int64", "parts that declare at least one constant external"),
        Column("constant_loads_ir", "int64", "constant-global loads in the optimised IR, all parts"),
        Column("constant_loads_asm", "int64", "symbol loads of constant globals in PTX/assembly, all parts"),
        Column("instructions_asm", "int64", "PTX/assembly instructions, all parts"),
    ]
)


@dataclass(frozen=True)
class SplitSettings:
    """How one lab run splits and compiles a module.

    Attributes:
        parts: split parts requested (``llvm-split -j``), at least 1.
        target: nvptx64, x86-64, or None/"auto" for the module's triple.
        mcpu: ``llc -mcpu``; None: sm_70 on nvptx64, the default on x86-64.
        fix: apply XLA's fix (an internal copy of each initialised constant in every part).
        fix_max_elements: the fix's first variant: only constants of at most this many elements.
        workdir: keep the intermediate files in ``workdir/split<N>[-fix]``; None: discard them.
        jobs: parts compiled concurrently; None: the CPU count.
    """

    parts: int
    target: str | None = "nvptx64"
    mcpu: str | None = None
    fix: bool = False
    fix_max_elements: int | None = None
    workdir: str | Path | None = None
    jobs: int | None = None

    def __post_init__(self) -> None:
        if self.parts < 1:
            raise KitError(f"parts must be >= 1, got {self.parts}")
        if self.jobs is not None and self.jobs < 1:
            raise KitError(f"jobs must be >= 1, got {self.jobs}")
        if self.target not in (None, "auto", *TARGETS):
            raise KitError(f"unknown target {self.target!r}: use one of {', '.join(TARGETS)}")

    def resolved(self, triple: str | None) -> SplitSettings:
        """These settings with ``target`` and ``mcpu`` fixed for a module of ``triple``.

        Raises:
            KitError: "auto" and a triple that is neither NVPTX nor x86-64, or a
                target that does not match the triple.
        """
        from_triple = "nvptx64" if (triple or "").startswith("nvptx") else "x86-64" if (triple or "").startswith("x86_64") else None
        target = self.target
        if target in (None, "auto"):
            if from_triple is None:
                raise KitError(f"cannot tell the target from triple {triple!r}: pass target nvptx64 or x86-64")
            target = from_triple
        elif from_triple is not None and from_triple != target:
            raise KitError(f"target {target} does not match the module triple {triple} (use --target {from_triple} or auto)")
        assert target is not None
        return replace(self, target=target, mcpu=self.mcpu if self.mcpu is not None else DEFAULT_MCPU[target])


@dataclass(frozen=True)
class PartConstant:
    """One constant global of one part before optimisation (a LAB_CONSTANTS_SCHEMA row without part and owner)."""

    name: str
    status: str  # GlobalStatus: defined, internal or external
    used: bool  # a function of the part refers to it
    linkage: str
    size_bytes: int | None


@dataclass(frozen=True)
class PartRun:
    """One split part: what llvm-split (and the fix) gave it, and its compiled code.

    Attributes:
        part: the llvm-split output index.
        kernels: kernels defined in the part.
        defined_constants: constant globals the part got with their initializer (before the fix).
        external_constants: constant globals the part uses but only declares (before the fix).
        internal_copies: constants the fix gave an internal copy (empty without the fix).
        constants: every constant global of the part.
        code: the part compiled and read back.
    """

    part: int
    kernels: tuple[str, ...]
    defined_constants: tuple[str, ...]
    external_constants: tuple[str, ...]
    internal_copies: tuple[str, ...]
    constants: tuple[PartConstant, ...]
    code: CompiledCode

    def row(self) -> dict[str, Any]:
        """The part's LAB_PARTS_SCHEMA row."""
        return {
            "split_part": self.part,
            "kernels": list(self.kernels),
            "n_kernels": len(self.kernels),
            "defined_constants": list(self.defined_constants),
            "external_constants": list(self.external_constants),
            "internal_copies": list(self.internal_copies),
            "constant_loads_ir": sum(x.count for x in self.code.ir_loads),
            "constant_loads_asm": sum(x.count for x in self.code.asm_loads),
            "instructions_asm": sum(self.code.asm_counts.values()),
            "compile_s": self.code.seconds,
        }


@dataclass(frozen=True)
class StageTimes:
    """Wall and CPU seconds of the lab's LLVM stages (single measurements: compare them, do not quote them)."""

    baseline: float  # opt + llc of the unsplit module
    split: float  # llvm-split alone
    llvm_wall: float  # split + opt + llc of all parts, parts run concurrently
    llvm_cpu: float  # user + sys of every LLVM tool process of that stage
    max_part: float  # the slowest part's opt + llc
    jobs: int  # parts compiled concurrently

    def as_dict(self) -> dict[str, float]:
        """stage -> seconds (``jobs`` as a float), the ``timings_s`` of :class:`LabResult`."""
        return {"baseline": self.baseline, "split": self.split, "llvm_wall": self.llvm_wall, "llvm_cpu": self.llvm_cpu,
                "max_part": self.max_part, "jobs": float(self.jobs)}


@dataclass(frozen=True)
class LabResult:
    """What one lab run found. DataFrames follow the *_SCHEMA constants of this module.

    Attributes:
        module: the input (a file, or the folder whose kernel modules were linked).
        settings: the settings, target and mcpu resolved (also readable as
            ``parts_requested``, ``target``, ``mcpu``, ``fix``, ``fix_max_elements``).
        tools: tool -> "path (version)".
        linked_from: input files linked into one module (empty for a single file).
        downgrades: textual rewrites applied so the installed LLVM accepts the IR.
        target_triple: the module's triple.
        baseline: LAB_BASELINE_SCHEMA, unsplit module, one row per kernel.
        parts: LAB_PARTS_SCHEMA, one row per part.
        kernels: LAB_KERNELS_SCHEMA, one row per kernel with the baseline beside it.
        constants: LAB_CONSTANTS_SCHEMA, one row per constant global per part.
        loads: LAB_LOADS_SCHEMA, baseline and parts.
        timings_s: stage -> seconds (baseline, split, llvm_wall, llvm_cpu, max_part; jobs).
        findings: plain-language lines stating what was found.
        workdir: where the intermediate files were kept (None when discarded).
    """

    module: str
    settings: SplitSettings
    tools: dict
    linked_from: tuple
    downgrades: tuple
    target_triple: str | None
    baseline: pd.DataFrame
    parts: pd.DataFrame
    kernels: pd.DataFrame
    constants: pd.DataFrame
    loads: pd.DataFrame
    timings_s: dict = field(default_factory=dict)
    findings: tuple = ()
    workdir: str | None = None

    @property
    def parts_requested(self) -> int:
        return self.settings.parts

    @property
    def target(self) -> str:
        return str(self.settings.target)

    @property
    def mcpu(self) -> str | None:
        return self.settings.mcpu

    @property
    def fix(self) -> bool:
        return self.settings.fix

    @property
    def fix_max_elements(self) -> int | None:
        return self.settings.fix_max_elements

    def to_dict(self) -> dict[str, Any]:
        """The ``--json`` shape: settings, tools, baseline and per-part constants and loads, timings, findings."""
        return {
            "module": self.module,
            "settings": {
                "parts": self.parts_requested,
                "target": self.target,
                "mcpu": self.mcpu,
                "fix": self.fix,
                "fix_max_elements": self.fix_max_elements,
            },
            "tools": dict(self.tools),
            "linked_from": list(self.linked_from),
            "downgrades": list(self.downgrades),
            "baseline": {
                "constant_loads_ir": int(self.baseline["constant_loads_ir"].sum()),
                "constant_loads_asm": int(self.baseline["constant_loads_asm"].sum()),
                "kernels": self.baseline["kernel"].tolist(),
            },
            "parts": [
                {
                    "split_part": int(r.split_part),
                    "defined_constants": list(r.defined_constants),
                    "external_constants": list(r.external_constants),
                    "internal_copies": list(r.internal_copies),
                    "constant_loads_ir": int(r.constant_loads_ir),
                    "constant_loads_asm": int(r.constant_loads_asm),
                    "kernels": list(r.kernels),
                }
                for r in self.parts.itertuples()
            ],
            "timings_s": {k: round(float(v), 4) for k, v in self.timings_s.items()},
            "findings": list(self.findings),
        }

    def to_json(self, indent: int | None = 2) -> str:
        """:meth:`to_dict` as JSON text."""
        return json.dumps(self.to_dict(), indent=indent)
