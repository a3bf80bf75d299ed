"""Parse speed per reader, next to reading the same bytes and XLA's own C++ HLO parser.

Usage:
    python benchmarks/parse_speed.py [DUMP_FOLDER] [--repeat N]

DUMP_FOLDER defaults to tests/data/cpu_2025 (small); the issue's figures are
for a bert-base-uncased XLA:CPU dump (make one with /tmp/exp/w.py and
``BertConfig()``). For each reader the largest file of its kind is timed
(best of N) and reported as MB/s and as a ratio to a plain read of the
same bytes; for HLO also against jaxlib's ``hlo_module_from_text`` and a bare
regex scan of instruction lines. Run on a quiet machine; figures are wall time.
"""
from __future__ import annotations

import argparse
import gc
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kitlib.dumps.buffer_assignment import read_buffer_assignment, read_memory_usage_report  # noqa: E402
from kitlib.dumps.debug_options import read_debug_options  # noqa: E402
from kitlib.dumps.folder import parse_folder  # noqa: E402
from kitlib.dumps.hlo import read_hlo  # noqa: E402
from kitlib.dumps.index import read_dump_index  # noqa: E402


def best(fn, repeat: int) -> float:
    t = float("inf")
    for _ in range(repeat):
        gc.collect()
        t0 = time.perf_counter()
        fn()
        t = min(t, time.perf_counter() - t0)
    return t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("folder", nargs="?", default=str(Path(__file__).resolve().parent.parent / "tests/data/cpu_2025"))
    ap.add_argument("--repeat", type=int, default=5)
    a = ap.parse_args()
    idx = read_dump_index(a.folder)
    readers = {
        "hlo_after_optimizations": read_hlo,
        "buffer_assignment": read_buffer_assignment,
        "memory_usage_report": read_memory_usage_report,
        "debug_options": read_debug_options,
    }
    print(f"{'reader':28s} {'file MB':>8s} {'s':>8s} {'MB/s':>8s} {'x read':>8s} {'x XLA':>7s}")
    for kind, fn in readers.items():
        sub = idx[idx.kind == kind]
        if sub.empty:
            continue
        row = sub.sort_values("size_bytes").iloc[-1]
        path = str(Path(a.folder) / row.file)
        mb = row.size_bytes / 1e6
        t_read = best(lambda: open(path, encoding="utf-8", errors="replace").read(), a.repeat)
        t = best(lambda: fn(path), a.repeat)
        extra = ""
        if kind == "hlo_after_optimizations":
            text = open(path).read()
            pat = re.compile(r"\s+(?:ROOT )?%?(\S+) = (\S+) ([\w\-]+)\(")
            t_re = best(lambda: [pat.match(ln) for ln in text.splitlines()], a.repeat)
            try:
                from jax._src.lib import xla_client as xc

                t_xla = best(lambda: xc._xla.hlo_module_from_text(text), a.repeat)
                extra = f"{t_xla / t:7.2f}"
                print(f"{'  XLA hlo_module_from_text':28s} {mb:8.2f} {t_xla:8.4f} {mb / t_xla:8.1f} {t_xla / t_read:8.0f}")
            except ImportError:
                extra = "    n/a"
            print(f"{'  bare regex line scan':28s} {mb:8.2f} {t_re:8.4f} {mb / t_re:8.1f} {t_re / t_read:8.0f}")
        print(f"{fn.__name__:28s} {mb:8.2f} {t:8.4f} {mb / t:8.1f} {t / t_read:8.0f} {extra}")
        print(f"{'  read bytes':28s} {mb:8.2f} {t_read:8.4f} {mb / t_read:8.1f} {1:8.0f}")
    kinds = ("hlo_before_optimizations", "hlo_after_optimizations", "buffer_assignment", "memory_usage_report", "debug_options")
    t0 = time.perf_counter()
    parse_folder(a.folder, kinds=kinds, cache=False, workers=1)
    cold = time.perf_counter() - t0
    parse_folder(a.folder, kinds=kinds, cache=True, workers=1)
    t0 = time.perf_counter()
    r = parse_folder(a.folder, kinds=kinds, cache=True)
    warm = time.perf_counter() - t0
    print(f"folder (HLO, buffers, reports, options; 1 core): cold {cold:.3f} s, from cache {warm:.3f} s (cache hit: {r.from_cache})")


if __name__ == "__main__":
    main()
