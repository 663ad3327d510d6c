"""Elementwise functions. Binary functions promote their inputs with the
ivy_core table (Python scalars included) before the backend sees them, so
every backend returns the same dtype."""

from __future__ import annotations

from ._arrays._array import Array
from ._backends import _memory
from ._base import _state
from ._base._errors import ArgumentTypeError, ShapeError
from ._base._state import calls
from ._dtype._promotion import numpy_scalar_dtype
from ._spec._api import primary
from ._spec._shapes import broadcast_shapes

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

    from ._arrays._typing import ArrayLike, Scalar

__all__ = [
    "add", "subtract", "multiply", "divide", "pow", "negative", "abs",
    "exp", "log", "sqrt", "sin", "cos", "tan", "tanh",
    "equal", "less", "greater", "logical_not",
    "positive", "square", "sign", "floor", "ceil", "trunc", "round",
    "remainder", "floor_divide", "maximum", "minimum", "clip",
    "not_equal", "less_equal", "greater_equal",
    "logical_and", "logical_or", "logical_xor",
    "isnan", "isinf", "isfinite", "signbit",
    "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_invert",
    "bitwise_left_shift", "bitwise_right_shift",
    "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "atan2",
    "expm1", "log1p", "log2", "log10", "logaddexp", "hypot",
    "copysign", "nextafter", "reciprocal", "real", "imag", "conj",
]  # fmt: skip

_BINARY = dict(arrays=("x1", "x2"), promote=("x1", "x2"))
_FLOAT_BINARY = dict(arrays=("x1", "x2"), promote=("x1", "x2"), float_inputs=("x1", "x2"))
_UNARY = dict(arrays=("x",))
# The dtype kinds the standard defines some functions for (``kinds=``): any
# other kind is refused on every backend, before the backend is asked.
_NUMERIC = ("signed", "unsigned", "float", "complex")
_NOT_COMPLEX = ("bool", "signed", "unsigned", "float")
_REAL = ("signed", "unsigned", "float")
_INTEGRAL = ("bool", "signed", "unsigned")
_INTEGER = ("signed", "unsigned")
_FLOAT_UNARY = dict(arrays=("x",), float_inputs=("x",))


@primary(**_BINARY)
def add(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Add ``x1`` and ``x2`` elementwise (``x1 + x2``).

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The sums, in the promoted dtype of ``x1`` and ``x2``: a Python scalar takes
        the array's dtype unless its kind is higher (an int array plus ``1.5``
        gives the default float dtype).

    Raises:
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.add(ivy.asarray([1, 2]), 1.5)
        ivy_core.array([2.5, 3.5], dtype=float32, backend='numpy')
    """
    return calls.add(x1, x2, out)


@primary(**_BINARY, kinds=_NUMERIC)
def subtract(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Subtract ``x2`` from ``x1`` elementwise (``x1 - x2``).

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
            The promoted dtype must be integer, floating or complex (``kinds=_NUMERIC``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The differences, in the promoted dtype of ``x1`` and ``x2``.

    Raises:
        InvalidDtypeError: the promoted dtype is bool.
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.subtract(ivy.asarray([5, 3]), 1)
        ivy_core.array([4, 2], dtype=int32, backend='numpy')
    """
    return calls.subtract(x1, x2, out)


@primary(**_BINARY)
def multiply(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Multiply ``x1`` by ``x2`` elementwise (``x1 * x2``).

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The products, in the promoted dtype of ``x1`` and ``x2``; integers wrap
        around on overflow.

    Raises:
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.multiply(ivy.asarray([2, 3]), 4)
        ivy_core.array([ 8, 12], dtype=int32, backend='numpy')
    """
    return calls.multiply(x1, x2, out)


@primary(**_FLOAT_BINARY)
def divide(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """True division of ``x1`` by ``x2`` elementwise (``x1 / x2``).

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The quotients, in the promoted dtype of ``x1`` and ``x2``; integer and
        bool inputs are divided in the default float dtype. Division by zero
        follows IEEE 754 (``inf`` or ``nan``).

    Raises:
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.divide(ivy.asarray([1, 3]), 2)
        ivy_core.array([0.5, 1.5], dtype=float32, backend='numpy')
    """
    return calls.divide(x1, x2, out)


@primary(**_BINARY, kinds=_NUMERIC)
def pow(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Raise ``x1`` to the power ``x2`` elementwise (``x1 ** x2``).

    Args:
        x1: the base: an array or a Python scalar.
        x2: the exponent, broadcast against ``x1``: an array or a Python scalar.
            The promoted dtype must be integer, floating or complex (``kinds=_NUMERIC``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The powers, in the promoted dtype of ``x1`` and ``x2``. An integer base
        with a negative integer exponent is not defined.

    Raises:
        InvalidDtypeError: the promoted dtype is bool.
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.pow(ivy.asarray([2, 3]), 2)
        ivy_core.array([4, 9], dtype=int32, backend='numpy')
        >>> ivy.pow(ivy.asarray([4.0, 9.0]), 0.5)
        ivy_core.array([2., 3.], dtype=float32, backend='numpy')
    """
    return calls.pow(x1, x2, out)


@primary(**_UNARY, kinds=_NUMERIC)
def negative(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Negate ``x`` elementwise (``-x``).

    Args:
        x: input array of an integer, floating or complex dtype (``kinds=_NUMERIC``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        An array of the dtype of ``x``; the most negative value of a signed
        integer dtype wraps around to itself.

    Raises:
        InvalidDtypeError: ``x`` is bool.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.negative(ivy.asarray([1, -2]))
        ivy_core.array([-1,  2], dtype=int32, backend='numpy')
    """
    return calls.negative(x, out)


@primary(**_UNARY)
def abs(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Absolute value of ``x`` elementwise (``|x|``).

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        An array of the dtype of ``x``; complex input gives the magnitude in
        the real dtype of the same precision (complex64 -> float32).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.abs(ivy.asarray([-1, 2]))
        ivy_core.array([1, 2], dtype=int32, backend='numpy')
        >>> ivy.abs(ivy.asarray([3 + 4j]))
        ivy_core.array([5.], dtype=float32, backend='numpy')
    """
    return calls.abs(x, out)


@primary(**_FLOAT_UNARY)
def exp(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Exponential ``e ** x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The exponentials, in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.exp(ivy.asarray([0, 0]))
        ivy_core.array([1., 1.], dtype=float32, backend='numpy')
    """
    return calls.exp(x, out)


@primary(**_FLOAT_UNARY)
def log(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Natural (base-e) logarithm of ``x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The logarithms, in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.
        Zero gives ``-inf`` and a negative real gives ``nan``.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.log(ivy.asarray([1]))
        ivy_core.array([0.], dtype=float32, backend='numpy')
    """
    return calls.log(x, out)


@primary(**_FLOAT_UNARY)
def sqrt(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Square root of ``x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The square roots, in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.
        A negative real gives ``nan``.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.sqrt(ivy.asarray([4, 9]))
        ivy_core.array([2., 3.], dtype=float32, backend='numpy')
    """
    return calls.sqrt(x, out)


@primary(**_FLOAT_UNARY)
def sin(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Sine of ``x`` (in radians) elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The sines, in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.sin(ivy.asarray([0]))
        ivy_core.array([0.], dtype=float32, backend='numpy')
    """
    return calls.sin(x, out)


@primary(**_FLOAT_UNARY)
def cos(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Cosine of ``x`` (in radians) elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The cosines, in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.cos(ivy.asarray([0]))
        ivy_core.array([1.], dtype=float32, backend='numpy')
    """
    return calls.cos(x, out)


@primary(**_FLOAT_UNARY)
def tan(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Tangent of ``x`` (in radians) elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The tangents, in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.tan(ivy.asarray([0]))
        ivy_core.array([0.], dtype=float32, backend='numpy')
    """
    return calls.tan(x, out)


@primary(**_FLOAT_UNARY)
def tanh(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Hyperbolic tangent of ``x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The values, in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.
        Real input gives values in ``[-1, 1]``.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.tanh(ivy.asarray([0]))
        ivy_core.array([0.], dtype=float32, backend='numpy')
    """
    return calls.tanh(x, out)


@primary(**_BINARY)
def equal(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Compare ``x1 == x2`` elementwise.

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        A bool array; the comparison is made after promoting ``x1`` and ``x2``
        to one dtype.

    Raises:
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.equal(ivy.asarray([1, 2]), 2.0)
        ivy_core.array([False,  True], dtype=bool, backend='numpy')
    """
    return calls.equal(x1, x2, out)


@primary(**_BINARY)
def less(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Compare ``x1 < x2`` elementwise.

    The standard orders real-valued dtypes only. Complex input is ordered
    as NumPy orders it (by real part, then imaginary part) on a backend that
    computes it; a backend that cannot declares it and raises
    ``UnsupportedDtypeError`` (the conformance kit checks one or the other).

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        A bool array; the comparison is made after promoting ``x1`` and ``x2``
        to one dtype.

    Raises:
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.less(ivy.asarray([1, 2]), 2)
        ivy_core.array([ True, False], dtype=bool, backend='numpy')
    """
    return calls.less(x1, x2, out)


@primary(**_BINARY)
def greater(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Compare ``x1 > x2`` elementwise.

    The standard orders real-valued dtypes only. Complex input is ordered
    as NumPy orders it (by real part, then imaginary part) on a backend that
    computes it; a backend that cannot declares it and raises
    ``UnsupportedDtypeError`` (the conformance kit checks one or the other).

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        A bool array; the comparison is made after promoting ``x1`` and ``x2``
        to one dtype.

    Raises:
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.greater(ivy.asarray([1, 2]), 1)
        ivy_core.array([False,  True], dtype=bool, backend='numpy')
    """
    return calls.greater(x1, x2, out)


@primary(**_UNARY)
def logical_not(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Logical NOT of ``x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        A bool array; non-bool input counts nonzero (and ``nan``) as true.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.logical_not(ivy.asarray([0, 3]))
        ivy_core.array([ True, False], dtype=bool, backend='numpy')
    """
    return calls.logical_not(x, out)


# --- Array API standard 2024.12: the remaining elementwise functions -----------------
#
# Kinds the standard leaves undefined (bitwise functions on floating input,
# real-only functions on complex input, arithmetic on bool) are declared
# unsupported by the backends, so every backend refuses them with an
# UnsupportedDtypeError (a TypeError) naming the function, backend and dtype.


@primary(**_UNARY, kinds=_NUMERIC)
def positive(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Unary plus of ``x`` elementwise (``+x``).

    Args:
        x: input array of an integer, floating or complex dtype (``kinds=_NUMERIC``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        A copy of ``x``, in its dtype.

    Raises:
        InvalidDtypeError: ``x`` is bool.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.positive(ivy.asarray([1, -2]))
        ivy_core.array([ 1, -2], dtype=int32, backend='numpy')
    """
    return calls.positive(x, out)


@primary(**_UNARY, kinds=_NUMERIC)
def square(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Square of ``x`` elementwise (``x * x``).

    Args:
        x: input array of an integer, floating or complex dtype (``kinds=_NUMERIC``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        An array of the dtype of ``x``; integers wrap around on overflow.

    Raises:
        InvalidDtypeError: ``x`` is bool.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.square(ivy.asarray([3, -4]))
        ivy_core.array([ 9, 16], dtype=int32, backend='numpy')
        >>> ivy.square(ivy.asarray([200], dtype="uint8"))  # 40000 wraps modulo 256
        ivy_core.array([64], dtype=uint8, backend='numpy')
    """
    return calls.square(x, out)


@primary(**_UNARY, kinds=_NUMERIC)
def sign(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Sign of ``x`` elementwise.

    Args:
        x: input array of an integer, floating or complex dtype (``kinds=_NUMERIC``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        -1, 0 or 1 by the sign of ``x`` (``nan`` stays ``nan``); for complex input
        ``x / |x|`` (0 for 0). The result has the dtype of ``x``.

    Raises:
        InvalidDtypeError: ``x`` is bool.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.sign(ivy.asarray([-3, 0, 2]))
        ivy_core.array([-1,  0,  1], dtype=int32, backend='numpy')
    """
    return calls.sign(x, out)


@primary(**_UNARY, kinds=_NOT_COMPLEX)
def floor(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Round ``x`` down to the largest integral value not above it, elementwise.

    Args:
        x: input array of a bool, integer or real floating dtype (``kinds=_NOT_COMPLEX``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        An array of the dtype of ``x`` (still floating for floating input);
        integer and bool input is returned unchanged.

    Raises:
        InvalidDtypeError: ``x`` is complex.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.floor(ivy.asarray([1.5, -1.5]))
        ivy_core.array([ 1., -2.], dtype=float32, backend='numpy')
    """
    return calls.floor(x, out)


@primary(**_UNARY, kinds=_NOT_COMPLEX)
def ceil(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Round ``x`` up to the smallest integral value not below it, elementwise.

    Args:
        x: input array of a bool, integer or real floating dtype (``kinds=_NOT_COMPLEX``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        An array of the dtype of ``x`` (still floating for floating input);
        integer and bool input is returned unchanged.

    Raises:
        InvalidDtypeError: ``x`` is complex.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.ceil(ivy.asarray([1.5, -1.5]))
        ivy_core.array([ 2., -1.], dtype=float32, backend='numpy')
    """
    return calls.ceil(x, out)


@primary(**_UNARY, kinds=_NOT_COMPLEX)
def trunc(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Round ``x`` toward zero to an integral value, elementwise.

    Args:
        x: input array of a bool, integer or real floating dtype (``kinds=_NOT_COMPLEX``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        An array of the dtype of ``x`` (still floating for floating input);
        integer and bool input is returned unchanged.

    Raises:
        InvalidDtypeError: ``x`` is complex.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.trunc(ivy.asarray([1.5, -1.5]))
        ivy_core.array([ 1., -1.], dtype=float32, backend='numpy')
    """
    return calls.trunc(x, out)


@primary(**_UNARY)
def round(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Round ``x`` to the nearest integral value elementwise, halves to even.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        An array of the dtype of ``x``; complex input rounds the real and
        imaginary parts separately; integer and bool input is returned unchanged.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.round(ivy.asarray([0.5, 1.5, -2.5]))
        ivy_core.array([ 0.,  2., -2.], dtype=float32, backend='numpy')
    """
    return calls.round(x, out)


@primary(**_BINARY, kinds=_REAL)
def remainder(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Remainder of dividing ``x1`` by ``x2`` elementwise (Python's ``%``).

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
            The promoted dtype must be integer or real floating (``kinds=_REAL``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        ``x1 - floor_divide(x1, x2) * x2`` in the promoted dtype of ``x1`` and
        ``x2``: the result has the sign of ``x2``. Integer division by zero is
        not defined.

    Raises:
        InvalidDtypeError: the promoted dtype is bool or complex.
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.remainder(ivy.asarray([5, -5]), 3)
        ivy_core.array([2, 1], dtype=int32, backend='numpy')
    """
    return calls.remainder(x1, x2, out)


@primary(**_BINARY, kinds=_REAL)
def floor_divide(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Divide ``x1`` by ``x2`` and round down, elementwise (Python's ``//``).

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
            The promoted dtype must be integer or real floating (``kinds=_REAL``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        ``floor(x1 / x2)`` in the promoted dtype of ``x1`` and ``x2`` (integer
        input stays integer). Integer division by zero is not defined.

    Raises:
        InvalidDtypeError: the promoted dtype is bool or complex.
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.floor_divide(ivy.asarray([5, -5]), 2)
        ivy_core.array([ 2, -3], dtype=int32, backend='numpy')
    """
    return calls.floor_divide(x1, x2, out)


@primary(**_BINARY, kinds=_NOT_COMPLEX)
def maximum(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """The larger of ``x1`` and ``x2`` elementwise.

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
            The promoted dtype must be bool, integer or real floating (``kinds=_NOT_COMPLEX``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        An array of the promoted dtype of ``x1`` and ``x2``; ``nan`` if either
        input is ``nan``.

    Raises:
        InvalidDtypeError: the promoted dtype is complex.
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.maximum(ivy.asarray([1.0, float("nan")]), 2.0)
        ivy_core.array([ 2., nan], dtype=float32, backend='numpy')
    """
    return calls.maximum(x1, x2, out)


@primary(**_BINARY, kinds=_NOT_COMPLEX)
def minimum(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """The smaller of ``x1`` and ``x2`` elementwise.

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
            The promoted dtype must be bool, integer or real floating (``kinds=_NOT_COMPLEX``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        An array of the promoted dtype of ``x1`` and ``x2``; ``nan`` if either
        input is ``nan``.

    Raises:
        InvalidDtypeError: the promoted dtype is complex.
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.minimum(ivy.asarray([1.0, 3.0]), 2.0)
        ivy_core.array([1., 2.], dtype=float32, backend='numpy')
    """
    return calls.minimum(x1, x2, out)


def _clip_bound(where: str, backend: Any, x_dtype: Any, name: str, bound: Any) -> Any:
    """A bound of ``clip``: None, a native array of ``x``'s dtype, or a
    Python int or float (an int clamped to the range of an integer ``x``)."""
    if bound is None:
        return None
    if isinstance(bound, backend.array_types):
        if bound.dtype != x_dtype:
            have = backend.from_native.get(bound.dtype, bound.dtype)
            raise ArgumentTypeError(
                f"{where}: {name} has dtype {have}, x has {backend.from_native[x_dtype]}; "
                "pass a bound of x's dtype (cast with ivy_core.astype) or a Python scalar"
            )
        return bound
    if numpy_scalar_dtype(bound) is not None:
        bound = bound.item()  # a bound of x's dtype, as the result is (the value of its kind)
    if type(bound) is bool or type(bound) not in (int, float):
        raise ArgumentTypeError(
            f"{where}: {name} must be an array, an int or a float, got {bound!r:.80} ({type(bound).__name__})"
        )
    d = backend.from_native[x_dtype]
    if d.kind in ("signed", "unsigned"):
        if type(bound) is float:
            raise ArgumentTypeError(f"{where}: float {name}={bound!r} for an integer array ({d}); pass an int")
        # A bound outside the dtype's range bounds nothing more than the range.
        low, high = (
            (-(2 ** (d.bits - 1)), 2 ** (d.bits - 1) - 1) if d.kind == "signed" else (0, 2**d.bits - 1)
        )
        return low if bound < low else high if bound > high else bound
    return bound


def _clip_args(where: str, x: Any, min: Any, max: Any) -> tuple[Any, Any, Any]:
    if (type(min) is float or min is None) and (type(max) is float or max is None):
        native = x.dtype  # float bounds for a float x: nothing else to check
        if _memory.kind_of(native) == "float":
            return x, min, max
    backend = _state.backend_of_type(type(x))
    shape = tuple(int(d) for d in x.shape)
    for name, bound in (("min", min), ("max", max)):
        if isinstance(bound, backend.array_types) and broadcast_shapes(tuple(int(d) for d in bound.shape), shape) is None:
            raise ShapeError(
                f"{where}: {name} of shape {tuple(bound.shape)} does not broadcast with the shape "
                f"{shape} of x; pass a bound whose shape does"
            )
    return (
        x,
        _clip_bound(where, backend, x.dtype, "min", min),
        _clip_bound(where, backend, x.dtype, "max", max),
    )


@primary(arrays=("x",), unwrap=("min", "max"), normalize=_clip_args, kinds=_REAL)
def clip(
    x: ArrayLike,
    /,
    min: ArrayLike | int | float | None = None,
    max: ArrayLike | int | float | None = None,
    *,
    out: Array | None = None,
) -> Array:
    """Clamp ``x`` to the interval ``[min, max]`` elementwise.

    Args:
        x: input array of an integer or real floating dtype (``kinds=_REAL``).
        min: lower bound, or None for none: a Python int or float, or an array
            of the dtype of ``x``. Bounds broadcast together with ``x``.
        max: upper bound, or None for none, with the same rules as ``min``.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        An array of the dtype of ``x``; ``nan`` in ``x`` stays ``nan``. An int
        bound outside the range of an integer ``x`` bounds no more than the range.

    Raises:
        InvalidDtypeError: ``x`` is bool or complex.
        TypeError: a float bound for an integer ``x``, an array bound of another
            dtype than ``x``, or a bound that is not an array, int or float.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.clip(ivy.asarray([1, 5, 9]), 2, 6)
        ivy_core.array([2, 5, 6], dtype=int32, backend='numpy')
        >>> ivy.clip(ivy.asarray([1.0, 9.0]), None, 6).tolist()
        [1.0, 6.0]
    """
    return calls.clip(x, min, max, out)


@primary(**_BINARY)
def not_equal(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Compare ``x1 != x2`` elementwise.

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        A bool array; the comparison is made after promoting ``x1`` and ``x2``
        to one dtype.

    Raises:
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.not_equal(ivy.asarray([1, 2]), ivy.asarray([1, 3]))
        ivy_core.array([False,  True], dtype=bool, backend='numpy')
    """
    return calls.not_equal(x1, x2, out)


@primary(**_BINARY)
def less_equal(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Compare ``x1 <= x2`` elementwise.

    The standard orders real-valued dtypes only. Complex input is ordered
    as NumPy orders it (by real part, then imaginary part) on a backend that
    computes it; a backend that cannot declares it and raises
    ``UnsupportedDtypeError`` (the conformance kit checks one or the other).

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        A bool array; the comparison is made after promoting ``x1`` and ``x2``
        to one dtype.

    Raises:
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.less_equal(ivy.asarray([1, 2]), 1)
        ivy_core.array([ True, False], dtype=bool, backend='numpy')
    """
    return calls.less_equal(x1, x2, out)


@primary(**_BINARY)
def greater_equal(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Compare ``x1 >= x2`` elementwise.

    The standard orders real-valued dtypes only. Complex input is ordered
    as NumPy orders it (by real part, then imaginary part) on a backend that
    computes it; a backend that cannot declares it and raises
    ``UnsupportedDtypeError`` (the conformance kit checks one or the other).

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        A bool array; the comparison is made after promoting ``x1`` and ``x2``
        to one dtype.

    Raises:
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.greater_equal(ivy.asarray([1, 2]), 2)
        ivy_core.array([False,  True], dtype=bool, backend='numpy')
    """
    return calls.greater_equal(x1, x2, out)


@primary(**_BINARY)
def logical_and(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Logical AND of ``x1`` and ``x2`` elementwise.

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        A bool array; non-bool input counts nonzero as true.

    Raises:
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.logical_and(ivy.asarray([1, 0, 2]), ivy.asarray([1, 1, 0]))
        ivy_core.array([ True, False, False], dtype=bool, backend='numpy')
    """
    return calls.logical_and(x1, x2, out)


@primary(**_BINARY)
def logical_or(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Logical OR of ``x1`` and ``x2`` elementwise.

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        A bool array; non-bool input counts nonzero as true.

    Raises:
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.logical_or(ivy.asarray([0, 2]), 0)
        ivy_core.array([False,  True], dtype=bool, backend='numpy')
    """
    return calls.logical_or(x1, x2, out)


@primary(**_BINARY)
def logical_xor(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Logical XOR of ``x1`` and ``x2`` elementwise.

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        A bool array; non-bool input counts nonzero as true.

    Raises:
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.logical_xor(ivy.asarray([True, False]), True)
        ivy_core.array([False,  True], dtype=bool, backend='numpy')
    """
    return calls.logical_xor(x1, x2, out)


@primary(**_UNARY)
def isnan(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Test elementwise whether ``x`` is ``nan``.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        A bool array; complex input: true where either part is ``nan``. Integer and bool
        input gives all False.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.isnan(ivy.asarray([1.0, float("nan")]))
        ivy_core.array([False,  True], dtype=bool, backend='numpy')
    """
    return calls.isnan(x, out)


@primary(**_UNARY)
def isinf(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Test elementwise whether ``x`` is positive or negative infinity.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        A bool array; complex input: true where either part is infinite. Integer and bool
        input gives all False.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.isinf(ivy.asarray([float("-inf"), 1.0]))
        ivy_core.array([ True, False], dtype=bool, backend='numpy')
    """
    return calls.isinf(x, out)


@primary(**_UNARY)
def isfinite(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Test elementwise whether ``x`` is neither infinite nor ``nan``.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        A bool array; complex input: true where both parts are finite. Integer and bool
        input gives all True.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.isfinite(ivy.asarray([1.0, float("inf"), float("nan")]))
        ivy_core.array([ True, False, False], dtype=bool, backend='numpy')
    """
    return calls.isfinite(x, out)


@primary(**_FLOAT_UNARY, kinds=_NOT_COMPLEX)
def signbit(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Test elementwise whether the sign bit of ``x`` is set.

    Args:
        x: input array of a bool, integer or real floating dtype (``kinds=_NOT_COMPLEX``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        A bool array: true for negative values, ``-0.0`` and negative ``nan``;
        integer and bool inputs are tested in the default float dtype.

    Raises:
        InvalidDtypeError: ``x`` is complex.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.signbit(ivy.asarray([-0.0, 0.0, -1.0]))
        ivy_core.array([ True, False,  True], dtype=bool, backend='numpy')
    """
    return calls.signbit(x, out)


@primary(**_BINARY, kinds=_INTEGRAL)
def bitwise_and(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Bitwise AND of ``x1`` and ``x2`` elementwise (``x1 & x2``).

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
            The promoted dtype must be bool or integer (``kinds=_INTEGRAL``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        An array of the promoted dtype of ``x1`` and ``x2`` (for bool: the
        logical AND).

    Raises:
        InvalidDtypeError: the promoted dtype is floating or complex.
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.bitwise_and(ivy.asarray([12, 10]), 6)
        ivy_core.array([4, 2], dtype=int32, backend='numpy')
    """
    return calls.bitwise_and(x1, x2, out)


@primary(**_BINARY, kinds=_INTEGRAL)
def bitwise_or(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Bitwise OR of ``x1`` and ``x2`` elementwise (``x1 | x2``).

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
            The promoted dtype must be bool or integer (``kinds=_INTEGRAL``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        An array of the promoted dtype of ``x1`` and ``x2`` (for bool: the
        logical OR).

    Raises:
        InvalidDtypeError: the promoted dtype is floating or complex.
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.bitwise_or(ivy.asarray([12, 10]), 1)
        ivy_core.array([13, 11], dtype=int32, backend='numpy')
    """
    return calls.bitwise_or(x1, x2, out)


@primary(**_BINARY, kinds=_INTEGRAL)
def bitwise_xor(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Bitwise XOR of ``x1`` and ``x2`` elementwise (``x1 ^ x2``).

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
            The promoted dtype must be bool or integer (``kinds=_INTEGRAL``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        An array of the promoted dtype of ``x1`` and ``x2`` (for bool: the
        logical XOR).

    Raises:
        InvalidDtypeError: the promoted dtype is floating or complex.
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.bitwise_xor(ivy.asarray([12, 10]), 6)
        ivy_core.array([10, 12], dtype=int32, backend='numpy')
    """
    return calls.bitwise_xor(x1, x2, out)


@primary(**_UNARY, kinds=_INTEGRAL)
def bitwise_invert(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Bitwise NOT of ``x`` elementwise (``~x``).

    Args:
        x: input array of a bool or integer dtype (``kinds=_INTEGRAL``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        An array of the dtype of ``x``; for bool input the logical NOT.

    Raises:
        InvalidDtypeError: ``x`` is floating or complex.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.bitwise_invert(ivy.asarray([0, 5]))
        ivy_core.array([-1, -6], dtype=int32, backend='numpy')
        >>> ivy.bitwise_invert(ivy.asarray([True, False]))
        ivy_core.array([False,  True], dtype=bool, backend='numpy')
    """
    return calls.bitwise_invert(x, out)


@primary(**_BINARY, kinds=_INTEGER)
def bitwise_left_shift(
    x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None
) -> Array:
    """Shift the bits of ``x1`` left by ``x2`` elementwise (``x1 << x2``).

    Args:
        x1: first operand: an array or a Python scalar.
        x2: the shift counts, non-negative, broadcast against ``x1``: an array or a Python int.
            The promoted dtype must be integer (``kinds=_INTEGER``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        An array of the promoted dtype of ``x1`` and ``x2``. Shifting by the bit
        width or more gives 0.

    Raises:
        InvalidDtypeError: the promoted dtype is bool, floating or complex.
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.bitwise_left_shift(ivy.asarray([1, 2]), 2)
        ivy_core.array([4, 8], dtype=int32, backend='numpy')
    """
    return calls.bitwise_left_shift(x1, x2, out)


@primary(**_BINARY, kinds=_INTEGER)
def bitwise_right_shift(
    x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None
) -> Array:
    """Shift the bits of ``x1`` right by ``x2`` elementwise (``x1 >> x2``).

    Args:
        x1: first operand: an array or a Python scalar.
        x2: the shift counts, non-negative, broadcast against ``x1``: an array or a Python int.
            The promoted dtype must be integer (``kinds=_INTEGER``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        An array of the promoted dtype of ``x1`` and ``x2``. The shift is
        arithmetic (the sign is kept): shifting by the bit width or more gives 0,
        or -1 for negative ``x1``.

    Raises:
        InvalidDtypeError: the promoted dtype is bool, floating or complex.
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.bitwise_right_shift(ivy.asarray([-8, 8]), 1)
        ivy_core.array([-4,  4], dtype=int32, backend='numpy')
    """
    return calls.bitwise_right_shift(x1, x2, out)


@primary(**_FLOAT_UNARY)
def asin(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Inverse sine of ``x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The values (in radians), in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.
        Real input outside ``[-1, 1]`` gives ``nan``.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.asin(ivy.asarray([0]))
        ivy_core.array([0.], dtype=float32, backend='numpy')
    """
    return calls.asin(x, out)


@primary(**_FLOAT_UNARY)
def acos(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Inverse cosine of ``x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The values (in radians), in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.
        Real input outside ``[-1, 1]`` gives ``nan``.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.acos(ivy.asarray([1]))
        ivy_core.array([0.], dtype=float32, backend='numpy')
    """
    return calls.acos(x, out)


@primary(**_FLOAT_UNARY)
def atan(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Inverse tangent of ``x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The values (in radians), in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.atan(ivy.asarray([0]))
        ivy_core.array([0.], dtype=float32, backend='numpy')
    """
    return calls.atan(x, out)


@primary(**_FLOAT_UNARY)
def sinh(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Hyperbolic sine of ``x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The values, in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.sinh(ivy.asarray([0]))
        ivy_core.array([0.], dtype=float32, backend='numpy')
    """
    return calls.sinh(x, out)


@primary(**_FLOAT_UNARY)
def cosh(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Hyperbolic cosine of ``x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The values, in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.cosh(ivy.asarray([0]))
        ivy_core.array([1.], dtype=float32, backend='numpy')
    """
    return calls.cosh(x, out)


@primary(**_FLOAT_UNARY)
def asinh(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Inverse hyperbolic sine of ``x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The values, in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.asinh(ivy.asarray([0]))
        ivy_core.array([0.], dtype=float32, backend='numpy')
    """
    return calls.asinh(x, out)


@primary(**_FLOAT_UNARY)
def acosh(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Inverse hyperbolic cosine of ``x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The values, in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.
        Real input below 1 gives ``nan``.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.acosh(ivy.asarray([1]))
        ivy_core.array([0.], dtype=float32, backend='numpy')
    """
    return calls.acosh(x, out)


@primary(**_FLOAT_UNARY)
def atanh(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Inverse hyperbolic tangent of ``x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The values, in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.
        Real input outside ``[-1, 1]`` gives ``nan``; -1 and 1 give infinities.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.atanh(ivy.asarray([0]))
        ivy_core.array([0.], dtype=float32, backend='numpy')
    """
    return calls.atanh(x, out)


@primary(**_FLOAT_BINARY, kinds=_NOT_COMPLEX)
def atan2(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Angle in radians of the point ``(x2, x1)`` elementwise, in ``[-pi, pi]``.

    Args:
        x1: the y coordinates: an array or a Python scalar.
        x2: the x coordinates, broadcast against ``x1``: an array or a Python scalar.
            The promoted dtype must be bool, integer or real floating (``kinds=_NOT_COMPLEX``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The angles, in the promoted dtype of ``x1`` and ``x2``; integer and bool
        inputs are computed in the default float dtype.

    Raises:
        InvalidDtypeError: the promoted dtype is complex.
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.atan2(ivy.asarray([0.0, 0.0]), ivy.asarray([1.0, -1.0]))
        ivy_core.array([0.       , 3.1415927], dtype=float32, backend='numpy')
    """
    return calls.atan2(x1, x2, out)


@primary(**_FLOAT_UNARY)
def expm1(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``exp(x) - 1`` elementwise, accurate for small ``x``.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The values, in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.expm1(ivy.asarray([0]))
        ivy_core.array([0.], dtype=float32, backend='numpy')
    """
    return calls.expm1(x, out)


@primary(**_FLOAT_UNARY)
def log1p(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``log(1 + x)`` elementwise, accurate for small ``x``.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The values, in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.
        -1 gives ``-inf`` and real input below -1 gives ``nan``.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.log1p(ivy.asarray([0]))
        ivy_core.array([0.], dtype=float32, backend='numpy')
    """
    return calls.log1p(x, out)


@primary(**_FLOAT_UNARY)
def log2(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Base-2 logarithm of ``x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The logarithms, in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.
        Zero gives ``-inf`` and a negative real gives ``nan``.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.log2(ivy.asarray([1, 2, 8]))
        ivy_core.array([0., 1., 3.], dtype=float32, backend='numpy')
    """
    return calls.log2(x, out)


@primary(**_FLOAT_UNARY)
def log10(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Base-10 logarithm of ``x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The logarithms, in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.
        Zero gives ``-inf`` and a negative real gives ``nan``.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.log10(ivy.asarray([1, 10]))
        ivy_core.array([0., 1.], dtype=float32, backend='numpy')
    """
    return calls.log10(x, out)


@primary(**_FLOAT_BINARY, kinds=_NOT_COMPLEX)
def logaddexp(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``log(exp(x1) + exp(x2))`` elementwise, without intermediate overflow.

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
            The promoted dtype must be bool, integer or real floating (``kinds=_NOT_COMPLEX``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The values, in the promoted dtype of ``x1`` and ``x2``; integer and bool
        inputs are computed in the default float dtype.

    Raises:
        InvalidDtypeError: the promoted dtype is complex.
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.logaddexp(ivy.asarray([0.0, 1.0]), float("-inf"))
        ivy_core.array([0., 1.], dtype=float32, backend='numpy')
    """
    return calls.logaddexp(x1, x2, out)


@primary(**_FLOAT_BINARY, kinds=_NOT_COMPLEX)
def hypot(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``sqrt(x1**2 + x2**2)`` elementwise, without intermediate overflow.

    Args:
        x1: first operand: an array or a Python scalar.
        x2: second operand, broadcast against ``x1``: an array or a Python scalar.
            The promoted dtype must be bool, integer or real floating (``kinds=_NOT_COMPLEX``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The lengths, in the promoted dtype of ``x1`` and ``x2``; integer and bool
        inputs are computed in the default float dtype.

    Raises:
        InvalidDtypeError: the promoted dtype is complex.
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.hypot(ivy.asarray([3, 5]), ivy.asarray([4, 12]))
        ivy_core.array([ 5., 13.], dtype=float32, backend='numpy')
    """
    return calls.hypot(x1, x2, out)


@primary(**_FLOAT_BINARY, kinds=_NOT_COMPLEX)
def copysign(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``|x1|`` with the sign bit of ``x2``, elementwise.

    Args:
        x1: the magnitudes: an array or a Python scalar.
        x2: the signs, broadcast against ``x1`` (``-0.0`` counts as negative).
            The promoted dtype must be bool, integer or real floating (``kinds=_NOT_COMPLEX``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The values, in the promoted dtype of ``x1`` and ``x2``; integer and bool
        inputs are computed in the default float dtype.

    Raises:
        InvalidDtypeError: the promoted dtype is complex.
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.copysign(ivy.asarray([1, 2]), -1)
        ivy_core.array([-1., -2.], dtype=float32, backend='numpy')
    """
    return calls.copysign(x1, x2, out)


@primary(**_FLOAT_BINARY, kinds=_NOT_COMPLEX)
def nextafter(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """The next representable value after ``x1`` in the direction of ``x2``, elementwise.

    Args:
        x1: the starting values: an array or a Python scalar.
        x2: the directions, broadcast against ``x1``: an array or a Python scalar.
            The promoted dtype must be bool, integer or real floating (``kinds=_NOT_COMPLEX``).
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The values, in the promoted dtype of ``x1`` and ``x2`` (``x2`` where the
        two are equal); integer and bool inputs are computed in the default
        float dtype.

    Raises:
        InvalidDtypeError: the promoted dtype is complex.
        OverflowError: a Python int does not fit the integer dtype of the array operand.

    Example:
        >>> import ivy_core as ivy
        >>> float(ivy.nextafter(ivy.asarray(1.0), 2.0)) - 1.0  # float32 spacing at 1
        1.1920928955078125e-07
    """
    return calls.nextafter(x1, x2, out)


@primary(**_FLOAT_UNARY)
def reciprocal(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Reciprocal ``1 / x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        The reciprocals, in the dtype of ``x`` for floating and complex input;
        integer and bool inputs are computed in the default float dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.reciprocal(ivy.asarray([2, 4]))
        ivy_core.array([0.5 , 0.25], dtype=float32, backend='numpy')
    """
    return calls.reciprocal(x, out)


@primary(**_UNARY)
def real(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Real part of ``x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        For complex input, an array of the real dtype of the same precision
        (complex64 -> float32); real-valued input is returned in its dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.real(ivy.asarray([1 + 2j, 3 - 4j]))
        ivy_core.array([1., 3.], dtype=float32, backend='numpy')
    """
    return calls.real(x, out)


@primary(**_UNARY)
def imag(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Imaginary part of ``x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        For complex input, an array of the real dtype of the same precision
        (complex64 -> float32); real-valued input gives zeros of its dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.imag(ivy.asarray([1 + 2j, 3 - 4j]))
        ivy_core.array([ 2., -4.], dtype=float32, backend='numpy')
    """
    return calls.imag(x, out)


@primary(**_UNARY)
def conj(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Complex conjugate of ``x`` elementwise.

    Args:
        x: input array.
        out: optional Array to write the result into (same shape and dtype as the result).

    Returns:
        An array of the dtype of ``x``; real-valued input is returned unchanged.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.conj(ivy.asarray([1 + 2j, 3 - 4j]))
        ivy_core.array([1.-2.j, 3.+4.j], dtype=complex64, backend='numpy')
    """
    return calls.conj(x, out)
