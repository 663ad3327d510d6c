"""The fast family of ``asarray`` (:func:`convert`): an array of the
backend, kept as it is, or Python numbers (a float, an int, or a list or
tuple of them, nested or not), in the default dtype they infer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._arrays._array import Array
from .._backends import _failure
from .._base import _state
from .._spec._api import ApiFunction
from . import _convert
from ._creation import INT_LIMIT, default_natives
from ._shared import needs_general, special_dtypes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._backends._backend import Backend

__all__ = ["convert"]

_new = object.__new__
_FLOATS = frozenset({float})
_NUMBERS = frozenset({int, float})


def convert(
    b: Backend,
    api: ApiFunction,
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    mode_special: frozenset[Any] = frozenset(),
    values: bool = True,
) -> Callable[..., Any]:
    """``asarray(obj, /, *, dtype, device, copy)`` with every option None:
    the fast path takes an array of this backend (bare or in an ``Array``),
    which the implementation gets with its own dtype and device, as the
    general entry resolves them, and a Python float or int, or a list or
    tuple (nested or not) of them (:func:`_numbers_kind`), which it gets with the
    default dtype they infer (only with ``values``: not in the inference
    entries, where Python values go to the default backend). Either way
    nothing is left for the
    ``normalize=`` hook to check (it looks into Python values only for
    what the scan rules out: other types, and ints a dtype cannot hold)."""
    if needs_general(b, api):
        return slow
    N: Any = b.array_type
    fail = _failure.make_fail(b, api)
    fix = _convert.make_fix_output(b, api.public_name)
    special = special_dtypes(b, api, ("dtype",)) | mode_special
    known = frozenset(
        v for v in b.from_native if v not in special and b.from_native[v] not in b.checked_dtypes
    )
    device_of = b.runtime.device_of
    native_device = b.runtime.native_device
    setting = _state.device
    natives, seen = default_natives(b, special)
    defaults, epoch = _state.default_dtypes, _state.epoch

    def entry(obj: Any, dtype: Any = None, device: Any = None, copy: Any = None) -> Any:
        d = obj._data if type(obj) is Array else obj
        if type(d) is not N:
            t = type(d)
            if (
                values
                and dtype is None
                and device is None
                and copy is None
                and not (setting.overrides or setting.value is not None)
            ):
                # Python numbers: one scan finds the dtype they infer and
                # that every int fits it (what the hook and the dtype rule check).
                if t is float:
                    kind: str | None = "float"
                elif t is int:
                    kind = "wide int" if -INT_LIMIT < d < INT_LIMIT else None
                elif t is list or t is tuple:
                    kind = _numbers_kind(d)
                    if kind == "int":
                        kind = "wide int"
                else:
                    kind = None
                table = (
                    None
                    if kind is None
                    else seen[1]
                    if seen[0] == epoch.value and not defaults.overrides
                    else natives()
                )
                if table is not None and kind is not None and kind in table:
                    nd = table[kind]
                    try:
                        r = impl(d, dtype=nd, device=native_device(None), copy=None)
                    except Exception as exc:
                        fail(exc, (obj, dtype, device, copy))
                    if type(r) is not N:
                        r = fix(r)
                    w = _new(Array)
                    w._data = r
                    return w
            return slow(obj, dtype, device, copy)
        if dtype is not None or device is not None or copy is not None or d.dtype not in known:
            return slow(obj, dtype, device, copy)
        try:
            r = impl(d, dtype=d.dtype, device=device_of(d), copy=None)
        except Exception as exc:
            fail(exc, (obj, dtype, device, copy))
        if type(r) is not N:
            r = fix(r)
        w = _new(Array)
        w._data = r
        return w

    entry.__name__ = api.name
    entry.__wrapped__ = impl  # type: ignore[attr-defined]
    return entry


def _numbers_kind(values: Any) -> str | None:
    """``"float"`` for a list or tuple (nested or not) of Python floats and
    ints with at least one float, ``"int"`` for ints only, each of magnitude
    below 2**31; None for anything else (an empty sequence, a bool, a
    complex, another object, a larger int)."""
    if len(values) > 8:  # a long flat run: its types gathered, and its bounds found, in C
        types = set(map(type, values))
        if types == _FLOATS:
            return "float"
        # NaN or an infinity among them fails the bounds (the loop below decides).
        if types <= _NUMBERS and -INT_LIMIT < min(values) and max(values) < INT_LIMIT:
            return "float" if float in types else "int"
    kind = None
    for v in values:
        t = type(v)
        if t is float:
            kind = "float"
        elif t is int:
            if not -INT_LIMIT < v < INT_LIMIT:
                return None
            if kind is None:
                kind = "int"
        elif t is list or t is tuple:
            inner = _numbers_kind(v)
            if inner is None:
                return None
            if kind is None or inner == "float":
                kind = inner
        else:
            return None
    return kind
