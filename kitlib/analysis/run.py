"""A run folder as tables, and the side-by-side joins of its configs.

Everything here reads only the run folder (``manifest.json`` and the config
folders the sweep wrote), so a run captured elsewhere analyses anywhere.
Every table keys on ``config`` (and ``process`` or ``module`` where a config
holds several).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from ..capture.sweep import read_manifest
from ..dumps.folder import DumpFolder, parse_folder
from ..dumps.index import read_dump_index
from ..errors import KitError, ParseError
from ..schema import Column, Schema, frame, with_doc
from ..timings.trace import read_trace

#: dump file kinds the run analyses parse
ANALYSIS_KINDS = ("hlo_after_optimizations", "llvm_ir", "debug_options")

CONFIG_SCHEMA = Schema(
    [
        Column("config", "string", "config name"),
        Column("status", "string", "ok or failed"),
        Column("reason", "string", "why it failed (<NA> when ok)"),
        Column("split_count", "Int64", "split count of the config (<NA> when the config set flags by hand)"),
        Column("xla_flags", "string", "the config's own XLA flags"),
        Column("cpus", "string", "CPU affinity of the process (<NA>: all)"),
        Column("n_processes", "int64", "processes run for this config"),
    ]
)
COMPILE_SCHEMA = Schema(
    [
        Column("config", "string", "config name"),
        Column("process", "int64", "process number (the unit of replication)"),
        Column("compile_time_s", "float64", "torch_xla CompileTime, all graphs of the process added up", "s"),
        Column("n_compiles", "int64", "CompileTime samples (graphs compiled)"),
        Column("first_step_s", "float64", "wall time of the first (compiling) step", "s"),
    ]
)
STEP_SCHEMA = Schema(
    [
        Column("config", "string", "config name"),
        Column("process", "int64", "process number"),
        Column("step", "int64", "timed step number (after warm-up)"),
        Column("duration_s", "float64", "wall time of the step, sync and wait included", "s"),
    ]
)
KERNEL_SCHEMA = Schema(
    [
        Column("config", "string", "config name"),
        Column("process", "int64", "process number (the unit of replication)"),
        Column("kernel", "string", "kernel (HLO op the profiler names)"),
        Column("hlo_module", "string", "HLO module of the kernel"),
        Column("calls_per_step", "float64", "executions per profiled step"),
        Column("self_us_per_step", "float64", "self time per profiled step, mean over the process's profiled steps", "us"),
        Column("total_us_per_step", "float64", "inclusive time per profiled step", "us"),
    ]
)
LLVM_CONST_SCHEMA = Schema(
    [
        Column("config", "string", "config name"),
        Column("module_id", "Int64", "HLO module id of the dump file"),
        Column("kernel_module", "string", "kernel (or split part) the LLVM module belongs to"),
        Column("split_part", "Int64", "split part, where the file is one"),
        Column("file", "string", "dump file name"),
        Column("global", "string", "constant global name"),
        Column("linkage", "string", "linkage"),
        Column("defined", "boolean", "defined here (with initializer) rather than declared external"),
        Column("address_space", "Int64", "address space"),
        Column("size_bytes", "Int64", "size of the global", "bytes"),
        Column("loads", "int64", "load instructions reading it in this module's optimised IR"),
    ]
)
HLO_CONST_SCHEMA = Schema(
    [
        Column("config", "string", "config name"),
        Column("module_id", "Int64", "HLO module id"),
        Column("module_name", "string", "HLO module name"),
        Column("constants", "int64", "constant instructions in the optimised HLO"),
        Column("scalar_constants", "int64", "of which scalars"),
        Column("constant_bytes", "int64", "bytes of all constant literals", "bytes"),
        Column("instructions", "int64", "instructions in the optimised HLO"),
        Column("fusions", "int64", "fusion instructions in the optimised HLO"),
    ]
)


@dataclass
class Run:
    """A run folder: its manifest and the folders of its configs' processes."""

    path: Path
    manifest: dict[str, Any]
    _parsed: dict[str, DumpFolder] = field(default_factory=dict, repr=False)
    _errors: dict[tuple[str, str], dict[str, str]] = field(default_factory=dict, repr=False)

    def note_error(self, config: str, error: ParseError, kind: str) -> None:
        """Remember a file an analysis could not read (listed by :func:`parse_errors`)."""
        self._errors[(config, error.path)] = {"config": config, "file": error.path, "kind": kind, "error": error.one_line()}

    @property
    def spec(self) -> dict[str, Any]:
        return self.manifest.get("spec", {})

    @property
    def config_names(self) -> list[str]:
        return [c["name"] for c in self.manifest.get("configs", [])]

    @property
    def ok_configs(self) -> list[str]:
        return [c["name"] for c in self.manifest.get("configs", []) if c.get("status") == "ok"]

    def entry(self, config: str) -> dict[str, Any]:
        for c in self.manifest.get("configs", []):
            if c["name"] == config:
                return c
        raise KitError(f"{self.path}: no config {config!r} in the manifest")

    def process_dir(self, config: str, process: int = 0) -> Path:
        for p in self.entry(config).get("processes", []):
            if p.get("process") == process:
                return self.path / p["dir"]
        return self.path / config

    def dump_dir(self, config: str, process: int = 0) -> Path:
        return self.process_dir(config, process) / "dump"

    def parsed_dump(self, config: str) -> DumpFolder:
        """The analysis tables of a config's dump (HLO after optimisations, LLVM IR,
        debug options), parsed once and cached as parquet beside the dump."""
        if config not in self._parsed:
            self._parsed[config] = parse_folder(self.dump_dir(config), kinds=ANALYSIS_KINDS)
        return self._parsed[config]

    @cached_property
    def dump_index(self) -> pd.DataFrame:
        """The dump index of process 0 of every ok config, with a ``config`` column first."""
        parts = []
        for c in self.ok_configs:
            d = self.dump_dir(c)
            if d.is_dir():
                idx = read_dump_index(d)
                idx.insert(0, "config", c)
                parts.append(idx)
        if not parts:
            return pd.DataFrame(columns=["config"])
        return pd.concat(parts, ignore_index=True).astype({"config": "string"})


def open_run(path: str | Path) -> Run:
    """Open a run folder.

    Returns:
        A :class:`Run` (path and manifest); tables are read on demand by the functions here.

    Raises:
        CaptureError: not a folder, no or invalid ``manifest.json``.
    """
    p = Path(path)
    return Run(p, read_manifest(p))


@with_doc(CONFIG_SCHEMA)
def configs(run: Run) -> pd.DataFrame:
    """The run's configs and their status.

    Returns:
        One row per config, in sweep order, with columns:
        {schema}
    """
    rows = []
    for c in run.manifest.get("configs", []):
        rows.append({
            "config": c["name"], "status": c.get("status"), "reason": c.get("reason"),
            "split_count": c.get("split_count"), "xla_flags": c.get("xla_flags", ""),
            "cpus": ",".join(map(str, c["cpus"])) if c.get("cpus") is not None else None,
            "n_processes": len(c.get("processes", [])),
        })
    return frame(rows, CONFIG_SCHEMA)


@with_doc(COMPILE_SCHEMA)
def compile_times(run: Run) -> pd.DataFrame:
    """Compile time of every ok process, from its torch_xla CompileTime samples.

    A process whose ``metrics.json`` cannot be read keeps the manifest's figure
    and is listed by :func:`parse_errors`.

    Returns:
        One row per ok process, with columns:
        {schema}
    """
    from ..timings.metrics import read_metric_samples

    rows = []
    for c in run.manifest.get("configs", []):
        for p in c.get("processes", []):
            if p.get("status") != "ok":
                continue
            try:
                samples = read_metric_samples(run.path / p["dir"])
            except ParseError as e:  # keep the manifest's figure, say which file failed
                run.note_error(c["name"], e, "metrics")
                samples = pd.DataFrame(columns=["metric", "duration_s"])
            ct = samples[samples["metric"] == "CompileTime"]
            rows.append({
                "config": c["name"], "process": p["process"],
                "compile_time_s": float(ct["duration_s"].sum()) if len(ct) else p.get("compile_time_s"),
                "n_compiles": len(ct), "first_step_s": p.get("first_step_s"),
            })
    return frame(rows, COMPILE_SCHEMA)


@with_doc(STEP_SCHEMA)
def step_times(run: Run) -> pd.DataFrame:
    """Timed step wall times of every ok process (warm-up and compiling step excluded).

    Returns:
        One row per step, with columns:
        {schema}
    """
    rows: list[dict[str, Any]] = []
    for c in run.manifest.get("configs", []):
        for p in c.get("processes", []):
            if p.get("status") == "ok":
                rows.extend({"config": c["name"], "process": p["process"], "step": i, "duration_s": t}
                            for i, t in enumerate(p.get("step_times_s") or []))
    return frame(rows, STEP_SCHEMA)


def kernel_events(run: Run) -> pd.DataFrame:
    """Every kernel execution of every ok process's trace, with config and process columns
    first (columns of :data:`kitlib.timings.trace.KERNEL_SCHEMA` after them).

    A trace that cannot be read is left out and listed by :func:`parse_errors`.

    Raises:
        KitError: no readable trace in any ok config.
    """
    parts = []
    for c in run.manifest.get("configs", []):
        for p in c.get("processes", []):
            tdir = run.path / p["dir"] / "trace"
            if p.get("status") == "ok" and tdir.is_dir():
                try:
                    t = read_trace(tdir)
                except ParseError as e:  # one bad trace leaves the others in the tables
                    run.note_error(c["name"], e, "trace")
                    continue
                t.insert(0, "process", p["process"])
                t.insert(0, "config", c["name"])
                parts.append(t)
    if not parts:
        raise KitError(f"{run.path}: no profiler trace in any ok config")
    return pd.concat(parts, ignore_index=True)


@with_doc(KERNEL_SCHEMA)
def kernel_times(run: Run, events: pd.DataFrame | None = None) -> pd.DataFrame:
    """Per config, process and kernel: calls and time per profiled step.

    Returns:
        One row per (config, process, kernel, hlo_module), with columns:
        {schema}

    Raises:
        KitError: no readable trace in any ok config (when ``events`` is not given).
    """
    ev = kernel_events(run) if events is None else events
    ev = ev[ev["step"].notna()]
    keys = ["config", "process"]
    steps = ev.groupby(keys)["step"].nunique().rename("steps")
    g = ev.groupby([*keys, "kernel", "hlo_module"], sort=False).agg(
        calls=("duration_us", "size"), self_us=("self_duration_us", "sum"), total_us=("duration_us", "sum")
    ).reset_index().join(steps, on=keys)
    g["calls_per_step"] = g["calls"] / g["steps"]
    g["self_us_per_step"] = g["self_us"] / g["steps"]
    g["total_us_per_step"] = g["total_us"] / g["steps"]
    return frame(g, KERNEL_SCHEMA)


def kernel_coverage(run: Run, events: pd.DataFrame | None = None) -> pd.DataFrame:
    """How much of a profiled step the kernel events account for, per config.

    Per (process, profiled step): ``span_ms``, from the first kernel's start to the
    last one's end; ``kernel_ms``, the outermost kernel events' durations added up
    (over all threads, so it can exceed the span when kernels overlap). Returned
    per config as medians over processes and steps, with ``coverage`` =
    kernel_ms / span_ms and ``step_ms``, the typical timed step (wall time,
    as :func:`kitlib.analysis.stats.summarize_steps` defines it).
    Time outside kernel events is work the profiler does not attribute to a
    kernel (thread-pool work dispatched by a kernel, waits, transfers).

    Returns:
        Index config (sweep order); float64 columns span_ms, kernel_ms (ms), coverage
        (fraction), step_ms (ms).

    Raises:
        KitError: no readable trace in any ok config.
    """
    ev = kernel_events(run) if events is None else events
    ev = ev[ev["step"].notna() & (ev["depth"] == 0)].assign(end_us=lambda d: d["start_us"] + d["duration_us"])
    per = ev.groupby(["config", "process", "step"], sort=False).agg(
        start=("start_us", "min"), end=("end_us", "max"), kernel_us=("duration_us", "sum"))
    per["span_ms"] = (per["end"] - per["start"]) / 1e3
    per["kernel_ms"] = per["kernel_us"] / 1e3
    out = per.groupby("config", sort=False)[["span_ms", "kernel_ms"]].median()
    out["coverage"] = out["kernel_ms"] / out["span_ms"]
    from .stats import summarize_steps

    typical = summarize_steps(step_times(run)).set_index("config")["step_s"] * 1e3
    out["step_ms"] = typical.reindex(out.index)
    return out


def _per_kernel(kernels: pd.DataFrame) -> pd.DataFrame:
    """Self time per step of each (kernel, config, process), kernels summed over HLO modules."""
    return kernels.groupby(["kernel", "config", "process"], sort=False)["self_us_per_step"].sum()


def top_kernels(kernels: pd.DataFrame, n: int = 20, base: str | None = None) -> pd.DataFrame:
    """The ``n`` kernels with the most self time per step summed over configs: one column per
    config (self time per step in us, median over processes), plus ``<config>/<base>`` ratio
    columns when ``base`` is given. Index: kernel name.

    ``kernels``: :func:`kernel_times`.
    """
    wide = _per_kernel(kernels).groupby(["kernel", "config"], sort=False).median().unstack("config")
    order = list(dict.fromkeys(kernels["config"]))
    wide = wide[[c for c in order if c in wide.columns]]
    wide = wide.loc[wide.sum(axis=1).sort_values(ascending=False).index[:n]]
    if base is not None and base in wide.columns:
        for c in order:
            if c != base and c in wide.columns:
                wide[f"{c}/{base}"] = wide[c] / wide[base]
    wide.columns.name = None
    return wide


def kernel_changes(kernels: pd.DataFrame, base: str, test: str, min_us: float = 10.0) -> pd.DataFrame:
    """Kernels whose self time per step differs most between ``test`` and ``base``.

    The process is the unit: each side's samples are its per-process self times.
    With at least 2 processes a side, base_us/test_us are geometric means, the
    p-value is a Welch t test of the logs, and ``q_value`` corrects the p-values
    of all kernels shown for multiple testing (Benjamini-Hochberg); with one
    process a side, the values are that process's and p/q are NaN.

    Returns:
        Columns kernel (string), base_us, test_us (float64, self time per profiled
        step, us), diff_us (test - base, us), ratio (test / base), processes (int64,
        fewest on either side), p_value, q_value (float64); sorted by ``|diff_us|``,
        largest first. Kernels under ``min_us`` in both configs are left out; a
        kernel in one config only has NaN on the other side.

    Raises:
        KitError: no kernel times for ``base`` or ``test``.
    """
    from scipy.stats import false_discovery_control

    from .stats import ratio as ratio_test
    from .stats import typical

    per = _per_kernel(kernels)
    configs = set(per.index.get_level_values("config"))
    if base not in configs or test not in configs:
        raise KitError(f"no kernel times for {base!r} or {test!r}")
    rows = []
    for kernel, g in per.groupby(level="kernel", sort=False):
        sides = {c: g.xs(c, level="config").to_numpy() if c in g.index.get_level_values("config") else np.array([])
                 for c in (base, test)}
        b, t = sides[base], sides[test]
        n = min(len(b), len(t))
        unit = "process" if n >= 2 and (b > 0).all() and (t > 0).all() else "step"
        bm = typical(b, unit)[0] if len(b) else np.nan
        tm = typical(t, unit)[0] if len(t) else np.nan
        if not (np.nan_to_num(bm) >= min_us or np.nan_to_num(tm) >= min_us):
            continue
        p = ratio_test(b, t, "process")[3] if unit == "process" else np.nan
        rows.append({"kernel": kernel, "base_us": bm, "test_us": tm, "diff_us": tm - bm,
                     "ratio": tm / bm if bm else np.nan, "processes": n, "p_value": p})
    out = pd.DataFrame(rows, columns=["kernel", "base_us", "test_us", "diff_us", "ratio", "processes", "p_value"])
    tested = out["p_value"].notna()
    out["q_value"] = np.nan
    if tested.any():
        out.loc[tested, "q_value"] = false_discovery_control(out.loc[tested, "p_value"].to_numpy())
    return out.reindex(out["diff_us"].abs().sort_values(ascending=False).index).reset_index(drop=True)


@with_doc(HLO_CONST_SCHEMA)
def hlo_constants(run: Run) -> pd.DataFrame:
    """HLO constants per config and HLO module, from the after-optimisation HLO.

    Returns:
        One row per (config, module), with columns:
        {schema}
    """
    rows = []
    for c in run.ok_configs:
        d = run.parsed_dump(c)
        files = d.index[(d.index["kind"] == "hlo_after_optimizations") & d.index["parsed"]]
        k, ins = d.tables.get("hlo_constants"), d.tables.get("hlo_instructions")
        for f in files.itertuples():
            kf = k[k["file"] == f.file] if k is not None else pd.DataFrame(columns=["is_scalar", "size_bytes"])
            inf = ins[ins["file"] == f.file] if ins is not None else pd.DataFrame(columns=["opcode"])
            rows.append({
                "config": c, "module_id": f.module_id, "module_name": f.module_name,
                "constants": len(kf), "scalar_constants": int(kf["is_scalar"].sum()),
                "constant_bytes": int(kf["size_bytes"].sum()), "instructions": len(inf),
                "fusions": int((inf["opcode"] == "fusion").sum()),
            })
    return frame(rows, HLO_CONST_SCHEMA)


@with_doc(LLVM_CONST_SCHEMA)
def llvm_constant_globals(run: Run, stage: str = "with-opt") -> pd.DataFrame:
    """Every constant LLVM global of every LLVM module in every ok config's dump.

    A row says where a constant is defined (with its initializer) and where it
    is only declared ``external`` -- the Case 1 signature -- and how often the
    module's functions load it.

    Returns:
        One row per (config, file, global), with columns:
        {schema}
    """
    parts = []
    for c in run.ok_configs:
        d = run.parsed_dump(c)
        files = d.index[(d.index["kind"] == "llvm_ir") & (d.index["stage"] == stage) & d.index["parsed"]]
        g = d.tables.get("llvm_globals")
        if g is None or files.empty:
            continue
        g = g[g["is_constant"] & g["file"].isin(files["file"])]
        loads = d.tables["llvm_loads"].groupby(["file", "global"], as_index=False)["count"].sum()
        g = g.merge(loads, how="left", left_on=["file", "name"], right_on=["file", "global"])
        g = g.merge(files[["file", "kernel", "split_part"]], on="file")
        label = [k if pd.notna(k) else f"part {p}" if pd.notna(p) else m
                 for k, p, m in zip(g["kernel"], g["split_part"], g["module_name"])]
        parts.append(pd.DataFrame({
            "config": c, "module_id": g["module_id"], "kernel_module": label, "split_part": g["split_part"],
            "file": g["file"], "global": g["name"], "linkage": g["linkage"], "defined": ~g["is_declaration"].astype(bool),
            "address_space": g["address_space"], "size_bytes": g["size_bytes"], "loads": g["count"].fillna(0).astype("int64"),
        }))
    rows = pd.concat(parts, ignore_index=True) if parts else []
    return frame(rows, LLVM_CONST_SCHEMA)


def constants_by_config(llvm_consts: pd.DataFrame) -> pd.DataFrame:
    """Per config, from :func:`llvm_constant_globals`.

    Returns:
        Index config (sweep order); int64 columns modules_with_constants (LLVM modules
        holding a constant global), constant_globals_defined, constant_globals_external,
        modules_with_external, loads_of_external (loads of external constants in the
        optimised IR).
    """
    g = llvm_consts.groupby("config", sort=False)
    out = pd.DataFrame({
        "modules_with_constants": g["file"].nunique(),
        "constant_globals_defined": g["defined"].sum(),
        "constant_globals_external": g["defined"].apply(lambda s: int((~s).sum())),
        "modules_with_external": llvm_consts[~llvm_consts["defined"]].groupby("config")["file"].nunique(),
        "loads_of_external": llvm_consts[~llvm_consts["defined"]].groupby("config")["loads"].sum(),
    })
    return out.reindex(list(dict.fromkeys(llvm_consts["config"]))).fillna(0).astype("int64")


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
    ext = llvm_consts[~llvm_consts["defined"]]
    n_cfg = llvm_consts["config"].nunique()
    linkages = ", ".join(f"{k} {v}" for k, v in llvm_consts.loc[llvm_consts["defined"], "linkage"].value_counts().items())
    if ext.empty:
        return (f"No constant is external in any module: {int(llvm_consts['defined'].sum())} constant globals, all defined "
                f"in the module that uses them ({linkages}), in {len(llvm_consts[['config', 'file']].drop_duplicates())} of {n_mod} LLVM modules "
                f"of {n_cfg} configs.")
    return (f"{ext['global'].nunique()} constants external in {len(ext[['config', 'file']].drop_duplicates())} modules "
            f"of {n_mod} ({int(ext['loads'].sum())} loads of them in the optimised IR), across {n_cfg} configs.")


def throughput(summary: pd.DataFrame, batch_size: int) -> pd.DataFrame:
    """Sequences per second from a step summary (:func:`kitlib.analysis.stats.summarize_steps`).

    Returns:
        Index config; columns sequences_per_s (batch_size / step_s), ci_low and ci_high
        (float64, sequences/s, from the ends of step_s's 95% interval).
    """
    return pd.DataFrame({
        "sequences_per_s": batch_size / summary["step_s"].to_numpy(),
        "ci_low": batch_size / summary["ci_high_s"].to_numpy(),
        "ci_high": batch_size / summary["ci_low_s"].to_numpy(),
    }, index=pd.Index(summary["config"], name="config"))


def effective_flags(run: Run) -> pd.DataFrame:
    """The XLA flags in effect per config, as XLA wrote them (``.debug_options``).

    XLA lists only non-default values; a flag the config set to XLA's default is
    shown as ``"<value> (XLA default)"``. Index: flag name (without ``--``); one
    column per ok config holding the value as text (<NA> where neither XLA nor
    the config says). ``xla_dump_to`` is left out (a path per config). When the
    modules of a config disagree, the module with the lowest id wins.
    """
    cols = {}
    for c in run.ok_configs:
        d = run.parsed_dump(c).tables.get("debug_options")
        if d is not None and len(d):
            first = d[d["module_id"] == d["module_id"].min()]
            cols[c] = first.drop_duplicates("flag").set_index("flag")["value"]
    out = pd.DataFrame(cols).astype("object")
    # a flag the config set that XLA does not list equals XLA's default
    for c in out.columns:
        entry = run.entry(c)
        for flag, value in _flags(" ".join((run.spec.get("xla_flags", ""), entry.get("xla_flags", "")))).items():
            if flag not in out.index or pd.isna(out.loc[flag, c]):
                out.loc[flag, c] = f"{value} (XLA default)"
    out.index.name = "flag"
    return out.drop(index="xla_dump_to", errors="ignore").sort_index()


def _flags(text: str) -> dict[str, str]:
    """``--a=1 --b`` -> {"a": "1", "b": "true"}."""
    out = {}
    for tok in text.split():
        if tok.startswith("--"):
            name, _, value = tok[2:].partition("=")
            out[name] = value or "true"
    return out


def parse_errors(run: Run) -> pd.DataFrame:
    """Files the analyses could not read and left out: config, file, kind, error (``path:line: reason``).

    Dump files of every ok config, plus traces and metrics the analyses run so far met.
    """
    cols = ["config", "file", "kind", "error"]
    parts = [run.parsed_dump(c).errors.assign(config=c)[cols] for c in run.ok_configs]
    parts.append(pd.DataFrame(list(run._errors.values()), columns=cols))
    return pd.concat(parts, ignore_index=True)


def failed_configs(run: Run) -> pd.DataFrame:
    """The failed configs with their reason and the tail of their stderr.

    Returns:
        Columns config, reason, stderr_tail (str; empty frame when none failed).
    """
    rows = [{"config": c["name"], "reason": c.get("reason"), "stderr_tail": c.get("stderr_tail")}
            for c in run.manifest.get("configs", []) if c.get("status") != "ok"]
    return pd.DataFrame(rows, columns=["config", "reason", "stderr_tail"])


