"""A loaded backend and its function table.

When a backend loads, each API function gets one *composed* function built
from what the spec declares and what the backend provides: unwrap ``Array``
arguments, check their type, promote, resolve ``dtype``/``device``, call the
backend implementation, wrap the result, honour ``out=``. Each composed
function is generated source containing only the steps that function needs,
so the common case (arrays of this backend, same dtype) costs a few type
checks. The uncommon cases (Python scalars, mixed dtypes, foreign arrays) are
handled by the slow-path helpers below, which also produce the errors.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from . import _dtypes, _promotion, _state, _support
from ._api import API, ApiFunction, compile_function, register_sources
from ._errors import InvalidDtypeError, MixedBackendError, UnsupportedDeviceError, UnsupportedDtypeError

_SCALARS = (bool, int, float, complex)


class FunctionTable:
    """Attribute namespace of composed functions; one per backend."""

    def __init__(self, backend: str) -> None:
        self.__backend_name__ = backend

    def __repr__(self) -> str:
        return f"<ivy_core function table of backend {self.__backend_name__!r}>"


class Backend:
    """A loaded backend: its description, runtime, dtypes and function table."""

    def __init__(
        self,
        info: Any,
        spec: Any,
        runtime: Any,
        impls: dict[str, Callable[..., Any]],
        origins: dict[str, str],
    ) -> None:
        from ._array import Array

        self.info = info
        self.spec = spec
        self.name: str = spec.name
        self.runtime = runtime
        self.framework_version: str = runtime.VERSION
        self.array_types: tuple[type, ...] = tuple(runtime.ARRAY_TYPES)
        self.array_type: type = self.array_types[0]
        native = dict(runtime.DTYPES)
        if set(native) != set(spec.dtypes):
            raise ValueError(
                f"runtime DTYPES keys {sorted(native)} differ from the declared dtypes {sorted(spec.dtypes)}"
            )
        #: ivy dtype name -> native dtype
        self.to_native: dict[_dtypes.Dtype, Any] = {_dtypes.as_dtype(k): v for k, v in native.items()}
        #: native dtype -> ivy Dtype
        self.from_native: dict[Any, _dtypes.Dtype] = {v: _dtypes.as_dtype(k) for k, v in native.items()}
        self.valid_dtypes: tuple[_dtypes.Dtype, ...] = tuple(
            d for d in _dtypes.CATEGORIES["all_dtypes"] if d in self.to_native
        )
        self.invalid_dtypes: tuple[_dtypes.Dtype, ...] = tuple(
            d for d in _dtypes.CATEGORIES["all_dtypes"] if d not in self.to_native
        )
        self.impls = impls
        self.origins = origins
        #: Native int and bool dtypes (cast to float by ``float_inputs``).
        self._int_natives = frozenset(
            v for k, v in self.to_native.items() if k.kind in ("signed", "unsigned", "bool")
        )
        self._Array = Array
        #: API name -> what its implementation supports, resolved for the
        #: installed framework version (declarations are read once, here).
        self.support: dict[str, _support.FunctionSupport] = {
            name: _support.resolve(impl, name, self.framework_version, self.valid_dtypes, spec.framework)
            for name, impl in impls.items()
        }
        self.table = FunctionTable(self.name)
        for name, api in API.items():
            setattr(self.table, name, self._compose(api))
        register_sources()

    def __repr__(self) -> str:
        return f"<ivy_core backend {self.name!r} ({self.spec.framework} {self.framework_version})>"

    def __getattr__(self, name: str) -> Any:
        # current_backend().add(...) calls ivy_core.add on this backend.
        if name in API and "table" in self.__dict__:
            dispatcher = API[name].dispatcher
            backend = self

            def call(*args: Any, **kwargs: Any) -> Any:
                from ._handler import using_backend

                with using_backend(backend):
                    return dispatcher(*args, **kwargs)  # type: ignore[misc]

            call.__name__ = name
            return call
        raise AttributeError(f"backend {self.__dict__.get('name')!r} has no attribute {name!r}")

    # -- dtype helpers (slow path) ------------------------------------------------

    def dtype_of(self, x: Any) -> _dtypes.Dtype:
        return self.from_native[x.dtype]

    def native_dtype(self, dtype: Any, where: str) -> Any:
        """The native dtype for an ivy dtype, its name or a native dtype."""
        if type(dtype) is _dtypes.Dtype or isinstance(dtype, str):
            d = _dtypes.as_dtype(dtype, where=where)
            try:
                return self.to_native[d]
            except KeyError:
                raise TypeError(
                    f"{where}: dtype {d} is invalid for backend {self.name!r} "
                    f"(valid: {', '.join(self.valid_dtypes)}); choose a valid dtype"
                ) from None
        try:
            if dtype in self.from_native:
                return self.to_native[self.from_native[dtype]]
        except TypeError:
            pass
        canon = getattr(self.runtime, "canonical_dtype", None)
        if canon is not None:
            c = canon(dtype)
            if c is not None and c in self.from_native:
                return c
        raise TypeError(
            f"{where}: {dtype!r} is not a dtype of backend {self.name!r}; "
            f"pass an ivy_core dtype such as ivy_core.float32"
        )

    def _bad_argument(self, value: Any, param: str, where: str, allow_scalar: bool) -> Exception:
        from ._registry import backend_of_type

        if hasattr(type(value), "__ivy_array_function__"):
            # Not an error: the dispatcher hands the call to the protocol.
            return _state.Override(value)

        data = value._data if isinstance(value, self._Array) else value
        other = None
        try:
            other = backend_of_type(type(data))
        except Exception:
            pass
        if other is not None and other is not self:
            return MixedBackendError(
                f"{where} (backend {self.name!r}): argument {param!r} is a "
                f"{type(data).__module__}.{type(data).__qualname__} of backend {other.name!r}; "
                f"one call takes arrays of one backend: convert it with "
                f"ivy_core.asarray(...) under {self.name!r} first"
            )
        accepted = "an array or a Python scalar" if allow_scalar else "an array"
        return TypeError(
            f"{where} (backend {self.name!r}): argument {param!r} must be {accepted}, "
            f"got {type(value).__name__} {value!r:.80}; wrap it with ivy_core.asarray(...)"
        )

    def _scalar_to_native(self, value: Any, dtype: _dtypes.Dtype, like: Any, where: str) -> Any:
        _promotion.check_scalar_fits(value, dtype, where)
        device = self.runtime.device_of(like) if like is not None else self.runtime.native_device(None)
        return self.impls["asarray"](value, dtype=self.to_native[dtype], device=device, copy=None)

    def _astype(self, x: Any, dtype: _dtypes.Dtype) -> Any:
        return self.impls["astype"](x, self.to_native[dtype], copy=False)

    # -- slow-path helpers bound into composed functions ---------------------

    def _make_checker(self, where: str, allow_scalar: bool) -> Callable[[Any, str], Any]:
        """Convert an argument that is not exactly the native array type."""
        types: Any = self.array_types
        A = self._Array

        def check(value: Any, param: str) -> Any:
            if isinstance(value, A):
                value = value._data
            if isinstance(value, types):
                return value
            if allow_scalar and type(value) in _SCALARS:
                return self._scalar_to_native(value, _promotion.dtype_of_scalar(value), None, where)
            raise self._bad_argument(value, param, where, allow_scalar)

        return check

    def _make_promoter(self, where: str, params: tuple[str, ...]) -> Callable[..., list[Any]]:
        """Bring arrays and Python scalars to one dtype (the ivy_core table's)."""
        types: Any = self.array_types
        A = self._Array
        from_native = self.from_native

        def promote(*values: Any) -> list[Any]:
            natives: list[Any] = []
            dtypes: list[_dtypes.Dtype] = []
            like = None
            for value, param in zip(values, params, strict=True):
                if isinstance(value, A):
                    value = value._data
                if isinstance(value, types):
                    dtypes.append(from_native[value.dtype])
                    like = value if like is None else like
                elif type(value) not in _SCALARS:
                    raise self._bad_argument(value, param, where, True)
                natives.append(value)
            if dtypes:
                result = _promotion.promote_many(dtypes, where=where)
                # Scalars weaker than the arrays' kind take the arrays' dtype.
                for v in natives:
                    if type(v) in _SCALARS:
                        result = _promotion.dtype_with_scalar(result, type(v))
            else:
                result = _promotion.dtype_of_scalars(natives)
            if result not in self.to_native:
                raise UnsupportedDtypeError(
                    f"{where} (backend {self.name!r}): the inputs promote to {result}, "
                    f"which {self.name} cannot represent; cast them with ivy_core.astype"
                )
            out = []
            for v in natives:
                if type(v) in _SCALARS:
                    out.append(self._scalar_to_native(v, result, like, where))
                elif from_native[v.dtype] != result:
                    out.append(self._astype(v, result))
                else:
                    out.append(v)
            return out

        return promote

    def _make_sequence(self, where: str, param: str, promote: bool = True) -> Callable[[Any], list[Any]]:
        """A sequence of arrays: each unwrapped and checked, then brought to
        one dtype when the spec promotes the parameter."""
        promote_cache: dict[int, Callable[..., list[Any]]] = {}
        check = self._make_checker(where, False)

        def sequence(values: Any) -> list[Any]:
            if isinstance(values, (self._Array, *self.array_types)) or not isinstance(values, Sequence):
                raise TypeError(
                    f"{where} (backend {self.name!r}): argument {param!r} must be a "
                    f"sequence of arrays, got {type(values).__name__}"
                )
            n = len(values)
            if promote and n not in promote_cache:
                promote_cache[n] = self._make_promoter(where, tuple(f"{param}[{i}]" for i in range(n)))
            for i, v in enumerate(values):
                if type(v) in _SCALARS:
                    raise self._bad_argument(v, f"{param}[{i}]", where, False)
            if not promote:
                return [check(v, f"{param}[{i}]") for i, v in enumerate(values)]
            return promote_cache[n](*values)

        return sequence

    def _make_float_cast(self) -> Callable[[Any], Any]:
        def to_float(x: Any) -> Any:
            target = _dtypes.get_default("float")
            return self._astype(x, target)

        return to_float

    def _make_dtype_resolver(self, api: ApiFunction, where: str) -> Callable[..., Any]:
        rule = api.dtype
        A = self._Array
        types: Any = self.array_types
        native_dtype = self.native_dtype

        if rule in ("given", "optional"):
            return lambda dtype: dtype if dtype is None else native_dtype(dtype, where)
        if rule == "float":

            def resolve_float(dtype: Any, *values: Any) -> Any:
                if dtype is not None:
                    return native_dtype(dtype, where)
                if any(type(v) is complex for v in values):
                    return self.to_native[_dtypes.get_default("complex")]
                return self.to_native[_dtypes.get_default("float")]

            return resolve_float
        if rule == "sum":
            # The result depends only on the input dtype and the default int
            # dtype: cache per input dtype while the global defaults stay as
            # they are and no local default is in force.
            cache: dict[Any, Any] = {}
            seen_epoch = [_dtypes.EPOCH[0]]
            local_defaults = _dtypes._local_defaults

            def resolve_sum(dtype: Any, x: Any) -> Any:
                if dtype is not None:
                    return native_dtype(dtype, where)
                if local_defaults.get() is None:
                    if seen_epoch[0] != _dtypes.EPOCH[0]:
                        cache.clear()
                        seen_epoch[0] = _dtypes.EPOCH[0]
                    r = cache.get(x.dtype)
                    if r is None:
                        r = cache[x.dtype] = self.to_native[
                            _sum_dtype(self.from_native[x.dtype], self, where)
                        ]
                    return r
                return self.to_native[_sum_dtype(self.from_native[x.dtype], self, where)]

            return resolve_sum
        if rule == "infer":

            def resolve_infer(dtype: Any, *values: Any) -> Any:
                if dtype is not None:
                    return native_dtype(dtype, where)
                arrays: list[_dtypes.Dtype] = []
                scalars: list[Any] = []
                for v in values:
                    if isinstance(v, A):
                        v = v._data
                    if isinstance(v, types):
                        return v.dtype
                    _gather_dtypes(v, arrays, scalars, self, where)
                if arrays:
                    d = _promotion.promote_many(arrays, where=where)
                    for s in scalars:
                        d = _promotion.dtype_with_scalar(d, type(s))
                elif scalars:
                    d = _promotion.dtype_of_scalars(scalars)
                else:
                    d = _dtypes.get_default("float")
                return native_dtype(d, where)

            return resolve_infer
        raise ValueError(f"unknown dtype rule {rule!r} for {api.name}")

    def _make_value_error(self, where: str) -> Callable[[BaseException], None]:
        """Raise a framework's bad-argument error as one that is also a
        ValueError; anything else (a subclass such as out-of-memory, or an
        error already a ValueError) propagates unchanged."""
        classes: dict[type, type] = {}
        exact = tuple(getattr(self.runtime, "VALUE_ERRORS", ()))

        def convert(exc: BaseException) -> None:
            t = type(exc)
            if t not in exact or isinstance(exc, ValueError):
                raise exc
            message = f"{where} (backend {self.name!r}): {exc}"
            cls = classes.get(t)
            if cls is None:
                cls = classes[t] = type(f"{t.__name__}AsValueError", (ValueError, t), {})
                cls.__module__ = "ivy_core"
            try:
                converted = cls(message)
            except TypeError:  # a framework type whose constructor wants more
                converted = ValueError(message)
            raise converted from exc

        return convert

    def _make_fits(self, where: str, must_fit: tuple[bool, ...]) -> Callable[..., None]:
        """Check the Python values of a call against the dtype asked for: an
        int where ``must_fit`` says so must fit it, a complex needs a complex dtype."""
        from_native = self.from_native
        hint = "pass a dtype that holds it"

        def fits(native_dtype: Any, *values: Any) -> None:
            d = from_native[native_dtype]
            for v, check in zip(values, must_fit, strict=True):
                t = type(v)
                if t is int and check:
                    _promotion.check_scalar_fits(v, d, f"{where} (backend {self.name!r})", hint)
                elif t is complex and d.kind != "complex":
                    raise TypeError(
                        f"{where} (backend {self.name!r}): the complex value {v!r} cannot be "
                        f"stored in {d} without dropping its imaginary part; pass a complex dtype"
                    )

        return fits

    def _make_device_resolver(self, where: str) -> Callable[..., Any]:
        """``device=None`` means the device of the first array argument (so a
        GPU array stays on its GPU), else the backend's default device."""
        native_device = self.runtime.native_device
        device_of = self.runtime.device_of
        types = self.array_types

        def resolve(device: Any, *arrays: Any) -> Any:
            if device is None:
                for x in arrays:
                    if isinstance(x, types):
                        return device_of(x)
            try:
                return native_device(device)
            except (TypeError, ValueError) as exc:
                raise type(exc)(f"{where} (backend {self.name!r}): {exc}") from None

        return resolve

    def _make_fix_output(self, where: str) -> Callable[[Any], Any]:
        as_native = self.runtime.as_native
        types: Any = self.array_types

        def fix(r: Any) -> Any:
            if isinstance(r, types):
                return r
            n = as_native(r)
            if n is None:
                raise TypeError(
                    f"{where} (backend {self.name!r}): the implementation from "
                    f"{self.origins.get(where.rsplit('.', 1)[-1], '?')} returned "
                    f"{type(r).__name__}, not a native array; this is a bug in that backend"
                )
            return n

        return fix

    def _make_write_out(self, where: str) -> Callable[[Any, Any], Any]:
        A = self._Array
        inplace = self.runtime.inplace_update
        from_native = self.from_native
        types: Any = self.array_types

        def write_out(out: Any, r: Any) -> Any:
            if not isinstance(out, A):
                raise TypeError(
                    f"{where} (backend {self.name!r}): out= must be an ivy_core.Array, got "
                    f"{type(out).__name__}; native arrays cannot be updated in place portably"
                )
            dst: Any = out._data
            if not isinstance(dst, types):  # a foreign backend's array
                raise self._bad_argument(out, "out", where, False)
            if tuple(dst.shape) != tuple(r.shape) or dst.dtype != r.dtype:
                raise ValueError(
                    f"{where} (backend {self.name!r}): out= has shape {tuple(dst.shape)} and "
                    f"dtype {from_native.get(dst.dtype)}, but the result has shape "
                    f"{tuple(r.shape)} and dtype {from_native.get(r.dtype)}; pass an out "
                    "array of the result's shape and dtype"
                )
            out._data = inplace(dst, r)
            return out

        return write_out

    def _supported_dtypes(self, support: _support.FunctionSupport, kind: str | None) -> list[_dtypes.Dtype]:
        bad = support.unsupported_dtypes | support.by_device.get(kind or "", frozenset())
        return [d for d in self.valid_dtypes if d not in bad]

    def unsupported_error(
        self, api_name: str, support: _support.FunctionSupport, d: _dtypes.Dtype, what: str, kind: str | None
    ) -> UnsupportedDtypeError:
        """The error for dtype ``d`` of ``what`` (an argument or ``dtype=``),
        naming the casting modes under which the call would run."""
        supported = self._supported_dtypes(support, kind)
        ok = supported.__contains__
        cures = []
        for mode in ("cross", "up", "down"):
            t = _support.cast_target(d, ok, mode)
            if t is not None:
                cures.append(f"under ivy_core.{_support.MODE_FUNCTIONS[mode]}() it would run in {t}")
        if len([m for m in ("cross", "up", "down") if _support.cast_target(d, ok, m)]) > 1:
            cures.append("ivy_core.cast_data_types() tries them in that order")
        cure = "; ".join(cures) if cures else "no casting mode finds a supported dtype near it"
        on = f" on {kind}" if kind and d not in support.unsupported_dtypes else ""
        why = f" ({support.reason})" if support.reason else ""
        return UnsupportedDtypeError(
            f"{API[api_name].public_name} (backend {self.name!r}, {self.spec.framework} "
            f"{self.framework_version}): dtype {d} of {what} is not supported{on}{why}; "
            f"declared by {support.source}. Supported: {', '.join(supported) or 'none'}. "
            f"{cure[0].upper()}{cure[1:]}. Otherwise "
            + ("pass a supported dtype" if what.startswith("the result") else "cast with ivy_core.astype")
        )

    def _make_unsupported(
        self, api_name: str, support: _support.FunctionSupport
    ) -> tuple[Callable[[Any, str], Any], Callable[[Any, Any], Any]]:
        """Two slow-path helpers for a function with unsupported dtypes: one
        for an array argument (returns it, cast under a casting mode, or
        raises), one for a resolved ``dtype=`` (likewise, for the dtype)."""
        from_native = self.from_native
        to_native = self.to_native
        device_string = self.runtime.device_string
        by_device = support.by_device

        float_only = bool(API[api_name].float_inputs)

        def decide(d: _dtypes.Dtype, kind: str | None, what: str) -> _dtypes.Dtype:
            if d not in support.unsupported_dtypes and d not in by_device.get(kind or "", ()):
                return d
            modes = _support.active_modes()
            if modes:
                supported = self._supported_dtypes(support, kind)
                if float_only:
                    # Integer input of these functions is computed in the
                    # default float: a cast to an integer dtype would not run.
                    supported = [s for s in supported if s.kind in ("float", "complex")]
                ok = supported.__contains__
                hit = _support.find_cast(d, ok, modes)
                if hit is not None:
                    return hit[0]
            raise self.unsupported_error(api_name, support, d, what, kind)

        def array_arg(x: Any, param: str) -> Any:
            kind = _support.device_kind(device_string(x)) if by_device else None
            d = from_native[x.dtype]
            t = decide(d, kind, f"argument {param!r}")
            return x if t is d else self._astype(x, t)

        def dtype_arg(native: Any, device: Any) -> Any:
            kind = None
            if by_device and device is not None:
                of = getattr(self.runtime, "device_string_of", str)
                kind = _support.device_kind(of(device))
            d = from_native[native]
            t = decide(d, kind, "the result (dtype=)")
            return native if t is d else to_native[t]

        return array_arg, dtype_arg

    def _dtype_of_request(self, dtype: Any) -> Any:
        """The ivy_core dtype a ``dtype=`` argument names (a name, a Dtype or a native dtype)."""
        try:
            native = self.from_native.get(dtype)
        except TypeError:  # unhashable: not a dtype
            native = None
        return native if native is not None else _dtypes.as_dtype(dtype)

    def _kind_natives(self, api: ApiFunction) -> frozenset[Any]:
        return frozenset(self.to_native[d] for d in self.valid_dtypes if d.kind in api.kinds)

    def _make_invalid_kind(self, api: ApiFunction, where: str) -> Callable[[Any, str], None]:
        """Raise the error for a dtype of a kind the standard does not define
        ``api`` for (``what``: the parameter)."""
        allowed = _dtypes.describe_kinds(api.kinds)
        ok = [d for d in self.valid_dtypes if d.kind in api.kinds]

        def invalid(native: Any, what: str) -> None:
            d = self.from_native.get(native, native)
            todo = (
                f"Pass one of {', '.join(ok)}."
                if what == "dtype="
                else f"Cast explicitly with ivy_core.astype to one of {', '.join(ok)} if that is what you mean."
            )
            raise InvalidDtypeError(
                f"{where} (backend {self.name!r}): dtype {d} of {what} is not valid: {api.name} is "
                f"defined for {allowed} dtypes only, on every backend. {todo}"
            )

        return invalid

    def _make_device_check(self, api_name: str, support: _support.FunctionSupport) -> Callable[..., None]:
        device_string = self.runtime.device_string
        types: Any = self.array_types
        bad = support.unsupported_devices

        def check(device: Any, *arrays: Any) -> None:
            names = [device_string(x) for x in arrays if isinstance(x, types)]
            if device is not None and not names:
                names = [str(device)]
            for n in names:
                if _support.device_kind(n) in bad:
                    why = f" ({support.reason})" if support.reason else ""
                    raise UnsupportedDeviceError(
                        f"{API[api_name].public_name} (backend {self.name!r}, {self.spec.framework} "
                        f"{self.framework_version}): device {n} is not supported{why}; declared by "
                        f"{support.source}. Move the arrays with ivy_core.to_device or Array.to_device "
                        f"to one of: {', '.join(k for k in ('cpu', 'gpu', 'tpu') if k not in bad)}"
                    )

        return check

    def _superset(self, impl: Callable[..., Any], support: _support.FunctionSupport) -> Callable[..., Any]:
        """Wrap ``impl`` so the dtypes of ``computed_in`` run in their wider dtype
        and the result comes back in the dtype asked for (lossless, checked at load)."""
        pairs = {self.to_native[s]: self.to_native[d] for s, d in support.computed_in.items()}
        types: Any = self.array_types
        astype = self.impls["astype"]

        def computed(*args: Any) -> Any:
            back = None
            new = []
            for a in args:
                if isinstance(a, types) and a.dtype in pairs:
                    back = a.dtype
                    a = astype(a, pairs[a.dtype], copy=False)
                new.append(a)
            r = impl(*new)
            if back is not None and isinstance(r, types) and r.dtype == pairs[back]:
                r = astype(r, back, copy=False)
            return r

        computed.__name__ = getattr(impl, "__name__", "computed")
        computed.__wrapped__ = impl  # type: ignore[attr-defined]
        return computed

    # -- composition ---------------------------------------------------------------

    def _compose(self, api: ApiFunction) -> Callable[..., Any]:
        impl = self.impls.get(api.name)
        if api.kind == "compositional" and impl is None:
            return self._compose_compositional(api)
        if impl is None:
            return self._not_implemented(api)
        return self._compose_primary(api, impl)

    def _not_implemented(self, api: ApiFunction) -> Callable[..., Any]:
        msg = (
            f"{api.public_name} is not implemented by backend {self.name!r} "
            f"({self.info.distribution} {self.info.version}); use another backend for it"
        )

        def missing(*args: Any, **kwargs: Any) -> Any:
            raise NotImplementedError(msg)

        missing.__name__ = api.name
        return missing

    def _compose_compositional(self, api: ApiFunction) -> Callable[..., Any]:
        """Run the spec's body on this backend: native array arguments become
        Arrays (so the body's operators are ivy_core's), and the body's own
        calls use this backend even when it was inferred rather than set."""
        ns: dict[str, Any] = {
            "_body": api.spec,
            "_run": self._run_here,
            "_types": self.array_types,
            "_A": self._Array,
        }
        lines = [f"def {api.name}({api.internal_params()}):"]
        for p in api.arrays:
            lines.append(f"    if isinstance({p}, _types): {p} = _A({p})")
        if api.kinds:
            ns["_KINDS_OK"] = frozenset(d for d in self.valid_dtypes if d.kind in api.kinds)
            ns["_invalid_kind"] = self._make_invalid_kind(api, api.public_name)
            for p in api.kinds_of:
                if p in api.arrays:
                    lines.append(
                        f"    if type({p}) is _A and {p}.dtype not in _KINDS_OK: _invalid_kind({p}.dtype, {p!r})"
                    )
            if "dtype" in api.kinds_of:
                ns["_as_dtype"] = self._dtype_of_request
                lines.append(
                    "    if dtype is not None and _as_dtype(dtype) not in _KINDS_OK: "
                    "_invalid_kind(_as_dtype(dtype), 'dtype=')"
                )
        lines.append(f"    return _run(_body, {api.call_args()})")
        return compile_function(api.name, "\n".join(lines) + "\n", ns, f"{self.name} {api.name}")

    def _run_here(self, body: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        from . import _state
        from ._handler import using_backend

        if _state.current() is self:
            return body(*args, **kwargs)
        with using_backend(self):
            return body(*args, **kwargs)

    def _compose_primary(self, api: ApiFunction, impl: Callable[..., Any]) -> Callable[..., Any]:
        where = api.public_name
        ns: dict[str, Any] = {
            "_A": self._Array,
            "_N": self.array_type,
            "_new": object.__new__,
            "_impl": impl,
        }
        body: list[str] = []
        optional = {p.name for p in api.params if p.has_default}
        promote = [p for p in api.promote if p not in api.sequences]
        for p in api.arrays:
            if p in promote:
                body.append(f"    if type({p}) is _A: {p} = {p}._data")
                continue
            guard = f"{p} is not None and " if p in optional else ""
            ns[f"_check_{p}"] = self._make_checker(where, p in api.scalars)
            body.append(f"    if type({p}) is _A: {p} = {p}._data")
            body.append(f"    if {guard}type({p}) is not _N: {p} = _check_{p}({p}, {p!r})")
        if promote:
            ns["_promote"] = self._make_promoter(where, tuple(promote))
            if len(promote) == 1:
                fast = f"type({promote[0]}) is _N"
            else:
                fast = " and ".join(f"type({p}) is _N" for p in promote)
                fast += " and " + " and ".join(f"{promote[0]}.dtype is {p}.dtype" for p in promote[1:])
            targets = ", ".join(promote)
            comma = "," if len(promote) == 1 else ""
            body.append(f"    if not ({fast}): {targets}{comma} = _promote({targets})")
        for p in api.sequences:
            ns[f"_seq_{p}"] = self._make_sequence(where, p, p in api.promote)
            body.append(f"    {p} = _seq_{p}({p})")
        kinds_arrays = [p for p in api.kinds_of if p != "dtype"]
        if api.kinds:
            ns["_KINDS_OK"] = self._kind_natives(api)
            ns["_invalid_kind"] = self._make_invalid_kind(api, where)
            for p in kinds_arrays:
                if p in api.sequences:
                    body.append(
                        f"    for i, v in enumerate({p}):\n"
                        f"        if v.dtype not in _KINDS_OK: _invalid_kind(v.dtype, '{p}[%d]' % i)"
                    )
                else:
                    guard = f"{p} is not None and " if p in optional else ""
                    body.append(f"    if {guard}{p}.dtype not in _KINDS_OK: _invalid_kind({p}.dtype, {p!r})")
        if api.float_inputs:
            ns["_INTS"] = self._int_natives
            ns["_to_float"] = self._make_float_cast()
            for p in api.float_inputs:
                body.append(f"    if {p}.dtype in _INTS: {p} = _to_float({p})")
        support = self.support.get(api.name) or _support.FunctionSupport(api.name)
        if support.computed_in:
            ns["_impl"] = self._superset(impl, support)
        unsupported = frozenset(self.to_native[d] for d in support.any_unsupported)
        if unsupported:
            ns["_UNSUP"] = unsupported
            ns["_unsupported"], ns["_unsupported_dtype"] = self._make_unsupported(api.name, support)
            for p in api.arrays:
                guard = f"{p} is not None and " if p in optional else ""
                body.append(f"    if {guard}{p}.dtype in _UNSUP: {p} = _unsupported({p}, {p!r})")
            for p in api.sequences:
                body.append(
                    f"    {p} = [_unsupported(v, '{p}[%d]' % i) if v.dtype in _UNSUP else v "
                    f"for i, v in enumerate({p})]"
                )
        if api.dtype is not None:
            ns["_dtype"] = self._make_dtype_resolver(api, where)
            if api.dtype in ("given", "optional"):
                body.append("    dtype = _dtype(dtype)")
            elif api.dtype == "sum":
                body.append(f"    dtype = _dtype(dtype, {api.arrays[0]})")
            else:
                rel = "".join(f", {r}" for r in api.relevant)
                body.append(f"    dtype = _dtype(dtype{rel})")
            if api.dtype in ("infer", "float") and api.relevant and not api.unwrap:
                # Python values must fit the dtype asked for (full(2, 300,
                # dtype="uint8") must not wrap on one backend and raise on another).
                ns["_fits"] = self._make_fits(where, tuple(p in api.fits for p in api.relevant))
                body.append(f"    _fits(dtype, {', '.join(api.relevant)})")
        if api.kinds and "dtype" in api.kinds_of:
            body.append("    if dtype is not None and dtype not in _KINDS_OK: _invalid_kind(dtype, 'dtype=')")
        for p in api.unwrap:
            body.append(f"    if type({p}) is _A: {p} = {p}._data")
        if api.device:
            ns["_device"] = self._make_device_resolver(where)
            sources = "".join(f", {p}" for p in (*api.arrays, *api.unwrap))
            body.append(f"    device = _device(device{sources})")
        if unsupported and api.dtype is not None:
            # The dtype asked for (or inferred) must be supported too.
            dev = "device" if api.device else "None"
            body.append(
                f"    if dtype is not None and dtype in _UNSUP: dtype = _unsupported_dtype(dtype, {dev})"
            )
        if support.unsupported_devices:
            ns["_check_device"] = self._make_device_check(api.name, support)
            arrays = "".join(f", {p}" for p in api.arrays)
            body.append(f"    _check_device({'device' if api.device else 'None'}{arrays})")
        if api.normalize is not None:
            names = [p.name for p in api.params if p.name != "out"]
            ns["_normalize"] = api.normalize
            ns["_WHERE"] = f"{where} (backend {self.name!r})"
            targets = ", ".join(names) + ("," if len(names) == 1 else "")
            body.append(f"    {targets} = _normalize(_WHERE, {', '.join(names)})")
        call = f"_impl({api.call_args(skip=('out',))})"
        value_errors = tuple(getattr(self.runtime, "VALUE_ERRORS", ()))
        if value_errors:
            # Exceptions the framework raises for bad shapes or axes become
            # ValueError too (as on NumPy), keeping their own type and message.
            ns["_VERR"] = value_errors
            ns["_as_value_error"] = self._make_value_error(where)
            call_line = call
            call = "_r"
            body.append("    try:")
            body.append(f"        _r = {call_line}")
            body.append("    except _VERR as exc:")
            body.append("        _as_value_error(exc)")
        if api.returns == "value":
            body.append(f"    return {call}")
        elif api.returns == "arrays":
            ns["_fix"] = self._make_fix_output(where)
            body.append(f"    rs = {call}")
            body.append("    res = []")
            body.append("    for r in rs:")
            body.append("        if type(r) is not _N: r = _fix(r)")
            body.append("        a = _new(_A); a._data = r; res.append(a)")
            if api.fields:
                ns["_Result"] = api.result_type
                body.append("    return _Result(*res)")
            else:
                body.append("    return tuple(res)")
        else:
            ns["_fix"] = self._make_fix_output(where)
            body.append(f"    r = {call}")
            body.append("    if type(r) is not _N: r = _fix(r)")
            if api.has_out:
                ns["_write_out"] = self._make_write_out(where)
                body.append("    if out is not None: return _write_out(out, r)")
            body.append("    a = _new(_A)")
            body.append("    a._data = r")
            body.append("    return a")
        source = f"def {api.name}({api.internal_params()}):\n" + "\n".join(body) + "\n"
        fn = compile_function(api.name, source, ns, f"{self.name} {api.name}")
        fn.__doc__ = api.spec.__doc__
        fn.__wrapped__ = impl
        return fn


def _sum_dtype(d: _dtypes.Dtype, backend: Backend, where: str) -> _dtypes.Dtype:
    """The standard's result dtype for sum/prod over ``d`` with no dtype given."""
    kind = d.kind
    if kind in ("float", "complex"):
        return d
    default_int = _dtypes.get_default("int")
    if kind == "unsigned":
        target = {8: _dtypes.uint8, 16: _dtypes.uint16, 32: _dtypes.uint32, 64: _dtypes.uint64}[
            default_int.bits
        ]
    else:
        target = default_int
    result = d if kind != "bool" and d.bits > target.bits else target
    if result not in backend.to_native:
        raise UnsupportedDtypeError(
            f"{where} (backend {backend.name!r}, {backend.spec.framework} {backend.framework_version}): "
            f"dtype {d} is not supported without dtype=: summing {d} gives {result} by the "
            f"standard's rule, which {backend.name} cannot represent; pass dtype= explicitly"
        )
    return result


def _gather_dtypes(
    v: Any, arrays: list[_dtypes.Dtype], scalars: list[Any], backend: Backend, where: str
) -> None:
    """Collect the array dtypes and the Python scalars in a (nested) value."""
    if v is None:
        return
    if type(v) in _SCALARS:
        scalars.append(v)
        return
    if isinstance(v, (list, tuple)):
        for item in v:
            _gather_dtypes(item, arrays, scalars, backend, where)
        return
    data: Any = v._data if isinstance(v, backend._Array) else v
    types: Any = backend.array_types
    if isinstance(data, types):
        arrays.append(backend.from_native[data.dtype])
        return
    # Anything else (another framework's array, a numpy scalar, a buffer):
    # the runtime may know its dtype; otherwise the framework decides.
    of_object = getattr(backend.runtime, "dtype_of_object", None)
    d = of_object(data) if of_object is not None else None
    if d is not None:
        arrays.append(_dtypes.as_dtype(d, where=where))
