"""A backend's entries: the per-call path of every API function.

When a backend loads, :func:`build` makes one *entry* per API function from
what the spec declares (``_api.ApiFunction``) and what the backend provides.
An entry takes the public function's parameters positionally, in signature
order, and returns what the public function returns. Three families:

- :func:`one_array` (``abs(x)``, ``sum(x, axis, dtype, keepdims)``, ...) and
  :func:`binary` (``add(x1, x2)``, ``matmul``, ...) handle the common case
  inline: arrays of this backend (bare or in an ``Array``), one dtype,
  nothing declared about that dtype, no ``out=``; ``binary`` also takes a
  Python scalar of a kind that keeps the array's dtype (``x + 1.0``).
  Anything else goes to the function's :func:`general` entry.
- :func:`general`: every step the spec asks for, in order, each done by a
  closure from ``_convert.py``/``_refuse.py``. Every function has one; the
  functions with options no fast family covers (creation, ``dtype=``,
  ``device=``, sequences, ``normalize=``) use it directly.
- :func:`compositional`: runs the spec's body on this backend.

The ``__ivy_array_function__`` protocol is looked for only in the general
entry, so it costs nothing on the fast paths.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import _convert, _protocol, _refuse, _state
from ._api import ApiFunction
from ._array import Array
from ._dispatch import local_backend
from ._promotion import INT_RANGE

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._backend import Backend

__all__ = ["build"]

_new = object.__new__
# The Python scalar types that keep an array's dtype in a binary operation,
# by the array's dtype kind (a wider kind takes the default dtype instead).
_WEAK_SCALARS = {
    "bool": frozenset((bool,)),
    "signed": frozenset((bool, int)),
    "unsigned": frozenset((bool, int)),
    "float": frozenset((bool, int, float)),
    "complex": frozenset((bool, int, float, complex)),
}


def build(b: Backend, api: ApiFunction, fallback: Callable[..., Any] | None = None) -> Callable[..., Any]:
    """The entry of ``api`` on backend ``b``. With ``fallback``, the entry
    for inference (no backend set): the fast paths of ``b``, and
    ``fallback`` for every other call and function."""
    impl = b.impls.get(api.name)
    if impl is None:
        if fallback is not None:
            return fallback
        if api.body is not None:
            return compositional(b, api)
        return _not_implemented(b, api)
    slow = general(b, api, impl) if fallback is None else fallback
    positional = [p.name for p in api.params if p.kind < 2]
    keywords = tuple(p.name for p in api.params if p.kind == 3 and p.name != "out")
    plain = not (api.sequences or api.unwrap or api.normalize or api.device or api.returns != "array")
    plain = plain and api.dtype in (None, "sum") and not (api.has_out and api.params[-1].name != "out")
    if plain and api.arrays == tuple(positional) and len(positional) == 2 and api.promote == api.arrays:
        if api.dtype is None and not keywords:
            return binary(b, api, impl, slow)
    if plain and positional and api.arrays == (positional[0],) and not api.promote:
        if not keywords:
            return one_array(b, api, impl, slow, None)
        if len(positional) == 1 and keywords in _KEYWORD_CALLS:
            return one_array(b, api, impl, slow, _KEYWORD_CALLS[keywords])
    return slow  # the general entry (or, for inference, the fallback)


# Calls of implementations whose only positional parameter is the array,
# for the keyword-only parameters the fast entries know (a keyword call with
# fixed names costs a fraction of one built from a dict per call).
_KEYWORD_CALLS: dict[tuple[str, ...], Callable[[Callable[..., Any], Any, tuple[Any, ...]], Any]] = {
    ("axis",): lambda f, x, r: f(x, axis=r[0]),
    ("k",): lambda f, x, r: f(x, k=r[0]),
    ("axis", "keepdims"): lambda f, x, r: f(x, axis=r[0], keepdims=r[1]),
    ("axis", "dtype", "keepdims"): lambda f, x, r: f(x, axis=r[0], dtype=r[1], keepdims=r[2]),
    ("axis", "correction", "keepdims"): lambda f, x, r: f(x, axis=r[0], correction=r[1], keepdims=r[2]),
    ("axis", "descending", "stable"): lambda f, x, r: f(x, axis=r[0], descending=r[1], stable=r[2]),
    ("axis", "dtype", "include_initial"): lambda f, x, r: f(x, axis=r[0], dtype=r[1], include_initial=r[2]),
}


def _special_dtypes(b: Backend, api: ApiFunction, params: tuple[str, ...]) -> frozenset[Any]:
    """The native dtypes of ``params`` for which a call needs the general
    entry: outside the spec's kinds, declared unsupported (or computed in a
    wider dtype), or integers that ``float_inputs`` casts."""
    special: set[Any] = set()
    if api.kinds and any(p in api.kinds_of for p in params):
        special |= {v for d, v in b.to_native.items() if d.kind not in api.kinds}
    support = b.support.get(api.name)
    if support is not None:
        special |= {b.to_native[d] for d in support.any_unsupported}
        special |= {b.to_native[d] for d in support.computed_in}
    if any(p in api.float_inputs for p in params):
        special |= b.int_natives
    return frozenset(special)


def _needs_general(b: Backend, api: ApiFunction) -> bool:
    support = b.support.get(api.name)
    return bool(support is not None and support.unsupported_devices)


def one_array(
    b: Backend,
    api: ApiFunction,
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    call: Callable[[Callable[..., Any], Any, tuple[Any, ...]], Any] | None,
) -> Callable[..., Any]:
    """Functions of one array (the first parameter) whose other parameters
    pass through: ``abs(x)``, ``sum(x, axis, dtype, keepdims)``, ``flip``..."""
    if _needs_general(b, api):
        return slow
    N: Any = b.array_type
    special = _special_dtypes(b, api, (api.arrays[0],))
    value_errors = b.value_errors
    as_value_error = _convert.make_value_error(b, api.public_name)
    fix = _convert.make_fix_output(b, api.public_name)
    has_out = api.has_out
    # The sum/prod rule: without dtype=, a float or complex input keeps its dtype.
    dtype_at = api.index["dtype"] - 1 if api.dtype == "sum" else -1
    keeps = frozenset(v for d, v in b.to_native.items() if d.kind in ("float", "complex"))

    def entry(x: Any, *rest: Any) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or (special and d.dtype in special):
            return slow(x, *rest)
        if has_out:
            if rest[-1] is not None:
                return slow(x, *rest)
            rest = rest[:-1]
        if dtype_at >= 0:
            if rest[dtype_at] is not None or d.dtype not in keeps:
                return slow(x, *rest, None) if has_out else slow(x, *rest)
            rest = (*rest[:dtype_at], d.dtype, *rest[dtype_at + 1 :])
        try:
            r = impl(d, *rest) if call is None else call(impl, d, rest)
        except value_errors as exc:
            as_value_error(exc)
        if type(r) is not N:
            r = fix(r)
        a = _new(Array)
        a._data = r
        return a

    entry.__name__ = api.name
    entry.__wrapped__ = impl  # type: ignore[attr-defined]
    return entry


def binary(b: Backend, api: ApiFunction, impl: Callable[..., Any], slow: Callable[..., Any]) -> Callable[..., Any]:
    """Two promoted arrays (``add``, ``less``, ``matmul``, ...), optionally
    ``out=``: the fast path takes two arrays of one dtype, or an array and
    a Python scalar that keeps its dtype (``x * 2``, ``x + 1.0``)."""
    if _needs_general(b, api):
        return slow
    N: Any = b.array_type
    special = _special_dtypes(b, api, api.arrays)
    value_errors = b.value_errors
    as_value_error = _convert.make_value_error(b, api.public_name)
    fix = _convert.make_fix_output(b, api.public_name)
    # Native dtype -> the Python scalar types it absorbs; ints must also fit.
    weak = {v: _WEAK_SCALARS[d.kind] for d, v in b.to_native.items() if v not in special}
    int_range = {v: INT_RANGE[d] for d, v in b.to_native.items() if d in INT_RANGE}
    scalar = b.scalar_operand
    if not api.has_out:
        general_entry = slow

        def slow(x1: Any, x2: Any, out: Any = None) -> Any:
            return general_entry(x1, x2)

    def entry(x1: Any, x2: Any, out: Any = None) -> Any:
        a1 = x1._data if type(x1) is Array else x1
        a2 = x2._data if type(x2) is Array else x2
        if out is not None:
            return slow(x1, x2, out)
        if type(a1) is N:
            dt = a1.dtype
            if type(a2) is N:
                if a2.dtype is not dt or (special and dt in special):
                    return slow(x1, x2, out)
            elif type(a2) in weak.get(dt, ()):  # x + 1.0
                if type(a2) is int and dt in int_range:
                    lo, hi = int_range[dt]
                    if not lo <= a2 <= hi:
                        return slow(x1, x2, out)
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
        except value_errors as exc:
            as_value_error(exc)
        if type(r) is not N:
            r = fix(r)
        a = _new(Array)
        a._data = r
        return a

    entry.__name__ = api.name
    entry.__wrapped__ = impl  # type: ignore[attr-defined]
    return entry


def general(b: Backend, api: ApiFunction, impl: Callable[..., Any]) -> Callable[..., Any]:
    """Every step the spec declares, in order (see the module docstring)."""
    where = api.public_name
    ix = api.index
    optional = {p.name for p in api.params if p.has_default}
    promote = tuple(p for p in api.promote if p not in api.sequences)
    # Array parameters checked one by one (those promoted are checked together).
    checks = [
        (ix[p], p, _convert.make_checker(b, where, p in api.scalars), p in optional)
        for p in api.arrays
        if p not in promote
    ]
    promote_at = [ix[p] for p in promote]
    promoter = _convert.make_promoter(b, where, promote) if promote else None
    sequences = [(ix[p], _convert.make_sequence(b, where, p, p in api.promote)) for p in api.sequences]
    refusals = _refuse.plan(b, api, impl)
    dtype_at = ix.get("dtype", -1) if api.dtype is not None else -1
    resolve_dtype = _convert.make_dtype_resolver(b, api, where) if api.dtype is not None else None
    relevant_at = [ix[p] for p in api.relevant]
    fits = None
    if api.dtype in ("infer", "float") and api.relevant and not api.unwrap:
        # Python values must fit the dtype asked for (full(2, 300,
        # dtype="uint8") must not wrap on one backend and raise on another).
        fits = _convert.make_fits(b, where, tuple(p in api.fits for p in api.relevant))
    unwrap_at = [ix[p] for p in api.unwrap]
    device_at = ix["device"] if api.device else -1
    resolve_device = _convert.make_device_resolver(b, where) if api.device else None
    device_sources = [ix[p] for p in (*api.arrays, *api.unwrap)]
    normalize = api.normalize
    normalize_where = f"{where} (backend {b.name!r})"
    out_at = ix.get("out", -1)
    call_at = [i for i in range(len(api.params)) if i != out_at]
    # The implementation takes the spec's positional parameters positionally
    # (``*args`` unpacked) and its keyword-only ones by keyword.
    pos_at = [i for i, p in enumerate(api.params) if p.kind < 2]
    var_at = [i for i, p in enumerate(api.params) if p.kind == 2]
    kw_at = [(p.name, i) for i, p in enumerate(api.params) if p.kind == 3 and i != out_at]
    value_errors = b.value_errors
    as_value_error = _convert.make_value_error(b, where)
    fix = _convert.make_fix_output(b, where)
    write_out = _convert.make_write_out(b, where) if out_at >= 0 else None
    N: Any = b.array_type
    result_type = api.result_type
    returns = api.returns
    impl = refusals.impl or impl

    def entry(*args: Any) -> Any:
        overriding = _protocol.overriding(args)
        if overriding:
            return _protocol.dispatch(api, args, overriding)
        a = list(args)
        for i, p, check, opt in checks:
            v = a[i]
            if type(v) is Array:
                v = a[i] = v._data
            if type(v) is not N and not (opt and v is None):
                a[i] = check(v, p)
        if promoter is not None:
            vals = [a[i] for i in promote_at]
            vals = [v._data if type(v) is Array else v for v in vals]
            first = vals[0]
            if not all(type(v) is N for v in vals) or any(v.dtype is not first.dtype for v in vals):
                vals = promoter(*vals)
            for i, v in zip(promote_at, vals, strict=True):
                a[i] = v
        for i, sequence in sequences:
            a[i] = sequence(a[i])
        refusals.arrays(a)
        if resolve_dtype is not None:
            if api.dtype in ("given", "optional"):
                a[dtype_at] = resolve_dtype(a[dtype_at])
            elif api.dtype == "sum":
                a[dtype_at] = resolve_dtype(a[dtype_at], a[ix[api.arrays[0]]])
            else:
                a[dtype_at] = resolve_dtype(a[dtype_at], *[a[i] for i in relevant_at])
            if fits is not None:
                fits(a[dtype_at], *[a[i] for i in relevant_at])
        refusals.dtype_kind(a, dtype_at)
        for i in unwrap_at:
            if type(a[i]) is Array:
                a[i] = a[i]._data
        if resolve_device is not None:
            a[device_at] = resolve_device(a[device_at], *[a[i] for i in device_sources])
        refusals.dtype_and_device(a, dtype_at, device_at)
        if normalize is not None:
            values = normalize(normalize_where, *[a[i] for i in call_at])
            for i, v in zip(call_at, values, strict=True):
                a[i] = v
        pos = [a[i] for i in pos_at]
        for i in var_at:
            pos.extend(a[i])
        try:
            r = impl(*pos, **{name: a[i] for name, i in kw_at})
        except value_errors as exc:
            as_value_error(exc)
        if returns == "value":
            return r
        if returns == "arrays" or returns == "list":
            res = []
            for x in r:
                if type(x) is not N:
                    x = fix(x)
                w = _new(Array)
                w._data = x
                res.append(w)
            if returns == "list":
                return res
            return result_type(*res) if result_type is not None else tuple(res)
        if type(r) is not N:
            r = fix(r)
        if write_out is not None and a[out_at] is not None:
            return write_out(a[out_at], r)
        w = _new(Array)
        w._data = r
        return w

    entry.__name__ = api.name
    entry.__wrapped__ = impl  # type: ignore[attr-defined]
    return entry


def compositional(b: Backend, api: ApiFunction) -> Callable[..., Any]:
    """Run the spec's body on ``b``: native arrays become ``Array``s (so the
    body's operators are ivy_core's), and the body's own calls use ``b``
    even when it was inferred from the arguments rather than set."""
    body = api.body
    assert body is not None
    array_at = [api.index[p] for p in api.arrays]
    types = b.array_types
    refusals = _refuse.plan(b, api, None)
    dtype_at = api.index.get("dtype", -1)

    def entry(*args: Any) -> Any:
        overriding = _protocol.overriding(args)
        if overriding:
            return _protocol.dispatch(api, args, overriding)
        a = list(args)
        for i in array_at:
            if isinstance(a[i], types):
                a[i] = Array(a[i])
        refusals.composed_kinds(a, dtype_at)
        if _state.current_backend() is b:
            return body(*a)
        with local_backend(b):
            return body(*a)

    entry.__name__ = api.name
    entry.__wrapped__ = body  # type: ignore[attr-defined]
    return entry


def _not_implemented(b: Backend, api: ApiFunction) -> Callable[..., Any]:
    message = (
        f"{api.public_name} is not implemented by backend {b.name!r} "
        f"({b.info.distribution} {b.info.version}); use another backend for it"
    )

    def missing(*args: Any) -> Any:
        raise NotImplementedError(message)

    missing.__name__ = api.name
    return missing
