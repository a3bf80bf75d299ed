"""Was the machine busy while a process measured? Samples of /proc around the timed steps.

A config process calls :func:`sample` before and after its timed steps and
stores :func:`summarize` of the two in its ``result.json`` under ``noise``:

- ``loadavg_1m``: the 1-minute load average at the start and end (this
  process included);
- ``other_cpu_fraction``: CPU time used by everything but this process over
  the timed steps, as a fraction of all the machine's CPUs over that wall
  time (from ``/proc/stat`` minus ``/proc/self/stat``);
- ``steal_fraction``: time the hypervisor gave to other guests, same scale;
- ``cpu_mhz``: mean core clock from ``/sys/devices/system/cpu/*/cpufreq``
  or ``/proc/cpuinfo`` at start and end, where readable;
- ``involuntary_switches``: this process's involuntary context switches
  over the timed steps (``/proc/self/status``: preempted by other work).

The rule (:data:`RULE`): a process is *contaminated* when other processes
used more than :data:`MAX_OTHER_CPU` of the machine, or steal exceeded
:data:`MAX_STEAL`, or the clock changed by more than :data:`MAX_MHZ_CHANGE`.
Where ``/proc`` is unreadable the fields are None and the process is not
flagged.

Checked against: Linux 5.x/6.x ``/proc`` formats (``/proc/stat`` cpu line with
steal as the 8th field, ``nonvoluntary_ctxt_switches`` in ``/proc/self/status``).
"""
from __future__ import annotations

import glob
import os
import time
from typing import Any

#: other processes' CPU over the timed steps above this fraction of the machine: contaminated
MAX_OTHER_CPU = 0.25
#: steal time above this fraction of the machine: contaminated
MAX_STEAL = 0.05
#: mean clock change above this fraction between start and end: contaminated
MAX_MHZ_CHANGE = 0.10
RULE = (f"contaminated when other processes used > {MAX_OTHER_CPU:.0%} of the machine's CPU time over the timed steps, "
        f"or steal > {MAX_STEAL:.0%}, or the mean clock changed > {MAX_MHZ_CHANGE:.0%}")


def _cpu_line() -> list[int] | None:
    try:
        with open("/proc/stat") as f:
            first = f.readline().split()
        return [int(x) for x in first[1:]] if first and first[0] == "cpu" else None
    except (OSError, ValueError):
        return None


def _self_ticks() -> int | None:
    try:
        with open("/proc/self/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime, stime (all threads)
    except (OSError, ValueError, IndexError):
        return None


def _involuntary() -> int | None:
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("nonvoluntary_ctxt_switches:"):
                    return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return None


def _loadavg() -> float | None:
    try:
        with open("/proc/loadavg") as f:
            return float(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def _mhz() -> float | None:
    vals = []
    for p in glob.glob("/sys/devices/system/cpu/cpu[0-9]*/cpufreq/scaling_cur_freq"):
        try:
            with open(p) as f:
                vals.append(int(f.read()) / 1000)
        except (OSError, ValueError):
            pass
    if not vals:
        try:
            with open("/proc/cpuinfo") as f:
                vals = [float(line.split(":")[1]) for line in f if line.startswith("cpu MHz")]
        except (OSError, ValueError, IndexError):
            vals = []
    return sum(vals) / len(vals) if vals else None


def sample() -> dict[str, Any]:
    """One snapshot of the machine's and this process's counters."""
    return {"wall": time.monotonic(), "cpu": _cpu_line(), "self_ticks": _self_ticks(), "involuntary": _involuntary(),
            "loadavg": _loadavg(), "mhz": _mhz()}


def summarize(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """What happened between two :func:`sample` snapshots, with the contamination verdict (see :data:`RULE`)."""
    wall = after["wall"] - before["wall"]
    hz = os.sysconf("SC_CLK_TCK")
    ncpu = os.cpu_count() or 1
    other = steal = None
    if before["cpu"] and after["cpu"] and wall > 0:
        d = [x - y for x, y in zip(after["cpu"], before["cpu"])]
        idle = d[3] + (d[4] if len(d) > 4 else 0)  # idle + iowait
        st = d[7] if len(d) > 7 else 0
        busy = sum(d[:8]) - idle - st  # user nice system irq softirq (guest is inside user)
        own = (after["self_ticks"] - before["self_ticks"]) if before["self_ticks"] is not None and after["self_ticks"] is not None else 0
        other = max(0.0, (busy - own) / hz / (wall * ncpu))
        steal = st / hz / (wall * ncpu)
    inv = (after["involuntary"] - before["involuntary"]) if before["involuntary"] is not None and after["involuntary"] is not None else None
    reasons = []
    if other is not None and other > MAX_OTHER_CPU:
        reasons.append(f"other processes used {other:.0%} of the CPUs")
    if steal is not None and steal > MAX_STEAL:
        reasons.append(f"steal {steal:.0%}")
    if before["mhz"] and after["mhz"] and abs(after["mhz"] / before["mhz"] - 1) > MAX_MHZ_CHANGE:
        reasons.append(f"clock {before['mhz']:.0f} -> {after['mhz']:.0f} MHz")
    return {
        "wall_s": wall, "cpus": ncpu, "loadavg_1m": [before["loadavg"], after["loadavg"]],
        "other_cpu_fraction": other, "steal_fraction": steal, "cpu_mhz": [before["mhz"], after["mhz"]],
        "involuntary_switches": inv, "contaminated": bool(reasons), "reason": "; ".join(reasons) or None, "rule": RULE,
    }


def other_cpu_fraction(window_s: float = 2.0) -> float | None:
    """Fraction of the machine's CPU used by other processes over the next ``window_s`` seconds."""
    a = sample()
    time.sleep(window_s)
    return summarize(a, sample())["other_cpu_fraction"]


def wait_quiet(max_wait_s: float, threshold: float = MAX_OTHER_CPU, window_s: float = 2.0) -> dict[str, Any]:
    """Wait (at most ``max_wait_s``) until other processes use at most ``threshold`` of the machine.

    Returns:
        {"waited_s": seconds waited, "quiet": whether it got quiet, "other_cpu_fraction": the last measure}.
    """
    start = time.monotonic()
    frac = None
    while True:
        frac = other_cpu_fraction(window_s)
        waited = time.monotonic() - start
        if frac is None or frac <= threshold:
            return {"waited_s": waited, "quiet": True, "other_cpu_fraction": frac}
        if waited >= max_wait_s:
            return {"waited_s": waited, "quiet": False, "other_cpu_fraction": frac}
