"""Write a notebook from a plain-text cell list (so notebooks are edited as text and committed without outputs).

Usage: python scripts/make_notebook.py SOURCE.py OUT.ipynb
Cells in SOURCE.py are separated by lines ``# %%`` (code) or ``# %% [markdown]``;
a code cell whose marker line is ``# %% parameters`` gets the papermill ``parameters`` tag.
"""
import sys

import nbformat


def build(source: str) -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    cells: list[tuple[str, list[str]]] = []
    for line in source.splitlines():
        if line.startswith("# %%"):
            cells.append((line[4:].strip(), []))
        elif cells:
            cells[-1][1].append(line)
    for kind, lines in cells:
        text = "\n".join(lines).strip("\n")
        if kind == "[markdown]":
            text = "\n".join(ln[2:] if ln.startswith("# ") else ln.lstrip("#") for ln in text.splitlines())
            nb.cells.append(nbformat.v4.new_markdown_cell(text))
        else:
            cell = nbformat.v4.new_code_cell(text)
            if kind == "parameters":
                cell.metadata["tags"] = ["parameters"]
            nb.cells.append(cell)
    return nb


if __name__ == "__main__":
    src, out = sys.argv[1], sys.argv[2]
    nbformat.write(build(open(src).read()), out)
