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

__all__ = ["MISS", "axes_of", "mixed", "promoted", "promoted_all", "sum_natives", "takes_tuple"]


def takes_tuple(api: ApiFunction) -> bool:
    """Whether ``api``'s ``axis`` takes a tuple of axes (``sum``, ``mean``,
    ``var``...; not ``argmax`` or ``softmax``), where ``axis_args`` checks it."""
    found = AXIS_FUNCTIONS.get(api.public_name)
    return found is not None and found[1] and api.normalize is axis_args


#: What a cache lookup returns for a key not seen yet.
MISS: Any = object()


def promoted(b: Backend, d1: Any, d2: Any, special: frozenset[Any], checked: bool = False) -> Any:
    """The native dtype two arrays of native dtypes ``d1`` and ``d2`` are
    cast to before a binary function (ivy_core's table, in the precise mode
    in force), or None where the general entry must decide: no promotion
    between them (it raises), a result the backend lacks or (unless
    ``checked``: the caller checks it on each use) checks on each use, or
    one the function needs the general entry for (``special``)."""
    f1, f2 = b.from_native.get(d1), b.from_native.get(d2)
    if f1 is None or f2 is None:
        return None
    try:
        result = promote_pair(f1, f2)
    except TypeError:
        return None
    to = b.to_native.get(result)
    if to is None or (result in b.checked_dtypes and not checked) or to in special:
        return None
    return to


def mixed(impl: Callable[..., Any], cast_to: Callable[..., Any], N: Any) -> Callable[[Any, Any, Any], Any]:
    """``run(a1, a2, to)``: ``impl`` of two native arrays of different
    dtypes that promote to ``to``, as if each were cast to ``to`` first, on
    a backend whose framework computes mixed dtypes itself
    (``MIXED_DTYPES``: NumPy casts inside the ufunc loop, with no array
    made per operand; 26x faster than casting float32 and int32 of
    512x512 first). The first call of a pair of dtypes on real arrays
    computes with the casts, then uncast, then (where the framework
    promotes them to another dtype: JAX's float32 with int32) with only
    the operand of another kind than ``to`` cast, and keeps the first of
    those whose result has the dtype ``to`` and the shape of the cast one.
    A comparison never qualifies (its bool says nothing of the dtype it
    compared in), nor a function that raises so. Later calls check the
    result's dtype again and cast where it differs (NumPy 1 promotes a 0-d
    array by value) or where the uncast call raises."""
    # (dtype, dtype, to) -> 3 (uncast), 1 or 2 (cast that operand alone), 0 (cast).
    how: dict[tuple[Any, Any, Any], int] = {}

    def cast(a1: Any, a2: Any, to: Any) -> Any:
        if a1.dtype != to:
            a1 = cast_to(a1, to, copy=False)
        if a2.dtype != to:
            a2 = cast_to(a2, to, copy=False)
        return impl(a1, a2)

    def way(a1: Any, a2: Any, to: Any, which: int) -> Any:
        if which == 3:
            return impl(a1, a2)
        if which == 1:
            return impl(cast_to(a1, to, copy=False), a2)
        return impl(a1, cast_to(a2, to, copy=False))

    def learn(a1: Any, a2: Any, to: Any, r: Any) -> int:
        if r.dtype != to:
            return 0
        kind = getattr(to, "kind", None)
        one = 1 if a2.dtype == to or (kind is not None and getattr(a1.dtype, "kind", kind) != kind) else 2
        for which in (3, one):
            try:
                got = way(a1, a2, to, which)
            except Exception:  # not taken uncast
                continue
            if type(got) is N and got.dtype == to and got.shape == r.shape:
                return which
        return 0

    def run(a1: Any, a2: Any, to: Any) -> Any:
        key = (a1.dtype, a2.dtype, to)
        which = how.get(key)
        if which is None:
            r = cast(a1, a2, to)
            # Learnt from real arrays only (not a tracer's).
            if type(r) is N and type(a1) is N and type(a2) is N:
                how[key] = learn(a1, a2, to, r)
            return r
        if which:
            try:
                r = way(a1, a2, to, which)
            except Exception:
                return cast(a1, a2, to)
            if r.dtype == to:
                return r
        return cast(a1, a2, to)

    return run


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
