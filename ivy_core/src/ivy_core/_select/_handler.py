"""The backend handler: the global backend stack, ``using_backend`` and
inference of the backend from argument types when none is set."""

from __future__ import annotations

import sys

from .._arrays._array import Array
from .._backends import _calls
from .._base import _state
from .._base._errors import ArgumentTypeError, BackendNotFoundError, MixedBackendError
from .._plugins import _registry
from .._plugins._entry_points import BackendInfo, install_hint
from .._spec._api import API, ApiFunction

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from .._backends._backend import Backend

__all__ = [
    "set_backend",
    "unset_backend",
    "previous_backend",
    "current_backend",
    "current_backend_str",
    "using_backend",
    "backend_stack",
    "backends",
]

#: The backend used when none is set and no argument says otherwise (when it
#: is not installed but exactly one other backend is, that one is used).
DEFAULT_BACKEND = "numpy"


def _default_backend(where: str) -> Backend:
    installed = _registry.discover()
    if DEFAULT_BACKEND not in installed:
        if len(installed) == 1:
            return _registry.load(next(iter(installed)), where)
        if installed:
            raise BackendNotFoundError(
                f"{where}: no backend is set, nothing in the arguments names one, and the "
                f"default backend 'numpy' is not installed (installed: "
                f"{', '.join(sorted(installed))}); choose one with ivy_core.set_backend(name) "
                f"or ivy_core.using_backend(name), or {install_hint('numpy')}"
            )
    return _registry.load(DEFAULT_BACKEND, where)


def _default_backend_name(where: str) -> str:
    """The name of the default backend (loading it): what code with no
    backend set and no array argument runs on."""
    return _default_backend(where).name


# Called, not traced, by a compiler that traces Python bytecode (see
# ``_registry.backend_name_of_type``): loading is not traceable code.
_default_backend_name._dynamo_marked_constant = True  # type: ignore[attr-defined]


def resolve(backend: Any, where: str) -> Backend:
    """The Backend ``backend`` names (a name, loaded on first use, or a
    Backend itself); ``where`` names the caller in errors."""
    # A Backend object exists only once ``_backend`` is imported (with the
    # first backend that loads); ``import ivy_core`` does not import it.
    # (While another thread imports it, the class may not exist yet: then no
    # Backend object does either.)
    cls = getattr(sys.modules.get("ivy_core._backends._backend"), "Backend", None)
    if cls is not None and isinstance(backend, cls):
        resolved: Backend = backend
        return resolved
    if not isinstance(backend, str):
        raise ArgumentTypeError(f"{where}: expected a backend name such as 'torch', got {backend!r}")
    return _registry.load(backend, where)


def set_backend(backend: str) -> None:
    """Make ``backend`` the global backend, loading it on first use.

    The previous one stays on the stack; :func:`previous_backend` returns to it.

    Raises:
        BackendNotFoundError: no such backend is installed (the message lists
            the installed ones and the ``pip install`` that adds it).
        BackendLoadError: the backend's plugin or framework failed to load.
    """
    b = resolve(backend, "ivy_core.set_backend")
    with _state._lock:
        _state.backend.value.append(b)
        _calls.repoint()
    _registry.plugin_manager().hook.ivy_core_backend_set(backend=b.name)


def previous_backend() -> str | None:
    """Pop the global backend, returning to the one set before it.

    Returns:
        The name of the backend now in force, or ``None`` when the stack is
        empty (the backend is then inferred from the arguments).
    """
    with _state._lock:
        stack = _state.backend.value
        if not stack:
            return None
        popped = stack.pop()
        _calls.repoint()
        now = stack[-1].name if stack else None
    _registry.plugin_manager().hook.ivy_core_backend_unset(backend=popped.name)
    return now


def unset_backend() -> None:
    """Clear the whole global backend stack."""
    while previous_backend() is not None:
        pass


def backend_stack() -> tuple[str, ...]:
    """Names of the globally set backends, the current one last."""
    return tuple(b.name for b in _state.backend.value)


class using_backend:
    """Use ``backend`` inside the block, for this thread or async task only.

    >>> import ivy_core as ivy
    >>> with ivy.using_backend("numpy"):
    ...     ivy.current_backend_str()
    'numpy'
    """

    __slots__ = ("_local",)

    def __init__(self, backend: str | Backend) -> None:
        self._local = _calls.local_backend(resolve(backend, "ivy_core.using_backend"))

    def __enter__(self) -> Any:
        return self._local.__enter__()

    def __exit__(self, *exc: object) -> None:
        self._local.__exit__()


def current_backend(*args: Any, **kwargs: Any) -> Any:
    """The backend in force: the local one (``using_backend``), else the
    global one, else the one the arrays among ``args`` belong to, else NumPy."""
    b = _state.current_backend()
    if b is not None:
        return b
    return infer(tuple(args) + tuple(kwargs.values()), "ivy_core.current_backend")


def current_backend_str(*args: Any, **kwargs: Any) -> str:
    """Name of :func:`current_backend`."""
    return str(current_backend(*args, **kwargs).name)


def backends(refresh: bool = True) -> list[BackendInfo]:
    """Installed backends: name, distribution, version and load status.

    Reads entry point metadata only (a few milliseconds); nothing is
    imported. It reads it each time, so a backend installed or removed in
    the running process shows at once; ``refresh=False`` answers from what
    was read last.
    """
    return sorted(_registry.discover(refresh).values(), key=lambda i: i.name)


# --- implicit backend --------------------------------------------------------

_NOT_ARRAYS = frozenset((bool, int, float, complex, str, bytes, type(None), slice, type(Ellipsis)))


def _backend_of(value: Any) -> Any:
    if isinstance(value, Array):
        value = value._data
    t = type(value)
    if t in _NOT_ARRAYS:
        return None
    if t in (list, tuple):
        found = None
        for v in value:
            b = _backend_of(v)
            if b is not None and found is not None and b is not found:
                raise MixedBackendError(
                    f"ivy_core: a sequence mixes arrays of backends {found.name!r} and {b.name!r}; "
                    "convert them to one backend with ivy_core.asarray first"
                )
            found = found or b
        return found
    # By name, then the str-keyed table: under a compiler that traces Python
    # bytecode the name is a call it keeps as a constant (loading a backend
    # on first use changes the type-keyed tables, which it cannot guard).
    name = _registry.backend_name_of_type(t)
    return None if name is None else _state.loaded[name]


def infer(values: tuple[Any, ...], where: str) -> Any:
    """The backend of the arrays among ``values`` (the default backend when
    there are none); a ``MixedBackendError`` naming ``where`` when they
    belong to two backends."""
    found = None
    for v in values:
        b = _backend_of(v)
        if b is None:
            continue
        if found is None:
            found = b
        elif b is not found:
            raise MixedBackendError(
                f"{where}: the arguments mix arrays of backends {found.name!r} and "
                f"{b.name!r}; convert them to one with ivy_core.asarray under that backend, "
                "or set one with ivy_core.set_backend"
            )
    if found is None:
        if _state.traced_blocks:  # a compositional body traced by torch.compile
            return _state.traced_blocks[-1]
        found = _state.loaded[_default_backend_name(where)]
    return found


def _inferring(api: ApiFunction, mode: str = "ivy_core") -> Callable[..., Any]:
    """The entry of ``api`` while no backend is set: the backend of the first
    array among the arguments that decide it (by type, cached per function),
    else the default. That backend's entry (under promotion mode ``mode``)
    then checks the other arguments (another backend's array among them is
    a ``MixedBackendError``)."""
    name = api.name
    at = tuple(api.index[p] for p in api.infer_from)
    where = api.public_name
    #: native array type -> that backend's entry for this function
    by_type: dict[type, Callable[..., Any]] = {}

    def entry(*args: Any) -> Any:
        for i in at:
            v = args[i]
            t = type(v)
            if t is Array:
                t = type(v._data)
            fn = by_type.get(t)
            if fn is not None:
                return fn(*args)
        b = infer(tuple(args[i] for i in at), where)
        fn = b.entries_in(mode)[name]
        if _state.tracing and _state.is_tracing():
            # A cache, left alone while torch.compile traces: the compiled code
            # would write it again at each call (14 dict writes replayed per
            # call of a 20-op function compiled with no backend set: +12 us).
            return fn(*args)
        for i in at:  # remember the array types seen (never lists or scalars)
            v = args[i]
            t = type(v._data) if type(v) is Array else type(v)
            if _state.array_backends.get(t) is b:
                by_type[t] = fn
                _calls.inferred(b)
        return fn(*args)

    entry.__name__ = name
    return entry


def install_inferring() -> None:
    """Give every API function its inferring entry and point ``calls``
    (called at the end of ``import ivy_core``, and by the tests' reset)."""
    for name, api in API.items():
        if name not in _calls.INFERRING:
            _calls.INFERRING[name] = _inferring(api)
    if _state.make_inferring.value is None:
        _state.make_inferring.value = _inferring_in
    _calls.repoint()


def _inferring_in(mode: str) -> dict[str, Callable[..., Any]]:
    """The inferring entries under a framework promotion mode."""
    return {name: _inferring(api, mode) for name, api in API.items()}


def reset() -> None:
    """Every setting back to its start: no backend set, no block open here,
    default dtypes, precise mode and casting modes as at import."""
    _state.reset()
    with _state._lock:
        _state.backend.value.clear()
        _calls.repoint()
