"""``torch.nn.functional.conv2d``, ``max_pool2d`` and ``avg_pool2d`` in
ivy_core functions: the input is padded, each kernel position's window is a
strided slice of it (im2col), and a convolution is one matmul of the
weights with those windows per group."""

from __future__ import annotations

from typing import Any

from .... import elementwise as el
from .... import linalg, manipulation, statistical
from ...._arrays._array import Array
from ...._base._errors import ArgumentTypeError, ArgumentValueError
from ....creation import full, ones
from ....data_type import is_complex_dtype, is_float_dtype
from .._convert import check_default, name, run, to_array
from .._tensor import Tensor

__all__ = ["conv2d", "max_pool2d", "avg_pool2d"]


def _w(fn: str) -> str:
    return name(f"nn.functional.{fn}")


def _pair(value: Any, what: str, where: str, low: int) -> tuple[int, int]:
    """An int or a pair of ints, each at least ``low``, as a pair."""
    pair = (value, value) if isinstance(value, int) else tuple(value)
    if len(pair) == 1:
        pair = (pair[0], pair[0])
    if len(pair) != 2 or not all(isinstance(v, int) and not isinstance(v, bool) for v in pair):
        raise ArgumentTypeError(f"{where}: {what} must be an int or a pair of ints, not {value!r}")
    if min(pair) < low:
        raise ArgumentValueError(f"{where}: {what} must be at least {low}, not {value!r}")
    return (pair[0], pair[1])


def _batched(x: Array, where: str) -> tuple[Array, bool]:
    """``x`` as (N, C, H, W), and whether it had no batch dim (C, H, W)."""
    if len(x.shape) == 3:
        return manipulation.expand_dims(x, axis=0), True
    if len(x.shape) != 4:
        raise ArgumentValueError(
            f"{where}: input must be 3-d (C, H, W) or 4-d (N, C, H, W), not {tuple(x.shape)}"
        )
    return x, False


def _pad(x: Array, pads: tuple[tuple[int, int], tuple[int, int]], value: Any) -> Array:
    """``x`` with ``value`` added before and after its last two dims."""
    for axis, (before, after) in zip((-2, -1), pads, strict=True):
        if before or after:
            shape = list(x.shape)
            shape[axis] = before
            head = [full(tuple(shape), value, dtype=x.dtype)] if before else []
            shape[axis] = after
            tail = [full(tuple(shape), value, dtype=x.dtype)] if after else []
            x = manipulation.concat([*head, x, *tail], axis=axis)
    return x


def _windows(x: Array, kernel: tuple[int, int], stride: tuple[int, int], dilation: tuple[int, int],
             where: str) -> tuple[Array, int, int]:  # fmt: skip
    """The windows of padded (N, C, H, W) ``x``: (N, C, KH*KW, Ho, Wo), the
    kernel positions in row-major order; and Ho, Wo."""
    h, w = x.shape[-2], x.shape[-1]
    out = []
    for size, k, s, d in zip((h, w), kernel, stride, dilation, strict=True):
        span = d * (k - 1) + 1
        if size < span:
            raise ArgumentValueError(
                f"{where}: the (padded) input's size {size} is smaller than the dilated kernel's {span}"
            )
        out.append((size - span) // s + 1)
    ho, wo = out
    (kh, kw), (sh, sw), (dh, dw) = kernel, stride, dilation
    cols = [
        x[:, :, i * dh : i * dh + sh * (ho - 1) + 1 : sh, j * dw : j * dw + sw * (wo - 1) + 1 : sw]
        for i in range(kh)
        for j in range(kw)
    ]
    return manipulation.stack(cols, axis=2), ho, wo


def conv2d(
    input: Any,
    weight: Any,
    bias: Any = None,
    stride: Any = 1,
    padding: Any = 0,
    dilation: Any = 1,
    groups: int = 1,
) -> Tensor:
    """``torch.nn.functional.conv2d`` (``torch.conv2d``): cross-correlation of
    (N, C, H, W) or (C, H, W) ``input`` with (O, C/groups, KH, KW) ``weight``;
    ``padding`` an int, a pair, ``"same"`` (stride 1 only, as torch) or ``"valid"``."""
    where = _w("conv2d")
    x, unbatched = _batched(to_array(input, where), where)
    k = to_array(weight, where)
    if len(k.shape) != 4:
        raise ArgumentValueError(f"{where}: weight must be 4-d (O, C/groups, KH, KW), not {tuple(k.shape)}")
    if x.dtype != k.dtype or not (is_float_dtype(x.dtype) or is_complex_dtype(x.dtype)):
        raise ArgumentTypeError(
            f"{where}: input ({x.dtype}) and weight ({k.dtype}) must be of one floating dtype, as in torch; "
            "cast them with .to(dtype)"
        )
    stride_, dilation_ = _pair(stride, "stride", where, 1), _pair(dilation, "dilation", where, 1)
    n, c = x.shape[0], x.shape[1]
    o, cg, kh, kw = k.shape
    if not isinstance(groups, int) or groups < 1 or c % groups or o % groups or cg * groups != c:
        raise ArgumentValueError(
            f"{where}: groups={groups!r} does not fit {c} input channels, {o} output channels and a weight "
            f"of {cg} channels per group"
        )
    if isinstance(padding, str):
        if padding not in ("same", "valid"):
            raise ArgumentValueError(
                f"{where}: padding must be an int, a pair, 'same' or 'valid', not {padding!r}"
            )
        if padding == "same" and stride_ != (1, 1):
            raise ArgumentValueError(
                f"{where}: padding='same' is not supported for strided convolutions (torch)"
            )
        totals = [
            d * (size - 1) if padding == "same" else 0 for d, size in zip(dilation_, (kh, kw), strict=True)
        ]
        pads = ((totals[0] // 2, totals[0] - totals[0] // 2), (totals[1] // 2, totals[1] - totals[1] // 2))
    else:
        ph, pw = _pair(padding, "padding", where, 0)
        pads = ((ph, ph), (pw, pw))
    cols, ho, wo = _windows(_pad(x, pads, 0), (kh, kw), stride_, dilation_, where)
    cols = manipulation.reshape(cols, (n, groups, cg * kh * kw, ho * wo))
    kernels = manipulation.reshape(k, (1, groups, o // groups, cg * kh * kw))
    y = manipulation.reshape(run(linalg.matmul, kernels, cols), (n, o, ho, wo))
    if bias is not None:
        y = run(el.add, y, manipulation.reshape(to_array(bias, where), (o, 1, 1)))
    return Tensor(manipulation.squeeze(y, axis=0) if unbatched else y)


def _pool_args(fn: str, kernel_size: Any, stride: Any, padding: Any, ceil_mode: bool) -> Any:
    where = _w(fn)
    check_default(where, "ceil_mode", ceil_mode, False)
    kernel = _pair(kernel_size, "kernel_size", where, 1)
    stride_ = kernel if stride is None or (isinstance(stride, (list, tuple)) and not stride) else (
        _pair(stride, "stride", where, 1))  # fmt: skip
    pad = _pair(padding, "padding", where, 0)
    if pad[0] > kernel[0] // 2 or pad[1] > kernel[1] // 2:
        raise ArgumentValueError(
            f"{where}: padding {padding!r} must be at most half the kernel size {kernel_size!r}"
        )
    return where, kernel, stride_, ((pad[0], pad[0]), (pad[1], pad[1]))


def max_pool2d(
    input: Any, kernel_size: Any, stride: Any = None, padding: Any = 0, dilation: Any = 1,
    ceil_mode: bool = False, return_indices: bool = False,
) -> Tensor:  # fmt: skip
    """``torch.nn.functional.max_pool2d`` (padding counts as -inf)."""
    where, kernel, stride_, pads = _pool_args("max_pool2d", kernel_size, stride, padding, ceil_mode)
    check_default(where, "return_indices", return_indices, False)
    x, unbatched = _batched(to_array(input, where), where)
    low = float("-inf") if is_float_dtype(x.dtype) else int(statistical.min(x))
    cols, _, _ = _windows(_pad(x, pads, low), kernel, stride_, _pair(dilation, "dilation", where, 1), where)
    y = statistical.max(cols, axis=2)
    return Tensor(manipulation.squeeze(y, axis=0) if unbatched else y)


def avg_pool2d(
    input: Any, kernel_size: Any, stride: Any = None, padding: Any = 0, ceil_mode: bool = False,
    count_include_pad: bool = True, divisor_override: int | None = None,
) -> Tensor:  # fmt: skip
    """``torch.nn.functional.avg_pool2d``: the window's mean, padding counted
    unless ``count_include_pad=False``; ``divisor_override`` divides the sum."""
    where, kernel, stride_, pads = _pool_args("avg_pool2d", kernel_size, stride, padding, ceil_mode)
    x, unbatched = _batched(to_array(input, where), where)
    if not is_float_dtype(x.dtype):
        raise ArgumentTypeError(
            f"{where}: input must be floating (torch), not {x.dtype}; cast it with .float()"
        )
    cols, _, _ = _windows(_pad(x, pads, 0), kernel, stride_, (1, 1), where)
    total = statistical.sum(cols, axis=2)
    if divisor_override is not None:
        y = el.divide(total, divisor_override)
    elif count_include_pad or pads == ((0, 0), (0, 0)):
        y = el.divide(total, kernel[0] * kernel[1])
    else:
        inside = _pad(ones((1, 1, *x.shape[-2:]), dtype=x.dtype), pads, 0)
        counts, _, _ = _windows(inside, kernel, stride_, (1, 1), where)
        y = el.divide(total, statistical.sum(counts, axis=2))
    return Tensor(manipulation.squeeze(y, axis=0) if unbatched else y)
