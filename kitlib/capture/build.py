"""A sweep spec from keyword arguments: what ``kit sweep``'s options and ``kit.sweep(...)`` share.

Configs: one per split count (``split_counts``), one per compile pool size
(``compile_threads``, :mod:`kitlib.capture.threads`), or one per pair when both
are given (``split-<s>-threads-<n>``). With neither, the backend's default split
counts (XLA:GPU deviceless: also ``no-split``, its parallelism flags off). A replay
across XLA releases (``xla_versions``): those configs once per jaxlib release.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..errors import CaptureError
from .spec import BACKEND_SPECS, ConfigSpec, SweepSpec, configs_for, load_spec, split_count_configs


def build_spec(*, config: str | Path | None = None, split_counts: Sequence[int] | None = None,
               compile_threads: Sequence[int] | None = None, xla_versions: str | None = None, **fields: Any) -> SweepSpec:
    """The :class:`SweepSpec` of keyword arguments (``SweepSpec`` fields; None means default).

    ``config`` names a TOML spec whose keys the other arguments override. ``xla_versions`` (``0.6.2,0.7.1``, an
    hlo-replay): the configs once per jaxlib release (:func:`release_configs`).

    Raises:
        CaptureError: bad values (unknown model, missing user function, ...), one line.
    """
    spec = _build(config, split_counts, compile_threads, fields)
    if not xla_versions:
        return spec
    if spec.backend != "hlo-replay":
        raise CaptureError("--xla-versions measures XLA:CPU releases in blocks; for XLA:GPU give one release (--xla jaxlib==X)")
    return replace(spec, configs=release_configs(spec.configs, xla_versions, bool(split_counts) or config is not None))


def release_configs(configs: Sequence[ConfigSpec], versions: str, keep_configs: bool) -> tuple[ConfigSpec, ...]:
    """``configs`` once per jaxlib release of ``versions`` (``0.6.2,0.7.1``): each named ``jaxlib-<v>_<config>``
    (``jaxlib-<v>`` alone, XLA's own defaults, unless ``keep_configs``: --split-counts / --config named them), pinned
    to that release; a release listed twice is a second build of it (``jaxlib-<v>-2``: an A/A).

    Raises:
        CaptureError: fewer than two releases, or one that is not a plain version.
    """
    from .xla import release_build

    vs = [v.strip().removeprefix("jaxlib==") for v in versions.split(",") if v.strip()]
    if len(vs) < 2:
        raise CaptureError(f"--xla-versions {versions!r}: at least two releases")
    base = tuple(configs) if keep_configs else (ConfigSpec("default"),)
    out, seen = [], dict[str, int]()
    for v in vs:
        seen[v] = seen.get(v, 0) + 1
        b = release_build(v, f"--xla-versions {versions}")
        label = b.label if seen[v] == 1 else f"{b.label}-{seen[v]}"
        for c in base:
            out.append(replace(c, name=label if not keep_configs else f"{label}_{c.name}", xla=b.pins, build=label))
    return tuple(out)


def _build(config: str | Path | None, split_counts: Sequence[int] | None, compile_threads: Sequence[int] | None,
           fields: dict[str, Any]) -> SweepSpec:
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
