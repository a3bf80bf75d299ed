"""What was compiled for each kernel, as a fingerprint: did two configs compile it identically?

A kernel's fingerprint is made of

- ``ir_hash``: its optimised LLVM IR (``*.ir-with-opt.ll``): the kernel's
  function plus everything it reaches in its module (functions it calls,
  globals and constants it uses, attribute groups, metadata), normalised by
  :func:`normalise_llvm_ir` so that module-identity lines (the
  ``xla_dylib_index`` module flag, ``ModuleID``, ``source_filename``,
  comments) and value / metadata / attribute numbering do not count;
- ``asm_hash``: its machine code from the object file where the dump has one
  (``obj-file.*.o``, disassembled by binutils ``objdump``), with addresses,
  raw bytes and relocation addends removed (a kernel moved to another split
  part or next to other constants keeps its hash);
- ``ptx_hash``: its PTX entry on GPU (``*.ptx``).

Two configs compiled a kernel identically (``same_code``) when every hash
both sides have is equal. Such kernels can only differ in time by noise or
placement: :mod:`kitlib.analysis.compare` uses them as negative controls.

Public API (stable; ``kitlib.analysis.diff`` builds on it):
:func:`normalise_llvm_ir`, :func:`kernel_fingerprints`, :func:`code_table`,
:func:`same_code`, :func:`programs_identical`.

Checked against: torch_xla 2.9.0 XLA:CPU dumps (one ``<kernel>_kernel_module``
LLVM module and object file per kernel, or ``part_NN`` split parts; the
``xla_dylib_index`` module flag differs between split counts), GNU objdump
2.40+, and jax 0.9.2 XLA:GPU deviceless PTX (``.visible .entry``).
"""
from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping
from pathlib import Path

import pandas as pd

from ..dumps.llvm_ir import constant_globals, read_llvm_ir
from ..dumps.objdump import objdump_text
from ..errors import KitError, ParseError
from ..runfolder.files import dump_index as read_dump_index
from ..runfolder.files import dump_text as _read
from ..schema import Column, Schema, frame, with_doc

#: module flags that name the module, not its code (XLA:CPU numbers the dylib of each split part;
#: XLA:GPU's unsplit module carries the debug-info version flag, its split parts do not)
MODULE_IDENTITY_FLAGS = ("xla_dylib_index", "Debug Info Version")

FINGERPRINT_SCHEMA = Schema(
    [
        Column("kernel", "string", "kernel: the LLVM / PTX function the trace's hlo_op names (fusion name)"),
        Column("hlo_module", "string", "HLO module name of the dump file (SyncTensorsGraph.550, jit_f)"),
        Column("module_id", "Int64", "HLO module id of the dump file"),
        Column("file", "string", "optimised LLVM IR (or PTX) file the kernel was found in"),
        Column("split_part", "Int64", "split part of that file, where it is one"),
        Column("ir_lines", "Int64", "lines of the kernel's normalised IR (function, callees, globals, metadata)"),
        Column("ir_hash", "string", "sha256 (16 hex) of the normalised optimised LLVM IR; <NA> without IR"),
        Column("constant_globals", "string", "constant globals its IR refers to, as name (linkage; external = defined in another module, loaded from memory), comma-separated; <NA> when none"),
        Column("object_file", "string", "object file holding the kernel's machine code; <NA> when none has it"),
        Column("asm_instructions", "Int64", "machine instructions of the kernel's symbol"),
        Column("asm_hash", "string", "sha256 (16 hex) of the disassembly, addresses and relocation addends removed; <NA> without object file"),
        Column("ptx_hash", "string", "sha256 (16 hex) of the kernel's PTX entry; <NA> without PTX"),
        Column("hlo_hash", "string", "structure of its HLO instruction (:func:`kernel_code`); the only code of kernels XLA emits none for (library calls: dot on XLA:CPU)"),
        Column("fingerprint", "string", "sha256 (16 hex) of ir_hash, asm_hash and ptx_hash together, or of hlo_hash when none"),
    ]
)

SAME_CODE_SCHEMA = Schema(
    [
        Column("hlo_module", "string", "HLO module name"),
        Column("kernel", "string", "kernel name (in a, when renamed)"),
        Column("kernel_b", "string", "its name in b: differs from kernel when matched by HLO structure (renamed)"),
        Column("status", "string", "same, differs, only in a, only in b"),
        Column("basis", "string", "what was compared: emitted code (LLVM IR / machine code / PTX) or hlo (no emitted code: a library call)"),
        Column("same_code", "boolean", "compiled identically in a and b (every hash both sides have equal); <NA> when on one side only"),
        Column("ir_same", "boolean", "normalised optimised LLVM IR equal (<NA>: not on both sides)"),
        Column("asm_same", "boolean", "machine code equal (<NA>: not on both sides)"),
        Column("ptx_same", "boolean", "PTX entry equal (<NA>: not on both sides)"),
        Column("fingerprint_a", "string", "fingerprint in a"),
        Column("fingerprint_b", "string", "fingerprint in b"),
    ]
)


def _h(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


# ---------------------------------------------------------------- LLVM IR normalisation

_META_DEF = re.compile(r"^!(\d+) = ")
_META_REF = re.compile(r"!(\d+)\b")
_ATTR_REF = re.compile(r"#(\d+)\b")
_LOCAL_REF = re.compile(r"%(\d+)\b")
_LABEL = re.compile(r"^(\d+):")
_LABEL_COMMENT = re.compile(r'^([-\w.$"]+:)\s+;.*$')


def _renumber(lines: list[str], pattern: re.Pattern[str], prefix: str) -> list[str]:
    """Renumber ``prefix<N>`` tokens in order of first appearance."""
    mapping: dict[str, str] = {}

    def sub(m: re.Match[str]) -> str:
        return prefix + mapping.setdefault(m.group(1), str(len(mapping)))

    return [pattern.sub(sub, s) for s in lines]


def _renumber_locals(lines: list[str]) -> list[str]:
    """Renumber unnamed values and block labels (``%N``, ``N:``) per function body."""
    out: list[str] = []
    mapping: dict[str, str] = {}

    def sub(m: re.Match[str]) -> str:
        return "%" + mapping.setdefault(m.group(1), str(len(mapping)))

    for s in lines:
        if s.startswith("define "):
            mapping = {}
        lab = _LABEL.match(s)
        if lab:
            s = mapping.setdefault(lab.group(1), str(len(mapping))) + ":" + s[lab.end():]
        out.append(_LOCAL_REF.sub(sub, s))
    return out


def normalise_llvm_ir(text: str) -> str:
    """LLVM IR text with what identifies the module rather than its code removed.

    Removed: comment lines (``; ModuleID``, ``; Function Attrs``, ``; preds``),
    ``source_filename``, blank lines, trailing comments after instructions, and
    module flags named in :data:`MODULE_IDENTITY_FLAGS` (``xla_dylib_index``)
    with their reference in ``!llvm.module.flags``. Renumbered in order of first
    appearance: metadata ``!N``, attribute groups ``#N``, unnamed values and
    block labels ``%N`` / ``N:`` per function; metadata and attribute
    definitions are then sorted by their new number. Two modules that differ
    only in these print the same text.

    Checked against XLA:CPU kernel modules of torch_xla 2.9.0 (LLVM 20-era printer).
    Never raises; text that is not IR comes back with the same rules applied.
    """
    lines = []
    for raw in text.splitlines():
        s = raw.rstrip()
        if not s or s.lstrip().startswith(";") or s.startswith("source_filename"):
            continue
        s = _LABEL_COMMENT.sub(r"\1", s)  # ``5:      ; preds = %3``
        lines.append(s)
    # module-identity flags and their references
    drop = set()
    for s in lines:
        m = _META_DEF.match(s)
        if m and any(f'!"{flag}"' in s for flag in MODULE_IDENTITY_FLAGS):
            drop.add(m.group(1))
    if drop:
        kept = []
        for s in lines:
            m = _META_DEF.match(s)
            if m and m.group(1) in drop:
                continue
            if s.startswith("!llvm.module.flags"):
                for n in drop:
                    s = re.sub(rf"(, )?!{n}\b(, )?", lambda mm: ", " if mm.group(1) and mm.group(2) else "", s)
            kept.append(s)
        lines = kept
    # metadata numbered from its uses in code, not its definitions: renumber the code first
    body = [s for s in lines if not _META_DEF.match(s)]
    defs = [s for s in lines if _META_DEF.match(s)]
    lines = _renumber(body + defs, _META_REF, "!")
    lines = _renumber(lines, _ATTR_REF, "#")
    lines = _renumber_locals(lines)
    body = [s for s in lines if not _META_DEF.match(s) and not s.startswith("attributes #")]
    attrs = sorted((s for s in lines if s.startswith("attributes #")), key=lambda s: int(_ATTR_REF.search(s).group(1)))  # type: ignore[union-attr]
    metas = sorted((s for s in lines if _META_DEF.match(s)), key=lambda s: int(_META_DEF.match(s).group(1)))  # type: ignore[union-attr]
    return "\n".join(body + attrs + metas) + "\n"


# ---------------------------------------------------------------- IR entities of one module

_DEFINE = re.compile(r'^define\b[^@]*@("(?:[^"\\]|\\.)*"|[-\w.$]+)\(')
_DECLARE = re.compile(r'^declare\b[^@]*@("(?:[^"\\]|\\.)*"|[-\w.$]+)\(')
_GLOBAL = re.compile(r'^@("(?:[^"\\]|\\.)*"|[-\w.$]+) = ')
_GLOBAL_REF = re.compile(r'@("(?:[^"\\]|\\.)*"|[-\w.$]+)')
_ATTRS_DEF = re.compile(r"^attributes #(\d+) = ")
_LOCAL_LINKAGE = re.compile(r"^define\s+(?:private|internal)\b")


def _entities(text: str) -> tuple[list[str], dict[str, str], dict[str, bool], dict[str, str], dict[str, str]]:
    """(header lines, named entity -> text, function -> is local, attribute # -> line, metadata ! -> line)."""
    header: list[str] = []
    named: dict[str, str] = {}
    local: dict[str, bool] = {}
    attrs: dict[str, str] = {}
    meta: dict[str, str] = {}
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        s = lines[i]
        m = _DEFINE.match(s)
        if m:
            j = i
            while j < len(lines) and lines[j] != "}":
                j += 1
            named[m.group(1)] = "\n".join(lines[i:j + 1])
            local[m.group(1)] = bool(_LOCAL_LINKAGE.match(s))
            i = j + 1
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


def kernel_ir(text: str) -> dict[str, str]:
    """Each externally visible function of an LLVM module with what it reaches, as IR text.

    The text of a kernel: target lines and named types, its definition, the
    functions, declarations and globals it refers to (transitively), their
    attribute groups and the metadata they reference (transitively); the
    kernel first, then the others by name (independent of the module's
    function order). Normalise it with :func:`normalise_llvm_ir` before comparing.

    Returns:
        function name (quotes removed) -> IR text. Private/internal functions are
        reached through the kernels that call them, not listed.
    """
    header, named, local, attrs, meta = _entities(text)
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
        mtodo = list(_META_REF.findall(code))
        mtodo += [r for a in used_attrs for r in _META_REF.findall(attrs.get(a, ""))]
        while mtodo:
            n = mtodo.pop()
            if n in meta and n not in mseen:
                mseen.add(n)
                mtodo.extend(_META_REF.findall(meta[n].split(" = ", 1)[1]))
        flags = [s for s in text.splitlines() if s.startswith("!llvm.module.flags")]
        flag_ids = set(_META_REF.findall(flags[0])) if flags else set()
        for n in flag_ids:  # module flags (fast-math, code model) affect codegen of every function
            if n in meta:
                mseen.add(n)
        lines = header + parts + [attrs[a] for a in used_attrs if a in attrs] + flags
        lines += [meta[n] for n in sorted(mseen, key=int)]
        out[fn.strip('"')] = "\n".join(lines) + "\n"
    return out


def _constant_globals(kernel_text: str) -> str | None:
    """``name (linkage)`` of the constant globals in a :func:`kernel_ir` text (they are there because it uses
    them), constant as :func:`kitlib.dumps.llvm_ir.is_constant_global` defines it; ``defined`` for a definition
    of any linkage but external, ``external`` for a declaration."""
    g = constant_globals(read_llvm_ir(kernel_text).globals)
    found = [f"{r.name} ({'external' if r.is_declaration else 'defined' if r.linkage == 'external' else r.linkage})"
             for r in g.itertuples()]
    return ", ".join(found) or None


# ---------------------------------------------------------------- machine code and PTX

_FUNC = re.compile(r"^[0-9a-f]+ <(.+)>:\s*$")
_INSN = re.compile(r"^\s+[0-9a-f]+:\s+(.*?)\s*$")
_INLINE_RELOC = re.compile(r"\s[0-9a-f]+: (R_\w+)\s+([^\s+-]+)\S*")
_ADDR_SYM = re.compile(r"\b[0-9a-f]+ <([^>]+)>")


def object_functions(text: str) -> dict[str, list[str]]:
    """Per function symbol of ``objdump -d -r -w --no-show-raw-insn`` text: its
    instructions with offsets, absolute addresses and relocation addends removed."""
    out: dict[str, list[str]] = {}
    cur: list[str] | None = None
    for s in text.splitlines():
        m = _FUNC.match(s)
        if m:
            cur = out.setdefault(m.group(1), [])
            continue
        if cur is None:
            continue
        i = _INSN.match(s)
        if not i:
            if not s.strip():
                cur = None
            continue
        ins = _INLINE_RELOC.sub(lambda r: f" {r.group(1)} {r.group(2)}", i.group(1))
        cur.append(_ADDR_SYM.sub(r"<\1>", ins).replace("\t", " "))
    return out


# NVPTX numbers block labels and the local stack by the function's position in its module
# ($L__BB3_7, __local_depot3): a kernel moved to another split part keeps its code, not that number
_PTX_FUNCTION_NUMBER = re.compile(r"(\$L__BB|__local_depot)\d+(?=_|\b)")
_PTX_ENTRY = re.compile(r"^\s*(?:\.visible\s+|\.weak\s+)?\.entry\s+([\w$.]+)\s*\(")


def ptx_entries(text: str) -> dict[str, str]:
    """Each ``.entry`` of a PTX module: its text from ``.entry`` to its closing brace, comments removed,
    the function's number in its module dropped from block labels and the local depot (``$L__BB3_7`` -> ``$L__BB_7``)."""
    out: dict[str, str] = {}
    lines = [re.sub(r"//.*", "", s).rstrip() for s in text.splitlines()]
    i = 0
    while i < len(lines):
        m = _PTX_ENTRY.match(lines[i])
        if not m:
            i += 1
            continue
        depth, j, started = 0, i, False
        while j < len(lines):
            depth += lines[j].count("{") - lines[j].count("}")
            started = started or "{" in lines[j]
            if started and depth <= 0:
                break
            j += 1
        text = "\n".join(s for s in lines[i:j + 1] if s.strip()) + "\n"
        out[m.group(1)] = _PTX_FUNCTION_NUMBER.sub(r"\1", text)
        i = j + 1
    return out


# ---------------------------------------------------------------- tables

@with_doc(FINGERPRINT_SCHEMA)
def kernel_fingerprints(dump: str | Path, objdump: str = "objdump") -> pd.DataFrame:
    """The fingerprint of every kernel of one XLA dump folder.

    Kernels are the externally visible functions of the optimised LLVM IR
    files (``*.ir-with-opt.ll``) and the ``.entry`` functions of the PTX
    files; a kernel found only in an object file has IR columns <NA>.

    Args:
        dump: an XLA dump folder (``--xla_dump_to``).
        objdump: the binutils objdump to disassemble object files with.

    Returns:
        One row per (hlo_module, kernel), sorted, with columns:
        {schema}

    Raises:
        KitError: ``dump`` is not a folder, or has no LLVM IR, object file or PTX.
        ParseError: an LLVM IR or PTX file that cannot be read (``path: reason``).
        ToolError: object files present but objdump missing.
    """
    idx = read_dump_index(dump)
    root = Path(dump)
    rows: dict[tuple[str, str], dict] = {}

    def row(module: str, kernel: str, r) -> dict:
        return rows.setdefault((module, kernel), {
            "kernel": kernel, "hlo_module": module, "module_id": r.module_id, "file": r.file,
            "split_part": r.split_part, "ir_lines": None, "ir_hash": None, "constant_globals": None, "object_file": None,
            "asm_instructions": None, "asm_hash": None, "ptx_hash": None, "hlo_hash": None,
        })

    ir = idx[(idx["kind"] == "llvm_ir") & (idx["stage"] == "with-opt")]
    for r in ir.itertuples():
        for kernel, code in kernel_ir(_read(root / r.file)).items():
            norm = normalise_llvm_ir(code)
            k = row(r.hlo_module, kernel, r)
            k.update(ir_lines=norm.count("\n"), ir_hash=_h(norm), constant_globals=_constant_globals(code))
    for r in idx[idx["kind"] == "ptx"].itertuples():
        for kernel, code in ptx_entries(_read(root / r.file)).items():
            row(r.hlo_module, kernel, r)["ptx_hash"] = _h(code)
    for r in idx[idx["kind"] == "object_file"].itertuples():
        try:
            funcs = object_functions(objdump_text(root / r.file, objdump=objdump))
        except ParseError:
            continue  # an object file objdump rejects has no machine code to compare
        for kernel, insns in funcs.items():
            if (r.hlo_module, kernel) not in rows and not ir.empty:
                continue  # helper symbols of the object file (not a kernel of the IR)
            k = row(r.hlo_module, kernel, r)
            k.update(object_file=r.file, asm_instructions=len(insns), asm_hash=_h("\n".join(insns)))
    if not rows:
        raise KitError(f"{root}: no optimised LLVM IR, object file or PTX in this dump folder: nothing to fingerprint")
    hlo = kernel_code(root)
    for r in hlo.itertuples():
        found = rows.get((r.hlo_module, r.kernel))
        if found is not None:
            k = found
        else:  # no emitted code: a library call (dot, custom-call) or a thunk (copy, while)
            k = rows.setdefault((r.hlo_module, r.kernel), {
                "kernel": r.kernel, "hlo_module": r.hlo_module, "module_id": None, "file": None, "split_part": None,
                "ir_lines": None, "ir_hash": None, "constant_globals": None, "object_file": None, "asm_instructions": None, "asm_hash": None,
                "ptx_hash": None})
        k["hlo_hash"] = r.hlo_hash
    out = sorted(rows.values(), key=lambda k: (str(k["hlo_module"]), k["kernel"]))
    for k in out:
        emitted = [k[c] for c in ("ir_hash", "asm_hash", "ptx_hash")]
        k["fingerprint"] = _h("|".join(map(str, emitted)) if any(emitted) else f"hlo|{k['hlo_hash']}")
    return frame(out, FINGERPRINT_SCHEMA)


KERNEL_CODE_SCHEMA = Schema(
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

_TRIVIAL = {"parameter", "get-tuple-element", "tuple", "constant", "bitcast"}


@with_doc(KERNEL_CODE_SCHEMA)
def kernel_code(dump: str | Path) -> pd.DataFrame:
    """Every HLO instruction that can run as a kernel, from the optimised HLO of a dump folder.

    One row per instruction of the non-fused computations (fusions, dots,
    custom-calls, copies, ...; parameters, tuples, get-tuple-elements,
    constants and bitcasts left out). A trace kernel joins on (hlo_module,
    kernel). ``hlo_hash`` is the same for two instructions with the same
    structure whatever their names: kernels renamed between configs match on it,
    and kernels XLA emits no code for (library calls such as dot on XLA:CPU)
    are compared by it.

    Returns:
        One row per instruction, with columns:
        {schema}

    Raises:
        KitError: not a folder. ParseError: an HLO file that cannot be read.
    """
    from ..dumps.hlo import read_hlo

    idx = read_dump_index(dump)
    rows = []
    for r in idx[idx["kind"] == "hlo_after_optimizations"].itertuples():
        m = read_hlo(Path(dump) / r.file)
        ins = m.instructions
        shape_of = dict(zip(zip(ins["computation"], ins["name"]), ins["shape"]))
        consts = m.constants.set_index(["computation", "name"])
        fused = {c for cs, op in zip(ins["called_computations"], ins["opcode"]) if op == "fusion" for c in cs}
        by_comp = {c: g for c, g in ins.groupby("computation", sort=False)}

        def const_text(comp: str, name: str, consts: pd.DataFrame = consts) -> str:
            c = consts.loc[(comp, name)]
            return f"{name}={c['value']:g}" if c["is_scalar"] else f"{name}:{c['shape']}"

        for i in ins[~ins["computation"].isin(fused) & ~ins["opcode"].isin(_TRIVIAL)].itertuples():
            ops = [shape_of.get((i.computation, o), "?") for o in i.operands]
            used = [const_text(i.computation, o) for o in i.operands if (i.computation, o) in consts.index]
            structure = [i.opcode, i.shape, str(i.fusion_kind), str(i.custom_call_target), str(i.dimensions),
                         str(i.backend_config), repr(sorted(i.attributes.items())), ",".join(ops)]
            for comp in i.called_computations if i.opcode == "fusion" else ():
                g = by_comp.get(comp)
                if g is None:
                    continue
                pos = {n: k for k, n in enumerate(g["name"])}
                for f in g.itertuples():
                    structure.append(f"{f.opcode} {f.shape} {[pos.get(o, o) for o in f.operands]} {f.parameter_number} "
                                     f"{sorted(f.attributes.items())} {f.dimensions}")
                    if f.opcode == "constant" and (comp, f.name) in consts.index:
                        c = consts.loc[(comp, f.name)]
                        structure.append(f"={c['value']}")
                        used.append(const_text(comp, f.name))
            rows.append({"hlo_module": r.hlo_module, "kernel": i.name, "opcode": i.opcode, "fusion_kind": i.fusion_kind,
                         "shape": i.shape, "operand_shapes": ", ".join(ops), "op_name": i.op_name,
                         "constants": ", ".join(used) or None, "hlo_hash": _h("\n".join(structure))})
    return frame(rows, KERNEL_CODE_SCHEMA)


def code_table(dumps: Mapping[str, str | Path], objdump: str = "objdump") -> pd.DataFrame:
    """Fingerprints of every kernel of several dump folders, one ``config`` column first.

    Args:
        dumps: config name -> dump folder.

    Returns:
        :func:`kernel_fingerprints` rows of every config with a ``config`` (string) column first.

    Raises:
        as :func:`kernel_fingerprints`.
    """
    parts = []
    for config, d in dumps.items():
        f = kernel_fingerprints(d, objdump=objdump)
        f.insert(0, "config", pd.Series([config] * len(f), dtype="string"))
        parts.append(f)
    return pd.concat(parts, ignore_index=True) if parts else FINGERPRINT_SCHEMA.empty().assign(config=pd.Series(dtype="string"))


def _same(a: object, b: object) -> object:
    if pd.isna(a) or pd.isna(b):  # type: ignore[call-overload]
        return pd.NA
    return a == b


@with_doc(SAME_CODE_SCHEMA)
def same_code(a: str | Path | pd.DataFrame, b: str | Path | pd.DataFrame, objdump: str = "objdump") -> pd.DataFrame:
    """Which kernels two dump folders compiled identically.

    Kernels pair by (hlo_module, kernel); a kernel on one side only is then
    paired with one of the same module on the other side whose HLO structure
    (``hlo_hash``) is the same and unique there (renamed). A pair compares its
    emitted code (every one of IR, machine code, PTX that both sides have);
    a pair with no emitted code on either side compares its HLO structure.

    Args:
        a, b: dump folders, or their :func:`kernel_fingerprints` tables.

    Returns:
        One row per kernel of either side, with columns:
        {schema}

    Raises:
        as :func:`kernel_fingerprints`.
    """
    fa = a if isinstance(a, pd.DataFrame) else kernel_fingerprints(a, objdump=objdump)
    fb = b if isinstance(b, pd.DataFrame) else kernel_fingerprints(b, objdump=objdump)
    cols = ["hlo_module", "kernel", "ir_hash", "asm_hash", "ptx_hash", "hlo_hash", "fingerprint"]
    m = fa[cols].merge(fb[cols], on=["hlo_module", "kernel"], how="outer", suffixes=("_a", "_b"), indicator=True)
    m["kernel_b"] = m["kernel"].where(m["_merge"] != "left_only")
    m = _match_renamed(m)
    rows = []
    for r in m.to_dict("records"):
        both = r["_merge"] == "both"
        eq = {c: _same(r[f"{c}_a"], r[f"{c}_b"]) if both else pd.NA for c in ("ir_hash", "asm_hash", "ptx_hash")}
        known = [v for v in eq.values() if v is not pd.NA]
        basis = "emitted code" if known else "hlo"
        if not both:
            status, same = ("only in b" if r["_merge"] == "right_only" else "only in a"), pd.NA
        else:
            if not known:
                h = _same(r["hlo_hash_a"], r["hlo_hash_b"])
                known = [] if h is pd.NA else [h]
            same = bool(known) and all(known)
            status = "same" if same else "differs"
        rows.append({"hlo_module": r["hlo_module"], "kernel": r["kernel"], "kernel_b": r["kernel_b"], "status": status,
                     "basis": basis, "same_code": same, "ir_same": eq["ir_hash"], "asm_same": eq["asm_hash"],
                     "ptx_same": eq["ptx_hash"], "fingerprint_a": r["fingerprint_a"] if r["_merge"] != "right_only" else None,
                     "fingerprint_b": r["fingerprint_b"] if r["_merge"] != "left_only" else None})
    return frame(rows, SAME_CODE_SCHEMA)


def _match_renamed(m: pd.DataFrame) -> pd.DataFrame:
    """Pair kernels on one side only with a kernel of the same module and unique equal hlo_hash on the other."""
    left, right = m[m["_merge"] == "left_only"], m[m["_merge"] == "right_only"]
    if left.empty or right.empty:
        return m
    key_l = left.groupby(["hlo_module", "hlo_hash_a"]).filter(lambda g: len(g) == 1)
    key_r = right.groupby(["hlo_module", "hlo_hash_b"]).filter(lambda g: len(g) == 1)
    pairs = key_l.reset_index().merge(key_r.reset_index(), left_on=["hlo_module", "hlo_hash_a"],
                                      right_on=["hlo_module", "hlo_hash_b"], suffixes=("", "_r"))
    if pairs.empty:
        return m
    m = m.copy()
    for p in pairs.itertuples():
        for c in ("ir_hash", "asm_hash", "ptx_hash", "hlo_hash", "fingerprint"):
            m.at[p.index, f"{c}_b"] = m.at[p.index_r, f"{c}_b"]
        m.at[p.index, "kernel_b"] = m.at[p.index_r, "kernel"]
        m.at[p.index, "_merge"] = "both"
    m["_merge"] = m["_merge"].astype(str)
    return m.drop(index=pairs["index_r"]).reset_index(drop=True)


def programs_identical(table: pd.DataFrame) -> bool:
    """True when a :func:`same_code` table says every kernel is on both sides and compiled identically."""
    return bool(len(table)) and bool((table["status"] == "same").all())


def same_code_summary(table: pd.DataFrame, a: str = "a", b: str = "b") -> str:
    """One line from a :func:`same_code` table: identical programs, or how many kernels differ."""
    counts = table["status"].value_counts()
    n = len(table)
    if programs_identical(table):
        return f"Whole programs identical: all {n} kernels of {a} and {b} compiled to the same code."
    parts = [f"{int(counts.get(s, 0))} {s}" for s in ("same", "differs", "only in a", "only in b") if counts.get(s, 0)]
    renamed = int((table["kernel_b"].notna() & (table["kernel_b"] != table["kernel"])).sum())
    more = f" ({renamed} renamed, matched by HLO structure)" if renamed else ""
    text = f"Code of {b} vs {a}: {', '.join(parts)} of {n} kernels{more}."
    return text.replace("only in a", f"only in {a}").replace("only in b", f"only in {b}")


__all__ = [
    "FINGERPRINT_SCHEMA", "KERNEL_CODE_SCHEMA", "MODULE_IDENTITY_FLAGS", "kernel_code", "SAME_CODE_SCHEMA", "code_table", "kernel_fingerprints", "kernel_ir",
    "normalise_llvm_ir", "object_functions", "programs_identical", "ptx_entries", "same_code", "same_code_summary",
]

