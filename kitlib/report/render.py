"""Execute a parameterised notebook against a run folder and render it to HTML.

papermill executes the notebook (parameter ``run_dir``) into
``<run>/report.ipynb``; nbconvert renders ``<run>/report.html`` with the
code cells hidden and the plots embedded. Both files are written through a
temporary name, so a killed render leaves the previous report intact.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from .._paths import KITLIB_ROOT, kitlib_pythonpath
from ..errors import KitError
from ..runfolder import layout, open_run
from ..runfolder.write import install_file, write_text_atomic
from .text import no_script

#: what ``kit reproduce --out DIR`` writes into DIR (kitlib.repro.run), and the notebook that renders it
REPRODUCE_RESULTS = "reproduce.json"
REPRODUCE_NOTEBOOK = "04_published_vs_measured.ipynb"
#: what ``kit bisect --out DIR`` writes into DIR when it ends (kitlib.bisect), and the notebook that renders it
BISECT_RESULT = "bisect.json"
BISECT_NOTEBOOK = "05_bisect_releases.ipynb"


def notebooks_dir() -> Path:
    """The repository's ``notebooks/`` folder (next to the ``kitlib`` package)."""
    return KITLIB_ROOT / "notebooks"


def default_notebook(run: str | Path) -> Path:
    """The report notebook of a run's backend (:attr:`kitlib.runfolder.layout.BackendFacts.notebook`)."""
    return notebooks_dir() / layout.facts(open_run(run).backend).notebook


#: the kit's own errors (kitlib.errors and the run folder's): raised in a cell, they name the bad file themselves
_KIT_ERRORS = frozenset({"KitError", "ParseError", "ToolError", "CaptureError", "RunFolderError"})


def execute_notebook(notebook: str | Path, output: str | Path, parameters: dict, cell_timeout_s: int = 1200) -> Path:
    """Execute ``notebook`` with papermill and the given parameters into ``output``.

    Raises:
        KitError: when the notebook is missing or a cell raises (the message names the
            cell's error, or is the kit's own error line when the cell raised one; the executed notebook with
            the traceback is kept at ``output``).
    """
    import papermill as pm

    notebook, output = Path(notebook), Path(output)
    if not notebook.exists():
        raise KitError(f"{notebook}: no such notebook")
    os.environ["PYTHONPATH"] = kitlib_pythonpath(os.environ.get("PYTHONPATH"))  # the kernel imports this kitlib
    try:
        pm.execute_notebook(str(notebook), str(output), parameters=parameters, kernel_name="python3",
                            cwd=str(notebook.parent), progress_bar=False, execution_timeout=cell_timeout_s,
                            log_output=False, extra_arguments=["--IPKernelApp.log_level=CRITICAL"])
    except pm.PapermillExecutionError as e:
        if e.ename in _KIT_ERRORS:  # bad input the kit named: its file and line first, as every command says it
            raise KitError(f"{e.evalue} (report cell {e.exec_count}; executed notebook: {output})") from None
        raise KitError(f"{notebook}: cell {e.exec_count} raised {e.ename}: {e.evalue} (executed notebook: {output})") from None
    return output


def _exporter(hide_code: bool) -> Any:
    """nbconvert's HTML exporter, Markdown rendered as text where it holds HTML.

    The notebooks display Markdown built from a run folder's strings (config names, failure reasons and stderr,
    kernel and constant names): raw HTML in Markdown is escaped (shown as the text it is, never run or drawn) and
    ``javascript:`` links are refused; nbconvert's own filter passes both through.
    """
    from jinja2 import pass_context
    from nbconvert import HTMLExporter
    from nbconvert.filters.markdown_mistune import IPythonRenderer, MarkdownWithMath

    class ReportExporter(HTMLExporter):
        @pass_context
        def markdown2html(self, context: Any, source: str) -> str:
            renderer = IPythonRenderer(escape=True, allow_harmful_protocols=False, embed_images=False,
                                       anchor_link_text=self.anchor_link_text, exclude_anchor_links=self.exclude_anchor_links)
            return MarkdownWithMath(renderer=renderer).render(source)

    return ReportExporter(exclude_input=hide_code, exclude_input_prompt=True, exclude_output_prompt=True)


def to_html(executed: str | Path, html: str | Path, hide_code: bool = True) -> Path:
    """Render an executed notebook to a self-contained HTML file (images embedded) that runs no script.

    Markdown (cells and outputs) is rendered with raw HTML escaped; the page states
    :data:`kitlib.report.text.NO_SCRIPT_POLICY`.
    """
    import nbformat

    nb = nbformat.read(str(executed), as_version=4)
    body, _ = _exporter(hide_code).from_notebook_node(nb)
    write_text_atomic(html, no_script(body))
    return Path(html)


def render_report(run: str | Path, notebook: str | Path | None = None, html: str | Path | None = None,
                  cell_timeout_s: int = 1200) -> Path:
    """Execute the report notebook on ``run`` and write ``<run>/report.html``.

    Returns:
        The HTML file's path (``<run>/report.html`` unless ``html`` is given); the
        executed notebook is kept as ``<run>/report.ipynb``.

    Raises:
        RunFolderError: ``run`` is neither a run folder nor a ``kit reproduce`` folder (``reproduce.json``) nor a
            ``kit bisect`` folder (``bisect.json``, or ``bisect-<metric>.json`` of a bisect of another metric) (one line).
        KitError: the notebook failed (message names the cell and error).
    """
    run = Path(run).resolve()
    out = Path(html) if html else run / "report.html"
    params = {"run_dir": str(run)}
    if (run / REPRODUCE_RESULTS).is_file():  # a `kit reproduce --out` folder: the published-vs-measured notebook
        nb = Path(notebook) if notebook else notebooks_dir() / REPRODUCE_NOTEBOOK
    elif (run / BISECT_RESULT).is_file() or any(run.glob("bisect-*.json")):  # a `kit bisect --out` folder (any --metric)
        nb = Path(notebook) if notebook else notebooks_dir() / BISECT_NOTEBOOK
        params = {"bisect_dir": str(run)}
    else:
        open_run(run)  # fail early and clearly on a non-run folder
        nb = Path(notebook) if notebook else default_notebook(run)
        params["report_dir"] = str(out.parent.resolve())  # the sweep report writes its code diff pages beside the HTML
    executed = run / ".report.executing.ipynb"
    execute_notebook(nb, executed, params, cell_timeout_s)
    install_file(executed, run / "report.ipynb")
    return to_html(run / "report.ipynb", out)


if __name__ == "__main__":  # pragma: no cover
    print(render_report(sys.argv[1]))
