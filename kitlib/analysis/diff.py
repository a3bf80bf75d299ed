"""What the compiler did differently: HLO, LLVM IR and PTX / machine code of two configs or builds, kernel by kernel.

Two *sides* are compared (:func:`open_side`): an XLA dump folder, a config
folder of a run (its ``dump/``), a folder the split lab wrote
(``kit lab split ... --workdir W`` leaves ``W/split<N>[-fix]/part.<i>.opt.ll``
and ``part.<i>.ptx`` / ``.s``; its unsplit module is ``baseline.opt.ll``), or
one optimised ``.ll`` file with its ``.ptx`` / ``.s`` beside it.

Module level (:func:`hlo_diff`): the after-optimisation HLO of each pair of
modules, instructions matched by structure, fusions as units (a fusion whose
name changed is matched by its fused computation), each ``unchanged``,
``changed`` (saying what: shape, layout, operands, fusion kind, backend
config, fused computation, attributes, metadata), ``added`` or ``removed``;
counts per opcode and fusion kind on each side (:func:`hlo_counts`).

Kernel level (:func:`kernel_diff`): a kernel's code is what
:mod:`kitlib.analysis.code` fingerprints (its optimised LLVM IR with what it
reaches, normalised by :func:`~kitlib.analysis.code.normalise_llvm_ir`; its
PTX entry; its machine code from the object file through binutils objdump),
so ``same_code`` here is that module's ``same_code``. Where the code differs:
the normalised IR and the PTX / assembly line by line (``difflib``), LLVM's
own ``llvm-diff`` on the two kernels (its verdict and first lines), the loads
of constants from memory on each side (PTX ``ld`` of a module global by
name; x86 instructions relocated to read-only data; marked in the line table),
globals whose linkage changed (``defined -> external``: Case 1), and
instruction counts per kind (LLVM opcode with its fast-math flags, PTX opcode,
x86 mnemonic).

All of it in one call: :func:`diff_code`; one line per kernel for joining to
timings: :func:`kernel_diff_summary`.

Checked against: torch_xla 2.9.0 XLA:CPU dumps (per-kernel LLVM modules and
object files), jax 0.9.2 XLA:GPU deviceless dumps (split parts and PTX), and
the split lab's folders (LLVM 19 ``llvm-split`` / ``opt`` / ``llc``).
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
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from ..dumps.hlo import HloModule, read_hlo
from ..dumps.llvm_ir import LINKAGES, downgrade_for_llvm19, read_llvm_ir
from ..dumps.objdump import objdump_text, read_object_file
from ..dumps.ptx import read_ptx
from ..errors import KitError, ParseError
from ..runfolder import files
from ..runfolder.files import dump_index as read_dump_index
from ..schema import Column, Schema, frame, with_doc
from .code import kernel_code, kernel_ir, normalise_llvm_ir, object_functions, ptx_entries

LEVELS = ("hlo", "llvm", "asm", "all")

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
        Column("kernel", "string", "kernel (LLVM / PTX function, the fusion the trace's hlo_op names), A's name"),
        Column("kernel_b", "string", "its name in B: differs from kernel when renamed (matched by the structure of its HLO instruction); <NA> when only in A"),
        Column("status", "string", "same, differs, only in a, only in b"),
        Column("same_code", "boolean", "compiled identically (every code both sides have equal: normalised IR, machine code, PTX); <NA> when on one side only"),
        Column("llvm_lines_changed", "Int64", "lines of the normalised optimised IR removed plus added; <NA> without IR on both sides"),
        Column("llvm_diff", "string", "llvm-diff-19 on the kernel: identical, differs: <its first lines>, or why it could not run; <NA> when not run (IR the same, level asm or hlo). llvm-diff compares instructions and operands, not instruction flags (fast-math) or attributes: identical here with IR lines changed means only those differ"),
        Column("asm_kind", "string", "ptx or x86 (objdump of the object file); <NA> when no side has either"),
        Column("asm_lines_changed", "Int64", "PTX / machine-code lines removed plus added; <NA> without asm on both sides"),
        Column("constant_loads_a", "Int64", "loads of a constant from memory in A: PTX ld addressing a module global by name, or x86 instructions relocated to read-only data; from the IR (loads of constant globals) when there is no asm"),
        Column("constant_loads_b", "Int64", "same in B"),
        Column("linkage_changes", "object", "globals the kernel uses whose linkage changed, as 'name: defined -> external' (list of str)"),
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


# ============================================================================ sides


@dataclass(frozen=True)
class Unit:
    """One compiled LLVM module of a side: its optimised IR and its PTX or object file."""

    hlo_module: str | None
    ir: Path | None = None
    ptx: Path | None = None
    obj: Path | None = None
    asm: Path | None = None  # x86 assembly text (the lab's llc -march=x86-64 output)


@dataclass(frozen=True)
class Side:
    """What one side of a diff holds.

    Attributes:
        path: the folder or file given.
        kind: dump (an XLA dump folder), lab (a split lab folder) or file (one .ll).
        hlo: HLO module name -> after-optimisation HLO file.
        units: the LLVM modules with their PTX / object file.
    """

    path: Path
    kind: str
    hlo: dict[str, Path] = field(default_factory=dict)
    units: tuple[Unit, ...] = ()


def _asm_beside(ll: Path) -> dict[str, Path]:
    stem = ll.name.removesuffix(".ll").removesuffix(".opt")
    out = {}
    for kind, ext in (("ptx", ".ptx"), ("asm", ".s")):
        p = ll.with_name(stem + ext)
        if p.is_file():
            out[kind] = p
    return out


def open_side(path: str | Path) -> Side:
    """Resolve one side of a diff: a dump folder, a run's config folder, a split lab folder, or one ``.ll`` file.

    Every access the diff makes to a run or lab folder's layout is here.

    Raises:
        KitError: the path does not exist, is a whole run folder (name its
            config folders instead), or holds no XLA dump files.
    """
    p = Path(path)
    if not p.exists():
        raise KitError(f"{p}: no such file or folder")
    if p.is_file():
        if p.suffix != ".ll":
            raise KitError(f"{p}: not a dump folder, config folder, lab folder or .ll file")
        return Side(p, "file", units=(Unit(None, ir=p, **_asm_beside(p)),))
    if files.is_run_folder(p):
        configs = files.config_dump_folders(p)
        raise KitError(f"{p}: a run folder; name two config folders, e.g. {p / configs[0]} {p / configs[-1]}" if configs
                       else f"{p}: a run folder without config dumps")
    if (p / "dump").is_dir():
        p = p / "dump"
    lls = files.lab_parts(p)
    if lls:
        return Side(p, "lab", units=tuple(Unit(None, ir=ll, **_asm_beside(ll)) for ll in lls))
    idx = read_dump_index(p)
    hlo = {r.hlo_module: p / r.file for r in idx[idx["kind"] == "hlo_after_optimizations"].itertuples()}
    groups: dict[tuple, dict[str, Any]] = {}
    for r in idx.itertuples():
        if r.kind == "llvm_ir" and r.stage == "with-opt":
            slot = "ir"
        elif r.kind in ("ptx", "object_file"):
            slot = "ptx" if r.kind == "ptx" else "obj"
        else:
            continue
        key = (r.module_id, r.hlo_module, None if pd.isna(r.kernel) else r.kernel, None if pd.isna(r.split_part) else r.split_part)
        groups.setdefault(key, {})[slot] = p / r.file
    units = tuple(Unit(key[1], **files) for key, files in sorted(groups.items(), key=lambda kv: str(kv[0])))
    if not hlo and not units:
        sub = [d.name for d in files.subfolders(p) if files.lab_parts(d) or (d / "dump").is_dir()]
        hint = f" (its sub-folders {', '.join(sorted(sub)[:4])} are)" if sub else ""
        raise KitError(f"{p}: no XLA dumps here (no after-optimisation HLO, optimised LLVM IR, PTX or object file){hint}")
    return Side(p, "dump", hlo=hlo, units=units)


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
        recs = ins.astype(object).where(ins.notna(), None).to_dict("records")
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
    A, B = _HloSide(ma), _HloSide(mb)
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
        matched = _match_instructions(A, B, ra, rb)
        name_map = {ra[i]["name"]: rb[j]["name"] for i, j, _ in matched if i is not None and j is not None}
        comp = ca or cb or ""
        for i, j, how in sorted(matched, key=lambda t: (ra[t[0]]["line"] if t[0] is not None else 1 << 60, rb[t[1]]["line"] if t[1] is not None else 0)):
            a = ra[i] if i is not None else None
            b = rb[j] if j is not None else None
            if a is not None and b is not None:
                ch = _changes(A, B, a, b, name_map)
                rows.append(_row(module, comp, a, b, "changed" if ch else "unchanged", ch, how))
            else:
                rows.append(_row(module, comp, a, b, "removed" if b is None else "added", None, None))
    counts = []
    ca_ = Counter((r["opcode"], r["fusion_kind"]) for c in A.top for r in A.by_comp[c])
    cb_ = Counter((r["opcode"], r["fusion_kind"]) for c in B.top for r in B.by_comp[c])
    for k in sorted(set(ca_) | set(cb_), key=lambda k: (k[0], k[1] or "")):
        counts.append({"hlo_module": module, "opcode": k[0], "fusion_kind": k[1], "count_a": ca_.get(k, 0), "count_b": cb_.get(k, 0)})
    return rows, counts


def _pair_modules(a: Side, b: Side) -> list[tuple[str, str]]:
    """HLO modules of A and B paired by name, then by their entry computation layout (one-to-one)."""
    pairs = [(n, n) for n in a.hlo if n in b.hlo]
    rest_a = [n for n in a.hlo if n not in b.hlo]
    rest_b = [n for n in b.hlo if n not in a.hlo]
    if rest_a and rest_b:
        la = {n: _entry_layout(a.hlo[n]) for n in rest_a}
        lb = {n: _entry_layout(b.hlo[n]) for n in rest_b}
        for n, lay in la.items():
            hits = [m for m, l2 in lb.items() if l2 == lay]
            if len(hits) == 1 and sum(1 for v in la.values() if v == lay) == 1:
                pairs.append((n, hits[0]))
    if a.hlo and b.hlo and not pairs:
        raise KitError(f"{a.path} and {b.path} compiled different programs: no HLO module in common "
                       f"(A: {', '.join(sorted(a.hlo))[:120]}; B: {', '.join(sorted(b.hlo))[:120]})")
    return pairs


def _entry_layout(path: Path) -> str:
    head = files.first_line(path)
    m = re.search(r"entry_computation_layout=(\{.*\})", head)
    return m.group(1) if m else head


def hlo_diff(a: str | Path | Side, b: str | Path | Side) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The after-optimisation HLO of two sides, module by module, instruction by instruction.

    Modules are paired by name, then by entry computation layout. In each
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
        ParseError: an HLO file that cannot be read.
    """
    sa = a if isinstance(a, Side) else open_side(a)
    sb = b if isinstance(b, Side) else open_side(b)
    rows: list[dict] = []
    counts: list[dict] = []
    for na, nb in _pair_modules(sa, sb):
        r, c = _module_diff(na, read_hlo(sa.hlo[na]), read_hlo(sb.hlo[nb]))
        rows += r
        counts += c
    return frame(rows, HLO_DIFF_SCHEMA), frame(counts, HLO_COUNTS_SCHEMA)


def hlo_file_diff(a: str | Path, b: str | Path) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Two HLO module files (any stage: a per-pass dump, before or after optimisations), compared as
    :func:`hlo_diff` compares a pair of modules.

    Returns:
        (diff, counts): :data:`HLO_DIFF_SCHEMA` and :data:`HLO_COUNTS_SCHEMA`, ``hlo_module`` A's name.

    Raises:
        ParseError: a file that cannot be read as HLO.
    """
    ma, mb = read_hlo(a), read_hlo(b)
    rows, counts = _module_diff(str(ma.header.get("name") or Path(a).name), ma, mb)
    return frame(rows, HLO_DIFF_SCHEMA), frame(counts, HLO_COUNTS_SCHEMA)


# ============================================================================ kernels


@dataclass
class _Code:
    """One kernel's code on one side."""

    ir: str | None = None  # normalised
    ir_raw: str | None = None  # kernel_ir text (valid IR: for llvm-diff and the readers)
    asm_kind: str | None = None
    asm: list[str] | None = None
    asm_const: list[bool] | None = None
    constant_loads: int | None = None
    load_kinds: Counter = field(default_factory=Counter)  # (qualifier, symbol) -> n of constant loads
    linkage: dict[str, str] = field(default_factory=dict)  # global of the kernel's module -> defined / defined <linkage> / external
    ptx: list[str] | None = None  # PTX entry with registers renumbered (for the line diff only)


_PTX_INSN = re.compile(r"^\s*(?:@!?%\w+\s+)?([a-z][\w.]*)\b")
_PTX_LD_SYM = re.compile(r"^\s*(?:@!?%\w+\s+)?(ldu?\.[\w.]+)\s+[^\[]*\[\s*([A-Za-z_$][\w$]*)")
_IR_INSN = re.compile(r"^\s+(?:%\S+\s*=\s*)?([a-z][a-z0-9_.]*)((?:\s+(?:fast|nnan|ninf|nsz|arcp|contract|afn|reassoc))*)\b")
_IR_NOT_INSN = frozenset({"define", "declare", "attributes", "target", "source_filename"})
_X86_RELOC = re.compile(r" (R_\w+) (\S+)")
_GLOBAL_USE = re.compile(r'@("(?:[^"\\]|\\.)*"|[-\w.$]+)')


def _disassembly(path: Path, memo: dict[str, Any]) -> tuple[dict[str, list[str]], pd.DataFrame] | None:
    """(function -> normalised instructions, read-only data references) of an object file; None when objdump
    rejects it. Memoised on the file's bytes: configs that compiled a kernel identically share one objdump."""
    key = files.content_hash(path)
    if key not in memo:
        try:
            text = objdump_text(path)
        except ParseError:
            memo[key] = None
        else:
            memo[key] = (object_functions(text), read_object_file(text).references)
    return memo[key]


def _module_of(unit: Unit, cache: dict[Path, str], memo: dict[str, Any]) -> dict[str, _Code]:
    """Every kernel of one unit with its code."""
    out: dict[str, _Code] = {}
    if unit.ir is not None:
        text = _read(unit.ir, cache)
        linkage = _linkage(text)
        for kernel, code in kernel_ir(text).items():
            out[kernel] = _Code(ir=normalise_llvm_ir(code), ir_raw=code, linkage=linkage)
    if unit.ptx is not None:
        text = _read(unit.ptx, cache)
        entries = ptx_entries(text)
        mod = read_ptx(unit.ptx)
        symbols = set(mod.globals.loc[~mod.globals["state_space"].isin(["shared", "local"]) & mod.globals["function"].isna(), "name"])
        loads = mod.symbol_loads(symbols)
        loads = loads[~loads["state_space"].isin(["shared", "local"])]
        for kernel, entry in entries.items():
            c = out.setdefault(kernel, _Code())
            lines = entry.splitlines()
            c.asm_kind, c.asm, c.ptx = "ptx", lines, _renumber_registers(lines)
            c.asm_const = [bool((m := _PTX_LD_SYM.match(s)) and m.group(2) in symbols) for s in lines]
            mine = loads[loads["function"] == kernel]
            c.constant_loads = int(mine["count"].sum())
            c.load_kinds = Counter({(q, s): int(n) for q, s, n in mine.groupby(["qualifiers", "symbol"])["count"].sum().reset_index().itertuples(index=False)})
    if unit.obj is not None:
        parsed = _disassembly(unit.obj, memo)
        if parsed is not None:
            funcs, references = parsed
            for kernel, lines in funcs.items():
                if kernel not in out and unit.ir is not None:
                    continue  # helper symbols, not kernels of the IR
                c = out.setdefault(kernel, _Code())
                refs = references[references["symbol"] == kernel]
                targets = set(refs["target"])
                c.asm_kind, c.asm = "x86", lines
                c.asm_const = [any(t in targets for _, t in _X86_RELOC.findall(s)) for s in lines]
                c.constant_loads = len(refs)
                c.load_kinds = Counter((f"{ins.split()[0]}", t) for ins, t in zip(refs["instruction"], refs["target"]))
    if unit.asm is not None:
        consts = {n for n, state in _linkage(_read(unit.ir, cache)).items()} if unit.ir is not None else set()
        for kernel, lines in _asm_functions(_read(unit.asm, cache)).items():
            if kernel not in out:
                continue
            c = out[kernel]
            syms = [[x for x in _X86_MEM.findall(s) if x.startswith(".LCPI") or x.removeprefix(".L") in consts] for s in lines]
            c.asm_kind, c.asm, c.asm_const = "x86", lines, [bool(x) for x in syms]
            c.constant_loads = sum(map(bool, syms))
            c.load_kinds = Counter((s.split()[0], x[0]) for s, x in zip(lines, syms) if x)
    for c in out.values():
        if c.asm is None and c.ir_raw is not None:  # no asm: loads of constant globals in the IR
            m = read_llvm_ir(c.ir_raw)
            cl = m.constant_loads()
            c.constant_loads = int(cl["count"].sum())
            c.load_kinds = Counter({("load", g): int(n) for g, n in zip(cl["global"], cl["count"])})
    return out


_S_LABEL = re.compile(r'^(?:"([^"]+)"|([A-Za-z_$][\w.$]*)):')
_X86_MEM = re.compile(r'("[^"]+"|[A-Za-z_.$][\w.$]*)(?:[+-]\d+)?\(')
_X86_FUNCTION_NUMBER = re.compile(r"(\.LBB|\.LCPI|\.Ltmp)\d+_")


def _asm_functions(text: str) -> dict[str, list[str]]:
    """Each function of an x86 assembly file (``llc`` output): its instructions and block labels, comments and
    directives dropped, the function's number in the module dropped from local labels (``.LBB3_2`` -> ``.LBB_2``)."""
    out: dict[str, list[str]] = {}
    cur: list[str] | None = None
    for line in text.splitlines():
        s = line.split("#", 1)[0].rstrip()
        if not s:
            continue
        if s.startswith(".Lfunc_end"):
            cur = None
        elif (m := _S_LABEL.match(s)) is not None:
            cur = out.setdefault(m.group(1) or m.group(2), [])
        elif cur is not None and s.startswith(".LBB"):
            cur.append(_X86_FUNCTION_NUMBER.sub(r"\1_", s))
        elif cur is not None and s[:1] in " \t" and not s.lstrip().startswith("."):
            cur.append(_X86_FUNCTION_NUMBER.sub(r"\1_", " ".join(s.split())))
    return out


def _read(path: Path, cache: dict[Path, str]) -> str:
    if path not in cache:
        cache[path] = files.dump_text(path)
    return cache[path]


def _side_kernels(side: Side, module_map: dict[str, str], memo: dict[str, Any]) -> dict[tuple[str | None, str], _Code]:
    """(hlo module in A's naming, kernel) -> code, over every unit of a side."""
    out: dict[tuple[str | None, str], _Code] = {}
    cache: dict[Path, str] = {}
    for unit in side.units:
        mod = module_map.get(unit.hlo_module, unit.hlo_module) if unit.hlo_module else None
        for kernel, code in _module_of(unit, cache, memo).items():
            key = (mod, kernel)
            if key in out:  # the same kernel in IR of one unit and asm of another: merge
                old = out[key]
                for f in ("ir", "ir_raw", "asm_kind", "asm", "asm_const", "constant_loads", "ptx", "load_kinds", "linkage"):
                    if not getattr(old, f):
                        setattr(old, f, getattr(code, f))
            else:
                out[key] = code
        cache.clear()
    return out


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


_GLOBAL_DEF = re.compile(r'^@("(?:[^"\\]|\\.)*"|[-\w.$]+)\s*=\s*(\w+)', re.M)


def _linkage(ir: str) -> dict[str, str]:
    """global -> 'defined' / 'defined <linkage>' / 'external' (a declaration), for the globals of an LLVM module.

    Read off each ``@g = <linkage> ...`` line: LLVM prints ``external`` only on
    declarations (a definition with external linkage has no keyword).
    """
    out = {}
    for name, word in _GLOBAL_DEF.findall(ir):
        name = name.strip('"')
        if word in ("external", "extern_weak"):
            out[name] = "external"
        else:
            out[name] = f"defined {word}" if word in LINKAGES else "defined"
    return out


def _opcodes(lines: Iterable[str], level: str) -> Counter:
    c: Counter = Counter()
    for s in lines:
        if level == "llvm":
            m = _IR_INSN.match(s)
            if m and m.group(1) not in _IR_NOT_INSN and not s.rstrip().endswith(":"):
                c[(m.group(1) + " " + " ".join(m.group(2).split())).strip()] += 1
        elif level == "ptx":
            m = _PTX_INSN.match(s)
            if m and s.rstrip().endswith(";") and not s.lstrip().startswith("."):
                c[m.group(1)] += 1
        else:
            w = s.split()
            if w:
                c[w[0]] += 1
    return c


def _lines(a: list[str], b: list[str], ca: list[bool] | None, cb: list[bool] | None) -> tuple[list[dict], int]:
    rows = []
    changed = 0
    sm = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag != "equal":
            changed += (i2 - i1) + (j2 - j1)
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


def _llvm_diff(ka: str, kb: str, kernel: str) -> str:
    """llvm-diff-19 on two kernels' IR texts: identical, differs: <first lines>, or why it could not run."""
    exe = shutil.which("llvm-diff-19") or shutil.which("llvm-diff")
    if exe is None:
        return "not run: llvm-diff-19 missing (apt-get install -y llvm-19)"
    with tempfile.TemporaryDirectory(prefix="kit-diff-") as d:
        fa, fb = Path(d) / "a.ll", Path(d) / "b.ll"
        fa.write_text(downgrade_for_llvm19(ka)[0])
        fb.write_text(downgrade_for_llvm19(kb)[0])
        try:
            p = subprocess.run([exe, str(fa), str(fb), kernel], capture_output=True, text=True, timeout=60)
        except subprocess.TimeoutExpired:
            return "not run: llvm-diff timed out"
    out = [s for s in (p.stderr + p.stdout).splitlines() if s.strip()]
    if p.returncode == 0 and not out:
        return "identical"
    if any("error:" in s for s in out[:3]):
        return "not run: " + next(s for s in out if "error:" in s).split("error:", 1)[1].strip()[:160]
    return "differs: " + " | ".join(s.strip() for s in out[:4])[:300]


def _without_type(q: str) -> str:
    """``ld.global.nc.u64`` -> ``ld.global.nc`` (the PTX type suffix dropped); other kinds as they are."""
    return re.sub(r"\.(?:[usbf]\d+|pred)$", "", q) if q.startswith("ld") else q


def _summary(same: Any, a: _Code | None, b: _Code | None, linkage: list[str], llvm_n: int | None, asm_n: int | None,
             counts: list[dict]) -> str:
    if a is None:
        return "only in b"
    if b is None:
        return "only in a"
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

    def hlo_status_counts(self) -> dict[str, int]:
        vc = self.hlo["status"].value_counts()
        return {s: int(vc.get(s, 0)) for s in ("unchanged", "changed", "added", "removed")}

    def to_dict(self) -> dict[str, Any]:
        """The ``--json`` shape: ``{"a", "b", "level", "hlo": {unchanged, changed, added, removed}, "kernels": [...]}``."""
        ks = []
        for r in self.kernels.to_dict("records"):
            ks.append({k: (None if not isinstance(v, list) and pd.isna(v) else v) for k, v in r.items()})
        return {"a": self.a, "b": self.b, "level": self.level, "hlo": self.hlo_status_counts(), "kernels": ks}

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, default=int)


def _match_renamed(sa: Side, sb: Side, ka: dict, kb: dict, module_map: dict[str, str]) -> dict[tuple[str | None, str], str]:
    """Kernels on one side only, paired with one of the same module on the other whose HLO instruction has the
    same structure (:func:`kitlib.analysis.code.kernel_code`'s ``hlo_hash``, unique on both sides); ``kb`` is
    re-keyed to A's names. Returns (module, name in A) -> name in B. Dump folders only (the lab has no HLO)."""
    only_a = [k for k in ka if k not in kb]
    only_b = [k for k in kb if k not in ka]
    if not only_a or not only_b or sa.kind != "dump" or sb.kind != "dump":
        return {}
    ha = {(r.hlo_module, r.kernel): r.hlo_hash for r in kernel_code(sa.path).itertuples()}
    hb = {(module_map.get(r.hlo_module, r.hlo_module), r.kernel): r.hlo_hash for r in kernel_code(sb.path).itertuples()}
    ca = Counter((k[0], ha.get(k)) for k in only_a)
    cb = Counter((k[0], hb.get(k)) for k in only_b)
    by_b = {(k[0], hb[k]): k for k in only_b if hb.get(k) and cb[(k[0], hb[k])] == 1}
    out = {}
    for k in only_a:
        h = ha.get(k)
        if h and ca[(k[0], h)] == 1 and (kb_key := by_b.get((k[0], h))) is not None:
            kb[k] = kb.pop(kb_key)
            out[k] = kb_key[1]
    return out


def _kernels(sa: Side, sb: Side, module_map: dict[str, str], kernel: str | None, level: str) -> tuple[list[dict], list[dict], list[dict]]:
    memo: dict[str, Any] = {}
    ka = _side_kernels(sa, {}, memo)
    kb = _side_kernels(sb, module_map, memo)
    if kernel is not None:
        ka = {k: v for k, v in ka.items() if k[1] == kernel}
        kb = {k: v for k, v in kb.items() if k[1] == kernel}
        if not ka and not kb:
            raise KitError(f"no kernel {kernel!r} in {sa.path} or {sb.path}")
    renamed = _match_renamed(sa, sb, ka, kb, module_map)
    if ka and kb and not set(ka) & set(kb):
        raise KitError(f"{sa.path} and {sb.path} have no kernel in common: different programs?")
    rows, lines, counts = [], [], []
    for key in sorted(set(ka) | set(kb), key=lambda k: (k[0] or "", k[1])):
        a, b = ka.get(key), kb.get(key)
        module, name = key
        row: dict[str, Any] = {"hlo_module": module, "kernel": name, "kernel_b": renamed.get(key, name) if b else None,
                               "linkage_changes": [], "llvm_diff": None,
                               "llvm_lines_changed": None, "asm_lines_changed": None,
                               "asm_kind": (a or b).asm_kind if (a or b) is not None else None,  # type: ignore[union-attr]
                               "constant_loads_a": a.constant_loads if a else None, "constant_loads_b": b.constant_loads if b else None}
        if a is None or b is None:
            row.update(status="only in b" if a is None else "only in a", same_code=None)
            row["summary"] = _summary(None, a, b, [], None, None, [])
            rows.append(row)
            continue
        eq = [x == y for x, y in ((a.ir, b.ir), (a.asm, b.asm)) if x is not None and y is not None]
        same = bool(eq) and all(eq)
        row.update(status="same" if same else "differs", same_code=same)
        kcounts: list[dict] = []
        llvm_n = asm_n = None
        if level in ("llvm", "all") and a.ir is not None and b.ir is not None:
            lr, llvm_n = _lines(a.ir.splitlines(), b.ir.splitlines(), None, None)
            row["llvm_lines_changed"] = llvm_n
            used = set(_GLOBAL_USE.findall(a.ir_raw or "")) | set(_GLOBAL_USE.findall(b.ir_raw or ""))
            la, lb = a.linkage, b.linkage
            row["linkage_changes"] = [f"{g}: {la[g]} -> {lb[g]}" for g in sorted(used & set(la) & set(lb)) if la[g] != lb[g]]
            if not same:
                lines += [{"hlo_module": module, "kernel": name, "level": "llvm", **r} for r in lr]
                oa, ob = _opcodes(a.ir.splitlines(), "llvm"), _opcodes(b.ir.splitlines(), "llvm")
                kcounts += [{"hlo_module": module, "kernel": name, "level": "llvm", "kind": k, "count_a": oa.get(k, 0), "count_b": ob.get(k, 0)}
                            for k in sorted(set(oa) | set(ob))]
                if key in renamed:
                    row["llvm_diff"] = "not run: renamed (llvm-diff compares functions of one name)"
                elif a.ir != b.ir and a.ir_raw is not None and b.ir_raw is not None:
                    row["llvm_diff"] = _llvm_diff(a.ir_raw, b.ir_raw, name)
        if level in ("asm", "all") and a.asm is not None and b.asm is not None:
            ar, asm_n = _lines(a.ptx or a.asm, b.ptx or b.asm, a.asm_const, b.asm_const)
            row["asm_lines_changed"] = asm_n
            if not same:
                lines += [{"hlo_module": module, "kernel": name, "level": "asm", **r} for r in ar]
                kind = "ptx" if a.asm_kind == "ptx" else "x86"
                oa, ob = _opcodes(a.asm, kind), _opcodes(b.asm, kind)
                kcounts += [{"hlo_module": module, "kernel": name, "level": "asm", "kind": k, "count_a": oa.get(k, 0), "count_b": ob.get(k, 0)}
                            for k in sorted(set(oa) | set(ob))]
        row["summary"] = _summary(same, a, b, row["linkage_changes"], llvm_n, asm_n, kcounts)
        rows.append(row)
        counts += kcounts
    return rows, lines, counts


def diff_code(a: str | Path, b: str | Path, kernel: str | None = None, level: str = "all") -> CodeDiff:
    """Everything that differs between two sides, from HLO to machine code.

    Args:
        a, b: dump folders, config folders of a run (one run or two), split
            lab folders, or optimised ``.ll`` files (see :func:`open_side`).
        kernel: only this kernel (the HLO diff is not affected).
        level: hlo, llvm, asm or all (which tables are filled; ``same_code``
            is always computed from all the code both sides have).

    Returns:
        A :class:`CodeDiff`.

    Raises:
        KitError: a side without dumps; sides with no HLO module or kernel in
            common (two different programs); an unknown level or kernel.
        ParseError: a dump file that cannot be read.
        ToolError: object files present but objdump missing.
    """
    if level not in LEVELS:
        raise KitError(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")
    sa, sb = open_side(a), open_side(b)
    pairs = _pair_modules(sa, sb)
    if level in ("hlo", "all"):
        hlo, counts = hlo_diff(sa, sb)
    else:
        hlo, counts = HLO_DIFF_SCHEMA.empty(), HLO_COUNTS_SCHEMA.empty()
    module_map = {nb: na for na, nb in pairs}
    if level == "hlo":
        rows: list[dict] = []
        lines: list[dict] = []
        icounts: list[dict] = []
    else:
        rows, lines, icounts = _kernels(sa, sb, module_map, kernel, level)
    return CodeDiff(str(a), str(b), level, hlo, counts, frame(rows, KERNEL_DIFF_SCHEMA), frame(lines, LINES_SCHEMA),
                    frame(icounts, INSTRUCTION_COUNTS_SCHEMA))


@with_doc(KERNEL_DIFF_SCHEMA)
def kernel_diff(a: str | Path, b: str | Path, kernel: str | None = None, level: str = "all") -> pd.DataFrame:
    """One row per kernel of either side: same code or not, and what differs.

    Returns:
        A DataFrame with columns:
        {schema}

    Raises:
        as :func:`diff_code`.
    """
    return diff_code(a, b, kernel=kernel, level=level).kernels


@with_doc(CODE_SUMMARY_SCHEMA)
def kernel_diff_summary(a: str | Path, b: str | Path) -> pd.DataFrame:
    """One line per kernel saying whether and how its code differs, to join to timing rows on (hlo_module, kernel).

    Returns:
        A DataFrame with columns:
        {schema}

    Raises:
        as :func:`diff_code`.
    """
    k = diff_code(a, b, level="all").kernels
    return frame(k[["hlo_module", "kernel", "same_code", "summary"]], CODE_SUMMARY_SCHEMA)


__all__ = [
    "HLO_COUNTS_SCHEMA", "HLO_DIFF_SCHEMA", "INSTRUCTION_COUNTS_SCHEMA", "KERNEL_DIFF_SCHEMA", "LINES_SCHEMA", "CODE_SUMMARY_SCHEMA",
    "CodeDiff", "Side", "diff_code", "hlo_diff", "kernel_diff", "kernel_diff_summary", "open_side",
]
