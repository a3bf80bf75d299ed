"""Builds as package pins: one Python environment per build, made once and reused across bisects.

A build is a set of pip requirements (``jax==0.4.31 jaxlib==0.4.31``, ``torch==2.8.0 torch_xla==2.8.0``).
Its environment is a venv under ``~/.cache/kitlib/bisect-envs/<slug>-<hash>`` (``KIT_BISECT_ENVS`` moves
it), the hash taken over the sorted pins and the Python version, so every bisect that names the same
pins reuses it. It holds only the build's packages (and what pip resolves for them): kitlib reaches it
on ``PYTHONPATH`` (:func:`kitlib._paths.kitlib_pythonpath`), and the probe it runs imports nothing but
the standard library and the framework (:mod:`kitlib.capture.probe`).

A finished environment holds ``build.json`` (pins, Python, installed versions, install time). One that
cannot be made holds ``failed.json`` with pip's reason (its last error lines): the search goes around
that build, and the failure is kept, so the next bisect does not download it again (delete the folder
to retry). Concurrent bisects building the same environment wait on ``<folder>.lock``.

Old jaxlib wheels were built against NumPy 1.x: when the build's smoke test fails with NumPy's ABI
message and the pins say nothing of numpy, the install is made again with ``numpy<2``.
"""
from __future__ import annotations

import fcntl
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from ..errors import KitError

#: what the smoke test imports and runs per framework the pins name (the first one found)
SMOKE = {
    "jaxlib": "import jax, jax.numpy as jnp; jnp.ones(3).block_until_ready(); print(jax.__version__)",
    "jax": "import jax, jax.numpy as jnp; jnp.ones(3).block_until_ready(); print(jax.__version__)",
    "torch_xla": "import torch, torch_xla; print(torch_xla.__version__)",
    "torch-xla": "import torch, torch_xla; print(torch_xla.__version__)",
    "torch": "import torch; print(torch.__version__)",
}
_NAME = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._\-]*)")
_NUMPY_ABI = ("compiled using NumPy 1.x", "numpy.core.multiarray failed to import", "_ARRAY_API not found")


@dataclass(frozen=True)
class Env:
    """A build's environment: its folder and Python, or why it could not be made."""

    path: Path
    python: Path | None
    reason: str | None  # pip's reason (last lines) when it could not be made
    versions: dict[str, str]

    @property
    def ok(self) -> bool:
        return self.python is not None


def env_root() -> Path:
    """Where build environments live (``KIT_BISECT_ENVS``, else ``~/.cache/kitlib/bisect-envs``)."""
    return Path(os.environ.get("KIT_BISECT_ENVS") or Path.home() / ".cache" / "kitlib" / "bisect-envs")


def requirement_name(pin: str) -> str:
    """The distribution name of a requirement (``jax==0.4.31`` -> ``jax``), lower case."""
    m = _NAME.match(pin)
    if not m:
        raise KitError(f"{pin!r}: not a pip requirement")
    return m.group(1).lower()


def env_dir(pins: tuple[str, ...]) -> Path:
    """The folder of the environment for these pins (the same pins in any order: the same folder)."""
    canon = sorted(" ".join(p.split()) for p in pins)
    digest = hashlib.sha256(json.dumps([f"{sys.version_info[0]}.{sys.version_info[1]}", canon]).encode()).hexdigest()[:10]
    slug = re.sub(r"[^A-Za-z0-9.]+", "-", "_".join(canon))[:60].strip("-")
    return env_root() / f"{slug}-{digest}"


def _smoke(pins: tuple[str, ...]) -> str:
    names = {requirement_name(p) for p in pins}
    return next((code for name, code in SMOKE.items() if name in names), "print('ok')")


def _tail(text: str, n: int = 3) -> str:
    """The last error lines of a tool's output, the last (pip's most specific: "No matching distribution ...") first."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    errors = [ln for ln in lines if ln.startswith("ERROR") or "Error" in ln]
    return " | ".join(reversed((errors or lines)[-n:]))[:600]


def _load(path: Path, name: str) -> dict | None:
    try:
        return json.loads((path / name).read_text())
    except (OSError, ValueError):
        return None


def existing(pins: tuple[str, ...]) -> Env | None:
    """The environment for these pins when it was made (or failed) before; None when never tried."""
    d = env_dir(pins)
    done = _load(d, "build.json")
    if done is not None and (d / "bin" / "python").exists():
        return Env(d, d / "bin" / "python", None, done.get("versions", {}))
    failed = _load(d, "failed.json")
    if failed is not None:
        return Env(d, None, str(failed.get("reason")), {})
    return None


#: the file whose time is an environment's last use (touched each time it is found or made)
LAST_USED = ".last_used"
#: installed size of a build's packages when no environment of the same packages exists yet to measure, GB (seen
#: here: jax + jaxlib 0.4-0.10 0.6-0.9 GB; torch + torch_xla 2.5-2.9, whose torch wheels bring CUDA, 6-7 GB)
TYPICAL_GB = {"torch": 6.5, "torch-xla": 0.6, "torch_xla": 0.6, "jaxlib": 0.6, "jax": 0.1, "jax-cuda12-plugin": 3.0}
#: free disk an install needs beyond the environment's size (pip's downloads and unpacking), as a factor
DISK_FACTOR = 1.5


def tree_bytes(path: Path) -> int:
    """Bytes a folder takes on disk (``du``: allocated blocks; links not followed)."""
    total = 0
    for root, dirs, names in os.walk(path):
        for n in (*names, *dirs):
            try:
                st = os.lstat(os.path.join(root, n))
            except OSError:
                continue
            total += st.st_blocks * 512
    return total


@dataclass(frozen=True)
class CachedEnv:
    """One environment of the cache, as ``kit bisect --envs`` lists it."""

    path: Path
    pins: tuple[str, ...]
    ok: bool
    bytes: int
    last_used: float  # epoch seconds
    reason: str | None


def cached_envs(names: list[str] | None = None) -> list[CachedEnv]:
    """Every environment of the cache (made or failed), least recently used first; ``names``: only those whose pins
    name exactly these packages (sorted requirement names), the others not measured."""
    root = env_root()
    out = []
    for d in sorted(root.iterdir()) if root.is_dir() else []:
        if not d.is_dir():
            continue
        rec = _load(d, "build.json") or _load(d, "failed.json")
        if rec is None or (names is not None and sorted(requirement_name(p) for p in rec.get("pins", [])) != names):
            continue
        stamp = d / LAST_USED
        used = stamp.stat().st_mtime if stamp.exists() else d.stat().st_mtime
        ok = (d / "build.json").exists()
        out.append(CachedEnv(d, tuple(rec.get("pins", [])), ok, tree_bytes(d), used, None if ok else str(rec.get("reason"))))
    return sorted(out, key=lambda e: e.last_used)


def prune_envs(keep_bytes: int, log=None) -> list[CachedEnv]:
    """Remove the least recently used environments until the cache holds at most ``keep_bytes``; returns the removed.
    An environment in use (its lock held by a run) is left alone."""
    envs = cached_envs()
    total = sum(e.bytes for e in envs)
    removed = []
    for e in envs:
        if total <= keep_bytes:
            break
        with open(f"{e.path}.lock", "w") as lock:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                continue
            shutil.rmtree(e.path, ignore_errors=True)
        total -= e.bytes
        removed.append(e)
        if log:
            log(f"removed {e.path} ({e.bytes / 1e9:.1f} GB, {' '.join(e.pins)})")
    return removed


def expected_bytes(pins: tuple[str, ...]) -> tuple[int, str]:
    """What the environment of ``pins`` will take, and from what: the largest made environment of the same packages
    (their sizes move little from release to release), else :data:`TYPICAL_GB`."""
    names = sorted(requirement_name(p) for p in pins)
    alike = [e for e in cached_envs(names) if e.ok]
    if alike:
        e = max(alike, key=lambda x: x.bytes)
        return e.bytes, f"the size of {e.path.name}"
    return int(sum(TYPICAL_GB.get(n, 0.5) for n in names) * 1e9), "typical sizes of these packages"


def check_disk(pins: tuple[str, ...]) -> None:
    """Refuse to start an install the disk cannot hold.

    Raises:
        KitError: less free space where the environment goes than :data:`DISK_FACTOR` times its expected size
            (one line: both sizes and how to make room).
    """
    need, basis = expected_bytes(pins)
    root = env_root()
    root.mkdir(parents=True, exist_ok=True)
    free = shutil.disk_usage(root).free
    if free < need * DISK_FACTOR:
        raise KitError(f"not enough disk for the environment of {' '.join(pins)}: about {need / 1e9:.1f} GB expected "
                       f"({basis}), {need * DISK_FACTOR / 1e9:.1f} GB needed while it installs, {free / 1e9:.1f} GB free on "
                       f"{root}; make room with `kit bisect --envs --prune SIZE`")


def ensure_env(pins: tuple[str, ...], log=None, timeout_s: float = 1800.0) -> Env:
    """The build's environment, made now when it is not there yet (under ``<folder>.lock``).

    ``log``: called with one line per step (progress). A build that pip cannot install, or whose
    smoke test fails, gives an :class:`Env` with ``python=None`` and pip's reason; nothing is raised
    for it (the search goes around a failed build).
    """
    from ..runfolder.write import write_json_atomic  # (pandas comes with it: not on the path of a build already made)

    d = env_dir(pins)
    d.parent.mkdir(parents=True, exist_ok=True)
    with open(f"{d}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        found = existing(pins)
        if found is not None:
            (d / LAST_USED).touch()
            return found
        if d.exists():  # a half-made environment (a killed install): start again
            shutil.rmtree(d)
        try:
            check_disk(pins)
        except KitError as e:  # not made, nothing kept: the next bisect asks again
            return Env(d, None, str(e), {})
        t0 = time.monotonic()
        if log:
            log(f"making the environment for {' '.join(pins)} in {d}")
        reason, versions, abi = _install(d, pins, timeout_s)
        if abi and "numpy" not in {requirement_name(p) for p in pins}:
            if log:
                log(f"{' '.join(pins)}: built for NumPy 1.x; installing again with numpy<2")
            shutil.rmtree(d, ignore_errors=True)
            reason, versions, _ = _install(d, (*pins, "numpy<2"), timeout_s)
        record = {"pins": list(pins), "python": sys.version.split()[0], "install_s": round(time.monotonic() - t0, 1)}
        if reason is not None:
            d.mkdir(parents=True, exist_ok=True)
            for sub in ("bin", "lib", "lib64", "include", "share"):
                shutil.rmtree(d / sub, ignore_errors=True)  # keep the record, not a broken venv
            write_json_atomic(d / "failed.json", {**record, "reason": reason})
            return Env(d, None, reason, {})
        write_json_atomic(d / "build.json", {**record, "versions": versions})
        (d / LAST_USED).touch()
        return Env(d, d / "bin" / "python", None, versions)


def _install(d: Path, pins: tuple[str, ...], timeout_s: float) -> tuple[str | None, dict[str, str], bool]:
    """Make the venv and pip-install the pins; (reason, versions, failed on NumPy's ABI): reason None when it works."""
    base = getattr(sys, "_base_executable", sys.executable)
    steps = [
        ([base, "-m", "venv", str(d)], "venv"),
        ([str(d / "bin" / "python"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
          "--only-binary=:all:", *pins], "pip install"),
    ]
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    for argv, what in steps:
        try:
            p = subprocess.run(argv, capture_output=True, text=True, timeout=timeout_s, env=env)
        except subprocess.TimeoutExpired:
            return f"{what}: timed out after {timeout_s:g} s", {}, False
        if p.returncode != 0:
            return f"{what}: {_tail(p.stderr or p.stdout)}", {}, False
    smoke = subprocess.run([str(d / "bin" / "python"), "-c", _smoke(pins)], capture_output=True, text=True,
                           timeout=600, env={**env, "JAX_PLATFORMS": "cpu"})
    if smoke.returncode != 0:
        return f"smoke test: {_tail(smoke.stderr, 2)}", {}, any(m in smoke.stderr for m in _NUMPY_ABI)
    freeze = subprocess.run([str(d / "bin" / "python"), "-m", "pip", "list", "--format=json", "--disable-pip-version-check"],
                            capture_output=True, text=True, env=env)
    try:
        versions = {r["name"].lower(): r["version"] for r in json.loads(freeze.stdout)}
    except (ValueError, KeyError, TypeError):
        versions = {}
    return None, versions, False


def main(argv: list[str] | None = None) -> int:
    """``python -m kitlib.capture.envs --pin=REQ [--pin=REQ ...] -- ARGS``: make (or find) the build's environment,
    then run its Python with ARGS (kitlib on ``PYTHONPATH``, nothing else). A build that cannot be made exits 3
    with pip's reason as the last line of stderr (the run's reason)."""
    from .._paths import KITLIB_ROOT

    args = list(sys.argv[1:] if argv is None else argv)
    split = args.index("--") if "--" in args else len(args)
    pins = tuple(a.split("=", 1)[1] for a in args[:split] if a.startswith("--pin="))
    if not pins or split == len(args):
        print("usage: python -m kitlib.capture.envs --pin=REQ [--pin=REQ ...] -- ARGS", file=sys.stderr)
        return 2
    env = ensure_env(pins, log=lambda line: print(f"kit: {line}", file=sys.stderr, flush=True))
    if not env.ok:
        print(f"{env.reason} (the environment for {' '.join(pins)} could not be made)", file=sys.stderr)
        return 3
    child = {k: v for k, v in os.environ.items() if k not in ("PYTHONHOME", "VIRTUAL_ENV")}
    child["PYTHONPATH"] = str(KITLIB_ROOT)
    sys.stdout.flush()
    sys.stderr.flush()
    os.execve(str(env.python), [str(env.python), *args[split + 1:]], child)
    return 0  # not reached


if __name__ == "__main__":
    raise SystemExit(main())
