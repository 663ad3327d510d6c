"""The Array API standard (2024.12) elementwise functions beyond the first
set of test_elementwise.py: result dtypes from the documented rules, values
against NumPy float64/complex128/int64 references on fixed inputs chosen per
dtype and domain, special values, the kinds the standard leaves undefined,
and what each backend declares unsupported (checked against the reasons the
functions allow)."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import (
    assert_values,
    float_result_dtype,
    installed_backends,
    kind,
    make,
    np_dtype,
    ref,
    require_valid,
    to_np,
)

import ivy_core as ivy

ALL = [str(d) for d in ivy.all_dtypes]

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")


def declared(name: str, dtype) -> bool:
    """Whether the backend in force declares ``name`` unsupported for ``dtype``."""
    support = ivy.current_backend().support.get(name)
    return support is not None and str(dtype) in {str(d) for d in support.unsupported_dtypes}


# --- inputs --------------------------------------------------------------------------

_COMPLEX = [1 + 2j, -0.5 + 0.25j, 0j, -3 - 1j, 2.5 - 1.5j, 0.75j]
# Clear of the branch cuts on the real axis (asin, acos, atanh, acosh, logs).
_COMPLEX_OFF_AXIS = [1 + 2j, -0.5 + 0.25j, -3 - 1j, 2.5 - 1.5j, 0.75j, 0.25 - 0.5j]
_FLOAT = {
    "any": [-2.5, -1.5, -0.5, 0.0, 0.5, 1.5, 2.5, 3.75],
    "unit": [-0.875, -0.5, 0.0, 0.25, 0.5, 0.75],
    "ge1": [1.0, 1.25, 2.0, 3.5, 10.0, 1.5],
    "positive": [0.125, 0.5, 1.0, 2.0, 8.0, 10.0],
    "gt-1": [-0.75, -0.25, 0.0, 0.5, 2.0, 7.0],
    "small": [-2.5, -1.0, 0.0, 0.5, 1.5, 3.0],
}


def values(dtype: str, domain: str = "any") -> list:
    k = kind(dtype)
    if k == "bool":
        return [True, False, True, False]
    if k == "signed":
        return [-7, -2, 0, 1, 3, 100] if domain == "any" else [1, 2, 3, 7, 10, 100]
    if k == "unsigned":
        return [0, 1, 2, 3, 7, 100] if domain == "any" else [1, 2, 3, 7, 10, 100]
    if k == "complex":
        return _COMPLEX if domain == "any" else _COMPLEX_OFF_AXIS
    return _FLOAT[domain]


# --- unary ---------------------------------------------------------------------------

# name: (NumPy reference on float64/complex128/int64, input domain, result rule,
#        dtypes the standard defines it for, dtypes a backend may declare unsupported)
NUMERIC_NO_BOOL = [d for d in ALL if d != "bool"]
REAL = [d for d in ALL if kind(d) != "complex"]
INTEGRAL = [d for d in ALL if kind(d) in ("bool", "signed", "unsigned")]
FLOAT_FUNCS = {
    "asin": (np.arcsin, "unit"), "acos": (np.arccos, "unit"), "atan": (np.arctan, "any"),
    "sinh": (np.sinh, "small"), "cosh": (np.cosh, "small"), "asinh": (np.arcsinh, "any"),
    "acosh": (np.arccosh, "ge1"), "atanh": (np.arctanh, "unit"), "expm1": (np.expm1, "small"),
    "log1p": (np.log1p, "gt-1"), "log2": (np.log2, "positive"), "log10": (np.log10, "positive"),
    "reciprocal": (np.reciprocal, "positive"),
}  # fmt: skip
UNARY = {
    "positive": (np.positive, "any", "same", NUMERIC_NO_BOOL, {"bool"}),
    "square": (np.square, "any", "same", NUMERIC_NO_BOOL, {"bool"}),
    "sign": (np.sign, "any", "same", NUMERIC_NO_BOOL, {"bool"}),
    "floor": (np.floor, "any", "same", REAL, {"complex64", "complex128"}),
    "ceil": (np.ceil, "any", "same", REAL, {"complex64", "complex128"}),
    "trunc": (np.trunc, "any", "same", REAL, {"complex64", "complex128"}),
    "round": (np.round, "any", "same", ALL, set()),
    "isnan": (np.isnan, "any", "bool", ALL, set()),
    "isinf": (np.isinf, "any", "bool", ALL, set()),
    "isfinite": (np.isfinite, "any", "bool", ALL, set()),
    "signbit": (np.signbit, "any", "bool", REAL, {"complex64", "complex128"}),
    "bitwise_invert": (np.invert, "any", "same", INTEGRAL, set()),
    "real": (np.real, "any", "real", ALL, set()),
    "imag": (np.imag, "any", "real", ALL, set()),
    "conj": (np.conj, "any", "same", ALL, set()),
    **{n: (f, dom, "float", ALL, set()) for n, (f, dom) in FLOAT_FUNCS.items()},
}


def result_dtype(rule: str, dtype: str) -> ivy.Dtype:
    d = ivy.Dtype(dtype)
    if rule == "bool":
        return ivy.Dtype("bool")
    if rule == "real":
        return {"complex64": ivy.Dtype("float32"), "complex128": ivy.Dtype("float64")}.get(str(d), d)
    if rule == "float":
        return float_result_dtype(d)
    return d


UNARY_CASES = [(n, d) for n, spec in UNARY.items() for d in spec[3]]


@pytest.mark.parametrize("name,dtype", UNARY_CASES, ids=[f"{n}-{d}" for n, d in UNARY_CASES])
def test_unary(backend, name, dtype):
    require_valid(dtype)
    ref_fn, domain, rule, _, may_declare = UNARY[name]
    x = make(np.array(values(dtype, domain), dtype=np_dtype(dtype)).reshape(2, -1), dtype)
    fn = getattr(ivy, name)
    expected_dtype = result_dtype(rule, dtype)
    compute = expected_dtype if rule == "float" or name == "signbit" else dtype
    if name == "signbit":
        compute = float_result_dtype(dtype)
    if declared(name, compute):
        assert str(compute) in may_declare, f"{name} declares {compute} unsupported"
        with pytest.raises(ivy.UnsupportedDtypeError):
            fn(x)
        return
    r = fn(x)
    assert r.dtype == expected_dtype
    assert r.shape == x.shape
    xr = ref(x)
    if (rule == "float" or name == "signbit") and kind(dtype) in ("bool", "signed", "unsigned"):
        xr = xr.astype("float64")
    with np.errstate(all="ignore"):
        expected = ref_fn(xr)
    # Integers wrap around (square); floats overflow to inf as in the dtype.
    expected = expected.astype(np_dtype(expected_dtype))
    assert_values(r, expected, expected_dtype)


def test_declarations_are_within_the_allowed_ones(backend):
    """A backend declares only what the table above allows, for every function."""
    allowed = {n: spec[4] | {d for d in ALL if d not in spec[3]} for n, spec in UNARY.items()}
    allowed.update({n: spec[4] | {d for d in ALL if d not in spec[3]} for n, spec in BINARY.items()})
    allowed["clip"] = {"bool", "complex64", "complex128"}
    support = ivy.current_backend().support
    for name, ok in allowed.items():
        got = {str(d) for d in support[name].unsupported_dtypes}
        assert got <= ok, f"{name} declares {sorted(got - ok)} unsupported"


# --- binary --------------------------------------------------------------------------

REAL_NUMERIC = [d for d in ALL if kind(d) in ("signed", "unsigned", "float")]
INTS = [d for d in ALL if kind(d) in ("signed", "unsigned")]
# name: (NumPy reference, second operand domain, result rule, dtypes defined, may declare)
BINARY = {
    "remainder": (np.remainder, "divisor", "same", REAL_NUMERIC, set()),
    "floor_divide": (np.floor_divide, "divisor", "same", REAL_NUMERIC, set()),
    "maximum": (np.maximum, "any", "same", REAL, set()),
    "minimum": (np.minimum, "any", "same", REAL, set()),
    "not_equal": (np.not_equal, "any", "bool", ALL, set()),
    "less_equal": (np.less_equal, "any", "bool", ALL, {"complex64", "complex128"}),
    "greater_equal": (np.greater_equal, "any", "bool", ALL, {"complex64", "complex128"}),
    "logical_and": (np.logical_and, "any", "bool", ALL, set()),
    "logical_or": (np.logical_or, "any", "bool", ALL, set()),
    "logical_xor": (np.logical_xor, "any", "bool", ALL, set()),
    "bitwise_and": (np.bitwise_and, "any", "same", INTEGRAL, set()),
    "bitwise_or": (np.bitwise_or, "any", "same", INTEGRAL, set()),
    "bitwise_xor": (np.bitwise_xor, "any", "same", INTEGRAL, set()),
    "bitwise_left_shift": (np.left_shift, "shift", "same", INTS, set()),
    "bitwise_right_shift": (np.right_shift, "shift", "same", INTS, set()),
    "atan2": (np.arctan2, "any", "float", REAL, set()),
    "logaddexp": (np.logaddexp, "any", "float", REAL, set()),
    "hypot": (np.hypot, "any", "float", REAL, set()),
    "copysign": (np.copysign, "any", "float", REAL, set()),
    "nextafter": (np.nextafter, "any", "float", REAL, set()),
}
BINARY_CASES = [(n, d) for n, spec in BINARY.items() for d in spec[3]]


def second_operand(name: str, dtype: str, n: int) -> list:
    domain = BINARY[name][1]
    k = kind(dtype)
    if domain == "shift":
        width = np.dtype(np_dtype(dtype)).itemsize * 8
        return [0, 1, 3, width - 1, width, width + 2][:n]
    if domain == "divisor":
        if k in ("signed", "unsigned"):
            return ([3, -2, 5, 1, -4, 7] if k == "signed" else [3, 2, 5, 1, 4, 7])[:n]
        return [1.5, -2.0, 0.75, 4.0, -0.5, 3.0, 2.5, -1.25][:n]
    v = values(dtype)
    return (v[1:] + v[:1])[:n]


@pytest.mark.parametrize("name,dtype", BINARY_CASES, ids=[f"{n}-{d}" for n, d in BINARY_CASES])
def test_binary(backend, name, dtype):
    require_valid(dtype)
    ref_fn, _, rule, _, may_declare = BINARY[name]
    first = values(dtype)
    if BINARY[name][1] == "shift" and kind(dtype) == "signed":
        first = [-7, -2, 0, 1, 3, 100]
    n = len(first)
    # (n, 1) against (n,): broadcasting to (n, n).
    x1 = make(np.array(first, dtype=np_dtype(dtype)).reshape(n, 1), dtype)
    x2 = make(np.array(second_operand(name, dtype, n), dtype=np_dtype(dtype)), dtype)
    fn = getattr(ivy, name)
    expected_dtype = result_dtype(rule, dtype)
    compute = expected_dtype if rule == "float" else dtype
    if declared(name, compute):
        assert str(compute) in may_declare, f"{name} declares {compute} unsupported"
        with pytest.raises(ivy.UnsupportedDtypeError):
            fn(x1, x2)
        return
    r = fn(x1, x2)
    assert r.dtype == expected_dtype
    assert r.shape == (n, n)
    a, b = ref(x1), ref(x2)
    if rule == "float" and kind(dtype) in ("bool", "signed", "unsigned"):
        a, b = a.astype("float64"), b.astype("float64")
    if name in ("nextafter",) or (name in ("bitwise_left_shift", "bitwise_right_shift")):
        # exact in the dtype itself (the next value of float64 is not the next float32)
        a = to_np(x1).astype(np_dtype(expected_dtype)) if rule == "float" else to_np(x1)
        b = to_np(x2).astype(np_dtype(expected_dtype)) if rule == "float" else to_np(x2)
    with np.errstate(all="ignore"):
        expected = ref_fn(a, b)
    if kind(expected_dtype) in ("signed", "unsigned"):
        expected = expected.astype(np_dtype(expected_dtype))
    if name == "nextafter":
        if str(expected_dtype) == "bfloat16":  # the next bfloat16, not the next float32
            ml_dtypes = pytest.importorskip("ml_dtypes")
            expected = np.nextafter(a.astype(ml_dtypes.bfloat16), b.astype(ml_dtypes.bfloat16)).astype(
                "float32"
            )
        got = to_np(r)
        np.testing.assert_array_equal(got, expected.astype(got.dtype))
        return
    assert_values(r, expected, expected_dtype)


# --- the kinds the standard leaves undefined -----------------------------------------


@pytest.mark.parametrize("dtype", ["float32", "float64", "complex64", "float16"])
@pytest.mark.parametrize(
    "name",
    [
        "bitwise_and",
        "bitwise_or",
        "bitwise_xor",
        "bitwise_invert",
        "bitwise_left_shift",
        "bitwise_right_shift",
    ],
)
def test_bitwise_refuses_floating(backend, name, dtype):
    require_valid(dtype)
    x = ivy.asarray([1.0, 2.0], dtype=dtype)
    args = (x,) if name == "bitwise_invert" else (x, x)
    with pytest.raises(ivy.InvalidDtypeError, match=f"ivy_core.{name} .*dtype {dtype} "):
        getattr(ivy, name)(*args)
    # A property of the function, not a backend gap: no casting mode cures it.
    with ivy.casting_mode("cast"), pytest.raises(ivy.InvalidDtypeError):
        getattr(ivy, name)(*args)


@pytest.mark.parametrize("name", ["bitwise_left_shift", "bitwise_right_shift"])
def test_shift_refuses_bool(backend, name):
    x = ivy.asarray([True, False])
    with pytest.raises(ivy.InvalidDtypeError, match="integer dtypes only"):
        getattr(ivy, name)(x, x)


@pytest.mark.parametrize(
    "name", ["maximum", "minimum", "remainder", "floor_divide", "atan2", "hypot", "copysign", "logaddexp"]
)
def test_real_only_binary_refuses_complex(backend, name):
    x = ivy.asarray([1 + 1j, 2 - 1j])
    with pytest.raises(ivy.InvalidDtypeError, match="complex64 of x1"):
        getattr(ivy, name)(x, x)
    assert ivy.complex64 in ivy.function_unsupported_dtypes(getattr(ivy, name), backend)


# --- special values and documented semantics ---------------------------------------------


def test_rounding_halves_to_even_and_integers_unchanged(backend):
    x = ivy.asarray([0.5, 1.5, 2.5, -0.5, -1.5, -2.7, 3.2])
    assert_values(ivy.round(x), np.array([0.0, 2.0, 2.0, -0.0, -2.0, -3.0, 3.0]), "float32")
    assert_values(ivy.floor(x), np.array([0.0, 1.0, 2.0, -1.0, -2.0, -3.0, 3.0]), "float32")
    assert_values(ivy.ceil(x), np.array([1.0, 2.0, 3.0, -0.0, -1.0, -2.0, 4.0]), "float32")
    assert_values(ivy.trunc(x), np.array([0.0, 1.0, 2.0, -0.0, -1.0, -2.0, 3.0]), "float32")
    assert np.signbit(to_np(ivy.trunc(ivy.asarray([-0.5])))[0])  # -0.0, as NumPy
    i = ivy.asarray([-3, 0, 7], dtype="int64")
    for fn in (ivy.round, ivy.floor, ivy.ceil, ivy.trunc):
        assert_values(fn(i), np.array([-3, 0, 7]), "int64")
    b = ivy.asarray([True, False])
    assert_values(ivy.round(b), np.array([True, False]), "bool")
    assert_values(ivy.round(ivy.asarray([1.5 - 2.5j])), np.array([2 - 2j]), "complex64")


def test_nan_and_inf_predicates(backend):
    nan, inf = float("nan"), float("inf")
    x = ivy.asarray([nan, inf, -inf, 0.0, -1.0])
    assert_values(ivy.isnan(x), np.array([True, False, False, False, False]), "bool")
    assert_values(ivy.isinf(x), np.array([False, True, True, False, False]), "bool")
    assert_values(ivy.isfinite(x), np.array([False, False, False, True, True]), "bool")
    z = ivy.asarray([complex(nan, 0), complex(1, inf), 1 + 1j], dtype="complex128")
    assert_values(ivy.isnan(z), np.array([True, False, False]), "bool")
    assert_values(ivy.isinf(z), np.array([False, True, False]), "bool")
    assert_values(ivy.isfinite(z), np.array([False, False, True]), "bool")
    assert_values(ivy.isnan(ivy.asarray([1, 2])), np.array([False, False]), "bool")
    assert_values(ivy.isfinite(ivy.asarray([1, 2], dtype="uint8")), np.array([True, True]), "bool")


def test_sign_and_signbit_special_values(backend):
    nan = float("nan")
    s = to_np(ivy.sign(ivy.asarray([nan, -3.0, 0.0, 2.0])))
    assert np.isnan(s[0]) and list(s[1:]) == [-1.0, 0.0, 1.0]
    assert_values(ivy.sign(ivy.asarray([3 + 4j, 0j])), np.array([0.6 + 0.8j, 0j]), "complex64")
    assert_values(ivy.signbit(ivy.asarray([-0.0, 0.0, -nan, -1.0, 2.0])),
                  np.array([True, False, True, True, False]), "bool")  # fmt: skip
    assert_values(ivy.signbit(ivy.asarray([-1, 0, 5])), np.array([True, False, False]), "bool")


def test_maximum_minimum_propagate_nan(backend):
    nan = float("nan")
    a = ivy.asarray([nan, 1.0, 2.0])
    b = ivy.asarray([0.0, nan, 1.0])
    assert_values(ivy.maximum(a, b), np.array([nan, nan, 2.0]), "float32")
    assert_values(ivy.minimum(a, b), np.array([nan, nan, 1.0]), "float32")
    t = ivy.asarray([True, False, False])
    f = ivy.asarray([False, False, True])
    assert_values(ivy.maximum(t, f), np.array([True, False, True]), "bool")
    assert_values(ivy.minimum(t, f), np.array([False, False, False]), "bool")


def test_remainder_and_floor_divide_follow_python(backend):
    for a, b in ((7, 3), (-7, 3), (7, -3), (-7, -3)):
        x1, x2 = ivy.asarray([a]), ivy.asarray([b])
        assert_values(ivy.remainder(x1, x2), np.array([a % b]), "int32")
        assert_values(ivy.floor_divide(x1, x2), np.array([a // b]), "int32")
        f1, f2 = ivy.asarray([a + 0.5]), ivy.asarray([float(b)])
        assert_values(ivy.remainder(f1, f2), np.array([(a + 0.5) % b]), "float32")
        assert_values(ivy.floor_divide(f1, f2), np.array([(a + 0.5) // b]), "float32")
    u = ivy.asarray([250, 7], dtype="uint8")
    assert_values(ivy.remainder(u, ivy.asarray([7, 250], dtype="uint8")), np.array([5, 7]), "uint8")
    # Python scalars take the array's dtype
    assert_values(ivy.remainder(ivy.asarray([5, -5], dtype="int8"), 3), np.array([2, 1]), "int8")


def test_shifts_by_the_width_or_more(backend):
    for dtype, width in (("int8", 8), ("int32", 32), ("int64", 64), ("uint8", 8), ("uint32", 32)):
        if dtype not in ivy.valid_dtypes:
            continue
        first = [-5, 5] if dtype.startswith("int") else [250, 5]
        x = ivy.asarray(first, dtype=dtype)
        n = ivy.asarray([width, width + 3], dtype=dtype)
        assert_values(ivy.bitwise_left_shift(x, n), np.array([0, 0]), dtype)
        right = [-1, 0] if dtype.startswith("int") else [0, 0]
        assert_values(ivy.bitwise_right_shift(x, n), np.array(right), dtype)
        assert_values(ivy.bitwise_right_shift(x, ivy.asarray([1, 1], dtype=dtype)),
                      np.array(first) >> 1, dtype)  # fmt: skip


def test_bitwise_on_bool(backend):
    a = ivy.asarray([True, True, False, False])
    b = ivy.asarray([True, False, True, False])
    assert_values(ivy.bitwise_and(a, b), np.array([True, False, False, False]), "bool")
    assert_values(ivy.bitwise_or(a, b), np.array([True, True, True, False]), "bool")
    assert_values(ivy.bitwise_xor(a, b), np.array([False, True, True, False]), "bool")
    assert_values(ivy.bitwise_invert(a), np.array([False, False, True, True]), "bool")


def test_logical_functions_count_nonzero_as_true(backend):
    a = ivy.asarray([0.0, 2.0, float("nan"), -1.0])
    b = ivy.asarray([0, 0, 1, 3])
    assert_values(ivy.logical_and(a, b), np.array([False, False, True, True]), "bool")
    assert_values(ivy.logical_or(a, b), np.array([False, True, True, True]), "bool")
    assert_values(ivy.logical_xor(a, b), np.array([False, True, False, False]), "bool")
    assert_values(
        ivy.logical_xor(ivy.asarray([1j, 0j]), ivy.asarray([0j, 0j])), np.array([True, False]), "bool"
    )


def test_float_binary_special_values(backend):
    inf, nan = float("inf"), float("nan")
    a = ivy.asarray([-inf, inf, inf, 0.0, 3.0], dtype="float64")
    b = ivy.asarray([-inf, inf, nan, -0.0, -4.0], dtype="float64")
    with np.errstate(all="ignore"):
        expected = {
            "logaddexp": np.logaddexp(to_np(a), to_np(b)),
            "hypot": np.hypot(to_np(a), to_np(b)),
            "copysign": np.copysign(to_np(a), to_np(b)),
            "atan2": np.arctan2(to_np(a), to_np(b)),
        }
    for name, exp in expected.items():
        got = to_np(getattr(ivy, name)(a, b))
        np.testing.assert_allclose(got, exp, rtol=1e-12, err_msg=name)
        real = ~np.isnan(exp)  # the sign of a NaN is not specified
        assert list(np.signbit(got[real])) == list(np.signbit(exp[real])), name
    # large values do not overflow
    big = ivy.asarray([3e38], dtype="float32")
    assert_values(ivy.hypot(big, big), np.array([3e38 * np.sqrt(2.0)]).astype("float32"), "float32")
    assert_values(ivy.logaddexp(ivy.asarray([1000.0]), ivy.asarray([1000.0])),
                  np.array([1000.0 + np.log(2.0)]), "float32")  # fmt: skip


def test_nextafter_steps_one_ulp(backend):
    for dtype in ("float32", "float64"):
        x = ivy.asarray([1.0, 1.0, 0.0, -1.0], dtype=dtype)
        y = ivy.asarray([2.0, 0.0, 1.0, -1.0], dtype=dtype)
        t = np.dtype(dtype).type
        expected = np.nextafter(np.array([1, 1, 0, -1], dtype=dtype), np.array([2, 0, 1, -1], dtype=dtype))
        got = to_np(ivy.nextafter(x, y))
        np.testing.assert_array_equal(got, expected)
        assert got[0] > t(1) and got[1] < t(1) and got[2] > 0


def test_copysign_with_scalar_and_ints(backend):
    assert_values(ivy.copysign(ivy.asarray([1.5, -2.0]), -0.0), np.array([-1.5, -2.0]), "float32")
    assert_values(ivy.copysign(ivy.asarray([1, -2]), ivy.asarray([-1, 1])), np.array([-1.0, 2.0]), "float32")


def test_real_imag_conj(backend):
    for c, r in (("complex64", "float32"), ("complex128", "float64")):
        z = ivy.asarray([1 + 2j, -3.5 - 0.5j], dtype=c)
        assert_values(ivy.real(z), np.array([1.0, -3.5]), r)
        assert_values(ivy.imag(z), np.array([2.0, -0.5]), r)
        assert_values(ivy.conj(z), np.array([1 - 2j, -3.5 + 0.5j]), c)
    x = ivy.asarray([1, -2], dtype="int16")
    assert_values(ivy.real(x), np.array([1, -2]), "int16")
    assert_values(ivy.imag(x), np.array([0, 0]), "int16")
    assert_values(ivy.conj(x), np.array([1, -2]), "int16")


def test_results_do_not_alias_the_input(backend):
    x = ivy.asarray([1.0, 2.0])
    for fn in (ivy.positive, ivy.real, ivy.conj, ivy.floor):
        r = fn(x)
        r[0] = 5.0
        assert float(x[0]) == 1.0, fn.__name__


# --- clip ----------------------------------------------------------------------------


def test_clip(backend):
    x = ivy.asarray([-3.0, -0.5, 0.5, 2.0, float("nan")])
    assert_values(ivy.clip(x, -1.0, 1.0), np.array([-1.0, -0.5, 0.5, 1.0, np.nan]), "float32")
    assert_values(ivy.clip(x, min=0), np.array([0.0, 0.0, 0.5, 2.0, np.nan]), "float32")
    assert_values(ivy.clip(x, max=0.25), np.array([-3.0, -0.5, 0.25, 0.25, np.nan]), "float32")
    assert_values(ivy.clip(x), to_np(x), "float32")
    # array bounds broadcast with x
    m = ivy.reshape(ivy.asarray([0.0, 1.0]), (2, 1))
    r = ivy.clip(ivy.asarray([-1.0, 0.5, 3.0]), m, 2.0)
    assert_values(r, np.clip(np.array([-1.0, 0.5, 3.0]), np.array([[0.0], [1.0]]), 2.0), "float32")
    # integer arrays keep their dtype; bounds outside its range bound nothing more
    u = ivy.asarray([0, 100, 255], dtype="uint8")
    assert_values(ivy.clip(u, -5, 300), np.array([0, 100, 255]), "uint8")
    assert_values(ivy.clip(u, 50, 200), np.array([50, 100, 200]), "uint8")
    i = ivy.asarray([-100, 0, 100], dtype="int8")
    assert_values(ivy.clip(i, ivy.asarray(-10, dtype="int8"), 10), np.array([-10, 0, 10]), "int8")
    assert ivy.clip(ivy.asarray(5.0), 0.0, 1.0).shape == ()
    assert ivy.clip(ivy.zeros((0, 2)), 0.0, 1.0).shape == (0, 2)


def test_clip_errors(backend):
    i = ivy.asarray([1, 2], dtype="int32")
    with pytest.raises(TypeError):
        ivy.clip(i, 0.5, 2)  # a float bound for an integer array
    with pytest.raises(TypeError):
        ivy.clip(i, ivy.asarray([0], dtype="int64"))  # a bound of another dtype
    with pytest.raises(TypeError):
        ivy.clip(ivy.asarray([True]), False, True)
    with pytest.raises(TypeError):
        ivy.clip(ivy.asarray([1 + 1j]), 0, 1)
    with pytest.raises(ValueError):
        ivy.clip(ivy.ones((3,)), ivy.zeros((2,)))


# --- shapes, scalars, out= and agreement -----------------------------------------------


def test_zero_dim_and_empty(backend):
    for name in ("square", "floor", "isnan", "expm1", "bitwise_invert", "real"):
        fn = getattr(ivy, name)
        assert fn(ivy.asarray(3)).shape == ()
        assert fn(ivy.zeros((0, 3), dtype="int32")).shape == (0, 3)
    for name in ("maximum", "logical_xor", "hypot", "bitwise_and", "not_equal"):
        fn = getattr(ivy, name)
        assert fn(ivy.asarray(3), ivy.asarray(4)).shape == ()
        assert fn(ivy.zeros((0, 1), dtype="int32"), ivy.zeros((2,), dtype="int32")).shape == (0, 2)
        with pytest.raises(ValueError):
            fn(ivy.zeros((2,), dtype="int32"), ivy.zeros((3,), dtype="int32"))


def test_python_scalars_and_promotion(backend):
    x = ivy.asarray([1, 2, 3], dtype="int16")
    assert ivy.maximum(x, 2).dtype == "int16"
    assert ivy.maximum(x, 2.5).dtype == "float32"
    assert_values(ivy.less_equal(x, 2), np.array([True, True, False]), "bool")
    assert_values(ivy.greater_equal(2.5, x), np.array([True, True, False]), "bool")
    assert_values(
        ivy.not_equal(x, ivy.asarray([1, 0, 3], dtype="uint8")), np.array([False, True, False]), "bool"
    )
    assert_values(ivy.bitwise_and(x, 3), np.array([1, 2, 3]), "int16")
    assert_values(ivy.atan2(1, x), np.arctan2(1.0, np.array([1.0, 2.0, 3.0])), "float32")
    assert ivy.floor_divide(ivy.asarray([7], dtype="int8"), ivy.asarray([2], dtype="int32")).dtype == "int32"


def test_out(backend):
    x = ivy.asarray([1.5, -2.5])
    out = ivy.zeros((2,))
    r = ivy.floor(x, out=out)
    assert r is out
    assert_values(out, np.array([1.0, -3.0]), "float32")
    b = ivy.zeros((2,), dtype="bool")
    ivy.isnan(x, out=b)
    assert_values(b, np.array([False, False]), "bool")


CROSS = {
    "sign_int": lambda: ivy.sign(ivy.asarray([-2, 0, 5], dtype="int8")),
    "square_uint8": lambda: ivy.square(ivy.asarray([20, 3], dtype="uint8")),
    "round_f16": lambda: ivy.round(ivy.asarray([0.5, 2.5, -1.5], dtype="float16")),
    "log2_int": lambda: ivy.log2(ivy.asarray([1, 8, 1024])),
    "log10_f64": lambda: ivy.log10(ivy.asarray([1e-3, 100.0], dtype="float64")),
    "hypot_mixed": lambda: ivy.hypot(ivy.asarray([3], dtype="int8"), ivy.asarray([4.0], dtype="float64")),
    "remainder_f": lambda: ivy.remainder(ivy.asarray([-5.5, 5.5]), 2),
    "reciprocal_c": lambda: ivy.reciprocal(ivy.asarray([2j, 1 + 1j])),
    "imag_c128": lambda: ivy.imag(ivy.asarray([1 + 2j], dtype="complex128")),
    "clip_int": lambda: ivy.clip(ivy.asarray([-5, 5, 50]), 0, 10),
}
CROSS_DTYPES = {
    "sign_int": "int8", "square_uint8": "uint8", "round_f16": "float16", "log2_int": "float32",
    "log10_f64": "float64", "hypot_mixed": "float64", "remainder_f": "float32",
    "reciprocal_c": "complex64", "imag_c128": "float64", "clip_int": "int32",
}  # fmt: skip


@pytest.mark.parametrize("op", list(CROSS))
def test_all_backends_agree(op):
    names = installed_backends()
    if not names:
        pytest.skip("no backend installed")
    results = {}
    for name in names:
        with ivy.using_backend(name):
            r = CROSS[op]()
            assert r.dtype == CROSS_DTYPES[op], f"{op} on {name}: {r.dtype}"
            results[name] = to_np(r).astype("complex128")
    first = results[names[0]]
    for name in names[1:]:
        np.testing.assert_allclose(results[name], first, rtol=1e-6, err_msg=f"{op}: {name} vs {names[0]}")
