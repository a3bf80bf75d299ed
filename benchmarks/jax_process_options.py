"""Which per-compile XLA options stay fixed by a process's first compile? Evidence for PROCESS_OPTIONS.

Compiles one small program several times in ONE process with ``compiler_options``
(the in-process backends' per-compile path) and counts the float vector types by
width in the optimised LLVM IR XLA:CPU dumps for each compile. Options that reach
LLVM (target machine: vector width, ISA, fast math; pass pipeline; and
``xla_backend_extra_options``, which XLA turns into LLVM ``cl::opt`` command-line
options) are each compiled fresh, then between two default compiles in one
process: a compile whose counts equal the fresh process's for the same options
was not affected by the compiles before it.

    .venv/bin/python benchmarks/jax_process_options.py      # prints one JSON table (seconds)

Checked with jax 0.9.2 (XLA:CPU).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile

CHILD = r"""
import json, os, re, sys, glob, collections
import jax, jax.numpy as jnp
seq = json.loads(sys.argv[1]); out = sys.argv[2]
def f(x, w): return jnp.tanh(x * w + 1.0) * 3.0
x = jnp.ones((4096,)); w = jnp.ones((4096,))
low = jax.jit(f).lower(x, w)
res = []
for i, extra in enumerate(seq):
    d = os.path.join(out, f"c{i}")
    try:
        low.compile(compiler_options={"xla_dump_to": d, "xla_cpu_parallel_codegen_split_count": 1, **extra})
    except Exception as e:
        res.append("rejected: " + str(e).splitlines()[0][:160]); continue
    text = "".join(open(p).read() for p in glob.glob(os.path.join(d, "*ir-with-opt.ll")))
    res.append(dict(sorted(collections.Counter(re.findall(r"<(\d+) x float>", text)).items())))
print(json.dumps(res))
"""

# each option alone in a fresh process, then after a compile with it and before one without it
OPTIONS = {
    "xla_cpu_prefer_vector_width": 128,
    "xla_cpu_max_isa": "SSE4_2",
    "xla_llvm_disable_expensive_passes": True,
    "xla_cpu_enable_fast_math": True,
    "xla_backend_extra_options": "-force-vector-width=1",
}


def main() -> int:
    rows = []
    env = {**os.environ, "JAX_PLATFORMS": "cpu", "XLA_FLAGS": ""}
    sequences = {"fresh: defaults": [{}]}
    for k, v in OPTIONS.items():
        sequences[f"fresh: {k}"] = [{k: v}]
        sequences[f"defaults, {k}, defaults"] = [{}, {k: v}, {}]
    # the same LLVM option process-wide (XLA_FLAGS): where the in-process backends keep it
    process_wide = "--xla_backend_extra_options=-force-vector-width=1"
    sequences[f"process XLA_FLAGS {process_wide}: defaults, defaults"] = [{}, {}]
    for name, seq in sequences.items():
        flags = process_wide if name.startswith("process XLA_FLAGS") else ""
        with tempfile.TemporaryDirectory(prefix="jax-opts-") as tmp:
            r = subprocess.run([sys.executable, "-c", CHILD, json.dumps(seq), tmp], env={**env, "XLA_FLAGS": flags},
                               capture_output=True, text=True, check=False)
        if r.returncode:
            rows.append({"sequence": name, "error": (r.stderr.strip().splitlines() or ["?"])[-1]})
            continue
        counts = json.loads(r.stdout.strip().splitlines()[-1])
        rows.append({"sequence": name, "vector_widths_per_compile": counts})
    print(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
