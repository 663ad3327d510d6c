"""Array creation functions."""

from __future__ import annotations

import sys

from ._arrays._array import Array
from ._backends import _memory
from ._base import _state
from ._base._errors import ArgumentTypeError, ArgumentValueError, ShapeError
from ._base._state import calls
from ._dtype import _dtypes
from ._dtype._dtypes import CATEGORIES, buffer_dtype, get_default, refuse_complex_to_real
from ._dtype._promotion import INT_RANGE, PYTHON_SCALARS, dtype_with_scalar, scalar_kind_rank
from ._spec import _shapes
from ._spec._api import choice_arg, compositional, flag_arg, is_int, none_arg, primary
from ._spec._axes import ndim_of
from .data_type import astype, dtype_named
from .elementwise import pow as _pow

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

    from ._arrays._typing import ArrayLike, DeviceLike, DtypeLike, Scalar, Shape

__all__ = [
    "asarray", "array", "zeros", "ones", "full", "empty", "arange", "linspace",
    "zeros_like", "ones_like", "full_like", "empty_like",
    "eye", "meshgrid", "tril", "triu", "from_dlpack", "logspace",
    "to_numpy", "to_scalar", "to_native",
]  # fmt: skip


# -- argument checks, once for every backend (the ``normalize=`` hook) ------------
# ``where`` names the function and backend; ``dtype`` arrives resolved to the
# native dtype. A result no machine can hold raises MemoryError (``_memory``)
# before the framework is asked: some abort the process instead of raising.


def _shape_args(where: str, shape: Any, dtype: Any, device: Any) -> tuple[Any, ...]:
    """zeros, ones, empty (and full, through ``_full_args``): ``(shape,
    dtype, device)``. A shape is an int or a tuple/list of ints (TensorFlow
    would read ``"3"`` as one)."""
    if type(shape) is tuple:  # the common case first: a small tuple of Python ints
        n = 1
        for d in shape:
            if type(d) is not int or d < 0:
                break
            if d:
                n *= d
        else:
            if n < _memory.SMALL:
                return shape, dtype, device
    dims = _memory.dims(shape)
    if dims is None:
        raise ArgumentTypeError(f"{where}: a shape must be an int or a sequence of ints, got {shape!r}")
    if any(d < 0 for d in dims):
        raise ArgumentValueError(f"{where}: the sizes of a shape must not be negative, got {shape!r}")
    _memory.check(where, shape, dtype)
    return shape, dtype, device


def _full_args(where: str, shape: Any, fill_value: Any, dtype: Any, device: Any) -> tuple[Any, ...]:
    """full: the fill value is a Python scalar (NumPy would fill ``None`` as NaN)."""
    t = type(fill_value)
    if t is float or t is int:
        kind = _memory.kind_of(dtype)
        if kind == "float" or kind == "complex" or (t is int and kind != "bool"):
            # A float into a floating dtype, an int into any but bool: nothing
            # for _fill_fits to refuse (an int too large for an integer dtype
            # is make_fits's OverflowError).
            _shape_args(where, shape, dtype, device)
            return shape, fill_value, dtype, device
    if t is Array or (hasattr(fill_value, "shape") and not _numpy_scalar(fill_value)):
        _shape_args(where, shape, dtype, device)
        return shape, _fill_array(where, fill_value, dtype), dtype, device
    if (
        fill_value is None
        or isinstance(fill_value, (str, bytes))
        or not (
            isinstance(fill_value, PYTHON_SCALARS)
            or hasattr(type(fill_value), "__index__")
            or hasattr(type(fill_value), "__float__")
            or hasattr(type(fill_value), "__complex__")
        )
    ):
        raise ArgumentTypeError(
            f"{where}: the fill value must be a bool, int, float or complex, "
            f"got {fill_value!r} ({type(fill_value).__name__})"
        )
    _fill_fits(where, fill_value, dtype)
    _shape_args(where, shape, dtype, device)
    return shape, fill_value, dtype, device


def _numpy_scalar(value: Any) -> bool:
    numpy = sys.modules.get("numpy")
    return numpy is not None and isinstance(value, numpy.generic)


def _fill_array(where: str, fill_value: Any, dtype: Any) -> Any:
    """full: a fill value given as an array (not the standard's, but SciPy
    passes one) must be 0-d: NumPy and TensorFlow broadcast a larger one,
    torch and JAX refused it. Its values are cast to ``dtype`` as
    ``astype`` casts them (no complex into a real dtype), and it reaches
    the backend as a native array of it: JAX took no ``Array``, torch no
    NumPy array."""
    data = fill_value._data if type(fill_value) is Array else fill_value
    if tuple(data.shape) != ():
        raise ArgumentTypeError(
            f"{where}: the fill value must be a scalar or a 0-d array, got an array of shape "
            f"{tuple(data.shape)}; pass one value, or use broadcast_to for an array"
        )
    refuse_complex_to_real(where, _memory.dtype_of(getattr(data, "dtype", None)), _memory.dtype_of(dtype))
    return asarray(fill_value, dtype=dtype)._data


def _fill_fits(where: str, fill_value: Any, dtype: Any) -> None:
    """A fill value the dtype cannot hold as it is raises TypeError rather
    than being truncated (the frameworks differ: 1.5 becomes 1, NaN becomes
    0 or the lowest int, or the call fails): a float (NaN and inf included)
    into an integer or bool dtype, and any int other than a bool into a bool
    dtype (the standard leaves that conversion unspecified). A complex into
    a real dtype is refused before (``_convert.make_fits``); an int that
    does not fit an integer dtype raises OverflowError there."""
    d = _memory.dtype_of(dtype)
    if d is None or d.kind not in ("bool", "signed", "unsigned"):
        return
    t = type(fill_value)
    if t is bool:
        return
    integral = t is int or (not isinstance(fill_value, float) and hasattr(t, "__index__"))
    if integral and d.kind != "bool":
        return
    if integral:
        what = "the int"
        hint = "pass True or False"
    elif isinstance(fill_value, complex) or (hasattr(t, "__complex__") and not hasattr(t, "__float__")):
        return  # make_fits refuses a complex into a real dtype
    else:
        what = "the float"
        hint = "pass a floating dtype, or a value of the dtype's kind"
    raise ArgumentTypeError(
        f"{where}: {what} fill value {fill_value!r} cannot be stored in {d} without changing it; {hint}"
    )


def _asarray_args(where: str, obj: Any, dtype: Any, device: Any, copy: Any) -> tuple[Any, ...]:
    """asarray, array: ``copy`` is True, False or None; ``None`` and text are
    no array values (NumPy would make an object or string array, TensorFlow
    a string tensor); Python values fit ``dtype`` as item assignment asks
    (no float into an int dtype, no complex into a real one, only bools into
    bool) and every Python int fits its range (the frameworks wrap some
    silently, torch ``[-1]`` into uint8 gives 255); ``copy=False`` is
    refused where a copy is needed (Python values, a dtype change); a masked
    array is refused (its mask would be dropped)."""
    if copy is not None and type(copy) is not bool:
        raise ArgumentTypeError(f"{where}: copy must be True, False or None, not {copy!r:.40}")
    t = type(obj)
    if t is range:  # Python ints, as a list (which every backend takes) is checked
        obj, t = list(obj), list
    if t is list or t is tuple or t in PYTHON_SCALARS or obj is None or t is str or t is bytes:
        ints: list[int] = []
        try:
            widest = _python_values(obj, ints)
        except TypeError as exc:
            raise ArgumentTypeError(
                f"{where}: obj={obj!r:.80} holds {exc}, which is not an array value; pass numbers, "
                "nested sequences of numbers, or an array"
            ) from None
        if copy is False:
            raise ArgumentValueError(
                f"{where}: copy=False, but Python values always need new memory to become an array; "
                "pass copy=None (or leave it out)"
            )
        d = _memory.dtype_of(dtype) if dtype is not None else None
        if d is not None and widest is not None and dtype_with_scalar(d, type(widest)) != d:  # item assignment's rule
            raise ArgumentTypeError(
                f"{where}: a Python {type(widest).__name__} cannot be stored as {d} without changing it "
                f"({obj!r:.60}); pass a dtype of its kind, or convert the values first"
            )
        if ints and d is not None and d in INT_RANGE:
            lo, hi = INT_RANGE[d]
            for v in ints:
                if not lo <= v <= hi:
                    raise OverflowError(
                        f"{where}: the Python int {v} does not fit in {d} (range {lo}..{hi}); "
                        "pass a dtype that holds it"
                    )
    elif t.__module__ == "numpy.ma.core" or t.__name__ == "MaskedArray":
        raise ArgumentTypeError(
            f"{where}: {t.__module__}.{t.__name__} holds a mask, which an Array cannot keep; pass "
            "x.filled(value) for the values with the masked ones replaced, or x.data to ignore the mask"
        )
    elif dtype is not None:
        have = _memory.dtype_of(obj.dtype) if hasattr(obj, "dtype") else buffer_dtype(obj, where)
        if have is None and hasattr(obj, "dtype"):  # a framework's array whose backend is not loaded
            have = _complex_dtype_of(obj.dtype)
        want = _memory.dtype_of(dtype)
        refuse_complex_to_real(where, have, want)
        if copy is False and have is not None and want is not None and have != want:
            raise ArgumentValueError(
                f"{where}: copy=False, but converting {have} to {want} needs a copy; pass copy=None "
                "to allow it, or leave dtype out"
            )
    return obj, dtype, device, copy


def _complex_dtype_of(native: Any) -> Any:
    """The complex ivy_core dtype of a framework's complex dtype read without
    its backend (NumPy's ``kind`` "c", torch's and TensorFlow's ``is_complex``),
    else None."""
    if getattr(native, "kind", None) == "c" or getattr(native, "is_complex", False) is True:
        size = getattr(native, "itemsize", None) or getattr(native, "size", None)
        return _dtypes.complex64 if size == 8 else _dtypes.complex128
    return None


def _given_back(obj: Any, result: Any) -> Any:
    """asarray, array: an Array converted without a copy is given back
    itself, as ``numpy.asarray`` gives back its input. On the backends whose
    arrays are immutable (JAX, TensorFlow, Dask) item assignment replaces
    the array an ``Array`` holds, so a second ``Array`` around the same
    native array would not see a later write; the standard's ``copy=False``
    promises that it does."""
    if type(obj) is Array and type(result) is Array and result._data is obj._data:
        return obj
    return result


def _python_values(obj: Any, ints: list[int]) -> Any:
    """A Python scalar of the widest kind (bool < int < float < complex)
    among those of a (nested) list or tuple, collecting its ints; None for
    an empty one. TypeError (its message: the value) for ``None`` or text."""
    t = type(obj)
    if t is int:
        ints.append(obj)
        return obj
    if t is bool or t is float or t is complex:
        return obj
    widest = None
    if t is list or t is tuple:
        for item in obj:
            v = _python_values(item, ints)
            if v is not None and (widest is None or scalar_kind_rank(v) > scalar_kind_rank(widest)):  # type: ignore[operator]
                widest = v
    elif obj is None or t is str or t is bytes:
        raise ArgumentTypeError(f"{obj!r:.40} ({t.__name__})")
    return widest


def _like_args(where: str, x: Any, dtype: Any, device: Any) -> tuple[Any, Any, Any]:
    """zeros_like, ones_like, empty_like: a result of ``x``'s own dtype is no
    larger than ``x``, which exists; another dtype may be wider."""
    if dtype is not None:
        _memory.check(where, tuple(x.shape), dtype)
    return x, dtype, device


def _an_int(where: str, name: str, value: Any, minimum: int | None = None) -> int:
    """``value`` as a Python int: a Python or NumPy integer, not a bool, a
    float or an array (TensorFlow would truncate 2.5, NumPy read a 0-d array),
    at least ``minimum`` when given."""
    if type(value) is not int:
        import numbers  # not imported with ivy_core (its ABCs cost 0.5 ms); a framework has imported it

        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            raise ArgumentTypeError(
                f"{where}: {name} must be an int, got {value!r:.80} ({type(value).__name__}); pass an int"
            )
    n = int(value)
    if minimum is not None and n < minimum:
        raise ArgumentValueError(
            f"{where}: {name} must be at least {minimum}, got {n}; pass a size of {minimum} or more"
        )
    return n


def _eye_args(where: str, n_rows: Any, n_cols: Any, k: Any, dtype: Any, device: Any) -> tuple[Any, ...]:
    """eye: two non-negative sizes and an int diagonal, as Python ints."""
    if type(n_rows) is int and type(k) is int and 0 <= n_rows < 4096 and (n_cols is None or (type(n_cols) is int and 0 <= n_cols < 4096)):
        return n_rows, n_rows if n_cols is None else n_cols, k, dtype, device  # small: nothing to check or convert
    n = _an_int(where, "n_rows", n_rows, 0)
    m = n if n_cols is None else _an_int(where, "n_cols", n_cols, 0)
    _memory.check(where, (n, m), dtype)
    return n, m, _an_int(where, "k", k), dtype, device


def _count(where: str, num: Any) -> int:
    """``num`` of linspace/logspace: a non-negative int (TensorFlow would
    read ``1.5`` as 1 and ``"2"`` as 2)."""
    if isinstance(num, bool) or not hasattr(type(num), "__index__"):
        raise ArgumentTypeError(f"{where}: num must be an int, got {num!r} ({type(num).__name__})")
    n = num.__index__()
    if n < 0:
        raise ArgumentValueError(f"{where}: num must not be negative, got {n}")
    return n


def _linspace_args(where: str, start: Any, stop: Any, num: Any, *rest: Any) -> tuple[Any, ...]:
    if type(num) is int and 0 <= num < _memory.SMALL // 16 and type(rest[2]) is bool:
        return (start, stop, num, *rest)  # the common case: a small count, a bool endpoint
    num = _count(where, num)
    _memory.check(where, num, rest[0])
    dtype, device, endpoint = rest
    return (start, stop, num, dtype, device, flag_arg(where, "endpoint", endpoint))


#: arange's bounds below this magnitude need no check of the length's
#: float64 computation: every quotient of two of them rounds to the right side
#: of an integer.
_EXACT = 2**24
_FLOATS = frozenset(CATEGORIES["all_float_dtypes"])


def _arange_args(where: str, start: Any, stop: Any, step: Any, dtype: Any, device: Any) -> tuple[Any, ...]:
    """Every value of the range must fit an integer ``dtype`` (the first and
    the last are checked), and a range of ints whose length a framework
    would compute in float64 differently from the exact one raises: no
    element is ever dropped or wrapped around."""
    lo, hi = (0, start) if stop is None else (start, stop)
    if type(lo) is int and type(hi) is int and type(step) is int and step and -_EXACT < lo < _EXACT and -_EXACT < hi < _EXACT:
        # The common case: small ints, whose length float64 computes exactly
        # and whose values a float dtype, or an int dtype holding both ends, holds.
        n = -((lo - hi) // step)  # ceil((hi - lo) / step), exactly
        if n < 0:
            n = 0
        d = _memory.dtype_of(dtype)
        if d is not None and n < _memory.SMALL:
            if d in _FLOATS:
                return start, stop, step, dtype, device
            if d in INT_RANGE:
                low, high = INT_RANGE[d]
                last = lo + (n - 1) * step if n else lo
                if low <= lo <= high and low <= last <= high:
                    return start, stop, step, dtype, device
    if start is None or step is None:  # NumPy and JAX read step=None as 1
        none_arg(where, "start" if start is None else "step", "an int or a float")
    # Past the fast path: math and numbers are not imported with ivy_core (a framework has imported them).
    import math
    import numbers

    for name, v in (("start", start), ("stop", stop), ("step", step)):
        if type(v) is bool:  # as zeros(True) and linspace(num=True) are refused
            raise ArgumentTypeError(f"{where}: {name}={v!r} is a bool, not a number; pass an int or a float")
        if type(v) is float and not math.isfinite(v):
            raise ArgumentValueError(f"{where}: {name}={v!r} is not finite; pass finite start, stop and step")
    if not isinstance(step, bool) and isinstance(step, numbers.Real) and step == 0:  # NumPy's zeros too
        raise ArgumentValueError(f"{where}: step={step!r} makes no range; pass a nonzero step")
    values = (lo, hi, step)
    if all(type(v) is int for v in values):
        if step == 0:
            return start, stop, step, dtype, device  # the backend reports it
        n = max(0, -((lo - hi) // step))  # ceil((hi - lo) / step), exactly
    elif all(type(v) in (int, float) for v in values) and step:
        try:
            n = max(0, math.ceil((hi - lo) / step))
        except (OverflowError, ValueError):  # inf or nan: the backend reports it
            return start, stop, step, dtype, device
    else:
        return start, stop, step, dtype, device
    _memory.check(where, n, dtype)
    if n == 0:
        return start, stop, step, dtype, device
    d = _memory.dtype_of(dtype)
    last = lo + (n - 1) * step
    if d is None:
        return start, stop, step, dtype, device
    if d in INT_RANGE:
        low, high = INT_RANGE[d]
        for name, v in (("first", lo), ("last", last)):
            if not low <= math.trunc(v) <= high:
                raise OverflowError(
                    f"{where}: the {name} value of the range, {v}, does not fit in {d} "
                    f"(range {low}..{high}); pass a dtype that holds every value"
                )
    if type(last) is int and n > 1:
        # Frameworks compute the length in float64 (NumPy and jax as the
        # quotient of the exact difference; torch, for a floating dtype, from
        # the bounds in float64); beyond 2**53 that can drop (or add) an
        # element. Refuse rather than return another range.
        try:
            exact = n == math.ceil((hi - lo) / step)
            if exact and d.kind not in ("signed", "unsigned"):
                exact = n == math.ceil((float(hi) - float(lo)) / float(step))
        except OverflowError:
            exact = False
        if not exact:
            raise OverflowError(
                f"{where}: arange({lo}, {hi}, {step}) has {n} values, but its length cannot be "
                "computed exactly in float64 as the frameworks do; split the range or use smaller bounds"
            )
    return start, stop, step, dtype, device


@primary(dtype="infer", relevant=("obj",), unwrap=("obj",), normalize=_asarray_args)
def asarray(
    obj: Any,
    /,
    *,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
    copy: bool | None = None,
) -> Array:
    """Convert ``obj`` to an Array.

    ``obj`` is an Array, a native array, a Python scalar or nested sequence of
    them, or an object supporting the buffer or DLPack protocol. With no
    ``dtype``, an array keeps its dtype and Python values take the default
    dtype of their kind (an int beyond the int32 range gives int64).

    Args:
        obj: The values to convert.
        dtype: Dtype of the result; inferred from ``obj`` when None.
        device: Device of the result; None keeps the device of an array
            ``obj`` and otherwise uses the default device.
        copy: True always copies, False never copies (Python values and a
            dtype change need a copy, so they raise), None copies only when
            it has to.

    Returns:
        An Array with the shape of ``obj``, of the dtype described above.

    Raises:
        ValueError: ``copy=False`` but the conversion needs a copy (e.g. a dtype change).
        OverflowError: a Python int does not fit the requested ``dtype`` (or,
            with no ``dtype``, int64).
        TypeError: ``obj`` is None or holds text (``None``, a ``str`` or
            ``bytes``, at any depth of a nested sequence); a Python value of
            a wider kind than ``dtype`` (a float into an integer dtype, a
            complex into a real one, an int into bool), as item assignment
            refuses it; a NumPy masked array; ``copy`` not a bool or None.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.asarray([1, 2]).dtype
        ivy_core.int32
        >>> ivy.asarray([[1, 2.5]]).tolist()
        [[1.0, 2.5]]
    """
    r = calls.asarray(obj, dtype, device, copy)
    return r if type(obj) is not Array else _given_back(obj, r)


@primary(dtype="infer", relevant=("obj",), unwrap=("obj",), normalize=_asarray_args)
def array(
    obj: Any,
    /,
    *,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
    copy: bool | None = None,
) -> Array:
    """Alias of :func:`asarray` under Ivy's name: same arguments, same result.

    Args:
        obj: The values to convert (an array, Python values, a buffer or DLPack object).
        dtype: Dtype of the result; inferred from ``obj`` when None.
        device: Device of the result (None: that of an array ``obj``, else the default).
        copy: True always copies, False never copies, None only when needed.

    Returns:
        An Array holding the values of ``obj``.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.array([[1, 2], [3, 4]]).shape
        (2, 2)
    """
    r = calls.array(obj, dtype, device, copy)
    return r if type(obj) is not Array else _given_back(obj, r)


@primary(dtype="infer", normalize=_shape_args)
def zeros(shape: Shape, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """Create an array of ``shape`` filled with zeros.

    Args:
        shape: The shape of the result (an int or a tuple of ints).
        dtype: Dtype of the result; the default float dtype when None.
        device: Device of the result; the default device when None.

    Returns:
        An array of ``shape`` and ``dtype`` whose elements are all zero.

    Raises:
        ValueError: ``shape`` has a negative entry.
        MemoryError: the result would need more memory than the machine has
            (or more elements than a 64-bit index counts).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.zeros((2, 3)).dtype
        ivy_core.float32
        >>> ivy.zeros(3, dtype="int32").tolist()
        [0, 0, 0]
    """
    return calls.zeros(shape, dtype, device)


@primary(dtype="infer", normalize=_shape_args)
def ones(shape: Shape, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """Create an array of ``shape`` filled with ones.

    Args:
        shape: The shape of the result (an int or a tuple of ints).
        dtype: Dtype of the result; the default float dtype when None.
        device: Device of the result; the default device when None.

    Returns:
        An array of ``shape`` and ``dtype`` whose elements are all one
        (``True`` for bool).

    Raises:
        ValueError: ``shape`` has a negative entry.
        MemoryError: the result would need more memory than the machine has
            (or more elements than a 64-bit index counts).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.ones((2, 2)).tolist()
        [[1.0, 1.0], [1.0, 1.0]]
        >>> ivy.ones(2, dtype="bool").tolist()
        [True, True]
    """
    return calls.ones(shape, dtype, device)


@primary(dtype="infer", normalize=_shape_args)
def empty(shape: Shape, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """Create an array of ``shape`` without initialising its elements.

    The values are whatever the memory held: only the shape and dtype are
    meaningful until the array is written.

    Args:
        shape: The shape of the result (an int or a tuple of ints).
        dtype: Dtype of the result; the default float dtype when None.
        device: Device of the result; the default device when None.

    Returns:
        An uninitialised array of ``shape`` and ``dtype``.

    Raises:
        ValueError: ``shape`` has a negative entry.
        MemoryError: the result would need more memory than the machine has
            (or more elements than a 64-bit index counts).

    Example:
        >>> import ivy_core as ivy
        >>> x = ivy.empty((2, 3))
        >>> x.shape, x.dtype
        ((2, 3), ivy_core.float32)
    """
    return calls.empty(shape, dtype, device)


@primary(dtype="infer", relevant=("fill_value",), normalize=_full_args)
def full(
    shape: Shape,
    fill_value: Scalar,
    *,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
) -> Array:
    """Create an array of ``shape`` with every element set to ``fill_value``.

    Args:
        shape: The shape of the result (an int or a tuple of ints).
        fill_value: The Python scalar to fill with.
        dtype: Dtype of the result. When None it follows the kind of
            ``fill_value``: bool, the default int, float or complex dtype.
        device: Device of the result; the default device when None.

    Returns:
        An array of ``shape`` and the dtype above, filled with ``fill_value``.

    Raises:
        OverflowError: an int ``fill_value`` does not fit an integer ``dtype``.
        TypeError: a complex ``fill_value`` with a real ``dtype`` (its imaginary
            part would be dropped); a float ``fill_value`` (NaN and inf too)
            with an integer or bool ``dtype`` (it would be truncated); an
            int ``fill_value`` with a bool ``dtype`` (the standard leaves that
            conversion unspecified, so ivy_core refuses even 0 and 1: pass
            False or True). A bool fills any dtype.
        MemoryError: the result would need more memory than the machine has
            (or more elements than a 64-bit index counts).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.full((2, 2), 7).tolist()
        [[7, 7], [7, 7]]
        >>> ivy.full((3,), 0.5).dtype
        ivy_core.float32
    """
    return calls.full(shape, fill_value, dtype, device)


@primary(dtype="infer", relevant=("start", "stop", "step"), fits=("start",), normalize=_arange_args)
def arange(
    start: int | float,
    /,
    stop: int | float | None = None,
    step: int | float = 1,
    *,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
) -> Array:
    """Create a 1-D array of evenly spaced values in the half-open interval ``[start, stop)``.

    ``arange(n)`` (no ``stop``) gives ``[0, n)``. With no ``dtype``, integer
    arguments give the default int dtype (int64 when a bound needs it) and any
    float argument gives the default float dtype.

    Args:
        start: First value, or the end of the interval when ``stop`` is None.
        stop: End of the interval (excluded).
        step: Distance between neighbouring values (may be negative).
        dtype: Dtype of the result; inferred as above when None.
        device: Device of the result; the default device when None.

    Returns:
        A 1-D array of ``ceil((stop - start) / step)`` values (none if that is
        not positive).

    Raises:
        OverflowError: a produced value does not fit the requested ``dtype``
            (the first and the last value are checked), or the length of a
            range of ints cannot be computed exactly in float64 as the
            frameworks do: no element is ever wrapped around or dropped.
        MemoryError: the result would need more memory than the machine has
            (or more elements than a 64-bit index counts).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.arange(5).tolist()
        [0, 1, 2, 3, 4]
        >>> ivy.arange(1, 2, 0.25).tolist()
        [1.0, 1.25, 1.5, 1.75]
    """
    return calls.arange(start, stop, step, dtype, device)


@primary(dtype="float", relevant=("start", "stop"), normalize=_linspace_args)
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
    """Create a 1-D array of ``num`` evenly spaced values from ``start`` to ``stop``.

    Args:
        start: The first value.
        stop: The last value (included only when ``endpoint`` is true).
        num: Number of values, at least 0.
        dtype: Dtype of the result; the default float dtype when None, or the
            default complex dtype when a bound is complex.
        device: Device of the result; the default device when None.
        endpoint: Whether ``stop`` is the last value; if false the interval
            ``[start, stop)`` is split into ``num`` equal steps.

    Returns:
        A 1-D array of shape ``(num,)``.

    Raises:
        ValueError: ``num`` is negative.
        TypeError: ``num`` is not an int (``1.5``, ``"2"``).
        MemoryError: the result would need more memory than the machine has
            (or more elements than a 64-bit index counts).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.linspace(0, 1, 5).tolist()
        [0.0, 0.25, 0.5, 0.75, 1.0]
        >>> ivy.linspace(0, 1, 4, endpoint=False).tolist()
        [0.0, 0.25, 0.5, 0.75]
    """
    return calls.linspace(start, stop, num, dtype, device, endpoint)


@primary(arrays=("x",), dtype="optional", normalize=_like_args)
def zeros_like(x: ArrayLike, /, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """Create an array of zeros with the shape of ``x``.

    Args:
        x: The array whose shape (and, by default, dtype and device) to use.
        dtype: Dtype of the result; the dtype of ``x`` when None.
        device: Device of the result; the device of ``x`` when None.

    Returns:
        An array of ``x.shape`` filled with zeros.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.zeros_like(ivy.asarray([[1, 2, 3]])).tolist()
        [[0, 0, 0]]
    """
    return calls.zeros_like(x, dtype, device)


@primary(arrays=("x",), dtype="optional", normalize=_like_args)
def ones_like(x: ArrayLike, /, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """Create an array of ones with the shape of ``x``.

    Args:
        x: The array whose shape (and, by default, dtype and device) to use.
        dtype: Dtype of the result; the dtype of ``x`` when None.
        device: Device of the result; the device of ``x`` when None.

    Returns:
        An array of ``x.shape`` filled with ones.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.ones_like(ivy.asarray([1, 2]), dtype="float64").tolist()
        [1.0, 1.0]
    """
    return calls.ones_like(x, dtype, device)


def _full_like_body(x: Any, fill_value: Any, dtype: Any, device: Any, /) -> Array:
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
    """Create an array with the shape of ``x`` filled with ``fill_value``.

    Args:
        x: The array whose shape (and, by default, dtype and device) to use.
        fill_value: The Python scalar to fill with.
        dtype: Dtype of the result; the dtype of ``x`` when None (not that of
            ``fill_value``).
        device: Device of the result; the device of ``x`` when None.

    Returns:
        An array of ``x.shape`` filled with ``fill_value``.

    Raises:
        OverflowError: an int ``fill_value`` does not fit an integer dtype.
        TypeError: ``fill_value`` does not fit the kind of the dtype, as
            for :func:`full` (``full_like(int_array, 1.5)`` is refused, not
            truncated).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.full_like(ivy.asarray([1, 2, 3]), 9).tolist()
        [9, 9, 9]
    """
    return calls.full_like(x, fill_value, dtype, device)


def _empty_like_body(x: Any, dtype: Any, device: Any, /) -> Array:
    """The computation of :func:`empty_like` (its parameters positionally)."""
    return empty(
        x.shape,
        dtype=x.dtype if dtype is None else dtype,
        device=x.device if device is None else device,
    )


@compositional(_empty_like_body, arrays=("x",))
def empty_like(x: ArrayLike, /, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """Create an uninitialised array with the shape of ``x``.

    Args:
        x: The array whose shape (and, by default, dtype and device) to use.
        dtype: Dtype of the result; the dtype of ``x`` when None.
        device: Device of the result; the device of ``x`` when None.

    Returns:
        An array of ``x.shape`` whose values are unspecified until written.

    Example:
        >>> import ivy_core as ivy
        >>> x = ivy.empty_like(ivy.asarray([[1, 2]]))
        >>> x.shape, x.dtype
        ((1, 2), ivy_core.int32)
    """
    return calls.empty_like(x, dtype, device)


@primary(dtype="float", normalize=_eye_args)
def eye(
    n_rows: int,
    n_cols: int | None = None,
    /,
    *,
    k: int = 0,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
) -> Array:
    """Create a 2-D array with ones on one diagonal and zeros elsewhere.

    Args:
        n_rows: Number of rows.
        n_cols: Number of columns; ``n_rows`` (a square array) when None.
        k: The diagonal holding the ones: 0 the main one, > 0 above it,
            < 0 below it.
        dtype: Dtype of the result; the default float dtype when None.
        device: Device of the result; the default device when None.

    Returns:
        An array of shape ``(n_rows, n_cols)``.

    Raises:
        MemoryError: the result would need more memory than the machine has
            (or more elements than a 64-bit index counts).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.eye(2, 3, k=1).tolist()
        [[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]
        >>> ivy.eye(2, dtype="int32").tolist()
        [[1, 0], [0, 1]]
    """
    return calls.eye(n_rows, n_cols, k, dtype, device)


def _meshgrid_args(where: str, arrays: Any, indexing: Any) -> tuple[Any, Any]:
    """meshgrid: ``"xy"`` or ``"ij"``, and one-dimensional inputs (each grid
    has one axis per input, of its length)."""
    choice_arg(where, "indexing", indexing, ("xy", "ij"), "pass one of those ('xy' Cartesian, 'ij' matrix)")
    for i, a in enumerate(arrays):
        if len(a.shape) != 1:
            raise ShapeError(
                f"{where}: arrays[{i}] has shape {tuple(a.shape)}; every input must be one-dimensional "
                "(reshape it with ivy_core.reshape(x, (-1,)))"
            )
    if arrays:
        _memory.check(where, [a.shape[0] for a in arrays], arrays[0].dtype, count=len(arrays))
    return arrays, indexing


@primary(sequences=("arrays",), promote=("arrays",), returns="list", normalize=_meshgrid_args)
def meshgrid(*arrays: ArrayLike, indexing: str = "xy") -> list[Array]:
    """Build coordinate grids from one-dimensional arrays.

    With N arrays of lengths ``n1, ..., nN``, every output has shape
    ``(n2, n1, n3, ..., nN)`` for ``indexing="xy"`` and ``(n1, n2, ..., nN)``
    for ``indexing="ij"``.

    Args:
        *arrays: One-dimensional arrays, promoted to one dtype.
        indexing: ``"xy"`` (Cartesian, the default) or ``"ij"`` (matrix).

    Returns:
        A list (as the standard's signature says) with one array per input,
        all of the shape above and the promoted dtype.

    Raises:
        ValueError: an input is not one-dimensional, or ``indexing`` is neither
            ``"xy"`` nor ``"ij"``.

    Example:
        >>> import ivy_core as ivy
        >>> xs, ys = ivy.meshgrid(ivy.asarray([1, 2, 3]), ivy.asarray([4, 5]))
        >>> xs.tolist(), ys.tolist()
        ([[1, 2, 3], [1, 2, 3]], [[4, 4, 4], [5, 5, 5]])
        >>> type(ivy.meshgrid(ivy.asarray([1, 2])))
        <class 'list'>
    """
    return calls.meshgrid(arrays, indexing)


def _diagonal_arg(where: str, value: Any) -> int:
    """``k``, the diagonal of ``tril``, ``triu`` and ``diag``, as a Python
    int: an integer (a NumPy one too), never a bool, a float or NaN, which
    frameworks read differently (Dask's diag returns None for 1.5,
    TensorFlow truncates it, NumPy reads True as 1)."""
    if is_int(value) and type(value).__name__ not in ("bool", "bool_"):
        return int(value)
    raise ArgumentTypeError(
        f"{where}: argument 'k' must be int, not {type(value).__name__} {value!r:.60}; pass an int "
        "(the diagonal: 0 the main one, > 0 above it, < 0 below it)"
    )


def _triangle_args(where: str, x: Any, k: Any) -> tuple[Any, Any]:
    """tril and triu: matrices (NumPy would take a 1-d x as a row and return
    a matrix), an int diagonal (TensorFlow would truncate 1.5)."""
    if type(k) is not int:
        k = _diagonal_arg(where, k)
    n = ndim_of(x)
    if n is not None and n < 2:
        raise ShapeError(
            f"{where}: x has shape {tuple(x.shape)}; pass a matrix or a stack of matrices (2 or more dimensions)"
        )
    return x, k


@primary(arrays=("x",), normalize=_triangle_args, shapes=_shapes.matrices)
def tril(x: ArrayLike, /, *, k: int = 0, out: Array | None = None) -> Array:
    """Zero the elements above a diagonal of the matrices in ``x``.

    Args:
        x: Array of at least two dimensions; the last two span the matrices.
        k: The diagonal to keep below and on: 0 the main one, > 0 above it,
            < 0 below it.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape and dtype of ``x``, the lower triangle kept.

    Raises:
        ShapeError: ``x`` has fewer than two dimensions.
        ArgumentTypeError: ``k`` is not an int.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.tril(ivy.asarray([[1, 2, 3], [4, 5, 6], [7, 8, 9]])).tolist()
        [[1, 0, 0], [4, 5, 0], [7, 8, 9]]
    """
    return calls.tril(x, k, out)


@primary(arrays=("x",), normalize=_triangle_args, shapes=_shapes.matrices)
def triu(x: ArrayLike, /, *, k: int = 0, out: Array | None = None) -> Array:
    """Zero the elements below a diagonal of the matrices in ``x``.

    Args:
        x: Array of at least two dimensions; the last two span the matrices.
        k: The diagonal to keep above and on: 0 the main one, > 0 above it,
            < 0 below it.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape and dtype of ``x``, the upper triangle kept.

    Raises:
        ShapeError: ``x`` has fewer than two dimensions.
        ArgumentTypeError: ``k`` is not an int.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.triu(ivy.asarray([[1, 2, 3], [4, 5, 6], [7, 8, 9]]), k=1).tolist()
        [[0, 2, 3], [0, 0, 6], [0, 0, 0]]
    """
    return calls.triu(x, k, out)


def _dlpack_args(where: str, x: Any, device: Any, copy: Any) -> tuple[Any, Any, Any]:
    """from_dlpack: an object of the DLPack protocol (or an array of a loaded
    backend: a ``tf.Variable`` has no ``__dlpack__``)."""
    if not hasattr(x, "__dlpack__") and _state.backend_of_type(type(x)) is None:
        raise ArgumentTypeError(
            f"{where}: x of type {type(x).__name__} ({x!r:.60}) does not implement the DLPack "
            "protocol (__dlpack__); pass an array of a framework, or use ivy_core.asarray"
        )
    return x, device, copy if copy is None else flag_arg(where, "copy", copy)


@primary(unwrap=("x",), device=False, normalize=_dlpack_args)
def from_dlpack(x: Any, /, *, device: DeviceLike | None = None, copy: bool | None = None) -> Array:
    """Create an array of the backend from an object supporting DLPack.

    Args:
        x: An object with ``__dlpack__`` and ``__dlpack_device__``: an array of
            any framework, or an ivy_core Array.
        device: Device of the result; None keeps the data on the device of ``x``.
        copy: True always copies, False never copies, None shares the memory
            where it can.

    Returns:
        An Array with the shape, dtype and values of ``x``.

    Raises:
        ValueError: ``copy=False`` but a copy is needed (some frameworks raise
            BufferError instead).

    Example:
        >>> import numpy as np
        >>> import ivy_core as ivy
        >>> ivy.from_dlpack(np.arange(3)).tolist()
        [0, 1, 2]
    """
    return calls.from_dlpack(x, device, copy)


def _logspace_body(
    start: Any, stop: Any, num: Any, base: Any, axis: Any, endpoint: Any, dtype: Any, device: Any, /
) -> Array:
    """The computation of :func:`logspace` (its parameters positionally)."""

    work, target = _logspace_dtypes(start, stop, num, base, axis, dtype)
    endpoint = flag_arg(_logspace_where(), "endpoint", endpoint)
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
    """Create ``num`` values spaced evenly on a log scale.

    The result is ``base ** linspace(start, stop, num, endpoint=endpoint)``,
    computed in float64 (complex128 for a complex bound, base or dtype) and
    then cast to ``dtype``. An integer dtype truncates toward zero (as NumPy
    does).

    Args:
        start: Exponent of the first value.
        stop: Exponent of the last value (included only when ``endpoint`` is true).
        num: Number of values.
        base: The base of the powers.
        axis: Must be 0 or -1: the result is one-dimensional.
        endpoint: Whether ``base ** stop`` is the last value.
        dtype: Dtype of the result; when None the default float dtype, or the
            default complex dtype for a complex bound or base.
        device: Device of the result; the default device when None.

    Returns:
        A 1-D array of shape ``(num,)``.

    Raises:
        ValueError: ``axis`` is not 0 or -1.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.logspace(0, 2, 3).tolist()
        [1.0, 10.0, 100.0]
        >>> ivy.logspace(0, 3, 4, base=2, dtype="int32").tolist()
        [1, 2, 4, 8]
    """
    return calls.logspace(start, stop, num, base, axis, endpoint, dtype, device)


def _logspace_where() -> str:
    b = _state.current_backend()  # the body runs on its backend
    return "ivy_core.logspace" + (f" (backend {b.name!r})" if b else "")


def _logspace_dtypes(start: Any, stop: Any, num: Any, base: Any, axis: Any, dtype: Any) -> tuple[str, Any]:
    """(the dtype logspace computes in, the result dtype); checks ``axis``.
    Kept out of the body, whose calls and operators decide its dtype support."""

    where = _logspace_where()
    if type(axis) is not int:
        raise ArgumentTypeError(
            f"{where}: argument 'axis' must be an int (0 or -1), not {type(axis).__name__} {axis!r:.60}"
        )
    if axis not in (0, -1):
        raise ArgumentValueError(f"{where}: axis must be 0 or -1 (the result is one-dimensional), got {axis!r}")
    num = _count(where, num)
    if base is None:  # pow would name its own x1
        none_arg(where, "base", "a number", "pass 10.0, 2 or another base")
    target = None
    if dtype is not None:
        target = dtype_named(dtype, where)
    complex_ = any(type(v) is complex for v in (start, stop, base)) or (
        target is not None and target.kind == "complex"
    )
    if target is None:
        target = get_default("complex" if complex_ else "float")
    work = "complex128" if complex_ else "float64"
    b = _state.current_backend()
    if b is not None and any(
        work not in b.valid_dtypes or (s is not None and work in s.any_unsupported)
        for s in (b.support.get("linspace"), b.support.get("pow"))
    ):
        # A backend without linspace or pow in the wide dtype computes in the
        # result's own: a refusal would name a dtype the caller never asked for.
        work = (
            target if target.kind in ("float", "complex") else get_default("complex" if complex_ else "float")
        )
    _memory.check(where, num, work)
    return work, target


# --- conversions (plain functions: they read the array, no backend computes) -----------


def _native_and_backend(x: Any, where: str) -> tuple[Any, Any]:

    data = x._data if isinstance(x, Array) else x
    b = _state.backend_of_type(type(data))
    if b is None:
        raise ArgumentTypeError(
            f"{where}: expected an ivy_core.Array or a native array of an installed backend, "
            f"got {type(x).__name__}; wrap values with ivy_core.asarray(...) first"
        )
    return data, b


def to_numpy(x: ArrayLike, /, *, copy: bool = True) -> Any:
    """Return the values of an array as a NumPy array of the same dtype.

    Args:
        x: An Array or a native array of any installed backend.
        copy: True (default) always returns new memory; False may share the
            array's memory (NumPy, and torch on CPU).

    Returns:
        A ``numpy.ndarray`` with the shape, dtype and values of ``x``
        (bfloat16 through ``ml_dtypes``).

    Raises:
        TypeError: ``x`` is neither an Array nor a native array of an installed
            backend (e.g. a list).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.to_numpy(ivy.asarray([1, 2]))
        array([1, 2], dtype=int32)
    """
    import numpy as np

    data, b = _native_and_backend(x, "ivy_core.to_numpy")
    result = np.asarray(b.runtime.to_numpy(data))
    return np.array(result, copy=True) if flag_arg("ivy_core.to_numpy", "copy", copy) else result


def to_scalar(x: ArrayLike, /) -> bool | int | float | complex:
    """Return the single element of an array as a Python scalar.

    Args:
        x: An Array or native array holding exactly one element (any shape).

    Returns:
        A ``bool``, ``int``, ``float`` or ``complex`` by the kind of the dtype
        of ``x`` (bfloat16 and float16 give a float).

    Raises:
        ValueError: ``x`` does not hold exactly one element.
        TypeError: ``x`` is not an array of an installed backend.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.to_scalar(ivy.asarray([[3]]))
        3
        >>> ivy.to_scalar(ivy.asarray(True))
        True
    """
    import numpy as np

    data, b = _native_and_backend(x, "ivy_core.to_scalar")
    shape = tuple(int(s) for s in data.shape)
    n = 1
    for s in shape:
        n *= s
    if n != 1:
        raise ArgumentValueError(
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
    """Return the native array an ivy_core Array wraps.

    Anything that is not an Array is returned as it is.

    Args:
        x: An Array, or any other value.
        nested: If true, lists, tuples (named tuples included) and dicts are
            walked and rebuilt with every Array inside replaced by its native array.

    Returns:
        The backend's native array for an Array; ``x`` itself, or the rebuilt
        container with ``nested=True``, otherwise.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.to_native(ivy.asarray([1, 2]))
        array([1, 2], dtype=int32)
        >>> ivy.to_native({"a": ivy.asarray([1]), "b": 2}, nested=True)
        {'a': array([1], dtype=int32), 'b': 2}
    """

    if nested is not False and type(nested) is not bool:
        nested = flag_arg("ivy_core.to_native", "nested", nested)
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
