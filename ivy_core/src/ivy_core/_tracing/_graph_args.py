"""The arguments and results of a traced graph: which leaves are arrays,
the cache key of a call, and putting traced values or results back in
place of the leaves (``_trace``)."""

from __future__ import annotations

from .._arrays._array import Array
from .._base import _state
from .._base._errors import TraceError
from .._plugins import _registry
from .._select import _handler
from ..creation import asarray
from ._compile_args import arrays_by_path
from ._compile_args import layout as layout_of
from ._compile_args import rebound as rebound_entries
from ._graph import Slot

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["is_array", "ivy_key", "default_key", "layout", "fill", "template", "rebuild", "wrap", "native_for"]

_new = object.__new__

_NOT_ARRAYS = frozenset((bool, int, float, complex, str, bytes, type(None), slice, type(Ellipsis)))


def is_array(x: Any) -> bool:
    """Whether ``x`` is an array of an installed backend."""
    t = type(x)
    return t not in _NOT_ARRAYS and _registry.backend_of_type(t) is not None


def ivy_key(x: Any) -> Any:
    """The cache key of an input of a graph of ivy_core calls: its ivy_core
    dtype and shape, whatever its backend."""
    return (wrap(x).dtype, tuple(x.shape))


def default_key(x: Any) -> Any:
    """An input's cache key when its backend gives no ``trace_key``."""
    return (type(x), tuple(x.shape), x.dtype)


def layout(*trees: Any) -> str:
    """The containers' layout, as text (part of the cache key)."""
    return repr(trees)


def fill(x: Any, values: list[Any]) -> Any:
    """The arguments: ``x`` with each ``Slot`` replaced by its value."""
    t = type(x)
    if t is Slot:
        return values[x.index]
    if t is tuple or t is list:
        return t(fill(v, values) for v in x)
    if t is dict:
        return {k: fill(v, values) for k, v in x.items()}
    return x


def template(out: Any, leaves: list[Any]) -> Any:
    """``out`` with every leaf replaced by a ``Slot`` (collected in
    ``leaves``, ``Array`` unwrapped)."""
    t = type(out)
    if t is tuple or t is list:
        return t(template(v, leaves) for v in out)
    if t is dict:
        return {k: template(v, leaves) for k, v in out.items()}
    if isinstance(out, tuple) and hasattr(t, "_fields"):  # a namedtuple (qr, svd, ...)
        return t(*(template(v, leaves) for v in out))
    leaves.append(out._data if t is Array else out)
    return Slot(len(leaves) - 1, t is Array)


def rebuild(tree: Any, out: Any) -> Any:
    """The result: ``tree`` (a ``template``) with each ``Slot`` replaced by
    its replayed value (wrapped again where it was an ``Array``)."""
    t = type(tree)
    if t is Slot:
        v = out[tree.index]
        return wrap(v) if tree.array else v
    if t is tuple or t is list:
        return t(rebuild(v, out) for v in tree)
    if t is dict:
        return {k: rebuild(v, out) for k, v in tree.items()}
    if isinstance(tree, tuple) and hasattr(t, "_fields"):
        return t(*(rebuild(v, out) for v in tree))
    return tree


def wrap(x: Any) -> Array:
    a = _new(Array)
    a._data = x
    return a


def native_for(b: Any, x: Any, copy: bool = False) -> Any:
    """``x`` as an array of backend ``b`` (inputs of another framework are
    converted, as ivy_core.asarray would; with ``copy``, into a buffer of
    their own that the function may change in place, where NumPy's view of
    a JAX array is read-only)."""
    if isinstance(x, b.array_types):
        return x
    source = _state.backend_of_type(type(x))
    if source is not None:  # another backend's array: through NumPy, which every runtime reads
        x = source.runtime.to_numpy(x)
        if isinstance(x, b.array_types) and not copy:
            return x
    with _handler.using_backend(b):
        return asarray(x, copy=True if copy else None)._data


def runner(
    fn: Callable[..., Any], leaves: list[Any], n_args: int, rebuild: Callable[[list[Any]], Any], block: Any,
    templates: list[Any], rebound: list[tuple[int, int]], changed_in_place: Callable[[Any], bool] | None,
) -> Callable[[list[Any]], list[Any]]:
    """What a tracer runs: ``fn`` called with the traced values in place of
    the arrays among its arguments (``leaves[:n_args]``, put back by
    ``rebuild``) and of the Arrays it reads from outside (``leaves[n_args:]``,
    which hold them while it runs), inside ``block``; it returns the output
    leaves (their layout appended to ``templates``) and the new values of
    Array arguments the function changed (``rebound``: leaf, output)."""

    def call(traced: list[Any]) -> list[Any]:
        # An Array passed twice is one Array inside (an in-place update
        # through one name is seen through the other, as in eager code).
        seen: dict[int, Any] = {}
        wrapped: list[Any] = [seen.setdefault(id(leaves[i]), wrap(t)) if leaves[i].__class__ is Array else t
                              for i, t in enumerate(traced[:n_args])]
        outside = leaves[n_args:]
        before = [h._data for h in outside]
        for h, t in zip(outside, traced[n_args:], strict=True):
            h._data = t
            wrapped.append(h)
        a, k = rebuild(wrapped)
        shape, start = layout_of((a, k)), arrays_by_path((a, k))
        try:
            with block:
                out = fn(*a, **k)
            if rebound_entries((a, k), shape, start, "ivy_core.trace_graph"):
                raise TraceError(
                    "ivy_core.trace_graph: the function gave an entry of a list or dict argument a new "
                    "Array (params['w'] = ...); a replay cannot give that back to the caller's container: "
                    "return the new values instead, or change the Arrays in place (params['w'][...] = ...)"
                )
            out_leaves: list[Any] = []
            templates.append(template(out, out_leaves))
            # An Array argument the function gave a new value (``x += 1`` or
            # ``x[0] = 1`` on JAX, whose arrays are immutable, or changed in
            # place on a stand-in backend): one more output, written back
            # into the caller's Array.
            for i, w in enumerate(wrapped):
                if (leaves[i].__class__ is Array
                        and (w._data is not traced[i] or (changed_in_place is not None and changed_in_place(traced[i])))
                        and (i >= n_args or seen.pop(id(leaves[i]), None) is not None)):
                    rebound.append((i, len(out_leaves)))
                    out_leaves.append(w._data)
        finally:
            for h, d in zip(outside, before, strict=True):
                h._data = d
        return out_leaves

    return call


def write_back(v: Any, leaves: Any, out: Any) -> None:
    """Give the caller's Arrays the new values a trace's function gave them
    (``Variant.rebound``: leaf index -> output index)."""
    for i, k in v.rebound:
        leaves[i]._data = out[k]
