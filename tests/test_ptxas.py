"""ptxas -v on real XLA:GPU PTX: registers, spills and stack per kernel."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from kitlib import ParseError, parse_ptxas_info, read_ptx, read_ptxas_usage

DATA = Path(__file__).parent / "data"
JAX_PART = DATA / "gpu" / "bert_tiny_n4" / "module_0001.IrToHlo.541.3.ptx"
ALPA = DATA / "alpa_gpu_2022" / "module_0082.func_shard_parallel__1.68.ptx"
needs_ptxas = pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas (CUDA toolkit) not installed")


@needs_ptxas
def test_every_entry_of_a_real_module_is_assembled() -> None:
    usage = read_ptxas_usage(ALPA)
    entries = read_ptx(ALPA).entries
    assert sorted(usage["kernel"]) == sorted(entries.loc[entries["is_entry"], "name"])
    assert (usage["arch"] == "sm_90a").all() and (usage["registers"] > 0).all()
    assert (usage["spill_stores_bytes"] >= 0).all()


@needs_ptxas
def test_jax_part_kernel() -> None:
    u = read_ptxas_usage(JAX_PART).set_index("kernel")
    assert list(u.index) == ["loop_transpose_fusion_5"]
    assert u.loc["loop_transpose_fusion_5", "stack_frame_bytes"] == 0


@needs_ptxas
def test_ptxas_rejection_is_a_parse_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.ptx"
    bad.write_text(".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry k() {\n  bogus.instruction;\n}\n")
    with pytest.raises(ParseError, match="ptxas -arch=sm_90a failed") as e:
        read_ptxas_usage(bad)
    assert str(bad) in str(e.value)


def test_pasted_report() -> None:
    text = (
        "ptxas info    : 0 bytes gmem\n"
        "ptxas info    : Compiling entry function 'fusion_1' for 'sm_80'\n"
        "ptxas info    : Function properties for fusion_1\n"
        "    16 bytes stack frame, 8 bytes spill stores, 4 bytes spill loads\n"
        "ptxas info    : Used 255 registers, used 1 barriers, 1024 bytes smem, 368 bytes cmem[0]\n"
        "ptxas info    : Compile time = 2.5 ms\n"
    )
    r = parse_ptxas_info(text).iloc[0]
    assert (r["kernel"], r["arch"], r["registers"], r["barriers"], r["shared_bytes"]) == ("fusion_1", "sm_80", 255, 1, 1024)
    assert (r["stack_frame_bytes"], r["spill_stores_bytes"], r["spill_loads_bytes"], r["compile_ms"]) == (16, 8, 4, 2.5)
    with pytest.raises(ParseError, match="not a ptxas -v report"):
        parse_ptxas_info("hello\n")
