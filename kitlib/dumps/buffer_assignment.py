"""Buffer assignment (``*-buffer-assignment.txt``) and memory usage report (``*-memory-usage-report.txt``).

XLA writes both beside the after-optimisation HLO. The buffer assignment
lists every allocation (``allocation N: size S, <flags>:``) with the HLO values
placed in it (`` value: <id name{index} @color> (size=..,offset=..): shape``),
the total, and the live ranges at the peak; the memory usage report repeats
the allocations sorted by size with human-readable sizes.

Checked against: torch_xla 2.9.0 / JAX 0.9.2 XLA:CPU dumps, JAX 0.9.2 XLA:GPU
deviceless dumps (2025 format); older builds print a pointer after the index
(``allocation 0: 0x55d0..., size 4, ...``), which is accepted, and 2022-era
peak rows carry no ``(cumulative: ...)`` part (the running sum is computed);
checked against a 2022 XLA:GPU (alpa jaxlib, sm_7.0) buffer assignment.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import pandas as pd

from ..errors import ParseError
from ..schema import Column, ColumnChunks, Schema, frame, with_doc
from ..textio import INT64_MAX, Head, PathOrText, open_lines, reader, source_name

ALLOCATION_SCHEMA = Schema(
    [
        Column("allocation", "int64", "allocation index"),
        Column("size_bytes", "int64", "allocation size (exact in the buffer assignment; rounded from KiB/MiB in the memory usage report)", "bytes"),
        Column("kind", "string", "parameter, constant, output, thread-local, temp (preallocated-temp or any other)"),
        Column("parameter_number", "Int64", "entry parameter number for parameter allocations, else <NA>"),
        Column("shape", "string", "parameter shape (parameters) or output shape (outputs) as printed, else <NA>"),
        Column("shape_index", "string", "ShapeIndex of a parameter allocation ({} for the whole parameter), else <NA>"),
        Column("color", "Int64", "memory color (0 = default)"),
        Column("is_constant", "boolean", "holds a constant"),
        Column("is_thread_local", "boolean", "thread-local (lives in a computation called per element)"),
        Column("maybe_live_out", "boolean", "may be part of the module's output"),
        Column("is_preallocated_temp", "boolean", "the preallocated temp buffer holding many temporaries"),
        Column("value_count", "int64", "HLO values assigned to the allocation (0 when the file does not list them)"),
        Column("line", "int64", "1-based line of the allocation header"),
    ]
)

VALUE_SCHEMA = Schema(
    [
        Column("allocation", "int64", "allocation index holding the value"),
        Column("value_id", "int64", "HloValue id"),
        Column("instruction", "string", "defining instruction name"),
        Column("shape_index", "string", "index into a tuple-shaped instruction ({0}, {}), else <NA>"),
        Column("color", "Int64", "memory color after @, else <NA>"),
        Column("offset_bytes", "int64", "offset in the allocation", "bytes"),
        Column("size_bytes", "int64", "size of the value", "bytes"),
        Column("shape", "string", "value shape as printed"),
        Column("line", "int64", "1-based line"),
    ]
)

PEAK_SCHEMA = Schema(
    [
        Column("buffer", "string", "live buffer at the peak (instruction{index})"),
        Column("size_bytes", "int64", "its size", "bytes"),
        Column("cumulative_bytes", "int64", "running sum in XLA's order", "bytes"),
    ]
)

_ALLOC = re.compile(r"allocation (\d+): (?:0x[0-9a-fA-F]+, )?size ([\d.]+)([KMGT]i?B|B)?(.*?):?\s*$")
_PARAM = re.compile(r", parameter (\d+), shape \|(.*?)\| at ShapeIndex (\{[\d,]*\})")
_OUTPUT = re.compile(r", output shape is \|(.*?)\|")
_COLOR = re.compile(r", color (\d+)")
_VALUE = re.compile(r"\s*value: <(\d+) ([^\s{>@]+)(\{[\d,]*\})?(?: \(phi\))?(?: @(\d+))?> \(size=(\d+),offset=(\d+)\): (.*?)\s*$")
_TOTAL = re.compile(r"Total bytes used: (\d+)")
_TOTAL_REPORT = re.compile(r"Total bytes(?: used)?: (\d+)")  # 2025+: per "Memory Space: <name> (color=N)"
_PEAK_AT = re.compile(r"\s*Live ranges at (\d+) \(peak\):")
# 2022-era dumps print "name: N bytes" without the cumulative part
_PEAK_ROW = re.compile(r"\s*(\S+): (\d+) bytes(?: \(cumulative: (\d+) bytes\))?\s*$")
_PEAK_TOTAL = re.compile(r"\s*Stack trace breakdown for peak usage: ([\d ]+) bytes")
_UNITS = {None: 1, "B": 1, "KiB": 1024, "MiB": 1024**2, "GiB": 1024**3, "TiB": 1024**4}


@dataclass(frozen=True)
class BufferAssignment:
    """A parsed ``*-buffer-assignment.txt``.

    Attributes:
        allocations: :data:`ALLOCATION_SCHEMA`, one row per allocation.
        values: :data:`VALUE_SCHEMA`, one row per HLO value in an allocation.
        peak_buffers: :data:`PEAK_SCHEMA`, buffers live at the peak (empty
            table when the file has no HloLiveRange section).
        total_bytes: "Total bytes used" (all allocations).
        peak_bytes: peak live bytes (from "Stack trace breakdown for peak
            usage", else the last cumulative of the peak list), or None.
        peak_time: the schedule step of the peak, or None.
    """

    allocations: pd.DataFrame
    values: pd.DataFrame
    peak_buffers: pd.DataFrame
    total_bytes: int | None
    peak_bytes: int | None
    peak_time: int | None


@dataclass(frozen=True)
class MemoryUsageReport:
    """A parsed ``*-memory-usage-report.txt``: the total and every allocation (sizes rounded by XLA's printer)."""

    total_bytes: int
    allocations: pd.DataFrame


def _int64(value: str | int, name: str, lineno: int, line: str) -> int:
    """A number of the file (its digits, or a sum of such numbers) for an int64 column.

    Raises:
        ParseError: naming the line, when it is not a decimal number below 2^63.
    """
    if isinstance(value, str):
        if not value.isdecimal() or len(value) > 19:
            raise ParseError(name, lineno, "not a number that fits 64 bits", line.strip())
        value = int(value)
    if value > INT64_MAX:
        raise ParseError(name, lineno, "not a number that fits 64 bits", line.strip())
    return value


def _allocation(m: re.Match, name: str, lineno: int) -> list[Any]:
    """One allocation line as a row of :data:`ALLOCATION_SCHEMA`, in its order (a :class:`ParseError` for a size beyond
    64 bits)."""
    idx, num, unit, flags = m.groups()
    try:
        size_f = float(num) * _UNITS[unit]
    except ValueError:
        raise ParseError(name, lineno, "cannot read allocation size", m.string.strip()) from None
    if not size_f <= INT64_MAX:  # inf and nan too
        raise ParseError(name, lineno, "not a number that fits 64 bits", m.string.strip())
    size = int(round(size_f))
    p = _PARAM.search(flags)
    o = _OUTPUT.search(flags)
    c = _COLOR.search(flags)
    rest = _PARAM.sub("", _OUTPUT.sub("", flags))
    is_const = ", constant" in rest
    thread_local = ", thread-local" in rest
    live_out = ", maybe-live-out" in rest
    temp = ", preallocated-temp" in rest
    if p:
        kind = "parameter"
    elif is_const:
        kind = "constant"
    elif o or live_out:
        kind = "output"
    elif thread_local:
        kind = "thread-local"
    else:
        kind = "temp"
    return [
        _int64(idx, name, lineno, m.string),
        size,
        kind,
        _int64(p.group(1), name, lineno, m.string) if p else None,
        p.group(2) if p else (o.group(1) if o else None),
        p.group(3) if p else None,
        _int64(c.group(1), name, lineno, m.string) if c else 0,
        is_const,
        thread_local,
        live_out,
        temp,
        0,  # value_count, counted as the value lines follow
        lineno,
    ]


_VALUE_COUNT = ALLOCATION_SCHEMA.names.index("value_count")


class _Allocations:
    """Allocation rows gathered column-wise (:class:`ColumnChunks`); the last one stays open while its values are
    counted."""

    def __init__(self) -> None:
        self.rows = ColumnChunks(ALLOCATION_SCHEMA)
        self.last: list[Any] | None = None
        self.count = 0

    def start(self, row: list[Any]) -> list[Any]:
        self.close()
        self.last = row
        self.count += 1
        return row

    def close(self) -> None:
        if self.last is not None:
            for values, v in zip(self.rows.lists, self.last, strict=True):
                values.append(v)
            if len(self.rows.lists[0]) >= self.rows.rows_per_chunk:
                self.rows.flush()
            self.last = None

    def frame(self) -> pd.DataFrame:
        """The table; an allocation listed twice keeps its first row."""
        self.close()
        df = self.rows.frame()
        dup = df["allocation"].duplicated()
        return df[~dup].reset_index(drop=True) if dup.any() else df


@with_doc(ALLOCATION_SCHEMA)
@reader
def read_buffer_assignment(path_or_text: PathOrText) -> BufferAssignment:
    """Read a buffer assignment dump.

    Returns:
        :class:`BufferAssignment`; its ``allocations`` table has columns:
        {schema}

    Raises:
        ParseError: empty or binary file, no ``BufferAssignment:`` /
            allocation lines, an allocation or value line that does not read,
            a file cut before ``Total bytes used`` or mid-line, a number that
            does not fit 64 bits; see :mod:`kitlib.textio` for paths.
    """
    name = source_name(path_or_text)
    allocs = _Allocations()
    values = ColumnChunks(VALUE_SCHEMA)
    peak: list[tuple] = []
    total = peak_bytes = peak_time = None
    section = "start"
    lineno = 0
    with open_lines(path_or_text) as lines:
        for line in lines:
            lineno += 1
            if section == "after" and not (line[:1] == "T" or "Live ranges at" in line or "Stack trace breakdown" in line):
                continue  # the values and the live ranges: only the peak's lines (and a Total line) are read
            if section == "allocations" or section == "start":
                if line.startswith("allocation "):
                    m = _ALLOC.match(line)
                    if m is None:
                        raise ParseError(name, lineno, "cannot read allocation line", line.strip())
                    allocs.start(_allocation(m, name, lineno))
                    section = "allocations"
                    continue
                if line.startswith(" value:") or line.startswith("  value:"):
                    v = _VALUE.match(line)
                    a = allocs.last
                    if v is None or a is None:
                        raise ParseError(name, lineno, "cannot read value line", line.strip())
                    vid, inst, idx, color, size, off, shape = v.groups()
                    a[_VALUE_COUNT] += 1
                    for column, value in zip(values.lists, (
                            a[0], _int64(vid, name, lineno, line), inst, idx, _int64(color, name, lineno, line) if color else None,
                            _int64(off, name, lineno, line), _int64(size, name, lineno, line), shape, lineno), strict=True):
                        column.append(value)
                    if len(values.lists[0]) >= values.rows_per_chunk:
                        values.flush()
                    continue
                if line.startswith("BufferAssignment"):
                    section = "allocations"
                    continue
            t = _TOTAL.match(line)
            if t:
                total = _int64(t.group(1), name, lineno, line)
                section = "after"
                continue
            if section != "start" and line.startswith("  "):
                if section == "peak":
                    r = _PEAK_ROW.match(line)
                    if r:
                        size = _int64(r.group(2), name, lineno, line)
                        cumulative = (_int64(r.group(3), name, lineno, line) if r.group(3)
                                      else _int64((peak[-1][2] if peak else 0) + size, name, lineno, line))
                        peak.append((r.group(1), size, cumulative))
                        continue
                    section = "after"
                pk = _PEAK_AT.match(line)
                if pk:
                    peak_time = _int64(pk.group(1), name, lineno, line)
                    section = "peak"
                    continue
                pt = _PEAK_TOTAL.match(line)
                if pt:
                    peak_bytes = _int64(pt.group(1).replace(" ", ""), name, lineno, line)
            elif section == "start" and line.strip():
                raise ParseError(name, lineno, "not a buffer assignment (expected 'BufferAssignment:' or 'allocation N:')", line.strip())
    if not allocs.count:
        raise ParseError(name, None, "empty file" if lineno == 0 else "no allocations found")
    if total is None:  # XLA prints it after the allocations, before the values and the live ranges
        raise ParseError(name, lineno, "file ends before 'Total bytes used' (truncated?)")
    if peak_bytes is None and peak:
        peak_bytes = peak[-1][2]
    vdf = values.frame()
    pdf = frame(pd.DataFrame(peak, columns=PEAK_SCHEMA.names) if peak else [], PEAK_SCHEMA)
    return BufferAssignment(allocs.frame(), vdf, pdf, total, peak_bytes, peak_time)


#: a row of an allocation's value table (BufferAllocation::MemoryUsageReport):
#: "\t<cumulative>(<pct>%); <size>; <offset>; <used_by_n_values>; <shapes>"
_VALUE_ROW = re.compile(r"^\t\s*[\d.]+\w*\(\s*\d+%\);\s*[\d.]+\w*;\s*\d+;\s*(\d+);")


@with_doc(ALLOCATION_SCHEMA)
@reader
def read_memory_usage_report(path_or_text: PathOrText) -> MemoryUsageReport:
    """Read a memory usage report (the allocations of "Allocations sorted by size with their values").

    Both layouts are read: up to 2024 ``Total bytes used: N`` then allocation
    lines; since 2025 one ``Memory Space: <name> (color=N)`` block per memory
    space with ``Total bytes: N`` and per-offset rows only (``allocations``
    is then an empty table and ``total_bytes`` sums the spaces).

    Sizes there are printed rounded (``6.59MiB``); ``size_bytes`` is that
    figure converted, so it may be off by the rounding. Use
    :func:`read_buffer_assignment` for exact sizes.

    ``value_count``: XLA (``BufferAssignment::MemoryUsageReport``) prints an
    allocation holding one value as its header line alone (1), and one
    holding more with a table of offsets whose ``used_by_n_values`` column is
    summed; where XLA cut that table ("The rest N values are less than ...")
    the count covers the rows shown.

    Returns:
        :class:`MemoryUsageReport` with ``total_bytes`` and ``allocations``:
        {schema}

    Raises:
        ParseError: empty or binary file, no ``Total bytes used`` line.
    """
    name = source_name(path_or_text)
    total = None
    allocs = _Allocations()
    last: list[Any] | None = None
    lineno = 0
    with open_lines(path_or_text) as lines:
        for line in lines:
            lineno += 1
            t = _TOTAL_REPORT.match(line)
            if t:
                total = _int64((total or 0) + _int64(t.group(1), name, lineno, line), name, lineno, line)
                continue
            if total is None:
                if line.strip() and not line.startswith("Memory Space:"):
                    raise ParseError(name, lineno, "not a memory usage report (expected 'Total bytes used')", line.strip())
                continue
            if line.startswith("allocation "):
                m = _ALLOC.match(line)
                if m is None:
                    raise ParseError(name, lineno, "cannot read allocation line", line.strip())
                last = allocs.start(_allocation(m, name, lineno))
                last[_VALUE_COUNT] = 1  # XLA prints no value table for an allocation holding one value
            elif last is not None and line.startswith("\t"):
                if line.startswith("\tcumulative_size;"):
                    last[_VALUE_COUNT] = 0
                    continue
                v = _VALUE_ROW.match(line)
                if v is not None:
                    count = last[_VALUE_COUNT] + _int64(v.group(1), name, lineno, line)
                    last[_VALUE_COUNT] = _int64(count, name, lineno, line)
    if total is None:
        raise ParseError(name, None, "empty file" if lineno == 0 else "no 'Total bytes used' line")
    return MemoryUsageReport(total, allocs.frame())


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
def is_buffer_assignment(head: Head) -> bool:
    """XLA's buffer assignment text: it opens with ``BufferAssignment:``."""
    return head.text.lstrip().startswith("BufferAssignment:")


def is_memory_usage_report(head: Head) -> bool:
    """XLA's memory-usage report: it opens with ``Total bytes used: N`` (or a ``Memory Space`` section)."""
    return bool(re.match(r"\s*(?:Total bytes used: \d|Memory Space)", head.text))
