"""Hostile input, class by class (issue 13): every reader, `kit parse`, `kit index --parse`, the spec loader.

Each class is a property over real files (tests/data): numbers out of range,
other encodings, truncation, deep nesting, wrong JSON types, ``\\r`` line
ends, NUL bytes anywhere, special files (FIFO, directory, symlink loop,
/dev/zero, unreadable), a missing path holding a space, a long token inside
``metadata={...}``. The answer is a result or the kit's ParseError naming
the input, never another exception, never a hang. The 10,000-file campaign is
``benchmarks/mutation.py``; here each property runs a few dozen examples.
"""
from __future__ import annotations

import gzip
import json
import os
import re
import signal
import time
from collections.abc import Callable
from pathlib import Path

import pandas as pd
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from kitlib.capture.spec import load_spec
from kitlib.dumps.buffer_assignment import read_buffer_assignment, read_memory_usage_report
from kitlib.dumps.debug_options import read_debug_options
from kitlib.dumps.folder import parse_folder
from kitlib.dumps.hlo import read_hlo
from kitlib.dumps.llvm_ir import read_llvm_ir
from kitlib.dumps.ptx import read_ptx
from kitlib.errors import CaptureError, KitError, ParseError
from kitlib.timings.metrics import read_counters, read_metric_samples
from kitlib.timings.metrics_report import read_metrics_report
from kitlib.timings.trace import read_trace

from .conftest import run_kit

DATA = Path(__file__).parent / "data"
CPU = DATA / "cpu_2025"
GPU = DATA / "gpu" / "const_n2"
HLO = CPU / "module_0000.SyncTensorsGraph.34.cpu_after_optimizations.txt"

#: reader, a real file it reads, the name a dump of that kind has
LINE_READERS: list[tuple[str, Callable, Path]] = [
    ("hlo", read_hlo, HLO),
    ("buffer_assignment", read_buffer_assignment, CPU / "module_0000.SyncTensorsGraph.34.cpu_after_optimizations-buffer-assignment.txt"),
    ("memory_usage_report", read_memory_usage_report, CPU / "module_0000.SyncTensorsGraph.34.cpu_after_optimizations-memory-usage-report.txt"),
    ("debug_options", read_debug_options, CPU / "module_0000.SyncTensorsGraph.34.debug_options"),
    ("metrics_report", read_metrics_report, CPU / "metrics_report.txt"),
    ("llvm_ir", read_llvm_ir, GPU / "module_0001.jit_f.0.ir-with-opt.ll"),
    ("ptx", read_ptx, GPU / "module_0001.jit_f.0.ptx"),
]
METRICS_JSON = {"metrics": {"CompileTime": {"samples": [[1.7e9, 2.5e8], [1.7e9, 1e8]]}}, "counters": {"CachedCompile": 3}}
TRACE = {"traceEvents": [
    {"ph": "M", "pid": 1, "tid": 7, "name": "thread_name", "args": {"name": "worker"}},
    {"ph": "X", "pid": 1, "tid": 9, "ts": 0, "dur": 1, "name": "step", "args": {"step_num": "0"}},
    {"ph": "X", "pid": 1, "tid": 7, "ts": 10, "dur": 100, "name": "f", "args": {"hlo_op": "fusion.2", "hlo_module": "M"}},
]}
JSON_READERS: list[tuple[str, Callable, str]] = [
    ("metric_samples", read_metric_samples, "metrics.json"),
    ("counters", read_counters, "metrics.json"),
    ("trace", read_trace, "h.trace.json.gz"),
]
ALL = [(n, r) for n, r, _ in LINE_READERS] + [(n, r) for n, r, _ in JSON_READERS]
IDS = [n for n, _ in ALL]
PROPERTY = settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))


class _Timeout(Exception):
    pass


def _bounded(fn: Callable, *args, seconds: float = 20):
    """Call ``fn``; a hang (past ``seconds``) fails the test instead of blocking it."""

    def alarm(signum, frame):
        raise _Timeout

    old = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        return fn(*args)
    except _Timeout:
        pytest.fail(f"{getattr(fn, '__name__', fn)} hung on {args!r:.100}")
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _only_parse_error(fn: Callable, arg) -> Exception | None:
    try:
        _bounded(fn, arg)
    except ParseError as e:
        assert "\n" not in str(e)
        return e
    return None


def _write(tmp: Path, name: str, data: bytes) -> Path:
    p = tmp / name
    p.write_bytes(data)
    return p


# ---- special files ------------------------------------------------------------------------------------


def _special(kind: str, d: Path) -> Path:
    p = d / f"module_0000.{kind}.cpu_after_optimizations.txt"  # named like a dump: the reader is chosen by name
    if kind == "fifo":
        os.mkfifo(p)
    elif kind == "directory":
        p.mkdir()
    elif kind == "symlink_loop":
        os.symlink(p, p)
    elif kind == "dev_zero":
        os.symlink("/dev/zero", p)
    elif kind == "missing_with_space":
        p = d / "no such dump file.txt"
    return p


@pytest.mark.parametrize("kind", ["fifo", "directory", "symlink_loop", "dev_zero", "missing_with_space"])
@pytest.mark.parametrize("name, reader", ALL, ids=IDS)
def test_special_files_are_one_parse_error(tmp_path: Path, name: str, reader: Callable, kind: str):
    p = _special(kind, tmp_path)
    for arg in (p, str(p)):
        t0 = time.monotonic()
        with pytest.raises(ParseError) as e:
            _bounded(reader, arg, seconds=10)
        assert str(p) in str(e.value) and time.monotonic() - t0 < 10
    if kind == "missing_with_space" and name not in ("metric_samples", "counters"):
        assert e.value.reason.endswith("no such file")


def _same(a, b) -> None:
    """Two results of one reader hold the same tables (a DataFrame, or an object whose public DataFrames are its
    tables; where it came from, its path, may differ)."""
    if isinstance(a, pd.DataFrame):
        pd.testing.assert_frame_equal(a, b)
        return
    names = [n for n in dir(a) if not n.startswith("_") and isinstance(getattr(a, n), pd.DataFrame)]
    assert names
    for n in names:
        pd.testing.assert_frame_equal(getattr(a, n), getattr(b, n))


def _containers(data: bytes, name: str) -> dict[str, bytes]:
    import io as _io
    import lzma
    import zipfile

    z = _io.BytesIO()
    with zipfile.ZipFile(z, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr(name, data)
    return {".gz": gzip.compress(data, mtime=0), ".xz": lzma.compress(data), ".zip": z.getvalue()}


@pytest.mark.parametrize("name, reader, src", LINE_READERS, ids=[r[0] for r in LINE_READERS])
def test_containers_read_as_the_file_they_hold(tmp_path: Path, name: str, reader: Callable, src: Path):
    """gzip, xz and a one-file zip of any text dump read to the same tables as the plain file (issue 30.6)."""
    plain = reader(src)
    for suffix, data in _containers(src.read_bytes(), src.name).items():
        _same(plain, _bounded(reader, _write(tmp_path, src.name + suffix, data)))
    p = _write(tmp_path, "renamed.bin", _containers(src.read_bytes(), src.name)[".xz"])  # by content, not by name
    _same(plain, reader(p))


def test_zip_of_several_files_and_bombs_are_one_clear_error(tmp_path: Path, monkeypatch):
    import zipfile

    from kitlib import textio

    z = tmp_path / "two.zip"
    with zipfile.ZipFile(z, "w") as zf:
        zf.writestr("a.hlo", HLO.read_text())
        zf.writestr("b.hlo", HLO.read_text())
    with pytest.raises(ParseError, match="zip archive of 2 files") as e:
        read_hlo(z)
    assert "kit index" in str(e.value)
    pd.testing.assert_frame_equal(read_hlo(HLO).instructions, read_hlo(z / "b.hlo").instructions)  # a member by path
    with pytest.raises(ParseError, match="holds no c.hlo"):
        read_hlo(z / "c.hlo")
    monkeypatch.setattr(textio, "UNPACKED_LIMIT_BYTES", 1 << 20)
    bomb = _write(tmp_path, "bomb.txt.gz", gzip.compress(b"\n" * (8 << 20)))
    with pytest.raises(ParseError, match="unpacks to more than 1 MiB"):
        read_hlo(bomb)


def _read_as_nobody(reader: Callable, path: Path) -> str:
    """The reader's outcome in a child process without root's right to read any file."""
    import multiprocessing as mp

    def child(q):
        if os.geteuid() == 0:
            os.setgid(65534)
            os.setuid(65534)
        try:
            reader(path)
            q.put("ok")
        except ParseError as e:
            q.put(f"ParseError: {e}")
        except BaseException as e:  # noqa: BLE001
            q.put(f"{type(e).__name__}: {e}")

    ctx = mp.get_context("fork")
    q = ctx.Queue()
    proc = ctx.Process(target=child, args=(q,))
    proc.start()
    proc.join(60)
    return q.get(timeout=5)


@pytest.mark.parametrize("name, reader", ALL, ids=IDS)
def test_unreadable_file(tmp_path: Path, name: str, reader: Callable):
    tmp_path.chmod(0o755)
    p = _write(tmp_path, "metrics.json" if name in ("metric_samples", "counters") else "m.cpu_after_optimizations.txt", b"x\n")
    p.chmod(0)
    out = _read_as_nobody(reader, p)
    assert out.startswith("ParseError") and "permission" in out.lower() and str(p) in out, out


# ---- line readers: numbers, encodings, truncation, nesting, NUL, \r ------------------------------------

_DIGITS = re.compile(rb"\d+")
_BIG = st.sampled_from([b"9223372036854775808", b"18446744073709551616", b"9" * 4301, b"inf", b"-1", b"1e999", b"nan"])


@pytest.mark.parametrize("name, reader, src", LINE_READERS, ids=[r[0] for r in LINE_READERS])
@PROPERTY
@given(where=st.floats(0, 1), big=_BIG)
def test_numbers_out_of_range(tmp_path_factory, name, reader, src: Path, where: float, big: bytes):
    data = src.read_bytes()
    nums = list(_DIGITS.finditer(data))
    m = nums[int(where * (len(nums) - 1))]
    p = _write(tmp_path_factory.mktemp("n"), src.name, data[: m.start()] + big + data[m.end() :])
    e = _only_parse_error(reader, p)
    # handled by the reader itself (naming the line), not by textio.reader's catch-all for stray exceptions
    assert e is None or "cannot parse (" not in str(e), e


def test_a_number_beyond_what_int_reads_anywhere_in_llvm_ir(tmp_path: Path) -> None:
    """Every number of the LLVM IR sample in turn made 4,301 digits (beyond Python's int() of a string): the reader
    answers each, never through the catch-all (found by the property above: a module flag's behaviour; also a
    vector's length, an integer initialiser and the datalayout's pointer size)."""
    src = next(s for n, _, s in LINE_READERS if n == "llvm_ir")
    data = src.read_bytes()
    for m in _DIGITS.finditer(data):
        p = _write(tmp_path, src.name, data[: m.start()] + b"9" * 4301 + data[m.end() :])
        e = _only_parse_error(read_llvm_ir, p)
        assert e is None or "cannot parse (" not in str(e), (m.start(), e)


@pytest.mark.parametrize("name, reader, src", LINE_READERS, ids=[r[0] for r in LINE_READERS])
@PROPERTY
@given(encoding=st.sampled_from(["latin-1", "utf-16", "utf-16-le", "cp1252", "utf-32"]), junk=st.binary(max_size=8))
def test_other_encodings(tmp_path_factory, name, reader, src: Path, encoding: str, junk: bytes):
    text = src.read_text(errors="replace").replace("\x00", "")
    data = junk.replace(b"\x00", b"") + text.encode(encoding, errors="replace")
    _only_parse_error(reader, _write(tmp_path_factory.mktemp("e"), src.name, data))


#: readers whose text closes what it opens: any cut before the end leaves a computation, function, entry or
#: block open, and the reader says so (issue 30.3: truncation claimed only where the structure is cut)
CLOSED = {"hlo", "llvm_ir", "ptx"}


@pytest.mark.parametrize("name, reader, src", LINE_READERS, ids=[r[0] for r in LINE_READERS])
@PROPERTY
@given(where=st.floats(0, 1))
def test_truncation_is_never_a_silent_partial_table(tmp_path_factory, name, reader, src: Path, where: float):
    """A cut file is an error or a result, never another exception; where the format closes its structures, a cut
    that leaves one open (a computation, function, entry or block: more '{' than '}', or a last line with an
    unclosed brace) is an error that says what was left open."""
    data = src.read_bytes()
    k = max(1, int(where * (len(data) - 1)))
    cut = data[:k]
    e = _only_parse_error(reader, _write(tmp_path_factory.mktemp("t"), src.name, cut))
    text = cut.decode(errors="replace")
    last = text.rstrip().rsplit("\n", 1)[-1]
    if name in CLOSED and (text.count("{") > text.count("}") or last.count("{") > last.count("}")):
        assert e is not None, f"{name} accepted a file cut at byte {k}, inside a brace"


@pytest.mark.parametrize("name, reader, src", LINE_READERS, ids=[r[0] for r in LINE_READERS])
def test_complete_file_without_final_newline_is_complete(tmp_path: Path, name: str, reader: Callable, src: Path):
    """XLA's per-computation .hlo files end in '}' with no newline, pasted reports rarely end in one: the same
    table as with the newline, never "truncated" (issue 30.3)."""
    _same(reader(src), reader(_write(tmp_path, src.name, src.read_bytes().rstrip(b"\n"))))


def test_hlo_cut_before_entry_is_an_error():
    text = HLO.read_text()
    cut = text[: text.index("ENTRY")]
    assert "{" in cut  # whole computations before the ENTRY one
    with pytest.raises(ParseError, match="no ENTRY"):
        read_hlo(cut)


@pytest.mark.parametrize("name, reader, src", LINE_READERS, ids=[r[0] for r in LINE_READERS])
@PROPERTY
@given(where=st.floats(0, 1), depth=st.sampled_from([100, 5000, 200_000]), bracket=st.sampled_from(["()", "{}", "[]"]),
       closed=st.booleans())
def test_deep_nesting(tmp_path_factory, name, reader, src: Path, where: float, depth: int, bracket: str, closed: bool):
    data = src.read_bytes()
    k = int(where * len(data))
    blob = (bracket[0] * depth + (bracket[1] * depth if closed else "")).encode()
    _only_parse_error(reader, _write(tmp_path_factory.mktemp("d"), src.name, data[:k] + blob + data[k:]))


@pytest.mark.parametrize("name, reader, src", LINE_READERS, ids=[r[0] for r in LINE_READERS])
@PROPERTY
@given(where=st.floats(0, 1))
@example(where=1.0)  # the very last byte: the LLVM IR reader reported "ends mid-line" before it saw the NUL
@example(where=0.0)
def test_nul_anywhere_is_binary(tmp_path_factory, name, reader, src: Path, where: float):
    data = src.read_bytes() * max(1, 20000 // src.stat().st_size + 1)  # NUL beyond the first 8 KiB too
    k = int(where * len(data))
    with pytest.raises(ParseError, match="binary"):
        reader(_write(tmp_path_factory.mktemp("z"), src.name, data[:k] + b"\x00" + data[k:]))


@PROPERTY
@given(where=st.floats(0, 1), ending=st.sampled_from(["\r", "\r\n"]))
def test_cr_line_numbers_agree_for_text_and_file(tmp_path_factory, where: float, ending: str):
    lines = HLO.read_text().splitlines()
    inside = [i for i, ln in enumerate(lines) if ln.startswith("  ")]  # instruction lines
    lines[inside[int(where * (len(inside) - 1))]] = "  %broken = f32[] add(%x"
    text = ending.join(lines) + ending
    p = tmp_path_factory.mktemp("cr") / HLO.name
    p.write_bytes(text.encode())
    with pytest.raises(ParseError) as from_text:
        read_hlo(text)
    with pytest.raises(ParseError) as from_file:
        read_hlo(p)
    assert from_text.value.line == from_file.value.line


_LONG_TOKEN = {  # a long token where a reader's search used to retry at every position (quadratic)
    # and a "{" never closed on the HloModule line: the header took every line after it, rescanned on each (quadratic)
    "hlo_header_brace": (read_hlo, lambda size: "HloModule m, entry_computation_layout={(f32[]\n"
                                                + "  %x = f32[] parameter(0)\n" * (size // 26)),
    "hlo_metadata": (read_hlo, lambda size: (f'HloModule m\n\nENTRY %e () -> f32[] {{\n  ROOT %c = f32[] constant(1), '
                                             f'metadata={{op_name="x" {"a" * size}}}\n}}\n')),
    "ptx_entry_name": (read_ptx, lambda size: (".version 8.8\n.target sm_90a\n.address_size 64\n\n"
                                               f".visible .entry k{{{'a' * size}}}x(\n)\n{{\n\tret;\n}}\n")),
}


@pytest.mark.parametrize("n", [16_000, 64_000, 256_000])
@pytest.mark.parametrize("case", list(_LONG_TOKEN))
def test_long_token_is_linear(case: str, n: int):
    """HLO: a long token inside metadata={...} (64 KB took 9 s), a HloModule line whose "{" never closes (the
    mutation benchmark: 206 KB took 12-20 s); PTX: inside an entry name (8 KB took 4 s). 16x the text costs less
    than 64x the time."""
    reader, make = _LONG_TOKEN[case]

    def once(size: int) -> float:
        t0 = time.perf_counter()
        _only_parse_error(reader, make(size))
        return time.perf_counter() - t0

    small = min(once(n // 16) for _ in range(3))
    big = min(once(n) for _ in range(3))
    assert big < 64 * small + 0.05


# ---- JSON readers: wrong types, numbers, damaged gzip, nesting ----------------------------------------

_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=5),
    lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=5), kids, max_size=3),
    max_leaves=8,
)


def _metrics_variant(v) -> list:
    return [
        {"metrics": v}, {"metrics": {"CompileTime": v}}, {"metrics": {"CompileTime": {"samples": v}}},
        {"metrics": {"CompileTime": {"samples": [v]}}}, {"metrics": {}, "counters": v}, {"metrics": {}, "counters": {"c": v}}, v,
    ]


def _trace_variant(v) -> list:
    return [{"traceEvents": v}, {"traceEvents": [v]}, {"traceEvents": [{"ph": "X", "ts": v, "dur": 1, "args": {"hlo_op": "f"}}]},
            {"traceEvents": [{"ph": "X", "ts": 1, "pid": v, "tid": 1, "args": {"hlo_op": "f"}}]},
            {"traceEvents": [{"ph": "X", "ts": 1, "name": "step", "args": {"step_num": v}}]}, v]


@PROPERTY
@given(v=_JSON)
def test_json_wrong_types(tmp_path_factory, v):
    d = tmp_path_factory.mktemp("j")
    for doc in _metrics_variant(v):
        p = _write(d, "metrics.json", json.dumps(doc).encode())
        _only_parse_error(read_metric_samples, p)
        _only_parse_error(read_counters, p)
    for doc in _trace_variant(v):
        _only_parse_error(read_trace, _write(d, "h.trace.json.gz", gzip.compress(json.dumps(doc).encode())))


@pytest.mark.parametrize("name, reader, file", JSON_READERS, ids=[r[0] for r in JSON_READERS])
@PROPERTY
@given(kind=st.sampled_from(["huge_int", "deep", "latin1", "cut", "bad_gzip"]), where=st.floats(0, 1))
def test_json_hostile_bytes(tmp_path_factory, name, reader, file: str, kind: str, where: float):
    doc = json.dumps(TRACE if name == "trace" else METRICS_JSON).encode()
    k = int(where * len(doc))
    data = {
        "huge_int": doc.replace(b"3}", b"9" * 5000 + b"}").replace(b"1.7e9", b"1" * 5000),
        "deep": b"[" * 100_000 + b"]" * 100_000,
        "latin1": doc[:k] + "é".encode("latin-1") + doc[k:],
        "cut": doc[:k],
        "bad_gzip": doc,
    }[kind]
    if file.endswith(".gz"):
        data = gzip.compress(data)
        if kind == "bad_gzip":
            data = data[: max(10, int(where * len(data)))] + b"\x00garbage"
    _only_parse_error(reader, _write(tmp_path_factory.mktemp("jh"), file, data))


# ---- parse_folder, kit parse, kit index --parse ----------------------------------------------------------


def test_parse_folder_turns_any_failure_into_an_error_row(tmp_path: Path, monkeypatch):
    from dataclasses import replace

    from kitlib.dumps.formats import FORMATS

    for f in CPU.glob("module_0000.*"):
        (tmp_path / f.name).write_bytes(f.read_bytes())

    def boom(path: str):
        raise RuntimeError("a reader bug")

    monkeypatch.setitem(FORMATS, "debug_options", replace(FORMATS["debug_options"], read=boom))
    # FIFOs named as the kinds whose content is keyed (HLO text, a kernel module's optimised IR): never waited on
    os.mkfifo(tmp_path / "module_0001.fifo.cpu_after_optimizations.txt")
    os.mkfifo(tmp_path / "module_0001.fifo.add_fusion_kernel_module.ir-with-opt.ll")
    r = _bounded(lambda: parse_folder(tmp_path, workers=1, cache=False))
    err = r.index.set_index("file")["error"]
    assert "RuntimeError: a reader bug" in err["module_0000.SyncTensorsGraph.34.debug_options"]
    assert "not a regular file" in err["module_0001.fifo.cpu_after_optimizations.txt"]
    assert "not a regular file" in err["module_0001.fifo.add_fusion_kernel_module.ir-with-opt.ll"]
    assert r.index["parsed"].sum() >= 3


def _kit_ok(*args: str):
    proc = run_kit(*args, check=False, timeout=120)
    assert proc.returncode in (0, 2), proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr
    if proc.returncode == 2:
        assert len(proc.stderr.strip().splitlines()) == 1
    return proc


@settings(max_examples=4, deadline=None, suppress_health_check=list(HealthCheck))
@given(which=st.integers(0, len(LINE_READERS) - 2), where=st.floats(0, 1), blob=st.sampled_from([b"\xff\xfe", b"(" * 3000, b"9" * 5000, b""]))
def test_kit_parse_and_index_on_mutated_files(tmp_path_factory, which: int, where: float, blob: bytes):
    """`kit parse` on a mutated file: a table or one line and exit 2; `kit index --parse` on the folder: exit 0."""
    _, _, src = LINE_READERS[which]
    data = src.read_bytes()
    k = int(where * len(data))
    d = tmp_path_factory.mktemp("kit")
    p = _write(d, src.name, data[:k] + blob + data[k + len(blob) :])
    _kit_ok("parse", str(p))
    os.mkfifo(d / "module_0009.x.cpu_after_optimizations.txt")
    proc = _kit_ok("index", str(d), "--parse")
    assert proc.returncode == 0 and "not a regular file" in proc.stdout


def test_kit_parse_special_files(tmp_path: Path):
    for kind in ("fifo", "directory", "symlink_loop", "dev_zero"):
        p = _special(kind, tmp_path)
        proc = _kit_ok("parse", str(p))
        assert proc.returncode == 2, kind



def test_fifo_with_an_unrecognised_name_is_never_opened(tmp_path: Path):
    """Content sniffing (`detect_kind`, `read_dump_index`, `kit parse`) checks the file first: a FIFO never blocks."""
    from kitlib.dumps.formats import detect_kind
    from kitlib.dumps.index import read_dump_index

    fifo = tmp_path / "notes"  # no dump name: only its content could say what it is
    os.mkfifo(fifo)
    with pytest.raises(ParseError, match="not a regular file"):
        _bounded(detect_kind, fifo, seconds=10)
    index = _bounded(read_dump_index, tmp_path, seconds=10)
    assert index.set_index("file").loc["notes", "kind"] == "unknown"
    proc = _kit_ok("parse", str(fifo))
    assert proc.returncode == 2 and "not a regular file" in proc.stderr


# ---- the manifest reader ------------------------------------------------------------------------------------

RUN = Path(__file__).parents[1] / "data" / "bert-tiny-cpu"
_MANIFEST = json.loads((RUN / "manifest.json").read_text())


def _field_paths(o, pre: tuple = ()) -> list[tuple]:
    out: list[tuple] = []
    items = o.items() if isinstance(o, dict) else enumerate(o[:2]) if isinstance(o, list) else ()
    for k, v in items:
        out += [(*pre, k), *_field_paths(v, (*pre, k))]
    return out


_WRONG = st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(), st.text(max_size=4),
                   st.lists(st.integers(), max_size=2), st.dictionaries(st.text(max_size=2), st.integers(), max_size=2))


def _mutated_manifest(kind: str, path: tuple, value, where: float) -> bytes:
    m = json.loads(json.dumps(_MANIFEST))
    if kind == "wrong_type":
        o = m
        for k in path[:-1]:
            o = o[k]
        o[path[-1]] = value
    text = json.dumps(m).encode()
    k = int(where * len(text))
    k = text.rfind(b":", 0, k) + 1 or k  # at a value
    return {
        "wrong_type": text,
        "truncated": text[:k],
        "deep": text[:k] + b"[" * 100_000 + b"1" + b"]" * 100_000 + b"," + text[k:],
        "huge_number": text[:k] + b"9" * 5000 + b"," + text[k:],
        "huge_float": text[:k] + b"1e400," + text[k:],
        "latin1": text[:k] + b"\xe9" + text[k:],
    }[kind]


@pytest.fixture(scope="module")
def run_copy(tmp_path_factory) -> Path:
    """The bert-tiny CPU run of data/ (its manifest replaced per example)."""
    import shutil

    d = tmp_path_factory.mktemp("run") / "bert-tiny-cpu"
    shutil.copytree(RUN, d)
    return d


@PROPERTY
@given(kind=st.sampled_from(["wrong_type", "wrong_type", "truncated", "deep", "huge_number", "huge_float", "latin1"]),
       path=st.sampled_from(_field_paths(_MANIFEST)), value=_WRONG, where=st.floats(0, 1))
def test_manifest_mutations(run_copy: Path, kind: str, path: tuple, value, where: float):
    """A mutated manifest: `read_manifest`, `configs()` and `effective_flags()` answer, or raise one KitError line naming it."""
    from kitlib.analysis.configs import configs, effective_flags
    from kitlib.runfolder import open_run
    from kitlib.runfolder.run import read_manifest

    (run_copy / "manifest.json").write_bytes(_mutated_manifest(kind, path, value, where))
    for fn in (read_manifest, lambda r: configs(open_run(r)), lambda r: effective_flags(open_run(r))):
        try:
            _bounded(fn, run_copy)
        except KitError as e:
            assert str(e).startswith(str(run_copy / "manifest.json")) and "\n" not in str(e)


@pytest.mark.parametrize("field, value, words", [
    (("spec", "xla_flags"), 5, "spec.xla_flags: expected a string"),
    (("configs", 0, "split_count"), 10**30, "configs[0].split_count: expected an integer"),
    (("configs", 1, "processes", 0, "step_times_s"), ["x"], "expected a list of numbers"),
    (("configs", 0, "cpus"), "0-3", "configs[0].cpus: expected a list of integers"),
])
def test_manifest_wrong_type_is_one_line_everywhere(run_copy: Path, field: tuple, value, words: str):
    """Each public reader of the manifest, and `kit report`, names the file and the field."""
    from kitlib.analysis.configs import configs, effective_flags
    from kitlib.runfolder import open_run
    from kitlib.runfolder.run import read_manifest

    (run_copy / "manifest.json").write_bytes(_mutated_manifest("wrong_type", field, value, 0))
    for fn in (read_manifest, lambda r: configs(open_run(r)), lambda r: effective_flags(open_run(r))):
        with pytest.raises(KitError) as e:
            fn(run_copy)
        assert str(e.value).startswith(f"{run_copy / 'manifest.json'}: ") and words in str(e.value)
    proc = _kit_ok("report", str(run_copy))
    assert proc.returncode == 2 and words in proc.stderr


# ---- read-only and full output folders ---------------------------------------------------------------------


@pytest.fixture
def small_fs(tmp_path: Path):
    """Mount a small tmpfs (size, options) on a fresh folder; unmounted at teardown; skip where mount is not permitted."""
    import subprocess

    mounted: list[Path] = []

    def mount(size: str, options: str = "") -> Path:
        d = tmp_path / f"fs{len(mounted)}"
        d.mkdir()
        proc = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}{options}", "tmpfs", str(d)], capture_output=True)
        if proc.returncode != 0:
            pytest.skip(f"cannot mount a tmpfs here: {proc.stderr.decode().strip()}")
        mounted.append(d)
        return d

    yield mount
    for d in mounted:
        subprocess.run(["umount", str(d)], check=True)


def _one_line_exit_2(proc) -> str:
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1 and "Traceback" not in proc.stderr, proc.stderr[-2000:]
    assert lines[0].startswith("kit: ")
    return lines[0]


SWEEP = ("sweep", "--model", "bert-tiny", "--split-counts", "1,8", "--steps", "1", "--warmup", "0", "--trace-steps", "1",
         "--no-progress", "--no-report")


def test_sweep_on_a_read_only_out(small_fs):
    out = small_fs("1m", ",ro") / "run"
    line = _one_line_exit_2(run_kit(*SWEEP, "--out", str(out), check=False, timeout=300))
    assert str(out) in line and "Read-only file system" in line


def test_sweep_on_a_full_disk_keeps_the_failure_reason(small_fs):
    """2 MB: the first config's dump fills the disk; the sweep stops with one line, the manifest records why."""
    out = small_fs("2m") / "run"
    line = _one_line_exit_2(run_kit(*SWEEP, "--out", str(out), check=False, timeout=600))
    assert f"{out}: the disk is full: sweep stopped" in line and "split-1 failed" in line
    entries = {c["name"]: c for c in json.loads((out / "manifest.json").read_text())["configs"]}
    assert list(entries) == ["split-1"] and "the disk was full" in entries["split-1"]["reason"]
    assert not (out / ".kit-reserve").exists()


def test_report_on_a_full_disk(small_fs):
    import shutil

    d = small_fs("12m")
    run = d / "run"
    shutil.copytree(RUN, run)
    with open(d / "filler", "wb", buffering=0) as f:  # fill what is left
        try:
            while True:
                f.write(b"\0" * (1 << 16))
        except OSError:
            pass
    line = _one_line_exit_2(run_kit("report", str(run), check=False, timeout=600))
    assert "No space left on device" in line


# ---- the spec loader ---------------------------------------------------------------------------------------

BAD_SPECS = [
    "cpus = 3", 'model = "bert-tiny"\n[[configs]]\nname = "a"\ncpus = ["zero"]', '[[configs]]\nname = "a"\nenv = "X=1"',
    "configs = [1, 2]", 'split_counts = ["eight"]', "repeats = 1.5", 'timeout_s = "10"', "xla_flags = 5",
    '[[configs]]\nname = "manifest.json"', '[[configs]]\nname = "a"\ncpus = [99999]', '[[configs]]\nname = "a"\ncpus = [-1]',
    "split_counts = [-8]", "batch_size = -8", "seq_len = 0", "timeout_s = -1", "steps = true",
    "".join(f'[[configs]]\nname = "c{i}"\n' for i in range(1001)),
    "".join(f'[[configs]]\nname = "{"x" * 50}"\n' for _ in range(300)),
]


@pytest.mark.parametrize("text", BAD_SPECS, ids=range(len(BAD_SPECS)))
def test_bad_spec_is_one_short_line(tmp_path: Path, text: str):
    p = tmp_path / "spec.toml"
    p.write_text('model = "bert-tiny"\n' + text.replace('model = "bert-tiny"\n', "") + "\n")
    with pytest.raises(CaptureError) as e:
        load_spec(p)
    msg = str(e.value)
    assert msg.startswith(str(p)) and "\n" not in msg and len(msg) < 400


_TOML_VALUE = st.one_of(
    st.integers(-(2**63), 2**63 - 1).map(str), st.floats(allow_nan=False, allow_infinity=False).map(repr),
    st.booleans().map(lambda b: str(b).lower()), st.text(max_size=6).map(json.dumps),
    st.lists(st.integers(-3, 200), max_size=3).map(str), st.just('{ A = "1" }'), st.just("[[1], [2]]"),
)


@PROPERTY
@given(key=st.sampled_from(["steps", "warmup", "trace_steps", "batch_size", "seq_len", "seed", "repeats", "timeout_s",
                            "model", "mode", "backend", "xla_flags", "split_counts", "configs"]),
       ckey=st.sampled_from(["name", "xla_flags", "env", "cpus", "split_count"]), v=_TOML_VALUE, w=_TOML_VALUE)
def test_spec_values_of_any_type(tmp_path_factory, key: str, ckey: str, v: str, w: str):
    """Any value for any key: a spec, or one CaptureError line naming the file; never another exception."""
    p = tmp_path_factory.mktemp("s") / "spec.toml"
    body = f'{key} = {v}\n' if key != "model" else ""
    p.write_text(f'model = "bert-tiny"\n{body}[[configs]]\nname = "a"\n{ckey} = {w}\n'.replace('name = "a"\nname =', "name ="))
    for data in (p.read_bytes(), p.read_text().encode("latin-1", errors="replace") + b"\xe9\n"):
        p.write_bytes(data)
        try:
            load_spec(p)
        except CaptureError as e:
            assert str(e).startswith(str(p)) and "\n" not in str(e)
        except KitError as e:  # pragma: no cover - the loader's errors are CaptureError
            pytest.fail(f"not a CaptureError: {e!r}")


def test_llvm_ir_numbers_beyond_int64_are_na_not_a_crash(tmp_path):
    """A global whose type is larger than int64 bytes (and a zeroinitializer of it) reads as <NA> / None: the mutation
    benchmark found OverflowError in the frame and a MemoryError spelling the zeros out."""
    from kitlib.dumps.llvm_ir import read_llvm_ir

    p = tmp_path / "huge.ll"
    p.write_text('@big = internal constant [99999999999999999999 x i8] zeroinitializer\n'
                 '@wide = internal constant [4611686018427387904 x i64] zeroinitializer\n'
                 '@ok = internal constant [4 x i8] zeroinitializer\n'
                 '!llvm.module.flags = !{!0}\n!0 = !{i32 99999999999999999999, !"xla_dylib_index", i64 0}\n')
    m = read_llvm_ir(p)
    g = m.globals.set_index("name")
    assert g.loc["big", "size_bytes"] is pd.NA and g.loc["wide", "size_bytes"] is pd.NA
    assert g.loc["big", "initializer_bytes"] is None
    assert g.loc["ok", "size_bytes"] == 4 and g.loc["ok", "initializer_bytes"] == bytes(4)
    assert m.module_flags["behavior"].isna().all()


def test_llvm_ir_integer_types_wider_than_llvm_allows_have_no_size():
    """``i<N>`` beyond LLVM's 2^23-1 bits (a mutated ``i32``) has no size and no decoded initializer: the mutation
    benchmark ran out of memory spelling out the 2^N modulus of ``i4294967295 5``."""
    from kitlib.dumps.llvm_ir import read_llvm_ir

    m = read_llvm_ir('@a = internal constant i4294967295 5\n@b = internal constant i8388607 1\n'
                     '@c = internal constant [2 x i99999999999] [i99999999999 1, i99999999999 2]\n')
    g = m.globals.set_index("name")
    assert g.loc["a", "size_bytes"] is pd.NA and g.loc["a", "initializer_bytes"] is None
    assert g.loc["b", "size_bytes"] == 1 << 20 and len(g.loc["b", "initializer_bytes"]) == 1 << 20
    assert g.loc["c", "size_bytes"] is pd.NA and g.loc["c", "initializer_bytes"] is None



def test_llvm_ir_columns_take_pandas_na():
    """A key column put in front of the LLVM IR tables may hold <NA> (a file name without a module id): the mutation
    benchmark found ArrowInvalid building such a column in parse_folder."""
    from kitlib import schema

    assert schema._array([1, pd.NA, None], "Int64").isna().tolist() == [False, True, True]
    assert schema._array(["a", pd.NA], "string").isna().tolist() == [False, True]


@pytest.mark.parametrize("name, reader, pattern, big", [
    ("buffer_assignment", read_buffer_assignment, r"offset=\d+", "offset=18446744073709551616"),
    ("buffer_assignment", read_buffer_assignment, r"size \d+", "size 99999999999999999999999"),
    ("buffer_assignment", read_buffer_assignment, r"Total bytes used: \d+", "Total bytes used: 9223372036854775808"),
    ("memory_usage_report", read_memory_usage_report, r"^allocation 0: size [\d.]+", "allocation 0: size 1" + "0" * 400),
])
def test_buffer_assignment_numbers_beyond_int64_name_their_line(name: str, reader: Callable, pattern: str, big: str):
    """A number beyond int64 in a buffer assignment or memory report is a ParseError naming its line: the mutation
    benchmark found a value's ``offset=2^64`` overflowing only when the table was typed, reported without a line."""
    src = next(s for n, _, s in LINE_READERS if n == name)
    lines = src.read_text().splitlines(keepends=True)
    k = next(i for i, line in enumerate(lines) if re.search(pattern, line))
    with pytest.raises(ParseError, match="not a number that fits 64 bits") as e:
        reader("".join(lines[:k] + [re.sub(pattern, big, lines[k], count=1)] + lines[k + 1 :]))
    assert e.value.line == k + 1


def test_hlo_numbers_beyond_int64_in_constant_shapes_and_stack_frames():
    """A constant whose shape holds 2^63 elements or bytes is a ParseError naming its line (it overflowed only when
    the table was typed, reported without a line); numbers of the stack-frame tables beyond int64 (a 5,000-digit row
    id, which the mutation benchmark found as a ValueError without a line; a huge line) refer to nothing."""
    big = "HloModule m\n\nENTRY %e () -> f32[] {\n  ROOT %c = f32[4611686018427387904]{0} constant({...})\n}\n"
    with pytest.raises(ParseError, match="64 bits") as e:
        read_hlo(big)
    assert e.value.line == 4
    frames = ("HloModule m\n\nENTRY %e () -> f32[] {\n  ROOT %c = f32[] constant(1), metadata={stack_frame_id=1}\n}\n\n"
              'FileNames\n1 "a.py"\n' + "9" * 5000 + ' "b.py"\n\nFileLocations\n1 {file_name_id=1 line=99999999999999999999999}\n\n'
              "StackFrames\n1 {file_location_id=1}\n")
    i = read_hlo(frames).instructions
    assert i["source_file"].tolist() == ["a.py"] and i["source_line"].isna().all()


@pytest.mark.parametrize("src, before, big", [
    ("gpu/const_unsplit/module_0001.jit_f.constants.ir-no-opt.ll", b"global [", b"9" * 5000),
    ("gpu/const_n2/module_0001.jit_f.4.ptx", b".address_size ", b"9" * 5000),
    ("gpu/const_n2/module_0001.jit_f.4.ptx", b".b8 buffer_for_constant_14_0[", b"18446744073709551616"),
    ("gpu/const_unsplit/module_0001.jit_f.thunk_sequence.txt", b"next=", b"9" * 5000),
    ("gpu/const_unsplit/module_0001.jit_f.thunk_sequence.txt", b"blocks: {", b"18446744073709551616"),
    ("gpu/const_unsplit/module_0001.jit_f.thunk_sequence.txt", b"", b"9" * 5000),
])
def test_numbers_beyond_an_int64_in_ir_and_ptx(tmp_path: Path, src: str, before: bytes, big: bytes) -> None:
    """Found by the mutation campaign: an array count or a PTX size of 5000 digits or 2^64 was 'cannot parse
    (ValueError / OverflowError)' from int() or pandas, and a thunk's id, edge or launch dimension an uncaught
    ValueError / TypeError; now the reader's own answer (no size, the edge as printed) or its own line."""
    from kitlib.dumps.llvm_ir import read_llvm_ir
    from kitlib.dumps.ptx import read_ptx
    from kitlib.dumps.thunk_sequence import read_thunk_sequence

    data = (DATA / src).read_bytes()
    i = data.index(before) + len(before)
    j = i + len(re.match(rb"\d+", data[i:]).group(0))
    p = _write(tmp_path, Path(src).name, data[:i] + big + data[j:])
    fn = read_llvm_ir if src.endswith(".ll") else read_ptx if src.endswith(".ptx") else read_thunk_sequence
    e = _only_parse_error(fn, p)
    assert e is None or ("cannot parse (" not in str(e) and f"{p}:" in str(e)), e


def test_parse_memory_bounded_one_line_and_the_rest_of_the_folder(tmp_path: Path) -> None:
    """Issue 35 item 5 / 36 item 2: the memory of a parse is bounded, not only the bytes unpacked. A small .xz of much
    real HLO text (bert-tiny's optimised module, its entry copied 600 times: a parse of several times the text's
    size) under a bound of 32 MiB: `kit parse` says one line naming the file (exit 2); `kit index --parse` of its
    folder has that line as the file's error and parses the real file beside it."""
    import lzma

    real = Path(__file__).resolve().parents[1] / "data" / "bert-tiny-cpu" / "split-8" / "dump" / \
        "module_0002.SyncTensorsGraph.550.cpu_after_optimizations.txt"
    text = real.read_text()
    entry = text[text.index("\nENTRY "):].strip("\n")
    copies = "\n\n".join(entry.replace("ENTRY ", "", 1).replace("%", f"%c{i}_") for i in range(600))
    big = tmp_path / "module_0009.big.cpu_after_optimizations.txt.xz"
    big.write_bytes(lzma.compress((text.rstrip("\n") + "\n\n" + copies + "\n").encode()))
    assert big.stat().st_size < (1 << 20)  # small on disk: the unpack bound alone lets it through
    (tmp_path / real.name).write_text(text)
    env = {"KIT_PARSE_MEMORY_MB": "32"}
    old = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        proc = run_kit("parse", str(big), check=False)
        assert proc.returncode == 2 and proc.stderr.count("\n") == 1, proc.stderr
        assert proc.stderr.startswith(f"kit: {big}: reading it needs more than 32 MiB of memory"), proc.stderr
        import zipfile

        with zipfile.ZipFile(tmp_path / "attached.zip", "w") as z:  # an nsys-jax style archive member: bounded too
            z.write(big, f"dump/{big.name}")
            z.write(real, f"dump/{real.name}")
        member = run_kit("parse", f"{tmp_path / 'attached.zip'}/dump/{big.name}", check=False)
        assert member.returncode == 2 and "needs more than 32 MiB" in member.stderr, member.stderr
        idx = run_kit("index", str(tmp_path), "--parse", "--format", "json").stdout
    finally:
        for k, v in old.items():
            os.environ.pop(k) if v is None else os.environ.__setitem__(k, v)
    rows = {r["file"]: r for r in json.loads(idx)}
    assert "needs more than 32 MiB" in rows[big.name]["error"]
    assert rows[real.name]["parsed"] is True and rows[real.name]["error"] is None
    assert run_kit("parse", str(big)).stdout.count("\n") > 10_000  # under the default bound: its table


def test_parse_time_bounded_one_line(tmp_path: Path, monkeypatch) -> None:
    """Every read is bounded in time too: a file within the byte and memory bounds can take minutes (256 MiB of empty
    lines took 134 s). A real module gzipped, read under KIT_PARSE_TIME_S far below what its parse takes: `kit parse`
    says one line naming the file and the bound (exit 2); the bound is a bad value's default, never lifted by it;
    and the same file under the default bound is parsed."""
    from kitlib import textio

    real = Path(__file__).resolve().parents[1] / "data" / "bert-tiny-cpu" / "split-8" / "dump" / \
        "module_0002.SyncTensorsGraph.550.cpu_after_optimizations.txt"
    gz = tmp_path / (real.name + ".gz")
    gz.write_bytes(gzip.compress(real.read_bytes()))
    monkeypatch.setenv("KIT_PARSE_TIME_S", "0.001")
    proc = run_kit("parse", str(gz), check=False)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1, proc.stderr
    assert proc.stderr.startswith(f"kit: {gz}: reading it takes more than 0.001 s (the bound KIT_PARSE_TIME_S)"), proc.stderr
    for bad in ("0", "-5", "nan", "lots", ""):
        monkeypatch.setenv("KIT_PARSE_TIME_S", bad)
        assert textio._env_number("KIT_PARSE_TIME_S", 300.0) == 300.0
    monkeypatch.delenv("KIT_PARSE_TIME_S")
    assert run_kit("parse", str(gz)).stdout.count("\n") > 1000

    def slow(_path):  # a reader that never ends: ended at the bound, in the child
        time.sleep(60)

    with pytest.raises(ParseError, match="takes more than 0.3 s"):  # (unbounded, it would return None after 60 s)
        textio.read_bounded(slow, gz, limit_s=0.3)
