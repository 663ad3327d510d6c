"""Loading a backend: import its plugin module, check what it declares
against the hook contract, import its runtime and implementation modules (the
framework comes in here), gather contributions from extension distributions
and build its :class:`~ivy_core._backends._backend.Backend`. Imported with the first
backend that loads (it brings pluggy and the per-call machinery), never by
``import ivy_core``.

A plugin's code that raises ``SystemExit`` (``sys.exit()``) or
``KeyboardInterrupt`` while ivy_core imports it, or in its
``ivy_core_backend`` hook, fails that backend's load like any other
exception (a :class:`BackendLoadError` for it alone, recorded), instead of
ending every call that looks a type up (:func:`contained`). A real Ctrl-C
still interrupts: a ``KeyboardInterrupt`` that comes from a SIGINT arriving
during the import is raised as it is. (The SIGINT handler in force is
wrapped for the import's duration to tell the two apart; where it is not a
Python function, or off the main thread, no signal can raise
``KeyboardInterrupt`` there, so one raised is the plugin's.)
"""

from __future__ import annotations

import _signal as signal  # the functions signal.py wraps (in enums), without importing it (0.5 ms)
import importlib
import warnings
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import pluggy

from .._arrays import _typing
from .._backends import _calls
from .._backends._backend import Backend
from .._base import _state
from .._dispatch import _entries
from .._spec import _argtypes, _protocol
from .._spec._api import API
from . import _entry_points
from ._contract import runtime_from
from ._entry_points import BackendInfo, dist_of, load_error, rank
from ._hooks import PLUGIN_API_VERSION, BackendSpec, HookSpecs

_pm: Any = None
_extensions_registered = False
_T = TypeVar("_T")


class PluginExit(Exception):
    """``SystemExit`` or ``KeyboardInterrupt`` raised by a plugin's own code
    while ivy_core loaded it (chained as ``__cause__``), held as an ordinary
    exception so that it fails that backend's load alone."""


def contained(run: Callable[..., _T], *args: Any) -> _T:
    """``run(*args)``, which runs a plugin's code (imports it): a ``SystemExit``
    or ``KeyboardInterrupt`` it raises becomes :class:`PluginExit`, except a
    ``KeyboardInterrupt`` from a SIGINT that arrived meanwhile (the user's
    Ctrl-C), which is raised as it is."""
    interrupted: list[bool] = []
    handler = signal.getsignal(signal.SIGINT)
    if callable(handler):
        outer = handler

        def noted(signum: int, frame: Any) -> Any:
            interrupted.append(True)
            return outer(signum, frame)

        try:
            signal.signal(signal.SIGINT, noted)
        except (ValueError, OSError):  # not the main thread, or no signals here (an embedded interpreter)
            handler = None
    else:
        handler = None
    try:
        return run(*args)
    except SystemExit as exc:
        raise PluginExit(
            f"the plugin's code raised SystemExit({exc.code!r}) (sys.exit()) while loading"
        ) from exc
    except KeyboardInterrupt as exc:
        if interrupted:
            raise
        raise PluginExit(
            "the plugin's code raised KeyboardInterrupt itself while loading (no Ctrl-C arrived)"
        ) from exc
    finally:
        if handler is not None and signal.getsignal(signal.SIGINT) is noted:
            signal.signal(signal.SIGINT, handler)


def plugin_manager() -> Any:
    """The process's pluggy PluginManager (created on first backend load)."""
    global _pm
    if _pm is None:
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
    pm = plugin_manager()
    # Read with the backends by the registry's last ``discover``.
    eps = sorted(_entry_points.extensions, key=lambda ep: (dist_of(ep)[0], ep.name))
    for ep in eps:
        dist, version = dist_of(ep)
        try:
            module = contained(ep.load)
            pm.register(module, name=f"extension:{dist}:{ep.name}")
        except Exception as exc:  # a broken extension must not break the backend
            warnings.warn(
                f"ivy_core: extension {ep.name!r} from distribution {dist} {version} "
                f"could not be registered and is ignored: {type(exc).__name__}: {exc}",
                RuntimeWarning,
                stacklevel=3,
            )


def described(info: BackendInfo) -> tuple[Any, BackendSpec]:
    """Import ``info``'s plugin module and return it with its validated
    description; a :class:`BackendLoadError` (or :class:`PluginError`)
    naming the distribution when either is broken. Imports no framework."""
    try:
        module = contained(info.entry_point.load)
    except Exception as exc:
        raise load_error(info, f"failed to import its plugin module {info.module!r}", exc) from exc

    own = pluggy.PluginManager("ivy_core")
    own.add_hookspecs(HookSpecs)
    try:
        own.register(module, name=f"backend:{info.name}")
        own.check_pending()
        spec = contained(own.hook.ivy_core_backend)
    except Exception as exc:
        raise load_error(info, "has a plugin module that breaks the hook contract", exc) from exc
    if not isinstance(spec, BackendSpec):
        raise load_error(
            info, f"answered ivy_core_backend with {spec!r:.200}, not an ivy_core.plugin.BackendSpec"
        )
    if type(spec.plugin_api) is not int:
        raise load_error(info, f"declares plugin_api={spec.plugin_api!r:.80}; it must be an int")
    if spec.plugin_api != PLUGIN_API_VERSION:
        raise load_error(
            info,
            f"targets plugin API version {spec.plugin_api}, but this ivy_core implements "
            f"version {PLUGIN_API_VERSION}; install a release of {info.distribution} "
            f"built for this ivy_core",
        )
    _validate(info, spec)
    return module, spec


def load_backend(
    info: BackendInfo, find_backend: Callable[[type], Any], name_of_type: Callable[[type], str | None]
) -> Backend:
    """Import the plugin, validate what it declares and build its Backend.
    ``find_backend`` and ``name_of_type`` are the registry's lookups of an
    array type (its caller passes them: the registry imports this module,
    never the other way): the Backend keeps the first, a runtime's
    ``trace_constants`` hook is given the second."""
    if not _argtypes.ANNOTATION_NAMES:  # what a failed call's check reads, before any call can fail
        _argtypes.ANNOTATION_NAMES.update(_typing.annotation_names())
    module, spec = described(info)
    base = None
    impls: dict[str, Callable[..., Any]] = {}
    try:
        if spec.array_api:  # the generic adapter: runtime and functions from the namespace
            from . import _adapter  # only for backends that use it

            xp = contained(_adapter.namespace, spec.array_api)
            base = _adapter.runtime_for(xp, _framework_version(spec, xp))
            impls = _adapter.implementations_for(xp, base.VERSION, tuple(base.DTYPES))
        elif spec.namespace:  # binding by name: functions and runtime from a framework namespace
            base, impls = _bound_by_name(info, spec)
        runtime_module = (
            contained(importlib.import_module, spec.runtime_module) if spec.runtime_module else None
        )
    except ImportError as exc:
        raise load_error(
            info,
            f"could not import its framework {spec.framework!r} (pip install the framework "
            f"{info.distribution} requires)",
            exc,
        ) from exc
    except Exception as exc:
        what = f"runtime module {spec.runtime_module!r}" if base is not None or not spec.array_api else (
            f"Array API namespace {spec.array_api!r} (the adapter needs __array_namespace_info__)"
        )
        raise load_error(info, f"failed to import its {what}", exc) from exc
    try:
        runtime = runtime_from(runtime_module, base)
    except ValueError as exc:
        raise load_error(info, str(exc)) from exc
    origins: dict[str, str] = dict.fromkeys(impls, info.distribution)
    for modname in spec.implementation_modules:
        try:
            mod = contained(importlib.import_module, modname)
        except Exception as exc:
            raise load_error(info, f"failed to import its implementation module {modname!r}", exc) from exc
        names = getattr(mod, "__all__", None)
        if names is None:
            raise load_error(info, f"has implementation module {modname!r} without __all__")
        for fname in names:
            if fname not in API:
                raise load_error(
                    info,
                    f"implements {fname!r} in {modname}, which is not an ivy_core API "
                    "function; rename it or make it private",
                )
            impls[fname] = getattr(mod, fname)
            origins[fname] = info.distribution

    if spec.namespace:  # the gaps table's dtype declarations, on bound and hand-written functions alike
        from . import _by_name  # only for backends bound by name (its tables' regexes compile on import)

        try:
            _by_name.declare(spec, impls, runtime.VERSION)
        except ValueError as exc:
            raise load_error(info, "declares gaps of a function it lacks", exc) from exc
    _register_extensions()
    pm = plugin_manager()
    pm.register(module, name=f"backend:{info.name}")
    _collect_contributions(info.name, impls, origins)
    try:
        b = Backend(info, spec, runtime, impls, origins, find_backend, _entries.build)
    except Exception as exc:  # a broken runtime never escapes as a raw error
        raise load_error(info, "declares something inconsistent", exc) from exc
    if not all(isinstance(t, type) for t in b.array_types):
        raise load_error(info, f"has runtime ARRAY_TYPES {b.array_types!r:.120}; they must be classes")
    if runtime.trace_constants is not None:
        try:
            runtime.trace_constants((*_calls.TRACE_CONSTANTS, name_of_type))
        except Exception as exc:
            raise load_error(info, "failed in its runtime's trace_constants hook", exc) from exc
    if runtime.is_tracing is not None and runtime.is_tracing not in _state.tracing:
        _state.tracing.append(runtime.is_tracing)
    for t in b.array_types:
        # A type another loaded backend holds stays with it, unless this is
        # the project's own backend and the holder is not: a plugin claiming
        # another framework's array type never takes it from that backend.
        holder = _state.array_backends.get(t)
        if holder is None or rank(b.name, info.distribution) < rank(
            holder.name, holder.info.distribution
        ):
            _state.array_backends[t] = b
    _protocol.WITHOUT.update(b.array_types)  # no framework array type defines __ivy_array_function__
    return b


def _bound_by_name(info: BackendInfo, spec: BackendSpec) -> tuple[Any, dict[str, Callable[..., Any]]]:
    """The runtime and functions of a backend bound by name (``_by_name``);
    a mistake in its tables (a name the namespace lacks) fails the load
    naming the entry. An ImportError reaches the caller (a missing framework)."""
    from . import _by_name, _by_name_runtime  # only for backends bound by name

    try:
        _by_name.check_tables(spec)
        ns = contained(_by_name.namespace, spec.namespace)
        impls = _by_name.implementations_for(spec, ns, _by_name.array_type(spec.native_array_types[0]))
        return _by_name_runtime.runtime_for(spec, ns, _framework_version(spec, ns), impls), impls
    except (ValueError, AttributeError) as exc:
        raise load_error(info, f"binds namespace {spec.namespace!r} by name, and", exc) from exc


#: BackendSpec fields holding a str, a tuple of str, and a mapping of str to str.
_STR_FIELDS = ("name", "framework", "runtime_module", "array_api", "namespace", "index_dtype", "notes")
_TUPLE_FIELDS = ("native_array_types", "devices", "implementation_modules", "array_module_roots")
_MAPPING_FIELDS = ("names", "keywords", "gaps")


def _validate(info: BackendInfo, spec: Any) -> None:
    """Check every field of the description, its types first (nothing of a
    description takes part in type lookup before this passed)."""
    for field in _STR_FIELDS:
        v = getattr(spec, field)
        if not isinstance(v, str):
            raise load_error(info, f"declares {field}={v!r:.80}; it must be a str")
    for field in _TUPLE_FIELDS:
        v = getattr(spec, field)
        if not isinstance(v, (tuple, list)) or not all(isinstance(x, str) and x for x in v):
            raise load_error(info, f"declares {field}={v!r:.80}; it must be a tuple of non-empty str")
    for field in _MAPPING_FIELDS:
        v = getattr(spec, field)
        pairs = v.items() if isinstance(v, Mapping) else None
        if pairs is None or not all(isinstance(k, str) and isinstance(x, str) for k, x in pairs):
            raise load_error(info, f"declares {field}={v!r:.80}; it must be a mapping of str to str")
    if spec.array_api and spec.namespace:
        raise load_error(info, "names both array_api= and namespace=; an adapter backend names one")
    bad = [n for n in spec.native_array_types if "." not in n or n.startswith("builtins.")]
    if bad or "builtins" in spec.array_module_roots:
        raise load_error(
            info,
            f"declares native_array_types {bad or list(spec.native_array_types)} / array_module_roots "
            f"{list(spec.array_module_roots)}; array types are dotted names of the framework's "
            "classes, never Python's built-in types",
        )
    if spec.name != info.name:
        raise load_error(info, f"describes itself as {spec.name!r} but is registered as {info.name!r}")
    if not spec.native_array_types or not spec.devices:
        raise load_error(info, "declares no native array type or device")
    if not (spec.array_api or spec.namespace) and not (spec.implementation_modules and spec.runtime_module):
        raise load_error(
            info,
            "declares no implementation modules or runtime module; name both, name an Array API "
            "namespace in array_api= to have ivy_core's adapter provide them, or a framework "
            "namespace in namespace= to bind its functions by name",
        )


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


def _framework_version(spec: BackendSpec, xp: Any) -> str:
    """The installed version of an adapter backend's library (declarations
    by version range resolve against it): the distribution named like
    ``spec.framework``, else the one of the package the namespace's arrays
    come from (``torch`` for ``array_api_compat.torch``), else the
    namespace's ``__version__``."""
    import importlib.metadata as metadata

    roots = [spec.framework, spec.framework.split(".", 1)[0]]
    try:
        roots.append(type(xp.asarray(0)).__module__.split(".", 1)[0])
    except Exception:  # no asarray: the adapter reports that when it builds the runtime
        pass
    for name in roots:
        try:
            return metadata.version(name)
        except (metadata.PackageNotFoundError, ValueError):
            continue
    return str(getattr(xp, "__version__", "0"))
