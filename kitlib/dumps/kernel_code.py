"""What each kernel compiled to, as tables: its code in every form, the constants it loads, the globals it reaches.

A *kernel* is a function XLA compiled for one HLO instruction (the fusion the profiler's ``hlo_op`` names): an
externally visible function of an optimised LLVM IR module, a PTX ``.entry``, a function symbol of an XLA:CPU
object file, or a function of an x86-64 ``.s`` file (what the split lab's ``llc`` writes). Each form is read by
its reader (:mod:`~kitlib.dumps.llvm_ir`, :mod:`~kitlib.dumps.ptx`, :mod:`~kitlib.dumps.objdump`,
:mod:`~kitlib.dumps.asm`), which gives every function's span; this module cuts each kernel's code out of the
file and gives the same tables for every form, one row per (kernel, form) of one file (:class:`KernelCode`).
:func:`~kitlib.dumps.folder.parse_folder` caches them for a dump folder (``kernel_code``, ``kernel_loads``,
``kernel_globals``, ``kernel_instructions``; LLVM IR after optimisation, PTX, objects), and
:mod:`kitlib.runfolder.files` reads them for a split-lab folder or one ``.ll`` file with its ``.ptx`` / ``.s``.

The code of a kernel, as compared (``text``; two kernels compiled identically have equal ``hash``):

- ``llvm``: its function with everything it reaches in its module (the functions it calls, the globals and
  constants it uses, their attribute groups and metadata, the module flags), normalised by
  :func:`normalise_llvm_ir` so that what names the module rather than its code (the ``xla_dylib_index``
  module flag, ``ModuleID``, comments) and value / metadata / attribute numbering do not count;
- ``ptx``: its ``.entry``, comments removed, the function's number in its module dropped from block labels and
  the local depot (a kernel moved to another split part keeps its code);
- ``x86``: its instructions, from an object file through binutils objdump (offsets, addresses and relocation
  addends dropped) or from a ``.s`` file (comments and directives dropped, the function's number dropped from
  local labels).

A *constant load*, the one definition (``kit diff``, ``kit compare`` and the split lab count the same):

- ``llvm``: a ``load`` of a constant global (:func:`~kitlib.dumps.llvm_ir.is_constant_global`) in the kernel or
  a function it calls;
- ``ptx``: an ``ld`` / ``ldu`` (not of a parameter, nor of shared or local memory) addressing a module-scope
  variable, by name or through a register derived from it (the PTX reader's symbol loads);
- ``x86`` from an object: an instruction with a relocation to read-only data (XLA:CPU's large code model reaches
  a constant by ``movabs`` of its address; the objdump reader's references);
- ``x86`` from a ``.s``: an instruction whose memory operand names a constant (a constant pool ``.LCPI``, or a
  constant global's symbol, :func:`asm_symbols`), ``lea`` and stores left out (the assembly reader's symbol loads).

Where a global lives, seen from the kernel's module, is :class:`~kitlib.dumps.llvm_ir.GlobalStatus`.

Checked against: torch_xla 2.9.0 XLA:CPU dumps (a ``<kernel>_kernel_module`` LLVM module and object file per
kernel, or ``part_NN`` split parts; the ``xla_dylib_index`` flag differs between split counts), GNU objdump 2.40+,
jax 0.9.2 XLA:GPU deviceless dumps (split parts, ``.visible .entry``), and LLVM 19 ``llc`` output of the lab.
"""
from __future__ import annotations

import hashlib
import os
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import pandas as pd

from ..schema import Column, Schema, rows_frame
from ..textio import read_text
from .asm import AsmModule
from .kinds import Kind, classify
from .llvm_ir import (
    LLVM_FUNCTIONS_SCHEMA,
    LLVM_GLOBALS_SCHEMA,
    LlvmModule,
    LlvmRows,
    is_constant_global,
    is_constant_global_row,
)
from .objdump import ObjectFile
from .ptx import PtxModule

#: the forms of a kernel's code
FORMS = ("llvm", "ptx", "x86")

KERNEL_CODE_SCHEMA = Schema(
    [
        Column("kernel", "string", "kernel: the LLVM / PTX / machine-code function the trace's hlo_op names (fusion name)"),
        Column("form", "string", "llvm (optimised LLVM IR), ptx (PTX entry) or x86 (machine code: objdump, or an llc .s)"),
        Column("text", "string", "the kernel's code, normalised (module docstring): what two configs are compared on, one "
               "instruction (or IR line) a line"),
        Column("diff_text", "string", "the lines a line diff shows where they differ from text (ptx: virtual registers "
               "renumbered in order of first use, so renumbering alone is no change); <NA>: text"),
        Column("source", "string", "llvm: the kernel with what it reaches in its module, as XLA printed it (valid IR; "
               "a code comparison rewrites it for LLVM 19's tools, llvm_ir.downgrade_for_llvm19, where LLVM's own "
               "llvm-diff reads it); <NA> for the other forms"),
        Column("hash", "string", "sha256 (16 hex) of text"),
        Column("n_lines", "int64", "lines of text (x86: instructions)"),
        Column("constant_loads", "int64", "loads of a constant from memory, by the module docstring's definition for the form"),
        Column("constant_load_lines", "object", "0-based lines of text (and diff_text) that load a constant (list of int; "
               "llvm: none marked)"),
    ]
)

KERNEL_LOADS_SCHEMA = Schema(
    [
        Column("kernel", "string", "kernel"),
        Column("form", "string", "llvm, ptx or x86"),
        Column("instruction", "string", "the loading instruction: load (llvm), its PTX opcode (ld.global.nc.u64), or its "
               "x86 mnemonic (movabsq, vmovss)"),
        Column("symbol", "string", "what it loads: the constant global, PTX variable, read-only data section or constant pool"),
        Column("count", "int64", "such loads in the kernel"),
    ]
)

KERNEL_GLOBALS_SCHEMA = Schema(
    [
        Column("kernel", "string", "kernel (llvm form)"),
        Column("global", "string", "a global variable its IR reaches (quotes removed)"),
        Column("status", "string", "where it lives seen from the kernel's module (GlobalStatus): defined, internal or external"),
        Column("is_constant", "boolean", "a constant global (kitlib.dumps.llvm_ir.is_constant_global)"),
    ]
)

KERNEL_INSTRUCTIONS_SCHEMA = Schema(
    [
        Column("kernel", "string", "kernel"),
        Column("form", "string", "llvm, ptx or x86"),
        Column("kind", "string", "LLVM opcode with its fast-math flags (fmul fast), PTX opcode (ld.global.nc.u64), or x86 mnemonic"),
        Column("count", "int64", "instructions of that kind in text"),
    ]
)

#: module flags that name the module, not its code (XLA:CPU numbers the dylib of each split part;
#: XLA:GPU's unsplit module carries the debug-info version flag, its split parts do not)
MODULE_IDENTITY_FLAGS = ("xla_dylib_index", "Debug Info Version")
_IDENTITY_FLAG_NAMES = tuple(f'!"{flag}"' for flag in MODULE_IDENTITY_FLAGS)
#: a module flag's definition (``!1 = !{i32 1, !"xla_dylib_index", i64 4}``) up to its value, for the identity flags
_IDENTITY_VALUE = re.compile(rb'^(!\d+ = !\{i32 \d+, !"(?:' + b"|".join(re.escape(f.encode()) for f in MODULE_IDENTITY_FLAGS)
                             + rb')", )[^}\n]*', re.MULTILINE)
#: the name prefix llc gives x86 constant pools
CONSTANT_POOL = ".LCPI"


@dataclass(frozen=True)
class KernelCode:
    """The kernels of one file: ``code`` (:data:`KERNEL_CODE_SCHEMA`), ``loads`` (:data:`KERNEL_LOADS_SCHEMA`),
    ``globals`` (:data:`KERNEL_GLOBALS_SCHEMA`), ``instructions`` (:data:`KERNEL_INSTRUCTIONS_SCHEMA`)."""

    code: pd.DataFrame
    loads: pd.DataFrame
    globals: pd.DataFrame
    instructions: pd.DataFrame

    def tables(self) -> dict[str, pd.DataFrame]:
        """The tables as a parsed folder names them."""
        return {"kernel_code": self.code, "kernel_loads": self.loads, "kernel_globals": self.globals,
                "kernel_instructions": self.instructions}

    @staticmethod
    def empty() -> KernelCode:
        return KernelCode(KERNEL_CODE_SCHEMA.empty(), KERNEL_LOADS_SCHEMA.empty(), KERNEL_GLOBALS_SCHEMA.empty(),
                          KERNEL_INSTRUCTIONS_SCHEMA.empty())


class _Rows:
    """The rows of the four tables, gathered kernel by kernel."""

    def __init__(self) -> None:
        self.code: list[tuple] = []  # KERNEL_CODE_SCHEMA's columns
        self.loads: list[tuple] = []
        self.globals: list[tuple] = []
        self.instructions: list[tuple] = []

    def add(self, kernel: str, form: str, lines: list[str], loads: Counter, load_lines: list[int],
            diff_lines: list[str] | None = None, source: str | None = None) -> None:
        text = "\n".join(lines) + "\n" if form != "llvm" else lines[0]
        self.code.append((kernel, form, text, None if diff_lines is None else "\n".join(diff_lines) + "\n", source,
                          _hash(text), text.count("\n") if form == "llvm" else len(lines), sum(loads.values()), load_lines))
        self.loads += [(kernel, form, q, s, n) for (q, s), n in sorted(loads.items(), key=str)]
        ops = _opcodes(text.splitlines(), form)
        self.instructions += [(kernel, form, k, n) for k, n in sorted(ops.items())]

    def tables(self) -> dict[str, tuple[Schema, list[tuple]]]:
        """The rows of each table as a parsed folder names them, with its schema (a folder builds each table once,
        from every file's rows)."""
        return {"kernel_code": (KERNEL_CODE_SCHEMA, self.code), "kernel_loads": (KERNEL_LOADS_SCHEMA, self.loads),
                "kernel_globals": (KERNEL_GLOBALS_SCHEMA, self.globals),
                "kernel_instructions": (KERNEL_INSTRUCTIONS_SCHEMA, self.instructions)}

    def result(self) -> KernelCode:
        # column by column (rows_frame): a dump folder makes dozens of these small tables
        return KernelCode(rows_frame(self.code, KERNEL_CODE_SCHEMA), rows_frame(self.loads, KERNEL_LOADS_SCHEMA),
                          rows_frame(self.globals, KERNEL_GLOBALS_SCHEMA), rows_frame(self.instructions, KERNEL_INSTRUCTIONS_SCHEMA))


def _hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


# ============================================================================ LLVM IR

_META_DEF = re.compile(r"^!(\d+) = ")
_META_REF = re.compile(r"!(\d+)\b")
_ATTR_REF = re.compile(r"#(\d+)\b")
_LABEL_COMMENT = re.compile(r'^([-\w.$"]+:)[^\S\n]+;.*$', re.MULTILINE)
#: the buffer allocation an alias scope's name cites (``!"result slice: {index:142, offset:..., size:...}"``):
#: the module's numbering of its allocations, not the kernel's code (one instruction more elsewhere renumbers it)
#: alias scopes and their domains (``distinct !{!N, !M, !"fused_computation_15_clone_multiply_267: argument 0"}``):
#: their strings are names (of HLO instructions), the scopes' structure is what codegen uses
_SCOPE = re.compile(r"^!\d+ = distinct !\{.*$", re.MULTILINE)
_STRING = re.compile(r'!"(?:[^"\\\n]|\\.)*"')
_SLICE_INDEX = re.compile(r'(!"(?:result|argument|operand)[^"\n]* slice: \{index:)\d+')


def _renumber_text(text: str, pattern: re.Pattern[str], prefix: str) -> str:
    """Renumber ``prefix<N>`` tokens (``pattern``'s one group: N) in order of first appearance, in one pass over
    the text (``re.split`` gives the numbers between the pieces: no Python call per token)."""
    parts = pattern.split(text)
    numbers = parts[1::2]
    new = {n: prefix + str(i) for i, n in enumerate(dict.fromkeys(numbers))}
    parts[1::2] = [new[n] for n in numbers]
    return "".join(parts)


#: a block label at a line's start (group 1) or an unnamed value (group 2)
_LOCAL_TOKEN = re.compile(r"^(\d+):|%(\d+)\b", re.MULTILINE)
_DEFINE_LINE = re.compile(r"^(?=define )", re.MULTILINE)


def _renumber_locals(text: str) -> str:
    """Renumber unnamed values and block labels (``%N``, ``N:``) per function body (numbered afresh from each
    ``define`` line; what comes before the first has its own numbering)."""
    out: list[str] = []
    for chunk in _DEFINE_LINE.split(text):
        parts = _LOCAL_TOKEN.split(chunk)
        labels, refs = parts[1::3], parts[2::3]
        new: dict[str, str] = {}
        for i, (lab, ref) in enumerate(zip(labels, refs, strict=True)):
            n = new.setdefault(lab if lab is not None else ref, str(len(new)))
            labels[i], refs[i] = (n + ":", "") if lab is not None else ("", "%" + n)
        parts[1::3], parts[2::3] = labels, refs
        out.append("".join(parts))
    return "".join(out)


def _is_meta_def(s: str) -> bool:
    return s.startswith("!") and _META_DEF.match(s) is not None


def _without_refs(line: str, ids: set[str]) -> str:
    """A named metadata line (``!llvm.module.flags = !{!0, !1}``) without the references ``!N`` of ``ids``."""
    for n in ids:
        line = re.sub(rf"(, )?!{n}\b(, )?", lambda mm: ", " if mm.group(1) and mm.group(2) else "", line)
    return line


def normalise_llvm_ir(text: str) -> str:
    """LLVM IR text with what identifies the module rather than its code removed.

    Removed: comment lines (``; ModuleID``, ``; Function Attrs``, ``; preds``),
    ``source_filename``, blank lines, trailing comments after instructions, and
    module flags named in :data:`MODULE_IDENTITY_FLAGS` (``xla_dylib_index``)
    with their reference in ``!llvm.module.flags``. Renumbered in order of first
    appearance: metadata ``!N``, attribute groups ``#N``, unnamed values and
    block labels ``%N`` / ``N:`` per function; metadata and attribute
    definitions are then sorted by their new number. The buffer allocation
    number an alias scope's name cites (``result slice: {index:N, ...}``) and
    the names of distinct metadata (alias scopes and domains, named after HLO
    instructions) are blanked: they name, they are not code. A kernel's own
    function name is blanked by :func:`llvm_code` (a renamed kernel). Two
    modules that differ only in these print the same text.

    Checked against XLA:CPU kernel modules of torch_xla 2.9.0 and jaxlib 0.7.1 / 0.9.2 (LLVM 20-era printer).
    Never raises; text that is not IR comes back with the same rules applied.
    """
    # one line separator; ``5:      ; preds = %3`` -> ``5:``; then comments, blank lines and source_filename out
    text = _LABEL_COMMENT.sub(r"\1", "\n".join(text.splitlines()))
    text = "\n".join(s for s in (r.rstrip() for r in text.split("\n"))
                     if s and not s.lstrip().startswith(";") and not s.startswith("source_filename"))
    # names, not code: the allocation an alias scope's name cites, and the strings of distinct metadata (each rule
    # on the whole text at once: a Python call per line cost a third of the normalisation)
    text = _SCOPE.sub(lambda m: _STRING.sub('!"?"', m.group(0)), _SLICE_INDEX.sub(r"\1?", text))
    lines = text.split("\n")
    # module-identity flags and their references
    drop = set()
    if any(flag in text for flag in _IDENTITY_FLAG_NAMES):
        for s in lines:
            m = _META_DEF.match(s)
            if m and any(flag in s for flag in _IDENTITY_FLAG_NAMES):
                drop.add(m.group(1))
    if drop:
        lines = [_without_refs(s, drop) if s.startswith("!llvm.module.flags") else s for s in lines
                 if not ((m := _META_DEF.match(s)) and m.group(1) in drop)]
    # metadata numbered from its uses in code, not its definitions: renumber the code first
    body = [s for s in lines if not _is_meta_def(s)]
    defs = [s for s in lines if _is_meta_def(s)]
    text = _renumber_text("\n".join(body + defs), _META_REF, "!")
    lines = _renumber_locals(_renumber_text(text, _ATTR_REF, "#")).split("\n")
    body = [s for s in lines if not _is_meta_def(s) and not s.startswith("attributes #")]
    attrs = sorted((s for s in lines if s.startswith("attributes #")), key=lambda s: int(_ATTR_REF.search(s).group(1)))  # type: ignore[union-attr]
    metas = sorted((s for s in lines if _is_meta_def(s)), key=lambda s: int(_META_DEF.match(s).group(1)))  # type: ignore[union-attr]
    return "\n".join(body + attrs + metas) + "\n"


_NAME = r'("(?:[^"\\]|\\.)*"|[-\w.$]+)'
_DEFINE = re.compile(rf'^define\b[^@]*@{_NAME}\(')
_DECLARE = re.compile(rf'^declare\b[^@]*@{_NAME}\(')
_GLOBAL = re.compile(rf'^@{_NAME} = ')
_GLOBAL_REF = re.compile(rf'@{_NAME}')
_ATTRS_DEF = re.compile(r"^attributes #(\d+) = ")
_LOCAL_LINKAGE = re.compile(r"^define\s+(?:private|internal)\b")


def _entities(lines: list[str], spans: Mapping[str, tuple[int, int]]) -> tuple[list[str], dict[str, str], dict[str, bool], dict[str, str], dict[str, str]]:
    """(header lines, named entity -> text, function -> is local, attribute # -> line, metadata ! -> line);
    a defined function's text is its span (the reader's ``line`` .. ``end_line``, 1-based)."""
    header: list[str] = []
    named: dict[str, str] = {}
    local: dict[str, bool] = {}
    attrs: dict[str, str] = {}
    meta: dict[str, str] = {}
    i = 0
    while i < len(lines):
        s = lines[i]
        m = _DEFINE.match(s)
        if m:
            end = spans.get(m.group(1).strip('"'), (i + 1, i + 1))[1]
            named[m.group(1)] = "\n".join(lines[i:end])
            local[m.group(1)] = bool(_LOCAL_LINKAGE.match(s))
            i = max(end, i + 1)
            continue
        if (m := _DECLARE.match(s)) or (m := _GLOBAL.match(s)):
            named[m.group(1)] = s
        elif (m := _ATTRS_DEF.match(s)):
            attrs[m.group(1)] = s
        elif (m := _META_DEF.match(s)):
            meta[m.group(1)] = s
        elif s.startswith(("target ", "%")):  # data layout, triple, named types
            header.append(s)
        i += 1
    return header, named, local, attrs, meta


def kernel_ir(text: str, module: LlvmModule | None = None) -> dict[str, tuple[str, set[str]]]:
    """Each externally visible function of an LLVM module with what it reaches, as IR text.

    The text of a kernel: target lines and named types, its definition, the
    functions, declarations and globals it refers to (transitively), their
    attribute groups and the metadata they reference (transitively); the
    kernel first, then the others by name (independent of the module's
    function order). Normalise it with :func:`normalise_llvm_ir` before comparing.

    Args:
        text: the module.
        module: its :func:`~kitlib.dumps.llvm_ir.read_llvm_ir` (read here when not given): the spans of its functions.

    Returns:
        function name (quotes removed) -> (IR text, names it reaches, quotes removed). Private / internal
        functions are reached through the kernels that call them, not listed.
    """
    from .llvm_ir import read_llvm_ir_rows

    rows = module.rows if module is not None else read_llvm_ir_rows(text).tables
    return _kernel_ir(text, rows)


#: positions in the reader's rows (:data:`~kitlib.dumps.llvm_ir.TABLE_SCHEMAS`) of the columns read here
_F_NAME, _F_DECL, _F_LINE, _F_END = (LLVM_FUNCTIONS_SCHEMA.names.index(c) for c in ("name", "is_declaration", "line", "end_line"))
_G_NAME, _G_STATUS, _G_CONST, _G_SPACE = (LLVM_GLOBALS_SCHEMA.names.index(c) for c in ("name", "status", "is_constant", "address_space"))


def _kernel_ir(text: str, rows: Mapping[str, list[tuple]]) -> dict[str, tuple[str, set[str]]]:
    """:func:`kernel_ir` of a module read as rows (an :class:`~kitlib.dumps.llvm_ir.LlvmModule`'s ``rows``, an
    :class:`~kitlib.dumps.llvm_ir.LlvmRows`' ``tables``): a folder of small kernel modules builds no DataFrame."""
    spans = {r[_F_NAME]: (r[_F_LINE], r[_F_END]) for r in rows.get("functions", []) if not r[_F_DECL]}
    lines = text.splitlines()
    header, named, local, attrs, meta = _entities(lines, spans)
    flags = [s for s in lines if s.startswith("!llvm.module.flags")]
    flag_ids = set(_META_REF.findall(flags[0])) if flags else set()
    # module-identity flags name the module, not the code: left out (a module-flags line without them is valid IR)
    identity = {n for n in flag_ids if n in meta and any(f in meta[n] for f in _IDENTITY_FLAG_NAMES)}
    if identity:
        flag_ids -= identity
        flags = [_without_refs(flags[0], identity)]
    out = {}
    for fn, is_local in local.items():
        if is_local:
            continue
        seen = {fn}
        todo = [fn]
        while todo:
            for ref in _GLOBAL_REF.findall(named[todo.pop()]):
                if ref in named and ref not in seen:
                    seen.add(ref)
                    todo.append(ref)
        # the kernel first, then what it reaches by name: a module printed in another function order
        # (llvm-link of split parts, another split count) gives the same text
        parts = [named[n] for n in sorted(seen, key=lambda n: (n != fn, n))]
        code = "\n".join(parts)
        used_attrs = sorted(set(_ATTR_REF.findall(code)), key=int)
        mseen: set[str] = set()
        mtodo = list(set(_META_REF.findall(code)))  # each metadata node once (a kernel refers to some thousands of times)
        mtodo += [r for a in used_attrs for r in _META_REF.findall(attrs.get(a, ""))]
        while mtodo:
            n = mtodo.pop()
            if n in meta and n not in mseen:
                mseen.add(n)
                mtodo.extend(_META_REF.findall(meta[n].split(" = ", 1)[1]))
        for n in flag_ids:  # module flags (fast-math, code model) affect codegen of every function
            if n in meta:
                mseen.add(n)
        out_lines = header + parts + [attrs[a] for a in used_attrs if a in attrs] + flags
        out_lines += [meta[n] for n in sorted(mseen, key=int)]
        out[fn.strip('"')] = ("\n".join(out_lines) + "\n", {n.strip('"') for n in seen})
    return out


def _blank_own_name(source: str, kernel: str) -> str:
    """A kernel's IR with its own name, and its HLO instruction's (``reduce.228`` of ``reduce.228_kernel``, in its
    block and value names), blanked: a kernel another client numbered otherwise compiles to the same text. The name
    is blanked where it stands whole: not after a name character (``\\w``, ``-``, ``.``, ``$``), not before ``\\w``,
    ``$``, ``-`` or ``.`` and a digit (``reduce.228`` in ``reduce.2281`` or ``reduce.228.1`` stays)."""
    for name in dict.fromkeys((kernel, kernel.removesuffix("_kernel"))):
        source = _blank_whole(source, name) if name else re.sub(r"(?<![-\w.$])(?![\w$-]|\.\d)", "__kernel__", source)
    return source


def _name_char(c: str) -> bool:
    return c.isalnum() or c in "_-.$"  # \w (str.isalnum and _, as re's for str) and the other name characters


def _blank_whole(source: str, name: str) -> str:
    """``source`` with each whole occurrence of ``name`` (as :func:`_blank_own_name` says) made ``__kernel__``, left to
    right, the text after a replaced one searched next (str.find: a compiled pattern per kernel cost more than the
    search)."""
    out: list[str] = []
    n, start, at = len(name), 0, source.find(name)
    while at >= 0:
        end = at + n
        after = source[end:end + 1]
        whole = not (at and _name_char(source[at - 1])) and not (
            after and (after.isalnum() or after in "_$-" or (after == "." and source[end + 1:end + 2].isdecimal())))
        if whole:
            out.append(source[start:at])
            out.append("__kernel__")
            start = end
            at = source.find(name, end)
        else:
            at = source.find(name, at + 1)
    out.append(source[start:])
    return "".join(out)


def llvm_code(text: str, module: LlvmModule) -> KernelCode:
    """The kernels of an optimised LLVM IR module (``text``, read as ``module``): their IR, the constant globals
    they load (in themselves and what they call), the globals they reach and where each lives."""
    return _llvm_rows(text, module).result()


def _llvm_rows(text: str, module: LlvmModule | LlvmRows) -> _Rows:
    rows = _Rows()
    tables = module.rows if isinstance(module, LlvmModule) else module.tables
    g = tables.get("globals", [])
    status = {r[_G_NAME]: r[_G_STATUS] for r in g}
    constant = {r[_G_NAME]: is_constant_global_row(r[_G_NAME], r[_G_CONST], r[_G_SPACE]) for r in g}
    load_rows = [r for r in tables.get("loads", []) if constant.get(r[1], False)]
    for kernel, (source, reach) in _kernel_ir(text, tables).items():
        counts: Counter[tuple[str, str]] = Counter()
        for _, gl, n in sorted((r for r in load_rows if r[0] in reach), key=lambda r: r[1]):
            counts[("load", str(gl))] += int(n)
        rows.add(kernel, "llvm", [normalise_llvm_ir(_blank_own_name(source, kernel))], counts, [], source=source)
        rows.globals += [(kernel, name, status[name], bool(constant[name])) for name in sorted(reach) if name in status]
    return rows


# ============================================================================ PTX

# NVPTX numbers block labels and the local stack by the function's position in its module
# ($L__BB3_7, __local_depot3): a kernel moved to another split part keeps its code, not that number
_PTX_FUNCTION_NUMBER = re.compile(r"(\$L__BB|__local_depot)\d+(?=_|\b)")
_PTX_REG = re.compile(r"%(rd|r|rs|f|fd|p|h|hh)(\d+)\b")


def _renumber_registers(lines: list[str]) -> list[str]:
    """PTX virtual registers renumbered per class in order of first use, so renumbering alone is no change."""
    seen: dict[tuple[str, str], int] = {}
    per: Counter = Counter()

    def sub(m: re.Match[str]) -> str:
        k = (m.group(1), m.group(2))
        if k not in seen:
            per[k[0]] += 1
            seen[k] = per[k[0]]
        return f"%{k[0]}{seen[k]}"

    return [_PTX_REG.sub(sub, s) for s in lines]


def ptx_code(text: str, module: PtxModule) -> KernelCode:
    """The ``.entry`` kernels of a PTX module (``text``, read as ``module``): each entry's text and the loads of
    module-scope variables in it."""
    return _ptx_rows(text, module).result()


def _ptx_rows(text: str, module: PtxModule) -> _Rows:
    rows = _Rows()
    lines = text.splitlines()
    g = module.globals
    symbols = set(g.loc[~g["state_space"].isin(["shared", "local"]) & g["function"].isna(), "name"])
    loads = module.symbol_loads(symbols)
    loads = loads[~loads["state_space"].isin(["shared", "local"])]
    entries = module.entries
    for e in entries[entries["is_entry"].astype(bool) & ~entries["is_declaration"].astype(bool)].itertuples():
        kept: list[str] = []
        where: dict[int, int] = {}  # 1-based file line -> 0-based line of the entry's text
        for number in range(int(e.line), int(e.end_line) + 1):
            s = re.sub(r"//.*", "", lines[number - 1]).rstrip()
            if s.strip():
                where[number] = len(kept)
                kept.append(_PTX_FUNCTION_NUMBER.sub(r"\1", s))
        mine = loads[loads["function"] == e.name]
        counts: Counter[tuple[str, str]] = Counter()
        for q, sym, n in zip(mine["qualifiers"], mine["symbol"], mine["count"], strict=True):
            counts[(str(q), str(sym))] += int(n)
        marked = sorted({where[x] for ls in mine["lines"] for x in ls if x in where})
        rows.add(str(e.name), "ptx", kept, counts, marked, diff_lines=_renumber_registers(kept))
    return rows


# ============================================================================ machine code

def object_code(obj: ObjectFile) -> KernelCode:
    """The functions of an object file (read by :func:`~kitlib.dumps.objdump.read_object_file`): each one's
    instructions and its references to read-only data."""
    return _object_rows(obj).result()


def _object_rows(obj: ObjectFile) -> _Rows:
    rows = _Rows()
    counts: dict[str, Counter] = {}  # the rows in OBJECT_REFERENCES_SCHEMA's and OBJECT_INSTRUCTIONS_SCHEMA's order
    for sym, _, i, _, t, _ in obj.reference_rows:
        counts.setdefault(sym, Counter())[(i.split()[0], str(t))] += 1
    functions: dict[str, tuple[list[str], list[int]]] = {}  # a symbol listed twice: one function
    for sym, _, text, flag in obj.instruction_rows:
        lines, marked = functions.setdefault(sym, ([], []))
        if flag:
            marked.append(len(lines))
        lines.append(text)
    for sym, (lines, marked) in functions.items():
        # a jump inside the function prints its own name (``jne <reduce.228_kernel+0x60>``): blanked, as in its IR
        own = (f"<{sym}+", f"<{sym}>")
        lines = [t.replace(own[0], "<__kernel__+").replace(own[1], "<__kernel__>") for t in lines]
        rows.add(str(sym), "x86", lines, counts.get(sym, Counter()), marked)
    return rows


def ptx_symbol(name: str) -> str:
    """The symbol NVPTX gives a global (characters PTX refuses become ``_$_``)."""
    return re.sub(r"[^A-Za-z0-9_$]", "_$_", name)


def asm_symbols(module: LlvmModule, target: str) -> dict[str, str]:
    """The assembly symbol of each constant global of a module -> its name (llc names a private one ``.L<name>``,
    an unnamed one ``__unnamed_<n>``; NVPTX replaces the characters PTX refuses, :func:`ptx_symbol`)."""
    out: dict[str, str] = {}
    unnamed = 0
    constant = is_constant_global(module.globals).to_numpy(dtype=bool)
    for r, is_const in zip(module.globals.itertuples(), constant, strict=True):
        is_unnamed = r.name.isdigit()
        if is_unnamed:
            unnamed += 1
        if not is_const:
            continue
        if target == "nvptx64":
            sym = f"__unnamed_{unnamed}" if is_unnamed else ptx_symbol(r.name)
        else:
            base = f"__unnamed_{unnamed}" if is_unnamed else r.name
            sym = f".L{base}" if r.linkage == "private" else base
        out[sym] = r.name
    return out


_X86_FUNCTION_NUMBER = re.compile(r"(\.LBB|\.LCPI|\.Ltmp)\d+_")


def asm_code(text: str, module: AsmModule, constants: Iterable[str] = ()) -> KernelCode:
    """The functions of an x86-64 ``.s`` file (``text``, read as ``module``): instructions and block labels,
    and the loads of constants in them (``constants``: the constant globals' symbols, :func:`asm_symbols` of the
    IR it was compiled from; constant pools count too)."""
    return _asm_rows(text, module, constants).result()


def _asm_rows(text: str, module: AsmModule, constants: Iterable[str] = ()) -> _Rows:
    rows = _Rows()
    lines = text.splitlines()
    consts = set(constants)
    sl = module.symbol_loads
    sl = sl[sl["symbol"].isin(consts) | sl["symbol"].str.startswith(CONSTANT_POOL)]
    for f in module.functions.itertuples():
        kept: list[str] = []
        where: dict[int, int] = {}
        for number in range(int(f.line) + 1, int(f.end_line) + 1):
            s = lines[number - 1].split("#", 1)[0].rstrip()
            if s.startswith(".LBB"):
                kept.append(_X86_FUNCTION_NUMBER.sub(r"\1_", s))
            elif s[:1] in " \t" and s.strip() and not s.lstrip().startswith("."):
                where[number] = len(kept)
                kept.append(_X86_FUNCTION_NUMBER.sub(r"\1_", " ".join(s.split())))
        mine = sl[sl["function"] == f.name]
        counts: Counter[tuple[str, str]] = Counter()
        for op, sym, n in zip(mine["opcode"], mine["symbol"], mine["count"], strict=True):
            counts[(str(op), str(sym))] += int(n)
        marked = sorted({where[x] for ls in mine["lines"] for x in ls if x in where})
        rows.add(str(f.name), "x86", kept, counts, marked)
    return rows


# ============================================================================ one file


def read_kernel_code(path: str, kind: str, result: Any) -> KernelCode:
    """The kernels of one dump file of ``kind`` (llvm_ir after optimisation, ptx, object_file), ``result`` being
    what its reader returned (an :class:`~kitlib.dumps.llvm_ir.LlvmModule` or its rows, a
    :class:`~kitlib.dumps.ptx.PtxModule`, an :class:`~kitlib.dumps.objdump.ObjectFile`); LLVM IR before
    optimisation has none.

    Raises:
        ParseError / KitError: the file cannot be read again (as :func:`kitlib.textio.read_text`).
    """
    return read_kernel_rows(path, kind, result).result()


def read_kernel_rows(path: str, kind: str, result: Any) -> _Rows:
    """:func:`read_kernel_code` as rows (``tables()``: each table's schema and rows), for a folder that builds each
    table once from every file's rows."""
    if kind == Kind.OBJECT_FILE:
        return _object_rows(result)
    if kind == Kind.LLVM_IR and classify(os.path.basename(path)).stage == "no-opt":
        return _Rows()
    text = read_text(path, nul_ok=True)[1]
    if kind == Kind.PTX:
        return _ptx_rows(text, result)
    return _llvm_rows(text, result)


def content_key(kind: str, data: bytes) -> bytes:
    """What the kernels' code of a file of ``kind`` (its bytes: ``data``) depends on: two files with the same key give
    the same rows of the four tables (:func:`read_kernel_rows`: a kernel's name, code and loads come from inside the
    file, never from its path). LLVM IR: its bytes with the values of the module identity flags masked
    (:data:`MODULE_IDENTITY_FLAGS`: the normalised text and ``source`` leave them out; a kernel module of XLA:CPU at
    split count 8 and at 32 differs in its ``xla_dylib_index`` alone); PTX and objects: their bytes."""
    if kind == Kind.LLVM_IR:
        data = _IDENTITY_VALUE.sub(rb"\1?", data)
    return hashlib.blake2b(kind.encode() + b"\0" + data, digest_size=20).digest()


# ============================================================================ instruction kinds

_PTX_INSN = re.compile(r"^\s*(?:@!?%\w+\s+)?([a-z][\w.]*)\b")
_IR_INSN = re.compile(r"^\s+(?:%\S+\s*=\s*)?([a-z][a-z0-9_.]*)((?:\s+(?:fast|nnan|ninf|nsz|arcp|contract|afn|reassoc))*)\b")
_IR_NOT_INSN = frozenset({"define", "declare", "attributes", "target", "source_filename"})


def _opcodes(lines: Iterable[str], form: str) -> Counter:
    """Instructions per kind: LLVM opcode with its fast-math flags, PTX opcode, x86 mnemonic."""
    c: Counter = Counter()
    for s in lines:
        if form == "llvm":
            m = _IR_INSN.match(s)
            if m and m.group(1) not in _IR_NOT_INSN and not s.rstrip().endswith(":"):
                c[(m.group(1) + " " + " ".join(m.group(2).split())).strip()] += 1
        elif form == "ptx":
            m = _PTX_INSN.match(s)
            if m and s.rstrip().endswith(";") and not s.lstrip().startswith("."):
                c[m.group(1)] += 1
        else:
            w = s.split()
            if w:
                c[w[0]] += 1
    return c


__all__ = [
    "CONSTANT_POOL", "FORMS", "KERNEL_CODE_SCHEMA", "KERNEL_GLOBALS_SCHEMA", "KERNEL_INSTRUCTIONS_SCHEMA",
    "KERNEL_LOADS_SCHEMA", "MODULE_IDENTITY_FLAGS", "KernelCode", "asm_code", "asm_symbols", "content_key", "kernel_ir", "llvm_code",
    "normalise_llvm_ir", "object_code", "ptx_code", "ptx_symbol", "read_kernel_code",
]
