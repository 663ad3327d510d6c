"""What ``asarray`` and ``dtype=`` take, on every backend (issue 30, items 6,
9 and 10): ``copy`` is a bool or None and ``copy=False`` never copies
silently; Python values go into a dtype only as item assignment stores them
(no float into an int dtype, no complex into a real one, only bools into
bool); a masked array is refused rather than losing its mask; a value is not
a dtype; errors name the function the user called."""

from __future__ import annotations

import array

import numpy as np
import pytest

import ivy_core as ivy


@pytest.mark.parametrize("copy", ["yes", 1, 0.0, "False"])
def test_copy_takes_a_bool_or_none(backend, copy):
    with pytest.raises(TypeError, match=r"ivy_core\.asarray .*copy must be True, False or None"):
        ivy.asarray([1.0, 2.0], copy=copy)


@pytest.mark.parametrize("obj", [[1.0, 2.0], (1, 2), 3.5, 7, True, [[1j]]])
def test_copy_false_refuses_python_values(backend, obj):
    """Python values always need new memory (NumPy 2 raises the same way)."""
    with pytest.raises(ValueError, match=r"ivy_core\.asarray .*copy=False"):
        ivy.asarray(obj, copy=False)


def test_copy_false_refuses_a_dtype_change_and_keeps_an_array_as_it_is(backend):
    x = ivy.asarray([1.0, 2.0], dtype=ivy.float32)
    with pytest.raises(ValueError, match=r"copy=False, but converting float32 to int32 needs a copy"):
        ivy.asarray(x, dtype=ivy.int32, copy=False)
    same = ivy.asarray(x, dtype=ivy.float32, copy=False)
    assert same.dtype == ivy.float32 and same.tolist() == [1.0, 2.0]
    assert ivy.asarray(x, copy=True).tolist() == [1.0, 2.0]
    assert ivy.asarray(x, dtype=ivy.int32).tolist() == [1, 2]  # copy=None: the cast is allowed


@pytest.mark.parametrize("copy", [None, False])
@pytest.mark.parametrize("convert", [ivy.asarray, ivy.array])
def test_an_array_converted_without_a_copy_sees_later_writes(backend, convert, copy):
    """The standard's ``copy=False`` shares memory, and item assignment on the
    immutable backends (JAX, TensorFlow, Dask) replaces what an Array holds:
    the Array itself is given back, so both names see a write."""
    x = ivy.asarray([1.0, 2.0, 3.0], dtype=ivy.float32)
    y = convert(x, copy=copy)
    x[0] = 7.0
    y[2] = 9.0
    assert x.tolist() == y.tolist() == [7.0, 2.0, 9.0]
    same_dtype = convert(x, dtype=ivy.float32, copy=copy)
    x[1] = 5.0
    assert same_dtype.tolist() == [7.0, 5.0, 9.0]


def test_a_copy_or_a_cast_does_not_see_later_writes(backend):
    x = ivy.asarray([1.0, 2.0], dtype=ivy.float32)
    copied = ivy.asarray(x, copy=True)
    cast = ivy.asarray(x, dtype=ivy.float64)
    x[0] = 7.0
    assert copied.tolist() == [1.0, 2.0] and cast.tolist() == [1.0, 2.0]
    assert copied is not x and cast is not x


@pytest.mark.parametrize(
    ("values", "dtype", "kind"),
    [
        ([1.5], "int32", "float"),
        ([1.0, 2.0], "int64", "float"),
        (2.0, "int16", "float"),
        ([[1, 2], [3, 4.0]], "uint8", "float"),
        ([2], "bool", "int"),
        ([1, True], "bool", "int"),
        ([1j], "float32", "complex"),
        ([1.0, 2 + 0j], "float64", "complex"),
    ],
)
def test_python_values_are_not_changed_to_fit_a_dtype(backend, values, dtype, kind):
    """``asarray([1.5], dtype="int32")`` gave [1] while ``x_int[0] = 1.5`` was
    refused: both follow item assignment's rule now."""
    if dtype not in [str(d) for d in ivy.valid_dtypes]:
        pytest.skip(f"{dtype} is not a dtype of {backend}")
    with pytest.raises(TypeError, match=rf"ivy_core\.asarray .*a Python {kind} cannot be stored as {dtype}"):
        ivy.asarray(values, dtype=dtype)


@pytest.mark.parametrize(
    ("values", "dtype", "expected"),
    [
        ([True, False], "int32", [1, 0]),
        ([1, 2], "float32", [1.0, 2.0]),
        ([True, 2, 3.5], "float32", [1.0, 2.0, 3.5]),
        ([1, 2.5], "complex64", [1 + 0j, 2.5 + 0j]),
        ([True], "bool", [True]),
        ([], "int32", []),
    ],
)
def test_python_values_of_a_narrower_kind_are_taken(backend, values, dtype, expected):
    if dtype not in [str(d) for d in ivy.valid_dtypes]:
        pytest.skip(f"{dtype} is not a dtype of {backend}")
    x = ivy.asarray(values, dtype=dtype)
    assert str(x.dtype) == dtype and x.tolist() == expected


def test_an_array_is_cast_when_a_dtype_is_asked_for(backend):
    """An array's values are converted as ``astype`` converts them: the rule
    above is about Python values, which carry no dtype of their own."""
    x = ivy.asarray([1.5, -2.5])
    assert ivy.asarray(x, dtype=ivy.int32).tolist() == ivy.astype(x, ivy.int32).tolist() == [1, -2]


CASTS_TO_REAL = {
    "astype": lambda c: ivy.astype(c, "float32"),
    "astype_native": lambda c: ivy.astype(c, ivy.as_native_dtype("float64")),
    "asarray": lambda c: ivy.asarray(c, dtype="float64"),
    "asarray_int": lambda c: ivy.asarray(c, dtype="int32"),
    "asarray_numpy": lambda c: ivy.asarray(np.asarray(c.tolist()), dtype="float32"),
    "sum": lambda c: ivy.sum(c, dtype="float32"),
    "prod": lambda c: ivy.prod(c, dtype="float64"),
    "cumulative_sum": lambda c: ivy.cumulative_sum(c, dtype="float32"),
    "cumulative_prod": lambda c: ivy.cumulative_prod(c, dtype="float64"),
}


@pytest.mark.parametrize("call", list(CASTS_TO_REAL))
def test_a_complex_array_is_not_cast_to_a_real_dtype(backend, call):
    """The standard does not permit casting complex to real: every backend
    dropped the imaginary part (``astype([1+2j, 3j], float32)`` gave
    ``[1., 0.]``, ``sum(..., dtype=float32)`` 1.0 for 1+5j). It raises the
    class ``asarray(1 + 2j, dtype="float64")`` raises for a Python complex."""
    c = ivy.asarray([1 + 2j, 3j])
    name = call.split("_")[0] if call.startswith(("astype", "asarray")) else call
    with pytest.raises(ivy.ArgumentTypeError, match=rf"ivy_core\.{name} \(backend '{backend}'\).*complex array"):
        CASTS_TO_REAL[call](c)
    assert ivy.astype(c, "complex128").tolist() == [1 + 2j, 3j]
    assert ivy.asarray(c, dtype="complex64").tolist() == [1 + 2j, 3j]
    assert ivy.asarray(ivy.real(c), dtype="float64").tolist() == [1.0, 0.0]
    assert complex(ivy.sum(c, dtype="complex128").tolist()) == 1 + 5j


BUFFERS = {
    "memoryview_int64": (lambda: memoryview(np.array([2**40 + 1], dtype=np.int64)), "int64", [2**40 + 1]),
    "memoryview_bool": (lambda: memoryview(np.array([True, False])), "bool", [True, False]),
    "memoryview_2d": (lambda: memoryview(np.arange(6, dtype=np.int16).reshape(2, 3)), "int16", [[0, 1, 2], [3, 4, 5]]),
    "memoryview_complex": (lambda: memoryview(np.array([1 + 2j], dtype=np.complex64)), "complex64", [1 + 2j]),
    "array_d": (lambda: array.array("d", [0.1, -2.5]), "float64", [0.1, -2.5]),
    "array_f": (lambda: array.array("f", [0.5]), "float32", [0.5]),
    "array_B": (lambda: array.array("B", [255, 0]), "uint8", [255, 0]),
    "array_H": (lambda: array.array("H", [65535]), "uint16", [65535]),
    "array_q": (lambda: array.array("q", [-(2**62)]), "int64", [-(2**62)]),
    "bytearray": (lambda: bytearray(b"ab"), "uint8", [97, 98]),
}


@pytest.mark.parametrize("case", list(BUFFERS))
def test_a_buffer_keeps_its_own_dtype(backend, case):
    """An object of the buffer protocol has the dtype of its item format, as
    NumPy reads it: ``asarray(memoryview(int64 [2**40 + 1]))`` was float32
    2**40 on every backend, ``array.array("d", [0.1])`` float32 0.1."""
    make, dtype, values = BUFFERS[case]
    if dtype not in [str(d) for d in ivy.valid_dtypes]:
        pytest.skip(f"{dtype} is not a dtype of {backend}")
    x = ivy.asarray(make())
    assert str(x.dtype) == dtype and x.tolist() == values
    wide = "complex128" if dtype == "complex64" else "float64"  # given a dtype, it is cast
    assert ivy.asarray(make(), dtype=wide).tolist() == np.asarray(values, dtype=wide).tolist()
    if dtype == "complex64":
        with pytest.raises(ivy.ArgumentTypeError, match="complex"):
            ivy.asarray(make(), dtype="float64")


@pytest.mark.parametrize(
    "make",
    [lambda: memoryview(bytearray(b"ab")).cast("c"), lambda: memoryview(np.array([1, 256], dtype=">i4"))],
    ids=["text", "big_endian"],
)
def test_a_buffer_of_no_dtype_is_refused(backend, make):
    with pytest.raises(ivy.ArgumentTypeError, match=rf"ivy_core\.asarray \(backend '{backend}'\).*item format"):
        ivy.asarray(make())


def test_a_masked_array_is_refused(backend):
    masked = np.ma.masked_array([1.0, 2.0, 3.0], mask=[False, True, False])
    with pytest.raises(TypeError, match=r"ivy_core\.asarray .*holds a mask.*filled"):
        ivy.asarray(masked)


@pytest.mark.parametrize("value", [np.float32(7), np.int64(2), 7, 2.5, np.ones(2)])
@pytest.mark.parametrize("call", ["zeros", "astype", "asarray"])
def test_a_value_is_not_a_dtype(backend, value, call):
    """``zeros((2,), dtype=np.float32(7))`` made float32 zeros: NumPy reads
    the dtype of any object that has one."""
    run = {
        "zeros": lambda: ivy.zeros((2,), dtype=value),
        "astype": lambda: ivy.astype(ivy.ones(2), value),
        "asarray": lambda: ivy.asarray([1.0], dtype=value),
    }[call]
    with pytest.raises(TypeError, match=rf"ivy_core\.{call} .*is a value, not a dtype"):
        run()


def test_native_dtypes_and_dtype_classes_still_work(backend):
    assert ivy.zeros((2,), dtype=ivy.int16).dtype == ivy.int16
    assert ivy.zeros((2,), dtype="int16").dtype == ivy.int16
    native = ivy.asarray([1], dtype=ivy.int16).to_native().dtype
    assert ivy.zeros((2,), dtype=native).dtype == ivy.int16


@pytest.mark.parametrize("fn", ["concat", "stack"])
@pytest.mark.parametrize("empty", [[], ()])
def test_joining_nothing_names_the_function(backend, fn, empty):
    with pytest.raises(ValueError, match=rf"ivy_core\.{fn} .*'arrays' is empty; pass at least one array"):
        getattr(ivy, fn)(empty)


def test_to_device_errors_name_to_device(backend):
    with pytest.raises(Exception, match=r"^ivy_core\.Array\.to_device ") as info:
        ivy.asarray([1.0]).to_device("no_such_device:99")
    assert isinstance(info.value, (ValueError, TypeError))


@pytest.mark.parametrize("copy", ["y", 1, "False"])
def test_dlpack_copy_takes_a_bool_or_none(backend, copy):
    """``x.__dlpack__(copy="y")`` passed the framework's own text on."""
    x = ivy.asarray([1.0, 2.0])
    with pytest.raises(TypeError, match=rf"ivy_core\.Array\.__dlpack__ \(backend '{backend}'\): copy must be"):
        x.__dlpack__(copy=copy)
    if backend != "dask":  # Dask arrays have no DLPack export of their own
        assert ivy.from_dlpack(x).tolist() == [1.0, 2.0]
