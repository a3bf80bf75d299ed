"""One replay as one measured run, for kit bisect: ``python -m kitlib.capture.replay_run PAYLOAD.json [--steps N]
[--warmup W] [--compile-repeats R]``.

PAYLOAD.json is a replay payload (``{"modules": [...], "facts": {...}}``: :func:`kitlib.capture.replay.resolve_source`'s
modules and facts, as :mod:`kitlib.bisect.split` writes it). This Python's jaxlib compiles and times the modules as
one block of one config (:func:`kitlib.capture.jax_worker.run_block`, with the capture's compile options) in the
current folder (``block.json``, ``replay/result.json``, ``replay/dump/``), then prints the lines kit bisect reads
(:func:`kitlib.bisect.candidates.parse_output`): ``compile_time_s=<median of the R compiles after the first, s>``
and ``throughput=<steps per s: 1 / the median timed step>``. Run in an XLA release's environment
(``python -m kitlib.capture.envs --pin=jax==X --pin=jaxlib==X -- -m kitlib.capture.replay_run ...``): it imports
the standard library, numpy and jax only.

Exit status: 0 measured; 1 the replay failed (the worker's reason on stderr's last line); 2 bad arguments.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

from ..runfolder import layout
from ..runfolder.write import write_json_atomic
from .jax_worker import run_block

#: the one config's name (and folder) in the run's folder
CONFIG = "replay"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m kitlib.capture.replay_run")
    p.add_argument("payload", type=Path)
    p.add_argument("--steps", type=int, default=50)
    p.add_argument("--warmup", type=int, default=5)
    p.add_argument("--compile-repeats", type=int, default=3)
    a = p.parse_args(argv)
    try:
        payload = json.loads(a.payload.read_text())
        modules, facts = payload["modules"], payload["facts"]
    except (OSError, ValueError, KeyError, TypeError) as e:
        print(f"error: {a.payload}: not a replay payload ({e})", file=sys.stderr)
        return 2
    here = Path.cwd()
    block = {"backend": "torch-xla-replay", "process": 0, "seed": 0, "model": "replay", "mode": "replay",
             "steps": a.steps, "warmup": a.warmup, "trace_steps": 0, "compile_repeats": a.compile_repeats,
             "configs": [{"name": CONFIG, "dir": CONFIG, "options": dict(facts.get("compile_options") or {}), "xla_flags": ""}],
             "replay": {"modules": modules, "facts": facts}}
    write_json_atomic(here / layout.BLOCK_JSON, block)
    rc = run_block(block, here)
    try:
        result = json.loads((here / CONFIG / layout.RESULT_JSON).read_text())
    except (OSError, ValueError):
        result = {}
    steps = [t for t in result.get("step_times_s") or [] if t and t > 0]
    compiles = [t for t in result.get("compile_times_s") or [] if t and t > 0] or [result.get("compile_time_s") or 0.0]
    if rc != 0 or result.get("status") != "ok" or not steps:
        print(f"error: the replay failed: {result.get('error') or f'exit {rc}'}", file=sys.stderr)
        return 1
    print(f"compile_time_s={statistics.median(compiles):.6f}")
    print(f"throughput={1.0 / statistics.median(steps):.6f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
