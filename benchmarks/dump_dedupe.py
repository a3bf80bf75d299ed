"""Disk used by repeated processes' dumps: identical files are stored once (runfolder/write.py:link_identical).

Runs a sweep of ``--configs`` split counts x ``--repeats`` processes and prints the
bytes each config's dump folders take on disk (hard links counted once, as ``du``
does) against that config's process-0 dump: the goal for 3 x 3 bert-base is at
most 1.5 for every config (without dedupe it is the number of processes).

Usage: python benchmarks/dump_dedupe.py [--model bert-base] [--split-counts 1,8,32] [--repeats 3] [--out DIR]
"""
from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

import kitlib as kit


def disk_bytes(paths: list[Path]) -> int:
    seen, total = set(), 0
    for root in paths:
        for p in root.rglob("*"):
            st = p.lstat()
            if p.is_file() and (st.st_dev, st.st_ino) not in seen:
                seen.add((st.st_dev, st.st_ino))
                total += st.st_size
    return total


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="bert-base")
    ap.add_argument("--split-counts", default="1,8,32")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    out = args.out or Path(tempfile.mkdtemp(prefix="kit-dedupe-")) / "run"
    counts = [int(x) for x in args.split_counts.split(",")]
    run = kit.sweep(model=args.model, split_counts=counts, repeats=args.repeats, steps=2, warmup=0, trace_steps=0, out=out, progress=False)
    m = kit.read_manifest(run)
    print(f"{args.model}: {len(counts)} configs x {args.repeats} processes")
    for c in m["configs"]:
        dumps = [run / p["dir"] / "dump" for p in c["processes"]]
        one, stored = disk_bytes(dumps[:1]), disk_bytes(dumps)
        linked = sum(p.get("files_linked", 0) for p in c["processes"])
        print(f"{c['name']}: process 0 dump {one / 1e6:.1f} MB; {len(dumps)} processes stored in {stored / 1e6:.1f} MB "
              f"({linked} files linked): {stored / one:.2f}x (goal <= 1.5; without dedupe {len(dumps)}x)")


if __name__ == "__main__":
    main()
