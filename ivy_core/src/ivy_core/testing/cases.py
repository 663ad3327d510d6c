"""The kit's cases, function by function (see :mod:`ivy_core.testing._case`
for what a case holds): the elementwise functions and reductions here, the
other areas in their own modules."""

from __future__ import annotations

from typing import Any

import numpy as np

from ._case import Case

__all__ = ["Case", "CASES"]


def _unary(name: str, ref: Any, result: str = "same", **kw: Any) -> Case:
    return Case(name, "unary", ref, result, **kw)


def _binary(name: str, ref: Any, result: str = "same", **kw: Any) -> Case:
    return Case(name, "binary", ref, result, **kw)


def _red(name: str, ref: Any, result: str = "same", **kw: Any) -> Case:
    return Case(name, "reduction", ref, result, **kw)


def _sum_of_squares(x: Any, axis: Any = None, keepdims: bool = False, **_: Any) -> Any:
    """``var``'s and ``std``'s intermediate: the sum of the squared
    deviations, which overflows float32 for values near 1e19."""
    with np.errstate(all="ignore"):
        return np.sum(np.square(x - np.mean(x, axis=axis, keepdims=True)), axis=axis, keepdims=keepdims)


def _abs(x: Any) -> Any:
    return np.abs(x)


def _round(x: Any) -> Any:
    return np.round(x)


def _sign(x: Any) -> Any:
    if np.iscomplexobj(x):
        mag = np.abs(x)
        with np.errstate(invalid="ignore", divide="ignore"):
            return np.where(mag == 0, 0, x / np.where(mag == 0, 1, mag))
    return np.sign(x)


def _pow_growth(a: Any, b: Any) -> Any:
    """``x1 ** x2`` is ``exp(x2 * log(x1))``: the rounding of ``x2 * log(x1)``
    in the input's precision is an error of the result relative to it
    (complex64 pow computes that way on NumPy)."""
    with np.errstate(all="ignore"):
        return 1.0 + np.nan_to_num(np.abs(b * np.log(np.where(a == 0, 1, a))))


def _floor_divide(a: Any, b: Any) -> Any:
    return np.floor_divide(a, b)


def _logical(f: Any) -> Any:
    return lambda a, b: f(a.astype(bool), b.astype(bool))


CASES: list[Case] = [
    # -- elementwise, same dtype out -------------------------------------------------------
    _binary("add", np.add),
    _binary("subtract", np.subtract),
    _binary("multiply", np.multiply),
    _binary("maximum", np.maximum),
    _binary("minimum", np.minimum),
    _binary("pow", np.power, domain=(0.5, 3.0), int_domain=(0, 3), growth=_pow_growth),
    _binary("floor_divide", _floor_divide, nonzero_second=True),
    _binary("remainder", np.remainder, nonzero_second=True, ulps=16),
    _binary("bitwise_and", np.bitwise_and),
    _binary("bitwise_or", np.bitwise_or),
    _binary("bitwise_xor", np.bitwise_xor),
    _unary("negative", np.negative),
    _unary("positive", np.positive),
    _unary("stop_gradient", np.copy),
    _unary("abs", _abs, "real"),
    _unary("square", np.square),
    _unary("sign", _sign),
    _unary("floor", np.floor),
    _unary("ceil", np.ceil),
    _unary("trunc", np.trunc),
    _unary("round", _round),
    _unary("bitwise_invert", np.invert),
    _unary("conj", np.conj),
    _unary("real", np.real, "real"),
    _unary("imag", np.imag, "real"),
    _unary("relu", lambda x: np.maximum(x, 0).astype(x.dtype)),
    # -- elementwise, floating result -----------------------------------------------------
    _unary("reciprocal", np.reciprocal, "float", domain=(0.5, 10.0)),
    _unary("sigmoid", lambda x: 1.0 / (1.0 + np.exp(-x)), "float", ulps=16),
    _binary("divide", np.divide, "float", nonzero_second=True),
    _binary("atan2", np.arctan2, "float", ulps=8),
    _binary("hypot", np.hypot, "float", ulps=8),
    _binary("logaddexp", np.logaddexp, "float", ulps=8),
    _binary("copysign", np.copysign, "float"),
    _unary("exp", np.exp, "float", domain=(-5.0, 5.0), int_domain=(-5, 5), ulps=16),
    _unary("expm1", np.expm1, "float", domain=(-5.0, 5.0), int_domain=(-5, 5), ulps=16),
    _unary("log", np.log, "float", domain=(0.1, 20.0), int_domain=(1, 8), ulps=8),
    _unary("log1p", np.log1p, "float", domain=(0.0, 20.0), int_domain=(0, 8), ulps=8),
    _unary("log2", np.log2, "float", domain=(0.1, 20.0), int_domain=(1, 8), ulps=8),
    _unary("log10", np.log10, "float", domain=(0.1, 20.0), int_domain=(1, 8), ulps=8),
    _unary("sqrt", np.sqrt, "float", domain=(0.0, 20.0), int_domain=(0, 8)),
    _unary("sin", np.sin, "float", ulps=16),
    _unary("cos", np.cos, "float", ulps=16),
    _unary("tan", np.tan, "float", domain=(-1.2, 1.2), int_domain=(-1, 1), ulps=16),
    _unary("tanh", np.tanh, "float", domain=(-3.0, 3.0), int_domain=(-3, 3), ulps=16),
    _unary("sinh", np.sinh, "float", domain=(-3.0, 3.0), int_domain=(-3, 3), ulps=16),
    _unary("cosh", np.cosh, "float", domain=(-3.0, 3.0), int_domain=(-3, 3), ulps=16),
    _unary("asin", np.arcsin, "float", domain=(-0.9, 0.9), int_domain=(0, 1), ulps=16),
    _unary("acos", np.arccos, "float", domain=(-0.9, 0.9), int_domain=(0, 1), ulps=16),
    _unary("atan", np.arctan, "float", ulps=16),
    _unary("asinh", np.arcsinh, "float", ulps=16),
    _unary("acosh", np.arccosh, "float", domain=(1.1, 10.0), int_domain=(1, 8), ulps=16),
    _unary("atanh", np.arctanh, "float", domain=(-0.9, 0.9), int_domain=(0, 0), ulps=16),
    # -- elementwise, bool result ---------------------------------------------------------------
    _binary("equal", np.equal, "bool"),
    _binary("not_equal", np.not_equal, "bool"),
    _binary("less", np.less, "bool"),
    _binary("less_equal", np.less_equal, "bool"),
    _binary("greater", np.greater, "bool"),
    _binary("greater_equal", np.greater_equal, "bool"),
    _binary("logical_and", _logical(np.logical_and), "bool"),
    _binary("logical_or", _logical(np.logical_or), "bool"),
    _binary("logical_xor", _logical(np.logical_xor), "bool"),
    _unary("logical_not", lambda x: np.logical_not(x.astype(bool)), "bool"),
    _unary("isnan", np.isnan, "bool"),
    _unary("isinf", np.isinf, "bool"),
    _unary("isfinite", np.isfinite, "bool"),
    _unary("signbit", np.signbit, "bool"),
    # -- reductions ---------------------------------------------------------------------------------
    _red("sum", np.sum, "sum", int_domain=(0, 5)),
    _red("prod", np.prod, "sum", domain=(0.5, 1.5), int_domain=(0, 2)),
    _red("max", np.max),
    _red("min", np.min),
    _red("mean", np.mean, "float", ulps=16),
    _red("var", np.var, "real", ulps=64, intermediate=_sum_of_squares),
    _red("std", np.std, "real", ulps=64, intermediate=_sum_of_squares),
    _red("all", lambda x, **kw: np.all(x.astype(bool), **kw), "bool"),
    _red("any", lambda x, **kw: np.any(x.astype(bool), **kw), "bool"),
]

# The other areas, each in its own module.
from ._cases_linalg import CASES as _LINALG  # noqa: E402
from ._cases_manipulation import CASES as _MANIPULATION  # noqa: E402
from ._cases_misc import CASES as _MISC  # noqa: E402

CASES += _MANIPULATION + _LINALG + _MISC
