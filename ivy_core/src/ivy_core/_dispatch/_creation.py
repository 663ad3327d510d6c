"""The fast family of creation from Python values, :func:`creation`
(``zeros``, ``full``, ``arange``, ``eye``, ``linspace``...);
``_creation_like`` has those of ``zeros_like`` and ``full_like``, and
``_asarray`` ``asarray``'s. The default dtypes they use are read once per change of the
defaults (``_state.epoch``, :func:`default_natives`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._arrays._array import Array
from .._backends import _failure
from .._backends._memory import SMALL
from .._base import _state
from .._dtype import _dtypes
from .._spec._api import KEYWORD_ONLY, ApiFunction
from . import _convert
from ._shared import Call, keyword_call, needs_general, special_dtypes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._backends._backend import Backend

__all__ = ["INT_LIMIT", "creation", "default_natives", "small_shape"]

_new = object.__new__

#: The largest Python int the fast paths take beyond the small ones (of at
#: most 7 bits): it fits every default int of 32 bits or more (the
#: ``wide int`` of :func:`default_natives`), and a float without rounding.
INT_LIMIT = 2**31
_FEW = SMALL // 16  # linspace's counts (Python ints below it) that its hook passes unchanged


def default_natives(b: Backend, special: frozenset[Any]) -> tuple[Callable[[], dict[str, Any] | None], list[Any]]:
    """The native default dtype of each kind (``float``, ``int``, and
    ``wide int`` where the default int has 32 bits or more) for the
    creation entries, read again whenever the defaults change (their
    epoch): None while a ``using_default_dtypes`` block is open anywhere,
    and a kind is left out when its default needs the general entry (a
    dtype the backend checks on each use, or one declared unsupported).
    With it, ``seen`` (``[epoch, table]`` as last read), which the entries
    read inline while the epoch holds and no such block is open."""
    defaults = _state.default_dtypes
    epoch = _state.epoch
    seen: list[Any] = [None, {}]

    def natives() -> dict[str, Any] | None:
        if defaults.overrides:
            return None
        if seen[0] != epoch.value:
            table = {}
            for kind in ("float", "int"):
                d = _dtypes.get_default(kind)
                n = b.to_native.get(d)
                if n is not None and d not in b.checked_dtypes and n not in special:
                    table[kind] = n
                    if kind == "int" and d.bits >= 32:  # holds every int asarray's scan takes
                        table["wide int"] = n
            seen[:] = [epoch.value, table]
        return seen[1]  # type: ignore[no-any-return]

    return natives, seen


def small_shape(shape: Any) -> bool:
    """Whether ``shape`` is a tuple of non-negative Python ints whose
    nonzero sizes multiply to fewer than ``SMALL``: the shapes ``full``'s
    ``normalize=`` hook passes unchanged with a fill value that fits the
    dtype (its shape check's common case, without the calls). The entries
    of ``full`` and ``full_like`` call the hook for any other shape; a test
    checks the hook passes these unchanged."""
    if type(shape) is not tuple:
        return False
    n = 1
    for d in shape:
        if type(d) is not int or d < 0:
            return False
        if d:
            n *= d
    return n < SMALL


def creation(
    b: Backend,
    api: ApiFunction,
    impl: Callable[..., Any],
    slow: Callable[..., Any],
    call: Call | None,
    mode_special: frozenset[Any] = frozenset(),
) -> Callable[..., Any]:
    """Creation from Python values (``zeros``, ``full``, ``arange``,
    ``eye``, ``linspace``...). The fast path takes ``dtype=None`` or an
    ivy_core ``Dtype`` of this backend, with the function's Python values
    (``api.relevant``) floats or small ints (ints of at most 7 bits, which
    fit every signed and float dtype); the dtype
    they infer is the default float or int, as the general entry's rule
    gives; the ``normalize=`` hook checks the rest (shapes, sizes). A
    ``device`` the backend's ``native_device`` hook takes is passed as it
    converts it; one it refuses goes to the general entry, which reports it."""
    if needs_general(b, api):
        return slow
    N: Any = b.array_type
    fail = _failure.make_fail(b, api)
    fix = _convert.make_fix_output(b, api.public_name)
    where = f"{api.public_name} (backend {b.name!r})"
    hook = api.normalize
    special = special_dtypes(b, api, ("dtype",)) | mode_special
    natives, seen = default_natives(b, special)
    defaults, epoch = _state.default_dtypes, _state.epoch
    relevant_at = tuple(api.index[p] for p in api.relevant)
    dtype_at, device_at = api.index["dtype"], api.index["device"]
    infer = api.dtype == "infer"
    device_of_none = b.runtime.native_device
    setting = _state.device
    to_native = b.to_native
    Dtype = _dtypes.Dtype
    # The spellings of a dtype taken inline: an ivy_core Dtype, its name
    # (a str equal to it) and the backend's native dtype object; anything
    # else (np.float32 the type, "float", a dtype of another backend) goes
    # to the general entry, which converts it or says why not.
    spelled: dict[Any, Any] = {**to_native, **{v: v for v in to_native.values()}}
    native_types = b.native_dtype_types
    # Given dtypes by the kinds of value they take without a check.
    any_values = frozenset(v for d, v in to_native.items() if v not in special and d not in b.checked_dtypes)
    for_floats = frozenset(v for d, v in to_native.items() if v in any_values and d.kind in ("float", "complex"))
    for_ints = for_floats | frozenset(v for d, v in to_native.items() if v in any_values and d.kind == "signed")
    # ``arange(start, stop, step, *, dtype, device)``: every parameter
    # before the last two positional, so the call needs no keyword table.
    last = api.params[-2:]
    direct = (
        [p.name for p in last] == ["dtype", "device"]
        and dtype_at == len(api.params) - 2
        and all(p.kind != KEYWORD_ONLY for p in api.params[:-2])
    )

    def entry(*args: Any) -> Any:
        device = args[device_at]
        if device is None and (setting.overrides or setting.value is not None):
            device = _state.device_request()  # using_device / set_default_device
        if device is None:
            native_device = device_of_none(None)
        else:  # a device this backend names (full_like passes that of x)
            try:
                native_device = device_of_none(device)
            except Exception:  # the general entry reports it, naming the call
                return slow(*args)
        kind = "float" if not infer or not relevant_at else "int"
        wide = False  # an int beyond the small ones: the default int only, if it has 32 bits or more
        for i in relevant_at:
            t = type(args[i])
            if t is float:
                kind = "float"
            elif t is int:
                if not -128 < args[i] < 128:
                    if not -INT_LIMIT < args[i] < INT_LIMIT:
                        return slow(*args)
                    wide = True
            elif args[i] is not None:
                return slow(*args)
        dtype = args[dtype_at]
        if wide:
            if kind != "int" or dtype is not None:
                return slow(*args)
            kind = "wide int"
        if dtype is None:
            table = seen[1] if seen[0] == epoch.value and not defaults.overrides else natives()
            if table is None or kind not in table:
                return slow(*args)
            nd = table[kind]
        elif type(dtype) is Dtype or type(dtype) is str or type(dtype) in native_types:
            nd = spelled.get(dtype)
            if nd not in (for_floats if kind == "float" and relevant_at else for_ints if relevant_at else any_values):
                return slow(*args)
        else:
            return slow(*args)
        if direct:  # (positional..., dtype, device): the keywords by name, no list
            a: Any = (*args[:dtype_at], nd, native_device)
            if hook is not None:
                a = hook(where, *a)
            try:
                r = impl(*a[:dtype_at], dtype=a[dtype_at], device=a[device_at])
            except Exception as exc:
                fail(exc, args)
        else:
            a = list(args)
            a[dtype_at] = nd
            a[device_at] = native_device
            if hook is not None:
                a = hook(where, *a)
            try:
                r = impl(*a) if call is None else call(impl, a)
            except Exception as exc:
                fail(exc, args)
        if type(r) is not N:
            r = fix(r)
        w = _new(Array)
        w._data = r
        return w

    def three(p0: Any, p1: Any, p2: Any, dtype: Any, device: Any) -> Any:
        """``arange(start, stop, step, *, dtype, device)``, ``eye(n_rows,
        n_cols, *, k, dtype, device)``: ``entry``'s decisions for these
        five parameters by name (no tuple of arguments to build and slice);
        the implementation gets the first three by position where the spec
        has them so (``direct``), else through ``call``."""
        if device is None and (setting.overrides or setting.value is not None):
            device = _state.device_request()
        if device is None:
            native_device = device_of_none(None)
        else:
            try:
                native_device = device_of_none(device)
            except Exception:
                return slow(p0, p1, p2, dtype, device)
        kind = "float" if not infer or not relevant_at else "int"
        if relevant_at:
            values = (p0, p1, p2)
            wide = False  # as in ``entry``
            for i in relevant_at:
                v = values[i]
                t = type(v)
                if t is float:
                    kind = "float"
                elif t is int:
                    if not -128 < v < 128:
                        if not -INT_LIMIT < v < INT_LIMIT:
                            return slow(p0, p1, p2, dtype, device)
                        wide = True
                elif v is not None:
                    return slow(p0, p1, p2, dtype, device)
            if wide:
                if kind != "int" or dtype is not None:
                    return slow(p0, p1, p2, dtype, device)
                kind = "wide int"
        if dtype is None:
            table = seen[1] if seen[0] == epoch.value and not defaults.overrides else natives()
            if table is None or kind not in table:
                return slow(p0, p1, p2, dtype, device)
            nd = table[kind]
        elif type(dtype) is Dtype or type(dtype) is str or type(dtype) in native_types:
            nd = spelled.get(dtype)
            if nd not in (for_floats if kind == "float" and relevant_at else for_ints if relevant_at else any_values):
                return slow(p0, p1, p2, dtype, device)
        else:
            return slow(p0, p1, p2, dtype, device)
        a = hook(where, p0, p1, p2, nd, native_device) if hook is not None else (p0, p1, p2, nd, native_device)
        try:
            r = impl(a[0], a[1], a[2], dtype=a[3], device=a[4]) if direct or call is None else call(impl, a)
        except Exception as exc:
            fail(exc, (p0, p1, p2, dtype, device))
        if type(r) is not N:
            r = fix(r)
        w = _new(Array)
        w._data = r
        return w

    def ranged(start: Any, stop: Any = None, step: Any = 1, dtype: Any = None, device: Any = None) -> Any:
        """``arange(start, stop, step, *, dtype, device)`` with Python ints
        (``stop`` may be None) and no device: ``three``'s decisions, written
        out for these. With small ints (|v| < 128, a nonzero step) and an
        integer, floating or complex dtype (None: the default int), the
        range has at most 255 values, each between -127 and 127, which every
        such dtype holds: ``arange``'s ``normalize=`` hook has nothing to
        check and is not called. Ints up to ``INT_LIMIT`` with no dtype take
        the default int (if it has 32 bits or more), which holds every value
        of their range: the hook is called only for a range of ``SMALL``
        values or more (their size). Any other call is ``three``'s."""
        if (
            type(start) is int
            and type(step) is int
            and (stop is None or type(stop) is int)
            and device is None
            and not setting.overrides
            and setting.value is None
            and step
        ):
            small = -128 < start < 128 and -128 < step < 128 and (stop is None or -128 < stop < 128)
            nd = None
            if dtype is None:
                table = seen[1] if seen[0] == epoch.value and not defaults.overrides else natives()
                if table is not None:
                    if small:
                        nd = table.get("int")
                    elif -INT_LIMIT < start < INT_LIMIT and -INT_LIMIT < step < INT_LIMIT and (
                        stop is None or -INT_LIMIT < stop < INT_LIMIT
                    ):
                        nd = table.get("wide int")
            elif small and (type(dtype) is Dtype or type(dtype) is str or type(dtype) in native_types):
                nd = spelled.get(dtype)
                if nd not in for_ints:
                    nd = None
            if nd is not None:
                native_device = device_of_none(None)
                if not small and hook is not None:
                    # Ints of the default int (32 bits or more) within
                    # INT_LIMIT: the hook has only the length to check, a
                    # size check past SMALL elements; a shorter range it
                    # passes unchanged (as for the small ints).
                    lo, hi = (0, start) if stop is None else (start, stop)
                    if -((lo - hi) // step) >= SMALL:  # its length, as the hook computes it
                        start, stop, step, nd, native_device = hook(where, start, stop, step, nd, native_device)
                try:
                    r = impl(start, stop, step, dtype=nd, device=native_device)
                except Exception as exc:
                    fail(exc, (start, stop, step, dtype, device))
                if type(r) is not N:
                    r = fix(r)
                w = _new(Array)
                w._data = r
                return w
        return three(start, stop, step, dtype, device)

    def shaped(shape: Any, dtype: Any = None, device: Any = None) -> Any:
        """``zeros(shape, *, dtype, device)``, ``ones``, ``empty``: the same
        decisions as ``entry``, for these three parameters by name."""
        if device is None and (setting.overrides or setting.value is not None):
            device = _state.device_request()
        if device is None:
            native_device = device_of_none(None)
        else:
            try:
                native_device = device_of_none(device)
            except Exception:
                return slow(shape, dtype, device)
        if dtype is None:
            table = seen[1] if seen[0] == epoch.value and not defaults.overrides else natives()
            if table is None or "float" not in table:
                return slow(shape, dtype, device)
            nd = table["float"]
        elif type(dtype) is Dtype or type(dtype) is str or type(dtype) in native_types:
            nd = spelled.get(dtype)
            if nd not in any_values:
                return slow(shape, dtype, device)
        else:
            return slow(shape, dtype, device)
        t = hook(where, shape, nd, native_device) if hook is not None else (shape, nd, native_device)
        try:
            r = impl(t[0], dtype=t[1], device=t[2])
        except Exception as exc:
            fail(exc, (shape, dtype, device))
        if type(r) is not N:
            r = fix(r)
        w = _new(Array)
        w._data = r
        return w

    def filled(shape: Any, fill_value: Any, dtype: Any = None, device: Any = None) -> Any:
        """``full(shape, fill_value, *, dtype, device)``: ``entry``'s
        decisions for these four parameters by name."""
        if device is None and (setting.overrides or setting.value is not None):
            device = _state.device_request()
        if device is None:
            native_device = device_of_none(None)
        else:
            try:
                native_device = device_of_none(device)
            except Exception:
                return slow(shape, fill_value, dtype, device)
        t = type(fill_value)
        if t is float:
            kind = "float"
        elif t is int and -128 < fill_value < 128:
            kind = "int"
        elif t is int and dtype is None and -INT_LIMIT < fill_value < INT_LIMIT:
            kind = "wide int"  # the default int, if it has 32 bits or more
        else:
            return slow(shape, fill_value, dtype, device)
        if dtype is None:
            table = seen[1] if seen[0] == epoch.value and not defaults.overrides else natives()
            if table is None or kind not in table:
                return slow(shape, fill_value, dtype, device)
            nd = table[kind]
        elif type(dtype) is Dtype or type(dtype) is str or type(dtype) in native_types:
            nd = spelled.get(dtype)
            if nd not in (for_floats if kind == "float" else for_ints):
                return slow(shape, fill_value, dtype, device)
        else:
            return slow(shape, fill_value, dtype, device)
        if hook is None or small_shape(shape):  # a fill value of nd's kind: the hook has only the shape to check
            a = (shape, fill_value, nd, native_device)
        else:
            a = hook(where, shape, fill_value, nd, native_device)
        try:
            r = impl(a[0], a[1], dtype=a[2], device=a[3])
        except Exception as exc:
            fail(exc, (shape, fill_value, dtype, device))
        if type(r) is not N:
            r = fix(r)
        w = _new(Array)
        w._data = r
        return w

    def spaced(start: Any, stop: Any, num: Any, dtype: Any = None, device: Any = None, endpoint: Any = True) -> Any:
        """``linspace``: ``entry``'s decisions, by name. A Python int count below
        ``_FEW`` and a bool ``endpoint`` its hook passes unchanged: skipped."""
        if device is None and (setting.overrides or setting.value is not None):
            device = _state.device_request()
        if device is None:
            native_device = device_of_none(None)
        else:
            try:
                native_device = device_of_none(device)
            except Exception:
                return slow(start, stop, num, dtype, device, endpoint)
        for v in (start, stop):  # floats, small ints (and None, which the call refuses)
            tv = type(v)
            if tv is not float and v is not None and (tv is not int or not -128 < v < 128):
                return slow(start, stop, num, dtype, device, endpoint)
        if dtype is None:
            table = seen[1] if seen[0] == epoch.value and not defaults.overrides else natives()
            if table is None or "float" not in table:
                return slow(start, stop, num, dtype, device, endpoint)
            nd = table["float"]
        elif type(dtype) is Dtype or type(dtype) is str or type(dtype) in native_types:
            nd = spelled.get(dtype)
            if nd not in for_floats:
                return slow(start, stop, num, dtype, device, endpoint)
        else:
            return slow(start, stop, num, dtype, device, endpoint)
        t = (start, stop, num, nd, native_device, endpoint)
        if hook is not None and not (type(num) is int and 0 <= num < _FEW and type(endpoint) is bool):
            t = hook(where, *t)
        try:
            r = impl(t[0], t[1], t[2], dtype=t[3], device=t[4], endpoint=t[5])
        except Exception as exc:
            fail(exc, (start, stop, num, dtype, device, endpoint))
        if type(r) is not N:
            r = fix(r)
        w = _new(Array)
        w._data = r
        return w

    names = tuple(p.name for p in api.params)
    chosen: Callable[..., Any] = entry
    if names == ("shape", "dtype", "device") and not relevant_at:
        chosen = shaped
    elif names == ("shape", "fill_value", "dtype", "device") and api.relevant == ("fill_value",) and infer:
        chosen = filled
    elif names == ("start", "stop", "step", "dtype", "device") and api.name == "arange" and hook is not None and infer:
        chosen = ranged
    elif api.name == "linspace" and not infer and hook is not None and call is keyword_call(2, names[3:]):
        chosen = spaced  # (start, stop, num, dtype, device, endpoint), as ``entry`` reads linspace's
    elif len(names) == 5 and names[3:] == ("dtype", "device") and (direct or call is not None):
        chosen = three  # arange(start, stop, step, ...) by position, eye(n_rows, n_cols, *, k, ...) through ``call``
    chosen.__name__ = api.name
    chosen.__wrapped__ = impl  # type: ignore[attr-defined]
    return chosen
