"""Peak memory of every reader as a multiple of the file's size (goal: at most 10x).

Each (reader, file) is read in a fresh child process: the child imports the
reader, notes its resident set (``VmRSS``), reads the file, and reports its
peak resident set (``VmHWM``). The figure is (peak - before) / file size.
Files: the largest real file of each format in ``tests/data`` (and ``--run``
folders), and a synthetic one of ``--mb`` megabytes (default 200) written in
the format the real files have, many rows of it.

``peak/size`` is the first read in a process: it includes what pandas and
pyarrow set up on first use (allocators, compute kernels; several MB, whatever
the file), which dominates for small files. ``warm`` is the same read after
one read of a small synthetic file of the same format in that process (the
steady state of a process that reads many files, as ``parse_folder`` does);
shown for the real files, where the two differ. ``first-use MB`` is that
one-time cost itself: the growth of a fresh process reading the small file,
the same few MB whatever the file, so the first-read ratio of a small real file
says more about the libraries than about the reader. The goal (at most 10x) is
judged on ``warm`` for real files and on the synthetic ones (large enough that
the one-time cost is noise). A gzip file's ratio is against its compressed size;
``x raw`` is against the bytes it holds.

Run: ``.venv/bin/python benchmarks/reader_memory.py --run /tmp/robust-tiny [--mb 200]``
"""
from __future__ import annotations

import argparse
import gzip
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))

from mutation import corpus, kind_of  # noqa: E402

READER = {
    "hlo": ("kitlib.dumps.hlo", "read_hlo"),
    "buffer_assignment": ("kitlib.dumps.buffer_assignment", "read_buffer_assignment"),
    "memory_usage_report": ("kitlib.dumps.buffer_assignment", "read_memory_usage_report"),
    "debug_options": ("kitlib.dumps.debug_options", "read_debug_options"),
    "llvm_ir": ("kitlib.dumps.llvm_ir", "read_llvm_ir"),
    "ptx": ("kitlib.dumps.ptx", "read_ptx"),
    "metrics_report": ("kitlib.timings.metrics_report", "read_metrics_report"),
    "metrics_json": ("kitlib.timings.metrics", "read_metric_samples"),
    "trace": ("kitlib.timings.trace", "read_trace"),
}

CHILD = r"""
import importlib, json, sys, time
def status(key):
    for line in open("/proc/self/status"):
        if line.startswith(key + ":"):
            return int(line.split()[1]) * 1024
mod, fn, path = sys.argv[1:4]
read = getattr(importlib.import_module(mod), fn)
import pandas, pyarrow  # noqa: F401 - loaded before the baseline
for warm_up in sys.argv[4:]:  # "warm": a read of a small file first, its first-use costs before the baseline
    read(warm_up)
open("/proc/self/clear_refs", "w").write("5")
before = status("VmRSS")
t0 = time.perf_counter()
err = None
try:
    out = read(path)
except Exception as e:
    err = f"{type(e).__name__}: {e}"[:200]
dt = time.perf_counter() - t0
print(json.dumps({"before": before, "peak": status("VmHWM"), "seconds": dt, "error": err}))
"""


def measure(kind: str, path: Path, timeout: float, warm_up: Path | None = None) -> dict:
    mod, fn = READER[kind]
    env = dict(os.environ, PYTHONPATH=str(REPO))
    try:
        p = subprocess.run([sys.executable, "-c", CHILD, mod, fn, str(path), *([str(warm_up)] if warm_up else [])],
                           capture_output=True, text=True, timeout=timeout, env=env)
        r = json.loads(p.stdout.strip().splitlines()[-1])
    except subprocess.TimeoutExpired:
        return {"error": f"over {timeout:.0f} s"}
    except (ValueError, IndexError):
        return {"error": (p.stderr.strip().splitlines() or ["child failed"])[-1][:200]}
    size = path.stat().st_size
    r["size"] = size
    r["ratio"] = (r["peak"] - r["before"]) / size
    return r


def _raw_size(path: Path) -> int:
    """Bytes a gzip file holds."""
    with gzip.open(path, "rb") as f:
        return sum(len(b) for b in iter(lambda: f.read(1 << 20), b""))


def synthetic(kind: str, path: Path, size: int) -> Path:  # noqa: C901 - one small writer per format
    """A valid file of ``kind`` of about ``size`` bytes: the real format's rows, many of them."""
    with open(path, "w") as f:
        def fill(unit, head="", tail=""):
            f.write(head)
            i = 0
            while f.tell() < size:
                f.write("".join(unit(i + k) for k in range(1000)))
                i += 1000
            f.write(tail)

        if kind == "hlo":
            fill(lambda i: f"  %add.{i + 1} = f32[8,128]{{1,0}} add(%p0, %add.{i}), "
                           f'metadata={{op_type="aten__add" op_name="aten__add.{i}"}}\n',
                 "HloModule big, entry_computation_layout={(f32[8,128]{1,0})->f32[8,128]{1,0}}\n\n"
                 "ENTRY %main (p0: f32[8,128]) -> f32[8,128] {\n  %p0 = f32[8,128]{1,0} parameter(0)\n"
                 "  %add.0 = f32[8,128]{1,0} add(%p0, %p0)\n",
                 "  ROOT %r = f32[8,128]{1,0} copy(%p0)\n}\n")
        elif kind == "buffer_assignment":
            fill(lambda i: f"allocation {i}: size 4096, parameter {i}, shape |f32[8,128]| at ShapeIndex {{}}:\n"
                           f" value: <{i} p{i} @0> (size=4096,offset=0): f32[8,128]{{1,0}}\n",
                 "BufferAssignment:\n", "\nTotal bytes used: 4096 (4.0KiB)\n")
        elif kind == "memory_usage_report":
            fill(lambda i: f"allocation {i}: size 4.0KiB, parameter {i}, shape |f32[8,128]| at ShapeIndex {{}}:\n",
                 "Total bytes used: 4096 (4.0KiB)\n\nAllocations sorted by size with their values:\n")
        elif kind == "debug_options":
            fill(lambda i: f"xla_option_{i}: {i}\n")
        elif kind == "metrics_report":
            fill(lambda i: f"Metric: M{i}\n  TotalSamples: 3\n  Accumulator: 026ms315.025us\n  ValueRate: 001ms100.000us / second\n"
                           f"  Rate: 1.2 / second\n  Percentiles: 1%=001ms; 50%=002ms; 99%=003ms\nCounter: C{i}\n  Value: {i}\n")
        elif kind == "llvm_ir":
            fill(lambda i: f'@g{i} = private unnamed_addr constant [4 x i8] c"\\01\\02\\03\\04", align 1\n'
                           f"define void @f{i}(ptr %a) {{\nentry:\n  %x = load float, ptr %a, align 4\n"
                           f"  %y = load i8, ptr @g{i}, align 1\n  ret void\n}}\n\n",
                 'source_filename = "big"\ntarget triple = "x86_64-unknown-linux-gnu"\n\n')
        elif kind == "ptx":
            fill(lambda i: f".visible .entry k{i}(\n\t.param .u64 k{i}_param_0\n)\n{{\n\t.reg .b64 \t%rd<3>;\n"
                           f"\tld.param.b64 \t%rd1, [k{i}_param_0];\n\tld.global.f32 \t%f1, [%rd1];\n\tret;\n}}\n\n",
                 "//\n.version 8.8\n.target sm_90a\n.address_size 64\n\n")
        elif kind == "metrics_json":
            fill(lambda i: f"[{1.7e9 + i}, {1e6 + i}], ", '{"metrics": {"CompileTime": {"samples": [', "[1.7e9, 1]]}}, \"counters\": {}}")
        elif kind == "trace":
            fill(lambda i: json.dumps({"ph": "X", "pid": 1, "tid": 7, "ts": i * 10, "dur": 5, "name": "f",
                                       "args": {"hlo_op": f"fusion.{i % 100}", "hlo_module": "M"}}) + ",\n",
                 '{"displayTimeUnit": "ns", "traceEvents": [\n',
                 '{"ph": "X", "pid": 1, "tid": 9, "ts": 0, "dur": 1, "name": "step", "args": {"step_num": "0"}}]}\n')
    return path


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--run", type=Path, action="append", default=[])
    ap.add_argument("--mb", type=float, default=200)
    ap.add_argument("--timeout", type=float, default=900)
    ap.add_argument("--kinds", default=",".join(READER))
    a = ap.parse_args()
    files = corpus([REPO / "tests" / "data", *a.run], 2**40)
    largest: dict[str, Path] = {}
    for p in files:
        k = kind_of(p.name)
        if k and (k not in largest or p.stat().st_size > largest[k].stat().st_size):
            largest[k] = p
    print(f"{'reader':20s} {'file':>9s} {'MB':>8s} {'peak/size':>10s} {'warm':>6s} {'first-use MB':>12s} {'x raw':>6s} "
          f"{'s':>7s}  note")
    with tempfile.TemporaryDirectory(prefix="kit-mem-") as d:
        for kind in a.kinds.split(","):
            names = {"metrics_json": "metrics.json", "trace": "big.trace.json"}
            cases = []
            name = names.get(kind, {"hlo": "module_0000.big.cpu_after_optimizations.txt", "llvm_ir": "big.ll", "ptx": "big.ptx",
                                    "buffer_assignment": "big-buffer-assignment.txt",
                                    "memory_usage_report": "big-memory-usage-report.txt",
                                    "debug_options": "big.debug_options", "metrics_report": "metrics_report.txt"}.get(kind, kind))
            if kind in largest:
                cases.append(("real", largest[kind]))
            if a.mb > 0:
                cases.append(("synthetic", synthetic(kind, Path(d) / name, int(a.mb * 1e6))))
            small = synthetic(kind, Path(d) / ("small-" + name), 10_000) if kind in largest else None
            for label, path in cases:
                r = measure(kind, path, a.timeout)
                size = path.stat().st_size
                warm = measure(kind, path, a.timeout, small) if label == "real" and small else {}
                first = measure(kind, small, a.timeout) if label == "real" and small else {}
                w = f"{warm['ratio']:6.1f}" if "ratio" in warm else f"{'':6s}"
                fu = f"{(first['peak'] - first['before']) / 1e6:12.1f}" if "peak" in first else f"{'':12s}"
                raw = f"{(r['peak'] - r['before']) / _raw_size(path):6.1f}" if "peak" in r and path.suffix == ".gz" else f"{'':6s}"
                if "ratio" in r:
                    print(f"{kind:20s} {label:>9s} {size / 1e6:8.2f} {r['ratio']:10.1f} {w} {fu} {raw} {r['seconds']:7.1f}  "
                          f"{r['error'] or ''}  {path.name if label == 'real' else ''}", flush=True)
                else:
                    print(f"{kind:20s} {label:>9s} {size / 1e6:8.2f} {'-':>10s} {w} {fu} {raw} {'-':>7s}  {r['error']}",
                          flush=True)
                if label == "synthetic":
                    path.unlink()


if __name__ == "__main__":
    main()
