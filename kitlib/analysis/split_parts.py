"""The split analysis of XLA:GPU parallel compilation: what went to which part.

XLA:GPU's parallel LLVM compilation writes one optimised LLVM module and one
PTX file per *part* (``module_<id>.<name>.<i>.ir-with-opt.ll`` and
``.<i>.ptx``); an unsplit compile writes ``.ir-with-opt.ll`` / ``.ptx``; the
module of large constants is ``.constants.ir-no-opt.ll``. This module reads
those files of one dump folder (:func:`read_split_parts`) or of every config
of an ``xla-gpu-deviceless`` run (:func:`read_run_split_parts`,
:func:`split_summary`) and answers Case 1's questions: which kernels went to
which part, which constant globals each part defines, copies or only
declares (``external``: the value lives in another part, so this part cannot
constant-fold it and must load it at run time), and how often each part loads
a constant global in its optimised IR and its PTX (``ld.global.nc``,
``ld.global``, ``ld.const``).

A *constant global* is what :func:`kitlib.dumps.llvm_ir.is_constant_global`
says (the kit's one definition, shared with the CPU analysis and the lab).

Checked against: jax 0.9.2 deviceless XLA:GPU dumps (tests/data/gpu/), and
the 2022 dump lines of shared/CASES.md. Parsing is done by the folder parser
(:func:`kitlib.dumps.folder.parse_folder`: parquet cache, a bad file becomes an
error row listed by :func:`kitlib.analysis.configs.parse_errors`, the other
parts are still read); "constant global" is
:func:`kitlib.dumps.llvm_ir.constant_globals`.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from ..dumps import llvm_ir, ptx
from ..dumps.folder import DumpFolder
from ..dumps.llvm_ir import GlobalStatus, constant_globals
from ..errors import KitError
from ..runfolder import Run, as_run, files
from ..schema import Column, Schema, frame, with_doc
from .configs import ordered, split_label
from .timing import compile_time_medians, compile_times

BACKEND = "xla-gpu-deviceless"

#: The PTX load kinds counted for constant globals, as ``ld.<state_space>``.
PTX_LOAD_KINDS = ("ld.global.nc", "ld.global", "ld.const")

#: Roles of an LLVM module in the analysis.
ROLES = ("part", "unsplit", "constants-module")

_KEY = [
    Column("module_id", "Int64", "the 4-digit id of module_<id>"),
    Column("hlo_module", "string", "HLO module name (IrToHlo.<n>, jit_<fn>, SyncTensorsGraph.<n>)"),
    Column("split_part", "Int64", "split part number; <NA> for an unsplit module and for the constants module"),
    Column("role", "string", "part (a split part), unsplit (the one module of an unsplit compile) or constants-module (.constants.ir-no-opt.ll)"),
]

SPLIT_PARTS_SCHEMA = Schema(
    [
        *_KEY,
        Column("ir_file", "string", "optimised LLVM IR file (no-opt for the constants module)"),
        Column("ptx_file", "string", "PTX file of the part; <NA> when absent (constants module)"),
        Column("ir_size_bytes", "int64", "size of ir_file", "bytes"),
        Column("ptx_size_bytes", "Int64", "size of ptx_file", "bytes"),
        Column("n_kernels", "int64", "kernels defined in the part's IR"),
        Column("kernels", "string", "those kernels' names, comma-separated, in file order"),
        Column("ir_instruction_count", "int64", "instructions in all defined functions of the part's IR"),
        Column("ptx_instruction_count", "Int64", "instructions in all PTX entries and functions of the part"),
        Column("constants_defined", "int64", "constant globals defined here with external linkage (the owning copy)"),
        Column("constants_internal", "int64", "constant globals defined here with internal/private linkage (a part-local copy)"),
        Column("constants_external", "int64", "constant globals only declared here (external: defined in another part)"),
        Column("constant_loads_ir", "int64", "load instructions reading a constant global in the part's IR"),
        Column("constant_loads_ptx", "int64", "PTX loads addressing a constant global by name (any of ld.global.nc / ld.global / ld.const)"),
        Column("ptx_ld_global_nc", "int64", "all ld.global.nc loads in the part's PTX (any address)"),
        Column("ptx_ld_global", "int64", "all ld.global loads (not .nc) in the part's PTX"),
        Column("ptx_ld_const", "int64", "all ld.const loads in the part's PTX"),
    ]
)

SPLIT_KERNELS_SCHEMA = Schema(
    [
        *_KEY,
        Column("kernel", "string", "kernel name (the fusion / thunk name XLA gave it)"),
        Column("instruction_count", "Int64", "instructions in the kernel's optimised IR"),
        Column("in_ptx", "boolean", "the part's PTX has an .entry of that name"),
        Column("ptx_instruction_count", "Int64", "instructions of the PTX entry; <NA> when absent"),
    ]
)

SPLIT_CONSTANTS_SCHEMA = Schema(
    [
        *_KEY,
        Column("global", "string", "global name (buffer_for_constant_<n>... for XLA constants)"),
        Column("status", "string", "where it lives (GlobalStatus): defined (owning definition, externally visible), internal (a part-local copy: internal/private linkage) or external (declaration only)"),
        Column("linkage", "string", "LLVM linkage as written (external when not written)"),
        Column("is_constant", "boolean", "declared `constant`, not `global`"),
        Column("is_xla_constant", "boolean", "named buffer_for_constant* (an HLO constant's buffer)"),
        Column("address_space", "Int64", "LLVM address space (1 global, 4 const, 0 generic)"),
        Column("size_bytes", "Int64", "size of the global", "bytes"),
        Column("has_initializer", "boolean", "an initializer is written (foldable when the part owns it)"),
        Column("ir_loads", "int64", "load instructions reading it in this part's IR"),
        Column("ptx_state_space", "string", "its declaration in the part's PTX (global / const, prefixed extern when .extern); <NA> when not in the PTX"),
        Column("ptx_ld_global_nc", "int64", "ld.global.nc loads addressing it by name in the part's PTX"),
        Column("ptx_ld_global", "int64", "ld.global loads addressing it by name"),
        Column("ptx_ld_const", "int64", "ld.const loads addressing it by name"),
        Column("ir_file", "string", "the LLVM IR file read"),
        Column("line", "int64", "1-based line of the global in ir_file"),
    ]
)

SPLIT_LOADS_SCHEMA = Schema(
    [
        *_KEY,
        Column("source", "string", "ir (optimised LLVM IR) or ptx"),
        Column("function", "string", "function / PTX entry holding the loads"),
        Column("global", "string", "constant global read"),
        Column("instruction", "string", "load (IR) or ld.global.nc / ld.global / ld.const (PTX)"),
        Column("count", "int64", "number of such loads"),
    ]
)

SPLIT_SUMMARY_SCHEMA = Schema(
    [
        Column("config", "category", "config folder name; ordered categorical in sweep (manifest) order"),
        Column("model", "string", "model compiled (bert-base, bert-tiny, custom)"),
        Column("gpu_target", "string", "GPU target (h100, a100 or a file)"),
        Column("split_count", "Int64", "compile parallelism N (--xla_gpu_force_compilation_parallelism); <NA> without split flags"),
        Column("split", "string", "N=<n>, or 'flags off' (no parallelism flags: one unsplit module)"),
        Column("status", "string", "ok / error (from result.json) or missing"),
        Column("n_processes", "int64", "processes of the config with a compile time (1, or --repeats)"),
        Column("compile_time_s", "float64", "median over those processes of the XLA compile's wall time", "s"),
        Column("baseline", "string", "the config compile times are compared with: the same model and target without split flags when the run has it, else its N=1 config; <NA> when neither"),
        Column("compile_time_vs_base", "float64", "compile_time_s / that of the baseline", "ratio"),
        Column("modules", "int64", "GPU modules (with PTX) in the dump"),
        Column("parts", "int64", "split parts (role part) plus unsplit modules"),
        Column("n_kernels", "int64", "kernels over all parts"),
        Column("constant_globals", "int64", "distinct constant globals over all parts and the constants module"),
        Column("external_constants", "int64", "(part, constant) pairs with status external"),
        Column("internal_copies", "int64", "(part, constant) pairs with status internal"),
        Column("constant_loads_ir", "int64", "loads of constant globals in all parts' optimised IR"),
        Column("constant_loads_ptx", "int64", "PTX loads addressing a constant global by name, all parts"),
        Column("ptx_ld_global_nc", "int64", "all ld.global.nc in all parts' PTX"),
        Column("ir_size_bytes", "int64", "optimised IR of all parts", "bytes"),
        Column("ptx_size_bytes", "int64", "PTX of all parts", "bytes"),
    ]
)

@dataclass(frozen=True)
class SplitParts:
    """The split analysis of one dump folder (or a run: then every frame starts with ``config``).

    Attributes:
        parts: SPLIT_PARTS_SCHEMA, one row per part (and per constants module).
        kernels: SPLIT_KERNELS_SCHEMA, one row per (part, kernel).
        constants: SPLIT_CONSTANTS_SCHEMA, one row per (part, constant global).
        loads: SPLIT_LOADS_SCHEMA, loads of constant globals per (part, function, global, instruction).
    """

    parts: pd.DataFrame
    kernels: pd.DataFrame
    constants: pd.DataFrame
    loads: pd.DataFrame



def _ptx_kind(state_space: str) -> str | None:
    kind = f"ld.{state_space}"
    return kind if kind in PTX_LOAD_KINDS else None


def _module_files(index: pd.DataFrame, module: str | None) -> pd.DataFrame:
    """The index rows of the modules' parts, unsplit modules and constants modules."""
    ir = index[(index["kind"] == "llvm_ir")]
    with_opt = ir[(ir["stage"] == "with-opt") & ir["kernel"].isna()]
    consts = ir[(ir["stage"] == "no-opt") & (ir["kernel"] == "constants")]
    rows = pd.concat([with_opt, consts])
    if module is not None:
        rows = rows[(rows["hlo_module"] == module) | (rows["module_id"].astype("string") == str(module))]
    return rows



def _by_file(folder: DumpFolder, table: str, empty: Schema) -> dict[str, pd.DataFrame]:
    t = folder.tables.get(table)
    groups = {} if t is None else {str(f): g for f, g in t.groupby("file", sort=False)}
    groups[""] = empty.empty()  # the slice of a file without rows
    return groups


@with_doc(SPLIT_PARTS_SCHEMA)
def read_split_parts(dump_dir: str | Path, module: str | None = None) -> SplitParts:
    """Read the split parts of every GPU module in a dump folder (through the folder parser and its cache).

    Args:
        dump_dir: an XLA ``--xla_dump_to`` folder.
        module: keep only this module (name such as ``IrToHlo.541``, or id).

    Returns:
        SplitParts; ``parts`` has the columns:
        {schema}
        ``kernels``, ``constants``, ``loads``: see SPLIT_KERNELS_SCHEMA,
        SPLIT_CONSTANTS_SCHEMA, SPLIT_LOADS_SCHEMA. A part whose IR cannot be parsed is left
        out (the folder's error rows say which); a PTX file that cannot be parsed
        counts as absent.

    Raises:
        KitError: no optimised LLVM IR in the folder (not an XLA:GPU dump, or
            dumped without LLVM IR).
    """
    root = Path(dump_dir)
    return split_parts_of(files.dump_folder(root), root, module)


def split_parts_of(folder: DumpFolder, root: Path, module: str | None = None) -> SplitParts:
    """:func:`read_split_parts` of a dump folder already parsed (``root``: its path, for messages)."""
    index = folder.index
    files = _module_files(index, module)
    if files[files["stage"] == "with-opt"].empty:
        raise KitError(f"{root}: no optimised LLVM IR (.ir-with-opt.ll) of {module or 'any module'}; not an XLA:GPU dump with LLVM IR")
    ptx_files = index[(index["kind"] == "ptx") & index["kernel"].isna()]
    ptx_by_key = {(int(r.module_id), None if pd.isna(r.split_part) else int(r.split_part)): r for r in ptx_files.itertuples()}
    tables = {name: _by_file(folder, name, schema) for name, schema in (
        ("llvm_globals", llvm_ir.LLVM_GLOBALS_SCHEMA), ("llvm_functions", llvm_ir.LLVM_FUNCTIONS_SCHEMA),
        ("llvm_loads", llvm_ir.LLVM_LOADS_SCHEMA), ("ptx_entries", ptx.PTX_ENTRIES_SCHEMA),
        ("ptx_globals", ptx.PTX_GLOBALS_SCHEMA), ("ptx_loads", ptx.PTX_LOADS_SCHEMA))}
    parsed = set(index.loc[index["parsed"].fillna(False).astype(bool), "file"].astype(str))
    parts: list[dict[str, Any]] = []
    kernels: list[dict[str, Any]] = []
    constants: list[dict[str, Any]] = []
    loads: list[dict[str, Any]] = []
    files = files.assign(_const=files["stage"] == "no-opt")  # the constants module after the parts
    for r in files.sort_values(["module_id", "_const", "split_part"], na_position="last").itertuples():
        if str(r.file) not in parsed:
            continue
        split_part = None if pd.isna(r.split_part) else int(r.split_part)
        role = "constants-module" if r.stage == "no-opt" else ("part" if split_part is not None else "unsplit")
        key = {"module_id": int(r.module_id), "hlo_module": r.hlo_module, "split_part": split_part, "role": role}
        p = ptx_by_key.get((int(r.module_id), split_part)) if role != "constants-module" else None
        # XLA writes an empty .ptx for a part without kernels (the constants' part of a program without large constants)
        has_ptx = p is not None and int(p.size_bytes) > 0 and str(p.file) in parsed
        _one_part(r, p, has_ptx, tables, key, parts, kernels, constants, loads)
    return SplitParts(frame(parts, SPLIT_PARTS_SCHEMA), frame(kernels, SPLIT_KERNELS_SCHEMA), frame(constants, SPLIT_CONSTANTS_SCHEMA), frame(loads, SPLIT_LOADS_SCHEMA))


def _one_part(ir_row: Any, ptx_row: Any, has_ptx: bool, tables: dict[str, dict[str, pd.DataFrame]], key: dict[str, Any],
              parts: list, kernels: list, constants: list, loads: list) -> None:
    """Append the rows of one part (IR file plus its PTX file, when any)."""
    def of(table: str, file: Any) -> pd.DataFrame:
        return tables[table].get(str(file), tables[table][""])

    consts = constant_globals(of("llvm_globals", ir_row.file))
    const_names = set(consts["name"])
    ir_loads = of("llvm_loads", ir_row.file)
    ir_const_loads = ir_loads[ir_loads["global"].isin(const_names)]
    for fn, gl, n in zip(ir_const_loads["function"], ir_const_loads["global"], ir_const_loads["count"], strict=True):
        loads.append({**key, "source": "ir", "function": fn, "global": gl, "instruction": "load", "count": int(n)})
    ir_by_global = ir_const_loads.groupby("global")["count"].sum().to_dict()

    ptx_counts: dict[tuple[str, str], int] = {}
    ptx_decl: dict[str, str] = {}
    ptx_totals = dict.fromkeys(PTX_LOAD_KINDS, 0)
    entries = of("ptx_entries", ptx_row.file) if has_ptx else None
    if has_ptx:
        pl = of("ptx_loads", ptx_row.file)
        for fn, space, sym, n in zip(pl["function"], pl["state_space"], pl["symbol"], pl["count"], strict=True):
            kind = _ptx_kind(str(space))
            if kind is None:
                continue
            ptx_totals[kind] += int(n)
            if pd.notna(sym) and sym in const_names:
                loads.append({**key, "source": "ptx", "function": fn, "global": sym, "instruction": kind, "count": int(n)})
                ptx_counts[(sym, kind)] = ptx_counts.get((sym, kind), 0) + int(n)
        pg = of("ptx_globals", ptx_row.file)
        for name, ext, space in zip(pg["name"], pg["is_extern"], pg["state_space"], strict=True):
            if name in const_names:
                ptx_decl[name] = ("extern " if bool(ext) else "") + str(space)

    status_counts = dict.fromkeys(GlobalStatus, 0)
    for row, st in zip(consts.to_dict("records"), consts["status"], strict=True):
        status_counts[st] += 1
        constants.append(
            {
                **key,
                "global": row["name"],
                "status": st,
                "linkage": row["linkage"],
                "is_constant": row["is_constant"],
                "is_xla_constant": str(row["name"]).startswith(llvm_ir.XLA_CONSTANT_PREFIX),
                "address_space": row["address_space"],
                "size_bytes": row["size_bytes"],
                "has_initializer": row["has_initializer"],
                "ir_loads": int(ir_by_global.get(row["name"], 0)),
                "ptx_state_space": ptx_decl.get(row["name"]),
                **{k.replace("ld.", "ptx_ld_").replace(".", "_"): ptx_counts.get((row["name"], k), 0) for k in PTX_LOAD_KINDS},
                "ir_file": ir_row.file,
                "line": row["line"],
            }
        )

    f = of("llvm_functions", ir_row.file)
    defined = f[~f["is_declaration"].astype(bool)]
    ptx_entries = {} if entries is None else dict(zip(entries["name"], entries["instruction_count"], strict=False))
    kern = defined[defined["is_kernel"].astype(bool)]
    for name, n in zip(kern["name"], kern["instruction_count"], strict=True):
        kernels.append({**key, "kernel": name, "instruction_count": n, "in_ptx": name in ptx_entries, "ptx_instruction_count": ptx_entries.get(name)})
    parts.append(
        {
            **key,
            "ir_file": ir_row.file,
            "ptx_file": None if ptx_row is None else ptx_row.file,
            "ir_size_bytes": int(ir_row.size_bytes),
            "ptx_size_bytes": None if ptx_row is None else int(ptx_row.size_bytes),
            "n_kernels": len(kern),
            "kernels": ",".join(kern["name"].tolist()),
            "ir_instruction_count": int(defined["instruction_count"].fillna(0).sum()),
            "ptx_instruction_count": (None if ptx_row is None else 0) if entries is None else int(entries["instruction_count"].fillna(0).sum()),
            "constants_defined": status_counts[GlobalStatus.DEFINED],
            "constants_internal": status_counts[GlobalStatus.INTERNAL],
            "constants_external": status_counts[GlobalStatus.EXTERNAL],
            "constant_loads_ir": int(sum(ir_by_global.values())),
            "constant_loads_ptx": int(sum(ptx_counts.values())),
            "ptx_ld_global_nc": ptx_totals["ld.global.nc"],
            "ptx_ld_global": ptx_totals["ld.global"],
            "ptx_ld_const": ptx_totals["ld.const"],
        }
    )


# ----------------------------------------------------------------------------- runs


def read_run_split_parts(run: Run | str | Path) -> SplitParts:
    """:func:`read_split_parts` of every config of an ``xla-gpu-deviceless`` run whose dump exists;
    each frame gains ``config`` and ``split_count`` first.

    ``config`` is an ordered categorical in sweep order.

    Raises:
        KitError: not an xla-gpu-deviceless run, or no config has a dump folder.
    """
    run = as_run(run, BACKEND)
    order = run.config_names
    acc: dict[str, list[pd.DataFrame]] = {"parts": [], "kernels": [], "constants": [], "loads": []}
    for name in order:
        sp = _config_parts(run, name)
        if sp is None:
            continue
        for field_name in acc:
            df = getattr(sp, field_name).copy()
            df.insert(0, "split_count", pd.array([run.worker_config(name).get("split_count")] * len(df), dtype="Int64"))
            df.insert(0, "config", pd.array([name] * len(df), dtype="string"))
            acc[field_name].append(df)
    if not acc["parts"]:
        raise KitError(f"{run.path}: no config has a dump folder")
    return SplitParts(**{k: ordered(pd.concat(v, ignore_index=True), order) for k, v in acc.items()})


def _config_parts(run: Run, name: str) -> SplitParts | None:
    """The split parts of a config's process 0, through the run's parsed-dump cache; None without a dump."""
    dump = run.dump_dir(name)
    return split_parts_of(run.dump(name), dump) if dump.is_dir() else None


def _baselines(df: pd.DataFrame) -> dict[tuple[str, str], str]:
    """(model, target) -> baseline config: the first ok unsplit config (flags off) when any, else the N=1 config."""
    out: dict[tuple[str, str], str] = {}
    ok = df[(df["status"] == "ok") & df["compile_time_s"].notna()]
    for key, g in ok.groupby(["model", "gpu_target"], sort=False):
        unsplit = g[g["split_count"].isna()]
        n1 = g[g["split_count"] == 1]
        pick = unsplit if len(unsplit) else n1
        if len(pick):
            out[(str(key[0]), str(key[1]))] = str(pick["config"].iloc[0])
    return out


@with_doc(SPLIT_SUMMARY_SCHEMA)
def split_summary(run: Run | str | Path) -> pd.DataFrame:
    """One row per config of an ``xla-gpu-deviceless`` run, in sweep order: compile time and split facts.

    The compile-time baseline of a (model, target) is its config without split
    flags (``split_count`` null) when the run has one, else its N=1 config.
    Compile times are :func:`kitlib.analysis.timing.compile_times`.

    Returns:
        DataFrame in sweep (manifest) order, ``config`` an ordered categorical, with columns:
        {schema}

    Raises:
        KitError: not an xla-gpu-deviceless run.
    """
    run = as_run(run, BACKEND)
    med = compile_time_medians(compile_times(run))
    rows = []
    for name in run.config_names:
        cfg = run.worker_config(name)
        status = run.status(name)
        row: dict[str, Any] = {
            "config": name,
            "model": cfg.get("model"),
            "gpu_target": str(cfg.get("gpu_target")),
            "split_count": cfg.get("split_count"),
            "split": split_label(cfg.get("split_count")),
            "status": status,
            "n_processes": int(med["n_processes"].get(name, 0)),
            "compile_time_s": float(med["compile_time_s"][name]) if name in med.index else None,
            "baseline": None,
            "compile_time_vs_base": None,
        }
        row.update(_split_counts(_config_parts(run, name) if status == "ok" else None))
        rows.append(row)
    df = frame(rows, SPLIT_SUMMARY_SCHEMA)
    base = _baselines(df)
    times = df.set_index("config")["compile_time_s"]
    for i, r in df.iterrows():
        b = base.get((r["model"], r["gpu_target"]))
        if b is None:
            continue
        df.loc[i, "baseline"] = b
        if pd.notna(r["compile_time_s"]) and times[b] > 0:
            df.loc[i, "compile_time_vs_base"] = r["compile_time_s"] / times[b]
    return ordered(df, [r["config"] for r in rows])


def _split_counts(sp: SplitParts | None) -> dict[str, Any]:
    if sp is None:
        return dict.fromkeys(["modules", "parts", "n_kernels", "constant_globals", "external_constants", "internal_copies", "constant_loads_ir", "constant_loads_ptx", "ptx_ld_global_nc", "ir_size_bytes", "ptx_size_bytes"], 0)
    code = sp.parts[sp.parts["role"] != "constants-module"]
    st = sp.constants["status"]
    return {
        "modules": int(code["module_id"].nunique()),
        "parts": len(code),
        "n_kernels": int(code["n_kernels"].sum()),
        "constant_globals": int(sp.constants[["module_id", "global"]].drop_duplicates().shape[0]),
        "external_constants": int((st == GlobalStatus.EXTERNAL).sum()),
        "internal_copies": int((st == GlobalStatus.INTERNAL).sum()),
        "constant_loads_ir": int(code["constant_loads_ir"].sum()),
        "constant_loads_ptx": int(code["constant_loads_ptx"].sum()),
        "ptx_ld_global_nc": int(code["ptx_ld_global_nc"].sum()),
        "ir_size_bytes": int(code["ir_size_bytes"].sum()),
        "ptx_size_bytes": int(code["ptx_size_bytes"].fillna(0).sum()),
    }



def parts_per_role(parts: SplitParts) -> pd.DataFrame:
    """Per (config, role): parts, n_kernels, largest_part_ptx_instructions, ir_bytes, ptx_bytes (bytes)."""
    return parts.parts.groupby(["config", "role"], observed=True).agg(
        parts=("ir_file", "size"), n_kernels=("n_kernels", "sum"), largest_part_ptx_instructions=("ptx_instruction_count", "max"),
        ir_bytes=("ir_size_bytes", "sum"), ptx_bytes=("ptx_size_bytes", "sum"))


def constants_by_status(parts: SplitParts) -> pd.DataFrame:
    """(part, constant global) pairs per config (index) and status (columns defined / internal / external)."""
    return parts.constants.pivot_table(index="config", columns="status", values="global", aggfunc="count", fill_value=0, observed=True)


def loads_by_instruction(parts: SplitParts) -> pd.DataFrame:
    """Loads of constant globals per (config, source, instruction): column ``count``."""
    return parts.loads.groupby(["config", "source", "instruction"], observed=True)["count"].sum().to_frame()
