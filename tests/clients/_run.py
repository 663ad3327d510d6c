"""Running a case on one kind of input and comparing its result with the
reference (the same call on NumPy input)."""

from __future__ import annotations

import importlib.util
from collections.abc import Mapping
from typing import Any

import numpy as np
from _cases import Ctx

IVY_BACKENDS = ("numpy", "torch", "jax")


def installed_backends() -> list[str]:
    import ivy_core as ivy

    names = {b.name for b in ivy.backends()}
    return [b for b in IVY_BACKENDS if b in names and importlib.util.find_spec(b) is not None]


def _fresh(convert: Any) -> Any:
    """Each input from a copy: a call that writes into its input (at.set on
    NumPy) must not change the shared data."""
    return lambda v: convert(np.array(v, copy=True))


def numpy_ctx() -> Ctx:
    return Ctx(_fresh(np.asarray), np)


def ivy_ctx(backend: str) -> Ctx:
    import ivy_core as ivy

    ivy.set_backend(backend)
    return Ctx(_fresh(ivy.asarray), ivy.asarray(np.zeros(1)).__array_namespace__())


def native_ctx(backend: str) -> Ctx:
    """The framework's own arrays, as a client sees them through array-api-compat."""
    if backend == "numpy":
        import array_api_compat.numpy as xp

        return Ctx(_fresh(np.asarray), xp)
    if backend == "torch":
        import array_api_compat.torch as xp
        import torch

        return Ctx(_fresh(torch.asarray), xp)
    import jax

    jax.config.update("jax_enable_x64", True)
    import jax.numpy as jnp

    return Ctx(_fresh(jnp.asarray), jnp)


def _is_array(v: Any) -> bool:
    from array_api_compat import is_array_api_obj

    return is_array_api_obj(v)


def _leaves(v: Any) -> Any:
    """Tuples (named ones and SciPy's result objects included), lists and
    dicts as plain containers."""
    if isinstance(v, Mapping):
        return dict(v)
    if isinstance(v, (tuple, list)):
        return list(v)
    if _is_array(v) or isinstance(v, (str, int, float, complex, np.generic)) or v is None:
        return v
    fields = getattr(v, "_fields", None)
    if fields is not None:
        return {f: getattr(v, f) for f in fields}
    if hasattr(v, "__dict__"):  # SciPy's result objects
        return {k: a for k, a in vars(v).items() if not k.startswith("_")}
    return v


def compare(ref: Any, got: Any, *, rtol: float, atol: float, array_type: type | None,
            notes: list[str] | None = None, path: str = "result") -> None:  # fmt: skip
    """``got`` equals ``ref``: the same structure; arrays of the same shape and
    dtype and values within tolerance; an array where NumPy input gave an
    ndarray is of ``array_type``, the input's (array type in, array type out).

    The dtype is NumPy's, but for one documented difference: where NumPy
    gives its default dtype of a kind (int64, float64, complex128) and the
    input is ivy_core's, ivy_core's default of that kind (int32, float32,
    complex64: docs/dtypes.rst, "Default dtypes") is taken, compared at its
    precision, and noted in ``notes``."""
    ref, got = _leaves(ref), _leaves(got)
    if isinstance(ref, dict):
        assert isinstance(got, dict) and sorted(got) == sorted(ref), f"{path}: keys {sorted(got)} != {sorted(ref)}"
        for k in ref:
            compare(ref[k], got[k], rtol=rtol, atol=atol, array_type=array_type, notes=notes, path=f"{path}[{k!r}]")
        return
    if isinstance(ref, list):
        assert isinstance(got, list) and len(got) == len(ref), f"{path}: {type(got).__name__} != {len(ref)} items"
        for i, (r, g) in enumerate(zip(ref, got, strict=True)):
            compare(r, g, rtol=rtol, atol=atol, array_type=array_type, notes=notes, path=f"{path}[{i}]")
        return
    if isinstance(ref, (np.ndarray, np.generic)):
        if isinstance(ref, np.ndarray):
            assert _is_array(got), f"{path}: {type(got).__name__}, not an array"
            if array_type is not None:
                t = type(got)
                assert isinstance(got, array_type), f"{path}: a {t.__module__}.{t.__name__}, not a {array_type.__name__}"
        g = np.asarray(got)
        assert g.shape == ref.shape, f"{path}: shape {g.shape} != {ref.shape}"
        if g.dtype != ref.dtype and _ivy_default(array_type, ref.dtype, g.dtype):
            if notes is not None:
                notes.append(f"{path}: {g.dtype}, ivy_core's default, for NumPy's {ref.dtype}")
            rtol, atol = max(rtol, 1e-5), max(atol, 1e-6)
        else:
            assert g.dtype == ref.dtype, f"{path}: dtype {g.dtype} != {ref.dtype}"
        _close(np.asarray(ref), g, rtol, atol, path)
        return
    if isinstance(ref, (int, float, complex, bool)):
        g = np.asarray(got)
        assert g.shape == (), f"{path}: shape {g.shape}, not a scalar"
        _close(np.asarray(ref), g, rtol, atol, path)
        return
    assert type(got) is type(ref) and got == ref, f"{path}: {got!r} != {ref!r}"


_DEFAULTS = {np.dtype("int64"): "int32", np.dtype("float64"): "float32", np.dtype("complex128"): "complex64"}


def _ivy_default(array_type: type | None, want: np.dtype, got: np.dtype) -> bool:
    if array_type is None or array_type.__module__.split(".")[0] != "ivy_core":
        return False
    return _DEFAULTS.get(want) == got.name


def _close(ref: np.ndarray, got: np.ndarray, rtol: float, atol: float, path: str) -> None:
    if ref.dtype.kind in "fc" or got.dtype.kind in "fc":
        ok = np.allclose(got, ref, rtol=rtol, atol=atol, equal_nan=True)
    else:
        ok = np.array_equal(got, ref)
    assert ok, f"{path}: values differ\n got {got!r}\nwant {ref!r}"
