"""Run findings' recipes, judge agreement, keep a folder per finding: ``kit reproduce`` and :func:`reproduce`.

Recipe execution goes through one function, the executor (``executor(recipe, finding,
workdir) -> list[Measurement]``); :data:`EXECUTORS` names the ones known (``local``:
in this process, the recipe starting its own child processes). ``ray`` runs each
recipe as a job of :mod:`kitlib.capture.executor` instead (``python -m
kitlib.repro.task``, a Ray task per finding): timed recipes get a node to themselves,
counting ones pack, and only the checked rows the job ships back become results.

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
from dataclasses import fields
from pathlib import Path
from typing import Any

import pandas as pd

from ..errors import KitError
from ..findings import Finding, load_findings
from ..runfolder.write import write_text_atomic
from ..schema import Column, Schema, frame, with_doc
from .recipes import RECIPES, Measurement

Executor = Callable[[Callable[[Finding, Path], list[Measurement]], Finding, Path], list[Measurement]]

REPRODUCE_SCHEMA = Schema(
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
#: executors that run each recipe as a job (:func:`run_findings_as_jobs`): a Ray task per finding
JOB_EXECUTORS = ("ray",)


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


def _rows(f: Finding, ms: list[Measurement], seconds: float) -> list[dict[str, Any]]:
    rows = []
    for m in ms:
        rule = m.rule or f.rule
        rows.append({"finding": f.id, "quantity": m.quantity, "published": m.published, "measured": m.measured, "unit": m.unit,
                     "rule": rule, "agrees": agreement(rule, m.published, m.measured, m.band if m.band is not None else f.band),
                     "status": "ok", "note": m.note, "seconds": seconds})
    return rows


def _keep(f: Finding, work: Path, rows: list[dict[str, Any]], error: str | None, seconds: float) -> list[dict[str, Any]]:
    """Writes ``<work>/finding.json``; returns ``rows`` (one failed row with the reason when ``error``)."""
    if error is not None:
        rows = [{"finding": f.id, "quantity": f.quantity, "published": _published_summary(f), "measured": None, "unit": "",
                 "rule": f.rule, "agrees": False, "status": "failed", "note": error.splitlines()[0][:500] if error else "",
                 "seconds": seconds}]
    (work / "finding.json").write_text(json.dumps({"finding": f.id, "source": f.source, "status": rows[0]["status"], "error": error,
                                                   "seconds": seconds, "rows": rows}, indent=2, default=str))
    return rows


def run_finding(f: Finding, out: Path, executor: Executor = run_local) -> list[dict[str, Any]]:
    """One finding's rows (a failed recipe: one row with its reason); writes ``<out>/<id>/finding.json``."""
    work = out / f.id
    work.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    try:
        recipe = RECIPES.get(f.recipe)
        if recipe is None:
            raise KitError(f"{f.path}: recipe: unknown recipe {f.recipe!r} (known: {', '.join(RECIPES)})")
        rows = _rows(f, executor(recipe, f, work), time.perf_counter() - t0)
        error = None
    except Exception as e:  # a failed recipe is a result: the others go on
        rows, error = [], f"{type(e).__name__}: {e}" if not isinstance(e, KitError) else str(e)
        (work / "traceback.txt").write_text(traceback.format_exc())
    return _keep(f, work, rows, error, time.perf_counter() - t0)


#: recipes whose measurement is a time (a timing job: a node to itself); the others count and may pack
TIMED_RECIPES = frozenset({"compile_threads"})
_MEASUREMENT_FIELDS = {fl.name: fl for fl in fields(Measurement)}


def read_measurements(path: Path) -> list[Measurement]:
    """The rows a task wrote (``measurements.json``), checked: a list of objects with Measurement's fields.

    Raises:
        KitError: missing, not JSON, or not rows of the right shape (file named).
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise KitError(f"{path}: no rows from the task ({e})") from None
    if not isinstance(data, list):
        raise KitError(f"{path}: expected a list of rows, got {type(data).__name__}")
    out = []
    for i, d in enumerate(data):
        if not isinstance(d, dict) or set(d) - set(_MEASUREMENT_FIELDS) or not {"quantity", "published", "measured"} <= set(d):
            raise KitError(f"{path}: row {i}: not a measurement (fields: {', '.join(_MEASUREMENT_FIELDS)})")
        scalar = (str, int, float, bool, type(None))
        if not isinstance(d["quantity"], str) or not all(isinstance(d.get(k), scalar) for k in d):
            raise KitError(f"{path}: row {i}: values must be JSON scalars, quantity a string")
        if not isinstance(d.get("unit", ""), str) or not isinstance(d.get("note", ""), str) \
                or not isinstance(d.get("rule"), (str, type(None))) or isinstance(d.get("band"), (bool, str)):
            raise KitError(f"{path}: row {i}: unit and note are strings, rule a string or null, band a number or null")
        out.append(Measurement(**d))
    return out


def run_findings_as_jobs(findings: Sequence[Finding], out: Path, executor: str, address: str | None = None,
                         timeout_s: float = 7200.0) -> list[dict[str, Any]]:
    """Each finding's recipe as one job of :mod:`kitlib.capture.executor` (``python -m kitlib.repro.task``).

    Timed recipes (:data:`TIMED_RECIPES`) are timing jobs, the others compile-only (they may pack on a node).
    What a job ships back is its folder; only its checked ``measurements.json`` becomes rows.
    """
    import shutil

    from ..capture.executor import make_executor
    from ..capture.job import PYTHON, Job, ended_badly
    from .task import MEASUREMENTS_JSON

    jobs = []
    for f in findings:
        work = out / f.id

        def stage(f: Finding = f, work: Path = work) -> None:
            work.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(f.path, work / f"{f.id}.toml")

        jobs.append(Job((PYTHON, "-m", "kitlib.repro.task", f"{f.id}.toml"), {}, work,
                        kind="timing" if f.recipe in TIMED_RECIPES else "compile-only", timeout_s=timeout_s, key=f.id,
                        prepare=stage))
    by_id = {f.id: f for f in findings}
    rows: dict[str, list[dict[str, Any]]] = {}
    ex = make_executor(executor, address)
    try:
        for job, r in ex.submit(jobs):
            f, ms = by_id[job.key], []
            error = ended_badly(job, r)
            if error is None:
                try:
                    ms = read_measurements(job.folder / MEASUREMENTS_JSON)
                except KitError as e:
                    error = str(e)
            rows[f.id] = _keep(f, job.folder, [] if error else _rows(f, ms, r.wall_s), error, r.wall_s)
    finally:
        ex.close()
    return [r for f in findings for r in rows.get(f.id, [])]


@with_doc(REPRODUCE_SCHEMA)
def reproduce(ids: Sequence[str] | None = None, out: str | Path = "runs/reproduce", executor: str | Executor = "local",
              registry: str | Path | None = None, ray_address: str | None = None) -> pd.DataFrame:
    """Re-measure published findings with the kit's own backends.

    ``ids``: findings to run (default: every finding of the registry); ``out``: a folder per
    finding is kept under it; ``executor``: a name of :data:`EXECUTORS` (in this process),
    ``"ray"`` (each recipe a Ray task, :func:`run_findings_as_jobs`; ``ray_address`` or
    ``RAY_ADDRESS``, else a local Ray) or a callable ``(recipe, finding, workdir) ->
    list[Measurement]``; ``registry``: a folder of finding files (default: the shipped one).

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
    if isinstance(executor, str) and executor not in EXECUTORS and executor not in JOB_EXECUTORS:
        raise KitError(f"unknown executor {executor!r} (known: {', '.join([*EXECUTORS, *JOB_EXECUTORS])})")
    root = Path(out)
    root.mkdir(parents=True, exist_ok=True)
    if isinstance(executor, str) and executor in JOB_EXECUTORS:
        rows = run_findings_as_jobs([findings[i] for i in wanted], root, executor, ray_address)
    else:
        run = EXECUTORS[executor] if isinstance(executor, str) else executor
        rows = [r for i in wanted for r in run_finding(findings[i], root, run)]
    table = frame(rows, REPRODUCE_SCHEMA)
    kept = [r for r in _kept_rows(root) if r.get("finding") not in wanted and r.get("finding") in findings]
    merged = sorted(kept + json_rows(table, full=True), key=lambda r: list(findings).index(r["finding"]))
    write_text_atomic(root / "reproduce.json", json.dumps(merged, indent=2, default=str))
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
    return frame(json.loads(p.read_text()), REPRODUCE_SCHEMA)
