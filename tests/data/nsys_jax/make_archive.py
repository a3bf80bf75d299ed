"""Make ``jit_f.nsys-jax.zip`` in this folder: an exact-format nsys-jax archive around real XLA files (see SOURCE.md).

    python tests/data/nsys_jax/make_archive.py

nsys-jax (NVIDIA/JAX-Toolbox, ``.github/container/nsys_jax/nsys_jax/scripts/nsys_jax.py``) runs the program
under Nsight Systems with ``--xla_dump_hlo_as_proto --xla_dump_to=<tmp>/dump`` and writes one ``.zip``:

* ``dump/*.pb`` and ``dump/*.pbtxt`` of the XLA dump, each compressed alone with ``lzma.compress`` and stored
  without further compression (``compress_and_archive``: ``<name>.xz``, ``ZIP_STORED``);
* ``nvtx_gpu_proj_trace/trace.parquet`` (the ``nvtx_gpu_proj_trace`` recipe's table: ``Name``,
  ``Projected Start``, ``Projected Duration``, ``Orig Start``, ``Orig Duration``, ``Style``, ``PID``, ``TID``,
  ``NumGPUOps``, ``Lvl``, ``NumChild``, ``RangeId``, ``ParentId``, ``RangeStack``, ``Rank``), the
  ``thread-metadata.parquet`` / ``system-metadata.parquet`` tables (``table_to_parquet``), and in older
  versions ``report_nvtx_pushpop_trace.csv.xz`` (``nsys stats`` CSV, xz-compressed);
* the ``.nsys-rep`` report (deflated), the ``.proto`` files (``protos/``) and the Python sources the HLO
  metadata names (``sources/``).

Here: the ``dump/`` files are real, from a deviceless XLA:GPU compile (jax 0.9.2, H100 target) of a small JAX
program with those flags, compressed as nsys-jax compresses them; the parquet and CSV tables have nsys-jax's
columns and a few rows naming the compiled module (times made up: no GPU, no Nsight here); the ``.nsys-rep``,
``protos/`` and ``sources/`` are left out (Nsight's binary report cannot be made here; the others are copies of
upstream files).
"""
from __future__ import annotations

import io
import lzma
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
OUT = HERE / "jit_f.nsys-jax.zip"

PROGRAM = '''
import os, sys
os.environ["JAX_PLATFORMS"] = "cpu"
os.environ["XLA_FLAGS"] = "--xla_dump_hlo_as_proto --xla_dump_to=" + sys.argv[1]
sys.path.insert(0, sys.argv[2])
import jax, jax.numpy as jnp
from kitlib.capture import jax_gpu

def f(x, w):
    return jnp.tanh(x @ w).sum(axis=0)

spec = (jax.ShapeDtypeStruct((32, 32), jnp.float32), jax.ShapeDtypeStruct((32, 32), jnp.float32))
jax_gpu.compile_stablehlo(jax.jit(f).lower(*spec).as_text(), "h100")
'''


def main() -> None:
    import pandas as pd

    with tempfile.TemporaryDirectory() as tmp:
        dump = Path(tmp) / "dump"
        subprocess.run([sys.executable, "-c", PROGRAM, str(dump), str(ROOT)], check=True)
        keep = sorted(p for p in dump.iterdir() if p.name.endswith((".hlo.pb", ".pbtxt")))
        with zipfile.ZipFile(OUT, "w") as z:
            for p in keep:
                z.writestr(f"dump/{p.name}.xz", lzma.compress(p.read_bytes()), compress_type=zipfile.ZIP_STORED)
            module = "jit_f"
            trace = pd.DataFrame({
                "Name": [f"TSL:XlaModule:#hlo_module={module},program_id=1#", "gemm_fusion_dot", "input_reduce_fusion"],
                "Projected Start": [1000, 1100, 1300], "Projected Duration": [500, 150, 80],
                "Orig Start": [900.0, 1050.0, 1250.0], "Orig Duration": [600.0, 40.0, 30.0],
                "Style": ["PushPop"] * 3, "PID": [4242] * 3, "TID": [4242] * 3, "NumGPUOps": [2, 1, 1],
                "Lvl": [0.0, 1.0, 1.0], "NumChild": [2, 0, 0], "RangeId": [1.0, 2.0, 3.0], "ParentId": [None, 1.0, 1.0],
                "RangeStack": [":1", ":1:2", ":1:3"], "Rank": [0] * 3,
            })
            buf = io.BytesIO()
            trace.to_parquet(buf)
            z.writestr("nvtx_gpu_proj_trace/trace.parquet", buf.getvalue(), compress_type=zipfile.ZIP_STORED)
            threads = pd.DataFrame({"PID": [4242], "TID": [4242], "Name": ["python3"], "Priority": [0]}).set_index(["PID", "TID"])
            buf = io.BytesIO()
            threads.to_parquet(buf)
            z.writestr("thread-metadata.parquet", buf.getvalue(), compress_type=zipfile.ZIP_STORED)
            csv = ("Start (ns),End (ns),Duration (ns),DurChild (ns),DurNonChild (ns),Name,PID,TID,Lvl,NumChild,RangeId,"
                   "ParentId,RangeStack,NameTree\n"
                   f'900,1500,600,0,600,"TSL:XlaModule:#hlo_module={module},program_id=1#",4242,4242,0,0,1,,:1,'
                   f'"TSL:XlaModule:#hlo_module={module},program_id=1#"\n')
            z.writestr("report_nvtx_pushpop_trace.csv.xz", lzma.compress(csv.encode()), compress_type=zipfile.ZIP_STORED)
    with zipfile.ZipFile(OUT) as z:
        for i in z.infolist():
            print(i.filename, i.file_size)


if __name__ == "__main__":
    main()
