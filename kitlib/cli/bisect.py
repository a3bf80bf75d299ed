"""``kit bisect``: every change point across ordered builds, and at each one what changed and why.

    kit bisect PROGRAM.py --pins "jax=={v} jaxlib=={v}" --versions 0.4.31,0.4.33,... [--out DIR] [-- ARGS]
    kit bisect PROGRAM.py --builds builds.txt [--out DIR]        # one build per line: label requirement...
    kit bisect CANDIDATES [--out DIR]                            # one build per line: label shell-command
    kit bisect --envs [--prune SIZE]                             # the cache of build environments; the least
                                                                 # recently used removed down to SIZE
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("bisect", help="measure ordered builds in paired randomised blocks and report every change point, "
                                      "with the kernels, code, passes and defaults that changed at each")
    p.add_argument("target", type=Path, nargs="?", help="a Python program (with --pins/--versions or --builds), or a "
                   "CANDIDATES file: one build per line, a label then a shell command printing throughput=<n>")
    p.add_argument("args", nargs="*", help="the program's arguments (after --)")
    p.add_argument("--pins", help='pip requirements of a build, the version written {v}: "jax=={v} jaxlib=={v}"')
    p.add_argument("--versions", help="the versions, in order, comma-separated (with --pins)")
    p.add_argument("--builds", type=Path, help="builds file: one build per line, a label then its pip requirements")
    p.add_argument("--out", type=Path, help="bisect folder (default bisect-<target stem>); an existing one resumes")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--repeats", type=int, default=5, help="blocks a comparison starts with (default 5)")
    p.add_argument("--max-repeats", type=int, default=20, help="blocks of a pair double up to this (default 20)")
    p.add_argument("--initial", type=int, default=5,
                   help="builds scanned first, evenly spaced, ends included; 0: every build (default 5)")
    p.add_argument("--min-change", type=float, default=0.05, help="the smallest change worth chasing (default 0.05)")
    p.add_argument("--metric", default="throughput",
                   help="what to bisect: throughput (default; higher is better), compile_time_s (as the program prints "
                        "it, else torch_xla's CompileTime), wall_s, or any figure a build from pins records: a torch_xla "
                        "program's metrics as <Metric>_s (CompileTime_s, ExecuteTime_s, TransferToDeviceTime_s ...), "
                        "<Metric>_count and its counters (UncachedCompile: graphs compiled); all lower-is-better")
    p.add_argument("--timeout", type=float, default=3600.0, help="seconds before one run is killed (default 3600)")
    p.add_argument("--no-explain", action="store_true",
                   help="builds from pins: do not explain the change points (kernels, code, passes, defaults)")
    p.add_argument("--explain-blocks", type=int, default=3, help="profiled blocks per change point (default 3)")
    p.add_argument("--profile-every-run", action="store_true",
                   help="builds from pins: profile every run (the throughput of a program that prints none: executions "
                        "per second of its heaviest XLA module)")
    p.add_argument("--envs", action="store_true", help="list the cache of build environments (shared with kit replay's "
                   "XLA releases): pins, size, last use; no bisect runs")
    p.add_argument("--prune", metavar="SIZE", help="with --envs: remove the least recently used environments until the "
                   "cache holds at most SIZE (e.g. 20G, 800M)")
    from .sweep import add_executor_arguments

    add_executor_arguments(p)
    p.set_defaults(func=_cmd_bisect)


def _builds(args: argparse.Namespace):
    """(candidates, spec) from the arguments."""
    from ..bisect.candidates import Candidate, builds_from_versions, read_builds, read_candidates
    from ..errors import KitError

    program = args.target.suffix == ".py"
    if not program:
        if args.pins or args.versions or args.builds:
            raise KitError(f"{args.target}: --pins, --versions and --builds go with a Python program (PROGRAM.py)")
        return read_candidates(args.target), {}
    if not args.target.is_file():
        raise KitError(f"{args.target}: no such program")
    if args.builds and (args.pins or args.versions):
        raise KitError("give --builds, or --pins with --versions, not both")
    if args.builds:
        builds = read_builds(args.builds)
    elif args.pins and args.versions:
        builds = builds_from_versions(args.pins, args.versions.split(","))
    else:
        raise KitError(f"{args.target}: a program needs its builds: --pins \"jax=={{v}} jaxlib=={{v}}\" --versions A,B,... "
                       "or --builds FILE")
    prog = str(args.target.resolve())
    cands = [Candidate(i, b.label, f"{' '.join(b.pins)} :: {prog} {' '.join(args.args)}".strip(), b.pins)
             for i, b in enumerate(builds)]
    return cands, {"program": prog, "argv": list(args.args)}


def _size(text: str) -> int:
    """``20G`` / ``800M`` / ``1.5T`` / bytes -> bytes (decimal units, as the listing prints them)."""
    import math

    from ..errors import KitError

    t = text.strip().upper().removesuffix("B")
    scale = {"K": 1e3, "M": 1e6, "G": 1e9, "T": 1e12}.get(t[-1:], 1.0)
    try:
        n = float(t[:-1] if t[-1:] in "KMGT" else t) * scale
    except ValueError:
        raise KitError(f"--prune {text!r}: not a size (e.g. 20G, 800M)") from None
    if not math.isfinite(n) or n < 0:
        raise KitError(f"--prune {text!r}: not a size (e.g. 20G, 800M)")
    return int(n)


def _envs(args: argparse.Namespace) -> int:
    """``kit bisect --envs [--prune SIZE]``: the environment cache, least recently used first."""
    import time

    from ..capture.envs import cached_envs, env_root, prune_envs
    from . import printable

    if args.prune is not None:
        prune_envs(_size(args.prune), log=lambda line: print(printable(f"kit: {line}"), file=sys.stderr))
    envs = cached_envs()
    print(f"{env_root()}: {len(envs)} environment(s), {sum(e.bytes for e in envs) / 1e9:.1f} GB")
    for e in envs:
        used = time.strftime("%Y-%m-%d %H:%M", time.localtime(e.last_used))
        state = "ok" if e.ok else f"failed: {(e.reason or '')[:160]}"
        print(printable(f"  {e.bytes / 1e9:6.2f} GB  last used {used}  {' '.join(e.pins) or '?'}  ({state})  {e.path.name}"))
    return 0


def _cmd_bisect(args: argparse.Namespace) -> int:
    from ..errors import KitError

    if args.envs:
        return _envs(args)
    if args.prune is not None:
        raise KitError("--prune goes with --envs")
    if args.target is None:
        raise KitError("bisect needs a PROGRAM.py or a CANDIDATES file (or --envs)")
    from ..bisect.explain import Explainer
    from ..bisect.runner import JobExecutor, Store
    from ..bisect.search import BUILD_METRICS, Settings, bisect_builds, compile_metric
    from ..capture.envs import ensure_env
    from ..runfolder.write import write_json_atomic
    from . import printable
    from .sweep import check_executor_arguments

    check_executor_arguments(args)
    cands, spec = _builds(args)
    out = args.out or Path(f"bisect-{args.target.stem}")
    store = Store(out, cands, spec)

    def progress(m, reused: bool) -> None:
        what = f"{args.metric}={m.value(args.metric)}" if m.ok else f"failed ({m.reason})"
        extra = f" [{'+'.join(m.probe)}{', diagnostic' if m.diagnostic else ''}]" if m.probe else ""
        # a kept measurement's reason and names are read from the folder: shown, never acted on by the terminal
        print(printable(f"{m.key} #{m.attempt} ({m.block}){extra}: {what}{' (kept from before)' if reused else ''}"), file=sys.stderr)

    def prepare(pins) -> None:
        env = ensure_env(pins, log=lambda line: print(printable(f"kit: {line}"), file=sys.stderr))
        if not env.ok:
            print(printable(f"kit: {' '.join(pins)}: environment not made: {env.reason}"), file=sys.stderr)

    settings = Settings(repeats=args.repeats, max_repeats=max(args.repeats, args.max_repeats), initial=args.initial,
                        metric=args.metric, min_change=args.min_change)
    program = (spec["program"], *spec["argv"]) if spec else ()
    explainer = None if (not spec or args.no_explain) else Explainer(out, blocks=args.explain_blocks)
    # the timing runs keep no dumps where the explainer makes its own dump runs, nor where writing them is the metric
    runner = JobExecutor(out, args.timeout, args.executor, args.ray_address, program=program, prepare=prepare,
                         profile_every_run=args.profile_every_run,
                         dump_every_run=explainer is None and not compile_metric(args.metric))
    try:
        res = bisect_builds(cands, runner, store, settings, progress, explain=explainer)
    finally:
        runner.close()
    stem = "bisect" if args.metric == "throughput" else f"bisect-{args.metric}"
    d = res.as_dict()
    write_json_atomic(out / f"{stem}.json", d)
    try:
        from ..report.bisect import bisect_figure

        fig = bisect_figure(res.builds, res.change_points, title=f"{args.target.name}: {args.metric} per build",
                            ylabel=args.metric)
        fig.savefig(out / f"{stem}.png", dpi=120)
    except ImportError:  # matplotlib missing: the table and JSON still stand
        pass
    if args.json:
        d.pop("build_table")
        print(json.dumps(d, indent=2, default=str))
        return 0
    none = [c for c in BUILD_METRICS if res.builds[c].isna().all()]  # not torch_xla builds: columns left out
    print(res.builds.drop(columns=none).to_string(index=False))
    print(f"\n{res.builds_measured} of {len(cands)} builds measured, {res.runs} runs ({res.runs_this_time} this time), "
          f"{res.machine_s / 60:.1f} machine-minutes; {res.scan_text()}")
    print(f"{len(res.change_points)} change point(s):")
    for i, c in enumerate(res.change_points):
        skip = f" (failed between: {', '.join(c.failed_between)})" if c.failed_between else ""
        print(f"  {c.before} -> {c.after}: {c.kind}, {args.metric} x{c.ratio:.3f} [{c.ci_low:.3f}, {c.ci_high:.3f}], "
              f"p={c.p_value:.2g}, {c.blocks} paired blocks{skip}")
        if i < len(res.explanations):
            from ..bisect.explain import explanation_text

            print("    " + explanation_text(res.explanations[i]).replace("\n", "\n    "))
    print(f"folder: {out}")
    return 0
