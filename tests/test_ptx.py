"""kitlib.dumps.ptx on PTX written by LLVM's NVPTX back end (real XLA:GPU dumps and llc-19 output)."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from kitlib.dumps.ptx import PTX_ENTRIES_SCHEMA, PTX_GLOBALS_SCHEMA, PTX_LOADS_SCHEMA, read_ptx
from kitlib.errors import ParseError

DATA = Path(__file__).parent / "data"
CASE1 = DATA / "lab" / "case1_constant_121.ll"

# The dump lines of Case 1 (shared/CASES.md), in a minimal PTX file around them.
CASE1_PART = """
.version 6.0
.target sm_70
.address_size 64

.extern .global .align 128 .b8 buffer_for_constant_121[8];
.visible .global .align 128 .b8 buffer_for_constant_7[16] = {0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64, 0, 0, 128, 64};

.visible .entry fusion_1(
\t.param .u64 fusion_1_param_0,
\t.param .u64 fusion_1_param_1
)
{
\t.reg .pred \t%p<2>;
\t.reg .b32 \t%r<8>;
\t.reg .f32 \t%f<2>;
\t.reg .b64 \t%rd<380>;
\t.shared .align 4 .b8 shmem[128];

// %bb.0:
\tld.param.u64 \t%rd8, [fusion_1_param_0];
\tld.global.nc.u64        %rd379, [buffer_for_constant_121];
\tsetp.lt.u64 \t%p1, %rd3, %rd379;
\t@%p1 bra \t$L__BB0_2;
\tld.global.nc.f32 \t%f1, [%rd7+4];
$L__BB0_2:
\tld.shared.f32 \t%f1, [shmem+8];
\tret;

}
"""


def ptx_files() -> list[Path]:
    return sorted(p for p in DATA.rglob("*.ptx") if p.stat().st_size > 0)  # empty: the kernel-less constants part


def test_case1_lines_exact():
    m = read_ptx(CASE1_PART)
    assert (m.version, m.target, m.address_size) == ("6.0", "sm_70", 64)
    assert list(m.entries.columns) == PTX_ENTRIES_SCHEMA.names
    e = m.entries.iloc[0]
    assert e["name"] == "fusion_1" and bool(e["is_entry"]) and not bool(e["is_declaration"])
    assert (e["reg_pred"], e["reg_b32"], e["reg_f32"], e["reg_b64"]) == (2, 8, 2, 380)
    assert e["instruction_count"] == 7
    assert list(m.globals.columns) == PTX_GLOBALS_SCHEMA.names
    g = m.globals.set_index("name")
    assert bool(g.loc["buffer_for_constant_121", "is_extern"]) and g.loc["buffer_for_constant_121", "size_bytes"] == 8
    assert not bool(g.loc["buffer_for_constant_7", "is_extern"]) and g.loc["buffer_for_constant_7", "size_bytes"] == 16
    assert g.loc["shmem", "state_space"] == "shared" and g.loc["shmem", "function"] == "fusion_1"
    assert list(m.loads.columns) == PTX_LOADS_SCHEMA.names
    got = {(r.state_space, r.qualifiers, None if r.symbol is None or r.symbol is __import__("pandas").NA else r.symbol): r.count for r in m.loads.itertuples()}
    assert got == {
        ("param", "ld.param.u64", "fusion_1_param_0"): 1,
        ("global.nc", "ld.global.nc.u64", "buffer_for_constant_121"): 1,
        ("global.nc", "ld.global.nc.f32", None): 1,
        ("shared", "ld.shared.f32", "shmem"): 1,
    }
    assert m.symbol_loads(["buffer_for_constant_121"])["count"].sum() == 1


@pytest.mark.parametrize("path", ptx_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_against_plain_grep(path: Path):
    """Differential: entries and load counts agree with an obvious grep of the same file."""
    text = path.read_text()
    m = read_ptx(path)
    assert m.entries.loc[m.entries["is_entry"], "name"].tolist() == re.findall(r"^\s*(?:\.visible\s+|\.weak\s+)?\.entry\s+(\w+)", text, re.M)
    loads = [ln for ln in text.splitlines() if re.match(r"^\s*(?:@!?%\w+\s+)?ldu?\.", ln)]
    assert int(m.loads["count"].sum()) == len(loads)
    nc = [ln for ln in loads if ".global.nc" in ln or ln.strip().startswith("ldu.")]
    assert int(m.loads.loc[m.loads["state_space"] == "global.nc", "count"].sum()) == len(nc)


@pytest.mark.skipif(shutil.which("llc-19") is None, reason="llc-19 not installed (apt-get install -y llvm-19)")
def test_llc_output_case1(tmp_path: Path):
    """PTX from llc-19 for the unsplit Case 1 module: no kernel loads the constant's symbol."""
    ptx = tmp_path / "m.ptx"
    subprocess.run(["llc-19", "-O3", "-march=nvptx64", "-mcpu=sm_70", str(CASE1), "-o", str(ptx)], check=True)
    m = read_ptx(ptx)
    assert m.entries["name"].tolist() == ["fusion", "fusion_1", "slice_fusion", "fusion_2", "reduce_fusion", "fusion_3"]
    assert m.entries["is_entry"].all()
    assert m.symbol_loads(["buffer_for_constant_121"]).empty


def test_errors(tmp_path: Path):
    with pytest.raises(ParseError, match="no PTX content"):
        read_ptx("hello\nworld\n")
    with pytest.raises(ParseError, match="never closes"):
        read_ptx(".version 7.0\n.visible .entry k(\n)\n{\n\tret;\n")
    with pytest.raises(ParseError, match="no such file"):
        read_ptx(tmp_path / "none.ptx")


def test_zero_byte_ptx_is_an_empty_module(tmp_path):
    """XLA:GPU writes a 0-byte .ptx for a split part without kernels (the constants part of tests/data/gpu)."""
    import io

    import pandas as pd

    from kitlib.dumps.folder import parse_folder

    from .conftest import run_kit

    empty = sorted(p for p in DATA.rglob("*.ptx") if p.stat().st_size == 0)
    assert empty, "the real dumps hold a kernel-less part"
    for p in empty:
        m = read_ptx(p)
        assert m.entries.empty and m.globals.empty and m.loads.empty and m.version is None
    out = pd.read_csv(io.StringIO(run_kit("parse", str(empty[0])).stdout))
    assert out.empty and "name" in out.columns
    folder = parse_folder(empty[0].parent, cache=False)
    row = folder.index.set_index("file").loc[empty[0].name]
    assert bool(row["parsed"]) and pd.isna(row["error"])
    with pytest.raises(ParseError, match="no PTX content"):
        read_ptx("\n// a comment only\n")
