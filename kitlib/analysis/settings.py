"""Effective settings: what each config really ran with, side by side, and what was given but not in effect.

Sources, per config: the XLA flags given (``XLA_FLAGS`` as the process got
it), XLA's own record of the options in effect (the ``.debug_options`` dump:
non-default values only), ``TF_XLA_FLAGS``, the ``XLA_*`` / ``PJRT_*`` /
``TF_*`` environment the config set, and the library versions the process
reported. An XLA flag is *in effect* when ``.debug_options`` holds the given
value, *not in effect* when it holds another value (the flag was overridden
or ignored: Case 2's "the env var was ignored"), and *not listed* when XLA
lists nothing for it (the given value is XLA's default, or the flag was ignored).
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pandas as pd

from ..errors import KitError
from ..runfolder import files, open_run
from ..schema import Column, Schema, frame, with_doc

SETTING_SCHEMA = Schema(
    [
        Column("config", "string", "config name"),
        Column("source", "string", "xla_flags, debug_options, tf_xla_flags, env or version"),
        Column("setting", "string", "flag name without --, environment variable, or library"),
        Column("given", "string", "value as given (<NA>: not given, e.g. an option only XLA's dump lists)"),
        Column("in_effect", "string", "value in XLA's .debug_options (xla_flags, debug_options rows), else the given value"),
        Column("status", "string", "in effect, not in effect, not listed (XLA default or ignored), recorded (env, versions, TF_XLA_FLAGS)"),
    ]
)

_ENV = re.compile(r"^(XLA_|PJRT_|TF_|JAX_|XLA$)")
_TRUE = {"true", "1", "t", "yes"}
_FALSE = {"false", "0", "f", "no"}
_SKIP = {"xla_dump_to"}  # a path per config: differs by construction


def parse_flags(text: str) -> dict[str, str]:
    """``--a=1 --b`` -> {"a": "1", "b": "true"} (the last of a repeated flag wins, as in XLA)."""
    out: dict[str, str] = {}
    for tok in text.split():
        if tok.startswith("--"):
            name, _, value = tok[2:].partition("=")
            out[name] = value if value else "true"
    return out


def _same(a: str, b: str) -> bool:
    a, b = a.strip().strip('"').lower(), b.strip().strip('"').lower()
    if a == b or (a in _TRUE and b in _TRUE) or (a in _FALSE and b in _FALSE):
        return True
    try:
        return float(a) == float(b)
    except ValueError:
        return False


def config_settings(config: str, xla_flags: str = "", debug_options: pd.DataFrame | None = None,
                    env: dict[str, str] | None = None, versions: dict[str, str] | None = None) -> list[dict[str, Any]]:
    """The setting rows of one config (see :data:`SETTING_SCHEMA`), from what the process was given and what XLA recorded."""
    env = dict(env or {})
    given = parse_flags(" ".join(x for x in (env.pop("XLA_FLAGS", ""), xla_flags) if x))
    listed: dict[str, str] = {}
    if debug_options is not None and len(debug_options):
        first = debug_options[debug_options["module_id"] == debug_options["module_id"].min()] \
            if "module_id" in debug_options.columns else debug_options
        listed = dict(zip(first["flag"], first["value"]))
    rows = []
    for flag, value in given.items():
        if flag in _SKIP:
            continue
        if flag in listed:
            status = "in effect" if _same(value, listed[flag]) else "not in effect"
        else:
            status = "not listed (XLA default or ignored)"
        rows.append({"source": "xla_flags", "setting": flag, "given": value, "in_effect": listed.get(flag), "status": status})
    for flag, value in listed.items():
        if flag not in given and flag not in _SKIP:
            rows.append({"source": "debug_options", "setting": flag, "given": None, "in_effect": value, "status": "in effect"})
    for flag, value in parse_flags(env.pop("TF_XLA_FLAGS", "")).items():
        rows.append({"source": "tf_xla_flags", "setting": flag, "given": value, "in_effect": value, "status": "recorded"})
    for k, v in sorted(env.items()):
        if _ENV.match(k):
            rows.append({"source": "env", "setting": k, "given": str(v), "in_effect": str(v), "status": "recorded"})
    for k, v in sorted((versions or {}).items()):
        rows.append({"source": "version", "setting": k, "given": str(v), "in_effect": str(v), "status": "recorded"})
    return [{"config": config, **r} for r in rows]


def _run_inputs(path: Path) -> list[dict[str, Any]]:
    """Per ok config: name, xla_flags and env as the process got them, versions, debug options."""
    run = open_run(path)
    out = []
    for c in run.ok_configs:
        cfg = run.worker_config(c) or run.entry(c)
        res = run.result(c) or {}
        opts = run.debug_options(c)
        parts = [opts] if opts is not None else []
        out.append({"config": c, "xla_flags": cfg.get("xla_flags", ""), "env": cfg.get("env") or {},
                    "versions": res.get("versions") or run.manifest.get("versions") or {},
                    "debug_options": pd.concat(parts) if parts else None})
    return out


@with_doc(SETTING_SCHEMA)
def settings(run: str | Path) -> pd.DataFrame:
    """Every config's settings as given and as in effect, one row each.

    Returns:
        A DataFrame with columns:
        {schema}

    Raises:
        KitError: not a run folder.
    """
    p = Path(run)
    if not files.is_run_folder(p):
        raise KitError(f"{p}: not a run folder (no manifest.json)")
    rows = []
    for c in _run_inputs(p):
        rows.extend(config_settings(c["config"], c["xla_flags"], c["debug_options"], c["env"], c["versions"]))
    return frame(rows, SETTING_SCHEMA)


def settings_side_by_side(table: pd.DataFrame) -> pd.DataFrame:
    """Side by side: index (source, setting), one column per config holding the value in effect
    (the given value marked ``(not in effect: given X)`` where XLA holds another), then ``differs``
    (boolean: the configs disagree) and ``not_in_effect`` (configs where a given flag is not in effect).
    Rows that differ come first."""
    t = table.copy()
    shown = t["in_effect"].fillna(t["given"]).astype(object)
    bad = t["status"] == "not in effect"
    shown[bad] = t.loc[bad, "in_effect"] + " (not in effect: given " + t.loc[bad, "given"] + ")"
    t["shown"] = shown
    wide = t.pivot_table(index=["source", "setting"], columns="config", values="shown", aggfunc="first")
    configs = list(dict.fromkeys(table["config"]))
    wide = wide.reindex(columns=configs)
    wide["differs"] = wide[configs].astype(str).nunique(axis=1) > 1
    flagged = t[bad].groupby(["source", "setting"])["config"].agg(lambda s: ", ".join(s))
    wide["not_in_effect"] = flagged.reindex(wide.index)
    return wide.sort_values("differs", ascending=False, kind="stable")
