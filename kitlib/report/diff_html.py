"""A side-by-side HTML page of a :class:`kitlib.analysis.code.CodeDiff`, readable in a browser without a server.

One file, inline CSS, no script, no external resource (the page says so to the browser:
:data:`kitlib.report.text.NO_SCRIPT_POLICY`); every name and code line is escaped. The page holds the HLO
summary (status counts, changed / added / removed instructions, counts per
opcode and fusion kind that differ), the kernel table (each kernel whose code
differs links to its section), and per such kernel its normalised LLVM IR and
PTX / machine code side by side: changed lines coloured, lines that load a
constant from memory marked, instruction counts per kind that differ.

:func:`kernel_anchor` / :func:`diff_link` give the link to one kernel's
section, for the report to link each changed kernel of a comparison to it.
"""
from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from ..runfolder.write import write_text_atomic
from .text import NO_SCRIPT_POLICY

_CSS = """
body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
h1{font-size:1.3em} h2{font-size:1.1em;margin-top:1.6em;border-bottom:1px solid #ccc}
table{border-collapse:collapse;font-size:.85em;margin:.5em 0}
td,th{border:1px solid #ddd;padding:2px 6px;vertical-align:top;text-align:left}
th{background:#f3f3f3}
table.code{font-family:ui-monospace,monospace;font-size:.78em;width:100%;table-layout:fixed}
table.code td{white-space:pre-wrap;word-break:break-all;border:none;padding:0 4px}
table.code td.n{color:#999;text-align:right}
tr.replace td.a,tr.delete td.a{background:#fde2e2} tr.replace td.b,tr.insert td.b{background:#dcf5dc}
td.load{outline:2px solid #e08a00;font-weight:bold}
.same{color:#2a7d2a} .differs{color:#b00020} .muted{color:#777}
"""


def kernel_anchor(hlo_module: Any, kernel: str) -> str:
    """The id of a kernel's section in the page (stable: module and kernel name)."""
    key = f"{hlo_module}--{kernel}" if isinstance(hlo_module, str) and hlo_module else str(kernel)
    return "k-" + re.sub(r"[^A-Za-z0-9_.-]", "_", key)


def diff_link(page: str | Path, hlo_module: Any, kernel: str) -> str:
    """``page#anchor``: the link the report puts on a changed kernel's row."""
    return f"{Path(page).as_posix()}#{kernel_anchor(hlo_module, kernel)}"


def _e(v: Any) -> str:
    if v is None or (not isinstance(v, (list, tuple)) and pd.isna(v)):
        return ""
    return html.escape(", ".join(map(str, v)) if isinstance(v, (list, tuple)) else str(v))


def _table(df: pd.DataFrame, link: bool = False) -> str:
    if df.empty:
        return "<p class=muted>none</p>"
    head = "".join(f"<th>{_e(c)}</th>" for c in df.columns)
    rows = []
    for r in df.to_dict("records"):
        cells = []
        for c, v in r.items():
            text = _e(v)
            if link and c == "kernel" and r.get("status") == "differs":
                text = f'<a href="#{kernel_anchor(r.get("hlo_module"), str(v))}">{text}</a>'
            cls = f' class="{_e(v)}"' if c == "status" else ""
            cells.append(f"<td{cls}>{text}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return f"<table><tr>{head}</tr>{''.join(rows)}</table>"


def _side_by_side(lines: pd.DataFrame, context: int = 3) -> str:
    """Both sides in two columns; runs of equal lines farther than ``context`` from a change are folded into one row."""
    changed = (lines["tag"] != "equal").to_numpy()
    near = changed.copy()
    for k in range(1, context + 1):
        near[:-k] |= changed[k:]
        near[k:] |= changed[:-k]
    out = ["<table class=code><colgroup><col style='width:3em'><col><col style='width:3em'><col></colgroup>"]
    skipped = 0
    for r, keep in zip(lines.itertuples(), near):
        if not keep:
            skipped += 1
            continue
        if skipped:
            out.append(f"<tr><td></td><td class=muted>... {skipped} equal lines</td><td></td><td></td></tr>")
            skipped = 0
        la = "load" if r.constant_load_a else ""
        lb = "load" if r.constant_load_b else ""
        out.append(
            f'<tr class="{r.tag}"><td class=n>{_e(r.line_a)}</td><td class="a {la}">{_e(r.text_a)}</td>'
            f'<td class=n>{_e(r.line_b)}</td><td class="b {lb}">{_e(r.text_b)}</td></tr>'
        )
    if skipped:
        out.append(f"<tr><td></td><td class=muted>... {skipped} equal lines</td><td></td><td></td></tr>")
    out.append("</table>")
    return "".join(out)


def diff_html(d: Any, title: str | None = None) -> str:
    """The page as text. ``d``: a :class:`~kitlib.analysis.code.CodeDiff`."""
    title = title or f"kit diff: {d.a} vs {d.b}"
    parts = [f"<!doctype html><html><head><meta charset=utf-8>{NO_SCRIPT_POLICY}<title>{_e(title)}</title><style>{_CSS}</style></head><body>",
             f"<h1>{_e(title)}</h1><p>a: <code>{_e(d.a)}</code><br>b: <code>{_e(d.b)}</code></p>"]
    if d.level in ("hlo", "all", "before") and len(d.hlo):
        counts = d.hlo_status
        parts.append("<h2>HLO</h2><p>" + ", ".join(f"{n} {s}" for s, n in counts.items()) + "</p>")
        ch = d.hlo[d.hlo["status"] != "unchanged"]
        parts.append(_table(ch[["hlo_module", "computation", "name_a", "name_b", "opcode", "fusion_kind", "status", "changes", "shape_a", "shape_b"]]))
        hc = d.hlo_counts[d.hlo_counts["count_a"] != d.hlo_counts["count_b"]]
        parts.append("<h3>Counts per opcode and fusion kind that differ</h3>" + _table(hc))
    k = d.kernels
    if len(k):
        same = int((k["status"] == "same").sum())
        parts.append(f"<h2>Kernels</h2><p>{same} of {len(k)} compiled to the same code.</p>")
        cols = ["hlo_module", "kernel", "status", "llvm_lines_changed", "asm_kind", "asm_lines_changed",
                "constant_loads_a", "constant_loads_b", "linkage_changes", "summary"]
        parts.append(_table(k[cols], link=True))
        for r in k[k["status"] == "differs"].itertuples():
            parts.append(f'<h2 id="{kernel_anchor(r.hlo_module, r.kernel)}">{_e(r.kernel)} <span class=muted>{_e(r.hlo_module)}</span></h2>')
            parts.append(f"<p>{_e(r.summary)}</p>")
            if isinstance(r.linkage_changes, list) and r.linkage_changes:
                parts.append("<p>Linkage changed: " + _e(r.linkage_changes) + "</p>")
            if pd.notna(r.llvm_diff):
                parts.append(f"<p>llvm-diff: <code>{_e(r.llvm_diff)}</code></p>")
            mine = d.lines[(d.lines["kernel"] == r.kernel) & (d.lines["hlo_module"].fillna("") == (r.hlo_module if pd.notna(r.hlo_module) else ""))]
            for level, g in mine.groupby("level", sort=False):
                parts.append(f"<h3>{'optimised LLVM IR (normalised)' if level == 'llvm' else _e(r.asm_kind or 'asm')}</h3>{_side_by_side(g)}")
            ic = d.instruction_counts
            ic = ic[(ic["kernel"] == r.kernel) & (ic["count_a"] != ic["count_b"])]
            if len(ic):
                parts.append("<h3>Instruction counts that differ</h3>" + _table(ic[["level", "kind", "count_a", "count_b"]]))
    parts.append("</body></html>")
    return "\n".join(parts)


def write_diff_html(d: Any, out: str | Path, title: str | None = None) -> Path:
    """Write :func:`diff_html` to ``out`` (atomically: a killed write leaves no half page). Returns the path."""
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(out, diff_html(d, title))
    return out


def changed_kernels_with_diffs(pair: Any, out_dir: str | Path | None) -> pd.DataFrame:
    """The kernels of a config pair (:class:`kitlib.analysis.compare.ConfigPair`) whose code differs, each with
    its timing verdict, and a link to its section of a diff page written into ``out_dir``
    (``diff-<a>-<b>.html``, :func:`write_diff_html` of the pair's code diff, :class:`kitlib.analysis.code.CodeComparison`).

    Returns:
        Columns kernel, hlo_module, verdict, ratio (float64, b/a), code_diff (the diff's summary line),
        diff (HTML link ``<a href=page#anchor>``, relative to ``out_dir``; <NA> when no page was written:
        ``out_dir`` None). Empty when every kernel compiled the same, or the sides have no dumps.
    """
    cols = ["kernel", "hlo_module", "verdict", "ratio", "code_diff", "diff"]
    d = pair.code.diff if pair.code is not None else None
    if d is None:
        return pd.DataFrame(columns=cols)
    changed = d.kernels[d.kernels["same_code"].eq(False).fillna(False)]
    if changed.empty:
        return pd.DataFrame(columns=cols)
    page = None
    if out_dir is not None:
        name = re.sub(r"[^A-Za-z0-9_.-]", "_", f"diff-{pair.a.label}-{pair.b.label}.html")
        page = write_diff_html(d, Path(out_dir) / name, title=f"{pair.b.label} vs {pair.a.label}").name
    timing = pair.comparison.kernels.drop_duplicates("kernel").set_index("kernel")
    rows = [{"kernel": r.kernel, "hlo_module": r.hlo_module,
             "verdict": timing["verdict"].get(r.kernel, "not timed"), "ratio": timing["ratio"].get(r.kernel, np.nan),
             "code_diff": r.summary,
             "diff": f'<a href="{html.escape(diff_link(page, r.hlo_module, r.kernel))}">diff</a>' if page else pd.NA}
            for r in changed.itertuples()]
    return pd.DataFrame(rows, columns=cols).astype({"ratio": "float64"})


def changed_kernels_html(pair: Any, out_dir: str | Path | None) -> str:
    """:func:`changed_kernels_with_diffs` as an HTML table for the report: every text cell escaped (a kernel or module
    name from a run folder is shown as the text it is), the ``diff`` column's links live."""
    t = changed_kernels_with_diffs(pair, out_dir)
    t = t.assign(**{c: t[c].map(lambda v: html.escape(v) if isinstance(v, str) else v) for c in t.columns if c != "diff"})
    return t.to_html(escape=False, index=False, na_rep="")
