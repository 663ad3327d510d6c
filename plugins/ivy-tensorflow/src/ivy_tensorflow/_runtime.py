"""What ivy_core needs to know about TensorFlow at run time (imports tensorflow)."""

from __future__ import annotations

import operator
from typing import Any

from ivy_core.plugin import settings_key

from ivy_core import Array

from ._framework import DEFAULT_DEVICE, EagerTensor, has_zero, np, tf
from ._util import placed, scalar

VERSION: str = tf.__version__
ARRAY_TYPES: tuple[type, ...] = (EagerTensor, tf.Tensor, tf.Variable)
DTYPE_TYPE = tf.dtypes.DType
DEVICE_TYPE = str
#: TensorFlow reports bad values, shapes and axes as InvalidArgumentError.
VALUE_ERRORS: tuple[type[BaseException], ...] = (tf.errors.InvalidArgumentError,)


def error_kind(exc: BaseException) -> str | None:
    """TensorFlow reports running out of memory as ResourceExhaustedError."""
    return "memory" if isinstance(exc, tf.errors.ResourceExhaustedError) else None


DTYPES: dict[str, Any] = {
    "int8": tf.int8, "int16": tf.int16, "int32": tf.int32, "int64": tf.int64,
    "uint8": tf.uint8, "uint16": tf.uint16, "uint32": tf.uint32, "uint64": tf.uint64,
    "bfloat16": tf.bfloat16, "float16": tf.float16, "float32": tf.float32,
    "float64": tf.float64, "complex64": tf.complex64, "complex128": tf.complex128,
    "bool": tf.bool,
}  # fmt: skip

_NATIVE_DTYPES = frozenset(DTYPES.values())


def canonical_dtype(d: Any) -> Any:
    """``"float32"``, ``np.float32`` and ``np.dtype('float32')`` all name ``tf.float32``."""
    try:
        d = tf.dtypes.as_dtype(d)
    except (TypeError, ValueError):
        return None
    return d if d in _NATIVE_DTYPES else None


def dtype_of_object(value: Any) -> str | None:
    """The ivy dtype of a foreign array or scalar given to ``asarray`` with no
    ``dtype`` (a NumPy array or scalar, or anything with a ``dtype`` that
    TensorFlow understands), so ``asarray(np.arange(3))`` keeps int64."""
    dt = getattr(value, "dtype", None)
    if dt is None:
        return None
    native = canonical_dtype(dt)
    return None if native is None else native.name


_SCALAR_TYPES = (bool, int, float, complex, np.generic)


def as_native(value: Any) -> Any:
    """Python and numpy scalars (e.g. from ``Array.__getitem__``) -> 0-d tensors."""
    if isinstance(value, _SCALAR_TYPES):
        return tf.constant(np.asarray(value) if has_zero(value) else value)
    return None


# -- devices ----------------------------------------------------------------------
# Native devices are strings "/CPU:0" or "/GPU:<n>". The default is where
# TensorFlow places ops itself: the first GPU when there is one.

_device_cache: dict[Any, str] = {None: DEFAULT_DEVICE}
_available: set[str] | None = None


def _available_devices() -> set[str]:
    global _available
    if _available is None:
        _available = {
            f"/{d.device_type}:{d.name.rsplit(':', 1)[-1]}"
            for d in tf.config.list_logical_devices()
            if d.device_type in ("CPU", "GPU")
        }
    return _available


def _parse_device(device: Any) -> str:
    text = device if isinstance(device, str) else getattr(device, "to_string", lambda: None)()
    if not isinstance(text, str):
        raise TypeError(f"device must be a string such as 'cpu' or 'gpu:0', got {type(device).__name__}")
    last = text.strip().rsplit("/", 1)[-1].lower()
    if last.startswith("device:"):
        last = last[len("device:") :]
    kind, _, index = last.partition(":")
    kind = {"cuda": "gpu"}.get(kind, kind)
    if kind not in ("cpu", "gpu") or not (index == "" or index.isdigit()):
        raise ValueError(f"unknown device {device!r}; use 'cpu', 'gpu:N' or 'cuda:N'")
    native = f"/{kind.upper()}:{int(index) if index else 0}"
    if native not in _available_devices():
        raise ValueError(
            f"device {device!r} is not available; available: "
            f"{', '.join(sorted(_string_of(d) for d in _available_devices()))}"
        )
    return native


def native_device(device: Any) -> str:
    try:
        return _device_cache[device]
    except (KeyError, TypeError):
        pass
    native = _parse_device(device)
    if isinstance(device, str):
        _device_cache[device] = native
    return native


#: (dtype, type, sign) -> the 0-d tensor of a Python zero (0, False, 0.0 and
#: -0.0 apart), made once, eagerly, on the default device.
_zeros: dict[tuple[Any, type, bool], Any] = {}


def scalar_operand(value: Any, like: Any) -> Any:
    """A Python scalar next to the tensor ``like``: the 0-d tensor of
    ``like``'s dtype on its device that ``asarray`` makes of it. A zero
    (``x > 0``, ``where(m, x, 0.0)``, ``maximum(x, 0)``) on the default
    device is made once per dtype, type and sign: ``asarray`` builds it through NumPy (8 us, against 3 us for
    another value), since TensorFlow's cache of scalar constants mixes up
    0.0 and -0.0; a tensor is immutable, so one serves every call."""
    device = device_of(like)
    t = type(value)
    if t is not complex and value == 0 and device == DEFAULT_DEVICE:
        key = (like.dtype, t, t is float and str(value)[0] == "-")
        found = _zeros.get(key)
        if found is None:
            with tf.init_scope():  # eager even while tf.function traces: never a graph's tensor
                found = _zeros[key] = scalar(value, like.dtype)
        return found
    return placed(device, scalar, value, like.dtype)


_of_cache: dict[str, str] = {}


def device_of(x: Any) -> str:
    """The native device ("/CPU:0") of tensor or variable ``x``."""
    full = x.device
    try:
        return _of_cache[full]
    except KeyError:
        pass
    last = full.rsplit("/", 1)[-1]
    if last.startswith("device:"):
        last = last[len("device:") :]
    kind, _, index = last.partition(":")
    native = f"/{kind.upper()}:{index or 0}" if kind else DEFAULT_DEVICE
    _of_cache[full] = native
    return native


def _string_of(native: str) -> str:
    """ "/CPU:0" -> "cpu", "/CPU:1" -> "cpu:1", "/GPU:0" -> "gpu:0"."""
    return "cpu" if native == "/CPU:0" else native[1:].lower()


def device_string_of(native: str) -> str:
    return _string_of(native)


def devices() -> list[str]:
    """The logical CPU and GPU devices TensorFlow has, the default first."""
    return [DEFAULT_DEVICE, *sorted(d for d in _available_devices() if d != DEFAULT_DEVICE)]


def placement(x: Any) -> str | None:
    """An eager tensor's or a variable's device; None for a symbolic tensor
    inside ``tf.function`` (placed when the function runs)."""
    if type(x) is not EagerTensor and not isinstance(x, tf.Variable):
        return None
    return device_of(x)


#: TensorFlow runs an eager op on its default device, copying inputs from
#: other devices: ivy_core runs each call on its arrays' device in this.
on_device = tf.device


def device_string(x: Any) -> str:
    """ "cpu" or "gpu:<n>"."""
    return _string_of(device_of(x))


def inplace_update(out: Any, value: Any) -> Any:
    """Tensors are immutable: the Array takes the new tensor. A variable is
    assigned in place and kept."""
    if isinstance(out, tf.Variable):
        out.assign(value)
        return out
    return value


def to_numpy(x: Any) -> Any:
    # .numpy() copies, so the result never aliases the (immutable) tensor;
    # 0-d tensors give numpy scalars, made 0-d arrays here.
    r = x.numpy()
    return r if isinstance(r, np.ndarray) else np.asarray(r)


def to_list(x: Any) -> Any:
    return x.numpy().tolist()


def to_dlpack(x: Any, **kwargs: Any) -> Any:
    # TensorFlow exports on the tensor's own stream; stream/max_version/copy
    # requests from the consumer are not supported and ignored.
    if isinstance(x, tf.Variable):
        x = tf.convert_to_tensor(x)
    return tf.experimental.dlpack.to_dlpack(x)


def dlpack_device(x: Any) -> tuple[int, int]:
    native = device_of(x)
    index = int(native.rsplit(":", 1)[-1])
    return (1, 0) if native.startswith("/CPU") else (2, index)  # kDLCPU / kDLCUDA


# --- indexing -------------------------------------------------------------------
# Tensors take integers, slices, ... and None natively. Boolean masks and
# integer arrays (which tf.Tensor.__getitem__ does not take) and every item
# assignment go through the flat positions of the selected elements.


def _is_basic(key: Any) -> bool:
    items = key if type(key) is tuple else (key,)
    return all(k is None or k is Ellipsis or type(k) in (int, slice) for k in items)


#: StridedSlice's kernels handle at most 8 axes (after merging the axes a key
#: takes whole), and its masks hold a bit per key item in an int32: past
#: either, a basic key goes through the positions too.
_MAX_AXES = 8
_MAX_ITEMS = 31


def _wide(x: Any, key: Any = ()) -> bool:
    return (x.shape.rank or 0) > _MAX_AXES or (type(key) is tuple and len(key) > _MAX_ITEMS)


def _positions(x: Any, key: Any) -> Any:
    """The flat positions of the elements ``x[key]`` selects, NumPy's way,
    as an int64 tensor. A key of integers, slices, None and ... works on a
    symbolic tensor too (inside tf.function, with unknown sizes)."""
    if _is_basic(key) and not _wide(x, key):
        return tf.reshape(tf.range(tf.size(x, out_type=tf.int64)), tf.shape(x))[_plain_slices(key)]
    key = _plain_slices(key)
    items = key if type(key) is tuple else (key,)
    np_key = tuple(k.numpy() if isinstance(k, ARRAY_TYPES) else k for k in items)
    shape = tuple(int(d) for d in x.shape)
    size = 1
    for d in shape:
        size *= d
    return tf.constant(np.arange(size, dtype=np.int64).reshape(shape)[np_key])


def _int_bound(b: Any) -> Any:
    # tf.Tensor.__getitem__ takes only int32/int64 tensors as slice bounds:
    # any other bound with __index__ (an int8 Array, a NumPy integer) -> int.
    return b if b is None or type(b) is int else operator.index(b)


def _plain_slices(key: Any) -> Any:
    items = key if type(key) is tuple else (key,)
    if not any(type(k) is slice for k in items):
        return key
    out = tuple(
        slice(_int_bound(k.start), _int_bound(k.stop), _int_bound(k.step)) if type(k) is slice else k
        for k in items
    )
    return out if type(key) is tuple else out[0]


#: StridedSlice's arguments (begin, end, strides and its five masks) by the
#: layout of a basic key: ``(3, (1, 5, None))`` for ``x[3, 1:5]``.
_strided: dict[tuple[Any, ...], tuple[Any, ...] | None] = {}
_INT64 = 2**63


def _strided_args(items: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """StridedSlice's arguments for a basic key of ints, slices with int or
    None bounds, None and one ``...``, made once per key (the bounds as host
    int tensors, eager even while tf.function traces); None where ``x[key]``
    itself decides: a zero step, a second ``...``, a bound beyond int64, the
    empty key."""
    sig = tuple((k.start, k.stop, k.step) if type(k) is slice else k for k in items)
    try:
        return _strided[sig]
    except KeyError:
        pass
    begin, end, strides = [], [], []
    masks = [0, 0, 0, 0, 0]  # begin, end, ellipsis, new axis, shrink axis
    got: tuple[Any, ...] | None = None
    for i, k in enumerate(items):
        bit = 1 << i
        if type(k) is int:
            begin.append(k)
            end.append(k + 1)  # (the kernel ignores it where it shrinks the axis)
            strides.append(1)
            masks[4] |= bit
        elif type(k) is slice:
            if k.step == 0:
                break
            begin.append(0 if k.start is None else k.start)
            end.append(0 if k.stop is None else k.stop)
            strides.append(1 if k.step is None else k.step)
            masks[0] |= bit if k.start is None else 0
            masks[1] |= bit if k.stop is None else 0
        else:  # None or ...
            if k is Ellipsis and masks[2]:
                break
            begin.append(0)
            end.append(0)
            strides.append(1)
            masks[2 if k is Ellipsis else 3] |= bit
    else:
        values = begin + end + strides
        if items and all(-_INT64 <= v < _INT64 for v in values):
            wide = tf.int64 if any(not -(2**31) <= v < 2**31 for v in values) else tf.int32
            with tf.init_scope(), tf.device("/CPU:0"):
                got = (tf.constant(begin, wide), tf.constant(end, wide), tf.constant(strides, wide), *masks)
    if len(_strided) > 4096:
        _strided.clear()
    _strided[sig] = got
    return got


def getitem(x: Any, key: Any) -> Any:
    key = _plain_slices(key)
    long = type(key) is tuple and len(key) > _MAX_ITEMS
    if _is_basic(key) and not long and (type(x) is EagerTensor or not _wide(x)):
        # One raw StridedSlice (~12 us eagerly, where ``x[key]`` builds its
        # arguments through several ops: ~90 us).
        args = _strided_args(key if type(key) is tuple else (key,))
        try:
            if args is None:
                return x[key]
            b, e, s, bm, em, elm, nm, sm = args
            return tf.raw_ops.StridedSlice(
                input=x, begin=b, end=e, strides=s, begin_mask=bm, end_mask=em,
                ellipsis_mask=elm, new_axis_mask=nm, shrink_axis_mask=sm,
            )  # fmt: skip
        except tf.errors.InvalidArgumentError as exc:
            raise IndexError(exc.message) from None
        except tf.errors.UnimplementedError:
            if not _wide(x):
                raise
            # more than 8 axes to walk: the positions below
    if _graph_mask(x, key):  # inside a graph: the mask's values are unknown here
        return tf.boolean_mask(x, key)
    pos = _positions(x, key)
    return tf.reshape(tf.gather(tf.reshape(x, [-1]), tf.reshape(pos, [-1])), tf.shape(pos))


def _graph_mask(x: Any, key: Any) -> bool:
    """Whether ``key`` is a symbolic boolean mask over ``x``'s leading axes
    (``x[x > 0]`` inside tf.function or ivy_core.trace_graph)."""
    return (
        isinstance(key, tf.Tensor)
        and not isinstance(key, EagerTensor)
        and key.dtype == tf.bool
        and key.shape.rank is not None
        and key.shape.rank >= 1
        and x.shape[: key.shape.rank].is_compatible_with(key.shape)
    )


def _full_mask(x: Any, key: Any) -> bool:
    """Whether ``key`` is one boolean tensor of ``x``'s (known) shape."""
    return (
        isinstance(key, (tf.Tensor, tf.Variable))
        and key.dtype == tf.bool
        and key.shape.is_fully_defined()
        and key.shape == x.shape
    )


def _size(value: Any) -> int | None:
    shape = getattr(value, "shape", ())
    n = 1
    for d in shape:
        if d is None:
            return None
        n *= int(d)
    return n


_SCATTER_AS = {tf.uint16: tf.int16, tf.uint32: tf.int32, tf.uint64: tf.int64}


def setitem(x: Any, key: Any, value: Any) -> Any:
    """A new tensor with the selected elements replaced (a Variable is assigned).

    ``x[mask] = v`` with a mask of ``x``'s shape and one value is
    ``where(mask, v, x)``: the same result, and it works on symbolic tensors
    (inside tf.function), whose selected positions are not known."""
    if _full_mask(x, key) and _size(value) == 1:
        new = tf.where(key, tf.reshape(value, ()), x)
        if isinstance(x, tf.Variable):
            x.assign(new)
            return x
        return new
    plain = _plain_slices(key)
    args = _strided_args(plain if type(plain) is tuple else (plain,)) if _is_basic(plain) else None
    if args is not None and tf.executing_eagerly() and not _wide(x, plain):
        # A basic key, eagerly: one TensorStridedSliceUpdate (~15 us, where the
        # scatter below costs ~650 us for its positions, reshapes and scatter).
        # Its kernel broadcasts the value to the selection as NumPy does
        # (leading axes of size one dropped too). Not in a graph: XLA's kernel
        # neither broadcasts nor takes steps other than 1 and -1.
        b, e, s, bm, em, elm, nm, sm = args
        new = tf.raw_ops.TensorStridedSliceUpdate(
            input=x, begin=b, end=e, strides=s, value=value, begin_mask=bm, end_mask=em,
            ellipsis_mask=elm, new_axis_mask=nm, shrink_axis_mask=sm,
        )  # fmt: skip
        if isinstance(x, tf.Variable):
            x.assign(new)
            return x
        return new
    pos = _positions(x, key)
    extra = (value.shape.rank or 0) - (pos.shape.rank or 0)
    if extra > 0 and pos.shape.rank is not None:
        # NumPy drops a value's leading axes of size one (the reshape refuses other sizes).
        value = tf.reshape(value, tf.shape(value)[extra:])
    value = tf.broadcast_to(value, tf.shape(pos))
    flat = tf.reshape(x, [-1])
    idx = tf.reshape(pos, [-1, 1])
    updates = tf.reshape(value, [-1])
    signed = _SCATTER_AS.get(x.dtype)
    if signed is not None:  # no scatter kernel: same bits as the signed type
        new = tf.bitcast(
            tf.tensor_scatter_nd_update(tf.bitcast(flat, signed), idx, tf.bitcast(updates, signed)),
            x.dtype,
        )
    else:
        new = tf.tensor_scatter_nd_update(flat, idx, updates)
    new = tf.reshape(new, tf.shape(x))
    if isinstance(x, tf.Variable):
        x.assign(new)
        return x
    return new


# --- compilers ------------------------------------------------------------------


def compile(
    fn: Any, static_argnums: tuple[int, ...], static_argnames: tuple[str, ...], options: dict[str, Any]
) -> Any:
    """``tf.function(fn, jit_compile=True, **options)`` (``ivy_core.compile``'s
    hook; ``jit_compile=False`` in ``options`` keeps the graph without XLA).

    tf.function traces once per Python value of a non-tensor argument, so
    ``static_argnums`` and ``static_argnames`` need nothing more here.

    An error raised while AutoGraph traces comes out as its
    ``StagingError`` where AutoGraph cannot make one of the error's own
    class (ivy_core's classes, ``OverflowError``): the error raised is handed
    on as it was, so that the same mistake raises the same class on every
    backend.
    """
    compiled = tf.function(fn, **{"jit_compile": True, **options})

    def call(*args: Any, **kwargs: Any) -> Any:
        try:
            return compiled(*args, **kwargs)
        except _STAGING_ERROR as e:
            original: BaseException | None = e
            while isinstance(original, _STAGING_ERROR) and hasattr(original, "ag_error_metadata"):
                original = original.__context__
            if original is None:
                raise
            raise original from None

    return call


try:  # AutoGraph's wrapper of an error raised while it traces (not public API)
    from tensorflow.python.autograph.impl.api import StagingError as _STAGING_ERROR
except ImportError:  # pragma: no cover - a TensorFlow that moved it: errors come out as they do

    class _STAGING_ERROR(Exception):  # type: ignore[no-redef]  # noqa: N801
        """Never raised."""


def _leave_to_python(*packages: str) -> None:
    """Have AutoGraph (tf.function's source converter) call ``packages`` as
    they are, as it does TensorFlow's own: ivy_core's functions and this
    plugin are library code whose Python control flow is about arguments,
    never tensors, and converting them costs time and warnings on every
    trace. (AutoGraph's rule list is its only such setting; without it,
    conversion still works, more slowly.)"""
    try:
        from tensorflow.python.autograph.core import config
    except ImportError:  # pragma: no cover - a TensorFlow without AutoGraph's config
        return
    rules = tuple(config.DoNotConvert(p) for p in packages)
    config.CONVERSION_RULES = (*rules, *config.CONVERSION_RULES)


_leave_to_python("ivy_core", "ivy_tensorflow")


def _array_to_tensor(value: Any, dtype: Any = None, name: Any = None, as_ref: bool = False) -> Any:
    data = value.data
    if not isinstance(data, ARRAY_TYPES):
        return NotImplemented  # another backend's array: TensorFlow tries NumPy next
    if dtype is not None and data.dtype != dtype:
        return NotImplemented
    return data


#: TensorFlow takes an ivy_core.Array of its tensors wherever it takes a
#: tensor: TensorFlow ops, and what a tf.function returns.
tf.register_tensor_conversion_function(Array, _array_to_tensor)


def tracing_type(array: Any, context: Any) -> Any:
    """An ``Array`` given to a ``tf.function`` is a structure of one tensor
    (TensorFlow's custom nest type, rebuilt with ``Array.__tf_unflatten__``):
    the function sees an ``Array`` holding the symbolic tensor, not the
    tensor, so its operators keep ivy_core's promotion inside the graph.
    (TensorFlow has no public name for this type; it lives with the
    tracing protocol it answers.)"""
    from tensorflow.core.function.trace_type import custom_nest_trace_type, trace_type_builder

    inner = trace_type_builder.from_value(array._data, context)
    # The settings in force are the type's metadata (as Array.__tf_flatten__
    # gives it): tf.function traces again when they change.
    return custom_nest_trace_type.CustomNestTraceType(Array, settings_key(), (inner,))


# --- graph tracing (ivy_core.trace_graph) -----------------------------------------


def trace(call: Any, inputs: list[Any], recorder: Any) -> None:
    """Record the ops ``call`` makes under ``tf.function`` (``_trace``)."""
    from ._trace import trace as trace_ops

    trace_ops(call, inputs, recorder)


def trace_key(x: Any) -> Any:
    """An input's key in a graph's cache of traces: its type, shape (a tuple
    of ints, not a TensorShape) and dtype."""
    try:
        return (x.__class__, x._shape_tuple(), x.dtype)
    except AttributeError:  # a variable
        return (x.__class__, tuple(x.shape.as_list()), x.dtype)


# --- autodiff (ivy_core.grad) -------------------------------------------------------


def _dense(g: Any) -> Any:
    # A gather's gradient comes as IndexedSlices: made the dense tensor
    # jax and torch give.
    return tf.convert_to_tensor(g) if isinstance(g, tf.IndexedSlices) else g


def value_and_grad(fn: Any, argnums: tuple[int, ...], has_aux: bool) -> Any:
    """``ivy_core.grad``'s hook: ``fn`` run under a ``tf.GradientTape``
    watching the arguments at ``argnums``, then ``(out, grads)``; zeros
    for an argument the value does not depend on (as on jax and torch).
    Nested calls (``grad(grad(f))``) differentiate the inner gradient: it is
    computed while the outer tape records."""

    def run(*args: Any, **kwargs: Any) -> Any:
        sources = [args[i] for i in argnums]
        with tf.GradientTape(watch_accessed_variables=False) as tape:
            tape.watch(sources)
            out = fn(*args, **kwargs)
        value = out[0] if has_aux else out
        grads = tape.gradient(value, sources, unconnected_gradients=tf.UnconnectedGradients.ZERO)
        return out, tuple(tf.nest.map_structure(_dense, g) for g in grads)

    return run
