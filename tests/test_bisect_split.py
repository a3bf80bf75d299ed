"""The lowering / compiler split of a torch_xla change point (kitlib.bisect.split), on real graphs and real XLAs.

The graphs are torch_xla 2.9.0's real bert-tiny capture (``data/bert-tiny-cpu``); the XLAs are the kit's own jaxlib
and jaxlib 0.7.1 (the one torch_xla 2.9.0 ships, made once into the kit's environment cache, as test_replay_xla's).
The planted difference: build B's graphs are A's with the step's graphs run four times per step (a lowering that
executes its graphs again), so B's graphs take four times the time under every XLA, known by construction: a
difference three blocks tell apart on a busy machine too.
"""
from __future__ import annotations

import json
from importlib import metadata
from pathlib import Path

import pytest

from kitlib.analysis.stats import Verdict
from kitlib.bisect.runner import JobExecutor
from kitlib.bisect.search import Settings
from kitlib.bisect.split import follows, measure_split, split_table, xla_of_metadata
from kitlib.capture.envs import ensure_env
from kitlib.capture.replay import resolve_source
from kitlib.capture.xla import XlaBuild

from .conftest import REPO

SHIPPED = ("jax==0.7.1", "jaxlib==0.7.1")


def test_the_xla_a_torch_xla_release_ships_is_read_from_its_metadata() -> None:
    """torch_xla 2.9.0's own installed metadata names jaxlib 0.7.1 (the release nearest in date is asked of the
    registry only where a release names none)."""
    build = xla_of_metadata(metadata.version("torch_xla"), metadata.requires("torch_xla") or [])
    assert build.pins == SHIPPED and build.label == "jaxlib-0.7.1" and "package metadata" in build.why


@pytest.mark.parametrize("graphs,xla,replayed,answer", [
    ("moved", "no change", Verdict.SLOWER, "the graphs"),
    ("moved", None, Verdict.SLOWER, "the graphs"),
    ("no change", "moved", Verdict.FASTER, "the XLA"),
    ("moved", "moved", Verdict.SLOWER, "both"),
    ("no change", "no change", Verdict.NO_CHANGE, "neither"),
    ("moved", "can't tell", Verdict.SLOWER, "the graphs, the XLA can't tell"),
    ("can't tell", "no change", Verdict.CANT_TELL, "can't tell"),
])
def test_the_answer_follows_each_dimension(graphs, xla, replayed, answer) -> None:
    assert follows(graphs, xla, replayed) == answer


@pytest.mark.slow
def test_a_planted_lowering_change_follows_the_graphs_under_both_xlas(tmp_path: Path) -> None:
    env = ensure_env(SHIPPED)
    assert env.ok, env.reason
    modules, facts = resolve_source(REPO / "data" / "bert-tiny-cpu" / "split-1")
    a, b = tmp_path / "graphs-a.json", tmp_path / "graphs-b.json"
    a.write_text(json.dumps({"modules": modules, "facts": facts}))
    b.write_text(json.dumps({"modules": [{**m, "calls_per_step": 4 * m["calls_per_step"]} for m in modules], "facts": facts}))
    xla = {"A": XlaBuild((), "", "the kit's own"), "B": XlaBuild(SHIPPED, "jaxlib-0.7.1", "test")}
    out = tmp_path / "bisect"
    ex = JobExecutor(out, timeout_s=600)
    try:
        s = measure_split(ex, Settings(repeats=3, max_repeats=3), out, out / "splits" / "A__B", ("A", "B"),
                          {"A": a, "B": b}, xla, steps=10, compile_repeats=0)
    finally:
        ex.close()
    assert "error" not in s, s
    assert s["configs"] == ["A_graphs_kit", "A_graphs_jaxlib-0.7.1", "B_graphs_kit", "B_graphs_jaxlib-0.7.1"]
    rows = {(r["comparison"], r["a"]): r for r in s["comparisons"]}
    for x in ("kit", "jaxlib-0.7.1"):  # B's graphs: four times the time under each XLA
        r = rows[("graphs", f"A_graphs_{x}")]
        assert r["verdict"] == Verdict.SLOWER and 0.15 < r["ratio"] < 0.4, r
    assert s["graphs"] == "moved" and s["follows"] in ("the graphs", "both", "the graphs, the XLA can't tell"), s
    assert rows[("replayed", "A_graphs_kit")]["verdict"] == Verdict.SLOWER
    assert len(split_table(s)) == 5 and s["runs"] == 12
    # each run replayed its graphs in its own XLA's environment
    res = json.loads((out / "runs" / "A_graphs_jaxlib-0.7.1" / "0" / "replay" / "result.json").read_text())
    assert res["versions"]["jaxlib"] == "0.7.1"


def test_a_slow_programs_replays_take_fewer_steps() -> None:
    """About ten seconds of the slower build's steps per replay, 5 to 50 (a bert-base step of torch_xla 2.6.0 takes
    8 s: fifty steps made one replay run over twelve minutes); 50 where no throughput was measured."""
    from types import SimpleNamespace

    from kitlib.bisect.split import _steps

    def runs(*rates):
        return [SimpleNamespace(ok=True, throughput=r) for r in rates]

    st = SimpleNamespace(runs={"fast": runs(60.0, 50.0, 55.0), "slow": runs(0.13, 0.12, 0.14), "mid": runs(2.0, 2.1, 1.9)})
    assert _steps(st, ("fast", "fast")) == 50
    assert _steps(st, ("fast", "slow")) == 5
    assert _steps(st, ("fast", "mid")) == 20
    assert _steps(SimpleNamespace(runs={}), ("a", "b")) == 50
