"""In-process (jax-cpu, blocked) against one process per config (torch-xla-cpu) at equal machine time.

Two real bert-tiny sweeps, each with two IDENTICAL configs ``a`` and ``b``
(split count 1), so every comparison is A/A:

- ``jax``: ``--blocks`` block processes (``--repeats``), each compiling and
  timing both configs in random-interleaved rounds;
- ``torch``: torch-xla-cpu processes of ``a`` and ``b`` added in pairs until
  their machine time (sum of process wall times) reaches the jax run's, and at
  least 3 per config (fewer give no between-process variance, hence no interval;
  the MDEs are then compared at the same machine time, 10 minutes, by scaling).

Then, with the kit's own statistics (:func:`kitlib.analysis.compare.compare`,
paired for the blocked design, Welch for processes):

- A/A false alarms: ``slower``/``faster`` verdicts over random subsets of half
  the processes (blocks) of each run, end to end and per kernel;
- injected effects: b's step times (or one top kernel's times) multiplied by
  1.02 / 1.05 / 1.10 on the same subsets: how often ``slower`` is said;
- A/A shape flags: the share of kernels whose shape (bimodal, spread) ``kit compare`` says changed;
- MDE: end to end and median of the 10 kernels with most time, from all the
  data, and scaled to 10 machine minutes (MDE ~ 1/sqrt(time));
- where the two graphs differ: counts per opcode and fusion kind of the two
  optimised HLO modules (:func:`kitlib.analysis.hlo_changes.hlo_changes`).

The machine's load average is printed before and after. Rerunnable: existing
run folders under ``--out`` are reused (sweep resume).

Usage: .venv/bin/python benchmarks/jax_inprocess.py [--out /tmp/jax-inprocess] [--model bert-tiny] [--blocks 6]
       [--steps 30] [--subsets 40] [--trace-steps 2] [--torch-max 50 (0: the jax side only)]
"""
from __future__ import annotations

import argparse
import json
import math
import os
from pathlib import Path

import numpy as np
import pandas as pd

from kitlib.analysis.compare import blocked, by_block, compare, load_side, two_sided
from kitlib.capture.spec import ConfigSpec, SweepSpec
from kitlib.capture.sweep import sweep

FACTORS = (1.02, 1.05, 1.10)
SPLIT1 = "--xla_cpu_parallel_codegen_split_count=1"


def machine_s(run: Path) -> float:
    """Machine time of a run: wall time of its OS processes (a block counted once)."""
    m = json.loads((run / "manifest.json").read_text())
    seen: dict[object, float] = {}
    for c in m["configs"]:
        for p in c["processes"]:
            seen[p.get("pid") or (c["name"], p["process"])] = float(p.get("wall_s") or 0)
    return sum(seen.values())


def capture(out: Path, model: str, blocks: int, steps: int, trace_steps: int, torch_max: int) -> tuple[Path, Path | None]:
    work = {"model": model, "steps": steps, "warmup": 3, "trace_steps": trace_steps}
    configs = (ConfigSpec("a", SPLIT1, split_count=1), ConfigSpec("b", SPLIT1, split_count=1))
    jx = sweep(SweepSpec(backend="jax-cpu", repeats=blocks, configs=configs, **work), out / "jax", progress=False)
    if torch_max == 0:
        return jx, None
    target, k = machine_s(jx), 1
    while True:  # add torch_xla process pairs until the machine time matches
        tx = sweep(SweepSpec(backend="torch-xla-cpu", repeats=k, configs=configs, **work), out / "torch", progress=False,
                   only={"a", "b"})
        if (machine_s(tx) >= target and k >= 3) or k >= torch_max:
            return jx, tx
        k += 1


def _sides(run: Path) -> tuple[pd.DataFrame, pd.DataFrame, bool]:
    a, b = load_side([run / "a"], "a"), load_side([run / "b"], "b")
    paired = blocked(a, b)
    if paired:
        a, b = by_block(a), by_block(b)
    s, k = two_sided(a, b)
    return s, k, paired


def _verdicts(steps: pd.DataFrame, kernels: pd.DataFrame, paired: bool, procs: list[int], top: list[str],
              factor: float = 1.0, kernel: str | None = None) -> tuple[str, list[str]]:
    s, k = steps[steps["process"].isin(procs)].copy(), kernels[kernels["process"].isin(procs) & kernels["kernel"].isin(top)].copy()
    if factor != 1.0:
        if kernel is None:
            s.loc[s["side"] == "b", "value"] *= factor
        else:
            k.loc[(k["side"] == "b") & (k["kernel"] == kernel), "value"] *= factor
    c = compare(s, k, paired=paired)
    return str(c.end_to_end.loc[0, "verdict"]), c.kernels.set_index("kernel")["verdict"].to_dict()


def evaluate(name: str, run: Path, subsets: int, seed: int = 0) -> dict[str, object]:
    steps, kernels, paired = _sides(run)
    procs = sorted(set(steps.loc[steps["side"] == "a", "process"]) & set(steps.loc[steps["side"] == "b", "process"]))
    full = compare(steps, kernels, paired=paired)
    top = full.kernels.head(10)["kernel"].tolist()
    minutes = machine_s(run) / 60
    rng = np.random.default_rng(seed)
    half = max(2, len(procs) // 2)
    if len(procs) < 4:  # too few to draw subsets from: the full data only
        subsets, half = 0, len(procs)
    picks = [sorted(rng.choice(procs, half, replace=False).tolist()) for _ in range(subsets)]
    aa_e2e = aa_k = n_k = 0
    det = {f: 0 for f in FACTORS}
    det_k = {f: 0 for f in FACTORS}
    for i, pick in enumerate(picks):
        e, ks = _verdicts(steps, kernels, paired, pick, top)
        aa_e2e += e in ("slower", "faster")
        aa_k += sum(v in ("slower", "faster") for v in ks.values())
        n_k += len(ks)
        for f in FACTORS:
            det[f] += _verdicts(steps, kernels, paired, pick, top, f)[0] == "slower"
            kern = top[i % len(top)]
            det_k[f] += _verdicts(steps, kernels, paired, pick, top, f, kern)[1].get(kern) == "slower"
    e2e_mde = float(full.end_to_end.loc[0, "mde"])
    k_mde = float(full.kernels.head(10)["mde"].median())
    scale = math.sqrt(minutes / 10)  # MDE ~ 1/sqrt(machine time)
    return {
        "design": "blocked (jax-cpu, paired)" if paired else "processes (torch-xla-cpu, Welch)",
        "processes": len(procs), "machine_min": round(minutes, 2), "subset_processes": half, "subsets": subsets,
        "aa_false_alarm_e2e": round(aa_e2e / max(1, subsets), 3), "aa_false_alarm_kernel": round(aa_k / max(1, n_k), 3),
        "aa_shape_flags": round(float(full.kernels["shape"].notna().mean()), 3),  # share of kernels, all the data
        **{f"detect_e2e_x{f}": round(det[f] / max(1, subsets), 2) for f in FACTORS},
        **{f"detect_kernel_x{f}": round(det_k[f] / max(1, subsets), 2) for f in FACTORS},
        "mde_e2e": round(e2e_mde, 4), "mde_kernel_top10_median": round(k_mde, 4),
        "mde_e2e_at_10_min": round(e2e_mde * scale, 4), "mde_kernel_at_10_min": round(k_mde * scale, 4),
        "step_cv_within_process": round(float(steps.groupby(["side", "process"])["value"].agg(lambda v: v.std() / v.mean()).median()), 4),
    }


def main_hlo(dump: Path) -> Path:
    """The program's optimised HLO in a dump folder: the largest after-optimisations module (torch_xla also
    compiles small helper graphs)."""
    files = sorted(dump.glob("*after_optimizations.txt"), key=lambda p: p.stat().st_size)
    if not files:
        raise SystemExit(f"{dump}: no *after_optimizations.txt")
    return files[-1]


def lowering_differences(jx: Path, tx: Path) -> pd.DataFrame:
    """Counts per opcode and fusion kind where the exported program's optimised HLO (jax-cpu) differs from
    torch_xla's own lowering of the same model (torch-xla-cpu), with the kit's HLO parser."""
    from kitlib.analysis.hlo_changes import hlo_changes

    counts, _ = hlo_changes(main_hlo(tx / "a" / "dump"), main_hlo(jx / "a" / "dump"))
    return counts.rename(columns={"before": "torch_xla", "after": "exported (jax-cpu)", "change": "exported - torch_xla"})


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="/tmp/jax-inprocess")
    ap.add_argument("--model", default="bert-tiny", help="any model `kit sweep --model` takes")
    ap.add_argument("--blocks", type=int, default=6)
    ap.add_argument("--steps", type=int, default=30)
    ap.add_argument("--subsets", type=int, default=40)
    ap.add_argument("--trace-steps", type=int, default=2, help="profiled steps per config per process (kernel timings)")
    ap.add_argument("--torch-max", type=int, default=50, help="most torch-xla-cpu processes per config (0: the jax side only)")
    args = ap.parse_args()
    load_before = os.getloadavg()
    jx, tx = capture(Path(args.out), args.model, args.blocks, args.steps, args.trace_steps, args.torch_max)
    load_after = os.getloadavg()
    rows = [evaluate("jax", jx, args.subsets)] + ([evaluate("torch", tx, args.subsets)] if tx else [])
    table = pd.DataFrame(rows).set_index("design").T
    print(f"load average (1, 5, 15 min) before {tuple(round(x, 1) for x in load_before)}, "
          f"after {tuple(round(x, 1) for x in load_after)}; {os.cpu_count()} CPUs")
    print(table.to_string())
    if tx is None:
        return
    print("\nOptimised HLO, exported program (jax-cpu) against torch_xla's own lowering (config a, process 0):")
    print(lowering_differences(jx, tx).to_string())


if __name__ == "__main__":
    main()
