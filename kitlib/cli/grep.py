"""``kit grep PATTERN RUN|FOLDER [--kind K] [--json]``: where a pattern occurs in every config's dumps."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("grep", help="find a regular expression in every config's dump files, as a table")
    p.add_argument("pattern", help="Python regular expression")
    p.add_argument("path", type=Path, help="run folder, folder of dumps (one subfolder per config), or one file")
    p.add_argument("--kind", help="only files of this kind (hlo_after_optimizations, graphdef, llvm_ir, ...)")
    p.add_argument("-i", "--ignore-case", action="store_true")
    p.add_argument("--json", action="store_true", help="print a JSON array of the rows")
    p.set_defaults(func=_cmd_grep)


def _cmd_grep(args: argparse.Namespace) -> int:
    import pandas as pd

    from ..analysis.grep import grep

    t = grep(args.pattern, args.path, kind=args.kind, ignore_case=args.ignore_case)
    if args.json:
        sys.stdout.write(t.to_json(orient="records") + "\n")
    elif len(t):
        with pd.option_context("display.width", 250, "display.max_colwidth", 120, "display.max_rows", None):
            print(t.to_string(index=False))
    not_read = t.attrs.get("not_read", [])
    if not_read:
        print(f"{len(not_read)} files not read: {not_read[0]}" + (" ..." if len(not_read) > 1 else ""), file=sys.stderr)
    n_files = t.groupby(["config", "file"], dropna=False).ngroups if len(t) else 0
    by = t.groupby("config", dropna=False).size() if len(t) else pd.Series(dtype=int)
    print(f"{len(t)} matching lines in {n_files} files" + (": " + ", ".join(f"{c}: {n}" for c, n in by.items()) if len(by) else ""),
          file=sys.stderr)
    return 0 if len(t) else 1
