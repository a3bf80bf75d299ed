"""MLIR text (XLA's emitter dumps, LMHLO, StableHLO, Triton IR): functions and op counts per function.

Files read (all MLIR's textual form, one operation per line as MLIR's printer writes it):

- XLA:CPU fusion emitters (2025+, ``--xla_dump_to``):
  ``module_<id>.<name>.<kernel>-pre-optimization.mlir``, ``-post-optimization.mlir``,
  ``-post-lowering.mlir`` (printed by ``op->print``: no line break after the last ``}``).
- Pass logs, one IR dump per pass under MLIR's IR-printing header
  ``// -----// IR Dump Before <Pass> (<argument>) ('<op>' operation: @<symbol>) //----- //``:
  XLA:GPU and XLA:CPU emitters with ``--xla_dump_emitter_re`` (``<kernel>.mlir-passes.log``),
  XLA:GPU's Triton pipeline (``<fusion>.xtile-to-triton.txt``, ``<fusion>.triton-to-llvm.txt``,
  whose later dumps are Triton GPU IR).
- Triton IR: XLA's ``module_<id>.<name>.<fusion>.ttir.txt`` (and ``.before_validation.ttir.txt``),
  Triton's own cache files ``.ttir`` / ``.ttgir``.
- LMHLO (XLA:GPU 2020-2023): ``lmhlo.module_<id>.<name>.mlir``, written by ``dump.cc``'s
  ``DumpToFileInDirOrStdout(module, "lmhlo", op)`` (file prefix ``lmhlo.``, debug info as ``loc(...)``),
  its ops often in generic form (``"lmhlo.fusion"(...) ({``).
- StableHLO / MHLO programs (``*.stablehlo.mlir``, JAX's ``lowered.as_text()``).

The stage comes from the file name (``pre-optimization`` ..., ``ttir``, ``ttgir``, ``lmhlo``,
``stablehlo``) and, in a pass log, from each dump's header (``before <Pass>`` / ``after <Pass>``).
An op's dialect is its name's prefix (``arith`` of ``arith.addf``); an op printed without one is
``builtin`` (``module``), ``func`` (``func``, ``return``, ``call``) or ``std`` (the pre-2022
standard dialect, whose ops printed unprefixed: ``%0 = addf ...``).

Checked against: XLA:CPU dumps of torch_xla 2.9.0 (``tests/data/cpu_2025``), jax 0.9.2
deviceless XLA:GPU dumps with ``--xla_dump_emitter_re=.*`` made here (``tests/data/mlir``),
StableHLO written by the kit; LMHLO against the exact-format sample in ``tests/data/mlir``
(see its SOURCE.md).
"""
from __future__ import annotations

import os
import re
from collections import Counter
from dataclasses import dataclass

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, rows_frame, with_doc
from ..textio import Head, PathOrText, is_text, read_text, reader

MLIR_FUNCTIONS_SCHEMA = Schema(
    [
        Column("dump", "int64", "IR dump in the file, 0-based (a pass log holds one per pass; other files one)"),
        Column("stage", "string", "pre-optimization, post-optimization, post-lowering, ttir, ttgir, lmhlo, stablehlo, "
                                  "'before <Pass>' / 'after <Pass>' in a pass log; <NA> when neither name nor header says"),
        Column("function", "string", "function symbol (@name without the @)"),
        Column("function_op", "string", "the op defining it: func.func, tt.func, llvm.func, gpu.func, xtile.entry_func, func (pre-2022)"),
        Column("visibility", "string", "words between the op and the symbol (private, public, internal, ...), else <NA>"),
        Column("is_declaration", "boolean", "no body (an external function)"),
        Column("op_count", "int64", "operations in its body, nested regions included"),
        Column("line", "int64", "1-based line of the function op"),
    ]
)

MLIR_OPS_SCHEMA = Schema(
    [
        Column("dump", "int64", "IR dump in the file, 0-based"),
        Column("stage", "string", "as in the functions table"),
        Column("function", "string", "enclosing function, <NA> for ops outside any (module, globals, the functions themselves)"),
        Column("dialect", "string", "dialect: the op name's prefix (arith, scf, llvm, tt, ttg, lmhlo, stablehlo, ...)"),
        Column("op", "string", "full op name (arith.addf, scf.for, tt.dot)"),
        Column("count", "int64", "occurrences in the function"),
        Column("line", "int64", "1-based line of the first occurrence"),
    ]
)

MLIR_DUMPS_SCHEMA = Schema(
    [
        Column("dump", "int64", "IR dump in the file, 0-based"),
        Column("stage", "string", "as in the functions table"),
        Column("mlir_module", "string", "symbol of the first module op (module @name), else <NA>"),
        Column("function_count", "int64", "functions defined or declared"),
        Column("op_count", "int64", "operations in the dump (functions and modules included)"),
        Column("line", "int64", "1-based first line of the dump (its header in a pass log)"),
    ]
)


@dataclass(frozen=True)
class MlirFile:
    """A parsed MLIR file: ``functions`` (:data:`MLIR_FUNCTIONS_SCHEMA`), ``ops`` (:data:`MLIR_OPS_SCHEMA`), ``dumps`` (:data:`MLIR_DUMPS_SCHEMA`)."""

    functions: pd.DataFrame
    ops: pd.DataFrame
    dumps: pd.DataFrame


#: MLIR's IR printing (mlir/lib/Pass/IRPrinting.cpp): "// -----// IR Dump Before CSE (cse) ('func.func' operation: @f) //----- //"
_HEADER = re.compile(r"^// -----// IR Dump (Before|After) (\S+)( Failed)?.*//----- //\s*$")
#: an operation: optional results (%0, %1:2, %a, %b =), then a quoted generic name or a bare one
_OP = re.compile(r'^\s*(?P<res>%[^=]*=\s*)?(?:"(?P<generic>[A-Za-z_][\w$.]*)"|(?P<name>[A-Za-z_][\w$]*(?:\.[\w$]+)*))(?=[\s(<{:\[]|$)')
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_SYMBOL = re.compile(r'@("(?:[^"\\]|\\.)*"|[\w$.\-]+)|\bsym_name = ("(?:[^"\\]|\\.)*")')
_FUNC_OP = re.compile(r"(?:^|\.)(?:\w+_)?func$")
#: unprefixed ops that print no result: func / builtin / the pre-2022 standard dialect
_BARE = {"module": "builtin", "func": "func", "return": "func", "call": "func", "call_indirect": "func",
         "br": "std", "cond_br": "std", "switch": "std", "dealloc": "std", "store": "std", "assert": "std",
         "yield": "std"}
_STAGE_ENDINGS = (
    ("-pre-optimization.mlir", "pre-optimization"),
    ("-post-optimization.mlir", "post-optimization"),
    ("-post-lowering.mlir", "post-lowering"),
    (".before_validation.ttir.txt", "ttir-before-validation"),
    (".ttir.txt", "ttir"),
    (".ttir", "ttir"),
    (".ttgir", "ttgir"),
    (".stablehlo.mlir", "stablehlo"),
)
_PREFIXED = re.compile(r"^(\w+)\.module_\d+\..*\.mlir$")  # dump.cc: <prefix>.module_<id>.<name>.mlir (lmhlo)

#: a positive signature of MLIR text (its first lines): a module / function op, an attribute or location alias, or
#: MLIR's IR-printing header
SIGNATURE = re.compile(
    r"\A\s*(?:// -----// IR Dump |#loc\d* = loc\(|#\w+ = #?\w+[.<]|module(?: @\S+)?(?: attributes \{.*\})? \{"
    r"|(?:func\.func|tt\.func|llvm\.func) )")


def stage_of(name: str) -> str | None:
    """The stage a file name says (see :data:`MLIR_FUNCTIONS_SCHEMA`), or None."""
    base = os.path.basename(name)
    for ending, stage in _STAGE_ENDINGS:
        if base.endswith(ending):
            return stage
    m = _PREFIXED.match(base)
    return m.group(1) if m else None


def _braces(line: str) -> int:
    """Net ``{`` minus ``}`` outside string literals."""
    if '"' in line:
        line = _STRING.sub("", line)
    return line.count("{") - line.count("}")


def _op_name(m: re.Match) -> tuple[str, str] | None:
    """(dialect, op) of an op line, or None when a bare word is not an op."""
    generic = m.group("generic")
    if generic:
        return generic.partition(".")[0], generic
    name = m.group("name")
    if "." in name:
        return name.partition(".")[0], name
    if name in _BARE:
        return _BARE[name], name
    if m.group("res"):  # "%0 = addf %a, %b : f32": the standard dialect, printed without its prefix
        return "std", name
    return None


@with_doc(MLIR_FUNCTIONS_SCHEMA)
@reader
def read_mlir(path_or_text: PathOrText) -> MlirFile:
    """Read MLIR text: its functions, op counts per function, and IR dumps.

    Returns:
        :class:`MlirFile`; its ``functions`` table has columns:
        {schema}

    Raises:
        ParseError: empty or binary file, a line that is not an MLIR operation, a comment,
            a block label, an alias or a region's end; a ``}`` closing nothing; a file (or a
            pass log's dump) ending inside an open region (truncated); no operation at all.
    """
    name, text = read_text(path_or_text)
    file_stage = None if is_text(path_or_text) else stage_of(name)
    lines = text.splitlines()
    if not any(line.strip() for line in lines):
        raise ParseError(name, None, "empty file")
    pass_log = any(line.startswith("// -----// IR Dump ") for line in lines[:1000]) or "\n// -----// IR Dump " in text
    functions: list[tuple] = []  # MLIR_FUNCTIONS_SCHEMA's columns but op_count
    body_ops: list[int] = []  # op_count of each function
    ops: Counter[tuple[int, int, str]] = Counter()  # (dump, function row or -1, op) -> count
    first_line: dict[tuple[int, int, str], int] = {}
    dialect_of: dict[str, str] = {}
    dumps: list[list] = []  # [dump, stage, module, function_count, op_count, line]
    dump = -1
    stage = file_stage
    depth = 0
    open_at: list[tuple[int, str, int]] = []  # (depth before the op, op, line) of each open region's op
    funcs: list[tuple[int, int]] = []  # (depth before the function op, its row) of enclosing functions
    in_resources = False
    started = not pass_log

    def new_dump(lineno: int) -> None:
        nonlocal dump
        dump += 1
        dumps.append([dump, stage, None, 0, 0, lineno])

    for lineno, line in enumerate(lines, 1):
        if pass_log:
            h = _HEADER.match(line)
            if h:
                if open_at:
                    _, op, at = open_at[-1]
                    raise ParseError(name, lineno, f"IR dump cut: '{op}' opened at line {at} is not closed before the next dump")
                stage = f"{h.group(1).lower()} {h.group(2)}{' (failed)' if h.group(3) else ''}"
                started = True
                new_dump(lineno)
                continue
            if not started:
                continue  # the pass pipeline printed above the first dump
        s = line.strip()
        if in_resources:
            in_resources = "#-}" not in s
            continue
        if not s or s.startswith("//"):
            continue
        if s.startswith("{-#"):
            in_resources = "#-}" not in s
            continue
        if dump < 0:
            new_dump(lineno)
        if s[0] in "#!":  # attribute / type / location alias
            continue
        before = depth
        depth += _braces(s)
        m = _OP.match(s)
        named = _op_name(m) if m else None
        if m is None or named is None:
            if s[0] not in "}^)]" and not s.startswith("loc("):
                raise ParseError(name, lineno, "not an MLIR operation line", s[:120])
        else:
            dialect, op = named
            dialect_of[op] = dialect
            row = funcs[-1][1] if funcs else -1
            key = (dump, row, op)
            ops[key] += 1
            first_line.setdefault(key, lineno)
            d = dumps[-1]
            d[4] += 1
            if row >= 0:
                body_ops[row] += 1
            if (op == "module" or op == "builtin.module") and d[2] is None:
                sym = _SYMBOL.search(s)
                d[2] = (sym.group(1) or sym.group(2)).strip('"') if sym else None
            if _FUNC_OP.search(op):
                sym = _SYMBOL.search(s)
                if sym is None:
                    raise ParseError(name, lineno, f"'{op}' without a @symbol", s[:120])
                words = s[m.end():sym.start()].split() if sym.group(1) else []  # generic form: <{... sym_name = "f"}>
                functions.append((dump, stage, (sym.group(1) or sym.group(2)).strip('"'), op, " ".join(words) or None, depth == before, lineno))
                body_ops.append(0)
                d[3] += 1
                if depth > before:
                    funcs.append((before, len(functions) - 1))
            if depth > before:
                open_at.append((before, op, lineno))
        if depth < before:
            if depth < 0:
                raise ParseError(name, lineno, "unbalanced '}': no region is open", s[:120])
            while open_at and open_at[-1][0] >= depth:
                open_at.pop()
            while funcs and funcs[-1][0] >= depth:
                funcs.pop()
    if open_at:
        _, op, at = open_at[-1]
        raise ParseError(name, len(lines), f"file ends inside '{op}' opened at line {at} (truncated?)")
    if not ops:
        raise ParseError(name, None, "no MLIR operation found")
    fdf = rows_frame([(*f[:6], n, f[6]) for f, n in zip(functions, body_ops, strict=True)], MLIR_FUNCTIONS_SCHEMA)
    names = fdf["function"].tolist()
    op_rows = [(d, dumps[d][1], names[r] if r >= 0 else None, dialect_of[op], op, n, first_line[(d, r, op)])
               for (d, r, op), n in ops.items()]
    # rows_frame (column by column, through Arrow): frame() on records cost three quarters of a small file's parse
    return MlirFile(fdf, rows_frame(op_rows, MLIR_OPS_SCHEMA), rows_frame([tuple(d) for d in dumps], MLIR_DUMPS_SCHEMA))


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
def is_mlir(head: Head) -> bool:
    """MLIR text: a pass log's IR-dump banner, a location or attribute alias, a ``module {`` or a function op first."""
    return bool(SIGNATURE.match(head.text))
