"""At every change point, without being asked: which kernels, what code, which pass, which changed default.

For a change point between builds A (before) and B (after) of a bisect of builds from pins
(:class:`Explainer`, called by :func:`kitlib.bisect.search.bisect_builds`):

1. ``blocks`` more blocks of A and B, every run profiled (``--profile --dump``; at a compile-time change point
   doubling, up to the search's cap, until the profiled compiles tell the change), and one block with the
   module after every HLO pass dumped (``--passes``). They are processes of the builds' config folders in
   ``<out>/run`` like every other run (diagnostic: the search's metric leaves them out).
2. Kernels: :func:`kitlib.analysis.compare.compare_paths` on the two config folders (process as the unit;
   same-code kernels as negative controls): which kernels got slower or faster, with intervals.
3. Code: :func:`kitlib.analysis.code.diff_code` on the two config folders (``kit diff``): HLO instructions
   added, removed or changed, and per kernel whether its code differs.
4. Passes: the first HLO pass where the two builds' compiles diverge,
   :func:`kitlib.analysis.passes.compare_passes` on the two pass dumps (``kit passes``), and the fixed-point
   pipelines that ran to XLA's iteration limit or cycled in either (:func:`kitlib.analysis.phase_scaling.runaway_passes`);
   and where the compile
   time went in each: the profiled runs' compiles split into phases and HLO passes, paired by block
   (:func:`kitlib.analysis.compile_phases.phase_change`), the headline of a compile-time change point.
5. Between two torch_xla builds, the lowering or the compiler (:mod:`kitlib.bisect.split`): each build's graphs
   replayed under each build's XLA in paired blocks; does the time follow the graphs, the XLA, both or neither?
6. The upgrade explainer: each build's XLA flag defaults and jax config values
   (``python -m kitlib.probe --defaults`` in its environment, kept there as ``defaults.json``); the ones
   whose values differ between A and B (CPU and general XLA flags; jax options) are each set back to A's
   value on B (``XLA_FLAGS=--<flag>=<A's value>``, ``JAX_<OPTION>=<A's value>``), and measured with A and
   B in ``repeats`` blocks: which one restores A's time, with its interval (paired by block).

Each explanation is kept as ``<out>/explanations/<A>__<B>.json`` with the runs it was made from: a resumed
bisect with no new runs of A or B takes it as it is (reading the profiles again takes minutes).
"""
from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

from ..analysis.stats import restoration
from ..capture.envs import ensure_env
from ..errors import KitError, ParseError
from ..runfolder.layout import TRACE_DIR
from ..runfolder.write import write_json_atomic
from ..schema import records
from .candidates import Candidate
from .runner import RUN_DIR, torch_build
from .search import UNKNOWN, ChangePoint, State, compile_metric, dump_run, higher_is_better, time_verdict

#: flags never set back: another platform's, and the ones that only say where or how to dump
_SKIP_FLAG = re.compile(r"(^|_)(gpu|tpu|dump|hlo_graph|hlo_pass_fix|hlo_evaluator)(_|$)")
#: jax options never set back: where it runs, logging, caches, tracebacks
_SKIP_JAX = re.compile(r"platform|log|cache|traceback|debug|disable_jit|check_tracer|tracer_error|coordination|"
                       r"distributed|xla_backend|num_cpu_devices|profil|compilation_cache|pgle")
#: where each change point's explanation is kept in the bisect folder (``<before>__<after>.json``)
EXPLANATIONS_DIR = "explanations"
#: the most settings set back per change point (the rest are listed, not measured)
MAX_SETTINGS = 8


def build_defaults(pins: tuple[str, ...]) -> dict[str, Any]:
    """The build's XLA flag defaults and jax config (``defaults.json`` in its environment, made once).

    Raises:
        KitError: the environment cannot be made, or the probe cannot say its defaults.
    """
    env = ensure_env(pins)
    if not env.ok or env.python is None:
        raise KitError(f"{' '.join(pins)}: environment not made ({env.reason})")
    from ..capture.probe import DEFAULTS_VERSION

    f = env.path / "defaults.json"
    try:
        kept = json.loads(f.read_text()).get("version") == DEFAULTS_VERSION
    except (OSError, ValueError, AttributeError):
        kept = False
    if not kept:  # none yet, or written by an older kit (torch_xla builds had no XLA flags then)
        from .._paths import KITLIB_ROOT

        p = subprocess.run([str(env.python), "-m", "kitlib.probe", "--defaults", "--out", str(env.path)],
                           capture_output=True, text=True, timeout=600,
                           env={"PYTHONPATH": str(KITLIB_ROOT), "PATH": "/usr/bin:/bin", "JAX_PLATFORMS": "cpu"})
        if p.returncode != 0 or not f.is_file():
            raise KitError(f"{env.path}: the probe could not say the build's defaults: {p.stderr.strip()[-300:]}")
    return json.loads(f.read_text())


def changed_defaults(a: dict[str, Any], b: dict[str, Any]) -> list[dict[str, Any]]:
    """Rows ``{kind, name, before, after, set_back}`` of XLA flags, jax options and torch_xla's environment variables
    (``torch_xla_env``: the ``XLA_*`` / ``PT_XLA_*`` its Python code reads) whose values differ between two builds'
    defaults (:func:`build_defaults`); ``set_back``: the environment that puts A's value on B, or None (another
    platform's, dump-only, or an option or variable only one build has: ``before``/``after`` None).

    XLA cuts its flag list at about 15,000 bytes, so a flag missing from one build's list may lie beyond that
    list's cut: only flags on both lists are rows (one on one list only is new, removed, or cut: the lists
    cannot tell which)."""
    rows = []
    fa, fb = a.get("xla_flags", {}), b.get("xla_flags", {})
    for name in sorted(set(fa) | set(fb)):
        va, vb = (fa.get(name) or {}).get("default"), (fb.get(name) or {}).get("default")
        if va == vb or not (name in fa and name in fb):  # one-sided: new, removed, or beyond one list's cut
            continue
        ok = va is not None and vb is not None and not _SKIP_FLAG.search(name)
        rows.append({"kind": "xla_flag", "name": name, "before": va, "after": vb,
                     "set_back": {"XLA_FLAGS": f"--{name}={va}"} if ok else None})
    ja, jb = a.get("jax_config", {}), b.get("jax_config", {})
    for name in sorted(set(ja) | set(jb)):
        va, vb = ja.get(name, None), jb.get(name, None)
        if str(va) == str(vb):
            continue
        ok = name in ja and name in jb and isinstance(va, (bool, int, str)) and not _SKIP_JAX.search(name)
        value = str(va).lower() if isinstance(va, bool) else str(va)
        rows.append({"kind": "jax_config", "name": name, "before": va, "after": vb,
                     "set_back": {name.upper(): value} if ok and name.startswith("jax_") else None})
    ta, tb = a.get("torch_xla_env", {}), b.get("torch_xla_env", {})
    for name in sorted(set(ta) | set(tb)):
        va, vb = ta.get(name), tb.get(name)
        if name in ta and name in tb and va == vb:
            continue
        ok = name in ta and name in tb and va is not None
        rows.append({"kind": "torch_xla_env", "name": name, "before": va if name in ta else None,
                     "after": vb if name in tb else None, "set_back": {name: str(va)} if ok else None})
    return rows


def _config_name(label: str, row: dict[str, Any]) -> str:
    if row.get("kind") == "hlo_pass":
        return f"{label}@no-{re.sub(r'[^A-Za-z0-9._-]+', '-', str(row['pass']))}"
    return f"{label}@{row['name']}={re.sub(r'[^A-Za-z0-9._-]+', '-', str(row['before']))}"


class Explainer:
    """The explanation of each change point (see the module's text); a callable for ``bisect_builds(explain=...)``.

    Args:
        out: the bisect folder.
        blocks: profiled blocks of the two builds per change point.
    """

    def __init__(self, out: Path, blocks: int = 3):
        self.out, self.blocks = Path(out), blocks

    def __call__(self, st: State, cp: ChangePoint) -> dict[str, Any]:
        by = {c.label: c for c in st.c}
        a, b = by[cp.before], by[cp.after]
        out: dict[str, Any] = {"before": a.label, "after": b.label, "metric": st.settings.metric}
        if not (a.pins and b.pins):
            return {**out, "note": "builds from commands: nothing to explain beyond the ratio"}
        pair = [(a, a.label, ()), (b, b.label, ())]
        profiled = ("profile", "dump", "torch-xla-debug")  # (the last: torch_xla builds)
        st.run_blocks(pair, self.blocks, probe=profiled)
        n, read = self.blocks, dict[Path, Any]()
        while compile_metric(st.settings.metric) and n < st.settings.max_repeats:
            # a compile-time change point: profiled blocks double until its compile table tells, as the search's did
            whole = (_compile(st, self.out / RUN_DIR, a, b, read).get("rows") or [{}])[0]
            if whole.get("verdict") not in (None, "can't tell"):
                break
            more = min(n, st.settings.max_repeats - n)
            st.run_blocks(pair, more, probe=profiled)
            n += more
        st.run_blocks(pair, 1, probe=("dump", "passes"))
        out["defaults"] = self._defaults(st, a, b)  # (runs the settings' blocks)
        out["runs"] = sorted(f"{m.key}#{m.attempt}" for m in st.all_runs() if m.key in (a.label, b.label))
        # the explanation made before from the very same runs (a resumed bisect) is kept, not made again
        saved = self.out / EXPLANATIONS_DIR / f"{a.label}__{b.label}.json"
        try:
            old = json.loads(saved.read_text())
        except (OSError, ValueError):
            old = None
        # (one made by a kit without kit passes, or before the pass column said its verdict, is made again)
        torch = torch_build(a.pins) and torch_build(b.pins)
        if (old is not None and old.get("runs") == out["runs"] and {"verdict", "error"} & set(old.get("passes", {}))
                and ("split" in old or not torch) and "compile" in old and "lowering" in old):
            return {**old, "defaults": out["defaults"]}
        run = self.out / RUN_DIR
        out["kernels"] = _kernels(run / a.label, run / b.label)
        da, db = dump_run(st, run, a), dump_run(st, run, b)
        out["code"] = _code(da, db) if da and db else {"error": "no run of one of the builds kept XLA's dumps"}
        out["lowering"] = _code(da, db, "before") if da and db else out["code"]  # what the front end gave XLA
        out["passes"] = _passes(st, run, a, b)
        out["compile"] = _compile(st, run, a, b, read)
        if compile_metric(st.settings.metric) and cp.kind == "regression":  # its passes disabled on the newer build
            out["ablation"] = _ablation(st, a, b, out["passes"], out["compile"])
        if torch:  # the lowering or the compiler: each release's graphs under each release's XLA
            from .split import split_change

            out["split"] = split_change(st, self.out, a, b)
        saved.parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(saved, out)
        return out

    def _defaults(self, st: State, a: Candidate, b: Candidate) -> dict[str, Any]:
        try:
            da, db = build_defaults(a.pins), build_defaults(b.pins)
        except KitError as e:
            return {"error": str(e), "changed": [], "measured": []}
        rows = changed_defaults(da, db)
        unread = [f"{c.label}: {d['xla_flags_error']}" for c, d in ((a, da), (b, db))
                  if d.get("xla_flags_error") and not d.get("xla_flags")]
        if unread:  # no flag list on a side: "no XLA flag differs" could not be told
            return {"error": "XLA flag defaults not read (" + "; ".join(unread) + ")", "changed": rows, "measured": []}
        todo = [r for r in rows if r["set_back"]][:MAX_SETTINGS]
        return {"changed": rows, "measured": _set_back(st, a, b, todo),
                "not_measured": [r["name"] for r in rows if r["set_back"]][MAX_SETTINGS:]}


def _set_back(st: State, a: Candidate, b: Candidate, todo: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each row's ``set_back`` environment put on build B, measured with A and B in the same blocks (more blocks while
    one cannot tell, doubling up to the cap): per row its config, ratios to each build with intervals, and the kit's
    one restoration verdict (:func:`kitlib.analysis.stats.restoration`: restores, moves toward, no effect, can't tell)."""
    variants = [(b, _config_name(b.label, r), tuple(r["set_back"].items())) for r in todo]
    if variants:
        st.run_blocks([(a, a.label, ()), (b, b.label, ()), *variants], st.settings.repeats)
    while variants:  # a setting that cannot tell yet gets more blocks (with both builds), doubling up to the cap
        open_ = [v for v in variants if not st.failed(v[1]) and st.compare(b.label, v[1]).verdict == UNKNOWN]
        n = st.compare(b.label, open_[0][1]).blocks if open_ else 0
        if not open_ or n >= st.settings.max_repeats:
            break
        st.run_blocks([(a, a.label, ()), (b, b.label, ()), *open_], min(n, st.settings.max_repeats - n))
    higher = higher_is_better(st.settings.metric)
    measured = []
    for r, (_, name, _env) in zip(todo, variants):
        if st.failed(name):
            measured.append({**r, "config": name, "status": "failed", "reason": st.runs[name][0].reason})
            continue
        vs_a, vs_b = st.compare(a.label, name), st.compare(b.label, name)
        mc = st.settings.min_change
        verdict = restoration(time_verdict(vs_b, higher, mc), time_verdict(vs_a, higher, mc),
                              time_verdict(st.compare(a.label, b.label), higher, mc))  # the kit's one rule
        measured.append({**r, "config": name, "status": "measured",
                         "ratio_to_before": vs_a.ratio, "ci_low_to_before": vs_a.ci_low, "ci_high_to_before": vs_a.ci_high,
                         "ratio_to_after": vs_b.ratio, "ci_low_to_after": vs_b.ci_low, "ci_high_to_after": vs_b.ci_high,
                         "blocks": vs_a.blocks, "verdict": str(verdict), "higher_is_better": higher})
    return measured


def ablation_targets(passes: dict[str, Any], phases: dict[str, Any]) -> dict[str, str]:
    """The passes to disable on the newer build at a compile-time change point, each with why: the first pass where the
    two compiles diverge (``passes``: the explanation's ``kit passes`` record) and the pass whose time grew most among
    those slower (``phases``: its compile record, :func:`_compile`)."""
    named: dict[str, str] = {}
    if passes.get("first_pass"):
        named[str(passes["first_pass"])] = "the first pass where the two compiles diverge"
    grown = [r for r in phases.get("rows", []) if r["what"] == "pass" and r["verdict"] == "slower"]
    if grown:
        top = max(grown, key=lambda r: r["b_ms"] - r["a_ms"])
        named[top["name"]] = (named.get(top["name"], "") + "; " if top["name"] in named else "") + "the pass whose time grew most"
    return named


def _ablation(st: State, a: Candidate, b: Candidate, passes: dict[str, Any], phases: dict[str, Any]) -> dict[str, Any]:
    """At a compile-time change point: :func:`ablation_targets` each disabled in the newer build
    (``--xla_disable_hlo_passes``) and measured against both builds (:func:`_set_back`)."""
    named = ablation_targets(passes, phases)
    if not named:
        return {"note": "no pass to disable: the compiles diverge in no HLO pass and no pass's time grew"}
    todo = [{"kind": "hlo_pass", "name": f"disable {n}", "pass": n, "why": why, "before": None, "after": None,
             "set_back": {"XLA_FLAGS": f"--xla_disable_hlo_passes={n}"}} for n, why in named.items()]
    return {"measured": _set_back(st, a, b, todo)}


def _kernels(a: Path, b: Path) -> dict[str, Any]:
    from ..analysis.compare import compare_paths

    try:
        c = compare_paths([a], [b])
    except KitError as e:
        return {"error": f"{e}{_no_kernel_events(a, b)}"}
    k = c.kernels.sort_values("share", ascending=False)
    keep = k[k["verdict"].isin(["slower", "faster"])].head(10)
    if len(keep) < 5:
        keep = k.head(10)
    j = c.to_json()
    rows = [r for r in j["kernels"] if r["kernel"] in set(keep["kernel"])]
    return {"headline": c.headline(a.name, b.name), "end_to_end": j["end_to_end"], "kernels": rows,
            "negative_controls": j["negative_controls"]}


def _no_kernel_events(*configs: Path) -> str:
    """Why a kernel comparison may have nothing to compare: a build whose profiled runs wrote no profile (the probe's
    reason, e.g. torch_xla 2.5-2.6's profiler has no ``start_trace``), or whose profile holds no XLA kernel events."""
    from ..textio import load_json
    from ..timings.xplane import read_xplane
    from .runner import PROBE_JSON

    empty, failed = [], []
    for c in configs:
        for t in sorted(c.glob(f"**/{TRACE_DIR}"))[:1]:
            try:
                if read_xplane(t).kernels.empty:
                    empty.append(c.name)
            except (KitError, ParseError):
                pass
        for rec in sorted(c.glob(f"**/{PROBE_JSON}")):
            try:
                why = load_json(rec).get("trace_error")
            except (OSError, KitError, AttributeError):
                continue
            if isinstance(why, str) and why:
                failed.append(f"{c.name}: {why}")
                break
    out = f" ({'; '.join(failed)})" if failed else ""
    return out + ((f" ({', '.join(empty)}: the profile holds no per-kernel events; that jaxlib's XLA:CPU traces its thunk "
                   "executor only, not each kernel)") if empty else "")


def _code(a: Path, b: Path, level: str = "hlo") -> dict[str, Any]:
    """``kit diff --level hlo`` (the optimised HLO) or ``before`` (the HLO before optimisations: the lowering's) of
    two dump runs: instruction counts by status and by opcode."""
    from ..analysis.code import diff_code

    try:
        d = diff_code(a, b, level=level)
    except KitError as e:
        return {"error": str(e)}
    counts = d.hlo_counts
    return {"hlo": d.hlo_status,
            "counts": records(counts)}


def _compile(st: State, run: Path, a: Candidate, b: Candidate, read: dict[Path, Any] | None = None) -> dict[str, Any]:
    """Where the compile time went in each build: the profiled runs' compiles split into phases and HLO passes
    (:func:`kitlib.analysis.compile_phases.phase_change`), paired by block: ``rows`` and a one-line ``text``.
    ``read``: the profiles' events read so far, by folder (each profile is read once per explanation)."""
    from ..analysis.compile_phases import phase_change
    from ..runfolder.layout import process_dir
    from ..timings.xplane import newest_xplane, read_xplane

    cache = {} if read is None else read

    def events(c: Candidate) -> dict[str, Any]:
        out = {}
        for m in st.runs.get(c.label, []):
            if m.ok and "profile" in m.probe and m.block:
                d = process_dir(run, c.label, m.attempt) / TRACE_DIR
                if d not in cache:
                    try:
                        cache[d] = read_xplane(newest_xplane(d)).events
                    except (KitError, ParseError):
                        cache[d] = None
                if cache[d] is not None:
                    out[m.block] = cache[d]
        return out

    t = phase_change(events(a), events(b), st.settings.min_change)
    if t.empty:
        return {"error": "no profiled run of both builds in one block holds an XLA compile event"}
    rows = records(t)
    whole = rows[0]
    phases = [r for r in rows if r["what"] == "phase" and r["share_of_change"] is not None]
    top = max(phases, key=lambda r: r["share_of_change"], default=None)  # the share is of the change, either way
    text = f"compile {whole['verdict']} {_ratio(whole)} ({whole['blocks']} blocks)"
    if top is not None:
        text += f"; most of it in {top['name']}: {top['verdict']} {_ratio(top)}, {top['share_of_change']:.0%} of the change"
    return {"rows": rows, "text": text}


def _passes(st: State, run: Path, a: Candidate, b: Candidate) -> dict[str, Any]:
    """The first pass where the two builds' compiles diverge, from the pass-dump runs (``--passes``)."""
    from ..analysis.passes import INPUT, OUTPUT, PIPELINE_START, compare_passes, open_pass_side, pass_sequence
    from ..analysis.phase_scaling import runaway_passes
    from ..runfolder.layout import DUMP_DIR

    def dump(c: Candidate) -> Path | None:
        folder = dump_run(st, run, c, "passes")
        return None if folder is None else folder / DUMP_DIR

    da, db = dump(a), dump(b)
    if da is None or db is None:
        return {"error": "no pass dump of one of the builds (its --passes run failed)"}
    try:
        pc = compare_passes(open_pass_side(da, a.label), open_pass_side(db, b.label))  # named by build, not process
    except KitError as e:
        return {"error": str(e)}
    first = pc.first_divergence  # None: the two compiles agree after every pass (the verdict says where they part)
    real = first is not None and first.pipeline not in (INPUT, OUTPUT) and first.pass_name != PIPELINE_START
    out = {"first_divergence": None if first is None else str(first),
           "first_pass": first.pass_name if real and first is not None else None,  # a pass one can disable, not a marker
           "verdict": pc.verdict(), "text": pc.text()}
    runaway = {}  # fixed-point pipelines that ran to XLA's iteration limit or cycled, in either build
    for c, d in ((a, da), (b, db)):
        try:
            r = runaway_passes(pass_sequence(d))
        except KitError:
            continue
        r = r[r["verdict"] != "many runs"]
        if len(r):
            runaway[c.label] = records(r)
    return {**out, "runaway": runaway}


def _pass_line(p: dict[str, Any]) -> str:
    """The pass column in one line: the first divergence, else the verdict (identical through every pass, and the
    backend step where the compiles part)."""
    return str(p.get("note") or p.get("error") or p.get("first_divergence") or p.get("verdict") or "no divergence")


def explanation_text(e: dict[str, Any]) -> str:
    """The explanation of one change point in a few lines (the CLI's)."""
    if "note" in e:
        return e["note"]
    lines = []
    phases = e.get("compile")
    compile_first = compile_metric(str(e.get("metric", "")))
    if phases is not None and compile_first:  # a compile-time change point: where the compile went, before any kernel
        lines += _compile_lines(phases)
    k = e.get("kernels", {})
    if "error" in k:
        lines.append(f"kernels: {k['error']}")
    else:
        lines.append(k.get("headline", ""))
        for r in k.get("kernels", []):
            if r.get("verdict") in ("slower", "faster"):
                iv = f"[{r['ci_low']:.3f}, {r['ci_high']:.3f}]" if r.get("ci_low") is not None else ""
                lines.append(f"  kernel {r['kernel']}: {r['verdict']} x{r['ratio']:.3f} {iv} (share {r.get('share') or 0:.0%},"
                             f" same code: {r.get('same_code')})")
    for key, label, what in (("lowering", "lowering (kit diff --level before)", "HLO before optimisations"),
                             ("code", "code (kit diff)", "HLO instructions")):
        c = e.get(key)
        if c is not None:
            lines.append(f"{label}: {c['error']}" if "error" in c else
                         f"{label}: {what} " + ", ".join(f"{k} {v}" for k, v in c.get("hlo", {}).items()))
    p = e.get("passes", {})
    lines.append(f"passes: {_pass_line(p)}")
    for label, rows in (p.get("runaway") or {}).items():
        lines += [f"  runaway pipeline in {label}: {r['pipeline']} ({r['hlo_module']}): {r['verdict']}, {r['detail']}; "
                  f"still changing: {r['passes']}" for r in rows]
    if phases is not None and not compile_first:
        lines += _compile_lines(phases)
    if "split" in e:
        lines += _split_lines(e["split"])
    ab = e.get("ablation")
    if ab is not None:
        lines.append(f"passes disabled on {e['after']}: {ab['note']}" if "note" in ab else f"passes disabled on {e['after']}:")
        lines += ["  " + _set_back_line(r, e) for r in ab.get("measured", [])]
    d = e.get("defaults", {})
    if "error" in d:
        lines.append(f"defaults: {d['error']}")
    if "error" not in d or d.get("changed"):
        lines.append(f"defaults that differ: {len(d.get('changed', []))} "
                     f"({', '.join(r['name'] for r in d.get('changed', [])[:12])})")
        lines += ["  " + _set_back_line(r, e) for r in d.get("measured", [])]
    return "\n".join(lines)


def _set_back_line(r: dict[str, Any], e: dict[str, Any]) -> str:
    """One measured set-back (a default set back, a pass disabled) on the newer build, in one line."""
    what = r["name"] if r.get("kind") == "hlo_pass" else f"{r['name']}={r['before']}"
    if r["status"] != "measured":
        return f"{what} on {e['after']}: failed ({r.get('reason')})"
    return (f"{what} on {e['after']}: {r['verdict']}: x{r['ratio_to_before']:.3f} [{r['ci_low_to_before']:.3f}, "
            f"{r['ci_high_to_before']:.3f}] of {e['before']}, x{r['ratio_to_after']:.3f} of {e['after']} ({r['blocks']} blocks)"
            + (f" ({r['why']})" if r.get("why") else ""))


def _ratio(r: dict[str, Any]) -> str:
    """``x1.234 [1.100, 1.400]`` of a row with ``ratio``, ``ci_low``, ``ci_high``; what of it is known (a row on one side
    only, or of one block, has none)."""
    def f(v: Any) -> str:
        return "?" if v is None or v != v else f"{v:.3f}"

    return "" if r.get("ratio") is None else f"x{f(r['ratio'])} [{f(r.get('ci_low'))}, {f(r.get('ci_high'))}]"


def _compile_lines(c: dict[str, Any]) -> list[str]:
    """The compile's phases in a few lines: the headline, then each phase and pass that moved."""
    if "error" in c:
        return [f"compile phases: {c['error']}"]
    out = [f"compile phases: {c['text']}"]
    for r in c.get("rows", [])[1:]:
        if r["verdict"] in ("slower", "faster", "added", "removed"):
            out.append(f"  {r['what']} {r['name']}: {r['verdict']} {_ratio(r)} {r['a_ms']:.1f} -> {r['b_ms']:.1f} ms"
                       + (f" ({r['share_of_change']:.0%} of the change)" if r["share_of_change"] is not None else ""))
    return out


def _split_lines(s: dict[str, Any]) -> list[str]:
    """The lowering / compiler split in a few lines: the answer, then each comparison."""
    if "error" in s:
        return [f"lowering or compiler: {s['error']}"]
    xla = ", ".join(f"{k}: {v['label']}" for k, v in s.get("xla", {}).items())
    out = [f"lowering or compiler ({s['metric']} of the replayed graphs; XLA {xla}): {s['text']}"]
    for r in s.get("comparisons", []):
        out.append(f"  {r['comparison']}: {r['b']} vs {r['a']}: {r['verdict']} {_ratio(r)} ({r['blocks']} blocks)")
    return out


def explanation_tables(e: dict[str, Any]) -> dict[str, Any]:
    """The explanation of one change point as tables (the report's): ``kernels`` (kernel, verdict, ratio and
    interval of after/before time, share, same code), ``code`` (HLO counts before/after), ``lowering`` (the same of the
    HLO before optimisations; ``lowering_hlo`` its statuses, ``lowering_error``), ``passes`` (one line),
    ``runaway`` (fixed-point pipelines that ran to the iteration limit or cycled, per build; empty when none),
    ``defaults`` (every flag and option whose value differs: before, after, and for the ones set back on the newer
    build: the verdict, its ratio to each build with intervals, blocks), and between torch_xla builds ``split`` (the
    lowering / compiler comparisons, :func:`kitlib.bisect.split.split_table`; None otherwise) with ``split_text``;
    ``compile`` (the compile's phases and passes, paired by block: :func:`kitlib.analysis.compile_phases.phase_change`)
    with ``compile_text`` and ``compile_by_build`` (config = build, what = phase, mean_ms: for
    :func:`kitlib.report.passes.compile_phase_figure`), and ``compile_first`` (a compile-time change point: the compile table is its headline);
    there also ``ablation`` (the first divergent pass and the pass whose time grew most, each disabled on the newer
    build: verdict, ratio to each build with intervals; None elsewhere) with ``ablation_note``."""
    import pandas as pd

    k = e.get("kernels", {})
    kernels = pd.DataFrame([{c: r.get(c) for c in ("kernel", "verdict", "ratio", "ci_low", "ci_high", "share", "same_code")}
                            for r in k.get("kernels", [])])
    def changed_counts(key: str) -> pd.DataFrame:
        counts = pd.DataFrame(e.get(key, {}).get("counts", []))
        if len(counts) and {"count_a", "count_b"} <= set(counts.columns):
            counts = counts[counts["count_a"].fillna(-1) != counts["count_b"].fillna(-1)].reset_index(drop=True)
        return counts

    code = changed_counts("code")
    p = e.get("passes", {})
    measured = {r["name"]: r for r in e.get("defaults", {}).get("measured", [])}
    rows = []
    for r in e.get("defaults", {}).get("changed", []):
        m = measured.get(r["name"], {})
        why = ("not measured (over the cap)" if r.get("set_back") else
               "only in one build" if r["before"] is None or r["after"] is None else "another platform's, or dumps only")
        rows.append({"kind": r["kind"], "name": r["name"], "before": r["before"], "after": r["after"],
                     "set back": m.get("verdict", m.get("status", why)),
                     "time x of before": m.get("ratio_to_before"), "low": m.get("ci_low_to_before"),
                     "high": m.get("ci_high_to_before"), "x of after": m.get("ratio_to_after"), "blocks": m.get("blocks")})
    defaults = pd.DataFrame(rows)
    if len(defaults):  # the measured ones first
        defaults = defaults.sort_values("time x of before", na_position="last", kind="stable").reset_index(drop=True)
    from .split import split_table

    split = e.get("split")
    c = e.get("compile") or {}
    ph = pd.DataFrame([r for r in c.get("rows", []) if r["what"] == "phase"], columns=["name", "a_ms", "b_ms"])
    by_build = pd.concat([pd.DataFrame({"config": label, "what": ph["name"], "mean_ms": ph[col]})
                          for label, col in ((e["before"], "a_ms"), (e["after"], "b_ms"))], ignore_index=True)
    ab = e.get("ablation")
    ablation = None if ab is None else pd.DataFrame([
        {"pass": r.get("pass"), "why": r.get("why"), "verdict": r.get("verdict", r.get("status")),
         "time x of before": r.get("ratio_to_before"), "low": r.get("ci_low_to_before"), "high": r.get("ci_high_to_before"),
         "x of after": r.get("ratio_to_after"), "blocks": r.get("blocks")} for r in ab.get("measured", [])])
    return {"headline": k.get("headline") or k.get("error"), "kernels": kernels, "code": code,
            "compile": pd.DataFrame(c.get("rows", [])), "compile_text": c.get("text") or c.get("error"),
            "compile_by_build": by_build,
            "compile_first": compile_metric(str(e.get("metric", ""))),
            "ablation": ablation, "ablation_note": None if ab is None else ab.get("note"),
            "split": None if split is None else split_table(split),
            "split_text": None if split is None else split.get("text") or split.get("error"),
            "passes": _pass_line(p),
            "runaway": pd.DataFrame([{"build": label, **r} for label, rows in (p.get("runaway") or {}).items() for r in rows]),
            "hlo": e.get("code", {}).get("hlo", {}), "lowering": changed_counts("lowering"),
            "lowering_hlo": e.get("lowering", {}).get("hlo", {}), "lowering_error": e.get("lowering", {}).get("error"),
            "defaults": defaults, "defaults_error": e.get("defaults", {}).get("error")}
