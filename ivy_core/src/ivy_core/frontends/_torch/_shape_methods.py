"""The ``Tensor`` methods that reshape, join, split, select and gather, by
torch's keywords (``dim``, ``dims``, ``start_dim``) and rules (``squeeze(dim)``
leaves a dimension of another size alone; ``view`` takes ``-1``)."""

from __future__ import annotations

from typing import Any

from ... import linalg, manipulation, statistical
from ..._arrays._array import Array
from ..._base._errors import ArgumentValueError
from ...creation import tril, triu
from ...data_type import astype
from ...indexing import take, take_along_axis
from .._common import Wrapped
from ._convert import dtype_arg, mode, name, size_args, to_array


class ShapeMethods(Wrapped):
    """torch's shape methods over ``ivy_array``."""

    __slots__ = ()

    def _new(self, a: Array) -> Any:
        return type(self)(a)

    def view(self, *shape: Any) -> Any:
        """``Tensor.view(*shape)``; ``view(dtype)`` (reinterpreting bytes) is refused."""
        if len(shape) == 1 and not isinstance(shape[0], (int, tuple, list)):
            if dtype_arg(shape[0], name("Tensor.view")) != self.ivy_array.dtype:
                raise ArgumentValueError(
                    f"{name('Tensor.view')}: viewing the bytes as {shape[0]} is not supported; use .to(dtype)"
                )
            return self._new(self.ivy_array)
        return self._new(manipulation.reshape(self.ivy_array, size_args(shape)))

    def reshape(self, *shape: Any) -> Any:
        return self._new(manipulation.reshape(self.ivy_array, size_args(shape)))

    def view_as(self, other: Any) -> Any:
        return self.reshape(tuple(to_array(other, name("Tensor.view_as")).shape))

    reshape_as = view_as

    def transpose(self, dim0: int, dim1: int) -> Any:
        order = list(range(len(self.ivy_array.shape)))
        order[dim0], order[dim1] = order[dim1], order[dim0]
        return self._new(manipulation.permute_dims(self.ivy_array, tuple(order)))

    swapaxes = swapdims = transpose

    def t(self) -> Any:
        n = len(self.ivy_array.shape)
        if n > 2:
            raise ArgumentValueError(f"{name('t')}: expects a tensor of at most 2 dimensions, not {n}")
        return self.transpose(0, 1) if n == 2 else self._new(self.ivy_array)

    def permute(self, *dims_: Any) -> Any:
        return self._new(manipulation.permute_dims(self.ivy_array, size_args(dims_)))

    def squeeze(self, dim: Any = None) -> Any:
        """Removes dimensions of size 1 (of those in ``dim``; others stay)."""
        shape = tuple(self.ivy_array.shape)
        n = len(shape)
        axes = range(n) if dim is None else (dim,) if isinstance(dim, int) else dim
        keep = tuple(a % n for a in axes if shape[a % n] == 1) if n else ()
        return self._new(manipulation.squeeze(self.ivy_array, keep) if keep else self.ivy_array)

    def unsqueeze(self, dim: int) -> Any:
        n = len(self.ivy_array.shape) + 1
        return self._new(manipulation.expand_dims(self.ivy_array, axis=dim % n))

    def flatten(self, start_dim: int = 0, end_dim: int = -1) -> Any:
        shape = tuple(self.ivy_array.shape)
        if not shape:
            return self.reshape(1)
        s, e = start_dim % len(shape), end_dim % len(shape)
        return self.reshape(*shape[:s], -1, *shape[e + 1 :])

    def unflatten(self, dim: int, sizes: Any) -> Any:
        shape = tuple(self.ivy_array.shape)
        d = dim % len(shape)
        return self.reshape(*shape[:d], *sizes, *shape[d + 1 :])

    def _pieces(self, sizes: list[int], dim: int) -> tuple[Any, ...]:
        out, start = [], 0
        n = len(self.ivy_array.shape)
        for s in sizes:
            key = (slice(None),) * (dim % n) + (slice(start, start + s),)
            out.append(self._new(self.ivy_array[key]))
            start += s
        return tuple(out)

    def chunk(self, chunks: int, dim: int = 0) -> tuple[Any, ...]:
        """``chunks`` pieces of ``ceil(n / chunks)`` along ``dim`` (the last may be smaller, or fewer pieces)."""
        n = self.ivy_array.shape[dim]
        step = -(-n // chunks)
        return self._pieces([min(step, n - i) for i in range(0, n, step)] if n else [0], dim)

    def split(self, split_size: Any, dim: int = 0) -> tuple[Any, ...]:
        n = self.ivy_array.shape[dim]
        if isinstance(split_size, int):
            return self._pieces([min(split_size, n - i) for i in range(0, n, split_size)], dim)
        if sum(split_size) != n:
            raise ArgumentValueError(
                f"{name('split')}: sizes {list(split_size)} do not add up to {n} along dim {dim}"
            )
        return self._pieces(list(split_size), dim)

    def narrow(self, dim: int, start: int, length: int) -> Any:
        key = (slice(None),) * (dim % len(self.ivy_array.shape)) + (slice(start, start + length),)
        return self._new(self.ivy_array[key])

    def select(self, dim: int, index: int) -> Any:
        key = (slice(None),) * (dim % len(self.ivy_array.shape)) + (index,)
        return self._new(self.ivy_array[key])

    def unbind(self, dim: int = 0) -> tuple[Any, ...]:
        return tuple(self.select(dim, i) for i in range(self.ivy_array.shape[dim]))

    def flip(self, *dims_: Any) -> Any:
        return self._new(manipulation.flip(self.ivy_array, axis=size_args(dims_)))

    def roll(self, shifts: Any, dims: Any = None) -> Any:
        x = self.ivy_array
        if dims is None:
            flat = manipulation.roll(manipulation.reshape(x, (-1,)), shifts)
            return self._new(manipulation.reshape(flat, tuple(x.shape)))
        return self._new(manipulation.roll(x, shifts, axis=dims))

    def repeat(self, *sizes: Any) -> Any:
        """``Tensor.repeat``: tiles the tensor (not NumPy's ``repeat``)."""
        reps = size_args(sizes)
        x = self.ivy_array
        if len(reps) > len(x.shape):
            x = manipulation.reshape(x, (1,) * (len(reps) - len(x.shape)) + tuple(x.shape))
        return self._new(manipulation.tile(x, reps))

    def repeat_interleave(self, repeats: Any, dim: int | None = None) -> Any:
        x = self.ivy_array if dim is not None else manipulation.reshape(self.ivy_array, (-1,))
        reps = repeats if isinstance(repeats, int) else to_array(repeats, name("repeat_interleave"))
        return self._new(manipulation.repeat(x, reps, axis=0 if dim is None else dim))

    def expand(self, *sizes: Any) -> Any:
        shape = size_args(sizes)
        have = (1,) * (len(shape) - len(self.ivy_array.shape)) + tuple(self.ivy_array.shape)
        target = tuple(h if s == -1 else s for s, h in zip(shape, have, strict=True))
        return self._new(manipulation.broadcast_to(self.ivy_array, target))

    def expand_as(self, other: Any) -> Any:
        return self.expand(*to_array(other, name("Tensor.expand_as")).shape)

    def broadcast_to(self, size: Any) -> Any:
        return self.expand(*size)

    def tile(self, dims: Any) -> Any:
        return self.repeat(*((1,) * (len(self.ivy_array.shape) - len(dims))), *dims)

    def movedim(self, source: Any, destination: Any) -> Any:
        return self._new(manipulation.moveaxis(self.ivy_array, source, destination))

    moveaxis = movedim

    def gather(self, dim: int, index: Any) -> Any:
        return self._new(take_along_axis(self.ivy_array, to_array(index, name("gather")), axis=dim))

    def take_along_dim(self, indices: Any, dim: int | None = None) -> Any:
        x = self.ivy_array if dim is not None else manipulation.reshape(self.ivy_array, (-1,))
        idx = to_array(indices, name("take_along_dim"))
        if dim is None:
            idx = manipulation.reshape(idx, (-1,))
        return self._new(take_along_axis(x, idx, axis=0 if dim is None else dim))

    def index_select(self, dim: int, index: Any) -> Any:
        return self._new(take(self.ivy_array, to_array(index, name("index_select")), axis=dim))

    def diagonal(self, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Any:
        return self._new(linalg.diagonal(self.ivy_array, offset=offset, axis1=dim1, axis2=dim2))

    def tril(self, diagonal: int = 0) -> Any:
        return self._new(tril(self.ivy_array, k=diagonal))

    def triu(self, diagonal: int = 0) -> Any:
        return self._new(triu(self.ivy_array, k=diagonal))

    def mm(self, mat2: Any) -> Any:
        return self._matrix_product(mat2, 2, "mm")

    def bmm(self, mat2: Any) -> Any:
        return self._matrix_product(mat2, 3, "bmm")

    def mv(self, vec: Any) -> Any:
        v = to_array(vec, name("mv"))
        if len(self.ivy_array.shape) != 2 or len(v.shape) != 1:
            raise ArgumentValueError(f"{name('mv')}: expects a 2-d matrix and a 1-d vector")
        return self._new(linalg.matmul(self.ivy_array, v))

    def dot(self, other: Any) -> Any:
        o = to_array(other, name("dot"))
        if len(self.ivy_array.shape) != 1 or len(o.shape) != 1:
            raise ArgumentValueError(
                f"{name('dot')}: 1D tensors expected, but got {len(self.ivy_array.shape)}D and {len(o.shape)}D tensors"
            )
        return self._new(linalg.matmul(self.ivy_array, o))

    def outer(self, vec2: Any) -> Any:
        return self._new(linalg.outer(self.ivy_array, to_array(vec2, name("outer"))))

    def _matrix_product(self, other: Any, n: int, fn: str) -> Any:
        o = to_array(other, name(fn))
        if len(self.ivy_array.shape) != n or len(o.shape) != n:
            raise ArgumentValueError(f"{name(fn)}: expects two {n}-d tensors")
        if self.ivy_array.dtype != o.dtype:  # torch: no promotion in mm/bmm
            raise ArgumentValueError(
                f"{name(fn)}: expected both tensors to have the same dtype, not {self.ivy_array.dtype} and {o.dtype}"
            )
        return self._new(linalg.matmul(self.ivy_array, o))

    def trace(self) -> Any:
        with mode():
            return self._new(statistical.sum(linalg.diagonal(self.ivy_array)))

    def contiguous(self, memory_format: Any = None) -> Any:
        return self

    def clone(self, *, memory_format: Any = None) -> Any:
        return self._new(astype(self.ivy_array, self.ivy_array.dtype, copy=True))

    def detach(self) -> Any:
        return self._new(self.ivy_array)

    def cpu(self) -> Any:
        return self
