"""The one table of Python operators and the API functions behind them
(``ivy_core/_spec/_operators.py``): complete for the operators ``ivy_core.Array``
defines and for the operator nodes of Python's syntax tree, and what the
introspection reads when it derives the support of a function written with
operators. No backend is needed."""

from __future__ import annotations

import ast
import operator
from pathlib import Path

import pytest
from ivy_core._spec import _operators
from ivy_core._spec._api import API
from ivy_core._tools import _introspect

import ivy_core as ivy

#: The operator module's dunders that call no array API function: item
#: access, containment, calls, sequence concatenation, ``not``.
NOT_FUNCTIONS = frozenset({
    "__getitem__", "__setitem__", "__delitem__", "__index__", "__contains__",
    "__call__", "__concat__", "__iconcat__", "__not__", "__inv__",
})  # fmt: skip


def python_operator_dunders() -> set[str]:
    """Every operator method Python's data model has (from the operator
    module), with the reflected forms of the binary ones."""
    out = {
        n
        for n, f in vars(operator).items()
        if n.startswith("__") and n.endswith("__") and callable(f) and not isinstance(f, type)
    } - NOT_FUNCTIONS
    inplace = {n[3:-2] for n in out if n.startswith("__i") and f"__{n[3:-2]}__" in out}
    return out | {f"__r{stem}__" for stem in inplace}


def array_attributes() -> set[str]:
    return {n for cls in ivy.Array.__mro__ if cls is not object for n in vars(cls)}


def test_every_operator_dunder_of_array_is_in_the_table() -> None:
    defined = array_attributes() & python_operator_dunders()
    assert defined, "ivy_core.Array defines no operator?"
    missing = sorted(defined - set(_operators.DUNDERS))
    assert not missing, f"operators of ivy_core.Array missing from _operators: {missing}"


def test_every_operator_of_the_table_is_defined_on_array() -> None:
    missing = sorted(set(_operators.DUNDERS) - array_attributes())
    assert not missing, f"in _operators but not defined on ivy_core.Array: {missing}"


def test_the_table_covers_python_arithmetic_bitwise_and_comparison_operators() -> None:
    # Everything Python can dispatch to an array through an operator.
    assert python_operator_dunders() == set(_operators.DUNDERS)


def test_every_function_of_the_table_is_an_api_function() -> None:
    for stem, name in _operators.FUNCTIONS.items():
        assert name in API, (stem, name)


def test_forms_and_dunders_derive_from_the_three_tables() -> None:
    assert set(_operators.FORMS) == set(_operators.DUNDERS)
    for stem, name in _operators.BINARY.items():
        for dunder, form in (
            (f"__{stem}__", "binary"),
            (f"__r{stem}__", "reflected"),
            (f"__i{stem}__", "inplace"),
        ):
            assert _operators.DUNDERS[dunder] == name and _operators.FORMS[dunder] == form
    for stem, name in _operators.UNARY.items():
        assert _operators.DUNDERS[f"__{stem}__"] == name and _operators.FORMS[f"__{stem}__"] == "unary"
    for stem, name in _operators.COMPARE.items():
        assert _operators.DUNDERS[f"__{stem}__"] == name and _operators.FORMS[f"__{stem}__"] == "compare"
    assert len(_operators.DUNDERS) == 3 * len(_operators.BINARY) + len(_operators.UNARY) + len(
        _operators.COMPARE
    )


@pytest.mark.parametrize(
    ("dunder", "function"),
    [
        ("__invert__", "bitwise_invert"),  # ~x: not logical_not
        ("__and__", "bitwise_and"),
        ("__ror__", "bitwise_or"),
        ("__ixor__", "bitwise_xor"),
        ("__lshift__", "bitwise_left_shift"),
        ("__rrshift__", "bitwise_right_shift"),
        ("__floordiv__", "floor_divide"),
        ("__imod__", "remainder"),
        ("__rmatmul__", "matmul"),
        ("__pos__", "positive"),
        ("__ne__", "not_equal"),
        ("__le__", "less_equal"),
        ("__ge__", "greater_equal"),
    ],
)
def test_operator_functions(dunder: str, function: str) -> None:
    assert _operators.DUNDERS[dunder] == function


def test_ast_names_cover_every_operator_node() -> None:
    nodes = {c.__name__ for base in (ast.operator, ast.unaryop, ast.cmpop) for c in base.__subclasses__()}
    # not x, is, is not, in, not in: no API function (truth, identity, containment).
    assert set(_operators.AST_STEMS) == nodes - {"Not", "Is", "IsNot", "In", "NotIn"}
    for node, stem in _operators.AST_STEMS.items():
        assert stem in _operators.FUNCTIONS, node
        assert _operators.AST[node] == _operators.FUNCTIONS[stem]
    # Every operator but abs (a call, found by its name) has a node.
    assert set(_operators.FUNCTIONS) - set(_operators.AST_STEMS.values()) == {"abs"}


def test_operators_is_a_leaf_module() -> None:
    tree = ast.parse(Path(_operators.__file__).read_text(encoding="utf-8"))
    imports = [
        ast.unparse(n)
        for n in ast.walk(tree)
        if isinstance(n, (ast.Import, ast.ImportFrom))
        and not (isinstance(n, ast.ImportFrom) and n.module == "__future__")
    ]
    assert imports == []


# --- the syntax-tree walk reads the table -------------------------------------------------


def every_operator(x, y):
    a = x + y - x * y / x // y % x**y @ y
    b = (x & y) | (x ^ y) | (x << y) | (x >> y)
    c = -x, +x, ~x, abs(x)
    d = (x == y, x != y, x < y, x <= y, x > y, x >= y)
    x += y
    x -= y
    x *= y
    x /= y
    x //= y
    x %= y
    x **= y
    x @= y
    x &= y
    x |= y
    x ^= y
    x <<= y
    x >>= y
    return a, b, c, d, x


def test_the_walk_finds_the_function_behind_every_operator() -> None:
    assert _introspect._called_functions(every_operator, "test") == set(_operators.FUNCTIONS.values())


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("lambda x: ~x", {"bitwise_invert"}),
        ("lambda x, y: x & y", {"bitwise_and"}),
        ("lambda x, y: x // y", {"floor_divide"}),
        ("lambda x, y: x % y", {"remainder"}),
        ("lambda x, y: x << y", {"bitwise_left_shift"}),
        ("lambda x, y: x @ y", {"matmul"}),
        ("lambda x, y: x <= y", {"less_equal"}),
        ("lambda x, y: 1 < x < y", {"less"}),
        ("lambda x, y: x is y or x in y or not x", set()),
    ],
)
def test_one_operator(source: str, expected: set[str], tmp_path: Path) -> None:
    # The walk reads the source from a file, as for any function.
    path = tmp_path / "fn.py"
    path.write_text(f"f = {source}\n", encoding="utf-8")
    namespace: dict = {}
    exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), namespace)
    assert _introspect._called_functions(namespace["f"], "test") == expected


def decorated(flag=None):
    return lambda fn: fn


@decorated(flag=1 | 2)
def annotated(x: int | None = -1, *, y: float | complex = ~0) -> int | None:
    z: int | None = x
    return z


def test_annotations_decorators_and_defaults_call_nothing() -> None:
    # Annotations are never evaluated as array operations, and the decorators
    # and defaults of the function run when it is defined, not when it is called.
    assert _introspect._called_functions(annotated, "test") == set()
