"""Which configs a run holds, how they ended, what they compiled and which XLA flags were in effect.

Every backend: the configs come from :class:`kitlib.runfolder.Run` (manifest,
``config.json``, ``result.json``); nothing here opens a run-folder file itself.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from ..runfolder import Run, as_run
from ..schema import Column, Schema, frame, keys, with_doc

#: How a config without split flags (``split_count`` null) is named in tables and plots.
UNSPLIT_LABEL = "flags off"

CONFIG_SCHEMA = Schema(
    [
        keys.CONFIG,
        Column("status", "string", "ok, failed or incomplete (torch-xla-cpu); ok, error or missing (xla-gpu-deviceless)"),
        Column("reason", "string", "why it failed (<NA> when ok)"),
        Column("split_count", "Int64", "split count of the config (<NA> when the config set flags by hand)"),
        Column("xla_flags", "string", "the config's own XLA flags"),
        Column("cpus", "string", "CPU affinity of the process (<NA>: all)"),
        Column("n_processes", "int64", "processes run for this config"),
    ]
)
FAILED_SCHEMA = Schema(
    [
        keys.CONFIG,
        Column("reason", "string", "why it failed"),
        Column("stderr_tail", "string", "last lines of the failed process's stderr"),
    ]
)
COMPILES_SCHEMA = Schema(
    [
        Column("config", "category", "config name; ordered in sweep (manifest) order"),
        Column("split_count", "Int64", "compile parallelism N; <NA> without split flags"),
        Column("split", "string", "N=<n>, or 'flags off' (no parallelism flags: one unsplit module)"),
        Column("status", "string", "ok / error (from result.json) or missing"),
        Column("model", "string", "model compiled (bert-base, bert-tiny, custom)"),
        Column("inputs", "string", "program inputs: name dtype[shape], comma-separated"),
        Column("output", "string", "program output: dtype[shape]"),
        Column("export", "string", "export path (torch.export -> torch_xla.stablehlo, or a StableHLO file)"),
        Column("hlo_module", "string", "HLO module name XLA compiled"),
        Column("jax", "string", "jax version of the compiling process"),
        Column("jaxlib", "string", "jaxlib version"),
        Column("gpu_target", "string", "GPU target (h100, a100 or a file)"),
        Column("xla_flags", "string", "the process's XLA flags other than --xla_dump_* (empty for a config without split flags)"),
    ]
)


@with_doc(CONFIG_SCHEMA)
def configs(run: Run) -> pd.DataFrame:
    """The run's configs and their status.

    Returns:
        One row per config, in sweep order, with columns:
        {schema}
    """
    rows = []
    for c in run.configs:
        cfg = run.worker_config(c["name"]) if run.backend != "torch-xla-cpu" else {}
        rows.append({
            "config": c["name"], "status": run.status(c["name"]), "reason": c.get("reason"),
            "split_count": c.get("split_count", cfg.get("split_count")), "xla_flags": c.get("xla_flags", ""),
            "cpus": ",".join(map(str, c["cpus"])) if c.get("cpus") is not None else None,
            "n_processes": len(run.processes(c["name"])),
        })
    return frame(rows, CONFIG_SCHEMA)


@with_doc(FAILED_SCHEMA)
def failed_configs(run: Run) -> pd.DataFrame:
    """The failed configs with their reason and the tail of their stderr.

    Returns:
        One row per config that did not finish (empty when none failed), with columns:
        {schema}
    """
    rows = [{"config": c["name"], "reason": c.get("reason"), "stderr_tail": c.get("stderr_tail")}
            for c in run.configs if run.status(c["name"]) != "ok"]
    return frame(rows, FAILED_SCHEMA)


def effective_flags(run: Run) -> pd.DataFrame:
    """The XLA flags in effect per config, as XLA wrote them (``.debug_options``).

    XLA lists only non-default values; a flag the config set to XLA's default is
    shown as ``"<value> (XLA default)"``. Index: flag name (without ``--``); one
    column per ok config holding the value as text (<NA> where neither XLA nor
    the config says). ``xla_dump_to`` is left out (a path per config). When the
    modules of a config disagree, the module with the lowest id wins.
    """
    cols = {}
    for c in run.ok_configs:
        d = run.dump(c).tables.get("debug_options")
        if d is not None and len(d):
            first = d[d["module_id"] == d["module_id"].min()]
            cols[c] = first.drop_duplicates("flag").set_index("flag")["value"]
    out = pd.DataFrame(cols).astype("object")
    # a flag the config set that XLA does not list equals XLA's default
    for c in out.columns:
        entry = run.entry(c)
        for flag, value in _flags(" ".join((run.spec.get("xla_flags", ""), entry.get("xla_flags", "")))).items():
            if flag not in out.index or pd.isna(out.loc[flag, c]):
                out.loc[flag, c] = f"{value} (XLA default)"
    out.index.name = "flag"
    return out.drop(index="xla_dump_to", errors="ignore").sort_index()


def _flags(text: str) -> dict[str, str]:
    """``--a=1 --b`` -> {"a": "1", "b": "true"}."""
    out = {}
    for tok in text.split():
        if tok.startswith("--"):
            name, _, value = tok[2:].partition("=")
            out[name] = value or "true"
    return out


def split_label(split_count: Any) -> str:
    """``N=<n>``, or :data:`UNSPLIT_LABEL` for a config without split flags."""
    return UNSPLIT_LABEL if split_count is None or pd.isna(split_count) else f"N={int(split_count)}"


def ordered(df: pd.DataFrame, order: list[str]) -> pd.DataFrame:
    """``config`` as an ordered categorical in sweep order (so groupby / pivot keep that order)."""
    df["config"] = pd.Categorical(df["config"].astype(str), categories=order, ordered=True)
    return df


def _shape_text(name: str | None, spec: Any) -> str:
    """``name dtype[d0,d1]`` from the worker's ``[[dims], dtype]``."""
    if not isinstance(spec, list | tuple) or len(spec) != 2:
        return str(spec)
    dims, dtype = spec
    text = f"{dtype}[{','.join(str(d) for d in dims)}]"
    return f"{name} {text}" if name else text


@with_doc(COMPILES_SCHEMA)
def compiled_programs(run: Run | str | Path) -> pd.DataFrame:
    """What each config of an ``xla-gpu-deviceless`` run compiled: model, shapes, export, module, versions, target.

    Returns:
        DataFrame, one row per config in sweep order, with columns:
        {schema}

    Raises:
        KitError: not an xla-gpu-deviceless run.
    """
    run = as_run(run, "xla-gpu-deviceless")
    rows = []
    for name in run.config_names:
        cfg, res = run.worker_config(name), run.result(name)
        r = res or {}
        shapes = r.get("shapes") or {}
        versions = r.get("versions") or {}
        rows.append(
            {
                "config": name,
                "split_count": cfg.get("split_count"),
                "split": split_label(cfg.get("split_count")),
                "status": run.status(name),
                "model": r.get("model", cfg.get("model")),
                "inputs": ", ".join(_shape_text(k, v) for k, v in (shapes.get("inputs") or {}).items()) or None,
                "output": _shape_text(None, shapes["output"]) if "output" in shapes else None,
                "export": r.get("export"),
                "hlo_module": r.get("module_name"),
                "jax": versions.get("jax"),
                "jaxlib": versions.get("jaxlib"),
                "gpu_target": str(r.get("gpu_target", cfg.get("gpu_target"))),
                "xla_flags": " ".join(f for f in str(r.get("xla_flags", cfg.get("xla_flags", ""))).split() if not f.startswith("--xla_dump")),
            }
        )
    df = frame(rows, COMPILES_SCHEMA)
    return ordered(df, [str(r["config"]) for r in rows])


def parse_errors(run: Run) -> pd.DataFrame:
    """Files of the run that could not be parsed and were left out of the tables: every file the backend's
    analyses read (dumps of every ok config; traces and metrics of every ok process), read once per Run, so
    the list is the same whichever analyses ran before.

    Returns:
        Columns config, file, kind, error (string; ``path:line: reason``), see
        :data:`kitlib.runfolder.run.PARSE_ERROR_SCHEMA`.
    """
    return run.parse_errors()
