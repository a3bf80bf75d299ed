"""The fidelity table: torch_xla's own compile of its captured graphs against their replay with several jaxlib releases.

``kit replay SOURCE --xla-versions V1,V2,... --split-counts N`` (one block, compiles only matter: 2 timed steps, no
profile), then per release and replayed module, counted from both optimised HLO dumps and the kernels' code
(:mod:`kitlib.analysis.fidelity`): instructions, fusions by kind, calls, kernels with the same code / differing /
on one side only, and the share with the same code. Prints one Markdown table and the machine's load.

Usage: .venv/bin/python benchmarks/replay_fidelity.py SOURCE --out DIR [--versions 0.7.1,0.9.2] [--split-count 1]
(SOURCE: a torch_xla run folder, e.g. data/bert-tiny-cpu; N: the split count its first ok config compiled with)
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

from kitlib.analysis.fidelity import fidelity_counts, fidelity_summary
from kitlib.runfolder import open_run


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("source")
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--versions", default="0.7.1,0.9.2")
    ap.add_argument("--split-count", type=int, default=1)
    a = ap.parse_args()
    print(f"load average before: {os.getloadavg()}", flush=True)
    t0 = time.monotonic()
    kit = [sys.executable, "-m", "kitlib.cli"]
    subprocess.run([*kit, "replay", a.source, "--xla-versions", a.versions, "--split-counts", str(a.split_count),
                    "--out", str(a.out), "--repeats", "1", "--steps", "2", "--warmup", "0", "--trace-steps", "0",
                    "--compile-repeats", "0", "--no-report", "--no-progress"], check=True)
    run = open_run(a.out)
    print(f"replayed in {time.monotonic() - t0:.0f} s; load average after: {os.getloadavg()}\n")
    print("| module | XLA | instructions | fusions (kinds) | calls | kernels same / differing (reordered) / code unknown / "
          "torch_xla only / replay only | same code | same instructions |")
    print("|---|---|---|---|---|---|---|---|")
    for config in run.ok_configs:
        jaxlib = (run.result(config) or {}).get("versions", {}).get("jaxlib")
        s, c = fidelity_summary(run, config), fidelity_counts(run, config)
        for r in s.itertuples():
            m = c[c["hlo_module"] == r.hlo_module]
            kinds = m[m["what"] == "fusion_kind"]
            calls = m[(m["what"] == "opcode") & (m["name"] == "call")]
            cap_calls, rep_calls = (int(calls[x].iloc[0]) if len(calls) else 0 for x in ("captured", "replayed"))
            # the share of the kernels whose code is known (kernels_code_unknown: no emitted code on both sides)
            k = r.kernels_same_code + r.kernels_differing + r.kernels_captured_only + r.kernels_replayed_only
            kind_text = ", ".join(f"{n} {x}/{y}" for n, x, y in zip(kinds["name"], kinds["captured"], kinds["replayed"]))
            print(f"| {r.hlo_module} | torch_xla / jaxlib {jaxlib} | {r.instructions_captured} / {r.instructions_replayed} | "
                  f"{r.fusions_captured} / {r.fusions_replayed} ({kind_text}) | {cap_calls} / {rep_calls} | "
                  f"{r.kernels_same_code} / {r.kernels_differing} ({r.kernels_reordered}) / {r.kernels_code_unknown} / "
                  f"{r.kernels_captured_only} / {r.kernels_replayed_only} | {r.kernels_same_code / k:.1%} | "
                  f"{(r.kernels_same_code + r.kernels_reordered) / k:.1%} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
