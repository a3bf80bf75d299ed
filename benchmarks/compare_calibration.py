"""Is `kit compare` calibrated here? A/A false alarms, injected effects, resolution, quieter settings.

Two real sweeps of bert-tiny (inference), captured by this script (or reused):

- ``aa``: one config in ``--processes`` processes. Split into two sides of
  equal size in many ways, every comparison is A/A: any `slower`/`faster`
  is a false alarm. Rates end to end and per kernel, for the kit's
  process-level verdict and for a steps-as-the-unit test (Pinpoint's
  min(KS, MW) p < 0.05) for contrast; coverage of the Welch t interval and
  of the hierarchical bootstrap.
- injected effects on the same splits: one kernel's self times (the kernels
  with most time, in turn) or the end-to-end step times multiplied on side b
  by 1.02 .. 1.30: how often `slower` is said, against the MDE the kit states.
- resolution per machine time: the end-to-end and per-kernel MDE from all
  processes (half a side each), with the sweep's machine time.
- ``settings``: default, pinned to one CPU, pinned + single-threaded
  (``--xla_cpu_multi_thread_eigen=false``), ``--settings-processes`` each:
  between-process spread (CV of process medians) with each; warm-up and
  step length from the same data (dropping the first timed steps; steps
  summed in blocks).

The settings run comes first; the A/A run uses the setting with the lowest between-process CV
(``--aa-setting auto``) or the one named.

Usage: python benchmarks/compare_calibration.py [--out /tmp/compare-bench] [--processes 10] [--steps 25]
       [--settings-processes 3] [--splits 60] [--skip-settings] [--aa-setting auto|default|pinned|single-thread]
Existing run folders under --out are reused (sweep resume). Ratios and rates only.
"""
from __future__ import annotations

import argparse
import math
import time
from pathlib import Path

import numpy as np
import pandas as pd

from kitlib.analysis.compare import compare, load_side
from kitlib.analysis.stats import hierarchical_bootstrap
from kitlib.capture.spec import ConfigSpec, SweepSpec
from kitlib.capture.sweep import read_manifest, sweep

FACTORS_KERNEL = (1.02, 1.05, 1.10, 1.30, 10.0, 30.0)  # the last two exceed the MDE a loaded machine gives
FACTORS_E2E = (1.02, 1.05, 1.10, 2.0, 3.0)


SETTINGS = {
    "default": ConfigSpec("default", ""),
    "pinned": ConfigSpec("pinned", "", cpus=(1,)),
    "single-thread": ConfigSpec("single-thread", "--xla_cpu_multi_thread_eigen=false", cpus=(1,)),
    # the same address-space layout and hash seed in every process (kitlib/capture/child.py: fix_layout)
    "fixed-layout": ConfigSpec("fixed-layout", "", env={"KIT_FIXED_LAYOUT": "1", "PYTHONHASHSEED": "0"}),
    "pinned-fixed-layout": ConfigSpec("pinned-fixed-layout", "", cpus=(1,), env={"KIT_FIXED_LAYOUT": "1", "PYTHONHASHSEED": "0"}),
}


def capture_settings(out: Path, steps: int, settings_processes: int) -> Path:
    st = out / "settings"
    sweep(SweepSpec(model="bert-tiny", steps=steps, warmup=3, trace_steps=0, repeats=settings_processes,
                    configs=tuple(SETTINGS.values())), st, progress=False)
    return st


def capture_aa(out: Path, processes: int, steps: int, setting: str) -> Path:
    aa = out / f"aa-{setting}"
    c = SETTINGS[setting]
    sweep(SweepSpec(model="bert-tiny", steps=steps, warmup=3, trace_steps=3, repeats=processes,
                    configs=(ConfigSpec("A", c.xla_flags, env=dict(c.env), cpus=c.cpus),)), aa, progress=False)
    return aa


def splits(n: int, k: int, seed: int = 0) -> list[tuple[list[int], list[int]]]:
    """``k`` distinct random halvings of ``n`` processes (drawn, never enumerated: C(40, 20) is 1.4e11)."""
    rng = np.random.default_rng(seed)
    seen: set[tuple[int, ...]] = set()
    out = []
    while len(out) < k and len(seen) < math.comb(n, n // 2):
        a = tuple(sorted(rng.choice(n, size=n // 2, replace=False).tolist()))
        if a not in seen:
            seen.add(a)
            out.append((list(a), [p for p in range(n) if p not in a]))
    return out


def sided(frame: pd.DataFrame, a: list[int], b: list[int]) -> pd.DataFrame:
    x = frame[frame["process"].isin(a + b)].copy()
    x["side"] = np.where(x["process"].isin(a), "a", "b")
    return x


def aa_tables(aa: Path, n_splits: int, n_kernels: int = 20) -> None:
    side = load_side([aa / "A"], "A")
    n = side.steps["process"].nunique()
    cases = splits(n, n_splits)
    share = side.kernels.groupby("kernel")["value"].median()
    top = list(share.sort_values(ascending=False).index[:10])
    kept = list(share.sort_values(ascending=False).index[:n_kernels])  # FDR over the kernels with most time
    e2e_rows, k_rows, inj_rows = [], [], []
    for i, (a, b) in enumerate(cases):
        s, k = sided(side.steps, a, b), sided(side.kernels, a, b)
        k = k[k["kernel"].isin(kept)]
        c = compare(s, k, min_effect=0.05)
        e = c.end_to_end.iloc[0]
        covered_boot = None
        if i < 10:  # the bootstrap is slow: its coverage from the first 10 splits
            lo, hi = hierarchical_bootstrap(s[s.side == "a"], s[s.side == "b"], n_resamples=300, seed=i)
            covered_boot = lo <= 1 <= hi
        e2e_rows.append({"verdict": e.verdict, "covers_1": e.ci_low <= 1 <= e.ci_high, "boot_covers_1": covered_boot,
                         "step_test_alarm": e.p_steps < 0.05, "mde": e.mde})
        kk = c.kernels
        k_rows.append({"kernels": len(kk), "alarms": int(kk["verdict"].isin(["slower", "faster"]).sum()),
                       "step_test_alarms": int((kk["p_steps"] < 0.05).sum()),
                       "uncorrected_alarms": int(((kk["p_value"] < 0.05)).sum())})
        for f in FACTORS_E2E:
            s2 = s.copy()
            s2.loc[s2.side == "b", "value"] *= f
            e2 = compare(s2, None, min_effect=0.05).end_to_end.iloc[0]
            inj_rows.append({"target": "end_to_end", "factor": f, "detected": e2.verdict == "slower", "mde": e2.mde})
        for kern in top[:3]:
            for f in FACTORS_KERNEL:
                k2 = k.copy()
                k2.loc[(k2.side == "b") & (k2.kernel == kern), "value"] *= f
                r = compare(s, k2, min_effect=0.05).kernels.set_index("kernel").loc[kern]
                inj_rows.append({"target": "kernel (top 3)", "factor": f, "detected": r.verdict == "slower", "mde": r.mde})
    e2e, kr, inj = pd.DataFrame(e2e_rows), pd.DataFrame(k_rows), pd.DataFrame(inj_rows)
    print(f"A/A: {n} processes of one config, {len(cases)} splits {n // 2} vs {n - n // 2}")
    print(pd.DataFrame({
        "false alarm rate": [e2e["verdict"].isin(["slower", "faster"]).mean(),
                             kr["alarms"].sum() / kr["kernels"].sum()],
        "uncorrected p<0.05 rate": [np.nan, kr["uncorrected_alarms"].sum() / kr["kernels"].sum()],
        "steps-as-unit test alarm rate": [e2e["step_test_alarm"].mean(), kr["step_test_alarms"].sum() / kr["kernels"].sum()],
        "Welch interval covers 1": [e2e["covers_1"].mean(), np.nan],
        "bootstrap interval covers 1": [e2e["boot_covers_1"].dropna().astype(float).mean(), np.nan],
        "'no change' rate": [(e2e["verdict"] == "no change").mean(), np.nan],
        "median stated MDE": [e2e["mde"].median(), np.nan],
    }, index=["end to end", f"per kernel ({kr['kernels'].iloc[0]} kernels)"]).T.to_string(float_format=lambda v: f"{v:.3f}"))
    print("\nInjected slowdowns on side b (detection = verdict 'slower'):")
    inj["above_mde"] = (inj["factor"] - 1) > inj["mde"]  # the case's own stated MDE (each kernel has its own)
    t = inj.groupby(["target", "factor"]).agg(detection_rate=("detected", "mean"), median_stated_mde=("mde", "median"),
                                              cases=("detected", "size"), cases_above_mde=("above_mde", "sum")).reset_index()
    above = inj[inj["above_mde"]].groupby(["target", "factor"])["detected"].mean()
    t["detection_when_above_mde"] = [above.get((a, f), np.nan) for a, f in zip(t["target"], t["factor"])]
    print(t.to_string(index=False, float_format=lambda v: f"{v:.3f}"))

    # resolution per machine time, all processes
    m = read_manifest(aa)
    procs = m["configs"][0]["processes"]
    machine_s = sum(p.get("wall_s") or 0 for p in procs)
    half = list(range(n // 2)), list(range(n // 2, n))
    c = compare(sided(side.steps, *half), sided(side.kernels, *half), min_effect=0.05)
    e = c.end_to_end.iloc[0]
    topk = c.kernels.head(10)
    need = None if pd.isna(e.more_processes) else int(e.more_processes) + n // 2
    print(f"\nResolution: {n} processes ({n // 2} a side), {machine_s / 60:.1f} min of sweep (process wall time):"
          f" end-to-end MDE {e.mde:.1%}; top-10 kernels' MDE median {topk['mde'].median():.1%},"
          f" max {topk['mde'].max():.1%}; processes per side for a 5% end-to-end MDE: {need if need else 'reached'}")
    steps_per = side.steps.groupby("process").size().median()
    print(f"  ({int(steps_per)} timed steps per process; per-process wall {machine_s / n:.1f} s)")
    noise = pd.DataFrame([{**(p.get("noise") or {}), "process": p["process"]} for p in procs])
    if "contaminated" in noise:
        from scipy.stats import spearmanr

        med = side.steps.groupby("process")["value"].median().reindex(noise["process"]).to_numpy()
        rho = spearmanr(noise["other_cpu_fraction"], med)
        print(f"  contaminated processes (capture/noise.py rule): {int(noise['contaminated'].sum())} of {len(noise)};"
              f" other processes' CPU share median {noise['other_cpu_fraction'].median():.0%}"
              f" (range {noise['other_cpu_fraction'].min():.0%}-{noise['other_cpu_fraction'].max():.0%});"
              f" Spearman rho(other CPU share, process median step) = {rho.statistic:.2f} (p={rho.pvalue:.2g})")


def cv(x: np.ndarray) -> float:
    return float(np.std(x, ddof=1) / np.mean(x)) if len(x) > 1 else float("nan")


def settings_table(st: Path) -> pd.DataFrame:
    m = read_manifest(st)
    rows = []
    for c in m["configs"]:
        procs = [p for p in c["processes"] if p.get("status") == "ok"]
        per = [np.asarray(p["step_times_s"]) for p in procs]
        if len(per) < 2:
            continue
        row = {"config": c["name"], "processes": len(per), "median_step_ms": 1e3 * float(np.median(np.concatenate(per))),
               "between_cv": cv(np.array([np.median(x) for x in per])),
               "within_cv": float(np.median([cv(x) for x in per]))}
        for drop in (5, 10):
            row[f"between_cv_drop{drop}"] = cv(np.array([np.median(x[drop:]) for x in per]))
        for block in (2, 4):
            row[f"between_cv_block{block}"] = cv(np.array([np.median(x[: len(x) // block * block].reshape(-1, block).sum(1)) for x in per]))
        contaminated = [bool((p.get("noise") or {}).get("contaminated")) for p in procs]
        row["contaminated"] = f"{sum(contaminated)}/{len(procs)}"
        rows.append(row)
    print("\nQuieter settings (between_cv: CV of process medians; dropN: first N timed steps dropped as extra warm-up;"
          " blockN: N steps summed as one longer step):")
    table = pd.DataFrame(rows)
    print(table.to_string(index=False, float_format=lambda v: f"{v:.3f}"))
    return table


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("/tmp/compare-bench"))
    ap.add_argument("--processes", type=int, default=10)
    ap.add_argument("--steps", type=int, default=25)
    ap.add_argument("--settings-processes", type=int, default=3)
    ap.add_argument("--splits", type=int, default=20)
    ap.add_argument("--kernels", type=int, default=20, help="kernels compared (most time first)")
    ap.add_argument("--skip-settings", action="store_true")
    ap.add_argument("--aa-setting", choices=["auto", *SETTINGS], default="auto",
                    help="setting of the A/A run; auto: the lowest between-process CV of the settings run")
    args = ap.parse_args()
    t0 = time.time()
    setting = "default" if args.aa_setting == "auto" else args.aa_setting
    if not args.skip_settings:
        st = capture_settings(args.out, args.steps, args.settings_processes)
        table = settings_table(st)
        if args.aa_setting == "auto" and not table.empty:
            setting = str(table.sort_values("between_cv")["config"].iloc[0])
    aa = capture_aa(args.out, args.processes, args.steps, setting)
    print(f"\nA/A run {aa} with setting {setting!r} (all captures, or reused, in {time.time() - t0:.0f} s)\n")
    aa_tables(aa, args.splits, args.kernels)


if __name__ == "__main__":
    main()
