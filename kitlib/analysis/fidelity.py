"""How faithful a replay is: the replayed program against torch_xla's own compile of the same graphs.

A replay run (``hlo-replay``, ``torch-xla-replay``) compiles torch_xla's graphs by
construction, but with jaxlib's XLA, not the XLA inside torch_xla. Where the run
knows the capturing process (:attr:`kitlib.runfolder.run.Run.capture_dir`), this
module puts the two compiles side by side, per replayed HLO module:

- :func:`fidelity_counts`: instructions, computations and fusions, and the count of
  every opcode and fusion kind, in torch_xla's own optimised HLO (``captured``) and in
  the replayed config's (``replayed``);
- :func:`fidelity_kernels`: the kernels of both, paired by name, with the kit's one
  code rule (:func:`kitlib.analysis.code.same_code`): same code, differs, or on one side only;
- :func:`fidelity_summary`: one row per module with both, the versions of both XLAs and
  the ratio of the replayed step time to torch_xla's measured step time;
- :func:`xla_headline` and :func:`fidelity_gate`: the report's first lines: which XLA compiled whose graphs
  (the one torch_xla ships or not), and, where a module's share of kernels with the same code as torch_xla's
  own compile is below :data:`FIDELITY_GATE`, that the verdicts are about another compiler, with the numbers.

Checked against torch_xla 2.9.0 captures replayed by jaxlib 0.7.1 (the XLA torch_xla 2.9.0 ships) and 0.9.2 (XLA:CPU).
"""
from __future__ import annotations

from collections import Counter
from typing import Any

import pandas as pd

from ..errors import KitError
from ..runfolder.files import CodeSide
from ..runfolder.run import Run
from ..schema import Column, Schema, frame, with_doc
from .code import same_code

FIDELITY_COUNTS_SCHEMA = Schema([
    Column("hlo_module", "string", "HLO module name (torch_xla's SyncTensorsGraph.<n>)"),
    Column("what", "string", "total (instructions, computations, fusions), opcode or fusion_kind"),
    Column("name", "string", "what is counted"),
    Column("captured", "int64", "count in torch_xla's own optimised HLO of the module"),
    Column("replayed", "int64", "count in the replayed config's optimised HLO"),
    Column("same", "boolean", "captured == replayed"),
])

FIDELITY_KERNELS_SCHEMA = Schema([
    Column("hlo_module", "string", "HLO module name"),
    Column("kernel", "string", "kernel (fusion or instruction) name"),
    Column("status", "string", "same, differs, code unknown, only in a (torch_xla only), only in b (replay only)"),
    Column("same_code", "boolean", "compiled to the same code on both sides (<NA>: one side only)"),
    Column("ir_reordered", "boolean", "differs only in the order of IR instructions within blocks (<NA>: no IR on both sides)"),
])

FIDELITY_SUMMARY_SCHEMA = Schema([
    Column("hlo_module", "string", "HLO module name"),
    Column("instructions_captured", "int64", "instructions in torch_xla's optimised HLO"),
    Column("instructions_replayed", "int64", "instructions in the replayed optimised HLO"),
    Column("fusions_captured", "int64", "fusions in torch_xla's optimised HLO"),
    Column("fusions_replayed", "int64", "fusions in the replayed optimised HLO"),
    Column("opcodes_differing", "int64", "opcodes and fusion kinds whose counts differ"),
    Column("kernels_same_code", "int64", "kernels with the same code on both sides"),
    Column("kernels_differing", "int64", "kernels on both sides with different code"),
    Column("kernels_reordered", "int64", "of the differing, those whose IR holds the same instructions in another order "
           "(the two XLA builds' C++ compilers evaluating an emitter's arguments in other orders)"),
    Column("kernels_code_unknown", "int64", "kernels on both sides whose emitted code the dumps do not hold (never counted as same)"),
    Column("kernels_captured_only", "int64", "kernels only torch_xla's compile has"),
    Column("kernels_replayed_only", "int64", "kernels only the replay has"),
])


def _kernel_counts(kernels: pd.DataFrame) -> dict[str, int]:
    """A module's :func:`fidelity_kernels` rows counted: per status (same, differs, code unknown, only in a, only in
    b), ``reordered`` (differing kernels whose IR holds the same instructions in another order) and ``known``
    (kernels whose code is known: every status but code unknown)."""
    k = kernels["status"].value_counts()
    out = {s: int(k.get(s, 0)) for s in ("same", "differs", "code unknown", "only in a", "only in b")}
    out["reordered"] = int(((kernels["status"] == "differs") & kernels["ir_reordered"].fillna(False)).sum())
    out["known"] = len(kernels) - out["code unknown"]
    return out


def _base_config(run: Run, config: str | None) -> str:
    if config is not None:
        return config
    ok = run.ok_configs
    if not ok:
        raise ValueError(f"{run.path}: no ok config to compare with the capture")
    return ok[0]


def _counts(ins: pd.DataFrame) -> dict[str, Counter]:
    fusions = ins[ins["opcode"] == "fusion"]
    return {"total": Counter({"instructions": len(ins), "computations": int(ins["computation"].nunique()), "fusions": len(fusions)}),
            "opcode": Counter(ins["opcode"].astype(str)),
            "fusion_kind": Counter(fusions["fusion_kind"].dropna().astype(str))}


def _instructions(run: Run, config: str | None) -> tuple[pd.DataFrame, pd.DataFrame] | None:
    """The optimised HLO's instructions of the capture and of the replayed config; None when a side has none."""
    cap = run.capture_dump()
    if cap is None:
        return None
    sides = [d.of_kind("hlo_instructions", "hlo_after_optimizations") for d in (cap, run.dump(_base_config(run, config)))]
    if any(s is None or s.empty for s in sides):
        return None
    return sides[0], sides[1]


def replayed_modules(run: Run) -> list[str]:
    """The HLO module names a replay run replayed, in step order (``[]`` for other runs)."""
    return [str(m["hlo_module"]) for m in run.manifest.get("replay", {}).get("modules", [])]


@with_doc(FIDELITY_COUNTS_SCHEMA)
def fidelity_counts(run: Run, config: str | None = None) -> pd.DataFrame:
    """Counts per replayed module of torch_xla's optimised HLO against the replayed one (``config``: the first ok one).

    Returns:
        One row per (hlo_module, what, name) with a count on either side, totals first, with columns:
        {schema}
        Empty when the run has no capture with an optimised HLO dump (a replayed file or dump folder).
    """
    pair = _instructions(run, config)
    rows: list[dict[str, Any]] = []
    if pair is not None:
        cap, rep = pair
        for module in replayed_modules(run):
            a, b = _counts(cap[cap["hlo_module"] == module]), _counts(rep[rep["hlo_module"] == module])
            if not a["total"]["instructions"]:
                continue
            for what in ("total", "opcode", "fusion_kind"):
                for name in sorted(set(a[what]) | set(b[what])):
                    x, y = a[what].get(name, 0), b[what].get(name, 0)
                    rows.append({"hlo_module": module, "what": what, "name": name, "captured": x, "replayed": y, "same": x == y})
    return frame(rows, FIDELITY_COUNTS_SCHEMA)


@with_doc(FIDELITY_KERNELS_SCHEMA)
def fidelity_kernels(run: Run, config: str | None = None) -> pd.DataFrame:
    """The kernels of torch_xla's own compile (a) and of the replayed config (b), paired by (hlo_module, kernel).

    Returns:
        One row per kernel of a replayed module on either side, with columns:
        {schema}
        Empty when the run has no capture dump.
    """
    captured, cap_dir = run.capture_dump(), run.capture_dir
    if captured is None or cap_dir is None:
        return frame([], FIDELITY_KERNELS_SCHEMA)
    config = _base_config(run, config)
    t = same_code(CodeSide(cap_dir / "dump", "dump", captured), CodeSide(run.dump_dir(config), "dump", run.dump(config)))
    t = t[t["hlo_module"].isin(replayed_modules(run))]
    return frame(t[["hlo_module", "kernel", "status", "same_code", "ir_reordered"]].to_dict("records"), FIDELITY_KERNELS_SCHEMA)


@with_doc(FIDELITY_SUMMARY_SCHEMA)
def fidelity_summary(run: Run, config: str | None = None) -> pd.DataFrame:
    """One row per replayed module that torch_xla's capture compiled too (see the module docstring).

    Returns:
        Index-free frame with columns:
        {schema}
    """
    counts, kernels = fidelity_counts(run, config), fidelity_kernels(run, config)
    rows = []
    for module, c in counts.groupby("hlo_module", sort=False):
        tot = c[c["what"] == "total"].set_index("name")
        k = _kernel_counts(kernels[kernels["hlo_module"] == module])
        rows.append({"hlo_module": module,
                     "instructions_captured": int(tot.loc["instructions", "captured"]), "instructions_replayed": int(tot.loc["instructions", "replayed"]),
                     "fusions_captured": int(tot.loc["fusions", "captured"]), "fusions_replayed": int(tot.loc["fusions", "replayed"]),
                     "opcodes_differing": int((~c.loc[c["what"] != "total", "same"].astype(bool)).sum()),
                     "kernels_same_code": k["same"], "kernels_differing": k["differs"], "kernels_reordered": k["reordered"],
                     "kernels_code_unknown": k["code unknown"], "kernels_captured_only": k["only in a"],
                     "kernels_replayed_only": k["only in b"]})
    return frame(rows, FIDELITY_SUMMARY_SCHEMA)


def fidelity_facts(run: Run) -> dict[str, Any]:
    """What every replay report states first: the source, both XLAs, the inputs and the step-time ratio.

    Returns:
        ``{"source", "modules", "modules_from", "replayed_by", "captured_by", "inputs",
        "replay_step_s" (median over the first ok config's processes), "torch_xla_step_s" (the capture's
        median timed step, None without one), "step_ratio" (replay / torch_xla, None without one)}``.
    """
    import statistics

    rp = run.manifest.get("replay", {})
    ok = run.ok_configs
    res = run.result(ok[0]) if ok else None
    steps = [t for p in (run.processes(ok[0]) if ok else []) for t in (p.get("step_times_s") or [])]
    cap = run.capture_result()
    cap_steps = (cap or {}).get("step_times_s") or []
    replay_s = statistics.median(steps) if steps else None
    torch_s = statistics.median(cap_steps) if cap_steps else None
    captured = rp.get("captured_by") or {}
    return {
        "source": f"{rp.get('source_kind', '?')} {rp.get('source', '?')}",
        "modules": replayed_modules(run), "modules_from": rp.get("modules_from"),
        "replayed_by": (res or {}).get("replay", {}).get("xla", {}).get("replayed_by"),
        "captured_by": f"torch_xla {captured['torch_xla']}" if captured.get("torch_xla") else None,
        "inputs": (res or {}).get("replay", {}).get("inputs"),
        "replay_step_s": replay_s, "torch_xla_step_s": torch_s,
        "step_ratio": replay_s / torch_s if replay_s and torch_s else None,
    }


#: below this share of a module's kernels compiled to the same code as torch_xla's own compile, the report says
#: first that its verdicts are about the replaying XLA, not torch_xla's
FIDELITY_GATE = 0.9


def _jaxlibs(run: Run) -> dict[str, str]:
    """Config -> the jaxlib release its block process compiled with (its ``result.json``)."""
    out = {}
    for c in run.ok_configs:
        v = ((run.result(c) or {}).get("versions") or {}).get("jaxlib")
        if v:
            out[c] = str(v)
    return out


def xla_headline(run: Run) -> str | None:
    """Whose graphs, compiled by which XLA, and whether it is the one the capturing torch_xla ships
    (``torch_xla 2.9.0's graphs, compiled by jaxlib 0.7.1's XLA, the one torch_xla 2.9.0 ships.``); None for a
    run that is not a replay."""
    rp = run.manifest.get("replay")
    if not rp:
        return None
    cap = rp.get("captured_xla") or {}
    shipped = next((p.split("==", 1)[1] for p in cap.get("pins", []) if p.startswith("jaxlib==")), None)
    who = f"torch_xla {cap['torch_xla']}'s graphs" if cap.get("torch_xla") else "The replayed graphs (no torch_xla capture beside them)"
    releases = sorted(set(_jaxlibs(run).values()), key=lambda v: [int(x) if x.isdigit() else x for x in v.split(".")])
    if not releases:
        return f"{who}: no config compiled."
    by = (f"compiled by jaxlib {releases[0]}'s XLA" if len(releases) == 1 else
          f"compiled by the XLA of {len(releases)} jaxlib releases ({', '.join(releases)})")
    if not cap.get("torch_xla"):
        return f"{who}, {by}."
    if shipped is None:
        return f"{who}, {by}; the XLA torch_xla {cap['torch_xla']} ships is unknown ({cap.get('pins_from')})."
    if releases == [shipped]:
        return f"{who}, {by}, the one torch_xla {cap['torch_xla']} ships."
    if shipped in releases:
        return f"{who}, {by}; torch_xla {cap['torch_xla']} ships jaxlib {shipped}'s."
    return f"{who}, {by}, not the one torch_xla {cap['torch_xla']} ships (jaxlib {shipped})."


def fidelity_shares(run: Run) -> pd.DataFrame:
    """Per jaxlib release of the run (its first ok config) and replayed module: kernels with the same code as
    torch_xla's own compile, of the kernels on either side whose code is known (a kernel the dumps hold no emitted
    code of on both sides, a parallel fusion XLA:CPU emits inside its caller, is counted apart: neither same nor
    different). Columns ``jaxlib`` (string), ``config`` (string), ``hlo_module`` (string), ``same`` (int64),
    ``reordered`` (int64: differing kernels whose IR holds the same instructions in another order), ``kernels``
    (int64: whose code is known), ``code_unknown`` (int64), ``share`` (float64, 0-1: same / kernels),
    ``share_instructions`` (float64, 0-1: (same + reordered) / kernels). Empty without a capture dump."""
    rows = []
    first: dict[str, str] = {}
    for c, v in _jaxlibs(run).items():
        first.setdefault(v, c)
    for v, c in first.items():
        k = fidelity_kernels(run, c)
        for module, g in k.groupby("hlo_module", sort=False):
            n = _kernel_counts(g)
            known = n["known"]
            rows.append({"jaxlib": v, "config": c, "hlo_module": module, "same": n["same"], "reordered": n["reordered"],
                         "kernels": known, "code_unknown": n["code unknown"],
                         "share": n["same"] / known if known else float("nan"),
                         "share_instructions": (n["same"] + n["reordered"]) / known if known else float("nan")})
    return pd.DataFrame(rows, columns=["jaxlib", "config", "hlo_module", "same", "reordered", "kernels", "code_unknown",
                                       "share", "share_instructions"])


def fidelity_gate(run: Run, threshold: float = FIDELITY_GATE) -> str | None:
    """The line the report puts before any verdict when a replayed module's kernels are below ``threshold`` with the
    same instructions as torch_xla's own compile (the same code, or the same IR instructions in another order: the
    two XLA builds' C++ compilers, not XLA, tell those apart), with the numbers; None when every module is at or above
    it (or nothing to hold the replay against)."""
    try:
        t = fidelity_shares(run)
    except KitError as e:  # a side whose dump holds no code to fingerprint
        return f"Fidelity: can't tell how much of the replay's code is torch_xla's ({str(e).splitlines()[0][:300]})."
    low = t[t["share_instructions"] < threshold]
    if low.empty:
        return None
    cpus = fidelity_cpus(run)
    parts = [f"{r.hlo_module} with jaxlib {r.jaxlib}: {r.same} of {r.kernels} kernels the same code ({r.share:.0%})"
             + (f", {r.reordered} more the same instructions in another order" if r.reordered else "")
             + (f", {r.code_unknown} more whose code the dumps do not hold" if r.code_unknown else "") for r in low.itertuples()]
    return (f"Fidelity below {threshold:.0%}: torch_xla's own compile's instructions for only " + "; ".join(parts)
            + ". The verdicts below are about the replaying XLA as much as about torch_xla's."
            + (f" The graphs were captured on {cpus[0]} and replayed on {cpus[1]}: XLA:CPU compiles for the host's CPU "
               "(its vector widths, its loop unrolling), so part of the difference can be the CPUs'." if cpus else ""))


def fidelity_cpus(run: Run) -> tuple[str, str] | None:
    """(the capture's CPU model, the replay's) where the run's manifests say they differ, else None (the same, or
    unknown). XLA:CPU compiles for the host's CPU: a capture from another machine can differ in code for that alone
    (checked: torch_xla 2.9.0's bert-tiny captured on an AMD EPYC, replayed by jaxlib 0.7.1 on an Intel Xeon with
    AMX: 63 of its step graph's 118 kernels the same code, most of the rest unrolled otherwise; on the capture's machine every kernel the same
    instructions)."""
    captured = run.capture_cpu
    replayed = (run.manifest.get("machine") or {}).get("cpu_model")
    if not captured or not isinstance(replayed, str) or captured == replayed:
        return None
    return captured, replayed
