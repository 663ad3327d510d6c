"""random_uniform, random_normal and seed: shapes, dtypes, ranges, rough
moments, broadcasting of array parameters, and reproducibility on one
backend (the numbers themselves differ between backends)."""

from __future__ import annotations

import numpy as np
import pytest
from api_helpers import dtype_ids, require_valid, to_np

import ivy_core as ivy

FLOATS = ivy.all_float_dtypes
NON_FLOATS = [d for d in ivy.all_dtypes if d not in FLOATS]
DRAWS = {"uniform": ivy.random_uniform, "normal": ivy.random_normal}


@pytest.mark.parametrize("draw", list(DRAWS))
def test_default_dtype_and_shape(backend, draw):
    fn = DRAWS[draw]
    r = fn()
    assert isinstance(r, ivy.Array) and r.shape == () and r.dtype == "float32"
    assert fn(shape=5).shape == (5,)
    assert fn(shape=(2, 0, 3)).shape == (2, 0, 3)
    with ivy.using_default_dtypes(float="float64"):
        assert fn(shape=(2,)).dtype == "float64"


@pytest.mark.parametrize("dtype", FLOATS, ids=dtype_ids(FLOATS))
def test_uniform_range(backend, dtype):
    require_valid(dtype)
    r = ivy.random_uniform(shape=(4000,), dtype=dtype)
    assert r.dtype == dtype and r.shape == (4000,)
    v = to_np(r).astype(np.float64)
    assert v.min() >= 0.0 and v.max() < 1.0
    assert abs(v.mean() - 0.5) < 0.03 and abs(v.var() - 1 / 12) < 0.01
    assert len(np.unique(v)) > 50  # not a constant or a few values
    r = ivy.random_uniform(low=-3.0, high=5, shape=(2000,), dtype=dtype)
    v = to_np(r).astype(np.float64)
    assert v.min() >= -3.0 and v.max() <= 5.0 and abs(v.mean() - 1.0) < 0.3


@pytest.mark.parametrize("dtype", FLOATS, ids=dtype_ids(FLOATS))
def test_normal_moments(backend, dtype):
    require_valid(dtype)
    r = ivy.random_normal(mean=2.0, std=3.0, shape=(4000,), dtype=dtype)
    assert r.dtype == dtype and r.shape == (4000,)
    v = to_np(r).astype(np.float64)
    assert abs(v.mean() - 2.0) < 0.25 and abs(v.std() - 3.0) < 0.25
    assert (v < 2.0).any() and (v > 2.0).any()
    z = to_np(ivy.random_normal(mean=1.5, std=0, shape=(3,), dtype=dtype))
    np.testing.assert_array_equal(z.astype(np.float64), [1.5, 1.5, 1.5])


@pytest.mark.parametrize("dtype", NON_FLOATS, ids=dtype_ids(NON_FLOATS))
@pytest.mark.parametrize("draw", list(DRAWS))
def test_non_float_dtypes_are_refused(backend, draw, dtype):
    require_valid(dtype)
    with pytest.raises(ivy.InvalidDtypeError, match=f"random_{draw} .*dtype {dtype} of dtype="):
        DRAWS[draw](shape=(2,), dtype=dtype)
    # Defined for floats only: no casting mode turns an int request into a float draw.
    with ivy.casting_mode("cast"), pytest.raises(ivy.InvalidDtypeError):
        DRAWS[draw](shape=(2,), dtype=dtype)


def test_array_parameters_broadcast(backend):
    low = ivy.asarray([0.0, 10.0, 100.0])
    high = ivy.asarray([[1.0], [2.0]]) + 100.0
    r = ivy.random_uniform(low=low, high=high)
    assert r.shape == (2, 3) and r.dtype == "float32"
    v = to_np(r)
    assert (v >= to_np(low)).all() and (v <= to_np(high)).all()
    r = ivy.random_uniform(low=low, high=200.0, shape=(4, 3))
    assert r.shape == (4, 3) and (to_np(r) >= to_np(low)).all()
    mean = ivy.asarray([0.0, 1000.0], dtype="float64")
    r = ivy.random_normal(mean=mean, std=ivy.asarray([0.0, 1.0]), shape=(5, 2), dtype="float64")
    v = to_np(r)
    assert r.shape == (5, 2) and (v[:, 0] == 0.0).all() and (np.abs(v[:, 1] - 1000.0) < 10).all()


def test_shape_errors(backend):
    with pytest.raises(ValueError, match="random_uniform"):
        ivy.random_uniform(low=ivy.zeros(3), shape=(2,))
    with pytest.raises(ValueError, match="random_uniform"):
        ivy.random_uniform(low=ivy.zeros(3), shape=(3, 2))
    with pytest.raises(ValueError, match="random_normal"):
        ivy.random_normal(shape=(-1,))
    with pytest.raises(ValueError, match="random_normal"):
        ivy.random_normal(std=-1.0)
    with pytest.raises(TypeError, match="random_uniform"):
        ivy.random_uniform(low=1j)


@pytest.mark.parametrize(
    "kwargs", [{"low": 1.0, "high": 0.0}, {"low": 2, "high": -2}, {"low": float("nan"), "high": 1.0}, {"high": float("nan")}]
)
def test_uniform_bounds_out_of_order_or_nan_are_refused_on_every_backend(backend, kwargs):
    # NumPy drew from [high, low), torch refused, NaN gave NaNs.
    with pytest.raises(ivy.ArgumentValueError, match="random_uniform.*low must be at most high"):
        ivy.random_uniform(shape=(3,), **kwargs)


@pytest.mark.parametrize("kwargs", [{"std": float("nan")}, {"mean": float("nan")}])
def test_normal_with_a_nan_parameter_is_refused_on_every_backend(backend, kwargs):
    with pytest.raises(ivy.ArgumentValueError, match="random_normal"):
        ivy.random_normal(shape=(3,), **kwargs)


def test_uniform_with_equal_bounds_draws_the_bound(backend):
    assert to_np(ivy.random_uniform(low=0.5, high=0.5, shape=(3,))).tolist() == [0.5, 0.5, 0.5]


@pytest.mark.parametrize("draw", list(DRAWS))
def test_seed_reproduces(backend, draw):
    fn = DRAWS[draw]
    ivy.seed(7)
    a1, a2 = to_np(fn(shape=(6,))), to_np(fn(shape=(6,)))
    ivy.seed(7)
    b1, b2 = to_np(fn(shape=(6,))), to_np(fn(shape=(6,)))
    np.testing.assert_array_equal(a1, b1)
    np.testing.assert_array_equal(a2, b2)
    assert not np.array_equal(a1, a2)  # the state advances between calls
    ivy.seed(8)
    assert not np.array_equal(to_np(fn(shape=(6,))), a1)
    ivy.seed(seed_value=7)
    np.testing.assert_array_equal(to_np(fn(shape=(6,))), a1)


@pytest.mark.parametrize("draw", list(DRAWS))
def test_seed_argument(backend, draw):
    fn = DRAWS[draw]
    once = to_np(fn(shape=(5,), seed=123))
    np.testing.assert_array_equal(to_np(fn(shape=(5,), seed=123)), once)
    assert not np.array_equal(to_np(fn(shape=(5,), seed=124)), once)
    ivy.seed(123)  # seed=s gives what the first call after seed(s) gives
    np.testing.assert_array_equal(to_np(fn(shape=(5,))), once)
    # seed= leaves the backend's state alone
    ivy.seed(5)
    first = to_np(fn(shape=(4,)))
    ivy.seed(5)
    fn(shape=(4,), seed=99)
    np.testing.assert_array_equal(to_np(fn(shape=(4,))), first)


@pytest.mark.parametrize("dtype", FLOATS, ids=dtype_ids(FLOATS))
def test_seed_reproduces_every_float_dtype(backend, dtype):
    require_valid(dtype)
    a = to_np(ivy.random_uniform(shape=(8,), dtype=dtype, seed=3))
    b = to_np(ivy.random_uniform(shape=(8,), dtype=dtype, seed=3))
    np.testing.assert_array_equal(a, b)


@pytest.mark.parametrize("bad,error", [(-1, ValueError), (2**63, ValueError), (1.5, TypeError),
                                       (True, TypeError), ("3", TypeError)])  # fmt: skip
def test_seed_errors(backend, bad, error):
    with pytest.raises(error, match="seed"):
        ivy.seed(bad)
    with pytest.raises(error, match="seed"):
        ivy.random_uniform(seed=bad)


def test_parameters_that_are_no_numbers_are_refused_on_every_backend(backend):
    """A numeric string, a bool or an array of strings as ``low``/``high``
    or ``mean``/``std`` is an ArgumentTypeError everywhere (NumPy, JAX and
    TensorFlow read ``"0"`` as 0 and drew; torch refused); numbers, NumPy
    scalars and arrays of numbers are taken."""
    bad = ["0", b"1", True, np.array("0"), np.str_("0"), np.bool_(True), [0.0, "1"]]
    for v in bad:
        for draw, name in ((ivy.random_uniform, "low"), (ivy.random_uniform, "high"),
                           (ivy.random_normal, "mean"), (ivy.random_normal, "std")):  # fmt: skip
            with pytest.raises(ivy.ArgumentTypeError, match="number"):
                draw(**{name: v}, shape=(2,), seed=0)
    for v in (0, 0.5, np.float64(0.5), np.int64(0), np.array([0.0, 0.5]), [0.0, 0.5], ivy.zeros(2)):
        assert ivy.random_uniform(low=v, high=1.0, shape=(2,), seed=0).shape == (2,)
        assert ivy.random_normal(mean=v, std=1.0, shape=(2,), seed=0).shape == (2,)
