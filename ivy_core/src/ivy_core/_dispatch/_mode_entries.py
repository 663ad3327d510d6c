"""The slow path of a call under a framework promotion mode.

A mode's entry of a function the mode governs (``_modes.op_class``) first
asks the framework's rules for the dtype to compute in and the result's
dtype, from the operands as they are (n-d or 0-d array, weakly typed
value, Python scalar), brings the operands to that dtype, and then calls
the function's ordinary general entry, which finds nothing left to
promote. ``out=`` is written last, cast when the mode's rules allow. The
fast paths stay as they are for the dtypes whose calls the mode does not
change (``_modes.special_dtypes``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._arrays._array import Array
from .._base._errors import UnsupportedDtypeError
from .._dtype import _modes
from .._dtype._dtypes import _INTERNED
from .._dtype._promotion import PYTHON_SCALARS, UNARY
from .._spec._api import ApiFunction
from . import _convert

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._backends._backend import Backend
    from .._dtype._rules import Rules

__all__ = ["wrap"]

_SCALARS = PYTHON_SCALARS


def wrap(b: Backend, api: ApiFunction, rules: Rules, general: Callable[..., Any]) -> Callable[..., Any]:
    """The general entry of ``api`` on ``b`` under ``rules``."""
    op = _modes.op_class(api)
    if op is None:
        return general
    where = f"{api.public_name} (backend {b.name!r}, promotion mode {rules.name!r})"
    if op == "concat":
        entry = _sequence(b, api, rules, general, where)
    elif op in UNARY:
        entry = _unary(b, api, rules, general, where, op)
    else:
        entry = _binary(b, api, rules, general, where, op)
    entry.__name__ = api.name
    entry.__wrapped__ = general  # type: ignore[attr-defined]
    return entry


def _native_dtype(b: Backend, dtype: str, where: str) -> Any:
    native = b.to_native.get(_INTERNED.get(dtype))  # type: ignore[arg-type]
    if native is None:
        raise UnsupportedDtypeError(
            f"{where}: the mode's result dtype is {dtype}, which {b.name} cannot represent; "
            "cast the inputs with ivy_core.astype, or use another backend"
        )
    if dtype in b.checked_dtypes:  # JAX's 64-bit dtypes while jax_enable_x64 is off
        b.runtime.check_dtype(dtype, where)
    return native


def _writer(b: Backend, rules: Rules, where: str) -> Callable[[Any, Any], Any]:
    """Write a result into ``out=``, cast when the mode allows it."""
    write = _convert.make_write_out(b, where)
    from_native = b.from_native

    def write_out(out: Any, r: Any) -> Any:
        dst: Any = out._data if isinstance(out, Array) else None
        native = isinstance(dst, b.array_types)  # (not narrowing dst to object)
        if native:
            have, want = from_native[r._data.dtype], from_native[dst.dtype]
            if have != want:
                _modes.can_write(rules, have, want, where)
                r = Array(b.impls["astype"](r._data, dst.dtype, copy=False))
        return write(out, r._data)

    return write_out


def _binary(
    b: Backend, api: ApiFunction, rules: Rules, general: Callable[..., Any], where: str, op: str
) -> Callable[..., Any]:
    i, j = (api.index[p] for p in api.promote)
    out_at = api.index.get("out", -1)
    types = b.array_types
    write_out = _writer(b, rules, where) if out_at >= 0 else None
    from_native = b.from_native

    def operand(v: Any) -> Any:
        return v._data if type(v) is Array else v

    def convert(native: Any, dtype: str, like: Any) -> Any:
        if type(native) in _SCALARS:
            return b.impls["asarray"](
                native, dtype=b.to_native[_INTERNED[dtype]], device=b.runtime.device_of(like), copy=None
            )
        if from_native[native.dtype] != dtype:
            return _convert.astype(b, native, _INTERNED[dtype])
        return native

    def entry(*args: Any) -> Any:
        x, y = operand(args[i]), operand(args[j])
        if not (isinstance(x, types) or type(x) in _SCALARS) or not (
            isinstance(y, types) or type(y) in _SCALARS
        ):
            return general(*args)  # the general entry names the bad argument
        if type(x) in _SCALARS and type(y) in _SCALARS:
            return general(*args)  # no array: ivy_core's rule for Python values
        compute, result = rules.binary(op, _modes.describe(b, x), _modes.describe(b, y), where)
        _native_dtype(b, compute, where)
        a = list(args)
        a[i] = convert(x, compute, y)
        a[j] = convert(y, compute, x)
        out = None
        if out_at >= 0:
            out, a[out_at] = a[out_at], None
        r: Any = general(*a)
        if from_native[r._data.dtype] != result:
            r = Array(_convert.astype(b, r._data, _INTERNED[result]))
        if out is not None:
            return write_out(out, r)  # type: ignore[misc]
        return r

    return entry


def _unary(
    b: Backend, api: ApiFunction, rules: Rules, general: Callable[..., Any], where: str, op: str
) -> Callable[..., Any]:
    x_at = api.index[api.arrays[0]]
    dtype_at = api.index["dtype"] if op == "sum" else -1
    out_at = api.index.get("out", -1)
    types = b.array_types
    write_out = _writer(b, rules, where) if out_at >= 0 else None
    from_native = b.from_native

    def entry(*args: Any) -> Any:
        x = args[x_at]
        d: Any = x._data if type(x) is Array else x
        native = isinstance(d, types)  # (not narrowing d to object)
        if not native or (dtype_at >= 0 and args[dtype_at] is not None):
            return general(*args)  # an explicit dtype= wins; a bad argument is named there
        dt = from_native[d.dtype]
        compute, result = rules.unary(op, dt, where)
        a = list(args)
        if compute != dt:
            _native_dtype(b, compute, where)
            a[x_at] = _convert.astype(b, d, compute)  # type: ignore[arg-type]
        if dtype_at >= 0:
            _native_dtype(b, result, where)
            a[dtype_at] = _INTERNED[result]
        out = None
        if out_at >= 0:
            out, a[out_at] = a[out_at], None
        r = general(*a)
        if from_native[r._data.dtype] != result:
            _native_dtype(b, result, where)
            r = Array(_convert.astype(b, r._data, result))  # type: ignore[arg-type]
        if out is not None:
            return write_out(out, r)  # type: ignore[misc]
        return r

    return entry


def _sequence(
    b: Backend, api: ApiFunction, rules: Rules, general: Callable[..., Any], where: str
) -> Callable[..., Any]:
    at = api.index[api.sequences[0]]
    out_at = api.index.get("out", -1)
    types = b.array_types
    write_out = _writer(b, rules, where) if out_at >= 0 else None
    from_native = b.from_native

    def entry(*args: Any) -> Any:
        seq = args[at]
        if not isinstance(seq, (list, tuple)) or not seq:
            return general(*args)
        natives = [v._data if type(v) is Array else v for v in seq]
        if not all(isinstance(v, types) for v in natives):
            return general(*args)
        dtypes = [from_native[v.dtype] for v in natives]
        rules.check_dtypes([(3, d, None) for d in dtypes], where)
        result = rules.many(dtypes, where)
        _native_dtype(b, result, where)
        a = list(args)
        target = _INTERNED[result]
        a[at] = [v if d == result else _convert.astype(b, v, target) for v, d in zip(natives, dtypes, strict=True)]
        out = None
        if out_at >= 0:
            out, a[out_at] = a[out_at], None
        r = general(*a)
        if out is not None:
            return write_out(out, r)  # type: ignore[misc]
        return r

    return entry
