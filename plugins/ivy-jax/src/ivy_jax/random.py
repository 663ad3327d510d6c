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

import secrets
import threading
from typing import Any

import jax
import jax.numpy as jnp

from ._runtime import is_default_device

__all__ = ["random_uniform", "random_normal", "seed"]

_lock = threading.Lock()
#: [seed, number of draws made since it was set]; seed None: not chosen yet.
_state: list[Any] = [None, 0]
#: ``on`` while ``ivy_core.trace_graph`` records a function in this thread:
#: the key then comes from the graph at each replay (``ivy_jax._trace``).
_tracing = threading.local()


def _key(seed_: int | None) -> Any:
    if seed_ is not None:
        return jax.random.fold_in(jax.random.key(seed_), 0)
    if getattr(_tracing, "on", False):
        from ._trace import traced_key

        return traced_key()
    return _next_key()


def _take() -> tuple[int, int]:
    """The seed and the number of the next draw (counted)."""
    with _lock:
        if _state[0] is None:
            _state[0] = secrets.randbits(63)
        s, n = _state
        _state[1] = n + 1
    return s, n


def _next_key() -> Any:
    """The key of the next draw: what a traced graph calls at each replay for
    each draw the traced function made (``ivy_jax._trace``), and what a draw
    without ``seed=`` takes.

    Under ``jax.jit`` (``ivy_core.compile``, or applied directly) a key made
    from Python state would be a constant of the compiled code, the same
    draw at every run; there the key is a primitive that compiled code
    takes from that state at each run instead (``ivy_jax._trace``)."""
    if not getattr(_tracing, "on", False):
        s, n = _take()
        k = jax.random.fold_in(jax.random.key(s), n)
        if not isinstance(k, jax.core.Tracer):
            return k
        # Inside jax.jit (a graph with backend_compile=True): the key is taken
        # at each run, not once now; this count is given back.
        with _lock:
            if _state[0] == s and _state[1] == n + 1:
                _state[1] = n
    from ._trace import traced_key

    return traced_key()


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
    with _lock:
        _state[0] = seed_value
        _state[1] = 0
