"""The in-process JAX backends: real bert-tiny sweeps where every config shares one process.

One module-scoped jax-cpu run: split counts 1 and 8 plus a config with an option
XLA rejects, all in one process; then a jax-gpu run on the CPU platform (the GPU
code path differs only in platform and flags; no GPU here), and a crash of the
shared process followed by a resume.
"""
from __future__ import annotations

import json
import re

import pytest

from kitlib.analysis.compare import BLOCKED, compare_run
from kitlib.capture.jax_worker import parse_options
from kitlib.capture.spec import ConfigSpec, SweepSpec, split_count_configs
from kitlib.capture.sweep import sweep
from kitlib.errors import CaptureError
from kitlib.runfolder import open_run
from kitlib.timings.xplane import read_xplane

WORKLOAD = {"model": "bert-tiny", "steps": 4, "warmup": 1, "trace_steps": 2, "batch_size": 2, "seq_len": 16}
BAD = "--xla_kit_no_such_option=1"


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    configs = (*split_count_configs([1, 8], "jax-cpu"), ConfigSpec("bad", BAD))
    spec = SweepSpec(backend="jax-cpu", configs=configs, **WORKLOAD)
    return sweep(spec, tmp_path_factory.mktemp("jax") / "run", progress=False)


def test_one_process_two_dump_folders(run):
    m = json.loads((run / "manifest.json").read_text())
    entries = {c["name"]: c for c in m["configs"]}
    assert entries["split-1"]["status"] == entries["split-8"]["status"] == "ok"
    pids = {c["processes"][0]["pid"] for c in m["configs"]}
    assert len(pids) == 1  # every config, the failed one too, was in the one block process
    for n, count in (("split-1", 1), ("split-8", 8)):
        result = json.loads((run / n / "result.json").read_text())
        assert result["pid"] in pids and len(result["step_times_s"]) == WORKLOAD["steps"]
        assert sorted(set(result["round_position"])) == [0, 1]  # interleaved: each config ran first and second
        # the compile's own dump folder, with the options XLA had in effect for that compile
        opts = next((run / n / "dump").glob("*.debug_options")).read_text()
        assert re.search(rf"^xla_cpu_parallel_codegen_split_count: {count}$", opts, re.M), opts[:300]
        assert str(run / "blocks" / "0" / n / "dump") in opts  # written in the block's folder, then moved into place
    d1, d8 = ({f.name: f.read_bytes() for f in (run / n / "dump").iterdir() if f.is_file()} for n in ("split-1", "split-8"))
    assert d1 and d8 and d1 != d8  # each compile wrote its own dump folder: one folder for both would read the same


def test_kernel_timings_for_both(run):
    r = open_run(run)
    hlo_modules = set()
    nums = {}
    for n in ("split-1", "split-8"):
        nums[n] = json.loads((run / n / "result.json").read_text())["trace_step_nums"]
        # one profile for the block, interleaved: round r runs each config once (steps 2r and 2r + 1, in either order)
        assert sorted(i // 2 for i in nums[n]) == list(range(WORKLOAD["trace_steps"])), nums
        k = r.trace(n, 0)
        assert k is not None and len(k) > 10, n
        assert set(k["step"].dropna().unique()) == set(nums[n])  # the config's own runs only
        hlo_modules |= set(k["hlo_module"].dropna())
    assert not set(nums["split-1"]) & set(nums["split-8"])
    from kitlib.analysis.overlap import overlap

    per_step = overlap(run)  # the span analyses keep each config's own steps of the shared profile too
    for n in ("split-1", "split-8"):
        assert set(per_step.loc[per_step["config"] == n, "step"]) == set(nums[n])
    shared = read_xplane(run / "split-8" / "trace").kernels
    assert len(r.trace("split-1", 0)) + len(r.trace("split-8", 0)) == shared["step"].notna().sum()
    assert hlo_modules  # kernels carry their module: the exported program's
    assert r.parse_errors().empty


def test_rejected_option_fails_that_config_only(run):
    m = json.loads((run / "manifest.json").read_text())
    bad = next(c for c in m["configs"] if c["name"] == "bad")
    assert bad["status"] == "failed" and "xla_kit_no_such_option" in bad["reason"]
    assert json.loads((run / "bad" / "result.json").read_text())["status"] == "error"


def test_xplane_reader_on_profiles_written_here(run):
    p = read_xplane(run / "split-8" / "trace")
    assert "/host:CPU" in set(p.planes["plane"])
    hlo_file = next((run / "split-8" / "dump").glob("module_*.cpu_after_optimizations.txt"))
    hlo = hlo_file.read_text()
    module = re.match(r"HloModule (\S+?),", hlo).group(1)
    assert set(p.kernels["hlo_module"].dropna()) == {module}
    assert all(k in hlo for k in p.kernels["kernel"].unique()[:5])  # kernel names are the HLO's instructions


def test_compare_says_blocked(run):
    c = compare_run(run)["split-8"]
    assert c.design == BLOCKED and "blocked" in c.headline()
    assert c.end_to_end.loc[0, "n_a"] == 1


def test_process_wide_options_stay_on_processes():
    with pytest.raises(CaptureError, match="xla_backend_extra_options"):
        SweepSpec(backend="jax-cpu", configs=(ConfigSpec("x", "--xla_backend_extra_options=-foo"),), **WORKLOAD)
    assert parse_options("--a=1 --b=true --c=x --d") == {"a": 1, "b": True, "c": "x", "d": True}


def test_crash_recorded_for_every_config_then_resume(tmp_path, monkeypatch):
    spec = SweepSpec(backend="jax-gpu", configs=split_count_configs([1, 2], "jax-gpu"), **WORKLOAD)
    monkeypatch.setenv("KIT_JAX_PLATFORM", "cpu")  # the GPU code path on the CPU platform
    monkeypatch.setenv("KIT_JAX_WORKER_CRASH", "timed")
    out = sweep(spec, tmp_path / "run", progress=False)
    m = json.loads((out / "manifest.json").read_text())
    assert [c["status"] for c in m["configs"]] == ["failed", "failed"]
    assert all("shared process" in c["reason"] and "SIGABRT" in c["reason"] for c in m["configs"])
    monkeypatch.delenv("KIT_JAX_WORKER_CRASH")
    sweep(spec, out, progress=False)
    m = json.loads((out / "manifest.json").read_text())
    assert [c["status"] for c in m["configs"]] == ["ok", "ok"]
    opts = json.loads((out / "split-2" / "result.json").read_text())["options"]
    assert opts["xla_gpu_force_compilation_parallelism"] == 2 and opts["xla_gpu_enable_llvm_module_compilation_parallelism"] is True
