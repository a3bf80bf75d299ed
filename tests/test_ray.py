"""The Ray executor on a real Ray cluster on this machine (loopback only), started and stopped here.

The cluster: a head node without a timing slot (1 CPU; compile-only work may
run there) and a worker node with one (1 CPU). Timed bert-tiny processes run
on the worker; killing it mid-sweep and adding a fresh one shows the retry.
"""
from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import tarfile
import time
from pathlib import Path

import pytest

import kitlib as kit
from kitlib.capture.spec import SweepSpec, split_count_configs
from kitlib.capture.sweep import sweep
from kitlib.runfolder.records import RunFolderError
from kitlib.runfolder.write import install_folder_archive, pack_folder

from .conftest import REPO, kit_command, run_kit

os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")  # read by Ray at import: keep to the loopback
ray = pytest.importorskip("ray")  # the [ray] extra; scripts/setup.sh installs it

SWEEP_ARGS = ["--model", "bert-tiny", "--split-counts", "1,2", "--steps", "2", "--warmup", "0", "--trace-steps", "1",
              "--no-progress", "--no-report"]


# --- the shipped folder: checked before anything is written ---------------------------------------------

def _tar(members: list[tuple[tarfile.TarInfo, bytes | None]]) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        for info, data in members:
            tar.addfile(info, io.BytesIO(data) if data is not None else None)
    return buf.getvalue()


def _file(name: str, data: bytes) -> tuple[tarfile.TarInfo, bytes]:
    info = tarfile.TarInfo(name)
    info.size = len(data)
    return info, data


@pytest.mark.parametrize("member, reason", [
    (_file("../escape.txt", b"x"), "outside the folder"),
    (_file("/etc/x", b"x"), "outside the folder"),
])
def test_shipped_folder_refuses_paths_outside(tmp_path: Path, member, reason: str) -> None:
    with pytest.raises(RunFolderError, match=reason):
        install_folder_archive(_tar([member]), tmp_path / "cfg")
    assert not (tmp_path / "escape.txt").exists() and not (tmp_path / "cfg").exists()
    assert list(tmp_path.iterdir()) == []  # no staging folder left behind


def test_shipped_folder_refuses_links_and_bad_records(tmp_path: Path) -> None:
    link = tarfile.TarInfo("dump")
    link.type, link.linkname = tarfile.SYMTYPE, "/etc"
    with pytest.raises(RunFolderError, match="only files and folders travel"):
        install_folder_archive(_tar([(link, None)]), tmp_path / "cfg")
    bad_result = _tar([_file("result.json", json.dumps({"step_times_s": "fast"}).encode())])
    with pytest.raises(RunFolderError, match=r"result.json: step_times_s: expected a list of numbers"):
        install_folder_archive(bad_result, tmp_path / "cfg", backend="torch-xla-cpu")
    with pytest.raises(RunFolderError, match="not valid JSON"):
        install_folder_archive(_tar([_file("metrics.json", b"{not json")]), tmp_path / "cfg")
    assert list(tmp_path.iterdir()) == []


def _link(name: str, target: str, hard: bool = False) -> tuple[tarfile.TarInfo, None]:
    info = tarfile.TarInfo(name)
    info.type, info.linkname = (tarfile.LNKTYPE if hard else tarfile.SYMTYPE), target
    return info, None


@pytest.mark.parametrize("member, reason", [
    (_file("../escape.txt", b"x"), "outside the folder"),
    (_file("/tmp/kit-escape.txt", b"x"), "outside the folder"),
    (_link("dump", "/etc"), "only files and folders travel"),
    (_link("inside", "config.json"), "only files and folders travel"),  # tarfile's "data" filter lets these through
    (_link("hard", "config.json", hard=True), "only files and folders travel"),
])
def test_the_node_refuses_hostile_inputs_before_running(tmp_path: Path, member, reason: str) -> None:
    """The node's side of a Ray task (``run_task``) checks the inputs it is shipped as the driver checks the folder
    it gets back: nothing is unpacked and nothing runs when a member is refused."""
    from kitlib.capture.ray_executor import run_task

    marker = tmp_path / "ran"
    job = {"argv": ["touch", str(marker)], "env": {}, "folder": str(tmp_path / "run" / "cfg"), "kind": "compile-only",
           "timeout_s": 30, "root": str(tmp_path / "run")}
    with pytest.raises(RunFolderError, match=reason):
        run_task(json.dumps(job), _tar([_file("config.json", b"{}"), member]))
    assert not marker.exists() and not Path("/tmp/kit-escape.txt").exists()


def test_shipped_folder_replaces_the_old_one_and_keeps_replicates(tmp_path: Path) -> None:
    src = tmp_path / "src"
    (src / "dump").mkdir(parents=True)
    (src / "dump" / "a.txt").write_text("new")
    (src / "stdout.txt").write_text("out")
    cfg = tmp_path / "run" / "cfg"
    (cfg / "replicates" / "1").mkdir(parents=True)
    (cfg / "replicates" / "1" / "result.json").write_text("{}")
    (cfg / "stale.txt").write_text("old")
    install_folder_archive(pack_folder(src), cfg)
    assert (cfg / "dump" / "a.txt").read_text() == "new" and (cfg / "stdout.txt").read_text() == "out"
    assert not (cfg / "stale.txt").exists()
    assert (cfg / "replicates" / "1" / "result.json").exists()
    assert sorted(p.name for p in cfg.parent.iterdir()) == ["cfg"]
    plain = tmp_path / "plain"
    plain.mkdir()
    assert cfg.stat().st_mode == plain.stat().st_mode  # the permissions a local run's folder has


# --- errors that need no cluster ---------------------------------------------------------------------------

def test_unreachable_ray_address_is_one_line(tmp_path: Path) -> None:
    env_addr = "127.0.0.1:9"  # discard port: nothing listens
    proc = subprocess.run([*kit_command(), "sweep", *SWEEP_ARGS, "--executor", "ray", "--out", str(tmp_path / "run")],
                          capture_output=True, text=True, timeout=120, cwd=REPO,
                          env={**os.environ, "PYTHONPATH": str(REPO), "RAY_ADDRESS": env_addr})
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert lines == [f"kit: cannot reach the Ray cluster at {env_addr} (RAY_ADDRESS): Connection refused"], proc.stderr
    proc = run_kit("sweep", *SWEEP_ARGS, "--ray-address", env_addr, "--out", str(tmp_path / "r2"), check=False)
    assert proc.returncode == 2 and proc.stderr.strip() == "kit: --ray-address needs --executor ray"


# --- a real two-node cluster ---------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def cluster():
    from kitlib.capture.ray_executor import start_local_cluster

    # the head keeps no timing slot: timed work goes to the worker
    c = start_local_cluster([{"num_cpus": 1, "resources": {"kit_test_head": 1}, "timing_slot": False},
                             {"num_cpus": 1, "resources": {"kit_test_worker": 1}}])
    c.wait_for_nodes()
    yield c
    if ray.is_initialized():
        ray.shutdown()
    c.shutdown()


def _alive_nodes(address: str) -> dict[str, dict]:
    ray.init(address=address, logging_level="ERROR", log_to_driver=False)
    try:
        return {n["NodeID"]: n for n in ray.nodes() if n["Alive"]}
    finally:
        ray.shutdown()


def _layout(run: Path) -> dict[str, set[str]]:
    """Per config folder: its files (dump files by kind), the shape a run folder has whatever ran it."""
    out = {}
    for cfg in sorted(p for p in run.iterdir() if p.is_dir()):
        files = {p.relative_to(cfg).as_posix() for p in cfg.iterdir() if p.name != "dump" and p.name != "trace"}
        kinds = {f"dump:{k}" for k in kit.read_dump_index(cfg / "dump")["kind"]}
        out[cfg.name] = files | kinds | ({"trace"} if (cfg / "trace").is_dir() else set())
    return out


def test_sweep_on_the_cluster_gives_the_local_layout(cluster, tiny_run: Path, tmp_path: Path) -> None:
    """The session's tiny run (``kit sweep`` with ``TINY_ARGS``, run locally) and the same sweep on the cluster."""
    local = tiny_run
    spec = SweepSpec(model="bert-tiny", steps=5, warmup=1, trace_steps=2, configs=split_count_configs([1, 8]))
    remote = sweep(spec, tmp_path / "ray", progress=False, executor="ray", ray_address=cluster.address)
    assert _layout(remote) == _layout(local)
    m = json.loads((remote / "manifest.json").read_text())
    assert [c["status"] for c in m["configs"]] == ["ok", "ok"]
    workers = {n for n, info in _alive_nodes(cluster.address).items() if info["Resources"].get("kit_test_worker")}
    placement = kit.process_placement(kit.open_run(remote))
    assert set(placement["executor"]) == {"ray"} and set(placement["node"]) <= workers and len(workers) == 1
    assert placement["hostname"].notna().all() and placement["cpu_model"].notna().all()
    assert (placement["attempts"] == 1).all()
    local_place = kit.process_placement(kit.open_run(local))
    assert set(local_place["executor"]) == {"local"} and local_place["node"].str.startswith("local:").all()
    # the shipped result is the worker's: its timings are in the manifest and in result.json alike
    for c in m["configs"]:
        result = json.loads((remote / c["name"] / "result.json").read_text())
        assert result["step_times_s"] == c["step_times_s"] and len(result["step_times_s"]) == spec.steps
        assert "--xla_dump_to=" in (remote / c["name"] / "config.json").read_text()


def test_a_block_process_on_the_cluster_gives_the_local_layout(cluster, tmp_path: Path) -> None:
    """An in-process backend's block (every config in one process) is a job like any other: on the cluster it runs
    on the worker and its folder comes back, each config's folder moved into place as a local run does."""
    spec = SweepSpec(backend="jax-cpu", model="bert-tiny", steps=2, warmup=0, trace_steps=1, batch_size=2, seq_len=16,
                     configs=split_count_configs([1, 2], "jax-cpu"))
    local = sweep(spec, tmp_path / "local", progress=False)
    remote = sweep(spec, tmp_path / "ray", progress=False, executor="ray", ray_address=cluster.address)

    def shape(run: Path) -> dict[str, set[str]]:
        return {c: {p.relative_to(run / c).as_posix() for p in (run / c).rglob("*") if p.suffix in (".json", ".txt") or p.name == "dump"}
                for c in ("split-1", "split-2", "blocks/0")}

    assert shape(remote) == shape(local)
    m = json.loads((remote / "manifest.json").read_text())
    procs = [c["processes"][0] for c in m["configs"]]
    assert [p["status"] for p in procs] == ["ok", "ok"] and {p["executor"] for p in procs} == {"ray"}
    workers = {n for n, info in _alive_nodes(cluster.address).items() if info["Resources"].get("kit_test_worker")}
    assert len({p["pid"] for p in procs}) == 1 and {p["node"] for p in procs} <= workers  # one process, on the worker
    for c in m["configs"]:
        result = json.loads((remote / c["name"] / "result.json").read_text())
        assert result["step_times_s"] == c["processes"][0]["step_times_s"] and len(result["step_times_s"]) == 2


def _start_sweep(out: Path, address: str) -> subprocess.Popen:
    return subprocess.Popen([*kit_command(), "sweep", *SWEEP_ARGS, "--executor", "ray", "--ray-address", address,
                             "--out", str(out)], cwd=REPO, env={**os.environ, "PYTHONPATH": str(REPO)},
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)


def _wait_first_config(out: Path, proc: subprocess.Popen, timeout: float = 400) -> dict:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        m = out / "manifest.json"
        if m.exists():
            data = json.loads(m.read_text())
            if len(data["configs"]) == 1:
                return data
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
        time.sleep(0.2)
    raise AssertionError("the first config did not finish in time")


def test_a_worker_node_killed_mid_sweep_loses_nothing_finished(cluster, tmp_path: Path) -> None:
    from kitlib.capture.ray_executor import add_node

    out = tmp_path / "run"
    proc = _start_sweep(out, cluster.address)
    first = _wait_first_config(out, proc)
    done = first["configs"][0]
    mtime = (out / done["name"] / "result.json").stat().st_mtime_ns
    time.sleep(2)  # the second config's task is running on the worker now
    worker = next(n for n in cluster.worker_nodes if n.node_id == done["processes"][0]["node"])
    cluster.remove_node(worker, allow_graceful=False)
    add_node(cluster, {"num_cpus": 1, "resources": {"kit_test_worker": 1}})  # where the retry goes
    _, err = proc.communicate(timeout=600)
    m = json.loads((out / "manifest.json").read_text())
    assert m["configs"][0]["processes"] == done["processes"]  # nothing finished is lost
    assert (out / done["name"] / "result.json").stat().st_mtime_ns == mtime
    second = m["configs"][1]["processes"][0]
    # the task on the killed node is retried once, on the fresh node
    assert second["status"] == "ok" and second["attempts"] == 2 and second["node"] != worker.node_id, second
    assert proc.returncode == 0, err


def test_resume_after_the_driver_is_killed(cluster, tmp_path: Path) -> None:
    out = tmp_path / "run"
    proc = _start_sweep(out, cluster.address)
    first = _wait_first_config(out, proc)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    done = run_kit("sweep", *SWEEP_ARGS, "--executor", "ray", "--ray-address", cluster.address, "--out", str(out))
    m = json.loads((out / "manifest.json").read_text())
    assert [c["status"] for c in m["configs"]] == ["ok", "ok"]
    assert m["configs"][0]["processes"] == first["configs"][0]["processes"]  # kept, not rerun
    assert "split-2: ok" in done.stdout


def test_bisect_and_reproduce_on_the_cluster(cluster, tmp_path: Path) -> None:
    from benchmarks.bisect_planted import planted_candidates

    cands = planted_candidates(tmp_path, [100.0] * 3 + [70.0] * 3)
    remote = json.loads(run_kit("bisect", str(cands), "--json", "--repeats", "3", "--max-repeats", "6", "--out",
                                str(tmp_path / "ray"), "--executor", "ray", "--ray-address", cluster.address).stdout)
    # the planted drop, as the local executor finds it (tests/test_bisect.py)
    assert [(c["before"], c["after"], c["kind"]) for c in remote["change_points"]] == [("b02", "b03", "regression")]
    workers = {n for n, info in _alive_nodes(cluster.address).items() if info["Resources"].get("kit_test_worker")}
    kept = [json.loads(p.read_text()) for p in (tmp_path / "ray" / "measurements").glob("*/*.json")]
    assert len(kept) == remote["runs"] and {m["node"] for m in kept} <= workers  # timed: only where the timing slot is
    by_block: dict[str, set] = {}
    for m in kept:
        by_block.setdefault(m["block"], set()).add(m["node"])
    assert all(len(nodes) == 1 for nodes in by_block.values())  # a block (a paired comparison) stays on one node
    assert (tmp_path / "ray" / "runs" / "b00" / "0" / "stdout.txt").read_text().startswith("throughput=")
    # kit reproduce: each finding's recipe a task; the rows are the published ones (exact findings)
    ids = ["case1-split-constants", "case2-swap-copies"]
    there = json.loads(run_kit("reproduce", *ids, "--json", "--out", str(tmp_path / "rr"), "--executor", "ray",
                               "--ray-address", cluster.address).stdout)
    assert {r["finding"] for r in there} == set(ids) and len(there) == 4 + 4  # four quantities each
    assert all(r["agrees"] is True and r["measured"] == r["published"] for r in there), there
    assert json.loads((tmp_path / "rr" / "case2-swap-copies" / "measurements.json").read_text())
