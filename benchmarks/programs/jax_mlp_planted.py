"""A jax program whose compile a test or a benchmark slows down on purpose: a 24-layer MLP, compiled once, timed.

    python jax_mlp_planted.py

With ``KIT_BISECT_LABEL=dumping`` (kit bisect's label of the build, or set by hand) it compiles with per-compile options
that dump the module as HTML after every HLO pass: work XLA does inside its pass pipeline, so the HLO-pass phase takes
the time, known by construction (x2.6 the whole compile here). Per compile, because an ``XLA_FLAGS`` set here would
come too late under the probe's profiler, which starts jax's backend before the program runs. Prints
``compile_time_s=`` and ``throughput=``. Used by ``benchmarks/bisect_compile_planted.py`` and
``tests/test_phase_change.py``.
"""
import os
import time

import jax
import jax.numpy as jnp

planted = ({"xla_dump_to": f"{os.getcwd()}/planted", "xla_dump_hlo_pass_re": ".*", "xla_dump_hlo_as_html": True}
           if os.environ.get("KIT_BISECT_LABEL") == "dumping" else {})

def f(x, ws):
    for w in ws:
        h = jnp.tanh(x @ w)
        x = (h - h.mean(-1, keepdims=True)) / (h.std(-1, keepdims=True) + 1e-5) + x
    return (x * x).sum()

x = jnp.ones((32, 128))
ws = [jnp.full((128, 128), 0.01 * i) for i in range(24)]
t0 = time.perf_counter()
exe = jax.jit(f).lower(x, ws).compile(compiler_options=planted)
print(f"compile_time_s={time.perf_counter() - t0:.4f}")
exe(x, ws).block_until_ready()
t0 = time.perf_counter()
for _ in range(20):
    exe(x, ws).block_until_ready()
print(f"throughput={20 / (time.perf_counter() - t0):.2f}")
