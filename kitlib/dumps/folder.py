"""Parse a whole XLA dump folder into per-kind tables, each table when first asked for, with a cache of the tables
(Arrow IPC files).

:func:`parse_folder` indexes the folder (:func:`~kitlib.dumps.index.read_dump_index`) and nothing more: a table
is built when it is first read, with the other tables of its *group*, the kinds whose files fill the same tables
(every HLO stage and HLO protos for ``hlo_*``; LLVM IR for ``llvm_*``; objects for ``object_*``, ...; the
kernels' code, ``kernel_*``, is a group of its own over the optimised LLVM IR, PTX and object files:
:mod:`kitlib.dumps.kernel_code`). A group's files are parsed with their readers and the results concatenated per
table, rows in the folder's file order, with ``file`` / ``module_id`` / ``hlo_module`` columns in front. So
opening a run costs what its first question reads: the step-time tables read no dump, ``kit diff`` the HLO and
the kernels' code, never the MLIR or the buffer assignment. A file that fails is reported in the index's
``error`` column (``path:line: reason``; reading ``index`` builds every group) and the rest is parsed. Files are
parsed one at a time (memory follows the largest file plus the tables, not the folder's text); LLVM IR modules
and the kernels' code come back as plain rows and each of their tables is built once for the whole folder (a
DataFrame per module per table cost more than reading the modules); objects are disassembled by one objdump run
per batch of them (:func:`~kitlib.dumps.objdump.objdump_texts`). Groups above ``parallel_bytes`` are parsed on
every core: the files in batches of about equal parse time, one parsed in this process and one in each worker
process (one task each), the results put back in file order and assembled here.

The cache lives in the user's cache directory, never in the dump folder
(which may belong to someone else or be read-only):
``$KIT_PARSE_CACHE`` or ``~/.cache/kitlib/parse/``, one folder per
fingerprint holding ``files.json`` and ``index.arrow`` (the folder's files), then, as each group is built, one
Arrow IPC (Feather v2, uncompressed) file per table and ``group.<name>.json`` (its tables and its files' errors,
written last: a reader never sees half a group). The
fingerprint hashes (BLAKE2b) every dump file's relative name and *content*,
the kinds and the cache version: a file changed in place (same size, time
restored) is parsed again; an identical copy of a folder shares the entry (its error rows are rewritten to
name the copy's files: the entry records the folder it was parsed from).
Each file's content digest is remembered (``folders/<hash of the folder's real
path>.json``) with its size, times, inode and device, once the file is settled
(last changed more than :data:`SETTLED_NS` before it was hashed: a change in
the same clock tick could leave all of them as they were). A reopen stats every
file, hashes only those whose stat is not the remembered one (on two threads
where two cores are allowed), and memory-maps a group's Arrow files when one of its tables is first read, each
table made a DataFrame when first read; the index's sizes and times are the folder's, now. Object-typed cells (lists) are stored as
Arrow lists and come back as Python lists; dicts (``attributes``) as JSON text.
The cache keeps at most ``$KIT_PARSE_CACHE_MAX_MB`` megabytes (default 4096): after each write the least
recently used entries go (:func:`prune_cache`).
Folders of older kits may hold a ``.kit_cache/``; it is ignored.
"""
from __future__ import annotations

import contextlib
import gc
import hashlib
import json
import os
import re
import shutil
import stat
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pyarrow as pa

from ..atomic import write_text_atomic
from ..errors import KitError
from ..schema import ARROW_TYPES, Schema, arrow_column, rows_frame
from ..textio import link_outside, outside_reason, read_bounded, stat_inside
from .formats import FOLDER_KINDS, FORMATS, code_files
from .index import CACHE_DIR, read_dump_index
from .kinds import Kind

CACHE_VERSION = 16  # 16: per-pass HLO hashed without the operand shapes XLA's long print adds; 15: a kernel's LLVM source without the module identity flags; 14: machine code with the function's own name blanked in its jumps; 13: tables built when first asked for, one group of kinds at a time; the index holds no parse results; 12: files read through read_bounded; 11: kernel IR with alias scope names, allocation numbers and its own name blanked


class DumpFolder:
    """A parsed dump folder.

    Attributes:
        files: :data:`~kitlib.dumps.index.INDEX_SCHEMA`: the folder's files, classified (no file read for it).
        index: ``files`` plus ``error`` (string: ``path:line: reason`` for a file that failed, else <NA>) and
            ``parsed`` (boolean: a reader ran on it without error). Asking for it parses every file of the kinds
            parsed (``kit index --parse``, :meth:`~kitlib.runfolder.run.Run.parse_errors`); :meth:`parsed_files`
            parses only the files of one kind.
        tables: table name -> DataFrame (a read-only mapping; each table is built when first read, with every
            table its files give: the files of the kinds that give it parsed, or read from the cache); each
            starts with ``file``, ``module_id``, ``hlo_module`` then the reader's columns. Names:
            ``hlo_instructions``, ``hlo_computations``, ``hlo_constants``,
            ``hlo_modules`` (one row per HLO file: header), ``buffer_allocations``,
            ``buffer_values``, ``buffer_summary``, ``memory_usage``,
            ``debug_options``, ``object_kernels``, and whatever the LLVM IR /
            PTX readers return (``llvm_<table>``, ``ptx_<table>``); the kernels' code
            (``kernel_code``, ``kernel_loads``, ``kernel_globals``, ``kernel_instructions``:
            :mod:`kitlib.dumps.kernel_code`) of the optimised LLVM IR, PTX and object files. HLO
            files whose name does not say their stage (``hlo``) and HLO
            protos (``hlo_proto``) go into the ``hlo_*`` tables; the other
            kinds of :mod:`kitlib.dumps.formats` into ``<kind>_<table>``
            (``thunk_sequence_thunks``, ``metrics_report_metrics``,
            ``xplane_kernels`` ...).
        from_cache: True when the folder's entry was in the cache (its tables are read from it, or built and
            added to it).
        fingerprint: the folder's content (its files' names and bytes, the kinds parsed, the cache's version) as the
            parse cache keys it; None when it is not cached (a zip archive, ``cache=False``): two folders with the
            same fingerprint give the same tables.
    """

    def __init__(self, index: pd.DataFrame, tables: Mapping[str, pd.DataFrame] | None = None, from_cache: bool = False,
                 parse: _Parse | None = None, fingerprint: str | None = None, digests: dict[str, bytes] | None = None):
        self._index = index
        self._tables: Mapping[str, pd.DataFrame] = {} if tables is None else tables
        self.from_cache = from_cache
        self._parse = parse
        self.fingerprint = fingerprint
        self._digests = digests

    def digest(self, file: str) -> bytes | None:
        """The content digest (BLAKE2b of its bytes) of one file of the folder (``file`` as the index names it), as
        the fingerprint hashed it; None when the folder is not cached (no fingerprint) or has no such file."""
        return None if self._digests is None else self._digests.get(file)

    @property
    def files(self) -> pd.DataFrame:
        if self._parse is not None:
            return self._parse.files
        return self._index.drop(columns=[c for c in ("error", "parsed") if c in self._index.columns])

    @property
    def index(self) -> pd.DataFrame:
        return self._parse.index() if self._parse is not None else self._index

    @property
    def tables(self) -> Mapping[str, pd.DataFrame]:
        return self._parse.tables if self._parse is not None else self._tables

    def __getitem__(self, name: str) -> pd.DataFrame:
        return self.tables[name]

    @property
    def errors(self) -> pd.DataFrame:
        return self.index[self.index["error"].notna()][["file", "kind", "error"]]

    def parsed_files(self, kind: str) -> list[str]:
        """The files of ``kind`` its reader read without error (``index[parsed]`` of that kind, parsing only the
        files of the kinds that share its tables; a file whose kernels' code fails counts once those tables are
        built)."""
        if self._parse is not None:
            return self._parse.parsed_files(kind)
        idx = self._index
        return idx.loc[(idx["kind"] == kind) & idx["parsed"].fillna(False).astype(bool), "file"].tolist()

    def errors_of(self, kinds: Iterable[str]) -> pd.DataFrame:
        """:attr:`errors` of the files of ``kinds`` alone (parsing only the groups of those kinds, and the kernels'
        code where a kind has kernels: its errors are those files' too), in file order."""
        kinds = set(kinds)
        if self._parse is None:
            e = self.errors
            return e[e["kind"].isin(list(kinds))]
        errors = self._parse.errors_of(kinds)
        f = self.files[self.files["kind"].isin(list(kinds))]
        f = f.assign(error=pd.array([errors.get(x) for x in f["file"].tolist()], dtype="string"))
        return f[f["error"].notna()][["file", "kind", "error"]]

    def code_errors(self) -> pd.DataFrame:
        """The files a code comparison reads (after-optimisation HLO, optimised LLVM IR, PTX, objects) that could not
        be read, in file order: columns file, kind, error (string), from the tables such a comparison builds anyway
        (the HLO tables and the kernels' code)."""
        if self._parse is not None:
            idx, errors = self.files, self._parse.code_errors()
            idx = idx.assign(error=pd.array([errors.get(f) for f in idx["file"].tolist()], dtype="string"))
        else:
            idx = self._index
        if "error" not in idx or "kind" not in idx:
            return pd.DataFrame({"file": pd.array([], dtype="string"), "kind": pd.array([], dtype="string"),
                                 "error": pd.array([], dtype="string")})
        return idx[(code_files(idx) & idx["error"].notna()).fillna(False)][["file", "kind", "error"]]

    def of_kind(self, table: str, kind: str) -> pd.DataFrame | None:
        """The rows of ``table`` that come from files of ``kind`` (``hlo_instructions`` of the after-optimisation HLO
        alone, say: every HLO stage fills the same tables); None when the folder has no such table."""
        t = self.tables.get(table)
        if t is None:
            return None
        files = self.files.loc[self.files["kind"] == kind, "file"]
        return t[t["file"].isin(files)].reset_index(drop=True)


@dataclass(frozen=True)
class _Rows:
    """A reader's table as plain rows (tuples in schema order) before the folder-wide DataFrame is built."""

    schema: Schema
    rows: list


def _llvm_rows(path: str) -> dict[str, Any]:
    """An LLVM IR file's tables as rows."""
    from .llvm_ir import TABLE_SCHEMAS, read_llvm_ir_rows

    r = read_llvm_ir_rows(path)
    return {f"llvm_{t}": _Rows(schema, r.tables[t]) for t, schema in TABLE_SCHEMAS.items()}


def _kernel_tables(path: str, kind: str, given: str | None = None) -> dict[str, Any]:
    """The ``kernel_*`` tables of one file (:func:`~kitlib.dumps.kernel_code.read_kernel_code` of what its reader
    returns; ``given``: what the reader reads instead of the path, an object's objdump text)."""
    from .kernel_code import read_kernel_rows
    from .llvm_ir import read_llvm_ir_rows

    result = read_llvm_ir_rows(path) if kind == Kind.LLVM_IR else FORMATS[kind].read(path if given is None else given)
    return {n: _Rows(schema, rows) for n, (schema, rows) in read_kernel_rows(path, kind, result).tables().items()}


def _reader_tables(path: str, kind: str, given: str | None = None) -> dict[str, Any]:
    """One file's tables as a parsed folder names them, its kernels' code aside (LLVM IR as rows)."""
    if kind == Kind.LLVM_IR:
        return _llvm_rows(path)
    fmt = FORMATS[kind]
    return fmt.folder_file_tables(fmt.read(path if given is None else given))


def parse_file(path: str, kind: str) -> tuple[dict[str, pd.DataFrame], str | None]:
    """Run the reader for ``kind`` on one file: (tables, None) or ({}, one-line error).

    Any failure of one file becomes its error string (``path[:line]: reason``),
    so that one bad file never stops a folder.
    """
    return _guarded(FORMATS[kind].read_folder_file, path, kind)


def _guarded(read: Callable[[str], Any], path: str, kind: str) -> tuple[Any, str | None]:
    try:
        return read_bounded(read, path), None  # its memory bounded: one line when the bound is hit
    except KitError as e:
        return {}, str(e)
    except ImportError as e:
        return {}, f"{path}: no reader for {kind} ({e})"
    except RecursionError:
        return {}, f"{path}: nested too deeply"
    except Exception as e:  # noqa: BLE001 - one bad file is one error row, never the folder's end
        return {}, f"{path}: cannot parse ({type(e).__name__}: {e})"


def _job(path: str, kind: str, kernel: bool, given: str | None = None) -> tuple[dict[str, Any], str | None]:
    """One file's tables (``kernel``: its kernels' code; else its reader's), or its one-line error: the per-file call
    of every parse, in this process or a worker. ``given``: an object's objdump text, run for the batch (read from
    the path again where it does not parse: the error then names the file)."""
    read = _kernel_tables if kernel else _reader_tables
    if given is not None:
        tables, err = _guarded(lambda p: read(p, kind, given), path, kind)
        if err is None:
            return tables, None
    return _guarded(lambda p: read(p, kind), path, kind)


#: one file to parse: (path, kind, file as indexed, module_id, hlo_module, job number: its place in the folder's order)
_Job = tuple[str, str, str, Any, Any, int]


@dataclass
class _Batch:
    """What a batch of jobs gave: each table assembled over the batch (see :func:`_assemble`), with the job number of
    each row (rows come in job order within a batch), and the one-line error of each file that failed."""

    tables: dict[str, pd.DataFrame]
    jobs: dict[str, np.ndarray]
    errors: dict[str, str]


def _parse_batch(jobs: list[_Job], kernel: bool = False) -> _Batch:
    """Parse the jobs and assemble their tables (in a worker process, the tables travel as Arrow, not as rows)."""
    from .objdump import objdump_texts

    pieces: dict[str, list[tuple[str, Any, Any, Any, int]]] = {}
    errors: dict[str, str] = {}
    disassembled = objdump_texts([j[0] for j in jobs if j[1] == Kind.OBJECT_FILE])  # objdump once per batch
    for path, kind, f, mid, mname, number in jobs:
        tables, err = _job(path, kind, kernel, disassembled.pop(path, None))
        if err is not None:
            errors[f] = err
            continue
        for name, t in tables.items():
            pieces.setdefault(name, []).append((f, mid, mname, t, number))
    return _Batch(
        {n: _assemble([p[:4] for p in ps]) for n, ps in pieces.items()},
        {n: np.repeat([p[4] for p in ps], [len(p[3].rows if isinstance(p[3], _Rows) else p[3]) for p in ps])
         for n, ps in pieces.items()},
        errors,
    )


#: parse time per byte of a kind relative to LLVM IR's (XLA:CPU bert-base dump: the buffer assignment parses at
#: about 1/2.5 of LLVM IR's MB/s, HLO text at about 1/4.5); only to balance the batches of a parallel parse
_BYTE_COST = {"llvm_ir": 1.0, "buffer_assignment": 2.5}
_OTHER_BYTE_COST = 4.5


def _batches(costs: list[float], n: int) -> list[list[int]]:
    """Job indices in ``n`` batches of about equal cost: largest job first, each to the cheapest batch so far
    (batch 0, parsed in this process, wins ties: the largest tables stay here rather than being pickled)."""
    loads = [0.0] * n
    out: list[list[int]] = [[] for _ in range(n)]
    for i in sorted(range(len(costs)), key=lambda i: -costs[i]):
        b = loads.index(min(loads))
        out[b].append(i)
        loads[b] += costs[i]
    return out


def _parse_parallel(jobs: list[_Job], costs: list[float], workers: int, kernel: bool = False) -> _Batch:
    """:func:`_parse_batch` of every job: one batch in this process, the others in ``workers - 1`` processes at the
    same time (one task each: a task per file costs more in round trips than a small file takes to parse); the
    batches' tables merged in job order."""
    batches = [sorted(b) for b in _batches(costs, workers)]  # each in job order
    with ProcessPoolExecutor(max_workers=workers - 1) as pool:
        futures = [pool.submit(_parse_batch, [jobs[i] for i in b], kernel) for b in batches[1:]]
        done = [_parse_batch([jobs[i] for i in batches[0]], kernel), *(f.result() for f in futures)]
    tables: dict[str, pd.DataFrame] = {}
    rows_jobs: dict[str, np.ndarray] = {}
    for name in dict.fromkeys(n for d in done for n in d.tables):  # names in the order the batches met them
        parts = [d for d in done if name in d.tables]
        if len(parts) == 1:
            tables[name], rows_jobs[name] = parts[0].tables[name], parts[0].jobs[name]
            continue
        merged = pd.concat([d.tables[name] for d in parts], ignore_index=True)
        order = np.argsort(np.concatenate([d.jobs[name] for d in parts]), kind="stable")  # rows back in job order
        tables[name] = merged.take(order).reset_index(drop=True)
        rows_jobs[name] = np.concatenate([d.jobs[name] for d in parts])[order]
    return _Batch(tables, rows_jobs, {f: e for d in done for f, e in d.errors.items()})


def _assemble(pieces: list[tuple[str, Any, Any, Any]]) -> pd.DataFrame:
    """One table from (file, module_id, hlo_module, DataFrame or _Rows) pieces, the three names in front."""
    front_dtypes = (("file", "string"), ("module_id", "Int64"), ("hlo_module", "string"))
    if isinstance(pieces[0][3], _Rows):
        rows: list[tuple] = []
        fronts: tuple[list, list, list] = ([], [], [])
        for f, mid, mname, t in pieces:
            rows.extend(t.rows)
            for col, value in zip(fronts, (f, mid, mname), strict=True):
                col.extend([value] * len(t.rows))
        front = [(n, d, v) for (n, d), v in zip(front_dtypes, fronts, strict=True)]
        return rows_frame(rows, pieces[0][3].schema, front)
    body = pd.concat([t for *_, t in pieces], ignore_index=True)
    # a table's own column named like a key (the Python `file` of torch_xla's frames) becomes source_<name>
    body = body.rename(columns={n: f"source_{n}" for n, _ in front_dtypes if n in body.columns})
    rows_of = np.repeat(np.arange(len(pieces)), [len(p[3]) for p in pieces])  # each row's piece
    for i in (2, 1, 0):
        name, dtype = front_dtypes[i]
        per_piece = pa.array([p[i] for p in pieces], type=ARROW_TYPES[dtype], from_pandas=True)  # pd.NA: null
        body.insert(0, name, arrow_column(pa.chunked_array([per_piece.take(rows_of)]), dtype))
    return body


# ============================================================================ files parsed before, in this process

#: the kernels' code and the HLO text (:data:`CONTENT_KEYED`) of files this process has parsed: content key
#: (:func:`~kitlib.dumps.kernel_code.content_key`) -> (the tables of the group that parsed the file, its rows' slice in
#: each): a folder whose files another config's folder shares (kit diff, kit compare, a report of several configs: the
#: split count changes no HLO) parses only what is new in it. The files of the last _SEEN_GROUPS groups built are
#: remembered (a bert-base XLA:CPU folder's kernel tables: about 22 MB, its HLO tables about 5 MB).
_SEEN: dict[bytes, tuple[dict[str, pd.DataFrame], dict[str, slice]]] = {}
_SEEN_GROUPS = 12
#: the kinds outside the kernels' code whose tables are taken from a file of the same content parsed before: readers
#: whose rows come from inside the file alone (the HLO module's name is in its text; the file, module id and HLO
#: module columns are the job's own)
CONTENT_KEYED = frozenset({Kind.HLO, Kind.HLO_BEFORE_OPTIMIZATIONS, Kind.HLO_AFTER_OPTIMIZATIONS})
_SEEN_LOCK = threading.Lock()  # folders parsed on several threads share it
#: a file larger than this is parsed, never keyed (and its key read no further)
_KEY_MAX_BYTES = 64 * 2**20


def _content_keys(jobs: list[_Job], kernel: bool) -> list[bytes | None]:
    """Each job's content key (None: unreadable or larger than _KEY_MAX_BYTES, its parse says why; or, outside the
    kernels' code, a kind not in :data:`CONTENT_KEYED`)."""
    from .kernel_code import content_key

    out: list[bytes | None] = []
    for path, kind, *_ in jobs:
        key = None
        if not kernel and kind not in CONTENT_KEYED:
            out.append(key)
            continue
        data = _regular_bytes(path, _KEY_MAX_BYTES + 1)
        if data is not None and len(data) <= _KEY_MAX_BYTES:
            key = content_key(kind, data)
        out.append(key)
    return out


def _regular_bytes(path: str, limit: int) -> bytes | None:
    """At most ``limit`` bytes of a regular file; None for anything else (a FIFO, a device: opened without waiting
    for a writer, never read) or a file that cannot be opened (its reader says why)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        with os.fdopen(fd, "rb", closefd=False) as fh:
            return fh.read(limit)
    except OSError:
        return None
    finally:
        os.close(fd)


def _with_seen(parsed: _Batch, seen: list[tuple[_Job, tuple[dict[str, pd.DataFrame], dict[str, slice]]]]) -> _Batch:
    """``parsed`` with the rows of the jobs already seen added (taken from the tables that hold them, the file,
    module id and HLO module made the job's own), every table's rows back in job order."""
    pieces: dict[str, list[tuple[pd.DataFrame, np.ndarray]]] = {n: [(t, parsed.jobs[n])] for n, t in parsed.tables.items()}
    by_source: dict[int, list] = {}
    for job, (source, slices) in seen:
        by_source.setdefault(id(source), [source, []])[1].append((job, slices))
    for source, items in by_source.values():
        for name, table in source.items():
            spans = [(job, slices[name]) for job, slices in items if name in slices]
            lengths = [sl.stop - sl.start for _, sl in spans]
            rows = table.take(np.concatenate([np.arange(sl.start, sl.stop) for _, sl in spans] or [np.zeros(0, int)]))
            rows = rows.reset_index(drop=True)
            for i, col in enumerate(("file", "module_id", "hlo_module")):
                rows[col] = pd.array(np.repeat(np.array([job[2 + i] for job, _ in spans], dtype=object), lengths),
                                     dtype=table[col].dtype)
            pieces.setdefault(name, []).append((rows, np.repeat([job[5] for job, _ in spans], lengths)))
    tables, rows_jobs = {}, {}
    for name, ps in pieces.items():
        numbers = np.concatenate([p[1] for p in ps]).astype(np.int64)
        order = np.argsort(numbers, kind="stable")
        merged = ps[0][0] if len(ps) == 1 else pd.concat([p[0] for p in ps], ignore_index=True)
        tables[name], rows_jobs[name] = merged.take(order).reset_index(drop=True), numbers[order]
    return _Batch(tables, rows_jobs, parsed.errors)


def _remember(parsed: _Batch, keys: dict[int, bytes]) -> None:
    """Remember where the rows of each keyed job (job number -> content key) are in ``parsed``'s tables (each table's
    rows in job order); only the files of the last _SEEN_GROUPS groups stay."""
    tables = dict(parsed.tables)
    bounds = {n: parsed.jobs[n] for n in tables}
    with _SEEN_LOCK:
        for number, key in keys.items():
            _SEEN.pop(key, None)
            _SEEN[key] = (tables, {n: slice(int(np.searchsorted(b, number, "left")), int(np.searchsorted(b, number, "right")))
                                   for n, b in bounds.items()})
        groups = list({id(t): t for t, _ in _SEEN.values()})  # oldest first (a group's keys stay in insertion order)
        if len(groups) > _SEEN_GROUPS:
            kept = set(groups[-_SEEN_GROUPS:])
            for key in [k for k, (t, _) in _SEEN.items() if id(t) not in kept]:
                del _SEEN[key]


# ============================================================================ tables built when asked

#: the tables of the kernels' code (kitlib.dumps.kernel_code), built from the files of the kinds that have kernels
KERNEL_TABLES = ("kernel_code", "kernel_loads", "kernel_globals", "kernel_instructions")


@dataclass(frozen=True)
class _Group:
    """Tables built together: every file of ``kinds`` parsed once (``kernel``: for its kernels' code)."""

    name: str  # in the cache: group.<name>.json
    kinds: frozenset[str]
    tables: tuple[str, ...]  # the names its files may give
    kernel: bool = False


def _groups(kinds: tuple[str, ...]) -> list[_Group]:
    """The groups of a folder parsed for ``kinds``: kinds whose tables share a name go together (the HLO stages fill
    the same ``hlo_*`` tables), each table's rows in the folder's file order; the kernels' code last."""
    groups: list[tuple[set[str], list[str]]] = []
    for k in dict.fromkeys(kinds):
        if k not in FORMATS:
            continue
        names = list(FORMATS[k].folder_table_names)
        joined = [g for g in groups if set(g[1]) & set(names)]
        ks, ts = {k}, []
        for g in joined:
            groups.remove(g)
            ks |= g[0]
            ts += g[1]
        groups.append((ks, ts + [n for n in names if n not in ts]))
    out = [_Group("+".join(sorted(ks)), frozenset(ks), tuple(ts)) for ks, ts in groups]
    code = frozenset(k for k in kinds if k in FORMATS and FORMATS[k].kernel_code)
    if code:
        out.append(_Group("kernel_code", code, KERNEL_TABLES, kernel=True))
    return out


class _Tables(Mapping[str, pd.DataFrame]):
    """A parsed folder's tables: a table's group built (or read from the cache) when one of its tables is first read;
    iterating (or ``len``) builds them all."""

    def __init__(self, parse: _Parse):
        self._parse = parse

    def __getitem__(self, name: str) -> pd.DataFrame:
        return self._parse.table(name)

    def __iter__(self) -> Iterator[str]:
        return iter(self._parse.names())

    def __len__(self) -> int:
        return len(self._parse.names())


@dataclass
class _Built:
    """A group's tables (DataFrames, or Arrow tables from the cache made DataFrames when first read) and the one-line
    error of each of its files that failed."""

    tables: dict[str, Any]
    errors: dict[str, str]


class _Parse:
    """One dump folder's parse: its files, and each group of tables built when first asked for (in the cache entry's
    folder ``entry`` when there is one: read from it, or built and written to it)."""

    def __init__(self, root: Path, files: pd.DataFrame, kinds: tuple[str, ...], outside: dict[str, str],
                 entry: Path | None, limit: int, workers: int | None, parallel_bytes: int, written: str | None = None):
        self.root, self.files, self.kinds, self.outside = root, files, kinds, outside
        self.entry, self.limit, self.workers, self.parallel_bytes = entry, limit, workers, parallel_bytes
        self.written = written  # the folder the cache entry was parsed from (its error rows name it)
        self.groups = _groups(kinds)
        self.of_table = {t: g for g in self.groups for t in g.tables}
        self.built: dict[str, _Built] = {}
        self.tables = _Tables(self)
        self.present = set(files["kind"].tolist())  # a group of kinds the folder has no file of is empty: not looked for

    # ---- groups
    def group(self, g: _Group) -> _Built:
        if g.name not in self.built:
            self.built[g.name] = (self._cached(g) or self._build(g)) if g.kinds & self.present else _Built({}, {})
        return self.built[g.name]

    def _jobs(self, g: _Group) -> tuple[list[_Job], list[float]]:
        f = self.files
        todo = f["kind"].isin(list(g.kinds)) & ~f["file"].isin(list(self.outside))
        if g.kernel:  # LLVM IR before optimisation has no kernels
            todo &= code_files(f)
        # (lists: iterating an Arrow-backed column is slow element by element); job number: place in the folder
        numbers = np.flatnonzero(todo.to_numpy(dtype=bool)).tolist()
        t = f[todo]
        top = os.fspath(self.root)
        jobs: list[_Job] = [(os.path.join(top, name), k, name, mid, mname, i) for i, name, k, mid, mname in zip(
            numbers, t["file"].tolist(), t["kind"].tolist(), t["module_id"].tolist(), t["hlo_module"].tolist(), strict=True)]
        costs = [size * _BYTE_COST.get(k, _OTHER_BYTE_COST) for size, k in zip(t["size_bytes"].tolist(), t["kind"].tolist(), strict=True)]
        return jobs, costs

    def _build(self, g: _Group) -> _Built:
        jobs, costs = self._jobs(g)
        keys = _content_keys(jobs, g.kernel)
        with _SEEN_LOCK:
            seen = {i: _SEEN[k] for i, k in enumerate(keys) if k is not None and k in _SEEN}
        todo = [i for i in range(len(jobs)) if i not in seen]
        workers = self.workers
        if workers is None:
            cores = _cores()
            size = int(self.files.loc[self.files["file"].isin([jobs[i][2] for i in todo]), "size_bytes"].sum())
            workers = cores if cores > 1 and size > self.parallel_bytes else 1
        if workers > 1 and len(todo) > 1:
            parsed = _parse_parallel([jobs[i] for i in todo], [costs[i] for i in todo], min(workers, len(todo)), g.kernel)
        else:
            parsed = _parse_batch([jobs[i] for i in todo], g.kernel)
        if seen:
            parsed = _with_seen(parsed, [(jobs[i], seen[i]) for i in sorted(seen)])
        if any(k is not None for k in keys):
            _remember(parsed, {j[5]: k for j, k in zip(jobs, keys, strict=True) if k is not None and j[2] not in parsed.errors})
        built = _Built(dict(parsed.tables), parsed.errors)
        if self.entry is not None and jobs:  # a group without files is built again for nothing: not written
            _write_group(self.entry, g, built, self.limit)
        return built

    def _cached(self, g: _Group) -> _Built | None:
        if self.entry is None:
            return None
        return _read_group(self.entry, g, self.written, os.fspath(self.root))

    # ---- what callers ask
    def table(self, name: str) -> pd.DataFrame:
        g = self.of_table.get(name)
        for group in [g] if g is not None else self.groups:  # a name no kind declares: every group looked in
            b = self.group(group)
            if name in b.tables:
                t = b.tables[name]
                if not isinstance(t, pd.DataFrame):
                    t = b.tables[name] = _frame(t)
                return t
        raise KeyError(name)

    def names(self) -> list[str]:
        return [n for g in self.groups for n in self.group(g).tables]

    def errors(self, kinds: set[str] | None = None) -> dict[str, str]:
        """file -> its error: a link out of the folder, else its reader's, else its kernels' code's (groups of
        ``kinds`` built, every group when None; the kernels' code only where already built when ``kinds`` is given)."""
        out: dict[str, str] = {}
        for g in self.groups:
            if kinds is not None and not (g.kinds & kinds and not g.kernel) and not (g.kernel and g.name in self.built):
                continue
            for f, e in self.group(g).errors.items():
                out.setdefault(f, e)
        return {**out, **self.outside}

    def index(self) -> pd.DataFrame:
        errors = self.errors()
        out = self.files.copy()
        files = out["file"].tolist()
        out["error"] = pd.array([errors.get(f) for f in files], dtype="string")
        out["parsed"] = pd.array([k in self.kinds and f not in errors for f, k in zip(files, out["kind"].tolist(), strict=True)],
                                 dtype="boolean")
        return out

    def errors_of(self, kinds: set[str]) -> dict[str, str]:
        """file -> error of the groups of ``kinds`` (the kernels' code's too where one of them has kernels; a group of
        kinds whose every file the kernels' code reads with the same reader, objects and PTX, is not built for it:
        its files' errors are the same)."""
        code = next((g for g in self.groups if g.kernel and g.kinds & kinds), None)
        whole = code.kinds - {Kind.LLVM_IR} if code is not None else frozenset()  # LLVM IR before optimisation: not read
        out: dict[str, str] = {}
        for g in self.groups:
            if g.kinds & kinds and not (not g.kernel and g.kinds <= whole):
                for f, e in self.group(g).errors.items():
                    out.setdefault(f, e)
        return {**out, **self.outside}

    def code_errors(self) -> dict[str, str]:
        """file -> error of the after-optimisation HLO (its group) and of the files with kernels (their code's group,
        which reads them with their readers: the same error)."""
        out = self.errors({Kind.HLO_AFTER_OPTIMIZATIONS})
        for g in self.groups:
            if g.kernel:
                for f, e in self.group(g).errors.items():
                    out.setdefault(f, e)
        return out

    def parsed_files(self, kind: str) -> list[str]:
        errors = self.errors({kind})
        if kind not in self.kinds:
            return []
        return [f for f in self.files.loc[self.files["kind"] == kind, "file"].tolist() if f not in errors]


def _write_group(entry: Path, g: _Group, built: _Built, limit: int) -> None:
    """Add a group's tables to a cache entry: each Arrow file written beside and renamed into place, then the
    group's record (``group.<name>.json``: its tables, its files' errors), so that a reader never sees half a group;
    then the cache pruned. An entry that has gone, or cannot be written, is left as it is."""
    if not entry.is_dir():
        return
    written: list[str] = []
    try:
        for n, t in built.tables.items():
            fd, tmp = tempfile.mkstemp(prefix=f".{n}.", dir=entry)
            os.close(fd)
            try:
                t.to_feather(tmp, compression="uncompressed")
                os.replace(tmp, entry / f"{n}.arrow")
            finally:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
            written.append(n)
    except Exception:  # noqa: BLE001 - a cache that cannot be written is no cache, never an error
        return
    _write_json(entry / f"group.{g.name}.json", {"version": CACHE_VERSION, "tables": written, "errors": built.errors})
    prune_cache(entry.parent, limit, keep=entry)


def _read_group(entry: Path, g: _Group, written: str | None, folder: str) -> _Built | None:
    """A group's tables from a cache entry, memory-mapped (None: not there, or damaged); its errors naming
    ``folder`` where they name ``written``, the folder the entry was parsed from."""
    try:
        meta = json.loads((entry / f"group.{g.name}.json").read_text())
        if not (isinstance(meta, dict) and meta.get("version") == CACHE_VERSION and isinstance(meta.get("tables"), list)
                and isinstance(meta.get("errors"), dict)):
            return None
        tables = {n: _read_arrow(entry / f"{n}.arrow") for n in meta["tables"]}
    except Exception:  # noqa: BLE001 - a damaged cache entry is a miss, never an error
        return None
    errors = {f: _renamed(e, written, folder) for f, e in meta["errors"].items()}
    return _Built(tables, errors)


#: every file below a dump folder: (relative path, stat), sorted by path, and the time the stats began (ns)
_Scan = tuple[list[tuple[str, os.stat_result | None]], int]


def _scan(root: Path) -> _Scan:
    """(relative path, stat) of every file below ``root``, sorted by path (an old kit's ``.kit_cache`` left out),
    and when the stats began.

    Symbolic links are followed within ``root``; a link out of it keeps its own ``lstat`` (not a regular file: never
    read or hashed); the stat is None for a file that cannot be stat-ed (a broken link, gone).
    """
    started = time.time_ns()
    out: list[tuple[str, os.stat_result | None]] = []
    top = os.fspath(root)
    for dirpath, dirs, files in os.walk(top):
        if dirpath == top:
            if CACHE_DIR in dirs:
                dirs.remove(CACHE_DIR)
            prefix = ""
        else:
            prefix = dirpath[len(top) :].lstrip(os.sep) + os.sep
        for f in files:
            try:
                st: os.stat_result | None = stat_inside(top, os.path.join(dirpath, f))[0]
            except OSError:
                st = None
            out.append((prefix + f, st))
    out.sort(key=lambda e: e[0])
    return out, started


def _file_digest(path: str, st: os.stat_result | None) -> bytes:
    """BLAKE2b of one file's content (or of why it could not be read); hashlib releases the GIL while hashing."""
    if st is None:
        return b"unreadable"
    if not stat.S_ISREG(st.st_mode):
        return b"not a regular file"
    h = hashlib.blake2b(digest_size=20)
    try:
        with open(path, "rb") as f:
            while chunk := f.read(1 << 20):
                h.update(chunk)
    except OSError as e:
        return f"unreadable {e.errno}".encode()
    return h.digest()


#: a file's digest is remembered (by its stat) only when its last change is this much older than the moment it was
#: stat-ed: a change within the same clock tick could leave size, times and inode as they were (git's "racily clean")
SETTLED_NS = 2 * 10**9


def _stat_key(st: os.stat_result) -> list[int]:
    """What must be unchanged for a remembered digest to hold: size, modification and change times, inode, device."""
    return [st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino, st.st_dev]


def _memo_path(root: Path) -> Path:
    """The digests remembered for one dump folder (by its real path), in the cache directory."""
    real = os.path.realpath(root).encode("utf-8", "surrogateescape")
    return cache_root() / "folders" / (hashlib.blake2b(real, digest_size=16).hexdigest() + ".json")


def _read_memo(path: Path) -> dict[str, list]:
    try:
        memo = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    ok = isinstance(memo, dict) and memo.get("version") == CACHE_VERSION and isinstance(memo.get("files"), dict)
    return memo["files"] if ok else {}


def _write_json(path: Path, value: Any) -> None:
    """Write ``value`` as JSON, whole or not at all (:func:`kitlib.atomic.write_text_atomic`, no fsync: a cache); a
    failure only means no file."""
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, json.dumps(value), durable=False)


def _digests(root: Path, scan: _Scan) -> list[bytes]:
    """Each file's content digest: remembered where its stat is as it was when hashed (see :data:`SETTLED_NS`),
    else read and hashed (on two threads where two cores are allowed); what was hashed is remembered."""
    entries, started = scan
    memo_path = _memo_path(root)
    memo = _read_memo(memo_path)
    digests: list[bytes | None] = []
    keys: list[list[int] | None] = []
    for name, st in entries:
        key = _stat_key(st) if st is not None and stat.S_ISREG(st.st_mode) else None
        hit = memo.get(name)
        digests.append(bytes.fromhex(hit[-1]) if key is not None and hit is not None and hit[:-1] == key else None)
        keys.append(key)
    todo = [i for i, d in enumerate(digests) if d is None]
    paths = [(os.path.join(root, entries[i][0]), entries[i][1]) for i in todo]
    if _cores() > 1 and len(paths) > 1:
        from concurrent.futures import ThreadPoolExecutor

        half = len(paths) // 2  # two tasks, one per core: a future per file costs more than hashing a small file
        with ThreadPoolExecutor(max_workers=2) as pool:
            parts = pool.map(lambda ps: [_file_digest(*p) for p in ps], (paths[:half], paths[half:]))
            fresh = [d for part in parts for d in part]
    else:
        fresh = [_file_digest(*p) for p in paths]
    for i, digest in zip(todo, fresh, strict=True):
        digests[i] = digest
    done = [d for d in digests if d is not None]
    remembered = {}
    for (name, st), key, d in zip(entries, keys, done, strict=True):
        if key is not None and st is not None and max(st.st_mtime_ns, st.st_ctime_ns) < started - SETTLED_NS:
            remembered[name] = [*key, d.hex()]
    if remembered != memo:
        _write_json(memo_path, {"version": CACHE_VERSION, "folder": os.fspath(root), "files": remembered})
    return done


def _fingerprint(kinds: tuple[str, ...], digests: dict[str, bytes]) -> str:
    """BLAKE2b over (relative name, content digest) of every file below the folder (``digests``: :func:`_digests` by
    name, in the scan's order), the kinds and the version."""
    h = hashlib.blake2b(f"{CACHE_VERSION}\0{','.join(kinds)}\0".encode(), digest_size=20)
    for name, digest in digests.items():
        h.update(name.encode("utf-8", "surrogateescape") + b"\0" + digest + b"\n")
    return h.hexdigest()


def _cores() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def cache_root() -> Path:
    """Where parsed folders are cached: ``$KIT_PARSE_CACHE``, else ``~/.cache/kitlib/parse``."""
    env = os.environ.get("KIT_PARSE_CACHE")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "kitlib" / "parse"


def _list_cells(column: Any) -> np.ndarray:
    """An Arrow list column as an object array of Python lists (None for a null cell), as the readers give them."""
    # fromiter: each list one cell (assigning a list of lists to an array would make it two-dimensional)
    return np.fromiter(column.to_pylist(), dtype=object, count=len(column))


def _read_arrow(path: Path) -> Any:
    """One cached table as Arrow, memory-mapped (no copy; the pages stay readable if the entry is replaced)."""
    import pyarrow as pa

    with pa.memory_map(os.fspath(path)) as source:
        return pa.ipc.open_file(source).read_all()


def _frame(table: Any) -> pd.DataFrame:
    """A cached table as pandas, converted as ``pd.read_feather`` converts it, except that list columns come back
    as Python lists (as parsed), not numpy arrays."""
    import pyarrow as pa

    enabled = gc.isenabled()
    gc.disable()  # many small lists at once: the collector would walk the whole heap several times for nothing
    try:
        lists = {}
        for i, f in enumerate(table.schema):
            if pa.types.is_list(f.type) or pa.types.is_large_list(f.type):
                lists[f.name] = _list_cells(table.column(i))
                table = table.set_column(i, f.name, pa.nulls(len(table)))
        df = table.to_pandas()
        for name, cells in lists.items():
            df[name] = cells
        return df
    finally:
        if enabled:
            gc.enable()


def _renamed(error: str, old: str | None, new: str) -> str:
    """``error`` naming folder ``new`` where it names folder ``old`` (the folder a cache entry was parsed from): every
    ``old/`` followed by a path is ``new/`` and that path."""
    if old is None or old == new:
        return error
    return error.replace(old.rstrip(os.sep) + os.sep, new.rstrip(os.sep) + os.sep)


def _read_entry(fingerprint: str) -> tuple[Path, dict[str, Any], pd.DataFrame] | None:
    """A cache entry: (its folder, its record, the folder's files), or None (no entry, or a damaged one)."""
    d = cache_root() / fingerprint
    try:
        meta = json.loads((d / "files.json").read_text())
        if not (isinstance(meta, dict) and meta.get("fingerprint") == fingerprint and meta.get("version") == CACHE_VERSION
                and isinstance(meta.get("outside"), dict)):
            return None
        files = _frame(_read_arrow(d / "index.arrow"))
    except Exception:  # noqa: BLE001 - a damaged cache entry is a miss, never an error
        return None
    with contextlib.suppress(OSError):  # last use, for pruning (a read-only cache is used as it is)
        os.utime(d / "files.json")
    return d, meta, files


def _write_entry(fingerprint: str, files: pd.DataFrame, outside: dict[str, str], limit: int, folder: Path) -> Path | None:
    """A new cache entry holding the folder's files (its groups are added as they are built): written into a fresh
    temporary folder, then renamed into place (readers never see half an entry); the cache pruned to ``limit``
    bytes. ``folder``, the dump folder parsed, is recorded: its error rows name it. None: no cache directory."""
    root = cache_root()
    try:
        root.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{fingerprint}.", dir=root))
    except OSError:
        return None  # no cache directory: go without a cache
    try:
        files.to_feather(tmp / "index.arrow", compression="uncompressed")
        meta = {"version": CACHE_VERSION, "fingerprint": fingerprint, "folder": os.fspath(folder), "outside": outside}
        (tmp / "files.json").write_text(json.dumps(meta))
        final = root / fingerprint
        shutil.rmtree(final, ignore_errors=True)  # a damaged entry of the same content
        os.replace(tmp, final)
    except Exception:  # noqa: BLE001 - a cache that cannot be written is no cache, never an error
        shutil.rmtree(tmp, ignore_errors=True)
        return None
    prune_cache(root, limit, keep=final)
    return final


#: the most bytes the parse cache keeps unless ``$KIT_PARSE_CACHE_MAX_MB`` says otherwise
CACHE_MAX_BYTES = 4 * 2**30


def cache_limit() -> int:
    """Bytes the parse cache may hold: ``$KIT_PARSE_CACHE_MAX_MB`` megabytes, else :data:`CACHE_MAX_BYTES`.

    Raises:
        KitError: the variable is set but not a whole number of megabytes (0 or more).
    """
    v = os.environ.get("KIT_PARSE_CACHE_MAX_MB")
    if v is None or not v.strip():
        return CACHE_MAX_BYTES
    if not v.strip().isdecimal():
        raise KitError(f"KIT_PARSE_CACHE_MAX_MB: expected a whole number of megabytes, got {v[:40]!r}")
    return int(v) * 2**20


#: names in the cache: an entry (the fingerprint), a temporary entry being written, a folder's remembered digests
_ENTRY, _TEMP_ENTRY, _DIGESTS = re.compile(r"[0-9a-f]{40}"), re.compile(r"\.[0-9a-f]{40}\..+"), re.compile(r"[0-9a-f]{32}\.json")


def prune_cache(root: Path, limit: int, keep: Path | None = None) -> int:
    """Remove the least recently used entries of the parse cache until it holds at most ``limit`` bytes.

    Entries are the table folders (last used: their ``files.json`` time, set on every hit) and the remembered
    digests (``folders/*.json``); ``keep`` (the entry just written) stays whatever its size. Temporary folders left
    by a write that was killed go once an hour old. Returns the bytes removed; a cache that cannot be listed or
    removed from is left as it is.
    """
    now = time.time()
    entries: list[tuple[float, Path, int]] = []
    try:  # only what the cache itself names so: $KIT_PARSE_CACHE may be a folder holding other things too
        for d in root.iterdir():
            if _TEMP_ENTRY.fullmatch(d.name) and d.is_dir():  # a write in progress, or one that was killed
                if now - d.stat().st_mtime > 3600:
                    shutil.rmtree(d, ignore_errors=True)
            elif _ENTRY.fullmatch(d.name) and d.is_dir() and not d.is_symlink():
                used = (d / "files.json").stat().st_mtime if (d / "files.json").exists() else 0.0
                entries.append((used, d, sum(f.stat().st_size for f in d.iterdir())))
        if (root / "folders").is_dir():
            for f in (root / "folders").iterdir():
                if _DIGESTS.fullmatch(f.name) and f.is_file():
                    st = f.stat()
                    entries.append((st.st_mtime, f, st.st_size))
    except OSError:
        return 0
    total = sum(size for *_, size in entries)
    removed = 0
    for _, path, size in sorted(entries, key=lambda e: e[0]):
        if total <= limit:
            break
        if keep is not None and path == keep:
            continue
        try:
            shutil.rmtree(path) if path.is_dir() else path.unlink()
        except OSError:
            continue
        total -= size
        removed += size
    return removed


def _restat(index: pd.DataFrame, entries: list[tuple[str, os.stat_result | None]]) -> pd.DataFrame | None:
    """``index`` with each file's size and modification time from ``entries`` (stat-ed now); None when one has gone."""
    now = dict(entries)
    sts = [now.get(f) for f in index["file"]]
    if any(st is None for st in sts):
        return None
    out = index.copy()
    out["size_bytes"] = np.asarray([st.st_size for st in sts], dtype=index["size_bytes"].dtype)  # type: ignore[union-attr]
    out["mtime_ns"] = np.asarray([st.st_mtime_ns for st in sts], dtype=index["mtime_ns"].dtype)  # type: ignore[union-attr]
    return out


def parse_folder(
    folder: str | os.PathLike,
    kinds: tuple[str, ...] = FOLDER_KINDS,
    cache: bool = True,
    workers: int | None = None,
    parallel_bytes: int = 4 * 2**20,
) -> DumpFolder:
    """Parse every file of ``kinds`` in an XLA dump folder, each table when it is first asked for.

    The folder is indexed (or its index read from the cache) here; a table (``tables[name]``) is built when first
    read, with the other tables of its group (the kinds that give it: every HLO stage for ``hlo_*``, the optimised
    LLVM IR, PTX and objects for the ``kernel_*`` tables), and added to the cache entry; ``index`` (its ``error`` and
    ``parsed`` columns) builds them all.

    Args:
        folder: the ``--xla_dump_to`` folder, or a zip archive read as one (nsys-jax's ``.zip``: not cached).
        kinds: file kinds to parse (see :data:`~kitlib.dumps.index.FILE_KINDS`).
        cache: read/write the parse cache (:func:`cache_root`); the folder
            itself is never written to.
        workers: processes for a group's parse; default: one per schedulable core
            when the group's files exceed ``parallel_bytes``, else 1 (the
            kernels' code of a bert-base XLA:CPU folder, 236 kernels: 1.8x
            faster on two processes than on one, on a 2-vCPU VM with other
            work on it).
        parallel_bytes: size of a group's files above which the pool is used.

    Returns:
        :class:`DumpFolder`.

    Raises:
        KitError: ``folder`` is not a directory, or ``$KIT_PARSE_CACHE_MAX_MB``
            is not a number (with ``cache``). Bad files never raise; they
            are listed in ``index["error"]``.
    """
    root = Path(folder)
    kinds = tuple(kinds)
    cache = cache and root.is_dir()  # a zip archive read as a folder (nsys-jax) is parsed, not cached
    limit = cache_limit() if cache else 0  # a bad $KIT_PARSE_CACHE_MAX_MB is said before any work
    fingerprint = digests = None
    top = os.fspath(root)
    if cache:
        scan = _scan(root)
        digests = dict(zip((name for name, _ in scan[0]), _digests(root, scan), strict=True))
        fingerprint = _fingerprint(kinds, digests)
        hit = _read_entry(fingerprint)
        if hit is not None:  # same names and content: the kinds are the cached ones; sizes and times are now's
            cached, meta, files = hit
            fresh = _restat(files, scan[0])
            if fresh is not None:
                written = meta.get("folder") if isinstance(meta.get("folder"), str) else None
                outside = {f: _renamed(e, written, top) for f, e in meta["outside"].items()}
                p = _Parse(root, fresh, kinds, outside, cached, limit, workers, parallel_bytes, written)
                return DumpFolder(fresh, from_cache=True, parse=p, fingerprint=fingerprint, digests=digests)
    files = read_dump_index(root)
    files = files[~files["file"].str.startswith(CACHE_DIR + os.sep)].reset_index(drop=True)
    outside = {f: f"{os.path.join(top, f)}: {outside_reason(target)}" for f in files["file"].tolist()
               if (target := link_outside(top, os.path.join(top, f))) is not None}
    entry = _write_entry(fingerprint, files, outside, limit, root) if fingerprint is not None else None
    p = _Parse(root, files, kinds, outside, entry, limit, workers, parallel_bytes, top)
    return DumpFolder(files, from_cache=False, parse=p, fingerprint=fingerprint, digests=digests)


def _build_all(folders: list[str], kinds: tuple[str, ...]) -> None:
    """Every table of ``kinds`` of each folder, built into the cache (one batch of :func:`parse_folders`)."""
    for f in folders:
        parse_folder(f, kinds).index  # noqa: B018 - asking for the index builds every group


def parse_folders(folders: Iterable[str | os.PathLike], kinds: tuple[str, ...] = FOLDER_KINDS) -> list[DumpFolder]:
    """:func:`parse_folder` of several folders, their tables built ahead on every core: the folders whose tables
    the cache does not hold yet are built in batches of about equal size, one in this process and one in each
    worker process, and each folder then reads its tables from the cache when first asked. For what one folder's
    parse cannot split: the profiles of a run's blocks (xprof's conversion holds the GIL, one profile at a time).
    Identical folders (one fingerprint) are built once. Without a cache, or with one core, each folder's tables
    are built when first read, as :func:`parse_folder`'s.

    Raises:
        KitError: as :func:`parse_folder`.
    """
    folders = list(folders)
    parsed = [parse_folder(f, kinds) for f in folders]
    todo: dict[Path, tuple[str, int]] = {}  # cache entry -> (a folder it holds, its files' bytes)
    for d in parsed:
        p = d._parse
        if p is None or p.entry is None:
            return parsed  # no cache to hand the tables over through
        if p.entry not in todo and any(g.kinds & p.present and p._cached(g) is None for g in p.groups):
            todo[p.entry] = (os.fspath(p.root), int(p.files["size_bytes"].sum()))
    work = list(todo.values())
    workers = min(_cores(), len(work))
    if workers < 2:
        return parsed
    batches = _batches([float(size) for _, size in work], workers)
    with ProcessPoolExecutor(max_workers=workers - 1) as pool:
        futures = [pool.submit(_build_all, [work[i][0] for i in b], kinds) for b in batches[1:]]
        _build_all([work[i][0] for i in batches[0]], kinds)
        for f in futures:
            with contextlib.suppress(Exception):  # a worker that died: its folders are built when first read
                f.result()
    return [parse_folder(f, kinds) for f in folders]
