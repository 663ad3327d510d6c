"""Shared helpers of the cross-backend API suite (tests/api).

Expected dtypes come from ivy_core's promotion functions and documented
rules; expected values from NumPy computed in float64/complex128 (or exact
integers), never from the backend under test.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy_core as ivy

#: The backends this project publishes; others that are installed are ignored.
KNOWN_BACKENDS = ("numpy", "torch", "jax", "tensorflow", "dask")

#: Hypothesis settings for every property test of the suite (kept small so the
#: whole suite over four backends runs in a few minutes on two cores).
SETTINGS = settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.filter_too_much,
    ],
)

#: For property tests parametrized over function x dtype (hundreds of cases).
FAST = settings(SETTINGS, max_examples=6)


def installed_backends() -> list[str]:
    return [b.name for b in ivy.backends() if b.name in KNOWN_BACKENDS]


def dtype_ids(dtypes) -> list[str]:
    return [str(d) for d in dtypes]


# --- dtypes -----------------------------------------------------------------------


def kind(dtype) -> str:
    return ivy.Dtype(str(dtype)).kind


def is_valid(dtype) -> bool:
    """Whether the backend in force can represent ``dtype``."""
    return dtype in ivy.valid_dtypes


def require_valid(dtype) -> None:
    """Skip a test for a dtype the backend in force cannot represent, after
    checking that the backend refuses it as documented."""
    if is_valid(dtype):
        return
    assert dtype in ivy.invalid_dtypes
    with pytest.raises(AttributeError):
        getattr(ivy, str(dtype))
    with pytest.raises(TypeError):
        ivy.zeros((1,), dtype=dtype)
    pytest.skip(f"{dtype} is not a valid dtype of backend {ivy.current_backend_str()}")


def declared_unsupported(name: str, dtype) -> bool:
    """Whether the backend in force declares ``name`` unsupported for ``dtype``."""
    support = ivy.current_backend().support.get(name)
    return support is not None and str(dtype) in {str(d) for d in support.unsupported_dtypes}


def np_dtype(dtype) -> np.dtype:
    """The NumPy dtype values of ``dtype`` are generated in (bfloat16 via float32)."""
    d = str(dtype)
    return np.dtype("float32") if d == "bfloat16" else np.dtype(d)


def ref_dtype(dtype) -> np.dtype:
    """The NumPy dtype a reference is computed in."""
    k = kind(dtype)
    if k == "complex":
        return np.dtype("complex128")
    if k == "float":
        return np.dtype("float64")
    if k == "unsigned":
        return np.dtype("int64")
    if k == "signed":
        return np.dtype("int64")
    return np.dtype("bool")


def sum_dtype(dtype):
    """The documented result dtype of sum/prod with no ``dtype=``
    (statistical.py: floating and complex keep their dtype; signed and bool give
    the default int, or the input if wider; unsigned the unsigned dtype of the
    default int's width, or the input if wider)."""
    d = ivy.Dtype(str(dtype))
    if d.kind in ("float", "complex"):
        return d
    default = ivy.default_int_dtype()
    if d.kind == "unsigned":
        target = ivy.Dtype(f"uint{default.bits}")
        return d if d.bits > target.bits else target
    if d.kind == "bool":
        return default
    return d if d.bits > default.bits else default


def float_result_dtype(dtype):
    """Result dtype of always-floating functions (exp, log, mean, var, divide of
    one dtype): integer and bool input gives the default float dtype."""
    d = ivy.Dtype(str(dtype))
    return ivy.default_float_dtype() if d.kind in ("bool", "signed", "unsigned") else d


# --- values -----------------------------------------------------------------------


def to_np(x) -> np.ndarray:
    """The values of Array ``x`` as a NumPy array (bfloat16 through float32)."""
    assert isinstance(x, ivy.Array), f"expected an ivy_core.Array, got {type(x).__name__}"
    if x.dtype == "bfloat16":
        x = ivy.astype(x, "float32")
    return np.asarray(x)


def tolerance(dtype) -> tuple[float, float]:
    """(rtol, atol) fitting the precision of ``dtype``."""
    d = str(dtype)
    if d in ("bfloat16",):
        return 2e-2, 2e-2
    if d == "float16":
        return 1e-2, 5e-3
    if d in ("float32", "complex64"):
        return 1e-5, 1e-5
    return 1e-12, 1e-12


def assert_values(result, expected, dtype=None, *, rtol=None, atol=None) -> None:
    """``result`` (an Array of ``dtype``) equals ``expected`` (NumPy, computed
    in float64/complex128 or exactly) within the dtype's tolerance."""
    assert isinstance(result, ivy.Array), type(result)
    dtype = result.dtype if dtype is None else dtype
    assert result.dtype == dtype, f"dtype {result.dtype}, expected {dtype}"
    expected = np.asarray(expected)
    assert result.shape == expected.shape, f"shape {result.shape}, expected {expected.shape}"
    got = to_np(result)
    assert got.shape == expected.shape
    k = kind(dtype)
    if k in ("bool", "signed", "unsigned"):
        np.testing.assert_array_equal(got, expected.astype(np_dtype(dtype)))
        return
    r, a = tolerance(dtype)
    r = r if rtol is None else rtol
    a = a if atol is None else atol
    np.testing.assert_allclose(
        got.astype(ref_dtype(dtype)), expected.astype(ref_dtype(dtype)), rtol=r, atol=a, equal_nan=True
    )


def elements(dtype, domain: str = "any"):
    """A strategy of Python values suited to ``dtype``.

    domain: ``"any"`` (small values of either sign), ``"positive"`` (strictly
    positive, for log/sqrt/divisors), ``"nonneg"``.
    """
    k = kind(dtype)
    d = str(dtype)
    if k == "bool":
        return st.just(True) if domain == "positive" else st.booleans()
    if k == "signed":
        lo = {"any": -10, "positive": 1, "nonneg": 0}[domain]
        return st.integers(lo, 10)
    if k == "unsigned":
        return st.integers(1 if domain == "positive" else 0, 10)
    width = {"float16": 16, "bfloat16": 32, "float32": 32, "float64": 64}.get(d, 64)
    if k == "float":
        lo = {"any": -10.0, "positive": 0.125, "nonneg": 0.0}[domain]
        return st.floats(lo, 10.0, width=width, allow_nan=False, allow_infinity=False, allow_subnormal=False)
    # complex
    cwidth = 64 if d == "complex64" else 128
    # Parts rounded to 4 decimals: no subnormals (JAX/XLA flush them to zero).
    return (
        st.complex_numbers(
            max_magnitude=8.0,
            min_magnitude=0.25 if domain == "positive" else 0.0,
            allow_nan=False,
            allow_infinity=False,
            width=cwidth,
        )
        .map(lambda z: complex(round(z.real, 4), round(z.imag, 4)))
        .filter(lambda z: domain != "positive" or abs(z) >= 0.25)
    )


def shapes(min_dims=0, max_dims=3, min_side=1, max_side=4):
    return hnp.array_shapes(min_dims=min_dims, max_dims=max_dims, min_side=min_side, max_side=max_side)


def np_arrays(dtype, shape, domain: str = "any"):
    """A strategy of NumPy arrays holding values for ``dtype`` (bfloat16 ones in float32)."""
    return hnp.arrays(np_dtype(dtype), shape, elements=elements(dtype, domain))


def make(values, dtype):
    """An ivy Array of ``dtype`` under the backend in force."""
    x = ivy.asarray(values, dtype=dtype)
    assert isinstance(x, ivy.Array)
    assert x.dtype == dtype, f"asarray(dtype={dtype}) gave {x.dtype}"
    return x


def ref(x) -> np.ndarray:
    """The values Array ``x`` holds, as a NumPy reference in float64/complex128/int64."""
    return to_np(x).astype(ref_dtype(x.dtype))


#: A shape mismatch raises ValueError on every backend (on torch and jax the
#: error is also the framework's own RuntimeError / TypeError).
SHAPE_ERRORS = ValueError
