"""XLA's own view of an HLO module, for differential tests of kitlib.dumps.hlo.

``xla_structure(text)`` parses ``text`` with XLA's C++ parser (jaxlib
``hlo_module_from_text``) and reads back the module it built from its
serialized ``HloModuleProto`` with a minimal protobuf wire decoder (field
numbers from xla/service/hlo.proto: HloModuleProto.computations = 3;
HloComputationProto name = 1, instructions = 2, id = 5, root_id = 6,
execution_thread = 8; HloInstructionProto name = 1, opcode = 2, id = 35,
operand_ids = 36, control_predecessor_ids = 37, called_computation_ids = 38).
Nothing of the kit's reader is used, so the two sides are independent.
"""
from __future__ import annotations

from dataclasses import dataclass, field


def _varint(b: bytes, i: int) -> tuple[int, int]:
    v = s = 0
    while True:
        c = b[i]
        i += 1
        v |= (c & 0x7F) << s
        if c < 0x80:
            return v, i
        s += 7


def _fields(b: bytes) -> list[tuple[int, int, object]]:
    """(field number, wire type, value) of one message: ints for varints, bytes for length-delimited."""
    out = []
    i = 0
    while i < len(b):
        key, i = _varint(b, i)
        f, wt = key >> 3, key & 7
        if wt == 0:
            v, i = _varint(b, i)
        elif wt == 2:
            n, i = _varint(b, i)
            v, i = b[i : i + n], i + n
        elif wt == 1:
            v, i = b[i : i + 8], i + 8
        elif wt == 5:
            v, i = b[i : i + 4], i + 4
        else:
            raise ValueError(f"wire type {wt}")
        out.append((f, wt, v))
    return out


def _ints(items: list[tuple[int, int, object]], number: int) -> list[int]:
    """A repeated int64 field, packed or not."""
    out: list[int] = []
    for f, wt, v in items:
        if f != number:
            continue
        if wt == 0:
            out.append(v)  # type: ignore[arg-type]
        else:
            b, i = v, 0
            while i < len(b):  # type: ignore[arg-type]
                x, i = _varint(b, i)  # type: ignore[arg-type]
                out.append(x)
    return out


@dataclass
class Computation:
    name: str
    thread: str
    root: str
    instructions: list[tuple[str, str, list[str], list[str], list[str]]] = field(default_factory=list)
    """(name, opcode, operand names, called computation names, control predecessor names)"""


def xla_structure(text: str) -> tuple[str, dict[str, Computation]]:
    """(entry computation name, computations by name) as XLA's parser built them."""
    from jax._src.lib import xla_client as xc

    proto = xc._xla.hlo_module_from_text(text).as_serialized_hlo_module_proto()
    top = _fields(proto)
    entry_name = next((v.decode() for f, wt, v in top if f == 2 and wt == 2), "")  # type: ignore[union-attr]
    raw = [_fields(v) for f, wt, v in top if f == 3 and wt == 2]  # type: ignore[arg-type]
    comp_names = {}
    for c in raw:
        cid = next((v for f, wt, v in c if f == 5 and wt == 0), 0)
        comp_names[cid] = next(v.decode() for f, wt, v in c if f == 1)  # type: ignore[union-attr]
    out: dict[str, Computation] = {}
    for c in raw:
        instrs = [_fields(v) for f, wt, v in c if f == 2 and wt == 2]  # type: ignore[arg-type]
        ids = {next((v for f, wt, v in i if f == 35 and wt == 0), 0): next(v.decode() for f, wt, v in i if f == 1) for i in instrs}  # type: ignore[union-attr]
        root_id = next((v for f, wt, v in c if f == 6 and wt == 0), 0)
        comp = Computation(
            name=next(v.decode() for f, wt, v in c if f == 1),  # type: ignore[union-attr]
            thread=next((v.decode() for f, wt, v in c if f == 8 and wt == 2), ""),  # type: ignore[union-attr]
            root=ids.get(root_id, ""),
        )
        for i in instrs:
            comp.instructions.append((
                next(v.decode() for f, wt, v in i if f == 1),  # type: ignore[union-attr]
                next(v.decode() for f, wt, v in i if f == 2),  # type: ignore[union-attr]
                [ids[x] for x in _ints(i, 36)],
                [comp_names[x] for x in _ints(i, 38)],
                [ids[x] for x in _ints(i, 37)],
            ))
        out[comp.name] = comp
    return entry_name, out
