"""Bisect real XLA releases on a JAX transformer block: `kit bisect PROGRAM.py --pins ... --versions ...`.

    python benchmarks/bisect_jax_releases.py [--versions 0.4.30,0.4.33,...] [--out DIR] [--initial N]

Writes ``<out>/program.py`` (a two-layer transformer block in JAX, batch 8 x 64 tokens, width 256, jitted;
each run compiles it once, printing ``compile_time_s=``, and times 20 steps after warm-up, printing
``throughput=<sequences/s>``) and runs ``kit bisect`` on it over the releases (``<out>/bisect``): one
environment per release (made once under ``~/.cache/kitlib/bisect-envs``), runs in randomised blocks, and
at every change point the kernels, the HLO, the first diverging pass and the changed defaults. Render it
with ``kit report <out>/bisect`` (notebook 05). Run it under the machine-wide lock.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

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


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--versions", default=",".join(DEFAULT_VERSIONS))
    ap.add_argument("--out", type=Path, default=Path("/tmp/triage-bisect-releases"))
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--initial", type=int, default=5, help="releases scanned first, evenly spaced (kit bisect --initial)")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    prog = args.out / "program.py"
    prog.write_text(PROGRAM)
    cmd = [sys.executable, "-m", "kitlib.cli", "bisect", str(prog), "--pins", "jax=={v} jaxlib=={v}", "--versions",
           args.versions, "--out", str(args.out / "bisect"), "--repeats", str(args.repeats), "--initial", str(args.initial)]
    return subprocess.run(cmd, cwd=REPO, env={**__import__("os").environ, "JAX_PLATFORMS": "cpu"}).returncode


if __name__ == "__main__":
    raise SystemExit(main())
