"""Mutation campaign: mutated real files through every reader, in worker processes, each call under a time and memory limit.

Real inputs: every file of ``tests/data/**`` that a reader reads, plus a run
folder given with ``--run`` (a fresh bert-tiny sweep: ``kit sweep --model
bert-tiny --split-counts 8 --steps 3 --warmup 1 --trace-steps 1 --no-progress
--no-report --out /tmp/robust-tiny``). Each mutated file goes through every
reader (its own format's and all the others: a reader must also survive the
wrong format), and through ``parse_folder`` for a share of them.

Mutation classes: truncation, byte runs deleted / inserted / replaced (non-UTF-8,
NUL, brackets), bit flips, lines duplicated / deleted, numbers replaced by huge
ones (2^63, 10^5000 digits, inf, -1), re-encoding (latin-1, UTF-16), deep
nesting (brackets / parentheses / JSON arrays), a long token inside braces,
``\\r`` line ends; gzip files are mutated before or after compression.

An outcome per call: ``ok`` (a result), ``parse_error`` (the kit's ParseError /
KitError), ``uncaught`` (any other exception: a defect), ``hang`` (over the
time limit: a defect), ``oom`` (the memory limit was hit). Peak memory per
call is the rise of the worker's peak RSS (``VmHWM`` reset through
``/proc/self/clear_refs``), reported as a multiple of the file's size.

Also counted: parse errors that were another exception (OverflowError,
ValueError ...) turned into a ParseError by :func:`kitlib.textio.reader`:
handled, but without a line number.

Run: ``.venv/bin/python benchmarks/mutation.py --files 10000 --run /tmp/robust-tiny``
"""
from __future__ import annotations

import argparse
import collections
import gzip
import json
import multiprocessing as mp
import random
import re
import resource
import signal
import sys
import tempfile
import time
import traceback
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

TIME_LIMIT_S = 20.0
MEMORY_LIMIT_BYTES = 3 * 2**30  # address space added on top of the worker's after its imports


def _readers():
    """Every reader the kit declares (kitlib.dumps.formats.FORMATS, one entry per reader function), and the run
    folders' metrics.json readers."""
    from kitlib.dumps.formats import FORMATS
    from kitlib.timings.metrics import read_counters, read_metric_samples

    out = {}
    for kind, fmt in FORMATS.items():
        if fmt.read not in out.values():
            out[str(kind)] = fmt.read
    return {**out, "metric_samples": read_metric_samples, "counters": read_counters}


def kind_of(path: Path) -> str | None:
    """The format of a real file as the kit detects it (None: no reader reads it)."""
    from kitlib.dumps.formats import FORMATS, detect_kind

    if path.name == "metrics.json":
        return "metrics_json"
    try:
        kind = detect_kind(path)
    except Exception:  # noqa: BLE001 - a file the kit refuses to open is no input here
        return None
    return str(kind) if kind in FORMATS else None


def corpus(roots: list[Path], max_bytes: int) -> list[Path]:
    out = []
    for root in roots:
        for p in sorted(root.rglob("*")):
            if p.is_file() and p.stat().st_size <= max_bytes and kind_of(p):
                out.append(p)
    return out


# ---- mutations ----

_NUMBER = re.compile(rb"\d+")
_HUGE = [b"9223372036854775808", b"18446744073709551616", b"9" * 5000, b"inf", b"-1", b"1e999", b"nan", b"-9223372036854775809"]
_BLOBS = [b"(", b")", b"{", b"}", b"[", b"]", b'"', b"\n", b"%", b"=", b",", b"\xff\xfe", b"\x00", b"\xc3", b"\\", b"\r"]


def mutate(data: bytes, rnd: random.Random) -> tuple[bytes, str]:
    """One mutation class applied once or a few times; returns (data, class name)."""
    op = rnd.choice(["cut", "delete", "insert", "replace", "flip", "lines", "number", "encoding", "nesting",
                     "long_token", "cr"])
    n = len(data)
    i = rnd.randrange(n + 1)
    if op == "cut":
        return data[:i], op
    if op == "delete":
        return data[:i] + data[i + rnd.randrange(1, 200) :], op
    if op in ("insert", "replace"):
        blob = rnd.choice(_BLOBS) if rnd.random() < 0.6 else rnd.randbytes(rnd.randrange(1, 16))
        j = i + (len(blob) if op == "replace" else 0)
        return data[:i] + blob + data[j:], op
    if op == "flip":
        if n == 0:
            return data, op
        k = min(i, n - 1)
        return data[:k] + bytes([data[k] ^ (1 << rnd.randrange(8))]) + data[k + 1 :], op
    if op == "lines":
        lines = data.split(b"\n")
        k = rnd.randrange(len(lines))
        if rnd.random() < 0.5:
            lines = lines[: k + 1] + lines[k:]
        else:
            del lines[k]
        return b"\n".join(lines), op
    if op == "number":
        nums = list(_NUMBER.finditer(data))
        for m in rnd.sample(nums, min(len(nums), rnd.randrange(1, 4))):
            huge = rnd.choice(_HUGE)
            data = data[: m.start()] + huge + data[m.end() :] if len(huge) + len(data) < 2**28 else data
            break
        return data, op
    if op == "encoding":
        text = data.decode("utf-8", errors="replace")
        enc = rnd.choice(["latin-1", "utf-16", "cp1252"])
        return text.encode(enc, errors="replace"), op
    if op == "nesting":
        depth = rnd.choice([1000, 10000, 100000])
        o, c = rnd.choice([(b"(", b")"), (b"{", b"}"), (b"[", b"]")])
        return data[:i] + o * depth + c * (depth if rnd.random() < 0.5 else 0) + data[i:], op
    if op == "long_token":
        return data[:i] + b"{" + b"a" * rnd.choice([10**4, 10**5, 10**6]) + b"}" + data[i:], op
    return data.replace(b"\n", b"\r" if rnd.random() < 0.5 else b"\r\n"), op


# ---- worker ----

_READERS: dict = {}


class _Hang(BaseException):
    """Raised by the time limit's alarm."""


def _init_worker() -> None:
    global _READERS
    _READERS = _readers()
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    vm = _status("VmSize")
    if vm:
        limit = vm + MEMORY_LIMIT_BYTES
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))

    def alarm(signum, frame):
        raise _Hang  # a BaseException: no reader's handler can mistake it for bad input

    signal.signal(signal.SIGALRM, alarm)


def _status(key: str) -> int | None:
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith(key + ":"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return None


def _reset_peak() -> None:
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
    except OSError:
        pass


def _call(reader: str, path: str) -> tuple[str, str, float, int]:
    """(outcome, detail, seconds, peak RSS rise in bytes) of one reader call."""
    from kitlib.errors import KitError, ParseError

    fn = _READERS[reader]
    _reset_peak()
    base = _status("VmRSS") or 0
    t0 = time.perf_counter()
    signal.setitimer(signal.ITIMER_REAL, TIME_LIMIT_S)
    try:
        fn(path)
        outcome, detail = "ok", ""
    except ParseError as e:  # "guarded": an unexpected exception that textio.reader turned into a ParseError
        if e.reason == "out of memory while reading":  # textio.reader's MemoryError (an OOM report's text is no OOM)
            outcome, detail = "oom", str(e)
        else:
            outcome, detail = "parse_error", e.reason[:200] if e.reason.startswith(("cannot parse (", "nested too")) else ""
    except KitError:
        outcome, detail = "parse_error", ""
    except _Hang:
        outcome, detail = "hang", ""
    except MemoryError:
        outcome, detail = "oom", ""
    except BaseException as e:  # noqa: BLE001 - what the campaign is looking for
        outcome, detail = "uncaught", f"{type(e).__name__}: {e}"[:300] + " | " + traceback.format_exc(limit=-2)[-600:]
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    dt = time.perf_counter() - t0
    peak = max(0, (_status("VmHWM") or 0) - base)
    return outcome, detail, dt, peak


def _folder_call(folder: str) -> tuple[str, str, float, int]:
    from kitlib.dumps.folder import parse_folder

    t0 = time.perf_counter()
    signal.setitimer(signal.ITIMER_REAL, TIME_LIMIT_S * 3)
    try:
        r = parse_folder(folder, workers=1, cache=False)
        outcome, detail = "ok", f"{int(r.index['error'].notna().sum())} error rows"
    except _Hang:
        outcome, detail = "hang", ""
    except BaseException as e:  # noqa: BLE001
        outcome, detail = "uncaught", f"{type(e).__name__}: {e}"[:300]
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return outcome, detail, time.perf_counter() - t0, 0


def _task(args: tuple[int, str, str, int, bool]) -> list[tuple]:
    """Mutate one real file (seeded), write it under its real name, run every reader (and parse_folder)."""
    k, src, kind, seed, folder = args
    rnd = random.Random(seed)
    raw = Path(src).read_bytes()
    gz = src.endswith(".gz")
    if gz and rnd.random() < 0.7:
        data, cls = mutate(gzip.decompress(raw), rnd)
        data = gzip.compress(data)
    else:
        data, cls = mutate(raw, rnd)
    out = []
    with tempfile.TemporaryDirectory(prefix="kit-mut-") as d:
        p = Path(d) / Path(src).name
        p.write_bytes(data)
        size = len(data)
        for reader in _READERS:
            outcome, detail, dt, peak = _call(reader, str(p))
            out.append((k, src, kind, cls, reader, size, outcome, detail, dt, peak))
        if folder:
            outcome, detail, dt, peak = _folder_call(d)
            out.append((k, src, kind, cls, "parse_folder", size, outcome, detail, dt, peak))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--files", type=int, default=10000)
    ap.add_argument("--run", type=Path, action="append", default=[], help="a run folder to take real files from too")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--max-bytes", type=int, default=4 * 2**20, help="skip real files above this size")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--out", type=Path, default=Path("/tmp/kit-mutation.jsonl"))
    a = ap.parse_args()
    files = corpus([REPO / "tests" / "data", *a.run], a.max_bytes)
    rnd = random.Random(a.seed)
    tasks = [(k, str(f), kind_of(f) or "", rnd.randrange(2**32), k % 20 == 0)
             for k, f in enumerate(rnd.choice(files) for _ in range(a.files))]
    counts: collections.Counter = collections.Counter()
    guarded: collections.Counter = collections.Counter()
    defects: list[tuple] = []
    peaks: dict[str, list[float]] = collections.defaultdict(list)
    t0 = time.time()
    ctx = mp.get_context("fork")
    done = 0
    with open(a.out, "w") as log:
        while tasks:
            with ctx.Pool(a.workers, initializer=_init_worker, maxtasksperchild=200) as pool:
                it = pool.imap_unordered(_task, tasks, chunksize=1)
                finished: set[int] = set()
                try:
                    while True:
                        rows = it.next(timeout=TIME_LIMIT_S * 15)
                        for row in rows:
                            k, src, kind, cls, reader, size, outcome, detail, dt, peak = row
                            counts[(reader, outcome)] += 1
                            if outcome in ("uncaught", "hang", "oom"):
                                defects.append(row)
                            if size >= 256 * 1024 and outcome in ("ok", "parse_error") and reader != "parse_folder":
                                peaks[reader].append(peak / size)
                            if outcome == "parse_error" and detail:
                                guarded[(reader, detail.split(":")[0][:60])] += 1
                            log.write(json.dumps(row) + "\n")
                        finished.add(rows[0][0])
                        done += 1
                        if done % 500 == 0:
                            print(f"{done} files, {time.time() - t0:.0f} s", file=sys.stderr, flush=True)
                except StopIteration:
                    tasks = []
                except mp.TimeoutError:  # a worker stuck past every limit: count the files left as hangs and go on
                    left = [t for t in tasks if t[0] not in finished]
                    stuck = left[: a.workers]
                    for t in stuck:
                        counts[("worker", "hang")] += 1
                        defects.append((t[0], t[1], t[2], "?", "worker", 0, "hang", "pool timeout", 0, 0))
                    tasks = left[a.workers :]
                    pool.terminate()
    elapsed = time.time() - t0
    readers = sorted({r for r, _ in counts})
    outcomes = ["ok", "parse_error", "uncaught", "hang", "oom"]
    print(f"mutated files: {done} from {len(files)} real files; calls: {sum(counts.values())}; {elapsed:.0f} s")
    print(f"limits per call: {TIME_LIMIT_S:.0f} s, {MEMORY_LIMIT_BYTES / 2**30:.0f} GiB address space")
    print(f"{'reader':22s} " + " ".join(f"{o:>11s}" for o in outcomes) + "   peak RSS / file size (median, p99, max; files >= 256 KiB)")
    for r in readers:
        ps = sorted(peaks.get(r, []))
        q = (f"{ps[len(ps) // 2]:6.1f} {ps[int(len(ps) * 0.99)]:6.1f} {ps[-1]:6.1f}") if ps else ""
        print(f"{r:22s} " + " ".join(f"{counts[(r, o)]:11d}" for o in outcomes) + "   " + q)
    total = {o: sum(counts[(r, o)] for r in readers) for o in outcomes}
    print(f"{'total':22s} " + " ".join(f"{total[o]:11d}" for o in outcomes))
    if guarded:
        print("parse errors that were another exception turned into a ParseError by textio.reader (no line number):")
        for (r, kind), c in guarded.most_common(15):
            print(f"  {r:22s} {c:6d}  {kind}")
    for row in defects[:30]:
        print("DEFECT", row[1], row[3], row[4], row[6], row[7][:400])
    print(f"log: {a.out}")


if __name__ == "__main__":
    main()
