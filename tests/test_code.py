"""Kernel code fingerprints on real XLA:CPU dumps: split counts change nothing, fast math changes code."""
from __future__ import annotations

from pathlib import Path

from kitlib.analysis.code import kernel_fingerprints, programs_identical, same_code, same_code_summary
from kitlib.dumps.kernel_code import kernel_ir, normalise_llvm_ir
from kitlib.dumps.objdump import read_object_file

DATA = Path(__file__).parent / "data" / "cpu_2025"
IR = DATA / "module_0000.SyncTensorsGraph.34.compare_reduce_fusion_kernel_module.ir-with-opt.ll"
OBJ = DATA / "module_0000.SyncTensorsGraph.34.obj-file.compare_reduce_fusion_kernel_module.o"


def test_normalise_removes_module_identity_and_numbering():
    text = IR.read_text()
    norm = normalise_llvm_ir(text)
    assert "xla_dylib_index" not in norm and "ModuleID" not in norm and "source_filename" not in norm
    other = text.replace('!"xla_dylib_index", i64 0', '!"xla_dylib_index", i64 7')
    assert normalise_llvm_ir(other) == norm
    # the same code with its metadata numbered differently (the flag node moved last)
    moved = other.replace("!llvm.module.flags = !{!0, !1}", "!llvm.module.flags = !{!0, !99}").replace(
        '!1 = !{i32 1, !"xla_dylib_index", i64 7}', '!99 = !{i32 1, !"xla_dylib_index", i64 7}')
    assert normalise_llvm_ir(moved) == norm
    changed = text.replace("i64 127)", "i64 126)", 1)
    assert normalise_llvm_ir(changed) != norm


def test_kernel_ir_and_object_functions_on_real_files():
    k = kernel_ir(IR.read_text())
    assert list(k) == ["compare_reduce_fusion"]
    assert "@llvm.smax.i64" in k["compare_reduce_fusion"][0]
    ins = read_object_file(OBJ).instructions
    insns = ins.loc[ins["symbol"] == "compare_reduce_fusion", "text"].tolist()
    assert insns and not any(i[:1].isdigit() for i in insns)  # no addresses left
    f = kernel_fingerprints(DATA)
    row = f.set_index("kernel").loc["compare_reduce_fusion"]
    assert row.asm_instructions == len(insns) and row.ir_hash and row.asm_hash


def test_split_counts_compile_identical_kernels(tiny_run):
    t = same_code(tiny_run / "split-1" / "dump", tiny_run / "split-8" / "dump")
    assert len(t) > 10
    assert programs_identical(t), t[t["status"] != "same"]
    assert same_code_summary(t, "split-1", "split-8").startswith("Whole programs identical")


def test_fast_math_changes_some_kernels(fast_math_run):
    t = same_code(fast_math_run / "default", fast_math_run / "fast-math")
    counts = t["status"].value_counts()
    assert counts.get("differs", 0) >= 1
    assert counts.get("same", 0) >= 1  # not everything: integer / copy kernels stay
    assert not programs_identical(t)
    assert "differs" in same_code_summary(t)


def test_order_free_ir_hash_on_a_real_kernel():
    """torch_xla 2.9.0's reduce-window kernel (GCC-built XLA) loads each dimension's upper bound before its lower one;
    jaxlib 0.7.1 (Clang-built, same XLA) the other way round. The order-free hash holds that as the same
    instructions; it tells any change of an instruction, of an operand or of operand order."""
    from kitlib.analysis.code import order_free_ir_hash

    text = normalise_llvm_ir((Path(__file__).parents[1] / "data" / "bert-tiny-cpu" / "split-1" / "dump" /
                              "module_0002.SyncTensorsGraph.550.reduce-window.1.clone_elemental_kernel_module.ir-with-opt.ll").read_text())
    lines = text.splitlines()
    up = next(i for i, x in enumerate(lines) if x.strip().startswith("%up_dim_1 = load"))
    assert lines[up + 1].strip().startswith("%lo_dim_1 = load")
    swapped = lines[:up] + [lines[up + 1], lines[up]] + lines[up + 2:]
    h = order_free_ir_hash(text)
    assert order_free_ir_hash("\n".join(swapped)) == h
    renamed = text.replace("%lo_dim_1", "%lower_1")  # value names are no part of the code
    assert order_free_ir_hash(renamed) == h
    cmp = next(i for i, x in enumerate(lines) if "icmp ult i64 %lo_dim_1, %up_dim_1" in x)
    for changed in (lines[:cmp] + [lines[cmp].replace("%lo_dim_1, %up_dim_1", "%up_dim_1, %lo_dim_1")] + lines[cmp + 1:],
                    lines[:cmp] + [lines[cmp].replace("ult", "ule")] + lines[cmp + 1:],
                    lines[:up] + [lines[up].replace("align 8", "align 4")] + lines[up + 1:],
                    lines[:up] + lines[up + 1:]):
        assert order_free_ir_hash("\n".join(changed)) != h


def test_a_folders_hlo_is_read_once_per_process_and_each_caller_gets_its_own(tmp_path, monkeypatch):
    """A report's pairs share their base config: its HLO modules and kernels are derived once per folder content
    (the same bytes in another folder too), and the public table a caller gets is its own to change."""
    import shutil

    import kitlib.analysis.code as code

    monkeypatch.setenv("KIT_PARSE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(code, "_DERIVED", {})
    read = []
    real = code._read_hlo_modules
    monkeypatch.setattr(code, "_read_hlo_modules", lambda side, kind: read.append((side.path, kind)) or real(side, kind))
    run = Path(__file__).parents[1] / "data" / "bert-tiny-cpu"
    copy = tmp_path / "copy"
    shutil.copytree(run / "split-1" / "dump", copy)
    first = same_code(run / "split-1", run / "split-8")
    again = same_code(copy, run / "split-8")  # another folder, the same content as split-1's
    assert first.equals(again)
    assert [p.parent.name for p, _ in read] == ["split-1", "split-8"]  # each content read once
    mine = code.hlo_kernels(run / "split-1")
    mine.loc[:, "opcode"] = "changed"
    assert (code.hlo_kernels(run / "split-1")["opcode"] != "changed").all()
    assert [p.parent.name for p, _ in read] == ["split-1", "split-8"]


def test_a_module_of_the_same_bytes_in_two_folders_is_read_once_and_diffs_as_the_full_matching(tmp_path, monkeypatch):
    """bert-tiny's split-1 and split-8 hold the same HLO bytes (the split count changes no HLO): the second folder's
    modules are the first's objects, its kernels the first's rows, and the HLO diff of a module with itself (every
    instruction matched with itself, unchanged, no signature computed) is what the full matching of two separately read
    copies gives, row for row."""
    from pandas.testing import assert_frame_equal

    import kitlib.analysis.code as code
    from kitlib.dumps.folder import DumpFolder
    from kitlib.runfolder.files import open_code_side

    monkeypatch.setenv("KIT_PARSE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(code, "_DERIVED", {})
    run = Path(__file__).parents[1] / "data" / "bert-tiny-cpu"
    a, b = open_code_side(run / "split-1"), open_code_side(run / "split-8")
    ma, mb = code._hlo_modules(a), code._hlo_modules(b)
    assert ma.keys() == mb.keys() and len(ma) == 3
    assert all(ma[k][0] is mb[k][0] for k in ma)  # one module object for both
    shared = code.hlo_diff(a, b)
    assert (shared[0]["status"] == "unchanged").all() and (shared[0]["matched_by"] == "structure").all()
    assert_frame_equal(code.hlo_kernels(a), code.hlo_kernels(b))
    monkeypatch.setattr(code, "_DERIVED", {})
    monkeypatch.setattr(DumpFolder, "digest", lambda self, f: None)  # nothing shared: each module read apart
    a, b = open_code_side(run / "split-1"), open_code_side(run / "split-8")
    assert all(code._hlo_modules(a)[k][0] is not code._hlo_modules(b)[k][0] for k in ma)
    full = code.hlo_diff(a, b)
    for x, y in zip(shared, full, strict=True):
        assert_frame_equal(x, y)


def test_a_kernels_own_name_is_blanked_where_it_stands_whole():
    """_blank_own_name (str.find, no pattern compiled per kernel) blanks exactly what the pattern
    ``(?<![-\\w.$])NAME(?![\\w$-]|\\.\\d)`` matches, left to right: on real kernel names and on hypothesis' texts
    built from the name and the characters that decide (name characters, ``.`` before a digit, unicode letters)."""
    import re

    from hypothesis import given, settings
    from hypothesis import strategies as st

    from kitlib.dumps.kernel_code import _blank_own_name

    def by_pattern(source: str, kernel: str) -> str:
        for name in dict.fromkeys((kernel, kernel.removesuffix("_kernel"))):
            source = re.sub(rf'(?<![-\w.$]){re.escape(name)}(?![\w$-]|\.\d)', "__kernel__", source)
        return source

    ir = "define ptr @reduce.228_kernel(ptr %0) {\nreduce.228.loop_body:\n  %reduce.228.1 = load i32\n  br label %reduce.2281\n}\n"
    assert _blank_own_name(ir, "reduce.228_kernel") == by_pattern(ir, "reduce.228_kernel")
    assert "__kernel__.loop_body" in _blank_own_name(ir, "reduce.228_kernel") and "reduce.2281" in _blank_own_name(ir, "reduce.228_kernel")

    pieces = st.sampled_from(["reduce.228", "reduce.228_kernel", "_kernel", ".", ".1", "1", "a", "$", "-", "_", " ", "%", "@",
                              "\n", "é", "٣", "reduce.22", "8"])

    @settings(max_examples=400, deadline=None)
    @given(st.lists(pieces, max_size=12), st.sampled_from(["reduce.228_kernel", "reduce.228", "a.b_kernel", "x"]))
    def same(parts: list[str], kernel: str) -> None:
        text = "".join(parts)
        assert _blank_own_name(text, kernel) == by_pattern(text, kernel)

    same()
