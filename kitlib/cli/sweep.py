"""``kit sweep``: capture one process per compile configuration, then render the report."""
from __future__ import annotations

import argparse
import datetime as _dt
from pathlib import Path

from ..errors import KitError


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``sweep`` to the kit's subcommands."""
    p = sub.add_parser("sweep", help="capture one process per compile configuration, then render the report")
    p.add_argument("--model", choices=["bert-base", "bert-tiny"], help="model (default bert-base)")
    p.add_argument("--mode", choices=["infer", "train"], help="inference (default) or a training step (AdamW)")
    p.add_argument("--backend", choices=["torch-xla-cpu", "xla-gpu-deviceless"], help="capture backend (default torch-xla-cpu)")
    p.add_argument("--gpu-target", help="xla-gpu-deviceless: h100, a100 or a GpuTargetConfigProto text file")
    p.add_argument("--split-counts", help="comma-separated split counts, one config each (CPU default 1,8,32; GPU 1,2,4,8,16)")
    p.add_argument("--xla-flags", help="XLA flags added to every config")
    p.add_argument("--config", type=Path, help="TOML spec with [[configs]] (name, xla_flags, env, cpus)")
    p.add_argument("--out", type=Path, help="run folder (default runs/<model>-<mode>-<time>); an existing one resumes")
    p.add_argument("--steps", type=int, help="timed steps after warm-up (default 20)")
    p.add_argument("--warmup", type=int, help="untimed steps after the compiling one (default 3)")
    p.add_argument("--trace-steps", type=int, help="profiled steps after the timed ones (default 3)")
    p.add_argument("--repeats", type=int, help="processes per config (the unit of replication; default 1)")
    p.add_argument("--timeout", type=float, dest="timeout_s", help="seconds before a config process is killed (default 1800)")
    add_executor_arguments(p)
    p.add_argument("--no-progress", action="store_true", help="no progress bars")
    p.add_argument("--no-report", action="store_true", help="do not render report.html at the end")
    p.set_defaults(func=run_sweep)


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
    from ..capture.spec import BACKENDS, ConfigSpec, SweepSpec, load_spec, parse_split_counts, split_count_configs

    over = {k: getattr(args, k) for k in ("model", "mode", "backend", "gpu_target", "xla_flags", "steps", "warmup", "trace_steps", "repeats", "timeout_s")}
    backend = args.backend or "torch-xla-cpu"
    counts = parse_split_counts(args.split_counts) if args.split_counts else None
    if args.config:
        if counts:
            over["configs"] = split_count_configs(counts, backend)
        try:
            return load_spec(args.config, **over)
        except KitError:
            raise
        except (TypeError, ValueError, AttributeError, KeyError) as e:  # a value of the wrong type in the TOML
            raise KitError(f"{args.config}: not a valid spec ({type(e).__name__}: {e})") from e
    configs = split_count_configs(counts or list(BACKENDS[backend].default_split_counts), backend)
    if backend == "xla-gpu-deviceless" and not counts:
        configs = (ConfigSpec("no-split"), *configs)  # the parallelism flags off: XLA's unsplit baseline
    return SweepSpec(**{k: v for k, v in over.items() if v is not None}, configs=configs)


def run_sweep(args: argparse.Namespace) -> int:
    """Handler of ``kit sweep``: 0, or 1 when every config failed."""
    from ..capture.sweep import read_manifest, sweep

    spec = spec_from_args(args)
    out = args.out or Path("runs") / f"{spec.model}-{spec.mode}-{_dt.datetime.now():%Y%m%d-%H%M%S}"
    check_executor_arguments(args)
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
