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
4. ``--confirm``: the first divergent pass disabled (``compiler_options={"xla_disable_hlo_passes": <pass>}``) where
   it ran, measured with the kit's statistics. In each build, ``--blocks`` processes each compile the program with
   and without the pass and time both in ``--rounds`` rounds of a fresh random order (the blocked design:
   :func:`kitlib.analysis.compare.compare` with ``paired=True``); across builds, each block's times of one variant
   are that process's (the processes design: Welch over processes). Verdict: did disabling the pass bring the
   slower build's time back to the other's.
"""
from __future__ import annotations

import argparse
import json
import os
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
variants = {"default": {}}
if pass_name:
    variants["without"] = {"xla_disable_hlo_passes": pass_name}
exes = {}
for name, opts in variants.items():
    t0 = time.perf_counter()
    exes[name] = lowered.compile(compiler_options=opts) if opts else lowered.compile()
    print(json.dumps({"variant": name, "compile_time_s": time.perf_counter() - t0}), flush=True)
for e in exes.values():
    for _ in range(3):
        e(p, x).block_until_ready()
rng = random.Random(seed)
for r in range(rounds):
    order = list(exes)
    rng.shuffle(order)
    for name in order:
        t0 = time.perf_counter()
        for _ in range(5):
            y = exes[name](p, x)
        y.block_until_ready()
        print(json.dumps({"variant": name, "round": r, "value": (time.perf_counter() - t0) / 5}), flush=True)
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
    samples = []
    for k in range(a.blocks):  # blocks of the two builds interleaved, a's first on even blocks
        for v in ((va, vb) if k % 2 == 0 else (vb, va)):
            for r in _run(pys[v], ["time", fd.pass_name, str(a.rounds), str(k), str(prog)], {}):
                if "value" in r:
                    samples.append({"build": v, "variant": r["variant"], "process": k, "step": r["round"], "value": r["value"]})
                else:
                    print(f"  jax {v} block {k}: {r['variant']} compiled in {r['compile_time_s']:.2f} s", flush=True)
        print(f"  block {k} done; {load_line()}", flush=True)
    s = pd.DataFrame(samples)
    s.to_csv(out / "confirm_samples.csv", index=False)

    def side(build: str, variant: str, label: str) -> pd.DataFrame:
        return s[(s["build"] == build) & (s["variant"] == variant)].assign(side=label)[["side", "process", "step", "value"]]

    cross = compare(pd.concat([side(va, "default", "a"), side(vb, "default", "b")]), paired=False)
    e = cross.end_to_end.iloc[0]
    slower, other = (vb, va) if e["verdict"] == "slower" else (va, vb) if e["verdict"] == "faster" else (None, None)
    lines = [f"jax {vb} vs {va}, step time: " + cross.headline(va, vb)]
    result = {"pass": fd.pass_name, "pipeline": fd.pipeline, "b_vs_a": cross.to_json()["end_to_end"]}
    if slower is not None:
        own = compare(pd.concat([side(slower, "default", "a"), side(slower, "without", "b")]), paired=True)
        vs_other = compare(pd.concat([side(other, "default", "a"), side(slower, "without", "b")]), paired=False)
        lines += [f"jax {slower} without {fd.pass_name} vs with it (blocked): " + own.headline(slower, f"{slower}-without"),
                  f"jax {slower} without {fd.pass_name} vs jax {other} (processes): " + vs_other.headline(other, f"{slower}-without")]
        eo, ev = own.end_to_end.iloc[0]["verdict"], vs_other.end_to_end.iloc[0]["verdict"]
        verdict = ("restored" if eo == "faster" and ev in ("no change", "faster") else "partly restored" if eo == "faster"
                   else "not restored" if eo in ("no change", "slower") else "can't tell")
        lines.append(f"verdict: disabling {fd.pass_name} in jax {slower}: {verdict}")
        result.update(slower=slower, without_vs_self=own.to_json()["end_to_end"], without_vs_other=vs_other.to_json()["end_to_end"],
                      verdict=verdict)
    else:
        lines.append("verdict: neither build is slower on this program here (nothing to restore)")
        result["verdict"] = "nothing to restore"
    print("\n".join(lines))
    result["load"] = load_line()
    print(result["load"])
    (out / "confirm.json").write_text(json.dumps(result, indent=1, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
