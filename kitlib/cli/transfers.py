"""``kit transfers RUN|FOLDER|FILE [--json]``: every transfer and copy in the dumps, side by side over configs."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("transfers", help="list host/device transfers and copies in HLO and TensorFlow GraphDef dumps")
    p.add_argument("path", type=Path, help="run folder, folder of dumps (one subfolder per config), or one file")
    p.add_argument("--json", action="store_true", help="print a JSON array of the transfer rows")
    p.set_defaults(func=_cmd_transfers)


def _cmd_transfers(args: argparse.Namespace) -> int:
    import pandas as pd

    from ..analysis.transfers import transfers, transfers_by_config, unreadable

    t = transfers(args.path)
    for r in unreadable(t).itertuples():
        print(f"kit: skipped {r.error}", file=sys.stderr)
    if args.json:
        sys.stdout.write(t.to_json(orient="records") + "\n")
        return 0
    with pd.option_context("display.width", 200, "display.max_columns", None, "display.max_colwidth", 60,
                           "display.max_rows", None):
        cols = [c for c in t.columns if t[c].notna().any()]
        print(t[cols].to_string(index=False) if len(t) else "no transfers or copies found")
        configs = t.attrs.get("configs", [])
        if len(configs) > 1:
            side = transfers_by_config(t)
            some = side[~side["in_all"]]
            print(f"\nin only some of the {len(configs)} configs: {len(some)} of {len(side)} transfers")
            if len(some):
                print(some.drop(columns="in_all").to_string())
    counts = t.groupby("direction").size()
    print("\n" + ", ".join(f"{n} {d}" for d, n in counts.items()) if len(t) else "", file=sys.stderr)
    return 0
