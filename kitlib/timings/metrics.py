"""torch_xla metric samples as captured by the sweep worker (``metrics.json``).

The worker stores, for every metric, ``torch_xla.debug.metrics.metric_data``
(count, total, [(timestamp_s, value)]) and every counter. Time metrics
(CompileTime, ExecuteTime, ...) hold nanoseconds; this reader converts them
to seconds once, here.

Checked against: torch_xla 2.9.0 (PJRT CPU).
"""
from __future__ import annotations

import json
from pathlib import Path

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, with_doc

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
COUNTER_SCHEMA = Schema(
    [
        Column("counter", "string", "counter name (UncachedCompile, CachedCompile, aten::..., xla::...)"),
        Column("value", "int64", "counter value at the end of the process"),
    ]
)


def _load(path: str | Path) -> dict:
    path = Path(path)
    if path.is_dir():
        path = path / "metrics.json"
    try:
        data = json.loads(path.read_text())
    except FileNotFoundError:
        raise ParseError(path, None, "no metrics.json") from None
    except json.JSONDecodeError as e:
        raise ParseError(path, e.lineno, f"not valid JSON ({e.msg})") from None
    if not isinstance(data, dict) or not isinstance(data.get("metrics"), dict):
        raise ParseError(path, None, "not a kit metrics.json (no 'metrics' object)")
    return data


@with_doc(SAMPLE_SCHEMA)
def read_metric_samples(path: str | Path) -> pd.DataFrame:
    """Every sample of every torch_xla metric in a ``metrics.json`` (or a config folder).

    Returns:
        One row per sample, with columns:
        {schema}

    Raises:
        ParseError: missing file, invalid JSON, or not the worker's format.
    """
    rows = []
    for name, m in sorted(_load(path)["metrics"].items()):
        for i, (ts, value) in enumerate(m.get("samples", [])):
            rows.append({"metric": name, "sample": i, "timestamp_s": ts, "value": value,
                         "duration_s": value / 1e9 if name in TIME_METRICS else float("nan")})
    return frame(rows, SAMPLE_SCHEMA)


@with_doc(COUNTER_SCHEMA)
def read_counters(path: str | Path) -> pd.DataFrame:
    """The torch_xla counters in a ``metrics.json`` (or a config folder).

    Returns:
        One row per counter, with columns:
        {schema}

    Raises:
        ParseError: missing file, invalid JSON, or not the worker's format.
    """
    counters = _load(path).get("counters", {})
    return frame([{"counter": k, "value": v} for k, v in sorted(counters.items())], COUNTER_SCHEMA)
