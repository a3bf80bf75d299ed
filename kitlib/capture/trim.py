"""Trim a run folder to what the notebooks read (for the small captures kept in ``data/``).

``python -m kitlib.capture.trim RUN`` deletes, in every ``dump/`` folder of the run,
the files of kinds no notebook or analysis reads (:data:`TRIM_KINDS`, kinds of
:func:`kitlib.dumps.index.read_dump_index`) and lists them, with their sizes, in
``RUN/trimmed.txt``. Everything else (manifest, results, metrics, traces, HLO,
LLVM IR, PTX, buffer assignment, object files) is kept as XLA wrote it.
"""
from __future__ import annotations

import sys
from pathlib import Path

from ..dumps.index import read_dump_index
from ..runfolder.write import write_text_atomic

#: dump file kinds deleted by :func:`trim_run`
TRIM_KINDS = ("mlir",)


def trim_run(run: str | Path) -> list[str]:
    """Delete the :data:`TRIM_KINDS` files of every dump folder of ``run``; return their paths (relative)."""
    run = Path(run)
    removed = []
    for dump in sorted(p for p in run.rglob("dump") if p.is_dir()):
        idx = read_dump_index(dump)
        for r in idx[idx["kind"].isin(TRIM_KINDS)].itertuples():
            (dump / r.file).unlink()
            removed.append(f"{(dump / r.file).relative_to(run)}\t{r.size_bytes}")
    write_text_atomic(run / "trimmed.txt", "# deleted by python -m kitlib.capture.trim (kinds: " + ", ".join(TRIM_KINDS) + ")\n"
                      + "".join(f"{line}\n" for line in removed))
    return removed


if __name__ == "__main__":
    print(f"trimmed {len(trim_run(sys.argv[1]))} files")
