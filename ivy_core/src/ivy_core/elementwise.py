"""Elementwise functions. Binary functions promote their inputs with the
ivy_core table (Python scalars included) before the backend sees them, so
every backend returns the same dtype."""

from __future__ import annotations

from . import _state
from ._api import primary
from ._state import calls

TYPE_CHECKING = False  # typing is not imported at run time (import cost)

if TYPE_CHECKING:
    from typing import Any

    from ._array import Array
    from ._typing import ArrayLike, Scalar

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
    """``x1 + x2`` elementwise, in the promoted dtype of the inputs.

    >>> import ivy_core as ivy
    >>> ivy.add(ivy.asarray([1, 2]), 1.5).dtype   # int array, float scalar
    ivy_core.float32
    """
    return calls.add(x1, x2, out)


@primary(**_BINARY, kinds=_NUMERIC)
def subtract(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 - x2`` elementwise."""
    return calls.subtract(x1, x2, out)


@primary(**_BINARY)
def multiply(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 * x2`` elementwise."""
    return calls.multiply(x1, x2, out)


@primary(**_FLOAT_BINARY)
def divide(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """True division ``x1 / x2``. Integer and bool inputs are divided in the
    default float dtype."""
    return calls.divide(x1, x2, out)


@primary(**_BINARY, kinds=_NUMERIC)
def pow(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 ** x2`` elementwise."""
    return calls.pow(x1, x2, out)


@primary(**_UNARY, kinds=_NUMERIC)
def negative(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``-x`` elementwise."""
    return calls.negative(x, out)


@primary(**_UNARY)
def abs(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``|x|`` elementwise; complex input gives its real dtype."""
    return calls.abs(x, out)


@primary(**_FLOAT_UNARY)
def exp(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``e ** x``; integer and bool input is computed in the default float dtype."""
    return calls.exp(x, out)


@primary(**_FLOAT_UNARY)
def log(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Natural logarithm; integer and bool input in the default float dtype."""
    return calls.log(x, out)


@primary(**_FLOAT_UNARY)
def sqrt(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Square root; integer and bool input in the default float dtype."""
    return calls.sqrt(x, out)


@primary(**_FLOAT_UNARY)
def sin(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Sine; integer and bool input in the default float dtype."""
    return calls.sin(x, out)


@primary(**_FLOAT_UNARY)
def cos(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Cosine; integer and bool input in the default float dtype."""
    return calls.cos(x, out)


@primary(**_FLOAT_UNARY)
def tan(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Tangent; integer and bool input in the default float dtype."""
    return calls.tan(x, out)


@primary(**_FLOAT_UNARY)
def tanh(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Hyperbolic tangent; integer and bool input in the default float dtype."""
    return calls.tanh(x, out)


@primary(**_BINARY)
def equal(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 == x2`` elementwise (bool), after promotion."""
    return calls.equal(x1, x2, out)


@primary(**_BINARY)
def less(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 < x2`` elementwise (bool), after promotion."""
    return calls.less(x1, x2, out)


@primary(**_BINARY)
def greater(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 > x2`` elementwise (bool), after promotion."""
    return calls.greater(x1, x2, out)


@primary(**_UNARY)
def logical_not(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Logical NOT (bool); non-bool input counts nonzero as true."""
    return calls.logical_not(x, out)


# --- Array API standard 2024.12: the remaining elementwise functions -----------------
#
# Kinds the standard leaves undefined (bitwise functions on floating input,
# real-only functions on complex input, arithmetic on bool) are declared
# unsupported by the backends, so every backend refuses them with an
# UnsupportedDtypeError (a TypeError) naming the function, backend and dtype.


@primary(**_UNARY, kinds=_NUMERIC)
def positive(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``+x`` elementwise (a copy of ``x``, in its dtype)."""
    return calls.positive(x, out)


@primary(**_UNARY, kinds=_NUMERIC)
def square(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``x * x`` elementwise, in the dtype of ``x`` (integers wrap around)."""
    return calls.square(x, out)


@primary(**_UNARY, kinds=_NUMERIC)
def sign(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """-1, 0 or 1 by the sign of ``x`` (NaN stays NaN); for complex input
    ``x / |x|`` (0 for 0). The result has the dtype of ``x``."""
    return calls.sign(x, out)


@primary(**_UNARY, kinds=_NOT_COMPLEX)
def floor(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Largest integral value not above ``x``, in the dtype of ``x``; integer
    and bool input is returned unchanged. Complex input is not defined."""
    return calls.floor(x, out)


@primary(**_UNARY, kinds=_NOT_COMPLEX)
def ceil(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Smallest integral value not below ``x``, in the dtype of ``x``; integer
    and bool input is returned unchanged. Complex input is not defined."""
    return calls.ceil(x, out)


@primary(**_UNARY, kinds=_NOT_COMPLEX)
def trunc(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``x`` rounded toward zero, in the dtype of ``x``; integer and bool
    input is returned unchanged. Complex input is not defined."""
    return calls.trunc(x, out)


@primary(**_UNARY)
def round(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``x`` rounded to the nearest integral value, halves to even, in the
    dtype of ``x``; complex input rounds both parts; integer and bool input
    is returned unchanged."""
    return calls.round(x, out)


@primary(**_BINARY, kinds=_REAL)
def remainder(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 - floor_divide(x1, x2) * x2``: the remainder has the sign of
    ``x2`` (Python's ``%``). Real-valued input only."""
    return calls.remainder(x1, x2, out)


@primary(**_BINARY, kinds=_REAL)
def floor_divide(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``floor(x1 / x2)`` in the promoted dtype (Python's ``//``). Real-valued
    input only; integer division by zero is not defined."""
    return calls.floor_divide(x1, x2, out)


@primary(**_BINARY, kinds=_NOT_COMPLEX)
def maximum(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """The larger of ``x1`` and ``x2`` elementwise; NaN if either is NaN.
    Real-valued input only."""
    return calls.maximum(x1, x2, out)


@primary(**_BINARY, kinds=_NOT_COMPLEX)
def minimum(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """The smaller of ``x1`` and ``x2`` elementwise; NaN if either is NaN.
    Real-valued input only."""
    return calls.minimum(x1, x2, out)


def _clip_bound(where: str, backend: Any, x_dtype: Any, name: str, bound: Any) -> Any:
    """A bound of ``clip``: None, a native array of ``x``'s dtype, or a
    Python int or float (an int clamped to the range of an integer ``x``)."""
    if bound is None:
        return None
    if isinstance(bound, backend.array_types):
        if bound.dtype != x_dtype:
            have = backend.from_native.get(bound.dtype, bound.dtype)
            raise TypeError(
                f"{where}: {name} has dtype {have}, x has {backend.from_native[x_dtype]}; "
                "pass a bound of x's dtype (cast with ivy_core.astype) or a Python scalar"
            )
        return bound
    if type(bound) is bool or type(bound) not in (int, float):
        raise TypeError(f"{where}: {name} must be an array, an int or a float, got {type(bound).__name__}")
    d = backend.from_native[x_dtype]
    if d.kind in ("signed", "unsigned"):
        if type(bound) is float:
            raise TypeError(f"{where}: float {name}={bound!r} for an integer array ({d}); pass an int")
        # A bound outside the dtype's range bounds nothing more than the range.
        low, high = (
            (-(2 ** (d.bits - 1)), 2 ** (d.bits - 1) - 1) if d.kind == "signed" else (0, 2**d.bits - 1)
        )
        return low if bound < low else high if bound > high else bound
    return bound


def _clip_args(where: str, x: Any, min: Any, max: Any) -> tuple[Any, Any, Any]:

    backend = _state.backend_of_type(type(x))
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
    """``x`` clamped to ``[min, max]`` (``None``: no bound), in the dtype of
    ``x``; ``x``, ``min`` and ``max`` broadcast together. A bound is a Python
    scalar or an array of the dtype of ``x``; an integer bound outside the
    range of an integer ``x`` bounds nothing more than the range does. A float
    bound for an integer ``x``, bool and complex ``x`` raise TypeError. NaN in
    ``x`` stays NaN."""
    return calls.clip(x, min, max, out)


@primary(**_BINARY)
def not_equal(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 != x2`` elementwise (bool), after promotion."""
    return calls.not_equal(x1, x2, out)


@primary(**_BINARY)
def less_equal(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 <= x2`` elementwise (bool), after promotion. Real-valued input only."""
    return calls.less_equal(x1, x2, out)


@primary(**_BINARY)
def greater_equal(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 >= x2`` elementwise (bool), after promotion. Real-valued input only."""
    return calls.greater_equal(x1, x2, out)


@primary(**_BINARY)
def logical_and(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Logical AND (bool); non-bool input counts nonzero as true."""
    return calls.logical_and(x1, x2, out)


@primary(**_BINARY)
def logical_or(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Logical OR (bool); non-bool input counts nonzero as true."""
    return calls.logical_or(x1, x2, out)


@primary(**_BINARY)
def logical_xor(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Logical XOR (bool); non-bool input counts nonzero as true."""
    return calls.logical_xor(x1, x2, out)


@primary(**_UNARY)
def isnan(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Whether ``x`` is NaN (bool); complex: either part. Integer and bool
    input gives all False."""
    return calls.isnan(x, out)


@primary(**_UNARY)
def isinf(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Whether ``x`` is infinite (bool); complex: either part. Integer and
    bool input gives all False."""
    return calls.isinf(x, out)


@primary(**_UNARY)
def isfinite(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Whether ``x`` is neither infinite nor NaN (bool); complex: both parts.
    Integer and bool input gives all True."""
    return calls.isfinite(x, out)


@primary(**_FLOAT_UNARY, kinds=_NOT_COMPLEX)
def signbit(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Whether the sign bit of ``x`` is set (bool): true for ``-0.0`` and
    negative NaN too. Complex input is not defined."""
    return calls.signbit(x, out)


@primary(**_BINARY, kinds=_INTEGRAL)
def bitwise_and(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 & x2`` elementwise; integer and bool input only."""
    return calls.bitwise_and(x1, x2, out)


@primary(**_BINARY, kinds=_INTEGRAL)
def bitwise_or(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 | x2`` elementwise; integer and bool input only."""
    return calls.bitwise_or(x1, x2, out)


@primary(**_BINARY, kinds=_INTEGRAL)
def bitwise_xor(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 ^ x2`` elementwise; integer and bool input only."""
    return calls.bitwise_xor(x1, x2, out)


@primary(**_UNARY, kinds=_INTEGRAL)
def bitwise_invert(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``~x`` elementwise (logical NOT for bool); integer and bool input only."""
    return calls.bitwise_invert(x, out)


@primary(**_BINARY, kinds=_INTEGER)
def bitwise_left_shift(
    x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None
) -> Array:
    """``x1 << x2`` elementwise; integer input only, ``x2`` non-negative.
    Shifting by the bit width or more gives 0."""
    return calls.bitwise_left_shift(x1, x2, out)


@primary(**_BINARY, kinds=_INTEGER)
def bitwise_right_shift(
    x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None
) -> Array:
    """``x1 >> x2`` elementwise (arithmetic shift: the sign is kept); integer
    input only, ``x2`` non-negative. Shifting by the bit width or more gives 0,
    or -1 for negative ``x1``."""
    return calls.bitwise_right_shift(x1, x2, out)


@primary(**_FLOAT_UNARY)
def asin(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Inverse sine; integer and bool input in the default float dtype."""
    return calls.asin(x, out)


@primary(**_FLOAT_UNARY)
def acos(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Inverse cosine; integer and bool input in the default float dtype."""
    return calls.acos(x, out)


@primary(**_FLOAT_UNARY)
def atan(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Inverse tangent; integer and bool input in the default float dtype."""
    return calls.atan(x, out)


@primary(**_FLOAT_UNARY)
def sinh(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Hyperbolic sine; integer and bool input in the default float dtype."""
    return calls.sinh(x, out)


@primary(**_FLOAT_UNARY)
def cosh(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Hyperbolic cosine; integer and bool input in the default float dtype."""
    return calls.cosh(x, out)


@primary(**_FLOAT_UNARY)
def asinh(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Inverse hyperbolic sine; integer and bool input in the default float dtype."""
    return calls.asinh(x, out)


@primary(**_FLOAT_UNARY)
def acosh(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Inverse hyperbolic cosine; integer and bool input in the default float dtype."""
    return calls.acosh(x, out)


@primary(**_FLOAT_UNARY)
def atanh(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Inverse hyperbolic tangent; integer and bool input in the default float dtype."""
    return calls.atanh(x, out)


@primary(**_FLOAT_BINARY, kinds=_NOT_COMPLEX)
def atan2(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """Angle of the point ``(x2, x1)`` in radians; real-valued input only,
    integer and bool input in the default float dtype."""
    return calls.atan2(x1, x2, out)


@primary(**_FLOAT_UNARY)
def expm1(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``exp(x) - 1``, accurate for small ``x``; integer and bool input in the
    default float dtype."""
    return calls.expm1(x, out)


@primary(**_FLOAT_UNARY)
def log1p(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``log(1 + x)``, accurate for small ``x``; integer and bool input in the
    default float dtype."""
    return calls.log1p(x, out)


@primary(**_FLOAT_UNARY)
def log2(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Base-2 logarithm; integer and bool input in the default float dtype."""
    return calls.log2(x, out)


@primary(**_FLOAT_UNARY)
def log10(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Base-10 logarithm; integer and bool input in the default float dtype."""
    return calls.log10(x, out)


@primary(**_FLOAT_BINARY, kinds=_NOT_COMPLEX)
def logaddexp(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``log(exp(x1) + exp(x2))`` without overflow; real-valued input only,
    integer and bool input in the default float dtype."""
    return calls.logaddexp(x1, x2, out)


@primary(**_FLOAT_BINARY, kinds=_NOT_COMPLEX)
def hypot(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``sqrt(x1**2 + x2**2)`` without overflow; real-valued input only,
    integer and bool input in the default float dtype."""
    return calls.hypot(x1, x2, out)


@primary(**_FLOAT_BINARY, kinds=_NOT_COMPLEX)
def copysign(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``|x1|`` with the sign bit of ``x2``; real-valued input only, integer
    and bool input in the default float dtype."""
    return calls.copysign(x1, x2, out)


@primary(**_FLOAT_BINARY, kinds=_NOT_COMPLEX)
def nextafter(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """The next representable value after ``x1`` toward ``x2``; real-valued
    input only, integer and bool input in the default float dtype."""
    return calls.nextafter(x1, x2, out)


@primary(**_FLOAT_UNARY)
def reciprocal(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``1 / x``; integer and bool input in the default float dtype."""
    return calls.reciprocal(x, out)


@primary(**_UNARY)
def real(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Real part: complex input gives the real dtype of matching precision
    (complex64 -> float32); real-valued input is returned in its dtype."""
    return calls.real(x, out)


@primary(**_UNARY)
def imag(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Imaginary part: complex input gives the real dtype of matching
    precision; real-valued input gives zeros of its dtype."""
    return calls.imag(x, out)


@primary(**_UNARY)
def conj(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Complex conjugate, in the dtype of ``x``; real-valued input is
    returned unchanged."""
    return calls.conj(x, out)
