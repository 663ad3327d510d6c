"""Random number generation on torch: one ``torch.Generator`` per device,
owned by ivy_core (torch's global generator is left alone). ``seed`` reseeds
them; ``seed=`` on a call uses a fresh generator."""

from __future__ import annotations

import operator
from typing import Any

import torch
from ivy_core.plugin import with_supported_dtypes

__all__ = ["random_uniform", "random_normal", "seed"]

_FLOATS = frozenset((torch.bfloat16, torch.float16, torch.float32, torch.float64))
#: The seed set by ``seed`` (None: each generator starts from fresh entropy).
_seed: list[int | None] = [None]
_generators: dict[torch.device, torch.Generator] = {}


def _seed_int(value: Any, where: str) -> int:
    if isinstance(value, (bool, torch.Tensor)):
        raise TypeError(f"ivy_core.{where} (backend 'torch'): the seed must be an int, got {value!r}")
    try:
        v = operator.index(value)
    except TypeError:
        raise TypeError(
            f"ivy_core.{where} (backend 'torch'): the seed must be an int, got {value!r}"
        ) from None
    if not 0 <= v < 2**63:
        raise ValueError(f"ivy_core.{where} (backend 'torch'): the seed must be in [0, 2**63), got {v}")
    return v


def _generator(seed_: Any, device: torch.device, where: str) -> torch.Generator:
    if seed_ is not None:
        g = torch.Generator(device=device)
        g.manual_seed(_seed_int(seed_, where))
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


def _operand(value: Any, name: str, dtype: Any, device: Any, where: str) -> torch.Tensor:
    if isinstance(value, torch.Tensor):
        if value.is_complex():
            raise TypeError(f"ivy_core.{where} (backend 'torch'): {name} must be real, got a complex tensor")
        return value.to(dtype=dtype, device=device)
    if isinstance(value, complex):
        raise TypeError(f"ivy_core.{where} (backend 'torch'): {name} must be real, got {value!r}")
    return torch.as_tensor(value, dtype=dtype, device=device)


def _out_shape(shape: Any, a: torch.Tensor, b: torch.Tensor, where: str) -> tuple[int, ...]:
    try:
        params = tuple(torch.broadcast_shapes(a.shape, b.shape))
        if shape is None:
            return params
        out = (
            (operator.index(shape),)
            if not isinstance(shape, (tuple, list, torch.Size))
            else tuple(operator.index(s) for s in shape)
        )
        if any(s < 0 for s in out):
            raise ValueError(f"negative dimensions are not allowed in shape {out}")
        if tuple(torch.broadcast_shapes(out, params)) != out:
            raise ValueError(f"parameters of shape {params} do not broadcast to shape {out}")
        return out
    except (ValueError, RuntimeError) as exc:
        raise ValueError(f"ivy_core.{where} (backend 'torch'): {exc}") from None


def _check_float(dtype: Any, where: str) -> None:
    if dtype not in _FLOATS:
        raise TypeError(f"ivy_core.{where} (backend 'torch'): dtype {dtype} is not a real floating dtype")


_FLOAT_ONLY = {"2.13.0 and below": ("float",)}


@with_supported_dtypes(_FLOAT_ONLY, reason="random values are drawn in real floating dtypes only")
def random_uniform(
    *, low: Any = 0.0, high: Any = 1.0, shape: Any = None, dtype: Any, device: Any, seed: Any = None
) -> torch.Tensor:
    _check_float(dtype, "random_uniform")
    lo = _operand(low, "low", dtype, device, "random_uniform")
    hi = _operand(high, "high", dtype, device, "random_uniform")
    out = _out_shape(shape, lo, hi, "random_uniform")
    g = _generator(seed, device, "random_uniform")
    u = torch.rand(out, generator=g, dtype=dtype, device=device)
    return lo + (hi - lo) * u


@with_supported_dtypes(_FLOAT_ONLY, reason="random values are drawn in real floating dtypes only")
def random_normal(
    *, mean: Any = 0.0, std: Any = 1.0, shape: Any = None, dtype: Any, device: Any, seed: Any = None
) -> torch.Tensor:
    _check_float(dtype, "random_normal")
    if isinstance(std, (int, float)) and std < 0:
        raise ValueError(f"ivy_core.random_normal (backend 'torch'): std must be >= 0, got {std}")
    mu = _operand(mean, "mean", dtype, device, "random_normal")
    sigma = _operand(std, "std", dtype, device, "random_normal")
    out = _out_shape(shape, mu, sigma, "random_normal")
    g = _generator(seed, device, "random_normal")
    z = torch.randn(out, generator=g, dtype=dtype, device=device)
    return mu + sigma * z


def seed(seed_value: int = 0) -> None:
    _seed[0] = _seed_int(seed_value, "seed")
    _generators.clear()
