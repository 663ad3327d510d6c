"""Random number generation on jax. jax has no hidden random state: the
backend keeps a seed and a call counter, and call ``n`` draws with the key
``fold_in(key(seed), n)``. ``seed`` sets the seed and restarts the count;
``seed=s`` on a call uses ``fold_in(key(s), 0)``, the first key after
``seed(s)``."""

from __future__ import annotations

import operator
import secrets
import threading
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from ivy_core.plugin import with_supported_dtypes

from ._runtime import is_default_device

__all__ = ["random_uniform", "random_normal", "seed"]

_FLOATS = frozenset(jnp.dtype(d) for d in (jnp.bfloat16, jnp.float16, jnp.float32, jnp.float64))
_lock = threading.Lock()
#: [seed, number of draws made since it was set]; seed None: not chosen yet.
_state: list[Any] = [None, 0]


# A TypeError raised here reaches the caller through ivy_core, which prefixes
# the function and backend (jax's TypeError is one of the runtime's
# VALUE_ERRORS), so the TypeErrors below carry no prefix.


def _seed_int(value: Any, where: str) -> int:
    if isinstance(value, (bool, jax.Array)):
        raise TypeError(f"the seed must be an int, got {value!r}")
    try:
        v = operator.index(value)
    except TypeError:
        raise TypeError(f"the seed must be an int, got {value!r}") from None
    if not 0 <= v < 2**63:
        raise ValueError(f"ivy_core.{where} (backend 'jax'): the seed must be in [0, 2**63), got {v}")
    return v


def _key(seed_: Any, where: str) -> Any:
    if seed_ is not None:
        return jax.random.fold_in(jax.random.key(_seed_int(seed_, where)), 0)
    with _lock:
        if _state[0] is None:
            _state[0] = secrets.randbits(63)
        s, n = _state
        _state[1] = n + 1
    return jax.random.fold_in(jax.random.key(s), n)


def _operand(value: Any, name: str, dtype: Any, where: str) -> Any:
    if isinstance(value, complex) or jnp.iscomplexobj(value):
        raise TypeError(f"{name} must be real, got a complex value")
    return jnp.asarray(value, dtype=dtype)


def _out_shape(shape: Any, a: Any, b: Any, where: str) -> tuple[int, ...]:
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
        raise ValueError(f"ivy_core.{where} (backend 'jax'): {exc}") from None


def _check_float(dtype: Any, where: str) -> None:
    if dtype not in _FLOATS:
        raise TypeError(f"dtype {dtype} is not a real floating dtype")


def _place(x: Any, device: Any) -> Any:
    return x if is_default_device(device) else jax.device_put(x, device)


_FLOAT_ONLY = {"0.10.2 and below": ("float",)}


@with_supported_dtypes(_FLOAT_ONLY, reason="random values are drawn in real floating dtypes only")
def random_uniform(
    *, low: Any = 0.0, high: Any = 1.0, shape: Any = None, dtype: Any, device: Any, seed: Any = None
) -> Any:
    _check_float(dtype, "random_uniform")
    lo = _operand(low, "low", dtype, "random_uniform")
    hi = _operand(high, "high", dtype, "random_uniform")
    out = _out_shape(shape, lo, hi, "random_uniform")
    u = jax.random.uniform(_key(seed, "random_uniform"), out, dtype=dtype)
    return _place(lo + (hi - lo) * u, device)


@with_supported_dtypes(_FLOAT_ONLY, reason="random values are drawn in real floating dtypes only")
def random_normal(
    *, mean: Any = 0.0, std: Any = 1.0, shape: Any = None, dtype: Any, device: Any, seed: Any = None
) -> Any:
    _check_float(dtype, "random_normal")
    if isinstance(std, (int, float)) and std < 0:
        raise ValueError(f"ivy_core.random_normal (backend 'jax'): std must be >= 0, got {std}")
    mu = _operand(mean, "mean", dtype, "random_normal")
    sigma = _operand(std, "std", dtype, "random_normal")
    out = _out_shape(shape, mu, sigma, "random_normal")
    z = jax.random.normal(_key(seed, "random_normal"), out, dtype=dtype)
    return _place(mu + sigma * z, device)


def seed(seed_value: int = 0) -> None:
    v = _seed_int(seed_value, "seed")
    with _lock:
        _state[0] = v
        _state[1] = 0
