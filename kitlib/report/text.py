"""Names from a run folder shown as the text they are, wherever the kit shows them: in Markdown, in figures, in
HTML pages. A run or dump folder may come from elsewhere, and a config, kernel or constant name, a failure reason
or a stderr tail can hold HTML, JavaScript, backticks or dollar signs.
"""
from __future__ import annotations

import re
from typing import Any

from ..errors import KitError

#: the report pages run no script: whatever a run folder's names hold (a config, kernel or constant name, a failure
#: reason), a browser refuses scripts, inline event handlers, plugins and any resource not inside the page
NO_SCRIPT_POLICY = ('<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
                    "img-src data:; style-src 'unsafe-inline' data:; font-src data:; form-action 'none'; base-uri 'none'\">")


def no_script(page: str) -> str:
    """``page`` (an HTML document) with :data:`NO_SCRIPT_POLICY` first in its ``<head>``, before anything it holds."""
    head = re.search(r"<head\b[^>]*>", page, re.IGNORECASE)
    if head is None:
        raise KitError("an HTML page without <head>: cannot state its no-script policy")
    return page[: head.end()] + NO_SCRIPT_POLICY + page[head.end() :]


def md_code(text: Any, block: bool = False) -> str:
    """``text`` as Markdown code that shows it exactly, whatever it holds: an inline span (its line breaks as spaces),
    or with ``block`` a fenced block; the fence is longer than any run of backticks in ``text``, so a name or a
    stderr tail holding backticks cannot end it."""
    text = str(text)
    longest = max((len(m) for m in re.findall(r"`+", text)), default=0)
    if block:
        fence = "`" * max(3, longest + 1)
        return f"{fence}\n{text.rstrip(chr(10))}\n{fence}"
    fence = "`" * (longest + 1)
    flat = " ".join(text.splitlines())
    pad = " " if flat.startswith("`") or flat.endswith("`") else ""
    return f"{fence}{pad}{flat}{pad}{fence}"


def plain(text: object) -> str:
    """``text`` as a label matplotlib draws as it is: it reads ``$...$`` as math, and a name holding an unknown
    ``\\command`` between two dollars stops the whole figure (ValueError at draw time), so every ``$`` is escaped."""
    return str(text).replace("$", r"\$")
