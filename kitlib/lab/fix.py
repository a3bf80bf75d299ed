"""XLA's fix for Case 1: every split part gets an internal copy of each initialised constant.

The merged fix (tensorflow PR 57108, XLA commit 324b7ee5; shared/CASES.md)
rewrites, in each part, the declaration or definition of every constant
global that has an initializer into an ``internal`` definition carrying the
initializer, so every part can fold it. Its first variant limited this to
constants of at most 128 elements (``max_elements``). Here the rewrite is
done on the text of a part as ``llvm-dis`` wrote it, from the definition
lines of the unsplit module.
"""
from __future__ import annotations

import re
from pathlib import Path

from ..dumps.llvm_ir import LlvmModule, constant_globals

_DEFINITION = re.compile(r'^@("[^"]*"|[-\w$.]+)\s*=')
# linkage and preemption words an internal definition must not keep
_NOT_INTERNAL = frozenset({"external", "dso_local", "linkonce_odr", "weak_odr", "weak", "linkonce", "common", "available_externally"})


def definition_lines(ll: Path) -> dict[str, str]:
    """Global name -> its ``@name = ...`` line in an (llvm-dis'd) module."""
    out = {}
    for line in ll.read_text().splitlines():
        m = _DEFINITION.match(line)
        if m:
            out[m.group(1).strip('"')] = line
    return out


def element_count(type_text: str) -> int:
    """Elements of an LLVM array type (``[2 x [4 x i8]]`` -> 8; a scalar -> 1)."""
    n = 1
    for d in re.findall(r"\[\s*(\d+)\s+x", type_text):
        n *= int(d)
    return n


def apply_fix(part_ll: Path, baseline_lines: dict[str, str], baseline: LlvmModule, max_elements: int | None) -> list[str]:
    """Give the part an internal copy of each initialised constant it declares or defines.

    ``baseline_lines``: global name -> its definition line in the (llvm-dis'd)
    unsplit module (:func:`definition_lines`). Constants whose initializer
    refers to other globals, or with more than ``max_elements`` elements, are
    left alone. Rewrites the file in place; returns the names copied.
    """
    eligible = {
        r.name
        for r in constant_globals(baseline.globals).itertuples()
        # a buffer_for_constant written `global` is filled by the runtime: its initializer is a placeholder
        if r.is_constant and r.has_initializer and r.linkage not in ("private", "internal")
        and "@" not in re.sub(r'c"[^"]*"', "", baseline_lines[r.name].split("=", 1)[1])
        and (max_elements is None or element_count(r.type) <= max_elements)
    }
    out: list[str] = []
    copied: list[str] = []
    for line in part_ll.read_text().splitlines():
        m = _DEFINITION.match(line)
        name = m.group(1).strip('"') if m else None
        if name is not None and name in eligible:
            line = _internal_definition(baseline_lines[name])
            copied.append(name)
        out.append(line)
    part_ll.write_text("\n".join(out) + "\n")
    return copied


def _internal_definition(line: str) -> str:
    head, rest = line.split("=", 1)
    words = rest.split()
    kept = [w for w in words[:3] if w not in _NOT_INTERNAL]
    rest = " ".join(kept + words[3:])
    rest = re.sub(r",\s*comdat(\([^)]*\))?", "", rest)
    return f"{head.rstrip()} = internal {rest}"
