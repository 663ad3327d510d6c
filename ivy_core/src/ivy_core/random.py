"""Random number generation (seedable).

Each backend keeps its own generator state. :func:`seed` resets the state of
the backend in force; after ``seed(s)`` the same calls give the same numbers
again on that backend, and ``seed=s`` on one call gives the numbers the first
call after ``seed(s)`` gives. The numbers differ between backends (each uses
its framework's generator: NumPy PCG64, a torch.Generator, a jax PRNG key,
TensorFlow's stateless Philox ops); only their distribution is the same.
"""

from __future__ import annotations

import operator

from . import _state
from ._api import primary
from ._state import calls

TYPE_CHECKING = False  # typing is not imported at run time (import cost)

if TYPE_CHECKING:
    from typing import Any

    from ._array import Array
    from ._typing import ArrayLike, DeviceLike, DtypeLike, Shape

__all__ = ["random_uniform", "random_normal", "seed"]


# -- argument checks, once for every backend (the ``normalize=`` hook) ------------
# ``where`` names the function and backend; the parameters arrive with
# ``Array`` arguments unwrapped to native arrays and ``dtype`` resolved.


def _seed(where: str, value: Any) -> int:
    """A seed: an int (Python or NumPy integer scalar) in ``[0, 2**63)``."""
    import numbers

    if isinstance(value, bool) or (hasattr(value, "shape") and not isinstance(value, numbers.Integral)):
        raise TypeError(f"{where}: the seed must be an int, got {value!r}")
    try:
        v = operator.index(value)
    except TypeError:
        raise TypeError(f"{where}: the seed must be an int, got {value!r}") from None
    if not 0 <= v < 2**63:
        raise ValueError(f"{where}: the seed must be in [0, 2**63), got {v}")
    return v


def _is_complex(value: Any) -> bool:
    if isinstance(value, complex):
        return True
    if isinstance(value, (list, tuple)):
        return any(_is_complex(v) for v in value)
    dtype = getattr(value, "dtype", None)
    if dtype is None:
        return False

    backend = _state.backend_of_type(type(value))
    d = None if backend is None else backend.from_native.get(dtype)
    return d.kind == "complex" if d is not None else "complex" in str(dtype)


def _shape_of(value: Any) -> tuple[int, ...]:
    """The shape of a number, a native array or a nested list of numbers."""
    if isinstance(value, (list, tuple)):
        return (len(value), *(_shape_of(value[0]) if value else ()))
    if isinstance(value, (int, float)) or not hasattr(value, "shape"):
        return ()
    return tuple(int(d) for d in value.shape)


def _broadcast(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...] | None:
    """The broadcast shape of ``a`` and ``b``, or None where they do not broadcast."""
    n = max(len(a), len(b))
    a, b = (1,) * (n - len(a)) + a, (1,) * (n - len(b)) + b
    out = []
    for i, j in zip(a, b, strict=True):
        if i != j and 1 not in (i, j):
            return None
        out.append(j if i == 1 else i)
    return tuple(out)


def _draw_shape(where: str, names: tuple[str, str], a: Any, b: Any, shape: Any) -> tuple[int, ...]:
    """The shape to draw: ``shape`` as a tuple of ints, or the broadcast shape
    of the parameters ``a`` and ``b`` (which must be real) when it is None."""
    for name, v in zip(names, (a, b), strict=True):
        if _is_complex(v):
            raise TypeError(f"{where}: {name} must be real, got a complex value")
    sa, sb = _shape_of(a), _shape_of(b)
    params = _broadcast(sa, sb)
    if params is None:
        raise ValueError(
            f"{where}: {names[0]} of shape {sa} and {names[1]} of shape {sb} do not broadcast together"
        )
    if shape is None:
        return params
    try:
        out = (
            tuple(operator.index(d) for d in shape)
            if isinstance(shape, (tuple, list))
            else (operator.index(shape),)
        )
    except TypeError:
        raise TypeError(
            f"{where}: shape must be an int or a sequence of ints, got {type(shape).__name__} {shape!r}"
        ) from None
    if any(d < 0 for d in out):
        raise ValueError(f"{where}: negative dimensions are not allowed in shape {out}")
    if _broadcast(out, params) != out:
        raise ValueError(f"{where}: parameters of shape {params} do not broadcast to shape {out}")
    return out


def _uniform_args(
    where: str, low: Any, high: Any, shape: Any, dtype: Any, device: Any, seed: Any
) -> tuple[Any, ...]:
    shape = _draw_shape(where, ("low", "high"), low, high, shape)
    return low, high, shape, dtype, device, None if seed is None else _seed(where, seed)


def _normal_args(
    where: str, mean: Any, std: Any, shape: Any, dtype: Any, device: Any, seed: Any
) -> tuple[Any, ...]:
    if isinstance(std, (int, float)) and std < 0:
        raise ValueError(f"{where}: std must be >= 0, got {std}")
    shape = _draw_shape(where, ("mean", "std"), mean, std, shape)
    return mean, std, shape, dtype, device, None if seed is None else _seed(where, seed)


def _seed_args(where: str, seed_value: Any) -> tuple[int]:
    return (_seed(where, seed_value),)


@primary(unwrap=("low", "high"), dtype="float", normalize=_uniform_args, kinds=("float",))
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
    return calls.random_uniform(low, high, shape, dtype, device, seed)


@primary(unwrap=("mean", "std"), dtype="float", normalize=_normal_args, kinds=("float",))
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
    return calls.random_normal(mean, std, shape, dtype, device, seed)


@primary(returns="value", normalize=_seed_args)
def seed(seed_value: int = 0) -> None:
    """Reset the random state of the backend in force to ``seed_value`` (an
    int in ``[0, 2**63)``): the calls that follow give the same numbers every
    time on that backend."""
    return calls.seed(seed_value)
