"""What a backend's author sees from the conformance kit, the template and
the declarations (issue 26: a PaddlePaddle backend written from the docs
alone, and the eleven things that cost its author time).

Each test builds a variant of ivy-numpy (one implementation replaced, in
this process only) that fails the way the author's framework did, and
checks what the kit or the core says about it.
"""

from __future__ import annotations

import inspect
import re
import subprocess
import sys
import types
import warnings

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis.extra.array_api import make_strategies_namespace  # noqa: E402
from ivy_core._backends._backend import Backend  # noqa: E402
from ivy_core._plugins import _registry  # noqa: E402
from ivy_core._plugins._contract import HOOKS, Runtime  # noqa: E402
from ivy_core._spec._api import API  # noqa: E402
from ivy_core.plugin import computed_in, with_unsupported_dtypes  # noqa: E402

import ivy_core as ivy  # noqa: E402

if "numpy" not in _registry.discover():
    pytest.skip("needs ivy-numpy installed", allow_module_level=True)

from ivy_core.testing import _basics, _report  # noqa: E402
from ivy_core.testing import test_conformance as kit_tests  # noqa: E402
from ivy_core.testing.cases import CASES, Case  # noqa: E402


def _base() -> Backend:
    return _registry.load("numpy", "test")


def _variant(**replaced) -> Backend:
    """ivy-numpy with the implementations named replaced (None: removed)."""
    return _variant_of(_base(), **replaced)


def _variant_of(base: Backend, **replaced) -> Backend:
    table = dict(base.impls)
    for name, fn in replaced.items():
        if fn is None:
            del table[name]
        else:
            table[name] = fn
    return Backend(
        base.info, base.spec, base.runtime, table, dict(base.origins), base.find_backend, base.build_entry
    )


def _kit(backend: Backend, examples: int = 4) -> kit_tests._Kit:
    with warnings.catch_warnings(), ivy.using_backend(backend):
        warnings.simplefilter("ignore")  # hypothesis notes the dtypes a backend lacks
        xps = make_strategies_namespace(ivy, api_version="2024.12")
    return kit_tests._Kit(backend, xps, examples)


def _case(case_id: str):
    return next(c for c in CASES if c.id == case_id)


# --- 1. which arguments a declaration covers ------------------------------------------------------


def _take(**declared):
    impl = _base().impls["take"]

    def take(x, indices, /, *, axis=None):
        return impl(x, indices, axis=axis)

    return with_unsupported_dtypes({"99 and below": ("int8",)}, **declared)(take)


def test_a_declaration_covers_index_arrays_and_says_how_to_narrow_it():
    x = np.arange(4.0)
    i8 = np.array([2, 0], dtype=np.int8)
    with ivy.using_backend(_variant(take=_take())):
        with pytest.raises(ivy.UnsupportedDtypeError) as info:
            ivy.take(ivy.asarray(x), ivy.asarray(i8))
    msg = str(info.value)
    assert "argument 'indices'" in msg and "covers every array argument" in msg and "arguments=('x',)" in msg


def test_arguments_narrows_a_declaration_to_the_arguments_named():
    x8 = np.arange(4, dtype=np.int8)
    i8 = np.array([2, 0], dtype=np.int8)
    with ivy.using_backend(_variant(take=_take(arguments=("x",)))):
        got = ivy.take(ivy.asarray(np.arange(4.0)), ivy.asarray(i8))
        assert ivy.to_numpy(got).tolist() == [2.0, 0.0]
        with pytest.raises(ivy.UnsupportedDtypeError, match="argument 'x'"):
            ivy.take(ivy.asarray(x8), ivy.asarray(np.array([1])))


def test_arguments_naming_no_array_parameter_is_a_declaration_error():
    with ivy.using_backend(_variant(take=_take(arguments=("axis",)))):
        with pytest.raises(ivy.DeclarationError, match="axis, which is not among its array arguments"):
            ivy.take(ivy.asarray(np.arange(3.0)), ivy.asarray(np.array([1])))
    with pytest.raises(ivy.DeclarationError, match="arguments= takes a tuple"):
        with_unsupported_dtypes({"1 and above": ("int8",)}, arguments="x")


@pytest.mark.parametrize(
    "arguments,dtype,needless",
    [
        (("indices",), "float32", False),
        (("indices",), "int16", False),
        (None, "float32", False),
        (("x",), "int16", True),
    ],
)
def test_the_kit_accepts_a_declared_refusal_of_index_arrays(arguments, dtype, needless, monkeypatch):
    """The kit draws index arrays of every integer dtype: one a declaration
    refuses for them is another draw, not a failure of the dtype under test
    (x's); a declaration narrowed to indices leaves x's int16 to the values
    test, and one narrowed to x is checked for truth (NumPy takes int16).
    The index dtypes are narrowed to two refused and one taken, and the kit
    draws 24 examples, so that the refused ones are drawn whatever the seed."""
    from ivy_core.testing import _cases_manipulation

    monkeypatch.setattr(_cases_manipulation, "_index_dtypes", lambda: ["int8", "int16", "int64"])
    declared = {} if arguments is None else {"arguments": arguments}
    impl = _base().impls["take"]

    def take(x, indices, /, *, axis=None):
        return impl(x, indices, axis=axis)

    fn = with_unsupported_dtypes({"99 and below": ("int8", "int16")}, **declared)(take)
    backend = _variant(take=fn)
    case = _case("take")
    recorded = []
    with ivy.using_backend(backend):
        if not needless:
            kit_tests.test_function_and_dtype(_kit(backend, 24), case, dtype, lambda *kv: recorded.append(kv))
            notes = [v for k, v in recorded if k == _report.NOTE]
            # Covering every argument, the declaration is shown to refuse index arrays too.
            assert bool(notes) == (arguments is None), recorded
            assert all("also refuses" in n and "arguments=('x',)" in n for n in notes), notes
            return
        with pytest.raises(pytest.fail.Exception, match="remove the declaration"):
            kit_tests.test_function_and_dtype(_kit(backend), case, dtype, lambda *a: None)


# --- 2. the truth of a declaration, on several calls; computed_in suggested ------------------------


def _abs_failing(when):
    impl = _base().impls["abs"]

    def abs(x, /):  # noqa: A001
        if when(x):
            raise TypeError(f"no abs kernel for {x.dtype} of {x.ndim} dimensions")
        return impl(x)

    return abs


def test_a_declaration_needed_for_some_shapes_only_is_kept():
    """The kit's first call ([1, 0, 1, 1], one dimension) runs; others fail:
    the declaration is needed, and the kit must not ask to remove it."""
    fn = with_unsupported_dtypes({"99 and below": ("int16",)})(_abs_failing(lambda x: x.ndim != 1))
    backend = _variant(abs=fn)
    notes = []
    with ivy.using_backend(backend):
        kit_tests._check_declaration(_kit(backend), _case("abs"), "int16", notes.append)


def test_a_needless_declaration_is_reported_after_several_calls():
    impl = _base().impls["abs"]

    def abs(x, /):  # noqa: A001
        return impl(x)

    backend = _variant(abs=with_unsupported_dtypes({"99 and below": ("int16",)})(abs))
    with ivy.using_backend(backend), pytest.raises(pytest.fail.Exception) as info:
        kit_tests._check_declaration(_kit(backend), _case("abs"), "int16")
    msg = str(info.value)
    assert f"on each of the {kit_tests.TRUTH_EXAMPLES} calls" in msg and "remove the declaration" in msg


def test_computed_in_is_suggested_where_a_wider_dtype_computes_it():
    fn = with_unsupported_dtypes({"99 and below": ("int8",)})(_abs_failing(lambda x: x.dtype == np.int8))
    backend = _variant(abs=fn)
    notes = []
    with ivy.using_backend(backend):
        kit_tests._check_declaration(_kit(backend), _case("abs"), "int8", notes.append)
    assert notes == ["int8\tint16"]


# --- 3. the report: every function, every dtype, every dtype in the declaration -----------------


def _row(failures: dict[str, str], declare: list[str]) -> _report.Row:
    row = _report.Row()
    for d, text in failures.items():
        row.failed += 1
        row.failure = row.failure or text
        row.reason = row.reason or text.splitlines()[0]
        row.by_dtype[d] = text
    row.declare[("ivy_x.manipulation.take", "2.6")] = declare
    return row


def test_the_report_names_every_failing_dtype_and_never_cuts_the_error():
    long = "ivy_core.take on x raised TypeError for int8 input: " + "the framework's own words " * 12 + "END"
    row = _row(
        {"int8": long + "\n\nreproduce:\n...", "int16": long.replace("int8", "int16")}, ["int8", "int16"]
    )
    rows = {f"f{i}": _row({"int8": "x"}, []) for i in range(30)} | {"take": row}
    table = "\n".join(_report.table(rows, every=False))
    assert "END" in table and "..." not in table.replace("... and", "")
    assert "[int8, int16]" in table
    details = _report.details("take", row)
    assert details[0] == "--- take (2 failed: int8, int16)"
    assert any(line.startswith("int16: ") and line.endswith("END") for line in details)
    [wanted] = _report.declarations("take", row)
    assert '("int8", "int16")' in wanted and "ivy_x.manipulation.take" in wanted
    assert not hasattr(_report, "SHOWN")  # no cap on the functions shown


# --- 4. a framework function bound to the name ---------------------------------------------------


def test_a_bound_framework_function_is_declared_in_the_module_that_binds_it(monkeypatch):
    area = types.ModuleType("ivy_fake.activations")
    area.__all__ = ["relu"]
    elementwise = types.ModuleType("ivy_fake.elementwise")
    elementwise.__all__ = ["abs"]
    elementwise.abs = np.abs
    monkeypatch.setitem(sys.modules, area.__name__, area)
    monkeypatch.setitem(sys.modules, elementwise.__name__, elementwise)
    spec = types.SimpleNamespace(
        implementation_modules=(area.__name__, elementwise.__name__), framework="fake"
    )

    def exp(x, /):
        return np.exp(x)

    exp.__module__ = "ivy_fake._special"  # the backend's own, in a private module it imports from
    elementwise.exp = exp
    b = types.SimpleNamespace(impls={"abs": np.abs, "sin": np.sin, "exp": exp}, spec=spec)
    where = kit_tests._declare_where(b, "abs")
    assert where.startswith("abs in ivy_fake.elementwise, which binds fake's own function"), where
    # Bound nowhere the kit can see: the module of its API area, not the first one.
    assert "ivy_fake.elementwise" in kit_tests._declare_where(b, "sin")
    assert "activations" not in kit_tests._declare_where(b, "sin")
    assert kit_tests._declare_where(b, "exp").startswith("ivy_fake._special.")


# --- 5. arguments built without the backend under test -------------------------------------------


def test_arguments_are_built_without_the_backends_other_functions():
    def add(x1, x2, /):
        raise TypeError("add refuses this dtype")

    backend = _variant(add=add)
    kit = _kit(backend)
    case = _case("random_uniform_arrays")
    drawn = []

    @settings(max_examples=5, database=None, deadline=None, suppress_health_check=list(HealthCheck))
    @given(case.args(kit.gen, "float32"))
    def draw(call):
        drawn.append(call)

    with ivy.using_backend(backend):
        draw()
    (_, kwargs) = drawn[0]
    low, high = (ivy.to_numpy(kwargs[k]) for k in ("low", "high"))
    assert np.all(high > low)


# --- 6. compositional logspace names the user's dtype, not its own ---------------------------------


def test_logspace_computes_in_the_result_dtype_where_the_wide_one_is_declared():
    impl = _base().impls["pow"]

    def pow(x1, x2, /):  # noqa: A001
        return impl(x1, x2)

    backend = _variant(pow=with_unsupported_dtypes({"99 and below": ("complex128", "float64")})(pow))
    with ivy.using_backend(backend):
        got = ivy.logspace(0, 2, 3, dtype="complex64")
        assert got.dtype == ivy.complex64
        np.testing.assert_allclose(ivy.to_numpy(got), [1, 10, 100], rtol=1e-6)
        with pytest.raises(ivy.UnsupportedDtypeError, match="dtype complex128"):  # declared
            ivy.pow(ivy.asarray(np.array([1j], dtype=np.complex128)), 2.0)


def test_a_refusal_that_goes_wrong_is_a_readable_failure_with_its_script():
    """Where the call of a declared dtype raises something else, the kit
    says what it expected and how to reproduce it (no bare assert)."""
    backend = _variant(abs=_abs_failing(lambda x: True))
    with ivy.using_backend(backend), pytest.raises(pytest.fail.Exception) as info:
        kit_tests._refused(
            _kit(backend),
            _case("abs"),
            "int16",
            *kit_tests._examples(_kit(backend), _case("abs"), "int16", 1)[0],
        )
    msg = str(info.value)
    assert "must raise UnsupportedDtypeError naming abs, 'numpy' and int16" in msg
    assert "it raised ArgumentTypeError" in msg or "it raised TypeError" in msg
    assert "reproduce:\nimport numpy as np" in msg


# --- 7 and 11. the basics ----------------------------------------------------------------------


def test_the_basics_check_zero_dimensional_numpy_input():
    impl = _base().impls["asarray"]

    def asarray(obj, /, *, dtype=None, device=None, copy=None):
        r = impl(obj, dtype=dtype, device=device, copy=copy)
        return r.reshape(1) if np.ndim(r) == 0 else r

    found = _basics.problems(_variant(asarray=asarray))
    [line] = [p for p in found if "0-d NumPy array" in p]
    # Every dtype fails alike: one statement names them together.
    assert "int8, int16" in line and line.count("gives shape (1,), not ()") == 1, line


def test_an_error_reading_a_result_names_function_dtype_and_script():
    """A result the kit's NumPy reference cannot take (a 0-d input made 1-d
    by a broken asarray) fails with the function, the dtype and the
    script, not NumPy's bare error."""

    def ref(x):
        return np.broadcast_to(np.zeros((2,)), (3,))  # raises ValueError, as a mismatched shape does

    case = Case("abs", "unary", ref, no_specials="test")
    backend = _base()
    with ivy.using_backend(backend), pytest.raises(AssertionError) as info:
        kit_tests._check(
            _kit(backend), case, "float32", (ivy.asarray(np.array([1.5], dtype=np.float32)),), {}
        )
    msg = str(info.value)
    assert msg.startswith(
        "ivy_core.abs on numpy for float32 input: the kit could not read the result (ValueError"
    )
    assert "reproduce:\nimport numpy as np" in msg and "r = ivy.abs(x1)" in msg


def test_a_fresh_template_gets_one_line_per_missing_basic():
    base = _base()
    impls = {n: f for n, f in base.impls.items() if n not in _basics.BASICS}
    backend = types.SimpleNamespace(name="mynp", impls=impls, spec=base.spec)
    lines = _basics.missing(backend)
    assert [line.split()[0] for line in lines] == ["asarray", "astype", "reshape"]
    assert "ivy_numpy.creation" in lines[0] and "add 'asarray' to that module's __all__" in lines[0]


# --- 8. the template's VERSION --------------------------------------------------------------------


def test_the_template_reads_the_version_of_the_framework_distribution():
    from importlib.metadata import packages_distributions

    from ivy_core._tools import _template

    differ = sorted(
        (top, dists[0])
        for top, dists in packages_distributions().items()
        if top.isidentifier() and not top.startswith("_") and dists[0].lower() != top.lower()
    )
    if not differ:
        pytest.skip("no installed distribution whose import name differs from its name")
    top, dist = differ[0]
    assert _template._distribution(top) == dist
    runtime_src = _template.render("mine", framework=top)["src/ivy_mine/_runtime.py"]
    assert f'VERSION: str = version("{dist}")' in runtime_src


# --- 9 and 10. help(Runtime), the reproduction scripts -------------------------------------------


def test_help_of_runtime_gives_the_meaning_of_every_value_hook():
    values = [h for h in HOOKS if not inspect.isfunction(getattr(Runtime, h))]
    doc = Runtime.__doc__ or ""
    assert values and all(f"``{h}" in doc for h in values), [h for h in values if f"``{h}" not in doc]
    assert "never as a Python" in doc and "scalar_operand" in doc
    # The template's runtime module, where an author meets the hook, says the default too.
    from ivy_core._tools import _template

    lines = _template.render("mine", framework="numpy")["src/ivy_mine/_runtime.py"].splitlines()
    text = " ".join(line.lstrip("# ") for line in lines)
    assert "scalar_operand: ``scalar_operand(value, like)``" in text
    assert "by default (None) a 0-d array made with the backend's ``asarray``" in text


def test_reproduction_scripts_run_with_numpy_values_among_the_arguments():
    case = _case("clip")
    with ivy.using_backend("numpy"):
        x = ivy.asarray(np.array([1, 5, 9], dtype=np.int8))
        script = kit_tests._snippet(
            "numpy", case, (x,), {"min": np.int8(2), "max": np.asarray(7, dtype=np.int8)}, ""
        )
    assert not re.search(r"(?<![.\w])array\(", script), script  # NumPy's repr, which no script can run
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "[2, 5, 7]" in run.stdout.replace(" ", "").replace("[2,5,7]", "[2, 5, 7]")


def test_no_case_builds_its_arguments_with_a_function_under_test():
    """Every case's arguments come from the basics alone: a backend whose
    every other function raises still gets them drawn."""

    def refusing(name):
        def refuse(*args, **kwargs):
            raise RuntimeError(f"the kit called {name} of the backend under test to build arguments")

        return refuse

    base = _base()
    backend = _variant(**{n: refusing(n) for n in base.impls if n not in _basics.BASICS})
    kit = _kit(backend)
    problems = []
    for case in CASES:
        d = "float32" if "float" in case.spec_kinds else next(iter(sorted(case.spec_kinds)), "float32")
        d = {"signed": "int32", "unsigned": "uint8", "bool": "bool", "complex": "complex64"}.get(d, d)

        @settings(max_examples=1, database=None, deadline=None, suppress_health_check=list(HealthCheck))
        @given(kit_tests._arguments(kit, case, d))
        def draw(call):
            pass

        try:
            with ivy.using_backend(backend):
                draw()
        except Exception as exc:  # the refusal, as the core reports it
            problems.append(f"{case.id}: {str(exc)[:300]}")
    assert not problems, "\n".join(problems)


# --- the second round: what the queries report, and computed_in's results -------------------------


@pytest.mark.parametrize("arguments,refused", [(("indices",), False), (("x",), True), (None, True)])
def test_support_queries_and_the_matrix_read_the_arguments_a_declaration_covers(arguments, refused):
    """A declaration on take's indices only leaves take supported for an
    int8 x: function_supported_dtypes (which the kit reads) and the support
    matrix say so, and the matrix's text names the argument it refuses."""
    from ivy_core._tools import _introspect

    backend = _variant(take=_take(**({} if arguments is None else {"arguments": arguments})))
    with ivy.using_backend(backend):
        assert (ivy.int8 in ivy.function_unsupported_dtypes("take")) is refused
        assert (ivy.int8 in ivy.function_supported_dtypes("take")) is not refused
        assert ivy.int16 in ivy.function_supported_dtypes("take")
    status = _introspect.dtype_status(API["take"], backend)[ivy.int8]
    assert status.supported is not refused and (status.code == "unsupported") is refused
    if not refused:
        assert "indices" in status.text and "int8" in status.text, status.text


@pytest.mark.parametrize("arguments,refused", [(("x2",), True), (("condition",), False)])
def test_a_declaration_on_a_promoted_operand_refuses_the_functions_dtype(arguments, refused):
    """where's x1 and x2 are promoted together: a declaration on x2 alone
    refuses where for that dtype; one on the condition does not."""
    impl = _base().impls["where"]

    def where(*args, **kwargs):
        return impl(*args, **kwargs)

    fn = with_unsupported_dtypes({"99 and below": ("float16", "bool")}, arguments=arguments)(where)
    with ivy.using_backend(_variant(where=fn)):
        assert (ivy.float16 in ivy.function_unsupported_dtypes("where")) is refused


def _half_refused(impl, wide):
    """``impl`` as a framework without a kernel for the narrow dtypes: it
    raises unless its array arguments come in ``wide`` (computed_in's)."""

    def fn(*args, **kwargs):
        narrow = [a.dtype for a in args if hasattr(a, "dtype") and str(a.dtype).rsplit(".")[-1] != wide]
        if narrow:
            raise TypeError(f"no kernel for {narrow[0]}")
        return impl(*args, **kwargs)

    return fn


def _computed(base, name, pairs):
    wide = next(iter(pairs.values()))
    return _variant_of(base, **{name: computed_in(pairs)(_half_refused(base.impls[name], wide))})


@pytest.mark.parametrize(
    "name,pairs,given,expected",
    [
        ("qr", {"float16": "float32"}, "float16", ("float16", "float16")),
        ("eigh", {"float16": "float64"}, "float16", ("float16", "float16")),
        ("svd", {"complex64": "complex128"}, "complex64", ("complex64", "float32", "complex64")),
        ("slogdet", {"complex64": "complex128"}, "complex64", ("complex64", "float32")),
        ("rfft", {"float16": "float64"}, "float16", ("complex64",)),
        ("rfft", {"float32": "float64"}, "float32", ("complex64",)),
        ("irfft", {"complex64": "complex128"}, "complex64", ("float32",)),
        ("fft", {"complex64": "complex128"}, "complex64", ("complex64",)),
        ("unique_counts", {"int8": "int64"}, "int8", ("int8", "index")),
    ],
)
def test_computed_in_casts_tuples_and_complex_results_back(name, pairs, given, expected):
    """Every array of a tuple result comes back (an index field such as
    unique_counts' counts keeps the default int); a complex result computed
    from a real dtype comes back in that dtype's complex one (float16 ->
    complex64), a real result from a complex dtype in its real one."""
    backend = _computed(_base(), name, pairs)
    a = np.array([[3.0, 1.0, 0.5], [1.0, 2.0, 0.25], [0.5, 0.25, 1.0]])
    if "complex" in given:
        a = a + 0.5j * np.eye(3)
    x = np.array([1, -2, 1, 3], dtype=given) if name == "unique_counts" else a.astype(given)
    with ivy.using_backend(backend):
        got = API[name].spec(ivy.asarray(x))
        reference = API[name].spec(ivy.asarray(x.astype(next(iter(pairs.values())))))
    results = got if isinstance(got, tuple) else (got,)
    index = str(ivy.default_int_dtype())  # what ivy_core makes of an index result
    assert tuple(str(r.dtype) for r in results) == tuple(index if e == "index" else e for e in expected)
    if isinstance(got, tuple) and API_FIELDS.get(name):
        assert got._fields == API_FIELDS[name]
    for r, ref in zip(results, reference if isinstance(reference, tuple) else (reference,), strict=True):
        tol = 1e-2 if "16" in given or str(r.dtype) == "float16" else 1e-5
        np.testing.assert_allclose(ivy.to_numpy(r), ivy.to_numpy(ref).astype(ivy.to_numpy(r).dtype), rtol=tol, atol=tol)


API_FIELDS = {"qr": ("Q", "R"), "eigh": ("eigenvalues", "eigenvectors"), "svd": ("U", "S", "Vh")}


@pytest.mark.parametrize(
    "name,given,expected",
    [
        ("qr", "float16", ("float16", "float16")),
        ("eigh", "bfloat16", ("bfloat16", "bfloat16")),
        ("svd", "float16", ("float16", "float16", "float16")),
        ("rfft", "bfloat16", ("complex64",)),
        ("fftn", "float16", ("complex64",)),
    ],
)
def test_computed_in_lets_torch_compute_half_types_without_a_cpu_kernel(name, given, expected):
    """ivy-torch's qr, eigh, svd and FFTs refuse float16 and bfloat16 (torch
    has no CPU kernel for them); computed in float32, each answers in the
    dtype asked for, complex64 for the transforms."""
    torch = pytest.importorskip("torch")
    if "torch" not in _registry.discover():
        pytest.skip("needs ivy-torch installed")
    base = _registry.load("torch", "test")
    backend = _computed(base, name, {"float16": "float32", "bfloat16": "float32"})
    a = torch.tensor([[3.0, 1.0, 0.5], [1.0, 2.0, 0.25], [0.5, 0.25, 1.0]])
    with ivy.using_backend(backend):
        got = API[name].spec(ivy.asarray(a.to(getattr(torch, given))))
        reference = API[name].spec(ivy.asarray(a.to(getattr(torch, given)).float()))
    results = got if isinstance(got, tuple) else (got,)
    assert tuple(str(r.dtype) for r in results) == expected
    for r, ref in zip(results, reference if isinstance(reference, tuple) else (reference,), strict=True):
        if name == "svd" or name == "qr":  # signs of singular vectors may differ: compare magnitudes
            r, ref = ivy.abs(r), ivy.abs(ref)
        if name == "eigh" and r.ndim == 2:
            r, ref = ivy.abs(r), ivy.abs(ref)
        np.testing.assert_allclose(
            ivy.to_numpy(ivy.astype(r, ref.dtype)), ivy.to_numpy(ref), rtol=3e-2, atol=3e-2
        )
