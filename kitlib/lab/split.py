"""The split-module lab: replay XLA's parallel LLVM compilation with LLVM's own tools.

XLA:GPU cut one LLVM module into N parts with ``llvm::SplitModule``
(``PreserveLocals``), then optimised and compiled each part on its own
thread. A constant global lands in one part; the others only declare it
``external`` and can no longer fold it (shared/CASES.md, Case 1). This module
does the same on any module with ``llvm-split --preserve-locals
--round-robin``, ``opt -O3`` and ``llc`` per part, optionally applying XLA's
fix (each part gets an internal copy of every initialised constant), and
reports constant globals and the loads that read them, per part and per
kernel, next to the unsplit baseline.

Public entry points: :func:`split_lab`, :func:`split_sweep`,
:func:`link_modules`, :func:`find_lab_modules`.
"""
from __future__ import annotations

import json
import os
import re
import resource
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from ..dumps.llvm_ir import LlvmModule, constant_globals, is_constant_global, read_llvm_ir
from ..dumps.ptx import read_ptx
from ..errors import KitError, ParseError, ToolError
from ..schema import Column, Schema, frame, with_doc
from .tools import LlvmTools, find_llvm_tools

TARGETS = ("nvptx64", "x86-64")
DEFAULT_MCPU = {"nvptx64": "sm_70", "x86-64": None}
# Module flags with behaviour 1 (error on different values) make llvm-link
# refuse to merge XLA:CPU kernel modules (xla_dylib_index and
# xla_backend_extra_options differ per module): before linking they are set
# to behaviour 2 (warning; the first module's value is kept).

BASELINE_SCHEMA = Schema(
    [
        Column("kernel", "string", "kernel name"),
        Column("constant_loads_ir", "int64", "loads of constant globals left in the optimised IR of this kernel"),
        Column("constant_loads_asm", "int64", "loads in PTX/assembly that address a constant global's symbol"),
        Column("instructions_ir", "Int64", "instructions of the kernel in the optimised IR"),
        Column("instructions_asm", "Int64", "instructions of the kernel in PTX/assembly"),
    ]
)

PARTS_SCHEMA = Schema(
    [
        Column("part", "int64", "split part number (llvm-split output index)"),
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

KERNELS_SCHEMA = Schema(
    [
        Column("part", "int64", "split part holding the kernel"),
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

CONSTANTS_SCHEMA = Schema(
    [
        Column("part", "int64", "split part"),
        Column("global", "string", "constant global name"),
        Column("state", "string", "defined (owns the initializer), external (declaration only, used by the part), external_unused (declaration llvm-split left behind, no user in the part), or internal_copy (--fix replaced either)"),
        Column("linkage", "string", "linkage in the part before optimisation"),
        Column("size_bytes", "Int64", "size from the type", "bytes"),
        Column("owner_part", "Int64", "the part that got the original definition from llvm-split; <NA> if none"),
    ]
)

LOADS_SCHEMA = Schema(
    [
        Column("part", "Int64", "split part; <NA> for the unsplit baseline"),
        Column("stage", "string", "ir (optimised LLVM IR) or asm (PTX / x86 assembly)"),
        Column("function", "string", "function holding the loads"),
        Column("global", "string", "constant global read"),
        Column("qualifiers", "string", "asm opcode (ld.global.nc.u64, movq, ...); <NA> for IR"),
        Column("count", "int64", "number of loads"),
        Column("example", "string", "one such line, as written; <NA> for IR"),
    ]
)

SWEEP_SCHEMA = Schema(
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
class LabResult:
    """What one lab run found. DataFrames follow the *_SCHEMA constants of this module.

    Attributes:
        module: the input (a file, or the folder whose kernel modules were linked).
        parts_requested, target, mcpu, fix, fix_max_elements: the settings.
        tools: tool -> "path (version)".
        linked_from: input files linked into one module (empty for a single file).
        downgrades: textual rewrites applied so the installed LLVM accepts the IR.
        target_triple: the module's triple.
        baseline: BASELINE_SCHEMA, unsplit module, one row per kernel.
        parts: PARTS_SCHEMA, one row per part.
        kernels: KERNELS_SCHEMA, one row per kernel with the baseline beside it.
        constants: CONSTANTS_SCHEMA, one row per constant global per part.
        loads: LOADS_SCHEMA, baseline and parts.
        timings_s: stage -> seconds (split, baseline, llvm_wall, llvm_cpu).
        findings: plain-language lines stating what was found.
        workdir: where the intermediate files were kept (None when discarded).
    """

    module: str
    parts_requested: int
    target: str
    mcpu: str | None
    fix: bool
    fix_max_elements: int | None
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

    def to_dict(self) -> dict[str, Any]:
        """The ``--json`` shape of the issue (plus settings, findings and timings)."""
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
                    "part": int(r.part),
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


# ----------------------------------------------------------------------------- inputs


def _one_hlo_module(paths: list[Path]) -> list[Path]:
    """The files of one HLO module of one dump folder: the first folder, its biggest module."""
    first_dir = min(p.parent for p in paths)
    groups: dict[str, list[Path]] = {}
    for p in paths:
        if p.parent == first_dir:
            groups.setdefault(p.name.split(".", 1)[0], []).append(p)  # module_<id>
    return max(groups.values(), key=len)


def find_lab_modules(folder: str | Path) -> list[Path]:
    """The LLVM modules in a dump/run folder the lab can take, searched recursively.

    XLA:GPU ``*.inlined.ir-no-opt.ll`` (the module before the split) win over
    plain GPU ``*.ir-no-opt.ll``; XLA:CPU ``*_kernel_module.ir-no-opt.ll`` are
    returned all together (to be linked). Split parts (``.<i>.ir-*.ll``) are
    never returned. When the folder holds several HLO modules (a training
    step compiles two graphs; a run folder holds several configs), only the
    files of the one with the most LLVM modules are returned, from the first
    dump folder in name order: linking two graphs' kernels would clash.

    Raises:
        KitError: no such module under the folder.
    """
    folder = Path(folder)
    if not folder.is_dir():
        raise KitError(f"{folder}: not a folder")
    allnoopt = sorted(p for p in folder.rglob("*.ll") if p.name.endswith("ir-no-opt.ll"))
    inlined = [p for p in allnoopt if p.name.endswith(".inlined.ir-no-opt.ll")]
    if inlined:
        return inlined
    cpu = [p for p in allnoopt if p.name.endswith("_kernel_module.ir-no-opt.ll")]
    if cpu:
        return _one_hlo_module(cpu)
    other = [p for p in allnoopt if not re.search(r"\.\d+\.ir-no-opt\.ll$", p.name) and "constants" not in p.name]
    if other:
        return other
    raise KitError(f"{folder}: no *.ir-no-opt.ll LLVM module found (dump with --xla_dump_to and --xla_dump_hlo_as_text)")


# ----------------------------------------------------------------------------- running tools


def _run(tool: str, args: Sequence[str], what: str) -> subprocess.CompletedProcess:
    try:
        out = subprocess.run([tool, *args], capture_output=True, text=True)
    except OSError as e:
        raise ToolError(f"cannot run {tool}: {e.strerror}") from e
    if out.returncode != 0:
        msg = next((ln for ln in out.stderr.splitlines() if "error" in ln.lower()), out.stderr.strip().splitlines()[0] if out.stderr.strip() else f"exit {out.returncode}")
        raise ToolError(f"{Path(tool).name} failed on {what}: {msg.strip()}")
    return out


# Constructs newer LLVM writes that LLVM 19 does not parse, rewritten to an
# older equivalent (or dropped where dropping only loses an optimisation hint).
_DOWNGRADES: tuple[tuple[str, re.Pattern, str], ...] = (
    ("captures(none) -> nocapture", re.compile(r"\bcaptures\(none\)"), "nocapture"),
    ("captures(...) dropped", re.compile(r"\bcaptures\([^)]*\)\s?"), ""),
    ("initializes(...) dropped", re.compile(r"\binitializes\(\([^)]*\)(?:,\s*\([^)]*\))*\)\s?"), ""),
    ("icmp samesign dropped", re.compile(r"\bicmp samesign\b"), "icmp"),
    ("nocreateundeforpoison dropped", re.compile(r"\bnocreateundeforpoison\s?"), ""),
)


def _downgrade_text(text: str) -> tuple[str, list[str]]:
    """Apply the named rewrites; return the new text and the names of those that matched."""
    used = []
    for name, pat, rep in _DOWNGRADES:
        text, n = pat.subn(rep, text)
        if n:
            used.append(f"{name} ({n}x)")
    return text, used


def _llvmlite_accepts(text: str) -> bool | None:
    """True/False: llvmlite's (newer) LLVM parses the text; None: llvmlite unavailable."""
    try:
        import llvmlite.binding as llvm
    except ImportError:
        return None
    try:
        llvm.parse_assembly(text)
    except RuntimeError:
        return False
    return True


def _assemble(src: Path, out_bc: Path, tools: LlvmTools, flag_rewrites: bool = False) -> list[str]:
    """``llvm-as`` a text module into bitcode, downgrading newer syntax if needed.

    Returns the downgrades applied. Raises ParseError when the installed LLVM
    cannot parse it even after the downgrades.
    """
    if src.suffix == ".bc":
        shutil.copyfile(src, out_bc)
        return []
    text = src.read_text(encoding="utf-8", errors="replace")
    used: list[str] = []
    if flag_rewrites:
        keys = re.findall(r'^!\d+\s*=\s*!\{i32 1, !"([^"]+)"', text, re.M)
        text = re.sub(r'^(!\d+\s*=\s*!\{i32 )1(, !")', r"\g<1>2\2", text, flags=re.M)
        used += [f"module flag {k}: behaviour error -> warning, for linking" for k in keys]
    first = _try_as(text, out_bc, tools)
    if first is None:
        return used
    down, names = _downgrade_text(text)
    if names and _try_as(down, out_bc, tools) is None:
        return used + names
    newer = _llvmlite_accepts(text)
    ver = tools.versions.get("llvm-as", "?")
    m = re.search(r":(\d+):\d+: error: (.*)", first)
    line = int(m.group(1)) if m else None
    reason = m.group(2) if m else first
    hint = " (valid IR for llvmlite's newer LLVM: newer syntax; install a newer llvm-N)" if newer else ""
    raise ParseError(src, line, f"LLVM {ver} cannot parse this IR: {reason}{hint}")


def _try_as(text: str, out_bc: Path, tools: LlvmTools) -> str | None:
    """None on success, else llvm-as's error text."""
    out = subprocess.run([tools["llvm-as"], "-", "-o", str(out_bc)], input=text, capture_output=True, text=True)
    return None if out.returncode == 0 else (out.stderr.strip().splitlines() or ["llvm-as failed"])[0]


def link_modules(paths: Sequence[str | Path], out_bc: str | Path, tools: LlvmTools | None = None) -> list[str]:
    """Link several modules (e.g. XLA:CPU kernel modules) into one bitcode file with ``llvm-link``.

    Module flags with behaviour "error" (``xla_dylib_index``, which differs per
    kernel module and would make llvm-link fail) are set to "warning" first.
    Returns the rewrites/downgrades applied.

    Raises:
        ToolError: tools missing or llvm-link failed; ParseError: an input the
            installed LLVM cannot parse.
    """
    tools = tools or find_llvm_tools()
    out_bc = Path(out_bc)
    used: set[str] = set()
    with tempfile.TemporaryDirectory(prefix="kit-link-") as tmp:
        bcs = []
        for i, p in enumerate(paths):
            bc = Path(tmp) / f"in{i}.bc"
            for u in _assemble(Path(p), bc, tools, flag_rewrites=True):
                used.add(re.sub(r" \(\d+x\)$", "", u))
            bcs.append(str(bc))
        _run(tools["llvm-link"], [*bcs, "-o", str(out_bc)], f"{len(bcs)} modules")
    return sorted(used)


# ----------------------------------------------------------------------------- the fix


def _element_count(type_text: str) -> int:
    n = 1
    for d in re.findall(r"\[\s*(\d+)\s+x", type_text):
        n *= int(d)
    return n


def apply_fix(part_ll: Path, baseline_lines: dict[str, str], baseline: LlvmModule, max_elements: int | None) -> list[str]:
    """Give the part an internal copy of each initialised constant it declares or defines.

    ``baseline_lines``: global name -> its definition line in the (llvm-dis'd)
    unsplit module. Constants whose initializer refers to other globals, or
    with more than ``max_elements`` elements, are left alone. Rewrites the
    file in place; returns the names copied.
    """
    eligible = {
        r.name
        for r in constant_globals(baseline.globals).itertuples()
        # a buffer_for_constant written `global` is filled by the runtime: its initializer is a placeholder
        if r.is_constant and r.has_initializer and r.linkage not in ("private", "internal")
        and "@" not in re.sub(r'c"[^"]*"', "", baseline_lines[r.name].split("=", 1)[1])
        and (max_elements is None or _element_count(r.type) <= max_elements)
    }
    out: list[str] = []
    copied: list[str] = []
    for line in part_ll.read_text().splitlines():
        m = re.match(r'^@("[^"]*"|[-\w$.]+)\s*=', line)
        name = m.group(1).strip('"') if m else None
        if name is not None and name in eligible:
            line = _internal_definition(baseline_lines[name])
            copied.append(name)
        out.append(line)
    part_ll.write_text("\n".join(out) + "\n")
    return copied


def _internal_definition(line: str) -> str:
    head, rest = line.split("=", 1)
    words = rest.split()
    kept = [w for w in words[:3] if w not in ("external", "dso_local", "linkonce_odr", "weak_odr", "weak", "linkonce", "common", "available_externally")]
    rest = " ".join(kept + words[3:])
    rest = re.sub(r",\s*comdat(\([^)]*\))?", "", rest)
    return f"{head.rstrip()} = internal {rest}"


# ----------------------------------------------------------------------------- asm reading


def _ptx_symbol(name: str) -> str:
    """The symbol NVPTX gives a global (invalid characters become ``_$_``)."""
    return re.sub(r"[^A-Za-z0-9_$]", "_$_", name)


def _asm_symbols(module: LlvmModule, target: str) -> dict[str, str]:
    """asm symbol -> constant global name, for the constant globals of a module."""
    out: dict[str, str] = {}
    unnamed = 0
    constant = is_constant_global(module.globals).to_numpy(dtype=bool)
    for r, is_const in zip(module.globals.itertuples(), constant):
        is_unnamed = r.name.isdigit()
        if is_unnamed:
            unnamed += 1
        if not is_const:
            continue
        if target == "nvptx64":
            sym = f"__unnamed_{unnamed}" if is_unnamed else _ptx_symbol(r.name)
        else:
            base = f"__unnamed_{unnamed}" if is_unnamed else r.name
            sym = f".L{base}" if r.linkage == "private" else base
        out[sym] = r.name
    return out


_X86_FUNC = re.compile(r'^("[^"]+"|[A-Za-z_.$][\w.$]*):')
# a memory operand that names a symbol: sym(%rip), "sym"+8(%rcx), sym(,%rax,8)
_X86_MEM = re.compile(r'("[^"]+"|[A-Za-z_.$][\w.$]*)(?:[+-]\d+)?\(')


def _read_x86(path: Path, symbols: dict[str, str]) -> tuple[dict[str, int], list[dict[str, Any]]]:
    """Instruction counts per function and loads of the given symbols from AT&T x86 assembly."""
    functions: set[str] = set()
    text = path.read_text(errors="replace").splitlines()
    for ln in text:
        m = re.match(r"^\s*\.type\s+([^,]+),\s*@function", ln)
        if m:
            functions.add(m.group(1).strip().strip('"'))
    counts: dict[str, int] = {}
    loads: dict[tuple[str, str, str], list] = {}
    cur = None
    for ln in text:
        m = _X86_FUNC.match(ln)
        if m and m.group(1).strip('"') in functions:
            cur = m.group(1).strip('"')
            counts[cur] = 0
            continue
        s = ln.split("#", 1)[0].strip()
        if cur is None or not s or s.startswith(".") or s.endswith(":"):
            if s.startswith(".Lfunc_end") or (s.startswith(".size") and cur and cur in s):
                cur = None
            continue
        counts[cur] += 1
        op = s.split()[0]
        if op.startswith("lea"):
            continue
        for sm in _X86_MEM.finditer(s):
            g = symbols.get(sm.group(1).strip('"'))
            if g is not None:
                key = (cur, g, op)
                loads.setdefault(key, [0, s])[0] += 1
    rows = [{"function": f, "global": g, "qualifiers": q, "count": c, "example": ex} for (f, g, q), (c, ex) in loads.items()]
    return counts, rows


def _read_asm(path: Path, module: LlvmModule, target: str) -> tuple[dict[str, int], list[dict[str, Any]]]:
    symbols = _asm_symbols(module, target)
    if target == "x86-64":
        return _read_x86(path, symbols)
    ptx = read_ptx(path)
    counts = {r.name: int(r.instruction_count) for r in ptx.entries.itertuples() if not r.is_declaration}
    df = ptx.symbol_loads(symbols)
    examples = _ptx_examples(path, set(df["symbol"]))
    rows = [
        {"function": r.function, "global": symbols[r.symbol], "qualifiers": r.qualifiers, "count": int(r.count), "example": examples.get((r.qualifiers, r.symbol))}
        for r in df.itertuples()
    ]
    return counts, rows


def _ptx_examples(path: Path, symbols: set[str]) -> dict[tuple[str, str], str]:
    out: dict[tuple[str, str], str] = {}
    if not symbols:
        return out
    for ln in path.read_text(errors="replace").splitlines():
        m = re.match(r"^\s*(ldu?(?:\.\w+)+)\s+.*\[([^\]+\-\s]+)", ln)
        if m and m.group(2) in symbols:
            out.setdefault((m.group(1), m.group(2)), re.sub(r"\s+", " ", ln.strip()))
    return out


# ----------------------------------------------------------------------------- one compile


@dataclass
class _Compiled:
    opt_module: LlvmModule
    asm_counts: dict
    asm_loads: list
    seconds: float


def _compile(bc: Path, stem: Path, target: str, mcpu: str | None, tools: LlvmTools) -> _Compiled:
    t0 = time.perf_counter()
    opt_ll = stem.parent / f"{stem.name}.opt.ll"
    asm = stem.parent / f"{stem.name}{'.ptx' if target == 'nvptx64' else '.s'}"
    _run(tools["opt"], ["-O3", str(bc), "-S", "-o", str(opt_ll)], bc.name)
    march = ["-march=nvptx64"] if target == "nvptx64" else ["-march=x86-64"]
    cpu = [f"-mcpu={mcpu}"] if mcpu else []
    _run(tools["llc"], [*march, *cpu, "-O3", str(opt_ll), "-o", str(asm)], opt_ll.name)
    seconds = time.perf_counter() - t0
    mod = read_llvm_ir(opt_ll)
    counts, loads = _read_asm(asm, mod, target)
    return _Compiled(mod, counts, loads, seconds)


def _ir_loads(mod: LlvmModule) -> list[dict[str, Any]]:
    return [
        {"function": r.function, "global": r["global"], "qualifiers": None, "count": int(r["count"]), "example": None}
        for _, r in mod.constant_loads().iterrows()
        for r in [r]
    ]


# ----------------------------------------------------------------------------- preparing the module


def _resolve_target(target: str | None, triple: str | None) -> str:
    from_triple = "nvptx64" if (triple or "").startswith("nvptx") else "x86-64" if (triple or "").startswith("x86_64") else None
    if target in (None, "auto"):
        if from_triple is None:
            raise KitError(f"cannot tell the target from triple {triple!r}: pass target nvptx64 or x86-64")
        return from_triple
    if target not in TARGETS:
        raise KitError(f"unknown target {target!r}: use one of {', '.join(TARGETS)}")
    if from_triple is not None and from_triple != target:
        raise KitError(f"target {target} does not match the module triple {triple} (use --target {from_triple} or auto)")
    return target


def _prepare(module_path: str | Path | Sequence[str | Path], work: Path, tools: LlvmTools) -> tuple[Path, Path, list[str], list[str], str]:
    """Input -> (bitcode, llvm-dis'd text, linked_from, downgrades, label)."""
    if isinstance(module_path, (str, Path)):
        p = Path(module_path)
        if not p.exists():
            raise KitError(f"{p}: no such file or folder")
        inputs = find_lab_modules(p) if p.is_dir() else [p]
        label = str(p)
    else:
        inputs = [Path(x) for x in module_path]
        label = f"{len(inputs)} modules"
    bc = work / "module.bc"
    if len(inputs) > 1:
        downgrades = link_modules(inputs, bc, tools)
        linked = [str(x) for x in inputs]
    else:
        downgrades = _assemble(inputs[0], bc, tools)
        linked = []
    ll = work / "module.ll"
    _run(tools["llvm-dis"], [str(bc), "-o", str(ll)], bc.name)
    return bc, ll, linked, downgrades, label


def _definition_lines(ll: Path) -> dict[str, str]:
    out = {}
    for line in ll.read_text().splitlines():
        m = re.match(r'^@("[^"]*"|[-\w$.]+)\s*=', line)
        if m:
            out[m.group(1).strip('"')] = line
    return out


# ----------------------------------------------------------------------------- the lab


@with_doc(PARTS_SCHEMA)
def split_lab(
    module_path: str | Path | Sequence[str | Path],
    parts: int,
    target: str | None = "nvptx64",
    mcpu: str | None = None,
    fix: bool = False,
    fix_max_elements: int | None = None,
    workdir: str | Path | None = None,
    jobs: int | None = None,
    tools: LlvmTools | None = None,
) -> LabResult:
    """Split a module into ``parts`` like XLA did, compile each part, report constant loads.

    ``module_path``: a ``.ll``/``.bc`` file, a list of files to link, or a
    dump folder (its XLA:CPU kernel modules are linked; an XLA:GPU
    ``.inlined.ir-no-opt.ll`` is taken). ``target``: nvptx64, x86-64, or
    None/"auto" for the module's triple; ``mcpu`` defaults to sm_70 on NVPTX.
    ``fix``/``fix_max_elements``: XLA's fix (internal copies of initialised
    constants in every part; only constants of at most K elements).
    ``workdir``: keep the intermediate files in ``workdir/split<N>[-fix]``
    (written to a temporary folder and renamed when complete). ``jobs``: parts
    compiled concurrently (default: CPU count).

    Returns:
        LabResult; its ``parts`` frame has:
        {schema}
        (``baseline``, ``kernels``, ``constants``, ``loads``: see this module's schemas.)

    Raises:
        ToolError: LLVM tools missing or failing (one line, names the tool).
        ParseError: IR the installed LLVM cannot parse, or a module without kernels.
        KitError: bad arguments (target not matching the module, parts < 1).
    """
    if parts < 1:
        raise KitError(f"parts must be >= 1, got {parts}")
    tools = tools or find_llvm_tools()
    jobs = jobs or os.cpu_count() or 1
    final = None
    if workdir is not None:
        Path(workdir).mkdir(parents=True, exist_ok=True)
        final = Path(workdir) / f"split{parts}{'-fix' if fix else ''}"
        work = Path(tempfile.mkdtemp(prefix=".tmp-", dir=workdir))
    else:
        work = Path(tempfile.mkdtemp(prefix="kit-lab-"))
    try:
        result = _lab(module_path, parts, target, mcpu, fix, fix_max_elements, work, jobs, tools)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    if final is None:
        shutil.rmtree(work, ignore_errors=True)
        return result
    if final.exists():
        shutil.rmtree(final)
    work.rename(final)
    return _replace_workdir(result, str(final))


def _replace_workdir(r: LabResult, wd: str) -> LabResult:
    from dataclasses import replace

    return replace(r, workdir=wd)


def _lab(module_path, parts, target, mcpu, fix, fix_max_elements, work: Path, jobs: int, tools: LlvmTools) -> LabResult:
    bc, ll, linked, downgrades, label = _prepare(module_path, work, tools)
    base_mod = read_llvm_ir(ll)
    target = _resolve_target(target, base_mod.target_triple)
    mcpu = mcpu if mcpu is not None else DEFAULT_MCPU[target]
    if not base_mod.kernels:
        raise ParseError(label, None, "no kernels in the module (no ptx_kernel / nvvm.annotations kernel / XLA:CPU kernel signature)")

    base = _compile(bc, work / "baseline", target, mcpu, tools)
    kernels_all = base_mod.kernels
    baseline = frame([_kernel_row(k, base) for k in kernels_all], BASELINE_SCHEMA)

    run = _split_and_compile(bc, ll, base_mod, parts, target, mcpu, fix, fix_max_elements, work, jobs, tools)

    loads = [{"part": None, "stage": "ir", **x} for x in _ir_loads(base.opt_module)]
    loads += [{"part": None, "stage": "asm", **x} for x in base.asm_loads]
    part_rows, kernel_rows, const_rows = [], [], []
    owner: dict[str, int] = {}
    for i, info in enumerate(run["parts"]):
        for gname in info["defined"]:
            owner.setdefault(gname, i)
    base_by_k = baseline.set_index("kernel")
    for i, info in enumerate(run["parts"]):
        comp: _Compiled = info["compiled"]
        ir_l = _ir_loads(comp.opt_module)
        loads += [{"part": i, "stage": "ir", **x} for x in ir_l]
        loads += [{"part": i, "stage": "asm", **x} for x in comp.asm_loads]
        part_rows.append(
            {
                "part": i,
                "kernels": info["kernels"],
                "n_kernels": len(info["kernels"]),
                "defined_constants": info["defined"],
                "external_constants": info["external"],
                "internal_copies": info["copied"],
                "constant_loads_ir": sum(x["count"] for x in ir_l),
                "constant_loads_asm": sum(x["count"] for x in comp.asm_loads),
                "instructions_asm": sum(comp.asm_counts.values()),
                "compile_s": comp.seconds,
            }
        )
        for k in info["kernels"]:
            row = _kernel_row(k, comp)
            b = base_by_k.loc[k] if k in base_by_k.index else None
            row.update(
                part=i,
                base_constant_loads_ir=None if b is None else int(b["constant_loads_ir"]),
                base_constant_loads_asm=None if b is None else int(b["constant_loads_asm"]),
                base_instructions_asm=None if b is None else b["instructions_asm"],
            )
            row["diff_constant_loads_asm"] = None if b is None else row["constant_loads_asm"] - int(b["constant_loads_asm"])
            row["diff_instructions_asm"] = None if b is None or pd.isna(b["instructions_asm"]) or row["instructions_asm"] is None else row["instructions_asm"] - int(b["instructions_asm"])
            kernel_rows.append(row)
        for c in info["const_rows"]:
            const_rows.append({**c, "part": i, "owner_part": owner.get(c["global"])})
    parts_df = frame(part_rows, PARTS_SCHEMA)
    result = LabResult(
        module=label,
        parts_requested=parts,
        target=target,
        mcpu=mcpu,
        fix=fix,
        fix_max_elements=fix_max_elements,
        tools=tools.describe(),
        linked_from=tuple(linked),
        downgrades=tuple(downgrades),
        target_triple=base_mod.target_triple,
        baseline=baseline,
        parts=parts_df,
        kernels=frame(kernel_rows, KERNELS_SCHEMA),
        constants=frame(const_rows, CONSTANTS_SCHEMA),
        loads=frame(loads, LOADS_SCHEMA),
        timings_s={"baseline": base.seconds, **run["timings"]},
        findings=(),
    )
    from dataclasses import replace

    return replace(result, findings=tuple(_findings(result, base_mod)))


def _kernel_row(k: str, comp: _Compiled) -> dict[str, Any]:
    f = comp.opt_module.functions
    hit = f[f["name"] == k]
    ir_n = None if hit.empty else hit["instruction_count"].iloc[0]
    ir_loads = sum(x["count"] for x in _ir_loads(comp.opt_module) if x["function"] == k)
    sym = _ptx_symbol(k) if k not in comp.asm_counts else k
    asm_loads = sum(x["count"] for x in comp.asm_loads if x["function"] in (k, sym))
    return {
        "kernel": k,
        "constant_loads_ir": ir_loads,
        "constant_loads_asm": asm_loads,
        "instructions_ir": None if ir_n is None or pd.isna(ir_n) else int(ir_n),
        "instructions_asm": comp.asm_counts.get(k, comp.asm_counts.get(sym)),
    }


def _split_and_compile(bc, ll, base_mod, parts, target, mcpu, fix, fix_max_elements, work: Path, jobs: int, tools: LlvmTools) -> dict[str, Any]:
    """Split, (fix), compile all parts concurrently; timing of the whole LLVM stage."""
    ru0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    prefix = work / "part."
    _run(tools["llvm-split"], ["-j", str(parts), "--preserve-locals", "--round-robin", "-o", str(prefix), str(bc)], bc.name)
    split_s = time.perf_counter() - t0
    baseline_lines = _definition_lines(ll) if fix else {}
    n_out = len(list(work.glob("part.[0-9]*")))

    def one(i: int) -> dict[str, Any]:
        part_bc = work / f"part.{i}"
        part_ll = work / f"part.{i}.ll"
        _run(tools["llvm-dis"], [str(part_bc), "-o", str(part_ll)], part_bc.name)
        pre = read_llvm_ir(part_ll)
        consts = constant_globals(pre.globals)
        defined = [r.name for r in consts.itertuples() if r.has_initializer]
        used = set(pre.references["global"])
        external = [r.name for r in consts.itertuples() if not r.has_initializer and r.name in used]
        copied = apply_fix(part_ll, baseline_lines, base_mod, fix_max_elements) if fix else []
        const_rows = [
            {
                "global": r.name,
                "state": "internal_copy" if r.name in copied else ("defined" if r.has_initializer else "external" if r.name in used else "external_unused"),
                "linkage": r.linkage,
                "size_bytes": r.size_bytes,
            }
            for r in consts.itertuples()
        ]
        comp = _compile(part_ll, work / f"part.{i}", target, mcpu, tools)
        return {"kernels": pre.kernels, "defined": defined, "external": external, "copied": copied, "const_rows": const_rows, "compiled": comp}

    with ThreadPoolExecutor(max_workers=max(1, min(jobs, n_out))) as ex:
        infos = list(ex.map(one, range(n_out)))
    wall = time.perf_counter() - t0
    ru1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (ru1.ru_utime - ru0.ru_utime) + (ru1.ru_stime - ru0.ru_stime)
    return {
        "parts": infos,
        "timings": {"split": split_s, "llvm_wall": wall, "llvm_cpu": cpu, "max_part": max((x["compiled"].seconds for x in infos), default=0.0), "jobs": float(min(jobs, n_out))},
    }


def _findings(r: LabResult, base_mod: LlvmModule) -> list[str]:
    out = []
    consts = constant_globals(base_mod.globals)
    priv = consts[consts["linkage"].isin(["private", "internal"])]
    ext = consts[~consts["linkage"].isin(["private", "internal"]) & consts["has_initializer"]]
    out.append(
        f"unsplit module: {len(base_mod.kernels)} kernels, {len(consts)} constant globals "
        f"({len(priv)} private/internal, {len(ext)} with external linkage)"
    )
    n_ext_parts = int((r.parts["external_constants"].map(len) > 0).sum())
    if n_ext_parts == 0:
        out.append(f"split into {len(r.parts)}: no part declares a constant external" + (" (constants are private: each stays with its users)" if len(ext) == 0 else ""))
    elif r.fix:
        n_copies = int(r.parts["internal_copies"].map(len).sum())
        out.append(f"split into {len(r.parts)}: llvm-split left {n_ext_parts} part(s) declaring a constant external; "
                   f"the fix gave them {n_copies} internal copies, so every part can fold its constants")
    else:
        out.append(f"split into {len(r.parts)}: {n_ext_parts} part(s) declare a constant external and cannot fold it")
    base_asm = int(r.baseline["constant_loads_asm"].sum())
    split_asm = int(r.parts["constant_loads_asm"].sum())
    out.append(f"loads of constant symbols in {'PTX' if r.target == 'nvptx64' else 'assembly'}: baseline {base_asm}, split {split_asm}" + (" (with fix)" if r.fix else ""))
    for d in r.downgrades:
        out.append(f"input rewritten: {d}")
    return out


# ----------------------------------------------------------------------------- the sweep


@with_doc(SWEEP_SCHEMA)
def split_sweep(
    module_path: str | Path | Sequence[str | Path],
    part_counts: Iterable[int],
    target: str | None = "nvptx64",
    mcpu: str | None = None,
    fix: bool = False,
    fix_max_elements: int | None = None,
    workdir: str | Path | None = None,
    jobs: int | None = None,
) -> pd.DataFrame:
    """The compile-time / code-quality trade-off: one lab run per part count.

    Each part count is run once (no repetition: wall times are single
    measurements on a shared machine; compare them, do not quote them).

    Returns:
        DataFrame, one row per part count:
        {schema}

    Raises:
        as :func:`split_lab`.
    """
    tools = find_llvm_tools()
    rows = []
    for n in part_counts:
        r = split_lab(module_path, n, target=target, mcpu=mcpu, fix=fix, fix_max_elements=fix_max_elements,
                      workdir=workdir, jobs=jobs, tools=tools)
        rows.append(
            {
                "parts": n,
                "fix": fix,
                "llvm_wall_s": r.timings_s["llvm_wall"],
                "llvm_cpu_s": r.timings_s["llvm_cpu"],
                "split_s": r.timings_s["split"],
                "max_part_s": r.timings_s["max_part"],
                "jobs": int(r.timings_s["jobs"]),
                "parts_with_external_constants": int((r.parts["external_constants"].map(len) > 0).sum()),
                "constant_loads_ir": int(r.parts["constant_loads_ir"].sum()),
                "constant_loads_asm": int(r.parts["constant_loads_asm"].sum()),
                "instructions_asm": int(r.parts["instructions_asm"].sum()),
            }
        )
    return frame(rows, SWEEP_SCHEMA)
