"""The trace reader on real and on broken traces."""
from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from kitlib import ParseError, read_trace
from kitlib.timings.trace import find_trace


def _write(path: Path, events: list, gz: bool = True) -> Path:
    data = json.dumps({"displayTimeUnit": "ns", "traceEvents": events}).encode()
    path.write_bytes(gzip.compress(data) if gz else data)
    return path


def test_nesting_self_time_and_steps(tmp_path: Path) -> None:
    ev = [
        {"ph": "M", "pid": 1, "tid": 7, "name": "thread_name", "args": {"name": "worker"}},
        {"ph": "X", "pid": 1, "tid": 9, "ts": 0, "dur": 1, "name": "step", "args": {"step_num": "0"}},
        {"ph": "X", "pid": 1, "tid": 7, "ts": 10, "dur": 100, "name": "call.1", "args": {"hlo_op": "call.1", "hlo_module": "M"}},
        {"ph": "X", "pid": 1, "tid": 7, "ts": 20, "dur": 30, "name": "f", "args": {"hlo_op": "fusion.2", "hlo_module": "M"}},
        {"ph": "X", "pid": 1, "tid": 7, "ts": 60, "dur": 40, "name": "g", "args": {"hlo_op": "fusion.3", "hlo_module": "M"}},
        {"ph": "X", "pid": 1, "tid": 9, "ts": 200, "dur": 1, "name": "step", "args": {"step_num": "1"}},
        {"ph": "X", "pid": 1, "tid": 7, "ts": 210, "dur": 5, "name": "h", "args": {"hlo_op": "fusion.2", "hlo_module": "M"}},
        {"ph": "C", "pid": 1, "name": "counter", "args": {"x": 1}},  # unknown kinds are skipped
        {"ph": "X", "pid": 1, "tid": 7, "name": "no timestamp", "args": {"hlo_op": "bad"}},
        "not an event",
    ]
    t = read_trace(_write(tmp_path / "h.trace.json.gz", ev))
    assert list(t["kernel"]) == ["call.1", "fusion.2", "fusion.3", "fusion.2"]
    assert list(t["depth"]) == [0, 1, 1, 0]
    assert list(t["self_duration_us"]) == [30.0, 30.0, 40.0, 5.0]
    assert list(t["step"]) == [0, 0, 0, 1]
    assert (t["thread"] == "worker").all()


@pytest.mark.parametrize("payload, reason", [
    (b"", "not a valid trace JSON"),
    (b"\x1f\x8b\x08\x00garbage", "cannot read trace"),
    (gzip.compress(b'{"traceEvents": [{"ph": "X"', mtime=0), "not a valid trace JSON"),
    (gzip.compress(b'{"foo": 1}', mtime=0), "no traceEvents list"),
])
def test_bad_traces_raise_parse_error(tmp_path: Path, payload: bytes, reason: str) -> None:
    p = tmp_path / "x.trace.json.gz"
    p.write_bytes(payload)
    with pytest.raises(ParseError, match=reason) as e:
        read_trace(p)
    assert str(p) in str(e.value)


def test_folder_without_trace(tmp_path: Path) -> None:
    with pytest.raises(ParseError, match="no \\*.trace.json.gz"):
        find_trace(tmp_path)
