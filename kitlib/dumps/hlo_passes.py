"""Per-pass HLO dumps (``--xla_dump_hlo_pass_re``): the file names, their sequence, and a canonical hash of each module.

With ``--xla_dump_hlo_pass_re=<regex>`` XLA's ``HloPassPipeline`` writes the module between passes
(``xla/service/dump.cc``, ``DumpHloModuleBetweenPassesIfEnabled``)::

    module_<id>.<hlo_module>.<step>.<pipeline>.after_<pass>.before_<next pass>.txt

``<step>`` counts the module's dumps (4 digits, from 0000); ``<pipeline>`` is the pipeline's name with spaces
and ``/ \\ [ ]`` made ``_`` (``HLO passes through layout assignment`` -> ``HLO_passes_through_layout_assignment``).
Every pipeline run starts with a dump ``after_pipeline-start`` (a pass-fix pipeline, one per iteration); with the
regex ``.*`` a pass is dumped only when it changed the module, with any other regex every pass it matches is dumped
(``xla/hlo/pass/hlo_pass_pipeline.cc``, ``RunPassesInternal``). Some passes also dump the module while they run
(``DumpHloModuleDuringPassIfEnabled``: ``<step>.<pass>.<step name>.txt``; copy-insertion's
``after_adding_copies_to_resolve_interference``): :func:`parse_pass_dump_name` says ``dump_point == "during"``.

:func:`read_hlo_pass` reads one such file (or any HLO text) into a canonical form: every computation's lines with
instruction and parameter names replaced by their order of definition, references to other computations replaced
by those computations' hashes, ``metadata={...}`` and the stack-frame tables dropped (they say where an instruction
came from, not what it computes), operands' shapes printed before their names dropped (they are their definitions'
shapes: XLA's long and short prints of one module hash equal; torch_xla 2.7.0's XLA prints them, 2.8.0's does not)
and the module's own name left out. Two modules that differ only in names and ids hash equal; any other difference (an opcode, a shape or layout, an attribute, an operand, the order of a
scheduled computation, a constant's value) changes the hash. This is the printed module, not XLA's in-process
``absl::HashOf(HloModule)``, so modules of two processes or two builds compare.

Checked against: jax 0.9.2 XLA:CPU and deviceless XLA:GPU per-pass dumps and torch_xla 2.9.0 XLA:CPU per-pass dumps
made on this machine (``tests/data/passes``), and the printed forms of ``tests/data/hlo_forms``.
"""
from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, rows_frame, with_doc
from ..textio import PathOrText, read_text, reader

#: the part of a per-pass dump name after ``module_<id>.<hlo_module>.``, between two passes
_BETWEEN = re.compile(r"^(?P<step>\d{4,})\.(?P<pipeline>.+?)\.after_(?P<after>.+?)\.before_(?P<before>.+)\.txt$")
#: ... written by a pass while it runs
_DURING = re.compile(r"^(?P<step>\d{4,})\.(?P<pass>[^.]+)\.(?P<point>[^.]+)\.txt$")

PIPELINE_START = "pipeline-start"
PIPELINE_END = "pipeline-end"


@dataclass(frozen=True)
class PassDumpName:
    """What a per-pass dump's name says (the part after ``module_<id>.<hlo_module>.``).

    Attributes:
        step: the module's dump counter (``0012``), the files' order.
        pipeline: the pipeline as the file name spells it (spaces made ``_``); None for a dump during a pass.
        pass_name: the pass after which the module was dumped (``pipeline-start`` at a pipeline's start); for a
            dump during a pass, that pass.
        before_pass: the next pass of the pipeline (``pipeline-end`` after its last); for a dump during a pass,
            the pass's own name for the point (``after_removing_unnecessary_copies``).
        dump_point: ``between`` (after a pass) or ``during`` (written by a pass while it runs).
    """

    step: int
    pipeline: str | None
    pass_name: str
    before_pass: str
    dump_point: str


def parse_pass_dump_name(rest: str) -> PassDumpName | None:
    """Parse the part of a dump name after ``module_<id>.<hlo_module>.``; None when it is not a per-pass dump."""
    m = _BETWEEN.match(rest)
    if m:
        return PassDumpName(int(m.group("step")), m.group("pipeline"), m.group("after"), m.group("before"), "between")
    m = _DURING.match(rest)
    if m:
        return PassDumpName(int(m.group("step")), None, m.group("pass"), m.group("point"), "during")
    return None


def split_pass_dump_name(rest: str, hlo_module: str | None = None) -> tuple[str, PassDumpName] | None:
    """``<hlo_module>.<per-pass part>`` (a dump name after ``module_<id>.``) split into the module name and the parsed
    per-pass part; None when it is not a per-pass dump. ``hlo_module``, when known, decides the split; else the
    first split whose per-pass part parses and whose pipeline does not start with a number (``SyncTensorsGraph.26``'s
    ``26`` is the module's, ``0000`` the step)."""
    if hlo_module is not None:
        p = parse_pass_dump_name(rest[len(hlo_module) + 1:]) if rest.startswith(hlo_module + ".") else None
        return (hlo_module, p) if p is not None else None
    for m in re.finditer(r"\.(?=\d{4,}\.)", rest):
        p = parse_pass_dump_name(rest[m.end():])
        if p is not None and not re.match(r"\d+\.", p.pipeline or ""):
            return rest[: m.start()], p
    return None


def sanitize(name: str) -> str:
    """A pipeline or pass name as XLA spells it in a dump file name (``SanitizeFileName``: spaces, ``/ \\ [ ]``
    become ``_``), so the metadata's names (``layout assignment``) meet the file names' (``layout_assignment``)."""
    return re.sub(r"[ /\\\[\]]", "_", name)


HLO_PASS_MODULE_SCHEMA = Schema(
    [
        Column("hlo_module", "string", "HLO module name from the HloModule line"),
        Column("step", "Int64", "the module's dump counter from the file name (<step>); <NA> when not a per-pass dump name"),
        Column("pipeline", "string", "pipeline as the file name spells it (spaces made _); <NA> for a dump during a pass or another name"),
        Column("pass", "string", "pass after which the module was dumped (pipeline-start at a pipeline's start); for a dump during a pass, that pass"),
        Column("before_pass", "string", "the pipeline's next pass (pipeline-end after the last); during a pass: the pass's name for the point"),
        Column("dump_point", "string", "between (after a pass), during (written by a pass while it runs), or <NA> for another name"),
        Column("module_hash", "string", "canonical hash of the printed module: names, ids, metadata and the module's name left out (hex)"),
        Column("n_computations", "int64", "computations in the module"),
        Column("n_instructions", "int64", "instructions in the module, fused computations included"),
        Column("is_scheduled", "boolean", "the HloModule line says is_scheduled=true"),
    ]
)

HLO_PASS_INSTRUCTIONS_SCHEMA = Schema(
    [
        Column("computation", "string", "computation (not a fused one) holding the instruction"),
        Column("name", "string", "instruction name as printed (a kernel's name for a fusion or library call)"),
        Column("opcode", "string", "HLO opcode"),
        Column("fingerprint", "string", "hash of the instruction alone: opcode, shape, attributes and the canonical hash of "
                                        "what it calls (a fusion's fused computation), operands and names left out (hex)"),
        Column("line", "int64", "1-based line in the file"),
    ]
)


@dataclass(frozen=True)
class HloPassDump:
    """One module, canonicalised (see the module docstring).

    Attributes:
        module: one row, :data:`HLO_PASS_MODULE_SCHEMA`.
        instructions: one row per instruction of the computations that are not fused ones (entry, control flow,
            reduction bodies), :data:`HLO_PASS_INSTRUCTIONS_SCHEMA`.
        computations: computation name -> canonical hash (in the order printed).
    """

    module: pd.DataFrame
    instructions: pd.DataFrame
    computations: dict[str, str]

    @property
    def module_hash(self) -> str:
        return str(self.module["module_hash"].iloc[0])


#: a name as an instruction refers to it: ``%name`` (dumps since 2019), or bare (``ShortParsable`` printing: per-pass
#: dumps of XLA up to 2024, e.g. jaxlib 0.4.30); a bare word counts only when it names an instruction or computation
_NAME_REF = re.compile(r"(?<![\w.\-%])%?([A-Za-z_][\w.\-]*)")
#: attributes that say where an instruction came from, not what it computes
_METADATA = re.compile(r',\s*metadata=\{(?:[^{}"]|"(?:[^"\\]|\\.)*")*\}')
_DEFINE = re.compile(r"^\s*(?P<root>ROOT\s+)?%?(?P<name>[\w.\-]+)\s*=\s*(?P<rest>.*)$")
_HEADER = re.compile(r"^\s*(?P<entry>ENTRY\s+)?%?(?P<name>[\w.\-]+)\s*(?P<sig>\(.*\)\s*->\s*.*?)?\s*\{\s*$")
_OPCODE = re.compile(r"\s([a-z][\w\-]*)\(")
_CALLS_FUSION = re.compile(r"\bcalls=%?([\w.\-]+)")
_STACK_SECTIONS = frozenset({"FileNames", "FunctionNames", "FileLocations", "StackFrames"})


def _h(text: str) -> str:
    return hashlib.blake2b(text.encode(), digest_size=12).hexdigest()


def _balanced_end(lines: list[str], i: int) -> int:
    """The last line of the statement starting at line ``i``: where its braces, outside quoted strings, close."""
    depth, quoted = 0, False
    for j in range(i, len(lines)):
        escaped = False
        for ch in lines[j]:
            if quoted:
                escaped, quoted = (False, quoted) if escaped else (ch == "\\", ch != '"')
            elif ch == '"':
                quoted = True
            elif ch in "{}":
                depth += 1 if ch == "{" else -1
        if depth <= 0 and not quoted:
            return j
    return i


def _closing(text: str, start: int) -> int | None:
    """The index of the ``)`` that closes the ``(`` at ``start`` (None: not closed)."""
    depth = 0
    for i in range(start, len(text)):
        depth += (text[i] == "(") - (text[i] == ")")
        if depth == 0:
            return i
    return None


#: an operand's shape printed before its name (XLA's long print, ``add(f32[8]{0} %a, f32[8]{0} %b)``, and ShortParsable
#: ``add(f32[8] a, ...)``; the short print has ``add(%a, %b)``): a tuple shape or one array shape with its layout,
#: after ``(``, ``, `` or a ``/*index=5*/`` comment
_OPERAND_SHAPE = re.compile(r"(?:(?<=\()|(?<=, )|(?<=\*/))(?:[a-z][a-z0-9]*\[[^\]]*\](?:\{[^{}]*\})?|\((?:[^()]|\([^()]*\))*\)) "
                            r"(?=%?[A-Za-z_])")


def _opcode_and_operands(rest: str) -> tuple[str, str]:
    """(the opcode of an instruction's right-hand side, ``f32[8]{0} add(%a, %b), ...``, tuple shapes included; the
    right-hand side with its operands' shapes left out: they are their definitions' shapes, so whether XLA printed
    them, the long text or the short, says nothing of the module)."""
    shape_end = (_closing(rest, 0) or 0) if rest.startswith("(") else 0  # a tuple shape: after its ``)``
    m = _OPCODE.search(rest, shape_end)
    if m is None:
        return "", rest
    start = m.end() - 1
    end = _closing(rest, start)
    if end is not None:
        rest = rest[:start] + _OPERAND_SHAPE.sub("", rest[start:end]) + rest[end:]
    return m.group(1), rest


@with_doc(HLO_PASS_MODULE_SCHEMA)
@reader
def read_hlo_pass(path_or_text: PathOrText) -> HloPassDump:
    """Read one HLO module printed as text (a per-pass dump, or any HLO module file) into its canonical form.

    Returns:
        :class:`HloPassDump`; its ``module`` row has columns:
        {schema}

    Raises:
        ParseError: no ``HloModule`` line, a computation that is not closed, a line in a computation that is not an
            instruction; a binary or cut file (see :mod:`kitlib.textio`). A name printed nowhere before its use is
            kept as it is (the hash then depends on it).
    """
    name, text = read_text(path_or_text)
    lines = text.split("\n")
    head = next((i for i, s in enumerate(lines) if s.strip()), None)
    if head is None or not lines[head].lstrip().startswith("HloModule "):
        raise ParseError(name, (head or 0) + 1, "not an HLO module: no 'HloModule' line", lines[head] if head is not None else "")
    end = _balanced_end(lines, head)  # a header attribute may run over several lines (origin_recovery_table={...})
    header = "\n".join(lines[head:end + 1]).strip()
    hlo_module = header[len("HloModule "):].split(",", 1)[0].strip()
    header_attrs = header.split(",", 1)[1].strip() if "," in header else ""
    comps: dict[str, str] = {}  # name -> canonical hash, in print order
    fused: set[str] = set()
    rows: list[tuple] = []
    entry = None
    n_instr = 0
    i = end + 1
    while i < len(lines):
        s = lines[i]
        st = s.strip()
        if not st:
            i += 1
            continue
        if st in _STACK_SECTIONS:  # a table of source locations: to the next blank line
            while i < len(lines) and lines[i].strip():
                i += 1
            continue
        hm = _HEADER.match(s)
        if hm is None:
            raise ParseError(name, i + 1, "expected a computation ('name (params) -> shape {')", st)
        comp = hm.group("name")
        if hm.group("entry"):
            entry = comp
        local: dict[str, str] = {}  # the signature is left out: its parameters and root are in the body (and XLA's
        body: list[str] = []        # short print, per-pass dumps up to 2024, omits it)
        start = i
        i += 1
        while i < len(lines) and not lines[i].lstrip().startswith("}"):
            line = lines[i]
            if not line.strip():
                i += 1
                continue
            d = _DEFINE.match(line)
            if d is None:
                raise ParseError(name, i + 1, f"expected an instruction of computation {comp}", line.strip())
            local[d.group("name")] = f"%{len(local)}"
            opcode, rest = _opcode_and_operands(_METADATA.sub("", d.group("rest")))
            if opcode == "fusion":
                fused.update(_CALLS_FUSION.findall(rest))

            def ref(m: re.Match[str], local: dict[str, str] = local) -> str:
                n = m.group(1)  # an instruction defined above, else a computation printed above (XLA prints callees first)
                return local[n] if n in local else "@" + comps[n] if n in comps else m.group(0)

            def own_ref(m: re.Match[str], local: dict[str, str] = local) -> str:
                n = m.group(1)
                return "%_" if n in local else "@" + comps[n] if n in comps else m.group(0)

            canon = _NAME_REF.sub(ref, rest)
            body.append(("ROOT " if d.group("root") else "") + local[d.group("name")] + " = " + canon)
            own = _NAME_REF.sub(own_ref, rest)
            rows.append((comp, d.group("name"), opcode, _h(own), i + 1))
            n_instr += 1
            i += 1
        if i >= len(lines):
            raise ParseError(name, start + 1, f"computation {comp} is not closed (truncated?)", st)
        tail = lines[i].strip()[1:].split("//", 1)[0].strip()  # "}, execution_thread=..." ("} // name": older XLA)
        comps[comp] = _h("\n".join([*body, tail]))
        i += 1
    if entry is None and comps:
        entry = next(reversed(comps))
    module_hash = _h("\n".join([header_attrs, comps.get(entry or "", ""), *sorted(comps.values())]))
    step = pipeline = pass_ = before = point = None
    m = re.match(r"^module_\d{4,}\.", os.path.basename(name)) if name != "<text>" else None
    if m is not None:
        rest_name = os.path.basename(name)[m.end():]
        split = split_pass_dump_name(rest_name, hlo_module) or split_pass_dump_name(rest_name)
        if split is not None:
            p = split[1]
            step, pipeline, pass_, before, point = p.step, p.pipeline, p.pass_name, p.before_pass, p.dump_point
    module = frame([{"hlo_module": hlo_module, "step": step, "pipeline": pipeline, "pass": pass_, "before_pass": before,
                     "dump_point": point, "module_hash": module_hash, "n_computations": len(comps), "n_instructions": n_instr,
                     "is_scheduled": "is_scheduled=true" in header_attrs}], HLO_PASS_MODULE_SCHEMA)
    instructions = rows_frame([r for r in rows if r[0] not in fused], HLO_PASS_INSTRUCTIONS_SCHEMA)
    return HloPassDump(module, instructions, comps)


def hlo_module_hash(path_or_text: PathOrText) -> str:
    """The canonical hash of one HLO module text (:func:`read_hlo_pass`'s ``module_hash``).

    Raises:
        ParseError: as :func:`read_hlo_pass`.
    """
    return read_hlo_pass(path_or_text).module_hash


__all__ = ["HloPassDump", "HLO_PASS_INSTRUCTIONS_SCHEMA", "HLO_PASS_MODULE_SCHEMA", "PIPELINE_END", "PIPELINE_START", "PassDumpName",
           "hlo_module_hash", "parse_pass_dump_name", "read_hlo_pass", "sanitize",
           "split_pass_dump_name"]
