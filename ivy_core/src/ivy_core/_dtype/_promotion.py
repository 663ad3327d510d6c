"""Type promotion: the Array API standard's table, Ivy's extra mixed-kind table
and precise mode, written as data (see ``shared/reference/promotion.md``).

Each table maps an unordered pair of dtype names to the result name. The
tables are closed into one symmetric ``dict[(a, b)] -> Dtype`` per mode at
import; a pair missing from every table has no promotion and raises.
"""

from __future__ import annotations

import sys

from .._base import _state
from ._dtypes import _INTERNED, COMPLEX_OF, Dtype, get_default

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Iterable

# Short names keep the tables readable: a row is (left, right, result).
_S = {
    "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64",
    "u8": "uint8", "u16": "uint16", "u32": "uint32", "u64": "uint64",
    "bf": "bfloat16", "f16": "float16", "f32": "float32", "f64": "float64",
    "c64": "complex64", "c128": "complex128", "b": "bool",
}  # fmt: skip


def _rows(text: str) -> list[tuple[str, str, str]]:
    """Parse ``"a b -> r"`` rows; ``a|b c -> r`` expands alternatives."""
    rows = []
    for line in text.strip().splitlines():
        line = line.split("#")[0].strip()
        if not line:
            continue
        left, result = line.split("->")
        lhs, rhs = left.split()
        for a in lhs.split("|"):
            for b in rhs.split("|"):
                r = result.strip()
                rows.append((_S[a], _S[b], _S[a if r == "=a" else b if r == "=b" else r]))
    return rows


#: The Array API standard (2024.12) table, plus float16 among the floats.
STANDARD = """
    i8 i16|i32|i64 -> =b
    i16 i32|i64 -> =b
    i32 i64 -> =b
    u8 u16|u32|u64 -> =b
    u16 u32|u64 -> =b
    u32 u64 -> =b
    u8 i8 -> i16
    u8 i16|i32|i64 -> =b
    u16 i8|i16 -> i32
    u16 i32|i64 -> =b
    u32 i8|i16|i32|i64 -> i64
    f16 f32|f64 -> =b
    f32 f64 -> =b
    c64 c128 -> c128
    f16|f32 c64 -> c64
    f64 c64 -> c128
    f16|f32|f64 c128 -> c128
"""

#: Ivy's extra mixed-kind table (precise mode decides the rows in PRECISE).
EXTRA = """
    b i8|i16|i32|i64|u8|u16|u32|u64|bf|f16|f32|f64|c64|c128 -> =b
    i8|u8 f16|f32|f64|bf|c64|c128 -> =b
    i16|u16 f32|f64|c64|c128 -> =b
    i32|u32|i64 f64|c128 -> =b
    u64 i8|i16|i32|i64 -> f64
    u64 f64|c128 -> =b
    f16 bf -> f32
    bf f32|f64|c64|c128 -> =b
"""

#: Pairs whose result precise mode decides: (precise result, imprecise result).
PRECISE = """
    bf|f16 i16|u16 -> f32
    bf|f16 i32|i64|u32|u64 -> f64
    f32 i32|i64|u32|u64 -> f64
    c64 i32|i64|u32|u64 -> c128
"""
IMPRECISE = """
    bf|f16|f32 i16|u16|i32|i64|u32|u64 -> =a
    c64 i32|i64|u32|u64 -> c64
"""


def _close(*tables: str) -> dict[tuple[str, str], Dtype]:
    out: dict[tuple[str, str], Dtype] = {(n, n): d for n, d in _INTERNED.items()}
    for table in tables:
        for a, b, r in _rows(table):
            for key in ((a, b), (b, a)):
                if key in out and out[key] != r:
                    raise AssertionError(f"promotion table conflict at {key}: {out[key]} vs {r}")
                out[key] = _INTERNED[r]
    return out


#: The closed tables, one per precise mode, keyed by ordered pairs: empty
#: until the first promotion closes them (:func:`closed_table`). Parsing and
#: closing the rows is 3% of ``import ivy_core``, and calls whose operands
#: share a dtype never need them.
PRECISE_TABLE: dict[tuple[str, str], Dtype] = {}
IMPRECISE_TABLE: dict[tuple[str, str], Dtype] = {}


def closed_table() -> dict[tuple[str, str], Dtype]:
    """:func:`table`, after closing both tables if no promotion has yet."""
    global PRECISE_TABLE, IMPRECISE_TABLE
    if not PRECISE_TABLE:  # each built aside and bound whole: a reader sees it empty or closed
        IMPRECISE_TABLE = _close(STANDARD, EXTRA, IMPRECISE)
        PRECISE_TABLE = _close(STANDARD, EXTRA, PRECISE)
    return table()

def precise_mode() -> bool:
    """Whether precise mode is on: the local setting if any, else the global one."""
    return bool(_state.precise.get())


def table() -> dict[tuple[str, str], Dtype]:
    return PRECISE_TABLE if precise_mode() else IMPRECISE_TABLE


def promote_pair(a: str, b: str, *, where: str = "ivy_core.promote_types") -> Dtype:
    try:
        return table()[(a, b)]
    except KeyError:
        pass
    try:
        return closed_table()[(a, b)]  # the first promotion closes the tables
    except KeyError:
        raise TypeError(
            f"{where}: no promotion between {a} and {b}; cast one explicitly with ivy_core.astype"
        ) from None


def promote_many(dtypes: Iterable[str], *, where: str = "ivy_core.result_type") -> Dtype:
    it = iter(dtypes)
    try:
        result: str = next(it)
    except StopIteration:
        raise ValueError(f"{where}: at least one array or dtype is required") from None
    t = table()
    for d in it:
        if d is not result and d != result:
            try:
                result = t[(result, d)]
            except KeyError:
                t = closed_table()  # the first promotion closes the tables
                if (result, d) not in t:
                    raise TypeError(
                        f"{where}: no promotion between {result} and {d}; "
                        f"cast one explicitly with ivy_core.astype"
                    ) from None
                result = t[(result, d)]
    return _INTERNED[result]


# --- Python scalars -------------------------------------------------------
#
# The rule (the same on every backend):
#   * a scalar whose kind the array's kind can hold takes the array's dtype
#     (bool < int < float < complex);
#   * a float scalar with an integer or bool array gives the default float dtype;
#   * a complex scalar with a real float array gives the complex dtype of that
#     precision, with an integer or bool array the default complex dtype;
#   * an int scalar with a bool array gives the default int dtype.
# An int scalar that does not fit the resulting integer dtype raises
# OverflowError rather than wrapping around.

_SCALAR_RANK = {bool: 0, int: 1, float: 2, complex: 3}

#: The Python scalar types that keep an array's dtype in a binary operation,
#: by the array's dtype kind (a wider kind takes the default dtype instead):
#: the scalars the fast binary path takes (``_entries``).
#: The Python scalar types an operand may be (Python's own, never a subclass:
#: ``type(v) in PYTHON_SCALARS``).
PYTHON_SCALARS = (bool, int, float, complex)

WEAK_SCALARS: dict[str, frozenset[type]] = {
    "bool": frozenset((bool,)),
    "signed": frozenset((bool, int)),
    "unsigned": frozenset((bool, int)),
    "float": frozenset((bool, int, float)),
    "complex": frozenset(PYTHON_SCALARS),
}
_DTYPE_RANK = {"bool": 0, "signed": 1, "unsigned": 1, "float": 2, "complex": 3}

# The words the frameworks' rules (``_rules``) and the promotion modes
# (``_modes``) describe a call in, kept here so that ``import ivy_core``
# and a backend's first use need no rules module. An operand's rank:
ND, ZERO_D, WEAK, PYTHON = 3, 2, 1, 0
#: The binary operation classes of the rules (two promoted operands).
BINARY = frozenset(
    {"arith", "subtract", "divide", "float2", "floor_divide", "pow", "compare", "bitwise", "where", "matmul"}
)
#: The unary ones (one array).
UNARY = frozenset({"float", "negative", "sum", "mean", "index"})

_INF = float("inf")  # (math.inf: the math module is not imported with ivy_core)
FLOAT_MAX: dict[str, float] = {
    "float16": 65504.0, "bfloat16": 3.3895313892515355e38,
    "float32": 3.4028234663852886e38, "float64": _INF,
}  # fmt: skip

INT_RANGE: dict[str, tuple[int, int]] = {
    "int8": (-(2**7), 2**7 - 1), "int16": (-(2**15), 2**15 - 1),
    "int32": (-(2**31), 2**31 - 1), "int64": (-(2**63), 2**63 - 1),
    "uint8": (0, 2**8 - 1), "uint16": (0, 2**16 - 1),
    "uint32": (0, 2**32 - 1), "uint64": (0, 2**64 - 1),
}  # fmt: skip


def scalar_kind_rank(value: object) -> int | None:
    return _SCALAR_RANK.get(type(value))


def dtype_with_scalar(dtype: Dtype, scalar_type: type) -> Dtype:
    """The dtype of ``array <op> scalar`` for an array of ``dtype``."""
    kind = dtype.kind
    srank = _SCALAR_RANK[scalar_type]
    if srank <= _DTYPE_RANK[kind]:
        return dtype
    if srank == 1:  # int scalar, bool array
        return get_default("int")
    if srank == 2:  # float scalar, int or bool array
        return get_default("float")
    if kind == "float":  # complex scalar, real float array

        return COMPLEX_OF[dtype]
    return get_default("complex")


def dtype_of_scalar(value: object) -> Dtype:
    """The dtype a lone Python scalar takes (value-based for large ints)."""
    t = type(value)
    if t is bool:
        return _INTERNED["bool"]
    if t is int:
        d = get_default("int")
        lo, hi = INT_RANGE[d]
        # Beyond the default int's range: int64 (a value beyond int64 is
        # reported by check_scalar_fits when it is converted).
        return d if lo <= value <= hi else _INTERNED["int64"]  # type: ignore[operator]
    if t is float:
        d = get_default("float")
        if FLOAT_MAX[d] < abs(value) < _INF:  # type: ignore[arg-type]  # finite, and too large for d
            return _INTERNED["float64"]
        return d
    if t is complex:
        return get_default("complex")
    raise TypeError(f"ivy_core: {value!r} is not a Python scalar")


def numpy_scalar_dtype(value: object) -> Dtype | None:
    """The ivy_core dtype of a NumPy scalar (``np.float64(1.0)``,
    ``np.int32(3)``, ml_dtypes' ``bfloat16``), or None for anything else,
    NumPy not being imported included.

    The rule, everywhere an array or a Python scalar is accepted: a NumPy
    scalar is a 0-d array of its own dtype, which takes part in promotion
    as NumPy 2 does (a "strong" operand: ``float32 array + np.float64`` is
    float64). Stored into an array (``x[i] = np.float64(0.0)``) it is a value
    of its kind, as a Python scalar is."""
    np = sys.modules.get("numpy")
    if np is None or not isinstance(value, np.generic):
        return None
    name = value.dtype.name
    return _INTERNED.get(name)


def dtype_of_scalars(values: Iterable[object]) -> Dtype:
    """The dtype Python scalars take together: the default dtype of the
    highest kind among them (bool < int < float < complex), widened by value
    as :func:`dtype_of_scalar` does. Python values carry no precision, so
    they never go through the array promotion table (``[1, 2.5]`` is float32,
    not the int32/float32 precise-mode float64)."""
    values = list(values)
    if not values:
        raise ValueError("ivy_core: no Python scalars to take a dtype from")
    rank = max(_SCALAR_RANK[type(v)] for v in values)
    same_kind = [v for v in values if _SCALAR_RANK[type(v)] == rank]
    dtypes = {dtype_of_scalar(v) for v in same_kind}
    if len(dtypes) == 1:
        return dtypes.pop()
    # Value-based widening within one kind (e.g. 1 and 2**40): the widest.
    return max(dtypes, key=lambda d: d.bits)


def check_scalar_fits(
    value: object,
    dtype: str,
    where: str,
    hint: str = "cast the array to a wider dtype with ivy_core.astype first",
) -> None:
    """Raise OverflowError when an int scalar cannot be represented in ``dtype``."""
    if type(value) is int and dtype in INT_RANGE:
        lo, hi = INT_RANGE[dtype]
        if not lo <= value <= hi:
            raise OverflowError(
                f"{where}: the Python int {value} does not fit in {dtype} (range {lo}..{hi}); {hint}"
            )


def set_precise_mode(on: bool) -> None:
    """Turn precise mode on or off for the whole process."""
    _state.precise.value = bool(on)
