"""Printing a table as CSV or JSON, shared by ``kit parse`` and ``kit index``."""
from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pandas as pd


FORMATS = ("csv", "json")


def add_format(p: argparse.ArgumentParser) -> None:
    """The ``--format csv|json`` option."""
    p.add_argument("--format", choices=FORMATS, default="csv", help="csv (default) or json (an array of row objects)")


def emit(df: pd.DataFrame, fmt: str) -> None:
    """Write ``df`` to stdout: CSV, or one JSON array of row objects (bytes cells as hex strings)."""
    if fmt == "json":
        df = df.copy()
        for c in df.select_dtypes(include="object").columns:
            df[c] = df[c].map(lambda v: v.hex() if isinstance(v, (bytes, bytearray)) else v)
        sys.stdout.write(df.to_json(orient="records", default_handler=str) + "\n")
    else:
        df.to_csv(sys.stdout, index=False)
