"""XProf tool outputs as xprof 2.24.2's converters wrote them here (tests/data/xprof/SOURCE.md).

Row counts were taken from the raw JSON (``grep -o '{"c":' | wc -l`` for DataTable rows, ``grep -o '"name":'``
for op_profile nodes, ``"logicalBufferSizeMib"`` in ``maxHeap`` for buffers).
"""
from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from kitlib import cli as kit_cli
from kitlib.dumps.formats import detect_kind
from kitlib.errors import ParseError
from kitlib.timings.xprof_tools import (
    read_hlo_stats,
    read_kernel_stats,
    read_memory_viewer,
    read_op_profile,
    read_roofline_model,
)

X = Path(__file__).parent / "data" / "xprof"


def test_hlo_stats_ops() -> None:
    ops = read_hlo_stats(X / "gpu.hlo_stats.json").ops
    assert len(ops) == 34 and ops["rank"].tolist() == list(range(1, 35))
    top = ops.iloc[0]
    assert (top["hlo_op"], top["category"], top["occurrences"], top["total_time_us"]) == (
        "gemm_fusion_dot.22", "custom fusion", 3, 55.152)
    assert top["expression"].startswith("%gemm_fusion_dot.22 = f32[1024,512]") and top["source"] == "-:100"  # HTML removed
    assert ops["step"].isna().all() and ops["roofline_efficiency_percent"].isna().all()  # columns hlo_stats lacks
    # the same ops as the thunk sequence the profile was built from: every kernel thunk's HLO op, once
    from kitlib.dumps.thunk_sequence import read_thunk_sequence

    thunks = read_thunk_sequence(Path(__file__).parent / "data" / "xprof" / "module_0001.IrToHlo.541.thunk_sequence.txt")
    assert sorted(ops["hlo_op"]) == sorted(thunks["profile_annotation"])


def test_roofline_model_steps_and_device() -> None:
    r = read_roofline_model(X / "gpu.roofline_model.json.gz")
    assert len(r.ops) == 76 and sorted(r.ops["step"].unique()) == ["0", "1", "2", "Total"]
    assert r.device.set_index("property").loc["device_type", "value"] == "Nvidia GPU (Hopper)"
    assert r.diagnostics.empty
    total = r.ops[(r.ops["step"] == "Total") & (r.ops["hlo_op"] == "gemm_fusion_dot.22")].iloc[0]
    assert total["occurrences"] == 3 and total["bound_by"] == "HBM"


def test_op_profile_tree() -> None:
    p = read_op_profile(X / "gpu.op_profile.json")
    assert len(p.nodes) == 107 and p.device_type == "GPU"
    by_program = p.nodes[p.nodes["view"] == "byProgram"]
    program = by_program[by_program["depth"] == 1].iloc[0]
    assert program["name"] == "IrToHlo.541(1)" and program["child_count"] == 3
    leaves = by_program[by_program["hlo_op"].notna()]
    assert set(leaves["hlo_op"]) <= set(read_hlo_stats(X / "gpu.hlo_stats.json").ops["hlo_op"])
    assert leaves["total_time_us"].sum() == pytest.approx(program["total_time_us"])


@pytest.mark.parametrize("name, count, module, first", [
    ("gpu.memory_viewer.json", 20, "IrToHlo.541", ("Arg_10.1", "f32[30522,128]{1,0}", 30522 * 128 * 4)),
    ("cpu.memory_viewer.json", 4, "jit_mlp", ("w1.1", "f32[512,1024]{1,0}", 512 * 1024 * 4)),
])
def test_memory_viewer_buffers(name: str, count: int, module: str, first: tuple) -> None:
    m = read_memory_viewer(X / name)
    assert len(m.buffers) == count and m.summary["hlo_module"].iloc[0] == module
    b = m.buffers.iloc[0]
    assert (b["instruction"], b["shape"], b["size_bytes"]) == first
    assert m.summary["peak_heap_bytes"].iloc[0] == round(json.loads((X / name).read_text())["peakHeapMib"] * (1 << 20))


def test_kernel_stats() -> None:
    k = read_kernel_stats(X / "gpu.kernel_stats.json").kernels
    assert len(k) == 19 and k["kernel"].iloc[0] == "gemm_fusion_dot_22" and k["grid_dim"].iloc[0] == "4096,1,1"
    assert k["occurrences"].sum() == 34 * 3  # every kernel launch of the three steps


def test_detected_by_content_and_parsed_by_kit(tmp_path: Path, capsys) -> None:
    kinds = {}
    for i, p in enumerate(sorted(X.glob("*.json*"))):
        renamed = tmp_path / f"download_{i}{''.join(p.suffixes)}"
        renamed.write_bytes(p.read_bytes())
        kinds[p.name] = detect_kind(renamed)
        assert kit_cli.main(["parse", str(renamed), "--format", "json"]) == 0
        assert json.loads(capsys.readouterr().out)
    assert kinds == {"cpu.memory_viewer.json": "xprof_memory_viewer", "gpu.hlo_stats.json": "xprof_hlo_stats",
                     "gpu.kernel_stats.json": "xprof_kernel_stats", "gpu.memory_viewer.json": "xprof_memory_viewer",
                     "gpu.op_profile.json": "xprof_op_profile", "gpu.roofline_model.json.gz": "xprof_roofline_model"}


@pytest.mark.parametrize("data, reason", [
    (lambda b: b[: len(b) // 2], "not a valid hlo_stats JSON"),
    (lambda b: b.replace(b'"hlo_op_name"', b'"op"'), "no column hlo_op_name"),
    (lambda b: b.replace(b'{"v":1.0},', b"", 1).replace(b'{"v": 1.0}, ', b"", 1), "cells for"),
])
def test_bad_hlo_stats_one_line(tmp_path: Path, capsys, data, reason: str) -> None:
    bad = tmp_path / "hlo_stats.json"
    bad.write_bytes(data((X / "gpu.hlo_stats.json").read_bytes()))
    with pytest.raises(ParseError, match=reason):
        read_hlo_stats(bad)
    assert kit_cli.main(["parse", str(bad)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"kit: {bad}")


def test_bad_gzip_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "roofline.json.gz"
    bad.write_bytes(gzip.compress((X / "gpu.hlo_stats.json").read_bytes())[:200])
    with pytest.raises(ParseError, match="damaged gzip"):
        read_roofline_model(bad)


@pytest.mark.parametrize("name", sorted(p.name for p in X.glob("*.json*")))
def test_tool_outputs_stored_as_xprofs_tests_store_them_are_detected(name: str, tmp_path: Path) -> None:
    """The real tool outputs re-serialised indented with sorted keys (as xprof's own tests store them: the first
    key then bySizeToMaxHeap, bufferBlocks, aggDvfsTimeScaleMultiplier, a node's children), under a name that says
    nothing: detected by content as the same tool, and read to the same table."""
    src = X / name
    data = json.loads(gzip.decompress(src.read_bytes()) if name.endswith(".gz") else src.read_bytes())
    p = tmp_path / "tool_output.json"
    p.write_text(json.dumps(data, indent=2, sort_keys=True))
    kind = detect_kind(src)
    assert kind.startswith("xprof_") and detect_kind(p) == kind
    from kitlib.dumps.formats import read_table

    pd_eq = read_table(p).reset_index(drop=True).equals(read_table(src).reset_index(drop=True))
    assert pd_eq
