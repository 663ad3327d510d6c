"""Random number generation on numpy: a module-level ``numpy.random.Generator``
(PCG64), replaced by ``seed``; ``seed=`` on a call uses a fresh generator.

ivy_core checks the arguments first (``ivy_core.random``'s ``normalize=``
functions): ``shape`` arrives as the tuple of ints to draw, ``seed`` as
None or an int in ``[0, 2**63)``, the parameters real.

While ``ivy_core.trace_graph`` traces a function, a draw from the module
generator is recorded as :func:`draw`, which draws from the generator in
force when the graph replays: fresh numbers at each call, the same ones
after the same ``ivy_core.seed``.
"""

from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np

from ._trace import TracedArray, TracedGenerator, tracing

__all__ = ["random_uniform", "random_normal", "seed"]

#: The module generator, under "rng": made at the first draw (numpy.random,
#: which ``import numpy`` leaves out, costs ~7 ms to import), or by ``seed``.
_state: dict[str, Any] = {}

#: Significand bits (with the implicit one) of the dtypes Generator.random lacks.
_HALF_BITS = {np.dtype(ml_dtypes.bfloat16): 8, np.dtype(np.float16): 11}


def _module_rng() -> Any:
    """The module generator, made unseeded at the first draw; one set by
    ``seed`` meanwhile (another thread) is kept."""
    rng = _state.get("rng")
    if rng is None:
        rng = _state.setdefault("rng", np.random.default_rng())
    return rng


def draw(method: str, /, *args: Any, **kwargs: Any) -> Any:
    """``method(*args, **kwargs)`` of the module generator in force now (what
    a traced graph replays for a draw)."""
    return getattr(_module_rng(), method)(*args, **kwargs)


def _generator(seed_: int | None) -> Any:
    if seed_ is None:
        tracer = tracing()
        return _module_rng() if tracer is None else TracedGenerator(tracer, draw)
    return np.random.default_rng(seed_)


def _operand(value: Any, dtype: Any) -> Any:
    if isinstance(value, TracedArray):  # an array parameter, while ivy_core.trace_graph runs
        return value.astype(dtype, copy=False)
    return np.asarray(value).astype(dtype, copy=False)


def _result(r: Any, dtype: Any) -> Any:
    tracer = tracing()
    if tracer is None:
        return np.asarray(r, dtype=dtype)
    return tracer.create(np.asarray, r, dtype=dtype)


def random_uniform(
    *, low: Any = 0.0, high: Any = 1.0, shape: Any = None, dtype: Any, device: str, seed: Any = None
) -> np.ndarray:
    lo = _operand(low, dtype)
    hi = _operand(high, dtype)
    rng = _generator(seed)
    bits = _HALF_BITS.get(dtype)
    if bits is None:
        u = rng.random(shape, dtype=dtype)
    else:  # k / 2**bits for k uniform in [0, 2**bits): exact in the dtype, never 1
        u = (rng.integers(0, 2**bits, size=shape) * 2.0**-bits).astype(dtype)
    return _result(lo + (hi - lo) * u, dtype)


def random_normal(
    *, mean: Any = 0.0, std: Any = 1.0, shape: Any = None, dtype: Any, device: str, seed: Any = None
) -> np.ndarray:
    mu = _operand(mean, dtype)
    sigma = _operand(std, dtype)
    rng = _generator(seed)
    if dtype in _HALF_BITS:
        z = rng.standard_normal(shape, dtype=np.float32).astype(dtype)
    else:
        z = rng.standard_normal(shape, dtype=dtype)
    return _result(mu + sigma * z, dtype)


def seed(seed_value: int = 0) -> None:
    _state["rng"] = np.random.default_rng(seed_value)
