"""The slow paths of a call, as factories of small closures.

An entry (``_entries.py``) handles the common case inline: arrays of its
backend, one dtype, nothing declared unsupported. Everything else is done
by the functions made here, once per backend and function when the backend
loads: converting Python scalars and foreign arrays, promoting mixed dtypes,
resolving ``dtype=`` and ``device=``, casting modes for unsupported dtypes,
the errors that name the function, the backend and the value, and ``out=``.
"""

from __future__ import annotations

# ``collections.abc.Sequence`` itself: that module re-exports this one, which
# the interpreter has imported at start-up; importing ``collections.abc``
# would import all of ``collections`` with ``import ivy_core``.
from _collections_abc import Sequence

from .._arrays._array import Array
from .._base import _state
from .._base._errors import (
    ArgumentTypeError,
    ArgumentValueError,
    BackendLoadError,
    MixedBackendError,
    ShapeError,
    UnsupportedDeviceError,
    UnsupportedDtypeError,
)
from .._dtype import _dtypes, _promotion
from .._dtype._promotion import PYTHON_SCALARS
from .._spec._api import ApiFunction
from ._sums import given_sum_dtype, plain_sum_dtype, sum_dtype

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from .._backends._backend import Backend

_SCALARS = PYTHON_SCALARS


def bad_argument(b: Backend, value: Any, param: str, where: str, allow_scalar: bool) -> Exception:
    """The error for an argument that is neither an array of ``b`` nor (where
    allowed) a Python scalar: another backend's array, or a wrong type."""
    data = value._data if isinstance(value, Array) else value
    other = None
    try:
        other = b.find_backend(type(data))
    except Exception:  # a broken plugin must not hide the user's mistake
        pass
    if other is not None and other is not b:
        return MixedBackendError(
            f"{where} (backend {b.name!r}): argument {param!r} is a "
            f"{type(data).__module__}.{type(data).__qualname__} of backend {other.name!r}; "
            f"one call takes arrays of one backend: convert it with "
            f"ivy_core.asarray(...) under {b.name!r} first"
        )
    failure = None
    if other is None and _state.failed_backend_of_type.value is not None:
        failure = _state.failed_backend_of_type.value(type(data))
    if failure is not None:  # the array of a backend that could not load
        error = BackendLoadError(
            f"{where} (backend {b.name!r}): argument {param!r} is a "
            f"{type(data).__module__}.{type(data).__qualname__}, an array of a backend that failed to load; "
            f"fix that backend's installation (ivy_core.backends() shows it). {failure}",
            distribution=failure.distribution,
        )
        error.__cause__ = failure
        return error
    accepted = "an array or a Python scalar" if allow_scalar else "an array"
    return ArgumentTypeError(
        f"{where} (backend {b.name!r}): argument {param!r} must be {accepted}, "
        f"got {type(value).__name__} {value!r:.80}; wrap it with ivy_core.asarray(...)"
    )


def scalar_to_native(b: Backend, value: Any, dtype: _dtypes.Dtype, like: Any, where: str) -> Any:
    _promotion.check_scalar_fits(value, dtype, f"{where} (backend {b.name!r})")
    device = b.runtime.device_of(like) if like is not None else b.runtime.native_device(_state.device_request())
    return b.impls["asarray"](value, dtype=b.to_native[dtype], device=device, copy=None)


def numpy_scalar_to_native(b: Backend, value: Any, dtype: _dtypes.Dtype, like: Any, where: str) -> Any:
    """A NumPy scalar as a 0-d native array of its own dtype (see
    ``_promotion.numpy_scalar_dtype``), beside ``like`` when given."""
    if dtype not in b.to_native:
        raise UnsupportedDtypeError(
            f"{where} (backend {b.name!r}): a NumPy {dtype} scalar is an operand of dtype {dtype}, "
            f"which {b.name} cannot represent; pass a Python scalar or cast it"
        )
    device = b.runtime.device_of(like) if like is not None else b.runtime.native_device(_state.device_request())
    return b.impls["asarray"](value, dtype=b.to_native[dtype], device=device, copy=None)


def astype(b: Backend, x: Any, dtype: _dtypes.Dtype) -> Any:
    return b.impls["astype"](x, b.to_native[dtype], copy=False)


def make_checker(b: Backend, where: str, allow_scalar: bool) -> Callable[[Any, str], Any]:
    """Convert an argument that is not exactly the native array type."""
    types: Any = b.array_types
    A = Array

    def check(value: Any, param: str) -> Any:
        if isinstance(value, A):
            value = value._data
        if isinstance(value, types):
            return value
        if allow_scalar and type(value) in _SCALARS:
            return scalar_to_native(b, value, _promotion.dtype_of_scalar(value), None, where)
        numpy_dtype = _promotion.numpy_scalar_dtype(value)
        if numpy_dtype is not None:
            return numpy_scalar_to_native(b, value, numpy_dtype, None, where)
        raise bad_argument(b, value, param, where, allow_scalar)

    return check


def make_promoter(b: Backend, where: str, params: tuple[str, ...]) -> Callable[..., list[Any]]:
    """Bring arrays and Python scalars to one dtype (the ivy_core table's)."""
    types: Any = b.array_types
    A = Array
    from_native = b.from_native
    checked = b.checked_dtypes

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
                numpy_dtype = _promotion.numpy_scalar_dtype(value)
                if numpy_dtype is None:
                    raise bad_argument(b, value, param, where, True)
                value = numpy_scalar_to_native(b, value, numpy_dtype, None, where)
                dtypes.append(numpy_dtype)
            natives.append(value)
        if dtypes:
            result = _promotion.promote_many(dtypes, where=f"{where} (backend {b.name!r})")
            # Scalars weaker than the arrays' kind take the arrays' dtype.
            for v in natives:
                if type(v) in _SCALARS:
                    result = _promotion.dtype_with_scalar(result, type(v))
        else:
            result = _promotion.dtype_of_scalars(natives)
        if result not in b.to_native:
            raise UnsupportedDtypeError(
                f"{where} (backend {b.name!r}): the inputs promote to {result}, "
                f"which {b.name} cannot represent; cast them with ivy_core.astype"
            )
        if result in checked:  # JAX's 64-bit dtypes, while jax_enable_x64 is off
            b.runtime.check_dtype(result, f"{where} (backend {b.name!r})")
        out = []
        for v in natives:
            if type(v) in _SCALARS:
                out.append(scalar_to_native(b, v, result, like, where))
            elif from_native[v.dtype] != result:
                out.append(astype(b, v, result))
            else:
                out.append(v)
        return out

    return promote


def make_sequence(b: Backend, where: str, param: str, promote: bool, empty_ok: bool) -> Callable[[Any], list[Any]]:
    """A sequence of arrays: each unwrapped and checked, then brought to one
    dtype when the spec promotes the parameter; an empty one is refused
    unless ``empty_ok`` (``meshgrid()`` is ``[]``, ``concat([])`` has no
    dtype). Promoters are cached for lengths below ``cached`` only (memory
    stays bounded); a longer sequence gets one per call, whose parameter
    names are formatted only to report a bad element."""
    promote_cache: dict[int, Callable[..., list[Any]]] = {}
    check = make_checker(b, where, False)
    cached = 32

    def names(n: int) -> tuple[str, ...]:
        return tuple(f"{param}[{i}]" for i in range(n))

    def sequence(values: Any) -> list[Any]:
        if isinstance(values, (Array, *b.array_types)) or not isinstance(values, Sequence):
            raise ArgumentTypeError(
                f"{where} (backend {b.name!r}): argument {param!r} must be a "
                f"sequence of arrays, got {type(values).__name__} {values!r:.60}"
            )
        n = len(values)
        if not n:
            if empty_ok:
                return []
            raise ArgumentValueError(f"{where} (backend {b.name!r}): argument {param!r} is empty; pass at least one array")
        for i, v in enumerate(values):
            if type(v) in _SCALARS:
                raise bad_argument(b, v, f"{param}[{i}]", where, False)
        if not promote:
            return [check(v, f"{param}[{i}]") for i, v in enumerate(values)]
        fn = promote_cache.get(n)
        if fn is None:
            if n >= cached:
                try:
                    return make_promoter(b, where, (param,) * n)(*values)
                except TypeError:  # raised again, naming the element
                    return make_promoter(b, where, names(n))(*values)
            fn = promote_cache[n] = make_promoter(b, where, names(n))
        return fn(*values)

    return sequence


def make_float_cast(b: Backend) -> Callable[[Any], Any]:
    def to_float(x: Any) -> Any:
        target = _dtypes.get_default("float")
        return astype(b, x, target)

    return to_float


def make_dtype_resolver(b: Backend, api: ApiFunction, where: str, rule: str | None = None) -> Callable[..., Any]:
    """How a call's ``dtype=`` becomes a native dtype, by ``rule`` (default:
    ``api.dtype``; see ``ApiFunction.dtype``)."""
    rule = rule or api.dtype
    A = Array
    types: Any = b.array_types
    native_dtype = b.native_dtype
    named = f"{where} (backend {b.name!r})"  # sum_dtype adds the backend itself

    if rule in ("given", "optional"):
        return lambda dtype: dtype if dtype is None else native_dtype(dtype, named)
    if rule == "float":

        def resolve_float(dtype: Any, *values: Any) -> Any:
            if dtype is not None:
                return native_dtype(dtype, named)
            if any(type(v) is complex for v in values):
                return b.to_native[_dtypes.get_default("complex")]
            return b.to_native[_dtypes.get_default("float")]

        return resolve_float
    if rule == "sum":
        # The result depends only on the input dtype and the default int
        # dtype: cache per input dtype while the global defaults stay as
        # they are and no local default is in force.
        cache: dict[Any, Any] = {}
        seen_epoch = [_state.epoch.value]
        defaults = _state.default_dtypes

        checked_natives = {b.to_native[d]: d for d in b.checked_dtypes}

        def resolve_sum(dtype: Any, x: Any) -> Any:
            if dtype is not None:
                return given_sum_dtype(native_dtype(dtype, named), x, b, named)
            if not defaults.overrides or defaults.local() is _state._UNSET:
                if seen_epoch[0] != _state.epoch.value:
                    cache.clear()
                    seen_epoch[0] = _state.epoch.value
                r = cache.get(x.dtype)
                if r is None:
                    d = b.from_native[x.dtype]
                    result = sum_dtype(d, b, where)
                    r = b.to_native[result]
                    if result is plain_sum_dtype(d, b):  # not a casting mode's choice: the same at every call
                        cache[x.dtype] = r
            else:
                r = b.to_native[sum_dtype(b.from_native[x.dtype], b, where)]
            if r in checked_natives:  # int32 sums to int64 (JAX with x64 turned off)
                b.runtime.check_dtype(checked_natives[r], named)
            return r

        return resolve_sum
    if rule == "infer":

        def resolve_infer(dtype: Any, *values: Any) -> Any:
            if dtype is not None:
                return native_dtype(dtype, named)
            arrays: list[_dtypes.Dtype] = []
            scalars: list[Any] = []
            for v in values:
                if isinstance(v, A):
                    v = v._data
                if isinstance(v, types):
                    if v.dtype in b.from_native:
                        return v.dtype
                    raise ArgumentTypeError(
                        f"{named}: a {b.name} array of dtype {v.dtype!r:.40} has no ivy_core dtype "
                        f"(the valid ones: {', '.join(b.valid_dtypes)}); convert it first"
                    )
                gather_dtypes(v, arrays, scalars, b, named)
            if arrays:
                d = _promotion.promote_many(arrays, where=named)
                for s in scalars:
                    d = _promotion.dtype_with_scalar(d, type(s))
            elif scalars:
                d = _promotion.dtype_of_scalars(scalars)
            else:
                d = _dtypes.get_default("float")
            return native_dtype(d, named)

        return resolve_infer
    raise ArgumentValueError(f"unknown dtype rule {rule!r} for {api.name}")


def make_fits(b: Backend, where: str, must_fit: tuple[bool, ...]) -> Callable[..., None]:
    """Check the Python values of a call against the dtype asked for: an
    int where ``must_fit`` says so must fit it, a complex needs a complex dtype."""
    from_native = b.from_native
    hint = "pass a dtype that holds it"

    def fits(native_dtype: Any, *values: Any) -> None:
        d = from_native[native_dtype]
        for v, check in zip(values, must_fit, strict=True):
            t = type(v)
            if t is int and check:
                _promotion.check_scalar_fits(v, d, f"{where} (backend {b.name!r})", hint)
            elif t is complex and d.kind != "complex":
                raise ArgumentTypeError(
                    f"{where} (backend {b.name!r}): the complex value {v!r} cannot be "
                    f"stored in {d} without dropping its imaginary part; pass a complex dtype"
                )

    return fits


def make_device_resolver(b: Backend, where: str) -> Callable[..., Any]:
    """``device=None`` means the device of the first array argument (so a
    GPU array stays on its GPU), else the default device (``using_device``,
    ``set_default_device``, else the backend's own)."""
    native_device = b.runtime.native_device
    device_of = b.runtime.device_of
    types = b.array_types

    def resolve(device: Any, *arrays: Any) -> Any:
        given = device is not None
        if not given:
            for x in arrays:
                if isinstance(x, types):
                    return device_of(x)
            device = _state.device_request()
        elif isinstance(device, (int, float, complex, bytes)):  # bool too: not a device, on any backend
            raise ArgumentTypeError(
                f"{where} (backend {b.name!r}): a device is a string such as 'cpu', 'cpu:1' or 'gpu:0' "
                f"(or the framework's device object), not {type(device).__name__} {device!r}"
            )
        try:
            return native_device(device)
        except (TypeError, ValueError) as exc:
            by = "" if given else " (the default device set by ivy_core.using_device or set_default_device)"
            cls = ArgumentTypeError if isinstance(exc, TypeError) else UnsupportedDeviceError
            raise cls(f"{where} (backend {b.name!r}){by}: {exc}") from None

    return resolve


def make_fix_output(b: Backend, where: str) -> Callable[[Any], Any]:
    as_native = b.runtime.as_native
    types: Any = b.array_types
    from_native = b.from_native

    def fix(r: Any) -> Any:
        if isinstance(r, types):
            if r.dtype in from_native:
                return r
            raise ArgumentTypeError(
                f"{where} (backend {b.name!r}): the implementation from "
                f"{b.origins.get(where.rsplit('.', 1)[-1], '?')} returned an array of dtype "
                f"{r.dtype!r:.40}, which is not in the runtime's DTYPES; this is a bug in that "
                "backend (declare the dtype unsupported, or cast the result)"
            )
        n = as_native(r)
        if n is None:
            raise ArgumentTypeError(
                f"{where} (backend {b.name!r}): the implementation from "
                f"{b.origins.get(where.rsplit('.', 1)[-1], '?')} returned "
                f"{type(r).__name__}, not a native array, and its runtime's as_native hook "
                "did not convert it; this is a bug in that backend"
            )
        return n

    return fix


def make_write_out(b: Backend, where: str) -> Callable[[Any, Any], Any]:
    A = Array
    inplace = b.runtime.inplace_update
    from_native = b.from_native
    types: Any = b.array_types

    def write_out(out: Any, r: Any) -> Any:
        if not isinstance(out, A):
            raise ArgumentTypeError(
                f"{where} (backend {b.name!r}): out= must be an ivy_core.Array, got "
                f"{type(out).__name__}; native arrays cannot be updated in place portably"
            )
        dst: Any = out._data
        if not isinstance(dst, types):  # a foreign backend's array
            raise bad_argument(b, out, "out", where, False)
        # The result is written as it is: another shape is a ShapeError, another dtype an ArgumentTypeError
        # (NumPy's too), on every backend; a lazy result's data-dependent size (NaN) fits no out=.
        if tuple(dst.shape) != tuple(r.shape) and (dst.dtype == r.dtype or all(n == n for n in r.shape)):
            shape = tuple(None if n != n else n for n in r.shape)
            why = "a size that depends on the data (unknown until computed); drop out=, or compute x first"
            raise ShapeError(
                f"{where} (backend {b.name!r}): out= has shape {tuple(dst.shape)}, but the result has "
                f"shape {shape}" + (f", {why}" if None in shape else "; pass an out array of the result's shape")
            )
        if dst.dtype != r.dtype:
            raise ArgumentTypeError(
                f"{where} (backend {b.name!r}): out= has dtype {from_native.get(dst.dtype)}, but "
                f"the result has dtype {from_native.get(r.dtype)}; pass an out array of the "
                "result's dtype (out= is never cast)"
            )
        out._data = inplace(dst, r)
        return out

    return write_out


def gather_dtypes(v: Any, arrays: list[_dtypes.Dtype], scalars: list[Any], backend: Backend, where: str) -> None:
    """Collect the array dtypes and the Python scalars in a (nested) value."""
    if v is None:
        return
    if type(v) in _SCALARS:
        scalars.append(v)
        return
    if isinstance(v, (list, tuple, range)):  # (a range's ints lie between its first and last)
        for item in v[:: max(len(v) - 1, 1)] if type(v) is range else v:
            gather_dtypes(item, arrays, scalars, backend, where)
        return
    data: Any = v._data if isinstance(v, Array) else v
    types: Any = backend.array_types
    if isinstance(data, types):
        arrays.append(backend.from_native[data.dtype])
        return
    # Anything else (another framework's array, a numpy scalar): the runtime
    # names its dtype; a buffer (memoryview, array.array) has its format's. An object
    # with a dtype neither names is refused: guessing one would change the data silently.
    d = backend.runtime.dtype_of_object(data) or _dtypes.buffer_dtype(data, where)
    if d is not None:
        arrays.append(_dtypes.as_dtype(d, where=where))
    elif getattr(data, "dtype", None) is not None:
        raise ArgumentTypeError(
            f"{where}: backend {backend.name!r} cannot tell the ivy_core dtype of a "
            f"{type(data).__module__}.{type(data).__qualname__} with dtype {data.dtype!r:.60}; "
            "convert it to a supported dtype first"
        )
