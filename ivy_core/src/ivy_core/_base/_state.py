"""All of ivy_core's mutable settings, in one place and one idiom.

Each setting is a :class:`Setting`: a process-wide value (changed by the
``set_*`` functions) under a context-local override (entered by the ``with``
forms, for one thread or async task only). The settings:

- ``backend``: the global backend stack (its top is in force) under
  ``using_backend``;
- ``default_dtypes``: the ``set_default_*_dtype`` stacks under
  ``using_default_dtypes``/``default_*_dtype`` blocks;
- ``precise``: precise promotion mode;
- ``promotion``: the promotion mode (``"ivy_core"`` or a framework's, see
  ``_modes``);
- ``casting``: the casting modes (``upcast_data_types`` and friends);
- ``implicit_compute``: whether a lazy array converts to a Python value;
- ``device``: the default device under ``using_device``.

A few values are process-wide only (a counter, the backend inferred last,
the lookups the registry installs from a layer above): they are Settings
too, read and written through ``.value``, and no block overrides them.

:func:`reset` puts every setting back to its start (the test suite's fixture
calls it). ``calls`` is the namespace the public functions call through: it
holds, per API function, the entry of the backend in force (see
``_calls.py``, which keeps it pointed).
"""

from __future__ import annotations

import _contextvars as contextvars  # the classes contextvars.py re-exports, without loading it
import _thread

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

_UNSET: Any = object()


class Setting:
    """A process-wide value under a context-local override.

    ``get()`` returns the override of the calling thread or task when one is
    in force, else the process-wide ``value``. A context manager's
    ``__enter__``/``__exit__`` call :meth:`enter`/:meth:`exit` with itself as
    the owner; each ``with`` is independent, so one manager object may be
    entered by several threads or tasks at once, or nested in itself.
    """

    __slots__ = ("name", "initial", "value", "var", "_tokens", "overrides")

    def __init__(self, name: str, initial: Any) -> None:
        self.name = name
        #: The value at start, or a function making it (what :func:`reset` restores).
        self.initial = initial
        #: The process-wide value.
        self.value = initial() if callable(initial) else initial
        self.var: contextvars.ContextVar[Any] = contextvars.ContextVar(f"ivy_core_{name}", default=_UNSET)
        #: The open overrides of this context, innermost last: (id of the
        #: owner, token, the value before it). A context variable itself, so that two threads or
        #: two async tasks of one thread entering the same owner each find
        #: their own token.
        self._tokens: contextvars.ContextVar[tuple[tuple[int, contextvars.Token[Any], Any], ...]] = (
            contextvars.ContextVar(f"ivy_core_{name}_tokens", default=())
        )
        #: Number of overrides open in any thread (a zero lets readers skip
        #: the context variable).
        self.overrides = 0

    def get(self) -> Any:
        v = self.var.get()
        return self.value if v is _UNSET else v

    def local(self) -> Any:
        """The override in force here, or ``_UNSET``."""
        return self.var.get()

    def enter(self, owner: object, value: Any) -> None:
        """Start an override for the calling thread or task (``owner`` is the
        context manager object, so each ``with`` on it keeps its own token)."""
        before = self.var.get()
        token = self.var.set(value)
        self._tokens.set((*self._tokens.get(), (id(owner), token, before)))
        with _lock:
            self.overrides += 1

    def exit(self, owner: object) -> None:
        """End ``owner``'s innermost override here. Blocks left out of order
        keep the values of the blocks still open; leaving in another context
        (thread, task or ``contextvars.Context``) than the one that entered
        raises ``RuntimeError`` and changes nothing."""
        stack = self._tokens.get()
        key = id(owner)
        i = len(stack) - 1
        while i >= 0 and stack[i][0] != key:
            i -= 1
        if i < 0:
            raise RuntimeError(f"ivy_core: {owner!r} is exited here but was not entered here")
        _, token, before = stack[i]
        now = self.var.get()
        try:
            self.var.reset(token)
        except ValueError:
            raise RuntimeError(
                f"ivy_core: {owner!r} is exited in another context (thread, task or "
                "contextvars.Context) than the one that entered it"
            ) from None
        if i < len(stack) - 1:
            # An outer block ends first: the inner ones stay in force, and
            # the next one inherits what this one restored.
            self.var.set(now)
            nxt = stack[i + 1]
            stack = (*stack[: i + 1], (nxt[0], nxt[1], before), *stack[i + 2 :])
        elif self.var.get() is not before:
            self.var.set(before)
        self._tokens.set(stack[:i] + stack[i + 1 :])
        with _lock:
            self.overrides -= 1

    def reset(self) -> None:
        self.value = self.initial() if callable(self.initial) else self.initial
        self.var.set(_UNSET)


_lock = _thread.RLock()

#: The global backend stack (a list of Backend objects) under ``using_backend``.
backend = Setting("backend", list)
#: Default dtypes: kind (``int``, ``uint``, ``float``, ``complex``) -> stack
#: of dtypes set globally; the override is a dict kind -> dtype.
default_dtypes = Setting("default_dtypes", lambda: {"int": [], "uint": [], "float": [], "complex": []})
#: The kinds that ``set_default_dtype`` pushed, in order (``unset_default_dtype``
#: pops the last one).
default_dtype_order: list[str] = []
#: Precise promotion mode.
precise = Setting("precise", True)
#: The casting modes in force: a frozenset of ``"cross"``, ``"up"``, ``"down"``.
casting = Setting("casting", frozenset())
#: The promotion mode: ``"ivy_core"`` or a framework's (``_modes.MODES``).
promotion = Setting("promotion", "ivy_core")
#: Whether ``bool()``/``int()``/``float()`` of a lazy backend's array may
#: compute it (``_lazy``).
implicit_compute = Setting("implicit_compute", False)
#: The default device: None (the backend's own default), a device string
#: (``"cpu"``, ``"gpu:0"``) or a framework's device object, set by
#: ``set_default_device`` under ``using_device`` blocks (``_select._info``).
device = Setting("device", None)
#: How many computes of lazy arrays ivy_core has run (``compute_count()``).
computes = Setting("computes", 0)
#: The lazy backends loaded (their conversions to Python are checked).
lazy_loaded: list[Any] = []

#: Bumped whenever a process-wide default dtype changes, so that caches of
#: derived dtypes (the sum/prod rule) know to drop what they hold.
epoch = Setting("epoch", 0)

SETTINGS = (backend, default_dtypes, precise, casting, promotion, implicit_compute, device)


def device_request() -> Any:
    """The device a creation goes to when it is given no ``device=`` and no
    array to follow: that of the innermost ``using_device`` block here, else
    the one ``set_default_device`` set, else None (the backend's default)."""
    if device.overrides:
        return device.get()
    return device.value


def global_settings() -> tuple[Any, ...] | None:
    """The process-wide values of the settings that change what a function
    computes (default dtypes by their epoch, precise, casting and promotion
    modes), or None while a block overrides one of them in any thread: a
    cheap check that nothing changed since a snapshot was taken."""
    if default_dtypes.overrides or precise.overrides or casting.overrides or promotion.overrides:
        return None
    return (epoch.value, precise.value, casting.value, promotion.value)


#: The loaded backends by name (filled by the registry as they load).
loaded: dict[str, Any] = {}
#: Functions the registry calls with each Backend once it has loaded
#: (``_select._namespace.install``: the package's dtype attributes).
on_load: list[Any] = []
#: Every backend a ``using_backend`` block has been opened on, by ``id``
#: (:func:`local_backend_key` returns one of these keys).
in_blocks: dict[int, Any] = {}

#: Per loaded backend whose framework has a compiler that traces Python
#: bytecode (torch.compile): its runtime's ``is_tracing()``, true while that
#: compiler traces. Read only on slow paths, to leave caches alone in a trace.
tracing: list[Any] = []

#: The backends of the ``local_backend`` blocks open in code being traced
#: (compositional functions inside torch.compile), innermost last.
traced_blocks: list[Any] = []


def is_tracing() -> bool:
    """Whether a compiler tracing Python bytecode is tracing the caller."""
    for check in tracing:
        if check():
            return True
    return False


def local_backend_key() -> int | None:
    """The key in :data:`in_blocks` of the backend of the innermost
    ``using_backend`` block open in this thread or task, or None.

    One of ``_calls.TRACE_CONSTANTS``: a compiler that traces Python
    bytecode (``torch.compile``) calls it while tracing rather than trace
    into the context variable. It returns an int, a constant the compiler
    can keep; the backend is then looked up in :data:`in_blocks`, a lookup
    the compiler follows and guards.
    """
    b = backend.var.get()
    return None if b is _UNSET else id(b)


def local_default(kind: str) -> str | None:
    """The name of the default dtype of ``kind`` that a
    ``using_default_dtypes`` block in force here sets, or None.

    One of ``_calls.TRACE_CONSTANTS``, so it gives a plain string: a
    compiler that traces Python bytecode keeps its result as a constant
    (``ivy_core.compile`` compiles once per settings).
    """
    local = default_dtypes.var.get()
    if local is _UNSET or kind not in local:
        return None
    return str(local[kind])


def local_backend() -> Any:
    """The Backend of the innermost ``using_backend`` block here, or None."""
    key = local_backend_key()
    return None if key is None else in_blocks[key]


def current_backend() -> Any:
    """The Backend in force here (local, then global), or None."""
    if backend.overrides:
        key = local_backend_key()
        if key is not None:
            return in_blocks[key]
    stack = backend.value
    return stack[-1] if stack else None


#: The ivy_core-level recording of ``trace_graph(fn, to="ivy_core")`` in
#: force in this thread or task (``_trace_ivy.Capture``), else None; read by
#: the ``Array`` methods that do not go through the API.
ivy_capture: contextvars.ContextVar[Any] = contextvars.ContextVar("ivy_core.ivy_capture", default=None)


def captured() -> Any:
    """The ``trace_graph(to="ivy_core")`` recording to report to, if one is
    in force here and no ivy_core call is running inside it."""
    capture = ivy_capture.get()
    return capture if capture is not None and not capture.depth else None


#: Native array type -> the loaded Backend it belongs to (the types seen so
#: far; bounded by the number of array types of the loaded backends).
array_backends: dict[type, Any] = {}
#: The registry's lookup for a type not in ``array_backends`` (it may load a
#: backend), and its loading of a backend by name (``load(name, where)``):
#: installed by ``_plugins._registry`` when it is imported, because the
#: registry sits above ``Array`` in the layers of the package.
find_backend_of_type = Setting("find_backend_of_type", None)
load_backend = Setting("load_backend", None)
#: The registry's lookup of the load error of a backend that failed to load
#: and whose arrays a type would be (to explain an argument no loaded
#: backend takes); installed with the two above.
failed_backend_of_type = Setting("failed_backend_of_type", None)
#: The inferring entries of a promotion mode, made on first use
#: (``_calls.inferring_in``): installed by ``_select._handler``, which knows
#: the registry.
make_inferring = Setting("make_inferring", None)


def backend_of_type(t: type) -> Any:
    """The Backend whose native array type ``t`` is, or None."""
    b = array_backends.get(t)
    if b is None and find_backend_of_type.value is not None:
        b = find_backend_of_type.value(t)
    return b


#: While no backend is set, the backend inferred last: ``calls`` then points
#: at its *inference entries* (its fast paths, falling back to inference), so
#: code that never sets a backend runs at the speed of one that does. Only a
#: cache: every call still checks its arguments' types.
inferred = Setting("inferred", None)


class Calls:
    """The entries the public functions call, one attribute per API function."""

    if TYPE_CHECKING:  # the attributes are set at run time, one per function

        def __getattr__(self, name: str) -> Any: ...

    def __repr__(self) -> str:
        return "<ivy_core entries of the backend in force>"


calls = Calls()


def reset() -> None:
    """Every setting back to its start, in this context and process-wide."""
    for s in SETTINGS:
        s.reset()
    default_dtype_order.clear()
    traced_blocks.clear()
    inferred.value = None
    epoch.value += 1
