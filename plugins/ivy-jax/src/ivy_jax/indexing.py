"""Indexing functions on jax. jax clamps or fills out-of-range indices
silently, so the bounds are checked here (IndexError, as NumPy raises).
ivy_core has checked the rest (integer indices, ``axis`` a non-negative axis
of ``x``, the ranks and shapes of take_along_axis)."""

from __future__ import annotations

from typing import Any
from weakref import ref as _ref

import jax
import jax.numpy as jnp
import numpy as np

from . import _keys
from ._runtime import _CONCRETE as _Concrete

__all__ = ["take", "take_along_axis"]


_np_asarray = np.asarray
#: Whether jax's default backend is the CPU (decided at the first check):
#: a concrete array then lives in host memory, where NumPy reads it without
#: a copy.
_host: list[bool] = []
#: Up to this many indices on another device, a copy to the host (one
#: transfer) is cheaper than two reductions and two transfers.
_SMALL = 4096


def _check(indices: Any, n: int, name: str) -> None:
    if type(indices) is _Concrete:
        # A concrete array (also inside jax.jit or a traced graph, where it
        # is a constant): its bounds read on the host by NumPy (about 3 us,
        # where two jax reductions and two .item() cost ~30 us), or
        # remembered from an earlier check of the same array.
        e = _seen.get(id(indices))
        if e is not None and e[0]() is indices:
            lo, hi = e[1], e[2]
        elif indices.size <= _SMALL or _on_host():
            lo, hi = _host_bounds(indices)
        else:
            lo, hi = _device_bounds(indices)
    else:
        lo, hi = _device_bounds(indices)
    if lo < -n or hi >= n:
        bad = lo if lo < -n else hi
        raise IndexError(
            f"ivy_core.{name} (backend 'jax'): index {bad} is out of bounds for an axis of size {n}"
        )


def _device_bounds(indices: Any) -> tuple[int, int]:
    if not indices.size:
        return 0, -1  # nothing to check
    # Concrete indices are checked now even inside jax.jit or a traced graph
    # (where jnp calls are staged); traced ones need their values and raise
    # jax's error, which a graph turns into a TraceError.
    with jax.ensure_compile_time_eval():
        return int(indices.min()), int(indices.max())


#: The bounds of concrete index arrays checked lately, by id: (a weak
#: reference to the array, its min, its max). jax arrays are immutable, so
#: an array still alive (the reference gives it back) has the same bounds.
_seen: dict[int, tuple[Any, int, int]] = {}
_SEEN_SIZE = 256


def _host_bounds(indices: Any) -> tuple[int, int]:
    """The (min, max) of a concrete array, ``(0, -1)`` for an empty one (no
    index to check), kept in ``_seen``."""
    host = _np_asarray(indices)
    lo, hi = (int(host.min()), int(host.max())) if host.size else (0, -1)
    if len(_seen) >= _SEEN_SIZE:
        _seen.clear()
    _seen[id(indices)] = (_ref(indices), lo, hi)
    return lo, hi


def _on_host() -> bool:
    if not _host:
        _host.append(jax.default_backend() == "cpu")
    return _host[0]


def take(x: Any, indices: Any, /, *, axis: int | None = None) -> Any:
    if axis is None:
        x, axis = x.reshape(-1), 0
    if not _checked(indices, x.shape[axis], "take"):
        return jnp.take(x, _wrapped(indices, x.shape[axis]), axis=axis, mode="clip")
    return jnp.take(x, indices, axis=axis)


def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
    if not _checked(indices, x.shape[axis], "take_along_axis"):
        return jnp.take_along_axis(x, _wrapped(indices, x.shape[axis]), axis=axis, mode="clip")
    return jnp.take_along_axis(x, indices, axis=axis)


def _checked(indices: Any, n: int, name: str) -> bool:
    """``_check``, where the values are known; False for indices traced by
    jax.jit (an index array passed to a compiled function), whose values
    nothing can read while tracing and no compiled code can raise on: they
    are clamped into range, as ``x[indices]`` is (negative ones counted from
    the end first). ``trace_graph`` (``_keys.tracing``) refuses them instead:
    its replay would clamp where eager code raises."""
    if isinstance(indices, jax.core.Tracer) and not getattr(_keys.tracing, "on", False) and not _concrete(indices):
        return False
    _check(indices, n, name)
    return True


def _wrapped(indices: Any, n: int) -> Any:
    """Negative indices counted from the end (``clip`` would clamp them to 0)."""
    return jnp.where(indices < 0, indices + n, indices)


def _concrete(x: Any) -> bool:
    try:
        with jax.ensure_compile_time_eval():
            jax.core.concrete_or_error(None, x)
    except jax.errors.ConcretizationTypeError:
        return False
    return True
