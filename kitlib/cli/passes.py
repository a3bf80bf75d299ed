"""``kit passes``: the compiler pass by pass.

    kit passes A B [--kernel K] [--json] [--html OUT] [--confirm [--repeats N] [--steps N]]
    kit passes RUN [--json]

A B: config folders of runs or XLA dump folders captured with per-pass dumps (``kit sweep --dump-passes``, or any
``--xla_dump_hlo_pass_re=.*`` folder): the two pass sequences aligned, the first pass after which the modules differ
and what it changed, and the first divergent pass of each kernel whose code differs or that ``kit compare A B``
calls slower (config folders with traces) (:func:`kitlib.analysis.passes.compare_passes`).
``--confirm`` measures the slower side again with ``--xla_disable_hlo_passes=<that pass>`` in a new run
(``<A's run>/../passes-confirm-<pass>``, or ``--out``): every config in each block process, configs a, b,
a-without-<pass>, b-without-<pass>; the verdict says whether disabling the pass restored the time. A run folder is
data: what runs is named by the user, ``--config SPEC.toml`` (model, backend, flags; its ``[[configs]]`` named as A's and
B's config folders), or ``--trust-run`` (the run's own manifest: model, backend, each config's flags and environment,
said on stderr before it runs); neither: one line saying what the manifest would run.

RUN: compile time phase by phase for every config (from the profiled compile ``--dump-passes`` records), whether
the phases add up to the measured compile time, the passes that took longest, and pipelines that ran away.
Bad input: one ``kit: ...`` line, exit 2.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import KitError

if TYPE_CHECKING:
    import pandas as pd


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``passes`` to the ``kit`` command's subparsers."""
    p = sub.add_parser("passes", help="which HLO pass made two compiles differ (A B); compile time phase by phase (RUN)")
    p.add_argument("paths", nargs="+", type=Path, help="A B (config or dump folders with per-pass dumps), or one RUN folder")
    p.add_argument("--kernel", help="follow only this kernel (its name in the optimised module)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--html", type=Path, help="also write the comparison as a self-contained HTML page to this file")
    p.add_argument("--confirm", action="store_true", help="measure the slower side again with the first divergent pass disabled")
    p.add_argument("--config", type=Path, help="--confirm: what to run, a TOML spec you name (model, backend, xla_flags, "
                   "source, ...; [[configs]] named as A's and B's config folders, with their flags and env)")
    p.add_argument("--trust-run", action="store_true", help="--confirm: run the model, backend, flags and environment A's "
                   "run's manifest.json names, as it stands (a run from elsewhere: its code runs here)")
    p.add_argument("--out", type=Path, help="--confirm: the run folder it makes (default <A's run>/../passes-confirm-<pass>)")
    p.add_argument("--repeats", type=int, default=4, help="--confirm: block processes (default 4)")
    p.add_argument("--steps", type=int, default=10, help="--confirm: timed rounds per block (default 10)")
    p.set_defaults(func=_cmd_passes)


def _cmd_passes(args: argparse.Namespace) -> int:
    if len(args.paths) == 1:
        return _one_run(args.paths[0], args.json)
    if len(args.paths) != 2:
        raise KitError("passes takes A B (two config or dump folders) or one RUN folder")
    if (args.config is not None or args.trust_run) and not args.confirm:
        raise KitError("--config and --trust-run say what --confirm runs: give --confirm too")
    from ..analysis.passes import compare_passes, open_pass_side

    sides = [open_pass_side(p) for p in args.paths]  # a side without per-pass dumps is refused before any profile is read
    c = compare_passes(*sides, kernel=args.kernel,
                       kernels=None if args.kernel else _slower_kernels(args.paths[0], args.paths[1]))
    if args.html:
        from ..report.passes import write_passes_html

        print(f"html: {write_passes_html(c, args.html)}", file=sys.stderr)
    confirm = _confirm(c, args) if args.confirm else None
    if args.json:
        doc = json.loads(c.to_json())
        if confirm is not None:
            doc["confirm"] = confirm
        sys.stdout.write(json.dumps(doc, indent=1) + "\n")
    else:
        sys.stdout.write(c.text() + "\n")
        if confirm is not None:
            sys.stdout.write("\n".join(confirm["lines"]) + "\n")
    return 0


def _slower_kernels(a: Path, b: Path) -> list[str]:
    """The kernels ``kit compare A B`` calls slower, where both sides are config folders with traces; else none."""
    from ..analysis.compare import compare_paths

    if not all((p / "trace").is_dir() or (p / "result.json").is_file() for p in (a, b)):
        return []
    try:
        k = compare_paths([a], [b]).kernels
    except KitError:  # no traces, different models: the kernels whose code differs are followed anyway
        return []
    return k.loc[k["verdict"] == "slower", "kernel"].astype(str).tolist()


def _one_run(run: Path, as_json: bool) -> int:
    import pandas as pd

    from ..analysis.compile_phases import compile_phases, pass_times, summarize_over_processes
    from ..analysis.passes import pass_sequence
    from ..analysis.phase_scaling import runaway_passes
    from ..runfolder.files import is_run_folder
    from ..runfolder.run import open_run

    if not is_run_folder(run):
        raise KitError(f"{run}: not a run folder; `kit passes A B` compares two config or dump folders")
    r = open_run(run)
    phases, check, parts = compile_phases(r)
    times = pass_times(r)
    runaway, dumped = [], {}
    for config in r.ok_configs:
        try:
            seq = pass_sequence((r, config))
        except KitError:
            continue
        dumped[config] = (seq["hlo_module"].nunique(), int((~seq["pipeline"].str.startswith("(")).sum()))
        runaway += [{"config": config, **x} for x in runaway_passes(seq).astype(object).to_dict("records")]
    if phases.empty and times.empty and not dumped:
        raise KitError(f"{run}: no profiled compile and no per-pass dumps (capture with kit sweep --dump-passes)")
    summary = summarize_over_processes(phases, "phase") if len(phases) else pd.DataFrame()
    if len(times):  # the profiled compile's times where there are (no dumps in them), else the metadata's
        times_one = times[times["source"] == "trace"] if times["source"].eq("trace").any() else times
        top = times_one.groupby(["config", "pass"], sort=False)["self_us"].sum().reset_index()
    else:
        top = times
    if as_json:
        def rows(df: pd.DataFrame) -> list[dict[str, Any]]:
            return [{k: (None if pd.isna(v) else v) for k, v in d.items()} for d in df.astype(object).to_dict("records")]

        sys.stdout.write(json.dumps({"phases": rows(summary), "check": rows(check), "parts": rows(parts),
                                     "pass_times": rows(times), "runaway": runaway}, indent=1, default=str) + "\n")
        return 0
    out = [f"run: {run}"] + [f"{c}: {m} HLO module(s), {n} passes in the per-pass dumps" + ("" if c in set(summary.get("config", []))
                              else " (no profiled compile: its backend records none)") for c, (m, n) in dumped.items()]
    for config, g in summary.groupby("config", sort=False):
        ck = check[check["config"] == config]
        out.append(f"{config}: compile {ck['measured_us'].mean() / 1e3:.1f} ms measured, phases add up to "
                   f"{ck['ratio'].mean():.1%} of it ({len(ck)} processes, {int(ck['within_5pct'].sum())} within 5%)")
        for s in g.itertuples():
            iv = f" [{s.ci_low_ms:.1f}, {s.ci_high_ms:.1f}]" if pd.notna(s.ci_low_ms) else ""
            out.append(f"  {s.what}: {s.mean_ms:.1f} ms{iv}")
        pa = parts[parts["config"] == config]
        for kind, h in pa.groupby("kind", sort=False):
            per = h.groupby("process")["duration_us"].agg(["size", "sum"]).mean()
            out.append(f"  on pool threads, {kind}: {per['size']:.0f} per compile, {per['sum'] / 1e3:.1f} ms of CPU")
        t = top[top["config"] == config].nlargest(5, "self_us") if len(top) else top
        if len(t):
            out.append("  longest passes (self time, all processes): "
                       + ", ".join(f"{x.pass_name} {x.self_us / 1e3:.1f} ms" for x in t.rename(columns={"pass": "pass_name"}).itertuples()))
    for w in runaway:
        out.append(f"{w['config']}: {w['hlo_module']}: {w['pipeline']} {w['verdict']} ({w['detail']}; passes: {w['passes']})")
    sys.stdout.write("\n".join(out) + "\n")
    return 0


# ---------------------------------------------------------------------------- --confirm


def _confirm(c: Any, args: argparse.Namespace) -> dict[str, Any]:
    """Measure a, b and each with the first divergent pass disabled, in one new run; the verdict."""
    from ..analysis.passes import INPUT, OUTPUT, PIPELINE_START, confirm_verdict

    fd = c.first_divergence
    if fd is None:
        raise KitError("--confirm: the two compiles are identical through every HLO pass: no pass to disable "
                       "(the difference is in the backend: kit diff)")
    if fd.pipeline in (INPUT, OUTPUT) or fd.pass_name == PIPELINE_START:
        raise KitError(f"--confirm: the modules first differ at {fd.where}, which is not an HLO pass XLA can disable "
                       "(--xla_disable_hlo_passes names passes of a pass pipeline)")
    from ..capture.confirm import confirm_spec, run_confirm, run_of, slug, what_to_run
    from . import printable

    run_a, run_b = run_of(args.paths[0]), run_of(args.paths[1])
    if run_a is None or run_b is None or run_a != run_b:
        raise KitError("--confirm measures configs of one run (one build, flags apart): A and B are not configs of the "
                       "same run; for two builds, rerun the slower build with --xla_disable_hlo_passes="
                       f"{fd.pass_name} (benchmarks/passes_builds.py --confirm does it for jax releases)")
    what = what_to_run(run_a, args.config, args.trust_run, (args.paths[0].name, args.paths[1].name),
                       say=lambda text: print(printable(text), file=sys.stderr))
    spec = confirm_spec(what, args.paths[0].name, args.paths[1].name, fd.pass_name, args.repeats, args.steps)
    run = run_confirm(spec, args.out or run_a.parent / f"passes-confirm-{slug(fd.pass_name)}")
    return confirm_verdict(run, fd.pass_name)
