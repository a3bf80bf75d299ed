"""Loader and declared schema of the findings registry (``kitlib/findings/*.toml``).

A file holds one finding (keys below, :data:`SCHEMA`). A bad entry is refused
with :class:`~kitlib.errors.KitError` ``<file>: <key>: <reason>`` (the CLI
prints ``kit: <file>: <key>: <reason>`` and exits 2); unknown keys are refused
too, so a typo never silently drops a value.

Agreement rules (``rule``):

- ``exact``: measured == published, for every quantity.
- ``band``: ``|measured / published - 1| <= band`` (``band`` in the file, or
  set by the recipe from the noise it measured).
- ``direction``: measured and published lie on the same side of 1 (ratios).
- ``qualitative``: no number can agree (another GPU, another era); the recipe
  shows the mechanism, and ``agrees`` is ``"qualitative"``.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import KitError

RULES = ("exact", "band", "direction", "qualitative")

#: key -> (python type(s), required, what it holds); tables are checked by their own entry below
SCHEMA: dict[str, tuple[tuple[type, ...], bool, str]] = {
    "id": ((str,), True, "finding id, the file name without .toml"),
    "title": ((str,), True, "one line: what was found"),
    "rule": ((str,), True, f"agreement rule, one of {', '.join(RULES)}"),
    "band": ((float, int), False, "for rule 'band': the largest |measured / published - 1| that agrees"),
    "recipe": ((str,), True, "name of the recipe in kitlib.repro.recipes.RECIPES"),
    "quantity": ((str,), True, "the quantity the kit measures"),
    "computed_by": ((str,), True, "the kit function(s) that compute it"),
    "expected_difference": ((str,), True, "why a difference is expected (hardware, version drift)"),
    "source": ((dict,), True, "table: citation, url"),
    "setting": ((dict,), True, "table: hardware, versions of the published measurement"),
    "workload": ((dict,), True, "table: program or model, backend, configs, parameters of the recipe"),
    "published": ((list,), True, "array of tables: quantity, value, unit (and keys naming the point, e.g. model, threads)"),
}
TABLE_KEYS: dict[str, tuple[str, ...]] = {
    "source": ("citation", "url"),
    "setting": ("hardware", "versions"),
    "workload": ("backend",),
}
PUBLISHED_KEYS = ("quantity", "value", "unit")


@dataclass(frozen=True)
class Finding:
    """One registry entry (the file's keys as attributes; ``path`` the file read)."""

    id: str
    title: str
    rule: str
    recipe: str
    quantity: str
    computed_by: str
    expected_difference: str
    source: dict[str, Any]
    setting: dict[str, Any]
    workload: dict[str, Any]
    published: list[dict[str, Any]]
    path: Path
    band: float | None = None

    def value(self, quantity: str, **match: Any) -> Any:
        """The published value of ``quantity`` at the point ``match`` (e.g. ``model="bert-base"``).

        Raises:
            KitError: no published entry, or more than one, matches.
        """
        hits = [p["value"] for p in self.published if p["quantity"] == quantity and all(p.get(k) == v for k, v in match.items())]
        if len(hits) != 1:
            raise KitError(f"{self.path}: published: {len(hits)} entries for {quantity} {match or ''}".rstrip())
        return hits[0]

    def summary(self) -> dict[str, Any]:
        """``{"finding", "title", "source", "published"}`` (what ``kit reproduce --list --json`` prints)."""
        return {"finding": self.id, "title": self.title, "source": dict(self.source), "published": [dict(p) for p in self.published]}


def registry_dir() -> Path:
    """The folder of the shipped findings (this package)."""
    return Path(__file__).resolve().parent


def _bad(path: Path, key: str, reason: str) -> KitError:
    return KitError(f"{path}: {key}: {reason}")


def load_finding(path: str | Path) -> Finding:
    """Read and check one finding file.

    Raises:
        KitError: ``<file>: <key>: <reason>``: TOML that does not parse, a missing or
            unknown key, a value of the wrong type, an unknown rule, an id that is not the file name.
    """
    p = Path(path)
    try:
        data = tomllib.loads(p.read_text(encoding="utf-8"))
    except OSError as e:
        raise KitError(f"{p}: cannot read: {e.strerror or e}") from e
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise KitError(f"{p}: not TOML: {e}") from e
    for key in data:
        if key not in SCHEMA:
            raise _bad(p, key, f"unknown key (known: {', '.join(SCHEMA)})")
    for key, (types, required, what) in SCHEMA.items():
        if key not in data:
            if required:
                raise _bad(p, key, f"missing ({what})")
            continue
        if not isinstance(data[key], types) or isinstance(data[key], bool):
            raise _bad(p, key, f"wants {' or '.join(t.__name__ for t in types)}, got {type(data[key]).__name__} ({what})")
    for table, keys in TABLE_KEYS.items():
        for k in keys:
            if not isinstance(data[table].get(k), str) or not data[table][k].strip():
                raise _bad(p, f"{table}.{k}", "missing or not a non-empty string")
    if data["id"] != p.stem:
        raise _bad(p, "id", f"{data['id']!r} is not the file name {p.stem!r}")
    if data["rule"] not in RULES:
        raise _bad(p, "rule", f"{data['rule']!r} is not one of {', '.join(RULES)}")
    if data["rule"] == "band" and "band" in data and not data["band"] > 0:
        raise _bad(p, "band", "must be > 0")
    if not data["published"]:
        raise _bad(p, "published", "empty: a finding needs at least one published value")
    for i, entry in enumerate(data["published"]):
        if not isinstance(entry, dict):
            raise _bad(p, f"published[{i}]", "not a table")
        for k in PUBLISHED_KEYS:
            if k not in entry:
                raise _bad(p, f"published[{i}].{k}", "missing")
        if not isinstance(entry["value"], (int, float, str)) or isinstance(entry["value"], bool):
            raise _bad(p, f"published[{i}].value", f"wants a number or a string, got {type(entry['value']).__name__}")
        if not isinstance(entry["unit"], str):
            raise _bad(p, f"published[{i}].unit", "wants a string")
    return Finding(
        id=data["id"], title=data["title"], rule=data["rule"], recipe=data["recipe"], quantity=data["quantity"],
        computed_by=data["computed_by"], expected_difference=data["expected_difference"], source=data["source"],
        setting=data["setting"], workload=data["workload"], published=data["published"], path=p,
        band=float(data["band"]) if "band" in data else None,
    )


def load_findings(folder: str | Path | None = None) -> dict[str, Finding]:
    """Every ``*.toml`` of ``folder`` (default: the shipped registry), by id, sorted by file name.

    Raises:
        KitError: a bad entry (see :func:`load_finding`), or a folder with no findings.
    """
    d = Path(folder) if folder is not None else registry_dir()
    if not d.is_dir():
        raise KitError(f"{d}: no such folder")
    files = sorted(d.glob("*.toml"))
    if not files:
        raise KitError(f"{d}: no findings (*.toml)")
    return {f.stem: load_finding(f) for f in files}


def finding(finding_id: str, folder: str | Path | None = None) -> Finding:
    """One finding of the registry by id.

    Raises:
        KitError: no such finding (the known ids are named).
    """
    d = Path(folder) if folder is not None else registry_dir()
    p = d / f"{finding_id}.toml"
    if not p.is_file():
        known = sorted(f.stem for f in d.glob("*.toml"))
        raise KitError(f"no finding {finding_id!r} (known: {', '.join(known)})")
    return load_finding(p)
