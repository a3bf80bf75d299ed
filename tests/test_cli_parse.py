"""`kit parse` prints the main table of every kind of dump file it knows."""
from __future__ import annotations

import io

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
