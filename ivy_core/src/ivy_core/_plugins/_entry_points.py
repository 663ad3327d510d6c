"""What the installed distributions declare: the entry point groups, one
backend as its metadata describes it (:class:`BackendInfo`), the backends this
project publishes, and the error of a backend that cannot load.

Shared by discovery (``_registry``) and loading (``_loader``), which import
it and not each other's internals: ``_registry`` imports ``_loader`` (with the
first backend), never the other way.
"""

from __future__ import annotations

from .._base._errors import BackendLoadError, PluginError

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

__all__ = ["BACKEND_GROUP", "EXTENSION_GROUP", "KNOWN_DISTRIBUTIONS", "install_hint", "BackendInfo", "dist_of", "rank", "load_error"]

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
    dist = getattr(ep, "dist", None)
    if dist is None:
        return "<unknown distribution>", "?"
    return dist.metadata["Name"] or dist.name, dist.version


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
