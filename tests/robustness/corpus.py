"""The generated corpus of bad calls (issue 9, "A robustness suite of your own").

Every public function of the spec (``ivy_core._spec._api.API``) gets a valid base
call (``BASE``, checked by ``test_base_calls_are_valid``); the generators
then spoil one argument of it at a time, the way its signature says the
argument is used: an array parameter gets a value of the wrong type, an
``axis`` an out-of-range or non-int value, a ``dtype`` a non-dtype, a shape
negative, fractional or gigantic dimensions, an ``out=`` the wrong shape,
dtype or type, and so on. Hand-written groups add what a signature cannot
tell (shapes that do not fit, overflow, index keys, ``__setitem__``, backend
names, mixed frameworks).

A :class:`Case` is backend-independent: ``build(backend)`` runs under the
backend in force and returns the call ``(fn, args, kwargs)`` to make, so
that its operands are made before the call under test (a failure there is
a broken case, not a finding).

``kind`` decides what the call must raise (``EXPECTED``). Only calls that
are invalid per the Array API standard (or ivy_core's documented rules,
such as ints that must fit the dtype) are included.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from ivy_core._spec._api import API

import ivy_core as ivy

GIGA = 2**40  # elements: terabytes in any dtype
HUGE = 2**62

#: What each kind of mistake must raise: the exact classes allowed (a
#: subclass does not do: ivy_core's classes derive from several builtins,
#: so ``isinstance`` would let an AxisError pass for a value mistake). Each
#: ivy_core class also derives from the builtin a NumPy user catches.
EXPECTED: dict[str, tuple[type, ...]] = {
    "axis": (ivy.AxisError,),  # also an IndexError and a ValueError, as NumPy's
    "shape": (ivy.ShapeError,),  # operands, out= or repeats whose shapes do not fit
    "value": (ivy.ArgumentValueError,),
    "type": (ivy.ArgumentTypeError,),  # NaN/inf/fractions for an int, a float into an int array too
    "dtype": (ivy.ArgumentTypeError,),  # a value that is no dtype given as a dtype
    "dtype_kind": (ivy.InvalidDtypeError,),  # a dtype of a kind the function is not defined for
    "memory": (ivy.OutOfMemoryError,),
    # ivy_core has no class of its own for a value that does not fit a dtype:
    # Python's OverflowError itself (what int8(300)-style conversions raise).
    "overflow": (OverflowError,),
    "index": (ivy.InvalidIndexError,),
    "key_type": (ivy.InvalidIndexError,),  # an IndexError, as NumPy: only integers, slices, ... index
    "backend": (ivy.BackendNotFoundError,),
    "mixed": (ivy.MixedBackendError,),
}


class Opaque:
    """An object no function takes; its repr is easy to find in a message."""

    def __repr__(self) -> str:
        return "<Opaque>"


OPAQUE = Opaque()


@dataclass(frozen=True)
class Case:
    id: str
    kind: str
    function: str  # the name the message must contain ("sum", "fft", "__getitem__")
    build: Callable[[str], tuple[Callable[..., Any], tuple, dict]] = field(compare=False)
    tokens: tuple[str, ...] = ()  # spellings of the offending value, any one will do
    names_backend: bool = True
    subprocess: bool = False  # gigantic sizes: run in a child process
    needs: tuple[str, ...] = ()  # other backends the call uses (mixed frameworks)
    #: The name the message must give the offending value by (the spoiled
    #: parameter; ``"index"`` for a key, ``"value"`` for what is assigned):
    #: with a value that is easy to find by chance (``None``, ``0``, ``'a'``)
    #: the message must name it next to this. Taken from ``spoil`` when empty.
    param: str = ""

    def __post_init__(self) -> None:
        if not self.param:
            object.__setattr__(self, "param", getattr(self.build, "param", ""))


def tokens_of(value: Any) -> tuple[str, ...]:
    """How a message may spell ``value``."""
    if isinstance(value, Opaque):
        return ("Opaque",)
    if isinstance(value, float) and (math.isnan(value) or math.isinf(value)):
        return (repr(value), str(value).replace("inf", "Infinity"))
    if value is None:
        return ("None", "NoneType")
    if isinstance(value, str):
        return (repr(value), f'"{value}"', value) if value else ("''", '""', "empty")
    if isinstance(value, (list, tuple)):
        return (repr(value), repr(list(value)), repr(tuple(value)))
    return (repr(value), str(value))


# --- operands ---------------------------------------------------------------------
#: Symbols in the base calls, made under the backend in force.
OPERANDS: dict[str, Callable[[], Any]] = {
    "v": lambda: ivy.asarray([0.5, 1.5, 2.5], dtype="float32"),
    "v2": lambda: ivy.asarray([0.5, 1.5], dtype="float32"),
    "s": lambda: ivy.asarray([0.0, 1.0, 2.0], dtype="float32"),
    "m": lambda: ivy.asarray([[2.0, 1.0], [1.0, 3.0]], dtype="float32"),
    "r": lambda: ivy.asarray([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], dtype="float32"),
    "i": lambda: ivy.asarray([1, 2, 3], dtype="int32"),
    "i8": lambda: ivy.asarray([1, 2, 3], dtype="int8"),
    "u8": lambda: ivy.asarray([1, 2, 3], dtype="uint8"),
    "b": lambda: ivy.asarray([True, False, True]),
    "c": lambda: ivy.asarray([1 + 1j, 2.0, 3j], dtype="complex64"),
    "ix": lambda: ivy.asarray([0, 1], dtype="int64"),
    "row": lambda: ivy.ones((1, 3), dtype="float32"),
    "cube": lambda: ivy.ones((1, 2, 3), dtype="float32"),
    "h": lambda: ivy.ones((1, 4), dtype="float32"),
    "k": lambda: ivy.ones((3, 16), dtype="float32"),
    "rk": lambda: ivy.ones((4, 16), dtype="float32"),
}

#: The operand of each dtype kind (for calls with a kind the function is not defined for).
KIND_OPERAND = {"bool": "b", "signed": "i", "unsigned": "u8", "float": "v", "complex": "c"}


class Sym(str):
    """A symbol of ``OPERANDS`` in a base call (a plain ``str`` stays a string)."""


def S(name: str) -> Sym:
    return Sym(name)


def resolve(value: Any) -> Any:
    if isinstance(value, Sym):
        return OPERANDS[value]()
    if isinstance(value, list):
        return [resolve(v) for v in value]
    if isinstance(value, tuple) and any(isinstance(v, Sym) for v in value):
        return tuple(resolve(v) for v in value)
    return value


def public(name: str) -> Callable[..., Any]:
    api = API[name]
    return getattr(ivy.fft, name) if api.public_name.startswith("ivy_core.fft.") else getattr(ivy, name)


# --- base calls: (positional, keyword) arguments of a valid call ------------------
MATRIX_FUNCS = {
    "cholesky", "det", "eigh", "eigvalsh", "inv", "matrix_norm", "matrix_rank", "matrix_transpose",
    "pinv", "qr", "slogdet", "svd", "svdvals", "trace", "diagonal", "tril", "triu", "unstack",
    "fftn", "ifftn", "rfftn", "irfftn",
}  # fmt: skip

BASE: dict[str, tuple[tuple, dict]] = {
    "arange": ((0, 5), {}),
    "array": (([1.0, 2.0],), {}),
    "asarray": (([1.0, 2.0],), {}),
    "astype": ((S("v"), "float64"), {}),
    "broadcast_arrays": ((S("v"), S("v")), {}),
    "broadcast_to": ((S("v"), (2, 3)), {}),
    "concat": (([S("v"), S("v")],), {}),
    "stack": (([S("v"), S("v")],), {}),
    "meshgrid": ((S("v"), S("v")), {}),
    "empty": (((2, 3),), {}),
    "zeros": (((2, 3),), {}),
    "ones": (((2, 3),), {}),
    "full": (((2, 3), 1.0), {}),
    "full_like": ((S("v"), 1.0), {}),
    "eye": ((3,), {}),
    "fftfreq": ((4,), {}),
    "rfftfreq": ((4,), {}),
    "linspace": ((0.0, 1.0, 5), {}),
    "logspace": ((0.0, 1.0, 5), {}),
    "lstm_update": ((S("cube"), S("h"), S("h"), S("k"), S("rk")), {}),
    "matmul": ((S("m"), S("m")), {}),
    "solve": ((S("m"), S("m")), {}),
    "tensordot": ((S("m"), S("m")), {}),
    "matrix_power": ((S("m"), 2), {}),
    "moveaxis": ((S("r"), 0, 1), {}),
    "permute_dims": ((S("r"), (1, 0)), {}),
    "repeat": ((S("v"), 2), {}),
    "reshape": ((S("v"), (3, 1)), {}),
    "roll": ((S("v"), 1), {}),
    "searchsorted": ((S("s"), S("v")), {}),
    "seed": ((0,), {}),
    "split": ((S("v"),), {"num_or_size_splits": 3}),
    "squeeze": ((S("row"), 0), {}),
    "take": ((S("v"), S("ix")), {}),
    "take_along_axis": ((S("v"), S("ix")), {}),
    "tile": ((S("v"), (2,)), {}),
    "where": ((S("b"), S("v"), S("v")), {}),
    "random_normal": ((), {"shape": (2,)}),
    "random_uniform": ((), {"shape": (2,)}),
    "from_dlpack": ((S("v"),), {}),
}


def base_call(name: str) -> tuple[tuple, dict]:
    """A valid call of ``name``: from ``BASE``, else from its signature."""
    if name in BASE:
        return BASE[name]
    api = API[name]
    if api.kinds and "float" not in api.kinds:
        operand = "i"
    else:
        operand = "m" if name in MATRIX_FUNCS else "v"
    args = tuple(S(operand) for p in api.params if not p.has_default and p.kind in (0, 1))
    return args, {}


def base_operand(name: str) -> Any:
    """The symbol of the first array argument of the base call (whose ndim
    bounds the axes)."""
    args, kwargs = base_call(name)
    for a in args:
        if isinstance(a, Sym):
            return a
        if isinstance(a, list) and a and isinstance(a[0], Sym):
            return a[0]
    return None


def ndim_of(sym: str) -> int:
    return {"m": 2, "r": 2, "row": 2, "cube": 3, "h": 2, "k": 2, "rk": 2}.get(sym, 1)


def param_position(name: str, param: str) -> int | None:
    """Index of ``param`` among the positional arguments of the base call, or None."""
    for i, p in enumerate(API[name].params):
        if p.name == param:
            args, _ = base_call(name)
            return i if p.kind in (0, 1) and i < len(args) else None
    return None


def spoil(name: str, param: str, value: Any) -> Callable[[str], tuple[Callable[..., Any], tuple, dict]]:
    """A build function: the base call of ``name`` with ``param`` set to
    ``value`` (``build.param`` names it, for :class:`Case`)."""
    build = spoil_many(name, {param: value})
    build.param = param  # type: ignore[attr-defined]
    return build


def spoil_many(name: str, changes: dict[str, Any]) -> Callable[[str], tuple[Callable[..., Any], tuple, dict]]:
    """A build function: the base call of ``name`` with each parameter of
    ``changes`` set to its value."""

    def build(backend: str) -> tuple[Callable[..., Any], tuple, dict]:
        args, kwargs = base_call(name)
        args, kwargs = list(resolve(list(args))), {k: resolve(v) for k, v in kwargs.items()}
        for param, value in changes.items():
            pos = param_position(name, param)
            if pos is not None:
                args[pos] = resolve(value)
            elif any(p.name == param and p.kind in (0, 1) and not p.has_default for p in API[name].params):
                raise AssertionError(f"corpus: the base call of {name} leaves out {param}")
            else:
                kwargs[param] = resolve(value)
        return public(name), tuple(args), kwargs

    return build


def call(
    fn: Callable[..., Any], *args: Any, **kwargs: Any
) -> Callable[[str], tuple[Callable[..., Any], tuple, dict]]:
    """A build function for a fixed call; Sym arguments are made under the backend."""

    def build(backend: str) -> tuple[Callable[..., Any], tuple, dict]:
        return fn, tuple(resolve(list(args))), {k: resolve(v) for k, v in kwargs.items()}

    return build


# --- generators over the signatures ------------------------------------------------
BAD_ARRAYS: list[Any] = [None, "abc", {"a": 1}, ["a", "b"], OPAQUE]
AXIS_PARAMS = ("axis", "axis1", "axis2", "source", "destination")
INT_PARAMS = (
    "n",
    "num",
    "n_rows",
    "n_cols",
    "k",
    "offset",
    "repeats",
    "shift",
    "seed_value",
    "num_or_size_splits",
)
SHAPE_PARAMS = ("shape", "repetitions")
#: Positional-only arguments the base call leaves out cannot be spoiled by keyword.
NON_INT_VALUES = [float("nan"), float("inf"), 1.5, "2"]


def label(value: Any) -> str:
    if isinstance(value, Opaque):
        return "Opaque"
    if isinstance(value, float) and not math.isfinite(value):
        return repr(value)
    text = repr(value)
    return text if len(text) <= 24 else text[:21] + "..."


def gen_wrong_types() -> list[Case]:
    cases = []
    for name, api in API.items():
        if name in ("from_dlpack",):
            targets = ["x"]
        else:
            targets = list(api.arrays)
        optional = {p.name for p in api.params if p.has_default}
        for param in targets:
            if param_position(name, param) is None and param not in optional:
                continue
            for bad in BAD_ARRAYS:
                if bad is None and param in optional:
                    continue  # None is the default: valid
                cases.append(
                    Case(
                        f"{name}/{param}={label(bad)}", "type", name, spoil(name, param, bad), tokens_of(bad)
                    )
                )
        for param in api.sequences:
            pos = param_position(name, param)
            is_var = any(p.name == param and p.kind == 2 for p in api.params)
            for bad in (None, "abc", OPAQUE):
                if is_var:
                    cases.append(Case(f"{name}/*{param}=(v, {label(bad)})", "type", name,
                                      call(public(name), S("v"), bad), tokens_of(bad), param=param))  # fmt: skip
                elif pos is not None:
                    cases.append(Case(f"{name}/{param}=[v, {label(bad)}]", "type", name,
                                      spoil(name, param, [S("v"), bad]), tokens_of(bad)))  # fmt: skip
            if pos is not None:
                for bad in (None, OPAQUE, 3.5):
                    cases.append(
                        Case(
                            f"{name}/{param}={label(bad)}",
                            "type",
                            name,
                            spoil(name, param, bad),
                            tokens_of(bad),
                        )
                    )
    for name in ("asarray", "array"):
        for bad in ({"a": 1}, OPAQUE, None, ["a", "b"], [[1.0], [2.0, 3.0]]):
            kind = "value" if isinstance(bad, list) and bad and isinstance(bad[0], list) else "type"
            cases.append(
                Case(f"{name}/obj={label(bad)}", kind, name, spoil(name, "obj", bad), tokens_of(bad))
            )
    for name, param in (("clip", "min"), ("clip", "max"), ("pinv", "rtol"), ("matrix_rank", "rtol")):
        for bad in ("abc", OPAQUE):
            cases.append(
                Case(f"{name}/{param}={label(bad)}", "type", name, spoil(name, param, bad), tokens_of(bad))
            )
    return cases


def gen_axes() -> list[Case]:
    cases = []
    for name, api in API.items():
        sym = base_operand(name)
        if sym is None:
            continue
        for p in api.params:
            if p.name not in AXIS_PARAMS:
                continue
            if p.kind in (0, 1) and param_position(name, p.name) is None:
                continue
            for bad in (10, -10):
                cases.append(
                    Case(f"{name}/{p.name}={bad}", "axis", name, spoil(name, p.name, bad), tokens_of(bad))
                )
            for bad in ("0", 1.5, OPAQUE, True):  # a bool is no axis (True is not axis 1)
                cases.append(
                    Case(
                        f"{name}/{p.name}={label(bad)}",
                        "type",
                        name,
                        spoil(name, p.name, bad),
                        tokens_of(bad),
                    )
                )
            if p.name == "axis" and "tuple" in str(p_annotation(api, "axis")):
                cases.append(
                    Case(f"{name}/axis=(0, 10)", "axis", name, spoil(name, "axis", (0, 10)), ("10",))
                )
                cases.append(
                    Case(f"{name}/axis=('0',)", "type", name, spoil(name, "axis", ("0",)), tokens_of(("0",)))
                )
                if ndim_of(sym) >= 2:
                    cases.append(
                        Case(
                            f"{name}/axis=(0, 0)",
                            "value",
                            name,
                            spoil(name, "axis", (0, 0)),
                            ("(0, 0)", "[0, 0]", "0"),
                        )
                    )
    # Functions whose axes come as a sequence.
    for name, param, bad in (
        ("permute_dims", "axes", (0, 5)),
        ("permute_dims", "axes", (0, 0)),
        ("permute_dims", "axes", (0,)),
        ("fftn", "axes", (5,)),
        ("ifftn", "axes", (5,)),
        ("rfftn", "axes", (5,)),
        ("irfftn", "axes", (5,)),
        ("fftshift", "axes", 5),
        ("ifftshift", "axes", 5),
        ("diagonal", "axis2", -2),  # the same axis twice
    ):
        kind = "axis" if 5 in (bad if isinstance(bad, tuple) else (bad,)) else "value"
        cases.append(Case(f"{name}/{param}={bad!r}", kind, name, spoil(name, param, bad), tokens_of(bad)))
    for name in ("fftn", "permute_dims"):
        cases.append(
            Case(f"{name}/axes=('a',)", "type", name, spoil(name, "axes", ("a",)), tokens_of(("a",)))
        )
    return cases


def p_annotation(api: Any, param: str) -> Any:
    return api.spec.__annotations__.get(param, "")


def gen_dtypes() -> list[Case]:
    cases = []
    for name, api in API.items():
        if not any(p.name == "dtype" for p in api.params):
            continue
        for bad in ("float33", "", OPAQUE, 42, ["float32"]):
            cases.append(
                Case(f"{name}/dtype={label(bad)}", "dtype", name, spoil(name, "dtype", bad), tokens_of(bad))
            )
        if api.kinds and "signed" not in api.kinds:
            cases.append(
                Case(f"{name}/dtype='int32'", "dtype_kind", name, spoil(name, "dtype", "int32"), ("int32",))
            )
    # The dtype kinds the standard does not define a function for.
    for name, api in API.items():
        if not api.kinds:
            continue
        params = [
            p for p in (api.kinds_of or api.arrays) if p != "dtype" and param_position(name, p) is not None
        ]
        for kind in ("bool", "signed", "unsigned", "float", "complex"):
            if kind in api.kinds or not params:
                continue
            bad = S(KIND_OPERAND[kind])
            dtype = {
                "bool": "bool",
                "signed": "int32",
                "unsigned": "uint8",
                "float": "float32",
                "complex": "complex64",
            }[kind]

            build = spoil_many(name, {p: bad for p in params})
            cases.append(Case(f"{name}/{kind} input", "dtype_kind", name, build, (dtype,), param=params[0]))
    cases.append(Case("astype/dtype=None", "dtype", "astype", spoil("astype", "dtype", None), ("None",)))
    for setter, bad, kind in (
        ("set_default_float_dtype", "float33", "dtype"),
        ("set_default_float_dtype", "int32", "dtype_kind"),
        ("set_default_int_dtype", "float32", "dtype_kind"),
        ("set_default_uint_dtype", "int8", "dtype_kind"),
        ("set_default_complex_dtype", "float64", "dtype_kind"),
        ("set_default_float_dtype", OPAQUE, "dtype"),
        ("set_default_dtype", "float33", "dtype"),
    ):
        cases.append(Case(f"{setter}({label(bad)})", kind, setter, call(getattr(ivy, setter), bad),
                          tokens_of(bad), names_backend=False, param="dtype"))  # fmt: skip
    cases.append(Case("using_default_dtypes(float='int32')", "dtype_kind", "using_default_dtypes",
                      call(enter, ivy.using_default_dtypes, float="int32"), ("int32",), names_backend=False))  # fmt: skip
    cases.append(Case("using_default_dtypes(float='float33')", "dtype", "using_default_dtypes",
                      call(enter, ivy.using_default_dtypes, float="float33"), ("float33",), names_backend=False))  # fmt: skip
    return cases


def enter(manager: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
    """``with manager(*args, **kwargs): pass``."""
    with manager(*args, **kwargs):
        pass


def gen_shapes() -> list[Case]:
    cases = []
    for name, api in API.items():
        for p in api.params:
            if p.name not in SHAPE_PARAMS:
                continue
            negative = (-2, 3) if name == "reshape" else (-1, 2)
            values = [
                (negative, "value"),
                ((2.5,), "type"),
                (("2",), "type"),
                ("3", "type"),
                (OPAQUE, "type"),
            ]
            if not p.has_default:
                values.append((None, "type"))
            if name == "reshape":  # a target that cannot hold x's size: ShapeError, as (-1, -1)
                values[0] = (negative, "shape")
            for bad, kind in values:
                cases.append(
                    Case(
                        f"{name}/{p.name}={label(bad)}", kind, name, spoil(name, p.name, bad), tokens_of(bad)
                    )
                )
    # Shapes that do not fit the function.
    fits = [
        ("reshape", spoil("reshape", "shape", (2, 2)), ("(2, 2)", "[2, 2]")),
        ("reshape", spoil("reshape", "shape", (-1, -1)), ("(-1, -1)", "[-1, -1]")),
        ("broadcast_to", spoil("broadcast_to", "shape", (2,)), ("(2,)", "[2]")),
        ("broadcast_to", spoil("broadcast_to", "shape", (3, 2)), ("(3, 2)", "[3, 2]")),
        ("matmul", call(ivy.matmul, S("r"), S("r")), ("(2, 3)", "[2, 3]")),
        ("matmul", call(ivy.matmul, S("v"), S("v2")), ("(2,)", "[2]")),
        ("vecdot", call(ivy.vecdot, S("v"), S("v2")), ("(2,)", "[2]")),
        ("tensordot", call(ivy.tensordot, S("r"), S("m")), ("(2, 3)", "[2, 3]", "(2, 2)", "[2, 2]")),
        ("cross", call(ivy.cross, S("v2"), S("v2")), ("(2,)", "[2]")),
        ("solve", call(ivy.solve, S("m"), S("v")), ("(3,)", "[3]")),
        ("concat", call(ivy.concat, [S("v"), S("m")]), ("(2, 2)", "[2, 2]")),
        ("concat", call(ivy.concat, [S("r"), S("m")], axis=0), ("(2, 2)", "[2, 2]")),
        ("stack", call(ivy.stack, [S("v"), S("v2")]), ("(2,)", "[2]")),
        ("broadcast_arrays", call(ivy.broadcast_arrays, S("v"), S("v2")), ("(2,)", "[2]")),
        ("where", call(ivy.where, S("b"), S("v"), S("v2")), ("(2,)", "[2]")),
        ("take_along_axis", call(ivy.take_along_axis, S("m"), S("ix")), ("(2,)", "[2]")),
        ("outer", call(ivy.outer, S("m"), S("v")), ("(2, 2)", "[2, 2]")),
    ]
    for name in ("inv", "det", "cholesky", "eigh", "eigvalsh", "slogdet"):
        fits.append((name, call(getattr(ivy, name), S("r")), ("(2, 3)", "[2, 3]")))
    fits.append(("matrix_power", call(ivy.matrix_power, S("r"), 2), ("(2, 3)", "[2, 3]")))
    for name in (
        "inv",
        "det",
        "matrix_transpose",
        "trace",
        "diagonal",
        "tril",
        "triu",
        "svd",
        "qr",
        "matrix_norm",
    ):
        fits.append((name, call(getattr(ivy, name), S("v")), ("(3,)", "[3]", "1-d", "1 dimension")))
    for name, api in API.items():
        elementwise = api.spec.__module__ == "ivy_core.elementwise"
        if elementwise and len(api.promote) == 2 and param_position(name, api.promote[1]) is not None:
            sym = "i" if api.kinds and "float" not in api.kinds else "v"
            other = {"v": "v2", "i": "ix"}[sym]
            fits.append(
                (name, spoil_many(name, {api.promote[0]: S(sym), api.promote[1]: S(other)}), ("(2,)", "[2]"))
            )
    seen: dict[str, int] = {}
    for name, build, tokens in fits:
        seen[name] = seen.get(name, 0) + 1
        cases.append(Case(f"{name}/shapes do not fit #{seen[name]}", "shape", name, build, tokens))
    return cases


def gen_flags() -> list[Case]:
    """Bool parameters (``keepdims``, ``descending``, ``copy``...) take a bool
    only: a string or a number is never read as true or false."""
    cases = []
    for name, api in API.items():
        for flag in api.flags:
            for bad in ("no", 1.5):
                cases.append(
                    Case(f"{name}/{flag}={label(bad)}", "type", name, spoil(name, flag, bad), tokens_of(bad))
                )
    return cases


def gen_ints() -> list[Case]:
    """Int parameters given NaN, inf, fractions, strings, negative sizes."""
    cases = []
    negative_ok = {"k", "offset", "shift", "n"}  # n of matrix_power: a negative power is valid
    for name, api in API.items():
        for p in api.params:
            if p.name not in INT_PARAMS:
                continue
            if p.kind in (0, 1) and param_position(name, p.name) is None and not p.has_default:
                continue
            if p.kind in (0, 1) and param_position(name, p.name) is None:
                continue
            for bad in NON_INT_VALUES:
                cases.append(
                    Case(
                        f"{name}/{p.name}={label(bad)}",
                        "type",
                        name,
                        spoil(name, p.name, bad),
                        tokens_of(bad),
                    )
                )
            if p.name not in negative_ok or (name != "matrix_power" and p.name == "n"):
                if p.name in ("seed_value",):
                    continue
                cases.append(Case(f"{name}/{p.name}=-1", "value", name, spoil(name, p.name, -1), ("-1",)))
    for name in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft"):
        for bad in (0,):
            cases.append(Case(f"{name}/n={bad}", "value", name, spoil(name, "n", bad), (str(bad),)))
        cases.append(Case(f"{name}/norm='bad'", "value", name, spoil(name, "norm", "bad"), ("'bad'",)))
    cases += [
        Case(
            "split/num_or_size_splits=2 (3 not divisible)",
            "value",
            "split",
            spoil("split", "num_or_size_splits", 2),
            ("2",),
        ),
        Case("split/num_or_size_splits=0", "value", "split", spoil("split", "num_or_size_splits", 0), ("0",)),
        Case(
            "repeat/repeats=[1, 2] (length 2 for 3)",
            "shape",  # the counts do not fit the elements
            "repeat",
            spoil("repeat", "repeats", S("ix")),
            ("(2,)", "[2]", "2"),
        ),
        Case("tile/repetitions=(-1,)", "value", "tile", spoil("tile", "repetitions", (-1,)), ("-1",)),
        Case("arange/stop=nan", "value", "arange", call(ivy.arange, 0, float("nan")), ("nan",)),
        Case("arange/stop=inf", "value", "arange", call(ivy.arange, 0, float("inf")), ("inf",)),
        Case("arange/start=nan", "value", "arange", call(ivy.arange, float("nan")), ("nan",)),
        Case("arange/step=0", "value", "arange", call(ivy.arange, 0, 5, 0), ("0",), param="step"),
        Case("arange/step=nan", "value", "arange", call(ivy.arange, 0, 5, float("nan")), ("nan",)),
        Case(
            "full/int32 fill=nan", "type", "full", call(ivy.full, (2,), float("nan"), dtype="int32"), ("nan",)
        ),
        Case(
            "full/int32 fill=inf", "type", "full", call(ivy.full, (2,), float("inf"), dtype="int32"), ("inf",)
        ),
        Case("full/int32 fill=1.5", "type", "full", call(ivy.full, (2,), 1.5, dtype="int32"), ("1.5",)),
        Case("full/bool fill=1.5", "type", "full", call(ivy.full, (2,), 1.5, dtype="bool"), ("1.5",)),
        Case("full/float32 fill=1j", "type", "full", call(ivy.full, (2,), 1j, dtype="float32"), ("1j",), param="value"),
        Case("full/fill=None", "type", "full", call(ivy.full, (2,), None), ("None",), param="fill value"),
        Case("full/fill='a'", "type", "full", call(ivy.full, (2,), "a"), ("'a'",), param="fill value"),
        Case(
            "full_like/int fill=nan", "type", "full_like", call(ivy.full_like, S("i"), float("nan")), ("nan",)
        ),
        Case("full_like/fill=None", "type", "full_like", call(ivy.full_like, S("v"), None), ("None",), param="fill value"),
        # correction=None: torch read it as 1, JAX refused it with its own class (issue 30)
        Case("var/correction=None", "type", "var", spoil("var", "correction", None), tokens_of(None)),
        Case("std/correction=None", "type", "std", spoil("std", "correction", None), tokens_of(None)),
        Case("vector_norm/ord='fro'", "type", "vector_norm", spoil("vector_norm", "ord", "fro"), ("'fro'",)),
        Case("matrix_norm/ord='bad'", "value", "matrix_norm", spoil("matrix_norm", "ord", "bad"), ("'bad'",)),
        Case("qr/mode='bad'", "value", "qr", spoil("qr", "mode", "bad"), ("'bad'",)),
        Case(
            "searchsorted/side='middle'",
            "value",
            "searchsorted",
            spoil("searchsorted", "side", "middle"),
            ("'middle'",),
        ),
        Case(
            "meshgrid/indexing='zz'",
            "value",
            "meshgrid",
            call(ivy.meshgrid, S("v"), S("v"), indexing="zz"),
            ("'zz'",),
            param="indexing",
        ),
        Case("seed/seed_value=-1", "value", "seed", call(ivy.seed, -1), ("-1",), param="seed_value"),
    ]
    return cases


def takes_none(api: Any, param: str) -> bool:
    """Whether the annotation of ``param`` allows None (``int | None``,
    ``Axis``, ``Any``; a parameter without one counts as allowing it)."""
    annotation = str(api.spec.__annotations__.get(param, "Any"))
    return "None" in annotation or annotation in ("Axis", "Any")


#: The hand-written cases' names of a parameter (``full/fill=None``).
NONE_ALIASES = {"fill_value": "fill"}


def gen_none(taken: set[str]) -> list[Case]:
    """None for every parameter whose annotation allows no None (issue: NumPy
    and JAX read ``sort(x, axis=None)`` as the flattened array,
    ``arange(0, 5, step=None)`` as step 1, ``vector_norm(x, ord=None)`` as
    2, where torch and TensorFlow refused them): :class:`ArgumentTypeError`
    on every backend. ``taken``: the ids other generators made already
    (``sum/x=None``, ``reshape/shape=None``)."""
    cases = []
    for name, api in API.items():
        for p in api.params:
            if p.kind == 2 or takes_none(api, p.name):
                continue
            if p.kind in (0, 1) and param_position(name, p.name) is None and (p.kind == 0 or not p.has_default):
                continue  # positional-only and left out of the base call: no keyword reaches it
            cid = f"{name}/{p.name}=None"
            if cid not in taken and f"{name}/{NONE_ALIASES.get(p.name, p.name)}=None" not in taken:
                cases.append(Case(cid, "type", name, spoil(name, p.name, None), tokens_of(None)))
    return cases


def gen_gigantic() -> list[Case]:
    """Sizes no machine holds: MemoryError, each run in a child process."""
    specs = [
        ("zeros", call(ivy.zeros, (GIGA, GIGA)), (str(GIGA),)),
        ("zeros", call(ivy.zeros, (HUGE,)), (str(HUGE),)),
        ("zeros", call(ivy.zeros, (2**64,)), (str(2**64),)),
        ("ones", call(ivy.ones, (GIGA, 4)), (str(GIGA),)),
        ("empty", call(ivy.empty, (HUGE,)), (str(HUGE),)),
        ("empty", call(ivy.empty, (GIGA, GIGA)), (str(GIGA),)),
        ("full", call(ivy.full, (GIGA, 4), 1.0), (str(GIGA),)),
        ("eye", call(ivy.eye, GIGA), (str(GIGA),)),
        ("arange", call(ivy.arange, 0, HUGE), (str(HUGE),)),
        ("linspace", call(ivy.linspace, 0.0, 1.0, HUGE), (str(HUGE),)),
        ("logspace", call(ivy.logspace, 0.0, 1.0, HUGE), (str(HUGE),)),
        ("random_uniform", call(ivy.random_uniform, shape=(GIGA, 4)), (str(GIGA),)),
        ("random_normal", call(ivy.random_normal, shape=(GIGA, 4)), (str(GIGA),)),
        ("tile", call(ivy.tile, S("v"), (GIGA,)), (str(GIGA),)),
        ("repeat", call(ivy.repeat, S("v"), GIGA), (str(GIGA),)),
        ("fftfreq", call(ivy.fft.fftfreq, HUGE), (str(HUGE),)),
        ("fft", call(ivy.fft.fft, S("v"), n=HUGE), (str(HUGE),)),
        # empty, but the product of the non-zero sizes overflows int64 (XLA aborted)
        ("zeros", call(ivy.zeros, (2**62, 4, 0)), (str(2**62),)),
        ("full", call(ivy.full, (0, GIGA, GIGA), 1.0), (str(GIGA),)),
    ]
    seen: dict[str, int] = {}
    cases = []
    for name, build, tokens in specs:
        seen[name] = seen.get(name, 0) + 1
        cases.append(Case(f"{name}/gigantic #{seen[name]}", "memory", name, build, tokens, subprocess=True))
    return cases


def gen_overflow() -> list[Case]:
    cases = [
        Case("full/int8 fill=300", "overflow", "full", call(ivy.full, (2,), 300, dtype="int8"), ("300",)),
        Case("full/uint8 fill=-1", "overflow", "full", call(ivy.full, (2,), -1, dtype="uint8"), ("-1",)),
        Case(
            "full/int64 fill=2**70",
            "overflow",
            "full",
            call(ivy.full, (2,), 2**70, dtype="int64"),
            (str(2**70),),
        ),
        Case("full_like/int8 fill=300", "overflow", "full_like", call(ivy.full_like, S("i8"), 300), ("300",)),
        Case("asarray/[300] int8", "overflow", "asarray", call(ivy.asarray, [300], dtype="int8"), ("300",)),
        Case("asarray/[-1] uint8", "overflow", "asarray", call(ivy.asarray, [-1], dtype="uint8"), ("-1",)),
        Case("asarray/2**70", "overflow", "asarray", call(ivy.asarray, 2**70), (str(2**70),)),
        Case("asarray/[1, 2**64]", "overflow", "asarray", call(ivy.asarray, [1, 2**64]), (str(2**64),)),
        Case(
            "arange/int8 start=300", "overflow", "arange", call(ivy.arange, 300, 310, dtype="int8"), ("300",)
        ),
    ]
    comparisons = {"equal", "not_equal", "less", "less_equal", "greater", "greater_equal"}
    for name, api in API.items():
        if len(api.promote) != 2 or name in comparisons or (api.kinds and "signed" not in api.kinds):
            continue
        if param_position(name, api.promote[1]) is None:
            continue
        x1, x2 = api.promote
        cases.append(
            Case(
                f"{name}/int8 with 1000",
                "overflow",
                name,
                spoil_many(name, {x1: S("i8"), x2: 1000}),
                ("1000",),
            )
        )
        cases.append(
            Case(f"{name}/uint8 with -1", "overflow", name, spoil_many(name, {x1: S("u8"), x2: -1}), ("-1",))
        )
    # Each message says "the Python int -1 does not fit in uint8".
    return [c if c.param else replace(c, param="Python int") for c in cases]


def gen_out() -> list[Case]:
    """Bad ``out=``: the base call's result, reshaped, recast or replaced."""
    cases = []
    for name, api in API.items():
        if not api.has_out or api.returns != "array":
            continue
        for what in ("shape", "dtype", "list", "native", "str"):
            kind = {"shape": "shape", "dtype": "type"}.get(what, "type")

            def build(backend: str, name: str = name, what: str = what) -> tuple:
                fn, args, kwargs = spoil(name, "out", None)(backend)
                kwargs.pop("out")
                result = fn(*args, **kwargs)
                # A lazy result's size that depends on the data is None: any size is wrong for it.
                shape = tuple(1 if n is None else n for n in result.shape)
                if what == "shape":
                    out = ivy.zeros((*shape, 2), dtype=result.dtype)
                elif what == "dtype":
                    other = "float32" if str(result.dtype) in ("int64", "int32", "bool", "int8") else "int32"
                    out = ivy.zeros(shape, dtype=other)
                elif what == "list":
                    out = ivy.zeros(shape, dtype=result.dtype).tolist()
                    out = out if isinstance(out, list) else [out]
                elif what == "native":
                    out = ivy.zeros(shape, dtype=result.dtype).to_native()
                else:
                    out = "out"
                return fn, args, {**kwargs, "out": out}

            tokens = {"shape": ("2,)", ", 2)", "2]"), "dtype": ("int32", "float32"), "list": ("list",),
                      "native": ("ndarray", "Tensor", "Array"), "str": ("'out'", "str")}[what]  # fmt: skip
            cases.append(Case(f"{name}/out= wrong {what}", kind, name, build, tokens, param="out"))
    return cases


def gen_index() -> list[Case]:
    def get(x: Any, key: Any) -> Any:
        return x[key]

    def put(x: Any, key: Any, value: Any) -> None:
        x[key] = value

    getters = [
        ("v[10]", "index", S("v"), 10, ("10",)),
        ("v[-10]", "index", S("v"), -10, ("-10",)),
        ("m[0, 10]", "index", S("m"), (0, 10), ("10",)),
        ("m[5, 0]", "index", S("m"), (5, 0), ("5",)),
        ("v[0, 0]", "index", S("v"), (0, 0), ("(0, 0)", "2", "too many")),
        ("v[..., 0, 0]", "index", S("v"), (Ellipsis, 0, 0), ("2", "too many")),
        ("v[[10]]", "index", S("v"), S("ix_oob"), ("10",)),
        ("v[bool mask of 2]", "index", S("v"), S("mask2"), ("(2,)", "[2]", "2")),
        ("v[1.5]", "key_type", S("v"), 1.5, ("1.5",)),
        ("v['a']", "key_type", S("v"), "a", ("'a'",)),
        ("v[None-dict]", "key_type", S("v"), {"a": 1}, ("dict",)),
        ("v[Opaque]", "key_type", S("v"), OPAQUE, ("Opaque",)),
        ("v[0.0:2]", "key_type", S("v"), slice(0.0, 2), ("0.0",)),
        ("v[float array]", "key_type", S("v"), S("fkey"), ("float32",)),
        ("v[(1.5,)]", "key_type", S("v"), (1.5,), ("1.5",)),
    ]
    cases = [
        Case(f"__getitem__/{cid}", kind, "__getitem__", call(get, x, key), tokens, param="index")
        for cid, kind, x, key, tokens in getters
    ]
    setters = [
        ("v[10] = 1.0", "index", S("v"), 10, 1.0, ("10",)),
        ("m[0, 10] = 1.0", "index", S("m"), (0, 10), 1.0, ("10",)),
        ("v[0, 0] = 1.0", "index", S("v"), (0, 0), 1.0, ("2", "too many")),
        ("v[1.5] = 1.0", "key_type", S("v"), 1.5, 1.0, ("1.5",)),
        ("v['a'] = 1.0", "key_type", S("v"), "a", 1.0, ("'a'",)),
        ("i[0] = 1.5", "type", S("i"), 0, 1.5, ("1.5", "float")),
        ("i8[0] = 300", "overflow", S("i8"), 0, 300, ("300",)),
        ("u8[0] = -1", "overflow", S("u8"), 0, -1, ("-1",)),
        ("i[0] = 2**70", "overflow", S("i"), 0, 2**70, (str(2**70),)),
        ("v[0] = 1j", "type", S("v"), 0, 1j, ("1j", "complex")),
        ("b[0] = 1.5", "type", S("b"), 0, 1.5, ("1.5", "float")),
        ("i[0] = 1j", "type", S("i"), 0, 1j, ("1j", "complex")),
        ("v[0] = 'a'", "type", S("v"), 0, "a", ("'a'", "str")),
        ("v[0] = None", "type", S("v"), 0, None, ("None", "NoneType")),
        ("v[0] = Opaque", "type", S("v"), 0, OPAQUE, ("Opaque",)),
        ("v[:] = (2,) array", "shape", S("v"), slice(None), S("v2"), ("(2,)", "[2]")),
        ("v[0] = (2,) array", "shape", S("v"), 0, S("v2"), ("(2,)", "[2]")),
    ]
    cases += [
        Case(f"__setitem__/{cid}", kind, "__setitem__", call(put, x, key, value), tokens,
             param={"index": "index", "key_type": "index", "overflow": "Python int"}.get(kind, "value"))
        for cid, kind, x, key, value, tokens in setters
    ]  # fmt: skip
    cases += [
        Case("take/indices out of bounds", "index", "take", call(ivy.take, S("v"), S("ix_oob")), ("10",), param="indices"),
        Case(
            "take_along_axis/indices out of bounds",
            "index",
            "take_along_axis",
            call(ivy.take_along_axis, S("v"), S("ix_oob")),
            ("10",),
            param="indices",
        ),  # fmt: skip
        Case("take/float indices", "type", "take", call(ivy.take, S("v"), S("fkey")), ("float32",)),
    ]
    return cases


OPERANDS.update(
    {
        "ix_oob": lambda: ivy.asarray([10], dtype="int64"),
        "mask2": lambda: ivy.asarray([True, False]),
        "fkey": lambda: ivy.asarray([0.0, 1.0], dtype="float32"),
    }
)


def gen_backends() -> list[Case]:
    """Unknown backend names, and values that are not names, given to
    ``set_backend`` and ``using_backend``."""
    cases = []
    bad_values = [("backend", bad, repr(bad)) for bad in ("nope", "", "numpy2", "Torch ")]
    bad_values += [("type", bad, label(bad)) for bad in (None, 42, OPAQUE, ["numpy"])]
    for kind, bad, shown in bad_values:
        for name, run in (("set_backend", call(ivy.set_backend, bad)), ("using_backend", call(enter, ivy.using_backend, bad))):
            cases.append(Case(f"{name}({shown})", kind, name, run, tokens_of(bad), names_backend=False, param="backend"))
    return cases


# --- mixed frameworks ----------------------------------------------------------------
def gen_mixed(installed: list[str]) -> list[Case]:
    """Arrays of two frameworks in one call (only with two backends installed)."""
    cases = []
    if len(installed) < 2:
        return cases
    for name, api in API.items():
        params = [p for p in api.arrays if param_position(name, p) is not None]
        if len(params) < 2:
            continue
        for native in (False, True):
            for other in installed:

                def build(
                    backend: str,
                    name: str = name,
                    param: str = params[1],
                    other: str = other,
                    native: bool = native,
                ) -> tuple:
                    fn, args, kwargs = spoil(name, param, None)(backend)
                    pos = param_position(name, param)
                    with ivy.using_backend(other):
                        foreign = resolve(base_call(name)[0][pos])
                    if native:
                        foreign = foreign.to_native()
                        args = tuple(a.to_native() if isinstance(a, ivy.Array) else a for a in args)
                    args = args[:pos] + (foreign,) + args[pos + 1 :]
                    return fn, args, kwargs

                tag = "native" if native else "Array"
                cases.append(
                    Case(
                        f"{name}/{params[1]} from {other} ({tag})",
                        "mixed",
                        name,
                        build,
                        (other,),
                        needs=(other,),
                        param=params[1],
                    )
                )
    return cases


def corpus(installed: list[str] | None = None) -> list[Case]:
    """Every case; mixed-framework cases need the ``installed`` backends."""
    cases = (
        gen_wrong_types() + gen_axes() + gen_dtypes() + gen_shapes() + gen_ints() + gen_flags() + gen_overflow()
        + gen_out() + gen_index() + gen_backends() + gen_gigantic() + gen_mixed(installed or [])
    )  # fmt: skip
    cases += gen_none({c.id for c in cases})
    ids = [c.id for c in cases]
    dupes = {i for i in ids if ids.count(i) > 1}
    assert not dupes, f"duplicate case ids: {sorted(dupes)}"
    return cases


def cases_for(backend: str, installed: list[str]) -> list[Case]:
    """The cases to run on ``backend`` (mixed ones only with another backend)."""
    return [c for c in corpus(installed) if all(n != backend for n in c.needs)]
