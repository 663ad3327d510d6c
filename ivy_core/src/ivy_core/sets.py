"""Set functions (``unique_*``). Every backend returns the unique values
sorted ascending (NaNs last), and indices and counts in the default int
dtype. As the standard asks, NaNs compare unequal, so each NaN is a unique
value of its own, while ``-0.0`` and ``0.0`` are one value."""

from __future__ import annotations

from ._arrays._array import Array
from ._base._state import calls
from ._spec._api import primary

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from ._arrays._typing import ArrayLike

__all__ = ["unique_all", "unique_counts", "unique_inverse", "unique_values"]


@primary(
    arrays=("x",),
    returns="arrays",
    fields=("values", "indices", "inverse_indices", "counts"),
    indices=("indices", "inverse_indices", "counts"),
)
def unique_all(x: ArrayLike, /) -> tuple[Array, Array, Array, Array]:
    """Find the unique elements of ``x`` with their first indices, inverse indices and counts.

    ``x`` is flattened first. NaNs are each a unique value; ``-0.0`` and
    ``0.0`` are one value.

    Args:
        x: The input array.

    Returns:
        A named tuple ``(values, indices, inverse_indices, counts)``: the sorted
        unique values (dtype of ``x``); the index in flattened ``x`` of the first
        occurrence of each; the index into ``values`` of each element of ``x``
        (shape of ``x``); and the count of each. Indices and counts are in the
        default int dtype.

    Example:
        >>> import ivy_core as ivy
        >>> r = ivy.unique_all(ivy.asarray([[3, 1], [3, 2]]))
        >>> r.values.tolist(), r.indices.tolist(), r.inverse_indices.tolist(), r.counts.tolist()
        ([1, 2, 3], [1, 3, 0], [[2, 0], [2, 1]], [1, 1, 2])
    """
    return calls.unique_all(x)


@primary(arrays=("x",), returns="arrays", fields=("values", "counts"), indices=("counts",))
def unique_counts(x: ArrayLike, /) -> tuple[Array, Array]:
    """Find the unique elements of ``x`` and how often each occurs.

    ``x`` is flattened first; NaNs are each a unique value.

    Args:
        x: The input array.

    Returns:
        A named tuple ``(values, counts)``: the sorted unique values (dtype of
        ``x``) and their counts (default int dtype).

    Example:
        >>> import ivy_core as ivy
        >>> values, counts = ivy.unique_counts(ivy.asarray([3, 1, 3, 2]))
        >>> values.tolist(), counts.tolist()
        ([1, 2, 3], [1, 1, 2])
    """
    return calls.unique_counts(x)


@primary(arrays=("x",), returns="arrays", fields=("values", "inverse_indices"), indices=("inverse_indices",))
def unique_inverse(x: ArrayLike, /) -> tuple[Array, Array]:
    """Find the unique elements of ``x`` and the position of each element among them.

    ``x`` is flattened first; NaNs are each a unique value.

    Args:
        x: The input array.

    Returns:
        A named tuple ``(values, inverse_indices)``: the sorted unique values
        (dtype of ``x``) and, with the shape of ``x``, the index into ``values``
        of each element (default int dtype), so ``values[inverse_indices]``
        rebuilds ``x``.

    Example:
        >>> import ivy_core as ivy
        >>> values, inverse = ivy.unique_inverse(ivy.asarray([[3, 1], [3, 2]]))
        >>> values.tolist(), inverse.tolist()
        ([1, 2, 3], [[2, 0], [2, 1]])
    """
    return calls.unique_inverse(x)


@primary(arrays=("x",))
def unique_values(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Find the unique elements of ``x``.

    ``x`` is flattened first. NaNs are each a unique value, placed last;
    ``-0.0`` and ``0.0`` are one value.

    Args:
        x: The input array.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        A 1-D array of the sorted unique values, of the dtype of ``x``.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.unique_values(ivy.asarray([[3, 1], [3, 2]])).tolist()
        [1, 2, 3]
    """
    return calls.unique_values(x, out)
