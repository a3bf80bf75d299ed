"""Old name of :mod:`kitlib.textio` (the one path-or-text input helper), kept for modules written against it."""
from ..textio import PathOrText, is_text, open_lines, source_name

__all__ = ["PathOrText", "is_text", "open_lines", "source_name"]
