"""Compile time against compile thread-pool size, with Amdahl fits (the data: :mod:`kitlib.analysis.scaling`)."""
from __future__ import annotations

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
from matplotlib.figure import Figure

from ..analysis.scaling import AmdahlFit, amdahl_time, fit_amdahl, published_fits


def compile_scaling_figure(pools: pd.DataFrame, published: pd.DataFrame | None = None) -> Figure:
    """Left: each process's compile time (s) against its measured pool size, with the fitted
    Amdahl curve. Right: the same as T(n) / T(1), next to the curves fitted to the
    published table (:func:`~kitlib.analysis.scaling.published_fits` by default).

    ``pools``: :func:`kitlib.analysis.scaling.compile_pools` of a run.
    """
    published = published_fits() if published is None else published
    pts = pools.dropna(subset=["compile_threads", "compile_time_s"])
    fig, (ax, rel) = plt.subplots(1, 2, figsize=(11, 4))
    fit: AmdahlFit | None = None
    if pts["compile_threads"].nunique() >= 2:
        fit = fit_amdahl(pts["compile_threads"].astype(float), pts["compile_time_s"])
    ax.scatter(pts["compile_threads"].astype(float), pts["compile_time_s"], color="C0", label="process (measured pool size)")
    n_max = max(16, int(pts["compile_threads"].max()) if len(pts) else 1)
    n = np.linspace(1, n_max, 200)
    if fit is not None:
        ax.plot(n[n <= pts["compile_threads"].max()], fit.time_s(n[n <= pts["compile_threads"].max()]), color="C0",
                label=f"Amdahl fit: serial fraction {fit.serial_fraction:.2f}")
        rel.plot(n, fit.time_s(n) / fit.t1_s, color="C0", lw=2, label=f"this run (s = {fit.serial_fraction:.2f})")
        rel.scatter(pts["compile_threads"].astype(float), pts["compile_time_s"] / fit.t1_s, color="C0")
    for i, r in enumerate(published.itertuples(), start=1):
        rel.plot(n, amdahl_time(n, 1.0, r.serial_fraction), color=f"C{i}", ls="--", label=f"{r.model}, PR 4105 (s = {r.serial_fraction:.2f})")
    ax.set(xlabel="compile threads", ylabel="compile time (s)", title="compile time by pool size")
    rel.set(xlabel="compile threads", ylabel="T(n) / T(1)", title="Amdahl fits, relative", xscale="log", xticks=[1, 2, 4, 8, 16])
    rel.set_xticklabels(["1", "2", "4", "8", "16"])
    ax.legend(fontsize=8)
    rel.legend(fontsize=8)
    fig.tight_layout()
    return fig
