"""``kit report``: execute the report notebook on a run folder and render it to HTML."""
from __future__ import annotations

import argparse
from pathlib import Path


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``report`` to the kit's subcommands."""
    p = sub.add_parser("report", help="execute the report notebook on a run folder and render it to HTML")
    p.add_argument("run", type=Path, help="run folder (with manifest.json), a `kit reproduce --out` folder (reproduce.json) or a `kit bisect --out` folder (bisect.json)")
    p.add_argument("--notebook", type=Path, help="notebook to execute (default: the sweep report for the run's backend)")
    p.add_argument("--html", type=Path, help="output file (default <run>/report.html)")
    p.add_argument("--timeout", type=int, default=1200, help="seconds per notebook cell (default 1200)")
    p.set_defaults(func=_cmd_report)


def _cmd_report(args: argparse.Namespace) -> int:
    """Handler of ``kit report``; a folder that is not a run folder is a CaptureError (one line, exit 2)."""
    from ..report.render import render_report

    html = render_report(args.run, notebook=args.notebook, html=args.html, cell_timeout_s=args.timeout)
    print(html)
    return 0
