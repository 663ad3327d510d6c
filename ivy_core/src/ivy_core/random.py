"""Random number generation (seedable).

Each backend keeps its own generator state. :func:`seed` resets the state of
the backend in force; after ``seed(s)`` the same calls give the same numbers
again on that backend, and ``seed=s`` on one call gives the numbers the first
call after ``seed(s)`` gives. The numbers differ between backends (each uses
its framework's generator: NumPy PCG64, a torch.Generator, a jax PRNG key,
TensorFlow's stateless Philox ops); only their distribution is the same.
"""

from __future__ import annotations

from ._api import primary

TYPE_CHECKING = False  # typing is not imported at run time (import cost)

if TYPE_CHECKING:
    from ._array import Array
    from ._typing import ArrayLike, DeviceLike, DtypeLike, Shape

__all__ = ["random_uniform", "random_normal", "seed"]


@primary(unwrap=("low", "high"), dtype="float")
def random_uniform(
    *,
    low: float | ArrayLike = 0.0,
    high: float | ArrayLike = 1.0,
    shape: Shape | None = None,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
    seed: int | None = None,
) -> Array:
    """Values drawn uniformly from ``[low, high)``.

    ``low`` and ``high`` are Python numbers or arrays; ``shape=None`` gives
    their broadcast shape (``()`` for two numbers), else they must broadcast
    to ``shape``. ``dtype`` is a real floating dtype (default: the default
    float dtype); any other raises UnsupportedDtypeError. ``seed`` draws from
    a generator seeded with it, leaving the backend's own state untouched.
    Rounding ``low + (high - low) * u`` to a narrow dtype can give ``high``.
    """


@primary(unwrap=("mean", "std"), dtype="float")
def random_normal(
    *,
    mean: float | ArrayLike = 0.0,
    std: float | ArrayLike = 1.0,
    shape: Shape | None = None,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
    seed: int | None = None,
) -> Array:
    """Values drawn from the normal distribution of ``mean`` and standard
    deviation ``std`` (numbers or arrays, as ``low``/``high`` of
    :func:`random_uniform`; a negative number ``std`` raises ValueError).
    ``dtype`` is a real floating dtype (default: the default float dtype)."""


@primary(returns="value")
def seed(seed_value: int = 0) -> None:
    """Reset the random state of the backend in force to ``seed_value`` (an
    int in ``[0, 2**63)``): the calls that follow give the same numbers every
    time on that backend."""
