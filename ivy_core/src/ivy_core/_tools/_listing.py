"""``python -m ivy_core backends``: every backend the entry points name, its
distribution, whether it loads (and why not), the framework it needs and
how to install it.

Loading goes through the registry, as :func:`ivy_core.set_backend` does: a
plugin that fails to import or describes itself wrongly is recorded as
failed and reported, and the next backend is tried. With ``load=False``
only the metadata and the plugin modules' descriptions are read: no
framework is imported.
"""

from __future__ import annotations

import re

from .._plugins import _registry
from .._plugins._entry_points import KNOWN_DISTRIBUTIONS, install_hint

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

__all__ = ["Row", "collect", "render_text", "render_json"]


class Row:
    """One backend as the ``backends`` command reports it."""

    __slots__ = (
        "name",
        "distribution",
        "version",
        "status",
        "error",
        "framework",
        "requires",
        "installed",
        "install",
    )

    def __init__(self, name: str, distribution: str, version: str) -> None:
        self.name = name
        self.distribution = distribution
        self.version = version
        #: ``"loaded"``, ``"not loaded"`` or ``"failed"``.
        self.status = "not loaded"
        self.error: str | None = None
        #: The framework's import name (``"torch"``); None when the plugin's
        #: description cannot be read.
        self.framework: str | None = None
        #: The distribution's requirements on its framework (``"torch<3,>=2.1"``,
        #: ``'tensorflow-cpu>=2.21; extra == "cpu"'``).
        self.requires: list[str] = []
        #: The framework as installed (``"torch 2.13.0"``), or None.
        self.installed: str | None = None
        #: What to run to install the backend, or None when nothing is known.
        self.install: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__slots__}


def _normal(project: str) -> str:
    return re.sub(r"[-_.]+", "-", project).lower()


def _requirements(distribution: str, framework: str) -> list[str]:
    """The requirements of ``distribution`` on ``framework`` (a project named
    as the framework, or the framework's name and a suffix: tensorflow-cpu)."""
    from importlib import metadata

    try:
        requires = metadata.distribution(distribution).requires or []
    except Exception:  # metadata that cannot be read: nothing to report
        return []
    wanted = _normal(framework)
    found = []
    for req in requires:
        m = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", req)
        if m is None:
            continue
        project = _normal(m.group(1))
        if project == wanted or project.startswith(wanted + "-"):
            found.append(req.strip())
    return found


def _installed(framework: str, requires: list[str]) -> str | None:
    """``"name version"`` of the installed distribution of ``framework``:
    one of the projects ``requires`` names, else one named as the framework."""
    from importlib import metadata

    projects = [re.split(r"[\s\[;<>=!~]", r, maxsplit=1)[0] for r in requires] + [framework]
    for project in dict.fromkeys(projects):
        try:
            return f"{project} {metadata.version(project)}"
        except Exception:  # not installed under that name
            continue
    return None


def _load(name: str) -> None:
    """Load backend ``name``; a failure is recorded by the registry (and shown
    by ``backends()``). An exception the loader did not turn into a
    ``BackendLoadError`` (a plugin calling ``sys.exit`` while imported) is
    recorded here, so that one broken plugin does not end the listing."""
    try:
        _registry.load(name, "python -m ivy_core backends")
    except (Exception, SystemExit) as exc:
        info = _registry.discover().get(name)
        if info is not None and info.status != "failed":
            info.status, info.error = "failed", f"{type(exc).__name__}: {exc}"


def collect(names: Sequence[str] | None = None, *, load: bool = True) -> list[Row]:
    """One :class:`Row` per installed backend (or per name of ``names``,
    which must be installed: a name that is not raises
    :class:`ivy_core.BackendNotFoundError`, with a suggestion when one is
    close), sorted by name. ``load=True`` loads each backend first."""
    infos = _registry.discover(refresh=True)
    if names:
        for n in names:
            if n not in infos:
                raise _registry.not_found(n, "--backend")
        chosen = sorted(dict.fromkeys(names))
    else:
        chosen = sorted(infos)
    rows = []
    for name in chosen:
        if load:
            _load(name)
        info = _registry.discover()[name]
        row = Row(name, info.distribution, info.version)
        row.status, row.error = info.status, info.error
        spec = _spec_quietly(name)
        if spec is not None:
            row.framework = spec.framework
            row.requires = _requirements(info.distribution, spec.framework)
            row.installed = info.framework or _installed(spec.framework, row.requires)
        if name in KNOWN_DISTRIBUTIONS and KNOWN_DISTRIBUTIONS[name] == info.distribution:
            row.install = install_hint(name)
        elif row.requires:
            row.install = "pip install " + " ".join(f"'{r}'" for r in row.requires)
        rows.append(row)
    return rows


def _spec_quietly(name: str) -> Any:
    """The description of a backend (imports its plugin module only), also of
    one that failed to load when its plugin module could still describe it
    (its framework was what failed); None when it cannot."""
    try:
        return _registry.spec_of(name)
    except Exception:  # the failure is already reported
        return None


def render_text(rows: list[Row]) -> str:
    """A table, one row per backend, then for each backend the framework,
    how to install it and, when it failed, why."""
    if not rows:
        return "no ivy_core backend is installed; " + install_hint("numpy") + "\n"
    header = ("backend", "distribution", "version", "status", "framework")
    table = [header] + [
        (
            r.name,
            r.distribution,
            r.version,
            r.status,
            r.installed or (f"{r.framework} (not installed)" if r.framework else "?"),
        )
        for r in rows
    ]
    widths = [max(len(line[i]) for line in table) for i in range(len(header))]
    lines = [
        "  ".join(cell.ljust(w) for cell, w in zip(line, widths, strict=True)).rstrip() for line in table
    ]
    for r in rows:
        lines.append("")
        lines.append(f"{r.name}:")
        if r.framework is not None:
            needs = ", ".join(_readable(q) for q in r.requires) if r.requires else "no version declared"
            lines.append(f"  needs:   {r.framework} ({needs})")
        if r.install:
            lines.append(f"  install: {r.install}")
        if r.error:
            first, *rest = r.error.splitlines()
            lines.append(f"  error:   {first}")
            lines.extend(f"           {line}" for line in rest)
    return "\n".join(lines) + "\n"


def _readable(requirement: str) -> str:
    """``'tensorflow-cpu>=2.21; extra == "cpu"'`` as ``tensorflow-cpu>=2.21 (extra [cpu])``."""
    req, _, marker = requirement.partition(";")
    m = re.fullmatch(r"\s*extra\s*==\s*[\"']([^\"']+)[\"']\s*", marker)
    if m:
        return f"{req.strip()} (extra [{m.group(1)}])"
    return requirement if not marker else f"{req.strip()} (if {marker.strip()})"


def render_json(rows: list[Row]) -> str:
    import json

    return json.dumps([r.as_dict() for r in rows], indent=2) + "\n"
