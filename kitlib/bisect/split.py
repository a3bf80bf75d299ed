"""At a change point between two torch_xla builds: did the time follow the graphs or the XLA?

A torch_xla release moves both its lowering (LazyTensor -> HLO, its graph cache, its runtime) and the XLA inside
it. The kit pulls them apart by compiling each release's captured graphs with each release's XLA: the graphs
(``*.before_optimizations.txt``) of build A's and build B's dump runs, each replayed by the jaxlib that A's
torch_xla ships and by B's (read from each build's torch_xla package metadata; a release that names none: the
jaxlib release nearest before it in date, said so). Four configurations, measured in kit bisect's own paired,
counterbalanced blocks (:meth:`kitlib.bisect.search.State.run_blocks`), each run one process of
:mod:`kitlib.capture.replay_run` in that jaxlib's environment; the bisect's metric maps to the replay's step
throughput, or, for a compile metric, the replay's compile time.

Per comparison (kit bisect's decision, :func:`kitlib.bisect.search.compare_paired`, in the kit's one
:class:`~kitlib.analysis.stats.Verdict` vocabulary):

- ``graphs``: B's graphs against A's under each XLA (what torch_xla's lowering changed);
- ``XLA``: B's XLA against A's on each set of graphs (what the compiler changed);
- ``replayed``: B's graphs under B's XLA against A's under A's (the change as the replay sees it).

The answer (``follows``): ``the graphs`` (torch_xla's lowering), ``the XLA``, ``both``, one of them with the other
``can't tell``, ``neither`` (the replay does not change while the builds did: the change lies outside the compiled
graphs, in torch_xla's runtime: tracing, dispatch, transfers, its graph cache), or ``can't tell``. Where both releases ship the same XLA, only
the graphs are compared. Kept in the explanation (``split``); the measurements in ``<out>/splits/<A>__<B>/``.
"""
from __future__ import annotations

import dataclasses
import math
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

from .._paths import KITLIB_ROOT
from ..analysis.stats import Verdict
from ..capture.envs import ensure_env
from ..capture.xla import XlaBuild, pins_of, torch_xla_pins
from ..errors import KitError
from ..runfolder.layout import DUMP_DIR
from ..runfolder.write import write_json_atomic
from .candidates import Candidate
from .runner import Executor, Store
from .search import Settings, State, compile_metric, dump_run, higher_is_better, time_verdict

#: where each change point's four replays are kept in the bisect folder (``<A>__<B>/``)
SPLITS_DIR = "splits"
#: the replay's steps and compiles per run (steps: at most; a slow program's replays take fewer, see _steps)
STEPS, WARMUP, COMPILE_REPEATS = 50, 5, 3
#: seconds of timed steps a replay aims at, at the slower build's measured throughput, and the fewest steps it takes
STEP_SECONDS, MIN_STEPS = 10.0, 5
_METADATA = ("import importlib.metadata as m; print(m.version('torch_xla')); "
             "print('\\n'.join(m.requires('torch_xla') or []))")


def shipped_xla(pins: tuple[str, ...]) -> XlaBuild:
    """The jax / jaxlib a torch_xla build ships, from the package metadata in the build's own environment.

    Raises:
        KitError: the environment cannot be made or read, or the registry cannot date a release that names no jaxlib.
    """
    env = ensure_env(pins)
    if not env.ok or env.python is None:
        raise KitError(f"{' '.join(pins)}: environment not made ({env.reason})")
    p = subprocess.run([str(env.python), "-c", _METADATA], capture_output=True, text=True, timeout=120)
    lines = p.stdout.splitlines()
    if p.returncode != 0 or not lines:
        raise KitError(f"{env.path}: cannot read torch_xla's package metadata: {p.stderr.strip()[-300:]}")
    return xla_of_metadata(lines[0].strip(), lines[1:])


def xla_of_metadata(version: str, requires: list[str]) -> XlaBuild:
    """The XLA of torch_xla ``version`` whose package requirements are ``requires``: the jax / jaxlib it pins (torch_xla
    2.9.0: ``jaxlib==0.7.1; extra == "pallas"``), else the jaxlib release nearest before it in date (the registry's).

    Raises:
        KitError: no jaxlib named and the registry cannot be reached."""
    found = pins_of(requires)
    why = f"torch_xla {version}'s package metadata pins {' '.join(found)}"
    if not any(x.startswith("jaxlib==") for x in found):
        found, why = torch_xla_pins(version)
    jaxlib = found[-1].split("==", 1)[1]
    jax = next((x for x in found if x.startswith("jax==")), f"jax=={jaxlib}")
    return XlaBuild((jax, f"jaxlib=={jaxlib}"), f"jaxlib-{jaxlib}", why)


def _payload(folder: Path, label: str, run_dir: Path) -> Path:
    """The replay payload of a build's graphs (:func:`kitlib.capture.replay.resolve_source` of its dump run), kept as
    ``graphs-<label>.json``."""
    from ..capture.replay import resolve_source

    if not (run_dir / DUMP_DIR).is_dir():
        raise KitError(f"{run_dir}: no dump folder")
    modules, facts = resolve_source(run_dir)
    out = folder / f"graphs-{label}.json"
    write_json_atomic(out, {"modules": modules, "facts": facts})
    return out


def _steps(st: State, labels: tuple[str, str], most: int = STEPS) -> int:
    """Timed steps per replay: about :data:`STEP_SECONDS` of the slower build's steps at its measured median throughput
    (steps per s), between :data:`MIN_STEPS` and ``most`` (a bert-base step of torch_xla 2.6.0 takes 8 s: fifty of
    them per replay made one replay run over twelve minutes); ``most`` where no throughput was measured."""
    rates = []
    for label in labels:
        v = sorted(float(m.throughput) for m in st.runs.get(label, []) if m.ok and isinstance(m.throughput, (int, float))
                   and m.throughput > 0)
        if v:
            rates.append(v[len(v) // 2])
    return max(MIN_STEPS, min(most, math.ceil(STEP_SECONDS * min(rates)))) if rates else most


def _command(bisect_out: Path, label: str, payload: Path, xla: XlaBuild, steps: int, compile_repeats: int) -> str:
    """The shell command of one replay run: in the run's own folder, in the XLA's environment (warm-up steps: a tenth
    of the timed ones, at most :data:`WARMUP`)."""
    env = " ".join(f"--pin={shlex.quote(p)}" for p in xla.pins)
    runner = f"-m kitlib.capture.envs {env} -- " if xla.pins else ""
    folder = shlex.quote(str((bisect_out / "runs" / label).resolve()))
    return (f"cd -- {folder}/\"$KIT_BISECT_ATTEMPT\" && PYTHONPATH={shlex.quote(str(KITLIB_ROOT))} "
            f"{shlex.quote(sys.executable)} {runner}-m kitlib.capture.replay_run "
            f"{shlex.quote(str(payload.resolve()))} --steps {steps} --warmup {max(1, min(WARMUP, steps // 10))} --compile-repeats {compile_repeats}")


def _row(st: State, what: str, x: str, y: str, higher: bool) -> dict[str, Any]:
    p = st.compare(x, y)
    return {"comparison": what, "a": x, "b": y, "ratio": p.ratio, "ci_low": p.ci_low, "ci_high": p.ci_high,
            "p_value": p.p_value, "blocks": p.blocks,
            "verdict": str(time_verdict(p, higher, st.settings.min_change))}


def _moved(verdicts: list[str]) -> str:
    """One dimension's word from its comparisons: moved (every one slower, or every one faster), no change, or can't tell."""
    if verdicts and all(v == verdicts[0] for v in verdicts) and verdicts[0] in (Verdict.SLOWER, Verdict.FASTER):
        return "moved"
    if verdicts and all(v == Verdict.NO_CHANGE for v in verdicts):
        return "no change"
    return "can't tell"


def follows(graphs: str, xla: str | None, replayed: str) -> str:
    """The answer from each dimension's word (:func:`_moved`; ``xla`` None: both releases ship one XLA) and the
    replayed comparison's verdict."""
    if replayed == Verdict.NO_CHANGE and graphs == "no change" and xla in (None, "no change"):
        return "neither"
    if graphs == "moved" and xla in (None, "no change"):
        return "the graphs"
    if xla == "moved" and graphs == "no change":
        return "the XLA"
    if graphs == "moved" and xla == "moved":
        return "both"
    if graphs == "moved" or xla == "moved":  # one moved, the other cannot tell
        return "the graphs, the XLA can't tell" if graphs == "moved" else "the XLA, the graphs can't tell"
    return "can't tell"


_SENTENCE = {
    "the graphs": "the time follows the graphs: torch_xla's lowering changed what XLA compiles",
    "the XLA": "the time follows the XLA: the same graphs compile to slower or faster code under the other XLA",
    "both": "the time follows both the graphs and the XLA",
    "neither": ("the replayed graphs do not change: the change lies outside the compiled graphs, in torch_xla's "
                "runtime (tracing, dispatch, transfers, its graph cache)"),
    "the graphs, the XLA can't tell": ("the time follows the graphs (torch_xla's lowering); whether the XLA adds to it "
                                       "can't tell (more blocks narrow it)"),
    "the XLA, the graphs can't tell": ("the time follows the XLA; whether the graphs add to it can't tell (more blocks "
                                       "narrow it)"),
    "can't tell": "can't tell which: the replays' intervals are too wide, or the comparisons disagree",
}


def split_change(st: State, out: Path, a: Candidate, b: Candidate) -> dict[str, Any]:
    """The four replays of a change point between torch_xla builds ``a`` and ``b`` (see the module's text): each
    build's graphs from its last dump run in ``st``, each build's XLA from its torch_xla's metadata, measured by
    :func:`measure_split` in the bisect folder ``out`` through the bisect's executor with its settings.
    ``{"error": ...}`` when the graphs or an XLA cannot be had."""
    folder = out / SPLITS_DIR / f"{a.label}__{b.label}"
    folder.mkdir(parents=True, exist_ok=True)
    try:
        xla = {a.label: shipped_xla(a.pins), b.label: shipped_xla(b.pins)}
        graphs = {}
        for c in (a, b):
            d = dump_run(st, out / "run", c)
            if d is None:
                raise KitError(f"{c.label}: no run with XLA's dumps to take its graphs from")
            graphs[c.label] = _payload(folder, c.label, d)
    except KitError as e:
        return {"error": str(e)}
    # a throughput's replays compile once (more compiles only where compile time is the metric: bert-base's took minutes)
    return measure_split(st.executor, st.settings, out, folder, (a.label, b.label), graphs, xla, st.progress,
                         steps=_steps(st, (a.label, b.label)),
                         compile_repeats=COMPILE_REPEATS if compile_metric(st.settings.metric) else 0)


def measure_split(executor: Executor, settings: Settings, out: Path, folder: Path, labels: tuple[str, str],
                  graphs: dict[str, Path], xla: dict[str, XlaBuild], progress: Any = None, steps: int = STEPS,
                  compile_repeats: int = COMPILE_REPEATS) -> dict[str, Any]:
    """Each build's graphs (``graphs``: label -> replay payload file) replayed under each build's XLA (``xla``: label ->
    build; one config per pair where both are the same), in paired blocks of ``settings``' repeats, more blocks (all
    configs, doubling up to twice the repeats, at most ``max_repeats``) while a comparison cannot tell; each run ``steps`` timed steps and
    ``compile_repeats`` compiles after the first. Runs in ``out/runs/<config>/<n>/``
    through ``executor``; measurements kept in ``folder`` (a resumed bisect repeats none).

    Returns the ``split`` record: ``metric``, ``configs``, ``same_xla``, ``xla`` (per build its pins, label and why),
    ``comparisons`` (rows: comparison, a, b, ratio b/a with ``ci_low``/``ci_high``, ``p_value``, ``blocks``,
    ``verdict``), ``graphs`` / ``xla_moved`` (each dimension's word: moved, no change, can't tell; ``xla_moved`` None
    where both builds ship one XLA), ``follows``, ``runs`` and ``text``; ``{"error", "xla"}`` when a replay fails
    (each failed config's reason)."""
    a, b = labels
    same_xla = xla[a].pins == xla[b].pins
    xlas = [a] if same_xla else [a, b]
    name = {(g, x): f"{g}_graphs_{xla[x].label or 'kit'}" for g in (a, b) for x in xlas}
    cands = [Candidate(i, n, _command(out, n, graphs[g], xla[x], steps, compile_repeats)) for i, ((g, x), n) in enumerate(name.items())]
    metric = "compile_time_s" if compile_metric(settings.metric) else "throughput"
    sub = State(cands, executor, Store(folder, cands), dataclasses.replace(settings, metric=metric), progress)
    configs = [(c, c.label, ()) for c in cands]
    higher = higher_is_better(metric)
    pairs = [("graphs", name[(a, x)], name[(b, x)]) for x in xlas]
    if not same_xla:
        pairs += [("XLA", name[(g, a)], name[(g, b)]) for g in (a, b)]
        pairs.append(("replayed", name[(a, a)], name[(b, b)]))
    cap = min(settings.max_repeats, 2 * settings.repeats)  # an explanation, not the search: each block costs four runs
    sub.run_blocks(configs, settings.repeats)
    while True:  # comparisons that cannot tell yet get more blocks of every config, doubling up to the cap
        n = min((sub.compare(x, y).blocks for _, x, y in pairs), default=0)
        if any(sub.failed(c.label) for c in cands) or n >= cap or not any(
                _row(sub, w, x, y, higher)["verdict"] == Verdict.CANT_TELL for w, x, y in pairs):
            break
        sub.run_blocks(configs, min(n, cap - n))
    builds = {k: {"pins": list(v.pins), "label": v.label, "why": v.why} for k, v in xla.items()}
    failed = [c.label for c in cands if sub.failed(c.label)]
    if failed:
        return {"error": "replay failed: " + "; ".join(f"{f}: {sub.runs[f][0].reason}" for f in failed), "xla": builds}
    rows = [_row(sub, w, x, y, higher) for w, x, y in pairs]
    graphs_word = _moved([r["verdict"] for r in rows if r["comparison"] == "graphs"])
    xla_word = None if same_xla else _moved([r["verdict"] for r in rows if r["comparison"] == "XLA"])
    replayed = next((r["verdict"] for r in rows if r["comparison"] == "replayed"), rows[0]["verdict"])
    answer = follows(graphs_word, xla_word, replayed)
    return {"metric": metric, "configs": [c.label for c in cands], "same_xla": same_xla, "xla": builds,
            "comparisons": rows, "graphs": graphs_word, "xla_moved": xla_word, "follows": answer,
            "runs": sum(len(v) for v in sub.runs.values()),
            "text": _SENTENCE[answer] + (" (both releases ship the same XLA: only the graphs compared)" if same_xla else "")}


def split_table(split: dict[str, Any]) -> Any:
    """The split's comparisons as a table (the report's): comparison, a, b, verdict, ratio b/a of the metric with its
    95% interval, p, blocks."""
    import pandas as pd

    cols = ["comparison", "a", "b", "verdict", "ratio", "ci_low", "ci_high", "p_value", "blocks"]
    return pd.DataFrame([{c: r.get(c) for c in cols} for r in split.get("comparisons", [])], columns=cols)
