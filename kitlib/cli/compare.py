"""``kit compare A B`` and ``kit compare RUN [--base NAME]``: is B slower than A, and is it the code?

A and B are each a config folder of a run (``<run>/<config>``) or profiler
trace files / folders captured elsewhere; ``--a`` / ``--b`` add more paths to
a side. Output: the code line first (whole programs identical, or how many
kernels differ), then per pair the end-to-end verdict, negative controls,
contaminated processes, and the kernels by time share. ``--json`` prints the
object of :meth:`kitlib.analysis.compare.Comparison.to_json` (one per pair
under ``comparisons`` in run mode). Bad input: one ``kit: ...`` line, exit 2.
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from ..errors import KitError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("compare", help="compare two configs (or every config of a run with a base): verdicts, intervals, same-code controls")
    p.add_argument("paths", nargs="+", type=Path, help="A B (config folders or traces), or one RUN folder")
    p.add_argument("--a", action="append", type=Path, default=[], help="another path for side A")
    p.add_argument("--b", action="append", type=Path, default=[], help="another path for side B")
    p.add_argument("--base", help="RUN mode: the baseline config (default the first ok config)")
    p.add_argument("--min-effect", type=float, default=0.05, help="smallest relative change that matters (default 0.05)")
    p.add_argument("--exclude-contaminated", action="store_true", help="leave out processes measured on a busy machine")
    p.add_argument("--top", type=int, default=15, help="kernels shown (by time share; default 15)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=_cmd_compare)


def _pairs(args: argparse.Namespace) -> list[tuple[Any, Any]]:
    from ..analysis.compare import load_side, run_sides

    if len(args.paths) == 1 and not (args.a or args.b):
        run = args.paths[0]
        if not run.is_dir():
            raise KitError(f"{run}: no such run folder")
        if not any(run.iterdir()):
            raise KitError(f"{run}: empty folder: not a run")
        return run_sides(run, args.base)
    if len(args.paths) != 2:
        raise KitError("compare takes A B (two config folders or traces) or one RUN folder")
    for p in args.paths:
        if p.is_dir() and not any(p.iterdir()):
            raise KitError(f"{p}: empty folder: no run config or trace in it")
    a = load_side([args.paths[0], *args.a], _label(args.paths[0]))
    b = load_side([args.paths[1], *args.b], _label(args.paths[1]))
    return [(a, b)]


def _label(p: Path) -> str:
    return p.name or str(p)


def _fmt_row(r: Any) -> str:
    import pandas as pd

    from ..analysis.stats import mde_text

    iv = f" [{r.ci_low:.3f}, {r.ci_high:.3f}]" if pd.notna(r.ci_low) else ""
    ratio = f" x{r.ratio:.3f}{iv}" if pd.notna(r.ratio) else ""
    share = f", {r.share:.1%} of time" if pd.notna(r.share) else ""
    extra = [x for x in (
        None if pd.isna(r.same_code) else "same code" if r.same_code else
        r.code_diff if "code_diff" in r._fields and pd.notna(r.code_diff) else "code differs",
        f"q={r.q_value:.2g}" + (f" ({r.family})" if "family" in r._fields and pd.notna(r.family) else "")
        if pd.notna(r.q_value) else None,
        mde_text(r.mde) if pd.notna(r.mde) else None,
        f"+{int(r.more_processes)} processes/side would decide" if pd.notna(r.more_processes) else None,
        r.shape if pd.notna(r.shape) else None,
        r.attribution if pd.notna(r.attribution) else None,
        r.code if "code" in r._fields and pd.notna(r.code) else None,
    ) if x]
    return f"  {r.kernel}: {r.verdict}{ratio}{share}" + (f"; {', '.join(extra)}" if extra else "")


def _cmd_compare(args: argparse.Namespace) -> int:
    from ..analysis.compare import compare_sides

    pairs = _pairs(args)
    results = []
    for a, b in pairs:
        c, code = compare_sides(a, b, args.min_effect, args.exclude_contaminated)
        results.append((a, b, c, code.summary if code is not None else None))
    if args.json:
        objs = []
        for a, b, c, code_line in results:
            o = c.to_json()
            o.update(a=a.label, b=b.label, code=code_line, contaminated={
                "a": a.noise.loc[a.noise["contaminated"].astype(bool), "process"].astype(int).tolist(),
                "b": b.noise.loc[b.noise["contaminated"].astype(bool), "process"].astype(int).tolist()})
            objs.append(o)
        print(json.dumps(objs[0] if len(objs) == 1 else {"base": results[0][0].label, "comparisons": objs}, indent=1))
        return 0
    first = [code for *_, code in results if code]
    if first:
        identical = [code for code in first if code.startswith("Whole programs identical")]
        print(identical[0] if len(identical) == len(first) else first[0])
    for a, b, c, code_line in results:
        if code_line and code_line != first[0]:
            print(code_line)
        print(c.headline(a.label, b.label))
        for n in c.notes:
            print(f"  note: {n}")
        e = c.end_to_end.iloc[0]
        if isinstance(e.note, str) and not c.notes:
            print(f"  note: {e.note}")
        nc = c.negative_controls
        if nc.get("kernels"):
            print(f"  negative controls: {nc['kernels']} same-code kernels, {nc['false_alarms']} called slower/faster"
                  f" (overdispersion x{nc['overdispersion']:.2f})")
        for side in (a, b):
            bad = side.noise[side.noise["contaminated"].astype(bool)]
            if len(bad):
                why = "; ".join(f"#{int(r.process)}: {r.reason}" for r in bad.itertuples())
                print(f"  contaminated processes of {side.label} ({'excluded' if args.exclude_contaminated else 'kept; --exclude-contaminated leaves them out'}): {why}")
        for r in c.kernels.head(args.top).itertuples():
            print(_fmt_row(r))
    return 0


def parse_percent(text: str) -> float:
    """``5%`` or ``0.05`` -> 0.05."""
    try:
        v = float(text[:-1]) / 100 if text.endswith("%") else float(text)
    except ValueError:
        raise KitError(f"--until-resolved {text!r}: give a percentage such as 5%") from None
    if not 0 < v < 1:
        raise KitError(f"--until-resolved {text!r}: must be between 0% and 100%")
    return v


#: what ``kit sweep --until-resolved`` can wait for (``--resolve``): the end-to-end comparison, the median MDE of the
#: ten kernels with most time, the compile time's
RESOLVE = ("end-to-end", "kernels", "compile")


def parse_resolve(text: str) -> tuple[str, ...]:
    """``end-to-end,kernels`` -> ("end-to-end", "kernels"); an unknown word is a KitError."""
    what = tuple(dict.fromkeys(w.strip() for w in text.split(",") if w.strip()))
    bad = [w for w in what if w not in RESOLVE]
    if bad or not what:
        raise KitError(f"--resolve {text!r}: give one or more of {', '.join(RESOLVE)} (comma-separated)")
    return what


def _resolved(run: Path, a: Any, n: str, target: float, what: tuple[str, ...], compiles: Any) -> tuple[bool, str]:
    """(resolved, why) of config ``n`` against the base side ``a`` (loaded once a round) on every quantity of ``what``;
    ``compiles``: the round's compile comparison (None when compile time is not asked)."""
    from ..analysis.compare import blocked, by_block, compare, load_side, resolved, resolved_mde, top_kernels_mde, two_sided

    b = load_side([run / n], n, traces="kernels" in what)
    paired = blocked(a, b)
    steps, kernels = two_sided(*((by_block(a), by_block(b)) if paired else (a, b)))
    said = []
    if "end-to-end" in what:  # end to end: paired by block where blocked
        said.append(resolved(compare(steps, None, min_effect=target, paired=paired), target))
    if "kernels" in what:
        k = compare(steps, kernels, min_effect=target, paired=paired).kernels
        said.append(resolved_mde(top_kernels_mde(k), target, "the 10 kernels' median MDE"))
    if compiles is not None:
        row = compiles[compiles["config"] == n]
        said.append(resolved_mde(float(row["mde"].iloc[0]) if len(row) else float("nan"), target, "compile-time MDE"))
    return all(ok for ok, _ in said), "; ".join(why for _, why in said)


def sweep_until_resolved(spec: Any, out: Path, target: float, max_repeats: int = 16, budget_minutes: float = 60.0,
                         progress: bool = True, what: tuple[str, ...] = ("end-to-end",)) -> Path:
    """``kit sweep --until-resolved``: sweep, compare every config with the first, add interleaved
    processes (doubling, as Pinpoint does) to the base and the configs still undecided, until each is
    resolved on every quantity of ``what`` (:data:`RESOLVE`: end to end by
    :func:`kitlib.analysis.compare.resolved`, the kernels' and compile time's MDE by
    :func:`~kitlib.analysis.compare.resolved_mde`), ``max_repeats`` is reached or the next round would overrun the
    budget. The manifest's ``until_resolved`` records every round and why it stopped.
    """
    import dataclasses
    import time

    from ..analysis.compare import load_side
    from ..analysis.design import compile_comparison
    from ..capture.sweep import read_manifest, sweep
    from ..runfolder import open_run
    from ..runfolder.write import write_manifest

    start = time.monotonic()
    repeats = max(2, spec.repeats)
    only: set[str] | None = None
    rounds: list[dict[str, Any]] = []
    base = spec.configs[0].name
    while True:
        run = sweep(dataclasses.replace(spec, repeats=repeats), out, progress=progress, only=only)
        m = read_manifest(run)
        ok = [c["name"] for c in m["configs"] if c.get("status") == "ok"]
        state: dict[str, str] = {}
        undecided = []
        if base in ok:
            a = load_side([run / base], base, traces="kernels" in what)
            compiles = compile_comparison(open_run(run), base, min_effect=target) if "compile" in what else None
            for n in ok:
                if n != base:
                    done, why = _resolved(run, a, n, target, what, compiles)
                    state[n] = why
                    if not done:
                        undecided.append(n)
        elapsed = time.monotonic() - start
        rounds.append({"repeats": repeats, "elapsed_s": round(elapsed, 1), "configs": state})
        processes = sum(len(c.get("processes", [])) for c in m["configs"])
        per_process = elapsed / max(1, processes)
        nxt = min(max_repeats, repeats * 2)
        if base not in ok:
            stop = f"base config {base} failed"
        elif not undecided:
            stop = "all resolved"
        elif repeats >= max_repeats:
            stop = f"max repeats {max_repeats} reached; undecided: {', '.join(undecided)}"
        elif elapsed + per_process * (nxt - repeats) * (len(undecided) + 1) > budget_minutes * 60:
            stop = f"budget of {budget_minutes:g} min would be exceeded; undecided: {', '.join(undecided)}"
        else:
            repeats, only = nxt, {base, *undecided}
            continue
        m["until_resolved"] = {"target": target, "resolve": list(what), "max_repeats": max_repeats,
                               "budget_minutes": budget_minutes, "rounds": rounds, "stopped": stop}
        write_manifest(run, m)
        print(f"until-resolved: {stop} after {len(rounds)} round(s), {repeats} processes per config")
        return run
