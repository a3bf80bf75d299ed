"""Every table and CLI output of the kit, saved from committed data and run folders, and compared between two kits.

The refactor check (issues 8 and 26): record what the kit prints and returns on the same inputs with the
kit before and after a change, then assert it is identical, except the renames listed in
:data:`RENAMES` (a column, a table, a JSON key, a word of the verdict vocabulary), each mapped explicitly.

Usage:
    python benchmarks/identity.py save OUT_DIR [RUN ...]
    python benchmarks/identity.py compare BEFORE_DIR AFTER_DIR
    python benchmarks/identity.py compare --exact BEFORE_DIR AFTER_DIR   (same kit version: no mappings)

``save`` runs with whatever ``kitlib`` imports (``PYTHONPATH=<old checkout>`` for the kit before) on the
committed data (``data/bert-tiny-cpu``, ``data/bert-tiny-gpu``, every file of ``tests/data``) and on each
extra RUN folder (a bert-base run: ``make report`` writes one). What it saves, one file each:

- ``cli/<name>.txt``: stdout of a ``kit`` command run in-process (``kit compare`` text and ``--json``,
  ``kit diff`` text, ``--json`` and ``--html``, ``kit index --parse``, ``kit transfers``, ``kit grep``,
  ``kit parse`` of every table of every test file);
- ``tables/<name>.pkl``: every table and sentence the report notebooks show (``kit.<function>`` of the run).

``compare`` prints one line per output (equal / differs: why) and exits 1 when any differs.
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import re
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pandas as pd

REPO = Path(__file__).resolve().parents[1]

# ============================================================================ save


def _kit(*args: str) -> tuple[int, str, str]:
    """``kit ARGS`` in this process: (exit status, stdout, stderr)."""
    from kitlib.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(list(args))
    return rc, out.getvalue(), err.getvalue()


def _test_files() -> list[Path]:
    """Every file of tests/data the kit reads (sources and notes left out), in path order."""
    skip = {".py", ".md", ".json", ".parquet"}
    return sorted(p for p in (REPO / "tests" / "data").rglob("*") if p.is_file() and p.suffix not in skip)


def cli_outputs(runs: list[Path]) -> dict[str, str]:
    """name -> what the command printed (stdout, then ``rc=`` and the stderr lines that are not timings)."""
    data = REPO / "data"
    cpu, gpu = data / "bert-tiny-cpu", data / "bert-tiny-gpu"
    html_dir = Path(tempfile.mkdtemp(prefix="kit-identity-html-"))
    cmds: dict[str, tuple[str, ...]] = {}
    for run in [cpu, *runs]:
        tag = run.name
        ok = [c["name"] for c in json.loads((run / "manifest.json").read_text())["configs"] if c.get("status") == "ok"]
        a, b = run / ok[0], run / ok[-1]
        cmds[f"compare.{tag}"] = ("compare", str(run))
        cmds[f"compare.{tag}.json"] = ("compare", str(run), "--json")
        cmds[f"compare.{tag}.pair.json"] = ("compare", str(a), str(b), "--json", "--min-effect", "0.1")
        cmds[f"diff.{tag}"] = ("diff", str(a), str(b))
        cmds[f"diff.{tag}.json"] = ("diff", str(a), str(b), "--json")
        cmds[f"diff.{tag}.html"] = ("diff", str(a), str(b), "--html", str(html_dir / f"diff.{tag}.html"))
        cmds[f"transfers.{tag}.json"] = ("transfers", str(run), "--json")
        cmds[f"grep.{tag}.json"] = ("grep", "constant", str(run), "--kind", "llvm_ir", "--json")
        for c in ok:
            cmds[f"index.{tag}.{c}"] = ("index", str(run / c / "dump"), "--parse")
    for side in ("split-1", "split-4"):
        cmds[f"index.{gpu.name}.{side}"] = ("index", str(gpu / side / "dump"), "--parse")
    cmds[f"diff.{gpu.name}.json"] = ("diff", str(gpu / "split-1"), str(gpu / "split-4"), "--json")
    cmds[f"diff.{gpu.name}"] = ("diff", str(gpu / "split-1"), str(gpu / "split-4"))
    tests = REPO / "tests" / "data"
    for folder in sorted({p.parent for p in _test_files()}):
        cmds[f"index.tests.{folder.relative_to(tests).as_posix()}"] = ("index", str(folder), "--parse")
    cmds["transfers.tests.graphdef.json"] = ("transfers", str(tests / "graphdef"), "--json")
    cmds["transfers.tests.host_offload.json"] = ("transfers", str(tests / "host_offload"), "--json")
    cmds["diff.tests.lab"] = ("diff", str(tests / "lab" / "case1_constant_121.ll"), str(tests / "lab" / "xla_cpu_with_opt_captures.ll"))
    out: dict[str, str] = {}
    for name, args in cmds.items():
        rc, so, se = _kit(*args)
        out[name] = f"{so}\nrc={rc}\n{_stderr(se)}"
        if name.endswith(".html") and rc == 0:
            out[name] += Path(args[-1]).read_text()
    for f in _test_files():
        rel = f.relative_to(tests).as_posix()
        rc, listed, se = _kit("parse", str(f), "--list-tables")
        out[f"parse.{rel}"] = f"rc={rc}\n{_stderr(se)}"
        if rc != 0:
            continue
        for table in pd.read_csv(io.StringIO(listed))["table"]:
            rc, so, se = _kit("parse", str(f), "--table", table)
            out[f"parse.{rel}.{table}"] = f"{so}\nrc={rc}\n{_stderr(se)}"
    return out


def _stderr(text: str) -> str:
    """stderr without what may differ from one call to the next (cache hits, progress)."""
    return "\n".join(s.replace("; from cache", "") for s in text.splitlines() if not s.startswith("html: "))


def _tables_of(fn: Callable[[], Any]) -> Any:
    try:
        return fn()
    except Exception as e:  # noqa: BLE001 - an output the kit raised on is recorded as what it raised
        return f"raised {type(e).__name__}: {e}"


def report_tables(run_dir: Path) -> dict[str, Any]:
    """Every table and sentence notebooks 01 and 03 show for one run (by the public names both kits have)."""
    import kitlib as kit

    run = kit.open_run(run_dir)
    out: dict[str, Any] = {}
    if run.backend == "xla-gpu-deviceless":
        summary = kit.split_summary(run)
        parts = kit.read_run_split_parts(run)
        out |= {"split_summary": summary, "compiled_programs": kit.compiled_programs(run),
                "split_finding": kit.split_finding(summary, parts), "kernel_assignment": kit.kernel_assignment(parts),
                "parts_per_role": kit.parts_per_role(parts), "constants_by_status": _tables_of(lambda: kit.constants_by_status(parts)),
                "loads_by_instruction": _tables_of(lambda: kit.loads_by_instruction(parts)), "parse_errors": kit.parse_errors(run)}
        for name in ("parts", "kernels", "constants", "loads"):
            out[f"split_parts.{name}"] = getattr(parts, name)
        return out
    ok = run.ok_configs
    base = ok[0]
    pairs = kit.run_pairs(run)
    out["design_headline"] = "\n".join(kit.design_headline(run, pairs))
    for p in pairs:
        tag = f"pair.{p.b.label}"
        out[f"{tag}.verdict_line"] = p.verdict_line
        out[f"{tag}.end_to_end"] = p.comparison.end_to_end
        out[f"{tag}.kernels"] = p.comparison.kernels
        out[f"{tag}.negative_controls"] = json.dumps(p.comparison.negative_controls, sort_keys=True)
        out[f"{tag}.notes"] = "\n".join(p.comparison.notes)
        out[f"{tag}.contaminated"] = p.contaminated()
        with tempfile.TemporaryDirectory() as d:
            changed = kit.changed_kernels_with_diffs(p, d)
            out[f"{tag}.changed_kernels"] = changed
            out[f"{tag}.diff_pages"] = "\n".join(f.read_text() for f in sorted(Path(d).glob("*.html")))
    if run.backend in ("hlo-replay", "torch-xla-replay"):
        out["fidelity_facts"] = json.dumps(_tables_of(lambda: kit.fidelity_facts(run)), sort_keys=True, default=str)
        out["fidelity_summary"] = _tables_of(lambda: kit.fidelity_summary(run))
        out["fidelity_counts"] = _tables_of(lambda: kit.fidelity_counts(run))
    out["configs"] = kit.configs(run)
    out["process_placement"] = kit.process_placement(run)
    out["failed_configs"] = kit.failed_configs(run)
    out["effective_flags"] = kit.effective_flags(run)
    ct = kit.compile_times(run)
    out["compile_times"] = ct
    out["compile_summary"] = kit.compile_summary(ct, base)
    out["compile_comparison"] = _tables_of(lambda: kit.compile_comparison(run, base))
    st = kit.step_times(run)
    summary = kit.summarize_steps(st)
    out["step_times"], out["summarize_steps"] = st, summary
    out["throughput_table"] = kit.throughput_table(summary, run.spec["batch_size"])
    out["compare_steps"] = kit.compare_steps(st, base)
    out["design_intervals"] = _tables_of(lambda: kit.design_intervals([run_dir]))
    kt = kit.kernel_times(run)
    out["kernel_times"] = kt
    out["kernel_coverage"] = kit.kernel_coverage(run)
    out["top_kernels"] = kit.top_kernels(kt, 20, base=base)
    out["kernels_per_process"] = kit.kernels_per_process(kt)
    traced = list(dict.fromkeys(kt["config"]))
    for other in traced[1:]:
        out[f"kernel_changes.{other}"] = kit.kernel_changes(kt, traced[0], other)
    out["hlo_constants"] = kit.hlo_constants(run)
    lc = kit.llvm_constant_globals(run)
    out["llvm_constant_globals"] = lc
    out["constants_by_config"] = kit.constants_by_config(lc)
    out["constant_placement"] = kit.constant_placement(lc, ok)
    out["constants_finding"] = kit.constants_finding(lc, modules_scanned=kit.llvm_modules_scanned(run))
    out["parse_errors"] = kit.parse_errors(run)
    return out


def save(out_dir: str, *runs: str) -> None:
    out = Path(out_dir)
    (out / "cli").mkdir(parents=True, exist_ok=True)
    (out / "tables").mkdir(parents=True, exist_ok=True)
    os.environ["KIT_PARSE_CACHE"] = tempfile.mkdtemp(prefix="kit-identity-cache-")  # nothing from another kit's cache
    extra = [Path(r).resolve() for r in runs]
    for name, text in cli_outputs(extra).items():
        (out / "cli" / f"{name.replace('/', '__')}.txt").write_text(text)
    for run in [REPO / "data" / "bert-tiny-cpu", REPO / "data" / "bert-tiny-gpu", *extra]:
        for name, t in report_tables(run).items():
            df = t if isinstance(t, pd.DataFrame) else pd.DataFrame({"text": [t]})
            df.to_pickle(out / "tables" / f"{run.name}.{name}.pkl")
    import kitlib

    print(f"saved {len(list((out / 'cli').iterdir()))} command outputs and {len(list((out / 'tables').iterdir()))} "
          f"tables of kitlib at {Path(kitlib.__file__).parent} into {out}")


# ============================================================================ compare
#
# What the kit after issue 26 says differently, each mapped explicitly: the before output is rewritten into what
# the after output must be, then the two must be equal (tables: assert_frame_equal; text: character for character).

#: column and JSON-key renames (one name per concept)
RENAMES: dict[str, str] = {"module_name": "hlo_module"}
#: renames of one output family only: (name prefix, old, new)
SCOPED_RENAMES = (("transfers.", "module", "hlo_module"),
                  ("parse.torch_xla_debug", "block", "section"))
#: columns the readers gained (per-function spans, the lines of each load; where an LLVM global lives): in kit parse
#: outputs, dropped from after; column -> a column the table must also have (the LLVM globals table's), or None
ADDED_COLUMNS: dict[str, str | None] = {"end_line": None, "lines": None, "status": "is_declaration"}
#: LLVM linkages that keep a definition to its module (GlobalStatus internal)
LOCAL = {"private", "internal"}


def _status(defined: bool, linkage: str) -> str:
    """GlobalStatus from the before's boolean and linkage."""
    return "external" if not defined else "internal" if linkage in LOCAL else "defined"


def _status_text(text: str) -> str:
    """kit compare's "IR constants name (linkage)" and kit diff's "name: defined <linkage> -> external" in the one
    vocabulary: (private) / (internal) -> (internal), another linkage word -> (defined)."""
    def ir(m: re.Match[str]) -> str:
        return re.sub(r"\((\w+)\)", lambda w: f"({w.group(1) if w.group(1) in ('defined', 'external') else 'internal' if w.group(1) in LOCAL else 'defined'})", m.group(0))

    text = re.sub(r"IR constants [^;\"\n]*", ir, text)
    return re.sub(r"defined (\w+)(?= ->|\"|,|$)", lambda m: "internal" if m.group(1) in LOCAL else "defined", text)


def _rename_keys(text: str, name: str) -> str:
    for old, new in RENAMES.items():
        text = re.sub(rf"(?<![\w-]){re.escape(old)}(?![\w-])", new, text)
    for prefix, old, new in SCOPED_RENAMES:
        if name.startswith(prefix):
            text = re.sub(rf'(?:^|(?<=[",\n])){old}(?=[",\n])', new, text)
    return text


def _verdict(row: Any, min_effect: float = 0.05) -> str:
    """The one verdict of a compare_steps row from its numbers (kitlib.analysis.stats.verdict's rule)."""
    lo, hi, p = row["ratio_ci_low"], row["ratio_ci_high"], row["p_value"]
    if row["replication_unit"] != "process" or lo != lo:
        return "can't tell"
    if 1 / (1 + min_effect) <= lo and hi <= 1 + min_effect:
        return "no change"
    if p < 0.05 and lo > 1:
        return "slower"
    if p < 0.05 and hi < 1:
        return "faster"
    return "can't tell"


def _expected_table(name: str, df: pd.DataFrame, before_dir: Path) -> pd.DataFrame:
    """A before table as the kit after issue 26 must give it."""
    df = df.rename(columns=RENAMES)
    df.index.names = [RENAMES.get(n, n) if isinstance(n, str) else n for n in df.index.names]
    run = name.split(".")[0]
    if name.endswith(".llvm_constant_globals"):
        status = [_status(d, lk) for d, lk in zip(df["defined"], df["linkage"], strict=True)]
        i = list(df.columns).index("defined")
        df = df.drop(columns="defined")
        df.insert(i, "status", pd.array(status, dtype="string"))
    elif name.endswith(".constants_by_config"):
        lc = pd.read_pickle(before_dir / f"{run}.llvm_constant_globals.pkl")
        st = pd.Series([_status(d, lk) for d, lk in zip(lc["defined"], lc["linkage"], strict=True)], index=lc.index)
        counts = {s: st.eq(s).groupby(lc["config"], sort=False).sum().astype("int64") for s in ("defined", "internal")}
        df = df.copy()
        df["constant_globals_defined"] = counts["defined"].reindex(df.index).fillna(0).astype("int64")
        df.insert(list(df.columns).index("constant_globals_defined") + 1, "constant_globals_internal",
                  counts["internal"].reindex(df.index).fillna(0).astype("int64"))
    elif name.endswith(".constant_placement"):
        lc = pd.read_pickle(before_dir / f"{run}.llvm_constant_globals.pkl")
        linkage = {(g, k, c): lk for g, k, c, lk in zip(lc["global"], lc["kernel_module"], lc["config"], lc["linkage"], strict=True)}
        df = df.copy()
        for c in df.columns:
            df[c] = [v if v != "defined" else _status(True, linkage[(g, k, c)]) for (g, k), v in zip(df.index, df[c], strict=True)]
    elif name.endswith(".compare_steps"):
        df = df.assign(verdict=pd.array([_verdict(r) for r in df.to_dict("records")], dtype="string"))
    for c in df.columns:
        if df[c].dtype == object and df[c].map(lambda v: isinstance(v, str)).all():
            df[c] = df[c].map(_status_text)
    return df


def _expected_text(name: str, text: str) -> str:
    """A before command output as the kit after issue 26 must print it."""
    text = _status_text(_rename_keys(text, name))
    if name.startswith("index."):  # objects are parsed now (their kernels' machine code goes into the parse cache)
        out, _, rest = text.partition("\nrc=")
        df = pd.read_csv(io.StringIO(out), keep_default_na=False, dtype=str)
        if "parsed" in df.columns:
            df.loc[(df["kind"] == "object_file") & (df["error"] == ""), "parsed"] = "True"
            from kitlib.dumps.index import index_summary

            summary = index_summary(df.assign(parsed=df["parsed"] == "True", error=df["error"].replace("", None)))
            rest = re.sub(r"^(\d+)(.*\n)\d+ files: .*", lambda m: m.group(1) + m.group(2) + summary, rest, count=1)
        buf = io.StringIO()
        df.to_csv(buf, index=False)
        text = buf.getvalue() + "\nrc=" + rest
    return text


#: what differs from one run of a command to the next, whatever the kit: xprof draws the flow ids of a trace's events
#: afresh at each conversion; and the size and time of the notes and scripts beside the fixtures of tests/data
#: (SOURCE.md, make_*.py: this change edited three, jax_adapter's new path), which are no dump files
_UNSTABLE = ((re.compile(r'(""flow"": "")\d+'), r"\1?"),)


def _stable(name: str, text: str) -> str:
    for pattern, repl in _UNSTABLE:
        text = pattern.sub(repl, text)
    if name.startswith("index."):
        text = "\n".join(ln for ln in text.split("\n") if not re.match(r"^[^,]*\.(?:md|py),", ln))
    return text


def _drop_added(name: str, text: str) -> str:
    """kit parse's CSV without the columns the readers gained (ADDED_COLUMNS)."""
    out, sep, rest = text.partition("\nrc=")
    if not name.startswith("parse.") or not out.strip():
        return text
    df = pd.read_csv(io.StringIO(out), keep_default_na=False, dtype=str)
    df = df.drop(columns=[c for c in df.columns if c in ADDED_COLUMNS and ADDED_COLUMNS[c] in (None, *df.columns)])
    buf = io.StringIO()
    df.to_csv(buf, index=False)
    return buf.getvalue() + sep + rest


def _compare_text(name: str, a: str, b: str) -> str | None:
    if a == b:
        return None
    a, b = _expected_text(name, a), _drop_added(name, b)
    if name.startswith("parse."):
        a = _drop_added(name, a)
    a, b = _stable(name, a), _stable(name, b)
    if a == b:
        return None
    la, lb = a.splitlines(), b.splitlines()
    for i, (x, y) in enumerate(zip(la, lb)):
        if x != y:
            return f"line {i + 1}: {x[:150]!r} != {y[:150]!r}"
    return f"{len(la)} lines != {len(lb)} lines"


def _compare_frame(name: str, a: pd.DataFrame, b: pd.DataFrame, before_dir: Path) -> str | None:
    a = _expected_table(name, a, before_dir)
    try:
        pd.testing.assert_frame_equal(a, b, check_exact=False, rtol=1e-12)
        return None
    except AssertionError as e:
        why = " ".join(str(e).split())[:300]
    try:  # a column typed anew (object -> string) with values equal is the same table
        pd.testing.assert_frame_equal(a, b, check_exact=False, rtol=1e-12, check_dtype=False, check_index_type=False)
        return None
    except AssertionError:
        return why


def _exact(p: Path, q: Path) -> bool:
    """The two outputs equal before any mapping (text: byte for byte; tables: assert_frame_equal)."""
    if p.suffix != ".pkl":
        return p.read_bytes() == q.read_bytes()
    try:
        pd.testing.assert_frame_equal(pd.read_pickle(p), pd.read_pickle(q), check_exact=False, rtol=1e-12)
        return True
    except AssertionError:
        return False


def compare_exact(before: str, after: str) -> int:
    """``compare --exact``: two saves of the same kit version (a change that must keep every output as it is),
    without issue 26's mappings: byte for byte, frame for frame."""
    bad = same = 0
    for p in sorted(Path(before).rglob("*")):
        if not p.is_file():
            continue
        rel = p.relative_to(before)
        q = Path(after) / rel
        if not q.exists():
            print(f"{rel}: missing after")
            bad += 1
        elif _exact(p, q):
            same += 1
        else:
            bad += 1
            if p.suffix == ".pkl":
                print(f"{rel}: differs: {_compare_frame_exact(pd.read_pickle(p), pd.read_pickle(q))}")
            else:
                la, lb = p.read_text().splitlines(), q.read_text().splitlines()
                i = next((i for i, (x, y) in enumerate(zip(la, lb)) if x != y), None)
                print(f"{rel}: differs: " + (f"line {i + 1}: {la[i][:150]!r} != {lb[i][:150]!r}" if i is not None
                                              else f"{len(la)} lines != {len(lb)} lines"))
    print(f"{same} identical, {bad} differ")
    return 1 if bad else 0


def _compare_frame_exact(a: pd.DataFrame, b: pd.DataFrame) -> str:
    try:
        pd.testing.assert_frame_equal(a, b, check_exact=False, rtol=1e-12)
        return "equal"
    except AssertionError as e:
        return " ".join(str(e).split())[:300]


def compare(before: str, after: str) -> int:
    bad = same = 0
    mapped: dict[str, int] = {}
    for p in sorted(Path(before).rglob("*")):
        if not p.is_file():
            continue
        rel = p.relative_to(before)
        q = Path(after) / rel
        if not q.exists():
            print(f"{rel}: missing after")
            bad += 1
            continue
        name = p.name.removesuffix(p.suffix)
        if p.suffix == ".pkl":
            why = _compare_frame(name, pd.read_pickle(p), pd.read_pickle(q), p.parent)
        else:
            why = _compare_text(name, p.read_text(), q.read_text())
        if why is None:
            same += 1
            if not _exact(p, q):
                family = name.split(".")[0] if p.suffix != ".pkl" else name.split(".")[0] + " tables"
                mapped[family] = mapped.get(family, 0) + 1
        else:
            bad += 1
            print(f"{rel}: differs: {why}")
    extra = [q for q in Path(after).rglob("*") if q.is_file() and not (Path(before) / q.relative_to(after)).exists()]
    for q in extra:
        print(f"{q.relative_to(after)}: new after (not compared)")
    print(f"{same} identical (renames and the listed changes mapped), {bad} differ, {len(extra)} new")
    print(f"  {same - sum(mapped.values())} equal as they are; {sum(mapped.values())} equal once mapped: "
          + ", ".join(f"{k} {n}" for k, n in sorted(mapped.items(), key=lambda kv: -kv[1])))
    return 1 if bad else 0


if __name__ == "__main__":
    cmd, *rest = sys.argv[1:]
    if cmd == "save":
        save(*rest)
    elif cmd == "compare" and rest[:1] == ["--exact"]:
        sys.exit(compare_exact(*rest[1:]))
    elif cmd == "compare":
        sys.exit(compare(*rest))
    else:
        sys.exit(f"usage: {sys.argv[0]} save OUT_DIR [RUN ...] | compare [--exact] BEFORE AFTER")
