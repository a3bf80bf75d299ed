"""What the code compiled from one module reads: loads of constant globals, instruction counts.

One compile (``opt -O3``, ``llc``) of a module or split part, read back: the
optimised IR with :func:`~kitlib.dumps.llvm_ir.read_llvm_ir`, the PTX with
:func:`~kitlib.dumps.ptx.read_ptx`, x86-64 assembly with
:func:`~kitlib.dumps.asm.read_x86_asm`. Constant globals are those of
:func:`~kitlib.dumps.llvm_ir.is_constant_global`; in the assembly they are
found by the symbol LLVM gives them (:func:`kitlib.dumps.kernel_code.asm_symbols`), and a load of one is a
constant load as :mod:`kitlib.dumps.kernel_code` defines it (``kit diff`` counts the same).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..dumps.asm import read_x86_asm
from ..dumps.kernel_code import asm_symbols, ptx_symbol
from ..dumps.llvm_ir import LlvmModule, read_llvm_ir
from ..dumps.ptx import read_ptx
from .tools import LlvmTools, compile_module


@dataclass(frozen=True)
class Load:
    """Loads of one constant global by one function with one opcode (a LAB_LOADS_SCHEMA row without part and stage)."""

    function: str
    global_: str
    qualifiers: str | None  # asm opcode; None for IR
    count: int
    example: str | None  # one such asm line; None for IR

    def row(self) -> dict:
        return {"function": self.function, "global": self.global_, "qualifiers": self.qualifiers, "count": self.count, "example": self.example}


@dataclass(frozen=True)
class KernelCode:
    """One kernel's counts in one compile (a LAB_BASELINE_SCHEMA row)."""

    kernel: str
    constant_loads_ir: int
    constant_loads_asm: int
    instructions_ir: int | None
    instructions_asm: int | None


@dataclass(frozen=True)
class CompiledCode:
    """One compile of a module read back.

    Attributes:
        opt_module: the optimised IR.
        asm_counts: function -> instructions in PTX / assembly.
        ir_loads: loads of constant globals in the optimised IR.
        asm_loads: loads in PTX / assembly addressing a constant global's symbol.
        seconds: wall time of opt + llc.
    """

    opt_module: LlvmModule
    asm_counts: dict[str, int]
    ir_loads: tuple[Load, ...]
    asm_loads: tuple[Load, ...]
    seconds: float

    def kernel(self, name: str) -> KernelCode:
        """The counts of one kernel (PTX names it with NVPTX's symbol when the IR name has characters PTX refuses)."""
        f = self.opt_module.functions
        hit = f[f["name"] == name]
        ir_n = None if hit.empty or hit["instruction_count"].isna().iloc[0] else int(hit["instruction_count"].iloc[0])
        sym = ptx_symbol(name) if name not in self.asm_counts else name
        return KernelCode(
            kernel=name,
            constant_loads_ir=sum(x.count for x in self.ir_loads if x.function == name),
            constant_loads_asm=sum(x.count for x in self.asm_loads if x.function in (name, sym)),
            instructions_ir=ir_n,
            instructions_asm=self.asm_counts.get(name, self.asm_counts.get(sym)),
        )


def compile_and_read(src: Path, stem: Path, target: str, mcpu: str | None, tools: LlvmTools) -> CompiledCode:
    """Compile ``src`` (``opt -O3``, ``llc``; files ``<stem>.opt.ll`` and ``<stem>.ptx``/``.s``) and read what it loads."""
    opt_ll, asm, seconds = compile_module(src, stem, target, mcpu, tools)
    mod = read_llvm_ir(opt_ll)
    counts, loads = _read_asm(asm, mod, target)
    ir_loads = tuple(Load(r.function, r["global"], None, int(r["count"]), None) for _, r in mod.constant_loads().iterrows())
    return CompiledCode(mod, counts, ir_loads, tuple(loads), seconds)


def _read_asm(path: Path, module: LlvmModule, target: str) -> tuple[dict[str, int], list[Load]]:
    symbols = asm_symbols(module, target)
    if target == "x86-64":
        asm = read_x86_asm(path)
        counts = {r.name: int(r.instruction_count) for r in asm.functions.itertuples()}
        return counts, [Load(r.function, symbols[r.symbol], r.opcode, int(r.count), r.example) for r in asm.loads_of(symbols).itertuples()]
    ptx = read_ptx(path)
    counts = {r.name: int(r.instruction_count) for r in ptx.entries.itertuples() if not r.is_declaration}
    df = ptx.symbol_loads(symbols)
    examples = _ptx_examples(path, set(df["symbol"]))
    return counts, [Load(r.function, symbols[r.symbol], r.qualifiers, int(r.count), examples.get((r.qualifiers, r.symbol))) for r in df.itertuples()]


def _ptx_examples(path: Path, symbols: set[str]) -> dict[tuple[str, str], str]:
    """(opcode, symbol) -> the first PTX line loading that symbol with that opcode, whitespace collapsed."""
    out: dict[tuple[str, str], str] = {}
    if not symbols:
        return out
    for ln in path.read_text(errors="replace").splitlines():
        m = re.match(r"^\s*(ldu?(?:\.\w+)+)\s+.*\[([^\]+\-\s]+)", ln)
        if m and m.group(2) in symbols:
            out.setdefault((m.group(1), m.group(2)), re.sub(r"\s+", " ", ln.strip()))
    return out
