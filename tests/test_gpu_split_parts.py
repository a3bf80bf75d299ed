"""The split analysis on committed real deviceless dumps (tests/data/gpu) and on the 2022 case lines."""
from __future__ import annotations

import re
from pathlib import Path

import pandas as pd
import pytest

from kitlib.analysis.split_parts import (
    SPLIT_CONSTANTS_SCHEMA,
    SPLIT_KERNELS_SCHEMA,
    SPLIT_LOADS_SCHEMA,
    SPLIT_PARTS_SCHEMA,
    read_split_parts,
)
from kitlib.errors import KitError
from kitlib.runfolder.write import write_manifest, write_result, write_worker_config

DATA = Path(__file__).resolve().parent / "data" / "gpu"

BERT_TINY_KERNELS = [
    "input_reduce_fusion", "loop_multiply_fusion_2", "gemm_fusion_dot_1", "loop_transpose_fusion_5",
    "loop_transpose_fusion_4", "input_transpose_fusion_1", "gemm_fusion_dot_18", "triton_softmax_6",
    "gemm_fusion_dot_20", "loop_transpose_fusion_1", "gemm_fusion_dot_21", "input_add_reduce_fusion_3",
    "loop_multiply_fusion_3", "gemm_fusion_dot_22", "loop_multiply_fusion_1", "gemm_fusion_dot_23",
    "input_add_reduce_fusion_2", "input_add_reduce_fusion_1", "loop_add_fusion",
]


def _grep_count(path: Path, pattern: str) -> int:
    return len(re.findall(pattern, path.read_text(), flags=re.M))


def test_schemas_hold():
    sp = read_split_parts(DATA / "const_n2")
    assert list(sp.parts.columns) == SPLIT_PARTS_SCHEMA.names
    assert list(sp.kernels.columns) == SPLIT_KERNELS_SCHEMA.names
    assert list(sp.constants.columns) == SPLIT_CONSTANTS_SCHEMA.names
    assert list(sp.loads.columns) == SPLIT_LOADS_SCHEMA.names


def test_bert_tiny_parts_one_kernel_each():
    sp = read_split_parts(DATA / "bert_tiny_n4")
    p = sp.parts
    parts = p[p["role"] == "part"]
    assert parts["split_part"].tolist() == list(range(20))
    assert parts["kernels"].tolist()[:19] == BERT_TINY_KERNELS
    assert (parts["n_kernels"].tolist()) == [1] * 19 + [0]
    last = parts.iloc[19]  # the constants' part: no kernel, empty PTX
    assert last["ptx_size_bytes"] == 0 and last["ir_size_bytes"] == 187
    assert p[p["role"] == "constants-module"]["ir_file"].tolist() == ["module_0001.IrToHlo.541.constants.ir-no-opt.ll"]
    assert sp.kernels["in_ptx"].all()
    # no constant globals at all: the exported weights are parameters, scalar constants are fused
    assert sp.constants.empty and sp.loads.empty


def test_bert_tiny_kernels_match_thunk_sequence_and_files():
    sp = read_split_parts(DATA / "bert_tiny_n4")
    thunks = set(re.findall(r"kernel = (\w+),", (DATA / "bert_tiny_n4/module_0001.IrToHlo.541.thunk_sequence.txt").read_text()))
    assert set(sp.kernels["kernel"]) == thunks
    for r in sp.parts[sp.parts["role"] == "part"].itertuples():
        ir = DATA / "bert_tiny_n4" / r.ir_file
        ptx = DATA / "bert_tiny_n4" / r.ptx_file
        assert r.ir_size_bytes == ir.stat().st_size
        assert r.n_kernels == _grep_count(ir, r"^define ptx_kernel ")
        assert r.ptx_ld_global_nc == _grep_count(ptx, r"^\s*ld\.global\.nc\.")
        assert r.ptx_ld_global == _grep_count(ptx, r"^\s*ld\.global\.(?!nc)")
        assert r.ptx_ld_const == _grep_count(ptx, r"^\s*ld\.const\.")


def test_const_program_constants_table():
    sp = read_split_parts(DATA / "const_n2")
    c = sp.constants
    assert (c["status"] != "external").all()
    sort_part = c[c["split_part"] == 3]
    assert sort_part["global"].tolist() == ["buffer_for_constant_3_0", "buffer_for_constant_8_0", "buffer_for_constant_9_0", "buffer_for_constant_11_0"]
    assert (sort_part["status"] == "defined").all() and (sort_part["size_bytes"] == 64).all() and sort_part["is_constant"].all()
    assert (sort_part["ir_loads"] == 0).all()  # folded: every load of them was constant-folded by opt
    big = c[c["split_part"] == 4]
    assert sorted(big["global"]) == sorted(f"buffer_for_constant_{i}_0" for i in (6, 7, 12, 13, 14))
    assert (big["size_bytes"] == 4096).all() and not big["is_constant"].any()
    cm = c[c["role"] == "constants-module"]
    assert sorted(cm["global"]) == sorted(big["global"])
    lib = c[c["global"] == "__cudart_i2opi_f"].iloc[0]
    assert (lib["split_part"], lib["status"], lib["ir_loads"], lib["size_bytes"]) == (2, "internal", 1, 24)
    # every buffer_for_constant definition in the files is in the table, nothing else
    read = [*(DATA / "const_n2").glob("*.ir-with-opt.ll"), *(DATA / "const_n2").glob("*.constants.ir-no-opt.ll")]
    want = {(f.name, m) for f in read for m in re.findall(r"^@(buffer_for_constant_\w+) =", f.read_text(), flags=re.M)}
    got = set(zip(c["ir_file"], c["global"], strict=False))
    assert {g for g in got if "buffer_for_constant" in g[1]} == want


def test_const_program_kernels_and_unsplit_baseline():
    split = read_split_parts(DATA / "const_n2")
    whole = read_split_parts(DATA / "const_unsplit")
    assert split.kernels.set_index("kernel")["split_part"].to_dict() == {"loop_add_fusion": 0, "gemm_fusion_dot_1": 1, "loop_multiply_fusion": 2, "sort_2_1": 3}
    assert whole.parts["role"].tolist() == ["unsplit", "constants-module"]
    assert whole.kernels["kernel"].tolist() == ["loop_add_fusion", "gemm_fusion_dot_1", "loop_multiply_fusion", "sort_2_1"]
    # the unsplit module holds every constant global the parts hold, each once, defined
    parts_globals = set(split.constants.loc[split.constants["role"] == "part", "global"])
    assert set(whole.constants.loc[whole.constants["role"] == "unsplit", "global"]) == parts_globals
    # the same kernels compile to the same PTX instruction counts split or not
    a = split.kernels.set_index("kernel")["ptx_instruction_count"]
    b = whole.kernels.set_index("kernel")["ptx_instruction_count"]
    pd.testing.assert_series_equal(a.sort_index(), b.sort_index())


# The dump lines of Case 1 (shared/CASES.md), as a two-part dump: part 0 owns the constant, part 1 declares it.
CASE1_PART0 = """\
target triple = "nvptx64-nvidia-cuda"
@buffer_for_constant_121 = local_unnamed_addr addrspace(1) constant [8 x i8] c" \\00\\00\\00\\00\\00\\00\\00", align 128
define void @fusion_1(ptr %out) {
  %v = load i64, ptr addrspace(1) @buffer_for_constant_121, align 128
  store i64 %v, ptr %out
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @fusion_1, !"kernel", i32 1}
"""
CASE1_PART1 = CASE1_PART0.replace(
    '@buffer_for_constant_121 = local_unnamed_addr addrspace(1) constant [8 x i8] c" \\00\\00\\00\\00\\00\\00\\00", align 128',
    "@buffer_for_constant_121 = external local_unnamed_addr addrspace(1) constant [8 x i8], align 128",
).replace("fusion_1", "fusion_2")
CASE1_PTX1 = """\
.version 7.0
.target sm_70
.address_size 64
.extern .global .align 128 .b8 buffer_for_constant_121[8];
.visible .entry fusion_2(
\t.param .u64 fusion_2_param_0
)
{
\t.reg .b64 \t%rd<380>;
\tld.global.nc.u64 \t%rd379, [buffer_for_constant_121];
\tret;
}
"""


def test_case1_external_constant(tmp_path):
    base = "module_0000.SyncTensorsGraph.760"
    (tmp_path / f"{base}.0.ir-with-opt.ll").write_text(CASE1_PART0)
    (tmp_path / f"{base}.1.ir-with-opt.ll").write_text(CASE1_PART1)
    (tmp_path / f"{base}.1.ptx").write_text(CASE1_PTX1)
    sp = read_split_parts(tmp_path)
    c = sp.constants.set_index("split_part")
    assert c.loc[0, "status"] == "defined" and c.loc[0, "has_initializer"]
    assert c.loc[1, "status"] == "external" and not c.loc[1, "has_initializer"]
    assert c.loc[1, "ptx_state_space"] == "extern global"
    assert c.loc[1, "ptx_ld_global_nc"] == 1 and c.loc[0, "ptx_ld_global_nc"] == 0
    p = sp.parts.set_index("split_part")
    assert p.loc[1, "constants_external"] == 1 and p.loc[1, "constant_loads_ptx"] == 1 and p.loc[1, "constant_loads_ir"] == 1
    assert pd.isna(p.loc[0, "ptx_file"])
    ld = sp.loads[sp.loads["source"] == "ptx"]
    assert ld[["split_part", "function", "global", "instruction", "count"]].values.tolist() == [[1, "fusion_2", "buffer_for_constant_121", "ld.global.nc", 1]]


def test_not_a_gpu_dump(tmp_path):
    (tmp_path / "module_0000.x.before_optimizations.txt").write_text("HloModule x\n")
    with pytest.raises(KitError, match="no optimised LLVM IR"):
        read_split_parts(tmp_path)


# ----------------------------------------------------------------------------- runs made of the committed dumps


def _fake_run(root: Path, configs: list[tuple[str, int | None, str, list[float]]], manifest: list[str] | None) -> Path:
    """A run folder whose configs point at committed dumps: (name, split_count, fixture folder, compile times per
    process), its records written by the run folder's own writer."""
    for name, n, fixture, times in configs:
        d = root / name
        d.mkdir(parents=True)
        (d / "dump").symlink_to(DATA / fixture)
        flags = "" if n is None else f"--xla_gpu_enable_llvm_module_compilation_parallelism=true --xla_gpu_force_compilation_parallelism={n}"
        cfg = {"name": name, "backend": "xla-gpu-deviceless", "model": "custom", "gpu_target": "h100", "split_count": n,
               "xla_flags": f"--xla_dump_to={d / 'dump'} --xla_dump_hlo_as_text {flags}".strip()}
        write_worker_config(d, cfg)
        for k, t in enumerate(times):
            res = {**cfg, "status": "ok", "compile_time_s": t, "module_name": "jit_f", "export": "StableHLO file",
                   "shapes": {"inputs": {"x": [[4, 8], "float32"]}, "output": [[4, 8], "float32"]},
                   "versions": {"jax": "0.9.2", "jaxlib": "0.9.2"}}
            out = d if k == 0 else d / "replicates" / str(k)
            out.mkdir(parents=True, exist_ok=True)
            write_result(out, res, "xla-gpu-deviceless")
    if manifest is not None:
        write_manifest(root, {"configs": [{"name": n} for n in manifest]})
    return root


SWEEP = [("no-split", None, "const_unsplit", [2.0]), ("split-16", 16, "const_n2", [3.0]), ("split-2", 2, "const_n2", [1.0, 5.0, 2.0])]


def test_run_tables_follow_manifest_order(tmp_path):
    from kitlib.analysis.kernels import kernel_assignment
    from kitlib.analysis.split_parts import read_run_split_parts, split_summary

    order = ["split-2", "no-split", "split-16"]  # neither name nor split-count order
    run = _fake_run(tmp_path, SWEEP, order)
    s = split_summary(run)
    assert s["config"].astype(str).tolist() == order
    sp = read_run_split_parts(run)
    for df in (sp.parts, sp.kernels, sp.constants):
        assert list(df["config"].cat.categories) == order
        assert list(dict.fromkeys(df["config"].astype(str))) == order
    assert sp.parts.groupby(["config", "role"], observed=True).size().index.get_level_values(0).astype(str).unique().tolist() == order
    assert kernel_assignment(sp).columns.tolist() == order


def test_run_order_without_manifest(tmp_path):
    from kitlib.analysis.split_parts import split_summary

    s = split_summary(_fake_run(tmp_path, SWEEP, None))
    assert s["config"].astype(str).tolist() == ["no-split", "split-2", "split-16"]  # unsplit first, then by N


def test_unsplit_config_is_the_baseline(tmp_path):
    from kitlib.analysis.split_parts import split_summary

    s = split_summary(_fake_run(tmp_path, SWEEP, [c[0] for c in SWEEP])).set_index("config")
    assert s["split"].tolist() == ["flags off", "N=16", "N=2"]
    assert (s["baseline"] == "no-split").all()
    assert s.loc["split-2", "n_processes"] == 3 and s.loc["split-2", "compile_time_s"] == 2.0  # median of 1, 5, 2
    assert s["compile_time_vs_base"].tolist() == [1.0, 1.5, 1.0]
    assert s.loc["no-split", "parts"] == 1 and s.loc["split-2", "parts"] == 5 and pd.isna(s.loc["no-split", "split_count"])


def test_n1_is_the_baseline_without_unsplit(tmp_path):
    from kitlib.analysis.split_parts import split_summary

    s = split_summary(_fake_run(tmp_path, [("split-1", 1, "const_n2", [4.0]), ("split-2", 2, "const_n2", [2.0])], None)).set_index("config")
    assert (s["baseline"] == "split-1").all() and s["compile_time_vs_base"].tolist() == [1.0, 0.5]
    s2 = split_summary(_fake_run(tmp_path / "b", [("split-2", 2, "const_n2", [2.0])], None))
    assert s2["baseline"].isna().all() and s2["compile_time_vs_base"].isna().all()


def test_compiled_programs_and_finding(tmp_path):
    from kitlib.analysis.configs import compiled_programs
    from kitlib.analysis.findings import split_finding
    from kitlib.analysis.split_parts import read_run_split_parts, split_summary

    run = _fake_run(tmp_path, SWEEP, [c[0] for c in SWEEP])
    c = compiled_programs(run)
    assert c["config"].astype(str).tolist() == ["no-split", "split-16", "split-2"]
    assert c["inputs"].tolist() == ["x float32[4,8]"] * 3 and c["output"].tolist() == ["float32[4,8]"] * 3
    assert c["xla_flags"].tolist()[0] == "" and c["xla_flags"].tolist()[2].endswith("--xla_gpu_force_compilation_parallelism=2")
    text = split_finding(split_summary(run), read_run_split_parts(run))
    assert text.startswith("With the split flags: `split-16` 5 parts for 4 kernels, `split-2` 5 parts for 4 kernels; every kernel went to the same part whatever N (16, 2).")
    assert "Without split flags (`no-split`): 1 unsplit module holding 4 kernels." in text
    assert "median of 1-3 processes per config" in text and "baseline `no-split` 2.00 s; `split-16` 3.00 s (1.50x), `split-2` 2.00 s (1.00x)." in text
    assert "**none is declared `external` in any part**" in text


def test_finding_names_external_constants(tmp_path):
    from kitlib.analysis.findings import split_finding
    from kitlib.analysis.split_parts import read_run_split_parts, split_summary

    dump = tmp_path / "case1"
    dump.mkdir()
    base = "module_0000.SyncTensorsGraph.760"
    (dump / f"{base}.0.ir-with-opt.ll").write_text(CASE1_PART0)
    (dump / f"{base}.1.ir-with-opt.ll").write_text(CASE1_PART1)
    (dump / f"{base}.1.ptx").write_text(CASE1_PTX1)
    run = tmp_path / "run"
    (run / "split-2").mkdir(parents=True)
    (run / "split-2/dump").symlink_to(dump)
    write_worker_config(run / "split-2", {"backend": "xla-gpu-deviceless", "model": "custom", "gpu_target": "h100", "split_count": 2})
    write_result(run / "split-2", {"status": "ok", "compile_time_s": 1.0}, "xla-gpu-deviceless")
    text = split_finding(split_summary(run), read_run_split_parts(run))
    assert "**1 external constant declaration** in `split-2`" in text and "(1 PTX loads of constant globals" in text
    assert "one split config only" in text


def test_figures(tmp_path):
    import matplotlib

    matplotlib.use("Agg")
    from kitlib.analysis.split_parts import read_run_split_parts, split_summary
    from kitlib.report.plots import compile_time_figure, part_sizes_figure

    run = _fake_run(tmp_path, SWEEP, [c[0] for c in SWEEP])
    fig = compile_time_figure(split_summary(run))
    ax_abs, ax_rel = fig.axes
    labels = [ln.get_label() for ln in ax_abs.get_lines()]
    assert labels[0] == "custom / h100 no-split (flags off)" and "custom / h100 (deviceless, today)" in labels
    ours = next(ln for ln in ax_rel.get_lines() if ln.get_label() == "custom / h100 (deviceless, today)")
    assert ours.get_xdata().tolist() == [2, 16] and ours.get_ydata().tolist() == [1.0, 1.5]
    fig = part_sizes_figure(read_run_split_parts(run))
    ax = fig.axes[0]
    assert [t.get_text() for t in ax.get_xticklabels()] == ["unsplit", "0", "1", "2", "3", "4"]
    assert len(ax.patches) == 3 * 6
