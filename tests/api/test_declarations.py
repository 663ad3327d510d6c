"""The dtype declarations of every backend, proved by calling the functions.

Each backend implementation declares what it cannot do (``with_unsupported_dtypes``
and friends, ``computed_in`` for superset support). These tests hold every
installed backend to its word:

* for each API function (one or more sample calls below) and each dtype the
  backend can represent: a dtype ``function_supported_dtypes`` lists must run
  and give an Array of the dtype the ivy_core spec promises; any other dtype
  must raise ``UnsupportedDtypeError`` naming the function, the backend, the
  framework version and the dtype; and under ``ivy.casting_mode("cast")``
  the call runs in the dtype ``_casting.find_cast`` predicts, or still raises
  when no cast applies. A supported dtype that fails is an undeclared gap:
  declare it in the plugin (or compute it losslessly with ``computed_in``);
* every API function has a sample call here, so a new function cannot slip
  past these checks;
* for the functions of ``GAP_CALLS``: with the declarations stripped from
  the backend's implementations, each dtype declared unsupported really
  fails (a declaration is not kept once the framework has caught up);
* the raw declarations of the plugins name no dtype the backend cannot
  represent at all (backend-wide gaps are not repeated per function) and
  each says why;
* a backend declares unsupported only dtypes of the kinds the standard
  leaves undefined for a function, or the accepted framework gaps
  (``STANDARD_KINDS``, ``ACCEPTED_GAPS``), and nothing for ``asarray``.

Elsewhere in tests/api, value tests expect ``UnsupportedDtypeError`` where a
backend declares a gap; the checks of the declarations themselves are here.

Sample inputs are built with the backend's raw ``asarray`` implementation (a
device_put on jax), not ``ivy.asarray``, so a declaration on ``asarray``
cannot hide the others.
"""

from __future__ import annotations

import functools
import re
import warnings

import pytest
from api_helpers import float_result_dtype, kind, sum_dtype
from ivy_core._backends import _backend
from ivy_core._dtype import _casting, _dtypes, _support
from ivy_core._spec import _api
from ivy_core._tools import _introspect

import ivy_core as ivy

ALL = tuple(ivy.Dtype(str(d)) for d in ivy.all_dtypes)
BOOL = ivy.Dtype("bool")

# --- sample inputs ------------------------------------------------------------------


def _values(d, n: int) -> list:
    """``n`` small Python values of dtype ``d``, all positive (fine for log/sqrt/pow)."""
    k = kind(d)
    if k == "bool":
        return [True] * n  # nonzero: no log(0) or 0/0 warnings
    if k in ("signed", "unsigned"):
        return [i % 3 + 1 for i in range(n)]
    if k == "float":
        return [i % 3 + 0.5 for i in range(n)]
    return [complex(i % 3 + 1, 0.5) for i in range(n)]


def _nest(flat: list, shape: tuple[int, ...]):
    if not shape:
        return flat[0]
    step = len(flat) // shape[0]
    return [_nest(flat[i * step : (i + 1) * step], shape[1:]) for i in range(shape[0])]


def native(data, d) -> ivy.Array:
    """An Array of dtype ``d`` holding the nested list ``data``, made by the
    backend's raw ``asarray`` implementation (no declaration applies)."""
    b = ivy.current_backend()
    native_dtype = b.to_native[ivy.Dtype(str(d))]
    if b.name == "jax":
        # jnp.asarray compiles a conversion for every dtype and shape (half a
        # second per dtype here); a device_put of the host array compiles nothing.
        import jax
        import numpy as np

        return ivy.Array(jax.device_put(np.asarray(data, dtype=native_dtype)))
    return ivy.Array(
        b.impls["asarray"](data, dtype=native_dtype, device=b.runtime.native_device(None), copy=None)
    )


def sample(d, shape: tuple[int, ...] = (2,)) -> ivy.Array:
    """An Array of dtype ``d`` and ``shape``."""
    n = 1
    for s in shape:
        n *= s
    x = native(_nest(_values(d, n), shape), d)
    assert x.dtype == d and tuple(x.shape) == shape, (x.dtype, x.shape)
    return x


def fill(d):
    """A Python scalar that fits dtype ``d`` (``full`` checks that it does)."""
    return _values(d, 1)[0]


# --- result dtype rules (the ivy_core spec), by the dtype the call runs in ------------


def same(d):
    return d


def boolean(d):
    return BOOL


def real(d):
    """abs (and a complex variance): complex gives its real dtype."""
    return {"complex64": ivy.Dtype("float32"), "complex128": ivy.Dtype("float64")}.get(str(d), d)


def floating(d):
    """divide, exp, log, ..., mean: integer and bool input give the default float."""
    return ivy.Dtype(str(float_result_dtype(d)))


def summed(d):
    return ivy.Dtype(str(sum_dtype(d)))


# --- sample calls ---------------------------------------------------------------------
#
# variant id -> (API function, call(d), result dtype rule, result shape or None).
# ``d`` is the dtype under test: the dtype of every array argument (index arrays
# and the condition of ``where`` excepted: default int and bool) and of
# ``dtype=`` where the variant passes one. A rule maps the dtype the call runs
# in to the result's dtype (a tuple of them for functions returning several
# arrays).
#
# Every entry of ``ivy_core._spec._api.API`` takes arrays or ``dtype=`` but ``seed``
# (it takes an int and returns nothing: no dtype to declare). The pure dtype
# helpers of data_type.py (promote_types, result_type, can_cast, is_*_dtype,
# default_*_dtype, ...) take no arrays and never reach a backend
# implementation, so nothing can be declared for them: they are not API
# functions and have no entry here.

#: API functions with nothing to declare (see above).
NO_DTYPE = {"seed": "takes an int seed and returns nothing"}


def fn(name: str):
    """The public function of API entry ``name`` (``fft`` is also a module name)."""
    return _api.API[name].spec


def idx(values, shape=None) -> ivy.Array:
    """An index array of the default int dtype."""
    return native(_nest(list(values), shape) if shape else list(values), ivy.default_int_dtype())


def matrix(d, n: int = 2) -> ivy.Array:
    """A well-conditioned Hermitian positive-definite ``n`` x ``n`` matrix of
    dtype ``d`` (the identity for bool), for cholesky, inv, solve, eigh, ..."""
    k = kind(d)
    rows = []
    for i in range(n):
        row = []
        for j in range(n):
            if k == "bool":
                v = i == j
            elif i == j:
                v = 3 if k in ("signed", "unsigned") else 3.0
            elif k == "complex":
                v = 1j if i < j else -1j
            else:
                v = 1 if k in ("signed", "unsigned") else 1.0
            row.append(v)
        rows.append(row)
    x = native(rows, d)
    assert x.dtype == d
    return x


def default_int(d):
    return ivy.Dtype(str(ivy.default_int_dtype()))


def real_floating(d):
    """Real results of floating functions: norms, eigenvalues, singular values, std."""
    return real(floating(d))


def complex_of(d):
    """fft, ifft, fftn, ifftn, rfft, rfftn, ihfft: the complex dtype of the input's precision."""
    f = floating(d)
    return {"float32": ivy.Dtype("complex64"), "float64": ivy.Dtype("complex128")}.get(str(f), f)


def lstm(d):
    """lstm_update: its gates are floating, and the states they scale promote with them."""
    return ivy.Dtype(str(ivy.promote_types(floating(d), d)))


def several(*rules):
    """A rule for functions returning a tuple of arrays."""
    return lambda d: tuple(r(d) for r in rules)


def _calls() -> dict:
    A = fn
    c: dict = {
        # creation
        "asarray": ("asarray", lambda d: ivy.asarray(_values(d, 2), dtype=d), same, (2,)),
        "array": ("array", lambda d: A("array")(_values(d, 2), dtype=d), same, (2,)),
        "zeros": ("zeros", lambda d: ivy.zeros((2,), dtype=d), same, (2,)),
        "ones": ("ones", lambda d: ivy.ones((2,), dtype=d), same, (2,)),
        "empty": ("empty", lambda d: ivy.empty((2,), dtype=d), same, (2,)),
        "full": ("full", lambda d: ivy.full((2,), fill(d), dtype=d), same, (2,)),
        "arange": ("arange", lambda d: ivy.arange(2, dtype=d), same, (2,)),
        "linspace": ("linspace", lambda d: ivy.linspace(0, 1, 2, dtype=d), same, (2,)),
        "logspace": ("logspace", lambda d: A("logspace")(0, 1, 2, dtype=d), same, (2,)),
        "eye": ("eye", lambda d: A("eye")(2, dtype=d), same, (2, 2)),
        "zeros_like": ("zeros_like", lambda d: ivy.zeros_like(sample(d)), same, (2,)),
        "zeros_like[dtype=]": ("zeros_like", lambda d: ivy.zeros_like(sample(d), dtype=d), same, (2,)),
        "ones_like": ("ones_like", lambda d: ivy.ones_like(sample(d)), same, (2,)),
        "ones_like[dtype=]": ("ones_like", lambda d: ivy.ones_like(sample(d), dtype=d), same, (2,)),
        "full_like": ("full_like", lambda d: ivy.full_like(sample(d), fill(d)), same, (2,)),
        "empty_like": ("empty_like", lambda d: ivy.empty_like(sample(d)), same, (2,)),
        "meshgrid": (
            "meshgrid",
            lambda d: A("meshgrid")(sample(d, (2,)), sample(d, (3,))),
            several(same, same),
            None,
        ),
        "tril": ("tril", lambda d: A("tril")(sample(d, (2, 2))), same, (2, 2)),
        "triu": ("triu", lambda d: A("triu")(sample(d, (2, 2))), same, (2, 2)),
        "from_dlpack": ("from_dlpack", lambda d: A("from_dlpack")(sample(d)), same, (2,)),
        "astype": ("astype", lambda d: ivy.astype(sample(d), d), same, (2,)),
        # random
        "random_uniform": (
            "random_uniform",
            lambda d: A("random_uniform")(shape=(2,), dtype=d, seed=0),
            same,
            (2,),
        ),
        "random_normal": (
            "random_normal",
            lambda d: A("random_normal")(shape=(2,), dtype=d, seed=0),
            same,
            (2,),
        ),
        # elementwise with more than arrays
        "divide": ("divide", lambda d: ivy.divide(sample(d), sample(d)), floating, (2,)),
        "abs": ("abs", lambda d: ivy.abs(sample(d)), real, (2,)),
        "real": ("real", lambda d: A("real")(sample(d)), real, (2,)),
        "imag": ("imag", lambda d: A("imag")(sample(d)), real, (2,)),
        "clip": ("clip", lambda d: A("clip")(sample(d), min=1, max=2), same, (2,)),
        # activations
        "softmax": ("softmax", lambda d: A("softmax")(sample(d)), floating, (2,)),
        "lstm_update": (
            "lstm_update",
            lambda d: A("lstm_update")(
                sample(d, (1, 2, 1)),
                sample(d, (1, 1)),
                sample(d, (1, 1)),
                sample(d, (1, 4)),
                sample(d, (1, 4)),
            ),
            several(lstm, lstm, lstm),
            None,
        ),
        # linear algebra
        "matmul": ("matmul", lambda d: ivy.matmul(sample(d, (2, 2)), sample(d, (2, 2))), same, (2, 2)),
        "matrix_transpose": (
            "matrix_transpose",
            lambda d: A("matrix_transpose")(sample(d, (2, 3))),
            same,
            (3, 2),
        ),
        "tensordot": (
            "tensordot",
            lambda d: A("tensordot")(sample(d, (2, 2)), sample(d, (2, 2)), axes=1),
            same,
            (2, 2),
        ),
        "vecdot": ("vecdot", lambda d: A("vecdot")(sample(d, (3,)), sample(d, (3,))), same, ()),
        "diag": ("diag", lambda d: A("diag")(sample(d, (2,))), same, (2, 2)),
        "diagonal": ("diagonal", lambda d: A("diagonal")(sample(d, (2, 2))), same, (2,)),
        "trace": ("trace", lambda d: A("trace")(sample(d, (2, 2))), summed, ()),
        "trace[dtype=]": ("trace", lambda d: A("trace")(sample(d, (2, 2)), dtype=d), same, ()),
        "cross": ("cross", lambda d: A("cross")(sample(d, (3,)), sample(d, (3,))), same, (3,)),
        "outer": ("outer", lambda d: A("outer")(sample(d, (2,)), sample(d, (3,))), same, (2, 3)),
        "cholesky": ("cholesky", lambda d: A("cholesky")(matrix(d)), floating, (2, 2)),
        "det": ("det", lambda d: A("det")(matrix(d)), floating, ()),
        "inv": ("inv", lambda d: A("inv")(matrix(d)), floating, (2, 2)),
        "pinv": ("pinv", lambda d: A("pinv")(matrix(d)), floating, (2, 2)),
        "matrix_power": ("matrix_power", lambda d: A("matrix_power")(matrix(d), 2), floating, (2, 2)),
        "matrix_rank": ("matrix_rank", lambda d: A("matrix_rank")(matrix(d)), default_int, ()),
        "matrix_norm": ("matrix_norm", lambda d: A("matrix_norm")(matrix(d)), real_floating, ()),
        "vector_norm": ("vector_norm", lambda d: A("vector_norm")(sample(d, (3,))), real_floating, ()),
        "svdvals": ("svdvals", lambda d: A("svdvals")(matrix(d)), real_floating, (2,)),
        "eigvalsh": ("eigvalsh", lambda d: A("eigvalsh")(matrix(d)), real_floating, (2,)),
        "eigh": ("eigh", lambda d: A("eigh")(matrix(d)), several(real_floating, floating), None),
        "qr": ("qr", lambda d: A("qr")(matrix(d)), several(floating, floating), None),
        "slogdet": ("slogdet", lambda d: A("slogdet")(matrix(d)), several(floating, real_floating), None),
        "svd": ("svd", lambda d: A("svd")(matrix(d)), several(floating, real_floating, floating), None),
        "solve": ("solve", lambda d: A("solve")(matrix(d), sample(d, (2,))), floating, (2,)),
        # manipulation
        "reshape": ("reshape", lambda d: ivy.reshape(sample(d, (2, 3)), (3, 2)), same, (3, 2)),
        "concat": ("concat", lambda d: ivy.concat([sample(d), sample(d)]), same, (4,)),
        "stack": ("stack", lambda d: ivy.stack([sample(d), sample(d)]), same, (2, 2)),
        "expand_dims": ("expand_dims", lambda d: ivy.expand_dims(sample(d), axis=0), same, (1, 2)),
        "permute_dims": ("permute_dims", lambda d: ivy.permute_dims(sample(d, (2, 3)), (1, 0)), same, (3, 2)),
        "broadcast_to": ("broadcast_to", lambda d: ivy.broadcast_to(sample(d, (3,)), (2, 3)), same, (2, 3)),
        "broadcast_arrays": (
            "broadcast_arrays",
            lambda d: A("broadcast_arrays")(sample(d, (2, 1)), sample(d, (3,))),
            several(same, same),
            None,
        ),
        "flip": ("flip", lambda d: A("flip")(sample(d, (2, 3))), same, (2, 3)),
        "moveaxis": ("moveaxis", lambda d: A("moveaxis")(sample(d, (2, 3)), 0, 1), same, (3, 2)),
        "repeat": ("repeat", lambda d: A("repeat")(sample(d), 2), same, (4,)),
        "roll": ("roll", lambda d: A("roll")(sample(d, (3,)), 1), same, (3,)),
        "squeeze": ("squeeze", lambda d: A("squeeze")(sample(d, (1, 2)), 0), same, (2,)),
        "tile": ("tile", lambda d: A("tile")(sample(d), (2,)), same, (4,)),
        "unstack": ("unstack", lambda d: A("unstack")(sample(d, (2, 3))), several(same, same), None),
        "split": (
            "split",
            lambda d: A("split")(sample(d, (4,)), num_or_size_splits=2),
            several(same, same),
            None,
        ),
        "take": ("take", lambda d: A("take")(sample(d, (3,)), idx([2, 0]), axis=0), same, (2,)),
        "take_along_axis": (
            "take_along_axis",
            lambda d: A("take_along_axis")(sample(d, (2, 3)), idx([2, 0], (2, 1)), axis=1),
            same,
            (2, 1),
        ),
        # searching, sorting, sets
        "where": ("where", lambda d: ivy.where(sample(BOOL, (2,)), sample(d), sample(d)), same, (2,)),
        "argmax": ("argmax", lambda d: A("argmax")(sample(d, (2, 3)), axis=1), default_int, (2,)),
        "argmin": ("argmin", lambda d: A("argmin")(sample(d, (2, 3)), axis=1), default_int, (2,)),
        "count_nonzero": ("count_nonzero", lambda d: A("count_nonzero")(sample(d, (2, 3))), default_int, ()),
        "nonzero": (
            "nonzero",
            lambda d: A("nonzero")(sample(d, (2, 3))),
            several(default_int, default_int),
            None,
        ),
        "searchsorted": (
            "searchsorted",
            lambda d: A("searchsorted")(sample(d, (3,)), sample(d, (2,))),
            default_int,
            (2,),
        ),
        "sort": ("sort", lambda d: A("sort")(sample(d, (3,))), same, (3,)),
        "argsort": ("argsort", lambda d: A("argsort")(sample(d, (3,))), default_int, (3,)),
        "unique_values": ("unique_values", lambda d: A("unique_values")(sample(d, (4,))), same, None),
        "unique_counts": (
            "unique_counts",
            lambda d: A("unique_counts")(sample(d, (4,))),
            several(same, default_int),
            None,
        ),
        "unique_inverse": (
            "unique_inverse",
            lambda d: A("unique_inverse")(sample(d, (4,))),
            several(same, default_int),
            None,
        ),
        "unique_all": (
            "unique_all",
            lambda d: A("unique_all")(sample(d, (4,))),
            several(same, default_int, default_int, default_int),
            None,
        ),
        # statistical and utility
        "sum": ("sum", lambda d: ivy.sum(sample(d, (2, 3)), axis=0), summed, (3,)),
        "sum[dtype=]": ("sum", lambda d: ivy.sum(sample(d, (2, 3)), axis=0, dtype=d), same, (3,)),
        "prod": ("prod", lambda d: ivy.prod(sample(d, (2, 3)), axis=0), summed, (3,)),
        "prod[dtype=]": ("prod", lambda d: ivy.prod(sample(d, (2, 3)), axis=0, dtype=d), same, (3,)),
        "cumulative_sum": ("cumulative_sum", lambda d: A("cumulative_sum")(sample(d, (3,))), summed, (3,)),
        "cumulative_sum[dtype=]": (
            "cumulative_sum",
            lambda d: A("cumulative_sum")(sample(d, (3,)), dtype=d),
            same,
            (3,),
        ),
        "cumulative_prod": ("cumulative_prod", lambda d: A("cumulative_prod")(sample(d, (3,))), summed, (3,)),
        "cumsum": ("cumsum", lambda d: A("cumsum")(sample(d, (3,))), summed, (3,)),
        "mean": ("mean", lambda d: ivy.mean(sample(d, (2, 3)), axis=0), floating, (3,)),
        "var": ("var", lambda d: ivy.var(sample(d, (2, 3)), axis=0), real_floating, (3,)),
        "std": ("std", lambda d: A("std")(sample(d, (2, 3)), axis=0), real_floating, (3,)),
        "max": ("max", lambda d: ivy.max(sample(d, (2, 3)), axis=0), same, (3,)),
        "min": ("min", lambda d: ivy.min(sample(d, (2, 3)), axis=0), same, (3,)),
        "all": ("all", lambda d: A("all")(sample(d, (2, 3)), axis=0), boolean, (3,)),
        "any": ("any", lambda d: A("any")(sample(d, (2, 3)), axis=0), boolean, (3,)),
        "diff": ("diff", lambda d: A("diff")(sample(d, (3,))), same, (2,)),
        # fft
        "fft": ("fft", lambda d: A("fft")(sample(d, (4,))), complex_of, (4,)),
        "ifft": ("ifft", lambda d: A("ifft")(sample(d, (4,))), complex_of, (4,)),
        "fftn": ("fftn", lambda d: A("fftn")(sample(d, (2, 2))), complex_of, (2, 2)),
        "ifftn": ("ifftn", lambda d: A("ifftn")(sample(d, (2, 2))), complex_of, (2, 2)),
        "rfft": ("rfft", lambda d: A("rfft")(sample(d, (4,))), complex_of, (3,)),
        "rfftn": ("rfftn", lambda d: A("rfftn")(sample(d, (2, 4))), complex_of, (2, 3)),
        "ihfft": ("ihfft", lambda d: A("ihfft")(sample(d, (4,))), complex_of, (3,)),
        "irfft": ("irfft", lambda d: A("irfft")(sample(d, (3,))), real_floating, (4,)),
        "irfftn": ("irfftn", lambda d: A("irfftn")(sample(d, (2, 3))), real_floating, (2, 4)),
        "hfft": ("hfft", lambda d: A("hfft")(sample(d, (3,))), real_floating, (4,)),
        "fftfreq": ("fftfreq", lambda d: A("fftfreq")(4, dtype=d), same, (4,)),
        "rfftfreq": ("rfftfreq", lambda d: A("rfftfreq")(4, dtype=d), same, (3,)),
        "fftshift": ("fftshift", lambda d: A("fftshift")(sample(d, (4,))), same, (4,)),
        "ifftshift": ("ifftshift", lambda d: A("ifftshift")(sample(d, (4,))), same, (4,)),
    }
    # Elementwise functions that take arrays only, by result dtype family.
    families = {
        same: (
            "add", "subtract", "multiply", "pow", "remainder", "floor_divide", "maximum", "minimum",
            "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_left_shift", "bitwise_right_shift",
        ),
        boolean: (
            "equal", "not_equal", "less", "less_equal", "greater", "greater_equal",
            "logical_and", "logical_or", "logical_xor",
        ),
        floating: ("atan2", "logaddexp", "hypot", "copysign", "nextafter"),
    }  # fmt: skip
    for rule, names in families.items():
        for name in names:
            c[name] = (name, lambda d, n=name: A(n)(sample(d), sample(d)), rule, (2,))
    unary = {
        same: (
            "negative", "positive", "square", "sign", "floor", "ceil", "trunc", "round", "conj",
            "bitwise_invert", "relu", "stop_gradient",
        ),
        boolean: ("logical_not", "isnan", "isinf", "isfinite", "signbit"),
        floating: (
            "exp", "expm1", "log", "log1p", "log2", "log10", "sqrt", "reciprocal", "sigmoid",
            "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
        ),
    }  # fmt: skip
    for rule, names in unary.items():
        for name in names:
            c[name] = (name, lambda d, n=name: A(n)(sample(d)), rule, (2,))
    return dict(sorted(c.items()))


CALLS = _calls()


@functools.cache
def _support_of(name: str, backend: str) -> tuple[tuple, tuple]:
    """(supported, unsupported) dtypes of ``name`` on ``backend``, once per
    session (a compositional function's are derived from its syntax tree)."""
    supported = ivy.function_supported_dtypes(name, backend)
    unsupported = ivy.function_unsupported_dtypes(name, backend)
    assert set(supported).isdisjoint(unsupported)
    assert set(supported) | set(unsupported) == set(ALL)
    return supported, unsupported


@functools.cache
def _reporters(name: str) -> frozenset[str]:
    """The functions whose name an UnsupportedDtypeError of ``name`` may carry:
    a compositional function runs its body, so the function of the body that
    meets the dtype reports it."""
    out = {name}
    todo = [name]
    while todo:
        api = _api.API[todo.pop()]
        if api.kind != "compositional":
            continue
        for callee in _introspect.callees(api):
            if callee not in out:
                out.add(callee)
                todo.append(callee)
    return frozenset(out)


def test_every_api_function_has_a_sample_call():
    covered = {name for name, *_ in CALLS.values()}
    assert covered <= set(_api.API), sorted(covered - set(_api.API))
    missing = sorted(set(_api.API) - covered - set(NO_DTYPE))
    assert not missing, f"API functions with no sample call in {__name__}: {missing}; add one to CALLS"


def _flat(r) -> list:
    if isinstance(r, (tuple, list)):
        return [a for item in r for a in _flat(item)]
    return [r]


def _expected(variant: str, d) -> tuple:
    """The result dtypes the spec promises for ``variant`` run in dtype ``d``."""
    e = CALLS[variant][2](d)
    return tuple(e) if isinstance(e, tuple) else (e,)


def _check_result(r, variant: str, d) -> None:
    _, _, _, shape = CALLS[variant]
    expected = _expected(variant, d)
    got = _flat(r)
    assert all(isinstance(a, ivy.Array) for a in got), (
        f"{variant}({d}) returned {[type(a).__name__ for a in got]}, not ivy_core.Arrays"
    )
    assert tuple(a.dtype for a in got) == expected, (
        f"{variant}({d}) gave dtype {', '.join(str(a.dtype) for a in got)}; the spec promises "
        f"{', '.join(map(str, expected))}"
    )
    if shape is not None:
        assert tuple(r.shape) == shape, f"{variant}({d}) gave shape {tuple(r.shape)}, expected {shape}"


def _names_function(msg: str, name: str) -> bool:
    """Whether ``msg`` names ``name`` (``ivy_core.add``, ``ivy_core.fft.rfft``,
    ``ivy_core.linalg.inv``) or, for a compositional function, a function of its body."""
    return any(re.search(rf"\bivy_core\.(\w+\.)?{n} ", msg) for n in _reporters(name))


def _check_message(exc: ivy.UnsupportedDtypeError, name: str, d) -> None:
    b = ivy.current_backend()
    msg = str(exc)
    assert _names_function(msg, name), f"the error does not name ivy_core.{name}: {msg}"
    assert repr(b.name) in msg, f"the error does not name backend {b.name!r}: {msg}"
    assert b.framework_version in msg, (
        f"the error does not name {b.spec.framework} {b.framework_version}: {msg}"
    )
    assert f"dtype {d} " in msg, f"the error does not name dtype {d}: {msg}"


def _gap(name, backend, dtype, variant, exc) -> str:
    b = ivy.current_backend()
    return (
        f"undeclared gap: ivy_core.{name} on {backend} ({b.spec.framework} {b.framework_version}) "
        f"is declared to support {dtype} but {variant} raised {type(exc).__name__}: {exc}"
    )


@pytest.mark.parametrize("dtype", ALL, ids=[str(d) for d in ALL])
@pytest.mark.parametrize("variant", list(CALLS))
def test_declaration_holds(backend, variant, dtype):
    # The messages below say what failed; the traceback of an expected failure
    # (pytest.xfail) would cost pytest more than the test itself.
    __tracebackhide__ = True
    name, call, _, _ = CALLS[variant]
    api = _api.API[name]
    b = ivy.current_backend()
    # A compositional function the backend does not override runs its body;
    # its support is derived from the functions the body calls (seed 000).
    body = api.kind == "compositional" and name not in b.impls
    supported, unsupported = _support_of(name, backend)
    # sum/prod/trace/cumulative_*: with no dtype= a small integer widens (the
    # standard's rule) to a dtype the backend may lack (uint8 -> uint32 on
    # torch, which then gives int64, the signed dtype holding it; a uint64
    # result has no such dtype and counts as unsupported); with dtype= only
    # the declarations count.
    declared = b.support[name].any_unsupported if name in b.support else frozenset()
    if api.dtype == "sum" and variant.endswith("[dtype=]"):
        supported = tuple(d for d in b.valid_dtypes if d not in declared)
    if dtype not in b.valid_dtypes:
        assert dtype in unsupported  # invalid for the whole backend: not callable at all
        return
    if api.kind == "primary" and name not in b.impls:
        assert not supported  # every dtype reads "not implemented"
        with pytest.raises(NotImplementedError, match=f"ivy_core.{name} is not implemented by backend"):
            call(dtype)
        return

    if api.kinds and kind(dtype) not in api.kinds:
        # A kind the standard does not define the function for: refused by the
        # core on every backend, also under the casting modes.
        assert dtype not in supported
        for mode in (None, "cast"):
            with pytest.raises(ivy.InvalidDtypeError) as info:
                if mode is None:
                    call(dtype)
                else:
                    with ivy.casting_mode(mode):
                        call(dtype)
            msg = str(info.value)
            assert _names_function(msg, name) and repr(backend) in msg and f"dtype {dtype} " in msg, msg
            assert f"{name} is defined for" in msg and "dtypes only" in msg, msg
        return

    if dtype in supported:
        invalid = next((e for e in _expected(variant, dtype) if e not in b.valid_dtypes), None)
        if invalid is not None:
            # The spec's result dtype (sum under a uint64 rule on a backend
            # without uint64) is one the backend cannot represent nor hold in a
            # signed dtype: a backend-wide gap, refused by
            # ivy_core itself (dtype= picks another result dtype; the "[dtype=]"
            # variants prove the input dtype itself is supported).
            with pytest.raises(ivy.UnsupportedDtypeError) as info:
                call(dtype)
            msg = str(info.value)
            assert _names_function(msg, name), msg
            assert repr(backend) in msg and str(invalid) in msg, msg
            return
        try:
            r = call(dtype)
        except Exception as exc:
            # A dtype the support matrix advertises must run, whatever refuses
            # it (a plain TypeError from a compositional body included).
            pytest.fail(_gap(name, backend, dtype, variant, exc))
        _check_result(r, variant, dtype)
        return

    # Declared (or derived) unsupported: refused with a typed error ...
    known = None
    try:
        r = call(dtype)
    except ivy.UnsupportedDtypeError as exc:
        _check_message(exc, name, dtype)
    except ivy.InvalidDtypeError as exc:
        # A function of the body is not defined for this dtype kind.
        assert body, exc
        assert repr(backend) in str(exc) and f"dtype {dtype} " in str(exc), exc
        return
    else:
        if not body:
            pytest.fail(f"ivy_core.{name} on {backend} ran with {dtype}, which it declares unsupported")
        # Core: the derivation is conservative (a callee on a path not taken,
        # or applied to other arrays, is unsupported for this dtype).
        _check_result(r, variant, dtype)
        known = f"core: derived support of ivy_core.{name} lists {dtype} unsupported, yet it runs"
    # ... and under the casting modes it runs in the dtype find_cast predicts.
    with ivy.casting_mode("cast"):
        ok = {d for d in b.valid_dtypes if d not in declared}  # what the core casts to
        if api.float_inputs:
            # Integer input of these is computed in the default float: the
            # casting modes only pick floating targets for them.
            ok = {d for d in ok if kind(d) in ("float", "complex")}
        hit = _casting.find_cast(_dtypes.as_dtype(str(dtype)), ok.__contains__, _casting.active_modes())
        if body:
            # Each function of the body casts on its own: it runs, or it raises
            # the typed error.
            try:
                r = call(dtype)
            except ivy.UnsupportedDtypeError as exc:
                _check_message(exc, name, dtype)
            except TypeError:
                if not known:
                    raise
            else:
                assert all(isinstance(a, ivy.Array) for a in _flat(r))
        elif hit is None:
            with pytest.raises(ivy.UnsupportedDtypeError) as info:
                call(dtype)
            _check_message(info.value, name, dtype)
        elif dtype not in declared:
            # The sum rule's gap with no signed dtype holding the result
            # (uint64): the casting modes cast it too (issue 30, item 20).
            _check_result(call(dtype), variant, hit[0])
        else:
            _check_result(call(dtype), variant, hit[0])
    if known:
        pytest.xfail(known)


#: Functions taking both an array and ``dtype=``: call(source, target). Each
#: source dtype is paired with a few others (astype, one cast kernel per pair,
#: with more): every dtype is a source and a target several times, and jax,
#: which compiles every pair, keeps this under a few seconds (the full square
#: of astype alone took 13 s there, and passed on every backend).
PAIR_CALLS = {
    "astype": lambda s, t: ivy.astype(sample(s), t),
    "zeros_like": lambda s, t: ivy.zeros_like(sample(s), dtype=t),
    "ones_like": lambda s, t: ivy.ones_like(sample(s), dtype=t),
    "full_like": lambda s, t: ivy.full_like(sample(s), fill(t), dtype=t),
    "empty_like": lambda s, t: ivy.empty_like(sample(s), dtype=t),
}


@pytest.mark.parametrize("name", list(PAIR_CALLS))
def test_dtype_argument_pairs(backend, name):
    """Array of one dtype, ``dtype=`` another: runs in the target when both are
    supported, else raises UnsupportedDtypeError (no casting mode)."""
    b = ivy.current_backend()
    supported = set(ivy.function_supported_dtypes(name, backend))
    call = PAIR_CALLS[name]
    valid = b.valid_dtypes
    n = len(valid)
    shifts = (1, 3, 6, 10) if name == "astype" else (1, 6)
    pairs = [(valid[i], valid[(i + k) % n]) for i in range(n) for k in shifts]
    problems = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # complex -> real casts warn on some frameworks
        for s, t in pairs:
            if s not in supported or t not in supported:
                try:
                    call(s, t)
                except ivy.UnsupportedDtypeError:
                    continue
                problems.append(f"{s} -> {t}: ran though {s if s not in supported else t} is unsupported")
                continue
            if name == "astype" and ivy.isdtype(s, "complex floating") and not ivy.isdtype(t, ("complex floating", "bool")):
                # Complex to real is refused on every backend (the imaginary part would be lost).
                with pytest.raises(ivy.ArgumentTypeError, match="imaginary"):
                    call(s, t)
                continue
            try:
                r = call(s, t)
            except Exception as exc:
                problems.append(f"{s} -> {t}: {type(exc).__name__}: {exc}")
                continue
            if not isinstance(r, ivy.Array) or r.dtype != t:
                problems.append(f"{s} -> {t}: gave {type(r).__name__} {getattr(r, 'dtype', '')}")
    assert not problems, f"ivy_core.{name} on {backend}, undeclared gaps:\n" + "\n".join(problems)


# --- declared gaps are real -----------------------------------------------------------
#
# test_declaration_holds proves that what a backend declares unsupported is
# refused; the check below proves, for the functions of GAP_CALLS, that each
# declared gap is real: with the declarations stripped from the backend's
# implementations, a dtype declared unsupported fails (or gives another
# dtype). It also runs the declared-supported dtypes once more, on its own
# inputs (a non-symmetric matrix, ``matrix_power(x, -1)``, a matrix right-hand
# side for ``solve``, ``ivy.ones`` for the activations and running sums).


def _square(d) -> ivy.Array:
    """A 2 x 2 matrix of dtype ``d`` (the identity for bool)."""
    return native([[2, 1], [1, 3]] if kind(d) != "bool" else [[True, False], [False, True]], d)


def _vector(d) -> ivy.Array:
    return native([1, 2, 3] if kind(d) != "bool" else [True, False, True], d)


def _ones(d) -> ivy.Array:
    return ivy.ones((2, 3), dtype=d)


#: area -> {API function: (call(d), result dtype rule)}; a call returning a
#: tuple is checked on its first item.
GAP_CALLS = {
    "linalg": {
        "matrix_transpose": (lambda d: ivy.matrix_transpose(_square(d)), same),
        "tensordot": (lambda d: ivy.linalg.tensordot(_square(d), _square(d), axes=1), same),
        "vecdot": (lambda d: ivy.linalg.vecdot(_vector(d), _vector(d)), same),
        "diag": (lambda d: ivy.diag(_vector(d)), same),
        "trace": (lambda d: ivy.linalg.trace(_square(d)), summed),
        "cholesky": (lambda d: ivy.linalg.cholesky(_square(d)), floating),
        "cross": (lambda d: ivy.linalg.cross(_vector(d), _vector(d)), same),
        "det": (lambda d: ivy.linalg.det(_square(d)), floating),
        "diagonal": (lambda d: ivy.linalg.diagonal(_square(d)), same),
        "eigh": (lambda d: ivy.linalg.eigh(_square(d)), real_floating),
        "eigvalsh": (lambda d: ivy.linalg.eigvalsh(_square(d)), real_floating),
        "inv": (lambda d: ivy.linalg.inv(_square(d)), floating),
        "matrix_norm": (lambda d: ivy.linalg.matrix_norm(_square(d), ord=2), real_floating),
        "matrix_power": (lambda d: ivy.linalg.matrix_power(_square(d), -1), floating),
        "outer": (lambda d: ivy.linalg.outer(_vector(d), _vector(d)), same),
        "pinv": (lambda d: ivy.linalg.pinv(_square(d)), floating),
        "qr": (lambda d: ivy.linalg.qr(_square(d)), floating),
        "slogdet": (lambda d: ivy.linalg.slogdet(_square(d)), floating),
        "solve": (lambda d: ivy.linalg.solve(_square(d), _square(d)), floating),
        "svd": (lambda d: ivy.linalg.svd(_square(d)), floating),
        "svdvals": (lambda d: ivy.linalg.svdvals(_square(d)), real_floating),
        "vector_norm": (lambda d: ivy.linalg.vector_norm(_vector(d)), real_floating),
    },
    "activations": {
        "sigmoid": (lambda d: ivy.sigmoid(_ones(d)), floating),
        "relu": (lambda d: ivy.relu(_ones(d)), same),
        "softmax": (lambda d: ivy.softmax(_ones(d)), floating),
    },
    "statistical": {
        "std": (lambda d: ivy.std(_ones(d), axis=0), real_floating),
        "cumulative_sum": (lambda d: ivy.cumulative_sum(_ones(d), axis=1), summed),
        "cumulative_prod": (lambda d: ivy.cumulative_prod(_ones(d), axis=1), summed),
    },
}


def gap_problems(calls) -> list[str]:
    """Each dtype a backend declares supported runs and gives the promised
    dtype; each other valid dtype raises UnsupportedDtypeError; and with the
    declarations stripped, each declared-unsupported dtype really fails (or
    gives another dtype)."""
    b = ivy.current_backend()
    problems = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for name, (call, rule) in calls.items():
            supported = set(ivy.function_supported_dtypes(name, b.name))
            float_inputs = bool(_api.API[name].float_inputs)
            for d in b.valid_dtypes:
                if float_inputs and kind(d) in ("signed", "unsigned", "bool") and d not in ("int8", "bool"):
                    continue  # computed in the default float: one integer dtype stands for all
                if d in supported:
                    if rule(d) not in b.valid_dtypes:
                        continue
                    try:
                        r = call(d)
                    except Exception as exc:
                        problems.append(
                            f"{name}({d}): declared supported, raised {type(exc).__name__}: {exc}"
                        )
                        continue
                    r = r[0] if isinstance(r, tuple) else r
                    if r.dtype != rule(d):
                        problems.append(f"{name}({d}): gave {r.dtype}, expected {rule(d)}")
                else:
                    try:
                        call(d)
                        problems.append(f"{name}({d}): declared unsupported, yet ran")
                    except ivy.UnsupportedDtypeError as exc:
                        assert f"ivy_core.{name} " in str(exc) and b.framework_version in str(exc)

        def bare(impl):
            def run(*args, **kwargs):
                return impl(*args, **kwargs)

            return run

        impls = {n: bare(f) if hasattr(f, _support.ATTR) else f for n, f in b.impls.items()}
        stripped = _backend.Backend(b.info, b.spec, b.runtime, impls, dict(b.origins), b.find_backend, b.build_entry)
        with ivy.using_backend(stripped):
            for name, (call, rule) in calls.items():
                for d in sorted(b.support[name].unsupported_dtypes) if name in b.support else ():
                    try:
                        r = call(d)
                    except Exception:
                        continue
                    r = r[0] if isinstance(r, tuple) else r
                    if r.dtype == rule(d):
                        problems.append(f"{name}({d}): declared unsupported, yet works undeclared")
    return problems


@pytest.mark.parametrize("area", list(GAP_CALLS))
def test_declared_gaps_are_real(backend, area):
    problems = gap_problems(GAP_CALLS[area])
    assert not problems, "\n".join(problems)


# --- the raw declarations -------------------------------------------------------------


def _declared_names(decl: _support.Declaration):
    """(range, dtype name or class) for every dtype a declaration names."""
    for key, value in decl.table.items():
        if decl.what == "devices":
            continue
        groups = value.values() if decl.what == "device_and_dtypes" else [value]
        for names in groups:
            for n in names:
                yield key, n


def declaration_problems(impls: dict, invalid) -> list[str]:
    """What is wrong with the raw declarations of ``impls`` (API name ->
    implementation) for a backend whose invalid dtypes are ``invalid``."""
    invalid = {str(d) for d in invalid}
    problems = []
    for name, impl in sorted(impls.items()):
        decls = getattr(impl, _support.ATTR, None) or {}
        for decl in decls.values():
            if not (decl.reason or "").strip():
                problems.append(f"{name}: {decl!r} gives no reason")
            for key, n in _declared_names(decl):
                if n in _support.DTYPE_CLASSES:
                    continue
                if str(_dtypes.as_dtype(n)) in invalid:
                    problems.append(
                        f"{name}: {decl!r} names {n} in range {key!r}, which the backend cannot "
                        "represent at all (its invalid_dtypes); backend-wide gaps are not repeated "
                        "per function"
                    )
        superset = getattr(impl, _support.SUPERSET_ATTR, None)
        if superset is not None and not (superset[1] or "").strip():
            problems.append(f"{name}: computed_in({superset[0]!r}) gives no reason")
    return problems


def test_raw_declarations(backend):
    """Every range of every declaration of every implementation of the backend:
    no explicitly named dtype is one of its invalid dtypes, and each says why."""
    b = ivy.current_backend()
    problems = declaration_problems(b.impls, b.invalid_dtypes)
    assert not problems, "\n".join(problems)


def test_declaration_problems_are_found():
    """The check above reports what it should (a fake plugin's functions)."""
    from ivy_core.plugin import computed_in, with_supported_dtypes, with_unsupported_dtypes

    @with_unsupported_dtypes({"1.0 and below": ("float16",), "1.1 and above": ("uint16", "complex")})
    def no_reason(x):
        return x

    @with_supported_dtypes({"1.0 and above": ("float", "int32")}, reason="only floats and int32")
    def classes_only(x):
        return x

    @computed_in({"uint8": "int16"})
    def superset(x):
        return x

    problems = declaration_problems(
        {"a": no_reason, "b": classes_only, "c": superset, "d": len}, ["uint16", "uint32"]
    )
    assert len(problems) == 3, problems
    assert "a: " in problems[0] and "no reason" in problems[0]
    assert "a: " in problems[1] and "names uint16 in range '1.1 and above'" in problems[1]
    assert "c: computed_in" in problems[2]


# --- what a backend may declare -------------------------------------------------------
#
# The standard defines each function below for some dtype kinds; ivy_core
# itself refuses the other kinds (test_declaration_holds), and a backend may
# declare their dtypes unsupported too. A declaration of a dtype the standard
# defines the function for would take away part of what it promises: only the
# framework gaps of ACCEPTED_GAPS are allowed.

_REAL = ("bool", "signed", "unsigned", "float")
_REAL_NUMERIC = ("signed", "unsigned", "float")
_NUMERIC = ("signed", "unsigned", "float", "complex")
_INTEGRAL = ("bool", "signed", "unsigned")
_INTEGER = ("signed", "unsigned")
_COMPLEX = {"complex64", "complex128"}

#: API function -> the dtype kinds the standard defines it for (None: every dtype).
STANDARD_KINDS = {
    # unary elementwise
    "positive": _NUMERIC, "square": _NUMERIC, "sign": _NUMERIC,
    "floor": _REAL, "ceil": _REAL, "trunc": _REAL, "signbit": _REAL,
    "bitwise_invert": _INTEGRAL,
    **dict.fromkeys(("round", "isnan", "isinf", "isfinite", "real", "imag", "conj"), None),
    **dict.fromkeys(
        ("asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "expm1", "log1p", "log2",
         "log10", "reciprocal"),
        None,
    ),
    # binary elementwise
    "remainder": _REAL_NUMERIC, "floor_divide": _REAL_NUMERIC, "maximum": _REAL, "minimum": _REAL,
    **dict.fromkeys(
        ("not_equal", "less_equal", "greater_equal", "logical_and", "logical_or", "logical_xor"), None
    ),
    "bitwise_and": _INTEGRAL, "bitwise_or": _INTEGRAL, "bitwise_xor": _INTEGRAL,
    "bitwise_left_shift": _INTEGER, "bitwise_right_shift": _INTEGER,
    **dict.fromkeys(("atan2", "logaddexp", "hypot", "copysign", "nextafter"), _REAL),
    "clip": _REAL_NUMERIC,
}  # fmt: skip

#: Dtypes of a kind the standard defines the function for that a backend may
#: still declare unsupported (not every framework orders complex numbers).
ACCEPTED_GAPS = {"less_equal": _COMPLEX, "greater_equal": _COMPLEX}


def test_declarations_are_within_the_allowed_ones(backend):
    """A backend declares only what the tables above allow, for every function
    of STANDARD_KINDS; and ``asarray`` makes every dtype the backend can
    represent (it declares none of them unsupported)."""
    b = ivy.current_backend()
    for name, kinds in STANDARD_KINDS.items():
        undefined = {str(d) for d in ALL if kinds is not None and kind(d) not in kinds}
        ok = undefined | ACCEPTED_GAPS.get(name, set())
        got = {str(d) for d in b.support[name].unsupported_dtypes}
        assert got <= ok, f"{name} declares {sorted(got - ok)} unsupported"
    support = b.support.get("asarray")
    declared = set(support.unsupported_dtypes) & set(b.valid_dtypes) if support is not None else set()
    assert not declared, f"asarray declares {sorted(declared)} unsupported"
