"""What the Ray executor costs, and how it packs compile-only work (ratios from one run on this machine).

1. Overhead: the same bert-tiny config run as N processes by the local
   executor and by the Ray executor (a one-node Ray on 127.0.0.1, started
   before the clock runs). Per process: the driver's time from submission to
   the folder landing, against the process's own wall time; the overhead is the
   difference, as a share of the local process's wall time (goal <= 5%).
2. Packing: 100 compile-only jobs (llc-19 -O2 on a captured XLA:CPU kernel
   module) and 6 timing jobs (the same command) through a two-node loopback
   cluster (1 and 2 logical CPUs). Per node and kind: jobs run and the most
   that ran at once (compile-only packs up to the node's CPUs; timing: one).

    .venv/bin/python benchmarks/ray_overhead.py [--processes 3] [--out /tmp/ray-bench]
"""
from __future__ import annotations

import argparse
import datetime as _dt
import os
import shutil
import sys
import time
from pathlib import Path

os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")  # Ray reads it at import: loopback only

import pandas as pd  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from kitlib.capture.executor import make_executor  # noqa: E402
from kitlib.capture.job import Job  # noqa: E402
from kitlib.capture.ray_executor import add_node, start_local_cluster  # noqa: E402
from kitlib.capture.spec import SweepSpec, split_count_configs  # noqa: E402
from kitlib.capture.sweep import sweep  # noqa: E402
from kitlib.runfolder import open_run  # noqa: E402

IR = REPO / "tests/data/lab/xla_cpu/module_0002.SyncTensorsGraph.550.reduce-window.1.clone_elemental_kernel_module.ir-no-opt.ll"


def overhead(out: Path, n: int, address: str) -> pd.DataFrame:
    spec = SweepSpec(model="bert-tiny", steps=5, warmup=1, trace_steps=1, repeats=n, configs=split_count_configs([1]))
    rows = []
    for executor in ("local", "ray"):  # each sweep: n processes of one config
        t0 = time.time()
        run = sweep(spec, out / executor, progress=False, executor=executor, ray_address=address)
        total = time.time() - t0
        procs = open_run(run).processes("split-1")
        wall = [p["wall_s"] for p in procs]
        rows.append({"executor": executor, "processes": len(procs), "sweep_s": total, "process_wall_s_mean": sum(wall) / len(wall),
                     "per_process_s": total / len(procs)})
    df = pd.DataFrame(rows).set_index("executor")
    df["overhead_s"] = df["per_process_s"] - df["process_wall_s_mean"]
    local_wall = df.loc["local", "process_wall_s_mean"]
    df["overhead_vs_local_pct"] = 100 * (df["per_process_s"] - df.loc["local", "per_process_s"]) / local_wall
    return df


def packing(out: Path, address: str) -> pd.DataFrame:
    jobs = []
    for i in range(106):
        folder = out / "pack" / f"job-{i:03d}"
        folder.mkdir(parents=True)
        shutil.copy(IR, folder / "in.ll")
        jobs.append(Job(("llc-19", "-O2", "in.ll", "-o", "out.s"), {}, folder, "compile-only" if i < 100 else "timing",
                        timeout_s=600, key=str(i), group="bench-timing"))
    ex = make_executor("ray", address)
    try:
        results = [(job, res) for job, res in ex.submit(jobs)]
    finally:
        ex.close()
    rows = []
    for job, res in results:
        start = _dt.datetime.fromisoformat(res.started_at).timestamp()
        rows.append({"kind": job.kind, "node": (res.placement.get("node") or "")[:8], "start": start, "end": start + res.wall_s,
                     "ok": res.returncode == 0 and (job.folder / "out.s").exists()})
    df = pd.DataFrame(rows)

    def most_at_once(g: pd.DataFrame) -> int:
        events = sorted([(s, 1) for s in g["start"]] + [(e, -1) for e in g["end"]], key=lambda x: (x[0], x[1]))
        now = best = 0
        for _, d in events:
            now += d
            best = max(best, now)
        return best

    table = df.groupby(["kind", "node"]).apply(
        lambda g: pd.Series({"jobs": len(g), "ok": int(g["ok"].sum()), "most_at_once": most_at_once(g),
                             "span_s": g["end"].max() - g["start"].min()}), include_groups=False)
    return table


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--processes", type=int, default=3)
    ap.add_argument("--out", type=Path, default=Path("/tmp/ray-bench"))
    args = ap.parse_args()
    if args.out.exists():
        shutil.rmtree(args.out)
    args.out.mkdir(parents=True)
    cluster = start_local_cluster([{"num_cpus": 1}])
    try:
        print("## Overhead: bert-tiny, one config, local vs Ray executor\n")
        print(overhead(args.out, args.processes, cluster.address).round(3).to_string())
        add_node(cluster, {"num_cpus": 2})
        cluster.wait_for_nodes()
        print("\n## Packing: 100 compile-only + 6 timing jobs (llc-19 -O2), nodes of 1 and 2 CPUs\n")
        print(packing(args.out, cluster.address).round(2).to_string())
    finally:
        cluster.shutdown()


if __name__ == "__main__":
    main()
