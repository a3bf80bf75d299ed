"""Two real builds pass by pass: jax/jaxlib 0.4.30 vs 0.4.33 on the transformer block of bisect_jax_releases.py.

    flock /tmp/kit-heavy.lock .venv/bin/python benchmarks/passes_builds.py [--versions 0.4.30,0.4.33] [--out DIR]
                                                                        [--confirm] [--blocks 4] [--rounds 15]

1. Each build's venv is reused from ``~/.cache/kitlib/bisect-envs`` (the bisect's per-build environments:
   ``jax-<v>-jaxlib-<v>-*`` with ``build.json``, or ``jax-<v>`` with ``.complete``), made there by
   ``bisect_jax_releases.make_env`` when neither exists (pip from PyPI: jax, jaxlib, numpy).
2. In each build, the program (``bisect_jax_releases.PROGRAM``'s model, one CPU thread) is compiled once with
   ``--xla_dump_hlo_pass_re=.* --xla_dump_module_metadata=true`` into ``<out>/jax-<v>/dump``.
3. ``kit passes`` (:func:`kitlib.analysis.passes.compare_passes`) on the two dump folders: the first pass after
   which the builds' modules differ, what it changed, the kernels' first divergent passes (``<out>/passes.json``).
4. ``--confirm``: the first divergent pass disabled (``XLA_FLAGS=--xla_disable_hlo_passes=<pass>``: a repeated
   DebugOptions field, which jaxlib 0.4.30 refuses per compile) in both builds, measured with the kit's statistics:
   ``--blocks`` blocks, each four processes (each build with and without the pass) in a fresh random order, each
   timing ``--rounds`` rounds of 5 executions; every comparison paired by block
   (:func:`kitlib.analysis.compare.compare` with ``paired=True``). Verdict: disabling the pass in the slower build
   gives the faster one's time ("restored"), or disabling it in the faster build (where the pass ran on one side
   only) gives the slower one's ("reproduced"), partly, or neither.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

RUNNER = r'''
import json, os, random, sys, time
mode, pass_name, rounds, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
src = open(sys.argv[5]).read()
model_src = src[: src.index("t0 = time.perf_counter()")]  # the program's model and inputs, not its own timing
exec(compile(model_src, "program", "exec"))
lowered = jax.jit(model).lower(p, x)
if mode == "dump":
    t0 = time.perf_counter(); lowered.compile(); print(json.dumps({"compile_time_s": time.perf_counter() - t0}))
    sys.exit(0)
# the variant's flags come through XLA_FLAGS (read once per process): a repeated DebugOptions field such as
# xla_disable_hlo_passes cannot be set per compile in every jaxlib (0.4.30: "Field is repeated")
t0 = time.perf_counter()
exe = lowered.compile()
print(json.dumps({"variant": mode, "compile_time_s": time.perf_counter() - t0}), flush=True)
for _ in range(3):
    exe(p, x).block_until_ready()
for r in range(rounds):
    t0 = time.perf_counter()
    for _ in range(5):
        y = exe(p, x)
    y.block_until_ready()
    print(json.dumps({"variant": mode, "round": r, "value": (time.perf_counter() - t0) / 5}), flush=True)
'''


def env_python(version: str) -> Path:
    """The Python of a build's venv: the bisect's cached environment, else bisect_jax_releases.make_env's."""
    envs = Path.home() / ".cache" / "kitlib" / "bisect-envs"
    for d in sorted(envs.glob(f"jax-{version}-jaxlib-{version}-*")):
        if d.is_dir() and (d / "build.json").is_file() and (d / "bin" / "python").exists():
            return d / "bin" / "python"
    from bisect_jax_releases import make_env

    return make_env(version) / "bin" / "python"


def _run(py: Path, args: list[str], extra_env: dict[str, str]) -> list[dict]:
    core = (sorted(os.sched_getaffinity(0)) or [0])[-1]
    env = {**os.environ, "JAX_PLATFORMS": "cpu", "PYTHONPATH": "", **extra_env}
    # one thread (with taskset); no bare word in XLA_FLAGS: XLA stops reading the flags at the first one
    env["XLA_FLAGS"] = " ".join(x for x in ("--xla_cpu_multi_thread_eigen=false", extra_env.get("XLA_FLAGS", "")) if x)
    proc = subprocess.run(["taskset", "-c", str(core), str(py), "-c", RUNNER, *args], capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        raise SystemExit(f"{py} {args[:2]}: exit {proc.returncode}: {proc.stderr[-1500:]}")
    return [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]


def main() -> int:
    import pandas as pd
    from bisect_jax_releases import PROGRAM
    from passes_cases import load_line

    from kitlib.analysis.compare import compare
    from kitlib.analysis.passes import compare_passes
    from kitlib.analysis.stats import Restoration, Verdict, restoration

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--versions", default="0.4.30,0.4.33")
    ap.add_argument("--out", type=Path, default=REPO / "runs" / "passes-builds")
    ap.add_argument("--confirm", action="store_true")
    ap.add_argument("--blocks", type=int, default=4)
    ap.add_argument("--rounds", type=int, default=15)
    a = ap.parse_args()
    va, vb = [v.strip() for v in a.versions.split(",")]
    out = a.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    prog = out / "program.py"
    prog.write_text(PROGRAM)
    print(load_line(), flush=True)
    pys = {v: env_python(v) for v in (va, vb)}
    for v, py in pys.items():
        dump = out / f"jax-{v}" / "dump"
        if not dump.is_dir():
            flags = f"--xla_dump_to={dump} --xla_dump_hlo_as_text --xla_dump_hlo_pass_re=.* --xla_dump_module_metadata=true"
            res = _run(py, ["dump", "", "0", "0", str(prog)], {"XLA_FLAGS": flags})
            print(f"jax {v}: dumped in {res[-1]['compile_time_s']:.2f} s ({py})", flush=True)
    c = compare_passes(out / f"jax-{va}" / "dump", out / f"jax-{vb}" / "dump")
    print(c.text())
    (out / "passes.json").write_text(c.to_json())
    fd = c.first_divergence
    if not a.confirm:
        return 0
    if fd is None or fd.pass_name == "pipeline-start" or fd.pipeline.startswith("("):
        print(f"--confirm: no HLO pass to disable ({c.verdict()})")
        return 0
    flags = {"default": "", "without": f"--xla_disable_hlo_passes={fd.pass_name}"}
    samples = []
    for k in range(a.blocks):  # each block: both builds with and without the pass, one process each, a fresh random order
        order = [(v, variant) for v in (va, vb) for variant in flags]
        random.Random(f"confirm:{k}").shuffle(order)
        for v, variant in order:
            for r in _run(pys[v], [variant, fd.pass_name, str(a.rounds), str(k), str(prog)], {"XLA_FLAGS": flags[variant]}):
                if "value" in r:
                    samples.append({"build": v, "variant": variant, "process": k, "step": r["round"], "value": r["value"]})
                else:
                    print(f"  jax {v} block {k}: {variant} compiled in {r['compile_time_s']:.2f} s", flush=True)
        print(f"  block {k} done; {load_line()}", flush=True)
    s = pd.DataFrame(samples)
    s.to_csv(out / "confirm_samples.csv", index=False)

    def pair(a_build: str, a_variant: str, b_build: str, b_variant: str):  # paired by block (adjacent processes)
        def side(build: str, variant: str, label: str) -> pd.DataFrame:
            return s[(s["build"] == build) & (s["variant"] == variant)].assign(side=label)[["side", "process", "step", "value"]]
        return compare(pd.concat([side(a_build, a_variant, "a"), side(b_build, b_variant, "b")]), paired=True)

    def verdict(c) -> str:
        return str(c.end_to_end.iloc[0]["verdict"])

    cross = pair(va, "default", vb, "default")
    lines = [f"jax {vb} vs {va}, step time: " + cross.headline(va, vb)]
    result = {"pass": fd.pass_name, "pipeline": fd.pipeline, "how": fd.how, "b_vs_a": cross.to_json()["end_to_end"]}
    # the ablation in each build, whatever the builds' own comparison says
    own = {v: pair(v, "default", v, "without") for v in (va, vb)}
    for v, c in own.items():
        lines.append(f"jax {v} without {fd.pass_name} vs with it: " + c.headline(v, f"{v}-without"))
        result[f"{v}_without_vs_{v}"] = c.to_json()["end_to_end"]
    if verdict(cross) in ("slower", "faster"):
        slower, faster = (vb, va) if verdict(cross) == "slower" else (va, vb)
        tables = {"slower_without_vs_slower": own[slower], "slower_without_vs_faster": pair(faster, "default", slower, "without"),
                  "faster_without_vs_faster": own[faster], "faster_without_vs_slower": pair(slower, "default", faster, "without")}
        names = {"slower_without_vs_faster": (faster, f"{slower}-without"), "faster_without_vs_slower": (slower, f"{faster}-without")}
        lines += [f"{k}: " + tables[k].headline(*names[k]) for k in names]
        v = {k: verdict(c) for k, c in tables.items()}
        # the kit's one rule (kitlib.analysis.stats.restoration): undone in the slower build, and in the faster one
        in_slower = restoration(v["slower_without_vs_slower"], v["slower_without_vs_faster"], Verdict.SLOWER)
        in_faster = restoration(v["faster_without_vs_faster"], v["faster_without_vs_slower"], Verdict.FASTER)
        if in_slower == Restoration.RESTORED:
            result["verdict"] = f"restored: disabling {fd.pass_name} in jax {slower} gives jax {faster}'s time"
        elif in_faster == Restoration.RESTORED:
            result["verdict"] = (f"reproduced: disabling {fd.pass_name} in jax {faster} gives jax {slower}'s time "
                                 f"(the pass {fd.how.split(' (')[0]}: its absence explains the slowdown)")
        elif Restoration.PARTLY in (in_slower, in_faster):
            result["verdict"] = f"partly: disabling {fd.pass_name} moves the time, not all the way ({v})"
        elif Restoration.CANT_TELL in (in_slower, in_faster):
            result["verdict"] = f"can't tell ({v})"
        else:
            result["verdict"] = f"not the cause: disabling {fd.pass_name} changes neither build's time ({v})"
        result.update(slower=slower, **{k: c.to_json()["end_to_end"] for k, c in tables.items()})
    else:
        result["verdict"] = ("neither build is slower on this program here (nothing to restore; the ablation in each "
                             "build is above)")
    lines.append(f"verdict: {result['verdict']}")
    print("\n".join(lines))
    result["load"] = load_line()
    print(result["load"])
    (out / "confirm.json").write_text(json.dumps(result, indent=1, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
