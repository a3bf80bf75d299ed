"""XLA:CPU object files through binutils objdump: real kernels and a small-code-model listing."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from kitlib.dumps.objdump import OBJECT_KERNELS_SCHEMA, read_object_file
from kitlib.errors import ParseError

DATA = Path(__file__).parent / "data"
needs_objdump = pytest.mark.skipif(shutil.which("objdump") is None, reason="binutils objdump not installed")


@needs_objdump
def test_jax_call_kernel_references_constant_pool():
    o = read_object_file(DATA / "jax_cpu_2025" / "module_0017.jit_f.obj-file.call_computation_kernel_module.o")
    assert list(o.kernels.columns) == OBJECT_KERNELS_SCHEMA.names
    k = o.kernels.iloc[0]
    assert k.symbol == "call_kernel" and k.section == ".ltext"
    # large code model: movabs $0x0,%rax + R_X86_64_64 .rodata.cst4 (the 1.5 of the while body), no RIP-relative loads
    assert k.rodata_targets == [".rodata.cst4"] and k.rodata_reference_count == 1 and k.rip_relative_load_count == 0
    assert k.instruction_count == 123
    r = o.references.iloc[0]
    assert (r.offset, r.relocation, r.target) == (0x3F, "R_X86_64_64", ".rodata.cst4")
    assert r.instruction == "movabs $0x0,%rax"


@needs_objdump
def test_torch_xla_kernel_without_constants():
    o = read_object_file(DATA / "cpu_2025" / "module_0000.SyncTensorsGraph.34.obj-file.compare_reduce_fusion_kernel_module.o")
    k = o.kernels.set_index("symbol").loc["compare_reduce_fusion"]
    assert k.instruction_count == 83 and k.rodata_reference_count == 0 and len(o.references) == 0


SMALL_MODEL = """
x.o:     file format elf64-x86-64

Sections:
Idx Name          Size      VMA               LMA               File off  Algn  Flags
  0 .text         00000010  0000000000000000  0000000000000000  00000040  2**4  CONTENTS, ALLOC, LOAD, RELOC, READONLY, CODE
  1 .rodata.cst4  00000004  0000000000000000  0000000000000000  00000050  2**2  CONTENTS, ALLOC, LOAD, READONLY, DATA

Disassembly of section .text:

0000000000000000 <f>:
   0:\tvmovss 0x0(%rip),%xmm0        # 8 <f+0x8>
\t\t\t4: R_X86_64_PC32\t.LCPI0_0-0x4
   8:\tcall   10 <g>\t9: R_X86_64_PLT32\tg-0x4
   d:\tret
"""


def test_rip_relative_listing_text():
    o = read_object_file(SMALL_MODEL)
    k = o.kernels.iloc[0]
    assert (k.instruction_count, k.rodata_reference_count, k.rip_relative_load_count, k.call_count) == (3, 1, 1, 1)
    assert o.references["target"].tolist() == [".LCPI0_0"]


@needs_objdump
def test_not_an_object(tmp_path: Path):
    f = tmp_path / "obj-file.x.o"
    f.write_bytes(b"\x00garbage" * 10)
    with pytest.raises(ParseError) as e:
        read_object_file(f)
    assert e.value.path == str(f)


@needs_objdump
def test_one_objdump_run_gives_each_objects_own_text(tmp_path: Path):
    """objdump of a folder's objects in one run (issue 38): each object's text as objdump of that object alone
    gives it; a file objdump does not take (not an object, gone) is left out for the one-file call to explain."""
    from kitlib.dumps.objdump import objdump_text, objdump_texts

    objects = sorted(str(p) for p in DATA.rglob("*.o"))
    assert len(objects) >= 2
    not_elf = tmp_path / "x.o"
    not_elf.write_text("not an object\n")
    got = objdump_texts([objects[0], str(not_elf), str(tmp_path / "gone.o"), *objects[1:]])
    assert list(got) == objects
    for p in objects:
        assert got[p] == objdump_text(p)
