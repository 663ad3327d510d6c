"""Check the internal links of a built HTML site: every relative ``href`` or
``src`` names a file that exists, and every ``#anchor`` an ``id`` (or
``<a name>``) in the page it points to.

External links (with a scheme, ``//host``, ``mailto:``) are not checked: the
build machines have no network. Run after the Sphinx build (the nox ``docs``
session does)::

    python docs/_ext/check_links.py docs/_build/html

It prints one line per broken link (page, link, why), then a count, and
exits 1 when there is any.
"""

from __future__ import annotations

import os
import sys
from html.parser import HTMLParser
from urllib.parse import unquote, urlsplit

#: Attributes holding a link, by tag.
LINK_ATTRIBUTES = {"a": "href", "link": "href", "img": "src", "script": "src", "iframe": "src"}


class _Page(HTMLParser):
    """The anchors a page defines and the links it makes."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.anchors: set[str] = set()
        self.links: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if values.get("id"):
            self.anchors.add(str(values["id"]))
        if tag == "a" and values.get("name"):
            self.anchors.add(str(values["name"]))
        link = values.get(LINK_ATTRIBUTES.get(tag, ""))
        if link is not None:
            self.links.append(link)

    handle_startendtag = handle_starttag


def _internal(link: str) -> bool:
    parts = urlsplit(link)
    return not (parts.scheme or parts.netloc or link.startswith(("mailto:", "javascript:", "data:")))


def check(root: str, counted: list[int] | None = None) -> list[tuple[str, str, str]]:
    """Every broken internal link under ``root``: (page, link, why), pages
    relative to ``root``. ``counted``, when given, gets the number of
    internal links checked appended."""
    root = os.path.abspath(root)
    pages: dict[str, _Page] = {}

    def parse(path: str) -> _Page:
        page = pages.get(path)
        if page is None:
            page = _Page()
            with open(path, encoding="utf-8", errors="replace") as f:
                page.feed(f.read())
            page.close()
            pages[path] = page
        return page

    html_files = sorted(
        os.path.join(folder, name)
        for folder, _, names in os.walk(root)
        for name in names
        if name.endswith(".html")
    )
    broken: list[tuple[str, str, str]] = []
    checked = 0
    for path in html_files:
        for link in parse(path).links:
            if not link or not _internal(link):
                continue
            checked += 1
            parts = urlsplit(link)
            target = path
            if parts.path:
                target = os.path.normpath(os.path.join(os.path.dirname(path), unquote(parts.path)))
                if link.endswith("/") or os.path.isdir(target):
                    target = os.path.join(target, "index.html")
            where = os.path.relpath(path, root)
            if not os.path.isfile(target):
                broken.append((where, link, "no such file"))
            elif parts.fragment and target.endswith(".html"):
                if unquote(parts.fragment) not in parse(target).anchors:
                    broken.append((where, link, "no such anchor"))
    if counted is not None:
        counted.append(checked)
    return broken


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python docs/_ext/check_links.py BUILT_HTML_FOLDER", file=sys.stderr)
        return 2
    if not os.path.isdir(args[0]):
        print(f"check_links: {args[0]} is not a folder (build the docs first)", file=sys.stderr)
        return 2
    counted: list[int] = []
    broken = check(args[0], counted)
    for where, link, why in broken:
        print(f"{where}: {link}: {why}")
    print(
        f"check_links: {counted[0]} internal links checked under {args[0]}, {len(broken)} broken",
        file=sys.stderr,
    )
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
