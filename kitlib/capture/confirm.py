"""``kit passes --confirm``'s measurement: the two configs of one run, and each with a pass disabled, measured again.

:func:`confirm_spec` builds the spec (configs ``a``, ``b``, ``a-without-pass``, ``b-without-pass``, the last two with
``--xla_disable_hlo_passes=<pass>``) from what the user names: a spec file, or the run's own manifest when the user
trusts it (a run folder is data: nothing in it runs otherwise); :func:`run_confirm` runs it as a sweep. The verdict
is analysis's (:func:`kitlib.analysis.passes.confirm_verdict`).
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from ..errors import KitError
from .spec import SweepSpec

#: what the user names to run: (where it comes from, the spec's top-level keys, config name -> its entry)
What = tuple[str, dict[str, Any], dict[str, dict[str, Any]]]


def run_of(config_dir: Path) -> Path | None:
    """The run folder a config folder (or its ``dump/``) lies in; None outside a run."""
    from ..runfolder.files import is_run_folder

    d = config_dir.parent if config_dir.name == "dump" else config_dir
    return d.parent.resolve() if is_run_folder(d.parent) else None


def slug(name: str) -> str:
    """A pass name as a folder name."""
    return "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in name)


def what_to_run(run: Path, config: Path | None, trust_run: bool, names: tuple[str, str], say=None) -> What:
    """What ``--confirm`` runs: the user's spec (``config``), or with ``trust_run`` the run's manifest as it stands
    (said through ``say`` first).

    Raises:
        KitError: neither given (naming what the manifest would run), both given, or a bad spec.
    """
    from ..runfolder.run import read_manifest

    if config is not None:
        if trust_run:
            raise KitError("--confirm: give --config SPEC.toml or --trust-run, not both")
        from .spec import load_spec

        user = load_spec(config).to_dict()
        return str(config), user, {c["name"]: c for c in user["configs"]}
    m = read_manifest(run)
    spec, entries = m["spec"], {e["name"]: e for e in m["configs"]}
    named = (f"model {spec.get('model')!r} ({spec.get('backend', 'torch-xla-cpu')}), xla_flags {spec.get('xla_flags', '')!r}"
             + "".join(f"; {n}: flags {e.get('xla_flags', '')!r}, env {e.get('env') or {}!r}"
                       for n, e in entries.items() if n in names))
    if not trust_run:
        raise KitError(f"--confirm runs a model again; {run / 'manifest.json'} names {named}: a run from elsewhere is data, "
                       "so name what runs with --config SPEC.toml ([[configs]] named as A's and B's config folders), "
                       "or run the manifest as it stands with --trust-run")
    (say or (lambda text: print(text, file=sys.stderr)))(f"kit: --trust-run: running what {run / 'manifest.json'} names: {named}")
    return str(run / "manifest.json"), spec, entries


def confirm_spec(what: What, a: str, b: str, pass_name: str, repeats: int, steps: int) -> SweepSpec:
    """The spec of :func:`what_to_run` with configs a, b, a-without-P, b-without-P (their flags and env as it gives them)."""
    import dataclasses

    from .spec import BACKEND_SPECS, ConfigSpec

    where, spec, entries = what
    for n in (a, b):
        if n not in entries:
            raise KitError(f"{where}: no config {n!r} (it has {', '.join(map(repr, entries)) or 'none'})")
    known = {f.name for f in dataclasses.fields(SweepSpec)} - {"configs"}
    kw = {k: v for k, v in spec.items() if k in known}
    disable = f"--xla_disable_hlo_passes={pass_name}"

    def cfg(name: str, e: dict[str, Any], extra: str = "") -> ConfigSpec:
        flags = " ".join(x for x in (e.get("xla_flags", ""), extra) if x)
        return ConfigSpec(name, flags, dict(e.get("env") or {}), tuple(e["cpus"]) if e.get("cpus") else None, e.get("split_count"))

    configs = (cfg("a", entries[a]), cfg("b", entries[b]), cfg("a-without-pass", entries[a], disable),
               cfg("b-without-pass", entries[b], disable))
    backend = kw.get("backend", "torch-xla-cpu")
    if backend == "xla-gpu-deviceless":
        raise KitError(f"{where}: --confirm needs timings; XLA:GPU deviceless compiles do not run")
    kw.update(dump_passes=False, repeats=repeats, steps=steps, warmup=1, trace_steps=0, configs=configs)
    if not BACKEND_SPECS[backend].in_process:
        kw["repeats"] = max(repeats, 3)
    return SweepSpec(**kw)


def run_confirm(spec: SweepSpec, out: Path) -> Path:
    """Run the confirm spec as a sweep into ``out``; returns the run folder."""
    from .sweep import sweep

    return sweep(spec, out, progress=False)
