"""Remake the deviceless XLA:GPU fixtures in this folder (see SOURCE.md).

Run from the repository root with the kit's Python (jax[cuda12]==0.9.2,
torch 2.9.0, torch_xla 2.9.0):

    python tests/data/gpu/make_fixtures.py

It writes ``const_program.stablehlo.mlir`` (a small JAX program whose large
constants land in the constants module and whose sort keeps small constant
globals) and compiles it and bert-tiny for the H100 target with
``kitlib.capture.gpu_worker``, copying the chosen dump files here.
"""
from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))


def const_program_text() -> str:
    """StableHLO of f(x, w): two elementwise fusions reading two f32[1024] constants, a dot, a sort."""
    os.environ["JAX_PLATFORMS"] = "cpu"
    import jax
    import jax.numpy as jnp
    import numpy as np

    c = jnp.asarray(np.arange(1024, dtype=np.float32) / 7.0)
    d = jnp.asarray(np.arange(1024, dtype=np.float32) % 5)

    def f(x, w):
        y = jnp.tanh(x * c + d)
        z = y.reshape(32, 32) @ w
        return jnp.sin(z.reshape(-1) + c) * d, jnp.sort((y - c).reshape(32, 32), axis=-1)

    spec = (jax.ShapeDtypeStruct((1024,), jnp.float32), jax.ShapeDtypeStruct((32, 32), jnp.float32))
    return jax.jit(f).lower(*spec).as_text()


#: fixture folder -> (config, file-name filter)
KEEP_ALL = ("ir-with-opt.ll", ".ptx", "ir-no-opt.ll", "after_optimizations.txt", "after_optimizations-buffer-assignment.txt", "debug_options", "thunk_sequence.txt")
FIXTURES = {
    "const_n2": ({"name": "const_n2", "model": "custom", "mode": "infer", "batch_size": 0, "seq_len": 0, "gpu_target": "h100", "split_count": 2, "program": str(HERE / "const_program.stablehlo.mlir")}, KEEP_ALL),
    "const_unsplit": ({"name": "const_unsplit", "model": "custom", "mode": "infer", "batch_size": 0, "seq_len": 0, "gpu_target": "h100", "split_count": None, "program": str(HERE / "const_program.stablehlo.mlir")}, KEEP_ALL),
    "bert_tiny_n4": ({"name": "bert_tiny_n4", "model": "bert-tiny", "mode": "infer", "batch_size": 8, "seq_len": 128, "gpu_target": "h100", "split_count": 4}, KEEP_ALL),
}


def main() -> None:
    from kitlib.capture.gpu_worker import spawn

    (HERE / "const_program.stablehlo.mlir").write_text(const_program_text())
    with tempfile.TemporaryDirectory() as tmp:
        for name, (cfg, keep) in FIXTURES.items():
            proc = spawn(cfg, Path(tmp) / name)
            if proc.returncode:
                raise SystemExit(f"{name}: worker failed: {proc.stderr[-2000:]}")
            out = HERE / name
            shutil.rmtree(out, ignore_errors=True)
            out.mkdir()
            for f in sorted((Path(tmp) / name / "dump").iterdir()):
                if f.name.endswith(keep) and "-memory-usage-report" not in f.name:
                    shutil.copy(f, out / f.name)
            print(name, len(list(out.iterdir())), "files")


if __name__ == "__main__":
    main()
