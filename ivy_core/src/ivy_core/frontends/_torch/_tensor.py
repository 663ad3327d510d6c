"""``frontends.torch.Tensor``: an ivy_core Array with torch's attributes,
conversions, indexing, methods and operators, and :func:`finish`, which
writes ``out=``."""

from __future__ import annotations

from typing import Any

from ..._arrays._array import Array
from ..._base._errors import ArgumentTypeError, ArgumentValueError
from ..._dtype import _modes
from ...creation import empty, full, ones, to_numpy, zeros
from ...data_type import astype, is_complex_dtype, is_float_dtype
from .._common import Wrapped
from ._convert import MODE, dtype_arg, name, size_args, to_array
from ._operators import Operators
from ._reduce_methods import ReduceMethods
from ._shape_methods import ShapeMethods

_RULES = _modes.MODES[MODE]


class Size(tuple):  # type: ignore[type-arg]
    """``torch.Size``: a tuple of ints."""

    __slots__ = ()

    def numel(self) -> int:
        n = 1
        for d in self:
            n *= d
        return n


def finish(result: Any, out: Any, where: str) -> Any:
    """Write ``out=`` (cast where torch's casting allows); the result is
    ``out`` itself when one is given."""
    if out is None:
        return result
    if not isinstance(out, Tensor):
        raise ArgumentTypeError(f"{where}: out= must be a frontends.torch.Tensor, not {type(out).__name__}")
    r = result.ivy_array
    if r.dtype != out.ivy_array.dtype:
        _modes.can_write(_RULES, r.dtype, out.ivy_array.dtype, where)
        r = astype(r, out.ivy_array.dtype)
    out.ivy_array = r  # torch resizes out= to the result's shape
    return out


def _key(key: Any) -> Any:
    if isinstance(key, tuple):
        return tuple(_key(k) for k in key)
    if isinstance(key, Wrapped):
        return key.ivy_array
    if isinstance(key, list):
        return to_array(key, name("Tensor.__getitem__"))
    return key


class Tensor(Operators, ReduceMethods, ShapeMethods):
    """torch's tensor on ivy_core: ``ivy_array`` holds the data, on any backend."""

    __slots__ = ()

    def _new(self, a: Array) -> Tensor:
        return Tensor(a)

    # --- attributes -------------------------------------------------------------------

    @property
    def shape(self) -> Size:
        return Size(self.ivy_array.shape)

    def size(self, dim: int | None = None) -> Any:
        return Size(self.ivy_array.shape) if dim is None else int(self.ivy_array.shape[dim])

    @property
    def ndim(self) -> int:
        return len(self.ivy_array.shape)

    def dim(self) -> int:
        return len(self.ivy_array.shape)

    ndimension = dim

    def numel(self) -> int:
        return Size(self.ivy_array.shape).numel()

    nelement = numel

    @property
    def dtype(self) -> Any:
        return self.ivy_array.dtype

    @property
    def device(self) -> Any:
        return self.ivy_array.device

    @property
    def T(self) -> Any:
        return self.permute(*range(self.ndim)[::-1])

    @property
    def mT(self) -> Any:
        return self.transpose(-2, -1)

    @property
    def requires_grad(self) -> bool:
        return False

    def requires_grad_(self, requires_grad: bool = True) -> Tensor:
        if requires_grad:
            raise ArgumentValueError(
                f"{name('Tensor.requires_grad_')}: the frontend records no gradients; "
                "use ivy_core.grad on a function of ivy_core arrays"
            )
        return self

    def is_floating_point(self) -> bool:
        return bool(is_float_dtype(self.ivy_array.dtype))

    def is_complex(self) -> bool:
        return bool(is_complex_dtype(self.ivy_array.dtype))

    def __repr__(self) -> str:
        return f"frontends.torch.Tensor({self.ivy_array!r})"

    def __len__(self) -> int:
        if not self.ivy_array.shape:
            raise TypeError("len() of a 0-d tensor")
        return int(self.ivy_array.shape[0])

    def item(self) -> Any:
        if self.numel() != 1:
            raise ArgumentValueError(
                f"{name('Tensor.item')}: a Tensor with {self.numel()} elements cannot be converted to Scalar"
            )
        return self.reshape(()).ivy_array.tolist()

    def numpy(self) -> Any:
        return to_numpy(self.ivy_array)

    # --- indexing ---------------------------------------------------------------------

    def __getitem__(self, key: Any) -> Tensor:
        return Tensor(self.ivy_array[_key(key)])

    def __setitem__(self, key: Any, value: Any) -> None:
        self.ivy_array[_key(key)] = astype(to_array(value, name("Tensor.__setitem__")), self.ivy_array.dtype)

    # --- conversion -------------------------------------------------------------------

    def to(self, *args: Any, **kwargs: Any) -> Tensor:
        """``Tensor.to(dtype)`` / ``to(other)``; a device argument must be this tensor's device."""
        dtype = kwargs.pop("dtype", None)
        for a in args:
            if isinstance(a, Tensor):
                dtype = a.dtype
            elif isinstance(a, str) and a in ("cpu", str(self.device)):
                continue
            elif dtype is None:
                dtype = a
        if dtype is None:
            return self
        return Tensor(astype(self.ivy_array, dtype_arg(dtype, name("Tensor.to"))))

    def type(self, dtype: Any = None) -> Any:
        if dtype is None:
            return f"torch.{self.dtype}"
        return self.to(dtype)

    def type_as(self, other: Any) -> Tensor:
        return self.to(to_array(other, name("Tensor.type_as")).dtype)

    def float(self) -> Tensor:
        return self.to("float32")

    def double(self) -> Tensor:
        return self.to("float64")

    def half(self) -> Tensor:
        return self.to("float16")

    def bfloat16(self) -> Tensor:
        return self.to("bfloat16")

    def int(self) -> Tensor:
        return self.to("int32")

    def long(self) -> Tensor:
        return self.to("int64")

    def short(self) -> Tensor:
        return self.to("int16")

    def bool(self) -> Tensor:
        return self.to("bool")

    def new_zeros(self, *size: Any, dtype: Any = None) -> Tensor:
        return Tensor(zeros(size_args(size), dtype=dtype_arg(dtype, name("new_zeros")) or self.dtype))

    def new_ones(self, *size: Any, dtype: Any = None) -> Tensor:
        return Tensor(ones(size_args(size), dtype=dtype_arg(dtype, name("new_ones")) or self.dtype))

    def new_empty(self, *size: Any, dtype: Any = None) -> Tensor:
        return Tensor(empty(size_args(size), dtype=dtype_arg(dtype, name("new_empty")) or self.dtype))

    def new_full(self, size: Any, fill_value: Any, *, dtype: Any = None) -> Tensor:
        return Tensor(full(tuple(size), fill_value, dtype=dtype_arg(dtype, name("new_full")) or self.dtype))

    def new_tensor(self, data: Any, *, dtype: Any = None) -> Tensor:
        return Tensor(to_array(data, name("new_tensor"), dtype or self.dtype))
