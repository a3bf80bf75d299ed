"""x86-64 assembly text (``.s``, AT&T syntax) as tables: functions and the symbols they load.

What the kit asks of compiled CPU code: how many instructions each function
has, and which symbols (constant globals, above all) its instructions read
from memory, so that code compiled from a split module can be compared with
the unsplit one. A function is a label named by a ``.type NAME,@function``
directive; it ends at LLVM's ``.Lfunc_end<N>`` label or at ``.size NAME``.
An instruction is any line of a function that is not blank, a comment, a
directive (``.cfi_*``, ``.p2align``) or a label. A symbol load is an
instruction with a memory operand that names a symbol (``sym(%rip)``,
``"sym"+8(%rax)``, ``sym(,%rax,8)``), except ``lea*`` (it computes the
address only), ``mov*`` that store to it (the memory operand is the
destination, the last operand in AT&T syntax) and ``sym@GOTPCREL(%rip)``
(a load of the symbol's address from the GOT, not of the symbol).

Checked against: x86-64 assembly written by LLVM 19 ``llc -O3 -march=x86-64``
for XLA:CPU kernel modules of torch_xla 2.9.0 (quoted names such as
``"reduce-window.1.clone_kernel"``, private constants as ``.L<name>``, unnamed
ones as ``.L__unnamed_<N>``). Intel syntax and other targets are not read.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import pandas as pd

from ..schema import Column, Schema, frame, with_doc
from ..textio import Head, PathOrText, open_lines, reader, source_name

ASM_FUNCTIONS_SCHEMA = Schema(
    [
        Column("name", "string", "function symbol as named by `.type NAME,@function`, quotes removed"),
        Column("instruction_count", "int64", "instructions in the function (directives, labels and comments excluded)"),
        Column("line", "int64", "1-based line of the function's label"),
        Column("end_line", "int64", "1-based line of its last instruction or label: the function is lines line..end_line"),
    ]
)

ASM_SYMBOL_LOADS_SCHEMA = Schema(
    [
        Column("function", "string", "function holding the instructions"),
        Column("symbol", "string", "symbol named in a memory operand, quotes removed (private globals: .L<name>)"),
        Column("opcode", "string", "instruction mnemonic as written (movq, vmovss, addsd, ...)"),
        Column("count", "int64", "instructions of this opcode in the function reading the symbol"),
        Column("example", "string", "the first such instruction, as written, comment removed"),
        Column("line", "int64", "1-based line of that first instruction"),
        Column("lines", "object", "1-based lines of all of them (list of int)"),
    ]
)

_TYPE_FUNCTION = re.compile(r"^\s*\.type\s+([^,]+),\s*@function")
_LABEL = re.compile(r'^("[^"]+"|[A-Za-z_.$][\w.$]*):')
# a memory operand that names a symbol: sym(%rip), "sym"+8(%rcx), sym(,%rax,8); not sym@GOTPCREL(%rip),
# which loads the symbol's address from the GOT
_SYMBOL_OPERAND = re.compile(r'(?<![\w.$@"])("[^"]+"|[A-Za-z_.$][\w.$]*)(?:[+-]\d+)?\(')


@dataclass(frozen=True)
class AsmModule:
    """One x86-64 assembly file as tables.

    Attributes:
        path: the file read, or "<text>".
        functions: one row per function (ASM_FUNCTIONS_SCHEMA).
        symbol_loads: one row per (function, symbol, opcode) (ASM_SYMBOL_LOADS_SCHEMA).
    """

    path: str
    functions: pd.DataFrame
    symbol_loads: pd.DataFrame

    def loads_of(self, symbols: Iterable[str]) -> pd.DataFrame:
        """``symbol_loads`` restricted to the given symbols."""
        return self.symbol_loads[self.symbol_loads["symbol"].isin(set(symbols))].reset_index(drop=True)


@reader
@with_doc(ASM_SYMBOL_LOADS_SCHEMA)
def read_x86_asm(path_or_text: PathOrText) -> AsmModule:
    """Read AT&T x86-64 assembly into an :class:`AsmModule`.

    ``path_or_text``: a path to a ``.s`` file, or the text itself.

    Returns:
        AsmModule whose ``symbol_loads`` columns are:
        {schema}
        ``functions``: name, instruction_count, line (ASM_FUNCTIONS_SCHEMA).

    Raises:
        KitError: the path does not exist or cannot be read.
        ParseError: binary data (NUL bytes) instead of text.
    """
    name = source_name(path_or_text)
    with open_lines(path_or_text) as f:  # two streaming passes: the function names, then their bodies
        functions = {m.group(1).strip().strip('"') for ln in f if (m := _TYPE_FUNCTION.match(ln))}
    fn_rows: list[dict[str, Any]] = []
    loads: dict[tuple[str, str, str], dict[str, Any]] = {}
    cur: dict[str, Any] | None = None
    with open_lines(path_or_text) as f:
        for number, ln in enumerate(f, start=1):
            ln = ln.rstrip("\n")
            m = _LABEL.match(ln)
            if m and m.group(1).strip('"') in functions:
                cur = {"name": m.group(1).strip('"'), "instruction_count": 0, "line": number, "end_line": number}
                fn_rows.append(cur)
                continue
            s = ln.split("#", 1)[0].strip()
            if cur is None or not s or s.startswith(".") or s.endswith(":"):
                if cur is not None and (s.startswith(".Lfunc_end") or (s.startswith(".size") and cur["name"] in s)):
                    cur = None
                elif cur is not None and s.startswith(".LBB"):
                    cur["end_line"] = number  # a block label inside the function
                continue
            cur["instruction_count"] += 1
            cur["end_line"] = number
            opcode = s.split()[0]
            if opcode.startswith("lea"):
                continue
            operands = s[len(opcode):].strip()
            for sm in _SYMBOL_OPERAND.finditer(operands):
                if opcode.startswith(("mov", "vmov")) and _is_destination(operands, sm.start()):
                    continue
                key = (cur["name"], sm.group(1).strip('"'), opcode)
                row = loads.setdefault(key, {"function": key[0], "symbol": key[1], "opcode": opcode, "count": 0, "example": s,
                                             "line": number, "lines": []})
                row["count"] += 1
                row["lines"].append(number)
    return AsmModule(name, frame(fn_rows, ASM_FUNCTIONS_SCHEMA), frame(list(loads.values()), ASM_SYMBOL_LOADS_SCHEMA))


def _is_destination(operands: str, pos: int) -> bool:
    """The operand starting at ``pos`` is the last one (AT&T: the destination)."""
    depth, quoted = 0, False
    for ch in operands[pos:]:
        if ch == '"':
            quoted = not quoted
        elif not quoted and ch == "(":
            depth += 1
        elif not quoted and ch == ")":
            depth -= 1
        elif not quoted and depth == 0 and ch == ",":
            return False
    return True


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
def is_x86_asm(head: Head) -> bool:
    """x86-64 assembly as llc writes it: ``.text`` / ``.file`` first, a ``.type NAME,@function`` directive."""
    t = head.text
    return bool(re.match(r"\s*\.(?:text|file)\b", t) and re.search(r"^\s*\.type\s+\S+,\s*@function", t, re.M))
