"""Random number generation on tensorflow with the stateless ops
(``tf.random.stateless_uniform``/``stateless_normal``). The backend keeps a
seed and a call counter; call ``n`` draws with the op seed ``(seed, n)``.
``seed`` sets the seed and restarts the count; ``seed=s`` on a call uses
``(s, 0)``, the first op seed after ``seed(s)``.

ivy_core checks the arguments first (``ivy_core.random``'s ``normalize=``
functions): ``shape`` arrives as the tuple of ints to draw, ``seed`` as
None or an int in ``[0, 2**63)``, the parameters real.
"""

from __future__ import annotations

import secrets
import threading
from typing import Any

from ._framework import np, tf
from ._util import cast, placed

__all__ = ["random_uniform", "random_normal", "seed"]

#: Half dtypes are drawn and scaled in float32, then rounded once.
_HALF = frozenset((tf.bfloat16, tf.float16))
_lock = threading.Lock()
#: [seed, number of draws made since it was set]; seed None: not chosen yet.
_state: list[Any] = [None, 0]


#: The name of the seed constant of a draw without ``seed=`` made inside a
#: graph: ivy_core.trace_graph replays that constant as ``next_seed()``.
SEED_NAME = "ivy_next_seed"


#: ``on`` while ``ivy_core.trace_graph`` records a function in this thread
#: (``ivy_tensorflow._trace``): a draw's seed is then the named constant
#: that the graph replays as a call of ``next_seed()``.
recording = threading.local()
#: The variable ``[seed, draws]`` that draws inside a ``tf.function`` count
#: with, made at the first such draw (``_graph_seed``).
_counter: list[Any] = []


def next_seed() -> Any:
    """The op seed ``(seed, n)`` of the next draw without ``seed=``, as an
    int64 tensor, counting the draw."""
    with _lock:
        if _state[0] is None:
            _state[0] = secrets.randbits(63)
        pair = (_state[0], _state[1])
        _state[1] += 1
    if tf.executing_eagerly() or getattr(recording, "on", False):
        return tf.constant(pair, tf.int64, name=SEED_NAME)
    with _lock:  # not drawn now: given back
        if _state[1] == pair[1] + 1:
            _state[1] = pair[1]
    return _graph_seed()


def _graph_seed() -> Any:
    """The op seed of a draw inside a ``tf.function`` (``ivy_core.compile``,
    a compiled graph replay, or applied directly): a constant there would
    repeat the same numbers at every run, so the graph advances a variable
    at each run and draws with ``(seed, -n)``, which no eager draw
    ``(seed, n >= 0)`` uses."""
    with _lock:
        if not _counter:
            with tf.init_scope():  # made outside the function being traced
                _counter.append(tf.Variable(
                    tf.constant([_state[0], 0], tf.int64), trainable=False, name="ivy_random_state"
                ))
    new = _counter[0].assign_add(tf.constant([0, 1], tf.int64))
    return tf.stack([new[0], -new[1]])


def _op_seed(seed_: int | None) -> Any:
    if seed_ is None:
        return next_seed()
    return tf.constant((seed_, 0), tf.int64)


def _operand(value: Any, dtype: Any) -> Any:
    if isinstance(value, (tf.Tensor, tf.Variable)):
        return cast(tf.convert_to_tensor(value), dtype)
    return tf.constant(np.asarray(value, dtype=dtype.as_numpy_dtype))


def _draw(op: Any, shift: Any, scale: Any, shape: tuple[int, ...], dtype: Any, op_seed: Any) -> Any:
    work = tf.float32 if dtype in _HALF else dtype
    r = op(shape, seed=op_seed, dtype=dtype)
    return cast(cast(shift, work) + cast(scale, work) * cast(r, work), dtype)


def random_uniform(
    *, low: Any = 0.0, high: Any = 1.0, shape: Any = None, dtype: Any, device: Any, seed: Any = None
) -> Any:
    lo = _operand(low, dtype)
    hi = _operand(high, dtype)
    op_seed = _op_seed(seed)
    work = tf.float32 if dtype in _HALF else dtype
    width = cast(hi, work) - cast(lo, work)
    return placed(device, _draw, tf.random.stateless_uniform, lo, width, shape, dtype, op_seed)


def random_normal(
    *, mean: Any = 0.0, std: Any = 1.0, shape: Any = None, dtype: Any, device: Any, seed: Any = None
) -> Any:
    mu = _operand(mean, dtype)
    sigma = _operand(std, dtype)
    op_seed = _op_seed(seed)
    return placed(device, _draw, tf.random.stateless_normal, mu, sigma, shape, dtype, op_seed)


def seed(seed_value: int = 0) -> None:
    with _lock:
        _state[0] = seed_value
        _state[1] = 0
        if _counter:
            _counter[0].assign(tf.constant([seed_value, 0], tf.int64))
