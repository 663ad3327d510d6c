"""Run the same call on a real framework and on its frontend, and compare."""

from __future__ import annotations

from typing import Any

import numpy as np
from ivy_core.frontends._common import Wrapped

import ivy_core as ivy

#: Relative tolerance by result dtype (the frameworks' own kernels may round differently).
RTOL = {"float16": 2e-3, "bfloat16": 2e-2, "float32": 2e-5, "complex64": 2e-5}


def to_numpy(value: Any) -> Any:
    """A frontend result as NumPy data (a tuple stays a tuple)."""
    if isinstance(value, Wrapped):
        return np.asarray(ivy.to_numpy(value.ivy_array))
    if isinstance(value, (tuple, list)):
        return type(value)(to_numpy(v) for v in value)
    return value


def assert_same(got: Any, want: Any, where: str) -> None:
    """Values and dtypes equal (floats within the dtype's tolerance, NaNs in
    the same places)."""
    if isinstance(want, (tuple, list)):
        assert isinstance(got, (tuple, list)), f"{where}: got {type(got).__name__}, want a sequence"
        assert len(got) == len(want), f"{where}: {len(got)} results, want {len(want)}"
        for i, (g, w) in enumerate(zip(got, want, strict=True)):
            assert_same(g, w, f"{where}[{i}]")
        return
    if isinstance(want, (bool, int, float, complex)) and not isinstance(got, np.ndarray):
        assert type(got) is type(want) and (got == want or (got != got and want != want)), (
            f"{where}: {got!r} != {want!r}"
        )
        return
    if not isinstance(want, (np.ndarray, np.generic)):
        assert got == want, f"{where}: {got!r} != {want!r}"
        return
    want = np.asarray(want)
    assert isinstance(got, np.ndarray), f"{where}: got {type(got).__name__}, want an array"
    assert str(got.dtype) == str(want.dtype), f"{where}: dtype {got.dtype}, want {want.dtype}"
    assert got.shape == want.shape, f"{where}: shape {got.shape}, want {want.shape}"
    if want.dtype.kind in "fc":
        rtol = RTOL.get(str(want.dtype), 1e-12)
        np.testing.assert_allclose(got, want, rtol=rtol, atol=rtol, equal_nan=True, err_msg=where)
    else:
        np.testing.assert_array_equal(got, want, err_msg=where)


def frontend_input(x: Any, wrap: Any) -> Any:
    """A NumPy input as the frontend's array on the current backend (Python
    scalars and lists stay as they are)."""
    if isinstance(x, np.ndarray):
        return wrap(ivy.asarray(x))
    if isinstance(x, (tuple, list)) and any(isinstance(i, np.ndarray) for i in x):
        return type(x)(frontend_input(i, wrap) for i in x)
    return x
