"""The fast closures of one array that take their parameters by name,
which ``_families.one_array`` picks for the common signatures: a call with
``*args`` costs about 0.3 us more.

- :func:`hooked`: a function with a ``normalize=`` hook and one to three
  parameters after the array (``reshape``, ``permute_dims``, ``roll``...);
- :func:`axis_only`: ``f(x, /, *, axis, out)`` or ``f(x, /, axis, *, out)``
  whose axis ``axis_args`` checks (``flip``, ``softmax``, ``squeeze``);
- :func:`axis_and_two`: ``f(x, /, *, axis, descending, stable, out)``
  (``sort``, ``argsort``) and ``f(x, /, *, axis, correction, keepdims, out)``
  (``var``, ``std``);
- :func:`running`: ``f(x, /, *, axis, dtype, include_initial, out)``
  (``cumulative_sum``, ``cumulative_prod``);
- :func:`norm`: ``vector_norm(x, /, *, axis, keepdims, ord, out)``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._arrays._array import Array
from .._spec._api import ApiFunction
from ._inline import axes_of
from ._shared import Call

__all__ = ["axis_and_two", "axis_only", "hooked", "norm", "running"]

_new = object.__new__


def hooked(
    api: ApiFunction,
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    call: Call | None,
    hook: Callable[..., tuple[Any, ...]],
    where: str,
    rest_count: int,
    parts: tuple[Any, frozenset[Any], Any, Any],
    unwraps: bool = False,
) -> Callable[..., Any]:
    """``one_array`` for a function with a ``normalize=`` hook and one
    to three parameters after the array (``out=`` aside), each closure
    taking them by name: a call with ``*args`` costs about 0.3 us more.
    The hook checks every parameter, as in the general entry."""
    N, special, fail, fix = parts
    A = Array
    if not api.has_out:
        general_entry = slow

        def slow(x: Any, *rest: Any) -> Any:
            return general_entry(x, *rest[:-1])

    def entry1(x: Any, p1: Any, out: Any = None) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or out is not None or (special and d.dtype in special) or (unwraps and type(p1) is A):
            return slow(x, p1, out)
        t = hook(where, d, p1)
        try:
            r = impl(t[0], t[1]) if call is None else call(impl, t)
        except Exception as exc:
            fail(exc, (x, p1))
        if type(r) is not N:
            r = fix(r)
        a = _new(Array)
        a._data = r
        return a

    def entry2(x: Any, p1: Any, p2: Any, out: Any = None) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or out is not None or (special and d.dtype in special):
            return slow(x, p1, p2, out)
        if unwraps and (type(p1) is A or type(p2) is A):
            return slow(x, p1, p2, out)
        t = hook(where, d, p1, p2)
        try:
            r = impl(t[0], t[1], t[2]) if call is None else call(impl, t)
        except Exception as exc:
            fail(exc, (x, p1, p2))
        if type(r) is not N:
            r = fix(r)
        a = _new(Array)
        a._data = r
        return a

    def entry3(x: Any, p1: Any, p2: Any, p3: Any, out: Any = None) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or out is not None or (special and d.dtype in special):
            return slow(x, p1, p2, p3, out)
        if unwraps and (type(p1) is A or type(p2) is A or type(p3) is A):
            return slow(x, p1, p2, p3, out)
        t = hook(where, d, p1, p2, p3)
        try:
            r = impl(t[0], t[1], t[2], t[3]) if call is None else call(impl, t)
        except Exception as exc:
            fail(exc, (x, p1, p2, p3))
        if type(r) is not N:
            r = fix(r)
        a = _new(Array)
        a._data = r
        return a

    entry: Callable[..., Any] = (entry1, entry2, entry3)[rest_count - 1]
    entry.__name__ = api.name
    entry.__wrapped__ = impl  # type: ignore[attr-defined]
    return entry


def axis_only(
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    parts: tuple[Any, frozenset[Any], Any, Any],
    results: tuple[Any, Callable[[Any], Any]],
    none_1d: bool,
    tuples: bool,
    keyword: bool,
) -> Callable[..., Any]:
    """``f(x, /, *, axis, out)`` (``flip``, ``softmax``) and, with ``keyword``
    false, ``f(x, /, axis, *, out)`` (``squeeze``): the checks of
    ``one_array``'s entry for these signatures, by name. An axis
    other than None, an int axis of ``x`` or (where the function takes one)
    a tuple of them goes to the general entry, which checks it; so does None
    where the spec takes it for a 1-d ``x`` only (``none_1d``). ``results``:
    the type of the results that need no fix, and the fix."""
    N, special, fail, _ = parts
    R, fix = results

    def entry(x: Any, axis: Any, out: Any = None) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or out is not None or (special and d.dtype in special):
            return slow(x, axis, out)
        if axis is None:
            if none_1d and d.ndim != 1:
                return slow(x, axis, out)
        elif type(axis) is not int or not -(n := d.ndim) <= axis < n:
            if not (tuples and type(axis) is tuple and axes_of(axis, d.ndim)):
                return slow(x, axis, out)
        try:
            r = impl(d, axis=axis) if keyword else impl(d, axis)
        except Exception as exc:
            fail(exc, (x, axis))
        if type(r) is not R:
            r = fix(r)
        a = _new(Array)
        a._data = r
        return a

    return entry


def axis_and_two(
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    parts: tuple[Any, frozenset[Any], Any, Any],
    results: tuple[Any, Callable[[Any], Any]],
    tuples: bool,
    sorts: bool,
) -> Callable[..., Any]:
    """``sort``/``argsort`` (``sorts``: two flags, ``descending`` and
    ``stable``) and ``var``/``std`` (a ``correction`` and the flag
    ``keepdims``): the checks of ``one_array``'s entry for these
    signatures, by name. An axis other than None or an int axis of ``x``
    (or, for var and std, a tuple of them), a flag other than True or
    False, or a correction other than an int or a finite float goes to the
    general entry, which refuses or handles it (torch reads a None
    correction as 1, a NaN one as inf)."""
    N, special, fail, _ = parts
    R, fix = results

    def entry(x: Any, axis: Any, p2: Any, p3: Any, out: Any = None) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or out is not None or (special and d.dtype in special) or type(p3) is not bool:
            return slow(x, axis, p2, p3, out)
        if axis is not None and (type(axis) is not int or not -(n := d.ndim) <= axis < n):
            if not (tuples and type(axis) is tuple and axes_of(axis, d.ndim)):
                return slow(x, axis, p2, p3, out)
        if sorts:
            if type(p2) is not bool:
                return slow(x, axis, p2, p3, out)
        else:
            t = type(p2)  # an int, or a finite float (NaN and infinities: v - v is NaN, which is true)
            if (t is not int and t is not float) or (t is float and p2 - p2):
                return slow(x, axis, p2, p3, out)
        try:
            if sorts:
                r = impl(d, axis=axis, descending=p2, stable=p3)
            else:
                r = impl(d, axis=axis, correction=p2, keepdims=p3)
        except Exception as exc:
            fail(exc, (x, axis, p2, p3))
        if type(r) is not R:
            r = fix(r)
        a = _new(Array)
        a._data = r
        return a

    return entry


def running(
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    parts: tuple[Any, frozenset[Any], Any, Any],
    keeps: frozenset[Any],
) -> Callable[..., Any]:
    """``cumulative_sum``/``cumulative_prod`` by name: no ``dtype=`` and a
    float or complex ``x`` (which keeps its dtype, the sum rule), an int
    axis of ``x`` or None for a 1-d ``x``, a bool ``include_initial``;
    any other call goes to the general entry."""
    N, special, fail, fix = parts

    def entry(x: Any, axis: Any, dtype: Any, include_initial: Any, out: Any = None) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or out is not None or dtype is not None or type(include_initial) is not bool:
            return slow(x, axis, dtype, include_initial, out)
        dt = d.dtype
        if dt not in keeps or (special and dt in special):
            return slow(x, axis, dtype, include_initial, out)
        if axis is None:
            if d.ndim != 1:
                return slow(x, axis, dtype, include_initial, out)
        elif type(axis) is not int or not -(n := d.ndim) <= axis < n:
            return slow(x, axis, dtype, include_initial, out)
        try:
            r = impl(d, axis=axis, dtype=dt, include_initial=include_initial)
        except Exception as exc:
            fail(exc, (x, axis, dt, include_initial))
        if type(r) is not N:
            r = fix(r)
        a = _new(Array)
        a._data = r
        return a

    return entry


def norm(
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    parts: tuple[Any, frozenset[Any], Any, Any],
    hook: Callable[..., tuple[Any, ...]],
    where: str,
) -> Callable[..., Any]:
    """``vector_norm`` by name: an axis None or an int axis of ``x``, and an
    int or float ``ord``, are what its ``normalize=`` hook passes unchanged,
    so the common call skips it; any other axis or ord goes through the hook
    (which checks it, as in the general entry), and a ``keepdims`` other
    than True or False to the general entry."""
    N, special, fail, fix = parts

    def entry(x: Any, axis: Any, keepdims: Any, ord: Any, out: Any = None) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or out is not None or (special and d.dtype in special) or type(keepdims) is not bool:
            return slow(x, axis, keepdims, ord, out)
        t = type(ord)
        if (t is not int and t is not float) or (
            axis is not None and (type(axis) is not int or not -(n := d.ndim) <= axis < n)
        ):
            d, axis, keepdims, ord = hook(where, d, axis, keepdims, ord)
        try:
            r = impl(d, axis=axis, keepdims=keepdims, ord=ord)
        except Exception as exc:
            fail(exc, (x, axis, keepdims, ord))
        if type(r) is not N:
            r = fix(r)
        a = _new(Array)
        a._data = r
        return a

    return entry
