"""What the installed distributions declare: the entry point groups, one
backend as its metadata describes it (:class:`BackendInfo`), the backends this
project publishes, and the error of a backend that cannot load.

Shared by discovery (``_registry``) and loading (``_loader``), which import
it and not each other's internals: ``_registry`` imports ``_loader`` (with the
first backend), never the other way.
"""

from __future__ import annotations

import os
import sys

from .._base._errors import BackendLoadError, PluginError

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "BACKEND_GROUP", "EXTENSION_GROUP", "KNOWN_DISTRIBUTIONS", "install_hint", "EntryPoint", "entry_points", "scan",
    "BackendInfo", "dist_of", "rank", "load_error",
]  # fmt: skip

BACKEND_GROUP = "ivy_core.backends"
EXTENSION_GROUP = "ivy_core.extensions"

#: The backends this project publishes, for install hints.
KNOWN_DISTRIBUTIONS = {
    "numpy": "ivy-numpy",
    "torch": "ivy-torch",
    "jax": "ivy-jax",
    "tensorflow": "ivy-tensorflow",
    "dask": "ivy-dask",
}

#: How to install each of them, from the root of a clone of ivy-core (the
#: distributions are not on a package index), with the CPU build of the
#: framework where a plain install could pull another.
_INSTALL = {
    "numpy": "pip install ./ivy_core ./plugins/ivy-numpy",
    "torch": "pip install torch==2.13.0 --index-url https://download.pytorch.org/whl/cpu (the CPU build), "
             "then pip install ./ivy_core ./plugins/ivy-torch",
    "jax": 'pip install ./ivy_core ./plugins/ivy-jax (CPU; "./plugins/ivy-jax[cuda12]" for CUDA)',
    "tensorflow": 'pip install ./ivy_core "./plugins/ivy-tensorflow[cpu]" ("[gpu]" for CUDA)',
    "dask": "pip install ./ivy_core ./plugins/ivy-numpy ./plugins/ivy-dask",
}  # fmt: skip


def install_hint(name: object) -> str:
    """What to run to install the backend ``name``."""
    hint = _INSTALL.get(str(name))
    if hint is None:
        return f"install a distribution providing the {name!r} backend"
    return f"from the root of a clone of ivy-core (the distributions are not on a package index): {hint}"


#: The ``ivy_core.extensions`` entry points, as the last :func:`scan` of
#: the backends found them (``_registry.discover``): the modules the loader
#: registers with the first backend.
extensions: list[EntryPoint] = []


class EntryPoint:
    """One entry point of an installed distribution: ``name = value`` under
    ``[group]`` in its ``entry_points.txt``, with the distribution's name and
    version (as its metadata spells them)."""

    __slots__ = ("name", "value", "group", "distribution", "version")

    def __init__(self, name: str, value: str, group: str, distribution: str, version: str) -> None:
        self.name = name
        #: ``module`` or ``module:attribute.path``, optionally followed by ``[extras]``.
        self.value = value
        self.group = group
        self.distribution = distribution
        self.version = version

    def load(self) -> Any:
        """Import the module the value names and return it, or the attribute
        it names in that module."""
        import importlib  # (not imported with ivy_core: it imports ``warnings``)

        module, _, attribute = self.value.partition("[")[0].partition(":")
        found = importlib.import_module(module.strip())
        for part in attribute.strip().split(".") if attribute.strip() else ():
            found = getattr(found, part)
        return found

    def __repr__(self) -> str:
        return f"EntryPoint({self.name!r}, {self.value!r}, group={self.group!r}, from {self.distribution} {self.version})"


def entry_points(group: str) -> list[EntryPoint]:
    """The entry points in ``group`` of every installed distribution (see :func:`scan`)."""
    return scan((group,))[group]


def scan(groups: tuple[str, ...] = (BACKEND_GROUP, EXTENSION_GROUP)) -> dict[str, list[EntryPoint]]:
    """Group -> the entry points in it of every installed distribution, for
    each of ``groups`` (by default ivy_core's two), read in one pass.

    Reads what :func:`importlib.metadata.entry_points` reads, the same way:
    the ``*.dist-info`` and ``*.egg-info`` folders of each ``sys.path``
    folder, in path order, and the first distribution of each (normalized)
    name only. Nothing is cached: a distribution installed or removed since
    is seen at once. It costs a listing per folder and an attempt to open
    each distribution's ``entry_points.txt`` (about 2 ms for 280
    distributions), instead of the 15-20 ms of importing
    ``importlib.metadata`` (which imports ``email``) and its scan.
    Where ``sys.path`` holds what only ``importlib.metadata`` reads (a zip
    or egg file, a finder of its own that finds distributions), it is used.
    """
    if _unusual_path():
        return {group: _from_importlib(group) for group in groups}
    headers = [f"[{group}]".encode() for group in groups]
    found: dict[str, list[EntryPoint]] = {group: [] for group in groups}
    seen: set[str] = set()
    for entry in sys.path:
        if not isinstance(entry, str):  # the import system reads only str entries
            continue
        root = entry or "."
        try:
            children = os.listdir(root)
        except OSError:  # missing, or not a folder (_unusual_path has ruled out files)
            continue
        prefix = os.path.join(root, "")
        for child in children:
            low = child.lower()
            if not low.endswith((".dist-info", ".egg-info")):
                continue
            key = _normalized(low.rpartition(".")[0].partition("-")[0])
            if key in seen:
                continue
            seen.add(key)
            folder = prefix + child
            data = _read(folder + _ENTRY_POINTS)
            # None: no entry points (or a one-file egg-info). The bytes are
            # searched first, and only a file naming one of ``groups`` decoded.
            if data is None or not any(header in data for header in headers):
                continue
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                continue
            dist_and_version = None
            for group, pairs in _sections(text, groups).items():
                if dist_and_version is None:
                    dist_and_version = _name_and_version(folder, low.endswith(".dist-info"))
                found[group] += [EntryPoint(name, value, group, *dist_and_version) for name, value in pairs]
    return found


def _unusual_path() -> bool:
    """Whether distributions may come from somewhere :func:`entry_points`'s
    folder scan does not read."""
    from importlib.machinery import PathFinder

    for finder in sys.meta_path:
        if finder is PathFinder or type(finder).__module__.split(".")[0] == "importlib_metadata":
            continue  # the path's folders (importlib_metadata, the backport, adds its own reader of them)
        if hasattr(finder, "find_distributions"):
            return True
    for entry in sys.path:
        if isinstance(entry, str) and (entry.lower().endswith(".egg") or os.path.isfile(entry)):
            return True
    return False


def _from_importlib(group: str) -> list[EntryPoint]:
    from importlib.metadata import entry_points as read

    found = []
    for ep in read(group=group):
        dist = ep.dist
        name, version = ("<unknown distribution>", "?") if dist is None else (dist.metadata["Name"] or dist.name, dist.version)
        found.append(EntryPoint(ep.name, ep.value, group, name, version))
    return found


#: The file of a distribution's metadata folder that holds its entry points.
_ENTRY_POINTS = os.sep + "entry_points.txt"
#: Read-only, and without Windows' newline translation.
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_BINARY", 0)
_SEPARATORS = str.maketrans("-.", "__")


def _read(path: str) -> bytes | None:
    """The bytes of the file ``path``; None when it cannot be read (most
    distributions have no ``entry_points.txt``). Through ``os.open`` rather
    than ``open``: a file object, and the exception of a missing file, cost
    twice as much, for each of hundreds of distributions."""
    try:
        fd = os.open(path, _READ_FLAGS)
    except OSError:
        return None
    chunks = []
    try:
        while chunk := os.read(fd, 65536):
            chunks.append(chunk)
    except OSError:  # a folder (opened on POSIX, not read), or a read error
        return None
    finally:
        os.close(fd)
    return b"".join(chunks)


def _normalized(name: str) -> str:
    """A distribution name as importlib.metadata compares them (PEP 503, with
    runs of ``-``, ``_`` and ``.`` as one ``_``)."""
    key = name.lower().translate(_SEPARATORS)
    while "__" in key:
        key = key.replace("__", "_")
    return key


def _sections(text: str, groups: tuple[str, ...]) -> dict[str, list[tuple[str, str]]]:
    """Group -> the ``name = value`` lines under ``[group]`` in an
    entry_points.txt, for those of ``groups`` it has."""
    pairs: dict[str, list[tuple[str, str]]] = {}
    current = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line[0] == "#":  # as importlib.metadata reads it
            continue
        if line[0] == "[" and line[-1] == "]":
            current = line[1:-1].strip()
        elif current in groups and "=" in line:
            name, _, value = line.partition("=")
            pairs.setdefault(current, []).append((name.strip(), value.strip()))
    return pairs


def _name_and_version(folder: str, dist_info: bool) -> tuple[str, str]:
    """The ``Name`` and ``Version`` fields of a distribution's metadata."""
    fields = {"name": "", "version": ""}
    try:
        with open(os.path.join(folder, "METADATA" if dist_info else "PKG-INFO"), encoding="utf-8") as f:
            for line in f:
                if not line.strip():
                    break
                key, sep, value = line.partition(":")
                if sep and key.strip().lower() in fields and not fields[key.strip().lower()]:
                    fields[key.strip().lower()] = value.strip()
    except (OSError, UnicodeDecodeError):
        pass
    return fields["name"] or "<unknown distribution>", fields["version"] or "?"


class BackendInfo:
    """One installed backend as its metadata describes it."""

    __slots__ = ("name", "distribution", "version", "module", "status", "error", "framework", "clash", "entry_point")

    def __init__(self, name: str, distribution: str, version: str, module: str, entry_point: Any = None) -> None:
        #: Backend (entry point) name.
        self.name = name
        #: Distribution that registered it, and its version.
        self.distribution = distribution
        self.version = version
        #: Entry point value (the plugin module), and the entry point itself
        #: (``load()`` imports the plugin module).
        self.module = module
        self.entry_point = entry_point
        #: ``"not loaded"``, ``"loaded"`` or ``"failed"``.
        self.status = "not loaded"
        #: Why loading failed, when it did.
        self.error: str | None = None
        #: ``"torch 2.13.0"`` once loaded (the framework is not imported before).
        self.framework: str | None = None
        #: The other distributions (``"name version"``) registering this
        #: backend name too, when there is a clash; see ``discover()`` for
        #: which one is used.
        self.clash: tuple[str, ...] = ()

    def __repr__(self) -> str:
        why = f": {self.error}" if self.error else ""
        fw = f" ({self.framework})" if self.framework else ""
        clash = ""
        if self.clash and self.status != "failed":
            clash = f"; name clash: also registered by {', '.join(self.clash)}, ignored ({self.distribution} wins)"
        return f"<backend {self.name!r} from {self.distribution} {self.version}: {self.status}{fw}{clash}{why}>"

def dist_of(ep: Any) -> tuple[str, str]:
    """The name and version of the distribution that registered ``ep``."""
    return ep.distribution, ep.version


def rank(name: str, distribution: str) -> int:
    """0 for the distribution this project publishes under ``name``, else 1."""
    return 0 if KNOWN_DISTRIBUTIONS.get(name) == distribution else 1

def load_error(info: BackendInfo, what: str, exc: BaseException | None = None) -> BackendLoadError:
    """The error of a backend that cannot load: what of it is broken, and
    why (``exc``), naming its distribution."""
    cause = f": {type(exc).__name__}: {exc}" if exc is not None else ""
    cls = BackendLoadError if exc is not None else PluginError
    return cls(
        f"ivy_core: backend {info.name!r} from distribution {info.distribution} {info.version} {what}{cause}",
        distribution=info.distribution,
    )
