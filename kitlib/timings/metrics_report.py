"""torch_xla ``metrics_report()`` text (as pasted in bug reports, or ``XLA_METRICS_FILE``).

The report is a list of ``Metric: <name>`` blocks (TotalSamples,
Accumulator, ValueRate, Rate, Percentiles) and ``Counter: <name>`` blocks
(Value). Durations are printed as ``026ms315.025us`` / ``01m02s003ms`` and
sizes as ``12.00B`` / ``1.50MB``; this reader converts them once to seconds
and bytes.

Checked against: torch_xla 2.9.0 (PJRT CPU) ``metrics_report()``; the block
layout is the same in the XRT era (1.x), which also printed ``Percentiles``
with the same units; checked against reports pasted in pytorch/xla issues of
2019 (the sum printed as ``Counter:``, microseconds not zero-padded:
``191ms81.607us``), 2021 and 2022 (XRT counters).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, with_doc
from ..textio import PathOrText, open_lines, reader, source_name

PERCENTILES = (1, 5, 10, 20, 50, 80, 90, 95, 99)

METRIC_SCHEMA = Schema(
    [
        Column("metric", "string", "metric name (CompileTime, ExecuteTime, TransferToDeviceTime, ...)"),
        Column("unit", "string", "s for durations, bytes for sizes, empty for plain numbers; every value column is in this unit"),
        Column("total_samples", "int64", "TotalSamples"),
        Column("accumulator", "float64", "Accumulator: the sum of all samples (unit: see unit)"),
        Column("value_rate_per_s", "float64", "ValueRate: accumulator per second (unit per second)"),
        Column("rate_per_s", "float64", "Rate: samples per second", "1/s"),
        *[Column(f"p{p:02d}", "float64", f"{p}th percentile of the samples (unit: see unit); NaN when not printed") for p in PERCENTILES],
        Column("line", "int64", "1-based line of the 'Metric:' header"),
    ]
)

COUNTER_SCHEMA = Schema(
    [
        Column("counter", "string", "counter name (UncachedCompile, CachedCompile, aten::..., xla::...)"),
        Column("value", "int64", "counter value"),
        Column("line", "int64", "1-based line of the 'Counter:' header"),
    ]
)

_TIME_UNITS = {"d": 86400.0, "h": 3600.0, "m": 60.0, "s": 1.0, "ms": 1e-3, "us": 1e-6, "ns": 1e-9}
_SIZE_UNITS = {"B": 1, "KB": 1024, "MB": 1024**2, "GB": 1024**3, "TB": 1024**4, "PB": 1024**5}
_TIME = re.compile(r"^(?:\d+(?:\.\d+)?(?:d|h|ms|us|ns|m|s))+$")
_TIME_PART = re.compile(r"(\d+(?:\.\d+)?)(d|h|ms|us|ns|m|s)")
_SIZE = re.compile(r"^(\d+(?:\.\d+)?)(B|KB|MB|GB|TB|PB)$")
_HEAD = re.compile(r"(Metric|Counter):\s*(.+?)\s*$")
_KV = re.compile(r"\s+(\w+):\s*(.*?)\s*$")


@dataclass(frozen=True)
class MetricsReport:
    """A parsed metrics report: ``metrics`` (:data:`METRIC_SCHEMA`) and ``counters`` (:data:`COUNTER_SCHEMA`)."""

    metrics: pd.DataFrame
    counters: pd.DataFrame


def _decode_time(parts: list[tuple[str, str]]) -> float:
    """Seconds from torch_xla's humanised time (``MetricFnTime``).

    Each part but the last is printed with ``std::fixed`` and precision 0, that
    is *rounded*, while the next part holds the remainder after the *floor*: a
    7.526 s sample prints as ``08s526ms...``. Working up from the last (exact)
    part, a part is one less than printed whenever the remainder below it is at
    least half its unit.
    """
    if len(parts) == 1:
        return float(parts[0][0]) * _TIME_UNITS[parts[0][1]]
    total = float(parts[-1][0]) * _TIME_UNITS[parts[-1][1]]  # the exact remainder below the part above
    for value, unit in reversed(parts[:-1]):
        scale = _TIME_UNITS[unit]
        whole = float(value) - (1.0 if total >= scale / 2 else 0.0)
        total += whole * scale
    return total


def parse_quantity(text: str) -> tuple[float, str]:
    """``026ms315.025us`` -> (0.026315025, "s"); ``1.50MB`` -> (1572864.0, "bytes"); ``3.00`` -> (3.0, "").

    Raises:
        ValueError: text that is none of these.
    """
    t = text.strip()
    if t.endswith(" / second"):
        t = t[: -len(" / second")].strip()
    if _TIME.match(t):
        return _decode_time(_TIME_PART.findall(t)), "s"
    s = _SIZE.match(t)
    if s:
        return float(s.group(1)) * _SIZE_UNITS[s.group(2)], "bytes"
    return float(t), ""


def _new_metric(name: str, lineno: int) -> dict:
    row = {"metric": name, "unit": "", "total_samples": 0, "accumulator": math.nan,
           "value_rate_per_s": math.nan, "rate_per_s": math.nan, "line": lineno}
    row.update({f"p{p:02d}": math.nan for p in PERCENTILES})
    return row


@with_doc(METRIC_SCHEMA)
@reader
def read_metrics_report(path_or_text: PathOrText) -> MetricsReport:
    """Read the text of ``torch_xla.debug.metrics.metrics_report()``.

    Returns:
        :class:`MetricsReport`; ``metrics`` has columns:
        {schema}

    Raises:
        ParseError: empty or binary input, no Metric/Counter block, a value
            that is not a number/duration/size, a field outside a block.
    """
    name = source_name(path_or_text)
    # rows as tuples in schema order; the block being read is a dict until the next one starts
    metrics: list[Any] = []
    counters: list[Any] = []
    cur: dict | None = None
    kind = None
    lineno = 0

    def freeze() -> None:
        if cur is not None:
            rows, schema = (metrics, METRIC_SCHEMA) if kind == "Metric" else (counters, COUNTER_SCHEMA)
            rows[-1] = tuple(cur[n] for n in schema.names)

    with open_lines(path_or_text) as lines:
        for line in lines:
            lineno += 1
            if not line.strip():
                continue
            h = _HEAD.match(line)
            if h:
                freeze()
                kind = h.group(1)
                if kind == "Metric":
                    cur = _new_metric(h.group(2), lineno)
                    metrics.append(cur)
                else:
                    cur = {"counter": h.group(2), "value": None, "line": lineno}
                    counters.append(cur)
                continue
            kv = _KV.match(line)
            if kv is None or cur is None:
                raise ParseError(name, lineno, "expected 'Metric: <name>', 'Counter: <name>' or an indented field", line.strip())
            key, val = kv.groups()
            try:
                _field(cur, kind, key, val)
            except ValueError:
                raise ParseError(name, lineno, f"cannot read {key} value", line.strip()) from None
    freeze()
    if not metrics and not counters:
        raise ParseError(name, None, "empty file" if lineno == 0 else "no Metric or Counter block")
    for counter, value, line_ in counters:
        if value is None:
            raise ParseError(name, line_, f"counter {counter} has no Value line")
    return MetricsReport(frame(metrics, METRIC_SCHEMA), frame(counters, COUNTER_SCHEMA))


def _field(cur: dict, kind: str | None, key: str, val: str) -> None:
    if kind == "Counter":
        if key == "Value":
            cur["value"] = int(float(val))
        return
    if key == "TotalSamples":
        cur["total_samples"] = int(float(val))
    elif key in ("Accumulator", "Counter"):  # torch_xla 2019 printed the sum as "Counter:"
        cur["accumulator"], unit = parse_quantity(val)
        cur["unit"] = unit or cur["unit"]
    elif key == "ValueRate":
        cur["value_rate_per_s"], unit = parse_quantity(val)
        cur["unit"] = cur["unit"] or unit
    elif key == "Rate":
        cur["rate_per_s"] = parse_quantity(val)[0]
    elif key == "Percentiles":
        for part in val.split(";"):
            part = part.strip()
            if not part:
                continue
            pct, _, q = part.partition("=")
            p = int(float(pct.rstrip("%")))
            if p in PERCENTILES:
                cur[f"p{p:02d}"], unit = parse_quantity(q)
                cur["unit"] = cur["unit"] or unit
