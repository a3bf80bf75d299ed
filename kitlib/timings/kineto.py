"""Chrome traces from ``torch.profiler`` (Kineto JSON, ``*.pt.trace.json[.gz]``), every schema generation.

Kineto writes ``schemaVersion``, ``deviceProperties`` and ``traceEvents``;
complete (``"X"``) events carry a category: ``kernel`` for GPU kernels (XLA's
fusions keep their HLO names there when torch_xla or JAX runs on CUDA:
``loop_add_fusion``, ``gemm_fusion_dot_1``), ``gpu_memcpy`` / ``gpu_memset``,
``cuda_runtime``, ``cpu_op`` for ATen operators, ``user_annotation`` for
``record_function`` ranges (``ProfilerStep#<n>`` marks a profiler step),
``python_function`` with ``with_stack``. Timestamps are in microseconds.

The category names changed twice (pytorch/kineto ``libkineto/src/output_json.cpp`` and
``ActivityType.cpp`` history); :data:`CATEGORY_ERAS` maps the older names to today's, so
every generation gives the same tables:

* Dec 2020 - Jun 2021 (torch 1.8, 1.9 builds): every category capitalised: ``Operator``,
  ``User`` (GPU-side user ranges), ``Runtime``, ``Kernel``, ``Memcpy``, ``Memset``.
* Jun 2021 - Apr 2022 (torch 1.10, 1.11): CPU side lowercase (``cpu_op``, ``user_annotation``,
  ``Runtime`` until Nov 2021 then ``cuda_runtime``, ``gpu_user_Annotation`` until May 2022),
  GPU activities still ``Kernel`` / ``Memcpy`` / ``Memset``.
* Apr 2022 on (torch 1.12 - 2.9): all lowercase as above, plus ``cuda_driver``, ``gpu_user_annotation``.

The ``kernels`` table has the columns of :func:`kitlib.read_trace`'s kernel
table (plus ``plane``: the device, and ``stream``); ``ops`` holds the CPU-side
events.

Checked against: torch 2.9.0's profiler on the CPU (real trace made here,
``tests/data/kineto``), Kineto's GPU kernel-event format (exact-format fixture) and the two
older generations (exact-format samples written from output_json.cpp at pytorch/kineto
cbae6007, 2021-05, and bc4eaef5, 2021-11: ``tests/data/kineto/make_eras.py``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, with_doc
from ..textio import Head, load_json, reader
from .trace import TRACE_KERNELS_SCHEMA, _nest

KINETO_KERNEL_SCHEMA = Schema(
    [
        *TRACE_KERNELS_SCHEMA,
        Column("plane", "string", "device the kernel ran on (GPU <device>), from args.device"),
        Column("stream", "Int64", "CUDA stream (args.stream), <NA> when absent"),
        Column("category", "string", "Kineto category: kernel, gpu_memcpy or gpu_memset (older names and MTIA's mtia_ccp_events mapped: CATEGORY_ERAS)"),
    ]
)

OPS_SCHEMA = Schema(
    [
        Column("name", "string", "operator or range name (aten::mm, ProfilerStep#3, ...)"),
        Column("category", "string", "Kineto category (cpu_op, user_annotation, cuda_runtime, python_function, ...; older names mapped: CATEGORY_ERAS)"),
        Column("start_us", "float64", "start from the trace's origin", "us"),
        Column("duration_us", "float64", "duration", "us"),
        Column("pid", "int64", "trace process id"),
        Column("tid", "int64", "trace thread id"),
        Column("external_id", "Int64", "args['External id'] linking CPU ops, runtime calls and kernels"),
        Column("step", "Int64", "profiler step (ProfilerStep#<n> or step_num): the last one started before the event; <NA> before the first"),
    ]
)

_DEVICE_CATS = ("kernel", "gpu_memcpy", "gpu_memset")
#: Kineto's older category names -> today's (see the module docstring for the eras)
CATEGORY_ERAS = {
    "Kernel": "kernel", "Memcpy": "gpu_memcpy", "Memset": "gpu_memset",  # Dec 2020 - Apr 2022
    "Operator": "cpu_op", "Runtime": "cuda_runtime", "User": "gpu_user_annotation",  # Dec 2020 - Jun/Nov 2021
    "gpu_user_Annotation": "gpu_user_annotation",  # Jun 2021 - May 2022 (a typo in ActivityType.cpp)
    # MTIA's on-device events (ActivityType::MTIA_CCP_EVENTS, "MTIA ondevice CCP events": its kernels; Kineto now
    # declares MTIA_CCP_EVENTS an alias of CONCURRENT_KERNEL, written "kernel"); mtia_runtime is host side, kept
    "mtia_ccp_events": "kernel",
}
#: the device a category's events ran on, where it is not a GPU
_DEVICE_OF = {"mtia_ccp_events": "MTIA"}
_STEP = re.compile(r"^ProfilerStep#(\d+)$")
_STREAM = re.compile(r"^stream ")  # GPU thread ids were "stream 7" until 2021


@dataclass(frozen=True)
class KinetoTrace:
    """A read torch.profiler trace: ``kernels`` (device events) and ``ops`` (CPU-side events)."""

    kernels: pd.DataFrame
    ops: pd.DataFrame


def _load(path: Path) -> list[Any]:
    data = load_json(path, "trace JSON")
    if isinstance(data, list):
        return data
    if not isinstance(data, dict) or not isinstance(data.get("traceEvents"), list):
        raise ParseError(path, None, "no traceEvents list: not a Chrome trace")
    return data["traceEvents"]


def _int(v: Any) -> int | None:
    try:
        return int(v)
    except (TypeError, ValueError):
        return None


@with_doc(KINETO_KERNEL_SCHEMA)
@reader
def read_kineto_trace(path: str | Path) -> KinetoTrace:
    """Read a torch.profiler (Kineto) Chrome trace.

    Returns:
        :class:`KinetoTrace`; ``kernels`` (device events, in start order) has the columns:
        {schema}

        ``ops``: name, category, start_us, duration_us, pid, tid,
        external_id, step.

    Raises:
        ParseError: the file cannot be read, damaged compressed data, invalid JSON, or JSON that is not
            a Chrome trace.
    """
    p = Path(path)
    steps: list[tuple[float, float, int]] = []
    kernels: list[dict[str, Any]] = []
    ops: list[dict[str, Any]] = []
    for e in _load(p):
        if not isinstance(e, dict) or e.get("ph") != "X":
            continue
        try:
            ts, dur = float(e["ts"]), float(e.get("dur", 0.0) or 0.0)
        except (KeyError, TypeError, ValueError):
            continue
        raw_args = e.get("args")
        args: dict[str, Any] = raw_args if isinstance(raw_args, dict) else {}
        raw_cat, name = str(e.get("cat", "")), str(e.get("name", ""))
        cat = CATEGORY_ERAS.get(raw_cat, raw_cat)
        pid, tid = _int(e.get("pid")) or 0, _int(_STREAM.sub("", str(e.get("tid")))) or 0
        if cat in _DEVICE_CATS:
            device = args.get("device")
            kernels.append({"kernel": str(args.get("hlo_op", name)), "hlo_module": args.get("hlo_module"), "start_us": ts,
                            "duration_us": dur, "pid": pid, "tid": tid, "thread": None,
                            "plane": f"{_DEVICE_OF.get(raw_cat, 'GPU')} {device}" if device is not None else None,
                            "stream": _int(args.get("stream")),
                            "category": cat})
            continue
        m = _STEP.match(name)
        step = int(m.group(1)) if m else _int(args.get("step_num")) if "step_num" in args else None
        if step is not None:
            steps.append((ts, ts + dur, step))
        ops.append({"name": name, "category": cat or None, "start_us": ts, "duration_us": dur, "pid": pid, "tid": tid,
                    "external_id": _int(args.get("External id"))})
    steps.sort()

    def step_of(ts: float) -> int | None:  # the last step started before (as read_trace does)
        return next((n for start, _, n in reversed(steps) if start <= ts), None)

    _nest(kernels)
    for k in kernels:
        k["step"] = step_of(k["start_us"])
    for o in ops:
        o["step"] = step_of(o["start_us"])
    kernels.sort(key=lambda r: r["start_us"])
    ops.sort(key=lambda r: r["start_us"])
    return KinetoTrace(frame(kernels, KINETO_KERNEL_SCHEMA), frame(ops, OPS_SCHEMA))


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
_KINETO_HEAD = re.compile(r'\A\s*\{\s*"schemaVersion"\s*:|"traceName"\s*:|"cat"\s*:\s*"(?:cpu_op|cuda_runtime|kernel|'
                          r'gpu_memcpy|user_annotation|python_function|mtia_ccp_events|mtia_runtime|Operator|Runtime|Kernel|Memcpy)"')


def is_kineto_trace(head: Head) -> bool:
    """A torch.profiler (Kineto) Chrome trace of any generation: a JSON object opening with ``schemaVersion``
    (every generation since Dec 2020), a ``traceName``, or events in Kineto's categories (old or new names)."""
    t = head.text.lstrip()
    return t[:1] in ("{", "[") and "traceEvents" in t and bool(_KINETO_HEAD.search(t))
