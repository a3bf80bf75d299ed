"""The `kit` command: argument handling of `kit sweep` (no process is started) and the one error policy:
every subcommand answers bad input with exactly one `kit: ...` line on stderr and exit status 2."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from kitlib.cli import SUBCOMMANDS, _join_flag_values, build_parser, main
from kitlib.cli.sweep import spec_from_args

from .conftest import REPO, run_kit


def _spec(*argv: str):
    return spec_from_args(build_parser().parse_args(_join_flag_values(["sweep", *argv])))


def test_defaults_are_bert_base_inference_over_three_split_counts() -> None:
    s = _spec()
    assert (s.model, s.mode, s.steps, s.batch_size, s.seq_len, s.repeats) == ("bert-base", "infer", 20, 8, 128, 1)
    assert [c.name for c in s.configs] == ["split-1", "split-8", "split-32"]
    assert [c.xla_flags for c in s.configs] == [f"--xla_cpu_parallel_codegen_split_count={n}" for n in (1, 8, 32)]


def test_xla_flags_value_may_start_with_dashes() -> None:
    s = _spec("--xla-flags", "--xla_cpu_enable_fast_math=true --xla_backend_optimization_level=2", "--split-counts", "4")
    assert s.xla_flags == "--xla_cpu_enable_fast_math=true --xla_backend_optimization_level=2"
    assert [c.name for c in s.configs] == ["split-4"]


def test_a_sweep_offers_the_backends_it_runs() -> None:
    """kit bisect's probe is a backend of run folders, not of a sweep: kit sweep does not offer it (it offered it, and
    the spec refused it)."""
    choices = next(a.choices for a in build_parser()._subparsers._group_actions[0].choices["sweep"]._actions
                   if "--backend" in a.option_strings)
    from kitlib.capture.spec import BACKEND_SPECS

    assert sorted(choices) == sorted(BACKEND_SPECS) and "probe" not in choices


def test_gpu_backend_defaults_add_the_unsplit_baseline() -> None:
    s = _spec("--backend", "xla-gpu-deviceless", "--model", "bert-tiny")
    assert [c.name for c in s.configs] == ["no-split", "split-1", "split-2", "split-4", "split-8", "split-16"]
    assert s.configs[0].xla_flags == "" and "--xla_gpu_force_compilation_parallelism=16" in s.configs[-1].xla_flags


# ----------------------------------------------------------------------------- the error policy


def _kit(capsys: pytest.CaptureFixture, *argv: str) -> tuple[int, list[str]]:
    rc = main([str(a) for a in argv])
    return rc, capsys.readouterr().err.strip().splitlines()


def _spec_file(tmp: Path, body: str | bytes) -> Path:
    p = tmp / "spec.toml"
    p.write_bytes(body if isinstance(body, bytes) else body.encode())
    return p


def _not_hlo(tmp: Path) -> Path:
    (tmp / "notes.txt").write_text("not an HLO module\n")
    return tmp / "notes.txt"


def _empty(tmp: Path) -> Path:
    (tmp / "empty").mkdir(exist_ok=True)
    return tmp / "empty"


# (id, argv from tmp_path, text the line must name); argv never starts a sweep: each fails before
BAD_INPUT = [
    ("no-command", lambda t: [], "COMMAND"),
    ("unknown-command", lambda t: ["frobnicate"], "frobnicate"),
    ("sweep-bad-option", lambda t: ["sweep", "--steps", "x"], "--steps"),
    ("sweep-bad-split-counts", lambda t: ["sweep", "--split-counts", "0"], "--split-counts"),
    ("sweep-missing-spec", lambda t: ["sweep", "--config", t / "none.toml"], "none.toml"),
    ("sweep-spec-unknown-model", lambda t: ["sweep", "--config", _spec_file(t, 'model = "bert-huge"\n')], "spec.toml"),
    ("sweep-spec-cpus-not-a-list", lambda t: ["sweep", "--config", _spec_file(t, '[[configs]]\nname = "a"\ncpus = 3\n')], "spec.toml"),
    ("sweep-spec-env-not-a-table", lambda t: ["sweep", "--config", _spec_file(t, '[[configs]]\nname = "a"\nenv = "X=1"\n')], "spec.toml"),
    ("sweep-spec-configs-not-tables", lambda t: ["sweep", "--config", _spec_file(t, "configs = [1, 2]\n")], "spec.toml"),
    ("sweep-spec-latin-1", lambda t: ["sweep", "--config", _spec_file(t, b'# caf\xe9\n[[configs]]\nname = "a"\n')], "spec.toml"),
    ("report-missing-folder", lambda t: ["report", t / "none"], "none"),
    ("report-empty-folder", lambda t: ["report", _empty(t)], "empty"),
    ("parse-missing-file", lambda t: ["parse", t / "none.ll"], "none.ll"),
    ("parse-folder", lambda t: ["parse", t], "kit index"),
    ("index-missing-folder", lambda t: ["index", t / "none"], "none"),
    ("index-empty-folder", lambda t: ["index", _empty(t)], "empty"),
    ("index-parse-empty-folder", lambda t: ["index", _empty(t), "--parse"], "empty"),
    ("index-parse-missing-folder", lambda t: ["index", t / "none", "--parse"], "none"),
    ("lab-missing-module", lambda t: ["lab", "split", t / "none.ll", "--parts", "2"], ""),
    ("lab-empty-folder", lambda t: ["lab", "split", _empty(t), "--parts", "2"], ""),
    ("lab-bad-counts", lambda t: ["lab", "split", t, "--parts", "2", "--counts", "a,b"], "--counts"),
    ("lab-zero-parts", lambda t: ["lab", "split", t, "--parts", "0"], "parts"),
    ("lab-missing-subcommand", lambda t: ["lab"], "lab"),
    ("compare-missing-folder", lambda t: ["compare", t / "none-a", t / "none-b"], "none-a"),
    ("compare-empty-folder-as-run", lambda t: ["compare", _empty(t)], "empty"),
    ("diff-missing-folder", lambda t: ["diff", t / "none-a", t / "none-b"], "none-a"),
    ("diff-empty-folders", lambda t: ["diff", _empty(t), _empty(t)], "empty"),
    ("passes-missing-folder", lambda t: ["passes", t / "none-a", t / "none-b"], "none-a"),
    ("passes-no-per-pass-dumps", lambda t: ["passes", _empty(t), _empty(t)], "no per-pass HLO dumps"),
    ("passes-not-a-run", lambda t: ["passes", _empty(t)], "not a run folder"),
    ("passes-three-paths", lambda t: ["passes", t, t, t], "A B"),
    ("transfers-missing-path", lambda t: ["transfers", t / "none"], "none"),
    ("grep-bad-pattern", lambda t: ["grep", "(", t], "bad pattern"),
    ("grep-missing-path", lambda t: ["grep", "x", t / "none"], "none"),
    ("bisect-missing-candidates", lambda t: ["bisect", t / "none.txt"], "none.txt"),
    ("replay-missing-source", lambda t: ["replay", t / "none", "--out", t / "out"], "none"),
    ("replay-not-hlo", lambda t: ["replay", _not_hlo(t), "--out", t / "out"], "notes.txt: not an HLO module"),
    ("replay-empty-folder", lambda t: ["replay", _empty(t), "--out", t / "out"], "no HLO module to replay"),
    ("replay-bad-split-counts", lambda t: ["replay", t, "--split-counts", "x"], "--split-counts"),
    ("reproduce-unknown-finding", lambda t: ["reproduce", "no-such-finding", "--out", t / "out"], "no-such-finding"),
    ("reproduce-bad-registry-entry", lambda t: ["reproduce", "--list", "--registry", _bad_finding(t)], "bad.toml: rule:"),
]


def _bad_finding(t: Path) -> Path:
    """A registry folder whose one finding has an unknown agreement rule."""
    from kitlib.findings import registry_dir

    d = t / "registry"
    d.mkdir(exist_ok=True)
    text = (registry_dir() / "case2-swap-copies.toml").read_text()
    (d / "bad.toml").write_text(text.replace('id = "case2-swap-copies"', 'id = "bad"').replace('rule = "exact"', 'rule = "roughly"'))
    return d


@pytest.mark.parametrize("argv, names", [pytest.param(a, n, id=i) for i, a, n in BAD_INPUT])
def test_bad_input_is_one_kit_line_and_exit_2(tmp_path: Path, capsys, argv, names: str) -> None:
    rc, lines = _kit(capsys, *argv(tmp_path))
    assert rc == 2
    assert len(lines) == 1 and lines[0].startswith("kit: "), lines
    assert names in lines[0]
    assert "unexpected" not in lines[0]  # answered on purpose, not by the catch-all
    assert not (tmp_path / "empty").exists() or list((tmp_path / "empty").iterdir()) == []  # nothing written into it


def test_every_subcommand_is_covered_by_a_bad_input_case() -> None:
    names = {m.rsplit(".", 1)[-1].removeprefix("cli_") for m in SUBCOMMANDS}
    covered = {i.split("-", 1)[0] for i, _, _ in BAD_INPUT}
    assert names <= covered, names - covered


def test_unexpected_exception_is_one_line_naming_the_input_or_raised_with_kit_debug(tmp_path: Path, capsys, monkeypatch) -> None:
    import kitlib.cli.parse as parse_cmd

    f = tmp_path / "module_0000.m.debug_options"
    f.write_text("xla_dump_to: \"x\"\n")

    def boom(path: str, kind: str, table: str | None = None):
        raise ValueError("a reader bug")

    monkeypatch.setattr(parse_cmd, "main_table", boom)
    monkeypatch.delenv("KIT_DEBUG", raising=False)
    rc, lines = _kit(capsys, "parse", f)
    assert rc == 2 and len(lines) == 1
    assert lines[0].startswith(f"kit: {f}: unexpected ValueError: a reader bug") and "KIT_DEBUG=1" in lines[0]
    monkeypatch.setenv("KIT_DEBUG", "1")
    with pytest.raises(ValueError, match="a reader bug"):
        main(["parse", str(f)])


def test_an_error_line_is_cut_to_one_bounded_line(tmp_path: Path, capsys) -> None:
    names = "\n".join(f'[[configs]]\nname = "c{i % 3000}"' for i in range(6000))  # duplicates in a long list
    rc, lines = _kit(capsys, "sweep", "--config", _spec_file(tmp_path, names + "\n"))
    assert rc == 2 and len(lines) == 1 and len(lines[0]) <= 1000 and "unique" in lines[0]


def test_console_script_and_module_share_the_policy(tmp_path: Path) -> None:
    proc = run_kit("index", str(tmp_path / "none"), check=False)
    assert proc.returncode == 2 and proc.stderr.splitlines() == [f"kit: {tmp_path / 'none'}: no such folder"]
    import subprocess
    import sys

    env = {**os.environ, "PYTHONPATH": str(REPO)}
    mod = subprocess.run([sys.executable, "-m", "kitlib.cli", "parse", str(tmp_path / "none")], capture_output=True, text=True, env=env)
    assert mod.returncode == 2 and mod.stderr.splitlines() == [f"kit: {tmp_path / 'none'}: no such file"]


def test_the_parser_imports_no_table_library() -> None:
    """``kit --help`` and the parser of every subcommand import neither pandas nor a reader (issue 38: start-up)."""
    import subprocess
    import sys

    code = ("import sys; from kitlib.cli import build_parser; build_parser(); "
            "print(','.join(m for m in ('pandas', 'numpy', 'kitlib.dumps.formats', 'kitlib.runfolder.run') if m in sys.modules))")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO)
    assert p.returncode == 0 and p.stdout.strip() == "", p.stdout + p.stderr


def test_a_programs_own_arguments_follow_two_dashes_after_the_kits(monkeypatch, capsys) -> None:
    """``kit bisect PROGRAM.py --pins ... --versions ... -- ARGS``, as its usage says: everything after ``--`` is the
    program's (even words that look like the kit's flags); a command without program arguments refuses ``--``."""
    import kitlib.cli.bisect as cli_bisect

    seen: list = []
    monkeypatch.setattr(cli_bisect, "_cmd_bisect", lambda args: seen.append(args) or 0)
    assert main(["bisect", "train.py", "--pins", "jax=={v}", "--versions", "0.4.35,0.6.2", "--",
                 "--model", "bert-tiny", "--pins", "5"]) == 0
    assert seen[0].args == ["--model", "bert-tiny", "--pins", "5"] and seen[0].pins == "jax=={v}"
    assert main(["bisect", "train.py", "--", "--steps", "3"]) == 0 and seen[1].args == ["--steps", "3"]
    assert main(["bisect", "train.py", "--pins", "jax=={v}"]) == 0 and seen[2].args == []
    assert main(["index", "data", "--", "x"]) == 2
    assert "takes no program arguments" in capsys.readouterr().err
