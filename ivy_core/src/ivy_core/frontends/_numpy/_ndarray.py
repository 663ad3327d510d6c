"""``frontends.numpy.ndarray``: an ivy_core Array with NumPy's methods,
operators and results (NumPy's promotion, index dtype int64, in-place
methods), and :func:`finish`, which writes ``out=``."""

from __future__ import annotations

from typing import Any

from ... import elementwise as el
from ... import linalg, manipulation, searching, sorting, statistical, utility
from ..._arrays._array import Array
from ..._base._errors import ArgumentTypeError, ArgumentValueError, ShapeError
from ..._dtype import _modes
from ...data_type import astype, is_bool_dtype, is_float_dtype, is_int_dtype
from ...indexing import take
from .._common import Wrapped
from ._convert import MODE, check_default, dtype_arg, mode, name, operand, run, to_array
from ._operators import Operators

_RULES = _modes.MODES[MODE]
NO_VALUE = object()


def finish(result: Array, out: Any, where: str, dtype: Any = None) -> Any:
    """Cast to ``dtype=`` and write ``out=`` with NumPy's same_kind casting;
    the result is ``out`` itself when one is given, else a new ndarray."""
    if dtype is not None:
        d = dtype_arg(dtype, where)
        if result.dtype != d:
            result = astype(result, d)
    if out is None:
        return ndarray(result)
    if isinstance(out, tuple) and len(out) == 1:
        out = out[0]
    if not isinstance(out, ndarray):
        raise ArgumentTypeError(f"{where}: out= must be a frontends.numpy.ndarray, not {type(out).__name__}")
    target = out.ivy_array
    if tuple(result.shape) != tuple(target.shape):
        raise ShapeError(
            f"{where}: the result's shape {tuple(result.shape)} is not out's {tuple(target.shape)}"
        )
    if result.dtype != target.dtype:
        _modes.can_write(_RULES, result.dtype, target.dtype, where)
        result = astype(result, target.dtype)
    out.ivy_array = result
    return out


def _key(key: Any) -> Any:
    """An index key with frontend arrays and lists turned into Arrays."""
    if isinstance(key, tuple):
        return tuple(_key(k) for k in key)
    if isinstance(key, Wrapped):
        return key.ivy_array
    if isinstance(key, list):
        return to_array(key, name("ndarray.__getitem__"))
    return key


def _shape_args(shape: tuple[Any, ...]) -> tuple[int, ...]:
    """``a.reshape(2, 3)`` and ``a.reshape((2, 3))`` alike."""
    if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
        return tuple(shape[0])
    return tuple(shape)


def float_input(a: Array) -> Array:
    """Integers and bools as float64, as NumPy's var/std/median read them."""
    return astype(a, "float64") if is_int_dtype(a.dtype) or is_bool_dtype(a.dtype) else a


class ndarray(Operators):
    """NumPy's array on ivy_core: ``ivy_array`` holds the data, on any backend."""

    __slots__ = ()
    __array_priority__ = 20

    # --- attributes -------------------------------------------------------------------

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(self.ivy_array.shape)

    @property
    def ndim(self) -> int:
        return len(self.ivy_array.shape)

    @property
    def size(self) -> int:
        n = 1
        for d in self.ivy_array.shape:
            n *= d
        return n

    @property
    def dtype(self) -> Any:
        return self.ivy_array.dtype

    @property
    def T(self) -> ndarray:
        return self.transpose()

    @property
    def real(self) -> ndarray:
        return ndarray(el.real(self.ivy_array))

    @property
    def imag(self) -> ndarray:
        return ndarray(el.imag(self.ivy_array))

    def __repr__(self) -> str:
        return f"frontends.numpy.ndarray({self.ivy_array!r})"

    def __len__(self) -> int:
        if not self.ivy_array.shape:
            raise TypeError("len() of unsized object")
        return int(self.ivy_array.shape[0])

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        return self.ivy_array.__array__(dtype) if dtype is not None else self.ivy_array.__array__()

    def item(self, *args: Any) -> Any:
        x = self if not args else self.ravel()[args[0]] if len(args) == 1 else self[args]
        if x.size != 1:
            raise ArgumentValueError(f"{name('ndarray.item')}: can only convert an array of size 1")
        return manipulation.reshape(x.ivy_array, ()).tolist()

    # --- indexing ---------------------------------------------------------------------

    def __getitem__(self, key: Any) -> ndarray:
        return ndarray(self.ivy_array[_key(key)])

    def __setitem__(self, key: Any, value: Any) -> None:
        v = astype(to_array(value, name("ndarray.__setitem__")), self.ivy_array.dtype)
        self.ivy_array[_key(key)] = v

    # --- conversion and shape ---------------------------------------------------------

    def astype(
        self, dtype: Any, order: str = "K", casting: str = "unsafe", subok: bool = True, copy: bool = True
    ) -> ndarray:
        where = name("ndarray.astype")
        check_default(where, "order", order, "K")
        check_default(where, "casting", casting, "unsafe")
        return ndarray(astype(self.ivy_array, dtype_arg(dtype, where), copy=copy))

    def reshape(self, *shape: Any, order: str = "C", copy: bool | None = None) -> ndarray:
        check_default(name("ndarray.reshape"), "order", order, "C")
        return ndarray(manipulation.reshape(self.ivy_array, _shape_args(shape), copy=copy))

    def ravel(self, order: str = "C") -> ndarray:
        check_default(name("ndarray.ravel"), "order", order, "C")
        return ndarray(manipulation.reshape(self.ivy_array, (-1,)))

    def flatten(self, order: str = "C") -> ndarray:
        check_default(name("ndarray.flatten"), "order", order, "C")
        return ndarray(manipulation.reshape(self.ivy_array, (-1,), copy=True))

    def transpose(self, *axes: Any) -> ndarray:
        axes = _shape_args(axes) if axes and axes != (None,) else tuple(range(self.ndim))[::-1]
        return ndarray(manipulation.permute_dims(self.ivy_array, axes))

    def swapaxes(self, axis1: int, axis2: int) -> ndarray:
        order = list(range(self.ndim))
        order[axis1], order[axis2] = order[axis2], order[axis1]
        return ndarray(manipulation.permute_dims(self.ivy_array, tuple(order)))

    def squeeze(self, axis: Any = None) -> ndarray:
        if axis is None:
            axis = tuple(i for i, d in enumerate(self.shape) if d == 1)
        return ndarray(manipulation.squeeze(self.ivy_array, axis))

    def copy(self, order: str = "C") -> ndarray:
        check_default(name("ndarray.copy"), "order", order, "C")
        return ndarray(astype(self.ivy_array, self.ivy_array.dtype, copy=True))

    def view(self, dtype: Any = None) -> ndarray:
        if dtype is not None and dtype_arg(dtype, name("ndarray.view")) != self.dtype:
            raise ArgumentValueError(
                f"{name('ndarray.view')}: reinterpreting the bytes as {dtype} is not supported; use astype"
            )
        return ndarray(self.ivy_array)

    def fill(self, value: Any) -> None:
        self[...] = value

    # --- reductions ---------------------------------------------------------------------

    def sum(
        self,
        axis: Any = None,
        dtype: Any = None,
        out: Any = None,
        keepdims: bool = False,
        initial: Any = NO_VALUE,
        where: Any = True,
    ) -> Any:
        w = name("sum")
        _no_initial(w, initial, where)
        r = run(statistical.sum, self.ivy_array, axis=axis, dtype=dtype_arg(dtype, w), keepdims=keepdims)
        return finish(r, out, w)

    def prod(
        self,
        axis: Any = None,
        dtype: Any = None,
        out: Any = None,
        keepdims: bool = False,
        initial: Any = NO_VALUE,
        where: Any = True,
    ) -> Any:
        w = name("prod")
        _no_initial(w, initial, where)
        r = run(statistical.prod, self.ivy_array, axis=axis, dtype=dtype_arg(dtype, w), keepdims=keepdims)
        return finish(r, out, w)

    def mean(
        self,
        axis: Any = None,
        dtype: Any = None,
        out: Any = None,
        keepdims: bool = False,
        *,
        where: Any = True,
    ) -> Any:
        w = name("mean")
        _no_initial(w, NO_VALUE, where)
        x = self.ivy_array if dtype is None else astype(self.ivy_array, dtype_arg(dtype, w))
        return finish(run(statistical.mean, x, axis=axis, keepdims=keepdims), out, w)

    def var(
        self,
        axis: Any = None,
        dtype: Any = None,
        out: Any = None,
        ddof: float = 0,
        keepdims: bool = False,
        *,
        where: Any = True,
    ) -> Any:
        w = name("var")
        _no_initial(w, NO_VALUE, where)
        x = float_input(self.ivy_array)
        return finish(statistical.var(x, axis=axis, correction=ddof, keepdims=keepdims), out, w, dtype)

    def std(
        self,
        axis: Any = None,
        dtype: Any = None,
        out: Any = None,
        ddof: float = 0,
        keepdims: bool = False,
        *,
        where: Any = True,
    ) -> Any:
        w = name("std")
        _no_initial(w, NO_VALUE, where)
        x = float_input(self.ivy_array)
        return finish(statistical.std(x, axis=axis, correction=ddof, keepdims=keepdims), out, w, dtype)

    def max(
        self,
        axis: Any = None,
        out: Any = None,
        keepdims: bool = False,
        initial: Any = NO_VALUE,
        where: Any = True,
    ) -> Any:
        _no_initial(name("max"), initial, where)
        return finish(statistical.max(self.ivy_array, axis=axis, keepdims=keepdims), out, name("max"))

    def min(
        self,
        axis: Any = None,
        out: Any = None,
        keepdims: bool = False,
        initial: Any = NO_VALUE,
        where: Any = True,
    ) -> Any:
        _no_initial(name("min"), initial, where)
        return finish(statistical.min(self.ivy_array, axis=axis, keepdims=keepdims), out, name("min"))

    def any(self, axis: Any = None, out: Any = None, keepdims: bool = False, *, where: Any = True) -> Any:
        _no_initial(name("any"), NO_VALUE, where)
        return finish(utility.any(self.ivy_array, axis=axis, keepdims=keepdims), out, name("any"))

    def all(self, axis: Any = None, out: Any = None, keepdims: bool = False, *, where: Any = True) -> Any:
        _no_initial(name("all"), NO_VALUE, where)
        return finish(utility.all(self.ivy_array, axis=axis, keepdims=keepdims), out, name("all"))

    def argmax(self, axis: int | None = None, out: Any = None, *, keepdims: bool = False) -> Any:
        r = run(searching.argmax, self.ivy_array, axis=axis, keepdims=keepdims)
        return finish(r, out, name("argmax"))

    def argmin(self, axis: int | None = None, out: Any = None, *, keepdims: bool = False) -> Any:
        r = run(searching.argmin, self.ivy_array, axis=axis, keepdims=keepdims)
        return finish(r, out, name("argmin"))

    def cumsum(self, axis: int | None = None, dtype: Any = None, out: Any = None) -> Any:
        w = name("cumsum")
        x = self.ivy_array if axis is not None else manipulation.reshape(self.ivy_array, (-1,))
        r = run(statistical.cumulative_sum, x, axis=0 if axis is None else axis, dtype=dtype_arg(dtype, w))
        return finish(r, out, w)

    def cumprod(self, axis: int | None = None, dtype: Any = None, out: Any = None) -> Any:
        w = name("cumprod")
        x = self.ivy_array if axis is not None else manipulation.reshape(self.ivy_array, (-1,))
        r = run(statistical.cumulative_prod, x, axis=0 if axis is None else axis, dtype=dtype_arg(dtype, w))
        return finish(r, out, w)

    def argsort(
        self, axis: int | None = -1, kind: Any = None, order: Any = None, *, stable: Any = None
    ) -> ndarray:
        check_default(name("argsort"), "order", order, None)
        x = self.ivy_array if axis is not None else manipulation.reshape(self.ivy_array, (-1,))
        r = sorting.argsort(x, axis=-1 if axis is None else axis, stable=True)
        return ndarray(r if r.dtype == "int64" else astype(r, "int64"))

    def sort(self, axis: int = -1, kind: Any = None, order: Any = None, *, stable: Any = None) -> None:
        check_default(name("ndarray.sort"), "order", order, None)
        self.ivy_array = sorting.sort(self.ivy_array, axis=axis)

    def nonzero(self) -> tuple[ndarray, ...]:
        return tuple(
            ndarray(i if i.dtype == "int64" else astype(i, "int64"))
            for i in searching.nonzero(self.ivy_array)
        )

    def clip(self, min: Any = None, max: Any = None, out: Any = None, **kwargs: Any) -> Any:
        w = name("clip")
        if min is None and max is None:
            raise ArgumentValueError(f"{w}: one of max or min must be given")
        with mode():
            r_ = self.ivy_array
            if min is not None:
                r_ = el.maximum(r_, operand(min, w))
            if max is not None:
                r_ = el.minimum(r_, operand(max, w))
        return finish(r_, out, w)

    def round(self, decimals: int = 0, out: Any = None) -> Any:
        w = name("round")
        x = self.ivy_array
        if decimals == 0:
            return finish(el.round(x), out, w)
        if not is_float_dtype(x.dtype):
            raise ArgumentValueError(f"{w}: decimals={decimals!r} is supported for floating arrays only")
        scale = 10.0**decimals
        return finish(el.divide(el.round(el.multiply(x, scale)), scale), out, w)

    def conj(self) -> ndarray:
        return ndarray(el.conj(self.ivy_array))

    conjugate = conj

    def dot(self, b: Any, out: Any = None) -> Any:
        return finish(dot_arrays(self.ivy_array, to_array(b, name("dot")), name("dot")), out, name("dot"))

    def diagonal(self, offset: int = 0, axis1: int = 0, axis2: int = 1) -> ndarray:
        return ndarray(linalg.diagonal(self.ivy_array, offset=offset, axis1=axis1, axis2=axis2))

    def trace(
        self, offset: int = 0, axis1: int = 0, axis2: int = 1, dtype: Any = None, out: Any = None
    ) -> Any:
        d = linalg.diagonal(self.ivy_array, offset=offset, axis1=axis1, axis2=axis2)
        return ndarray(d).sum(axis=-1, dtype=dtype, out=out)

    def take(self, indices: Any, axis: int | None = None, out: Any = None, mode: str = "raise") -> Any:
        w = name("take")
        check_default(w, "mode", mode, "raise")
        x = self.ivy_array if axis is not None else manipulation.reshape(self.ivy_array, (-1,))
        idx = to_array(indices, w)
        flat = manipulation.reshape(idx, (-1,)) if idx.shape else manipulation.reshape(idx, (1,))
        r = take(x, flat, axis=0 if axis is None else axis)
        if len(idx.shape) != 1:
            ax = 0 if axis is None else axis % x.ndim
            shape = tuple(x.shape[:ax]) + tuple(idx.shape) + tuple(x.shape[ax + 1 :])
            r = manipulation.reshape(r, shape)
        return finish(r, out, w)

    def repeat(self, repeats: Any, axis: int | None = None) -> ndarray:
        x = self.ivy_array if axis is not None else manipulation.reshape(self.ivy_array, (-1,))
        reps = repeats if isinstance(repeats, int) else to_array(repeats, name("repeat"))
        return ndarray(manipulation.repeat(x, reps, axis=0 if axis is None else axis))


def _no_initial(where: str, initial: Any, where_: Any) -> None:
    if initial is not NO_VALUE:
        raise ArgumentValueError(
            f"{where}: initial= is not supported by the ivy_core frontend; reduce, then combine"
        )
    check_default(where, "where", where_, True)


def dot_arrays(a: Array, b: Array, where: str) -> Any:
    """``numpy.dot``: a product for 0-d operands, the inner product for 1-d,
    ``matmul`` for 2-d, the last axis of ``a`` with the second-last of ``b``
    beyond."""
    with mode():
        if not a.shape or not b.shape:
            return el.multiply(a, b)
        if len(b.shape) <= 2:
            return linalg.matmul(a, b)
        return linalg.tensordot(a, b, axes=([len(a.shape) - 1], [len(b.shape) - 2]))
