"""Remake the MLIR samples in this folder from a deviceless XLA:GPU compile (see SOURCE.md).

Run from the repository root with the kit's Python (jax / jax-cuda12-plugin 0.9.2, no GPU needed):

    python tests/data/mlir/make_fixtures.py

``tests/data/gpu/const_program.stablehlo.mlir`` is compiled for the H100 target with
``--xla_dump_to=<tmp> --xla_dump_emitter_re=.*``; XLA writes the Triton IR of the gemm fusion
(``*.ttir.txt``), the pass log of each MLIR fusion emitter (``*.mlir-passes.log``) and the pass
log of its Triton pipeline (``*.triton-to-llvm.txt``). Copied here: the Triton IR as written; the
pass pipeline line and the first ``DUMPS`` IR dumps of ``loop_add_fusion``'s pass log (cut at a dump
boundary, so the result is itself a pass log); and, as ``gemm_fusion_dot_1.ttgir``, the first dump of the Triton pipeline's
log that holds Triton GPU IR (``ttg.`` ops; in generic form, with locations, as the pass log prints it).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
DUMPS = 6
HEADER = re.compile(r"^// -----// IR Dump ", re.M)


def dumps(text: str) -> list[str]:
    starts = [m.start() for m in HEADER.finditer(text)]
    return [text[a:b] for a, b in zip(starts, [*starts[1:], len(text)], strict=True)]


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, JAX_PLATFORMS="cpu", XLA_FLAGS=f"--xla_dump_to={tmp} --xla_dump_emitter_re=.*")
        code = ("import sys; from kitlib.capture import jax_gpu; "
                "jax_gpu.compile_stablehlo(open(sys.argv[1]).read(), 'h100')")
        subprocess.run([sys.executable, "-c", code, str(ROOT / "tests/data/gpu/const_program.stablehlo.mlir")],
                       check=True, env=env, cwd=ROOT)
        d = Path(tmp)
        shutil.copy(next(d.glob("*.gemm_fusion_dot.1.ttir.txt")), HERE)
        log = next(d.glob("*.loop_add_fusion.mlir-passes.log"))
        text = log.read_text()
        (HERE / log.name).write_text(text[: HEADER.search(text).start()] + "".join(dumps(text)[:DUMPS]))
        triton = dumps(next(d.glob("*.triton-to-llvm.txt")).read_text())
        ttgir = next(t for t in triton if re.search(r"^\s+(?:%\S+ = )?\"?ttg\.", t, re.M))
        (HERE / "gemm_fusion_dot_1.ttgir").write_text(ttgir.split("\n", 1)[1].strip() + "\n")
    for p in sorted(HERE.iterdir()):
        print(p.name, p.stat().st_size)


if __name__ == "__main__":
    main()
