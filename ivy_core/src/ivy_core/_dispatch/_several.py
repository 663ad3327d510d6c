"""The fast families of several arrays: :func:`several` (``where``,
``take``, ``vecdot``..., positional arrays whose promoted ones share a
dtype) and :func:`sequence` (a sequence of arrays first: ``concat``,
``stack``). Like those of ``_families``, the closures repeat their last
lines rather than call a shared helper.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._arrays._array import Array
from .._backends import _failure
from .._dtype._promotion import INT_RANGE, WEAK_SCALARS
from .._spec._api import ApiFunction, axis_args
from . import _convert
from ._inline import promoted_all
from ._shared import Call, keyword_call, needs_general, special_dtypes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._backends._backend import Backend

__all__ = ["sequence", "several"]

_new = object.__new__
#: What ``several``'s check returns where its fast path does not apply.
_MISS: Any = object()


def several(
    b: Backend,
    api: ApiFunction,
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    call: Call | None,
    mode_special: frozenset[Any] = frozenset(),
    hook: Callable[..., tuple[Any, ...]] | None = None,
    default_mode: bool = True,
) -> Callable[..., Any]:
    """Functions of several positional arrays (``where``, ``take``,
    ``vecdot``, ``searchsorted``...): the fast path takes arrays of this
    backend whose promoted ones (``api.promote``) share one dtype, or a
    promoted Python scalar that keeps the dtype of the array it is promoted
    with (``where(m, x, 0.0)``, ``where(m, x, 0)``: an int that fits an
    integer dtype; under a framework promotion mode, whose rules for ints
    differ, floats and complex numbers only); the other parameters pass
    through the function's ``normalize=`` hook when it has one."""
    if needs_general(b, api):
        return slow
    N: Any = b.array_type
    fail = _failure.make_fail(b, api)
    fix = _convert.make_fix_output(b, api.public_name)
    where = f"{api.public_name} (backend {b.name!r})"
    has_out = api.has_out
    promote_at = tuple(api.index[p] for p in api.promote)
    # The arrays not promoted, each with the dtypes that need the general entry.
    alone = tuple((api.index[p], special_dtypes(b, api, (p,)) | mode_special) for p in api.arrays if p not in api.promote)
    special = special_dtypes(b, api, api.promote) | mode_special if api.promote else frozenset()
    if default_mode:
        weak = {v: WEAK_SCALARS[d.kind] - {bool} for d, v in b.to_native.items() if v not in special}
    else:
        weak = {v: WEAK_SCALARS[d.kind] - {bool, int} for d, v in b.to_native.items() if v not in special}
    int_range = {v: INT_RANGE[d] for d, v in b.to_native.items() if d in INT_RANGE}
    scalar = b.scalar_operand
    axis_at = api.index["axis"] if api.normalize is axis_args else -1
    flags_at = tuple(api.index[f] for f in api.flags)

    def prepare(a: list[Any]) -> Any:
        """Unwrap the arrays of ``a`` in place and convert its scalars:
        ``_MISS`` where the fast path does not apply, else the promoted
        dtype where a scalar was converted (the result must keep it), or None."""
        for i, dtypes in alone:
            v = a[i]
            if type(v) is Array:
                v = a[i] = v._data
            if type(v) is not N or (dtypes and v.dtype in dtypes):
                return _MISS
        dt = None
        scalars = False
        for i in promote_at:
            v = a[i]
            if type(v) is Array:
                v = a[i] = v._data
            if type(v) is N:
                if dt is None:
                    dt = v.dtype
                    like = v
                elif v.dtype is not dt:
                    return _MISS
            else:
                scalars = True
        if promote_at:
            if dt is None or (special and dt in special):
                return _MISS
            if scalars:  # a scalar that keeps the dtype (bools, and ints that do not fit, go the general way)
                kinds = weak.get(dt, ())
                for i in promote_at:
                    v = a[i]
                    if type(v) is not N:
                        t = type(v)
                        if t not in kinds:
                            return _MISS
                        if t is int and dt in int_range:
                            lo, hi = int_range[dt]
                            if not lo <= v <= hi:
                                return _MISS
                        a[i] = scalar(v, like)
        if axis_at >= 0:
            axis = a[axis_at]
            if axis is not None and type(axis) is not int:
                return _MISS
        for i in flags_at:
            if type(a[i]) is not bool:
                return _MISS
        return dt if scalars else None

    if not has_out:
        general_entry = slow

        def slow(*args: Any) -> Any:
            return general_entry(*args[:-1])

    def entry2(p0: Any, p1: Any, out: Any = None) -> Any:
        a: Any = [p0, p1]
        dt = prepare(a)
        if dt is _MISS or out is not None:
            return slow(p0, p1, out)
        if hook is not None:
            a = hook(where, a[0], a[1])
        try:
            r = impl(a[0], a[1]) if call is None else call(impl, a)
        except Exception as exc:
            fail(exc, (p0, p1))
        if type(r) is not N:
            r = fix(r)
        if dt is not None and r.dtype is not dt:  # the framework did not keep the dtype: the general way
            return slow(p0, p1, out)
        w = _new(Array)
        w._data = r
        return w

    # The three layouts of three parameters whose common calls ``entry3``
    # checks inline (``prepare`` takes the rest): two promoted arrays then a
    # parameter for the hook (``vecdot(x1, x2, axis)``, ``cross``,
    # ``tensordot``), two arrays alone then one for the hook (``take(x,
    # indices, axis)``, ``take_along_axis``), and an array alone then two
    # promoted ones, the second of which may be a Python scalar
    # (``where(condition, x1, x2)``, ``where(m, x, 0.0)``).
    checks_only_arrays = axis_at < 0 and not flags_at
    pair_first = checks_only_arrays and not alone and promote_at == (0, 1)
    two_alone = checks_only_arrays and not promote_at and [i for i, _ in alone] == [0, 1]
    alone_dtypes = (alone[0][1], alone[1][1]) if two_alone else (frozenset(), frozenset())
    lone_then_pair = checks_only_arrays and len(alone) == 1 and alone[0][0] == 0 and promote_at == (1, 2)
    lone_dtypes = alone[0][1] if lone_then_pair else frozenset()

    def entry3(p0: Any, p1: Any, p2: Any, out: Any = None) -> Any:
        if pair_first or two_alone or lone_then_pair:
            v0 = p0._data if type(p0) is Array else p0
            v1 = p1._data if type(p1) is Array else p1
            dt = None  # the dtype the result must keep, where a scalar was converted
            if pair_first:  # p2 is no array: the hook gets it as given
                v2 = p2
                ok = type(v0) is N and type(v1) is N and v0.dtype is v1.dtype and not (special and v0.dtype in special)
            elif two_alone:  # each array of this backend, of a dtype the function takes; p2 as given
                v2 = p2
                d0, d1 = alone_dtypes
                ok = type(v0) is N and type(v1) is N and not (d0 and v0.dtype in d0) and not (d1 and v1.dtype in d1)
            else:
                ok = (
                    type(v0) is N
                    and type(v1) is N
                    and not (special and v1.dtype in special)
                    and not (lone_dtypes and v0.dtype in lone_dtypes)
                )
                t = type(p2)
                if t is float or t is int:  # where(m, x, 0.0): a scalar that keeps x1's dtype, as ``prepare`` takes it
                    if ok:
                        dt = v1.dtype
                        if t in weak.get(dt, ()) and (t is float or dt not in int_range or int_range[dt][0] <= p2 <= int_range[dt][1]):
                            v2 = scalar(p2, v1)
                        else:
                            ok = False
                else:
                    v2 = p2._data if t is Array else p2
                    ok = ok and type(v2) is N and v1.dtype is v2.dtype
            if ok and out is None:
                a: Any = hook(where, v0, v1, v2) if hook is not None else (v0, v1, v2)
                try:
                    r = impl(a[0], a[1], a[2]) if call is None else call(impl, a)
                except Exception as exc:
                    fail(exc, (p0, p1, p2))
                if type(r) is not N:
                    r = fix(r)
                if dt is not None and r.dtype is not dt:  # the framework did not keep the dtype: the general way
                    return slow(p0, p1, p2, out)
                w = _new(Array)
                w._data = r
                return w
        a = [p0, p1, p2]
        dt = prepare(a)
        if dt is _MISS or out is not None:
            return slow(p0, p1, p2, out)
        if hook is not None:
            a = hook(where, a[0], a[1], a[2])
        try:
            r = impl(a[0], a[1], a[2]) if call is None else call(impl, a)
        except Exception as exc:
            fail(exc, (p0, p1, p2))
        if type(r) is not N:
            r = fix(r)
        if dt is not None and r.dtype is not dt:
            return slow(p0, p1, p2, out)
        w = _new(Array)
        w._data = r
        return w

    def entry(*args: Any) -> Any:
        given = args if has_out else (*args, None)
        a: Any = list(given[:-1])
        dt = prepare(a)
        if dt is _MISS or given[-1] is not None:
            return slow(*given)
        if hook is not None:
            a = hook(where, *a)
        try:
            r = impl(*a) if call is None else call(impl, a)
        except Exception as exc:
            fail(exc, args)
        if type(r) is not N:
            r = fix(r)
        if dt is not None and r.dtype is not dt:
            return slow(*given)
        w = _new(Array)
        w._data = r
        return w

    count = len(api.params) - has_out
    chosen: Callable[..., Any] = entry2 if count == 2 else entry3 if count == 3 else entry
    chosen.__name__ = api.name
    chosen.__wrapped__ = impl  # type: ignore[attr-defined]
    return chosen


def sequence(
    b: Backend,
    api: ApiFunction,
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    call: Call | None,
    mode_special: frozenset[Any] = frozenset(),
    hook: Callable[..., tuple[Any, ...]] | None = None,
    default_mode: bool = True,
) -> Callable[..., Any]:
    """A promoted sequence of arrays first (``concat``, ``stack``): the
    fast path takes a list or tuple of arrays of this backend, which the
    implementation gets as a list of native arrays of one dtype (under
    ivy_core's own promotion, arrays of several dtypes are cast to the one
    they promote to, :func:`._inline.promoted_all`); the other parameters
    pass through the function's ``normalize=`` hook."""
    if needs_general(b, api):
        return slow
    N: Any = b.array_type
    fail = _failure.make_fail(b, api)
    fix = _convert.make_fix_output(b, api.public_name)
    where = f"{api.public_name} (backend {b.name!r})"
    special = special_dtypes(b, api, api.sequences) | mode_special
    has_out = api.has_out
    A = Array
    cast_to = b.impls["astype"]

    def unify(natives: list[Any]) -> list[Any] | None:
        """``natives`` cast to the dtype they promote to, or None."""
        to = promoted_all(b, natives, special) if default_mode else None
        if to is None:
            return None
        return [v if v.dtype is to else cast_to(v, to, copy=False) for v in natives]

    def entry(arrays: Any, *rest: Any) -> Any:
        if has_out:
            if rest[-1] is not None:
                return slow(arrays, *rest)
            rest = rest[:-1]
        t = type(arrays)
        if (t is not list and t is not tuple) or not arrays:
            return slow(arrays, *rest, None) if has_out else slow(arrays, *rest)
        natives = [v._data if type(v) is A else v for v in arrays]
        first = natives[0]
        if type(first) is not N:
            return slow(arrays, *rest, None) if has_out else slow(arrays, *rest)
        dt = first.dtype
        mixed = False
        for v in natives:
            if type(v) is not N:
                return slow(arrays, *rest, None) if has_out else slow(arrays, *rest)
            if v.dtype is not dt:
                mixed = True
        if mixed:
            natives = unify(natives)  # type: ignore[assignment]
            if natives is None:
                return slow(arrays, *rest, None) if has_out else slow(arrays, *rest)
        elif special and dt in special:
            return slow(arrays, *rest, None) if has_out else slow(arrays, *rest)
        a: Any = (natives, *rest)
        if hook is not None:
            a = hook(where, *a)
        try:
            r = impl(*a) if call is None else call(impl, a)
        except Exception as exc:
            fail(exc, (arrays, *rest))
        if type(r) is not N:
            r = fix(r)
        w = _new(Array)
        w._data = r
        return w

    # concat's and stack's hooks pass an int axis of the first array (of the
    # result, for stack's new axis) unchanged: the common call skips them.
    in_range = hook is not None and api.name in ("concat", "stack")
    extra = 1 if api.axis_range == "stacked" else 0
    by_keyword = call is keyword_call(0, ("axis",))

    def entry_axis(arrays: Any, axis: Any = 0, out: Any = None) -> Any:
        """``entry`` for one parameter after the sequence (``concat``'s and
        ``stack``'s ``axis``), taken by name."""
        t = type(arrays)
        if (t is not list and t is not tuple) or not arrays or out is not None:
            return slow(arrays, axis, out) if has_out else slow(arrays, axis)
        natives = []  # one loop unwraps and checks (a comprehension would be a frame of its own)
        dt = None
        mixed = False
        for v in arrays:
            if type(v) is A:
                v = v._data
            if type(v) is not N:
                return slow(arrays, axis, out) if has_out else slow(arrays, axis)
            if dt is None:
                dt = v.dtype
            elif v.dtype is not dt:
                mixed = True
            natives.append(v)
        if mixed:
            natives = unify(natives)  # type: ignore[assignment]
            if natives is None:
                return slow(arrays, axis, out) if has_out else slow(arrays, axis)
        elif special and dt in special:
            return slow(arrays, axis, out) if has_out else slow(arrays, axis)
        if not (in_range and type(axis) is int and -(n := len(natives[0].shape) + extra) <= axis < n):
            natives, axis = hook(where, natives, axis) if hook is not None else (natives, axis)
        try:
            r = impl(natives, axis=axis) if by_keyword else impl(natives, axis) if call is None else call(impl, (natives, axis))
        except Exception as exc:
            fail(exc, (arrays, axis))
        if type(r) is not N:
            r = fix(r)
        w = _new(Array)
        w._data = r
        return w

    chosen: Callable[..., Any] = entry_axis if len(api.params) - has_out == 2 else entry
    chosen.__name__ = api.name
    chosen.__wrapped__ = impl  # type: ignore[attr-defined]
    return chosen
