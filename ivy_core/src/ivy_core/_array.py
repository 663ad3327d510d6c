"""``ivy_core.Array``: one native array, with operators and instance methods
that call the API functions (seed 001)."""

from __future__ import annotations

import sys

from . import _registry

TYPE_CHECKING = False  # typing is not imported at run time (import cost)
if TYPE_CHECKING:
    from typing import Any


class Array:
    """A framework-agnostic array wrapping exactly one native array.

    Every API function returns an ``Array`` and accepts ``Array`` or native
    arrays. Operators and methods call the API functions, so they follow the
    ivy_core promotion table on every backend.

    >>> import ivy_core as ivy
    >>> x = ivy.Array([1.0, 2.0])  # through ivy.asarray
    >>> (x + 1).tolist()
    [2.0, 3.0]
    """

    __slots__ = ("_data", "__weakref__")
    _data: Any
    __array_priority__ = 1000  # numpy defers its operators to ours
    __hash__ = None  # type: ignore[assignment]  # == is elementwise

    def __init__(self, data: Any) -> None:
        if isinstance(data, Array):
            data = data._data
        elif _registry.backend_of_type(type(data)) is None:
            from .creation import asarray

            data = asarray(data)._data
        self._data = data

    # -- conversion --------------------------------------------------------------

    @property
    def data(self) -> Any:
        """The wrapped native array."""
        return self._data

    def to_native(self) -> Any:
        """The wrapped native array."""
        return self._data

    @property
    def backend(self) -> str:
        """Name of the backend the wrapped array belongs to."""
        return str(self._backend().name)

    def _backend(self) -> Any:
        b = _registry.backend_of_type(type(self._data))
        if b is None:  # pragma: no cover - only if someone stores a foreign object
            raise TypeError(f"ivy_core.Array wraps {type(self._data).__name__}, no backend's array")
        return b

    # -- attributes ----------------------------------------------------------------

    @property
    def dtype(self) -> Any:
        """The ivy_core dtype."""
        return self._backend().from_native[self._data.dtype]

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(int(s) for s in self._data.shape)

    @property
    def ndim(self) -> int:
        return len(self._data.shape)

    @property
    def size(self) -> int:
        n = 1
        for s in self._data.shape:
            n *= int(s)
        return n

    @property
    def device(self) -> str:
        """The device, as a string such as ``"cpu"`` or ``"cuda:0"``."""
        return str(self._backend().runtime.device_string(self._data))

    @property
    def T(self) -> Array:
        """Transpose of a 2-D array."""
        if self.ndim != 2:
            raise ValueError(
                f"ivy_core.Array.T: needs a 2-D array, got {self.ndim}-D; use mT or permute_dims"
            )
        return _api().permute_dims(self, (1, 0))

    @property
    def mT(self) -> Array:
        """Transpose of the last two axes."""
        n = self.ndim
        if n < 2:
            raise ValueError(f"ivy_core.Array.mT: needs at least 2 dimensions, got {n}")
        return _api().permute_dims(self, (*range(n - 2), n - 1, n - 2))

    def __array_namespace__(self, /, *, api_version: str | None = None) -> Any:
        if api_version not in (None, "2021.12", "2022.12", "2023.12", "2024.12"):
            raise ValueError(f"ivy_core.Array.__array_namespace__: unsupported api_version {api_version!r}")
        return sys.modules["ivy_core"]

    def __dlpack__(self, **kwargs: Any) -> Any:
        return self._backend().runtime.to_dlpack(self._data, **kwargs)

    def __dlpack_device__(self) -> tuple[int, int]:
        return self._backend().runtime.dlpack_device(self._data)

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> Any:
        import numpy as np

        arr = self._backend().runtime.to_numpy(self._data)
        return np.asarray(arr, dtype=dtype) if dtype is not None else arr

    def tolist(self) -> Any:
        """The values as (nested) Python scalars."""
        return self._backend().runtime.to_list(self._data)

    # -- Python protocol -----------------------------------------------------------

    def __repr__(self) -> str:
        try:
            b = self._backend()
            import numpy as np

            try:
                values = np.asarray(b.runtime.to_numpy(self._data))
            except (TypeError, ImportError):  # e.g. bfloat16 without ml_dtypes
                values = np.asarray(b.runtime.to_list(self._data))
            body = np.array2string(values, separator=", ", threshold=100, prefix="ivy_core.array(")
            return f"ivy_core.array({body}, dtype={b.from_native[self._data.dtype]}, backend={b.name!r})"
        except Exception:  # repr must not raise: fall back to the native repr
            return f"ivy_core.Array({self._data!r})"

    def __len__(self) -> int:
        if len(self._data.shape) == 0:  # TensorShape([]) is truthy
            raise TypeError("ivy_core.Array: len() of a 0-d array")
        return int(self._data.shape[0])

    def __iter__(self) -> Any:
        if len(self._data.shape) == 0:
            raise TypeError("ivy_core.Array: iteration over a 0-d array")
        for i in range(int(self._data.shape[0])):
            yield self[i]

    def __bool__(self) -> bool:
        return bool(self._data)

    def __int__(self) -> int:
        return int(self._data)

    def __float__(self) -> float:
        return float(self._data)

    def __complex__(self) -> complex:
        return complex(self._data)

    def __index__(self) -> int:
        return self._data.__index__()

    def __getitem__(self, key: Any) -> Array:
        if isinstance(key, Array):
            key = key._data
        elif isinstance(key, tuple):
            key = tuple(k._data if isinstance(k, Array) else k for k in key)
        r = self._data[key]
        return _wrap(
            r if isinstance(r, self._backend().array_types) else self._backend().runtime.as_native(r)
        )

    # -- operators -------------------------------------------------------------------

    def __add__(self, other: Any) -> Array:
        return _api().add(self, other)

    def __radd__(self, other: Any) -> Array:
        return _api().add(other, self)

    def __sub__(self, other: Any) -> Array:
        return _api().subtract(self, other)

    def __rsub__(self, other: Any) -> Array:
        return _api().subtract(other, self)

    def __mul__(self, other: Any) -> Array:
        return _api().multiply(self, other)

    def __rmul__(self, other: Any) -> Array:
        return _api().multiply(other, self)

    def __truediv__(self, other: Any) -> Array:
        return _api().divide(self, other)

    def __rtruediv__(self, other: Any) -> Array:
        return _api().divide(other, self)

    def __pow__(self, other: Any) -> Array:
        return _api().pow(self, other)

    def __rpow__(self, other: Any) -> Array:
        return _api().pow(other, self)

    def __matmul__(self, other: Any) -> Array:
        return _api().matmul(self, other)

    def __rmatmul__(self, other: Any) -> Array:
        return _api().matmul(other, self)

    def __neg__(self) -> Array:
        return _api().negative(self)

    def __pos__(self) -> Array:
        return self

    def __abs__(self) -> Array:
        return _api().abs(self)

    def __eq__(self, other: Any) -> Array:  # type: ignore[override]
        return _api().equal(self, other)

    def __lt__(self, other: Any) -> Array:
        return _api().less(self, other)

    def __gt__(self, other: Any) -> Array:
        return _api().greater(self, other)

    def __invert__(self) -> Array:
        return _api().logical_not(self)


_new = object.__new__


def _wrap(native: Any) -> Array:
    a = _new(Array)
    a._data = native
    return a


def _api() -> Any:
    return sys.modules["ivy_core"]


def add_instance_methods() -> None:
    """Give ``Array`` a method for every API function taking an array, unless
    one is written above; ``self`` is passed as the first array argument."""
    from ._api import API

    for name, api in API.items():
        if not api.arrays or hasattr(Array, name) or api.spec.__module__ == "ivy_core.fft":
            continue
        first = api.arrays[0]
        positional = [p.name for p in api.params if p.kind in (0, 1)]
        if not positional or positional[0] != first:
            continue
        fn = api.dispatcher

        def method(self: Array, *args: Any, __fn: Any = fn, **kwargs: Any) -> Any:
            return __fn(self, *args, **kwargs)

        method.__name__ = name
        method.__qualname__ = f"Array.{name}"
        method.__ivy_api__ = api  # type: ignore[attr-defined]
        method.__doc__ = (
            f"Method form of :func:`ivy_core.{name}` with this array first.\n\n{api.spec.__doc__ or ''}"
        )
        setattr(Array, name, method)


__all__ = ["Array"]
