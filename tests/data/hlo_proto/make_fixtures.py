"""Remake the HLO protobuf dumps in this folder (see SOURCE.md).

Run from the repository root with the kit's Python (jax 0.9.2, torch 2.9.0,
torch_xla 2.9.0), on the CPU:

    python tests/data/hlo_proto/make_fixtures.py jax
    python tests/data/hlo_proto/make_fixtures.py torch_xla

Each run compiles a tiny program with ``--xla_dump_hlo_as_proto
--xla_dump_hlo_as_text --xla_dump_hlo_snapshots`` and copies the protobuf
dumps (and the text HLO of the same module, for the differential test) here
under ``jax_cpu/`` or ``torch_xla_cpu/``.
"""
from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
KEEP = (".hlo.pb", ".hlo_module.pb", "snapshot", "before_optimizations.txt", "cpu_after_optimizations.txt")


def _flags(dump: str) -> str:
    return f"--xla_dump_to={dump} --xla_dump_hlo_as_proto --xla_dump_hlo_as_text --xla_dump_hlo_snapshots"


def jax_program(dump: str) -> None:
    os.environ["JAX_PLATFORMS"] = "cpu"
    os.environ["XLA_FLAGS"] = _flags(dump)
    import jax
    import jax.numpy as jnp

    @jax.jit
    def f(x, w):
        return jnp.tanh(x @ w + 1.5).sum(axis=0)

    f(jnp.ones((8, 4), jnp.float32), jnp.ones((4, 3), jnp.float32)).block_until_ready()


def torch_xla_program(dump: str) -> None:
    os.environ["PJRT_DEVICE"] = "CPU"
    os.environ["XLA_FLAGS"] = _flags(dump)
    import torch
    import torch_xla

    dev = torch_xla.device()
    x = torch.ones(8, 4, device=dev)
    w = torch.ones(4, 3, device=dev)
    y = torch.tanh(x @ w + 1.5).sum(dim=0)
    torch_xla.sync()
    y.cpu()


def main(which: str) -> None:
    out = HERE / {"jax": "jax_cpu", "torch_xla": "torch_xla_cpu"}[which]
    with tempfile.TemporaryDirectory() as tmp:
        (jax_program if which == "jax" else torch_xla_program)(tmp)
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir()
        for f in sorted(Path(tmp).iterdir()):
            if any(k in f.name for k in KEEP) and "buffer-assignment" not in f.name:
                shutil.copy(f, out / f.name)
    for f in sorted(out.iterdir()):
        print(f.stat().st_size, f.name)


if __name__ == "__main__":
    main(sys.argv[1])
