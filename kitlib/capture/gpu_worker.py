"""The per-config worker of the ``xla-gpu-deviceless`` sweep backend.

Run as ``python -m kitlib.capture.gpu_worker <run>/<config>/config.json`` by
the sweep driver, with ``cwd=<run>/<config>``, ``JAX_PLATFORMS=cpu`` and
``XLA_FLAGS`` holding ``--xla_dump_to=<dump folder>`` and the split flags.

Steps (each announced on stdout as ``KIT-PROGRESS <done> <total> <label>``):

1. export: the model of the CPU backend to StableHLO text
   (:mod:`kitlib.capture.export`), with ``XLA_FLAGS`` emptied for the time of
   the export, so torch_xla's own XLA:CPU compile leaves nothing in the GPU
   dump folder. The text is written to ``program.stablehlo.mlir`` and cached
   beside the run (``<run>/.export-cache/``) for the other configs of the run;
   ``result.json`` says whether the cache was used.
2. compile: the text for the GPU target, deviceless
   (:func:`kitlib.jax_adapter.compile_stablehlo`); no run.
3. result: ``result.json`` written atomically (tmp file, then ``os.replace``).

A config may name a StableHLO file in ``program`` (path relative to the
config folder) instead of a model: it is compiled as is (used by the tests
and for programs from elsewhere).

``result.json`` keys: ``status`` ("ok" / "error"), ``error`` (one line, on
error), ``compile_time_s`` (wall time of the XLA compile alone, s),
``parse_time_s``, ``export_time_s``, ``export_cached``, ``versions`` (jax,
jaxlib, jax-cuda12-plugin, jax-cuda12-pjrt, torch, torch_xla, transformers),
``gpu_target``, ``module_name`` (the GPU module(s) found in the dump),
``export`` (``torch.export -> torch_xla.stablehlo``), ``model``, ``mode``,
``shapes``, ``split_count``, ``xla_flags``, ``dump_dir``.

Exit status: 0 ok; 1 the compile or export failed (``result.json`` has
``status: "error"``); 2 the config file is unusable.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from .._paths import kitlib_pythonpath
from ..errors import CaptureError, KitError
from ..runfolder import layout
from ..runfolder.records import Status
from ..runfolder.write import write_npz_atomic, write_result, write_text_atomic, write_worker_config
from .child import enter_config_process

BACKEND = "xla-gpu-deviceless"
REQUIRED_KEYS = ("name", "backend", "model", "mode", "batch_size", "seq_len", "gpu_target", "split_count")
STEPS = ("export", "compile", "result")


def progress(done: int, label: str) -> None:
    """Print one ``KIT-PROGRESS <done> <total> <label>`` line (flushed)."""
    print(f"KIT-PROGRESS {done} {len(STEPS)} {label}", flush=True)


def load_config(path: str | Path) -> dict[str, Any]:
    """Read and check ``config.json``.

    Raises:
        CaptureError: unreadable file, missing keys, or another backend's config.
    """
    p = Path(path)
    try:
        cfg = json.loads(p.read_text())
    except (OSError, ValueError) as e:
        raise CaptureError(f"{p}: cannot read config: {e}") from e
    missing = [k for k in REQUIRED_KEYS if k not in cfg]
    if missing:
        raise CaptureError(f"{p}: config lacks {missing}")
    if cfg["backend"] != BACKEND:
        raise CaptureError(f"{p}: backend {cfg['backend']!r} is not {BACKEND!r}")
    return cfg


def dump_dir_from_flags(flags: str) -> str | None:
    """The ``--xla_dump_to`` folder named in an ``XLA_FLAGS`` string, or None."""
    m = re.search(r"--xla_dump_to=(\S+)", flags)
    return m.group(1) if m else None


def host_versions() -> dict[str, str]:
    """Versions of the Python packages a deviceless capture depends on."""
    from importlib import metadata

    out = {}
    for dist in ("torch", "torch_xla", "transformers"):
        try:
            out[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            out[dist] = "absent"
    return out


def _cache_key(cfg: dict[str, Any], versions: dict[str, str]) -> str:
    key = json.dumps(
        [cfg["model"], cfg["mode"], cfg["batch_size"], cfg["seq_len"], cfg.get("seed", 0), versions["torch"], versions["torch_xla"], versions["transformers"]]
    )
    return hashlib.sha256(key.encode()).hexdigest()[:16]


def export_program(cfg: dict[str, Any], cache: Path, versions: dict[str, str],
                   with_args: bool = False) -> tuple[str, dict[str, Any]]:
    """StableHLO text of the config's model, from the run's cache (the folder ``cache``: ``<run>/.export-cache``)
    or a fresh export.

    Returns (text, facts) where facts holds ``shapes``, ``export``,
    ``export_time_s`` and ``export_cached``; with ``with_args`` also ``args``
    (the program's arguments, numpy arrays in parameter order, cached as ``.npz``).
    """
    import numpy as np

    from .export import EXPORT_PATH, export_model

    key = _cache_key(cfg, versions)
    from .models import model_slug

    stem = f"{model_slug(cfg['model'])}-{cfg['mode']}-{key}"
    text_path, meta_path, args_path = cache / f"{stem}.mlir", cache / f"{stem}.json", cache / f"{stem}.npz"
    if text_path.is_file() and meta_path.is_file() and (args_path.is_file() or not with_args):
        meta = json.loads(meta_path.read_text())
        if with_args:
            with np.load(args_path) as z:
                meta["args"] = [z[f"arg{i}"] for i in range(len(z.files))]
        return text_path.read_text(), {**meta, "export_cached": True}
    saved = os.environ.get("XLA_FLAGS")
    os.environ["XLA_FLAGS"] = ""  # torch_xla's XLA:CPU must not dump into the GPU dump folder
    os.environ.setdefault("PJRT_DEVICE", "CPU")
    try:
        ep = export_model(cfg["model"], cfg["mode"], seed=int(cfg.get("seed", 0)), batch_size=int(cfg["batch_size"]), seq_len=int(cfg["seq_len"]))
    finally:
        if saved is None:
            os.environ.pop("XLA_FLAGS", None)
        else:
            os.environ["XLA_FLAGS"] = saved
    meta = {"shapes": ep.shapes, "export": EXPORT_PATH, "export_time_s": ep.export_time_s}
    cache.mkdir(exist_ok=True)
    write_text_atomic(text_path, ep.text)
    write_npz_atomic(args_path, {f"arg{i}": a for i, a in enumerate(ep.args)})
    write_text_atomic(meta_path, json.dumps(meta))
    return ep.text, {**meta, "export_cached": False, **({"args": list(ep.args)} if with_args else {})}


def read_program(path: str | Path, config_dir: Path) -> tuple[str, dict[str, Any]]:
    """StableHLO text from a file named by the config's ``program`` key (relative to the config folder).

    Raises:
        CaptureError: when the file cannot be read.
    """
    p = Path(path) if Path(path).is_absolute() else config_dir / path
    try:
        text = p.read_text()
    except OSError as e:
        raise CaptureError(f"program {p}: cannot read: {e}") from e
    return text, {"shapes": {}, "export": f"StableHLO file {p}", "export_time_s": 0.0, "export_cached": False}


def gpu_module_names(dump_dir: str | Path) -> list[str]:
    """Names of the modules compiled for a GPU in a dump folder: those with PTX files."""
    try:
        from ..dumps.index import read_dump_index
    except ImportError:  # a release's bare environment (no pandas: kit replay --gpu-target): XLA's module_<id>.<name>.ptx
        return sorted({f.name.split(".", 1)[1].removesuffix(".ptx") for f in Path(dump_dir).glob("module_*.ptx")})

    idx = read_dump_index(dump_dir)
    return sorted(set(idx.loc[idx["kind"] == "ptx", "hlo_module"].dropna().tolist()))


def run(cfg: dict[str, Any], config_dir: Path) -> dict[str, Any]:
    """Export, compile and describe one config; returns the result record (status ok).

    Raises:
        KitError: any failure, with a one-line reason.
    """
    flags = os.environ.get("XLA_FLAGS", "")
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    versions = host_versions()

    progress(0, "export")
    from .. import jax_adapter

    if cfg.get("replay"):  # captured HLO modules (kit replay SOURCE --gpu-target): each compiled in turn
        from .replay import read_module

        programs = [jax_adapter.hlo_to_stablehlo(read_module(m), m["path"]) for m in cfg["replay"]["modules"]]
        texts = [p.stablehlo for p in programs]
        facts = {"shapes": {}, "export": f"replay of {cfg['replay']['facts'].get('source_kind')} {cfg['replay']['facts'].get('source')}",
                 "export_time_s": 0.0, "export_cached": False,
                 "replay": {**cfg["replay"]["facts"], "modules": [{"hlo_module": p.name, "result": p.result} for p in programs]}}
    elif cfg.get("program"):
        text, facts = read_program(cfg["program"], config_dir)
        texts = [text]
    else:
        text, facts = export_program(cfg, layout.run_root_of(config_dir) / layout.EXPORT_CACHE_DIR, versions)
        texts = [text]
    write_text_atomic(config_dir / "program.stablehlo.mlir", texts[-1])

    progress(1, "compile")
    versions.update(jax_adapter.check_interfaces())
    write_text_atomic(config_dir / "gpu_target_config.txtpb", jax_adapter.target_config_text(cfg["gpu_target"]))
    compiles = [jax_adapter.compile_stablehlo(t, cfg["gpu_target"]) for t in texts]
    traced: dict[str, Any] = {}
    if cfg.get("dump_passes"):  # one more compile, without dumps, under the profiler: the compile's phases
        import jax

        jax.profiler.start_trace(str(config_dir / layout.COMPILE_TRACE_DIR))
        try:
            again = [jax_adapter.compile_stablehlo(t, cfg["gpu_target"], jax_adapter.NO_DUMP) for t in texts]
        finally:
            jax.profiler.stop_trace()
        traced["traced_compile_time_s"] = sum(c.compile_time_s for c in again)

    progress(2, "result")
    dump_dir = dump_dir_from_flags(flags)
    modules = gpu_module_names(dump_dir) if dump_dir and Path(dump_dir).is_dir() else []
    return {
        "status": Status.OK,
        "name": cfg["name"],
        "backend": BACKEND,
        "compile_time_s": sum(c.compile_time_s for c in compiles),
        "parse_time_s": sum(c.parse_time_s for c in compiles),
        "versions": versions,
        "gpu_target": cfg["gpu_target"],
        "module_name": modules[0] if len(modules) == 1 else modules,
        "model": cfg["model"],
        "mode": cfg["mode"],
        "split_count": cfg["split_count"],
        "compile_threads": cfg.get("compile_threads"),  # --xla_gpu_force_compilation_parallelism (threads.py)
        "xla_flags": flags,
        "dump_dir": dump_dir,
        **traced,
        **facts,
    }


def split_flags(split_count: int | None) -> str:
    """The XLA flags of compile parallelism N (``None``: no split flags at all)."""
    if split_count is None:
        return ""
    return f"--xla_gpu_enable_llvm_module_compilation_parallelism=true --xla_gpu_force_compilation_parallelism={int(split_count)}"


def spawn(config: dict[str, Any], config_dir: str | Path, timeout_s: float = 900.0) -> subprocess.CompletedProcess[str]:
    """Run one config in its own process, as the sweep driver does (for tests and fixtures).

    Writes ``config.json`` (``xla_flags`` filled in when absent: dump to
    ``<config_dir>/dump`` plus :func:`split_flags`), sets ``XLA_FLAGS`` and
    ``JAX_PLATFORMS=cpu`` and runs this module with ``cwd=config_dir``.
    """

    d = Path(config_dir).resolve()
    d.mkdir(parents=True, exist_ok=True)
    cfg = dict(config)
    cfg.setdefault("backend", BACKEND)
    if "xla_flags" not in cfg:
        cfg["xla_flags"] = f"--xla_dump_to={d / 'dump'} --xla_dump_hlo_as_text {split_flags(cfg.get('split_count'))}".strip()
    write_worker_config(d, cfg)
    env = {**os.environ, "XLA_FLAGS": cfg["xla_flags"], "JAX_PLATFORMS": "cpu", "PJRT_DEVICE": "CPU"}
    env["PYTHONPATH"] = kitlib_pythonpath(env.get("PYTHONPATH"))
    return subprocess.run(
        [sys.executable, "-m", "kitlib.capture.gpu_worker", str(d / "config.json")],
        cwd=d, env=env, capture_output=True, text=True, timeout=timeout_s, check=False,
    )


def main(argv: list[str] | None = None) -> int:
    """Entry point: ``python -m kitlib.capture.gpu_worker CONFIG_JSON``."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m kitlib.capture.gpu_worker <run>/<config>/config.json", file=sys.stderr)
        return 2
    config_path = Path(args[0]).resolve()
    t0 = time.perf_counter()
    try:
        cfg = load_config(config_path)
    except CaptureError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    enter_config_process(cfg)
    try:
        result = run(cfg, config_path.parent)
        rc = 0
    except KitError as e:
        result, rc = {"status": Status.ERROR, "error": str(e).splitlines()[0][:2000]}, 1
    result["worker_wall_s"] = time.perf_counter() - t0
    write_result(config_path.parent, result, BACKEND)
    if rc:
        print(f"error: {result['error']}", file=sys.stderr)
    else:
        progress(len(STEPS), "done")
    return rc


if __name__ == "__main__":
    sys.exit(main())
