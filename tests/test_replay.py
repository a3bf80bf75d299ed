"""Replaying torch_xla's own graphs inside one process (``kit replay``, ``--backend torch-xla-replay``).

Real inputs only: the graphs are those torch_xla 2.9.0 compiled for bert-tiny (``data/bert-tiny-cpu``, a real
capture, and a fresh torch_xla capture for the sweep backend), compiled again here by jaxlib under each config.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from kitlib.analysis.compare import BLOCKED, compare, compare_run, load_side, two_sided
from kitlib.analysis.design import compile_comparison, design_headline, machine_minutes
from kitlib.analysis.fidelity import fidelity_counts, fidelity_facts, fidelity_kernels, fidelity_summary
from kitlib.capture.replay import index_bounds, module_inputs, resolve_source
from kitlib.capture.spec import ConfigSpec, SweepSpec, split_count_configs
from kitlib.capture.sweep import sweep
from kitlib.errors import CaptureError
from kitlib.runfolder import open_run

from .conftest import REPO, run_kit

CAPTURE = REPO / "data" / "bert-tiny-cpu"
DUMP = CAPTURE / "split-1" / "dump"
MAIN = DUMP / "module_0002.SyncTensorsGraph.550.before_optimizations.txt"
WORKLOAD = {"steps": 10, "warmup": 1, "trace_steps": 4, "repeats": 3, "compile_repeats": 2}
BAD = "--xla_kit_no_such_option=1"


@pytest.fixture(scope="module")
def run(tmp_path_factory) -> Path:
    """hlo-replay of the committed torch_xla capture: split-1, split-8, a copy of split-1 (A/A) and a rejected option."""
    configs = (*split_count_configs([1, 8], "hlo-replay"),
               ConfigSpec("split-1-again", "--xla_cpu_parallel_codegen_split_count=1", split_count=1), ConfigSpec("bad", BAD))
    spec = SweepSpec(model="replay of bert-tiny", backend="hlo-replay", source=str(CAPTURE), configs=configs, **WORKLOAD)
    return sweep(spec, tmp_path_factory.mktemp("replay") / "run", progress=False)


def test_the_replay_takes_the_capturing_clients_compile_options(tmp_path):
    """XLA dumps each module's non-default DebugOptions: torch_xla 2.9.0 lists no xla_cpu_enable_fast_min_max
    (XLA's default, true), jax 0.9.2 lists ``false`` (its client sets it on every compile). A replay of a folder
    compiles with the capture's value; a folder without debug_options says nothing (the replaying client's own)."""
    from kitlib.capture.replay import CLIENT_OPTIONS, capture_compile_options
    from kitlib.dumps.index import read_dump_index

    mods, facts = resolve_source(CAPTURE / "split-1")
    assert facts["compile_options"] == {"xla_cpu_enable_fast_min_max": True} == CLIENT_OPTIONS
    assert facts["compile_options_from"].endswith(f"{mods[0]['hlo_module']}.debug_options")
    jax_dump = REPO / "data" / "bert-tiny-gpu" / "split-1" / "dump"
    opts, where = capture_compile_options(jax_dump, read_dump_index(jax_dump), "IrToHlo.541")
    assert opts == {"xla_cpu_enable_fast_min_max": False} and where.endswith("IrToHlo.541.debug_options")
    bare = tmp_path / "dump"
    bare.mkdir()
    (bare / MAIN.name).write_text(MAIN.read_text())
    assert resolve_source(bare)[1]["compile_options"] == {}


def test_index_bounds_from_the_graph():
    # bert-tiny's graph indexes the word (30522), token type (2) and position (512) embeddings with parameters 9, 7, 5
    assert index_bounds(MAIN.read_text()) == {9: 30522, 7: 2, 5: 512}
    text = """HloModule m, entry_computation_layout={(f32[10,4]{1,0}, s32[])->f32[3,4]{1,0}}

%inner (p: f32[10,4], i: s32[]) -> f32[3,4] {
  %p = f32[10,4]{1,0} parameter(0)
  %i = s32[] parameter(1)
  %z = s32[] constant(0)
  ROOT %ds = f32[3,4]{1,0} dynamic-slice(%p, %i, %z), dynamic_slice_sizes={3,4}
}

ENTRY %main (a: f32[10,4], b: s32[]) -> f32[3,4] {
  %a = f32[10,4]{1,0} parameter(0)
  %b = s32[] parameter(1)
  %c = s32[] convert(%b)
  ROOT %r = f32[3,4]{1,0} call(%a, %c), to_apply=%inner
}
"""
    assert index_bounds(text) == {1: 8}  # through a call: 10 rows - 3 sliced + 1
    args, record = module_inputs(text, [((10, 4), "float32"), ((), "int32")], seed=3)
    assert args[1].dtype == np.int32 and 0 <= int(args[1]) < 8 and "indexes the program" in record[1]["values"]
    again, _ = module_inputs(text, [((10, 4), "float32"), ((), "int32")], seed=3)
    assert np.array_equal(args[0], again[0])  # seeded: every block feeds the same arrays


def test_resolve_every_kind_of_source(tmp_path):
    mods, facts = resolve_source(CAPTURE)  # a run folder: its first ok config's modules that ran (trace)
    assert facts["source_kind"].startswith("run folder") and "trace" in facts["modules_from"]
    assert [m["hlo_module"] for m in mods] == ["SyncTensorsGraph.34", "SyncTensorsGraph.25", "SyncTensorsGraph.550"]
    assert resolve_source(DUMP)[1]["source_kind"] == "dump folder"
    assert resolve_source(CAPTURE / "split-8")[1]["source_kind"] == "config folder"
    one, facts = resolve_source(MAIN)
    assert [m["hlo_module"] for m in one] == ["SyncTensorsGraph.550"] and facts["source_kind"] == "hlo file"
    assert [m["hlo_module"] for m in resolve_source(CAPTURE, "SyncTensorsGraph.550")[0]] == ["SyncTensorsGraph.550"]
    bad = tmp_path / "notes.txt"
    bad.write_text("not hlo\n")
    with pytest.raises(CaptureError, match="notes.txt: not an HLO module"):
        resolve_source(bad)
    with pytest.raises(CaptureError, match="no HLO module named 'nope'"):
        resolve_source(CAPTURE, "nope")
    (tmp_path / "empty").mkdir()
    with pytest.raises(CaptureError, match="no HLO module to replay"):
        resolve_source(tmp_path / "empty")
    tup = tmp_path / "t.hlo"
    tup.write_text("HloModule t, entry_computation_layout={((f32[], f32[]))->f32[]}\n\nENTRY %main (p: (f32[], f32[])) -> f32[] {\n"
                   "  %p = (f32[], f32[]) parameter(0)\n  ROOT %g = f32[] get-tuple-element(%p), index=0\n}\n")
    with pytest.raises(CaptureError, match=r"t.hlo:4: parameter 0 \(p\) is \(f32\[\], f32\[\]\): only arrays can be fed"):
        resolve_source(tup)


def test_replay_run_is_an_ordinary_blocked_run(run):
    r = open_run(run)
    assert r.backend == "hlo-replay" and r.ok_configs == ["split-1", "split-8", "split-1-again"]
    entries = {c["name"]: c for c in r.configs}
    assert entries["bad"]["status"] == "failed" and "xla_kit_no_such_option" in entries["bad"]["reason"]
    assert len(entries["bad"]["processes"]) == 1  # failed in block 0: not tried again in later blocks
    for k in range(WORKLOAD["repeats"]):  # process k of every config is one OS process (a block)
        assert len({entries[n]["processes"][k]["pid"] for n in r.ok_configs}) == 1
    assert entries["bad"]["processes"][0]["pid"] == entries["split-1"]["processes"][0]["pid"]
    res = r.result("split-8", 1)
    assert len(res["compile_times_s"]) == WORKLOAD["compile_repeats"]
    orders = [r.result(n, 1)["compile_order"] for n in r.ok_configs]  # each round: a fresh random order of the configs
    assert all(sorted(o[i] for o in orders) == [0, 1, 2] for i in range(WORKLOAD["compile_repeats"]))
    assert res["compile_time_s"] == pytest.approx(float(np.median(res["compile_times_s"])))
    # the compiles' CPU time too, one per compile (all threads: at least a good part of the wall time)
    assert len(res["compile_cpu_times_s"]) == len(res["compile_times_s"])
    assert all(c > 0.2 * w for c, w in zip(res["compile_cpu_times_s"], res["compile_times_s"], strict=True))
    mods = res["replay"]["modules"]
    assert [m["hlo_module"] for m in mods] == ["SyncTensorsGraph.34", "SyncTensorsGraph.25", "SyncTensorsGraph.550"]
    ids = next(p for p in mods[2]["parameters"] if p["parameter"] == 9)
    assert ids["shape"] == [8, 128] and ids["values"] == "uniform [0, 30522) (indexes the program)"
    # each config compiled the replayed graph into its own dump, with its own split count in effect
    for n, count in (("split-1", 1), ("split-8", 8)):
        opts = next(r.dump_dir(n).glob("*SyncTensorsGraph.550.debug_options")).read_text()
        assert re.search(rf"^xla_cpu_parallel_codegen_split_count: {count}$", opts, re.M)
    from kitlib.analysis.placement import process_placement

    placed = process_placement(r)
    assert set(placed["executor"]) == {"local"} and placed["node"].str.startswith("local:").all()  # where each block ran
    c = compare_run(run)["split-8"]
    assert c.design == BLOCKED and int(c.end_to_end.iloc[0]["n_a"]) == WORKLOAD["repeats"]
    assert (c.kernels["kernel"].str.contains("fusion")).any()  # the replayed kernels, from the shared profile


def test_a_blocks_profile_is_converted_once_for_all_its_configs_and_openings(run, monkeypatch):
    """A block's one profile stands in each config's trace/: xprof converts it once per content, through the parse
    cache (a later process opening the run converts nothing); each config's kernels are read_xplane's, kept to its
    steps."""
    from kitlib.timings import xplane

    calls = []
    convert = xplane._trace_viewer
    monkeypatch.setattr(xplane, "_trace_viewer", lambda p, d: calls.append(p) or convert(p, d))
    r = open_run(run)
    tables = {n: r.trace(n, 1) for n in r.ok_configs}
    assert len(calls) <= 1  # one block's profile (none where an earlier test of this run converted it)
    f = xplane.newest_xplane(r.trace_dir("split-8", 1))
    whole = xplane.read_xplane(f).kernels
    for n, t in tables.items():
        nums = r.process_record(n, 1)["trace_step_nums"]
        assert nums and set(t["step"]) == set(nums)
        pd.testing.assert_frame_equal(t, whole[whole["step"].isin(nums)].reset_index(drop=True))
    xplane._SEEN.clear()  # as a new process: nothing remembered in memory
    calls.clear()
    again = open_run(run)
    assert [again.trace(n, 1) is not None for n in again.ok_configs] == [True] * 3 and not calls
    assert again.compile_trace("split-1", 1) is None  # no profiled compile in this run


def test_paired_statistics_on_replay_data(run):
    """A/A (two configs with the same options) and planted effects on the real replay samples."""
    a, b = load_side([run / "split-1"], "a"), load_side([run / "split-1-again"], "b")
    from kitlib.analysis.compare import blocked, by_block

    assert blocked(a, b)
    a, b = by_block(a), by_block(b)
    steps, kernels = two_sided(a, b)
    aa = compare(steps, kernels, paired=True)
    e = aa.end_to_end.iloc[0]
    # the same program: no effect beyond noise (3 blocks of bert-tiny on a loaded machine can stray 5%, but not
    # outside its own interval and 10% at once)
    assert e["ci_low"] <= 1 <= e["ci_high"] or abs(np.log(e["ratio"])) < 0.1, e.to_dict()
    assert aa.negative_controls["false_alarms"] <= max(1, aa.negative_controls["kernels"] // 10)
    # planted beyond the A/A interval's own width (2 degrees of freedom: a loaded machine can widen it a lot)
    for factor, verdict in ((max(2.0, 2.0 / e["ci_low"]), "slower"), (min(0.5, 0.5 / e["ci_high"]), "faster")):
        planted = steps.assign(value=np.where(steps["side"] == "b", steps["value"] * factor, steps["value"]))
        got = compare(planted, None, paired=True).end_to_end.iloc[0]
        assert got["verdict"] == verdict and got["ratio"] == pytest.approx(e["ratio"] * factor, rel=1e-6)
    # one kernel made slower on b: its ratio moves by exactly that factor, the others stay where they were, and its
    # verdict follows its interval; a gross change is called slower, and no other kernel with it (FDR over the kernels with >= 2% of the time).
    # How small a change is detected is the benchmark's question (benchmarks/replay_design.py), not a test's.
    base = compare(steps, kernels, paired=True, min_share=0.02).kernels.set_index("kernel")
    top = base.drop(index="end_to_end", errors="ignore")["a"].idxmax()  # the kernel with most time among those compared (its typical value, not its sum)
    # "gross" is measured against the kernel's own interval: with 3 blocks (2 degrees of freedom, level 1 - 0.05 R/m) a
    # loaded machine can spread it over x10 (CI saw x85 called "can't tell"). Planting moves the interval with the
    # ratio, at a level that changes with R (other kernels' q-values): x 2 r / lo^2 stays above 1 even if its
    # half-width doubles.
    lo, r = base.loc[top, "ci_low"], base.loc[top, "ratio"]

    def plant(factor: float):
        planted = kernels.assign(value=np.where((kernels["side"] == "b") & (kernels["kernel"] == top), kernels["value"] * factor,
                                                kernels["value"]))
        ks = compare(steps, planted, paired=True, min_share=0.02).kernels.set_index("kernel")
        assert ks.loc[top, "ratio"] == pytest.approx(base.loc[top, "ratio"] * factor, rel=1e-6)
        assert (ks.loc[top, "verdict"] == "slower") == (ks.loc[top, "ci_low"] > 1), ks.loc[top].to_dict()
        assert ks.drop(index=top)["ratio"].to_numpy() == pytest.approx(base.drop(index=top).loc[ks.drop(index=top).index, "ratio"].to_numpy())
        return ks

    gross = max(100.0, 2.0 * r / lo**2)
    for factor in (3.0, gross):
        ks = plant(factor)
    if ks.loc[top, "verdict"] != "slower":  # its interval is drawn at a false-coverage level set by R, which the plant moved
        # (CI: a x100 plant with 3 blocks left it below 1): planted again beyond that interval; R can only grow, narrowing it
        ks = plant(gross * 2.0 / ks.loc[top, "ci_low"])
    assert ks.loc[top, "verdict"] == "slower", ks.loc[top].to_dict()
    others = ks.drop(index=top)["verdict"].isin(["slower", "faster"])
    assert others.sum() <= max(1, len(others) // 10), ks[ks["verdict"].isin(["slower", "faster"])]  # A/A noise: few false alarms


def test_compile_time_is_paired(run):
    cc = compile_comparison(open_run(run)).set_index("config")
    assert list(cc.index) == ["split-8", "split-1-again"]
    assert (cc["design"] == BLOCKED).all() and (cc["n_processes"] == WORKLOAD["repeats"]).all()
    assert (cc["compiles_per_process"] == WORKLOAD["compile_repeats"]).all()
    assert abs(np.log(cc.loc["split-1-again", "ratio"])) < 0.3  # the same compile twice (bert-tiny: 0.5 s, noisy under load)
    cpu = compile_comparison(open_run(run), measure="cpu").set_index("config")  # the compiles' work, paired alike
    assert list(cpu.index) == list(cc.index) and (cpu["n_processes"] == WORKLOAD["repeats"]).all()
    assert abs(np.log(cpu.loc["split-1-again", "ratio"])) < 0.3
    from kitlib.analysis.compare import run_pairs

    pairs = run_pairs(open_run(run))
    said = design_headline(open_run(run), pairs)
    reached = next(x for x in said if x.startswith("MDE reached"))
    advice = [x for x in said if x.startswith("To reach 5% ")]
    # an MDE above 5% gets the advice, scaled as 1/sqrt(processes) from 3 blocks: more than 3 processes per config
    above = [float(x) for x in re.findall(r"(\d+(?:\.\d+)?)%", reached.split(":", 1)[1])[:3] if float(x) > 5]
    assert bool(above) == bool(advice), said
    for k in re.findall(r" about (\d+) \(", advice[0] if advice else ""):
        assert int(k) > WORKLOAD["repeats"], advice
    lines = design_headline(open_run(run), [])
    assert lines[0] == "torch_xla 2.9.0's graphs, compiled by jaxlib 0.7.1's XLA, the one torch_xla 2.9.0 ships."  # the default
    design = next(x for x in lines if x.startswith("Design:"))  # after the XLA line and the fidelity gate, if any
    assert design.startswith("Design: configs share each process") and "replaying 3 HLO module(s)" in design
    # machine time counts each OS process once: a block's configs share its pid, so it is below the configs' sum
    m = open_run(run).manifest
    walls = {p["pid"]: p["wall_s"] for c in m["configs"] for p in c["processes"]}
    per_config = sum(p["wall_s"] for c in m["configs"] for p in c["processes"])
    capture = float((m.get("capture") or {}).get("wall_s") or 0.0)
    assert len(walls) == WORKLOAD["repeats"] and all(w > 0 for w in walls.values())
    assert machine_minutes(open_run(run)) * 60 == pytest.approx(sum(walls.values()) + capture)
    assert sum(walls.values()) < per_config


def test_fidelity_against_torch_xlas_own_compile(run):
    r = open_run(run)
    assert r.capture_dir == CAPTURE / "split-1"
    counts = fidelity_counts(r).set_index(["hlo_module", "what", "name"])
    # recount both sides straight from the optimised HLO texts
    mine = next(DUMP.glob("module_*.SyncTensorsGraph.550.cpu_after_optimizations.txt")).read_text()
    theirs = next(r.dump_dir("split-1").glob("module_*.SyncTensorsGraph.550.cpu_after_optimizations.txt")).read_text()
    for opcode in ("call", "fusion", "dot"):
        pattern = re.compile(rf"= \S+ {opcode}\(")
        row = counts.loc[("SyncTensorsGraph.550", "opcode", opcode)]
        assert (row["captured"], row["replayed"]) == (len(pattern.findall(mine)), len(pattern.findall(theirs))), opcode
    summary = fidelity_summary(r).set_index("hlo_module")
    assert summary.loc["SyncTensorsGraph.550", "fusions_captured"] == counts.loc[("SyncTensorsGraph.550", "total", "fusions"), "captured"]
    k = fidelity_kernels(r)
    assert set(k["status"]) <= {"same", "differs", "code unknown", "only in a", "only in b"} and len(k) > 10
    facts = fidelity_facts(r)
    assert facts["replayed_by"].startswith("jaxlib ") and facts["captured_by"] == "torch_xla 2.9.0"
    assert facts["step_ratio"] > 0 and facts["torch_xla_step_s"] == pytest.approx(
        float(np.median(json.loads((CAPTURE / "split-1" / "result.json").read_text())["step_times_s"])))


def test_kit_replay_one_file_and_bad_input(tmp_path):
    """A bug-report style check: one HLO file, two configs, no run folder; bad sources exit 2 with one line."""
    out = tmp_path / "one"
    proc = run_kit("replay", str(MAIN), "--split-counts", "1,8", "--repeats", "2", "--steps", "3", "--warmup", "1",
                   "--trace-steps", "1", "--compile-repeats", "1", "--out", str(out), "--no-progress", "--no-report")
    assert "replayed 1 module(s) of hlo file" in proc.stdout
    assert {c["name"]: c["status"] for c in json.loads((out / "manifest.json").read_text())["configs"]} == {"split-1": "ok", "split-8": "ok"}
    for source in (tmp_path / "missing", Path("/etc/hostname")):
        bad = run_kit("replay", str(source), "--out", str(tmp_path / "bad"), check=False)
        assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1 and str(source) in bad.stderr, bad.stderr
    assert not (tmp_path / "bad").exists()  # refused before any folder is made


def test_killed_replay_resumes_with_finished_blocks_kept(tmp_path, monkeypatch):
    spec = SweepSpec(model="replay", backend="hlo-replay", source=str(MAIN), configs=split_count_configs([1, 8], "hlo-replay"),
                     steps=2, warmup=0, trace_steps=0, repeats=2, compile_repeats=0)
    monkeypatch.setenv("KIT_JAX_WORKER_CRASH", "timed@1")  # block 1 dies mid-measurement
    out = sweep(spec, tmp_path / "run", progress=False)
    m = json.loads((out / "manifest.json").read_text())
    assert [[p["status"] for p in c["processes"]] for c in m["configs"]] == [["ok", "failed"], ["ok", "failed"]]
    pid0 = m["configs"][0]["processes"][0]["pid"]
    monkeypatch.delenv("KIT_JAX_WORKER_CRASH")
    m = json.loads((sweep(spec, out, progress=False) / "manifest.json").read_text())
    assert [c["status"] for c in m["configs"]] == ["ok", "ok"]
    assert [c["processes"][0]["pid"] for c in m["configs"]] == [pid0, pid0]  # block 0 kept, not run again
    assert len({c["processes"][1]["pid"] for c in m["configs"]}) == 1 != pid0


def test_notebook_00_drives_a_torch_xla_replay_sweep(tmp_path):
    """--backend torch-xla-replay from notebook 00: one torch_xla process captures bert-tiny's graphs, then blocks
    replay exactly those (the modules that ran in the capture's profiled steps)."""
    import papermill

    out = tmp_path / "txr"
    papermill.execute_notebook(str(REPO / "notebooks" / "00_sweep.ipynb"), str(tmp_path / "out.ipynb"),
                               parameters={"model": "bert-tiny", "backend": "torch-xla-replay", "compile_threads": None,
                                           "split_counts": [1, 8], "steps": 3, "repeats": 2, "out_dir": str(out)},
                               cwd=str(REPO / "notebooks"), progress_bar=False, kernel_name="python3")
    r = open_run(out)
    assert r.backend == "torch-xla-replay" and r.ok_configs == ["split-1", "split-8"]
    cap = r.manifest["capture"]
    assert cap["status"] == "ok" and cap["dir"] == "capture" and (out / "capture" / "trace").is_dir()
    replayed = {m["hlo_module"] for m in r.manifest["replay"]["modules"]}
    from kitlib.timings.trace import read_trace

    traced = set(read_trace(out / "capture" / "trace")["hlo_module"].dropna())
    assert replayed == traced and all(name.startswith("SyncTensorsGraph.") for name in replayed)
    assert len({c["processes"][1]["pid"] for c in r.configs}) == 1  # block 1 held both configs
    assert len(fidelity_summary(r)) == len(replayed)
    assert "blocked" in (tmp_path / "out.ipynb").read_text()  # the notebook's paired compile-time table
    # the run as a replay source (kit replay RUN --xla-versions ...): torch_xla's graphs, from its capture, never
    # a config's (those are the replaying jaxlib's round trip of them)
    mods, facts = resolve_source(out)
    assert facts["source_kind"] == "run folder (its torch_xla capture)"
    assert {m["hlo_module"] for m in mods} == replayed
    assert all(Path(m["path"]).parent == out / "capture" / "dump" for m in mods)


def test_process_wide_settings_get_a_block_process_each(tmp_path):
    """Configs that differ in CPU affinity (XLA:CPU sizes its compile pool from it) cannot share a process: one
    block process per value and repeat, interleaved; compile time compared across processes, with a within-process
    interval from each process's repeated compiles."""
    from kitlib.analysis.design import compile_within

    configs = (ConfigSpec("one-cpu", cpus=(0,)), ConfigSpec("two-cpus", cpus=(0, 1)),
               ConfigSpec("two-cpus-split-8", "--xla_cpu_parallel_codegen_split_count=8", cpus=(0, 1), split_count=8))
    spec = SweepSpec(model="replay", backend="hlo-replay", source=str(MAIN), configs=configs, steps=2, warmup=0,
                     trace_steps=0, repeats=2, compile_repeats=2)
    r = open_run(sweep(spec, tmp_path / "run", progress=False))
    e = {c["name"]: c for c in r.configs}
    assert all(c["status"] == "ok" for c in r.configs)
    for k in range(2):
        pids = {n: e[n]["processes"][k]["pid"] for n in e}
        assert pids["two-cpus"] == pids["two-cpus-split-8"] != pids["one-cpu"]  # per-compile options share a block
        assert {e[n]["processes"][k]["block"] for n in e} == {f"blocks/{k}-0", f"blocks/{k}-1"}
    assert json.loads((tmp_path / "run" / "blocks" / "0-0" / "block.json").read_text())["cpus"] in ([0], [0, 1])
    cc = compile_comparison(r).set_index("config")
    assert cc.loc["two-cpus", "design"] == "processes" and cc.loc["two-cpus-split-8", "design"] == "processes"
    w = compile_within(r)
    assert len(w) == 6 and (w["compiles"] == 2).all() and (w["ci_low_s"] <= w["median_s"]).all()
