"""torch's shape, joining, indexing and product functions on ivy_core."""

from __future__ import annotations

from typing import Any

from ... import linalg, manipulation
from ...data_type import astype
from .. import _einsum
from .._support import with_unsupported_dtypes
from ._convert import NO_WIDE_UINT, name, run, to_array
from ._pointwise_methods import binary
from ._tensor import Size, Tensor, finish

__all__ = [
    "cat", "concat", "concatenate", "stack", "hstack", "vstack", "reshape", "transpose", "swapaxes",
    "permute", "squeeze", "unsqueeze", "flatten", "unflatten", "chunk", "split", "narrow", "select",
    "unbind", "flip", "roll", "tile", "repeat_interleave", "broadcast_to", "broadcast_tensors",
    "broadcast_shapes", "movedim", "moveaxis", "t", "gather", "take_along_dim", "index_select",
    "diagonal", "trace", "matmul", "mm", "bmm", "mv", "dot", "outer", "einsum",
]  # fmt: skip


def _t(x: Any, fn: str) -> Tensor:
    return x if isinstance(x, Tensor) else Tensor(to_array(x, name(fn)))


def cat(tensors: Any, dim: int = 0, *, out: Any = None) -> Any:
    """``torch.cat``: torch's promotion across the tensors; empty 1-d tensors are skipped, as torch does."""
    xs = [to_array(t, name("cat")) for t in tensors]
    xs = [x for x in xs if tuple(x.shape) != (0,)] or xs[:1]
    return finish(Tensor(run(manipulation.concat, xs, axis=dim)), out, name("cat"))


concat = concatenate = cat


def stack(tensors: Any, dim: int = 0, *, out: Any = None) -> Any:
    xs = [to_array(t, name("stack")) for t in tensors]
    return finish(Tensor(run(manipulation.stack, xs, axis=dim)), out, name("stack"))


def hstack(tensors: Any, *, out: Any = None) -> Any:
    xs = [to_array(t, name("hstack")) for t in tensors]
    xs = [manipulation.reshape(x, (1,)) if not x.shape else x for x in xs]
    return cat(xs, 0 if len(xs[0].shape) == 1 else 1, out=out)


def vstack(tensors: Any, *, out: Any = None) -> Any:
    xs = [to_array(t, name("vstack")) for t in tensors]
    xs = [manipulation.reshape(x, (1, -1)) if len(x.shape) < 2 else x for x in xs]
    return cat(xs, 0, out=out)


def reshape(input: Any, shape: Any) -> Any:
    return _t(input, "reshape").reshape(shape)


def transpose(input: Any, dim0: int, dim1: int) -> Any:
    return _t(input, "transpose").transpose(dim0, dim1)


swapaxes = transpose


def permute(input: Any, dims: Any) -> Any:
    return _t(input, "permute").permute(dims)


def squeeze(input: Any, dim: Any = None) -> Any:
    return _t(input, "squeeze").squeeze(dim)


def unsqueeze(input: Any, dim: int) -> Any:
    return _t(input, "unsqueeze").unsqueeze(dim)


def flatten(input: Any, start_dim: int = 0, end_dim: int = -1) -> Any:
    return _t(input, "flatten").flatten(start_dim, end_dim)


def unflatten(input: Any, dim: int, sizes: Any) -> Any:
    return _t(input, "unflatten").unflatten(dim, sizes)


def chunk(input: Any, chunks: int, dim: int = 0) -> Any:
    return _t(input, "chunk").chunk(chunks, dim)


def split(tensor: Any, split_size_or_sections: Any, dim: int = 0) -> Any:
    return _t(tensor, "split").split(split_size_or_sections, dim)


def narrow(input: Any, dim: int, start: int, length: int) -> Any:
    return _t(input, "narrow").narrow(dim, start, length)


def select(input: Any, dim: int, index: int) -> Any:
    return _t(input, "select").select(dim, index)


def unbind(input: Any, dim: int = 0) -> Any:
    return _t(input, "unbind").unbind(dim)


def flip(input: Any, dims: Any) -> Any:
    return _t(input, "flip").flip(dims)


def roll(input: Any, shifts: Any, dims: Any = None) -> Any:
    return _t(input, "roll").roll(shifts, dims)


def tile(input: Any, dims: Any) -> Any:
    return _t(input, "tile").tile(dims)


def repeat_interleave(input: Any, repeats: Any, dim: int | None = None) -> Any:
    return _t(input, "repeat_interleave").repeat_interleave(repeats, dim)


def broadcast_to(input: Any, size: Any) -> Any:
    return _t(input, "broadcast_to").broadcast_to(size)


def broadcast_tensors(*tensors: Any) -> tuple[Tensor, ...]:
    xs = [to_array(t, name("broadcast_tensors")) for t in tensors]
    return tuple(Tensor(x) for x in manipulation.broadcast_arrays(*xs))


def broadcast_shapes(*shapes: Any) -> Size:
    """The shape the given shapes broadcast to (torch's rules, without data)."""
    out: list[int] = []
    for s in shapes:
        s = (s,) if isinstance(s, int) else tuple(s)
        n = max(len(out), len(s))
        a, b = [1] * (n - len(out)) + out, [1] * (n - len(s)) + list(s)
        if any(x != y and x != 1 and y != 1 for x, y in zip(a, b, strict=True)):
            raise RuntimeError(f"{name('broadcast_shapes')}: shapes {tuple(out)} and {s} do not broadcast")
        out = [y if x == 1 else x for x, y in zip(a, b, strict=True)]
    return Size(out)


def movedim(input: Any, source: Any, destination: Any) -> Any:
    return _t(input, "movedim").movedim(source, destination)


moveaxis = movedim


def t(input: Any) -> Any:
    return _t(input, "t").t()


def gather(input: Any, dim: int, index: Any, *, sparse_grad: bool = False, out: Any = None) -> Any:
    return finish(_t(input, "gather").gather(dim, index), out, name("gather"))


def take_along_dim(input: Any, indices: Any, dim: int | None = None, *, out: Any = None) -> Any:
    return finish(_t(input, "take_along_dim").take_along_dim(indices, dim), out, name("take_along_dim"))


def index_select(input: Any, dim: int, index: Any, *, out: Any = None) -> Any:
    return finish(_t(input, "index_select").index_select(dim, index), out, name("index_select"))


def diagonal(input: Any, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Any:
    return _t(input, "diagonal").diagonal(offset, dim1, dim2)


def trace(input: Any) -> Any:
    return _t(input, "trace").trace()


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def matmul(input: Any, other: Any, *, out: Any = None) -> Any:
    """``torch.matmul``: torch's promotion of the two dtypes."""
    return finish(
        Tensor(binary(linalg.matmul, _t(input, "matmul"), other, name("matmul"))), out, name("matmul")
    )


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def mm(input: Any, mat2: Any, *, out: Any = None) -> Any:
    return finish(_t(input, "mm").mm(mat2), out, name("mm"))


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def bmm(input: Any, mat2: Any, *, out: Any = None) -> Any:
    return finish(_t(input, "bmm").bmm(mat2), out, name("bmm"))


def mv(input: Any, vec: Any, *, out: Any = None) -> Any:
    return finish(_t(input, "mv").mv(vec), out, name("mv"))


@with_unsupported_dtypes(NO_WIDE_UINT, "torch")
def dot(input: Any, tensor: Any, *, out: Any = None) -> Any:
    return finish(_t(input, "dot").dot(tensor), out, name("dot"))


def outer(input: Any, vec2: Any, *, out: Any = None) -> Any:
    return finish(_t(input, "outer").outer(vec2), out, name("outer"))


def einsum(*args: Any) -> Tensor:
    """``torch.einsum("bhid,bhjd->bhij", q, k)``: operands of one dtype, as
    torch asks; ``...`` and repeated letters in one operand are refused."""
    w = name("einsum")
    subscripts, tensors = _einsum.operands(args, w)
    xs = [to_array(t, w) for t in tensors]
    dtypes = {x.dtype for x in xs}
    if len(dtypes) > 1:
        raise TypeError(f"{w}: operands of dtypes {sorted(dtypes)}; torch.einsum takes one dtype")
    r = _einsum.einsum(subscripts, xs, w)
    return Tensor(r if r.dtype == xs[0].dtype else astype(r, xs[0].dtype))
