"""Public XLA:CPU regressions across jax/jaxlib releases, bisected with `kit bisect`, and an A/A control.

    python benchmarks/bisect_regressions.py CASE [--out DIR] [--repeats N]

CASE is one of:

- ``36799``: jax-ml/jax#36799, a lax.scan with a float64 3x3 carry (``regressions/jax_36799_scan_f64_carry.py``)
  over 0.4.30 ... 0.9.2;
- ``37465``: jax-ml/jax#37465, a finite-difference regulariser and its gradient on a 256^3 volume, reported
  with two steps (``regressions/jax_37465_reg_square_grad.py``) over 0.4.31 ... 0.8.1;
- ``aa``: A/A, one release (0.4.33) listed six times in a row under six labels (one environment, same pins):
  the scan program; no change point may be found.

Each runs ``kit bisect`` (every build scanned first unless --initial says otherwise), then prints the machine's
load, the builds table, every change point with its explanation, the releases measured, the runs spent and
the machine-minutes they took (the wall time of every run). Run it under the machine-wide lock:
``flock /tmp/kit-heavy.lock python benchmarks/bisect_regressions.py 36799``.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
CASES = {
    "36799": (HERE / "regressions" / "jax_36799_scan_f64_carry.py",
              "0.4.30,0.4.31,0.4.33,0.4.34,0.4.35,0.5.0,0.5.3,0.6.0,0.6.2,0.7.0,0.7.2,0.8.0,0.8.1"),
    "37465": (HERE / "regressions" / "jax_37465_reg_square_grad.py",
              "0.4.31,0.5.0,0.5.1,0.5.2,0.5.3,0.6.0,0.6.2,0.7.0,0.7.2,0.8.0,0.8.1"),
    "aa": (HERE / "regressions" / "jax_36799_scan_f64_carry.py", None),
}


def load() -> str:
    """The machine's load and the share of the CPUs other processes used over one second."""
    def busy() -> tuple[int, int]:
        f = [int(x) for x in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
        return sum(f) - f[3] - f[4], sum(f)

    b0, t0 = busy()
    time.sleep(1)
    b1, t1 = busy()
    return f"loadavg {' '.join(f'{x:.2f}' for x in os.getloadavg())}, CPUs busy {(b1 - b0) / max(1, t1 - t0):.0%}"


def kept(out: Path, order: list[str]) -> int:
    """The releases and adjacent pairs of the runs kept in a bisect folder (timing runs of the builds as they are)."""
    import numpy as np

    from kitlib.analysis.stats import typical
    from kitlib.bisect.search import Settings, compare_paired

    runs = [json.loads(p.read_text()) for p in sorted(out.glob("measurements/*/*.json"))]
    values: dict[str, dict[str, float]] = {}
    for m in runs:
        if m["ok"] and not m.get("diagnostic") and "@" not in m["config"]:
            values.setdefault(m["config"], {})[f"{m['block']}|{m['node']}"] = m["throughput"]
    print(f"{len(runs)} runs kept, {sum(m['wall_s'] for m in runs) / 60:.1f} machine-minutes")
    measured = [v for v in order if v in values]
    for v in measured:
        c, lo, hi = typical(np.array(list(values[v].values())), "process")
        print(f"  {v:<8} blocks={len(values[v]):<3} throughput={c:.3f} [{lo:.3f}, {hi:.3f}]")
    for a, b in zip(measured, measured[1:]):
        p = compare_paired(values[a], values[b], Settings())
        print(f"  {a} -> {b}: {p.verdict} x{p.ratio:.3f} [{p.ci_low:.3f}, {p.ci_high:.3f}] p={p.p_value:.2g} ({p.blocks} blocks)")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("case", choices=sorted(CASES))
    ap.add_argument("--out", type=Path)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--initial", type=int, default=0)
    ap.add_argument("--versions", help="override the case's releases")
    ap.add_argument("--kept", action="store_true",
                    help="run nothing: each release and adjacent pair from the runs kept in --out (a bisect killed before "
                         "its end, e.g. by the lock's time limit), paired as kit bisect compares them")
    args = ap.parse_args()
    program, versions = CASES[args.case]
    out = args.out or Path(f"/tmp/kit-bisect-{args.case}")
    if args.kept:
        return kept(out, (args.versions or versions or "").split(","))
    cmd = [sys.executable, "-m", "kitlib.cli", "bisect", str(program), "--out", str(out), "--json",
           "--repeats", str(args.repeats), "--initial", str(args.initial)]
    if args.case == "aa":
        out.mkdir(parents=True, exist_ok=True)
        (out.parent / f"{out.name}-builds.txt").write_text(
            "".join(f"a{i} jax==0.4.33 jaxlib==0.4.33\n" for i in range(6)))
        cmd += ["--builds", str(out.parent / f"{out.name}-builds.txt")]
    else:
        cmd += ["--pins", "jax=={v} jaxlib=={v}", "--versions", args.versions or versions]
    print(f"before: {load()}", flush=True)
    t0 = time.monotonic()
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, env={**os.environ, "JAX_PLATFORMS": "cpu"})
    wall = time.monotonic() - t0
    print(f"after: {load()}; kit bisect took {wall / 60:.1f} min", flush=True)
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr[-4000:])
        return proc.returncode
    res = json.loads(proc.stdout)
    table = json.loads((out / "bisect.json").read_text())["build_table"]
    print(f"{res['builds_measured']} of {res['builds']} releases measured, {res['runs']} runs, "
          f"{res['machine_s'] / 60:.1f} machine-minutes; {res['scan_text']}")
    for b in table:
        v = f"{b['value']:.3f} [{b['ci_low']:.3f}, {b['ci_high']:.3f}]" if b["value"] is not None else "-"
        print(f"  {b['label']:<8} {b['status']:<13} runs={b['runs']:<3} blocks={b['blocks']:<3} throughput={v}")
    from kitlib.bisect.explain import explanation_text

    for c, e in zip(res["change_points"], res["explanations"] + [None] * len(res["change_points"])):
        print(f"\n{c['before']} -> {c['after']}: {c['kind']} x{c['ratio']:.3f} [{c['ci_low']:.3f}, {c['ci_high']:.3f}], "
              f"{c['blocks']} paired blocks")
        if e:
            print("  " + explanation_text(e).replace("\n", "\n  "))
    if not res["change_points"]:
        print("no change point")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
