"""Timeline of one profiled step per config: compute and transfer spans per thread."""
from __future__ import annotations

from collections.abc import Mapping

import matplotlib.pyplot as plt
import pandas as pd
from matplotlib.figure import Figure

from .text import plain

_COLORS = {"compute": "#4c72b0", "transfer": "#dd8452"}


def step_timeline(steps: Mapping[str, pd.DataFrame], title: str = "One profiled step per config") -> Figure:
    """One panel per config, one row per thread (lane), compute spans blue, transfers orange.

    ``steps``: config -> :func:`kitlib.analysis.overlap.step_spans` (kind, name, lane, start_us, end_us).
    """
    n = max(1, len(steps))
    fig, axes = plt.subplots(n, 1, figsize=(9, 1.2 + 1.1 * n), squeeze=False, sharex=True)
    for ax, (config, df) in zip(axes[:, 0], steps.items()):
        lanes = list(dict.fromkeys(df["lane"]))
        for i, lane in enumerate(lanes):
            for kind, color in _COLORS.items():
                s = df[(df["lane"] == lane) & (df["kind"] == kind)]
                if len(s):
                    ax.broken_barh(list(zip(s["start_us"] / 1e3, (s["end_us"] - s["start_us"]) / 1e3)), (i - 0.4, 0.8),
                                   color=color, label=kind if i == 0 or kind == "transfer" else None)
        ax.set_yticks(range(len(lanes)), [plain(str(x)[:24]) for x in lanes], fontsize=7)
        ax.set_title(plain(config), fontsize=9, loc="left")
    axes[-1, 0].set_xlabel("ms from the step's start")
    handles = [plt.Rectangle((0, 0), 1, 1, color=c) for c in _COLORS.values()]
    fig.legend(handles, list(_COLORS), loc="upper right", fontsize=8)
    fig.suptitle(plain(title), fontsize=10)
    fig.tight_layout()
    return fig
