"""Mutated real dumps into every text reader: the kit's ParseError or a result, nothing else, no hang."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kitlib.dumps.buffer_assignment import read_buffer_assignment, read_memory_usage_report
from kitlib.dumps.debug_options import read_debug_options
from kitlib.dumps.hlo import read_hlo
from kitlib.errors import ParseError
from kitlib.timings.metrics_report import read_metrics_report

DATA = Path(__file__).parent / "data"
CPU = DATA / "cpu_2025"
READERS = [
    (read_hlo, CPU / "module_0000.SyncTensorsGraph.34.cpu_after_optimizations.txt"),
    (read_hlo, DATA / "jax_cpu_2025" / "module_0017.jit_f.before_optimizations.txt"),
    (read_buffer_assignment, CPU / "module_0000.SyncTensorsGraph.34.cpu_after_optimizations-buffer-assignment.txt"),
    (read_memory_usage_report, CPU / "module_0000.SyncTensorsGraph.34.cpu_after_optimizations-memory-usage-report.txt"),
    (read_debug_options, CPU / "module_0000.SyncTensorsGraph.34.debug_options"),
    (read_metrics_report, CPU / "metrics_report.txt"),
]

_mutation = st.tuples(
    st.sampled_from(["cut", "delete", "insert", "replace", "duplicate_line"]),
    st.floats(0, 1),
    st.floats(0, 1),
    st.binary(min_size=0, max_size=12) | st.sampled_from([b"(", b")", b"{", b"}", b'"', b"\n", b"%", b"=", b",", b"\xff\xfe", b"\x00"]),
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
        else:
            lines = data.split(b"\n")
            k = int(a * len(lines)) % max(1, len(lines))
            data = b"\n".join(lines[: k + 1] + lines[k:])
    return data


@pytest.mark.parametrize("reader, path", READERS, ids=lambda x: getattr(x, "__name__", None) or x.name)
@settings(max_examples=40, deadline=2000, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(muts=st.lists(_mutation, min_size=1, max_size=4))
def test_mutated_input_only_parse_error(reader, path: Path, muts):
    data = _mutate(path.read_bytes(), muts)
    try:
        reader(data)
    except ParseError:
        pass


@pytest.mark.parametrize("reader", [r for r, _ in READERS], ids=lambda r: r.__name__)
@pytest.mark.parametrize("data", [b"", b"\x00\x01\x02garbage", b"\xff\xfe\xfa" * 100, b"\n\n\n", b"}" * 1000, b"(" * 5000])
def test_garbage_only_parse_error(reader, data: bytes):
    try:
        reader(data)
    except ParseError:
        pass
