"""Compile time against compile thread-pool size: Amdahl's law fitted to it.

Amdahl's law for a compile of serial fraction ``s`` taking ``t1_s`` on one thread:
``T(n) = t1_s * (s + (1 - s) / n)``; the speed-up from ``a`` to ``b`` threads is
``T(a) / T(b)``. Fitted by least squares (``scipy.optimize.curve_fit``) with
``0 <= s <= 1``, to the published table (:mod:`kitlib.analysis.published`) or to
a run's processes, each process one point (the unit of replication).
"""
from __future__ import annotations

import math
import warnings
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from ..errors import KitError
from ..schema import Column, Schema, frame, with_doc


def amdahl_time(n: Any, t1_s: float, serial_fraction: float) -> Any:
    """Amdahl's compile time on ``n`` threads (s)."""
    return t1_s * (serial_fraction + (1.0 - serial_fraction) / np.asarray(n, dtype=float))


@dataclass(frozen=True)
class AmdahlFit:
    """A fit of :func:`amdahl_time`: ``t1_s`` (s), ``serial_fraction`` (0..1) and their standard errors."""

    t1_s: float
    serial_fraction: float
    t1_se_s: float
    serial_fraction_se: float
    n_points: int

    def time_s(self, n: Any) -> Any:
        return amdahl_time(n, self.t1_s, self.serial_fraction)

    def speedup(self, n_from: int, n_to: int) -> float:
        """Predicted ``T(n_from) / T(n_to)``."""
        return float(self.time_s(n_from) / self.time_s(n_to))


def fit_amdahl(threads: Any, times_s: Any) -> AmdahlFit:
    """Fit Amdahl's law to compile times (s) at thread counts.

    Raises:
        KitError: fewer than two distinct thread counts, or times that are not positive finite numbers (a run
            folder's JSON may hold NaN or Infinity).
    """
    from scipy.optimize import OptimizeWarning, curve_fit

    n = np.asarray(threads, dtype=float)
    t = np.asarray(times_s, dtype=float)
    if len(np.unique(n)) < 2 or not (np.isfinite(t).all() and (t > 0).all() and np.isfinite(n).all() and (n >= 1).all()):
        raise KitError(f"an Amdahl fit needs two or more thread counts >= 1 and positive finite times; got threads "
                       f"{n.tolist()}, times {t.tolist()}")
    scale = float(np.median(t))  # fitted in units of the median time: the fit is the same at any scale of seconds
    u = t / scale
    one = u[n == n.min()].mean() * n.min()
    try:
        with warnings.catch_warnings():  # two points: an exact curve, no covariance (se is NaN)
            warnings.simplefilter("ignore", OptimizeWarning)
            warnings.simplefilter("ignore", RuntimeWarning)
            popt, pcov = curve_fit(amdahl_time, n, u, p0=[one, 0.5], bounds=([0.0, 0.0], [np.inf, 1.0]))
    except (RuntimeError, ValueError, np.linalg.LinAlgError) as e:  # times orders of magnitude apart
        raise KitError(f"no Amdahl fit to times {t.tolist()} at threads {n.tolist()} ({e})") from None
    se = np.sqrt(np.diag(pcov)) if np.isfinite(pcov).all() else np.array([np.nan, np.nan])
    t1 = float(popt[0]) * scale
    if not math.isfinite(t1):
        raise KitError(f"no Amdahl fit to times {t.tolist()} at threads {n.tolist()} (one-thread time beyond a float)")
    return AmdahlFit(t1, float(popt[1]), float(se[0]) * scale, float(se[1]), len(n))


FIT_SCHEMA = Schema(
    [
        Column("model", "string", "the model (or config group) fitted"),
        Column("source", "string", "where the points come from"),
        Column("n_points", "int64", "points fitted (published rows or processes)"),
        Column("t1_s", "float64", "fitted compile time on one thread", "s"),
        Column("serial_fraction", "float64", "fitted serial fraction s of Amdahl's law (0..1)"),
        Column("serial_fraction_se", "float64", "standard error of serial_fraction"),
        Column("speedup_1_to_2", "float64", "predicted T(1) / T(2)"),
    ]
)


@with_doc(FIT_SCHEMA)
def amdahl_table(points: pd.DataFrame, by: str = "model", threads: str = "threads", time: str = "compile_time_s") -> pd.DataFrame:
    """One Amdahl fit per group of ``points`` (columns ``by``, ``threads``, ``time`` and optional ``source``).

    Returns:
        One row per group, with columns:
        {schema}
    """
    rows = []
    for key, g in points.groupby(by, sort=False):
        fit = fit_amdahl(g[threads], g[time])
        rows.append({
            "model": str(key), "source": str(g["source"].iloc[0]) if "source" in g else "",
            "n_points": fit.n_points, "t1_s": fit.t1_s, "serial_fraction": fit.serial_fraction,
            "serial_fraction_se": fit.serial_fraction_se, "speedup_1_to_2": fit.speedup(1, 2),
        })
    return frame(rows, FIT_SCHEMA)


def published_fits(threads: tuple[int, ...] = (1, 8, 16)) -> pd.DataFrame:
    """:func:`amdahl_table` of the published PR 4105 table (:data:`~kitlib.analysis.published.PUBLISHED_COMPILE_TIMES`).

    ``threads``: the published rows used. All three (default): least squares. ``(1, 8)``:
    the curve through the 1- and 8-thread times exactly, which is the fit behind the
    speed-ups quoted in issue 11 (tests/test_threads.py checks both).
    """
    from .published import PUBLISHED_COMPILE_TIMES

    return amdahl_table(PUBLISHED_COMPILE_TIMES[PUBLISHED_COMPILE_TIMES["threads"].isin(threads)])


POOL_SCHEMA = Schema(
    [
        Column("config", "string", "config name"),
        Column("process", "int64", "process number (the unit of replication)"),
        Column("compile_threads_requested", "Int64", "pool size the config asked for (<NA>: not set)"),
        Column("compile_threads", "Int64", "compile pool size measured in the process (<NA>: not recorded)"),
        Column("compile_time_s", "float64", "compile time of the process (torch_xla CompileTime or XLA:GPU compile)", "s"),
    ]
)


@with_doc(POOL_SCHEMA)
def compile_pools(run: Any) -> pd.DataFrame:
    """Every ok process of a run with its requested and measured compile pool size.

    ``run``: a run folder path or an opened ``Run`` (the manifest is all it reads).

    Returns:
        One row per ok process, with columns:
        {schema}
    """
    manifest = _manifest(run)
    rows = []
    for c in manifest.get("configs", []):
        for p in c.get("processes", []):
            if p.get("status") == "ok":
                rows.append({"config": c["name"], "process": p["process"], "compile_threads_requested": c.get("compile_threads"),
                             "compile_threads": p.get("compile_threads"), "compile_time_s": p.get("compile_time_s")})
    return frame(rows, POOL_SCHEMA)


def _manifest(run: Any) -> dict[str, Any]:
    """All this module reads of a run folder: its manifest (a :class:`~kitlib.runfolder.run.Run`, or its path)."""
    from ..runfolder.run import as_run

    return dict(as_run(run).manifest)


def measured_fit(run: Any) -> AmdahlFit:
    """Amdahl's law fitted to a run's processes: measured pool size against compile time.

    Raises:
        KitError: fewer than two measured pool sizes among the ok processes.
    """
    pools = compile_pools(run).dropna(subset=["compile_threads", "compile_time_s"])
    return fit_amdahl(pools["compile_threads"].astype(float), pools["compile_time_s"])


def speedup_statement(run: Any) -> str:
    """The published prediction for 1 -> 2 threads next to the one measured in ``run``, as a sentence."""
    pub = published_fits()
    parts = [f"{r.model} {r.speedup_1_to_2:.2f}x (serial fraction {r.serial_fraction:.2f})" for r in pub.itertuples()]
    pools = compile_pools(run).dropna(subset=["compile_threads", "compile_time_s"])
    mean = pools.groupby("compile_threads")["compile_time_s"].mean()
    text = "Amdahl's law fitted to the published table (pytorch/xla PR 4105) predicts, from 1 to 2 compile threads: " + "; ".join(parts) + "."
    if 1 in mean.index and 2 in mean.index:
        fit = measured_fit(run)
        text += (f" Measured here ({len(pools)} processes): {mean[1]:.3f} s with 1 thread, {mean[2]:.3f} s with 2: "
                 f"{mean[1] / mean[2]:.2f}x; the fit gives serial fraction {fit.serial_fraction:.2f}.")
    else:
        text += f" This run measured pool sizes {sorted(int(x) for x in mean.index)}: no 1 -> 2 comparison."
    return text
