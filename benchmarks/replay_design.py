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

Part 2 also injects x1.02 / x1.05 / x1.10 into b's compile times (wall and the compiling threads' CPU time) over
the same random halves: how often the kit's compile comparison says ``slower``, and its false alarms at x1.

Part 3: a compile setting that really changes code (``--known-flags``, default ``--xla_cpu_enable_fast_math=true``,
against the default, in ``--known-blocks`` replay blocks): which kernels' code differs (the kit's one code rule), and the verdicts checked
against it: a kernel whose code is the same must not be called slower or faster beyond the false-discovery rate; the
differing kernels are the primary family.

Part 4: the fidelity table (torch_xla's own optimised HLO of each module against the replayed one).

The machine's load average is printed before and after each part; rerunnable (finished sweeps resume).

Usage: .venv/bin/python benchmarks/replay_design.py [--out /tmp/replay-design] [--model bert-tiny] [--repeats 4]
       [--steps 10] [--trace-steps 5] [--aa-blocks 24] [--subsets 40] [--known-blocks 8]
       [--known-flags FLAGS] [--parts 1,2,3,4] [--torch-max 30] [--skip-torch]
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))
from jax_inprocess import FACTORS, evaluate, machine_s  # noqa: E402

import kitlib as kit  # noqa: E402
from kitlib.analysis.compare import top_kernels_mde  # noqa: E402
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
        rows.append({"pair": f"{p.b.label} vs {p.a.label}", "design": p.comparison.design,
                     "processes": int(min(e["n_a"], e["n_b"])), "machine_min": round(machine_s(run) / 60, 2),
                     "e2e": f"x{e['ratio']:.3f} [{e['ci_low']:.3f}, {e['ci_high']:.3f}] {e['verdict']}",
                     "mde_e2e": round(float(e["mde"]), 4),
                     "mde_kernels_top10_median": round(top_kernels_mde(p.comparison.kernels), 4),
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
    for measure in ("wall", "cpu"):
        row.update({f"compile_{measure}_{k}": v for k, v in compile_injection(aa, subsets, measure).items()})
    print(pd.DataFrame([row]).set_index("design").T.to_string())
    print(load())


def compile_injection(run: Path, subsets: int, measure: str, seed: int = 0) -> dict[str, float]:
    """A/A compile times (``measure``: wall or cpu) over ``subsets`` random halves of the blocks: the share called
    slower or faster as they are (false alarms), and called slower with b's compiles x1.02 / x1.05 / x1.10, by the
    kit's compile comparison (paired by block: :func:`kitlib.analysis.design.compile_comparison`'s own rule)."""
    from kitlib.analysis.compare import compare
    from kitlib.analysis.design import _compile_samples

    r = kit.open_run(run)
    a, b = (_compile_samples(r, c, measure) for c in ("a", "b"))
    if a.empty or b.empty:
        return {}
    procs = sorted(set(a["process"]) & set(b["process"]))
    rng = np.random.default_rng(seed)
    picks = [sorted(rng.choice(procs, max(2, len(procs) // 2), replace=False).tolist()) for _ in range(subsets)]
    said = {f: 0 for f in (1.0, *FACTORS)}
    for pick in picks:
        for f in said:
            steps = pd.concat([a.assign(side="a"), b.assign(side="b", value=b["value"] * f)], ignore_index=True)
            steps = steps[steps["process"].isin(pick)][["side", "process", "step", "value"]]
            v = compare(steps, None, paired=True).end_to_end.iloc[0]["verdict"]
            said[f] += v in ("slower", "faster") if f == 1.0 else v == "slower"
    return {("false_alarm" if f == 1.0 else f"detect_x{f}"): round(n / max(1, len(picks)), 2) for f, n in said.items()}


def part3(out: Path, capture: Path, blocks: int, steps: int, trace_steps: int, flags: str) -> None:
    """A setting that changes code (``flags``) against the default: the verdicts held against which kernels' code
    really differs."""
    configs = (ConfigSpec("default", "--xla_cpu_parallel_codegen_split_count=1", split_count=1),
               ConfigSpec("changed", f"--xla_cpu_parallel_codegen_split_count=1 {flags}", split_count=1))
    print(load())
    name = "known-" + "".join(ch if ch.isalnum() else "-" for ch in flags.strip("-"))[:60]
    run = sweep(SweepSpec(model=f"replay {flags}", backend="hlo-replay", source=str(capture), repeats=blocks, steps=steps,
                          warmup=1, trace_steps=trace_steps, compile_repeats=2, configs=configs), out / name, progress=False)
    [pair] = kit.run_pairs(kit.open_run(run))
    e, k = pair.comparison.end_to_end.iloc[0], pair.comparison.kernels
    k = k[k["kernel"] != "end_to_end"]
    called = k["verdict"].isin(["slower", "faster"])
    same = k["same_code"].eq(True)
    print(f"end to end: x{e['ratio']:.3f} [{e['ci_low']:.3f}, {e['ci_high']:.3f}] {e['verdict']}, MDE {e['mde']:.2%}, "
          f"{int(e['n_a'])} blocks, {machine_s(run) / 60:.1f} machine-min")
    print(f"kernels compared: {len(k)}; code differs: {int((~same).sum())} (primary family: "
          f"{int((k['family'] == 'primary').sum())}); called slower/faster: {int(called.sum())}, of them with the same "
          f"code: {int((called & same).sum())} of {int(same.sum())} same-code kernels ({(called & same).sum() / max(1, same.sum()):.1%})")
    cols = ["kernel", "family", "same_code", "share", "ratio", "ci_low", "ci_high", "q", "verdict"]
    print(k.loc[~same | called, [c for c in cols if c in k.columns]].head(20).to_string(index=False))
    print(load())


def part4(run: Path) -> None:
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
    ap.add_argument("--known-blocks", type=int, default=8, help="replay blocks of part 3 (a setting that changes code)")
    ap.add_argument("--known-flags", default="--xla_cpu_enable_fast_math=true", help="part 3's setting (default fast math)")
    ap.add_argument("--parts", default="1,2,3,4", help="which parts to run (part 1's sweep resumes when it has run)")
    ap.add_argument("--torch-max", type=int, default=30)
    ap.add_argument("--skip-torch", action="store_true", help="part 1 without the torch-xla-cpu processes")
    args = ap.parse_args()
    out = Path(args.out)
    parts = {int(x) for x in args.parts.split(",")}
    print(f"== part 1: {args.model}, split counts {SPLITS}, {args.repeats} replay blocks")
    rp = part1(out, args.model, args.repeats, args.steps, args.trace_steps, args.torch_max, args.skip_torch or 1 not in parts)
    if 2 in parts:
        print(f"== part 2: A/A, {args.aa_blocks} blocks of two identical configs, {args.subsets} random halves")
        part2(out, rp / "capture", args.aa_blocks, args.steps, args.trace_steps, args.subsets)
    if 3 in parts:
        print(f"== part 3: a setting that changes code ({args.known_flags}), {args.known_blocks} blocks")
        part3(out, rp / "capture", args.known_blocks, args.steps, args.trace_steps, args.known_flags)
    if 4 in parts:
        print("== part 4: fidelity (torch_xla's own optimised HLO against the replayed one, config split-1)")
        part4(rp)


if __name__ == "__main__":
    main()
