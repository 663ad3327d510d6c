"""Python scalars as operands: the runtime's ``scalar_operand`` hook and its
cache of 0-d tensors. A module of its own, below ``_runtime`` and
``_trace``, because the tracer recognises the tensors it makes (its code
object) and the tracer must not import the runtime (the runtime imports the
tracer on first use)."""

from __future__ import annotations

from math import copysign as _copysign
from typing import Any

import torch

__all__ = ["scalar_operand", "SQUARING"]

#: Whether a tensor was made inside a ``torch.func`` transform such as
#: ``grad`` (a wrapper without storage, valid only there): such a tensor
#: is never kept in the scalar cache below. (Not asked while Dynamo traces,
#: which cannot call it: the cache is not used there.)
_transformed = torch._C._functorch.is_functorch_wrapped_tensor
#: True while Dynamo (torch.compile) traces, which reads it as a constant;
#: False eagerly, in one call (``is_compiling`` makes two: 80 ns against 30).
_dynamo_compiling = torch.compiler.is_dynamo_compiling


# 0-d tensors made for Python scalars, by (value, dtype, device): building
# one costs microseconds, and code repeats its constants (``x * 2``). Kernels
# never write into their inputs, so a cached tensor is never changed. The cache
# leaves out non-finite floats, and -0.0 has a key of its own (0.0 == -0.0
# would share a tensor); the cache is emptied when full.
_SCALAR_TENSORS: dict[tuple[Any, Any, Any, Any], torch.Tensor] = {}
_SCALAR_TENSORS_MAX = 512
#: id -> the cached 0-d tensors of the value 2 of a real dtype (``x ** 2``):
#: ``pow`` squares by them (``elementwise.pow``). Each is held here too, and
#: compared by identity, so an id reused by another tensor never matches.
SQUARING: dict[int, torch.Tensor] = {}
_REAL = frozenset(
    (torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.int8, torch.int16, torch.int32,
     torch.int64, torch.uint8, torch.uint16, torch.uint32, torch.uint64)
)  # fmt: skip


def scalar_operand(value: Any, like: torch.Tensor) -> torch.Tensor:
    """A Python scalar next to ``like`` in a binary function, as a 0-d tensor
    of ``like``'s dtype on its device (ivy_core has checked the value keeps
    that dtype and fits it)."""
    if _dynamo_compiling():
        # A constant of the compiled graph. Read from the cache, the tensor
        # would be an input the compiled code fetches at each call; stored
        # there, a store the compiled code repeats at each call.
        return torch.tensor(value, dtype=like.dtype, device=like.device)
    key = (type(value), value, like.dtype, like.device)
    if value == 0 and type(value) is float and _copysign(1.0, value) < 0:
        key = (float, "-0.0", like.dtype, like.device)  # -0.0 == 0.0: its own key
    t = _SCALAR_TENSORS.get(key)
    if t is None:
        t = torch.tensor(value, dtype=like.dtype, device=like.device)
        if _cacheable(value) and not _transformed(t):
            if len(_SCALAR_TENSORS) >= _SCALAR_TENSORS_MAX:
                _SCALAR_TENSORS.clear()
                SQUARING.clear()
            _SCALAR_TENSORS[key] = t
            if value == 2 and type(value) is not bool and t.dtype in _REAL:
                SQUARING[id(t)] = t
    return t


_INF = float("inf")


def _cacheable(value: Any) -> bool:
    if type(value) is float:
        return value == value and abs(value) != _INF
    if type(value) is complex:
        return _cacheable(value.real) and _cacheable(value.imag)
    return True
