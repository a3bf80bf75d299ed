"""What changed in a compiled program between two builds: counts and kernels of two optimised HLO modules.

Used by the release bisect (``benchmarks/bisect_jax_releases.py``) to say,
for each change point, what the compiler did differently. Kernels are what
the ENTRY computation launches (fusions, custom calls by target, dots,
copies...), named with XLA's numeric and ``.clone`` suffixes removed so the
same kernel in two builds has the same name.
"""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pandas as pd

from ..dumps.kinds import Kind
from ..runfolder import files

_SUFFIX = re.compile(r"(\.\d+|\.clone\d*)+$")
_NOT_KERNELS = ("parameter", "get-tuple-element", "tuple", "constant", "bitcast")


def hlo_summary(path: str | Path) -> dict:
    """Counts of one optimised HLO module: instructions, computations, fusions, entry instructions,
    and Counters of kernels, opcodes and fusion kinds.

    Raises:
        ParseError: the HLO cannot be read.
    """
    m = files.read_file(path, Kind.HLO)
    ins = m.instructions
    entry = ins[ins["computation"] == m.entry]
    fusions = ins[ins["opcode"] == "fusion"]
    launched = entry[~entry["opcode"].isin(_NOT_KERNELS)]
    kernels = Counter(f"custom-call {t}" if o == "custom-call" else _SUFFIX.sub("", n)
                      for n, o, t in zip(launched["name"], launched["opcode"], launched["custom_call_target"]))
    return {
        "instructions": len(ins), "computations": len(m.computations), "fusions": len(fusions),
        "entry_instructions": len(entry), "kernels": kernels,
        "opcodes": Counter(ins["opcode"]), "fusion_kinds": Counter(fusions["fusion_kind"].dropna()),
    }


def hlo_changes(before: str | Path, after: str | Path) -> tuple[pd.DataFrame, pd.DataFrame]:
    """(counts, kernels): what differs between two builds' optimised HLO.

    Returns:
        counts: index (what, name) where what is ``total`` (instructions, computations,
            fusions, entry_instructions), ``opcode`` or ``fusion_kind``; int64 columns
            before, after, change (after - before); only rows that differ, totals always.
        kernels: index kernel; int64 columns before, after (launches in ENTRY) and
            status (added / removed / count changed); only kernels that differ.
    """
    a, b = hlo_summary(before), hlo_summary(after)
    rows = [("total", k, a[k], b[k]) for k in ("instructions", "computations", "fusions", "entry_instructions")]
    for what, key in (("opcode", "opcodes"), ("fusion_kind", "fusion_kinds")):
        for name in sorted(set(a[key]) | set(b[key])):
            if a[key].get(name, 0) != b[key].get(name, 0):
                rows.append((what, name, a[key].get(name, 0), b[key].get(name, 0)))
    counts = pd.DataFrame(rows, columns=["what", "name", "before", "after"]).set_index(["what", "name"])
    counts["change"] = counts["after"] - counts["before"]
    kr = []
    for k in sorted(set(a["kernels"]) | set(b["kernels"])):
        x, y = a["kernels"].get(k, 0), b["kernels"].get(k, 0)
        if x != y:
            kr.append((k, x, y, "added" if x == 0 else "removed" if y == 0 else "count changed"))
    kernels = pd.DataFrame(kr, columns=["kernel", "before", "after", "status"]).set_index("kernel")
    return counts.astype("int64"), kernels.astype({"before": "int64", "after": "int64"})
