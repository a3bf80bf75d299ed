"""The split-module lab: replay XLA's parallel LLVM compilation with LLVM's own tools.

XLA:GPU cut one LLVM module into N parts with ``llvm::SplitModule``
(``PreserveLocals``), then optimised and compiled each part on its own
thread. A constant global lands in one part; the others only declare it
``external`` and can no longer fold it (shared/CASES.md, Case 1). This module
does the same on any module with ``llvm-split --preserve-locals
--round-robin``, ``opt -O3`` and ``llc`` per part, optionally applying XLA's
fix (each part gets an internal copy of every initialised constant), and
reports constant globals and the loads that read them, per part and per
kernel, next to the unsplit baseline.

The seams: :mod:`.tools` runs LLVM's tools, :mod:`.inputs` turns the input
into one module, :mod:`.fix` is XLA's fix, :mod:`.code` reads what the
compiled code loads, :mod:`.results` holds the settings, the typed part
results and the tables; this module runs the stages in order.

Public entry points: :func:`split_lab`, :func:`split_sweep` (and, re-exported,
:func:`find_lab_modules`, :func:`link_modules`, :func:`apply_fix`).
"""
from __future__ import annotations

import os
import resource
import shutil
import tempfile
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

import pandas as pd

from ..dumps.llvm_ir import GlobalStatus, LlvmModule, constant_globals, read_llvm_ir
from ..errors import ParseError
from ..schema import frame, with_doc
from .code import CompiledCode, compile_and_read
from .fix import apply_fix, definition_lines
from .inputs import find_lab_modules, prepare
from .results import (
    DEFAULT_MCPU,
    LAB_BASELINE_SCHEMA,
    LAB_CONSTANTS_SCHEMA,
    LAB_KERNELS_SCHEMA,
    LAB_LOADS_SCHEMA,
    LAB_PARTS_SCHEMA,
    LAB_SWEEP_SCHEMA,
    TARGETS,
    LabResult,
    PartConstant,
    PartRun,
    SplitSettings,
    StageTimes,
)
from .tools import LlvmTools, disassemble, find_llvm_tools, link_modules, split_module

__all__ = [
    "LAB_BASELINE_SCHEMA", "LAB_CONSTANTS_SCHEMA", "DEFAULT_MCPU", "LAB_KERNELS_SCHEMA", "LAB_LOADS_SCHEMA", "LAB_PARTS_SCHEMA",
    "LAB_SWEEP_SCHEMA", "TARGETS", "LabResult", "SplitSettings", "apply_fix", "find_lab_modules", "link_modules",
    "split_lab", "split_sweep",
]


@with_doc(LAB_PARTS_SCHEMA)
def split_lab(
    module_path: str | Path | Sequence[str | Path],
    parts: int,
    target: str | None = "nvptx64",
    mcpu: str | None = None,
    fix: bool = False,
    fix_max_elements: int | None = None,
    workdir: str | Path | None = None,
    jobs: int | None = None,
    tools: LlvmTools | None = None,
) -> LabResult:
    """Split a module into ``parts`` like XLA did, compile each part, report constant loads.

    ``module_path``: a ``.ll``/``.bc`` file, a list of files to link, or a
    dump folder (its XLA:CPU kernel modules are linked; an XLA:GPU
    ``.inlined.ir-no-opt.ll`` is taken). The other arguments are those of
    :class:`~kitlib.lab.results.SplitSettings`: ``target`` nvptx64, x86-64,
    or None/"auto" for the module's triple; ``mcpu`` defaults to sm_70 on
    NVPTX; ``fix``/``fix_max_elements``: XLA's fix (internal copies of
    initialised constants in every part; only constants of at most K
    elements); ``workdir``: keep the intermediate files in
    ``workdir/split<N>[-fix]`` (written to a temporary folder and renamed when
    complete); ``jobs``: parts compiled concurrently (default: CPU count).

    Returns:
        LabResult; its ``parts`` frame has:
        {schema}
        (``baseline``, ``kernels``, ``constants``, ``loads``: see :mod:`kitlib.lab.results`.)

    Raises:
        ToolError: LLVM tools missing or failing (one line, names the tool).
        ParseError: IR the installed LLVM cannot parse, or a module without kernels.
        KitError: bad arguments (target not matching the module, parts < 1).
    """
    settings = SplitSettings(parts, target, mcpu, fix, fix_max_elements, workdir, jobs)
    return run_lab(module_path, settings, tools or find_llvm_tools())


def run_lab(module_path: str | Path | Sequence[str | Path], settings: SplitSettings, tools: LlvmTools) -> LabResult:
    """:func:`split_lab` with its settings as one :class:`SplitSettings`.

    The intermediate files are written to a temporary folder, removed on
    failure, and either discarded or renamed to ``workdir/split<N>[-fix]``.
    """
    final = None
    if settings.workdir is not None:
        Path(settings.workdir).mkdir(parents=True, exist_ok=True)
        final = Path(settings.workdir) / f"split{settings.parts}{'-fix' if settings.fix else ''}"
        work = Path(tempfile.mkdtemp(prefix=".tmp-", dir=settings.workdir))
    else:
        work = Path(tempfile.mkdtemp(prefix="kit-lab-"))
    try:
        result = _lab(module_path, settings, work, tools)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    if final is None:
        shutil.rmtree(work, ignore_errors=True)
        return result
    if final.exists():
        shutil.rmtree(final)
    work.rename(final)
    return replace(result, workdir=str(final))


def _lab(module_path: str | Path | Sequence[str | Path], settings: SplitSettings, work: Path, tools: LlvmTools) -> LabResult:
    inp = prepare(module_path, work, tools)
    base_mod = read_llvm_ir(inp.text)
    settings = settings.resolved(base_mod.target_triple)
    if not base_mod.kernels:
        raise ParseError(inp.label, None, "no kernels in the module (no ptx_kernel / nvvm.annotations kernel / XLA:CPU kernel signature)")

    base = compile_and_read(inp.bitcode, work / "baseline", str(settings.target), settings.mcpu, tools)
    baseline = frame([vars(base.kernel(k)) for k in base_mod.kernels], LAB_BASELINE_SCHEMA)
    part_runs, times = _split_and_compile(inp.bitcode, inp.text, base_mod, settings, work, tools, base.seconds)

    result = LabResult(
        module=inp.label,
        settings=settings,
        tools=tools.describe(),
        linked_from=inp.linked_from,
        downgrades=inp.downgrades,
        target_triple=base_mod.target_triple,
        baseline=baseline,
        parts=frame([p.row() for p in part_runs], LAB_PARTS_SCHEMA),
        kernels=frame(_kernel_rows(part_runs, baseline), LAB_KERNELS_SCHEMA),
        constants=frame(_constant_rows(part_runs), LAB_CONSTANTS_SCHEMA),
        loads=frame(_load_rows(base, part_runs), LAB_LOADS_SCHEMA),
        timings_s=times.as_dict(),
    )
    return replace(result, findings=tuple(_findings(result, base_mod)))


def _split_and_compile(bc: Path, ll: Path, base_mod: LlvmModule, settings: SplitSettings, work: Path,
                       tools: LlvmTools, baseline_s: float) -> tuple[list[PartRun], StageTimes]:
    """Split, (fix), compile all parts concurrently; the stage times (``baseline_s``: the unsplit compile's)."""
    ru0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    part_bcs = split_module(bc, settings.parts, work / "part.", tools)
    split_s = time.perf_counter() - t0
    baseline_lines = definition_lines(ll) if settings.fix else {}

    def one(i: int) -> PartRun:
        part_ll = disassemble(part_bcs[i], work / f"part.{i}.ll", tools)
        pre = read_llvm_ir(part_ll)
        consts = constant_globals(pre.globals)
        used = set(pre.references["global"])
        copied = apply_fix(part_ll, baseline_lines, base_mod, settings.fix_max_elements) if settings.fix else []
        constants = tuple(
            PartConstant(r.name, GlobalStatus.INTERNAL if r.name in copied else r.status, r.name in used, r.linkage, r.size_bytes)
            for r in consts.itertuples()
        )
        return PartRun(
            part=i,
            kernels=tuple(pre.kernels),
            defined_constants=tuple(r.name for r in consts.itertuples() if r.has_initializer),
            external_constants=tuple(r.name for r in consts.itertuples() if not r.has_initializer and r.name in used),
            internal_copies=tuple(copied),
            constants=constants,
            code=compile_and_read(part_ll, work / f"part.{i}", str(settings.target), settings.mcpu, tools),
        )

    jobs = min(settings.jobs or os.cpu_count() or 1, len(part_bcs))
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
        runs = list(ex.map(one, range(len(part_bcs))))
    wall = time.perf_counter() - t0
    ru1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (ru1.ru_utime - ru0.ru_utime) + (ru1.ru_stime - ru0.ru_stime)
    max_part = max((r.code.seconds for r in runs), default=0.0)
    return runs, StageTimes(baseline=baseline_s, split=split_s, llvm_wall=wall, llvm_cpu=cpu, max_part=max_part, jobs=jobs)


def _kernel_rows(part_runs: list[PartRun], baseline: pd.DataFrame) -> list[dict]:
    """LAB_KERNELS_SCHEMA rows: each part's kernels with the unsplit baseline beside them."""
    base_by_k = baseline.set_index("kernel")
    rows = []
    for p in part_runs:
        for k in p.kernels:
            row = {**vars(p.code.kernel(k)), "split_part": p.part}
            b = base_by_k.loc[k] if k in base_by_k.index else None
            row.update(
                base_constant_loads_ir=None if b is None else int(b["constant_loads_ir"]),
                base_constant_loads_asm=None if b is None else int(b["constant_loads_asm"]),
                base_instructions_asm=None if b is None else b["instructions_asm"],
                diff_constant_loads_asm=None if b is None else row["constant_loads_asm"] - int(b["constant_loads_asm"]),
                diff_instructions_asm=None if b is None or pd.isna(b["instructions_asm"]) or row["instructions_asm"] is None
                else row["instructions_asm"] - int(b["instructions_asm"]),
            )
            rows.append(row)
    return rows


def _constant_rows(part_runs: list[PartRun]) -> list[dict]:
    """LAB_CONSTANTS_SCHEMA rows; ``owner_part``: the first part llvm-split gave the definition."""
    owner: dict[str, int] = {}
    for p in part_runs:
        for name in p.defined_constants:
            owner.setdefault(name, p.part)
    return [{"split_part": p.part, "global": c.name, "status": c.status, "used": c.used, "linkage": c.linkage, "size_bytes": c.size_bytes,
             "owner_part": owner.get(c.name)} for p in part_runs for c in p.constants]


def _load_rows(base: CompiledCode, part_runs: list[PartRun]) -> list[dict]:
    """LAB_LOADS_SCHEMA rows: the baseline's (part <NA>), then each part's; IR before asm."""
    rows = []
    for part, code in [(None, base), *((p.part, p.code) for p in part_runs)]:
        rows += [{"split_part": part, "stage": "ir", **x.row()} for x in code.ir_loads]
        rows += [{"split_part": part, "stage": "asm", **x.row()} for x in code.asm_loads]
    return rows


def _findings(r: LabResult, base_mod: LlvmModule) -> list[str]:
    out = []
    consts = constant_globals(base_mod.globals)
    priv = consts[consts["linkage"].isin(["private", "internal"])]
    ext = consts[~consts["linkage"].isin(["private", "internal"]) & consts["has_initializer"]]
    out.append(
        f"unsplit module: {len(base_mod.kernels)} kernels, {len(consts)} constant globals "
        f"({len(priv)} private/internal, {len(ext)} with external linkage)"
    )
    n_ext_parts = int((r.parts["external_constants"].map(len) > 0).sum())
    if n_ext_parts == 0:
        out.append(f"split into {len(r.parts)}: no part declares a constant external" + (" (constants are private: each stays with its users)" if len(ext) == 0 else ""))
    elif r.fix:
        n_copies = int(r.parts["internal_copies"].map(len).sum())
        out.append(f"split into {len(r.parts)}: llvm-split left {n_ext_parts} part(s) declaring a constant external; "
                   f"the fix gave them {n_copies} internal copies, so every part can fold its constants")
    else:
        out.append(f"split into {len(r.parts)}: {n_ext_parts} part(s) declare a constant external and cannot fold it")
    base_asm = int(r.baseline["constant_loads_asm"].sum())
    split_asm = int(r.parts["constant_loads_asm"].sum())
    out.append(f"loads of constant symbols in {'PTX' if r.target == 'nvptx64' else 'assembly'}: baseline {base_asm}, split {split_asm}" + (" (with fix)" if r.fix else ""))
    for d in r.downgrades:
        out.append(f"input rewritten: {d}")
    return out


@with_doc(LAB_SWEEP_SCHEMA)
def split_sweep(
    module_path: str | Path | Sequence[str | Path],
    part_counts: Iterable[int],
    target: str | None = "nvptx64",
    mcpu: str | None = None,
    fix: bool = False,
    fix_max_elements: int | None = None,
    workdir: str | Path | None = None,
    jobs: int | None = None,
) -> pd.DataFrame:
    """The compile-time / code-quality trade-off: one lab run per part count.

    Each part count is run once (no repetition: wall times are single
    measurements on a shared machine; compare them, do not quote them).

    Returns:
        DataFrame, one row per part count:
        {schema}

    Raises:
        as :func:`split_lab`.
    """
    counts = list(part_counts)
    settings = [SplitSettings(n, target, mcpu, fix, fix_max_elements, workdir, jobs) for n in counts]  # bad counts fail first
    tools = find_llvm_tools()
    rows = []
    for s in settings:
        r = run_lab(module_path, s, tools)
        rows.append(
            {
                "parts": s.parts,
                "fix": fix,
                "llvm_wall_s": r.timings_s["llvm_wall"],
                "llvm_cpu_s": r.timings_s["llvm_cpu"],
                "split_s": r.timings_s["split"],
                "max_part_s": r.timings_s["max_part"],
                "jobs": int(r.timings_s["jobs"]),
                "parts_with_external_constants": int((r.parts["external_constants"].map(len) > 0).sum()),
                "constant_loads_ir": int(r.parts["constant_loads_ir"].sum()),
                "constant_loads_asm": int(r.parts["constant_loads_asm"].sum()),
                "instructions_asm": int(r.parts["instructions_asm"].sum()),
            }
        )
    return frame(rows, LAB_SWEEP_SCHEMA)
