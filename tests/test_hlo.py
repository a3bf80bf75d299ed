"""HLO text reader: real dumps of three eras/front ends, syntax corners, bad input."""
from __future__ import annotations

import math
import re
from pathlib import Path

import pandas as pd
import pytest

from kitlib.dumps.hlo import (
    COMPUTATION_SCHEMA,
    CONSTANT_SCHEMA,
    INSTRUCTION_SCHEMA,
    read_hlo,
    shape_size_bytes,
)
from kitlib.errors import ParseError

DATA = Path(__file__).parent / "data"
CPU = DATA / "cpu_2025"
JAX = DATA / "jax_cpu_2025"
GPU = DATA / "gpu"
BERT_AFTER = CPU / "module_0002.SyncTensorsGraph.550.cpu_after_optimizations.txt"
BERT_BEFORE = CPU / "module_0002.SyncTensorsGraph.550.before_optimizations.txt"
JAX_AFTER = JAX / "module_0017.jit_f.cpu_after_optimizations.txt"


def _dtypes(df: pd.DataFrame) -> list[str]:
    return [str(t) for t in df.dtypes]


def test_schema_types_on_real_torch_xla_dump():
    m = read_hlo(BERT_AFTER)
    assert _dtypes(m.instructions) == [c.dtype for c in INSTRUCTION_SCHEMA]
    assert _dtypes(m.computations) == [c.dtype for c in COMPUTATION_SCHEMA]
    assert _dtypes(m.constants) == [c.dtype for c in CONSTANT_SCHEMA]
    assert list(m.instructions.columns) == INSTRUCTION_SCHEMA.names


def test_real_torch_xla_after_optimizations_counts():
    m = read_hlo(BERT_AFTER)
    assert m.header["name"] == "SyncTensorsGraph.550"
    assert m.header["is_scheduled"] is True
    assert m.header["entry_computation_layout"].startswith("(f32[128]{0}, f32[128]{0},")
    assert m.header["entry_computation_layout"].endswith("->(f32[8,128,128]{2,1,0})")
    assert (len(m.computations), len(m.instructions), len(m.constants)) == (119, 1696, 41)
    assert m.entry == "SyncTensorsGraph.550"
    assert m.computations["instruction_count"].sum() == len(m.instructions)
    i = m.instructions
    # %scalar_add_computation.clone.1 (line 3): two parameters and ROOT add
    first = i[i.computation == "scalar_add_computation.clone.1"]
    assert first["name"].tolist() == ["scalar_lhs.10", "scalar_rhs.10", "add.27"]
    assert first["is_root"].tolist() == [False, False, True]
    assert first["operands"].iloc[2] == ["scalar_lhs.10", "scalar_rhs.10"]
    assert first["line"].tolist() == [4, 5, 6]
    assert first["parameter_number"].tolist()[:2] == [0, 1]
    fusion = i[i.name == "multiply_add_fusion.clone"].iloc[0]
    assert fusion.opcode == "fusion" and fusion.fusion_kind == "kLoop"
    assert fusion.called_computations == ["fused_computation.clone"]
    assert len(fusion.operands) == 31 and fusion.operands[5] == "p.33"  # /*index=5*/ comment dropped
    assert fusion.backend_config == '{"outer_dimension_partitions":["2"]}'
    red = i[i.name == "reduce.26"].iloc[0]
    assert red.dimensions == "{0,2}" and red.called_computations == ["scalar_add_computation.4.clone.clone"]
    assert (i.opcode == "parameter").sum() == m.computations["parameter_count"].sum()


def test_real_constants_from_shape():
    m = read_hlo(BERT_AFTER)
    c = m.constants.set_index("name")
    assert c.loc["constant.63", "value"] == 0.0078125
    assert c.loc["constant.62", "value"] == 1e-12
    assert c.loc["constant.62", "dtype"] == "f32" and c.loc["constant.62", "size_bytes"] == 4
    b = read_hlo(BERT_BEFORE).constants
    assert len(b) == 72
    assert b["size_bytes"].sum() == sum(shape_size_bytes(s) for s in b["shape"])


def test_jax_dump_metadata_and_stack_frames():
    m = read_hlo(JAX_AFTER)
    assert m.header["allow_spmd_sharding_propagation_to_output"] == "{true,true}"
    i = m.instructions.set_index("name")
    q = i.loc["geqrf.0"]
    assert q.opcode == "custom-call" and q.custom_call_target == "lapack_sgeqrf_ffi"
    assert q["shape"] == "(f32[4,4]{0,1}, f32[4]{0})"
    assert q.attributes["output_to_operand_aliasing"] == "{{0}: (0, {})}"
    assert q.op_name == "jit(f)/jit(qr)/geqrf"
    # stack_frame_id=11 -> FileLocations 11 -> wjax.py line 8
    assert q.stack_frame_id == 11 and q.source_line == 8 and q.source_file.endswith("wjax.py")
    cond = i.loc["cond.3.clone"]
    assert cond.called_computations == ["region_3.4", "region_4.5"]
    assert i.loc["sort.0"].attributes == {"is_stable": "true"}
    assert i.loc["x.1"].op_name == "x"
    w = read_hlo(JAX / "module_0017.jit_f.before_optimizations.txt").instructions.set_index("name")
    assert w.loc["while.7"].called_computations == ["region_1.2", "region_0.1"]


def test_gpu_dump_metadata_source_line():
    f = GPU / "const_n2" / "module_0001.jit_f.sm_9.0a_gpu_after_optimizations.txt"
    if not f.exists():
        pytest.skip("GPU fixtures not present")
    i = read_hlo(f).instructions.set_index("name")
    t = i.loc["tanh.0"]
    assert (t.source_file, t.source_line) == ("-", 7)
    assert i.loc["dot.0"].attributes["lhs_contracting_dims"] == "{1}"


def _xla_counts(text: str) -> dict[str, int]:
    """Instructions per computation as XLA's own parser + printer see them."""
    xc = pytest.importorskip("jax._src.lib").xla_client
    printed = xc._xla.hlo_module_from_text(text).to_string()
    counts: dict[str, int] = {}
    comp = None
    for line in printed.splitlines():
        m = re.match(r"^(?:ENTRY )?%?([^\s(]+) .*\{$", line)
        if m and not line.startswith(" "):
            comp = m.group(1)
            counts[comp] = 0
        elif line == "}":
            comp = None
        elif comp is not None and " = " in line:
            counts[comp] += 1
    return counts


@pytest.mark.parametrize("path", [BERT_AFTER, BERT_BEFORE, JAX_AFTER], ids=lambda p: p.name)
def test_instruction_counts_agree_with_xla_parser(path: Path):
    text = path.read_text()
    ours = read_hlo(path).computations.set_index("name")["instruction_count"].to_dict()
    assert ours == _xla_counts(text)



def test_tables_do_not_depend_on_chunks(monkeypatch: pytest.MonkeyPatch):
    """Instructions go to the table chunk by chunk: tiny chunks of text (hundreds of table chunks, computations, multi-line
    constants and async starts across chunk ends, stack frames read after every chunk) give the same tables."""
    import kitlib.dumps.hlo as hlo

    inputs = [BERT_AFTER, JAX_AFTER, DATA / "hlo_forms" / "xla_printed_async_sugar.txt", SYNTAX_CASES]
    whole = [read_hlo(x) for x in inputs]
    monkeypatch.setattr(hlo, "_CHUNK", 97)
    for x, a in zip(inputs, whole, strict=True):
        b = read_hlo(x)
        assert b.header == a.header
        for table in ("computations", "instructions", "constants"):
            pd.testing.assert_frame_equal(getattr(b, table), getattr(a, table))
        for c in ("operands", "called_computations", "control_predecessors", "attributes"):
            assert b.instructions[c].tolist() == a.instructions[c].tolist()

SYNTAX_CASES = """\
HloModule syntax_corners, is_scheduled=true, entry_computation_layout={(f32[<=8,4]{1,0:S(5)})->f32[]}, input_output_alias={ {}: (0, {}, may-alias) }

add (x: f32[], y: f32[]) -> f32[] {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT sum = f32[] add(x, y), control-predecessors={x}
}

ENTRY %main.7 (p0: f32[<=8,4]) -> f32[] {
  %p0 = f32[<=8,4]{1,0:S(5)} parameter(0), sharding={devices=[2,1]0,1}
  %t = ((f32[2]{0}, (s32[], pred[])), /*index=1*/bf16[3]{0}) custom-call(f32[<=8,4]{1,0:S(5)} %p0), custom_call_target="__cublas$gemm", backend_config="a \\"quoted\\", {brace}", frontend_attributes={_xla_stream_annotation="1"}
  %g = (s32[], pred[]) get-tuple-element(((f32[2]{0}, (s32[], pred[])), bf16[3]{0}) %t), index=0
  %c = f32[2,3]{1,0} constant({ { 1, 2, 3 }, { 4, 5, 6 } }), metadata={op_type="aten__add" op_name="aten__add.1/foo" source_file="/src/model.py" source_line=42}
  %z = c64[] constant((1, -2))
  %k = (f32[], s32[2]{0}) constant((1.5, {3, 4}))
  %multi = f32[2,2]{1,0} constant({
    { 1, 2 },
    { 3, 4 } })
  %init = f32[] constant(-inf)
  ROOT %r = f32[] reduce(f32[<=8,4]{1,0:S(5)} %p0, f32[] %init), dimensions={0,1}, to_apply=add, metadata={op_name="r" source_file="a b.py" source_line=7}
}
"""


def test_syntax_corners():
    m = read_hlo(SYNTAX_CASES)
    assert m.header["name"] == "syntax_corners"
    assert m.header["input_output_alias"] == "{ {}: (0, {}, may-alias) }"
    assert m.header["entry_computation_layout"] == "(f32[<=8,4]{1,0:S(5)})->f32[]"
    comps = m.computations.set_index("name")
    assert comps.loc["add", "root"] == "sum" and not comps.loc["add", "is_entry"]
    assert comps.loc["main.7", "is_entry"] and comps.loc["main.7", "instruction_count"] == 9
    i = m.instructions.set_index("name")
    assert i.loc["sum"].operands == ["x", "y"] and i.loc["sum"].control_predecessors == ["x"]
    assert i.loc["p0"]["shape"] == "f32[<=8,4]{1,0:S(5)}" and i.loc["p0"].sharding == "{devices=[2,1]0,1}"
    t = i.loc["t"]
    assert t["shape"] == "((f32[2]{0}, (s32[], pred[])), /*index=1*/bf16[3]{0})"
    assert t.operands == ["p0"] and t.custom_call_target == "__cublas$gemm"
    assert t.backend_config == 'a "quoted", {brace}'
    assert t.frontend_attributes == '{_xla_stream_annotation="1"}'
    assert i.loc["g"].operands == ["t"] and i.loc["g"].attributes == {"index": "0"}
    r = i.loc["r"]
    assert r.operands == ["p0", "init"] and r.called_computations == ["add"]
    assert (r.op_name, r.source_file, r.source_line) == ("r", "a b.py", 7)
    c = i.loc["c"]
    assert (c.op_type, c.op_name, c.source_file, c.source_line) == ("aten__add", "aten__add.1/foo", "/src/model.py", 42)
    k = m.constants.set_index("name")
    assert k.loc["c", "element_count"] == 6 and k.loc["c", "size_bytes"] == 24 and math.isnan(k.loc["c", "value"])
    assert k.loc["z", "dtype"] == "c64" and k.loc["z", "size_bytes"] == 8
    assert k.loc["k", "dtype"] == "tuple" and k.loc["k", "element_count"] == 3 and k.loc["k", "size_bytes"] == 12
    assert k.loc["multi", "element_count"] == 4 and k.loc["multi", "line"] == 16
    assert k.loc["init", "value"] == -math.inf
    assert i.loc["init"].line == 19 and i.loc["r"].line == 20


def test_huge_literal_is_not_kept():
    n = 2_000_000
    lit = ", ".join(["1.5"] * n)
    text = (
        "HloModule big\n\nENTRY %e () -> f32[2000000] {\n"
        f"  ROOT %c = f32[{n}]{{0}} constant({{{lit}}})\n}}\n"
    )
    m = read_hlo(text)
    row = m.constants.iloc[0]
    assert (row["element_count"], row["size_bytes"]) == (n, 4 * n)
    assert m.instructions["attributes"].iloc[0] == {}


def test_deeply_nested_tuple_shape():
    shape = "(" * 300 + "f32[]" + ")" * 300
    text = f"HloModule deep\n\nENTRY %e (p: f32[]) -> f32[] {{\n  %p = f32[] parameter(0)\n  ROOT %t = {shape} tuple(%p)\n}}\n"
    m = read_hlo(text)
    assert m.instructions["shape"].iloc[1] == shape


@pytest.mark.parametrize(
    "text, line, reason",
    [
        ("", None, "empty file"),
        ("HloModule m\n\nENTRY %e () -> f32[] {\n  ROOT %c = f32[] constant(1)\n", 4, "file ends inside computation e"),
        ("HloModule m\n\nENTRY %e () -> f32[] {\n  ROOT %a = f32[] add(%x, %y\n}\n", 4, "unbalanced parentheses"),
        ("HloModule m\n\nENTRY %e () -> f32[] {\n  this is not hlo\n}\n", 4, "expected an instruction"),
        ("HloModule m\nhello world\n", 2, "expected HloModule, a computation or an instruction"),
        ("HloModule m, is_scheduled=true\n", None, "no HLO computation found"),
    ],
)
def test_bad_input_raises_parse_error(text: str, line: int | None, reason: str):
    with pytest.raises(ParseError) as e:
        read_hlo(text.encode() if text == "" else text)  # b"": empty text (a str without a line break is a path)
    assert e.value.line == line
    assert e.value.reason.startswith(reason)


def test_binary_and_non_utf8(tmp_path: Path):
    b = tmp_path / "garbage.txt"
    b.write_bytes(bytes(range(256)) * 4)
    with pytest.raises(ParseError, match="binary"):
        read_hlo(b)
    u = tmp_path / "latin1.txt"
    u.write_bytes(BERT_AFTER.read_bytes().replace(b"SyncTensorsGraph.550,", b"SyncTensorsGraph.550\xff,", 1)
                  .replace(b"%constant.65 = f32[] constant(0)", b"%constant.65 = f32[] constant(0), metadata={op_name=\"\xe9\"}"))
    m = read_hlo(u)
    assert m.header["name"] == "SyncTensorsGraph.550\ufffd"
    assert m.instructions.set_index("name").loc["constant.65", "op_name"] == "\ufffd"


def test_path_str_and_text_agree():
    a = read_hlo(BERT_AFTER)
    b = read_hlo(str(BERT_AFTER))
    c = read_hlo(BERT_AFTER.read_text())
    pd.testing.assert_frame_equal(a.instructions, b.instructions)
    pd.testing.assert_frame_equal(a.instructions, c.instructions)
    assert read_hlo(BERT_AFTER.read_bytes()).header == a.header


def test_error_names_the_file(tmp_path: Path):
    f = tmp_path / "cut.txt"
    f.write_text(BERT_AFTER.read_text()[:5000])
    with pytest.raises(ParseError) as e:
        read_hlo(f)
    assert e.value.path == str(f) and e.value.line is not None
    assert e.value.one_line().startswith(f"{f}:{e.value.line}: ")
