"""Backend discovery and loading.

Discovery reads entry point metadata only. Loading imports the plugin module
(which imports no framework), validates its description, imports the runtime
and implementation modules (the framework comes in here), collects
contributions from extension distributions and builds the function table,
once. Nothing here runs on the per-op path.
"""

from __future__ import annotations

import _thread
import weakref

from . import _state
from ._errors import BackendLoadError, BackendNotFoundError, PluginError

TYPE_CHECKING = False  # typing is not imported at run time (import cost)
if TYPE_CHECKING:
    from typing import Any

    from ._backend import Backend

BACKEND_GROUP = "ivy_core.backends"
EXTENSION_GROUP = "ivy_core.extensions"

#: The backends this project publishes, for install hints.
KNOWN_DISTRIBUTIONS = {
    "numpy": "ivy-numpy",
    "torch": "ivy-torch",
    "jax": "ivy-jax",
    "tensorflow": "ivy-tensorflow",
}


class BackendInfo:
    """One installed backend as its metadata describes it."""

    __slots__ = ("name", "distribution", "version", "module", "status", "error", "framework")

    def __init__(self, name: str, distribution: str, version: str, module: str) -> None:
        #: Backend (entry point) name.
        self.name = name
        #: Distribution that registered it, and its version.
        self.distribution = distribution
        self.version = version
        #: Entry point value (the plugin module).
        self.module = module
        #: ``"not loaded"``, ``"loaded"`` or ``"failed"``.
        self.status = "not loaded"
        #: Why loading failed, when it did.
        self.error: str | None = None
        #: ``"torch 2.13.0"`` once loaded (the framework is not imported before).
        self.framework: str | None = None

    def __repr__(self) -> str:
        why = f": {self.error}" if self.error else ""
        fw = f" ({self.framework})" if self.framework else ""
        return f"<backend {self.name!r} from {self.distribution} {self.version}: {self.status}{fw}{why}>"


_lock = _thread.RLock()
_infos: dict[str, BackendInfo] | None = None
_eps: dict[str, Any] = {}
_duplicates: dict[str, list[str]] = {}
_loaded: dict[str, Backend] = {}
_failed: dict[str, BackendLoadError] = {}
#: Types known not to be any backend's array (held weakly: a user's class
#: is not kept alive by having been passed once).
_not_arrays: weakref.WeakKeyDictionary[type, bool] = weakref.WeakKeyDictionary()


def _dist_of(ep: Any) -> tuple[str, str]:
    dist = getattr(ep, "dist", None)
    if dist is None:
        return "<unknown distribution>", "?"
    return dist.metadata["Name"] or dist.name, dist.version


def discover(refresh: bool = False) -> dict[str, BackendInfo]:
    """Installed backends by name, from entry point metadata (cached)."""
    global _infos
    with _lock:
        if _infos is not None and not refresh:
            return _infos
        from importlib.metadata import entry_points

        infos: dict[str, BackendInfo] = {}
        _eps.clear()
        _duplicates.clear()
        for ep in entry_points(group=BACKEND_GROUP):
            dist, version = _dist_of(ep)
            if ep.name in infos and infos[ep.name].distribution != dist:
                _duplicates.setdefault(ep.name, [infos[ep.name].distribution]).append(dist)
                continue
            infos[ep.name] = BackendInfo(ep.name, dist, version, ep.value)
            _eps[ep.name] = ep
        for name, info in infos.items():
            if name in _loaded:
                info.status = "loaded"
                info.framework = f"{_loaded[name].spec.framework} {_loaded[name].framework_version}"
            elif name in _failed:
                info.status, info.error = "failed", str(_failed[name])
        if refresh:
            _not_arrays.clear()
        _infos = infos
        return infos


def loaded() -> dict[str, Backend]:
    """The backends loaded so far, by name."""
    return dict(_loaded)


def _loader() -> Any:
    """The module that loads backends (pluggy, the per-call machinery): imported
    with the first backend, not by ``import ivy_core``."""
    from . import _loader as loader

    return loader


def plugin_manager() -> Any:
    """The process's pluggy PluginManager (created on first backend load)."""
    return _loader().plugin_manager()


def not_found(name: object, where: str = "ivy_core.set_backend") -> BackendNotFoundError:
    installed = ", ".join(sorted(discover())) or "none"
    dist = KNOWN_DISTRIBUTIONS.get(str(name), f"a distribution providing the {name!r} backend")
    hint = f"pip install {dist}" if str(name) in KNOWN_DISTRIBUTIONS else f"install {dist}"
    return BackendNotFoundError(
        f"{where}: no backend named {name!r} is installed (installed: {installed}); to add it: {hint}"
    )


def load(name: str, where: str = "ivy_core.set_backend") -> Backend:
    """The loaded Backend called ``name``, loading it on first use."""
    b: Backend | None = _loaded.get(name)
    if b is not None:
        return b
    with _lock:
        b = _loaded.get(name)
        if b is not None:
            return b
        if name in _failed:
            raise _failed[name]
        infos = discover()
        if name not in infos:
            raise not_found(name, where)
        info = infos[name]
        try:
            b = _loader().load_backend(info)
        except BackendLoadError as exc:
            _failed[name] = exc
            info.status, info.error = "failed", str(exc)
            raise
        _loaded[name] = b
        info.status = "loaded"
        info.framework = f"{b.spec.framework} {b.framework_version}"
    _loader().plugin_manager().hook.ivy_core_backend_loaded(backend=name)
    return b


def _fail(info: BackendInfo, what: str, exc: BaseException | None = None) -> BackendLoadError:
    cause = f": {type(exc).__name__}: {exc}" if exc is not None else ""
    cls = BackendLoadError if exc is not None else PluginError
    return cls(
        f"ivy_core: backend {info.name!r} from distribution {info.distribution} {info.version} {what}{cause}",
        distribution=info.distribution,
    )


def backend_of_type(t: type) -> Backend | None:
    """The loaded Backend whose native array type ``t`` is, or None.

    Matches the dotted names in the MRO of ``t`` against the descriptions of
    installed backends, so no framework is imported to find out.
    """
    b = _state.array_backends.get(t)
    if b is not None or t in _not_arrays:
        return b
    names = {f"{c.__module__}.{c.__qualname__}" for c in t.__mro__}
    roots = {c.__module__.split(".")[0] for c in t.__mro__}
    found = None
    for name in discover():
        if name in _failed:
            continue
        spec = _loader().spec_of(name)
        if spec is None:
            continue
        if names.intersection(spec.native_array_types) or (roots.intersection(spec.array_module_roots)):
            found = load(name, "ivy_core")
            break
    if found is None:
        _not_arrays[t] = True
    else:
        _state.array_backends[t] = found
    return found


_state.find_backend_of_type.append(backend_of_type)
