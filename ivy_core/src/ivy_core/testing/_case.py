"""What the conformance kit checks, function by function.

A :class:`Case` names an API function, how its arguments are generated
(``family``), the NumPy reference (run on float64/complex128/int64 copies of
the inputs), the ivy_core rule for the result dtype, and which dtype kinds the
function is specified for (a dtype outside them is not the function's
business: bitwise functions on floats, for example).

Families:

- ``unary``: ``f(x)``;
- ``binary``: ``f(x1, x2)`` with two arrays of the same dtype and mutually
  broadcastable shapes;
- ``reduction``: ``f(x, axis=..., keepdims=...)`` over a non-empty array;
- ``custom``: the case's ``args`` builder, given a :class:`~ivy_core.testing._gen.Gen`
  and the dtype under test, returns a hypothesis strategy of ``(args, kwargs)``.

The reference gets the arguments with every Array turned into a NumPy array
(also inside lists), in float64/complex128, or in its own dtype where the
result is an integer or bool (exact comparison); it returns an array, or a
tuple/list of arrays for a function with several results. A case may give
``check(got, ref, args, kwargs)`` instead of value comparison with the
reference (decompositions are checked by reconstruction, unordered results
after sorting): ``got`` is the list of results as NumPy arrays, ``args`` and
``kwargs`` the reference's inputs; it returns an error message or None.

Result dtype rules: ``same`` (the input dtype), ``bool``, ``float`` (integer
and bool input give the default float dtype), ``real`` (complex input gives
the real dtype of its precision), ``sum`` (the standard's sum/prod rule),
``index`` (the default int dtype), or a function ``(dtype, args, kwargs)``
giving the dtype name; a tuple of rules for several results.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["Case", "custom", "ALL_KINDS", "NUMERIC", "REAL", "INTEGRAL", "INTS", "FLOATS"]

ALL_KINDS = frozenset({"bool", "signed", "unsigned", "float", "complex"})
NUMERIC = ALL_KINDS - {"bool"}
REAL = NUMERIC - {"complex"}
INTEGRAL = frozenset({"bool", "signed", "unsigned"})
INTS = frozenset({"signed", "unsigned"})
FLOATS = frozenset({"float", "complex"})


class Case:
    """One function as the kit tests it."""

    def __init__(
        self,
        name: str,
        family: str,
        ref: Any,
        result: str = "same",
        *,
        kinds: frozenset[str] = ALL_KINDS,
        domain: tuple[float, float] = (-10.0, 10.0),
        int_domain: tuple[int, int] = (-8, 8),
        ulps: int = 4,
        nonzero_second: bool = False,
        kwargs: dict[str, Any] | None = None,
        id: str | None = None,
        args: Callable[[Any, str], Any] | None = None,
        check: Callable[..., str | None] | None = None,
        explicit_dtype: bool = False,
    ) -> None:
        self.name = name
        self.family = family
        self.ref = ref
        self.result = result
        self.kinds = kinds
        self.domain = domain
        self.int_domain = int_domain
        self.ulps = ulps
        #: For division-like functions: the second argument avoids zero.
        self.nonzero_second = nonzero_second
        self.kwargs = kwargs or {}
        self.id = id or name
        #: For the custom family: ``args(gen, dtype)`` -> strategy of (args, kwargs).
        self.args = args
        self.check = check
        #: The case always passes ``dtype=``: the dtype under test is
        #: supported unless declared so (the sum rule's gap, torch's uint8 ->
        #: uint32, applies only when ``dtype=`` is left out).
        self.explicit_dtype = explicit_dtype
        if family == "custom" and args is None:
            raise ValueError(f"custom case {self.id} needs args=")

    def __repr__(self) -> str:
        return f"Case({self.id})"


def _unary(name: str, ref: Any, result: str = "same", **kw: Any) -> Case:
    return Case(name, "unary", ref, result, **kw)


def _binary(name: str, ref: Any, result: str = "same", **kw: Any) -> Case:
    return Case(name, "binary", ref, result, **kw)


def _red(name: str, ref: Any, result: str = "same", **kw: Any) -> Case:
    return Case(name, "reduction", ref, result, **kw)


def custom(name: str, ref: Any, result: Any = "same", **kw: Any) -> Case:
    """A case with its own argument builder (``args=``)."""
    return Case(name, "custom", ref, result, **kw)
