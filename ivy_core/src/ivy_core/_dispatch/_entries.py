"""A backend's entries: the per-call path of every API function.

When a backend loads, :func:`build` makes one *entry* per API function from
what the spec declares (``_api.ApiFunction``) and what the backend provides.
An entry takes the public function's parameters positionally, in signature
order, and returns what the public function returns. The fast families
handle the common case inline (arrays of this backend, bare or in an
``Array``; one dtype; nothing declared about that dtype; no ``out=``):

- :func:`unary` (``abs``, ``exp``, ``isnan``...), :func:`reduction` (``sum``,
  ``max``, ``mean``...), :func:`one_array` (one array and parameters that
  pass through: ``reshape``, ``flip``, ``sort``...);
- :func:`binary` (``add``, ``less``, ``matmul``...), which also takes a Python
  scalar of a kind that keeps the array's dtype (``x + 1.0``).

The closures repeat their last lines (call, translate the framework's
errors, wrap the result) instead of sharing a helper: a helper would cost
one more Python frame on every call, about a fifth of the overhead.

Every other call goes to the function's general entry (``_general.py``),
which the functions with options no fast family covers (creation,
``dtype=``, ``device=``, sequences, ``normalize=``) use directly; it is also
where the ``__ivy_array_function__`` protocol is looked for, so that costs
nothing on the fast paths.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._arrays._array import Array
from .._backends import _failure
from .._dtype import _modes
from .._dtype._promotion import INT_RANGE, WEAK_SCALARS
from .._spec._api import KEYWORD_ONLY, POSITIONAL_ONLY, POSITIONAL_OR_KEYWORD, ApiFunction, axis_args
from . import _convert, _mode_entries
from ._general import compositional, general, not_implemented

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._backends._backend import Backend
    from .._dtype._rules import Rules

__all__ = ["build"]

_new = object.__new__


def build(
    b: Backend, api: ApiFunction, fallback: Callable[..., Any] | None = None, rules: Rules | None = None
) -> Callable[..., Any]:
    """The entry of ``api`` on backend ``b``. With ``fallback``, the entry
    for inference (no backend set): the fast paths of ``b``, and
    ``fallback`` for every other call and function. With ``rules``, the
    entry under that framework promotion mode (``_modes``): the fast paths
    keep only the dtypes whose calls the mode does not change, and the
    general entry first applies the mode's rules (``_mode_entries``)."""
    impl = b.impls.get(api.name)
    if impl is None:
        if fallback is not None:
            return fallback
        if api.body is not None:
            return compositional(b, api)
        return not_implemented(b, api)
    slow = general(b, api, impl) if fallback is None else fallback
    mode_special: frozenset[Any] = frozenset()
    if rules is not None:
        op = _modes.op_class(api)
        if fallback is None:
            slow = _mode_entries.wrap(b, api, rules, slow)
        if op is not None:
            mode_special = frozenset(b.to_native[d] for d in _modes.special_dtypes(rules, op, b.to_native))  # type: ignore[index]
    positional = [p.name for p in api.params if p.kind in (POSITIONAL_ONLY, POSITIONAL_OR_KEYWORD)]
    keywords = tuple(p.name for p in api.params if p.kind == KEYWORD_ONLY and p.name != "out")
    # A reduction's ``axis_args`` hook checks only what the fast entries send
    # to the general one (an axis other than None or an int).
    checks = api.normalize is not None and api.normalize is not axis_args
    plain = not (api.sequences or api.unwrap or checks or api.device or api.returns != "array")
    plain = plain and api.dtype in (None, "sum") and not (api.has_out and api.params[-1].name != "out")
    if plain and api.arrays == tuple(positional) and len(positional) == 2 and api.promote == api.arrays:
        if api.dtype is None and not keywords:
            return binary(b, api, impl, slow, mode_special, rules)
    if plain and positional and api.arrays == (positional[0],) and not api.promote:
        if len(positional) == 1 and api.has_out and keywords in _REDUCTIONS:
            return reduction(b, api, impl, slow, mode_special)
        if len(positional) == 1 and api.has_out and not keywords:
            return unary(b, api, impl, slow, mode_special)
        if not keywords:
            return one_array(b, api, impl, slow, None, mode_special)
        if len(positional) == 1 and keywords in _KEYWORD_CALLS:
            return one_array(b, api, impl, slow, _KEYWORD_CALLS[keywords], mode_special)
    return slow  # the general entry (or, for inference, the fallback)


# Calls of implementations whose only positional parameter is the array,
# for the keyword-only parameters the fast entries know (a keyword call with
# fixed names costs a fraction of one built from a dict per call).
_KEYWORD_CALLS: dict[tuple[str, ...], Callable[[Callable[..., Any], Any, tuple[Any, ...]], Any]] = {
    ("axis",): lambda f, x, r: f(x, axis=r[0]),
    ("k",): lambda f, x, r: f(x, k=r[0]),
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


# Reductions: (x, axis, keepdims, out), and (x, axis, dtype, keepdims, out)
# under the standard's sum/prod dtype rule.
_REDUCTIONS = (("axis", "keepdims"), ("axis", "dtype", "keepdims"))


def _fast_parts(
    b: Backend, api: ApiFunction, mode_special: frozenset[Any]
) -> tuple[Any, frozenset[Any], Any, Any]:
    """What the fast closures of one array share: the native type, the
    dtypes that need the general entry (``mode_special``: those a promotion
    mode changes), the translation of the framework's errors (``_failure``)
    and the fix of a non-array result."""
    return (
        b.array_type,
        _special_dtypes(b, api, (api.arrays[0],)) | mode_special,
        _failure.make_fail(b, api),
        _convert.make_fix_output(b, api.public_name),
    )


def unary(
    b: Backend,
    api: ApiFunction,
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    mode_special: frozenset[Any] = frozenset(),
) -> Callable[..., Any]:
    """``f(x, /, *, out=None)``: ``abs``, ``exp``, ``isnan``, ``sigmoid``..."""
    if _needs_general(b, api):
        return slow
    N, special, fail, fix = _fast_parts(b, api, mode_special)

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
    or complex input keeps its dtype (others go to the general entry, which
    applies the standard's rule for integers)."""
    if _needs_general(b, api):
        return slow
    N, special, fail, fix = _fast_parts(b, api, mode_special)
    keeps = frozenset(v for d, v in b.to_native.items() if d.kind in ("float", "complex"))

    def reduce(x: Any, axis: Any = None, keepdims: bool = False, out: Any = None) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or out is not None or (special and d.dtype in special):
            return slow(x, axis, keepdims, out)
        if (axis is not None and type(axis) is not int) or type(keepdims) is not bool:
            return slow(x, axis, keepdims, out)
        try:
            r = impl(d, axis=axis, keepdims=keepdims)
        except Exception as exc:
            fail(exc, (x, axis, keepdims, out))
        if type(r) is not N:
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
        if (axis is not None and type(axis) is not int) or type(keepdims) is not bool:
            return slow(x, axis, dtype, keepdims, out)
        dt = d.dtype
        if dt not in keeps or (special and dt in special):
            return slow(x, axis, dtype, keepdims, out)
        try:
            r = impl(d, axis=axis, dtype=dt, keepdims=keepdims)
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
    call: Callable[[Callable[..., Any], Any, tuple[Any, ...]], Any] | None,
    mode_special: frozenset[Any] = frozenset(),
) -> Callable[..., Any]:
    """Functions of one array (the first parameter) whose other parameters
    pass through: ``abs(x)``, ``sum(x, axis, dtype, keepdims)``, ``flip``..."""
    if _needs_general(b, api):
        return slow
    N, special, fail, fix = _fast_parts(b, api, mode_special)
    has_out = api.has_out
    # The sum/prod rule: without dtype=, a float or complex input keeps its dtype.
    dtype_at = api.index["dtype"] - 1 if api.dtype == "sum" else -1
    keeps = frozenset(v for d, v in b.to_native.items() if d.kind in ("float", "complex"))
    # With the ``axis_args`` hook, an axis other than None or an int goes to
    # the general entry, which checks it.
    axis_at = api.index["axis"] - 1 if api.normalize is axis_args else -1
    # A flag other than True or False goes to the general entry, which refuses it.
    flags_at = tuple(api.index[f] - 1 for f in api.flags)

    def entry(x: Any, *rest: Any) -> Any:
        d = x._data if type(x) is Array else x
        if type(d) is not N or (special and d.dtype in special):
            return slow(x, *rest)
        if axis_at >= 0:
            axis = rest[axis_at]
            if axis is not None and type(axis) is not int:
                return slow(x, *rest)
        for i in flags_at:
            if type(rest[i]) is not bool:
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
        except Exception as exc:
            fail(exc, (x, *rest))
        if type(r) is not N:
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
    a Python scalar that keeps its dtype (``x * 2``, ``x + 1.0``)."""
    if _needs_general(b, api):
        return slow
    N: Any = b.array_type
    special = _special_dtypes(b, api, api.arrays) | mode_special
    fail = _failure.make_fail(b, api)
    fix = _convert.make_fix_output(b, api.public_name)
    # Native dtype -> the Python scalar types it absorbs; ints must also fit.
    weak = {v: WEAK_SCALARS[d.kind] for d, v in b.to_native.items() if v not in special}
    limits = INT_RANGE.__getitem__ if rules is None else rules.int_limits
    int_range = {v: limits(d) for d, v in b.to_native.items() if d in INT_RANGE}
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
