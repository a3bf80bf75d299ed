"""Mutated real dumps into every reader: the kit's ParseError or a result, nothing else, no hang.

Mutations: truncation at a random point, byte runs deleted / inserted /
replaced (bytes that are not UTF-8, NUL bytes, brackets), lines duplicated
or deleted. Each reader gets a bounded number of examples and a deadline, so
a hang or a quadratic blow-up on bad input fails the test. Explicit cases for
HLO: empty, binary garbage, a file cut mid-instruction, a 100 MB constant
literal (time and memory bounded), tuple shapes nested 250 deep.
"""
from __future__ import annotations

import gzip
import json
import os
import tempfile
import time
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kitlib.dumps.buffer_assignment import read_buffer_assignment, read_memory_usage_report
from kitlib.dumps.debug_options import read_debug_options
from kitlib.dumps.hlo import read_hlo
from kitlib.dumps.kinds import classify
from kitlib.dumps.llvm_ir import read_llvm_ir
from kitlib.dumps.objdump import objdump_text, read_object_file
from kitlib.dumps.ptx import read_ptx
from kitlib.errors import ParseError
from kitlib.timings.metrics_report import read_metrics_report
from kitlib.timings.trace import read_trace

DATA = Path(__file__).parent / "data"
CPU = DATA / "cpu_2025"
GPU = DATA / "gpu" / "const_n2"
OBJ = DATA / "jax_cpu_2025" / "module_0017.jit_f.obj-file.part_00.o"


def _text(reader):
    """A reader of text: bytes decoded (errors replaced) and handed over as a string."""

    def read(data: bytes):
        text = data.decode("utf-8", errors="replace")
        return reader(text if "\n" in text else text + "\n")

    read.__name__ = reader.__name__
    return read


def _objdump_text(data: bytes):
    text = data.decode("utf-8", errors="replace")
    return read_object_file(text if "\n" in text else text + "\n")


def _trace(data: bytes):
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "t.trace.json"
        p.write_bytes(data)
        read_trace(p)
        p = Path(d) / "t.trace.json.gz"
        p.write_bytes(gzip.compress(data))
        return read_trace(p)


def _trace_input() -> bytes:
    ev = [
        {"ph": "M", "pid": 1, "tid": 7, "name": "thread_name", "args": {"name": "worker"}},
        {"ph": "X", "pid": 1, "tid": 9, "ts": 0, "dur": 1, "name": "step", "args": {"step_num": "0"}},
        {"ph": "X", "pid": 1, "tid": 7, "ts": 10, "dur": 100, "name": "call.1", "args": {"hlo_op": "call.1", "hlo_module": "M"}},
        {"ph": "X", "pid": 1, "tid": 7, "ts": 20, "dur": 30, "name": "f", "args": {"hlo_op": "fusion.2", "hlo_module": "M"}},
    ]
    return json.dumps({"displayTimeUnit": "ns", "traceEvents": ev}, indent=1).encode()


def _classify(data: bytes):
    for name in data.decode("utf-8", errors="replace").splitlines():
        classify(name, {0: "SyncTensorsGraph.34", 17: "jit_f"})


_objdump_input: bytes | None = None


def _objdump_bytes() -> bytes:
    global _objdump_input
    if _objdump_input is None:
        _objdump_input = objdump_text(OBJ).encode()
    return _objdump_input


def _names() -> bytes:
    return "\n".join(sorted(os.listdir(CPU)) + sorted(os.listdir(GPU))).encode()


READERS = [
    ("hlo_torch_xla", read_hlo, lambda: (CPU / "module_0000.SyncTensorsGraph.34.cpu_after_optimizations.txt").read_bytes()),
    ("hlo_jax", read_hlo, lambda: (DATA / "jax_cpu_2025" / "module_0017.jit_f.before_optimizations.txt").read_bytes()),
    ("hlo_old_gpu", read_hlo, lambda: (DATA / "xla_gpu_tests_2023" / "concat.hlo").read_bytes()),
    ("buffer_assignment", read_buffer_assignment,
     lambda: (CPU / "module_0000.SyncTensorsGraph.34.cpu_after_optimizations-buffer-assignment.txt").read_bytes()),
    ("memory_usage_report", read_memory_usage_report,
     lambda: (CPU / "module_0000.SyncTensorsGraph.34.cpu_after_optimizations-memory-usage-report.txt").read_bytes()),
    ("debug_options", read_debug_options, lambda: (CPU / "module_0000.SyncTensorsGraph.34.debug_options").read_bytes()),
    ("metrics_report", read_metrics_report, lambda: (CPU / "metrics_report.txt").read_bytes()),
    ("llvm_ir", _text(read_llvm_ir), lambda: (GPU / "module_0001.jit_f.0.ir-with-opt.ll").read_bytes()),
    ("ptx", _text(read_ptx), lambda: (GPU / "module_0001.jit_f.0.ptx").read_bytes()),
    ("objdump_text", _objdump_text, _objdump_bytes),
    ("trace_json", _trace, _trace_input),
    ("classify", _classify, _names),
]

_mutation = st.tuples(
    st.sampled_from(["cut", "delete", "insert", "replace", "duplicate_line", "delete_line", "flip"]),
    st.floats(0, 1),
    st.floats(0, 1),
    st.binary(min_size=0, max_size=12)
    | st.sampled_from([b"(", b")", b"{", b"}", b"[", b"]", b'"', b"\n", b"%", b"=", b",", b"\xff\xfe", b"\x00", b"\xc3", b"\\"]),
)


def _mutate(data: bytes, muts: list) -> bytes:
    for op, a, b, blob in muts:
        n = len(data)
        i = int(a * n)
        j = min(n, i + int(b * 64))
        if op == "cut":
            data = data[:i]
        elif op == "delete":
            data = data[:i] + data[j:]
        elif op == "insert":
            data = data[:i] + blob + data[i:]
        elif op == "replace":
            data = data[:i] + blob + data[j:]
        elif op == "flip":
            if n:
                k = min(i, n - 1)
                data = data[:k] + bytes([data[k] ^ (1 << int(b * 7.99))]) + data[k + 1 :]
        else:
            lines = data.split(b"\n")
            k = int(a * len(lines)) % max(1, len(lines))
            if op == "duplicate_line":
                data = b"\n".join(lines[: k + 1] + lines[k:])
            else:
                data = b"\n".join(lines[:k] + lines[k + 1 :])
    return data


@pytest.mark.parametrize("label, reader, source", READERS, ids=[r[0] for r in READERS])
@settings(max_examples=30, deadline=3000, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(muts=st.lists(_mutation, min_size=1, max_size=4))
def test_mutated_input_only_parse_error(label, reader, source, muts):
    data = _mutate(source(), muts)
    try:
        reader(data)
    except ParseError:
        pass


@pytest.mark.parametrize("label, reader, source", READERS, ids=[r[0] for r in READERS])
def test_unmutated_input_reads(label, reader, source):
    """The fuzz inputs themselves are valid: a mutation, not the input, is what breaks a read."""
    reader(source())


GARBAGE = [b"", b"\x00\x01\x02garbage", b"\xff\xfe\xfa" * 100, b"\n\n\n", b"}" * 1000, b"(" * 5000,
           os.urandom(4096), b"\x7fELF\x02\x01\x01" + bytes(range(256)) * 4]


@pytest.mark.parametrize("label, reader", [(r[0], r[1]) for r in READERS], ids=[r[0] for r in READERS])
@pytest.mark.parametrize("data", GARBAGE, ids=range(len(GARBAGE)))
def test_garbage_only_parse_error(label, reader, data: bytes):
    try:
        reader(data)
    except ParseError:
        pass


# ---- HLO: explicit bad and extreme inputs ----

HLO_TEXT = (CPU / "module_0000.SyncTensorsGraph.34.cpu_after_optimizations.txt").read_text()


@pytest.mark.parametrize("data", [b"", b"\n\n", b"\x00" * 64, os.urandom(2048) + b"\x00"], ids=["empty", "blank", "nul", "random"])
def test_hlo_empty_and_binary_files(tmp_path: Path, data: bytes):
    p = tmp_path / "m.txt"
    p.write_bytes(data)
    with pytest.raises(ParseError):
        read_hlo(p)


def test_hlo_cut_mid_instruction():
    lines = HLO_TEXT.splitlines(keepends=True)
    k = next(i for i, ln in enumerate(lines) if "fusion(" in ln)
    cut = "".join(lines[:k]) + lines[k][: lines[k].index("fusion(") + 9]
    with pytest.raises(ParseError) as e:
        read_hlo(cut)
    assert ":" in str(e.value)


def _big_constant_file(path: Path, n: int) -> int:
    """An HLO module whose entry holds an f32[n] constant printed on one line; returns the file size."""
    with open(path, "w") as f:
        f.write("HloModule big, entry_computation_layout={()->f32[]}\n\n")
        f.write("ENTRY %main () -> f32[] {\n")
        f.write(f"  %big = f32[{n}]{{0}} constant({{")
        chunk = ", ".join(["1.25"] * 100_000)
        for _ in range(n // 100_000):
            f.write(chunk)
            f.write(", ")
        f.write("1.25}), metadata={op_name=\"big\"}\n")
        f.write("  %zero = f32[] constant(0)\n")
        f.write(f"  ROOT %r = f32[] reduce(f32[{n}]{{0}} %big, f32[] %zero), dimensions={{0}}, to_apply=%add\n}}\n")
    return path.stat().st_size


def test_hlo_100mb_constant_bounded_time_and_memory(tmp_path: Path):
    n = 100_000 * 170
    p = tmp_path / "big.txt"
    size = _big_constant_file(p, n)
    assert size > 100e6
    t0 = time.perf_counter()
    with open(p, "rb") as f:
        while f.read(1 << 24):
            pass
    t_read = time.perf_counter() - t0
    tracemalloc.start()
    try:
        t0 = time.perf_counter()
        m = read_hlo(p)
        t_parse = time.perf_counter() - t0
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    c = m.constants.set_index("name")
    assert c.loc["big", "element_count"] == n
    assert c.loc["big", "size_bytes"] == 4 * n
    assert c.loc["zero", "value"] == 0.0
    i = m.instructions.set_index("name")
    assert i.loc["big", "op_name"] == "big"
    assert i.loc["r", "operands"] == ["big", "zero"]
    assert peak < size / 4, f"peak {peak / 1e6:.0f} MB for a {size / 1e6:.0f} MB file"
    assert t_parse < 20 * t_read + 5  # a scan, not a parse of 17 M numbers


def test_hlo_deeply_nested_tuple_shapes():
    depth = 250
    shape = "(" * depth + "f32[2]{0}, s32[]" + ")" * depth
    text = (
        "HloModule deep\n\n"
        f"ENTRY %main (p: {shape}) -> f32[2] {{\n"
        f"  %p = {shape} parameter(0)\n"
        f"  %t = {shape[1:-1]} get-tuple-element({shape} %p), index=0\n"
        f"  %c = {shape} constant(" + "(" * depth + "{1, 2}, 3" + ")" * depth + ")\n"
        "  ROOT %x = f32[2]{0} parameter(1)\n}\n"
    )
    m = read_hlo(text)
    i = m.instructions.set_index("name")
    assert i.loc["p", "shape"] == shape
    assert i.loc["t", "operands"] == ["p"]
    assert i.loc["t", "attributes"] == {"index": "0"}
    c = m.constants.set_index("name").loc["c"]
    assert (c["dtype"], c["element_count"], c["size_bytes"]) == ("tuple", 3, 12)
    with pytest.raises(ParseError):
        read_hlo(text.replace(")" * depth + " parameter(0)", ")" * (depth - 1) + " parameter(0)"))


def _stream_text(path: Path, nul_ok: bool) -> str:
    from kitlib.textio import open_lines

    with open_lines(path, nul_ok) as f:
        return f.read()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=200) | st.lists(st.sampled_from(
    [b"a", b"\n", b"\r", b"\r\n", b"\x00", b"\xe9", b"\xf0\x9f", b"\x1f\x8b", b" @g = global i32 0"]), max_size=30).map(b"".join),
    nul_ok=st.booleans())
def test_read_text_one_read_matches_the_stream(tmp_path: Path, data: bytes, nul_ok: bool) -> None:
    """read_text of a file (one read, one decode) gives the text and the error the text stream gives."""
    from kitlib.textio import read_text

    p = tmp_path / "f.txt"
    p.write_bytes(data)
    try:
        want: object = _stream_text(p, nul_ok)
    except ParseError as e:
        want = str(e)
    try:
        got: object = read_text(p, nul_ok)[1]
    except ParseError as e:
        got = str(e)
    assert got == want
