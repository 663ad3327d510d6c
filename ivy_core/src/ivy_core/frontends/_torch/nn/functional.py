"""``torch.nn.functional`` on ivy_core: activations, normalisation, padding,
attention and losses, with torch's keywords and defaults."""

from __future__ import annotations

import math
from typing import Any

from .... import activations as act
from .... import elementwise as el
from .... import linalg, manipulation, statistical
from .... import random as rnd
from ...._base._errors import ArgumentValueError
from ....creation import arange, full, ones, tril
from ....data_type import astype
from ....indexing import take_along_axis
from ....searching import where
from .._convert import check_default, name, to_array
from .._pointwise_methods import as_float, no_bool
from .._reduce_methods import int64
from .._tensor import Tensor
from ._attention import multi_head_attention_forward
from ._conv import avg_pool2d, conv2d, max_pool2d

__all__ = [
    "relu", "relu6", "leaky_relu", "elu", "gelu", "silu", "sigmoid", "tanh", "softplus", "logsigmoid",
    "softmax", "log_softmax", "normalize", "linear", "dropout", "layer_norm", "pad", "one_hot",
    "mse_loss", "l1_loss", "smooth_l1_loss", "cross_entropy", "nll_loss", "binary_cross_entropy",
    "binary_cross_entropy_with_logits", "scaled_dot_product_attention", "hardtanh", "conv2d", "max_pool2d",
    "avg_pool2d", "multi_head_attention_forward",
]  # fmt: skip


def _x(x: Any, fn: str) -> Any:
    return to_array(x, name(f"nn.functional.{fn}"))


def _w(fn: str) -> str:
    return name(f"nn.functional.{fn}")


def _inplace(fn: str, inplace: bool) -> None:
    check_default(_w(fn), "inplace", inplace, False)


def relu(input: Any, inplace: bool = False) -> Tensor:
    _inplace("relu", inplace)
    return Tensor(act.relu(no_bool(_x(input, "relu"), _w("relu"))))


def relu6(input: Any, inplace: bool = False) -> Tensor:
    return hardtanh(input, 0.0, 6.0, inplace)


def hardtanh(input: Any, min_val: float = -1.0, max_val: float = 1.0, inplace: bool = False) -> Tensor:
    _inplace("hardtanh", inplace)
    return Tensor(el.clip(_x(input, "hardtanh"), min_val, max_val))


def leaky_relu(input: Any, negative_slope: float = 0.01, inplace: bool = False) -> Tensor:
    _inplace("leaky_relu", inplace)
    x = _x(input, "leaky_relu")
    return Tensor(where(el.greater(x, 0), x, el.multiply(x, negative_slope)))


def elu(input: Any, alpha: float = 1.0, inplace: bool = False) -> Tensor:
    _inplace("elu", inplace)
    x = _x(input, "elu")
    return Tensor(where(el.greater(x, 0), x, el.multiply(el.expm1(x), alpha)))


def gelu(input: Any, approximate: str = "none") -> Tensor:
    """``gelu(approximate="tanh")``; the exact form needs ``erf``, which ivy_core lacks, and is refused."""
    if approximate != "tanh":
        raise ArgumentValueError(
            f"{_w('gelu')}: approximate={approximate!r} needs erf, which ivy_core does not have; "
            "use approximate='tanh'"
        )
    x = _x(input, "gelu")
    inner = el.multiply(el.add(x, el.multiply(el.pow(x, 3), 0.044715)), math.sqrt(2.0 / math.pi))
    return Tensor(el.multiply(el.multiply(x, 0.5), el.add(el.tanh(inner), 1.0)))


def silu(input: Any, inplace: bool = False) -> Tensor:
    _inplace("silu", inplace)
    x = _x(input, "silu")
    return Tensor(el.multiply(x, act.sigmoid(x)))


def sigmoid(input: Any) -> Tensor:
    return Tensor(act.sigmoid(as_float(_x(input, "sigmoid"))))


def tanh(input: Any) -> Tensor:
    return Tensor(el.tanh(as_float(_x(input, "tanh"))))


def softplus(input: Any, beta: float = 1.0, threshold: float = 20.0) -> Tensor:
    """``log(1 + exp(beta * x)) / beta``, and ``x`` itself where ``beta * x > threshold``."""
    x = _x(input, "softplus")
    bx = el.multiply(x, beta)
    soft = el.divide(el.log1p(el.exp(el.minimum(bx, threshold))), beta)
    return Tensor(where(el.greater(bx, threshold), x, soft))


def logsigmoid(input: Any) -> Tensor:
    x = _x(input, "logsigmoid")
    return Tensor(el.negative(softplus(Tensor(el.negative(x))).ivy_array))


def softmax(input: Any, dim: int | None = None, _stacklevel: int = 3, dtype: Any = None) -> Tensor:
    if dim is None:
        raise ArgumentValueError(f"{_w('softmax')}: give dim (torch's implicit choice is deprecated)")
    t = input if isinstance(input, Tensor) else Tensor(_x(input, "softmax"))
    return t.softmax(dim, dtype)  # type: ignore[no-any-return]


def log_softmax(input: Any, dim: int | None = None, _stacklevel: int = 3, dtype: Any = None) -> Tensor:
    if dim is None:
        raise ArgumentValueError(f"{_w('log_softmax')}: give dim (torch's implicit choice is deprecated)")
    t = input if isinstance(input, Tensor) else Tensor(_x(input, "log_softmax"))
    return t.log_softmax(dim, dtype)  # type: ignore[no-any-return]


def normalize(input: Any, p: float = 2.0, dim: int = 1, eps: float = 1e-12, out: Any = None) -> Tensor:
    """``x / max(||x||_p, eps)`` along ``dim``."""
    x = _x(input, "normalize")
    norm = linalg.vector_norm(x, axis=dim, keepdims=True, ord=p)
    return Tensor(el.divide(x, el.maximum(norm, eps)))


def linear(input: Any, weight: Any, bias: Any = None) -> Tensor:
    """``input @ weight.T + bias``."""
    x, w = _x(input, "linear"), _x(weight, "linear")
    y = linalg.matmul(x, manipulation.permute_dims(w, (1, 0)) if len(w.shape) == 2 else w)
    return Tensor(y if bias is None else el.add(y, _x(bias, "linear")))


def dropout(input: Any, p: float = 0.5, training: bool = True, inplace: bool = False) -> Tensor:
    """Identity when not training; else zeros with probability ``p`` and the
    rest scaled by ``1 / (1 - p)`` (the mask from the backend's generator)."""
    _inplace("dropout", inplace)
    x = _x(input, "dropout")
    if not training or p == 0:
        return Tensor(x)
    if p == 1:
        return Tensor(el.multiply(x, 0))
    keep = el.greater_equal(rnd.random_uniform(shape=tuple(x.shape), dtype=x.dtype), p)
    return Tensor(el.multiply(where(keep, x, el.multiply(x, 0)), 1.0 / (1.0 - p)))


def layer_norm(
    input: Any, normalized_shape: Any, weight: Any = None, bias: Any = None, eps: float = 1e-5
) -> Tensor:
    """Normalise over the last ``len(normalized_shape)`` dims (biased variance), then scale and shift."""
    x = _x(input, "layer_norm")
    n = 1 if isinstance(normalized_shape, int) else len(normalized_shape)
    axes = tuple(range(len(x.shape) - n, len(x.shape)))
    mean = statistical.mean(x, axis=axes, keepdims=True)
    var = statistical.var(x, axis=axes, keepdims=True)
    y = el.divide(el.subtract(x, mean), el.sqrt(el.add(var, eps)))
    if weight is not None:
        y = el.multiply(y, _x(weight, "layer_norm"))
    if bias is not None:
        y = el.add(y, _x(bias, "layer_norm"))
    return Tensor(y)


def pad(input: Any, pad: Any, mode: str = "constant", value: float | None = None) -> Tensor:
    """Constant padding: ``pad`` lists (before, after) pairs from the last dim backwards."""
    check_default(_w("pad"), "mode", mode, "constant")
    x = _x(input, "pad")
    if len(pad) % 2 or len(pad) // 2 > len(x.shape):
        raise ArgumentValueError(
            f"{_w('pad')}: pad must hold pairs for at most {len(x.shape)} dims, not {pad}"
        )
    fill = 0 if value is None else value
    for i in range(len(pad) // 2):
        axis = len(x.shape) - 1 - i
        before, after = int(pad[2 * i]), int(pad[2 * i + 1])
        if before < 0 or after < 0:
            raise ArgumentValueError(f"{_w('pad')}: negative padding (cropping) is not supported")
        parts = []
        for size in (before, after):
            shape = list(x.shape)
            shape[axis] = size
            parts.append(full(tuple(shape), fill, dtype=x.dtype))
        x = manipulation.concat([parts[0], x, parts[1]], axis=axis)
    return Tensor(x)


def one_hot(tensor: Any, num_classes: int = -1) -> Tensor:
    """int64 one-hot rows of ``tensor``'s class indices."""
    x = _x(tensor, "one_hot")
    n = int(statistical.max(x)) + 1 if num_classes == -1 else num_classes
    return Tensor(int64(el.equal(manipulation.expand_dims(x, axis=-1), arange(n, dtype=x.dtype))))


def _reduce(loss: Any, reduction: str, fn: str) -> Tensor:
    if reduction == "mean":
        return Tensor(statistical.mean(loss))
    if reduction == "sum":
        return Tensor(statistical.sum(loss))
    if reduction == "none":
        return Tensor(loss)
    raise ArgumentValueError(f"{_w(fn)}: reduction must be 'mean', 'sum' or 'none', not {reduction!r}")


def mse_loss(
    input: Any, target: Any, size_average: Any = None, reduce: Any = None, reduction: str = "mean"
) -> Tensor:
    d = el.subtract(_x(input, "mse_loss"), _x(target, "mse_loss"))
    return _reduce(el.multiply(d, d), reduction, "mse_loss")


def l1_loss(
    input: Any, target: Any, size_average: Any = None, reduce: Any = None, reduction: str = "mean"
) -> Tensor:
    return _reduce(el.abs(el.subtract(_x(input, "l1_loss"), _x(target, "l1_loss"))), reduction, "l1_loss")


def smooth_l1_loss(
    input: Any,
    target: Any,
    size_average: Any = None,
    reduce: Any = None,
    reduction: str = "mean",
    beta: float = 1.0,
) -> Tensor:
    d = el.abs(el.subtract(_x(input, "smooth_l1_loss"), _x(target, "smooth_l1_loss")))
    quad = el.divide(el.multiply(el.multiply(d, d), 0.5), beta) if beta > 0 else d
    return _reduce(where(el.less(d, beta), quad, el.subtract(d, 0.5 * beta)), reduction, "smooth_l1_loss")


def nll_loss(
    input: Any,
    target: Any,
    weight: Any = None,
    size_average: Any = None,
    ignore_index: int = -100,
    reduce: Any = None,
    reduction: str = "mean",
) -> Tensor:
    """Negative log-likelihood of class indices ``target`` under log-probabilities ``input`` (classes on dim 1)."""
    check_default(_w("nll_loss"), "weight", weight, None)
    x, t = _x(input, "nll_loss"), int64(_x(target, "nll_loss"))
    valid = el.not_equal(t, ignore_index)
    safe = where(valid, t, astype(el.multiply(t, 0), t.dtype))
    picked = manipulation.squeeze(take_along_axis(x, manipulation.expand_dims(safe, axis=1), axis=1), 1)
    loss = where(valid, el.negative(picked), el.multiply(picked, 0))
    if reduction == "mean":
        return Tensor(el.divide(statistical.sum(loss), statistical.sum(astype(valid, loss.dtype))))
    return _reduce(loss, reduction, "nll_loss")


def cross_entropy(
    input: Any,
    target: Any,
    weight: Any = None,
    size_average: Any = None,
    ignore_index: int = -100,
    reduce: Any = None,
    reduction: str = "mean",
    label_smoothing: float = 0.0,
) -> Tensor:
    """``nll_loss(log_softmax(input, 1), target)`` for class-index targets."""
    check_default(_w("cross_entropy"), "label_smoothing", label_smoothing, 0.0)
    logp = log_softmax(input, 1)
    return nll_loss(logp, target, weight, ignore_index=ignore_index, reduction=reduction)


def binary_cross_entropy(
    input: Any,
    target: Any,
    weight: Any = None,
    size_average: Any = None,
    reduce: Any = None,
    reduction: str = "mean",
) -> Tensor:
    """``-(t log p + (1 - t) log(1 - p))``, each log clamped at -100 as torch does."""
    p, t = _x(input, "binary_cross_entropy"), _x(target, "binary_cross_entropy")
    log_p = el.maximum(el.log(p), -100.0)
    log_q = el.maximum(el.log(el.subtract(1.0, p)), -100.0)
    loss = el.negative(el.add(el.multiply(t, log_p), el.multiply(el.subtract(1.0, t), log_q)))
    if weight is not None:
        loss = el.multiply(loss, _x(weight, "binary_cross_entropy"))
    return _reduce(loss, reduction, "binary_cross_entropy")


def binary_cross_entropy_with_logits(
    input: Any,
    target: Any,
    weight: Any = None,
    size_average: Any = None,
    reduce: Any = None,
    reduction: str = "mean",
    pos_weight: Any = None,
) -> Tensor:
    """``(1 - t) x + log(1 + exp(-x))``, computed stably."""
    check_default(_w("binary_cross_entropy_with_logits"), "pos_weight", pos_weight, None)
    x, t = _x(input, "binary_cross_entropy_with_logits"), _x(target, "binary_cross_entropy_with_logits")
    loss = el.add(
        el.subtract(el.maximum(x, 0.0), el.multiply(x, t)), el.log1p(el.exp(el.negative(el.abs(x))))
    )
    if weight is not None:
        loss = el.multiply(loss, _x(weight, "binary_cross_entropy_with_logits"))
    return _reduce(loss, reduction, "binary_cross_entropy_with_logits")


def scaled_dot_product_attention(
    query: Any,
    key: Any,
    value: Any,
    attn_mask: Any = None,
    dropout_p: float = 0.0,
    is_causal: bool = False,
    scale: float | None = None,
    enable_gqa: bool = False,
) -> Tensor:
    """``softmax(q @ k^T * scale + mask) @ v``; a bool mask keeps where true."""
    check_default(_w("scaled_dot_product_attention"), "dropout_p", dropout_p, 0.0)
    check_default(_w("scaled_dot_product_attention"), "enable_gqa", enable_gqa, False)
    q, k, v = (_x(a, "scaled_dot_product_attention") for a in (query, key, value))
    s = 1.0 / math.sqrt(q.shape[-1]) if scale is None else scale
    scores = el.multiply(linalg.matmul(q, manipulation.moveaxis(k, -1, -2)), s)
    neg = float("-inf")
    if is_causal:
        keep = astype(tril(ones((q.shape[-2], k.shape[-2]), dtype="int8")), "bool")
        scores = where(keep, scores, astype(full((), neg, dtype=scores.dtype), scores.dtype))
    if attn_mask is not None:
        m = _x(attn_mask, "scaled_dot_product_attention")
        if m.dtype == "bool":
            scores = where(m, scores, astype(full((), neg, dtype=scores.dtype), scores.dtype))
        else:
            scores = el.add(scores, m)
    return Tensor(linalg.matmul(act.softmax(scores, axis=-1), v))
