"""HLO text (``*.before_optimizations.txt``, ``*_after_optimizations.txt``).

:func:`read_hlo` reads an HLO module as XLA prints it (``HloModule::ToString``)
into a header dict and three DataFrames: computations, instructions and
constants. It streams the text line by line with a handful of compiled
regular expressions, one pass, no per-character Python loop on ordinary
lines; a constant's literal is skipped (its element count and size come from
its shape), so a 100 MB literal costs one line read, not a parse. The
instructions of each chunk of text move to Arrow before the next chunk is
read (:class:`kitlib.schema.ColumnChunks`), so the Python objects of one chunk
at most are alive while a long file is read.

Checked against: torch_xla 2.9.0 XLA:CPU dumps (``%name`` syntax, no
metadata by default, ``/*index=N*/`` operand comments), JAX 0.9.2 dumps
(``metadata={op_name=... source_file=... source_line=...}``, stack-frame
tables at the end), bare-name syntax as XLA's own tests write it, and the
2018-2022 syntax that printed operand shapes (``add(f32[] %x, f32[] %y)``).
"""
from __future__ import annotations

import gc
import math
import re
import sys
from collections.abc import Generator, Iterator
from dataclasses import dataclass, field
from itertools import chain
from typing import Any, TextIO

import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from ..errors import ParseError
from ..schema import Column, ColumnChunks, Schema, rows_frame, with_doc
from ..textio import INT64_MAX, Head, PathOrText, open_lines, reader, source_name

COMPUTATION_SCHEMA = Schema(
    [
        Column("name", "string", "computation name, without %"),
        Column("is_entry", "boolean", "true for the ENTRY computation"),
        Column("instruction_count", "int64", "instructions in the computation (parameters included)"),
        Column("parameter_count", "int64", "parameter instructions"),
        Column("root", "string", "name of the ROOT instruction (<NA> when none is marked)"),
        Column("line", "int64", "1-based line of the computation's header"),
    ]
)

INSTRUCTION_SCHEMA = Schema(
    [
        Column("computation", "string", "computation holding the instruction"),
        Column("name", "string", "instruction name, without %"),
        Column("opcode", "string", "HLO opcode (add, fusion, custom-call, get-tuple-element, ...)"),
        Column("shape", "string", "result shape as printed, layout and memory space included (f32[8,128]{1,0}, (f32[], s32[]), f32[<=4]{0:S(5)})"),
        Column("is_root", "boolean", "true for the computation's ROOT instruction"),
        Column("operands", "object", "operand instruction names (list of str, without %; an empty one is the shared empty tuple)"),
        Column("parameter_number", "Int64", "N of parameter(N), else <NA>"),
        Column("fusion_kind", "string", "kind= of a fusion (kLoop, kInput, kOutput, kCustom), else <NA>"),
        Column("called_computations", "object", "computations it calls: calls=, to_apply=, condition=, body=, branch_computations=, true/false_computation=, called_computations= (list of str; an empty one is the shared empty tuple)"),
        Column("custom_call_target", "string", "custom_call_target of a custom-call, else <NA>"),
        Column("dimensions", "string", "dimensions= attribute as printed ({0,2}), else <NA>"),
        Column("backend_config", "string", "backend_config as printed (JSON or string, quotes removed), else <NA>"),
        Column("sharding", "string", "sharding={...} as printed, else <NA>"),
        Column("frontend_attributes", "string", "frontend_attributes={...} as printed, else <NA>"),
        Column("control_predecessors", "object", "control-predecessors names (list of str; an empty one is the shared empty tuple)"),
        Column("attributes", "object", "every other attribute: dict name -> value text as printed (slice, window, direction, dim_labels, ...)"),
        Column("op_type", "string", "metadata op_type (torch_xla: aten op), else <NA>"),
        Column("op_name", "string", "metadata op_name, else <NA>"),
        Column("source_file", "string", "metadata source_file, else <NA>"),
        Column("source_line", "Int64", "metadata source_line, else <NA>"),
        Column("stack_frame_id", "Int64", "metadata stack_frame_id (2024+ dumps; source_file/source_line are filled from the file's StackFrames table), else <NA>"),
        Column("line", "int64", "1-based line of the instruction in the file"),
    ]
)

CONSTANT_SCHEMA = Schema(
    [
        Column("computation", "string", "computation holding the constant"),
        Column("name", "string", "instruction name, without %"),
        Column("shape", "string", "shape as printed"),
        Column("dtype", "string", "element type (f32, s64, pred, bf16, ...); \"tuple\" for tuple constants"),
        Column("element_count", "int64", "elements, from the shape (dynamic dimensions at their bound)"),
        Column("size_bytes", "int64", "element_count times the element size (sub-byte types rounded up)", "bytes"),
        Column("value", "float64", "the value of a scalar constant (true = 1, false = 0); NaN for arrays"),
        Column("is_scalar", "boolean", "rank-0 shape"),
        Column("line", "int64", "1-based line of the constant in the file"),
    ]
)

#: element type -> size in bits
DTYPE_BITS: dict[str, int] = {
    "pred": 8, "s1": 1, "u1": 1, "s2": 2, "u2": 2, "s4": 4, "u4": 4, "s8": 8, "u8": 8,
    "s16": 16, "u16": 16, "s32": 32, "u32": 32, "s64": 64, "u64": 64,
    "f4e2m1fn": 4, "f8e3m4": 8, "f8e4m3": 8, "f8e4m3fn": 8, "f8e4m3b11fnuz": 8,
    "f8e4m3fnuz": 8, "f8e5m2": 8, "f8e5m2fnuz": 8, "f8e8m0fnu": 8,
    "bf16": 16, "f16": 16, "f32": 32, "f64": 64, "c64": 64, "c128": 128,
    "token": 0, "opaque": 0,
}

_CALL_KEYS = frozenset(
    {"calls", "to_apply", "condition", "body", "branch_computations", "true_computation",
     "false_computation", "called_computations", "select", "scatter", "async_computation"}
)

# ---- regular expressions (possessive quantifiers: no catastrophic backtracking) ----
_STR = r'"(?:[^"\\]++|\\.)*+"'
_B0 = r"\{(?:[^{}\"]++|" + _STR + r")*+\}"
_B1 = r"\{(?:[^{}\"]++|" + _STR + "|" + _B0 + r")*+\}"
_B2 = r"\{(?:[^{}\"]++|" + _STR + "|" + _B1 + r")*+\}"
_B3 = r"\{(?:[^{}\"]++|" + _STR + "|" + _B2 + r")*+\}"
_PLAIN = r"(?:[^,{}\"\[\]()\s]++|\[[^\]]*+\]|\([^)]*+\))++"
# a value: a string, a braced block, or a plain token; then what XLA prints after a shape: its layout
# (outfeed_shape=f32[4]{0}) and, for literal=, the literal after a space (literal=s32[2]{0} {1, 2}, s32[] 5)
_VALUE = ("(?:" + _STR + "|" + _B3 + "|" + _PLAIN + r")(?:" + _PLAIN + ")?+(?:" + _B1 + r")?+"
          r"(?:[ ](?:" + _B3 + r"|[\w.+\-]++))?+")
_ATTR = re.compile(r",\s*+([\w\-.]+)=(" + _VALUE + ")")
_TAIL_END = re.compile(r"\s*+(?://.*)?$")
# Common case: a non-tuple shape (no spaces) then the opcode.
_INSTR = re.compile(r"[ \t]++(ROOT[ \t]++)?%?([^\s=%]++)[ \t]*+=[ \t]*+([^\s(]\S*+)[ \t]++([\w\-]++)\(([^()]*+)\)")
# General case: a tuple shape; the shape's end is found by _close.
_INSTR_HEAD = re.compile(r"[ \t]++(ROOT[ \t]++)?%?([^\s=%]++)[ \t]*+=[ \t]*+")
_OPCODE = re.compile(r"[ \t]*+([\w\-]++)\(")
_NONSPACE = re.compile(r"\S++")
_OLD_OPERAND = re.compile(r"%([^\s,()]+)")
_COMMENT = re.compile(r"/\*.*?\*/")
_PAREN = re.compile(r"[()]|" + _STR)
_HEADER = re.compile(r"HloModule[ \t]++([^\s,]++)")
_COMPUTATION = re.compile(r"(ENTRY[ \t]++)?%?([^\s(){}%]++).*\{[ \t]*+$")
# a key starts at a word boundary: without the look-behind, findall retries inside every long token (quadratic)
_META = re.compile(r"(?<![\w\-])([\w\-]++)=(" + _STR + r"|[^\s}]++)")
_ARRAY = re.compile(r"([a-z][a-z0-9]*+)\[([^\]]*+)\]")
# Every line of a chunk, one findall tuple per line: (ROOT, name, shape, opcode, operands, dimensions, rest, line).
# The instruction groups are set only for the common case (non-tuple shape, operands without parentheses);
# the last group (the whole line) only for the other lines.
_LINE = re.compile(
    r"^(?:[ \t]++(ROOT[ \t]++)?%?([^\s=%]++)[ \t]*+=[ \t]*+([^\s(]\S*+)[ \t]++([\w\-]++)"
    r"\(([^()\n]*+)\)(?:, dimensions=(\{[\d,]*+\}))?+(.*)|(.*))$",
    re.M,
)
_CHUNK = 1 << 18  # characters read at a time; the instructions of one chunk of text are one chunk of the table
_LONG = 1 << 22  # a line longer than this is read in pieces (a constant's literal is skipped, not kept)
_PAREN_ONLY = re.compile(r"[()]")
_W = 9  # fields per instruction in the parser's flat record list: comp, name, opcode, shape, root, operands, parameter, dimensions, line
#: instructions table column -> its field in the flat record (the other columns come from the attributes)
_FLAT = {"computation": 0, "name": 1, "opcode": 2, "shape": 3, "is_root": 4, "operands": 5, "parameter_number": 6,
         "line": 8}
_ATTR_COLUMNS = ("fusion_kind", "called_computations", "custom_call_target", "dimensions", "backend_config",
                 "sharding", "frontend_attributes", "control_predecessors", "attributes", "op_type", "op_name",
                 "source_file", "source_line", "stack_frame_id")
_SECTIONS = frozenset({"FileNames", "FunctionNames", "FileLocations", "StackFrames"})


@dataclass(frozen=True)
class HloModule:
    """A parsed HLO module.

    Attributes:
        header: the ``HloModule`` line: ``name`` (str), ``is_scheduled``
            (bool), ``entry_computation_layout`` (str, braces removed) and every
            other attribute as printed (str).
        computations: one row per computation, see :data:`COMPUTATION_SCHEMA`.
        instructions: one row per instruction, see :data:`INSTRUCTION_SCHEMA`.
        constants: one row per ``constant`` instruction, see :data:`CONSTANT_SCHEMA`.
    """

    header: dict[str, Any]
    computations: pd.DataFrame
    instructions: pd.DataFrame
    constants: pd.DataFrame = field(repr=False)

    @property
    def name(self) -> str:
        return str(self.header.get("name"))

    @property
    def entry(self) -> str:
        """Name of the ENTRY computation (the last one when none is marked, as XLA's parser takes it)."""
        c = self.computations
        entry = c.loc[c["is_entry"], "name"]
        return str(entry.iloc[0] if len(entry) else c["name"].iloc[-1])  # none marked: XLA takes the last


def shape_elements(shape: str) -> list[tuple[str, int]]:
    """Each array in a shape as (element type, element count), tuples flattened.

    Dynamic dimensions (``<=N``) count at their bound ``N``; ``f32[]`` is one
    element; ``token[]`` is one element of zero bytes.
    """
    out = []
    for dtype, dims in _ARRAY.findall(shape):
        n = 1
        if dims:
            for d in dims.split(","):
                d = d.strip().lstrip("<=").strip()
                n *= int(d) if d.isdigit() else 0
        out.append((dtype, n))
    return out


def shape_size_bytes(shape: str) -> int:
    """Bytes of a shape's arrays (sum over tuple elements), sub-byte types rounded up.

    Raises:
        KeyError: an element type XLA does not have.
    """
    return sum((n * DTYPE_BITS[t] + 7) // 8 for t, n in shape_elements(shape))


def _close(line: str, start: int, name: str, lineno: int) -> int:
    """Index just after the ``)`` matching the ``(`` at ``start`` (strings skipped)."""
    depth = 0
    for m in _PAREN.finditer(line, start):
        c = m.group()
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return m.end()
    raise ParseError(name, lineno, "unbalanced parentheses (line cut mid-instruction?)", line.strip())


_BRACE_OR_STR = re.compile(r'"(?:[^"\\]++|\\.)*+(")?|[{}]')
_STRING_END = re.compile(r'(?:[^"\\]++|\\.)*+(")?')  # the rest of a string begun on an earlier line


def _open_after(text: str, depth: int = 0, in_string: bool = False) -> tuple[int, bool]:
    """(``{`` not closed yet, inside a string) after ``text``, from the state before it.

    A header attribute continues on the next line while either holds; each
    line is scanned once, whatever the number of lines the attribute takes.
    """
    pos = 0
    if in_string:
        m = _STRING_END.match(text)
        if m is None or m.group(1) is None:
            return depth, True
        pos = m.end()
    if "{" not in text and "}" not in text and '"' not in text:
        return depth, False
    for m in _BRACE_OR_STR.finditer(text, pos):
        g = m.group()
        if g == "{":
            depth += 1
        elif g == "}":
            depth -= 1
        elif m.group(1) is None:
            return depth, True
    return depth, False


def _split_attrs(tail: str, pos: int, name: str, lineno: int) -> list[tuple[str, str]]:
    """``, key=value, key=value`` from ``pos`` to the end of ``tail``."""
    out = []
    n = len(tail)
    while pos < n:
        m = _ATTR.match(tail, pos)
        if m is None:
            if _TAIL_END.match(tail, pos):
                break
            raise ParseError(name, lineno, "cannot read attribute", tail[pos:].strip())
        out.append((m.group(1), m.group(2)))
        pos = m.end()
    return out


def _unquote(v: str) -> str:
    if len(v) >= 2 and v[0] == '"' and v[-1] == '"':
        v = v[1:-1]
        if "\\" in v:
            v = v.replace('\\"', '"').replace("\\\\", "\\")
    return v


def _names(v: str) -> list[str]:
    """``%a`` / ``{%a, %b}`` / ``{a,b}`` -> ``["a", "b"]``."""
    v = v.strip("{}")
    if not v:
        return []
    return [s.strip().lstrip("%") for s in v.split(",") if s.strip()]


def _operands(seg: str) -> list[str]:
    if not seg:
        return []
    if "/*" in seg:
        seg = _COMMENT.sub("", seg)
    if "] %" in seg or "} %" in seg or ") %" in seg:  # 2018-2022 syntax: operands carry their shapes
        return _OLD_OPERAND.findall(seg)
    return seg.replace("%", "").replace(" ", "").split(",")


def _scalar(lit: str) -> float:
    lit = lit.strip()
    if lit == "true":
        return 1.0
    if lit == "false":
        return 0.0
    try:
        return float(lit)
    except ValueError:
        return math.nan


class _Parser:
    """One pass over the lines.

    The instructions of each chunk of text are kept as flat records, then
    moved to the instructions table's next chunk (:meth:`flush`) before the
    next chunk is read: Python objects of at most one chunk are alive.
    Computations and constants are kept as tuples, typed at the end.
    """

    def __init__(self, name: str):
        self.name = name
        self.header: dict[str, Any] = {}
        self.comps: list[tuple] = []
        self.instrs: list[Any] = []  # flat: _W fields per instruction, of the chunk being read
        self.extra: list[tuple[int, tuple]] = []  # (index in the chunk, _ATTR_COLUMNS values) of those with attributes
        self.table = ColumnChunks(INSTRUCTION_SCHEMA)
        self.flushed = 0  # instructions moved to the table
        self.sugar: list[tuple[tuple, tuple | None, list[str]]] = []  # async sugar starts, see flush
        self.consts: list[tuple] = []
        self.tables: dict[str, dict[int, Any]] = {}

    def lines(self, chunk: str) -> list[tuple[str, ...]]:
        """The :data:`_LINE` tuples of one chunk of text; the instructions read before it go to the table first."""
        self.flush()
        return _LINE.findall(chunk)

    def flush(self, sugar: bool = True) -> None:
        """Move the flat records and their attributes to the next chunk of the instructions table.

        An ``<op>-start`` of the async syntax sugar (when ``sugar``) is kept
        for :meth:`async_sugar`: its record, its attributes (the called
        computations copied) and the ``called_computations`` list of its row.
        """
        rows = self.instrs
        n = len(rows) // _W
        if n == 0:
            return
        extra = self.extra
        where = [r for r, _ in extra]
        dense = len(where) == n  # every instruction has attributes (indexes are increasing and distinct)
        columns: list[Any] = []
        for c in INSTRUCTION_SCHEMA:
            if c.name in _FLAT:
                values: list | None = rows[_FLAT[c.name] :: _W]
            else:
                k = _ATTR_COLUMNS.index(c.name)
                got = [v[k] for _, v in extra]
                if c.name == "dimensions":  # the common-case regex reads dimensions= into the flat record
                    values = rows[7::_W]
                    for r, v in zip(where, got):
                        if v is not None:
                            values[r] = v
                elif dense:
                    values = got
                elif any(v is not None for v in got):
                    values = [None] * n
                    for r, v in zip(where, got):
                        if v is not None:
                            values[r] = v
                else:
                    values = None  # no value in this chunk: nulls (ColumnChunks.add)
                del got
            if c.name == "attributes":  # None stands for an empty dict / list in the records
                values = [{} for _ in range(n)] if values is None else [{} if v is None else v for v in values]
            elif c.dtype == "object":  # one shared empty tuple for every empty list (memory of long files)
                values = [()] * n if values is None else [() if v is None else v for v in values]
            columns.append(values)
        if sugar:
            opcodes = rows[2::_W]
            starts = {o for o in set(opcodes) if o.endswith("-start") and o not in _ASYNC_OPCODES}
            if starts:
                i_called = _ATTR_COLUMNS.index("called_computations")
                attrs_of = dict(extra)
                called = columns[INSTRUCTION_SCHEMA.names.index("called_computations")]
                for r in [r for r, o in enumerate(opcodes) if o in starts]:
                    a = attrs_of.get(r)
                    if a is not None and a[i_called] is not None:  # the row's list is replaced in place later
                        a = (*a[:i_called], list(a[i_called]), *a[i_called + 1 :])
                    if not called[r]:  # the shared empty tuple: a list of its own, to be replaced in place
                        called[r] = []
                    self.sugar.append((tuple(rows[r * _W : (r + 1) * _W]), a, called[r]))
        self.table.add(columns)
        self.flushed += n
        rows.clear()
        extra.clear()

    def run(self, rows: Iterator[tuple[str, ...]]) -> None:  # noqa: C901 - the hot loop, kept flat for speed
        """Consume :data:`_LINE` tuples, one per line of the file, in order."""
        name = self.name
        instrs = self.instrs
        ext = instrs.extend
        attributes = self._attributes
        extra = self.extra.append
        comp: str | None = None
        comp_line = 0
        comp_entry = False
        comp_first = 0  # index in the module of the computation's first instruction
        params = 0
        root: str | None = None
        section: str | None = None
        it = iter(rows)
        lineno = 0
        is_root: str | None
        for row in it:
            is_root, iname, shape, opcode, seg, dims, rest, line = row
            lineno += 1
            if comp is not None:
                if iname:  # the common case, read by one regex: name, non-tuple shape, opcode, operands
                    if opcode == "parameter":
                        ops: list[str] | None = None  # None: no operands (an empty list in the table, see flush)
                        try:
                            number = int(seg)
                            if not 0 <= number < 2**31:
                                raise ValueError
                            pnum: int | None = number
                            params += 1
                        except ValueError:
                            raise ParseError(name, lineno, "parameter number is not an integer from 0 to 2^31-1", _row_text(row).strip()) from None
                    else:
                        pnum = None
                        if opcode == "constant":
                            ops = None
                            self._record_constant(seg, iname, shape, comp, lineno)
                        elif not seg:
                            ops = None
                        elif "/*" in seg or "] %" in seg or "} %" in seg:
                            ops = _operands(seg)
                        else:
                            ops = seg.replace("%", "").replace(" ", "").split(",")
                    if rest:
                        extra((len(instrs) // _W, attributes(rest, 0, lineno)))
                    if is_root:
                        root = iname
                        ext((comp, iname, opcode, shape, True, ops, pnum, dims or None, lineno))
                    else:
                        ext((comp, iname, opcode, shape, False, ops, pnum, dims or None, lineno))
                    continue
                s = line.strip()
                if s == "}" or s[:2] == "}," or s[:4] == "} //":  # "}, execution_thread=...": another thread's; "} // name": XLA 2024
                    n = self.flushed + len(instrs) // _W - comp_first
                    self.comps.append((comp, comp_entry, n, params, root, comp_line))
                    comp = None
                    continue
                if not s or s.startswith("//"):
                    continue
                is_root, iname, shape, opcode, k = self._slow_head(line, lineno)
                pnum = None
                ops = None
                if opcode == "constant":
                    j, line, lineno = self._constant(it, line, k, iname, shape, comp, lineno)
                else:
                    j = _close(line, k - 1, name, lineno)
                    if opcode == "parameter":
                        try:
                            pnum = int(line[k : j - 1])
                            if not 0 <= pnum < 2**31:
                                raise ValueError
                            params += 1
                        except ValueError:
                            raise ParseError(name, lineno, "parameter number is not an integer from 0 to 2^31-1", line.strip()) from None
                    else:
                        ops = _operands(line[k : j - 1])
                if is_root:
                    root = iname
                if j < len(line):
                    extra((len(instrs) // _W, attributes(line, j, lineno)))
                ext((comp, iname, opcode, shape, is_root is not None, ops, pnum, None, lineno))
                continue
            if iname:  # an instruction outside a computation: its line, for the error below
                line = _row_text(row)
            s = line.strip()
            if not s or s.startswith("//"):
                continue
            if s in _SECTIONS:  # stack-frame tables (2024+): FileNames, ..., StackFrames
                section = s
                continue
            if section and s[0].isdigit():
                self._section_row(section, s)
                continue
            section = None
            if s.startswith("HloModule") or (s[0] == "," and self.header and not self.comps):
                # a header attribute printed over several lines (origin_recovery_table={...}), and the
                # attributes the printer puts on the lines after it (", key=value")
                first = lineno
                depth, in_string = _open_after(s)
                if depth > 0 or in_string:
                    parts = [s]
                    while depth > 0 or in_string:
                        nxt = next(it, None)
                        if nxt is None:
                            raise ParseError(name, first, "file ends inside the HloModule line's attributes (truncated?)")
                        lineno += 1
                        parts.append(_row_text(nxt))
                        depth, in_string = _open_after(parts[-1], depth, in_string)
                    s = "\n".join(parts)
                if s[0] == ",":
                    self._header_attrs(s, 0, first)
                else:
                    self._header(s, first)
                continue
            c = _COMPUTATION.match(s)
            if c is None:
                raise ParseError(name, lineno, "expected HloModule, a computation or an instruction", s)
            if not self.header and not self.comps:
                self.header = {"name": None}
            comp = c.group(2)
            comp_entry = bool(c.group(1))
            comp_line = lineno
            comp_first = self.flushed + len(instrs) // _W
            params = 0
            root = None
        if comp is not None:
            raise ParseError(name, lineno, f"file ends inside computation {comp} (truncated?)")
        self.flush()
        if not self.comps:
            raise ParseError(name, None, "no HLO computation found" if self.header else "empty file")
        if not any(c[1] for c in self.comps):
            if self.header.get("name") is not None:  # XLA marks the ENTRY of every module it prints
                raise ParseError(name, lineno, "no ENTRY computation (file cut before it?)")
            self.comps[-1] = (self.comps[-1][0], True, *self.comps[-1][2:])  # computations alone: XLA takes the last

    def async_sugar(self) -> None:
        """Add the computation XLA wraps around each ``<op>-start`` of the async syntax sugar.

        XLA prints ``async-start(...), calls=%c`` whose ``c`` holds one
        instruction as ``<op>-start(...)`` and leaves ``c`` out; its parser
        builds ``c`` again: ``async_wrapped`` (one ``async_param`` parameter per
        operand, root the wrapped op, named after its opcode, holding the
        start's attributes; names made unique in the module as XLA's name
        uniquifier does). The start's ``called_computations`` is that
        computation alone (a ``to_apply=`` belongs to the wrapped op), as in
        XLA's module. Runs once every instruction is in the table (after :meth:`run`).
        """
        if not self.sugar:
            return
        comp_names = {c[0] for c in self.comps}
        names = set(self.table.column("name").to_pylist())
        counters: dict[str, int] = {}

        def unique(base: str, used: set[str]) -> str:
            n = base
            if n in used:
                i = counters.get(base, 1)
                while f"{base}.{i}" in used:
                    i += 1
                counters[base] = i + 1
                n = f"{base}.{i}"
            used.add(n)
            return n

        # the shapes of the starts' operands: (computation, name) -> shape, read back from the table
        wanted = pa.array(sorted({o for rec, _, _ in self.sugar for o in rec[5] or ()}), type=pa.large_string())
        found = pc.is_in(self.table.column("name"), value_set=wanted)
        shapes = {(c, n): sh for c, n, sh in zip(*(pc.filter(self.table.column(k), found).to_pylist()
                                                   for k in ("computation", "name", "shape")))}
        instrs = self.instrs
        for rec, attrs, called in self.sugar:
            comp, opcode, shape, operands, dims, line = rec[0], rec[2], rec[3], rec[5] or [], rec[7], rec[8]
            base = opcode[: -len("-start")]
            wrapped = unique("async_wrapped", comp_names)
            params = [unique("async_param", names) for _ in operands]
            root = unique(base, names)
            parts = _tuple_parts(shape)
            for i, (pname, operand) in enumerate(zip(params, operands, strict=True)):
                instrs.extend((wrapped, pname, "parameter", shapes.get((comp, operand), ""), False, None, i, None, line))
            if attrs is not None:
                self.extra.append((len(instrs) // _W, attrs))
            instrs.extend((wrapped, root, base, parts[1] if len(parts) > 1 else "", True, params, None, dims, line))
            called[:] = [wrapped]  # the start's row: its list, replaced in place (to_apply= is the wrapped op's)
            self.comps.append((wrapped, False, len(params) + 1, len(params), root, line))
        self.sugar.clear()
        self.flush(sugar=False)

    def instruction_frame(self) -> pd.DataFrame:
        """The instructions table, from its chunks; ``source_file`` / ``source_line`` resolved through the stack frames."""
        if self.flushed == 0:
            return INSTRUCTION_SCHEMA.empty()
        df = self.table.frame()
        if self.tables:
            self.resolve_frames(df)
        return df

    def _section_row(self, section: str, s: str) -> None:
        """One row of a stack-frame table, kept to resolve ``stack_frame_id`` to file and line."""
        key, _, rest = s.partition(" ")
        row = _table_id(key)
        if row is None:
            return
        if section in ("FileNames", "FunctionNames"):
            self.tables.setdefault(section, {})[row] = _unquote(rest.strip())
        else:
            fields = {k: v for k, v in _META.findall(rest)}
            self.tables.setdefault(section, {})[row] = fields

    def resolve_frames(self, df: pd.DataFrame) -> None:
        """Fill source_file / source_line of ``df`` (in place) from stack_frame_id where metadata lacks a file."""
        need = df["stack_frame_id"].notna() & df["source_file"].isna()
        if not need.any():
            return
        resolved = [self.source_of_frame(int(f)) for f in df.loc[need, "stack_frame_id"]]
        df.loc[need, "source_file"] = [f for f, _ in resolved]
        df.loc[need, "source_line"] = [ln for _, ln in resolved]

    def source_of_frame(self, frame_id: int) -> tuple[str | None, int | None]:
        """(file, line) of a stack frame, from the FileNames / FileLocations / StackFrames tables."""
        t = self.tables
        fr = t.get("StackFrames", {}).get(frame_id)
        if fr is None:
            return None, None
        loc_id = _table_id(fr.get("file_location_id") or "0")
        loc = None if loc_id is None else t.get("FileLocations", {}).get(loc_id)
        if loc is None:
            return None, None
        name_id = _table_id(loc.get("file_name_id") or "0")
        file = None if name_id is None else t.get("FileNames", {}).get(name_id)
        return file, _table_id(loc.get("line") or "")

    def _attributes(self, line: str, j: int, lineno: int) -> tuple:
        """The attribute columns of one instruction, from ``, key=value`` at ``j`` on."""
        kind = called = target = dims = bcfg = shard = fattr = preds = None
        attrs: dict[str, str] | None = None
        op_type = op_name = src_file = src_line = frame_id = None
        for key, v in _split_attrs(line, j, self.name, lineno):
            if key == "metadata":
                for mk, mv in _META.findall(v, 1, len(v) - 1):
                    if mk == "op_type":
                        op_type = sys.intern(_unquote(mv))
                    elif mk == "op_name":
                        op_name = _unquote(mv)
                    elif mk == "source_file":
                        src_file = _unquote(mv)
                    elif mk == "source_line":
                        src_line = int(mv) if mv.isdecimal() and len(mv) < 10 else None
                    elif mk == "stack_frame_id" and mv.isdecimal() and len(mv) < 19:  # an int64, as source_line
                        frame_id = int(mv)
            elif key == "kind":
                kind = v
            elif key in _CALL_KEYS:
                called = (called or []) + _names(v)
            elif key == "custom_call_target":
                target = _unquote(v)
            elif key == "dimensions":
                dims = v
            elif key == "backend_config":
                bcfg = _unquote(v)
            elif key == "sharding":
                shard = v
            elif key == "frontend_attributes":
                fattr = v
            elif key == "control-predecessors":
                preds = _names(v)
            else:
                if attrs is None:
                    attrs = {}
                attrs[key] = v
        return (kind, called, target, dims, bcfg, shard, fattr, preds, attrs, op_type, op_name, src_file, src_line, frame_id)

    def _slow_head(self, line: str, lineno: int) -> tuple[str | None, str, str, str, int]:
        m = _INSTR_HEAD.match(line)
        if m is None:
            raise ParseError(self.name, lineno, "expected an instruction", line.strip())
        p = m.end()
        if line[p : p + 1] == "(":
            e = _close(line, p, self.name, lineno)
        else:
            t = _NONSPACE.match(line, p)
            if t is None:
                raise ParseError(self.name, lineno, "instruction without shape", line.strip())
            e = t.end()
        o = _OPCODE.match(line, e)
        if o is None:
            raise ParseError(self.name, lineno, "expected an opcode and '('", line.strip())
        return m.group(1), m.group(2), line[p:e], o.group(1), o.end()

    def _constant(self, it, line: str, k: int, iname: str, shape: str, comp: str | None, lineno: int):
        """Skip the literal; record size from the shape. Returns (index after ')', line, lineno)."""
        first = lineno
        j = line.find(")", k)
        if shape[:1] == "(" or shape[:1] == "c" or "(" in line[k : j if j >= 0 else len(line)]:
            j = _close(line, k - 1, self.name, lineno) - 1  # tuples, complex numbers, NaN payloads: -nan(0x7f)
        lit = line[k:j] if 0 <= j - k < 64 else ""
        while j < 0:  # a literal printed over several lines (older printers)
            row = next(it, None)
            lineno += 1
            if row is None:
                raise ParseError(self.name, first, "file ends inside a constant literal (truncated?)")
            line = _row_text(row)
            j = line.find(")")
        self._record_constant(lit, iname, shape, comp, first)
        return j + 1, line, lineno

    def _record_constant(self, lit: str, iname: str, shape: str, comp: str | None, first: int) -> None:
        """One row of the constants table; ``lit`` is the literal text when short, else empty."""
        try:
            elems = shape_elements(shape)
            count = sum(n for _, n in elems)
            size = sum((n * DTYPE_BITS[t] + 7) // 8 for t, n in elems)
        except (KeyError, ValueError):
            raise ParseError(self.name, first, "constant with an unknown shape", shape) from None
        if size > INT64_MAX or count > INT64_MAX:
            raise ParseError(self.name, first, "constant of 2^63 elements or bytes or more (no number of 64 bits holds it)", shape)
        scalar = len(elems) == 1 and shape[:1] != "(" and "[]" in shape
        dtype = "tuple" if shape[:1] == "(" else (elems[0][0] if elems else shape.split("[", 1)[0])
        value = _scalar(lit) if scalar and len(lit) < 64 else math.nan
        self.consts.append((comp, iname, shape, dtype, count, size, value, scalar, first))

    def _header(self, s: str, lineno: int) -> None:
        m = _HEADER.match(s)
        if m is None:
            raise ParseError(self.name, lineno, "HloModule without a name", s)
        self.header = {"name": m.group(1), "is_scheduled": False}
        self._header_attrs(s, m.end(), lineno)

    def _header_attrs(self, s: str, pos: int, lineno: int) -> None:
        h = self.header
        for key, v in _split_attrs(s, pos, self.name, lineno):
            if key == "is_scheduled":
                h[key] = v == "true"
            elif key == "entry_computation_layout":
                h[key] = v[1:-1] if v.startswith("{") else v
            else:
                h[key] = _unquote(v)


def _table_id(text: str) -> int | None:
    """A number of the stack-frame tables (an id, a line) as an int; None when it is not one an int64 column holds."""
    return int(text) if text.isdecimal() and len(text) < 19 else None


#: opcodes that are asynchronous themselves; any other ``<op>-start`` is the async syntax sugar
_ASYNC_OPCODES = frozenset({"async-start", "all-gather-start", "all-reduce-start", "collective-permute-start", "copy-start"})


def _tuple_parts(shape: str) -> list[str]:
    """The top-level elements of a tuple shape as printed (``/*index=N*/`` comments dropped); [] for an array."""
    if shape[:1] != "(":
        return []
    if "/*" in shape:
        shape = _COMMENT.sub("", shape)
    parts, depth, start = [], 0, 1
    for i, ch in enumerate(shape):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                parts.append(shape[start:i].strip())
        elif ch == "," and depth == 1:
            parts.append(shape[start:i].strip())
            start = i + 1
    return [p for p in parts if p]


def _row_text(row: tuple[str, ...]) -> str:
    """The line a :data:`_LINE` tuple was read from (rebuilt for an instruction read by the fast path)."""
    is_root, iname, shape, opcode, seg, dims, rest, line = row
    if not iname:
        return line
    return f"  {is_root}%{iname} = {shape} {opcode}({seg})" + (f", dimensions={dims}" if dims else "") + rest


def _chunks(f: TextIO) -> Iterator[str]:
    """The text in chunks of whole lines (the last newline of each chunk dropped).

    A line longer than :data:`_LONG` is read in pieces: when it is a
    ``constant``, its literal is skipped and the line comes back as
    ``... constant()`` plus its attributes, so memory stays bounded by the
    chunk size whatever the literal's size.
    """
    carry = ""
    while True:
        chunk = f.read(_CHUNK)
        if not chunk:
            break
        buf = carry + chunk if carry else chunk
        k = buf.rfind("\n")
        if k >= 0:
            yield buf[:k]
            carry = buf[k + 1 :]
        else:
            carry = buf
        if len(carry) > _LONG:
            box = [carry]
            carry = buf = chunk = ""  # the long line's text is held by _long_line only, and dropped there
            carry = yield from _long_line(f, box)
    if carry:
        yield carry


def _long_line(f: TextIO, box: list[str]) -> Generator[str, None, str]:
    """Finish a line longer than :data:`_LONG` that starts with ``box[0]``; returns the text after it."""
    head = box.pop()
    k = _constant_open(head)
    if k < 0:  # not a constant: kept whole, as any other line
        buf = head
        while True:
            chunk = f.read(_CHUNK)
            if not chunk:
                yield buf
                return ""
            n = chunk.find("\n")
            if n >= 0:
                yield buf + chunk[:n]
                return chunk[n + 1 :]
            buf += chunk
    prefix = head[:k]
    nested = True  # count parentheses: tuples, complex numbers and NaN payloads (-nan(0x7f)) hold some
    depth = 1
    scan, pos = head, k
    del head
    while True:  # find the ')' closing the literal
        close = -1
        if not nested:
            close = scan.find(")", pos)
        else:
            for m in _PAREN_ONLY.finditer(scan, pos):
                depth += 1 if m.group() == "(" else -1
                if depth == 0:
                    close = m.start()
                    break
        if close >= 0:
            break
        scan = ""
        scan, pos = f.read(_CHUNK), 0
        if not scan:  # file ends inside the literal: the reader reports it
            yield prefix
            return ""
    rest = scan[close:]
    while (n := rest.find("\n")) < 0:
        chunk = f.read(_CHUNK)
        if not chunk:
            yield prefix + rest
            return ""
        rest += chunk
    yield prefix + rest[:n]
    return rest[n + 1 :]


def _constant_open(head: str) -> int:
    """Index just after ``constant(`` when ``head`` starts a constant instruction, else -1."""
    m = _INSTR_HEAD.match(head)
    if m is None:
        return -1
    p = m.end()
    if head[p : p + 1] == "(":
        depth = 0
        for t in _PAREN.finditer(head, p):
            depth += 1 if t.group() == "(" else (-1 if t.group() == ")" else 0)
            if depth == 0:
                p = t.end()
                break
        else:
            return -1
    else:
        word = _NONSPACE.match(head, p)
        if word is None:
            return -1
        p = word.end()
    o = _OPCODE.match(head, p)
    return o.end() if o is not None and o.group(1) == "constant" else -1


@with_doc(INSTRUCTION_SCHEMA)
@reader
def read_hlo(path_or_text: PathOrText) -> HloModule:
    """Read HLO text into an :class:`HloModule`.

    Args:
        path_or_text: a dump file (``*.before_optimizations.txt``,
            ``*.cpu_after_optimizations.txt``, ``*.sm_8.0_gpu_after_optimizations.txt``,
            ``*.after_optimizations.txt``), or the text itself.

    Returns:
        ``HloModule`` with ``header`` (dict), ``computations``
        (:data:`COMPUTATION_SCHEMA`), ``constants`` (:data:`CONSTANT_SCHEMA`)
        and ``instructions``, one row per instruction, with columns:
        {schema}

    Raises:
        ParseError: empty or binary file, no computation, a line that is not
            HLO, unbalanced parentheses (a line cut mid-instruction), a file
            ending inside a computation.
        KitError: the path does not exist.
    """
    p = _Parser(source_name(path_or_text))
    gc_was_on = gc.isenabled()
    gc.disable()  # the parse allocates many small lists and no cycles; collection passes only cost time
    try:
        with open_lines(path_or_text) as f:
            p.run(chain.from_iterable(map(p.lines, _chunks(f))))
        p.async_sugar()
        return HloModule(
            header=p.header,
            computations=rows_frame(p.comps, COMPUTATION_SCHEMA),
            instructions=p.instruction_frame(),
            constants=rows_frame(p.consts, CONSTANT_SCHEMA),
        )
    finally:
        if gc_was_on:
            gc.enable()


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
_MODULE_HEAD = re.compile(r"\A\s*HloModule\s")
#: a computation or fusion printed alone (XLA:GPU's per-fusion .hlo): a header line, then an instruction line
_COMPUTATION_HEAD = re.compile(r"\A\s*(?:ENTRY\s+)?%?[\w.\-]+(?:\s*\([^\n]*\)\s*->\s*[^\n]*)?\s*\{[ \t]*\n"
                               r"[ \t]*(?:ROOT\s+)?%?[\w.\-]+\s*=\s*(?:\(|[a-z]+\d*\[)")


def is_hlo_text(head: Head) -> bool:
    """HLO text: an ``HloModule`` line first, or a computation header followed by an instruction line."""
    return bool(_MODULE_HEAD.match(head.text) or _COMPUTATION_HEAD.match(head.text))
