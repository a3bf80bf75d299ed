"""Finding LLVM's own command-line tools (llvm-split, opt, llc, llvm-link, ...).

Debian/Ubuntu install them with a version suffix (``opt-19``) and point the
plain names at one version (here: LLVM 14). The lab needs one *consistent*
set, so :func:`find_llvm_tools` picks the newest version for which every
required tool exists, falling back to the plain names on PATH, and says
which it used; when something is missing the ToolError names it and says
how to install it.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ..errors import ToolError

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
