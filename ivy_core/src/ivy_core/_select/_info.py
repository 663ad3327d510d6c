"""``__array_namespace_info__``: the Array API standard's inspection object.

The object answers for one backend: the one in force when
``__array_namespace_info__()`` is called (``using_backend``, else the global
backend), else the default backend. Ask again after switching backends.
"""

from __future__ import annotations

from .._base import _state
from .._base._errors import ArgumentTypeError, IvyError, UnsupportedDeviceError
from .._dtype import _dtypes
from ._handler import current_backend

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

    from .._dtype._dtypes import Dtype

__all__ = ["__array_namespace_info__", "default_device", "set_default_device", "using_device"]

#: The most dimensions an array may have, by backend (NumPy's NPY_MAXDIMS,
#: TensorFlow's kMaxDims; the limit torch and jax report through their own
#: Array API namespaces). A backend not listed reports None (no known limit).
MAX_DIMENSIONS: dict[str, int] = {"numpy": 64, "torch": 64, "jax": 64, "tensorflow": 254}


#: The dtypes the standard defines: ``dtypes()`` answers only these (Ivy's
#: extras, ``float16`` and ``bfloat16``, stay in ``ivy_core.valid_dtypes``).
STANDARD_DTYPES: frozenset[str] = frozenset({
    "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "float32", "float64", "complex64", "complex128",
})  # fmt: skip

#: Backend name -> the device strings found by probing (found once per process).
_DEVICES: dict[str, list[str]] = {}


class Info:
    """The namespace inspection object of one ivy_core backend."""

    __slots__ = ("_backend",)

    def __init__(self, backend: Any) -> None:
        self._backend = backend

    def __repr__(self) -> str:
        return f"<ivy_core namespace info of backend {self._backend.name!r}>"

    # -- helpers ------------------------------------------------------------------

    def _where(self, method: str) -> str:
        return f"ivy_core.__array_namespace_info__().{method} (backend {self._backend.name!r})"

    def _array_on(self, device: Any) -> Any:
        """A 0-d Array of this backend on ``device`` (raises for a bad device):
        ``ivy_core.zeros`` on this backend (``Backend.__getattr__``)."""
        return self._backend.zeros((), dtype="bool", device=device)

    def _check_device(self, device: Any, method: str) -> None:
        if device is None:
            return
        try:
            self._backend.runtime.native_device(device)
        except (TypeError, ValueError) as exc:
            raise _device_error(exc)(f"{self._where(method)}: {exc}") from None

    # -- the standard's methods ---------------------------------------------------

    def capabilities(self) -> dict[str, Any]:
        """``{"boolean indexing": True, "data-dependent shapes": True,
        "max dimensions": <int or None>}``."""
        declared = self._backend.runtime.CAPABILITIES
        return {
            "boolean indexing": declared.get("boolean indexing", True),
            "data-dependent shapes": declared.get("data-dependent shapes", True),
            "max dimensions": declared.get("max dimensions", MAX_DIMENSIONS.get(self._backend.name)),
        }

    def default_device(self) -> str:
        """Where arrays are created when no device is given (``"cpu"``, ``"gpu:0"``, ...)."""
        return str(self._array_on(None).device)

    def devices(self) -> list[str]:
        """The devices arrays of this backend can be created on, the
        backend's own default first (the runtime's ``devices()`` hook)."""
        name = self._backend.name
        found = _DEVICES.get(name)
        if found is None:
            rt = self._backend.runtime
            found = _DEVICES[name] = [rt.device_string_of(d) for d in rt.devices()]
        return list(found)

    def default_dtypes(self, *, device: Any = None) -> dict[str, Dtype]:
        """The default dtypes in force: ``"real floating"``, ``"complex floating"``,
        ``"integral"`` and ``"indexing"`` (the default int dtype). They are the
        same on every device."""
        self._check_device(device, "default_dtypes")
        integral = _dtypes.get_default("int")
        return {
            "real floating": _dtypes.get_default("float"),
            "complex floating": _dtypes.get_default("complex"),
            "integral": integral,
            "indexing": integral,
        }

    def dtypes(self, *, device: Any = None, kind: str | tuple[str, ...] | None = None) -> dict[str, Dtype]:
        """The backend's valid dtypes among the standard's (no ``float16`` or
        ``bfloat16``: ``ivy_core.valid_dtypes`` lists those), name -> dtype,
        filtered by ``kind`` (a kind name of ``isdtype`` or a tuple of them;
        None: all)."""
        self._check_device(device, "dtypes")
        if kind is None:
            wanted = frozenset(_dtypes.STANDARD_KINDS["numeric"] | _dtypes.STANDARD_KINDS["bool"])
        else:
            names = kind if isinstance(kind, tuple) else (kind,)
            wanted = frozenset()
            for k in names:
                if not isinstance(k, str) or k not in _dtypes.STANDARD_KINDS:
                    raise ValueError(
                        f"{self._where('dtypes')}: unknown kind {k!r}; use one of "
                        f"{', '.join(repr(n) for n in _dtypes.STANDARD_KINDS)} or a tuple of them"
                    )
                wanted |= _dtypes.STANDARD_KINDS[k]
        return {
            str(d.name): d
            for d in self._backend.valid_dtypes
            if d.kind in wanted and str(d.name) in STANDARD_DTYPES
        }


def __array_namespace_info__() -> Info:
    """The inspection object of the backend in force (else the default backend):
    ``capabilities()``, ``default_device()``, ``devices()``,
    ``default_dtypes(device=)`` and ``dtypes(device=, kind=)``.

    >>> import ivy_core as ivy
    >>> with ivy.using_backend("numpy"):
    ...     ivy.__array_namespace_info__().default_device()
    'cpu'
    """

    return Info(current_backend())


# --- the default device -----------------------------------------------------------


def _checked(device: Any, where: str) -> Any:
    """``device`` if it can be a default device: None, a device string, or a
    framework's device object; checked against the backend in force when one
    is set (else when a creation uses it)."""
    if isinstance(device, bool) or isinstance(device, (int, float, complex, bytes)):
        raise ArgumentTypeError(
            f"{where}: a device is a string such as 'cpu', 'cpu:1' or 'gpu:0' (or the framework's "
            f"device object), not {type(device).__name__} {device!r}; pass None for the backend's default"
        )
    b = _state.current_backend()
    if device is not None and b is not None:
        try:
            b.runtime.native_device(device)
        except (TypeError, ValueError) as exc:
            raise _device_error(exc)(f"{where} (backend {b.name!r}): {exc}") from None
    return device


def _device_error(exc: BaseException) -> type[IvyError]:
    """The class of a refused device: a value of the wrong type, or a device
    the backend does not have."""
    return ArgumentTypeError if isinstance(exc, TypeError) else UnsupportedDeviceError


def set_default_device(device: Any) -> None:
    """Create arrays on ``device`` from now on, in every thread, when a
    creation function is given no ``device=`` and no array whose device it
    follows (``zeros_like(x)`` stays on ``x``'s device). ``None`` restores
    the backend's own default. A ``using_device`` block overrides it.

    The device is a string that means the same on every backend
    (``"cpu"``, ``"cpu:1"``, ``"gpu:0"``, ``"cuda:0"``) or the framework's
    device object; it is checked against the backend in force now, and
    against each backend when one creates an array with it."""
    _state.device.value = _checked(device, "ivy_core.set_default_device")


class using_device:
    """Create arrays on ``device`` inside the block, in this thread or async
    task only (the same rule as :func:`set_default_device`).

    >>> import ivy_core as ivy
    >>> with ivy.using_backend("numpy"), ivy.using_device("cpu"):
    ...     ivy.zeros((2,)).device
    'cpu'
    """

    __slots__ = ("device",)

    def __init__(self, device: Any) -> None:
        self.device = _checked(device, "ivy_core.using_device")

    def __enter__(self) -> using_device:
        _state.device.enter(self, self.device)
        return self

    def __exit__(self, *exc: object) -> None:
        _state.device.exit(self)

    def __repr__(self) -> str:
        return f"ivy_core.using_device({self.device!r})"


def default_device() -> str:
    """The device a creation function uses when given no ``device=`` and no
    array to follow, for the backend in force (else the default backend):
    the ``using_device`` block's, else ``set_default_device``'s, else the
    backend's own (``"cpu"``, ``"gpu:0"``)."""
    return Info(current_backend()).default_device()
