"""Random number generation on torch: one ``torch.Generator`` per device,
owned by ivy_core (torch's global generator is left alone). ``seed`` reseeds
them; ``seed=`` on a call uses a fresh generator.

ivy_core checks the arguments first (``ivy_core.random``'s ``normalize=``
functions): ``shape`` arrives as the tuple of ints to draw, ``seed`` as
None or an int in ``[0, 2**63)``, the parameters real.
"""

from __future__ import annotations

from typing import Any

import torch

__all__ = ["random_uniform", "random_normal", "seed"]

#: The seed set by ``seed`` (None: each generator starts from fresh entropy).
_seed: list[int | None] = [None]
_generators: dict[torch.device, torch.Generator] = {}


def _generator(seed_: int | None, device: torch.device) -> torch.Generator:
    if seed_ is not None:
        g = torch.Generator(device=device)
        g.manual_seed(seed_)
        return g
    g = _generators.get(device)
    if g is None:
        g = torch.Generator(device=device)
        if _seed[0] is None:
            g.seed()
        else:
            g.manual_seed(_seed[0])
        _generators[device] = g
    return g


def _compiled(seed_: int | None) -> bool:
    """Whether a draw is inside torch.compile without ``seed=``: torch.compile
    cannot take a Generator object, so such a draw comes from torch's own
    generator, fresh at every run (``ivy_core.seed`` does not reach it;
    ``torch.manual_seed`` does)."""
    return seed_ is None and torch.compiler.is_compiling()  # the runtime's is_tracing


def _operand(value: Any, dtype: Any, device: Any) -> torch.Tensor:
    if isinstance(value, torch.Tensor):
        return value.to(dtype=dtype, device=device)
    return torch.as_tensor(value, dtype=dtype, device=device)


def random_uniform(
    *, low: Any = 0.0, high: Any = 1.0, shape: Any = None, dtype: Any, device: Any, seed: Any = None
) -> torch.Tensor:
    lo = _operand(low, dtype, device)
    hi = _operand(high, dtype, device)
    if _compiled(seed):
        u = torch.rand(shape, dtype=dtype, device=device)
    else:  # (ivy_torch._trace reads ``g`` and ``seed`` in this frame)
        g = _generator(seed, device)
        u = torch.rand(shape, generator=g, dtype=dtype, device=device)
    return lo + (hi - lo) * u


def random_normal(
    *, mean: Any = 0.0, std: Any = 1.0, shape: Any = None, dtype: Any, device: Any, seed: Any = None
) -> torch.Tensor:
    mu = _operand(mean, dtype, device)
    sigma = _operand(std, dtype, device)
    if _compiled(seed):
        z = torch.randn(shape, dtype=dtype, device=device)
    else:  # (ivy_torch._trace reads ``g`` and ``seed`` in this frame)
        g = _generator(seed, device)
        z = torch.randn(shape, generator=g, dtype=dtype, device=device)
    return mu + sigma * z


def seed(seed_value: int = 0) -> None:
    _seed[0] = seed_value
    _generators.clear()
