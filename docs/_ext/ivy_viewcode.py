"""Two fixes to ``sphinx.ext.viewcode``'s links, which ``check_links.py``
found broken (Sphinx 8 and 9):

- The ``[docs]`` link of a source page points to ``PAGE#REFNAME.NAME``, with
  one ``REFNAME`` per module: the module name the first page documenting
  anything of it used. An object of that module documented under another
  name (``ivy_core.IvyError`` of ``ivy_core._base._errors``, first seen as
  ``ivy_core.plugin.IvyError``) got a link to an anchor its page does not
  have. Here the signature the link points to gets that anchor too, as a
  second id.
- The module index (``_modules/index.html``) lists every module viewcode
  looked at, also those it found no source for and wrote no page for
  (``builtins``, reached through the float constants ``ivy_core.e``, ...).
  Those are dropped before the pages are written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from docutils import nodes
from sphinx import addnodes
from sphinx.ext.viewcode import viewcode_anchor

if TYPE_CHECKING:
    from sphinx.application import Sphinx

_PREFIX = "_modules/"


def _mark_modules(app: Sphinx, doctree: nodes.document) -> None:
    """Remember, on each signature viewcode linked to a source page, which
    module that page is (read from the anchor viewcode added; runs after
    viewcode's own ``doctree-read``)."""
    for anchor in doctree.findall(viewcode_anchor):
        target = str(anchor.get("reftarget", ""))
        parent = anchor.parent
        if target.startswith(_PREFIX) and isinstance(parent, addnodes.desc_signature):
            parent["ivy_viewcode_module"] = target[len(_PREFIX) :].replace("/", ".")


def _add_backlink_ids(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Give each signature that a source page's ``[docs]`` link points to the
    id that link uses, when it lacks it."""
    modules = getattr(app.env, "_viewcode_modules", {})
    taken = {i for node in doctree.findall(nodes.Element) for i in node.get("ids", ())}
    for sig in doctree.findall(addnodes.desc_signature):
        modname = sig.get("ivy_viewcode_module")
        entry = modules.get(modname) if modname else None
        if not entry:
            continue
        _code, _tags, used, refname = entry
        fullname = sig.get("fullname")
        if used.get(fullname) != docname:
            continue
        wanted = f"{refname}.{fullname}"
        if wanted not in taken:
            sig["ids"].append(wanted)
            taken.add(wanted)


def _drop_modules_without_source(app: Sphinx) -> list[Any]:
    """Remove the modules viewcode found no source for (it writes no page
    for them but would list them in its index)."""
    modules = getattr(app.env, "_viewcode_modules", None)
    if modules:
        for name in [n for n, entry in modules.items() if entry is False]:
            del modules[name]
    return []


def setup(app: Sphinx) -> dict[str, Any]:
    app.setup_extension("sphinx.ext.viewcode")
    app.connect("doctree-read", _mark_modules, priority=600)  # after viewcode's (500)
    app.connect("doctree-resolved", _add_backlink_ids)
    # Before viewcode's listener (500), whose page generator reads the modules.
    app.connect("html-collect-pages", _drop_modules_without_source, priority=400)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
