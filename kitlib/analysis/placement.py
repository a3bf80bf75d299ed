"""Where each process ran: node, host, CPU model, GPU (the ray executor spreads a sweep over a cluster).

A comparison of timings holds within one node; ``node`` is the column to block
on. Processes of runs captured before these fields existed have them empty.
Nothing here opens a run-folder file itself: the records come from :class:`kitlib.runfolder.Run`.
"""
from __future__ import annotations

import pandas as pd

from ..runfolder import Run
from ..schema import Column, Schema, frame, keys, with_doc

PLACEMENT_SCHEMA = Schema(
    [
        keys.CONFIG,
        keys.PROCESS,
        Column("status", "string", "ok or failed"),
        Column("executor", "string", "local or ray (<NA>: a run from before executors were recorded)"),
        Column("node", "string", "Ray node id, or local:<hostname>; the block of a timing comparison"),
        Column("hostname", "string", "host name of the node"),
        Column("cpu_model", "string", "CPU model of the node"),
        Column("gpu", "string", "first GPU of the node (<NA>: none)"),
        Column("cpus", "string", "CPUs the process was pinned to"),
        Column("attempts", "Int64", "times the process was started (a Ray task lost with its node is retried once)"),
        Column("wall_s", "float64", "wall time of the process, s"),
    ]
)


@with_doc(PLACEMENT_SCHEMA)
def process_placement(run: Run) -> pd.DataFrame:
    """One row per process: where it ran and how it ended, in sweep order.

    Returns:
    """
    rows = []
    for name in run.config_names:
        for p in run.processes(name):
            cpus = p.get("cpus")
            rows.append({
                "config": name, "process": p["process"], "status": p.get("status"), "executor": p.get("executor"),
                "node": p.get("node"), "hostname": p.get("hostname"), "cpu_model": p.get("cpu_model"), "gpu": p.get("gpu"),
                "cpus": ",".join(str(c) for c in cpus) if cpus is not None else None, "attempts": p.get("attempts"),
                "wall_s": p.get("wall_s"),
            })
    return frame(rows, PLACEMENT_SCHEMA)
