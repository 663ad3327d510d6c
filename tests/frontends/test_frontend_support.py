"""The frontends' dtype-support declarations: resolved against the framework
version each frontend mirrors, raising UnsupportedDtypeError that names the
function, the version and the dtype; each declared gap is a gap of the real
framework (checked against the installed torch and NumPy)."""

from __future__ import annotations

import ivy_core.frontends.numpy as fnp
import ivy_core.frontends.torch as ft
import numpy
import pytest
from ivy_core.frontends import _support

import ivy_core as ivy


def _torch():
    """The installed torch (the numpy session has none)."""
    return pytest.importorskip("torch")


def _numpy_backend():
    """A backend with uint16..uint64 arrays (the torch backend has none; the
    torch session installs no other)."""
    if "numpy" not in {b.name for b in ivy.backends()}:
        pytest.skip("needs the numpy backend (ivy-numpy): the torch backend has no uint16..uint64 arrays")
    return ivy.using_backend("numpy")


WIDE_UINTS = ["uint16", "uint32", "uint64"]
#: Declared torch functions -> how to call the function (frontend or torch) on one array.
DECLARED = {
    "add": lambda m, a: m.add(a, a), "sub": lambda m, a: m.sub(a, a), "neg": lambda m, a: m.neg(a),
    "abs": lambda m, a: m.abs(a), "maximum": lambda m, a: m.maximum(a, a), "minimum": lambda m, a: m.minimum(a, a),
    "remainder": lambda m, a: m.remainder(a, a), "floor_divide": lambda m, a: m.floor_divide(a, a),
    "pow": lambda m, a: m.pow(a, a), "clamp": lambda m, a: m.clamp(a, 1, 2), "sign": lambda m, a: m.sign(a),
    "square": lambda m, a: m.square(a), "lt": lambda m, a: m.lt(a, a), "gt": lambda m, a: m.gt(a, a),
    "le": lambda m, a: m.le(a, a), "ge": lambda m, a: m.ge(a, a), "where": lambda m, a: m.where(m.gt(a, a), a, a),
    "max": lambda m, a: m.max(a), "min": lambda m, a: m.min(a), "argmax": lambda m, a: m.argmax(a),
    "argmin": lambda m, a: m.argmin(a), "amax": lambda m, a: m.amax(a), "amin": lambda m, a: m.amin(a),
    "topk": lambda m, a: m.topk(a, 1), "matmul": lambda m, a: m.matmul(a, a), "mm": lambda m, a: m.mm(a, a),
    "bmm": lambda m, a: m.bmm(m.unsqueeze(a, 0), m.unsqueeze(a, 0)), "dot": lambda m, a: m.dot(a[0], a[0]),
}  # fmt: skip


def test_every_declared_function_is_listed_here():
    found = (getattr(ft, n, None) for n in ft.COVERED)
    declared = {
        f.__name__ for f in found if hasattr(f, "__ivy_frontend_unsupported__")
    }  # aliases by their name
    assert declared == set(DECLARED)


@pytest.mark.parametrize("fn", list(DECLARED))
@pytest.mark.parametrize("dtype", WIDE_UINTS)
def test_a_declared_gap_is_a_gap_of_the_installed_torch(fn, dtype):
    torch = _torch()
    if _support.MIRRORED["torch"] != torch.__version__.split("+")[0]:
        pytest.skip(
            f"the frontend mirrors torch {_support.MIRRORED['torch']}, not the installed {torch.__version__}"
        )
    native = torch.tensor([[1, 2], [3, 4]]).to(getattr(torch, dtype))
    with pytest.raises((RuntimeError, NotImplementedError, TypeError)):
        DECLARED[fn](torch, native)


@pytest.mark.parametrize("fn", list(DECLARED))
@pytest.mark.parametrize("dtype", WIDE_UINTS)
def test_a_declared_gap_raises_naming_the_torch_version(fn, dtype):
    with _numpy_backend():
        x = ft.Tensor(ivy.asarray(numpy.array([[1, 2], [3, 4]], dtype=dtype)))
        with pytest.raises(ivy.UnsupportedDtypeError) as info:
            DECLARED[fn](ft, x)
    message = str(info.value)
    assert "ivy_core.frontends.torch." in message and f"torch {_support.MIRRORED['torch']}" in message
    assert dtype in message


def test_the_installed_torch_multiplies_wide_uints():
    torch = _torch()
    native = torch.tensor([1, 2]).to(torch.uint32)
    assert torch.mul(native, native).tolist() == [1, 4]


def test_an_undeclared_function_takes_the_wide_uints():
    with _numpy_backend():
        x = ft.Tensor(ivy.asarray(numpy.array([1, 2], dtype="uint32")))
        assert ivy.to_numpy(ft.mul(x, x).ivy_array).tolist() == [1, 4]


def test_numpy_frontend_refuses_bfloat16(backend):
    x = ivy.asarray([1.0, 2.0], dtype="bfloat16")
    for call in (lambda: fnp.add(x, x), lambda: fnp.sum(x), lambda: fnp.asarray([1.0], dtype="bfloat16")):
        with pytest.raises(
            ivy.UnsupportedDtypeError, match=r"frontends\.numpy\.\w+: numpy 2\.4\.6 .*bfloat16"
        ):
            call()
    assert not hasattr(numpy, "bfloat16")


def test_declarations_resolve_against_the_mirrored_version():
    def f(x):
        return x

    assert (
        _support.with_unsupported_dtypes({"2.0.1 and below": ("float16",), "2.1 and above": ()}, "torch")(f)
        is f
    )
    g = _support.with_unsupported_dtypes({"2.0.1 and below": ("float16",)}, "torch")(f)  # last known range
    with pytest.raises(ivy.UnsupportedDtypeError, match="float16"):
        g(ft.Tensor(ivy.asarray([1.0], dtype="float16")))
    assert _support.resolve({"2.4 to 2.9": ("float", "bool")}, "numpy", "w") == frozenset(
        getattr(ivy, d) for d in ("bfloat16", "float16", "float32", "float64", "bool")
    )
    supported = _support.resolve({"2.0 and above": ("valid",)}, "torch", "w", supported=True)
    assert supported == frozenset()
    refused = _support.resolve({"1.0 and above": ("bool", "integer")}, "torch", "w", supported=True)
    assert ivy.float32 in refused and ivy.uint32 not in refused and ivy.bool not in refused


@pytest.mark.parametrize(
    ("table", "framework", "match"),
    [
        ({"2.0 and below": ("float16",)}, "jax", "no frontend mirrors"),
        ({"two and below": ("float16",)}, "torch", "not a version range"),
        ({"2.0 and below": ("float17",)}, "torch", "neither a dtype"),
        ({"2.0 and below": ("float16",), "1.5 to 2.5": ()}, "torch", "overlap"),
    ],
)
def test_a_bad_declaration_is_a_declaration_error(table, framework, match):
    with pytest.raises(ivy.DeclarationError, match=match):
        _support.with_unsupported_dtypes(table, framework)(lambda x: x)
