"""What ivy_core needs to know about JAX at run time (imports jax).

DECISION: importing this module (which ivy_core does when the ``jax`` backend
loads) turns on ``jax_enable_x64``. Without it jax silently computes int64,
uint64, float64 and complex128 requests in 32 bits; with it every one of the
fifteen ivy dtypes is real. The flag is process-wide: jax code outside
ivy_core sees 64-bit defaults from then on (``jnp.arange(3)`` is int64).
Turning the flag off again while ivy_core uses jax is not supported.
"""

from __future__ import annotations

from typing import Any

import jax

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from ivy_core.plugin import settings_key  # noqa: E402

from ivy_core import Array  # noqa: E402

from . import _compile  # noqa: E402

VERSION: str = jax.__version__
#: The concrete type jax functions return, then the public base class,
#: then the base class of the values jax.jit, grad and vmap trace with
#: (jax.Array counts a tracer as an instance, but not its class as a
#: subclass, which finding a backend by type needs).
#: (The backend may load while jax traces a function, the first ivy_core
#: call being inside jax.jit: the concrete type is taken outside the trace.
#: device_put moves a host value without compiling anything; jnp.zeros
#: would compile a kernel, ~50 ms of the backend's first load.)
with jax.ensure_compile_time_eval():
    ARRAY_TYPES: tuple[type, ...] = (
        type(jax.device_put(np.zeros((), np.float32))), jax.Array, jax.core.Tracer
    )
DTYPE_TYPE = np.dtype  # jax arrays carry numpy dtypes (bfloat16 from ml_dtypes)
DEVICE_TYPE = jax.Device

#: jax reports incompatible shapes as plain TypeError (broadcasting in
#: jnp.add, dot_general): ivy_core reads those mistakes from the arguments
#: (a ShapeError on every backend), so no jax class stands for bad values.
VALUE_ERRORS: tuple[type[BaseException], ...] = ()

#: The binary functions ivy_jax implements by jax.numpy's own, which promote
#: arrays of two dtypes inside the computation: ivy_core hands them over
#: uncast where JAX promotes as ivy_core does, or with one of them cast
#: (float32 with int32: the int32, to float64), not both (a cast dispatches
#: an operation of its own). The plugin's tests check each is jax.numpy's
#: (pow: jnp.power behind a check of integer exponents, its bits compared).
MIXED_DTYPES = frozenset((
    "add", "subtract", "multiply", "divide", "pow", "maximum", "minimum", "atan2", "logaddexp", "hypot",
    "copysign", "nextafter", "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_left_shift",
    "bitwise_right_shift",
))  # fmt: skip

_KEPT_ERRORS = (
    jax.errors.ConcretizationTypeError,
    jax.errors.NonConcreteBooleanIndexError,
    jax.errors.TracerArrayConversionError,
    jax.errors.TracerBoolConversionError,
    jax.errors.TracerIntegerConversionError,
    jax.errors.UnexpectedTracerError,
)


def error_kind(exc: BaseException) -> str | None:
    """What a jax exception's class cannot tell ivy_core: XLA reports running
    out of memory as a generic runtime error; the errors of a traced value
    used as a concrete one inside jax.jit are jax's to raise as they are."""
    if isinstance(exc, _KEPT_ERRORS):
        return "keep"
    if isinstance(exc, jax.errors.JaxRuntimeError) and "RESOURCE_EXHAUSTED" in str(exc)[:300]:
        return "memory"
    return None


DTYPES: dict[str, Any] = {
    "int8": jnp.dtype(jnp.int8), "int16": jnp.dtype(jnp.int16),
    "int32": jnp.dtype(jnp.int32), "int64": jnp.dtype(jnp.int64),
    "uint8": jnp.dtype(jnp.uint8), "uint16": jnp.dtype(jnp.uint16),
    "uint32": jnp.dtype(jnp.uint32), "uint64": jnp.dtype(jnp.uint64),
    "bfloat16": jnp.dtype(jnp.bfloat16), "float16": jnp.dtype(jnp.float16),
    "float32": jnp.dtype(jnp.float32), "float64": jnp.dtype(jnp.float64),
    "complex64": jnp.dtype(jnp.complex64), "complex128": jnp.dtype(jnp.complex128),
    "bool": jnp.dtype(jnp.bool_),
}  # fmt: skip
_NAME_OF: dict[Any, str] = {v: k for k, v in DTYPES.items()}

#: Requests for these dtypes are checked each time (``check_dtype``): they
#: exist only while ``jax_enable_x64`` is on.
CHECKED_DTYPES = ("int64", "uint64", "float64", "complex128")


def check_dtype(dtype: str, where: str) -> None:
    """Refuse a 64-bit dtype once ``jax_enable_x64`` has been turned off
    (jax would silently compute it in 32 bits)."""
    if not jax.config.jax_enable_x64:
        from ivy_core import UnsupportedDtypeError

        named = where if "(backend " in where else f"{where} (backend 'jax')"
        raise UnsupportedDtypeError(
            f"{named}: dtype {dtype} needs jax_enable_x64, which was turned off "
            "after the jax backend loaded (jax would silently give 32-bit results); turn it back "
            'on with jax.config.update("jax_enable_x64", True)'
        )


def canonical_dtype(d: Any) -> Any:
    """``jnp.float32`` (a scalar type), ``np.float32`` and ``"float32"`` all
    name ``np.dtype('float32')``."""
    try:
        return jnp.dtype(d)
    except TypeError:
        return None


def dtype_of_object(v: Any) -> str | None:
    """The ivy dtype of a non-jax object ``asarray`` receives with no ``dtype``:
    a NumPy array or scalar (so ``asarray(np.arange(3))`` keeps int64), or
    another framework's array whose dtype numpy can name."""
    d = getattr(v, "dtype", None)
    if d is None:
        return None
    if isinstance(d, np.dtype):
        return _NAME_OF.get(d)
    try:
        return _NAME_OF.get(jnp.dtype(str(d).rsplit(".", 1)[-1]))
    except TypeError:
        return None


def is_weak(x: Any) -> bool:
    """Whether ``x`` is weakly typed (``jnp.asarray(1.0)``, a traced Python
    scalar): the JAX promotion modes let it take the other operand's dtype."""
    return bool(getattr(x, "weak_type", False))


def as_native(value: Any) -> Any:
    """Python and NumPy scalars become 0-d jax arrays; anything else is not ours."""
    if isinstance(value, (bool, int, float, complex, np.generic)):
        return jnp.asarray(value)
    return None


# --- devices --------------------------------------------------------------------

_DEFAULT_DEVICE = jax.devices()[0]
_PLATFORM_ALIASES = {"cuda": "gpu", "rocm": "gpu", "gpu": "gpu", "cpu": "cpu", "tpu": "tpu"}
_by_string: dict[str, Any] = {}


def _parse_device(name: str) -> Any:
    platform, sep, index = name.strip().lower().partition(":")
    plat = _PLATFORM_ALIASES.get(platform, platform)
    try:
        i = int(index) if sep else 0
    except ValueError:
        raise ValueError(f"device {name!r} is not a device string such as 'cpu' or 'gpu:0'") from None
    try:
        devices = jax.devices(plat)
    except RuntimeError:
        available = ", ".join(sorted({device_string_of(d) for d in jax.devices()}))
        raise ValueError(f"device {name!r} is not available to jax (available: {available})") from None
    if not 0 <= i < len(devices):
        raise ValueError(f"device {name!r} is not available; jax has {len(devices)} {plat} device(s)")
    return devices[i]


_config = jax.config


def is_default_device(device: Any) -> bool:
    """Whether arrays created without ``device=`` land on ``device`` (jax's
    default placement, unless ``jax_default_device`` says otherwise)."""
    return device is _DEFAULT_DEVICE and _config.jax_default_device is None


def native_device(device: Any) -> Any:
    """``None`` -> the default device; ``"cpu"``, ``"gpu:0"``, ``"cuda:0"`` or a
    ``jax.Device`` -> that device."""
    if device is None:
        return _DEFAULT_DEVICE
    if isinstance(device, jax.Device):
        return device
    if isinstance(device, str):
        d = _by_string.get(device)
        if d is None:
            d = _by_string[device] = _parse_device(device)
        return d
    raise TypeError(
        f"device must be a string such as 'cpu' or 'gpu:0' or a jax.Device, got {type(device).__name__}"
    )


_CONCRETE: Any = ARRAY_TYPES[0]


def placed_on(x: Any, device: Any) -> bool:
    """Whether ``x`` lives on ``device``; a traced value (inside jax.jit or
    grad) has no placement and counts as placed anywhere."""
    if type(x) is not _CONCRETE:
        try:
            return device in x.devices()
        except Exception:  # a tracer: placement is decided by the transformation
            return True
    return device in x.devices()


def devices() -> list[Any]:
    """Every device jax can place an array on here, the default first: the
    default platform's devices, then the CPUs when the default is an accelerator."""
    found = [_DEFAULT_DEVICE, *(d for d in jax.devices() if d is not _DEFAULT_DEVICE)]
    if _DEFAULT_DEVICE.platform != "cpu":
        found += jax.devices("cpu")
    return found


#: Where a jitted function with no array argument computes (arrays with a
#: device are placed by it already): ivy_core enters it for a default device.
on_device = jax.default_device


def placement(x: Any) -> Any:
    """The one device of a concrete array; None for a traced value (inside
    jax.jit or grad), whose placement the transformation decides."""
    if type(x) is not _CONCRETE:
        try:
            devices = x.devices()
        except Exception:
            return None
    else:
        devices = x.devices()
    return next(iter(devices)) if len(devices) == 1 else None


def device_of(x: Any) -> Any:
    if type(x) is not _CONCRETE:
        try:
            devices = x.devices()
        except Exception:  # a tracer (inside jax.jit or grad) has no device
            return _DEFAULT_DEVICE
    else:
        devices = x.devices()
    if len(devices) != 1:
        raise ValueError(f"the jax array is sharded over {len(devices)} devices; ivy_core arrays live on one")
    return next(iter(devices))


_strings: dict[Any, str] = {}


def device_string_of(d: Any) -> str:
    """``"cpu"`` for the first CPU device, else ``"<platform>:<index>"`` where
    the index counts this process's devices of that platform (``"gpu:0"``)."""
    s = _strings.get(d)
    if s is None:
        i = jax.devices(d.platform).index(d) if d.platform in ("cpu", "gpu", "tpu") else d.id
        s = "cpu" if d.platform == "cpu" and i == 0 else f"{d.platform}:{i}"
        _strings[d] = s
    return s


def device_string(x: Any) -> str:
    return device_string_of(device_of(x))


# --- conversion -----------------------------------------------------------------


def inplace_update(out: Any, value: Any) -> Any:
    """jax arrays are immutable: the result replaces the ``Array``'s data.
    ivy_core has checked shape and dtype; keep ``out``'s placement."""
    if value.dtype != out.dtype:
        value = value.astype(out.dtype)
    if value.shape != out.shape:
        value = jnp.broadcast_to(value, out.shape)
    if type(value) is _CONCRETE and type(out) is _CONCRETE and value.sharding != out.sharding:
        value = jax.device_put(value, out.sharding)
    return value


def to_numpy(x: Any) -> Any:
    return np.asarray(x)


def to_list(x: Any) -> Any:
    return x.tolist()


def to_dlpack(x: Any, **kwargs: Any) -> Any:
    version = kwargs.get("max_version")
    if version is not None and version[0] < 1:
        # A consumer of DLPack before 1.0 reads the unversioned capsule,
        # which JAX gives when no max_version is named (JAX refuses versions
        # below 0.5 by name; the standard asks for the legacy capsule).
        del kwargs["max_version"]
    return x.__dlpack__(**kwargs)


def dlpack_device(x: Any) -> tuple[int, int]:
    return tuple(x.__dlpack_device__())


# --- indexing -------------------------------------------------------------------
#: jax clamps out-of-range integer index arrays (and drops out-of-range
#: updates); ivy_core checks index arrays against the shape first.
CHECK_INDEX_ARRAYS = True


def _key(ints: list[Any], layout: tuple[Any, ...]) -> tuple[Any, ...]:
    """The key :func:`_split` split: ``layout`` holds ``"i"`` for the next
    of ``ints`` (an int or an integer index array), ``(start, stop, step)``
    for a slice, None and ``...``."""
    taken = iter(ints)
    return tuple(next(taken) if k == "i" else slice(*k) if type(k) is tuple else k for k in layout)


#: ``x[key]`` and ``x.at[key].set(value)`` jitted, for a key of ints, slices,
#: None and ``...``: its layout static, its ints arguments (one compilation
#: for ``x[i]`` whatever ``i``; a slice's bounds are static, as jnp's eager
#: ``lax.slice`` compiles per bounds too). Called outside jit, jnp's indexing
#: runs its primitives through JAX's Python dispatch (``x[3]`` of an (8, 16)
#: array about 55 us, jitted about 6 us; ``x.at[3].set(row)`` about 230 us;
#: ``x[idx]`` with an index array about 400 us), with the same results
#: (tests/test_fast_impls.py). Concrete integer index arrays are arguments
#: too (ivy_core has checked their bounds; one compilation per shape, as
#: eager gathers compile).
_jit_get = jax.jit(lambda x, ints, layout: x[_key(ints, layout)], static_argnames=("layout",))
_jit_set = jax.jit(lambda x, ints, value, layout: x.at[_key(ints, layout)].set(value), static_argnames=("layout",))
#: The types of slice bounds a static layout holds.
_BOUNDS = frozenset({int, type(None)})


def _split(x: Any, key: Any) -> tuple[list[Any], tuple[Any, ...]] | None:
    """``key``'s ints and its layout (:func:`_key`) where ``x`` is a concrete
    array and ``key`` holds only ints, concrete integer index arrays, slices
    of int bounds, None and ``...``; else None (masks, traced values)."""
    if type(x) is not _CONCRETE:
        return None
    ints: list[Any] = []
    layout: list[Any] = []
    for k in key if type(key) is tuple else (key,):
        t = type(k)
        if t is int or (t is _CONCRETE and k.dtype.kind in "iu"):
            ints.append(k)
            layout.append("i")
        elif t is slice and type(k.start) in _BOUNDS and type(k.stop) in _BOUNDS and type(k.step) in _BOUNDS:
            layout.append((k.start, k.stop, k.step))
        elif k is None or k is Ellipsis:
            layout.append(k)
        else:
            return None
    return ints, tuple(layout)


def getitem(x: Any, key: Any) -> Any:
    """``x[key]``; ivy_core has checked the key (ints in range). A basic key
    on a concrete array goes through ``_jit_get``."""
    split = _split(x, key)
    if split is None:
        return x[key]
    return _jit_get(x, split[0], layout=split[1])


def setitem(x: Any, key: Any, value: Any) -> Any:
    """jax arrays are immutable: the updated copy replaces the Array's data.

    ``x[mask] = v`` with a mask of ``x``'s shape and one value is
    ``where(mask, v, x)``: the same result, and it works under ``jax.jit``,
    where a boolean index must be concrete. A basic key on a concrete array
    goes through ``_jit_set``."""
    try:
        return _set(x, key, value)
    except ValueError:
        # NumPy drops a value's leading axes of size one that the selection
        # lacks (x[0] = v of shape (1, 3)); jax's .at[].set refuses them.
        shape = tuple(getattr(value, "shape", ()))
        for i in range(1, len(shape) + 1):
            if shape[i - 1] != 1:
                break
            try:
                return _set(x, key, jnp.reshape(value, shape[i:]))
            except ValueError:
                continue
        raise


def _set(x: Any, key: Any, value: Any) -> Any:
    if _full_mask(x, key) and jnp.size(value) == 1:
        return jnp.where(key, jnp.reshape(value, ()), x)
    split = _split(x, key)
    t = type(value)
    # A value is an argument of _jit_set, converted to x's dtype as .at[].set
    # converts it: an array, or a Python float, bool, complex or int of 32 bits
    # (a wider int would not fit the argument without x64).
    if split is not None and (t is _CONCRETE or t is float or t is bool or t is complex
                              or (t is int and -(2**31) <= value < 2**31)):
        return _jit_set(x, split[0], value, layout=split[1])
    return x.at[key].set(value)


def _full_mask(x: Any, key: Any) -> bool:
    """Whether ``key`` is one boolean array of ``x``'s shape."""
    return getattr(key, "dtype", None) == jnp.bool_ and tuple(key.shape) == tuple(x.shape)


# --- compilers ------------------------------------------------------------------


def _flatten(a: Any) -> tuple[tuple[Any], Any]:
    # The settings in force (default dtypes, precise, casting and promotion
    # modes) are the node's static part: jax.jit, which keys its cache on
    # the arguments' tree structure, traces again when they change, as the
    # function's result may.
    return (a.data,), settings_key()


def _unflatten(aux: Any, children: Any) -> Any:
    # Not Array(...): jax also unflattens with placeholder leaves (None,
    # object()), which must not go through asarray.
    a = object.__new__(Array)
    a._data = children[0]
    return a


#: ivy_core.Array is a pytree node with the native array as its one leaf, so
#: jax.jit, grad, vmap and jax.tree_util take and return Arrays.
jax.tree_util.register_pytree_node(Array, _flatten, _unflatten)


def compile(
    fn: Any, static_argnums: tuple[int, ...], static_argnames: tuple[str, ...], options: dict[str, Any]
) -> Any:
    """``jax.jit(fn, static_argnums=..., static_argnames=..., **options)``
    (``ivy_core.compile``'s hook), with the Python numbers among the
    arguments compiled for (``ivy_jax._compile``)."""
    return _compile.jit(fn, static_argnums, static_argnames, options, _CONCRETE)


# --- graph tracing --------------------------------------------------------------


def trace(call: Any, inputs: list[Any], recorder: Any) -> None:
    """``ivy_core.trace_graph``'s hook: record ``call(inputs)`` through a
    jaxpr (``ivy_jax._trace``, imported on first use)."""
    from ._trace import trace as trace_jaxpr

    trace_jaxpr(call, inputs, recorder)


def trace_key(x: Any) -> Any:
    """A traced graph's cache key of one input: its shape, dtype and weak
    type, not its class, so that a graph traced on arrays replays inside
    jax.jit, grad and vmap (on their tracers) without tracing again."""
    return (tuple(x.shape), x.dtype, bool(getattr(x, "weak_type", False)))


def __getattr__(name: str) -> Any:
    """``jitted``: the primitives under ``jax.jit`` that traced graphs call
    (``ivy_jax._runtime.jitted.sin_p(v0, accuracy=None)``). A graph loaded
    from disk in a new process finds them here, this module being imported
    with the backend; ``ivy_jax._trace`` is imported at that first use."""
    if name == "jitted":
        from ._trace import jitted

        globals()["jitted"] = jitted
        return jitted
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# --- autodiff (ivy_core.grad) -------------------------------------------------------


def value_and_grad(fn: Any, argnums: tuple[int, ...], has_aux: bool) -> Any:
    """``jax.value_and_grad`` (``ivy_core.grad``'s hook): ``(out, grads)``.

    ``jax.grad`` itself refuses a function that returns an ``Array`` ("only
    defined for scalar-output functions"): it differentiates an output
    whose JAX type is a 0-d array, and an ``Array`` is a pytree node (the
    registration above, which lets jit, vmap and grad take and return
    Arrays), not a JAX type. jax 0.10 offers no way to be both: it refuses
    ``__jax_array__`` where it takes an output's type, and an abstract
    value registered through its private ``pytype_aval_mappings`` fails
    further on (jax builds the output's cotangent as an array, whose tree
    is not the Array's). So: ``ivy_core.grad``, or ``jax.grad`` of
    ``out.data``."""
    return jax.value_and_grad(fn, argnums=argnums, has_aux=has_aux)
