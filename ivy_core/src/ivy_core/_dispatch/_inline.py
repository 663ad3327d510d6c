"""What the fast entries decide inline beyond one dtype and plain values:
the dtype two arrays of different dtypes promote to (:func:`promoted`),
the dtype ``sum``/``prod`` of an integer array takes (:func:`sum_natives`)
and whether an ``axis`` tuple is one ``axis_args`` would pass unchanged
(:func:`takes_tuple`, :func:`axes_of`). Each answers as the general entry
would, or sends the call there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._base import _state
from .._dtype._promotion import promote_pair
from .._spec._api import ApiFunction, axis_args
from .._spec._axes import AXIS_FUNCTIONS
from ._sums import plain_sum_dtype

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._backends._backend import Backend

__all__ = ["MISS", "axes_of", "promoted", "promoted_all", "sum_natives", "takes_tuple"]


def takes_tuple(api: ApiFunction) -> bool:
    """Whether ``api``'s ``axis`` takes a tuple of axes (``sum``, ``mean``,
    ``var``...; not ``argmax`` or ``softmax``), where ``axis_args`` checks it."""
    found = AXIS_FUNCTIONS.get(api.public_name)
    return found is not None and found[1] and api.normalize is axis_args


#: What a cache lookup returns for a key not seen yet.
MISS: Any = object()


def promoted(b: Backend, d1: Any, d2: Any, special: frozenset[Any]) -> Any:
    """The native dtype two arrays of native dtypes ``d1`` and ``d2`` are
    cast to before a binary function (ivy_core's table, in the precise mode
    in force), or None where the general entry must decide: no promotion
    between them (it raises), a result the backend lacks or checks on each
    use, or one the function needs the general entry for (``special``)."""
    f1, f2 = b.from_native.get(d1), b.from_native.get(d2)
    if f1 is None or f2 is None:
        return None
    try:
        result = promote_pair(f1, f2)
    except TypeError:
        return None
    to = b.to_native.get(result)
    if to is None or result in b.checked_dtypes or to in special:
        return None
    return to


def promoted_all(b: Backend, natives: list[Any], special: frozenset[Any]) -> Any:
    """:func:`promoted` for a list of native arrays of several dtypes
    (``concat``, ``stack``): the native dtype they are all cast to (the
    table's pairs in order, as ``promote_many`` takes them), or None."""
    to = natives[0].dtype
    for v in natives:
        if v.dtype is not to:
            to = promoted(b, to, v.dtype, frozenset())
            if to is None:
                return None
    return None if to in special else to


def sum_natives(b: Backend, special: frozenset[Any]) -> Callable[[Any], Any]:
    """``of(native dtype)``: the native dtype ``sum``/``prod`` of an integer
    or bool array gives without ``dtype=`` (the standard's rule, by the
    default int), or None where the general entry must decide (a casting
    mode's choice, a dtype checked on each use or needing it, a block of
    local defaults open somewhere). Read again when the defaults change."""
    defaults, epoch = _state.default_dtypes, _state.epoch
    cache: dict[Any, Any] = {}
    seen = [None]

    def of(native: Any) -> Any:
        if defaults.overrides:
            return None
        if seen[0] != epoch.value:
            cache.clear()
            seen[0] = epoch.value
        to = cache.get(native, MISS)
        if to is MISS:
            d = b.from_native.get(native)
            result = None if d is None else plain_sum_dtype(d, b)
            to = None if result is None or result in b.checked_dtypes else b.to_native[result]
            cache[native] = to = None if to in special else to
        return to

    return of


def axes_of(axes: tuple[Any, ...], ndim: int) -> bool:
    """Whether the tuple ``axes`` holds distinct axes of an array of ``ndim``
    dimensions as Python ints: what ``axis_args`` would pass unchanged."""
    seen = 0
    for a in axes:
        if type(a) is not int or not -ndim <= a < ndim:
            return False
        bit = 1 << (a % ndim)
        if seen & bit:
            return False
        seen |= bit
    return True
