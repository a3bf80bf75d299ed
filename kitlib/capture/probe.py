"""The probe: a user's program, unchanged, run inside one build's environment (``python -m kitlib.probe``).

    python -m kitlib.probe [--out DIR] [--dump] [--passes] [--profile [--profiler P]] [--torch-xla-debug] PROGRAM.py [ARGS...]
    python -m kitlib.probe --defaults [--out DIR]

It imports nothing but the standard library before the program runs (the build's environment holds only
the build's packages; kitlib comes on ``PYTHONPATH``), so it works in any jax release's environment:

- ``--dump``: ``XLA_FLAGS`` gains ``--xla_dump_to=<out>/dump --xla_dump_hlo_as_text`` (``--passes``: also
  ``--xla_dump_hlo_pass_re=.*``, the module after every HLO pass), on top of the user's own ``XLA_FLAGS``.
- ``--profile``: the program runs under a profiler (``<out>/trace``, an ``.xplane.pb``) with
  ``--xla_cpu_enable_xprof_traceme=true``, so every executed XLA:CPU kernel is an event with its HLO
  module; the driver finds the heaviest module's executions in it (:mod:`kitlib.timings.xplane`): with
  ``--profiler torch_xla`` torch_xla's profiler (a torch_xla program's XLA is torch_xla's own), with ``jax``
  ``jax.profiler``; ``auto``: jax where it is installed, else torch_xla. Where it cannot start, the run goes on
  without a profile (``trace_error`` says so).
- a torch_xla program: its metrics and counters (CompileTime, ExecuteTime, TransferToDeviceTime /
  FromDevice, UncachedCompile, CachedCompile, ...) in ``<out>/metrics.json`` and ``metrics_report.txt``, as
  the torch-xla-cpu worker keeps them; ``--torch-xla-debug``: torch_xla's debug report of every compile
  (``PT_XLA_DEBUG_LEVEL=2``: the graph's hash and why it compiled) in ``<out>/pt_xla_debug.txt``.
- The program runs as ``__main__`` (``runpy``) with its own ``sys.argv``; what it prints goes to stdout
  as it is (``throughput=<n>`` there is the build's throughput).
- ``<out>/probe.json`` (written last): the framework's versions, the ``XLA_FLAGS`` in effect, the
  program's wall time, jax's config values (``jax.config.values``), and how the program ended.

``--defaults`` writes ``<out>/defaults.json``: the XLA flags' defaults as this build's XLA prints them
(``XLA_FLAGS=--help`` in a child process; XLA cuts its usage text at about 15,000 bytes, so the list
holds the flags registered first: every ``xla_cpu_*`` flag and the general ones; ``xla_flags_seen`` says
how many) and jax's config values; the upgrade explainer compares two builds' files.

Checked against jax/jaxlib 0.4.31, 0.4.33 and 0.9.2 on XLA:CPU (the releases bisected here).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import runpy
import subprocess
import sys
import time
import traceback
from pathlib import Path
from typing import Any

PROBE_JSON = "probe.json"
#: a torch_xla program's metrics and their report (the names of the run folder's: kitlib.runfolder.layout)
METRICS_JSON, METRICS_REPORT = "metrics.json", "metrics_report.txt"
#: where ``--torch-xla-debug`` has torch_xla write its debug report (kitlib.dumps.torch_xla_debug reads it)
PT_XLA_DEBUG_FILE = "pt_xla_debug.txt"
DEFAULTS_JSON = "defaults.json"
#: what ``--defaults`` writes; a build's ``defaults.json`` of another version is made again (2: torch_xla builds' XLA
#: flags and environment variables)
DEFAULTS_VERSION = 2
_FLAG_LINE = re.compile(r"^\s*--(\w+)=(.*?)\s*\t(\w+)\t")


def _jsonable(v: object) -> object:
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    return repr(v)


def jax_config_values() -> dict[str, object]:
    """jax's config options and their values in this process (``jax.config.values``), JSON-safe."""
    try:
        import jax
    except ImportError:
        return {}
    from ..jax_adapter import config_values  # (standard library at import: runs in any build)

    return {str(k): _jsonable(v) for k, v in sorted(config_values(jax).items())}


def versions() -> dict[str, str]:
    """Versions of the frameworks this environment holds (from package metadata: nothing is imported)."""
    from importlib import metadata

    out = {"python": sys.version.split()[0]}
    for dist in ("jax", "jaxlib", "numpy", "torch", "torch_xla", "scipy", "ml_dtypes"):
        try:
            out[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            pass
    return out


def xla_flag_defaults(timeout_s: float = 120.0) -> tuple[dict[str, dict[str, str]], str | None]:
    """({flag: {"default", "type"}}, error): the defaults this build's XLA prints for ``XLA_FLAGS=--help``: jax's
    where jax is installed, else torch_xla's (its PJRT CPU client parses ``XLA_FLAGS``, prints the list and aborts;
    checked on torch_xla 2.5.1-2.9.0)."""
    from importlib import metadata

    try:
        metadata.version("jax")
        start = "import jax; jax.devices()"
    except metadata.PackageNotFoundError:
        start = "import torch_xla.core.xla_model as xm; xm.xla_device()"
    env = {**os.environ, "XLA_FLAGS": "--help", "JAX_PLATFORMS": "cpu", "PJRT_DEVICE": "CPU", "TF_CPP_MIN_LOG_LEVEL": "0"}
    try:
        p = subprocess.run([sys.executable, "-c", start], capture_output=True, text=True, timeout=timeout_s, env=env)
    except subprocess.TimeoutExpired:
        return {}, f"XLA_FLAGS=--help: timed out after {timeout_s:g} s"
    flags = {}
    for line in (p.stderr + p.stdout).splitlines():
        m = _FLAG_LINE.match(line)
        if m:
            flags[m.group(1)] = {"default": m.group(2).strip().strip('"'), "type": m.group(3)}
    return flags, None if flags else "XLA printed no flag list for --help"


#: torch_xla reading an environment variable in Python: ``getenv_as('XLA_X', bool, False)``,
#: ``os.environ.get("PT_XLA_X", "0")``, ``os.getenv('XLA_X')``; group 2: the default as written
_ENV_READ = re.compile(r"""(?:getenv_as|environ\.get|getenv)\(\s*['"]((?:PT_)?XLA_[A-Z0-9_]+)['"]"""
                       r"""(?:\s*,\s*(?:\w+\s*,\s*)?([^,()\n]+?))?\s*\)""")
#: a default written as a literal: a quoted string (its text) or a number, True, False, None (as written)
_LITERAL = re.compile(r"""['"]([^'"]*)['"]|(\d+|True|False|None)""")


def torch_xla_env_flags() -> dict[str, str | None]:
    """The ``XLA_*`` / ``PT_XLA_*`` environment variables torch_xla's Python code reads, each with its default as the
    code writes it (``'0'``, ``False``, ``32``; None: none, or not a literal). Its C++ library reads others (their
    defaults are compiled in: not listed). ``{}`` without torch_xla. Checked on torch_xla 2.5.1-2.9.0."""
    from importlib import util

    spec = util.find_spec("torch_xla")
    if spec is None or not spec.submodule_search_locations:
        return {}
    out: dict[str, str | None] = {}
    for root in spec.submodule_search_locations:
        for path in sorted(Path(root).rglob("*.py")):
            try:
                text = path.read_text(errors="replace")
            except OSError:
                continue
            for name, default in _ENV_READ.findall(text):
                if name == "XLA_FLAGS":  # XLA's own flags: xla_flag_defaults
                    continue
                literal = _LITERAL.fullmatch(default.strip()) if default else None
                out[name] = next(g for g in literal.groups() if g is not None) if literal else out.get(name)
    return dict(sorted(out.items()))


def torch_xla_metrics() -> dict[str, Any]:
    """Every torch_xla metric of this process (``metric_data``: count, total, ``[[timestamp_s, value]]``; time
    metrics in ns) and every counter, as the torch-xla-cpu worker's ``metrics.json`` holds them
    (:mod:`kitlib.timings.metrics` reads both). Call only where torch_xla is imported."""
    import torch_xla.debug.metrics as met

    metrics = {}
    for name in met.metric_names():
        data = met.metric_data(name)
        if data is None:
            continue
        count, total, samples = data
        metrics[name] = {"count": int(count), "total": float(total), "samples": [[float(t), float(v)] for t, v in samples]}
    counters = {name: int(met.counter_value(name) or 0) for name in met.counter_names()}
    return {"metrics": metrics, "counters": counters}


def free_port() -> int:
    """A TCP port free on this host now (for torch_xla's profiler server)."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _start_profile(trace_dir: Path, profiler: str) -> Any:
    """Start a profile of the program (XLA:CPU kernels as events) with ``profiler``: ``torch_xla`` (its PJRT
    client's XLA), ``jax``, or ``auto`` (jax where it is installed, else torch_xla). Returns what stops it.

    Raises:
        Exception: the profiler cannot start (no such framework here, no free port).
    """
    from importlib import metadata

    if profiler == "auto":
        try:
            metadata.version("jax")
            profiler = "jax"
        except metadata.PackageNotFoundError:
            profiler = "torch_xla"
    if profiler == "torch_xla":
        import torch_xla.debug.profiler as xp

        xp.start_server(free_port())
        xp.start_trace(str(trace_dir))
        return xp.stop_trace
    import jax

    from ..jax_adapter import start_trace  # (standard library at import: runs in any build)

    start_trace(trace_dir)  # the host tracer at XLA:CPU's per-kernel level (jax 0.7's default records none)
    return jax.profiler.stop_trace


def _add_flags(flags: list[str]) -> None:
    have = os.environ.get("XLA_FLAGS", "")
    os.environ["XLA_FLAGS"] = " ".join(x for x in (have, *flags) if x)


def _refuse(message: str) -> int:
    """Bad input: ``kit: <message>`` on stderr (control characters as ``\\xNN``), exit status 2."""
    shown = "".join(c if c.isprintable() else f"\\x{ord(c):02x}" for c in message)
    print(f"kit: {shown}", file=sys.stderr)
    return 2


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m kitlib.probe", description=__doc__.splitlines()[0])
    ap.add_argument("program", nargs="?", help="the user's Python program, run unchanged as __main__")
    ap.add_argument("args", nargs=argparse.REMAINDER, help="its arguments (everything after PROGRAM.py)")
    ap.add_argument("--out", default=".", help="where dump/, trace/ and probe.json go (default: here)")
    ap.add_argument("--dump", action="store_true", help="XLA dumps (--xla_dump_to=<out>/dump, HLO as text)")
    ap.add_argument("--passes", action="store_true", help="also the module after every HLO pass (--xla_dump_hlo_pass_re=.*)")
    ap.add_argument("--profile", action="store_true", help="run under jax.profiler with per-kernel events (<out>/trace)")
    ap.add_argument("--profiler", choices=("auto", "jax", "torch_xla"), default="auto",
                    help="whose profiler --profile starts: a torch_xla program's XLA is torch_xla's own (auto: jax where "
                         "it is installed, else torch_xla)")
    ap.add_argument("--torch-xla-debug", action="store_true", help="torch_xla's debug report (PT_XLA_DEBUG_LEVEL=2) in "
                    f"<out>/{PT_XLA_DEBUG_FILE}: each graph compiled, its hash and why")
    ap.add_argument("--defaults", action="store_true", help="write <out>/defaults.json: XLA flag defaults, jax config and "
                    "the XLA_* / PT_XLA_* variables torch_xla's Python code reads")
    a = ap.parse_args(argv)
    out = Path(a.out).resolve()
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:  # bad input: one line, no traceback
        return _refuse(f"{a.out}: --out: cannot make the folder ({e.strerror or e})")
    if a.defaults:
        flags, err = xla_flag_defaults()
        os.environ.setdefault("JAX_PLATFORMS", "cpu")
        defaults = {"version": DEFAULTS_VERSION, "versions": versions(), "xla_flags": flags, "xla_flags_seen": len(flags),
                    "xla_flags_error": err, "jax_config": jax_config_values(), "torch_xla_env": torch_xla_env_flags()}
        (out / DEFAULTS_JSON).write_text(json.dumps(defaults, indent=2) + "\n")
        return 0
    if not a.program:
        ap.error("a program to run (or --defaults)")
    program = Path(a.program).resolve()
    if not program.is_file():
        return _refuse(f"{a.program}: {'not a file' if program.exists() else 'no such program'}")
    if a.dump or a.passes:
        _add_flags([f"--xla_dump_to={out / 'dump'}", "--xla_dump_hlo_as_text"])
    if a.passes:
        _add_flags(["--xla_dump_hlo_pass_re=.*"])
    if a.profile:
        _add_flags(["--xla_cpu_enable_xprof_traceme=true"])
    record: dict[str, object] = {"program": str(program), "argv": a.args, "xla_flags": os.environ.get("XLA_FLAGS", ""),
                                 "versions": versions(), "dump": bool(a.dump or a.passes), "passes": a.passes,
                                 "profile": a.profile}
    status, error = "ok", None
    t0 = time.perf_counter()
    sys.argv = [str(program), *a.args]
    sys.path.insert(0, str(program.parent))
    if a.torch_xla_debug:  # torch_xla's own account of each compile: the graph, its hash, why it was compiled
        os.environ.update(PT_XLA_DEBUG_LEVEL="2", PT_XLA_DEBUG_FILE=str(out / PT_XLA_DEBUG_FILE))
    stop = None
    if a.profile:
        try:
            stop = _start_profile(out / "trace", a.profiler)
        except Exception as e:  # no profiler in this build: the run goes on without a profile
            record["trace_error"] = f"no profile: {type(e).__name__}: {e}"
    try:
        runpy.run_path(str(program), run_name="__main__")
    except SystemExit as e:
        if e.code not in (None, 0):
            status, error = "error", f"the program exited with {e.code}"
    except BaseException as e:  # the program's own failure: recorded, and the probe exits non-zero
        traceback.print_exc()
        status, error = "error", f"{type(e).__name__}: {str(e).splitlines()[0][:300] if str(e) else ''}"
    finally:
        if stop is not None:
            try:
                stop()
            except Exception as e:  # a trace that cannot be written is said, not fatal to the measurement
                record["trace_error"] = f"{type(e).__name__}: {e}"
    record["wall_s"] = time.perf_counter() - t0
    if "torch_xla" in sys.modules:  # a torch_xla program: its metrics, as the torch-xla-cpu worker keeps them
        try:
            import torch_xla.debug.metrics as met

            (out / METRICS_JSON).write_text(json.dumps(torch_xla_metrics()) + "\n")
            (out / METRICS_REPORT).write_text(met.metrics_report())
        except Exception as e:  # metrics that cannot be had are said, not fatal to the measurement
            record["metrics_error"] = f"{type(e).__name__}: {e}"
    record["jax_config"] = jax_config_values() if "jax" in sys.modules else {}
    record["status"], record["error"] = status, error
    sys.stdout.flush()
    (out / PROBE_JSON).write_text(json.dumps(record, indent=2) + "\n")
    return 0 if status == "ok" else 1


if __name__ == "__main__":
    raise SystemExit(main())
