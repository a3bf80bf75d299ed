"""The lab's input: which LLVM modules of a dump or run folder it takes, and one bitcode module from them."""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..errors import KitError
from .tools import LlvmTools, assemble, disassemble, link_modules


def _one_hlo_module(paths: list[Path]) -> list[Path]:
    """The files of one HLO module of one dump folder: the first folder, its biggest module."""
    first_dir = min(p.parent for p in paths)
    groups: dict[str, list[Path]] = {}
    for p in paths:
        if p.parent == first_dir:
            groups.setdefault(p.name.split(".", 1)[0], []).append(p)  # module_<id>
    return max(groups.values(), key=len)


def find_lab_modules(folder: str | Path) -> list[Path]:
    """The LLVM modules in a dump/run folder the lab can take, searched recursively.

    XLA:GPU ``*.inlined.ir-no-opt.ll`` (the module before the split) win over
    plain GPU ``*.ir-no-opt.ll``; XLA:CPU ``*_kernel_module.ir-no-opt.ll`` are
    returned all together (to be linked). Split parts (``.<i>.ir-*.ll``) are
    never returned. When the folder holds several HLO modules (a training
    step compiles two graphs; a run folder holds several configs), only the
    files of the one with the most LLVM modules are returned, from the first
    dump folder in name order: linking two graphs' kernels would clash.

    Raises:
        KitError: not a folder, or no such module under it.
    """
    folder = Path(folder)
    if not folder.is_dir():
        raise KitError(f"{folder}: not a folder")
    allnoopt = sorted(p for p in folder.rglob("*.ll") if p.name.endswith("ir-no-opt.ll"))
    inlined = [p for p in allnoopt if p.name.endswith(".inlined.ir-no-opt.ll")]
    if inlined:
        return inlined
    cpu = [p for p in allnoopt if p.name.endswith("_kernel_module.ir-no-opt.ll")]
    if cpu:
        return _one_hlo_module(cpu)
    other = [p for p in allnoopt if not re.search(r"\.\d+\.ir-no-opt\.ll$", p.name) and "constants" not in p.name]
    if other:
        return other
    raise KitError(f"{folder}: no *.ir-no-opt.ll LLVM module found (dump with --xla_dump_to and --xla_dump_hlo_as_text)")


@dataclass(frozen=True)
class Prepared:
    """The lab's input as one module.

    Attributes:
        bitcode: the module as bitcode (``<work>/module.bc``).
        text: the same, llvm-dis'd (``<work>/module.ll``).
        linked_from: the input files linked into it (empty for one file).
        downgrades: rewrites applied so the installed LLVM accepts the IR.
        label: how results name the input.
    """

    bitcode: Path
    text: Path
    linked_from: tuple[str, ...]
    downgrades: tuple[str, ...]
    label: str


def prepare(module_path: str | Path | Sequence[str | Path], work: Path, tools: LlvmTools) -> Prepared:
    """A file, a list of files (linked) or a dump folder (:func:`find_lab_modules`, linked) as one module in ``work``.

    Raises:
        KitError: no such file or folder, or no module in the folder.
        ParseError / ToolError: as :func:`~kitlib.lab.tools.assemble` and :func:`~kitlib.lab.tools.link_modules`.
    """
    if isinstance(module_path, (str, Path)):
        p = Path(module_path)
        if not p.exists():
            raise KitError(f"{p}: no such file or folder")
        inputs = find_lab_modules(p) if p.is_dir() else [p]
        label = str(p)
    else:
        inputs = [Path(x) for x in module_path]
        label = f"{len(inputs)} modules"
        if not inputs:
            raise KitError("no LLVM module given")
    bc = work / "module.bc"
    if len(inputs) > 1:
        downgrades = link_modules(inputs, bc, tools)
        linked = tuple(str(x) for x in inputs)
    else:
        downgrades = assemble(inputs[0], bc, tools)
        linked = ()
    ll = disassemble(bc, work / "module.ll", tools)
    return Prepared(bc, ll, linked, tuple(downgrades), label)
