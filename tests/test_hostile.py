"""Hostile input as a security boundary (issue 29, item 6): a run folder from elsewhere is data, never code.

The hostile run is the real bert-tiny capture of ``data/bert-tiny-cpu`` with HTML/JS put where a folder from
elsewhere can put it: a kernel's name in the trace, the optimised HLO, the buffer assignment and the LLVM IR (a
quoted LLVM name), constant globals' names, the model, machine, versions, a config's name (its folder too) and a
failed config's reason and stderr tail; dollar signs around an unknown TeX command in a kernel's and a config's
name (matplotlib's math); one kernel's code differs between the configs, so the report writes a
diff page. Every HTML page the kit writes from it is opened in headless Chromium: no script runs (each payload
adds a class to ``<body>`` when it runs) and the names are there as text. The same folder holds code the kit must
never run: a ``file.py:fn`` model, a package model, ``sitecustomize.py``, environment variables; every reading
command runs with the folder as its working directory and none of it runs. The run folder's own name is a
papermill parameter injection.
"""
from __future__ import annotations

import gzip
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from .conftest import REPO, kit_command, run_kit

SRC = REPO / "data" / "bert-tiny-cpu"
KERNEL = "add_bitcast_fusion.3.clone"
#: payloads; each adds the class kitpwned<letter> to <body> when a browser runs it
SCRIPT = "<script>document.body.classList.add`kitpwnedH`</script>"  # no space, '=', '%' or parenthesis: an HLO name
IMG = '"><img src=x onerror="document.body.classList.add(`kitpwnedI`)">'
SVG = "<svg onload=document.body.classList.add(`kitpwnedS`)>"  # no '/': a folder name
LINK = "[x](javascript:document.body.classList.add(`kitpwnedL`))"
MATH = r"$\kitmath$"  # matplotlib reads $...$ as math: an unknown command stopped every figure holding the name
RAW = re.compile(r"<script>document|<img src=x onerror|<svg onload|href=\"javascript:", re.I)
#: the marker every piece of planted code writes when it runs
MARKER = "kit-ran-planted-code"
PLANTED = f"open({MARKER!r}, 'w').close()\nimport os; open(os.path.join(os.path.dirname(os.path.abspath(__file__)), {MARKER!r}), 'w').close()\n"


def _plant_code(run: Path) -> None:
    (run / "evil.py").write_text(PLANTED + "def build():\n    pass\n")
    (run / "evilpkg").mkdir()
    (run / "evilpkg" / "__init__.py").write_text(PLANTED)
    (run / "evilpkg" / "mod.py").write_text(PLANTED + "def build():\n    pass\n")
    (run / "sitecustomize.py").write_text(PLANTED)
    (run / "usercustomize.py").write_text(PLANTED)
    (run / "pyvenv.cfg").write_text("home = /nonexistent\n")


def make_hostile_run(dst: Path) -> Path:
    """The hostile copy of data/bert-tiny-cpu at ``dst`` (see the module's docstring)."""
    shutil.copytree(SRC, dst)
    token = re.compile(r"(?<![\w.])" + re.escape(KERNEL) + r"(?![\w.])")
    for p in sorted(dst.rglob("*")):
        if p.is_file() and (p.suffix in (".txt", ".ll") or p.name.endswith(".debug_options")):
            text = p.read_text()
            if p.suffix == ".ll":
                new = text.replace(f"@{KERNEL}(", f'@"{SCRIPT}"(')
                new = re.sub(r"@(\w[\w.]*constant[\w.]*)", lambda m: f'@"{m.group(1)}{SCRIPT}"', new)
                if "split-8" in p.parts and p.name.endswith(f"{KERNEL}_kernel_module.ir-with-opt.ll"):
                    new = new.replace("7.812500e-03", "7.812600e-03", 1)  # this kernel's code differs: a diff page
            else:
                new = token.sub(SCRIPT, text)
            if new != text:
                p.write_text(new)
        elif p.name.endswith(".trace.json.gz"):
            trace = json.loads(gzip.decompress(p.read_bytes()))
            for e in trace["traceEvents"]:
                args = e.get("args") or {}
                if args.get("hlo_op") in (KERNEL, "call.39", "dot.313"):  # dot.313: the kernel with the most time
                    args["hlo_op"] = e["name"] = {KERNEL: SCRIPT, "call.39": IMG}.get(args["hlo_op"], "dot.313" + MATH)
            p.write_bytes(gzip.compress(json.dumps(trace).encode()))
    m = json.loads((dst / "manifest.json").read_text())
    m["spec"]["mode"] = SVG
    m["machine"]["cpu_model"] = IMG
    m["versions"][SVG] = LINK
    renamed = "split-8" + SVG + MATH
    (dst / "split-8").rename(dst / renamed)
    for c in m["configs"] + m["spec"]["configs"]:
        if c["name"] == "split-8":
            c["name"] = renamed
            for pr in c.get("processes", []):
                pr["dir"] = renamed
    cj = json.loads((dst / renamed / "config.json").read_text())
    (dst / renamed / "config.json").write_text(json.dumps({**cj, "name": renamed}))
    failed = IMG.replace("/", "")
    m["configs"].append({**m["configs"][0], "name": failed, "status": "failed", "reason": SCRIPT + LINK,
                         "stderr_tail": f"```\n{SCRIPT}\n{SVG}\n```", "processes": []})
    m["spec"]["configs"].append({**m["spec"]["configs"][0], "name": failed, "env": {"PYTHONSTARTUP": "evil.py"}})
    m["spec"]["model"], m["spec"]["xla_flags"] = "evil.py:build", "--xla_dump_to=/tmp/kit-hostile"
    m["configs"][0]["env"] = {"PYTHONPATH": ".", "LD_PRELOAD": "./evil.so"}
    m["spec"]["configs"][0]["env"] = {"PYTHONPATH": "."}
    (dst / "manifest.json").write_text(json.dumps(m, indent=1))
    _plant_code(dst)
    return dst


@pytest.fixture(scope="module")
def hostile_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # the folder's own name: a papermill parameter that breaks out of its string would stop the report (0/0)
    return make_hostile_run(tmp_path_factory.mktemp("hostile") / 'run"; 0/0; "')


def _chromium() -> str:
    exe = shutil.which("chromium") or shutil.which("chromium-browser")
    if exe is None:
        pytest.skip("no chromium on this machine")
    return exe


def dom_after_load(page: Path, profile: Path) -> str:
    """The page's DOM after headless Chromium loaded it and ran whatever it would run."""
    out = subprocess.run([_chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                          f"--user-data-dir={profile}", "--virtual-time-budget=3000", "--dump-dom", page.as_uri()],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and "<body" in out.stdout, out.stderr[-2000:]
    return out.stdout


def _assert_no_script_ran(page: Path, profile: Path) -> str:
    source = page.read_text()
    assert not RAW.search(source), RAW.search(source)  # every payload escaped in the page itself ...
    assert 'http-equiv="Content-Security-Policy"' in source.split("</head>")[0]  # ... and the browser told to run none
    dom = dom_after_load(page, profile)
    body = re.search(r"<body[^>]*>", dom)
    assert body and "kitpwned" not in body.group(0), body
    return dom


def test_hostile_run_report_and_diff_pages_run_no_script(hostile_run: Path, tmp_path: Path) -> None:
    """`kit report` on the hostile run: report.html and its diff page run no script and show the names as text;
    nothing planted in the folder runs (the report runs with the folder as its working directory)."""
    proc = run_kit("report", str(hostile_run), cwd=hostile_run, timeout=600)
    assert proc.stdout.strip() == str(hostile_run / "report.html")
    dom = _assert_no_script_ran(hostile_run / "report.html", tmp_path / "p1")
    assert "&lt;script&gt;document.body.classList.add" in dom  # a payload shown as the text it is
    assert "split-8&lt;svg onload=" in dom
    assert len(re.findall(r'<img [^>]*src="data:image/png;base64', dom)) >= 4  # the figures drew the names
    pages = sorted(hostile_run.glob("diff-*.html"))
    assert len(pages) == 1  # the kernel whose code differs
    diff = _assert_no_script_ran(pages[0], tmp_path / "p2")
    assert "&lt;script&gt;document.body.classList.add" in diff
    assert not list(hostile_run.rglob(MARKER)) and not (REPO / "notebooks" / MARKER).exists()


@pytest.mark.parametrize("command", [
    ["compare", "{run}"], ["diff", "{run}/split-1/dump", "{run}/split-8" + SVG + MATH + "/dump", "--html", "{out}/d.html"],
    ["grep", "fusion", "{run}"],
])
def test_reading_commands_run_nothing_planted(hostile_run: Path, tmp_path: Path, command: list[str]) -> None:
    """Each command that reads a run or dump folder, started inside the hostile folder: an answer or one line
    (exit 0, 1 or 2), and none of the planted code runs; `kit diff --html`'s page runs no script."""
    args = [a.format(run=hostile_run, out=tmp_path) for a in command]
    proc = run_kit(*args, cwd=hostile_run, check=False, timeout=300)
    assert proc.returncode in (0, 1, 2) and "Traceback" not in proc.stderr, proc.stderr[-2000:]
    assert not list(hostile_run.rglob(MARKER)) and not list(tmp_path.rglob(MARKER))
    if command[0] == "diff":
        assert proc.returncode == 0, proc.stderr
        _assert_no_script_ran(tmp_path / "d.html", tmp_path / "profile")


def test_render_escapes_markdown_and_states_no_script(tmp_path: Path) -> None:
    """The one place every report page is rendered (`kitlib.report.render.to_html`: sweep, GPU, bisect and
    reproduce reports): raw HTML in Markdown (cells and outputs) shows as text, javascript: links are refused, and
    HTML outputs run no script (the page's policy)."""
    import nbformat

    from kitlib.report.render import to_html

    nb = nbformat.v4.new_notebook()
    md = f"**{SCRIPT}** {IMG} {SVG} {LINK}\n\n<script>document.body.classList.add('kitpwnedB')</script>\n"
    nb.cells = [nbformat.v4.new_markdown_cell(md), nbformat.v4.new_code_cell("x", outputs=[
        nbformat.v4.new_output("display_data", {"text/markdown": md}),
        nbformat.v4.new_output("display_data", {"text/html": "<b>table</b><script>document.body.classList.add('kitpwnedT')"
                                                             "</script><img src=x onerror=document.body.classList.add('kitpwnedU')>"}),
    ])]
    executed = tmp_path / "x.ipynb"
    nbformat.write(nb, executed)
    page = to_html(executed, tmp_path / "x.html")
    source = page.read_text()
    markdown = source.split("<b>table</b>")[0]
    assert not RAW.search(markdown) and "javascript:" not in markdown.replace("(javascript:", "")
    assert "&lt;script&gt;document.body.classList.add('kitpwnedB')&lt;/script&gt;" in markdown
    dom = dom_after_load(page, tmp_path / "profile")
    body = re.search(r"<body[^>]*>", dom)
    assert body and "kitpwned" not in body.group(0), body.group(0)


@settings(max_examples=60, deadline=None)
@given(text=st.text(alphabet=st.sampled_from("`a <>&*_\n\\[]()!#|~-"), max_size=30))
def test_md_code_shows_any_text_exactly(text: str) -> None:
    """`md_code` puts any text (backticks, HTML, line breaks) into Markdown code that renders as exactly that text."""
    import html

    from nbconvert.filters.markdown_mistune import IPythonRenderer, MarkdownWithMath

    from kitlib.report.text import md_code

    render = MarkdownWithMath(renderer=IPythonRenderer(escape=True, allow_harmful_protocols=False)).render
    inline = render(f"name {md_code(text)} end")
    codes = re.findall(r"<code>(.*?)</code>", inline, re.S)
    if text.strip():
        assert len(codes) == 1 and html.unescape(codes[0]).strip() == " ".join(text.splitlines()).strip(), inline
    block = render(md_code(text, block=True))
    pre = re.search(r"<pre><code>(.*?)</code></pre>", block, re.S)
    assert pre is not None and html.unescape(pre.group(1)).rstrip("\n") == text.rstrip("\n"), block


def test_links_out_of_a_dump_folder_are_listed_never_read(tmp_path: Path) -> None:
    """A symbolic link in a dump folder that leads out of it (to a secret, to /dev/zero) is listed with its target
    and never read, by `parse_folder` (fresh and from the cache), `read_dump_index` (no content sniffing),
    `kit grep` and `kit diff` (one line); a link to a file inside the folder is followed."""
    from kitlib.dumps.folder import parse_folder
    from kitlib.dumps.index import read_dump_index

    secret = tmp_path / "secret.txt"
    secret.write_text("HloModule secret_module\n\nENTRY %e () -> f32[] {\n  ROOT %c = f32[] constant(1)\n}\n")
    dump = tmp_path / "dump"
    shutil.copytree(SRC / "split-1" / "dump", dump)
    (dump / "module_0009.leak.cpu_after_optimizations.txt").symlink_to(secret)
    (dump / "notes").symlink_to("../secret.txt")
    (dump / "zero.txt").symlink_to("/dev/zero")
    (dump / "same.debug_options").symlink_to("module_0000.SyncTensorsGraph.34.debug_options")
    outside = {"module_0009.leak.cpu_after_optimizations.txt": str(secret), "notes": "../secret.txt", "zero.txt": "/dev/zero"}
    index = read_dump_index(dump).set_index("file")
    assert index.loc["notes", "kind"] == "unknown"  # its content (HLO) was not sniffed
    for cache in (True, True, False):  # fresh, from the cache, without it
        d = parse_folder(dump, cache=cache)
        err = d.index.set_index("file")["error"]
        for name, target in outside.items():
            assert err[name] == f"{dump / name}: symbolic link to {target}, outside the folder: not read"
        assert pd_isna(err["same.debug_options"]) and d.index.set_index("file").loc["same.debug_options", "parsed"]
        assert "secret_module" not in set(d["hlo_modules"]["hlo_module"]) if "hlo_modules" in d.tables else True
    proc = run_kit("grep", "secret_module", str(dump), check=False)  # zero.txt: not a regular file, skipped as before
    assert proc.returncode == 1 and "secret_module" not in proc.stdout
    assert f"2 files not read: {dump / 'module_0009.leak.cpu_after_optimizations.txt'}: symbolic link" in proc.stderr
    other = tmp_path / "other"
    shutil.copytree(SRC / "split-8" / "dump", other)
    ir = other / "module_0002.SyncTensorsGraph.550.add_bitcast_fusion.3.clone_kernel_module.ir-with-opt.ll"
    ir.unlink()
    ir.symlink_to(secret)
    proc = run_kit("diff", str(SRC / "split-1" / "dump"), str(other), check=False)  # kit diff read it
    assert proc.returncode == 2 and proc.stderr == f"kit: {ir}: symbolic link to {secret}, outside the folder: not read\n"


def pd_isna(v: object) -> bool:
    import pandas as pd

    return bool(pd.isna(v))


@pytest.mark.parametrize("field, where, words", [
    ("dir", "../elsewhere", "processes[0].dir: expected a relative path inside the run folder"),
    ("dir", "/tmp", "processes[0].dir: expected a relative path inside the run folder"),
    ("dir", "split-1/../../elsewhere", "processes[0].dir: expected a relative path inside the run folder"),
    ("name", "../elsewhere", "name: expected a folder name (no /, not . or ..)"),  # a config without process records
    ("name", "..", "name: expected a folder name (no /, not . or ..)"),
])
def test_a_manifest_never_leads_out_of_its_run(tmp_path: Path, field: str, where: str, words: str) -> None:
    """A process folder the manifest names outside the run (``..``, absolute), directly or through a config's name,
    is refused in one line, never read (`kit compare` read the other folder's traces, `kit grep` its dumps)."""
    run = tmp_path / "run"
    shutil.copytree(SRC, run)
    shutil.copytree(SRC / "split-8", tmp_path / "elsewhere")
    m = json.loads((run / "manifest.json").read_text())
    if field == "dir":
        m["configs"][1]["processes"][0]["dir"] = where
    else:
        m["configs"][1]["name"], m["configs"][1]["processes"] = where, []
    (run / "manifest.json").write_text(json.dumps(m))
    from kitlib.runfolder import RunFolderError, open_run

    with pytest.raises(RunFolderError) as e:
        open_run(run)  # every command opens a run through it
    assert str(e.value) == f"{run / 'manifest.json'}: configs[1].{words}, got str {where!r}"
    if where == "../elsewhere":
        proc = run_kit("grep", "fusion", str(run), check=False)
        assert proc.returncode == 2 and proc.stderr == f"kit: {e.value}\n"


def _gzip_of_zeros(n_bytes: int) -> bytes:
    import zlib

    z = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    block = bytes(1 << 20)
    return b"".join(z.compress(block) for _ in range(n_bytes >> 20)) + z.flush()


@pytest.mark.parametrize("name, read", [
    ("h.trace.json.gz", "kitlib.timings.trace:read_trace"),
    ("w.pt.trace.json.gz", "kitlib.timings.kineto:read_kineto_trace"),
    ("metrics.json.gz", "kitlib.timings.metrics:read_metric_samples"),
])
def test_a_gzip_bomb_stops_at_the_limit(tmp_path: Path, monkeypatch, name: str, read: str) -> None:
    """32 MiB of zeros in 32 KiB of gzip: refused once it expands past the limit (here 1 MiB, or 200x), with memory
    bounded by the limit, not by what the stream claims; a real trace of the same name still reads."""
    import importlib
    import tracemalloc

    from kitlib import textio
    from kitlib.errors import ParseError

    monkeypatch.setattr(textio, "MIN_DECOMPRESSED_LIMIT", 1 << 20)
    bomb = tmp_path / name
    bomb.write_bytes(_gzip_of_zeros(32 << 20))
    limit = textio.decompressed_limit(bomb.stat().st_size)
    assert limit < 32 << 20
    module, fn = read.split(":")
    reader = getattr(importlib.import_module(module), fn)
    tracemalloc.start()
    try:
        with pytest.raises(ParseError, match=rf"decompresses to more than {limit} bytes .*a decompression bomb"):
            reader(bomb)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 3 * limit + (8 << 20), peak
    if fn == "read_trace":
        real = tmp_path / "real" / name
        real.parent.mkdir()
        shutil.copy(next((SRC / "split-1" / "trace").rglob("*.trace.json.gz")), real)
        assert len(reader(real)) > 100


def test_control_characters_reach_no_terminal(tmp_path: Path) -> None:
    """A dump line holding terminal escapes (OSC 52 sets the clipboard, CSI clears the screen, backspaces rewrite
    the line) is printed by `kit grep` on a terminal with its control characters as \\xNN; through a pipe
    the output is the file's bytes."""
    import pty
    import select

    dump = tmp_path / "dump"
    dump.mkdir()
    evil = "fusion.1 \x1b]52;c;ZWNobyBwd25lZA==\x07 \x1b[2J\x9b31m \x08\x08\x08 done"
    (dump / "module_0000.x.cpu_after_optimizations.txt").write_text(f"HloModule x\n{evil}\n")
    master, slave = pty.openpty()
    env = {**os.environ, "PYTHONPATH": str(REPO), "COLUMNS": "400"}
    proc = subprocess.Popen([*kit_command(), "grep", "fusion",
                             str(dump)], stdout=slave, stderr=slave, env=env, cwd=REPO)
    os.close(slave)
    out = b""
    while True:
        ready, _, _ = select.select([master], [], [], 120)
        try:
            chunk = os.read(master, 65536) if ready else b""
        except OSError:  # the child closed the terminal
            chunk = b""
        if not chunk:
            break
        out += chunk
    proc.wait(60)
    os.close(master)
    text = out.decode("utf-8", "replace")
    assert proc.returncode == 0 and "fusion.1" in text
    assert "\x1b" not in text and "\x07" not in text and "\x9b" not in text, repr(text)
    assert "\\x1b]52;c;ZWNobyBwd25lZA==\\x07 \\x1b[2J\\x9b31m \\x08\\x08\\x08 done" in text
    piped = run_kit("grep", "fusion", str(dump), "--json")
    assert json.loads(piped.stdout)[0]["text"] == evil.strip()
