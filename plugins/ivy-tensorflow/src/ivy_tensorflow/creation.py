"""Creation functions. ``dtype`` arrives resolved to a tf.DType and ``device``
to a native device string ("/CPU:0"); ``device`` may be None when ivy_core
converts a Python scalar for promotion."""

from __future__ import annotations

import math
from typing import Any

from ._runtime import device_of, tf
from ._util import KERNEL_ERRORS, cast, check_int, fill_scalar, placed, reraise, scalar, shape_arg, to_tensor

__all__ = [
    "asarray", "array", "zeros", "ones", "full", "empty", "arange", "linspace",
    "zeros_like", "ones_like",
]  # fmt: skip

_PY_SCALARS = (bool, int, float, complex)


def _no_copy(what: str) -> ValueError:
    return ValueError(
        f"ivy_core.asarray (backend 'tensorflow'): copy=False but {what} needs a copy; pass copy=None"
    )


def asarray(obj: Any, /, *, dtype: Any, device: Any = None, copy: bool | None = None) -> Any:
    if isinstance(obj, (tf.Tensor, tf.Variable)):
        # Tensors are immutable, so returning one itself is never observable
        # as aliasing; a variable is returned itself unless a copy is asked
        # for (then it is read into a new tensor).
        if device is not None and device_of(obj) != device:
            if copy is False:
                raise _no_copy(f"moving it to {device}")
            with tf.device(device):
                return tf.identity(cast(obj, dtype))
        if obj.dtype != dtype:
            if copy is False:
                raise _no_copy(f"converting {obj.dtype.name} to {dtype.name}")
            return placed(device, cast, obj, dtype)
        return placed(device, tf.identity, obj) if copy else obj
    if copy is False and not isinstance(obj, (list, tuple, *_PY_SCALARS)):
        # Building from Python values is no copy; an existing buffer (a NumPy
        # array, anything else) would be: TensorFlow never shares its memory.
        raise _no_copy(f"converting a {type(obj).__name__} to a tensor")
    if type(obj) in _PY_SCALARS:
        return placed(device, scalar, obj, dtype)
    return placed(device, to_tensor, obj, dtype)


array = asarray


_zero: dict[Any, Any] = {}
_one: dict[Any, Any] = {}


def _filled(cache: dict[Any, Any], value: int, shape: Any, dtype: Any) -> Any:
    try:
        v = cache[dtype]
    except KeyError:
        v = cache[dtype] = tf.constant(bool(value) if dtype == tf.bool else value, dtype)
    try:
        return tf.raw_ops.Fill(dims=shape_arg(shape), value=v)
    except KERNEL_ERRORS as exc:  # negative dimensions
        raise reraise(exc)  # noqa: B904


def zeros(shape: Any, *, dtype: Any, device: Any) -> Any:
    return placed(device, _filled, _zero, 0, shape, dtype)


def ones(shape: Any, *, dtype: Any, device: Any) -> Any:
    return placed(device, _filled, _one, 1, shape, dtype)


def empty(shape: Any, *, dtype: Any, device: Any) -> Any:
    # TensorFlow has no uninitialised tensors.
    return placed(device, _filled, _zero, 0, shape, dtype)


def _full(shape: Any, fill_value: Any, dtype: Any) -> Any:
    return tf.raw_ops.Fill(dims=shape_arg(shape), value=fill_scalar(fill_value, dtype))


def full(shape: Any, fill_value: Any, *, dtype: Any, device: Any) -> Any:
    return placed(device, _full, shape, fill_value, dtype)


def _arange(start: Any, stop: Any, step: Any, dtype: Any) -> Any:
    # tf.range has kernels for a few dtypes only; compute as NumPy does (the
    # length from the Python values, integers in int64, floats in float64)
    # and cast, which is exact for every result NumPy produces.
    if step == 0:
        raise ZeroDivisionError("arange: step must not be zero")
    if all(type(v) in (int, bool) for v in (start, stop, step)) and (dtype.is_integer or dtype == tf.bool):
        n = max(-((int(start) - int(stop)) // int(step)), 0)
        if dtype != tf.bool:  # NumPy converts the first two values to dtype
            for v in (start, start + step)[: min(n, 2)]:
                check_int(int(v), dtype)
        values = tf.range(int(start), int(start) + n * int(step), int(step), dtype=tf.int64)
    else:
        q = (stop - start) / step
        n = max(math.ceil(q.real if isinstance(q, complex) else q), 0)
        work = tf.complex128 if any(type(v) is complex for v in (start, stop, step)) else tf.float64
        delta = (start + step) - start
        values = tf.constant(start, work) + tf.cast(tf.range(n, dtype=tf.float64), work) * tf.constant(
            delta, work
        )
    if dtype == tf.bool and n > 2:
        raise TypeError("arange() is only supported for booleans when the result has at most length 2.")
    return cast(values, dtype)


def arange(start: Any, /, stop: Any = None, step: Any = 1, *, dtype: Any, device: Any) -> Any:
    if stop is None:
        start, stop = 0, start
    if (
        dtype in (tf.int32, tf.int64) and type(start) is int and type(stop) is int
        and type(step) is int and (start < stop if step > 0 else start > stop if step < 0 else False)
        and dtype.min <= start <= dtype.max and dtype.min <= start + step <= dtype.max
    ):  # fmt: skip
        return placed(device, tf.range, start, stop, step, dtype=dtype)
    return placed(device, _arange, start, stop, step, dtype)


def _linspace(start: Any, stop: Any, num: int, dtype: Any, endpoint: bool) -> Any:
    # NumPy's algorithm, in float64 (complex128 for complex bounds or dtype).
    num = int(num)
    if num < 0:
        raise ValueError(f"Number of samples, {num}, must be non-negative.")
    complex_ = dtype.is_complex or any(type(v) is complex for v in (start, stop))
    work = tf.complex128 if complex_ else tf.float64
    div = num - 1 if endpoint else num
    delta = stop - start
    y = tf.cast(tf.range(num, dtype=tf.float64), work)
    if div > 0:
        step = delta / div
        y = y / div * delta if step == 0 else y * step
    else:
        y = y * delta
    y = y + tf.constant(start, work)
    if endpoint and num > 1:
        y = tf.concat([y[:-1], tf.constant([stop], work)], 0)
    if dtype.is_integer:
        if complex_:
            raise TypeError("linspace: complex values cannot be rounded to an integer dtype")
        y = tf.math.floor(y)  # NumPy rounds towards -inf for integer dtypes
    return cast(y, dtype)


def linspace(start: Any, stop: Any, /, num: int, *, dtype: Any, device: Any, endpoint: bool = True) -> Any:
    return placed(device, _linspace, start, stop, num, dtype, endpoint)


def zeros_like(x: Any, /, *, dtype: Any, device: Any) -> Any:
    return placed(device, tf.zeros_like, x, dtype)


def ones_like(x: Any, /, *, dtype: Any, device: Any) -> Any:
    return placed(device, tf.ones_like, x, dtype)
