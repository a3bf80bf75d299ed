"""Parse speed per reader and for a whole dump folder, next to reading the same bytes.

Usage:
    python benchmarks/parse_speed.py [DUMP_FOLDER] [--repeat N] [--one-core]

DUMP_FOLDER defaults to tests/data/cpu_2025 (small); the issue's figures are
for a bert-base-uncased XLA:CPU dump (make one with /tmp/exp/w.py and
``BertConfig()``). Reported in one run:

* each reader on the largest file of its kind (best of N): MB/s and the
  ratio to a plain read (open + decode) of the same bytes (the readers of
  OOM reports, MLIR, TPU side files and XProf tool data too: give a folder
  holding them, e.g. ``tests/data/oom``, ``tests/data/xprof``); for HLO also
  jaxlib's ``hlo_module_from_text`` and a bare regex scan of instruction lines;
* LLVM IR over every ``.ll`` file of the folder: plain read, the reader's
  rows (what ``parse_folder`` uses) and the full ``read_llvm_ir`` (five
  DataFrames per module), as MB/s and ratios to the plain read;
* ``parse_folder`` (default kinds, ``workers=1``) with every table read (it
  builds each table when first read): cold without cache, cold with two
  processes (this one and a worker, a batch each), cold writing the cache,
  reopen from the cache (the call alone, and with every table read), and a
  plain read of the parsed files' bytes for the ratio. Opening a run as a
  user does (two kits interleaved): ``benchmarks/open_speed_ab.py``.

``--one-core`` pins the process to one CPU first (the two-process line then
shows what a pool costs on one core). Run on a quiet machine; figures are wall
time. The parse cache used is a fresh temporary one unless ``KIT_PARSE_CACHE`` is set.
"""
from __future__ import annotations

import argparse
import gc
import os
import re
import shutil
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kitlib.dumps.buffer_assignment import read_buffer_assignment, read_memory_usage_report  # noqa: E402
from kitlib.dumps.debug_options import read_debug_options  # noqa: E402
from kitlib.dumps.folder import CACHE_DIR, cache_root, parse_folder  # noqa: E402
from kitlib.dumps.formats import FOLDER_KINDS  # noqa: E402
from kitlib.dumps.hlo import read_hlo  # noqa: E402
from kitlib.dumps.index import read_dump_index  # noqa: E402
from kitlib.dumps.llvm_ir import TABLE_SCHEMAS, read_llvm_ir, read_llvm_ir_rows  # noqa: E402
from kitlib.dumps.mlir import read_mlir  # noqa: E402
from kitlib.dumps.oom_report import read_oom_report  # noqa: E402
from kitlib.dumps.tpu_side import read_execution_options, read_flagfile, read_hlo_module_config  # noqa: E402
from kitlib.timings import xprof_tools  # noqa: E402


def best(fn, repeat: int) -> float:
    t = float("inf")
    for _ in range(repeat):
        gc.collect()
        t0 = time.perf_counter()
        fn()
        t = min(t, time.perf_counter() - t0)
    return t


def read_bytes(paths: list[str]) -> None:
    for p in paths:
        with open(p, encoding="utf-8", errors="replace") as fh:
            fh.read()


def row(label: str, mb: float, t: float, t_read: float, extra: str = "") -> None:
    print(f"{label:34s} {mb:8.2f} {t:8.4f} {mb / t:8.1f} {t / t_read:8.1f} {extra}")


def per_reader(folder: str, idx, repeat: int) -> None:
    readers = {
        "hlo_after_optimizations": read_hlo,
        "buffer_assignment": read_buffer_assignment,
        "memory_usage_report": read_memory_usage_report,
        "debug_options": read_debug_options,
        "llvm_ir": read_llvm_ir,
        "mlir": read_mlir,
        "oom_report": read_oom_report,
        "flagfile": read_flagfile,
        "execution_options": read_execution_options,
        "hlo_module_config": read_hlo_module_config,
        "xprof_hlo_stats": xprof_tools.read_hlo_stats,
        "xprof_roofline_model": xprof_tools.read_roofline_model,
        "xprof_op_profile": xprof_tools.read_op_profile,
        "xprof_memory_viewer": xprof_tools.read_memory_viewer,
        "xprof_kernel_stats": xprof_tools.read_kernel_stats,
    }
    print(f"{'reader (largest file)':34s} {'file MB':>8s} {'s':>8s} {'MB/s':>8s} {'x read':>8s} {'x XLA':>7s}")
    for kind, fn in readers.items():
        sub = idx[idx.kind == kind]
        if sub.empty:
            continue
        r = sub.sort_values("size_bytes").iloc[-1]
        path = str(Path(folder) / r.file)
        mb = r.size_bytes / 1e6
        t_read = best(lambda p=path: read_bytes([p]), repeat)
        t = best(lambda p=path, f=fn: f(p), repeat)
        extra = ""
        if kind == "hlo_after_optimizations":
            text = open(path).read()
            pat = re.compile(r"\s+(?:ROOT )?%?(\S+) = (\S+) ([\w\-]+)\(")
            t_re = best(lambda x=text, r=pat: [r.match(ln) for ln in x.splitlines()], repeat)
            try:
                from jax._src.lib import xla_client as xc

                t_xla = best(lambda x=text: xc._xla.hlo_module_from_text(x), repeat)
                # on a loaded machine the two bests come from different moments: also time them in turns,
                # XLA then the kit on the same text, and give the median of the per-turn ratios
                ratios = []
                for _ in range(max(5, repeat * 2)):
                    gc.collect()
                    t0 = time.perf_counter()
                    xc._xla.hlo_module_from_text(text)
                    t1 = time.perf_counter()
                    fn(path)
                    t2 = time.perf_counter()
                    ratios.append((t1 - t0) / (t2 - t1))
                ratios.sort()
                extra = (f"{t_xla / t:7.2f} (in turns: median {ratios[len(ratios) // 2]:.2f}, "
                         f"range {ratios[0]:.2f}-{ratios[-1]:.2f} over {len(ratios)})")
                row("  XLA hlo_module_from_text", mb, t_xla, t_read)
            except ImportError:
                extra = "    n/a"
            row("  bare regex line scan", mb, t_re, t_read)
        row(fn.__name__, mb, t, t_read, extra)
        row("  read bytes", mb, t_read, t_read)


def llvm_all(folder: str, idx, repeat: int) -> None:
    sub = idx[idx.kind == "llvm_ir"]
    if sub.empty:
        return
    paths = [str(Path(folder) / f) for f in sub.file]
    mb = sub.size_bytes.sum() / 1e6
    reps = max(1, repeat // 2)
    t_read = best(lambda: read_bytes(paths), reps)
    t_rows = best(lambda: [read_llvm_ir_rows(p) for p in paths], reps)
    t_lazy = best(lambda: [read_llvm_ir(p) for p in paths], reps)

    def full() -> None:
        for p in paths:
            m = read_llvm_ir(p)
            for t in TABLE_SCHEMAS:
                getattr(m, t)

    t_full = best(full, reps)
    print(f"\n{'llvm_ir, all ' + str(len(paths)) + ' .ll files':34s} {'MB':>8s} {'s':>8s} {'MB/s':>8s} {'x read':>8s}")
    row("  read bytes", mb, t_read, t_read)
    row("  read_llvm_ir_rows (tables as rows)", mb, t_rows, t_read)
    row("  read_llvm_ir, no table read", mb, t_lazy, t_read)
    row("  read_llvm_ir, all 5 DataFrames", mb, t_full, t_read, f"({t_full / t_rows:.2f}x the rows)")


def folder_times(folder: str, idx, repeat: int) -> None:
    todo = idx[idx.kind.isin(FOLDER_KINDS)]
    paths = [str(Path(folder) / f) for f in todo.file]
    mb = todo.size_bytes.sum() / 1e6
    t_read = best(lambda: read_bytes(paths), repeat)
    t_list = best(lambda: read_dump_index(folder), repeat)
    reps = max(1, repeat // 2)

    def every_table(**kw) -> None:  # parse_folder builds each table when first read: read them all
        r = parse_folder(folder, **kw)
        for n in list(r.tables):
            r.tables[n]
        _ = r.index

    t_cold = best(lambda: every_table(cache=False, workers=1), reps)
    t_cold2 = best(lambda: every_table(cache=False, workers=2), reps)

    def cold_with_cache() -> None:
        shutil.rmtree(cache_root(), ignore_errors=True)
        every_table(cache=True, workers=1)

    t_write = best(cold_with_cache, reps)
    r = parse_folder(folder, cache=True, workers=1)
    t_warm = best(lambda: parse_folder(folder, cache=True, workers=1), repeat)

    def reopen_all() -> None:  # a reopen converts each table when first read: read them all
        for _ in parse_folder(folder, cache=True, workers=1).tables.values():
            pass

    t_warm_all = best(reopen_all, repeat)
    print(f"\nparse_folder {folder}: {len(idx)} files, {len(paths)} parsed ({mb:.1f} MB), workers=1 unless said, "
          f"{len(os.sched_getaffinity(0)) if hasattr(os, 'sched_getaffinity') else os.cpu_count()} core(s) allowed")
    print(f"{'':34s} {'MB':>8s} {'s':>8s} {'MB/s':>8s} {'x read':>8s}")
    row("  read bytes of the parsed files", mb, t_read, t_read)
    row("  read_dump_index (list + stat)", mb, t_list, t_read)
    row("  cold, no cache", mb, t_cold, t_read)
    row("  cold, no cache, 2 processes", mb, t_cold2, t_read, f"({t_cold / t_cold2:.2f}x one process; needs 2 idle cores)")
    row("  cold, writing the cache", mb, t_write, t_read)
    row("  reopen from the cache", mb, t_warm, t_read, f"(cache hit: {r.from_cache}; {t_cold / t_warm:.1f}x faster than cold)")
    row("  reopen, every table read", mb, t_warm_all, t_read, f"({t_cold / t_warm_all:.1f}x faster than cold)")


def cli_index_times(folder: str, repeat: int) -> None:
    """``kit index FOLDER --parse`` in this process (process start excluded): cold (empty cache) and from the cache."""
    import contextlib
    import io

    from kitlib.cli import main as kit

    def run() -> None:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            assert kit(["index", folder, "--parse"]) == 0

    def cold() -> None:
        shutil.rmtree(cache_root(), ignore_errors=True)
        run()

    t_cold = best(cold, max(1, repeat // 2))
    t_warm = best(run, repeat)
    print(f"\nkit index {folder} --parse (in process, start excluded): cold {t_cold:.3f} s, from cache {t_warm:.3f} s "
          f"({t_cold / t_warm:.1f}x)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("folder", nargs="?", default=str(Path(__file__).resolve().parent.parent / "tests/data/cpu_2025"))
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--one-core", action="store_true", help="pin to one CPU first")
    a = ap.parse_args()
    if "KIT_PARSE_CACHE" not in os.environ:  # never the user's cache: one emptied for the cold runs
        import tempfile

        os.environ["KIT_PARSE_CACHE"] = tempfile.mkdtemp(prefix="kit-parse-speed-")
    if a.one_core and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    idx = read_dump_index(a.folder)
    idx = idx[~idx.file.str.startswith(CACHE_DIR + os.sep)]
    had_cache = (Path(a.folder) / CACHE_DIR).exists()
    per_reader(a.folder, idx, a.repeat)
    llvm_all(a.folder, idx, a.repeat)
    try:
        folder_times(a.folder, idx, a.repeat)
        cli_index_times(a.folder, a.repeat)
    finally:
        if not had_cache:
            shutil.rmtree(Path(a.folder) / CACHE_DIR, ignore_errors=True)


if __name__ == "__main__":
    main()
