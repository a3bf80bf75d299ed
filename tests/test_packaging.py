"""environment.yml and pyproject.toml pin the same packages; the CLI is wired."""
from __future__ import annotations

import re
import sys
from pathlib import Path

from .conftest import REPO, run_kit

sys.path.insert(0, str(REPO / "scripts"))
from pins import pins  # noqa: E402


def _env_yml_pins(path: Path) -> tuple[str, list[str]]:
    python, pip = "", []
    for line in path.read_text().splitlines():
        m = re.match(r"^\s+- python=(\S+)$", line)
        if m:
            python = m.group(1)
        m = re.match(r"^\s+- ([A-Za-z0-9_.\-\[\]]+==\S+)$", line)
        if m:
            pip.append(m.group(1))
    return python, sorted(pip, key=str.lower)


def test_environment_yml_matches_pyproject() -> None:
    python, yml = _env_yml_pins(REPO / "environment.yml")
    assert python == "3.11"
    assert yml == pins(REPO)
    assert "torch==2.9.0" in yml and "torch_xla==2.9.0" in yml


def test_readme_commands_are_the_makefile_targets() -> None:
    readme = (REPO / "README.md").read_text()
    first_block = readme.split("```bash", 1)[1].split("```", 1)[0]
    commands = [line.split("#")[0].strip() for line in first_block.strip().splitlines()]
    assert commands == ["make report", "make test"]
    ci = (REPO / ".ci" / "run").read_text()
    assert ci.strip().splitlines()[-1] == "make test"


def test_kit_help_lists_subcommands() -> None:
    """Every subcommand the CLI declares is listed by ``kit --help`` and answers its own ``--help``."""
    from kitlib.cli import SUBCOMMANDS

    out = run_kit("--help").stdout
    listed = set(re.findall(r"^\s{2,}(\w+)\s", out, flags=re.M)) | set(re.findall(r"\{([\w,]+)\}", out)[0].split(",") if "{" in out else [])
    names = [m.rsplit(".", 1)[1] for m in SUBCOMMANDS]
    assert len(names) == 13
    missing = [n for n in names if n not in listed]
    assert not missing, f"kit --help does not list {missing}:\n{out}"


def test_every_extra_is_pinned_and_in_environment_yml() -> None:
    import tomllib

    extras = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    _, yml = _env_yml_pins(REPO / "environment.yml")
    assert "ray" in extras
    for name, deps in extras.items():
        for dep in deps:
            assert re.fullmatch(r"[A-Za-z0-9_.\-\[\]]+==[0-9][^\s,;<>=]*", dep), f"[{name}] {dep}: not an exact pin"
            assert dep in yml, f"[{name}] {dep} missing from environment.yml"
