"""kitlib.dumps.llvm_ir on real XLA IR, the Case 1 module, against llvmlite's LLVM and against golden tables."""
from __future__ import annotations

import json
import struct
from pathlib import Path

import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pandas.testing import assert_frame_equal

from kitlib.dumps.llvm_ir import (
    LLVM_FUNCTIONS_SCHEMA,
    LLVM_GLOBALS_SCHEMA,
    LLVM_LOADS_SCHEMA,
    TABLE_SCHEMAS,
    read_llvm_ir,
    read_llvm_ir_rows,
)
from kitlib.errors import ParseError
from kitlib.schema import frame, rows_frame

DATA = Path(__file__).parent / "data"
CASE1 = DATA / "lab" / "case1_constant_121.ll"
CPU_DIR = DATA / "lab" / "xla_cpu"
REDUCE_WINDOW = CPU_DIR / "module_0002.SyncTensorsGraph.550.reduce-window.1.clone_elemental_kernel_module.ir-no-opt.ll"
WITH_OPT_NEW_SYNTAX = DATA / "lab" / "xla_cpu_with_opt_captures.ll"
KERNELS = ["fusion", "fusion_1", "slice_fusion", "fusion_2", "reduce_fusion", "fusion_3"]


def all_ll_files() -> list[Path]:
    return sorted(p for p in DATA.rglob("*.ll") if "golden" not in p.parts)


def test_case1_globals_exact():
    m = read_llvm_ir(CASE1)
    assert list(m.globals.columns) == LLVM_GLOBALS_SCHEMA.names
    g = m.globals.set_index("name")
    row = g.loc["buffer_for_constant_121"]
    assert row["linkage"] == "external"
    assert bool(row["is_constant"]) and not bool(row["is_declaration"]) and bool(row["has_initializer"])
    assert row["address_space"] == 1
    assert row["type"] == "[8 x i8]"
    assert row["size_bytes"] == 8
    assert int.from_bytes(row["initializer_bytes"], "little") == 32  # c" \00\00..." is the integer 32
    assert row["line"] == 6
    assert struct.unpack("<4f", g.loc["buffer_for_constant_7", "initializer_bytes"]) == (1.0, 2.0, 3.0, 4.0)
    assert m.target_triple == "nvptx64-nvidia-cuda"
    assert m.module_flag("nvvm-reflect-ftz") == "i32 0"


def test_case1_kernels_and_loads():
    m = read_llvm_ir(CASE1)
    assert list(m.functions.columns) == LLVM_FUNCTIONS_SCHEMA.names
    assert m.kernels == KERNELS  # from !nvvm.annotations
    f = m.functions.set_index("name")
    assert f.loc["llvm.nvvm.read.ptx.sreg.tid.x", "is_declaration"]
    assert f.loc["fusion", "instruction_count"] == 13
    assert f.loc["reduce_fusion", "instruction_count"] == 18
    assert list(m.loads.columns) == LLVM_LOADS_SCHEMA.names
    loads = {(r.function, r["global"]): r["count"] for _, r in m.loads.iterrows()}
    # each kernel loads constant_121 through an addrspacecast; reduce_fusion also reads constant_7 through a GEP
    assert loads == {**{(k, "buffer_for_constant_121"): 1 for k in KERNELS}, ("reduce_fusion", "buffer_for_constant_7"): 1}
    assert len(m.constant_loads()) == 7


def test_xla_cpu_kernel_module():
    m = read_llvm_ir(REDUCE_WINDOW)
    assert m.kernels == ["reduce-window.1.clone_kernel"]  # XLA:CPU signature: ptr @k(ptr)
    g = m.globals.set_index("name")
    assert set(g.index) == {"0", "1", "2", "reduce-window.1.clone_parallel_bounds"}
    assert (g["linkage"] == "private").all() and g["is_constant"].all()
    assert g.loc["1", "initializer_bytes"] == b"\x00\x00\x80\xff"
    assert g.loc["0", "initializer_bytes"] == b"\x00" * 4
    bounds = g.loc["reduce-window.1.clone_parallel_bounds"]
    assert bounds["size_bytes"] == 64
    assert struct.unpack("<8q", bounds["initializer_bytes"]) == (0, 1, 0, 512, 0, 1, 512, 1024)
    assert m.module_flag("xla_dylib_index") == "i64 1"
    loads = m.loads.set_index(["function", "global"])["count"].to_dict()
    assert loads == {("reduce-window.1.clone_kernel", "reduce-window.1.clone_parallel_bounds"): 4}


def test_newer_syntax_reads():
    """captures(none) (LLVM 21+) that LLVM 19 rejects still reads; the with-opt module has no call-frame type."""
    assert "captures(none)" in WITH_OPT_NEW_SYNTAX.read_text()
    m = read_llvm_ir(WITH_OPT_NEW_SYNTAX)
    assert m.kernels == ["reduce-window.1.clone_kernel"]
    assert m.functions.set_index("name").loc["reduce-window.1.clone_kernel", "linkage"] == "external"


def test_typed_pointer_constant_expression_load():
    text = (
        '@buffer_for_constant_121 = external local_unnamed_addr addrspace(1) constant [8 x i8], align 128\n'
        "define void @fusion(i8* %p) {\n"
        "entry:\n"
        "  %0 = load i64, i64* addrspacecast (i64 addrspace(1)* bitcast ([8 x i8] addrspace(1)* @buffer_for_constant_121 to i64 addrspace(1)*) to i64*), align 128\n"
        "  ret void\n"
        "}\n"
        '!nvvm.annotations = !{!0}\n!0 = !{void (i8*)* @fusion, !"kernel", i32 1}\n'
    )
    m = read_llvm_ir(text)
    g = m.globals.iloc[0]
    assert bool(g["is_declaration"]) and g["initializer_bytes"] is None and g["size_bytes"] == 8
    assert m.kernels == ["fusion"]
    assert m.loads.to_dict("records") == [{"function": "fusion", "global": "buffer_for_constant_121", "count": 1}]


def test_ptx_kernel_calling_convention():
    m = read_llvm_ir("define ptx_kernel void @k(ptr captures(none) %a) {\n  ret void\n}\ndefine void @f() {\n  ret void\n}\n")
    f = m.functions.set_index("name")
    assert f.loc["k", "calling_conv"] == "ptx_kernel" and f.loc["k", "is_kernel"]
    assert not f.loc["f", "is_kernel"]


@pytest.mark.parametrize("path", all_ll_files(), ids=lambda p: p.name[-60:])
def test_against_llvmlite(path: Path):
    """Differential: names, linkage, declarations and instruction counts agree with LLVM (llvmlite, LLVM 22)."""
    llvm = pytest.importorskip("llvmlite.binding")
    try:
        ref = llvm.parse_assembly(path.read_text())
    except RuntimeError as e:  # IR newer than llvmlite's LLVM 22 (jaxlib 0.9.2 writes denormal_fpenv, target_mem0)
        pytest.skip(f"llvmlite cannot parse it: {str(e).splitlines()[1][:80]}")
    m = read_llvm_ir(path)
    names = {"linkonce_any": "linkonce", "weak_any": "weak", "external_weak": "extern_weak"}
    ref_globals = {g.name: (names.get(g.linkage.name, g.linkage.name), bool(g.is_declaration)) for g in ref.global_variables if g.name}
    ours = {r.name: (r.linkage, bool(r.is_declaration)) for r in m.globals.itertuples() if not r.name.isdigit()}
    assert ours == ref_globals
    assert sum(1 for g in ref.global_variables) == len(m.globals)
    ref_fns = {f.name: (bool(f.is_declaration), sum(len(list(b.instructions)) for b in f.blocks)) for f in ref.functions}
    ours_fns = {r.name: (bool(r.is_declaration), 0 if r.is_declaration else int(r.instruction_count)) for r in m.functions.itertuples()}
    assert ours_fns == ref_fns


def test_errors(tmp_path: Path):
    bc = tmp_path / "m.bc"
    bc.write_bytes(b"BC\xc0\xde" + b"\x00" * 16)
    with pytest.raises(ParseError, match="bitcode"):
        read_llvm_ir(bc)
    with pytest.raises(ParseError, match="no LLVM IR content"):
        read_llvm_ir("just some words\nand more\n")
    with pytest.raises(ParseError) as e:
        read_llvm_ir("define void @f() {\nentry:\n  ret void\n")
    assert e.value.line == 1 and "closing brace" in str(e.value)
    with pytest.raises(ParseError, match="cannot open"):
        read_llvm_ir(tmp_path / "missing.ll")


def _llvm_c_string(data: bytes) -> str:
    return 'c"' + "".join(chr(b) if 0x20 <= b < 0x7F and chr(b) not in '"\\' else f"\\{b:02X}" for b in data) + '"'


@settings(max_examples=60, deadline=None)
@given(st.binary(min_size=1, max_size=64))
def test_c_string_initializer_roundtrip(data: bytes):
    m = read_llvm_ir(f"@g = constant [{len(data)} x i8] {_llvm_c_string(data)}, align 1\n")
    assert m.globals["initializer_bytes"].iloc[0] == data
    assert m.globals["size_bytes"].iloc[0] == len(data)


# ----------------------------------------------------------------------------- golden tables (the line-by-line reader's output)

GOLDEN = DATA / "golden"
TABLES = ("globals", "functions", "loads", "references", "module_flags")


@pytest.fixture(scope="module")
def golden() -> tuple[dict[str, pd.DataFrame], dict]:
    tables = {t: pd.read_parquet(GOLDEN / f"llvm_ir_{t}.parquet") for t in TABLES}
    return tables, json.loads((GOLDEN / "llvm_ir_modules.json").read_text())


def test_golden_covers_every_ll_file(golden):
    _, modules = golden
    assert sorted(modules) == sorted(p.relative_to(DATA).as_posix() for p in all_ll_files())


@pytest.mark.parametrize("path", all_ll_files(), ids=lambda p: p.name[-60:])
def test_tables_equal_golden(path: Path, golden):
    """Every table, dtype and cell equals what the line-by-line reader (tests/data/golden, made before
    the bulk scanner replaced it) wrote for this file."""
    tables, modules = golden
    rel = path.relative_to(DATA).as_posix()
    m = read_llvm_ir(path)
    for t in TABLES:
        want = tables[t]
        want = want[want["file"] == rel].drop(columns="file").reset_index(drop=True)
        got = getattr(m, t)
        assert_frame_equal(got[want.columns], want, check_exact=True, obj=f"{rel} {t}")  # columns added since: below
    f = m.functions
    assert (f["end_line"] >= f["line"]).all() and (f.loc[f["is_declaration"], "end_line"] == f.loc[f["is_declaration"], "line"]).all()
    lines = path.read_text(errors="replace").splitlines()
    assert all(lines[e - 1].strip().endswith("}") for e in f.loc[~f["is_declaration"], "end_line"])
    got = {k: getattr(m, k) for k in ("module_id", "source_filename", "target_triple", "target_datalayout", "struct_types")}
    assert got == modules[rel]


def test_rows_frame_types_as_schema_frame():
    """The column-wise builder gives exactly schema.frame's DataFrame (records of dicts), empty or not."""
    rows = read_llvm_ir_rows(CASE1).tables
    for t, schema in TABLE_SCHEMAS.items():
        for r in (rows[t], []):
            assert_frame_equal(rows_frame(r, schema), frame([dict(zip(schema.names, x, strict=True)) for x in r], schema))


EDGE = (
    '@"g x" = internal constant [2 x i32] [i32 1, i32 2], align 4\n'
    "@h = global i64 7\n"
    "define internal\n"
    "    void @f(ptr %p) {\n"
    "entry:\n"
    "  ; a comment with @h\n"
    "\n"
    '  %a = getelementptr inbounds [2 x i32], ptr @"g x", i64 0, i64 1\n'
    "  %b = getelementptr i8, ptr %a, i64 4\n"
    "  %c = load i32, ptr %b, align 4\n"
    "  %d = load i64, ptr @h\n"
    "  %s = insertvalue { i32, i32 } undef, i32 %c, 0\n"
    '"quoted label":\n'
    "  store i64 %d, ptr @h\n"
    "  ret void\n"
    "   }  \n"
    "define void @g() {\n"
    "  %x = load i32, ptr %y\n"
    "  ret void\n"
    "}\n"
    "define void @one() { ret void }\n"
    "declare void @ext(ptr)\n"
)


def test_bodies_read_in_bulk_edge_cases():
    """Multi-line define, comment/blank/quoted-label lines, a load through two GEPs of a global,
    an indented closing brace, a one-line body (values checked against the line-by-line reader)."""
    m = read_llvm_ir(EDGE)
    f = m.functions
    assert f[["name", "instruction_count", "line"]].astype(object).values.tolist() == [
        ["f", 7, 3], ["g", 2, 17], ["one", 0, 21], ["ext", pd.NA, 22]]
    assert m.loads.values.tolist() == [["f", "g x", 1], ["f", "h", 1]]
    assert m.references.values.tolist() == [["f", "g x", 1], ["f", "h", 2]]
    assert m.globals["initializer_bytes"].iloc[0] == struct.pack("<2i", 1, 2)


METADATA_AND_REGISTERS = (
    '@g = constant [2 x i64] [i64 1, i64 2]\n'
    '@gp = constant [2 x i64] [i64 3, i64 4]\n'
    "define ptr_addrspace_placeholder\n"
    "define void @k(ptr %a) {\n"
    '  %"p" = getelementptr inbounds i64, ptr @g, i64 1\n'
    "  %p1 = getelementptr inbounds i64, ptr %a, i64 1\n"
    "  %x = load i64, ptr %p, align 8\n"  # %"p" and %p are one register
    "  %y = load i64, ptr %p1, align 8\n"  # %p1 is not %p: not a load of @g
    "  %q = bitcast ptr %p to ptr\n"
    "  %z = load i64, ptr %q\n"
    "  %w = load i64, ptr @gp\n"
    "  ret void\n"
    "}\n"
    "!0 = !{!1}\n"
    '!1 = distinct !{!1, !"scope"}\n'
    '!nvvm.annotations = !{!2}\n'
    '!2 = !{ptr @k, !"kernel", i32 1}\n'
    "!3 = !{!4}\n"
    '!llvm.module.flags = !{!5}\n'
    '!5 = !{i32 7, !"PIC Level", i32 2}\n'
    "\n"
    "declare void @after_metadata()\n"
    '!6 = !{i32 1, !"second run", i32 0}\n'
).replace("define ptr_addrspace_placeholder\n", "")


def test_metadata_runs_and_derived_registers():
    """A run of metadata lines is read for its named metadata, kernel annotations and module flags only, a line
    after it is read again; a register derived from a global is followed through %name / %"name" and casts, and a
    name it prefixes (%p1) is another register."""
    m = read_llvm_ir(METADATA_AND_REGISTERS)
    assert m.kernels == ["k"]
    assert m.module_flags.values.tolist() == [["PIC Level", 7, "i32 2"]]
    assert m.functions[["name", "line"]].values.tolist() == [["k", 3], ["after_metadata", 21]]
    assert sorted(m.loads.values.tolist()) == [["k", "g", 2], ["k", "gp", 1]]
    assert sorted(m.references.values.tolist()) == [["k", "g", 1], ["k", "gp", 1]]


@pytest.mark.parametrize(
    "text, line, reason",
    [
        (EDGE.replace("@h = global", "@h global"), 2, "malformed global"),
        (EDGE + "define void @z() {\n ret void\n", 23, "function @z has no closing brace"),
        (EDGE.replace("  ret void\n   }", "  ret\x00 void\n   }"), 15, "binary data"),
        (EDGE.replace("@h = global", "@h global").replace("ret void\n}", "ret\x00 void\n}"), 2, "malformed global"),
        ("define void @z(\n\x00", 2, "binary data"),
    ],
)
def test_first_error_in_file_order(text: str, line: int, reason: str):
    with pytest.raises(ParseError) as e:
        read_llvm_ir(text)
    assert e.value.line == line and reason in str(e.value)


def test_line_breaks_as_before(tmp_path: Path):
    """Text and file split lines alike (kitlib.textio): \\r\\n and \\r are line breaks, \\v is not."""
    text = EDGE.replace("\n", "\r\n", 5)
    p = tmp_path / "crlf.ll"
    p.write_bytes(text.encode())
    assert_frame_equal(read_llvm_ir(p).functions, read_llvm_ir(EDGE).functions)
    vt = EDGE.replace("\n", "\x0b", 1)
    (tmp_path / "vt.ll").write_bytes(vt.encode())
    assert read_llvm_ir(vt).globals["line"].tolist() == read_llvm_ir(tmp_path / "vt.ll").globals["line"].tolist()


_mutation = st.tuples(
    st.sampled_from(["cut", "delete", "insert", "replace"]),
    st.floats(0, 1),
    st.floats(0, 1),
    st.binary(max_size=8) | st.sampled_from([b"{", b"}", b"\n}\n", b'"', b"\n", b"\r", b"@", b"%", b"=", b",", b"\x00",
                                            b" load ", b"getelementptr ", b"\ndefine void @q(", b"\xff"]),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(which=st.sampled_from([CASE1, REDUCE_WINDOW, WITH_OPT_NEW_SYNTAX]), muts=st.lists(_mutation, min_size=1, max_size=4))
def test_mutated_ir_only_parse_error(which: Path, muts):
    data = which.read_bytes()
    for op, a, b, blob in muts:
        i = int(a * len(data))
        j = min(len(data), i + int(b * 64))
        data = {"cut": data[:i], "delete": data[:i] + data[j:], "insert": data[:i] + blob + data[i:],
                "replace": data[:i] + blob + data[j:]}[op]
    try:
        read_llvm_ir(data.decode("utf-8", "replace") + "\n")
    except ParseError:
        pass


def test_the_row_by_row_constant_global_is_the_tables():
    """is_constant_global_row (the kernels' code reads a module's rows) agrees with is_constant_global on every global
    of the committed dumps and test files (XLA:CPU kernel modules, XLA:GPU split parts, the lab's Case 1 modules), and
    on the rows that decide it (a buffer_for_constant written global, one in shared memory, <NA> cells)."""
    from kitlib.dumps.llvm_ir import LLVM_GLOBALS_SCHEMA, is_constant_global, is_constant_global_row, read_llvm_ir_rows

    root = Path(__file__).parents[1]
    files = sorted(root.glob("data/*/*/dump/*ir-with-opt.ll")) + sorted(DATA.rglob("*.ll"))
    rows = [r for f in files for r in read_llvm_ir_rows(f).tables.get("globals", [])]
    cols = LLVM_GLOBALS_SCHEMA.names
    made = [("buffer_for_constant_3", "external", False, "defined", False, 1, "[4 x i8]", 4, True, None, 1),
            ("buffer_for_constant_4", "external", False, "defined", True, 3, "[4 x i8]", 4, True, None, 2),
            ("c", "private", False, "internal", None, None, "i32", 4, True, None, 3)]
    rows += made
    assert len(files) > 50 and len(rows) > 100
    want = is_constant_global(rows_frame(rows, LLVM_GLOBALS_SCHEMA)).tolist()
    got = [is_constant_global_row(r[cols.index("name")], r[cols.index("is_constant")], r[cols.index("address_space")]) for r in rows]
    assert got == want and True in got and False in got
    assert got[-3:] == [True, False, False]
