"""Input for every reader (``kitlib.dumps``, ``kitlib.timings``): a path or the text itself.

Every ``read_<format>(path_or_text)`` accepts a :class:`~pathlib.Path`, a
string path, the file's text itself, or its bytes. The rules, the same for
every reader:

* A ``str`` holding a line break (``\\n`` or ``\\r``), a NUL or longer than 4096
  characters is text; any other ``str`` is a path, so a missing path (even one
  holding a space) is "no such file", never parsed as text.
* Only regular files are read: a directory, a FIFO, a device (``/dev/zero``),
  a socket, a symlink loop or an unreadable file is a :class:`ParseError`
  naming the path, raised before anything is read (a FIFO never blocks).
* Bytes that are not UTF-8 are replaced (U+FFFD), never fatal; a NUL byte
  anywhere means binary data and is a :class:`ParseError`.
* A file that does not end with a line break was cut mid-line (XLA ends
  every text dump with one): a :class:`ParseError` once the reader has read
  to its end. Text given as a string is not held to this.
* Line ends are universal (``\\n``, ``\\r\\n``, ``\\r``), the same for a file
  and for a string, so line numbers agree whichever way a text arrives.

:func:`reader` wraps a public reader so that it raises only
:class:`~kitlib.errors.ParseError` (a ``KitError``) naming the input: an
unexpected exception on hostile input becomes one line, never a traceback.
"""
from __future__ import annotations

import functools
import io
import json
import os
import re
import stat
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TextIO, TypeVar

from .errors import KitError, ParseError

PathOrText = str | bytes | os.PathLike

_BREAK = re.compile(r"\r\n?|\n")
#: numbers read into int64 columns must fit
INT64_MAX = 2**63 - 1
_BUFFER = 1 << 16


def is_text(source: PathOrText) -> bool:
    """True when ``source`` is a text (or bytes) buffer rather than a path."""
    if isinstance(source, bytes | bytearray):
        return True
    if isinstance(source, os.PathLike):
        return False
    return "\n" in source or "\r" in source or "\x00" in source or len(source) > 4096  # no path holds NUL


def source_name(source: Any) -> str:
    """The name errors use: the path, or ``<text>`` for a buffer (never raises)."""
    try:
        return "<text>" if is_text(source) else os.fspath(source)
    except TypeError:
        return "<input>"


def check_file(path: str | os.PathLike) -> Path:
    """``path`` when it is a readable regular file.

    Raises:
        ParseError: no such file, a directory, a FIFO / device / socket, a
            symlink loop, or a file without read permission.
    """
    p = Path(path)
    try:
        st = os.stat(p)
    except FileNotFoundError:
        raise ParseError(p, None, "cannot open: no such file") from None
    except OSError as e:
        raise ParseError(p, None, f"cannot read ({e.strerror or e})") from None
    if stat.S_ISDIR(st.st_mode):
        raise ParseError(p, None, "is a directory, not a file")
    if not stat.S_ISREG(st.st_mode):
        raise ParseError(p, None, "not a regular file (FIFO, device or socket)")
    if not os.access(p, os.R_OK):
        raise ParseError(p, None, "cannot read (permission denied)")
    return p


def _refuse_gzip(name: Any, head: bytes) -> None:
    """A :class:`ParseError` when a file's first bytes are gzip's magic number."""
    if head.startswith(b"\x1f\x8b"):
        raise ParseError(name, 1, "gzip-compressed data, not a text dump (gunzip it first)")


class _Guard(io.FileIO):
    """A raw file that raises :class:`ParseError` on gzip data or the first NUL byte, and knows how it ended.

    ``lines`` counts the newlines read, ``last`` is the last byte read,
    ``eof`` is set once a read returned nothing.
    """

    lines = 0
    last = b"\n"
    eof = False
    nul_ok = False

    def readinto(self, b: Any) -> int | None:  # type: ignore[override]
        n = super().readinto(b)
        if n:
            with memoryview(b) as view:
                chunk = view[:n].tobytes()
            if self.tell() == n:  # the file's first bytes
                _refuse_gzip(self.name, chunk)
            k = -1 if self.nul_ok else chunk.find(b"\0")
            if k >= 0:
                line = self.lines + chunk.count(b"\n", 0, k) + 1
                raise ParseError(self.name, line, "binary data (NUL bytes), not a text dump")
            self.lines += chunk.count(b"\n")
            self.last = chunk[-1:]
        elif n == 0:
            self.eof = True
        return n

    def readall(self) -> bytes:  # FileIO's own readall bypasses readinto
        # one buffer, sized to what is left of the file (+1: the read that finds the end), at most 1 MiB:
        # a fresh 1 MiB buffer per read cost more than reading a typical small dump file
        try:
            left = os.fstat(self.fileno()).st_size - self.tell()
        except OSError:
            left = 1 << 20
        buf = bytearray(min(max(left, 0) + 1, 1 << 20))
        parts: list[bytes] = []
        while True:
            n = self.readinto(buf)
            if not n:
                return b"".join(parts)
            parts.append(bytes(buf[:n]))


def open_binary(path: str | os.PathLike) -> io.BufferedReader:
    """A checked regular file (see :func:`check_file`), opened for reading bytes."""
    p = check_file(path)
    try:
        return open(p, "rb")
    except OSError as e:
        raise ParseError(p, None, f"cannot read ({e.strerror or e})") from None


@contextmanager
def open_lines(source: PathOrText, nul_ok: bool = False) -> Iterator[TextIO]:
    """Open a path or a buffer as a text stream (UTF-8, errors replaced, universal newlines).

    ``nul_ok``: let NUL bytes through, for a reader that reports them itself.

    Raises:
        ParseError: a path that is not a readable regular file (see
            :func:`check_file`), NUL bytes anywhere (binary data), a file
            that ends mid-line.
    """
    if is_text(source):
        if isinstance(source, bytes | bytearray):
            source = bytes(source).decode("utf-8", errors="replace")
        assert isinstance(source, str)
        k = -1 if nul_ok else source.find("\x00")
        if k >= 0:
            line = len(_BREAK.split(source[:k]))  # universal newlines, as the stream counts them
            raise ParseError("<text>", line, "binary data (NUL bytes), not a text dump")
        yield io.StringIO(source, newline=None)
        return
    p = check_file(source)  # type: ignore[arg-type]
    try:
        raw = _Guard(p, "r")
        raw.nul_ok = nul_ok
    except OSError as e:
        raise ParseError(p, None, f"cannot read ({e.strerror or e})") from None
    with io.TextIOWrapper(io.BufferedReader(raw, _BUFFER), encoding="utf-8", errors="replace", newline=None) as f:
        yield f
        if raw.eof and raw.last not in (b"\n", b"\r"):
            if raw.last == b"\0":  # a reader that reports NULs itself (nul_ok) did not get to the last one
                raise ParseError(p, raw.lines + 1, "binary data (NUL bytes), not a text dump")
            raise ParseError(p, raw.lines + 1, "file ends mid-line (truncated?)")


def read_text(source: PathOrText, nul_ok: bool = False) -> tuple[str, str]:
    """(name, whole text) of a path or buffer, read as :func:`open_lines` reads it (the same text and errors)."""
    if is_text(source):
        with open_lines(source, nul_ok) as f:
            return source_name(source), f.read()
    return source_name(source), decode_text(source, read_bytes(source), nul_ok)  # type: ignore[arg-type]


def read_bytes(path: str | os.PathLike) -> bytes:
    """The bytes of a checked regular file (see :func:`check_file`), in one read."""
    with open_binary(path) as fh:
        try:
            return fh.read()
        except OSError as e:
            raise ParseError(path, None, f"cannot read ({e.strerror or e})") from None


def decode_text(path: str | os.PathLike, data: bytes, nul_ok: bool = False) -> str:
    """A whole file's bytes as :func:`open_lines` gives its text: UTF-8 (errors replaced), universal newlines.

    One decode of the whole file: several times faster than a text stream for the many small files of a dump.

    Raises:
        ParseError: as :func:`open_lines`, in its order: gzip data, a NUL byte
            (unless ``nul_ok``; its line), a file that ends mid-line.
    """
    _refuse_gzip(path, data)
    k = -1 if nul_ok else data.find(b"\0")
    if k >= 0:
        raise ParseError(path, data.count(b"\n", 0, k) + 1, "binary data (NUL bytes), not a text dump")
    text = data.decode("utf-8", errors="replace")
    if "\r" in text:
        text = _BREAK.sub("\n", text)
    last = data[-1:]
    if last and last not in (b"\n", b"\r"):
        line = data.count(b"\n") + 1
        if last == b"\0":  # a reader that reports NULs itself (nul_ok) did not get to the last one
            raise ParseError(path, line, "binary data (NUL bytes), not a text dump")
        raise ParseError(path, line, "file ends mid-line (truncated?)")
    return text


def load_json(path: str | os.PathLike, what: str = "JSON") -> Any:
    """The JSON value in a file (``.gz`` files are gunzipped), or a :class:`ParseError` naming file and line.

    Handles: invalid JSON (the line), bytes that are not UTF-8, a damaged or
    cut gzip stream, numbers of more than 4,300 digits, nesting deeper than
    Python's recursion limit.
    """
    p = Path(path)
    with open_binary(p) as fb:
        try:
            if p.suffix == ".gz":
                import gzip

                with gzip.GzipFile(fileobj=fb) as gz:
                    data = gz.read()
            else:
                data = fb.read()
        except (OSError, EOFError, zlib.error) as e:
            raise ParseError(p, None, f"cannot read {what}: damaged gzip data ({e})") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise ParseError(p, line, f"not a valid {what} (not UTF-8 text)") from None
    del data
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise ParseError(p, e.lineno, f"not a valid {what} ({e.msg})") from None
    except RecursionError:
        raise ParseError(p, None, f"not a valid {what} (nested too deeply)") from None
    except ValueError as e:  # int digits limit
        raise ParseError(p, None, f"not a valid {what} ({e})") from None


def to_int(text: str, name: str, line: int | None, what: str, lo: int = -INT64_MAX - 1, hi: int = INT64_MAX) -> int:
    """``int(text)``, within ``[lo, hi]`` (an int64 by default), or a :class:`ParseError`."""
    try:
        v = int(text)
    except (ValueError, TypeError):
        raise ParseError(name, line, f"{what} is not an integer", str(text)[:120]) from None
    if not lo <= v <= hi:
        raise ParseError(name, line, f"{what} out of range [{lo}, {hi}]", str(text)[:120])
    return v


F = TypeVar("F", bound=Callable[..., Any])


def reader(fn: F) -> F:
    """Make a reader raise only :class:`ParseError` (or another ``KitError``) on bad input.

    The wrapped function's first argument is the path or text; an unexpected
    exception (a number too large, a recursion limit, memory) becomes a
    ``ParseError`` naming it, with the exception's type and message.
    """

    @functools.wraps(fn)
    def wrapped(source: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return fn(source, *args, **kwargs)
        except KitError:
            raise
        except RecursionError:
            raise ParseError(source_name(source), None, "nested too deeply") from None
        except MemoryError:
            raise ParseError(source_name(source), None, "out of memory while reading") from None
        except Exception as e:  # noqa: BLE001 - the reader's contract: ParseError only
            raise ParseError(source_name(source), None, f"cannot parse ({type(e).__name__}: {e})") from e

    return wrapped  # type: ignore[return-value]


def varint(data: bytes, i: int) -> tuple[int, int] | None:
    """The protobuf base-128 varint at ``data[i]``: (value, the index after it); None when the bytes end first (or
    it runs past 64 bits). The one decoder of the readers that look into protobufs without a schema."""
    value = shift = 0
    while i < len(data) and shift < 64:
        b = data[i]
        value |= (b & 0x7F) << shift
        i += 1
        if not b & 0x80:
            return value, i
        shift += 7
    return None
