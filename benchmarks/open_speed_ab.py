"""Opening a run, timed in two source trees of the kit (A: before, B: after), interleaved in random order.

Usage:
    python benchmarks/open_speed_ab.py OLD_TREE [NEW_TREE] --base-run RUN [--rounds N]

What a user waits for when opening a run, each measured in a fresh process with an empty parse cache (cold) or
with the cache the cold process left (warm), A and B in a random order within each round, the machine's load
average printed with every measurement:

* ``parse_folder`` of a dump folder: the call itself (the index; in a kit that builds tables when asked, nothing
  more), then every table read (what a kit that parses up front paid in the call), and, for a kit with table
  groups, each group's time (the phases); warm: the reopen, and the reopen with every table read;
* a notebook's first cell (``notebooks/src/01_sweep_report.py``: ``open_run``, ``run_pairs``, ``design_headline``,
  ``configs``) on the run, cold;
* ``kit diff A B`` and ``kit compare A B`` of the run's first and last ok configs, cold, as a user runs them
  (a new process: start-up included), and ``kit compare`` and the first cell warm (run again on the cache the
  cold process left);
* ``kit index FOLDER --parse`` cold and warm (new processes), and ``kit --help`` (start-up);
* ``read_hlo`` against XLA's own C++ parser (jaxlib's ``hlo_module_from_text``) on the largest after-optimisation
  HLO of the run: the median over turns of XLA's time / the kit's, the two called in turns in one process.

Folders: the run's configs' dump folders (``--base-run``: a bert-base XLA:CPU sweep, e.g. split-counts 8,32),
``data/bert-tiny-cpu/split-8`` and ``data/bert-tiny-gpu/split-4`` (the committed XLA:GPU deviceless capture).
The summary gives per measurement the median over rounds of each tree's seconds and B/A.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

CHILD = r'''
import gc, json, os, statistics, sys, time
tree, task, arg = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
sys.path.insert(0, tree)
out = {}
t0 = time.perf_counter()
if task in ("parse_cold", "parse_warm"):
    from kitlib.dumps.folder import parse_folder
    t = time.perf_counter()
    r = parse_folder(arg)
    out["call"] = time.perf_counter() - t
    p = getattr(r, "_parse", None)
    if p is not None and task == "parse_cold":  # the phases: each group built (or read) when first asked
        for g in p.groups:
            t = time.perf_counter()
            p.group(g)
            out["group " + g.name] = time.perf_counter() - t
    t = time.perf_counter()
    for n in list(r.tables):
        r.tables[n]
    r.index
    out["every table"] = time.perf_counter() - t
    out["total"] = time.perf_counter() - t0
elif task == "first_cell":
    import kitlib as kit
    run = kit.open_run(arg)
    pairs = kit.run_pairs(run) if len(run.ok_configs) > 1 else []
    kit.design_headline(run, pairs)
    kit.configs(run)
    out["total"] = time.perf_counter() - t0
elif task == "read_hlo_vs_xla":
    from kitlib.dumps.hlo import read_hlo
    from jax._src.lib import xla_client as xc
    text = open(arg).read()
    ratios = []
    for _ in range(9):
        gc.collect()
        a = time.perf_counter(); xc._xla.hlo_module_from_text(text); b = time.perf_counter(); read_hlo(arg); c = time.perf_counter()
        ratios.append((b - a) / (c - b))
    out["xla / kit"] = statistics.median(ratios)
print(json.dumps(out))
'''


def _env() -> dict[str, str]:
    """The environment of each measured process: this one's, Python allowed to write its bytecode caches (as a user's
    Python does; a sandbox's PYTHONDONTWRITEBYTECODE would make every process compile the kit anew)."""
    return {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def _load() -> str:
    return "/".join(f"{x:.2f}" for x in os.getloadavg())


def child(tree: Path, task: str, arg: str, cache: str) -> dict[str, float]:
    env = {**_env(), "KIT_PARSE_CACHE": cache, "PYTHONPATH": str(tree)}
    p = subprocess.run([sys.executable, "-c", CHILD, str(tree), task, json.dumps(arg)], capture_output=True, text=True, env=env,
                       timeout=1800)
    if p.returncode != 0:
        raise SystemExit(f"{tree} {task} {arg}: {p.stderr.strip().splitlines()[-1:]}")
    return json.loads(p.stdout.strip().splitlines()[-1])


def kit_wall(tree: Path, args: list[str], cache: str) -> float:
    env = {**_env(), "KIT_PARSE_CACHE": cache, "PYTHONPATH": str(tree)}
    t = time.perf_counter()
    # cwd: the tree (``python -m`` puts the current folder first on sys.path, before PYTHONPATH)
    p = subprocess.run([sys.executable, "-m", "kitlib.cli", *args], capture_output=True, text=True, env=env, timeout=1800,
                       cwd=tree)
    wall = time.perf_counter() - t
    if p.returncode != 0:
        raise SystemExit(f"{tree} kit {' '.join(args)}: rc {p.returncode}: {p.stderr.strip()[-300:]}")
    return wall


def measurements(run: Path) -> list[tuple[str, str, list[str] | str]]:
    """(name, how, what): every measurement of one round."""
    manifest = json.loads((run / "manifest.json").read_text())
    ok = [c["name"] for c in manifest["configs"] if c.get("status") == "ok"]
    a, b = run / ok[0], run / ok[-1]
    folders = {"bert-base cpu": b / "dump", "bert-tiny cpu": HERE / "data/bert-tiny-cpu/split-8/dump",
               "bert-tiny gpu": HERE / "data/bert-tiny-gpu/split-4/dump"}
    out: list[tuple[str, str, list[str] | str]] = []
    for label, d in folders.items():
        out += [(f"parse_folder {label}, cold", "parse_cold", str(d)), (f"parse_folder {label}, warm", "parse_warm", str(d))]
    out += [("notebook 01 first cell, bert-base run, cold", "first_cell", str(run)),
            ("notebook 01 first cell, bert-base run, warm", "first_cell_warm", str(run)),
            ("kit diff A B (bert-base), cold", "kit", ["diff", str(a), str(b)]),
            ("kit compare A B (bert-base), cold", "kit", ["compare", str(a), str(b)]),
            ("kit compare A B (bert-base), warm", "kit_warm", ["compare", str(a), str(b)]),
            ("kit index --parse (bert-base), cold", "kit_index_cold", ["index", str(b / "dump"), "--parse"]),
            ("kit index --parse (bert-base), warm", "kit_index_warm", ["index", str(b / "dump"), "--parse"]),
            ("kit --help", "kit", ["--help"])]
    hlo = max((b / "dump").glob("*after_optimizations.txt"), key=lambda p: p.stat().st_size)
    out.append((f"read_hlo vs XLA ({hlo.stat().st_size / 1e6:.2f} MB HLO)", "read_hlo_vs_xla", str(hlo)))
    return out


def measure(tree: Path, how: str, what) -> dict[str, float]:
    cache = tempfile.mkdtemp(prefix="kit-open-speed-")
    try:
        if how == "parse_cold":
            return child(tree, "parse_cold", what, cache)
        if how == "parse_warm":
            child(tree, "parse_cold", what, cache)
            return child(tree, "parse_warm", what, cache)
        if how in ("first_cell", "read_hlo_vs_xla"):
            return child(tree, how, what, cache)
        if how == "first_cell_warm":
            child(tree, "first_cell", what, cache)
            return child(tree, "first_cell", what, cache)
        if how in ("kit_index_warm", "kit_warm"):
            kit_wall(tree, what, cache)
        return {"wall (process)": kit_wall(tree, what, cache)}
    finally:
        shutil.rmtree(cache, ignore_errors=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("old", type=Path)
    ap.add_argument("new", type=Path, nargs="?", default=HERE)
    ap.add_argument("--base-run", type=Path, required=True)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--only", default="", help="comma-separated words: only the measurements whose name has one")
    a = ap.parse_args()
    trees = {"A": a.old.resolve(), "B": a.new.resolve()}
    print(f"A = {trees['A']}\nB = {trees['B']}\n{len(os.sched_getaffinity(0))} cores allowed; load average at start {_load()}",
          flush=True)
    results: dict[tuple[str, str, str], list[float]] = {}
    loads: list[float] = []
    for rnd in range(a.rounds):
        words = [w for w in a.only.split(",") if w]
        tasks = [(m, t) for m in measurements(a.base_run) for t in trees if not words or any(w in m[0] for w in words)]
        random.shuffle(tasks)
        for (name, how, what), t in tasks:
            load = os.getloadavg()[0]
            loads.append(load)
            got = measure(trees[t], how, what)
            print(f"round {rnd + 1} {t} {name}: " + ", ".join(f"{k} {v:.3f}" for k, v in got.items()) + f"  (load {load:.2f})",
                  flush=True)
            for k, v in got.items():
                results.setdefault((name, k, t), []).append(v)
    print(f"\nmedian over {a.rounds} rounds (seconds; read_hlo: XLA's time / the kit's); load average 1 min during the "
          f"runs: median {statistics.median(loads):.2f}, range {min(loads):.2f}-{max(loads):.2f}")
    print(f"{'measurement':52s} {'part':40s} {'A':>9s} {'B':>9s} {'B/A':>7s}")
    for name, k in dict.fromkeys((n, k) for n, k, _ in results):
        va, vb = results.get((name, k, "A")), results.get((name, k, "B"))
        ma = statistics.median(va) if va else None
        mb = statistics.median(vb) if vb else None
        ratio = f"{mb / ma:7.3f}" if ma and mb else "      -"
        print(f"{name:52s} {k:40s} {ma if ma is not None else float('nan'):9.3f} {mb if mb is not None else float('nan'):9.3f} {ratio}")


if __name__ == "__main__":
    main()
