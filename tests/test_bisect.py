"""kit bisect on candidate commands printing known throughputs: exactly the planted change points,
fewer runs than measuring every build, failed builds gone around, an interrupted bisect resumed."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from benchmarks.bisect_planted import planted_candidates
from kitlib.bisect.candidates import read_candidates
from kitlib.bisect.runner import JobExecutor, Store
from kitlib.bisect.search import BUILD_METRICS, Settings, bisect_builds
from kitlib.errors import ParseError
from tests.conftest import REPO, kit_command, run_kit

# multiplicative noise of +-3%, a hash of build and attempt (the fractional part of a scaled sine): a rerun of
# a measurement prints the same value, and noise carries no trend across builds


def _bisect(tmp: Path, means: list[float | None]):
    cands = read_candidates(planted_candidates(tmp, means))
    return bisect_builds(cands, JobExecutor(tmp / "out", 60), Store(tmp / "out", cands), Settings())


def _found(res) -> list[tuple[str, str, str]]:
    return [(c.before, c.after, c.kind) for c in res.change_points]


def test_one_drop(tmp_path: Path) -> None:
    res = _bisect(tmp_path, [100.0] * 9 + [70.0] * 7)
    assert _found(res) == [("b08", "b09", "regression")]
    c = res.change_points[0]
    assert c.ci_low < 0.7 < c.ci_high and c.ci_high < 1
    assert res.runs < 16 * Settings().repeats and res.builds_measured < 16


def test_two_drops_and_a_partial_recovery(tmp_path: Path) -> None:
    means = [100.0] * 4 + [60.0] * 4 + [40.0] * 4 + [75.0] * 4
    res = _bisect(tmp_path, means)
    assert _found(res) == [("b03", "b04", "regression"), ("b07", "b08", "regression"), ("b11", "b12", "improvement")]
    # three changes in 16 builds: each bisection step runs the midpoint with both neighbours (paired), so the
    # search costs about what one paired scan of every build would (16 builds x 5 blocks)
    assert res.runs < 1.6 * 16 * Settings().repeats


def test_initial_builds_see_a_change_that_is_undone(tmp_path: Path) -> None:
    means = [100.0] * 5 + [50.0] * 5 + [100.0] * 6  # the ends agree: two ends alone see nothing
    cands = read_candidates(planted_candidates(tmp_path, means))
    missed = bisect_builds(cands, JobExecutor(tmp_path / "a", 60), Store(tmp_path / "a", cands), Settings(initial=2))
    assert missed.change_points == [] and missed.scan == ["b00", "b15"] and missed.scan_gap == 15
    res = bisect_builds(cands, JobExecutor(tmp_path / "b", 60), Store(tmp_path / "b", cands), Settings(initial=4))
    assert _found(res) == [("b04", "b05", "regression"), ("b09", "b10", "improvement")]


def test_noise_only_reports_nothing(tmp_path: Path) -> None:
    res = _bisect(tmp_path, [100.0] * 12)
    assert res.change_points == []
    assert res.builds_measured < 12 and res.runs < 12 * Settings().repeats


def test_failing_build_is_bisected_around(tmp_path: Path) -> None:
    means: list[float | None] = [100.0] * 6 + [None, None] + [50.0] * 6  # the drop hides behind two broken builds
    res = _bisect(tmp_path, means)
    assert len(res.change_points) == 1
    c = res.change_points[0]
    assert (c.before, c.after, c.failed_between) == ("b05", "b08", ["b06", "b07"])
    assert set(res.builds.loc[res.builds["status"] == "failed", "label"]) == {"b06", "b07"}
    assert "exit status 3" in res.builds.set_index("label").loc["b06", "reason"]
    means2: list[float | None] = [None] + [100.0] * 5 + [50.0] * 5  # a failing first build: start inwards
    res2 = _bisect(tmp_path / "2", means2)
    assert _found(res2) == [("b05", "b06", "regression")]


def test_candidates_file_errors(tmp_path: Path) -> None:
    p = tmp_path / "c.txt"
    p.write_text("a echo throughput=1\nlonely\n")
    with pytest.raises(ParseError, match=r"c.txt:2: expected a label"):
        read_candidates(p)
    p.write_text("a echo 1\na echo 2\n")
    with pytest.raises(ParseError, match="repeats line 1"):
        read_candidates(p)
    proc = run_kit("bisect", str(p), "--out", str(tmp_path / "o"), check=False)
    assert proc.returncode == 2 and proc.stderr.startswith("kit: ") and "c.txt:2" in proc.stderr


def test_cli_json_and_resume_after_kill(tmp_path: Path) -> None:
    """Kill `kit bisect` mid-way; the rerun keeps every finished measurement and repeats none."""
    means = [100.0] * 5 + [60.0] * 5
    cands = planted_candidates(tmp_path, means)
    # slow each measurement down so the kill lands mid-bisect
    cands.write_text(cands.read_text().replace("awk ", "sleep 0.15; awk "))
    out = tmp_path / "out"
    env = dict(os.environ, PYTHONPATH=str(REPO))
    proc = subprocess.Popen([*kit_command(), "bisect", str(cands), "--out", str(out)], env=env, cwd=REPO,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(list(out.glob("measurements/*/*.json"))) < 12:
        time.sleep(0.05)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    kept = {p: p.read_text() for p in out.glob("measurements/*/*.json")}
    assert 12 <= len(kept) and not (out / "bisect.json").exists()
    assert not list(out.rglob("*.tmp"))
    res = json.loads(run_kit("bisect", str(cands), "--out", str(out), "--json").stdout)
    assert [(c["before"], c["after"]) for c in res["change_points"]] == [("b04", "b05")]
    assert res["runs"] == res["runs_this_time"] + len(kept)
    assert {"builds_measured", "runs", "change_points"} <= res.keys()
    assert {"ratio", "ci_low", "ci_high"} <= res["change_points"][0].keys()
    for p, text in kept.items():  # finished measurements untouched
        assert p.read_text() == text
    assert (out / "bisect.png").stat().st_size > 0
    # a third run measures nothing
    again = json.loads(run_kit("bisect", str(cands), "--out", str(out), "--json").stdout)
    assert again["runs_this_time"] == 0 and again["change_points"] == res["change_points"]


def test_other_candidates_in_the_same_folder_are_refused(tmp_path: Path) -> None:
    cands = read_candidates(planted_candidates(tmp_path, [1.0, 2.0]))
    Store(tmp_path / "o", cands)
    other = read_candidates(planted_candidates(tmp_path / "other", [1.0, 3.0]))
    with pytest.raises(Exception, match="other builds"):
        Store(tmp_path / "o", other)



def test_compile_time_metric_lower_is_better(tmp_path: Path) -> None:
    lines = [f"c{i} echo throughput=100 compile_time_s={1.0 if i < 3 else 2.0}" for i in range(6)]
    (tmp_path / "c.txt").write_text("\n".join(lines) + "\n")
    cands = read_candidates(tmp_path / "c.txt")
    res = bisect_builds(cands, JobExecutor(tmp_path / "o", 60), Store(tmp_path / "o", cands), Settings(metric="compile_time_s"))
    assert _found(res) == [("c2", "c3", "regression")] and res.change_points[0].ratio == 2.0
    table = res.builds.set_index("label")
    assert table.loc["c2", "compile_time_s"] == 1.0 and table.loc["c3", "compile_time_s"] == 2.0
    assert table[list(BUILD_METRICS)].isna().all().all()  # a CANDIDATES file's runs record no torch_xla metrics
    again = bisect_builds(cands, JobExecutor(tmp_path / "o", 60), Store(tmp_path / "o", cands), Settings())  # same runs, throughput
    assert again.change_points == [] and again.runs_this_time == 0



if __name__ == "__main__":
    sys.exit(pytest.main([__file__, "-q"]))


def test_commands_run_where_the_bisect_was_started(tmp_path: Path, monkeypatch) -> None:
    """A candidate's relative paths are the user's: the command runs in the directory kit bisect started in,
    not in the measurement's folder (where its stdout and stderr are kept)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "values").mkdir()
    for i, v in enumerate([100, 100, 100, 50, 50, 50]):
        (tmp_path / "values" / f"b{i}.txt").write_text(f"throughput={v * (1 + 0.001 * i)}\n")
    (tmp_path / "c.txt").write_text("".join(f"b{i} cat values/b{i}.txt\n" for i in range(6)))
    cands = read_candidates(tmp_path / "c.txt")
    res = bisect_builds(cands, JobExecutor(tmp_path / "out", 60), Store(tmp_path / "out", cands), Settings())
    assert _found(res) == [("b2", "b3", "regression")]
    assert (tmp_path / "out" / "runs" / "b0" / "0" / "stdout.txt").read_text().startswith("throughput=")


_WORK = """import time
t = time.perf_counter()
n = 0
while time.perf_counter() - t < 0.15:
    n += 1
print(f"throughput={n / (time.perf_counter() - t):.1f}")
"""


def test_a_slowdown_halfway_through_is_no_change_point(tmp_path: Path) -> None:
    """Order bias: identical builds, each run a fixed busy loop pinned to one CPU; CPU hogs on that CPU start
    halfway through the runs. Runs in randomised blocks put the slow-down on both sides of every pair alike:
    no change point. (The hog does slow the runs after it: checked, so the test can fail; a batch of one build
    before the hog and one after would differ x5.) Under the hogs a run's throughput varies by +-10%, so the
    bisect is told a change under 15% is not worth chasing: its alpha of 0.01 on three comparisons, each looked
    at again with more blocks when it cannot tell, would otherwise call one of noise's 7% differences a change
    point in a few percent of runs (CI saw one: ratio 0.925, p 0.003, 12 blocks)."""
    cpu = sorted(os.sched_getaffinity(0))[-1]
    cands = tmp_path / "c.txt"
    (tmp_path / "work.py").write_text(_WORK)
    cands.write_text("".join(f"same{i} taskset -c {cpu} python3 {tmp_path / 'work.py'}\n" for i in range(4)))
    out = tmp_path / "out"
    env = dict(os.environ, PYTHONPATH=str(REPO))
    proc = subprocess.Popen([*kit_command(), "bisect", str(cands), "--out", str(out), "--json", "--initial", "0",
                             "--repeats", "6", "--min-change", "0.15"], env=env, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and len(list(out.glob("measurements/*/*.json"))) < 12 and proc.poll() is None:
        time.sleep(0.02)
    # four busy loops on that CPU, each in its own session (the scheduler shares a CPU between sessions first): the
    # runs' share of it falls to a fifth or less, however many other processes use it already
    hogs = [subprocess.Popen(["taskset", "-c", str(cpu), "python3", "-c", "while True: pass"], start_new_session=True)
            for _ in range(4)]
    hog_started = time.time()
    try:
        stdout, _ = proc.communicate(timeout=300)
    finally:
        for hog in hogs:
            hog.kill()
            hog.wait()
    res = json.loads(stdout)
    runs = [json.loads(p.read_text()) for p in out.glob("measurements/*/*.json")]
    import datetime as dt

    def started(m: dict) -> float:
        return dt.datetime.fromisoformat(m["started_at"]).timestamp()

    before = [m["throughput"] for m in runs if started(m) < hog_started - 0.2]
    after = [m["throughput"] for m in runs if started(m) > hog_started + 0.2]
    assert len(before) >= 8 and len(after) >= 8
    import statistics

    slow = statistics.median(before) / statistics.median(after)
    assert slow > 1.3, (f"the hog did not slow the runs down (x{slow:.2f}, {len(before)} runs before, {len(after)} after, "
                        f"{statistics.median(before):.0f} vs {statistics.median(after):.0f}): the test could not fail")
    print(f"order bias: runs after the hog x{1 / slow:.2f} of before; {res['runs']} runs, {len(res['change_points'])} change points")
    assert res["change_points"] == [], res["change_points"]


class _TwoNodes:
    """An executor whose blocks land on two nodes of different speed (node n2 runs everything at half the
    throughput), as Ray places whole blocks; ``split`` puts the runs of one block on both nodes."""

    def __init__(self, means: list[float], split: bool = False):
        self.means, self.split = means, split

    def run(self, requests):
        from kitlib.bisect.runner import Measurement

        for r in requests:
            k = int(r.block[1:])
            node = f"n{1 + (r.position if self.split else k) % 2}"
            v = self.means[r.cand.index] * (0.5 if node == "n2" else 1.0) * (1 + 0.01 * ((k * 7 + r.cand.index) % 3))
            yield Measurement(r.cand.label, r.cand.index, r.attempt, True, v, None, 0.1, 0, None, node=node,
                              config=r.config, block=r.block, position=r.position)


def test_comparisons_are_paired_within_a_node(tmp_path: Path) -> None:
    """Blocks on two nodes, one twice as fast: the drop is found with a tight interval, as each block's ratio is
    taken on one node; a block whose runs went to two nodes is not paired across them."""
    cands = read_candidates(planted_candidates(tmp_path, [100.0] * 3 + [70.0] * 3))
    res = bisect_builds(cands, _TwoNodes([100.0] * 3 + [70.0] * 3), Store(tmp_path / "a", cands), Settings())
    assert _found(res) == [("b02", "b03", "regression")]
    c = res.change_points[0]
    assert 0.65 < c.ci_low < 0.7 < c.ci_high < 0.75
    from kitlib.bisect.search import State

    st = State(cands, _TwoNodes([100.0] * 6, split=True), Store(tmp_path / "b", cands), Settings(), None)
    st.run_blocks([st.build(0), st.build(1)], 4)
    assert st.compare("b00", "b01").blocks == 0  # every block split across the nodes: nothing paired


def test_bisect_report_renders_a_real_bisect(tmp_path: Path) -> None:
    """kit report on a bisect folder renders notebook 05: the real jax 0.4.31 -> 0.4.33 bisect in data/ (its change
    point, the kernel table, the default that restores the older time)."""
    import shutil

    out = tmp_path / "bisect"
    shutil.copytree(REPO / "data" / "bisect-jax-scan", out)
    html = Path(run_kit("report", str(out)).stdout.strip())
    text = html.read_text()
    assert "0.4.31 -&gt; 0.4.33" in text and "xla_cpu_use_thunk_runtime" in text and "restores the older time" in text
    assert "Traceback" not in text and "not available yet" in text


def test_bisect_report_of_torch_xla_releases_shows_the_lowering_compiler_split(tmp_path: Path) -> None:
    """kit report on the real torch_xla 2.5.1 ... 2.9.0 bisect in data/: its change point and the split's table."""
    import shutil

    out = tmp_path / "bisect"
    shutil.copytree(REPO / "data" / "bisect-torch-xla-tiny", out)
    text = Path(run_kit("report", str(out)).stdout.strip()).read_text()
    assert "2.6.0 -&gt; 2.7.0" in text and "Traceback" not in text
    assert "Lowering or compiler:" in text and "2.7.0_graphs_jaxlib-0.5.3" in text and "2.6.0_graphs_jaxlib-0.4.38" in text


def test_bisect_report_of_torch_xla_inference_shows_each_change_points_answers(tmp_path: Path) -> None:
    """kit report on the real bert-tiny inference bisect in data/: four change points; 2.7.0 -> 2.8.0 with its HLO
    unchanged before optimisations and its first divergence inside XLA's passes (not "before any pass": the two
    releases print their HLO long and short); 2.8.0 -> 2.9.0 with its compile phases."""
    import shutil

    out = tmp_path / "bisect"
    shutil.copytree(REPO / "data" / "bisect-torch-xla-tiny-infer", out)
    res = json.loads((out / "bisect.json").read_text())
    assert [(c["before"], c["after"]) for c in res["change_points"]] == [
        ("2.5.1", "2.6.0"), ("2.6.0", "2.7.0"), ("2.7.0", "2.8.0"), ("2.8.0", "2.9.0")]
    e = {(x["before"], x["after"]): x for x in res["explanations"]}
    assert sum(e[("2.7.0", "2.8.0")]["lowering"]["hlo"][k] for k in ("changed", "added", "removed")) == 0
    assert "before any pass" not in e[("2.7.0", "2.8.0")]["passes"]["first_divergence"]
    text = Path(run_kit("report", str(out)).stdout.strip()).read_text()
    assert "Traceback" not in text and all(f"{a} -&gt; {b}" in text for a, b in e)
    assert "Compile, phase by phase" in text and "Lowering or compiler:" in text


def test_bisect_report_of_torch_xla_training_shows_torch_xlas_metrics_per_build(tmp_path: Path) -> None:
    """kit report on the real bert-base training bisect in data/: four change points, and the builds table with
    torch_xla's own figures per build: 2.6.0 compiles 16 graphs where the other releases compile 4."""
    import shutil

    out = tmp_path / "bisect"
    shutil.copytree(REPO / "data" / "bisect-torch-xla-base-train", out)
    res = json.loads((out / "bisect.json").read_text())
    assert [(c["before"], c["after"], c["kind"]) for c in res["change_points"]] == [
        ("2.5.1", "2.6.0", "regression"), ("2.6.0", "2.7.0", "improvement"), ("2.7.0", "2.8.0", "regression"),
        ("2.8.0", "2.9.0", "improvement")]
    graphs = {b["label"]: b["UncachedCompile"] for b in res["build_table"]}
    assert graphs == {"2.5.1": 4, "2.6.0": 16, "2.7.0": 4, "2.8.0": 4, "2.9.0": 4}
    text = Path(run_kit("report", str(out)).stdout.strip()).read_text()
    assert "Traceback" not in text and "UncachedCompile" in text and "ExecuteTime_s" in text
    assert all(f"{c['ratio']:.3f}" in text for c in res["change_points"])  # the change points' table


def test_bisect_report_of_a_compile_time_bisect_leads_with_the_compile_phases(tmp_path: Path) -> None:
    """kit report on a bisect of compile time (``bisect-compile_time_s.json``, no ``bisect.json``): the planted
    compile-time change point in data/ (benchmarks/bisect_compile_planted.py), its compile table first, with the
    phase that took the change and the pass disabled on the newer build."""
    import shutil

    out = tmp_path / "bisect"
    shutil.copytree(REPO / "data" / "bisect-compile-planted", out)
    html = Path(run_kit("report", str(out)).stdout.strip())
    text = html.read_text()
    assert "plain -&gt; dumping" in text and "Traceback" not in text
    compile_at, kernels_at = text.index("Compile, phase by phase"), text.index("<strong>Kernels</strong>")
    assert compile_at < kernels_at and "most of it in HLO passes: slower" in text and "Passes disabled on the newer build" in text


def test_a_settings_verdict_is_no_change_only_with_a_narrow_interval() -> None:
    """The search calls a pair "same" when its blocks run out (Pinpoint's rule); a set-back setting measured x8.5
    [0.66, 11] from the slow build in 3 loaded blocks is then can't tell, never "not restored"."""
    from kitlib.analysis.stats import Restoration, Verdict, restoration
    from kitlib.bisect.search import SAME, Pair, compare_paired, time_verdict

    s = Settings(repeats=3, max_repeats=3)
    wide = compare_paired({"1": 1.0, "2": 1.0, "3": 1.0}, {"1": 8.0, "2": 0.7, "3": 10.0}, s)
    assert wide.verdict == SAME and wide.ci_high > 2  # the search's rule at its cap
    assert time_verdict(wide, True, s.min_change) == Verdict.CANT_TELL
    assert restoration(time_verdict(wide, True, s.min_change), Verdict.NO_CHANGE, Verdict.SLOWER) == Restoration.CANT_TELL
    narrow = Pair(SAME, 0.9, 1.0, 0.99, 1.01, 3)
    assert time_verdict(narrow, True, s.min_change) == Verdict.NO_CHANGE
    assert time_verdict(Pair("different", 0.001, 8.0, 6.0, 11.0, 3), True, s.min_change) == Verdict.FASTER


def test_the_environment_cache_is_listed_pruned_and_checked_for_disk(tmp_path: Path, monkeypatch) -> None:
    """A real environment (one small package from the registry) is listed with its size and last use; one whose
    expected size the disk cannot hold is refused before pip runs, and nothing of it is kept; --prune removes the
    least recently used down to a size."""
    from kitlib.capture import envs

    root = tmp_path / "envs"
    monkeypatch.setenv("KIT_BISECT_ENVS", str(root))
    first, second = envs.ensure_env(("six==1.16.0",)), envs.ensure_env(("six==1.15.0",))
    assert first.ok and second.ok, (first.reason, second.reason)
    os.utime(first.path / envs.LAST_USED, (time.time() - 3600, time.time() - 3600))  # used an hour ago
    env = {**os.environ, "KIT_BISECT_ENVS": str(root)}
    listing = subprocess.run([*kit_command(), "bisect", "--envs"], capture_output=True, text=True, env=env, timeout=120)
    assert listing.returncode == 0, listing.stderr
    lines = listing.stdout.splitlines()
    assert lines[0].startswith(f"{root}: 2 environment(s)")
    assert "six==1.16.0" in lines[1] and "six==1.15.0" in lines[2] and "(ok)" in lines[1]  # least recently used first
    # the size expected of a new build is that of a made one of the same packages
    need, basis = envs.expected_bytes(("six==1.14.0",))
    assert need == max(envs.tree_bytes(first.path), envs.tree_bytes(second.path)) > 1_000_000 and "six" in basis
    monkeypatch.setattr(envs, "DISK_FACTOR", 1e9)  # no disk holds a billion times a venv
    refused = envs.ensure_env(("six==1.14.0",))
    assert not refused.ok and refused.reason.startswith("not enough disk for the environment of six==1.14.0")
    assert "kit bisect --envs --prune" in refused.reason and not envs.env_dir(("six==1.14.0",)).exists()
    keep = envs.tree_bytes(second.path) + 1
    pruned = subprocess.run([*kit_command(), "bisect", "--envs", "--prune", str(keep)], capture_output=True, text=True,
                            env=env, timeout=120)
    assert pruned.returncode == 0, pruned.stderr
    assert not first.path.exists() and second.path.exists() and "removed" in pruned.stderr
    assert f"{root}: 1 environment(s)" in pruned.stdout
    for size in ("lots", "inf"):
        bad = subprocess.run([*kit_command(), "bisect", "--envs", "--prune", size], capture_output=True, text=True, env=env)
        assert bad.returncode == 2 and bad.stderr.strip() == f"kit: --prune {size!r}: not a size (e.g. 20G, 800M)"


def test_an_explanation_says_why_a_build_has_no_profile() -> None:
    """torch_xla 2.5.1's profiler has no start_trace: the kernel comparison's error says so (the probe's own record
    of a real profiled run), instead of only "no trace/ in any ok process"."""
    from kitlib.bisect.explain import _no_kernel_events

    build = Path(__file__).parent / "data" / "probe" / "torch_xla_2.5.1"
    why = _no_kernel_events(build)
    assert why == (" (torch_xla_2.5.1: no profile: AttributeError: module 'torch_xla.debug.profiler' has no attribute "
                   "'start_trace')")
