"""The block process of the in-process backends: every config compiled and timed in ONE process.

Backends: ``jax-cpu`` / ``jax-gpu`` (the model exported once through torch.export) and the replay backends
``hlo-replay`` / ``hlo-replay-gpu`` / ``torch-xla-replay`` (HLO modules a client compiled, torch_xla's own
graphs: :mod:`kitlib.capture.replay`). Run as ``python -m kitlib.capture.jax_worker <run>/blocks/<k>/block.json``
by the sweep driver (:func:`kitlib.capture.sweep.run_block`). The block file lists the configs of process ``k``,
each with its folder (``<run>/<config>`` or ``.../replicates/<k>``) and its per-compile XLA options; a replay
block also lists its modules (``replay``). Steps (each announced as ``KIT-PROGRESS <done> <total> <label>``):

1. export: what every config compiles, as StableHLO with its arguments put on the device once: the exported
   model (:func:`kitlib.capture.gpu_worker.export_program`, cached in ``<run>/.export-cache``), or each replayed
   module converted by jaxlib (:func:`kitlib.jax_adapter.hlo_to_stablehlo`) and fed seeded, index-range
   inputs (:func:`kitlib.capture.replay.module_inputs`).
2. compile: every program once per config, configs in a random order (the first compile of a process is
   the slow one), by JAX's client of the platform (:func:`kitlib.jax_adapter.compile_loaded`), each
   compile with its own options: ``xla_dump_to=<config folder>/dump``, the backend's options and the config's
   own. An option XLA rejects fails that config alone, with XLA's message naming the option
   ("No such compile option: 'xla_foo'"). With ``dump_passes`` (``--dump-passes``), every config is compiled
   once more without dumps under ``jax.profiler`` into ``<config folder>/compile_trace`` (its wall time:
   ``traced_compile_time_s``): XLA's TraceMe events of the compile's phases. Then ``compile_repeats`` rounds, each compiling every config again
   (no dump) in a fresh random order: ``compile_times_s``, whose median is ``compile_time_s``.
3. warm-up: ``warmup`` runs of every config's step (a step runs each program ``calls_per_step`` times).
4. timed rounds: ``steps`` rounds; each round runs every config's step once, in a fresh random order
   (seeded by ``seed`` and the process number), so a drift of the machine's load falls on all configs alike.
5. profile: ``trace_steps`` rounds under ONE ``jax.profiler`` session, interleaved as the timed rounds are
   (profiling the configs one after another let the machine's drift between the two windows into every
   per-kernel difference); each run is a ``step`` whose ``step_num`` the config's ``trace_step_nums`` lists.
   The profile is written to ``<block folder>/trace`` and linked into every ``<config folder>/trace``
   (``.xplane.pb``; kernels through :func:`kitlib.timings.xplane.read_xplane`, kept to the config's steps by
   :meth:`kitlib.runfolder.run.Run.trace`).
6. result: ``result.json`` per config (``JAX_RESULT``), every one with this process's ``pid``.

Exit status: 0 all configs written (some may have failed to compile); 1 the export or replay failed (every
config's ``result.json`` says so); 2 the block file is unusable. A crash (abort, kill) leaves no
``result.json``: the driver records the crash for every config of the block. ``KIT_JAX_WORKER_CRASH=<step>``
aborts the process at the start of that step (``<step>@<k>``: in process ``k`` only; fault injection for the tests).
"""
from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from ..errors import CaptureError, KitError
from ..runfolder import layout
from ..runfolder.records import Status
from ..runfolder.write import link_tree, write_result
from .child import enter_config_process

STEPS = ("export", "compile", "warm-up", "timed", "profile", "result")
#: the platform JAX compiles for, per in-process backend (:data:`kitlib.runfolder.layout.BACKEND_FACTS`)
PLATFORMS = {b: layout.BACKEND_FACTS[b].platform for b in layout.IN_PROCESS_BACKENDS}


def progress(done: int, label: str) -> None:
    print(f"KIT-PROGRESS {done} {len(STEPS)} {label}", flush=True)


_PROCESS = -1  # the block's process number, once known (KIT_JAX_WORKER_CRASH=<step>@<process>)


def _maybe_crash(step: str) -> None:
    want = os.environ.get("KIT_JAX_WORKER_CRASH", "")
    name, _, proc = want.partition("@")
    if name == step and (not proc or proc == str(_PROCESS)):
        os.abort()


def parse_options(flags: str) -> dict[str, Any]:
    """``--xla_foo=8 --xla_bar=true --xla_baz`` -> ``{"xla_foo": 8, "xla_bar": True, "xla_baz": True}``.

    Raises:
        CaptureError: a word that is not ``--name`` or ``--name=value``.
    """
    out: dict[str, Any] = {}
    for word in flags.split():
        if not word.startswith("--") or len(word) < 3:
            raise CaptureError(f"XLA option {word!r}: expected --name=value")
        name, _, value = word[2:].partition("=")
        if not _:
            out[name] = True
        elif value.lower() in ("true", "false"):
            out[name] = value.lower() == "true"
        else:
            try:
                out[name] = int(value)
            except ValueError:
                out[name] = value
    return out


def versions() -> dict[str, str]:
    from ..jax_adapter import versions as jax_versions
    from .gpu_worker import host_versions

    return {**host_versions(), **jax_versions()}


def save_exported(stem: str | Path, model: str, batch_size: int, seq_len: int, seed: int = 0) -> Path:
    """Export ``model`` here (torch_xla) into ``<stem>.mlir``, ``.json`` and ``.npz`` (the arguments), for
    ``KIT_JAX_PROGRAM=<stem>`` on a machine without torch_xla (``benchmarks/jax_gpu_run.sh``)."""
    import numpy as np

    from .export import EXPORT_PATH, export_model

    os.environ["XLA_FLAGS"] = ""
    os.environ.setdefault("PJRT_DEVICE", "CPU")
    ep = export_model(model, "infer", seed=seed, batch_size=batch_size, seq_len=seq_len)
    stem = Path(stem)
    stem.parent.mkdir(parents=True, exist_ok=True)
    stem.with_suffix(".mlir").write_text(ep.text)
    stem.with_suffix(".json").write_text(json.dumps({"shapes": ep.shapes, "export": EXPORT_PATH, "export_time_s": ep.export_time_s}))
    np.savez(stem.with_suffix(".npz"), **{f"arg{i}": a for i, a in enumerate(ep.args)})
    return stem


def read_exported(stem: str | Path) -> tuple[str, dict[str, Any]]:
    """(text, facts with ``args``) of a program saved by :func:`save_exported`.

    Raises:
        CaptureError: a missing or unreadable file.
    """
    import numpy as np

    stem = Path(stem)
    try:
        text = stem.with_suffix(".mlir").read_text()
        facts = json.loads(stem.with_suffix(".json").read_text())
        with np.load(stem.with_suffix(".npz")) as z:
            facts["args"] = [z[f"arg{i}"] for i in range(len(z.files))]
    except (OSError, ValueError) as e:
        raise CaptureError(f"KIT_JAX_PROGRAM={stem}: cannot read the exported program: {e}") from e
    return text, {**facts, "export": f"{facts.get('export', '?')} (saved: {stem})", "export_cached": True}


def _fail_all(configs: list[dict[str, Any]], backend: str, error: str, pid: int) -> None:
    for c in configs:
        write_result(c["dir"], {"status": Status.ERROR, "error": error, "name": c["name"], "backend": backend, "pid": pid}, backend)


def _programs(block: dict[str, Any], configs: list[dict[str, Any]], vers: dict[str, str], platform: str) -> tuple[list[Any], dict[str, Any]]:
    """What each config compiles: ``[(hlo_module, StableHLO text, arguments, calls per step)]`` and the facts
    every ``result.json`` carries. jax-*: the model exported once; replay backends: the block's HLO modules.

    Raises:
        KitError: the export failed, or a module cannot be read, converted or fed (naming its file).
    """
    if block.get("replay"):
        from .. import jax_adapter
        from .replay import module_inputs, read_module

        replay = block["replay"]
        out, inputs = [], []
        # torch_xla's graphs return one tuple: kept where this jaxlib runs a tuple result (XLA:CPU), so the compile
        # is torch_xla's (its buffer assignment, the allocations' indices in every kernel's metadata)
        keep_tuple = platform == "cpu" and jax_adapter.takes_tuple_result()
        for i, entry in enumerate(replay["modules"]):
            raw = read_module(entry)
            prog = jax_adapter.hlo_to_stablehlo(raw, entry["path"], keep_tuple)
            try:
                bounds = entry.get("index_bounds")
                args, record = module_inputs(raw, prog.parameters, int(block.get("seed", 0)) * 1000 + i,
                                             {int(k): int(v) for k, v in bounds.items()} if bounds is not None else None)
            except KitError as e:
                raise CaptureError(f"{entry['path']}: {e}") from None
            out.append((prog.name, prog.stablehlo, args, int(entry.get("calls_per_step", 1))))
            inputs.append({"hlo_module": prog.name, "file": entry["path"], "format": entry["format"],
                           "calls_per_step": int(entry.get("calls_per_step", 1)), "result": prog.result,
                           "root_tuple": prog.root_tuple, "parameters": record})
        facts = {"export": f"replay of {replay['facts'].get('source_kind', 'HLO')} {replay['facts'].get('source')}",
                 "export_cached": False, "export_time_s": 0.0, "shapes": {},
                 "replay": {**replay["facts"], "modules": inputs,
                            "inputs": "seeded from the parameters' shapes (kitlib.capture.replay.module_inputs)",
                            "xla": {"replayed_by": f"jaxlib {vers.get('jaxlib', '?')}",
                                    "environment": sys.prefix, "captured_by": replay["facts"].get("captured_by")}}}
        return out, facts
    program = os.environ.get("KIT_JAX_PROGRAM")  # a program exported elsewhere (a GPU machine without torch_xla)
    from .gpu_worker import export_program

    cache = Path(configs[0]["dir"]).parent / block.get("export_cache", layout.EXPORT_CACHE_DIR)
    text, facts = read_exported(program) if program else export_program(block, cache, vers, with_args=True)
    return [("program", text, facts.pop("args"), 1)], facts


def run_block(block: dict[str, Any], block_dir: Path) -> int:  # noqa: C901 - the steps above, in order
    """Compile and time every config of a block; write each config's ``result.json``. Returns the exit status."""
    import random
    import statistics

    backend, pid = block["backend"], os.getpid()
    # KIT_JAX_PLATFORM=cpu runs the jax-gpu path on the CPU (tests; the path differs only in platform and flags)
    platform = os.environ.get("KIT_JAX_PLATFORM") or PLATFORMS[backend]
    if platform == "cpu":
        os.environ["JAX_PLATFORMS"] = "cpu"  # before jax is imported: no CUDA plugin start-up
    configs = block["configs"]
    for c in configs:  # a config's folder lies in the block's folder (the sweep moves it into place afterwards)
        c["dir"] = str(block_dir / c["dir"])
    steps, warmup, trace_steps = int(block["steps"]), int(block["warmup"]), int(block["trace_steps"])
    compile_repeats = int(block.get("compile_repeats", 0))
    global _PROCESS
    _PROCESS = int(block.get("process", -1))
    _maybe_crash("export")
    progress(0, "export")
    import jax

    jax.config.update("jax_enable_x64", True)  # the exported program takes int64 input_ids
    from .. import jax_adapter

    vers = versions()
    try:
        programs, facts = _programs(block, configs, vers, platform)
    except KitError as e:
        what = "replay" if block.get("replay") else "export"
        _fail_all(configs, backend, f"{what} failed: {str(e).splitlines()[0][:2000]}", pid)
        print(f"error: {what} failed: {str(e).splitlines()[0][:2000]}", file=sys.stderr)
        return 1
    dev = jax.devices(platform)[0]
    programs = [(name, text, [jax.device_put(a, dev) for a in args], calls) for name, text, args, calls in programs]

    def run_step(exes: list[Any]) -> None:
        for exe, (_, _, args, calls) in zip(exes, programs):
            for _ in range(calls):
                jax_adapter.execute(exe, args)

    def compile_all(options: dict[str, Any]) -> tuple[list[Any], float, float]:
        """Every program compiled: (executables, wall time, CPU time of the process's threads over the compiles: the
        compile's work on every thread of XLA's pool, which a loaded machine stretches far less than the wall)."""
        out, total = [], 0.0
        cpu0 = time.process_time()
        for name, text, _, _ in programs:
            try:
                exe, _, s = jax_adapter.compile_loaded(text, options, platform)
            except KitError as e:
                raise CaptureError(f"{name}: {e}" if len(programs) > 1 else str(e)) from None
            out.append(exe)
            total += s
        return out, total, time.process_time() - cpu0

    _maybe_crash("compile")
    progress(1, "compile")
    done: dict[str, dict[str, Any]] = {}
    exes: dict[str, Any] = {}
    rng = random.Random(f"{block.get('seed', 0)}-{block['process']}")
    for c in rng.sample(configs, len(configs)):  # the first compile of a process is slower: a random config gets it
        options = {"xla_dump_to": str(Path(c["dir"]) / layout.DUMP_DIR), **c["options"]}
        base = {"name": c["name"], "backend": backend, "pid": pid, "process": block["process"], "platform": platform,
                "options": options, "versions": vers, "model": block["model"], "mode": block["mode"], **facts}
        try:
            exe, compile_s, _ = compile_all(options)
            t0 = time.perf_counter()
            run_step(exe)
            first = time.perf_counter() - t0
        except KitError as e:
            write_result(c["dir"], {**base, "status": Status.ERROR, "error": str(e).splitlines()[0][:2000]}, backend)
            print(f"error: config {c['name']}: {str(e).splitlines()[0][:2000]}", file=sys.stderr)
            continue
        exes[c["name"]] = exe
        done[c["name"]] = {**base, "status": Status.OK, "compile_time_s": compile_s, "first_step_s": first,
                           "dump_compile_time_s": compile_s, "compile_times_s": [], "compile_cpu_times_s": [], "compile_order": [],
                           "warmup_times_s": [], "step_times_s": [], "round_position": [], "trace_steps": trace_steps,
                           "trace_step_nums": []}
    names = [c["name"] for c in configs if c["name"] in exes]
    if block.get("dump_passes"):  # one more compile per config, without dumps, under the profiler: the compile's phases
        for n in rng.sample(names, len(names)):
            opts = {k: v for k, v in done[n]["options"].items() if not k.startswith("xla_dump")}
            where = Path(next(c["dir"] for c in configs if c["name"] == n)) / layout.COMPILE_TRACE_DIR
            jax_adapter.start_trace(where)
            try:
                _, s, _ = compile_all(opts)
            finally:
                jax.profiler.stop_trace()
            done[n]["traced_compile_time_s"] = s
    # compile time, paired: every config compiled again without dumping, in a fresh random order per round
    for _ in range(compile_repeats):
        order = names[:]
        rng.shuffle(order)
        for pos, n in enumerate(order):
            opts = {k: v for k, v in done[n]["options"].items() if not k.startswith("xla_dump")}
            _, s, cpu = compile_all(opts)
            done[n]["compile_times_s"].append(s)
            done[n]["compile_cpu_times_s"].append(cpu)
            done[n]["compile_order"].append(pos)
    for n in names:
        if done[n]["compile_times_s"]:
            done[n]["compile_time_s"] = statistics.median(done[n]["compile_times_s"])
            done[n]["compile_cpu_time_s"] = statistics.median(done[n]["compile_cpu_times_s"])

    _maybe_crash("warm-up")
    progress(2, "warm-up")
    for _ in range(warmup):
        for n in names:
            t0 = time.perf_counter()
            run_step(exes[n])
            done[n]["warmup_times_s"].append(time.perf_counter() - t0)

    _maybe_crash("timed")
    progress(3, "timed")
    from .noise import sample, summarize

    before = sample()
    for _ in range(steps):
        order = names[:]
        rng.shuffle(order)
        for pos, n in enumerate(order):
            t0 = time.perf_counter()
            run_step(exes[n])
            done[n]["step_times_s"].append(time.perf_counter() - t0)
            done[n]["round_position"].append(pos)
    noise = summarize(before, sample())

    _maybe_crash("profile")
    progress(4, "profile")
    if trace_steps and names:
        shared = block_dir / layout.TRACE_DIR
        jax_adapter.start_trace(shared)
        try:
            for i in range(trace_steps * len(names)):  # round r runs every config once, in a fresh random order
                if i % len(names) == 0:
                    order = names[:]
                    rng.shuffle(order)
                n = order[i % len(names)]
                with jax.profiler.StepTraceAnnotation("step", step_num=i):
                    run_step(exes[n])
                done[n]["trace_step_nums"].append(i)
        finally:
            jax.profiler.stop_trace()
        for c in configs:  # each profiled config's trace/ holds the shared profile (a hard link where it can)
            if c["name"] in exes:
                link_tree(shared, Path(c["dir"]) / layout.TRACE_DIR)

    progress(5, "result")
    for c in configs:
        if c["name"] in done:
            write_result(c["dir"], {**done[c["name"]], "noise": noise}, backend)
    progress(len(STEPS), "done")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point: ``python -m kitlib.capture.jax_worker <run>/blocks/<k>/block.json``."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m kitlib.capture.jax_worker <run>/blocks/<k>/block.json", file=sys.stderr)
        return 2
    try:
        block = json.loads(Path(args[0]).read_text())
        if block.get("backend") not in PLATFORMS or not block.get("configs"):
            raise CaptureError(f"{args[0]}: not a jax block (backend {block.get('backend')!r}, configs)")
    except (OSError, ValueError, CaptureError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    enter_config_process(block)
    return run_block(block, Path(args[0]).resolve().parent)


if __name__ == "__main__":
    sys.exit(main())
