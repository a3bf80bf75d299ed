"""Every `kit` command on mutated real run folders (issue 29, item 7): an answer or one clean line, never another
exception, never a hang (the harness: benchmarks/fuzz_cli_harness.py).

Two cases per command here (the sources are data/bert-tiny-cpu and data/bert-tiny-gpu, a bisect folder made
here, the shipped findings registry); the campaign, with `kit report`, a resumed `kit sweep` and `kit replay`
on mutated runs too, is ``benchmarks/fuzz_cli.py``.
"""
from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks import fuzz_cli_harness as fuzz_cli

LIGHT = [c for c in fuzz_cli.COMMANDS if c not in fuzz_cli.HEAVY]


@pytest.fixture(scope="module")
def sources(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Path]]:
    fuzz_cli.warm()
    made = tmp_path_factory.mktemp("fuzz-sources")
    return {"run": fuzz_cli.RUNS, "cpu run": {"cpu": fuzz_cli.RUNS["cpu"]},
            "bisect": {"bisect": fuzz_cli.make_bisect_folder(made / "bisect")},
            "registry": {"registry": fuzz_cli.make_registry(made / "registry")},
            "passes": {"passes": fuzz_cli.make_passes_pair(made / "passes")}}


@pytest.mark.parametrize("command", LIGHT)
@settings(max_examples=2, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(seed=st.integers(0, 2**31), target=st.sampled_from(["manifest", "record", "trace", "dump", "other", "remove"]),
       pick=st.integers(0, 1))
def test_every_command_on_a_mutated_folder(sources, command: str, seed: int, target: str, pick: int) -> None:
    kind = fuzz_cli.COMMANDS[command][2]
    src = list(sources[kind].values())[pick % len(sources[kind])]
    with tempfile.TemporaryDirectory(prefix="kit-fuzz-") as d:
        how, o = fuzz_cli.fuzz_case(src, command, seed, Path(d), target)
    assert o.kind in ("ok", "clean"), f"kit {command} on {src.name} ({how}): {o.kind}, exit {o.returncode}\n{o.stderr[-3000:]}"


def test_an_unreadable_trace_is_no_removed_kernel(tmp_path: Path) -> None:
    """Found by the campaign: with one config's trace cut short, `kit compare` called every kernel "removed" (a
    lie: the kernels ran, their trace is unreadable). The kernels are not compared, and the notes say which file."""
    import json

    run = fuzz_cli.copy_run(fuzz_cli.RUNS["cpu"], tmp_path / "run")
    trace = next((run / "split-8" / "trace").rglob("*.trace.json.gz"))
    data = trace.read_bytes()
    trace.unlink()
    trace.write_bytes(data[:5000])
    o = fuzz_cli.run_command(["compare", str(run), "--json"], tmp_path)
    assert o.kind == "ok", o.stderr
    out = json.loads(o.stdout)
    assert not [k for k in out["kernels"] if k["verdict"] in ("removed", "added")]
    assert f"split-8: a trace left out: {trace}: cannot read trace JSON: damaged gzip data" in " ".join(out["notes"])
    assert "kernels not compared: no readable trace on one side" in out["notes"]


def test_a_garbled_kernel_is_named_by_its_file_and_line(tmp_path: Path) -> None:
    """Found by hand beside the campaign: `kit diff` on a dump whose one kernel's IR is cut said "kit: <text>:1: ..." (the
    kernel's text, not the file). It names the file and the line in it."""
    run = fuzz_cli.copy_run(fuzz_cli.RUNS["cpu"], tmp_path / "run")
    ir = run / "split-8" / "dump" / "module_0002.SyncTensorsGraph.550.add_bitcast_fusion.3.clone_kernel_module.ir-with-opt.ll"
    lines = ir.read_text().splitlines(keepends=True)
    at = next(i for i, ln in enumerate(lines) if ln.startswith("define "))
    ir.unlink()
    ir.write_text("".join(lines[:at]) + "define void @x( {\n")  # a kernel without object code, cut in its first line
    o = fuzz_cli.run_command(["diff", str(run / "split-1"), str(run / "split-8")], tmp_path)
    assert o.kind == "clean" and o.stderr.startswith(f"kit: {ir}:"), o.stderr


@pytest.mark.parametrize("base_steps, other_steps", [([], [0.05, 0.06]), ([], []), ([0.0, 0.0], [float("nan"), float("inf")])])
def test_the_report_on_extreme_step_times(tmp_path: Path, monkeypatch, base_steps: list, other_steps: list) -> None:
    """Found by running notebook 01's cells on run folders whose manifests hold extreme numbers: an ok config whose
    process recorded no timed step stopped the report (compare_steps raised KeyError for its base; the step-time
    figure raised ValueError with no step at all). The report now says can't tell, or draws "no timed steps"."""
    import json
    import warnings

    import IPython.display
    import matplotlib

    matplotlib.use("Agg")
    monkeypatch.setattr(IPython.display, "display", lambda *a, **k: None)
    run = fuzz_cli.copy_run(fuzz_cli.RUNS["cpu"], tmp_path / "run")
    m = json.loads((run / "manifest.json").read_text())
    for c, steps in zip(m["configs"], (base_steps, other_steps)):
        for rec in (c, *c["processes"]):
            rec["step_times_s"] = steps
            rec["compile_time_s"] = float("nan")
    (run / "manifest.json").unlink()
    (run / "manifest.json").write_text(json.dumps(m))
    ns: dict = {"__name__": "report"}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        exec(compile(fuzz_cli.report_cells(run), "01_sweep_report", "exec"), ns)
    if len(ns.get("cmp", [])):
        assert set(ns["cmp"]["verdict"]) == {"can't tell"}


def test_a_kit_error_in_a_report_cell_is_the_kit_line(tmp_path: Path) -> None:
    """Found by the campaign (`kit report` on a run whose result.json was damaged): the line named the notebook and
    cell before the file ("<nb>: cell 3 raised RunFolderError: <file>:62: ..."). A cell that raised the kit's own
    error gives its line, file and line first, as every command says it (any other exception keeps the cell)."""
    import nbformat

    from kitlib.errors import KitError
    from kitlib.report.render import execute_notebook

    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell("from kitlib.errors import ParseError\n"
                                          "raise ParseError('/x/result.json', 62, 'not valid JSON')")]
    nbformat.write(nb, tmp_path / "nb.ipynb")
    with pytest.raises(KitError) as e:
        execute_notebook(tmp_path / "nb.ipynb", tmp_path / "out.ipynb", {}, cell_timeout_s=120)
    assert str(e.value).startswith("/x/result.json:62: not valid JSON (report cell 1; executed notebook: "), str(e.value)


@pytest.mark.parametrize("damage, words", [
    ("record", "measurements/c/0.json: not a measurement record (label: {})"),
    ("moved", "measurements/c/0.json: a measurement of b attempt 0 in another's place"),
    ("candidates", "cands.txt:1: not UTF-8 text"),
])
def test_a_damaged_bisect_folder_is_one_line(sources, tmp_path: Path, damage: str, words: str) -> None:
    """Found by the campaign: a resumed `kit bisect` whose measurement record held a wrong type said "unexpected
    TypeError", and a candidates file of random bytes "unexpected UnicodeDecodeError"."""
    import json
    import shutil

    run = tmp_path / "run"
    shutil.copytree(sources["bisect"]["bisect"], run)
    rec = run / "b1" / "measurements" / "c" / "0.json"
    if damage == "record":
        rec.write_text(json.dumps({**json.loads(rec.read_text()), "label": {}}))
    elif damage == "moved":
        rec.write_text((run / "b1" / "measurements" / "b" / "0.json").read_text())
    else:
        (run / "cands.txt").write_bytes(b"\x8a\xff label cmd\n")
    o = fuzz_cli.run_command(fuzz_cli.COMMANDS["bisect (resume)"][0](run, None, tmp_path), tmp_path)
    assert o.kind == "clean" and words in o.stderr, o.stderr
