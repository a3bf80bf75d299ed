"""Forest plot of a comparison: per-kernel ratios b/a with their intervals (at the false-coverage level the
verdicts use, each kernel's family's: :func:`kitlib.analysis.compare.compare`), by time share; a primary kernel's
name starts with ``*``.

Each kernel's per-process medians of side b, relative to side a's typical
value, are drawn as dots (a kernel that turned bimodal shows two clusters);
same-code kernels (negative controls) are drawn grey; processes flagged as
contaminated are drawn as crosses. The title is the end-to-end verdict.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import numpy as np
import pandas as pd

from .text import plain

#: ratios drawn at most this far from 1 either way (x1000): a wider interval reaches the edge of the axis
CLIP = 1000.0


def forest_plot(comparison: Any, kernels: pd.DataFrame | None = None, top: int = 20,
                contaminated_b: Iterable[int] = (), title: str | None = None):
    """A matplotlib Figure for a :class:`kitlib.analysis.compare.Comparison`.

    Args:
        comparison: the result of :func:`kitlib.analysis.compare.compare`.
        kernels: the long kernel samples compared (side, process, step, kernel, value); when
            given, side b's per-process medians are drawn as dots.
        top: kernels shown, by time share.
        contaminated_b: processes of side b measured on a busy machine (crosses).
        title: default: the comparison's headline.
    """
    import matplotlib.pyplot as plt  # the backend is the caller's (a notebook's inline one stays in place)

    k = comparison.kernels.head(top).iloc[::-1].reset_index(drop=True)
    fig, ax = plt.subplots(figsize=(8, 0.35 * len(k) + 1.5))
    bad = set(contaminated_b)
    for i, r in k.iterrows():
        control = r["same_code"] is True or (pd.notna(r["same_code"]) and bool(r["same_code"]))
        color = "0.6" if control else ("C3" if r["verdict"] == "slower" else "C2" if r["verdict"] == "faster" else "C0")
        if pd.notna(r["ci_low"]):  # an interval beyond x1000 either way is drawn to the edge (a log axis has no 0 or inf)
            ax.plot(np.clip([r["ci_low"], r["ci_high"]], 1 / CLIP, CLIP), [i, i], color=color, lw=2)
        if pd.notna(r["ratio"]):
            ax.plot(float(np.clip(r["ratio"], 1 / CLIP, CLIP)), i, "o", color=color, ms=6)
        if kernels is not None and pd.notna(r["a"]) and r["a"] > 0:
            b = kernels[(kernels["side"] == "b") & (kernels["kernel"] == r["kernel"])]
            med = b.groupby("process")["value"].median()
            for p, v in med.items():
                ax.plot(float(np.clip(v / r["a"], 1 / CLIP, CLIP)), i + 0.2, "x" if p in bad else ".", color=color, ms=4, alpha=0.7)
    ax.axvline(1.0, color="k", lw=0.8)
    lo, hi = 1 / (1 + comparison.min_effect), 1 + comparison.min_effect
    ax.axvspan(lo, hi, color="0.9", zorder=0)
    ax.set_yticks(range(len(k)))
    ax.set_yticklabels([plain(f"{'* ' if getattr(r, 'family', None) == 'primary' else ''}{r.kernel}"
                              + (f" ({r.share:.0%})" if pd.notna(r.share) else "")) for r in k.itertuples()], fontsize=8)
    ax.set_xscale("log")
    ax.set_xlabel("b / a (kernel self time per step); grey band: +-min effect; grey rows: same code (controls); "
                  "*: primary family")
    ax.set_title(plain(title or comparison.headline()), fontsize=9)
    finite = np.clip(k[["ci_low", "ci_high", "ratio"]].to_numpy(dtype=float), 1 / CLIP, CLIP)
    finite = finite[np.isfinite(finite)]
    if finite.size:
        ax.set_xlim(min(finite.min(), lo) * 0.95, max(finite.max(), hi) * 1.05)
    fig.tight_layout()
    return fig


def pair_forest_plot(pair: Any, top: int = 20):
    """:func:`forest_plot` of one config pair (:class:`kitlib.analysis.compare.ConfigPair`): its samples as
    dots, its contaminated processes of side b as crosses, its verdict line as the title. The figure is
    closed in pyplot, so a notebook shows it once, where it is displayed (``display(fig)``)."""
    import matplotlib.pyplot as plt

    bad = pair.b.noise.loc[pair.b.noise["contaminated"].astype(bool), "process"]
    fig = forest_plot(pair.comparison, pair.samples(), top=top, contaminated_b=bad.astype(int).tolist(),
                      title=pair.verdict_line)
    plt.close(fig)
    return fig
