"""The one-way flow, kept by reading imports: capture -> run folder -> parse -> analyse -> report.

Every ``import`` / ``from ... import`` of every module of the package is read
with :mod:`ast` (function-local imports included), resolved to a kitlib
package, and checked against the rules of the house (README, ARCHITECTURE.md).
A string naming a kitlib module (``"kitlib.capture.worker"``, ``"kitlib.x:fn"``) counts as an import of it
(``importlib``, ``python -m``, lazy exports), and ``importlib`` / ``__import__`` may load only such strings.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parents[1] / "kitlib"

#: packages that orchestrate (call capture, lab and analysis) and that no other package may import:
#: the CLI, ``repro`` (``kit reproduce``'s recipes and runner) and ``bisect`` (``kit bisect``: it runs builds through
#: capture's executors and explains change points with analysis)
ORCHESTRATORS = {"cli", "repro", "bisect"}
#: the bottom floor: modules every package may import, which import nothing of kitlib but each other
BOTTOM = {"errors", "_version", "_paths", "schema", "textio", "jax_adapter"}
#: package -> kitlib packages it must never import
FORBIDDEN = {
    # the findings registry is data (TOML + loader): analysis reads published values from it
    "findings": {"capture", "analysis", "report", "lab", "cli", "runfolder", "dumps", "timings", "repro"},
    "dumps": {"capture", "analysis", "report", "lab", "cli", "runfolder", "timings"},
    "timings": {"capture", "analysis", "report", "lab", "cli", "runfolder"},
    "runfolder": {"capture", "analysis", "report", "lab", "cli"},
    "analysis": {"capture", "report", "lab", "cli"},
    "report": {"capture", "lab", "cli"},
    "capture": {"analysis", "report", "lab", "cli"},
    "lab": {"capture", "analysis", "report", "cli"},
}
#: the one module of a package that may import a package the rest of it may not, and why
ALLOWED = {
    # the one declaration of the formats names every reader, the timing readers too (a dump folder holds traces)
    "dumps/formats.py": {"timings"},
}
#: the run-folder file names no analysis module may open itself (only through kitlib.runfolder)
RUN_FOLDER_FILES = ("manifest.json", "config.json", "result.json", "metrics.json", "replicates")


def _package(path: Path) -> str:
    """The kitlib package a module belongs to; a package's ``cli.py`` is command-line code (package ``cli``,
    moving into ``kitlib/cli/``), not a parser."""
    rel = path.relative_to(PKG)
    if rel.name == "cli.py":
        return "cli"
    return rel.parts[0].removesuffix(".py") if len(rel.parts) > 1 or rel.stem != "__init__" else ""


_MODULE_STRING = re.compile(r"kitlib(?:\.\w+)+(?::\w+)?")
#: a module run as a program inside a longer string (a command line: ``"-m kitlib.capture.envs "``)
_MODULE_RUN = re.compile(r"(?:^|\s)-m\s+(kitlib(?:\.\w+)+)")


def _imports(path: Path) -> list[tuple[int, str]]:
    """(line, absolute kitlib module) of every import in the file, of every string that is a kitlib module's name,
    and of every module a string runs with ``-m`` (a command line)."""
    tree = ast.parse(path.read_text(), str(path))
    here = list(path.relative_to(PKG.parent).with_suffix("").parts[:-1])  # the module's package
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names if a.name.split(".")[0] == "kitlib"]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[: len(here) - node.level + 1]
                mod = ".".join([*base, *(node.module.split(".") if node.module else [])])
                if not node.module:  # from . import x  /  from .. import x
                    out += [(node.lineno, f"{mod}.{a.name}") for a in node.names]
                    continue
            else:
                mod = node.module or ""
            if mod.split(".")[0] == "kitlib":
                out.append((node.lineno, mod))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if _MODULE_STRING.fullmatch(node.value):
                out.append((node.lineno, node.value.split(":")[0]))
            out += [(node.lineno, m) for m in _MODULE_RUN.findall(node.value)]
    return out


def _target(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


MODULES = sorted(p for p in PKG.rglob("*.py") if "__pycache__" not in p.parts)


def test_the_scan_sees_the_package() -> None:
    found = {(p.relative_to(PKG).as_posix(), m) for p in MODULES for _, m in _imports(p)}
    # known imports: the scan resolves relative imports of every depth
    assert ("analysis/timing.py", "kitlib.runfolder") in found
    assert ("capture/sweep.py", "kitlib.runfolder.write") in found
    assert ("report/plots.py", "kitlib.analysis.split_parts") in found
    # the orchestrating package reaches capture, lab and analysis; analysis reads the findings registry
    assert ("repro/recipes.py", "kitlib.capture.gpu_worker") in found
    assert ("repro/recipes.py", "kitlib.lab.split") in found
    assert ("analysis/published.py", "kitlib.findings") in found
    assert ("bisect/runner.py", "kitlib.capture.executor") in found and ("textio.py", "kitlib.errors") in found
    assert ORCHESTRATORS.isdisjoint(FORBIDDEN)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.relative_to(PKG).as_posix())
def test_one_way_flow(path: Path) -> None:
    pkg = _package(path)
    forbidden = FORBIDDEN.get(pkg, set()) - ALLOWED.get(path.relative_to(PKG).as_posix(), set())
    bad = [f"{path.relative_to(PKG.parent)}:{line}: {pkg} imports {mod}" for line, mod in _imports(path)
           if _target(mod) in forbidden or (_target(mod) in ORCHESTRATORS and pkg in FORBIDDEN)]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("path", sorted(PKG / f"{m}.py" for m in BOTTOM), ids=lambda p: p.name)
def test_the_bottom_floor_imports_only_the_bottom_floor(path: Path) -> None:
    # the one exception: the built-in GPU target configs are data files kept in capture/gpu_targets (no code)
    data = {("jax_adapter.py", "kitlib.capture")}
    bad = [f"{path.relative_to(PKG.parent)}:{line}: imports {mod}" for line, mod in _imports(path)
           if _target(mod) not in BOTTOM and (path.name, mod) not in data]
    assert not bad, "\n".join(bad)


def test_modules_are_loaded_by_name_only_from_strings_the_scan_reads() -> None:
    """``importlib.import_module`` / ``__import__`` take a name held in a scanned string (a constant, or a
    variable set from the constants of a table such as ``SUBCOMMANDS``), never one built at run time, except where a
    user names the module (``--model package.module:fn``)."""
    user = {"capture/models.py"}  # load_user_function: the user's own module
    found = []
    for p in MODULES:
        for n in ast.walk(ast.parse(p.read_text(), str(p))):
            if isinstance(n, ast.Call) and ast.unparse(n.func) in ("importlib.import_module", "__import__"):
                arg = n.args[0] if n.args else None
                if isinstance(arg, ast.Constant) or p.relative_to(PKG).as_posix() in user:
                    continue
                found.append(f"{p.relative_to(PKG.parent)}:{n.lineno}: {ast.unparse(n)}")
    # the two tables of module names loaded by name: the package's lazy exports and the CLI's subcommands
    assert len(found) == 2 and all(f.startswith(("kitlib/__init__.py:", "kitlib/cli/__init__.py:")) for f in found), "\n".join(found)
    scanned = {m for p in (PKG / "__init__.py", PKG / "cli" / "__init__.py") for _, m in _imports(p)}
    assert "kitlib.analysis.compare" in scanned and "kitlib.cli.diff" in scanned  # their tables are read as imports


@pytest.mark.parametrize("path", sorted((PKG / "analysis").glob("*.py")), ids=lambda p: p.name)
def test_analysis_opens_no_run_folder_file(path: Path) -> None:
    tree = ast.parse(path.read_text(), str(path))
    opened = [f"{path.name}:{n.lineno}: {n.value!r}" for n in ast.walk(tree)
              if isinstance(n, ast.Constant) and isinstance(n.value, str) and n.value in RUN_FOLDER_FILES]
    calls = [f"{path.name}:{n.lineno}: {ast.unparse(n.func)}" for n in ast.walk(tree) if isinstance(n, ast.Call)
             and isinstance(n.func, ast.Attribute) and n.func.attr in ("glob", "rglob", "read_text", "read_bytes", "open", "iterdir")]
    opened += calls + [f"{path.name}:{n.lineno}: open()" for n in ast.walk(tree)
                       if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "open"]
    imported = [f"{path.name}:{line}: {mod}" for line, mod in _imports(path)
                if mod.startswith(("kitlib.timings", "kitlib.dumps.index", "kitlib.dumps.formats"))]
    assert not opened + imported, "analysis reads the run folder itself:\n" + "\n".join(opened + imported)


#: one name per concept in the public tables (issue 8, item 3): a count of kernels is ``n_kernels``, a count of
#: processes ``n_processes``, how something ended (or a global's state in a part) ``status``
RETIRED_COLUMNS = {"kernel_count": "n_kernels", "state": "status"}
#: names that hold a list or names, never a count (a count is n_<name>)
NOT_A_COUNT = {"kernels", "processes"}


def _columns(path: Path) -> list[tuple[int, str, str]]:
    """(line, name, dtype) of every ``Column("name", "dtype", ...)`` in the file."""
    tree = ast.parse(path.read_text(), str(path))
    return [(n.lineno, n.args[0].value, n.args[1].value) for n in ast.walk(tree)
            if isinstance(n, ast.Call) and getattr(n.func, "id", getattr(n.func, "attr", None)) == "Column"
            and len(n.args) >= 2 and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in n.args[:2])]


def test_one_name_per_concept_in_the_schemas() -> None:
    cols = [(p, *c) for p in MODULES for c in _columns(p)]
    assert len(cols) > 100  # the scan sees the declared schemas
    bad = [f"{p.relative_to(PKG.parent)}:{line}: column {name!r}: use {RETIRED_COLUMNS[name]!r}"
           for p, line, name, _ in cols if name in RETIRED_COLUMNS]
    bad += [f"{p.relative_to(PKG.parent)}:{line}: column {name!r} is a count ({dtype}): use 'n_{name}'"
            for p, line, name, dtype in cols if name in NOT_A_COUNT and dtype.lower().startswith("int")]
    assert not bad, "\n".join(bad)


#: the readers and parsers an analysis never calls itself: it reads a run through Run, a path a user names through
#: kitlib.runfolder.files (which calls them)
_READING = re.compile(r"^(read_\w+|parse_folder|detect_kind|objdump_text|sniff)$")


@pytest.mark.parametrize("path", sorted((PKG / "analysis").glob("*.py")), ids=lambda p: p.name)
def test_analysis_calls_no_reader_on_a_path(path: Path) -> None:
    """No reader, parser or run-folder record reader imported into an analysis (by any name)."""
    tree = ast.parse(path.read_text(), str(path))
    bad = [f"{path.name}:{n.lineno}: {n.module}.{a.name}" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)
           and (n.module or "").lstrip(".").split(".")[0] in ("dumps", "timings", "runfolder", "kitlib")
           for a in n.names if _READING.match(a.name)]
    assert not bad, "analysis reads files itself:\n" + "\n".join(bad)


#: calls that write, move or remove files: functions of os, shutil and numpy, and the pathlib methods no other type has
_WRITES = {"os": {"replace", "rename", "link", "symlink", "remove", "unlink", "rmdir"},
           "shutil": {"copy", "copy2", "copyfile", "copytree", "move", "rmtree"}, "np": {"savez", "save"}}
_PATH_WRITES = {"write_text", "write_bytes", "symlink_to", "hardlink_to", "unlink", "rmdir", "touch"}
#: modules of capture, analysis and report that write files themselves, and why (they write no run folder)
_OWN_FILES = {
    "capture/ray_executor.py": "the task's temporary folder on a Ray node, unpacked there and packed back",
    "capture/jax_worker.py": "save_exported: a program saved for another machine (KIT_JAX_PROGRAM), not a run folder",
    "capture/trim.py": "unlink only: the dump files trim_run deletes from a copy of a run for data/",
    "capture/envs.py": "the environment cache of builds (~/.cache/kitlib/bisect-envs): a venv made by pip, a failed "
                       "one removed; not a run folder",
    "analysis/code.py": "llvm_diff: the two modules llvm-diff reads, in a temporary folder it removes",
    "capture/probe.py": "runs in a build's environment with the standard library only (runfolder imports pandas): "
                        "probe.json, which kit bisect's driver turns into result.json through runfolder.write, and the "
                        "build's defaults.json in its environment folder",
}


def _writes(tree: ast.AST) -> list[tuple[int, str]]:
    out = []
    for n in ast.walk(tree):
        if not isinstance(n, ast.Call):
            continue
        name = n.func.attr if isinstance(n.func, ast.Attribute) else n.func.id if isinstance(n.func, ast.Name) else ""
        if name == "open":  # open(path, "w") / Path.open("w"): any mode that writes
            mode = next((a.value for a in n.args[1:2] if isinstance(a, ast.Constant)), None) if isinstance(n.func, ast.Name) else \
                next((a.value for a in n.args[:1] if isinstance(a, ast.Constant)), None)
            mode = next((k.value.value for k in n.keywords if k.arg == "mode" and isinstance(k.value, ast.Constant)), mode)
            if isinstance(mode, str) and set(mode) & set("wax+"):
                out.append((n.lineno, f"open(..., {mode!r})"))
        elif isinstance(n.func, ast.Attribute) and (
                name in _PATH_WRITES or isinstance(n.func.value, ast.Name) and name in _WRITES.get(n.func.value.id, ())):
            out.append((n.lineno, ast.unparse(n.func)))
    return out


@pytest.mark.parametrize("path", sorted(p for pkg in ("capture", "analysis", "report") for p in (PKG / pkg).glob("*.py")),
                         ids=lambda p: p.relative_to(PKG).as_posix())
def test_run_folders_are_written_only_through_the_writer(path: Path) -> None:
    """Capture, analysis and report write, move and remove files only through kitlib.runfolder.write (the
    processes' own outputs, XLA's dumps and the profilers' traces, are written by those processes)."""
    rel = path.relative_to(PKG).as_posix()
    found = _writes(ast.parse(path.read_text(), str(path)))
    if rel == "capture/trim.py":
        found = [f for f in found if f[1].rsplit(".", 1)[-1] != "unlink"]
    elif rel in _OWN_FILES:
        found = []
    assert not found, f"{rel} writes files itself:\n" + "\n".join(f"{rel}:{line}: {what}" for line, what in found)


def test_the_write_scan_sees_writes() -> None:
    """The scan finds what it looks for (a scan that finds nothing passes every module)."""
    src = ("open(p, 'w')\nPath(p).open('a')\nopen(p)\np.write_text('x')\nos.replace(a, b)\nshutil.rmtree(d)\n"
           "np.savez(p)\nwith open(p, mode='wb') as f: pass\n")
    assert [w for _, w in _writes(ast.parse(src))] == [
        "open(..., 'w')", "open(..., 'a')", "p.write_text", "os.replace", "shutil.rmtree", "np.savez", "open(..., 'wb')"]
    assert _READING.match("read_hlo") and _READING.match("parse_folder") and not _READING.match("read")


def test_benchmarks_import_no_test_module() -> None:
    """Benchmarks measure the kit: they import kitlib and each other, never a test module (a harness both use lives
    in benchmarks/, as fuzz_cli_harness.py and bisect_planted.planted_candidates do)."""
    bad = []
    for path in sorted((PKG.parent / "benchmarks").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else []
            bad += [f"{path.name}:{node.lineno}: {n}" for n in names if n.split(".")[0] in ("tests", "conftest")
                    or n.split(".")[0].startswith("test_")]
    assert not bad, "\n".join(bad)
