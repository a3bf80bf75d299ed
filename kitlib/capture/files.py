"""Paths for child processes and crash-safe writes, as capture uses them (defined in
:mod:`kitlib._paths` and :mod:`kitlib.runfolder.write`)."""
from __future__ import annotations

from .._paths import KITLIB_ROOT, kitlib_pythonpath
from ..runfolder.write import write_json_atomic, write_text_atomic

__all__ = ["KITLIB_ROOT", "kitlib_pythonpath", "write_json_atomic", "write_text_atomic"]
