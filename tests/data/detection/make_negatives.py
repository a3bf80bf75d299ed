"""Remake the real negative sample for content detection in this folder (see SOURCE.md).

    python tests/data/detection/make_negatives.py

A deviceless XLA:GPU compile (jax 0.9.2, H100 target) of ``sin(x) * 2 + 1`` with
``--xla_dump_to`` and ``--xla_dump_hlo_pass_re=priority-fusion``: XLA:GPU's priority fusion writes its
decisions (``FusionProcessDumpProto`` in text: ``fusion_steps { ... }``, then ``gpu_device_info { ... }``,
then the module before fusion) as ``module_0001.jit_f.priority_fusion_dump.txt``. It is kept renamed
``priority_fusion_dump.txt`` (an attachment whose name says nothing an XLA dump name would): the program is
small enough that the ``gpu_device_info`` block falls in the first 4 KiB, where content detection looks.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]

PROGRAM = '''
import os, sys
os.environ["JAX_PLATFORMS"] = "cpu"
os.environ["XLA_FLAGS"] = "--xla_dump_to=" + sys.argv[1] + " --xla_dump_hlo_pass_re=priority-fusion"
sys.path.insert(0, sys.argv[2])
import jax, jax.numpy as jnp
from kitlib.capture import jax_gpu
spec = (jax.ShapeDtypeStruct((1024,), jnp.float32),)
jax_gpu.compile_stablehlo(jax.jit(lambda x: jnp.sin(x) * 2 + 1).lower(*spec).as_text(), "h100")
'''


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, "-c", PROGRAM, tmp, str(ROOT)], check=True)
        src = next(Path(tmp).glob("*.priority_fusion_dump.txt"))
        shutil.copy(src, HERE / "priority_fusion_dump.txt")
    text = (HERE / "priority_fusion_dump.txt").read_text()
    print(len(text), "chars; gpu_device_info at", text.find("gpu_device_info {"))


if __name__ == "__main__":
    main()
