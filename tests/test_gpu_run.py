"""Real deviceless XLA:GPU compiles through the worker (seconds), then the split analysis and notebook 03 on them.

One module-scoped run folder: bert-tiny at N=1 and N=4 (exported once, the
second config reads the run's export cache) and the small constants program
at N=2 and unsplit. Checks compare the tables with the dump files themselves.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pandas as pd
import pytest

from kitlib.analysis.configs import compiled_programs
from kitlib.analysis.findings import split_finding
from kitlib.analysis.kernels import kernel_assignment
from kitlib.analysis.split_parts import read_run_split_parts, read_split_parts, split_summary
from kitlib.capture.gpu_worker import dump_dir_from_flags, load_config, spawn, split_flags
from kitlib.errors import CaptureError

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests/data/gpu"
PROGRAM = DATA / "const_program.stablehlo.mlir"

CONFIGS = {
    "tiny_n1": {"model": "bert-tiny", "split_count": 1},
    "tiny_n4": {"model": "bert-tiny", "split_count": 4},
    "const_n2": {"model": "custom", "split_count": 2, "program": str(PROGRAM)},
    "const_unsplit": {"model": "custom", "split_count": None, "program": str(PROGRAM)},
}


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    root = tmp_path_factory.mktemp("gpu_run")
    procs = {}
    for name, extra in CONFIGS.items():
        cfg = {"name": name, "backend": "xla-gpu-deviceless", "mode": "infer", "batch_size": 8, "seq_len": 128, "gpu_target": "h100", **extra}
        procs[name] = spawn(cfg, root / name, timeout_s=600)
    return root, procs


def test_worker_ok_and_progress(run):
    root, procs = run
    for name, proc in procs.items():
        assert proc.returncode == 0, f"{name}: {proc.stderr[-2000:]}"
        lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("KIT-PROGRESS")]
        assert lines == ["KIT-PROGRESS 0 3 export", "KIT-PROGRESS 1 3 compile", "KIT-PROGRESS 2 3 result", "KIT-PROGRESS 3 3 done"]
        assert not list((root / name).glob("result.json.tmp*"))


def test_result_json(run):
    root, _ = run
    r = json.loads((root / "tiny_n4/result.json").read_text())
    assert r["status"] == "ok" and r["compile_time_s"] > 0
    assert r["module_name"] == "IrToHlo.541"
    assert r["export"] == "torch.export -> torch_xla.stablehlo"
    assert r["shapes"] == {"inputs": {"input_ids": [[8, 128], "int64"]}, "output": [[8, 128, 128], "float32"]}
    assert r["versions"]["jax"] == "0.9.2" and r["versions"]["torch_xla"] == "2.9.0" and r["versions"]["jax-cuda12-plugin"] == "0.9.2"
    assert "--xla_gpu_force_compilation_parallelism=4" in r["xla_flags"]
    assert r["gpu_target"] == "h100"
    r1 = json.loads((root / "tiny_n1/result.json").read_text())
    assert r1["export_cached"] is False and r["export_cached"] is True  # configs run in order tiny_n1, tiny_n4
    assert (root / "tiny_n4/program.stablehlo.mlir").read_text() == (root / "tiny_n1/program.stablehlo.mlir").read_text()


def test_dump_has_only_the_gpu_module(run):
    """The export's own XLA:CPU compile must not leave files in the GPU dump folder."""
    root, _ = run
    names = [p.name for p in (root / "tiny_n4/dump").iterdir()]
    assert names and all(n.startswith("module_0001.IrToHlo.541.") for n in names)
    assert "module_0001.IrToHlo.541.sm_9.0a_gpu_after_optimizations.txt" in names


def test_split_files(run):
    root, _ = run
    names = {p.name for p in (root / "tiny_n4/dump").iterdir()}
    parts = sorted(int(m.group(1)) for n in names if (m := re.match(r"module_0001\.IrToHlo\.541\.(\d+)\.ir-with-opt\.ll$", n)))
    assert parts == list(range(20))
    assert all(f"module_0001.IrToHlo.541.{i}.ptx" in names for i in parts)
    assert "module_0001.IrToHlo.541.constants.ir-no-opt.ll" in names
    unsplit = {p.name for p in (root / "const_unsplit/dump").iterdir()}
    assert "module_0001.jit_f.ptx" in unsplit and not any(re.search(r"\.\d+\.ptx$", n) for n in unsplit)


def test_same_dump_as_fixture(run):
    """The compile is deterministic: today's bert-tiny N=4 parts equal the committed fixture's."""
    root, _ = run
    fresh = read_split_parts(root / "tiny_n4/dump").parts
    fixture = read_split_parts(DATA / "bert_tiny_n4").parts
    cols = ["split_part", "role", "kernels", "ir_size_bytes", "ptx_size_bytes", "ptx_ld_global_nc", "ptx_ld_global"]
    pd.testing.assert_frame_equal(fresh[cols], fixture[cols])


def test_part_table_matches_dump(run):
    root, _ = run
    dump = root / "tiny_n4/dump"
    sp = read_split_parts(dump)
    for r in sp.parts.itertuples():
        text = (dump / r.ir_file).read_text()
        assert r.ir_size_bytes == (dump / r.ir_file).stat().st_size
        assert (r.kernels.split(",") if r.kernels else []) == re.findall(r"^define ptx_kernel void @(\w+)\(", text, flags=re.M)
    thunks = set(re.findall(r"kernel = (\w+),", (dump / "module_0001.IrToHlo.541.thunk_sequence.txt").read_text()))
    assert set(sp.kernels["kernel"]) == thunks


def test_constants_table_matches_dump(run):
    root, _ = run
    dump = root / "const_n2/dump"
    sp = read_split_parts(dump)
    files = [*dump.glob("*.ir-with-opt.ll"), *dump.glob("*.constants.ir-no-opt.ll")]
    want = {(f.name, g) for f in files for g in re.findall(r"^@(buffer_for_constant_\w+) = ", f.read_text(), flags=re.M)}
    c = sp.constants
    assert set(zip(c.loc[c["is_xla_constant"], "ir_file"], c.loc[c["is_xla_constant"], "global"], strict=False)) == want
    declared = {(f.name, g) for f in files for g in re.findall(r"^@(\w+) = external ", f.read_text(), flags=re.M)}
    assert set(zip(c.loc[c["status"] == "external", "ir_file"], c.loc[c["status"] == "external", "global"], strict=False)) == {d for d in declared if d in set(zip(c["ir_file"], c["global"], strict=False))}


def test_n_does_not_change_the_parts(run):
    """jax 0.9.2: with the parallelism flag the parts are the kernels' modules, whatever N."""
    root, _ = run
    sp = read_run_split_parts(root)
    a = kernel_assignment(sp)
    assert a["tiny_n1"].tolist() == a["tiny_n4"].tolist()
    tiny = a.loc["IrToHlo.541"]
    assert tiny["tiny_n1"].notna().all() and len(tiny) == 19


def test_split_summary(run):
    root, _ = run
    s = split_summary(root).set_index("config")
    assert s.loc["tiny_n1", "parts"] == 20 and s.loc["tiny_n4", "parts"] == 20 and s.loc["tiny_n4", "n_kernels"] == 19
    assert s.loc["const_unsplit", "parts"] == 1 and pd.isna(s.loc["const_unsplit", "split_count"])
    # baseline per (model, target): the unsplit config when there is one, else N=1
    assert s.loc["tiny_n4", "baseline"] == "tiny_n1" and s.loc["const_n2", "baseline"] == "const_unsplit"
    assert s.loc["tiny_n1", "compile_time_vs_base"] == 1.0 and s.loc["const_unsplit", "compile_time_vs_base"] == 1.0
    assert s.loc["tiny_n4", "compile_time_vs_base"] == pytest.approx(s.loc["tiny_n4", "compile_time_s"] / s.loc["tiny_n1", "compile_time_s"])
    assert (s["n_processes"] == 1).all()
    assert s.loc["const_unsplit", "split"] == "flags off" and s.loc["tiny_n4", "split"] == "N=4"
    assert (s["external_constants"] == 0).all()
    assert s.loc["const_n2", "constant_globals"] == 10 and s.loc["tiny_n4", "constant_globals"] == 0
    assert (s["status"] == "ok").all()


def test_notebook_runs_headless(run, tmp_path):
    from kitlib.report.render import execute_notebook

    root, _ = run
    out = execute_notebook(ROOT / "notebooks/03_xla_gpu_deviceless.ipynb", tmp_path / "out.ipynb", {"run_dir": str(root)}, cell_timeout_s=600)
    text = out.read_text()
    assert "**Finding:** custom / h100: With the split flags: `const_n2` 5 parts for 4 kernels; one split config only" in text
    assert "Without split flags (`const_unsplit`): 1 unsplit module holding 4 kernels." in text
    assert "bert-tiny / h100: With the split flags: `tiny_n1` 20 parts for 19 kernels, `tiny_n4` 20 parts for 19 kernels; every kernel went to the same part whatever N (1, 4)." in text
    assert "none is declared `external` in any part" in text
    assert "<img" not in text and text.count('"image/png"') >= 2  # compile time vs N, and PTX instructions per part
    assert "rows x" not in text and "Empty DataFrame" not in text
    assert "Common to every config: status `ok`; jax `0.9.2`; jaxlib `0.9.2`; gpu_target `h100`." in text  # bert-tiny and the constants program differ


def test_sweep_with_unsplit_config(tmp_path):
    """A real `kit sweep` from a TOML spec: a config without split flags first, then N=16 and N=2 (sweep order, not name order)."""
    from kitlib.capture.spec import load_spec
    from kitlib.capture.sweep import sweep

    spec_path = tmp_path / "spec.toml"
    spec_path.write_text(
        'backend = "xla-gpu-deviceless"\nmodel = "bert-tiny"\n'
        '[[configs]]\nname = "no-split"\n'
        '[[configs]]\nname = "split-16"\nsplit_count = 16\n'
        '[[configs]]\nname = "split-2"\nsplit_count = 2\n'
    )
    run = sweep(load_spec(spec_path), tmp_path / "run", progress=False)
    names = {p.name for p in (run / "no-split/dump").iterdir()}
    assert "module_0001.IrToHlo.541.ir-with-opt.ll" in names and "module_0001.IrToHlo.541.ptx" in names
    assert not any(re.match(r"module_0001\.IrToHlo\.541\.\d+\.(ptx|ir-with-opt\.ll)$", n) for n in names)
    assert any(re.match(r"module_0001\.IrToHlo\.541\.\d+\.ptx$", n) for n in (p.name for p in (run / "split-2/dump").iterdir()))
    s = split_summary(run)
    assert s["config"].astype(str).tolist() == ["no-split", "split-16", "split-2"]
    assert s["split"].tolist() == ["flags off", "N=16", "N=2"] and s["parts"].tolist() == [1, 20, 20]
    assert (s["baseline"] == "no-split").all() and s.loc[0, "compile_time_vs_base"] == 1.0
    sp = read_run_split_parts(run)
    assert sp.parts.groupby("config", observed=True).size().index.astype(str).tolist() == ["no-split", "split-16", "split-2"]
    a = kernel_assignment(sp)
    assert a.columns.tolist() == ["no-split", "split-16", "split-2"]
    assert a["no-split"].isna().all() and a["split-16"].tolist() == a["split-2"].tolist()
    whole = sp.kernels[sp.kernels["config"] == "no-split"]
    assert set(whole["role"]) == {"unsplit"} and len(whole) == 19
    compiled = compiled_programs(run)
    assert compiled["xla_flags"].tolist()[0] == "" and "--xla_gpu_force_compilation_parallelism=16" in compiled["xla_flags"].tolist()[1]
    assert compiled["inputs"].tolist() == ["input_ids int64[8,128]"] * 3 and compiled["hlo_module"].tolist() == ["IrToHlo.541"] * 3
    text = split_finding(s, sp)
    assert "Without split flags (`no-split`): 1 unsplit module holding 19 kernels." in text
    assert "every kernel went to the same part whatever N (16, 2)" in text and "baseline `no-split`" in text


def test_bad_config_exits_2(tmp_path):
    p = tmp_path / "config.json"
    p.write_text(json.dumps({"name": "x", "backend": "torch-xla-cpu"}))
    with pytest.raises(CaptureError, match="config lacks"):
        load_config(p)
    from kitlib.capture.gpu_worker import main

    assert main([str(p)]) == 2


def test_compile_error_is_reported(tmp_path):
    (tmp_path / "bad.mlir").write_text("module { not stablehlo }")
    proc = spawn({"name": "bad", "model": "custom", "mode": "infer", "batch_size": 1, "seq_len": 1, "gpu_target": "h100", "split_count": 2, "program": "bad.mlir"}, tmp_path, timeout_s=300)
    assert proc.returncode == 1
    r = json.loads((tmp_path / "result.json").read_text())
    assert r["status"] == "error" and r["error"].startswith("StableHLO text does not parse")


def test_flags_helpers():
    assert split_flags(8) == "--xla_gpu_enable_llvm_module_compilation_parallelism=true --xla_gpu_force_compilation_parallelism=8"
    assert split_flags(None) == ""
    assert dump_dir_from_flags("--xla_dump_hlo_as_text --xla_dump_to=/a/b/dump") == "/a/b/dump"
