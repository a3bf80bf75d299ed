"""The CANDIDATES file and what a candidate's command prints.

One build per line, in order: a label, whitespace, then a shell command (the
rest of the line) that runs the benchmark in that build and prints
``throughput=<number>`` (optionally ``compile_time_s=<number>``) or a JSON
object with a numeric ``throughput``. Blank lines and lines starting with
``#`` are skipped.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from ..capture.envs import requirement_name
from ..errors import KitError, ParseError

_LABEL = re.compile(r"^[A-Za-z0-9][\w.+\-]*$")
_VALUE = re.compile(r"(?:^|[\s,;])(throughput|compile_time_s)\s*[=:]\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)")


@dataclass(frozen=True)
class Candidate:
    """One build: its position in the ordered list, label and command; ``pins``: a build from package pins
    (:mod:`.envs`), whose ``command`` only describes it (the program runs under the probe in its environment)."""

    index: int
    label: str
    command: str
    pins: tuple[str, ...] = ()


def labelled_lines(path: str | Path, what: str) -> list[tuple[int, str, str]]:
    """(line number, label, rest) of each build line of a file of builds, in order: a label, whitespace, then
    ``what``; blank lines and lines starting with ``#`` skipped.

    Raises:
        ParseError: a line without its ``what``, a label that is not a plain name (letters, digits, ``._+-``),
            a repeated label, or fewer than two builds.
    """
    p = Path(path)
    try:
        lines = p.read_text().splitlines()
    except OSError as e:
        raise ParseError(p, None, f"cannot read ({e.strerror})") from None
    except UnicodeDecodeError as e:
        raise ParseError(p, p.read_bytes().count(b"\n", 0, e.start) + 1, "not UTF-8 text: a candidates file is text") from None
    out: list[tuple[int, str, str]] = []
    seen: dict[str, int] = {}
    for i, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split(None, 1)
        if len(parts) < 2:
            raise ParseError(p, i, f"expected a label, whitespace, then {what}", line)
        label, rest = parts
        if not _LABEL.match(label):
            raise ParseError(p, i, "a label is letters, digits and ._+- (it names a folder)", label)
        if label in seen:
            raise ParseError(p, i, f"label {label!r} repeats line {seen[label]}", label)
        seen[label] = i
        out.append((i, label, rest))
    if len(out) < 2:
        raise ParseError(p, None, f"{len(out)} build(s): a bisect needs at least two")
    return out


def read_candidates(path: str | Path) -> list[Candidate]:
    """Read a CANDIDATES file.

    Raises:
        ParseError: as :func:`labelled_lines`.
    """
    return [Candidate(k, label, command) for k, (_, label, command) in enumerate(labelled_lines(path, "a command"))]


def parse_output(stdout: str) -> dict[str, float]:
    """``throughput`` (and ``compile_time_s`` when printed) from a command's output; the last value printed wins.

    Returns an empty dict when the output holds no throughput.
    """
    found: dict[str, float] = {}
    for line in stdout.splitlines():
        s = line.strip()
        if s.startswith("{") and s.endswith("}"):
            try:
                obj = json.loads(s)
            except json.JSONDecodeError:
                obj = None
            if isinstance(obj, dict):
                for k in ("throughput", "compile_time_s"):
                    if isinstance(obj.get(k), (int, float)) and not isinstance(obj.get(k), bool):
                        found[k] = float(obj[k])
                continue
        for k, v in _VALUE.findall(s):
            found[k] = float(v)
    return found if "throughput" in found else {}


@dataclass(frozen=True)
class Build:
    """One build: its label (a folder name) and its pip requirements."""

    label: str
    pins: tuple[str, ...]


def builds_from_versions(template: str, versions: list[str]) -> list[Build]:
    """``--pins "jax=={v} jaxlib=={v}" --versions 0.4.31,0.4.33``: one build per version, labelled by it.

    Raises:
        KitError: a template without ``{v}``, no versions, or a version that repeats.
    """
    if "{v}" not in template:
        raise KitError(f"--pins {template!r}: write the version as {{v}} (e.g. \"jax=={{v}} jaxlib=={{v}}\")")
    vs = [v.strip() for v in versions if v.strip()]
    if len(vs) < 2:
        raise KitError(f"--versions: {len(vs)} version(s): a bisect needs at least two")
    if len(set(vs)) != len(vs):
        raise KitError(f"--versions: {', '.join(sorted({v for v in vs if vs.count(v) > 1}))} repeated")
    for v in vs:
        if not re.fullmatch(r"[A-Za-z0-9][\w.+\-]*", v):
            raise KitError(f"--versions: {v!r} is not a plain version (letters, digits and ._+-)")
    return [Build(v, tuple(template.replace("{v}", v).split())) for v in vs]


def read_builds(path: str | Path) -> list[Build]:
    """A builds file: one build per line, in order, ``<label> <requirement> [<requirement> ...]``
    (``#`` comments and blank lines skipped).

    Raises:
        ParseError: as :func:`kitlib.bisect.candidates.labelled_lines`, or a requirement that is not one.
    """
    out = []
    for i, label, rest in labelled_lines(path, "the build's requirements (jax==0.4.31 jaxlib==0.4.31)"):
        pins = tuple(rest.split("#", 1)[0].split())
        for pin in pins:
            try:
                requirement_name(pin)
            except KitError:
                raise ParseError(Path(path), i, "not a pip requirement", pin) from None
        out.append(Build(label, pins))
    return out
