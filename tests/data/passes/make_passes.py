"""Make the per-pass dumps of tests/data/passes (see SOURCE.md): real XLA compiles of one small program.

    .venv/bin/python tests/data/passes/make_passes.py jax-cpu|jax-gpu|jax-gpu-no-algsimp|torch-xla OUT

jax-cpu: two dump folders, ``cpu-default`` and ``cpu-no-algsimp`` (``--xla_disable_hlo_passes=algsimp``), per-compile
options of one process (what the kit's in-process backends do); jax-gpu: ``gpu-default``, a deviceless XLA:GPU
compile for the built-in H100 target with the module metadata (jax-gpu-no-algsimp: ``gpu-no-algsimp``, the same
with ``--xla_disable_hlo_passes=algsimp``); torch-xla: ``torch-xla-cpu``, torch_xla 2.9.0 on
PJRT CPU with XLA_FLAGS. Every folder keeps the one module of the program (the helper modules JAX compiles for its
own arguments are removed) and drops objects, MLIR and LLVM IR (the tests read HLO and metadata only).
"""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

PASS_FLAGS = {"xla_dump_hlo_pass_re": ".*", "xla_dump_module_metadata": True, "xla_dump_hlo_as_text": True}


def program(jnp):
    def f(x, w):
        y = jnp.tanh(x @ w + 1.0)
        z = jnp.log(jnp.exp(y.reshape(2, 16).reshape(4, 8)))  # algsimp folds log(exp(.)) and the reshape pair
        return z.sum(axis=0)
    return f


def trim(folder: Path, keep: str) -> None:
    """Keep the files of module ``keep`` that the tests read (HLO, metadata, debug options)."""
    for p in sorted(folder.iterdir()):
        if p.is_dir():
            shutil.rmtree(p)
            continue
        n = p.name
        ok = (f".{keep}." in n and n.endswith((".txt", ".debug_options")) and "buffer-assignment" not in n
              and "memory-usage" not in n and "priority_fusion" not in n) or n.endswith(".metadata.textproto")
        if not ok:
            p.unlink()
    mids = {p.name.split(".")[0] for p in folder.iterdir() if f".{keep}." in p.name}
    for p in folder.iterdir():  # metadata of the other modules
        if p.name.endswith(".metadata.textproto") and p.name.split(".")[0] not in mids:
            p.unlink()


def jax_cpu(out: Path) -> None:
    os.environ["JAX_PLATFORMS"] = "cpu"
    import jax
    import jax.numpy as jnp

    f = jax.jit(program(jnp))
    x, w = jnp.ones((8, 16)), jnp.ones((16, 4))
    for name, extra in (("cpu-default", {}), ("cpu-no-algsimp", {"xla_disable_hlo_passes": "algsimp"})):
        d = out / name
        shutil.rmtree(d, ignore_errors=True)
        f.lower(x, w).compile(compiler_options={"xla_dump_to": str(d), **PASS_FLAGS, **extra})
        trim(d, "jit_f")


def jax_gpu(out: Path, name: str = "gpu-default", extra: str = "") -> None:
    os.environ["JAX_PLATFORMS"] = "cpu"
    d = out / name
    shutil.rmtree(d, ignore_errors=True)
    os.environ["XLA_FLAGS"] = (f"--xla_dump_to={d} --xla_dump_hlo_as_text --xla_dump_hlo_pass_re=.* "
                               f"--xla_dump_module_metadata=true {extra}").strip()
    import jax
    import jax.numpy as jnp

    from kitlib import jax_adapter as adapter

    text = jax.jit(program(jnp)).lower(jnp.ones((8, 16)), jnp.ones((16, 4))).as_text()
    adapter.compile_stablehlo(text, "h100")
    trim(d, "jit_f")


def torch_xla(out: Path) -> None:
    d = out / "torch-xla-cpu"
    shutil.rmtree(d, ignore_errors=True)
    os.environ["PJRT_DEVICE"] = "CPU"
    os.environ["XLA_FLAGS"] = f"--xla_dump_to={d} --xla_dump_hlo_as_text --xla_dump_hlo_pass_re=.* --xla_dump_module_metadata=true"
    import torch
    import torch_xla

    dev = torch_xla.device()
    x, w = torch.ones(8, 16, device=dev), torch.ones(16, 4, device=dev)
    y = torch.log(torch.exp(torch.tanh(x @ w + 1.0).reshape(2, 16).reshape(4, 8))).sum(dim=0)
    torch_xla.sync()
    y.cpu()
    names = {p.name.split(".")[1] + "." + p.name.split(".")[2] for p in d.glob("module_*.before_optimizations.txt")}
    trim(d, sorted(names)[0])


if __name__ == "__main__":
    make = {"jax-cpu": jax_cpu, "jax-gpu": jax_gpu, "torch-xla": torch_xla,
            "jax-gpu-no-algsimp": lambda out: jax_gpu(out, "gpu-no-algsimp", "--xla_disable_hlo_passes=algsimp")}
    make[sys.argv[1]](Path(sys.argv[2]).resolve())
