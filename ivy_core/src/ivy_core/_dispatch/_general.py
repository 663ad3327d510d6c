"""The general entry: every step a function's spec asks for, in order.

Each API function on each backend has one (``_entries.build``): the
functions whose options no fast family covers (creation, ``dtype=``,
``device=``, sequences, ``normalize=``) use it as their entry, and the fast
entries send it every call they do not handle inline. Each step is a small
closure from ``_convert.py`` (scalars, foreign arrays, promotion, ``dtype=``,
``device=``, ``out=``) or ``_refuse.py`` (dtype kinds, declared gaps and
casting modes, ``computed_in``). The ``__ivy_array_function__`` protocol
is looked for here first.

Also here: the entry of a compositional function without a native version,
and of a function a backend does not implement.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._arrays._array import Array
from .._backends import _failure
from .._backends._calls import local_backend
from .._base import _state
from .._dtype._promotion import PYTHON_SCALARS
from .._spec import _protocol
from .._spec._api import KEYWORD_ONLY, POSITIONAL_ONLY, POSITIONAL_OR_KEYWORD, VAR_POSITIONAL, ApiFunction
from . import _convert, _refuse

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._backends._backend import Backend

__all__ = ["general", "compositional", "not_implemented"]

_new = object.__new__


#: ApiFunction -> what :func:`general` reads of its parameters (the same on
#: every backend, so worked out once: a backend's first use builds every
#: entry of torch's table at once).
_LAYOUTS: dict[ApiFunction, tuple[Any, ...]] = {}


def _layout(api: ApiFunction) -> tuple[Any, ...]:
    found = _LAYOUTS.get(api)
    if found is not None:
        return found
    ix = api.index
    optional = frozenset(p.name for p in api.params if p.has_default)
    promote = tuple(p for p in api.promote if p not in api.sequences)
    # Array parameters checked one by one (those promoted are checked together).
    checked = [(ix[p], p, p in api.scalars, p in optional) for p in api.arrays if p not in promote]
    # A compositional function's body takes ``dtype=``/``device=`` as given;
    # a backend's native version of it gets them native, like any other.
    rule = api.dtype if api.dtype is not None or "dtype" not in ix or api.body is None else "optional"
    takes_device = api.device or ("device" in ix and api.body is not None)
    out_at = ix.get("out", -1)
    found = _LAYOUTS[api] = (
        promote,
        checked,
        [ix[p] for p in promote],
        rule,
        ix.get("dtype", -1) if rule is not None else -1,
        [ix[p] for p in api.relevant],
        rule in ("given", "optional"),  # how dtype= is resolved, decided here rather than on each call
        ix[api.arrays[0]] if api.dtype == "sum" else -1,
        [ix[p] for p in api.unwrap],
        takes_device,
        ix["device"] if takes_device else -1,
        [ix[p] for p in (*api.arrays, *api.unwrap)],
        out_at,
        [i for i in range(len(api.params)) if i != out_at],
        # The implementation takes the spec's positional parameters
        # positionally (``*args`` unpacked) and its keyword-only ones by keyword.
        [i for i, p in enumerate(api.params) if p.kind in (POSITIONAL_ONLY, POSITIONAL_OR_KEYWORD)],
        [i for i, p in enumerate(api.params) if p.kind == VAR_POSITIONAL],
        [(p.name, i) for i, p in enumerate(api.params) if p.kind == KEYWORD_ONLY and i != out_at],
    )
    return found


def general(b: Backend, api: ApiFunction, impl: Callable[..., Any]) -> Callable[..., Any]:
    """Every step the spec declares, in order (see the module docstring)."""
    where = api.public_name
    (promote, checked, promote_at, rule, dtype_at, relevant_at, dtype_as_given, sum_of_at, unwrap_at,
     takes_device, device_at, device_sources, out_at, call_at, pos_at, var_at, kw_at) = _layout(api)  # fmt: skip
    checks = [(i, p, _convert.make_checker(b, where, scalar), opt) for i, p, scalar, opt in checked]
    promoter = _convert.make_promoter(b, where, promote) if promote else None
    sequences = [
        (api.index[p], _convert.make_sequence(b, where, p, p in api.promote, api.returns == "list"))
        for p in api.sequences
    ]
    refusals = _refuse.plan(b, api, impl)
    resolve_dtype = _convert.make_dtype_resolver(b, api, where, rule) if rule is not None else None
    fits = None
    if api.dtype in ("infer", "float") and api.relevant and not api.unwrap:
        # Python values must fit the dtype asked for (full(2, 300,
        # dtype="uint8") must not wrap on one backend and raise on another).
        fits = _convert.make_fits(b, where, tuple(p in api.fits for p in api.relevant))
    resolve_device = _convert.make_device_resolver(b, where) if takes_device else None
    normalize = api.normalize
    normalize_where = f"{where} (backend {b.name!r})"
    fail = _failure.make_fail(b, api)
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
            vals = []
            same = True  # arrays of this backend of one dtype: nothing to promote
            first = None
            for i in promote_at:
                v = a[i]
                if type(v) is Array:
                    v = v._data
                if type(v) is not N:
                    same = False
                elif first is None:
                    first = v.dtype
                elif v.dtype is not first:
                    same = False
                vals.append(v)
            if not same:
                vals = promoter(*vals)
            for k, i in enumerate(promote_at):
                a[i] = vals[k]
        for i, sequence in sequences:
            a[i] = sequence(a[i])
        refusals.arrays(a)
        if resolve_dtype is not None:
            if dtype_as_given:
                a[dtype_at] = resolve_dtype(a[dtype_at])
            elif sum_of_at >= 0:
                a[dtype_at] = resolve_dtype(a[dtype_at], a[sum_of_at])
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
            for k, i in enumerate(call_at):
                a[i] = values[k]
        pos = [a[i] for i in pos_at]
        for i in var_at:
            pos.extend(a[i])
        kw = {}
        for name, i in kw_at:
            kw[name] = a[i]
        try:
            r = impl(*pos, **kw)
        except Exception as exc:
            fail(exc, args)
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
    optional = {p.name for p in api.params if p.has_default}
    array_at = [(api.index[p], p, p in optional, p in api.scalars) for p in api.arrays]
    types = b.array_types
    scalar_types = PYTHON_SCALARS
    refusals = _refuse.plan(b, api, None)
    dtype_at = api.index.get("dtype", -1)

    def entry(*args: Any) -> Any:
        overriding = _protocol.overriding(args)
        if overriding:
            return _protocol.dispatch(api, args, overriding)
        a = list(args)
        for i, p, opt, scalar_ok in array_at:
            v = a[i]
            if type(v) is Array or (opt and v is None) or (scalar_ok and type(v) in scalar_types):
                continue
            if not isinstance(v, types):
                raise _convert.bad_argument(b, v, p, api.public_name, scalar_ok)
            a[i] = Array(v)
        refusals.composed_kinds(a, dtype_at)
        try:
            if _state.current_backend() is b:
                return body(*a)
            with local_backend(b):
                return body(*a)
        except Exception as exc:
            raise _failure.renamed(exc, api.public_name) from exc

    entry.__name__ = api.name
    entry.__wrapped__ = body  # type: ignore[attr-defined]
    return entry


def not_implemented(b: Backend, api: ApiFunction) -> Callable[..., Any]:
    reason = b.unsupported.get(api.name)
    message = (
        f"{api.public_name} is not implemented by backend {b.name!r} "
        f"({b.info.distribution} {b.info.version})"
        + (f": {reason}" if reason else "")
        + "; use another backend for it"
    )

    def missing(*args: Any) -> Any:
        raise NotImplementedError(message)

    missing.__name__ = api.name
    return missing
