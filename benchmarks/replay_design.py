"""Replay of torch_xla's own graphs in one process (torch-xla-replay) against one process per config (torch-xla-cpu).

Part 1, make report's budget: ``kit sweep --backend torch-xla-replay`` with make report's settings (split counts
1 / 8 / 32, ``--repeats`` blocks), then torch-xla-cpu processes of the same three configs, added a round at a time
(process k of every config, interleaved) until their machine time reaches the replay's (at least 3 a config).
Per config pair against split-1, with the kit's own statistics: the end-to-end MDE, the median MDE of the 10
kernels with most time, the compile-time MDE (:func:`kitlib.analysis.design.compile_comparison`), for both designs.

Part 2, A/A and injected effects: ``kit replay`` of part 1's capture with two IDENTICAL configs ``a`` and ``b``
(split count 1) in ``--aa-blocks`` blocks; over ``--subsets`` random halves of the blocks
(:func:`jax_inprocess.evaluate`): false slower/faster end to end and per kernel, and x1.02 / x1.05 / x1.10
injected end to end and on one top kernel, how often ``slower`` is said.

Part 3: the fidelity table (torch_xla's own optimised HLO of each module against the replayed one).

The machine's load average is printed before and after each part; rerunnable (finished sweeps resume).

Usage: .venv/bin/python benchmarks/replay_design.py [--out /tmp/replay-design] [--model bert-tiny] [--repeats 4]
       [--steps 10] [--trace-steps 5] [--aa-blocks 24] [--subsets 40] [--torch-max 30] [--skip-torch]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))
from jax_inprocess import evaluate, machine_s  # noqa: E402

import kitlib as kit  # noqa: E402
from kitlib.capture.spec import ConfigSpec, SweepSpec, split_count_configs  # noqa: E402
from kitlib.capture.sweep import sweep  # noqa: E402

SPLITS = (1, 8, 32)


def load() -> str:
    return "load average (1, 5, 15 min) " + ", ".join(f"{x:.2f}" for x in os.getloadavg()) + f"; {os.cpu_count()} CPUs"


def resolution(run: Path) -> pd.DataFrame:
    """Per pair against the first config: end-to-end MDE, median MDE of the 10 kernels with most time, compile MDE."""
    r = kit.open_run(run)
    pairs = kit.run_pairs(r)
    cc = kit.compile_comparison(r).set_index("config")
    rows = []
    for p in pairs:
        e = p.comparison.end_to_end.iloc[0]
        k = p.comparison.kernels
        k = k[k["mde"].notna()].sort_values("share", ascending=False).head(10)
        rows.append({"pair": f"{p.b.label} vs {p.a.label}", "design": p.comparison.design,
                     "processes": int(min(e["n_a"], e["n_b"])), "machine_min": round(machine_s(run) / 60, 2),
                     "e2e": f"x{e['ratio']:.3f} [{e['ci_low']:.3f}, {e['ci_high']:.3f}] {e['verdict']}",
                     "mde_e2e": round(float(e["mde"]), 4),
                     "mde_kernels_top10_median": round(float(statistics.median(k["mde"])), 4) if len(k) else None,
                     "compile": f"x{cc.loc[p.b.label, 'ratio']:.3f} [{cc.loc[p.b.label, 'ci_low']:.3f}, "
                                f"{cc.loc[p.b.label, 'ci_high']:.3f}]" if p.b.label in cc.index else None,
                     "mde_compile": round(float(cc.loc[p.b.label, "mde"]), 4) if p.b.label in cc.index else None})
    return pd.DataFrame(rows)


def part1(out: Path, model: str, repeats: int, steps: int, trace_steps: int, torch_max: int, skip_torch: bool) -> Path:
    work = {"model": model, "steps": steps, "warmup": 1, "trace_steps": trace_steps}
    print(load())
    t0 = time.time()
    rp = sweep(SweepSpec(backend="torch-xla-replay", repeats=repeats, configs=split_count_configs(SPLITS, "torch-xla-replay"),
                         **work), out / "replay", progress=False)
    print(f"torch-xla-replay sweep: {(time.time() - t0) / 60:.1f} min wall (make report's sweep, without the report)")
    print(resolution(rp).to_string(index=False))
    print(load())
    if skip_torch:
        return rp
    target, k = machine_s(rp), 1
    names = {f"split-{n}" for n in SPLITS}
    while True:  # add torch_xla processes (process k of every config, interleaved) until the machine time matches
        tx = sweep(SweepSpec(backend="torch-xla-cpu", repeats=k, configs=split_count_configs(SPLITS), **work), out / "torch",
                   progress=False, only=names)
        if (machine_s(tx) >= target and k >= 3) or k >= torch_max:
            break
        k += 1
    print("torch-xla-cpu, one process per config, at (at least) the same machine time:")
    print(resolution(tx).to_string(index=False))
    print(load())
    return rp


def part2(out: Path, capture: Path, blocks: int, steps: int, trace_steps: int, subsets: int) -> None:
    configs = (ConfigSpec("a", "--xla_cpu_parallel_codegen_split_count=1", split_count=1),
               ConfigSpec("b", "--xla_cpu_parallel_codegen_split_count=1", split_count=1))
    print(load())
    aa = sweep(SweepSpec(model="replay A/A", backend="hlo-replay", source=str(capture), repeats=blocks, steps=steps, warmup=1,
                         trace_steps=trace_steps, compile_repeats=2, configs=configs), out / "aa", progress=False)
    row = evaluate("replay", aa, subsets)
    row["design"] = "blocked (hlo-replay of torch_xla's graphs, paired)"
    cc = kit.compile_comparison(kit.open_run(aa)).iloc[0]
    row["compile_aa"] = f"x{cc['ratio']:.3f} [{cc['ci_low']:.3f}, {cc['ci_high']:.3f}] {cc['verdict']}"
    row["mde_compile"] = round(float(cc["mde"]), 4)
    print(pd.DataFrame([row]).set_index("design").T.to_string())
    print(load())


def part3(run: Path) -> None:
    r = kit.open_run(run)
    print(kit.fidelity_summary(r).to_string(index=False))
    c = kit.fidelity_counts(r)
    print(c[~c["same"].astype(bool)].to_string(index=False))
    f = kit.fidelity_facts(r)
    print(f"replayed by {f['replayed_by']}, captured by {f['captured_by']}; replayed step {f['replay_step_s']:.4f} s, "
          f"torch_xla's step {f['torch_xla_step_s']:.4f} s: ratio {f['step_ratio']:.3f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="/tmp/replay-design")
    ap.add_argument("--model", default="bert-tiny")
    ap.add_argument("--repeats", type=int, default=4, help="replay blocks of part 1 (make report's REPEATS)")
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--trace-steps", type=int, default=5)
    ap.add_argument("--aa-blocks", type=int, default=24)
    ap.add_argument("--subsets", type=int, default=40)
    ap.add_argument("--torch-max", type=int, default=30)
    ap.add_argument("--skip-torch", action="store_true", help="part 1 without the torch-xla-cpu processes")
    args = ap.parse_args()
    out = Path(args.out)
    print(f"== part 1: {args.model}, split counts {SPLITS}, {args.repeats} replay blocks")
    rp = part1(out, args.model, args.repeats, args.steps, args.trace_steps, args.torch_max, args.skip_torch)
    print(f"== part 2: A/A, {args.aa_blocks} blocks of two identical configs, {args.subsets} random halves")
    part2(out, rp / "capture", args.aa_blocks, args.steps, args.trace_steps, args.subsets)
    print("== part 3: fidelity (torch_xla's own optimised HLO against the replayed one, config split-1)")
    part3(rp)


if __name__ == "__main__":
    main()
