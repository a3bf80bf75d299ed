"""Real HLO of other eras than the 2025 dumps, from XLA's own test inputs: exact values read off the files."""
from __future__ import annotations

from pathlib import Path

from kitlib.dumps.hlo import read_hlo

DATA = Path(__file__).parent / "data"
CONCAT = DATA / "xla_gpu_tests_2023" / "concat.hlo"


def test_old_gpu_test_module_header_and_computations():
    m = read_hlo(CONCAT)
    assert m.header == {"name": "module", "is_scheduled": True}
    c = m.computations
    assert c["name"].tolist() == ["fused_computation", "computation"]
    assert c["is_entry"].tolist() == [False, True]
    assert c["instruction_count"].tolist() == [23, 12]
    assert c["parameter_count"].tolist() == [11, 11]
    assert c["root"].tolist() == ["out.1", "fusion"]
    assert c["line"].tolist() == [3, 29]
    assert m.entry == "computation"
    assert len(m.constants) == 0


def test_old_gpu_test_operands_with_shapes_and_index_comments():
    i = read_hlo(CONCAT).instructions.set_index("name")
    conv = i.loc["converted0.1"]
    assert (conv["opcode"], conv["shape"], conv["operands"], conv["line"]) == ("convert", "f16[1000]{0}", ["param_10.11"], 5)
    out = i.loc["out.1"]
    assert out.opcode == "concatenate" and bool(out.is_root)
    assert out.operands == [f"converted{k}.1" for k in range(11)]
    assert out.dimensions == "{0}"
    assert out["shape"] == "f16[11000]{0}"
    fusion = i.loc["fusion"]
    assert fusion.operands == [f"p{k}" for k in range(10, -1, -1)]
    assert (fusion.fusion_kind, fusion.called_computations) == ("kLoop", ["fused_computation"])
    assert i.loc["p10", "parameter_number"] == 10
    assert i.loc["param_0.1", "parameter_number"] == 0
