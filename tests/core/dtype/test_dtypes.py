"""The dtype model: Dtype, the fifteen dtypes, the category tuples, default
dtypes, dtype queries, result_type and can_cast. Needs no backend."""

from __future__ import annotations

import copy
import pickle
import threading

import pytest
from hypothesis import given
from hypothesis import strategies as st

import ivy_core as ivy
from ivy_core import Dtype

NAMES = (
    "int8", "int16", "int32", "int64",
    "uint8", "uint16", "uint32", "uint64",
    "bfloat16", "float16", "float32", "float64",
    "complex64", "complex128",
    "bool",
)  # fmt: skip
SIGNED = ("int8", "int16", "int32", "int64")
UNSIGNED = ("uint8", "uint16", "uint32", "uint64")
FLOATS = ("bfloat16", "float16", "float32", "float64")
COMPLEX = ("complex64", "complex128")
CATEGORY_SUFFIXES = (
    "dtypes", "numeric_dtypes", "int_dtypes", "uint_dtypes", "float_dtypes", "complex_dtypes",
)  # fmt: skip


def in_thread(fn):
    """Run ``fn`` in a fresh thread and return its result (re-raising its error)."""
    box: dict[str, object] = {}

    def target() -> None:
        try:
            box["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - handed to the caller
            box["error"] = exc

    t = threading.Thread(target=target)
    t.start()
    t.join(timeout=30)
    assert not t.is_alive()
    if "error" in box:
        raise box["error"]  # type: ignore[misc]
    return box["value"]


# --- Dtype -------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_dtype_accepts_each_name(name: str) -> None:
    d = Dtype(name)
    assert isinstance(d, str) and isinstance(d, Dtype)
    assert d == name and hash(d) == hash(name)
    assert d.name == name and type(d.name) is str
    assert d is getattr(ivy, name)  # interned: one object per dtype
    assert Dtype(d) is d
    assert repr(d) == f"ivy_core.{name}"


@pytest.mark.parametrize("protocol", range(2, pickle.HIGHEST_PROTOCOL + 1))
def test_dtype_pickles_to_the_interned_object(protocol: int) -> None:
    for name in NAMES:
        assert pickle.loads(pickle.dumps(Dtype(name), protocol=protocol)) is Dtype(name)
    assert copy.deepcopy(ivy.int8) is ivy.int8


def test_dtypes_are_in_dir() -> None:
    listing = dir(ivy)
    for name in NAMES:
        assert name in listing and f"native_{name}" in listing
    assert "valid_dtypes" in listing and "NativeArray" in listing


@pytest.mark.parametrize("bad", ["float", "int", "Float32", "float32 ", "", "complex", "np.float32", "bool_"])
def test_dtype_rejects_bad_names_listing_valid_ones(bad: str) -> None:
    with pytest.raises(TypeError) as info:
        Dtype(bad)
    msg = str(info.value)
    assert repr(bad) in msg
    for name in NAMES:
        assert name in msg


@pytest.mark.parametrize("bad", [None, 32, 1.5, b"float32", float, ["float32"]])
def test_dtype_rejects_non_strings(bad: object) -> None:
    with pytest.raises(TypeError):
        Dtype(bad)  # type: ignore[arg-type]


@given(st.text(max_size=12).filter(lambda s: s not in NAMES))
def test_dtype_rejects_any_other_string(s: str) -> None:
    with pytest.raises(TypeError):
        Dtype(s)


def test_dtype_bits_and_kind() -> None:
    bits = {
        "int8": 8, "int16": 16, "int32": 32, "int64": 64, "uint8": 8, "uint16": 16,
        "uint32": 32, "uint64": 64, "bfloat16": 16, "float16": 16, "float32": 32,
        "float64": 64, "complex64": 64, "complex128": 128, "bool": 8,
    }  # fmt: skip
    for name in NAMES:
        d = Dtype(name)
        assert d.bits == bits[name]
        expected_kind = (
            "signed" if name in SIGNED else "unsigned" if name in UNSIGNED
            else "float" if name in FLOATS else "complex" if name in COMPLEX else "bool"
        )  # fmt: skip
        assert d.kind == expected_kind


# --- the fifteen dtypes and the category tuples --------------------------------


def test_fifteen_dtypes() -> None:
    assert len(NAMES) == 15
    assert ivy.all_dtypes == NAMES
    assert len(set(ivy.all_dtypes)) == 15
    assert all(type(d) is Dtype for d in ivy.all_dtypes)
    for name in NAMES:
        assert getattr(ivy, name) == name
        assert type(getattr(ivy, name)) is Dtype


def test_all_tuples() -> None:
    assert ivy.all_numeric_dtypes == tuple(n for n in NAMES if n != "bool")
    assert ivy.all_int_dtypes == SIGNED + UNSIGNED
    assert ivy.all_uint_dtypes == UNSIGNED
    assert ivy.all_float_dtypes == FLOATS
    assert ivy.all_complex_dtypes == COMPLEX
    for suffix in CATEGORY_SUFFIXES:
        tup = getattr(ivy, f"all_{suffix}")
        assert isinstance(tup, tuple)
        assert all(type(d) is Dtype for d in tup)
        # every category keeps the order of all_dtypes
        assert list(tup) == [d for d in ivy.all_dtypes if d in tup]


@pytest.mark.parametrize("suffix", CATEGORY_SUFFIXES)
def test_valid_and_invalid_with_no_backend(suffix: str) -> None:
    assert ivy.backend_stack() == ()
    assert getattr(ivy, f"valid_{suffix}") == getattr(ivy, f"all_{suffix}")
    assert getattr(ivy, f"invalid_{suffix}") == ()


def test_dtype_attributes_with_no_backend() -> None:
    # No backend in force: every dtype is an attribute, native_<dtype> is the ivy dtype.
    for name in NAMES:
        assert getattr(ivy, name) is Dtype(name)
        assert getattr(ivy, f"native_{name}") == name


def test_unknown_attribute_raises_attribute_error() -> None:
    with pytest.raises(AttributeError):
        ivy.float128  # noqa: B018
    with pytest.raises(AttributeError):
        ivy.valid_banana_dtypes  # noqa: B018
    assert not hasattr(ivy, "native_float128")


# --- default dtypes -------------------------------------------------------------


def test_builtin_defaults() -> None:
    assert ivy.default_int_dtype() is ivy.int32
    assert ivy.default_float_dtype() is ivy.float32
    assert ivy.default_complex_dtype() is ivy.complex64
    assert ivy.default_uint_dtype() is ivy.uint32
    assert ivy.default_dtype() is ivy.float32


def test_default_dtype_from_items() -> None:
    assert ivy.default_dtype(item=1) == "int32"
    assert ivy.default_dtype(item=1.5) == "float32"
    assert ivy.default_dtype(item=1j) == "complex64"
    assert ivy.default_dtype(item=True) == "bool"
    assert ivy.default_dtype(item=[1, 2, 3]) == "int32"
    assert ivy.default_dtype(item=[[1.0], [2.0]]) == "float32"
    assert ivy.default_dtype(item=2**40) == "int64"  # beyond int32: value-based
    assert ivy.default_dtype(dtype="int8", item=1.5) == "int8"  # dtype= wins
    with pytest.raises(TypeError):
        ivy.default_dtype(item=object())


def test_default_dtype_of_mixed_python_scalars() -> None:
    # [1, 2.5] holds Python scalars only: the default float, as asarray's docstring says.
    assert ivy.default_dtype(item=[1, 2.5]) == "float32"


@pytest.mark.parametrize(
    ("kind", "first", "second", "builtin"),
    [
        ("int", "int64", "int8", "int32"),
        ("uint", "uint8", "uint64", "uint32"),
        ("float", "float64", "float16", "float32"),
        ("complex", "complex128", "complex64", "complex64"),
    ],
)
def test_set_and_unset_default_is_a_stack(kind: str, first: str, second: str, builtin: str) -> None:
    get = getattr(ivy, f"default_{kind}_dtype")
    set_ = getattr(ivy, f"set_default_{kind}_dtype")
    unset = getattr(ivy, f"unset_default_{kind}_dtype")
    assert get() == builtin
    set_(first)
    assert get() == first
    set_(getattr(ivy, second))  # a Dtype works as well as a name
    assert get() == second
    assert type(get()) is Dtype
    unset()
    assert get() == first
    unset()
    assert get() == builtin
    unset()  # popping an empty stack leaves the built-in default
    assert get() == builtin


@pytest.mark.parametrize(
    ("kind", "bad"),
    [
        ("int", "uint8"), ("int", "float32"), ("int", "bool"),
        ("uint", "int32"), ("float", "int32"), ("float", "complex64"),
        ("complex", "float64"), ("float", "float"), ("int", "nope"),
    ],
)  # fmt: skip
def test_set_default_rejects_wrong_kind(kind: str, bad: str) -> None:
    with pytest.raises(TypeError):
        getattr(ivy, f"set_default_{kind}_dtype")(bad)
    assert (
        getattr(ivy, f"default_{kind}_dtype")()
        == {"int": "int32", "uint": "uint32", "float": "float32", "complex": "complex64"}[kind]
    )


def test_set_default_dtype_by_kind() -> None:
    ivy.set_default_dtype("float64")
    ivy.set_default_dtype(ivy.int64)
    assert ivy.default_float_dtype() == "float64"
    assert ivy.default_int_dtype() == "int64"
    assert ivy.default_dtype() == "float64"
    ivy.unset_default_dtype()  # undoes the last one: int
    assert ivy.default_int_dtype() == "int32"
    assert ivy.default_float_dtype() == "float64"
    ivy.unset_default_dtype()
    assert ivy.default_float_dtype() == "float32"
    with pytest.raises(TypeError):
        ivy.set_default_dtype("bool")


def test_using_default_dtypes_scoped() -> None:
    with ivy.using_default_dtypes(float="float64", int=ivy.int64):
        assert ivy.default_float_dtype() == "float64"
        assert ivy.default_int_dtype() == "int64"
        assert ivy.default_complex_dtype() == "complex64"  # untouched
        assert ivy.result_type(ivy.int8, 1.5) == "float64"
        with ivy.using_default_dtypes(float="float16"):
            assert ivy.default_float_dtype() == "float16"
            assert ivy.default_int_dtype() == "int64"
        assert ivy.default_float_dtype() == "float64"
    assert ivy.default_float_dtype() == "float32"
    assert ivy.default_int_dtype() == "int32"


def test_using_default_dtypes_restores_on_error() -> None:
    with pytest.raises(RuntimeError):
        with ivy.using_default_dtypes(float="float64"):
            raise RuntimeError("boom")
    assert ivy.default_float_dtype() == "float32"


def test_using_default_dtypes_rejects_wrong_kind() -> None:
    with pytest.raises(TypeError):
        with ivy.using_default_dtypes(float="int32"):
            pass  # pragma: no cover
    assert ivy.default_float_dtype() == "float32"


def test_using_default_dtypes_overrides_the_global_stack() -> None:
    ivy.set_default_float_dtype("float16")
    with ivy.using_default_dtypes(float="float64"):
        assert ivy.default_float_dtype() == "float64"
    assert ivy.default_float_dtype() == "float16"


def test_using_default_dtypes_is_local_to_the_thread() -> None:
    with ivy.using_default_dtypes(float="float64", int="int16", complex="complex128"):
        assert ivy.default_float_dtype() == "float64"
        seen = in_thread(
            lambda: (ivy.default_float_dtype(), ivy.default_int_dtype(), ivy.default_complex_dtype())
        )
        assert seen == ("float32", "int32", "complex64")
        assert ivy.default_float_dtype() == "float64"


def test_using_default_dtypes_in_a_thread_does_not_leak() -> None:
    barrier = threading.Barrier(2, timeout=10)
    seen: list[str] = []

    def worker() -> None:
        with ivy.using_default_dtypes(float="float64"):
            barrier.wait()  # the main thread reads now
            barrier.wait()

    t = threading.Thread(target=worker)
    t.start()
    barrier.wait()
    seen.append(ivy.default_float_dtype())
    barrier.wait()
    t.join(timeout=10)
    assert seen == ["float32"]


def test_set_default_is_global_across_threads() -> None:
    in_thread(lambda: ivy.set_default_float_dtype("float64"))
    assert ivy.default_float_dtype() == "float64"


# --- dtype queries -------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_is_dtype_helpers_on_dtypes(name: str) -> None:
    for value in (name, Dtype(name)):
        assert ivy.is_bool_dtype(value) is (name == "bool")
        assert ivy.is_int_dtype(value) is (name in SIGNED + UNSIGNED)
        assert ivy.is_uint_dtype(value) is (name in UNSIGNED)
        assert ivy.is_float_dtype(value) is (name in FLOATS)
        assert ivy.is_complex_dtype(value) is (name in COMPLEX)


def test_is_dtype_helpers_on_python_scalars() -> None:
    assert ivy.is_bool_dtype(True) and not ivy.is_int_dtype(True)
    assert ivy.is_int_dtype(3) and not ivy.is_uint_dtype(3) and not ivy.is_float_dtype(3)
    assert ivy.is_float_dtype(1.5) and not ivy.is_complex_dtype(1.5)
    assert ivy.is_complex_dtype(1j) and not ivy.is_float_dtype(1j)


def test_is_dtype_helpers_on_python_types() -> None:
    assert ivy.is_float_dtype(float)
    assert ivy.is_int_dtype(int)
    assert ivy.is_bool_dtype(bool)
    assert ivy.is_complex_dtype(complex)


def test_is_dtype_helpers_reject_non_dtypes() -> None:
    with pytest.raises(TypeError):
        ivy.is_float_dtype("float")
    with pytest.raises(TypeError):
        ivy.is_int_dtype("banana")


def test_as_ivy_dtype() -> None:
    assert ivy.as_ivy_dtype("float16") is ivy.float16
    assert ivy.as_ivy_dtype(ivy.uint8) is ivy.uint8
    assert ivy.as_ivy_dtype(bool) is ivy.bool
    assert ivy.as_ivy_dtype(int) == ivy.default_int_dtype()
    assert ivy.as_ivy_dtype(float) == ivy.default_float_dtype()
    assert ivy.as_ivy_dtype(complex) == ivy.default_complex_dtype()
    with ivy.using_default_dtypes(float="float64"):
        assert ivy.as_ivy_dtype(float) == "float64"
    with pytest.raises(TypeError):
        ivy.as_ivy_dtype("double")


# --- result_type and can_cast -----------------------------------------------------


def test_result_type_of_dtypes() -> None:
    assert ivy.result_type("int8", "int16") == "int16"
    assert ivy.result_type(ivy.uint8, ivy.int8) == "int16"
    assert ivy.result_type("float32", "float64") == "float64"
    assert ivy.result_type("bool", "uint16") == "uint16"
    assert ivy.result_type("int8", "uint8", "int32") == "int32"
    assert ivy.result_type("float16") == "float16"
    assert type(ivy.result_type("int8", "int16")) is Dtype
    with pytest.raises(TypeError):
        ivy.result_type("int8", "float")


def test_result_type_needs_an_argument() -> None:
    with pytest.raises(ValueError):
        ivy.result_type()


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        # a scalar whose kind the dtype can hold takes the dtype
        (("int8", 1), "int8"),
        (("uint8", 1), "uint8"),
        (("float16", 1), "float16"),
        (("float16", 1.5), "float16"),
        (("bfloat16", 2.0), "bfloat16"),
        (("complex64", 1.5), "complex64"),
        (("complex64", 1j), "complex64"),
        (("int64", True), "int64"),
        (("bool", True), "bool"),
        # a float scalar with an int or bool dtype: the default float dtype
        (("int8", 1.5), "float32"),
        (("int64", 1.5), "float32"),
        (("uint64", 1.5), "float32"),
        (("bool", 1.5), "float32"),
        # a complex scalar with a real float dtype: the complex of its precision
        (("float16", 1j), "complex64"),
        (("float32", 1j), "complex64"),
        (("float64", 1j), "complex128"),
        # ... with an int or bool dtype: the default complex dtype
        (("int32", 1j), "complex64"),
        (("int64", 1j), "complex64"),
        (("bool", 1j), "complex64"),
        # an int scalar with a bool dtype: the default int dtype
        (("bool", 1), "int32"),
        # scalars alone: their default dtype (value-based for large ints)
        ((1,), "int32"),
        ((2**40,), "int64"),
        ((-(2**40),), "int64"),
        ((1.5,), "float32"),
        ((1e300,), "float64"),
        ((1j,), "complex64"),
        ((True,), "bool"),
        # several dtypes promote first, then the scalars apply
        (("int8", "int16", 1.5), "float32"),
        (("float32", "float64", 1j), "complex128"),
    ],
)
def test_result_type_with_scalars(args: tuple[object, ...], expected: str) -> None:
    assert ivy.result_type(*args) == expected


def test_result_type_scalars_follow_the_defaults() -> None:
    with ivy.using_default_dtypes(float="float64", complex="complex128", int="int64"):
        assert ivy.result_type("int32", 1.5) == "float64"
        assert ivy.result_type("int32", 1j) == "complex128"
        assert ivy.result_type("bool", 1) == "int64"
        assert ivy.result_type(1) == "int64"
    ivy.set_default_float_dtype("float16")
    assert ivy.result_type("uint8", 0.5) == "float16"


def test_result_type_of_mixed_python_scalars() -> None:
    assert ivy.result_type(1, 2.5) == "float32"


def test_result_type_of_huge_ints_is_symmetric() -> None:
    assert ivy.result_type(-(2**70)) == ivy.result_type(2**70)


@pytest.mark.parametrize(
    ("from_", "to", "expected"),
    [
        ("int8", "int8", True),
        ("int8", "int16", True),
        ("int16", "int8", False),
        ("uint8", "int16", True),
        ("uint8", "int8", False),
        ("int8", "uint8", False),
        ("uint64", "int64", False),
        ("bool", "int8", True),
        ("bool", "float32", True),
        ("int8", "bool", False),
        ("int8", "float16", True),
        ("int32", "float64", True),
        ("int32", "float32", False),  # precise mode: int32 only fits float64
        ("float32", "float64", True),
        ("float64", "float32", False),
        ("float32", "complex64", True),
        ("float64", "complex64", False),
        ("complex64", "float32", False),
        ("complex64", "complex128", True),
        ("float16", "bfloat16", False),
    ],
)
def test_can_cast(from_: str, to: str, expected: bool) -> None:
    assert ivy.can_cast(from_, to) is expected
    assert ivy.can_cast(Dtype(from_), Dtype(to)) is expected


def test_can_cast_rejects_non_dtypes() -> None:
    with pytest.raises(TypeError):
        ivy.can_cast("int8", "float")
    with pytest.raises(TypeError):
        ivy.can_cast("banana", "int8")


def test_a_dtype_equals_its_name_and_numpys_dtype_of_that_name() -> None:
    """Dtype keeps str's own comparison (a comparison of its own would make
    torch.compile break the graph on every Dtype it meets): it equals its
    name and NumPy's dtype of that name, not NumPy's scalar type."""
    import numpy as np

    assert ivy.float32 == "float32" and hash(ivy.float32) == hash("float32")
    assert ivy.float32 == np.dtype("float32") and np.dtype("float32") == ivy.float32
    assert ivy.float32 != np.float32 and np.dtype(ivy.float32) == np.float32
