"""The notebooks are built from their sources, and the public names they call all resolve.

Each ``notebooks/<name>.ipynb`` must equal ``scripts/make_notebook.py`` run on
``notebooks/src/<name>.py`` (cell ids aside: nbformat draws them at random),
so a notebook is edited as text and the committed file never drifts.
"""
from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import nbformat
import pytest

import kitlib

REPO = Path(__file__).resolve().parents[1]
SOURCES = sorted((REPO / "notebooks" / "src").glob("*.py"))


def _builder():
    spec = importlib.util.spec_from_file_location("make_notebook", REPO / "scripts" / "make_notebook.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.build


def _cells(nb: nbformat.NotebookNode) -> list[tuple[str, str, dict]]:
    return [(c.cell_type, c.source, dict(c.metadata)) for c in nb.cells]


def test_every_notebook_has_a_source() -> None:
    assert {p.stem for p in SOURCES} == {p.stem for p in (REPO / "notebooks").glob("*.ipynb")}
    assert len(SOURCES) >= 3


@pytest.mark.parametrize("src", SOURCES, ids=lambda p: p.stem)
def test_notebook_equals_the_build_of_its_source(src: Path) -> None:
    built = _builder()(src.read_text())
    disk = nbformat.read(str(REPO / "notebooks" / f"{src.stem}.ipynb"), as_version=4)
    assert _cells(disk) == _cells(built), f"rebuild: python scripts/make_notebook.py {src.relative_to(REPO)} notebooks/{src.stem}.ipynb"
    assert disk.metadata.get("kernelspec") == built.metadata["kernelspec"]


@pytest.mark.parametrize("src", SOURCES, ids=lambda p: p.stem)
def test_notebooks_call_only_public_names(src: Path) -> None:
    tree = ast.parse(src.read_text())
    used = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "kit"}
    assert used and used <= set(kitlib.__all__), sorted(used - set(kitlib.__all__))


def test_every_public_name_resolves() -> None:
    for name in kitlib.__all__:
        assert getattr(kitlib, name) is not None, name
    assert sorted(dir(kitlib)) == sorted(kitlib.__all__)


def test_type_checking_block_names_every_public_name() -> None:
    """IDEs and mypy see the public names through ``if TYPE_CHECKING:`` imports; they must match ``_EXPORTS``."""
    tree = ast.parse((REPO / "kitlib" / "__init__.py").read_text())
    block = next(n for n in tree.body if isinstance(n, ast.If) and ast.unparse(n.test) == "TYPE_CHECKING")
    seen = {}
    for node in block.body:
        assert isinstance(node, ast.ImportFrom)
        for a in node.names:
            seen[a.name] = "kitlib." + (node.module or "")
    assert seen == kitlib._EXPORTS
