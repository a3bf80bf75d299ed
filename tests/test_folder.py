"""Whole-folder parse: per-kind tables, a bad file in its row, parquet cache invalidation, the CLI."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kitlib.dumps.folder import parse_folder

DATA = Path(__file__).parent / "data"
KINDS = ("hlo_before_optimizations", "hlo_after_optimizations", "buffer_assignment", "memory_usage_report", "debug_options")


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    d = tmp_path / "dump"
    d.mkdir()
    for f in (DATA / "cpu_2025").glob("module_*"):
        if not f.name.endswith((".ll", ".mlir", ".o")):
            shutil.copy(f, d / f.name)
    return d


def test_tables_errors_and_cache(folder: Path):
    bad = folder / "module_0009.SyncTensorsGraph.9.cpu_after_optimizations.txt"
    bad.write_text("HloModule SyncTensorsGraph.9\n\nENTRY %e () -> f32[] {\n  ROOT %a = f32[] add(%x\n}\n")
    r = parse_folder(folder, kinds=KINDS, workers=1)
    assert not r.from_cache
    errs = r.errors
    assert errs["file"].tolist() == [bad.name]
    assert errs["error"].iloc[0] == f"{bad}:4: unbalanced parentheses (line cut mid-instruction?): 'ROOT %a = f32[] add(%x'"
    ins = r["hlo_instructions"]
    assert set(ins["module_name"]) == {"SyncTensorsGraph.34", "SyncTensorsGraph.550"}
    per_file = ins.groupby("file").size().to_dict()
    assert per_file["module_0002.SyncTensorsGraph.550.cpu_after_optimizations.txt"] == 1696
    assert r["buffer_summary"].set_index("file").loc[
        "module_0002.SyncTensorsGraph.550.cpu_after_optimizations-buffer-assignment.txt", "total_bytes"] == 24932721
    assert len(r["debug_options"]) == 8
    again = parse_folder(folder, kinds=KINDS, workers=1)
    assert again.from_cache and again.errors["file"].tolist() == [bad.name]
    assert len(again["hlo_instructions"]) == len(ins)
    assert again["hlo_instructions"]["operands"].map(list).tolist() == ins["operands"].tolist()
    bad.write_text(bad.read_text().replace("add(%x", "add(%x)"))  # fixed: size changes -> cache invalid
    fixed = parse_folder(folder, kinds=KINDS, workers=1)
    assert not fixed.from_cache and len(fixed.errors) == 0


def test_pool_gives_same_tables(folder: Path):
    one = parse_folder(folder, kinds=KINDS, workers=1, cache=False)
    two = parse_folder(folder, kinds=KINDS, workers=2, cache=False)
    assert sorted(one.tables) == sorted(two.tables)
    for n in one.tables:
        assert len(one[n]) == len(two[n])


def _kit(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kitlib.dumps.cli", *args], capture_output=True, text=True,
                          cwd=Path(__file__).parent.parent)


def test_cli_parse_and_index(folder: Path, tmp_path: Path):
    ok = _kit("parse", str(folder / "module_0000.SyncTensorsGraph.34.debug_options"), "--format", "json")
    assert ok.returncode == 0 and '"flag":"xla_dump_to"' in ok.stdout
    bad = tmp_path / "pasted.txt"
    bad.write_text("HloModule m\n\nENTRY %e () -> f32[] {\n  ROOT %a = f32[] add(%x\n}\n")
    res = _kit("parse", str(bad))
    assert res.returncode == 2
    assert res.stderr.strip().splitlines() == [f"{bad}:4: unbalanced parentheses (line cut mid-instruction?): 'ROOT %a = f32[] add(%x'"]
    idx = _kit("index", str(folder))
    assert idx.returncode == 0 and idx.stdout.splitlines()[0].startswith("file,module_id,module_name,kind")
    assert len(idx.stdout.splitlines()) == 1 + len(list(folder.iterdir()))
