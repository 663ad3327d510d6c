"""The Array API standard's complex special values (C99 Annex G) where jax's
kernels miss them, for ``exp``, ``expm1``, ``sinh``, ``cosh``, ``tanh``,
``sqrt``, ``acos``, ``acosh``, ``asinh``, ``atanh`` and ``sign``.

Each function takes a complex array ``z = a + bj``, computes jax's own
result and replaces it, with selects on the real and imaginary parts, where
a part is infinite or NaN, or where a part is a zero: XLA's complex kernels
lose the sign of a zero part (``sqrt(-4 - 0j)`` came out as ``+2j`` and
``asinh(-0 + 2j)`` as ``1.317 + 1.571j``, across the branch cuts), so on
the axes the result comes from real functions of the other part. Each is
one jitted call (the fix fuses into jax's kernel) and traces under
``jax.jit``: no Python branch looks at a value. Derivatives are jax's own
function's (a custom JVP): the selects are never differentiated, so the
axis formulas give no wrong derivative across the axis and no NaN leaks
from an unselected branch. ``elementwise`` calls these for complex input
only; real input never comes here.
"""

from __future__ import annotations

import math
from typing import Any

import jax
import jax.numpy as jnp
from jax import lax

__all__ = ["acos", "acosh", "asinh", "atanh", "cosh", "exp", "expm1", "sign", "sinh", "sqrt", "tanh"]

_INF, _NAN, _PI = math.inf, math.nan, math.pi

Parts = tuple[Any, Any]


def _parts(z: Any) -> Parts:
    return lax.real(z), lax.imag(z)


def _pick(cond: Any, new: Parts, old: Parts) -> Parts:
    """``new`` where ``cond``, else ``old``, part by part (a Python float
    part broadcasts and takes the array's dtype)."""
    return jnp.where(cond, new[0], old[0]), jnp.where(cond, new[1], old[1])


def _join(re: Any, im: Any) -> Any:
    return lax.complex(re, im)


def _nonfinite(x: Any) -> Any:
    return ~jnp.isfinite(x)


def _fixes(f: Any) -> Any:
    """Decorate the fix-up of jnp function ``f``: one jitted call whose
    derivative is ``f``'s (its tangent computed by ``jax.jvp`` of ``f``)."""

    def wrap(fix: Any) -> Any:
        fixed = jax.custom_jvp(fix)

        def jvp(primals: tuple[Any], tangents: tuple[Any]) -> tuple[Any, Any]:
            _, t = jax.jvp(f, primals, tangents)
            return fixed(*primals), t

        fixed.defjvp(jvp)
        out = jax.jit(fixed, inline=True)
        out.__name__ = fix.__name__  # type: ignore[attr-defined]
        out.__doc__ = fix.__doc__  # type: ignore[attr-defined]
        return out

    return wrap


# --- exponential and hyperbolic functions -------------------------------------------


def _exp_inf(a: Any, b: Any, r: Parts) -> Parts:
    """exp's values at a = +-inf with b infinite or NaN: +-0 +-0j at -inf,
    +-inf + NaN j at +inf (jax gives NaN + NaN j)."""
    bad_b = _nonfinite(b)
    r = _pick((a == -_INF) & bad_b, (0.0, 0.0), r)
    return _pick((a == _INF) & bad_b, (_INF, _NAN), r)


@_fixes(jnp.exp)
def exp(z: Any) -> Any:
    a, b = _parts(z)
    r = _parts(jnp.exp(z))
    # On the real axis: exp(a) with b's zero (its sign kept; NaN + 0j at a = NaN).
    r = _pick(b == 0, (jnp.exp(a), b), r)
    return _join(*_exp_inf(a, b, r))


@_fixes(jnp.expm1)
def expm1(z: Any) -> Any:
    a, b = _parts(z)
    r = _parts(jnp.expm1(z))
    # Real axis: expm1(a) + b j, +0 at a = -0 (the standard's 0 + 0j).
    r = _pick(b == 0, (jnp.where(a == 0, 0.0, jnp.expm1(a)), b), r)
    # exp(z) - 1 at a = +-inf with b infinite or NaN: -1 +-0j, +-inf + NaN j.
    bad_b = _nonfinite(b)
    r = _pick((a == -_INF) & bad_b, (-1.0, 0.0), r)
    return _join(*_pick((a == _INF) & bad_b, (_INF, _NAN), r))


@_fixes(jnp.sinh)
def sinh(z: Any) -> Any:
    a, b = _parts(z)
    r = _parts(jnp.sinh(z))
    r = _pick(b == 0, (jnp.sinh(a), b), r)
    # Imaginary axis: a * cos(b) + sin(b) j (XLA lost the zero's sign).
    r = _pick(a == 0, (a * jnp.cos(b), jnp.sin(b)), r)
    # a = +-0 or +-inf with b infinite or NaN: a + NaN j (the standard leaves
    # the real part's sign open; a's keeps sinh odd).
    edge = ((a == 0) | jnp.isinf(a)) & _nonfinite(b)
    return _join(*_pick(edge, (a, _NAN), r))


@_fixes(jnp.cosh)
def cosh(z: Any) -> Any:
    a, b = _parts(z)
    r = _parts(jnp.cosh(z))
    # cosh(a) + sinh(a) * b j, the imaginary zero's sign the product's (cosh
    # is even: cosh(-a - 0j) = cosh(a + 0j)).
    r = _pick(b == 0, (jnp.cosh(a), b * jnp.copysign(1.0, a)), r)
    # Imaginary axis: cos(b) + a * sin(b) j (XLA lost the zero's sign).
    r = _pick(a == 0, (jnp.cos(b), a * jnp.sin(b)), r)
    bad_b = _nonfinite(b)
    r = _pick((a == 0) & bad_b, (_NAN, 0.0), r)
    return _join(*_pick(jnp.isinf(a) & bad_b, (_INF, _NAN), r))


@_fixes(jnp.tanh)
def tanh(z: Any) -> Any:
    a, b = _parts(z)
    r = _parts(jnp.tanh(z))
    r = _pick(b == 0, (jnp.tanh(a), b), r)
    # a = +-inf: +-1 with b's zero (C99's 0 * sin(2b) gave the zero other
    # signs); a = +-0 with b infinite or NaN: a + NaN j.
    r = _pick(jnp.isinf(a), (jnp.copysign(1.0, a), jnp.copysign(0.0, b)), r)
    return _join(*_pick((a == 0) & _nonfinite(b), (a, _NAN), r))


# --- sqrt and the inverse functions -------------------------------------------------


@_fixes(jnp.sqrt)
def sqrt(z: Any) -> Any:
    a, b = _parts(z)
    r = _parts(jnp.sqrt(z))
    # Real axis: sqrt(a) + b j for a >= 0, 0 + copysign(sqrt(-a), b) j below
    # (the side of the branch cut b's sign says).
    s = jnp.sqrt(jnp.abs(a))
    neg = a < 0
    on_axis = (jnp.where(neg, 0.0, s), jnp.where(neg, jnp.copysign(s, b), b))
    r = _pick((b == 0) & ~jnp.isnan(a), on_axis, r)
    # a = -inf: 0 (NaN for b = NaN) + copysign(inf, b) j; a = +inf: inf + (b's
    # zero, or NaN) j.
    b0 = b * 0.0  # +-0 of b's sign, or NaN
    at_inf = (jnp.where(neg, jnp.abs(b0), _INF), jnp.where(neg, jnp.copysign(_INF, b), b0))
    r = _pick(jnp.isinf(a), at_inf, r)
    # b = +-inf: +inf + b j whatever a is (NaN included).
    return _join(*_pick(jnp.isinf(b), (_INF, b), r))


def _acos_axis(a: Any) -> Parts:
    """acos(a) and acosh(|a|) on the real axis, each 0 where the other is
    the answer: acos(clip(a)) and acosh(max(|a|, 1))."""
    return jnp.arccos(jnp.clip(a, -1.0, 1.0)), jnp.arccosh(jnp.maximum(jnp.abs(a), 1.0))


@_fixes(jnp.arccos)
def acos(z: Any) -> Any:
    a, b = _parts(z)
    r = _parts(jnp.arccos(z))
    # Real axis: acos(a) - b j inside [-1, 1]; beyond it 0 or pi, with
    # -copysign(acosh(|a|), b) j (a = +-inf: -+inf j).
    c, h = _acos_axis(a)
    r = _pick(b == 0, (c, -jnp.copysign(h, b)), r)
    # b = NaN with a finite: pi/2 + NaN j at a = +-0, else NaN + NaN j (jax
    # gave a finite imaginary part for large a).
    nan_b = jnp.isnan(b) & jnp.isfinite(a)
    return _join(*_pick(nan_b, (jnp.where(a == 0, _PI / 2, _NAN), _NAN), r))


@_fixes(jnp.arccosh)
def acosh(z: Any) -> Any:
    a, b = _parts(z)
    r = _parts(jnp.arccosh(z))
    # Real axis: acosh(a) + b j from 1 up; below it acosh(|a|) (0 inside
    # [-1, 1]) + copysign(acos(a), b) j.
    c, h = _acos_axis(a)
    r = _pick(b == 0, (h, jnp.copysign(c, b)), r)
    # b = NaN with a finite: NaN + pi/2 j at a = +-0, else NaN + NaN j.
    nan_b = jnp.isnan(b) & jnp.isfinite(a)
    return _join(*_pick(nan_b, (_NAN, jnp.where(a == 0, _PI / 2, _NAN)), r))


@_fixes(jnp.arcsinh)
def asinh(z: Any) -> Any:
    a, b = _parts(z)
    r = _parts(jnp.arcsinh(z))
    # Real axis: asinh(a) + b j (NaN + b j at a = NaN).
    r = _pick(b == 0, (jnp.arcsinh(a), b), r)
    # Imaginary axis: a + asin(b) j inside [-1, 1]; beyond it (the branch
    # cut, whose side a's zero says; jax ignored it) copysign(acosh(|b|), a)
    # + copysign(pi/2, b) j.
    h = jnp.arccosh(jnp.maximum(jnp.abs(b), 1.0))
    on_axis = (jnp.copysign(h, a), jnp.arcsin(jnp.clip(b, -1.0, 1.0)))
    r = _pick((a == 0) & (b != 0), on_axis, r)
    # a = NaN with b finite and nonzero: NaN + NaN j (jax gave a finite real
    # part for large b).
    return _join(*_pick(jnp.isnan(a) & jnp.isfinite(b) & (b != 0), (_NAN, _NAN), r))


@_fixes(jnp.arctanh)
def atanh(z: Any) -> Any:
    a, b = _parts(z)
    r = _parts(jnp.arctanh(z))
    # Real axis: atanh(a) + b j inside [-1, 1] (+-inf at +-1); beyond it
    # atanh(1/a) = copysign(log1p(2 / (|a| - 1)) / 2, a) (accurate near 1,
    # +-0 at +-inf) + copysign(pi/2, b) j.
    m = jnp.abs(a)
    out = m > 1
    far = jnp.copysign(0.5 * jnp.log1p(2.0 / jnp.where(out, m - 1.0, 1.0)), a)
    inside = jnp.arctanh(jnp.where(out, 0.0, a))
    on_axis = (jnp.where(out, far, inside), jnp.where(out, jnp.copysign(_PI / 2, b), b))
    r = _pick(b == 0, on_axis, r)
    # Imaginary axis: a + atan(b) j (XLA lost a's sign; +-pi/2 j at b = +-inf).
    r = _pick(a == 0, (a, jnp.arctan(b)), r)
    # b = NaN: +-0 + NaN j at a = +-0 and a = +-inf (a's sign), else NaN + NaN
    # j; a = NaN with b finite: NaN + NaN j (jax gives +-pi/2 j there).
    b_nan = jnp.isnan(b)
    re = jnp.where(b_nan & ((a == 0) | jnp.isinf(a)), jnp.copysign(0.0, a), _NAN)
    return _join(*_pick(b_nan | (jnp.isnan(a) & jnp.isfinite(b)), (re, _NAN), r))


@_fixes(jnp.sign)
def sign(z: Any) -> Any:
    # z / |z|, and 0 + 0j at any zero (jax keeps -0's signs).
    return jnp.where(z == 0, jnp.zeros((), z.dtype), jnp.sign(z))
