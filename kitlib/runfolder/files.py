"""Files named by path outside (or inside) a run folder, read for the analyses: the one place they touch disk.

Analyses take a :class:`~kitlib.runfolder.Run` for a run folder; a dump folder,
trace, lab folder or single file a user names (``kit diff A B``, ``kit grep``,
``kit compare trace.json.gz``) is read here, through the readers of
:mod:`kitlib.dumps` and :mod:`kitlib.timings`, so ``kitlib/analysis`` opens no
file itself (tests/test_architecture.py).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from ..dumps.folder import DumpFolder, parse_folder
from ..dumps.formats import CODE_KINDS, code_files, detect_kind  # noqa: F401 - CODE_KINDS: analysis asks it here
from ..dumps.index import CACHE_DIR
from ..dumps.kinds import Kind
from ..errors import KitError
from . import layout


def is_run_folder(path: str | Path) -> bool:
    """The folder holds a run's ``manifest.json``."""
    return (Path(path) / layout.MANIFEST).is_file()




def content_digest(path: Path) -> str:
    """BLAKE2b of a file's bytes, read in blocks (``kit passes`` compares the backend's files of two compiles by content)."""
    import hashlib

    h = hashlib.blake2b(digest_size=20)
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            h.update(chunk)
    return h.hexdigest()


def is_binary(path: Path) -> bool:
    """NUL bytes in the first 8 KiB (objects, protos, compressed traces)."""
    with open(path, "rb") as f:
        return b"\x00" in f.read(8192)


def lines(path: Path) -> Iterator[tuple[int, str]]:
    """(1-based line, text) of a text file."""
    with open(path, encoding="utf-8", errors="replace") as f:
        yield from enumerate(f, 1)


def file_kind(f: Path) -> str:
    """A file's kind as every command detects it (:func:`kitlib.dumps.formats.detect_kind`: the dump name, else the
    formats' content signatures, ``graphdef`` for TensorFlow GraphDef text); ``"unknown"`` for a file that cannot be read."""
    try:
        return detect_kind(f)
    except KitError:
        return "unknown"


def folder_files(path: Path) -> Iterator[tuple[str | None, Path]]:
    """(config, file) of every file below a folder that is not a run folder: the first folder level below
    it is the config (None for files directly in it); the parse caches are skipped."""
    for f in sorted(path.rglob("*")):
        if f.is_file() and CACHE_DIR not in f.parts:
            rel = f.relative_to(path)
            yield (rel.parts[0] if len(rel.parts) > 1 else None), f


def process_files(process_dir: Path) -> Iterator[Path]:
    """Every file of a process folder of a run (dumps, traces, records), the parse caches skipped."""
    for f in sorted(process_dir.rglob("*")):
        if f.is_file() and CACHE_DIR not in f.parts:
            yield f


def lab_parts(folder: Path) -> list[Path]:
    """The optimised split parts of a split-lab folder (``part.N.opt.ll`` in N order, else
    ``baseline.opt.ll``); ``[]`` when it is not a lab folder."""
    parts = sorted(folder.glob("part.*.opt.ll"),
                   key=lambda x: int(x.name.split(".")[1]) if x.name.split(".")[1].isdigit() else -1)
    if parts:
        return parts
    return [folder / "baseline.opt.ll"] if (folder / "baseline.opt.ll").is_file() else []


def subfolders(folder: Path) -> list[Path]:
    """The folders directly below a folder, by name."""
    return sorted(d for d in folder.iterdir() if d.is_dir())


def config_dump_folders(run: Path) -> list[str]:
    """Names of a run folder's config folders that hold a ``dump/`` folder."""
    return [d.name for d in subfolders(run) if (d / layout.DUMP_DIR).is_dir()]


def read_file(path: str | Path, kind: str | None = None) -> Any:
    """A file a user names (or one an analysis finds walking a folder), read by its format's reader
    (:data:`kitlib.dumps.formats.FORMATS`): what the reader returns. ``kind``: detected from the name, then the first bytes, when not given.

    Raises:
        ParseError / KitError: as the reader raises them, or no reader reads the kind.
    """
    from ..dumps.formats import get_format

    return get_format(kind or detect_kind(path), path).read(path)


def dump_folder(path: str | Path, kinds: tuple[str, ...] | None = None) -> DumpFolder:
    """A dump folder a user names, parsed (:func:`~kitlib.dumps.folder.parse_folder`, the kit's parse cache): the kinds
    a folder parses by default, or ``kinds`` (``kit passes``: the per-pass dumps, which no folder parses by default)."""
    return parse_folder(path) if kinds is None else parse_folder(path, kinds=kinds)


def read_trace_file(path: Path) -> pd.DataFrame:
    """:func:`kitlib.timings.trace.read_trace` of a trace file, or of the newest trace below a folder.

    Raises:
        ParseError / KitError: as the reader raises them.
    """
    from ..timings.trace import find_trace, read_trace

    return read_trace(path if path.is_file() else find_trace(path))


def read_spans_file(path: Path) -> pd.DataFrame:
    """:func:`kitlib.timings.spans.read_spans` of a trace file or folder (its columns)."""
    from ..timings.spans import read_spans

    return read_spans(path)


# ----------------------------------------------------------------------------- a side of a code comparison


@dataclass(frozen=True)
class CodeSide:
    """One side of a code comparison, parsed: what ``kit diff A B`` and ``kit compare`` read of a folder or file.

    Attributes:
        path: the folder or file given (a config folder: its ``dump/``).
        kind: dump (an XLA dump folder), lab (a split-lab folder) or file (one optimised ``.ll``).
        folder: its tables (:class:`~kitlib.dumps.folder.DumpFolder`): a dump folder's, parsed and cached by
            :func:`~kitlib.dumps.folder.parse_folder`; for a lab folder or a file, the LLVM globals and the
            kernels' code (:mod:`kitlib.dumps.kernel_code`) of each ``.ll`` with the ``.ptx`` / ``.s`` beside it.
    """

    path: Path
    kind: str
    folder: DumpFolder


def _asm_beside(ll: Path) -> dict[str, Path]:
    stem = ll.name.removesuffix(".ll").removesuffix(".opt")
    out: dict[str, Path] = {}
    for kind, ext in ((Kind.PTX, ".ptx"), (Kind.X86_ASM, ".s")):
        p = ll.with_name(stem + ext)
        if p.is_file():
            out[kind] = p
    return out


def _code_of_files(root: Path, lls: list[Path]) -> DumpFolder:
    """The tables of a lab folder or a lone ``.ll``: every module's LLVM globals and kernels' code, with its PTX
    or x86 assembly beside it (a ``.s`` reads its constants' symbols off the module, :func:`asm_symbols`)."""
    from ..dumps.asm import read_x86_asm
    from ..dumps.kernel_code import asm_code, asm_symbols, llvm_code, ptx_code
    from ..dumps.llvm_ir import read_llvm_ir
    from ..dumps.ptx import read_ptx
    from ..textio import read_text

    index: list[dict[str, Any]] = []
    tables: dict[str, list[pd.DataFrame]] = {}
    for ll in lls:
        text = read_text(ll, nul_ok=True)[1]
        module = read_llvm_ir(text)
        parts: list[tuple[Path, str, dict[str, pd.DataFrame]]] = [
            (ll, Kind.LLVM_IR, llvm_code(text, module).tables() | {"llvm_globals": module.globals})]
        for kind, p in _asm_beside(ll).items():
            t = read_text(p)[1]
            code = ptx_code(t, read_ptx(t)) if kind == Kind.PTX else asm_code(t, read_x86_asm(t), asm_symbols(module, "x86-64"))
            parts.append((p, kind, code.tables()))
        for p, kind, ts in parts:
            name = p.name if p.parent == root else str(p)
            index.append({"file": name, "kind": kind, "split_part": None, "parsed": True, "error": None})
            for n, t in ts.items():
                front = pd.DataFrame({"file": pd.array([name] * len(t), dtype="string"), "module_id": pd.array([None] * len(t), dtype="Int64"),
                                      "hlo_module": pd.array([None] * len(t), dtype="string")})
                tables.setdefault(n, []).append(pd.concat([front, t.reset_index(drop=True)], axis=1))
    idx = pd.DataFrame(index).astype({"file": "string", "kind": "string", "split_part": "Int64", "parsed": "boolean", "error": "string"})
    return DumpFolder(idx, {n: pd.concat(ts, ignore_index=True) for n, ts in tables.items()})


def open_code_side(path: str | Path) -> CodeSide:
    """Open one side of a code comparison: a dump folder, a run's config folder, a split lab folder (``kit lab split
    --workdir W`` leaves ``W/split<N>[-fix]/part.<i>.opt.ll`` and ``.ptx`` / ``.s``; its unsplit module
    ``baseline.opt.ll``), or one optimised ``.ll`` file with its ``.ptx`` / ``.s`` beside it.

    Every access a code comparison makes to a run or lab folder's layout is here.

    Raises:
        KitError: the path does not exist, is a whole run folder (name its config folders instead), or holds no
            XLA dump files.
        ParseError: a lab module or a lone file that cannot be read.
    """
    p = Path(path)
    if not p.exists():
        raise KitError(f"{p}: no such file or folder")
    if p.is_file():
        if p.suffix != ".ll":
            raise KitError(f"{p}: not a dump folder, config folder, lab folder or .ll file")
        return CodeSide(p, "file", _code_of_files(p.parent, [p]))
    if is_run_folder(p):
        configs = config_dump_folders(p)
        raise KitError(f"{p}: a run folder; name two config folders, e.g. {p / configs[0]} {p / configs[-1]}" if configs
                       else f"{p}: a run folder without config dumps")
    if (p / layout.DUMP_DIR).is_dir():
        p = p / layout.DUMP_DIR
    lls = lab_parts(p)
    if lls:
        return CodeSide(p, "lab", _code_of_files(p, lls))
    folder = dump_folder(p)
    idx = folder.files
    code = code_files(idx)
    if not code.any():
        sub = [d.name for d in subfolders(p) if lab_parts(d) or (d / layout.DUMP_DIR).is_dir()]
        hint = f" (its sub-folders {', '.join(sorted(sub)[:4])} are)" if sub else ""
        raise KitError(f"{p}: no XLA dumps here (no after-optimisation HLO, optimised LLVM IR, PTX or object file){hint}")
    return CodeSide(p, "dump", folder)
