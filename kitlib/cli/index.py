"""``kit index FOLDER [--parse]``: a dump folder's file table (``--parse``: every file parsed, errors per row)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..errors import KitError
from ._table import add_format, emit


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``index`` to the kit's subcommands."""
    i = sub.add_parser("index", help="list a dump folder's (or a zip archive's: nsys-jax) files, classified by name, else by content")
    i.add_argument("folder")
    add_format(i)
    i.add_argument("--parse", action="store_true",
                   help="also parse every file of a kind the kit reads by default (kitlib.dumps.formats.FOLDER_KINDS: HLO text "
                        "and protos, buffer assignment, memory report, debug options, LLVM IR, PTX, XLA:GPU side files, "
                        "traces, profiles, torch_xla reports, objects, MLIR, OOM reports, XProf tool data, TPU side files), cached as Arrow files "
                        "in the kit's parse cache; adds parsed and error columns; the summary line accounts for every file")
    i.set_defaults(func=_cmd_index)


def _cmd_index(args: argparse.Namespace) -> int:
    """Handler of ``kit index``.

    Raises:
        KitError: the folder is missing, not a folder, or holds no file.
    """
    from ..dumps.index import has_files, index_summary, read_dump_index
    from ..textio import archive_members, container, is_archive

    folder = Path(args.folder)
    if not folder.is_dir() and not is_archive(folder):  # a zip archive of several files (nsys-jax) is a folder
        if folder.is_file():
            with open(folder, "rb") as f:
                if container(f.read(4)) == "zip":
                    archive_members(folder)  # a damaged archive, a member named outside it: that line
        raise KitError(f"{folder}: {'not a folder' if folder.exists() else 'no such folder'}")
    empty = KitError(f"{folder}: no files (an empty folder, not an XLA dump folder)")
    if not args.parse:
        index = read_dump_index(folder)
        if index.empty:
            raise empty
        emit(index, args.format)
        return 0
    if not has_files(folder):  # before anything is parsed or cached
        raise empty
    from ..dumps.folder import parse_folder

    parsed = parse_folder(folder)  # indexes the folder itself (or reopens the cached index)
    if parsed.index.empty:  # files, but none that can be stat-ed (broken links)
        raise empty
    emit(parsed.index, args.format)
    print(index_summary(parsed.index) + ("; from cache" if parsed.from_cache else ""), file=sys.stderr)
    return 0
