"""The figures published for Case 1 (shared/CASES.md), as reference data.

They are what others measured on a real GPU in 2022, kept with their source,
and shown *next to* what the kit measures, never in place of it.
"""
from __future__ import annotations

import pandas as pd

#: Compile time by compile threads (pytorch/xla PR 4105, which made
#: --xla_gpu_force_compilation_parallelism=8 the default).
PUBLISHED_COMPILE_TIMES = pd.DataFrame(
    {
        "model": ["bert-base-uncased"] * 3 + ["bert-large-uncased"] * 3 + ["resnet-50"] * 3,
        "threads": [1, 8, 16] * 3,
        "compile_time_s": [67.0, 31.0, 27.0, 217.0, 80.0, 72.0, 17.0, 11.0, 9.0],
        "source": ["pytorch/xla PR 4105 (2022, XLA:GPU, real device)"] * 9,
    }
)

#: bert-base-uncased training throughput (pytorch/xla issue 3842; SST, batch 30, AMP).
PUBLISHED_THROUGHPUT = pd.DataFrame(
    {
        "setting": ["1 compile thread", "16 compile threads", "16 compile threads + fix"],
        "sequences_per_s": [83.79, 80.30, 84.07],
        "source": ["pytorch/xla issue 3842 (2022, XLA:GPU, real device)"] * 3,
    }
)
