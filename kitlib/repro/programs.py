"""The small programs the recipes compile, written once for JAX and (where asked) PyTorch.

JAX programs are lowered to StableHLO in a child process (``python -m
kitlib.repro.programs stablehlo NAME PARAMS_JSON OUT``) so the kit's own
process never imports JAX, and compiled for XLA:CPU there too (``cpu NAME
PARAMS_JSON``: ``XLA_FLAGS`` of the child decide the dump folder and passes;
XLA reads them once per process).

- ``reduce_sum``: ``sum(x + y * z)`` over f32[size] (XLA's documentation fusion example).
- ``scan_temporaries``: openxla/xla issue 27322's program: ``outer`` ``lax.scan``
  loops over f32[size] whose stacked outputs are each an f32[size, size] temporary.
- ``mlp_train``: one SGD step of a 2-layer MLP with softmax cross-entropy (batch 64, 256 -> 1024 -> 256).

The PyTorch side of ``reduce_sum`` is :func:`torch_reduce_sum`, a user model for
``kit sweep`` (``kitlib/repro/programs.py:torch_reduce_sum``).
"""
from __future__ import annotations

import json
import sys
from typing import Any

PROGRAMS = ("reduce_sum", "scan_temporaries", "mlp_train")


def jax_program(name: str, params: dict[str, Any]) -> tuple[Any, list[Any]]:
    """``(function, argument shapes)`` of a JAX program (imports JAX)."""
    import jax
    import jax.numpy as jnp

    if name == "reduce_sum":
        n = int(params.get("size", 1024))
        s = jax.ShapeDtypeStruct((n,), jnp.float32)
        return (lambda x, y, z: jnp.sum(x + y * z)), [s, s, s]
    if name == "scan_temporaries":
        size, outer = int(params.get("size", 512)), int(params.get("outer", 16))

        def f(x: Any) -> Any:
            for _ in range(outer):
                x, large_temp = jax.lax.scan(lambda acc, y: (acc + y, acc + y), x, jnp.ones(size))
                x += jnp.sum(large_temp, axis=-1)
            return x

        return f, [jax.ShapeDtypeStruct((size,), jnp.float32)]
    if name == "mlp_train":
        b, d, h = 64, 256, 1024

        def loss(w: Any, x: Any, y: Any) -> Any:
            z = jax.nn.gelu(x @ w[0]) @ w[1]
            return -jnp.mean(jnp.sum(jax.nn.log_softmax(z) * y, axis=-1))

        def step(w: Any, x: Any, y: Any) -> Any:
            g = jax.grad(loss)(w, x, y)
            return [wi - 0.01 * gi for wi, gi in zip(w, g)]

        f32 = jnp.float32
        return step, [[jax.ShapeDtypeStruct((d, h), f32), jax.ShapeDtypeStruct((h, d), f32)],
                      jax.ShapeDtypeStruct((b, d), f32), jax.ShapeDtypeStruct((b, d), f32)]
    raise ValueError(f"unknown program {name!r} (known: {', '.join(PROGRAMS)})")


def torch_reduce_sum() -> tuple[Any, tuple[Any, ...]]:
    """``sum(x + y * z)`` as a ``kit sweep`` user model: ``(module, inputs)``, f32[1024] each."""
    import torch

    class ReduceSum(torch.nn.Module):
        def forward(self, x: Any, y: Any, z: Any) -> Any:
            return torch.sum(x + y * z)

    g = torch.Generator().manual_seed(0)
    return ReduceSum(), tuple(torch.rand(1024, generator=g) for _ in range(3))


def main(argv: list[str] | None = None) -> int:
    """``stablehlo NAME PARAMS_JSON OUT`` | ``cpu NAME PARAMS_JSON`` (see the module docstring)."""
    import os

    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import jax

    args = sys.argv[1:] if argv is None else argv
    what, name, params = args[0], args[1], json.loads(args[2])
    fn, shapes = jax_program(name, params)
    lowered = jax.jit(fn).lower(*shapes)
    if what == "stablehlo":
        with open(args[3], "w", encoding="utf-8") as f:
            f.write(lowered.as_text())
    elif what == "cpu":
        lowered.compile()
    else:
        raise SystemExit(f"unknown action {what!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
