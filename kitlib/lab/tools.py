"""Finding and running LLVM's own command-line tools (llvm-split, opt, llc, llvm-link, ...).

Debian/Ubuntu install them with a version suffix (``opt-19``) and point the
plain names at one version (here: LLVM 14). The lab needs one *consistent*
set, so :func:`find_llvm_tools` picks the newest version for which every
required tool exists, falling back to the plain names on PATH, and says
which it used; when something is missing the ToolError names it and says
how to install it.

Running them: :func:`run_tool` (one line naming the tool on failure),
:func:`assemble` (text IR to bitcode, rewriting syntax newer than the
installed LLVM), :func:`link_modules`, :func:`split_module` (``llvm-split
--preserve-locals --round-robin``, XLA's way of cutting a module),
:func:`disassemble` and :func:`compile_module` (``opt -O3`` then ``llc``).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..dumps.llvm_ir import downgrade_for_llvm19
from ..errors import ParseError, ToolError

REQUIRED = ("llvm-split", "opt", "llc", "llvm-link", "llvm-as", "llvm-dis")
VERSIONS = tuple(range(25, 13, -1))  # newest first
INSTALL_HINT = "apt-get install -y llvm-19"
ENV_VERSION = "KIT_LLVM_VERSION"  # pin a major version, e.g. 19


@dataclass(frozen=True)
class LlvmTools:
    """A consistent set of LLVM tools.

    Attributes:
        major: the LLVM major version (None when only unversioned names were found).
        paths: tool name ("opt") -> absolute path ("/usr/bin/opt-19").
        versions: tool name -> full version string reported by ``--version`` ("19.1.7").
    """

    major: int | None
    paths: dict[str, str] = field(default_factory=dict)
    versions: dict[str, str] = field(default_factory=dict)

    def __getitem__(self, tool: str) -> str:
        try:
            return self.paths[tool]
        except KeyError:
            raise ToolError(f"{tool} was not looked up (internal); have {sorted(self.paths)}") from None

    def describe(self) -> dict[str, str]:
        """tool -> "path (version)", for reports and --json."""
        return {t: f"{p} ({self.versions.get(t, '?')})" for t, p in self.paths.items()}


def tool_version(path: str) -> str:
    """The ``LLVM version X.Y.Z`` a tool reports, or "unknown".

    Raises:
        ToolError: the tool cannot be run at all.
    """
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30)
    except OSError as e:
        raise ToolError(f"cannot run {path}: {e.strerror}") from e
    m = re.search(r"LLVM version (\d+\.\d+\.\d+\S*)", out.stdout + out.stderr)
    return m.group(1) if m else "unknown"


def find_llvm_tools(required: Sequence[str] = REQUIRED, version: int | None = None) -> LlvmTools:
    """The newest LLVM version that has every ``required`` tool, else the plain names.

    ``version`` (or the environment variable KIT_LLVM_VERSION) pins a major
    version: then only ``<tool>-<version>`` (or a plain tool reporting that
    version) is accepted.

    Raises:
        ToolError: a required tool is missing; the message names the missing
            tools, the names looked for and the install command.
    """
    if version is None and os.environ.get(ENV_VERSION):
        version = int(os.environ[ENV_VERSION])
    candidates: Iterable[int] = (version,) if version is not None else VERSIONS
    for v in candidates:
        paths = {t: shutil.which(f"{t}-{v}") for t in required}
        if all(paths.values()):
            found = {t: str(p) for t, p in paths.items()}
            return LlvmTools(v, found, {t: tool_version(p) for t, p in found.items()})
    plain = {t: shutil.which(t) for t in required}
    if all(plain.values()):
        found = {t: str(p) for t, p in plain.items()}
        versions = {t: tool_version(p) for t, p in found.items()}
        majors = {v.split(".")[0] for v in versions.values()}
        major = int(next(iter(majors))) if len(majors) == 1 and next(iter(majors)).isdigit() else None
        if version is None or major == version:
            return LlvmTools(major, found, versions)
    missing = [t for t in required if not plain.get(t) and not any(shutil.which(f"{t}-{v}") for v in candidates)]
    wanted = f"version {version}" if version is not None else "one LLVM version"
    what = ", ".join(missing) if missing else "a consistent set of " + ", ".join(required)
    raise ToolError(f"LLVM tools not found for {wanted}: {what} (looked for <tool>-N and <tool> on PATH); install with: {INSTALL_HINT}")


# ----------------------------------------------------------------------------- running them


def run_tool(tool: str, args: Sequence[str], what: str) -> subprocess.CompletedProcess:
    """Run one tool; ``what`` names its input in the error.

    Raises:
        ToolError: the tool cannot be started, or exits non-zero (one line: the
            tool, ``what``, and its first stderr line mentioning an error).
    """
    try:
        out = subprocess.run([tool, *args], capture_output=True, text=True)
    except OSError as e:
        raise ToolError(f"cannot run {tool}: {e.strerror}") from e
    if out.returncode != 0:
        msg = next((ln for ln in out.stderr.splitlines() if "error" in ln.lower()), out.stderr.strip().splitlines()[0] if out.stderr.strip() else f"exit {out.returncode}")
        raise ToolError(f"{Path(tool).name} failed on {what}: {msg.strip()}")
    return out


def _llvmlite_accepts(text: str) -> bool | None:
    """True/False: llvmlite's (newer) LLVM parses the text; None: llvmlite unavailable."""
    try:
        import llvmlite.binding as llvm
    except ImportError:
        return None
    try:
        llvm.parse_assembly(text)
    except RuntimeError:
        return False
    return True


def _try_as(text: str, out_bc: Path, tools: LlvmTools) -> str | None:
    """None on success, else llvm-as's error text."""
    out = subprocess.run([tools["llvm-as"], "-", "-o", str(out_bc)], input=text, capture_output=True, text=True)
    return None if out.returncode == 0 else (out.stderr.strip().splitlines() or ["llvm-as failed"])[0]


def assemble(src: Path, out_bc: Path, tools: LlvmTools, flag_rewrites: bool = False) -> list[str]:
    """``llvm-as`` a text module into bitcode, downgrading newer syntax if needed.

    ``flag_rewrites``: set module flags with behaviour 1 (error on different
    values) to 2 (warning) so llvm-link can merge XLA:CPU kernel modules
    (their ``xla_dylib_index`` and ``xla_backend_extra_options`` differ).

    Returns:
        The rewrites applied (names, with counts).

    Raises:
        ParseError: the installed LLVM cannot parse the IR even after the downgrades.
    """
    if src.suffix == ".bc":
        shutil.copyfile(src, out_bc)
        return []
    text = src.read_text(encoding="utf-8", errors="replace")
    used: list[str] = []
    if flag_rewrites:
        keys = re.findall(r'^!\d+\s*=\s*!\{i32 1, !"([^"]+)"', text, re.M)
        text = re.sub(r'^(!\d+\s*=\s*!\{i32 )1(, !")', r"\g<1>2\2", text, flags=re.M)
        used += [f"module flag {k}: behaviour error -> warning, for linking" for k in keys]
    first = _try_as(text, out_bc, tools)
    if first is None:
        return used
    down, names = downgrade_for_llvm19(text)
    if names and _try_as(down, out_bc, tools) is None:
        return used + names
    newer = _llvmlite_accepts(text)
    ver = tools.versions.get("llvm-as", "?")
    m = re.search(r":(\d+):\d+: error: (.*)", first)
    line = int(m.group(1)) if m else None
    reason = m.group(2) if m else first
    hint = " (valid IR for llvmlite's newer LLVM: newer syntax; install a newer llvm-N)" if newer else ""
    raise ParseError(src, line, f"LLVM {ver} cannot parse this IR: {reason}{hint}")


def link_modules(paths: Sequence[str | Path], out_bc: str | Path, tools: LlvmTools | None = None) -> list[str]:
    """Link several modules (e.g. XLA:CPU kernel modules) into one bitcode file with ``llvm-link``.

    Module flags with behaviour "error" (``xla_dylib_index``, which differs per
    kernel module and would make llvm-link fail) are set to "warning" first.
    Returns the rewrites/downgrades applied.

    Raises:
        ToolError: tools missing or llvm-link failed; ParseError: an input the
            installed LLVM cannot parse.
    """
    tools = tools or find_llvm_tools()
    out_bc = Path(out_bc)
    used: set[str] = set()
    with tempfile.TemporaryDirectory(prefix="kit-link-") as tmp:
        bcs = []
        for i, p in enumerate(paths):
            bc = Path(tmp) / f"in{i}.bc"
            for u in assemble(Path(p), bc, tools, flag_rewrites=True):
                used.add(re.sub(r" \(\d+x\)$", "", u))
            bcs.append(str(bc))
        run_tool(tools["llvm-link"], [*bcs, "-o", str(out_bc)], f"{len(bcs)} modules")
    return sorted(used)


def disassemble(bc: Path, out_ll: Path, tools: LlvmTools) -> Path:
    """``llvm-dis`` bitcode into text IR; returns ``out_ll``."""
    run_tool(tools["llvm-dis"], [str(bc), "-o", str(out_ll)], bc.name)
    return out_ll


def split_module(bc: Path, parts: int, prefix: Path, tools: LlvmTools) -> list[Path]:
    """Cut a module like XLA did: ``llvm-split -j N --preserve-locals --round-robin``.

    Returns:
        The parts' bitcode files ``<prefix>0``, ``<prefix>1``, ... in order
        (llvm-split may write fewer than ``parts``).
    """
    run_tool(tools["llvm-split"], ["-j", str(parts), "--preserve-locals", "--round-robin", "-o", str(prefix), str(bc)], bc.name)
    out: list[Path] = []
    while (p := prefix.parent / f"{prefix.name}{len(out)}").exists():
        out.append(p)
    return out


def compile_module(src: Path, stem: Path, target: str, mcpu: str | None, tools: LlvmTools) -> tuple[Path, Path, float]:
    """``opt -O3`` then ``llc -O3 -march=<target>`` one module.

    Writes ``<stem>.opt.ll`` and ``<stem>.ptx`` (nvptx64) or ``<stem>.s`` (x86-64).

    Returns:
        (optimised IR file, assembly file, wall seconds of both tools).
    """
    t0 = time.perf_counter()
    opt_ll = stem.parent / f"{stem.name}.opt.ll"
    asm = stem.parent / f"{stem.name}{'.ptx' if target == 'nvptx64' else '.s'}"
    run_tool(tools["opt"], ["-O3", str(src), "-S", "-o", str(opt_ll)], src.name)
    cpu = [f"-mcpu={mcpu}"] if mcpu else []
    run_tool(tools["llc"], [f"-march={target}", *cpu, "-O3", str(opt_ll), "-o", str(asm)], opt_ll.name)
    return opt_ll, asm, time.perf_counter() - t0
