"""A jax user's program, as ``kit bisect`` runs it across jax releases: one training step of a small transformer.

    python jax_train_step.py [--layers 4] [--width 128] [--seq 64] [--batch 8] [--steps 10]

Pre-norm transformer blocks (self-attention with 4 heads, a 4x MLP), mean-squared loss, ``jax.value_and_grad`` and
an SGD update, jitted as one step; random parameters from ``PRNGKey(0)``. Prints ``compile_time_s=<s>`` (lowering
and compiling the step: ``jit(step).lower(...).compile()``) and ``throughput=<steps per s>`` over ``--steps`` steps.
Only jax and numpy: it runs in any jax release's environment.
"""
import argparse
import time

import jax
import jax.numpy as jnp

p = argparse.ArgumentParser()
p.add_argument("--layers", type=int, default=4)
p.add_argument("--width", type=int, default=128)
p.add_argument("--seq", type=int, default=64)
p.add_argument("--batch", type=int, default=8)
p.add_argument("--steps", type=int, default=10)
a = p.parse_args()
H, D = 4, a.width


def init(key):
    layers = []
    for k in jax.random.split(key, a.layers):
        k1, k2, k3, k4 = jax.random.split(k, 4)
        layers.append({"qkv": jax.random.normal(k1, (D, 3 * D)) * D ** -0.5, "out": jax.random.normal(k2, (D, D)) * D ** -0.5,
                       "up": jax.random.normal(k3, (D, 4 * D)) * D ** -0.5, "down": jax.random.normal(k4, (4 * D, D)) * (4 * D) ** -0.5})
    return layers


def norm(x):
    return (x - x.mean(-1, keepdims=True)) / jnp.sqrt(x.var(-1, keepdims=True) + 1e-5)


def model(params, x):
    for p_ in params:
        q, k, v = jnp.split(norm(x) @ p_["qkv"], 3, axis=-1)
        split = lambda t: t.reshape(t.shape[0], t.shape[1], H, D // H).transpose(0, 2, 1, 3)  # noqa: E731
        att = jax.nn.softmax(split(q) @ split(k).transpose(0, 1, 3, 2) / (D // H) ** 0.5, axis=-1) @ split(v)
        x = x + att.transpose(0, 2, 1, 3).reshape(x.shape) @ p_["out"]
        x = x + jax.nn.gelu(norm(x) @ p_["up"]) @ p_["down"]
    return x


def step(params, x, y):
    loss, grads = jax.value_and_grad(lambda p_: ((model(p_, x) - y) ** 2).mean())(params)
    return jax.tree_util.tree_map(lambda w, g: w - 1e-3 * g, params, grads), loss


params = init(jax.random.PRNGKey(0))
x = jax.random.normal(jax.random.PRNGKey(1), (a.batch, a.seq, D))
y = jax.random.normal(jax.random.PRNGKey(2), (a.batch, a.seq, D))
t0 = time.perf_counter()
exe = jax.jit(step).lower(params, x, y).compile()
print(f"compile_time_s={time.perf_counter() - t0:.4f}")
params, loss = exe(params, x, y)
loss.block_until_ready()
t0 = time.perf_counter()
for _ in range(a.steps):
    params, loss = exe(params, x, y)
loss.block_until_ready()
print(f"throughput={a.steps / (time.perf_counter() - t0):.3f}")
