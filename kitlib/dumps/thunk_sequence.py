"""XLA:GPU thunk sequences (``module_<id>.<name>.thunk_sequence.txt``) and thunk schedules (``.thunk_schedule``), every era.

XLA:GPU writes the executable's thunks, one per line, in execution order; a
thunk that holds others (``kWhile``, ``kConditional``, ``kCommandBuffer``,
``kSequential``) prints them indented under it, a ``kWhile`` under
``condition:`` / ``body:`` labels. How a line looks changed with XLA
(``thunk.cc`` ``Thunk::KindToString``, ``sequential_thunk.cc``
``SequentialThunk::ToString``, ``thunk_schedule.cc`` ``ThunkSchedule::ToString``,
``gpu_compiler.cc`` / ``gpu_executable.cc`` for the file names):

* 2018-2020, ``thunk_schedule``: ``Total order:`` then one ``\\t<HLO instruction>`` per
  thunk, then ``Dependencies:`` with ``\\t<a> depends on <b>`` lines.
* 2020-2022, ``thunk_schedule``: ``Total order:`` then ``kKernel   \\t<HLO instruction>``
  (the kind padded to the longest kind, a tab, the instruction or ``(no HloInstruction)``),
  from 2021 followed by the kernel thunk's ``, kernel = NAME[, launch dimensions = ...]``
  (briefly `` ,kernel = NAME``); a blank line, ``Dependencies:``.
* 2022-2025, ``thunk_sequence.txt``: ``kKernel\\t, kernel = NAME, launch dimensions =
  blocks: {x, y, z}, threads/block: {x, y, z}[, cluster_dim = nullopt]``, no numbers;
  ``kCommandBuffer\\t`` then its thunks indented and a blank line.
* 2025: ``NNN: kKernel\\t, kernel = NAME, profile_annotation = INSTR, launch dimensions = ...``
  (the thunk id, zero-padded); 2026 (jax 0.9.2 here): the execution graph ``[prev=NNN (k) |
  next=NNN (k)]`` (``source`` / ``sink`` at its ends) between the kind and the fields;
  newest: ``kernel=NAME, profile_annotation=INSTR, launch dimensions=...`` (no spaces, no comma first).

Every era gives one row per thunk with the kernel it launches: the ``kernel`` field
where the line prints one; in the schedules that print only the instruction, the
instruction's name as XLA made kernel names of it then (``llvm_ir::SanitizeFunctionName``:
``.`` and ``-`` become ``_``) for ``kKernel`` thunks and, in the 2018-2020 form
(no kinds printed), for ``fusion`` instructions.

Checked against: jax 0.9.2 deviceless XLA:GPU dumps made here (H100 target,
``tests/data/gpu/*``, a while loop in ``tests/data/thunk_eras``), and exact-format
samples of the other eras written from those sources (``tests/data/thunk_eras/SOURCE.md``).
"""
from __future__ import annotations

import re

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, with_doc
from ..textio import INT64_MAX, Head, PathOrText, open_lines, reader, source_name, to_int

THUNK_SCHEMA = Schema(
    [
        Column("order", "int64", "1-based position of the thunk in the file (execution order at each level)"),
        Column("thunk", "Int64", "thunk id as printed (001, 002, ...; 2025+), <NA> in the eras that print none"),
        Column("depth", "int64", "nesting depth (0 = top level; nested thunks are indented under their parent)"),
        Column("parent", "Int64", "order of the enclosing thunk, <NA> at top level"),
        Column("region", "string", "the enclosing thunk's region the thunk sits in (condition, body, ...), else <NA>"),
        Column("thunk_kind", "string", "thunk kind as XLA names it (kKernel, kCopy, kGemm, kWhile, kCommandBuffer, ...); "
               "<NA> in the 2018-2020 schedule, which prints none"),
        Column("kernel", "string", "kernel (PTX entry) the thunk launches, else <NA>"),
        Column("profile_annotation", "string", "HLO instruction the thunk runs (its profile annotation or, in the "
               "schedules, the instruction printed), else <NA>"),
        Column("block_count", "Int64", "blocks in the launch grid (product of the three dimensions), <NA> when not printed"),
        Column("threads_per_block", "Int64", "threads per block (product of the three dimensions), <NA> when not printed"),
        Column("launch_dimensions", "string", "launch dimensions as printed (blocks: {x, y, z}, threads/block: {x, y, z})"),
        Column("prev", "string", "predecessors: thunk ids of the execution graph ('source' for none), or in a schedule "
               "the instructions it depends on (comma-separated); <NA> when not printed"),
        Column("next", "string", "successors in the execution graph (comma-separated thunk ids; 'sink' for none), <NA> when not printed"),
        Column("hlo_instruction", "string", "the HLO instruction printed in a schedule (2018-2022), else <NA>"),
        Column("fields", "string", "the line's other key = value fields, as printed"),
        Column("line", "int64", "1-based line"),
    ]
)

_HEAD = re.compile(r"^(?P<indent>\s*)(?:(?P<num>\d+):\s+)?(?P<kind>k[A-Z][A-Za-z0-9]*)(?P<rest>(?:[ \t].*)?)$")
_BARE_INSTRUCTION = re.compile(r"^\t(?P<hlo>(?:ROOT )?%?[\w.\-]+ = .*)$")  # the 2018-2020 schedule: no kind
_LABEL = re.compile(r"^\s*(?P<label>[A-Za-z_][\w ]*):\s*$")  # condition: / body: / branch 0:
_DEPENDS = re.compile(r"^\t(?P<a>\S+) depends on (?P<b>\S+)$")
_GRAPH = re.compile(r"^\[(?P<prev>[^|\]]*)\|(?P<next>[^\]]*)\]\s*")
_EDGE = re.compile(r"(?:prev|next)=(\d+)")
_DIMS = re.compile(r"\{\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\}|(?<![\w{])(\d+)(?![\w}])")
_INSTRUCTION = re.compile(r"^(?:ROOT )?%?(?P<name>[\w.\-]+) = .*?\b(?P<opcode>[a-z][\w\-]*)\(")
#: where a kernel thunk's own fields start after the instruction it prints (2021-2022 schedules)
_EXTRA = re.compile(r"\s?,\s?kernel ?= ?")


_TOP_COMMA = re.compile(r",(?![^{}]*\})")  # a comma outside braces (XLA prints no nested braces in thunk fields)
_KEY = re.compile(r"[A-Za-z_][\w /]*")


def _split_top(s: str, name: str, lineno: int, line: str) -> list[str]:
    """Split at commas outside braces; unbalanced braces are a cut line."""
    if "{" in s or "}" in s:
        if s.count("{") != s.count("}"):
            raise ParseError(name, lineno, "unbalanced '{' in the thunk's fields (line cut?)", line.strip())
        parts = _TOP_COMMA.split(s)
    else:
        parts = s.split(",")
    return [p for p in (q.strip() for q in parts) if p]


def _edges(part: str) -> str:
    part = part.strip()
    nums = _EDGE.findall(part)
    return ",".join(n.lstrip("0") or "0" for n in nums) if nums else part  # as numbers, never converted


def _product(text: str, name: str, lineno: int) -> int | None:
    m = _DIMS.search(text)
    if not m:
        return None
    if m.group(4) is not None:
        return to_int(m.group(4), name, lineno, "launch dimension", 0)
    v = 1
    for g in (1, 2, 3):
        v *= to_int(m.group(g), name, lineno, "launch dimension", 0)
    if v > INT64_MAX:
        raise ParseError(name, lineno, "launch dimensions multiply beyond an int64", text.strip()[:120])
    return v


def _kernel_name(instruction: str) -> str:
    """The kernel name XLA made of an instruction name (llvm_ir::SanitizeFunctionName)."""
    return re.sub(r"[.\-]", "_", instruction)


def _fields(rest: str, name: str, lineno: int, line: str) -> dict[str, str]:
    """``key = value`` / ``key=value`` fields; a part without ``=`` continues the previous value
    (``threads/block: {...}`` continues ``launch dimensions = blocks: {...}``)."""
    fields: dict[str, str] = {}
    last: str | None = None
    for item in _split_top(rest, name, lineno, line):
        key, sep, value = item.partition("=")
        if sep and _KEY.fullmatch(key.strip()):
            last = key.strip()
            fields[last] = value.strip()
        elif last is not None:
            fields[last] += ", " + item
        else:
            fields.setdefault("", "")
            fields[""] = ", ".join(p for p in (fields[""], item) if p)
    return fields


@reader
@with_doc(THUNK_SCHEMA)
def read_thunk_sequence(path_or_text: PathOrText) -> pd.DataFrame:
    """Read an XLA:GPU thunk sequence or thunk schedule, any era, into one row per thunk.

    Returns:
        A DataFrame in file order with columns:
        {schema}

    Raises:
        ParseError: a non-blank line that is none of a thunk, a region label
            (``body:``), a schedule's header or dependency line; an unclosed
            ``[prev | next]`` part or unbalanced braces (a cut line); a binary file.
    """
    name = source_name(path_or_text)
    rows: list[dict] = []
    parents: list[tuple[int, int, str | None]] = []  # (indent, order, region of its children) of the open ancestors
    by_instruction: dict[str, dict] = {}
    section = None  # None, "order" (a schedule's total order) or "dependencies"
    with open_lines(path_or_text) as f:
        for lineno, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.strip() == "No thunks.":
                continue
            if line.strip() == "Total order:":
                section = "order"
                continue
            if line.strip() == "Dependencies:":
                section = "dependencies"
                continue
            if section == "dependencies":
                d = _DEPENDS.match(line)
                if not d:
                    raise ParseError(name, lineno, "not a dependency line (<a> depends on <b>)", line.strip())
                dependent = by_instruction.get(d.group("a"))
                if dependent is not None:
                    dependent["prev"] = ",".join(p for p in (dependent["prev"], d.group("b")) if p)
                continue
            m = _HEAD.match(line)
            bare = _BARE_INSTRUCTION.match(line) if m is None and section == "order" else None
            if m is None and bare is None:
                lab = _LABEL.match(line)
                if lab:  # a region of the open thunk whose line is indented no deeper than the label
                    at = len(line) - len(line.lstrip())
                    while parents and parents[-1][0] > at:
                        parents.pop()
                    if parents:
                        parents[-1] = (parents[-1][0], parents[-1][1], lab.group("label").strip())
                        continue
                raise ParseError(name, lineno, "not a thunk line (k<Kind> ..., NNN: k<Kind> ...)", line.strip())
            indent = len((m.group("indent") if m else "").expandtabs())
            while parents and parents[-1][0] >= indent:
                parents.pop()
            rest = m.group("rest").strip() if m else bare.group("hlo")  # type: ignore[union-attr]
            kind = m.group("kind") if m else None
            prev = nxt = instruction = None
            if rest.startswith("["):
                g = _GRAPH.match(rest)
                if not g:
                    raise ParseError(name, lineno, "unclosed [prev | next] part (line cut?)", line.strip())
                prev, nxt = _edges(g.group("prev")), _edges(g.group("next"))
                rest = rest[g.end():].strip()
            annotation = None
            if section == "order" and rest and not rest.startswith(","):  # a schedule prints the instruction
                extra = _EXTRA.search(rest)
                instruction, rest = (rest[: extra.start()], "kernel = " + rest[extra.end():]) if extra else (rest, "")
                if instruction == "(no HloInstruction)":
                    instruction = None
                else:
                    im = _INSTRUCTION.match(instruction)
                    if im is None:
                        raise ParseError(name, lineno, "not an HLO instruction (line cut?)", line.strip())
                    annotation = im.group("name")
            fields = _fields(rest.lstrip(",").strip(), name, lineno, line)
            dims = fields.pop("launch dimensions", None)
            block_count = threads = None
            if dims is not None:
                blocks_part, _, threads_part = dims.partition("threads/block:")
                block_count, threads = _product(blocks_part, name, lineno), _product(threads_part, name, lineno)
            kernel = fields.pop("kernel", None)
            annotation = fields.pop("profile_annotation", annotation)
            if kernel is None and annotation is not None and instruction is not None:
                im = _INSTRUCTION.match(instruction)
                if kind == "kKernel" or (kind is None and im is not None and im.group("opcode") == "fusion"):
                    kernel = _kernel_name(annotation)
            others = [v if k == "" else f"{k} = {v}" for k, v in fields.items()]
            order = len(rows) + 1
            row = {
                "order": order, "thunk": to_int(m.group("num"), name, lineno, "thunk id", 0) if m and m.group("num") else None, "depth": len(parents),
                "parent": parents[-1][1] if parents else None, "region": parents[-1][2] if parents else None,
                "thunk_kind": kind, "kernel": kernel, "profile_annotation": annotation,
                "block_count": block_count, "threads_per_block": threads, "launch_dimensions": dims,
                "prev": prev, "next": nxt, "hlo_instruction": instruction, "fields": ", ".join(others), "line": lineno,
            }
            rows.append(row)
            if annotation is not None:
                by_instruction.setdefault(annotation, row)
            parents.append((indent, order, None))
    return frame(rows, THUNK_SCHEMA)


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
_FIRST = re.compile(r"\A\s*(?:Total order:\n|No thunks\.|(?:\d{3,}: )?k[A-Z][A-Za-z0-9]*(?:[ \t]|\n|\Z))")


def is_thunk_sequence(head: Head) -> bool:
    """A thunk sequence or schedule: the first line is a thunk (``k<Kind>`` or ``NNN: k<Kind>``, then a blank,
    a tab or the line's end), ``Total order:`` or ``No thunks.``."""
    return bool(_FIRST.match(head.text))
