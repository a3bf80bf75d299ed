"""``kit sweep``: capture one process per compile configuration, then render the report."""
from __future__ import annotations

import argparse
import datetime as _dt
from pathlib import Path

from ..errors import KitError
from ..runfolder.layout import BACKENDS, PROBE_BACKEND


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``sweep`` to the kit's subcommands."""
    p = sub.add_parser("sweep", help="capture one process per compile configuration, then render the report")
    p.add_argument("--model", help="bert-base (default), bert-large, bert-tiny, gpt2, resnet50, or path/to/file.py:fn / package.module:fn")
    p.add_argument("--mode", choices=["infer", "train"], help="inference (default) or a training step (AdamW)")
    p.add_argument("--backend", choices=sorted(b for b in BACKENDS if b != PROBE_BACKEND),  # the probe runs kit bisect's builds
                   help="capture backend (default torch-xla-cpu; torch-xla-replay: torch_xla's graphs captured once, then every "
                   "config compiled and timed inside each block process; jax-cpu / jax-gpu: the exported model, likewise)")
    p.add_argument("--gpu-target", help="xla-gpu-deviceless: h100, a100 or a GpuTargetConfigProto text file")
    p.add_argument("--split-counts", help="comma-separated split counts, one config each (CPU default 1,8,32; GPU 1,2,4,8,16)")
    p.add_argument("--compile-threads", help="comma-separated compile thread-pool sizes, one config each (kitlib/capture/threads.py)")
    p.add_argument("--xla-flags", help="XLA flags added to every config")
    p.add_argument("--xla", help="torch-xla-replay: the XLA that compiles the captured graphs: matched (default: the jaxlib "
                   "torch_xla ships), current (the kit's own jaxlib) or jaxlib==X (kit replay --xla)")
    p.add_argument("--config", type=Path, help="TOML spec with [[configs]] (name, xla_flags, env, cpus)")
    p.add_argument("--out", type=Path, help="run folder (default runs/<model>-<mode>-<time>); an existing one resumes")
    p.add_argument("--dump-passes", action="store_true", default=None,
                   help="per-pass HLO dumps and XLA's per-pass metadata for every config (--xla_dump_hlo_pass_re=.* "
                        "--xla_dump_module_metadata=true), and a profile of one more compile per config: kit passes")
    p.add_argument("--steps", type=int, help="timed steps after warm-up (default 20)")
    p.add_argument("--warmup", type=int, help="untimed steps after the compiling one (default 3)")
    p.add_argument("--trace-steps", type=int, help="profiled steps after the timed ones (default 3)")
    p.add_argument("--repeats", type=int, help="processes per config (the unit of replication; default 1); "
                   "in-process backends: block processes, each holding every config")
    p.add_argument("--compile-repeats", type=int, help="in-process backends: compiles per config and block after the first "
                   "(dumping) one, each round in a random order (replay backends: default 2)")
    p.add_argument("--timeout", type=float, dest="timeout_s", help="seconds before a config process is killed (default 1800)")
    p.add_argument("--quiet-wait", type=float, dest="quiet_wait_s", help="wait up to SECONDS for a quiet machine before each process (default 0)")
    p.add_argument("--until-resolved", metavar="PCT", help="add interleaved processes until each config's end-to-end comparison with the first is resolved within PCT (e.g. 5%%)")
    p.add_argument("--resolve", default="end-to-end", help="--until-resolved: what must be resolved, comma-separated: "
                   "end-to-end (its interval), kernels (median MDE of the 10 kernels with most time), compile "
                   "(compile-time MDE) (default end-to-end)")
    p.add_argument("--max-repeats", type=int, default=16, help="--until-resolved: most processes per config (default 16)")
    p.add_argument("--budget-minutes", type=float, default=60.0, help="--until-resolved: machine-time budget (default 60)")
    add_executor_arguments(p)
    p.add_argument("--no-progress", action="store_true", help="no progress bars")
    p.add_argument("--no-report", action="store_true", help="do not render report.html at the end")
    p.set_defaults(func=_cmd_sweep)


def add_executor_arguments(p: argparse.ArgumentParser) -> None:
    """``--executor local|ray`` and ``--ray-address`` (``kit sweep``; ``kit bisect`` and ``kit reproduce`` add the same)."""
    p.add_argument("--executor", choices=["local", "ray"], default="local",
                   help="where worker processes run: here, one at a time (default), or as Ray tasks (docs/ray.md)")
    p.add_argument("--ray-address", help="Ray cluster to use with --executor ray (default RAY_ADDRESS; none: start one on 127.0.0.1)")


def check_executor_arguments(args: argparse.Namespace) -> None:
    """Raises KitError for ``--ray-address`` without ``--executor ray``."""
    if args.ray_address and args.executor != "ray":
        raise KitError("--ray-address needs --executor ray")


def spec_from_args(args: argparse.Namespace):
    """The :class:`~kitlib.capture.spec.SweepSpec` the arguments (and ``--config``) describe.

    Raises:
        KitError: a bad spec file or argument (one line naming the spec file).
    """
    from ..capture.build import build_spec
    from ..capture.spec import parse_compile_threads, parse_split_counts

    over = {k: getattr(args, k) for k in ("model", "mode", "backend", "gpu_target", "xla_flags", "steps", "warmup", "trace_steps",
                                          "repeats", "timeout_s", "quiet_wait_s", "compile_repeats", "dump_passes", "xla")}
    try:
        return build_spec(config=args.config, split_counts=parse_split_counts(args.split_counts) if args.split_counts else None,
                          compile_threads=parse_compile_threads(args.compile_threads) if args.compile_threads else None, **over)
    except KitError:
        raise
    except (TypeError, ValueError, AttributeError, KeyError) as e:  # a value of the wrong type in the TOML
        raise KitError(f"{args.config}: not a valid spec ({type(e).__name__}: {e})") from e


def _cmd_sweep(args: argparse.Namespace) -> int:
    """Handler of ``kit sweep``: 0, or 1 when every config failed."""
    from ..capture.sweep import read_manifest, sweep

    spec = spec_from_args(args)
    from ..capture.models import model_slug

    out = args.out or Path("runs") / f"{model_slug(spec.model)}-{spec.mode}-{_dt.datetime.now():%Y%m%d-%H%M%S}"
    check_executor_arguments(args)
    if args.until_resolved:  # the sweep/compare loop lives with kit compare (capture imports no analysis)
        from .compare import parse_percent, parse_resolve, sweep_until_resolved

        run = sweep_until_resolved(spec, out, parse_percent(args.until_resolved), args.max_repeats, args.budget_minutes,
                                   progress=not args.no_progress, what=parse_resolve(args.resolve))
    else:
        run = sweep(spec, out, progress=not args.no_progress, executor=args.executor, ray_address=args.ray_address)
    m = read_manifest(run)
    for c in m["configs"]:
        extra = f" ({c['reason']})" if c["status"] != "ok" else f" compile {c['compile_time_s']:.2f} s"
        print(f"{c['name']}: {c['status']}{extra}")
    if not args.no_report:
        from ..report.render import render_report

        html = render_report(run)
        print(f"report: {html}")
    print(f"run: {run}")
    return 1 if m["configs"] and all(c["status"] != "ok" for c in m["configs"]) else 0
