"""Creation functions. ``dtype`` arrives resolved to a tf.DType and ``device``
to a native device string ("/CPU:0"); ``device`` may be None when ivy_core
converts a Python scalar for promotion."""

from __future__ import annotations

import math
from typing import Any

from ._framework import np, tf, zero
from ._runtime import device_of
from ._util import (
    KERNEL_ERRORS,
    cast,
    check_int,
    fill_scalar,
    int_limits,
    placed,
    reraise,
    scalar,
    shape_arg,
    to_tensor,
)

__all__ = [
    "asarray", "array", "zeros", "ones", "full", "empty", "arange", "linspace",
    "zeros_like", "ones_like",
    "eye", "meshgrid", "tril", "triu", "from_dlpack",
]  # fmt: skip

_PY_SCALARS = (bool, int, float, complex)
_R = tf.raw_ops
_INT32_MIN, _INT32_MAX = -(2**31), 2**31 - 1


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
        # Eager even inside tf.function (init_scope): the cache must never
        # hold a graph's constant.
        with tf.init_scope():
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
    # and cast, which is exact for every result NumPy produces. (ivy_core
    # refuses step=0 before this runs.)
    if all(type(v) in (int, bool) for v in (start, stop, step)) and (dtype.is_integer or dtype == tf.bool):
        n = max(-((int(start) - int(stop)) // int(step)), 0)
        if dtype != tf.bool:  # NumPy converts the first two values to dtype
            for v in (start, start + step)[: min(n, 2)]:
                check_int(int(v), dtype)
        end = int(start) + n * int(step)
        if dtype.is_unsigned and max(int(start), end) > 2**63 - 1:
            # Beyond int64 (uint64 values above 2**63): count on the host, in the dtype.
            return tf.constant(np.arange(int(start), end, int(step), dtype=dtype.as_numpy_dtype))
        values = tf.range(int(start), end, int(step), dtype=tf.int64)
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
    limits = int_limits(dtype) if dtype is tf.int32 or dtype is tf.int64 else None  # (interned DTypes)
    if (
        limits is not None and type(start) is int and type(stop) is int
        and type(step) is int and (start < stop if step > 0 else start > stop if step < 0 else False)
        and limits[0] <= start <= limits[1] and limits[0] <= start + step <= limits[1]
    ):  # fmt: skip
        if _INT32_MIN <= start <= _INT32_MAX and _INT32_MIN <= stop <= _INT32_MAX and _INT32_MIN <= step <= _INT32_MAX:
            # The raw op takes Python ints as int32 (~9 us where tf.range's
            # conversions cost ~40 us); int64 gets its bounds as int64 tensors.
            if dtype is tf.int32:
                return placed(device, _R.Range, start=start, limit=stop, delta=step)
            return placed(device, _R.Range, start=_i64(start), limit=_i64(stop), delta=_i64(step))
        return placed(device, tf.range, start, stop, step, dtype=dtype)
    return placed(device, _arange, start, stop, step, dtype)


def _i64(v: int) -> Any:
    return tf.constant(v, tf.int64)


def _linspace(start: Any, stop: Any, num: int, dtype: Any, endpoint: bool) -> Any:
    # NumPy's algorithm, in float64 (complex128 for complex bounds or dtype).
    # ivy_core has checked num (a non-negative int) and refused complex
    # bounds for a real dtype.
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
        y = tf.math.floor(y)  # NumPy rounds towards -inf for integer dtypes
    return cast(y, dtype)


def linspace(start: Any, stop: Any, /, num: int, *, dtype: Any, device: Any, endpoint: bool = True) -> Any:
    return placed(device, _linspace, start, stop, num, dtype, endpoint)


def zeros_like(x: Any, /, *, dtype: Any, device: Any) -> Any:
    return placed(device, tf.zeros_like, x, dtype)


def ones_like(x: Any, /, *, dtype: Any, device: Any) -> Any:
    return placed(device, tf.ones_like, x, dtype)


def _diagonal_offsets(n: int, m: int) -> Any:
    """``col - row`` for every element of an ``n`` x ``m`` matrix (int64):
    made by NumPy for up to 2**16 elements (a few us, where TensorFlow's two
    ranges and slices cost ~0.5 ms eagerly), else by TensorFlow."""
    if n * m <= 1 << 16:
        return tf.constant(np.arange(m, dtype=np.int64)[np.newaxis, :] - np.arange(n, dtype=np.int64)[:, np.newaxis])
    return tf.range(m, dtype=tf.int64)[tf.newaxis, :] - tf.range(n, dtype=tf.int64)[:, tf.newaxis]


def _eye(n: int, m: int, k: int, dtype: Any) -> Any:
    if n * m <= 1 << 16:  # made by NumPy (~10 us, where three ops cost ~60 us eagerly)
        return tf.constant(np.eye(n, m, k, dtype=dtype.as_numpy_dtype))
    # tf.eye has no k; a cast of the mask is exact for every dtype.
    return cast(tf.equal(_diagonal_offsets(n, m), k), dtype)


# ivy_core checks eye's sizes and k, and meshgrid's indexing and 1-D inputs,
# before these run (the spec's normalize= hooks).


def eye(n_rows: int, n_cols: int | None = None, /, *, k: int = 0, dtype: Any, device: Any) -> Any:
    return placed(device, _eye, n_rows, n_rows if n_cols is None else n_cols, k, dtype)


def meshgrid(*arrays: Any, indexing: str = "xy") -> list[Any]:
    sizes = [int(a.shape[0]) for a in arrays]
    if indexing == "xy" and len(arrays) > 1:
        sizes[0], sizes[1] = sizes[1], sizes[0]
    out = []
    for i, a in enumerate(arrays):
        # tf.meshgrid multiplies by ones (no kernel for bool and unsigned
        # dtypes); reshape and broadcast instead, which every dtype has.
        axis = (1 - i if i < 2 else i) if indexing == "xy" and len(arrays) > 1 else i
        shape = [1] * len(arrays)
        shape[axis] = sizes[axis]
        out.append(tf.broadcast_to(tf.reshape(a, shape), sizes))
    return out


def _triangle(x: Any, k: int, keep_lower: bool) -> Any:
    # ivy_core gives an x of two dimensions or more and an int k.
    n, m = int(x.shape[-2]), int(x.shape[-1])
    # MatrixBandPart keeps ``row - col <= lower`` and ``col - row <= upper``
    # (-1: no limit), one kernel for every dtype: tril with k >= 0 and triu
    # with k <= 0. The kernel refuses a band wider than the matrix, which
    # keeps everything anyway.
    if keep_lower and k >= 0:
        return _R.MatrixBandPart(input=x, num_lower=-1, num_upper=k if k < m else -1)
    if not keep_lower and k <= 0:
        return _R.MatrixBandPart(input=x, num_lower=-k if -k < n else -1, num_upper=-1)
    offsets = _diagonal_offsets(n, m)
    mask = offsets <= k if keep_lower else offsets >= k
    with tf.device(device_of(x)):
        return tf.where(mask, x, zero(x.dtype, x))


def tril(x: Any, /, *, k: int = 0) -> Any:
    return _triangle(x, k, True)


def triu(x: Any, /, *, k: int = 0) -> Any:
    return _triangle(x, k, False)


def from_dlpack(x: Any, /, *, device: Any = None, copy: bool | None = None) -> Any:
    from ._runtime import native_device

    where = "ivy_core.from_dlpack (backend 'tensorflow')"
    try:
        target = None if device is None else native_device(device)
    except (TypeError, ValueError) as exc:
        raise type(exc)(f"{where}: {exc}") from None
    if isinstance(x, (tf.Tensor, tf.Variable)):
        return asarray(x, dtype=x.dtype, device=target, copy=copy)
    kind = int(x.__dlpack_device__()[0]) if hasattr(x, "__dlpack_device__") else 1
    if kind in (1, 3):  # kDLCPU, kDLCUDAHost
        # TensorFlow needs 64-byte aligned host buffers; sharing another
        # framework's host memory can abort the process, so host data is
        # always copied into memory TensorFlow allocates.
        if copy is False:
            raise ValueError(
                f"{where}: copy=False but TensorFlow cannot share host memory it did not "
                "allocate; pass copy=None or copy=True"
            )
        host = np.from_dlpack(x)
        with tf.device(target or "/CPU:0"):
            return tf.constant(host)
    # Device memory: TensorFlow would share it, and the producer's later
    # writes would show through a tensor ivy_core hands out as immutable.
    if copy is False:
        raise ValueError(
            f"{where}: copy=False but a TensorFlow tensor never shares memory with a "
            f"{type(x).__name__} (tensors are immutable; the producer could still write to it); "
            "pass copy=None or copy=True"
        )
    t = tf.experimental.dlpack.from_dlpack(x.__dlpack__())
    if target is not None and device_of(t) != target:
        with tf.device(target):
            return tf.identity(t)
    return tf.raw_ops.DeepCopy(x=t)
