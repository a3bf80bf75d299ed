"""XLA out-of-memory reports (GPU and TPU, in logs): device, how far over, the peak list.

Expected values are counted from the sample files by hand (tests/data/oom/SOURCE.md says how each was written).
"""
from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from kitlib import cli as kit_cli
from kitlib.dumps.oom_report import read_oom_report
from kitlib.errors import ParseError

OOM = Path(__file__).parent / "data" / "oom"
GIB = 1 << 30


def test_gpu_glog_report_twice_device_and_how_far_over() -> None:
    r = read_oom_report(OOM / "gpu_2025_glog.log")  # the glog line, then the Python exception repeating it
    assert r.reports["platform"].tolist() == ["gpu", "gpu"] and r.reports["line"].tolist() == [14, 63]
    first = r.reports.iloc[0]
    assert first["device"] == "gpu:0" and first["requested_bytes"] == 6442450944
    # BFC stats above it: Limit 12348030976, InUse 8589934848 -> over by 6442450944 + 8589934848 - 12348030976
    assert (first["capacity_bytes"], first["used_bytes"], first["exceeded_bytes"]) == (12348030976, 8589934848, 2684354816)
    assert first["total_bytes"] == 14 * GIB and first["peak_buffer_count"] == 5
    peaks = r.peak_buffers[r.peak_buffers["report"] == 0]
    assert peaks["rank"].tolist() == [1, 2, 3, 4, 5]
    assert peaks["size_bytes"].tolist() == [4 * GIB, 4 * GIB, 2 * GIB, 32 << 20, 16]
    assert peaks["cumulative_bytes"].iloc[-1] == 10 * GIB + (32 << 20) + 16
    assert peaks["opcode"].tolist() == ["parameter", "custom-call", "fusion", "custom-call", "custom-call"]
    assert peaks["is_entry_parameter"].tolist() == [True, False, False, False, False]
    assert peaks["shape"].iloc[4] == "(f32[32768,32768], s8[33554432])"
    assert peaks["source_line"].iloc[2] == 42 and peaks["op_name"].iloc[2] == "jit(step)/jit(main)/tanh"
    usage = r.usage[r.usage["report"] == 0].set_index("category")
    assert len(usage) == 7 and usage.loc["constant allocation", "size_bytes"] == 8
    assert usage.loc["maybe_live_out allocation", "kind"] == "output" and usage.loc["total fragmentation", "size_bytes"] == 16384


def test_gpu_ray_prefixes_and_wrapped_operator() -> None:
    r = read_oom_report(OOM / "gpu_2024_ray_wrapped.log")
    rep = r.reports.iloc[0]
    assert len(r.reports) == 1 and rep["device"] == "gpu:1" and rep["requested_bytes"] == 23353884672  # (…B) exact
    assert pd.isna(rep["capacity_bytes"]) and pd.isna(rep["exceeded_bytes"])  # no allocator stats in this log: can't tell
    p = r.peak_buffers
    assert p["rank"].tolist() == [1, 2, 3] and p["size_bytes"].tolist() == [12 * GIB, 6 * GIB, 512 << 20]
    # the terminal cut the first Operator line after 220 columns; the op name is whole again
    assert p["op_name"].iloc[0].endswith("preferred_element_type=float32]") and p["source_line"].iloc[0] == 212
    assert p["is_entry_parameter"].tolist() == [False, False, True]


@pytest.mark.parametrize("name, used, capacity, over, sizes, buffers", [
    ("tpu_2024_pjrt.txt", "40.12", "15.48", "24.64", [16 * GIB, 8 * GIB, round(1.5 * GIB)],
     ["fusion.1042.remat2", "fusion.1043", "iota.17"]),
    ("tpu_2020_xrt_torch_xla.log", "19.82", "16.00", "3.82", [6 * GIB, 48 << 20], ["dot.1093", "reshape.152469"]),
])
def test_tpu_reports(name: str, used: str, capacity: str, over: str, sizes: list[int], buffers: list[str]) -> None:
    r = read_oom_report(OOM / name)
    rep = r.reports.iloc[0]
    assert len(r.reports) == 1 and rep["platform"] == "tpu" and rep["memory_space"] == "hbm"
    assert (rep["used_bytes"], rep["capacity_bytes"], rep["exceeded_bytes"]) == tuple(
        round(float(v) * GIB) for v in (used, capacity, over))
    assert r.peak_buffers["size_bytes"].tolist() == sizes and r.peak_buffers["buffer"].tolist() == buffers
    assert (r.peak_buffers["allocation_type"] == "HLO temp").all()
    usage = r.usage.set_index(["section", "category"])
    assert ("Program hbm requirement", "HLO temp") in usage.index and ("Total hbm usage", "program") in usage.index


def test_tpu_padding_and_unknown_sizes() -> None:
    new = read_oom_report(OOM / "tpu_2024_pjrt.txt")
    iota = new.peak_buffers.iloc[2]
    assert iota["unpadded_size_bytes"] == round(1.5 * (1 << 20)) and iota["padding_bytes"] == round(1.5 * GIB)
    old = read_oom_report(OOM / "tpu_2020_xrt_torch_xla.log")  # torch_xla over XRT: every line carries a log prefix
    u = old.usage.set_index("category")
    assert pd.isna(u.loc["arguments", "size_bytes"]) and pd.isna(u.loc["output", "size_bytes"])  # "unknown size"
    assert old.peak_buffers["opcode"].tolist() == ["dot", "reshape"] and old.peak_buffers["padding_bytes"].iloc[0] == round(4.5 * GIB)


@pytest.mark.parametrize("cut, reason", [
    (lambda t: t[: t.index("Shape: f32[16384,32768]")], "file ends inside peak buffer 3"),
    (lambda t: t.replace("Size: 2.00GiB", "Size: two GiB", 1), "cannot read size"),
    (lambda t: t[: t.index("BufferAssignment stats:")], "no 'BufferAssignment stats:'"),
    (lambda t: "just a log line\n", "no XLA out-of-memory report"),
])
def test_bad_reports_one_line(tmp_path: Path, capsys, cut, reason: str) -> None:
    bad = tmp_path / "oom.log"
    bad.write_text(cut((OOM / "gpu_2025_glog.log").read_text()))
    with pytest.raises(ParseError, match=reason):
        read_oom_report(bad)
    assert kit_cli.main(["parse", str(bad)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"kit: {bad}:")
