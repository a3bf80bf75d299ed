"""kit replay with the XLA torch_xla ships, another release, or several releases as builds of the same graphs.

Real releases from the registry (jax/jaxlib 0.7.1, the pair torch_xla 2.9.0 names, and 0.9.2), made once into the
kit's environment cache (``~/.cache/kitlib/bisect-envs``, as kit bisect's: a second run of the suite reinstalls
nothing), and the real torch_xla 2.9.0 capture of bert-tiny in ``data/bert-tiny-cpu``.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kitlib._paths import KITLIB_ROOT
from kitlib.analysis.design import design_headline
from kitlib.analysis.fidelity import fidelity_counts, fidelity_cpus, fidelity_gate, fidelity_kernels, fidelity_shares
from kitlib.capture.envs import ensure_env
from kitlib.capture.xla import captured_xla, choose, pins_of, torch_xla_pins
from kitlib.errors import CaptureError
from kitlib.runfolder import open_run

from .conftest import REPO, run_kit

pytestmark = pytest.mark.slow
CAPTURE = REPO / "data" / "bert-tiny-cpu"
SHIPPED = ("jax==0.7.1", "jaxlib==0.7.1")
SMALL = ("--repeats", "2", "--steps", "3", "--warmup", "1", "--trace-steps", "1", "--compile-repeats", "1", "--no-progress")


@pytest.fixture(scope="module")
def shipped_env() -> Path:
    env = ensure_env(SHIPPED)
    assert env.ok, env.reason
    return env.path


@pytest.fixture(scope="module")
def matched(shipped_env, tmp_path_factory) -> tuple[Path, subprocess.CompletedProcess]:
    """kit replay of the capture as a user runs it: no --xla."""
    out = tmp_path_factory.mktemp("matched") / "run"
    proc = run_kit("replay", str(CAPTURE), "--split-counts", "1", "--out", str(out), *SMALL, timeout=900)
    return out, proc


def test_the_pins_torch_xla_names() -> None:
    pins, why = torch_xla_pins("2.9.0")
    assert pins == SHIPPED and "metadata" in why
    assert pins_of(['jaxlib==0.7.1; extra == "pallas"', "numpy", 'jax==0.7.1; extra == "pallas"']) == SHIPPED
    cap = captured_xla({"torch_xla": "2.9.0"})  # a capture made before the pins were recorded
    assert cap["pins"] == list(SHIPPED)
    assert captured_xla({"torch_xla": "2.9.0", "torch_xla_jax_pins": "jax==0.6.2 jaxlib==0.6.2"})["pins"] == ["jax==0.6.2", "jaxlib==0.6.2"]
    assert choose(None, cap).pins == SHIPPED and "ships" in choose(None, cap).why
    assert choose("current", cap).pins == ()
    assert choose("jaxlib==0.8.0", cap).pins == ("jax==0.8.0", "jaxlib==0.8.0") == choose("0.8.0", cap).pins
    assert choose("matched", None).pins == () and "no torch_xla capture" in choose("matched", None).why
    with pytest.raises(CaptureError, match="expected matched"):
        choose("jax>=1; rm -rf", cap)


def test_the_block_worker_runs_in_a_bare_jaxlib_environment(shipped_env) -> None:
    """The build's venv holds jax, jaxlib and numpy only: the worker, with kitlib's source on its path, imports no
    pandas before the compile (the probe's rule)."""
    py = shipped_env / "bin" / "python"
    code = ("import sys, importlib.util; assert importlib.util.find_spec('pandas') is None; "
            "import kitlib.capture.jax_worker, kitlib.capture.replay; from kitlib import jax_adapter; "
            "assert 'pandas' not in sys.modules; print(jax_adapter.versions()['jaxlib'], jax_adapter.takes_text())")
    p = subprocess.run([str(py), "-c", code], capture_output=True, text=True, timeout=300,
                       env={"PYTHONPATH": str(KITLIB_ROOT), "PATH": os.environ["PATH"], "JAX_PLATFORMS": "cpu"})
    assert p.returncode == 0, p.stderr
    assert p.stdout.split() == ["0.7.1", "True"]


TUPLE_CHECK = """
import glob, sys, jax, numpy as np
jax.config.update("jax_enable_x64", True)
from kitlib import jax_adapter as ja
f = glob.glob(sys.argv[1] + "/*SyncTensorsGraph.34.before_optimizations.txt")[0]
keep = ja.takes_tuple_result()
p = ja.hlo_to_stablehlo(open(f).read(), f, keep)
exe, dev, _ = ja.compile_loaded(p.stablehlo, {})
out = ja.execute(exe, [jax.device_put(np.zeros(s, dtype=d), dev) for s, d in p.parameters])
print(jax.__version__, keep, p.root_tuple, p.stablehlo.count("stablehlo.tuple"), len(out))
"""


@pytest.mark.parametrize("pins", [("jax==0.4.33", "jaxlib==0.4.33"), SHIPPED, ()], ids=["0.4.33", "0.7.1", "current"])
def test_torch_xla_s_tuple_result_is_kept_where_the_jaxlib_runs_it(pins) -> None:
    """torch_xla returns every graph's outputs as one tuple. jaxlib 0.4 keeps it through its MHLO conversion (one
    tuple, never wrapped twice: 0.4 refuses a tuple in a tuple), 0.7.1's hlo_to_stablehlo flattens it and the kit
    gives it back, and 0.9.2, which runs no tuple result, keeps it flattened; each compiles and runs the module."""
    python = ensure_env(pins).python if pins else Path(sys.executable)
    assert python is not None
    p = subprocess.run([str(python), "-c", TUPLE_CHECK, str(CAPTURE / "split-1" / "dump")], capture_output=True, text=True,
                       timeout=600, env={**os.environ, "PYTHONPATH": str(KITLIB_ROOT), "JAX_PLATFORMS": "cpu"})
    assert p.returncode == 0, p.stderr[-2000:]
    version, keep, kept, tuples, outputs = p.stdout.split()[-5:]
    assert outputs == "1"  # one output array either way (jaxlib untuples the result)
    assert (keep, kept, tuples) == (("False", "False", "0") if version == "0.9.2" else ("True", "True", "1")), p.stdout


def test_kit_replay_compiles_with_the_xla_torch_xla_ships(matched, shipped_env) -> None:
    out, proc = matched
    assert "XLA: the one torch_xla 2.9.0 ships" in proc.stdout
    m = json.loads((out / "manifest.json").read_text())
    assert m["replay"]["xla"]["pins"] == list(SHIPPED)
    res = json.loads((out / "split-1" / "result.json").read_text())
    assert res["versions"]["jaxlib"] == "0.7.1" and res["replay"]["xla"]["environment"] == str(shipped_env)
    run = open_run(out)
    lines = design_headline(run, [])
    assert lines[0] == "torch_xla 2.9.0's graphs, compiled by jaxlib 0.7.1's XLA, the one torch_xla 2.9.0 ships."
    # jaxlib 0.7.1 keeps torch_xla's structure: its 39 loop fusions and its calls (jaxlib 0.9.2 inlines them all)
    c = fidelity_counts(run).set_index(["hlo_module", "what", "name"])
    for key in (("total", "fusions"), ("fusion_kind", "kLoop"), ("opcode", "call")):
        row = c.loc[("SyncTensorsGraph.550", *key)]
        assert row["captured"] == row["replayed"] > 0, key
    # its result one tuple as torch_xla's (jaxlib's hlo_to_stablehlo flattens it): every count the same
    assert c.loc[("SyncTensorsGraph.550", "opcode", "tuple"), "replayed"] == 1
    assert c["same"].all(), c[~c["same"]]
    # compiled with torch_xla's DebugOptions (jaxlib's client would set xla_cpu_enable_fast_min_max=false): the
    # replay's dumped options are the capture's, but where it dumps
    from kitlib.dumps.debug_options import read_debug_options

    def options(dump: Path) -> dict[str, str]:
        d = read_debug_options(next(dump.glob("*.SyncTensorsGraph.550.debug_options")))
        return dict(zip(d["flag"], d["value"], strict=True)) | {"xla_dump_to": "?"}

    assert options(out / "split-1" / "dump") == options(CAPTURE / "split-1" / "dump")
    shares = fidelity_shares(run).set_index("hlo_module")
    assert shares.loc["SyncTensorsGraph.550", "jaxlib"] == "0.7.1"
    cpus = fidelity_cpus(run)
    if cpus is not None:  # XLA:CPU compiles for the host: the capture's machine (data/bert-tiny-cpu: an AMD EPYC) is not this one
        assert cpus[0] == json.loads((CAPTURE / "manifest.json").read_text())["machine"]["cpu_model"] != cpus[1]
        gate = fidelity_gate(run)
        assert gate is None or f"captured on {cpus[0]} and replayed on {cpus[1]}" in gate, gate
        return
    assert shares.loc["SyncTensorsGraph.550", "share"] > 0.8
    # every kernel whose code is known holds torch_xla's instructions: the same code, or (the reduce-window bounds'
    # loads, the erf polynomial's two halves) the same IR instructions in the order Clang evaluates the emitter's
    # arguments in, where torch_xla's GCC-built XLA takes the other
    k = fidelity_kernels(run)
    differing = k[k["status"] == "differs"]
    assert len(differing) and differing["ir_reordered"].all(), differing
    assert (shares["share_instructions"] == 1.0).all() and fidelity_gate(run) is None
    assert lines[1].startswith("Design:")
    # the environment is made once: a second replay finds it
    stamp = (shipped_env / "build.json").stat().st_mtime
    again = run_kit("replay", str(CAPTURE / "split-1" / "dump" / "module_0002.SyncTensorsGraph.550.before_optimizations.txt"),
                    "--xla", "jaxlib==0.7.1", "--split-counts", "1", "--out", str(out.parent / "again"), "--no-report", *SMALL)
    assert "making the environment" not in again.stderr and (shipped_env / "build.json").stat().st_mtime == stamp
    assert json.loads((out.parent / "again" / "split-1" / "result.json").read_text())["versions"]["jaxlib"] == "0.7.1"


def test_current_is_the_kits_own_jaxlib(tmp_path) -> None:
    from importlib import metadata

    out = tmp_path / "run"
    run_kit("replay", str(CAPTURE), "--xla", "current", "--split-counts", "1", "--out", str(out), "--no-report", *SMALL, timeout=900)
    here = metadata.version("jaxlib")
    assert json.loads((out / "split-1" / "result.json").read_text())["versions"]["jaxlib"] == here
    run = open_run(out)
    lines = design_headline(run, [])
    assert lines[0] == f"torch_xla 2.9.0's graphs, compiled by jaxlib {here}'s XLA, not the one torch_xla 2.9.0 ships (jaxlib 0.7.1)."
    # the newer XLA fuses and inlines otherwise: the gate states its numbers before the design line
    shares = fidelity_shares(run).set_index("hlo_module")
    low = shares[shares["share_instructions"] < 0.9]
    assert "SyncTensorsGraph.550" in low.index
    r = low.loc["SyncTensorsGraph.550"]
    assert lines[1].startswith("Fidelity below 90%") and lines[2].startswith("Design:")
    assert f"SyncTensorsGraph.550 with jaxlib {here}: {r['same']} of {r['kernels']} kernels the same code" in lines[1]


def test_xla_releases_as_builds_one_failing(shipped_env, tmp_path) -> None:
    """Two real releases and one pip cannot install: the failed build names pip's line, the others are measured
    and compared paired by block (the failed one gone around); nothing measurable exits 2."""
    assert ensure_env(("jax==0.9.2", "jaxlib==0.9.2")).ok
    out = tmp_path / "run"
    proc = run_kit("replay", str(CAPTURE), "--xla-versions", "0.7.1,0.0.0,0.9.2", "--out", str(out), *SMALL, timeout=1200)
    r = json.loads((out / "releases.json").read_text())
    table = {b["label"]: b for b in r["builds"]}
    assert table["jaxlib-0.7.1"]["status"] == table["jaxlib-0.9.2"]["status"] == "measured"
    assert table["jaxlib-0.0.0"]["status"] == "failed" and "No matching distribution" in table["jaxlib-0.0.0"]["reason"]
    pair = next(p for p in r["pairs"] if p["metric"] == "throughput")
    assert (pair["before"], pair["after"], pair["failed_between"], pair["blocks"]) == ("jaxlib-0.7.1", "jaxlib-0.9.2", ["jaxlib-0.0.0"], 2)
    for label, v in (("jaxlib-0.7.1", "0.7.1"), ("jaxlib-0.9.2", "0.9.2")):
        assert json.loads((out / label / "result.json").read_text())["versions"]["jaxlib"] == v
    pids = {label: {p["pid"] for p in json.loads((out / "manifest.json").read_text())["configs"]
                    if p["name"] == label for p in p["processes"]} for label in ("jaxlib-0.7.1", "jaxlib-0.9.2")}
    assert len(pids["jaxlib-0.7.1"]) == 2 and not pids["jaxlib-0.7.1"] & pids["jaxlib-0.9.2"]  # one process per build per block
    assert "XLA releases on the same graphs" in proc.stdout
    # rendered as a bisect (notebook 05), the compilers and the fidelity per release first
    from kitlib.bisect.search import read_bisect

    b = read_bisect(out)
    assert [r["label"] for r in b["build_table"]] == ["jaxlib-0.7.1", "jaxlib-0.0.0", "jaxlib-0.9.2"]
    assert [r["status"] for r in b["build_table"]] == ["measured", "failed", "measured"]
    page = (out / "report.html").read_text()
    assert "compiled by the XLA of 2 jaxlib releases (0.7.1, 0.9.2); torch_xla 2.9.0 ships jaxlib 0.7.1&#x27;s" in page or \
        "compiled by the XLA of 2 jaxlib releases (0.7.1, 0.9.2); torch_xla 2.9.0 ships jaxlib 0.7.1's" in page
    none = run_kit("replay", str(CAPTURE), "--xla-versions", "0.0.0,0.0.0", "--out", str(tmp_path / "none"), "--no-report",
                   *SMALL, check=False)
    assert none.returncode == 2 and "no XLA build could be measured" in none.stderr


def test_xla_gpu_deviceless_with_the_release_and_its_cuda_plugin(tmp_path) -> None:
    """--gpu-target: the same release with jax-cuda12-plugin of its version (deviceless, no autotuning)."""
    out = tmp_path / "gpu"
    proc = run_kit("replay", str(CAPTURE), "--gpu-target", "h100", "--split-counts", "1", "--out", str(out), "--no-report",
                   "--no-progress", timeout=1200)
    assert "with jax-cuda12-plugin 0.7.1, deviceless" in proc.stdout
    res = json.loads((out / "split-1" / "result.json").read_text())
    assert res["status"] == "ok" and res["versions"]["jaxlib"] == res["versions"]["jax-cuda12-plugin"] == "0.7.1"
    assert "SyncTensorsGraph.550" in res["module_name"] and any((out / "split-1" / "dump").glob("*SyncTensorsGraph.550*.ptx"))
