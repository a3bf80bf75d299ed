"""The ``kit`` command.

    kit sweep [--model bert-base|bert-large|bert-tiny|gpt2|resnet50|FILE.py:fn] [--mode infer|train]
              [--split-counts 1,8,32] [--compile-threads 1,2]
              [--xla-flags "..."] [--config SPEC.toml] [--out RUN] [--steps 20] ...
    kit report RUN [--notebook NB] [--html OUT]

Errors the kit raises on purpose print one line and exit with code 2.
"""
from __future__ import annotations

import argparse
import datetime as _dt
import os
import sys
from pathlib import Path

from .errors import KitError


def _add_sweep(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("sweep", help="capture one process per compile configuration, then render the report")
    p.add_argument("--model", help="bert-base (default), bert-large, bert-tiny, gpt2, resnet50, or path/to/file.py:fn / package.module:fn")
    p.add_argument("--mode", choices=["infer", "train"], help="inference (default) or a training step (AdamW)")
    p.add_argument("--backend", choices=["torch-xla-cpu", "xla-gpu-deviceless"], help="capture backend (default torch-xla-cpu)")
    p.add_argument("--gpu-target", help="xla-gpu-deviceless: h100, a100 or a GpuTargetConfigProto text file")
    p.add_argument("--split-counts", help="comma-separated split counts, one config each (CPU default 1,8,32; GPU 1,2,4,8,16)")
    p.add_argument("--compile-threads", help="comma-separated compile thread-pool sizes, one config each (kitlib/capture/threads.py)")
    p.add_argument("--xla-flags", help="XLA flags added to every config")
    p.add_argument("--config", type=Path, help="TOML spec with [[configs]] (name, xla_flags, env, cpus)")
    p.add_argument("--out", type=Path, help="run folder (default runs/<model>-<mode>-<time>); an existing one resumes")
    p.add_argument("--steps", type=int, help="timed steps after warm-up (default 20)")
    p.add_argument("--warmup", type=int, help="untimed steps after the compiling one (default 3)")
    p.add_argument("--trace-steps", type=int, help="profiled steps after the timed ones (default 3)")
    p.add_argument("--repeats", type=int, help="processes per config (the unit of replication; default 1)")
    p.add_argument("--timeout", type=float, dest="timeout_s", help="seconds before a config process is killed (default 1800)")
    p.add_argument("--no-progress", action="store_true", help="no progress bars")
    p.add_argument("--no-report", action="store_true", help="do not render report.html at the end")
    p.set_defaults(func=_cmd_sweep)


def _spec_from_args(args: argparse.Namespace):
    from .capture.build import build_spec
    from .capture.spec import parse_split_counts
    from .capture.threads import parse_compile_threads

    over = {k: getattr(args, k) for k in ("model", "mode", "backend", "gpu_target", "xla_flags", "steps", "warmup", "trace_steps", "repeats", "timeout_s")}
    return build_spec(config=args.config, split_counts=parse_split_counts(args.split_counts) if args.split_counts else None,
                      compile_threads=parse_compile_threads(args.compile_threads) if args.compile_threads else None, **over)


def _cmd_sweep(args: argparse.Namespace) -> int:
    from .capture.sweep import sweep

    spec = _spec_from_args(args)
    from .capture.models import model_slug

    out = args.out or Path("runs") / f"{model_slug(spec.model)}-{spec.mode}-{_dt.datetime.now():%Y%m%d-%H%M%S}"
    run = sweep(spec, out, progress=not args.no_progress)
    from .capture.sweep import read_manifest

    m = read_manifest(run)
    for c in m["configs"]:
        extra = f" ({c['reason']})" if c["status"] != "ok" else f" compile {c['compile_time_s']:.2f} s"
        print(f"{c['name']}: {c['status']}{extra}")
    if not args.no_report:
        from .report.render import render_report

        html = render_report(run)
        print(f"report: {html}")
    print(f"run: {run}")
    return 1 if m["configs"] and all(c["status"] != "ok" for c in m["configs"]) else 0


def _add_report(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("report", help="execute the report notebook on a run folder and render it to HTML")
    p.add_argument("run", type=Path, help="run folder (with manifest.json)")
    p.add_argument("--notebook", type=Path, help="notebook to execute (default: the sweep report for the run's backend)")
    p.add_argument("--html", type=Path, help="output file (default <run>/report.html)")
    p.add_argument("--timeout", type=int, default=1200, help="seconds per notebook cell (default 1200)")
    p.set_defaults(func=_cmd_report)


def _cmd_report(args: argparse.Namespace) -> int:
    from .report.render import render_report

    html = render_report(args.run, notebook=args.notebook, html=args.html, cell_timeout_s=args.timeout)
    print(html)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kit", description="Capture, parse and compare what XLA's compiler writes.")
    sub = parser.add_subparsers(dest="command", required=True)
    _add_sweep(sub)
    _add_report(sub)
    for module in ("kitlib.dumps.cli", "kitlib.lab.cli"):
        try:
            mod = __import__(module, fromlist=["register"])
        except ModuleNotFoundError as e:
            if e.name != module:
                raise
            continue
        mod.register(sub)
    return parser


def _join_flag_values(argv: list[str]) -> list[str]:
    """``--xla-flags "--xla_foo=1 --xla_bar"`` -> ``--xla-flags=--xla_foo=1 --xla_bar``: argparse
    would read a value that starts with ``--`` as another option."""
    out, i = [], 0
    while i < len(argv):
        if argv[i] == "--xla-flags" and i + 1 < len(argv) and argv[i + 1].startswith("--xla"):
            out.append(f"--xla-flags={argv[i + 1]}")
            i += 2
        else:
            out.append(argv[i])
            i += 1
    return out


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(_join_flag_values(sys.argv[1:] if argv is None else argv))
    try:
        return int(args.func(args) or 0)
    except KitError as e:
        print(f"kit: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("kit: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `kit index DIR | head`: the reader left, nothing is wrong
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
