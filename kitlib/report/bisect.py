"""The bisect figure: throughput per build with intervals, change points marked."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
from matplotlib.figure import Figure

from .text import plain


def bisect_figure(builds: pd.DataFrame, change_points: Sequence[Any], title: str = "Throughput per build",
                  ylabel: str = "throughput") -> Figure:
    """One point per measured build (95% interval as an error bar), failed builds as x on the axis,
    unmeasured builds as ticks only, and a vertical line at each change point (red: regression,
    green: improvement) labelled with its ratio.

    ``builds``: :data:`kitlib.bisect.search.BUILD_SCHEMA` rows; ``change_points``: objects or dicts
    with before, after, ratio and kind.
    """
    fig, ax = plt.subplots(figsize=(max(6.0, 0.45 * len(builds)), 3.4))
    x = builds["index"].to_numpy()
    m = (builds["status"] == "measured").to_numpy()
    y = builds["value"].to_numpy(dtype=float)
    err = np.vstack([y - builds["ci_low"].to_numpy(dtype=float), builds["ci_high"].to_numpy(dtype=float) - y])
    ax.errorbar(x[m], y[m], yerr=err[:, m], fmt="o", color="#4c72b0", capsize=3, label="measured (95% interval)")
    f = (builds["status"] == "failed").to_numpy()
    if f.any():
        ax.plot(x[f], np.full(f.sum(), np.nanmin(y[m]) * 0.95 if m.any() else 0), "x", color="black", label="failed")
    pos = dict(zip(builds["label"], builds["index"]))
    for cp in change_points:
        d = cp if isinstance(cp, dict) else cp.__dict__
        xc = (pos[d["before"]] + pos[d["after"]]) / 2
        ax.axvline(xc, color="#c44e52" if d["kind"] == "regression" else "#55a868", ls="--", lw=1)
        ax.annotate(f"x{d['ratio']:.2f}", (xc, ax.get_ylim()[1]), ha="center", va="top", fontsize=8)
    ax.set_xticks(x, [plain(v) for v in builds["label"]], rotation=60, ha="right", fontsize=8)  # labels drawn as they are
    ax.set_ylabel(plain(ylabel))
    ax.set_title(plain(title))
    ax.legend(fontsize=8, loc="best")
    fig.tight_layout()
    return fig
