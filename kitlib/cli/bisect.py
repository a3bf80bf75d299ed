"""``kit bisect CANDIDATES [--out DIR] [--json] [--executor local|ray]``: find every change point of throughput across builds."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("bisect", help="measure ordered builds Pinpoint-style and report every throughput change point")
    p.add_argument("candidates", type=Path, help="file: one build per line, a label then a shell command printing throughput=<n>")
    p.add_argument("--out", type=Path, help="bisect folder (default bisect-<candidates stem>); an existing one resumes")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--repeats", type=int, default=5, help="first measurements per build (default 5)")
    p.add_argument("--max-repeats", type=int, default=20, help="repetitions double up to this (default 20)")
    p.add_argument("--initial", type=int, default=2, help="builds measured first, evenly spaced, ends included (default 2)")
    p.add_argument("--metric", choices=("throughput", "compile_time_s"), default="throughput",
                   help="what to bisect, as the commands print it (default throughput; compile_time_s: lower is better)")
    p.add_argument("--timeout", type=float, default=3600.0, help="seconds before one measurement is killed (default 3600)")
    from .sweep import add_executor_arguments

    add_executor_arguments(p)
    p.set_defaults(func=_cmd)


def _cmd(args: argparse.Namespace) -> int:
    from ..bisect.candidates import read_candidates
    from ..bisect.runner import JobExecutor, Store
    from ..bisect.search import Settings, bisect_builds
    from .sweep import check_executor_arguments

    check_executor_arguments(args)

    cands = read_candidates(args.candidates)
    out = args.out or Path(f"bisect-{args.candidates.stem}")
    store = Store(out, cands)

    def progress(m, reused: bool) -> None:
        what = f"throughput={m.throughput:g}" if m.ok else f"failed ({m.reason})"
        print(f"{m.label} #{m.attempt}: {what}{' (kept from before)' if reused else ''}", file=sys.stderr)

    settings = Settings(repeats=args.repeats, max_repeats=max(args.repeats, args.max_repeats), initial=args.initial,
                        metric=args.metric)
    runner = JobExecutor(out / "runs", args.timeout, args.executor, args.ray_address)
    try:
        res = bisect_builds(cands, runner, store, settings, progress)
    finally:
        runner.close()
    from ..runfolder.write import write_json_atomic

    stem = "bisect" if args.metric == "throughput" else f"bisect-{args.metric}"
    write_json_atomic(out / f"{stem}.json", res.as_dict())
    try:
        from ..report.bisect import bisect_figure

        fig = bisect_figure(res.builds, res.change_points, title=f"{args.candidates.name}: {args.metric} per build",
                            ylabel=args.metric)
        fig.savefig(out / f"{stem}.png", dpi=120)
    except ImportError:  # matplotlib missing: the table and JSON still stand
        pass
    if args.json:
        d = res.as_dict()
        d.pop("build_table")
        print(json.dumps(d, indent=2))
        return 0
    print(res.builds.to_string(index=False))
    print(f"\n{res.builds_measured} of {len(cands)} builds measured, {res.runs} runs "
          f"({res.runs_this_time} this time); {len(res.change_points)} change point(s):")
    for c in res.change_points:
        skip = f" (failed between: {', '.join(c.failed_between)})" if c.failed_between else ""
        print(f"  {c.before} -> {c.after}: {c.kind}, {args.metric} x{c.ratio:.3f} [{c.ci_low:.3f}, {c.ci_high:.3f}], p={c.p_value:.2g}{skip}")
    print(f"folder: {out}")
    return 0
