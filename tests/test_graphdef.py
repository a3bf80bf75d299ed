"""TensorFlow GraphDef text dumps: exact-format fixtures (tests/data/graphdef/SOURCE.md), syntax forms, bad input."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kitlib.dumps.graphdef import GRAPHDEF_NODES_SCHEMA, read_graphdef
from kitlib.errors import ParseError

DATA = Path(__file__).parent / "data" / "graphdef"


def test_mark_for_compilation_dump() -> None:
    g = read_graphdef(DATA / "mark_for_compilation_annotated.pbtxt")
    n = g.nodes.set_index("name")
    assert list(g.nodes.columns) == GRAPHDEF_NODES_SCHEMA.names and len(n) == 11
    assert g.versions == {"producer": 134} and g.functions == []
    swap_out = n.loc["swap_out_gradients_resnet_conv1_Relu_grad_ReluGrad_1"]
    assert swap_out["op"] == "_CopyFromGpuToHost" and swap_out["inputs"] == ["resnet/conv1/Relu"]
    assert swap_out["device"] == "/job:localhost/replica:0/task:0/device:GPU:0" and swap_out["dtype"] == "DT_HALF"
    assert swap_out["attrs"]["_class"] == "[loc@resnet/conv1/Relu]"
    swap_in = n.loc["swap_in_gradients_resnet_conv1_Relu_grad_ReluGrad_1"]
    assert swap_in["control_inputs"] == ["gradients/resnet/conv2/Conv2D_grad/Conv2DBackpropInput"]
    assert sorted(g.nodes.loc[g.nodes["xla_cluster"] == "cluster_0", "name"]) == [
        "resnet/conv1/Conv2D", "resnet/conv1/Relu", "resnet/conv2/Conv2D"]
    conv = n.loc["resnet/conv1/Conv2D"]["attrs"]
    assert conv["strides"] == "[1, 1, 1, 1]" and conv["padding"] == "SAME" and conv["use_cudnn_on_gpu"] is True
    assert n.loc["input"]["attrs"]["shape"] == "[256,56,56,64]"
    assert n.loc["resnet/conv1/kernel"]["attrs"]["value"] == "tensor<DT_HALF [3]>"
    assert n.loc["loss/_recv_0"]["attrs"]["send_device_incarnation"] == 1
    assert int(n.loc["input", "line"]) == 1


def test_build_xla_ops_dump_with_library() -> None:
    g = read_graphdef(DATA / "build_xla_ops.pbtxt")
    assert g.functions == ["cluster_0"] and g.versions == {"producer": 134, "min_consumer": 12}
    body = g.nodes[g.nodes["function"] == "cluster_0"]
    assert list(body["op"]) == ["Conv2D", "Relu"] and list(body["inputs"].iloc[1]) == ["resnet/conv1/Conv2D:output:0"]
    compile_ = g.nodes.set_index("name").loc["cluster_0/xla_compile"]
    assert compile_["op"] == "_XlaCompile" and compile_["attrs"]["function"] == "func<cluster_0>"
    assert compile_["attrs"]["Targs"] == "[DT_HALF, DT_HALF]" and compile_["attrs"]["Tconstants"] == "[]"


def test_text_format_forms() -> None:
    text = '''# a comment
node <
  name: "a" op: 'Const'  # angle brackets, single quotes, fields on one line
  attr { key: "dtype" value { type: DT_FLOAT } }
  attr { key: "value" value { tensor { dtype: DT_FLOAT tensor_shape { } float_val: 1.5 } } }
  attr { key: "_XlaCompile" value { b: true } }
  attr { key: "_XlaScope" value { s: "jit_scope_0" } }
  attr { key: "esc" value { s: "tab\\there\\101\\x42" "!" } }
>
node { name: "b" op: "Identity" input: ["a", "^c"] attr { key: "T" value { type: DT_FLOAT } } }
node { name: "c" op: "NoOp" attr { key: "x" value { list: { f: [1.0, 2e-3] } } } attr { key: "n" value { i: -3 } } }
'''
    g = read_graphdef(text)
    n = g.nodes.set_index("name")
    assert n.loc["a", "op"] == "Const" and bool(n.loc["a", "xla_compile"]) is True and n.loc["a", "xla_scope"] == "jit_scope_0"
    assert n.loc["a", "attrs"]["value"] == "tensor<DT_FLOAT []>" and n.loc["a", "attrs"]["esc"] == "tab\thereAB!"
    assert n.loc["b", "inputs"] == ["a"] and n.loc["b", "control_inputs"] == ["c"]
    assert n.loc["c", "attrs"] == {"x": "[1.0, 0.002]", "n": -3}
    assert list(n["line"]) == [2, 10, 11]
    assert len(read_graphdef("versions { producer: 1 }\n").nodes) == 0


@pytest.mark.parametrize("text, line, reason", [
    ('node {\n  name: "a"\n', 2, "unclosed"),
    ('node {\n  name: "a"\n}\n}\n', 4, "unexpected '}'"),
    ('node {\n  name: "a\n}\n', 2, "not protobuf text format"),
    ('node {\n  name: "a"\n}\nmeta_info_def {\n}\n', 4, "not a GraphDef field"),
    ('node {\n  name:\n}\n', 3, "expected a value"),
    ('node {\n  input: [\n', 2, "unterminated"),
])
def test_bad_input_names_file_and_line(tmp_path: Path, text: str, line: int, reason: str) -> None:
    p = tmp_path / "g.pbtxt"
    p.write_text(text)
    with pytest.raises(ParseError, match=reason) as e:
        read_graphdef(p)
    assert (e.value.path, e.value.line) == (str(p), line)


_GOOD = (DATA / "build_xla_ops.pbtxt").read_bytes()


@settings(max_examples=150, deadline=2000, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, len(_GOOD)), st.integers(0, 40), st.binary(max_size=8))
def test_mutations_give_a_graph_or_a_parse_error(cut: int, span: int, junk: bytes) -> None:
    data = _GOOD[:cut] + junk + _GOOD[cut + span:]
    text = data.decode("utf-8", errors="replace")
    try:
        g = read_graphdef(text if "\n" in text else text + "\n")
    except ParseError as e:
        assert e.line is None or e.line >= 1
    else:
        assert list(g.nodes.columns) == GRAPHDEF_NODES_SCHEMA.names
