"""Remake the torch.profiler (Kineto) trace in this folder (see SOURCE.md).

Run from the repository root with the kit's Python (torch 2.9.0), CPU only:

    python tests/data/kineto/make_fixture.py

``torch.profiler.profile`` (CPU activity) around two steps of a small
matmul + relu + sum, exported with ``export_chrome_trace`` as
``cpu.pt.trace.json``.
"""
from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> None:
    import torch
    from torch.profiler import ProfilerActivity, profile, record_function

    x, w = torch.ones(16, 8), torch.ones(8, 8)
    with profile(activities=[ProfilerActivity.CPU]) as prof:
        for i in range(2):
            with record_function(f"step {i}"):
                torch.relu(x @ w).sum()
    prof.export_chrome_trace(str(HERE / "cpu.pt.trace.json"))
    print((HERE / "cpu.pt.trace.json").stat().st_size, "bytes")


if __name__ == "__main__":
    main()
