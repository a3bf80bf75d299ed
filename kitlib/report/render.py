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

from .._paths import KITLIB_ROOT, kitlib_pythonpath
from ..errors import KitError
from ..runfolder import open_run
from ..runfolder.write import install_file, write_text_atomic

#: the report notebook per capture backend
DEFAULT_NOTEBOOKS = {
    "torch-xla-cpu": "01_sweep_report.ipynb",
    "xla-gpu-deviceless": "03_xla_gpu_deviceless.ipynb",
}


#: what ``kit reproduce --out DIR`` writes into DIR (kitlib.repro.run), and the notebook that renders it
REPRODUCE_RESULTS = "reproduce.json"
REPRODUCE_NOTEBOOK = "04_published_vs_measured.ipynb"


def notebooks_dir() -> Path:
    """The repository's ``notebooks/`` folder (next to the ``kitlib`` package)."""
    return KITLIB_ROOT / "notebooks"


def default_notebook(run: str | Path) -> Path:
    backend = open_run(run).backend
    return notebooks_dir() / DEFAULT_NOTEBOOKS.get(backend, DEFAULT_NOTEBOOKS["torch-xla-cpu"])


def execute_notebook(notebook: str | Path, output: str | Path, parameters: dict, cell_timeout_s: int = 1200) -> Path:
    """Execute ``notebook`` with papermill and the given parameters into ``output``.

    Raises:
        KitError: when the notebook is missing or a cell raises (the message names the
            cell's error; the executed notebook with the traceback is kept at ``output``).
    """
    import papermill as pm

    notebook, output = Path(notebook), Path(output)
    if not notebook.exists():
        raise KitError(f"{notebook}: no such notebook")
    os.environ["PYTHONPATH"] = kitlib_pythonpath(os.environ.get("PYTHONPATH"))  # the kernel imports this kitlib
    try:
        pm.execute_notebook(str(notebook), str(output), parameters=parameters, kernel_name="python3",
                            cwd=str(notebook.parent), progress_bar=False, execution_timeout=cell_timeout_s,
                            log_output=False, extra_arguments=["--IPKernelApp.log_level=ERROR"])
    except pm.PapermillExecutionError as e:
        raise KitError(f"{notebook}: cell {e.exec_count} raised {e.ename}: {e.evalue} (executed notebook: {output})") from None
    return output


def to_html(executed: str | Path, html: str | Path, hide_code: bool = True) -> Path:
    """Render an executed notebook to a self-contained HTML file (images embedded)."""
    import nbformat
    from nbconvert import HTMLExporter

    nb = nbformat.read(str(executed), as_version=4)
    exporter = HTMLExporter(exclude_input=hide_code, exclude_input_prompt=True, exclude_output_prompt=True)
    body, _ = exporter.from_notebook_node(nb)
    write_text_atomic(html, body)
    return Path(html)


def render_report(run: str | Path, notebook: str | Path | None = None, html: str | Path | None = None,
                  cell_timeout_s: int = 1200) -> Path:
    """Execute the report notebook on ``run`` and write ``<run>/report.html``.

    Returns:
        The HTML file's path (``<run>/report.html`` unless ``html`` is given); the
        executed notebook is kept as ``<run>/report.ipynb``.

    Raises:
        RunFolderError: ``run`` is neither a run folder nor a ``kit reproduce`` folder (``reproduce.json``) (one line).
        KitError: the notebook failed (message names the cell and error).
    """
    run = Path(run).resolve()
    out = Path(html) if html else run / "report.html"
    params = {"run_dir": str(run)}
    if (run / REPRODUCE_RESULTS).is_file():  # a `kit reproduce --out` folder: the published-vs-measured notebook
        nb = Path(notebook) if notebook else notebooks_dir() / REPRODUCE_NOTEBOOK
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
