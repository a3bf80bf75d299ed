"""Column schemas as data: each reader declares its columns in one place.

A ``Schema`` is a tuple of ``Column(name, dtype, unit, meaning)``. Readers
build their DataFrame with :func:`frame`, which orders and types the columns
and checks that nothing is missing, and render the schema into their
docstring's Returns section with :meth:`Schema.doc`.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pandas as pd

from .errors import KitError


@dataclass(frozen=True)
class Column:
    name: str
    dtype: str  # a pandas dtype string: "string", "Int64", "int64", "float64", "boolean", "object"
    meaning: str
    unit: str = ""


class Schema(tuple):
    """An ordered collection of :class:`Column`."""

    def __new__(cls, columns: Iterable[Column]) -> Schema:
        return super().__new__(cls, tuple(columns))

    @property
    def names(self) -> list[str]:
        return [c.name for c in self]

    def doc(self, indent: int = 8) -> str:
        """The schema as docstring lines: ``name (dtype[, unit]): meaning``.

        The first line is not indented (it replaces a placeholder that already
        is); the others are indented by ``indent`` spaces.
        """
        lines = []
        for c in self:
            unit = f", {c.unit}" if c.unit else ""
            lines.append(f"{c.name} ({c.dtype}{unit}): {c.meaning}")
        return ("\n" + " " * indent).join(lines)

    def empty(self) -> pd.DataFrame:
        return frame([], self)


def frame(records: Sequence[Mapping[str, Any]] | pd.DataFrame | Mapping[str, Sequence[Any]], schema: Schema) -> pd.DataFrame:
    """Build a DataFrame with exactly the schema's columns, in order, typed.

    Raises:
        KitError: when a record lacks a column of the schema (a bug in a reader,
            never bad input).
    """
    if isinstance(records, pd.DataFrame):
        df = records
    elif isinstance(records, Mapping):
        df = pd.DataFrame(dict(records))
    else:
        df = pd.DataFrame.from_records(list(records), columns=schema.names) if records else pd.DataFrame(columns=schema.names)
    missing = [n for n in schema.names if n not in df.columns]
    if missing:
        raise KitError(f"internal: columns {missing} missing for schema {schema.names}")
    df = df[schema.names]
    return df.astype({c.name: c.dtype for c in schema}).reset_index(drop=True)


def with_doc(schema: Schema):
    """Decorator: replace ``{schema}`` in the function's docstring with the schema's lines."""

    def deco(fn):
        if fn.__doc__:
            fn.__doc__ = fn.__doc__.replace("{schema}", schema.doc())
        return fn

    return deco


# ----------------------------------------------------------------------------- the shared key columns
# One definition per key, reused by every table that has it (``Schema([keys.CONFIG, ...])``),
# so a key has one name, one dtype and one meaning across readers and analyses.


class keys:  # noqa: N801 - a namespace of constants
    """The key columns every table shares (use exactly these names)."""

    CONFIG = Column("config", "string", "config name (its folder in the run)")
    PROCESS = Column("process", "int64", "process number: 0, then 1.. with --repeats (the unit of replication)")
    MODULE_ID = Column("module_id", "Int64", "HLO module id of the dump file (module_<id>)")
    HLO_MODULE = Column("hlo_module", "string", "HLO module name (IrToHlo.<n>, SyncTensorsGraph.<n>, jit_<fn>)")
    SPLIT_PART = Column("split_part", "Int64", "split part number; <NA> when the file is not one")
    KERNEL = Column("kernel", "string", "kernel name (the fusion / thunk name XLA gave it)")
    FILE = Column("file", "string", "dump file name, relative to the dump folder")
    LINE = Column("line", "int64", "1-based line in the file")
