"""``kit diff A B``: what the compiler did differently, HLO to machine code, kernel by kernel.

    kit diff A B [--kernel NAME] [--level hlo|llvm|asm|all|before] [--json] [--html OUT]

A and B: config folders of one run or of two runs, XLA dump folders, split
lab folders (``kit lab split ... --workdir W`` writes ``W/split<N>[-fix]``)
or optimised ``.ll`` files. Bad input: one ``kit: ...`` line, exit 2 (the
``kit`` command's error policy).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path


def _text(d) -> str:
    import pandas as pd

    h = d.hlo_status
    out = [f"a: {d.a}", f"b: {d.b}"]
    if d.level in ("hlo", "all", "before"):
        out.append(("HLO before optimisations: " if d.level == "before" else "HLO: ") + ", ".join(f"{n} {s}" for s, n in h.items()))
        ch = d.hlo[d.hlo["status"] != "unchanged"]
        for r in ch.head(40).itertuples():
            name = r.name_a if pd.notna(r.name_a) else r.name_b
            what = f" ({r.changes})" if pd.notna(r.changes) else ""
            renamed = f" -> {r.name_b}" if pd.notna(r.name_a) and pd.notna(r.name_b) and r.name_a != r.name_b else ""
            out.append(f"  {r.status:9} {r.hlo_module}/{name}{renamed} [{r.opcode}]{what}")
        if len(ch) > 40:
            out.append(f"  ... {len(ch) - 40} more")
    k = d.kernels
    if len(k):
        n_same = int((k["status"] == "same").sum())
        out.append(f"kernels: {n_same} same code, {int((k['status'] == 'differs').sum())} differ, "
                   f"{int(k['status'].str.startswith('only').sum())} on one side only, of {len(k)}")
        for r in k[k["status"] != "same"].itertuples():
            mod = f"{r.hlo_module}/" if pd.notna(r.hlo_module) else ""
            out.append(f"  {mod}{r.kernel}: {r.summary}")
    if len(d.lines) and d.kernels["kernel"].nunique() == 1:
        for level, g in d.lines.groupby("level", sort=False):
            out.append(f"--- {level} (a) +++ {level} (b)")
            for r in g[g["tag"] != "equal"].itertuples():
                mark = "  <- constant load" if (r.constant_load_a or r.constant_load_b) else ""
                if pd.notna(r.text_a):
                    out.append(f"-{r.text_a}{mark if r.constant_load_a else ''}")
                if pd.notna(r.text_b):
                    out.append(f"+{r.text_b}{mark if r.constant_load_b else ''}")
    return "\n".join(out)


def _cmd_diff(args: argparse.Namespace) -> int:
    from ..analysis.code import diff_code

    d = diff_code(args.a, args.b, kernel=args.kernel, level=args.level)
    if args.html:
        from ..report.diff_html import write_diff_html

        print(f"html: {write_diff_html(d, args.html)}", file=sys.stderr)
    sys.stdout.write((d.to_json() if args.json else _text(d)) + "\n")
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``diff`` to the ``kit`` command's subparsers."""
    p = sub.add_parser("diff", help="what the compiler did differently between two configs or builds: HLO, LLVM IR, PTX / assembly, kernel by kernel")
    p.add_argument("a", type=Path, help="config folder of a run, XLA dump folder, split lab folder or optimised .ll file")
    p.add_argument("b", type=Path, help="the same for the other side")
    p.add_argument("--kernel", help="only this kernel (prints its line diff)")
    p.add_argument("--level", choices=("hlo", "llvm", "asm", "all", "before"), default="all",
                   help="what to compare (default all); before: the HLO before optimisations alone (what the front end "
                        "gave XLA: torch_xla's lowering, jax's tracing)")
    p.add_argument("--json", action="store_true", help="print JSON: {hlo: {unchanged, changed, added, removed}, kernels: [...]}")
    p.add_argument("--html", type=Path, help="also write a side-by-side HTML page (self-contained) to this file")
    p.set_defaults(func=_cmd_diff)
