"""XLA releases as builds of one replay run (``kit replay SOURCE --xla-versions 0.6.2,0.7.1,...``): which release
changed the captured graphs' step time or compile time, and where.

The run is the replay's ordinary blocked run: every block holds one process per build (a build's configs share
it: one per split count), the builds' processes in a fresh random order, the same seeded inputs in every build
(:mod:`kitlib.capture.sweep`, :mod:`kitlib.capture.xla`). Every release was measured, so there is nothing to search:
each pair of adjacent measured builds (a build that failed is gone around and named) is compared paired by block
with kit bisect's own decision (:func:`kitlib.bisect.search.compare_paired`: Pinpoint's rule, the 5% band) on

- ``throughput``: per block, steps per second of the build's config (1 / its median timed step);
- ``compile_time_s``: per block, the median of the config's paired compiles (lower is better).

A pair that differs is a change point, explained as kit bisect explains one (:mod:`kitlib.bisect.explain`): kernels
through ``kit compare`` (with same-code controls), the HLO through ``kit diff``, the first pass where the two compiles
part through ``kit passes`` (a run made with ``--dump-passes``), and the XLA flag and jax option defaults that differ
between the two releases (listed; ``kit bisect`` measures them set back). Written to ``<run>/releases.json``, and,
for the first config, as kit bisect writes its result (``bisect.json``, ``bisect-compile_time_s.json``): notebook 05
and :func:`kitlib.bisect.search.read_bisect` read a release replay's run folder as a bisect folder.
"""
from __future__ import annotations

import statistics
from pathlib import Path
from typing import Any

from ..capture.xla import release_build
from ..errors import KitError
from ..runfolder import open_run
from ..runfolder.write import write_json_atomic
from .search import DIFFERENT, Settings, compare_paired

#: the run folder's record of the release comparison
RELEASES_JSON = "releases.json"
#: the metrics compared, each higher-is-better or not (kit bisect's)
METRICS = {"throughput": True, "compile_time_s": False}


def _builds(run: Any) -> list[dict[str, Any]]:
    """Per build (in the order given) its configs: ``{"label", "pins", "configs": {base config name: config}}``."""
    out: dict[str, dict[str, Any]] = {}
    for c in run.spec.get("configs", []):
        label = c.get("build")
        if not label:
            continue
        base = c["name"].split("_", 1)[1] if c["name"].startswith(f"{label}_") else "default"
        out.setdefault(label, {"label": label, "pins": list(c.get("xla", [])), "configs": {}})["configs"][base] = c["name"]
    return list(out.values())


def _values(run: Any, config: str, metric: str) -> dict[str, float]:
    """Block -> the metric of the config's process in that block (blocks it failed in left out)."""
    out = {}
    for p in run.processes(config):
        if p.get("status") != "ok":
            continue
        if metric == "throughput":
            steps = [t for t in p.get("step_times_s") or [] if t and t > 0]
            if steps:
                out[str(p["process"])] = 1.0 / statistics.median(steps)
        else:
            times = [t for t in p.get("compile_times_s") or [] if t and t > 0] or [p.get("compile_time_s") or 0.0]
            if times[0] > 0:
                out[str(p["process"])] = statistics.median(times)
    return out


def _explain(run: Any, a: dict[str, Any], b: dict[str, Any], config_a: str, config_b: str) -> dict[str, Any]:
    from ..analysis.passes import compare_passes, open_pass_side
    from .explain import _code, _kernels, build_defaults, changed_defaults

    da, db = run.process_dir(config_a), run.process_dir(config_b)
    e: dict[str, Any] = {"before": a["label"], "after": b["label"], "kernels": _kernels(da, db), "code": _code(da, db)}
    if run.spec.get("dump_passes"):
        try:
            pc = compare_passes(open_pass_side(da / "dump", a["label"]), open_pass_side(db / "dump", b["label"]))
            first = pc.first_divergence
            e["passes"] = {"first_divergence": None if first is None else str(first), "verdict": pc.verdict(), "text": pc.text()}
        except KitError as err:
            e["passes"] = {"error": str(err)}
    else:
        e["passes"] = {"note": "no per-pass dumps (kit replay --dump-passes)"}
    try:
        changed = changed_defaults(build_defaults(tuple(a["pins"])), build_defaults(tuple(b["pins"])))
        e["defaults"] = {"changed": changed, "measured": []}
    except KitError as err:
        e["defaults"] = {"error": str(err)}
    return e


def release_replay(path: str | Path, settings: Settings | None = None, explain: bool = True) -> dict[str, Any]:
    """Compare a release replay's builds, adjacent pair by adjacent pair, and explain each change point.

    Returns:
        ``{"builds": [{label, jaxlib, status (measured | failed), reason, blocks}], "pairs": [{config, metric, before,
        after, verdict, ratio (after / before of the metric), ci_low, ci_high, p_value, blocks, failed_between}],
        "change_points": [the pairs that differ, with ``kind`` regression | improvement], "explanations": [...]}``,
        also written to ``<run>/releases.json``.

    Raises:
        KitError: not a run folder, or a run without builds (not made with ``--xla-versions``).
    """
    run = open_run(path)
    builds = _builds(run)
    if len(builds) < 2:
        raise KitError(f"{run.path}: not a replay of XLA releases (kit replay --xla-versions): {len(builds)} build(s)")
    blocks = max((len(run.processes(c)) for b in builds for c in b["configs"].values()), default=0)
    s = settings or Settings(repeats=max(2, min(Settings.repeats, blocks)))  # few blocks, a wide interval: can't tell
    table = []
    for b in builds:
        ok = [c for c in b["configs"].values() if run.status(c) == "ok"]
        reasons = [str(run.entry(c).get("reason")) for c in b["configs"].values() if run.status(c) != "ok"]
        table.append({"label": b["label"], "jaxlib": release_build(b["label"].removeprefix("jaxlib-").split("-")[0], "").jaxlib,
                      "status": "measured" if ok else "failed", "reason": None if ok else (reasons[0] if reasons else None),
                      "blocks": max((len(run.processes(c)) for c in ok), default=0)})
    pairs: list[dict[str, Any]] = []
    changes: list[dict[str, Any]] = []
    explanations: list[dict[str, Any]] = []
    bases = list(dict.fromkeys(k for b in builds for k in b["configs"]))
    for base in bases:
        for metric, higher in METRICS.items():
            prev, failed = None, []
            for b in builds:
                name = b["configs"].get(base)
                vals = _values(run, name, metric) if name and run.status(name) == "ok" else {}
                if not vals:
                    failed.append(b["label"])
                    continue
                if prev is not None:
                    pa, va = prev
                    p = compare_paired(va, vals, s)
                    worse = (p.ratio < 1) if higher else (p.ratio > 1)
                    row = {"config": base, "metric": metric, "before": pa["label"], "after": b["label"], "verdict": p.verdict,
                           "ratio": p.ratio, "ci_low": p.ci_low, "ci_high": p.ci_high, "p_value": p.p_value,
                           "blocks": p.blocks, "failed_between": failed,
                           "kind": "regression" if worse else "improvement"}
                    pairs.append(row)
                    if p.verdict == DIFFERENT:
                        changes.append(row)
                        if explain and not any(e["config"] == base and e["before"] == pa["label"] and e["after"] == b["label"]
                                               for e in explanations):  # once per pair, whichever metric changed
                            explanations.append({"config": base, **_explain(run, pa, b, pa["configs"][base], name)})
                prev, failed = (b, vals), []
    out = {"builds": table, "pairs": pairs, "change_points": changes, "explanations": explanations,
           "settings": {"min_change": s.min_change, "alpha": s.alpha, "same_p": s.same_p, "blocks": blocks}}
    write_json_atomic(run.path / RELEASES_JSON, out)
    for metric in METRICS:  # kit bisect's own result, for notebook 05 and read_bisect (the first config's view)
        write_json_atomic(run.path / ("bisect.json" if metric == "throughput" else f"bisect-{metric}.json"),
                          _bisect_view(run, builds, bases[0] if bases else "default", metric, out))
    return out


def _bisect_view(run: Any, builds: list[dict[str, Any]], base: str, metric: str, out: dict[str, Any]) -> dict[str, Any]:
    """The comparison of one config and metric as :meth:`kitlib.bisect.search.BisectResult.as_dict` lays it out."""
    import numpy as np

    from ..analysis.stats import log_mean_interval

    rows = []
    for i, b in enumerate(builds):
        name = b["configs"].get(base)
        vals = list(_values(run, name, metric).values()) if name and run.status(name) == "ok" else []
        value = lo = hi = None
        if vals:  # the kit's one interval (geometric mean, t interval on the logs)
            value, lo, hi = (None if x != x else x for x in log_mean_interval(vals))
        compiles = [p.get("compile_time_s") for p in run.processes(name) if p.get("compile_time_s")] if name else []
        reason = None if vals else next((t["reason"] for t in out["builds"] if t["label"] == b["label"]), None)
        rows.append({"index": i, "label": b["label"], "status": "measured" if vals else "failed",
                     "runs": len(run.processes(name)) if name else 0, "blocks": len(vals), "value": value, "ci_low": lo,
                     "ci_high": hi, "compile_time_s": float(np.median(compiles)) if compiles else None, "reason": reason})
    cps = [{k: c[k] for k in ("before", "after", "ratio", "ci_low", "ci_high", "p_value", "kind", "failed_between", "blocks")}
           for c in out["change_points"] if c["config"] == base and c["metric"] == metric]
    walls = {p.get("block"): p.get("wall_s") or 0.0 for b in builds for c in b["configs"].values() for p in run.processes(c)}
    measured = sum(r["status"] == "measured" for r in rows)
    return {"metric": metric, "builds": len(rows), "builds_measured": measured, "runs": sum(r["runs"] for r in rows),
            "runs_this_time": 0, "machine_s": round(float(sum(walls.values())), 1), "scan": [r["label"] for r in rows],
            "scan_gap": 1, "scan_text": f"every release measured in every block (config {base}; kit replay --xla-versions)",
            "change_points": cps, "explanations": [e for e in out["explanations"] if e["config"] == base
                                                   and any((c["before"], c["after"]) == (e["before"], e["after"]) for c in cps)],
            "build_table": rows}


def release_text(r: dict[str, Any]) -> str:
    """The release comparison in a few lines (the CLI's): builds, every adjacent pair, each change point's explanation."""
    from .explain import explanation_text

    lines = ["XLA releases on the same graphs (paired by block; kit bisect's rule):"]
    for b in r["builds"]:
        lines.append(f"  {b['label']}: {b['status']}" + (f" ({b['reason']})" if b["reason"] else f", {b['blocks']} blocks"))
    for p in r["pairs"]:
        gone = f" (failed between: {', '.join(p['failed_between'])})" if p["failed_between"] else ""
        if p["blocks"] < 2:  # no interval from one block
            lines.append(f"  {p['config']} {p['metric']}: {p['before']} -> {p['after']}: can't tell ({p['blocks']} block "
                         f"holding both; --repeats){gone}")
            continue
        lines.append(f"  {p['config']} {p['metric']}: {p['before']} -> {p['after']}: {p['verdict']} x{p['ratio']:.3f} "
                     f"[{p['ci_low']:.3f}, {p['ci_high']:.3f}], {p['blocks']} blocks{gone}")
    if not r["change_points"]:
        lines.append("no change point between adjacent releases")
    for c in r["change_points"]:
        lines.append(f"change point ({c['metric']}, {c['config']}): {c['before']} -> {c['after']}: {c['kind']} x{c['ratio']:.3f}")
    for e in r["explanations"]:
        lines.append(f"{e['before']} -> {e['after']} ({e['config']}):")
        lines += ["  " + x for x in explanation_text(e).splitlines()]
    return "\n".join(lines)
