"""The pass-by-pass comparison as an HTML page, and the compile-time-by-phase figure.

:func:`write_passes_html`: one self-contained file (inline CSS, no script; the browser told to run none:
:data:`kitlib.report.text.NO_SCRIPT_POLICY`) holding the verdict, the first
divergence with its HLO differences, the kernels' first divergent passes, and the aligned pass table (rows where the
modules differ, or a pass ran on one side only, coloured). :func:`compile_phase_figure`: the mean time per phase of
every config as stacked bars, with the measured compile time and its interval over processes beside them.
"""
from __future__ import annotations

import html
from pathlib import Path
from typing import Any

import pandas as pd

from ..runfolder.write import write_text_atomic
from .text import NO_SCRIPT_POLICY

_CSS = """
body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
h1{font-size:1.3em} h2{font-size:1.1em;margin-top:1.6em;border-bottom:1px solid #ccc}
table{border-collapse:collapse;font-size:.8em;margin:.5em 0}
td,th{border:1px solid #ddd;padding:2px 6px;text-align:left}
th{background:#f3f3f3} tr.differs td{background:#fde2e2} tr.one td{background:#fff4d6}
"""


def _table(df: pd.DataFrame, classes: list[str] | None = None) -> str:
    if df.empty:
        return "<p>none</p>"
    head = "".join(f"<th>{html.escape(str(c))}</th>" for c in df.columns)
    body = []
    for i, row in enumerate(df.astype(object).itertuples(index=False)):
        cls = f' class="{classes[i]}"' if classes and classes[i] else ""
        cells = "".join(f"<td>{'' if pd.isna(v) else html.escape(str(v))}</td>" for v in row)
        body.append(f"<tr{cls}>{cells}</tr>")
    return f"<table><tr>{head}</tr>{''.join(body)}</table>"


def write_passes_html(comparison: Any, out: str | Path) -> Path:
    """Write :class:`kitlib.analysis.passes.PassComparison` as one HTML page; returns its path."""
    c = comparison
    parts = [f"<h1>{html.escape(c.b)} vs {html.escape(c.a)}: pass by pass</h1>", f"<p><b>{html.escape(c.verdict())}</b></p>"]
    fd = c.first_divergence
    if fd is not None:
        parts += [f"<h2>First divergence: {html.escape(fd.where)} ({html.escape(fd.hlo_module)})</h2>",
                  f"<p>{html.escape(fd.how)}</p><p>a: {html.escape(str(fd.file_a))}<br>b: {html.escape(str(fd.file_b))}</p>",
                  _table(fd.hlo[[x for x in ("computation", "name_a", "name_b", "opcode", "status", "changes") if x in fd.hlo]]
                         if len(fd.hlo) else fd.hlo)]
    parts += ["<h2>Kernels: the pass after which each first differs</h2>", _table(c.kernels)]
    p = c.passes
    cols = ["hlo_module", "position", "pipeline", "pipeline_run", "pass", "occurrence", "side", "changed_a", "changed_b", "same",
            "duration_a_us", "duration_b_us"]
    classes = ["differs" if s is False else "one" if side != "both" else ""
               for s, side in zip(p["same"].astype(object), p["side"], strict=True)]
    parts += ["<h2>The aligned passes</h2>", _table(p[cols], classes)]
    if len(c.backend):
        parts += ["<h2>Backend files</h2>", _table(c.backend)]
    page = f"<!doctype html><html><head><meta charset=utf-8>{NO_SCRIPT_POLICY}<title>kit passes</title><style>{_CSS}</style></head><body>{''.join(parts)}</body></html>"
    path = Path(out)
    write_text_atomic(path, page)
    return path


def compile_phase_figure(summary: pd.DataFrame, measured: pd.DataFrame | None = None) -> Any:
    """Stacked bars of the mean time per compile phase of every config (:func:`kitlib.analysis.compile_phases.summarize_over_processes`
    of the phases), and the measured compile time's mean and 95% interval over processes beside each bar (``measured``:
    the same summary of the check table's measured_us, optional)."""
    import matplotlib.pyplot as plt

    configs = list(dict.fromkeys(summary["config"]))
    wide = summary.pivot_table(index="config", columns="what", values="mean_ms", aggfunc="sum").reindex(configs).fillna(0.0)
    fig, ax = plt.subplots(figsize=(max(4.0, 1.2 * len(configs) + 3), 3.6))
    bottom = pd.Series(0.0, index=wide.index)
    for phase in wide.columns:
        ax.bar(range(len(configs)), wide[phase], bottom=bottom, label=str(phase), width=0.55)
        bottom += wide[phase]
    if measured is not None and len(measured):
        m = measured.set_index("config").reindex(configs)
        err = [(m["mean_ms"] - m["ci_low_ms"]).fillna(0).clip(lower=0), (m["ci_high_ms"] - m["mean_ms"]).fillna(0).clip(lower=0)]
        ax.errorbar([i + 0.38 for i in range(len(configs))], m["mean_ms"], yerr=err, fmt="kD", ms=4,
                    label="measured compile (mean, 95% interval)")
    ax.set_xticks(range(len(configs)), configs, rotation=20, ha="right")
    ax.set_ylabel("ms")
    ax.set_title("Compile time by phase (profiled compile, mean over processes)")
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    fig.tight_layout()
    return fig
