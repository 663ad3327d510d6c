"""The ``Tensor`` methods that reduce, scan, sort and search, with torch's
results: ``max(dim)`` gives ``(values, indices)``, sums of integers are
int64, ``var``/``std`` are unbiased by default and refuse integers, index
results are int64."""

from __future__ import annotations

from typing import Any, NamedTuple

from ... import activations as act
from ... import elementwise as el
from ... import linalg, manipulation, searching, sets, sorting, statistical, utility
from ..._arrays._array import Array
from ..._base._errors import ArgumentValueError, InvalidDtypeError
from ...data_type import astype, is_complex_dtype, is_float_dtype
from ...indexing import take_along_axis
from .._common import Wrapped
from ._convert import check_default, dims, dtype_arg, name, run


class ValuesIndices(NamedTuple):
    """torch's ``return_types`` of ``max``/``min``/``sort``/``topk`` with a dim."""

    values: Any
    indices: Any


def int64(a: Array) -> Array:
    return a if a.dtype == "int64" else astype(a, "int64")


def _float_only(a: Array, where: str) -> None:
    if not (is_float_dtype(a.dtype) or is_complex_dtype(a.dtype)):
        raise InvalidDtypeError(
            f"{where}: torch computes this for floating and complex tensors only, not {a.dtype}; "
            "convert with .float() first"
        )


def _uint8_kept(x: Array, r: Array) -> Array:
    """torch's ``all``/``any`` of a uint8 tensor are uint8 (0 or 1), not bool."""
    return astype(r, "uint8") if x.dtype == "uint8" else r


class ReduceMethods(Wrapped):
    """torch's reductions, scans and sorts over ``ivy_array``."""

    __slots__ = ()

    def _new(self, a: Array) -> Any:
        return type(self)(a)

    def sum(self, dim: Any = None, keepdim: bool = False, *, dtype: Any = None) -> Any:
        d = dtype_arg(dtype, name("sum"))
        return self._new(run(statistical.sum, self.ivy_array, axis=dims(dim), keepdims=keepdim, dtype=d))

    def prod(self, dim: int | None = None, keepdim: bool = False, *, dtype: Any = None) -> Any:
        d = dtype_arg(dtype, name("prod"))
        return self._new(run(statistical.prod, self.ivy_array, axis=dim, keepdims=keepdim, dtype=d))

    def mean(self, dim: Any = None, keepdim: bool = False, *, dtype: Any = None) -> Any:
        x = self.ivy_array if dtype is None else astype(self.ivy_array, dtype_arg(dtype, name("mean")))
        return self._new(run(statistical.mean, x, axis=dims(dim), keepdims=keepdim))

    def _extreme(self, fn: Any, arg: Any, dim: Any, keepdim: bool, where: str) -> Any:
        x = self.ivy_array
        if dim is None:
            return self._new(fn(x))
        if not isinstance(dim, int):  # torch.max(x, other): the elementwise maximum
            raise ArgumentValueError(
                f"{where}: dim must be an int; for the elementwise form use torch.maximum"
            )
        idx = run(arg, x, axis=dim, keepdims=True)
        values = take_along_axis(x, idx, axis=dim)
        if not keepdim:
            values, idx = manipulation.squeeze(values, dim), manipulation.squeeze(idx, dim)
        return ValuesIndices(self._new(values), self._new(int64(idx)))

    def max(self, dim: Any = None, keepdim: bool = False) -> Any:
        """The largest value, or with ``dim`` the ``(values, indices)`` along it."""
        return self._extreme(statistical.max, searching.argmax, dim, keepdim, name("max"))

    def min(self, dim: Any = None, keepdim: bool = False) -> Any:
        return self._extreme(statistical.min, searching.argmin, dim, keepdim, name("min"))

    def amax(self, dim: Any = (), keepdim: bool = False) -> Any:
        return self._new(
            statistical.max(self.ivy_array, axis=dims(dim) if dim != () else None, keepdims=keepdim)
        )

    def amin(self, dim: Any = (), keepdim: bool = False) -> Any:
        return self._new(
            statistical.min(self.ivy_array, axis=dims(dim) if dim != () else None, keepdims=keepdim)
        )

    def argmax(self, dim: int | None = None, keepdim: bool = False) -> Any:
        return self._new(int64(run(searching.argmax, self.ivy_array, axis=dim, keepdims=keepdim)))

    def argmin(self, dim: int | None = None, keepdim: bool = False) -> Any:
        return self._new(int64(run(searching.argmin, self.ivy_array, axis=dim, keepdims=keepdim)))

    def _spread(self, fn: Any, dim: Any, unbiased: Any, keepdim: bool, correction: Any, where: str) -> Any:
        x = self.ivy_array
        _float_only(x, where)
        if correction is None:
            correction = 1 if unbiased is None or unbiased else 0
        return self._new(fn(x, axis=dims(dim), correction=correction, keepdims=keepdim))

    def var(
        self, dim: Any = None, unbiased: Any = None, keepdim: bool = False, *, correction: Any = None
    ) -> Any:
        """Unbiased (``correction=1``) unless told otherwise."""
        return self._spread(statistical.var, dim, unbiased, keepdim, correction, name("var"))

    def std(
        self, dim: Any = None, unbiased: Any = None, keepdim: bool = False, *, correction: Any = None
    ) -> Any:
        return self._spread(statistical.std, dim, unbiased, keepdim, correction, name("std"))

    def all(self, dim: Any = None, keepdim: bool = False) -> Any:
        return self._new(
            _uint8_kept(self.ivy_array, utility.all(self.ivy_array, axis=dims(dim), keepdims=keepdim))
        )

    def any(self, dim: Any = None, keepdim: bool = False) -> Any:
        return self._new(
            _uint8_kept(self.ivy_array, utility.any(self.ivy_array, axis=dims(dim), keepdims=keepdim))
        )

    def cumsum(self, dim: int, *, dtype: Any = None) -> Any:
        d = dtype_arg(dtype, name("cumsum"))
        return self._new(run(statistical.cumulative_sum, self.ivy_array, axis=dim, dtype=d))

    def cumprod(self, dim: int, *, dtype: Any = None) -> Any:
        d = dtype_arg(dtype, name("cumprod"))
        return self._new(run(statistical.cumulative_prod, self.ivy_array, axis=dim, dtype=d))

    def count_nonzero(self, dim: Any = None) -> Any:
        return self._new(int64(searching.count_nonzero(self.ivy_array, axis=dims(dim))))

    def logsumexp(self, dim: Any, keepdim: bool = False) -> Any:
        x = self.ivy_array
        if not (is_float_dtype(x.dtype) or is_complex_dtype(x.dtype)):  # torch: in the default float dtype
            x = astype(x, "float32")
        m = statistical.max(x, axis=dims(dim), keepdims=True)
        m = searching.where(el.isfinite(m), m, astype(el.multiply(m, 0), m.dtype))
        s = statistical.sum(el.exp(el.subtract(x, m)), axis=dims(dim), keepdims=True)
        r = el.add(el.log(s), m)
        return self._new(r if keepdim else manipulation.squeeze(r, dims(dim)))

    def norm(self, p: Any = "fro", dim: Any = None, keepdim: bool = False, dtype: Any = None) -> Any:
        """``Tensor.norm``: the 2-norm (Frobenius) of all values, or a vector p-norm along ``dim``."""
        x = self.ivy_array
        _float_only(x, name("norm"))
        ord_ = 2 if p in ("fro", None) else p
        if dim is None:
            r = linalg.vector_norm(manipulation.reshape(x, (-1,)), ord=ord_)
            return self._new(manipulation.reshape(r, (1,) * len(x.shape)) if keepdim else r)
        return self._new(linalg.vector_norm(x, axis=dims(dim), keepdims=keepdim, ord=ord_))

    def softmax(self, dim: int, dtype: Any = None) -> Any:
        x = self.ivy_array if dtype is None else astype(self.ivy_array, dtype_arg(dtype, name("softmax")))
        _float_only(x, name("softmax"))
        return self._new(act.softmax(x, axis=dim))

    def log_softmax(self, dim: int, dtype: Any = None) -> Any:
        x = self.ivy_array if dtype is None else astype(self.ivy_array, dtype_arg(dtype, name("log_softmax")))
        _float_only(x, name("log_softmax"))
        m = statistical.max(x, axis=dim, keepdims=True)
        shifted = el.subtract(x, m)
        return self._new(
            el.subtract(shifted, el.log(statistical.sum(el.exp(shifted), axis=dim, keepdims=True)))
        )

    def sort(self, dim: int = -1, descending: bool = False, stable: bool = False) -> Any:
        x = self.ivy_array
        idx = sorting.argsort(x, axis=dim, descending=descending, stable=True)
        return ValuesIndices(self._new(take_along_axis(x, idx, axis=dim)), self._new(int64(idx)))

    def argsort(self, dim: int = -1, descending: bool = False, stable: bool = False) -> Any:
        return self._new(int64(sorting.argsort(self.ivy_array, axis=dim, descending=descending, stable=True)))

    def topk(self, k: int, dim: int = -1, largest: bool = True, sorted: bool = True) -> Any:
        """The ``k`` largest (or smallest) values along ``dim`` and their indices."""
        x = self.ivy_array
        idx = sorting.argsort(x, axis=dim, descending=largest, stable=True)
        key = [slice(None)] * len(x.shape)
        key[dim] = slice(0, k)
        idx = idx[tuple(key)]
        return ValuesIndices(self._new(take_along_axis(x, idx, axis=dim)), self._new(int64(idx)))

    def unique(
        self, sorted: bool = True, return_inverse: bool = False, return_counts: bool = False, dim: Any = None
    ) -> Any:
        """The sorted unique values; with the flags, the inverse (in the
        tensor's shape) and the counts."""
        check_default(name("unique"), "dim", dim, None)
        x = self.ivy_array
        values, _, inverse, counts = sets.unique_all(manipulation.reshape(x, (-1,)))
        order = sorting.argsort(values)
        out: list[Any] = [self._new(take_along_axis(values, order, axis=0))]
        if return_inverse:
            rank = sorting.argsort(order)
            inv = take_along_axis(rank, manipulation.reshape(inverse, (-1,)), axis=0)
            out.append(self._new(int64(manipulation.reshape(inv, tuple(x.shape)))))
        if return_counts:
            out.append(self._new(int64(take_along_axis(counts, order, axis=0))))
        return out[0] if len(out) == 1 else tuple(out)

    def nonzero(self, *, as_tuple: bool = False) -> Any:
        x = self.ivy_array
        idx = [int64(i) for i in searching.nonzero(x if x.shape else manipulation.reshape(x, (1,)))]
        if as_tuple:
            return tuple(self._new(i) for i in idx)
        return self._new(manipulation.stack(idx, axis=1))

    def argwhere(self) -> Any:
        return self.nonzero()
