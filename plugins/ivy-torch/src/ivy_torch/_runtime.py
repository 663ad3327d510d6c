"""What ivy_core needs to know about PyTorch at run time (imports torch)."""

from __future__ import annotations

import threading
from typing import Any

import torch

from ._scalars import (
    scalar_operand as scalar_operand,  # a hook of this runtime (defined there for the tracer)
)

VERSION: str = str(torch.__version__)
ARRAY_TYPES: tuple[type, ...] = (torch.Tensor,)
#: torch reports bad values (and shapes, axes) as plain RuntimeError:
#: ivy_core raises those as ArgumentValueError where the arguments do not
#: show a more precise mistake.
VALUE_ERRORS: tuple[type[BaseException], ...] = (RuntimeError,)


#: What torch's allocators say when they run out of memory with a plain
#: RuntimeError (the CPU allocator on Linux/macOS and on Windows, MPS);
#: CUDA raises torch.OutOfMemoryError.
_OUT_OF_MEMORY = (
    "DefaultCPUAllocator: can't allocate memory",
    "DefaultCPUAllocator: not enough memory",
    "MPS backend out of memory",
)


def error_kind(exc: BaseException) -> str | None:
    """Running out of memory: torch.OutOfMemoryError (a RuntimeError), or the
    plain RuntimeError of an allocator that says so (only read once a call
    has failed)."""
    if isinstance(exc, torch.OutOfMemoryError):
        return "memory"
    if isinstance(exc, RuntimeError):
        head = str(exc)[:500]
        if any(said in head for said in _OUT_OF_MEMORY):
            return "memory"
    return None


DTYPE_TYPE = torch.dtype
DEVICE_TYPE = torch.device

DTYPES: dict[str, Any] = {
    "int8": torch.int8, "int16": torch.int16, "int32": torch.int32, "int64": torch.int64,
    "uint8": torch.uint8, "bfloat16": torch.bfloat16, "float16": torch.float16,
    "float32": torch.float32, "float64": torch.float64,
    "complex64": torch.complex64, "complex128": torch.complex128, "bool": torch.bool,
}  # fmt: skip

_INVALID = ("uint16", "uint32", "uint64")
_SCALARS = (bool, int, float, complex)
_SYM_SCALARS = tuple(
    t for t in (getattr(torch, n, None) for n in ("SymInt", "SymFloat", "SymBool")) if t is not None
)

_CPU = torch.device("cpu")
#: Device strings seen before -> torch.device (the common case costs a dict lookup).
_device_cache: dict[Any, torch.device] = {None: _CPU, "cpu": _CPU}


def canonical_dtype(d: Any) -> Any:
    """Torch dtypes are singletons already; nothing else names one."""
    return None


def dtype_of_object(value: Any) -> str | None:
    """The ivy dtype of a foreign array passed to ``asarray`` with no ``dtype``
    (a NumPy array or scalar, or another framework's array), or None."""
    dt = getattr(value, "dtype", None)
    if dt is None:
        return None
    name = str(dt).removeprefix("torch.") if isinstance(dt, torch.dtype) else getattr(dt, "name", None)
    if name == "bool_":
        name = "bool"
    if name in _INVALID:
        raise TypeError(
            f"the input has dtype {name}, which is invalid for backend 'torch'; "
            "pass a valid dtype= (e.g. int64) to convert it"
        )
    return name if name in DTYPES else None


def as_native(value: Any) -> Any:
    """Make a Python (or symbolic torch) scalar result a 0-d tensor."""
    if type(value) in _SCALARS or isinstance(value, _SYM_SCALARS):
        return torch.tensor(value)
    return None


#: torch refuses tensors on two devices in one operation (RuntimeError,
#: which ivy_core explains as MixedDeviceError) and computes on its inputs' device.
DEVICES_CHECKED = True


def devices() -> list[torch.device]:
    """The CPU, then each CUDA device torch sees."""
    return [_CPU, *(torch.device("cuda", i) for i in range(torch.cuda.device_count()))]


_CPU = torch.device("cpu")


def native_device(device: Any) -> torch.device:
    """``None`` -> cpu; "cpu", "cpu:0", "cuda", "cuda:1", "gpu", "gpu:0", "meta"
    (shapes and dtypes only, no data) and torch.device objects are accepted."""
    try:
        return _device_cache[device]
    except (KeyError, TypeError):
        pass
    if isinstance(device, torch.device):
        dev = device
    elif isinstance(device, str):
        kind, _, index = device.strip().lower().partition(":")
        if kind == "gpu":
            kind = "cuda"
        if kind not in ("cpu", "cuda", "meta") or (index and not index.isdigit()):
            raise ValueError(f"device {device!r} is not a torch device; use 'cpu', 'cuda', 'cuda:N' or 'meta'")
        if kind != "cuda" and index not in ("", "0"):
            raise ValueError(f"device {device!r} is not available: torch has one {kind} device; use {kind!r}")
        dev = torch.device(kind, int(index)) if kind == "cuda" and index else torch.device(kind)
    else:
        raise TypeError(
            f"device must be a string such as 'cpu' or 'cuda:0' or a torch.device, "
            f"got {type(device).__name__}"
        )
    if dev.type == "cuda" and not torch.cuda.is_available():
        raise ValueError(f"device {device!r} is not available: torch sees no CUDA device")
    if dev.type not in ("cpu", "cuda", "meta"):
        raise ValueError(f"device {device!r} is not supported; use 'cpu', 'cuda' or 'meta'")
    if dev.type == "cuda" and dev.index is not None and dev.index >= torch.cuda.device_count():
        raise ValueError(f"device {device!r} is not available: torch sees {torch.cuda.device_count()} CUDA device(s)")
    if isinstance(device, str):
        _device_cache[device] = dev
    return dev


def device_of(x: Any) -> torch.device:
    return x.device


def device_string(x: Any) -> str:
    d = x.device
    return d.type if d.index is None else f"{d.type}:{d.index}"


def inplace_update(out: Any, value: Any) -> Any:
    out.copy_(value)
    return out


def to_numpy(x: Any) -> Any:
    x = x.detach().cpu().resolve_conj().resolve_neg()
    if x.dtype is torch.bfloat16:
        try:
            import ml_dtypes
        except ImportError:
            raise TypeError(
                "cannot convert a bfloat16 tensor to NumPy: NumPy has no bfloat16 and "
                "ml_dtypes is not installed (pip install ml_dtypes), or cast to float32 first"
            ) from None
        return x.float().numpy().astype(ml_dtypes.bfloat16)
    return x.numpy()


def to_list(x: Any) -> Any:
    return x.tolist()


def to_dlpack(x: Any, **kwargs: Any) -> Any:
    return x.__dlpack__(**kwargs)


def dlpack_device(x: Any) -> tuple[int, int]:
    kind, index = x.__dlpack_device__()
    return int(kind), int(index)


# --- indexing -------------------------------------------------------------------
# torch indexes like NumPy except: no negative slice steps, and uint8 tensors
# used as indices mean masks. Keys are adjusted so the result is NumPy's.

_INDEX_DTYPES = (torch.int64, torch.int32, torch.bool)


def _fix_key(key: Any) -> tuple[Any, bool]:
    """(key with integer index tensors torch would misread made int64,
    whether a slice has a negative step)."""
    items = key if type(key) is tuple else (key,)
    negative = False
    fixed = []
    for k in items:
        if isinstance(k, torch.Tensor) and k.dtype not in _INDEX_DTYPES:
            k = k.to(torch.int64)
        elif type(k) is slice and k.step is not None and k.step < 0:
            negative = True
        fixed.append(k)
    return (tuple(fixed) if type(key) is tuple else fixed[0]), negative


def _positions(x: torch.Tensor, key: Any) -> torch.Tensor:
    """Flat positions of the elements ``x[key]`` selects, NumPy's way."""
    import numpy as np

    items = key if type(key) is tuple else (key,)
    np_key = tuple(k.cpu().numpy() if isinstance(k, torch.Tensor) else k for k in items)
    pos = np.arange(x.numel(), dtype=np.int64).reshape(tuple(x.shape))[np_key]
    return torch.from_numpy(pos.copy()).to(x.device)  # a fresh copy has no negative strides


def getitem(x: torch.Tensor, key: Any) -> Any:
    key, negative = _fix_key(key)
    if negative:
        return x.reshape(-1)[_positions(x, key)]
    return x[key]


def setitem(x: torch.Tensor, key: Any, value: Any) -> Any:
    key, negative = _fix_key(key)
    if not negative:
        x[key] = value
        return x
    pos = _positions(x, key)
    flat = x.reshape(-1).clone()
    flat[pos] = torch.broadcast_to(value, tuple(pos.shape))
    x.copy_(flat.reshape(x.shape))
    return x


# --- compilers ------------------------------------------------------------------


def trace_constants(functions: tuple[Any, ...]) -> None:
    """Have ``torch.compile`` call ``functions`` while tracing rather than
    trace into them (they read context variables and take locks, which
    Dynamo cannot follow; their results are fixed for one trace).

    This is what ``torch._dynamo.assume_constant_result`` does: it marks the
    function with this attribute. Setting it here spares importing
    ``torch._dynamo`` (over a second) when the backend loads; a test checks
    that the decorator still works this way.
    """
    for fn in functions:
        fn._dynamo_marked_constant = True


#: True while torch.compile traces (ivy_core then leaves its caches alone).
is_tracing = torch.compiler.is_compiling


def compile(
    fn: Any, static_argnums: tuple[int, ...], static_argnames: tuple[str, ...], options: dict[str, Any]
) -> Any:
    """``torch.compile(fn, **options)`` (``ivy_core.compile``'s hook), with
    ``compiler_backend=`` passed as torch.compile's ``backend=`` (the code
    generator: ``"inductor"``, ``"eager"``...), since ``backend=`` names the
    ivy_core backend in ``ivy_core.compile``.

    Dynamo specializes on every Python value (ints, strings, tuples) of a
    call and recompiles when one changes, so ``static_argnums`` and
    ``static_argnames`` need nothing more here. Each call compiles a code
    object of its own, without Dynamo's guards on ivy_core's state (see
    ``_compiler``).
    """
    from ._compiler import compile as compile_fn

    return compile_fn(fn, static_argnums, static_argnames, options)


# --- ivy_core.trace_graph -----------------------------------------------------------


_graph_trace = threading.local()


def graph_tracing() -> bool:
    """Whether ``ivy_core.trace_graph`` records this thread's torch calls
    (an implementation may then prefer checks that become boolean guards)."""
    return getattr(_graph_trace, "active", False)


#: The tracer reports calls while the function runs (a graph of ivy_core
#: calls, ``trace_graph(to="ivy_core")``, can be traced here).
TRACE_LIVE = True


def trace(call: Any, inputs: list[Any], recorder: Any) -> None:
    """``ivy_core.trace_graph``'s hook: run ``call`` on ``inputs`` under a torch
    function mode that reports each torch call to ``recorder``
    (``ivy_torch._trace``, imported on first use)."""
    from ._trace import trace as trace_calls

    outer = graph_tracing()
    _graph_trace.active = True
    try:
        trace_calls(call, inputs, recorder)
    finally:
        _graph_trace.active = outer


def trace_key(x: Any) -> Any:
    """A traced graph's cache key of one input tensor: its type, shape, dtype
    and device (creation calls in the graph name the device). ``torch.Size``
    is a tuple: no copy is made."""
    return (type(x), x.shape, x.dtype, x.device)


# --- autodiff (ivy_core.grad) -------------------------------------------------------


def value_and_grad(fn: Any, argnums: tuple[int, ...], has_aux: bool) -> Any:
    """``torch.func.grad_and_value`` (``ivy_core.grad``'s hook), its pair
    turned round to ``(out, grads)``. torch.func rather than
    ``torch.autograd.grad``: it nests (``grad(grad(f))``), leaves the
    inputs' ``requires_grad`` alone, and ``torch.compile`` traces it."""
    grad_and_value = torch.func.grad_and_value(fn, argnums=argnums, has_aux=has_aux)

    def run(*args: Any, **kwargs: Any) -> Any:
        if graph_tracing():
            from ivy_core import TraceError

            raise TraceError(
                "ivy_core.grad (backend 'torch'): ivy_core.trace_graph cannot record a gradient on "
                "torch: autograd computes it in its backward pass, below the torch function mode "
                "the tracer records with, so a replay would miss it; trace the function and take "
                "the gradient of the graph (ivy_core.grad(graph)), or trace on jax or tensorflow"
            )
        grads, out = grad_and_value(*args, **kwargs)
        return out, grads

    return run
