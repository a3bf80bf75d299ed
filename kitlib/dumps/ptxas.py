"""Resource usage of PTX kernels as NVIDIA's assembler reports it (``ptxas -v``).

PTX says how many virtual registers a kernel declares; only ``ptxas`` says how
many physical registers, how much stack and how many bytes of spills the
machine code needs. ``read_ptxas_usage`` runs ``ptxas -v`` on a PTX file (it
needs no GPU) and ``parse_ptxas_info`` reads that text, pasted or captured.

Checked against: CUDA 13.0 ``ptxas`` (V13.0.88) on XLA:GPU PTX from jax 0.9.2
(sm_90a) and from a 2022 XLA dump (sm_70 PTX assembled for sm_90a).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pandas as pd

from ..errors import ParseError, ToolError
from ..schema import Column, Schema, frame, with_doc
from ..textio import reader

USAGE_SCHEMA = Schema(
    [
        Column("kernel", "string", "entry (or function) name"),
        Column("arch", "string", "target architecture ptxas compiled for, e.g. sm_90a"),
        Column("registers", "Int64", "physical registers per thread"),
        Column("barriers", "Int64", "named barriers used"),
        Column("stack_frame_bytes", "Int64", "stack frame per thread", "bytes"),
        Column("spill_stores_bytes", "Int64", "register spill stores", "bytes"),
        Column("spill_loads_bytes", "Int64", "register spill loads", "bytes"),
        Column("shared_bytes", "Int64", "static shared memory (smem); 0 when not reported", "bytes"),
        Column("compile_ms", "float64", "ptxas compile time of the function", "ms"),
    ]
)

_FUNC = re.compile(r"Compiling (?:entry )?function '([^']+)' for '([^']+)'")
_PROPS = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")
_USED = re.compile(r"Used (\d+) registers(?:, used (\d+) barriers)?(?:, (\d+) bytes smem)?")
_TIME = re.compile(r"Compile time = ([\d.]+) ms")


@with_doc(USAGE_SCHEMA)
def parse_ptxas_info(text: str, source: str = "<text>") -> pd.DataFrame:
    """Read the ``ptxas -v`` report (its ``ptxas info`` lines).

    Returns:
        One row per compiled function, in report order, with columns:
        {schema}

    Raises:
        ParseError: no ``Compiling ... function`` line (not a ptxas -v report).
    """
    rows: list[dict] = []
    for line in text.splitlines():
        m = _FUNC.search(line)
        if m:
            rows.append({"kernel": m.group(1), "arch": m.group(2), "registers": None, "barriers": None,
                         "stack_frame_bytes": None, "spill_stores_bytes": None, "spill_loads_bytes": None,
                         "shared_bytes": 0, "compile_ms": float("nan")})
            continue
        if not rows:
            continue
        cur = rows[-1]
        if (p := _PROPS.search(line)) and cur["stack_frame_bytes"] is None:
            cur["stack_frame_bytes"], cur["spill_stores_bytes"], cur["spill_loads_bytes"] = map(int, p.groups())
        elif u := _USED.search(line):
            cur["registers"] = int(u.group(1))
            cur["barriers"] = int(u.group(2)) if u.group(2) else None
            cur["shared_bytes"] = int(u.group(3)) if u.group(3) else 0
        elif t := _TIME.search(line):
            cur["compile_ms"] = float(t.group(1))
    if not rows:
        raise ParseError(source, None, "no 'Compiling ... function' line: not a ptxas -v report")
    return frame(rows, USAGE_SCHEMA)


@with_doc(USAGE_SCHEMA)
@reader
def read_ptxas_usage(ptx: str | os.PathLike[str], arch: str = "sm_90a", ptxas: str | None = None) -> pd.DataFrame:
    """Assemble a PTX file with ``ptxas -v -arch=<arch>`` (no GPU needed) and read its report.

    Args:
        ptx: the ``.ptx`` file.
        arch: target, sm_75 or newer for CUDA 13's ptxas (sm_90a: H100).
        ptxas: the assembler; default: ``ptxas`` on PATH.

    Returns:
        One row per function, with columns:
        {schema}

    Raises:
        ToolError: no ptxas on this machine.
        ParseError: ptxas rejected the file (its first error line, with the file).
    """
    exe = ptxas or shutil.which("ptxas")
    if exe is None:
        raise ToolError("ptxas not found: it comes with the CUDA toolkit (nvcc), not with pip or Debian's LLVM")
    path = Path(ptx)
    if not path.is_file():
        raise ParseError(path, None, "no such PTX file")
    proc = subprocess.run([exe, "-v", f"-arch={arch}", str(path), "-o", os.devnull],
                          capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        first = next((ln for ln in proc.stderr.splitlines() if re.search(r"\b(error|fatal)\b", ln) and "aborted" not in ln),
                     proc.stderr.strip()[:200])
        m = re.search(r", line (\d+);", first)
        raise ParseError(path, int(m.group(1)) if m else None, f"ptxas -arch={arch} failed: {first.strip()}")
    return parse_ptxas_info(proc.stderr + proc.stdout, str(path))
