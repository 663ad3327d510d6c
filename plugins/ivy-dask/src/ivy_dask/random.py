"""Random number generation on ``dask.array.random``: a module-level
``dask.array.random.Generator`` (PCG64; each chunk draws from its own
stream), replaced by ``seed``; ``seed=`` on a call uses a fresh generator.
Draws are reproducible under a seed for the same shape (the chunks are
dask's default for it).

ivy_core checks the arguments first: ``shape`` arrives as the tuple of ints
to draw, ``seed`` as None or an int in ``[0, 2**63)``, the parameters real.
"""

from __future__ import annotations

from typing import Any

import dask.array as da
import ml_dtypes
import numpy as np

__all__ = ["random_uniform", "random_normal", "seed"]

_state: dict[str, Any] = {"rng": da.random.default_rng()}

#: Significand bits (with the implicit one) of the dtypes Generator.random lacks.
_HALF_BITS = {np.dtype(ml_dtypes.bfloat16): 8, np.dtype(np.float16): 11}


def _generator(seed_: int | None) -> Any:
    return _state["rng"] if seed_ is None else da.random.default_rng(seed_)


def _operand(value: Any, dtype: Any) -> Any:
    if isinstance(value, da.Array):
        return value.astype(dtype)
    return np.asarray(value).astype(dtype)


def _shape(shape: Any, *params: Any) -> tuple[int, ...]:
    if shape is not None:
        return tuple(shape)
    return tuple(np.broadcast_shapes(*(np.shape(p) for p in params)))


def random_uniform(
    *, low: Any = 0.0, high: Any = 1.0, shape: Any = None, dtype: Any, device: str, seed: Any = None
) -> da.Array:
    lo = _operand(low, dtype)
    hi = _operand(high, dtype)
    size = _shape(shape, lo, hi)
    rng = _generator(seed)
    bits = _HALF_BITS.get(dtype)
    if bits is None:
        u = rng.random(size, dtype=dtype)
    else:  # k / 2**bits for k uniform in [0, 2**bits): exact in the dtype, never 1
        u = (rng.integers(0, 2**bits, size=size) * 2.0**-bits).astype(dtype)
    r = lo + (hi - lo) * u
    return r if r.dtype == dtype else r.astype(dtype)


def random_normal(
    *, mean: Any = 0.0, std: Any = 1.0, shape: Any = None, dtype: Any, device: str, seed: Any = None
) -> da.Array:
    mu = _operand(mean, dtype)
    sigma = _operand(std, dtype)
    size = _shape(shape, mu, sigma)
    rng = _generator(seed)
    if dtype in _HALF_BITS:
        z = rng.standard_normal(size, dtype=np.float32).astype(dtype)
    else:
        z = rng.standard_normal(size, dtype=dtype)
    r = mu + sigma * z
    return r if r.dtype == dtype else r.astype(dtype)


def seed(seed_value: int = 0) -> None:
    _state["rng"] = da.random.default_rng(seed_value)
