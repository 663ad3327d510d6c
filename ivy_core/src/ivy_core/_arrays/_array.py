"""``ivy_core.Array``: one native array, with operators and instance methods
that call the API functions (seed 001)."""

from __future__ import annotations

import _operator as operator  # the functions operator.py re-exports, without loading it
import sys

from .._backends import _failure
from .._base import _state
from .._base._errors import ShapeError
from .._base._state import calls
from .._dtype import _modes
from .._dtype._dtypes import settings_key
from .._spec import _protocol
from .._spec._api import API
from . import _keys, _persist

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

__all__ = ["Array"]


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
        elif _state.backend_of_type(type(data)) is None:
            data = calls.asarray(data, None, None, None)._data
        self._data = data

    # -- conversion --------------------------------------------------------------

    @property
    def data(self) -> Any:
        """The wrapped native array."""
        if (capture := _captured()) is not None:
            capture.leave("Array.data")
        return self._data

    def to_native(self) -> Any:
        """The wrapped native array."""
        if (capture := _captured()) is not None:
            capture.leave("Array.to_native()")
        return self._data

    @property
    def backend(self) -> str:
        """Name of the backend the wrapped array belongs to."""
        return str(self._backend().name)

    def _backend(self) -> Any:
        b = _state.backend_of_type(type(self._data))
        if b is None:  # pragma: no cover - only if someone stores a foreign object
            raise TypeError(f"ivy_core.Array wraps {type(self._data).__name__}, no backend's array")
        return b

    # -- attributes ----------------------------------------------------------------

    @property
    def dtype(self) -> Any:
        """The ivy_core dtype."""
        d = self._data
        b = _array_backends.get(type(d))  # the common case without a call
        return (b if b is not None else self._backend()).from_native[d.dtype]

    @property
    def shape(self) -> tuple[int, ...]:
        """The size of each axis; None for one a traced value leaves unknown
        (a TensorFlow symbolic tensor with a free dimension) or a lazy array
        does not know yet (Dask's ``nonzero``, reported as NaN by Dask)."""
        if (capture := _captured()) is not None:
            return capture.python(self, "shape", lambda: self.shape, ".shape", attr=True)  # type: ignore[no-any-return]
        shape = self._data.shape
        for s in shape:  # Python ints (NumPy, JAX, torch): as they are (a loop: ~60 ns less than a set test)
            if type(s) is not int:
                break
        else:
            return shape if type(shape) is tuple else tuple(shape)
        return tuple(None if s is None or s != s else int(s) for s in shape)  # type: ignore[misc]

    @property
    def ndim(self) -> int:
        return len(self._data.shape)

    @property
    def size(self) -> int | None:
        """The number of elements; None when a size is unknown (see ``shape``)."""
        n = 1
        for s in self._data.shape:
            if s is None or s != s:
                return None
            n *= int(s)
        return n

    @property
    def device(self) -> str:
        """The device, as a string such as ``"cpu"`` or ``"cuda:0"``."""
        return str(self._backend().runtime.device_string(self._data))

    @property
    def T(self) -> Array:
        """Transpose of a 2-D array."""
        if len(self._data.shape) != 2:
            raise ValueError(
                f"ivy_core.Array.T: needs a 2-D array, got {self.ndim}-D; use mT or permute_dims"
            )
        r: Array = calls.matrix_transpose(self)  # of a 2-D array, permute_dims(x, (1, 0)) without its axes check
        return r

    @property
    def mT(self) -> Array:
        """Transpose of the last two axes."""
        n = self.ndim
        if n < 2:
            raise ValueError(f"ivy_core.Array.mT: needs at least 2 dimensions, got {n}")
        r: Array = calls.matrix_transpose(self)
        return r

    def __array_namespace__(self, /, *, api_version: str | None = None) -> Any:
        if api_version not in (None, "2021.12", "2022.12", "2023.12", "2024.12"):
            raise ValueError(f"ivy_core.Array.__array_namespace__: unsupported api_version {api_version!r}")
        return sys.modules["ivy_core"]

    def __dlpack__(
        self, *, stream: Any = None, max_version: Any = None, dl_device: Any = None, copy: bool | None = None
    ) -> Any:
        """A DLPack capsule of the data (``_persist.dlpack_keywords``)."""
        if (capture := _captured()) is not None:
            capture.leave("Array.__dlpack__")
        b = self._backend()
        return b.runtime.to_dlpack(self._data, **_persist.dlpack_keywords(b.name, stream, max_version, dl_device, copy))

    def __dlpack_device__(self) -> tuple[int, int]:
        kind, index = self._backend().runtime.dlpack_device(self._data)
        return int(kind), int(index)

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> Any:
        import numpy as np

        if (capture := _captured()) is not None:
            capture.leave("Array.__array__ (numpy.asarray)")
        arr = self._backend().runtime.to_numpy(self._data)
        return np.asarray(arr, dtype=dtype) if dtype is not None else arr

    def __array_function__(self, func: Any, types: Any, args: Any, kwargs: Any) -> Any:
        """A NumPy function given an Array computes with NumPy on its values,
        as for any array-like, and gives NumPy's result: ``np.sum(x)`` as
        ``np.add(x, 1)`` (ufuncs get the values through ``__array__``). For an
        ivy_core result, call the ivy_core function."""
        return func(*_numpy_values(args), **_numpy_values(kwargs))

    def tolist(self) -> Any:
        """The values as (nested) Python scalars."""
        if (capture := _captured()) is not None:
            return capture.python(self, "tolist()", self.tolist, "tolist()", attr=True)
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
        return bool(_failure.python_value(bool, self, "__bool__"))

    def __int__(self) -> int:
        return int(_failure.python_value(int, self, "__int__"))

    def __float__(self) -> float:
        return float(_failure.python_value(float, self, "__float__"))

    def __complex__(self) -> complex:
        return complex(_failure.python_value(complex, self, "__complex__"))

    def __index__(self) -> int:
        return int(_failure.python_value(operator.index, self, "__index__"))

    def __getitem__(self, key: Any) -> Array:
        """Indexing as NumPy does it, the same on every backend: integers,
        slices (negative steps too), ``...``, ``None``, boolean masks and
        integer arrays (of this backend). An integer out of range raises
        ``IndexError`` everywhere (JAX alone would clamp)."""
        data = self._data
        t = type(data)
        fast = _fast.get(t)
        # The fast path (``_keys.FAST``): a basic key or one index array straight to the
        # native array; whatever the framework refuses takes the checked path, which
        # raises ivy_core's error. The key test is inline: a call costs as much as the rest.
        if fast is not None and _captured() is None:
            k0 = key
            tk = type(key)
            if tk is Array:
                key = key._data
                basic = type(key) is t and key.dtype in _index_dtypes
            elif tk is tuple:
                basic = True
                ellipsis = False
                for k in key:
                    tk = type(k)
                    if tk is slice:
                        if type(k.start) is not bool and type(k.stop) is not bool and type(k.step) is not bool:
                            continue
                    elif tk is int or k is None:
                        continue
                    elif k is Ellipsis and not ellipsis:
                        ellipsis = True
                        continue
                    basic = False
                    break
            else:
                basic = (
                    tk is int
                    or key is None
                    or key is Ellipsis
                    or tk is slice
                    and type(key.start) is not bool
                    and type(key.stop) is not bool
                    and type(key.step) is not bool
                    or tk is t
                    and key.dtype in _index_dtypes
                )
            if basic:
                try:
                    r = data[key]
                except Exception:  # the checked path gives ivy_core's error
                    pass
                else:
                    if type(r) is t or (r := fast.runtime.as_native(r)) is not None:
                        a = _new(Array)
                        a._data = r
                        return a
            key = k0
        return _keys.checked_getitem(self, key, Array)  # type: ignore[no-any-return]

    def __setitem__(self, key: Any, value: Any) -> None:
        """Assign into the selected elements, the same on every backend. The
        ``Array`` keeps its identity; on JAX and TensorFlow, whose arrays are
        immutable, it takes the updated array. ``value`` (an array of this
        backend or a Python scalar) must not change this array's dtype: a
        value of another dtype is cast only when the ivy_core promotion of
        the two dtypes is this array's dtype; a Python scalar must fit it."""
        data = self._data
        t = type(data)
        # The fast path (see __getitem__): the key, and a value of this
        # array's dtype or a Python scalar _keys.setitem_value stores as it
        # is, straight to the native array.
        if t in _fast and _captured() is None:
            k0 = key
            tk = type(key)
            if tk is Array:
                key = key._data
                basic = type(key) is t and key.dtype in _index_dtypes
            elif tk is tuple:
                basic = True
                ellipsis = False
                for k in key:
                    tk = type(k)
                    if tk is slice:
                        if type(k.start) is not bool and type(k.stop) is not bool and type(k.step) is not bool:
                            continue
                    elif tk is int or k is None:
                        continue
                    elif k is Ellipsis and not ellipsis:
                        ellipsis = True
                        continue
                    basic = False
                    break
            else:
                basic = (
                    tk is int
                    or key is None
                    or key is Ellipsis
                    or tk is slice
                    and type(key.start) is not bool
                    and type(key.stop) is not bool
                    and type(key.step) is not bool
                    or tk is t
                    and key.dtype in _index_dtypes
                )
            if basic:
                tv = type(value)
                if tv is Array:
                    v = value._data
                    basic = type(v) is t and v.dtype is data.dtype
                elif (fits := _scalars.get(tv)) is not None:
                    v = value
                    basic = (bounds := fits.get(data.dtype, False)) is None or (
                        bounds is not False and bounds[0] <= value <= bounds[1]  # type: ignore[index]
                    )
                elif tv is t:
                    v = value
                    basic = v.dtype is data.dtype
                else:
                    basic = False
                if basic:
                    try:
                        data[key] = v
                        return
                    except Exception:  # the checked path gives ivy_core's error
                        pass
            key = k0
        _keys.checked_setitem(self, key, value, Array)

    # -- copies and pickles own their buffer, on every backend ---------------------

    def __copy__(self) -> Array:
        """``copy.copy``: a new Array with its own buffer (of this backend,
        dtype and device); writing to either never changes the other."""
        r: Array = self._backend().entries["asarray"](self._data, None, None, True)
        return r

    def __deepcopy__(self, memo: Any) -> Array:
        return self.__copy__()

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Pickles through ivy_core: unpickling loads the backend first (see ``_persist``)."""
        return _persist.reduce(self._backend(), self._data)

    # -- an Array through TensorFlow's tf.function and tf.nest --------------------
    # TensorFlow's custom nest and tracing protocols, answered without
    # importing it: an Array given to a ``tf.function`` is traced as an
    # Array holding a symbolic tensor, so its operators keep ivy_core's
    # semantics inside (``x / 2`` of int32 is float32, as in eager code),
    # and an Array returned comes back as an Array. (``jax.jit`` gets the
    # same from the pytree registration of ivy-jax.) The trace type is the
    # backend's (its ``tracing_type`` hook); an attribute error without one,
    # so that TensorFlow treats the Array as the array-like it is.

    @property
    def __tf_tracing_type__(self) -> Any:
        hook = self._backend().runtime.tracing_type
        if hook is None:
            raise AttributeError("__tf_tracing_type__")
        return lambda context: hook(self, context)

    def __tf_flatten__(self) -> tuple[tuple[Any, ...], tuple[Any]]:
        # The settings in force are the structure's metadata: a function
        # traced under other settings is traced again.
        return settings_key(), (self._data,)

    @classmethod
    def __tf_unflatten__(cls, metadata: Any, components: Any) -> Array:
        a = object.__new__(cls)
        a._data = components[0]
        return a

    def to_device(self, device: Any, /, *, stream: Any = None) -> Array:
        """A copy of this array on ``device`` (the same array when it is there already)."""
        if stream is not None:
            raise ValueError("ivy_core.Array.to_device: stream= is not supported; pass stream=None")
        try:  # an error names the method the user called, not asarray
            return calls.asarray(self, None, device, None)  # type: ignore[no-any-return]
        except Exception as exc:
            raise _failure.renamed(exc, "ivy_core.Array.to_device") from exc

    # -- operators: built from ``_operators.py``'s table (install_methods); in-place
    # operators write the result back, keeping dtype and shape (or raising).

    def _inplace(self, name: str, other: Any) -> Array:
        if (capture := _captured()) is not None:
            return capture.inplace(self, name, other, lambda: self._inplace(name, other))  # type: ignore[no-any-return]
        r = getattr(calls, name)(self, other, *((None,) if API[name].has_out else ()))
        b = self._backend()
        if r._data.dtype != self._data.dtype:  # a framework mode may cast it back
            r = _wrap(_modes.inplace_result(b, name, r._data, self._data.dtype))
        where = f"ivy_core.Array in-place {name} (backend {b.name!r})"
        if tuple(r._data.shape) != tuple(self._data.shape):
            shape = tuple(int(d) for d in r._data.shape)
            raise ShapeError(f"{where}: the result has shape {shape}, not this array's {self.shape}; "
                             "in-place operators cannot broadcast the left operand")
        try:
            self._data = b.runtime.inplace_update(self._data, r._data)
        except Exception as exc:  # a read-only NumPy array refuses: named, in ivy_core's classes
            raise _failure.method_failure(b, where, exc, f"other={other!r:.60}", None) from exc
        return self


_new = object.__new__
_captured = _state.captured
_protocol.WITHOUT.add(Array)  # an Array never defines __ivy_array_function__ itself
_array_backends = _state.array_backends
_fast = _keys.FAST
_scalars = _keys.SCALARS
_index_dtypes = _keys.INDEX_DTYPES


def _wrap(native: Any) -> Array:
    a = _new(Array)
    a._data = native
    return a


def _numpy_values(x: Any) -> Any:
    """``x`` with every Array in it (in tuples, lists and dicts) as a NumPy
    array of its values (``Array.__array_function__``)."""
    if type(x) is Array:
        return x.__array__()
    if type(x) in (tuple, list):
        return type(x)(_numpy_values(v) for v in x)
    if type(x) is dict:
        return {k: _numpy_values(v) for k, v in x.items()}
    return x
