"""Linear algebra: the main-namespace functions (``matmul``,
``matrix_transpose``, ``tensordot``, ``vecdot``, Ivy's ``diag``) and the
standard's ``linalg`` extension, reached as ``ivy_core.linalg.<name>`` (and
also copied into the ``ivy_core`` namespace, as Ivy does).

The factorisations and solvers are defined for floating and complex input:
integer and bool input is computed in the default float dtype (the standard
asks for floating input there). Functions of real results (norms, singular
values, eigenvalues of Hermitian matrices, ``logabsdet``) give the real
dtype of a complex input.
"""

from __future__ import annotations

from ._arrays._array import Array
from ._base._errors import ArgumentTypeError, ArgumentValueError, AxisError, ShapeError
from ._base._state import calls
from ._spec import _shapes
from ._spec._api import choice_arg, compositional, flag_arg, is_int, none_arg, primary
from ._spec._axes import ndim_of
from ._spec._shapes import broadcast_shapes
from .creation import _diagonal_arg, zeros
from .data_type import default_int_dtype
from .manipulation import expand_dims
from .searching import count_nonzero

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any, Literal

    from ._arrays._typing import ArrayLike, DtypeLike

__all__ = [
    "matmul", "matrix_transpose", "tensordot", "vecdot", "diag", "trace",
    "cholesky", "cross", "det", "diagonal", "eigh", "eigvalsh", "inv", "matrix_norm",
    "matrix_power", "matrix_rank", "outer", "pinv", "qr", "slogdet", "solve", "svd",
    "svdvals", "vector_norm",
]  # fmt: skip


# -- argument checks, once for every backend (the ``normalize=`` hook) ------------


def _an_int(where: str, name: str, value: Any) -> int:
    """``value`` as an int; ArgumentTypeError (naming it) for a float, NaN,
    inf, a string or a bool (TensorFlow would truncate NaN silently)."""
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise ArgumentTypeError(f"{where}: {name} must be an int, got {value!r} ({type(value).__name__})")
    return value.__index__()


def _an_axis(where: str, name: str, value: Any, ndim: int) -> int:
    """``value`` as a non-negative axis of ``ndim`` axes; AxisError naming it."""
    a = _an_int(where, name, value)
    if not -ndim <= a < ndim:
        raise AxisError(
            f"{where}: {name} {a} is out of range for an array of {ndim} dimension(s); "
            f"pass an axis in [-{ndim}, {ndim - 1}]"
        )
    return a % ndim


def _vecdot_args(where: str, x1: Any, x2: Any, axis: Any) -> tuple[Any, Any, Any]:
    """vecdot: an axis of the broadcast shape, which both arrays have (counted
    from the end), of one size in both."""
    s1, s2 = tuple(x1.shape), tuple(x2.shape)
    if axis == -1 and type(axis) is int and s1 and s2 and s1[-1] == s2[-1]:
        return x1, x2, axis  # the common case: the last axes, of one size
    n = max(len(s1), len(s2))
    back = _an_axis(where, "axis", axis, n) - n  # the axis counted from the end
    for name, s in (("x1", s1), ("x2", s2)):
        if back < -len(s):
            raise ShapeError(
                f"{where}: {name} of shape {s} has no axis {axis} (counted from the last axis of the "
                f"broadcast shape, {back}); pass an axis both arrays have"
            )
    m1, m2 = s1[back], s2[back]
    if _known(m1) and _known(m2) and m1 != m2:
        raise ShapeError(
            f"{where}: x1 of shape {s1} and x2 of shape {s2} differ in size along axis {axis} "
            f"({m1} and {m2}); the vectors must have one length"
        )
    return x1, x2, back  # counted from the end: NumPy and JAX would read a positive axis per array


def _diagonal_args(where: str, x: Any, offset: Any, axis1: Any, axis2: Any, *rest: Any) -> tuple[Any, ...]:
    """trace and diagonal: an int offset, two distinct axes in range."""
    _an_int(where, "offset", offset)
    ndim = len(tuple(x.shape))
    if ndim < 2:
        raise ShapeError(
            f"{where}: x has shape {tuple(x.shape)}; pass an array of at least two dimensions (matrices)"
        )
    a1 = _an_axis(where, "axis1", axis1, ndim)
    a2 = _an_axis(where, "axis2", axis2, ndim)
    if a1 == a2:
        raise ArgumentValueError(
            f"{where}: axis1 {axis1!r} and axis2 {axis2!r} name the same axis; pass two different axes"
        )
    return (x, offset, axis1, axis2, *rest)


def _vector_norm_args(where: str, x: Any, axis: Any, *rest: Any) -> tuple[Any, ...]:
    """vector_norm: ``axis`` None, an int or a tuple of distinct ints, in
    range (NumPy would read ``"0"`` as axis 0)."""
    ndim = len(tuple(x.shape))
    if isinstance(axis, (tuple, list)):
        seen: set[int] = set()
        for a in axis:
            a = _an_axis(where, f"axis {axis!r}: axis", a, ndim)
            if a in seen:  # as axis_args refuses it (Dask would find it only when computing)
                raise ArgumentValueError(f"{where}: axis {axis!r} names axis {a} twice; name each axis once")
            seen.add(a)
    elif axis is not None:
        _an_axis(where, "axis", axis, ndim)
    keepdims, ord = rest
    if ord is None:  # NumPy and JAX read it as 2
        none_arg(where, "ord", "an int or a float", "pass 2 (the Euclidean norm), 1, inf, -inf, 0 or another p")
    return (x, axis, flag_arg(where, "keepdims", keepdims), ord)


def _known(size: Any) -> bool:
    """Whether a dimension's size is known (not None in a TensorFlow graph, not
    NaN in a Dask array of unknown chunks)."""
    return type(size) is int or is_int(size)


def _matrices(where: str, x: Any) -> tuple[int, ...]:
    """The shape of ``x``, which must have two dimensions or more."""
    shape = tuple(x.shape)
    if len(shape) < 2:
        raise ShapeError(
            f"{where}: x has shape {shape}; pass a matrix or a stack of matrices (2 or more dimensions)"
        )
    return shape


def _tensordot_args(where: str, x1: Any, x2: Any, axes: Any) -> tuple[Any, Any, Any]:
    """tensordot: a count of at most the rank of either array, or two
    sequences of axes of one length, each axis in range; the contracted
    sizes agree. The backend receives an int or two tuples of non-negative
    ints."""
    s1, s2 = tuple(x1.shape), tuple(x2.shape)
    if is_int(axes):
        n = int(axes)
        if not 0 <= n <= min(len(s1), len(s2)):
            raise ArgumentValueError(
                f"{where}: axes={n} contracts that many axes, but x1 has {len(s1)} and x2 {len(s2)} "
                f"dimensions; pass a count in [0, {min(len(s1), len(s2))}]"
            )
        axes, pairs = n, list(zip(range(len(s1) - n, len(s1)), range(n), strict=True))
    else:
        if not (isinstance(axes, (tuple, list)) and len(axes) == 2):
            raise ArgumentTypeError(
                f"{where}: axes must be an int or a pair (axes of x1, axes of x2), got {axes!r:.80}"
            )
        firsts = [axes[0]] if is_int(axes[0]) else axes[0]
        seconds = [axes[1]] if is_int(axes[1]) else axes[1]
        if not all(isinstance(v, (tuple, list)) for v in (firsts, seconds)):
            raise ArgumentTypeError(
                f"{where}: axes must be an int or a pair of ints or sequences of ints, got {axes!r:.80}"
            )
        if len(firsts) != len(seconds):
            raise ArgumentValueError(
                f"{where}: axes {axes!r} lists {len(firsts)} axes of x1 and {len(seconds)} of x2; "
                "pass as many of each"
            )
        first = tuple(_an_axis(where, "an axis of x1 in axes", a, len(s1)) for a in firsts)
        second = tuple(_an_axis(where, "an axis of x2 in axes", a, len(s2)) for a in seconds)
        axes = (first, second)
        pairs = list(zip(first, second, strict=True))
    for a, b in pairs:
        if _known(s1[a]) and _known(s2[b]) and s1[a] != s2[b]:
            raise ShapeError(
                f"{where}: x1 of shape {s1} and x2 of shape {s2} contract axes of different sizes with "
                f"axes={axes!r} (axis {a} of x1 has {s1[a]}, axis {b} of x2 has {s2[b]}); pass axes of equal sizes"
            )
    return x1, x2, axes


def _cross_args(where: str, x1: Any, x2: Any, axis: Any) -> tuple[Any, Any, Any]:
    """cross: shapes that broadcast, and an axis (of the broadcast shape,
    counted from the end in each array) of size 3 in both."""
    s1, s2 = tuple(x1.shape), tuple(x2.shape)
    known = all(_known(d) for d in s1 + s2)
    if known and broadcast_shapes(s1, s2) is None:
        raise ShapeError(f"{where}: shapes {s1} and {s2} do not broadcast together; reshape one of them")
    n = max(len(s1), len(s2))
    back = _an_axis(where, "axis", axis, n) - n
    for name, s in (("x1", s1), ("x2", s2)):
        if back < -len(s) or (_known(s[back]) and s[back] != 3):
            size = "no such axis" if back < -len(s) else f"size {s[back]}"
            raise ShapeError(
                f"{where}: {name} of shape {s} has {size} along axis={axis}; the cross product takes "
                "vectors of 3 elements along axis in both arrays"
            )
    return x1, x2, axis


def _diag_args(where: str, x: Any, k: Any) -> tuple[Any, Any]:
    """diag: a vector or a matrix, and an int diagonal (NumPy reads ``True``
    as 1, Dask's diag returns None for ``k=1.5``, TensorFlow's builds a
    stack of diagonal matrices from a 3-d x)."""
    if type(k) is not int:
        k = _diagonal_arg(where, k)
    n = ndim_of(x)
    if n != 1 and n != 2 and n is not None:
        raise ShapeError(
            f"{where}: x has shape {tuple(x.shape)}; pass a vector (1-d, placed on a diagonal) or a "
            "matrix (2-d, whose diagonal is taken)"
        )
    return x, k


def _matrix_power_args(where: str, x: Any, n: Any) -> tuple[Any, Any]:
    """matrix_power: square matrices (a power by repeated products, as
    TensorFlow's, would take any matrix for n = 0 and 1), an int n."""
    if type(n) is not int:
        n = _an_int(where, "n", n)
    shape = tuple(x.shape)
    if len(shape) < 2 or (_known(shape[-1]) and _known(shape[-2]) and shape[-1] != shape[-2]):
        raise ShapeError(f"{where}: x has shape {shape}; pass a square matrix or a stack of them")
    return x, n


def _qr_args(where: str, x: Any, mode: Any) -> tuple[Any, Any]:
    _matrices(where, x)
    choice_arg(where, "mode", mode, ("reduced", "complete"))
    return x, mode


def _svd_args(where: str, x: Any, full_matrices: Any) -> tuple[Any, Any]:
    _matrices(where, x)
    return x, flag_arg(where, "full_matrices", full_matrices)


_INF = float("inf")
#: The orders matrix_norm defines (an int or float equal to one of the numbers).
_MATRIX_ORDS = ("fro", "nuc", 1, -1, 2, -2, _INF, -_INF)


def _is_real(v: Any) -> bool:
    """Whether ``v`` is a ``numbers.Real`` (a NumPy scalar...): ``numbers`` is
    not imported with ivy_core (its ABCs cost 0.5 ms); a framework has imported it."""
    import numbers

    return isinstance(v, numbers.Real)


def _matrix_norm_args(where: str, x: Any, keepdims: Any, ord: Any) -> tuple[Any, Any, Any]:
    _matrices(where, x)
    if ord is None:
        none_arg(where, "ord", "'fro', 'nuc' or a number", "pass 'fro', 'nuc', 1, -1, 2, -2, inf or -inf")
    typed = isinstance(ord, (str, int, float)) or _is_real(ord)  # a name or a real number
    if isinstance(ord, bool) or not typed or ord not in _MATRIX_ORDS:
        raise ArgumentValueError(
            f"{where}: ord {ord!r:.60} is not a matrix norm order; pass 'fro', 'nuc', 1, -1, 2, -2, "
            "inf or -inf"
        )
    return x, flag_arg(where, "keepdims", keepdims), ord


@primary(arrays=("x1", "x2"), promote=("x1", "x2"), shapes=_shapes.matrix_product)
def matmul(x1: ArrayLike, x2: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Compute the matrix product of two arrays.

    1-D operands are treated as a row (``x1``) or column (``x2``) vector and
    that axis is dropped from the result; the stack axes before the last two
    broadcast against each other.

    Args:
        x1: Array of at least one dimension.
        x2: Array of at least one dimension; its contracted axis matches the
            last axis of ``x1``.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        The product, of the dtype ``x1`` and ``x2`` promote to.

    Raises:
        ValueError: an operand is 0-d, the contracted sizes differ, or the
            stack shapes do not broadcast.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.matmul(ivy.asarray([[1, 2], [3, 4]]), ivy.asarray([[5], [6]])).tolist()
        [[17], [39]]
        >>> ivy.matmul(ivy.ones((5, 2, 3)), ivy.ones((3, 4))).shape
        (5, 2, 4)
    """
    return calls.matmul(x1, x2, out)


@primary(arrays=("x",), shapes=_shapes.matrices)
def matrix_transpose(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Transpose each matrix of a stack: swap the last two axes of ``x``.

    Args:
        x: Array of at least two dimensions.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of shape ``(..., N, M)`` for ``x`` of shape ``(..., M, N)``,
        of the dtype of ``x``.

    Raises:
        ValueError: ``x`` has fewer than two dimensions.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.matrix_transpose(ivy.asarray([[1, 2, 3], [4, 5, 6]])).tolist()
        [[1, 4], [2, 5], [3, 6]]
    """
    return calls.matrix_transpose(x, out)


@primary(arrays=("x1", "x2"), promote=("x1", "x2"), normalize=_tensordot_args, shapes=_shapes.contracted_sizes, axis_range=None)
def tensordot(
    x1: ArrayLike,
    x2: ArrayLike,
    /,
    *,
    axes: int | tuple[Any, Any] = 2,
    out: Array | None = None,
) -> Array:
    """Contract two arrays over given axes (sum of products).

    Args:
        x1: The first array.
        x2: The second array.
        axes: An int ``n`` contracts the last ``n`` axes of ``x1`` with the
            first ``n`` of ``x2`` (0 gives the outer product); a pair
            ``(axes of x1, axes of x2)`` lists the axes to contract, in matching
            order.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the uncontracted axes of ``x1`` followed by those of
        ``x2``, of the dtype the inputs promote to.

    Raises:
        ValueError: contracted axes differ in size.

    Example:
        >>> import ivy_core as ivy
        >>> a, b = ivy.asarray([[1, 2], [3, 4]]), ivy.asarray([[1, 0], [0, 1]])
        >>> ivy.tensordot(a, b).tolist(), ivy.tensordot(a, b, axes=1).tolist()
        (5, [[1, 2], [3, 4]])
        >>> ivy.tensordot(ivy.ones((2, 3, 4)), ivy.ones((4, 3, 5)), axes=((1, 2), (1, 0))).shape
        (2, 5)
    """
    return calls.tensordot(x1, x2, axes, out)


@primary(arrays=("x1", "x2"), promote=("x1", "x2"), normalize=_vecdot_args, shapes=_shapes.vecdot_sizes, axis_range="broadcast")
def vecdot(x1: ArrayLike, x2: ArrayLike, /, *, axis: int = -1, out: Array | None = None) -> Array:
    """Compute the dot product ``sum(conj(x1) * x2)`` of vectors along an axis.

    Args:
        x1: The first array (conjugated when complex).
        x2: The second array; it broadcasts with ``x1``, and both have the same
            size along ``axis``.
        axis: The axis holding the vectors (in the broadcast shape).
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the broadcast shape without ``axis``, of the dtype the
        inputs promote to.

    Raises:
        ValueError: the sizes along ``axis`` differ, the shapes do not
            broadcast, or ``axis`` is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.vecdot(ivy.asarray([1, 2, 3]), ivy.asarray([4, 5, 6])).tolist()
        32
        >>> ivy.vecdot(ivy.asarray([[1, 2], [3, 4]]), ivy.asarray([1, 1])).tolist()
        [3, 7]
    """
    return calls.vecdot(x1, x2, axis, out)


@primary(arrays=("x",), normalize=_diag_args)
def diag(x: ArrayLike, /, *, k: int = 0, out: Array | None = None) -> Array:
    """Build a diagonal matrix from a vector, or take a diagonal of a matrix (Ivy's ``diag``).

    Args:
        x: A 1-D array, placed on the ``k``-th diagonal of a square matrix
            (zeros elsewhere); or a 2-D array, whose ``k``-th diagonal is taken.
        k: The diagonal: 0 the main one, > 0 above it, < 0 below it.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        For 1-D ``x`` of length ``n`` a ``(n + |k|, n + |k|)`` matrix; for 2-D
        ``x`` a 1-D array. The dtype is that of ``x``.

    Raises:
        ShapeError: ``x`` is not 1-D or 2-D.
        ArgumentTypeError: ``k`` is not an int.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.diag(ivy.asarray([1, 2])).tolist()
        [[1, 0], [0, 2]]
        >>> ivy.diag(ivy.asarray([[1, 2], [3, 4]]), k=-1).tolist()
        [3]
    """
    return calls.diag(x, k, out)


@primary(arrays=("x",), dtype="sum", normalize=_diagonal_args, shapes=_shapes.matrices)
def trace(
    x: ArrayLike,
    /,
    *,
    offset: int = 0,
    axis1: int = -2,
    axis2: int = -1,
    dtype: DtypeLike | None = None,
    out: Array | None = None,
) -> Array:
    """Sum a diagonal of each matrix of ``x``.

    The matrices span ``axis1`` and ``axis2``: the last two axes by default,
    as the standard's ``linalg.trace``; Ivy's keywords pick others. The result
    dtype follows :func:`sum`'s rule (e.g. int8 gives the default int dtype).

    Args:
        x: Array of at least two dimensions.
        offset: The diagonal: 0 the main one, > 0 above it, < 0 below it.
        axis1: The first axis of the matrices.
        axis2: The second axis of the matrices.
        dtype: Dtype to accumulate in and return; chosen by :func:`sum`'s rule
            when None.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape of ``x`` without ``axis1`` and ``axis2``.

    Raises:
        ShapeError: ``x`` has fewer than two dimensions (a ``ValueError``).
        AxisError: ``axis1`` or ``axis2`` is out of range (an ``IndexError``
            and a ``ValueError``); ValueError: they name the same axis.
        TypeError: ``offset``, ``axis1`` or ``axis2`` is not an int.

    Example:
        >>> import ivy_core as ivy
        >>> x = ivy.asarray([[1, 2], [3, 4]])
        >>> ivy.linalg.trace(x).tolist(), ivy.linalg.trace(x, offset=1).tolist()
        (5, 2)
    """
    return calls.trace(x, offset, axis1, axis2, dtype, out)


def _cholesky_args(where: str, x: Any, upper: Any) -> tuple[Any, Any]:
    return x, flag_arg(where, "upper", upper)


@primary(arrays=("x",), float_inputs=("x",), normalize=_cholesky_args, shapes=_shapes.square_matrices)
def cholesky(x: ArrayLike, /, *, upper: bool = False, out: Array | None = None) -> Array:
    """Compute the Cholesky factor of Hermitian positive-definite matrices.

    Integer and bool input is computed in the default float dtype.

    Args:
        x: Array of shape ``(..., M, M)``: a stack of Hermitian positive-definite
            matrices.
        upper: Return the upper factor ``U = L^H`` instead of the lower ``L``
            with ``x = L L^H``.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        A triangular array of the shape of ``x`` and its floating dtype.

    Raises:
        ValueError: the matrices are not square.

    Example:
        >>> import ivy_core as ivy
        >>> x = ivy.asarray([[4.0, 2.0], [2.0, 2.0]])
        >>> ivy.linalg.cholesky(x).tolist()
        [[2.0, 0.0], [1.0, 1.0]]
        >>> ivy.linalg.cholesky(x, upper=True).tolist()
        [[2.0, 1.0], [0.0, 1.0]]
    """
    return calls.cholesky(x, upper, out)


@primary(arrays=("x1", "x2"), promote=("x1", "x2"), normalize=_cross_args, shapes=_shapes.three_vectors, axis_range="broadcast")
def cross(x1: ArrayLike, x2: ArrayLike, /, *, axis: int = -1, out: Array | None = None) -> Array:
    """Compute the cross product of 3-element vectors along an axis.

    Args:
        x1: The first array.
        x2: The second array; it broadcasts with ``x1``.
        axis: The axis holding the vectors; its size must be 3 in both.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the broadcast shape and of the dtype the inputs promote to.

    Raises:
        ValueError: the size along ``axis`` is not 3, or the shapes do not
            broadcast.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.linalg.cross(ivy.asarray([1, 0, 0]), ivy.asarray([0, 1, 0])).tolist()
        [0, 0, 1]
    """
    return calls.cross(x1, x2, axis, out)


@primary(arrays=("x",), float_inputs=("x",), shapes=_shapes.square_matrices)
def det(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Compute the determinant of square matrices.

    Integer and bool input is computed in the default float dtype.

    Args:
        x: Array of shape ``(..., M, M)``.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of shape ``x.shape[:-2]`` and the floating dtype of ``x``.

    Raises:
        ValueError: the matrices are not square.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.linalg.det(ivy.asarray([[2.0, 0.0], [0.0, 3.0]])).tolist()
        6.0
    """
    return calls.det(x, out)


@primary(arrays=("x",), normalize=_diagonal_args, shapes=_shapes.matrices)
def diagonal(
    x: ArrayLike, /, *, offset: int = 0, axis1: int = -2, axis2: int = -1, out: Array | None = None
) -> Array:
    """Take a diagonal of each matrix of ``x``.

    Args:
        x: Array of at least two dimensions.
        offset: The diagonal: 0 the main one, > 0 above it, < 0 below it.
        axis1: The first axis of the matrices (default: second to last).
        axis2: The second axis of the matrices (default: last).
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the dtype of ``x``: its shape without ``axis1`` and
        ``axis2``, and the diagonal as a new last axis.

    Raises:
        ShapeError: ``x`` has fewer than two dimensions (a ``ValueError``).
        AxisError: ``axis1`` or ``axis2`` is out of range (an ``IndexError``
            and a ``ValueError``); ValueError: they name the same axis.
        TypeError: ``offset``, ``axis1`` or ``axis2`` is not an int.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.linalg.diagonal(ivy.asarray([[1, 2, 3], [4, 5, 6]]), offset=1).tolist()
        [2, 6]
        >>> ivy.linalg.diagonal(ivy.reshape(ivy.arange(8), (2, 2, 2))).tolist()
        [[0, 3], [4, 7]]
    """
    return calls.diagonal(x, offset, axis1, axis2, out)


@primary(arrays=("x",), float_inputs=("x",), returns="arrays", fields=("eigenvalues", "eigenvectors"), shapes=_shapes.square_matrices)
def eigh(x: ArrayLike, /) -> tuple[Array, Array]:
    """Compute the eigenvalues and eigenvectors of Hermitian (or real symmetric) matrices.

    Only the lower triangle of each matrix is read. Eigenvectors are determined
    up to a factor of modulus one. Integer and bool input is computed in the
    default float dtype.

    Args:
        x: Array of shape ``(..., M, M)``.

    Returns:
        A named tuple ``(eigenvalues, eigenvectors)``: the eigenvalues, of shape
        ``(..., M)``, ascending and of the real dtype of ``x``'s precision; the
        eigenvectors as the columns of an array of the shape of ``x`` and its
        floating dtype.

    Raises:
        ValueError: the matrices are not square.

    Example:
        >>> import ivy_core as ivy
        >>> w, v = ivy.linalg.eigh(ivy.asarray([[2.0, 1.0], [1.0, 2.0]]))
        >>> w.tolist(), v.shape
        ([1.0, 3.0], (2, 2))
    """
    return calls.eigh(x)


@primary(arrays=("x",), float_inputs=("x",), shapes=_shapes.square_matrices)
def eigvalsh(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Compute the eigenvalues of Hermitian (or real symmetric) matrices.

    Integer and bool input is computed in the default float dtype.

    Args:
        x: Array of shape ``(..., M, M)``.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of shape ``(..., M)``, ascending, of the real dtype of
        ``x``'s precision (complex64 gives float32).

    Raises:
        ValueError: the matrices are not square.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.linalg.eigvalsh(ivy.asarray([[2, 1], [1, 2]])).tolist()
        [1.0, 3.0]
    """
    return calls.eigvalsh(x, out)


@primary(arrays=("x",), float_inputs=("x",), shapes=_shapes.square_matrices)
def inv(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Compute the inverse of square matrices.

    Integer and bool input is computed in the default float dtype.

    Args:
        x: Array of shape ``(..., M, M)`` of invertible matrices.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape of ``x`` and its floating dtype.

    Raises:
        ValueError: the matrices are not square.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.linalg.inv(ivy.asarray([[2.0, 0.0], [0.0, 4.0]])).tolist()
        [[0.5, 0.0], [0.0, 0.25]]
    """
    return calls.inv(x, out)


@primary(arrays=("x",), float_inputs=("x",), normalize=_matrix_norm_args, shapes=_shapes.matrices)
def matrix_norm(
    x: ArrayLike,
    /,
    *,
    keepdims: bool = False,
    ord: int | float | Literal["fro", "nuc"] = "fro",
    out: Array | None = None,
) -> Array:
    """Compute a norm of each matrix over the last two axes of ``x``.

    Integer and bool input is computed in the default float dtype.

    Args:
        x: Array of at least two dimensions.
        keepdims: Keep the last two axes as axes of size one.
        ord: ``"fro"`` (Frobenius, default), ``"nuc"`` (sum of singular values),
            ``1``/``-1`` (max/min column sum of absolute values), ``inf``/``-inf``
            (max/min row sum), ``2``/``-2`` (largest/smallest singular value).
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of shape ``x.shape[:-2]`` (or with two trailing ones), of the
        real dtype of ``x``'s precision.

    Raises:
        ValueError: ``ord`` is not one of the above, or ``x`` has fewer than two
            dimensions.

    Example:
        >>> import ivy_core as ivy
        >>> x = ivy.asarray([[1, -2], [3, 4]])
        >>> ivy.linalg.matrix_norm(x, ord=1).tolist(), ivy.linalg.matrix_norm(x, ord=float("inf")).tolist()
        (6.0, 7.0)
        >>> ivy.linalg.matrix_norm(ivy.asarray([[3.0, 0.0], [0.0, 4.0]])).tolist()
        5.0
    """
    return calls.matrix_norm(x, keepdims, ord, out)


@primary(arrays=("x",), float_inputs=("x",), normalize=_matrix_power_args, shapes=_shapes.square_matrices)
def matrix_power(x: ArrayLike, n: int, /, *, out: Array | None = None) -> Array:
    """Raise square matrices to an integer power.

    ``n = 0`` gives the identity and a negative ``n`` the power of the
    inverse. Integer and bool input is computed in the default float dtype.

    Args:
        x: Array of shape ``(..., M, M)``.
        n: The exponent.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape of ``x`` and its floating dtype.

    Raises:
        ValueError: the matrices are not square.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.linalg.matrix_power(ivy.asarray([[1, 1], [0, 1]]), 3).tolist()
        [[1.0, 3.0], [0.0, 1.0]]
        >>> ivy.linalg.matrix_power(ivy.asarray([[2.0, 0.0], [0.0, 4.0]]), -1).tolist()
        [[0.5, 0.0], [0.0, 0.25]]
    """
    return calls.matrix_power(x, n, out)


_EPS = {"float16": 2.0**-10, "bfloat16": 2.0**-7, "float32": 2.0**-23, "float64": 2.0**-52}


def _matrix_rank_body(x: Any, rtol: Any, /) -> Array:
    """The computation of :func:`matrix_rank` (its parameters positionally)."""

    # The dtype support of this function is derived from the calls in its
    # body (operators included, even on Python ints); the shape arithmetic
    # and the comparisons of the real singular values live in helpers so
    # that only svdvals and zeros decide it (torch's missing complex ``>``
    # does not refuse complex ``x``).
    m, n, stack = _matrix_dims(x)
    if not (m and n):
        return zeros(stack, dtype=default_int_dtype(), device=x.device)
    return _count_above(svdvals(x), m, n, rtol)


@compositional(_matrix_rank_body, arrays=("x",), unwrap=("rtol",), indices=True, shapes=_shapes.matrices)
def matrix_rank(x: ArrayLike, /, *, rtol: float | ArrayLike | None = None) -> Array:
    """Count the singular values of each matrix above a tolerance.

    Args:
        x: Array of shape ``(..., M, N)``.
        rtol: Relative tolerance: singular values above ``rtol`` times the
            largest count. A float, or an array broadcasting with the stack
            shape; default ``max(M, N)`` times the machine epsilon of the dtype.

    Returns:
        An array of shape ``x.shape[:-2]`` in the default integer dtype
        (zeros for empty matrices).

    Raises:
        ValueError: ``x`` has fewer than two dimensions.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.linalg.matrix_rank(ivy.eye(3)).tolist()
        3
        >>> ivy.linalg.matrix_rank(ivy.asarray([[1.0, 2.0], [0.0, 0.0]])).tolist()
        1
    """
    return calls.matrix_rank(x, rtol)


def _matrix_dims(x: Array) -> tuple[int, int, tuple[int, ...]]:
    if x.ndim < 2:
        raise ArgumentValueError(f"ivy_core.matrix_rank: needs a (stack of) matrices, got shape {x.shape}")
    return x.shape[-2], x.shape[-1], tuple(x.shape[:-2])


def _count_above(s: Array, m: int, n: int, rtol: Any) -> Array:
    """The rank from the singular values ``s`` (descending, of a real dtype)."""

    if rtol is None:
        rtol = (m if m > n else n) * _EPS[str(s.dtype)]
    elif isinstance(rtol, bool) or not (isinstance(rtol, (int, float)) or hasattr(rtol, "shape")):
        raise ArgumentTypeError(
            f"ivy_core.matrix_rank (backend {s.backend!r}): rtol must be None, a float or an array, "
            f"got {rtol!r:.80} ({type(rtol).__name__})"
        )
    elif not isinstance(rtol, (int, float)):
        rtol = expand_dims(rtol, axis=-1)
    tol = s[..., :1] * rtol  # the largest singular value comes first
    # count_nonzero, not sum: a backend may refuse sums of bool (the
    # standard's sum takes numeric dtypes only); its result is the default int.
    return count_nonzero(s > tol, axis=-1)


@primary(arrays=("x1", "x2"), promote=("x1", "x2"), shapes=_shapes.vectors)
def outer(x1: ArrayLike, x2: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Compute the outer product of two vectors.

    Args:
        x1: A 1-D array of length ``N``.
        x2: A 1-D array of length ``M``.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of shape ``(N, M)`` with ``x1[i] * x2[j]``, of the dtype the
        inputs promote to.

    Raises:
        ValueError: an input is not one-dimensional.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.linalg.outer(ivy.asarray([1, 2]), ivy.asarray([3, 4, 5])).tolist()
        [[3, 4, 5], [6, 8, 10]]
    """
    return calls.outer(x1, x2, out)


def _pinv_args(where: str, x: Any, rtol: Any) -> tuple[Any, Any]:
    # None, a real number or an array (unwrapped to a native one).
    if rtol is not None and (
        isinstance(rtol, bool) or not (isinstance(rtol, (int, float)) or hasattr(rtol, "dtype"))
    ):
        raise ArgumentTypeError(
            f"{where}: rtol must be None, a float or an array, got {rtol!r:.80} ({type(rtol).__name__})"
        )
    return x, rtol


@primary(arrays=("x",), float_inputs=("x",), unwrap=("rtol",), normalize=_pinv_args, shapes=_shapes.matrices)
def pinv(x: ArrayLike, /, *, rtol: float | ArrayLike | None = None, out: Array | None = None) -> Array:
    """Compute the Moore-Penrose pseudo-inverse of matrices.

    Integer and bool input is computed in the default float dtype.

    Args:
        x: Array of shape ``(..., M, N)``.
        rtol: Singular values at most ``rtol`` times the largest are treated as
            zero: a float, or a real floating array broadcasting with the stack
            shape ``x.shape[:-2]``; default ``max(M, N)`` times the machine
            epsilon of the dtype.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of shape ``(..., N, M)`` and the floating dtype of ``x``.

    Raises:
        ValueError: ``x`` has fewer than two dimensions.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.linalg.pinv(ivy.asarray([[2.0, 0.0], [0.0, 0.0]])).tolist()
        [[0.5, 0.0], [0.0, 0.0]]
        >>> ivy.linalg.pinv(ivy.asarray([[1.0, 2.0]])).shape
        (2, 1)
        >>> ivy.linalg.pinv(ivy.asarray([[2.0, 0.0], [0.0, 1e-3]]), rtol=ivy.asarray(0.01)).tolist()
        [[0.5, 0.0], [0.0, 0.0]]
    """
    return calls.pinv(x, rtol, out)


@primary(arrays=("x",), float_inputs=("x",), returns="arrays", fields=("Q", "R"), normalize=_qr_args, shapes=_shapes.matrices)
def qr(x: ArrayLike, /, *, mode: Literal["reduced", "complete"] = "reduced") -> tuple[Array, Array]:
    """Compute the QR decomposition ``x = Q R`` of matrices.

    Integer and bool input is computed in the default float dtype.

    Args:
        x: Array of shape ``(..., M, N)``.
        mode: ``"reduced"`` gives ``Q`` of shape ``(..., M, K)`` and ``R`` of
            shape ``(..., K, N)`` with ``K = min(M, N)``; ``"complete"`` gives a
            square ``Q`` ``(..., M, M)`` and ``R`` ``(..., M, N)``.

    Returns:
        A named tuple ``(Q, R)``: ``Q`` with orthonormal columns and ``R`` upper
        triangular, both of the floating dtype of ``x``.

    Raises:
        ValueError: ``mode`` is neither of the above, or ``x`` has fewer than
            two dimensions.

    Example:
        >>> import ivy_core as ivy
        >>> q, r = ivy.linalg.qr(ivy.ones((3, 2)), mode="complete")
        >>> q.shape, r.shape
        ((3, 3), (3, 2))
    """
    return calls.qr(x, mode)


@primary(arrays=("x",), float_inputs=("x",), returns="arrays", fields=("sign", "logabsdet"), shapes=_shapes.square_matrices)
def slogdet(x: ArrayLike, /) -> tuple[Array, Array]:
    """Compute the sign and the log of the absolute value of the determinant.

    Integer and bool input is computed in the default float dtype.

    Args:
        x: Array of shape ``(..., M, M)``.

    Returns:
        A named tuple ``(sign, logabsdet)`` of arrays of shape ``x.shape[:-2]``:
        ``sign`` in the floating dtype of ``x`` (a unit complex number for
        complex input; 0 for a singular matrix) and ``logabsdet``, the natural
        log of ``|det|``, in the real dtype (``-inf`` when singular).

    Raises:
        ValueError: the matrices are not square.

    Example:
        >>> import ivy_core as ivy
        >>> sign, logabsdet = ivy.linalg.slogdet(ivy.asarray([[0.0, 1.0], [1.0, 0.0]]))
        >>> sign.tolist(), logabsdet.tolist()
        (-1.0, 0.0)
    """
    return calls.slogdet(x)


@primary(arrays=("x1", "x2"), promote=("x1", "x2"), float_inputs=("x1", "x2"), shapes=_shapes.solvable)
def solve(x1: ArrayLike, x2: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Solve the linear system ``x1 @ X = x2`` for ``X``.

    The inputs are promoted to one dtype; integer and bool input is computed
    in the default float dtype.

    Args:
        x1: Array of shape ``(..., M, M)`` of invertible coefficient matrices.
        x2: A 1-D array of length ``M`` (one right-hand-side vector), or an
            array ``(..., M, K)`` of matrices whose stack shape broadcasts with
            that of ``x1``.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        ``X``, with the shape of ``x2`` (stack shape broadcast) and the
        promoted floating dtype.

    Raises:
        ValueError: ``x1`` is not square, or the shapes do not match.

    Example:
        >>> import ivy_core as ivy
        >>> a = ivy.asarray([[2.0, 0.0], [0.0, 4.0]])
        >>> ivy.linalg.solve(a, ivy.asarray([2.0, 8.0])).tolist()
        [1.0, 2.0]
    """
    return calls.solve(x1, x2, out)


@primary(arrays=("x",), float_inputs=("x",), returns="arrays", fields=("U", "S", "Vh"), normalize=_svd_args, shapes=_shapes.matrices)
def svd(x: ArrayLike, /, *, full_matrices: bool = True) -> tuple[Array, Array, Array]:
    """Compute the singular value decomposition ``x = U diag(S) Vh``.

    Singular vectors are determined up to a factor of modulus one. Integer and
    bool input is computed in the default float dtype.

    Args:
        x: Array of shape ``(..., M, N)``; let ``K = min(M, N)``.
        full_matrices: If true ``U`` is ``(..., M, M)`` and ``Vh``
            ``(..., N, N)``; if false ``(..., M, K)`` and ``(..., K, N)``.

    Returns:
        A named tuple ``(U, S, Vh)``: ``U`` and ``Vh`` of the floating dtype of
        ``x``, ``S`` of shape ``(..., K)``, descending, in the real dtype.

    Raises:
        ValueError: ``x`` has fewer than two dimensions.

    Example:
        >>> import ivy_core as ivy
        >>> u, s, vh = ivy.linalg.svd(ivy.asarray([[3.0, 0.0], [0.0, -4.0], [0.0, 0.0]]))
        >>> u.shape, s.tolist(), vh.shape
        ((3, 3), [4.0, 3.0], (2, 2))
    """
    return calls.svd(x, full_matrices)


@primary(arrays=("x",), float_inputs=("x",), shapes=_shapes.matrices)
def svdvals(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Compute the singular values of matrices.

    Integer and bool input is computed in the default float dtype.

    Args:
        x: Array of shape ``(..., M, N)``.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of shape ``(..., min(M, N))``, descending, of the real dtype
        of ``x``'s precision.

    Raises:
        ValueError: ``x`` has fewer than two dimensions.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.linalg.svdvals(ivy.asarray([[3.0, 0.0], [0.0, -4.0]])).tolist()
        [4.0, 3.0]
    """
    return calls.svdvals(x, out)


@primary(arrays=("x",), float_inputs=("x",), normalize=_vector_norm_args)
def vector_norm(
    x: ArrayLike,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: bool = False,
    ord: int | float = 2,
    out: Array | None = None,
) -> Array:
    """Compute a vector norm of ``x`` over the given axes.

    Integer and bool input is computed in the default float dtype.

    Args:
        x: The input array.
        axis: An axis or tuple of axes; None treats all of ``x`` as one flat vector.
        keepdims: Keep the reduced axes as axes of size one.
        ord: ``inf``/``-inf`` the largest/smallest absolute value, ``0`` the
            number of nonzero elements, any other ``p``
            ``sum(|x|**p)**(1/p)`` (default 2, the Euclidean norm).
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape of ``x`` without (or, with ``keepdims``, with
        size one along) the reduced axes, of the real dtype of ``x``'s precision.

    Raises:
        ValueError: an axis is out of range.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.linalg.vector_norm(ivy.asarray([3, 4])).tolist()
        5.0
        >>> ivy.linalg.vector_norm(ivy.asarray([[3, -4], [6, 8]]), axis=1, ord=1).tolist()
        [7.0, 14.0]
    """
    return calls.vector_norm(x, axis, keepdims, ord, out)
