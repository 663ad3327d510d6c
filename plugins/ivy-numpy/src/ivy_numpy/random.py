"""Random number generation on numpy: a module-level ``numpy.random.Generator``
(PCG64), replaced by ``seed``; ``seed=`` on a call uses a fresh generator."""

from __future__ import annotations

import operator
from typing import Any

import ml_dtypes
import numpy as np
from ivy_core.plugin import with_supported_dtypes

__all__ = ["random_uniform", "random_normal", "seed"]

_state: dict[str, Any] = {"rng": np.random.default_rng()}

_FLOATS = frozenset(np.dtype(d) for d in (ml_dtypes.bfloat16, np.float16, np.float32, np.float64))
#: Significand bits (with the implicit one) of the dtypes Generator.random lacks.
_HALF_BITS = {np.dtype(ml_dtypes.bfloat16): 8, np.dtype(np.float16): 11}


def _seed_int(value: Any, where: str) -> int:
    if isinstance(value, bool):
        raise TypeError(f"ivy_core.{where} (backend 'numpy'): the seed must be an int, got {value!r}")
    try:
        v = operator.index(value)
    except TypeError:
        raise TypeError(
            f"ivy_core.{where} (backend 'numpy'): the seed must be an int, got {value!r}"
        ) from None
    if not 0 <= v < 2**63:
        raise ValueError(f"ivy_core.{where} (backend 'numpy'): the seed must be in [0, 2**63), got {v}")
    return v


def _generator(seed_: Any, where: str) -> np.random.Generator:
    if seed_ is None:
        return _state["rng"]  # type: ignore[no-any-return]
    return np.random.default_rng(_seed_int(seed_, where))


def _operand(value: Any, name: str, dtype: Any, where: str) -> np.ndarray:
    a = np.asarray(value)
    if a.dtype.kind == "c":
        raise TypeError(f"ivy_core.{where} (backend 'numpy'): {name} must be real, got a complex value")
    return a.astype(dtype, copy=False)


def _out_shape(shape: Any, a: np.ndarray, b: np.ndarray, where: str) -> tuple[int, ...]:
    try:
        params = np.broadcast_shapes(a.shape, b.shape)
        if shape is None:
            return params
        out = (
            (operator.index(shape),)
            if not isinstance(shape, (tuple, list))
            else tuple(operator.index(s) for s in shape)
        )
        if any(s < 0 for s in out):
            raise ValueError(f"negative dimensions are not allowed in shape {out}")
        if np.broadcast_shapes(out, params) != out:
            raise ValueError(f"parameters of shape {params} do not broadcast to shape {out}")
        return out
    except ValueError as exc:
        raise ValueError(f"ivy_core.{where} (backend 'numpy'): {exc}") from None


def _check_float(dtype: Any, where: str) -> None:
    if dtype not in _FLOATS:
        raise TypeError(f"ivy_core.{where} (backend 'numpy'): dtype {dtype} is not a real floating dtype")


_FLOAT_ONLY = {"2.4.6 and below": ("float",)}


@with_supported_dtypes(_FLOAT_ONLY, reason="random values are drawn in real floating dtypes only")
def random_uniform(
    *, low: Any = 0.0, high: Any = 1.0, shape: Any = None, dtype: Any, device: str, seed: Any = None
) -> np.ndarray:
    _check_float(dtype, "random_uniform")
    lo = _operand(low, "low", dtype, "random_uniform")
    hi = _operand(high, "high", dtype, "random_uniform")
    out = _out_shape(shape, lo, hi, "random_uniform")
    rng = _generator(seed, "random_uniform")
    bits = _HALF_BITS.get(dtype)
    if bits is None:
        u = rng.random(out, dtype=dtype)
    else:  # k / 2**bits for k uniform in [0, 2**bits): exact in the dtype, never 1
        u = (rng.integers(0, 2**bits, size=out) * 2.0**-bits).astype(dtype)
    return np.asarray(lo + (hi - lo) * u, dtype=dtype)


@with_supported_dtypes(_FLOAT_ONLY, reason="random values are drawn in real floating dtypes only")
def random_normal(
    *, mean: Any = 0.0, std: Any = 1.0, shape: Any = None, dtype: Any, device: str, seed: Any = None
) -> np.ndarray:
    _check_float(dtype, "random_normal")
    if isinstance(std, (int, float)) and std < 0:
        raise ValueError(f"ivy_core.random_normal (backend 'numpy'): std must be >= 0, got {std}")
    mu = _operand(mean, "mean", dtype, "random_normal")
    sigma = _operand(std, "std", dtype, "random_normal")
    out = _out_shape(shape, mu, sigma, "random_normal")
    rng = _generator(seed, "random_normal")
    if dtype in _HALF_BITS:
        z = rng.standard_normal(out, dtype=np.float32).astype(dtype)
    else:
        z = rng.standard_normal(out, dtype=dtype)
    return np.asarray(mu + sigma * z, dtype=dtype)


def seed(seed_value: int = 0) -> None:
    _state["rng"] = np.random.default_rng(_seed_int(seed_value, "seed"))
