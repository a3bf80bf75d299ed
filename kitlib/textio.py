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
* Containers are opened by their first bytes, whatever the name: gzip, xz and a
  zip holding one file are read as the file they hold (one level inside another
  too: a ``.zip`` holding a ``.xz``); a zip holding several files is a folder
  (``kit index``), and ``ARCHIVE.zip/member/path`` names one file inside it.
  What a container unpacks to is bounded (:data:`UNPACKED_LIMIT_BYTES`, and
  :func:`decompressed_limit` of the outermost container's size, for every level
  inside it: a small gzip around an xz stops where the gzip would): a bomb is a
  :class:`ParseError`, not a full disk or memory.
* Bytes that are not UTF-8 are replaced (U+FFFD), never fatal; a NUL byte
  anywhere means binary data and is a :class:`ParseError`.
* A last line without a line break is a complete line: XLA writes
  per-computation ``.hlo`` files ending in ``}`` and no newline, and pasted
  reports rarely end in one. Whether a file was cut is the reader's to say,
  from its structure (an unclosed computation or block, a cut token).
* Line ends are universal (``\\n``, ``\\r\\n``, ``\\r``), the same for a file
  and for a string, so line numbers agree whichever way a text arrives.

:func:`reader` wraps a public reader so that it raises only
:class:`~kitlib.errors.ParseError` (a ``KitError``) naming the input: an
unexpected exception on hostile input becomes one line, never a traceback.
:func:`head` gives a file's first bytes (unpacked) for the content signatures
of :mod:`kitlib.dumps.formats`.
"""
from __future__ import annotations

import functools
import io
import json
import os
import re
import stat
import time
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
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


#: the most bytes a compressed file or archive member may unpack to (``$KIT_UNPACKED_LIMIT_MB``, default 4096 MiB)
UNPACKED_LIMIT_BYTES = int(os.environ.get("KIT_UNPACKED_LIMIT_MB", "4096") or 4096) * 2**20
#: a compressed input may expand to at most this many times its size (real traces and dumps: 5-30x; gzip's own
#: ceiling is about 1,000x, xz's higher), or to :data:`MIN_DECOMPRESSED_LIMIT`, whichever is more
MAX_EXPANSION = 200
MIN_DECOMPRESSED_LIMIT = 256 << 20


def decompressed_limit(compressed_bytes: int) -> int:
    """The most bytes a compressed input of ``compressed_bytes`` is let expand to (a decompression bomb stops there)."""
    return max(MIN_DECOMPRESSED_LIMIT, MAX_EXPANSION * compressed_bytes)


#: first bytes of the containers read transparently
_MAGIC = ((b"\x1f\x8b", "gzip"), (b"\xfd7zXZ\x00", "xz"), (b"PK\x03\x04", "zip"), (b"PK\x05\x06", "zip"))


def container(first: bytes) -> str | None:
    """``gzip``, ``xz`` or ``zip`` when a file's first bytes are that container's, else None."""
    for magic, name in _MAGIC:
        if first.startswith(magic):
            return name
    return None


def _archive_member(p: Path) -> tuple[Path, str] | None:
    """(zip file, member) when ``p`` names a file inside a zip archive (``report.zip/dump/x.hlo.pb.xz``)."""
    parts = p.parts
    for i in range(len(parts) - 1, 0, -1):
        outer = Path(*parts[:i])
        if outer.is_file():
            try:
                with open(outer, "rb") as f:
                    if container(f.read(4)) != "zip":
                        return None
            except OSError:
                return None
            return outer, "/".join(parts[i:])
        if outer.exists():
            return None
    return None


def check_file(path: str | os.PathLike) -> Path:
    """``path`` when it is a readable regular file, or a member of a zip archive (``ARCHIVE.zip/member``).

    Raises:
        ParseError: no such file, a directory, a FIFO / device / socket, a
            symlink loop, a file without read permission, or no such member.
    """
    p = Path(path)
    try:
        st = os.stat(p)
    except FileNotFoundError:
        st = None
    except NotADirectoryError:  # a path through a file: maybe an archive member
        st = None
    except OSError as e:
        raise ParseError(p, None, f"cannot read ({e.strerror or e})") from None
    if st is None:
        inside = _archive_member(p)
        if inside is None:
            raise ParseError(p, None, "cannot open: no such file")
        archive, member = inside
        check_file(archive)
        if member not in archive_members(archive):
            raise ParseError(p, None, f"cannot open: {archive} holds no {member}")
        return p
    if stat.S_ISDIR(st.st_mode):
        raise ParseError(p, None, "is a directory, not a file")
    if not stat.S_ISREG(st.st_mode):
        raise ParseError(p, None, "not a regular file (FIFO, device or socket)")
    if not os.access(p, os.R_OK):
        raise ParseError(p, None, "cannot read (permission denied)")
    return p


def link_outside(folder: str | os.PathLike, path: str | os.PathLike) -> str | None:
    """The target (as written) of ``path`` when it is a symbolic link that leads out of ``folder``, else None.

    A dump or run folder may come from elsewhere: a link in it to ``~/.ssh`` or ``/etc`` is never read (the folder
    commands list it with this reason instead); a link to a file inside the folder is followed.
    """
    if not os.path.islink(path):
        return None
    top = os.path.realpath(folder)
    real = os.path.realpath(path)
    if real == top or real.startswith(top.rstrip(os.sep) + os.sep):
        return None
    try:
        return os.readlink(os.fspath(path))
    except OSError:
        return real


def stat_inside(folder: str | os.PathLike, path: str | os.PathLike) -> tuple[os.stat_result, str | None]:
    """``os.stat(path)``, except for a symbolic link out of ``folder`` (:func:`link_outside`): its own ``lstat``
    and its target, never followed. One system call for a file that is not a link.

    Raises:
        OSError: as ``os.stat`` (a broken link, a file gone).
    """
    st = os.lstat(path)
    if not stat.S_ISLNK(st.st_mode):
        return st, None
    target = link_outside(folder, path)
    return (st, target) if target is not None else (os.stat(path), None)


def outside_reason(target: str) -> str:
    """The one line said of a link :func:`link_outside` found."""
    return f"symbolic link to {target}, outside the folder: not read"


def is_archive(path: str | os.PathLike) -> bool:
    """``path`` is a zip archive of more than one file (nsys-jax's ``.zip``): read as a folder. Never raises."""
    try:
        if not os.path.isfile(path):
            return False
        with open(path, "rb") as f:
            if container(f.read(4)) != "zip":
                return False
        return len(archive_members(path)) > 1
    except (KitError, OSError):
        return False


def archive_members(archive: str | os.PathLike) -> dict[str, Any]:
    """The files of a zip archive: member name -> ``zipfile.ZipInfo`` (folders left out); read once per archive
    as it is (path, size, modification time), however many members are opened.

    Raises:
        ParseError: not a readable zip archive, or a member named with ``..`` or an absolute path.
    """
    try:
        st = os.stat(archive)
    except OSError as e:
        raise ParseError(archive, None, f"cannot read ({e.strerror or e})") from None
    return _members(os.fspath(archive), st.st_size, st.st_mtime_ns)


@functools.lru_cache(maxsize=8)
def _members(archive: str, size: int, mtime_ns: int) -> dict[str, Any]:
    import zipfile

    try:
        with zipfile.ZipFile(archive) as z:
            infos = z.infolist()
    except (zipfile.BadZipFile, OSError, EOFError, ValueError) as e:
        raise ParseError(archive, None, f"not a readable zip archive ({e})") from None
    out = {}
    for i in infos:
        if i.is_dir():
            continue
        parts = i.filename.replace("\\", "/").split("/")
        if i.filename.startswith(("/", "\\")) or ".." in parts or (parts and ":" in parts[0]):
            raise ParseError(archive, None, f"archive member {i.filename!r} points outside the archive")
        out[i.filename] = i
    return out


class _Checked(io.RawIOBase):
    """A raw stream over another that turns its failures into one :class:`ParseError` naming the file.

    ``unpacking``: the container the inner stream unpacks (``gzip``, ``xz``, ``zip``): at most
    :data:`UNPACKED_LIMIT_BYTES` come out of it, and at most :func:`decompressed_limit` of its ``packed_bytes``
    where they are known (a decompression bomb stops there, memory bounded); damaged data says so. ``text``: a text dump is read, so the
    first NUL byte is binary data (with its line) unless ``nul_ok``; ``lines`` counts the line breaks read.
    """

    def __init__(self, inner: Any, name: Any, unpacking: str | None = None, text: bool = False, nul_ok: bool = False,
                 packed_bytes: int | None = None):
        self._inner, self.name, self._unpacking, self._nul = inner, name, unpacking, text and not nul_ok
        self._n = self.lines = 0
        self._packed = packed_bytes
        ratio = UNPACKED_LIMIT_BYTES if packed_bytes is None else decompressed_limit(packed_bytes)
        self._limit = min(UNPACKED_LIMIT_BYTES, ratio)

    def readable(self) -> bool:
        return True

    def readinto(self, b: Any) -> int:
        import lzma
        import zipfile

        try:
            data = self._inner.read(len(b))
        except (OSError, EOFError, zlib.error, lzma.LZMAError, zipfile.BadZipFile) as e:
            if self._unpacking is None and isinstance(e, OSError):
                raise ParseError(self.name, None, f"cannot read ({e.strerror or e})") from None
            raise ParseError(self.name, None, f"damaged {self._unpacking or 'compressed'} data ({e})") from None
        n = len(data)
        self._n += n
        if self._unpacking is not None and self._n > self._limit:
            if self._limit == UNPACKED_LIMIT_BYTES:
                raise ParseError(self.name, None, f"{self._unpacking} data unpacks to more than {UNPACKED_LIMIT_BYTES >> 20} MiB "
                                                  "(KIT_UNPACKED_LIMIT_MB): not read")
            raise ParseError(self.name, None, f"{self._unpacking} data decompresses to more than {self._limit} bytes "
                                              f"({MAX_EXPANSION}x its {self._packed} bytes): a decompression bomb, not read")
        k = data.find(b"\0") if self._nul else -1
        if k >= 0:
            raise ParseError(self.name, self.lines + data.count(b"\n", 0, k) + 1, "binary data (NUL bytes), not a text dump")
        self.lines += data.count(b"\n")
        b[:n] = data
        return n

    def close(self) -> None:
        try:
            self._inner.close()
        finally:
            super().close()


def _unpacked(raw: Any, name: Any, depth: int = 0, packed: int | None = None) -> Any:
    """``raw`` (a binary stream at its start), unpacked when it is a container; a zip of several files refused.

    ``packed``: the bytes of the outermost container (the file's size, a zip member's compressed size; default the
    size of the file under ``raw``): the expansion bound of every level inside it is reckoned from it, so a small
    gzip around an xz stops where the gzip alone would."""
    packed = _size(raw) if packed is None else packed
    first = raw.peek(6)[:6] if hasattr(raw, "peek") else b""
    kind = container(first)
    if kind is None or depth >= 2:
        return raw
    if kind == "gzip":
        import gzip

        inner: Any = gzip.GzipFile(fileobj=raw, mode="rb")
    elif kind == "xz":
        import lzma

        inner = lzma.LZMAFile(raw, "rb")
    else:
        import zipfile

        try:
            z = zipfile.ZipFile(raw)
            files = [i for i in z.infolist() if not i.is_dir()]
        except (zipfile.BadZipFile, OSError, EOFError, ValueError) as e:
            raise ParseError(name, None, f"not a readable zip archive ({e})") from None
        if len(files) != 1:
            raise ParseError(name, None, f"a zip archive of {len(files)} files, not one file: "
                                         f"`kit index {name} --parse` reads it as a folder, "
                                         f"`kit parse {name}/MEMBER` one file in it")
        inner = z.open(files[0])
    return _unpacked(io.BufferedReader(_Checked(inner, name, unpacking=kind, packed_bytes=packed), _BUFFER), name, depth + 1,
                     packed)


def _size(raw: Any) -> int | None:
    """The size of the file under a stream, or None (a stream that is not a plain file's)."""
    try:
        return os.fstat(raw.fileno()).st_size
    except (OSError, AttributeError, io.UnsupportedOperation):
        return None


def open_binary(path: str | os.PathLike) -> io.BufferedReader:
    """A checked regular file (see :func:`check_file`) or archive member, opened for reading bytes, unpacked."""
    p = check_file(path)
    inside = None if os.path.exists(p) else _archive_member(p)
    if inside is not None:
        import zipfile

        archive, member = inside
        try:
            z = zipfile.ZipFile(archive)
        except Exception as e:  # noqa: BLE001 - a damaged archive is one ParseError
            raise ParseError(p, None, f"cannot read the archive member ({type(e).__name__}: {e})") from None
        return open_member(z, z.getinfo(member), p)
    try:
        raw = open(p, "rb")
    except OSError as e:
        raise ParseError(p, None, f"cannot read ({e.strerror or e})") from None
    return _unpacked(raw, p)


def open_member(z: Any, info: Any, name: Any) -> io.BufferedReader:
    """A member (``zipfile.ZipInfo``) of an open ``zipfile.ZipFile``, opened for reading bytes, unpacked as
    :func:`open_binary` unpacks a file: every level inside bounded by the member's compressed size. ``name``:
    what errors say (``ARCHIVE.zip/member``). One archive opened once serves all its members (``kit index``).

    Raises:
        ParseError: a damaged member (naming it).
    """
    try:
        raw = io.BufferedReader(_Checked(z.open(info), name, unpacking="zip", packed_bytes=info.compress_size), _BUFFER)
        return _unpacked(raw, name, packed=info.compress_size)
    except OSError as e:
        raise ParseError(name, None, f"cannot read ({e.strerror or e})") from None
    except KitError:
        raise
    except Exception as e:  # noqa: BLE001 - a damaged archive is one ParseError
        raise ParseError(name, None, f"cannot read the archive member ({type(e).__name__}: {e})") from None


@contextmanager
def open_lines(source: PathOrText, nul_ok: bool = False) -> Iterator[TextIO]:
    """Open a path or a buffer as a text stream (UTF-8, errors replaced, universal newlines), containers unpacked.

    ``nul_ok``: let NUL bytes through, for a reader that reports them itself.

    Raises:
        ParseError: a path that is not a readable regular file (see
            :func:`check_file`), damaged or oversized compressed data, NUL bytes anywhere (binary data).
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
    raw = open_binary(source)  # type: ignore[arg-type]
    guard = _Checked(raw, Path(source), text=True, nul_ok=nul_ok)  # type: ignore[arg-type]
    with io.TextIOWrapper(io.BufferedReader(guard, _BUFFER), encoding="utf-8", errors="replace", newline=None) as f:
        yield f


def read_text(source: PathOrText, nul_ok: bool = False) -> tuple[str, str]:
    """(name, whole text) of a path or buffer, read as :func:`open_lines` reads it (the same text and errors)."""
    if is_text(source):
        with open_lines(source, nul_ok) as f:
            return source_name(source), f.read()
    return source_name(source), decode_text(source, read_bytes(source), nul_ok)  # type: ignore[arg-type]


def read_bytes(path: str | os.PathLike) -> bytes:
    """The bytes of a checked regular file or archive member (see :func:`check_file`), unpacked, in one read."""
    with open_binary(path) as fh:
        try:
            return fh.read()
        except OSError as e:
            raise ParseError(path, None, f"cannot read ({e.strerror or e})") from None


def decode_text(path: str | os.PathLike, data: bytes, nul_ok: bool = False) -> str:
    """A whole file's bytes as :func:`open_lines` gives its text: UTF-8 (errors replaced), universal newlines.

    One decode of the whole file: several times faster than a text stream for the many small files of a dump.

    Raises:
        ParseError: as :func:`open_lines`: a NUL byte (unless ``nul_ok``; its line).
    """
    k = -1 if nul_ok else data.find(b"\0")
    if k >= 0:
        raise ParseError(path, data.count(b"\n", 0, k) + 1, "binary data (NUL bytes), not a text dump")
    text = data.decode("utf-8", errors="replace")
    if "\r" in text:
        text = _BREAK.sub("\n", text)
    return text


@dataclass(frozen=True)
class Head:
    """A file's first bytes, unpacked (at most :data:`HEAD_BYTES`), for content signatures.

    Attributes:
        data: the bytes.
        text: the bytes as text (UTF-8, errors replaced, universal newlines); ``""`` when they hold a NUL (binary).
    """

    data: bytes

    @functools.cached_property
    def text(self) -> str:
        if b"\0" in self.data:
            return ""
        text = self.data.decode("utf-8", errors="replace")
        return _BREAK.sub("\n", text) if "\r" in text else text


#: how much of a file content signatures see
HEAD_BYTES = 4096


def head(path: str | os.PathLike) -> Head:
    """The first :data:`HEAD_BYTES` of a file or archive member, unpacked.

    Raises:
        ParseError: as :func:`open_binary` (never blocks: a FIFO is refused before it is opened).
    """
    return _head(open_binary(path), path)


def member_head(z: Any, info: Any, name: Any) -> Head:
    """:func:`head` of a member of an open ``zipfile.ZipFile`` (:func:`open_member`; ``name`` for errors)."""
    return _head(open_member(z, info, name), name)


def _head(stream: io.BufferedReader, name: Any) -> Head:
    with stream as f:
        try:
            return Head(f.read(HEAD_BYTES))
        except OSError as e:
            raise ParseError(name, None, f"cannot read ({e.strerror or e})") from None


@contextmanager
def materialize(path: str | os.PathLike) -> Iterator[Path]:
    """A real file holding ``path``'s unpacked bytes, for an external tool (objdump, ptxas): ``path`` itself when it
    is a plain file, else a temporary copy removed on exit.

    Raises:
        ParseError: as :func:`read_bytes`.
    """
    p = check_file(path)
    if os.path.exists(p):
        with open(p, "rb") as f:
            plain = container(f.read(6)) is None
        if plain:
            yield p
            return
    import tempfile

    data = read_bytes(p)
    with tempfile.TemporaryDirectory(prefix="kit-unpacked-") as d:
        out = Path(d) / unpacked_name(p.name)
        out.write_bytes(data)
        yield out


#: name endings of the containers, removed to classify a file by the name of what it holds
CONTAINER_SUFFIXES = (".gz", ".xz", ".zip")


def unpacked_name(name: str) -> str:
    """``name`` without a container ending (``x.hlo.pb.xz`` -> ``x.hlo.pb``)."""
    for suffix in CONTAINER_SUFFIXES:
        if name.endswith(suffix) and len(name) > len(suffix):
            return name[: -len(suffix)]
    return name


def load_json(path: str | os.PathLike, what: str = "JSON") -> Any:
    """The JSON value in a file (containers unpacked by their first bytes), or a :class:`ParseError` naming file and line.

    Handles: invalid JSON (the line), bytes that are not UTF-8, a damaged or
    cut compressed stream, numbers of more than 4,300 digits, nesting deeper than
    Python's recursion limit.
    """
    p = Path(path)
    try:
        data = read_bytes(p)
    except ParseError as e:
        if e.reason.startswith("damaged"):  # say what was being read
            raise ParseError(p, e.line, f"cannot read {what}: {e.reason}") from None
        raise
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


# ============================================================================ the memory of one file's parse

#: the most resident memory one file's reading may add (``$KIT_PARSE_MEMORY_MB``, default 2048 MiB); text parsing
#: takes tens of times the text's size, and jaxlib's reading of a protobuf more: the bytes unpacked
#: (:data:`UNPACKED_LIMIT_BYTES`) do not bound it
def _env_number(name: str, default: float) -> float:
    """A positive number from the environment variable ``name``, else ``default`` (unset, empty or not a positive
    number: the bound must never be lifted, nor the kit stopped at import, by a bad value)."""
    try:
        v = float(os.environ.get(name) or default)
    except ValueError:
        return default
    return v if v > 0 and v == v else default


PARSE_MEMORY_LIMIT_BYTES = int(_env_number("KIT_PARSE_MEMORY_MB", 2048) * 2**20)
#: the longest one file's reading may take in the child (``$KIT_PARSE_TIME_S``, default 300 s): a file within the
#: byte bound can still take minutes (256 MiB of empty lines: 134 s); past it the child is ended, one line says so
PARSE_TIME_LIMIT_S = _env_number("KIT_PARSE_TIME_S", 300.0)
#: a plain file (no container) of at most this many bytes is read in the calling process: its parse stays far
#: under the bound; any other file is read in a child process held to it (:func:`read_bounded`)
IN_PROCESS_BYTES = 1 << 20
_CONTAINER_MAGIC = (b"\x1f\x8b", b"\xfd7zXZ\x00", b"PK\x03\x04")
_POLL_S = 0.02
T = TypeVar("T")


def _small_plain(path: Any) -> bool:
    try:
        if is_text(path):
            return len(path) <= IN_PROCESS_BYTES
        st = os.stat(path)
        if not stat.S_ISREG(st.st_mode) or st.st_size > IN_PROCESS_BYTES:
            return False
        with open(path, "rb") as f:
            first = f.read(6)
    except OSError:
        return False  # an archive member (ARCHIVE.zip/member: a path that is no file), or a file the reader will refuse
    except (TypeError, ValueError):
        return True  # not a path at all: the reader says what is wrong with it
    return not first.startswith(_CONTAINER_MAGIC)


def _resident(pid: int) -> int | None:
    try:
        with open(f"/proc/{pid}/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


def read_bounded(read: Callable[[Any], T], path: Any, limit_bytes: int | None = None, limit_s: float | None = None) -> T:
    """``read(path)``, its memory and time bounded: a large or compressed file (see :data:`IN_PROCESS_BYTES`) is read
    in a forked child process whose resident memory may grow by at most ``limit_bytes`` (default
    :data:`PARSE_MEMORY_LIMIT_BYTES`; sampled every 20 ms, and an address-space rlimit behind it) and which may take
    at most ``limit_s`` seconds (default :data:`PARSE_TIME_LIMIT_S`); its result comes
    back pickled (streamed by the child, unpickled once the child has ended: never held as tables by both). The one
    place a reader's memory is bounded: ``kit parse`` (:func:`kitlib.dumps.formats.read_tables`) and every file of a
    parsed folder (:func:`kitlib.dumps.folder.parse_file`) read through it, archive members included.

    Raises:
        ParseError: a bound was hit ("reading it needs more than N MiB of memory", "reading it takes more than N s"),
            naming ``path``; the reader's
            own errors as the reader raised them (a ParseError / KitError with its message; any other exception as
            ``cannot parse (<type>: <message>)``).
    """
    limit = PARSE_MEMORY_LIMIT_BYTES if limit_bytes is None else limit_bytes
    limit_s = PARSE_TIME_LIMIT_S if limit_s is None else limit_s
    if not hasattr(os, "fork") or _small_plain(path):
        return read(path)
    import pickle
    import resource
    import select
    import signal

    name = source_name(path)
    over = ParseError(name, None, f"reading it needs more than {limit >> 20} MiB of memory (the bound "
                                  "KIT_PARSE_MEMORY_MB): not read")
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: read, send the result or the error, and leave without running the parent's exit code
        code = 0
        try:
            os.close(r)
            try:
                vm = int(next(ln for ln in open("/proc/self/status") if ln.startswith("VmSize:")).split()[1]) * 1024
                soft, hard = resource.getrlimit(resource.RLIMIT_AS)
                cap = vm + limit + (2 << 30)  # jaxlib's thread pools reserve about 1 GiB of address space
                if hard == resource.RLIM_INFINITY or cap < hard:
                    resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
            except (OSError, ValueError, StopIteration):
                pass
            try:
                out: tuple = ("ok", read(path))
            except MemoryError:
                out = ("memory",)
            except ParseError as e:
                out = ("memory",) if "bad_alloc" in e.reason else ("parse", e.path, e.line, e.reason, e.text)
            except KitError as e:
                out = ("kit", str(e))
            except RecursionError:
                out = ("recursion",)
            except ImportError as e:
                out = ("import", str(e))
            except Exception as e:  # noqa: BLE001 - sent to the parent as the reader's error
                out = ("memory",) if "bad_alloc" in str(e) else ("other", type(e).__name__, str(e))
            with os.fdopen(w, "wb") as f:  # streamed: the tables are not held twice, as tables and as bytes
                pickle.dump(out, f, protocol=pickle.HIGHEST_PROTOCOL)
        except BaseException:  # noqa: BLE001 - a child never returns into the parent's code
            code = 1
        finally:
            os._exit(code)
    os.close(w)
    base = _resident(pid) or 0
    killed, late = False, False
    deadline = time.monotonic() + limit_s
    data = bytearray()
    with os.fdopen(r, "rb", buffering=0) as f:
        while True:  # the child's memory watched until it has sent its result and ended
            if select.select([f], [], [], _POLL_S)[0]:
                b = f.read(1 << 20)
                if not b:
                    break
                data += b
            now = _resident(pid)
            if not killed and now is not None and now - base > limit:
                os.kill(pid, signal.SIGKILL)
                killed = True
            elif not killed and time.monotonic() > deadline:
                os.kill(pid, signal.SIGKILL)
                killed = late = True
    _, status = os.waitpid(pid, 0)
    if late:
        raise ParseError(name, None, f"reading it takes more than {limit_s:g} s (the bound KIT_PARSE_TIME_S): not read")
    if killed:
        raise over
    sent: tuple | None = None
    if data:  # unpickled once the child is gone: the result is never held by both processes as tables
        try:
            sent = pickle.loads(data)
        except (EOFError, pickle.UnpicklingError):
            sent = None
        del data
    if sent is None:
        sig = os.WTERMSIG(status) if os.WIFSIGNALED(status) else None
        if sig in (signal.SIGKILL, signal.SIGABRT, signal.SIGSEGV):  # the kernel's OOM killer, or an allocation
            raise over  # failure that aborted (std::bad_alloc uncaught) or crashed the reader
        raise ParseError(name, None, f"the reading process ended without a result ({'signal ' + str(sig) if sig else 'exit ' + str(os.WEXITSTATUS(status))})")
    kind = sent[0]
    if kind == "ok":
        return sent[1]
    if kind == "memory":
        raise over
    if kind == "parse":
        raise ParseError(*sent[1:])
    if kind == "kit":
        raise KitError(sent[1])
    if kind == "recursion":
        raise RecursionError
    if kind == "import":
        raise ImportError(sent[1])
    raise ParseError(name, None, f"cannot parse ({sent[1]}: {sent[2]})")
