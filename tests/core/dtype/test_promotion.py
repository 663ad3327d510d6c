"""The promotion table: its shape (symmetric, total, closed), agreement with
the Array API standard as array-api-strict implements it, Ivy's extra
mixed-kind table, precise mode, and the Python scalar rule.
See shared/reference/promotion.md. Needs no backend."""

from __future__ import annotations

import itertools
import threading

import array_api_strict as xp
import pytest

import ivy_core as ivy
from ivy_core import Dtype

NAMES = tuple(ivy.all_dtypes)
PAIRS = list(itertools.product(NAMES, NAMES))
S = {
    "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64",
    "u8": "uint8", "u16": "uint16", "u32": "uint32", "u64": "uint64",
    "bf": "bfloat16", "f16": "float16", "f32": "float32", "f64": "float64",
    "c64": "complex64", "c128": "complex128", "b": "bool",
}  # fmt: skip


def expand(spec: str) -> list[tuple[str, str]]:
    """``"bf|f16 i16|u16"`` -> the pairs of full names it stands for."""
    left, right = spec.split()
    return [(S[a], S[b]) for a in left.split("|") for b in right.split("|")]


def table(precise: bool) -> dict[tuple[str, str], str]:
    with ivy.using_precise_mode(precise):
        out = {}
        for a, b in PAIRS:
            try:
                out[(a, b)] = ivy.promote_types(a, b)
            except TypeError:
                pass
        return out


# --- shape of the table ---------------------------------------------------------


@pytest.mark.parametrize("precise", [True, False])
def test_table_is_total(precise: bool) -> None:
    t = table(precise)
    missing = [p for p in PAIRS if p not in t]
    assert missing == [], f"pairs with no promotion: {missing}"
    assert len(t) == 15 * 15


@pytest.mark.parametrize("precise", [True, False])
def test_table_is_symmetric(precise: bool) -> None:
    t = table(precise)
    asym = [(a, b) for (a, b) in t if t[(a, b)] != t.get((b, a))]
    assert asym == []


@pytest.mark.parametrize("precise", [True, False])
def test_every_result_is_a_dtype(precise: bool) -> None:
    for (a, b), r in table(precise).items():
        assert type(r) is Dtype, (a, b, r)
        assert r in NAMES


@pytest.mark.parametrize("precise", [True, False])
def test_same_dtype_promotes_to_itself(precise: bool) -> None:
    with ivy.using_precise_mode(precise):
        for n in NAMES:
            assert ivy.promote_types(n, n) is Dtype(n)


@pytest.mark.parametrize("precise", [True, False])
def test_result_is_at_least_as_wide_as_both_inputs(precise: bool) -> None:
    # The result can hold both inputs: can_cast holds from each input to it.
    with ivy.using_precise_mode(precise):
        for a, b in PAIRS:
            r = ivy.promote_types(a, b)
            assert ivy.can_cast(a, r) and ivy.can_cast(b, r), (a, b, r)


@pytest.mark.parametrize("precise", [True, False])
def test_bool_with_anything_is_that_dtype(precise: bool) -> None:
    with ivy.using_precise_mode(precise):
        for n in NAMES:
            assert ivy.promote_types("bool", n) == n
            assert ivy.promote_types(n, "bool") == n


# --- the Array API standard ------------------------------------------------------


def standard_pairs() -> list[tuple[str, str, str]]:
    out = []
    for a, b in PAIRS:
        da, db = getattr(xp, a, None), getattr(xp, b, None)
        if da is None or db is None:
            continue  # bfloat16 and float16 are outside the standard
        try:
            r = xp.result_type(da, db)
        except TypeError:
            continue  # the standard leaves the pair undefined
        out.append((a, b, str(r).removeprefix("array_api_strict.")))
    return out


STANDARD = standard_pairs()


def test_standard_pairs_cover_the_standard_table() -> None:
    # A sanity check that array-api-strict answered: 13 dtypes, the standard
    # defines every same-kind pair and signed/unsigned pairs but uint64 x signed.
    names = {a for a, _, _ in STANDARD}
    assert names == set(NAMES) - {"bfloat16", "float16"}
    assert ("uint8", "int8", "int16") in STANDARD
    assert ("float64", "complex64", "complex128") in STANDARD
    assert not any({a, b} == {"uint64", "int64"} for a, b, _ in STANDARD)
    assert not any({a, b} == {"int32", "float32"} for a, b, _ in STANDARD)
    # 8x8 integer pairs less uint64 x signed (56), 4x4 float/complex (16), bool (1)
    assert len(STANDARD) == 73


@pytest.mark.parametrize("precise", [True, False])
@pytest.mark.parametrize(("a", "b", "expected"), STANDARD, ids=[f"{a}-{b}" for a, b, _ in STANDARD])
def test_matches_array_api_strict(precise: bool, a: str, b: str, expected: str) -> None:
    with ivy.using_precise_mode(precise):
        assert ivy.promote_types(a, b) == expected
        assert ivy.result_type(a, b) == expected


def test_float16_among_floats() -> None:
    assert ivy.promote_types("float16", "float32") == "float32"
    assert ivy.promote_types("float16", "float64") == "float64"
    assert ivy.promote_types("float16", "complex64") == "complex64"
    assert ivy.promote_types("float16", "complex128") == "complex128"


# --- Ivy's extra mixed-kind table (the same in both modes) ----------------------

EXTRA = [
    *[(a, b, b) for spec in ("i8|u8 f16|f32|f64|bf|c64|c128",) for a, b in expand(spec)],
    *[(a, b, b) for a, b in expand("i16|u16 f32|f64|c64|c128")],
    *[(a, b, b) for a, b in expand("i32|u32|i64 f64|c128")],
    *[(a, b, "float64") for a, b in expand("u64 i8|i16|i32|i64")],
    ("uint64", "float64", "float64"),
    ("uint64", "complex128", "complex128"),
    ("float16", "bfloat16", "float32"),
    *[(a, b, b) for a, b in expand("bf f32|f64|c64|c128")],
    ("float16", "complex64", "complex64"),
    ("float32", "complex64", "complex64"),
    ("float64", "complex64", "complex128"),
]


@pytest.mark.parametrize("precise", [True, False])
@pytest.mark.parametrize(("a", "b", "expected"), EXTRA, ids=[f"{a}-{b}" for a, b, _ in EXTRA])
def test_extra_table(precise: bool, a: str, b: str, expected: str) -> None:
    with ivy.using_precise_mode(precise):
        assert ivy.promote_types(a, b) == expected
        assert ivy.promote_types(b, a) == expected


# --- precise mode --------------------------------------------------------------------

#: (pair spec, precise result, imprecise result); "=float" is the pair's float type.
PRECISE_ROWS = [
    ("f16|bf i16|u16", "float32", "=float"),
    ("f16|bf i32|i64|u32|u64", "float64", "=float"),
    ("f32 i32|i64|u32|u64", "float64", "float32"),
    ("c64 i32|i64|u32|u64", "complex128", "complex64"),
]
PRECISE_CASES = [
    (a, b, precise, a if imprecise == "=float" else imprecise)
    for spec, precise, imprecise in PRECISE_ROWS
    for a, b in expand(spec)
]
PRECISE_IDS = [f"{a}-{b}" for a, b, _, _ in PRECISE_CASES]


def test_precise_mode_is_on_by_default() -> None:
    assert ivy.precise_mode() is True
    assert ivy.promote_types("int32", "float32") == "float64"


@pytest.mark.parametrize(("a", "b", "precise", "imprecise"), PRECISE_CASES, ids=PRECISE_IDS)
def test_precise_rows_with_set_precise_mode(a: str, b: str, precise: str, imprecise: str) -> None:
    assert ivy.promote_types(a, b) == precise
    assert ivy.promote_types(b, a) == precise
    ivy.set_precise_mode(False)
    assert ivy.precise_mode() is False
    assert ivy.promote_types(a, b) == imprecise
    assert ivy.promote_types(b, a) == imprecise
    assert ivy.result_type(a, b) == imprecise
    ivy.set_precise_mode(True)
    assert ivy.precise_mode() is True
    assert ivy.promote_types(a, b) == precise
    assert ivy.result_type(b, a) == precise


@pytest.mark.parametrize(("a", "b", "precise", "imprecise"), PRECISE_CASES, ids=PRECISE_IDS)
def test_precise_rows_with_using_precise_mode(a: str, b: str, precise: str, imprecise: str) -> None:
    with ivy.using_precise_mode(False):
        assert ivy.precise_mode() is False
        assert ivy.promote_types(a, b) == imprecise
        with ivy.using_precise_mode(True):
            assert ivy.promote_types(a, b) == precise
        assert ivy.result_type(b, a) == imprecise
    assert ivy.precise_mode() is True
    assert ivy.promote_types(a, b) == precise


def test_precise_mode_changes_only_the_listed_pairs() -> None:
    precise, imprecise = table(True), table(False)
    changed = {frozenset(p) for p in PAIRS if precise[p] != imprecise[p]}
    listed = {frozenset((a, b)) for a, b, _, _ in PRECISE_CASES}
    assert changed == listed


def test_using_precise_mode_beats_the_global_setting() -> None:
    ivy.set_precise_mode(False)
    with ivy.using_precise_mode(True):
        assert ivy.promote_types("int32", "float32") == "float64"
    assert ivy.promote_types("int32", "float32") == "float32"


def test_using_precise_mode_is_local_to_the_thread() -> None:
    seen: list[object] = []
    with ivy.using_precise_mode(False):
        t = threading.Thread(target=lambda: seen.append(ivy.promote_types("int32", "float32")))
        t.start()
        t.join(timeout=10)
        assert ivy.promote_types("int32", "float32") == "float32"
    assert seen == ["float64"]


def test_set_precise_mode_is_global_across_threads() -> None:
    t = threading.Thread(target=ivy.set_precise_mode, args=(False,))
    t.start()
    t.join(timeout=10)
    assert ivy.precise_mode() is False


def test_promote_types_rejects_non_dtypes() -> None:
    with pytest.raises(TypeError):
        ivy.promote_types("int32", "float")
    with pytest.raises(TypeError):
        ivy.promote_types("int", "int32")


# --- Python scalars (README "Dtypes and promotion", _promotion.py) ------------------


@pytest.mark.parametrize("d", NAMES)
def test_scalar_of_a_kind_the_dtype_holds_keeps_the_dtype(d: str) -> None:
    kind = Dtype(d).kind
    holds = {
        "bool": (bool,), "signed": (bool, int), "unsigned": (bool, int),
        "float": (bool, int, float), "complex": (bool, int, float, complex),
    }[kind]  # fmt: skip
    samples = {bool: True, int: 3, float: 0.5, complex: 1 + 2j}
    for t in holds:
        assert ivy.result_type(d, samples[t]) == d
        assert ivy.result_type(samples[t], d) == d


@pytest.mark.parametrize("d", [*ivy.all_int_dtypes, "bool"])
def test_float_scalar_with_int_gives_default_float(d: str) -> None:
    assert ivy.result_type(d, 2.5) == "float32"
    with ivy.using_default_dtypes(float="bfloat16"):
        assert ivy.result_type(d, 2.5) == "bfloat16"


@pytest.mark.parametrize(
    ("d", "expected"),
    [("bfloat16", "complex64"), ("float16", "complex64"), ("float32", "complex64"),
     ("float64", "complex128")],
)  # fmt: skip
def test_complex_scalar_with_float_gives_complex_of_its_precision(d: str, expected: str) -> None:
    assert ivy.result_type(d, 1j) == expected
    with ivy.using_default_dtypes(complex="complex128"):
        assert ivy.result_type(d, 1j) == expected  # precision, not the default


@pytest.mark.parametrize("d", [*ivy.all_int_dtypes, "bool"])
def test_complex_scalar_with_int_gives_default_complex(d: str) -> None:
    assert ivy.result_type(d, 1j) == "complex64"
    with ivy.using_default_dtypes(complex="complex128"):
        assert ivy.result_type(d, 1j) == "complex128"


def test_scalar_rule_after_array_promotion() -> None:
    # the dtypes promote first (precise mode), then the scalar applies
    assert ivy.result_type("int32", "float32", 1j) == "complex128"
    with ivy.using_precise_mode(False):
        assert ivy.result_type("int32", "float32", 1j) == "complex64"
    assert ivy.result_type("uint8", "int8", 7) == "int16"
