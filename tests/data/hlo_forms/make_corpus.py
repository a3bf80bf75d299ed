"""Write the HLO differential corpus: modules XLA printed (CPU, deviceless GPU, and XLA's printing of hand-written
modules for the syntax forms a CPU cannot produce). Run from the repository root:

    JAX_PLATFORMS=cpu XLA_FLAGS=--xla_force_host_platform_device_count=8 \\
        .venv/bin/python tests/data/hlo_forms/make_corpus.py tests/data/hlo_forms
"""
from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax._src.lib import xla_client as xc

OUT = Path(sys.argv[1])


def zoo(x, y, i, c):
    """Elementwise and shape ops."""
    u = [x + y, x - y, x * y, x / y, jnp.maximum(x, y), jnp.minimum(x, y), x ** y, jnp.arctan2(x, y), jnp.remainder(x, y),
         jnp.abs(x), -x, jnp.sign(x), jnp.floor(x), jnp.ceil(x), jnp.round(x), jnp.exp(x), jnp.expm1(x), jnp.log(x),
         jnp.log1p(x), jax.nn.sigmoid(x), jnp.sqrt(x), lax.rsqrt(x), jnp.cbrt(x), jnp.tanh(x), jnp.tan(x), jnp.sin(x),
         jnp.cos(x), lax.erf(x), lax.erf_inv(x), jnp.nextafter(x, y), lax.clamp(0.0, x, 1.0), lax.reduce_precision(x, 5, 10),
         jnp.where(jnp.isfinite(x), x, y), jnp.real(c * x), jnp.imag(c * y), jnp.abs(c)]
    b = [i & 3, i | 1, i ^ 5, ~i, i << 2, lax.shift_right_logical(i, 1), i >> 1, lax.clz(i), lax.population_count(i),
         lax.bitcast_convert_type(x, jnp.int32), x.astype(jnp.int32)]
    s = [jnp.broadcast_to(x[0], (4, 16)), x.reshape(8, 8).T, x[1:3, ::2], lax.dynamic_slice(x, (i[0, 0], 0), (2, 4)),
         lax.dynamic_update_slice(x, y[:2], (1, 0)), jnp.concatenate([x, y], 1), jnp.pad(x, ((1, 2), (0, 1))),
         jnp.flip(x, 0), jnp.arange(16).reshape(4, 4), x.sum(0), x.max(1), jnp.argmax(x, 1), jnp.cumsum(x, 0)]
    return u, b, s


def indexing(x, idx, upd):
    g = x[idx]
    sc = x.at[idx].add(upd)
    srt = lax.sort((x[0], x[1]), num_keys=1)
    tk = lax.top_k(x, 3)
    return g, sc, srt, tk


def nn(x, k):
    c = lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW"))
    p = lax.reduce_window(c, -jnp.inf, lax.max, (1, 1, 2, 2), (1, 1, 2, 2), "VALID")
    return p, jnp.einsum("bchw,bchw->bc", c, c)


def pool_grad(x):
    return jax.grad(lambda z: lax.reduce_window(z, -jnp.inf, lax.max, (1, 1, 2, 2), (1, 1, 2, 2), "VALID").sum())(x)


def linalg(a, b):
    spd = a @ a.T + 8 * jnp.eye(8)
    return (jnp.fft.fft(a).real, lax.linalg.triangular_solve(spd, b, left_side=True, lower=True),
            jnp.linalg.cholesky(spd), jnp.linalg.eigh(spd)[0], jnp.linalg.qr(a)[0], jnp.linalg.svd(a)[1])


def control(x, n):
    x = lax.fori_loop(0, n, lambda k, v: v * 0.5 + jnp.sin(v), x)
    x = lax.cond(x.sum() > 0, lambda v: v + 1, lambda v: v - 1, x)
    x = lax.switch(n % 3, [jnp.sin, jnp.cos, jnp.tanh], x)
    x, ys = lax.scan(lambda c, v: (c + v, c * v), x[0], x)
    x = lax.optimization_barrier(x)
    return x, ys, lax.while_loop(lambda v: v.sum() < 100.0, lambda v: v * 2.0 + 1.0, ys)


def rng(key, x):
    k1, k2 = jax.random.split(key)
    rbg = jax.random.key(1, impl="rbg")
    return jax.random.normal(k1, x.shape) * x, jax.random.bits(k2, (4,)), jax.random.bernoulli(k1, 0.3, (8,)), jax.random.uniform(rbg, (4,))


def callbacks(x):
    jax.debug.print("x={x}", x=x.sum())
    return jax.pure_callback(lambda v: np.asarray(v) * 2, jax.ShapeDtypeStruct(x.shape, x.dtype), x)


def collectives(x):
    from jax.sharding import Mesh, PartitionSpec as P

    mesh = Mesh(np.array(jax.devices()[:8]), ("d",))

    @partial(jax.shard_map, mesh=mesh, in_specs=P("d"), out_specs=P("d"))
    def f(v):
        a = lax.psum(v, "d")
        g = lax.all_gather(v, "d", tiled=True)[: v.shape[0]]
        pp = lax.ppermute(v, "d", [(i, (i + 1) % 8) for i in range(8)])
        rs = lax.psum_scatter(jnp.tile(v, (8, 1)), "d", tiled=True)
        at = lax.all_to_all(jnp.tile(v, (8, 1)), "d", 0, 0, tiled=True)[: v.shape[0]]
        return a + g + pp + rs + at + lax.axis_index("d")

    return f(x)


f32 = jnp.float32
CASES = {
    "zoo": (zoo, (jnp.ones((4, 16), f32), jnp.ones((4, 16), f32) * 2, jnp.ones((4, 16), jnp.int32), jnp.complex64(1 + 2j))),
    "indexing": (indexing, (jnp.ones((8, 8), f32), jnp.array([0, 3, 3]), jnp.ones((3, 8), f32))),
    "nn": (nn, (jnp.ones((2, 3, 8, 8), f32), jnp.ones((4, 3, 3, 3), f32))),
    "pool_grad": (pool_grad, (jnp.ones((2, 3, 8, 8), f32),)),
    "linalg": (linalg, (jnp.ones((8, 8), f32) + jnp.eye(8), jnp.ones((8, 2), f32))),
    "control": (control, (jnp.ones((4, 4), f32), 3)),
    "rng": (rng, (jax.random.key(0), jnp.ones((8,), f32))),
    "callbacks": (callbacks, (jnp.ones((4,), f32),)),
    "collectives": (collectives, (jnp.ones((64, 4), f32),)),
}


def write(name: str, text: str) -> None:
    (OUT / f"{name}.txt").write_text(text)


def cpu() -> None:
    for name, (fn, args) in CASES.items():
        lowered = jax.jit(fn).lower(*args)
        write(f"cpu_{name}.before_optimizations", lowered.as_text("hlo"))
        write(f"cpu_{name}.cpu_after_optimizations", lowered.compile().as_text())


def gpu() -> None:
    from kitlib import jax_adapter

    for name in ("zoo", "indexing", "nn", "pool_grad", "control", "rng"):
        fn, args = CASES[name]
        res = jax_adapter.compile_stablehlo(jax.jit(fn).lower(*args).as_text(), "kitlib/capture/gpu_targets/h100.txtpb")
        for k, m in enumerate(res.executable.hlo_modules()):
            write(f"gpu_{name}.{k}.sm_9.0a_gpu_after_optimizations", m.to_string())


def hand() -> None:
    options = xc._xla.HloPrintOptions()
    options.print_large_constants = True  # XLA's default print elides them ({...}) and cannot read itself back
    for src in sorted((OUT / "hand").glob("*.hlo")):
        write(f"xla_printed_{src.stem}", xc._xla.hlo_module_from_text(src.read_text()).to_string(options))


if __name__ == "__main__":
    cpu()
    gpu()
    hand()
