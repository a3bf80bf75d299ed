"""Fuzz campaign: every `kit` command on mutated real run folders (issue 29, item 7); the harness is benchmarks/fuzz_cli_harness.py.

Real run folders: ``data/bert-tiny-cpu`` (torch-xla-cpu), ``data/bert-tiny-gpu`` (xla-gpu-deviceless) and, with
``--replay``, a fresh tiny replay run (``kit replay data/bert-tiny-cpu --out /tmp/robust-replay --repeats 2
--steps 3 --warmup 1 --trace-steps 1 --compile-repeats 1 --no-progress --no-report``). For each (run, command)
``--cases`` seeds; a seed picks one mutation of the run (a manifest, record, trace, dump or other file truncated,
garbled, emptied, given wrong types or extreme numbers (0, -1, 1e308, inf, NaN ...), or a file or folder removed),
the same for every command. ``kit report`` renders a whole notebook (10 s a case): ``--report-cases`` of its own.
Every command runs in a forked child under a time limit (benchmarks/fuzz_cli_harness.py); a notebook cell that raised anything
but the kit's own errors counts as "other" although `kit report` prints it as one line.

Prints a table per command and per run (inputs tried, answers, clean errors, other exceptions, hangs), then each
defect with its mutation and the end of its stderr; the machine's load beside it.

Run: ``flock /tmp/kit-heavy.lock .venv/bin/python benchmarks/fuzz_cli.py --cases 40 --heavy --report-cases 6 --replay /tmp/robust-replay``
"""
from __future__ import annotations

import argparse
import collections
import os
import re
import signal
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import fuzz_cli_harness as fuzz_cli  # noqa: E402

KIT_ERRORS = ("KitError", "ParseError", "RunFolderError", "CaptureError", "ToolError")


def classify(command: str, o: fuzz_cli.Outcome) -> str:
    """The outcome's kind; for `kit report`, a cell that raised something other than the kit's errors is "other"."""
    m = re.search(r"cell \S+ raised (\w+)", o.stderr)
    if command == "report" and o.kind == "clean" and m and m.group(1) not in KIT_ERRORS:
        return "other"
    return o.kind


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cases", type=int, default=20, help="seeds per (run, command)")
    ap.add_argument("--report-cases", type=int, default=4, help="seeds per source for the heavy commands (report, sweep "
                    "resume, replay: 10-60 s a case)")
    ap.add_argument("--heavy", action="store_true", help="run the heavy commands too")
    ap.add_argument("--report-cells", type=int, default=0, help="cases of notebook 01's cells run in-process on the cpu "
                    "run with extreme numbers in its manifest (3-5 s each)")
    ap.add_argument("--replay-cases", type=int, default=4, help="seeds per light command on the replay run (its "
                    "compare reads every block's xplane: 30 s a case)")
    ap.add_argument("--replay", type=Path, help="a replay run folder to mutate too")
    ap.add_argument("--first-seed", type=int, default=0)
    a = ap.parse_args()
    runs = dict(fuzz_cli.RUNS)
    if a.replay:
        runs["replay"] = a.replay.resolve()
    os.environ.setdefault("KIT_PARSE_CACHE", tempfile.mkdtemp(prefix="kit-fuzz-cache-"))
    fuzz_cli.warm()
    made = Path(tempfile.mkdtemp(prefix="kit-fuzz-sources-"))
    sources = {"bisect": {"bisect": fuzz_cli.make_bisect_folder(made / "bisect")},
               "registry": {"registry": fuzz_cli.make_registry(made / "registry")},
               "passes": {"passes": fuzz_cli.make_passes_pair(made / "passes")},
               "run": runs, "cpu run": {"cpu": runs["cpu"]}}
    load0 = os.getloadavg()
    counts: collections.Counter = collections.Counter()
    defects = []
    t0 = time.time()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # a timeout still prints what was done
    try:
        for command, (_, _, kind) in fuzz_cli.COMMANDS.items():
            if command in fuzz_cli.HEAVY and not a.heavy:
                continue
            for name, src in sources[kind].items():
                n = a.report_cases if command in fuzz_cli.HEAVY else a.replay_cases if name == "replay" else a.cases
                for seed in range(a.first_seed, a.first_seed + n):
                    with tempfile.TemporaryDirectory(prefix="kit-fuzz-") as d:
                        how, o = fuzz_cli.fuzz_case(src, command, seed, Path(d))
                    kind_ = classify(command, o)
                    counts[(command, kind_)] += 1
                    counts[(f"source:{name}", kind_)] += 1
                    if kind_ in ("other", "hang"):
                        defects.append((name, command, seed, how, kind_, o))
                        print(f"DEFECT {name} {command} seed={seed} ({how}): {kind_} rc={o.returncode}\n{o.stderr[-1500:]}",
                              file=sys.stderr, flush=True)
                print(f"{name} {command}: done, {time.time() - t0:.0f} s", file=sys.stderr, flush=True)
        for seed in range(a.first_seed, a.first_seed + a.report_cells):
            with tempfile.TemporaryDirectory(prefix="kit-fuzz-") as d:
                how, o = fuzz_cli.report_cells_case(runs["cpu"], seed, Path(d))
            counts[("report cells (in-process)", o.kind)] += 1
            if o.kind in ("other", "hang"):
                defects.append(("cpu", "report cells", seed, how, o.kind, o))
        if a.report_cells:
            print(f"cpu report cells: done, {time.time() - t0:.0f} s", file=sys.stderr, flush=True)
    finally:
        _table(counts, defects, runs, load0, t0)


def _table(counts: collections.Counter, defects: list, runs: dict[str, Path], load0: tuple, t0: float) -> None:
    load1 = os.getloadavg()
    kinds = ["ok", "clean", "other", "hang"]
    print(f"kit fuzz: {sum(v for (k, _), v in counts.items() if not k.startswith('source:'))} cases in {time.time() - t0:.0f} s; "
          f"runs {', '.join(f'{k}={v}' for k, v in runs.items())}; load average {load0[0]:.1f} -> {load1[0]:.1f} "
          f"on {os.cpu_count()} CPUs")
    print("| command | inputs | answers | clean errors | other exceptions | hangs |")
    print("|---|---|---|---|---|---|")
    for key in [*fuzz_cli.COMMANDS, "report cells (in-process)", *(f"source:{r}" for r in [*runs, "bisect", "registry", "passes"])]:
        row = [counts[(key, k)] for k in kinds]
        if sum(row):
            print(f"| {key} | {sum(row)} | " + " | ".join(map(str, row)) + " |")
    for name, command, seed, how, kind, o in defects:
        print(f"\n{kind}: {name} {command} seed={seed}: {how}\n  {o.stderr.strip()[-600:]}")
    sys.stdout.flush()

if __name__ == "__main__":
    main()
