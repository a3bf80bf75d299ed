"""Run findings' recipes, judge agreement, keep a folder per finding: ``kit reproduce`` and :func:`reproduce`.

Recipe execution goes through one function, the executor (``executor(recipe, finding,
workdir) -> list[Measurement]``); :data:`EXECUTORS` names the ones known (``local``:
in this process, the recipe starting its own child processes). Another executor (a
Ray cluster) plugs in by name here or as a callable.

Each finding's folder ``<out>/<id>/`` keeps the recipe's captures and
``finding.json`` (its rows, status, reason, seconds); ``<out>/reproduce.json``
holds the rows of every finding measured into ``out`` (a later call replaces the
rows of the findings it runs and keeps the others).
"""
from __future__ import annotations

import json
import math
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pandas as pd

from ..errors import KitError
from ..findings import Finding, load_findings
from ..schema import Column, Schema, frame, with_doc
from .recipes import RECIPES, Measurement

Executor = Callable[[Callable[[Finding, Path], list[Measurement]], Finding, Path], list[Measurement]]

RESULT_SCHEMA = Schema(
    [
        Column("finding", "string", "finding id (registry file name)"),
        Column("quantity", "string", "what is compared"),
        Column("published", "object", "published value (or a value computed from published ones)"),
        Column("measured", "object", "what the kit measured here (<NA> when the recipe failed)"),
        Column("unit", "string", "unit of published and measured"),
        Column("rule", "string", "agreement rule of the row: exact, band, direction, qualitative"),
        Column("agrees", "object", "True / False, or 'qualitative' (no number can agree); False when failed"),
        Column("status", "string", "ok, or failed (the recipe raised)"),
        Column("note", "string", "setting of the measurement, or the failure's reason"),
        Column("seconds", "float64", "wall time of the finding's recipe", "s"),
    ]
)


def run_local(recipe: Callable[[Finding, Path], list[Measurement]], finding: Finding, workdir: Path) -> list[Measurement]:
    """The local executor: the recipe in this process."""
    return recipe(finding, workdir)


EXECUTORS: dict[str, Executor] = {"local": run_local}


def agreement(rule: str, published: Any, measured: Any, band: float | None = None) -> bool | str:
    """Whether ``measured`` agrees with ``published`` under ``rule`` (``"qualitative"`` for that rule).

    Raises:
        KitError: an unknown rule, or a band rule without a band.
    """
    if rule == "qualitative":
        return "qualitative"
    if rule == "exact":
        return bool(measured == published)
    p, m = float(published), float(measured)
    if rule == "band":
        if band is None:
            raise KitError("rule 'band' without a band (in the finding or from the recipe)")
        return bool(math.isfinite(m) and abs(m / p - 1.0) <= band)
    if rule == "direction":
        return bool((m > 1.0) == (p > 1.0))
    raise KitError(f"unknown agreement rule {rule!r}")


def _published_summary(f: Finding) -> str:
    return "; ".join(f"{p['quantity']} {p['value']} {p['unit']}" for p in f.published)


def run_finding(f: Finding, out: Path, executor: Executor = run_local) -> list[dict[str, Any]]:
    """One finding's rows (a failed recipe: one row with its reason); writes ``<out>/<id>/finding.json``."""
    work = out / f.id
    work.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    rows: list[dict[str, Any]]
    try:
        recipe = RECIPES.get(f.recipe)
        if recipe is None:
            raise KitError(f"{f.path}: recipe: unknown recipe {f.recipe!r} (known: {', '.join(RECIPES)})")
        ms = executor(recipe, f, work)
        seconds = time.perf_counter() - t0
        rows = []
        for m in ms:
            rule = m.rule or f.rule
            rows.append({"finding": f.id, "quantity": m.quantity, "published": m.published, "measured": m.measured, "unit": m.unit,
                         "rule": rule, "agrees": agreement(rule, m.published, m.measured, m.band if m.band is not None else f.band),
                         "status": "ok", "note": m.note, "seconds": seconds})
        error = None
    except Exception as e:  # a failed recipe is a result: the others go on
        seconds = time.perf_counter() - t0
        error = f"{type(e).__name__}: {e}" if not isinstance(e, KitError) else str(e)
        rows = [{"finding": f.id, "quantity": f.quantity, "published": _published_summary(f), "measured": None, "unit": "",
                 "rule": f.rule, "agrees": False, "status": "failed", "note": error.splitlines()[0][:500] if error else "", "seconds": seconds}]
        (work / "traceback.txt").write_text(traceback.format_exc())
    (work / "finding.json").write_text(json.dumps({"finding": f.id, "source": f.source, "status": rows[0]["status"], "error": error,
                                                   "seconds": seconds, "rows": rows}, indent=2, default=str))
    return rows


@with_doc(RESULT_SCHEMA)
def reproduce(ids: Sequence[str] | None = None, out: str | Path = "runs/reproduce", executor: str | Executor = "local",
              registry: str | Path | None = None) -> pd.DataFrame:
    """Re-measure published findings with the kit's own backends.

    ``ids``: findings to run (default: every finding of the registry); ``out``: a folder per
    finding is kept under it; ``executor``: a name of :data:`EXECUTORS` or a callable
    ``(recipe, finding, workdir) -> list[Measurement]``; ``registry``: a folder of finding
    files (default: the shipped one).

    Returns:
        One row per compared quantity (one row per failed finding), with columns:
        {schema}

    Raises:
        KitError: a bad registry entry (file and key named), an unknown id or executor.
    """
    findings = load_findings(registry)
    wanted = list(ids) if ids else list(findings)
    unknown = [i for i in wanted if i not in findings]
    if unknown:
        raise KitError(f"no finding {', '.join(map(repr, unknown))} (known: {', '.join(findings)})")
    if isinstance(executor, str):
        if executor not in EXECUTORS:
            raise KitError(f"unknown executor {executor!r} (known: {', '.join(EXECUTORS)})")
        executor = EXECUTORS[executor]
    root = Path(out)
    root.mkdir(parents=True, exist_ok=True)
    rows = [r for i in wanted for r in run_finding(findings[i], root, executor)]
    table = frame(rows, RESULT_SCHEMA)
    kept = [r for r in _kept_rows(root) if r.get("finding") not in wanted and r.get("finding") in findings]
    merged = sorted(kept + json_rows(table, full=True), key=lambda r: list(findings).index(r["finding"]))
    tmp = root / ".reproduce.json.tmp"
    tmp.write_text(json.dumps(merged, indent=2, default=str))
    tmp.replace(root / "reproduce.json")
    return table


def _kept_rows(root: Path) -> list[dict[str, Any]]:
    """The rows an earlier call left in ``<root>/reproduce.json`` (findings not run again are kept)."""
    p = root / "reproduce.json"
    try:
        old = json.loads(p.read_text()) if p.is_file() else []
    except (OSError, ValueError):
        return []
    return [r for r in old if isinstance(r, dict)] if isinstance(old, list) else []


def json_rows(table: pd.DataFrame, full: bool = False) -> list[dict[str, Any]]:
    """``{"finding", "quantity", "published", "measured", "agrees"}`` per row (``full``: every column)."""
    cols = list(table.columns) if full else ["finding", "quantity", "published", "measured", "agrees"]
    out = []
    for rec in table[cols].to_dict(orient="records"):
        out.append({k: (None if v is pd.NA or (isinstance(v, float) and math.isnan(v)) else v) for k, v in rec.items()})
    return out


def read_reproduce_results(out: str | Path) -> pd.DataFrame:
    """The rows a :func:`reproduce` call kept in ``<out>/reproduce.json`` (for notebooks and reports).

    Raises:
        KitError: no ``reproduce.json`` in ``out``.
    """
    p = Path(out) / "reproduce.json"
    if not p.is_file():
        raise KitError(f"{out}: no reproduce.json (run `kit reproduce --out {out}` first)")
    return frame(json.loads(p.read_text()), RESULT_SCHEMA)
