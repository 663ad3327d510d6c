"""``ivy_core.transpile`` of torch ``nn.Module``s built from
``nn.MultiheadAttention`` and ``nn.Conv2d``: a transformer block with a key
padding mask and a small conv net (convolutions with stride, groups,
dilation and 'same'/'valid' padding, ReLU, max and average pooling),
transpiled to NumPy, JAX and torch and compared with torch itself."""

from __future__ import annotations

import os
import sys

import pytest

torch = pytest.importorskip("torch")
np = pytest.importorskip("numpy")

_API = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "api")
if _API not in sys.path:
    sys.path.insert(0, _API)

from api_helpers import installed_backends  # noqa: E402

import ivy_core as ivy  # noqa: E402

INSTALLED = installed_backends()
TARGETS = [b for b in ("numpy", "jax", "torch") if b in INSTALLED]
pytestmark = pytest.mark.skipif(
    "torch" not in INSTALLED, reason="the torch backend (the source's tracer) is absent"
)


class AttentionBlock(torch.nn.Module):
    """A pre-norm transformer block around ``nn.MultiheadAttention``,
    returning its output and the attention weights."""

    def __init__(self, width: int = 16, heads: int = 4, batch_first: bool = True) -> None:
        super().__init__()
        self.batch_first = batch_first
        self.attn = torch.nn.MultiheadAttention(width, heads, batch_first=batch_first)
        self.ln1 = torch.nn.LayerNorm(width)
        self.ln2 = torch.nn.LayerNorm(width)
        self.ff = torch.nn.Sequential(
            torch.nn.Linear(width, 2 * width),
            torch.nn.GELU(approximate="tanh"),
            torch.nn.Linear(2 * width, width),
        )

    def forward(self, x, padding):
        h = self.ln1(x)
        y, w = self.attn(h, h, h, key_padding_mask=padding, average_attn_weights=False)
        x = x + y
        return x + self.ff(self.ln2(x)), w


class ConvNet(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.c1 = torch.nn.Conv2d(3, 8, 3, padding="same", dilation=2)
        self.c2 = torch.nn.Conv2d(8, 8, (3, 2), stride=(2, 1), groups=4, padding=1)
        self.c3 = torch.nn.Conv2d(8, 6, 2, padding="valid", bias=False)
        self.fc = torch.nn.Linear(6, 4)

    def forward(self, x):
        x = torch.nn.functional.max_pool2d(torch.relu(self.c1(x)), 2)
        x = torch.nn.AvgPool2d(2, stride=1, padding=1, count_include_pad=False)(torch.relu(self.c2(x)))
        return self.fc(self.c3(x).mean((2, 3)))


def _attention_args(batch_first: bool = True):
    x = torch.randn(2, 5, 16)
    padding = torch.zeros(2, 5, dtype=torch.bool)
    padding[1, 3:] = True
    return (x if batch_first else x.transpose(0, 1).contiguous(), padding)


torch.manual_seed(27)
PROGRAMS = {
    "attention_batch_first": (AttentionBlock().eval(), _attention_args),
    "attention_sequence_first": (AttentionBlock(batch_first=False).eval(), lambda: _attention_args(False)),
    "conv_net": (ConvNet().eval(), lambda: (torch.randn(2, 3, 16, 14),)),
}


def _compare(got, expected, to):
    got = got if isinstance(got, tuple) else (got,)
    expected = expected if isinstance(expected, tuple) else (expected,)
    for g, e in zip(got, expected, strict=True):
        assert isinstance(g, ivy.Array) and g.backend == to
        assert str(g.dtype) == str(e.dtype).removeprefix("torch.")
        np.testing.assert_allclose(np.asarray(g), e.detach().numpy(), rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("to", TARGETS)
@pytest.mark.parametrize("program", list(PROGRAMS))
def test_an_nn_module_runs_on_the_target_as_on_torch(program, to):
    module, make = PROGRAMS[program]
    args = make()
    g = ivy.transpile(module, source="torch", to=to, args=args)
    for inputs in (args, tuple(a * 3 if a.is_floating_point() else a for a in args)):
        with torch.no_grad():
            expected = module(*inputs)
        with ivy.using_backend(to):
            target = tuple(ivy.asarray(a.numpy()) for a in inputs)
        _compare(g(*target), expected, to)
