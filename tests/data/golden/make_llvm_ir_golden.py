"""Write the llvm_ir golden tables: every .ll file under tests/data read with kitlib.dumps.llvm_ir.

Run from the repository root: ``python tests/data/golden/make_llvm_ir_golden.py``.
Writes ``llvm_ir_<table>.parquet`` (the table of every file concatenated, with a
``file`` column in front) and ``llvm_ir_modules.json`` (scalar attributes and
struct types per file). tests/test_llvm_ir.py compares the reader with these.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pandas as pd

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from kitlib.dumps.llvm_ir import read_llvm_ir  # noqa: E402

DATA = ROOT / "tests" / "data"
OUT = Path(__file__).resolve().parent
TABLES = ("globals", "functions", "loads", "references", "module_flags")


def main() -> None:
    files = sorted(p for p in DATA.rglob("*.ll") if "golden" not in p.parts)
    pieces: dict[str, list[pd.DataFrame]] = {t: [] for t in TABLES}
    modules = {}
    for p in files:
        rel = p.relative_to(DATA).as_posix()
        m = read_llvm_ir(p)
        for t in TABLES:
            df = getattr(m, t).copy()
            df.insert(0, "file", pd.array([rel] * len(df), dtype="string"))
            pieces[t].append(df)
        modules[rel] = {"module_id": m.module_id, "source_filename": m.source_filename,
                        "target_triple": m.target_triple, "target_datalayout": m.target_datalayout,
                        "struct_types": m.struct_types}
    for t in TABLES:
        pd.concat(pieces[t], ignore_index=True).to_parquet(OUT / f"llvm_ir_{t}.parquet", index=False)
    (OUT / "llvm_ir_modules.json").write_text(json.dumps(modules, indent=1, sort_keys=True) + "\n")
    print(f"{len(files)} files")


if __name__ == "__main__":
    main()
