"""Column schemas as data: each reader declares its columns in one place.

A ``Schema`` is a tuple of ``Column(name, dtype, unit, meaning)``. Readers
build their DataFrame with :func:`frame`, which orders and types the columns
and checks that nothing is missing, and render the schema into their
docstring's Returns section with :meth:`Schema.doc`.
"""
from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import chain
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
        return rows_frame([], self)  # column by column: readers make many empty tables


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
ARROW_TYPES = {"string": pa.large_string(), "int64": pa.int64(), "Int64": pa.int64(), "float64": pa.float64(),
               "boolean": pa.bool_()}


#: where a :class:`ColumnChunks` allocates its Arrow buffers: the C library's allocator, which reuses and returns
#: freed memory piece by piece; pyarrow's default (mimalloc) commits memory in large segments that it keeps, which
#: made a reader's many chunk-sized buffers cost up to 3 times the file in resident memory on top of the table
_POOL = pa.system_memory_pool()


class ColumnChunks:
    """A reader's rows gathered column-wise, moved to Arrow chunk by chunk.

    Either the reader appends to ``lists`` (one Python list per schema column,
    in order) and calls :meth:`flush` every ``rows_per_chunk`` rows, or it
    hands whole chunks to :meth:`add`. Typed columns go to Arrow at once and
    ``object`` columns stay Python lists, so the Python objects of a chunk are
    freed once it is added and a long file never holds more than one chunk of
    them (peak memory a small multiple of the file, not of its rows as Python
    objects). :meth:`frame` gives the typed DataFrame.
    """

    def __init__(self, schema: Schema, rows_per_chunk: int = 1 << 16):
        self.schema = schema
        self.rows_per_chunk = rows_per_chunk
        self.lists: tuple[list[Any], ...] = tuple([] for _ in schema)
        self._chunks: list[list[Any]] = [[] for _ in schema]

    def add(self, columns: Sequence[Sequence[Any] | None]) -> None:
        """Append one chunk given column by column: sequences of equal length, in the schema's order.

        None is a null in a typed column (NaN too, in a float64 one), and a
        column given as None is nulls only (an ``object`` column: None each);
        an ``object`` column's values are kept as given (the same objects).
        """
        n = next((len(v) for v in columns if v is not None), 0)
        for col, values, chunks in zip(self.schema, columns, self._chunks, strict=True):
            if col.dtype == "object":
                chunks.append([None] * n if values is None else list(values))
            elif values is None:
                chunks.append(pa.nulls(n, type=ARROW_TYPES[col.dtype], memory_pool=_POOL))
            else:
                chunks.append(pa.array(values, type=ARROW_TYPES[col.dtype], from_pandas=True, memory_pool=_POOL))

    def flush(self) -> None:
        """Move the rows in :attr:`lists` to a chunk and empty the lists."""
        if self.lists and self.lists[0]:
            self.add(self.lists)
            for values in self.lists:
                values.clear()

    def column(self, name: str) -> pa.ChunkedArray:
        """The values of a typed (non-``object``) column added so far, as Arrow."""
        k = self.schema.names.index(name)
        return pa.chunked_array(self._chunks[k], type=ARROW_TYPES[self.schema[k].dtype])

    def frame(self) -> pd.DataFrame:
        """The rows as a DataFrame typed per the schema (the builder is empty afterwards).

        String columns keep their chunks (no copy); number columns are numpy arrays, one copy each.
        """
        self.flush()
        n = sum(len(c) for c in self._chunks[0]) if self._chunks else 0
        arrays = []
        for col, chunks in zip(self.schema, self._chunks, strict=True):
            if col.dtype == "object":  # fromiter: a list of lists would become a 2-d array through np.array
                arrays.append(np.fromiter(chain.from_iterable(chunks), dtype=object, count=n))
            else:
                arrays.append(arrow_column(pa.chunked_array(chunks, type=ARROW_TYPES[col.dtype]), col.dtype))
            chunks.clear()
        return pd.DataFrame._from_arrays(arrays, columns=pd.Index(self.schema.names), index=pd.RangeIndex(n),
                                         verify_integrity=False)


def rows_frame(rows: Sequence[tuple], schema: Schema, front: Iterable[tuple[str, str, list]] = ()) -> pd.DataFrame:
    """The DataFrame of ``rows`` (tuples in the schema's order), typed as :func:`frame` would type it.

    ``front``: extra leading columns as (name, dtype, values). Column-wise
    construction: far cheaper than records for the many small tables of a dump folder.
    """
    columns = list(zip(*rows, strict=True)) if rows else [()] * len(schema)
    front = list(front)
    arrays = [_array(values, dtype) for _, dtype, values in front]
    arrays += [_array(values, col.dtype) for col, values in zip(schema, columns, strict=True)]
    names = _column_index(tuple(n for n, _, _ in front) + tuple(schema.names))
    # the arrays are typed and of one length: pandas' own constructor from arrays, without re-checking them
    # (pd.DataFrame(dict) spends more time checking than a small table takes to read)
    return pd.DataFrame._from_arrays(arrays, columns=names, index=pd.RangeIndex(len(rows)), verify_integrity=False)


@functools.lru_cache(maxsize=64)
def _column_index(names: tuple[str, ...]) -> pd.Index:
    return pd.Index(names)


def _array(values: Iterable[Any], dtype: str) -> Any:
    """One column in its final dtype, built in bulk (Arrow / numpy) rather than element by element."""
    values = values if isinstance(values, list | tuple) else list(values)
    if dtype == "object":
        out = np.empty(len(values), dtype=object)
        out[:] = values
        return out
    if dtype == "string":
        return pd.arrays.ArrowStringArray(pa.array(values, type=pa.large_string(), from_pandas=True))
    if dtype in ("Int64", "boolean"):  # from_pandas: pd.NA (a key column parse_folder puts in front) is null
        a = pa.array(values, type=pa.int64() if dtype == "Int64" else pa.bool_(), from_pandas=True)
        if a.null_count:
            data = a.fill_null(0 if dtype == "Int64" else False).to_numpy(zero_copy_only=False)
            mask = a.is_null().to_numpy(zero_copy_only=False)
        else:
            data, mask = a.to_numpy(zero_copy_only=False), np.zeros(len(a), dtype=bool)
        return pd.arrays.IntegerArray(data, mask) if dtype == "Int64" else pd.arrays.BooleanArray(data, mask)
    if dtype in ("int64", "float64"):
        return np.asarray(values, dtype=dtype)
    return pd.array(values, dtype=dtype)


def arrow_column(a: pa.Array | pa.ChunkedArray, dtype: str) -> Any:
    """An Arrow column as the pandas array of the schema dtype ``dtype`` (strings stay in Arrow).

    Numbers come as writable numpy memory (a copy where Arrow's would be read-only), so a frame can be changed in place.
    """
    if dtype == "string":
        return pd.arrays.ArrowStringArray(a)
    if dtype in ("Int64", "boolean"):
        if a.null_count:
            data = _writable(a.fill_null(0 if dtype == "Int64" else False).to_numpy())
            mask = _writable(a.is_null().to_numpy())
        else:
            data, mask = _writable(a.to_numpy()), np.zeros(len(a), dtype=bool)
        return pd.arrays.IntegerArray(data, mask) if dtype == "Int64" else pd.arrays.BooleanArray(data, mask)
    return _writable(np.asarray(a.to_numpy(), dtype=dtype))


def _writable(a: np.ndarray) -> np.ndarray:
    return a if a.flags.writeable else a.copy()


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


def records(df: pd.DataFrame) -> list[dict[str, Any]]:
    """A table's rows as Python values, None for a missing one (JSON's records): ``df.astype(object).where(df.notna(),
    None).to_dict("records")`` column by column (a module's instructions: pandas' per-cell boxing cost more than the
    matching)."""
    columns = []
    for c in df.columns:
        values, missing = df[c].tolist(), df[c].isna()
        columns.append([None if m else v for v, m in zip(values, missing.tolist(), strict=True)] if missing.any() else values)
    names = list(df.columns)
    return [dict(zip(names, row, strict=True)) for row in zip(*columns, strict=True)]
