"""Realistic programs written with ivy_core alone: the corpus that
``test_program_corpus.py`` runs through every way of running a function
(eagerly, ``ivy_core.compile``, the framework's own compiler, traced graphs
replayed, compiled, saved and loaded, graphs of ivy_core calls).

Each program is a ``Program``: a name and a ``build()`` giving a ``Case``
made on the backend in force: the function, its arguments for call ``i``
(fresh ``Array``s each time, the values drawn from a seed that depends on
``i``, so the second and third calls see new inputs), and what makes the
program stateful: a change made between calls (a closed-over weight set in
place), a context a call runs in (default dtypes), arguments the function
changes in place, random draws.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

import ivy_core as ivy

#: How many times each runner is called (the first on the traced inputs' values).
N_CALLS = 3


@dataclass
class Case:
    """One program made on the backend in force."""

    #: The function, written with ivy_core.
    fn: Callable[..., Any]
    #: The arguments of call ``i``: new ``Array``s at each call of ``args``.
    args: Callable[[int], tuple[Any, ...]]
    #: Run before call ``i`` of the reference and of the runner (a change of
    #: state the function reads: a closed-over array set in place).
    before: Callable[[int], None] = lambda i: None
    #: The context call ``i`` runs in (settings such as default dtypes).
    context: Callable[[int], Any] = lambda i: contextlib.nullcontext()
    #: The function changes its arguments in place: after each call the
    #: caller's arrays must hold what eager code leaves in them.
    mutates_args: bool = False
    #: The function draws random numbers: results are checked by shape,
    #: dtype and distribution (``check_random``), and two calls must differ.
    random: bool = False
    #: What the stateful part of the program is, for the report.
    state: str = ""


@dataclass(frozen=True)
class Program:
    name: str
    build: Callable[[], Case]
    about: str = field(default="")


def _arrays(seed: int, *specs: tuple[tuple[int, ...], str]) -> tuple[Any, ...]:
    """Fresh Arrays on the backend in force, one per ``(shape, kind)``:
    ``normal``, ``positive`` (0.5 .. 1.5), ``onehot`` (rows of one 1.0) or
    ``int`` (int32, 1 .. 9 or -9 .. -1) or ``pixels`` (int32, 0 .. 255),
    values from ``seed``."""
    rng = np.random.default_rng(1000 + seed)
    out = []
    for shape, kind in specs:
        if kind == "normal":
            v = rng.standard_normal(shape).astype(np.float32)
        elif kind == "positive":
            v = rng.uniform(0.5, 1.5, shape).astype(np.float32)
        elif kind == "onehot":
            v = np.eye(shape[-1], dtype=np.float32)[rng.integers(0, shape[-1], shape[:-1])]
        elif kind == "pixels":
            v = rng.integers(0, 256, shape).astype(np.int32)
        elif kind == "int":
            v = rng.integers(1, 10, shape).astype(np.int32) * rng.choice(np.array([-1, 1], np.int32), shape)
        else:  # pragma: no cover - a mistake in this file
            raise ValueError(kind)
        out.append(ivy.asarray(v))
    return tuple(out)


def _fixed(fn: Callable[..., Any], *specs: tuple[tuple[int, ...], str], **extra: Any) -> Callable[[], Case]:
    """A ``build`` for a program whose only inputs are its arguments."""

    def build() -> Case:
        return Case(fn=fn, args=lambda i: _arrays(i, *specs), **extra)

    return build


# -- the programs -------------------------------------------------------------------


def mlp_loss(x, w1, b1, w2, b2, target):
    """A two-layer perceptron's forward pass and its mean squared error."""
    h = ivy.relu(ivy.matmul(x, w1) + b1)
    out = ivy.matmul(h, w2) + b2
    loss = ivy.mean((out - target) ** 2)
    return out, loss


def attention(q, k, v):
    """Scaled dot-product attention over a batch, with ``softmax``."""
    scores = ivy.matmul(q, ivy.permute_dims(k, (0, 2, 1))) / math.sqrt(q.shape[-1])
    weights = ivy.softmax(scores, axis=-1)
    return ivy.matmul(weights, v), weights


def layer_norm(x, gamma, beta):
    """Layer normalisation over the last axis."""
    mu = ivy.mean(x, axis=-1, keepdims=True)
    var = ivy.mean((x - mu) ** 2, axis=-1, keepdims=True)
    return (x - mu) / ivy.sqrt(var + 1e-5) * gamma + beta


def conv2d_im2col(image, kernel):
    """A 2-D convolution (valid, stride 1) as im2col: the patches gathered
    with ``take`` by indices computed in Python, then one ``matmul``."""
    c, h, w = image.shape
    o, _, kh, kw = kernel.shape
    oh, ow = h - kh + 1, w - kw + 1
    index = [
        ch * h * w + (r + i) * w + (col + j)
        for r in range(oh)
        for col in range(ow)
        for ch in range(c)
        for i in range(kh)
        for j in range(kw)
    ]
    patches = ivy.take(ivy.reshape(image, (-1,)), ivy.asarray(index), axis=0)
    patches = ivy.reshape(patches, (oh * ow, c * kh * kw))
    out = ivy.matmul(patches, ivy.matrix_transpose(ivy.reshape(kernel, (o, -1))))
    return ivy.reshape(ivy.permute_dims(out, (1, 0)), (o, oh, ow))


LSTM_STEPS = 3


def lstm(xs, h, c, w, b):
    """An LSTM cell unrolled over a Python loop of fixed length."""
    n = h.shape[-1]
    hs = []
    for t in range(LSTM_STEPS):
        z = ivy.matmul(ivy.concat([xs[t], h], axis=-1), w) + b
        i = ivy.sigmoid(z[:, :n])
        f = ivy.sigmoid(z[:, n : 2 * n])
        g = ivy.tanh(z[:, 2 * n : 3 * n])
        o = ivy.sigmoid(z[:, 3 * n :])
        c = f * c + i * g
        h = o * ivy.tanh(c)
        hs.append(h)
    return ivy.stack(hs), c


def kmeans_step(points, centroids):
    """One k-means step: each point's nearest centroid (``argmin``), then the
    centroids moved to their points' mean (one-hot via ``equal``, ``sum``)."""
    k = centroids.shape[0]
    diff = ivy.expand_dims(points, axis=1) - ivy.expand_dims(centroids, axis=0)
    dist = ivy.sum(diff**2, axis=-1)
    assign = ivy.argmin(dist, axis=1)
    onehot = ivy.astype(ivy.equal(ivy.expand_dims(assign, axis=1), ivy.expand_dims(ivy.arange(k), axis=0)), points.dtype)
    counts = ivy.sum(onehot, axis=0)
    moved = ivy.matmul(ivy.matrix_transpose(onehot), points) / ivy.expand_dims(ivy.maximum(counts, 1.0), axis=1)
    return assign, moved


DROPOUT_P = 0.5


def dropout(x):
    """Inverted dropout with ``random_uniform``."""
    keep = ivy.random_uniform(shape=x.shape, dtype=x.dtype) >= DROPOUT_P
    return ivy.where(keep, x / (1.0 - DROPOUT_P), ivy.zeros_like(x))


def update_argument(x):
    """Item assignment and ``+=`` on an argument: the caller sees both."""
    x[0] = 0.0
    x += 1.0
    return x * 2.0


def scalar_promotion(xi, xf):
    """Python scalars with int32 and float32 arrays, and int32 with float32."""
    return xi / 2, xi + 2.5, xi * 3, xi // 2, xf * 2 + 1, xi + xf


def normalize_pixels(image):
    """An int32 image scaled to floats around 0 by Python scalars."""
    return image / 255 - 0.5


def _closure_build() -> Case:
    w = ivy.asarray(np.arange(6, dtype=np.float32).reshape(3, 2) / 4.0)

    def closure_weight(x):
        """A layer whose weight is closed over, not passed."""
        return ivy.tanh(ivy.matmul(x, w)) + 1.0

    def before(i):
        if i == 1:
            w[0] = 10.0
        elif i == 2:
            w[1, 1] = -3.0

    return Case(
        fn=closure_weight,
        args=lambda i: _arrays(i, ((4, 3), "normal")),
        before=before,
        state="closed-over w set in place before calls 2 (w[0] = 10.) and 3 (w[1, 1] = -3.)",
    )


def mask_assign(x):
    """Boolean-mask assignment on an intermediate array."""
    y = x * 2.0
    y[x > 0] = -1.0
    return y + 0.5


def softmax_cross_entropy(logits, labels):
    """Softmax cross-entropy through a stable logsumexp."""
    m = ivy.max(logits, axis=-1, keepdims=True)
    lse = m + ivy.log(ivy.sum(ivy.exp(logits - m), axis=-1, keepdims=True))
    logp = logits - lse
    loss = -ivy.mean(ivy.sum(labels * logp, axis=-1))
    return loss, ivy.exp(logp)


def residual_block(x, w1, w2):
    """A residual block: leaky ReLU by ``where``, ``clip``, ``maximum``."""
    h = ivy.matmul(x, w1)
    h = ivy.where(h > 0, h, 0.1 * h)
    h = ivy.clip(h, -1.0, 1.0)
    return ivy.maximum(x + ivy.matmul(h, w2), -0.5)


def default_dtypes(xi):
    """Results whose dtype is the default float dtype in force."""
    return ivy.zeros(xi.shape) + xi / 2, ivy.arange(3) * 0.5, ivy.asarray([0.5, 1.5])


def _default_dtypes_build() -> Case:
    def context(i):
        if i == 1:
            return ivy.using_default_dtypes(float="float64")
        return contextlib.nullcontext()

    return Case(
        fn=default_dtypes,
        args=lambda i: _arrays(i, ((2, 3), "int")),
        context=context,
        state="call 2 under using_default_dtypes(float='float64'), calls 1 and 3 outside",
    )


PROGRAMS: dict[str, Program] = {
    p.name: p
    for p in [
        Program("mlp_loss", _fixed(mlp_loss, ((4, 3), "normal"), ((3, 5), "normal"), ((5,), "normal"),
                                   ((5, 2), "normal"), ((2,), "normal"), ((4, 2), "normal"))),
        Program("attention", _fixed(attention, ((2, 3, 4), "normal"), ((2, 5, 4), "normal"), ((2, 5, 4), "normal"))),
        Program("layer_norm", _fixed(layer_norm, ((3, 6), "normal"), ((6,), "positive"), ((6,), "normal"))),
        Program("conv2d_im2col", _fixed(conv2d_im2col, ((2, 5, 5), "normal"), ((3, 2, 3, 3), "normal"))),
        Program("lstm", _fixed(lstm, ((LSTM_STEPS, 2, 3), "normal"), ((2, 4), "normal"), ((2, 4), "normal"),
                               ((7, 16), "normal"), ((16,), "normal"))),
        Program("kmeans_step", _fixed(kmeans_step, ((8, 2), "normal"), ((3, 2), "normal"))),
        Program("dropout", _fixed(dropout, ((40, 50), "positive"), random=True,
                                  state="random_uniform draws: fresh at each call")),
        Program("update_argument", _fixed(update_argument, ((3, 4), "normal"), mutates_args=True,
                                          state="x[0] = 0. and x += 1. on the argument")),
        Program("scalar_promotion", _fixed(scalar_promotion, ((2, 3), "int"), ((2, 3), "normal"))),
        Program("normalize_pixels", _fixed(normalize_pixels, ((2, 4, 4), "pixels"))),
        Program("closure_weight", _closure_build),
        Program("mask_assign", _fixed(mask_assign, ((3, 4), "normal"))),
        Program("softmax_cross_entropy", _fixed(softmax_cross_entropy, ((4, 5), "normal"), ((4, 5), "onehot"))),
        Program("residual_block", _fixed(residual_block, ((4, 3), "normal"), ((3, 6), "normal"), ((6, 3), "normal"))),
        Program("default_dtypes", _default_dtypes_build),
    ]
}
