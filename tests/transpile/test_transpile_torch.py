"""``ivy_core.transpile`` of torch code: a transformer block written as a
plain ``torch.nn.Module`` and torch functional programs, transpiled to every
installed backend and compared with torch itself on the same inputs; calls
with no frontend function (``nn.MultiheadAttention``'s) named in one error."""

from __future__ import annotations

import inspect
import os
import sys

import pytest

torch = pytest.importorskip("torch")
np = pytest.importorskip("numpy")
F = torch.nn.functional

_API = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "api")
if _API not in sys.path:
    sys.path.insert(0, _API)

from api_helpers import installed_backends  # noqa: E402

import ivy_core as ivy  # noqa: E402

INSTALLED = installed_backends()
TARGETS = [b for b in ("numpy", "jax", "torch", "tensorflow") if b in INSTALLED]
pytestmark = pytest.mark.skipif(
    "torch" not in INSTALLED, reason="the torch backend (the source's tracer) is absent"
)

# --- the programs: plain torch ---------------------------------------------------------


class Block(torch.nn.Module):
    """A pre-norm transformer block: single-head attention and a GELU MLP."""

    def __init__(self, width: int = 16) -> None:
        super().__init__()
        self.ln1 = torch.nn.LayerNorm(width)
        self.ln2 = torch.nn.LayerNorm(width)
        self.qkv = torch.nn.Linear(width, 3 * width)
        self.out = torch.nn.Linear(width, width)
        self.mlp = torch.nn.Sequential(
            torch.nn.Linear(width, 4 * width), torch.nn.GELU(approximate="tanh"),
            torch.nn.Linear(4 * width, width), torch.nn.Dropout(0.1),
        )  # fmt: skip

    def forward(self, x):
        q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        scores = q @ k.transpose(-2, -1) / q.shape[-1] ** 0.5
        x = x + self.out(torch.softmax(scores, dim=-1) @ v)
        return x + self.mlp(self.ln2(x))


def mlp(x, w1, b1, w2):
    h = F.relu(F.linear(x, w1, b1))
    return F.log_softmax(h @ w2, dim=-1)


def reductions_and_indexing(x):
    leaky = torch.where(x > 0, x, 0.1 * x).clamp(-1.0, 1.0)
    parts = torch.cat([x[:, 1:].sum(dim=0), x.mean(dim=1), x.var(dim=0)])
    picked = x.permute(1, 0).reshape(-1)[::3]
    return leaky, parts, picked, torch.cumsum(x, dim=1), x.argmax(dim=1), torch.stack([x.amax(1), x.amin(1)])


def promotion(i, f):
    # torch's dtypes: int / int is float32, int64 + int32 is int64, sum of int32 is int64.
    return i / 2, i + i.to(torch.int64), i.sum(dim=0), (f * 2.5).double(), i.float().mean()


def _block_args():
    return (torch.randn(2, 5, 16, generator=torch.Generator().manual_seed(0)),)


def _gen():
    return torch.Generator().manual_seed(1)


def _mlp_args():
    g = _gen()
    return (torch.randn(6, 8, generator=g), torch.randn(12, 8, generator=g), torch.randn(12, generator=g),
            torch.randn(12, 3, generator=g))  # fmt: skip


def _reductions_args():
    return (torch.randn(4, 6, generator=_gen()),)


def _promotion_args():
    return (torch.arange(6, dtype=torch.int32).reshape(2, 3), torch.linspace(0.0, 1.0, 6))


torch.manual_seed(0)
BLOCK = Block().eval()

PROGRAMS = {
    "transformer_block": (BLOCK, _block_args),
    "mlp": (mlp, _mlp_args),
    "reductions_and_indexing": (reductions_and_indexing, _reductions_args),
    "promotion": (promotion, _promotion_args),
}


def _target_args(to, args):
    with ivy.using_backend(to):
        return tuple(ivy.asarray(a.numpy()) for a in args)


def _compare(got, expected, to):
    got = got if isinstance(got, tuple) else (got,)
    expected = expected if isinstance(expected, tuple) else (expected,)
    for g, e in zip(got, expected, strict=True):
        assert isinstance(g, ivy.Array) and g.backend == to
        assert str(g.dtype) == str(e.dtype).removeprefix("torch."), (str(g.dtype), e.dtype)
        np.testing.assert_allclose(np.asarray(g), e.detach().numpy(), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("to", TARGETS)
@pytest.mark.parametrize("program", list(PROGRAMS))
def test_a_torch_program_runs_on_the_target_as_on_torch(program, to):
    fn, make = PROGRAMS[program]
    args = make()
    g = ivy.transpile(fn, source="torch", to=to, args=args)
    with torch.no_grad():
        expected = fn(*args)
    _compare(g(*_target_args(to, args)), expected, to)
    args2 = tuple(a * 2 if a.is_floating_point() else a for a in args)
    with torch.no_grad():
        expected2 = fn(*args2)
    _compare(g(*_target_args(to, args2)), expected2, to)


@pytest.mark.skipif("jax" not in TARGETS, reason="jax is not installed")
def test_the_block_compiles_on_jax_and_prints_jax_calls():
    args = _block_args()
    g = ivy.transpile(BLOCK, source="torch", to="jax", args=args, backend_compile=True)
    with torch.no_grad():
        expected = BLOCK(*args)
    _compare(g(*_target_args("jax", args)), expected, "jax")
    assert "ivy_jax" in str(g) and "torch" not in str(g)


# --- what is refused ------------------------------------------------------------------


class WithTorchAttention(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.attn = torch.nn.MultiheadAttention(8, 2, batch_first=True)

    def forward(self, x):
        y = self.attn(x, x, x, need_weights=False)[0]
        d = torch.cdist(y[0], y[0])
        return torch.kron(d, d).sum() + torch.bucketize(y.contiguous(), torch.tensor([0.0, 1.0])).sum()


RARE = ("nn.functional.multi_head_attention_forward", "cdist", "kron", "bucketize")


def test_every_missing_function_is_named_with_its_line_in_one_error():
    from ivy_core.frontends import torch as ftorch

    missing = [n for n in RARE if n not in ftorch.COVERED]
    if len(missing) < 2:
        pytest.skip("the torch frontend now covers these; pick rarer ones")
    with pytest.raises(ivy.TranspileError) as info:
        ivy.transpile(WithTorchAttention(), source="torch", to="numpy", args=(torch.randn(2, 3, 8),))
    message = str(info.value)
    assert f"{len(missing)} torch function(s)" in message
    lines, first = inspect.getsourcelines(WithTorchAttention.forward)
    where = {"nn.functional.multi_head_attention_forward": "self.attn(", "cdist": "torch.cdist(",
             "kron": "torch.kron(", "bucketize": "torch.bucketize("}  # fmt: skip
    for name in RARE:
        line = next(f"{__file__}:{first + i}" for i, text in enumerate(lines) if where[name] in text)
        assert (f"torch.{name} " in message and line in message) == (name in missing), name


def test_a_frontend_refusal_names_the_users_line():
    def exact_gelu(x):
        return F.gelu(x)  # the frontend refuses the exact (erf) form

    try:
        ivy.transpile(exact_gelu, source="torch", to="numpy", args=(torch.randn(3),))
    except ivy.IvyError as exc:
        assert any("nn.functional.gelu" in n and __file__ in n for n in getattr(exc, "__notes__", []))
    else:
        pytest.skip("the torch frontend now computes the exact gelu")


def scales_a_fresh_view(x):
    v = x.clone().view(-1)
    v.mul_(2)  # nothing else reads the clone: replayed exactly
    return v


def changes_what_a_view_shows(x):
    c = x.clone()
    t = c.T
    c.add_(1)  # t shows the change in torch, not in the frontend
    return t


def test_in_place_changes_are_replayed_unless_another_view_reads_them():
    x = torch.randn(3, 4, generator=_gen())
    g = ivy.transpile(scales_a_fresh_view, source="torch", to="numpy", args=(x,))
    np.testing.assert_array_equal(np.asarray(g(*_target_args("numpy", (x,)))), scales_a_fresh_view(x).numpy())
    with pytest.raises(
        ivy.TranspileError, match=r"torch.Tensor.add_ .* torch.Tensor.T.__get__ .* read afterwards"
    ):
        ivy.transpile(changes_what_a_view_shows, source="torch", to="numpy", args=(x,))
