"""``torch.nn.functional.multi_head_attention_forward`` (what
``nn.MultiheadAttention.forward`` calls) in ivy_core functions: the input
projections, scaled dot products per head with ``attn_mask`` and
``key_padding_mask``, the softmax, the output projection and the weights."""

from __future__ import annotations

import math
from typing import Any

from .... import activations as act
from .... import elementwise as el
from .... import linalg, manipulation, statistical
from ...._arrays._array import Array
from ...._base._errors import ArgumentValueError
from ....creation import full, zeros
from ....searching import where as where_
from .._convert import check_default, name, to_array
from .._tensor import Tensor

__all__ = ["multi_head_attention_forward"]

_WHERE = name("nn.functional.multi_head_attention_forward")


def _linear(x: Array, w: Array, b: Array | None) -> Any:
    y = linalg.matmul(x, manipulation.permute_dims(w, (1, 0)))
    return y if b is None else el.add(y, b)


def _additive(mask: Array, like: Array) -> Any:
    """A mask as what is added to the scores: a bool mask is -inf where true
    (the position is left out), a float one is added as it is."""
    if mask.dtype == "bool":
        return where_(mask, full((), float("-inf"), dtype=like.dtype), zeros((), dtype=like.dtype))
    return mask


def multi_head_attention_forward(
    query: Any, key: Any, value: Any, embed_dim_to_check: int, num_heads: int, in_proj_weight: Any,
    in_proj_bias: Any, bias_k: Any, bias_v: Any, add_zero_attn: bool, dropout_p: float, out_proj_weight: Any,
    out_proj_bias: Any, training: bool = True, key_padding_mask: Any = None, need_weights: bool = True,
    attn_mask: Any = None, use_separate_proj_weight: bool = False, q_proj_weight: Any = None,
    k_proj_weight: Any = None, v_proj_weight: Any = None, static_k: Any = None, static_v: Any = None,
    average_attn_weights: bool = True, is_causal: bool = False,
) -> tuple[Tensor, Tensor | None]:  # fmt: skip
    """Sequence-first (L, N, E) or unbatched (L, E) inputs, as torch's; the
    output and, with ``need_weights``, the attention weights (N, L, S),
    averaged over the heads unless ``average_attn_weights=False`` (N, H, L, S).
    A bool mask leaves out the positions where it is true. Dropout only at
    ``dropout_p=0`` or ``training=False``; ``bias_k``/``bias_v``,
    ``add_zero_attn`` and ``static_k``/``static_v`` are refused."""
    w = _WHERE
    for key_name, given in (
        ("bias_k", bias_k),
        ("bias_v", bias_v),
        ("static_k", static_k),
        ("static_v", static_v),
    ):
        check_default(w, key_name, given, None)
    check_default(w, "add_zero_attn", add_zero_attn, False)
    if training and dropout_p:
        check_default(w, "dropout_p", dropout_p, 0.0)
    if is_causal and attn_mask is None:
        raise ArgumentValueError(f"{w}: is_causal=True needs attn_mask (torch uses it as the causal mask)")
    q_in, k_in, v_in = (to_array(t, w) for t in (query, key, value))
    batched = len(q_in.shape) == 3
    if not batched:
        q_in, k_in, v_in = (manipulation.expand_dims(t, axis=1) for t in (q_in, k_in, v_in))
    tgt_len, bsz, embed = q_in.shape
    src_len = k_in.shape[0]
    if embed != embed_dim_to_check or embed % num_heads:
        raise ArgumentValueError(
            f"{w}: the query's embedding size {embed} must be embed_dim_to_check={embed_dim_to_check} and "
            f"divisible by num_heads={num_heads}"
        )
    hd = embed // num_heads
    bias = None if in_proj_bias is None else to_array(in_proj_bias, w)
    biases = [None] * 3 if bias is None else [bias[i * embed : (i + 1) * embed] for i in range(3)]
    if use_separate_proj_weight:
        weights = [to_array(t, w) for t in (q_proj_weight, k_proj_weight, v_proj_weight)]
    else:
        packed = to_array(in_proj_weight, w)
        weights = [packed[i * embed : (i + 1) * embed] for i in range(3)]
    q, k, v = (_linear(t, wt, b) for t, wt, b in zip((q_in, k_in, v_in), weights, biases, strict=True))

    def heads(t: Array, length: int) -> Any:  # (length, N, E) -> (N*H, length, hd)
        return manipulation.permute_dims(manipulation.reshape(t, (length, bsz * num_heads, hd)), (1, 0, 2))

    q, k, v = heads(q, tgt_len), heads(k, src_len), heads(v, src_len)
    scores = linalg.matmul(el.multiply(q, math.sqrt(1.0 / hd)), manipulation.permute_dims(k, (0, 2, 1)))
    if attn_mask is not None:
        m = _additive(to_array(attn_mask, w), scores)
        scores = el.add(scores, m if len(m.shape) == 3 else manipulation.expand_dims(m, axis=0))
    if key_padding_mask is not None:
        kpm = _additive(to_array(key_padding_mask, w), scores)
        kpm = manipulation.reshape(kpm, (bsz, 1, 1, src_len))
        scores = el.add(manipulation.reshape(scores, (bsz, num_heads, tgt_len, src_len)), kpm)
        scores = manipulation.reshape(scores, (bsz * num_heads, tgt_len, src_len))
    weights_ = act.softmax(scores, axis=-1)
    out = manipulation.reshape(
        manipulation.permute_dims(linalg.matmul(weights_, v), (1, 0, 2)), (tgt_len * bsz, embed)
    )
    out_proj_b = None if out_proj_bias is None else to_array(out_proj_bias, w)
    out = manipulation.reshape(_linear(out, to_array(out_proj_weight, w), out_proj_b), (tgt_len, bsz, embed))
    if not batched:
        out = manipulation.squeeze(out, axis=1)
    if not need_weights:
        return Tensor(out), None
    attn = manipulation.reshape(weights_, (bsz, num_heads, tgt_len, src_len))
    if average_attn_weights:
        attn = statistical.mean(attn, axis=1)
    if not batched:
        attn = manipulation.squeeze(attn, axis=0)
    return Tensor(out), Tensor(attn)
