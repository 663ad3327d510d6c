"""Random number generation on jax. jax has no hidden random state: the
backend keeps a seed and a call counter, and call ``n`` draws with the key
``fold_in(key(seed), n)``. ``seed`` sets the seed and restarts the count;
``seed=s`` on a call uses ``fold_in(key(s), 0)``, the first key after
``seed(s)``.

ivy_core checks the arguments first (``ivy_core.random``'s ``normalize=``
functions): ``shape`` arrives as the tuple of ints to draw, ``seed`` as
None or an int in ``[0, 2**63)``, the parameters real.
"""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp

from . import _keys
from ._runtime import is_default_device

__all__ = ["random_uniform", "random_normal", "seed"]

#: The key of the next draw, as a traced graph calls it at each replay: its
#: source names it here, in a public module (``ivy_jax._keys.next_key``).
_next_key = _keys.next_key


def _key(seed_: int | None) -> Any:
    if seed_ is not None:
        return jax.random.fold_in(jax.random.key(seed_), 0)
    if getattr(_keys.tracing, "on", False):
        return _keys.traced_key()
    return _keys.next_key()


def _operand(value: Any, dtype: Any) -> Any:
    return jnp.asarray(value, dtype=dtype)


def _place(x: Any, device: Any) -> Any:
    return x if is_default_device(device) else jax.device_put(x, device)


def random_uniform(
    *, low: Any = 0.0, high: Any = 1.0, shape: Any = None, dtype: Any, device: Any, seed: Any = None
) -> Any:
    lo = _operand(low, dtype)
    hi = _operand(high, dtype)
    u = jax.random.uniform(_key(seed), shape, dtype=dtype)
    return _place(lo + (hi - lo) * u, device)


def random_normal(
    *, mean: Any = 0.0, std: Any = 1.0, shape: Any = None, dtype: Any, device: Any, seed: Any = None
) -> Any:
    mu = _operand(mean, dtype)
    sigma = _operand(std, dtype)
    z = jax.random.normal(_key(seed), shape, dtype=dtype)
    return _place(mu + sigma * z, device)


def seed(seed_value: int = 0) -> None:
    _keys.seed(seed_value)
