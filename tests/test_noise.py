"""Noise guards: /proc samples around the timed steps and the contamination rule."""
from __future__ import annotations

import json

from kitlib.capture.noise import MAX_OTHER_CPU, sample, summarize


def test_sample_reads_proc():
    s = sample()
    assert s["cpu"] and len(s["cpu"]) >= 8 and s["self_ticks"] is not None and s["involuntary"] is not None


def test_rule_flags_other_processes_cpu():
    before = sample()
    after = dict(before, wall=before["wall"] + 10.0, cpu=list(before["cpu"]), self_ticks=before["self_ticks"])
    import os

    hz, ncpu = os.sysconf("SC_CLK_TCK"), os.cpu_count() or 1
    after["cpu"][0] += int(10.0 * hz * ncpu * (MAX_OTHER_CPU + 0.2))  # user time of other processes
    after["cpu"][3] += int(10.0 * hz * ncpu * (1 - MAX_OTHER_CPU - 0.2))  # idle for the rest
    s = summarize(before, after)
    assert s["contaminated"] and "other processes" in s["reason"]
    quiet = dict(after, cpu=list(before["cpu"]))
    quiet["cpu"][3] += int(10.0 * hz * ncpu)
    assert not summarize(before, quiet)["contaminated"]


def test_worker_records_noise(tiny_run):
    result = json.loads((tiny_run / "split-1" / "result.json").read_text())
    n = result["noise"]
    assert {"other_cpu_fraction", "steal_fraction", "involuntary_switches", "loadavg_1m", "contaminated"} <= set(n)
    m = json.loads((tiny_run / "manifest.json").read_text())
    assert "noise" in m["configs"][0]["processes"][0]
