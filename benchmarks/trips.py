"""How often a command enters the code question's module, and which modules it passes through, as it runs.

Usage:
    python benchmarks/trips.py [DATA]   (default: data/bert-tiny-cpu)

Runs ``kit compare DATA`` and ``kit diff DATA/<first> DATA/<last> --html`` in this process under a profile hook
and prints, for each: the kitlib modules whose functions ran (in order of first entry), the *entries* into the
code question's modules (a call into ``kitlib/analysis/code.py`` or the former ``kitlib/analysis/diff.py`` from a
function of another module), and how many times the run came back to a module it had left. Runs with whatever
``kitlib`` imports (``PYTHONPATH=<old checkout>`` for the kit before a change).
"""
from __future__ import annotations

import contextlib
import io
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
CODE_MODULES = ("kitlib/analysis/code.py", "kitlib/analysis/diff.py")


def _trace(fn: Any) -> dict[str, Any]:
    import kitlib

    root = str(Path(kitlib.__file__).parent.parent) + "/"
    seq: list[str] = []
    entries = 0

    def hook(frame: Any, event: str, _arg: Any) -> None:
        nonlocal entries
        if event != "call":
            return
        f = frame.f_code.co_filename
        if not f.startswith(root + "kitlib/"):
            return
        rel = f[len(root):]
        caller = frame.f_back.f_code.co_filename[len(root):] if frame.f_back is not None else ""
        if rel in CODE_MODULES and caller not in CODE_MODULES and caller.startswith("kitlib/"):
            entries += 1
        if not seq or seq[-1] != rel:
            seq.append(rel)

    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        sys.setprofile(hook)
        try:
            fn()
        finally:
            sys.setprofile(None)
    rooms = list(dict.fromkeys(seq))
    return {"modules": len(rooms), "returns": len(seq) - len(rooms), "code_entries": entries, "path": rooms}


def main(data: str) -> None:
    from kitlib.cli import main as kit

    run = Path(data)
    ok = [c["name"] for c in json.loads((run / "manifest.json").read_text())["configs"] if c.get("status") == "ok"]
    html = Path(tempfile.mkdtemp(prefix="kit-trips-")) / "d.html"
    kit(["diff", str(run / ok[0]), str(run / ok[-1])])  # warm the parse cache: the trips below count the analyses
    for name, argv in (("kit compare", ["compare", str(run)]), ("kit diff --html", ["diff", str(run / ok[0]), str(run / ok[-1]), "--html", str(html)])):
        t = _trace(lambda argv=argv: kit(argv))
        print(f"{name}: {t['modules']} kitlib modules, {t['returns']} returns to a module left, "
              f"{t['code_entries']} entries into the code module(s)")
        print("   " + " > ".join(p.removeprefix("kitlib/") for p in t["path"]))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else str(REPO / "data" / "bert-tiny-cpu"))
