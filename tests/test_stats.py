"""Step statistics: the replication unit and the verdicts."""
from __future__ import annotations

import numpy as np
import pandas as pd

from kitlib import compare_steps, summarize_steps


def _steps(config: str, values_by_process: list[list[float]]) -> pd.DataFrame:
    rows = [{"config": config, "process": p, "step": i, "duration_s": v}
            for p, vals in enumerate(values_by_process) for i, v in enumerate(vals)]
    return pd.DataFrame(rows)


def test_single_process_uses_steps_and_resolves_a_clear_slowdown() -> None:
    rng = np.random.default_rng(1)
    st = pd.concat([_steps("a", [list(1.0 + 0.01 * rng.standard_normal(30))]),
                    _steps("b", [list(1.1 + 0.01 * rng.standard_normal(30))])])
    s = summarize_steps(st)
    assert list(s["replication_unit"]) == ["step", "step"]
    c = compare_steps(st, "a").iloc[0]
    assert c["verdict"] == "slower" and 1.08 < c["ratio"] < 1.12 and c["ratio_ci_low"] > 1 and c["p_value"] < 1e-6


def test_processes_are_the_unit_when_there_are_several() -> None:
    # step noise is tiny, but the processes disagree by 10%: no resolved difference
    a = _steps("a", [[1.00] * 20, [1.10] * 20, [1.05] * 20])
    b = _steps("b", [[1.02] * 20, [1.08] * 20, [1.06] * 20])
    st = pd.concat([a, b])
    s = summarize_steps(st)
    assert list(s["replication_unit"]) == ["process", "process"] and list(s["n_processes"]) == [3, 3]
    c = compare_steps(st, "a").iloc[0]
    assert c["replication_unit"] == "process" and c["verdict"] == "no resolved difference"
