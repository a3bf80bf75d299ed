"""XLA:CPU object files (``obj-file.<kernel>.o``, ``obj-file.part_NN.o``) through binutils ``objdump``.

For every function symbol: its instruction count and the instructions that
reference read-only data (constant pools ``.rodata.cst*`` / ``.LCPI*``,
``.rodata``, ``.lrodata`` of the large code model). XLA:CPU compiles with the
large code model, so a constant is reached by ``movabs $0x0,%reg`` with an
``R_X86_64_64`` relocation to the pool, then loaded through the register;
small-code-model objects use a RIP-relative load
(``vmovss 0x0(%rip),%xmm0`` + ``R_X86_64_PC32 .LCPI0_0-0x4``). Both are
counted as references to read-only data; ``rip_relative`` tells them apart.

The disassembly comes from ``objdump -h -d -r -w --no-show-raw-insn``; this
module parses its text (:func:`read_objdump` also accepts saved output).

Checked against: torch_xla 2.9.0 and JAX 0.9.2 XLA:CPU objects (x86-64 ELF,
GNU objdump 2.40+).
"""
from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from ..errors import ParseError, ToolError
from ..schema import Column, Schema, rows_frame, with_doc
from ..textio import Head, check_file, materialize, reader

OBJECT_KERNELS_SCHEMA = Schema(
    [
        Column("symbol", "string", "function symbol (the kernel name for XLA:CPU kernels)"),
        Column("section", "string", "code section (.text, .ltext)"),
        Column("instruction_count", "int64", "instructions in the function"),
        Column("rodata_reference_count", "int64", "instructions with a relocation to read-only data (constant loads or their address)"),
        Column("rip_relative_load_count", "int64", "RIP-relative memory operands to read-only data (small code model loads)"),
        Column("rodata_targets", "object", "read-only data sections/symbols referenced, sorted, unique (list of str)"),
        Column("call_count", "int64", "call instructions"),
    ]
)

OBJECT_REFERENCES_SCHEMA = Schema(
    [
        Column("symbol", "string", "function making the reference"),
        Column("offset", "int64", "instruction offset in its section", "bytes"),
        Column("instruction", "string", "the instruction text"),
        Column("relocation", "string", "relocation type (R_X86_64_64, R_X86_64_PC32, ...)"),
        Column("target", "string", "relocation target, addend removed (.rodata.cst4, .LCPI0_0)"),
        Column("rip_relative", "boolean", "the instruction reads memory at %rip + displacement"),
    ]
)

OBJECT_INSTRUCTIONS_SCHEMA = Schema(
    [
        Column("symbol", "string", "function holding the instruction"),
        Column("index", "int64", "0-based position of the instruction in its function"),
        Column("text", "string", "the instruction as objdump writes it, offset dropped: relocations as `R_<type> <target>` "
               "(addend removed), branch targets as `<symbol+offset>` (address removed), tabs as spaces; what stays "
               "equal when a function moves within its section or to another object"),
        Column("rodata_reference", "boolean", "it has a relocation to read-only data (a constant load or its address)"),
    ]
)

_SECTION_HDR = re.compile(r"\s*\d+\s+(\S+)\s+[0-9a-f]+\s+[0-9a-f]+\s+[0-9a-f]+\s+[0-9a-f]+\s+\S+\s+(.*)$")
_FUNC = re.compile(r"^[0-9a-f]+ <(.+)>:\s*$")
_DISSECT = re.compile(r"^Disassembly of section (\S+):")
_INSN = re.compile(r"^\s+([0-9a-f]+):\s+(.*?)\s*$")
_RELOC = re.compile(r"^\s+([0-9a-f]+): (R_\w+)\s+(\S+)")
_INLINE_RELOC = re.compile(r"\s([0-9a-f]+): (R_\w+)\s+(\S+)")
_RODATA = re.compile(r"^(?:\.l?rodata|\.LCPI|\.LC\d|\.lrodata)")
_ADDR_SYM = re.compile(r"\b[0-9a-f]+ <([^>]+)>")


@dataclass(frozen=True)
class ObjectFile:
    """``kernels`` (:data:`OBJECT_KERNELS_SCHEMA`), ``references`` (:data:`OBJECT_REFERENCES_SCHEMA`) and
    ``instructions`` (:data:`OBJECT_INSTRUCTIONS_SCHEMA`: every function's instructions, in order) of one object file.

    Each table is built from its rows (``*_rows``: tuples in its schema's column order) when first read, then kept: a
    folder of hundreds of small objects whose kernels' code reads the rows builds none."""

    kernel_rows: list[tuple]
    reference_rows: list[tuple]
    instruction_rows: list[tuple]

    @functools.cached_property
    def kernels(self) -> pd.DataFrame:
        return rows_frame(self.kernel_rows, OBJECT_KERNELS_SCHEMA)

    @functools.cached_property
    def references(self) -> pd.DataFrame:
        return rows_frame(self.reference_rows, OBJECT_REFERENCES_SCHEMA)

    @functools.cached_property
    def instructions(self) -> pd.DataFrame:
        return rows_frame(self.instruction_rows, OBJECT_INSTRUCTIONS_SCHEMA)


def objdump_text(path: str | os.PathLike, objdump: str = "objdump") -> str:
    """Run ``objdump -h -d -r -w --no-show-raw-insn`` on an object file.

    Raises:
        ToolError: objdump is missing.
        ParseError: objdump rejects the file (not an object file).
    """
    check_file(path)
    exe = shutil.which(objdump)
    if exe is None:
        raise ToolError(f"{objdump} not found (binutils)")
    with materialize(path) as real:  # an object inside a container or archive: unpacked to a temporary file
        p = subprocess.run([exe, "-h", "-d", "-r", "-w", "--no-show-raw-insn", os.fspath(real)],
                           capture_output=True, text=True, errors="replace", timeout=120)
    if p.returncode != 0:
        msg = (p.stderr.strip().splitlines() or ["objdump failed"])[-1]
        raise ParseError(path, None, f"objdump: {msg.split(': ')[-1]}")
    return p.stdout


#: objects per objdump run of :func:`objdump_texts` (its output is held in memory: about 10 KB per kernel object)
OBJDUMP_BATCH = 64


def objdump_texts(paths: list[str], objdump: str = "objdump") -> dict[str, str]:
    """:func:`objdump_text` of several objects, :data:`OBJDUMP_BATCH` to one objdump run (a process per object
    cost more than objdump's work on a kernel's object): path -> its text, as :func:`objdump_text` gives it.

    Only plain ELF files are given to objdump this way; a path left out of the result (a container or archive member,
    a file objdump refused, a run past its time limit, objdump missing) is for :func:`objdump_text` to read or to
    explain. Never raises.
    """
    exe = shutil.which(objdump)
    plain = []
    for p in map(os.fspath, paths):
        try:
            with open(p, "rb") as fh:
                if fh.read(4) == b"\x7fELF" and os.path.isfile(p):
                    plain.append(p)
        except OSError:
            continue
    out: dict[str, str] = {}
    for i in range(0, len(plain) if exe is not None else 0, OBJDUMP_BATCH):
        chunk = plain[i : i + OBJDUMP_BATCH]
        try:
            text = subprocess.run([exe, "-h", "-d", "-r", "-w", "--no-show-raw-insn", *chunk],  # type: ignore[list-item]
                                  capture_output=True, text=True, errors="replace", timeout=120).stdout
        except (OSError, subprocess.SubprocessError):
            continue
        found, pos = [], 0  # each object's output starts with "\n<path>:     file format <format>", in the order given
        for p in chunk:
            at = text.find(f"\n{p}:     file format ", pos)
            if at >= 0:
                found.append((at, p))
                pos = at + 1
        for k, (at, p) in enumerate(found):
            out[p] = text[at : found[k + 1][0] if k + 1 < len(found) else len(text)]
    return out


def _reference(cur: dict, refs: list[tuple], insn: tuple[int, str], reloc: str, target: str, readonly: set[str]) -> bool:
    """Record a relocation to read-only data; False (nothing recorded) for any other target."""
    target = re.split(r"[+-]0x", target)[0]
    if not _is_rodata(target, readonly):
        return False
    rip = "(%rip)" in insn[1]
    cur["rodata_reference_count"] += 1
    cur["rip_relative_load_count"] += int(rip)
    cur["_targets"].add(target)
    refs.append((cur["symbol"], insn[0], insn[1], reloc, target, rip))  # OBJECT_REFERENCES_SCHEMA's columns
    return True


def _is_rodata(target: str, readonly: set[str]) -> bool:
    return target in readonly or bool(_RODATA.match(target))


@with_doc(OBJECT_KERNELS_SCHEMA)
@reader
def read_object_file(path_or_text: str | os.PathLike) -> ObjectFile:
    """Read an XLA:CPU object file (runs objdump) or saved ``objdump -h -d -r -w`` text.

    Returns:
        :class:`ObjectFile`; ``kernels`` has columns:
        {schema}

    Raises:
        ToolError: objdump is missing.
        ParseError: not an object file; objdump output without a disassembly.
    """
    if isinstance(path_or_text, str) and "\n" in path_or_text:
        name, text = "<text>", path_or_text
    else:
        name, text = os.fspath(path_or_text), objdump_text(path_or_text)
    return _parse(text, name)


read_objdump = read_object_file


def _parse(text: str, name: str) -> ObjectFile:
    readonly: set[str] = set()
    kernels: list[dict] = []
    refs: list[tuple] = []
    code: list[tuple[str, int, str, bool]] = []  # OBJECT_INSTRUCTIONS_SCHEMA rows
    section = None
    cur: dict | None = None
    last_insn: tuple[int, str] | None = None
    seen_dis = False
    for line in text.splitlines():
        if not line.strip():
            continue
        r = _RELOC.match(line)
        if r and cur is not None and last_insn is not None:  # relocation on its own line (objdump without -w)
            _reference(cur, refs, last_insn, r.group(2), r.group(3), readonly)
            continue
        i = _INSN.match(line)
        if i and cur is not None:
            insn = i.group(2)
            inline = _INLINE_RELOC.search(insn)  # objdump -w prints relocations after the instruction
            text = _ADDR_SYM.sub(r"<\1>", _INLINE_RELOC.sub(lambda r: f" {r.group(2)} {re.split(r'[+-]', r.group(3))[0]}", insn))
            code.append((cur["symbol"], cur["_code"], text.replace("\t", " "), False))
            cur["_code"] += 1
            if inline:
                insn = insn[: inline.start()].rstrip()
            if insn.startswith("(bad)") or not insn:
                continue
            cur["instruction_count"] += 1
            if insn.startswith("call"):
                cur["call_count"] += 1
            last_insn = (int(i.group(1), 16), insn)
            if inline and _reference(cur, refs, last_insn, inline.group(2), inline.group(3), readonly):
                code[-1] = (*code[-1][:3], True)
            continue
        f = _FUNC.match(line)
        if f:
            cur = {"symbol": f.group(1), "section": section, "instruction_count": 0, "rodata_reference_count": 0,
                   "rip_relative_load_count": 0, "_targets": set(), "call_count": 0, "_code": 0}
            kernels.append(cur)
            last_insn = None
            continue
        d = _DISSECT.match(line)
        if d:
            section, seen_dis, cur = d.group(1), True, None
            continue
        h = _SECTION_HDR.match(line)
        if h and not seen_dis:
            flags = h.group(2)
            if "READONLY" in flags and "CODE" not in flags and "DATA" in flags:
                readonly.add(h.group(1))
    if not seen_dis and not kernels:
        raise ParseError(name, None, "no disassembly in objdump output")
    for k in kernels:
        k["rodata_targets"] = sorted(k.pop("_targets"))
    return ObjectFile([tuple(k[n] for n in OBJECT_KERNELS_SCHEMA.names) for k in kernels], refs, code)


def read_object_folder(paths: list[str | Path]) -> pd.DataFrame:
    """:func:`read_object_file` over several objects, kernels concatenated with a ``file`` column."""
    out = []
    for p in paths:
        k = read_object_file(p).kernels
        k.insert(0, "file", os.path.basename(os.fspath(p)))
        out.append(k)
    if not out:
        raise ParseError(None, None, "no object files given")
    return pd.concat(out, ignore_index=True).astype({"file": "string"})


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
def is_object_file(head: Head) -> bool:
    """An ELF object (XLA:CPU's ``obj-file*.o``)."""
    return head.data.startswith(b"\x7fELF")
