"""The fft extension (ivy_core.fft): values against numpy.fft computed in
float64/complex128, result dtypes by the standard's precision rule (the same
on every backend), norm modes, n / s padding and cropping, axes, the
frequency helpers, the shifts, and the errors for bad arguments."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import FAST, assert_values, is_valid, make, np_dtype, to_np
from hypothesis import given
from hypothesis import strategies as st

import ivy_core as ivy

RNG = np.random.default_rng(1234)
REAL = RNG.standard_normal((3, 4, 5))
COMPLEX = REAL + 1j * RNG.standard_normal((3, 4, 5))

FLOATS = ("float32", "float64")
COMPLEXES = ("complex64", "complex128")
#: Transforms taking real input only.
REAL_ONLY = ("rfft", "rfftn", "ihfft")
#: Transforms with a real result.
REAL_RESULT = ("irfft", "irfftn", "hfft")
ONE_D = ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft")
N_D = ("fftn", "ifftn", "rfftn", "irfftn")
TRANSFORMS = ONE_D + N_D

_PRECISION = {"float32": 32, "float64": 64, "complex64": 32, "complex128": 64}


def result_dtype(name, dtype):
    """The standard's rule: the result keeps the input's precision."""
    single = _PRECISION[str(dtype)] == 32
    if name in REAL_RESULT:
        return ivy.Dtype("float32" if single else "float64")
    return ivy.Dtype("complex64" if single else "complex128")


def check(result, expected, name, dtype):
    """Compare with a tolerance relative to the result's largest magnitude
    (an FFT spreads each rounding error over every output element)."""
    want = result_dtype(name, dtype)
    scale = max(1.0, float(np.max(np.abs(expected), initial=0.0)))
    tol = 2e-6 if _PRECISION[str(dtype)] == 32 else 1e-12
    assert_values(result, expected, want, rtol=0, atol=tol * scale * 10)


def inputs(name, dtype):
    data = REAL if str(dtype) in FLOATS else COMPLEX
    return make(data.astype(np_dtype(dtype)), dtype), data


def _dtypes_of(name):
    return FLOATS if name in REAL_ONLY else FLOATS + COMPLEXES


# (function, keyword arguments): n padding and cropping, negative axes, norm.
CASES_1D = [
    {},
    {"n": 8},  # padding
    {"n": 3},  # cropping
    {"axis": 0, "norm": "ortho"},
    {"axis": -2, "n": 6, "norm": "forward"},
    {"axis": 1, "n": 2, "norm": "backward"},
]
CASES_ND = [
    {},
    {"axes": (0, 2), "norm": "ortho"},
    {"axes": (-1, 0), "s": (6, 2)},  # last axis padded, first cropped
    {"axes": (1,), "s": (-1,), "norm": "forward"},
    {"axes": (2, 1, 0), "s": (4, 5, 3), "norm": "ortho"},
]


def _cases():
    # every input dtype with the defaults; the other cases each with one dtype
    # in turn (each distinct call compiles on jax: keep the matrix small)
    out = []
    for name in TRANSFORMS:
        kwargs = CASES_1D if name in ONE_D else CASES_ND
        dtypes = _dtypes_of(name)
        for dtype in dtypes:
            out.append(pytest.param(name, dtype, kwargs[0], id=f"{name}-{dtype}-0"))
        for i, kw in enumerate(kwargs[1:], 1):
            dtype = dtypes[i % len(dtypes)]
            out.append(pytest.param(name, dtype, kw, id=f"{name}-{dtype}-{i}"))
    return out


@pytest.mark.parametrize("name,dtype,kw", _cases())
def test_transform(backend, name, dtype, kw):
    x, data = inputs(name, dtype)
    r = getattr(ivy.fft, name)(x, **kw)
    np_kw = dict(kw)
    if name == "irfftn" and "s" in np_kw:
        # -1 in s means "the whole input" (numpy, unlike the standard, takes
        # the input's length for the last axis of irfftn; pass it explicitly)
        axes = np_kw["axes"]
        np_kw["s"] = [
            (2 * (data.shape[a] - 1) if i == len(axes) - 1 else data.shape[a]) if v == -1 else v
            for i, (v, a) in enumerate(zip(np_kw["s"], axes, strict=True))
        ]
    # the reference sees exactly the values the backend got
    expected = getattr(np.fft, name)(
        to_np(x).astype(np.complex128 if dtype in COMPLEXES else np.float64), **np_kw
    )
    check(r, expected, name, dtype)


@pytest.mark.parametrize("name", TRANSFORMS)
def test_integer_and_bool_input_use_default_float(backend, name):
    # The standard asks for floating input; ivy_core casts integers and bools
    # to the default float dtype first (documented in ivy_core.fft).
    values = np.array([[1, 0, 3, 2], [0, 4, 1, 1]])
    for dtype in ("int32", "bool"):
        x = make(values.astype(dtype), dtype)
        r = getattr(ivy.fft, name)(x)
        expected = getattr(np.fft, name)(values.astype(dtype).astype(np.float64))
        check(r, expected, name, ivy.default_float_dtype())


@pytest.mark.parametrize("name", TRANSFORMS)
@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_half_precision_is_declared_unsupported(backend, name, dtype):
    if not is_valid(dtype):
        pytest.skip(f"{dtype} is not a dtype of {backend}")
    assert dtype in ivy.function_unsupported_dtypes(getattr(ivy.fft, name), backend)
    x = make([1.0, 2.0, 3.0, 4.0], dtype)
    with pytest.raises(ivy.UnsupportedDtypeError, match=dtype):
        getattr(ivy.fft, name)(x)


@pytest.mark.parametrize("name", REAL_ONLY)
def test_real_only_refuses_complex(backend, name):
    for dtype in COMPLEXES:
        assert dtype in ivy.function_unsupported_dtypes(getattr(ivy.fft, name), backend)
        x = make([1 + 1j, 2.0, 3.0, 4.0], dtype)
        with pytest.raises(ivy.InvalidDtypeError, match=f"ivy_core.fft.{name} .*real floating dtypes only"):
            getattr(ivy.fft, name)(x)


@pytest.mark.parametrize("n", [4, 5])
def test_round_trips(backend, n):
    x = make(REAL[:, :, :n].astype("float64"), "float64")
    for norm in ("backward", "ortho", "forward"):
        back = ivy.fft.irfft(ivy.fft.rfft(x, norm=norm), n=n, norm=norm)
        assert_values(back, REAL[:, :, :n], "float64")
        back = ivy.fft.ifftn(ivy.fft.fftn(x, norm=norm), norm=norm)
        assert_values(back, REAL[:, :, :n].astype(complex), "complex128")
        back = ivy.fft.ihfft(ivy.fft.hfft(ivy.fft.ihfft(x, norm=norm), n=n, norm=norm), norm=norm)
        assert_values(back, np.fft.ihfft(REAL[:, :, :n], norm=norm), "complex128")


def test_dtypes_same_on_every_backend(backend):
    # one call per transform and input precision; the expected dtype is the
    # standard's, so every backend is held to the same answer
    for name in TRANSFORMS:
        for dtype in _dtypes_of(name):
            x, _ = inputs(name, dtype)
            assert getattr(ivy.fft, name)(x).dtype == result_dtype(name, dtype), (name, dtype)


@pytest.mark.parametrize("name", TRANSFORMS)
def test_empty_batch(backend, name):
    # no elements, but a transformed axis of length 4: an empty result
    dtype = "float32" if name in REAL_ONLY else "complex64"
    x = make(np.zeros((0, 4), np_dtype(dtype)), dtype)
    kw = {"axes": (1,)} if name in N_D else {}
    r = getattr(ivy.fft, name)(x, **kw)
    expected = getattr(np.fft, name)(np.zeros((0, 4), np_dtype(dtype)), **kw)
    assert r.shape == expected.shape
    assert r.dtype == result_dtype(name, dtype)


@pytest.mark.parametrize("name", ONE_D)
def test_padding_an_empty_axis(backend, name):
    # n given: the empty axis is zero-padded to n points, whose transform is zero
    # (NumPy's own irfft and hfft of an empty axis return uninitialised memory:
    # the expected values are zeros of the shape and dtype NumPy gives.)
    x = make(np.zeros((2, 0), "float32"), "float32")
    r = getattr(ivy.fft, name)(x, n=6)
    check(r, np.zeros_like(getattr(np.fft, name)(np.zeros((2, 0)), n=6)), name, "float32")


def test_padding_an_empty_axis_of_a_complex_to_real_transform_gives_zeros(backend):
    """irfft, hfft and irfftn of an input whose transformed axis is empty:
    the input zero-padded to n points, and its transform, are all zeros
    (NumPy's own transforms return uninitialised memory there)."""
    for _ in range(3):  # memory that held something else first
        junk = np.full((4, 4096), np.nan)
        del junk
        xc = make(np.zeros((2, 0), "complex64"), "complex64")
        for r in (ivy.fft.irfft(xc, n=6), ivy.fft.hfft(xc, n=6), ivy.fft.irfftn(xc, s=(6,), axes=(1,))):
            assert (r.shape, r.dtype) == ((2, 6), ivy.float32)
            assert to_np(r).tolist() == [[0.0] * 6] * 2
        r = ivy.fft.irfftn(make(np.zeros((3, 0), "complex128"), "complex128"), s=(3, 4), axes=(0, 1))
        assert (r.shape, r.dtype, to_np(r).tolist()) == ((3, 4), ivy.float64, [[0.0] * 4] * 3)


@FAST
@given(data=st.data())
def test_fftn_random_axes(backend, data):
    shape = data.draw(st.lists(st.integers(1, 4), min_size=1, max_size=3).map(tuple))
    nd = len(shape)
    axes = data.draw(st.permutations(range(nd)).flatmap(lambda p: st.integers(1, nd).map(lambda k: p[:k])))
    axes = tuple(a - nd if data.draw(st.booleans()) else a for a in axes)
    s = data.draw(st.none() | st.lists(st.integers(1, 5), min_size=len(axes), max_size=len(axes)))
    norm = data.draw(st.sampled_from(["backward", "ortho", "forward"]))
    values = RNG.standard_normal(shape) + 1j * RNG.standard_normal(shape)
    x = make(values, "complex128")
    for name in ("fftn", "ifftn"):
        r = getattr(ivy.fft, name)(x, s=s, axes=axes, norm=norm)
        check(r, getattr(np.fft, name)(values, s=s, axes=axes, norm=norm), name, "complex128")


# -- errors ----------------------------------------------------------------------------


@pytest.mark.parametrize("name", ONE_D)
def test_one_d_errors(backend, name):
    dtype = "float32" if name in REAL_ONLY else "complex64"
    x = make(np.ones((2, 3), np_dtype(dtype)), dtype)
    fn = getattr(ivy.fft, name)
    with pytest.raises(ValueError, match="norm"):
        fn(x, norm="unitary")
    with pytest.raises(ValueError, match="n must be at least 1"):
        fn(x, n=0)
    with pytest.raises(TypeError, match="n must be an int"):
        fn(x, n=2.5)
    with pytest.raises(ValueError, match="out of range"):
        fn(x, axis=2)
    with pytest.raises(ValueError, match="out of range"):
        fn(x, axis=-3)
    with pytest.raises(ValueError, match="out of range"):
        fn(make(1.0, dtype))  # 0-d: no axis to transform
    with pytest.raises(ValueError, match="points"):
        fn(make(np.ones((2, 0), np_dtype(dtype)), dtype))  # nothing to transform
    if name in ("irfft", "hfft"):
        with pytest.raises(ValueError, match="points"):
            fn(make(np.ones((2, 1), np_dtype(dtype)), dtype))  # 2 * (1 - 1) points


@pytest.mark.parametrize("name", N_D)
def test_n_d_errors(backend, name):
    dtype = "float32" if name in REAL_ONLY else "complex64"
    x = make(np.ones((2, 3), np_dtype(dtype)), dtype)
    fn = getattr(ivy.fft, name)
    with pytest.raises(ValueError, match="without axes"):
        fn(x, s=(2, 3))
    with pytest.raises(ValueError, match="differ in length"):
        fn(x, s=(2,), axes=(0, 1))
    with pytest.raises(ValueError, match="twice"):
        fn(x, axes=(0, -2))
    with pytest.raises(ValueError, match="out of range"):
        fn(x, axes=(0, 2))
    with pytest.raises(ValueError, match="no axis"):
        fn(x, axes=())
    with pytest.raises(ValueError, match="at least 1"):
        fn(x, s=(0, 3), axes=(0, 1))
    with pytest.raises(ivy.ArgumentTypeError, match="argument 'norm' must be"):
        fn(x, norm=None)  # not a str: a type mistake, as for every None the annotation refuses


# -- frequencies -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "n,d,dtype", [(1, 1.0, None), (2, 0.25, "float64"), (5, -3, "float16"), (8, 1.0, "float32")]
)
def test_frequencies(backend, n, d, dtype):
    want = ivy.default_float_dtype() if dtype is None else ivy.Dtype(dtype)
    assert_values(ivy.fft.fftfreq(n, d=d, dtype=dtype), np.fft.fftfreq(n, d=d), want)
    assert_values(ivy.fft.rfftfreq(n, d=d, dtype=dtype), np.fft.rfftfreq(n, d=d), want)


def test_frequencies_device_and_errors(backend):
    x = ivy.zeros((2,))
    r = ivy.fft.fftfreq(4, device=x.device)
    assert r.device == x.device
    for fn in (ivy.fft.fftfreq, ivy.fft.rfftfreq):
        with pytest.raises(ValueError, match="positive"):
            fn(0)
        with pytest.raises(TypeError, match="n must be an int"):
            fn(4.0)
        with pytest.raises(ValueError, match="nonzero"):
            fn(4, d=0)
        with pytest.raises(ivy.ArgumentTypeError, match="argument 'd' must be a nonzero real number"):
            fn(4, d=None)
        with pytest.raises(TypeError, match="real floating"):
            fn(4, dtype="int32")
        with pytest.raises(TypeError, match="real floating"):
            fn(4, dtype="complex64")


# -- shifts -------------------------------------------------------------------------------


SHIFT_CASES = [None, -1, (-1, 0)]


@pytest.mark.parametrize("dtype", ["bool", "uint8", "int64", "float16", "complex64"])
@pytest.mark.parametrize("axes", SHIFT_CASES, ids=str)
def test_shifts(backend, dtype, axes):
    values = np.arange(15).reshape(3, 5) % 4
    x = make(values.astype(np_dtype(dtype)), dtype)
    for name in ("fftshift", "ifftshift"):
        r = getattr(ivy.fft, name)(x, axes=axes)
        expected = getattr(np.fft, name)(to_np(x), axes=axes)
        assert_values(r, expected, dtype)
    back = ivy.fft.ifftshift(ivy.fft.fftshift(x, axes=axes), axes=axes)
    assert_values(back, to_np(x), dtype)


def test_shift_edge_cases(backend):
    x = make(7, "int32")
    assert_values(ivy.fft.fftshift(x), np.asarray(7), "int32")
    e = make(np.zeros((0, 3), "float32"), "float32")
    assert ivy.fft.ifftshift(e).shape == (0, 3)
    y = make(np.arange(6).reshape(2, 3), "int32")
    for name in ("fftshift", "ifftshift"):
        with pytest.raises(ValueError, match="out of range"):
            getattr(ivy.fft, name)(y, axes=2)
        with pytest.raises(ValueError, match="twice"):
            getattr(ivy.fft, name)(y, axes=(1, -1))


def test_not_in_main_namespace():
    for name in ("fft", "rfftn", "fftfreq", "fftshift"):
        assert not hasattr(ivy, name) or getattr(ivy, name) is ivy.fft
        assert callable(getattr(ivy.fft, name))
