"""PTX assembly (``.ptx``) as tables: entries/functions, globals, loads.

One pass, one regular expression per line kind. Loads are grouped by their
full opcode (``ld.global.nc.u64``) and by the symbol they address when the
address is a symbol (``[buffer_for_constant_121]``, ``[name+8]``); a load
through a register (``[%rd7]``) has symbol <NA>.

Checked against: PTX 6.x-8.x written by LLVM 19 ``llc -march=nvptx64``
(sm_70) for XLA:GPU style modules, and the 2022 XLA:GPU dump line quoted in
shared/CASES.md (``ld.global.nc.u64 %rd379, [buffer_for_constant_121]``).
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, with_doc
from ..textio import INT64_MAX, Head, PathOrText, open_lines, reader, source_name, to_int

REG_KINDS = ("pred", "b16", "b32", "b64", "f32", "f64")

PTX_ENTRIES_SCHEMA = Schema(
    [
        Column("name", "string", "entry (kernel) or function name"),
        Column("is_entry", "boolean", "`.entry` (a kernel), not a `.func`"),
        Column("is_declaration", "boolean", "`.extern .func` or a prototype without body"),
        Column("instruction_count", "Int64", "instructions in the body (statements ending in ';', directives and labels excluded); <NA> for declarations"),
        *[Column(f"reg_{k}", "Int64", f"registers of kind {k} declared with .reg (e.g. .reg .b64 %rd<12> counts 12)") for k in REG_KINDS],
        Column("line", "int64", "1-based line of the .entry/.func directive"),
        Column("end_line", "int64", "1-based line of its body's closing brace (of the prototype's ';' for a declaration): "
               "the function is lines line..end_line"),
    ]
)

PTX_GLOBALS_SCHEMA = Schema(
    [
        Column("name", "string", "variable name"),
        Column("state_space", "string", "global, const, shared or local"),
        Column("is_extern", "boolean", "declared .extern (defined in another module)"),
        Column("type", "string", "element type, e.g. .b8, .f32"),
        Column("size_bytes", "Int64", "element size times the array dimensions; <NA> for unsized arrays", "bytes"),
        Column("function", "string", "entry/function that declares it; <NA> at module scope"),
        Column("line", "int64", "1-based line"),
    ]
)

PTX_LOADS_SCHEMA = Schema(
    [
        Column("function", "string", "entry or function holding the loads"),
        Column("state_space", "string", "global.nc, global, const, param, shared, local, or generic (plain ld)"),
        Column("qualifiers", "string", "the full opcode, e.g. ld.global.nc.u64"),
        Column("symbol", "string", "symbol addressed: [sym] / [sym+off], or a register whose value was derived from the symbol in the same function (mov, cvta, add, ...); <NA> when the address comes from elsewhere"),
        Column("through_register", "boolean", "the address is a register derived from the symbol (a table read at a computed index), not the symbol itself"),
        Column("count", "int64", "number of such loads"),
        Column("lines", "object", "1-based lines of these loads (list of int)"),
    ]
)

_FUNC = re.compile(r"^(?:\.(?:visible|extern|weak)\s+)*\.(entry|func)\b(.*)$")
# the name starts at a word boundary: without the look-behind, search retries inside a long token (quadratic)
_FUNC_NAME = re.compile(r"(?:\([^)]*\)\s*)?(?<![\w$%])([A-Za-z_$%][\w$]*+)\s*(\(|;|$)")
_REG = re.compile(r"^\.reg\s+\.(\w+)\s+%\w+<(\d+)>\s*;")
_REG_SINGLE = re.compile(r"^\.reg\s+\.(\w+)\s+(%\w+(?:\s*,\s*%\w+)*)\s*;")
_VAR = re.compile(
    r"^(?P<pre>(?:\.(?:visible|extern|weak|common)\s+)*)\.(?P<space>global|const|shared|local)\s+"
    r"(?:\.(?:align|attribute)\s*(?:\d+|\([^)]*\))\s+)*(?:\.v\d\s+)?(?P<type>\.\w+)\s+(?P<name>[A-Za-z_$][\w$]*)(?P<dims>(?:\[\d*\])*)"
)
_LOAD = re.compile(r"^(?:@!?%\w+\s+)?(ldu?(?:\.[\w]+)+)\s+(.*)$")
_ADDR = re.compile(r"\[\s*([^\]]+?)\s*\]")
_INSN = re.compile(r"^(?:@!?%\w+\s+)?([a-z][\w.]*)\s+([^;]*);")
#: instructions whose result is an address computed from their sources
_ADDRESS_OPS = frozenset({"mov", "cvta", "add", "sub", "mad", "cvt"})
_SPACES = ("global", "const", "param", "shared", "local")
_TYPE_BYTES = {"8": 1, "16": 2, "32": 4, "64": 8, "128": 16}


@dataclass(frozen=True)
class PtxModule:
    """One PTX file as tables.

    Attributes:
        path: the file read or "<text>".
        version, target, address_size: the .version / .target / .address_size values (None when absent).
        entries: PTX_ENTRIES_SCHEMA; globals: PTX_GLOBALS_SCHEMA; loads: PTX_LOADS_SCHEMA.
    """

    path: str
    version: str | None
    target: str | None
    address_size: int | None
    entries: pd.DataFrame
    globals: pd.DataFrame
    loads: pd.DataFrame

    def symbol_loads(self, symbols: Iterable[str] | None = None) -> pd.DataFrame:
        """Loads that address a symbol (optionally only the given ones), any state space but param."""
        df = self.loads[self.loads["symbol"].notna() & (self.loads["state_space"] != "param")]
        if symbols is not None:
            df = df[df["symbol"].isin(set(symbols))]
        return df.reset_index(drop=True)


@with_doc(PTX_ENTRIES_SCHEMA)
@reader
def read_ptx(path_or_text: PathOrText) -> PtxModule:
    """Read PTX text into a :class:`PtxModule`.

    ``path_or_text`` is a path to a ``.ptx`` file or the PTX text itself.

    Returns:
        PtxModule whose ``entries`` columns are:
        {schema}
        ``globals``: name, state_space, is_extern, type, size_bytes, function,
        line; ``loads``: function, state_space, qualifiers, symbol, count.

    A 0-byte file (XLA:GPU writes one for a module that has no kernel) is a
    module with empty tables and no version or target.

    Raises:
        ParseError: not PTX (text without .version/.target/.entry/.func at
            all, binary data), or a function body that never closes; path and
            line given.
    """
    path, lines = _open_lines(path_or_text)
    r = _Reader(path)
    number = 0
    for number, line in enumerate(lines, start=1):
        r.feed(number, line)
    return r.finish(empty=number == 0)


def _open_lines(path_or_text: PathOrText) -> tuple[str, Iterable[str]]:
    return source_name(path_or_text), _stream(path_or_text)


def _stream(source: PathOrText) -> Iterator[str]:
    with open_lines(source) as fh:
        for line in fh:
            yield line.rstrip("\n")


class _Reader:
    def __init__(self, path: str):
        self.path = path
        self.version: str | None = None
        self.target: str | None = None
        self.address_size: int | None = None
        # rows as tuples in schema order (a dict per row costs several times the text it came from)
        self.entries: list[Any] = []  # the open function's row is a dict until it closes
        self.globals: list[tuple[Any, ...]] = []
        self.loads: dict[tuple[str, str, str, str | None, bool], list[int]] = {}  # -> the loads' lines
        self.symbols: set[str] = set()  # module-scope variables, as seen so far
        self.derived: dict[str, str] = {}  # register -> symbol its value was computed from (current function)
        self.fn: dict[str, Any] | None = None
        self.depth = 0
        self.header: tuple[int, str] | None = None  # a .entry/.func whose '{' or ';' is still to come
        self.saw = False
        self.number = 0  # the line being read

    def feed(self, number: int, raw: str) -> None:
        if "\x00" in raw:
            raise ParseError(self.path, number, "binary data, not PTX text")
        self.number = number
        s = raw.split("//", 1)[0].strip()
        if not s:
            return
        if self.header is not None:
            self._header_line(s)
            return
        if self.fn is not None and self.depth > 0:
            self._body(number, s)
            return
        m = _FUNC.match(s)
        if m:
            self.saw = True
            nm = _FUNC_NAME.search(m.group(2))
            if not nm:
                raise ParseError(self.path, number, "cannot find the function name", s)
            rec = {
                "name": nm.group(1),
                "is_entry": m.group(1) == "entry",
                "is_declaration": False,
                "instruction_count": 0,
                **{f"reg_{k}": 0 for k in REG_KINDS},
                "line": number,
                "end_line": number,
            }
            self.entries.append(rec)
            self.fn = rec
            self.derived = {}
            self.header = (number, s)
            self._header_line(s, first=True)
            return
        if s.startswith(".version"):
            self.version = self._word(number, s)
            self.saw = True
        elif s.startswith(".target"):
            self.target = s[len(".target") :].strip()
            self.saw = True
        elif s.startswith(".address_size"):
            w = self._word(number, s)
            if not w.isdigit():
                raise ParseError(self.path, number, ".address_size is not a number", s)
            self.address_size = to_int(w, self.path, number, ".address_size", 0)
        elif s.startswith("."):
            self._variable(number, s, None)

    def _word(self, number: int, s: str) -> str:
        """The word after a directive (``.version 8.4`` -> ``8.4``)."""
        parts = s.split()
        if len(parts) < 2:
            raise ParseError(self.path, number, f"{parts[0]} without a value", s)
        return parts[1]

    def _header_line(self, s: str, first: bool = False) -> None:
        """Track the header until its body opens ('{') or it ends as a prototype (';')."""
        fn = self.fn
        assert fn is not None
        if "{" in s:
            self.header = None
            self.depth = s.count("{") - s.count("}")
            if self.depth <= 0:
                self._close()
        elif s.endswith(";"):
            self.header = None
            fn["is_declaration"] = True
            fn["instruction_count"] = None
            self._close()

    def _close(self) -> None:
        """The open function ends: its row becomes a tuple in PTX_ENTRIES_SCHEMA order."""
        assert self.fn is not None and self.entries[-1] is self.fn
        self.fn["end_line"] = self.number
        self.entries[-1] = tuple(self.fn[n] for n in PTX_ENTRIES_SCHEMA.names)
        self.fn = None

    def _body(self, number: int, s: str) -> None:
        fn = self.fn
        assert fn is not None
        opens, closes = s.count("{"), s.count("}")
        if s in ("{", "}") or (opens or closes) and s.strip("{} ") == "":
            self.depth += opens - closes
            if self.depth <= 0:
                self._close()
            return
        if s.startswith(".reg"):
            self._registers(number, s)
            return
        if s.startswith("."):
            self._variable(number, s, fn["name"])
            return
        if s.endswith(":") or s.startswith("$") and s.rstrip().endswith(":"):
            return  # label
        if not s.endswith(";"):
            return
        fn["instruction_count"] += 1
        m = _LOAD.match(s)
        if m:
            self._load(number, fn["name"], m.group(1), m.group(2))
        else:
            self._track(s)

    def _track(self, s: str) -> None:
        """Follow symbol addresses through registers: ``mov.u64 %rd1, sym; cvta.global.u64 %rd2, %rd1;
        add.s64 %rd3, %rd2, %rd4;`` makes %rd3 derived from ``sym``; any other write clears it."""
        m = _INSN.match(s)
        if not m:
            return
        ops = [o.strip() for o in m.group(2).split(",")]
        if not ops or not ops[0].startswith("%"):
            return
        dst = ops[0]
        src = None
        if m.group(1).split(".")[0] in _ADDRESS_OPS:
            for o in ops[1:]:
                base = re.split(r"\s*[+-]\s*", o.strip("{} "))[0]
                src = self.derived.get(base) if base.startswith("%") else base if base in self.symbols else None
                if src:
                    break
        if src:
            self.derived[dst] = src
        else:
            self.derived.pop(dst, None)

    def _registers(self, number: int, s: str) -> None:
        fn = self.fn
        assert fn is not None
        m = _REG.match(s)
        if m:
            kind, n = _reg_kind(m.group(1)), to_int(m.group(2), self.path, number, "register count", 0)
        else:
            m = _REG_SINGLE.match(s)
            if not m:
                return
            kind, n = _reg_kind(m.group(1)), len(m.group(2).split(","))
        if kind is not None:
            fn[f"reg_{kind}"] += n
            if fn[f"reg_{kind}"] > INT64_MAX:
                raise ParseError(self.path, number, f"{kind} registers of {fn['name']} add up beyond an int64", s)

    def _variable(self, number: int, s: str, function: str | None) -> None:
        m = _VAR.match(s)
        if not m:
            return
        self.saw = True
        if function is None:
            self.symbols.add(m.group("name"))
        t = m.group("type")
        bits = re.sub(r"^\.[a-z]+", "", t)
        elem = _TYPE_BYTES.get(bits, 1 if t == ".pred" else None)
        dims = [d for d in re.findall(r"\[(\d*)\]", m.group("dims"))]
        size: int | None = elem
        for d in dims:
            size = None if (size is None or d == "") else size * to_int(d, self.path, number, "array dimension", 0)
            if size is not None and size > INT64_MAX:
                raise ParseError(self.path, number, f"{m.group('name')}: size beyond an int64", s)
        self.globals.append((m.group("name"), m.group("space"), ".extern" in m.group("pre"), t, size, function, number))

    def _load(self, number: int, function: str, opcode: str, operands: str) -> None:
        parts = opcode.split(".")
        space = "generic"
        for i, p in enumerate(parts[1:], start=1):
            if p in _SPACES:
                space = p
                if p == "global" and i + 1 < len(parts) and parts[i + 1] == "nc":
                    space = "global.nc"
                break
        if opcode.startswith("ldu"):
            space = "global.nc" if space in ("global", "generic") else space
        symbol, through = None, False
        a = _ADDR.search(operands)
        if a:
            base = re.split(r"\s*[+-]\s*", a.group(1))[0].strip()
            if base.startswith("%"):
                symbol = self.derived.get(base)
                through = symbol is not None
            elif base and not base[0].isdigit():
                symbol = base
        self.loads.setdefault((function, space, opcode, symbol, through), []).append(number)
        dst = operands.split(",", 1)[0].strip()
        self.derived.pop(dst, None)

    def finish(self, empty: bool = False) -> PtxModule:
        if self.fn is not None and (self.depth > 0 or self.header is not None):
            raise ParseError(self.path, self.fn["line"], f"body of {self.fn['name']} never closes")
        if not self.saw and not empty:  # 0 bytes: XLA:GPU writes an empty .ptx for a module without kernels
            raise ParseError(self.path, None, "no PTX content (.version, .target, .entry, .func or variables)")
        loads = [(*key, len(lines), lines) for key, lines in self.loads.items()]  # PTX_LOADS_SCHEMA order
        return PtxModule(
            path=self.path,
            version=self.version,
            target=self.target,
            address_size=self.address_size,
            entries=frame(self.entries, PTX_ENTRIES_SCHEMA),
            globals=frame(self.globals, PTX_GLOBALS_SCHEMA),
            loads=frame(loads, PTX_LOADS_SCHEMA),
        )


def _reg_kind(t: str) -> str | None:
    if t == "pred":
        return "pred"
    m = re.match(r"^([bsuf])(\d+)$", t)
    if not m:
        return None
    letter, bits = m.group(1), m.group(2)
    if letter == "f" and bits in ("32", "64"):
        return f"f{bits}"
    if bits in ("16", "32", "64"):
        return f"b{bits}"
    return None


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
_PTX_HEAD = re.compile(r"^\s*\.version \d+\.\d+\s*$.*^\s*\.target sm_", re.M | re.S)


def is_ptx(head: Head) -> bool:
    """PTX: a ``.version N.M`` directive, then ``.target sm_...``."""
    return bool(_PTX_HEAD.search(head.text))
