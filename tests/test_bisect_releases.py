"""kit bisect on a user's program across real jax/jaxlib releases (two releases, installed once and reused).

The environments are the kit's own (`~/.cache/kitlib/bisect-envs`, made from the registry on first use under
their lock: about 35 s each on this machine). The program is jax-ml/jax#36799's scan (a float64 3x3 carry),
cut small: jaxlib 0.4.33 made the thunk runtime XLA:CPU's default, and the scan runs several times slower.
"""
from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from kitlib.bisect.candidates import Build, builds_from_versions, read_builds
from kitlib.capture.envs import ensure_env, env_dir
from kitlib.errors import KitError, ParseError
from tests.conftest import REPO, run_kit

RELEASES = ("0.4.31", "0.4.33")
#: real runs of real releases: the bisect, its explanation, compare, diff and the report (about two minutes here)
pytestmark = pytest.mark.slow
PROGRAM = REPO / "benchmarks" / "regressions" / "jax_36799_scan_f64_carry.py"


@pytest.fixture(scope="session")
def release_envs() -> dict[str, Path]:
    """The two releases' environments (made from the registry the first time, then found)."""
    out = {}
    for v in RELEASES:
        env = ensure_env((f"jax=={v}", f"jaxlib=={v}"))
        assert env.ok, env.reason
        out[v] = env.path
    return out


@pytest.fixture(scope="session")
def release_bisect(release_envs, tmp_path_factory) -> tuple[Path, dict]:
    """`kit bisect` of the scan program over the two releases and a build pip cannot install, as a user runs it."""
    tmp = tmp_path_factory.mktemp("releases")
    builds = tmp / "builds.txt"
    builds.write_text("0.4.31 jax==0.4.31 jaxlib==0.4.31\nnone jax==0.0.0 jaxlib==0.0.0\n0.4.33 jax==0.4.33 jaxlib==0.4.33\n")
    out = tmp / "bisect"
    os.environ.update(SCAN_N="500", SCAN_SECONDS="0.05")  # the program, shorter (its runs inherit the environment)
    try:  # --out relative, as a user gives it: each run's probe writes there, not below its own process folder
        proc = run_kit("bisect", str(PROGRAM), "--builds", str(builds), "--out", out.name, "--json", "--repeats", "3",
                       "--explain-blocks", "2", "--max-repeats", "3", "--initial", "0", timeout=1200, cwd=tmp)
    finally:
        for k in ("SCAN_N", "SCAN_SECONDS"):
            os.environ.pop(k, None)
    return out, json.loads(proc.stdout)


def assert_not_contradicting(end: dict) -> bool:
    """A profiled end-to-end comparison of the regression's two builds (a later build slower: throughput x0.12 by
    the search) agrees with the search or cannot tell: never faster nor "no change", its ratio above 1."""
    assert end["verdict"] in ("slower", "can't tell") and end["ratio"] > 1, end
    return True


def test_builds_from_versions_and_builds_files(tmp_path: Path) -> None:
    bs = builds_from_versions("jax=={v} jaxlib=={v}", ["0.4.31", " 0.4.33"])
    assert bs == [Build("0.4.31", ("jax==0.4.31", "jaxlib==0.4.31")), Build("0.4.33", ("jax==0.4.33", "jaxlib==0.4.33"))]
    assert env_dir(("jaxlib==1", "jax==1")) == env_dir(("jax==1", "jaxlib==1"))  # the same pins, the same environment
    with pytest.raises(KitError, match="{v}"):
        builds_from_versions("jax==0.4.31", ["a", "b"])
    with pytest.raises(KitError, match="repeated"):
        builds_from_versions("jax=={v}", ["1", "1"])
    f = tmp_path / "b.txt"
    f.write_text("# torch / torch_xla pairs\nt28 torch==2.8.0 torch_xla==2.8.0\nt29 torch==2.9.0 torch_xla==2.9.0\n")
    assert [b.pins for b in read_builds(f)] == [("torch==2.8.0", "torch_xla==2.8.0"), ("torch==2.9.0", "torch_xla==2.9.0")]
    f.write_text("a jax==1\nlonely\n")
    with pytest.raises(ParseError, match="b.txt:2: expected a label"):
        read_builds(f)
    proc = run_kit("bisect", str(PROGRAM), "--builds", str(f), "--out", str(tmp_path / "o"), check=False)
    assert proc.returncode == 2 and "b.txt:2" in proc.stderr


def test_a_release_regression_found_whole(release_bisect) -> None:
    """The change point, the failed build gone around with pip's reason, and the explanation: kernels, code, the
    first HLO pass where the two builds' compiles diverge (kit passes), and the changed default that restores the older
    time."""
    out, res = release_bisect
    assert not [p for p in (out / "run").rglob(out.name)]  # (a relative --out once nested each probe's files there)
    assert [(c["before"], c["after"], c["kind"]) for c in res["change_points"]] == [("0.4.31", "0.4.33", "regression")]
    c = res["change_points"][0]
    assert c["failed_between"] == ["none"] and c["ci_high"] < 0.8
    table = {b["label"]: b for b in json.loads((out / "bisect.json").read_text())["build_table"]}
    assert table["none"]["status"] == "failed" and "No matching distribution" in table["none"]["reason"]
    e = res["explanations"][0]
    assert "error" not in e["kernels"], e["kernels"]
    # the regression's verdict is the search's: its unprofiled interval, paired by block (ci_high above), which holds on
    # a busy machine; the explanation's profiled blocks (--explain-blocks 2) are too few to call a verdict at any load
    # (a user's machine is busy too: "can't tell" from 3 blocks at load 5-14), so they must only not contradict it
    assert_not_contradicting(e["kernels"]["end_to_end"])
    assert "error" not in e["code"] and e["code"]["hlo"]["changed"] + e["code"]["hlo"]["added"] > 0
    assert "error" not in e["lowering"] and sum(e["lowering"]["hlo"].values()) > 0  # the HLO before optimisations too
    assert "error" not in e["passes"], e["passes"]
    # "<pass> in <pipeline> (<hlo module>): <what happened>": the builds' HLO differs, so some pass parts them
    assert re.fullmatch(r"\S+( #\d+)? in \S+.* \(\S+\): .+", e["passes"]["first_divergence"]), e["passes"]
    changed = {r["name"]: r for r in e["defaults"]["changed"]}
    assert changed["xla_cpu_use_thunk_runtime"]["before"] == "false" and changed["xla_cpu_use_thunk_runtime"]["after"] == "true"
    measured = {r["name"]: r for r in e["defaults"]["measured"]}
    thunk = measured["xla_cpu_use_thunk_runtime"]
    # analysis.stats.restoration, the kit's one rule: restored, or can't tell when 3 blocks on a loaded machine run
    # out wide (the search's "same" at its cap is no evidence of "not restored"); the point estimates hold at any load
    assert thunk["verdict"] in ("restored", "can't tell"), thunk
    assert thunk["ratio_to_after"] > 2, thunk  # set back, the x8 regression's build runs several times faster
    assert thunk["ci_low_to_before"] < 1 < thunk["ci_high_to_before"] or abs(thunk["ratio_to_before"] - 1) < 0.1


def test_kit_compare_diff_and_passes_take_any_two_builds(release_bisect) -> None:
    """kit compare, kit diff and kit passes on two builds' config folders; kit passes finds each build's pass-dump
    run among its processes (the first process of a build dumps no passes) and agrees with the explanation."""
    from kitlib.analysis.passes import compare_passes

    out, res = release_bisect
    cmp = json.loads(run_kit("compare", str(out / "run" / "0.4.31"), str(out / "run" / "0.4.33"), "--json").stdout)
    assert_not_contradicting(cmp["end_to_end"]) and cmp["kernels"]  # the regression's verdict: the search's interval
    assert res["change_points"][0]["ci_high"] < 0.8
    diff = json.loads(run_kit("diff", str(out / "run" / "0.4.31"), str(out / "run" / "0.4.33"), "--level", "hlo",
                              "--json").stdout)
    assert sum(diff["hlo"].values()) > 0
    assert not any((out / "run" / "0.4.31" / "dump").glob("*.after_*"))  # process 0 of the build: no per-pass dumps
    c = compare_passes(out / "run" / "0.4.31", out / "run" / "0.4.33")
    assert c.first_divergence is not None and str(c.first_divergence) == res["explanations"][0]["passes"]["first_divergence"]


def test_resume_keeps_every_run(release_bisect) -> None:
    out, res = release_bisect
    builds = out.parent / "builds.txt"
    again = json.loads(run_kit("bisect", str(PROGRAM), "--builds", str(builds), "--out", str(out), "--json", "--repeats",
                               "3", "--explain-blocks", "2", "--max-repeats", "3", "--initial", "0").stdout)
    assert again["runs_this_time"] == 0 and again["runs"] == res["runs"]
    assert again["change_points"] == res["change_points"]
