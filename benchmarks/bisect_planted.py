"""Runs spent by `kit bisect` on the planted candidates (planted_candidates, which tests/test_bisect.py uses too) (default settings: 5 blocks,
`--initial 5`), against a paired scan of every build (builds x 5 runs).

    python benchmarks/bisect_planted.py
"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

CASES = {
    "one drop (16 builds)": [100.0] * 9 + [70.0] * 7,
    "two drops and a partial recovery (16)": [100.0] * 4 + [60.0] * 4 + [40.0] * 4 + [75.0] * 4,
    "noise only (12)": [100.0] * 12,
    "a drop behind two failing builds (14)": [100.0] * 6 + [None, None] + [50.0] * 6,
    "drop and undo (16)": [100.0] * 5 + [50.0] * 5 + [100.0] * 6,
}


_CMD = ("awk -v m={mean} -v i={i} -v a=$KIT_BISECT_ATTEMPT "
        "'BEGIN{{x=sin(i*12.9898+a*78.233)*43758.5453; u=x-int(x); if(u<0)u+=1; "
        "printf \"throughput=%.3f\\ncompile_time_s=1.5\\n\", m*(1+0.06*(u-0.5))}}'")


def planted_candidates(tmp: Path, means: list[float | None]) -> Path:
    """A CANDIDATES file in ``tmp``: build ``b<i>`` prints a throughput about ``means[i]`` (+-3%, by attempt), None a
    build that fails (also ``tests/test_bisect.py``'s planted builds)."""
    lines = []
    for i, m in enumerate(means):
        cmd = "echo 'build broken' >&2; exit 3" if m is None else _CMD.format(mean=m, i=i)
        lines.append(f"b{i:02d} {cmd}")
    tmp.mkdir(parents=True, exist_ok=True)
    p = tmp / "candidates.txt"
    p.write_text("# label command\n" + "\n".join(lines) + "\n")
    return p


def main() -> int:
    from kitlib.bisect.candidates import read_candidates
    from kitlib.bisect.runner import JobExecutor, Store
    from kitlib.bisect.search import Settings, bisect_builds

    print("| planted | builds measured | runs | a paired scan of all | change points |")
    for name, means in CASES.items():
        d = Path(tempfile.mkdtemp(prefix="kit-planted-"))
        cands = read_candidates(planted_candidates(d, means))
        r = bisect_builds(cands, JobExecutor(d / "o", 60), Store(d / "o", cands), Settings())
        found = ", ".join(f"{c.before}->{c.after} {c.kind} x{c.ratio:.2f}" for c in r.change_points) or "none"
        print(f"| {name} | {r.builds_measured} | {r.runs} | {len(means) * Settings().repeats} | {found} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
