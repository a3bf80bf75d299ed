"""A sweep spec from keyword arguments: what ``kit sweep``'s options and ``kit.sweep(...)`` share.

Configs: one per split count (``split_counts``), one per compile pool size
(``compile_threads``, :mod:`kitlib.capture.threads`), or one per pair when both
are given (``split-<s>-threads-<n>``). With neither, the backend's default split
counts (XLA:GPU deviceless: also ``no-split``, its parallelism flags off).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from .spec import BACKEND_SPECS, ConfigSpec, SweepSpec, configs_for, load_spec, split_count_configs


def build_spec(*, config: str | Path | None = None, split_counts: Sequence[int] | None = None,
               compile_threads: Sequence[int] | None = None, **fields: Any) -> SweepSpec:
    """The :class:`SweepSpec` of keyword arguments (``SweepSpec`` fields; None means default).

    ``config`` names a TOML spec whose keys the other arguments override.

    Raises:
        CaptureError: bad values (unknown model, missing user function, ...), one line.
    """
    fields = {k: v for k, v in fields.items() if v is not None}
    backend = fields.get("backend", "torch-xla-cpu")
    counts = list(split_counts) if split_counts else None
    if config is not None:
        over: dict[str, Any] = dict(fields)
        if counts:
            over["configs"] = split_count_configs(counts, backend)
        spec = load_spec(config, **over)
        if compile_threads:
            base = [c for c in spec.configs if c.compile_threads is None]
            spec = replace(spec, configs=configs_for(compile_threads, base, backend))
        return spec
    if compile_threads:
        configs = configs_for(compile_threads, split_count_configs(counts, backend) if counts else (), backend)
    else:
        configs = split_count_configs(counts or list(BACKEND_SPECS[backend].default_split_counts), backend)
        if backend == "xla-gpu-deviceless" and not counts:
            configs = (ConfigSpec("no-split"), *configs)
    return SweepSpec(**fields, configs=configs)
