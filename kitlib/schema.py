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

import numpy as np
import pandas as pd
import pyarrow as pa

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


#: Arrow types of the schema dtypes a :class:`ColumnChunks` moves to Arrow ("object" columns stay Python lists)
_ARROW = {"string": pa.large_string(), "int64": pa.int64(), "Int64": pa.int64(), "float64": pa.float64(),
          "boolean": pa.bool_()}


class ColumnChunks:
    """A reader's rows gathered column-wise, moved to Arrow every ``rows_per_chunk`` rows.

    The reader appends to ``lists`` (one Python list per schema column, in
    order) and calls :meth:`flush` every ``rows_per_chunk`` rows; the Python objects of a
    chunk are freed once it is in Arrow, so a long file never holds more than
    one chunk of them (peak memory a small multiple of the file, not of its
    rows as Python objects). :meth:`frame` gives the typed DataFrame.
    """

    def __init__(self, schema: Schema, rows_per_chunk: int = 1 << 16):
        self.schema = schema
        self.rows_per_chunk = rows_per_chunk
        self.lists: tuple[list[Any], ...] = tuple([] for _ in schema)
        self._chunks: list[list[Any]] = [[] for _ in schema]

    def flush(self) -> None:
        for col, values, chunks in zip(self.schema, self.lists, self._chunks, strict=True):
            if values:
                chunks.append(list(values) if col.dtype == "object" else pa.array(values, type=_ARROW[col.dtype],
                                                                                    from_pandas=True))
                values.clear()

    def frame(self) -> pd.DataFrame:
        """The rows as a DataFrame typed per the schema (the builder is empty afterwards)."""
        self.flush()
        arrays = []
        for col, chunks in zip(self.schema, self._chunks, strict=True):
            if col.dtype == "object":
                values = [v for c in chunks for v in c]
                a = np.empty(len(values), dtype=object)
                a[:] = values
                arrays.append(a)
            else:
                arrays.append(arrow_column(pa.chunked_array(chunks, type=_ARROW[col.dtype]), col.dtype))
            chunks.clear()
        n = len(arrays[0]) if arrays else 0
        return pd.DataFrame._from_arrays(arrays, columns=pd.Index(self.schema.names), index=pd.RangeIndex(n),
                                         verify_integrity=False)


def arrow_column(a: pa.Array | pa.ChunkedArray, dtype: str) -> Any:
    """An Arrow column as the pandas array of the schema dtype ``dtype`` (strings stay in Arrow)."""
    if dtype == "string":
        return pd.arrays.ArrowStringArray(a)
    if dtype in ("Int64", "boolean"):
        if a.null_count:
            data = a.fill_null(0 if dtype == "Int64" else False).to_numpy()
            mask = a.is_null().to_numpy()
        else:
            data, mask = a.to_numpy(), np.zeros(len(a), dtype=bool)
        return pd.arrays.IntegerArray(data, mask) if dtype == "Int64" else pd.arrays.BooleanArray(data, mask)
    return np.asarray(a.to_numpy(), dtype=dtype)


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
