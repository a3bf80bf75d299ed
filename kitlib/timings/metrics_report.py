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

Reports come pasted into bug threads and logs: with log lines before, after
or between the blocks, started in the middle of a block, or with a line cut
or mangled. What can be read is read; every line that is not (and every
block left without a field) is a row of ``skipped`` with the reason. Only
input with no block read at all is an error.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, frame, with_doc
from ..textio import INT64_MAX, Head, PathOrText, open_lines, reader, source_name

PERCENTILES = (1, 5, 10, 20, 50, 80, 90, 95, 99)

REPORT_METRICS_SCHEMA = Schema(
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

REPORT_COUNTERS_SCHEMA = Schema(
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


SKIPPED_SCHEMA = Schema(
    [
        Column("line", "int64", "1-based line"),
        Column("text", "string", "the line, stripped (cut to 200 characters)"),
        Column("reason", "string", "why it was not read"),
    ]
)


@dataclass(frozen=True)
class MetricsReport:
    """A parsed metrics report: ``metrics`` (:data:`REPORT_METRICS_SCHEMA`), ``counters`` (:data:`REPORT_COUNTERS_SCHEMA`)
    and ``skipped`` (:data:`SKIPPED_SCHEMA`: lines and blocks that were not read, and why)."""

    metrics: pd.DataFrame
    counters: pd.DataFrame
    skipped: pd.DataFrame


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


@with_doc(REPORT_METRICS_SCHEMA)
@reader
def read_metrics_report(path_or_text: PathOrText) -> MetricsReport:
    """Read the text of ``torch_xla.debug.metrics.metrics_report()``, as printed or as pasted.

    Lines that are not part of a block (log lines, the tail of a block whose
    header was not pasted), fields whose value cannot be read, and blocks left
    without a field (a counter without its ``Value``) are listed in
    ``skipped``; the rest is read.

    Returns:
        :class:`MetricsReport`; ``metrics`` has columns:
        {schema}

    Raises:
        ParseError: empty or binary input, a file that ends mid-line, or no
            Metric/Counter block read at all (naming the first line skipped).
    """
    name = source_name(path_or_text)
    metrics: list[tuple] = []  # closed blocks as tuples in their schema's order (a dict per row costs 4x the memory)
    counters: list[tuple] = []
    skipped: list[tuple[int, str, str]] = []  # (line, text, reason), in SKIPPED_SCHEMA's order
    cur: dict | None = None
    kind = None
    fields = 0  # fields read into cur
    lineno = 0

    def skip(line_no: int, text: str, reason: str) -> None:
        skipped.append((line_no, text.strip()[:200], reason))

    def close() -> None:
        if cur is None:
            return
        rows, what, schema = (metrics, "metric", REPORT_METRICS_SCHEMA) if kind == "Metric" else (counters, "counter", REPORT_COUNTERS_SCHEMA)
        if kind == "Counter" and cur["value"] is None:
            skip(cur["line"], f"Counter: {cur['counter']}", f"counter {cur['counter']} has no Value line")
        elif fields == 0:
            skip(cur["line"], f"Metric: {cur['metric']}", f"{what} {cur['metric']} has no field")
        else:
            rows.append(tuple(cur[n] for n in schema.names))

    with open_lines(path_or_text) as lines:
        for line in lines:
            lineno += 1
            if not line.strip():
                continue
            h = _HEAD.match(line)
            if h:
                close()
                kind, fields = h.group(1), 0
                cur = _new_metric(h.group(2), lineno) if kind == "Metric" else {"counter": h.group(2), "value": None, "line": lineno}
                continue
            kv = _KV.match(line)
            if cur is None:
                skip(lineno, line, "before the first 'Metric:' or 'Counter:' block")
                continue
            if kv is None:
                skip(lineno, line, "not a 'Metric:' / 'Counter:' header or an indented field")
                continue
            key, val = kv.groups()
            try:
                fields += _field(cur, kind, key, val)
            except (ValueError, OverflowError) as e:
                skip(lineno, line, f"cannot read {key} value" + (f" ({e})" if key == "Percentiles" else ""))
        close()
    if not metrics and not counters:
        if lineno == 0 or not skipped:
            raise ParseError(name, None, "empty file" if lineno == 0 else "no Metric or Counter block")
        first_line, text, reason = skipped[0]
        raise ParseError(name, first_line, f"no Metric or Counter block read: {reason}", text)
    return MetricsReport(frame(metrics, REPORT_METRICS_SCHEMA), frame(counters, REPORT_COUNTERS_SCHEMA),
                         frame(sorted(skipped), SKIPPED_SCHEMA))


def _int64(val: str) -> int:
    """A count as printed (``3``, ``3.0``, ``1e+06``) for an int64 column.

    Raises:
        ValueError, OverflowError: not a number, or one beyond 64 bits.
    """
    n = int(float(val))
    if not -INT64_MAX - 1 <= n <= INT64_MAX:
        raise OverflowError(f"{val.strip()[:40]} does not fit 64 bits")
    return n


def _field(cur: dict, kind: str | None, key: str, val: str) -> int:
    """Read one field into ``cur``: 1 when it was a field of the block, 0 when ignored.

    Raises:
        ValueError: a value that cannot be read (Percentiles: the parts that could be read are kept).
    """
    if kind == "Counter":
        if key == "Value":
            cur["value"] = _int64(val)
            return 1
        return 0
    if key == "TotalSamples":
        cur["total_samples"] = _int64(val)
    elif key in ("Accumulator", "Counter"):  # torch_xla 2019 printed the sum as "Counter:"
        cur["accumulator"], unit = parse_quantity(val)
        cur["unit"] = unit or cur["unit"]
    elif key == "ValueRate":
        cur["value_rate_per_s"], unit = parse_quantity(val)
        cur["unit"] = cur["unit"] or unit
    elif key == "Rate":
        cur["rate_per_s"] = parse_quantity(val)[0]
    elif key == "Percentiles":
        bad = []
        read = 0
        for part in val.split(";"):
            part = part.strip()
            if not part:
                continue
            pct, _, q = part.partition("=")
            try:
                p = int(float(pct.rstrip("%")))
                if p in PERCENTILES:
                    cur[f"p{p:02d}"], unit = parse_quantity(q)
                    cur["unit"] = cur["unit"] or unit
                    read += 1
            except (ValueError, OverflowError):
                bad.append(part)
        if bad:
            raise ValueError(f"{len(bad)} of {len(bad) + read} parts unreadable: {'; '.join(bad)[:80]}")
    else:
        return 0
    return 1


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
def is_metrics_report(head: Head) -> bool:
    """A torch_xla metrics report: ``Metric: NAME`` / ``Counter: NAME`` lines."""
    return bool(re.search(r"^(?:Metric|Counter): \S", head.text, re.M))
