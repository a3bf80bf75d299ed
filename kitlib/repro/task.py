"""``python -m kitlib.repro.task FINDING.toml``: one finding's recipe, run in the current folder (a job).

The worker side of ``kit reproduce --executor ray``: the driver stages the
finding's file in the job's folder; this runs its recipe there and writes the
rows as ``measurements.json`` (a list of :class:`~kitlib.repro.recipes.Measurement`
fields), which travels back to the driver with the folder and is checked there
(:func:`kitlib.repro.run.read_measurements`). A recipe that raises exits 1 with
its traceback on stderr.
"""
from __future__ import annotations

import sys
from dataclasses import asdict
from pathlib import Path

#: the rows a task leaves in its folder
MEASUREMENTS_JSON = "measurements.json"


def main(argv: list[str]) -> int:
    from ..findings import load_finding
    from ..runfolder.write import write_json_atomic
    from .recipes import RECIPES

    f = load_finding(argv[0])
    rows = RECIPES[f.recipe](f, Path.cwd())
    write_json_atomic(Path(MEASUREMENTS_JSON), [asdict(m) for m in rows])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
