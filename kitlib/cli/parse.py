"""``kit parse FILE``: one dump file's main table.

The format is detected from the file name (falling back to the first line);
the table goes to stdout as CSV or JSON.
"""
from __future__ import annotations

import argparse
import os
from pathlib import Path

import pandas as pd

from ..dumps.index import classify
from ..errors import KitError, ParseError
from ..textio import check_file, open_binary
from ._table import add_format, emit


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``parse`` to the kit's subcommands."""
    p = sub.add_parser("parse", help="parse one dump file (format auto-detected) and print its main table")
    p.add_argument("file")
    add_format(p)
    p.set_defaults(func=run_parse)


def run_parse(args: argparse.Namespace) -> int:
    """Handler of ``kit parse``."""
    emit(main_table(args.file, detect(args.file)), args.format)
    return 0


def detect(path: str | os.PathLike) -> str:
    """The reader kind for a file: from its dump name, else from its first line.

    Raises:
        KitError: a folder.
        ParseError: no such file, not a readable regular file (a FIFO, a
            device: checked before anything is opened, so a FIFO never
            blocks), or a format the kit does not read.
    """
    p = Path(path)
    if p.is_dir():
        raise KitError(f"{path}: a folder; `kit index {path} --parse` parses every file in it")
    check_file(p)
    name = p.name
    kind = classify(name).kind
    if kind != "unknown":
        return kind
    suffixes = {".o": "object_file", ".ll": "llvm_ir", ".ptx": "ptx", ".s": "x86_asm"}
    if p.suffix in suffixes:
        return suffixes[p.suffix]
    with open_binary(p) as f:
        try:
            head = f.read(4096).decode("utf-8", "replace").lstrip()
        except OSError as e:
            raise KitError(f"{path}: cannot read ({e.strerror})") from e
    if head.startswith("HloModule") or head.startswith("ENTRY"):
        return "hlo_after_optimizations"
    if head.startswith("BufferAssignment"):
        return "buffer_assignment"
    if head.startswith("Total bytes") or head.startswith("Memory Space"):
        return "memory_usage_report"
    if head.startswith("Metric:") or head.startswith("Counter:"):
        return "metrics_report"
    if head.startswith("xla_"):
        return "debug_options"
    raise ParseError(path, 1, "unknown format (not HLO, buffer assignment, memory report, debug options, metrics report, LLVM IR, PTX, x86 assembly or object)")


def main_table(path: str, kind: str) -> pd.DataFrame:
    """The main table of one file of ``kind``."""
    if kind.startswith("hlo_"):
        from ..dumps.hlo import read_hlo

        return read_hlo(path).instructions
    if kind == "buffer_assignment":
        from ..dumps.buffer_assignment import read_buffer_assignment

        return read_buffer_assignment(path).allocations
    if kind == "memory_usage_report":
        from ..dumps.buffer_assignment import read_memory_usage_report

        return read_memory_usage_report(path).allocations
    if kind == "debug_options":
        from ..dumps.debug_options import read_debug_options

        return read_debug_options(path)
    if kind == "metrics_report":
        from ..timings.metrics_report import read_metrics_report

        return read_metrics_report(path).metrics
    if kind == "object_file":
        from ..dumps.objdump import read_object_file

        return read_object_file(path).kernels
    if kind == "llvm_ir":
        from ..dumps.llvm_ir import read_llvm_ir

        return read_llvm_ir(path).globals
    if kind == "ptx":
        from ..dumps.ptx import read_ptx

        return read_ptx(path).entries
    if kind == "x86_asm":
        from ..dumps.asm import read_x86_asm

        return read_x86_asm(path).functions
    raise ParseError(path, None, f"no reader for {kind} files")
