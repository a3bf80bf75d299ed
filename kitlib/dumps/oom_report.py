"""Out-of-memory reports as XLA prints them on GPU and TPU, inside logs and pasted issue text.

Two reports, each one or more times in a file (a log often holds the glog line and the Python
exception repeating it):

- XLA:GPU, when an executable cannot allocate its buffers (``GpuExecutable``'s
  ``ResourceExhausted("%s\\n%s\\n", <allocator message>, BufferAssignment::ToVerboseString())``,
  ``xla/service/buffer_assignment.cc``): the allocator's line (``Out of memory while trying to
  allocate 2110783616 bytes.``, ``Failed to allocate request for 154.06GiB (165425291480B) on device
  ordinal 0``), then ``BufferAssignment OOM Debugging.``, ``BufferAssignment stats:`` (parameter,
  constant, maybe_live_out, preallocated temp allocation, fragmentation, total, sizes printed by
  ``HumanReadableNumBytes``: ``24.6KiB``, ``1.02GiB``) and ``Peak buffers:``, one block per buffer
  (``\\tBuffer N:`` / ``\\t\\tSize:`` / ``\\t\\tOperator:`` (OpMetadata) / ``\\t\\tXLA Label:`` (the
  opcode; the whole instruction in older builds) / ``\\t\\tShape:``, or ``\\t\\tEntry Parameter
  Subshape:``, closed by ``==========================``). The BFC allocator's lines before it say
  the device (``Allocator (GPU_0_bfc) ran out of memory ...``) and, when logged, its ``Limit:`` and
  ``InUse:`` bytes.
- XLA:TPU, when a program does not fit (compile time): ``Ran out of memory in memory space hbm.
  Used 20.50G of 15.48G hbm. Exceeded hbm capacity by 5.02G.``, ``Total hbm usage >= ...:``
  (reserved, program, arguments), ``Output size ...``, ``Program hbm requirement ...:`` (global,
  scoped, HLO temp with utilisation and fragmentation) and ``Largest program allocations in hbm:``,
  one block per allocation (``N. Size:``, ``Operator:``, ``Shape:``, ``Unpadded size:``, ``Extra
  memory due to padding:``, ``XLA label:``, ``Allocation type:``, closed by
  ``==========================``). Sizes are printed ``1.25G``, ``240.0K``, ``0B`` (binary units).
  2019-2021 builds (TensorFlow, torch_xla over XRT) print ``arguments unknown size``, ``Output size
  unknown.``, ``HLO temp 17.08G (92.8% utilization, 0.3% fragmentation (53.61M))`` and labels as
  whole instructions (``%fusion.1668 = f32[...] fusion(...)``); 2022+ builds (PJRT) print
  ``Unpadded (..) Padded (..)`` and labels without ``%`` and shapes.

Log prefixes are removed first, line by line: glog (``E0528 07:02:44.350251   27487 file.cc:2826] ``),
TensorFlow / torch_xla (``2020-05-04 09:05:40.721136: E    1578 file.cc:76] ``), Ray's
``(pid=123)`` / ``(Worker pid=123, ip=10.0.0.1)``, a leading timestamp (``2024-06-24 17:01:13.93:``,
``[2024-06-24T17:01:13Z]``). Lines a terminal or an issue tracker wrapped are joined back: an
``Operator:`` value continues while its quotes are open, any field with a line no field starts.

Sizes printed rounded (``29.54MiB``) are converted at 1024 per unit, so they are exact to the
rounding only; the allocator's own byte counts (``2110783616 bytes``, ``(165425291480B)``) are exact.

Checked against: ``xla/service/buffer_assignment.cc`` (``StatsString``, ``ToVerboseString``) at
openxla/xla 001918b7 (2023, ``kMaxBuffersToShow = 15``) and main (2025, ``max_buffers_to_show``; the same
text), AllocatorStats' ``DebugString`` (``xla/tsl/framework/allocator.cc``), and the report layout in public
issue threads (pytorch/xla #1965 (2020, XRT), erfanzar/EasyDeL #166 (2024, PJRT TPU), a ColabFold-on-ROCm
thread (2024, GPU)); exact-format samples in ``tests/data/oom`` (its SOURCE.md says which era each copies).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import pandas as pd

from ..errors import ParseError
from ..schema import Column, Schema, rows_frame, with_doc
from ..textio import INT64_MAX, Head, PathOrText, read_text, reader

OOM_REPORTS_SCHEMA = Schema(
    [
        Column("report", "int64", "report in the file, 0-based"),
        Column("platform", "string", "gpu (BufferAssignment OOM Debugging) or tpu (Ran out of memory in memory space)"),
        Column("device", "string", "device the log names: gpu:<ordinal> (device ordinal N, GPU_N_bfc), else <NA>"),
        Column("memory_space", "string", "TPU memory space (hbm, vmem, smem); <NA> on GPU"),
        Column("requested_bytes", "Int64", "the allocation that failed (GPU allocator message), else <NA>", "bytes"),
        Column("used_bytes", "Int64", "TPU: 'Used X'; GPU: the BFC allocator's InUse when logged; else <NA>", "bytes"),
        Column("capacity_bytes", "Int64", "TPU: 'of Y'; GPU: the BFC allocator's Limit when logged; else <NA>", "bytes"),
        Column("exceeded_bytes", "Int64", "how far over: TPU 'Exceeded ... capacity by Z'; GPU requested + InUse - Limit "
                                          "when all three are known; else <NA>", "bytes"),
        Column("total_bytes", "Int64", "GPU 'total allocation' / TPU 'Total hbm usage >=', else <NA>", "bytes"),
        Column("peak_buffer_count", "int64", "peak buffers (GPU) / largest allocations (TPU) listed"),
        Column("message", "string", "the allocator's or the compiler's error line, log prefix removed"),
        Column("line", "int64", "1-based line of the report's first line (its message)"),
    ]
)

OOM_USAGE_SCHEMA = Schema(
    [
        Column("report", "int64", "report in the file, 0-based"),
        Column("section", "string", "BufferAssignment stats (GPU); Total hbm usage, Output size, Program hbm requirement (TPU)"),
        Column("category", "string", "the row's name as printed (parameter allocation, preallocated temp fragmentation, "
                                     "reserved, program, arguments, HLO temp, ...)"),
        Column("kind", "string", "the buffer assignment's allocation kind where one applies (parameter, constant, output "
                                 "= maybe_live_out, temp = preallocated temp, total), else <NA>"),
        Column("size_bytes", "Int64", "size as printed, converted (<NA>: 'unknown size')", "bytes"),
        Column("detail", "string", "the rest of the row as printed (percentages, utilisation, padding), else <NA>"),
        Column("line", "int64", "1-based line"),
    ]
)

OOM_PEAK_BUFFERS_SCHEMA = Schema(
    [
        Column("report", "int64", "report in the file, 0-based"),
        Column("rank", "int64", "position in XLA's list (Buffer N / N.), 1 = largest"),
        Column("buffer", "string", "HLO instruction holding it (from the XLA label; TPU and older GPU builds), else <NA>"),
        Column("size_bytes", "int64", "size as printed, converted", "bytes"),
        Column("cumulative_bytes", "int64", "running sum in XLA's order", "bytes"),
        Column("shape", "string", "shape as printed (Shape: or Entry Parameter Subshape:)"),
        Column("opcode", "string", "HLO opcode (parameter for entry parameters), else <NA>"),
        Column("op_name", "string", "framework op (Operator: op_name=...), else <NA>"),
        Column("source_file", "string", "Operator's source_file, else <NA>"),
        Column("source_line", "Int64", "Operator's source_line, else <NA>"),
        Column("unpadded_size_bytes", "Int64", "TPU: Unpadded size, else <NA>", "bytes"),
        Column("padding_bytes", "Int64", "TPU: Extra memory due to padding, else <NA>", "bytes"),
        Column("allocation_type", "string", "TPU: Allocation type (HLO temp, ...), else <NA>"),
        Column("is_entry_parameter", "boolean", "an entry computation parameter (GPU: Entry Parameter Subshape)"),
        Column("label", "string", "XLA label as printed, else <NA>"),
        Column("line", "int64", "1-based line of the block's first line"),
    ]
)


@dataclass(frozen=True)
class OomReport:
    """The out-of-memory reports of one file: ``reports`` (:data:`OOM_REPORTS_SCHEMA`), ``usage``
    (:data:`OOM_USAGE_SCHEMA`), ``peak_buffers`` (:data:`OOM_PEAK_BUFFERS_SCHEMA`)."""

    reports: pd.DataFrame
    usage: pd.DataFrame
    peak_buffers: pd.DataFrame


_PREFIXES = re.compile(
    r"^(?:\((?:[\w.\-]+ )?pid=\d+(?:, ip=[\w.:]+)?\) ?"  # Ray: (pid=1), (Worker pid=1, ip=10.0.0.1)
    r"|[IWEF]\d{4} \d\d:\d\d:\d\d\.\d+\s+\d+ [^\]\s]+\] "  # glog
    r"|\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+: [IWEF]\s+(?:\d+\s+)?[^\]\s]+\] "  # TensorFlow / torch_xla
    r"|\[?\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?\]?:? )+"  # a timestamp
)
_SIZE = r"(\d+(?:\.\d+)?)\s?([KMGTPE]?i?B?)"
_SIZE_RE = re.compile(rf"^{_SIZE}$")
_UNITS = {"": 1, "B": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40, "P": 1 << 50, "E": 1 << 60}
#: the fixed first lines of the two reports
GPU_HEADER = "BufferAssignment OOM Debugging."
_TPU_HEADER = re.compile(r"Ran out of memory in memory space (\w+)")
#: a positive signature of the format (in a file's first bytes): a report's fixed lines
SIGNATURE = re.compile(r"BufferAssignment OOM Debugging\.|Ran out of memory in memory space \w+|"
                       r"Largest program allocations in \w+:")
_TPU_USED = re.compile(rf"Used {_SIZE} of {_SIZE} (\w+)\.")
_TPU_OVER = re.compile(rf"Exceeded \w+ capacity by {_SIZE}\.")
_REQUEST = (
    re.compile(r"Failed to allocate request for [\d.]+\w+ \((\d+)B\)(?: on device ordinal (\d+))?"),
    re.compile(r"Out of memory while trying to allocate (\d+) bytes"),
    re.compile(rf"Out of memory while trying to allocate {_SIZE}"),
)
_BFC = re.compile(r"Allocator \((?:GPU|gpu)_(\d+)_bfc\) ran out of memory")
_BFC_STAT = re.compile(r"^\s*(Limit|InUse):\s+(\d+)\s*$")
_GPU_STAT = re.compile(rf"^\s*([a-z_ ]+?(?:allocation|fragmentation)):\s+{_SIZE}(?:\s+(.*?))?\s*$")
_GPU_KINDS = {"parameter allocation": "parameter", "constant allocation": "constant",
              "maybe_live_out allocation": "output", "preallocated temp allocation": "temp", "total allocation": "total"}
_TPU_SECTION = re.compile(rf"^\s*(Total \w+ usage|Program \w+ requirement) >?=?\s*{_SIZE}:\s*$")
_TPU_ROW = re.compile(rf"^\s+([A-Za-z][\w ]*?)\s+(?:{_SIZE}|(unknown size))(?:\s+(.*?))?\s*$")
_TPU_OUTPUT = re.compile(rf"^\s*Output size (?:{_SIZE}|(unknown))(?:[;.]\s*(.*?))?\.?\s*$")
_GPU_BUFFER = re.compile(r"^\s*Buffer (\d+):\s*$")
_TPU_BUFFER = re.compile(rf"^\s*(\d+)\\?\. Size: {_SIZE}\s*$")
_FIELD = re.compile(r"^\s*(Size|Operator|XLA Label|XLA label|Shape|Entry Parameter Subshape|Unpadded size|"
                    r"Extra memory due to padding|Allocation type):\s?(.*?)\s*$")
_SEPARATOR = re.compile(r"^\s*={10,}\s*$")
_META = re.compile(r'(\w+)=("(?:[^"\\]|\\.)*"|\S+)')
_LABEL = re.compile(r"^%?([\w.\-]+) = (?:.*?\}? )?([a-z][\w\-]*)\(")


def _bytes(num: str, unit: str, name: str, lineno: int, text: str) -> int:
    """A printed size (``29.54MiB``, ``1.25G``, ``0B``, ``16``) in bytes."""
    factor = _UNITS.get(unit.replace("i", "").replace("B", "") or ("B" if unit else ""))
    if factor is None:
        raise ParseError(name, lineno, f"cannot read size {num}{unit!r}", text.strip()[:120])
    value = round(float(num) * factor)
    if value > INT64_MAX:
        raise ParseError(name, lineno, "size does not fit 64 bits", text.strip()[:120])
    return value


def _size(value: str, name: str, lineno: int, text: str) -> int:
    m = _SIZE_RE.match(value.split(" (")[0].strip())
    if m is None:
        raise ParseError(name, lineno, "cannot read size", text.strip()[:120])
    return _bytes(m.group(1), m.group(2), name, lineno, text)


def _clean(text: str) -> list[str]:
    """The text's lines with log prefixes removed (glog, TensorFlow, Ray, timestamps)."""
    return [_PREFIXES.sub("", line, count=1) for line in text.splitlines()]


class _Parser:
    def __init__(self, name: str, lines: list[str]):
        self.name = name
        self.lines = lines
        self.reports: list[dict[str, Any]] = []
        self.usage: list[tuple] = []
        self.peaks: list[dict[str, Any]] = []
        self.scanned = 0  # lines before this one belong to earlier reports (or to no report)

    def error(self, i: int, reason: str) -> ParseError:
        return ParseError(self.name, i + 1, reason, self.lines[i].strip() if i < len(self.lines) else "")

    def run(self) -> None:
        i = 0
        while i < len(self.lines):
            line = self.lines[i]
            if line.strip() == GPU_HEADER:
                i = self.gpu(i)
            elif (m := _TPU_HEADER.search(line)) is not None:
                i = self.tpu(i, m)
            else:
                i += 1

    def new_report(self, platform: str, first: int, message: str) -> dict[str, Any]:
        r = {"report": len(self.reports), "platform": platform, "device": None, "memory_space": None,
             "requested_bytes": None, "used_bytes": None, "capacity_bytes": None, "exceeded_bytes": None,
             "total_bytes": None, "peak_buffer_count": 0, "message": message.strip()[:500], "line": first + 1}
        self.reports.append(r)
        return r

    # ---- GPU

    def gpu(self, h: int) -> int:
        first, message = h, ""
        for j in range(h - 1, max(self.scanned, h - 4) - 1, -1):  # the allocator's message: on the lines just above
            if any(p.search(self.lines[j]) for p in _REQUEST) or "RESOURCE_EXHAUSTED" in self.lines[j]:
                first, message = j, self.lines[j]
                break
        r = self.new_report("gpu", first, message or self.lines[h])
        self.allocator(r, h)
        i = h + 1
        while i < len(self.lines) and not self.lines[i].strip():
            i += 1
        if i >= len(self.lines) or self.lines[i].strip() != "BufferAssignment stats:":
            raise self.error(min(i, len(self.lines) - 1), "report cut after its header: no 'BufferAssignment stats:'")
        i += 1
        while i < len(self.lines) and (m := _GPU_STAT.match(self.lines[i])):
            category = m.group(1).strip()
            size = _bytes(m.group(2), m.group(3), self.name, i + 1, self.lines[i])
            self.usage.append((r["report"], "BufferAssignment stats", category, _GPU_KINDS.get(category), size,
                               m.group(4) or None, i + 1))
            if category == "total allocation":
                r["total_bytes"] = size
            i += 1
        if i < len(self.lines) and self.lines[i].strip() == "Peak buffers:":
            i = self.blocks(r, i + 1, _GPU_BUFFER)
        self.scanned = i
        return i

    def allocator(self, r: dict[str, Any], h: int) -> None:
        """Requested bytes and device from the message; the BFC allocator's device, Limit and InUse above it."""
        stats: dict[str, int] = {}
        for j in range(self.scanned, h):
            line = self.lines[j]
            if (b := _BFC.search(line)) is not None:
                r["device"] = f"gpu:{b.group(1)}"
            elif (s := _BFC_STAT.match(line)) is not None:
                stats[s.group(1)] = int(s.group(2))
        msg = r["message"]
        for k, p in enumerate(_REQUEST):
            if (m := p.search(msg)) is not None:
                r["requested_bytes"] = (int(m.group(1)) if k < 2 else
                                        _bytes(m.group(1), m.group(2), self.name, r["line"], msg))
                if k == 0 and m.group(2) is not None:
                    r["device"] = f"gpu:{m.group(2)}"
                break
        if stats.get("Limit"):  # 0 when the allocator had no limit
            r["capacity_bytes"], r["used_bytes"] = stats["Limit"], stats.get("InUse")
            if r["requested_bytes"] is not None and r["used_bytes"] is not None:
                r["exceeded_bytes"] = r["requested_bytes"] + r["used_bytes"] - r["capacity_bytes"]

    # ---- TPU

    def tpu(self, h: int, m: re.Match) -> int:
        line = self.lines[h]
        r = self.new_report("tpu", h, line)
        r["memory_space"] = m.group(1)
        head = line + " " + (self.lines[h + 1] if h + 1 < len(self.lines) else "")  # an issue tracker may wrap it
        if (u := _TPU_USED.search(head)) is not None:
            r["used_bytes"] = _bytes(u.group(1), u.group(2), self.name, h + 1, line)
            r["capacity_bytes"] = _bytes(u.group(3), u.group(4), self.name, h + 1, line)
        if (o := _TPU_OVER.search(head)) is not None:
            r["exceeded_bytes"] = _bytes(o.group(1), o.group(2), self.name, h + 1, line)
        i, section = h + 1, None
        while i < len(self.lines):
            s = self.lines[i]
            if not s.strip() or (i == h + 1 and s.strip().startswith("Exceeded")):
                i += 1
                continue
            if (sec := _TPU_SECTION.match(s)) is not None:
                section = sec.group(1)
                size = _bytes(sec.group(2), sec.group(3), self.name, i + 1, s)
                if section.startswith("Total"):
                    r["total_bytes"] = size
                i += 1
                continue
            if (out := _TPU_OUTPUT.match(s)) is not None:
                output = None if out.group(3) else _bytes(out.group(1), out.group(2), self.name, i + 1, s)
                self.usage.append((r["report"], "Output size", "output", None, output, out.group(4) or None, i + 1))
                section = None
                i += 1
                continue
            if section is not None and (row := _TPU_ROW.match(s)) is not None:
                value = None if row.group(4) else _bytes(row.group(2), row.group(3), self.name, i + 1, s)
                self.usage.append((r["report"], section, row.group(1), None, value, row.group(5) or None, i + 1))
                i += 1
                continue
            if re.match(r"^\s*Largest program allocations in \w+:\s*$", s):
                i = self.blocks(r, i + 1, _TPU_BUFFER)
            break
        self.scanned = i
        return i

    # ---- the peak buffers / largest allocations, one block each

    def blocks(self, r: dict[str, Any], i: int, start: re.Pattern) -> int:
        cumulative = 0
        while i < len(self.lines):
            s = self.lines[i]
            if not s.strip():
                i += 1
                continue
            b = start.match(s)
            if b is None:
                return i  # the report is over
            first = i
            p: dict[str, Any] = {"report": r["report"], "rank": int(b.group(1)), "buffer": None, "size_bytes": None,
                                 "shape": None, "opcode": None, "op_name": None, "source_file": None, "source_line": None,
                                 "unpadded_size_bytes": None, "padding_bytes": None, "allocation_type": None,
                                 "is_entry_parameter": False, "label": None, "line": first + 1}
            if b.lastindex and b.lastindex >= 3:  # TPU: "N. Size: 2.00G" on the block's first line
                p["size_bytes"] = _bytes(b.group(2), b.group(3), self.name, i + 1, s)
            fields: dict[str, str] = {}
            last = ""
            i += 1
            while True:
                if i >= len(self.lines):
                    raise self.error(len(self.lines) - 1, f"file ends inside peak buffer {p['rank']} (truncated?)")
                s = self.lines[i]
                if _SEPARATOR.match(s):
                    i += 1
                    break
                f = _FIELD.match(s)
                if f is not None and not (last == "Operator" and fields[last].count('"') % 2):
                    last = f.group(1).replace("Label", "label")
                    fields[last] = f.group(2)
                elif last and s.strip():  # a line the terminal wrapped
                    fields[last] += ("" if last == "Operator" else " ") + s.strip()
                elif s.strip():
                    raise self.error(i, f"not a line of peak buffer {p['rank']}")
                i += 1
            self.fill(p, fields, first)
            cumulative += p["size_bytes"]
            p["cumulative_bytes"] = cumulative
            self.peaks.append(p)
            r["peak_buffer_count"] += 1
        return i

    def fill(self, p: dict[str, Any], fields: dict[str, str], first: int) -> None:
        def size(key: str) -> int | None:
            return _size(fields[key], self.name, first + 1, fields[key]) if key in fields else None

        if p["size_bytes"] is None:
            if "Size" not in fields:
                raise self.error(first, f"peak buffer {p['rank']} has no Size")
            p["size_bytes"] = size("Size")
        p["unpadded_size_bytes"] = size("Unpadded size")
        p["padding_bytes"] = size("Extra memory due to padding")
        p["allocation_type"] = fields.get("Allocation type")
        if "Entry Parameter Subshape" in fields:
            p["shape"], p["opcode"], p["is_entry_parameter"] = fields["Entry Parameter Subshape"], "parameter", True
        else:
            p["shape"] = fields.get("Shape")
        label = fields.get("XLA label")
        if label:
            p["label"] = label
            m = _LABEL.match(label)
            if m is not None:
                p["buffer"], p["opcode"] = m.group(1), m.group(2)
            elif re.fullmatch(r"[a-z][\w\-]*", label):
                p["opcode"] = label
        meta = dict(_META.findall(fields.get("Operator", "")))
        p["op_name"] = meta["op_name"].strip('"') if "op_name" in meta else None
        p["source_file"] = meta["source_file"].strip('"') if "source_file" in meta else None
        line = meta.get("source_line", "")
        p["source_line"] = int(line) if line.isdigit() and len(line) < 19 else None


@with_doc(OOM_REPORTS_SCHEMA)
@reader
def read_oom_report(path_or_text: PathOrText) -> OomReport:
    """Read the XLA out-of-memory reports in a log or pasted text (GPU and TPU, every era above).

    Returns:
        :class:`OomReport`; its ``reports`` table has columns:
        {schema}

    Raises:
        ParseError: empty or binary file; no report in it; a GPU report cut after its header; a
            peak buffer cut before its closing line (truncated) or holding a line that is none of
            its fields; a size that does not read.
    """
    name, text = read_text(path_or_text)
    if not text.strip():
        raise ParseError(name, None, "empty file")
    p = _Parser(name, _clean(text))
    p.run()
    if not p.reports:
        raise ParseError(name, None, f"no XLA out-of-memory report (no '{GPU_HEADER}' or 'Ran out of memory in memory space')")
    return OomReport(
        rows_frame([tuple(r[c] for c in OOM_REPORTS_SCHEMA.names) for r in p.reports], OOM_REPORTS_SCHEMA),
        rows_frame(p.usage, OOM_USAGE_SCHEMA),
        rows_frame([tuple(b[c] for c in OOM_PEAK_BUFFERS_SCHEMA.names) for b in p.peaks], OOM_PEAK_BUFFERS_SCHEMA),
    )


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
def is_oom_report(head: Head) -> bool:
    """An XLA out-of-memory report: the BufferAssignment OOM-debugging header, TPU's "Ran out of memory in memory
    space", or the "Largest program allocations in" list, anywhere in the first bytes (a log's lines lead to it)."""
    return bool(SIGNATURE.search(head.text))
