"""How much of a step-time or kernel-time difference can a sweep resolve here?

An A/A experiment: two configs with identical flags, several processes each
(`kit sweep --repeats`). Everything that differs between them is noise, so it
measures, in one run:

- step-to-step spread inside a process (coefficient of variation of step times),
- process-to-process spread (CV of the per-process medians),
- the same two for every kernel's self time per step (median over kernels),
- what the comparison says when steps are the unit (a false "slower/faster"
  shows why one process per config cannot attribute a difference to a config)
  and when processes are the unit,
- the smallest ratio the process-level comparison would resolve: the half
  width of its 95% interval.

Usage: python benchmarks/sensitivity.py [--model bert-tiny] [--processes 5] [--steps 20] [--out DIR]
Prints a table; no absolute time is asserted anywhere.
"""
from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

import numpy as np
import pandas as pd

import kitlib as kit
from kitlib.capture.spec import ConfigSpec, SweepSpec


def cv(x: np.ndarray) -> float:
    return float(np.std(x, ddof=1) / np.mean(x)) if len(x) > 1 and np.mean(x) else float("nan")


def measure(run_dir: Path) -> pd.DataFrame:
    run = kit.open_run(run_dir)
    st = kit.step_times(run)
    kt = kit.kernel_times(run)
    rows = []
    for config, g in st.groupby("config", sort=False):
        within = g.groupby("process")["duration_s"].apply(lambda s: cv(s.to_numpy())).median()
        between = cv(g.groupby("process")["duration_s"].median().to_numpy())
        k = kt[kt["config"] == config].groupby(["kernel", "process"])["self_us_per_step"].sum().unstack("process")
        k = k[k.min(axis=1) > 10.0]  # kernels above 10 us per step in every process
        rows.append({"config": config, "processes": g["process"].nunique(), "steps_per_process": int(g.groupby("process").size().iloc[0]),
                     "step_cv_within_process": within, "step_cv_between_processes": between,
                     "kernel_cv_between_processes_median": float(k.apply(lambda r: cv(r.to_numpy()), axis=1).median())})
    return pd.DataFrame(rows)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", default="bert-tiny")
    ap.add_argument("--processes", type=int, default=5)
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--out", type=Path, help="run folder (default: a temporary one); an existing one is reused")
    args = ap.parse_args()
    out = args.out or Path(tempfile.mkdtemp(prefix="kit-sensitivity-")) / "run"
    flags = "--xla_cpu_parallel_codegen_split_count=32"
    spec = SweepSpec(model=args.model, steps=args.steps, warmup=3, trace_steps=3, repeats=args.processes,
                     configs=(ConfigSpec("A", flags), ConfigSpec("A-again", flags)))
    kit.sweep(spec, out)
    spread = measure(out)
    print(f"run: {out}\n")
    print(spread.to_string(index=False))
    st = kit.step_times(kit.open_run(out))
    by_step = kit.compare_steps(st[st["process"] == 0], "A").iloc[0]  # one process per config: steps are the unit
    by_proc = kit.compare_steps(st, "A").iloc[0]
    print("\nA/A comparison (identical configs; any resolved difference is noise):")
    print(f"  steps as the unit:     ratio {by_step.ratio:.4f} [{by_step.ratio_ci_low:.4f}, {by_step.ratio_ci_high:.4f}] -> {by_step.verdict}")
    print(f"  processes as the unit: ratio {by_proc.ratio:.4f} [{by_proc.ratio_ci_low:.4f}, {by_proc.ratio_ci_high:.4f}] -> {by_proc.verdict}")
    print(f"  process-level resolution (half width of the 95% interval): +-{(by_proc.ratio_ci_high - by_proc.ratio_ci_low) / 2:.2%}")
    ratios = ", ".join(f"{r.config} {r.step_cv_between_processes / r.step_cv_within_process:.1f}x" for r in spread.itertuples())
    print(f"\nprocess-to-process / step-to-step spread of step time: {ratios}")


if __name__ == "__main__":
    main()
