"""The figures published for Case 1 (shared/CASES.md), as reference data.

They are what others measured on a real GPU in 2022, kept with their source,
and shown *next to* what the kit measures, never in place of it. The single
source is the findings registry (``kitlib/findings/*.toml``); the tables here
are computed from it when this module is imported.
"""
from __future__ import annotations

import pandas as pd

from ..findings import finding


def _compile_times() -> pd.DataFrame:
    f = finding("compile-threads-pr4105")
    rows = [p for p in f.published if p["quantity"] == "compile time"]
    return pd.DataFrame({
        "model": [p["model"] for p in rows],
        "threads": [int(p["threads"]) for p in rows],
        "compile_time_s": [float(p["value"]) for p in rows],
        "source": [f"{f.source['citation'].split(' (')[0]} (2022, XLA:GPU, real device)"] * len(rows),
    })


def _throughput() -> pd.DataFrame:
    f = finding("case1-throughput")
    return pd.DataFrame({
        "setting": [p["setting"] for p in f.published],
        "sequences_per_s": [float(p["value"]) for p in f.published],
        "source": [f"{f.source['citation'].split(' (')[0]} (2022, XLA:GPU, real device)"] * len(f.published),
    })


#: Compile time by compile threads (pytorch/xla PR 4105, which made
#: --xla_gpu_force_compilation_parallelism=8 the default); from finding ``compile-threads-pr4105``.
PUBLISHED_COMPILE_TIMES = _compile_times()

#: bert-base-uncased training throughput (pytorch/xla issue 3842; SST, batch 30, AMP); from finding ``case1-throughput``.
PUBLISHED_THROUGHPUT = _throughput()
