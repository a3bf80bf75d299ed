"""The Ray executor: each job a Ray task; the driver's run folder stays the one source of truth.

- Connects to ``address``, else ``RAY_ADDRESS`` (Ray's convention), else starts
  a Ray on this machine that listens on 127.0.0.1 only, without dashboard (so
  without the job-submission API) or client server (see docs/ray.md: Ray has
  no authentication; ShadowRay, CVE-2023-48022).
- A task gets its job's folder (the inputs the driver wrote, as a tar), runs
  the job as a child process in a private temporary folder on its node, and
  returns two values only: a JSON status line and a tar of the folder. The
  driver checks both (:data:`TASK_STATUS`, and
  :func:`kitlib.runfolder.write.install_folder_archive`: members, JSON
  records) before writing the folder in place atomically. No Python object
  made by a worker is used.
- Clean timing: every node offers one ``kit_timing_slot`` (a Ray the kit starts
  does; start the nodes of a real cluster with ``--resources
  '{"kit_timing_slot": 1}'``). A ``timing`` job takes the whole slot, a
  ``compile-only`` job a thousandth of it: compile-only work packs by CPUs, and
  no kit job runs beside a timed one. A timed process is pinned to the CPUs of
  its node's Ray worker (``KIT_TIMING_CPUS`` on the node, e.g. ``2-7``,
  narrows them). The jobs of one ``Job.group`` (the sweep: process k of every
  config) run on one node where possible (soft node affinity, so a dead node
  lets them go elsewhere).
- A task lost with its node (worker crashed, node died, object lost) is
  submitted once more without node affinity; lost again, its job ends with
  ``JobResult.lost`` naming the reason. Results already written stay.
"""
from __future__ import annotations

import json
import logging
import os
import shutil
import socket
import tempfile
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from ..errors import CaptureError
from ..runfolder.records import Field, Record
from ..runfolder.write import extract_folder_archive, install_folder_archive, pack_folder
from .job import Job, JobResult, cpu_model, gpu_name, now_utc, run_in_folder

TIMING_SLOT = "kit_timing_slot"
#: the share of a node's timing slot a compile-only job holds (they pack; no timed job runs beside them)
COMPILE_SHARE = 0.001
#: Ray's per-task CPU request of every kit job
TASK_CPUS = 1
#: Ray reads it at import: "0" keeps its own address helpers on the loopback (a Ray the kit starts)
LOOPBACK_ENV = "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"
#: tries to start a local Ray (a loaded machine can miss Ray's fixed start-up deadlines)
START_ATTEMPTS = 3
#: seconds to wait for a TCP connection to the cluster's address before saying it is unreachable
CONNECT_TIMEOUT_S = 5.0

#: the status line a task returns beside its folder archive
TASK_STATUS = Record("Ray task status", (
    Field("returncode", "int?", "exit status of the job's process", required=True),
    Field("timed_out", "bool", "killed after its timeout", required=True),
    Field("wall_s", "number", "wall time of the process, s", required=True),
    Field("started_at", "str", "UTC start, ISO 8601", required=True),
    Field("node", "str", "Ray node id", required=True),
    Field("hostname", "str", "host name of the node"),
    Field("cpu_model", "str", "CPU model of the node"),
    Field("gpu", "str?", "first GPU of the node"),
    Field("cpus", "list[int]", "CPUs the process was pinned to"),
))


def _cpus_from_env() -> list[int] | None:
    text = os.environ.get("KIT_TIMING_CPUS", "").strip()
    if not text:
        return None
    cpus: list[int] = []
    for part in text.split(","):
        lo, _, hi = part.partition("-")
        cpus += list(range(int(lo), int(hi or lo) + 1))
    return cpus


def run_task(job_json: str, inputs: bytes) -> tuple[str, bytes]:
    """The body of a Ray task (runs on a node): unpack the inputs, run the job, pack its folder.

    Returns (status JSON, tar of the folder); nothing else leaves the node.
    """
    import platform

    import ray

    spec = json.loads(job_json)
    job = Job(tuple(spec["argv"]), dict(spec["env"]), Path(spec["folder"]), spec["kind"], float(spec["timeout_s"]),
              root=Path(spec["root"]))
    tmp = Path(tempfile.mkdtemp(prefix="kit-task-"))
    try:
        folder = tmp / job.folder.relative_to(job.base)
        folder.mkdir(parents=True)
        extract_folder_archive(inputs, folder, f"{job.folder} (inputs shipped to the node)")
        cpus = sorted(os.sched_getaffinity(0))
        if job.kind == "timing":
            cpus = _cpus_from_env() or cpus
        if "OMP_NUM_THREADS" not in job.env:  # Ray sets it to the task's CPU request; a local process has none
            os.environ.pop("OMP_NUM_THREADS", None)
        rc, timed_out, wall, started_at = run_in_folder(job, folder, None, driver_pid=os.getpid(), cpus=cpus)
        status = {"returncode": rc, "timed_out": timed_out, "wall_s": wall, "started_at": started_at,
                  "node": ray.get_runtime_context().get_node_id(), "hostname": platform.node(), "cpu_model": cpu_model(),
                  "gpu": gpu_name(), "cpus": cpus}
        return json.dumps(status), pack_folder(folder)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _address_host_port(address: str) -> tuple[str, int] | None:
    rest = address.split("://", 1)[1] if "://" in address else address
    host, sep, port = rest.rpartition(":")
    if not sep or not port.isdigit():
        return None
    return host.strip("[]"), int(port)


def check_reachable(address: str, source: str) -> None:
    """Raise :class:`CaptureError` (one line) unless a TCP connection to ``address`` opens."""
    hp = _address_host_port(address)
    if hp is None:
        if address in ("auto", "local"):
            return
        raise CaptureError(f"Ray address {address!r} ({source}): expected host:port or ray://host:port")
    try:
        with socket.create_connection(hp, timeout=CONNECT_TIMEOUT_S):
            pass
    except OSError as e:
        raise CaptureError(f"cannot reach the Ray cluster at {address} ({source}): {e.strerror or e}") from None


class _RayBatch:
    def __init__(self, ex: RayExecutor, jobs: Sequence[Job]):
        self.ex = ex
        self.pending: dict[Any, tuple[Job, int, bytes]] = {}
        self.skipped: set[int] = set()
        self.node_of_group: dict[str, str] = {}
        for job in jobs:
            if job.prepare is not None:
                job.prepare()
            job.folder.mkdir(parents=True, exist_ok=True)
            self._submit(job, 1, pack_folder(job.folder))

    def _node_for(self, job: Job) -> str | None:
        if job.kind != "timing":
            return None
        if job.group not in self.node_of_group:
            nodes = self.ex.timing_nodes()
            if not nodes:
                return None
            used = list(self.node_of_group.values())
            self.node_of_group[job.group] = min(nodes, key=lambda n: (used.count(n), n))
        return self.node_of_group[job.group]

    def _submit(self, job: Job, attempt: int, inputs: bytes) -> None:
        from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

        node = self._node_for(job) if attempt == 1 else None
        options: dict[str, Any] = {"num_cpus": TASK_CPUS, "max_retries": 0,
                                   "resources": {TIMING_SLOT: 1 if job.kind == "timing" else COMPILE_SHARE}}
        if node is not None:
            options["scheduling_strategy"] = NodeAffinitySchedulingStrategy(node, soft=True)
        job_json = json.dumps({"argv": list(job.argv), "env": job.env, "folder": str(job.folder), "kind": job.kind,
                               "timeout_s": job.timeout_s, "root": str(job.base)})
        ref = self.ex.task.options(**options).remote(job_json, inputs)
        self.pending[ref] = (job, attempt, inputs)

    def skip(self, jobs: Sequence[Job]) -> None:
        import ray

        ids = {id(j) for j in jobs}
        self.skipped |= ids
        for ref, (job, _, _) in list(self.pending.items()):
            if id(job) in ids:
                ray.cancel(ref)
                del self.pending[ref]

    @staticmethod
    def _land(job: Job, value: Any) -> dict[str, Any]:
        """Check a task's (status, archive) and write the folder in place; returns the status."""
        if not (isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str) and isinstance(value[1], bytes)):
            raise CaptureError(f"{job.folder}: a Ray task returned {type(value).__name__}, not (status, archive)")
        try:
            status = TASK_STATUS.check(json.loads(value[0]), "", f"{job.folder} (Ray task status)")
        except json.JSONDecodeError as e:
            raise CaptureError(f"{job.folder}: Ray task status is not JSON ({e})") from None
        install_folder_archive(value[1], job.folder, job.backend)
        return status

    def __iter__(self) -> Iterator[tuple[Job, JobResult]]:
        import ray
        from ray.exceptions import RayError, RayTaskError, TaskCancelledError

        while self.pending:
            ready, _ = ray.wait(list(self.pending), num_returns=1)
            job, attempt, inputs = self.pending.pop(ready[0])
            if id(job) in self.skipped:
                continue
            where = {"executor": "ray", "attempts": attempt}
            try:
                value = ray.get(ready[0])
            except TaskCancelledError:
                continue
            except RayTaskError as e:  # the task's own code failed on the node: not a lost node, no retry
                yield job, JobResult(None, False, 0.0, now_utc(), where, lost=f"Ray task failed: {_first_line(e)}")
                continue
            except RayError as e:
                if attempt == 1:
                    self._submit(job, 2, inputs)
                    continue
                yield job, JobResult(None, False, 0.0, now_utc(), where,
                                     lost=f"lost twice with its Ray node ({type(e).__name__}: {_first_line(e)})")
                continue
            try:  # what came back is checked before anything is written; a refused folder fails its job only
                status = self._land(job, value)
            except CaptureError as e:
                yield job, JobResult(None, False, 0.0, now_utc(), where, lost=f"shipped folder refused: {e}")
                continue
            placement = {**where, **{k: status.get(k) for k in ("node", "hostname", "cpu_model", "gpu", "cpus")}}
            yield job, JobResult(status["returncode"], status["timed_out"], float(status["wall_s"]), status["started_at"],
                                 placement)


def _first_line(e: BaseException) -> str:
    lines = [ln.strip() for ln in str(e).splitlines() if ln.strip()]
    return lines[-1][:300] if lines else type(e).__name__


class RayExecutor:
    """Runs each job as a Ray task (see the module's docstring)."""

    name = "ray"

    def __init__(self, address: str | None = None, num_cpus: int | None = None):
        addr = address or os.environ.get("RAY_ADDRESS")
        hp = _address_host_port(addr) if addr else None
        if not addr or (hp and hp[0] in ("127.0.0.1", "localhost", "::1")):
            # set before Ray is imported: its address helpers then keep to the loopback
            os.environ.setdefault(LOOPBACK_ENV, "0")
        try:
            import ray
        except ImportError:
            raise CaptureError("the ray executor needs Ray: pip install 'kitlib[ray]'") from None
        self._ray = ray
        self._cluster: Any = None
        self._connected_here = not ray.is_initialized()  # a caller's own connection is left open
        if not self._connected_here:
            pass
        elif addr:
            check_reachable(addr, "--ray-address" if address else "RAY_ADDRESS")
            try:
                ray.init(address=addr, logging_level=logging.ERROR, log_to_driver=False)
            except (ConnectionError, RuntimeError, ValueError) as e:
                raise CaptureError(f"cannot connect to the Ray cluster at {addr}: {_first_line(e)}") from None
        else:
            self._cluster = start_local_cluster([{"num_cpus": num_cpus or os.cpu_count() or 1}])
            ray.init(address=self._cluster.address, logging_level=logging.ERROR, log_to_driver=False)
        if not ray.cluster_resources().get(TIMING_SLOT):
            self.close()
            raise CaptureError(f"the Ray cluster offers no {TIMING_SLOT}: start each node with "
                               f"--resources '{{\"{TIMING_SLOT}\": 1}}' (docs/ray.md)")
        self.task = ray.remote(run_task)

    def timing_nodes(self) -> list[str]:
        """Ids of the alive nodes that offer a timing slot."""
        return sorted(n["NodeID"] for n in self._ray.nodes() if n.get("Alive") and n.get("Resources", {}).get(TIMING_SLOT))

    def submit(self, jobs: Sequence[Job], on_line: Callable[[Job, str], None] | None = None) -> _RayBatch:
        """Prepare and submit every job now; iterate the batch for (job, result) as they finish."""
        return _RayBatch(self, jobs)

    def close(self) -> None:
        """Disconnect (and stop the Ray this executor started)."""
        if self._connected_here and self._ray.is_initialized():
            self._ray.shutdown()
        if self._cluster is not None:
            self._cluster.shutdown()
            self._cluster = None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_local_cluster(nodes: Sequence[dict[str, Any]]) -> Any:
    """A Ray on this machine, one node per entry of ``nodes`` (``num_cpus``, ``resources``, ...): 127.0.0.1 only,
    no dashboard (so no job-submission API), no client server, one ``kit_timing_slot`` per node.

    The agents' ports are given, not discovered: a raylet otherwise waits a fixed
    time for its agents to report them and aborts on a loaded machine. Ray also
    gives a node a fixed 30 s to register; a start that misses it is retried.
    Returns a ``ray.cluster_utils.Cluster``; ``.shutdown()`` stops it.

    Raises:
        CaptureError: Ray's processes did not start.
    """
    os.environ.setdefault(LOOPBACK_ENV, "0")
    from ray.cluster_utils import Cluster

    for attempt in range(START_ATTEMPTS):
        cluster = Cluster(initialize_head=False, shutdown_at_exit=True)
        try:
            for n in nodes:
                cluster.add_node(**node_args(n))
            return cluster
        except Exception as e:  # Ray raises plain Exception when its processes do not start in its fixed 30 s
            cluster.shutdown()
            if attempt == START_ATTEMPTS - 1:
                raise CaptureError(f"cannot start a local Ray ({START_ATTEMPTS} tries): {_first_line(e)}") from None
    raise AssertionError("unreachable")


def node_args(node: dict[str, Any]) -> dict[str, Any]:
    """``Cluster.add_node`` arguments of a loopback node with a timing slot (none with ``timing_slot=False``),
    agent ports fixed."""
    node = dict(node)
    resources = {TIMING_SLOT: 1} if node.pop("timing_slot", True) else {}
    resources.update(node.get("resources", {}))
    ports = {k: _free_port() for k in ("metrics_agent_port", "metrics_export_port", "dashboard_agent_listen_port",
                                       "runtime_env_agent_port")}
    return {**node, "resources": resources, "node_ip_address": "127.0.0.1", "include_dashboard": False, **ports}


def add_node(cluster: Any, node: dict[str, Any]) -> Any:
    """Add a loopback node (:func:`node_args`) to a running ``Cluster``, retried as :func:`start_local_cluster` is."""
    for attempt in range(START_ATTEMPTS):
        try:
            return cluster.add_node(**node_args(node))
        except Exception as e:  # Ray raises plain Exception when its processes do not start
            if attempt == START_ATTEMPTS - 1:
                raise CaptureError(f"cannot start a Ray node ({START_ATTEMPTS} tries): {_first_line(e)}") from None
    raise AssertionError("unreachable")
