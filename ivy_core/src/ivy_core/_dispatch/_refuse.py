"""Refusals and their cures: dtypes outside a function's kinds, dtypes and
devices a backend declares unsupported (with the casting modes that may
cast such a dtype to a supported one), and ``computed_in``.

:func:`plan` gathers what one function on one backend needs, once, when
the backend loads; its methods are the steps the general entry runs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._arrays._array import Array
from .._base import _state
from .._base._errors import InvalidDtypeError, UnsupportedDeviceError, UnsupportedDtypeError
from .._dtype import _casting, _dtypes, _support
from .._spec._api import API, ApiFunction
from ._convert import astype

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._backends._backend import Backend


class Plan:
    """The refusal steps of one function on one backend (each a no-op when
    the function declares nothing of its kind)."""

    # What a function that declares nothing has (most of them; set as
    # instance attributes otherwise): every step below is then a no-op.
    invalid_kind: Callable[[Any, str], Any] | None = None
    kinds_arrays: list[tuple[int, str, bool, bool]] = []  # noqa: RUF012 - never mutated
    kinds_dtype = False
    kinds_ok: frozenset[Any] = frozenset()
    kinds_ok_dtypes: frozenset[_dtypes.Dtype] = frozenset()
    float_at: list[int] = []  # noqa: RUF012 - never mutated
    unsupported: frozenset[Any] = frozenset()
    #: For an argument, and for ``dtype=``, of an unsupported dtype.
    unsupported_arg: Callable[[Any, str], Any] | None = None
    unsupported_dtype: Callable[[Any, Any], Any] | None = None
    unsupported_arrays: list[tuple[int, str, bool, bool]] = []  # noqa: RUF012 - never mutated
    check_device: Callable[..., None] | None = None

    def __init__(self, b: Backend, api: ApiFunction, impl: Callable[..., Any] | None) -> None:
        where = api.public_name
        support = b.support.get(api.name) or _support.FunctionSupport(api.name)
        #: The implementation to call (wrapped when ``computed_in`` applies).
        self.impl = impl
        self.b = b
        self.named = f"{where} (backend {b.name!r})"
        self.int_natives = b.int_natives
        self.device_arrays = [api.index[p] for p in api.arrays]
        declared = support.unsupported_dtypes or support.by_device or support.computed_in
        if not (api.kinds or api.float_inputs or declared or support.unsupported_devices):
            if support.arguments is None:
                return  # nothing to refuse or cast
        ix = api.index
        optional = {p.name for p in api.params if p.has_default}
        self.impl = superset(b, impl, support, api) if impl is not None and support.computed_in else impl
        if api.kinds:
            self.kinds_ok_dtypes, self.kinds_ok = of_kinds(b, api.kinds)
        self.invalid_kind = make_invalid_kind(b, api, where) if api.kinds else None
        kinds_arrays = [p for p in api.kinds_of if p != "dtype"] if api.kinds else []
        self.kinds_arrays = [(ix[p], p, p in api.sequences, p in optional) for p in kinds_arrays]
        self.kinds_dtype = bool(api.kinds) and "dtype" in api.kinds_of
        self.float_at = [ix[p] for p in api.float_inputs]
        unsupported = frozenset(b.to_native[d] for d in support.any_unsupported)
        self.unsupported = unsupported
        helpers = make_unsupported(b, api.name, support) if unsupported else None
        self.unsupported_arg = helpers[0] if helpers else None
        self.unsupported_dtype = helpers[1] if helpers else None
        covered = _support.covered_arguments(support, api.arrays + api.sequences, where)
        self.unsupported_arrays = [
            (ix[p], p, p in api.sequences, p in optional) for p in api.arrays if p in covered
        ]
        self.unsupported_arrays += [
            (ix[p], p, True, False) for p in api.sequences if p not in api.arrays and p in covered
        ]
        self.check_device = (
            make_device_check(b, api.name, support) if support.unsupported_devices else None
        )

    def arrays(self, a: list[Any]) -> None:
        """Kinds, ``float_inputs`` and unsupported dtypes of the (native) arrays."""
        if self.invalid_kind is not None:
            for i, p, is_seq, opt in self.kinds_arrays:
                if is_seq:
                    for k, v in enumerate(a[i]):
                        if v.dtype not in self.kinds_ok:
                            self.invalid_kind(v.dtype, f"{p}[{k}]")
                elif not (opt and a[i] is None) and a[i].dtype not in self.kinds_ok:
                    self.invalid_kind(a[i].dtype, p)
        for i in self.float_at:
            if a[i].dtype in self.int_natives:
                a[i] = astype(self.b, a[i], _dtypes.get_default("float"))
        if self.unsupported_arg is not None:
            bad = self.unsupported
            for i, p, is_seq, opt in self.unsupported_arrays:
                if is_seq:
                    a[i] = [self.unsupported_arg(v, f"{p}[{k}]") if v.dtype in bad else v for k, v in enumerate(a[i])]
                elif not (opt and a[i] is None) and a[i].dtype in bad:
                    a[i] = self.unsupported_arg(a[i], p)

    def dtype_kind(self, a: list[Any], dtype_at: int) -> None:
        """``dtype=`` (resolved to a native dtype) outside the kinds."""
        if self.kinds_dtype and a[dtype_at] is not None and a[dtype_at] not in self.kinds_ok:
            assert self.invalid_kind is not None
            self.invalid_kind(a[dtype_at], "dtype=")

    def dtype_and_device(self, a: list[Any], dtype_at: int, device_at: int) -> None:
        """An unsupported ``dtype=`` (cast under a casting mode, or refused),
        and devices the backend declares unsupported."""
        device = a[device_at] if device_at >= 0 else None
        if self.unsupported_dtype is not None and dtype_at >= 0:
            if a[dtype_at] is not None and a[dtype_at] in self.unsupported:
                a[dtype_at] = self.unsupported_dtype(a[dtype_at], device)
        if self.check_device is not None:
            self.check_device(device, *[a[i] for i in self.device_arrays])

    def composed_kinds(self, a: list[Any], dtype_at: int) -> None:
        """The kinds of a compositional function's ``Array`` arguments and ``dtype=``."""
        if self.invalid_kind is None:
            return
        for i, p, _, _ in self.kinds_arrays:
            v = a[i]
            if type(v) is Array and v.dtype not in self.kinds_ok_dtypes:
                self.invalid_kind(v.dtype, p)
        if self.kinds_dtype and a[dtype_at] is not None:
            d = dtype_of_request(self.b, a[dtype_at], self.named)
            if d not in self.kinds_ok_dtypes:
                self.invalid_kind(d, "dtype=")


def plan(b: Backend, api: ApiFunction, impl: Callable[..., Any] | None) -> Plan:
    return Plan(b, api, impl)


def supported_dtypes(b: Backend, support: _support.FunctionSupport, kind: str | None) -> list[_dtypes.Dtype]:
    bad = support.unsupported_dtypes | support.by_device.get(kind or "", frozenset())
    return [d for d in b.valid_dtypes if d not in bad]


def unsupported_error(
    b: Backend, api_name: str, support: _support.FunctionSupport, d: _dtypes.Dtype, what: str, kind: str | None
) -> UnsupportedDtypeError:
    """The error for dtype ``d`` of ``what`` (an argument or ``dtype=``),
    naming the casting modes under which the call would run."""
    supported = supported_dtypes(b, support, kind)
    ok = supported.__contains__
    cures = []
    for mode in ("cross", "up", "down"):
        t = _casting.cast_target(d, ok, mode)
        if t is not None:
            name = _casting.MODE_FUNCTIONS[mode].removesuffix("_data_types")
            cures.append(
                f"with ivy_core.casting_mode({name!r}) (or ivy_core.{_casting.MODE_FUNCTIONS[mode]}() "
                f"for the whole process) it would run in {t}"
            )
    if len([m for m in ("cross", "up", "down") if _casting.cast_target(d, ok, m)]) > 1:
        cures.append("casting_mode('cast') tries them in that order")
    cure = "; ".join(cures) if cures else "no casting mode finds a supported dtype near it"
    on = f" on {kind}" if kind and d not in support.unsupported_dtypes else ""
    why = f" ({support.reason})" if support.reason else ""
    api = API[api_name]
    first = api.arrays[0] if api.arrays else ""
    own = [p for p in api.arrays[1:] if p not in api.promote]  # index arrays and the like
    if support.arguments is None and any(f"argument {p!r}" == what for p in own):
        why += f" (a declaration covers every array argument; arguments=({first!r},) narrows it)"
    return UnsupportedDtypeError(
        f"{API[api_name].public_name} (backend {b.name!r}, {b.spec.framework} "
        f"{b.framework_version}): dtype {d} of {what} is not supported{on}{why}; "
        f"declared by {support.source}. Supported: {', '.join(supported) or 'none'}. "
        f"{cure[0].upper()}{cure[1:]}. Otherwise "
        + ("pass a supported dtype" if what.startswith("the result") else "cast with ivy_core.astype")
    )


def make_unsupported(
    b: Backend, api_name: str, support: _support.FunctionSupport
) -> tuple[Callable[[Any, str], Any], Callable[[Any, Any], Any]]:
    """Two slow-path helpers for a function with unsupported dtypes: one
    for an array argument (returns it, cast under a casting mode, or
    raises), one for a resolved ``dtype=`` (likewise, for the dtype)."""
    from_native = b.from_native
    to_native = b.to_native
    device_string = b.runtime.device_string
    by_device = support.by_device

    float_only = bool(API[api_name].float_inputs)

    def decide(d: _dtypes.Dtype, kind: str | None, what: str) -> _dtypes.Dtype:
        if d not in support.unsupported_dtypes and d not in by_device.get(kind or "", ()):
            return d
        modes = _state.casting.get()
        if modes:
            supported = supported_dtypes(b, support, kind)
            if float_only:
                # Integer input of these functions is computed in the
                # default float: a cast to an integer dtype would not run.
                supported = [s for s in supported if s.kind in ("float", "complex")]
            ok = supported.__contains__
            hit = _casting.find_cast(d, ok, modes)
            if hit is not None:
                return hit[0]
        raise unsupported_error(b, api_name, support, d, what, kind)

    def array_arg(x: Any, param: str) -> Any:
        kind = _support.device_kind(device_string(x)) if by_device else None
        d = from_native[x.dtype]
        t = decide(d, kind, f"argument {param!r}")
        return x if t is d else astype(b, x, t)

    def dtype_arg(native: Any, device: Any) -> Any:
        kind = None
        if by_device and device is not None:
            of = b.runtime.device_string_of
            kind = _support.device_kind(of(device))
        d = from_native[native]
        t = decide(d, kind, "the result (dtype=)")
        return native if t is d else to_native[t]

    return array_arg, dtype_arg


def dtype_of_request(b: Backend, dtype: Any, where: str) -> Any:
    """The ivy_core dtype a ``dtype=`` argument names (a name, a Dtype or a native dtype)."""
    try:
        native = b.from_native.get(dtype)
    except TypeError:  # unhashable: not a dtype
        native = None
    return native if native is not None else _dtypes.as_dtype(dtype, where=where)


#: (backend, kinds) -> (its dtypes of those kinds, their native dtypes): a
#: handful of sets of kinds, shared by the plans of all the functions.
_OF_KINDS: dict[tuple[Any, frozenset[str]], tuple[frozenset[_dtypes.Dtype], frozenset[Any]]] = {}


def of_kinds(b: Backend, kinds: frozenset[str]) -> tuple[frozenset[_dtypes.Dtype], frozenset[Any]]:
    """``b``'s valid dtypes of ``kinds``, and their native dtypes."""
    found = _OF_KINDS.get((b, kinds))
    if found is None:
        ok = frozenset(d for d in b.valid_dtypes if d.kind in kinds)
        found = _OF_KINDS[(b, kinds)] = (ok, frozenset(b.to_native[d] for d in ok))
    return found


def make_invalid_kind(b: Backend, api: ApiFunction, where: str) -> Callable[[Any, str], None]:
    """Raise the error for a dtype of a kind the standard does not define
    ``api`` for (``what``: the parameter)."""
    allowed = _dtypes.describe_kinds(api.kinds)
    ok = [d for d in b.valid_dtypes if d.kind in api.kinds]

    def invalid(native: Any, what: str) -> None:
        d = b.from_native.get(native, native)
        todo = (
            f"Pass one of {', '.join(ok)}."
            if what == "dtype="
            else f"Cast explicitly with ivy_core.astype to one of {', '.join(ok)} if that is what you mean."
        )
        raise InvalidDtypeError(
            f"{where} (backend {b.name!r}): dtype {d} of {what} is not valid: {api.name} is "
            f"defined for {allowed} dtypes only, on every backend. {todo}"
        )

    return invalid


def make_device_check(b: Backend, api_name: str, support: _support.FunctionSupport) -> Callable[..., None]:
    device_string = b.runtime.device_string
    types: Any = b.array_types
    bad = support.unsupported_devices

    def check(device: Any, *arrays: Any) -> None:
        names = [device_string(x) for x in arrays if isinstance(x, types)]
        if device is not None and not names:
            names = [str(device)]
        for n in names:
            if _support.device_kind(n) in bad:
                why = f" ({support.reason})" if support.reason else ""
                raise UnsupportedDeviceError(
                    f"{API[api_name].public_name} (backend {b.name!r}, {b.spec.framework} "
                    f"{b.framework_version}): device {n} is not supported{why}; declared by "
                    f"{support.source}. Move the arrays with ivy_core.to_device or Array.to_device "
                    f"to one of: {', '.join(k for k in ('cpu', 'gpu', 'tpu') if k not in bad)}"
                )

    return check


def superset(
    b: Backend, impl: Callable[..., Any], support: _support.FunctionSupport, api: ApiFunction
) -> Callable[..., Any]:
    """Wrap ``impl`` so the dtypes of ``computed_in`` run in their wider dtype
    and the result comes back in the dtype asked for (lossless, checked at load).

    A result in the wider dtype goes back to the input's dtype, every array
    of a tuple result too (``qr``, ``svd``); a complex result computed from a
    real dtype goes back to that dtype's complex one (``float16`` computed in
    ``float64``: ``complex64``, the standard's mapping) and a real result
    computed from a complex dtype to its real one. Results whose dtype
    follows another rule stay: with an explicit ``dtype=`` (which ivy_core
    resolves for ``sum``, ``cumulative_sum``...), and index results
    (``argsort``, ``unique_counts``' counts: the default int,
    ``ApiFunction.indices``)."""
    pairs = {b.to_native[s]: b.to_native[d] for s, d in support.computed_in.items()}
    backs = {b.to_native[s]: _cast_backs(b, s, d) for s, d in support.computed_in.items()}
    types: Any = b.array_types
    astype = b.impls["astype"]
    as_native = b.runtime.as_native
    several = api.returns in ("arrays", "list")
    # The items of a tuple result that are index results (all of them: ``nonzero``).
    fields = api.indices if isinstance(api.indices, tuple) else ()
    indices: Any = True if api.indices is True else {i for i, f in enumerate(api.fields) if f in fields}

    def back_one(r: Any, table: dict[Any, Any]) -> Any:
        if not isinstance(r, types):  # a 0-d result as a scalar (NumPy)
            r = as_native(r) if as_native(r) is not None else r
        if isinstance(r, types) and r.dtype in table:
            r = astype(r, table[r.dtype], copy=False)
        return r

    def computed(*args: Any, **kwargs: Any) -> Any:
        back = None
        new = []
        for a in args:
            if isinstance(a, types) and a.dtype in pairs:
                back = a.dtype
                a = astype(a, pairs[a.dtype], copy=False)
            new.append(a)
        r = impl(*new, **kwargs)
        if back is None or indices is True or kwargs.get("dtype") is not None:
            return r
        table = backs[back]
        if not several:
            return back_one(r, table)
        items = [x if i in indices else back_one(x, table) for i, x in enumerate(r)]
        return items if api.returns == "list" else tuple(items)

    computed.__name__ = getattr(impl, "__name__", "computed")
    computed.__wrapped__ = impl  # type: ignore[attr-defined]
    return computed


def _cast_backs(b: Backend, narrow: _dtypes.Dtype, wide: _dtypes.Dtype) -> dict[Any, Any]:
    """Native result dtype -> the native dtype it goes back to, for a call
    of ``narrow`` arguments computed in ``wide``: ``wide`` itself, and its
    complex (or real) counterpart where that differs from ``narrow``'s."""
    found = {wide: narrow}
    for table in (_dtypes.COMPLEX_OF, _dtypes.REAL_OF):
        if narrow in table and wide in table and table[narrow] != table[wide]:
            found[table[wide]] = table[narrow]
    return {b.to_native[w]: b.to_native[n] for w, n in found.items() if w in b.to_native and n in b.to_native}
