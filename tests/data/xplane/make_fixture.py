"""Remake the JAX CPU profile in this folder (see SOURCE.md).

Run from the repository root with the kit's Python (jax 0.9.2):

    python tests/data/xplane/make_fixture.py

A small jitted program (a matmul, a tanh and a reduction) runs three times
under ``jax.profiler.trace``; XLA:CPU emits one TraceMe per executed kernel
(``--xla_cpu_enable_xprof_traceme=true``). The profiler writes
``plugins/profile/<date>/<host>.xplane.pb``; it is copied here as
``jax_cpu.xplane.pb``.
"""
from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> None:
    os.environ["JAX_PLATFORMS"] = "cpu"
    os.environ["XLA_FLAGS"] = "--xla_cpu_enable_xprof_traceme=true"
    import jax
    import jax.numpy as jnp

    @jax.jit
    def f(x, w):
        return jnp.tanh(x @ w).sum(axis=0)

    x = jnp.ones((64, 32), jnp.float32)
    w = jnp.ones((32, 16), jnp.float32)
    f(x, w).block_until_ready()  # compile outside the trace
    with tempfile.TemporaryDirectory() as tmp:
        with jax.profiler.trace(tmp):
            for i in range(3):
                with jax.profiler.StepTraceAnnotation("step", step_num=i):
                    f(x, w).block_until_ready()
        found = sorted(Path(tmp).rglob("*.xplane.pb"))
        shutil.copy(found[0], HERE / "jax_cpu.xplane.pb")
    print((HERE / "jax_cpu.xplane.pb").stat().st_size, "bytes")


if __name__ == "__main__":
    main()
