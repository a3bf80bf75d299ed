"""Every reader on the same files, timed in two source trees of the kit (A: before, B: after), interleaved.

Usage:
    python benchmarks/reader_speed_ab.py OLD_TREE [NEW_TREE] [--rounds N] [--folder DUMP]

OLD_TREE is a checkout (or ``git archive`` copy) of the kit before a change; NEW_TREE defaults to this
checkout. Each round starts one fresh process per tree, in a random order, and each process times every
reader on its file (best of 3 calls, after one warm-up call); the table gives per reader the median over
rounds of B's time / A's time and the range, with the machine's load average beside it. Readers: each kind of
``kitlib.dumps.formats`` with a sample in this checkout's tests/data or in ``--folder`` (the largest file of
its kind there), plus ``read_dump_index`` and ``parse_folder(cache=False)`` of ``--folder``.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

CHILD = r'''
import gc, json, sys, time
sys.path.insert(0, sys.argv[1])
jobs = json.loads(sys.argv[2])
folder = sys.argv[3]
from kitlib.dumps.formats import read_tables
from kitlib.dumps.index import read_dump_index
from kitlib.dumps.folder import parse_folder

def best(fn):
    fn()
    t = float("inf")
    for _ in range(3):
        gc.collect()
        t0 = time.perf_counter()
        fn()
        t = min(t, time.perf_counter() - t0)
    return t

out = {}
for name, path, kind in jobs:
    try:
        out[name] = best(lambda: read_tables(path, kind))
    except Exception as e:  # a kind the other tree does not read
        out[name] = None
out["read_dump_index"] = best(lambda: read_dump_index(folder))
out["parse_folder"] = best(lambda: parse_folder(folder, cache=False, workers=1))
print(json.dumps(out))
'''


def jobs(folder: Path) -> list[tuple[str, str, str]]:
    """(label, path, kind): the largest file of each kind in ``folder``, then the samples in tests/data."""
    sys.path.insert(0, str(HERE))
    from kitlib.dumps.index import read_dump_index

    out: dict[str, tuple[str, str, str]] = {}
    idx = read_dump_index(folder)
    for kind, sub in idx[idx["kind"] != "unknown"].groupby("kind"):
        if kind in ("object_file", "mlir"):
            continue
        r = sub.sort_values("size_bytes").iloc[-1]
        out[kind] = (f"{kind} ({r.size_bytes / 1e6:.2f} MB)", str(folder / r.file), kind)
    data = HERE / "tests" / "data"
    extra = {
        "kineto_trace": data / "kineto" / "cpu.pt.trace.json",
        "thunk_sequence": data / "gpu" / "bert_tiny_n4" / "module_0001.IrToHlo.541.thunk_sequence.txt",
        "graphdef": data / "graphdef" / "mark_for_compilation_annotated.pbtxt",
        "metrics_report": data / "cpu_2025" / "metrics_report.txt",
        "gpu_target_config": data / "xla_gpu_side" / "h100.gpu_target_config.pbtxt",
        "torch_xla_graphs": data / "torch_xla_debug" / "save_tensors.text.0",
        "pt_xla_debug": data / "torch_xla_debug" / "pt_xla_debug.txt",
    }
    for kind, p in extra.items():
        if kind not in out and p.is_file():
            out[kind] = (f"{kind} ({p.stat().st_size / 1e6:.2f} MB)", str(p), kind)
    return list(out.values())


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("old")
    ap.add_argument("new", nargs="?", default=str(HERE))
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--folder", default=str(HERE / "data" / "bert-tiny-gpu" / "split-4" / "dump"))
    a = ap.parse_args()
    todo = jobs(Path(a.folder))
    times: dict[str, dict[str, list[float]]] = {"A": {}, "B": {}}
    loads = []
    for _ in range(a.rounds):
        order = [("A", a.old), ("B", a.new)]
        random.shuffle(order)
        for label, tree in order:
            env = {**os.environ, "PYTHONPATH": tree, "KIT_PARSE_CACHE": "/tmp/kit-ab-cache-" + label}
            p = subprocess.run([sys.executable, "-c", CHILD, tree, json.dumps(todo), a.folder], capture_output=True,
                               text=True, env=env, cwd="/")
            if p.returncode:
                sys.exit(f"{label} ({tree}) failed:\n{p.stderr[-2000:]}")
            for k, v in json.loads(p.stdout.strip().splitlines()[-1]).items():
                times[label].setdefault(k, []).append(v)
        loads.append(os.getloadavg()[0])
    print(f"A = {a.old}\nB = {a.new}\n{a.rounds} rounds, each tree in a fresh process per round, random order; "
          f"load average (1 min) over the rounds {min(loads):.2f}-{max(loads):.2f} on {os.cpu_count()} CPUs")
    print(f"{'reader (file)':52s} {'A ms':>9s} {'B ms':>9s} {'B/A median':>11s} {'B/A range':>13s}")
    for name in times["A"]:
        ra = times["A"][name]
        rb = times["B"][name]
        if None in ra or None in rb:
            print(f"{name:52s} (read by one tree only)")
            continue
        ratios = sorted(b / x for x, b in zip(ra, rb, strict=True))
        print(f"{name:52s} {statistics.median(ra) * 1e3:9.2f} {statistics.median(rb) * 1e3:9.2f} "
              f"{statistics.median(ratios):11.3f} {ratios[0]:6.3f}-{ratios[-1]:.3f}")


if __name__ == "__main__":
    main()
