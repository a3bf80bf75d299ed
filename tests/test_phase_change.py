"""Which phase and which pass took a compile-time change (kitlib.analysis.compile_phases.phase_change), on real
profiles: a jax program run under the kit's probe with its profiler, three blocks of two sides. The planted
difference: side b dumps the module after every HLO pass (``--xla_dump_hlo_pass_re=.*``), work XLA does inside its
pass pipeline, so the HLO-pass phase, and no other XLA phase, takes longer by construction."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from kitlib.analysis.compile_phases import phase_change
from kitlib.bisect.explain import _compile_lines
from kitlib.timings.xplane import newest_xplane, read_xplane

from .conftest import REPO

PROGRAM = """import jax, jax.numpy as jnp
def f(x, w):
    for i in range(8):
        x = jnp.tanh(x @ w) + jnp.sin(x) * i
    return x.sum()
x = jnp.ones((64, 64)); w = jnp.ones((64, 64))
jax.jit(f).lower(x, w).compile()(x, w).block_until_ready()
print("throughput=1")
"""


@pytest.mark.slow
def test_a_planted_hlo_pass_slowdown_is_found_in_its_phase_and_passes(tmp_path: Path) -> None:
    (tmp_path / "prog.py").write_text(PROGRAM)
    sides: dict[str, dict[str, object]] = {"a": {}, "b": {}}
    for k in range(3):
        for side in ("b", "a") if k % 2 else ("a", "b"):
            flags = f"--xla_dump_to={tmp_path / f'dump{k}'} --xla_dump_hlo_pass_re=.*" if side == "b" else ""
            out = tmp_path / f"{side}{k}"
            p = subprocess.run([sys.executable, "-m", "kitlib.probe", "--profile", "--out", str(out), str(tmp_path / "prog.py")],
                               capture_output=True, text=True, timeout=300,
                               env={**os.environ, "PYTHONPATH": str(REPO), "JAX_PLATFORMS": "cpu", "XLA_FLAGS": flags})
            assert p.returncode == 0, p.stderr[-2000:]
            sides[side][str(k)] = read_xplane(newest_xplane(out / "trace")).events
    t = phase_change(sides["a"], sides["b"]).set_index(["what", "name"])  # type: ignore[arg-type]
    hlo = t.loc[("phase", "HLO passes")]
    assert hlo["verdict"] == "slower" and hlo["ci_low"] > 1.5 and hlo["blocks"] == 3, hlo
    phases = t.loc["phase"]
    assert abs(phases["share_of_change"].sum() - 1) < 1e-6  # the phases add up to the whole compile's change
    for name in ("IR emission", "LLVM optimisation and code generation"):  # work no dump touches
        assert phases.loc[name, "verdict"] != "slower" or phases.loc[name, "ratio"] < 1.2, phases.loc[name]
    passes = t.loc["pass"]
    assert (passes["verdict"] == "slower").sum() >= 3 and (passes["runs_a"] == passes["runs_b"]).all()
    e = {"rows": t.reset_index().astype(object).where(t.reset_index().notna(), None).to_dict("records"), "text": "x"}
    assert any("phase HLO passes: slower" in line for line in _compile_lines(e))


def test_no_common_block_is_an_empty_table() -> None:
    assert phase_change({}, {}).empty
