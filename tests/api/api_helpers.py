"""Shared helpers of the cross-backend API suite (tests/api).

Expected dtypes come from ivy_core's promotion functions and documented
rules; expected values from NumPy computed in float64/complex128 (or exact
integers), never from the backend under test.
"""

from __future__ import annotations

import os

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
    """The published backends installed, or those of them named in
    ``IVY_API_BACKENDS`` (comma-separated) when it is set."""
    names = [b.name for b in ivy.backends() if b.name in KNOWN_BACKENDS]
    chosen = os.environ.get("IVY_API_BACKENDS")
    if chosen:
        wanted = [n.strip() for n in chosen.split(",") if n.strip()]
        missing = [n for n in wanted if n not in names]
        if missing:
            raise RuntimeError(f"IVY_API_BACKENDS names {missing}, not installed (installed: {names})")
        names = [n for n in names if n in wanted]
    return names


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
    default int's width, or the input if wider; where the backend in force
    lacks that unsigned dtype, the smallest signed dtype holding it)."""
    d = ivy.Dtype(str(dtype))
    if d.kind in ("float", "complex"):
        return d
    default = ivy.default_int_dtype()
    if d.kind == "unsigned":
        target = d if d.bits > default.bits else ivy.Dtype(f"uint{default.bits}")
        holder = ivy.Dtype(f"int{2 * target.bits}") if target.bits < 64 else None
        if target not in ivy.valid_dtypes and holder is not None and holder in ivy.valid_dtypes:
            return holder  # the backend lacks it: the smallest signed dtype holding it (uint32 -> int64 on torch)
        return target
    if d.kind == "bool":
        return default
    return d if d.bits > default.bits else default


def float_result_dtype(dtype):
    """Result dtype of always-floating functions (exp, log, mean, var, divide of
    one dtype): integer and bool input gives the default float dtype."""
    d = ivy.Dtype(str(dtype))
    return ivy.default_float_dtype() if d.kind in ("bool", "signed", "unsigned") else d


# --- lazy backends ----------------------------------------------------------------
#
# A lazy backend (Dask) refuses bool()/int()/float() of its arrays until they
# are computed, and leaves sizes that depend on the data None until then. The
# tests take Python values through these helpers, which compute explicitly
# (ivy_core.compute) first; on an eager backend they change nothing.


def is_lazy() -> bool:
    """Whether the backend in force is lazy (its runtime sets ``LAZY``)."""
    return bool(getattr(ivy.current_backend(), "lazy", False))


def computed(x):
    """Array ``x`` computed (``ivy_core.compute``): on a lazy backend a
    NumPy-backed Array of its values, on an eager one ``x`` itself."""
    (c,) = ivy.compute(x)
    return c


def py(convert, x):
    """``convert(x)`` (``bool``, ``int``, ``float``, ``complex``,
    ``operator.index``) of Array ``x``, computed explicitly first."""
    return convert(computed(x))


def shape_fits(shape, expected) -> bool:
    """``shape`` (an Array's) is ``expected``, a size only the data decides
    (boolean masks, ``nonzero``, ``unique_*``, ``repeat`` by an array) being
    None on a lazy backend, which ``capabilities()`` reports as having
    data-dependent shapes. The computed values' shape is checked apart."""
    shape, expected = tuple(shape), tuple(expected)
    if shape == expected:
        return True
    if not is_lazy() or len(shape) != len(expected):
        return False
    return all(s is None or s == e for s, e in zip(shape, expected, strict=True))


def raises_with_data(exc, call, match=None) -> None:
    """``call()`` raises ``exc``: at once, or, on a lazy backend and for an
    error that only the data shows (an index out of bounds), when the result
    is computed; never a result."""
    with pytest.raises(exc, match=match):
        r = call()
        if is_lazy():
            ivy.compute(*(r if isinstance(r, tuple) else (r,)))


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
    assert shape_fits(result.shape, expected.shape), f"shape {result.shape}, expected {expected.shape}"
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
