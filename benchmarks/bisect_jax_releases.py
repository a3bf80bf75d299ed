"""Bisect real XLA releases: jax/jaxlib CPU wheels, one venv each, one fixed JAX program, `kit bisect`.

    python benchmarks/bisect_jax_releases.py [--versions 0.4.30,0.4.33,...] [--out DIR] [--setup-only]

1. Makes one venv per release under ``~/.cache/kitlib/bisect-envs/jax-<v>``
   (pip from PyPI: jax, jaxlib and numpy only; a finished venv holds ``.complete``
   and is reused).
2. Writes ``<out>/program.py``: a small transformer block (attention, layer
   norm, GELU MLP) in JAX, jitted; each run compiles it once (printing
   ``compile_time_s=``), times 20 steps after warm-up on one CPU thread
   (printing ``throughput=<sequences/s>``), and writes the optimised HLO
   (``compiled.as_text()``) to ``<out>/hlo/<label>.txt``.
3. Runs ``kit bisect`` over the releases in order (``<out>/bisect``), first
   measuring ``--initial`` evenly spaced releases (a change later undone is
   seen), on throughput, then on compile time (reusing every measurement).
4. For each change point, reads the two builds' optimised HLO with the kit's
   own parser (:func:`kitlib.analysis.hlo_changes.hlo_changes`) and prints what
   changed: instruction, fusion and kernel counts, opcodes, fusion kinds, and
   kernels added or removed. Written to ``<out>/changes.json``.

Keep the machine load modest: one measurement at a time, each pinned to one
CPU thread (``--xla_cpu_multi_thread_eigen=false``, ``taskset`` to one core).
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ENVS = Path.home() / ".cache" / "kitlib" / "bisect-envs"
DEFAULT_VERSIONS = ("0.4.30", "0.4.33", "0.4.35", "0.4.38", "0.5.0", "0.5.3", "0.6.0", "0.6.2",
                    "0.7.0", "0.7.2", "0.8.0", "0.8.2", "0.9.0", "0.9.2")
REPO = Path(__file__).resolve().parents[1]

PROGRAM = r'''
import os, sys, time
import numpy as np
import jax, jax.numpy as jnp

B, T, D, H, F = 8, 64, 256, 4, 1024

def layer_norm(x, g, b):
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) / jnp.sqrt(v + 1e-5) * g + b

def block(p, x):
    h = layer_norm(x, p["g1"], p["b1"])
    q, k, v = (h @ p[w] for w in ("wq", "wk", "wv"))
    split = lambda t: t.reshape(B, T, H, D // H).transpose(0, 2, 1, 3)
    q, k, v = split(q), split(k), split(v)
    a = jax.nn.softmax(q @ k.transpose(0, 1, 3, 2) / np.sqrt(D // H), axis=-1) @ v
    x = x + a.transpose(0, 2, 1, 3).reshape(B, T, D) @ p["wo"]
    h = layer_norm(x, p["g2"], p["b2"])
    return x + jax.nn.gelu(h @ p["w1"] + p["c1"]) @ p["w2"] + p["c2"]

def model(p, x):
    for _ in range(2):
        x = block(p, x)
    return x

rng = np.random.default_rng(0)
shapes = {"wq": (D, D), "wk": (D, D), "wv": (D, D), "wo": (D, D), "w1": (D, F), "w2": (F, D),
          "g1": (D,), "b1": (D,), "g2": (D,), "b2": (D,), "c1": (F,), "c2": (D,)}
p = {k: jnp.asarray(rng.standard_normal(s).astype(np.float32) * 0.05) for k, s in shapes.items()}
x = jnp.asarray(rng.standard_normal((B, T, D)).astype(np.float32))
t0 = time.perf_counter()
compiled = jax.jit(model).lower(p, x).compile()
compile_s = time.perf_counter() - t0
hlo_out = os.environ.get("HLO_OUT")
if hlo_out and os.environ.get("KIT_BISECT_ATTEMPT", "0") == "0":
    with open(hlo_out, "w") as f:
        f.write(compiled.as_text())
for _ in range(3):
    compiled(p, x).block_until_ready()
n = 20
t0 = time.perf_counter()
for _ in range(n):
    y = compiled(p, x)
y.block_until_ready()
dt = time.perf_counter() - t0
print(f"jax={jax.__version__}")
print(f"compile_time_s={compile_s:.4f}")
print(f"throughput={n * B / dt:.3f}")
'''


def make_env(version: str) -> Path:
    d = ENVS / f"jax-{version}"
    if (d / ".complete").exists():
        return d
    subprocess.run([sys.executable, "-m", "venv", "--clear", str(d)], check=True)
    subprocess.run(["nice", "-n", "10", str(d / "bin" / "python"), "-m", "pip", "install", "-q",
                    f"jax=={version}", f"jaxlib=={version}", "numpy"], check=True)
    subprocess.run([str(d / "bin" / "python"), "-c", "import jax, jaxlib"], check=True)
    (d / ".complete").touch()
    return d


def candidates_file(out: Path, versions: list[str]) -> Path:
    (out / "hlo").mkdir(parents=True, exist_ok=True)
    prog = out / "program.py"
    prog.write_text(PROGRAM)
    core = (sorted(os.sched_getaffinity(0)) or [0])[-1]
    lines = []
    for v in versions:
        py = ENVS / f"jax-{v}" / "bin" / "python"
        env = ("JAX_PLATFORMS=cpu XLA_FLAGS='--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1' "
               f"HLO_OUT={out / 'hlo' / f'jax-{v}.txt'}")
        lines.append(f"jax-{v} {env} taskset -c {core} nice -n 5 {py} {prog}")
    f = out / "candidates.txt"
    f.write_text("\n".join(lines) + "\n")
    return f


def main() -> int:
    sys.path.insert(0, str(REPO))
    from kitlib.analysis.hlo_changes import hlo_changes

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--versions", default=",".join(DEFAULT_VERSIONS))
    ap.add_argument("--out", type=Path, default=Path("/tmp/triage-bisect-releases"))
    ap.add_argument("--setup-only", action="store_true")
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--max-repeats", type=int, default=20, help="kit bisect --max-repeats")
    ap.add_argument("--initial", type=int, default=4, help="releases measured first, evenly spaced (kit bisect --initial)")
    args = ap.parse_args()
    versions = [v.strip() for v in args.versions.split(",") if v.strip()]
    for v in versions:
        print(f"env jax {v}: {make_env(v)}", file=sys.stderr)
    if args.setup_only:
        return 0
    out = args.out.resolve()
    cands = candidates_file(out, versions)
    kit = [sys.executable, "-m", "kitlib.cli"]
    changes = []
    for metric in ("throughput", "compile_time_s"):  # the second reuses every measurement of the first
        proc = subprocess.run([*kit, "bisect", str(cands), "--out", str(out / "bisect"), "--json", "--metric", metric,
                               "--repeats", str(args.repeats), "--initial", str(args.initial),
                               "--max-repeats", str(args.max_repeats)],
                              capture_output=True, text=True, cwd=REPO)
        sys.stderr.write(proc.stderr[-4000:])
        if proc.returncode != 0:
            return proc.returncode
        res = json.loads(proc.stdout)
        stem = "bisect" if metric == "throughput" else f"bisect-{metric}"
        builds = json.loads((out / "bisect" / f"{stem}.json").read_text())["build_table"]
        print(f"\n== {metric}: {res['builds_measured']} of {res['builds']} builds measured, {res['runs']} runs "
              f"({res['runs_this_time']} new), {len(res['change_points'])} change point(s)")
        for b in builds:
            if b["status"] != "not measured":
                v = f"{b['value']:.3f} [{b['ci_low']:.3f}, {b['ci_high']:.3f}]" if b["value"] is not None else "-"
                print(f"  {b['label']:<12} {b['status']:<9} runs={b['runs']:<3} {metric}={v}")
        for c in res["change_points"]:
            ba, aa = out / "hlo" / f"{c['before']}.txt", out / "hlo" / f"{c['after']}.txt"
            print(f"\n{c['before']} -> {c['after']}: {metric} {c['kind']} x{c['ratio']:.3f} [{c['ci_low']:.3f}, {c['ci_high']:.3f}]")
            if not (ba.exists() and aa.exists()):
                changes.append({**c, "metric": metric, "counts": None, "kernels": None})
                continue
            counts, kernels = hlo_changes(ba, aa)
            print(counts.to_string())
            print(kernels.to_string() if len(kernels) else "(same kernels)")
            changes.append({**c, "metric": metric, "counts": counts.reset_index().to_dict(orient="records"),
                            "kernels": kernels.reset_index().to_dict(orient="records")})
    (out / "changes.json").write_text(json.dumps(changes, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
