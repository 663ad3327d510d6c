"""The fast families of elementwise functions and functions of one array:
:func:`unary` (``abs``, ``exp``, ``isnan``...), :func:`reduction` (``sum``,
``max``, ``mean``...), :func:`one_array` (one array and parameters that
pass through, or through the function's ``normalize=`` hook: ``reshape``,
``flip``, ``sort``, ``expand_dims``...) and :func:`binary` (``add``,
``less``, ``matmul``..., also with a Python scalar that keeps the array's
dtype: ``x + 1.0``). ``_entries.build`` picks one per function.

The closures repeat their last lines (call, translate the framework's
errors, wrap the result) instead of sharing a helper: a helper would cost
one more Python frame on every call, about a fifth of the overhead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._arrays._array import Array
from .._backends import _failure
from .._base import _state
from .._dtype._promotion import INT_RANGE, WEAK_SCALARS
from .._spec._api import API, ApiFunction, axis_args
from .._spec._axes import NONE_FOR_1D, NUMBER_PARAMS
from . import _convert
from ._inline import MISS, axes_of, mixed, promoted, sum_natives, takes_tuple
from ._named import axis_and_two, axis_only, hooked, norm, running
from ._shared import Call, fast_parts, keyword_call, needs_general, results, special_dtypes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._backends._backend import Backend
    from .._dtype._rules import Rules

__all__ = ["binary", "one_array", "reduction", "unary"]

_new = object.__new__
# The signatures ``_named.axis_and_two`` takes by name.
_SORTS = ("x", "axis", "descending", "stable", "out")
_MOMENTS = ("x", "axis", "correction", "keepdims", "out")
# And those ``_named.running`` and ``_named.norm`` take.
_RUNNING = ("x", "axis", "dtype", "include_initial", "out")
_NORM = ("x", "axis", "keepdims", "ord", "out")


def unary(
    b: Backend,
    api: ApiFunction,
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    mode_special: frozenset[Any] = frozenset(),
) -> Callable[..., Any]:
    """``f(x, /, *, out=None)``: ``abs``, ``exp``, ``isnan``, ``sigmoid``..."""
    if needs_general(b, api):
        return slow
    N, special, fail, fix = fast_parts(b, api, mode_special)

    def entry(x: Any, out: Any = None) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or out is not None or (special and d.dtype in special):
            return slow(x, out)
        try:
            r = impl(d)
        except Exception as exc:
            fail(exc, (x, out))
        if type(r) is not N:
            r = fix(r)
        a = _new(Array)
        a._data = r
        return a

    entry.__name__ = api.name
    entry.__wrapped__ = impl  # type: ignore[attr-defined]
    return entry


def reduction(
    b: Backend,
    api: ApiFunction,
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    mode_special: frozenset[Any] = frozenset(),
) -> Callable[..., Any]:
    """``f(x, /, *, axis, keepdims, out)`` (``max``, ``mean``, ``any``...) and,
    with ``dtype`` between them, ``sum``/``prod``: without ``dtype=`` a float
    or complex input keeps its dtype, an integer or bool one takes the
    standard's rule (:func:`._inline.sum_natives`)."""
    if needs_general(b, api):
        return slow
    N, special, fail, fix = fast_parts(b, api, mode_special)
    R, impl, fix = results(b, api, impl, fix)  # argmax, argmin: their index cast in fix
    keeps = frozenset(v for d, v in b.to_native.items() if d.kind in ("float", "complex"))
    tuples = takes_tuple(api)
    sum_of = sum_natives(b, special)

    def reduce(x: Any, axis: Any = None, keepdims: bool = False, out: Any = None) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or out is not None or (special and d.dtype in special):
            return slow(x, axis, keepdims, out)
        if type(keepdims) is not bool or (  # an axis other than None or an int axis of x: axis_args
            axis is not None and (type(axis) is not int or not -(n := d.ndim) <= axis < n)
        ):
            if not (tuples and type(axis) is tuple and type(keepdims) is bool and axes_of(axis, d.ndim)):
                return slow(x, axis, keepdims, out)
        try:
            r = impl(d, axis=axis, keepdims=keepdims)
        except Exception as exc:
            fail(exc, (x, axis, keepdims, out))
        if type(r) is not R:
            r = fix(r)
        a = _new(Array)
        a._data = r
        return a

    def reduce_in_dtype(
        x: Any, axis: Any = None, dtype: Any = None, keepdims: bool = False, out: Any = None
    ) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or out is not None or dtype is not None:
            return slow(x, axis, dtype, keepdims, out)
        if type(keepdims) is not bool or (  # an axis other than None or an int axis of x: axis_args
            axis is not None and (type(axis) is not int or not -(n := d.ndim) <= axis < n)
        ):
            if not (tuples and type(axis) is tuple and type(keepdims) is bool and axes_of(axis, d.ndim)):
                return slow(x, axis, dtype, keepdims, out)
        dt = d.dtype
        if special and dt in special:
            return slow(x, axis, dtype, keepdims, out)
        to = dt if dt in keeps else sum_of(dt)  # an integer or bool array: the standard's rule
        if to is None:
            return slow(x, axis, dtype, keepdims, out)
        try:
            r = impl(d, axis=axis, dtype=to, keepdims=keepdims)
        except Exception as exc:
            fail(exc, (x, axis, dtype, keepdims, out))
        if type(r) is not N:
            r = fix(r)
        a = _new(Array)
        a._data = r
        return a

    entry: Callable[..., Any] = reduce_in_dtype if "dtype" in api.index else reduce
    entry.__name__ = api.name
    entry.__wrapped__ = impl  # type: ignore[attr-defined]
    return entry


def one_array(
    b: Backend,
    api: ApiFunction,
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    call: Call | None,
    mode_special: frozenset[Any] = frozenset(),
    hook: Callable[..., tuple[Any, ...]] | None = None,
    unwraps: bool = False,
) -> Callable[..., Any]:
    """Functions of one array (the first parameter) whose other parameters
    pass through (``sum(x, axis, dtype, keepdims)``, ``flip``...), or
    through the function's ``normalize=`` hook (``hook``: ``reshape``,
    ``expand_dims``, ``roll``...), which checks and converts them as the
    general entry would, and raises what it would. With ``unwraps``, the
    parameters the general entry unwraps (``clip``'s bounds) go to it
    whenever one of them is an ``Array``."""
    if needs_general(b, api):
        return slow
    N, special, fail, fix = fast_parts(b, api, mode_special)
    where = f"{api.public_name} (backend {b.name!r})"
    has_out = api.has_out
    rest_count = len(api.params) - 1 - has_out
    if hook is not None and not api.flags and 1 <= rest_count <= 3:
        return hooked(api, impl, slow, call, hook, where, rest_count, (N, special, fail, fix), unwraps)
    if unwraps:
        return slow
    R, impl, fix = results(b, api, impl, fix)  # argsort: its index cast in fix
    # The sum/prod rule: without dtype=, a float or complex input keeps its dtype.
    dtype_at = api.index["dtype"] - 1 if api.dtype == "sum" else -1
    keeps = frozenset(v for d, v in b.to_native.items() if d.kind in ("float", "complex"))
    # With the ``axis_args`` hook, an axis other than None or an int goes to
    # the general entry, which checks it.
    axis_at = api.index["axis"] - 1 if api.normalize is axis_args else -1
    # And an int axis that is no axis of x (-ndim <= axis < ndim), or None where
    # the spec's ``axis_check`` takes it for a 1-d x only.
    none_1d = api.axis_check == NONE_FOR_1D
    # A flag other than True or False goes to the general entry, which refuses it.
    flags_at = tuple(api.index[f] - 1 for f in api.flags)
    # A ``correction`` other than an int or a finite float goes there too (torch reads
    # None as 1, NaN as inf).
    numbers_at = tuple(api.index[n] - 1 for n in NUMBER_PARAMS if n in api.index and axis_at >= 0)
    tuples = takes_tuple(api)
    # The common signatures, taken by name (``_named``): about 0.4 us less than ``entry``'s ``*rest``.
    names = tuple(p.name for p in api.params)
    by_keyword = call is keyword_call(0, names[1:-1])  # impl(x, axis=..., ...): the spec's keyword-only parameters
    named: Callable[..., Any] | None = None
    if hook is None and axis_at == 0 and (by_keyword or call is None):
        parts = (N, special, fail, fix)
        if rest_count == 1 and has_out and dtype_at < 0 and not flags_at and not numbers_at:
            named = axis_only(impl, slow, parts, (R, fix), none_1d, tuples, by_keyword)  # flip, softmax, squeeze
        elif names in (_SORTS, _MOMENTS) and not none_1d and by_keyword:
            named = axis_and_two(impl, slow, parts, (R, fix), tuples, names == _SORTS)
        elif names == _RUNNING and none_1d and dtype_at == 1 and by_keyword:
            named = running(impl, slow, parts, keeps)  # cumulative_sum, cumulative_prod
    elif api.name == "vector_norm" and names == _NORM and hook is not None and by_keyword:
        named = norm(impl, slow, (N, special, fail, fix), hook, where)
    if named is not None:
        named.__name__ = api.name
        named.__wrapped__ = impl  # type: ignore[attr-defined]
        return named

    def entry(x: Any, *rest: Any) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or (special and d.dtype in special):
            return slow(x, *rest)
        if axis_at >= 0:
            axis = rest[axis_at]
            if axis is None:
                if none_1d and d.ndim != 1:
                    return slow(x, *rest)
            elif type(axis) is not int or not -(n := d.ndim) <= axis < n:
                if not (tuples and type(axis) is tuple and axes_of(axis, d.ndim)):
                    return slow(x, *rest)
        for i in flags_at:
            if type(rest[i]) is not bool:
                return slow(x, *rest)
        for i in numbers_at:  # an int, or a finite float (NaN and infinities: v - v is NaN, which is true)
            v = rest[i]
            tv = type(v)
            if (tv is not int and tv is not float) or (tv is float and v - v):
                return slow(x, *rest)
        if has_out:
            if rest[-1] is not None:
                return slow(x, *rest)
            rest = rest[:-1]
        if dtype_at >= 0:
            if rest[dtype_at] is not None or d.dtype not in keeps:
                return slow(x, *rest, None) if has_out else slow(x, *rest)
            rest = (*rest[:dtype_at], d.dtype, *rest[dtype_at + 1 :])
        t = hook(where, d, *rest) if hook is not None else (d, *rest)
        try:
            r = impl(*t) if call is None else call(impl, t)
        except Exception as exc:
            fail(exc, (x, *t[1:]))
        if type(r) is not R:
            r = fix(r)
        a = _new(Array)
        a._data = r
        return a

    entry.__name__ = api.name
    entry.__wrapped__ = impl  # type: ignore[attr-defined]
    return entry


def binary(
    b: Backend,
    api: ApiFunction,
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    mode_special: frozenset[Any] = frozenset(),
    rules: Rules | None = None,
) -> Callable[..., Any]:
    """Two promoted arrays (``add``, ``less``, ``matmul``, ...), optionally
    ``out=``: the fast path takes two arrays of one dtype, or an array and
    a Python scalar that keeps its dtype (``x * 2``, ``x + 1.0``). Under
    ivy_core's own promotion, two arrays of different dtypes (``x + i``,
    float32 with float64) are cast to the dtype the promotion table gives
    them, when the function takes that dtype as it is (:func:`._inline.promoted`)."""
    if needs_general(b, api):
        return slow
    N: Any = b.array_type
    special = special_dtypes(b, api, api.arrays) | mode_special
    fail = _failure.make_fail(b, api)
    fix = _convert.make_fix_output(b, api.public_name)
    # Native dtype -> the Python scalar types it absorbs; ints must also fit.
    weak = {v: WEAK_SCALARS[d.kind] for d, v in b.to_native.items() if v not in special}
    limits = INT_RANGE.__getitem__ if rules is None else rules.int_limits
    int_range = {v: limits(d) for d, v in b.to_native.items() if d in INT_RANGE}
    scalar = b.scalar_operand
    # (native dtype, native dtype, precise mode) -> the native dtype both
    # are cast to, or None for the general entry; filled as pairs are met.
    pairs: dict[tuple[Any, Any, Any], Any] | None = {} if rules is None else None
    precise = _state.precise
    # Results the backend checks on each use (JAX's 64-bit dtypes: float32
    # with int32 gives float64): the general entry's check, then the casts.
    checked = {b.to_native[d]: d for d in b.checked_dtypes}
    check = b.runtime.check_dtype
    where = f"{api.public_name} (backend {b.name!r})"
    cast_to = b.impls["astype"]
    uncast = mixed(impl, cast_to, N) if api.name in b.mixed_dtypes and rules is None else None
    # ``x ** 2`` of a real x is ``square(x)``: x*x, x**2 correctly rounded with
    # pow's special values, where a pow kernel given the exponent as a 0-d
    # array is a general one (5-25x slower on 512x512 in JAX, torch, TF).
    square = b.impls.get("square") if api.name == "pow" and rules is None else None
    real: frozenset[Any] = frozenset()
    if square is not None:  # the dtypes square takes as they are (not declared unsupported, ...)
        square_special = special_dtypes(b, API["square"], ("x",))
        real = frozenset(
            v for d, v in b.to_native.items() if d.kind in ("signed", "unsigned", "float") and v not in square_special
        )
    if not api.has_out:
        general_entry = slow

        def slow(x1: Any, x2: Any, out: Any = None) -> Any:
            return general_entry(x1, x2)

    def other_way(run: Callable[..., Any], args: tuple[Any, ...], x1: Any, x2: Any) -> Any:
        """The result of ``run(*args)`` in place of ``impl(a1, a2)`` (two
        dtypes handed over uncast, ``x ** 2`` as a square)."""
        try:
            r = run(*args)
        except Exception as exc:
            fail(exc, (x1, x2))
        if type(r) is not N:
            r = fix(r)
        a = _new(Array)
        a._data = r
        return a

    def entry(x1: Any, x2: Any, out: Any = None) -> Any:
        a1 = x1._data if type(x1) is Array else x1
        a2 = x2._data if type(x2) is Array else x2
        if out is not None:
            return slow(x1, x2, out)
        if type(a1) is N:
            dt = a1.dtype
            if type(a2) is N:
                if a2.dtype is not dt:  # two dtypes: cast both to the one they promote to
                    if pairs is None:
                        return slow(x1, x2, out)
                    key = (dt, a2.dtype, precise.get() if precise.overrides else precise.value)
                    to = pairs.get(key, MISS)
                    if to is MISS:
                        to = pairs[key] = promoted(b, dt, a2.dtype, special, True)
                    if to is None:
                        return slow(x1, x2, out)
                    if checked and to in checked:
                        check(checked[to], where)
                    if uncast is not None:  # the framework may promote them itself
                        return other_way(uncast, (a1, a2, to), x1, x2)
                    try:
                        if dt is not to:
                            a1 = cast_to(a1, to, copy=False)
                        if a2.dtype is not to:
                            a2 = cast_to(a2, to, copy=False)
                    except Exception as exc:
                        fail(exc, (x1, x2))
                elif special and dt in special:
                    return slow(x1, x2, out)
            elif type(a2) in weak.get(dt, ()):  # x + 1.0
                if type(a2) is int and dt in int_range:
                    lo, hi = int_range[dt]
                    if not lo <= a2 <= hi:
                        return slow(x1, x2, out)
                if square is not None and a2 == 2 and dt in real:
                    return other_way(square, (a1,), x1, x2)
                a2 = scalar(a2, a1)
            else:
                return slow(x1, x2, out)
        elif type(a2) is N and type(a1) in weak.get(a2.dtype, ()):
            if type(a1) is int and a2.dtype in int_range:
                lo, hi = int_range[a2.dtype]
                if not lo <= a1 <= hi:
                    return slow(x1, x2, out)
            a1 = scalar(a1, a2)
        else:
            return slow(x1, x2, out)
        try:
            r = impl(a1, a2)
        except Exception as exc:
            fail(exc, (x1, x2))
        if type(r) is not N:
            r = fix(r)
        a = _new(Array)
        a._data = r
        return a

    entry.__name__ = api.name
    entry.__wrapped__ = impl  # type: ignore[attr-defined]
    return entry
