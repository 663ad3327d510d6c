"""Elementwise functions. Binary functions promote their inputs with the
ivy_core table (Python scalars included) before the backend sees them, so
every backend returns the same dtype."""

from __future__ import annotations

from ._api import primary

TYPE_CHECKING = False  # typing is not imported at run time (import cost)

if TYPE_CHECKING:
    from ._array import Array
    from ._typing import ArrayLike, Scalar

__all__ = [
    "add", "subtract", "multiply", "divide", "pow", "negative", "abs",
    "exp", "log", "sqrt", "sin", "cos", "tan", "tanh",
    "equal", "less", "greater", "logical_not",
]  # fmt: skip

_BINARY = dict(arrays=("x1", "x2"), promote=("x1", "x2"))
_FLOAT_BINARY = dict(arrays=("x1", "x2"), promote=("x1", "x2"), float_inputs=("x1", "x2"))
_UNARY = dict(arrays=("x",))
_FLOAT_UNARY = dict(arrays=("x",), float_inputs=("x",))


@primary(**_BINARY)
def add(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 + x2`` elementwise, in the promoted dtype of the inputs.

    >>> import ivy_core as ivy
    >>> ivy.add(ivy.asarray([1, 2]), 1.5).dtype   # int array, float scalar
    ivy_core.float32
    """


@primary(**_BINARY)
def subtract(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 - x2`` elementwise."""


@primary(**_BINARY)
def multiply(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 * x2`` elementwise."""


@primary(**_FLOAT_BINARY)
def divide(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """True division ``x1 / x2``. Integer and bool inputs are divided in the
    default float dtype."""


@primary(**_BINARY)
def pow(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 ** x2`` elementwise."""


@primary(**_UNARY)
def negative(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``-x`` elementwise."""


@primary(**_UNARY)
def abs(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``|x|`` elementwise; complex input gives its real dtype."""


@primary(**_FLOAT_UNARY)
def exp(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``e ** x``; integer and bool input is computed in the default float dtype."""


@primary(**_FLOAT_UNARY)
def log(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Natural logarithm; integer and bool input in the default float dtype."""


@primary(**_FLOAT_UNARY)
def sqrt(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Square root; integer and bool input in the default float dtype."""


@primary(**_FLOAT_UNARY)
def sin(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Sine; integer and bool input in the default float dtype."""


@primary(**_FLOAT_UNARY)
def cos(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Cosine; integer and bool input in the default float dtype."""


@primary(**_FLOAT_UNARY)
def tan(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Tangent; integer and bool input in the default float dtype."""


@primary(**_FLOAT_UNARY)
def tanh(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Hyperbolic tangent; integer and bool input in the default float dtype."""


@primary(**_BINARY)
def equal(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 == x2`` elementwise (bool), after promotion."""


@primary(**_BINARY)
def less(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 < x2`` elementwise (bool), after promotion."""


@primary(**_BINARY)
def greater(x1: ArrayLike | Scalar, x2: ArrayLike | Scalar, /, *, out: Array | None = None) -> Array:
    """``x1 > x2`` elementwise (bool), after promotion."""


@primary(**_UNARY)
def logical_not(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Logical NOT (bool); non-bool input counts nonzero as true."""
