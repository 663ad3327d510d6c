"""The conformance kit's tests (collected with ``pytest --pyargs
ivy_core.testing --ivy-backend=NAME``). See the package docstring."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest

import ivy_core as ivy
from ivy_core import _dtypes
from ivy_core._api import API
from ivy_core.testing.cases import CASES, Case
from ivy_core.testing.plugin import PROFILES

hypothesis = pytest.importorskip("hypothesis", reason="the conformance kit needs hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from hypothesis.extra.array_api import make_strategies_namespace  # noqa: E402

pytestmark = pytest.mark.ivy_conformance

#: dtypes hypothesis.extra.array_api generates directly; the half-precision
#: floats are generated as float32 and cast.
_STANDARD = {"int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
             "float32", "float64", "complex64", "complex128", "bool"}  # fmt: skip
_EPS = {"bfloat16": 2.0**-7, "float16": 2.0**-10, "float32": 2.0**-23, "float64": 2.0**-52,
        "complex64": 2.0**-23, "complex128": 2.0**-52}  # fmt: skip


def _backend_name(config: Any) -> str | None:
    return config.getoption("--ivy-backend", default=None)


def pytest_generate_tests(metafunc: Any) -> None:
    if "case" not in metafunc.fixturenames:
        return
    name = _backend_name(metafunc.config)
    if name is None:
        metafunc.parametrize(
            "case,dtype",
            [pytest.param(None, None, marks=pytest.mark.skip(reason="pass --ivy-backend=NAME to run the kit"))],
        )
        return
    params = []
    for case in CASES:
        for d in _dtypes.CATEGORIES["all_dtypes"]:
            params.append(pytest.param(case, d, id=f"{case.id}-{d}"))
    metafunc.parametrize("case,dtype", params)


@pytest.fixture(scope="session")
def kit(request: Any) -> Any:
    name = _backend_name(request.config)
    from ivy_core import _handler

    backend = _handler._resolve(name, "ivy_core.testing")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # hypothesis notes the dtypes a backend lacks
        with ivy.using_backend(backend):
            xps = make_strategies_namespace(ivy, api_version="2024.12")
    profile = request.config.getoption("--ivy-profile", default="fast")
    return _Kit(backend, xps, PROFILES[profile])


class _Kit:
    def __init__(self, backend: Any, xps: Any, examples: int) -> None:
        self.backend = backend
        self.xps = xps
        self.examples = examples


# --- generating arguments ------------------------------------------------------------------------


_TINY = 2.0**-10


def _elements(case: Case, d: str, second: bool = False) -> Any:
    kind = _dtypes.as_dtype(d).kind
    if kind == "bool":
        return st.booleans()
    if kind in ("signed", "unsigned"):
        ilo, ihi = case.int_domain
        if kind == "unsigned":
            ilo = max(ilo, 0)
        info = np.iinfo(d)
        ilo, ihi = max(ilo, int(info.min)), min(ihi, int(info.max))
        ints = st.integers(ilo, ihi)
        return ints.filter(lambda v: v != 0) if second and case.nonzero_second else ints
    lo: float
    hi: float
    lo, hi = case.domain
    width = 64 if d in ("float64", "complex128") else 32
    if width == 32:  # bounds hypothesis can represent at this width, inside the domain
        lo32, hi32 = np.float32(lo), np.float32(hi)
        lo = float(lo32 if lo32 >= lo else np.nextafter(lo32, np.float32(np.inf)))
        hi = float(hi32 if hi32 <= hi else np.nextafter(hi32, np.float32(-np.inf)))
    # Subnormals are left out: XLA (JAX, TensorFlow) flushes them to zero on
    # CPU, a documented property of those frameworks, not of a function.
    if kind == "complex":
        mag = max(abs(lo), abs(hi))
        part = st.floats(-mag, mag, allow_nan=False, allow_infinity=False, allow_subnormal=False, width=width).filter(
            lambda v: v == 0 or abs(v) >= _TINY
        )
        numbers = st.builds(complex, part, part)
        if lo > 0:  # a domain away from zero (pow's base): keep |z| >= lo
            numbers = numbers.filter(lambda z: abs(z) >= lo)
        return numbers
    # Tiny magnitudes are left out too: their quotients and products become
    # subnormal and are flushed the same way.
    floats = st.floats(lo, hi, allow_nan=False, allow_infinity=False, allow_subnormal=False, width=width).filter(
        lambda v: v == 0 or abs(v) >= _TINY
    )
    if second and case.nonzero_second:
        floats = floats.filter(lambda v: abs(v) > 0.25)
    return floats


def _array(kit: _Kit, case: Case, d: str, shape: Any, second: bool = False) -> Any:
    """Arrays of ``d``: in the deep profile through ``hypothesis.extra.array_api``
    over ivy_core itself (which also exercises creation and item assignment);
    in the fast profile from one list of elements with one ``asarray`` (per-element
    assignment compiles a kernel per index on JAX and TensorFlow)."""
    gen_dtype = d if d in _STANDARD else "float32"
    elements = _elements(case, d, second)
    if kit.examples <= PROFILES["fast"]:
        n = 1
        for side in shape:
            n *= side
        strategy = st.lists(elements, min_size=n, max_size=n).map(
            lambda v: ivy.reshape(ivy.asarray(v, dtype=gen_dtype), shape)
        )
    else:
        strategy = kit.xps.arrays(dtype=getattr(ivy, gen_dtype), shape=shape, elements=elements)
    if gen_dtype == d:
        return strategy
    return strategy.map(lambda x: ivy.astype(x, d))


#: The fast profile draws shapes from these few (so frameworks that compile
#: per shape, like JAX, reuse their kernels); the deep profile draws any.
_FAST_SHAPES = [(), (3,), (2, 3), (0,), (2, 1, 3)]
_FAST_PAIRS = [((), ()), ((3,), (3,)), ((2, 3), (3,)), ((2, 1), (1, 3)), ((0,), ())]


def _arguments(kit: _Kit, case: Case, d: str) -> Any:
    xps = kit.xps
    fast = kit.examples <= PROFILES["fast"]
    if case.family == "unary":
        shapes = (
            st.sampled_from(_FAST_SHAPES) if fast else xps.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=4)
        )
        return shapes.flatmap(lambda s: st.tuples(_array(kit, case, d, s)).map(lambda a: (a, {})))
    if case.family == "binary":
        pairs = (
            st.sampled_from(_FAST_PAIRS)
            if fast
            else xps.mutually_broadcastable_shapes(2, min_dims=0, max_dims=3, max_side=4).map(lambda bs: bs.input_shapes)
        )
        return pairs.flatmap(
            lambda ss: st.tuples(_array(kit, case, d, ss[0]), _array(kit, case, d, ss[1], second=True)).map(
                lambda a: (a, {})
            )
        )
    if case.family == "reduction":
        shapes = (
            st.sampled_from([s for s in _FAST_SHAPES if s and 0 not in s])
            if fast
            else xps.array_shapes(min_dims=1, max_dims=3, min_side=1, max_side=4)
        )

        def with_axis(s: tuple[int, ...]) -> Any:
            axis = st.none() | st.integers(-len(s), len(s) - 1)
            return st.tuples(
                st.tuples(_array(kit, case, d, s)),
                st.fixed_dictionaries({"axis": axis, "keepdims": st.booleans()}),
            )

        return shapes.flatmap(with_axis)
    raise ValueError(f"unknown family {case.family!r}")


# --- expectations ---------------------------------------------------------------------------------


def _expected_dtype(case: Case, d: str, backend: Any) -> str:
    dt = _dtypes.as_dtype(d)
    if case.result == "same":
        return d
    if case.result == "bool":
        return "bool"
    if case.result == "float":
        return d if dt.kind in ("float", "complex") else str(ivy.default_float_dtype())
    if case.result == "real":
        return {"complex64": "float32", "complex128": "float64"}.get(d, d)
    if case.result == "sum":
        from ivy_core._backend import _sum_dtype

        return str(_sum_dtype(dt, backend, "ivy_core.testing"))
    if case.result == "index":
        return str(ivy.default_int_dtype())
    raise ValueError(case.result)


def _np(x: Any, exact: bool = False) -> Any:
    """A NumPy copy of an Array for the reference: floats in float64 and
    complex in complex128; integers in float64 too, unless ``exact`` (an
    integer result), where they keep their dtype so the reference wraps
    around as the dtype does."""
    a = np.asarray(x)
    if a.dtype.kind == "c":
        return a.astype(np.complex128)
    if a.dtype.kind == "f" or a.dtype.name == "bfloat16":
        return a.astype(np.float64)
    if a.dtype.kind in "iu" and not exact:
        return a.astype(np.float64)
    return a


def _snippet(backend: str, case: Case, args: tuple[Any, ...], kwargs: dict[str, Any], note: str) -> str:
    lines = ["import numpy as np", "import ivy_core as ivy", f"ivy.set_backend({backend!r})"]
    names = []
    for i, a in enumerate(args):
        d = str(a.dtype)
        values = np.asarray(a).astype(np.float32 if d == "bfloat16" else np.asarray(a).dtype).tolist()
        gen = "float32" if d == "bfloat16" else d
        make = f"ivy.asarray(np.array({values!r}, dtype={gen!r}))"
        if gen != d:
            make = f"ivy.astype({make}, {d!r})"
        names.append(f"x{i + 1}")
        lines.append(f"x{i + 1} = {make}")
    call = ", ".join(names + [f"{k}={v!r}" for k, v in kwargs.items()])
    lines.append(f"r = ivy.{case.name}({call})")
    lines.append(f"print(r.dtype, r)  # {note}")
    return "\n".join(lines)


def _check(kit: _Kit, case: Case, d: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    backend = kit.backend
    fn = getattr(ivy, case.name)
    expected_dtype = _expected_dtype(case, d, backend)
    exact = _dtypes.as_dtype(expected_dtype).kind in ("bool", "signed", "unsigned")
    ref_in = [_np(a, exact) for a in args]
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ref = np.asarray(case.ref(*ref_in, **case.kwargs, **kwargs))
    try:
        r = fn(*args, **case.kwargs, **kwargs)
    except Exception as exc:
        raise AssertionError(
            f"ivy_core.{case.name} on {backend.name} raised {type(exc).__name__}: {exc}\n\nreproduce:\n"
            + _snippet(backend.name, case, args, kwargs, f"expected dtype {expected_dtype}")
        ) from exc

    def fail(what: str) -> None:
        raise AssertionError(
            f"ivy_core.{case.name} on {backend.name}: {what}\n\nreproduce:\n"
            + _snippet(backend.name, case, args, kwargs, f"expected dtype {expected_dtype}, values {ref.tolist()!r:.200}")
        )

    if not isinstance(r, ivy.Array) or r.backend != backend.name:
        fail(f"returned {type(r).__name__}, not an ivy_core.Array of this backend")
    if r.dtype != expected_dtype:
        fail(f"result dtype {r.dtype}, expected {expected_dtype}")
    if r.shape != ref.shape:
        fail(f"result shape {r.shape}, expected {ref.shape}")
    got = _np(r, exact)
    if exact:
        if not np.array_equal(got, ref.astype(got.dtype)):
            fail(f"values {got.tolist()!r:.200} differ from the reference {ref.tolist()!r:.200}")
        return
    eps = _EPS[expected_dtype]
    scale = max([1.0] + [float(np.max(np.abs(a))) for a in ref_in if a.size and a.dtype.kind in "fciu"])
    rtol = case.ulps * eps
    atol = rtol * scale
    if not np.allclose(got, ref, rtol=rtol, atol=atol, equal_nan=True):
        err = np.max(np.abs(got - ref)) if ref.size else 0.0
        fail(f"values {got.tolist()!r:.200} differ from the reference {ref.tolist()!r:.200} (max error {err:.3g}, rtol {rtol:.3g}, atol {atol:.3g})")


# --- the tests ----------------------------------------------------------------------------------------


def test_function_and_dtype(kit: _Kit, case: Case, dtype: str) -> None:
    """Supported: property test against the reference. Declared unsupported:
    the typed error, and the declaration is truthful."""
    backend = kit.backend
    if case.name not in API:
        pytest.skip(f"ivy_core {ivy.__version__} has no {case.name}")
    if dtype not in backend.to_native:
        pytest.skip(f"{dtype} is invalid for the whole {backend.name} backend")
    if _dtypes.as_dtype(dtype).kind not in case.kinds:
        pytest.skip(f"{case.name} is not specified for {dtype}")
    if case.name not in backend.impls and API[case.name].kind == "primary":
        pytest.skip(f"{case.name} is not implemented by {backend.info.distribution}")
    with ivy.using_backend(backend):
        supported = dtype in ivy.function_supported_dtypes(case.name, backend)
        strategy = _arguments(kit, case, dtype)
        if supported:

            @settings(
                max_examples=kit.examples,
                deadline=None,
                database=None,
                suppress_health_check=list(HealthCheck),
                derandomize=kit.examples <= PROFILES["fast"],
            )
            @given(strategy)
            def prop(call: Any) -> None:
                args, kwargs = call
                with ivy.using_backend(backend):
                    _check(kit, case, dtype, args, kwargs)

            prop()
        else:
            _check_declaration(kit, case, dtype)


def _check_declaration(kit: _Kit, case: Case, dtype: str) -> None:
    backend = kit.backend
    args = _simple_args(case, dtype)
    with pytest.raises(ivy.UnsupportedDtypeError) as info:
        getattr(ivy, case.name)(*args)
    msg = str(info.value)
    assert case.name in msg and backend.name in msg and dtype in msg, msg
    # Truthful: the implementation itself must fail or be wrong for this dtype.
    impl = backend.impls.get(case.name)
    if impl is None or case.family == "reduction":
        return
    natives = [a._data for a in args]
    try:
        with np.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            raw = impl(*natives)
    except Exception:
        return  # the framework cannot: the declaration is needed
    expected = _expected_dtype(case, dtype, backend)
    got_dtype = backend.from_native.get(getattr(raw, "dtype", None))
    if got_dtype != expected:
        return  # it runs, but answers in another dtype: the declaration is needed
    exact = _dtypes.as_dtype(expected).kind in ("bool", "signed", "unsigned")
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ref = np.asarray(case.ref(*[_np(a, exact) for a in args]))
    got = _np(ivy.Array(raw), exact)
    if got.shape == ref.shape and np.allclose(got, ref, equal_nan=True):
        pytest.fail(
            f"{backend.info.distribution} declares {dtype} unsupported for {case.name} "
            f"({backend.support[case.name].source}), but {backend.spec.framework} "
            f"{backend.framework_version} computes it correctly; remove the declaration"
        )


def _simple_args(case: Case, dtype: str) -> tuple[Any, ...]:
    values = np.array([1, 0, 1, 1])
    x = ivy.astype(ivy.asarray(values.astype(np.int8)), dtype)
    if case.family == "binary":
        return (x, ivy.astype(ivy.asarray(np.array([1, 1, 1, 1], dtype=np.int8)), dtype))
    return (x,)


def test_every_case_names_an_api_function() -> None:
    """A case for a function this ivy_core does not have would be skipped
    everywhere; a renamed function must not drop out of the kit silently."""
    unknown = sorted({c.name for c in CASES if c.name not in API})
    assert not unknown, f"kit cases name functions ivy_core {ivy.__version__} lacks: {', '.join(unknown)}"
