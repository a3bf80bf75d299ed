"""`kit parse` prints the main table of every kind of dump file it knows."""
from __future__ import annotations

import io
import os

import pandas as pd
import pytest

from .conftest import REPO, run_kit

CPU = REPO / "tests" / "data" / "cpu_2025"
GPU = REPO / "tests" / "data" / "gpu" / "const_n2"


@pytest.mark.parametrize("path, first_column", [
    (CPU / "module_0000.SyncTensorsGraph.34.cpu_after_optimizations.txt", "computation"),
    (CPU / "module_0000.SyncTensorsGraph.34.cpu_after_optimizations-buffer-assignment.txt", "allocation"),
    (CPU / "module_0000.SyncTensorsGraph.34.debug_options", "flag"),
    (REPO / "tests" / "data" / "lab" / "case1_constant_121.ll", "name"),
    (GPU / "module_0001.jit_f.0.ptx", "name"),
])
def test_parse_prints_a_table(path, first_column: str) -> None:
    out = run_kit("parse", str(path), "--format", "csv").stdout
    df = pd.read_csv(io.StringIO(out))
    assert df.columns[0] == first_column and len(df) > 0


def test_parse_bad_file_exits_2_with_one_line(tmp_path) -> None:
    bad = tmp_path / "module_0000.X.cpu_after_optimizations.txt"
    bad.write_text("HloModule X\n\nENTRY %main (p: f32[2]) -> f32[2] {\n  %p = f32[2]{0} parameter(0\n")
    proc = run_kit("parse", str(bad), check=False)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and str(bad) in lines[0]


def test_index_parse_reports_bad_files_in_their_row(tmp_path) -> None:
    import shutil

    for f in CPU.glob("module_0000.*"):
        shutil.copy(f, tmp_path / f.name)
    bad = tmp_path / "module_0000.SyncTensorsGraph.34.cpu_after_optimizations.txt"
    bad.write_text(bad.read_text()[:400])  # cut mid-instruction
    proc = run_kit("index", str(tmp_path), "--parse")
    df = pd.read_csv(io.StringIO(proc.stdout))
    row = df.set_index("file").loc[bad.name]
    assert row["error"].startswith(str(bad)) and not row["parsed"]
    assert df["parsed"].sum() >= 3  # the other HLO, buffer assignment, debug options, LLVM IR files
    assert "1 could not be parsed" in proc.stderr
    folder = run_kit("parse", str(tmp_path), check=False)
    assert folder.returncode == 2 and "kit index" in folder.stderr


def test_json_format_is_one_array() -> None:
    import json

    out = run_kit("parse", str(CPU / "module_0000.SyncTensorsGraph.34.debug_options"), "--format", "json").stdout
    rows = json.loads(out)
    assert isinstance(rows, list) and rows and {"flag", "value"} <= set(rows[0])


def test_parse_json_of_ir_with_non_utf8_initializer_bytes() -> None:
    """The Case 1 module's initializers are not UTF-8: JSON gives them as hex, as CSV gives every row."""
    import json

    out = run_kit("parse", str(REPO / "tests" / "data" / "lab" / "case1_constant_121.ll"), "--table", "globals",
                  "--format", "json").stdout
    rows = {r["name"]: r for r in json.loads(out)}
    assert rows["buffer_for_constant_121"]["initializer_bytes"] == (32).to_bytes(8, "little").hex()  # c" \00..." is 32


@pytest.mark.parametrize("make, reason", [
    (lambda p: p, "no such file"),
    (lambda p: (p.mkdir(), p)[1], "a folder"),
    (lambda p: (os.mkfifo(p), p)[1], "not a regular file"),  # a FIFO would block a reader forever
    (lambda p: (p.write_text("neither HLO nor anything\n"), p)[1], "unknown format"),
])
def test_parse_refuses_what_is_not_a_dump_file(tmp_path, make, reason: str) -> None:
    path = make(tmp_path / "thing")
    proc = run_kit("parse", str(path), check=False)
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1
    assert lines[0].startswith(f"kit: {path}") and reason in lines[0]


def test_parse_x86_assembly_written_by_llc(tmp_path) -> None:
    """`kit parse X.s`: the functions of real llc-19 output (an XLA:CPU kernel module of torch_xla 2.9.0)."""
    import shutil
    import subprocess

    llc = shutil.which("llc-19") or shutil.which("llc")
    if llc is None:
        pytest.skip("llc missing (apt-get install -y llvm-19)")
    src = REPO / "tests" / "data" / "lab" / "xla_cpu" / "module_0002.SyncTensorsGraph.550.reduce-window.1.clone_elemental_kernel_module.ir-no-opt.ll"
    asm = tmp_path / "kernel.s"
    subprocess.run([llc, "-O3", "-march=x86-64", str(src), "-o", str(asm)], check=True)
    df = pd.read_csv(io.StringIO(run_kit("parse", str(asm)).stdout))
    assert list(df.columns) == ["name", "instruction_count", "line", "end_line"]
    assert "reduce-window.1.clone_kernel" in set(df["name"]) and (df["instruction_count"] > 0).all()
    assert (df["end_line"] > df["line"]).all()  # each function's span: its label to its .size
