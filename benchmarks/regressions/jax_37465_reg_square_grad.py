"""jax-ml/jax#37465: "CPU performance regression" of a finite-difference regulariser and its gradient, in two steps.

https://github.com/jax-ml/jax/issues/37465 (nearest-neighbour regularisation from tomography): the reporter
timed `reg_square` and `jax.grad(reg_square)` on a 256^3 float32 volume across releases and saw two steps,
0.5.0 -> 0.5.3 (x1.8) and 0.7.2 -> 0.8.0 (x1.4). The program is the report's, with its `%timeit` replaced by
a timed loop that prints what `kit bisect` reads (rounds per second, a round one call of each, and the
compile time of both):

    kit bisect benchmarks/regressions/jax_37465_reg_square_grad.py --pins "jax=={v} jaxlib=={v}" \
        --versions 0.4.31,0.5.0,0.5.1,0.5.2,0.5.3,0.6.0,0.6.2,0.7.0,0.7.2,0.8.0,0.8.1
"""
import os
import sys
import time

import jax
import jax.numpy as jnp

SIZE = int(os.environ.get("REG_SQUARE_SIZE", "256"))
REPEATS = int(os.environ.get("REG_SQUARE_REPEATS", "10"))


@jax.jit
def reg_square(x):
    cost = 0.0
    for i in range(x.ndim):
        xd = jnp.diff(x, axis=i)
        cost += jnp.sum(jnp.square(xd))
    return cost


reg_square_grad = jax.jit(jax.grad(reg_square))

x = jax.random.normal(jax.random.PRNGKey(0), (SIZE,) * 3, dtype="float32")
t0 = time.perf_counter()
value, grad = reg_square.lower(x).compile(), reg_square_grad.lower(x).compile()
compile_s = time.perf_counter() - t0
jax.block_until_ready((value(x), grad(x)))
t0 = time.perf_counter()
for _ in range(REPEATS):
    y = (value(x), grad(x))
jax.block_until_ready(y)
dt = time.perf_counter() - t0
print(f"jax={jax.__version__}", file=sys.stderr)
print(f"compile_time_s={compile_s:.4f}")
print(f"throughput={REPEATS / dt:.3f}")
