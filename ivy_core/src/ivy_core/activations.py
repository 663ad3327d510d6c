"""Activation functions Ivy provides beyond the standard (``sigmoid``, ``relu``, ``softmax``, ``lstm_update``)."""

from __future__ import annotations

from ._arrays._array import Array
from ._base._errors import ArgumentValueError
from ._base._state import calls
from ._spec._api import axis_args, compositional, none_axis, primary
from .creation import zeros
from .elementwise import tanh
from .linalg import matmul
from .manipulation import stack

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

    from ._arrays._typing import ArrayLike

__all__ = ["sigmoid", "relu", "softmax", "lstm_update"]


@primary(arrays=("x",), float_inputs=("x",))
def sigmoid(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Apply the logistic function ``1 / (1 + exp(-x))`` elementwise.

    Integer and bool input is computed in the default float dtype.

    Args:
        x: The input array.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape of ``x`` and its floating dtype, with values in
        ``[0, 1]`` for real input.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.sigmoid(ivy.asarray([-1000.0, 0.0, 1000.0])).tolist()
        [0.0, 0.5, 1.0]
        >>> ivy.sigmoid(ivy.asarray([0, 1])).dtype
        ivy_core.float32
    """
    return calls.sigmoid(x, out)


@primary(arrays=("x",))
def relu(x: ArrayLike, /, *, out: Array | None = None) -> Array:
    """Apply the rectified linear unit ``max(x, 0)`` elementwise.

    Args:
        x: The input array.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape and dtype of ``x`` (no float conversion).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.relu(ivy.asarray([-2, 0, 3])).tolist()
        [0, 0, 3]
        >>> ivy.relu(ivy.asarray([-1.5, 2.5])).tolist()
        [0.0, 2.5]
    """
    return calls.relu(x, out)


@primary(arrays=("x",), float_inputs=("x",), normalize=axis_args)
def softmax(x: ArrayLike, /, *, axis: int = -1, out: Array | None = None) -> Array:
    """Normalise ``exp(x)`` to sum to one along an axis: ``exp(x) / sum(exp(x))``.

    Computed stably: the maximum along ``axis`` is subtracted first, so large
    inputs do not overflow. Integer and bool input is computed in the default
    float dtype.

    Args:
        x: Array of at least one dimension.
        axis: The axis to normalise along.
        out: Array to write the result into and return (same shape and dtype).

    Returns:
        An array of the shape of ``x`` and its floating dtype.

    Raises:
        ValueError: ``axis`` is out of range (a 0-d ``x`` has no axis).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.softmax(ivy.asarray([1000.0, 1000.0])).tolist()
        [0.5, 0.5]
        >>> ivy.softmax(ivy.asarray([[0, 0], [0, 0]])).tolist()
        [[0.5, 0.5], [0.5, 0.5]]
    """
    if axis is None:  # NumPy and JAX would normalise the flattened array; the fast entries pass None on
        none_axis("ivy_core.softmax", x)
    return calls.softmax(x, axis, out)


def _lstm_update_body(x: Any, init_h: Any, init_c: Any, kernel: Any, recurrent_kernel: Any, bias: Any, recurrent_bias: Any, /) -> tuple[Array, tuple[Array, Array]]:
    """The computation of :func:`lstm_update` (its parameters positionally)."""

    if x.ndim < 2:
        raise ArgumentValueError(f"ivy_core.lstm_update: x must be [*batch, time, in], got shape {x.shape}")
    hidden = init_h.shape[-1]
    if kernel.ndim != 2 or kernel.shape[-1] != 4 * hidden or recurrent_kernel.shape != (hidden, 4 * hidden):
        raise ArgumentValueError(
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

    The four column blocks of the kernels are the input gate ``i``, the forget
    gate ``f``, the cell candidate ``g`` and the output gate ``o``, in that
    order. Each step::

        z = x_t @ kernel + bias + h @ recurrent_kernel + recurrent_bias
        c = sigmoid(z_f) * c + sigmoid(z_i) * tanh(z_g)
        h = sigmoid(z_o) * tanh(c)

    Args:
        x: Input of shape ``[*batch, time, in]``.
        init_h: Initial hidden state ``[*batch, hidden]``.
        init_c: Initial cell state ``[*batch, hidden]``.
        kernel: Input weights ``[in, 4 * hidden]``.
        recurrent_kernel: Hidden-state weights ``[hidden, 4 * hidden]``.
        bias: Optional input bias ``[4 * hidden]``.
        recurrent_bias: Optional recurrent bias ``[4 * hidden]``.

    Returns:
        ``(hidden states [*batch, time, hidden], (last h, last c))``; with no
        time steps the last states are ``init_h`` and ``init_c``.

    Raises:
        ValueError: ``x`` has fewer than two dimensions, or the kernels do not
            match the hidden size of ``init_h``.

    Example:
        >>> import ivy_core as ivy
        >>> x, h0, c0 = ivy.ones((2, 3)), ivy.zeros((1,)), ivy.ones((1,))
        >>> out, (h, c) = ivy.lstm_update(x, h0, c0, ivy.zeros((3, 4)), ivy.zeros((1, 4)))
        >>> out.shape, c.tolist()   # zero weights: f = 0.5 and g = 0, so c halves each step
        ((2, 1), [0.25])
    """
    return calls.lstm_update(x, init_h, init_c, kernel, recurrent_kernel, bias, recurrent_bias)
