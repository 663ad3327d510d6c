"""Array creation functions."""

from __future__ import annotations

from . import _state
from ._api import compositional, primary
from ._array import Array
from ._dtypes import as_dtype, get_default
from ._state import calls
from .data_type import as_ivy_dtype, astype
from .elementwise import pow as _pow

TYPE_CHECKING = False  # typing is not imported at run time (import cost)
if TYPE_CHECKING:
    from typing import Any

if TYPE_CHECKING:
    from ._array import Array
    from ._typing import ArrayLike, DeviceLike, DtypeLike, Scalar, Shape

__all__ = [
    "asarray", "array", "zeros", "ones", "full", "empty", "arange", "linspace",
    "zeros_like", "ones_like", "full_like", "empty_like",
    "eye", "meshgrid", "tril", "triu", "from_dlpack", "logspace",
    "to_numpy", "to_scalar", "to_native",
]  # fmt: skip


@primary(dtype="infer", relevant=("obj",), unwrap=("obj",))
def asarray(
    obj: Any,
    /,
    *,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
    copy: bool | None = None,
) -> Array:
    """Convert ``obj`` (an array, a Python scalar or nested sequence, or an
    object supporting the buffer or DLPack protocol) to an Array.

    With no ``dtype``: an array keeps its dtype; Python values take the
    default dtype of their kind (an int beyond the int32 range gives int64).

    >>> import ivy_core as ivy
    >>> ivy.asarray([1, 2]).dtype
    ivy_core.int32
    """
    return calls.asarray(obj, dtype, device, copy)


@primary(dtype="infer", relevant=("obj",), unwrap=("obj",))
def array(
    obj: Any,
    /,
    *,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
    copy: bool | None = None,
) -> Array:
    """Alias of :func:`asarray` (Ivy's name)."""
    return calls.array(obj, dtype, device, copy)


@primary(dtype="infer")
def zeros(shape: Shape, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """An array of ``shape`` filled with zeros (default float dtype)."""
    return calls.zeros(shape, dtype, device)


@primary(dtype="infer")
def ones(shape: Shape, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """An array of ``shape`` filled with ones (default float dtype)."""
    return calls.ones(shape, dtype, device)


@primary(dtype="infer")
def empty(shape: Shape, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """An uninitialised array of ``shape`` (default float dtype)."""
    return calls.empty(shape, dtype, device)


@primary(dtype="infer", relevant=("fill_value",))
def full(
    shape: Shape,
    fill_value: Scalar,
    *,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
) -> Array:
    """An array of ``shape`` filled with ``fill_value``; the dtype follows the
    value's kind when not given (bool, default int, float or complex)."""
    return calls.full(shape, fill_value, dtype, device)


@primary(dtype="infer", relevant=("start", "stop", "step"), fits=("start",))
def arange(
    start: int | float,
    /,
    stop: int | float | None = None,
    step: int | float = 1,
    *,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
) -> Array:
    """Evenly spaced values in ``[start, stop)``; ``arange(n)`` is ``[0, n)``.

    Integer arguments give the default int dtype, any float one the default
    float dtype.
    """
    return calls.arange(start, stop, step, dtype, device)


@primary(dtype="float", relevant=("start", "stop"))
def linspace(
    start: int | float | complex,
    stop: int | float | complex,
    /,
    num: int,
    *,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
    endpoint: bool = True,
) -> Array:
    """``num`` evenly spaced values from ``start`` to ``stop`` (default float
    dtype, or default complex for complex bounds)."""
    return calls.linspace(start, stop, num, dtype, device, endpoint)


@primary(arrays=("x",), dtype="optional")
def zeros_like(x: ArrayLike, /, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """Zeros with the shape of ``x`` and its dtype unless ``dtype`` is given."""
    return calls.zeros_like(x, dtype, device)


@primary(arrays=("x",), dtype="optional")
def ones_like(x: ArrayLike, /, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """Ones with the shape of ``x`` and its dtype unless ``dtype`` is given."""
    return calls.ones_like(x, dtype, device)


def _full_like_body(x, fill_value, dtype, device, /) -> Array:
    """The computation of :func:`full_like` (its parameters positionally)."""
    return full(
        x.shape,
        fill_value,
        dtype=x.dtype if dtype is None else dtype,
        device=x.device if device is None else device,
    )


@compositional(_full_like_body, arrays=("x",))
def full_like(
    x: ArrayLike,
    /,
    fill_value: Scalar,
    *,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
) -> Array:
    """``fill_value`` with the shape of ``x`` and its dtype unless ``dtype`` is given."""
    return calls.full_like(x, fill_value, dtype, device)


def _empty_like_body(x, dtype, device, /) -> Array:
    """The computation of :func:`empty_like` (its parameters positionally)."""
    return empty(
        x.shape,
        dtype=x.dtype if dtype is None else dtype,
        device=x.device if device is None else device,
    )


@compositional(_empty_like_body, arrays=("x",))
def empty_like(x: ArrayLike, /, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """Uninitialised, with the shape of ``x`` and its dtype unless ``dtype`` is given."""
    return calls.empty_like(x, dtype, device)


@primary(dtype="float")
def eye(
    n_rows: int,
    n_cols: int | None = None,
    /,
    *,
    k: int = 0,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
) -> Array:
    """A ``n_rows`` x ``n_cols`` array (square when ``n_cols`` is None) with
    ones on the ``k``-th diagonal (0 the main one, > 0 above, < 0 below) and
    zeros elsewhere; default float dtype.

    >>> import ivy_core as ivy
    >>> ivy.eye(2, 3, k=1).tolist()
    [[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]
    """
    return calls.eye(n_rows, n_cols, k, dtype, device)


@primary(sequences=("arrays",), promote=("arrays",), returns="arrays")
def meshgrid(*arrays: ArrayLike, indexing: str = "xy") -> tuple[Array, ...]:
    """Coordinate grids from one-dimensional ``arrays`` (promoted to one
    dtype), as a tuple with one array per input.

    With N arrays of lengths ``n1, ..., nN``, every output has shape
    ``(n2, n1, n3, ..., nN)`` for ``indexing="xy"`` (Cartesian, the default)
    and ``(n1, n2, ..., nN)`` for ``indexing="ij"`` (matrix). Inputs that are
    not one-dimensional, or another ``indexing``, raise ValueError.
    """
    return calls.meshgrid(arrays, indexing)


@primary(arrays=("x",))
def tril(x: ArrayLike, /, *, k: int = 0, out: Array | None = None) -> Array:
    """``x`` with the elements above the ``k``-th diagonal of its last two
    axes set to zero (``x`` has at least two dimensions, else ValueError)."""
    return calls.tril(x, k, out)


@primary(arrays=("x",))
def triu(x: ArrayLike, /, *, k: int = 0, out: Array | None = None) -> Array:
    """``x`` with the elements below the ``k``-th diagonal of its last two
    axes set to zero (``x`` has at least two dimensions, else ValueError)."""
    return calls.triu(x, k, out)


@primary(unwrap=("x",), device=False)
def from_dlpack(x: Any, /, *, device: DeviceLike | None = None, copy: bool | None = None) -> Array:
    """An array of the backend from ``x``, any object implementing the DLPack
    protocol (``__dlpack__`` and ``__dlpack_device__``: an array of any
    framework, or an ivy_core Array).

    ``device=None`` keeps the data on the device of ``x``. ``copy=True``
    always copies, ``copy=False`` never does (ValueError or BufferError when
    it would have to), ``copy=None`` shares the memory where it can.
    """
    return calls.from_dlpack(x, device, copy)


def _logspace_body(start, stop, num, base, axis, endpoint, dtype, device, /) -> Array:
    """The computation of :func:`logspace` (its parameters positionally)."""

    work, target = _logspace_dtypes(start, stop, base, axis, dtype)
    exponents = linspace(start, stop, num, dtype=work, device=device, endpoint=endpoint)
    # pow always runs in ``work`` (float64 or complex128), whatever ``dtype``
    # asks for; the alias keeps its gaps for other dtypes (bool ** bool) out
    # of the support ivy_core derives for logspace from the body's calls.
    return astype(_pow(base, exponents), target)


@compositional(_logspace_body)
def logspace(
    start: int | float | complex,
    stop: int | float | complex,
    /,
    num: int,
    *,
    base: int | float | complex = 10.0,
    axis: int = 0,
    endpoint: bool = True,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
) -> Array:
    """``num`` values spaced evenly on a log scale: ``base ** linspace(start,
    stop, num, endpoint=endpoint)``.

    Computed in float64 (complex128 for complex bounds, base or dtype), then
    cast to ``dtype``: the default float dtype, or the default complex dtype
    for complex bounds or base. An integer dtype truncates toward zero (as
    NumPy does). The result is one-dimensional, so ``axis`` must be 0 or -1.

    >>> import ivy_core as ivy
    >>> ivy.logspace(0, 2, 3).tolist()
    [1.0, 10.0, 100.0]
    """
    return calls.logspace(start, stop, num, base, axis, endpoint, dtype, device)


def _logspace_dtypes(start: Any, stop: Any, base: Any, axis: Any, dtype: Any) -> tuple[str, Any]:
    """(the dtype logspace computes in, the result dtype); checks ``axis``.
    Kept out of the body, whose calls and operators decide its dtype support."""

    if type(axis) is not int or axis not in (0, -1):
        raise ValueError(
            f"ivy_core.logspace: axis must be 0 or -1 (the result is one-dimensional), got {axis!r}"
        )
    target = None
    if dtype is not None:
        target = as_dtype(dtype, where="ivy_core.logspace") if isinstance(dtype, str) else as_ivy_dtype(dtype)
    complex_ = any(type(v) is complex for v in (start, stop, base)) or (
        target is not None and target.kind == "complex"
    )
    if target is None:
        target = get_default("complex" if complex_ else "float")
    return ("complex128" if complex_ else "float64"), target


# --- conversions (plain functions: they read the array, no backend computes) -----------


def _native_and_backend(x: Any, where: str) -> tuple[Any, Any]:

    data = x._data if isinstance(x, Array) else x
    b = _state.backend_of_type(type(data))
    if b is None:
        raise TypeError(
            f"{where}: expected an ivy_core.Array or a native array of an installed backend, "
            f"got {type(x).__name__}; wrap values with ivy_core.asarray(...) first"
        )
    return data, b


def to_numpy(x: ArrayLike, /, *, copy: bool = True) -> Any:
    """The values of array ``x`` (an Array or native array of any backend) as a
    NumPy array of the same dtype (bfloat16 through ``ml_dtypes``).

    ``copy=True`` (default) always returns new memory; ``copy=False`` may share
    the array's memory (NumPy, and torch on CPU).
    """
    import numpy as np

    data, b = _native_and_backend(x, "ivy_core.to_numpy")
    result = np.asarray(b.runtime.to_numpy(data))
    return np.array(result, copy=True) if copy else result


def to_scalar(x: ArrayLike, /) -> bool | int | float | complex:
    """The single element of array ``x`` (any shape holding one element) as a
    Python ``bool``, ``int``, ``float`` or ``complex``, by the kind of its dtype
    (bfloat16 and float16 give a float)."""
    import numpy as np

    data, b = _native_and_backend(x, "ivy_core.to_scalar")
    shape = tuple(int(s) for s in data.shape)
    n = 1
    for s in shape:
        n *= s
    if n != 1:
        raise ValueError(
            f"ivy_core.to_scalar (backend {b.name!r}): the array has shape {shape} "
            f"({n} elements); only an array with exactly one element converts to a scalar"
        )
    kind = b.from_native[data.dtype].kind
    value = np.asarray(b.runtime.to_numpy(data)).reshape(())
    if kind == "bool":
        return bool(value)
    if kind in ("signed", "unsigned"):
        return int(value)
    if kind == "float":
        return float(value)
    return complex(value)


def to_native(x: Any, /, *, nested: bool = False) -> Any:
    """The native array an ivy_core Array wraps; anything else is returned as is.

    With ``nested=True``, lists, tuples and dicts are walked and rebuilt with
    every Array inside them replaced by its native array.
    """

    if isinstance(x, Array):
        return x._data
    if nested:
        if isinstance(x, dict):
            return {k: to_native(v, nested=True) for k, v in x.items()}
        if isinstance(x, (list, tuple)):
            items = [to_native(v, nested=True) for v in x]
            if isinstance(x, list):
                return items
            if hasattr(x, "_fields"):  # a named tuple
                return type(x)(*items)
            return type(x)(items)
    return x
