"""The kit's exception family.

``KitError`` is the base of every error the kit raises on purpose.
``ParseError`` names the file, the 1-based line and a one-line reason, so a
bad file in a folder of a thousand can be found and skipped.
"""
from __future__ import annotations

import os


class KitError(Exception):
    """Base class of every error the kit raises on purpose."""


class ParseError(KitError):
    """A file (or text) could not be parsed.

    Attributes:
        path: the file, or ``"<text>"`` for an in-memory buffer.
        line: 1-based line number of the offending text, or ``None`` when the
            problem is not tied to a line (empty file, binary file).
        reason: one line saying what is wrong.
        text: the offending text, cut to 120 characters.
    """

    def __init__(self, path: str | os.PathLike[str] | None, line: int | None, reason: str, text: str = ""):
        self.path = os.fspath(path) if path is not None else "<text>"
        self.line = line
        self.reason = reason
        self.text = text[:120]
        super().__init__(self.one_line())

    def one_line(self) -> str:
        where = self.path if self.line is None else f"{self.path}:{self.line}"
        tail = f": {self.text!r}" if self.text else ""
        return f"{where}: {self.reason}{tail}"


class ToolError(KitError):
    """An external tool (llvm-split, opt, llc, objdump, ptxas) is missing or failed."""


class CaptureError(KitError):
    """A capture (sweep, config process) could not be set up or run."""
