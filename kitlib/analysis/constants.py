"""Where constants live: HLO constants per module and constant LLVM globals per LLVM module, per config.

"Constant global" is :func:`kitlib.dumps.llvm_ir.constant_globals` (one definition for the CPU and GPU
analyses and the lab). torch-xla-cpu: every kernel module of every ok config (:func:`llvm_constant_globals`);
xla-gpu-deviceless: per split part, in :mod:`kitlib.analysis.split_parts` (``SplitParts.constants``).
The sentences computed from these tables are :mod:`kitlib.analysis.findings`.
"""
from __future__ import annotations

import pandas as pd

from ..dumps.llvm_ir import GlobalStatus, constant_globals
from ..runfolder import Run
from ..schema import Column, Schema, frame, keys, with_doc

LLVM_CONST_SCHEMA = Schema(
    [
        keys.CONFIG,
        keys.MODULE_ID,
        Column("kernel_module", "string", "kernel (or split part) the LLVM module belongs to"),
        keys.SPLIT_PART,
        keys.FILE,
        Column("global", "string", "constant global name"),
        Column("linkage", "string", "linkage"),
        Column("status", "string", "where it lives (GlobalStatus): defined here and visible to other modules, internal "
               "(this module's private copy) or external (only declared: defined in another module, loaded from memory)"),
        Column("address_space", "Int64", "address space"),
        Column("size_bytes", "Int64", "size of the global", "bytes"),
        Column("loads", "int64", "load instructions reading it in this module's optimised IR"),
    ]
)
HLO_CONST_SCHEMA = Schema(
    [
        keys.CONFIG,
        keys.MODULE_ID,
        Column("hlo_module", "string", "HLO module name"),
        Column("constants", "int64", "constant instructions in the optimised HLO"),
        Column("scalar_constants", "int64", "of which scalars"),
        Column("constant_bytes", "int64", "bytes of all constant literals", "bytes"),
        Column("instructions", "int64", "instructions in the optimised HLO"),
        Column("fusions", "int64", "fusion instructions in the optimised HLO"),
    ]
)


CONSTANTS_BY_CONFIG_SCHEMA = Schema(
    [
        Column("modules_with_constants", "int64", "LLVM modules holding a constant global"),
        Column("constant_globals_defined", "int64", "constant globals defined in their module and visible to others"),
        Column("constant_globals_internal", "int64", "constant globals defined in their module with private / internal linkage"),
        Column("constant_globals_external", "int64", "constant globals only declared external"),
        Column("modules_with_external", "int64", "LLVM modules declaring an external constant"),
        Column("loads_of_external", "int64", "loads of external constants in the optimised IR"),
    ]
)


@with_doc(HLO_CONST_SCHEMA)
def hlo_constants(run: Run) -> pd.DataFrame:
    """HLO constants per config and HLO module, from the after-optimisation HLO.

    Returns:
        One row per (config, module), with columns:
        {schema}
    """
    rows = []
    for c in run.ok_configs:
        d = run.dump(c)
        files = d.files[d.files["file"].isin(d.parsed_files("hlo_after_optimizations"))]
        k, ins = d.tables.get("hlo_constants"), d.tables.get("hlo_instructions")
        for f in files.itertuples():
            kf = k[k["file"] == f.file] if k is not None else pd.DataFrame(columns=["is_scalar", "size_bytes"])
            inf = ins[ins["file"] == f.file] if ins is not None else pd.DataFrame(columns=["opcode"])
            rows.append({
                "config": c, "module_id": f.module_id, "hlo_module": f.hlo_module,
                "constants": len(kf), "scalar_constants": int(kf["is_scalar"].sum()),
                "constant_bytes": int(kf["size_bytes"].sum()), "instructions": len(inf),
                "fusions": int((inf["opcode"] == "fusion").sum()),
            })
    return frame(rows, HLO_CONST_SCHEMA)


@with_doc(LLVM_CONST_SCHEMA)
def llvm_constant_globals(run: Run, stage: str = "with-opt") -> pd.DataFrame:
    """Every constant LLVM global (:func:`kitlib.dumps.llvm_ir.constant_globals`) of every LLVM module in every
    ok config's dump (torch-xla-cpu; the split parts of xla-gpu-deviceless: :mod:`kitlib.analysis.split_parts`).

    A row says where a constant is defined (with its initializer) and where it
    is only declared ``external`` -- the Case 1 signature -- and how often the
    module's functions load it.

    Returns:
        One row per (config, file, global), with columns:
        {schema}
    """
    parts = []
    for c in run.ok_configs:
        d = run.dump(c)
        files = d.files[(d.files["stage"] == stage).fillna(False) & d.files["file"].isin(d.parsed_files("llvm_ir"))]
        g = d.tables.get("llvm_globals")
        if g is None or files.empty:
            continue
        g = constant_globals(g)
        g = g[g["file"].isin(files["file"])]
        loads = d.tables["llvm_loads"].groupby(["file", "global"], as_index=False)["count"].sum()
        g = g.merge(loads, how="left", left_on=["file", "name"], right_on=["file", "global"])
        g = g.merge(files[["file", "kernel", "split_part"]], on="file")
        label = [k if pd.notna(k) else f"part {p}" if pd.notna(p) else m
                 for k, p, m in zip(g["kernel"], g["split_part"], g["hlo_module"])]
        parts.append(pd.DataFrame({
            "config": c, "module_id": g["module_id"], "kernel_module": label, "split_part": g["split_part"],
            "file": g["file"], "global": g["name"], "linkage": g["linkage"], "status": g["status"],
            "address_space": g["address_space"], "size_bytes": g["size_bytes"], "loads": g["count"].fillna(0).astype("int64"),
        }))
    rows = pd.concat(parts, ignore_index=True) if parts else []
    return frame(rows, LLVM_CONST_SCHEMA)


@with_doc(CONSTANTS_BY_CONFIG_SCHEMA)
def constants_by_config(llvm_consts: pd.DataFrame) -> pd.DataFrame:
    """Per config, from :func:`llvm_constant_globals`.

    Returns:
        Index config (sweep order), columns:
        {schema}
    """
    g = llvm_consts.groupby("config", sort=False)
    external = llvm_consts[llvm_consts["status"] == GlobalStatus.EXTERNAL].groupby("config")
    out = pd.DataFrame({
        "modules_with_constants": g["file"].nunique(),
        **{f"constant_globals_{s}": g["status"].apply(lambda x, s=s: int((x == s).sum())) for s in GlobalStatus},
        "modules_with_external": external["file"].nunique(),
        "loads_of_external": external["loads"].sum(),
    })
    return out.reindex(list(dict.fromkeys(llvm_consts["config"]))).fillna(0).astype("int64")


def constant_placement(llvm_consts: pd.DataFrame, configs: list[str]) -> pd.DataFrame:
    """Where each constant global is, per config: index (global, kernel_module), one column per config of
    ``configs`` that has constants, holding its status (defined, internal or external; <NA>: not in that config).

    ``llvm_consts``: :func:`llvm_constant_globals`.
    """
    wide = llvm_consts.groupby(["global", "kernel_module", "config"], sort=False)["status"].first().unstack("config")
    return wide[[c for c in configs if c in wide.columns]]


def llvm_modules_scanned(run: Run) -> int:
    """Optimised LLVM modules (``ir-with-opt``) in the dumps of process 0 of every ok config."""
    idx = run.dump_index
    return int(((idx["kind"] == "llvm_ir") & (idx["stage"] == "with-opt")).sum()) if len(idx) else 0
