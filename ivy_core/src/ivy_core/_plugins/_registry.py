"""Backend discovery and loading.

Discovery reads entry point metadata only. Loading imports the plugin module
(which imports no framework), validates its description, imports the runtime
and implementation modules (the framework comes in here), collects
contributions from extension distributions and builds the function table,
once. Nothing here runs on the per-op path.
"""

from __future__ import annotations

import _thread

from .._base import _state
from .._base._errors import BackendLoadError, BackendNotFoundError, PluginError
from .._base._longlived import long_lived
from . import _entry_points
from ._entry_points import (
    BACKEND_GROUP,
    EXTENSION_GROUP,
    KNOWN_DISTRIBUTIONS,
    BackendInfo,
    dist_of,
    install_hint,
    rank,
)

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any
    from weakref import WeakKeyDictionary

    from .._backends._backend import Backend
    from ._hooks import BackendSpec

_lock = _thread.RLock()
_infos: dict[str, BackendInfo] | None = None
#: Backend name -> the error of an unresolved name clash (two distributions,
#: neither this project's own, registering one name); recomputed by discover.
_clashes: dict[str, PluginError] = {}
_loaded: dict[str, Backend] = _state.loaded
_failed: dict[str, BackendLoadError] = {}
#: Types known not to be any backend's array (held weakly: a user's class
#: is not kept alive by having been passed once). Made when the first is
#: found, so that ``import ivy_core`` does not import ``weakref``.
_not_arrays: WeakKeyDictionary[type, bool] | None = None


def discover(refresh: bool = False) -> dict[str, BackendInfo]:
    """Installed backends by name, from entry point metadata (cached).

    A name registered by several distributions is a clash, decided here from
    the metadata alone: this project's own distribution for that name
    (:data:`KNOWN_DISTRIBUTIONS`, e.g. ``ivy-numpy`` for ``numpy``) wins and
    the others are ignored (listed in :attr:`BackendInfo.clash`); otherwise
    no distribution wins and the name fails with a :class:`PluginError`
    naming all of them.

    The answer is kept until ``refresh=True`` reads the metadata again
    (:func:`load` does, once, for a name it does not find; ``backends()``
    does each time): reading it costs a folder listing per ``sys.path``
    entry (:func:`_entry_points.scan`).
    """
    global _infos
    with _lock:
        if _infos is not None and not refresh:
            return _infos
        if refresh:  # the import system's folder listings too, for what was installed since
            import importlib

            importlib.invalidate_caches()
        scanned = _entry_points.scan()
        # The extensions are read in the same pass: what the loader registers.
        _entry_points.extensions[:] = scanned[EXTENSION_GROUP]
        registered: dict[str, list[tuple[str, str, Any]]] = {}
        for ep in scanned[BACKEND_GROUP]:
            dist, version = dist_of(ep)
            regs = registered.setdefault(ep.name, [])
            if all(d != dist for d, _, _ in regs):  # one distribution seen twice is no clash
                regs.append((dist, version, ep))
        infos: dict[str, BackendInfo] = {}
        _clashes.clear()
        for name, regs in registered.items():
            regs.sort(key=lambda r: (rank(name, r[0]), r[0]))
            dist, version, ep = regs[0]
            info = infos[name] = BackendInfo(name, dist, version, ep.value, ep)
            info.clash = tuple(f"{d} {v}" for d, v, _ in regs[1:])
            if len(regs) > 1 and rank(name, dist):
                every = ", ".join(f"{d} {v}" for d, v, _ in regs)
                _clashes[name] = PluginError(
                    f"ivy_core: backend {name!r} is registered by several distributions ({every}) "
                    f"and none of them is this project's own; uninstall all but one",
                    distribution=dist,
                )
        for name, info in infos.items():
            if name in _loaded:
                info.status = "loaded"
                info.framework = f"{_loaded[name].spec.framework} {_loaded[name].framework_version}"
            elif name in _clashes:
                info.status, info.error = "failed", str(_clashes[name])
            elif name in _failed:
                info.status, info.error = "failed", str(_failed[name])
        if refresh and _not_arrays is not None:
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
    names = sorted(discover())
    installed = ", ".join(names) or "none"
    guess = suggest(name, names)
    if guess is None:
        return BackendNotFoundError(
            f"{where}: no backend named {name!r} is installed (installed: {installed}); to add it, "
            f"{install_hint(name)}"
        )
    if guess in names:
        return BackendNotFoundError(
            f"{where}: no backend named {name!r} is installed (installed: {installed}); "
            f"did you mean {guess!r}?"
        )
    return BackendNotFoundError(
        f"{where}: no backend named {name!r} is installed (installed: {installed}); did you mean "
        f"{guess!r}? It is not installed either; to add it, {install_hint(guess)}"
    )


#: Other names users give backends.
_ALIASES = {"np": "numpy", "pytorch": "torch", "tf": "tensorflow", "jnp": "jax", "da": "dask"}


def suggest(name: object, installed: list[str]) -> str | None:
    """The backend name ``name`` was probably meant to be: an installed one
    first, else one this project publishes; None when none is close.
    (``difflib`` is imported here, for a name that is not found only.)"""
    if not isinstance(name, str):
        return None
    key = name.strip().lower()
    known = [n for n in KNOWN_DISTRIBUTIONS if n not in installed]
    for candidates in (installed, known):
        if key in candidates:  # "Torch", " numpy"
            return key
        alias = _ALIASES.get(key)
        if alias in candidates:
            return alias
    import difflib

    for candidates in (installed, known):
        close = difflib.get_close_matches(key, candidates, n=1, cutoff=0.6)
        if close:
            return close[0]
    return None


def load(name: str, where: str = "ivy_core.set_backend") -> Backend:
    """The loaded Backend called ``name``, loading it on first use."""
    b: Backend | None = _loaded.get(name)
    if b is not None:
        return b
    # Discovery and loading make objects that stay alive: no collections meanwhile.
    with _lock, long_lived():
        b = _loaded.get(name)
        if b is not None:
            return b
        if name in _failed:
            raise _again(_failed[name])
        infos = discover()
        if name not in infos:  # installed since the last look, perhaps
            infos = discover(refresh=True)
        if name not in infos:
            raise not_found(name, where)
        if name in _clashes:
            raise _again(_clashes[name])
        info = infos[name]
        try:
            b = _loader().load_backend(info, backend_of_type, backend_name_of_type)
        except BackendLoadError as exc:
            failed(info, exc)
            raise
        _loaded[name] = b
        for hook in _state.on_load:
            hook(b)
        info.status = "loaded"
        info.framework = f"{b.spec.framework} {b.framework_version}"
    _loader().plugin_manager().hook.ivy_core_backend_loaded(backend=name)
    return b


def failed(info: BackendInfo, exc: BackendLoadError) -> None:
    """Record that ``info``'s backend cannot be used (``backends()`` shows it)."""
    with _lock:
        if info.name not in _failed:
            _failed[info.name] = _again(_detached(exc))
        info.status, info.error = "failed", str(_failed[info.name])


def _detached(exc: BackendLoadError) -> BackendLoadError:
    """``exc`` with the frames of its causes dropped (kept, they would hold
    whatever the callers' frames held at the first failure: a user's class,
    arrays), where they failed kept as text in a note."""
    import traceback

    lines: list[str] = []
    cause = exc.__cause__ or exc.__context__
    seen: set[int] = set()
    while cause is not None and id(cause) not in seen:
        seen.add(id(cause))
        if cause.__traceback__ is not None:
            lines += traceback.format_tb(cause.__traceback__)
            cause.__traceback__ = None
        cause = cause.__cause__ or cause.__context__
    if lines and hasattr(exc, "add_note"):
        exc.add_note("where the plugin failed (most recent call last):\n" + "".join(lines).rstrip())
    return exc


def _again(stored: BackendLoadError) -> BackendLoadError:
    """A new exception like ``stored`` (same class, message, distribution,
    cause and notes) to raise: raising the stored one would chain every
    caller's frames onto it for as long as the process runs."""
    exc = type(stored)(str(stored), distribution=stored.distribution)
    exc.__cause__ = stored.__cause__
    for note in getattr(stored, "__notes__", ()):
        exc.add_note(note)
    return exc


def backend_of_type(t: type) -> Backend | None:
    """The loaded Backend whose native array type ``t`` is, or None.

    Types seen before cost a dict lookup; others go to
    :func:`backend_name_of_type`.
    """
    b: Backend | None = _state.array_backends.get(t)
    if b is not None:
        return b
    name = backend_name_of_type(t)
    return None if name is None else _loaded[name]


def backend_name_of_type(t: type) -> str | None:
    """The name of the backend whose native array type ``t`` is (loading it),
    or None; one of the functions a compiler tracing Python bytecode calls
    while tracing rather than trace into (see ``_calls.TRACE_CONSTANTS``).

    Matches the dotted names in the MRO of ``t`` against the (validated)
    descriptions of installed backends, so no framework is imported to find
    out. Backends naming a type of the MRO come before those claiming its
    module root, and this project's own backend for a name before others
    (of those, first the one named after a package of the MRO, whose
    plugin module is then the only one imported);
    one that fails to load, or whose runtime does not have ``t`` among its
    array types after all, is passed over: a broken plugin claiming another
    framework's arrays never takes them from that framework's backend.
    """
    global _not_arrays
    b = _state.array_backends.get(t)
    if b is not None or (_not_arrays is not None and t in _not_arrays):
        return None if b is None else b.name
    with long_lived():  # discovery and loading make objects that stay alive
        found = _holder(t)
    if found is None:
        if _not_arrays is None:
            import weakref

            _not_arrays = weakref.WeakKeyDictionary()
        _not_arrays[t] = True
        return None
    held: Backend = _state.array_backends.setdefault(t, found)
    return held.name


def _holder(t: type) -> Backend | None:
    """The loaded backend ``t`` is an array type of (see ``backend_name_of_type``), or None."""
    names = {f"{c.__module__}.{c.__qualname__}" for c in t.__mro__}
    roots = [c.__module__.split(".")[0] for c in t.__mro__]
    infos = discover()
    # The project's own backend named after a package of the MRO (``numpy``
    # for ``numpy.ndarray``) is tried first when it names ``t``: found so,
    # no other plugin module is imported.
    own = [r for r in dict.fromkeys(roots) if r in infos and not rank(r, infos[r].distribution)]
    found = _first_holding(t, [r for r in own if _names(r, names)])
    if found is None:
        by_name: list[tuple[int, str]] = []
        by_root: list[tuple[int, str]] = []
        for name, info in infos.items():
            spec = _usable_spec(name)
            if spec is None:
                continue
            if names.intersection(spec.native_array_types):
                by_name.append((rank(name, info.distribution), name))
            elif set(roots).intersection(spec.array_module_roots):
                by_root.append((rank(name, info.distribution), name))
        found = _first_holding(t, [n for _, n in sorted(by_name) + sorted(by_root)])
    return found


def _usable_spec(name: str) -> BackendSpec | None:
    """The description of the installed backend ``name``; None when it failed or clashes."""
    return None if name in _failed or name in _clashes else spec_of(name)


def _names(name: str, type_names: set[str]) -> bool:
    """Whether the installed backend ``name`` (usable) names one of ``type_names``."""
    spec = _usable_spec(name)
    return spec is not None and not type_names.isdisjoint(spec.native_array_types)


def _first_holding(t: type, candidates: list[str]) -> Backend | None:
    """The first of ``candidates`` that loads and has ``t`` among its array types."""
    for name in candidates:
        try:
            candidate = load(name, "ivy_core")
        except BackendLoadError:  # recorded: backends() shows it failed
            continue
        if issubclass(t, candidate.array_types):
            return candidate
    return None


_specs: dict[str, BackendSpec | None] = {}


def spec_of(name: str) -> BackendSpec | None:
    """The validated description of an installed backend, importing only its
    plugin module; None when it is broken (the failure is recorded, so
    ``backends()`` shows it and using the backend raises it)."""
    b = _loaded.get(name)
    if b is not None:
        spec: BackendSpec = b.spec
        return spec
    with _lock:
        if name not in _specs:
            info = discover()[name]
            try:
                _specs[name] = _loader().described(info)[1]
            except BackendLoadError as exc:
                _specs[name] = None
                failed(info, exc)
        return _specs[name]


def failure_of_type(t: type) -> BackendLoadError | None:
    """The load error of an installed backend that failed to load and whose
    arrays ``t`` would be: it names ``t`` (or a class of its MRO) or the
    package defining one among its array types, or, undescribed, is named
    after that package. None when no failed backend claims ``t``. Read only
    to explain an argument that no loaded backend takes."""
    if not _failed:
        return None
    names = {f"{c.__module__}.{c.__qualname__}" for c in t.__mro__}
    roots = {c.__module__.split(".")[0] for c in t.__mro__} - {"builtins"}
    for name, stored in list(_failed.items()):
        spec = _specs.get(name)
        if spec is None:
            claims = name in roots
        else:
            claims = not names.isdisjoint(spec.native_array_types) or not roots.isdisjoint(spec.array_module_roots)
        if claims:
            return _again(stored)
    return None


_state.find_backend_of_type.value = backend_of_type
_state.failed_backend_of_type.value = failure_of_type
_state.load_backend.value = load


# A compiler that traces Python bytecode (PyTorch's Dynamo) must call the
# function that may load a backend rather than trace into it (it scans entry
# points and takes locks), also when the first use of any backend is inside
# the code it compiles, before a backend's runtime could mark it through its
# ``trace_constants`` hook. Dynamo reads this attribute (the one
# ``torch._dynamo.assume_constant_result`` sets) and keeps the name it
# returns as a constant. Nothing is imported for it.
backend_name_of_type._dynamo_marked_constant = True  # type: ignore[attr-defined]
