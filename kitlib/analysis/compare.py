"""Tell a real few-percent change from noise: config B against config A, end to end and per kernel.

Every function here takes long-form DataFrames and returns DataFrames with declared schemas; reading run
folders or trace folders into those frames is :func:`load_side`. The statistics are :mod:`kitlib.analysis.stats`
(one quantity: :func:`~kitlib.analysis.stats.compare_one`; the one verdict:
:func:`~kitlib.analysis.stats.verdict`); this module puts them together for two configs:

- End to end, each process's step times; per kernel, each process's self time per profiled step. The process
  is the unit of replication; the blocked design (every config in each process) pairs the configs inside it
  (``benchmarks/compare_calibration.py`` measures the false-alarm rate on A/A runs).
- The interval is stated at the level the verdict uses, so the verdict, the q-value and the interval agree:
  end to end the 95% interval; for kernels the false-coverage-rate interval of Benjamini and Yekutieli, at
  level ``1 - 0.05 * max(R, 1) / m`` (``m`` kernels tested in its family, ``R`` of them with q < 0.05: q is
  Benjamini-Hochberg over the family). It lies wholly above or below 1 exactly when q < 0.05 (a kernel's unadjusted
  95% interval could exclude 1 while its q did not pass: an interval of [5.4, 257] called "can't tell"). The MDE is
  stated at the same level (for a lone change, ``R`` = 1: 0.05 / m); ``more_processes`` says how many more
  processes per side would bring it down to min_effect.
- Two families, declared before any difference is looked at: the *primary* family holds every kernel whose code
  differs between the sides and the :data:`PRIMARY_TOP` kernels with most time on both sides (the kernels a
  performance question is about), the *exploratory* family the rest; each at its own false-discovery rate of 5%.
  A top kernel is tested among ten, not among hundreds: on bert-base (about 600 kernels) its interval's t quantile
  is taken at 0.05 / 10 rather than 0.05 / 600 (on 4 degrees of freedom 5.6 rather than 16.3; less gain where the
  moderated variances have more).
- Wrapper events (``call``, ``while``, ``conditional`` and any kernel event with kernel events nested in it) hold
  their callees; their self time is the dispatch overhead between them, a microsecond or two that timer resolution
  and thread placement can shift a hundredfold. Their self time is compared as one sum per step, the kernel
  :data:`WRAPPERS`, never one ratio per wrapper.
- Negative controls: kernels whose code is identical on both sides (the one rule of :mod:`kitlib.analysis.code`)
  can only differ by noise or placement. Their false alarms are counted; if their z-scores spread more than the
  model assumes (RMS z above 1, from at least 5 controls), every interval is widened by that factor
  (``overdispersion``). Their verdict is what the statistics say; the ``attribution`` column says a difference of
  theirs is noise or placement, never the compiler.
"""
from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from ..errors import KitError
from ..runfolder import Run, as_run, files, layout, open_run
from ..schema import Column, Schema, frame, with_doc
from .code import CodeComparison
from .stats import (
    ALPHA,
    MDE_CAP,
    Estimate,
    Samples,
    Verdict,
    compare_one,
    log_interval,
    mde_of,
    mde_text,
    moderate,
    stats,
    t_sf,
    verdict,
)

#: the kernels' two families (:func:`_families`), each tested at its own false-discovery level
PRIMARY, EXPLORATORY = "primary", "exploratory"
#: how many kernels with most time the primary family holds (besides every kernel whose code differs)
PRIMARY_TOP = 10
#: fewest same-code kernels whose spread is used to widen intervals
MIN_CONTROLS = 5
#: the kernel name under which the self time of every wrapper event (call, while, conditional) is summed per step
WRAPPERS = "(call/while/conditional self time)"
#: kernel names of the wrapper opcodes (HLO names an instruction <opcode> or <opcode>.<n>)
_WRAPPER_NAME = r"^(?:call|while|conditional)(?:\.\d+)?$"

#: the two designs a comparison can use, and how the report names them
PROCESSES, BLOCKED, RUN_BLOCKS = "processes", "blocked", "run-blocks"
DESIGNS = {PROCESSES: "one process per config (independent processes, Welch)",
           BLOCKED: "configs share each process (blocked: difference within a process, then across processes)",
           RUN_BLOCKS: "one process per run, runs in randomised blocks (kit bisect: difference within a block, then "
                       "across blocks)"}

SAMPLES_SCHEMA = Schema(
    [
        Column("side", "string", "a (baseline) or b (compared)"),
        Column("process", "int64", "process number within the side (the unit of replication)"),
        Column("step", "int64", "step number within the process"),
        Column("kernel", "string", "kernel name, or \"end_to_end\" for the whole step"),
        Column("value", "float64", "duration: step wall time (s) or kernel self time per step (us)"),
    ]
)

COMPARISON_SCHEMA = Schema(
    [
        Column("kernel", "string", "kernel name (\"end_to_end\": the whole step)"),
        Column("n_a", "int64", "processes on side a"),
        Column("n_b", "int64", "processes on side b"),
        Column("a", "float64", "typical value on a: geometric mean of process medians (us per step for kernels, s for end_to_end)"),
        Column("b", "float64", "typical value on b, same units"),
        Column("share", "float64", "fraction of a's step time spent in this kernel (sum of kernels' a)", "fraction"),
        Column("ratio", "float64", "b / a: above 1 is slower", "ratio"),
        Column("ci_low", "float64", "interval of the ratio, low end (Welch t on log process medians, widened by overdispersion): "
               "95% end to end; for kernels at the false-coverage-rate level 1 - 0.05 max(R, 1) / m (m kernels tested in "
               "its family, R called there): it excludes 1 exactly when q < 0.05", "ratio"),
        Column("ci_high", "float64", "95% interval of the ratio, high end", "ratio"),
        Column("p_value", "float64", "Welch t test of the log process medians (NaN with one process on a side)"),
        Column("q_value", "float64", "Benjamini-Hochberg q over the kernels of its family (end_to_end: its p_value)"),
        Column("p_steps", "float64", "min(Kolmogorov-Smirnov, Mann-Whitney) p over all steps (Pinpoint); never used for the verdict"),
        Column("mde", "float64", "minimum detectable effect at 80% power for these processes, at the interval's level "
               "(relative, 0.05 = 5%); at most "
               "MDE_CAP (10: a larger one is stated as 10 and rendered \"MDE > 1000%\")", "fraction"),
        Column("verdict", "string", "slower, faster, no change, can't tell, added, removed"),
        Column("more_processes", "Int64", "can't tell: processes to add per side for an MDE of min_effect (<NA>: unknown, one process on a side)"),
        Column("shape", "string", "shape change: b turned bimodal, b no longer bimodal, spread grew xN, spread shrank xN; <NA> when none"),
        Column("same_code", "boolean", "compiled identically on both sides (<NA>: unknown)"),
        Column("family", "string", "primary (its code differs, or among the PRIMARY_TOP kernels with most time on both "
               "sides) or exploratory: each family tested at its own level; <NA> end to end"),
        Column("attribution", "string", "where a difference comes from: code differs, noise or placement (same code), code unknown; <NA> when no difference"),
        Column("note", "string", "why the verdict is what it is, when not plain"),
    ]
)


# ---------------------------------------------------------------- the comparison

def overdispersion(rows: pd.DataFrame) -> tuple[float, int]:
    """(factor, controls used): RMS of the same-code kernels' z = log ratio / se, at least 1.

    The factor is 1 with fewer than :data:`MIN_CONTROLS` controls.
    """
    c = rows[(rows["same_code"] == True) & rows["_se"].gt(0) & np.isfinite(rows["_se"]) & np.isfinite(rows["_d"])]  # noqa: E712
    if len(c) < MIN_CONTROLS:
        return 1.0, len(c)
    z = c["_d"] / c["_se"]
    return max(1.0, float(np.sqrt(np.mean(z**2)))), len(c)


@dataclass
class Comparison:
    """Result of :func:`compare`: the end-to-end row, the kernel rows, the negative controls."""

    end_to_end: pd.DataFrame
    kernels: pd.DataFrame
    negative_controls: dict[str, Any]
    min_effect: float
    notes: list[str] = field(default_factory=list)
    design: str = "processes"

    def headline(self, a: str = "a", b: str = "b") -> str:
        """One line: the end-to-end verdict, ratio, interval, MDE and processes per side."""
        e = self.end_to_end.iloc[0]
        iv = f"x{e.ratio:.3f} [{e.ci_low:.3f}, {e.ci_high:.3f}]" if not np.isnan(e.ci_low) else f"x{e.ratio:.3f}"
        mde = f", {mde_text(e.mde)}" if not np.isnan(e.mde) else ""
        unit = {BLOCKED: "shared processes, paired", RUN_BLOCKS: "blocks of runs, paired"}.get(self.design, "processes")
        n = f"{e.n_a}" if self.design in (BLOCKED, RUN_BLOCKS) else f"{e.n_a} vs {e.n_b}"
        return f"{b} vs {a}: end to end {e.verdict} {iv}{mde} ({n} {unit}; design: {DESIGNS[self.design]})"

    def to_json(self) -> dict[str, Any]:
        """The ``kit compare --json`` object."""
        def num(v: Any) -> Any:
            return None if v is None or (isinstance(v, float) and not math.isfinite(v)) or v is pd.NA else v

        def capped(r: Any) -> dict[str, Any]:
            return {"mde_capped": bool(r["mde"] >= MDE_CAP) if num(r["mde"]) is not None else None}

        e = self.end_to_end.iloc[0]
        out: dict[str, Any] = {
            "end_to_end": {k: num(e[k]) for k in ("ratio", "ci_low", "ci_high", "mde", "p_value", "n_a", "n_b")}
            | capped(e) | {"verdict": e["verdict"], "note": num(e["note"])},
            "kernels": [{k: num(r[k]) for k in ("kernel", "ratio", "ci_low", "ci_high", "q_value", "mde", "verdict",
                                                  "same_code", "share", "shape", "attribution", "more_processes", "code", "code_diff")
                        if k in r} | capped(r)
                        for r in self.kernels.astype(object).to_dict("records")],
            "negative_controls": self.negative_controls,
            "min_effect": self.min_effect,
            "notes": self.notes,
            "design": self.design,
        }
        for k in out["kernels"]:
            for key in ("n_a", "more_processes"):
                if k.get(key) is not None:
                    k[key] = int(k[key])
        out["end_to_end"]["n_a"], out["end_to_end"]["n_b"] = int(e["n_a"]), int(e["n_b"])
        return out


def _rows(samples: pd.DataFrame, min_effect: float, paired: bool = False) -> list[Estimate]:
    """One :func:`compare_one` per kernel, in order of first appearance; each side's rows as arrays, from one sort."""
    codes, kernels = pd.factorize(samples["kernel"], sort=False)
    key = codes * 2 + (samples["side"] == "b").to_numpy(dtype=np.int64)
    order = np.argsort(key, kind="stable")  # rows of a kernel's side in their order
    step = samples["step"].to_numpy() if "step" in samples.columns else np.arange(len(samples))
    cols = [samples["process"].to_numpy()[order], step[order], samples["value"].to_numpy(dtype=float)[order]]
    bounds = np.searchsorted(key[order], np.arange(2 * len(kernels) + 1))
    sides = [Samples(*(c[lo:hi] for c in cols)) for lo, hi in zip(bounds[:-1], bounds[1:], strict=True)]
    return [compare_one(str(k), sides[2 * i], sides[2 * i + 1], min_effect, paired) for i, k in enumerate(kernels)]


def _families(t: pd.DataFrame, primary: int) -> pd.Series:
    """Each kernel's family, declared before any difference is looked at: ``primary`` for every kernel whose code
    differs between the sides and the ``primary`` kernels with most time (by the geometric mean of the two sides'
    typical values: in the paired design the log sum is uncorrelated with the log ratio, so the choice does not
    lean on the effect), ``exploratory`` for the rest."""
    size = np.sqrt(t["a"].to_numpy(dtype=float) * t["b"].to_numpy(dtype=float))
    order = np.argsort(-np.nan_to_num(size, nan=-1.0), kind="stable")
    top = np.zeros(len(t), dtype=bool)
    top[order[:primary]] = True
    top &= ~np.isnan(size) & (size > 0)
    differs = (t["same_code"] == False).fillna(False).to_numpy(dtype=bool)  # noqa: E712
    return pd.Series(np.where(top | differs, PRIMARY, EXPLORATORY), index=t.index)


def _table(rows: list[Estimate], min_effect: float, same: pd.Series | None, fdr: bool, factor: float | None = None,
           primary: int = 0) -> tuple[pd.DataFrame, float, int]:
    t = pd.DataFrame([{"kernel": r.kernel, "n_a": r.n_a, "n_b": r.n_b, "a": r.a, "b": r.b, "_d": r.d, "_se": r.se,
                       "_df": r.df, "p_value": r.p, "p_steps": r.p_steps, "more_processes": r.more, "shape": r.shape,
                       "note": "; ".join(r.notes) or None} for r in rows])
    t["same_code"] = (same.reindex(t["kernel"]).to_numpy() if same is not None else pd.NA)
    t["same_code"] = t["same_code"].astype("boolean")
    used = 0
    if factor is None:
        factor, used = overdispersion(t)
    se = t["_se"] * factor
    p = t["p_value"].copy()
    if factor > 1:  # widened: the test uses the widened standard error too
        ok = se > 0
        p[ok] = 2 * t_sf((t["_d"][ok] / se[ok]).abs(), t["_df"][ok])
    t["p_value"] = p
    t["family"] = _families(t, primary) if fdr and primary > 0 else (EXPLORATORY if fdr else None)
    q = np.full(len(t), np.nan)
    alpha = np.full(len(t), ALPHA)
    tested_in = np.zeros(len(t), dtype=int)
    for fam in t["family"].dropna().unique() if fdr else [None]:
        rows_of = (t["family"] == fam).to_numpy() if fam is not None else np.ones(len(t), dtype=bool)
        tested = rows_of & p.notna().to_numpy()
        if tested.any():
            q[tested] = stats.false_discovery_control(p[tested].to_numpy()) if fdr else p[tested].to_numpy()
        # the level the verdict uses (module docstring): 0.05 alone; over a family of m kernels Benjamini-Yekutieli's
        # false-coverage-rate level 0.05 * max(R, 1) / m, so an interval excludes 1 exactly when q < 0.05
        m, called = int(tested.sum()), int((q[tested] < ALPHA).sum())
        alpha[rows_of] = ALPHA * max(1, called) / max(1, m) if fdr else ALPHA
        tested_in[rows_of] = m if fdr else 1
    t["q_value"] = q
    t["ratio"], t["ci_low"], t["ci_high"] = log_interval(t["_d"].to_numpy(), se.to_numpy(),
                                                         t["_df"].where(t["_df"].notna(), 1.0).to_numpy(), alpha)
    # the MDE at the interval's level (a lone change: Benjamini-Hochberg's first threshold, alpha / kernels tested)
    t["mde"] = [mde_of(s, df, a) if s == s and df == df else float("nan") for s, df, a in zip(se, t["_df"], alpha)]
    total = t.loc[t["kernel"] != "end_to_end", "a"].sum()
    t["share"] = t["a"] / total if total else np.nan
    verdicts = [verdict(r, min_effect, int(m)) for r, m in zip(t.to_dict("records"), tested_in)]
    t["verdict"] = [v for v, _ in verdicts]
    t["note"] = [("; ".join(x for x in (n, extra) if isinstance(x, str) and x) or None)
                 for n, (_, extra) in zip(t["note"], verdicts)]  # an added / removed kernel's note is NaN
    t.loc[t["verdict"] != Verdict.CANT_TELL, "more_processes"] = None
    moved = t["verdict"].isin([Verdict.SLOWER, Verdict.FASTER])
    t["attribution"] = None
    t.loc[moved, "attribution"] = np.where(t.loc[moved, "same_code"].fillna(False).astype(bool), "noise or placement (same code)",
                                           np.where(t.loc[moved, "same_code"].isna(), "code unknown", "code differs"))
    return frame(t, COMPARISON_SCHEMA), factor, used


@with_doc(COMPARISON_SCHEMA)
def compare(steps: pd.DataFrame, kernels: pd.DataFrame | None = None, min_effect: float = 0.05,
            same_code: pd.Series | None = None, min_share: float = 0.0, paired: bool = False,
            primary: int = PRIMARY_TOP) -> Comparison:
    """Compare side b with side a, end to end and per kernel.

    ``paired``: the blocked design (jax-cpu / jax-gpu): process ``k`` of a and of b
    are the same OS process, so the ratio is taken inside each process and its
    interval is the paired t interval over processes (between-process noise cancels);
    else the processes are independent (Welch).

    Args:
        steps: step wall times, columns side (a/b), process, step, value (s).
        kernels: kernel self time per profiled step, columns side, process, step,
            kernel, value (us) (:data:`SAMPLES_SCHEMA`); None: end to end only.
        min_effect: the smallest relative change that matters (0.05 = 5%).
        same_code: kernel name -> compiled identically on both sides (boolean);
            None: unknown.
        min_share: leave out kernels under this fraction of a's (or b's) kernel time.
        primary: the kernels with most time in the primary family (with every kernel whose code differs), tested at
            their own level; the others are the exploratory family (0: one family, every kernel).

    Returns:
        A :class:`Comparison` whose ``end_to_end`` (one row) and ``kernels``
        (one row per kernel, by time share) tables have columns:
        {schema}

    Raises:
        KitError: a side without step times.
    """
    for side in ("a", "b"):
        if not (steps["side"] == side).any():
            raise KitError(f"no step times on side {side}")
    e2e = steps.assign(kernel="end_to_end")
    end, _, _ = _table(_rows(e2e, min_effect, paired), min_effect, None, fdr=False, factor=1.0)
    notes = []
    if end.loc[0, "n_a"] < 2 or end.loc[0, "n_b"] < 2:
        notes.append("one process on a side: between-process variance unknown; no kernel is called slower or faster")
    if kernels is None or kernels.empty:
        k = frame([], COMPARISON_SCHEMA)
        controls = {"kernels": 0, "false_alarms": 0, "overdispersion": 1.0}
    else:
        ks = kernels
        if min_share > 0:
            per = ks.groupby(["side", "kernel"])["value"].median().unstack("side").fillna(0)
            keep = per.index[(per / per.sum()).max(axis=1) >= min_share]
            ks = ks[ks["kernel"].isin(keep)]
        rows = _rows(ks, min_effect, paired)
        if paired:  # few blocks: the kernels' variances borrow strength from each other
            d0, _ = moderate(rows, min_effect)
            if d0 > 0:
                notes.append(f"kernel variances moderated (empirical Bayes, prior df {d0:.1f})" if d0 < 1e6
                             else "kernel variances pooled (empirical Bayes: they spread no more than sampling explains)")
        k, factor, used = _table(rows, min_effect, same_code, fdr=True, primary=primary)
        k = k.sort_values("share", ascending=False, na_position="last").reset_index(drop=True)
        ctrl = k[k["same_code"] == True]  # noqa: E712
        controls = {"kernels": int(len(ctrl)), "false_alarms": int(ctrl["verdict"].isin([Verdict.SLOWER, Verdict.FASTER]).sum()),
                    "overdispersion": round(float(factor), 3), "controls_used_for_widening": int(used)}
        if factor > 1:
            notes.append(f"same-code kernels spread x{factor:.2f} more than the model assumes: kernel intervals widened by that factor")
    design = BLOCKED if paired else PROCESSES
    return Comparison(end, k, controls, min_effect, notes, design)


# ---------------------------------------------------------------- reading sides

@dataclass
class Side:
    """What one side of a comparison holds: its step times, kernel times, dump folders, model."""

    label: str
    steps: pd.DataFrame  # process, step, value (s)
    kernels: pd.DataFrame  # process, step, kernel, value (us self time)
    dumps: list[Path]
    model: str | None
    noise: pd.DataFrame  # process, contaminated (bool), reason
    #: process -> (run folder, block number, pid) for processes of an in-process backend (jax-*)
    blocks: dict[int, tuple[str, int, int]] = field(default_factory=dict)
    #: why a process's trace was left out (one line each: the file and its error)
    unread: list[str] = field(default_factory=list)


def load_side(paths: Iterable[str | Path], label: str | None = None, traces: bool = True, run: Run | None = None) -> Side:
    """Read one side: a config folder of a run (``<run>/<config>``), or trace files / folders.

    Config folders are read through :func:`kitlib.runfolder.open_run` (``run``: that run already open, whose traces
    are then read once for every question asked of it), loose traces through :mod:`kitlib.runfolder.files`.
    ``traces=False``: step times only (config folders), no trace read.

    Raises:
        KitError: a path that is neither, a config folder without traces, no
            kernel or step times at all.
    """
    paths_ = [Path(p) for p in paths]
    opened = run
    blocks: dict[int, tuple[str, int, int]] = {}
    steps, kernels, dumps, noise, unread = [], [], [], [], []
    models = set()
    proc = 0
    for p in paths_:
        if not p.exists():
            raise KitError(f"{p}: no such file or folder")
        if files.is_run_folder(p):
            raise KitError(f"{p}: a run folder: give one of its config folders ({p}/<config>), or `kit compare {p}` alone")
        if files.is_run_folder(p.parent) and p.is_dir():
            run = opened if opened is not None and opened.path.resolve() == p.parent.resolve() else open_run(p.parent)
            had_traces = False
            if p.name not in run.config_names:
                raise KitError(f"{p}: config {p.name!r} not in {run.path / layout.MANIFEST}")
            models.add(run.spec.get("model"))
            for pr in run.processes(p.name):
                if pr.get("status") != "ok":
                    continue
                for i, t in enumerate(pr.get("step_times_s") or []):
                    steps.append({"process": proc, "step": i, "value": float(t)})
                if traces and run.trace_dir(p.name, pr["process"]).is_dir():
                    had_traces = True
                    trace = run.trace(p.name, pr["process"])  # None: unreadable, left out (Run.parse_errors)
                    if trace is not None:
                        kernels.append(_kernel_steps(trace, proc))
                    else:
                        tdir = str(run.trace_dir(p.name, pr["process"]))
                        unread += [e for e in run.parse_errors()["error"].tolist() if tdir in e][-1:] or [f"{tdir}: no readable trace"]
                if pr.get("pid") is not None and pr.get("block"):
                    blocks[proc] = (str(run.path.resolve()), int(pr["process"]), int(pr["pid"]))
                elif run.backend == layout.PROBE_BACKEND and str(pr.get("block") or "")[1:].isdigit() and \
                        run.trace_dir(p.name, pr["process"]).is_dir():
                    # kit bisect: a profiled run of one build and one of the other in the same block ran back to
                    # back in a random order: paired by that block (each its own process)
                    blocks[proc] = (str(run.path.resolve()), int(str(pr["block"])[1:]), 0)
                if run.dump_dir(p.name, pr["process"]).is_dir():
                    dumps.append(run.dump_dir(p.name, pr["process"]))
                noise.append({"process": proc, **_noise_of(run.result(p.name, pr["process"]))})
                proc += 1
            if traces and not had_traces:
                raise KitError(f"{p}: config folder without profiler traces (no trace/ in any ok process)")
        else:
            try:
                trace = files.read_trace_file(p)
            except Exception as e:
                raise KitError(f"{p}: not a run's config folder and no readable trace ({e})") from None
            kernels.append(_kernel_steps(trace, proc))
            proc += 1
    if not kernels and not steps:
        raise KitError(f"{', '.join(map(str, paths_))}: no step or kernel times")
    k = pd.concat(kernels, ignore_index=True) if kernels else pd.DataFrame(
        {"process": pd.Series(dtype="int64"), "step": pd.Series(dtype="int64"), "kernel": pd.Series(dtype=str),
         "value": pd.Series(dtype=float)})
    s = pd.DataFrame(steps, columns=["process", "step", "value"])
    if s.empty:  # traces captured elsewhere: the step is the profiled step's kernel time
        s = k.groupby(["process", "step"], as_index=False)["value"].sum().assign(value=lambda d: d["value"] / 1e6)
    nz = pd.DataFrame(noise, columns=["process", "contaminated", "reason"]) if noise else pd.DataFrame(
        {"process": sorted(s["process"].unique()), "contaminated": False, "reason": None})
    return Side(label or ",".join(p.name for p in paths_), s, k, dumps, models.pop() if len(models) == 1 else None, nz, blocks,
                unread)


def _kernel_steps(trace: pd.DataFrame, process: int) -> pd.DataFrame:
    """Per profiled step and kernel, the self time (us) of one process's trace; every wrapper event (a call,
    while or conditional, or an event with kernel events nested in it) under :data:`WRAPPERS`, summed."""
    ev = trace[trace["step"].notna()]
    nests = ev["duration_us"] - ev["self_duration_us"] > 1e-9
    wrapper = ev["kernel"].astype(str).str.match(_WRAPPER_NAME) | ev["kernel"].isin(set(ev.loc[nests, "kernel"]))
    ev = ev.assign(kernel=ev["kernel"].astype(str).where(~wrapper.to_numpy(dtype=bool), WRAPPERS))
    g = ev.groupby(["step", "kernel"], as_index=False)["self_duration_us"].sum()
    return pd.DataFrame({"process": process, "step": g["step"].astype("int64"), "kernel": g["kernel"].astype(str),
                         "value": g["self_duration_us"].astype(float)})


def _noise_of(result: dict[str, Any] | None) -> dict[str, Any]:
    n = (result or {}).get("noise")
    if not isinstance(n, dict):
        return {"contaminated": False, "reason": None}
    return {"contaminated": bool(n.get("contaminated")), "reason": n.get("reason")}


def two_sided(a: Side, b: Side, exclude_contaminated: bool = False) -> tuple[pd.DataFrame, pd.DataFrame]:
    """(steps, kernels) long frames with a ``side`` column from two sides; contaminated processes left out on request."""
    parts_s, parts_k = [], []
    for name, s in (("a", a), ("b", b)):
        drop = set(s.noise.loc[s.noise["contaminated"].astype(bool), "process"]) if exclude_contaminated else set()
        parts_s.append(s.steps[~s.steps["process"].isin(drop)].assign(side=name))
        parts_k.append(s.kernels[~s.kernels["process"].isin(drop)].assign(side=name))
    return pd.concat(parts_s, ignore_index=True), pd.concat(parts_k, ignore_index=True)


# ---------------------------------------------------------------- sides to a comparison

def code_of(a: Side, b: Side) -> CodeComparison | None:
    """The code question for two sides (:func:`kitlib.analysis.code.compare_code`, once), from the first dump of
    each (a run's config: its process 0); None when a side has no dump."""
    from .code import compare_code

    if not a.dumps or not b.dumps:
        return None
    return compare_code(files.open_code_side(a.dumps[0]), files.open_code_side(b.dumps[0]), a.label, b.label)


def blocked(a: Side, b: Side) -> bool:
    """Did both sides run in the same processes (an in-process backend's blocks, the same pids)?"""
    return bool(a.blocks) and bool(b.blocks) and len(a.blocks) == len(a.steps["process"].unique()) and \
        set(a.blocks.values()) == set(b.blocks.values())


def by_block(s: Side) -> Side:
    """The side with its processes numbered by their block (jax-*), so two sides of one run pair up."""
    key = {p: blk for p, (_, blk, _) in s.blocks.items()}
    return replace(s, steps=s.steps.assign(process=s.steps["process"].map(key)),
                   kernels=s.kernels.assign(process=s.kernels["process"].map(key).astype("int64")),
                   noise=s.noise.assign(process=s.noise["process"].map(key)))


def compare_sides(a: Side, b: Side, min_effect: float = 0.05, exclude_contaminated: bool = False,
                  min_share: float = 0.001) -> tuple[Comparison, CodeComparison | None]:
    """Compare two loaded sides (:func:`load_side`): (comparison, the code question's answer or None without dumps).

    The comparison's kernel rows gain ``code`` (string: what the kernel's code is in B) and ``code_diff``
    (string: how its code differs, the code diff's summary line; <NA> when the code is the same everywhere or the
    dumps cannot be diffed).

    Raises:
        KitError: the sides ran different models.
    """
    if a.model and b.model and a.model != b.model:
        raise KitError(f"{a.label} ran {a.model} and {b.label} ran {b.model}: different models, nothing to compare")
    cc = code_of(a, b)
    if cc is not None and cc.renamed:  # a kernel renamed between the configs is one kernel: b's timings under a's name
        b = replace(b, kernels=b.kernels.assign(kernel=b.kernels["kernel"].map(lambda k: cc.renamed.get(k, k))))
    paired = blocked(a, b)
    if paired:  # number the processes by their shared block so the pairs line up
        a, b = by_block(a), by_block(b)
    steps, kernels = two_sided(a, b, exclude_contaminated)
    notes = [f"{s.label}: a trace left out: {why}" for s in (a, b) for why in s.unread]
    if (a.unread and a.kernels.empty) or (b.unread and b.kernels.empty):  # not "removed": unknown
        notes.append("kernels not compared: no readable trace on one side")
        kernels = None
    same = cc.same_of(kernels["kernel"].unique()) if cc is not None and kernels is not None else None
    c = compare(steps, kernels, min_effect=min_effect, same_code=same, min_share=min_share, paired=paired)
    c.notes += notes
    if paired and all(pid == 0 for _, _, pid in a.blocks.values()):  # kit bisect's blocks of runs, not shared processes
        c.design = RUN_BLOCKS
    na = pd.array([pd.NA] * len(c.kernels), dtype="string")
    code_names = [cc.kernel(k) for k in c.kernels["kernel"]] if cc is not None else []  # the one join to the code
    c.kernels["code"] = cc.code.reindex(code_names).to_numpy() if cc is not None and cc.code is not None else pd.NA
    c.kernels["code"] = c.kernels["code"].astype("string")
    if cc is not None and cc.diff is not None:
        s = cc.diff.kernels.drop_duplicates("kernel").set_index("kernel")["summary"]
        c.kernels["code_diff"] = pd.array(s.reindex(code_names).astype("string").to_numpy(), dtype="string")
    else:
        c.kernels["code_diff"] = na
    return c, cc


def compare_paths(a: Iterable[str | Path], b: Iterable[str | Path], min_effect: float = 0.05,
                  exclude_contaminated: bool = False) -> Comparison:
    """``kit compare A B`` in Python: each side a run's config folder, or trace files / folders.

    Raises:
        KitError: as :func:`load_side` and :func:`compare_sides`.
    """
    return compare_sides(load_side(a, "a"), load_side(b, "b"), min_effect, exclude_contaminated)[0]


def run_sides(run: Run | str | Path, base: str | None = None, traces: bool = True) -> list[tuple[Side, Side]]:
    """(base side, other side) for every other ok config of a run (a :class:`~kitlib.runfolder.Run` or its
    folder); ``base`` defaults to the first ok config.

    Raises:
        KitError / RunFolderError: not a run folder, ``base`` not an ok config, fewer than two ok configs.
    """
    r = as_run(run)
    run, names = r.path, r.ok_configs
    base = base or (names[0] if names else "")
    if base not in names or len(names) < 2:
        raise KitError(f"{run}: needs a base config and another ok config to compare (ok: {', '.join(names) or 'none'})")
    a = load_side([run / base], base, traces=traces, run=r)
    return [(a, load_side([run / n], n, traces=traces, run=r)) for n in names if n != base]


@dataclass
class ConfigPair:
    """One config against the base: the two sides, their :class:`Comparison` and the code question's answer
    (:class:`~kitlib.analysis.code.CodeComparison`: its line, and the code diff the report renders)."""

    a: Side
    b: Side
    comparison: Comparison
    code: CodeComparison | None

    @property
    def verdict_line(self) -> str:
        """The pair's first line: the end-to-end verdict (:meth:`Comparison.headline`), preceded by
        "Whole programs identical ..." when the two configs compiled the same code."""
        head = self.comparison.headline(self.a.label, self.b.label)
        if self.code is not None and self.code.identical and self.code.summary:
            return f"{self.code.summary.rstrip('.')}. {head}"
        return head

    def contaminated(self) -> pd.DataFrame:
        """Processes measured on a busy machine: columns side (a / b label), process (int64), reason (string)."""
        rows = [{"side": s.label, "process": int(r.process), "reason": r.reason}
                for s in (self.a, self.b) for r in s.noise[s.noise["contaminated"].astype(bool)].itertuples()]
        return pd.DataFrame(rows, columns=["side", "process", "reason"]).astype({"process": "int64", "reason": "string"})

    def samples(self) -> pd.DataFrame:
        """The long kernel samples compared (side, process, step, kernel, value), for the forest plot's dots."""
        return two_sided(self.a, self.b)[1]


def run_pairs(run: Run | str | Path, base: str | None = None, min_effect: float = 0.05,
              exclude_contaminated: bool = False, traces: bool = True) -> list[ConfigPair]:
    """Every ok config of a run against ``base`` (default the first ok config), with code lines; ``traces=False``:
    end to end only (a run without profiled steps).

    Raises:
        KitError: as :func:`run_sides` and :func:`compare_sides`.
    """
    out = []
    for a, b in run_sides(run, base, traces=traces):
        c, code = compare_sides(a, b, min_effect, exclude_contaminated)
        out.append(ConfigPair(a, b, c, code))
    return out


def compare_run(run: str | Path, base: str | None = None, min_effect: float = 0.05,
                exclude_contaminated: bool = False) -> dict[str, Comparison]:
    """``kit compare RUN``: every ok config of a run against ``base`` (default the first ok config).

    Returns:
        config name -> :class:`Comparison` against the base.

    Raises:
        KitError: not a run folder, ``base`` not an ok config, fewer than two ok configs.
    """
    return {p.b.label: p.comparison for p in run_pairs(run, base, min_effect, exclude_contaminated)}


def resolved(c: Comparison, target: float) -> tuple[bool, str]:
    """Is an end-to-end comparison decided for ``kit sweep --until-resolved``? (resolved, why).

    Resolved: the verdict is slower, faster or no change, or the 95% interval's
    half-width (on the log scale) is within ``target``.
    """
    e = c.end_to_end.iloc[0]
    if e.verdict in (Verdict.SLOWER, Verdict.FASTER, Verdict.NO_CHANGE):
        return True, f"{e.verdict} x{e.ratio:.3f} [{e.ci_low:.3f}, {e.ci_high:.3f}]"
    if pd.notna(e.ci_low) and e.ci_low > 0:
        half = math.sqrt(e.ci_high / e.ci_low) - 1
        if half <= target:
            return True, f"interval +-{half:.1%} within +-{target:.0%}"
        return False, f"interval +-{half:.1%} wider than +-{target:.0%}"
    return False, "fewer than 2 processes a side"


def top_kernels_mde(kernels: pd.DataFrame, top: int = PRIMARY_TOP) -> float:
    """The median MDE of the ``top`` kernels with most time (by ``share``) among those with an MDE: how finely a
    comparison resolves the kernels a performance question is about (NaN: none has one)."""
    k = kernels[kernels["mde"].notna()].sort_values("share", ascending=False).head(top)
    return float(k["mde"].median()) if len(k) else float("nan")


def resolved_mde(mde: float, target: float, what: str) -> tuple[bool, str]:
    """Is a quantity resolved for ``kit sweep --until-resolved --resolve``? (resolved, why): its MDE within
    ``target`` (NaN: not yet measurable)."""
    if mde != mde:
        return False, f"{what} unknown yet"
    if mde <= target:
        return True, f"{what} {mde:.1%} within {target:.0%}"
    return False, f"{what} {mde:.1%} above {target:.0%}"


DESIGN_SCHEMA = Schema([
    Column("design", "string", "blocked (paired within shared processes), or processes (independent, Welch)"),
    Column("run", "string", "run folder"),
    Column("a", "string", "baseline config"),
    Column("b", "string", "compared config"),
    Column("n_processes", "int64", "processes (blocks) per side"),
    Column("ratio", "float64", "end-to-end step time b/a", "ratio"),
    Column("ci_low", "float64", "95% interval, low end", "ratio"),
    Column("ci_high", "float64", "95% interval, high end", "ratio"),
    Column("mde", "float64", "minimum detectable effect, 80% power", "fraction"),
])


@with_doc(DESIGN_SCHEMA)
def design_intervals(runs: Iterable[str | Path], a: str | None = None, b: str | None = None) -> pd.DataFrame:
    """Both designs' end-to-end intervals side by side for configs ``a`` and ``b`` of each run.

    A run of an in-process backend (jax-*) gives two rows: its blocked (paired)
    interval and, for contrast, the same data analysed as if the processes were
    independent; a run of one process per config gives its Welch interval.
    ``a``/``b`` default to the run's first two ok configs.

    Returns:
        One row per design and run, columns:
        {schema}

    Raises:
        KitError: a run without two ok configs (see :func:`compare_run`).
    """
    rows = []
    for run in map(Path, runs):
        names = open_run(run).ok_configs
        ca, cb = a or (names[0] if names else ""), b or (names[1] if len(names) > 1 else "")
        if ca not in names or cb not in names:
            raise KitError(f"{run}: needs ok configs {ca or '?'} and {cb or '?'} (ok: {', '.join(names) or 'none'})")
        sa, sb = load_side([run / ca], ca, traces=False), load_side([run / cb], cb, traces=False)
        paired = blocked(sa, sb)
        variants = [(BLOCKED, True), ("blocked data analysed as independent processes", False)] if paired else [(PROCESSES, False)]
        if paired:
            sa, sb = by_block(sa), by_block(sb)
        steps, _ = two_sided(sa, sb)
        for name, p in variants:
            e = compare(steps, None, paired=p).end_to_end.iloc[0]
            rows.append({"design": name, "run": run.name, "a": ca, "b": cb, "n_processes": int(e["n_a"]), "ratio": e["ratio"],
                         "ci_low": e["ci_low"], "ci_high": e["ci_high"], "mde": e["mde"]})
    return frame(rows, DESIGN_SCHEMA)
