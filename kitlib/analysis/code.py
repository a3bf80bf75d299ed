"""Is it the code? What two configs or builds compiled, kernel by kernel: same code or not, and what differs.

One module answers the code question, from tables only: the code of the kernels is a product of the readers
(:mod:`kitlib.dumps.kernel_code`: per kernel its normalised LLVM IR, PTX entry and machine code, the constants
it loads, the globals it reaches), cached with every parsed dump folder; a side a user names by path (a dump
folder, a config folder of a run, a split-lab folder, one optimised ``.ll``) is opened by
:func:`kitlib.runfolder.files.open_code_side`; the configs of a run through :class:`~kitlib.runfolder.Run`.

- :func:`kernel_fingerprints`: every kernel of one side with the hash of each form of its code, and of its HLO
  instruction structure (:func:`hlo_kernels`: the only code of kernels XLA emits none for, such as library calls);
- the one rule, :func:`same_code`: two sides compiled a kernel identically when every form of code both have is
  equal (no emitted code on either side: its HLO structure). Kernels pair by (hlo_module, kernel), then a kernel
  on one side only with one of the same module whose HLO structure is the same and unique (renamed). Same-code
  kernels can only differ in time by noise or placement: :mod:`kitlib.analysis.compare` uses them as negative
  controls;
- :func:`hlo_diff`: the after-optimisation HLO of each pair of modules, instructions matched by structure, each
  ``unchanged``, ``changed`` (saying what), ``added`` or ``removed``, and counts per opcode and fusion kind;
- :func:`diff_code`: all of it in one :class:`CodeDiff` (HLO, kernels, the line diff of each kernel whose code
  differs, instruction counts, ``llvm-diff`` of LLVM on its IR, its constant loads, the globals whose status
  changed: ``defined -> external`` is Case 1);
- :func:`compare_code`: what ``kit compare`` asks, once per config pair (:class:`CodeComparison`: the same-code
  table, its one-line summary, the code of each kernel in words, the kernels renamed, and the :class:`CodeDiff` when
  some kernel differs, which the report renders).

Checked against: torch_xla 2.9.0 XLA:CPU dumps (per-kernel LLVM modules and object files), jax 0.9.2 XLA:GPU
deviceless dumps (split parts and PTX), and the folders of the split lab (LLVM 19 ``llvm-split`` / ``opt`` / ``llc``).
"""
from __future__ import annotations

import difflib
import hashlib
import json
import re
import shutil
import subprocess
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import partial
from pathlib import Path
from typing import Any

import pandas as pd

from ..dumps.hlo import HloModule
from ..dumps.llvm_ir import downgrade_for_llvm19
from ..errors import KitError
from ..runfolder.files import CodeSide, open_code_side
from ..schema import Column, Schema, frame, records, with_doc


class CodeStatus(StrEnum):
    """How a kernel's code compares between two sides (a ``str``)."""

    SAME = "same"
    DIFFERS = "differs"
    UNKNOWN = "code unknown"  # XLA emits code for such a kernel, but it is not on both sides (or its HLO not either)
    ONLY_IN_A = "only in a"
    ONLY_IN_B = "only in b"


#: what ``kit diff`` compares: the optimised HLO, the kernels' LLVM IR, their machine code / PTX, all of these; or the
#: HLO before optimisations alone (``before``: what the front end gave XLA, torch_xla's lowering or jax's tracing)
LEVELS = ("hlo", "llvm", "asm", "all", "before")

FINGERPRINT_SCHEMA = Schema(
    [
        Column("kernel", "string", "kernel: the HLO instruction it runs, as the trace's hlo_op names it (fusion name); its code joined to it by kernel_names"),
        Column("hlo_module", "string", "HLO module name of the dump file (SyncTensorsGraph.550, jit_f)"),
        Column("module_id", "Int64", "HLO module id of the dump file"),
        Column("file", "string", "optimised LLVM IR (or PTX) file the kernel was found in"),
        Column("split_part", "Int64", "split part of that file, where it is one"),
        Column("ir_lines", "Int64", "lines of the kernel's normalised IR (function, callees, globals, metadata)"),
        Column("ir_hash", "string", "sha256 (16 hex) of the normalised optimised LLVM IR; <NA> without IR"),
        Column("constant_globals", "string", "constant globals its IR reaches, as name (status: defined, internal, or "
               "external = defined in another module, loaded from memory), comma-separated; <NA> when none"),
        Column("object_file", "string", "object file holding the kernel's machine code; <NA> when none has it"),
        Column("asm_instructions", "Int64", "machine instructions of the kernel's symbol"),
        Column("asm_hash", "string", "sha256 (16 hex) of the disassembly, addresses and relocation addends removed; <NA> without object file"),
        Column("ptx_hash", "string", "sha256 (16 hex) of the kernel's PTX entry; <NA> without PTX"),
        Column("hlo_hash", "string", "structure of its HLO instruction (:func:`hlo_kernels`); the only code of kernels XLA emits none for (library calls: dot on XLA:CPU)"),
        Column("fingerprint", "string", "sha256 (16 hex) of ir_hash, asm_hash and ptx_hash together, or of hlo_hash when none"),
        Column("function", "string", "the LLVM IR function / PTX entry / symbol of its code (reduce-window.1.clone_kernel); <NA> without emitted code"),
    ]
)

SAME_CODE_SCHEMA = Schema(
    [
        Column("hlo_module", "string", "HLO module name"),
        Column("kernel", "string", "kernel name (in a, when renamed)"),
        Column("kernel_b", "string", "its name in b: differs from kernel when matched by HLO structure (renamed)"),
        Column("status", "string", "same, differs, code unknown, only in a, only in b (CodeStatus)"),
        Column("basis", "string", "what was compared: emitted code (LLVM IR / machine code / PTX), hlo (no emitted code: a library call, LIBRARY_OPCODES) or unknown (a kernel XLA emits code for whose code is not on both sides)"),
        Column("same_code", "boolean", "compiled identically in a and b (every hash both sides have equal); <NA> when on one side only or its code unknown"),
        Column("ir_same", "boolean", "normalised optimised LLVM IR equal (<NA>: not on both sides)"),
        Column("asm_same", "boolean", "machine code equal (<NA>: not on both sides)"),
        Column("ptx_same", "boolean", "PTX entry equal (<NA>: not on both sides)"),
        Column("ir_reordered", "boolean", "the optimised LLVM IR differs only in the order of instructions within basic "
               "blocks (order_free_ir_hash equal; still not the same code); <NA>: not on both sides"),
        Column("fingerprint_a", "string", "fingerprint in a"),
        Column("fingerprint_b", "string", "fingerprint in b"),
        Column("function", "string", "the LLVM IR function / PTX entry / symbol of its code in a (reduce-window.1.clone_kernel for the kernel reduce-window.1.clone: kernel_names); <NA> without emitted code"),
        Column("function_b", "string", "the same in b"),
    ]
)

HLO_KERNELS_SCHEMA = Schema(
    [
        Column("hlo_module", "string", "HLO module name"),
        Column("kernel", "string", "HLO instruction name (the trace's hlo_op)"),
        Column("opcode", "string", "HLO opcode (fusion, dot, custom-call, ...)"),
        Column("fusion_kind", "string", "kLoop, kInput, kOutput, kCustom for fusions, else <NA>"),
        Column("shape", "string", "result shape as printed"),
        Column("operand_shapes", "string", "operand shapes, comma-separated"),
        Column("op_name", "string", "metadata op_name (what the framework called it), else <NA>"),
        Column("constants", "string", "HLO constants it uses (operands, or inside its fused computation): name=value for scalars, name:shape for arrays, comma-separated; <NA> when none"),
        Column("hlo_hash", "string", "sha256 (16 hex) of its structure: opcode, shapes, attributes, and the fused computation's instructions (names left out)"),
    ]
)

HLO_DIFF_SCHEMA = Schema(
    [
        Column("hlo_module", "string", "HLO module (side A's name)"),
        Column("computation", "string", "computation holding the instruction (side A's name, B's when added)"),
        Column("name_a", "string", "instruction name in A; <NA> when added"),
        Column("name_b", "string", "instruction name in B; <NA> when removed (differs from name_a when renamed)"),
        Column("opcode", "string", "HLO opcode"),
        Column("fusion_kind", "string", "kLoop, kInput, kOutput, kCustom for fusions, else <NA>"),
        Column("status", "string", "unchanged, changed, added or removed"),
        Column("changes", "string", "for changed: what, comma-separated: shape, layout, operands, fusion_kind, backend_config, fused_computation, attributes, metadata; else <NA>"),
        Column("matched_by", "string", "how the pair was found: structure (same name), renamed (same structure, another name), fused_computation (a fusion renamed, same fused computation), name, op_name (same opcode and metadata op_name/source); <NA> when unpaired"),
        Column("shape_a", "string", "result shape in A, layout included"),
        Column("shape_b", "string", "result shape in B"),
        Column("op_name", "string", "metadata op_name (A, else B)"),
        Column("line_a", "Int64", "1-based line in A's HLO file"),
        Column("line_b", "Int64", "1-based line in B's HLO file"),
    ]
)

HLO_COUNTS_SCHEMA = Schema(
    [
        Column("hlo_module", "string", "HLO module (side A's name)"),
        Column("opcode", "string", "HLO opcode"),
        Column("fusion_kind", "string", "fusion kind for fusions, else <NA>"),
        Column("count_a", "int64", "instructions of that opcode (and kind) in A, fused computations not counted"),
        Column("count_b", "int64", "same in B"),
    ]
)

KERNEL_DIFF_SCHEMA = Schema(
    [
        Column("hlo_module", "string", "HLO module (side A's name); <NA> for lab modules"),
        Column("kernel", "string", "kernel: the HLO instruction the trace's hlo_op names (its code joined by kernel_names), A's name"),
        Column("kernel_b", "string", "its name in B: differs from kernel when renamed (matched by the structure of its HLO instruction); <NA> when only in A"),
        Column("status", "string", "same, differs, code unknown, only in a, only in b (CodeStatus)"),
        Column("same_code", "boolean", "compiled identically (the one rule, :func:`same_code`: every form of code both sides have equal); <NA> when on one side only or its code unknown"),
        Column("llvm_lines_changed", "Int64", "lines of the normalised optimised IR removed plus added; <NA> without IR on both sides"),
        Column("llvm_diff", "string", "llvm-diff-19 on the kernel: identical, differs: <its first lines>, or why it could not run; <NA> when not run (IR the same, level asm or hlo). llvm-diff compares instructions and operands, not instruction flags (fast-math) or attributes: identical here with IR lines changed means only those differ"),
        Column("asm_kind", "string", "ptx or x86 (objdump of the object file, or an llc .s); <NA> when no side has either"),
        Column("asm_lines_changed", "Int64", "PTX / machine-code lines removed plus added; <NA> without asm on both sides"),
        Column("constant_loads_a", "Int64", "loads of a constant from memory in A (kitlib.dumps.kernel_code's definition, in its PTX or machine code; "
               "in its IR when there is neither)"),
        Column("constant_loads_b", "Int64", "same in B"),
        Column("linkage_changes", "object", "globals the kernel uses whose status changed, as 'name: defined -> external' (list of str)"),
        Column("summary", "string", "one line: 'same code', or 'code differs: ' and the differences that matter"),
    ]
)

LINES_SCHEMA = Schema(
    [
        Column("hlo_module", "string", "HLO module (side A's name)"),
        Column("kernel", "string", "kernel"),
        Column("level", "string", "llvm (normalised optimised IR) or asm (PTX / machine code)"),
        Column("tag", "string", "equal, replace, delete (only in A) or insert (only in B), as difflib"),
        Column("line_a", "Int64", "1-based line in A's normalised text; <NA> on insert"),
        Column("line_b", "Int64", "1-based line in B's normalised text; <NA> on delete"),
        Column("text_a", "string", "the line in A"),
        Column("text_b", "string", "the line in B"),
        Column("constant_load_a", "boolean", "A's line loads a constant from memory"),
        Column("constant_load_b", "boolean", "B's line loads a constant from memory"),
    ]
)

INSTRUCTION_COUNTS_SCHEMA = Schema(
    [
        Column("hlo_module", "string", "HLO module (side A's name)"),
        Column("kernel", "string", "kernel"),
        Column("level", "string", "llvm or asm"),
        Column("kind", "string", "LLVM opcode with fast-math flags (fmul fast), PTX opcode (ld.global.nc.u64), or x86 mnemonic"),
        Column("count_a", "int64", "instructions of that kind in A"),
        Column("count_b", "int64", "same in B"),
    ]
)

CODE_SUMMARY_SCHEMA = Schema(
    [
        Column("hlo_module", "string", "HLO module (side A's name)"),
        Column("kernel", "string", "kernel"),
        Column("same_code", "boolean", "compiled identically; <NA> when on one side only"),
        Column("summary", "string", "e.g. 'code differs: +1 ld.global.nc of buffer_for_constant_121'"),
    ]
)


#: one side of a code comparison: a path (:func:`kitlib.runfolder.files.open_code_side` opens it) or a side opened
SideOrPath = str | Path | CodeSide


def _h(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


_IR_VALUE = re.compile(r'%(?:"[^"]*"|[-\w$.]+)')
_IR_DEF = re.compile(r'^\s+(%(?:"[^"]*"|[-\w$.]+)) = ')
_IR_LABEL = re.compile(r'^([-\w$.]+|"[^"]*"):')
#: rounds of operand labels an instruction's label takes in :func:`order_free_ir_hash`: two instructions keep one
#: label only while their operands, and theirs, to this depth are alike
ORDER_FREE_ROUNDS = 4


def order_free_ir_hash(ir: str) -> str:
    """A hash of a function's LLVM IR that every order of its instructions within their basic blocks shares.

    Each instruction is labelled by its text with the values it names blanked, then, round by round
    (:data:`ORDER_FREE_ROUNDS`), by its operands' labels (a basic block's label by its instructions'); the hash
    is over each block's multiset of labels. Two IRs with equal hashes hold the same instructions with the same
    operands in each block (to that depth), whatever the order and the value names: two builds of XLA whose C++
    compilers evaluate an emitter's arguments in other orders (GCC and Clang) give that. Checked on XLA:CPU
    kernels of torch_xla 2.9.0 (GCC 12) against jaxlib 0.7.1 (Clang 18).
    """
    outside: list[str] = []
    label: dict[str, str] = {}
    insts: list[tuple[str, str | None, str, list[str]]] = []  # (block, value defined, template, operands)
    block = "%entry"
    for line in ir.splitlines():
        if not line.strip():
            continue
        if line.startswith("define "):
            for i, v in enumerate(_IR_VALUE.findall(line)):
                label[v] = f"arg{i}"
            outside.append(_IR_VALUE.sub("%", line))
        elif m := _IR_LABEL.match(line):
            block = "%" + m.group(1)
            label[block] = "block"
        elif line[0].isspace():
            d = _IR_DEF.match(line)
            rest = line[d.end():] if d else line.strip()
            insts.append((block, d.group(1) if d else None, _IR_VALUE.sub("%", rest), _IR_VALUE.findall(rest)))
        else:
            outside.append(line)
    mine = [t for _, _, t, _ in insts]
    for v, t in zip((x[1] for x in insts), mine, strict=True):
        if v is not None:
            label[v] = t
    for _ in range(ORDER_FREE_ROUNDS):
        mine = [_h(f"{t}({','.join(label.get(o, o) for o in ops)})") for _, _, t, ops in insts]
        members: dict[str, list[str]] = {}
        for (b, v, _, _), x in zip(insts, mine, strict=True):
            members.setdefault(b, []).append(x)
            if v is not None:
                label[v] = x
        label.update({b: _h(",".join(sorted(xs))) for b, xs in members.items()})
    blocks = sorted(label[b] for b in {x[0] for x in insts})
    return _h("\n".join(sorted(outside) + blocks))


def _side(x: SideOrPath) -> CodeSide:
    return x if isinstance(x, CodeSide) else open_code_side(x)


# ============================================================================ the kernels of one side


@dataclass
class _Code:
    """One kernel's code on one side, every form merged (:mod:`kitlib.dumps.kernel_code`'s rows)."""

    module_id: Any = None
    file: Any = None
    function: str | None = None  # the IR function / PTX entry / symbol of its code (the kernel is its HLO instruction)
    opcode: str | None = None  # its HLO instruction's opcode
    split_part: Any = None
    ir: str | None = None  # normalised
    ir_raw: str | None = None  # as XLA printed it (valid IR: for llvm-diff, rewritten for LLVM 19 there)
    ir_lines: int | None = None
    ir_hash: str | None = None
    ptx_hash: str | None = None
    asm_hash: str | None = None
    object_file: str | None = None
    asm_instructions: int | None = None
    asm_kind: str | None = None
    asm: list[str] | None = None
    asm_diff: list[str] | None = None  # the lines the line diff shows (PTX: registers renumbered)
    asm_const: list[bool] | None = None
    constant_loads: int | None = None
    load_kinds: Counter = field(default_factory=Counter)  # (instruction, symbol) -> constant loads
    ir_loads: Counter = field(default_factory=Counter)
    reach: dict[str, tuple[str, bool]] = field(default_factory=dict)  # global it reaches -> (status, is constant)
    counts: dict[str, Counter] = field(default_factory=dict)  # form -> instruction kind -> count
    hlo_hash: str | None = None


def _group(t: pd.DataFrame | None, keys: list[str]) -> dict[tuple, pd.DataFrame]:
    if t is None or t.empty:
        return {}
    return {k if isinstance(k, tuple) else (k,): g for k, g in t.groupby(keys, sort=False, dropna=False)}


def _rows_of(t: pd.DataFrame | None, keys: list[str], columns: list[str]) -> tuple[dict[tuple, list[int]], list[list]]:
    """(key -> the positions of its rows, in table order; each of ``columns`` as a Python list): a table grouped for
    lookups row by row without a DataFrame per group (missing values as the table holds them, pd.NA)."""
    if t is None or t.empty:
        return {}, [[] for _ in columns]
    where: dict[tuple, list[int]] = {}
    for i, key in enumerate(zip(*(t[k].tolist() for k in keys), strict=True)):
        where.setdefault(key, []).append(i)
    return where, [t[c].tolist() for c in columns]


def _na(v: Any) -> Any:
    return None if v is None or (not isinstance(v, list | tuple) and pd.isna(v)) else v


_UNSAFE = re.compile(r"[^A-Za-z0-9_]")


def kernel_names(instructions: Iterable[str]) -> dict[str, str]:
    """The one join from a kernel's code to the kernel (the HLO instruction the profiler's ``hlo_op`` names), as a
    table: every name the code of an instruction of one HLO module can have -> the instruction's name. Used by
    :func:`same_code`, :func:`diff_code` and :func:`compare_code` (so by ``kit diff`` and ``kit compare``) alike.

    - the instruction's own name: XLA:CPU fusion kernels (``add_bitcast_fusion.1.clone``);
    - ``<instruction>_kernel``: XLA:CPU elemental kernels (``reduce-window.1.clone_kernel`` in
      ``reduce-window.1.clone_elemental_kernel_module``), checked against torch_xla 2.9.0;
    - the instruction's name sanitised as XLA's ``llvm_ir::SanitizeFunctionName`` does (every character outside
      ``[A-Za-z0-9_]`` to ``_``), when only one instruction of the module sanitises to it: XLA:GPU IR functions and
      PTX entries (``gemm_fusion_dot_1`` for ``gemm_fusion_dot.1``), checked against jax 0.9.2.

    An instruction's own name always wins over another's alias.
    """
    names = list(dict.fromkeys(map(str, instructions)))
    out: dict[str, str] = {}
    sanitised = Counter(_UNSAFE.sub("_", n) for n in names)
    for n in names:
        if sanitised[s := _UNSAFE.sub("_", n)] == 1:
            out[s] = n
    out.update({f"{n}_kernel": n for n in names})
    out.update({n: n for n in names})
    return out


def _joins(side: CodeSide, modules: Mapping[str, tuple[HloModule, str]]) -> dict[str, dict[str, str]]:
    """HLO module name -> its :func:`kernel_names` table (once per module content, :func:`_by_module`)."""
    return {name: _by_module(side, "kernel_names", name, f, partial(kernel_names, m.instructions["name"].tolist()))
            for name, (m, f) in modules.items()}


def _kernels(side: CodeSide, module_map: Mapping[str, str] | None = None,
             joins: Mapping[str, Mapping[str, str]] | None = None) -> dict[tuple[str | None, str], _Code]:
    """(hlo module named as in A, kernel) -> its code, every form merged (first file first, IR before PTX before
    machine code); machine-code symbols that are no kernel of the IR of the side left out (helpers of an object file).
    A kernel is the HLO instruction its code implements (``joins``: the side's own module name -> its
    :func:`kernel_names`); the function's own name is kept in ``_Code.function``."""
    folder, mm, joins = side.folder, module_map or {}, joins or {}
    t = folder.tables
    code = t.get("kernel_code")
    out: dict[tuple[str | None, str], _Code] = {}
    if code is None or code.empty:
        return out
    kinds = dict(zip(folder.files["file"], folder.files["kind"], strict=True))
    parts = dict(zip(folder.files["file"], folder.files["split_part"], strict=True))
    order = {"llvm": 0, "ptx": 1, "x86": 2}
    code = code.assign(_o=code["form"].map(order)).sort_values("_o", kind="stable")
    loads, (q_of, s_of, n_of) = _rows_of(t.get("kernel_loads"), ["file", "kernel", "form"], ["instruction", "symbol", "count"])
    reach, (g_of, st_of, k_of) = _rows_of(t.get("kernel_globals"), ["file", "kernel"], ["global", "status", "is_constant"])
    instr, (kind_of,) = _rows_of(t.get("kernel_instructions"), ["file", "kernel", "form"], ["kind"])
    count_of = t["kernel_instructions"]["count"].astype(int).to_numpy() if instr else []  # numpy ints, as before
    has_ir = bool((code["form"] == "llvm").any())
    for r in code.itertuples():
        module = _na(r.hlo_module)
        kernel = joins.get(module, {}).get(str(r.kernel), str(r.kernel)) if module is not None else str(r.kernel)
        key = (mm.get(module, module) if module is not None else None, kernel)
        if r.form == "x86" and has_ir and key not in out:
            continue  # a helper symbol of an object file, not a kernel of the IR
        c = out.setdefault(key, _Code(module_id=_na(r.module_id), file=r.file, split_part=_na(parts.get(r.file)),
                                      function=str(r.kernel)))
        kinds_of = Counter({(str(q_of[i]), str(s_of[i])): int(n_of[i]) for i in loads.get((r.file, r.kernel, r.form), ())})
        c.counts.setdefault(r.form, Counter({kind_of[i]: count_of[i] for i in instr.get((r.file, r.kernel, r.form), ())}))
        if r.form == "llvm":
            if c.ir is not None:
                continue
            c.ir, c.ir_raw, c.ir_lines, c.ir_hash, c.ir_loads = r.text, r.source, int(r.n_lines), r.hash, kinds_of
            gr = reach.get((r.file, r.kernel))
            if gr is not None:
                c.reach = {g_of[i]: (st_of[i], bool(k_of[i])) for i in gr}
            continue
        if c.asm is not None:
            continue
        lines = r.text.splitlines()
        flags = [False] * len(lines)
        for i in list(r.constant_load_lines):
            flags[int(i)] = True
        c.asm_kind, c.asm, c.asm_const = r.form, lines, flags
        c.asm_diff = r.diff_text.splitlines() if isinstance(r.diff_text, str) else None
        c.constant_loads, c.load_kinds = int(r.constant_loads), kinds_of
        if r.form == "ptx":
            c.ptx_hash = r.hash
        else:
            c.asm_hash, c.asm_instructions = r.hash, int(r.n_lines)
            c.object_file = r.file if kinds.get(r.file) == "object_file" else None
    for c in out.values():
        if c.asm is None and c.ir is not None:  # no asm: loads of constant globals in the IR
            c.constant_loads, c.load_kinds = sum(c.ir_loads.values()), c.ir_loads
    return out


#: what this process derived from the dump folders it read, by (question, the folder's content: its parse
#: fingerprint, :attr:`~kitlib.dumps.folder.DumpFolder.fingerprint`) or (question, HLO module, its file's digest): a
#: report's or a notebook's pairs share their base config, and configs that differ in codegen alone share their HLO,
#: whose modules, kernels and kernel names are then derived once, not once per pair or config. Shared, never changed
#: by a caller; the last _DERIVED_MAX kept (a bert-base step module: about 20 MB; a folder's entries share it).
_DERIVED: dict[tuple, Any] = {}
_DERIVED_MAX = 32


def _derived(question: str, side: CodeSide, make: Callable[[], Any]) -> Any:
    """``make()``, once per (question, folder content) in this process; every time for a side without a fingerprint."""
    fp = side.folder.fingerprint if side.kind == "dump" else None
    return make() if fp is None else _memo((question, fp), make)


def _by_module(side: CodeSide, question: str, module: str, file: str, make: Callable[[], Any]) -> Any:
    """``make()``, once per (question, HLO module name, the bytes of its file) in this process: a module of the same
    name and bytes in another folder (another config's: the split count changes no HLO) shares the answer; every
    time for a side whose files have no digest (:meth:`~kitlib.dumps.folder.DumpFolder.digest`)."""
    digest = side.folder.digest(file) if side.kind == "dump" else None
    return make() if digest is None else _memo((question, str(module), digest), make)


def _memo(key: tuple, make: Callable[[], Any]) -> Any:
    """``make()``, once per ``key`` (a question and the content it is asked of) while it is among the last
    _DERIVED_MAX asked in this process."""
    if key in _DERIVED:
        _DERIVED[key] = _DERIVED.pop(key)  # the most recently used last
        return _DERIVED[key]
    value = _DERIVED[key] = make()
    while len(_DERIVED) > _DERIVED_MAX:
        del _DERIVED[next(iter(_DERIVED))]
    return value


def _hlo_modules(side: CodeSide, kind: str = "hlo_after_optimizations") -> dict[str, tuple[HloModule, str]]:
    """HLO module name -> (its after-optimisation HLO, or that of ``kind``, read from the parsed tables of the side;
    its file). Shared between the callers of one process (:func:`_derived`)."""
    return _derived(f"hlo_modules {kind}", side, lambda: _read_hlo_modules(side, kind))


def _read_hlo_modules(side: CodeSide, kind: str) -> dict[str, tuple[HloModule, str]]:
    folder = side.folder
    idx = folder.files
    files = idx[idx["file"].isin(folder.parsed_files(kind))]
    if files.empty:
        return {}
    grouped: list[dict[tuple, pd.DataFrame]] = []  # the HLO tables by file, read when a module is not shared

    def make(f: str, module: str) -> HloModule | None:
        if not grouped:
            t = folder.tables
            grouped.extend(_group(t.get(n), ["file"]) for n in ("hlo_instructions", "hlo_computations", "hlo_constants", "hlo_modules"))
        ins, comps, consts, heads = grouped
        if (f,) not in ins:
            return None
        i = ins[(f,)].reset_index(drop=True)
        i = i.assign(attributes=[json.loads(a) if a else {} for a in i["attributes"]])
        head = heads.get((f,))
        layout = str(head["entry_computation_layout"].iloc[0]) if head is not None else ""
        return HloModule({"name": module, "entry_computation_layout": layout}, comps[(f,)].reset_index(drop=True), i,
                         consts.get((f,), pd.DataFrame(columns=["computation", "name", "value", "is_scalar", "shape"])).reset_index(drop=True))

    out = {}
    for f, module in zip(files["file"].tolist(), files["hlo_module"].tolist(), strict=True):
        m = _by_module(side, f"hlo_module {kind}", module, f, partial(make, f, module))  # shared: read, never changed
        if m is not None:
            out[str(module)] = (m, str(f))
    return out


_TRIVIAL = {"parameter", "get-tuple-element", "tuple", "constant", "bitcast"}


@with_doc(HLO_KERNELS_SCHEMA)
def hlo_kernels(side: SideOrPath) -> pd.DataFrame:
    """Every HLO instruction that can run as a kernel, from the optimised HLO of a dump folder.

    One row per instruction of the computations that run as a sequence of
    kernels (the entry and the bodies of control flow: not fused computations,
    nor those an instruction applies, such as a reduce's reducer), fusions,
    dots, custom-calls, copies, ... (parameters, tuples, get-tuple-elements,
    constants and bitcasts left out). A trace kernel joins on (hlo_module,
    kernel). ``hlo_hash`` is the same for two instructions with the same
    structure whatever their names: kernels renamed between configs match on it,
    and kernels XLA emits no code for (library calls such as dot on XLA:CPU)
    are compared by it.

    Returns:
        One row per instruction, with columns:
        {schema}

    Raises:
        KitError: not a folder.
    """
    return _hlo_kernels(_side(side)).copy()  # the caller's own: the shared one stays as it is


def _hlo_kernels(side: CodeSide) -> pd.DataFrame:
    """:func:`hlo_kernels` shared between the callers of one process (:func:`_derived`): read, never changed."""
    return _derived("hlo_kernels", side, lambda: _read_hlo_kernels(side))


def _read_hlo_kernels(side: CodeSide) -> pd.DataFrame:
    rows: list[dict] = []
    for module, (m, f) in _hlo_modules(side).items():
        rows += _by_module(side, "hlo_kernels", module, f, partial(_module_kernels, module, m))
    return frame(rows, HLO_KERNELS_SCHEMA)


#: the instruction columns :func:`_module_kernels` reads
_KERNEL_COLUMNS = ("computation", "name", "opcode", "shape", "operands", "called_computations", "fusion_kind",
                   "custom_call_target", "dimensions", "backend_config", "attributes", "parameter_number", "op_name")


def _module_kernels(module: str, m: HloModule) -> list[dict]:
    """The rows of :func:`hlo_kernels` of one module."""
    rows = []
    ins = m.instructions
    # the columns read here as Python lists (missing values as the frame holds them: pd.NA), each instruction a dict:
    # pandas' row access cost more than the hashing
    cols = {c: ins[c].tolist() for c in _KERNEL_COLUMNS}
    recs = [dict(zip(cols, row, strict=True)) for row in zip(*cols.values(), strict=True)]
    shape_of = {(r["computation"], r["name"]): r["shape"] for r in recs}
    consts = m.constants.set_index(["computation", "name"])
    fused = {c for r in recs if r["opcode"] == "fusion" for c in r["called_computations"]}
    # computations an instruction applies (a reducer, a comparator, a scatter's update) run inside its kernel
    applied = {c for r in recs if r["opcode"] not in _CONTROL for c in r["called_computations"]}
    by_comp: dict[str, list[dict]] = {}
    for r in recs:
        by_comp.setdefault(r["computation"], []).append(r)
    if consts.index.is_unique:
        const_rows = dict(zip(consts.index, consts[["value", "is_scalar", "shape"]].to_dict("records"), strict=True))
    else:  # as .loc gives them
        const_rows = {k: consts.loc[k] for k in consts.index}

    def const_text(comp: str, name: str) -> str:
        c = const_rows[(comp, name)]
        return f"{name}={c['value']:g}" if c["is_scalar"] else f"{name}:{c['shape']}"

    for i in recs:
        if i["computation"] in fused or i["computation"] in applied or i["opcode"] in _TRIVIAL:
            continue
        ops = [shape_of.get((i["computation"], o), "?") for o in i["operands"]]
        used = [const_text(i["computation"], o) for o in i["operands"] if (i["computation"], o) in const_rows]
        structure = [i["opcode"], i["shape"], str(i["fusion_kind"]), str(i["custom_call_target"]), str(i["dimensions"]),
                     str(i["backend_config"]), repr(sorted(i["attributes"].items())), ",".join(ops)]
        for comp in i["called_computations"] if i["opcode"] == "fusion" else ():
            g = by_comp.get(comp)
            if g is None:
                continue
            pos = {f["name"]: k for k, f in enumerate(g)}
            for f in g:
                structure.append(f"{f['opcode']} {f['shape']} {[pos.get(o, o) for o in f['operands']]} {f['parameter_number']} "
                                 f"{sorted(f['attributes'].items())} {f['dimensions']}")
                if f["opcode"] == "constant" and (comp, f["name"]) in const_rows:
                    c = const_rows[(comp, f["name"])]
                    structure.append(f"={c['value']}")
                    used.append(const_text(comp, f["name"]))
        rows.append({"hlo_module": module, "kernel": i["name"], "opcode": i["opcode"], "fusion_kind": i["fusion_kind"],
                     "shape": i["shape"], "operand_shapes": ", ".join(ops), "op_name": i["op_name"],
                     "constants": ", ".join(used) or None, "hlo_hash": _h("\n".join(structure))})
    return rows


def _constant_globals(c: _Code) -> str | None:
    found = [f"{name} ({status})" for name, (status, is_const) in sorted(c.reach.items()) if is_const]
    return ", ".join(found) or None


@with_doc(FINGERPRINT_SCHEMA)
def kernel_fingerprints(side: SideOrPath) -> pd.DataFrame:
    """The fingerprint of every kernel of one side (a dump folder, a config folder, a lab folder, a ``.ll``).

    Kernels are the externally visible functions of the optimised LLVM IR, the
    ``.entry`` functions of the PTX and the function symbols of the machine code
    (those of the IR where there is IR), and the HLO instructions that run as
    kernels without code of their own (library calls).

    Returns:
        One row per (hlo_module, kernel), sorted, with columns:
        {schema}

    Raises:
        KitError: not a dump folder, or one without optimised LLVM IR, object file or PTX.
    """
    s = _side(side)
    kernels = _kernels(s, joins=_joins(s, _hlo_modules(s)))
    if not kernels:
        raise KitError(f"{s.path}: no optimised LLVM IR, object file or PTX in this dump folder: nothing to fingerprint")
    for r in _hlo_kernels(s).itertuples():
        _with_hlo(kernels.setdefault((r.hlo_module, r.kernel), _Code()), r)
    rows = []
    for (module, kernel), c in sorted(kernels.items(), key=lambda kv: (str(kv[0][0]), kv[0][1])):
        emitted = [c.ir_hash, c.asm_hash, c.ptx_hash]
        rows.append({"kernel": kernel, "hlo_module": module, "module_id": c.module_id, "file": c.file, "split_part": c.split_part,
                     "ir_lines": c.ir_lines, "ir_hash": c.ir_hash, "constant_globals": _constant_globals(c),
                     "object_file": c.object_file, "asm_instructions": c.asm_instructions, "asm_hash": c.asm_hash,
                     "ptx_hash": c.ptx_hash, "hlo_hash": c.hlo_hash,
                     "fingerprint": _h("|".join(map(str, emitted)) if any(emitted) else f"hlo|{c.hlo_hash}"), "function": c.function})
    return frame(rows, FINGERPRINT_SCHEMA)


def code_table(dumps: Mapping[str, SideOrPath]) -> pd.DataFrame:
    """Fingerprints of every kernel of several sides, one ``config`` column first.

    Args:
        dumps: config name -> dump folder.

    Returns:
        :func:`kernel_fingerprints` rows of every config with a ``config`` (string) column first.

    Raises:
        as :func:`kernel_fingerprints`.
    """
    parts = []
    for config, d in dumps.items():
        f = kernel_fingerprints(d)
        f.insert(0, "config", pd.Series([config] * len(f), dtype="string"))
        parts.append(f)
    return pd.concat(parts, ignore_index=True) if parts else FINGERPRINT_SCHEMA.empty().assign(config=pd.Series(dtype="string"))


# ============================================================================ the one rule


def _eq(x: Any, y: Any) -> bool | None:
    return None if x is None or y is None else x == y


#: HLO opcodes XLA runs without emitting code of their own (a library or runtime call: Eigen / oneDNN / cuBLAS /
#: cuDNN, memcpy, collectives, the control flow of thunks): the only code of such a kernel is its HLO structure
LIBRARY_OPCODES = frozenset({
    "dot", "convolution", "custom-call", "copy", "fft", "triangular-solve", "cholesky", "sort", "topk",
    "all-reduce", "all-reduce-start", "all-gather", "all-gather-start", "reduce-scatter", "all-to-all",
    "collective-permute", "collective-permute-start", "send", "recv", "infeed", "outfeed", "rng-get-and-update-state",
    "call", "while", "conditional",
})


def _same(a: _Code, b: _Code) -> tuple[bool | None, dict[str, bool | None], str]:
    """(same code, per form equal or None, basis): every form of emitted code both sides have equal; with none on
    either side, the HLO structure, for a kernel XLA emits no code for (:data:`LIBRARY_OPCODES`); any other kernel
    whose emitted code is not on both sides: None, code unknown (never "same": not a negative control)."""
    eq = {"ir": _eq(a.ir_hash, b.ir_hash), "asm": _eq(a.asm_hash, b.asm_hash), "ptx": _eq(a.ptx_hash, b.ptx_hash)}
    known = [v for v in eq.values() if v is not None]
    if known:
        return all(known), eq, "emitted code"
    h = _eq(a.hlo_hash, b.hlo_hash)
    if h is False:
        return False, eq, "hlo"
    emitted = any(any((c.ir_hash, c.asm_hash, c.ptx_hash)) for c in (a, b))
    if h and not emitted and a.opcode in LIBRARY_OPCODES and b.opcode in LIBRARY_OPCODES:
        return True, eq, "hlo"
    return None, eq, "unknown"


def _match_renamed(p: _Pair, ka: dict, kb: dict) -> dict[tuple[str | None, str], str]:
    """Kernels paired across names by the structure of their HLO instruction (the ``hlo_hash`` of
    :func:`hlo_kernels`): the kernels on one side only, and those paired by name whose structures differ (another
    client numbers its instructions otherwise: ``dot.277`` is another dot there). Per (module, structure), where
    A and B have as many such kernels (one each, or a layer's repeated dots renumbered), they are paired in
    program order; ``kb`` is re-keyed to the names in A. Returns (module, name in A) -> name in B, for the pairs
    whose names differ. Dump folders only (the lab has no HLO)."""
    if p.a.kind != "dump" or p.b.kind != "dump" or not any(k not in kb for k in ka):
        return {}
    mm = p.module_map()
    ta, tb = p.hlo_kernels()
    ha = {(r.hlo_module, r.kernel): r.hlo_hash for r in ta.itertuples()}
    hb = {(mm.get(r.hlo_module, r.hlo_module), r.kernel): r.hlo_hash for r in tb.itertuples()}
    order_a = {k: i for i, k in enumerate(ha)}
    order_b = {k: i for i, k in enumerate(hb)}
    for h, order, keys in ((ha, order_a, ka), (hb, order_b, kb)):  # XLA:CPU's kernel of an instruction: ``<instruction>_kernel``
        for k in keys:
            base = (k[0], k[1].removesuffix("_kernel"))
            if k not in h and base != k and base in h:
                h[k], order[k] = h[base], order[base]
    loose_a = [k for k in ka if k not in kb or (ha.get(k) and hb.get(k) and ha[k] != hb[k])]
    loose_b = [k for k in kb if k not in ka or (ha.get(k) and hb.get(k) and ha[k] != hb[k])]

    def groups(keys: list[Any], h: dict[Any, str], order: dict[Any, int]) -> dict[tuple[Any, str], list[Any]]:
        out: dict[tuple[Any, str], list[Any]] = {}
        for k in sorted(keys, key=lambda k: order.get(k, len(order))):
            if h.get(k):
                out.setdefault((k[0], h[k]), []).append(k)
        return out

    ga, gb = groups(loose_a, ha, order_a), groups(loose_b, hb, order_b)
    pairs = {k: kb_key for g, keys_a in ga.items() if len(keys_a) == len(gb.get(g, []))
             for k, kb_key in zip(keys_a, gb[g])}
    moved = set(pairs.values())
    pairs = {k: v for k, v in pairs.items() if k == v or k not in kb or k in moved}  # never drop a B kernel of A's name
    moved = set(pairs.values())
    orig = dict(kb)
    kb.clear()
    kb.update({k: v for k, v in orig.items() if k not in moved})
    kb.update({k: orig[v] for k, v in pairs.items()})
    return {k: v[1] for k, v in pairs.items() if k != v}


@dataclass
class _Pair:
    """Two sides opened, their HLO modules paired, their kernels keyed alike."""

    a: CodeSide
    b: CodeSide
    ha: dict[str, tuple[HloModule, str]]
    hb: dict[str, tuple[HloModule, str]]
    pairs: list[tuple[str, str]]
    ka: dict[tuple[str | None, str], _Code]
    kb: dict[tuple[str | None, str], _Code]
    renamed: dict[tuple[str | None, str], str] = field(default_factory=dict)
    hlo_a: pd.DataFrame | None = None  # hlo_kernels of each side, when read
    hlo_b: pd.DataFrame | None = None

    def module_map(self) -> dict[str, str]:
        """HLO module name in b -> the same module's name in a."""
        return {nb: na for na, nb in self.pairs}

    def hlo_kernels(self) -> tuple[pd.DataFrame, pd.DataFrame]:
        if self.hlo_a is None or self.hlo_b is None:
            self.hlo_a, self.hlo_b = _hlo_kernels(self.a), _hlo_kernels(self.b)
        return self.hlo_a, self.hlo_b


def _open_pair(a: SideOrPath, b: SideOrPath, hlo_of_kernels: bool = True) -> _Pair:
    """Both sides opened and paired; with ``hlo_of_kernels``, every kernel gets its HLO structure and the kernels
    XLA emitted no code for are added (what the one rule compares them by)."""
    sa, sb = _side(a), _side(b)
    ha, hb = _hlo_modules(sa), _hlo_modules(sb)
    pairs = _pair_modules(sa, sb, ha, hb)
    p = _Pair(sa, sb, ha, hb, pairs, _kernels(sa, joins=_joins(sa, ha)),
              _kernels(sb, {nb: na for na, nb in pairs}, _joins(sb, hb)))
    if hlo_of_kernels:
        for kernels, t, mm in ((p.ka, p.hlo_kernels()[0], {}), (p.kb, p.hlo_kernels()[1], p.module_map())):
            for r in t.itertuples():
                _with_hlo(kernels.setdefault((mm.get(r.hlo_module, r.hlo_module), r.kernel), _Code()), r)
    return p


def _with_hlo(c: _Code, r: Any) -> None:
    """A kernel's HLO instruction (a row of :func:`hlo_kernels`) added to its code."""
    c.hlo_hash, c.opcode = r.hlo_hash, r.opcode


@with_doc(SAME_CODE_SCHEMA)
def same_code(a: SideOrPath, b: SideOrPath) -> pd.DataFrame:
    """Which kernels two sides compiled identically: the one rule of the kit (module docstring).

    Args:
        a, b: dump folders, config folders, lab folders or ``.ll`` files, or sides already opened
            (:func:`kitlib.runfolder.files.open_code_side`, or a :class:`~kitlib.runfolder.files.CodeSide` of a run).

    Returns:
        One row per kernel of either side, with columns:
        {schema}

    Raises:
        KitError: a side without dumps.
    """
    p = _open_pair(a, b)
    for side, kernels in ((p.a, p.ka), (p.b, p.kb)):
        if not any(c.ir_hash or c.asm_hash or c.ptx_hash for c in kernels.values()):
            raise KitError(f"{side.path}: no optimised LLVM IR, object file or PTX in this dump folder: nothing to fingerprint")
    p.renamed = _match_renamed(p, p.ka, p.kb)
    return _same_code_table(p)


def _same_code_table(p: _Pair) -> pd.DataFrame:
    rows: list[dict[str, Any]] = []
    for key in sorted(set(p.ka) | set(p.kb), key=lambda k: (str(k[0]), k[1])):
        a, b = p.ka.get(key), p.kb.get(key)
        module, name = key
        fa, fb = (_fingerprint(c) if c is not None else None for c in (a, b))
        if a is None or b is None:  # nothing compared: the basis is hlo, as for a kernel without emitted code
            rows.append({"hlo_module": module, "kernel": name, "kernel_b": None if b is None else p.renamed.get(key, name),
                         "status": CodeStatus.ONLY_IN_B if a is None else CodeStatus.ONLY_IN_A, "basis": "hlo", "same_code": None,
                         "function": a.function if a else None, "function_b": b.function if b else None, "ir_same": None, "asm_same": None,
                         "ptx_same": None, "ir_reordered": None, "fingerprint_a": fa, "fingerprint_b": fb})
            continue
        same, eq, basis = _same(a, b)
        rows.append({"hlo_module": module, "kernel": name, "kernel_b": p.renamed.get(key, name),
                     "status": _status(same), "basis": basis, "same_code": same, "function": a.function, "function_b": b.function,
                     "ir_same": eq["ir"], "asm_same": eq["asm"], "ptx_same": eq["ptx"], "ir_reordered": _reordered(a, b),
                     "fingerprint_a": fa, "fingerprint_b": fb})
    return frame(rows, SAME_CODE_SCHEMA)


def _reordered(a: _Code, b: _Code) -> bool | None:
    """The IR of both differs only in the order of instructions within blocks (None: not on both sides)."""
    if a.ir is None or b.ir is None:
        return None
    return a.ir_hash != b.ir_hash and order_free_ir_hash(a.ir) == order_free_ir_hash(b.ir)


def _status(same: bool | None) -> CodeStatus:
    return CodeStatus.UNKNOWN if same is None else CodeStatus.SAME if same else CodeStatus.DIFFERS


def _fingerprint(c: _Code) -> str:
    emitted = [c.ir_hash, c.asm_hash, c.ptx_hash]
    return _h("|".join(map(str, emitted)) if any(emitted) else f"hlo|{c.hlo_hash}")


def programs_identical(table: pd.DataFrame) -> bool:
    """True when a :func:`same_code` table says every kernel is on both sides and every kernel whose code the dumps
    hold compiled identically (kernels whose code is unknown are not counted as same: the summary says how many)."""
    st = table["status"]
    return bool((st == CodeStatus.SAME).any()) and bool(st.isin([CodeStatus.SAME, CodeStatus.UNKNOWN]).all())


def same_code_summary(table: pd.DataFrame, a: str = "a", b: str = "b") -> str:
    """One line from a :func:`same_code` table: identical programs, or how many kernels differ."""
    counts = table["status"].value_counts()
    n = len(table)
    if programs_identical(table):
        unknown = int(counts.get(CodeStatus.UNKNOWN, 0))
        if unknown:
            return (f"Whole programs identical: all {n - unknown} kernels of {a} and {b} whose code the dumps hold "
                    f"compiled to the same code ({unknown} kernels' code not in the dumps).")
        return f"Whole programs identical: all {n} kernels of {a} and {b} compiled to the same code."
    parts = [f"{int(counts.get(s, 0))} {s}" for s in CodeStatus if counts.get(s, 0)]
    renamed = int((table["kernel_b"].notna() & (table["kernel_b"] != table["kernel"])).sum())
    more = f" ({renamed} renamed, matched by HLO structure)" if renamed else ""
    text = f"Code of {b} vs {a}: {', '.join(parts)} of {n} kernels{more}."
    return text.replace("only in a", f"only in {a}").replace("only in b", f"only in {b}")


# ============================================================================ HLO


_LAYOUT = re.compile(r"\]\{[^{}]*\}")
_CONTROL = frozenset({"while", "conditional", "call", "async-start"})


def _without_layout(shape: str) -> str:
    return _LAYOUT.sub("]", shape)


def _attrs_text(r: dict) -> str:
    a = r["attributes"] or {}
    return "|".join(f"{k}={a[k]}" for k in sorted(a)) + f"|{r['dimensions']}|{r['custom_call_target']}|{r['sharding']}"


class _HloSide:
    """One HLO module prepared for matching: instruction records per top-level computation, computation fingerprints."""

    def __init__(self, m: HloModule):
        ins = m.instructions
        self.entry = m.entry
        recs = records(ins)
        self.by_comp: dict[str, list[dict]] = {}
        for r in recs:
            self.by_comp.setdefault(r["computation"], []).append(r)
        self._fp: dict[str, str] = {}
        called_by_control: set[str] = set()
        for r in recs:
            if r["opcode"] in _CONTROL:
                called_by_control.update(r["called_computations"] or [])
        top = {self.entry} | called_by_control
        self.top = [c for c in self.by_comp if c in top]

    def fingerprint(self, comp: str, depth: int = 0) -> str:
        """Name-free structure of a computation: opcodes, shapes, attributes, operand positions, callees' structure."""
        if comp in self._fp:
            return self._fp[comp]
        if depth > 200 or comp not in self.by_comp:
            return comp
        pos = {r["name"]: i for i, r in enumerate(self.by_comp[comp])}
        items = []
        for r in self.by_comp[comp]:
            items.append((r["opcode"], r["shape"], r["fusion_kind"], r["parameter_number"], r["backend_config"], _attrs_text(r),
                          tuple(pos.get(o, -1) for o in (r["operands"] or [])),
                          tuple(self.fingerprint(c, depth + 1) for c in (r["called_computations"] or [])), r["is_root"]))
        self._fp[comp] = hashlib.sha256(repr(items).encode()).hexdigest()[:16]
        return self._fp[comp]

    def callee_fp(self, r: dict) -> tuple:
        return tuple(self.fingerprint(c) for c in (r["called_computations"] or []))

    def signature(self, r: dict) -> tuple:
        return (r["opcode"], r["shape"], r["fusion_kind"], r["parameter_number"], r["backend_config"], _attrs_text(r),
                self.callee_fp(r), r["op_name"], r["source_file"], r["source_line"], len(r["operands"] or []))


def _pair(ra: list[dict], rb: list[dict], key, used_a: set[int], used_b: set[int], unique: bool) -> list[tuple[int, int]]:
    """Pairs (index in ra, index in rb) whose key is equal, over records not yet used; one-to-one when ``unique``."""
    ka: dict[Any, list[int]] = {}
    kb: dict[Any, list[int]] = {}
    for i, r in enumerate(ra):
        if i not in used_a and (k := key(r, "a")) is not None:
            ka.setdefault(k, []).append(i)
    for j, r in enumerate(rb):
        if j not in used_b and (k := key(r, "b")) is not None:
            kb.setdefault(k, []).append(j)
    out = []
    for k, ia in ka.items():
        jb = kb.get(k)
        if not jb or (unique and (len(ia) > 1 or len(jb) > 1)):
            continue
        for i, j in zip(ia, jb):
            out.append((i, j))
            used_a.add(i)
            used_b.add(j)
    return out


def _match_instructions(A: _HloSide, B: _HloSide, ra: list[dict], rb: list[dict]) -> list[tuple[int | None, int | None, str | None]]:
    ua: set[int] = set()
    ub: set[int] = set()
    pairs: list[tuple[int, int, str]] = []
    sig = {"a": A.signature, "b": B.signature}
    cfp = {"a": A.callee_fp, "b": B.callee_fp}
    passes = [
        ("structure", lambda r, s: (r["name"], sig[s](r)), False),
        ("renamed", lambda r, s: sig[s](r), True),
        ("fused_computation", lambda r, s: (r["opcode"], cfp[s](r)) if r["opcode"] == "fusion" else None, True),
        ("name", lambda r, s: (r["name"], r["opcode"]), False),
        ("op_name", lambda r, s: (r["opcode"], r["op_name"], r["source_file"], r["source_line"]) if r["op_name"] else None, True),
    ]
    for how, key, unique in passes:
        pairs += [(i, j, how) for i, j in _pair(ra, rb, key, ua, ub, unique)]
    out: list[tuple[int | None, int | None, str | None]] = [(i, j, h) for i, j, h in pairs]
    out += [(i, None, None) for i in range(len(ra)) if i not in ua]
    out += [(None, j, None) for j in range(len(rb)) if j not in ub]
    return out


def _changes(A: _HloSide, B: _HloSide, a: dict, b: dict, name_map: dict[str, str]) -> list[str]:
    ch = []
    if _without_layout(a["shape"]) != _without_layout(b["shape"]):
        ch.append("shape")
    elif a["shape"] != b["shape"]:
        ch.append("layout")
    if [name_map.get(o, "\0") for o in (a["operands"] or [])] != list(b["operands"] or []):
        ch.append("operands")
    if a["fusion_kind"] != b["fusion_kind"]:
        ch.append("fusion_kind")
    if a["backend_config"] != b["backend_config"]:
        ch.append("backend_config")
    if A.callee_fp(a) != B.callee_fp(b):
        ch.append("fused_computation" if a["opcode"] == "fusion" else "called_computation")
    if _attrs_text(a) != _attrs_text(b) or a["parameter_number"] != b["parameter_number"]:
        ch.append("attributes")
    if (a["op_name"], a["source_file"], a["source_line"]) != (b["op_name"], b["source_file"], b["source_line"]):
        ch.append("metadata")
    return ch


def _row(module: str, comp: str, a: dict | None, b: dict | None, status: str, changes: list[str] | None, how: str | None) -> dict:
    r = a if a is not None else b
    assert r is not None
    return {
        "hlo_module": module, "computation": comp, "name_a": a["name"] if a else None, "name_b": b["name"] if b else None,
        "opcode": r["opcode"], "fusion_kind": r["fusion_kind"], "status": status, "changes": ",".join(changes) if changes else None,
        "matched_by": how, "shape_a": a["shape"] if a else None, "shape_b": b["shape"] if b else None,
        "op_name": (a or {}).get("op_name") or (b or {}).get("op_name"), "line_a": a["line"] if a else None, "line_b": b["line"] if b else None,
    }


def _module_diff(module: str, ma: HloModule, mb: HloModule) -> tuple[list[dict], list[dict]]:
    A = _HloSide(ma)
    B = A if mb is ma else _HloSide(mb)
    # top-level computations: entry with entry, then by name, then by structure
    comps: list[tuple[str | None, str | None]] = [(A.entry, B.entry)]
    rest_a = [c for c in A.top if c != A.entry]
    rest_b = [c for c in B.top if c != B.entry]
    for c in list(rest_a):
        if c in rest_b:
            comps.append((c, c))
            rest_a.remove(c)
            rest_b.remove(c)
    fb = {B.fingerprint(c): c for c in rest_b}
    for c in list(rest_a):
        if (cb := fb.get(A.fingerprint(c))) in rest_b:
            comps.append((c, cb))
            rest_a.remove(c)
            rest_b.remove(cb)
    comps += [(c, None) for c in rest_a] + [(None, c) for c in rest_b]
    rows: list[dict] = []
    for ca, cb in comps:
        ra = A.by_comp.get(ca, []) if ca else []
        rb = B.by_comp.get(cb, []) if cb else []
        # one module read once (the same bytes on both sides, :func:`_read_hlo_modules`): each instruction is matched
        # with itself by its structure and unchanged, as the matching finds it, without computing a signature
        itself = ma is mb and ca == cb and len({r["name"] for r in ra}) == len({r["line"] for r in ra}) == len(ra)
        matched = [(i, i, "structure") for i in range(len(ra))] if itself else _match_instructions(A, B, ra, rb)
        name_map = {ra[i]["name"]: rb[j]["name"] for i, j, _ in matched if i is not None and j is not None}
        comp = ca or cb or ""
        for i, j, how in sorted(matched, key=lambda t: (ra[t[0]]["line"] if t[0] is not None else 1 << 60, rb[t[1]]["line"] if t[1] is not None else 0)):
            a = ra[i] if i is not None else None
            b = rb[j] if j is not None else None
            if a is not None and b is not None:
                ch = [] if itself else _changes(A, B, a, b, name_map)
                rows.append(_row(module, comp, a, b, "changed" if ch else "unchanged", ch, how))
            else:
                rows.append(_row(module, comp, a, b, "removed" if b is None else "added", None, None))
    counts = []
    ca_ = Counter((r["opcode"], r["fusion_kind"]) for c in A.top for r in A.by_comp[c])
    cb_ = Counter((r["opcode"], r["fusion_kind"]) for c in B.top for r in B.by_comp[c])
    for k in sorted(set(ca_) | set(cb_), key=lambda k: (k[0], k[1] or "")):
        counts.append({"hlo_module": module, "opcode": k[0], "fusion_kind": k[1], "count_a": ca_.get(k, 0), "count_b": cb_.get(k, 0)})
    return rows, counts


#: the smallest instruction mix likeness (weighted Jaccard of opcode counts) at which two differently named modules of
#: no matching layout are one program's graph: torch_xla 2.6.0 -> 2.7.0 renamed bert-tiny's step graphs
#: (SyncTensorsGraph.3118 -> .3122, 0.99; the other step graph 0.92); a set-up graph beside them: 0.2 or less
MIX_MIN = 0.9


def _mix(x: Counter, y: Counter) -> float:
    """Weighted Jaccard likeness of two opcode counts: sum of minima over sum of maxima (1: the same mix)."""
    top = sum(max(x[k], y[k]) for k in set(x) | set(y))
    return sum(min(x[k], y[k]) for k in set(x) & set(y)) / top if top else 0.0


def pair_modules(a: Mapping[str, HloModule], b: Mapping[str, HloModule]) -> list[tuple[str, str]]:
    """The one rule pairing two compiles' HLO modules (``kit diff``, ``kit compare``, ``kit passes``): by name; the
    rest by entry computation layout (one-to-one); the rest by instruction mix (:func:`_mix` of their opcode counts at
    least :data:`MIX_MIN`, each the other's likest). Pairs in A's order; a module left out has no partner."""
    pairs = [(n, n) for n in a if n in b]
    rest_a = [n for n in a if n not in b]
    rest_b = [n for n in b if n not in a]
    if rest_a and rest_b:
        la = {n: a[n].header.get("entry_computation_layout") for n in rest_a}
        lb = {n: b[n].header.get("entry_computation_layout") for n in rest_b}
        for n, lay in la.items():
            hits = [m for m, l2 in lb.items() if l2 == lay]
            if lay is not None and len(hits) == 1 and sum(1 for v in la.values() if v == lay) == 1:
                pairs.append((n, hits[0]))
    paired_a, paired_b = {x for x, _ in pairs}, {y for _, y in pairs}
    rest_a = [n for n in a if n not in paired_a]
    rest_b = [n for n in b if n not in paired_b]
    if rest_a and rest_b:
        ca = {n: Counter(a[n].instructions["opcode"].astype(str).tolist()) for n in rest_a}
        cb = {n: Counter(b[n].instructions["opcode"].astype(str).tolist()) for n in rest_b}
        like = {(x, y): _mix(ca[x], cb[y]) for x in rest_a for y in rest_b}
        best_a = {x: max(rest_b, key=lambda y: like[(x, y)]) for x in rest_a}
        best_b = {y: max(rest_a, key=lambda x: like[(x, y)]) for y in rest_b}
        pairs += [(x, y) for x, y in best_a.items() if best_b[y] == x and like[(x, y)] >= MIX_MIN]
    order = {n: i for i, n in enumerate(a)}
    return sorted(pairs, key=lambda p: order[p[0]])


def _pair_modules(a: CodeSide, b: CodeSide, ha: Mapping[str, tuple[HloModule, str]],
                  hb: Mapping[str, tuple[HloModule, str]]) -> list[tuple[str, str]]:
    """:func:`pair_modules` of two sides' after-optimisation modules; none in common: two different programs."""
    pairs = pair_modules({n: m for n, (m, _) in ha.items()}, {n: m for n, (m, _) in hb.items()})
    if ha and hb and not pairs:
        raise KitError(f"{a.path} and {b.path} compiled different programs: no HLO module in common "
                       f"(A: {', '.join(sorted(ha))[:120]}; B: {', '.join(sorted(hb))[:120]})")
    return pairs


def hlo_diff(a: SideOrPath, b: SideOrPath) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The after-optimisation HLO of two sides, module by module, instruction by instruction.

    Modules are paired by :func:`pair_modules` (name, entry computation layout, instruction mix). In each
    pair, the entry and control-flow computations are compared instruction by
    instruction; fused computations count through their fusion (its
    ``fused_computation`` change). Instructions are paired in passes, each on
    what is still unpaired: same name and structure; same structure under
    another name (unique); a fusion with the same fused computation (unique);
    same name and opcode; same opcode and metadata op_name / source (unique).

    Returns:
        (diff, counts): :data:`HLO_DIFF_SCHEMA` (one row per instruction of
        either side) and :data:`HLO_COUNTS_SCHEMA` (per opcode and fusion kind).

    Raises:
        KitError: a side without dumps, or two sides with no HLO module in common.
    """
    sa, sb = _side(a), _side(b)
    return _hlo_diff(sa, sb, _hlo_modules(sa), _hlo_modules(sb))


def _hlo_diff(sa: CodeSide, sb: CodeSide, ha: Mapping[str, tuple[HloModule, str]],
              hb: Mapping[str, tuple[HloModule, str]]) -> tuple[pd.DataFrame, pd.DataFrame]:
    rows: list[dict] = []
    counts: list[dict] = []
    for na, nb in _pair_modules(sa, sb, ha, hb):
        r, c = _module_diff(na, ha[na][0], hb[nb][0])
        rows += r
        counts += c
    return frame(rows, HLO_DIFF_SCHEMA), frame(counts, HLO_COUNTS_SCHEMA)


def hlo_file_diff(a: str | Path, b: str | Path) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Two HLO module files (any stage: a per-pass dump, before or after optimisations), compared as
    :func:`hlo_diff` compares a pair of modules (``kit passes``: the two modules after the first divergent pass).

    Returns:
        (diff, counts): :data:`HLO_DIFF_SCHEMA` and :data:`HLO_COUNTS_SCHEMA`, ``hlo_module`` A's name.

    Raises:
        ParseError: a file that cannot be read as HLO.
    """
    from ..runfolder import files as user_files  # files a user names: read through the run-folder layer

    ma, mb = user_files.read_file(a, "hlo"), user_files.read_file(b, "hlo")
    rows, counts = _module_diff(str(ma.header.get("name") or Path(a).name), ma, mb)
    return frame(rows, HLO_DIFF_SCHEMA), frame(counts, HLO_COUNTS_SCHEMA)


# ============================================================================ kernels


def _lines(a: list[str], b: list[str], ca: list[bool] | None, cb: list[bool] | None,
           wanted: bool = True) -> tuple[list[dict], int]:
    """The line diff of two kernels' code (``wanted``: its rows too, else only the count of changed lines)."""
    rows: list[dict] = []
    changed = 0
    if not wanted and a == b:
        return rows, 0
    sm = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag != "equal":
            changed += (i2 - i1) + (j2 - j1)
        if not wanted:
            continue
        n = max(i2 - i1, j2 - j1)
        for k in range(n):
            i, j = i1 + k, j1 + k
            ia = i if i < i2 else None
            jb = j if j < j2 else None
            rows.append({"tag": tag if tag in ("equal", "replace") else ("delete" if jb is None else "insert"),
                         "line_a": None if ia is None else ia + 1, "line_b": None if jb is None else jb + 1,
                         "text_a": None if ia is None else a[ia], "text_b": None if jb is None else b[jb],
                         "constant_load_a": bool(ca[ia]) if ia is not None and ca else False,
                         "constant_load_b": bool(cb[jb]) if jb is not None and cb else False})
    return rows, changed



def _without_type(q: str) -> str:
    """``ld.global.nc.u64`` -> ``ld.global.nc`` (the PTX type suffix dropped); other kinds as they are."""
    return re.sub(r"\.(?:[usbf]\d+|pred)$", "", q) if q.startswith("ld") else q


def _summary(same: Any, a: _Code | None, b: _Code | None, linkage: list[str], llvm_n: int | None, asm_n: int | None,
             counts: list[dict]) -> str:
    if a is None:
        return CodeStatus.ONLY_IN_B
    if b is None:
        return CodeStatus.ONLY_IN_A
    if same is True:
        return "same code"
    items = []
    for (q, s) in sorted(set(a.load_kinds) | set(b.load_kinds), key=str):
        d = b.load_kinds.get((q, s), 0) - a.load_kinds.get((q, s), 0)
        if d:
            items.append(f"{d:+d} {_without_type(q)} of {s}")
    items += linkage
    if not items:
        deltas = sorted(((r["count_b"] - r["count_a"], r["level"], r["kind"]) for r in counts if r["count_b"] != r["count_a"]),
                        key=lambda t: (-abs(t[0]), t[2]))
        items += [f"{d:+d} {kind}" for d, _, kind in deltas[:3]]
    if _reordered(a, b):
        items.insert(0, "the same IR instructions in another order")
    n = [f"{llvm_n} IR lines" if llvm_n else "", f"{asm_n} asm lines" if asm_n else ""]
    tail = " and ".join(x for x in n if x)
    return "code differs: " + "; ".join(items + ([f"{tail} changed"] if tail else []))


@dataclass(frozen=True)
class CodeDiff:
    """What differs between two sides.

    Attributes:
        a, b: the sides as given.
        level: hlo, llvm, asm or all.
        hlo: :data:`HLO_DIFF_SCHEMA`; hlo_counts: :data:`HLO_COUNTS_SCHEMA`.
        hlo_status: how many HLO instructions are unchanged, changed, added and removed.
        kernels: :data:`KERNEL_DIFF_SCHEMA`.
        lines: :data:`LINES_SCHEMA`, the line-by-line diff of each kernel whose code differs.
        instruction_counts: :data:`INSTRUCTION_COUNTS_SCHEMA`, kernels whose code differs.
    """

    a: str
    b: str
    level: str
    hlo: pd.DataFrame
    hlo_counts: pd.DataFrame
    kernels: pd.DataFrame
    lines: pd.DataFrame
    instruction_counts: pd.DataFrame
    hlo_status: dict[str, int]

    def to_dict(self) -> dict[str, Any]:
        """The ``--json`` shape: ``{"a", "b", "level", "hlo": {unchanged, changed, added, removed}, "kernels": [...]}``."""
        ks = []
        for r in self.kernels.to_dict("records"):
            ks.append({k: (None if not isinstance(v, list) and pd.isna(v) else v) for k, v in r.items()})
        return {"a": self.a, "b": self.b, "level": self.level, "hlo": self.hlo_status, "kernels": ks}

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, default=int)


def _kernel_rows(p: _Pair, kernel: str | None, level: str) -> tuple[list[dict], list[dict], list[dict]]:
    ka, kb = p.ka, p.kb
    if kernel is not None:
        ka = {k: v for k, v in ka.items() if kernel in (k[1], v.function)}  # the kernel, or the function of its code
        kb = {k: v for k, v in kb.items() if kernel in (k[1], v.function)}
        if not ka and not kb:
            raise KitError(f"no kernel {kernel!r} in {p.a.path} or {p.b.path}")
    renamed = _match_renamed(p, ka, kb)
    if ka and kb and not set(ka) & set(kb):
        raise KitError(f"{p.a.path} and {p.b.path} have no kernel in common: different programs?")
    rows, lines, counts = [], [], []
    links: list[dict[str, dict[str, str]]] = []  # each side's _linkage, read when a kernel's code first differs
    for key in sorted(set(ka) | set(kb), key=lambda k: (k[0] or "", k[1])):
        a, b = ka.get(key), kb.get(key)
        module, name = key
        row: dict[str, Any] = {"hlo_module": module, "kernel": name, "kernel_b": renamed.get(key, name) if b else None,
                               "linkage_changes": [], "llvm_diff": None, "llvm_lines_changed": None, "asm_lines_changed": None,
                               "asm_kind": (a or b).asm_kind,  # type: ignore[union-attr]
                               "constant_loads_a": a.constant_loads if a else None, "constant_loads_b": b.constant_loads if b else None}
        if a is None or b is None:
            row.update(status=CodeStatus.ONLY_IN_B if a is None else CodeStatus.ONLY_IN_A, same_code=None)
            row["summary"] = _summary(None, a, b, [], None, None, [])
            rows.append(row)
            continue
        same = _same(a, b)[0]
        row.update(status=_status(same), same_code=same)
        kcounts: list[dict] = []
        llvm_n = asm_n = None
        where = {"hlo_module": module, "kernel": name}
        if level in ("llvm", "all") and a.ir is not None and b.ir is not None:
            lr, llvm_n = _lines(a.ir.splitlines(), b.ir.splitlines(), None, None, wanted=not same)
            row["llvm_lines_changed"] = llvm_n
            if not same:  # the same code reaches the same globals, each where it lives on both sides: no change
                links = links or [_linkage(p.a), _linkage(p.b)]
                la, lb = links[0].get(a.file, {}), links[1].get(b.file, {})
                used = set(a.reach) | set(b.reach)
                row["linkage_changes"] = [f"{g}: {la[g]} -> {lb[g]}" for g in sorted(used & set(la) & set(lb)) if la[g] != lb[g]]
                lines += [{**where, "level": "llvm", **r} for r in lr]
                kcounts += _count_rows(where, "llvm", a.counts.get("llvm", Counter()), b.counts.get("llvm", Counter()))
                if key in renamed:
                    row["llvm_diff"] = "not run: renamed (llvm-diff compares functions of one name)"
                elif a.ir != b.ir and a.ir_raw is not None and b.ir_raw is not None:
                    row["llvm_diff"] = llvm_diff(a.ir_raw, b.ir_raw, a.function or name) if a.function == b.function else \
                        "not run: the kernel's function is named differently (llvm-diff compares functions of one name)"
        if level in ("asm", "all") and a.asm is not None and b.asm is not None:
            ar, asm_n = _lines(a.asm_diff or a.asm, b.asm_diff or b.asm, a.asm_const, b.asm_const, wanted=not same)
            row["asm_lines_changed"] = asm_n
            if not same:
                lines += [{**where, "level": "asm", **r} for r in ar]
                form = a.asm_kind or "x86"
                kcounts += _count_rows(where, "asm", a.counts.get(form, Counter()), b.counts.get(form, Counter()))
        row["summary"] = _summary(same, a, b, row["linkage_changes"], llvm_n, asm_n, kcounts)
        rows.append(row)
        counts += kcounts
    return rows, lines, counts


def _linkage(side: CodeSide) -> dict[str, dict[str, str]]:
    """Optimised LLVM IR file -> every global of its module -> where it lives (GlobalStatus): the side's
    ``llvm_globals`` table (its LLVM IR read by its reader, asked only when a kernel's code differs)."""
    g = side.folder.tables.get("llvm_globals")
    out: dict[str, dict[str, str]] = {}
    if g is not None and not g.empty:
        for f, name, status in zip(g["file"], g["name"], g["status"], strict=True):
            out.setdefault(f, {})[name] = status
    return out


def _count_rows(where: dict[str, Any], level: str, oa: Counter, ob: Counter) -> list[dict]:
    return [{**where, "level": level, "kind": k, "count_a": oa.get(k, 0), "count_b": ob.get(k, 0)} for k in sorted(set(oa) | set(ob))]


def llvm_diff(a: str, b: str, function: str) -> str:
    """LLVM's own ``llvm-diff`` (19, else any) on one function of two modules' texts (the ``source`` column of
    :data:`kitlib.dumps.kernel_code.KERNEL_CODE_SCHEMA`, rewritten here for LLVM 19's tools:
    :func:`~kitlib.dumps.llvm_ir.downgrade_for_llvm19`): ``identical``, ``differs: <its first lines>``, or
    ``not run: <why>`` (the tool missing, timed out, or refusing the IR). Never raises. llvm-diff compares
    instructions and operands, not instruction flags (fast-math) or attributes."""
    exe = shutil.which("llvm-diff-19") or shutil.which("llvm-diff")
    if exe is None:
        return "not run: llvm-diff-19 missing (apt-get install -y llvm-19)"
    with tempfile.TemporaryDirectory(prefix="kit-diff-") as d:
        fa, fb = Path(d) / "a.ll", Path(d) / "b.ll"
        fa.write_text(downgrade_for_llvm19(a)[0])
        fb.write_text(downgrade_for_llvm19(b)[0])
        try:
            p = subprocess.run([exe, str(fa), str(fb), function], capture_output=True, text=True, timeout=60)
        except subprocess.TimeoutExpired:
            return "not run: llvm-diff timed out"
    out = [s for s in (p.stderr + p.stdout).splitlines() if s.strip()]
    if p.returncode == 0 and not out:
        return "identical"
    if any("error:" in s for s in out[:3]):
        return "not run: " + next(s for s in out if "error:" in s).split("error:", 1)[1].strip()[:160]
    return "differs: " + " | ".join(s.strip() for s in out[:4])[:300]


def diff_code(a: SideOrPath, b: SideOrPath, kernel: str | None = None, level: str = "all") -> CodeDiff:
    """Everything that differs between two sides, from HLO to machine code.

    Args:
        a, b: dump folders, config folders of a run (one run or two), split lab folders, or optimised ``.ll``
            files (:func:`kitlib.runfolder.files.open_code_side`), or sides already opened.
        kernel: only this kernel (the HLO diff is not affected).
        level: hlo, llvm, asm or all (which tables are filled; ``same_code`` is always the one rule,
            :func:`same_code`, on all the code both sides have); before: the HLO before optimisations alone (what
            the front end gave XLA: torch_xla's lowering, jax's tracing), no kernel read.

    Returns:
        A :class:`CodeDiff`.

    Raises:
        KitError: a side without dumps; sides with no HLO module or kernel in common (two different programs);
            an unknown level or kernel; a side's code file that could not be read (its parse error, or a link out of
            the folder: never a kernel "only in" the other side).
    """
    if level not in LEVELS:
        raise KitError(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")
    if level == "before":
        sa, sb = _side(a), _side(b)
        ha, hb = (_hlo_modules(x, "hlo_before_optimizations") for x in (sa, sb))
        if not ha or not hb:
            raise KitError(f"{sa.path if not ha else sb.path}: no HLO before optimisations in its dumps")
        hlo, counts = _hlo_diff(sa, sb, ha, hb)
        return _code_diff(a, b, level, hlo, counts, [], [], [])
    p = _open_pair(a, b, hlo_of_kernels=False)
    for side in (p.a, p.b):  # a code file that could not be read would be a kernel "only in" the other side
        _refuse_unread_code(side)
    if level in ("hlo", "all"):
        hlo, counts = _hlo_diff(p.a, p.b, p.ha, p.hb)
    else:
        hlo, counts = HLO_DIFF_SCHEMA.empty(), HLO_COUNTS_SCHEMA.empty()
    rows, lines, icounts = ([], [], []) if level == "hlo" else _kernel_rows(p, kernel, level)
    return _code_diff(a, b, level, hlo, counts, rows, lines, icounts)


def _code_diff(a: SideOrPath, b: SideOrPath, level: str, hlo: pd.DataFrame, counts: pd.DataFrame, rows: list,
               lines: list, icounts: list) -> CodeDiff:
    vc = hlo["status"].value_counts()
    return CodeDiff(str(a.path if isinstance(a, CodeSide) else a), str(b.path if isinstance(b, CodeSide) else b), level, hlo,
                    counts, frame(rows, KERNEL_DIFF_SCHEMA), frame(lines, LINES_SCHEMA), frame(icounts, INSTRUCTION_COUNTS_SCHEMA),
                    {s: int(vc.get(s, 0)) for s in ("unchanged", "changed", "added", "removed")})


def _refuse_unread_code(side: CodeSide) -> None:
    """A :class:`KitError` naming the first code file of ``side`` (HLO after optimisations, optimised IR, PTX,
    object) that could not be read: the parse error itself, or a link out of the folder."""
    bad = side.folder.code_errors()
    if len(bad):
        raise KitError(str(bad["error"].iloc[0]))


@with_doc(KERNEL_DIFF_SCHEMA)
def kernel_diff(a: SideOrPath, b: SideOrPath, kernel: str | None = None, level: str = "all") -> pd.DataFrame:
    """One row per kernel of either side: same code or not, and what differs.

    Returns:
        A DataFrame with columns:
        {schema}

    Raises:
        as :func:`diff_code`.
    """
    return diff_code(a, b, kernel=kernel, level=level).kernels


@with_doc(CODE_SUMMARY_SCHEMA)
def kernel_diff_summary(a: SideOrPath, b: SideOrPath) -> pd.DataFrame:
    """One line per kernel saying whether and how its code differs, to join to timing rows on (hlo_module, kernel).

    Returns:
        A DataFrame with columns:
        {schema}

    Raises:
        as :func:`diff_code`.
    """
    k = diff_code(a, b, level="all").kernels
    return frame(k[["hlo_module", "kernel", "same_code", "summary"]], CODE_SUMMARY_SCHEMA)


# ============================================================================ the question of kit compare


@dataclass(frozen=True)
class CodeComparison:
    """What ``kit compare`` says of two configs' code (:func:`compare_code`), computed once per pair.

    Attributes:
        summary: one line: "Whole programs identical ...", how many kernels differ, or "code not compared: <why>".
        table: :data:`SAME_CODE_SCHEMA` (None when the code could not be compared).
        same: kernel (named as in a) -> compiled identically (boolean Series; a kernel in several HLO modules is the
            same code only if it is in all of them; <NA>: on one side only, or its code unknown). Look profiled names
            up through :meth:`same_of`.
        code: kernel (named as in a) -> what its code is in b, in words ("fusion kLoop, HLO constants constant.114=0.0078125,
            IR constants buffer_for_constant_121 (external)").
        renamed: name in b -> name in a, of the kernels matched by HLO structure.
        diff: the :class:`CodeDiff` of the two sides when the code of some kernel differs (what the report renders), else None.
        functions: function / PTX entry / symbol name -> the kernel whose code it is, where the two names differ.
    """

    summary: str | None
    table: pd.DataFrame | None = None
    same: pd.Series | None = None
    code: pd.Series | None = None
    renamed: dict[str, str] = field(default_factory=dict)
    diff: CodeDiff | None = None
    functions: dict[str, str] = field(default_factory=dict)

    @property
    def identical(self) -> bool:
        return self.table is not None and programs_identical(self.table)

    def kernel(self, name: str) -> str:
        """The kernel (as in a) a profiled name is: itself, or the kernel whose code a function or PTX entry of that
        name is (:func:`kernel_names`; a trace that names kernels by their PTX entry), or its name in a if renamed."""
        return self.renamed.get(name) or self.functions.get(name, name)

    def same_of(self, names: Iterable[str]) -> pd.Series:
        """Compiled identically, per profiled kernel name (:meth:`kernel`; <NA>: not compared or code unknown)."""
        names = list(names)
        if self.same is None:
            return pd.Series(pd.NA, index=names, dtype="boolean")
        return pd.Series(self.same.reindex([self.kernel(n) for n in names]).to_numpy(), index=names, dtype="boolean")




def compare_code(a: CodeSide, b: CodeSide, a_label: str = "a", b_label: str = "b") -> CodeComparison:
    """Is it the code? The same-code table of two configs' dumps, its line, the code of each kernel in words, and the
    diff when some kernel differs (:class:`CodeComparison`). A dump file of those kinds that could not be
    parsed: "code not compared: <file:line: reason>", nothing else (the timings are still compared).

    Raises:
        KitError: a side without optimised LLVM IR, object file or PTX.
    """
    for s in (a, b):
        bad = s.folder.code_errors()  # the files a code comparison reads, as kit diff refuses them
        if len(bad):
            return CodeComparison(f"code not compared: {bad['error'].iloc[0]}")
    p = _open_pair(a, b)
    for side, kernels in ((p.a, p.ka), (p.b, p.kb)):
        if not any(c.ir_hash or c.asm_hash or c.ptx_hash for c in kernels.values()):
            raise KitError(f"{side.path}: no optimised LLVM IR, object file or PTX in this dump folder: nothing to fingerprint")
    p.renamed = _match_renamed(p, p.ka, p.kb)
    t = _same_code_table(p)
    moved = t[t["kernel_b"].notna() & (t["kernel_b"] != t["kernel"])].drop_duplicates("kernel_b")
    renamed = {str(kb): str(k) for k, kb in zip(moved["kernel"], moved["kernel_b"])}
    # a kernel in several HLO modules is the same code only if it is in all of them; unknown anywhere: unknown
    per = t.groupby("kernel")["same_code"].agg(lambda s: bool(s.all()) if s.notna().all() else False if (s == False).any() else pd.NA)  # noqa: E712
    mm = p.module_map()
    text = {}
    for r in p.hlo_kernels()[1].drop_duplicates("kernel").itertuples():
        bits = [f"{r.opcode}{' ' + r.fusion_kind if pd.notna(r.fusion_kind) else ''}"]
        if pd.notna(r.constants):
            bits.append(f"HLO constants {r.constants}")
        code = p.kb.get((mm.get(r.hlo_module, r.hlo_module), r.kernel))
        if code is not None and _constant_globals(code):
            bits.append(f"IR constants {_constant_globals(code)}")
        text[r.kernel] = ", ".join(bits)
    for kb, k in renamed.items():  # the code text of b under the name in a, saying so
        text[k] = f"{text.pop(kb, '')}, named {kb} in {b_label}".lstrip(", ")
    diff = None
    if not per.fillna(True).all():
        try:
            diff = diff_code(a, b)
        except KitError:  # different programs, or a side without the dump kinds the diff reads
            diff = None
    aliases = {str(f): str(k) for f, k in zip(t["function"], t["kernel"]) if pd.notna(f) and f != k}
    aliases.update({str(f): str(k) for f, k in zip(t["function_b"], t["kernel"]) if pd.notna(f) and f != k})
    return CodeComparison(same_code_summary(t, a_label, b_label), t, per.astype("boolean"), pd.Series(text, dtype="string"),
                          renamed, diff, {f: k for f, k in aliases.items() if f not in per.index})


__all__ = [
    "CODE_SUMMARY_SCHEMA", "FINGERPRINT_SCHEMA", "HLO_COUNTS_SCHEMA", "HLO_DIFF_SCHEMA", "HLO_KERNELS_SCHEMA",
    "INSTRUCTION_COUNTS_SCHEMA", "KERNEL_DIFF_SCHEMA", "LEVELS", "LINES_SCHEMA", "SAME_CODE_SCHEMA", "CodeComparison",
    "CodeDiff", "CodeStatus", "LIBRARY_OPCODES", "code_table", "compare_code", "diff_code", "hlo_diff", "hlo_file_diff", "hlo_kernels", "kernel_diff",
    "kernel_diff_summary", "kernel_fingerprints", "kernel_names", "programs_identical", "same_code", "same_code_summary",
]
