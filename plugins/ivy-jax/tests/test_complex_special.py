"""ivy_jax's complex fix-ups (``_special``): real input keeps jnp's own
computation; complex input agrees with NumPy (C99's values, the sign of a
zero imaginary part included) and with jax's own function away from the
special values; derivatives are jax's; all of it under jax.jit and vmap.
The standard's tables themselves run in tests/api/test_special_values.py."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from ivy_jax import _special, elementwise

#: name -> (jnp function, NumPy reference)
FUNCTIONS = {
    "exp": (jnp.exp, np.exp),
    "expm1": (jnp.expm1, np.expm1),
    "sinh": (jnp.sinh, np.sinh),
    "cosh": (jnp.cosh, np.cosh),
    "tanh": (jnp.tanh, np.tanh),
    "sqrt": (jnp.sqrt, np.sqrt),
    "acos": (jnp.arccos, np.arccos),
    "acosh": (jnp.arccosh, np.arccosh),
    "asinh": (jnp.arcsinh, np.arcsinh),
    "atanh": (jnp.arctanh, np.arctanh),
    "sign": (jnp.sign, np.sign),
}
NAMES = sorted(FUNCTIONS)


def _plane(dtype: str) -> np.ndarray:
    """Points on and around the real axis (both zeros of b), and off it."""
    a = np.array([-3.0, -1.0, -0.5, -0.0, 0.0, 0.5, 1.0, 1.0 + 2**-20, 3.0, np.inf, -np.inf])
    b = np.array([0.0, -0.0, 0.25, -0.25, 2.0, -2.0])
    z = np.zeros((a.size, b.size), dtype=dtype)
    z.real, z.imag = a[:, None], b[None, :]
    return z.ravel()


def _assert_same(got: np.ndarray, want: np.ndarray, rtol: float) -> None:
    for part in (np.real, np.imag):
        g, w = part(got), part(want)
        np.testing.assert_allclose(g, w, rtol=rtol, atol=0)
        zeros = (g == 0) & (w == 0)
        np.testing.assert_array_equal(np.signbit(g[zeros]), np.signbit(w[zeros]))


@pytest.mark.parametrize("name", [n for n in NAMES if n != "sign"])
def test_real_input_is_jnps_own(name: str) -> None:
    f, _ = FUNCTIONS[name]
    x = jnp.asarray(np.linspace(-0.9, 0.9, 12, dtype=np.float32))
    g = getattr(elementwise, name)
    np.testing.assert_array_equal(np.asarray(g(x)), np.asarray(f(x)))
    # the same primitives as jnp's own (the dtype test leaves nothing in the trace)
    prims = [e.primitive.name for e in jax.make_jaxpr(g)(x).jaxpr.eqns]
    assert prims == [e.primitive.name for e in jax.make_jaxpr(f)(x).jaxpr.eqns]


def test_real_sign_is_zero_at_both_zeros() -> None:
    """The standard's sign of -0 is 0 (jnp.sign keeps -0); elsewhere jnp's."""
    x = jnp.asarray(np.array([-0.0, 0.0, -2.5, 3.0, np.nan], dtype=np.float32))
    got = np.asarray(elementwise.sign(x))
    assert got[:4].tolist() == [0.0, 0.0, -1.0, 1.0] and not np.signbit(got[:2]).any()
    assert np.isnan(got[4])


@pytest.mark.parametrize("dtype", ["complex64", "complex128"])
@pytest.mark.parametrize("name", NAMES)
def test_complex_matches_numpy(name: str, dtype: str) -> None:
    if dtype == "complex128" and not jax.config.read("jax_enable_x64"):
        pytest.skip("complex128 needs JAX_ENABLE_X64")
    _, ref = FUNCTIONS[name]
    z = _plane(dtype)
    with np.errstate(all="ignore"):
        want = ref(z)
    a, b = z.real, z.imag
    # Where NumPy's value is not the standard's:
    if name == "atanh":  # atanh(+-1 - 0j) loses the zero's sign (C99: +-inf - 0j)
        pole = (np.abs(a) == 1) & (b == 0)
        want.imag[pole] = b[pole]
    if name == "expm1":  # expm1(-0 + 0j) is -0 + 0j, expm1(inf + 0j) inf + NaN j
        axis = b == 0
        want[axis] = np.expm1(a[axis]) + 0.0 + 1j * b[axis]
        want.imag[axis] = b[axis]
    if name == "tanh":  # tanh(+-inf + bj): +-1 with b's zero (C99 takes sin(2b)'s)
        edge = np.isinf(a)
        want.imag[edge] = np.copysign(0.0, b[edge])
    if name == "sign":  # +-inf: NumPy gives the direction, jax inf / inf = NaN
        z, want = z[np.isfinite(a)], want[np.isfinite(a)]
    got = np.asarray(getattr(elementwise, name)(jnp.asarray(z)))
    assert got.dtype == z.dtype
    _assert_same(got, want, 2e-5 if dtype == "complex64" else 1e-12)


@pytest.mark.parametrize("name", NAMES)
def test_jit_vmap_and_eager_agree(name: str) -> None:
    z = jnp.asarray(_plane("complex64").reshape(11, 6))
    g = getattr(elementwise, name)
    eager = np.asarray(g(z))
    np.testing.assert_array_equal(np.asarray(jax.jit(g)(z)), eager)
    np.testing.assert_array_equal(np.asarray(jax.vmap(g)(z)), eager)


@pytest.mark.parametrize("name", NAMES)
def test_derivatives_are_jaxs(name: str) -> None:
    f, _ = FUNCTIONS[name]
    rng = np.random.default_rng(0)
    z = (rng.normal(size=32) * 2 + 1j * rng.normal(size=32) * 2).astype(np.complex64)
    z[:4] = [3.0 + 0j, 0.3 + 0.2j, 1.5 - 0.1j, 0.9 + 1e-3j]  # on the axis, inside/outside [-1, 1]
    fixed = getattr(_special, name)
    for part in (jnp.real, jnp.imag):
        got = jax.grad(lambda v, g=fixed, p=part: p(g(v)).sum())(jnp.asarray(z))
        want = jax.grad(lambda v, g=f, p=part: p(g(v)).sum())(jnp.asarray(z))
        np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-5)
        assert np.isfinite(np.asarray(got)).all()


@pytest.mark.parametrize(
    "name, z",
    [
        ("acos", complex(1e30, np.nan)),
        ("acos", complex(-3.0, np.nan)),
        ("acosh", complex(1e30, np.nan)),
        ("acosh", complex(-3.0, np.nan)),
        ("asinh", complex(np.nan, 1e30)),
        ("asinh", complex(np.nan, -3.0)),
        ("atanh", complex(np.nan, 3.0)),
        ("atanh", complex(3.0, np.nan)),
    ],
)
def test_nan_part_gives_nan_nan(name: str, z: complex) -> None:
    """The standard's NaN + NaN j for a NaN part with a nonzero finite other
    part (jax gave a finite part for large magnitudes: asinh(NaN + 1e30j)
    was 69.8 + NaN j in complex64, acosh(1e300 + NaN j) 691.5 + NaN j in
    complex128)."""
    for dtype, big in (("complex64", 1e30), ("complex128", 1e300)):
        if dtype == "complex128" and not jax.config.read("jax_enable_x64"):
            continue
        w = complex(big if abs(z.real) == 1e30 else z.real, big if abs(z.imag) == 1e30 else z.imag)
        got = np.asarray(getattr(elementwise, name)(jnp.asarray(np.array([w], dtype=dtype))))[0]
        assert np.isnan(got.real) and np.isnan(got.imag), (dtype, w, got)
