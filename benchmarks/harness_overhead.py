"""The harness's per-process overhead against a bare torch_xla script doing the same steps.

In one run, interleaved, ``--processes`` times each:

- harness: ``kit.sweep`` of one config (the worker: progress lines, compile pool
  measurement from /proc, metrics, result.json; no profiler trace), wall time of
  the config process as the sweep records it (``wall_s``);
- bare: a ``python -c`` script that builds the same model, moves it to the XLA
  device and runs the same first + warm-up + timed steps with the same XLA_FLAGS
  (dumping to a scratch folder), wall time of the process seen from here.

Prints the median wall time of each and their ratio (harness / bare); the
goal is at most 1.05. The process is the unit: the ratio is of per-kind medians
over processes. No absolute time is asserted.

Usage: python benchmarks/harness_overhead.py [--model bert-tiny] [--processes 3] [--steps 20]
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

import kitlib as kit
from kitlib._paths import kitlib_pythonpath

BARE = """
import sys, torch, torch_xla, torch_xla.core.xla_model as xm
from kitlib.capture.models import workload_on
model, steps, warmup = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
w = workload_on(torch_xla.device(), model, "infer")
for _ in range(1 + warmup + steps):
    out = w.step(); torch_xla.sync(wait=False); xm.wait_device_ops(); del out
"""


def bare_process(model: str, steps: int, warmup: int, scratch: Path) -> float:
    env = {**os.environ, "PJRT_DEVICE": "CPU", "PYTHONPATH": kitlib_pythonpath(os.environ.get("PYTHONPATH")),
           "XLA_FLAGS": f"--xla_dump_to={scratch} --xla_dump_hlo_as_text --xla_cpu_enable_xprof_traceme=true"}
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", BARE, model, str(steps), str(warmup)], env=env, check=True, capture_output=True)
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="bert-tiny")
    ap.add_argument("--processes", type=int, default=3)
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=3)
    args = ap.parse_args()
    harness, bare = [], []
    with tempfile.TemporaryDirectory(prefix="kit-overhead-") as tmp:
        for k in range(args.processes):
            run = kit.sweep(model=args.model, split_counts=[1], steps=args.steps, warmup=args.warmup, trace_steps=0,
                            out=Path(tmp) / f"h{k}", progress=False)
            proc = kit.read_manifest(run)["configs"][0]["processes"][0]
            assert proc["status"] == "ok", proc.get("reason")
            harness.append(proc["wall_s"])
            bare.append(bare_process(args.model, args.steps, args.warmup, Path(tmp) / f"b{k}"))
    h, b = float(np.median(harness)), float(np.median(bare))
    print(f"model {args.model}, {args.processes} processes each, {args.steps} timed + {args.warmup} warm-up steps")
    print(f"harness process wall (s): {', '.join(f'{x:.2f}' for x in harness)}; median {h:.2f}")
    print(f"bare process wall (s):    {', '.join(f'{x:.2f}' for x in bare)}; median {b:.2f}")
    print(f"ratio harness / bare: {h / b:.3f} (goal <= 1.05)")


if __name__ == "__main__":
    main()
