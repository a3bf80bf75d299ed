"""Which kernels take the time, and where each kernel went: per config, process and kernel, for every backend.

torch-xla-cpu: kernel executions from the profiler trace (``--xla_cpu_enable_xprof_traceme=true``),
self and total time per profiled step. xla-gpu-deviceless: which split part each kernel went to
(:func:`kernel_assignment`, from :func:`kitlib.analysis.split_parts.read_run_split_parts`).
"""
from __future__ import annotations

import math

import numpy as np
import pandas as pd

from ..errors import KitError
from ..runfolder import Run
from ..schema import Column, Schema, frame, keys, with_doc
from .split_parts import SplitParts
from .stats import summarize_steps
from .timing import step_times

KERNEL_TIMES_SCHEMA = Schema(
    [
        keys.CONFIG,
        keys.PROCESS,
        Column("kernel", "string", "kernel (HLO op the profiler names)"),
        Column("hlo_module", "string", "HLO module of the kernel"),
        Column("calls_per_step", "float64", "executions per profiled step"),
        Column("self_us_per_step", "float64", "self time per profiled step, mean over the process's profiled steps", "us"),
        Column("total_us_per_step", "float64", "inclusive time per profiled step", "us"),
    ]
)
TOP_KERNELS_SCHEMA = Schema(
    [
        keys.KERNEL,
        keys.CONFIG,
        Column("self_us_per_step", "float64", "self time per profiled step, summed over HLO modules, median over processes", "us"),
        Column("rank", "int64", "1 = most self time per step summed over configs"),
    ]
)
COVERAGE_SCHEMA = Schema(
    [
        Column("span_ms", "float64", "first kernel start to last kernel end of a profiled step, median", "ms"),
        Column("kernel_ms", "float64", "outermost kernel events added up per profiled step (all threads), median", "ms"),
        Column("coverage", "float64", "kernel_ms / span_ms", "fraction"),
        Column("step_ms", "float64", "the typical timed step (wall time, kitlib.analysis.stats.summarize_steps)", "ms"),
    ]
)
CHANGES_SCHEMA = Schema(
    [
        keys.KERNEL,
        Column("base_us", "float64", "self time per profiled step in base (geometric mean over processes with >= 2 a side)", "us"),
        Column("test_us", "float64", "self time per profiled step in test", "us"),
        Column("diff_us", "float64", "test_us - base_us", "us"),
        Column("ratio", "float64", "test_us / base_us", "ratio"),
        Column("n_processes", "int64", "fewest processes on either side"),
        Column("p_value", "float64", "Welch t test of the log per-process times (NaN with one process a side)"),
        Column("q_value", "float64", "p_value corrected for every kernel shown (Benjamini-Hochberg)"),
    ]
)


def kernel_events(run: Run) -> pd.DataFrame:
    """Every kernel execution of every ok process's trace, with config and process columns
    first (columns of :data:`kitlib.timings.trace.TRACE_KERNELS_SCHEMA` after them). Traces are parsed
    once per :class:`~kitlib.runfolder.Run`.

    A trace that cannot be read is left out and listed by :func:`kitlib.analysis.configs.parse_errors`.

    Raises:
        KitError: no readable trace in any ok config.
    """
    parts = []
    for name, p in run.ok_processes():
        t = run.trace(name, p["process"])
        if t is not None:
            t = t.copy()
            t.insert(0, "process", p["process"])
            t.insert(0, "config", name)
            parts.append(t)
    if not parts:
        raise KitError(f"{run.path}: no profiler trace in any ok config")
    return pd.concat(parts, ignore_index=True)


@with_doc(KERNEL_TIMES_SCHEMA)
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
    return frame(g, KERNEL_TIMES_SCHEMA)


@with_doc(COVERAGE_SCHEMA)
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
        Index config (sweep order), columns:
        {schema}

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
    typical = summarize_steps(step_times(run)).set_index("config")["step_s"] * 1e3
    out["step_ms"] = typical.reindex(out.index)
    return out


def _per_kernel(kernels: pd.DataFrame) -> pd.DataFrame:
    """Self time per step of each (kernel, config, process), kernels summed over HLO modules."""
    return kernels.groupby(["kernel", "config", "process"], sort=False)["self_us_per_step"].sum()


@with_doc(TOP_KERNELS_SCHEMA)
def kernel_ranking(kernels: pd.DataFrame, n: int = 20) -> pd.DataFrame:
    """The ``n`` kernels with the most self time per step summed over configs, long form.

    ``kernels``: :func:`kernel_times`.

    Returns:
        One row per (kernel, config), kernels by rank, configs in sweep order, with columns:
        {schema}
    """
    med = _per_kernel(kernels).groupby(["kernel", "config"], sort=False).median()
    order = list(dict.fromkeys(kernels["config"]))
    total = med.groupby(level="kernel", sort=False).sum().sort_values(ascending=False)
    ranks = {k: i + 1 for i, k in enumerate(total.index[:n])}
    long = med.reset_index()
    long = long[long["kernel"].isin(list(ranks))].assign(rank=lambda d: d["kernel"].map(ranks))
    long["_c"] = long["config"].map({c: i for i, c in enumerate(order)})
    long = long.sort_values(["rank", "_c"])
    return frame(long, TOP_KERNELS_SCHEMA)


def top_kernels(kernels: pd.DataFrame, n: int = 20, base: str | None = None) -> pd.DataFrame:
    """:func:`kernel_ranking` pivoted for display: one column per config (self time per step in us, median over
    processes), plus ``<config>/<base>`` ratio columns when ``base`` is given. Index: kernel name, by rank.

    ``kernels``: :func:`kernel_times`.
    """
    long = kernel_ranking(kernels, n)
    order = list(dict.fromkeys(kernels["config"]))
    wide = long.pivot(index="kernel", columns="config", values="self_us_per_step")
    wide = wide.reindex(list(dict.fromkeys(long["kernel"])))[[c for c in order if c in set(long["config"])]]
    if base is not None and base in wide.columns:
        for c in order:
            if c != base and c in wide.columns:
                wide[f"{c}/{base}"] = wide[c] / wide[base]
    wide.columns.name = None
    wide.index = pd.Index(wide.index, dtype=kernels["kernel"].dtype, name="kernel")
    return wide


@with_doc(CHANGES_SCHEMA)
def kernel_changes(kernels: pd.DataFrame, base: str, test: str, min_us: float = 10.0) -> pd.DataFrame:
    """Kernels whose self time per step differs most between ``test`` and ``base``.

    The process is the unit: each side's samples are its per-process self times.
    With at least 2 processes a side, base_us/test_us are geometric means, the
    p-value is a Welch t test of the logs, and ``q_value`` corrects the p-values
    of all kernels shown for multiple testing (Benjamini-Hochberg); with one
    process a side, the values are that process's and p/q are NaN.

    Returns:
        Sorted by ``|diff_us|``, largest first, the columns:
        {schema}
         Kernels under ``min_us`` in both configs are left out; a
        kernel in one config only has NaN on the other side.

    Raises:
        KitError: no kernel times for ``base`` or ``test``.
    """
    from scipy.stats import false_discovery_control

    from .stats import clipped_exp, typical
    from .stats import ratio as ratio_test

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
        diff = tm - bm
        rows.append({"kernel": kernel, "base_us": bm, "test_us": tm, "diff_us": diff if math.isfinite(diff) else np.nan,
                     "ratio": clipped_exp(math.log(tm) - math.log(bm)) if bm > 0 and tm > 0 else np.nan,  # never an overflow
                     "n_processes": n, "p_value": p})
    out = pd.DataFrame(rows, columns=["kernel", "base_us", "test_us", "diff_us", "ratio", "n_processes", "p_value"])
    tested = out["p_value"].notna()
    out["q_value"] = np.nan
    if tested.any():
        out.loc[tested, "q_value"] = false_discovery_control(out.loc[tested, "p_value"].to_numpy())
    return frame(out.reindex(out["diff_us"].abs().sort_values(ascending=False).index), CHANGES_SCHEMA)


def kernel_assignment(parts: SplitParts) -> pd.DataFrame:
    """Kernel x config table of split parts (from :func:`kitlib.analysis.split_parts.read_run_split_parts`): which part each kernel went to.

    Returns:
        DataFrame indexed by (hlo_module, kernel), one Int64 column per
        config in sweep order holding the split part (<NA>: unsplit, or kernel absent).
    """
    k = parts.kernels
    if "config" not in k.columns:
        raise KitError("kernel_assignment needs the frames of read_run_split_parts (a config column)")
    k = k.drop_duplicates(["config", "hlo_module", "kernel"])
    out = k.pivot(index=["hlo_module", "kernel"], columns="config", values="split_part").astype("Int64")
    present = [c for c in (k["config"].cat.categories if isinstance(k["config"].dtype, pd.CategoricalDtype) else sorted(set(k["config"]))) if c in out.columns]
    out = out[present]
    out.columns = pd.Index([str(c) for c in present], name="config")
    return out


def kernels_per_process(kernels: pd.DataFrame) -> pd.DataFrame:
    """Per config (index, sweep order), medians over processes of: n_kernels (distinct kernels traced),
    calls_per_step (kernel calls per profiled step) and self_ms_per_step (kernel self time per step, ms).

    ``kernels``: :func:`kernel_times`.
    """
    per = kernels.groupby(["config", "process"], sort=False).agg(
        n_kernels=("kernel", "nunique"), calls_per_step=("calls_per_step", "sum"), self_ms_per_step=("self_us_per_step", "sum"))
    per["self_ms_per_step"] /= 1e3
    return per.groupby("config", sort=False).median()
