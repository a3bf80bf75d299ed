"""HLO as protobuf: ``--xla_dump_hlo_as_proto`` dumps and HloSnapshots.

XLA writes three wrappings of the same ``HloModuleProto``:

- ``module_<id>.<name>.<stage>.hlo.pb``: an ``HloProto`` (field 1: the
  module; field 3: the buffer assignment, after optimisations);
- ``module_<id>.<name>.snapshot.<n>.pb`` (``--xla_dump_hlo_snapshots``) and
  ``*hlo_snapshot.pb``: an ``HloSnapshot`` (field 1: an ``HloProto``; then
  the arguments and result literals);
- ``*.hlo_module.pb``: a bare ``HloModuleProto``.

The reader takes off the wrappers (field 1, as long as it is a message rather
than the module's name), hands the module to jaxlib's own
``HloModule.from_serialized_hlo_module_proto`` (:func:`kitlib.jax_adapter.hlo_module_text`) and reads the text it prints
with :func:`kitlib.dumps.hlo.read_hlo`, so the tables are exactly those of
HLO text.

Checked against: jax 0.9.2 / jaxlib 0.9.2 and torch_xla 2.9.0 dumps on
XLA:CPU made here (``tests/data/hlo_proto``): every table equals the one read
from the text dump of the same module.
"""
from __future__ import annotations

import os
from typing import TYPE_CHECKING

from ..errors import KitError, ParseError
from ..jax_adapter import hlo_module_text
from ..textio import Head, read_bytes, reader, varint

if TYPE_CHECKING:  # .hlo (pandas) is imported where a table is built: module_proto runs in a bare build environment
    from .hlo import HloModule


def _field1(data: bytes) -> bytes | None:
    """The payload of the first field when it is field 1, length-delimited; else None."""
    key = varint(data, 0)
    if key is None or key[0] != (1 << 3) | 2:
        return None
    n = varint(data, key[1])
    if n is None:
        return None
    return data[n[1] : n[1] + n[0]] if n[1] + n[0] <= len(data) else None


def _is_name(payload: bytes) -> bool:
    """An HloModuleProto's field 1 is its name: short printable text, not a nested message."""
    try:
        s = payload.decode("ascii")
    except UnicodeDecodeError:
        return False
    return 0 < len(s) < 1024 and s.isprintable()


def module_proto(data: bytes, path: str | os.PathLike = "<bytes>") -> bytes:
    """The serialized ``HloModuleProto`` inside an HloSnapshot, HloProto or bare module.

    Raises:
        ParseError: the bytes do not start with a field-1 message chain ending in a module name.
    """
    for _ in range(3):
        inner = _field1(data)
        if inner is None:
            break
        if _is_name(inner):
            return data
        data = inner
    raise ParseError(path, None, "not an HLO protobuf (HloModuleProto, HloProto or HloSnapshot)")


def hlo_proto_text(path_or_bytes: str | os.PathLike | bytes) -> str:
    """The HLO text jaxlib prints for an HLO protobuf file (or its bytes).

    Raises:
        ParseError: not an HLO protobuf, or XLA refuses the module.
        KitError: the file cannot be read, or jaxlib is not installed.
    """
    name = "<bytes>" if isinstance(path_or_bytes, bytes) else os.fspath(path_or_bytes)
    if isinstance(path_or_bytes, bytes):
        data = path_or_bytes
    else:
        data = read_bytes(path_or_bytes)  # a .hlo.pb.xz (nsys-jax) or .gz unpacked
    proto = module_proto(data, name)
    try:
        return hlo_module_text(proto)
    except ImportError as e:
        raise KitError(f"{name}: reading HLO protobufs needs jaxlib ({e})") from None
    except Exception as e:  # noqa: BLE001 - XLA's status errors surface as jaxlib's own exception types
        reason = str(e).splitlines()[0] if str(e) else type(e).__name__
        raise ParseError(name, None, f"XLA refuses this HLO module proto ({reason})") from None


@reader
def read_hlo_proto(path_or_bytes: str | os.PathLike | bytes) -> HloModule:
    """Read an HLO protobuf (``.hlo.pb``, ``.hlo_module.pb``, HloSnapshot) into an :class:`~kitlib.dumps.hlo.HloModule`.

    Returns:
        The same :class:`~kitlib.dumps.hlo.HloModule` (header, computations,
        instructions, constants) as :func:`~kitlib.dumps.hlo.read_hlo` gives
        for the module's text; ``line`` columns count lines of the text
        jaxlib prints.

    Raises:
        ParseError: not an HLO protobuf, XLA refuses it, or its text does not parse.
        KitError: the file cannot be read, or jaxlib is not installed.
    """
    name = "<bytes>" if isinstance(path_or_bytes, bytes) else os.fspath(path_or_bytes)
    text = hlo_proto_text(path_or_bytes)
    try:
        from .hlo import read_hlo

        return read_hlo(text)
    except ParseError as e:
        raise ParseError(name, e.line, f"{e.reason} (in the HLO text jaxlib prints for it)", e.text) from None


# ---- content signature (the registry's: kitlib.dumps.formats; a file whose name does not say its kind)
def is_hlo_proto(head: Head) -> bool:
    """HloSnapshot / HloProto / HloModuleProto: a chain of field-1 messages ending in the module's name (short
    printable text) followed by field 2 (the entry computation's name)."""
    data, i = head.data, 0
    for _ in range(3):
        if data[i : i + 1] != b"\x0a":
            return False
        v = varint(data, i + 1)
        if v is None:
            return False
        n, j = v
        name = data[j : j + n]
        if 0 < n < 256 and _is_name(name) and data[j + n : j + n + 1] == b"\x12":
            return True
        i = j
    return False
