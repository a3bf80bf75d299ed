"""torch_xla metric samples as captured by the sweep worker (``metrics.json``).

The worker stores, for every metric, ``torch_xla.debug.metrics.metric_data``
(count, total, [(timestamp_s, value)]) and every counter. Time metrics
(CompileTime, ExecuteTime, ...) hold nanoseconds; this reader converts them
to seconds once, here.

Checked against: torch_xla 2.9.0 (PJRT CPU).
"""
from __future__ import annotations

import math
from array import array
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, with_doc
from ..textio import load_json, reader

#: metrics whose values are durations in nanoseconds
TIME_METRICS = frozenset({"CompileTime", "ExecuteTime", "ExecuteReplicatedTime", "TransferToDeviceTime",
                          "TransferFromDeviceTime", "DeviceLockWait", "IrValueTensorToXlaData", "LazyTracing",
                          "TensorToData", "UnwrapXlaData", "ExecuteComputation"})

SAMPLE_SCHEMA = Schema(
    [
        Column("metric", "string", "metric name (CompileTime, ExecuteTime, ...)"),
        Column("sample", "int64", "index of the sample within the metric, in time order"),
        Column("timestamp_s", "float64", "when the sample was taken", "s since the epoch"),
        Column("value", "float64", "the raw value as torch_xla reports it (ns for time metrics)"),
        Column("duration_s", "float64", "value converted to seconds for time metrics, NaN otherwise", "s"),
    ]
)
METRIC_COUNTERS_SCHEMA = Schema(
    [
        Column("counter", "string", "counter name (UncachedCompile, CachedCompile, aten::..., xla::...)"),
        Column("value", "int64", "counter value at the end of the process"),
    ]
)


def _load(path: str | Path) -> dict:
    path = Path(path)
    if path.is_dir():
        path = path / "metrics.json"
    if not path.exists() and not path.is_symlink():
        raise ParseError(path, None, "no metrics.json")
    data = load_json(path, "metrics.json")
    if not isinstance(data, dict) or not isinstance(data.get("metrics"), dict):
        raise ParseError(path, None, "not a kit metrics.json (no 'metrics' object)")
    return data


def _number(v: Any) -> float | None:
    """A JSON number as a float (ints beyond float range become inf), None for anything else."""
    if isinstance(v, bool) or not isinstance(v, int | float):
        return None
    try:
        return float(v)
    except OverflowError:
        return math.inf if v > 0 else -math.inf


@with_doc(SAMPLE_SCHEMA)
@reader
def read_metric_samples(path: str | Path) -> pd.DataFrame:
    """Every sample of every torch_xla metric in a ``metrics.json`` (or a config folder).

    Returns:
        One row per sample, with columns:
        {schema}

    Raises:
        ParseError: missing file, invalid JSON, or not the worker's format.
    """
    p = Path(path)
    metrics = _load(p)["metrics"]
    names: list[str] = []
    counts: list[int] = []
    ts_col, value_col = array("d"), array("d")  # 8 bytes a number, not a Python float in a tuple
    for name, m in sorted(metrics.items()):
        samples = m.get("samples", []) if isinstance(m, dict) else None
        if not isinstance(samples, list):
            raise ParseError(p, None, f"metric {name!r}: 'samples' is not a list")
        for i, sample in enumerate(samples):
            pair = sample if isinstance(sample, list | tuple) and len(sample) == 2 else (None, None)
            ts, value = _number(pair[0]), _number(pair[1])
            if ts is None or value is None:
                raise ParseError(p, None, f"metric {name!r} sample {i}: not a [timestamp, value] pair of numbers")
            ts_col.append(ts)
            value_col.append(value)
        names.append(name)
        counts.append(len(samples))
        samples.clear()  # the parsed JSON goes as its columns grow
    values = np.frombuffer(value_col, dtype=np.float64)
    time_metric = np.repeat([n in TIME_METRICS for n in names], counts).astype(bool)
    return frame({
        "metric": np.repeat(np.array(names, dtype=object), counts),
        "sample": np.concatenate([np.arange(n, dtype=np.int64) for n in counts]) if counts else np.zeros(0, np.int64),
        "timestamp_s": np.frombuffer(ts_col, dtype=np.float64),
        "value": values,
        "duration_s": np.where(time_metric, values / 1e9, np.nan),
    }, SAMPLE_SCHEMA)


@with_doc(METRIC_COUNTERS_SCHEMA)
@reader
def read_counters(path: str | Path) -> pd.DataFrame:
    """The torch_xla counters in a ``metrics.json`` (or a config folder).

    Returns:
        One row per counter, with columns:
        {schema}

    Raises:
        ParseError: missing file, invalid JSON, or not the worker's format.
    """
    counters = _load(path).get("counters", {})
    if not isinstance(counters, dict):
        raise ParseError(path, None, "'counters' is not an object")
    bad = [k for k, v in counters.items() if isinstance(v, bool) or not isinstance(v, int) or not -(2**63) <= v < 2**63]
    if bad:
        raise ParseError(path, None, f"counter {bad[0]!r}: not an integer of 64 bits")
    return frame([{"counter": k, "value": v} for k, v in sorted(counters.items())], METRIC_COUNTERS_SCHEMA)
