"""``__array_namespace_info__``: the Array API standard's inspection object.

The object answers for one backend: the one in force when
``__array_namespace_info__()`` is called (``using_backend``, else the global
backend), else the default backend. Ask again after switching backends.
"""

from __future__ import annotations

from .._dtype import _dtypes
from ._handler import current_backend

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

    from .._dtype._dtypes import Dtype

__all__ = ["__array_namespace_info__"]

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
            raise type(exc)(f"{self._where(method)}: {exc}") from None

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
        """The devices arrays of this backend can be created on, the default first."""
        name = self._backend.name
        found = _DEVICES.get(name)
        if found is None:
            found = [self.default_device()]
            for kind in self._backend.spec.devices:
                candidates = [kind] if kind == "cpu" else [f"{kind}:{i}" for i in range(64)]
                for candidate in candidates:
                    try:
                        device = str(self._array_on(candidate).device)
                    except Exception:  # not available: no more devices of this kind
                        break
                    if device not in found:
                        found.append(device)
            _DEVICES[name] = found
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
