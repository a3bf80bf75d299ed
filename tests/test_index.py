"""Dump file-name classifier across naming eras (names as XLA writes them; see shared/DESIGN.md, CASES.md)."""
from __future__ import annotations

from pathlib import Path

import pytest

from kitlib.dumps.index import read_dump_index
from kitlib.dumps.kinds import classify

CASES = [
    # name, kind, stage, kernel, split_part, platform, era
    ("module_0000.SyncTensorsGraph.760.ir-with-opt.0.ll", "llvm_ir", "with-opt", None, 0, None, "pre-2025"),
    ("module_0000.SyncTensorsGraph.760.1.ptx", "ptx", None, None, 1, None, None),
    ("module_0001.jit_f.0.ir-with-opt.ll", "llvm_ir", "with-opt", None, 0, None, "2025+"),
    ("module_0001.jit_f.ir-with-opt-noconst.ll", "llvm_ir", "with-opt", None, None, None, "pre-2023"),
    ("module_0001.jit_f.inlined.ir-no-opt.ll", "llvm_ir", "no-opt", "inlined", None, None, "2025+"),
    ("module_0001.jit_f.sm_9.0a_gpu_after_optimizations.txt", "hlo_after_optimizations", None, None, None, "sm_9.0a", None),
    ("module_0001.jit_f.sm_8.0_gpu_after_optimizations-buffer-assignment.txt", "buffer_assignment", None, None, None, "sm_8.0", None),
    ("module_0003.cluster_0.after_optimizations.txt", "hlo_after_optimizations", None, None, None, None, None),
    ("module_0002.SyncTensorsGraph.550.add_bitcast_fusion.1.clone_kernel_module.ir-with-opt.ll", "llvm_ir", "with-opt",
     "add_bitcast_fusion.1.clone", None, None, "2025+"),
    ("module_0017.jit_f.obj-file.part_00.o", "object_file", None, None, 0, None, None),
    ("module_0017.jit_f.compare_convert_fusion_kernel_module-post-lowering.mlir", "mlir", "post-lowering",
     "compare_convert_fusion", None, None, None),
    ("module_0001.jit_f.thunk_sequence.txt", "thunk_sequence", None, None, None, None, None),
    ("module_0001.jit_f.autotune_results.pbtxt", "autotune_results", None, None, None, None, None),
    ("module_0001.jit_f.gpu_target_config.pbtxt", "gpu_target_config", None, None, None, None, None),
    ("module_0001.jit_f.debug_options", "debug_options", None, None, None, None, None),
    ("compile_options.pb", "unknown", None, None, None, None, None),
    ("module_0001.jit_f.something_new.bin", "unknown", None, None, None, None, None),
]


@pytest.mark.parametrize("name, kind, stage, kernel, part, platform, era", CASES, ids=[c[0] for c in CASES])
def test_classify_eras(name, kind, stage, kernel, part, platform, era):
    # module names come from the folder's HLO files (read_dump_index finds them); they settle "jit_f.0.<...>"
    fi = classify(name, {0: "SyncTensorsGraph.760", 1: "jit_f", 2: "SyncTensorsGraph.550", 3: "cluster_0", 17: "jit_f"})
    assert (fi.kind, fi.stage, fi.kernel, fi.split_part, fi.platform, fi.era) == (kind, stage, kernel, part, platform, era)


def test_real_folder_keeps_unknown_files():
    d = Path(__file__).parent / "data" / "cpu_2025"
    idx = read_dump_index(d)
    assert len(idx) == len([p for p in d.rglob("*") if p.is_file()])
    assert set(idx.loc[idx.kind == "unknown", "file"]) == {"SOURCE.md"}
    # the name does not say, the content does (issue 14, item 5)
    assert idx.set_index("file").loc["metrics_report.txt", ["kind", "classified_by"]].tolist() == ["metrics_report", "content"]
    k = idx.set_index("file").loc["module_0000.SyncTensorsGraph.34.compare_reduce_fusion_kernel_module.ir-with-opt.ll"]
    assert (k.module_id, k.hlo_module, k.kernel, k.era) == (0, "SyncTensorsGraph.34", "compare_reduce_fusion", "2025+")
