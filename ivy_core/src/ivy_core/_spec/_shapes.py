"""Which axes and shapes of a failed call do not fit, read from its arguments.

A function's spec names its rule (``shapes=``, one of the rules below, and
``axis_range=``); used by ``_failure`` once a backend has rejected a call, so that an axis out
of range or shapes that do not fit raise one class on every backend, with
a message saying what does not fit. On an eager backend nothing here runs
on a successful call; a lazy backend's entries run the rules on every call
(``_failure.make_precheck``), as its framework would find the mistake only
when the result is computed.
"""

from __future__ import annotations

import _operator as operator  # the functions operator.py re-exports, without loading it

from ._api import is_int
from ._axes import OR_0D

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from ._api import ApiFunction

__all__ = [
    "shape_of", "axis_out_of_range", "shapes_that_do_not_fit", "broadcast_shapes",
    "broadcast_together", "broadcast_all", "broadcast_target", "matrix_product", "same_size", "matrices",
    "square_matrices", "contracted_sizes", "vecdot_sizes", "solvable", "vectors", "three_vectors", "same_ndim",
    "joined",
]  # fmt: skip

# Parameters that name axes of the (first) array argument.
_AXIS_PARAMS = ("axis", "axes", "source", "destination", "axis1", "axis2")
def shape_of(v: Any) -> tuple[int, ...] | None:
    """The shape of an array argument (``Array`` or native), else None."""
    d = getattr(v, "_data", v)
    if isinstance(v, (bool, int, float, complex, str, bytes)) or not hasattr(d, "shape"):
        return None
    try:
        return tuple(int(s) for s in d.shape)
    except (TypeError, ValueError):  # a traced value of unknown size
        return None


def _first_array(api: ApiFunction, args: tuple[Any, ...]) -> tuple[int, ...] | None:
    """The shape of the first array argument (or of the first array of a
    sequence argument)."""
    for p, v in zip(api.params, args, strict=False):
        if p.name in api.arrays:
            shape = shape_of(v)
            if shape is not None:
                return shape
        if p.name in api.sequences and isinstance(v, (list, tuple)) and v:
            return shape_of(v[0])
    return None


def axis_out_of_range(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    """Which axis argument of a failed call is out of range, counted as the
    function's spec says (``axis_range=``): on the first array (``"array"``),
    on the broadcast shape of the first two (``"broadcast"``), on the result
    of ``expand_dims`` (``"result"``) or of ``stack`` (``"stacked"``);
    ``None``: the function's ``axis``/``axes`` are not axes of an array."""
    if api.axis_range is None:
        return None
    shape = _first_array(api, args)
    if shape is None:
        return None
    ndim = len(shape)
    if api.axis_range == "broadcast":
        ndim = max(len(s) for s in (shape_of(v) for v in args[:2]) if s is not None)
    for name in _AXIS_PARAMS:
        at = api.index.get(name)
        if at is None or at >= len(args):
            continue
        value = args[at]
        axes = value if isinstance(value, (tuple, list)) else (value,)
        if not all(is_int(a) for a in axes):
            continue
        axes = [operator.index(a) for a in axes]
        bound = ndim + len(axes) if api.axis_range == "result" else ndim + (api.axis_range == "stacked")
        bad = [a for a in axes if not -bound <= a < bound]
        if bound == 0 and api.axis_check == OR_0D and all(a in (0, -1) for a in axes):
            bad = []  # sort's 0-d x takes 0 and -1
        if bad:
            of = "the result" if bound != ndim else "an array"
            if bound == 0:
                rule = "a 0-d array has no axis"
            else:
                rule = f"an axis of {of} of {bound} dimensions is in [{-bound}, {bound})"
            return f"{name}={value!r} is out of range: {rule}; pass an axis in that range"
    return None


def shapes_that_do_not_fit(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    """Why the shapes of a failed call do not fit, by the function's own rule
    (its spec's ``shapes=`` option, one of the rules below); the operands of
    an elementwise function must broadcast together."""
    if api.shapes is not None:
        return api.shapes(api, args)
    if api.spec.__module__.endswith(".elementwise"):
        return broadcast_together(api, args)
    return None


# -- the rules a spec names in ``shapes=`` ----------------------------------------


def _broadcast(shapes: list[tuple[int, ...] | None]) -> str | None:
    known = [s for s in shapes if s is not None]
    if len(known) < 2:
        return None
    result: tuple[int, ...] | None = ()
    for s in known:
        result = broadcast_shapes(result, s) if result is not None else None
    if result is None:
        listed = " and ".join(str(s) for s in known)
        return f"shapes {listed} do not broadcast together; reshape or expand_dims one of the operands"
    return None


def broadcast_together(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    """The promoted operands broadcast together (elementwise functions, ``where``)."""
    return _broadcast([shape_of(args[api.index[p]]) for p in api.promote])


def broadcast_all(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    """Every array of ``*arrays`` broadcasts with the others (``broadcast_arrays``)."""
    given = args[0] if args and isinstance(args[0], (tuple, list)) else args
    return _broadcast([shape_of(v) for v in given])


def broadcast_target(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    """The array broadcasts to ``shape`` (``broadcast_to``)."""
    shape = _first_array(api, args)
    target = args[api.index["shape"]]
    target = target if isinstance(target, (tuple, list)) else (target,)
    if shape is not None and all(is_int(n) for n in target):
        wanted = tuple(operator.index(n) for n in target)
        if broadcast_shapes(shape, wanted) != wanted:
            return f"an array of shape {shape} does not broadcast to the shape {wanted}"
    return None


def matrix_product(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    """x1's last dimension is x2's second-to-last (or only) one, and the batch
    dimensions broadcast (``matmul``)."""
    shapes = [s for s in (shape_of(args[api.index[p]]) for p in api.promote) if s is not None]
    if len(shapes) != 2:
        return None
    s1, s2 = shapes
    if not s1 or not s2:
        return "matmul takes arrays of at least 1 dimension, not 0-d ones; use multiply"
    inner1 = s1[-1]
    inner2 = s2[-2] if len(s2) > 1 else s2[0]
    if inner1 != inner2:
        return (
            f"shapes {s1} and {s2} do not fit a matrix product: the last dimension of x1 "
            f"({inner1}) must equal the second-to-last of x2 ({inner2}); transpose or reshape one"
        )
    s1, s2 = s1[:-2], s2[:-2]
    if broadcast_shapes(s1, s2) is None:
        return f"the batch dimensions {s1} and {s2} do not broadcast together"
    return None


def same_size(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    """The new shape holds as many elements as the array, with at most one
    size inferred (``reshape``)."""
    shape = _first_array(api, args)
    new = args[api.index["shape"]]
    new = new if isinstance(new, (tuple, list)) else (new,)
    if shape is not None and all(is_int(n) for n in new):
        size = _product(shape)
        dims = [operator.index(n) for n in new]
        known = _product([n for n in dims if n != -1])
        unknown = dims.count(-1)
        fits = (unknown == 0 and known == size) or (unknown == 1 and known and size % known == 0)
        if unknown > 1:
            return f"the shape {tuple(dims)} has more than one -1; at most one size can be inferred"
        if not fits:
            return f"an array of shape {shape} ({size} elements) cannot take the shape {tuple(dims)}"
    return None


def matrices(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    """The array is a matrix or a stack of matrices (``matrix_transpose``,
    ``svd``, ``tril``...)."""
    shape = _first_array(api, args)
    if shape is not None and len(shape) < 2:
        return f"{api.name} takes a matrix or a stack of matrices (2 or more dimensions), not shape {shape}"
    return None


def square_matrices(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    """The array is a square matrix or a stack of them (``inv``, ``det``...)."""
    found = matrices(api, args)
    if found is not None:
        return found
    shape = _first_array(api, args)
    if shape is not None and shape[-1] != shape[-2]:
        return f"{api.name} takes square matrices, not shape {shape}"
    return None


def contracted_sizes(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    """The axes ``tensordot`` contracts have equal sizes."""
    s1, s2, axes = shape_of(args[0]), shape_of(args[1]), args[2]
    if s1 is None or s2 is None:
        return None
    try:
        if is_int(axes):
            n = operator.index(axes)
            if n < 0 or n > min(len(s1), len(s2)):
                return None
            pairs = list(zip(range(len(s1) - n, len(s1)), range(n), strict=True))
        else:
            first, second = axes
            pairs = list(zip(first, second, strict=True))
        sizes = [(s1[a], s2[b]) for a, b in pairs]
    except (TypeError, ValueError, IndexError):
        return None
    if any(m != n for m, n in sizes):
        return (
            f"tensordot contracts axes of different sizes: x1 {s1} and x2 {s2} with axes={axes!r} "
            f"pair sizes {', '.join(f'{m} with {n}' for m, n in sizes)}"
        )
    return None


def _two(args: tuple[Any, ...]) -> tuple[tuple[int, ...] | None, tuple[int, ...] | None]:
    """The shapes of the first two arguments (None for one not given)."""
    return shape_of(args[0]) if args else None, shape_of(args[1]) if len(args) > 1 else None


def vecdot_sizes(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    """Both arrays have one size along ``axis`` (``vecdot``)."""
    s1, s2 = _two(args)
    axis = args[api.index["axis"]]
    if s1 and s2 and is_int(axis):
        try:
            n1, n2 = s1[operator.index(axis)], s2[operator.index(axis)]
        except IndexError:
            return None
        if n1 != n2:
            return f"vecdot needs one size along axis={axis}, not {n1} (x1 {s1}) and {n2} (x2 {s2})"
    return None


def solvable(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    """x1 is square and x2 has as many rows (``solve``)."""
    s1, s2 = _two(args)
    if s1 is None or s2 is None:
        return None
    if len(s1) < 2 or s1[-1] != s1[-2]:
        return f"solve takes square matrices as x1, not shape {s1}"
    n = s1[-1]
    if not s2 or (s2[-1] != n and (len(s2) < 2 or s2[-2] != n)):
        return f"x2 of shape {s2} does not fit x1 of shape {s1}: x2 needs {n} rows"
    return None


def vectors(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    """Both arrays are 1-d (``outer``)."""
    bad = [s for s in _two(args) if s is not None and len(s) != 1]
    return f"{api.name} takes two 1-d arrays, not shape {bad[0]}" if bad else None


def three_vectors(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    """Both arrays have 3 elements along ``axis`` (``cross``)."""
    s1, s2 = _two(args)
    axis = args[2] if len(args) > 2 else -1
    if s1 is None or s2 is None or not is_int(axis):
        return None
    axis = operator.index(axis)
    try:
        n1, n2 = s1[axis], s2[axis]
    except IndexError:
        return None
    if n1 != 3 or n2 != 3:
        return f"cross takes vectors of 3 elements along axis={axis}, not {n1} (x1 {s1}) and {n2} (x2 {s2})"
    return None


def same_ndim(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    """``indices`` has as many dimensions as ``x`` (``take_along_axis``)."""
    s1, s2 = _two(args)
    if s1 is not None and s2 is not None and len(s1) != len(s2):
        return f"indices need as many dimensions as x: x has shape {s1}, indices {s2}"
    return None


def joined(api: ApiFunction, args: tuple[Any, ...]) -> str | None:
    """``concat``: the arrays' shapes agree but along ``axis``; ``stack``: in full."""
    arrays = args[api.index["arrays"]]
    axis = args[api.index["axis"]]
    if not isinstance(arrays, (list, tuple)):
        return None
    shapes = [shape_of(a) for a in arrays]
    if not shapes or any(s is None for s in shapes):
        return None
    first = shapes[0]
    assert first is not None
    if api.name == "stack":
        if any(s != first for s in shapes):
            return f"stack takes arrays of one shape, not {', '.join(map(str, shapes))}"
        return None
    if axis is None or not is_int(axis):
        return None
    if any(s is not None and len(s) != len(first) for s in shapes):
        return f"concat takes arrays of one number of dimensions, not shapes {', '.join(map(str, shapes))}"
    at = operator.index(axis) % len(first) if first else 0
    if any(s is not None and (s[:at] + s[at + 1 :]) != (first[:at] + first[at + 1 :]) for s in shapes):
        return (
            f"shapes {', '.join(map(str, shapes))} differ along an axis other than axis={axis}; "
            "concat needs equal sizes on every other axis"
        )
    return None


def _product(dims: Sequence[int]) -> int:
    n = 1
    for d in dims:
        n *= d
    return n


def broadcast_shapes(s1: tuple[int, ...], s2: tuple[int, ...]) -> tuple[int, ...] | None:
    """The broadcast shape of two shapes, or None when they do not broadcast."""
    n = max(len(s1), len(s2))
    a = (1,) * (n - len(s1)) + s1
    c = (1,) * (n - len(s2)) + s2
    out = []
    for x, y in zip(a, c, strict=True):
        if x != y and x != 1 and y != 1:
            return None
        out.append(y if x == 1 else x)
    return tuple(out)
