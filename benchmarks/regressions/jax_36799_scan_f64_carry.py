"""jax-ml/jax#36799: a lax.scan whose carry is a float64 3x3 matrix, ~10x slower on CPU from jax 0.4.33 on.

https://github.com/jax-ml/jax/issues/36799 ("lax.scan with float64 3x3 matrix carry is ~10x slower on CPU in
JAX 0.4.33 vs 0.4.31 (float32 unaffected)"): found in tinygp's quasisep Cholesky (an O(n) scan whose carry is a
3x3 matrix for the Matern-5/2 kernel); the report's own minimal reproducer times the scan body at n = 2000.
This program follows that description (a quasiseparable-Cholesky-like recursion: per step a 3x3 transition,
a rank-one update and a division; n = 2000, float64), unchanged for every build, and prints its throughput
(scans per second, each scan waited for, over at least half a second) and compile time, as `kit bisect` reads
them:

    kit bisect benchmarks/regressions/jax_36799_scan_f64_carry.py --pins "jax=={v} jaxlib=={v}" \
        --versions 0.4.30,0.4.31,0.4.33,0.4.34,0.4.35
"""
import os
import time

import jax
import jax.numpy as jnp
import numpy as np

jax.config.update("jax_enable_x64", True)
N, M = int(os.environ.get("SCAN_N", "2000")), 3  # the tests run it shorter
SECONDS = float(os.environ.get("SCAN_SECONDS", "0.5"))  # scans are timed for at least this long (and 3 at least)

rng = np.random.default_rng(0)
a = jnp.asarray(rng.standard_normal((N, M, M)) * 0.3)
p = jnp.asarray(rng.standard_normal((N, M)))
q = jnp.asarray(rng.standard_normal((N, M)))
d = jnp.asarray(1.0 + rng.random(N) * 3)


@jax.jit
def cholesky(a, p, q, d):
    def step(carry, x):
        f_prev, w_prev = carry
        a_n, p_n, q_n, d_n = x
        f = a_n @ f_prev @ a_n.T  # the 3x3 carry
        dn = d_n - p_n @ f @ p_n
        w = (q_n - f @ p_n) / dn
        f = f + dn * jnp.outer(w, w)
        return (f, w), dn

    init = (jnp.zeros((M, M)), jnp.zeros(M))
    _, out = jax.lax.scan(step, init, (a, p, q, d))
    return out


t0 = time.perf_counter()
compiled = cholesky.lower(a, p, q, d).compile()
compile_s = time.perf_counter() - t0
compiled(a, p, q, d).block_until_ready()
t0 = time.perf_counter()
n = 0
while n < 3 or time.perf_counter() - t0 < SECONDS:
    out = compiled(a, p, q, d)
    out.block_until_ready()
    n += 1
dt = time.perf_counter() - t0
print(f"jax={jax.__version__} dtype={out.dtype}")
print(f"compile_time_s={compile_s:.4f}")
print(f"throughput={n / dt:.3f}")
