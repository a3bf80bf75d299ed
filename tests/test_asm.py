"""The x86-64 assembly reader on what LLVM 19's llc really writes (compiled here; no fixture file)."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from kitlib import read_x86_asm
from kitlib.dumps.asm import ASM_FUNCTIONS_SCHEMA, ASM_SYMBOL_LOADS_SCHEMA

DATA = Path(__file__).parent / "data"
LLC = shutil.which("llc-19") or shutil.which("llc")
needs_llc = pytest.mark.skipif(LLC is None, reason="llc missing (apt-get install -y llvm-19)")

# one load of a private constant at a run-time index, one store and one load of a global, one address taken
IR = """
@c = private unnamed_addr constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0]
@g = internal global i64 0

define float @f(i64 %i) {
  store i64 %i, ptr @g
  %p = getelementptr [4 x float], ptr @c, i64 0, i64 %i
  %v = load float, ptr %p
  %n = load volatile i64, ptr @g
  %s = sitofp i64 %n to float
  %r = fadd float %v, %s
  ret float %r
}

define ptr @address_only() {
  ret ptr @c
}
"""


def _llc(src: Path, out: Path, *flags: str) -> Path:
    assert LLC is not None
    subprocess.run([LLC, "-O3", "-march=x86-64", *flags, str(src), "-o", str(out)], check=True)
    return out


@needs_llc
@pytest.mark.parametrize("model", ["static", "pic"])
def test_loads_stores_and_addresses(tmp_path: Path, model: str) -> None:
    ll = tmp_path / "m.ll"
    ll.write_text(IR)
    m = read_x86_asm(_llc(ll, tmp_path / "m.s", f"-relocation-model={model}"))
    assert list(m.functions.columns) == ASM_FUNCTIONS_SCHEMA.names and list(m.symbol_loads.columns) == ASM_SYMBOL_LOADS_SCHEMA.names
    assert m.functions["name"].tolist() == ["f", "address_only"]
    loads = m.symbol_loads
    assert set(loads["function"]) <= {"f"}  # taking @c's address (movl $.Lc / leaq .Lc(%rip)) is no load
    if model == "static":  # the store to g is not a load; the volatile load of g and the indexed read of c are
        assert sorted(zip(loads["symbol"], loads["count"])) == [(".Lc", 1), ("g", 1)]
        assert all(ex.split()[0] == op for ex, op in zip(loads["example"], loads["opcode"]))
    else:  # PIC: c is read through a register, g through its GOT slot (g@GOTPCREL is the address, not g)
        assert "GOTPCREL" not in set(loads["symbol"]) and ".Lc" not in set(loads["symbol"])


@needs_llc
def test_xla_cpu_kernel_module(tmp_path: Path) -> None:
    """A torch_xla 2.9.0 XLA:CPU kernel: quoted names; its private *_parallel_bounds table read at a run-time index."""
    src = DATA / "lab" / "xla_cpu" / "module_0002.SyncTensorsGraph.550.reduce-window.1.clone_elemental_kernel_module.ir-no-opt.ll"
    asm = _llc(src, tmp_path / "k.s")
    m = read_x86_asm(asm)
    assert "reduce-window.1.clone_kernel" in set(m.functions["name"])
    bounds = m.loads_of([".Lreduce-window.1.clone_parallel_bounds"])
    assert set(bounds["function"]) == {"reduce-window.1.clone_kernel"} and (bounds["count"] > 0).all()
    lines = asm.read_text().splitlines()
    for r in bounds.itertuples():  # the line numbers point at the instruction as written
        assert lines[r.line - 1].split("#")[0].strip() == r.example
    as_text = read_x86_asm(asm.read_text())
    assert as_text.path == "<text>" and as_text.symbol_loads.equals(m.symbol_loads) and as_text.functions.equals(m.functions)


def test_missing_file() -> None:
    from kitlib.errors import KitError

    with pytest.raises(KitError, match="no such file"):
        read_x86_asm("/nonexistent/file.s")
