"""The spine end to end: a real bert-tiny sweep through `kit`, faults, resume, the report."""
from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pandas as pd
import pytest

import kitlib as kit
from kitlib.capture.spec import SweepSpec, load_spec, split_count_configs
from kitlib.capture.sweep import sweep
from kitlib.errors import CaptureError

from .conftest import TINY_ARGS, run_kit

N_LAYERS = 2  # bert-tiny


def test_manifest_records_every_config(tiny_manifest: dict) -> None:
    assert [c["name"] for c in tiny_manifest["configs"]] == ["split-1", "split-8"]
    for c in tiny_manifest["configs"]:
        assert c["status"] == "ok", c.get("reason")
        assert len(c["step_times_s"]) == 5
        assert all(t > 0 for t in c["step_times_s"])
        assert c["compile_time_s"] > 0
        assert c["xla_flags"] == f"--xla_cpu_parallel_codegen_split_count={c['split_count']}"
    v = tiny_manifest["versions"]
    assert v["torch"].startswith("2.9.0") and v["torch_xla"] == "2.9.0"
    assert set(v) >= {"python", "transformers"}
    assert tiny_manifest["machine"]["logical_cores"] >= 1
    assert tiny_manifest["spec"]["model"] == "bert-tiny"
    assert tiny_manifest["ended_at"] >= tiny_manifest["started_at"]


def test_each_config_captured_its_files(tiny_run: Path) -> None:
    for name, n in (("split-1", 1), ("split-8", 8)):
        d = tiny_run / name
        for f in ("config.json", "result.json", "metrics.json", "metrics_report.txt", "stdout.txt", "stderr.txt"):
            assert (d / f).is_file(), f
        idx = kit.read_dump_index(d / "dump")
        kinds = set(idx["kind"])
        assert {"hlo_before_optimizations", "hlo_after_optimizations", "buffer_assignment", "memory_usage_report",
                "debug_options", "llvm_ir", "object_file", "mlir"} <= kinds
        assert "unknown" not in kinds
        # the effective flags XLA wrote: our split count, in every module's .debug_options
        for f in idx.loc[idx["kind"] == "debug_options", "file"]:
            assert f"xla_cpu_parallel_codegen_split_count: {n}" in (d / "dump" / f).read_text()
        assert "KIT-PROGRESS" in (d / "stdout.txt").read_text()


def test_hlo_shows_the_model(tiny_run: Path) -> None:
    idx = kit.read_dump_index(tiny_run / "split-1" / "dump")
    # the model graph is the biggest module; two small ones come from moving inputs
    before = idx[idx["kind"] == "hlo_before_optimizations"].sort_values("size_bytes").iloc[-1]
    m = kit.read_hlo(tiny_run / "split-1" / "dump" / before["file"])
    dots = m.instructions[m.instructions["opcode"] == "dot"]
    # per layer: Q, K, V, output, two feed-forward projections, two attention matmuls
    assert len(dots) == 8 * N_LAYERS
    entry = m.computations[m.computations["is_entry"]].iloc[0]
    shapes = m.instructions.loc[(m.instructions["computation"] == entry["name"]) & (m.instructions["opcode"] == "parameter"), "shape"]
    assert any(s.startswith("f32[30522,128]") for s in shapes)  # word embeddings: vocab x hidden
    assert sum(s.startswith("f32[128,512]") for s in shapes) == N_LAYERS  # one FFN weight per layer


def test_trace_has_one_event_per_kernel(tiny_run: Path) -> None:
    t = kit.read_trace(tiny_run / "split-1" / "trace")
    assert len(t) > 0
    assert set(t["step"].dropna().unique()) == {0, 1}
    per_step = t.groupby("step").size()
    assert per_step.iloc[0] == per_step.iloc[1]  # the same kernels run every step
    assert (t["duration_us"] >= 0).all() and (t["self_duration_us"] <= t["duration_us"] + 1e-6).all()
    assert t["hlo_module"].str.startswith("SyncTensorsGraph").all()
    # every kernel of the trace is an instruction of the optimised HLO
    idx = kit.read_dump_index(tiny_run / "split-1" / "dump")
    names = set()
    for f in idx.loc[idx["kind"] == "hlo_after_optimizations", "file"]:
        names |= set(kit.read_hlo(tiny_run / "split-1" / "dump" / f).instructions["name"])
    assert set(t["kernel"]) <= names


def test_metrics_samples(tiny_run: Path, tiny_manifest: dict) -> None:
    s = kit.read_metric_samples(tiny_run / "split-1")
    ct = s[s["metric"] == "CompileTime"]
    assert len(ct) >= 1
    entry = tiny_manifest["configs"][0]
    assert ct["duration_s"].sum() == pytest.approx(entry["compile_time_s"], rel=1e-6)
    ex = s[s["metric"] == "ExecuteTime"]
    assert len(ex) >= 1 + 1 + 5  # first, warm-up and timed steps each execute the graph
    c = kit.read_counters(tiny_run / "split-1")
    assert int(c.loc[c["counter"] == "UncachedCompile", "value"].iloc[0]) == len(ct)


def test_analysis_tables(tiny_run: Path) -> None:
    run = kit.open_run(tiny_run)
    st = kit.step_times(run)
    assert len(st) == 10
    summary = kit.summarize_steps(st)
    assert list(summary["config"]) == ["split-1", "split-8"]
    assert (summary["ci_low_s"] <= summary["step_s"]).all() and (summary["step_s"] <= summary["ci_high_s"]).all()
    cmp = kit.compare_steps(st, "split-1")
    assert cmp.loc[0, "test"] == "split-8" and cmp.loc[0, "replication_unit"] == "step"
    kt = kit.kernel_times(run)
    top = kit.top_kernels(kt, 20, base="split-1")
    assert len(top) == min(20, kt["kernel"].nunique())
    assert {"split-1", "split-8", "split-8/split-1"} <= set(top.columns)
    lc = kit.llvm_constant_globals(run)
    # today's XLA:CPU emits every constant as a private global of the kernel that uses it
    assert len(lc) > 0 and (lc["status"] == "internal").all() and (lc["linkage"] == "private").all()
    assert kit.constants_finding(lc).startswith("No constant is external in any module")
    hc = kit.hlo_constants(run)
    assert set(hc["config"]) == {"split-1", "split-8"}
    # both configs compile the same optimised HLO: the split count acts after HLO passes
    a, b = (hc[hc["config"] == c].drop(columns="config").reset_index(drop=True) for c in ("split-1", "split-8"))
    pd.testing.assert_frame_equal(a, b)


def test_resume_keeps_finished_configs(tiny_run: Path, tiny_manifest: dict) -> None:
    before = {c["name"]: c["processes"] for c in tiny_manifest["configs"]}
    mtimes = {p: p.stat().st_mtime_ns for p in tiny_run.glob("*/result.json")}
    proc = run_kit("sweep", *TINY_ARGS, "--out", str(tiny_run))  # nothing recompiled: the results are the same files
    after = json.loads((tiny_run / "manifest.json").read_text())
    assert {c["name"]: c["processes"] for c in after["configs"]} == before
    assert {p: p.stat().st_mtime_ns for p in tiny_run.glob("*/result.json")} == mtimes
    assert after["resumed_at"] is not None
    assert "split-1: ok" in proc.stdout


def test_crashing_and_hanging_configs_are_recorded(tmp_path: Path) -> None:
    spec_file = tmp_path / "spec.toml"
    spec_file.write_text(
        'model = "bert-tiny"\nsteps = 2\nwarmup = 0\ntrace_steps = 0\n'
        '[[configs]]\nname = "no-thunks"\nxla_flags = "--xla_cpu_use_thunk_runtime=false"\n'
        '[[configs]]\nname = "one-cpu"\ncpus = [0]\nenv = { KIT_TEST_MARK = "1" }\n'
    )
    out = tmp_path / "run"
    proc = run_kit("sweep", "--config", str(spec_file), "--out", str(out), "--no-progress", "--no-report")
    m = json.loads((out / "manifest.json").read_text())
    crashed, ok = m["configs"]
    assert crashed["status"] == "failed"
    assert crashed["reason"].startswith("killed by SIGABRT: LLVM ERROR") and "could not be resolved" in crashed["reason"]
    assert "LLVM ERROR" in crashed["stderr_tail"]
    assert ok["status"] == "ok" and ok["cpus"] == [0] and ok["env"] == {"KIT_TEST_MARK": "1"}
    assert json.loads((out / "one-cpu" / "result.json").read_text())["affinity"] == [0]
    assert "no-thunks: failed" in proc.stdout
    # the failed config is retried on resume, the finished one is kept
    result_mtime = (out / "one-cpu" / "result.json").stat().st_mtime_ns
    run_kit("sweep", "--config", str(spec_file), "--out", str(out), "--no-progress", "--no-report")
    assert (out / "one-cpu" / "result.json").stat().st_mtime_ns == result_mtime
    failed = kit.failed_configs(kit.open_run(out))
    assert list(failed["config"]) == ["no-thunks"]


def test_timeout_kills_the_process(tmp_path: Path) -> None:
    spec = SweepSpec(model="bert-tiny", steps=1, warmup=0, trace_steps=0, timeout_s=1.0,
                     configs=split_count_configs([1]))
    run = sweep(spec, tmp_path / "run", progress=False)
    entry = json.loads((run / "manifest.json").read_text())["configs"][0]
    assert entry["status"] == "failed" and entry["reason"].startswith("timed out after 1 s")


def test_spec_errors_are_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('model = "bert-huge"\n[[configs]]\nname = "a"\n')
    with pytest.raises(CaptureError, match=r"bad.toml: unknown model 'bert-huge'"):
        load_spec(bad)
    bad.write_text('modle = "bert-tiny"\n')
    with pytest.raises(CaptureError, match="unknown keys"):
        load_spec(bad)
    bad.write_text('[[configs]]\nname = "a b"\n')
    with pytest.raises(CaptureError, match="plain folder name"):
        load_spec(bad)
    proc = run_kit("sweep", "--config", str(bad), "--out", str(tmp_path / "x"), check=False)
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1


def test_out_folder_that_is_not_a_run_is_refused(tmp_path: Path) -> None:
    (tmp_path / "something.txt").write_text("x")
    with pytest.raises(CaptureError, match="has no manifest.json"):
        sweep(SweepSpec(model="bert-tiny", configs=split_count_configs([1])), tmp_path, progress=False)


def test_report_renders_with_plots(tiny_run: Path) -> None:
    proc = run_kit("report", str(tiny_run))
    html = Path(proc.stdout.strip().splitlines()[-1])
    assert html == tiny_run.resolve() / "report.html"
    text = html.read_text()
    assert len(re.findall(r"<img [^>]*src=\"data:image/png;base64", text)) >= 4
    finding = re.search(r"Finding:</strong> ([^<]+)", text)
    assert finding and finding.group(1).startswith("No constant is external in any module")
    # figures come from the data: the compile time in the table is the manifest's
    m = json.loads((tiny_run / "manifest.json").read_text())
    assert f"{m['configs'][0]['compile_time_s']:.3f}" in text
    assert "All 2 configs finished" in text


def test_killed_sweep_leaves_a_valid_manifest_and_resumes(tmp_path: Path) -> None:
    import os
    import signal
    import subprocess

    from .conftest import REPO, kit_command

    out = tmp_path / "run"
    args = [*kit_command(), "sweep", "--model", "bert-tiny", "--split-counts", "1,2", "--steps", "2", "--warmup", "0",
            "--trace-steps", "0", "--no-progress", "--no-report", "--out", str(out)]
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    proc = subprocess.Popen(args, env=env, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:  # wait until the first config is done and the second one runs
        m = out / "manifest.json"
        if m.exists() and len(json.loads(m.read_text())["configs"]) == 1 and (out / "split-2" / "config.json").exists():
            break
        time.sleep(0.2)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    m = json.loads((out / "manifest.json").read_text())  # complete JSON, not half-written
    assert [c["name"] for c in m["configs"]] == ["split-1"] and m["ended_at"] is None
    # the orphaned worker dies with its driver (at once, or as soon as it starts if it was still starting)
    def orphans() -> list[str]:
        found = []
        for pid in (p for p in os.listdir("/proc") if p.isdigit()):
            try:
                cmd = open(f"/proc/{pid}/cmdline", "rb").read().replace(b"\0", b" ").decode(errors="replace")
            except OSError:
                continue
            if str(out / "split-2") in cmd:
                found.append(pid)
        return found

    deadline = time.monotonic() + 30
    while orphans() and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not orphans(), "orphan worker still running"
    done = run_kit("sweep", "--model", "bert-tiny", "--split-counts", "1,2", "--steps", "2", "--warmup", "0",
                   "--trace-steps", "0", "--no-progress", "--no-report", "--out", str(out))
    m2 = json.loads((out / "manifest.json").read_text())
    assert [c["status"] for c in m2["configs"]] == ["ok", "ok"]
    assert m2["configs"][0]["processes"] == m["configs"][0]["processes"]
    assert "split-2: ok" in done.stdout



def test_repeats_interleave_processes_and_become_the_unit(tmp_path: Path) -> None:
    spec = SweepSpec(model="bert-tiny", steps=3, warmup=0, trace_steps=0, repeats=2, configs=split_count_configs([1, 2]))
    run = sweep(spec, tmp_path / "run", progress=False)
    m = json.loads((run / "manifest.json").read_text())
    procs = sorted((p["started_at"], c["name"], p["process"]) for c in m["configs"] for p in c["processes"])
    assert [(name, k) for _, name, k in procs] == [("split-1", 0), ("split-2", 0), ("split-1", 1), ("split-2", 1)]
    assert (run / "split-2" / "replicates" / "1" / "result.json").exists()
    r = kit.open_run(run)
    assert list(kit.compile_times(r)["process"]) == [0, 1, 0, 1]
    s = kit.summarize_steps(kit.step_times(r))
    assert list(s["replication_unit"]) == ["process", "process"] and list(s["n_steps"]) == [6, 6]


def test_report_of_a_run_where_every_config_failed(tmp_path: Path) -> None:
    spec_file = tmp_path / "spec.toml"
    spec_file.write_text('model = "bert-tiny"\nsteps = 1\n[[configs]]\nname = "no-thunks"\nxla_flags = "--xla_cpu_use_thunk_runtime=false"\n')
    # a relative --out: workers run in their config folder, so the driver must hand them absolute paths
    proc = run_kit("sweep", "--config", str(spec_file), "--out", "rel/run", "--no-progress", cwd=tmp_path, check=False)
    assert proc.returncode == 1 and "no-thunks: failed" in proc.stdout
    m = json.loads((tmp_path / "rel" / "run" / "manifest.json").read_text())
    assert "could not be resolved" in m["configs"][0]["reason"]
    text = (tmp_path / "rel" / "run" / "report.html").read_text()
    assert "1 of 1 configs failed" in text and "No config finished" in text


def test_a_corrupt_trace_and_dump_file_are_reported_not_fatal(tiny_run: Path, tmp_path: Path) -> None:
    import shutil

    run_dir = tmp_path / "copy"
    shutil.copytree(tiny_run, run_dir, ignore=shutil.ignore_patterns(".kit_cache"))
    trace = next((run_dir / "split-8" / "trace").rglob("*.trace.json.gz"))
    trace.write_bytes(trace.read_bytes()[:200])  # cut: not a complete gzip stream
    hlo = next((run_dir / "split-8" / "dump").glob("module_0002.*.cpu_after_optimizations.txt"))
    hlo.write_text(hlo.read_text()[:5000])  # cut mid-instruction
    proc = run_kit("report", str(run_dir))
    assert proc.returncode == 0
    text = (run_dir / "report.html").read_text()
    assert "2 files could not be read" in text
    r = kit.open_run(run_dir)
    kit.kernel_times(r)
    kit.hlo_constants(r)
    errors = kit.parse_errors(r)
    assert set(errors["kind"]) == {"trace", "hlo_after_optimizations"}
    assert all(e.startswith(str(run_dir)) for e in errors["error"])
    assert set(kit.kernel_times(r)["config"]) == {"split-1"}  # the other config's kernels are still there


@pytest.mark.parametrize("make, reason", [
    (lambda p: p.write_text("x"), "not a directory"),
    (lambda p: (p.mkdir(), (p / "manifest.json").mkdir()), "cannot read the manifest"),
    (lambda p: (p.mkdir(), (p / "manifest.json").write_bytes(b"\xff\xfe\x00")), "cannot read the manifest"),
    (lambda p: (p.mkdir(), (p / "manifest.json").write_text("[1, 2]")), "not a kit manifest"),
    (lambda p: (p.mkdir(), (p / "manifest.json").write_text("{}")), "not a kit manifest"),
])
def test_report_on_a_bad_run_folder_is_one_line(tmp_path: Path, make, reason: str) -> None:
    target = tmp_path / "run"
    make(target)
    proc = run_kit("report", str(target), check=False)
    assert proc.returncode == 2 and reason in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize(("alias", "name"), [
    ("bert-base-uncased", "bert-base"), ("google-bert/bert-base-uncased", "bert-base"), ("BERT-Base-Uncased", "bert-base"),
    ("bert-large-uncased", "bert-large"), ("google-bert/bert-large-uncased", "bert-large"),
    ("prajjwal1/bert-tiny", "bert-tiny"), ("google/bert_uncased_L-2_H-128_A-2", "bert-tiny"),
    ("openai-community/gpt2", "gpt2"), ("gpt-2", "gpt2"), ("resnet-50", "resnet50"), ("microsoft/resnet-50", "resnet50"),
    ("resnet_50", "resnet50"), ("bert-base", "bert-base"),
])
def test_model_aliases_resolve_to_the_built_in_name(alias: str, name: str) -> None:
    """The names the seeds and Hugging Face use are the built-in models; the spec records the built-in name."""
    from kitlib.capture.models import resolve_model

    assert resolve_model(alias) == name
    assert SweepSpec(model=alias, configs=split_count_configs([1])).model == name


def test_cased_bert_is_not_an_alias() -> None:
    """bert-base-cased has another vocabulary (28996 tokens): not bert-base, so it is refused, naming the choices."""
    from kitlib.capture.models import resolve_model

    with pytest.raises(CaptureError, match=r"unknown model 'bert-base-cased'.*bert-base-uncased"):
        resolve_model("bert-base-cased")
