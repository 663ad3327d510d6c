"""The state of ivy_jax's random draws and the key of the next one.

JAX has no hidden random state: the backend keeps a seed and a call counter,
and draw ``n`` uses the key ``fold_in(key(seed), n)``. In a jaxpr or under
``jax.jit`` a key made from Python state would be a constant, the same at
every replay or run; there the key is :func:`primitive` instead (no inputs, a
key result), which takes the seed and count at each run: eagerly from Python,
in compiled code through a host callback. Recorded in a traced graph, it is a
call of :func:`next_key`.

Imported by ``random`` (the draws) and ``_trace`` (the tracer), never the
other way round; the primitive is made on first use, not when the backend
loads.
"""

from __future__ import annotations

import functools
import secrets
import threading
from typing import Any

import jax
import numpy as np

__all__ = ["take", "seed", "next_key", "traced_key", "primitive", "tracing"]

_lock = threading.Lock()
#: [seed, number of draws made since it was set]; seed None: not chosen yet.
_state: list[Any] = [None, 0]
#: ``on`` while ``ivy_core.trace_graph`` records a function in this thread:
#: the key then comes from the graph at each replay (``ivy_jax._trace``).
tracing = threading.local()


def take() -> tuple[int, int]:
    """The seed and the number of the next draw (counted)."""
    with _lock:
        if _state[0] is None:
            _state[0] = secrets.randbits(63)
        s, n = _state
        _state[1] = n + 1
    return s, n


def seed(value: int) -> None:
    """Set the seed and restart the count (``ivy_core.seed``)."""
    with _lock:
        _state[0] = value
        _state[1] = 0


def next_key() -> Any:
    """The key of the next draw: what a traced graph calls at each replay for
    each draw the traced function made, and what a draw without ``seed=``
    takes.

    Under ``jax.jit`` (``ivy_core.compile``, or applied directly) a key made
    from Python state would be a constant of the compiled code, the same
    draw at every run; there the key is the primitive, which compiled code
    takes from that state at each run instead."""
    if not getattr(tracing, "on", False):
        s, n = take()
        k = jax.random.fold_in(jax.random.key(s), n)
        if not isinstance(k, jax.core.Tracer):
            return k
        # Inside jax.jit (a graph with backend_compile=True): the key is taken
        # at each run, not once now; this count is given back.
        with _lock:
            if _state[0] == s and _state[1] == n + 1:
                _state[1] = n
    return traced_key()


def traced_key() -> Any:
    """The key of the next draw as the primitive (while a function is traced
    or compiled)."""
    return primitive().bind()


@functools.cache
def primitive() -> Any:
    """The primitive whose result is the key of the next draw (made once)."""
    import jax.extend.core
    from jax.interpreters import mlir

    p = jax.extend.core.Primitive("ivy_jax_next_key")
    aval = jax.core.ShapedArray((), jax.eval_shape(lambda: jax.random.key(0)).dtype)
    p.def_abstract_eval(lambda: aval)
    p.def_impl(_eager_key)
    # Compiled code meets the primitive in a graph under backend_compile=True
    # and in a jax.jit function that jax traced while a graph was recorded
    # (jax keeps that trace for later calls).
    mlir.register_lowering(p, mlir.lower_fun(_key_at_run_time, multiple_results=False))
    return p


def _eager_key() -> Any:
    s, n = take()
    return jax.random.fold_in(jax.random.key(s), n)


def _taken() -> Any:
    return np.asarray(take(), dtype=np.int64)


def _key_at_run_time() -> Any:
    """The key as compiled code takes it: the seed and count from Python at
    each run (a host callback), then the same ``fold_in(key(seed), count)``
    as an eager draw."""
    from jax.experimental import io_callback

    taken = io_callback(_taken, jax.ShapeDtypeStruct((2,), np.int64), ordered=False)
    return jax.random.fold_in(jax.random.key(taken[0]), taken[1])
