"""Shared input handling for the dump parsers: a path or a text buffer, as lines.

Every ``read_<format>(path_or_text)`` accepts a :class:`~pathlib.Path`, a
string path, the file's text itself, or its bytes. Files are streamed line by
line; bytes that are not UTF-8 are replaced (U+FFFD), never fatal; a file
holding NUL bytes in its first block is reported as binary.
"""
from __future__ import annotations

import io
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TextIO

from ..errors import KitError, ParseError

PathOrText = str | bytes | os.PathLike


def is_text(source: PathOrText) -> bool:
    """True when ``source`` is a text (or bytes) buffer rather than a path."""
    if isinstance(source, bytes):
        return True
    if isinstance(source, os.PathLike):
        return False
    if "\n" in source or len(source) > 4096:
        return True
    if os.path.exists(source):
        return False
    if " " not in source and "\t" not in source:
        raise KitError(f"{source}: no such file")
    return True


def source_name(source: PathOrText) -> str:
    """The name errors use: the path, or ``<text>`` for a buffer."""
    return "<text>" if is_text(source) else str(source)


@contextmanager
def open_lines(source: PathOrText) -> Iterator[TextIO]:
    """Open a path or a buffer as a text stream of lines (UTF-8, errors replaced).

    Raises:
        KitError: the path does not exist or cannot be read.
        ParseError: the first 8 KiB hold NUL bytes (a binary file).
    """
    if isinstance(source, bytes):
        _check_binary(source[:8192], "<text>")
        yield io.StringIO(source.decode("utf-8", errors="replace"))
        return
    if is_text(source):
        assert isinstance(source, str)
        if "\x00" in source[:8192]:
            raise ParseError("<text>", None, "binary data (NUL bytes), not a text dump")
        yield io.StringIO(source)
        return
    path = Path(source)
    try:
        with open(path, "rb") as fb:
            head = fb.read(8192)
    except OSError as e:
        raise KitError(f"{path}: cannot read ({e.strerror})") from e
    _check_binary(head, str(path))
    with open(path, encoding="utf-8", errors="replace") as f:
        yield f


def _check_binary(head: bytes, name: str) -> None:
    if b"\x00" in head:
        raise ParseError(name, None, "binary data (NUL bytes), not a text dump")
