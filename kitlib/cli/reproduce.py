"""``kit reproduce [ID ...] [--list] [--json] [--out DIR] [--executor local|ray] [--ray-address ADDR] [--registry DIR]``.

Re-measures published findings (the registry ``kitlib/findings/*.toml``) with the
kit's own backends and prints a table: finding, quantity, published, measured,
agrees, note. ``--list`` prints the registry instead (``--json``: an array of
``{"finding", "title", "source", "published"}``); a run with ``--json`` prints an
array of ``{"finding", "quantity", "published", "measured", "agrees"}`` (agrees:
true, false or "qualitative"). A finding whose recipe fails is reported failed
with its reason; the others go on. Exit status 0 when every recipe ran (agreeing
or not), 1 when one failed; a bad registry entry or unknown id: ``kit: ...``, 2.
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("reproduce", help="re-measure published findings with the kit's own backends: published vs measured")
    p.add_argument("ids", nargs="*", metavar="ID", help="findings to run (default: all; see --list)")
    p.add_argument("--list", action="store_true", help="list the registry's findings instead of running them")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--out", type=Path, default=Path("runs/reproduce"), help="a folder per finding is kept here (default runs/reproduce)")
    p.add_argument("--registry", type=Path, default=None, help="a folder of finding files (default: the shipped registry)")
    from .sweep import add_executor_arguments

    add_executor_arguments(p)
    p.set_defaults(func=_cmd_reproduce)


def _cmd_reproduce(args: argparse.Namespace) -> int:
    import pandas as pd

    from ..findings import load_findings
    from ..repro.run import json_rows, reproduce

    if args.list:
        findings = load_findings(args.registry)
        wanted = args.ids or list(findings)
        missing = [i for i in wanted if i not in findings]
        if missing:
            from ..errors import KitError

            raise KitError(f"no finding {', '.join(map(repr, missing))} (known: {', '.join(findings)})")
        if args.json:
            print(json.dumps([findings[i].summary() for i in wanted], indent=2))
        else:
            for i in wanted:
                f = findings[i]
                print(f"{f.id:26} {f.rule:11} {f.title}\n{'':38} {f.source['citation']}")
        return 0
    from .sweep import check_executor_arguments

    check_executor_arguments(args)
    table = reproduce(args.ids, out=args.out, executor=args.executor, registry=args.registry, ray_address=args.ray_address)
    if args.json:
        print(json.dumps(json_rows(table), indent=2, default=str))
    else:
        with pd.option_context("display.width", 250, "display.max_colwidth", 60, "display.max_rows", None):
            print(table[["finding", "quantity", "published", "measured", "agrees", "note"]].to_string(index=False))
        print(f"\nkept under {args.out}/ (one folder per finding, reproduce.json)")
    return 1 if (table["status"] == "failed").any() else 0
