"""The probe (`python -m kitlib.probe`): a user's program unchanged, with XLA dumps and a per-kernel profile, importing
nothing heavy itself; the profile's heaviest module's executions are its steps."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from kitlib.timings.xplane import executions_as_steps, executions_per_second, heaviest_module, read_xplane
from tests.conftest import REPO

PROGRAM = '''
import sys
heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("pandas", "numpy", "scipy", "jax"))
print("heavy before the program:", heavy)
import jax, jax.numpy as jnp

@jax.jit
def f(x):
    return jnp.tanh(x @ x).sum()

x = jnp.ones((64, 64))
for _ in range(7):
    y = f(x)
y.block_until_ready()
print("argv", sys.argv[1:])
'''


def _probe(tmp: Path, *options: str) -> subprocess.CompletedProcess:
    (tmp / "prog.py").write_text(PROGRAM)
    env = {**os.environ, "PYTHONPATH": str(REPO), "JAX_PLATFORMS": "cpu"}
    return subprocess.run([sys.executable, "-m", "kitlib.probe", "--out", str(tmp / "out"), *options, str(tmp / "prog.py"),
                           "--lr", "3"], capture_output=True, text=True, env=env, timeout=300)


def test_probe_runs_the_program_unchanged_with_dumps_and_a_profile(tmp_path: Path) -> None:
    p = _probe(tmp_path, "--dump", "--profile")
    assert p.returncode == 0, p.stderr
    assert "argv ['--lr', '3']" in p.stdout and "pandas" not in p.stdout  # --profile imports jax first: nothing else
    rec = json.loads((tmp_path / "out" / "probe.json").read_text())
    assert rec["status"] == "ok" and rec["versions"]["jax"] and "--xla_dump_to=" in rec["xla_flags"]
    assert rec["jax_config"]["jax_enable_x64"] is False
    assert any(f.name.endswith("jit_f.cpu_after_optimizations.txt") for f in (tmp_path / "out" / "dump").iterdir())
    kernels = read_xplane(tmp_path / "out" / "trace").kernels
    assert heaviest_module(kernels) == "jit_f"
    steps = executions_as_steps(kernels)
    assert int(steps.loc[steps["hlo_module"] == "jit_f", "step"].max()) + 1 == 7  # seven executions of f
    assert executions_per_second(tmp_path / "out" / "trace") > 0


def test_probe_says_how_the_program_failed(tmp_path: Path) -> None:
    (tmp_path / "bad.py").write_text(PROGRAM.split("import jax")[0] + "raise ValueError('no such layer')\n")
    p = subprocess.run([sys.executable, "-m", "kitlib.probe", "--out", str(tmp_path / "o"), str(tmp_path / "bad.py")],
                       capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(REPO)}, timeout=120)
    assert p.returncode == 1 and "ValueError: no such layer" in p.stderr
    assert "heavy before the program: []" in p.stdout  # the probe itself imports only the standard library
    assert json.loads((tmp_path / "o" / "probe.json").read_text())["error"] == "ValueError: no such layer"


TORCH_PROGRAM = '''
import torch, torch_xla.core.xla_model as xm
dev = xm.xla_device()
w = torch.ones(32, 32, device=dev)
for n in (8, 8, 16, 8):  # a new batch size compiles again; the same one reuses the graph
    y = torch.tanh(torch.ones(n, 32, device=dev) @ w).sum()
    xm.mark_step()
print(f"throughput={4 / 0.5}")
'''


def test_probe_records_a_torch_xla_programs_metrics_compiles_and_profile(tmp_path: Path) -> None:
    """A torch_xla program (torch_xla 2.9.0, PJRT CPU) under the probe: its metrics and counters as the sweep worker
    keeps them, what kit bisect takes from them (compile time, graphs compiled), torch_xla's own report of why each
    graph compiled, and a profile from torch_xla's profiler."""
    from kitlib.bisect.runner import recorded_metrics
    from kitlib.dumps.torch_xla_debug import read_pt_xla_debug
    from kitlib.timings.metrics import read_counters, read_metric_samples

    (tmp_path / "prog.py").write_text(TORCH_PROGRAM)
    out = tmp_path / "out"
    env = {**os.environ, "PYTHONPATH": str(REPO), "PJRT_DEVICE": "CPU"}
    p = subprocess.run([sys.executable, "-m", "kitlib.probe", "--out", str(out), "--dump", "--profile", "--profiler", "torch_xla",
                        "--torch-xla-debug",
                        str(tmp_path / "prog.py")], capture_output=True, text=True, env=env, timeout=600)
    assert p.returncode == 0, p.stderr[-3000:]
    rec = json.loads((out / "probe.json").read_text())
    assert rec["status"] == "ok" and "trace_error" not in rec and "metrics_error" not in rec, rec
    samples, counters = read_metric_samples(out / "metrics.json"), read_counters(out / "metrics.json").set_index("counter")
    assert (samples["metric"] == "CompileTime").any() and "Metric: CompileTime" in (out / "metrics_report.txt").read_text()
    m = recorded_metrics(out)
    assert m["UncachedCompile"] == counters.loc["UncachedCompile", "value"] >= 2  # batch 8 and batch 16
    assert m["CompileTime_count"] == m["UncachedCompile"] and m["CompileTime_s"] > 0 and m["ExecuteTime_s"] > 0
    assert abs(m["CompileTime_s"] - samples.loc[samples["metric"] == "CompileTime", "duration_s"].sum()) < 1e-6
    report = read_pt_xla_debug(out / "pt_xla_debug.txt")
    assert len(report.compilations) == m["UncachedCompile"] and report.compilations["graph_hash"].notna().all()
    assert report.compilations["graph_hash"].nunique() == len(report.compilations)  # each compile a new graph
    kernels = read_xplane(out / "trace").kernels
    assert kernels["hlo_module"].astype(str).str.startswith("SyncTensorsGraph").any()
    assert any(f.name.endswith("cpu_after_optimizations.txt") for f in (out / "dump").iterdir())
    # a replay of the run (kit bisect's lowering / compiler split) takes the step's graph: the batch-8 graph ran three
    # times, the batch-16 graph once (the program marks no step); the profiler's record decides
    from kitlib.capture.replay import resolve_source

    modules, facts = resolve_source(out)
    ran = kernels.groupby("hlo_module")["kernel"].value_counts().groupby(level=0).min()
    # (the batch-8 and batch-16 graphs share a name, and torch_xla's profiler may miss an execution's events: the
    # module that ran most is chosen, the one that made w and ran once is not, unless the record lost the others')
    assert ran.idxmax() in [m["hlo_module"] for m in modules] and all(m["calls_per_step"] >= 1 for m in modules)
    assert "as often as the most executed one" in facts["modules_from"] and len(modules) < len(ran) + (ran.max() < 2)
    # without a trace (an older XLA:CPU traces no kernel) torch_xla's own debug report says which graphs ran how often
    import shutil

    bare = tmp_path / "bare"
    shutil.copytree(out, bare, ignore=shutil.ignore_patterns("trace"))
    modules, facts = resolve_source(bare)
    executed = report.executions["graph_hash"].value_counts()  # (the first graph also made w: a graph of its own)
    assert executed.max() >= 2 and executed.min() == 1 and "by its debug report (pt_xla_debug.txt)" in facts["modules_from"]
    dumped = sorted((out / "dump").glob("*.before_optimizations.txt"))
    assert len(dumped) == len(report.compilations)  # the report's compilations are the dump's modules, one for one
    most = report.compilations["graph_hash"].map(executed).idxmax()  # the batch-8 graph, by the compile that made it
    assert [m["hlo_module"] for m in modules] == [".".join(dumped[most].name.split(".")[1:3])]
    assert modules[0]["calls_per_step"] == 1
