"""Dtype support of functions written with operators, on the numpy backend:
``function_unsupported_dtypes`` of a user function reports the gaps of the
API functions behind its operators (``~`` is ``bitwise_invert``, ``&``
``bitwise_and``, ``//`` ``floor_divide``, ...: the table in
``ivy_core/_spec/_operators.py``), the dtypes it reports do raise, and every
operator of ``ivy_core.Array`` calls the function the table names."""

from __future__ import annotations

import copy

import pytest
from ivy_core._plugins import _registry
from ivy_core._spec import _operators

import ivy_core as ivy

if "numpy" not in _registry.discover():
    pytest.skip("needs the ivy-numpy plugin installed", allow_module_level=True)
np = pytest.importorskip("numpy")

ERRORS = (ivy.UnsupportedDtypeError, ivy.InvalidDtypeError)


def uses_invert(x, y):
    return ~x


def uses_and(x, y):
    return x & y


def uses_floordiv(x, y):
    return x // y


def uses_mod(x, y):
    return x % y


def uses_lshift(x, y):
    return x << y


def uses_inplace_or(x, y):
    x |= y
    return x


def uses_matmul(x, y):
    return x @ y


#: (user function, the API function behind its operator, a dtype it refuses
#: on numpy (outside the function's kinds=), a dtype it supports).
CASES = [
    (uses_invert, "bitwise_invert", "float32", "int8"),
    (uses_and, "bitwise_and", "float64", "bool"),
    (uses_floordiv, "floor_divide", "complex64", "float32"),
    (uses_mod, "remainder", "bool", "int16"),
    (uses_lshift, "bitwise_left_shift", "bool", "uint8"),
    (uses_inplace_or, "bitwise_or", "float16", "int32"),
]


def ones(dtype: str) -> ivy.Array:
    return ivy.ones((2, 2), dtype=dtype)


@pytest.mark.parametrize(("fn", "function", "bad", "good"), CASES, ids=[c[0].__name__ for c in CASES])
def test_a_user_function_reports_the_gaps_of_its_operators(fn, function, bad, good) -> None:
    unsupported = ivy.function_unsupported_dtypes(fn, "numpy")
    assert unsupported == ivy.function_unsupported_dtypes(function, "numpy")
    assert ivy.Dtype(bad) in unsupported and ivy.Dtype(good) not in unsupported
    assert ivy.Dtype(bad) not in ivy.function_supported_dtypes(fn, "numpy")
    # What it reports is what happens.
    with ivy.using_backend("numpy"):
        with pytest.raises(ERRORS, match=f"dtype {bad} "):
            fn(ones(bad), ones(bad))
        assert fn(ones(good), ones(good)).dtype == ivy.Dtype(good)


def test_matmul_operator_reports_what_the_backend_declares(monkeypatch: pytest.MonkeyPatch) -> None:
    # numpy's matmul takes every dtype: declare float16 unsupported to see `@` follow it.
    b = _registry.load("numpy", "test")
    assert ivy.function_unsupported_dtypes(uses_matmul, "numpy") == ivy.function_unsupported_dtypes(
        "matmul", "numpy"
    )
    declared = copy.copy(b.support["matmul"])
    declared.unsupported_dtypes = frozenset({ivy.float16})
    declared.reason = "test: no float16 matmul"
    monkeypatch.setitem(b.support, "matmul", declared)
    assert ivy.float16 in ivy.function_unsupported_dtypes("matmul", "numpy")
    assert ivy.function_unsupported_dtypes(uses_matmul, "numpy") == ivy.function_unsupported_dtypes(
        "matmul", "numpy"
    )


@pytest.mark.parametrize("dunder", sorted(_operators.DUNDERS))
def test_array_operators_report_their_function(dunder: str) -> None:
    got = ivy.function_unsupported_dtypes(getattr(ivy.Array, dunder), "numpy")
    assert got == ivy.function_unsupported_dtypes(_operators.DUNDERS[dunder], "numpy")


def test_invert_is_bitwise_not_logical() -> None:
    unsupported = ivy.function_unsupported_dtypes(ivy.Array.__invert__, "numpy")
    assert ivy.float32 in unsupported and ivy.int8 not in unsupported and ivy.bool not in unsupported


def operands(function: str, form: str) -> tuple[ivy.Array, ivy.Array]:
    """Operands on which the functions of the table give different results."""
    if function == "matmul":
        return ivy.asarray([[5.0, 6.0], [7.0, 8.0]]), ivy.asarray([[2.0, 3.0], [4.0, 5.0]])
    if function.startswith("bitwise"):
        return ivy.asarray([5, 6, 7]), ivy.asarray([2, 3, 1])
    if form == "compare":
        return ivy.asarray([1.0, 2.0, 3.0]), ivy.asarray([2.0, 2.0, 2.0])
    return ivy.asarray([5.0, -6.0, 3.0]), ivy.asarray([2.0, 3.0, 3.0])


@pytest.mark.parametrize("dunder", sorted(_operators.DUNDERS))
def test_array_operators_call_the_function_the_table_names(dunder: str) -> None:
    name, form = _operators.DUNDERS[dunder], _operators.FORMS[dunder]
    function = getattr(ivy, name)
    with ivy.using_backend("numpy"):
        x, y = operands(name, form)
        if form == "unary":
            got, want = getattr(x, dunder)(), function(x)
        elif form == "reflected":
            got, want = getattr(x, dunder)(y), function(y, x)
        else:  # binary, compare, inplace
            want = function(x, y)
            got = getattr(x, dunder)(y)
        if form == "inplace":
            assert got is x
    assert got.dtype == want.dtype
    assert np.asarray(got).tolist() == np.asarray(want).tolist()
