"""kitlib: capture, parse and compare what XLA's compiler writes.

Notebooks import only from here; ``__all__`` is the public face.
"""
from __future__ import annotations

__version__ = "0.1.0"

from .errors import CaptureError, KitError, ParseError, ToolError

__all__ = [
    "__version__",
    "KitError",
    "ParseError",
    "ToolError",
    "CaptureError",
]
