"""The conformance kit's tests (collected with ``pytest --pyargs
ivy_core.testing --ivy-backend=NAME``). See the package docstring."""

from __future__ import annotations

import inspect
import re
import textwrap
import warnings
from typing import Any

import numpy as np
import pytest

import ivy_core as ivy
from ivy_core._dispatch._entries import build as build_entry
from ivy_core._dispatch._sums import sum_dtype
from ivy_core._dtype import _dtypes
from ivy_core._select import _handler
from ivy_core._spec._api import API
from ivy_core.testing.plugin import PROFILES

hypothesis = pytest.importorskip("hypothesis", reason="the conformance kit needs hypothesis")
from hypothesis import HealthCheck, Phase, given, reject, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from hypothesis.errors import HypothesisException  # noqa: E402
from hypothesis.extra.array_api import make_strategies_namespace  # noqa: E402

from ivy_core._dtype._lossless import lossless  # noqa: E402
from ivy_core._dtype._support import FunctionSupport  # noqa: E402
from ivy_core.testing._case import kinds_problems  # noqa: E402
from ivy_core.testing._devices import device_problems  # noqa: E402
from ivy_core.testing._gen import STANDARD, Gen, elements  # noqa: E402
from ivy_core.testing._report import NOTE, SUGGEST  # noqa: E402
from ivy_core.testing.cases import CASES, Case  # noqa: E402

pytestmark = pytest.mark.ivy_conformance

#: The largest finite value of each real float dtype.
_MAX = {"bfloat16": 3.3895313892515355e38, "float16": 65504.0, "float32": 3.4028234663852886e38,
        "float64": 1.7976931348623157e308}  # fmt: skip
_EPS = {"bfloat16": 2.0**-7, "float16": 2.0**-10, "float32": 2.0**-23, "float64": 2.0**-52,
        "complex64": 2.0**-23, "complex128": 2.0**-52}  # fmt: skip


def _backend_name(config: Any) -> str | None:
    name: str | None = config.getoption("--ivy-backend", default=None)
    return name


def pytest_generate_tests(metafunc: Any) -> None:
    if "case" not in metafunc.fixturenames:
        return
    name = _backend_name(metafunc.config)
    if name is None:
        metafunc.parametrize(
            "case,dtype",
            [
                pytest.param(
                    None, None, marks=pytest.mark.skip(reason="pass --ivy-backend=NAME to run the kit")
                )
            ],
        )
        return
    backend = _handler.resolve(name, "ivy_core.testing")
    # The dtypes the backend has (the others are invalid for all of it), and
    # the functions it implements or runs from their ivy_core body: the ones
    # it lacks are listed once, by test_every_function_is_implemented_or_declared.
    dtypes = [d for d in _dtypes.CATEGORIES["all_dtypes"] if d in backend.to_native]
    params = []
    for case in CASES:
        if case.name in API and API[case.name].kind == "primary" and case.name not in backend.impls:
            continue
        for d in dtypes:
            params.append(pytest.param(case, d, id=f"{case.id}-{d}"))
    metafunc.parametrize("case,dtype", params)


@pytest.fixture(scope="session")
def kit(request: Any) -> Any:
    name = _backend_name(request.config)
    backend = _handler.resolve(name, "ivy_core.testing")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # hypothesis notes the dtypes a backend lacks
        with ivy.using_backend(backend):
            xps = make_strategies_namespace(ivy, api_version="2024.12")
    profile = request.config.getoption("--ivy-profile", default="fast")
    shrink = bool(request.config.getoption("--ivy-shrink", default=False))
    return _Kit(backend, xps, PROFILES[profile], shrink)


class _Kit:
    def __init__(self, backend: Any, xps: Any, examples: int, shrink: bool = False) -> None:
        self.backend = backend
        self.xps = xps
        self.examples = examples
        self.gen = Gen(xps, examples <= PROFILES["fast"])
        #: ``note(text)``: a remark on the running test that is no failure
        #: (the report lists them); set by each test.
        self.note: Any = lambda text: None
        # No shrinking unless asked (--ivy-shrink): a failing example is
        # reported as drawn, so a broken backend's run ends in minutes (a
        # shrink can take five per test). Nothing to explain without it.
        phases = [Phase.explicit, Phase.reuse, Phase.generate]
        #: The hypothesis settings of the kit's property tests.
        self.settings = settings(
            max_examples=examples,
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
            derandomize=examples <= PROFILES["fast"],
            phases=[*phases, Phase.shrink] if shrink else phases,
            report_multiple_bugs=False,
        )


# --- generating arguments ------------------------------------------------------------------------


def _elements(case: Case, d: str, second: bool = False) -> Any:
    special = case.no_specials is None
    return elements(d, case.domain, case.int_domain, second and case.nonzero_second, special=special)


def _array(kit: _Kit, case: Case, d: str, shape: Any, second: bool = False) -> Any:
    """Arrays of ``d``: in the deep profile through ``hypothesis.extra.array_api``
    over ivy_core itself (which also exercises creation and item assignment);
    in the fast profile from one list of elements with one ``asarray`` (per-element
    assignment compiles a kernel per index on JAX and TensorFlow)."""
    gen_dtype = d if d in STANDARD else "float32"
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
            st.sampled_from(_FAST_SHAPES)
            if fast
            else xps.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=4)
        )
        return shapes.flatmap(lambda s: st.tuples(_array(kit, case, d, s)).map(lambda a: (a, {})))
    if case.family == "binary":
        pairs = (
            st.sampled_from(_FAST_PAIRS)
            if fast
            else xps.mutually_broadcastable_shapes(2, min_dims=0, max_dims=3, max_side=4).map(
                lambda bs: bs.input_shapes
            )
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
    if case.family == "custom":
        assert case.args is not None
        return case.args(kit.gen, d)
    raise ValueError(f"unknown family {case.family!r}")


# --- expectations ---------------------------------------------------------------------------------


def _computed_in(case: Case, d: str) -> str:
    """The dtype the function computes in for input of ``d``: the default
    float dtype for integer and bool input of a function whose spec casts
    them (``float_inputs``), else ``d``."""
    api = API.get(case.name)
    if api is not None and api.float_inputs and _dtypes.as_dtype(d).kind in ("bool", "signed", "unsigned"):
        return str(ivy.default_float_dtype())
    return d


def _expected_dtypes(case: Case, d: str, backend: Any, args: Any, kwargs: dict[str, Any]) -> list[str]:
    """The result dtype of each result (one for a single array)."""
    rules = case.result if isinstance(case.result, tuple) else (case.result,)
    d = _computed_in(case, d)
    return [_expected_dtype(rule, d, backend, args, kwargs) for rule in rules]


def _expected_dtype(rule: Any, d: str, backend: Any, args: Any = (), kwargs: Any = None) -> str:
    if callable(rule):
        return str(rule(d, args, kwargs or {}))
    dt = _dtypes.as_dtype(d)
    if rule == "same":
        return d
    if rule == "bool":
        return "bool"
    if rule == "float":
        return d if dt.kind in ("float", "complex") else str(ivy.default_float_dtype())
    if rule == "real":
        return {"complex64": "float32", "complex128": "float64"}.get(d, d)
    if rule == "sum":
        return str(sum_dtype(dt, backend, "ivy_core.testing"))
    if rule == "index":
        return str(ivy.default_int_dtype())
    if isinstance(rule, str) and rule in _dtypes.CATEGORIES["all_dtypes"]:
        return rule
    raise ValueError(rule)


def _np(x: Any, exact: bool = False) -> Any:
    """A NumPy copy of an Array for the reference: floats in float64 and
    complex in complex128; integers and bools in float64 too, unless
    ``exact`` (an integer or bool result), where they keep their dtype so
    the reference wraps around as the dtype does."""
    a = np.asarray(x)
    if a.dtype.kind == "c":
        return a.astype(np.complex128)
    if a.dtype.kind == "f" or a.dtype.name == "bfloat16":
        return a.astype(np.float64)
    if a.dtype.kind in "biu" and not exact:
        return a.astype(np.float64)
    return a


def _to_ref(value: Any, exact: bool) -> Any:
    """The reference's copy of an argument: Arrays (also inside lists and
    tuples) as NumPy arrays, everything else as is."""
    if isinstance(value, ivy.Array):
        return _np(value, exact)
    if isinstance(value, (list, tuple)):
        return type(value)(_to_ref(v, exact) for v in value)
    return value


def _results(r: Any) -> list[Any] | None:
    """The results of a call as a flat list (None: not an Array or a
    tuple/list of them, nested ones included, as ``lstm_update``'s ``(hs, (h, c))``)."""
    if isinstance(r, ivy.Array):
        return [r]
    if isinstance(r, (list, tuple)):
        out: list[Any] = []
        for v in r:
            sub = _results(v)
            if sub is None:
                return None
            out.extend(sub)
        return out
    return None


def _refs(ref: Any) -> list[Any]:
    if isinstance(ref, (list, tuple)):
        return [np.asarray(v) for v in ref]
    return [np.asarray(ref)]


def _render(value: Any, lines: list[str], names: list[int]) -> str:
    if isinstance(value, ivy.Array):
        d = str(value.dtype)
        gen = "float32" if d == "bfloat16" else d
        values = np.asarray(value).astype(np.float32 if d == "bfloat16" else np.asarray(value).dtype).tolist()
        make = f"ivy.asarray(np.array({values!r}, dtype={gen!r}))"
        if gen != d:
            make = f"ivy.astype({make}, {d!r})"
        names.append(len(names) + 1)
        name = f"x{names[-1]}"
        lines.append(f"{name} = {make}")
        return name
    if isinstance(value, list):
        return "[" + ", ".join(_render(v, lines, names) for v in value) + "]"
    if isinstance(value, tuple):
        inner = ", ".join(_render(v, lines, names) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    if isinstance(value, _dtypes.Dtype):
        return f"ivy.{value}"
    if isinstance(value, np.ndarray):  # repr gives array(...), which the script cannot run
        return f"np.asarray({value.tolist()!r}, dtype={value.dtype.name!r})"
    if isinstance(value, np.generic):
        return f"np.{value.dtype.name}({value.item()!r})"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k!r}: {_render(v, lines, names)}" for k, v in value.items()) + "}"
    return repr(value)


def _public(case: Case) -> str:
    return API[case.name].public_name if case.name in API else f"ivy_core.{case.name}"


def _function(case: Case) -> Any:
    obj: Any = ivy
    for part in _public(case).split(".")[1:]:
        obj = getattr(obj, part)
    return obj


def _snippet(backend: str, case: Case, args: tuple[Any, ...], kwargs: dict[str, Any], note: str) -> str:
    lines = ["import numpy as np", "import ivy_core as ivy", f"ivy.set_backend({backend!r})"]
    names: list[int] = []
    parts = [_render(a, lines, names) for a in args]
    parts += [f"{k}={_render(v, lines, names)}" for k, v in kwargs.items()]
    call = "ivy." + _public(case).split(".", 1)[1]
    lines.append(f"r = {call}({', '.join(parts)})")
    lines.append(f"print(r)  # {note}" if note else "print(r)")
    return "\n".join(lines)


def _compare(
    case: Case, d: str, backend: Any, args: tuple[Any, ...], kwargs: dict[str, Any], r: Any
) -> tuple[str | None, str]:
    """Check a result against the case's rules: (what is wrong or None, what was expected)."""
    kwargs = {**case.kwargs, **kwargs}
    expected = _expected_dtypes(case, d, backend, args, kwargs)
    exact = _dtypes.as_dtype(expected[0]).kind in ("bool", "signed", "unsigned")
    ref_args = [_to_ref(a, exact) for a in args]
    ref_kwargs = {k: _to_ref(v, exact) for k, v in kwargs.items()}
    note = f"expected dtype {', '.join(expected)}"
    results = _results(r)
    if results is None:
        return f"returned {type(r).__name__}, not an ivy_core.Array (or a tuple of them)", note
    if len(results) != len(expected):
        return f"returned {len(results)} arrays, expected {len(expected)}", note
    for x in results:
        if x.backend != backend.name:
            return f"returned an Array of backend {x.backend!r}", note
    got_dtypes = [str(x.dtype) for x in results]
    if got_dtypes != expected:
        return f"result dtype {', '.join(got_dtypes)}, expected {', '.join(expected)}", note
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ref = None if case.ref is None else case.ref(*ref_args, **ref_kwargs)
    got = [
        _np(x, _dtypes.as_dtype(e).kind in ("bool", "signed", "unsigned"))
        for x, e in zip(results, expected, strict=True)
    ]
    if case.check is not None:
        return case.check(got, ref, ref_args, ref_kwargs), note
    refs = _refs(ref)
    if len(refs) != len(got):
        raise ValueError(f"the reference of case {case.id} gives {len(refs)} results, the rules {len(got)}")
    note += ", values " + "; ".join(f"{v.tolist()!r:.200}" for v in refs)
    for i, (g, want, e) in enumerate(zip(got, refs, expected, strict=True)):
        which = f"result {i}: " if len(got) > 1 else ""
        if g.shape != want.shape:
            return f"{which}shape {g.shape}, expected {want.shape}", note
        if _dtypes.as_dtype(e).kind in ("bool", "signed", "unsigned"):
            if not np.array_equal(g, want.astype(g.dtype)):
                return (
                    f"{which}values {g.tolist()!r:.200} differ from the reference {want.tolist()!r:.200}",
                    note,
                )
            continue
        eps = _EPS[e]
        # The reference rounded to the result's dtype: a value beyond its
        # range is an infinity there too (float64 would keep it finite).
        want = _rounded(want, e)
        if case.intermediate is not None and e in _MAX:
            # An intermediate beyond the dtype's range: infinity is right too.
            big = np.broadcast_to(np.abs(case.intermediate(*ref_args, **ref_kwargs)) > _MAX[e], want.shape)
            g = np.where(big & np.isinf(g), want, g)
        finite = [a[np.isfinite(a)] for a in _flat_arrays(ref_args) if a.size and a.dtype.kind in "fciu"]
        scale = max([1.0] + [float(np.max(np.abs(a))) for a in finite if a.size])
        rtol = case.ulps * eps
        atol = rtol * scale
        if case.growth is not None:
            rtol = rtol * np.broadcast_to(np.abs(case.growth(*ref_args, **ref_kwargs)), want.shape)
        if not np.allclose(g, want, rtol=rtol, atol=atol, equal_nan=True):
            err = np.max(np.abs(g - want)) if want.size else 0.0
            return (
                f"{which}values {g.tolist()!r:.200} differ from the reference {want.tolist()!r:.200} "
                f"(max error {err:.3g}, rtol {np.max(rtol, initial=0):.3g}, atol {atol:.3g})"
            ), note
    return None, note


def _rounded(want: Any, e: str) -> Any:
    """``want`` (float64/complex128) rounded to the dtype ``e`` and back."""
    if e == "bfloat16":
        import ml_dtypes

        target: Any = ml_dtypes.bfloat16
    else:
        target = np.dtype(e)
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return want.astype(target).astype(want.dtype)


def _flat_arrays(values: Any) -> list[Any]:
    out: list[Any] = []
    for v in values:
        if isinstance(v, np.ndarray):
            out.append(v)
        elif isinstance(v, (list, tuple)):
            out.extend(_flat_arrays(v))
    return out


def _check(kit: _Kit, case: Case, d: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """The call gives the reference's answer, in the dtype ivy_core's rule gives."""
    backend = kit.backend
    r = _call(kit, case, d, args, kwargs)
    try:
        wrong, note = _compare(case, d, backend, args, kwargs, r)
    except Exception as exc:  # the kit's own reading of the result failed
        raise AssertionError(
            f"{_public(case)} on {backend.name} for {d} input: the kit could not read the result "
            f"({type(exc).__name__}: {exc}); check what the function returns for these arguments "
            "(its shape, dtype and conversion to NumPy)\n\nreproduce:\n"
            + _snippet(backend.name, case, args, {**case.kwargs, **kwargs}, "")
        ) from exc
    if wrong:
        raise AssertionError(
            f"{_public(case)} on {backend.name}: {wrong}\n\nreproduce:\n"
            + _snippet(backend.name, case, args, {**case.kwargs, **kwargs}, note)
        )


def _call(
    kit: _Kit, case: Case, d: str, args: tuple[Any, ...], kwargs: dict[str, Any], refusal: bool = False
) -> Any:
    """The case's function called with ``args``: its result, or an
    AssertionError saying what to do about what it raised. With ``refusal``,
    UnsupportedDtypeError is an answer too (it is returned)."""
    fn = _function(case)
    try:
        with np.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return fn(*args, **case.kwargs, **kwargs)
    except Exception as exc:
        if refusal and isinstance(exc, ivy.UnsupportedDtypeError):
            return exc
        refused = _declared_for_another_argument(kit, case, exc)
        if refused is not None:
            # The dtype under test is the first array's; a declaration refused
            # another argument's (an index array's), as it may: another draw.
            if kit.backend.support[case.name].arguments is None:
                first = API[case.name].arrays[0]
                kit.note(
                    f"its declaration of {refused[0]} also refuses {refused[0]} {refused[1]} (a declaration "
                    f"covers every array argument): arguments=({first!r},) narrows it where "
                    f"{kit.backend.spec.framework} takes them"
                )
            reject()
        if (
            isinstance(exc, NotImplementedError)
            and _missing_function(exc)
            and case.name not in kit.backend.impls
        ):
            # Its ivy_core body calls a function the backend lacks (listed once,
            # by test_every_function_is_implemented_or_declared).
            pytest.skip(f"{_public(case)} runs its ivy_core body, which needs a missing function: {exc}")
        text, declare = _raised(kit, case, d, exc, args, {**case.kwargs, **kwargs})
        failure = AssertionError(
            text + "\n\nreproduce:\n" + _snippet(kit.backend.name, case, args, {**case.kwargs, **kwargs}, "")
        )
        # The report gathers, per function, every dtype asking for one declaration.
        failure.ivy_declare = declare  # type: ignore[attr-defined]
        raise failure from exc


def _declared_for_another_argument(kit: _Kit, case: Case, exc: BaseException) -> tuple[str, str] | None:
    """(dtype, argument) where ``exc`` refuses a dtype the backend declares
    for the case's function, of an array argument with a dtype of its own
    (``take``'s ``indices``, which the kit draws in any integer dtype); else None."""
    if not isinstance(exc, ivy.UnsupportedDtypeError):
        return None
    support = kit.backend.support.get(case.name)
    api = API.get(case.name)
    found = re.search(r"dtype (\w+) of argument '(\w+)", str(exc))
    if support is None or api is None or found is None:
        return None
    d, p = found.groups()
    own = [a for a in api.arrays[1:] if a not in api.promote]
    covered = support.arguments is None or p in support.arguments
    return (d, p) if p in own and covered and d in support.any_unsupported else None


def _missing_function(exc: BaseException) -> bool:
    """Whether ``exc`` is ivy_core's refusal of a function the backend does not implement."""
    return "is not implemented by backend" in str(exc)


def _raised(
    kit: _Kit, case: Case, d: str, exc: BaseException, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> tuple[str, tuple[str, str] | None]:
    """The failure of a call that raised ``exc`` for arguments the spec
    accepts, and what the backend's author can do about it; with the
    declaration it asks for, as (where, framework version), or None."""
    b = kit.backend
    head = f"{_public(case)} on {b.name} raised {type(exc).__name__} for {d} input: {exc}"
    if isinstance(exc, ivy.UnsupportedDtypeError):
        return head + (
            f"\n\nivy_core.function_supported_dtypes lists {d} as supported for {case.name} on "
            f"{b.name}, yet the call refuses it: the two must agree."
        ), None
    raw, origin = _framework_error(exc)
    if raw is None:
        return head, None  # ivy_core's own check refused arguments the kit thinks valid
    # The backend function that raised: the case's own, or one its ivy_core body calls.
    name = case.name if origin is None or case.name in b.impls else origin
    where = _declare_where(b, name)
    # The public version: a key names every build of it (2.13.0 for torch's 2.13.0+cpu).
    framework, version = b.spec.framework, b.framework_version.split("+", 1)[0]
    wider = _wider_dtype(kit, case, d, args, kwargs) if name == case.name else None
    gaps = _gaps_home(b, name)
    cure = (
        f"{framework} computes it correctly in {wider}: compute it there instead of refusing "
        f"{d},\n\n    from ivy_core.plugin import computed_in\n\n"
        f'    @computed_in({{"{d}": "{wider}"}}, reason="...")\n\nor declare {d} unsupported'
        if wider
        else "or compute it in a wider dtype with @computed_in"
    )
    declaration = (
        "    from ivy_core.plugin import with_unsupported_dtypes\n\n"
        f'    @with_unsupported_dtypes({{"{version} and below": ("{d}",)}}, reason="...")\n\n'
    )
    if gaps:  # bound by name: the plugin's gaps table declares it, for the installed version
        where, version = gaps, ""
        declaration = f'    "{name}({d})": "why {framework} cannot",\n\n'
        cure = f'or, computed in {wider} instead, "{name}({d}->{wider})"' if wider else "or compute it in a wider one"
    # Index arrays and other arguments of their own dtype (not operands promoted together).
    several = [p for p in API[name].arrays[1:] if p not in API[name].promote] if name in API else []
    narrow = (
        f" A declaration covers every array argument ({', '.join(API[name].arrays)}); add "
        f"arguments=({API[name].arrays[0]!r},) where only that one's dtype is the problem."
        if several and not gaps
        else ""
    )
    return head + (
        f"\n\nThe error comes from {framework} ({type(raw).__name__}). For every dtype ivy_core's spec "
        f"accepts for a function, a backend gives the right answer or declares the dtype unsupported, "
        "so that ivy_core raises UnsupportedDtypeError before the call (and a casting mode can cure "
        f"it); it never lets {framework}'s own error through. If {framework} {version} cannot compute "
        f"{name} for {d}, declare it "
        f"{f'in the gaps table of {where} (BackendSpec(gaps=...))' if gaps else f'on {where}'}:\n\n{declaration}"
        f"{cure}.{narrow} Otherwise the implementation has a bug for these arguments. The end of the "
        "kit's report gathers, per function, every dtype that asks for a declaration."
    ), (where, version)


def _declare_where(b: Any, name: str) -> str:
    """Where the declaration for the backend's ``name`` goes: its function
    when the backend wrote one, else (a framework function bound to the
    name, ``abs = paddle.abs``) the module that binds it, with the advice to
    wrap it there."""
    impl = b.impls.get(name)
    qual = getattr(impl, "__qualname__", name)
    own = b.spec.implementation_modules
    where = f"{getattr(impl, '__module__', None)}.{qual}"
    if impl is not None and any(where.startswith(m.rsplit(".", 1)[0] + ".") for m in own):
        return where  # a function of the backend's package (a private helper module's too)
    home = _binding_module(b, name, impl)
    if home is not None:
        return (
            f"{name} in {home}, which binds {b.spec.framework}'s own function (a declaration cannot "
            f"annotate it): write a function {name} there that calls it, decorated"
        )
    # The function is the framework's own (or the Array API adapter's).
    area = API[name].spec.__module__.rsplit(".", 1)[-1] if name in API else ""
    home = next((m for m in own if m.rsplit(".", 1)[-1] == area), own[0] if own else "")
    return f"a function {name} of your own in {home or 'an implementation module'} (listed in its __all__) that calls it, decorated"


def _gaps_home(b: Any, name: str) -> str | None:
    """For a function a backend bound by name binds (not one of its own),
    the plugin module whose ``BackendSpec(gaps=...)`` declares its dtypes;
    else None."""
    if not getattr(b.spec, "namespace", "") or b.info is None:
        return None
    own = b.spec.implementation_modules
    where = f"{getattr(b.impls.get(name), '__module__', None)}."
    return None if any(where.startswith(m.rsplit(".", 1)[0] + ".") for m in own) else b.info.module


def _binding_module(b: Any, name: str, impl: Any) -> str | None:
    """The backend's implementation module whose ``__all__`` lists ``name``
    bound to ``impl``, or None."""
    import sys

    for m in b.spec.implementation_modules:
        module = sys.modules.get(m)
        if (
            module is not None
            and name in getattr(module, "__all__", ())
            and getattr(module, name, None) is impl
        ):
            return str(m)
    return None


def _wider_dtype(kit: _Kit, case: Case, d: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> str | None:
    """A dtype holding every value of ``d`` in which the backend's own
    implementation computes the call correctly (``computed_in``'s cure), or None."""
    b = kit.backend
    if case.name not in b.impls or case.name not in API:
        return None
    saved = b.support.get(case.name)
    bad = saved.any_unsupported if saved is not None else frozenset()
    src = _dtypes.as_dtype(d)
    if src.kind == "bool":
        return None
    for wide in b.valid_dtypes:
        if wide == src or wide in bad or wide.kind not in (src.kind, "signed") or not lossless(src, wide):
            continue
        try:
            with np.errstate(all="ignore"), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                r = _without_declaration(b, case.name, {src: wide})(*args, **kwargs)
            if _compare(case, d, b, args, kwargs, r)[0] is None:
                return str(wide)
        except Exception:  # noqa: S112  # not in this dtype either: try the next
            continue
    return None


def _framework_error(exc: BaseException) -> tuple[BaseException | None, str | None]:
    """The framework's exception behind ``exc`` (None: ivy_core raised it
    itself), and the API function whose backend call raised it (None: unknown)."""
    origin = None
    while isinstance(exc, ivy.IvyError):
        m = re.match(r"ivy_core\.([\w.]+) \(backend ", str(exc))
        if m:
            origin = m.group(1).rsplit(".", 1)[-1]
        if exc.__cause__ is None:
            return None, origin
        exc = exc.__cause__
    return exc, origin


# --- the tests ----------------------------------------------------------------------------------------


def test_function_and_dtype(kit: _Kit, case: Case, dtype: str, record_property: Any) -> None:
    """Supported: property test against the reference. Declared unsupported:
    the typed error, and the declaration is truthful. A kind the spec does
    not define the function for: InvalidDtypeError. A kind the spec accepts
    but the case cannot check values for: the call answers or raises
    UnsupportedDtypeError, nothing else."""
    backend = kit.backend
    if case.name not in API:
        pytest.skip(f"ivy_core {ivy.__version__} has no {case.name}")
    kind = _dtypes.as_dtype(dtype).kind
    if kind not in case.spec_kinds:
        with ivy.using_backend(backend):
            _check_invalid_kind(kit, case, dtype)
        return
    with ivy.using_backend(backend):
        supported = dtype in ivy.function_supported_dtypes(case.name, backend)
        support = backend.support.get(case.name)
        if case.explicit_dtype and support is not None:
            supported = dtype in backend.valid_dtypes and dtype not in support.any_unsupported
        kit.note = lambda text: record_property(NOTE, text)
        if not supported:
            _check_declaration(kit, case, dtype, lambda text: record_property(SUGGEST, text))
            return
        values = kind in case.kinds
        strategy = _arguments(kit, case, dtype)

        @kit.settings
        @given(strategy)
        def prop(call: Any) -> None:
            args, kwargs = call
            with ivy.using_backend(backend):
                if values:
                    _check(kit, case, dtype, args, kwargs)
                else:
                    _check_runs(kit, case, dtype, args, kwargs)

        try:
            prop()
        except (AssertionError, HypothesisException):
            raise
        except Exception as exc:  # raised while drawing the arguments, before any call
            raise AssertionError(
                f"{_public(case)} on {backend.name} for {dtype} input: the kit could not build the "
                f"arguments ({type(exc).__name__}: {exc}). It builds them with ivy_core.asarray (of "
                "NumPy arrays and lists, 0-d ones too), astype and reshape on this backend: check "
                "those for this dtype"
            ) from exc


def _check_runs(kit: _Kit, case: Case, dtype: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """For a dtype kind the case leaves out (``why=``: it cannot check the
    values): the call gives Arrays of the backend, or UnsupportedDtypeError."""
    r = _call(kit, case, dtype, args, kwargs, refusal=True)
    if isinstance(r, ivy.UnsupportedDtypeError):
        return
    results = _results(r)
    wrong = (
        f"returned {type(r).__name__}, not an ivy_core.Array (or a tuple of them)"
        if results is None
        else next(
            (f"returned an Array of backend {x.backend!r}" for x in results if x.backend != kit.backend.name),
            None,
        )
    )
    if wrong:
        raise AssertionError(
            f"{_public(case)} on {kit.backend.name} for {dtype} input (values unchecked: {case.why}): {wrong}"
            "\n\nreproduce:\n" + _snippet(kit.backend.name, case, args, {**case.kwargs, **kwargs}, "")
        )


#: Calls a declaration's truth is checked on: the kit calls it needless only
#: when the framework computes every one of them correctly (one drawn
#: example missed a kernel the framework lacks for some shapes only).
TRUTH_EXAMPLES = 4


def _check_declaration(kit: _Kit, case: Case, dtype: str, note: Any = None) -> None:
    """The call raises the typed error, and the declaration is truthful: the
    function composed without it fails or answers wrongly for this dtype on
    at least one of a few examples. ``note(text)`` records a suggestion
    that is no failure (``computed_in`` where the framework computes the
    dtype correctly in a wider one)."""
    examples = _examples(kit, case, dtype, TRUTH_EXAMPLES)
    if _refused(kit, case, dtype, *examples[0]):
        _truthful(kit, case, dtype, examples, note)


def _examples(kit: _Kit, case: Case, dtype: str, n: int) -> list[tuple[tuple[Any, ...], dict[str, Any]]]:
    """Up to ``n`` calls of the case with non-empty arrays of ``dtype``; the
    simplest first (``[1, 0, 1, 1]``) where the family allows."""
    found: list[tuple[tuple[Any, ...], dict[str, Any]]] = []
    if case.family != "custom":
        found.append((_simple_args(case, dtype), {}))
    if n <= len(found):
        return found
    strategy = _arguments(kit, case, dtype).filter(lambda c: all(a.size for a in _arrays_in(c)))

    @settings(max_examples=n - len(found), deadline=None, database=None, derandomize=True,
              phases=[Phase.explicit, Phase.generate], suppress_health_check=list(HealthCheck))  # fmt: skip
    @given(strategy)
    def draw(call: Any) -> None:
        found.append(call)

    with ivy.using_backend(kit.backend):
        draw()
    return found


def _check_invalid_kind(kit: _Kit, case: Case, dtype: str) -> None:
    """A dtype of a kind the spec does not define the function for: the call
    raises InvalidDtypeError naming the function, the backend and the dtype,
    on every backend and whatever it declares."""

    def refused(args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        kwargs = {**case.kwargs, **kwargs}
        with pytest.raises(ivy.InvalidDtypeError) as info:
            _function(case)(*args, **kwargs)
        msg = str(info.value)
        assert f"{case.name} is defined for" in msg, msg
        assert repr(kit.backend.name) in msg and f"dtype {dtype} " in msg, msg

    _once(kit, case, dtype, refused)


def _once(kit: _Kit, case: Case, dtype: str, check: Any) -> None:
    """``check(args, kwargs)`` for one call of the case with non-empty arrays of ``dtype``."""
    if case.family == "custom":
        strategy = _arguments(kit, case, dtype).filter(lambda c: all(a.size for a in _arrays_in(c)))

        @settings(max_examples=1, deadline=None, database=None, derandomize=True,
                  phases=[Phase.explicit, Phase.generate], suppress_health_check=list(HealthCheck))  # fmt: skip
        @given(strategy)
        def once(call: Any) -> None:
            with ivy.using_backend(kit.backend):
                check(*call)

        once()
    else:
        check(_simple_args(case, dtype), {})


def _arrays_in(value: Any) -> list[Any]:
    if isinstance(value, ivy.Array):
        return [value]
    if isinstance(value, dict):
        return _arrays_in(list(value.values()))
    if isinstance(value, (list, tuple)):
        return [a for v in value for a in _arrays_in(v)]
    return []


def _refused(kit: _Kit, case: Case, dtype: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool:
    """The call of a dtype the backend declares unsupported raises
    UnsupportedDtypeError naming the function, the backend and the dtype;
    whether the declaration's truth can be checked (the backend's own function)."""
    backend = kit.backend
    kwargs = {**case.kwargs, **kwargs}
    api = API[case.name]
    body = api.kind == "compositional" and case.name not in backend.impls
    declared = f"{_public(case)} on {backend.name} declares {dtype} unsupported"
    if body:
        declared = (
            f"ivy_core derives that {_public(case)} (its ivy_core body) on {backend.name} refuses {dtype}"
        )

    def failed(what: str) -> None:
        pytest.fail(
            f"{declared}, so the call must raise UnsupportedDtypeError naming {case.name}, "
            f"{backend.name!r} and {dtype}; {what}\n\nreproduce:\n"
            + _snippet(backend.name, case, args, kwargs, "raises UnsupportedDtypeError"),
            pytrace=False,
        )

    try:
        _function(case)(*args, **kwargs)
    except ivy.UnsupportedDtypeError as exc:
        msg = str(exc)
    except ivy.InvalidDtypeError as exc:
        # A compositional function running its body: a function the body
        # calls is not defined for this dtype kind (diff's subtract on bool).
        if not (body and backend.name in str(exc) and f"dtype {dtype} " in str(exc)):
            failed(f"it raised InvalidDtypeError: {exc}")
        return False
    except Exception as exc:
        failed(f"it raised {type(exc).__name__}: {exc}")
    else:
        if body:
            # Core: the derivation is conservative (the body took a path
            # without the callee that is unsupported for this dtype).
            pytest.xfail(f"core: derived support of {_public(case)} lists {dtype} unsupported, yet it runs")
        failed("it ran")
    # A compositional function's refusal comes from the primary function it calls.
    named = case.name in msg or body
    missing = [
        w
        for w, ok in ((case.name, named), (repr(backend.name), backend.name in msg), (dtype, dtype in msg))
        if not ok
    ]
    if missing:
        failed(f"its error does not name {', '.join(missing)}: {msg}")
    return case.name in backend.impls and case.name in backend.support


def _truthful(
    kit: _Kit, case: Case, dtype: str, examples: list[tuple[tuple[Any, ...], dict[str, Any]]], note: Any
) -> None:
    """The backend's own function without the declaration fails (an
    IvyError: ivy_core turns the framework's error into one) or answers
    wrongly on at least one example; else the declaration is needless."""
    backend = kit.backend
    unchecked = _without_declaration(backend, case.name)
    checked = []
    for args, extra in examples:
        kwargs = {**case.kwargs, **extra}
        try:
            with np.errstate(all="ignore"), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                r = unchecked(*args, **kwargs)
        except ivy.IvyError:
            # Needed. Any other exception is a bug of the kit or the backend: it fails.
            _suggest_computed_in(kit, case, dtype, args, kwargs, note)
            return
        results = _results(r)
        if results is not None and not any(x.size for x in results):
            continue  # an empty result (arange(0)) computes nothing: it proves no declaration needless
        wrong, _ = _compare(case, dtype, backend, args, kwargs, r)
        if wrong is not None:
            return  # needed: a wrong answer (computed_in would hide a bug: none is suggested)
        checked.append((args, kwargs))
    if not checked:
        return
    args, kwargs = checked[0]
    pytest.fail(
        f"{backend.info.distribution} declares {dtype} unsupported for {case.name} "
        f"({backend.support[case.name].source}), but {backend.spec.framework} "
        f"{backend.framework_version} computes it correctly on each of the {len(checked)} calls the kit "
        f"tried; remove the declaration (the kit then checks it on every example)\n\nreproduce:\n"
        + _snippet(backend.name, case, args, kwargs, "raises UnsupportedDtypeError"),
        pytrace=False,
    )


def _suggest_computed_in(
    kit: _Kit, case: Case, dtype: str, args: tuple[Any, ...], kwargs: dict[str, Any], note: Any
) -> None:
    """Where the framework fails for ``dtype`` but computes a wider dtype
    holding its values correctly, suggest ``computed_in`` (users then get
    answers instead of UnsupportedDtypeError): ``note("dtype\\twider")``."""
    support = kit.backend.support[case.name]
    if note is None or _dtypes.as_dtype(dtype) in support.computed_in:
        return
    wider = _wider_dtype(kit, case, dtype, args, kwargs)
    if wider is not None:
        note(f"{dtype}\t{wider}")


def _without_declaration(backend: Any, name: str, computed: dict[Any, Any] | None = None) -> Any:
    """The backend's function for ``name`` composed as if its plugin declared
    no unsupported dtypes (``computed``: as if it declared that ``computed_in``)."""
    had = name in backend.support
    saved = backend.support.get(name) or FunctionSupport(name)
    bare = FunctionSupport(name)
    bare.computed_in, bare.computed_reason = saved.computed_in, saved.computed_reason
    if computed is not None:
        bare.computed_in = {**saved.computed_in, **computed}
    backend.support[name] = bare
    try:
        entry = build_entry(backend, API[name])
    finally:
        if had:
            backend.support[name] = saved
        else:
            del backend.support[name]
    signature = inspect.signature(API[name].spec)

    def call(*args: Any, **kwargs: Any) -> Any:
        # Entries take every parameter positionally, in signature order.
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        return entry(*bound.arguments.values())

    return call


def _simple_args(case: Case, dtype: str) -> tuple[Any, ...]:
    values = np.array([1, 0, 1, 1])
    x = ivy.astype(ivy.asarray(values.astype(np.int8)), dtype)
    if case.family == "binary":
        return (x, ivy.astype(ivy.asarray(np.array([1, 1, 1, 1], dtype=np.int8)), dtype))
    return (x,)


def test_every_function_is_implemented_or_declared(kit: _Kit) -> None:
    """The backend implements each primary function of the API, or names it
    in its runtime's ``UNSUPPORTED`` with the reason. The functions it lacks
    are listed here, once; their cases are not collected."""
    b = kit.backend
    missing = sorted(
        n for n, api in API.items() if api.kind == "primary" and n not in b.impls and n not in b.unsupported
    )
    if missing:
        listed = textwrap.fill(", ".join(missing), width=100, initial_indent="    ", subsequent_indent="    ")
        modules = ", ".join(b.spec.implementation_modules)
        pytest.fail(
            f"{b.info.distribution} {b.info.version} neither implements nor declares {len(missing)} of the "
            f"{sum(1 for a in API.values() if a.kind == 'primary')} functions every backend implements "
            f"(their tests were not run):\n{listed}\n"
            f"Implement each in one of the implementation modules ({modules}), or, where "
            f"{b.spec.framework} cannot provide it, name it with the reason in the runtime module's "
            f'UNSUPPORTED = {{"{missing[0]}": "why"}}: a call then raises NotImplementedError saying so.',
            pytrace=False,
        )


def test_autodiff_differentiates_and_stops_gradients(kit: _Kit) -> None:
    """A backend whose runtime has the ``value_and_grad`` hook gives
    ``ivy_core.grad`` the gradient of ``sum(x**2 + x * stop_gradient(x))``,
    ``3x``, and so implements ``stop_gradient`` itself (ivy_core's is the
    identity, for backends without autodiff)."""
    b = kit.backend
    if b.runtime.value_and_grad is None:
        pytest.skip(f"{b.name} has no autodiff (no value_and_grad hook in its runtime)")
    if "stop_gradient" not in b.impls:
        pytest.fail(
            f"{b.info.distribution} differentiates (its runtime has value_and_grad) but does not implement "
            f"stop_gradient, whose ivy_core version is the identity: implement it in one of "
            f"{', '.join(b.spec.implementation_modules)} with {b.spec.framework}'s own",
            pytrace=False,
        )
    values = np.array([0.5, -1.5, 2.0])
    with ivy.using_backend(b):
        x = ivy.asarray(values, dtype=ivy.float32)
        value, g = ivy.value_and_grad(lambda t: ivy.sum(t**2 + t * ivy.stop_gradient(t)))(x)
        assert g.backend == b.name and g.shape == (3,) and g.dtype == ivy.float32
        np.testing.assert_allclose(ivy.to_numpy(g), 3 * values, rtol=1e-6)
        np.testing.assert_allclose(float(value), float(np.sum(2 * values**2)), rtol=1e-6)


def test_every_case_names_an_api_function() -> None:
    """A case for a function this ivy_core does not have would be skipped
    everywhere; a renamed function must not drop out of the kit silently."""
    unknown = sorted({c.name for c in CASES if c.name not in API})
    assert not unknown, f"kit cases name functions ivy_core {ivy.__version__} lacks: {', '.join(unknown)}"


def test_every_api_function_has_a_case() -> None:
    """The kit covers the whole namespace: each API function has at least one case."""
    covered = {c.name for c in CASES}
    # Functions that return no array, checked inside other functions' cases.
    inside = {"seed": ("random_uniform", "random_normal")}  # the same seed gives the same draws
    for name, hosts in inside.items():
        if all(h in covered for h in hosts):
            covered.add(name)
    missing = sorted(n for n in API if n not in covered)
    assert not missing, f"API functions without a kit case: {', '.join(missing)}"


def test_cases_take_their_kinds_from_the_spec() -> None:
    """One table per fact: the dtype kinds a function is defined for are the
    spec's (``kinds=`` of its declaration). A case leaves ``kinds=`` out, or
    narrows the spec's to kinds its inputs or reference can serve and says
    why (``why=``); it never names a kind the spec refuses (the kit checks
    those calls raise InvalidDtypeError) nor restates the spec's kinds."""
    problems = kinds_problems(CASES)
    assert not problems, "\n".join(problems)


def test_kinds_problems_finds_each_problem() -> None:
    """The check above catches each way a case can restate or contradict the spec."""
    same = lambda x: x  # noqa: E731
    bad = [
        Case("bitwise_and", "binary", same, kinds=frozenset({"signed", "float"}), why="x"),  # float refused
        Case("add", "binary", same, kinds=frozenset({"float"})),  # narrows, no why=
        Case("add", "binary", same, kinds=frozenset({"float"}), why="  "),  # blank why=
        Case(
            "negative", "unary", same, kinds=frozenset({"signed", "unsigned", "float", "complex"})
        ),  # restated
        Case("add", "binary", same, why="stale"),  # why= without kinds=
    ]
    good = [
        Case("add", "binary", same),
        Case("add", "binary", same, kinds=frozenset({"float"}), why="the reference needs floats"),
    ]
    problems = kinds_problems(bad + good)
    assert len(problems) == len(bad), problems
    for case, problem in zip(bad, problems, strict=True):
        assert problem.startswith(f"{case.id}: "), problem
    assert "refuses" in problems[0] and "float" in problems[0]
    assert "without why=" in problems[1] and "without why=" in problems[2]
    assert "restates" in problems[3]
    assert "narrows nothing" in problems[4]


def test_floats_include_the_special_values() -> None:
    """The unary, binary and reduction families draw NaN, both infinities,
    both zeros and large magnitudes for a case that leaves ``no_specials``
    out, in every float dtype (their half-precision ones as float32)."""
    from hypothesis import find

    from ivy_core.testing._gen import special_values

    for d in ("float16", "bfloat16", "float32", "float64"):
        strategy = elements(d, (0.5, 2.0), special=True)
        for v in special_values(d):
            same = (lambda x, v=v: x != x) if v != v else (lambda x, v=v: x == v and str(x) == str(v))
            find(strategy, same, settings=settings(database=None, max_examples=2000))
    assert Case("add", "binary", np.add).no_specials is None
    assert Case("add", "binary", np.add, no_specials="why").no_specials == "why"


def test_values_are_compared_in_the_result_dtype_and_next_to_infinities(kit: _Kit) -> None:
    """The reference is rounded to the result's dtype (float32 overflows
    where float64 does not), and an infinity among the inputs does not make
    the tolerance infinite: a wrong finite value next to it fails."""
    case = next(c for c in CASES if c.id == "multiply")
    with ivy.using_backend(kit.backend):
        x1 = ivy.asarray(np.array([1e30, 2.0], dtype=np.float32))
        x2 = ivy.asarray(np.array([1e30, 3.0], dtype=np.float32))
        right = ivy.asarray(np.array([np.inf, 6.0], dtype=np.float32))
        wrong, _ = _compare(case, "float32", kit.backend, (x1, x2), {}, right)
        assert wrong is None, wrong
        y1 = ivy.asarray(np.array([np.inf, 2.0], dtype=np.float32))
        y2 = ivy.asarray(np.array([3.0, 3.0], dtype=np.float32))
        bad = ivy.asarray(np.array([np.inf, 7.0], dtype=np.float32))
        wrong, _ = _compare(case, "float32", kit.backend, (y1, y2), {}, bad)
        assert wrong is not None and "differ from the reference" in wrong


def test_devices_keep_each_call_on_one_device(kit: _Kit) -> None:
    """The device rules (``ivy_core.testing._devices``) on the devices the
    backend reports: with one, that an unknown device is refused; with
    several, creation, results, indexing, refusals of mixed devices and
    ``to_device`` on each of them."""
    problems = device_problems(kit.backend)
    if problems:
        pytest.fail(f"{kit.backend.name}'s devices:\n  " + "\n  ".join(problems), pytrace=False)


def test_an_infinity_is_accepted_only_where_the_intermediate_overflows(kit: _Kit) -> None:
    """``std`` of float32 values near 1e30 is inf in every framework (the sum
    of squares overflows; the float64 reference does not): accepted there,
    and nowhere else."""
    case = next(c for c in CASES if c.id == "std")
    with ivy.using_backend(kit.backend):
        huge = ivy.asarray(np.array([1e30, -3.0], dtype=np.float32))
        small = ivy.asarray(np.array([1.0, 2.0], dtype=np.float32))
        inf = ivy.asarray(np.array(np.inf, dtype=np.float32))
        wrong, _ = _compare(case, "float32", kit.backend, (huge,), {}, inf)
        assert wrong is None, wrong
        wrong, _ = _compare(case, "float32", kit.backend, (small,), {}, inf)
        assert wrong is not None and "differ from the reference" in wrong
