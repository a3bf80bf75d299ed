"""Per-pass dumps and module metadata (readers), and the pass-by-pass comparison (``kit passes``).

Fixtures: tests/data/passes (real per-pass dumps of one small program: jax 0.9.2 XLA:CPU with and without algsimp,
deviceless XLA:GPU with and without algsimp and with module metadata, torch_xla 2.9.0 XLA:CPU; SOURCE.md). The
alignment corner cases (a pass on one side only, fixed-point pipelines iterating a different number of times,
nested pipelines in the metadata) use hand-made sequences, as the issue allows.
"""
from __future__ import annotations

import math
import re
import shutil
from pathlib import Path

import pandas as pd
import pytest

from kitlib.analysis import compile_phases as CP
from kitlib.analysis import passes as P
from kitlib.analysis import phase_scaling as PS
from kitlib.dumps.hlo_passes import parse_pass_dump_name, read_hlo_pass, split_pass_dump_name
from kitlib.dumps.index import read_dump_index
from kitlib.dumps.kinds import classify
from kitlib.dumps.module_metadata import read_module_metadata
from kitlib.errors import KitError, ParseError

DATA = Path(__file__).parent / "data" / "passes"
CPU, CPU_NO = DATA / "cpu-default", DATA / "cpu-no-algsimp"
GPU, GPU_NO = DATA / "gpu-default", DATA / "gpu-no-algsimp"
TXLA = DATA / "torch-xla-cpu"


# ---- readers ----


def test_pass_dump_names_of_every_fixture_classify_and_parse() -> None:
    for d in (CPU, CPU_NO, GPU, GPU_NO, TXLA):
        idx = read_dump_index(d)
        per_pass = idx[idx["kind"] == "hlo_pass"]
        numbered = [f for f in idx["file"] if re.match(r"module_\d{4}\..+\.\d{4}\..+\.txt$", f)]
        assert sorted(per_pass["file"]) == sorted(numbered)  # every numbered dump and nothing else
        assert (idx["kind"] == "module_metadata").sum() == len(list(d.glob("*.metadata.textproto")))
    # the module name keeps its dots; a 4-digit graph number is the module's, not the step
    f = "module_0000.SyncTensorsGraph.1234.0007.simplification.after_algsimp.before_simplify-sorts.txt"
    assert classify(f).hlo_module == "SyncTensorsGraph.1234" and classify(f).kind == "hlo_pass"
    name, p = split_pass_dump_name(f.split(".", 1)[1])
    assert (name, p.step, p.pipeline, p.pass_name, p.before_pass) == ("SyncTensorsGraph.1234", 7, "simplification", "algsimp", "simplify-sorts")
    # a pipeline named after_... and a pass dumped while it runs
    p = parse_pass_dump_name("0010.after_layout_assignment.after_pipeline-start.before_pipeline-end.txt")
    assert (p.pipeline, p.pass_name, p.before_pass, p.dump_point) == ("after_layout_assignment", "pipeline-start", "pipeline-end", "between")
    p = parse_pass_dump_name("0013.copy-insertion.after_adding_copies_to_resolve_interference.txt")
    assert (p.pipeline, p.pass_name, p.dump_point) == (None, "copy-insertion", "during")
    assert parse_pass_dump_name("cpu_after_optimizations.txt") is None


def test_canonical_hash_ignores_names_and_metadata_not_code() -> None:
    f = CPU / "module_0007.jit_f.0015.HLO_passes_after_layout_assignment.after_fusion.before_fusion-wrapper.txt"
    text = f.read_text()
    d = read_hlo_pass(f)
    m = d.module.iloc[0]
    assert (m["hlo_module"], m["step"], m["pipeline"], m["pass"], m["before_pass"]) == (
        "jit_f", 15, "HLO_passes_after_layout_assignment", "fusion", "fusion-wrapper")
    assert m["n_instructions"] == len(re.findall(r"^\s*(?:ROOT )?%\S+ = ", text, re.M))
    # every name renamed, the module renamed, metadata changed: the same module
    renamed = re.sub(r"%([\w.\-]+)", r"%\1_x", text).replace("HloModule jit_f", "HloModule other")
    renamed = renamed.replace('op_name="jit(f)/tanh"', 'op_name="somewhere else"')
    assert renamed != text and read_hlo_pass(renamed).module_hash == d.module_hash
    # a constant's value, an opcode, a layout: another module
    assert read_hlo_pass(text.replace("constant(1)", "constant(2)", 1)).module_hash != d.module_hash
    assert read_hlo_pass(text.replace(" tanh(", " exponential(", 1)).module_hash != d.module_hash
    assert read_hlo_pass(text.replace("{1,0}", "{0,1}", 1)).module_hash != d.module_hash
    # the fusion's own fingerprint follows its fused computation
    fus = d.instructions[d.instructions["opcode"] == "fusion"]
    assert len(fus) == 1
    other = read_hlo_pass(text.replace(" tanh(", " exponential(", 1)).instructions
    assert other.loc[other["opcode"] == "fusion", "fingerprint"].iloc[0] != fus["fingerprint"].iloc[0]
    with pytest.raises(ParseError, match="no 'HloModule' line"):
        read_hlo_pass("ENTRY %e () -> f32[] {\n  ROOT %c = f32[] constant(1)\n}\n")
    with pytest.raises(ParseError, match=r"not closed"):
        read_hlo_pass(text[: text.rindex("}")])


def test_canonical_hash_is_the_same_for_xlas_long_and_short_print() -> None:
    """XLA prints an operand's shape before its name in the long text (torch_xla 2.7.0's dumps) and not in the short
    (2.8.0's): the same module either way. Every module of the printed-forms corpus, printed by XLA both ways (jaxlib's
    HloPrintOptions.print_operand_shape), hashes equal; the instructions' fingerprints too; a changed operand does
    not."""
    from jax._src.lib import xla_client as xc

    def printed(text: str, operand_shapes: bool) -> str:
        opts = xc._xla.HloPrintOptions()
        opts.print_operand_shape = operand_shapes
        return xc._xla.hlo_module_from_text(text).to_string(opts)

    forms = sorted((Path(__file__).parent / "data" / "hlo_forms").glob("*.txt"))
    assert len(forms) > 20
    for f in forms:
        long, short = printed(f.read_text(), True), printed(f.read_text(), False)
        assert long != short or " %" not in long, f
        a, b = read_hlo_pass(long), read_hlo_pass(short)
        assert a.module_hash == b.module_hash, f
        assert a.instructions["fingerprint"].tolist() == b.instructions["fingerprint"].tolist(), f
    text = printed((CPU / "module_0007.jit_f.0015.HLO_passes_after_layout_assignment.after_fusion.before_fusion-wrapper.txt")
                   .read_text(), True)
    swapped = re.sub(r" add\(([^,()]+), ([^,()]+)\)", r" add(\2, \1)", text, count=1)
    assert swapped != text and read_hlo_pass(swapped).module_hash != read_hlo_pass(text).module_hash


def test_module_metadata_reader_against_the_text() -> None:
    f = GPU / "module_0001.metadata.textproto"
    text = f.read_text()
    m = read_module_metadata(f)
    assert len(m) == text.count("pass_metadata {")
    assert int(m["module_changed"].sum()) == text.count("module_changed: true")
    assert m["pass_id"].is_monotonic_increasing and (m["start_timestamp_us"].diff().dropna() >= 0).all()
    assert (m["duration_us"] == m["end_timestamp_us"] - m["start_timestamp_us"]).all()
    assert all((GPU / x).is_file() for x in m["dump_file"].dropna())  # every dump it names is in the folder
    assert int(m["n_dump_files"].sum()) == text.count("dump_filenames:")
    assert set(m.loc[m["pass"] == "algsimp", "pipeline"]) >= {"simplification"}
    assert "algsimp" not in set(read_module_metadata(GPU_NO / "module_0001.metadata.textproto")["pass"])  # disabled: gone
    cut = text[: text.index("start_timestamp_usec", 2000)]
    with pytest.raises(ParseError, match=r"<text>:\d+: pass_metadata without|ends inside"):
        read_module_metadata(cut + "\n")
    with pytest.raises(ParseError, match="no canonical_module_id"):
        read_module_metadata("module_group_name: \"g\"\n")


# ---- one side's sequence ----


def test_sequence_from_dumps_alone_and_from_the_metadata() -> None:
    cpu = P.pass_sequence(CPU)
    files = sorted(p.name for p in CPU.glob("module_*.txt") if re.search(r"\.\d{4}\.", p.name))
    between = [f for f in files if ".before_" in f]
    body = cpu[~cpu["pipeline"].isin([P.INPUT, P.OUTPUT])]
    assert sorted(body["file"]) == between  # one row per dump between passes, dumps during a pass left out
    assert body["source"].eq("dumps").all() and cpu["duration_us"].isna().all()
    simp = body[body["pipeline"] == "simplification"]
    assert simp["pipeline_run"].max() == sum(".simplification.after_pipeline-start." in f for f in between)
    gpu = P.pass_sequence(GPU)
    meta = read_module_metadata(GPU / "module_0001.metadata.textproto")
    g = gpu[gpu["source"] == "metadata"]
    assert len(g) == len(meta) and g["changed"].sum() == meta["module_changed"].sum()
    assert g["duration_us"].sum() == meta["duration_us"].sum()
    late = gpu[(gpu["source"] == "dumps") & ~gpu["pipeline"].isin([P.INPUT, P.OUTPUT])]
    assert len(late) and not set(late["file"]) & set(meta["dump_file"].dropna())  # dumps after the metadata was written
    # the module after the last pass is the optimised one's predecessor; the input is before_optimizations
    assert gpu.iloc[0]["file"].endswith("before_optimizations.txt") and gpu.iloc[-1]["file"].endswith("gpu_after_optimizations.txt")


def test_nested_pipelines_come_after_their_passes() -> None:
    meta = pd.DataFrame({"pass": ["pipeline-start", "simplification", "pipeline-start", "algsimp", "pipeline-start", "algsimp",
                                  "dce"],
                         "pipeline": ["optimization", "optimization", "simplification", "simplification", "simplification",
                                      "simplification", "optimization"],
                         "duration_us": [1.0, 10.0, 1.0, 4.0, 1.0, 2.0, 3.0]})
    order = P._post_order(meta)
    assert order == [0, 2, 3, 4, 5, 1, 6]
    assert P._self_us(meta) == [1.0, 2.0, 1.0, 4.0, 1.0, 2.0, 3.0]
    pipes, passes = meta["pipeline"].tolist(), meta["pass"].tolist()
    assert P._keys(pipes, passes) == ([1, 1, 1, 1, 2, 2, 1], [1, 1, 1, 1, 1, 1, 1])


# ---- two sides ----


def _seq(rows: list[tuple[str, int, str, str]]) -> pd.DataFrame:
    """A hand-made sequence: (pipeline, pipeline_run, pass, module hash after it)."""
    out, occ = [], {}
    for i, (pipe, run, p, h) in enumerate(rows):
        occ[(pipe, run, p)] = occ.get((pipe, run, p), 0) + 1
        out.append({"pipeline": pipe, "pipeline_run": run, "pass": p, "occurrence": occ[(pipe, run, p)], "changed": p != "pipeline-start",
                    "module_hash": h, "state_file": f"f{i}", "duration_us": float("nan")})
    return pd.DataFrame(out)


def test_alignment_of_a_pass_on_one_side_and_of_extra_fixed_point_runs() -> None:
    a = _seq([(P.INPUT, 1, "in", "h0"), ("simp", 1, "pipeline-start", "h0"), ("simp", 1, "algsimp", "h1"), ("simp", 2, "pipeline-start", "h1"),
              ("simp", 2, "algsimp", "h2"), ("simp", 3, "pipeline-start", "h2"), ("main", 1, "fusion", "h3"), (P.OUTPUT, 1, "out", "h3")])
    b = _seq([(P.INPUT, 1, "in", "h0"), ("simp", 1, "pipeline-start", "h0"), ("simp", 1, "algsimp", "h1"), ("simp", 2, "pipeline-start", "h1"),
              ("simp", 2, "dce", "h1"), ("main", 1, "fusion", "h4"), (P.OUTPUT, 1, "out", "h4")])
    m = pd.DataFrame(P._align(a, b, "m"))
    keys = list(zip(m["pipeline"], m["pipeline_run"], m["pass"], m["side"], strict=True))
    assert keys == [(P.INPUT, 1, "in", "both"), ("simp", 1, "pipeline-start", "both"), ("simp", 1, "algsimp", "both"),
                    ("simp", 2, "pipeline-start", "both"), ("simp", 2, "algsimp", "a"), ("simp", 2, "dce", "b"),
                    ("simp", 3, "pipeline-start", "a"), ("main", 1, "fusion", "both"), (P.OUTPUT, 1, "out", "both")]
    first = m[m["same"].eq(False)].iloc[0]
    assert (first["pass"], first["pipeline_run"], first["side"]) == ("algsimp", 2, "a")  # a's second iteration did more
    assert m.loc[m["pass"] == "dce", "hash_a"].item() == "h2"  # a's module carried over b's pass


def test_a_disabled_pass_is_the_first_divergence_on_cpu_and_gpu() -> None:
    for a, b in ((CPU, CPU_NO), (GPU, GPU_NO)):
        c = P.compare_passes(a, b)
        fd = c.first_divergence
        assert fd is not None and (fd.pass_name, fd.pipeline, fd.pipeline_run) == ("algsimp", "simplification", 1)
        assert fd.how.startswith("ran on a only")
        ops = dict(zip(fd.hlo["opcode"], fd.hlo["status"], strict=True))
        assert ops.get("log") == "added" and ops.get("exponential") == "added"  # b still holds log(exp(.))
        rows = c.passes
        before = rows[rows["position"] < fd.position]
        assert before["same"].all()  # identical up to there
        assert "first differs after algsimp in simplification" in c.text()
        k = c.kernels
        assert len(k) >= 1 and k["pass"].notna().all()
        assert set(k["pass"]) <= {"fusion", "priority-fusion"}  # the fusion differs where it was formed


def test_identical_dumps_are_identical_through_every_pass(tmp_path: Path) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(CPU, copy)
    c = P.compare_passes(CPU, copy)
    n = int((~c.passes["pipeline"].isin([P.INPUT, P.OUTPUT])).sum())
    assert c.first_divergence is None and n == c.n_passes and n > 10
    assert f"identical through all {n} HLO passes" in c.text()
    doc = __import__("json").loads(c.to_json())
    assert doc["first_divergence"] is None and doc["n_passes"] == n and len(doc["passes"]) == len(c.passes)


def test_torch_xla_per_pass_dumps_and_bad_sides(tmp_path: Path) -> None:
    s = P.pass_sequence(TXLA)
    assert s["hlo_module"].unique().tolist() == ["SyncTensorsGraph.30"]
    alg = s[s["pass"] == "algsimp"]
    assert len(alg) and alg["changed"].all()
    i = int(alg["position"].iloc[0])
    assert s.loc[i, "module_hash"] != s.loc[i - 1, "module_hash"]  # algsimp changed torch_xla's module
    with pytest.raises(KitError, match="no per-pass HLO dumps"):
        P.compare_passes(tmp_path, CPU)
    with pytest.raises(KitError, match="no such folder"):
        P.compare_passes(tmp_path / "nope", CPU)


# ---- the command, and a real capture with --dump-passes ----


def test_kit_passes_json_and_html(tmp_path: Path) -> None:
    from .conftest import run_kit

    proc = run_kit("passes", str(CPU), str(CPU_NO), "--json", "--html", str(tmp_path / "p.html"))
    doc = __import__("json").loads(proc.stdout)
    assert doc["first_divergence"]["pass"] == "algsimp" and doc["first_divergence"]["pipeline"] == "simplification"
    assert len(doc["passes"]) == doc["n_passes"] + 2  # the input and optimised-module rows besides the passes
    page = (tmp_path / "p.html").read_text()
    assert "First divergence: algsimp in simplification" in page and page.count("<tr") > doc["n_passes"]


@pytest.fixture(scope="module")
def pass_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real replay of the small module with --dump-passes: split counts 1 and 8, one block each (their CPUs differ)."""
    from .conftest import run_kit

    tmp = tmp_path_factory.mktemp("passes")
    spec = tmp / "spec.toml"  # split count 1 on one CPU (a compile pool of one thread), 8 on two
    spec.write_text('[[configs]]\nname = "split-1"\nsplit_count = 1\ncpus = [0]\n\n'
                    '[[configs]]\nname = "split-8"\nsplit_count = 8\ncpus = [0, 1]\n')
    out = tmp / "run"
    run_kit("replay", str(CPU / "module_0007.jit_f.before_optimizations.txt"), "--config", str(spec), "--dump-passes",
            "--repeats", "1", "--steps", "1", "--warmup", "0", "--trace-steps", "0", "--compile-repeats", "0", "--no-progress",
            "--no-report", "--out", str(out))
    return out


def test_dump_passes_capture_case1_and_compile_phases(pass_run: Path) -> None:
    """A real replay with --dump-passes: per-pass dumps and a profiled compile per config; split counts 1 and 8 are
    identical through every HLO pass (Case 1 on XLA:CPU), and the profiled compile's phases add up to its time."""
    from kitlib.runfolder.run import open_run

    out = pass_run
    run = open_run(out)
    assert run.spec["dump_passes"] is True
    for c in ("split-1", "split-8"):
        flags = run.result(c, 0)["options"]
        assert flags["xla_dump_hlo_pass_re"] == ".*" and flags["xla_dump_module_metadata"] is True
    c = P.compare_passes(out / "split-1", out / "split-8")
    assert c.first_divergence is None and c.n_passes > 10
    assert c.verdict().startswith(f"split-8 vs split-1: identical through all {c.n_passes} HLO passes")
    phases, check, parts = CP.compile_phases(run)
    assert len(check) == 2 and check["n_compiles"].eq(1).all()  # 2 configs, one block each, one module each
    assert check["ratio"].between(0.95, 1.0 + 1e-6).all(), check  # the phases account for the timed call
    assert (check["xla_us"] <= check["phases_us"]).all() and (check["named_us"] > 0.5 * check["measured_us"]).all()
    assert set(phases["phase"]) >= {"HLO passes", "IR emission", "LLVM optimisation and code generation"}
    for (cfg, k), g in phases.groupby(["config", "process"]):
        row = check[(check["config"] == cfg) & (check["process"] == k)].iloc[0]
        assert abs(g["duration_us"].sum() - row["phases_us"]) < 1e-6 * row["phases_us"]  # a partition of the compile
    assert parts["kind"].str.startswith("LLVM compile").any()
    pt = CP.pass_times(run)
    assert set(pt["source"]) == {"trace"} and {"layout-assignment", "copy-insertion"} <= set(pt["pass"])
    scaling, facts = PS.phase_scaling(run)  # one pool thread (split-1's CPUs) against two (split-8's)
    assert (facts["threads_a"], facts["threads_b"]) == (1.0, 2.0)
    assert set(scaling["phase"]) == set(phases["phase"]) | {"compile (measured)"}
    assert scaling["verdict"].isin(["shrinks", "does not shrink", "can't tell"]).all()
    assert math.isnan(facts["serial_fraction"]) or 0.0 <= facts["serial_fraction"] <= 1.0


def test_notebook_06_walks_a_pair_and_a_run(pass_run: Path, tmp_path: Path) -> None:
    import nbformat

    from kitlib.report.render import execute_notebook

    nb = Path(__file__).resolve().parents[1] / "notebooks" / "06_passes.ipynb"
    done = execute_notebook(nb, tmp_path / "06.ipynb", {"run_dir": str(pass_run)}, cell_timeout_s=300)
    text = "\n".join(str(o.get("text", o.get("data", {}).get("text/markdown", ""))) for c in nbformat.read(done, as_version=4).cells
                     if c.cell_type == "code" for o in c.get("outputs", []))
    assert "first differs after algsimp in simplification" in text
    assert "image/png" in "".join(str(o.get("data", {}).keys()) for c in nbformat.read(done, as_version=4).cells
                                   if c.cell_type == "code" for o in c.get("outputs", []))  # the phase figure


def test_runaway_fixed_point_pipelines_are_named_with_their_passes() -> None:
    rows = [(P.INPUT, 1, "before_optimizations", "h0")]
    for run in range(1, 26):  # a pipeline that runs to XLA's limit, algsimp and dce changing it back and forth
        rows += [("simplification", run, "pipeline-start", f"h{run % 2}"), ("simplification", run, "algsimp", f"h{(run + 1) % 2}")]
    rows += [("cycle", 1, "pipeline-start", "c0"), ("cycle", 1, "dce", "c1"), ("cycle", 2, "pipeline-start", "c1"),
             ("cycle", 2, "dce", "c0"), ("cycle", 3, "pipeline-start", "c0"), ("calm", 1, "pipeline-start", "x"),
             ("calm", 1, "algsimp", "y"), ("calm", 2, "pipeline-start", "y"), (P.OUTPUT, 1, "after_optimizations", "y")]
    seq = _seq(rows).assign(hlo_module="m")
    r = PS.runaway_passes(seq).set_index("pipeline")
    assert r.loc["simplification", "verdict"] == "iteration limit" and r.loc["simplification", "n_runs"] == 25
    assert r.loc["simplification", "passes"] == "algsimp"
    assert r.loc["cycle", "verdict"] == "cycle" and "run 3 is the one at run 1" in r.loc["cycle", "detail"]
    assert "calm" not in r.index  # ran twice and settled


def test_canonical_hash_is_the_same_for_the_2024_short_print_and_todays_print() -> None:
    """Differential: jaxlib 0.4.30's per-pass dump (short print: no %, no signatures, '} // name') and the same module
    printed by today's XLA (jaxlib 0.9.2 parses it and prints it back) hash equal; a changed layout does not."""
    import os

    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    from jax._src.lib import xla_client

    f = next((DATA / "jax-0.4.30").glob("*.txt"))
    old = f.read_text()
    assert "%" not in old.split("\n", 1)[1] and "} // main." in old  # the short print
    new = xla_client._xla.hlo_module_from_text(old).to_string()
    assert "%main." in new or "ENTRY %" in new
    a, b = read_hlo_pass(f), read_hlo_pass(new)
    assert a.module_hash == b.module_hash
    assert sorted(a.computations.values()) == sorted(b.computations.values())
    assert read_hlo_pass(old.replace("{2,1,0}", "{1,2,0}", 1)).module_hash != a.module_hash


def test_confirm_measures_the_pass_disabled_on_each_side(pass_run: Path, tmp_path: Path) -> None:
    """kit passes A B --confirm --config SPEC on a real replay whose two configs differ by one disabled pass: a new run of a, b and
    each with the first divergent pass disabled, the ablation on each side and a verdict; on two configs identical
    through every pass it says there is no pass to disable (one line, exit 2)."""
    import json

    from .conftest import run_kit

    spec = tmp_path / "spec.toml"
    spec.write_text('[[configs]]\nname = "default"\n\n[[configs]]\nname = "no-algsimp"\n'
                    'xla_flags = "--xla_disable_hlo_passes=algsimp"\n')
    run = tmp_path / "run"
    run_kit("replay", str(CPU / "module_0007.jit_f.before_optimizations.txt"), "--config", str(spec), "--dump-passes",
            "--repeats", "1", "--steps", "1", "--warmup", "0", "--trace-steps", "0", "--compile-repeats", "0", "--no-progress",
            "--no-report", "--out", str(run))
    out = tmp_path / "confirm"
    mine = tmp_path / "confirm.toml"  # what runs is what the user names (the run's manifest is data: tests/test_hostile.py)
    mine.write_text(f'backend = "hlo-replay"\nsource = "{CPU / "module_0007.jit_f.before_optimizations.txt"}"\n' + spec.read_text())
    proc = run_kit("passes", str(run / "default"), str(run / "no-algsimp"), "--confirm", "--config", str(mine), "--repeats", "2",
                   "--steps", "3", "--json", "--out", str(out))
    doc = json.loads(proc.stdout)["confirm"]
    assert doc["pass"] == "algsimp" and doc["run"] == str(out)
    m = json.loads((out / "manifest.json").read_text())
    assert sorted(c["name"] for c in m["configs"]) == ["a", "a-without-pass", "b", "b-without-pass"]
    assert "--xla_disable_hlo_passes=algsimp" in next(c for c in m["configs"] if c["name"] == "a-without-pass")["xla_flags"]
    assert "a_without_vs_a" in doc and doc["a_without_vs_a"]["verdict"] in ("slower", "faster", "no change", "can't tell")
    assert doc["verdict"].startswith(("restored", "partly restored", "not restored", "moves away", "can't tell"))
    same = run_kit("passes", str(pass_run / "split-1"), str(pass_run / "split-8"), "--confirm", check=False)
    assert same.returncode == 2 and "no pass to disable" in same.stderr and len(same.stderr.strip().splitlines()) == 1


_TWO_MODULES = r'''
import jax, jax.numpy as jnp
# a small graph compiled first (a set-up graph), then the step: both hold log(exp(.)), which algsimp folds
jax.jit(lambda v: jnp.log(jnp.exp(v))).lower(jnp.ones(3)).compile()
def step(w, x):
    h = jnp.log(jnp.exp(x @ w))
    for _ in range(6):
        h = jnp.tanh(h @ w.T @ w) + jnp.log(jnp.exp(h))
    return h.sum()
jax.jit(step).lower(jnp.ones((16, 16)), jnp.ones((4, 16))).compile()
'''


def test_the_first_divergence_is_the_largest_diverging_modules(tmp_path: Path) -> None:
    """Two modules diverge (algsimp disabled on b): the first divergence named is the larger module's (a program's
    step, not the set-up graph compiled before it; it was the first module in order). Real XLA:CPU per-pass dumps."""
    import os
    import subprocess
    import sys

    for side, extra in (("a", ""), ("b", " --xla_disable_hlo_passes=algsimp")):
        flags = f"--xla_dump_to={tmp_path / side} --xla_dump_hlo_pass_re=.*{extra}"
        subprocess.run([sys.executable, "-c", _TWO_MODULES], check=True, capture_output=True, timeout=300,
                       env={**os.environ, "XLA_FLAGS": flags, "JAX_PLATFORMS": "cpu"})
    c = P.compare_passes(tmp_path / "a", tmp_path / "b")
    diverging = set(c.passes.loc[c.passes["same"].eq(False), "hlo_module"])
    assert len(diverging) >= 2, diverging  # both modules diverge
    fd = c.first_divergence
    assert fd is not None and fd.hlo_module == "jit_step" and fd.pass_name == "algsimp"
