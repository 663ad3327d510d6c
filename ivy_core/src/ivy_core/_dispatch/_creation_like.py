"""The fast families of creation from an array: :func:`creation_like`
(``zeros_like``, ``ones_like``) and :func:`filled_like` (``full_like``
where the backend has none of its own).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._arrays._array import Array
from .._backends import _failure
from .._dtype import _dtypes
from .._spec._api import KEYWORD_ONLY, ApiFunction
from . import _convert
from ._creation import small_shape
from ._shared import Call, fast_parts, needs_general, special_dtypes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._backends._backend import Backend

__all__ = ["creation_like", "filled_like"]

_new = object.__new__


def creation_like(
    b: Backend,
    api: ApiFunction,
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    call: Call | None,
    mode_special: frozenset[Any] = frozenset(),
) -> Callable[..., Any]:
    """``zeros_like(x, *, dtype, device)`` and ``ones_like``: the fast path
    takes an array of this backend with ``device=None`` (the result is on
    the device of ``x``) and ``dtype=None`` (that of ``x``) or a dtype
    as a ``Dtype``, its name or the native dtype object."""
    if needs_general(b, api):
        return slow
    N, special, fail, fix = fast_parts(b, api, mode_special)
    where = f"{api.public_name} (backend {b.name!r})"
    hook = api.normalize
    device_of = b.runtime.device_of
    by_name = [(p.name, p.kind) for p in api.params[1:]] == [("dtype", KEYWORD_ONLY), ("device", KEYWORD_ONLY)]
    # The dtypes taken by= as they are (as in ``creation``): none declared
    # for the function, none checked on each use.
    unsupported = special_dtypes(b, api, ("dtype",)) | mode_special
    spelled = {d: v for d, v in b.to_native.items() if v not in unsupported and d not in b.checked_dtypes}
    spelled.update({v: v for v in spelled.values()})
    native_types = b.native_dtype_types
    Dtype = _dtypes.Dtype

    def entry(x: Any, dtype: Any = None, device: Any = None) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or device is not None or (special and d.dtype in special):
            return slow(x, dtype, device)
        nd = None
        if dtype is not None:
            t = type(dtype)
            nd = spelled.get(dtype) if t is Dtype or t is str or t in native_types else None
            if nd is None:
                return slow(x, dtype, device)
        a: Any = (d, nd, device_of(d))
        if hook is not None:
            a = hook(where, *a)
        try:
            if by_name:
                r = impl(a[0], dtype=a[1], device=a[2])
            else:
                r = impl(a[0], *a[1:]) if call is None else call(impl, a)
        except Exception as exc:
            fail(exc, (x, dtype, device))
        if type(r) is not N:
            r = fix(r)
        w = _new(Array)
        w._data = r
        return w

    entry.__name__ = api.name
    entry.__wrapped__ = impl  # type: ignore[attr-defined]
    return entry


def filled_like(b: Backend, api: ApiFunction, full: ApiFunction, slow: Callable[..., Any]) -> Callable[..., Any]:
    """``full_like(x, fill_value, *, dtype, device)`` on a backend without a
    ``full_like`` of its own, whose calls run the spec's body (``slow``):
    ``full(x.shape, fill_value, dtype=x.dtype, device=x.device)``. The fast
    path is that body with nothing left to decide: an array of this backend,
    ``dtype=None`` and ``device=None``, a Python float into a floating or
    complex ``x``, or a small int (|v| < 128) into a signed, floating or
    complex one; it calls the backend's ``full`` through ``full``'s own
    ``normalize=`` hook (its shape and memory checks) where ``x`` has
    ``SMALL`` elements or more (:func:`._creation.small_shape`). Any other
    call, and a dtype ``full`` declares, runs the body."""
    impl = b.impls.get(full.name)
    if impl is None or needs_general(b, full) or needs_general(b, api) or b.lazy:
        return slow
    N: Any = b.array_type
    fail = _failure.make_fail(b, api)
    fix = _convert.make_fix_output(b, api.public_name)
    where = f"{api.public_name} (backend {b.name!r})"
    hook = full.normalize
    special = special_dtypes(b, full, ("dtype",))
    usable = {v: d for d, v in b.to_native.items() if v not in special and d not in b.checked_dtypes}
    for_floats = frozenset(v for v, d in usable.items() if d.kind in ("float", "complex"))
    for_ints = for_floats | frozenset(v for v, d in usable.items() if d.kind == "signed")
    device_of = b.runtime.device_of

    def entry(x: Any, fill_value: Any, dtype: Any = None, device: Any = None) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or dtype is not None or device is not None:
            return slow(x, fill_value, dtype, device)
        t = type(fill_value)
        nd = d.dtype
        if not ((t is float and nd in for_floats) or (t is int and -128 < fill_value < 128 and nd in for_ints)):
            return slow(x, fill_value, dtype, device)
        a = (tuple(d.shape), fill_value, nd, device_of(d))
        if hook is not None and not small_shape(a[0]):  # a fill value of nd's kind: only the shape to check
            a = hook(where, *a)
        try:
            r = impl(a[0], a[1], dtype=a[2], device=a[3])
        except Exception as exc:
            fail(exc, (x, fill_value, dtype, device))
        if type(r) is not N:
            r = fix(r)
        w = _new(Array)
        w._data = r
        return w

    entry.__name__ = api.name
    entry.__wrapped__ = getattr(slow, "__wrapped__", slow)  # type: ignore[attr-defined]
    return entry
