"""One real old torch_xla release beside the installed 2.9.0 (torch / torch_xla 2.8.0 with transformers, made once
into the kit's environment cache as `kit bisect` makes it, about 6 GB, then found): its defaults and a probed run.

What `kit bisect` asks of a torch_xla build: the XLA flag defaults of torch_xla's own XLA (a build without jax:
its PJRT client prints them for ``XLA_FLAGS=--help``), the ``XLA_*`` / ``PT_XLA_*`` variables its Python code reads,
and a user's program run under the probe with torch_xla's metrics recorded.
"""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from kitlib._paths import KITLIB_ROOT
from kitlib.bisect.explain import build_defaults, changed_defaults
from kitlib.bisect.runner import Measurement, recorded_metrics
from kitlib.bisect.search import BUILD_METRICS, build_figures
from kitlib.capture.envs import ensure_env

pytestmark = pytest.mark.slow
OLD = ("torch==2.8.0", "torch_xla==2.8.0", "transformers==4.57.1")  # the pins kit bisect's torch_xla runs use

PROGRAM = """
import torch, torch_xla.core.xla_model as xm
d = xm.xla_device()
w = torch.randn(64, 64).to(d)
for _ in range(3):
    x = torch.tanh(w @ w).sum()
    xm.mark_step()
print(f"throughput={3.0:.1f}")
"""


@pytest.fixture(scope="module")
def old_env():
    env = ensure_env(OLD)
    if not env.ok and str(env.reason).startswith("not enough disk"):  # the kit's own refusal: this machine's limit
        pytest.skip(str(env.reason))
    assert env.ok, env.reason  # any other failure to make it is a failure
    return env


def test_an_old_torch_xla_builds_defaults_are_its_own_xlas(old_env) -> None:
    d = build_defaults(OLD)
    assert not d.get("xla_flags_error"), d.get("xla_flags_error")
    assert len(d["xla_flags"]) > 100 and d["xla_flags"]["xla_cpu_enable_fast_math"]["default"] == "false"
    assert d["versions"]["torch_xla"] == "2.8.0" and "jax" not in d["versions"]
    assert d["torch_xla_env"].get("PT_XLA_DEBUG") == "0"  # read by its Python code, with its default
    assert changed_defaults(d, d) == []
    other = {**d, "torch_xla_env": {**d["torch_xla_env"], "PT_XLA_DEBUG": "1", "XLA_NEW_ONE": None}}
    rows = {r["name"]: r for r in changed_defaults(d, other)}
    assert rows["PT_XLA_DEBUG"]["set_back"] == {"PT_XLA_DEBUG": "0"} and rows["XLA_NEW_ONE"]["before"] is None


def test_an_old_torch_xla_program_runs_under_the_probe_with_its_metrics(old_env, tmp_path: Path) -> None:
    prog = tmp_path / "prog.py"
    prog.write_text(PROGRAM)
    out = tmp_path / "run"
    p = subprocess.run([str(old_env.python), "-m", "kitlib.probe", "--out", str(out), "--dump", str(prog)],
                       capture_output=True, text=True, timeout=600,
                       env={"PYTHONPATH": str(KITLIB_ROOT), "PATH": "/usr/bin:/bin", "PJRT_DEVICE": "CPU"})
    assert p.returncode == 0, p.stderr[-2000:]
    rec = json.loads((out / "probe.json").read_text())
    assert rec["status"] == "ok" and rec["versions"]["torch_xla"] == "2.8.0" and "throughput=3.0" in p.stdout
    m = recorded_metrics(out)
    assert m["CompileTime_s"] > 0 and m["UncachedCompile"] >= 1
    assert any((out / "dump").glob("*.before_optimizations.txt"))
    # the builds table's torch_xla columns: the median over the build's timing runs of what each recorded; a profiled
    # (diagnostic) run and a failed one are not samples
    def run(i: int, metrics: dict[str, float], ok: bool = True, diagnostic: bool = False) -> Measurement:
        return Measurement("2.8.0", 0, i, ok, 3.0, 1.0 + i, 9.0, 0, None, metrics=metrics, diagnostic=diagnostic)
    twice = {k: 2 * v for k, v in m.items()}
    figures = build_figures([run(0, m), run(1, twice), run(2, {k: 100 * v for k, v in m.items()}, diagnostic=True),
                             run(3, {k: 100 * v for k, v in m.items()}, ok=False)])
    expected = {k: 1.5 * m[k] if k in m else float("nan") for k in BUILD_METRICS}  # a figure no run has: NaN
    assert {k: figures[k] for k in BUILD_METRICS} == pytest.approx(expected, rel=1e-12, nan_ok=True)
    assert figures["compile_time_s"] == 1.5
