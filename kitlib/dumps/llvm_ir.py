"""LLVM IR text (``.ll``) as tables: globals, functions, loads of globals.

A fast line-oriented reader, not a full LLVM parser: one regular expression
per line kind, one pass, so a 100k-line XLA module reads in well under a
second, and IR that the installed LLVM cannot parse (syntax newer than the
tools: ``captures(none)``, the ``ptx_kernel`` calling convention) still reads.
Use LLVM's own tools (``llvm-as``) when the IR must be *valid*; use this when
you want to *look* at it.

Checked against: XLA:CPU kernel modules written by torch_xla 2.9.0
(``*_kernel_module.ir-no-opt.ll`` / ``.ir-with-opt.ll``, opaque pointers,
private constants, ``xla_dylib_index`` module flag), XLA:GPU style NVPTX
modules (``addrspace(1)`` constants, ``!nvvm.annotations`` kernels) as in
shared/CASES.md, LLVM 19 ``opt``/``llvm-dis`` output, and typed-pointer IR
(``i8*``) of the 2022 era for loads.
"""
from __future__ import annotations

import math
import re
import struct
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, with_doc

GLOBALS_SCHEMA = Schema(
    [
        Column("name", "string", "global name without the leading @ (unnamed globals: their number)"),
        Column("linkage", "string", "external, private, internal, linkonce_odr, weak, common, ... (external when not written)"),
        Column("is_declaration", "boolean", "no initializer: declared here, defined in another module"),
        Column("is_constant", "boolean", "declared with `constant` (read-only), not `global`"),
        Column("address_space", "Int64", "addrspace(N); 0 when not written (NVPTX: 1 global, 3 shared, 4 const)"),
        Column("type", "string", "value type as written, e.g. [8 x i8]"),
        Column("size_bytes", "Int64", "allocation size computed from the type (natural ABI alignment assumed); <NA> for opaque types", "bytes"),
        Column("has_initializer", "boolean", "an initializer is written"),
        Column("initializer_bytes", "object", "initializer as little-endian bytes for c\"...\", zeroinitializer and integer/float scalars and arrays; None when not decodable"),
        Column("line", "int64", "1-based line of the definition"),
    ]
)

FUNCTIONS_SCHEMA = Schema(
    [
        Column("name", "string", "function name without the leading @"),
        Column("is_declaration", "boolean", "`declare` (no body)"),
        Column("linkage", "string", "external, internal, private, linkonce_odr, ... (external when not written)"),
        Column("calling_conv", "string", "calling convention as written (ptx_kernel, fastcc, cc 71, ...); <NA> for the default ccc"),
        Column("is_kernel", "boolean", "a kernel: ptx_kernel / amdgpu_kernel / spir_kernel cc, listed as kernel in !nvvm.annotations, or the XLA:CPU kernel signature `ptr @k(ptr)` in an XLA:CPU module (%XLA_CPU_KernelCallFrame type, xla_dylib_index flag or !xla_cpu_memory_region_name)"),
        Column("instruction_count", "Int64", "instructions in the body; <NA> for declarations"),
        Column("line", "int64", "1-based line of the define/declare"),
    ]
)

LOADS_SCHEMA = Schema(
    [
        Column("function", "string", "defined function holding the loads"),
        Column("global", "string", "global read (directly, through a constant GEP/cast expression, or through a GEP/cast of it in the same function)"),
        Column("count", "int64", "number of load instructions reading that global"),
    ]
)

REFERENCES_SCHEMA = Schema(
    [
        Column("function", "string", "defined function"),
        Column("global", "string", "global variable mentioned in one of its instructions"),
        Column("count", "int64", "instructions mentioning it"),
    ]
)

MODULE_FLAGS_SCHEMA = Schema(
    [
        Column("key", "string", "module flag name, e.g. xla_dylib_index"),
        Column("behavior", "Int64", "merge behaviour (1 error, 2 warning, 4 override, 7 max, ...)"),
        Column("value", "string", "value as written, e.g. `i64 4`"),
    ]
)

LINKAGES = frozenset(
    "private internal available_externally linkonce weak common appending extern_weak linkonce_odr weak_odr external".split()
)
_GLOBAL_PREFIX_WORDS = frozenset(
    "dso_local dso_preemptable default hidden protected dllimport dllexport unnamed_addr local_unnamed_addr externally_initialized".split()
)
_KERNEL_CCS = frozenset({"ptx_kernel", "amdgpu_kernel", "spir_kernel"})
_CC_WORDS = re.compile(
    r"^(ccc|fastcc|coldcc|cc\s+\d+|ghccc|tailcc|swiftcc|swifttailcc|cfguard_checkcc|preserve_\w+|cxx_fast_tlscc|webkit_jscc|anyregcc|"
    r"(?:x86|arm|aarch64|avr|msp430|ptx|spir|amdgpu|intel|riscv|win64|hhvm|m68k)_\w+)$"
)

_NAME = r'(?:[-a-zA-Z$._][-a-zA-Z$._0-9]*|"[^"]*"|\d+)'
_GLOBAL_LINE = re.compile(rf"^@({_NAME})\s*=\s*(.*)$")
_DEFINE = re.compile(rf"^(define|declare)\s+(.*?)@({_NAME})\((.*)$")
_TYPE_DEF = re.compile(rf"^%({_NAME})\s*=\s*type\s+(.*)$")
_GLOBAL_REF = re.compile(rf"@({_NAME})")
_LOCAL_DEF = re.compile(rf"^\s*%({_NAME})\s*=\s*(.*)$")
_DERIVING = re.compile(r"^(?:getelementptr|addrspacecast|bitcast|ptrtoint|inttoptr)\b")
_LOAD = re.compile(r"^(?:%\S+\s*=\s*)?load\s")
_PTR_OPERAND = re.compile(rf"(?:ptr(?:\s+addrspace\(\d+\))?|\*)\s+(?:(?:noundef|nonnull|align\s+\d+)\s+)*%({_NAME})")
_META_NODE = re.compile(r"^!(\d+)\s*=\s*(?:distinct\s+)?!\{(.*)\}\s*$")
_NAMED_META = re.compile(r"^!([-a-zA-Z$._][-a-zA-Z$._0-9]*)\s*=\s*!\{(.*)\}\s*$")
_MODULE_FLAG = re.compile(r'^i32\s+(\d+),\s*!"([^"]*)",\s*(.*)$')
_ANNOT_KERNEL = re.compile(rf'@({_NAME}),\s*!"kernel",\s*i32\s+1')
_LABEL = re.compile(rf"^(?:{_NAME}|\d+):")


@dataclass(frozen=True)
class LlvmModule:
    """One LLVM IR module as tables.

    Attributes:
        path: the file read, or "<text>".
        module_id: the ``; ModuleID = '...'`` name, or <None>.
        source_filename, target_triple, target_datalayout: as written (None when absent).
        globals: one row per global variable (GLOBALS_SCHEMA).
        functions: one row per function (FUNCTIONS_SCHEMA).
        loads: loads of globals per defined function (LOADS_SCHEMA).
        references: every use of a global variable (load, store, GEP, call
            argument, ...) per defined function (REFERENCES_SCHEMA).
        module_flags: ``!llvm.module.flags`` entries (MODULE_FLAGS_SCHEMA).
        struct_types: named types as written (``%T = type ...``), name -> body.
    """

    path: str
    module_id: str | None
    source_filename: str | None
    target_triple: str | None
    target_datalayout: str | None
    globals: pd.DataFrame
    functions: pd.DataFrame
    loads: pd.DataFrame
    references: pd.DataFrame
    module_flags: pd.DataFrame
    struct_types: dict = field(default_factory=dict)

    @property
    def kernels(self) -> list[str]:
        """Names of the kernels (defined functions with is_kernel), in file order."""
        f = self.functions
        return f.loc[f["is_kernel"] & ~f["is_declaration"], "name"].tolist()

    def constant_loads(self) -> pd.DataFrame:
        """Loads (LOADS_SCHEMA) restricted to globals declared ``constant``."""
        consts = set(self.globals.loc[self.globals["is_constant"], "name"])
        return self.loads[self.loads["global"].isin(consts)].reset_index(drop=True)

    def module_flag(self, key: str) -> str | None:
        """Value text of one module flag (e.g. ``xla_dylib_index`` -> ``"i64 4"``), None when absent."""
        hit = self.module_flags[self.module_flags["key"] == key]
        return None if hit.empty else str(hit["value"].iloc[0])


# ----------------------------------------------------------------------------- public reader


@with_doc(GLOBALS_SCHEMA)
def read_llvm_ir(path_or_text: str | Path) -> LlvmModule:
    """Read LLVM IR text into an :class:`LlvmModule`.

    ``path_or_text`` is a path to a ``.ll`` file, or the IR text itself (a str
    holding a newline).

    Returns:
        LlvmModule whose ``globals`` columns are:
        {schema}
        ``functions``: name, is_declaration, linkage, calling_conv, is_kernel,
        instruction_count, line; ``loads``: function, global, count;
        ``module_flags``: key, behavior, value (see the *_SCHEMA constants).

    Raises:
        ParseError: the file is not LLVM IR text (binary bitcode, no module
            content at all), or a ``define`` line is malformed; path and line
            are given.
    """
    path, lines = _open_lines(path_or_text)
    reader = _Reader(path)
    for number, line in enumerate(lines, start=1):
        reader.feed(number, line)
    return reader.finish()


# ----------------------------------------------------------------------------- input


def _open_lines(path_or_text: str | Path) -> tuple[str, Iterable[str]]:
    if isinstance(path_or_text, Path) or ("\n" not in str(path_or_text) and len(str(path_or_text)) < 4096):
        p = Path(path_or_text)
        try:
            with open(p, "rb") as fh:
                head = fh.read(4)
        except OSError as e:
            raise ParseError(p, None, f"cannot open: {e.strerror}") from e
        if head[:2] == b"BC" or head == b"\xde\xc0\x17\x0b":
            raise ParseError(p, None, "LLVM bitcode, not IR text (run llvm-dis first)")
        return str(p), _stream(p)
    return "<text>", iter(str(path_or_text).splitlines())


def _stream(p: Path) -> Iterator[str]:
    with open(p, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            yield line.rstrip("\n")


# ----------------------------------------------------------------------------- the reader


class _Reader:
    """Line-by-line state machine; ``finish`` builds the frames once."""

    def __init__(self, path: str):
        self.path = path
        self.module_id: str | None = None
        self.source_filename: str | None = None
        self.triple: str | None = None
        self.datalayout: str | None = None
        self.types: dict[str, str] = {}
        self.globals: list[dict[str, Any]] = []
        self.functions: list[dict[str, Any]] = []
        self.loads: Counter[tuple[str, str]] = Counter()
        self.refs: Counter[tuple[str, str]] = Counter()
        self.meta_nodes: dict[str, str] = {}
        self.named_meta: dict[str, str] = {}
        self.annotated_kernels: set[str] = set()
        self.saw_content = False
        # current function
        self.fn: dict[str, Any] | None = None
        self.derived: dict[str, str] = {}
        self.pending_define: tuple[int, str] | None = None

    def feed(self, number: int, line: str) -> None:
        if "\x00" in line:
            raise ParseError(self.path, number, "binary data, not LLVM IR text")
        if self.pending_define is not None:
            start, text = self.pending_define
            text += " " + line.strip()
            if "{" in line:
                self.pending_define = None
                self._function_header(start, text)
            else:
                self.pending_define = (start, text)
            return
        if self.fn is not None:
            self._body_line(number, line)
            return
        s = line.strip()
        if not s or s.startswith(";"):
            if s.startswith("; ModuleID = "):
                self.module_id = s[len("; ModuleID = ") :].strip("'")
            return
        c = s[0]
        if c == "@":
            self.saw_content = True
            self._global(number, s)
        elif s.startswith("define ") or s.startswith("declare "):
            self.saw_content = True
            if s.startswith("define ") and "{" not in s:
                self.pending_define = (number, s)
            else:
                self._function_header(number, s)
        elif c == "%":
            m = _TYPE_DEF.match(s)
            if m:
                self.types[_unquote(m.group(1))] = m.group(2).strip()
                self.saw_content = True
        elif c == "!":
            self._metadata(s)
        elif s.startswith("target triple"):
            self.triple = _quoted_value(s)
            self.saw_content = True
        elif s.startswith("target datalayout"):
            self.datalayout = _quoted_value(s)
            self.saw_content = True
        elif s.startswith("source_filename"):
            self.source_filename = _quoted_value(s)
            self.saw_content = True

    # --- globals

    def _global(self, number: int, s: str) -> None:
        m = _GLOBAL_LINE.match(s)
        if not m:
            raise ParseError(self.path, number, "malformed global", s)
        name, rest = _unquote(m.group(1)), m.group(2)
        words = rest.split()
        i = 0
        linkage = None
        address_space = 0
        while i < len(words):
            w = words[i]
            if w in LINKAGES:
                linkage = w
            elif w in _GLOBAL_PREFIX_WORDS or w.startswith("thread_local"):
                pass
            elif w.startswith("addrspace("):
                address_space = int(w[len("addrspace(") :].rstrip(")"))
            else:
                break
            i += 1
        if i >= len(words) or words[i] not in ("global", "constant"):
            return  # alias / ifunc: not a variable
        is_constant = words[i] == "constant"
        tail = rest.split(None, i + 1)[i + 1] if len(words) > i + 1 else ""
        type_text, after = _split_type(tail)
        initializer = _initializer_text(after)
        has_init = initializer is not None
        self.globals.append(
            {
                "name": name,
                "linkage": linkage or "external",
                "is_declaration": not has_init,
                "is_constant": is_constant,
                "address_space": address_space,
                "type": type_text,
                "_init": initializer,
                "has_initializer": has_init,
                "line": number,
            }
        )

    # --- functions

    def _function_header(self, number: int, s: str) -> None:
        m = _DEFINE.match(s)
        if not m:
            raise ParseError(self.path, number, "malformed function header", s)
        kind, prefix, name, args = m.group(1), m.group(2), _unquote(m.group(3)), m.group(4)
        linkage, cc, ret = _function_prefix(prefix)
        params = _split_top(args[: _matching_paren(args)])
        rec = {
            "name": name,
            "is_declaration": kind == "declare",
            "linkage": linkage or "external",
            "calling_conv": cc,
            "_ret": ret,
            "_params": params,
            "instruction_count": None if kind == "declare" else 0,
            "line": number,
        }
        self.functions.append(rec)
        if kind == "define":
            if s.rstrip().endswith("}"):  # one-line body
                return
            self.fn = rec
            self.derived = {}

    def _body_line(self, number: int, line: str) -> None:
        s = line.strip()
        if not s or s[0] == ";":
            return
        if s == "}":
            self.fn = None
            return
        if _LABEL.match(s) and not s.startswith("%"):
            return
        fn = self.fn
        assert fn is not None
        fn["instruction_count"] += 1
        if "@" in s:
            for g in _GLOBAL_REF.findall(s):
                self.refs[(fn["name"], _unquote(g))] += 1
        m = _LOCAL_DEF.match(s)
        rhs = m.group(2) if m else s
        if m and _DERIVING.match(rhs):
            src = self._global_of(rhs)
            if src is not None:
                self.derived[_unquote(m.group(1))] = src
            return
        if _LOAD.match(s) or rhs.startswith("load "):
            src = self._global_of(rhs)
            if src is not None:
                self.loads[(fn["name"], src)] += 1

    def _global_of(self, text: str) -> str | None:
        """The global a pointer expression reads from: a direct @ref or a derived %reg."""
        g = _GLOBAL_REF.search(text)
        if g:
            return _unquote(g.group(1))
        for r in _PTR_OPERAND.finditer(text):
            hit = self.derived.get(_unquote(r.group(1)))
            if hit is not None:
                return hit
        return None

    # --- metadata

    def _metadata(self, s: str) -> None:
        m = _META_NODE.match(s)
        if m:
            body = m.group(2)
            if '"kernel"' in body:
                k = _ANNOT_KERNEL.search(body)
                if k:
                    self.annotated_kernels.add(_unquote(k.group(1)))
            if body.startswith("i32 "):
                self.meta_nodes[m.group(1)] = body
            return
        m = _NAMED_META.match(s)
        if m:
            self.named_meta[m.group(1)] = m.group(2)

    # --- result

    def _flag_keys(self) -> list[str]:
        keys = []
        for ref in re.findall(r"!(\d+)", self.named_meta.get("llvm.module.flags", "")):
            fm = _MODULE_FLAG.match(self.meta_nodes.get(ref, ""))
            if fm:
                keys.append(fm.group(2))
        return keys

    def finish(self) -> LlvmModule:
        if self.fn is not None:
            raise ParseError(self.path, self.fn["line"], f"function @{self.fn['name']} has no closing brace")
        if not self.saw_content:
            raise ParseError(self.path, None, "no LLVM IR content (no globals, functions, types or target lines)")
        # XLA:CPU: the call-frame type (no-opt IR) or XLA's module flag / named metadata (with-opt IR drops the type)
        is_xla_cpu = (
            "XLA_CPU_KernelCallFrame" in self.types
            or "xla_cpu_memory_region_name" in self.named_meta
            or any(k == "xla_dylib_index" for k in self._flag_keys())
        )
        ptr_bytes = _pointer_bytes(self.datalayout)
        for g in self.globals:
            size = _type_size(g["type"], self.types, ptr_bytes)
            g["size_bytes"] = size
            g["initializer_bytes"] = _decode_initializer(g["type"], g.pop("_init"), size, self.types, ptr_bytes)
        for f in self.functions:
            ret, params = f.pop("_ret"), f.pop("_params")
            f["is_kernel"] = (not f["is_declaration"]) and (
                f["calling_conv"] in _KERNEL_CCS
                or f["name"] in self.annotated_kernels
                or (is_xla_cpu and f["linkage"] == "external" and ret == "ptr" and len(params) == 1 and params[0].split()[0] == "ptr")
            )
        flags = []
        for ref in re.findall(r"!(\d+)", self.named_meta.get("llvm.module.flags", "")):
            fm = _MODULE_FLAG.match(self.meta_nodes.get(ref, ""))
            if fm:
                flags.append({"key": fm.group(2), "behavior": int(fm.group(1)), "value": fm.group(3).strip()})
        loads = [{"function": f, "global": g, "count": n} for (f, g), n in self.loads.items()]
        names = {g["name"] for g in self.globals}
        refs = [{"function": f, "global": g, "count": n} for (f, g), n in self.refs.items() if g in names]
        return LlvmModule(
            path=self.path,
            module_id=self.module_id,
            source_filename=self.source_filename,
            target_triple=self.triple,
            target_datalayout=self.datalayout,
            globals=frame(self.globals, GLOBALS_SCHEMA),
            functions=frame(self.functions, FUNCTIONS_SCHEMA),
            loads=frame(loads, LOADS_SCHEMA),
            references=frame(refs, REFERENCES_SCHEMA),
            module_flags=frame(flags, MODULE_FLAGS_SCHEMA),
            struct_types=dict(self.types),
        )


# ----------------------------------------------------------------------------- text helpers


def _unquote(name: str) -> str:
    return name[1:-1] if name.startswith('"') else name


def _quoted_value(s: str) -> str | None:
    m = re.search(r'"([^"]*)"', s)
    return m.group(1) if m else None


def _function_prefix(prefix: str) -> tuple[str | None, str | None, str]:
    """Linkage, calling convention and return type from the words before @name."""
    words = prefix.split()
    linkage = cc = None
    rest: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        if w in LINKAGES and linkage is None and not rest:
            linkage = w
        elif w == "cc" and i + 1 < len(words):
            cc = f"cc {words[i + 1]}"
            i += 1
        elif _CC_WORDS.match(w) and cc is None:
            cc = None if w == "ccc" else w
        else:
            rest.append(w)
        i += 1
    # return type: the last word(s) that are not parameter attributes
    ret = rest[-1] if rest else ""
    if len(rest) >= 2 and rest[-1].startswith("addrspace("):
        ret = rest[-2]
    return linkage, cc, ret


def _matching_paren(text: str) -> int:
    """Index of the ')' closing an argument list whose '(' was just consumed."""
    depth = 0
    in_str = False
    for i, ch in enumerate(text):
        if in_str:
            in_str = ch != '"'
        elif ch == '"':
            in_str = True
        elif ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            if depth == 0:
                return i
            depth -= 1
    return len(text)


def _split_top(text: str) -> list[str]:
    """Split on commas at bracket depth 0, outside strings."""
    parts: list[str] = []
    depth = 0
    in_str = False
    cur = []
    for ch in text:
        if in_str:
            in_str = ch != '"'
        elif ch == '"':
            in_str = True
        elif ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
            continue
        cur.append(ch)
    last = "".join(cur).strip()
    if last:
        parts.append(last)
    return parts


def _split_type(text: str) -> tuple[str, str]:
    """Split ``<type> <rest>`` at the end of the (possibly bracketed) type."""
    text = text.strip()
    if not text:
        return "", ""
    depth = 0
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in "[{<(":
            depth += 1
        elif ch in "]}>)":
            depth -= 1
            if depth == 0 and ch != ")":
                i += 1
                break
        elif ch in " ,\t" and depth == 0:
            break
        i += 1
    type_text, rest = text[:i], text[i:]
    m = re.match(r"^(\s+addrspace\(\d+\))", rest)  # ptr addrspace(N)
    if type_text == "ptr" and m:
        type_text += m.group(1)
        rest = rest[m.end() :]
    while rest.startswith("*"):  # typed pointers
        type_text += "*"
        rest = rest[1:]
    return type_text, rest.strip()


_GLOBAL_ATTR = re.compile(r"^(align|section|comdat|partition|code_model|no_sanitize\w*|sanitize\w*|!)")


def _initializer_text(after: str) -> str | None:
    """The initializer written after the type, or None for a declaration."""
    if not after or after.startswith(","):
        return None
    parts = _split_top(after)
    init = parts[0].strip() if parts else ""
    if not init or _GLOBAL_ATTR.match(init):
        return None
    return init


# ----------------------------------------------------------------------------- sizes


def _pointer_bytes(datalayout: str | None) -> int:
    if datalayout:
        m = re.search(r"(?:^|-)p(?:0)?:(\d+)", datalayout)
        if m:
            return int(m.group(1)) // 8
    return 8


_INT = re.compile(r"^i(\d+)$")
_FLOATS = {"half": 2, "bfloat": 2, "float": 4, "double": 8, "x86_fp80": 16, "fp128": 16, "ppc_fp128": 16}


def _type_size(t: str, types: dict[str, str], ptr: int, _depth: int = 0) -> int | None:
    sa = _size_align(t, types, ptr, _depth)
    return None if sa is None else sa[0]


def _size_align(t: str, types: dict[str, str], ptr: int, depth: int = 0) -> tuple[int, int] | None:
    t = t.strip()
    if depth > 32 or not t:
        return None
    if t.startswith("ptr") or t.endswith("*"):
        return ptr, ptr
    m = _INT.match(t)
    if m:
        b = max(1, (int(m.group(1)) + 7) // 8)
        size = 1 << (b - 1).bit_length()
        return size, min(size, 16)
    if t in _FLOATS:
        return _FLOATS[t], _FLOATS[t]
    m = re.match(r"^\[\s*(\d+)\s+x\s+(.*)\]$", t)
    if m:
        inner = _size_align(m.group(2), types, ptr, depth + 1)
        return None if inner is None else (int(m.group(1)) * inner[0], inner[1])
    m = re.match(r"^<\s*(\d+)\s+x\s+(.*)>$", t)
    if m:
        inner = _size_align(m.group(2), types, ptr, depth + 1)
        if inner is None:
            return None
        size = int(m.group(1)) * inner[0]
        size = 1 << (size - 1).bit_length() if size > 0 else 0
        return size, size
    packed = t.startswith("<{")
    if t.startswith("{") or packed:
        body = t[2:-2] if packed else t[1:-1]
        off, align = 0, 1
        for ft in _split_top(body):
            sa = _size_align(ft, types, ptr, depth + 1)
            if sa is None:
                return None
            a = 1 if packed else sa[1]
            off = (off + a - 1) // a * a + sa[0]
            align = max(align, a)
        return (off + align - 1) // align * align, align
    if t.startswith("%"):
        body = types.get(_unquote(t[1:]))
        if body is None or body == "opaque":
            return None
        return _size_align(body, types, ptr, depth + 1)
    return None


# ----------------------------------------------------------------------------- initializers


def _decode_initializer(t: str, init: str | None, size: int | None, types: dict[str, str], ptr: int) -> bytes | None:
    if init is None:
        return None
    try:
        return _encode(t.strip(), init.strip(), size, types, ptr)
    except (ValueError, struct.error, OverflowError, IndexError):
        return None


def _encode(t: str, v: str, size: int | None, types: dict[str, str], ptr: int) -> bytes | None:
    if v == "zeroinitializer":
        return None if size is None else bytes(size)
    if v.startswith('c"'):
        return _c_string(v)
    m = _INT.match(t)
    if m:
        if v in ("true", "false"):
            n = 1 if v == "true" else 0
        else:
            n = int(v)
        nb = _size_align(t, types, ptr)
        assert nb is not None
        return (n % (1 << (8 * nb[0]))).to_bytes(nb[0], "little")
    if t in ("float", "double"):
        x = _float_value(v)
        return struct.pack("<f" if t == "float" else "<d", x)
    m = re.match(r"^\[\s*(\d+)\s+x\s+(.*)\]$", t)
    if m and v.startswith("[") and v.endswith("]"):
        elem_t = m.group(2).strip()
        esize = _type_size(elem_t, types, ptr)
        out = b""
        for item in _split_top(v[1:-1]):
            et, ev = _split_type(item)
            enc = _encode(et, ev, esize, types, ptr)
            if enc is None:
                return None
            out += enc
        return out if size is None or len(out) == size else None
    return None


def _float_value(v: str) -> float:
    if v.startswith("0x"):
        if len(v) != 18:
            raise ValueError("not a double-format hex float")
        return struct.unpack("<d", int(v[2:], 16).to_bytes(8, "little"))[0]
    x = float(v)
    if math.isnan(x):
        raise ValueError("nan written in decimal")
    return x


def _c_string(v: str) -> bytes:
    body = v[2:-1]
    out = bytearray()
    i = 0
    while i < len(body):
        ch = body[i]
        if ch == "\\":
            if body[i + 1] == "\\":
                out.append(0x5C)
                i += 2
                continue
            out.append(int(body[i + 1 : i + 3], 16))
            i += 3
        else:
            out.extend(ch.encode("latin-1"))
            i += 1
    return bytes(out)
