"""The ``kit`` command: one module per subcommand, one error policy.

    kit sweep [--model bert-base|bert-tiny] [--mode infer|train] [--split-counts 1,8,32]
              [--xla-flags "..."] [--config SPEC.toml] [--out RUN] [--steps 20] ...
    kit report RUN [--notebook NB] [--html OUT]
    kit parse FILE [--format csv|json]
    kit index FOLDER [--parse] [--format csv|json]
    kit lab split MODULE.ll|FOLDER --parts N [--fix] [--json] ...
    kit reproduce [ID ...] [--list] [--json] [--out DIR]
    kit passes A B [--kernel K] [--json] [--html OUT] [--confirm] / kit passes RUN

Adding a subcommand: write one module with a ``register(sub)`` function that
adds its parser to ``sub`` (an argparse subparsers object) and sets
``func`` (``args -> exit status``, named ``_cmd_<subcommand>``) with ``set_defaults``, then add the
module's name to ``SUBCOMMANDS`` below (one line). A handler raises
:class:`~kitlib.errors.KitError` (or ``ParseError``, ``ToolError``,
``CaptureError``) for bad input and never prints errors itself.

The error policy (:func:`main`), the same for every subcommand: bad input
prints exactly one line on stderr, ``kit: <path>:<line>: <reason>`` (a
``ParseError``) or ``kit: <reason>``, and exits 2; so do argparse's usage
errors. Any other exception (a bug, or bad input the kit did not foresee)
prints one line naming the input and the exception type, also exit 2;
``KIT_DEBUG=1`` in the environment re-raises it with its traceback. Ctrl-C
exits 130; a closed stdout (``kit index DIR | head``) exits 0. Control characters (a name from a dump holding
ESC sequences) are written as ``\\xNN`` in the error line, and in the output while stdout is a terminal.
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TextIO

from ..errors import KitError

#: the modules that each add one subcommand (``register(sub)``), in ``kit --help`` order
SUBCOMMANDS: tuple[str, ...] = (
    "kitlib.cli.sweep",
    "kitlib.cli.replay",
    "kitlib.cli.report",
    "kitlib.cli.parse",
    "kitlib.cli.index",
    "kitlib.cli.lab",
    "kitlib.cli.compare",
    "kitlib.cli.diff",
    "kitlib.cli.passes",
    "kitlib.cli.transfers",
    "kitlib.cli.grep",
    "kitlib.cli.bisect",
    "kitlib.cli.reproduce",
)

#: environment switch: re-raise unexpected exceptions (with their traceback) instead of one line
DEBUG_ENV = "KIT_DEBUG"
#: the longest error line printed (a spec with 10,000 config names should not print them all)
MAX_LINE = 1000
#: args attributes naming a subcommand's input, in the order looked at for the error line
_INPUT_ARGS = ("file", "folder", "run", "module", "config")


class KitArgumentParser(argparse.ArgumentParser):
    """argparse with the kit's error policy: a usage error is one ``kit: ...`` line, exit 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        cmd = self.prog.removeprefix("kit").strip()
        self.exit(2, one_line(f"{cmd + ': ' if cmd else ''}{message} (see {self.prog} --help)") + "\n")


def build_parser() -> argparse.ArgumentParser:
    """The ``kit`` parser with every module of :data:`SUBCOMMANDS` registered."""
    parser = KitArgumentParser(prog="kit", description="Capture, parse and compare what XLA's compiler writes.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in SUBCOMMANDS:
        importlib.import_module(module).register(sub)
    return parser


#: control characters a terminal acts on (C0 but tab and line feed, DEL, C1), shown as ``\xNN`` instead: a name in a
#: dump from elsewhere may hold ESC sequences that move the cursor, rewrite lines or set the clipboard (OSC 52)
_CONTROLS = {c: f"\\x{c:02x}" for c in [*range(0x20), 0x7F, *range(0x80, 0xA0)] if c not in (0x09, 0x0A)}


def printable(text: str) -> str:
    """``text`` with the control characters a terminal acts on (:data:`_CONTROLS`) as ``\\xNN``: for a line on stderr
    that holds something read from a folder (a stored failure reason, a label)."""
    return str(text).translate(_CONTROLS)


def one_line(message: str) -> str:
    """``kit: `` and the message on one line (its lines joined, cut to MAX_LINE characters)."""
    line = "kit: " + (" ".join(ln.strip() for ln in str(message).splitlines() if ln.strip()) or "error").translate(_CONTROLS)
    return line if len(line) <= MAX_LINE else line[: MAX_LINE - 3] + "..."


def _input_of(args: argparse.Namespace) -> str | None:
    for name in _INPUT_ARGS:
        value = getattr(args, name, None)
        if value is not None:
            return str(value)
    return None


def _join_flag_values(argv: list[str]) -> list[str]:
    """``--xla-flags "--xla_foo=1 --xla_bar"`` -> ``--xla-flags=--xla_foo=1 --xla_bar``: argparse
    would read a value that starts with ``--`` as another option."""
    out, i = [], 0
    while i < len(argv):
        if argv[i] == "--xla-flags" and i + 1 < len(argv) and argv[i + 1].startswith("--xla"):
            out.append(f"--xla-flags={argv[i + 1]}")
            i += 2
        else:
            out.append(argv[i])
            i += 1
    return out


class _Printable:
    """A terminal stream that writes control characters as ``\\xNN`` (:data:`_CONTROLS`); pipes and files get the
    kit's output unchanged."""

    def __init__(self, stream: TextIO):
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(text.translate(_CONTROLS))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


@contextmanager
def _printable_terminal() -> Iterator[None]:
    """stdout as :class:`_Printable` while it is a terminal (stderr keeps the progress bars' own ``\\r`` and cursor
    moves; the error line is made printable by :func:`one_line`)."""
    saved = sys.stdout
    try:
        if sys.stdout is not None and sys.stdout.isatty():
            sys.stdout = _Printable(sys.stdout)  # type: ignore[assignment]
        yield
    finally:
        sys.stdout = saved


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``kit`` with ``argv`` (default ``sys.argv[1:]``); returns the exit status."""
    with _printable_terminal():
        return _main(argv)


def _main(argv: Sequence[str] | None) -> int:
    parser = build_parser()
    words = list(sys.argv[1:] if argv is None else argv)
    rest = words[words.index("--") + 1:] if "--" in words else None  # a program's own arguments: never the kit's
    try:
        args = parser.parse_args(_join_flag_values(words if rest is None else words[:words.index("--")]))
        if rest is not None and not hasattr(args, "args"):
            parser.error(f"{args.command}: takes no program arguments after --")
    except SystemExit as e:  # --help (0) or a usage error (2, its line already printed)
        return e.code if isinstance(e.code, int) else 2
    if rest is not None:
        args.args = [*args.args, *rest]
    try:
        return int(args.func(args) or 0)
    except KitError as e:
        print(one_line(str(e)), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("kit: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `kit index DIR | head`: the reader left, nothing is wrong
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as e:  # a file that cannot be read or written: a full disk, a read-only folder
        if os.environ.get(DEBUG_ENV):
            raise
        where = str(e.filename) if e.filename is not None else _input_of(args)
        print(one_line(f"{where + ': ' if where else ''}{e.strerror or e}"), file=sys.stderr)
        return 2
    except Exception as e:
        if os.environ.get(DEBUG_ENV):
            raise
        where = _input_of(args)
        print(one_line(f"{where + ': ' if where else ''}unexpected {type(e).__name__}: {e} "
                       f"({DEBUG_ENV}=1 shows the traceback)"), file=sys.stderr)
        return 2
