"""MLIR dumps: XLA:CPU emitter stages, XLA:GPU emitter and Triton pass logs, Triton IR, LMHLO.

Expected counts were taken from the raw files with grep (the command beside each).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from kitlib import cli as kit_cli
from kitlib.dumps.formats import detect_kind
from kitlib.dumps.kinds import classify
from kitlib.dumps.mlir import read_mlir
from kitlib.errors import ParseError

DATA = Path(__file__).parent / "data"
CPU = DATA / "cpu_2025" / "module_0000.SyncTensorsGraph.34.compare_reduce_fusion_kernel_module"
MLIR = DATA / "mlir"


def _counts(m) -> dict[str, int]:
    return m.ops.groupby("op")["count"].sum().to_dict()


def test_cpu_emitter_stages() -> None:
    pre = read_mlir(f"{CPU}-pre-optimization.mlir")
    assert pre.functions["stage"].unique().tolist() == ["pre-optimization"]
    # grep -c 'func\.func' -> 3; grep -c '= arith.constant' -> 13; grep -c '= scf.for ' -> 3
    assert pre.functions["function"].tolist() == ["compare_reduce_fusion", "fused_computation_reduce_2",
                                                  "AnyComputation_21_or_28"]
    c = _counts(pre)
    assert (c["arith.constant"], c["scf.for"], c["return"], c["module"]) == (13, 3, 3, 1)
    # 52 lines match grep -E '^\s*(%[^=]+= )?"?[a-z_]+\.[a-z_.]+', plus the module and 3 returns
    assert pre.ops["count"].sum() == 56 and pre.dumps["op_count"].tolist() == [56]
    assert pre.functions["op_count"].sum() == 56 - 1 - 3  # everything but the module and the 3 func.func ops
    low = read_mlir(f"{CPU}-post-lowering.mlir")  # LLVM dialect, no final newline (as XLA writes it)
    assert low.functions["function_op"].unique().tolist() == ["llvm.func"] and set(low.ops["dialect"]) <= {"llvm", "builtin"}
    assert low.functions.set_index("function").loc["compare_reduce_fusion_wrapped", "visibility"] == "internal"
    assert classify(Path(f"{CPU}-post-lowering.mlir").name).stage == "post-lowering"


def test_gpu_emitter_pass_log() -> None:
    m = read_mlir(MLIR / "module_0001.jit_f.loop_add_fusion.mlir-passes.log")
    # grep -c '^// -----// IR Dump' -> 6; each dump holds loop_add_fusion and fused_add_tuple
    assert m.dumps["dump"].tolist() == list(range(6)) and len(m.functions) == 12
    assert m.dumps["stage"].iloc[0] == "before SimplifyArithPass" and m.dumps["stage"].iloc[2] == "before CanonicalizerPass"
    assert m.functions["function"].value_counts().to_dict() == {"loop_add_fusion": 6, "fused_add_tuple": 6}
    assert (m.dumps["mlir_module"] == "loop_add_fusion_kernel_module").all()


def test_triton_ir() -> None:
    ttir = read_mlir(MLIR / "module_0001.jit_f.gemm_fusion_dot.1.ttir.txt")
    c = _counts(ttir)  # grep -c: tt.dot 1, scf.for 1, xtile.extract 2
    assert (c["tt.dot"], c["scf.for"], c["xtile.extract"]) == (1, 1, 2) and ttir.dumps["stage"].tolist() == ["ttir"]
    assert ttir.functions[["function", "function_op"]].values.tolist() == [["gemm_fusion_dot_1", "xtile.entry_func"]]
    ttgir = read_mlir(MLIR / "gemm_fusion_dot_1.ttgir")  # generic form: "ttg.convert_layout"(...)
    c = _counts(ttgir)  # grep -c '"ttg.convert_layout"' -> 11
    assert c["ttg.convert_layout"] == 11 and c["tt.dot"] == 1 and ttgir.functions["function_op"].tolist() == ["tt.func"]


def test_lmhlo_generic_ops_and_locations() -> None:
    m = read_mlir(MLIR / "lmhlo.module_0019.jit_f.mlir")
    assert m.dumps["stage"].tolist() == ["lmhlo"]
    f = m.functions.iloc[0]
    assert (f["function"], f["function_op"], f["op_count"]) == ("main.9", "func", 18)  # 18 op lines inside @main.9
    c = _counts(m)
    assert (c["lmhlo.fusion"], c["lmhlo.terminator"], c["lmhlo_gpu.gemm"], c["memref.view"]) == (1, 2, 1, 4)
    assert set(m.ops.loc[m.ops["op"].str.startswith("mhlo."), "op"]) == {"mhlo.tanh", "mhlo.add", "mhlo.negate"}


def test_stablehlo_program() -> None:
    m = read_mlir(DATA / "gpu" / "const_program.stablehlo.mlir")  # jax.jit(f).lower(...).as_text(), made here
    assert m.functions[["function", "visibility"]].values.tolist() == [["main", "public"], ["sort", "private"]]
    assert m.dumps["stage"].tolist() == ["stablehlo"] and m.dumps["mlir_module"].tolist() == ["jit_f"]
    # grep -cE '^\s*(%\S+ = )?"?stablehlo\.' -> 30
    assert m.ops.loc[m.ops["dialect"] == "stablehlo", "count"].sum() == 30


@pytest.mark.parametrize("name", ["x.ttir", "x.ttgir", "lmhlo.module_0019.jit_f.mlir", "module_0001.jit_f.f.1.ttir.txt",
                                  "jit_f.gemm_fusion_dot_1.triton-to-llvm.txt", "module_0001.jit_f.f.mlir-passes.log"])
def test_names(name: str) -> None:
    assert classify(name).kind == "mlir"


def test_renamed_pass_log_detected_by_its_header(tmp_path: Path) -> None:
    p = tmp_path / "canonicalize-cse.txt"  # XLA's Triton pipeline names some logs by their passes only
    p.write_text((MLIR / "module_0001.jit_f.loop_add_fusion.mlir-passes.log").read_text().split("\n", 1)[1])
    assert detect_kind(p) == "mlir"


@pytest.mark.parametrize("cut, reason", [
    (lambda t: t[: t.index("scf.forall.in_parallel")], "file ends inside 'scf.forall' opened at line 6"),
    (lambda t: t.replace("%c8 = arith.constant 8 : index", "%c8 = arith.constant 8 : index\n    hello world", 1),
     "not an MLIR operation line"),
    (lambda t: t + "\n}\n", "unbalanced '}'"),
    (lambda t: "\n\n", "empty file"),
])
def test_bad_mlir_one_line(tmp_path: Path, capsys, cut, reason: str) -> None:
    bad = tmp_path / "module_0000.X.k-pre-optimization.mlir"
    bad.write_text(cut(Path(f"{CPU}-pre-optimization.mlir").read_text()))
    with pytest.raises(ParseError, match=reason):
        read_mlir(bad)
    assert kit_cli.main(["parse", str(bad)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"kit: {bad}")
