"""Activation functions Ivy provides beyond the standard (``sigmoid``, ``relu``, ``softmax``, ``lstm_update``)."""

from __future__ import annotations

from ._api import compositional, primary
from ._state import calls
from .creation import zeros
from .elementwise import tanh
from .linalg import matmul
from .manipulation import stack

TYPE_CHECKING = False  # typing is not imported at run time (import cost)

if TYPE_CHECKING:
    from ._array import Array
    from ._typing import ArrayLike

__all__ = ["sigmoid", "relu", "softmax", "lstm_update"]


@primary(arrays=("x",), float_inputs=("x",))
def sigmoid(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """The logistic function ``1 / (1 + exp(-x))``, elementwise; integer and
    bool input is computed in the default float dtype."""
    return calls.sigmoid(x, out)


@primary(arrays=("x",))
def relu(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """``max(x, 0)`` elementwise, in the dtype of ``x``."""
    return calls.relu(x, out)


@primary(arrays=("x",), float_inputs=("x",))
def softmax(x: ArrayLike, /, *, axis: int = -1, out: Array | None = None) -> Array:
    """``exp(x) / sum(exp(x))`` along ``axis`` (computed stably: the maximum
    along ``axis`` is subtracted first); integer and bool input is computed
    in the default float dtype."""
    return calls.softmax(x, axis, out)


def _lstm_update_body(x, init_h, init_c, kernel, recurrent_kernel, bias, recurrent_bias, /) -> tuple[Array, tuple[Array, Array]]:
    """The computation of :func:`lstm_update` (its parameters positionally)."""

    if x.ndim < 2:
        raise ValueError(f"ivy_core.lstm_update: x must be [*batch, time, in], got shape {x.shape}")
    hidden = init_h.shape[-1]
    if kernel.ndim != 2 or kernel.shape[-1] != 4 * hidden or recurrent_kernel.shape != (hidden, 4 * hidden):
        raise ValueError(
            f"ivy_core.lstm_update: with hidden size {hidden} (init_h {init_h.shape}) the kernel must be "
            f"[in, {4 * hidden}] and the recurrent kernel [{hidden}, {4 * hidden}], got {kernel.shape} "
            f"and {recurrent_kernel.shape}"
        )
    # The input projection of every time step at once: [*batch, time, 4 * hidden].
    zx = matmul(x, kernel)
    if bias is not None:
        zx = zx + bias
    h, c = init_h, init_c
    steps = x.shape[-2]
    gates = [slice(k * hidden, (k + 1) * hidden) for k in range(4)]
    outputs = []
    for t in range(steps):
        z = zx[..., t, :] + matmul(h, recurrent_kernel)
        if recurrent_bias is not None:
            z = z + recurrent_bias
        i = sigmoid(z[..., gates[0]])
        f = sigmoid(z[..., gates[1]])
        g = tanh(z[..., gates[2]])
        o = sigmoid(z[..., gates[3]])
        c = f * c + i * g
        h = o * tanh(c)
        outputs.append(h)
    if outputs:
        return stack(outputs, axis=-2), (h, c)
    shape = tuple(x.shape[:-2]) + (0, hidden)
    return zeros(shape, dtype=zx.dtype, device=x.device), (h, c)


@compositional(_lstm_update_body, arrays=("x", "init_h", "init_c", "kernel", "recurrent_kernel", "bias", "recurrent_bias"))
def lstm_update(
    x: ArrayLike,
    init_h: ArrayLike,
    init_c: ArrayLike,
    kernel: ArrayLike,
    recurrent_kernel: ArrayLike,
    /,
    *,
    bias: ArrayLike | None = None,
    recurrent_bias: ArrayLike | None = None,
) -> tuple[Array, tuple[Array, Array]]:
    """Run an LSTM over the time axis of ``x``.

    Shapes: ``x`` is ``[*batch, time, in]``, ``init_h`` and ``init_c`` are
    ``[*batch, hidden]``, ``kernel`` is ``[in, 4 * hidden]``,
    ``recurrent_kernel`` is ``[hidden, 4 * hidden]`` and the optional biases
    are ``[4 * hidden]``. The four column blocks of the kernels are the input
    gate ``i``, the forget gate ``f``, the cell candidate ``g`` and the output
    gate ``o``, in that order. Each step::

        z = x_t @ kernel + bias + h @ recurrent_kernel + recurrent_bias
        c = sigmoid(z_f) * c + sigmoid(z_i) * tanh(z_g)
        h = sigmoid(z_o) * tanh(c)

    Returns ``(hidden states [*batch, time, hidden], (last h, last c))``; with
    no time steps the last states are ``init_h`` and ``init_c``.
    """
    return calls.lstm_update(x, init_h, init_c, kernel, recurrent_kernel, bias, recurrent_bias)
