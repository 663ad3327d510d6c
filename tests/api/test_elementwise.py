"""Elementwise functions: result dtypes from ivy_core's promotion table and
documented rules, values against NumPy float64/complex128/int64 references
(drawn by hypothesis, or fixed inputs chosen per dtype and domain), special
values, the kinds the standard leaves undefined, Python scalars, mixed
dtypes, broadcasting, clip, and agreement between backends."""

from __future__ import annotations

import math

import numpy as np
import pytest
from api_helpers import (
    FAST,
    SHAPE_ERRORS,
    assert_values,
    declared_unsupported,
    dtype_ids,
    elements,
    float_result_dtype,
    installed_backends,
    kind,
    make,
    np_dtype,
    py,
    ref,
    require_valid,
    shapes,
    to_np,
)
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import ivy_core as ivy

ALL = ivy.all_dtypes
NUMERIC = ivy.all_numeric_dtypes
ALL_NAMES = [str(d) for d in ivy.all_dtypes]

# Division by zero and log of negative numbers are exercised on purpose.
pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")


# --- unary, values drawn by hypothesis ----------------------------------------------------


def _no_branch_cut(z: complex) -> bool:
    # log/sqrt differ on the two sides of the negative real axis (signed zero
    # imaginary part); keep clear of it.
    return not (z.imag == 0 and z.real <= 0)


def _unary_elements(name, dtype):
    k = kind(dtype)
    if name in ("log", "sqrt"):
        if k == "complex":
            return elements(dtype, "positive").filter(_no_branch_cut)
        return elements(dtype, "positive")
    if name == "tan":
        if k in ("float", "complex"):
            if k == "float":
                return st.floats(-1.25, 1.25, width=16 if dtype == "float16" else 32)
            return st.complex_numbers(
                max_magnitude=1.25,
                allow_nan=False,
                allow_infinity=False,
                width=64 if dtype == "complex64" else 128,
            )
        return elements(dtype, "nonneg").map(lambda v: v % 2) if k != "bool" else st.booleans()
    return elements(dtype, "any")


UNARY = {
    # name: (numpy reference on float64/complex128/int64 input, dtypes, result dtype rule)
    "negative": (np.negative, [d for d in NUMERIC], "same"),
    "abs": (np.abs, [d for d in NUMERIC], "abs"),
    "exp": (np.exp, list(ALL), "float"),
    "log": (np.log, list(ALL), "float"),
    "sqrt": (np.sqrt, list(ALL), "float"),
    "sin": (np.sin, list(ALL), "float"),
    "cos": (np.cos, list(ALL), "float"),
    "tan": (np.tan, list(ALL), "float"),
    "tanh": (np.tanh, list(ALL), "float"),
    "logical_not": (np.logical_not, list(ALL), "bool"),
}


def _unary_result_dtype(rule, dtype):
    d = ivy.Dtype(str(dtype))
    if rule == "same":
        return d
    if rule == "bool":
        return ivy.Dtype("bool")
    if rule == "abs":
        return {"complex64": ivy.Dtype("float32"), "complex128": ivy.Dtype("float64")}.get(d, d)
    return float_result_dtype(d)


UNARY_CASES = [(n, d) for n, (_, ds, _) in UNARY.items() for d in ds]


@pytest.mark.parametrize("name,dtype", UNARY_CASES, ids=[f"{n}-{d}" for n, d in UNARY_CASES])
@FAST
@given(data=st.data())
def test_unary(backend, name, dtype, data):
    require_valid(dtype)
    ref_fn, _, rule = UNARY[name]
    values = data.draw(hnp.arrays(np_dtype(dtype), shapes(min_side=0), elements=_unary_elements(name, dtype)))
    x = make(values, dtype)
    fn = getattr(ivy, name)
    expected_dtype = _unary_result_dtype(rule, dtype)
    # The float functions check support on the dtype they compute in.
    compute_dtype = expected_dtype if rule == "float" else dtype
    if declared_unsupported(name, compute_dtype):
        with pytest.raises(ivy.UnsupportedDtypeError):
            fn(x)
        return
    r = fn(x)
    assert r.dtype == expected_dtype
    xr = ref(x)
    if rule == "float" and kind(dtype) in ("bool", "signed", "unsigned"):
        xr = xr.astype("float64")
    with np.errstate(all="ignore"):
        expected = ref_fn(xr)
    if name == "negative" and kind(dtype) == "unsigned":
        expected = expected.astype(np_dtype(dtype))  # wraps around, as integers do
    assert_values(r, expected, expected_dtype)


def test_unary_special_values(backend):
    x = ivy.asarray([0.0, -1.0, 1.0])
    with np.errstate(all="ignore"):
        lg = to_np(ivy.log(x))
        sq = to_np(ivy.sqrt(x))
    assert lg[0] == -np.inf and np.isnan(lg[1]) and lg[2] == 0
    assert sq[0] == 0 and np.isnan(sq[1]) and sq[2] == 1
    e = to_np(ivy.exp(ivy.asarray([-np.inf, np.inf, 0.0])))
    np.testing.assert_array_equal(e, [0.0, np.inf, 1.0])


def test_abs_complex_gives_real_dtype(backend):
    for c, r in (("complex64", "float32"), ("complex128", "float64")):
        if c not in ivy.valid_dtypes:
            continue
        x = ivy.asarray([3 + 4j, -1j], dtype=c)
        assert_values(ivy.abs(x), np.array([5.0, 1.0]), r)


def test_logical_not_nonbool_counts_nonzero_as_true(backend):
    assert_values(ivy.logical_not(ivy.asarray([0, 2, -1])), np.array([True, False, False]), "bool")
    assert_values(ivy.logical_not(ivy.asarray([0.0, 0.5])), np.array([True, False]), "bool")
    assert_values(ivy.logical_not(ivy.asarray([True, False])), np.array([False, True]), "bool")


# --- fixed inputs, per dtype and domain ---------------------------------------------------

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


def fixed_values(dtype: str, domain: str = "any") -> list:
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


# --- unary, fixed inputs ------------------------------------------------------------------

NUMERIC_NO_BOOL = [d for d in ALL_NAMES if d != "bool"]
REAL = [d for d in ALL_NAMES if kind(d) != "complex"]
INTEGRAL = [d for d in ALL_NAMES if kind(d) in ("bool", "signed", "unsigned")]

FLOAT_FUNCS = {
    "asin": (np.arcsin, "unit"), "acos": (np.arccos, "unit"), "atan": (np.arctan, "any"),
    "sinh": (np.sinh, "small"), "cosh": (np.cosh, "small"), "asinh": (np.arcsinh, "any"),
    "acosh": (np.arccosh, "ge1"), "atanh": (np.arctanh, "unit"), "expm1": (np.expm1, "small"),
    "log1p": (np.log1p, "gt-1"), "log2": (np.log2, "positive"), "log10": (np.log10, "positive"),
    "reciprocal": (np.reciprocal, "positive"),
}  # fmt: skip

# name: (NumPy reference on float64/complex128/int64, input domain, result rule,
#        dtypes the standard defines it for)
UNARY_FIXED = {
    "positive": (np.positive, "any", "same", NUMERIC_NO_BOOL),
    "square": (np.square, "any", "same", NUMERIC_NO_BOOL),
    "sign": (np.sign, "any", "same", NUMERIC_NO_BOOL),
    "floor": (np.floor, "any", "same", REAL),
    "ceil": (np.ceil, "any", "same", REAL),
    "trunc": (np.trunc, "any", "same", REAL),
    "round": (np.round, "any", "same", ALL_NAMES),
    "isnan": (np.isnan, "any", "bool", ALL_NAMES),
    "isinf": (np.isinf, "any", "bool", ALL_NAMES),
    "isfinite": (np.isfinite, "any", "bool", ALL_NAMES),
    "signbit": (np.signbit, "any", "bool", REAL),
    "bitwise_invert": (np.invert, "any", "same", INTEGRAL),
    "real": (np.real, "any", "real", ALL_NAMES),
    "imag": (np.imag, "any", "real", ALL_NAMES),
    "conj": (np.conj, "any", "same", ALL_NAMES),
    **{n: (f, dom, "float", ALL_NAMES) for n, (f, dom) in FLOAT_FUNCS.items()},
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


UNARY_FIXED_CASES = [(n, d) for n, spec in UNARY_FIXED.items() for d in spec[3]]


@pytest.mark.parametrize("name,dtype", UNARY_FIXED_CASES, ids=[f"{n}-{d}" for n, d in UNARY_FIXED_CASES])
def test_unary_fixed_inputs(backend, name, dtype):
    require_valid(dtype)
    ref_fn, domain, rule, _ = UNARY_FIXED[name]
    x = make(np.array(fixed_values(dtype, domain), dtype=np_dtype(dtype)).reshape(2, -1), dtype)
    fn = getattr(ivy, name)
    expected_dtype = result_dtype(rule, dtype)
    compute = expected_dtype if rule == "float" or name == "signbit" else dtype
    if name == "signbit":
        compute = float_result_dtype(dtype)
    if declared_unsupported(name, compute):
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


# --- binary, one dtype, values drawn by hypothesis ----------------------------------------


def _binary_elements(name, dtype, which):
    k = kind(dtype)
    if name in ("equal", "less", "greater"):
        if k == "bool":
            return st.booleans()
        if k == "complex":
            return st.sampled_from([0j, 1 + 1j, -2j, 1.5])
        return st.sampled_from([0, 1, 2, 3] if k == "unsigned" else [-2, 0, 1, 1.5 if k == "float" else 2])
    if name == "divide" and which == 2:
        return elements(dtype, "positive")
    if name == "pow":
        if k in ("signed", "unsigned"):
            return st.integers(0 if k == "unsigned" else -4, 4) if which == 1 else st.integers(0, 3)
        if k == "float":
            return (
                elements(dtype, "positive")
                if which == 1
                else st.sampled_from([-2.0, -1.0, -0.5, 0.0, 0.5, 1.0, 2.0])
            )
        return elements(dtype, "positive") if which == 1 else st.sampled_from([0j, 1 + 0j, 2 + 0j, 3 + 0j])
    return elements(dtype, "any")


def _np_ref_binary(name, a, b):
    fns = {
        "add": np.add, "subtract": np.subtract, "multiply": np.multiply,
        "divide": np.divide, "pow": np.power, "equal": np.equal,
        "less": np.less, "greater": np.greater,
    }  # fmt: skip
    with np.errstate(all="ignore"):
        return fns[name](a, b)


def _binary_result_dtype(name, dtype):
    if name in ("equal", "less", "greater"):
        return ivy.Dtype("bool")
    if name == "divide":
        return float_result_dtype(dtype)
    return ivy.Dtype(str(dtype))


ARITH = ("add", "subtract", "multiply", "divide", "pow")

BINARY_CASES = (
    [(n, d) for n in ARITH for d in NUMERIC]
    + [("equal", d) for d in ALL]
    + [(n, d) for n in ("less", "greater") for d in ALL if kind(d) != "complex"]
)


def _check_binary(name, x1, x2, dtype):
    fn = getattr(ivy, name)
    expected_dtype = _binary_result_dtype(name, dtype)
    compute_dtype = expected_dtype if name == "divide" else dtype
    if declared_unsupported(name, compute_dtype):
        with pytest.raises(ivy.UnsupportedDtypeError):
            fn(x1, x2)
        return
    r = fn(x1, x2)
    a, b = ref(x1), ref(x2)
    if name == "divide" and kind(dtype) in ("signed", "unsigned", "bool"):
        a, b = a.astype("float64"), b.astype("float64")
    expected = _np_ref_binary(name, a, b)
    if kind(expected_dtype) in ("signed", "unsigned"):
        expected = expected.astype(np_dtype(expected_dtype))  # integer wrap-around
    assert_values(r, expected, expected_dtype)


@pytest.mark.parametrize("name,dtype", BINARY_CASES, ids=[f"{n}-{d}" for n, d in BINARY_CASES])
@FAST
@given(data=st.data())
def test_binary_same_dtype_broadcasting(backend, name, dtype, data):
    require_valid(dtype)
    bshapes = data.draw(
        hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=0, max_dims=3, min_side=0, max_side=3)
    )
    v1 = data.draw(
        hnp.arrays(np_dtype(dtype), bshapes.input_shapes[0], elements=_binary_elements(name, dtype, 1))
    )
    v2 = data.draw(
        hnp.arrays(np_dtype(dtype), bshapes.input_shapes[1], elements=_binary_elements(name, dtype, 2))
    )
    x1, x2 = make(v1, dtype), make(v2, dtype)
    _check_binary(name, x1, x2, dtype)


def test_binary_empty_and_broadcast_shapes(backend):
    a = ivy.zeros((0, 3))
    b = ivy.ones((3,))
    assert ivy.add(a, b).shape == (0, 3)
    c = ivy.ones((2, 1, 3))
    d = ivy.ones((4, 1))
    assert ivy.multiply(c, d).shape == (2, 4, 3)
    with pytest.raises(SHAPE_ERRORS):
        ivy.add(ivy.ones((2,)), ivy.ones((3,)))


def test_divide_by_zero_float(backend):
    with np.errstate(all="ignore"):
        r = ivy.divide(ivy.asarray([1.0, -1.0, 0.0]), ivy.asarray([0.0, 0.0, 0.0]))
    got = to_np(r)
    assert got[0] == np.inf and got[1] == -np.inf and np.isnan(got[2])


# --- binary, fixed inputs -----------------------------------------------------------------

REAL_NUMERIC = [d for d in ALL_NAMES if kind(d) in ("signed", "unsigned", "float")]
INTS = [d for d in ALL_NAMES if kind(d) in ("signed", "unsigned")]

# name: (NumPy reference, second operand domain, result rule, dtypes defined)
BINARY_FIXED = {
    "remainder": (np.remainder, "divisor", "same", REAL_NUMERIC),
    "floor_divide": (np.floor_divide, "divisor", "same", REAL_NUMERIC),
    "maximum": (np.maximum, "any", "same", REAL),
    "minimum": (np.minimum, "any", "same", REAL),
    "not_equal": (np.not_equal, "any", "bool", ALL_NAMES),
    "less_equal": (np.less_equal, "any", "bool", ALL_NAMES),
    "greater_equal": (np.greater_equal, "any", "bool", ALL_NAMES),
    "logical_and": (np.logical_and, "any", "bool", ALL_NAMES),
    "logical_or": (np.logical_or, "any", "bool", ALL_NAMES),
    "logical_xor": (np.logical_xor, "any", "bool", ALL_NAMES),
    "bitwise_and": (np.bitwise_and, "any", "same", INTEGRAL),
    "bitwise_or": (np.bitwise_or, "any", "same", INTEGRAL),
    "bitwise_xor": (np.bitwise_xor, "any", "same", INTEGRAL),
    "bitwise_left_shift": (np.left_shift, "shift", "same", INTS),
    "bitwise_right_shift": (np.right_shift, "shift", "same", INTS),
    "atan2": (np.arctan2, "any", "float", REAL),
    "logaddexp": (np.logaddexp, "any", "float", REAL),
    "hypot": (np.hypot, "any", "float", REAL),
    "copysign": (np.copysign, "any", "float", REAL),
    "nextafter": (np.nextafter, "any", "float", REAL),
}

BINARY_FIXED_CASES = [(n, d) for n, spec in BINARY_FIXED.items() for d in spec[3]]


def second_operand(name: str, dtype: str, n: int) -> list:
    domain = BINARY_FIXED[name][1]
    k = kind(dtype)
    if domain == "shift":
        width = np.dtype(np_dtype(dtype)).itemsize * 8
        return [0, 1, 3, width - 1, width, width + 2][:n]
    if domain == "divisor":
        if k in ("signed", "unsigned"):
            return ([3, -2, 5, 1, -4, 7] if k == "signed" else [3, 2, 5, 1, 4, 7])[:n]
        return [1.5, -2.0, 0.75, 4.0, -0.5, 3.0, 2.5, -1.25][:n]
    v = fixed_values(dtype)
    return (v[1:] + v[:1])[:n]


@pytest.mark.parametrize("name,dtype", BINARY_FIXED_CASES, ids=[f"{n}-{d}" for n, d in BINARY_FIXED_CASES])
def test_binary_fixed_inputs(backend, name, dtype):
    require_valid(dtype)
    ref_fn, _, rule, _ = BINARY_FIXED[name]
    first = fixed_values(dtype)
    if BINARY_FIXED[name][1] == "shift" and kind(dtype) == "signed":
        first = [-7, -2, 0, 1, 3, 100]
    n = len(first)
    # (n, 1) against (n,): broadcasting to (n, n).
    x1 = make(np.array(first, dtype=np_dtype(dtype)).reshape(n, 1), dtype)
    x2 = make(np.array(second_operand(name, dtype, n), dtype=np_dtype(dtype)), dtype)
    fn = getattr(ivy, name)
    expected_dtype = result_dtype(rule, dtype)
    compute = expected_dtype if rule == "float" else dtype
    if declared_unsupported(name, compute):
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


# --- binary, mixed dtypes -----------------------------------------------------------------


def _small_values(dtype):
    return [True, False, True] if kind(dtype) == "bool" else [0, 1, 2]


@pytest.mark.parametrize("d1", ALL, ids=dtype_ids(ALL))
@pytest.mark.parametrize("name", ["add", "divide", "less"])
def test_binary_mixed_dtypes(backend, name, d1):
    require_valid(d1)
    if (name == "subtract" and d1 == "bool") or (name == "less" and kind(d1) == "complex"):
        return  # subtracting bools and ordering complex numbers are not defined
    checked = 0
    for d2 in ivy.valid_dtypes:
        if d1 == d2 == "bool" and name in ARITH:
            continue
        if name == "less" and "complex" in (kind(d1), kind(d2)):
            continue
        if name == "subtract" and "bool" in (kind(d1), kind(d2)):
            continue
        x1 = make(_small_values(d1), d1)
        x2 = make(
            _small_values(d2)[::-1] if name != "divide" else [1, 2, 1] if d2 != "bool" else [True] * 3, d2
        )
        try:
            promoted = ivy.promote_types(d1, d2)
        except TypeError:
            with pytest.raises(TypeError):
                getattr(ivy, name)(x1, x2)
            continue
        # result_type agrees with promote_types for arrays
        assert ivy.result_type(x1, x2) == promoted
        if promoted not in ivy.valid_dtypes:
            with pytest.raises(ivy.UnsupportedDtypeError):
                getattr(ivy, name)(x1, x2)
            continue
        for a, b in ((x1, x2), (x2, x1)):
            xa, xb = ivy.astype(a, promoted), ivy.astype(b, promoted)
            fn = getattr(ivy, name)
            expected_dtype = _binary_result_dtype(name, promoted)
            compute = expected_dtype if name == "divide" else promoted
            if declared_unsupported(name, compute):
                with pytest.raises(ivy.UnsupportedDtypeError):
                    fn(a, b)
                continue
            r = fn(a, b)
            assert r.dtype == expected_dtype, f"{name}({a.dtype}, {b.dtype})"
            ra, rb = ref(xa), ref(xb)
            if name == "divide":
                ra, rb = (
                    ra.astype("complex128" if kind(promoted) == "complex" else "float64"),
                    rb.astype("complex128" if kind(promoted) == "complex" else "float64"),
                )
            expected = _np_ref_binary(name, ra, rb)
            if kind(expected_dtype) in ("signed", "unsigned"):
                expected = expected.astype(np_dtype(expected_dtype))
            assert_values(r, expected, expected_dtype)
        checked += 1
    assert checked > 0


@pytest.mark.parametrize(
    "d1,d2,precise,imprecise",
    [
        ("int32", "float32", "float64", "float32"),
        ("int16", "float16", "float32", "float16"),
        ("int64", "complex64", "complex128", "complex64"),
        ("uint8", "int8", "int16", "int16"),
        ("uint64", "int64", "float64", "float64"),
        ("float16", "bfloat16", "float32", "float32"),
        ("bool", "int8", "int8", "int8"),
        ("float32", "complex64", "complex64", "complex64"),
        ("float64", "complex64", "complex128", "complex128"),
    ],
)
def test_precise_mode_promotion(backend, d1, d2, precise, imprecise):
    # Literal expectations from the documented tables (_promotion.py).
    assert ivy.promote_types(d1, d2) == precise
    with ivy.using_precise_mode(False):
        assert ivy.promote_types(d1, d2) == imprecise
    for mode, expected in ((True, precise), (False, imprecise)):
        if not all(d in ivy.valid_dtypes for d in (d1, d2, expected)):
            continue
        with ivy.using_precise_mode(mode):
            ones = [True, False] if d1 == "bool" else [1, 0]  # Python ints go into bool no more than 1.5 into int
            r = ivy.add(ivy.asarray(ones, dtype=d1), ivy.asarray([1, 1], dtype=d2))
            assert r.dtype == expected
            assert_values(r, np.array([2, 1]), expected)
    assert ivy.precise_mode() is True


# --- the kinds the standard leaves undefined ----------------------------------------------


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


# --- special values and documented semantics ----------------------------------------------


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
        assert py(float, x[0]) == 1.0, fn.__name__


# --- clip ---------------------------------------------------------------------------------


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


# --- Python scalars -----------------------------------------------------------------------

SCALARS = {bool: True, int: 3, float: 1.5, complex: 2 - 1j}


@pytest.mark.parametrize("dtype", ALL, ids=dtype_ids(ALL))
@pytest.mark.parametrize("stype", list(SCALARS), ids=lambda t: t.__name__)
@pytest.mark.parametrize("name", ["add", "multiply", "subtract", "divide", "equal", "greater"])
def test_python_scalar_operands(backend, name, stype, dtype):
    require_valid(dtype)
    s = SCALARS[stype]
    if name in ARITH and kind(dtype) == "bool" and stype is bool:
        return  # arithmetic on two bools is not defined
    if name == "subtract" and (kind(dtype) == "bool" or stype is bool or kind(dtype) == "unsigned"):
        return
    if name == "greater" and (kind(dtype) == "complex" or stype is complex):
        return
    x = make(_small_values(dtype), dtype)
    expected_arr_dtype = ivy.result_type(x, s)
    # the documented scalar rule, spelled out
    k = kind(dtype)
    rank = {"bool": 0, "signed": 1, "unsigned": 1, "float": 2, "complex": 3}[k]
    srank = {bool: 0, int: 1, float: 2, complex: 3}[stype]
    if srank <= rank:
        documented = ivy.Dtype(str(dtype))
    elif srank == 1:
        documented = ivy.default_int_dtype()
    elif srank == 2:
        documented = ivy.default_float_dtype()
    elif k == "float":
        documented = ivy.Dtype("complex128" if dtype == "float64" else "complex64")
    else:
        documented = ivy.default_complex_dtype()
    assert expected_arr_dtype == documented
    fn = getattr(ivy, name)
    result_dtype = _binary_result_dtype(name, documented)
    compute = result_dtype if name == "divide" else documented
    if documented not in ivy.valid_dtypes:
        with pytest.raises(ivy.UnsupportedDtypeError):
            fn(x, s)
        return
    for args in ((x, s), (s, x)):
        if declared_unsupported(name, compute):
            with pytest.raises(ivy.UnsupportedDtypeError):
                fn(*args)
            continue
        with np.errstate(all="ignore"):
            r = fn(*args)
        assert r.dtype == result_dtype, f"{name}{tuple(type(a).__name__ for a in args)}"
        rx = ref(ivy.astype(x, documented))
        rs = np.asarray(s, dtype=rx.dtype)
        if name == "divide" and kind(documented) != "complex":
            rx, rs = rx.astype("float64"), rs.astype("float64")
        expected = _np_ref_binary(name, *((rx, rs) if args[0] is x else (rs, rx)))
        if kind(result_dtype) in ("signed", "unsigned"):
            expected = expected.astype(np_dtype(result_dtype))
        if name == "divide" and args[0] is s:
            # s / x: x holds zeros for some dtypes; compare where defined
            with np.errstate(all="ignore"):
                got = to_np(r).astype(expected.dtype)
            finite = np.isfinite(expected)
            np.testing.assert_allclose(got[finite], expected[finite], rtol=2e-2)
            continue
        assert_values(r, expected, result_dtype)


@pytest.mark.parametrize(
    "dtype,scalar,expected",
    [
        ("int32", 1.5, "float32"),
        ("int8", 1, "int8"),
        ("uint8", 200, "uint8"),
        ("uint8", True, "uint8"),
        ("int64", 2.0, "float32"),
        ("float16", 1.5, "float16"),
        ("float16", 2, "float16"),
        ("float16", 1j, "complex64"),
        ("float64", 1j, "complex128"),
        ("float32", 1j, "complex64"),
        ("int32", 1j, "complex64"),
        ("bool", 1, "int32"),
        ("bool", 1.5, "float32"),
        ("bool", 1j, "complex64"),
        ("complex64", 1.5, "complex64"),
        ("bfloat16", 3, "bfloat16"),
    ],
)
def test_python_scalar_result_dtype_literal(backend, dtype, scalar, expected):
    if not all(d in ivy.valid_dtypes for d in (dtype, expected)):
        pytest.skip("dtype not valid on this backend")
    x = ivy.asarray([True, False] if dtype == "bool" else [1, 0], dtype=dtype)
    assert ivy.add(x, scalar).dtype == expected
    assert ivy.add(scalar, x).dtype == expected
    assert ivy.multiply(x, scalar).dtype == expected
    assert ivy.equal(x, scalar).dtype == "bool"


@pytest.mark.parametrize(
    "dtype,scalar",
    [("int8", 300), ("int8", -129), ("uint8", -1), ("uint8", 256), ("int32", 2**31), ("int16", 2**40)],
)
def test_int_scalar_overflow_raises(backend, dtype, scalar):
    require_valid(dtype)
    x = ivy.asarray([1, 2], dtype=dtype)
    with pytest.raises(OverflowError):
        ivy.add(x, scalar)
    with pytest.raises(OverflowError):
        ivy.multiply(scalar, x)
    with pytest.raises(OverflowError):
        ivy.equal(x, scalar)


def test_int_scalar_at_dtype_limits(backend):
    x = ivy.asarray([0, 0], dtype="int8")
    assert_values(ivy.add(x, 127), np.array([127, 127]), "int8")
    assert_values(ivy.add(x, -128), np.array([-128, -128]), "int8")
    u = ivy.asarray([0], dtype="uint8")
    assert_values(ivy.add(u, 255), np.array([255]), "uint8")


def test_comparison_with_float_scalar_on_int_array(backend):
    x = ivy.asarray([1, 2, 3])
    assert_values(ivy.less(x, 2.5), np.array([True, True, False]), "bool")
    assert_values(ivy.greater(x, 1.5), np.array([False, True, True]), "bool")
    assert_values(ivy.equal(x, 2.0), np.array([False, True, False]), "bool")


def test_two_python_scalars_of_different_kinds_give_default_float(backend):
    c = ivy.asarray([True, False])
    assert ivy.where(c, 1, 2.5).dtype == "float32"
    assert ivy.add(1, 2.5).dtype == "float32"


def test_two_python_scalars_same_kind(backend):
    c = ivy.asarray([True, False])
    assert_values(ivy.where(c, 1.0, 2.5), np.array([1.0, 2.5]), "float32")
    assert_values(ivy.where(c, 1, 2), np.array([1, 2]), "int32")
    assert_values(ivy.add(1, 2), np.array(3), "int32")


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


# --- 0-d and empty arrays, out= -----------------------------------------------------------


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


def test_out(backend):
    x = ivy.asarray([1.5, -2.5])
    out = ivy.zeros((2,))
    r = ivy.floor(x, out=out)
    assert r is out
    assert_values(out, np.array([1.0, -3.0]), "float32")
    b = ivy.zeros((2,), dtype="bool")
    ivy.isnan(x, out=b)
    assert_values(b, np.array([False, False]), "bool")


# --- all installed backends agree ---------------------------------------------------------

CROSS_OPS = {
    "add_int_float": lambda: ivy.add(ivy.asarray([1, 2, 3]), ivy.asarray([0.5, 0.25, 2.0])),
    "add_int8_uint8": lambda: ivy.add(ivy.asarray([1, -2], dtype="int8"), ivy.asarray([3, 4], dtype="uint8")),
    "mul_scalar": lambda: ivy.multiply(ivy.asarray([1, 2, 3], dtype="int16"), 3),
    "divide_ints": lambda: ivy.divide(ivy.asarray([1, 2, 3]), ivy.asarray([2, 2, 2])),
    "int_plus_float_scalar": lambda: ivy.asarray([1, 2]) + 1.5,
    "reflected_sub": lambda: 10 - ivy.asarray([1.0, 2.0]),
    "reflected_pow": lambda: 2 ** ivy.asarray([1, 2, 3]),
    "pow": lambda: ivy.pow(ivy.asarray([1.5, 2.0]), 2),
    "exp_int": lambda: ivy.exp(ivy.asarray([0, 1, 2])),
    "sqrt_f64": lambda: ivy.sqrt(ivy.asarray([4.0, 2.0], dtype="float64")),
    "tanh_f16": lambda: ivy.tanh(ivy.asarray([0.5, -1.0], dtype="float16")),
    "abs_c64": lambda: ivy.abs(ivy.asarray([3 + 4j])),
    "less": lambda: ivy.less(ivy.asarray([1, 2, 3]), ivy.asarray([2.0, 2.0, 2.0])),
    "bool_plus_int": lambda: ivy.add(ivy.asarray([True, False]), ivy.asarray([1, 1], dtype="int8")),
    "sum_int8": lambda: ivy.sum(ivy.asarray([100, 100], dtype="int8")),
    "sum_bool": lambda: ivy.sum(ivy.asarray([True, True, False])),
    "prod_int16": lambda: ivy.prod(ivy.asarray([2, 3], dtype="int16")),
    "mean_int": lambda: ivy.mean(ivy.asarray([1, 2, 4])),
    "var_axis": lambda: ivy.var(ivy.asarray([[1.0, 2.0], [3.0, 5.0]]), axis=1, correction=1),
    "max_keepdims": lambda: ivy.max(ivy.asarray([[1, 5], [3, 2]]), axis=0, keepdims=True),
    "matmul_mixed": lambda: ivy.matmul(ivy.asarray([[1, 2]]), ivy.asarray([[1.0], [2.0]])),
    "where_scalars": lambda: ivy.where(ivy.asarray([True, False]), 1.0, 2.5),
    "concat_mixed": lambda: ivy.concat([ivy.asarray([1], dtype="int8"), ivy.asarray([2.5], dtype="float16")]),
    "stack": lambda: ivy.stack([ivy.asarray([1, 2]), ivy.asarray([3, 4])], axis=1),
    "astype": lambda: ivy.astype(ivy.asarray([1.7, -2.2, 0.0]), "int32"),
    "linspace": lambda: ivy.linspace(0, 1, 4),
    "arange": lambda: ivy.arange(1, 10, 3),
    "full_int": lambda: ivy.full((2,), 2**40),
    "reshape_method": lambda: ivy.arange(6).reshape((2, 3)).sum(axis=0),
}


@pytest.mark.parametrize("op", list(CROSS_OPS))
def test_all_backends_agree(op):
    """The same inputs give the same dtype and values on every installed backend."""
    names = installed_backends()
    if not names:
        pytest.skip("no backend installed")
    results = {}
    for name in names:
        with ivy.using_backend(name):
            r = CROSS_OPS[op]()
            assert isinstance(r, ivy.Array)
            assert r.backend == name
            results[name] = (
                r.dtype,
                r.shape,
                to_np(r).astype("complex128" if kind(r.dtype) == "complex" else "float64"),
            )
    first = names[0]
    d0, s0, v0 = results[first]
    for name in names[1:]:
        d, s, v = results[name]
        assert d == d0, f"{op}: {name} gives {d}, {first} gives {d0}"
        assert s == s0, f"{op}: {name} gives shape {s}, {first} gives {s0}"
        np.testing.assert_allclose(
            v, v0, rtol=1e-2 if d0 in ("float16", "bfloat16") else 1e-6, err_msg=f"{op}: {name} vs {first}"
        )


EXPECTED_CROSS_DTYPES = {
    "add_int_float": "float64", "add_int8_uint8": "int16", "mul_scalar": "int16",
    "divide_ints": "float32", "int_plus_float_scalar": "float32", "reflected_sub": "float32",
    "reflected_pow": "int32", "pow": "float32", "exp_int": "float32", "sqrt_f64": "float64",
    "tanh_f16": "float16", "abs_c64": "float32", "less": "bool", "bool_plus_int": "int8",
    "sum_int8": "int32", "sum_bool": "int32", "prod_int16": "int32", "mean_int": "float32",
    "var_axis": "float32", "max_keepdims": "int32", "matmul_mixed": "float64",
    "where_scalars": "float32", "concat_mixed": "float16", "stack": "int32", "astype": "int32",
    "linspace": "float32", "arange": "int32", "full_int": "int64", "reshape_method": "int32",
}  # fmt: skip


@pytest.mark.parametrize("op", list(CROSS_OPS))
def test_cross_ops_documented_dtype(backend, op):
    # expected dtypes spelled out from the promotion table and the documented rules
    assert set(EXPECTED_CROSS_DTYPES) == set(CROSS_OPS)
    assert CROSS_OPS[op]().dtype == EXPECTED_CROSS_DTYPES[op]


def test_cross_backend_known_values():
    names = installed_backends()
    for name in names:
        with ivy.using_backend(name):
            assert_values(CROSS_OPS["sum_int8"](), np.array(200), "int32")
            assert_values(CROSS_OPS["astype"](), np.array([1, -2, 0]), "int32")
            assert_values(CROSS_OPS["reflected_pow"](), np.array([2, 4, 8]), "int32")
            assert_values(CROSS_OPS["where_scalars"](), np.array([1.0, 2.5]), "float32")
            assert_values(CROSS_OPS["var_axis"](), np.array([0.5, 2.0]), "float32")
            assert math.isclose(py(float, CROSS_OPS["abs_c64"]()[0]), 5.0, rel_tol=1e-6)


CROSS_ELEMENTWISE = {
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

CROSS_ELEMENTWISE_DTYPES = {
    "sign_int": "int8", "square_uint8": "uint8", "round_f16": "float16", "log2_int": "float32",
    "log10_f64": "float64", "hypot_mixed": "float64", "remainder_f": "float32",
    "reciprocal_c": "complex64", "imag_c128": "float64", "clip_int": "int32",
}  # fmt: skip


@pytest.mark.parametrize("op", list(CROSS_ELEMENTWISE))
def test_all_backends_agree_elementwise(op):
    names = installed_backends()
    if not names:
        pytest.skip("no backend installed")
    results = {}
    for name in names:
        with ivy.using_backend(name):
            r = CROSS_ELEMENTWISE[op]()
            assert r.dtype == CROSS_ELEMENTWISE_DTYPES[op], f"{op} on {name}: {r.dtype}"
            results[name] = to_np(r).astype("complex128")
    first = results[names[0]]
    for name in names[1:]:
        np.testing.assert_allclose(results[name], first, rtol=1e-6, err_msg=f"{op}: {name} vs {names[0]}")


_INF, _NAN = float("inf"), float("nan")
#: Tiny and huge moduli (exact in complex64 too) and the special values of
#: complex log/log1p: zeros, -1, infinities, NaNs.
_LOG_SPECIAL = [
    1e-30 + 1e-30j, 1e-30j, 1e30 + 1e30j, 3e38 + 1j, 1e-10 + 0j, -1 + 1e-10j, 1e-20 + 1e-20j,
    -1e-8 + 1e-5j, 0.6 + 0.8j, -0.4 + 0.8j, 2 + 3j, 1 + 0j, -2 + 0j, complex(-2, -0.0),
    0j, complex(-0.0, 0.0), -1 + 0j, complex(-1, -0.0),
    complex(_INF, 0), complex(-_INF, 0), complex(0, _INF), complex(_INF, _INF), complex(-_INF, -_INF),
    complex(-_INF, 1), complex(-1, _INF), complex(-1, -_INF),
    complex(_NAN, 0), complex(1, _NAN), complex(_NAN, _NAN),
]  # fmt: skip


@pytest.mark.parametrize("name", ["log", "log1p", "log2", "log10"])
@pytest.mark.parametrize("dtype", ["complex64", "complex128"])
def test_complex_log_special_values_match_numpy(backend, name, dtype):
    # issue 9: tensorflow's complex log gave a NaN real part for tiny or huge
    # moduli, and complex log1p was wrong at -1 (-inf+0j) and at infinities.
    _check_log_values(name, dtype, _LOG_SPECIAL)


@pytest.mark.parametrize("name", ["log", "log1p", "log2", "log10"])
def test_complex_log_of_an_infinite_and_a_nan_part(backend, name):
    # The standard (and NumPy): log(NaN + inf j) and log(inf + NaN j) are +inf + NaN j.
    _check_log_values(name, "complex128", [complex(_NAN, _INF), complex(_NAN, -_INF), complex(_INF, _NAN)])


def _check_log_values(name, dtype, values):
    v = np.asarray(values, dtype=dtype)
    with np.errstate(all="ignore"):
        want = getattr(np, name)(v.astype(np.complex128))
    got = to_np(getattr(ivy, name)(ivy.asarray(v))).astype(np.complex128)
    for z, g, w in zip(values, got, want, strict=True):
        for part in ("real", "imag"):
            gp, wp = getattr(g, part), getattr(w, part)
            ok = (np.isnan(gp) and np.isnan(wp)) or gp == wp or abs(gp - wp) <= 1e-5 * abs(wp) + 1e-6
            assert ok, f"{name}({z!r}) = {g!r}, NumPy gives {w!r} ({dtype})"
        if w.imag == 0:
            assert np.signbit(g.imag) == np.signbit(w.imag), f"{name}({z!r}) = {g!r}, NumPy gives {w!r}"


def test_an_integer_base_with_a_negative_integer_exponent_is_refused_alike(backend):
    # NumPy and TensorFlow refuse it; torch would give 0 or 1, JAX a TypeError
    # for a scalar exponent and 0 or 1 for an array one.
    i = ivy.asarray([0, 1, 2, -2], dtype="int32")
    for call in (
        lambda: i ** -1,
        lambda: ivy.pow(i, ivy.asarray([1, -1, 2, 3], dtype="int32")),
        lambda: ivy.pow(2, i),
        lambda: ivy.pow(ivy.asarray([3], dtype="int8"), ivy.asarray([-1], dtype="int8")),
    ):
        with pytest.raises(ValueError):  # ArgumentValueError; on Dask NumPy's own when computed
            ivy.to_numpy(call())
    assert_values(ivy.pow(i, 3), np.array([0, 1, 8, -8]), "int32")
    assert_values(ivy.pow(ivy.asarray([2.0, 4.0]), -1), np.array([0.5, 0.25]), "float32")
    assert_values(ivy.pow(ivy.asarray([2, 3], dtype="uint8"), ivy.asarray([0, 2], dtype="uint8")), np.array([1, 9]), "uint8")
