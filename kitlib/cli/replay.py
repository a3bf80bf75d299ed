"""``kit replay``: HLO modules a client compiled (torch_xla's own graphs), compiled and timed again under every
config inside each process (the blocked design), then the report."""
from __future__ import annotations

import argparse
import datetime as _dt
import sys
from pathlib import Path

from ..errors import KitError


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``replay`` to the kit's subcommands."""
    p = sub.add_parser("replay", help="compile and time captured HLO modules under every config, all in one process per repeat")
    p.add_argument("source", type=Path, help="an HLO module file (.txt/.hlo text, .hlo.pb, HloSnapshot), a dump folder, "
                   "a config folder of a run or a run folder (its captured graphs)")
    p.add_argument("--out", type=Path, help="run folder (default runs/replay-<source>-<time>); an existing one resumes")
    p.add_argument("--split-counts", help="comma-separated split counts, one config each (XLA:CPU default 1,8,32; "
                   "--gpu-target: XLA:GPU compile parallelism, default 1,2,4,8,16)")
    p.add_argument("--config", type=Path, help="TOML spec with [[configs]] (name, xla_flags, env, cpus)")
    p.add_argument("--xla-flags", help="XLA flags of the whole process (every config)")
    p.add_argument("--module", help="replay only this HLO module of the source (default: every module that ran)")
    xla = p.add_mutually_exclusive_group()
    xla.add_argument("--xla", help="the XLA that compiles the graphs: matched (default: the jaxlib the capturing torch_xla "
                     "ships, in a kit-made environment reused by every run), current (the kit's own jaxlib) or jaxlib==X")
    xla.add_argument("--xla-versions", help="comma-separated jaxlib releases, each a build of the same graphs (one "
                     "process per build per block, paired): the change points between adjacent releases, explained")
    p.add_argument("--dump-passes", action="store_true", default=None,
                   help="per-pass HLO dumps and XLA's per-pass metadata for every config (--xla_dump_hlo_pass_re=.* "
                        "--xla_dump_module_metadata=true), and a profile of one more compile per config: kit passes")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--gpu-target", help="compile the modules for XLA:GPU without a GPU (h100, a100 or a target config "
                       "file): one xla-gpu-deviceless process per config, split parts and PTX, no timing")
    where.add_argument("--platform", choices=["cpu", "gpu"], default="cpu",
                       help="where the blocks compile and time: XLA:CPU here (default) or a GPU (hlo-replay-gpu)")
    p.add_argument("--repeats", type=int, default=None, help="block processes, each holding every config (default 6)")
    p.add_argument("--steps", type=int, help="timed rounds per block, every config once each in a random order (default 20)")
    p.add_argument("--warmup", type=int, help="untimed rounds after the compiles (default 3)")
    p.add_argument("--trace-steps", type=int, help="profiled rounds per block, interleaved in one profiler session (default 3)")
    p.add_argument("--compile-repeats", type=int, help="compiles per config and block after the first (dumping) one, "
                   "each round in a random order (default 2)")
    p.add_argument("--timeout", type=float, dest="timeout_s", help="seconds before a block process is killed (default 1800)")
    p.add_argument("--no-progress", action="store_true", help="no progress bars")
    p.add_argument("--no-report", action="store_true", help="do not render report.html at the end")
    p.set_defaults(func=_cmd_replay)


#: block processes of a replay unless --repeats says otherwise: the paired interval needs several
DEFAULT_REPEATS = 6


def _model_name(source: Path) -> str:
    """The name a replay run gives its model: the replayed run's model, else the source's file or folder name."""
    from ..runfolder.run import read_manifest

    for run in (source, source.parent):
        if (run / "manifest.json").is_file():
            try:
                return f"replay of {read_manifest(run)['spec'].get('model', run.name)}"
            except KitError:
                break
    return f"replay of {source.name}"


def _cmd_replay(args: argparse.Namespace) -> int:
    """Handler of ``kit replay``: 0, or 1 when every config failed."""
    from ..capture.build import build_spec
    from ..capture.models import model_slug
    from ..capture.spec import parse_split_counts
    from ..capture.sweep import read_manifest, sweep

    counts = parse_split_counts(args.split_counts) if args.split_counts else None
    over = {k: getattr(args, k) for k in ("xla_flags", "steps", "warmup", "trace_steps", "timeout_s", "compile_repeats", "dump_passes")}
    backend = "xla-gpu-deviceless" if args.gpu_target else "hlo-replay-gpu" if args.platform == "gpu" else "hlo-replay"
    repeats = args.repeats if args.repeats is not None else 1 if args.gpu_target else DEFAULT_REPEATS
    spec = build_spec(config=args.config, split_counts=counts, backend=backend, gpu_target=args.gpu_target, source=str(args.source), module=args.module,
                      repeats=repeats, model=_model_name(args.source.resolve()), xla=args.xla, xla_versions=args.xla_versions, **over)
    out = args.out or Path("runs") / f"replay-{model_slug(args.source.resolve().name)}-{_dt.datetime.now():%Y%m%d-%H%M%S}"
    run = sweep(spec, out, progress=not args.no_progress)
    m = read_manifest(run)
    rp = m.get("replay", {})
    print(f"replayed {len(rp.get('modules', []))} module(s) of {rp.get('source_kind')} {rp.get('source')} ({rp.get('modules_from')})")
    if not args.xla_versions:
        print(f"XLA: {rp.get('xla', {}).get('why')}")
    for s in rp.get("skipped", []):
        print(f"skipped {s['hlo_module']}: {s['reason']}")
    for c in m["configs"]:
        extra = f" ({c['reason']})" if c["status"] != "ok" else f" compile {c['compile_time_s']:.3f} s"
        print(f"{c['name']}: {c['status']}{extra}")
    nothing = bool(m["configs"]) and all(c["status"] != "ok" for c in m["configs"])
    if args.xla_versions and nothing:
        print(f"kit: {run}: no XLA build could be measured", file=sys.stderr)
        return 2
    if args.xla_versions:
        from ..bisect.releases import release_replay, release_text

        print(release_text(release_replay(run)))
    if not args.no_report:
        from ..report.render import render_report

        print(f"report: {render_report(run)}")
    print(f"run: {run}")
    return 1 if nothing else 0
