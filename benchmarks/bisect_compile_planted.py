"""A planted compile-time change point, bisected and explained end to end: two builds of one jax release whose program
(``benchmarks/programs/jax_mlp_planted.py``) compiles with XLA dumping the module as HTML after every HLO pass on the second (per-compile options
``xla_dump_hlo_pass_re=.*``, ``xla_dump_hlo_as_html``: work XLA does inside its pass pipeline, so the HLO-pass phase takes longer, known by
construction; x2.6 compile time on this program).

    python benchmarks/bisect_compile_planted.py [--release 0.9.2] [--out DIR]

Runs ``kit bisect PROGRAM --builds B --metric compile_time_s`` (the build's label picks the flags, as the program reads
``KIT_BISECT_LABEL``) and prints, from the bisect folder: the change point, the compile's phase table of its
explanation (the headline of a compile-time change point), the passes disabled on the slow build, the runs and
machine-minutes, with the machine's load before and after.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

PROGRAM = REPO / "benchmarks" / "programs" / "jax_mlp_planted.py"


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--release", default="0.9.2")
    p.add_argument("--out", type=Path)
    a = p.parse_args()
    d = Path(tempfile.mkdtemp(prefix="kit-compile-planted-"))
    out = a.out or d / "bisect"
    pins = f"jax=={a.release} jaxlib=={a.release}"
    (d / "builds.txt").write_text(f"plain {pins}\ndumping {pins}\n")
    print(f"load before: {os.getloadavg()}")
    t0 = time.time()
    proc = subprocess.run([sys.executable, "-m", "kitlib.cli", "bisect", str(PROGRAM), "--builds", str(d / "builds.txt"),
                           "--metric", "compile_time_s", "--out", str(out), "--json"],
                          capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(REPO), "JAX_PLATFORMS": "cpu"})
    wall = time.time() - t0
    print(f"load after: {os.getloadavg()}; wall {wall / 60:.1f} min; exit {proc.returncode}")
    if proc.returncode != 0:
        print(proc.stderr[-3000:])
        return 1
    res = json.loads(proc.stdout)
    from kitlib.bisect.explain import explanation_tables

    print(f"runs {res['runs']}; change points: " + ", ".join(
        f"{c['before']}->{c['after']} {c['kind']} x{c['ratio']:.3f} [{c['ci_low']:.3f}, {c['ci_high']:.3f}]"
        for c in res["change_points"]))
    for e in res.get("explanations", []):
        t = explanation_tables(e)
        print(f"\n{e['before']} -> {e['after']}: {t['compile_text']}")
        if len(t["compile"]):
            print(t["compile"][["what", "name", "blocks", "a_ms", "b_ms", "ratio", "ci_low", "ci_high", "share_of_change",
                                "verdict"]].to_string(index=False, float_format=lambda v: f"{v:.3f}"))
        print(f"\npasses disabled on {e['after']}: {t['ablation_note'] or ''}")
        if t["ablation"] is not None and len(t["ablation"]):
            print(t["ablation"].to_string(index=False, float_format=lambda v: f"{v:.3f}"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
