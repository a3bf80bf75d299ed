"""``kit lab split``: the split-module lab on the command line.

    kit lab split MODULE.ll|DUMP_FOLDER --parts N [--target nvptx64|x86-64|auto]
        [--mcpu sm_70] [--fix] [--fix-max-elements K] [--json]
        [--sweep | --counts 1,2,4] [--workdir DIR] [--jobs J]

Errors (missing tools, IR the installed LLVM cannot parse, a module without
kernels, a missing or empty folder) are raised as KitError: the kit's error
policy prints them as one ``kit: ...`` line and exits 2.
"""
from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING

from ..errors import KitError

if TYPE_CHECKING:
    from ..lab.results import LabResult


def register(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """Add ``lab`` (with ``lab split``) to the kit's subcommands; returns the ``lab`` parser."""
    lab = subparsers.add_parser("lab", help="re-run LLVM's own tools on captured IR")
    lab_sub = lab.add_subparsers(dest="lab_command", metavar="COMMAND")
    lab_sub.required = True
    p = lab_sub.add_parser(
        "split",
        help="split a module like XLA's parallel compilation and report constant loads (Case 1)",
        description="Cut an LLVM module into N parts with llvm-split --preserve-locals --round-robin, "
        "opt -O3 and llc each part, and report constant globals and the loads that read them, "
        "per part and per kernel, next to the unsplit module.",
    )
    p.add_argument("module", help="an .ll/.bc file, or a dump folder (its XLA:CPU kernel modules are linked)")
    p.add_argument("--parts", type=int, required=True, help="number of parts (llvm-split -j)")
    p.add_argument("--target", default="auto", choices=["auto", "nvptx64", "x86-64"], help="code generation target (auto: from the module triple)")
    p.add_argument("--mcpu", default=None, help="llc -mcpu (default sm_70 on nvptx64)")
    p.add_argument("--fix", action="store_true", help="give every part an internal copy of each initialised constant (XLA's fix)")
    p.add_argument("--fix-max-elements", type=int, default=None, metavar="K", help="the fix's first variant: only constants of at most K elements")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--sweep", action="store_true", help="compare part counts 1, 2, 4, ... up to --parts in one table")
    g.add_argument("--counts", default=None, help="compare these part counts, e.g. 1,2,4,8")
    p.add_argument("--workdir", default=None, help="keep intermediate files (parts, optimised IR, PTX/asm) here")
    p.add_argument("--jobs", type=int, default=None, help="parts compiled concurrently (default: CPU count)")
    p.set_defaults(func=_cmd_lab)
    return lab


def sweep_counts(parts: int) -> list[int]:
    """1, 2, 4, ... below ``parts``, then ``parts``."""
    out, n = [], 1
    while n < parts:
        out.append(n)
        n *= 2
    return out + [parts]


def _cmd_lab(args: argparse.Namespace) -> int:
    """Handler of ``kit lab split``; returns the exit status."""
    from ..lab.split import split_lab, split_sweep

    if args.sweep or args.counts:
        counts = sweep_counts(args.parts) if args.sweep else _counts(args.counts)
        df = split_sweep(args.module, counts, target=args.target, mcpu=args.mcpu, fix=args.fix,
                         fix_max_elements=args.fix_max_elements, workdir=args.workdir, jobs=args.jobs)
        if args.json:
            print(json.dumps({"sweep": json.loads(df.to_json(orient="records"))}, indent=2))
        else:
            print(df.to_string(index=False))
        return 0
    r = split_lab(args.module, args.parts, target=args.target, mcpu=args.mcpu, fix=args.fix,
                  fix_max_elements=args.fix_max_elements, workdir=args.workdir, jobs=args.jobs)
    print(r.to_json() if args.json else render_text(r))
    return 0


def _counts(text: str) -> list[int]:
    try:
        return [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise KitError(f"--counts wants integers separated by commas, got {text!r}") from None


def render_text(r: LabResult) -> str:
    """The human-readable report of one lab run."""
    import pandas as pd

    lines = [f"module: {r.module}  ({r.target_triple}; target {r.target}{' ' + r.mcpu if r.mcpu else ''}; "
             f"{r.parts_requested} parts{'; fix' if r.fix else ''}{f' (max {r.fix_max_elements} elements)' if r.fix_max_elements else ''})"]
    lines.append("tools: " + ", ".join(f"{k} {v}" for k, v in r.tools.items()))
    if r.linked_from:
        lines.append(f"linked {len(r.linked_from)} modules with llvm-link")
    lines += [f"- {f}" for f in r.findings]
    lines.append("")
    parts = r.parts.copy()
    for c in ("kernels", "defined_constants", "external_constants", "internal_copies"):
        parts[c] = parts[c].map(lambda xs: ", ".join(xs) if len(xs) <= 3 else f"{', '.join(xs[:3])}, ... ({len(xs)})")
    with pd.option_context("display.max_colwidth", 60, "display.width", 200):
        lines.append("parts:")
        lines.append(parts.drop(columns=["compile_s"]).to_string(index=False))
        changed = r.kernels[(r.kernels["diff_constant_loads_asm"].fillna(0) != 0) | (r.kernels["diff_instructions_asm"].fillna(0) != 0)]
        lines.append("")
        lines.append(f"kernels that differ from the unsplit baseline: {len(changed)} of {len(r.kernels)}")
        if len(changed):
            lines.append(changed[["split_part", "kernel", "constant_loads_asm", "base_constant_loads_asm", "instructions_asm", "base_instructions_asm"]].to_string(index=False))
        ex = r.loads[(r.loads["stage"] == "asm") & r.loads["example"].notna()]
        if len(ex):
            lines.append("")
            lines.append("constant loads in the code, e.g.:")
            for row in ex.drop_duplicates(["split_part", "global"]).head(8).itertuples():
                where = "baseline" if pd.isna(row.split_part) else f"part {row.split_part}"
                lines.append(f"  {where} {row.function}: {row.example}")
    return "\n".join(lines)
