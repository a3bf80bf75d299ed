"""Plots: DataFrames in, matplotlib figures out (no global style changes).

Every function returns a new :class:`matplotlib.figure.Figure` and raises
``KeyError`` when a column it needs is missing from its input.
"""
from __future__ import annotations

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
from matplotlib.figure import Figure

from ..analysis.configs import UNSPLIT_LABEL
from ..analysis.published import PUBLISHED_COMPILE_TIMES
from ..analysis.split_parts import SplitParts
from .text import plain


def compile_time_bars(compile_df: pd.DataFrame) -> Figure:
    """Bar per config of the median compile time over processes, every process as a dot.

    ``compile_df``: :func:`kitlib.analysis.timing.compile_times`.
    """
    fig, ax = plt.subplots(figsize=(6, 3.2))
    order = list(dict.fromkeys(compile_df["config"]))
    med = compile_df.groupby("config")["compile_time_s"].median().reindex(order)
    ax.bar(range(len(order)), med.to_numpy(), color="#4c72b0", alpha=0.8)
    for i, c in enumerate(order):
        y = compile_df.loc[compile_df["config"] == c, "compile_time_s"].to_numpy()
        ax.plot(np.full(len(y), i), y, "o", color="black", ms=4)
        ax.annotate(f"{med[c]:.2f} s", (i, med[c]), ha="center", va="bottom", fontsize=8)
    ax.set_xticks(range(len(order)), [plain(c) for c in order])
    ax.set_ylabel("CompileTime (s)")
    ax.set_title("Compile time per config")
    fig.tight_layout()
    return fig


def step_time_distributions(steps: pd.DataFrame, summary: pd.DataFrame) -> Figure:
    """Box plot of step times per config with the median's 95% interval as an error bar.

    ``steps``: :func:`kitlib.analysis.timing.step_times`; ``summary``: :func:`kitlib.analysis.stats.summarize_steps`.
    """
    fig, ax = plt.subplots(figsize=(6, 3.2))
    order = list(summary["config"])
    if not order:  # no config recorded a timed step
        ax.text(0.5, 0.5, "no timed steps", ha="center", va="center", transform=ax.transAxes)
        ax.set_title("Step time per config")
        return fig
    data = [steps.loc[steps["config"] == c, "duration_s"].to_numpy() * 1e3 for c in order]
    ax.boxplot(data, positions=range(len(order)), widths=0.5, showfliers=True)
    med = summary["step_s"].to_numpy() * 1e3
    err = np.vstack([med - summary["ci_low_s"].to_numpy() * 1e3, summary["ci_high_s"].to_numpy() * 1e3 - med])
    ax.errorbar(np.arange(len(order)) + 0.3, med, yerr=err, fmt="o", color="#c44e52", capsize=3, label="typical step, 95% interval")
    ax.set_xticks(range(len(order)), [plain(c) for c in order])
    ax.set_ylabel("step time (ms)")
    ax.set_title("Step time per config")
    ax.legend(fontsize=8)
    fig.tight_layout()
    return fig


def top_kernel_bars(top: pd.DataFrame, configs: list[str]) -> Figure:
    """Horizontal grouped bars: self time per step of the top kernels, one colour per config."""
    n = len(top)
    fig, ax = plt.subplots(figsize=(7, 0.28 * n + 1.2))
    h = 0.8 / max(len(configs), 1)
    y = np.arange(n)
    for i, c in enumerate(configs):
        ax.barh(y + i * h, top[c].to_numpy(), height=h, label=plain(c))
    ax.set_yticks(y + 0.4 - h / 2, [plain(k) for k in top.index], fontsize=7)
    ax.invert_yaxis()
    ax.set_xlabel("self time per step (us)")
    ax.set_title(f"Top {n} kernels by self time")
    ax.legend(fontsize=8)
    fig.tight_layout()
    return fig


def constant_loads_per_part(table: pd.DataFrame, x: str, y: str, hue: str | None = None, title: str = "") -> Figure:
    """Bars of ``y`` per ``x`` (e.g. constant loads per split part), grouped by ``hue``."""
    fig, ax = plt.subplots(figsize=(6, 3.2))
    groups = [(None, table)] if hue is None else list(table.groupby(hue, sort=False))
    w = 0.8 / len(groups)
    xs = list(dict.fromkeys(table[x]))
    for i, (label, g) in enumerate(groups):
        vals = g.set_index(x)[y].reindex(xs).fillna(0).to_numpy()
        ax.bar(np.arange(len(xs)) + i * w, vals, width=w, label=plain(label) if label is not None else None)
    ax.set_xticks(np.arange(len(xs)) + 0.4 - w / 2, [plain(v) for v in xs])
    ax.set_xlabel(x)
    ax.set_ylabel(y)
    ax.set_title(title)
    if hue is not None:
        ax.legend(fontsize=8)
    fig.tight_layout()
    return fig


def part_sizes_figure(parts: SplitParts, value: str = "ptx_instruction_count") -> Figure:
    """Bars of ``value`` (a SPLIT_PARTS_SCHEMA column) per part, one colour per config in sweep order.

    The unsplit module of a config without split flags is the bar ``unsplit``;
    constants modules are left out.

    Returns:
        a matplotlib Figure.
    """
    p = parts.parts[parts.parts["role"] != "constants-module"].copy()
    p["part"] = [("unsplit" if pd.isna(s) else str(int(s))) for s in p["split_part"]]
    xs = list(dict.fromkeys(["unsplit"] * bool((p["part"] == "unsplit").any()) + sorted({x for x in p["part"] if x != "unsplit"}, key=int)))
    groups = [(str(c), g) for c, g in p.groupby("config", sort=True, observed=True)]
    fig, ax = plt.subplots(figsize=(10, 3.5))
    w = 0.8 / max(len(groups), 1)
    for i, (label, g) in enumerate(groups):
        vals = g.groupby("part")[value].sum().reindex(xs).fillna(0).to_numpy(dtype=float)
        ax.bar(np.arange(len(xs)) + i * w, vals, width=w, label=plain(label))
    ax.set_xticks(np.arange(len(xs)) + 0.4 - w / 2, xs)
    ax.set_xlabel("split part")
    ax.set_ylabel(value)
    ax.set_title(f"{value} per part and config")
    ax.legend(fontsize=8)
    fig.tight_layout()
    return fig


def compile_time_figure(summary: pd.DataFrame, published: pd.DataFrame = PUBLISHED_COMPILE_TIMES) -> Figure:
    """Compile time vs N: this run (left, seconds) and relative to the baseline beside Case 1's published figures (right).

    A config without split flags is drawn as a dotted horizontal line (it has no N).

    Returns:
        a matplotlib Figure.
    """
    fig, (ax_abs, ax_rel) = plt.subplots(1, 2, figsize=(10, 4))
    ok = summary[(summary["status"] == "ok") & summary["compile_time_s"].notna()]
    for (model, target), g in ok.groupby(["model", "gpu_target"], sort=False):
        label = plain(f"{model} / {target} (deviceless, today)")
        for r in g[g["split_count"].isna()].itertuples():
            ax_abs.axhline(r.compile_time_s, ls=":", color="grey", label=plain(f"{model} / {target} {r.config} ({UNSPLIT_LABEL})"))
            if pd.notna(r.compile_time_vs_base):
                ax_rel.axhline(r.compile_time_vs_base, ls=":", color="grey", label=plain(f"{r.config} ({UNSPLIT_LABEL})"))
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
    ax_rel.set_ylabel(plain(f"compile time / baseline ({', '.join(bases) or 'none'})"))
    fig.tight_layout()
    return fig


def constants_defined_external_bars(by_config: pd.DataFrame) -> Figure:
    """Bars per config of constant globals by where they live: defined, internal (a module's own copy), external.

    ``by_config``: :func:`kitlib.analysis.constants.constants_by_config`.
    """
    long = by_config[["constant_globals_defined", "constant_globals_internal", "constant_globals_external"]].rename(
        columns=lambda c: c.removeprefix("constant_globals_")).reset_index().melt("config", var_name="where", value_name="constant globals")
    return constant_loads_per_part(long, x="config", y="constant globals", hue="where",
                                   title="LLVM constant globals: defined, internal, declared external")


def published_vs_measured_figure(rows: pd.DataFrame, title: str = "") -> Figure | None:
    """Published and measured side by side, one pair of bars per quantity (rows of ``kit.reproduce``).

    Only rows whose published and measured values are both numbers and share a unit are drawn;
    returns ``None`` when no row is. A log scale is used when the values span more than 100x.
    """
    num = rows[[_is_number(p) and _is_number(m) for p, m in zip(rows["published"], rows["measured"])]]
    if num.empty:
        return None
    pub, mea = num["published"].astype(float).to_numpy(), num["measured"].astype(float).to_numpy()
    fig, ax = plt.subplots(figsize=(8, 0.6 + 0.5 * len(num)))
    y = np.arange(len(num))
    ax.barh(y - 0.2, pub, 0.4, color="gray", label="published")
    ax.barh(y + 0.2, mea, 0.4, color="tab:blue", label="measured here")
    ax.set_yticks(y, [plain(f"{q} ({u})" if u else q) for q, u in zip(num["quantity"], num["unit"].fillna(""))])
    ax.invert_yaxis()
    values = np.concatenate([pub, mea])
    if (values > 0).all() and values.max() / values.min() > 100:
        ax.set_xscale("log")
    ax.legend(loc="lower right")
    ax.set_title(plain(title))
    fig.tight_layout()
    return fig


def _is_number(v: object) -> bool:
    return isinstance(v, (int, float, np.integer, np.floating)) and not isinstance(v, bool) and bool(np.isfinite(float(v)))  # type: ignore[arg-type]
