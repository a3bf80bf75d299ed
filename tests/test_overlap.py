"""Overlap of transfers with compute: constructed traces with known answers, and a real torch_xla CPU trace."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from kitlib.analysis.overlap import OVERLAP_SCHEMA, intersection_length, length, overlap, step_spans, union
from kitlib.report.timeline import step_timeline


def _trace(path: Path, events: list[dict]) -> Path:
    meta = [{"ph": "M", "name": "thread_name", "pid": 1, "tid": t, "args": {"name": n}}
            for t, n in ((1, "python"), (2, "xla-cpu-worker"), (3, "transfer"))]
    path.write_text(json.dumps({"displayTimeUnit": "ns", "traceEvents": meta + events}))
    return path


def _x(name: str, ts: float, dur: float, tid: int, **args) -> dict:
    return {"ph": "X", "name": name, "ts": ts, "dur": dur, "pid": 1, "tid": tid, "args": args}


def test_constructed_trace_known_answers(tmp_path: Path) -> None:
    ev = [
        _x("step", 0, 100, 1, step_num=1), _x("step", 100, 100, 1, step_num=2),
        # step 1: kernels overlap each other (union 50 us); the transfer [50, 80) runs 10 us under compute
        _x("fusion.1", 10, 30, 2, hlo_op="fusion.1", hlo_module="m"), _x("fusion.2", 30, 30, 2, hlo_op="fusion.2", hlo_module="m"),
        _x("TransferFromDevice", 50, 30, 3),
        # step 2: compute [110, 130); transfers [140, 160) and [190, 210) (cut at the step's end): none hidden
        _x("dot.3", 110, 20, 2, hlo_op="dot.3", hlo_module="m"),
        _x("TransferToDevice", 140, 10, 3), _x("TransferToDevice", 145, 15, 3), _x("TransferToDevice", 190, 20, 3),
        _x("unrelated", 0, 200, 1),
    ]
    p = _trace(tmp_path / "t.trace.json", ev)
    o = overlap(p)
    assert list(o.columns) == OVERLAP_SCHEMA.names
    got = o[["step", "step_us", "compute_us", "transfer_us", "hidden_us", "exposed_us", "n_transfers", "n_kernels"]].to_numpy()
    np.testing.assert_allclose(got, [[1, 100, 50, 30, 10, 20, 1, 2], [2, 100, 20, 30, 0, 30, 3, 1]])
    assert o["hidden_fraction"].iloc[0] == pytest.approx(1 / 3)
    spans = step_spans(p, step=1)
    assert sorted(spans["kind"]) == ["compute", "compute", "transfer"] and spans["end_us"].max() == 80
    fig = step_timeline({"a": spans, "b": step_spans(p, step=2)})
    assert len(fig.axes) == 2


def test_interval_helpers() -> None:
    s, e = union(np.array([5.0, 0.0, 1.0, 20.0]), np.array([7.0, 2.0, 3.0, 21.0]))
    assert s.tolist() == [0, 5, 20] and e.tolist() == [3, 7, 21]
    assert length(np.array([0.0, 0.0]), np.array([4.0, 4.0])) == 4
    a = (np.array([0.0, 10.0]), np.array([5.0, 15.0]))
    b = (np.array([3.0]), np.array([12.0]))
    assert intersection_length(a, b) == 4  # [3,5) and [10,12)
    assert intersection_length(a, (np.empty(0), np.empty(0))) == 0


def test_real_torch_xla_cpu_trace(tiny_run: Path) -> None:
    """Every profiled step of both configs; compute inside the step; hidden never above either part."""
    o = overlap(tiny_run)
    assert set(o["config"]) == {"split-1", "split-8"} and len(o) >= 4
    assert (o["compute_us"] > 0).all() and (o["compute_us"] <= o["step_us"] + 1e-6).all()
    assert (o["hidden_us"] <= o[["compute_us", "transfer_us"]].min(axis=1) + 1e-6).all()
    assert (o["transfer_us"] > 0).all()  # torch_xla's TransferFromDevice spans
