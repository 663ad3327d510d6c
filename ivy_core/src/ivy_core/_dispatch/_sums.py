"""The result dtype of ``sum``, ``prod``, ``cumulative_sum``,
``cumulative_prod`` and ``trace`` when no ``dtype=`` is given (and the
check of one that is: :func:`given_sum_dtype`).

The standard's rule (:func:`sum_rule`) widens small integers to the default
integer's width: an unsigned input to the unsigned dtype of that width. A
backend may lack that dtype (torch has no arithmetic on uint32 or uint64);
then the result is the smallest signed dtype that holds every value of it
(uint32 sums to int64, as torch itself sums uint8), and only where no such
dtype exists does a casting mode decide or the call raise.
"""

from __future__ import annotations

from .._base._errors import UnsupportedDtypeError
from .._dtype import _casting, _dtypes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from .._backends._backend import Backend

#: The smallest signed dtype that holds every value of an unsigned one.
_SIGNED_HOLDING = {_dtypes.uint8: _dtypes.int16, _dtypes.uint16: _dtypes.int32, _dtypes.uint32: _dtypes.int64}


def given_sum_dtype(native: Any, x: Any, backend: Backend, where: str) -> Any:
    """The native ``dtype=`` given for a sum over the native ``x``: a
    complex ``x`` summed into a real dtype raises (its imaginary parts
    would be dropped)."""
    _dtypes.refuse_complex_to_real(where, backend.from_native.get(x.dtype), backend.from_native.get(native))
    return native


def sum_rule(d: _dtypes.Dtype) -> _dtypes.Dtype:
    """The standard's result dtype for sum/prod over ``d`` with no dtype given."""
    kind = d.kind
    if kind in ("float", "complex"):
        return d
    default_int = _dtypes.get_default("int")
    unsigned = {8: _dtypes.uint8, 16: _dtypes.uint16, 32: _dtypes.uint32, 64: _dtypes.uint64}
    target = unsigned[default_int.bits] if kind == "unsigned" else default_int
    return d if kind != "bool" and d.bits > target.bits else target


def plain_sum_dtype(d: _dtypes.Dtype, backend: Backend) -> _dtypes.Dtype | None:
    """The result dtype over ``d`` on ``backend`` that depends on nothing
    but the default dtypes: the standard's, or the signed dtype holding it
    where the backend lacks it; None where neither exists there."""
    result = sum_rule(d)
    if result in backend.to_native:
        return result
    wider = _SIGNED_HOLDING.get(result)
    return wider if wider is not None and wider in backend.to_native else None


def sum_dtype(d: _dtypes.Dtype, backend: Backend, where: str) -> _dtypes.Dtype:
    """The result dtype of sum/prod over ``d`` with no dtype given on
    ``backend``: :func:`plain_sum_dtype`, else the dtype a casting mode in
    force casts the standard's to; else ``UnsupportedDtypeError``."""
    plain = plain_sum_dtype(d, backend)
    if plain is not None:
        return plain
    result = sum_rule(d)
    hit = _casting.find_cast(result, backend.to_native.__contains__, _casting.active_modes())
    if hit is not None:
        return hit[0]
    raise UnsupportedDtypeError(
        f"{where} (backend {backend.name!r}, {backend.spec.framework} {backend.framework_version}): "
        f"dtype {d} is not supported without dtype=: summing {d} gives {result} by the "
        f"standard's rule, which {backend.name} cannot represent nor hold in a signed dtype; pass "
        "dtype= explicitly, or let a casting mode pick a dtype it can (ivy_core.casting_mode)"
    )
