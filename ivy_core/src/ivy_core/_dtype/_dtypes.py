"""The fifteen ivy_core dtypes, their categories and the default-dtype stacks.

Everything here is plain data and pure Python: it works with no backend
installed, and the backends and the tests read the same tables.
"""

from __future__ import annotations

import sys

from .._base import _state
from .._base._errors import ArgumentTypeError, InvalidDtypeError

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "Dtype",
    "DTYPE_NAMES",
    "CATEGORIES",
]

#: The dtype names, in the order the seeds list them (and the order every
#: ``all_*`` tuple keeps).
DTYPE_NAMES: tuple[str, ...] = (
    "int8", "int16", "int32", "int64",
    "uint8", "uint16", "uint32", "uint64",
    "bfloat16", "float16", "float32", "float64",
    "complex64", "complex128",
    "bool",
)  # fmt: skip

_NAME_SET = frozenset(DTYPE_NAMES)

#: Size in bits of each dtype (bool counts as 8, as every framework stores it).
BITS: dict[str, int] = {
    "int8": 8, "int16": 16, "int32": 32, "int64": 64,
    "uint8": 8, "uint16": 16, "uint32": 32, "uint64": 64,
    "bfloat16": 16, "float16": 16, "float32": 32, "float64": 64,
    "complex64": 64, "complex128": 128, "bool": 8,
}  # fmt: skip


class Dtype(str):
    """An ivy_core data type: a ``str`` restricted to the fifteen dtype names.

    >>> Dtype("float32") == "float32"
    True
    >>> Dtype("float") # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ArgumentTypeError: ...
    """

    __slots__ = ()

    def __new__(cls, name: str) -> Dtype:
        if type(name) is cls:
            return name
        if not isinstance(name, str) or name not in _NAME_SET:
            raise ArgumentTypeError(
                f"ivy_core.Dtype: {name!r} is not a dtype; valid names are {', '.join(DTYPE_NAMES)}"
            )
        return _INTERNED.get(name) or super().__new__(cls, name)

    def __repr__(self) -> str:
        return f"ivy_core.{str.__str__(self)}"

    def __reduce__(self) -> tuple[type, tuple[str]]:
        # Unpickles to the interned instance under every pickle protocol.
        return (Dtype, (str.__str__(self),))

    @property
    def name(self) -> str:
        """The dtype's name as a plain string."""
        return str.__str__(self)

    @property
    def bits(self) -> int:
        """Size of one element in bits."""
        return BITS[self]

    @property
    def kind(self) -> str:
        """One of ``"bool"``, ``"signed"``, ``"unsigned"``, ``"float"``, ``"complex"``."""
        return KIND[self]


_INTERNED: dict[str, Dtype] = {}
for _n in DTYPE_NAMES:
    _INTERNED[_n] = str.__new__(Dtype, _n)
del _n

int8, int16, int32, int64 = (_INTERNED[n] for n in ("int8", "int16", "int32", "int64"))
uint8, uint16, uint32, uint64 = (_INTERNED[n] for n in ("uint8", "uint16", "uint32", "uint64"))
bfloat16, float16, float32, float64 = (_INTERNED[n] for n in ("bfloat16", "float16", "float32", "float64"))
complex64, complex128 = _INTERNED["complex64"], _INTERNED["complex128"]
bool_ = _INTERNED["bool"]

#: The Array API standard's dtype kinds (``isdtype``, ``__array_namespace_info__().dtypes``)
#: -> the ivy_core dtype kinds they cover.
STANDARD_KINDS: dict[str, frozenset[str]] = {
    "bool": frozenset({"bool"}),
    "signed integer": frozenset({"signed"}),
    "unsigned integer": frozenset({"unsigned"}),
    "integral": frozenset({"signed", "unsigned"}),
    "real floating": frozenset({"float"}),
    "complex floating": frozenset({"complex"}),
    "numeric": frozenset({"signed", "unsigned", "float", "complex"}),
}

#: Every dtype in one of the five kinds (``Dtype.kind``).
KIND: dict[str, str] = {
    **dict.fromkeys((int8, int16, int32, int64), "signed"),
    **dict.fromkeys((uint8, uint16, uint32, uint64), "unsigned"),
    **dict.fromkeys((bfloat16, float16, float32, float64), "float"),
    **dict.fromkeys((complex64, complex128), "complex"),
    bool_: "bool",
}

#: The ``all_*`` tuples of the seeds, plus the Array API standard's category
#: names; the ``valid_*``/``invalid_*`` tuples are these intersected with a
#: backend's valid set.
CATEGORIES: dict[str, tuple[Dtype, ...]] = {
    "all_dtypes": tuple(_INTERNED[n] for n in DTYPE_NAMES),
    "all_numeric_dtypes": tuple(_INTERNED[n] for n in DTYPE_NAMES if n != "bool"),
    "all_int_dtypes": (int8, int16, int32, int64, uint8, uint16, uint32, uint64),
    "all_uint_dtypes": (uint8, uint16, uint32, uint64),
    "all_float_dtypes": (bfloat16, float16, float32, float64),
    "all_complex_dtypes": (complex64, complex128),
}

#: Dtype classes accepted where a list of dtypes is expected (seed 000).
DTYPE_CLASSES: dict[str, tuple[Dtype, ...]] = {
    "valid": CATEGORIES["all_dtypes"],
    "numeric": CATEGORIES["all_numeric_dtypes"],
    "integer": CATEGORIES["all_int_dtypes"],
    "unsigned": CATEGORIES["all_uint_dtypes"],
    "float": CATEGORIES["all_float_dtypes"],
    "complex": CATEGORIES["all_complex_dtypes"],
}

#: Complex dtype holding a real dtype's precision.
COMPLEX_OF: dict[str, Dtype] = {
    bfloat16: complex64,
    float16: complex64,
    float32: complex64,
    float64: complex128,
}
#: Real dtype of a complex dtype's components.
REAL_OF: dict[str, Dtype] = {complex64: float32, complex128: float64}


def as_dtype(value: object, *, where: str = "ivy_core") -> Dtype:
    """Return ``value`` as a :class:`Dtype`; ``where`` names the caller in errors."""
    if type(value) is Dtype:
        return value
    if isinstance(value, str) and value in _NAME_SET:
        return _INTERNED[value]
    raise ArgumentTypeError(f"{where}: {value!r} is not an ivy_core dtype; use one of {', '.join(DTYPE_NAMES)}")


# --- default dtypes -------------------------------------------------------
#
# Each default is a stack: ``set_default_*`` pushes, ``unset_default_*`` pops,
# and the bottom is the built-in default. A ``contextvars`` layer on top makes
# ``default_*_dtype`` context managers local to their thread or task.

_BUILTIN_DEFAULTS: dict[str, Dtype] = {
    "int": int32, "uint": uint32, "float": float32, "complex": complex64,
}  # fmt: skip
_ALLOWED: dict[str, tuple[Dtype, ...]] = {
    "int": (int8, int16, int32, int64),
    "uint": CATEGORIES["all_uint_dtypes"],
    "float": CATEGORIES["all_float_dtypes"],
    "complex": CATEGORIES["all_complex_dtypes"],
}
def describe_kinds(kinds: frozenset[str]) -> str:
    """Words for a set of dtype kinds: ``bool and integer`` for bool, signed
    and unsigned."""
    words = []
    if "bool" in kinds:
        words.append("bool")
    if {"signed", "unsigned"} <= kinds:
        words.append("integer")
    else:
        words += [f"{k} integer" for k in ("signed", "unsigned") if k in kinds]
    if "float" in kinds:
        words.append("real floating")
    if "complex" in kinds:
        words.append("complex floating")
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def get_default(kind: str) -> Dtype:
    """The default dtype of ``kind`` (``int``, ``uint``, ``float``, ``complex``)."""
    setting = _state.default_dtypes
    if setting.overrides:
        name = _state.local_default(kind)
        if name is not None:
            return _INTERNED[name]
    stack = setting.value[kind]
    return stack[-1] if stack else _BUILTIN_DEFAULTS[kind]


#: The latest (global_settings() snapshot, settings_key()) pair.
_last_settings: list[Any] = [(None, None)]


def settings_key() -> tuple[Any, ...]:
    """The settings in force here that change what a function computes:
    promotion mode, precise mode, casting modes and the four default
    dtypes (compiled functions and traced graphs are kept per value)."""
    snap = _state.global_settings()
    last = _last_settings[0]
    if snap is not None and snap == last[0]:
        return last[1]  # type: ignore[no-any-return]
    key = (
        _state.promotion.get(), _state.precise.get(), _state.casting.get(),
        get_default("int"), get_default("uint"), get_default("float"), get_default("complex"),
    )  # fmt: skip
    if snap is not None:
        _last_settings[0] = (snap, key)
    return key


_KIND_WORDS = {"int": "a signed integer", "uint": "an unsigned integer", "float": "a real floating", "complex": "a complex"}


def check_default(kind: str, dtype: object, where: str | None = None) -> Dtype:
    """``dtype`` as a default for ``kind``, or the error naming ``where``."""
    where = where or f"ivy_core.set_default_{kind}_dtype"
    d = as_dtype(dtype, where=where)
    if d not in _ALLOWED[kind]:
        raise InvalidDtypeError(
            f"{where}: {d} is not {_KIND_WORDS[kind]} dtype; "
            f"choose one of {', '.join(_ALLOWED[kind])}"
        )
    return d


def push_default(kind: str, dtype: object) -> None:
    _state.default_dtypes.value[kind].append(check_default(kind, dtype))
    _state.epoch.value += 1


def pop_default(kind: str) -> Dtype | None:
    stack = _state.default_dtypes.value[kind]
    _state.epoch.value += 1
    return stack.pop() if stack else None


#: A buffer's item format letter (the struct module's, as
#: ``memoryview(obj).format`` gives it) -> the kind of its dtype; the
#: dtype is the one of that kind with the buffer's item size.
_BUFFER_KINDS: dict[str, str] = {
    "?": "bool", **dict.fromkeys("bhilqn", "int"), **dict.fromkeys("BHILQN", "uint"),
    **dict.fromkeys("efd", "float"), "Zf": "complex", "Zd": "complex",
}  # fmt: skip
_BY_KIND_AND_BITS: dict[tuple[str, int], Dtype] = {
    (k, BITS[n]): Dtype(n) for n in DTYPE_NAMES if n != "bfloat16"
    for k in ("bool", "int", "uint", "float", "complex") if n.rstrip("0123456789") == k
}  # fmt: skip


def buffer_dtype(obj: object, where: str) -> Dtype | None:
    """The dtype of an object without a ``dtype`` that exports a buffer
    (``memoryview``, ``array.array``, ``bytearray``): its item format's, as
    NumPy reads it (``array.array("d", ...)`` is float64, ``bytearray``
    uint8); None for any other object. A format of no ivy_core dtype (text,
    pointers, structs, a byte order not the machine's) raises
    ArgumentTypeError, where ``where`` names the function and the backend:
    guessing a dtype would change the values."""
    if hasattr(obj, "dtype"):
        return None
    try:
        view = memoryview(obj)  # type: ignore[arg-type]
    except TypeError:
        return None
    with view:
        fmt, bits = view.format, view.itemsize * 8
    letters = fmt[1:] if fmt[:1] in ("@", "=", "<", ">", "!") else fmt
    foreign = (fmt[:1] == "<") if sys.byteorder == "big" else fmt[:1] in (">", "!")
    found = None if foreign else _BY_KIND_AND_BITS.get((_BUFFER_KINDS.get(letters, ""), bits))
    if found is None:
        raise ArgumentTypeError(
            f"{where}: a {type(obj).__name__} buffer of item format {fmt!r} has no ivy_core dtype (the "
            f"valid ones: {', '.join(DTYPE_NAMES)}); convert it to an array of one, or pass its values as a list"
        )
    return found


def refuse_complex_to_real(where: str, src: Dtype | None, dst: Dtype | None) -> None:
    """Casting a complex array to a real dtype (``astype``, ``asarray``'s and
    ``sum``'s ``dtype=``) raises, as the standard asks (to bool it is
    allowed: nonzero is True): the frameworks drop
    the imaginary part silently. The class is that of a Python complex given
    a real dtype (``asarray(1 + 2j, dtype="float64")``). ``where`` names the
    function and the backend; None (a dtype of no backend) passes."""
    if src is not None and dst is not None and src.kind == "complex" and dst.kind not in ("complex", "bool"):
        raise ArgumentTypeError(
            f"{where}: a complex array ({src}) cannot be cast to the real dtype {dst}: its imaginary "
            "part would be dropped; take ivy_core.real(x) (or ivy_core.abs(x)) first, or pass a complex dtype"
        )
