"""Per build of a `kit bisect` folder (finished, or stopped: what its store holds): its timing runs' median throughput,
the program's compile time and torch_xla's CompileTime / ExecuteTime / UncachedCompile; then each pair of adjacent builds' throughput
paired by block, as the search compares them (``search.compare_paired``: ratio, 95% interval, p, the search's word),
and the program's compile time paired the same way.
Read from the bisect's own measurement store: no run made.

    python benchmarks/bisect_builds_table.py BISECT_FOLDER [BUILD,BUILD,...]   (the order; default: by name)

Only the builds' own timing runs (no diagnostic run: profiled, pass-dump or set-back runs are left out). The medians
are unpaired, a description per release; the pairs are the comparison.
"""
from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path


def main(folder: str, names: list[str]) -> int:
    root = Path(folder) / "measurements"
    print("| build | runs | throughput (steps/s) | compile_time_s (program) | CompileTime_s (torch_xla) | ExecuteTime_s (torch_xla) | UncachedCompile | dumped |")
    print("|---|---|---|---|---|---|---|---|")
    for build in sorted(p for p in root.iterdir() if p.is_dir() and "@" not in p.name):
        ms = timing_runs(build)

        def med(get, ms=ms) -> str:
            v = [x for x in map(get, ms) if isinstance(x, (int, float))]
            return f"{statistics.median(v):.4g}" if v else "-"

        dumped = sum("dump" in m.get("probe", []) for m in ms)
        print(f"| {build.name} | {len(ms)} | {med(lambda m: m.get('throughput'))} | {med(lambda m: m.get('compile_time_s'))} | "
              f"{med(lambda m: m.get('metrics', {}).get('CompileTime_s'))} | "
              f"{med(lambda m: m.get('metrics', {}).get('ExecuteTime_s'))} | "
              f"{med(lambda m: m.get('metrics', {}).get('UncachedCompile'))} | {dumped} of {len(ms)} |")
    from kitlib.bisect.search import Settings, compare_paired

    order = names if names else sorted(p.name for p in root.iterdir() if p.is_dir() and "@" not in p.name)
    print("\n| pair | throughput after/before (paired by block) | p | the search's word | compile_time_s after/before "
          "(paired) | p | blocks |\n|---|---|---|---|---|---|---|")
    for x, y in zip(order, order[1:]):
        p = compare_paired(blocks(root / x), blocks(root / y), Settings())
        c = compare_paired(blocks(root / x, "compile_time_s"), blocks(root / y, "compile_time_s"), Settings())
        print(f"| {x} -> {y} | x{p.ratio:.3f} [{p.ci_low:.3f}, {p.ci_high:.3f}] | {p.p_value:.2g} | {p.verdict} | "
              f"x{c.ratio:.3f} [{c.ci_low:.3f}, {c.ci_high:.3f}] | {c.p_value:.2g} | {p.blocks} |")
    return 0


def timing_runs(build: Path) -> list[dict]:
    ms = [json.loads(f.read_text()) for f in sorted(build.glob("*.json"))] if build.is_dir() else []
    return [m for m in ms if m.get("ok") and not m.get("diagnostic") and not m.get("setting")]


def blocks(build: Path, figure: str = "throughput") -> dict[str, float]:
    """block -> the figure of the build's timing run in it."""
    return {m["block"]: m[figure] for m in timing_runs(build) if isinstance(m.get(figure), (int, float))}


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1], sys.argv[2].split(",") if len(sys.argv) > 2 else []))
