"""One recipe per finding: run the kit's own backends, return what was measured.

A recipe is ``recipe(finding, workdir) -> list[Measurement]``: ``finding`` its
registry entry (:class:`~kitlib.findings.Finding`; the workload table holds its
parameters), ``workdir`` the finding's folder under ``kit reproduce --out``
where every capture it makes is kept. It raises on failure; the runner
(:mod:`kitlib.repro.run`) reports the finding failed with that reason.

Backends used: the split lab (:mod:`kitlib.lab`), the deviceless XLA:GPU worker
(:func:`kitlib.capture.gpu_worker.spawn` with a StableHLO program), XLA:CPU
through JAX (a child process, :mod:`kitlib.repro.programs`) and through
torch_xla (:func:`kitlib.capture.sweep.sweep` with a user model), and the
GraphDef reader (:func:`kitlib.analysis.transfers.transfers`).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .._paths import KITLIB_ROOT, kitlib_pythonpath
from ..errors import KitError
from ..findings import Finding

#: opcodes of an entry computation that launch no kernel
NOT_KERNELS = frozenset({"parameter", "constant", "tuple", "get-tuple-element", "bitcast"})


@dataclass(frozen=True)
class Measurement:
    """One row of a finding's result: a quantity, its published value and what the kit measured.

    ``rule`` overrides the finding's rule for this row (e.g. a qualitative row in an exact finding);
    ``band`` the finding's band (a recipe that measured its noise sets it).
    """

    quantity: str
    published: Any
    measured: Any
    unit: str = ""
    note: str = ""
    band: float | None = None
    rule: str | None = None


def resolve_input(path: str) -> Path:
    """A workload input named relative to the repository (``tests/data/...``).

    Raises:
        KitError: the file or folder is missing (an installed kit without the repository's test data).
    """
    p = Path(path) if Path(path).is_absolute() else KITLIB_ROOT / path
    if not p.exists():
        raise KitError(f"{p}: input missing (the recipe reads the repository's test data)")
    return p


def _tail(text: str, n: int = 400) -> str:
    return " ".join(text.strip().splitlines()[-3:])[-n:]


def _one(folder: Path, pattern: str) -> Path:
    hits = sorted(folder.glob(pattern))
    if len(hits) != 1:
        raise KitError(f"{folder}: {len(hits)} files match {pattern} (wanted one)")
    return hits[0]


def entry_kernels(hlo_path: Path) -> int:
    """Kernels of an optimised HLO module: instructions of the entry computation other than :data:`NOT_KERNELS`."""
    from ..dumps.hlo import read_hlo

    m = read_hlo(hlo_path)
    ins = m.instructions
    entry = ins[ins["computation"] == m.entry]
    return int((~entry["opcode"].isin(NOT_KERNELS)).sum())


def stablehlo(program: str, params: dict[str, Any], out: Path) -> Path:
    """Lower a program of :mod:`kitlib.repro.programs` to StableHLO text in a child process."""
    out.parent.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "JAX_PLATFORMS": "cpu", "XLA_FLAGS": "", "PYTHONPATH": kitlib_pythonpath(os.environ.get("PYTHONPATH"))}
    p = subprocess.run([sys.executable, "-m", "kitlib.repro.programs", "stablehlo", program, json.dumps(params), str(out)],
                       env=env, capture_output=True, text=True, timeout=600, check=False)
    if p.returncode:
        raise KitError(f"lowering {program} to StableHLO failed: {_tail(p.stderr)}")
    return out


def gpu_compile(program: str, params: dict[str, Any], flags: str, target: str, config_dir: Path) -> Path:
    """Compile a program deviceless for XLA:GPU ``target`` with extra ``flags``; returns its dump folder."""
    from ..capture.gpu_worker import spawn

    mlir = stablehlo(program, params, config_dir.parent / f"{program}.stablehlo.mlir")
    dump = config_dir.resolve() / "dump"
    cfg = {"name": config_dir.name, "model": program, "mode": "infer", "batch_size": 1, "seq_len": 1, "gpu_target": target,
           "split_count": None, "program": str(mlir.resolve()),
           "xla_flags": f"--xla_dump_to={dump} --xla_dump_hlo_as_text {flags}".strip()}
    p = spawn(cfg, config_dir)
    if p.returncode:
        raise KitError(f"deviceless XLA:GPU compile of {program} ({flags or 'default flags'}) failed: {_tail(p.stderr)}")
    return dump


def jax_cpu_compile(program: str, params: dict[str, Any], flags: str, config_dir: Path) -> Path:
    """Compile a program for XLA:CPU with JAX in a child process with ``flags``; returns its dump folder."""
    dump = config_dir.resolve() / "dump"
    dump.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "JAX_PLATFORMS": "cpu", "XLA_FLAGS": f"--xla_dump_to={dump} --xla_dump_hlo_as_text {flags}".strip(),
           "PYTHONPATH": kitlib_pythonpath(os.environ.get("PYTHONPATH"))}
    p = subprocess.run([sys.executable, "-m", "kitlib.repro.programs", "cpu", program, json.dumps(params)],
                       env=env, capture_output=True, text=True, timeout=600, check=False)
    if p.returncode:
        raise KitError(f"XLA:CPU compile of {program} with JAX ({flags or 'default flags'}) failed: {_tail(p.stderr)}")
    return dump


def total_bytes(dump: Path) -> int:
    """Buffer-assignment total of the one GPU module in a dump folder (its memory-usage report), bytes."""
    from ..dumps.buffer_assignment import read_memory_usage_report

    return int(read_memory_usage_report(_one(dump, "*gpu_after_optimizations-memory-usage-report.txt")).total_bytes)


# ----------------------------------------------------------------------------- recipes


def _constant_loads(f: Finding, work: Path, fix: bool) -> dict[str, Any]:
    from ..lab.split import split_lab

    w = f.workload
    r = split_lab(resolve_input(w["input"]), int(w["parts"]), fix=fix, workdir=work / "lab", jobs=2)
    const = w.get("constant", "buffer_for_constant_121")
    loads = r.loads[(r.loads["stage"] == "asm") & (r.loads["global"] == const)]
    users = r.constants[(r.constants["global"] == const) & ((r.constants["status"] != "external") | r.constants["used"])]
    owner = r.constants.loc[r.constants["global"] == const, "owner_part"].dropna()
    owner_part = int(owner.iloc[0]) if len(owner) else -1
    in_parts = loads.dropna(subset=["split_part"])
    return {
        "parts": int(w["parts"]), "owner": owner_part, "using_parts": int(users["split_part"].nunique()),
        "loading_parts": sorted(int(p) for p in in_parts["split_part"].unique()),
        "owner_loads": int(in_parts.loc[in_parts["split_part"] == owner_part, "count"].sum()),
        "unsplit_loads": int(loads.loc[loads["split_part"].isna(), "count"].sum()),
        "example": next((str(e) for e in r.loads.loc[r.loads["global"] == const, "example"].dropna()), ""),
    }


def case1_split_constants(f: Finding, work: Path) -> list[Measurement]:
    split = _constant_loads(f, work, fix=False)
    fixed = _constant_loads(f, work, fix=True)
    non_owning = [p for p in split["loading_parts"] if p != split["owner"]]
    note = f"{split['parts']} parts, {split['using_parts']} use the constant; owner part {split['owner']}"
    return [
        Measurement("non-owning parts loading the constant", f.value("non-owning parts loading the constant"), len(non_owning), "parts",
                    f"{note}; e.g. {split['example']}" if split["example"] else note),
        Measurement("owning part loads", f.value("owning part loads"), split["owner_loads"], "loads"),
        Measurement("unsplit module loads", f.value("unsplit module loads"), split["unsplit_loads"], "loads"),
        Measurement("parts loading the constant with the fix", f.value("parts loading the constant with the fix"),
                    len(fixed["loading_parts"]), "parts", "every part got an internal copy"),
    ]


def case1_throughput(f: Finding, work: Path) -> list[Measurement]:
    from ..dumps.llvm_ir import constant_globals, read_llvm_ir

    split = _constant_loads(f, work, fix=False)
    fixed = _constant_loads(f, work, fix=True)
    one, sixteen, fix = (f.value(p["quantity"]) for p in f.published)
    w = f.workload
    dump = gpu_compile(w["program"], {}, "", w["gpu_target"], work / "xla-gpu")
    consts = constant_globals(read_llvm_ir(_one(dump, "*.ir-with-opt.ll")).globals)
    external = consts[consts["linkage"].astype("string").fillna("") == "external"]
    return [
        Measurement("throughput 16 threads / 1 thread", round(sixteen / one, 4),
                    f"{len([p for p in split['loading_parts'] if p != split['owner']])} of {split['parts']} parts load the constant",
                    "ratio", "the mechanism behind the slowdown (split lab)", rule="qualitative"),
        Measurement("throughput 16 threads + fix / 1 thread", round(fix / one, 4),
                    f"{len(fixed['loading_parts'])} parts load the constant with the fix", "ratio", "the fix removes the loads (split lab)",
                    rule="qualitative"),
        Measurement("external constant globals, XLA:GPU today", "every non-owning part (2022)", len(external), "globals",
                    f"deviceless XLA:GPU compile of {w['program']} for {w['gpu_target']}: {len(consts)} constant globals, none split",
                    rule="qualitative"),
    ]


def fusion_reduce_sum(f: Finding, work: Path) -> list[Measurement]:
    w = f.workload
    params = {"size": int(w.get("size", 1024))}
    backends = w.get("backends", ["xla-gpu-deviceless/jax", "xla-cpu/jax", "xla-cpu/torch_xla"])
    rows = []
    for backend in backends:
        counts = {}
        for fused in (False, True):
            name = f"{backend.replace('/', '-')}-{'fused' if fused else 'unfused'}"
            if backend == "xla-gpu-deviceless/jax":
                dump = gpu_compile(w["program"], params, "" if fused else w["unfused_flags_gpu"], w["gpu_target"], work / name)
                counts[fused] = entry_kernels(_one(dump, "*gpu_after_optimizations.txt"))
            elif backend == "xla-cpu/jax":
                dump = jax_cpu_compile(w["program"], params, "" if fused else w["unfused_flags_cpu"], work / name)
                counts[fused] = entry_kernels(_one(dump, "*cpu_after_optimizations.txt"))
            elif backend == "xla-cpu/torch_xla":
                counts = _torch_reduce_sum(w, work / "torch_xla")
                break
            else:
                raise KitError(f"{f.path}: workload.backends: unknown backend {backend!r}")
        unfused_flags = w["unfused_flags_gpu"] if backend.startswith("xla-gpu") else w["unfused_flags_cpu"]
        for fused in (False, True):
            q = "kernels with fusion" if fused else "kernels without fusion"
            rows.append(Measurement(f"{q} ({backend})", f.value(q), counts[fused], "kernels", "default flags" if fused else unfused_flags))
    return rows


def _torch_reduce_sum(w: dict[str, Any], run_dir: Path) -> dict[bool, int]:
    from ..capture.spec import ConfigSpec, SweepSpec
    from ..capture.sweep import sweep
    from ..runfolder import open_run

    model = f"{KITLIB_ROOT / 'kitlib' / 'repro' / 'programs.py'}:torch_reduce_sum"
    spec = SweepSpec(model=model, mode="infer", steps=1, warmup=0, trace_steps=0, timeout_s=600.0,
                     configs=(ConfigSpec("unfused", w["unfused_flags_cpu"]), ConfigSpec("fused", "")))
    run = open_run(sweep(spec, out=run_dir, progress=False))
    counts = {}
    for name, fused in (("unfused", False), ("fused", True)):
        if run.status(name) != "ok":
            raise KitError(f"torch_xla config {name} failed: {run.entry(name).get('error', 'no reason recorded')}")
        files = [p for p in sorted(run.dump_dir(name).glob("*cpu_after_optimizations.txt")) if " reduce(" in p.read_text()]
        if len(files) != 1:
            raise KitError(f"{run.dump_dir(name)}: {len(files)} optimised HLO modules with a reduce (wanted one)")
        counts[fused] = entry_kernels(files[0])
    return counts


def compile_threads(f: Finding, work: Path) -> list[Measurement]:
    import numpy as np

    from ..analysis.scaling import compile_pools, published_fits
    from ..capture.spec import SweepSpec, configs_for
    from ..capture.sweep import sweep

    w = f.workload
    pools = [int(n) for n in w["pools"]]
    spec = SweepSpec(model=w["model"], mode="infer", steps=int(w.get("steps", 2)), warmup=0, trace_steps=0,
                     repeats=int(w.get("repeats", 3)), configs=configs_for(pools))
    df = compile_pools(sweep(spec, out=work / "sweep", progress=False)).dropna(subset=["compile_time_s"])
    t = {n: df.loc[df["compile_threads_requested"] == n, "compile_time_s"].to_numpy(float) for n in pools}
    if any(len(v) < 2 for v in t.values()):
        raise KitError(f"compile pools {pools}: fewer than 2 ok processes per pool ({ {n: len(v) for n, v in t.items()} })")
    ratio = float(t[pools[0]].mean() / t[pools[1]].mean())
    # band: two standard errors of the ratio of means (delta method), processes as the unit
    rel = float(np.sqrt(sum((v.std(ddof=1) / np.sqrt(len(v)) / v.mean()) ** 2 for v in t.values())))
    fits = published_fits().set_index("model")
    ref = str(w.get("reference_model", "bert-base-uncased"))
    predicted = float(fits.loc[ref, "speedup_1_to_2"])
    measured_sizes = sorted(int(x) for x in df["compile_threads"].dropna().unique())
    return [Measurement(f"compile speed-up {pools[0]} -> {pools[1]} threads", round(predicted, 3), round(ratio, 3), "x",
                        f"Amdahl fit of published {ref} (serial fraction {fits.loc[ref, 'serial_fraction']:.2f}); "
                        f"{w['model']} on XLA:CPU, {sum(len(v) for v in t.values())} processes, measured pool sizes {measured_sizes}, "
                        f"band = 2 x relative SE of the ratio = {2 * rel:.3f}", band=max(2 * rel, 1e-9))]


def horizontal_fusion_memory(f: Finding, work: Path) -> list[Measurement]:
    w = f.workload
    params = {"size": int(w["size"]), "outer": int(w["outer"])}
    temp = params["size"] ** 2 * 4
    on = total_bytes(gpu_compile(w["program"], params, "", w["gpu_target"], work / "fusion-on"))
    off = total_bytes(gpu_compile(w["program"], params, w["off_flags"], w["gpu_target"], work / "fusion-off"))
    return [
        Measurement("temporaries live at once, fusion on", f.value("temporaries live at once, fusion on"), on // temp, "temporaries",
                    f"{on} bytes // {temp} (f32[{params['size']},{params['size']}])"),
        Measurement("memory ratio, fusion on / off", f.value("memory ratio, fusion on / off"), round(on / off, 2), "x",
                    f"{on} bytes vs {off} with {w['off_flags']} ({off // temp} temporaries live)", rule="direction"),
        Measurement("memory with fusion on", f.value("memory with fusion on"), on, "bytes",
                    f"scaled down: SIZE {params['size']} instead of 40000", rule="qualitative"),
    ]


def fusion_merger_memory(f: Finding, work: Path) -> list[Measurement]:
    w = f.workload
    default = total_bytes(gpu_compile(w["program"], {}, "", w["gpu_target"], work / "default"))
    off = total_bytes(gpu_compile(w["program"], {}, w["off_flags"], w["gpu_target"], work / "merger-off"))
    before, after = f.value("memory before the change"), f.value("memory after the change")
    return [Measurement("memory ratio, changed merger / before", round(after / before, 3), round(default / off, 3), "ratio",
                        f"{w['program']}: {default} bytes with default passes, {off} with {w['off_flags']}", rule="qualitative")]


def case2_swap_copies(f: Finding, work: Path) -> list[Measurement]:
    from ..analysis.transfers import transfers

    folder = resolve_input(f.workload["input"])
    t = transfers(folder)
    rows = []
    for file in sorted(folder.glob("*.pbtxt")):
        mine = t[t["file"].astype(str) == file.name]
        for q, op in (("swap-out copies per graph", "_CopyFromGpuToHost"), ("swap-in copies per graph", "_CopyFromHostToGpu")):
            n = int((mine["op"] == op).sum())
            rows.append(Measurement(f"{q} ({file.name})", f.value(q), n, "copies", f"kit transfers: op {op}"))
    if not rows:
        raise KitError(f"{folder}: no graph dumps (*.pbtxt)")
    return rows


#: recipe name (a finding's ``recipe`` key) -> function
RECIPES: dict[str, Callable[[Finding, Path], list[Measurement]]] = {
    "case1_split_constants": case1_split_constants,
    "case1_throughput": case1_throughput,
    "fusion_reduce_sum": fusion_reduce_sum,
    "compile_threads": compile_threads,
    "horizontal_fusion_memory": horizontal_fusion_memory,
    "fusion_merger_memory": fusion_merger_memory,
    "case2_swap_copies": case2_swap_copies,
}
