"""torch's tensor creation on ivy_core, with torch's default dtypes: float32
for ``zeros``/``ones``/``rand``/``linspace`` and Python floats, int64 for
Python ints and integer ``arange``/``full``/``randint``."""

from __future__ import annotations

from typing import Any

from ... import creation, linalg, manipulation
from ... import random as rnd
from ...data_type import astype
from ...elementwise import floor
from ...sorting import argsort
from .._common import Wrapped, python_kind
from ._convert import DEFAULT_DTYPE, check_default, dtype_arg, name, size_args, to_array
from ._tensor import Tensor

__all__ = [
    "tensor", "as_tensor", "asarray", "from_numpy", "zeros", "ones", "empty", "full", "zeros_like",
    "ones_like", "empty_like", "full_like", "arange", "linspace", "logspace", "eye", "rand", "randn",
    "randint", "rand_like", "randn_like", "randperm", "manual_seed", "tril", "triu", "meshgrid",
    "diag", "get_default_dtype", "is_tensor", "numel", "is_floating_point", "is_complex",
]  # fmt: skip


def _d(dtype: Any, fn: str, default: str = "float32") -> Any:
    return dtype_arg(dtype, name(fn)) or default


def _no_grad(fn: str, requires_grad: bool) -> None:
    check_default(name(fn), "requires_grad", requires_grad, False)


def tensor(
    data: Any, *, dtype: Any = None, device: Any = None, requires_grad: bool = False, pin_memory: bool = False
) -> Tensor:
    """``torch.tensor``: a copy of ``data``; Python ints int64, floats float32."""
    _no_grad("tensor", requires_grad)
    a = to_array(data, name("tensor"), dtype)
    if isinstance(data, Wrapped) and a is data.ivy_array:
        a = astype(a, a.dtype, copy=True)
    return Tensor(a)


def as_tensor(data: Any, dtype: Any = None, device: Any = None) -> Tensor:
    return Tensor(to_array(data, name("as_tensor"), dtype))


def asarray(
    obj: Any, *, dtype: Any = None, device: Any = None, copy: bool | None = None, requires_grad: bool = False
) -> Tensor:
    _no_grad("asarray", requires_grad)
    return Tensor(to_array(obj, name("asarray"), dtype))


def from_numpy(ndarray: Any) -> Tensor:
    """``torch.from_numpy``: the array's data and dtype (a copy on other backends)."""
    return Tensor(to_array(ndarray, name("from_numpy")))


def zeros(
    *size: Any, out: Any = None, dtype: Any = None, device: Any = None, requires_grad: bool = False
) -> Tensor:
    _no_grad("zeros", requires_grad)
    return Tensor(creation.zeros(size_args(size), dtype=_d(dtype, "zeros")))


def ones(
    *size: Any, out: Any = None, dtype: Any = None, device: Any = None, requires_grad: bool = False
) -> Tensor:
    _no_grad("ones", requires_grad)
    return Tensor(creation.ones(size_args(size), dtype=_d(dtype, "ones")))


def empty(
    *size: Any, out: Any = None, dtype: Any = None, device: Any = None, requires_grad: bool = False
) -> Tensor:
    _no_grad("empty", requires_grad)
    return Tensor(creation.empty(size_args(size), dtype=_d(dtype, "empty")))


def full(
    size: Any,
    fill_value: Any,
    *,
    out: Any = None,
    dtype: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """``torch.full``: the fill value's dtype (int64, float32, bool) unless ``dtype`` is given."""
    _no_grad("full", requires_grad)
    fill = to_array(fill_value, name("full"), dtype)
    return Tensor(astype(manipulation.broadcast_to(fill, tuple(size)), fill.dtype, copy=True))


def _like(fn: str, input: Any, dtype: Any) -> tuple[tuple[int, ...], Any]:
    x = to_array(input, name(fn))
    return tuple(x.shape), dtype_arg(dtype, name(fn)) or x.dtype


def zeros_like(input: Any, *, dtype: Any = None, device: Any = None, requires_grad: bool = False) -> Tensor:
    s, d = _like("zeros_like", input, dtype)
    return Tensor(creation.zeros(s, dtype=d))


def ones_like(input: Any, *, dtype: Any = None, device: Any = None, requires_grad: bool = False) -> Tensor:
    s, d = _like("ones_like", input, dtype)
    return Tensor(creation.ones(s, dtype=d))


def empty_like(input: Any, *, dtype: Any = None, device: Any = None, requires_grad: bool = False) -> Tensor:
    s, d = _like("empty_like", input, dtype)
    return Tensor(creation.empty(s, dtype=d))


def full_like(
    input: Any, fill_value: Any, *, dtype: Any = None, device: Any = None, requires_grad: bool = False
) -> Tensor:
    s, d = _like("full_like", input, dtype)
    fill = astype(to_array(fill_value, name("full_like")), d)
    return Tensor(astype(manipulation.broadcast_to(fill, s), d, copy=True))


def arange(
    start: Any,
    end: Any = None,
    step: Any = 1,
    *,
    out: Any = None,
    dtype: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """``torch.arange``: int64 for Python ints, float32 once a bound or the step is a float."""
    _no_grad("arange", requires_grad)
    kind = python_kind([v for v in (start, end, step) if v is not None])
    d = dtype_arg(dtype, name("arange")) or DEFAULT_DTYPE[kind or "float"]
    return Tensor(creation.arange(start, end, step, dtype=d))


def linspace(
    start: Any,
    end: Any,
    steps: int,
    *,
    out: Any = None,
    dtype: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    _no_grad("linspace", requires_grad)
    return Tensor(creation.linspace(start, end, steps, dtype=_d(dtype, "linspace")))


def logspace(
    start: Any,
    end: Any,
    steps: int,
    base: float = 10.0,
    *,
    out: Any = None,
    dtype: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    _no_grad("logspace", requires_grad)
    return Tensor(creation.logspace(start, end, steps, base=base, dtype=_d(dtype, "logspace")))


def eye(
    n: int,
    m: int | None = None,
    *,
    out: Any = None,
    dtype: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    _no_grad("eye", requires_grad)
    return Tensor(creation.eye(n, m, dtype=_d(dtype, "eye")))


def rand(
    *size: Any,
    generator: Any = None,
    out: Any = None,
    dtype: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """``torch.rand``: uniform on [0, 1), float32; the values come from the
    backend's generator, not torch's (``manual_seed`` seeds that one)."""
    check_default(name("rand"), "generator", generator, None)
    return Tensor(rnd.random_uniform(shape=size_args(size), dtype=_d(dtype, "rand")))


def randn(
    *size: Any,
    generator: Any = None,
    out: Any = None,
    dtype: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    check_default(name("randn"), "generator", generator, None)
    return Tensor(rnd.random_normal(shape=size_args(size), dtype=_d(dtype, "randn")))


def randint(
    low: int,
    high: Any = None,
    size: Any = None,
    *,
    generator: Any = None,
    dtype: Any = None,
    device: Any = None,
    requires_grad: bool = False,
) -> Tensor:
    """``torch.randint(high, size)`` or ``randint(low, high, size)``: int64 in [low, high)."""
    check_default(name("randint"), "generator", generator, None)
    if size is None:
        low, high, size = 0, low, high
    u = rnd.random_uniform(low=float(low), high=float(high), shape=tuple(size), dtype="float64")
    return Tensor(astype(floor(u), _d(dtype, "randint", "int64")))


def rand_like(input: Any, *, dtype: Any = None, device: Any = None, requires_grad: bool = False) -> Tensor:
    s, d = _like("rand_like", input, dtype)
    return Tensor(rnd.random_uniform(shape=s, dtype=d))


def randn_like(input: Any, *, dtype: Any = None, device: Any = None, requires_grad: bool = False) -> Tensor:
    s, d = _like("randn_like", input, dtype)
    return Tensor(rnd.random_normal(shape=s, dtype=d))


def randperm(
    n: int, *, generator: Any = None, dtype: Any = None, device: Any = None, requires_grad: bool = False
) -> Tensor:
    """A random permutation of ``range(n)``, int64."""
    check_default(name("randperm"), "generator", generator, None)
    order = argsort(rnd.random_uniform(shape=(n,), dtype="float64"))
    return Tensor(astype(order, _d(dtype, "randperm", "int64")))


def manual_seed(seed: int) -> None:
    """Seeds the backend's generator (the values differ from torch's for the same seed)."""
    rnd.seed(int(seed))


def tril(input: Any, diagonal: int = 0, *, out: Any = None) -> Tensor:
    return Tensor(creation.tril(to_array(input, name("tril")), k=diagonal))


def triu(input: Any, diagonal: int = 0, *, out: Any = None) -> Tensor:
    return Tensor(creation.triu(to_array(input, name("triu")), k=diagonal))


def meshgrid(*tensors: Any, indexing: str = "ij") -> tuple[Tensor, ...]:
    """``torch.meshgrid``: ``"ij"`` indexing unless told ``"xy"``."""
    xs = [
        to_array(t, name("meshgrid"))
        for t in (tensors[0] if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)) else tensors)
    ]
    return tuple(Tensor(g) for g in creation.meshgrid(*xs, indexing=indexing))


def diag(input: Any, diagonal: int = 0, *, out: Any = None) -> Tensor:
    x = to_array(input, name("diag"))
    return Tensor(linalg.diagonal(x, offset=diagonal) if len(x.shape) == 2 else linalg.diag(x, k=diagonal))


def get_default_dtype() -> Any:
    return dtype_arg("float32", name("get_default_dtype"))


def is_tensor(obj: Any) -> bool:
    return isinstance(obj, Tensor)


def numel(input: Any) -> int:
    n = 1
    for d in to_array(input, name("numel")).shape:
        n *= d
    return n


def is_floating_point(input: Any) -> bool:
    return Tensor(to_array(input, name("is_floating_point"))).is_floating_point()


def is_complex(input: Any) -> bool:
    return Tensor(to_array(input, name("is_complex"))).is_complex()
