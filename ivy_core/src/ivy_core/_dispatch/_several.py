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
from ._shared import needs_general, special_dtypes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._backends._backend import Backend

__all__ = ["sequence", "several"]

_new = object.__new__


def several(
    b: Backend,
    api: ApiFunction,
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    call: Callable[[Callable[..., Any], Any, tuple[Any, ...]], Any] | None,
    mode_special: frozenset[Any] = frozenset(),
    hook: Callable[..., tuple[Any, ...]] | None = None,
) -> Callable[..., Any]:
    """Functions of several positional arrays (``where``, ``take``,
    ``vecdot``, ``searchsorted``...): the fast path takes arrays of this
    backend whose promoted ones (``api.promote``) share one dtype, or a
    promoted Python scalar that keeps the dtype of the array it is promoted
    with (``where(m, x, 0.0)``); the other parameters pass through the
    function's ``normalize=`` hook when it has one."""
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
    weak = {v: WEAK_SCALARS[d.kind] for d, v in b.to_native.items() if v not in special and d not in INT_RANGE}
    scalar = b.scalar_operand
    axis_at = api.index["axis"] if api.normalize is axis_args else -1
    flags_at = tuple(api.index[f] for f in api.flags)

    def entry(*args: Any) -> Any:
        if has_out and args[-1] is not None:
            return slow(*args)
        a = list(args[:-1]) if has_out else list(args)
        for i, dtypes in alone:
            v = a[i]
            if type(v) is Array:
                v = a[i] = v._data
            if type(v) is not N or (dtypes and v.dtype in dtypes):
                return slow(*args)
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
                    return slow(*args)
            else:
                scalars = True
        if promote_at:
            if dt is None or (special and dt in special):
                return slow(*args)
            if scalars:  # a float or complex scalar that keeps the dtype (ints go the general way)
                kinds = weak.get(dt, ())
                for i in promote_at:
                    v = a[i]
                    if type(v) is not N:
                        if type(v) not in kinds:
                            return slow(*args)
                        a[i] = scalar(v, like)
        if axis_at >= 0:
            axis = a[axis_at]
            if axis is not None and type(axis) is not int:
                return slow(*args)
        for i in flags_at:
            if type(a[i]) is not bool:
                return slow(*args)
        if hook is not None:
            a = hook(where, *a)  # type: ignore[assignment]
        try:
            r = impl(*a) if call is None else call(impl, a[0], tuple(a[1:]))
        except Exception as exc:
            fail(exc, args)
        if type(r) is not N:
            r = fix(r)
        if scalars and r.dtype is not dt:  # the framework did not keep the dtype: the general way
            return slow(*args)
        w = _new(Array)
        w._data = r
        return w

    entry.__name__ = api.name
    entry.__wrapped__ = impl  # type: ignore[attr-defined]
    return entry


def sequence(
    b: Backend,
    api: ApiFunction,
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    call: Callable[[Callable[..., Any], Any, tuple[Any, ...]], Any] | None,
    mode_special: frozenset[Any] = frozenset(),
    hook: Callable[..., tuple[Any, ...]] | None = None,
) -> Callable[..., Any]:
    """A promoted sequence of arrays first (``concat``, ``stack``): the
    fast path takes a list or tuple of arrays of this backend of one dtype,
    which the implementation gets as a list of native arrays; the other
    parameters pass through the function's ``normalize=`` hook."""
    if needs_general(b, api):
        return slow
    N: Any = b.array_type
    fail = _failure.make_fail(b, api)
    fix = _convert.make_fix_output(b, api.public_name)
    where = f"{api.public_name} (backend {b.name!r})"
    special = special_dtypes(b, api, api.sequences) | mode_special
    has_out = api.has_out
    A = Array

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
        for v in natives:
            if type(v) is not N or v.dtype is not dt:
                return slow(arrays, *rest, None) if has_out else slow(arrays, *rest)
        if special and dt in special:
            return slow(arrays, *rest, None) if has_out else slow(arrays, *rest)
        a: Any = (natives, *rest)
        if hook is not None:
            a = hook(where, *a)
        try:
            r = impl(*a) if call is None else call(impl, a[0], tuple(a[1:]))
        except Exception as exc:
            fail(exc, (arrays, *rest))
        if type(r) is not N:
            r = fix(r)
        w = _new(Array)
        w._data = r
        return w

    entry.__name__ = api.name
    entry.__wrapped__ = impl  # type: ignore[attr-defined]
    return entry
