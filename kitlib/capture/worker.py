"""The per-config process of the PyTorch/XLA CPU backend.

Run as ``python -m kitlib.capture.worker <config dir>/config.json`` by the
sweep driver, with ``XLA_FLAGS`` and ``PJRT_DEVICE`` already in the
environment (XLA reads its flags once per process, hence one process per
config). It writes into the config dir:

- ``result.json``: versions, wall time of the first (compiling) step, of each
  warm-up step and of each timed step (seconds), written last and atomically;
- ``metrics.json``: every torch_xla metric sample (CompileTime, ExecuteTime,
  ...) and every counter;
- ``metrics_report.txt``: the text of ``torch_xla.debug.metrics.metrics_report()``;
- ``trace/``: a profiler trace of ``trace_steps`` steps (one event per
  executed kernel with ``--xla_cpu_enable_xprof_traceme=true``).

Progress goes to stdout as ``KIT-PROGRESS <done> <total> <label>`` lines.
"""
from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from ..runfolder import layout
from ..runfolder.write import write_json_atomic, write_result, write_text_atomic
from .child import enter_config_process
from .probe import free_port, torch_xla_metrics


def progress(done: int, total: int, label: str) -> None:
    print(f"KIT-PROGRESS {done} {total} {label}", flush=True)


def versions() -> dict[str, str]:
    import platform
    from importlib import metadata

    import torch
    import torch_xla
    import transformers

    from .xla import PINS_KEY, pins_of

    return {
        "python": platform.python_version(),
        "torch": torch.__version__,
        "torch_xla": torch_xla.__version__,
        "transformers": transformers.__version__,
        # the XLA torch_xla ships, as its metadata names it (a replay's default: kitlib/capture/xla.py)
        PINS_KEY: " ".join(pins_of(metadata.requires("torch_xla") or [])),
    }


def run(config: dict[str, Any], out: Path) -> dict[str, Any]:
    """Run the config's steps; return the result dict (also written to result.json)."""
    import torch_xla
    import torch_xla.core.xla_model as xm
    import torch_xla.debug.profiler as xp

    from .models import workload_on

    warmup, steps, trace_steps = int(config["warmup"]), int(config["steps"]), int(config["trace_steps"])
    total = 1 + warmup + steps + trace_steps
    progress(0, total, "build model")
    device = torch_xla.device()
    work = workload_on(device, config["model"], config["mode"], int(config.get("seed", 0)),
                       int(config["batch_size"]), int(config["seq_len"]))

    def timed_step() -> float:
        t0 = time.perf_counter()
        output = work.step()  # keep the output alive: a dropped tensor is not computed
        torch_xla.sync(wait=False)
        xm.wait_device_ops()
        del output
        return time.perf_counter() - t0

    from .threads import CompilePool

    with CompilePool(config.get("compile_threads")) as pool:  # the compile pool sized apart from execution
        first = timed_step()
    progress(1, total, "first step (compile)")
    warm = []
    for i in range(warmup):
        warm.append(timed_step())
        progress(2 + i, total, "warm-up")
    from .noise import sample, summarize

    before, times = sample(), []
    for i in range(steps):
        times.append(timed_step())
        progress(1 + warmup + 1 + i, total, "timed step")
    noise = summarize(before, sample())  # was the machine busy over the timed steps (capture/noise.py)

    trace_dir = out / layout.TRACE_DIR
    if trace_steps:
        xp.start_server(free_port())
        xp.start_trace(str(trace_dir))
        for i in range(trace_steps):
            with xp.StepTrace("step", step_num=i):
                output = work.step()
            xm.wait_device_ops()
            del output
            progress(1 + warmup + steps + 1 + i, total, "traced step")
        xp.stop_trace()

    import torch_xla.debug.metrics as met

    write_json_atomic(out / layout.METRICS_JSON, torch_xla_metrics())
    write_text_atomic(out / layout.METRICS_REPORT, met.metrics_report())
    compile_ns = (met.metric_data("CompileTime") or (0, 0.0, []))[1]
    result = {
        "versions": versions(),
        "first_step_s": first,
        "warmup_times_s": warm,
        "step_times_s": times,
        "compile_time_s": float(compile_ns) / 1e9,
        "trace_steps": trace_steps,
        "noise": noise,
        "affinity": sorted(os.sched_getaffinity(0)),  # the CPUs XLA:CPU sized its thread pools from
        **pool.record(),
    }
    write_result(out, result, "torch-xla-cpu")
    return result


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    config_path = Path(args[0])
    config = json.loads(config_path.read_text())
    enter_config_process(config)
    run(config, config_path.parent)
    return 0


if __name__ == "__main__":
    sys.exit(main())
