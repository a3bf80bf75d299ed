"""``kit parse FILE [--table NAME | --list-tables]``: one table of one file.

The format is detected from the file name, falling back to its first bytes
(:func:`kitlib.dumps.formats.detect_kind`); which tables a format has and
which one is printed by default is :mod:`kitlib.dumps.formats`'s registry.
The table goes to stdout as CSV or JSON.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING

from ..errors import KitError, ParseError
from ._table import add_format, emit

if TYPE_CHECKING:
    import pandas as pd


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``parse`` to the kit's subcommands."""
    p = sub.add_parser("parse", help="parse one dump, profile or report file (format auto-detected) and print a table")
    p.add_argument("file")
    add_format(p)
    p.add_argument("--table", help="which of the format's tables to print (default: the format's main table; see --list-tables)")
    p.add_argument("--list-tables", action="store_true", help="print the format's tables (the default marked) instead of a table")
    p.set_defaults(func=_cmd_parse)


def _cmd_parse(args: argparse.Namespace) -> int:
    """Handler of ``kit parse``."""
    from ..dumps.formats import list_tables

    kind = detect(args.file)
    emit(list_tables(kind) if args.list_tables else main_table(args.file, kind, args.table), args.format)
    return 0


def detect(path: str | os.PathLike) -> str:
    """The reader kind for a file (:func:`kitlib.dumps.formats.detect_kind`, the one detection every command uses).

    Raises:
        KitError: a folder (or a zip archive of several files), or not a regular file (a FIFO, a device).
        ParseError: no such file, or a format the kit does not read ("unknown format": no format's
            signature matches, and no reader is guessed).
    """
    from ..dumps.formats import FORMATS, detect_kind

    try:
        kind = detect_kind(path)
    except ParseError as e:
        if e.reason == "cannot open: no such file":
            raise KitError(f"{path}: no such file") from None
        raise
    if kind == "unknown":
        raise ParseError(path, 1, "unknown format: neither its name nor its first bytes match a format the kit reads "
                                  f"({', '.join(sorted(FORMATS))})")
    return kind


def main_table(path: str, kind: str, table: str | None = None) -> pd.DataFrame:
    """Table ``table`` (default: the format's main table) of one file of ``kind`` (:mod:`kitlib.dumps.formats`).

    A reader that skipped part of the input (a ``skipped`` table with rows)
    gets one note on stderr saying how many lines and where to see them.

    Raises:
        KitError: ``table`` is not one of the format's tables.
    """
    from ..dumps.formats import get_format, pick_table, read_tables

    fmt = get_format(kind, path)
    if table is not None and table not in fmt.table_names:
        raise KitError(f"{path}: {kind} has no table {table!r}; its tables: {', '.join(fmt.table_names)}")
    tables = read_tables(path, kind)
    skipped = tables.get("skipped")
    if table != "skipped" and skipped is not None and len(skipped):
        print(f"kit: note: {path}: {len(skipped)} line(s) not read, first at line {skipped['line'].iloc[0]}: "
              f"{skipped['reason'].iloc[0]} (--table skipped lists them)", file=sys.stderr)
    picked = pick_table(fmt, tables, table)
    if table is None and picked is not tables[fmt.default]:  # never another table's rows under the default's name
        name = next(n for n, t in tables.items() if t is picked)
        print(f"kit: note: {path}: its {fmt.default} table is empty; printing its {name} table "
              f"(--table {fmt.default} for the empty one)", file=sys.stderr)
    return picked
