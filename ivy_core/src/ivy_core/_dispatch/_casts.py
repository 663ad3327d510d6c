"""The fast families of ``astype`` (:func:`cast`) and of the functions
returning several arrays from one (:func:`several_results`: ``nonzero``,
``unique_*``). Like those of ``_families``, the closures repeat their last
lines rather than call a shared helper.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._arrays._array import Array
from .._dtype import _dtypes
from .._spec._api import ApiFunction
from ._shared import fast_parts, needs_general, results, special_dtypes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._backends._backend import Backend

__all__ = ["cast", "several_results"]

_new = object.__new__


def cast(
    b: Backend,
    api: ApiFunction,
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    mode_special: frozenset[Any] = frozenset(),
) -> Callable[..., Any]:
    """``astype(x, dtype, /, *, copy, device)``: the fast path takes an
    array of this backend, an ivy_core ``Dtype`` of it (neither declared
    unsupported nor checked on each use), a bool ``copy`` and
    ``device=None`` (the device of ``x``): every case its ``normalize=``
    hook would pass unchanged."""
    if needs_general(b, api):
        return slow
    N, special, fail, fix = fast_parts(b, api, mode_special)
    unsupported = special_dtypes(b, api, ("dtype",)) | mode_special
    targets = {d: v for d, v in b.to_native.items() if v not in unsupported and d not in b.checked_dtypes}
    # Dtypes the backend checks on each use (JAX's 64-bit ones): the same
    # check as the general entry's, then the fast path.
    checked = {d: v for d, v in b.to_native.items() if v not in unsupported and d in b.checked_dtypes}
    check = b.runtime.check_dtype
    where = f"{api.public_name} (backend {b.name!r})"
    device_of = b.runtime.device_of
    Dtype = _dtypes.Dtype
    # A dtype's name (a str equal to its Dtype) and the native dtype object
    # are taken as the Dtype is; other spellings go to the general entry.
    native_types = b.native_dtype_types
    targets.update({v: v for v in targets.values()})
    # A complex x cast to a real dtype goes to the general entry, whose
    # hook refuses it; one lookup for every other x (``special`` is in it).
    complexes = frozenset(v for d, v in b.to_native.items() if d.kind == "complex")
    stop = special | complexes

    def entry(x: Any, dtype: Any, copy: Any = True, device: Any = None) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or type(copy) is not bool or device is not None:
            return slow(x, dtype, copy, device)
        t = type(dtype)
        if t is not Dtype and t is not str and t not in native_types:
            return slow(x, dtype, copy, device)
        nd = targets.get(dtype)
        if nd is None:
            nd = checked.get(dtype) if t is Dtype else None  # checked on each use: the Dtype itself only
            if nd is None:
                return slow(x, dtype, copy, device)
            check(dtype, where)
        dt = d.dtype
        if dt in stop and (dt in special or nd not in complexes):
            return slow(x, dtype, copy, device)
        try:
            r = impl(d, nd, copy=copy, device=device_of(d))
        except Exception as exc:
            fail(exc, (x, dtype, copy, device))
        if type(r) is not N:
            r = fix(r)
        a = _new(Array)
        a._data = r
        return a

    entry.__name__ = api.name
    entry.__wrapped__ = impl  # type: ignore[attr-defined]
    return entry


def several_results(
    b: Backend,
    api: ApiFunction,
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    mode_special: frozenset[Any] = frozenset(),
) -> Callable[..., Any]:
    """``f(x, /)`` giving a tuple of arrays (``nonzero``, ``unique_all``...):
    the fast path takes an array of this backend; the ``normalize=`` hook
    runs as in the general entry, and the result is the tuple (or the
    function's named tuple) of ``Array``s."""
    if needs_general(b, api):
        return slow
    N, special, fail, fix = fast_parts(b, api, mode_special)
    R, impl, fix = results(b, api, impl, fix)  # nonzero: its index cast in fix
    where = f"{api.public_name} (backend {b.name!r})"
    hook = api.normalize
    result_type = api.result_type

    def entry(x: Any) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or (special and d.dtype in special):
            return slow(x)
        if hook is not None:
            d = hook(where, d)[0]
        try:
            rs = impl(d)
        except Exception as exc:
            fail(exc, (x,))
        res = []
        for r in rs:
            if type(r) is not R:
                r = fix(r)
            a = _new(Array)
            a._data = r
            res.append(a)
        return result_type(*res) if result_type is not None else tuple(res)

    entry.__name__ = api.name
    entry.__wrapped__ = impl  # type: ignore[attr-defined]
    return entry
