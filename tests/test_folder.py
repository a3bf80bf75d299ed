"""Whole-folder parse: per-kind tables, a bad file in its row, parquet cache invalidation, the CLI."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest
from pandas.testing import assert_frame_equal

from kitlib.dumps.folder import parse_folder
from kitlib.dumps.llvm_ir import read_llvm_ir

DATA = Path(__file__).parent / "data"
KINDS = ("hlo_before_optimizations", "hlo_after_optimizations", "buffer_assignment", "memory_usage_report", "debug_options")


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    d = tmp_path / "dump"
    d.mkdir()
    for f in (DATA / "cpu_2025").glob("module_*"):
        if not f.name.endswith((".ll", ".mlir", ".o")):
            shutil.copy(f, d / f.name)
    return d


def test_tables_errors_and_cache(folder: Path):
    bad = folder / "module_0009.SyncTensorsGraph.9.cpu_after_optimizations.txt"
    bad.write_text("HloModule SyncTensorsGraph.9\n\nENTRY %e () -> f32[] {\n  ROOT %a = f32[] add(%x\n}\n")
    r = parse_folder(folder, kinds=KINDS, workers=1)
    assert not r.from_cache
    errs = r.errors
    assert errs["file"].tolist() == [bad.name]
    assert errs["error"].iloc[0] == f"{bad}:4: unbalanced parentheses (line cut mid-instruction?): 'ROOT %a = f32[] add(%x'"
    ins = r["hlo_instructions"]
    assert set(ins["hlo_module"]) == {"SyncTensorsGraph.34", "SyncTensorsGraph.550"}
    per_file = ins.groupby("file").size().to_dict()
    assert per_file["module_0002.SyncTensorsGraph.550.cpu_after_optimizations.txt"] == 1696
    assert r["buffer_summary"].set_index("file").loc[
        "module_0002.SyncTensorsGraph.550.cpu_after_optimizations-buffer-assignment.txt", "total_bytes"] == 24932721
    assert len(r["debug_options"]) == 8
    again = parse_folder(folder, kinds=KINDS, workers=1)
    assert again.from_cache and again.errors["file"].tolist() == [bad.name]
    assert len(again["hlo_instructions"]) == len(ins)
    assert again["hlo_instructions"]["operands"].map(list).tolist() == ins["operands"].map(list).tolist()
    bad.write_text(bad.read_text().replace("add(%x", "add(%x)"))  # fixed: size changes -> cache invalid
    fixed = parse_folder(folder, kinds=KINDS, workers=1)
    assert not fixed.from_cache and len(fixed.errors) == 0


def test_pool_gives_same_tables(folder: Path):
    """Each batch's tables are assembled where it was parsed and merged back in the folder's order."""
    one = parse_folder(folder, kinds=KINDS, workers=1, cache=False)
    for workers in (2, 3):
        many = parse_folder(folder, kinds=KINDS, workers=workers, cache=False)
        assert_frame_equal(one.index, many.index)
        assert sorted(one.tables) == sorted(many.tables)
        for n in one.tables:
            assert_frame_equal(one[n], many[n])


def _kit(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kitlib.cli", *args], capture_output=True, text=True,
                          cwd=Path(__file__).parent.parent)


def test_cli_parse_and_index(folder: Path, tmp_path: Path):
    ok = _kit("parse", str(folder / "module_0000.SyncTensorsGraph.34.debug_options"), "--format", "json")
    assert ok.returncode == 0 and '"flag":"xla_dump_to"' in ok.stdout
    bad = tmp_path / "pasted.txt"
    bad.write_text("HloModule m\n\nENTRY %e () -> f32[] {\n  ROOT %a = f32[] add(%x\n}\n")
    res = _kit("parse", str(bad))
    assert res.returncode == 2
    assert res.stderr.strip().splitlines() == [f"kit: {bad}:4: unbalanced parentheses (line cut mid-instruction?): 'ROOT %a = f32[] add(%x'"]
    idx = _kit("index", str(folder))
    assert idx.returncode == 0 and idx.stdout.splitlines()[0].startswith("file,module_id,hlo_module,kind")
    assert len(idx.stdout.splitlines()) == 1 + len(list(folder.iterdir()))


@pytest.fixture()
def ir_folder(tmp_path: Path) -> Path:
    """Real LLVM IR modules: the GPU split parts of bert-tiny, the XLA:CPU kernels, one broken module."""
    d = tmp_path / "ir"
    shutil.copytree(DATA / "gpu" / "bert_tiny_n4", d)
    for f in (DATA / "lab" / "xla_cpu").glob("*.ll"):
        shutil.copy(f, d / f.name)
    (d / "module_0009.broken.ir-no-opt.ll").write_text("define void @f() {\nentry:\n  ret void\n")
    return d


def test_llvm_tables_equal_per_file_reader(ir_folder: Path):
    """The folder's llvm_* tables (rows gathered, one DataFrame per table) equal the per-file
    read_llvm_ir tables concatenated with file / module_id / hlo_module in front, and the cache
    gives them back unchanged."""
    r = parse_folder(ir_folder, kinds=("llvm_ir",), workers=1)
    assert r.errors["error"].tolist() == [f"{ir_folder / 'module_0009.broken.ir-no-opt.ll'}:1: function @f has no closing brace"]
    idx = r.index[r.index["parsed"]]
    assert len(idx) == 25
    for t in ("globals", "functions", "loads", "references", "module_flags"):
        parts = []
        for f, mid, mname in zip(idx["file"], idx["module_id"], idx["hlo_module"], strict=True):
            p = getattr(read_llvm_ir(ir_folder / f), t).copy()
            p.insert(0, "hlo_module", pd.array([mname] * len(p), dtype="string"))
            p.insert(0, "module_id", pd.array([mid] * len(p), dtype="Int64"))
            p.insert(0, "file", pd.array([f] * len(p), dtype="string"))
            parts.append(p)
        assert_frame_equal(r[f"llvm_{t}"], pd.concat(parts, ignore_index=True), check_exact=True)
    fn = r["llvm_functions"]
    assert int(fn.loc[~fn["is_declaration"], "instruction_count"].sum()) == 3824
    again = parse_folder(ir_folder, kinds=("llvm_ir",), workers=1)
    assert again.from_cache and list(again.tables) == list(r.tables)
    assert_frame_equal(again.index, r.index)
    for n in ("llvm_functions", "llvm_loads", "llvm_module_flags"):
        assert_frame_equal(again[n], r[n])


def test_cache_fingerprint(ir_folder: Path, tmp_path: Path, monkeypatch):
    """The cache is keyed on content: a file changed in place (same size, time restored) is parsed again, a
    touched but unchanged one is not; another kinds tuple and a sub-folder file count; the dump folder is never
    written to, and a read-only folder is parsed and cached."""
    monkeypatch.setenv("KIT_PARSE_CACHE", str(tmp_path / "cache"))
    kinds = ("llvm_ir",)
    before = sorted(p.name for p in ir_folder.rglob("*"))
    r0 = parse_folder(ir_folder, kinds=kinds, workers=1)
    assert not r0.from_cache
    assert parse_folder(ir_folder, kinds=kinds, workers=1).from_cache
    f = ir_folder / "module_0001.IrToHlo.541.0.ir-with-opt.ll"
    st = f.stat()
    os.utime(f, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))  # touched, same content: still the same parse
    touched = parse_folder(ir_folder, kinds=kinds, workers=1)
    assert touched.from_cache and touched.index.set_index("file").loc[f.name, "mtime_ns"] == st.st_mtime_ns + 10**9
    assert_frame_equal(touched.index.drop(columns="mtime_ns"), r0.index.drop(columns="mtime_ns"))
    text = f.read_bytes()
    k = text.index(b"define ")
    f.write_bytes(text[:k] + b"DEFINE" + text[k + 6 :])  # same size: no longer LLVM IR there
    os.utime(f, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))
    assert f.stat().st_size == st.st_size
    changed = parse_folder(ir_folder, kinds=kinds, workers=1)
    fns = changed["llvm_functions"]
    assert not changed.from_cache and (fns["file"] == f.name).sum() < (r0["llvm_functions"]["file"] == f.name).sum()
    f.write_bytes(text)
    assert parse_folder(ir_folder, kinds=kinds, workers=1).from_cache
    assert not parse_folder(ir_folder, kinds=("llvm_ir", "ptx"), workers=1).from_cache
    assert sorted(p.name for p in ir_folder.rglob("*")) == before
    (ir_folder / "sub").mkdir()
    shutil.copy(f, ir_folder / "sub" / f.name)
    r = parse_folder(ir_folder, kinds=kinds, workers=1)
    assert not r.from_cache and f"sub{os.sep}{f.name}" in set(r["llvm_functions"]["file"])
    assert parse_folder(ir_folder, kinds=kinds, workers=1).from_cache
    for p in [ir_folder, *ir_folder.rglob("*")]:
        p.chmod(0o555 if p.is_dir() else 0o444)
    try:
        monkeypatch.setenv("KIT_PARSE_CACHE", str(tmp_path / "cache2"))
        assert not parse_folder(ir_folder, kinds=kinds, workers=1).from_cache
        assert parse_folder(ir_folder, kinds=kinds, workers=1).from_cache
    finally:
        for p in [ir_folder, *ir_folder.rglob("*")]:
            p.chmod(0o755 if p.is_dir() else 0o644)


def test_new_kinds_parse_into_tables(tmp_path):
    """parse_folder reads per-computation .hlo files (kind hlo), HLO protos and the registry's other kinds."""
    data = Path(__file__).parent / "data"
    shutil.copy(data / "xla_gpu_tests_2023" / "concat.hlo", tmp_path / "concat.hlo")
    (tmp_path / "fusion.1.hlo").write_text("%fused_computation (p0: f32[4]) -> f32[4] {\n  %p0 = f32[4]{0} parameter(0)\n"
                                           "  ROOT %n = f32[4]{0} negate(%p0)\n}\n")
    shutil.copy(data / "hlo_proto" / "jax_cpu" / "module_0007.jit_f.cpu_after_optimizations.hlo.pb", tmp_path)
    shutil.copy(data / "gpu" / "bert_tiny_n4" / "module_0001.IrToHlo.541.thunk_sequence.txt", tmp_path)
    shutil.copy(data / "cpu_2025" / "metrics_report.txt", tmp_path / "attached_report.log")  # renamed: by content
    parsed = parse_folder(tmp_path, cache=False)
    idx = parsed.index.set_index("file")
    assert idx["parsed"].all() and idx["error"].isna().all(), parsed.errors
    assert idx.loc["fusion.1.hlo", "kind"] == "hlo" and idx.loc["attached_report.log", "kind"] == "metrics_report"
    files = set(parsed["hlo_instructions"]["file"])
    assert {"concat.hlo", "fusion.1.hlo", "module_0007.jit_f.cpu_after_optimizations.hlo.pb"} <= files
    assert len(parsed["thunk_sequence_thunks"]) > 0 and len(parsed["metrics_report_counters"]) > 0


def test_reopen_reads_no_settled_file(ir_folder: Path, tmp_path: Path, monkeypatch):
    """A file's digest is remembered by its stat once the file is settled (its last change older than
    SETTLED_NS when hashed): a reopen reads no such file again, a changed one is read again, a fresh one always."""
    from kitlib.dumps import folder

    monkeypatch.setenv("KIT_PARSE_CACHE", str(tmp_path / "cache"))
    read: list[str] = []

    def digest(path: str, st):
        read.append(os.path.basename(path))
        return real(path, st)

    real = folder._file_digest
    monkeypatch.setattr(folder, "_file_digest", digest)
    kinds = ("llvm_ir",)
    n = len(list(ir_folder.iterdir()))
    assert not parse_folder(ir_folder, kinds=kinds, workers=1).from_cache and len(read) == n
    read.clear()
    assert parse_folder(ir_folder, kinds=kinds, workers=1).from_cache and len(read) == n  # just written: not settled
    monkeypatch.setattr(folder, "SETTLED_NS", -10**15)  # as if every file had been written long ago
    read.clear()
    assert parse_folder(ir_folder, kinds=kinds, workers=1).from_cache and len(read) == n
    read.clear()
    assert parse_folder(ir_folder, kinds=kinds, workers=1).from_cache and read == []
    f = ir_folder / "module_0001.IrToHlo.541.0.ir-with-opt.ll"
    f.write_text(f.read_text() + "; one more line\n")
    r = parse_folder(ir_folder, kinds=kinds, workers=1)
    assert not r.from_cache and read == [f.name]
    assert r.index.set_index("file").loc[f.name, "size_bytes"] == f.stat().st_size


def test_a_table_with_its_own_file_column_keeps_it_as_source_file():
    """torch_xla's debug frames carry the Python ``file`` of each frame: parse_folder puts the dump file's name in
    front as ``file`` and keeps the table's own as ``source_file`` (it raised "cannot insert file" on the folder)."""
    d = parse_folder(Path(__file__).parent / "data" / "torch_xla_debug")
    frames = d.tables["pt_xla_debug_frames"]
    assert list(frames.columns[:3]) == ["file", "module_id", "hlo_module"] and "source_file" in frames.columns
    assert set(frames["file"]) == {"pt_xla_debug.txt"} and frames["source_file"].str.endswith(".py").any()
    assert d.errors.empty


def test_cache_is_bounded_least_recently_used_first(folder: Path, tmp_path: Path, monkeypatch):
    """$KIT_PARSE_CACHE_MAX_MB bounds the cache: after a write the least recently used entries go (a hit counts as a
    use), the entry just written stays, a killed write's old temporary folder goes; a bad value is one KitError."""
    from kitlib.dumps.folder import cache_limit, prune_cache
    from kitlib.errors import KitError

    cache = tmp_path / "cache"
    monkeypatch.setenv("KIT_PARSE_CACHE", str(cache))

    def variant(name: str) -> Path:  # the folder with one file's content changed: another cache entry
        d = tmp_path / name
        shutil.copytree(folder, d)
        (d / "module_0000.SyncTensorsGraph.34.debug_options").write_text(f"xla_{name}: 1\n")
        return d

    def entries() -> set[str]:
        return {p.name for p in cache.iterdir() if p.is_dir() and p.name != "folders"}

    a, b = variant("a"), variant("b")
    assert not parse_folder(a, kinds=KINDS).from_cache
    entry_a = entries()
    assert not parse_folder(b, kinds=KINDS).from_cache
    entry_b = entries() - entry_a
    for p in cache.rglob("*.json"):  # every file of the cache old: the digests, then a, then b by age
        os.utime(p, (100, 100))
    os.utime(cache / entry_a.pop() / "files.json", (200, 200))
    os.utime(cache / next(iter(entry_b)) / "files.json", (300, 300))
    assert parse_folder(a, kinds=KINDS).from_cache  # a hit: a is now the most recently used
    sizes = {p: sum(f.stat().st_size for f in p.iterdir()) for p in cache.iterdir() if p.is_dir() and p.name != "folders"}
    removed = prune_cache(cache, sum(sizes.values()) - 1)  # over by at most the digests: the old digests, then b, go
    assert removed >= sizes[cache / next(iter(entry_b))]
    assert entries() == {p.name for p in sizes} - entry_b
    stale = cache / ("." + "0" * 40 + ".killed")
    stale.mkdir()
    os.utime(stale, (0, 0))
    foreign = cache / "notes"  # $KIT_PARSE_CACHE may name a folder holding other things: never pruned
    foreign.mkdir()
    (foreign / "x.txt").write_text("keep\n")
    os.utime(foreign, (0, 0))
    monkeypatch.setenv("KIT_PARSE_CACHE_MAX_MB", "0")
    c = variant("c")
    assert not parse_folder(c, kinds=KINDS).from_cache
    assert len(entries() - {"notes"}) == 1 and not stale.exists()  # only the entry just written
    assert (foreign / "x.txt").exists()
    assert parse_folder(c, kinds=KINDS).from_cache
    monkeypatch.setenv("KIT_PARSE_CACHE_MAX_MB", "lots")
    with pytest.raises(KitError, match="KIT_PARSE_CACHE_MAX_MB"):
        parse_folder(folder, kinds=KINDS)
    assert len(parse_folder(folder, kinds=KINDS, cache=False).index) > 0
    monkeypatch.delenv("KIT_PARSE_CACHE_MAX_MB")
    assert cache_limit() == 4 * 2**30


def test_cached_error_names_the_folder_read(folder: Path, tmp_path: Path, monkeypatch):
    """A cache hit by content from another folder: its error rows name the file actually read, not the first folder's."""
    monkeypatch.setenv("KIT_PARSE_CACHE", str(tmp_path / "cache"))
    bad = folder / "module_0009.SyncTensorsGraph.9.cpu_after_optimizations.txt"
    bad.write_text("HloModule SyncTensorsGraph.9\n\nENTRY %e () -> f32[] {\n  ROOT %a = f32[] add(%x\n}\n")
    first = parse_folder(folder, kinds=KINDS, workers=1)
    assert not first.from_cache and first.errors["error"].iloc[0].startswith(f"{bad}:4: ")
    other = tmp_path / "elsewhere" / "dump"
    shutil.copytree(folder, other)
    hit = parse_folder(other, kinds=KINDS, workers=1)
    assert hit.from_cache
    err = hit.errors["error"].iloc[0]
    assert err.startswith(f"{other / bad.name}:4: unbalanced parentheses"), err
    assert str(folder) + os.sep not in err
    assert parse_folder(folder, kinds=KINDS, workers=1).errors["error"].iloc[0].startswith(f"{bad}:4: ")  # and back


def test_tables_built_when_asked(tmp_path: Path, monkeypatch):
    """A cold parse_folder only indexes the folder; a table's group (the kinds that fill it) is parsed and added to
    the cache entry when one of its tables is first read: the kernels' code (objdump, normalised IR) only when the code
    question reads it. The tables are those of a parse that reads everything, and so is the reopen (issue 38)."""
    cache = tmp_path / "cache"
    monkeypatch.setenv("KIT_PARSE_CACHE", str(cache))
    d = DATA.parent.parent / "data" / "bert-tiny-cpu" / "split-8" / "dump"
    r = parse_folder(d)
    (entry,) = [p for p in cache.iterdir() if len(p.name) == 40]
    assert sorted(p.name for p in entry.iterdir()) == ["files.json", "index.arrow"]
    assert len(r["hlo_instructions"])
    names = {p.name for p in entry.iterdir()}
    assert "hlo_instructions.arrow" in names and not names & {"kernel_code.arrow", "object_kernels.arrow", "llvm_functions.arrow"}
    assert set(r["kernel_code"]["form"]) == {"llvm", "x86"}
    assert {"kernel_code.arrow", "group.kernel_code.json"} <= {p.name for p in entry.iterdir()}
    assert "object_kernels.arrow" not in {p.name for p in entry.iterdir()}  # the kernels' code does not need them
    eager = parse_folder(d, cache=False)
    every = {n: eager[n] for n in eager.tables}
    assert {"kernel_code", "object_kernels", "llvm_functions", "buffer_values"} <= set(every)
    again = parse_folder(d)
    assert again.from_cache
    assert_frame_equal(again.index, eager.index)
    assert list(again.tables) == list(every)
    for n, t in every.items():
        assert_frame_equal(again[n].assign(**{c: again[n][c].map(list) for c in t.columns if t[c].dtype == object
                                              and len(t) and isinstance(t[c].iloc[0], list)}),
                           t.assign(**{c: t[c].map(list) for c in t.columns if t[c].dtype == object and len(t)
                                       and isinstance(t[c].iloc[0], list)}), check_dtype=False)
        if n in ("hlo_instructions", "kernel_code"):
            assert_frame_equal(r[n], t)


def test_the_code_question_builds_only_the_tables_it_reads(tmp_path: Path, monkeypatch):
    """``kit diff`` / ``kit compare``'s code question parses the HLO and the kernels' code of each side, never the
    buffer assignment, the memory report or the objects' own tables (issue 38), nor the LLVM IR's own tables where
    every kernel compiled to the same code (where each global lives is asked only of code that differs: bert-tiny's
    split-1 and split-8 compile the same code); its answer is the one a folder parsed whole gives."""
    from kitlib.analysis.code import compare_code
    from kitlib.runfolder.files import open_code_side

    cache = tmp_path / "cache"
    monkeypatch.setenv("KIT_PARSE_CACHE", str(cache))
    run = DATA.parent.parent / "data" / "bert-tiny-cpu"
    c = compare_code(open_code_side(run / "split-1"), open_code_side(run / "split-8"))
    for entry in (p for p in cache.iterdir() if len(p.name) == 40):
        names = {p.name for p in entry.iterdir()}
        assert {"hlo_instructions.arrow", "kernel_code.arrow"} <= names
        assert not names & {"buffer_values.arrow", "memory_usage.arrow", "object_kernels.arrow", "debug_options.arrow",
                            "llvm_globals.arrow"}
    monkeypatch.setenv("KIT_PARSE_CACHE", str(tmp_path / "other"))
    sides = [open_code_side(run / s) for s in ("split-1", "split-8")]
    for s in sides:
        _ = s.folder.index  # every group built first
    whole = compare_code(*sides)
    assert c.summary == whole.summary
    assert_frame_equal(c.table, whole.table)


def _second_folder_parses_nothing(monkeypatch, first: Path, second: Path, names: list[str]) -> tuple[dict, list[str]]:
    """``second``'s tables ``names`` parsed after ``first``'s (the first of them asked) in a process that remembers
    nothing else: a fresh parse's tables, and no file of ``second`` parsed. Returns (the fresh tables, the list of the
    paths parsed from then on, which grows as the caller parses more)."""
    from kitlib.dumps import folder as folder_mod

    monkeypatch.setattr(folder_mod, "_SEEN", {})
    fresh = parse_folder(second, cache=False)
    want = {n: fresh[n] for n in names}
    monkeypatch.setattr(folder_mod, "_SEEN", {})
    _ = parse_folder(first, cache=False)[names[0]]
    calls: list[str] = []
    job = folder_mod._job
    monkeypatch.setattr(folder_mod, "_job", lambda path, *a, **k: calls.append(path) or job(path, *a, **k))
    seen = parse_folder(second, cache=False, workers=1)
    for n in names:
        assert_frame_equal(seen[n], want[n])
    assert calls == []
    return want, calls


def test_a_file_seen_before_is_not_parsed_again(tmp_path: Path, monkeypatch):
    """The kernels' code of a file depends on its content alone (kernel_code.content_key): a second config's folder
    parses only the files whose content this process has not parsed (bert-tiny's split-1 and split-8: all 112 code files
    of the same content, 48 of them differing in bytes by their xla_dylib_index alone). Same tables as a fresh parse; a
    changed file is parsed."""
    from kitlib.dumps import folder as folder_mod
    from kitlib.dumps.folder import KERNEL_TABLES
    from kitlib.dumps.kernel_code import content_key

    run = DATA.parent.parent / "data" / "bert-tiny-cpu"
    one, eight = run / "split-1" / "dump", run / "split-8" / "dump"
    ir = sorted(eight.glob("*add_bitcast_fusion*ir-with-opt.ll"))[0]
    text = ir.read_bytes()
    assert b'!"xla_dylib_index", i64 ' in text and text != (one / ir.name).read_bytes()
    assert content_key("llvm_ir", text) == content_key("llvm_ir", (one / ir.name).read_bytes())
    assert content_key("llvm_ir", text.replace(b"fadd", b"fsub", 1)) != content_key("llvm_ir", text)
    assert content_key("object_file", text) != content_key("llvm_ir", text)
    fresh_tables, calls = _second_folder_parses_nothing(monkeypatch, one, eight, list(KERNEL_TABLES))
    assert not fresh_tables["kernel_code"]["source"].str.contains("xla_dylib_index").any()  # it names the module
    # one file changed (a copy of the folder): that file alone is parsed, the tables are a fresh parse's
    copy = tmp_path / "dump"
    shutil.copytree(eight, copy)
    (copy / ir.name).write_bytes(text.replace(b"fadd", b"fsub", 1))
    changed = parse_folder(copy, cache=False, workers=1)
    got = {n: changed[n] for n in KERNEL_TABLES}
    assert calls == [str(copy / ir.name)]
    monkeypatch.setattr(folder_mod, "_SEEN", {})
    again = parse_folder(copy, cache=False)
    for n in KERNEL_TABLES:
        assert_frame_equal(got[n], again[n])
    # what is remembered is bounded: the files of the last _SEEN_GROUPS groups
    monkeypatch.setattr(folder_mod, "_SEEN_GROUPS", 1)
    _ = parse_folder(one, cache=False)["kernel_code"]
    assert len({id(t) for t, _ in folder_mod._SEEN.values()}) == 1 and len(folder_mod._SEEN) == 112


def test_hlo_text_seen_before_is_not_parsed_again(tmp_path: Path, monkeypatch):
    """The HLO text of a folder depends on its content alone (the module's name is in its text): bert-tiny's split-8
    folder takes the HLO tables of split-1's files of the same bytes (the split count changes no HLO), the file, module
    id and HLO module columns its own; the tables a fresh parse's. A changed HLO file is parsed."""
    from kitlib.dumps.kinds import Kind

    run = DATA.parent.parent / "data" / "bert-tiny-cpu"
    one, eight = run / "split-1" / "dump", run / "split-8" / "dump"
    fresh = parse_folder(eight, cache=False)
    group = next(g for g in fresh._parse.groups if Kind.HLO_AFTER_OPTIMIZATIONS in g.kinds)
    names = [n for n in group.tables if n in fresh.tables]
    assert {"hlo_instructions", "hlo_modules"} <= set(names)
    want, calls = _second_folder_parses_nothing(monkeypatch, one, eight, names)
    copy = tmp_path / "dump"
    shutil.copytree(eight, copy)
    hlo = sorted(copy.glob("*after_optimizations.txt"), key=lambda q: q.stat().st_size)[-1]
    hlo.write_text(hlo.read_text().replace("multiply(", "subtract(", 1))
    changed = parse_folder(copy, cache=False, workers=1)
    _ = changed["hlo_instructions"]
    assert calls == [str(hlo)]
    assert (changed["hlo_instructions"]["opcode"] == "subtract").sum() == (want["hlo_instructions"]["opcode"] == "subtract").sum() + 1


def test_folders_built_ahead_on_every_core(tmp_path: Path, monkeypatch):
    """parse_folders: the profiles of several trace folders (two distinct, one a copy of the first) converted in a
    worker process and this one, handed over through the cache: every group cached before anything is read, each
    content converted once, the tables parse_folder's alone; without a cache, nothing built ahead."""
    pytest.importorskip("xprof")
    from kitlib.dumps import folder as folder_mod
    from kitlib.dumps.folder import parse_folders
    from kitlib.timings import xplane

    run = Path(__file__).parents[1] / "data" / "bert-tiny-cpu"
    dirs = [tmp_path / "a", tmp_path / "b", tmp_path / "a-again"]
    for d, src in zip(dirs, ("split-1", "split-8", "split-1"), strict=True):
        shutil.copytree(run / src / "trace", d)
    monkeypatch.setenv("KIT_PARSE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(folder_mod, "_cores", lambda: 2)
    log = tmp_path / "conversions.log"  # the worker's conversions too (a forked process shares no list)
    convert = xplane._trace_viewer

    def logged(path, data):
        with open(log, "a") as f:
            f.write(f"{os.getpid()} {path}\n")
        return convert(path, data)

    monkeypatch.setattr(xplane, "_trace_viewer", logged)
    ahead = parse_folders(dirs, ("xplane",))
    lines = log.read_text().splitlines()
    assert len(lines) == 2 and len({ln.split()[0] for ln in lines}) == 2  # a and b, in two processes; the copy not
    for d in ahead:
        p = d._parse
        assert all(p._cached(g) is not None for g in p.groups if g.kinds & p.present)  # built before it was read
    tables = [(d.tables["xplane_kernels"], d.tables["xplane_planes"]) for d in ahead]
    assert len(log.read_text().splitlines()) == 2  # read from the cache
    xplane._SEEN.clear()
    for (kernels, planes), one in zip(tables, dirs, strict=True):
        alone = parse_folder(one, ("xplane",), cache=False)
        assert_frame_equal(kernels, alone.tables["xplane_kernels"])
        assert_frame_equal(planes, alone.tables["xplane_planes"])
    n = len(log.read_text().splitlines())
    monkeypatch.setenv("KIT_PARSE_CACHE", str(tmp_path / "not-a-folder"))
    (tmp_path / "not-a-folder").write_text("")
    assert [d.from_cache for d in parse_folders(dirs, ("xplane",))] == [False] * 3
    assert len(log.read_text().splitlines()) == n  # nothing built ahead without a cache
