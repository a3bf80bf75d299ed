"""`kit index` of a zip archive: linear in its members (issue 35, item 7: it reopened the archive per member).

Builds zips of 1,000 .. 10,000 members whose names say no kind (each member's first bytes are sniffed, the
expensive path) and times `read_dump_index` on each, interleaved in a random order, ``--rounds`` times; prints
the median seconds per size, microseconds per member, and the ratio of the largest to the smallest per member
(1.0: linear; the quadratic reader gave 3.7 s for 1,000 and 12.7 s for 2,000, past 300 s for 10,000), with the
machine's load.

Run: ``flock /tmp/kit-heavy.lock .venv/bin/python benchmarks/hostile_zip.py``
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from passes_cases import load_line  # noqa: E402

from kitlib.dumps.index import read_dump_index  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="1000,2000,5000,10000")
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()
    sizes = [int(x) for x in a.sizes.split(",")]
    print(load_line(), flush=True)
    with tempfile.TemporaryDirectory(prefix="kit-zip-") as d:
        paths = {}
        for n in sizes:
            paths[n] = Path(d) / f"m{n}.zip"
            with zipfile.ZipFile(paths[n], "w") as z:
                for i in range(n):
                    z.writestr(f"dump/file_{i:05d}.dat", f"payload {i}\n")
        kib = {n: paths[n].stat().st_size // 1024 for n in sizes}
        times: dict[int, list[float]] = {n: [] for n in sizes}
        order = [n for _ in range(a.rounds) for n in sizes]
        random.Random(0).shuffle(order)
        for n in order:
            t0 = time.perf_counter()
            assert len(read_dump_index(paths[n])) == n
            times[n].append(time.perf_counter() - t0)
    per = {n: statistics.median(t) / n * 1e6 for n, t in times.items()}
    print(f"{'members':>8} {'zip KiB':>8} {'median s':>9} {'us/member':>10}")
    for n in sizes:
        print(f"{n:>8} {kib[n]:>8} "
              f"{statistics.median(times[n]):>9.2f} {per[n]:>10.1f}")
    print(f"per-member time, {sizes[-1]} vs {sizes[0]} members: x{per[sizes[-1]] / per[sizes[0]]:.2f} (1.0 = linear)")
    print(load_line())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
