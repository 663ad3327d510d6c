"""Bad argument values that some framework accepted silently, truncated,
or answered with the wrong error class (or by killing the interpreter), as
the robustness suite found them (issue 9): each raises the same typed error
on every backend, naming the function, the backend and the value."""

from __future__ import annotations

import pytest

import ivy_core as ivy

NAN = float("nan")
INF = float("inf")


def _where(name: str, backend: str) -> str:
    return rf"ivy_core\.{name} \(backend '{backend}'\)"


# -- sizes no machine holds: MemoryError before the framework is asked ------------


@pytest.mark.parametrize(
    "name, call, value",
    [
        ("fft.fft", lambda: ivy.fft.fft(ivy.asarray([1.0, 2.0]), n=2**62), 2**62),
        ("fft.ifft", lambda: ivy.fft.ifft(ivy.asarray([1.0, 2.0]), n=2**62), 2**62),
        ("fft.rfft", lambda: ivy.fft.rfft(ivy.asarray([1.0, 2.0]), n=2**62), 2**62),
        ("fft.irfft", lambda: ivy.fft.irfft(ivy.asarray([1.0, 2.0]), n=2**62), 2**62),
        ("fft.hfft", lambda: ivy.fft.hfft(ivy.asarray([1.0, 2.0]), n=2**62), 2**62),
        ("fft.ihfft", lambda: ivy.fft.ihfft(ivy.asarray([1.0, 2.0]), n=2**62), 2**62),
        ("fft.fftn", lambda: ivy.fft.fftn(ivy.ones((2, 2)), s=(2**40, 2**40), axes=(0, 1)), 2**40),
        ("fft.irfftn", lambda: ivy.fft.irfftn(ivy.ones((2, 2)), s=(2**40, 2**40), axes=(0, 1)), 2**40),
        ("fft.fftfreq", lambda: ivy.fft.fftfreq(2**62), 2**62),
        ("fft.rfftfreq", lambda: ivy.fft.rfftfreq(2**63), 2**63),
        ("tile", lambda: ivy.tile(ivy.asarray([1, 2]), (2**40,)), 2**40),
        ("repeat", lambda: ivy.repeat(ivy.asarray([1, 2]), 2**40), 2**40),
        ("repeat", lambda: ivy.repeat(ivy.ones((2, 2)), 2**40, axis=1), 2**40),
    ],
)
def test_an_impossible_size_is_a_memory_error_naming_it(backend, name, call, value):
    # JAX aborted the interpreter on fft(n=2**62); tf repeat returned.
    with pytest.raises(ivy.OutOfMemoryError, match=_where(name, backend)) as info:
        call()
    assert isinstance(info.value, MemoryError)
    assert str(value) in str(info.value)


def test_sizes_that_fit_still_work(backend):
    assert ivy.fft.fft(ivy.asarray([1.0, 0.0]), n=4).shape == (4,)
    assert ivy.fft.fftn(ivy.ones((2, 2)), s=(3, 4), axes=(0, 1)).shape == (3, 4)
    assert ivy.fft.fftfreq(4).tolist() == [0.0, 0.25, -0.5, -0.25]
    assert ivy.tile(ivy.asarray([1, 2]), (2, 2)).shape == (2, 4)
    assert ivy.repeat(ivy.asarray([1, 2]), 2).tolist() == [1, 1, 2, 2]
    assert ivy.repeat(ivy.asarray([[1, 2]]), 2, axis=0).tolist() == [[1, 2], [1, 2]]


def test_torch_allocator_running_out_of_memory_is_a_memory_error(backend, monkeypatch):
    """torch's CPU allocator reports running out of memory as a plain
    RuntimeError, which came out as ArgumentValueError (issue 30)."""
    if backend != "torch":
        pytest.skip("torch's allocator message")
    import torch

    def refuse(*args, **kwargs):
        raise RuntimeError(
            "[enforce fail at alloc_cpu.cpp:127] err == 0. DefaultCPUAllocator: can't allocate memory: "
            "you tried to allocate 17179869184 bytes. Error code 12 (Cannot allocate memory)"
        )

    monkeypatch.setattr(torch, "zeros", refuse)
    with pytest.raises(ivy.OutOfMemoryError, match=_where("zeros", backend)) as info:
        ivy.zeros((4, 4))  # small: the core's size check passes it to torch
    assert isinstance(info.value, MemoryError)
    assert "17179869184 bytes" in str(info.value)


# -- axes out of range: AxisError (an IndexError and a ValueError) ---------------


AXIS_ERRORS = {
    "fft.fft": lambda: ivy.fft.fft(ivy.asarray([1.0, 2.0]), axis=10),
    "fft.irfft": lambda: ivy.fft.irfft(ivy.asarray([1.0, 2.0]), axis=-10),
    "fft.fftn": lambda: ivy.fft.fftn(ivy.ones((2, 2)), axes=(5,)),
    "fft.fftshift": lambda: ivy.fft.fftshift(ivy.asarray([1.0, 2.0]), axes=5),
    "fft.ifftshift": lambda: ivy.fft.ifftshift(ivy.asarray([1.0, 2.0]), axes=(0, 5)),
    "split": lambda: ivy.split(ivy.arange(4), num_or_size_splits=2, axis=10),
    "diff": lambda: ivy.diff(ivy.arange(4), axis=-10),
    "cumsum": lambda: ivy.cumsum(ivy.arange(4), axis=10),
    "vecdot": lambda: ivy.vecdot(ivy.ones((3,)), ivy.ones((3,)), axis=10),
    "trace": lambda: ivy.linalg.trace(ivy.ones((2, 2)), axis1=10),
    "diagonal": lambda: ivy.linalg.diagonal(ivy.ones((2, 2)), axis2=-10),
    "vector_norm": lambda: ivy.linalg.vector_norm(ivy.ones((2, 2)), axis=(0, 5)),
    "stack": lambda: ivy.stack([ivy.ones((2,)), ivy.ones((2,))], axis=3),
    "concat": lambda: ivy.concat([ivy.ones((2,)), ivy.ones((2,))], axis=1),
    "roll": lambda: ivy.roll(ivy.ones((2,)), 1, axis=4),
}


@pytest.mark.parametrize("name", list(AXIS_ERRORS))
def test_an_axis_out_of_range_is_an_axis_error_naming_it(backend, name):
    with pytest.raises(ivy.AxisError, match=_where(name, backend)) as info:
        AXIS_ERRORS[name]()
    assert isinstance(info.value, IndexError) and isinstance(info.value, ValueError)
    message = str(info.value)
    assert any(v in message for v in ("10", "-10", "5", "3", "1", "4"))


def test_fftn_names_the_axes_it_was_given(backend):
    with pytest.raises(ivy.AxisError, match=r"axes \(5,\)"):
        ivy.fft.fftn(ivy.ones((2, 2)), axes=(5,))
    with pytest.raises(TypeError, match=r"axes \('a',\)"):
        ivy.fft.fftn(ivy.ones((2, 2)), axes=("a",))


def test_valid_axes_still_work(backend):
    x = ivy.reshape(ivy.arange(6), (2, 3))
    assert ivy.diff(x, axis=-1).tolist() == [[1, 1], [1, 1]]
    assert [a.shape for a in ivy.split(x, num_or_size_splits=3, axis=-1)] == [(2, 1)] * 3
    assert ivy.vecdot(ivy.ones((2, 3)), ivy.ones((3,)), axis=-1).tolist() == [3.0, 3.0]
    assert ivy.linalg.trace(ivy.ones((2, 2, 2)), axis1=0, axis2=2).tolist() == [2.0, 2.0]
    assert ivy.linalg.diagonal(x, offset=1).tolist() == [1, 5]
    assert ivy.linalg.vector_norm(ivy.ones((2, 2)), axis=(0, 1)).tolist() == 2.0
    assert ivy.stack([ivy.ones((2,)), ivy.ones((2,))], axis=-1).shape == (2, 2)
    assert ivy.concat([x, x], axis=-1).shape == (2, 6)
    assert ivy.roll(ivy.arange(3), 1, axis=-1).tolist() == [2, 0, 1]
    assert ivy.fft.fftshift(ivy.ones((2, 2)), axes=(0, -1)).shape == (2, 2)


# -- parameters that must be ints: TypeError, not truncation -----------------------


TYPE_ERRORS = {
    "diff n=nan": ("diff", lambda: ivy.diff(ivy.arange(4), n=NAN), "nan"),
    "diff n=inf": ("diff", lambda: ivy.diff(ivy.arange(4), n=INF), "inf"),
    "diff n=1.5": ("diff", lambda: ivy.diff(ivy.arange(4), n=1.5), "1.5"),
    "diff n='2'": ("diff", lambda: ivy.diff(ivy.arange(4), n="2"), "'2'"),
    "diff axis='0'": ("diff", lambda: ivy.diff(ivy.arange(4), axis="0"), "'0'"),
    "roll shift=1.5": ("roll", lambda: ivy.roll(ivy.arange(4), 1.5), "1.5"),
    "roll shift='2'": ("roll", lambda: ivy.roll(ivy.arange(4), "2"), "'2'"),
    "roll shift=nan": ("roll", lambda: ivy.roll(ivy.arange(4), NAN), "nan"),
    "vector_norm axis='0'": ("vector_norm", lambda: ivy.linalg.vector_norm(ivy.ones((2,)), axis="0"), "'0'"),
    "stack axis=1.5": ("stack", lambda: ivy.stack([ivy.ones((2,)), ivy.ones((2,))], axis=1.5), "1.5"),
    "reshape shape='3'": ("reshape", lambda: ivy.reshape(ivy.ones((3,)), "3"), "'3'"),
    "reshape shape=None": ("reshape", lambda: ivy.reshape(ivy.ones((3,)), None), "None"),
    "broadcast_to shape='3'": ("broadcast_to", lambda: ivy.broadcast_to(ivy.ones((1,)), "3"), "'3'"),
    "linspace num=1.5": ("linspace", lambda: ivy.linspace(0, 1, 1.5), "1.5"),
    "linspace num='2'": ("linspace", lambda: ivy.linspace(0, 1, "2"), "'2'"),
    "logspace num=1.5": ("logspace", lambda: ivy.logspace(0, 1, 1.5), "1.5"),
    "logspace num='2'": ("logspace", lambda: ivy.logspace(0, 1, "2"), "'2'"),
    "trace offset=nan": ("trace", lambda: ivy.linalg.trace(ivy.ones((2, 2)), offset=NAN), "nan"),
    "trace offset=inf": ("trace", lambda: ivy.linalg.trace(ivy.ones((2, 2)), offset=INF), "inf"),
    "diagonal offset=nan": ("diagonal", lambda: ivy.linalg.diagonal(ivy.ones((2, 2)), offset=NAN), "nan"),
    "split num_or_size_splits='2'": (
        "split",
        lambda: ivy.split(ivy.arange(4), num_or_size_splits="2"),
        "'2'",
    ),
    "split num_or_size_splits=2.0": (
        "split",
        lambda: ivy.split(ivy.arange(4), num_or_size_splits=2.0),
        "2.0",
    ),
    "clip min='abc'": ("clip", lambda: ivy.clip(ivy.ones((2,)), min="abc"), "'abc'"),
    "matrix_rank rtol='abc'": (
        "matrix_rank",
        lambda: ivy.linalg.matrix_rank(ivy.eye(2), rtol="abc"),
        "'abc'",
    ),
    "pinv rtol='abc'": ("pinv", lambda: ivy.linalg.pinv(ivy.eye(2), rtol="abc"), "'abc'"),
    "cumsum axis='a'": ("cumsum", lambda: ivy.cumsum(ivy.arange(3), axis="a"), "'a'"),
}


@pytest.mark.parametrize("case", list(TYPE_ERRORS))
def test_a_non_int_parameter_is_a_type_error_naming_it(backend, case):
    name, call, value = TYPE_ERRORS[case]
    with pytest.raises(TypeError, match=_where(name, backend)) as info:
        call()
    assert value in str(info.value)


def test_a_negative_count_is_still_a_value_error(backend):
    with pytest.raises(ValueError, match=_where("diff", backend)):
        ivy.diff(ivy.arange(4), n=-1)
    with pytest.raises(ValueError, match=_where("linspace", backend)):
        ivy.linspace(0, 1, -1)


@pytest.mark.parametrize("shape", [(-2, 3), (-1, -1), (2, -3)])
def test_reshape_takes_one_minus_one_and_no_other_negative_size(backend, shape):
    with pytest.raises(ivy.ShapeError, match=_where("reshape", backend)):
        ivy.reshape(ivy.arange(6), shape)
    assert ivy.reshape(ivy.arange(6), (2, -1)).shape == (2, 3)
    assert ivy.reshape(ivy.arange(6), 6).shape == (6,)


def test_trace_and_diagonal_need_matrices(backend):
    for f in (ivy.linalg.trace, ivy.linalg.diagonal):
        with pytest.raises(ivy.ShapeError):
            f(ivy.ones((3,)))
        with pytest.raises(ValueError, match="same axis"):
            f(ivy.ones((2, 2)), axis1=0, axis2=-2)


@pytest.mark.parametrize("axes", [(0, 0), (0,)])
def test_permute_dims_axes_that_are_no_permutation_are_a_value_error(backend, axes):
    with pytest.raises(ValueError, match=_where("permute_dims", backend)):
        ivy.permute_dims(ivy.ones((2, 3)), axes)


@pytest.mark.parametrize("name", ["zeros", "ones", "empty"])
def test_a_negative_size_of_a_created_shape_is_a_value_error(backend, name):
    with pytest.raises(ValueError, match=_where(name, backend)) as info:
        getattr(ivy, name)((-1, 2))
    assert "(-1, 2)" in str(info.value)


# -- creation: values the dtype cannot hold ---------------------------------------


@pytest.mark.parametrize(
    "fill, dtype",
    [
        (1.5, "int32"),
        (NAN, "int32"),
        (INF, "int32"),
        (-INF, "uint8"),
        (1.5, "bool"),
        (1, "bool"),
        (0, "bool"),
    ],
)
def test_full_refuses_a_fill_value_the_dtype_would_change(backend, fill, dtype):
    with pytest.raises(TypeError, match=_where("full", backend)) as info:
        ivy.full((2,), fill, dtype=dtype)
    assert repr(fill) in str(info.value) and dtype in str(info.value)


def test_full_like_refuses_a_float_into_an_int_array(backend):
    with pytest.raises(TypeError, match=_where("full_like", backend)) as info:
        ivy.full_like(ivy.asarray([1, 2]), NAN)
    assert "nan" in str(info.value) and "int32" in str(info.value)


def test_full_keeps_the_fill_values_that_fit(backend):
    assert ivy.full((2,), True, dtype="int32").tolist() == [1, 1]
    assert ivy.full((2,), True, dtype="bool").tolist() == [True, True]
    assert ivy.full((2,), 3, dtype="float32").tolist() == [3.0, 3.0]
    assert ivy.full((2,), 2, dtype="uint8").tolist() == [2, 2]
    assert ivy.full_like(ivy.asarray([1.0]), 7).tolist() == [7.0]


def test_full_takes_a_0d_array_fill_value_with_its_dtype(backend):
    """SciPy passes a 0-d array (``scipy.differentiate.derivative``): JAX
    refused one (blaming ``dtype``), torch a 0-d NumPy array. Its dtype is
    the result's unless one is given; then it is cast as astype casts."""
    import numpy as np

    assert ivy.full(2, ivy.asarray(2)).dtype == ivy.int32 and ivy.full(2, ivy.asarray(2)).tolist() == [2, 2]
    r = ivy.full((2,), ivy.asarray(2.5), dtype="float64")
    assert r.dtype == ivy.float64 and r.tolist() == [2.5, 2.5]
    assert ivy.full((2,), ivy.asarray(True)).tolist() == [True, True]
    assert ivy.full_like(ivy.ones(3), ivy.asarray(2.0)).tolist() == [2.0, 2.0, 2.0]
    assert ivy.full_like(ivy.ones(2, dtype="int32"), ivy.asarray(7)).dtype == ivy.int32
    assert ivy.full(2, np.array(1.5)).tolist() == [1.5, 1.5]
    with pytest.raises(ivy.ArgumentTypeError, match=_where("full", backend)):
        ivy.full((2,), ivy.asarray(1 + 2j), dtype="float32")


@pytest.mark.parametrize(
    "fill", [lambda: ivy.asarray([1.0]), lambda: ivy.ones((2, 1)), lambda: __import__("numpy").ones(1)]
)
def test_full_refuses_a_fill_value_that_is_not_0d(backend, fill):
    """NumPy and TensorFlow broadcast ``full(2, [1.0])``; torch and JAX refused it."""
    with pytest.raises(ivy.ArgumentTypeError, match=_where("full", backend) + ".*0-d array"):
        ivy.full((2,), fill())
    with pytest.raises(ivy.ArgumentTypeError, match=_where("full_like", backend) + ".*0-d array"):
        ivy.full_like(ivy.ones(2), fill())


@pytest.mark.parametrize("name", ["asarray", "array"])
@pytest.mark.parametrize("obj", [None, ["a", "b"], "abc", [1, None]])
def test_asarray_refuses_none_and_text(backend, name, obj):
    with pytest.raises(TypeError, match=_where(name, backend)) as info:
        getattr(ivy, name)(obj)
    assert repr(obj) in str(info.value)


@pytest.mark.parametrize(
    "obj, dtype, value",
    [
        ([300], "int8", 300),
        ([-1], "uint8", -1),
        (2**70, None, 2**70),
        ([1, 2**64], None, 2**64),
        ([[0], [2**16]], "int16", 2**16),
    ],
)
def test_asarray_refuses_an_int_that_does_not_fit(backend, obj, dtype, value):
    # torch turned [-1] into uint8 255 silently.
    with pytest.raises(OverflowError, match=_where("asarray", backend)) as info:
        ivy.asarray(obj, dtype=dtype)
    assert str(value) in str(info.value)


def test_asarray_keeps_values_that_fit(backend):
    assert ivy.asarray([255], dtype="uint8").tolist() == [255]
    assert ivy.asarray([-128, 127], dtype="int8").tolist() == [-128, 127]
    assert ivy.asarray(2**40).tolist() == 2**40
    assert ivy.asarray([[1, 2], [3, 4]]).shape == (2, 2)
    assert ivy.asarray([300], dtype="float32").tolist() == [300.0]


# -- accepted silently before: a second probe of bad input -------------------------


def test_none_is_not_a_dtype(backend):
    """NumPy reads ``dtype(None)`` as float64: ``result_type(None)`` gave
    float64 and ``can_cast(None, ...)`` an answer, where backends without
    that reading raised."""
    with pytest.raises(ivy.ArgumentTypeError, match="None is not a dtype"):
        ivy.result_type(None)
    with pytest.raises(ivy.ArgumentTypeError, match="None is not a dtype"):
        ivy.can_cast(None, "float32")
    with pytest.raises(ivy.ArgumentTypeError, match="None is not a dtype"):
        ivy.result_type(ivy.asarray([1.0]), None)


@pytest.mark.parametrize("args", [(True,), (0, True), (0, 5, True)])
def test_arange_refuses_bools(backend, args):
    """``arange(True)`` gave ``[0]``, where ``zeros(True)`` is refused: a
    bool is not a number of elements."""
    with pytest.raises(ivy.ArgumentTypeError, match=_where("arange", backend) + ".*is a bool"):
        ivy.arange(*args)


def test_isdtype_checks_every_kind_it_is_given(backend):
    """``isdtype(float32, ("real floating", 5))`` returned True without
    reading the 5."""
    with pytest.raises(TypeError):
        ivy.isdtype(ivy.float32, ("real floating", 5))
    assert ivy.isdtype(ivy.float32, ("integral", "real floating"))


@pytest.mark.parametrize("name", ["var", "std"])
@pytest.mark.parametrize("correction", [NAN, INF, -INF])
def test_a_correction_that_is_not_finite_is_refused(backend, name, correction):
    """``var(x, correction=nan)`` gave inf on PyTorch and NaN elsewhere."""
    x = ivy.asarray([1.0, 2.0, 4.0])
    with pytest.raises(ivy.ArgumentValueError, match=_where(name, backend) + ".*must be finite"):
        getattr(ivy, name)(x, correction=correction)
    assert getattr(ivy, name)(x, correction=1.0).tolist() == getattr(ivy, name)(x, correction=1).tolist()
