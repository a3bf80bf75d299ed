"""Issue 27's measurements of `kit passes`: first divergent pass, Case 1, compile phases, and the cost of per-pass dumps.

    flock /tmp/kit-heavy.lock .venv/bin/python benchmarks/passes_cases.py PART [--model bert-tiny|bert-base] [--platform cpu|gpu] [--out DIR]

PART (each prints its table with the machine's load, and writes ``<out>/<part>-<model>.json``):

- ``flag``: jax-cpu, configs ``default``, ``again`` (the same flags) and ``no-algsimp``
  (``--xla_disable_hlo_passes=algsimp``), with ``--dump-passes``: the first divergent pass of no-algsimp vs default,
  and default vs again ("identical through all N passes").
- ``case1 --platform cpu|gpu``: jax-cpu split counts 1, 8, 32 (3 blocks), or deviceless XLA:GPU without split flags and
  with compile parallelism 1, 4 (2 processes each), with ``--dump-passes``: each config vs the first, pass by pass
  (Case 1: identical through every HLO pass?).
- ``phases``: the profiled compiles of the case1 runs (and of ``pool`` below): do the phases add up to the measured
  compile time (within 5%), and the spread of per-pass times over processes.
- ``pool``: hlo-replay of the case1 jax-cpu module with one compile thread (cpus [0]) and two (cpus [0, 1]), ``--repeats``
  processes each (4), ``--dump-passes``: which phases shrink with the pool, the serial fraction they give, beside the Amdahl fit of
  PR 4105's published times.
- ``cost --platform cpu``: jax-cpu ``plain`` vs ``passes`` (per-compile ``--xla_dump_hlo_pass_re=.*
  --xla_dump_module_metadata=true``) in the same 4 blocks: the dumping compile's time paired within each block, files
  and MB of the per-pass dumps; ``kit passes`` on two configs of the case1 run, with an empty parse cache and from the
  cache. ``--platform gpu``: the same for deviceless XLA:GPU (one process per config, 3 each, run in turn).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import kitlib as kit  # noqa: E402
from kitlib.analysis import compile_phases as CP  # noqa: E402
from kitlib.analysis import passes as P  # noqa: E402
from kitlib.analysis import phase_scaling as PS  # noqa: E402
from kitlib.capture.spec import PASS_DUMP_FLAGS, ConfigSpec, SweepSpec  # noqa: E402


def load_line() -> str:
    from kitlib.capture.noise import other_cpu_fraction

    other = other_cpu_fraction(2.0)
    return ("load average (1, 5, 15 min) " + ", ".join(f"{x:.2f}" for x in os.getloadavg())
            + f"; other processes {other:.0%} of the {os.cpu_count()} CPUs (2 s)" if other is not None else "")


def _sweep(out: Path, **kw) -> Path:
    spec = SweepSpec(**{"steps": 1, "warmup": 0, "trace_steps": 0, "compile_repeats": 0, **kw})
    t0 = time.perf_counter()
    run = kit.sweep(spec, out, progress=False)
    print(f"  captured {out.name} in {time.perf_counter() - t0:.0f} s; {load_line()}", flush=True)
    return Path(run)


def _t_interval(x: np.ndarray) -> tuple[float, float, float]:
    """Mean and 95% t interval; NaN interval with fewer than two finite values (can't tell)."""
    from scipy import stats

    x = np.asarray(x, dtype=float)
    x = x[np.isfinite(x)]
    if len(x) < 2:
        return (float(x.mean()) if len(x) else math.nan), math.nan, math.nan
    h = float(stats.t.ppf(0.975, len(x) - 1) * x.std(ddof=1) / math.sqrt(len(x)))
    return float(x.mean()), float(x.mean() - h), float(x.mean() + h)


def flag(out: Path, model: str) -> dict:
    run = _sweep(out / f"flag-{model}", model=model, backend="jax-cpu", repeats=1, dump_passes=True,
                 configs=(ConfigSpec("default"), ConfigSpec("again"), ConfigSpec("no-algsimp", "--xla_disable_hlo_passes=algsimp")))
    d = P.compare_passes(run / "default", run / "no-algsimp")
    same = P.compare_passes(run / "default", run / "again")
    fd = d.first_divergence
    res = {"model": model, "no_algsimp_vs_default": d.verdict(), "first_pass": fd.pass_name if fd else None,
           "first_pipeline": fd.pipeline if fd else None, "hlo_there": fd.counts if fd else None,
           "again_vs_default": same.verdict(), "n_passes": same.n_passes, "load": load_line()}
    print(json.dumps(res, indent=1))
    return res


def case1(out: Path, model: str, platform: str) -> dict:
    if platform == "cpu":
        run = _sweep(out / f"case1-cpu-{model}", model=model, backend="jax-cpu", repeats=3, dump_passes=True,
                     configs=kit.split_count_configs([1, 8, 32], "jax-cpu"))
        base, others = "split-1", ("split-8", "split-32")
    else:
        run = _sweep(out / f"case1-gpu-{model}", model=model, backend="xla-gpu-deviceless", repeats=2, dump_passes=True,
                     configs=(ConfigSpec("no-split"), *kit.split_count_configs([1, 4], "xla-gpu-deviceless")))
        base, others = "no-split", ("split-1", "split-4")
    rows = []
    for o in others:
        c = P.compare_passes(run / base, run / o)
        rows.append({"run": run.name, "a": base, "b": o, "n_passes": c.n_passes,
                     "identical_hlo": c.first_divergence is None, "verdict": c.verdict()})
    print(pd.DataFrame(rows).to_string(index=False))
    res = {"model": model, "rows": rows, "load": load_line()}
    print(res["load"])
    return res


def phases(out: Path, model: str) -> dict:
    res: dict = {"model": model, "runs": {}}
    for name in (f"case1-cpu-{model}", f"case1-gpu-{model}", *sorted(p.name for p in out.glob(f"pool-{model}-*") if p.is_dir())):
        run = out / name
        if not (run / "manifest.json").is_file():
            continue
        ph, chk, parts = CP.compile_phases(run)
        pt = CP.pass_times(run)
        if chk.empty:
            continue
        summ = CP.summarize_over_processes(ph, "phase")
        per_pass = CP.summarize_over_processes(pt.rename(columns={"self_us": "self"}).assign(duration_us=pt["self_us"]), "pass")
        top = per_pass.sort_values("mean_ms", ascending=False).groupby("config").head(5)
        print(f"== {name}: phases vs measured compile time (per process)")
        print(chk[["config", "process", "measured_us", "xla_us", "phases_us", "ratio", "within_5pct"]].to_string(index=False))
        print(summ.to_string(index=False))
        print("passes with most self time: mean over processes and coefficient of variation")
        print(top.to_string(index=False))
        res["runs"][name] = {"check": chk.to_dict("records"), "phases": summ.to_dict("records"), "top_passes": top.to_dict("records"),
                             "ratio_min": float(chk["ratio"].min()), "ratio_max": float(chk["ratio"].max()),
                             "xla_ratio_min": float((chk["xla_us"] / chk["measured_us"]).min()),
                             "median_pass_cv": float(per_pass["cv"].median())}
    res["load"] = load_line()
    print(res["load"])
    return res


def pool(out: Path, model: str, repeats: int = 4) -> dict:
    src = out / f"case1-cpu-{model}" / "split-32"
    run = _sweep(out / f"pool-{model}-{repeats}", model=f"replay of {model}", backend="hlo-replay", source=str(src), repeats=repeats,
                 dump_passes=True,
                 configs=(ConfigSpec("pool-1", "--xla_cpu_parallel_codegen_split_count=32", cpus=(0,)),
                          ConfigSpec("pool-2", "--xla_cpu_parallel_codegen_split_count=32", cpus=(0, 1))))
    table, facts = PS.phase_scaling(run)
    pub = kit.published_fits()
    print(table.to_string(index=False))
    print(f"serial fraction from the phases: {facts['serial_fraction']:.3f}; Amdahl fit of these compiles' times: "
          f"{facts['measured_fit_serial_fraction']:.3f}")
    print(pub.to_string(index=False))
    res = {"model": model, "scaling": table.to_dict("records"), **facts, "published": pub.to_dict("records"), "load": load_line()}
    print(res["load"])
    return res


def _pass_files(dump: Path) -> tuple[int, float]:
    idx = kit.read_dump_index(dump)
    sel = idx[idx["kind"].isin(["hlo_pass", "module_metadata"])]
    return len(sel), float(sel["size_bytes"].sum()) / 1e6


def cost(out: Path, model: str, platform: str) -> dict:
    return cost_cpu(out, model) if platform == "cpu" else cost_gpu(out, model)


def cost_cpu(out: Path, model: str) -> dict:
    flags = PASS_DUMP_FLAGS
    cpu = _sweep(out / f"cost-cpu-{model}", model=model, backend="jax-cpu", repeats=4,
                 configs=(ConfigSpec("plain"), ConfigSpec("passes", flags)))
    r = kit.open_run(cpu)
    per_block = []
    for k in range(4):
        a, b = r.result("plain", k), r.result("passes", k)
        if a and b and a.get("status") == "ok" and b.get("status") == "ok":
            per_block.append((a["dump_compile_time_s"], b["dump_compile_time_s"]))
    extra = np.array([b - a for a, b in per_block])
    mean, lo, hi = _t_interval(extra)
    n_files, mb = _pass_files(r.dump_dir("passes"))
    case = out / f"case1-cpu-{model}"
    timings = {}
    if case.is_dir():
        with tempfile.TemporaryDirectory() as cache:
            env = {**os.environ, "KIT_PARSE_CACHE": cache}
            for label in ("cold", "cached"):
                t0 = time.perf_counter()
                subprocess.run([str(REPO / ".venv" / "bin" / "kit"), "passes", str(case / "split-1"), str(case / "split-8")],
                               check=True, capture_output=True, env=env)
                timings[label] = time.perf_counter() - t0
    res = {"model": model, "blocks": len(per_block), "plain_s": [a for a, _ in per_block], "passes_s": [b for _, b in per_block],
           "extra_s": mean, "extra_ci_s": [lo, hi], "files": n_files, "mb": mb, "kit_passes_s": timings, "load": load_line()}
    print(json.dumps(res, indent=1))
    return res


def cost_gpu(out: Path, model: str) -> dict:
    flags = PASS_DUMP_FLAGS
    gpu = _sweep(out / f"cost-gpu-{model}", model=model, backend="xla-gpu-deviceless", repeats=3,
                 configs=(ConfigSpec("plain"), ConfigSpec("passes", flags)))
    g = kit.open_run(gpu)
    ga = np.array([g.result("plain", k)["compile_time_s"] for k in range(3)])
    gb = np.array([g.result("passes", k)["compile_time_s"] for k in range(3)])
    gmean, glo, ghi = _t_interval(gb - ga)  # processes paired by repeat (run one after another)
    gn, gmb = _pass_files(g.dump_dir("passes"))
    res = {"model": model, "plain_s": ga.tolist(), "passes_s": gb.tolist(), "extra_s": gmean, "extra_ci_s": [glo, ghi],
           "files": gn, "mb": gmb, "load": load_line()}
    print(json.dumps(res, indent=1))
    return res


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("part", choices=["flag", "case1", "phases", "pool", "cost"])
    ap.add_argument("--model", default="bert-tiny")
    ap.add_argument("--platform", choices=["cpu", "gpu"], default="cpu", help="case1 / cost: XLA:CPU (jax-cpu) or deviceless XLA:GPU")
    ap.add_argument("--out", type=Path, default=REPO / "runs" / "passes-bench")
    ap.add_argument("--repeats", type=int, default=4, help="pool: processes per pool size")
    a = ap.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    print(load_line(), flush=True)
    if a.part in ("case1", "cost"):
        result = {"case1": case1, "cost": cost}[a.part](a.out, a.model, a.platform)
        name = f"{a.part}-{a.platform}-{a.model}"
    else:
        result = pool(a.out, a.model, a.repeats) if a.part == "pool" else {"flag": flag, "phases": phases}[a.part](a.out, a.model)
        name = f"{a.part}-{a.model}"
    (a.out / f"{name}.json").write_text(json.dumps(result, indent=1, default=str))
