"""Per build of a finished `kit bisect` folder: its timing runs' median throughput, the program's compile time and
torch_xla's CompileTime / UncachedCompile, from the bisect's own measurement store (no run made).

    python benchmarks/bisect_builds_table.py BISECT_FOLDER

Only the builds' own timing runs (no diagnostic run: profiled, pass-dump or set-back runs are left out). Medians over
runs, unpaired: a description per release beside the bisect's paired change points, not a comparison.
"""
from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path


def main(folder: str) -> int:
    root = Path(folder) / "measurements"
    print("| build | runs | throughput (steps/s) | compile_time_s (program) | CompileTime_s (torch_xla) | UncachedCompile | dumped |")
    print("|---|---|---|---|---|---|---|")
    for build in sorted(p for p in root.iterdir() if p.is_dir() and "@" not in p.name):
        ms = [json.loads(f.read_text()) for f in sorted(build.glob("*.json"))]
        ms = [m for m in ms if m.get("ok") and not m.get("diagnostic") and not m.get("setting")]

        def med(get, ms=ms) -> str:
            v = [x for x in map(get, ms) if isinstance(x, (int, float))]
            return f"{statistics.median(v):.4g}" if v else "-"

        dumped = sum("dump" in m.get("probe", []) for m in ms)
        print(f"| {build.name} | {len(ms)} | {med(lambda m: m.get('throughput'))} | {med(lambda m: m.get('compile_time_s'))} | "
              f"{med(lambda m: m.get('metrics', {}).get('CompileTime_s'))} | "
              f"{med(lambda m: m.get('metrics', {}).get('UncachedCompile'))} | {dumped} of {len(ms)} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1]))
