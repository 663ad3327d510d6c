"""Shared helpers of the implementation modules: placement, casting with
NumPy's semantics, and the exact emulations used where TensorFlow has no
kernel for a dtype."""

from __future__ import annotations

from typing import Any

from ._framework import DEFAULT_DEVICE, has_zero, np, tf, zero

#: What TensorFlow raises when an op has no kernel for a dtype (or a shape
#: is wrong; the fallbacks re-raise those via :func:`reraise`). Inside a
#: graph (tf.function, ivy_core.trace_graph) a dtype outside an op's allowed
#: list is a TypeError when the op is made, where eager raises
#: InvalidArgumentError: the same emulations apply.
KERNEL_ERRORS = (
    tf.errors.InvalidArgumentError,
    tf.errors.NotFoundError,
    tf.errors.UnimplementedError,
    TypeError,
)

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
    """``x.astype(dtype)`` as NumPy does it: complex to bool looks at both
    parts (tf.cast only at the real one); complex to real takes the real
    part (as tf.cast does, without its logged warning)."""
    if x.dtype == dtype:
        return x
    if x.dtype.is_complex and not dtype.is_complex:
        if dtype == tf.bool:
            return tf.not_equal(x, zero(x.dtype, x))
        x = tf.math.real(x)
    return tf.raw_ops.Cast(x=x, DstT=dtype)


def reraise(exc: Exception) -> Exception:
    """The error to raise for a TensorFlow error no emulation covers: bad
    shapes or values become ValueError (as NumPy raises), the rest as is."""
    if isinstance(exc, tf.errors.InvalidArgumentError):
        return ValueError(exc.message)
    return exc


def to_tensor(obj: Any, dtype: Any) -> Any:
    """A new tensor of ``dtype`` from a non-tensor ``obj`` with NumPy's conversion rules."""
    return tf.constant(np.asarray(obj, dtype=dtype.as_numpy_dtype))


#: (min, max) of each integer dtype, read once: ``DType.min`` asks NumPy's
#: iinfo on every read (~5 us).
_int_limits: dict[Any, tuple[int, int]] = {}


def int_limits(dtype: Any) -> tuple[int, int]:
    """The smallest and largest value of the integer ``dtype``."""
    got = _int_limits.get(dtype)
    if got is None:
        got = _int_limits[dtype] = (int(dtype.min), int(dtype.max))
    return got


def check_int(value: Any, dtype: Any) -> None:
    """NumPy 2 refuses Python ints outside an integer dtype's range."""
    if type(value) is int and dtype.is_integer:
        lo, hi = int_limits(dtype)
        if not lo <= value <= hi:
            raise OverflowError(f"Python integer {value} out of bounds for {dtype.name}")


def fill_scalar(value: Any, dtype: Any) -> Any:
    """A 0-d tensor of ``dtype`` from ``value`` the way ``np.full`` fills:
    Python ints must fit, anything else is cast unsafely (1.7 -> 1)."""
    check_int(value, dtype)
    if isinstance(value, (tf.Tensor, tf.Variable)):
        return cast(tf.convert_to_tensor(value), dtype)
    if has_zero(value):  # through NumPy, which keeps the sign (see has_zero)
        return cast(tf.constant(np.asarray(value)), dtype)
    try:
        return tf.constant(value, dtype)
    except (TypeError, ValueError):
        return cast(tf.constant(np.asarray(value)), dtype)


def scalar(value: Any, dtype: Any) -> Any:
    """A 0-d tensor of ``dtype`` holding Python scalar ``value`` (``np.asarray`` rules)."""
    check_int(value, dtype)
    if has_zero(value):
        # TensorFlow caches scalar constants by value, and -0.0 == 0.0: after a
        # 0.0 it would hand back +0.0 for -0.0 (complex parts alike). Go through
        # NumPy, which keeps the sign.
        return to_tensor(value, dtype)
    try:
        return tf.constant(value, dtype)
    except (TypeError, ValueError):
        return to_tensor(value, dtype)


_axes_cache: dict[Any, Any] = {}
_shape_cache: dict[Any, Any] = {}
_INT32_MAX = 2**31 - 1


def shape_arg(shape: Any) -> Any:
    """``shape`` (an int or a sequence of ints) as a cached host int tensor.
    Converting a Python tuple on every call costs several times the op."""
    try:
        return _shape_cache[shape]
    except (KeyError, TypeError):
        pass
    key = (int(shape),) if isinstance(shape, (int, np.integer)) else tuple(int(s) for s in shape)
    t = _shape_cache.get(key)
    if t is None:
        if len(_shape_cache) > 4096:
            _shape_cache.clear()
        big = any(abs(s) > _INT32_MAX for s in key)
        # Eager even inside tf.function (init_scope), so the cache never
        # holds a graph's constant.
        with tf.init_scope(), tf.device("/CPU:0"):
            t = tf.constant(list(key), tf.int64 if big else tf.int32)
        _shape_cache[key] = t
    try:
        _shape_cache[shape] = t
    except TypeError:  # a list
        pass
    return t


#: Einsum equations of permutations, by permutation ("ab->ba" for (1, 0)).
_permutations: dict[tuple[int, ...], str] = {}
#: The largest float32 tensor :func:`transpose` moves through Einsum.
_SMALL_TRANSPOSE = 4096


def transpose(x: Any, perm: Any) -> Any:
    """``x`` with its axes in ``perm``'s order (a sequence of ints).

    On a float32 tensor of up to 4,096 elements, oneDNN's Transpose kernel
    (TensorFlow's default CPU build) costs ~75 us for most shapes, where a
    one-operand Einsum that only permutes costs ~13 us; both copy the
    elements bit for bit. Larger tensors, other dtypes, shapes unknown in a
    graph and anything but a permutation of x's axes take Transpose, which
    also reports a bad ``perm``."""
    if x.dtype == tf.float32:
        shape = x.shape
        size = shape.num_elements()
        if size is not None and size <= _SMALL_TRANSPOSE:
            key = tuple(perm)
            equation = _permutations.get(key)
            if equation is None and sorted(key) == list(range(len(key))) and len(key) <= 26:
                letters = "abcdefghijklmnopqrstuvwxyz"
                equation = letters[: len(key)] + "->" + "".join(letters[a] for a in key)
                _permutations[key] = equation
            if equation is not None and shape.rank == len(key):
                return tf.raw_ops.Einsum(inputs=[x], equation=equation)
    return tf.raw_ops.Transpose(x=x, perm=shape_arg(perm))


def axis_arg(axis: Any, ndim: int) -> Any:
    """``axis`` (None, int or sequence) as the axis input of a raw reduction:
    an int as is, anything else as a cached int32 tensor."""
    if type(axis) is int:
        return axis
    key = ndim if axis is None else tuple(axis)
    try:
        return _axes_cache[key]
    except KeyError:
        pass
    if len(_axes_cache) > 4096:
        _axes_cache.clear()
    with tf.init_scope(), tf.device("/CPU:0"):
        t = tf.constant(list(range(ndim)) if axis is None else list(key), tf.int32)
    _axes_cache[key] = t
    return t


def axes_of(axis: Any, ndim: int) -> tuple[int, ...]:
    """``axis`` (None, an int or a tuple) as non-negative axes: ivy_core gives
    axes of x, each once (``axis_args``)."""
    if axis is None:
        return tuple(range(ndim))
    return tuple(int(a) % ndim for a in ((axis,) if isinstance(axis, int) else axis))
