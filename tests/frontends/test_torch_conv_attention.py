"""``frontends.torch.nn.functional``'s conv2d, max_pool2d, avg_pool2d and
multi_head_attention_forward against torch on random inputs, on every
backend; the arguments they refuse raise typed errors."""

from __future__ import annotations

import ivy_core.frontends.torch as ft
import numpy
import pytest

import ivy_core as ivy

torch = pytest.importorskip("torch")

F = ft.nn.functional
TF = torch.nn.functional
GEN = torch.Generator().manual_seed(27)


def _t(x: torch.Tensor) -> ft.Tensor:
    return ft.tensor(x.numpy())


def _check(got: ft.Tensor, want: torch.Tensor, tol: float = 1e-5) -> None:
    g = ivy.to_numpy(got.ivy_array)
    assert g.shape == tuple(want.shape) and str(got.dtype) == str(want.dtype).removeprefix("torch.")
    numpy.testing.assert_allclose(g, want.detach().numpy(), rtol=tol, atol=tol)


CONVS = [  # out channels, groups, kernel, stride, padding, dilation
    (6, 1, 3, 1, 1, 1),
    (6, 2, 3, 2, 0, 1),
    (4, 4, (3, 2), (2, 1), (1, 0), 2),
    (8, 2, 3, 1, "same", (2, 1)),
    (6, 1, 2, 1, "valid", 1),
    (3, 1, 1, 3, 2, 1),
]


@pytest.mark.parametrize(("out", "groups", "kernel", "stride", "padding", "dilation"), CONVS)
@pytest.mark.parametrize("batched", [True, False])
def test_conv2d(backend, out, groups, kernel, stride, padding, dilation, batched):
    shape = (2, 4, 9, 8) if batched else (4, 9, 8)
    x = torch.randn(shape, generator=GEN, dtype=torch.float64)
    k = (kernel, kernel) if isinstance(kernel, int) else kernel
    w = torch.randn((out, 4 // groups, *k), generator=GEN, dtype=torch.float64)
    b = torch.randn(out, generator=GEN, dtype=torch.float64)
    want = TF.conv2d(x, w, b, stride, padding, dilation, groups)
    _check(F.conv2d(_t(x), _t(w), _t(b), stride, padding, dilation, groups), want)
    _check(
        ft.conv2d(_t(x), _t(w), None, stride, padding, dilation, groups),
        TF.conv2d(x, w, None, stride, padding, dilation, groups),
    )


@pytest.mark.parametrize(
    ("kernel", "stride", "padding", "dilation"), [(2, None, 0, 1), (3, 2, 1, 1), ((3, 2), 1, (1, 0), 2)]
)
def test_max_pool2d(backend, kernel, stride, padding, dilation):
    x = torch.randn(2, 3, 9, 8, generator=GEN)
    _check(
        F.max_pool2d(_t(x), kernel, stride, padding, dilation),
        TF.max_pool2d(x, kernel, stride, padding, dilation),
    )


@pytest.mark.parametrize("include", [True, False])
@pytest.mark.parametrize(
    ("kernel", "stride", "padding", "divisor"), [(2, None, 0, None), (3, 2, 1, None), (3, 1, 1, 4)]
)
def test_avg_pool2d(backend, kernel, stride, padding, divisor, include):
    x = torch.randn(3, 9, 8, generator=GEN)
    want = TF.avg_pool2d(x, kernel, stride, padding, count_include_pad=include, divisor_override=divisor)
    _check(
        F.avg_pool2d(_t(x), kernel, stride, padding, count_include_pad=include, divisor_override=divisor),
        want,
    )


def test_conv_and_pool_refusals(backend):
    x, w = _t(torch.randn(1, 4, 6, 6)), _t(torch.randn(2, 4, 3, 3))
    with pytest.raises(ivy.ArgumentValueError, match="groups=3"):
        F.conv2d(x, _t(torch.randn(3, 4, 3, 3)), groups=3)
    with pytest.raises(ivy.ArgumentValueError, match="strided"):
        F.conv2d(x, w, stride=2, padding="same")
    with pytest.raises(ivy.ArgumentTypeError, match="one floating dtype"):
        F.conv2d(x, _t(torch.randn(2, 4, 3, 3, dtype=torch.float64)))
    with pytest.raises(ivy.ArgumentValueError, match="smaller than the dilated kernel"):
        F.conv2d(x, w, dilation=3)
    with pytest.raises(ivy.ArgumentValueError, match="ceil_mode"):
        F.max_pool2d(x, 2, ceil_mode=True)
    with pytest.raises(ivy.ArgumentValueError, match="at most half"):
        F.avg_pool2d(x, 2, padding=2)


def _mha_args(batched: bool, separate: bool):
    e, h, lq, lk, n = 8, 2, 4, 6, 3
    m = torch.nn.MultiheadAttention(e, h, kdim=None if not separate else 5, vdim=None if not separate else 7)
    q = torch.randn((lq, n, e) if batched else (lq, e), generator=GEN)
    k = torch.randn((lk, n, 5 if separate else e) if batched else (lk, 5 if separate else e), generator=GEN)
    v = torch.randn((lk, n, 7 if separate else e) if batched else (lk, 7 if separate else e), generator=GEN)
    return m, q, k, v


@pytest.mark.parametrize("batched", [True, False])
@pytest.mark.parametrize("separate", [False, True])
@pytest.mark.parametrize("need_weights", [True, False])
@pytest.mark.parametrize("average", [True, False])
@pytest.mark.parametrize("masks", ["none", "bool", "float"])
def test_multi_head_attention_forward(backend, batched, separate, need_weights, average, masks):
    m, q, k, v = _mha_args(batched, separate)
    am = kpm = None
    if masks != "none":
        am = torch.rand(4, 6, generator=GEN) > 0.6
        am[:, 0] = False
        kpm = torch.zeros((3, 6) if batched else (6,), dtype=torch.bool)
        kpm[..., 4:] = True
        if masks == "float":
            am = torch.where(am, -1e9, 0.5 * torch.randn(4, 6, generator=GEN))
    params = dict(
        embed_dim_to_check=8, num_heads=2, in_proj_weight=m.in_proj_weight, in_proj_bias=m.in_proj_bias,
        bias_k=None, bias_v=None, add_zero_attn=False, dropout_p=0.1, out_proj_weight=m.out_proj.weight,
        out_proj_bias=m.out_proj.bias, training=False, need_weights=need_weights,
        average_attn_weights=average, use_separate_proj_weight=separate, q_proj_weight=m.q_proj_weight,
        k_proj_weight=m.k_proj_weight, v_proj_weight=m.v_proj_weight,
    )  # fmt: skip
    with torch.no_grad():
        want = TF.multi_head_attention_forward(q, k, v, key_padding_mask=kpm, attn_mask=am, **params)
    mine = {key: None if val is None else (_t(val.detach()) if isinstance(val, torch.Tensor) else val)
            for key, val in params.items()}  # fmt: skip
    got = F.multi_head_attention_forward(
        _t(q), _t(k), _t(v), key_padding_mask=None if kpm is None else _t(kpm),
        attn_mask=None if am is None else _t(am), **mine,
    )  # fmt: skip
    _check(got[0], want[0])
    assert (got[1] is None) == (want[1] is None)
    if want[1] is not None:
        _check(got[1], want[1])


def test_multi_head_attention_refusals(backend):
    m, q, k, v = _mha_args(True, False)
    args = [_t(t) for t in (q, k, v)] + [8, 2, _t(m.in_proj_weight.detach()), None, None, None, False]
    out = [_t(m.out_proj.weight.detach()), None]
    with pytest.raises(ivy.ArgumentValueError, match="dropout_p"):
        F.multi_head_attention_forward(*args, 0.1, *out, training=True)
    with pytest.raises(ivy.ArgumentValueError, match="add_zero_attn"):
        F.multi_head_attention_forward(*args[:-1], True, 0.0, *out)
    with pytest.raises(ivy.ArgumentValueError, match="divisible by num_heads"):
        F.multi_head_attention_forward(*args[:3], 8, 3, *args[5:], 0.0, *out)
