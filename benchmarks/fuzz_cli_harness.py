"""Fuzzing every `kit` command with mutated real run folders (issue 29, item 7): the harness.

A case: a real run folder (``data/bert-tiny-cpu``, ``data/bert-tiny-gpu``, a replay run) copied (hard links; a
mutated file is written anew, never through the link), one mutation applied, then one command on it. Each command
runs as ``kitlib.cli.main(argv)`` in a forked child (the kit imported once, before the fork) in its own process
group, its stdout and stderr in files, under a time limit: past it the group is killed and the case is a hang.

Outcomes: ``ok`` (exit 0, or 1 where the command says "nothing found"), ``clean`` (exit 2 and exactly one line
``kit: <reason>``, not the policy's "unexpected" line, naming a file rather than ``<text>``), ``other`` (anything else: "unexpected <Exception>", a
traceback, several lines, another exit status, a signal) and ``hang``. ``other`` and ``hang`` are defects.

Used by ``tests/test_fuzz_cli.py`` (a few cases per command) and ``benchmarks/fuzz_cli.py`` (the campaign).
"""
from __future__ import annotations

import gzip
import json
import math
import multiprocessing as mp
import os
import random
import shutil
import signal
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
RUNS = {"cpu": REPO / "data" / "bert-tiny-cpu", "gpu": REPO / "data" / "bert-tiny-gpu"}


@dataclass(frozen=True)
class Outcome:
    kind: str  # ok / clean / other / hang
    returncode: int | None
    stderr: str
    seconds: float
    stdout: str = ""


# ---- running one command ----------------------------------------------------------------------------------------


def _child(argv: list[str], cwd: str, out: str, err: str) -> None:
    os.setpgrp()
    fd_out = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    fd_err = os.open(err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    os.dup2(fd_out, 1)
    os.dup2(fd_err, 2)
    import sys

    sys.stdout = open(1, "w", closefd=False)  # noqa: SIM115 - the parent's may be pytest's capture, not fd 1 and 2
    sys.stderr = open(2, "w", closefd=False)  # noqa: SIM115
    os.chdir(cwd)
    rc = 98
    try:
        from kitlib.cli import main

        rc = main(argv)
    except SystemExit as e:
        rc = e.code if isinstance(e.code, int) else 97
    except BaseException:  # noqa: BLE001 - the policy failed: recorded as the child's traceback
        import traceback

        traceback.print_exc()
        rc = 99
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(rc)


def warm() -> None:
    """Import what the commands import, once, before children are forked."""
    import kitlib.analysis.code  # noqa: F401
    import kitlib.analysis.compare  # noqa: F401
    import kitlib.cli
    import kitlib.report.diff_html  # noqa: F401

    kitlib.cli.build_parser()


def run_command(argv: list[str], cwd: Path, timeout_s: float = 60.0, ok_codes: tuple[int, ...] = (0,)) -> Outcome:
    """Run ``kit <argv>`` in a forked child (see the module docstring) and classify how it ended."""
    out, err = cwd / ".fuzz-stdout", cwd / ".fuzz-stderr"
    child = mp.get_context("fork").Process(target=_child, args=(argv, str(cwd), str(out), str(err)))
    t0 = time.monotonic()
    child.start()
    child.join(timeout_s)
    hung = child.is_alive()
    if hung:
        try:
            os.killpg(child.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        child.join(10)
    seconds = time.monotonic() - t0
    stderr = err.read_text(errors="replace") if err.exists() else ""
    stdout = out.read_text(errors="replace") if out.exists() else ""
    for f in (out, err):
        f.unlink(missing_ok=True)
    rc = child.exitcode
    if hung:
        return Outcome("hang", None, stderr[-2000:], seconds, stdout)
    lines = [ln for ln in stderr.splitlines() if ln.strip() and not _noise(ln)]
    if rc in ok_codes:
        kind = "ok"
    elif (rc == 2 and len(lines) == 1 and lines[0].startswith("kit: ") and " unexpected " not in lines[0]
          and not lines[0].startswith("kit: <text>")):  # the policy names the file, never "<text>"
        kind = "clean"
    else:
        kind = "other"
    return Outcome(kind, rc, stderr[-4000:], seconds, stdout)


def _noise(line: str) -> bool:
    """Lines other libraries print on stderr that are not the kit's (progress and warnings of a passing command)."""
    return line.startswith(("WARNING: All log messages before absl", "E0000 ", "W0000 ", "I0000 ")) or "Warning" in line


# ---- mutations -------------------------------------------------------------------------------------------------

_EXTREME = [0, -1, 0.0, -0.0, 1e-300, 1e308, math.inf, -math.inf, math.nan, 2**63, "x", None, [], {}, True]


def _json_paths(o: object, pre: tuple = ()) -> list[tuple]:
    out: list[tuple] = []
    items = o.items() if isinstance(o, dict) else enumerate(o[:3]) if isinstance(o, list) else ()
    for k, v in items:
        out += [(*pre, k), *_json_paths(v, (*pre, k))]
    return out


def _set(o: object, path: tuple, value: object) -> None:
    for k in path[:-1]:
        o = o[k]  # type: ignore[index]
    o[path[-1]] = value  # type: ignore[index]


def _bytes_mutation(data: bytes, rnd: random.Random) -> tuple[bytes, str]:
    op = rnd.choice(["truncate", "delete", "insert", "replace", "empty", "binary", "dup_line"])
    k = rnd.randrange(len(data) + 1)
    blob = rnd.choice([b"\x00", b"\xff\xfe", b"{", b"}", b"(", b"[" * 5000, b"9" * 400, b"\n", b'"', b"nan", b"-1"])
    if op == "truncate":
        return data[:k], f"truncated at {k}"
    if op == "delete":
        return data[:k] + data[k + rnd.randint(1, 64):], f"bytes deleted at {k}"
    if op == "insert":
        return data[:k] + blob + data[k:], f"{blob[:8]!r} inserted at {k}"
    if op == "replace":
        return data[:k] + blob + data[k + len(blob):], f"{blob[:8]!r} written at {k}"
    if op == "empty":
        return b"", "emptied"
    if op == "binary":
        return bytes(rnd.randrange(256) for _ in range(512)), "replaced by random bytes"
    lines = data.split(b"\n")
    i = rnd.randrange(len(lines))
    return b"\n".join(lines[:i] + [lines[i]] * rnd.randint(2, 50) + lines[i + 1:]), f"line {i + 1} repeated"


def _json_mutation(value: object, rnd: random.Random) -> tuple[object, str]:
    paths = _json_paths(value)
    if not paths:
        return rnd.choice(_EXTREME), "replaced by a scalar"
    path = rnd.choice(paths)
    op = rnd.choice(["wrong_type", "extreme", "delete", "extreme_list"])
    if op == "delete" and isinstance(path[-1], str):
        parent = value
        for k in path[:-1]:
            parent = parent[k]  # type: ignore[index]
        del parent[path[-1]]  # type: ignore[union-attr]
        return value, f"{'.'.join(map(str, path))} deleted"
    if op == "extreme_list":
        new: object = [rnd.choice(_EXTREME[:9]) for _ in range(rnd.choice([0, 1, 2, 5]))]
    else:
        new = rnd.choice(_EXTREME)
    _set(value, path, new)
    return value, f"{'.'.join(map(str, path))} = {new!r}"


def _files(run: Path) -> list[Path]:
    return sorted(p for p in run.rglob("*") if p.is_file() and not p.name.startswith((".fuzz", "report.")))


def copy_run(src: Path, dst: Path) -> Path:
    """``src`` copied to ``dst`` as hard links (a mutation writes a new file in place of one, never through it)."""
    shutil.copytree(src, dst, copy_function=os.link)
    return dst


def _write(p: Path, data: bytes) -> None:
    p.unlink(missing_ok=True)
    p.write_bytes(data)


def mutate(run: Path, rnd: random.Random, target: str | None = None) -> tuple[str, Path | None]:
    """Apply one mutation to the run folder copy ``run``: (what was done, the file it touched or None).

    ``target``: a class of file (``manifest``, ``record``, ``trace``, ``dump``, ``other``) or a removal
    (``remove``); random when None."""
    files = _files(run)
    target = target or rnd.choice(["manifest", "manifest", "record", "trace", "dump", "dump", "other", "remove"])
    if target == "remove":
        what = rnd.choice([p for p in run.rglob("*") if not p.name.startswith(".fuzz")])
        if what.is_dir():
            shutil.rmtree(what)
        else:
            what.unlink()
        return f"removed {what.relative_to(run)}", None
    pick = {
        "manifest": [p for p in files if p.name == "manifest.json"],
        "record": [p for p in files if p.suffix == ".json" and p.name != "manifest.json"],
        "trace": [p for p in files if p.name.endswith((".trace.json.gz", ".xplane.pb"))],
        "dump": [p for p in files if "dump" in p.relative_to(run).parts],
        "other": [p for p in files if p.suffix in (".txt", ".md") and "dump" not in p.relative_to(run).parts],
    }[target] or files
    p = rnd.choice(pick)
    data = p.read_bytes()
    if p.name.endswith(".gz"):
        if rnd.random() < 0.3:
            new, how = _bytes_mutation(data, rnd)
        else:
            try:
                value = json.loads(gzip.decompress(data))
            except (OSError, EOFError, ValueError):
                value = None
            if isinstance(value, dict) and isinstance(value.get("traceEvents"), list) and rnd.random() < 0.8:
                events = [e for e in value["traceEvents"] if isinstance(e, dict) and e.get("ph") == "X"] or value["traceEvents"]
                event = rnd.choice(events) if events else value
                key = rnd.choice(["dur", "ts", "name", "args", "ph", "pid", "tid"])
                bad = rnd.choice(_EXTREME)
                if isinstance(event, dict):
                    event[key] = bad
                how = f"an event's {key} = {bad!r}"
                new = gzip.compress(json.dumps(value).encode(), mtime=0)
            else:
                plain, how = _bytes_mutation(gzip.decompress(data) if value is not None else data, rnd)
                new, how = gzip.compress(plain, mtime=0), how + " (inside the gzip)"
    elif p.suffix == ".json" and rnd.random() < 0.7:
        try:
            value = json.loads(data)
        except ValueError:
            value = None
        if value is None:
            new, how = _bytes_mutation(data, rnd)
        else:
            value, how = _json_mutation(value, rnd)
            new = json.dumps(value).encode()
    else:
        new, how = _bytes_mutation(data, rnd)
    _write(p, new)
    return f"{p.relative_to(run)}: {how}", p


# ---- the commands ------------------------------------------------------------------------------------------------


def _configs(run: Path) -> list[Path]:
    return sorted(d for d in run.iterdir() if d.is_dir() and (d / "dump").is_dir()) if run.is_dir() else []


def _dump(run: Path, i: int) -> Path:
    cs = _configs(run)
    return cs[min(i, len(cs) - 1)] / "dump" if cs else run / "split-1" / "dump"


def _ir(run: Path, touched: Path | None) -> Path:
    if touched is not None and touched.suffix == ".ll":
        return touched
    found = sorted(run.rglob("*ir-with-opt.ll")) if run.is_dir() else []
    return found[0] if found else run / "missing.ll"


def make_bisect_folder(where: Path) -> Path:
    """A real bisect folder made here (``kit bisect`` of four builds whose commands echo a throughput) and its
    candidates file: ``<where>/cands.txt``, ``<where>/b1/``."""
    where.mkdir(parents=True, exist_ok=True)
    (where / "cands.txt").write_text("a echo throughput=100\nb echo throughput=101\nc echo throughput=60\nd echo throughput=61\n")
    o = run_command(["bisect", str(where / "cands.txt"), "--out", str(where / "b1"), "--repeats", "3", "--max-repeats", "6"], where)
    assert o.kind == "ok", o.stderr
    return where


def make_passes_pair(where: Path) -> Path:
    """Two real per-pass dump folders (``a/dump``, ``b/dump``: jax XLA:CPU, the second with algsimp disabled), as
    ``kit passes A B`` reads them (tests/data/passes)."""
    for side, src in (("a", "cpu-default"), ("b", "cpu-no-algsimp")):
        shutil.copytree(REPO / "tests" / "data" / "passes" / src, where / side / "dump")
    return where


def make_registry(where: Path) -> Path:
    """A copy of the shipped findings registry (its TOML files)."""
    where.mkdir(parents=True, exist_ok=True)
    for f in (REPO / "kitlib" / "findings").glob("*.toml"):
        shutil.copy2(f, where / f.name)
    return where


_SWEEP = ["--model", "bert-tiny", "--split-counts", "1,8", "--steps", "5", "--warmup", "1", "--trace-steps", "2", "--no-progress",
          "--no-report", "--timeout", "60"]  # data/bert-tiny-cpu/SOURCE.md's sweep: an intact copy resumes with nothing to do

#: command -> (argv builder: (source copy, touched file, scratch folder) -> argv, exit codes that are answers,
#: the sources it runs on: run folders (``run``), a bisect folder (``bisect``), a findings registry (``registry``),
#: two per-pass dump folders (``passes``))
COMMANDS: dict[str, tuple[Callable[[Path, Path | None, Path], list[str]], tuple[int, ...], str]] = {
    "compare": (lambda r, t, s: ["compare", str(r)], (0,), "run"),
    "compare --json": (lambda r, t, s: ["compare", str(r), "--json"], (0,), "run"),
    "diff": (lambda r, t, s: ["diff", str(_dump(r, 0)), str(_dump(r, 1)), "--html", str(s / "d.html")], (0,), "run"),
    "transfers": (lambda r, t, s: ["transfers", str(r)], (0,), "run"),
    "grep": (lambda r, t, s: ["grep", "fusion|constant", str(r)], (0, 1), "run"),
    "index --parse": (lambda r, t, s: ["index", str(_dump(r, 1)), "--parse"], (0,), "run"),
    "parse": (lambda r, t, s: ["parse", str(t if t is not None else r / "manifest.json")], (0,), "run"),
    "passes": (lambda r, t, s: ["passes", str(r / "a" / "dump"), str(r / "b" / "dump"), "--json", "--html",
                                str(s / "p.html")], (0,), "passes"),
    "passes RUN": (lambda r, t, s: ["passes", str(r)], (0,), "run"),
    "lab split": (lambda r, t, s: ["lab", "split", str(_ir(r, t)), "--parts", "2", "--workdir", str(s / "lab")], (0,), "run"),
    "bisect (resume)": (lambda r, t, s: ["bisect", str(r / "cands.txt"), "--out", str(r / "b1"), "--repeats", "3",
                                         "--max-repeats", "6"], (0,), "bisect"),
    "reproduce --list": (lambda r, t, s: ["reproduce", "--list", "--registry", str(r)], (0,), "registry"),
    "report": (lambda r, t, s: ["report", str(r)], (0,), "run"),
    "sweep (resume)": (lambda r, t, s: ["sweep", *_SWEEP, "--out", str(r)], (0,), "cpu run"),
    "replay": (lambda r, t, s: ["replay", str(r), "--out", str(s / "replayed"), "--repeats", "1", "--steps", "1", "--warmup", "0",
                                "--trace-steps", "0", "--compile-repeats", "0", "--no-progress", "--no-report",
                                "--timeout", "120"], (0,), "run"),
}
#: commands that write into the folder they are given: it is copied, never linked
WRITES = {"report", "sweep (resume)", "bisect (resume)"}
#: commands of many seconds a case (a notebook, a capture, compiles): the campaign's, not the tests'
HEAVY = {"report", "sweep (resume)", "replay"}
#: seconds before a command is a hang
TIMEOUT_S = {"report": 600.0, "sweep (resume)": 600.0, "replay": 600.0}


def fuzz_case(src: Path, command: str, seed: int, scratch: Path, target: str | None = None) -> tuple[str, Outcome]:
    """One case: ``src`` copied into ``scratch``, mutated by ``seed``, ``command`` run on it; (mutation, outcome)."""
    rnd = random.Random(seed)
    run = scratch / "run"
    if command in WRITES:
        shutil.copytree(src, run)
    else:
        copy_run(src, run)
    how, touched = mutate(run, rnd, target)
    build, ok_codes, _ = COMMANDS[command]
    outcome = run_command(build(run, touched, scratch), scratch, TIMEOUT_S.get(command, 90.0), ok_codes)
    return how, outcome


# ---- the report's cells, in-process ------------------------------------------------------------------------------


def report_cells(run_dir: Path) -> str:
    """Notebook 01's code cells as one program on ``run_dir``: the report's library calls without papermill and
    nbconvert (a few seconds where `kit report` takes ten)."""
    src = (REPO / "notebooks" / "src" / "01_sweep_report.py").read_text()
    cells = [block.partition("\n")[2] for block in src.split("# %%")[1:] if "[markdown]" not in block.partition("\n")[0]]
    return "\n".join(cells).replace('run_dir = "../data/bert-tiny-cpu"', f"run_dir = {str(run_dir)!r}")


def _cells_child(run_dir: str, err: str) -> None:
    os.setpgrp()
    rc = 0
    try:
        import warnings

        import IPython.display
        import matplotlib

        matplotlib.use("Agg")
        IPython.display.display = lambda *a, **k: None
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            exec(compile(report_cells(Path(run_dir)), "01_sweep_report", "exec"), {"__name__": "report"})
    except BaseException as e:  # noqa: BLE001 - recorded: the kit's own error is clean, any other a defect
        import traceback

        from kitlib.errors import KitError

        Path(err).write_text(f"kit: {e}" if isinstance(e, KitError) else traceback.format_exc())
        rc = 2 if isinstance(e, KitError) else 99
    finally:
        os._exit(rc)


def extreme_numbers(run: Path, rnd: random.Random) -> str:
    """Put extreme numbers (0, -1, 1e308, inf, NaN, 5e-324, none at all) into the step and compile times of the
    manifest of the run copy ``run``; what was done."""
    m = json.loads((run / "manifest.json").read_text())
    done = []
    for c in m["configs"]:
        for rec in (c, *c.get("processes", [])):
            for key in ("compile_time_s", "first_step_s", "wall_s"):
                if key in rec and rnd.random() < 0.4:
                    rec[key] = rnd.choice(_EXTREME[:9])
                    done.append(f"{c['name']}.{key}={rec[key]}")
            if rnd.random() < 0.5:
                rec["step_times_s"] = [rnd.choice([*_EXTREME[:9], 0.05]) for _ in range(rnd.choice([0, 1, 2, 5]))]
                done.append(f"{c['name']}.step_times_s={rec['step_times_s']}")
    _write(run / "manifest.json", json.dumps(m).encode())
    return "; ".join(done) or "nothing changed"


def report_cells_case(src: Path, seed: int, scratch: Path, timeout_s: float = 300.0) -> tuple[str, Outcome]:
    """Notebook 01's cells on a copy of ``src`` with extreme numbers in its manifest (:func:`extreme_numbers`)."""
    run = copy_run(src, scratch / "run")
    how = extreme_numbers(run, random.Random(seed))
    err = scratch / ".fuzz-stderr"
    child = mp.get_context("fork").Process(target=_cells_child, args=(str(run), str(err)))
    t0 = time.monotonic()
    child.start()
    child.join(timeout_s)
    if child.is_alive():
        os.killpg(child.pid, signal.SIGKILL)
        child.join(10)
        return how, Outcome("hang", None, "", time.monotonic() - t0)
    text = err.read_text() if err.exists() else ""
    kind = {0: "ok", 2: "clean"}.get(child.exitcode or 0, "other")
    return how, Outcome(kind, child.exitcode, text[-4000:], time.monotonic() - t0)
