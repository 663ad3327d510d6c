"""Random number generation on tensorflow with the stateless ops
(``tf.random.stateless_uniform``/``stateless_normal``). The backend keeps a
seed and a call counter; call ``n`` draws with the op seed ``(seed, n)``.
``seed`` sets the seed and restarts the count; ``seed=s`` on a call uses
``(s, 0)``, the first op seed after ``seed(s)``."""

from __future__ import annotations

import operator
import secrets
import threading
from typing import Any

from ivy_core.plugin import with_supported_dtypes

from ._runtime import np, tf
from ._util import cast, placed

__all__ = ["random_uniform", "random_normal", "seed"]

_FLOATS = frozenset((tf.bfloat16, tf.float16, tf.float32, tf.float64))
#: Half dtypes are drawn and scaled in float32, then rounded once.
_HALF = frozenset((tf.bfloat16, tf.float16))
_lock = threading.Lock()
#: [seed, number of draws made since it was set]; seed None: not chosen yet.
_state: list[Any] = [None, 0]


def _seed_int(value: Any, where: str) -> int:
    if isinstance(value, (bool, tf.Tensor, tf.Variable)):
        raise TypeError(f"ivy_core.{where} (backend 'tensorflow'): the seed must be an int, got {value!r}")
    try:
        v = operator.index(value)
    except TypeError:
        raise TypeError(
            f"ivy_core.{where} (backend 'tensorflow'): the seed must be an int, got {value!r}"
        ) from None
    if not 0 <= v < 2**63:
        raise ValueError(f"ivy_core.{where} (backend 'tensorflow'): the seed must be in [0, 2**63), got {v}")
    return v


def _op_seed(seed_: Any, where: str) -> Any:
    if seed_ is not None:
        pair = (_seed_int(seed_, where), 0)
    else:
        with _lock:
            if _state[0] is None:
                _state[0] = secrets.randbits(63)
            pair = (_state[0], _state[1])
            _state[1] += 1
    return tf.constant(pair, tf.int64)


def _operand(value: Any, name: str, dtype: Any, where: str) -> Any:
    if isinstance(value, (tf.Tensor, tf.Variable)):
        if value.dtype.is_complex:
            raise TypeError(
                f"ivy_core.{where} (backend 'tensorflow'): {name} must be real, got a complex tensor"
            )
        return cast(tf.convert_to_tensor(value), dtype)
    if isinstance(value, complex) or np.iscomplexobj(value):
        raise TypeError(f"ivy_core.{where} (backend 'tensorflow'): {name} must be real, got a complex value")
    return tf.constant(np.asarray(value, dtype=dtype.as_numpy_dtype))


def _out_shape(shape: Any, a: Any, b: Any, where: str) -> tuple[int, ...]:
    try:
        params = np.broadcast_shapes(tuple(a.shape), tuple(b.shape))
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
        raise ValueError(f"ivy_core.{where} (backend 'tensorflow'): {exc}") from None


def _check_float(dtype: Any, where: str) -> None:
    if dtype not in _FLOATS:
        raise TypeError(
            f"ivy_core.{where} (backend 'tensorflow'): dtype {dtype.name} is not a real floating dtype"
        )


def _draw(op: Any, shift: Any, scale: Any, shape: tuple[int, ...], dtype: Any, op_seed: Any) -> Any:
    work = tf.float32 if dtype in _HALF else dtype
    r = op(shape, seed=op_seed, dtype=dtype)
    return cast(cast(shift, work) + cast(scale, work) * cast(r, work), dtype)


_FLOAT_ONLY = {"2.21.0 and below": ("float",)}


@with_supported_dtypes(_FLOAT_ONLY, reason="random values are drawn in real floating dtypes only")
def random_uniform(
    *, low: Any = 0.0, high: Any = 1.0, shape: Any = None, dtype: Any, device: Any, seed: Any = None
) -> Any:
    _check_float(dtype, "random_uniform")
    lo = _operand(low, "low", dtype, "random_uniform")
    hi = _operand(high, "high", dtype, "random_uniform")
    out = _out_shape(shape, lo, hi, "random_uniform")
    op_seed = _op_seed(seed, "random_uniform")
    work = tf.float32 if dtype in _HALF else dtype
    width = cast(hi, work) - cast(lo, work)
    return placed(device, _draw, tf.random.stateless_uniform, lo, width, out, dtype, op_seed)


@with_supported_dtypes(_FLOAT_ONLY, reason="random values are drawn in real floating dtypes only")
def random_normal(
    *, mean: Any = 0.0, std: Any = 1.0, shape: Any = None, dtype: Any, device: Any, seed: Any = None
) -> Any:
    _check_float(dtype, "random_normal")
    if isinstance(std, (int, float)) and std < 0:
        raise ValueError(f"ivy_core.random_normal (backend 'tensorflow'): std must be >= 0, got {std}")
    mu = _operand(mean, "mean", dtype, "random_normal")
    sigma = _operand(std, "std", dtype, "random_normal")
    out = _out_shape(shape, mu, sigma, "random_normal")
    op_seed = _op_seed(seed, "random_normal")
    return placed(device, _draw, tf.random.stateless_normal, mu, sigma, out, dtype, op_seed)


def seed(seed_value: int = 0) -> None:
    v = _seed_int(seed_value, "seed")
    with _lock:
        _state[0] = v
        _state[1] = 0
