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

A *constant global* is a global in a non-shared address space that is
declared ``constant`` or is named ``buffer_for_constant*`` (XLA's name for the
buffer of an HLO constant; today's large constants are ``global`` with a
``zeroinitializer`` and are filled at load time).

Checked against: jax 0.9.2 deviceless XLA:GPU dumps (tests/data/gpu/), and
the 2022 dump lines of shared/CASES.md. Parsing is done by
:func:`kitlib.dumps.llvm_ir.read_llvm_ir` and :func:`kitlib.dumps.ptx.read_ptx`.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from ..dumps.index import read_dump_index
from ..dumps.llvm_ir import read_llvm_ir
from ..dumps.ptx import read_ptx
from ..errors import KitError
from ..schema import Column, Schema, frame, with_doc
from .published import PUBLISHED_COMPILE_TIMES

#: The PTX load kinds counted for constant globals, as ``ld.<state_space>``.
PTX_LOAD_KINDS = ("ld.global.nc", "ld.global", "ld.const")

#: Roles of an LLVM module in the analysis.
ROLES = ("part", "unsplit", "constants-module")

_KEY = [
    Column("module_id", "Int64", "the 4-digit id of module_<id>"),
    Column("module_name", "string", "HLO module name (IrToHlo.<n>, jit_<fn>, SyncTensorsGraph.<n>)"),
    Column("split_part", "Int64", "split part number; <NA> for an unsplit module and for the constants module"),
    Column("role", "string", "part (a split part), unsplit (the one module of an unsplit compile) or constants-module (.constants.ir-no-opt.ll)"),
]

PARTS_SCHEMA = Schema(
    [
        *_KEY,
        Column("ir_file", "string", "optimised LLVM IR file (no-opt for the constants module)"),
        Column("ptx_file", "string", "PTX file of the part; <NA> when absent (constants module)"),
        Column("ir_size_bytes", "int64", "size of ir_file", "bytes"),
        Column("ptx_size_bytes", "Int64", "size of ptx_file", "bytes"),
        Column("kernel_count", "int64", "kernels defined in the part's IR"),
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

KERNELS_SCHEMA = Schema(
    [
        *_KEY,
        Column("kernel", "string", "kernel name (the fusion / thunk name XLA gave it)"),
        Column("instruction_count", "Int64", "instructions in the kernel's optimised IR"),
        Column("in_ptx", "boolean", "the part's PTX has an .entry of that name"),
        Column("ptx_instruction_count", "Int64", "instructions of the PTX entry; <NA> when absent"),
    ]
)

CONSTANTS_SCHEMA = Schema(
    [
        *_KEY,
        Column("global", "string", "global name (buffer_for_constant_<n>... for XLA constants)"),
        Column("status", "string", "defined (owning definition, externally visible), internal (a part-local copy: internal/private linkage) or external (declaration only)"),
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

LOADS_SCHEMA = Schema(
    [
        *_KEY,
        Column("source", "string", "ir (optimised LLVM IR) or ptx"),
        Column("function", "string", "function / PTX entry holding the loads"),
        Column("global", "string", "constant global read"),
        Column("instruction", "string", "load (IR) or ld.global.nc / ld.global / ld.const (PTX)"),
        Column("count", "int64", "number of such loads"),
    ]
)

SUMMARY_SCHEMA = Schema(
    [
        Column("config", "category", "config folder name; ordered categorical in sweep (manifest) order"),
        Column("model", "string", "model compiled (bert-base, bert-tiny, custom)"),
        Column("gpu_target", "string", "GPU target (h100, a100 or a file)"),
        Column("split_count", "Int64", "compile parallelism N (--xla_gpu_force_compilation_parallelism); <NA> without split flags"),
        Column("split", "string", "N=<n>, or 'flags off' (no parallelism flags: one unsplit module)"),
        Column("status", "string", "ok / error (from result.json) or missing"),
        Column("processes", "int64", "processes of the config with a compile time (1, or --repeats)"),
        Column("compile_time_s", "float64", "median over those processes of the XLA compile's wall time", "s"),
        Column("baseline", "string", "the config compile times are compared with: the same model and target without split flags when the run has it, else its N=1 config; <NA> when neither"),
        Column("compile_time_vs_base", "float64", "compile_time_s / that of the baseline", "ratio"),
        Column("modules", "int64", "GPU modules (with PTX) in the dump"),
        Column("parts", "int64", "split parts (role part) plus unsplit modules"),
        Column("kernels", "int64", "kernels over all parts"),
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
        parts: PARTS_SCHEMA, one row per part (and per constants module).
        kernels: KERNELS_SCHEMA, one row per (part, kernel).
        constants: CONSTANTS_SCHEMA, one row per (part, constant global).
        loads: LOADS_SCHEMA, loads of constant globals per (part, function, global, instruction).
    """

    parts: pd.DataFrame
    kernels: pd.DataFrame
    constants: pd.DataFrame
    loads: pd.DataFrame


def _is_constant_global(g: pd.Series) -> bool:
    if pd.notna(g["address_space"]) and int(g["address_space"]) == 3:  # shared memory
        return False
    return bool(g["is_constant"]) or str(g["name"]).startswith("buffer_for_constant")


def _status(g: pd.Series) -> str:
    if bool(g["is_declaration"]):
        return "external"
    return "internal" if str(g["linkage"]) in ("internal", "private") else "defined"


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
        rows = rows[(rows["module_name"] == module) | (rows["module_id"].astype("string") == str(module))]
    return rows


@with_doc(PARTS_SCHEMA)
def read_split_parts(dump_dir: str | Path, module: str | None = None) -> SplitParts:
    """Read the split parts of every GPU module in a dump folder.

    Args:
        dump_dir: an XLA ``--xla_dump_to`` folder.
        module: keep only this module (name such as ``IrToHlo.541``, or id).

    Returns:
        SplitParts; ``parts`` has the columns:
        {schema}
        ``kernels``, ``constants``, ``loads``: see KERNELS_SCHEMA,
        CONSTANTS_SCHEMA, LOADS_SCHEMA.

    Raises:
        KitError: no optimised LLVM IR in the folder (not an XLA:GPU dump, or
            dumped without LLVM IR).
        ParseError: a part's IR or PTX does not parse (path and line given).
    """
    root = Path(dump_dir)
    index = read_dump_index(root)
    files = _module_files(index, module)
    if files[files["stage"] == "with-opt"].empty:
        raise KitError(f"{root}: no optimised LLVM IR (.ir-with-opt.ll) of {module or 'any module'}; not an XLA:GPU dump with LLVM IR")
    ptx = index[(index["kind"] == "ptx") & index["kernel"].isna()]
    ptx_by_key = {(int(r.module_id), None if pd.isna(r.split_part) else int(r.split_part)): r for r in ptx.itertuples()}
    parts: list[dict[str, Any]] = []
    kernels: list[dict[str, Any]] = []
    constants: list[dict[str, Any]] = []
    loads: list[dict[str, Any]] = []
    files = files.assign(_const=files["stage"] == "no-opt")  # the constants module after the parts
    for r in files.sort_values(["module_id", "_const", "split_part"], na_position="last").itertuples():
        split_part = None if pd.isna(r.split_part) else int(r.split_part)
        role = "constants-module" if r.stage == "no-opt" else ("part" if split_part is not None else "unsplit")
        key = {"module_id": int(r.module_id), "module_name": r.module_name, "split_part": split_part, "role": role}
        p = ptx_by_key.get((int(r.module_id), split_part)) if role != "constants-module" else None
        _one_part(root, r, p, key, parts, kernels, constants, loads)
    return SplitParts(frame(parts, PARTS_SCHEMA), frame(kernels, KERNELS_SCHEMA), frame(constants, CONSTANTS_SCHEMA), frame(loads, LOADS_SCHEMA))


def _one_part(root: Path, ir_row: Any, ptx_row: Any, key: dict[str, Any], parts: list, kernels: list, constants: list, loads: list) -> None:
    """Append the rows of one part (IR file plus its PTX file, when any)."""
    ir = read_llvm_ir(root / ir_row.file)
    # XLA writes an empty .ptx for a part without kernels (the constants' part of a program without large constants)
    px = read_ptx(root / ptx_row.file) if ptx_row is not None and int(ptx_row.size_bytes) > 0 else None
    g = ir.globals
    consts = g[g.apply(_is_constant_global, axis=1)] if not g.empty else g
    const_names = set(consts["name"])

    ir_const_loads = ir.loads[ir.loads["global"].isin(const_names)]
    for lr in ir_const_loads.itertuples():
        loads.append({**key, "source": "ir", "function": lr.function, "global": lr._2, "instruction": "load", "count": int(lr.count)})
    ir_by_global = ir_const_loads.groupby("global")["count"].sum().to_dict()

    ptx_counts: dict[tuple[str, str], int] = {}
    ptx_decl: dict[str, str] = {}
    ptx_totals = dict.fromkeys(PTX_LOAD_KINDS, 0)
    if px is not None:
        for lr in px.loads.itertuples():
            kind = _ptx_kind(str(lr.state_space))
            if kind is None:
                continue
            ptx_totals[kind] += int(lr.count)
            if pd.notna(lr.symbol) and lr.symbol in const_names:
                loads.append({**key, "source": "ptx", "function": lr.function, "global": lr.symbol, "instruction": kind, "count": int(lr.count)})
                ptx_counts[(lr.symbol, kind)] = ptx_counts.get((lr.symbol, kind), 0) + int(lr.count)
        for gr in px.globals[px.globals["name"].isin(const_names)].itertuples():
            ptx_decl[gr.name] = ("extern " if bool(gr.is_extern) else "") + str(gr.state_space)

    status_counts = {"defined": 0, "internal": 0, "external": 0}
    for c in consts.itertuples(index=False):
        row = c._asdict()
        st = _status(pd.Series(row))
        status_counts[st] += 1
        constants.append(
            {
                **key,
                "global": row["name"],
                "status": st,
                "linkage": row["linkage"],
                "is_constant": row["is_constant"],
                "is_xla_constant": str(row["name"]).startswith("buffer_for_constant"),
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

    f = ir.functions
    defined = f[~f["is_declaration"]]
    ptx_entries = {} if px is None else dict(zip(px.entries["name"], px.entries["instruction_count"], strict=False))
    kern = defined[defined["is_kernel"]]
    for k in kern.itertuples():
        kernels.append({**key, "kernel": k.name, "instruction_count": k.instruction_count, "in_ptx": k.name in ptx_entries, "ptx_instruction_count": ptx_entries.get(k.name)})
    parts.append(
        {
            **key,
            "ir_file": ir_row.file,
            "ptx_file": None if ptx_row is None else ptx_row.file,
            "ir_size_bytes": int(ir_row.size_bytes),
            "ptx_size_bytes": None if ptx_row is None else int(ptx_row.size_bytes),
            "kernel_count": len(kern),
            "kernels": ",".join(kern["name"].tolist()),
            "ir_instruction_count": int(defined["instruction_count"].fillna(0).sum()),
            "ptx_instruction_count": (None if ptx_row is None else 0) if px is None else int(px.entries["instruction_count"].fillna(0).sum()),
            "constants_defined": status_counts["defined"],
            "constants_internal": status_counts["internal"],
            "constants_external": status_counts["external"],
            "constant_loads_ir": int(sum(ir_by_global.values())),
            "constant_loads_ptx": int(sum(ptx_counts.values())),
            "ptx_ld_global_nc": ptx_totals["ld.global.nc"],
            "ptx_ld_global": ptx_totals["ld.global"],
            "ptx_ld_const": ptx_totals["ld.const"],
        }
    )


# ----------------------------------------------------------------------------- runs

#: How a config without split flags (``split_count`` null) is named in tables and plots.
UNSPLIT_LABEL = "flags off"

COMPILES_SCHEMA = Schema(
    [
        Column("config", "category", "config name; ordered in sweep (manifest) order"),
        Column("split_count", "Int64", "compile parallelism N; <NA> without split flags"),
        Column("split", "string", "N=<n>, or 'flags off' (no parallelism flags: one unsplit module)"),
        Column("status", "string", "ok / error (from result.json) or missing"),
        Column("model", "string", "model compiled (bert-base, bert-tiny, custom)"),
        Column("inputs", "string", "program inputs: name dtype[shape], comma-separated"),
        Column("output", "string", "program output: dtype[shape]"),
        Column("export", "string", "export path (torch.export -> torch_xla.stablehlo, or a StableHLO file)"),
        Column("module_name", "string", "HLO module name XLA compiled"),
        Column("jax", "string", "jax version of the compiling process"),
        Column("jaxlib", "string", "jaxlib version"),
        Column("gpu_target", "string", "GPU target (h100, a100 or a file)"),
        Column("xla_flags", "string", "the process's XLA flags other than --xla_dump_* (empty for a config without split flags)"),
    ]
)


def _config_order(root: Path, found: dict[str, dict[str, Any]]) -> list[str]:
    """Config names in sweep order: the manifest's order, then any others by split count (unsplit first), then name."""
    listed: list[str] = []
    manifest = root / "manifest.json"
    if manifest.is_file():
        try:
            m = json.loads(manifest.read_text())
        except json.JSONDecodeError as e:
            raise KitError(f"{manifest}:{e.lineno}: manifest is not valid JSON ({e.msg})") from None
        entries = m.get("configs") or m.get("spec", {}).get("configs") or []
        listed = [c["name"] for c in entries if c.get("name") in found]
    rest = sorted(set(found) - set(listed), key=lambda n: (found[n].get("split_count") is not None, found[n].get("split_count") or 0, n))
    return list(dict.fromkeys([*listed, *rest]))


def run_configs(run_dir: str | Path) -> list[tuple[str, dict[str, Any], dict[str, Any] | None]]:
    """The ``xla-gpu-deviceless`` configs of a run: (name, config.json, result.json or None), in sweep order.

    Sweep order is the order of the run's ``manifest.json``; configs it does not
    list (or all, without a manifest) follow by split count, unsplit first.

    Raises:
        KitError: ``run_dir`` has no such config, or its manifest is not JSON.
    """
    root = Path(run_dir)
    found: dict[str, dict[str, Any]] = {}
    for cfg_path in root.glob("*/config.json"):
        cfg = json.loads(cfg_path.read_text())
        if cfg.get("backend") == "xla-gpu-deviceless":
            found[cfg_path.parent.name] = cfg
    if not found:
        raise KitError(f"{root}: no xla-gpu-deviceless config (no */config.json with that backend)")
    out = []
    for name in _config_order(root, found):
        res_path = root / name / "result.json"
        out.append((name, found[name], json.loads(res_path.read_text()) if res_path.is_file() else None))
    return out


def _ordered(df: pd.DataFrame, order: list[str]) -> pd.DataFrame:
    """``config`` as an ordered categorical in sweep order (so groupby / pivot keep that order)."""
    df["config"] = pd.Categorical(df["config"].astype(str), categories=order, ordered=True)
    return df


def _split_label(split_count: Any) -> str:
    return UNSPLIT_LABEL if split_count is None or pd.isna(split_count) else f"N={int(split_count)}"


def read_run_split_parts(run_dir: str | Path) -> SplitParts:
    """:func:`read_split_parts` of every config of a run whose dump exists; each frame gains ``config`` and ``split_count`` first.

    ``config`` is an ordered categorical in sweep order.
    """
    root = Path(run_dir)
    configs = run_configs(root)
    order = [name for name, _cfg, _res in configs]
    acc: dict[str, list[pd.DataFrame]] = {"parts": [], "kernels": [], "constants": [], "loads": []}
    for name, cfg, _res in configs:
        dump = root / name / "dump"
        if not dump.is_dir():
            continue
        sp = read_split_parts(dump)
        for field_name in acc:
            df = getattr(sp, field_name).copy()
            df.insert(0, "split_count", pd.array([cfg.get("split_count")] * len(df), dtype="Int64"))
            df.insert(0, "config", pd.array([name] * len(df), dtype="string"))
            acc[field_name].append(df)
    if not acc["parts"]:
        raise KitError(f"{root}: no config has a dump folder")
    return SplitParts(**{k: _ordered(pd.concat(v, ignore_index=True), order) for k, v in acc.items()})


def _shape_text(name: str | None, spec: Any) -> str:
    """``name dtype[d0,d1]`` from the worker's ``[[dims], dtype]``."""
    if not isinstance(spec, list | tuple) or len(spec) != 2:
        return str(spec)
    dims, dtype = spec
    text = f"{dtype}[{','.join(str(d) for d in dims)}]"
    return f"{name} {text}" if name else text


@with_doc(COMPILES_SCHEMA)
def compiled_programs(run_dir: str | Path) -> pd.DataFrame:
    """What each config of an ``xla-gpu-deviceless`` run compiled: model, shapes, export, module, versions, target.

    Returns:
        DataFrame, one row per config in sweep order, with columns:
        {schema}

    Raises:
        KitError: no deviceless config in the run.
    """
    rows = []
    for name, cfg, res in run_configs(run_dir):
        r = res or {}
        shapes = r.get("shapes") or {}
        versions = r.get("versions") or {}
        rows.append(
            {
                "config": name,
                "split_count": cfg.get("split_count"),
                "split": _split_label(cfg.get("split_count")),
                "status": "missing" if res is None else r.get("status", "ok"),
                "model": r.get("model", cfg.get("model")),
                "inputs": ", ".join(_shape_text(k, v) for k, v in (shapes.get("inputs") or {}).items()) or None,
                "output": _shape_text(None, shapes["output"]) if "output" in shapes else None,
                "export": r.get("export"),
                "module_name": r.get("module_name"),
                "jax": versions.get("jax"),
                "jaxlib": versions.get("jaxlib"),
                "gpu_target": str(r.get("gpu_target", cfg.get("gpu_target"))),
                "xla_flags": " ".join(f for f in str(r.get("xla_flags", cfg.get("xla_flags", ""))).split() if not f.startswith("--xla_dump")),
            }
        )
    df = frame(rows, COMPILES_SCHEMA)
    return _ordered(df, [str(r["config"]) for r in rows])


def _compile_times(cfg_dir: Path, res: dict[str, Any] | None) -> list[float]:
    """Compile times of a config's processes: result.json, then replicates/<k>/result.json (``--repeats``)."""
    results = [res] if res is not None else []
    for p in sorted((cfg_dir / "replicates").glob("*/result.json"), key=lambda p: (len(p.parent.name), p.parent.name)):
        results.append(json.loads(p.read_text()))
    return [float(r["compile_time_s"]) for r in results if r.get("status", "ok") == "ok" and r.get("compile_time_s") is not None]


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


@with_doc(SUMMARY_SCHEMA)
def split_summary(run_dir: str | Path) -> pd.DataFrame:
    """One row per config of an ``xla-gpu-deviceless`` run, in sweep order: compile time and split facts.

    The compile-time baseline of a (model, target) is its config without split
    flags (``split_count`` null) when the run has one, else its N=1 config.

    Returns:
        DataFrame in sweep (manifest) order, ``config`` an ordered categorical, with columns:
        {schema}

    Raises:
        KitError: no deviceless config in the run.
    """
    root = Path(run_dir)
    rows = []
    for name, cfg, res in run_configs(root):
        times = _compile_times(root / name, res)
        row: dict[str, Any] = {
            "config": name,
            "model": cfg.get("model"),
            "gpu_target": str(cfg.get("gpu_target")),
            "split_count": cfg.get("split_count"),
            "split": _split_label(cfg.get("split_count")),
            "status": "missing" if res is None else res.get("status", "ok"),
            "processes": len(times),
            "compile_time_s": float(pd.Series(times).median()) if times else None,
            "baseline": None,
            "compile_time_vs_base": None,
        }
        dump = root / name / "dump"
        sp = read_split_parts(dump) if dump.is_dir() and row["status"] == "ok" else None
        row.update(_split_counts(sp))
        rows.append(row)
    df = frame(rows, SUMMARY_SCHEMA)
    base = _baselines(df)
    times = df.set_index("config")["compile_time_s"]
    for i, r in df.iterrows():
        b = base.get((r["model"], r["gpu_target"]))
        if b is None:
            continue
        df.loc[i, "baseline"] = b
        if pd.notna(r["compile_time_s"]) and times[b] > 0:
            df.loc[i, "compile_time_vs_base"] = r["compile_time_s"] / times[b]
    return _ordered(df, [r["config"] for r in rows])


def _split_counts(sp: SplitParts | None) -> dict[str, Any]:
    if sp is None:
        return dict.fromkeys(["modules", "parts", "kernels", "constant_globals", "external_constants", "internal_copies", "constant_loads_ir", "constant_loads_ptx", "ptx_ld_global_nc", "ir_size_bytes", "ptx_size_bytes"], 0)
    code = sp.parts[sp.parts["role"] != "constants-module"]
    st = sp.constants["status"]
    return {
        "modules": int(code["module_id"].nunique()),
        "parts": len(code),
        "kernels": int(code["kernel_count"].sum()),
        "constant_globals": int(sp.constants[["module_id", "global"]].drop_duplicates().shape[0]),
        "external_constants": int((st == "external").sum()),
        "internal_copies": int((st == "internal").sum()),
        "constant_loads_ir": int(code["constant_loads_ir"].sum()),
        "constant_loads_ptx": int(code["constant_loads_ptx"].sum()),
        "ptx_ld_global_nc": int(code["ptx_ld_global_nc"].sum()),
        "ir_size_bytes": int(code["ir_size_bytes"].sum()),
        "ptx_size_bytes": int(code["ptx_size_bytes"].fillna(0).sum()),
    }


def kernel_assignment(parts: SplitParts) -> pd.DataFrame:
    """Kernel x config table of split parts (from :func:`read_run_split_parts`): which part each kernel went to.

    Returns:
        DataFrame indexed by (module_name, kernel), one Int64 column per
        config in sweep order holding the split part (<NA>: unsplit, or kernel absent).
    """
    k = parts.kernels
    if "config" not in k.columns:
        raise KitError("kernel_assignment needs the frames of read_run_split_parts (a config column)")
    k = k.drop_duplicates(["config", "module_name", "kernel"])
    out = k.pivot(index=["module_name", "kernel"], columns="config", values="split_part").astype("Int64")
    present = [c for c in (k["config"].cat.categories if isinstance(k["config"].dtype, pd.CategoricalDtype) else sorted(set(k["config"]))) if c in out.columns]
    out = out[present]
    out.columns = pd.Index([str(c) for c in present], name="config")
    return out


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
        counts = ", ".join(f"`{r.config}` {_plural(int(r.parts), 'part')} for {_plural(int(r.kernels), 'kernel')}" for r in split.itertuples())
        cols = [str(c) for c in split["config"] if str(c) in assign.columns]
        n_list = ", ".join(str(int(n)) for n in split["split_count"])
        if len(cols) > 1:
            same = bool((assign[cols].dropna(how="all").nunique(axis=1, dropna=False) <= 1).all())
            tail = f"every kernel went to the same part whatever N ({n_list})" if same else f"N changed which part some kernels went to (N = {n_list})"
        else:
            tail = "one split config only, so this run does not show whether N changes the parts"
        out.append(f"With the split flags: {counts}; {tail}.")
    for r in g[g["split_count"].isna()].itertuples():
        out.append(f"Without split flags (`{r.config}`): {_plural(int(r.parts), 'unsplit module')} holding {_plural(int(r.kernels), 'kernel')}.")
    timed = g[g["compile_time_s"].notna() & g["baseline"].notna()]
    if len(timed):
        base = str(timed["baseline"].iloc[0])
        ratios = ", ".join(f"`{r.config}` {r.compile_time_s:.2f} s ({r.compile_time_vs_base:.2f}x)" for r in timed.itertuples() if str(r.config) != base)
        base_s = float(g.loc[g["config"].astype(str) == base, "compile_time_s"].iloc[0])
        out.append(f"Compile time ({_process_text(timed['processes'])}): baseline `{base}` {base_s:.2f} s" + (f"; {ratios}." if ratios else "."))
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


def part_sizes_figure(parts: SplitParts, value: str = "ptx_instruction_count"):
    """Bars of ``value`` (a PARTS_SCHEMA column) per part, one colour per config in sweep order.

    The unsplit module of a config without split flags is the bar ``unsplit``;
    constants modules are left out.

    Returns:
        a matplotlib Figure.
    """
    import matplotlib.pyplot as plt
    import numpy as np

    p = parts.parts[parts.parts["role"] != "constants-module"].copy()
    p["part"] = [("unsplit" if pd.isna(s) else str(int(s))) for s in p["split_part"]]
    xs = list(dict.fromkeys(["unsplit"] * bool((p["part"] == "unsplit").any()) + sorted({x for x in p["part"] if x != "unsplit"}, key=int)))
    groups = [(str(c), g) for c, g in p.groupby("config", sort=True, observed=True)]
    fig, ax = plt.subplots(figsize=(10, 3.5))
    w = 0.8 / max(len(groups), 1)
    for i, (label, g) in enumerate(groups):
        vals = g.groupby("part")[value].sum().reindex(xs).fillna(0).to_numpy(dtype=float)
        ax.bar(np.arange(len(xs)) + i * w, vals, width=w, label=label)
    ax.set_xticks(np.arange(len(xs)) + 0.4 - w / 2, xs)
    ax.set_xlabel("split part")
    ax.set_ylabel(value)
    ax.set_title(f"{value} per part and config")
    ax.legend(fontsize=8)
    fig.tight_layout()
    return fig


def compile_time_figure(summary: pd.DataFrame, published: pd.DataFrame = PUBLISHED_COMPILE_TIMES):
    """Compile time vs N: this run (left, seconds) and relative to the baseline beside Case 1's published figures (right).

    A config without split flags is drawn as a dotted horizontal line (it has no N).

    Returns:
        a matplotlib Figure.
    """
    import matplotlib.pyplot as plt

    fig, (ax_abs, ax_rel) = plt.subplots(1, 2, figsize=(10, 4))
    ok = summary[(summary["status"] == "ok") & summary["compile_time_s"].notna()]
    for (model, target), g in ok.groupby(["model", "gpu_target"], sort=False):
        label = f"{model} / {target} (deviceless, today)"
        for r in g[g["split_count"].isna()].itertuples():
            ax_abs.axhline(r.compile_time_s, ls=":", color="grey", label=f"{model} / {target} {r.config} ({UNSPLIT_LABEL})")
            if pd.notna(r.compile_time_vs_base):
                ax_rel.axhline(r.compile_time_vs_base, ls=":", color="grey", label=f"{r.config} ({UNSPLIT_LABEL})")
        s = g[g["split_count"].notna()].sort_values("split_count")
        if len(s):
            ax_abs.plot(s["split_count"].astype(int), s["compile_time_s"], "o-", label=label)
            ax_rel.plot(s["split_count"].astype(int), s["compile_time_vs_base"].astype(float), "o-", label=label)
    for model, g in published.groupby("model"):
        g = g.sort_values("threads")
        ax_abs.plot(g["threads"], g["compile_time_s"], "s--", label=f"{model} (published 2022)")
        ax_rel.plot(g["threads"], g["compile_time_s"] / g["compile_time_s"].iloc[0], "s--", label=f"{model} (published 2022, vs 1 thread)")
    for ax in (ax_abs, ax_rel):
        ax.set_xscale("log", base=2)
        ax.set_xlabel("compile parallelism N (threads)")
        ax.legend(fontsize=7)
    ax_abs.set_yscale("log")
    ax_abs.set_ylabel("compile time (s)")
    bases = sorted(set(ok["baseline"].dropna().astype(str)))
    ax_rel.set_ylabel(f"compile time / baseline ({', '.join(bases) or 'none'})")
    fig.tight_layout()
    return fig
