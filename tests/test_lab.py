"""The split-module lab on real LLVM tools (Debian llvm-19): Case 1, real XLA IR, errors, CLI, notebook.

Every count asserted here is computed by llvm-split / opt / llc on the
fixtures; the tests fail if the mechanism (or the kit's reading of it) changes.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from kitlib.cli import main as lab_main
from kitlib.errors import KitError, ParseError, ToolError
from kitlib.lab import find_llvm_tools, link_modules, split_lab, split_sweep
from kitlib.lab.split import LAB_PARTS_SCHEMA, LAB_SWEEP_SCHEMA

REPO = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "data"
CASE1 = DATA / "lab" / "case1_constant_121.ll"
CPU_DIR = DATA / "lab" / "xla_cpu"
NEW_SYNTAX = DATA / "lab" / "xla_cpu_with_opt_captures.ll"
GPU_UNSPLIT = DATA / "gpu" / "const_unsplit" / "module_0001.jit_f.ir-no-opt.ll"
JAX_CPU_NEWER = DATA / "jax_cpu_2025" / "module_0017.jit_f.part_00.ir-with-opt.ll"
C121 = "buffer_for_constant_121"

try:
    TOOLS = find_llvm_tools()
except ToolError as e:  # pragma: no cover - the machine has llvm-19
    TOOLS = None
    NO_TOOLS = str(e)
needs_llvm = pytest.mark.skipif(TOOLS is None, reason="LLVM tools missing (apt-get install -y llvm-19)")


@pytest.fixture(scope="module")
def split4():
    return split_lab(CASE1, 4)


@pytest.fixture(scope="module")
def split4_fix():
    return split_lab(CASE1, 4, fix=True)


def loads_of(result, part, global_name, stage="asm"):
    df = result.loads
    sel = (df["stage"] == stage) & (df["global"] == global_name)
    sel &= df["split_part"].isna() if part is None else (df["split_part"] == part)
    return df[sel]


# ----------------------------------------------------------------------------- tools


@needs_llvm
def test_tools_are_one_version():
    assert TOOLS.major is not None
    for tool, path in TOOLS.paths.items():
        assert Path(path).name in (f"{tool}-{TOOLS.major}", tool)
        assert TOOLS.versions[tool].split(".")[0] == str(TOOLS.major)


def test_missing_tools_say_how_to_install(monkeypatch):
    monkeypatch.setenv("KIT_LLVM_VERSION", "99")
    with pytest.raises(ToolError) as e:
        find_llvm_tools()
    msg = str(e.value)
    assert "apt-get install -y llvm-19" in msg and "llvm-split" in msg and "\n" not in msg


# ----------------------------------------------------------------------------- Case 1 acceptance


@needs_llvm
def test_case1_unsplit_no_kernel_loads_the_constant(split4):
    b = split4.baseline
    assert b["kernel"].tolist() == ["fusion", "fusion_1", "slice_fusion", "fusion_2", "reduce_fusion", "fusion_3"]
    assert loads_of(split4, None, C121).empty
    assert loads_of(split4, None, C121, stage="ir").empty
    # the one load left is constant_7 read at a run-time index, through a register, in IR and in PTX alike
    c7 = loads_of(split4, None, "buffer_for_constant_7")
    assert c7["function"].tolist() == ["reduce_fusion"] and c7["qualifiers"].tolist() == ["ld.global.nc.f32"]
    assert int(b["constant_loads_asm"].sum()) == int(b["constant_loads_ir"].sum()) == 1


@needs_llvm
def test_case1_split4_owner_folds_others_load(split4):
    parts = split4.parts
    assert list(parts.columns) == LAB_PARTS_SCHEMA.names
    assert len(parts) == 4
    owners = parts[parts["defined_constants"].map(lambda xs: C121 in xs)]
    assert len(owners) == 1
    owner = int(owners["split_part"].iloc[0])
    assert loads_of(split4, owner, C121).empty  # the owning part folds it
    users = parts[parts["external_constants"].map(lambda xs: C121 in xs)]
    assert set(users["split_part"]) == set(range(4)) - {owner}
    for p in users["split_part"]:
        df = loads_of(split4, int(p), C121)
        assert set(df["qualifiers"]) == {"ld.global.nc.u64"}
        n_kernels = int(parts.set_index("split_part").loc[p, "n_kernels"])
        assert int(df["count"].sum()) == n_kernels  # every kernel of the part reads it once
        assert all(ex.startswith("ld.global.nc.u64") and ex.endswith(f"[{C121}];") for ex in df["example"])
    # the kernels that lost the constant got longer; the owner's did not change
    k = split4.kernels.set_index("kernel")
    lost = k[k["split_part"] != owner]
    assert (lost["diff_constant_loads_asm"] == 1).all() and (lost["diff_instructions_asm"] > 0).all()
    kept = k[(k["split_part"] == owner)]
    assert (kept["diff_instructions_asm"] == 0).all()


@needs_llvm
def test_case1_fix_no_part_loads_it(split4_fix):
    for p in range(4):
        assert loads_of(split4_fix, p, C121).empty
        assert loads_of(split4_fix, p, C121, stage="ir").empty
    assert split4_fix.parts["internal_copies"].map(lambda xs: C121 in xs).all()
    assert (split4_fix.kernels["diff_instructions_asm"] == 0).all()
    # constant_7 is read at a run-time index: a load remains, as in the unsplit module
    assert int(split4_fix.parts["constant_loads_ir"].sum()) == int(split4_fix.baseline["constant_loads_ir"].sum()) == 1


@needs_llvm
def test_case1_fix_max_elements_is_size_limited():
    r = split_lab(CASE1, 4, fix=True, fix_max_elements=8)  # [8 x i8] qualifies, [16 x i8] does not
    copies = set().union(*r.parts["internal_copies"])
    assert copies == {C121}
    assert all(loads_of(r, p, C121).empty for p in range(4))


@needs_llvm
def test_json_shape(split4):
    d = json.loads(split4.to_json())
    assert set(d["tools"]) >= {"llvm-split", "opt", "llc"}
    assert d["baseline"] == {"constant_loads_ir": 1, "constant_loads_asm": 1, "kernels": split4.baseline["kernel"].tolist()}
    assert [p["split_part"] for p in d["parts"]] == [0, 1, 2, 3]
    for p in d["parts"]:
        assert {"split_part", "defined_constants", "external_constants", "constant_loads_ir", "constant_loads_asm", "kernels"} <= set(p)
    # constant_121 in the 3 non-owning parts (one per kernel: 4) + constant_7's indexed read
    assert sum(p["constant_loads_asm"] for p in d["parts"]) == int(split4.parts["constant_loads_asm"].sum()) == 5


@needs_llvm
def test_sweep_tradeoff_table():
    df = split_sweep(CASE1, [1, 2, 4], jobs=2)
    assert list(df.columns) == LAB_SWEEP_SCHEMA.names
    assert df["parts"].tolist() == [1, 2, 4]
    assert df["constant_loads_asm"].iloc[0] == 1 and df["parts_with_external_constants"].iloc[0] == 0
    assert df["constant_loads_asm"].iloc[-1] == 5
    assert (df["llvm_wall_s"] > 0).all() and (df["llvm_cpu_s"] >= 0).all()


# ----------------------------------------------------------------------------- real XLA IR


@needs_llvm
def test_real_xla_cpu_kernel_modules_linked_then_split():
    """torch_xla 2.9.0 XLA:CPU kernel modules: constants are private, so no part declares one external."""
    r = split_lab(CPU_DIR, 2, target="auto")
    # the folder holds kernels of two HLO modules: the lab takes the one with more (module_0002)
    assert r.target == "x86-64" and len(r.linked_from) == 2
    assert all(Path(p).name.startswith("module_0002.") for p in r.linked_from)
    assert any("xla_dylib_index" in d for d in r.downgrades)  # differs per kernel module; llvm-link would refuse
    assert sorted(r.baseline["kernel"]) == ["add_bitcast_fusion.1.clone", "reduce-window.1.clone_kernel"]
    assert r.parts["external_constants"].map(len).sum() == 0
    ext = r.constants[r.constants["status"] == "external"]
    assert not ext["used"].any()  # declarations llvm-split left behind, no user in the part
    used = r.constants[r.constants["status"] != "external"]
    assert set(used["status"]) == {"internal"}
    assert set(used["linkage"]) == {"private"}
    # the loads left are the *_parallel_bounds tables read at a computed index, split or not
    assert int(r.parts["constant_loads_asm"].sum()) == int(r.baseline["constant_loads_asm"].sum()) > 0
    assert int(r.parts["constant_loads_ir"].sum()) == int(r.baseline["constant_loads_ir"].sum())
    assert any("no part declares a constant external" in f for f in r.findings)


@needs_llvm
def test_newer_syntax_is_rewritten_and_reported():
    r = split_lab(NEW_SYNTAX, 2, target="auto")
    assert r.downgrades == ("captures(none) -> nocapture (1x)",)
    assert r.baseline["kernel"].tolist() == ["reduce-window.1.clone_kernel"]


@needs_llvm
@pytest.mark.skipif(not GPU_UNSPLIT.exists(), reason="GPU deviceless fixture not present")
def test_real_xla_gpu_module_same_path():
    """A jax 0.9.2 XLA:GPU ir-no-opt.ll: the sort kernel's constants spread over 2 parts; the kernel's part loads the others."""
    r = split_lab(GPU_UNSPLIT, 2)
    assert r.baseline["kernel"].tolist() == ["sort_2_1"]
    assert int(r.baseline["constant_loads_asm"].sum()) == 0
    kpart = int(r.kernels["split_part"].iloc[0])
    ext = r.parts.set_index("split_part").loc[kpart, "external_constants"]
    assert ext  # constants owned by the kernel-less part
    df = r.loads[(r.loads["stage"] == "asm") & (r.loads["split_part"] == kpart)]
    assert set(df["global"]) == set(ext)
    assert all(q.startswith("ld.global.nc") for q in df["qualifiers"])


@needs_llvm
def test_real_xla_gpu_parts_of_bert_tiny_relinked_and_split():
    """jax 0.9.2's 20 bert-tiny parts (Triton gemms with ldmatrix: sm_90) relinked, split again."""
    parts = sorted((DATA / "gpu" / "bert_tiny_n4").glob("*.ir-with-opt.ll"))
    r = split_lab(parts, 4, mcpu="sm_90", jobs=1)
    assert len(r.baseline) == sum(1 for p in parts if "define ptx_kernel" in p.read_text())
    assert any("nocreateundeforpoison" in f for f in r.findings)  # newer LLVM syntax was rewritten for LLVM 19
    assert int(r.parts["constant_loads_asm"].sum()) == 0 and not any(len(x) for x in r.parts["external_constants"])


# ----------------------------------------------------------------------------- errors


@needs_llvm
def test_ir_too_new_for_llvm19_is_one_line():
    if not JAX_CPU_NEWER.exists():
        pytest.skip("jax CPU fixture not present")
    with pytest.raises(ParseError) as e:
        split_lab(JAX_CPU_NEWER, 2, target="auto")
    msg = str(e.value)
    assert "cannot parse this IR" in msg and "\n" not in msg and e.value.line is not None


@needs_llvm
def test_module_without_kernels(tmp_path):
    m = tmp_path / "nok.ll"
    m.write_text('target triple = "nvptx64-nvidia-cuda"\n@c = constant [1 x i8] c"\\01"\ndefine void @f() {\n  ret void\n}\n')
    with pytest.raises(ParseError, match="no kernels"):
        split_lab(m, 2)


@needs_llvm
def test_target_mismatch():
    with pytest.raises(KitError, match="does not match the module triple"):
        split_lab(CASE1, 2, target="x86-64")


@needs_llvm
def test_link_modules_keeps_every_kernel(tmp_path):
    out = tmp_path / "linked.bc"
    used = link_modules(sorted(CPU_DIR.glob("*.ll")), out)
    assert out.stat().st_size > 0 and any("xla_backend_extra_options" in u for u in used)


# ----------------------------------------------------------------------------- CLI


@needs_llvm
def test_cli_json(capsys):
    assert lab_main(["lab", "split", str(CASE1), "--parts", "4", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert sum(p["constant_loads_asm"] for p in d["parts"]) == 5


@needs_llvm
def test_cli_text_shows_the_case1_line(capsys):
    assert lab_main(["lab", "split", str(CASE1), "--parts", "4"]) == 0
    out = capsys.readouterr().out
    assert f"ld.global.nc.u64 %rd4, [{C121}];" in out and "llvm-split" in out


@pytest.mark.parametrize(
    "args, env",
    [
        (["--parts", "2"], {"KIT_LLVM_VERSION": "99"}),  # missing tools
        (["--parts", "2"], {}),  # no kernels / unparsable: see module argument below
    ],
)
def test_cli_errors_one_line_exit_2(tmp_path, capsys, monkeypatch, args, env):
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    bad = tmp_path / "bad.ll"
    bad.write_text("define void @f( {\n")
    work = tmp_path / "work"
    rc = lab_main(["lab", "split", str(bad if not env else CASE1), *args, "--workdir", str(work)])
    err = capsys.readouterr().err.strip()
    assert rc == 2
    assert len(err.splitlines()) == 1 and err.startswith("kit: ") and "unexpected" not in err
    assert not work.exists() or list(work.iterdir()) == []  # nothing left half-written


@needs_llvm
def test_workdir_kept_on_success(tmp_path):
    r = split_lab(CASE1, 2, workdir=tmp_path)
    wd = Path(r.workdir)
    assert wd == tmp_path / "split2" and (wd / "part.0.ptx").exists() and (wd / "baseline.ptx").exists()
    assert [p.name for p in tmp_path.iterdir()] == ["split2"]


# ----------------------------------------------------------------------------- notebook


@needs_llvm
def test_notebook_runs_headless(tmp_path):
    pm = pytest.importorskip("papermill")
    nb = REPO / "notebooks" / "02_case1_split_lab.ipynb"
    out = tmp_path / "out.ipynb"
    # the default parameters, from notebooks/ as JupyterLab runs it
    pm.execute_notebook(str(nb), str(out), parameters={"run_dir": "", "max_parts": 4},
                        cwd=str(REPO / "notebooks"), kernel_name="python3", progress_bar=False)
    text = out.read_text()
    assert "ld.global.nc.u64" in text and "Traceback" not in text
