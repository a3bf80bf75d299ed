"""`kit diff`: HLO, LLVM IR and PTX / machine code of two sides, on real dumps and real LLVM tools.

Case 1 through the split lab (llvm-split / opt / llc on tests/data/lab), two
split counts of a real bert-tiny run (the session's `tiny_run`: no kernel
change), `--xla_cpu_enable_fast_math=true` against the default (one small
sweep per session: some kernels change, others stay identical), value and
metadata renumbering made by LLVM's own tools, and bad input.
"""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pandas as pd
import pytest

from kitlib.analysis.code import (
    HLO_DIFF_SCHEMA,
    KERNEL_DIFF_SCHEMA,
    LINES_SCHEMA,
    diff_code,
    hlo_diff,
    kernel_diff_summary,
    same_code,
)
from kitlib.dumps.kernel_code import kernel_ir
from kitlib.errors import KitError, ToolError
from kitlib.lab import find_llvm_tools, split_lab
from kitlib.report.diff_html import diff_link, kernel_anchor

from .conftest import run_kit

DATA = Path(__file__).parent / "data"
CASE1 = DATA / "lab" / "case1_constant_121.ll"
C121 = "buffer_for_constant_121"

try:
    TOOLS = find_llvm_tools()
except ToolError:  # pragma: no cover - the machine has llvm-19
    TOOLS = None
needs_llvm = pytest.mark.skipif(TOOLS is None, reason="LLVM tools missing (apt-get install -y llvm-19)")


@pytest.fixture(scope="module")
def lab(tmp_path_factory) -> Path:
    """Case 1 split four ways, without and with XLA's fix, by the split lab (unsplit baseline beside each)."""
    work = tmp_path_factory.mktemp("lab")
    split_lab(CASE1, 4, workdir=work)
    split_lab(CASE1, 4, fix=True, workdir=work)
    return work


# ----------------------------------------------------------------------------- Case 1


@needs_llvm
def test_case1_split_shows_external_declaration_and_the_added_constant_load(lab):
    d = diff_code(lab / "split4" / "baseline.opt.ll", lab / "split4")
    k = d.kernels.set_index("kernel")
    owner = [n for n in k.index if k.loc[n, "same_code"]]
    assert owner, "the kernel whose part owns the constant compiles as unsplit"
    users = [n for n in k.index if not k.loc[n, "same_code"] and any(C121 in s for s in k.loc[n, "linkage_changes"])]
    assert users, "non-owning parts see the constant external"
    for n in users:
        assert k.loc[n, "linkage_changes"] == [f"{C121}: defined -> external"]
        assert k.loc[n, "constant_loads_b"] == k.loc[n, "constant_loads_a"] + 1
        assert k.loc[n, "summary"].startswith(f"code differs: +1 ld.global.nc of {C121}; {C121}: defined -> external")
        lines = d.lines[(d.lines["kernel"] == n) & (d.lines["tag"] != "equal")]
        ir = lines[lines["level"] == "llvm"]
        assert ir["text_b"].str.contains(f"@{C121} = external", regex=False).any()
        assert ir["text_a"].dropna().str.contains(C121).sum() == 0  # unsplit: folded, never named
        asm = lines[lines["level"] == "asm"]
        loads = asm[asm["constant_load_b"]]
        assert len(loads) == 1 and "ld.global.nc.u64" in loads["text_b"].iloc[0] and C121 in loads["text_b"].iloc[0]
        assert not asm["constant_load_a"].any()
        # nothing else of substance: the folded shift becomes a load and a divide
        ic = d.instruction_counts[(d.instruction_counts["kernel"] == n) & (d.instruction_counts["level"] == "llvm")]
        delta = {r.kind: r.count_b - r.count_a for r in ic.itertuples() if r.count_b != r.count_a}
        assert delta == {"load": 1, "udiv": 1, "lshr": -1}


@needs_llvm
def test_case1_fix_leaves_no_constant_load_difference(lab):
    d = diff_code(lab / "split4" / "baseline.opt.ll", lab / "split4-fix")
    k = d.kernels
    assert (k["constant_loads_a"] == k["constant_loads_b"]).all()
    assert (k["asm_lines_changed"] == 0).all(), "every kernel's PTX is the unsplit PTX"
    changed = k[~k["same_code"]]
    # what is left: an internal copy of a constant read at a run-time index, not a load that became necessary
    assert all(lc and all(s.endswith("-> internal") for s in lc) for lc in changed["linkage_changes"])


@needs_llvm
def test_xla_cpu_modules_split_by_the_lab_keep_their_code(tmp_path):
    """Real XLA:CPU kernel modules (one HLO module: two kernels) linked and split by the lab (x86-64): constants are private, so each part keeps
    its kernels' constants and every kernel's assembly is the unsplit one."""
    split_lab(DATA / "lab" / "xla_cpu", 2, target="x86-64", workdir=tmp_path)
    d = diff_code(tmp_path / "split2" / "baseline.opt.ll", tmp_path / "split2")
    k = d.kernels
    assert len(k) == 2 and (k["asm_kind"] == "x86").all() and k["same_code"].all()
    assert (k["constant_loads_a"] == k["constant_loads_b"]).all() and not any(k["linkage_changes"].map(len))


@needs_llvm
def test_case1_cli_json_html(lab, tmp_path):
    out = tmp_path / "d.html"
    p = run_kit("diff", str(lab / "split4" / "baseline.opt.ll"), str(lab / "split4"), "--json", "--html", str(out))
    j = json.loads(p.stdout)
    assert set(j["hlo"]) == {"unchanged", "changed", "added", "removed"}
    keys = {"kernel", "same_code", "llvm_lines_changed", "asm_lines_changed", "constant_loads_a", "constant_loads_b", "linkage_changes"}
    assert j["kernels"] and all(keys <= set(r) for r in j["kernels"])
    page = out.read_text()
    assert "<script" not in page and "http" not in page.replace("http-equiv", "")
    differs = [r for r in j["kernels"] if r["status"] == "differs"]
    for r in differs:
        assert f'id="{kernel_anchor(r["hlo_module"], r["kernel"])}"' in page
    assert diff_link("d.html", None, "fusion_1") == "d.html#k-fusion_1"
    assert "class=\"b load\"" in page


# ----------------------------------------------------------------------------- real bert-tiny runs


def test_two_split_counts_change_no_kernel(tiny_run):
    a, b = tiny_run / "split-1", tiny_run / "split-8"
    d = diff_code(a, b)
    assert d.hlo_status["unchanged"] > 0
    assert d.hlo_status == {**d.hlo_status, "changed": 0, "added": 0, "removed": 0}
    k = d.kernels
    assert len(k) > 10 and k["same_code"].all() and (k["llvm_lines_changed"] == 0).all() and (k["asm_lines_changed"] == 0).all()
    assert d.lines.empty
    # the same verdict as compare's fingerprint (the definition of same_code)
    ref = same_code(a / "dump", b / "dump")
    ref = ref[ref["basis"] == "emitted code"]  # kernels XLA emitted code for (library calls are compared by HLO there)
    m = k.merge(ref, on=["hlo_module", "kernel"], suffixes=("", "_ref"))
    assert len(m) == len(k) == len(ref) and (m["same_code"] == m["same_code_ref"]).all()
    assert list(d.kernels.columns) == KERNEL_DIFF_SCHEMA.names and list(d.hlo.columns) == HLO_DIFF_SCHEMA.names


def test_fast_math_changes_some_kernels_and_leaves_others(fast_math_run):
    d = diff_code(fast_math_run / "default", fast_math_run / "fast-math")
    k = d.kernels
    assert (k["status"] == "differs").sum() > 0 and (k["status"] == "same").sum() > 0
    assert set(k["status"]) <= {"same", "differs"}
    # the difference is fast-math: floating-point instructions gain fast-math flags
    ic = d.instruction_counts[d.instruction_counts["level"] == "llvm"]
    gained = ic[ic["kind"].str.contains(r"^f\w+ .*(?:fast|reassoc|nnan|ninf|nsz|arcp|contract|afn)", regex=True) & (ic["count_b"] > ic["count_a"])]
    assert len(gained) > 0
    # HLO of the two configs: the flag acts after HLO optimisation, the same instructions on both sides
    assert d.hlo_status["added"] == d.hlo_status["removed"] == 0
    s = kernel_diff_summary(fast_math_run / "default", fast_math_run / "fast-math")
    assert (s["summary"] == "same code").sum() == (k["status"] == "same").sum()
    assert s.loc[~s["same_code"], "summary"].str.startswith("code differs: ").all()


def test_kit_diff_and_kit_compare_join_a_profiled_kernel_to_its_code(fast_math_run):
    """One join from a profiled kernel (the trace's hlo_op, ``reduce-window.1.clone``) to its code (the IR function
    ``reduce-window.1.clone_kernel`` of ``..._elemental_kernel_module``): `kit diff` and `kit compare` call the same
    profiled kernels changed, and a kernel whose code is not in the dumps is never "same" (never a negative control)."""
    a, b = str(fast_math_run / "default"), str(fast_math_run / "fast-math")
    diff = json.loads(run_kit("diff", a, b, "--json").stdout)["kernels"]
    comp = json.loads(run_kit("compare", a, b, "--json").stdout)["kernels"]
    profiled = {r["kernel"] for r in comp}
    changed = {k["kernel"] for k in diff if k["status"] == "differs"} & profiled
    assert any(k.startswith("reduce-window") for k in changed)  # elemental kernels, whose function is <name>_kernel
    assert changed == {r["kernel"] for r in comp if r["same_code"] is False}
    same = {k["kernel"] for k in diff if k["status"] == "same"}
    ref = same_code(a, b).set_index("kernel")
    for r in comp:
        if r["same_code"] is True:  # same by its emitted code (as kit diff says), or a library call compared by HLO
            assert r["kernel"] in same or ref.loc[r["kernel"], "basis"] == "hlo", r["kernel"]
    unknown = ref[ref["basis"] == "unknown"]
    assert unknown["same_code"].isna().all() and (unknown["status"] == "code unknown").all()
    assert {r["kernel"] for r in comp if r["same_code"] is True}.isdisjoint(unknown.index)
    fn = ref.loc[ref.index.str.startswith("reduce-window"), "function"]
    assert (fn == fn.index + "_kernel").all()


def test_xla_gpu_unsplit_vs_split_parts_same_code():
    """Real jax 0.9.2 XLA:GPU dumps: each kernel in its own split part compiles as in the unsplit module (its PTX
    block labels numbered by another function position, the unsplit module's debug-info flag: not code)."""
    d = diff_code(DATA / "gpu" / "const_unsplit", DATA / "gpu" / "const_n2")
    k = d.kernels
    assert len(k) == 4 and k["same_code"].all() and (k["asm_kind"] == "ptx").all()
    assert d.hlo_status["unchanged"] == len(d.hlo) > 0
    ref = same_code(DATA / "gpu" / "const_unsplit", DATA / "gpu" / "const_n2")
    assert ref["same_code"].all()


def test_renamed_kernel_paired_by_its_hlo_structure(tmp_path):
    """The real XLA:GPU dump with one kernel renamed everywhere (HLO, IR, PTX): paired with its old self by the
    structure of its HLO instruction; only its name differs in the code."""
    src = DATA / "gpu" / "const_unsplit"
    dst = tmp_path / "renamed"
    dst.mkdir()
    for f in src.iterdir():
        dst.joinpath(f.name).write_text(f.read_text().replace("loop_multiply_fusion", "loop_multiply_fusion_9"))
    d = diff_code(src, dst)
    k = d.kernels.set_index("kernel")
    assert set(k["status"]) <= {"same", "differs"} and "loop_multiply_fusion_9" not in k.index
    assert k.loc["loop_multiply_fusion", "kernel_b"] == "loop_multiply_fusion_9"
    assert (k.drop(index="loop_multiply_fusion")["status"] == "same").all()
    mine = d.lines[(d.lines["kernel"] == "loop_multiply_fusion") & (d.lines["tag"] != "equal")]
    assert len(mine) and (mine["text_b"].dropna().str.contains("loop_multiply_fusion_9")).all()
    h = d.hlo.set_index("name_a")
    assert h.loc["loop_multiply_fusion", "name_b"] == "loop_multiply_fusion_9" and h.loc["loop_multiply_fusion", "status"] == "unchanged"


def test_xla_cpu_kernel_renumbered_by_another_client_keeps_its_machine_code(tmp_path):
    """torch_xla's real XLA:CPU dump of bert-tiny with one reduce renumbered everywhere (HLO, IR file names and text,
    the object file's symbol by llvm-objcopy), as a replay's HLO round trip renumbers it (``reduce.228`` became
    ``reduce.125`` under jaxlib 0.7.1): paired by structure, and its machine code, whose jumps print the function's
    own name (``jne <reduce.228_kernel+0x60>``), is the same code."""
    objcopy = shutil.which("llvm-objcopy-19") or shutil.which("llvm-objcopy")
    if objcopy is None:
        pytest.skip("llvm-objcopy is not installed")
    src = DATA.parent.parent / "data" / "bert-tiny-cpu" / "split-1" / "dump"
    dst = tmp_path / "renumbered"
    dst.mkdir()
    old = re.compile(r"reduce\.228(?!\d)")
    files = sorted(src.glob("module_0002.SyncTensorsGraph.550.*"))
    for f in files:
        out = dst / old.sub("reduce.9228", f.name)
        if f.suffix == ".o":
            subprocess.run([objcopy, "--redefine-sym", "reduce.228_kernel=reduce.9228_kernel", str(f), str(out)], check=True)
        else:
            out.write_text(old.sub("reduce.9228", f.read_text()))
    ref = same_code(src, dst).set_index("kernel")
    row = ref.loc["reduce.228"]
    assert row["kernel_b"] == "reduce.9228" and row["function_b"] == "reduce.9228_kernel"
    assert row["asm_same"] == True and row["ir_same"] == True and row["status"] == "same"  # noqa: E712 (pandas NA)
    assert (ref["status"] != "differs").all()


# ----------------------------------------------------------------------------- normalisation


@needs_llvm
def test_renumbered_module_is_identical(lab, tmp_path):
    """The same module printed with other metadata, attribute-group and value numbers (value names stripped by
    opt, functions reordered by llvm-split + llvm-link) diffs as identical."""
    src = lab / "split4" / "baseline.opt.ll"  # opt -O3 output of Case 1's module
    a = tmp_path / "a.ll"
    subprocess.run([TOOLS["opt"], "-passes=strip", "-S", str(src), "-o", str(a)], check=True)
    subprocess.run([TOOLS["llvm-split"], "-j", "2", "-o", str(tmp_path / "p"), str(a)], check=True)
    parts = sorted(tmp_path.glob("p[0-9]*"))
    link = TOOLS["llvm-split"].replace("llvm-split", "llvm-link")
    b = tmp_path / "b.ll"
    subprocess.run([link, "-S", *map(str, reversed(parts)), "-o", str(b)], check=True)
    ka, kb = kernel_ir(a.read_text()), kernel_ir(b.read_text())
    assert ka.keys() == kb.keys() and any(ka[k][0] != kb[k][0] for k in ka), "the numbering really differs"
    d = diff_code(a, b, level="llvm")
    assert len(d.kernels) > 0 and d.kernels["same_code"].all() and (d.kernels["llvm_lines_changed"] == 0).all()


def test_hlo_renamed_fusion_matched_by_fused_computation(tmp_path):
    """One real HLO module against itself with a fusion renamed: matched by its fused computation, not added/removed."""
    src = DATA / "cpu_2025" / "module_0002.SyncTensorsGraph.550.cpu_after_optimizations.txt"
    text = src.read_text()
    base = hlo_diff(DATA / "cpu_2025", DATA / "cpu_2025")[0]
    assert (base["status"] == "unchanged").all()
    fus = base[(base["opcode"] == "fusion") & (base["hlo_module"] == "SyncTensorsGraph.550")]["name_a"].iloc[0]
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / src.name).write_text(text)
    (tmp_path / "b" / src.name).write_text(text.replace(f"%{fus} ", f"%{fus}_renamed ").replace(f"%{fus})", f"%{fus}_renamed)").replace(f"%{fus},", f"%{fus}_renamed,"))
    d, counts = hlo_diff(tmp_path / "a", tmp_path / "b")
    row = d[d["name_a"] == fus].iloc[0]
    assert row["name_b"] == f"{fus}_renamed" and row["status"] == "unchanged" and row["matched_by"] in ("renamed", "fused_computation")
    assert set(d["status"]) == {"unchanged"}
    assert (counts["count_a"] == counts["count_b"]).all()
    # a partitioning change in one fusion's backend config, and its kind: changed, saying what
    old = 'kind=kLoop, calls=%fused_computation.clone, backend_config={"outer_dimension_partitions":["2"]}'
    assert text.count(old) == 1
    (tmp_path / "b" / src.name).write_text(text.replace(old, old.replace("kLoop", "kOutput").replace('["2"]', '["4"]')))
    d, counts = hlo_diff(tmp_path / "a", tmp_path / "b")
    ch = d[d["status"] != "unchanged"].set_index("name_a")
    assert (ch["status"] == "changed").all()
    assert ch.loc["multiply_add_fusion.clone", "changes"] == "fusion_kind,backend_config"
    # and the call of the computation holding it, nothing else
    rest = ch.drop(index="multiply_add_fusion.clone")
    assert len(rest) == 1 and rest["opcode"].iloc[0] == "call" and rest["changes"].iloc[0] == "called_computation"
    k = counts.set_index(["opcode", "fusion_kind"])
    assert k.loc[("fusion", "kOutput"), "count_b"] == k.loc[("fusion", "kOutput"), "count_a"] + 1


# ----------------------------------------------------------------------------- bad input


def test_two_different_programs_exit_2():
    p = run_kit("diff", str(DATA / "cpu_2025"), str(DATA / "jax_cpu_2025"), check=False)
    assert p.returncode == 2 and p.stdout == ""
    err = p.stderr.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("kit: ") and "different programs" in err[0]


def test_folder_without_dumps_exit_2(tmp_path):
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "notes.txt").write_text("nothing\n")
    p = run_kit("diff", str(tmp_path / "empty"), str(DATA / "cpu_2025"), check=False)
    assert p.returncode == 2
    err = p.stderr.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"kit: {tmp_path / 'empty'}") and "no XLA dumps" in err[0]
    with pytest.raises(KitError):
        diff_code(tmp_path / "nope", DATA / "cpu_2025")


def test_lines_schema_is_declared():
    assert LINES_SCHEMA.names[:4] == ["hlo_module", "kernel", "level", "tag"]
    assert isinstance(KERNEL_DIFF_SCHEMA.empty(), pd.DataFrame)


# ----------------------------------------------------------------------------- modules renamed between two compiles

_RENAMED = r'''
import sys
import jax, jax.numpy as jnp
side = sys.argv[1]
w, x = jnp.ones((128, 64)), jnp.ones((8, 128))
def step(w, x):
    return jnp.tanh(x @ w).sum() + jnp.exp(w).mean()
if side == "a":  # one release's graphs: its own names, parameters (w, x)
    jax.jit(step).lower(w, x).compile()
    jax.jit(lambda v: v * 2.0).lower(jnp.ones(3)).compile()
else:  # the next release's: renamed, parameters in another order (another entry layout), another set-up graph
    def step_v2(x, w):
        return step(w, x)
    jax.jit(step_v2).lower(x, w).compile()
    jax.jit(lambda v: jnp.cumsum(v)).lower(jnp.ones(5)).compile()
'''


def test_modules_renamed_with_another_layout_pair_by_their_instruction_mix(tmp_path: Path) -> None:
    """torch_xla 2.6.0 -> 2.7.0 renamed bert-tiny's step graphs (SyncTensorsGraph.3118 -> .3122) and the explanation's
    code diff compared only the set-up graphs: modules of no same-named partner and no matching layout now pair by
    instruction mix (real XLA:CPU dumps of a renamed jax step whose parameters changed order)."""
    import os
    import sys

    for side in "ab":
        env = {**os.environ, "XLA_FLAGS": f"--xla_dump_to={tmp_path / side}", "JAX_PLATFORMS": "cpu"}
        subprocess.run([sys.executable, "-c", _RENAMED, side], check=True, env=env, capture_output=True, timeout=300)
    d = diff_code(tmp_path / "a", tmp_path / "b", level="hlo")
    step = d.hlo[d.hlo["hlo_module"] == "jit_step"]  # A's name: paired with jit_step_v2
    assert len(step) >= 5 and step["status"].isin(["unchanged", "changed"]).all(), step  # every instruction paired
    assert (step["status"] == "unchanged").any()
    assert "jit_step_v2" not in set(d.hlo["hlo_module"])
    # what the front end gave XLA (kit diff --level before): the modules before optimisations, no kernel read
    before = diff_code(tmp_path / "a", tmp_path / "b", level="before")
    step = before.hlo[before.hlo["hlo_module"] == "jit_step"]
    assert len(step) >= 5 and (step["status"] == "unchanged").any() and before.kernels.empty
    p = run_kit("diff", str(tmp_path / "a"), str(tmp_path / "b"), "--level", "before")
    assert p.stdout.splitlines()[2].startswith("HLO before optimisations: ")
