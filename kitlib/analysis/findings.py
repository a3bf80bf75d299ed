"""The computed sentences of the reports: each a function of tables, never typed.

- :func:`constants_finding`: are constant globals external anywhere (torch-xla-cpu,
  from :func:`kitlib.analysis.constants.llvm_constant_globals`);
- :func:`split_finding`: Case 1's answer for an xla-gpu-deviceless run (parts,
  kernels' parts, compile time vs baseline, external constants).
"""
from __future__ import annotations

import pandas as pd

from ..dumps.llvm_ir import GlobalStatus
from .kernels import kernel_assignment
from .split_parts import SplitParts


def constants_finding(llvm_consts: pd.DataFrame, modules_scanned: int | None = None) -> str:
    """One line computed from the constants table: how many constants are external, in how many modules.

    Args:
        llvm_consts: :func:`llvm_constant_globals`.
        modules_scanned: (config, LLVM module) pairs read, with or without constants;
            default: those in the table.

    Returns:
        A sentence; it starts "No constant is external in any module" when none is.
    """
    n_mod = modules_scanned if modules_scanned is not None else len(llvm_consts[["config", "file"]].drop_duplicates())
    if llvm_consts.empty:
        return f"No constant global in any of {n_mod} LLVM modules: none defined, none external."
    held = llvm_consts["status"] != GlobalStatus.EXTERNAL
    ext = llvm_consts[~held]
    n_cfg = llvm_consts["config"].nunique()
    linkages = ", ".join(f"{k} {v}" for k, v in llvm_consts.loc[held, "linkage"].value_counts().items())
    if ext.empty:
        return (f"No constant is external in any module: {int(held.sum())} constant globals, all defined "
                f"in the module that uses them ({linkages}), in {len(llvm_consts[['config', 'file']].drop_duplicates())} of {n_mod} LLVM modules "
                f"of {n_cfg} configs.")
    return (f"{ext['global'].nunique()} constants external in {len(ext[['config', 'file']].drop_duplicates())} modules "
            f"of {n_mod} ({int(ext['loads'].sum())} loads of them in the optimised IR), across {n_cfg} configs.")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _names(names: list[str]) -> str:
    return ", ".join(f"`{n}`" for n in names)


def _process_text(processes: pd.Series) -> str:
    procs = sorted({int(p) for p in processes})
    if procs == [1]:
        return "one process per config, so no spread is known; `--repeats` gives more"
    return f"median of {procs[0]}" + (f"-{procs[-1]}" if len(procs) > 1 else "") + " processes per config"


def _group_finding(g: pd.DataFrame, assign: pd.DataFrame) -> list[str]:
    """Split and compile-time sentences of the ok configs of one (model, target)."""
    out: list[str] = []
    split = g[g["split_count"].notna()]
    if len(split):
        counts = ", ".join(f"`{r.config}` {_plural(int(r.parts), 'part')} for {_plural(int(r.n_kernels), 'kernel')}" for r in split.itertuples())
        cols = [str(c) for c in split["config"] if str(c) in assign.columns]
        n_list = ", ".join(str(int(n)) for n in split["split_count"])
        if len(cols) > 1:
            same = bool((assign[cols].dropna(how="all").nunique(axis=1, dropna=False) <= 1).all())
            tail = f"every kernel went to the same part whatever N ({n_list})" if same else f"N changed which part some kernels went to (N = {n_list})"
        else:
            tail = "one split config only, so this run does not show whether N changes the parts"
        out.append(f"With the split flags: {counts}; {tail}.")
    for r in g[g["split_count"].isna()].itertuples():
        out.append(f"Without split flags (`{r.config}`): {_plural(int(r.parts), 'unsplit module')} holding {_plural(int(r.n_kernels), 'kernel')}.")
    timed = g[g["compile_time_s"].notna() & g["baseline"].notna()]
    if len(timed):
        base = str(timed["baseline"].iloc[0])
        ratios = ", ".join(f"`{r.config}` {r.compile_time_s:.2f} s ({r.compile_time_vs_base:.2f}x)" for r in timed.itertuples() if str(r.config) != base)
        base_s = float(g.loc[g["config"].astype(str) == base, "compile_time_s"].iloc[0])
        out.append(f"Compile time ({_process_text(timed['n_processes'])}): baseline `{base}` {base_s:.2f} s" + (f"; {ratios}." if ratios else "."))
    return out


def split_finding(summary: pd.DataFrame, parts: SplitParts) -> str:
    """The run's answer to Case 1 in Markdown sentences, computed from :func:`split_summary` and :func:`read_run_split_parts`.

    Per (model, target): how many parts each split config wrote and whether N
    changed the kernels' parts, what a config without split flags wrote (only
    when the run has one), compile time against the baseline with the number
    of processes. Then whether any part declares a constant ``external``.
    """
    ok = summary[summary["status"] == "ok"]
    if ok.empty:
        return "No config compiled: nothing to report."
    assign = kernel_assignment(parts)
    groups = list(ok.groupby(["model", "gpu_target"], sort=False))
    out: list[str] = []
    for (model, target), g in groups:
        sentences = _group_finding(g, assign)
        if len(groups) > 1 and sentences:
            sentences[0] = f"{model} / {target}: {sentences[0]}"
        out.extend(sentences)
    ext = int(ok["external_constants"].sum())
    if int(ok["constant_globals"].sum()) == 0:
        out.append("No part of any config holds a constant global, so no part can read a constant another part owns: Case 1's external constants cannot arise in this program.")
    elif ext == 0:
        with_globals = ok[ok["constant_globals"] > 0]
        out.append(f"Constant globals: {', '.join(f'`{r.config}` {int(r.constant_globals)}' for r in with_globals.itertuples())}; **none is declared `external` in any part**: each part defines (or copies) the constants it reads.")
    else:
        bad = ok[ok["external_constants"] > 0]
        out.append(
            f"**{_plural(ext, 'external constant declaration')}** in {_names([str(c) for c in bad['config']])}: those parts cannot fold the value "
            f"and load it by name at run time ({int(bad['constant_loads_ptx'].sum())} PTX loads of constant globals in those configs)."
        )
    return " ".join(out)
