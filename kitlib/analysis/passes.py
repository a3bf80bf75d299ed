"""The compiler, pass by pass: which HLO pass made two compiles differ.

Where compile time goes phase by phase is :mod:`kitlib.analysis.compile_phases`; how the phases scale with the
compile thread pool, and pipelines that ran away, :mod:`kitlib.analysis.phase_scaling`.

Two *sides* (a config folder of a run, an XLA dump folder, or ``(Run, config)``) captured with per-pass dumps
(``kit sweep --dump-passes``: ``--xla_dump_hlo_pass_re=.* --xla_dump_module_metadata=true``) are compared pass by
pass (:func:`compare_passes`):

1. Each side's pass sequence per HLO module (:func:`pass_sequence`): from XLA's module metadata where it wrote one
   (XLA:GPU: every pass run, changed or not, with its times; a pipeline run as a pass comes after the passes it
   ran, in the order they finished), then the per-pass dumps the metadata does not list (the passes that run after
   XLA:GPU dumps it); from the per-pass dumps alone elsewhere (XLA:CPU writes no metadata; with the regex ``.*``
   XLA dumps a pass only when it changed the module, so the sequence holds every pipeline's start and the passes
   that changed something). A row's key is (pipeline, pipeline_run, pass, occurrence): the n-th run of a pipeline in
   the module (a fixed-point pipeline runs until nothing changes, each run a pipeline-start) and the n-th run of
   the pass in that pipeline run. The module after each pass is the canonical hash of its dump
   (:func:`kitlib.dumps.hlo_passes.read_hlo_pass`: names, ids, metadata and operand shapes printed before their names left out), carried forward over passes
   that changed nothing; the first row is the module before optimisations, the last the optimised module.
2. The two sequences aligned by key (``difflib`` on the keys, so a pass on one side only keeps its place), and
   for each row whether the modules after it are the same; the first row where they differ
   (:class:`FirstDivergence`) with what differs there (:func:`kitlib.analysis.code.hlo_file_diff`: instructions
   changed, added, removed, as ``kit diff`` shows HLO); and for each kernel whose fusion differs in the end (or the
   one asked for), the first pass after which its instruction differs (fingerprint of the instruction and of the
   computation it calls; a kernel is followed by its name, so a kernel renamed by a pass is followed from there).
3. When every HLO pass gives the same module (Case 1: the split count changes nothing before LLVM), the backend
   files are compared by content (LLVM IR before and after optimisation, PTX, objects) to name the first backend
   step whose output differs, for ``kit diff``'s LLVM / PTX / machine-code levels to take over.

Checked against: jax 0.9.2 XLA:CPU (per-pass dumps, no metadata) and deviceless XLA:GPU (dumps and metadata),
torch_xla 2.9.0 XLA:CPU (dumps), jax/jaxlib 0.4.30 and 0.4.33 XLA:CPU; see ``tests/data/passes``.
"""
from __future__ import annotations

import difflib
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from ..dumps.folder import DumpFolder
from ..dumps.hlo_passes import PIPELINE_START, HloPassDump, sanitize
from ..errors import KitError
from ..runfolder import files
from ..runfolder.run import Run, open_run
from ..schema import Column, Schema, frame, with_doc

#: the dump kinds the pass analysis parses (per-pass HLO, module metadata): a parse of their own (one more entry in
#: the parse cache), since per-pass HLO is no kind a folder parses by default
PASS_KINDS = ("hlo_pass", "module_metadata")
#: the pseudo pipeline of the first and last rows of a sequence
INPUT, OUTPUT = "(input)", "(optimised)"

PASS_SEQUENCE_SCHEMA = Schema(
    [
        Column("hlo_module", "string", "HLO module name"),
        Column("module_id", "Int64", "module id of the dump files (module_<id>)"),
        Column("position", "int64", "0-based place in the sequence: the module before optimisations first, the optimised module last"),
        Column("pipeline", "string", "pipeline (spaces made _, as in dump file names); (input) / (optimised) for the first and last rows"),
        Column("pipeline_run", "int64", "1-based run of the pipeline in the module (a fixed-point pipeline runs until nothing changes)"),
        Column("pass", "string", "pass (pipeline-start at each pipeline run's start; a nested pipeline's name for it as a pass)"),
        Column("occurrence", "int64", "1-based run of the pass within that pipeline run"),
        Column("changed", "boolean", "the pass changed the module: the metadata's module_changed, else a dump after it (regex .*); "
                                     "<NA> for the first and last rows"),
        Column("file", "string", "the dump after the pass (relative to the dump folder); <NA> when XLA wrote none"),
        Column("state_file", "string", "the dump that holds the module after the pass (its own, else the last one before it)"),
        Column("module_hash", "string", "canonical hash of the module after the pass; <NA> when a pass changed it without a dump"),
        Column("duration_us", "float64", "the pass's wall time from the metadata (a nested pipeline's includes its passes); NaN without", "us"),
        Column("self_us", "float64", "duration_us less that of the passes it ran (a nested pipeline), from the metadata; NaN without", "us"),
        Column("source", "string", "metadata (a record of XLA's module metadata) or dumps (a per-pass dump name)"),
    ]
)

PASS_COMPARISON_SCHEMA = Schema(
    [
        Column("hlo_module", "string", "HLO module (a's name)"),
        Column("position", "int64", "0-based row of the aligned sequence"),
        Column("pipeline", "string", "pipeline (spaces made _)"),
        Column("pipeline_run", "int64", "1-based run of the pipeline"),
        Column("pass", "string", "pass"),
        Column("occurrence", "int64", "1-based run of the pass within the pipeline run"),
        Column("side", "string", "both, a or b: where the pass ran (or, from dumps alone, changed something)"),
        Column("changed_a", "boolean", "the pass changed a's module; <NA> where it is not in a's sequence"),
        Column("changed_b", "boolean", "same for b"),
        Column("same", "boolean", "the modules after this row are the same on both sides (canonical hashes); <NA> when one is unknown"),
        Column("hash_a", "string", "canonical hash of a's module after this row (carried over passes a has not)"),
        Column("hash_b", "string", "same for b"),
        Column("file_a", "string", "a's dump holding that module"),
        Column("file_b", "string", "b's dump holding that module"),
        Column("duration_a_us", "float64", "a's pass wall time (metadata); NaN without", "us"),
        Column("duration_b_us", "float64", "b's pass wall time (metadata); NaN without", "us"),
    ]
)

PASS_KERNEL_SCHEMA = Schema(
    [
        Column("hlo_module", "string", "HLO module (a's name)"),
        Column("kernel", "string", "kernel: the instruction's name in the optimised module (a fusion, a library call)"),
        Column("position", "Int64", "row of the aligned sequence after which its instruction first differs; <NA> when it never does"),
        Column("pipeline", "string", "that row's pipeline"),
        Column("pass", "string", "that row's pass"),
        Column("how", "string", "what differs there: differs, only in a, only in b; or same throughout"),
    ]
)

PASS_BACKEND_SCHEMA = Schema(
    [
        Column("hlo_module", "string", "HLO module (a's name)"),
        Column("step", "string", "backend step: LLVM IR emission (ir-no-opt), LLVM optimisation (ir-with-opt), code generation (ptx, object)"),
        Column("n_files_a", "int64", "files of that kind for the module in a"),
        Column("n_files_b", "int64", "same in b"),
        Column("same", "boolean", "the files' contents are the same multiset on both sides; <NA> when neither has one"),
    ]
)

_BACKEND_STEPS = (("LLVM IR emission", "llvm_ir", "no-opt"), ("LLVM optimisation", "llvm_ir", "with-opt"),
                  ("code generation (PTX)", "ptx", None), ("code generation (object)", "object_file", None))


# ============================================================================ sides


@dataclass(frozen=True)
class PassSide:
    """One side: its label, dump folder and parsed per-pass tables."""

    label: str
    dump_dir: Path
    dump: DumpFolder


def _process_with_pass_dumps(run: Run, config: str, dump_dir: Path, dump: DumpFolder) -> tuple[Path, DumpFolder]:
    """The last ok process of a config whose dump holds per-pass dumps (kit bisect dumps passes in one diagnostic
    run of each build, not in its first), else the folder given."""
    for pr in reversed(run.processes(config)):
        d = run.dump_dir(config, pr["process"])
        if pr.get("status") == "ok" and d.is_dir() and d != dump_dir:
            found = files.dump_folder(d, kinds=PASS_KINDS)
            if "hlo_pass_module" in found.tables:
                return d, found
    return dump_dir, dump


def open_pass_side(side: Any, label: str | None = None) -> PassSide:
    """A config folder of a run (its ``dump/``), an XLA dump folder, or ``(Run, config)``, parsed for passes.

    Raises:
        KitError: no such folder; a whole run folder (name a config); no per-pass dumps in it (captured without
            ``--dump-passes``).
    """
    if isinstance(side, tuple) and len(side) == 2 and isinstance(side[0], Run):
        run, config = side
        dump_dir = run.dump_dir(config)
        dump = files.dump_folder(dump_dir, kinds=PASS_KINDS)  # not a folder kind (Run.dump): kit passes asks for them
        if "hlo_pass_module" not in dump.tables:
            dump_dir, dump = _process_with_pass_dumps(run, config, dump_dir, dump)
        name = label or str(config)
    else:
        p = Path(side)
        if not p.is_dir():
            raise KitError(f"{p}: no such folder (a config folder of a run or an XLA dump folder)")
        if files.is_run_folder(p):
            configs = files.config_dump_folders(p)
            hint = f", e.g. {p / configs[0]}" if configs else ""
            raise KitError(f"{p}: a run folder; name one of its config folders{hint}")
        dump_dir = p / "dump" if (p / "dump").is_dir() else p
        dump = files.dump_folder(dump_dir, kinds=PASS_KINDS)
        if "hlo_pass_module" not in dump.tables and files.is_run_folder(p.parent):
            dump_dir, dump = _process_with_pass_dumps(open_run(p.parent), p.name, dump_dir, dump)
        name = label or (p.parent.name if p.name == "dump" else p.name)
    if "hlo_pass_module" not in dump.tables:
        failed = dump.errors[dump.errors["kind"] == "hlo_pass"]
        if len(failed):
            raise KitError(f"{dump_dir}: none of its {len(failed)} per-pass HLO dumps could be read; the first: {failed['error'].iloc[0]}")
        raise KitError(f"{dump_dir}: no per-pass HLO dumps (capture with --dump-passes, i.e. "
                       "--xla_dump_hlo_pass_re=.* --xla_dump_module_metadata=true)")
    return PassSide(name, dump_dir, dump)


# ============================================================================ one side's sequence


def _post_order(meta: pd.DataFrame) -> list[int]:
    """Row order of a module's metadata records by when each pass finished: a pipeline run as a pass after the
    passes it ran (records come in start order; a record is such a pipeline when the next record is that
    pipeline's ``pipeline-start``)."""
    passes = [sanitize(x) for x in meta["pass"].tolist()]
    pipes = [sanitize(x) for x in meta["pipeline"].tolist()]
    order: list[int] = []
    stack: list[int] = []  # open nested pipelines (row numbers)
    for i in range(len(meta)):
        while stack and pipes[i] != passes[stack[-1]]:
            order.append(stack.pop())
        nxt = i + 1
        if nxt < len(meta) and passes[nxt] == PIPELINE_START and pipes[nxt] == passes[i]:
            stack.append(i)
        else:
            order.append(i)
    order.extend(reversed(stack))
    return order


def _self_us(meta: pd.DataFrame) -> list[float]:
    """Each record's duration less its direct children's (the passes a nested pipeline ran)."""
    passes = [sanitize(x) for x in meta["pass"].tolist()]
    pipes = [sanitize(x) for x in meta["pipeline"].tolist()]
    dur = meta["duration_us"].astype(float).tolist()
    out = list(dur)
    stack: list[int] = []
    for i in range(len(meta)):
        while stack and pipes[i] != passes[stack[-1]]:
            stack.pop()
        if stack:
            out[stack[-1]] -= dur[i]
        if i + 1 < len(meta) and passes[i + 1] == PIPELINE_START and pipes[i + 1] == passes[i]:
            stack.append(i)
    return [max(x, 0.0) for x in out]


def _keys(pipes: list[str], passes: list[str], after: Iterable[dict[str, Any]] = ()) -> tuple[list[int], list[int]]:
    """(pipeline_run, occurrence) of records in start order, counting on from the rows ``after`` (a sequence's
    earlier rows: the dumps that follow the metadata's records)."""
    runs: dict[str, int] = {}
    seen: dict[tuple[str, int, str], int] = {}
    for row in after:
        runs[row["pipeline"]] = max(runs.get(row["pipeline"], 0), row["pipeline_run"])
        k = (row["pipeline"], row["pipeline_run"], row["pass"])
        seen[k] = max(seen.get(k, 0), row["occurrence"])
    run_of, occ = [], []
    for pipe, p in zip(pipes, passes, strict=True):
        if p == PIPELINE_START:
            runs[pipe] = runs.get(pipe, 0) + 1
        r = max(runs.get(pipe, 1), 1)
        seen[(pipe, r, p)] = seen.get((pipe, r, p), 0) + 1
        run_of.append(r)
        occ.append(seen[(pipe, r, p)])
    return run_of, occ


def _module_files(side: PassSide, module_id: int, hlo_module: str, kind: str) -> list[str]:
    idx = side.dump.files
    sel = (idx["module_id"] == module_id).fillna(False) & (idx["hlo_module"] == hlo_module).fillna(False) & (idx["kind"] == kind)
    return idx.loc[sel, "file"].tolist()


def _canonical(path: Path) -> HloPassDump:
    """A whole-module HLO file (before / after optimisations, a per-pass dump) canonicalised by the per-pass reader."""
    return files.read_file(path, "hlo_pass")


def _state_hash(side: PassSide, file: str | None) -> str | None:
    """Canonical hash of a whole-module HLO file of the side (before / after optimisations)."""
    return _canonical(side.dump_dir / file).module_hash if file else None


def _modules(side: PassSide) -> list[tuple[int, str]]:
    mods = side.dump["hlo_pass_module"][["module_id", "hlo_module"]].drop_duplicates()
    return [(int(m), str(n)) for m, n in sorted(zip(mods["module_id"], mods["hlo_module"], strict=True))]


def _one_sequence(side: PassSide, module_id: int, hlo_module: str) -> list[dict[str, Any]]:
    dumps = side.dump["hlo_pass_module"]
    d = dumps[((dumps["module_id"] == module_id) & (dumps["hlo_module"] == hlo_module) & (dumps["dump_point"] == "between")).fillna(False)]
    d = d.sort_values("step")
    hash_of = dict(zip(d["file"].tolist(), d["module_hash"].tolist(), strict=True))
    rows: list[dict[str, Any]] = []
    meta = None
    if "module_metadata_passes" in side.dump.tables:
        m = side.dump["module_metadata_passes"]
        meta = m[m["module_id"] == module_id].sort_values("pass_id").reset_index(drop=True)
        # module_<id>.metadata.textproto names no module: it is this one's when the dumps it lists are this module's
        if meta.empty or not meta["dump_file"].dropna().isin(hash_of).any():
            meta = None
    listed: set[str] = set()
    if meta is not None:
        pipes, passes = [sanitize(x) for x in meta["pipeline"]], [sanitize(x) for x in meta["pass"]]
        run_of, occ = _keys(pipes, passes)
        self_us = _self_us(meta)
        for i in _post_order(meta):
            f = meta.at[i, "dump_file"]
            f = None if pd.isna(f) else str(f)
            if f is not None and f not in hash_of:  # the dump was not kept (a trimmed folder): its state is unknown
                f = None
            listed.update([f] if f else [])
            rows.append({"pipeline": pipes[i], "pipeline_run": run_of[i], "pass": passes[i], "occurrence": occ[i],
                         "changed": bool(meta.at[i, "module_changed"]), "file": f,
                         "duration_us": float(meta.at[i, "duration_us"]), "self_us": self_us[i], "source": "metadata"})
    rest = d[~d["file"].isin(listed)]
    if meta is not None and listed:  # dumps after the metadata was written (XLA:GPU's scheduling passes)
        last = int(d.loc[d["file"].isin(listed), "step"].max())
        rest = rest[rest["step"] > last]
    pipes = rest["pipeline"].astype(str).tolist()
    passes = rest["pass"].astype(str).tolist()
    run_of, occ = _keys(pipes, passes, rows)
    for j, f in enumerate(rest["file"].tolist()):
        rows.append({"pipeline": pipes[j], "pipeline_run": run_of[j], "pass": passes[j], "occurrence": occ[j],
                     "changed": passes[j] != PIPELINE_START, "file": f, "duration_us": float("nan"),
                     "self_us": float("nan"), "source": "dumps"})
    before = _module_files(side, module_id, hlo_module, "hlo_before_optimizations")
    after = _module_files(side, module_id, hlo_module, "hlo_after_optimizations")
    out = [{"pipeline": INPUT, "pipeline_run": 1, "pass": "before_optimizations", "occurrence": 1, "changed": None,
            "file": before[0] if before else None, "module_hash": _state_hash(side, before[0] if before else None),
            "duration_us": float("nan"), "self_us": float("nan"), "source": "dumps"}]
    state_file, state = out[0]["file"], out[0]["module_hash"]
    for r in rows:
        if r["file"]:
            state_file, state = r["file"], hash_of[r["file"]]
        elif r["changed"] and r["pass"] != PIPELINE_START:
            state_file, state = None, None  # changed without a dump: unknown from here until the next dump
        out.append({**r, "module_hash": state, "state_file": state_file})
    out.append({"pipeline": OUTPUT, "pipeline_run": 1, "pass": "after_optimizations", "occurrence": 1, "changed": None,
                "file": after[0] if after else None, "module_hash": _state_hash(side, after[0] if after else None),
                "duration_us": float("nan"), "self_us": float("nan"), "source": "dumps"})
    out[0]["state_file"], out[-1]["state_file"] = out[0]["file"], out[-1]["file"]
    for k, r in enumerate(out):
        r.update(hlo_module=hlo_module, module_id=module_id, position=k)
    return out


@with_doc(PASS_SEQUENCE_SCHEMA)
def pass_sequence(side: Any) -> pd.DataFrame:
    """Every HLO module's pass sequence on one side (a config folder, a dump folder or ``(Run, config)``).

    Returns:
        One row per pass run (plus the module before and after optimisations), in the order the passes finished,
        with columns:
        {schema}

    Raises:
        KitError: as :func:`open_pass_side`.
        ParseError: a before / after-optimisation HLO file that cannot be read.
    """
    s = side if isinstance(side, PassSide) else open_pass_side(side)
    rows = [r for mid, name in _modules(s) for r in _one_sequence(s, mid, name)]
    return frame(rows, PASS_SEQUENCE_SCHEMA)


# ============================================================================ two sides


@dataclass(frozen=True)
class FirstDivergence:
    """The first row of the aligned sequences after which the two modules differ.

    Attributes:
        hlo_module, position, pipeline, pipeline_run, pass_name, occurrence: the row (see :data:`PASS_COMPARISON_SCHEMA`).
        how: what happened there: ``changed on a only``, ``changed on both, differently``, ``ran on a only``
            (absent from b's pipeline: disabled, or not in that build), ...
        file_a, file_b: the dumps holding each side's module after that row.
        hlo: :data:`kitlib.analysis.code.HLO_DIFF_SCHEMA` rows of the two modules there that differ (in more than
            their metadata).
        counts: changed / added / removed instruction counts of ``hlo``.
    """

    hlo_module: str
    position: int
    pipeline: str
    pipeline_run: int
    pass_name: str
    occurrence: int
    how: str
    file_a: str | None
    file_b: str | None
    hlo: pd.DataFrame = field(repr=False)
    counts: dict[str, int] = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.where} ({self.hlo_module}): {self.how}"

    @property
    def where(self) -> str:
        run = f" (run {self.pipeline_run})" if self.pipeline_run > 1 else ""
        occ = f" #{self.occurrence}" if self.occurrence > 1 else ""
        return f"{self.pass_name}{occ} in {self.pipeline}{run}"


@dataclass
class PassComparison:
    """:func:`compare_passes`'s answer.

    Attributes:
        a, b: the sides' labels.
        passes: the aligned sequences, :data:`PASS_COMPARISON_SCHEMA` (every module pair, in module order).
        first_divergence: the first row after which the modules differ, in the largest module pair that diverges
            (by the size of A's optimised module: a torch_xla step's graph rather than a set-up graph beside it; the
            first such pair on a tie); None when they are identical through every pass, the optimised module included.
        kernels: :data:`PASS_KERNEL_SCHEMA`, a row per kernel whose instruction differs in the end, or that was named
            (``kernel``: that one alone; ``kernels``: these too).
        backend: :data:`PASS_BACKEND_SCHEMA`, the backend files compared by content per module.
        unpaired: modules of one side with no counterpart on the other (``a: name`` / ``b: name``).
    """

    a: str
    b: str
    passes: pd.DataFrame
    first_divergence: FirstDivergence | None
    kernels: pd.DataFrame
    backend: pd.DataFrame
    unpaired: list[str] = field(default_factory=list)

    @property
    def n_passes(self) -> int:
        """HLO pass rows compared (the input and optimised-module rows left out)."""
        return int((~self.passes["pipeline"].isin([INPUT, OUTPUT])).sum())

    def verdict(self) -> str:
        """One line: the first divergent pass, or "identical through all N HLO passes" and where they differ after."""
        fd = self.first_divergence
        if fd is not None:
            if fd.pipeline == INPUT:
                return f"{self.b} vs {self.a}: the HLO modules differ before the first pass ({fd.hlo_module}: the input differs)"
            if fd.pipeline == OUTPUT:
                return (f"{self.b} vs {self.a}: identical through all {self._n(fd.hlo_module)} HLO passes dumped; the optimised "
                        f"modules differ ({fd.hlo_module}: a step after the last dumped pass, e.g. scheduling)")
            return f"{self.b} vs {self.a}: first differs after {fd.where} ({fd.hlo_module}: {fd.how})"
        head = f"{self.b} vs {self.a}: identical through all {self.n_passes} HLO passes and the optimised module"
        diff = self.backend[self.backend["same"].eq(False)]
        if diff.empty:
            return head + ("; the backend files are the same too" if self.backend["same"].notna().any() else "")
        first = diff.iloc[0]
        return head + (f"; differs after the HLO passes, in {first['step']} ({first['n_files_a']} vs {first['n_files_b']} files; "
                       f"see kit diff {self.a} {self.b} --level llvm / asm)")

    def _n(self, module: str) -> int:
        p = self.passes
        return int(((p["hlo_module"] == module) & ~p["pipeline"].isin([INPUT, OUTPUT])).sum())

    def text(self) -> str:
        """What ``kit passes A B`` prints."""
        out = [f"a: {self.a}", f"b: {self.b}", self.verdict()]
        p = self.passes
        for m in p["hlo_module"].unique():
            g = p[(p["hlo_module"] == m) & ~p["pipeline"].isin([INPUT, OUTPUT])]
            n_diff = int(g["same"].eq(False).sum())
            one = g["side"].ne("both").sum()
            out.append(f"{m}: {len(g)} passes aligned, {one} on one side only, modules differ after {n_diff}")
        fd = self.first_divergence
        if fd is not None:
            out.append(f"first divergence: {fd.where} [{fd.hlo_module}, row {fd.position}]: {fd.how}")
            out.append(f"  a: {fd.file_a}")
            out.append(f"  b: {fd.file_b}")
            if fd.counts:
                out.append("  HLO there (b vs a): " + ", ".join(f"{n} {k}" for k, n in fd.counts.items()))
            for r in fd.hlo.head(20).itertuples():
                name = r.name_a if pd.notna(r.name_a) else r.name_b
                what = f" ({r.changes})" if pd.notna(r.changes) else ""
                out.append(f"    {r.status:9} {r.computation}/{name} [{r.opcode}]{what}")
            if len(fd.hlo) > 20:
                out.append(f"    ... {len(fd.hlo) - 20} more")
        k = self.kernels
        if len(k):
            out.append(f"kernels ({len(k)}): the pass after which each kernel's instruction first differs")
            for r in k.head(40).itertuples(index=False):
                where = f"{r[4]} in {r.pipeline} [row {r.position}]" if pd.notna(r.position) else "never"
                out.append(f"  {r.hlo_module}/{r.kernel}: {where} ({r.how})")
        if self.unpaired:
            out.append("modules on one side only: " + ", ".join(self.unpaired))
        b = self.backend
        if len(b) and fd is None:
            for r in b.itertuples():
                state = "none" if pd.isna(r.same) else "same" if r.same else "differ"
                out.append(f"  backend {r.hlo_module}: {r.step}: {r.n_files_a} vs {r.n_files_b} files, {state}")
        return "\n".join(out)

    def to_json(self) -> str:
        """The ``kit passes --json`` object: verdict, first divergence, the aligned rows, kernels, backend."""
        def rows(df: pd.DataFrame) -> list[dict[str, Any]]:
            return [{k: (None if v is pd.NA or (isinstance(v, float) and v != v) else v) for k, v in r.items()}
                    for r in df.astype(object).to_dict("records")]

        fd = self.first_divergence
        doc = {"a": self.a, "b": self.b, "verdict": self.verdict(), "n_passes": self.n_passes,
               "first_divergence": None if fd is None else {
                   "hlo_module": fd.hlo_module, "position": fd.position, "pipeline": fd.pipeline, "pipeline_run": fd.pipeline_run,
                   "pass": fd.pass_name, "occurrence": fd.occurrence, "how": fd.how, "file_a": fd.file_a, "file_b": fd.file_b,
                   "counts": fd.counts, "hlo": rows(fd.hlo)},
               "passes": rows(self.passes), "kernels": rows(self.kernels), "backend": rows(self.backend),
               "unpaired": self.unpaired}
        return json.dumps(doc, indent=1, default=lambda v: int(v) if hasattr(v, "__int__") else str(v))


def _pair_modules(a: pd.DataFrame, b: pd.DataFrame, sa: PassSide, sb: PassSide) -> tuple[list[tuple[str, str]], list[str]]:
    """Modules of a and b (pass sequences) paired by name, the rest by :func:`kitlib.analysis.code.pair_modules` on
    their optimised modules (each one's last dump); and those left unpaired."""
    from .code import pair_modules

    na, nb = list(dict.fromkeys(a["hlo_module"])), list(dict.fromkeys(b["hlo_module"]))
    ra, rb = [n for n in na if n not in nb], [n for n in nb if n not in na]

    def optimised(q: pd.DataFrame, side: PassSide, names: list[str]) -> dict[str, Any]:
        last = {n: q.loc[q["hlo_module"] == n, "state_file"].dropna() for n in names}
        return {n: files.read_file(side.dump_dir / str(f.iloc[-1]), "hlo_after_optimizations")
                for n, f in last.items() if not f.empty}

    renamed = pair_modules(optimised(a, sa, ra), optimised(b, sb, rb)) if ra and rb else []
    order = {n: i for i, n in enumerate(na)}
    pairs = sorted([(n, n) for n in na if n in nb] + renamed, key=lambda p: order[p[0]])
    pa, pb = {x for x, _ in pairs}, {y for _, y in pairs}
    return pairs, [f"a: {n}" for n in na if n not in pa] + [f"b: {n}" for n in nb if n not in pb]


def _align(sa: pd.DataFrame, sb: pd.DataFrame, module: str) -> list[dict[str, Any]]:
    """The two sequences of one module pair merged by key, each side's module carried over rows it lacks."""
    key = ["pipeline", "pipeline_run", "pass", "occurrence"]
    ka = list(sa[key].itertuples(index=False, name=None))
    kb = list(sb[key].itertuples(index=False, name=None))
    ra, rb = sa.to_dict("records"), sb.to_dict("records")
    merged: list[tuple[dict | None, dict | None]] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, ka, kb, autojunk=False).get_opcodes():
        if tag == "equal":
            merged += [(ra[i], rb[j]) for i, j in zip(range(i1, i2), range(j1, j2), strict=True)]
        else:  # a's rows, b's slotted in before a row of a later run of their pipeline
            i, j = i1, j1
            while i < i2 or j < j2:
                take_b = j < j2 and (i >= i2 or (ka[i][0] == kb[j][0] and kb[j][1] < ka[i][1]))
                merged.append((None, rb[j]) if take_b else (ra[i], None))
                j, i = (j + 1, i) if take_b else (j, i + 1)
    out = []
    last_a, last_b = ra[0], rb[0]
    for pos, (x, y) in enumerate(merged):
        last_a, last_b = x or last_a, y or last_b
        r = x or y
        assert r is not None
        ha, hb = last_a["module_hash"], last_b["module_hash"]
        out.append({"hlo_module": module, "position": pos, "pipeline": r["pipeline"], "pipeline_run": r["pipeline_run"],
                    "pass": r["pass"], "occurrence": r["occurrence"], "side": "both" if x and y else "a" if x else "b",
                    "changed_a": x["changed"] if x else None, "changed_b": y["changed"] if y else None,
                    "same": None if pd.isna(ha) or pd.isna(hb) else ha == hb, "hash_a": ha, "hash_b": hb,
                    "file_a": last_a["state_file"], "file_b": last_b["state_file"],
                    "duration_a_us": x["duration_us"] if x else float("nan"), "duration_b_us": y["duration_us"] if y else float("nan")})
    return out


def _how(r: pd.Series) -> str:
    if r["pipeline"] == INPUT:
        return "the modules differ before any pass"
    if r["pipeline"] == OUTPUT:
        return "the optimised modules differ"
    if r["pass"] == PIPELINE_START and r["side"] == "both":
        return "the modules differ at the pipeline's start: changed between two pipelines, outside any HLO pass (e.g. the scheduler)"
    if r["side"] != "both":
        other = "b" if r["side"] == "a" else "a"
        return (f"ran on {r['side']} only (not in {other}'s pipeline: disabled, or absent from that build)"
                if r["pass"] != PIPELINE_START else f"pipeline run on {r['side']} only")
    ca, cb = r["changed_a"], r["changed_b"]
    if ca is True and cb is True:
        return "changed both, differently"
    if ca is True or cb is True:
        return f"changed {'a' if ca is True else 'b'} only"
    return "neither changed the module here: an earlier difference surfaced (a pass that changed it without a dump)"


def _first_divergence(rows: pd.DataFrame, a: PassSide, b: PassSide) -> FirstDivergence | None:
    diverged = rows[rows["same"].eq(False)]
    if diverged.empty:
        return None
    r = diverged.iloc[0]
    fa = None if pd.isna(r["file_a"]) else str(r["file_a"])
    fb = None if pd.isna(r["file_b"]) else str(r["file_b"])
    hlo = pd.DataFrame()
    counts: dict[str, int] = {}
    if fa and fb:
        from .code import hlo_file_diff

        d, _ = hlo_file_diff(a.dump_dir / fa, b.dump_dir / fb)
        # metadata alone (op_name, source line) is not what the canonical hash compares: left out
        hlo = d[(d["status"] != "unchanged") & (d["changes"].fillna("") != "metadata")].reset_index(drop=True)
        counts = {k: int(v) for k, v in hlo["status"].value_counts().items()}
    return FirstDivergence(str(r["hlo_module"]), int(r["position"]), str(r["pipeline"]), int(r["pipeline_run"]),
                           str(r["pass"]), int(r["occurrence"]), _how(r), fa, fb, hlo, counts)


def _instructions(side: PassSide) -> dict[str, dict[str, str]]:
    """file -> {instruction name: fingerprint} of the side's per-pass dumps."""
    t = side.dump["hlo_pass_instructions"]
    out: dict[str, dict[str, str]] = {}
    for f, n, fp in zip(t["file"].tolist(), t["name"].tolist(), t["fingerprint"].tolist(), strict=True):
        out.setdefault(f, {})[n] = fp
    return out


def _final_instructions(side: PassSide, file: str | None) -> dict[str, str]:
    if not file:
        return {}
    t = _canonical(side.dump_dir / file).instructions
    return dict(zip(t["name"].tolist(), t["fingerprint"].tolist(), strict=True))


def _names_back(maps: list[dict[str, str]], name: str) -> list[str | None]:
    """The kernel's name after each row on one side, followed backward from the last row through renames (an
    instruction of the same fingerprint, unique in the earlier module, where the name is not yet there)."""
    out: list[str | None] = [None] * len(maps)
    cur: str | None = name
    for i in range(len(maps) - 1, -1, -1):
        if cur is None:
            break
        if cur not in maps[i]:
            fp = maps[i + 1].get(cur) if i + 1 < len(maps) else None
            hits = [n for n, f in maps[i].items() if f == fp] if fp is not None else []
            cur = hits[0] if len(hits) == 1 else None
        out[i] = cur
    return out


def _kernel_passes(rows: pd.DataFrame, a: PassSide, b: PassSide, kernel: str | None,
                   kernels: Iterable[str] | None) -> list[dict[str, Any]]:
    """For each kernel (the one asked for; else those whose instruction differs in the optimised modules and the ones
    given), the first row after which its instruction differs, the kernel followed back through renames."""
    if rows.empty:
        return []
    module = str(rows["hlo_module"].iloc[0])
    ia, ib = _instructions(a), _instructions(b)
    last = rows.iloc[-1]
    fin_a = _final_instructions(a, None if pd.isna(last["file_a"]) else str(last["file_a"]))
    fin_b = _final_instructions(b, None if pd.isna(last["file_b"]) else str(last["file_b"]))

    def maps(inst: dict[str, dict[str, str]], col: str, fin: dict[str, str]) -> list[dict[str, str]]:
        return [fin if p == OUTPUT else {} if p == INPUT else inst.get(f, {}) if isinstance(f, str) else {}
                for p, f in zip(rows["pipeline"].tolist(), rows[col].tolist(), strict=True)]

    mas, mbs = maps(ia, "file_a", fin_a), maps(ib, "file_b", fin_b)
    if kernel is not None:
        wanted = [kernel] if kernel in fin_a or kernel in fin_b else []
    else:
        opcodes = _final_opcodes(a, b, last)
        differ = {k for k in set(fin_a) | set(fin_b) if fin_a.get(k) != fin_b.get(k) and opcodes.get(k) in _KERNEL_OPCODES}
        wanted = sorted(differ | {k for k in (kernels or ()) if k in fin_a or k in fin_b})
    out = []
    for k in wanted:
        na, nb = _names_back(mas, k), _names_back(mbs, k)
        hit = None
        for i, r in enumerate(rows.itertuples(index=False)):
            name_a, name_b = na[i], nb[i]
            xa = mas[i].get(name_a) if name_a else None
            xb = mbs[i].get(name_b) if name_b else None
            if (xa is None and xb is None) or xa == xb:
                continue
            hit = (r.position, r.pipeline, r[4], "differs" if xa and xb else "only in a" if xa else "only in b")
            break
        out.append({"hlo_module": module, "kernel": k, "position": hit[0] if hit else None, "pipeline": hit[1] if hit else None,
                    "pass": hit[2] if hit else None, "how": hit[3] if hit else "same throughout"})
    return out


_KERNEL_OPCODES = frozenset({"fusion", "custom-call", "dot", "convolution", "sort", "scatter", "reduce", "copy",
                             "reduce-window", "select-and-scatter", "dynamic-update-slice", "all-reduce"})


def _final_opcodes(a: PassSide, b: PassSide, last: pd.Series) -> dict[str, str]:
    """Instruction name -> opcode in the two sides' last modules (side a's where both hold the name), read once: an
    instruction becomes a kernel when its opcode is one of :data:`_KERNEL_OPCODES` (a fusion or a library call; not a
    parameter, constant, tuple)."""
    out: dict[str, str] = {}
    for side, f in ((b, last["file_b"]), (a, last["file_a"])):
        if isinstance(f, str):
            t = _canonical(side.dump_dir / f).instructions
            out.update(zip(t["name"].astype(str), t["opcode"].astype(str)))
    return out


def _backend(a: PassSide, b: PassSide, ma: str, mb: str, module: str) -> list[dict[str, Any]]:
    ida, idb = a.dump.files, b.dump.files
    out = []
    def pick(idx: pd.DataFrame, name: str, kind: str, stage: str | None) -> pd.DataFrame:
        sel = ((idx["hlo_module"] == name) & (idx["kind"] == kind)).fillna(False)
        if stage is not None:
            sel &= idx["stage"] == stage
        return idx[sel]

    for step, kind, stage in _BACKEND_STEPS:
        fa, fb = pick(ida, ma, kind, stage), pick(idb, mb, kind, stage)
        if fa.empty and fb.empty:
            continue
        ha = sorted(files.content_digest(a.dump_dir / f) for f in fa["file"])
        hb = sorted(files.content_digest(b.dump_dir / f) for f in fb["file"])
        out.append({"hlo_module": module, "step": step, "n_files_a": len(fa), "n_files_b": len(fb), "same": ha == hb})
    return out


def compare_passes(a: Any, b: Any, *, kernel: str | None = None, kernels: Iterable[str] | None = None) -> PassComparison:
    """Which HLO pass made two compiles differ (``kit passes A B``).

    Args:
        a, b: each a config folder of a run, an XLA dump folder, or ``(Run, config)``, captured with per-pass dumps
            (``kit sweep --dump-passes``; any ``--xla_dump_hlo_pass_re=.*`` dump folder).
        kernel: follow only this kernel (its name in the optimised module).
        kernels: follow these kernels too (e.g. those ``kit compare`` calls slower), besides every kernel whose
            instruction differs between the two optimised modules (followed always).

    Returns:
        :class:`PassComparison`: ``.passes`` (the aligned DataFrame, :data:`PASS_COMPARISON_SCHEMA`), ``.first_divergence``
        (None when identical through all passes), ``.kernels``, ``.backend``, ``.text()`` (what ``kit passes``
        prints), ``.to_json()``.

    Raises:
        KitError: a side that is not a folder, a whole run folder, no per-pass dumps on a side, no module in common.
        ParseError: an HLO file that cannot be read.
    """
    sa, sb = (x if isinstance(x, PassSide) else open_pass_side(x, lab) for x, lab in ((a, None), (b, None)))
    qa, qb = pass_sequence(sa), pass_sequence(sb)
    pairs, unpaired = _pair_modules(qa, qb, sa, sb)
    if not pairs:
        raise KitError(f"{sa.dump_dir} and {sb.dump_dir}: no HLO module with per-pass dumps on both sides")
    rows: list[pd.DataFrame] = []
    kern: list[dict[str, Any]] = []
    back: list[dict[str, Any]] = []
    diverged: list[tuple[int, int, pd.DataFrame]] = []  # (size of A's optimised module, pair number, rows)
    sizes = dict(zip(sa.dump.files["file"], sa.dump.files["size_bytes"], strict=True))
    for i, (ma, mb) in enumerate(pairs):
        m = pd.DataFrame(_align(qa[qa["hlo_module"] == ma].reset_index(drop=True),
                                qb[qb["hlo_module"] == mb].reset_index(drop=True), ma))
        m = frame(m, PASS_COMPARISON_SCHEMA)
        rows.append(m)
        if m["same"].eq(False).any():
            last = m["file_a"].dropna()
            diverged.append((int(sizes.get(last.iloc[-1], 0)) if len(last) else 0, -i, m))
        if kernel is None or kernel:
            kern += _kernel_passes(m, sa, sb, kernel, kernels)
        back += _backend(sa, sb, ma, mb, ma)
    passes = pd.concat(rows, ignore_index=True) if rows else PASS_COMPARISON_SCHEMA.empty()
    # the largest module that diverges (a torch_xla step's graph, not a set-up graph beside it); ties: the first
    first = _first_divergence(max(diverged, key=lambda d: d[:2])[2], sa, sb) if diverged else None
    return PassComparison(sa.label, sb.label, frame(passes, PASS_COMPARISON_SCHEMA), first,
                          frame(kern, PASS_KERNEL_SCHEMA), frame(back, PASS_BACKEND_SCHEMA), unpaired)


def run_pass_comparisons(run: Run | str | Path, base: str | None = None) -> list[PassComparison]:
    """:func:`compare_passes` of every ok config of a run against ``base`` (default the first ok config), for the
    configs captured with per-pass dumps (``--dump-passes``); ``[]`` when fewer than two have them.

    Raises:
        RunFolderError: not a run folder.
    """
    from ..runfolder.run import as_run

    r = as_run(run)
    names = [c for c in r.ok_configs if r.dump_dir(c).is_dir()]
    sides = {}
    for c in names:
        try:
            sides[c] = open_pass_side((r, c))
        except KitError:
            continue
    base = base if base in sides else next(iter(sides), None)
    if base is None:
        return []
    return [compare_passes(sides[base], sides[c]) for c in sides if c != base]


def confirm_verdict(run: Path, pass_name: str) -> dict[str, Any]:
    """The comparisons of a ``kit passes --confirm`` run (:mod:`kitlib.capture.confirm`: configs a, b and each
    without the pass), and whether disabling the pass restored the slower side's time (the kit's one rule,
    :func:`kitlib.analysis.stats.restoration`).

    Returns:
        ``{"run", "pass", "b_vs_a", "<side>_without_vs_<side>", "verdict" (a sentence led by the
        :class:`~kitlib.analysis.stats.Restoration` word, or saying why none), "slower", "without_vs_self",
        "without_vs_other", "lines" (what ``kit passes`` prints)}``; the comparisons as ``kit compare --json`` gives
        them.

    Raises:
        KitError: the run has no ok config b.
    """
    from .compare import run_pairs
    from .stats import Restoration, restoration

    def heads(base: str) -> dict[str, Any]:
        return {p.b.label: p.comparison for p in run_pairs(run, base=base, traces=False)}  # end to end: no profiles

    vs_a, vs_b = heads("a"), heads("b")
    ab = vs_a.get("b")
    if ab is None:
        raise KitError(f"{run}: the confirm run has no ok config b")
    e = ab.end_to_end.iloc[0]
    lines = [f"confirm ({run}): --xla_disable_hlo_passes={pass_name}", "  " + ab.headline("a", "b")]
    out: dict[str, Any] = {"run": str(run), "pass": pass_name, "b_vs_a": ab.to_json()["end_to_end"]}
    vs = {"a": vs_a, "b": vs_b}
    for side in ("a", "b"):  # the ablation on each side, whatever a and b's own comparison says
        c = vs[side].get(f"{side}-without-pass")
        if c is not None:
            lines.append("  " + c.headline(side, f"{side}-without-pass"))
            out[f"{side}_without_vs_{side}"] = c.to_json()["end_to_end"]
    if e["verdict"] not in ("slower", "faster"):
        out["verdict"] = f"can't tell which side is slower (b vs a: {e['verdict']}): nothing to restore"
        lines.append("  " + out["verdict"])
        return {**out, "lines": lines}
    slower, other = ("b", "a") if e["verdict"] == "slower" else ("a", "b")
    fixed = f"{slower}-without-pass"
    c_self, c_other = vs[slower].get(fixed), vs[other].get(fixed)
    if c_self is None or c_other is None:
        out["verdict"] = f"{fixed} did not run (XLA refused the flag or failed: see {run}/manifest.json)"
        lines.append("  " + out["verdict"])
        return {**out, "lines": lines}
    es, eo = c_self.end_to_end.iloc[0], c_other.end_to_end.iloc[0]
    lines.append("  " + c_other.headline(other, fixed))
    r = restoration(es["verdict"], eo["verdict"])  # the kit's one rule (analysis/stats.py)
    if r in (Restoration.RESTORED, Restoration.PARTLY):
        v = f"{r}: disabling {pass_name} made {slower} faster, {eo['verdict']} against {other}"
    elif r in (Restoration.NOT_RESTORED, Restoration.AWAY):
        v = f"{r}: disabling {pass_name} left {slower} {es['verdict']}"
    else:
        v = f"can't tell whether disabling {pass_name} restored {slower}'s time"
    out.update(verdict=v, slower=slower, without_vs_self=c_self.to_json()["end_to_end"], without_vs_other=c_other.to_json()["end_to_end"])
    lines.append("  " + v)
    return {**out, "lines": lines}


__all__ = ["PASS_BACKEND_SCHEMA", "PASS_COMPARISON_SCHEMA", "FirstDivergence", "PASS_KERNEL_SCHEMA", "PASS_KINDS", "PassComparison",
           "PASS_SEQUENCE_SCHEMA", "compare_passes", "confirm_verdict", "open_pass_side", "pass_sequence", "run_pass_comparisons"]
