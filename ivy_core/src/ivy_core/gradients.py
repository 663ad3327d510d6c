"""Gradients: ``stop_gradient`` here; ``grad`` and ``value_and_grad``, which
take a function rather than an array, are defined in ``_autodiff`` and
exported beside it."""

from __future__ import annotations

from ._arrays._array import Array
from ._base._state import calls
from ._spec._api import compositional

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

    from ._arrays._typing import ArrayLike

__all__ = ["stop_gradient"]


def _stop_gradient_body(x: Any, /) -> Array:
    """The computation of :func:`stop_gradient` on a backend without
    autodiff (NumPy, Dask): no gradient flows anywhere, so nothing is
    stopped. A backend whose framework differentiates implements it."""
    return x


@compositional(_stop_gradient_body, arrays=("x",))
def stop_gradient(x: ArrayLike, /) -> Array:
    """``x``, as a constant for differentiation: no gradient flows through it.

    The value is ``x``'s; for :func:`grad` (and the framework's own
    autodiff) the result does not depend on ``x``. ``jax.lax.stop_gradient``
    on JAX, ``x.detach()`` on PyTorch (the result shares ``x``'s memory, as
    a detached tensor does), ``tf.stop_gradient`` on TensorFlow. On NumPy
    and Dask, which have no autodiff, it returns ``x`` itself, so code that
    uses it runs on every backend.

    Args:
        x: The array (any dtype).

    Returns:
        An array equal to ``x`` (``x`` itself where the backend has no
        autodiff).

    Example:
        >>> import ivy_core as ivy
        >>> x = ivy.asarray([1.0, 2.0])
        >>> ivy.stop_gradient(x).tolist()
        [1.0, 2.0]
    """
    return calls.stop_gradient(x)
