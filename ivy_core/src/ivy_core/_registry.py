"""Backend discovery and loading.

Discovery reads entry point metadata only. Loading imports the plugin module
(which imports no framework), validates its description, imports the runtime
and implementation modules (the framework comes in here), collects
contributions from extension distributions and builds the function table,
once. Nothing here runs on the per-op path.
"""

from __future__ import annotations

import _thread
import importlib
import warnings
import weakref

from . import _dtypes, _state
from ._api import API
from ._backend import Backend
from ._errors import BackendLoadError, BackendNotFoundError, PluginError

TYPE_CHECKING = False  # typing is not imported at run time (import cost)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

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
_loaded: dict[str, Any] = {}
_failed: dict[str, BackendLoadError] = {}
#: Types known not to be any backend's array (held weakly: a user's class
#: is not kept alive by having been passed once).
_not_arrays: weakref.WeakKeyDictionary[type, bool] = weakref.WeakKeyDictionary()
_pm: Any = None
_extensions_registered = False


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


def not_found(name: object, where: str = "ivy_core.set_backend") -> BackendNotFoundError:
    installed = ", ".join(sorted(discover())) or "none"
    dist = KNOWN_DISTRIBUTIONS.get(str(name), f"a distribution providing the {name!r} backend")
    hint = f"pip install {dist}" if str(name) in KNOWN_DISTRIBUTIONS else f"install {dist}"
    return BackendNotFoundError(
        f"{where}: no backend named {name!r} is installed (installed: {installed}); to add it: {hint}"
    )


def plugin_manager() -> Any:
    """The process's pluggy PluginManager (created on first backend load)."""
    global _pm
    if _pm is None:
        import pluggy

        from .plugin import HookSpecs

        pm = pluggy.PluginManager("ivy_core")
        pm.add_hookspecs(HookSpecs)
        _pm = pm
    return _pm


def _register_extensions() -> None:
    """Register every ``ivy_core.extensions`` module, alphabetically by distribution."""
    global _extensions_registered
    if _extensions_registered:
        return
    _extensions_registered = True
    from importlib.metadata import entry_points

    pm = plugin_manager()
    eps = sorted(entry_points(group=EXTENSION_GROUP), key=lambda ep: (_dist_of(ep)[0], ep.name))
    for ep in eps:
        dist, version = _dist_of(ep)
        try:
            module = ep.load()
            pm.register(module, name=f"extension:{dist}:{ep.name}")
        except Exception as exc:  # a broken extension must not break the backend
            warnings.warn(
                f"ivy_core: extension {ep.name!r} from distribution {dist} {version} "
                f"could not be registered and is ignored: {type(exc).__name__}: {exc}",
                RuntimeWarning,
                stacklevel=3,
            )


def load(name: str, where: str = "ivy_core.set_backend") -> Any:
    """The loaded Backend called ``name``, loading it on first use."""
    b = _loaded.get(name)
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
            b = _load(info)
        except BackendLoadError as exc:
            _failed[name] = exc
            info.status, info.error = "failed", str(exc)
            raise
        _loaded[name] = b
        info.status = "loaded"
        info.framework = f"{b.spec.framework} {b.framework_version}"
    plugin_manager().hook.ivy_core_backend_loaded(backend=name)
    return b


def _fail(info: BackendInfo, what: str, exc: BaseException | None = None) -> BackendLoadError:
    cause = f": {type(exc).__name__}: {exc}" if exc is not None else ""
    cls = BackendLoadError if exc is not None else PluginError
    return cls(
        f"ivy_core: backend {info.name!r} from distribution {info.distribution} {info.version} {what}{cause}",
        distribution=info.distribution,
    )


def _load(info: BackendInfo) -> Any:
    from .plugin import PLUGIN_API_VERSION, BackendSpec  # imports pluggy

    if info.name in _duplicates:
        raise _fail(
            info,
            f"is registered by several distributions ({', '.join(_duplicates[info.name])}); "
            "uninstall all but one",
        )
    try:
        module = _eps[info.name].load()
    except Exception as exc:
        raise _fail(info, f"failed to import its plugin module {info.module!r}", exc) from exc

    import pluggy

    from .plugin import HookSpecs

    own = pluggy.PluginManager("ivy_core")
    own.add_hookspecs(HookSpecs)
    try:
        own.register(module, name=f"backend:{info.name}")
        own.check_pending()
        spec = own.hook.ivy_core_backend()
    except Exception as exc:
        raise _fail(info, "has a plugin module that breaks the hook contract", exc) from exc
    if not isinstance(spec, BackendSpec):
        raise _fail(info, f"answered ivy_core_backend with {spec!r}, not an ivy_core.plugin.BackendSpec")
    if spec.plugin_api != PLUGIN_API_VERSION:
        raise _fail(
            info,
            f"targets plugin API version {spec.plugin_api}, but this ivy_core implements "
            f"version {PLUGIN_API_VERSION}; install a release of {info.distribution} "
            f"built for this ivy_core",
        )
    _validate(info, spec)
    try:
        runtime = importlib.import_module(spec.runtime_module)
    except ImportError as exc:
        raise _fail(
            info,
            f"could not import its framework {spec.framework!r} (pip install the framework "
            f"{info.distribution} requires)",
            exc,
        ) from exc
    except Exception as exc:
        raise _fail(info, f"failed to import its runtime module {spec.runtime_module!r}", exc) from exc
    impls: dict[str, Callable[..., Any]] = {}
    origins: dict[str, str] = {}
    for modname in spec.implementation_modules:
        try:
            mod = importlib.import_module(modname)
        except Exception as exc:
            raise _fail(info, f"failed to import its implementation module {modname!r}", exc) from exc
        names = getattr(mod, "__all__", None)
        if names is None:
            raise _fail(info, f"has implementation module {modname!r} without __all__")
        for fname in names:
            if fname not in API:
                raise _fail(
                    info,
                    f"implements {fname!r} in {modname}, which is not an ivy_core API "
                    "function; rename it or make it private",
                )
            impls[fname] = getattr(mod, fname)
            origins[fname] = info.distribution

    _register_extensions()
    pm = plugin_manager()
    pm.register(module, name=f"backend:{info.name}")
    _collect_contributions(info.name, impls, origins)
    try:
        b = Backend(info, spec, runtime, impls, origins, backend_of_type)
    except (TypeError, ValueError, AttributeError, KeyError) as exc:
        raise _fail(info, "declares something inconsistent", exc) from exc
    for t in b.array_types:
        _state.array_backends[t] = b
    return b


def _validate(info: BackendInfo, spec: Any) -> None:
    if spec.name != info.name:
        raise _fail(info, f"describes itself as {spec.name!r} but is registered as {info.name!r}")
    unknown = sorted(set(spec.dtypes) - set(_dtypes.DTYPE_NAMES))
    if unknown:
        raise _fail(info, f"declares unknown dtypes {unknown}; valid names are {_dtypes.DTYPE_NAMES}")
    expected_invalid = set(_dtypes.DTYPE_NAMES) - set(spec.dtypes)
    if set(spec.invalid_dtypes) != expected_invalid:
        raise _fail(
            info,
            f"declares invalid_dtypes {sorted(spec.invalid_dtypes)}, but its dtype map "
            f"leaves {sorted(expected_invalid)} invalid; the two must agree",
        )
    if not spec.native_array_types or not spec.implementation_modules or not spec.devices:
        raise _fail(info, "declares no native array type, implementation module or device")


def _collect_contributions(
    backend: str, impls: dict[str, Callable[..., Any]], origins: dict[str, str]
) -> None:
    pm = plugin_manager()
    caller = pm.hook.ivy_core_implementations
    seen: set[str] = set()
    # pluggy calls hook implementations in reverse order of get_hookimpls().
    for hookimpl in reversed(caller.get_hookimpls()):
        who = hookimpl.plugin_name
        try:
            got = hookimpl.function(backend=backend)
        except Exception as exc:
            warnings.warn(
                f"ivy_core: {who} failed while contributing implementations for "
                f"{backend!r} and is ignored: {type(exc).__name__}: {exc}",
                RuntimeWarning,
                stacklevel=4,
            )
            continue
        if not got:
            continue
        for fname, fn in got.items():
            if fname not in API or not callable(fn):
                warnings.warn(
                    f"ivy_core: {who} contributes {fname!r} for {backend!r}, which is "
                    "not a callable for an ivy_core API function; ignored",
                    RuntimeWarning,
                    stacklevel=4,
                )
                continue
            if fname in seen:  # an earlier-called contributor already won
                continue
            seen.add(fname)
            impls[fname] = fn
            origins[fname] = who


def backend_of_type(t: type) -> Any:
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
        spec = _spec_of(name)
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


_specs: dict[str, Any] = {}


def _spec_of(name: str) -> Any:
    """The description of an installed backend, importing only its plugin module."""
    if name in _loaded:
        return _loaded[name].spec
    if name not in _specs:
        try:
            import pluggy

            from .plugin import HookSpecs

            own = pluggy.PluginManager("ivy_core")
            own.add_hookspecs(HookSpecs)
            own.register(_eps[name].load())
            _specs[name] = own.hook.ivy_core_backend()
        except Exception:
            _specs[name] = None
    return _specs[name]
