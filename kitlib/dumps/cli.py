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
from .formats import FORMATS, list_tables, read_table
from .index import detect_kind, index_summary, read_dump_index


def detect(path: str | os.PathLike) -> str:
    """The reader kind for a file: from its dump name, else from its first bytes (kitlib.dumps.index.detect_kind)."""
    kind = detect_kind(path)
    if kind == "unknown":
        raise ParseError(path, 1, "unknown format: neither its name nor its first bytes match a format the kit reads "
                                  f"({', '.join(sorted(FORMATS))})")
    return kind


def main_table(path: str, kind: str, table: str | None = None) -> pd.DataFrame:
    """Table ``table`` (default: the format's default table) of one file of ``kind`` (kitlib.dumps.formats)."""
    return read_table(path, table, kind)


def _emit(df: pd.DataFrame, fmt: str) -> None:
    if fmt == "json":
        sys.stdout.write(df.to_json(orient="records", default_handler=str) + "\n")  # one JSON array
    else:
        df.to_csv(sys.stdout, index=False)


def _cmd_parse(args: argparse.Namespace) -> int:
    try:
        kind = detect(args.file)
        _emit(list_tables(kind) if args.list_tables else main_table(args.file, kind, args.table), args.format)
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
            print(index_summary(parsed.index) + ("; from cache" if parsed.from_cache else ""), file=sys.stderr)
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
    p.add_argument("--table", help="which of the format's tables to print (default: the format's main table; see --list-tables)")
    p.add_argument("--list-tables", action="store_true", help="print the format's tables (the default marked) instead of a table")
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
