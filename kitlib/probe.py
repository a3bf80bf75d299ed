"""``python -m kitlib.probe PROGRAM.py``: the probe (:mod:`kitlib.capture.probe`) as a command.

Run inside a build's environment with kitlib on ``PYTHONPATH``; it imports only the standard library
before the program runs.
"""
from __future__ import annotations

if __name__ == "__main__":
    from kitlib.capture.probe import main

    raise SystemExit(main())
