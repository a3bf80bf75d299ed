"""Compile thread pools, models and the sweep from a notebook: real torch_xla compiles on bert-tiny,
resnet50 and user model files."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

import kitlib as kit
from kitlib.capture.models import resolve_model
from kitlib.errors import CaptureError

from .conftest import REPO, run_kit

QUICK = ["--steps", "1", "--warmup", "0", "--trace-steps", "0", "--no-progress", "--no-report"]

USER_MODEL = '''
import torch

def build():
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 4))
    return model, (torch.randn(8, 16),)

def loss_fn(output, x):
    return (output ** 2).sum() + 0 * x.sum()

def broken():
    raise ValueError("boom from the user's model")
'''


def _manifest(run: Path) -> dict:
    return json.loads((run / "manifest.json").read_text())


def test_published_fit_reproduces_the_issue_figures() -> None:
    two = kit.published_fits(threads=(1, 8)).set_index("model")["speedup_1_to_2"].round(2)
    assert two.to_dict() == {"bert-base-uncased": 1.44, "bert-large-uncased": 1.56, "resnet-50": 1.25}
    three = kit.published_fits()
    assert (three["n_points"] == 3).all()
    assert ((three["serial_fraction"] > 0) & (three["serial_fraction"] < 1)).all()
    # the least-squares curve passes close to every published point
    from kitlib.analysis.published import PUBLISHED_COMPILE_TIMES as pub

    for r in three.itertuples():
        rows = pub[pub["model"] == r.model]
        fit = kit.fit_amdahl(rows["threads"], rows["compile_time_s"])
        assert abs(fit.time_s(rows["threads"]) / rows["compile_time_s"] - 1).max() < 0.1


def test_fit_recovers_a_known_serial_fraction() -> None:
    from kitlib.analysis.scaling import amdahl_time

    n = [1, 2, 4, 8, 16]
    fit = kit.fit_amdahl(n, amdahl_time(n, 40.0, 0.3))
    assert fit.serial_fraction == pytest.approx(0.3, abs=1e-6) and fit.t1_s == pytest.approx(40.0, rel=1e-6)
    with pytest.raises(kit.KitError):
        kit.fit_amdahl([2, 2], [1.0, 1.1])


def test_user_model_references_are_checked_without_running_them(tmp_path: Path) -> None:
    f = tmp_path / "mine.py"
    f.write_text(USER_MODEL)
    assert resolve_model(f"{f}:build") == f"{f.resolve()}:build"
    assert resolve_model("bert-large") == "bert-large"
    for bad, what in ((f"{f}:nope", "defines no function 'nope'"), (f"{tmp_path}/absent.py:build", "no such file"),
                      ("no_such_pkg_xyz.mod:fn", "no_such_pkg_xyz"), ("bert-huge", "unknown model")):
        with pytest.raises(CaptureError, match=what):
            resolve_model(bad)


def test_missing_function_is_refused_before_any_process(tmp_path: Path) -> None:
    f = tmp_path / "mine.py"
    f.write_text(USER_MODEL)
    out = tmp_path / "run"
    proc = run_kit("sweep", "--model", f"{f}:nope", *QUICK, "--out", str(out), check=False)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("kit: ") and "nope" in lines[0] and str(f) in lines[0]
    assert not out.exists()


def test_user_model_file_trains_and_a_raising_one_fails_alone(tmp_path: Path) -> None:
    f = tmp_path / "mine.py"
    f.write_text(USER_MODEL)
    spec = tmp_path / "spec.toml"
    spec.write_text(f'model = "{f}:build"\nmode = "train"\n[[configs]]\nname = "a"\n[[configs]]\nname = "b"\ncompile_threads = 1\n')
    out = tmp_path / "run"
    run_kit("sweep", "--config", str(spec), *QUICK, "--out", str(out))
    m = _manifest(out)
    assert [c["status"] for c in m["configs"]] == ["ok", "ok"], [c["reason"] for c in m["configs"]]
    assert m["configs"][1]["processes"][0]["compile_threads"] == 1
    # the graph is the user's: its two matmul weights (16x32, 32x4) and the loss's power
    hlo = "".join(p.read_text() for p in (out / "a" / "dump").glob("*before_optimizations.txt"))
    assert "f32[32,16]" in hlo and "f32[4,32]" in hlo

    out2 = tmp_path / "run2"
    proc = run_kit("sweep", "--model", f"{f}:broken", "--compile-threads", "1,2", *QUICK, "--out", str(out2), check=False)
    assert proc.returncode == 1  # every config failed
    m2 = _manifest(out2)
    assert [c["name"] for c in m2["configs"]] == ["threads-1", "threads-2"]  # the sweep went on
    for c in m2["configs"]:
        assert c["status"] == "failed" and "ValueError: boom from the user's model" in c["reason"]
        assert "Traceback" in c["stderr_tail"] and "mine.py" in c["stderr_tail"]


def test_resnet50_one_step(tmp_path: Path) -> None:
    out = tmp_path / "rn"
    run_kit("sweep", "--model", "resnet50", "--compile-threads", "2", *QUICK, "--out", str(out), timeout=1200)
    c = _manifest(out)["configs"][0]
    assert c["status"] == "ok" and len(c["step_times_s"]) == 1 and c["compile_time_s"] > 0
    hlo = "".join(p.read_text() for p in (out / "threads-2" / "dump").glob("*before_optimizations.txt"))
    assert "convolution(" in hlo and "f32[8,3,224,224]" in hlo


def test_notebook_00_measures_pool_sizes_1_and_2(tmp_path: Path) -> None:
    import papermill

    out = tmp_path / "nb-run"
    papermill.execute_notebook(str(REPO / "notebooks" / "00_sweep.ipynb"), str(tmp_path / "out.ipynb"),
                               parameters={"model": "bert-tiny", "compile_threads": [1, 2], "steps": 2, "out_dir": str(out)},
                               cwd=str(REPO / "notebooks"), progress_bar=False, kernel_name="python3")
    m = _manifest(out)
    measured = {c["name"]: [p["compile_threads"] for p in c["processes"]] for c in m["configs"]}
    assert measured == {"threads-1": [1], "threads-2": [2]}
    rec = json.loads((out / "threads-1" / "result.json").read_text())
    # the compile ran narrowed to one CPU, the timed steps on all of them again
    assert rec["compile_affinity"] == rec["execute_affinity"][:1] and rec["affinity"] == rec["execute_affinity"]
    text = (tmp_path / "out.ipynb").read_text()
    assert "Measured here (2 processes)" in text and "PR 4105" in text


def _workers_of(run: Path) -> list[int]:
    pids = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                cmd = (d / "cmdline").read_bytes().decode(errors="replace")
            except OSError:
                continue
            if "kitlib.capture.worker" in cmd and str(run) in cmd:
                pids.append(int(d.name))
    return pids


def test_kernel_interrupt_kills_the_config_process_and_rerun_resumes(tmp_path: Path) -> None:
    from jupyter_client.manager import start_new_kernel

    out = tmp_path / "irun"
    code = (f"import kitlib as kit\nrun = kit.sweep(model='bert-tiny', compile_threads=[1, 2], steps=1, warmup=0, trace_steps=0, "
            f"out={str(out)!r}, progress=False)")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (str(REPO), os.environ.get("PYTHONPATH", "")) if p)}
    km, kc = start_new_kernel(kernel_name="python3", env=env)
    try:
        msg_id = kc.execute(code)
        deadline = time.time() + 300
        while not _workers_of(out) and time.time() < deadline:
            time.sleep(0.5)
        pids = _workers_of(out)
        assert pids, "no config process started"
        km.interrupt_kernel()
        reply = kc.get_shell_msg(timeout=120)
        while reply["parent_header"].get("msg_id") != msg_id:
            reply = kc.get_shell_msg(timeout=120)
        assert reply["content"]["status"] == "error" and reply["content"]["ename"] == "KeyboardInterrupt"
        time.sleep(1)
        assert not _workers_of(out), "a config process outlived the interrupt"
        assert all(not Path(f"/proc/{p}").exists() or "Z" in Path(f"/proc/{p}/stat").read_text().split()[2] for p in pids)
        reply = kc.execute_interactive(code, timeout=600)  # run the cell again: it resumes
        assert reply["content"]["status"] == "ok"
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    m = _manifest(out)
    assert [(c["name"], c["status"]) for c in m["configs"]] == [("threads-1", "ok"), ("threads-2", "ok")]


def test_repeats_store_identical_dump_files_once(tmp_path: Path) -> None:
    out = tmp_path / "rep"
    run_kit("sweep", "--model", "bert-tiny", "--split-counts", "8", "--repeats", "2", *QUICK, "--out", str(out))
    c = _manifest(out)["configs"][0]
    assert c["status"] == "ok" and c["processes"][1]["files_linked"] > 0
    first, rep = out / "split-8" / "dump", out / "split-8" / "replicates" / "1" / "dump"
    hlo = sorted(rep.glob("*after_optimizations.txt"))
    assert hlo and all(p.stat().st_ino == (first / p.name).stat().st_ino for p in hlo)  # one copy on disk
    # readers see the files as XLA wrote them
    assert kit.read_dump_index(rep)["file"].tolist() == kit.read_dump_index(first)["file"].tolist()
    assert len(kit.read_hlo(hlo[-1]).instructions) > 0


@pytest.mark.parametrize("name, backend", [("bert-tiny-cpu", "torch-xla-cpu"), ("bert-tiny-gpu", "xla-gpu-deviceless")])
def test_data_captures_open_and_name_their_command(name: str, backend: str) -> None:
    d = REPO / "data" / name
    source = (d / "SOURCE.md").read_text()
    assert "kit sweep " in source and f"--out data/{name}" in source
    run = kit.open_run(d)
    assert run.spec["backend"] == backend and run.spec["model"] == "bert-tiny"
    assert len(run.ok_configs) == 2
    assert len(kit.compile_pools(run)) == 2
    assert kit.compile_pools(d).equals(kit.compile_pools(run))  # a run folder's path serves as the run (it crashed)
    for c in run.ok_configs:
        assert len(kit.read_dump_index(run.dump_dir(c))) > 0
    total = sum(p.stat().st_size for p in (REPO / "data").rglob("*") if p.is_file())
    assert total <= 20 * 2**20
