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


#: attributes that hold a URL (what a browser would fetch or follow)
_URL_ATTRS = {"href", "src", "action", "formaction", "xlink:href", "poster", "srcset", "data", "background", "ping"}


def assert_inert_html(source: str) -> None:
    """The page parsed without a browser (html.parser): no script, frame or embedded object, no event-handler
    attribute, no javascript: URL, no link or source out of the page (a scheme or host: only ``#...``, relative
    names and ``data:image`` sources), and the Content-Security-Policy meta in <head> before anything else runs."""
    from html.parser import HTMLParser
    from urllib.parse import urlsplit

    bad: list[object] = []
    metas: list[tuple[bool, str]] = []

    class Page(HTMLParser):
        in_head, head_done = False, False

        def handle_starttag(self, tag: str, attrs: list) -> None:
            if tag == "head":
                self.in_head = True
            if tag in ("script", "iframe", "frame", "object", "embed", "applet", "base"):
                bad.append(tag)
            if tag == "meta":
                a = dict(attrs)
                if (a.get("http-equiv") or "").lower() == "content-security-policy":
                    metas.append((self.in_head and not self.head_done, a.get("content") or ""))
                if "url" in (a.get("content") or "").lower() and (a.get("http-equiv") or "").lower() == "refresh":
                    bad.append(("refresh", a))
            for k, v in attrs:
                if k.startswith("on"):
                    bad.append((tag, k))
                if k in _URL_ATTRS and v is not None:
                    u = urlsplit(v)
                    if "javascript" in v.lower().replace(" ", "") or u.netloc or (u.scheme and not (
                            u.scheme == "data" and k == "src" and u.path.startswith("image/"))):
                        bad.append((tag, k, v[:120]))

        handle_startendtag = handle_starttag

        def handle_endtag(self, tag: str) -> None:
            if tag == "head":
                self.head_done = True

    Page().feed(source)
    assert not bad, bad[:10]
    assert metas and metas[0][0] and "default-src 'none'" in metas[0][1], metas


def _assert_no_script_ran(page: Path, profile: Path) -> str:
    source = page.read_text()
    assert not RAW.search(source), RAW.search(source)  # every payload escaped in the page itself ...
    assert 'http-equiv="Content-Security-Policy"' in source.split("</head>")[0]  # ... and the browser told to run none
    assert_inert_html(source)  # ... and, parsed without a browser, nothing in it that runs or leads out
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
    assert_inert_html(source)  # the template's own scripts and the output's handlers removed too
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
    ("h.trace.json.xz", "kitlib.timings.trace:read_trace"),
    ("module_0000.x.cpu_after_optimizations.txt.gz", "kitlib.dumps.hlo:read_hlo"),  # newlines: a text bomb
])
def test_a_gzip_bomb_stops_at_the_limit(tmp_path: Path, monkeypatch, name: str, read: str) -> None:
    """32 MiB of zeros (of line breaks for a text dump) in 32 KiB of gzip or 5 KiB of xz: refused once it expands past the limit (here 1 MiB, or 200x), with memory
    bounded by the limit, not by what the stream claims; a real trace of the same name still reads."""
    import importlib
    import tracemalloc

    from kitlib import textio
    from kitlib.errors import ParseError

    monkeypatch.setattr(textio, "MIN_DECOMPRESSED_LIMIT", 1 << 20)
    bomb = tmp_path / name
    if name.endswith(".xz"):
        import lzma

        bomb.write_bytes(lzma.compress(bytes(32 << 20), preset=1))
    elif name.endswith(".txt.gz"):
        bomb.write_bytes(gzip.compress(b"\n" * (32 << 20), compresslevel=9, mtime=0))
    else:
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
    assert peak < 5 * limit + (8 << 20), peak  # a text reader holds its lines: a few times what it read
    if fn == "read_trace" and name.endswith(".gz"):
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



# ---------------------------------------------------------------------------- round two (issue 35)
# The commands that re-run a run, replay its modules, resume a bisect or write a page from it, each attacked with a
# hostile copy of a real run (or bisect) folder; each test failed before its fix (see /work/notes/issue-35.md).

PASSES = REPO / "tests" / "data" / "passes" / "cpu-default"


@pytest.fixture(scope="module")
def pass_replay(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real replay run with per-pass dumps whose two configs differ by one disabled pass (`kit passes A B` finds it)."""
    root = tmp_path_factory.mktemp("passrun")
    spec = root / "spec.toml"
    spec.write_text('[[configs]]\nname = "default"\n\n[[configs]]\nname = "no-algsimp"\n'
                    'xla_flags = "--xla_disable_hlo_passes=algsimp"\n')
    run_kit("replay", str(PASSES / "module_0007.jit_f.before_optimizations.txt"), "--config", str(spec), "--dump-passes",
            "--repeats", "1", "--steps", "1", "--warmup", "0", "--trace-steps", "0", "--compile-repeats", "0",
            "--no-progress", "--no-report", "--out", str(root / "run"))
    return root / "run"


def test_confirm_runs_only_what_the_user_names(pass_replay: Path, tmp_path: Path) -> None:
    """`kit passes A B --confirm` on a run whose manifest names a planted model (``evil.py:build``, torch-xla-cpu), a
    dump flag out of the run and an environment (PYTHONPATH, LD_PRELOAD): one line saying what the manifest would run
    and how to name it, exit 2, nothing made, nothing planted run; --config and --trust-run together refused;
    --trust-run says on stderr what it runs before it runs it."""
    run = tmp_path / "run"
    shutil.copytree(pass_replay, run)
    m = json.loads((run / "manifest.json").read_text())
    m["spec"].update(model="evil.py:build", backend="torch-xla-cpu", xla_flags=f"--xla_dump_to={tmp_path / 'elsewhere'}")
    m["spec"].pop("source", None)
    for c in m["configs"]:
        c["env"] = {"PYTHONPATH": str(run), "LD_PRELOAD": str(run / "evil.so")}
    (run / "manifest.json").write_text(json.dumps(m))
    _plant_code(run)
    out = tmp_path / "confirm"
    a, b = str(run / "default"), str(run / "no-algsimp")
    proc = run_kit("passes", a, b, "--confirm", "--repeats", "1", "--steps", "1", "--out", str(out), cwd=run,
                   check=False, timeout=900)
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1, proc.stderr[-3000:]
    assert "model 'evil.py:build' (torch-xla-cpu)" in proc.stderr and "--trust-run" in proc.stderr and "--config" in proc.stderr
    assert "LD_PRELOAD" in proc.stderr  # what would have been applied, said
    assert not out.exists() and not (tmp_path / "elsewhere").exists()
    assert not list(run.rglob(MARKER)) and not list(tmp_path.rglob(MARKER))
    spec = tmp_path / "spec.toml"
    spec.write_text('model = "bert-tiny"\n[[configs]]\nname = "default"\n')
    both = run_kit("passes", a, b, "--confirm", "--config", str(spec), "--trust-run", cwd=run, check=False)
    assert both.returncode == 2 and "not both" in both.stderr
    missing = run_kit("passes", a, b, "--confirm", "--config", str(spec), cwd=run, check=False)
    assert missing.returncode == 2 and missing.stderr == f"kit: {spec}: no config 'no-algsimp' (it has 'default')\n"
    m["spec"]["backend"] = "xla-gpu-deviceless"  # refused after what --trust-run runs is said: nothing runs here
    (run / "manifest.json").write_text(json.dumps(m))
    trusted = run_kit("passes", a, b, "--confirm", "--trust-run", cwd=run, check=False)
    first, *rest = trusted.stderr.splitlines()
    assert first.startswith(f"kit: --trust-run: running what {run / 'manifest.json'} names: model 'evil.py:build'")
    assert trusted.returncode == 2 and rest == [f"kit: {run / 'manifest.json'}: --confirm needs timings; XLA:GPU deviceless compiles do not run"]
    assert not list(run.rglob(MARKER))


SECRET_HLO = "HloModule secret_module\n\nENTRY %e (p: f32[4]) -> f32[4] {\n  ROOT %p = f32[4]{0} parameter(0)\n}\n"


@pytest.mark.parametrize("where", ["module file", "passwd", "config folder", "dump folder", "beside a real module"])
def test_replay_reads_no_link_out_of_its_folder(tmp_path: Path, where: str) -> None:
    """`kit replay` of a dump, config or run folder: a module file, a config folder or its dump/ that is a symbolic
    link out of the folder is refused in one line (the index's "outside the folder: not read"), never opened or
    compiled; beside a real module the link is skipped with that reason and its module is never named."""
    from kitlib.capture.replay import resolve_source
    from kitlib.errors import CaptureError

    secret = tmp_path / "secret.txt"
    secret.write_text(SECRET_HLO)
    run = tmp_path / "run"
    shutil.copytree(SRC, run)
    dump = run / "split-1" / "dump"
    if where in ("module file", "passwd"):
        for f in dump.iterdir():
            f.unlink()
        target = secret if where == "module file" else Path("/etc/passwd")
        (dump / "module_0001.leak.before_optimizations.txt").symlink_to(target)
        source, line = dump, f"{dump / 'module_0001.leak.before_optimizations.txt'}: symbolic link to {target}, outside the folder: not read"
    elif where == "config folder":
        shutil.move(run / "split-1", tmp_path / "split-1-elsewhere")
        (run / "split-1").symlink_to(tmp_path / "split-1-elsewhere")
        source, line = run, f"{run / 'split-1'}: symbolic link to {tmp_path / 'split-1-elsewhere'}, outside the folder: not read"
    elif where == "dump folder":
        shutil.move(dump, tmp_path / "dump-elsewhere")
        dump.symlink_to(tmp_path / "dump-elsewhere")
        source, line = run / "split-1", f"{dump}: symbolic link to {tmp_path / 'dump-elsewhere'}, outside the folder: not read"
    else:
        (dump / "module_0999.leak.before_optimizations.txt").symlink_to(secret)
        mods, facts = resolve_source(dump)
        assert "secret_module" not in {m["hlo_module"] for m in mods} and mods
        assert [x["reason"] for x in facts["skipped"]] == [
            f"{dump / 'module_0999.leak.before_optimizations.txt'}: symbolic link to {secret}, outside the folder: not read"]
        proc = run_kit("replay", str(dump), "--module", "secret_module", "--out", str(tmp_path / "r"), check=False)
        assert proc.returncode == 2 and "secret_module' " not in proc.stderr.split("it has", 1)[-1], proc.stderr
        assert not (tmp_path / "r").exists()
        return
    with pytest.raises(CaptureError) as e:
        resolve_source(source)
    assert str(e.value) == line
    proc = run_kit("replay", str(source), "--out", str(tmp_path / "r"), check=False)
    assert proc.returncode == 2 and proc.stderr == f"kit: {line}\n", proc.stderr
    assert not (tmp_path / "r").exists()


def test_passes_html_page_runs_no_script(tmp_path: Path) -> None:
    """`kit passes A B --html` on two real per-pass dumps, one with a module renamed to a script: the page escapes it,
    states the no-script policy and, parsed with and without a browser, runs nothing."""
    a, b = tmp_path / "a", tmp_path / "b"
    shutil.copytree(PASSES, a)
    shutil.copytree(REPO / "tests" / "data" / "passes" / "cpu-no-algsimp", b)
    for f in sorted(b.glob("*.txt")):
        f.write_text(f.read_text().replace("HloModule jit_f", f"HloModule jit_f{SCRIPT}", 1))
    page = tmp_path / "p.html"
    run_kit("passes", str(a), str(b), "--html", str(page))
    dom = _assert_no_script_ran(page, tmp_path / "profile")
    assert "algsimp" in dom


def test_a_container_inside_a_container_is_bounded_by_the_outer_size(tmp_path: Path, monkeypatch) -> None:
    """A gzip around an xz of 32 MiB of line breaks, and an nsys-jax zip whose member is that xz: each refused once it
    expands past the bound of the outer container's few kilobytes (here at least 1 MiB), as the xz alone is."""
    import lzma
    import zipfile

    from kitlib import textio
    from kitlib.dumps.hlo import read_hlo
    from kitlib.errors import ParseError

    monkeypatch.setattr(textio, "MIN_DECOMPRESSED_LIMIT", 1 << 20)
    xz = lzma.compress(b"\n" * (32 << 20), preset=9)
    nested = tmp_path / "module_0000.x.cpu_after_optimizations.txt.gz"
    nested.write_bytes(gzip.compress(xz, 9))
    archive = tmp_path / "nsys.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("dump/module_0000.x.cpu_after_optimizations.txt.xz", xz)
        z.writestr("dump/module_0000.x.debug_options", "")
    member = archive / "dump" / "module_0000.x.cpu_after_optimizations.txt.xz"
    for path, packed in ((nested, nested.stat().st_size), (member, len(xz))):
        limit = textio.decompressed_limit(packed)
        assert limit < 32 << 20
        with pytest.raises(ParseError, match=rf"xz data decompresses to more than {limit} bytes \({textio.MAX_EXPANSION}x its "
                                             rf"{packed} bytes\): a decompression bomb"):
            read_hlo(path)


def test_replay_refuses_inputs_larger_than_the_limit(tmp_path: Path) -> None:
    """A 200-byte module whose parameter is f32[250000000] (1 GB of inputs) or f32[100000000000] (400 GB): one line
    naming the parameter, its size and the bound, exit 2, before any folder is made or anything allocated
    (``KIT_REPLAY_INPUT_LIMIT_MB``, default a share of the memory available; a bad value is one line too)."""
    import os

    for n, env in (("250000000", {"KIT_REPLAY_INPUT_LIMIT_MB": "100"}), ("100000000000", {})):
        hlo = tmp_path / f"big{n}.hlo.txt"
        hlo.write_text(f"HloModule big\n\nENTRY %main (p0: f32[{n}]) -> f32[{n}] {{\n  %p0 = f32[{n}]{{0}} parameter(0)\n"
                       f"  ROOT %n = f32[{n}]{{0}} negate(%p0)\n}}\n")
        saved = dict(os.environ)
        os.environ.update(env)
        try:
            proc = run_kit("replay", str(hlo), "--out", str(tmp_path / f"r{n}"), check=False)
        finally:
            os.environ.clear()
            os.environ.update(saved)
        assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1, proc.stderr[-2000:]
        assert proc.stderr.startswith(f"kit: {hlo}:4: parameter 0 (p0) is f32[{n}]{{0}}: ") and "KIT_REPLAY_INPUT_LIMIT_MB" in proc.stderr
        assert ("(100 MiB: " in proc.stderr) == bool(env) and not (tmp_path / f"r{n}").exists()
    from kitlib.capture.replay import module_inputs
    from kitlib.errors import CaptureError

    with pytest.raises(CaptureError, match=r"the module: parameter 1 is float32\[100000, 100000\]: 38,147 MiB"):
        module_inputs(b"", [((4,), "float32"), ((100000, 100000), "float32")], 0)  # a protobuf's shapes, in the worker


def test_index_of_a_zip_reads_its_directory_once(tmp_path: Path, monkeypatch) -> None:
    """`kit index` of a zip of 2,000 members (no dump names: each sniffed by content) opens the archive a fixed number
    of times, not once per member (10,000 members took over 300 s; benchmarks/hostile_zip.py times it)."""
    import zipfile

    from kitlib.dumps.index import read_dump_index

    archive = tmp_path / "many.zip"
    with zipfile.ZipFile(archive, "w") as z:
        for i in range(2000):
            z.writestr(f"dump/file_{i:05d}.dat", f"payload {i}\n")
        z.writestr("dump/renamed.txt", SECRET_HLO)  # a member the content says is HLO
    opened = []
    real = zipfile.ZipFile.__init__

    def counting(self, *a, **k):
        opened.append(a[0] if a else k.get("file"))
        return real(self, *a, **k)

    monkeypatch.setattr(zipfile.ZipFile, "__init__", counting)
    index = read_dump_index(archive).set_index("file")
    assert len(index) == 2001 and index.loc["dump/renamed.txt", "classified_by"] == "content"
    assert len(opened) <= 3, len(opened)


def test_a_file_name_that_is_not_utf8_is_one_row(tmp_path: Path) -> None:
    """A dump folder holding a file whose name is not UTF-8: `kit index` (and --parse) lists it, its bytes as \\xNN,
    and indexes the rest; the file is never opened."""
    import os

    dump = tmp_path / "dump"
    shutil.copytree(SRC / "split-1" / "dump", dump)
    bad = os.path.join(os.fsencode(dump), b"module_0000.\xff\xfe.before_optimizations.txt")
    with open(bad, "wb") as f:
        f.write(b"HloModule planted\n")
    n = len(list(dump.iterdir()))
    for extra in ((), ("--parse",)):
        proc = run_kit("index", str(dump), "--format", "json", *extra, check=False)
        assert proc.returncode == 0, proc.stderr
        rows = {r["file"]: r for r in json.loads(proc.stdout)}
        assert len(rows) == n and rows["module_0000.\\xff\\xfe.before_optimizations.txt"]["kind"] == "unknown"


def test_bisect_labels_are_text_in_the_report(tmp_path: Path) -> None:
    """`kit report` of a real bisect folder whose builds are labelled ``$\\kitcmd$`` (matplotlib's math) and
    ``[click](https://evil.example/)`` (a Markdown link): the report is written, the labels are shown as text, no
    link leads to the label's site, and the page runs nothing."""
    folder = tmp_path / "bisect"
    shutil.copytree(REPO / "data" / "bisect-jax-scan", folder)
    text = (folder / "bisect.json").read_text()
    for old, new in (("0.4.31", MATH), ("0.4.33", "[click](https://evil.example/)" + SCRIPT)):
        text = text.replace(f'"{old}', json.dumps(new)[:-1])
    (folder / "bisect.json").write_text(text)
    json.loads(text)
    proc = run_kit("report", str(folder), cwd=folder, check=False, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    page = folder / "report.html"
    dom = _assert_no_script_ran(page, tmp_path / "profile")
    assert 'href="https://evil.example' not in page.read_text()
    assert "[click](https://evil.example/)" in dom and r"$\kitmath$" in dom


def _one_bisect(tmp_path: Path) -> Path:
    """A real `kit bisect` of two CANDIDATES builds (shell commands printing a throughput)."""
    cands = tmp_path / "cands.txt"
    cands.write_text("b0 echo throughput=100\nb1 echo throughput=50\n")
    run_kit("bisect", str(cands), "--out", str(tmp_path / "o"), "--repeats", "2", "--max-repeats", "2")
    return cands


def test_a_resumed_bisect_prints_a_kept_reason_as_text(tmp_path: Path) -> None:
    """A kept failed measurement whose reason holds terminal escapes (OSC 52 clipboard write, screen clear): the
    resumed `kit bisect` shows it on stderr with its control characters as \\xNN."""
    cands = _one_bisect(tmp_path)
    rec = tmp_path / "o" / "measurements" / "b1" / "0.json"
    evil = "\x1b]52;c;ZWNobyBwd25lZA==\x07 \x1b[2J\x9b31m done"
    rec.write_text(json.dumps({**json.loads(rec.read_text()), "ok": False, "throughput": None, "reason": evil}))
    proc = run_kit("bisect", str(cands), "--out", str(tmp_path / "o"), "--repeats", "2", "--max-repeats", "2", check=False)
    assert "\x1b" not in proc.stderr and "\x07" not in proc.stderr and "\x9b" not in proc.stderr, proc.stderr
    assert "failed (\\x1b]52;c;ZWNobyBwd25lZA==\\x07 \\x1b[2J\\x9b31m done) (kept from before)" in proc.stderr


@pytest.mark.parametrize("field, value, words", [
    ("wall_s", -1e308, "wall_s: -1e+308: expected a finite number of seconds >= 0"),
    ("wall_s", float("nan"), "wall_s: nan: expected a finite number of seconds >= 0"),
    ("throughput", 1e308 * 10, "throughput: inf: expected a finite number > 0"),
    ("throughput", -5.0, "throughput: -5.0: expected a finite number > 0"),
    ("throughput", 0, "throughput: 0: expected a finite number > 0"),
    ("compile_time_s", -1.0, "compile_time_s: -1.0: expected a finite number of seconds >= 0"),
    ("label", "b0", "label: 'b0': build 1 is 'b1'"),
    ("index", 7, "index: 7: no build 7 (the bisect has 2)"),
])
def test_a_resumed_bisect_checks_the_values_it_keeps(tmp_path: Path, field: str, value: object, words: str) -> None:
    """A kept measurement holding a figure no statistic can take (negative or not finite wall time, a throughput
    that is not a positive finite number) or the label of another build: the resumed `kit bisect` names the record
    and the value in one line, exit 2 (it printed a 300-digit machine-minutes figure, a ratio of 1e78, or took it)."""
    cands = _one_bisect(tmp_path)
    rec = tmp_path / "o" / "measurements" / "b1" / "0.json"
    rec.write_text(json.dumps({**json.loads(rec.read_text()), field: value}))
    proc = run_kit("bisect", str(cands), "--out", str(tmp_path / "o"), "--repeats", "2", "--max-repeats", "2", check=False)
    assert proc.returncode == 2 and proc.stderr == f"kit: {rec}: not a measurement record ({words})\n", proc.stderr


def test_a_run_printing_a_figure_no_statistic_takes_is_a_failed_run(tmp_path: Path) -> None:
    """A build printing throughput=-3 (or 1e999: inf) is measured as a failed run saying so, never kept as a number that a
    resumed bisect would then refuse."""
    cands = tmp_path / "cands.txt"
    cands.write_text("b0 echo throughput=100\nb1 echo throughput=-3\nb2 echo throughput=1e999\n")
    proc = run_kit("bisect", str(cands), "--out", str(tmp_path / "o"), "--repeats", "2", "--max-repeats", "2", "--json",
                   check=False)
    assert "failed (throughput=-3.0 printed: expected a finite number > 0)" in proc.stderr
    assert "failed (throughput=inf printed: expected a finite number > 0)" in proc.stderr
    again = run_kit("bisect", str(cands), "--out", str(tmp_path / "o"), "--repeats", "2", "--max-repeats", "2", check=False)
    assert "not a measurement record" not in again.stderr


@pytest.mark.parametrize("argv, words", [
    (["{tmp}/nosuch.py"], "kit: {tmp}/nosuch.py: no such program"),
    (["{tmp}"], "kit: {tmp}: not a file"),
    (["--out", "/proc/kit-nope/x", "{tmp}/ok.py"], "kit: /proc/kit-nope/x: --out: cannot make the folder (No such file or directory)"),
])
def test_probe_bad_input_is_one_line(tmp_path: Path, argv: list[str], words: str) -> None:
    """`python -m kitlib.probe` with a program that is not there (or a folder), or an --out it cannot make: one line,
    no traceback, exit 2, nothing run."""
    import sys

    (tmp_path / "ok.py").write_text(f"open({str(tmp_path / MARKER)!r}, 'w').close()\n")
    proc = subprocess.run([sys.executable, "-m", "kitlib.probe", *[a.format(tmp=tmp_path) for a in argv]], cwd=REPO,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and proc.stderr == words.format(tmp=tmp_path) + "\n", proc.stderr
    assert not (tmp_path / MARKER).exists()


def test_index_of_a_zip_names_the_member_outside_it(tmp_path: Path) -> None:
    """`kit index` of a zip holding a ``../`` member names the member (it said "not a folder")."""
    import zipfile

    archive = tmp_path / "x.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("dump/module_0000.a.before_optimizations.txt", SECRET_HLO)
        z.writestr("../evil.txt", "planted")
    proc = run_kit("index", str(archive), check=False)
    assert proc.returncode == 2 and proc.stderr == f"kit: {archive}: archive member '../evil.txt' points outside the archive\n"


def test_a_trace_linked_out_of_its_folder_is_never_read(tmp_path: Path) -> None:
    """A trace folder whose trace file (or sub-folder) is a symbolic link out of it: `read_trace` of the folder (`kit
    compare`, replay's modules that ran) names the link in one line and reads nothing; a real trace beside it wins."""
    from kitlib.errors import ParseError
    from kitlib.timings.trace import read_trace

    real = next((SRC / "split-1" / "trace").rglob("*.trace.json.gz"))
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    shutil.copy(real, outside / "secret.trace.json.gz")
    for how in ("file", "folder"):
        trace = tmp_path / how / "trace"
        trace.mkdir(parents=True)
        link = trace / ("h.trace.json.gz" if how == "file" else "plugins")
        link.symlink_to(outside / "secret.trace.json.gz" if how == "file" else outside)
        words = "symbolic link to .*elsewhere.*, outside the folder: not read" if how == "file" else "no .*profiler trace below"
        with pytest.raises(ParseError, match=words):  # (a folder linked out: pathlib's rglob does not enter it)
            read_trace(trace)
        shutil.copy(real, trace / "own.trace.json.gz")
        assert len(read_trace(trace)) > 100


def test_a_profile_linked_out_of_its_folder_is_never_read(tmp_path: Path) -> None:
    """A run's .xplane.pb trace folder (jax-*, replays) whose profile is a symbolic link out of it: the run names the
    link in one line and reads nothing (the parse cache's refusal); a real profile beside it wins, even an older one."""
    pytest.importorskip("xprof")
    from kitlib.errors import ParseError
    from kitlib.runfolder.run import Run

    real = REPO / "tests" / "data" / "xplane" / "jax_cpu.xplane.pb"
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    shutil.copy(real, outside / "secret.xplane.pb")
    trace = tmp_path / "trace"
    trace.mkdir()
    (trace / "h.xplane.pb").symlink_to(outside / "secret.xplane.pb")
    run = Run(tmp_path, {"spec": {}, "configs": []})
    with pytest.raises(ParseError, match="symbolic link to .*elsewhere.*, outside the folder: not read"):
        run._profile(trace, "kernels")
    shutil.copy(real, trace / "own.xplane.pb")
    os.utime(trace / "own.xplane.pb", ns=(1, 1))  # older than the link's target
    assert len(run._profile(trace, "kernels")) > 0
