"""The JAX adapter (kitlib/jax_adapter.py): private interfaces, targets, a real deviceless compile.

These tests are meant to fail loudly on a JAX upgrade: the adapter was checked
against jax 0.9.2 only.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kitlib import jax_adapter
from kitlib.errors import CaptureError

ROOT = Path(__file__).resolve().parents[1]
PROGRAM = ROOT / "tests/data/gpu/const_program.stablehlo.mlir"


def test_jax_version_is_the_checked_one():
    v = jax_adapter.versions()
    assert v["jax"] == jax_adapter.CHECKED_JAX_VERSION, "jax changed: re-check kitlib/jax_adapter.py (split behaviour differs by version)"
    assert v["jaxlib"] == jax_adapter.CHECKED_JAX_VERSION
    assert v["jax-cuda12-plugin"] == jax_adapter.CHECKED_JAX_VERSION


def test_private_interfaces_present():
    v = jax_adapter.check_interfaces()
    assert set(v) == {"jax", "jaxlib", "jax-cuda12-plugin", "jax-cuda12-pjrt"}


@pytest.mark.parametrize("name,cc", [("h100", "major: 9 minor: 0"), ("a100", "major: 8 minor: 0")])
def test_builtin_targets_are_package_data(name, cc):
    text = jax_adapter.target_config_text(name)
    assert "gpu_device_info" in text and cc in text


def test_target_from_file(tmp_path):
    p = tmp_path / "t.txtpb"
    p.write_text(jax_adapter.target_config_text("a100"))
    assert jax_adapter.target_config_text(str(p)) == jax_adapter.target_config_text("a100")


def test_bad_targets_raise(tmp_path):
    with pytest.raises(CaptureError, match="neither one of"):
        jax_adapter.target_config_text("v100")
    bad = tmp_path / "bad.txtpb"
    bad.write_text("platform_name: \"CUDA\"\n")
    with pytest.raises(CaptureError, match="not a GpuTargetConfigProto"):
        jax_adapter.target_config_text(str(bad))


def test_topology_needs_cpu_platform(monkeypatch):
    monkeypatch.setenv("JAX_PLATFORMS", "cuda")
    with pytest.raises(CaptureError, match="JAX_PLATFORMS=cpu"):
        jax_adapter.topology("h100")


_COMPILE = """
import json, sys
from kitlib import jax_adapter
from kitlib.errors import CaptureError
r = jax_adapter.compile_stablehlo(open(sys.argv[1]).read(), sys.argv[2])
out = {"compile_time_s": r.compile_time_s, "topology_devices": len(jax_adapter.topology(sys.argv[2]).devices)}
try:
    jax_adapter.parse_stablehlo("module { this is not mlir }")
except CaptureError as e:
    out["bad_parse"] = str(e)[:80]
print(json.dumps(out))
"""


def test_real_deviceless_compile_a100(tmp_path):
    """Compile the small program for A100 in a fresh process, unsplit; one .ptx for sm_80."""
    env = {**os.environ, "JAX_PLATFORMS": "cpu", "XLA_FLAGS": f"--xla_dump_to={tmp_path} --xla_dump_hlo_as_text", "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-c", _COMPILE, str(PROGRAM), "a100"], env=env, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["compile_time_s"] > 0 and out["topology_devices"] == 1
    assert out["bad_parse"].startswith("StableHLO text does not parse")
    names = sorted(p.name for p in tmp_path.iterdir())
    assert "module_0001.jit_f.ptx" in names and "module_0001.jit_f.ir-with-opt.ll" in names
    assert "module_0001.jit_f.sm_8.0_gpu_after_optimizations.txt" in names
    assert not [n for n in names if n.endswith(".0.ptx")]  # no split without the flags
    assert ".target sm_80" in (tmp_path / "module_0001.jit_f.ptx").read_text()
