"""Lazy backends (Dask): arrays that are graphs until someone computes them.

A backend whose runtime sets ``LAZY = True`` and provides ``compute(*xs)``
(one pass over several arrays, giving in-memory NumPy arrays) and
``persist(*xs)`` (the same arrays, their chunks computed and kept where
they are) is lazy. ivy_core never computes such an array on its own:

- ``bool()``, ``int()``, ``float()``, ``complex()`` and ``operator.index``
  of a lazy array raise ``ValueError`` (the standard allows it) naming the
  call and saying how to compute, unless :func:`implicit_compute` is on;
- :func:`compute` computes several arrays in one pass and returns them as
  NumPy-backed Arrays, whose Python values are then free;
- :func:`persist` keeps them on the backend, computed;
- :func:`compute_count` counts the computes ivy_core ran (explicit and
  implicit), so a test can check that a loop computes once per iteration.
"""

from __future__ import annotations

from .._base import _state
from ._array import Array

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

__all__ = ["compute", "persist", "implicit_compute", "set_implicit_compute", "compute_count"]


def _groups(arrays: tuple[Any, ...], where: str) -> list[tuple[Any, list[int]]]:
    """The arguments' backends, each with the positions of its arrays."""
    groups: dict[int, tuple[Any, list[int]]] = {}
    for i, a in enumerate(arrays):
        data = a._data if isinstance(a, Array) else a
        b = _state.backend_of_type(type(data))
        if b is None:
            raise TypeError(
                f"{where}: argument {i} is a {type(a).__name__}, not an array of an installed "
                "backend; pass ivy_core Arrays"
            )
        groups.setdefault(id(b), (b, []))[1].append(i)
    return list(groups.values())


def compute(*arrays: Any) -> tuple[Array, ...]:
    """Compute lazy arrays, all in one pass, into memory.

    Each array of a lazy backend (Dask) comes back as a NumPy-backed Array
    holding its values; arrays of other backends come back as they are.
    One call computes the graphs of all its arguments together, sharing
    their common parts: ``loss, err = ivy_core.compute(loss, err)``.

    Args:
        *arrays: Arrays (or native arrays) of any installed backends.

    Returns:
        A tuple with one Array per argument, in order.

    Example:
        >>> import ivy_core as ivy
        >>> (x,) = ivy.compute(ivy.asarray([1.0, 2.0]))   # NumPy is not lazy: as it is
        >>> x.tolist()
        [1.0, 2.0]
    """
    return _run(arrays, "compute", "ivy_core.compute")


def persist(*arrays: Any) -> tuple[Array, ...]:
    """Compute lazy arrays in one pass and keep them on their backend.

    The result is again an array of the lazy backend, whose chunks are
    computed and held by its workers: later graphs built on it start from
    them instead of recomputing. Arrays of other backends come back as they are.

    Args:
        *arrays: Arrays (or native arrays) of any installed backends.

    Returns:
        A tuple with one Array per argument, in order.
    """
    return _run(arrays, "persist", "ivy_core.persist")


def _run(arrays: tuple[Any, ...], hook: str, where: str) -> tuple[Array, ...]:
    out: list[Any] = [a if isinstance(a, Array) else None for a in arrays]
    for b, positions in _groups(arrays, where):
        natives = [arrays[i]._data if isinstance(arrays[i], Array) else arrays[i] for i in positions]
        if not b.lazy:
            for i, native in zip(positions, natives, strict=True):
                out[i] = arrays[i] if isinstance(arrays[i], Array) else Array(native)
            continue
        results = (b.runtime.compute if hook == "compute" else b.runtime.persist)(*natives)
        _state.computes.value += 1
        for i, r in zip(positions, results, strict=True):
            out[i] = Array(r)  # compute: NumPy arrays (the NumPy backend's); persist: the backend's
    return tuple(out)


def compute_count() -> int:
    """How many computes of lazy arrays ivy_core has run in this process:
    each :func:`compute`/:func:`persist` call, and each Python value taken
    from a lazy array under :func:`implicit_compute`.

    Example:
        >>> import ivy_core as ivy
        >>> isinstance(ivy.compute_count(), int)
        True
    """
    count: int = _state.computes.value
    return count


def set_implicit_compute(on: bool, /) -> None:
    """Let ``bool()``/``int()``/``float()`` of a lazy array compute it, for
    the whole process (each such call is a compute of its whole graph; see
    :class:`implicit_compute` for a block)."""
    _state.implicit_compute.value = bool(on)


class implicit_compute:
    """Inside the block (this thread or task), ``bool()``, ``int()``,
    ``float()``, ``complex()`` and ``operator.index`` of a lazy array compute
    it, each call counted by :func:`compute_count`.

    Example:
        >>> import ivy_core as ivy
        >>> with ivy.implicit_compute():
        ...     float(ivy.asarray(2.5))
        2.5
    """

    __slots__ = ("_on",)

    def __init__(self, on: bool = True, /) -> None:
        self._on = bool(on)

    def __enter__(self) -> None:
        _state.implicit_compute.enter(self, self._on)

    def __exit__(self, *exc: object) -> None:
        _state.implicit_compute.exit(self)

