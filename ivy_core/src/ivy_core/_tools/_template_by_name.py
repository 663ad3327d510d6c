"""``python -m ivy_core new-backend NAME --namespace MODULE``: the template's
by-name form (``_plugins/_by_name.py``), for a framework not shaped like the
Array API standard whose functions are bound by name from its namespace.

It writes the plugin module naming the namespace with empty ``NAMES``,
``KEYWORDS`` and ``GAPS`` tables, a runtime module for the hooks the route
cannot read from the framework (empty: the route reads the rest), and
``written.py``, empty, listing the primary API functions the namespace has
under no name of ivy_core's (to map in ``NAMES`` or to write there); the
README, ``pyproject.toml`` and the kit's test are the other forms'.
"""

from __future__ import annotations

import types
from pathlib import Path

from .._plugins import _by_name
from .._spec._api import API
from . import _template

__all__ = ["render", "generate"]


def _unbound(namespace: str) -> str:
    """The comment of written.py listing the primary API functions
    ``namespace`` has no function of the same name for (as the route looks
    them up, with empty tables)."""
    try:
        tables = types.SimpleNamespace(names={}, keywords={}, gaps={}, index_dtype="")
        found = _by_name.implementations_for(tables, _by_name.namespace(namespace), object)
    except Exception:  # not installed here: the kit finds them
        return (
            f"\n# {namespace} could not be imported when this file was written: run the kit to find\n"
            "# the API functions it lacks."
        )
    lacking = [n for n, fn in API.items() if fn.kind == "primary" and n not in found]
    out = ["", "", _template._heading(f"what {namespace} has under no name of ivy_core's"), "#"]
    out += _template._comment(
        f"Map each in NAMES (plugin.py) to the {namespace} function that computes it, or write it "
        "here and name it in __all__; until then it is reported missing."
    )
    out.append("#")
    for n in lacking:
        out += _template._implementation(n)
    return "\n".join(out).rstrip("#\n")


def render(name: str, namespace: str, framework: str | None = None) -> dict[str, str]:
    """The files of the distribution ``ivy-<name>`` binding ``namespace`` by
    name: path relative to its root -> text. Imports ``namespace`` when
    installed, to name its array type and list what it lacks. ``ValueError``
    for a name that cannot be used."""
    values, files = _template.common(name, framework or namespace, namespace)
    pkg = f"src/ivy_{name}"
    values |= _template._array_note(namespace)
    files[f"{pkg}/plugin.py"] = _template._fill("plugin_by_name.py.tmpl", **values)
    files[f"{pkg}/_runtime.py"] = _template._fill("runtime_by_name.py.tmpl", **values)
    files[f"{pkg}/written.py"] = _template._fill("written.py.tmpl", **values, missing=_unbound(namespace))
    layout = (
        f"`{namespace}`'s functions are bound by name: `src/ivy_{name}/plugin.py` holds the tables "
        f"(renames, keywords, gaps), `_runtime.py` the hooks the route cannot read, `written.py` the "
        f"functions no table can bind; what {namespace} cannot do goes into GAPS, with the reason."
    )
    return _template.finish(files, values, layout)


def generate(name: str, namespace: str, *, framework: str | None = None, output: str | Path = ".") -> Path:
    """Write the by-name distribution ``ivy-<name>`` into the folder
    ``output`` and return its root (``FileExistsError`` as for
    :func:`_template.generate`)."""
    return _template.write(render(name, namespace, framework), Path(output) / f"ivy-{name}")
