"""What changed between two compiled programs: the offload and no-offload programs of tests/data/host_offload."""
from __future__ import annotations

from pathlib import Path

from kitlib.analysis.hlo_changes import hlo_changes, hlo_summary

D = Path(__file__).parent / "data" / "host_offload"
NAME = "module_0001.jit_loss.sm_9.0a_gpu_after_optimizations.txt"


def test_offload_adds_the_copy_pairs() -> None:
    counts, kernels = hlo_changes(D / "no_offload" / NAME, D / "offload" / NAME)
    assert counts.loc[("opcode", "copy-start"), "before"] == 0 and counts.loc[("opcode", "copy-start"), "after"] == 6
    assert counts.loc[("opcode", "copy-done"), "change"] == 6
    assert {"total"} <= set(counts.index.get_level_values("what"))
    assert kernels.loc["copy-start", "status"] == "added" and kernels.loc["copy-start", "after"] == 6
    same = hlo_changes(D / "offload" / NAME, D / "offload" / NAME)
    assert (same[0]["change"] == 0).all() and len(same[1]) == 0
    s = hlo_summary(D / "offload" / NAME)
    assert s["kernels"]["copy-done"] == 6 and s["fusions"] > 0
