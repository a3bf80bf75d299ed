"""Which XLA compiles a replay: the one the capturing torch_xla ships, another jaxlib release, or the kit's own.

torch_xla carries its own XLA and exposes no per-compile options, so a replay recompiles its graphs with
jaxlib's XLA. torch_xla moves its XLA pin and its jax pin together and names them in its package metadata
(torch_xla 2.9.0: ``jax==0.7.1; extra == "pallas"``, ``jaxlib==0.7.1; extra == "pallas"``): that jaxlib
is the XLA torch_xla ships, and the replay's default (``kit replay --xla matched``).

- :func:`torch_xla_pins`: the jax / jaxlib requirements a torch_xla release names, from the installed
  package's metadata when it is that release, else from the registry's (PyPI's JSON API: one request);
  a release that names none gets the jaxlib release nearest before it in date (said so).
- :func:`captured_xla`: what a capture's ``result.json`` says of the torch_xla that compiled it (the
  torch-xla-cpu worker records the pins; older captures get them from :func:`torch_xla_pins`).
- :func:`choose`: ``--xla matched | current | jaxlib==X | X`` -> an :class:`XlaBuild` (its pins, label and
  why it was chosen). Its environment is made by :mod:`kitlib.capture.envs` (one venv per pin set, reused);
  the block process runs there (:func:`kitlib.capture.sweep.block_job`).

Checked against torch_xla 2.9.0 (pins jax/jaxlib 0.7.1) and PyPI's JSON API of 2026.
"""
from __future__ import annotations

import json
import re
import urllib.request
from dataclasses import dataclass
from typing import Any

from ..errors import CaptureError

#: ``--xla`` values that are not a release: the capture's own XLA (default) and the kit's environment's jaxlib
MATCHED, CURRENT = "matched", "current"
#: the key of a torch-xla-cpu result's ``versions`` that records the jax / jaxlib requirements torch_xla names
PINS_KEY = "torch_xla_jax_pins"
_REQ = re.compile(r"^\s*(jax|jaxlib)\s*==\s*([0-9][\w.+\-]*)")
REGISTRY = "https://pypi.org/pypi"
REGISTRY_TIMEOUT_S = 20.0


@dataclass(frozen=True)
class XlaBuild:
    """The XLA a replay config compiles with.

    Attributes:
        pins: pip requirements of its environment (``("jax==0.7.1", "jaxlib==0.7.1")``); ``()`` the kit's own jaxlib.
        label: its name in a run (``jaxlib-0.7.1``; ``""`` for the kit's own).
        why: one sentence: how it was chosen.
    """

    pins: tuple[str, ...]
    label: str
    why: str

    @property
    def jaxlib(self) -> str | None:
        """The jaxlib release pinned, or None (the kit's own)."""
        return next((m.group(2) for p in self.pins for m in [_REQ.match(p)] if m and m.group(1) == "jaxlib"), None)


def release_build(version: str, why: str) -> XlaBuild:
    """The build of jax and jaxlib ``version`` (both pinned: jax's private interfaces move with jaxlib)."""
    v = version.strip()
    if not re.fullmatch(r"[0-9][0-9A-Za-z.+\-]*", v):
        raise CaptureError(f"--xla {version!r}: not a jaxlib release (e.g. 0.7.1 or jaxlib==0.7.1)")
    return XlaBuild((f"jax=={v}", f"jaxlib=={v}"), f"jaxlib-{v}", why)


def pins_of(requirements: list[str]) -> tuple[str, ...]:
    """The ``jax==`` / ``jaxlib==`` requirements among a package's (markers dropped), jax first."""
    found = {m.group(1): f"{m.group(1)}=={m.group(2)}" for r in requirements for m in [_REQ.match(r)] if m}
    return tuple(found[k] for k in ("jax", "jaxlib") if k in found)


def _base(version: str) -> str:
    return version.split("+", 1)[0]


def _registry(path: str) -> dict[str, Any]:
    """One JSON document of the registry (bounded: 20 s, 32 MiB). Raises CaptureError with the reason."""
    try:
        with urllib.request.urlopen(f"{REGISTRY}/{path}/json", timeout=REGISTRY_TIMEOUT_S) as r:
            return json.loads(r.read(32 << 20))
    except (OSError, ValueError) as e:
        raise CaptureError(f"{REGISTRY}/{path}/json: {e}") from None


def _nearest_jaxlib(torch_xla_version: str) -> tuple[str, str]:
    """The jaxlib release last uploaded before torch_xla ``version`` was (registry dates), and the sentence saying so."""
    tx = _registry(f"torch_xla/{torch_xla_version}")
    when = min((f["upload_time_iso_8601"] for f in tx.get("urls", [])), default=None)
    if when is None:
        raise CaptureError(f"torch_xla {torch_xla_version}: the registry lists no files, no date to match a jaxlib to")
    jl = _registry("jaxlib")
    dated = [(min(f["upload_time_iso_8601"] for f in files), v) for v, files in jl.get("releases", {}).items()
             if files and re.fullmatch(r"\d+\.\d+\.\d+", v)]
    before = sorted(d for d in dated if d[0] <= when)
    if not before:
        raise CaptureError(f"torch_xla {torch_xla_version} ({when[:10]}): no jaxlib release before it")
    date, v = before[-1]
    return v, (f"torch_xla {torch_xla_version} names no jaxlib; jaxlib {v} ({date[:10]}) is the release nearest "
               f"before it ({when[:10]}) in date")


def torch_xla_pins(version: str) -> tuple[tuple[str, ...], str]:
    """The jax / jaxlib pins of torch_xla ``version`` and where they come from.

    Raises:
        CaptureError: the registry cannot be reached or knows no such release (its reason).
    """
    from importlib import metadata

    try:
        here = metadata.version("torch_xla")
    except metadata.PackageNotFoundError:
        here = None
    if here is not None and _base(here) == _base(version):
        pins = pins_of(metadata.requires("torch_xla") or [])
        where = f"torch_xla {version}'s package metadata"
    else:
        info = _registry(f"torch_xla/{_base(version)}").get("info", {})
        pins = pins_of(info.get("requires_dist") or [])
        where = f"torch_xla {version}'s metadata on {REGISTRY}"
    if any(p.startswith("jaxlib==") for p in pins):
        return pins, f"{where} pins {' '.join(pins)}"
    v, why = _nearest_jaxlib(_base(version))
    return release_build(v, why).pins, why


def captured_xla(versions: dict[str, Any] | None) -> dict[str, Any] | None:
    """What a capture's ``versions`` say of its XLA: ``{"torch_xla", "pins" (list), "pins_from"}``; None without torch_xla.

    The pins recorded by the capturing worker (:data:`PINS_KEY`) are used as they are; for a capture made before
    they were recorded, :func:`torch_xla_pins` of its torch_xla version (``pins`` empty and ``pins_from`` the
    reason when that fails).
    """
    if not versions or not versions.get("torch_xla"):
        return None
    tx = str(versions["torch_xla"])
    if versions.get(PINS_KEY) is not None:
        pins = tuple(str(versions[PINS_KEY]).split())
        return {"torch_xla": tx, "pins": list(pins), "pins_from": f"the capture's record (torch_xla {tx}'s package metadata)"}
    try:
        pins, why = torch_xla_pins(tx)
    except CaptureError as e:
        return {"torch_xla": tx, "pins": [], "pins_from": str(e)}
    return {"torch_xla": tx, "pins": list(pins), "pins_from": why}


def choose(value: str | None, captured: dict[str, Any] | None) -> XlaBuild:
    """The XLA a replay compiles with, from ``--xla`` and what the capture says (:func:`captured_xla`).

    ``matched`` (the default, ``None``): the jaxlib the capturing torch_xla ships; ``current``: the kit's own
    environment's jaxlib; ``jaxlib==X`` or ``X``: that release.

    ``matched`` of a source no torch_xla capture stands behind (a bare HLO file or dump folder), or whose torch_xla
    pins could not be found, is the kit's own jaxlib, and ``why`` says so.

    Raises:
        CaptureError: a value that is none of these.
    """
    v = (value or MATCHED).strip()
    if v == CURRENT:
        return XlaBuild((), "", "the kit's own environment's jaxlib (--xla current)")
    if v == MATCHED:
        if captured is None:
            return XlaBuild((), "", "no torch_xla capture stands behind the source (no result.json with torch_xla's version "
                            "beside its dump): the kit's own environment's jaxlib (--xla jaxlib==X chooses another)")
        jaxlib = next((p.split("==", 1)[1] for p in captured["pins"] if p.startswith("jaxlib==")), None)
        if jaxlib is None:
            return XlaBuild((), "", f"torch_xla {captured['torch_xla']}'s XLA release is unknown ({captured['pins_from']}): "
                            "the kit's own environment's jaxlib (--xla jaxlib==X chooses another)")
        jax = next((p for p in captured["pins"] if p.startswith("jax==")), f"jax=={jaxlib}")
        return XlaBuild((jax, f"jaxlib=={jaxlib}"), f"jaxlib-{jaxlib}",
                        f"the one torch_xla {captured['torch_xla']} ships ({captured['pins_from']})")
    m = re.fullmatch(r"(?:jaxlib\s*==\s*)?([0-9][0-9A-Za-z.+\-]*)", v)
    if not m:
        raise CaptureError(f"--xla {value!r}: expected matched, current, jaxlib==X or a release X")
    return release_build(m.group(1), f"--xla {v}")
