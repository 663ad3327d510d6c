"""Shared helpers of the implementation modules: placement, casting with
NumPy's semantics, and the exact emulations used where TensorFlow has no
kernel for a dtype."""

from __future__ import annotations

from typing import Any

from ._runtime import DEFAULT_DEVICE, np, tf

#: What TensorFlow raises when an op has no kernel for a dtype (or a shape
#: is wrong; the fallbacks re-raise those via :func:`reraise`).
KERNEL_ERRORS = (tf.errors.InvalidArgumentError, tf.errors.NotFoundError, tf.errors.UnimplementedError)

#: Unsigned dtype -> signed dtype of the same width. Two's complement makes
#: +, -, * and negation bit-identical on both, so bitcasting is exact.
SIGNED_OF = {tf.uint8: tf.int8, tf.uint16: tf.int16, tf.uint32: tf.int32, tf.uint64: tf.int64}
UNSIGNED = frozenset(SIGNED_OF)
#: Floating dtypes whose kernels some TensorFlow builds lack; NumPy computes
#: them in float32 and rounds, so doing the same is what NumPy returns.
HALF = frozenset((tf.float16, tf.bfloat16))
#: Integer dtypes narrower than 64 bits; int64 arithmetic reduced back to
#: them is exact modular arithmetic.
NARROW_INTS = frozenset((tf.int8, tf.int16, tf.int32, tf.uint8, tf.uint16, tf.uint32))


def placed(device: Any, fn: Any, *args: Any, **kwargs: Any) -> Any:
    """``fn(*args, **kwargs)`` on ``device`` (no scope for TF's own default)."""
    if device is None or device == DEFAULT_DEVICE:
        return fn(*args, **kwargs)
    with tf.device(device):
        return fn(*args, **kwargs)


def cast(x: Any, dtype: Any) -> Any:
    """``x.astype(dtype)`` as NumPy does it (tf.cast of complex to bool looks
    at the real part only; NumPy at both)."""
    if x.dtype == dtype:
        return x
    if dtype == tf.bool and x.dtype.is_complex:
        return tf.not_equal(x, tf.zeros((), x.dtype))
    return tf.cast(x, dtype)


def reraise(exc: Exception) -> Exception:
    """The error to raise for a TensorFlow error no emulation covers: bad
    shapes or values become ValueError (as NumPy raises), the rest as is."""
    if isinstance(exc, tf.errors.InvalidArgumentError):
        return ValueError(exc.message)
    return exc


def to_tensor(obj: Any, dtype: Any) -> Any:
    """A new tensor of ``dtype`` from a non-tensor ``obj`` with NumPy's conversion rules."""
    return tf.constant(np.asarray(obj, dtype=dtype.as_numpy_dtype))


def scalar(value: Any, dtype: Any) -> Any:
    """A 0-d tensor of ``dtype`` holding Python/numpy scalar ``value``."""
    if type(value) is int and dtype.is_integer and not dtype.min <= value <= dtype.max:
        raise OverflowError(f"Python integer {value} out of bounds for {dtype.name}")
    if isinstance(value, (tf.Tensor, tf.Variable)):
        return cast(tf.convert_to_tensor(value), dtype)
    try:
        return tf.constant(value, dtype)
    except (TypeError, ValueError):
        return to_tensor(value, dtype)



def axes_of(axis: Any, ndim: int) -> tuple[int, ...]:
    """``axis`` (None, int or sequence) as a tuple of non-negative axes."""
    if axis is None:
        return tuple(range(ndim))
    if isinstance(axis, int):
        axis = (axis,)
    out = []
    for a in axis:
        a = int(a)
        if not -ndim <= a < ndim:
            raise ValueError(f"axis {a} is out of bounds for an array of dimension {ndim}")
        out.append(a % ndim)
    return tuple(out)
