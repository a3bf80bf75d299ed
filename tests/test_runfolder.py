"""The run-folder contract (kitlib.runfolder): today's folders open, records are validated on read and write
with one clear line, unknown fields pass through, and a run parses each file once and lists what it could not read."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import kitlib as kit
from kitlib.runfolder import MANIFEST_VERSION, RunFolderError, open_run, read_manifest
from kitlib.runfolder.records import PROCESS, Field, Record
from kitlib.runfolder.write import write_manifest, write_result, write_worker_config

from .conftest import run_kit


def _copy(run: Path, dest: Path) -> Path:
    shutil.copytree(run, dest, ignore=shutil.ignore_patterns(".kit_cache", "report.*"))
    return dest


def _edit_manifest(run: Path, edit) -> None:
    m = json.loads((run / "manifest.json").read_text())
    edit(m)
    (run / "manifest.json").write_text(json.dumps(m))


def test_a_run_keeps_todays_fields_and_gains_a_version(tiny_run: Path) -> None:
    m = read_manifest(tiny_run)
    assert m["manifest_version"] == MANIFEST_VERSION
    for c in m["configs"]:
        assert {"name", "status", "reason", "compile_time_s", "step_times_s", "processes"} <= set(c)
        assert all({"process", "dir", "status", "compile_time_s", "step_times_s"} <= set(p) for p in c["processes"])
    r = open_run(tiny_run)
    assert r.backend == "torch-xla-cpu" and r.ok_configs == ["split-1", "split-8"]


def test_an_older_manifest_opens_and_unknown_fields_pass_through(tiny_run: Path, tmp_path: Path) -> None:
    run = _copy(tiny_run, tmp_path / "old")

    def edit(m: dict) -> None:
        del m["manifest_version"]  # written before the field existed
        m["configs"][0]["processes"][0]["noise"] = {"steal_s": 0.5}  # a field this kit does not know
    _edit_manifest(run, edit)
    r = open_run(run)
    assert r.processes("split-1")[0]["noise"] == {"steal_s": 0.5}
    assert list(kit.step_times(r)["config"].unique()) == ["split-1", "split-8"]


@pytest.mark.parametrize("edit, message", [
    (lambda m: m["configs"][0]["processes"][0].update(compile_time_s="fast"),
     r"manifest.json: configs\[0\].processes\[0\].compile_time_s: expected a number or null, got str 'fast'"),
    (lambda m: m["configs"][1].update(step_times_s=[0.1, "x"]),
     r"manifest.json: configs\[1\].step_times_s: expected a list of numbers or null, got list"),
    (lambda m: m["configs"][0]["processes"][0].pop("dir"),
     r"manifest.json: configs\[0\].processes\[0\].dir: missing \(required in a process\)"),
])
def test_a_wrong_field_is_one_line(tiny_run: Path, tmp_path: Path, edit, message: str) -> None:
    run = _copy(tiny_run, tmp_path / "bad")
    _edit_manifest(run, edit)
    with pytest.raises(RunFolderError, match=message):
        open_run(run)
    proc = run_kit("report", str(run), check=False)
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1 and "manifest.json: configs[" in proc.stderr


def test_the_writer_validates(tmp_path: Path) -> None:
    with pytest.raises(RunFolderError, match=r"configs\[0\].status: expected a string"):
        write_manifest(tmp_path, {"spec": {}, "configs": [{"name": "a", "status": 1, "processes": []}]})
    assert not (tmp_path / "manifest.json").exists()


def test_an_optional_field_is_one_line() -> None:
    process = Record("process", (*PROCESS, Field("compile_threads", "int?", "threads XLA compiled with")))
    ok = {"process": 0, "dir": "a", "compile_threads": 8, "anything": "else"}
    assert process.check(ok, "p", "m.json") == ok
    with pytest.raises(RunFolderError, match=r"m.json: p.compile_threads: expected an integer or null, got float 8.5"):
        process.check({**ok, "compile_threads": 8.5}, "p", "m.json")


def test_traces_parse_once_and_errors_do_not_depend_on_order(tiny_run: Path, tmp_path: Path, monkeypatch) -> None:
    import kitlib.timings.trace as trace_mod

    run = _copy(tiny_run, tmp_path / "copy")
    trace = next((run / "split-8" / "trace").rglob("*.trace.json.gz"))
    trace.write_bytes(trace.read_bytes()[:200])  # cut: not a complete gzip stream
    calls: list[str] = []
    real = trace_mod.read_trace
    monkeypatch.setattr(trace_mod, "read_trace", lambda p: (calls.append(str(p)), real(p))[1])
    r = kit.open_run(run)
    errors = kit.parse_errors(r)  # first: it reads what the analyses would
    assert list(errors["kind"]) == ["trace"] and errors["error"].iloc[0].startswith(str(run))
    n = len(calls)
    assert n == len(r.ok_processes())  # every ok process's trace, once
    kit.kernel_times(r)
    kit.kernel_coverage(r)
    assert len(calls) == n  # the report's kernel tables parsed nothing again
    assert kit.parse_errors(r).equals(errors)


def test_an_unreadable_gpu_part_is_an_error_row_not_a_stop(tmp_path: Path) -> None:
    """The GPU analysis reads dumps through the folder parser: one bad .ll leaves the other parts in the tables."""
    from kitlib.analysis.split_parts import read_run_split_parts, split_summary

    data = Path(__file__).parent / "data" / "gpu" / "const_n2"
    d = tmp_path / "run" / "split-2"
    shutil.copytree(data, d / "dump", ignore=shutil.ignore_patterns(".kit_cache"))
    write_worker_config(d, {"name": "split-2", "backend": "xla-gpu-deviceless", "model": "custom", "gpu_target": "h100",
                            "split_count": 2})
    write_result(d, {"status": "ok", "compile_time_s": 1.0}, "xla-gpu-deviceless")
    good = read_run_split_parts(tmp_path / "run").parts
    bad_file = "module_0001.jit_f.2.ir-with-opt.ll"
    (d / "dump" / bad_file).write_bytes(b"\x00\x01 not IR")
    r = kit.open_run(tmp_path / "run")
    parts = read_run_split_parts(r).parts
    assert bad_file in set(good["ir_file"]) and bad_file not in set(parts["ir_file"])
    assert len(parts) == len(good) - 1
    assert split_summary(r).loc[0, "parts"] == len(good[good["role"] != "constants-module"]) - 1
    errors = kit.parse_errors(r)
    assert list(errors["file"]) == [bad_file] and errors["error"].iloc[0].startswith(str(d / "dump" / bad_file))
