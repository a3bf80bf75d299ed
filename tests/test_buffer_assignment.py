"""Buffer assignment and memory usage report readers on real CPU (torch_xla, JAX) and GPU dumps."""
from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from kitlib.dumps.buffer_assignment import (
    ALLOCATION_SCHEMA,
    VALUE_SCHEMA,
    read_buffer_assignment,
    read_memory_usage_report,
)
from kitlib.errors import ParseError

DATA = Path(__file__).parent / "data"
SMALL = DATA / "cpu_2025" / "module_0000.SyncTensorsGraph.34.cpu_after_optimizations-buffer-assignment.txt"
BERT = DATA / "cpu_2025" / "module_0002.SyncTensorsGraph.550.cpu_after_optimizations-buffer-assignment.txt"


def test_small_real_assignment_exact():
    b = read_buffer_assignment(SMALL)
    a = b.allocations
    assert list(a.columns) == ALLOCATION_SCHEMA.names and list(b.values.columns) == VALUE_SCHEMA.names
    assert a["allocation"].tolist() == list(range(8))
    assert a["size_bytes"].tolist() == [8192, 16, 8, 8, 1, 1, 1, 1]
    assert a["kind"].tolist() == ["parameter", "parameter", "output", "parameter", "output",
                                  "thread-local", "thread-local", "thread-local"]
    assert a["parameter_number"].iloc[[0, 1, 3]].tolist() == [2, 0, 1] and a["parameter_number"].iloc[2] is pd.NA
    assert a.loc[0, "shape"] == "s64[8,128]" and a.loc[0, "shape_index"] == "{}"
    assert a.loc[2, "shape"] == "(pred[])" and bool(a.loc[2, "maybe_live_out"])
    v = b.values
    assert v.loc[0, ["allocation", "value_id", "instruction", "color", "offset_bytes", "size_bytes", "shape"]].tolist() == [
        0, 21, "p2.15", 0, 0, 8192, "s64[8,128]{1,0}"]
    assert v.loc[0, "shape_index"] is pd.NA
    assert v.loc[2, "instruction"] == "tuple.33" and v.loc[2, "shape_index"] == "{}"
    assert (b.total_bytes, b.peak_bytes, b.peak_time) == (8228, 8225, 4)
    assert b.peak_buffers["buffer"].tolist()[0] == "p2.15{}" and b.peak_buffers["cumulative_bytes"].iloc[-1] == 8225
    assert a["size_bytes"].sum() == b.total_bytes


def test_bert_tiny_assignment_and_report_agree():
    b = read_buffer_assignment(BERT)
    assert (len(b.allocations), len(b.values), b.total_bytes, b.peak_bytes) == (143, 223, 24932721, 24408072)
    kinds = b.allocations["kind"].value_counts().to_dict()
    assert kinds == {"thread-local": 96, "parameter": 41, "constant": 3, "output": 2, "temp": 1}
    temp = b.allocations[b.allocations.kind == "temp"].iloc[0]
    assert temp.allocation == 142 and temp.size_bytes == 6914048 and temp.is_preallocated_temp
    r = read_memory_usage_report(str(BERT).replace("buffer-assignment", "memory-usage-report"))
    assert r.total_bytes == b.total_bytes and len(r.allocations) == 143
    exact = b.allocations.set_index("allocation")["size_bytes"]
    rounded = r.allocations.set_index("allocation")["size_bytes"]
    assert ((rounded - exact.loc[rounded.index]).abs() <= exact.loc[rounded.index] * 0.01 + 1).all()


def test_jax_2025_memory_report_and_gpu_assignment():
    r = read_memory_usage_report(DATA / "jax_cpu_2025" / "module_0017.jit_f.cpu_after_optimizations-memory-usage-report.txt")
    assert r.total_bytes == 601 and len(r.allocations) == 0
    g = DATA / "gpu" / "const_n2" / "module_0001.jit_f.sm_9.0a_gpu_after_optimizations-buffer-assignment.txt"
    if g.exists():
        b = read_buffer_assignment(g)
        assert b.total_bytes == 45419 and b.peak_bytes == 36880
        assert (b.allocations["kind"] == "constant").sum() == 9


def test_old_pointer_format_and_errors():
    old = ("BufferAssignment:\nallocation 0: 0x55d0c2a0, size 4, parameter 0, shape |f32[]| at ShapeIndex {}:\n"
           " value: <0 p @0> (size=4,offset=0): f32[]\nallocation 1: 0x55d0c2b0, size 64, color 1, preallocated-temp:\n"
           "\nTotal bytes used: 68\n")
    b = read_buffer_assignment(old)
    assert b.allocations["kind"].tolist() == ["parameter", "temp"] and b.allocations["color"].tolist() == [0, 1]
    with pytest.raises(ParseError) as e:
        read_buffer_assignment("BufferAssignment:\nallocation x: size\n")
    assert e.value.line == 2
    with pytest.raises(ParseError):
        read_buffer_assignment("hello\n")
    with pytest.raises(ParseError):
        read_memory_usage_report("hello\n")


def test_memory_report_value_count_agrees_with_the_buffer_assignment():
    """value_count of the memory-usage report (header alone: 1; else the used_by_n_values column summed) is the
    buffer assignment's count of values per allocation, on XLA:CPU's real dumps of both files."""
    from kitlib.dumps.buffer_assignment import read_buffer_assignment, read_memory_usage_report

    data = Path(__file__).parent / "data" / "cpu_2025"
    checked = 0
    for report in sorted(data.glob("*memory-usage-report.txt")):
        mem = read_memory_usage_report(report).allocations.set_index("allocation")["value_count"]
        ba = read_buffer_assignment(str(report).replace("memory-usage-report", "buffer-assignment")).allocations
        expected = ba.set_index("allocation")["value_count"]
        assert mem.sort_index().to_dict() == expected.sort_index().to_dict()
        checked += int((mem > 1).sum())
    assert checked >= 2  # allocations holding several values (5 + 14 + 5 and 25), each with its value table
