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
    """``page`` (an HTML document) with :data:`NO_SCRIPT_POLICY` first in its ``<head>``, before anything it holds, and
    nothing in it that runs or fetches (:func:`scrub`: the notebook template's own scripts too)."""
    page = scrub(page)
    head = re.search(r"<head\b[^>]*>", page, re.IGNORECASE)
    if head is None:
        raise KitError("an HTML page without <head>: cannot state its no-script policy")
    return page[: head.end()] + NO_SCRIPT_POLICY + page[head.end() :]


#: elements removed with all they hold: what runs, embeds, or redirects the page
_DROP = frozenset({"script", "iframe", "frame", "frameset", "object", "embed", "applet", "base", "noscript", "template"})
#: attributes holding a URL
_URL_ATTRS = frozenset({"href", "src", "action", "formaction", "xlink:href", "poster", "srcset", "data", "background",
                        "cite", "longdesc", "ping", "manifest", "content"})


def _kept(tag: str, name: str, value: str | None) -> bool:
    """Whether an attribute stays: no event handler, and a URL only inside the page (``#...``), relative (a diff page
    beside the report), an embedded image (``data:image/...`` as ``src``) or a link to follow (``href`` to an http(s)
    page: the registry's sources; nothing is fetched)."""
    from urllib.parse import urlsplit

    if name.startswith("on") or value is None:
        return not name.startswith("on")
    if name == "content":  # <meta http-equiv=refresh content="0; url=...">: only the meta tags' own words
        return tag != "meta" or "url" not in value.lower()
    if name not in _URL_ATTRS:
        return True
    url = urlsplit(value)  # as a browser reads it: tabs and line breaks removed, leading controls and spaces stripped
    if url.scheme == "data":
        return name == "src" and url.path.lower().startswith("image/")
    if url.scheme in ("http", "https"):
        return name == "href" and tag == "a"
    return not url.scheme and not url.netloc and not value.lstrip().startswith(("//", "\\\\"))


def scrub(page: str) -> str:
    """``page`` with every script, frame, embedded object and ``<base>`` removed, every event-handler attribute and
    every source that leads out of the page (another site, ``javascript:``, ``data:`` other than an image) dropped
    (of links, only ``<a href>`` to an http(s) page stays), the rest as written. The report's names are escaped where they are written; this removes what the
    notebook template itself adds (require.js, MathJax, widget loaders: the page shows no math) and whatever an HTML
    output holds."""
    import html
    from html.parser import HTMLParser

    out: list[str] = []

    class _Scrub(HTMLParser):
        def __init__(self) -> None:
            super().__init__(convert_charrefs=False)
            self.skip = 0

        def _tag(self, tag: str, attrs: list[tuple[str, str | None]], end: str) -> None:
            kept = [(k, v) for k, v in attrs if _kept(tag, k, v)]
            if len(kept) == len(attrs):
                out.append(self.get_starttag_text() or "")
            else:
                out.append(f"<{tag}" + "".join(f" {k}" if v is None else f' {k}="{html.escape(v)}"' for k, v in kept) + end)

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            if tag in _DROP:
                self.skip += 1
            elif not self.skip:
                self._tag(tag, attrs, ">")

        def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            if tag not in _DROP and not self.skip:
                self._tag(tag, attrs, "/>")

        def handle_endtag(self, tag: str) -> None:
            if tag in _DROP:
                self.skip = max(0, self.skip - 1)
            elif not self.skip:
                out.append(f"</{tag}>")

        def _raw(self, text: str) -> None:
            if not self.skip:
                out.append(text)

        def handle_data(self, data: str) -> None:
            self._raw(data)

        def handle_entityref(self, name: str) -> None:
            self._raw(f"&{name};")

        def handle_charref(self, name: str) -> None:
            self._raw(f"&#{name};")

        def handle_comment(self, data: str) -> None:
            self._raw(f"<!--{data}-->")

        def handle_decl(self, decl: str) -> None:
            self._raw(f"<!{decl}>")

        def handle_pi(self, data: str) -> None:
            self._raw(f"<?{data}>")

        def unknown_decl(self, data: str) -> None:
            self._raw(f"<![{data}]>")

    parser = _Scrub()
    parser.feed(page)
    parser.close()
    return "".join(out)


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


#: what Markdown (and the math the report's renderer reads between dollars) acts on: CommonMark lets a backslash
#: escape every ASCII punctuation character
_MD_SPECIAL = re.compile(r"([!-/:-@\[-`{-~])")


def md_text(text: Any) -> str:
    """``text`` as Markdown prose that renders as exactly that text: every ASCII punctuation character backslash-escaped
    (so a build label ``[click](https://evil.example/)`` is no link, ``**x**`` no emphasis, ``$\\cmd$`` no math, HTML
    no tag), line breaks as spaces (no heading or list starts inside it). For a name in a sentence where code type is
    not wanted (headings, headlines); names in a table: :func:`md_code`."""
    return _MD_SPECIAL.sub(r"\\\1", " ".join(str(text).splitlines()))


def plain(text: object) -> str:
    """``text`` as a label matplotlib draws as it is: it reads ``$...$`` as math, and a name holding an unknown
    ``\\command`` between two dollars stops the whole figure (ValueError at draw time), so every ``$`` is escaped."""
    return str(text).replace("$", r"\$")
