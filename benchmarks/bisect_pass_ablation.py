"""The pass a `kit bisect` change point names, disabled in the newer build: does the older time come back?

    flock /tmp/kit-heavy.lock python benchmarks/bisect_pass_ablation.py PROGRAM --before 0.7.2 --after 0.8.0 \
        --pass fusion-wrapper [--blocks 6] [--env REG_SQUARE_REPEATS=3]

Each block runs, in a fresh random order, the program unchanged in the older build, in the newer build, and in the
newer build with ``XLA_FLAGS=--xla_disable_hlo_passes=<pass>`` (each its own process, the builds' environments from
``~/.cache/kitlib/bisect-envs`` as `kit bisect` made them); the program prints ``throughput=``. Every comparison is
paired by block (:func:`kitlib.bisect.search.compare_paired`, the bisect's own rule). Prints the three ratios with
their intervals and the machine's load.
"""
from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))


def throughput(py: Path, program: Path, env: dict[str, str]) -> float | None:
    p = subprocess.run([str(py), str(program)], capture_output=True, text=True, env={**os.environ, "JAX_PLATFORMS": "cpu",
                       "PYTHONPATH": "", **env}, timeout=600)
    m = re.search(r"^throughput=([0-9.eE+-]+)$", p.stdout, re.M)
    if p.returncode != 0 or not m:
        print(f"  failed (exit {p.returncode}): {p.stderr.strip().splitlines()[-1:] or ''}", flush=True)
        return None
    return float(m.group(1))


def main() -> int:
    from passes_builds import env_python  # the bisect's cached environment of a release

    from kitlib.bisect.search import Settings, compare_paired

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("program", type=Path)
    ap.add_argument("--before", required=True)
    ap.add_argument("--after", required=True)
    ap.add_argument("--pass", dest="pass_name", required=True)
    ap.add_argument("--blocks", type=int, default=6)
    ap.add_argument("--env", action="append", default=[], help="NAME=VALUE for every run")
    a = ap.parse_args()
    extra = dict(e.split("=", 1) for e in a.env)
    variants = {"before": (env_python(a.before), {}), "after": (env_python(a.after), {}),
                "after-without": (env_python(a.after), {"XLA_FLAGS": f"--xla_disable_hlo_passes={a.pass_name}"})}
    print(f"load average {os.getloadavg()}", flush=True)
    got: dict[str, dict[str, float]] = {v: {} for v in variants}
    for k in range(a.blocks):
        order = list(variants)
        random.Random(f"ablation:{k}").shuffle(order)
        for v in order:
            py, env = variants[v]
            t = throughput(py, a.program.resolve(), {**extra, **env})
            if t is not None:
                got[v][f"b{k}"] = t
        print(f"block {k}: " + ", ".join(f"{v} {got[v].get(f'b{k}', float('nan')):.3f}" for v in variants) +
              f"; load {os.getloadavg()[0]:.2f}", flush=True)
    s = Settings(repeats=a.blocks, max_repeats=a.blocks)
    for x, y in (("before", "after"), ("after", "after-without"), ("before", "after-without")):
        p = compare_paired(got[x], got[y], s)
        print(f"{y} vs {x} (throughput): x{p.ratio:.3f} [{p.ci_low:.3f}, {p.ci_high:.3f}], {p.verdict}, {p.blocks} blocks")
    print(f"load average {os.getloadavg()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
