"""``kit parse FILE`` and ``kit index FOLDER``.

``kit parse`` detects the format from the file name (falling back to the
first line) and prints the file's main table; ``kit index`` prints a dump
folder's file table. Exit 0 on success, 2 with one ``path:line: reason``
line on stderr when the input cannot be parsed.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import pandas as pd

from ..errors import KitError, ParseError
from .index import classify, read_dump_index


def detect(path: str | os.PathLike) -> str:
    """The reader kind for a file: from its dump name, else from its first line."""
    name = os.path.basename(os.fspath(path))
    if os.path.isdir(path):
        raise KitError(f"{path}: a folder; `kit index {path} --parse` parses every file in it")
    kind = classify(name).kind
    if kind != "unknown":
        return kind
    if name.endswith(".o"):
        return "object_file"
    if name.endswith(".ll"):
        return "llvm_ir"
    if name.endswith(".ptx"):
        return "ptx"
    try:
        with open(path, "rb") as f:
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
    raise ParseError(path, 1, "unknown format (not HLO, buffer assignment, memory report, debug options, metrics report, LLVM IR, PTX or object)")


def main_table(path: str, kind: str) -> pd.DataFrame:
    """The main table of one file of ``kind``."""
    if kind.startswith("hlo_"):
        from .hlo import read_hlo

        return read_hlo(path).instructions
    if kind == "buffer_assignment":
        from .buffer_assignment import read_buffer_assignment

        return read_buffer_assignment(path).allocations
    if kind == "memory_usage_report":
        from .buffer_assignment import read_memory_usage_report

        return read_memory_usage_report(path).allocations
    if kind == "debug_options":
        from .debug_options import read_debug_options

        return read_debug_options(path)
    if kind == "metrics_report":
        from ..timings.metrics_report import read_metrics_report

        return read_metrics_report(path).metrics
    if kind == "object_file":
        from .objdump import read_object_file

        return read_object_file(path).kernels
    if kind == "llvm_ir":
        from .llvm_ir import read_llvm_ir

        m = read_llvm_ir(path)
        return m if isinstance(m, pd.DataFrame) else m.globals
    if kind == "ptx":
        from .ptx import read_ptx

        m = read_ptx(path)
        return m if isinstance(m, pd.DataFrame) else m.entries
    raise ParseError(path, None, f"no reader for {kind} files")


def _emit(df: pd.DataFrame, fmt: str) -> None:
    if fmt == "json":
        sys.stdout.write(df.to_json(orient="records", default_handler=str) + "\n")  # one JSON array
    else:
        df.to_csv(sys.stdout, index=False)


def _cmd_parse(args: argparse.Namespace) -> int:
    try:
        _emit(main_table(args.file, detect(args.file)), args.format)
    except KitError as e:
        print(str(e).splitlines()[0] if str(e) else repr(e), file=sys.stderr)
        return 2
    return 0


def _cmd_index(args: argparse.Namespace) -> int:
    try:
        if args.parse:
            from .folder import parse_folder

            parsed = parse_folder(Path(args.folder))
            _emit(parsed.index, args.format)
            n_err = int(parsed.index["error"].notna().sum())
            print(f"{len(parsed.index)} files, {int(parsed.index['parsed'].sum())} parsed, {n_err} could not be parsed"
                  + (" (see the error column)" if n_err else "") + ("; from cache" if parsed.from_cache else ""), file=sys.stderr)
        else:
            _emit(read_dump_index(Path(args.folder)), args.format)
    except KitError as e:
        print(str(e).splitlines()[0], file=sys.stderr)
        return 2
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``parse`` and ``index`` to the ``kit`` command's subparsers."""
    p = subparsers.add_parser("parse", help="parse one dump file (format auto-detected) and print its main table")
    p.add_argument("file")
    p.add_argument("--format", choices=("csv", "json"), default="csv", help="csv (default) or json (an array of row objects)")
    p.set_defaults(func=_cmd_parse)
    i = subparsers.add_parser("index", help="list a dump folder's files, classified by name")
    i.add_argument("folder")
    i.add_argument("--format", choices=("csv", "json"), default="csv", help="csv (default) or json (an array of row objects)")
    i.add_argument("--parse", action="store_true",
                   help="also parse every file of a kind the kit reads by default (HLO, buffer assignment, memory report, "
                        "debug options, LLVM IR, PTX; objects and MLIR are listed, not parsed), cached as parquet in "
                        "<folder>/.kit_cache; adds parsed and error columns")
    i.set_defaults(func=_cmd_index)


def main(argv: list[str] | None = None) -> int:
    """Stand-alone entry: ``python -m kitlib.dumps.cli parse FILE``."""
    ap = argparse.ArgumentParser(prog="kit")
    register(ap.add_subparsers(dest="command", required=True))
    args = ap.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    raise SystemExit(main())
