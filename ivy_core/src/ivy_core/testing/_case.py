"""What the conformance kit checks, function by function.

A :class:`Case` names an API function, how its arguments are generated
(``family``), the NumPy reference (run on float64/complex128/int64 copies of
the inputs) and the ivy_core rule for the result dtype.

The dtype kinds a case tests are the spec's: ``API[name].kinds``, every kind
where the spec names none. A dtype of another kind is not the function's
business (bitwise functions on floats, for example): the kit checks that
the call raises :class:`~ivy_core.InvalidDtypeError`. A case narrows the
spec's kinds (``kinds=``) only where its inputs or its reference cannot
serve some kind, and says why (``why=``); the kit's self-test holds every
case to that. The kit still calls the function for the kinds a case leaves
out, and accepts Arrays of the backend or ``UnsupportedDtypeError`` (values
unchecked).

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

A value is close enough to the reference within ``ulps`` units of the
result dtype's precision, relative to the value and to the largest input,
times ``growth`` where the case gives one.

Result dtype rules: ``same`` (the input dtype), ``bool``, ``float`` (integer
and bool input give the default float dtype), ``real`` (complex input gives
the real dtype of its precision), ``sum`` (the standard's sum/prod rule),
``index`` (the default int dtype), or a function ``(dtype, args, kwargs)``
giving the dtype name; a tuple of rules for several results. For a function
whose spec casts integer and bool inputs to the default float dtype
(``float_inputs``), a rule sees that dtype in place of an integer or bool
dtype under test.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .._spec._api import API

__all__ = ["Case", "custom", "kinds_problems", "ALL_KINDS"]

#: Every dtype kind: what a function the spec gives no ``kinds=`` is defined for.
ALL_KINDS = frozenset({"bool", "signed", "unsigned", "float", "complex"})


class Case:
    """One function as the kit tests it."""

    def __init__(
        self,
        name: str,
        family: str,
        ref: Any,
        result: str = "same",
        *,
        kinds: frozenset[str] | None = None,
        why: str | None = None,
        domain: tuple[float, float] = (-10.0, 10.0),
        int_domain: tuple[int, int] = (-8, 8),
        ulps: int = 4,
        growth: Callable[..., Any] | None = None,
        nonzero_second: bool = False,
        kwargs: dict[str, Any] | None = None,
        id: str | None = None,
        args: Callable[[Any, str], Any] | None = None,
        check: Callable[..., str | None] | None = None,
        explicit_dtype: bool = False,
        no_specials: str | None = None,
        intermediate: Callable[..., Any] | None = None,
    ) -> None:
        self.name = name
        self.family = family
        self.ref = ref
        self.result = result
        #: The kinds this case narrows the spec's to (None: the spec's).
        self.narrowed = kinds
        #: Why it narrows: what about its inputs or reference cannot serve
        #: the kinds it leaves out.
        self.why = why
        self.domain = domain
        self.int_domain = int_domain
        self.ulps = ulps
        #: How much rounding error may grow with the inputs: given the
        #: reference's arguments, a factor (an array broadcasting against the
        #: result) of the relative tolerance ``ulps * eps``. For a function
        #: computed through intermediate results of the input's precision, its
        #: condition there (``pow``: ``exp(x2 * log(x1))`` carries the error of
        #: ``x2 * log(x1)``, relative, into the result).
        self.growth = growth
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
        #: Why the unary, binary and reduction families draw no special
        #: values (NaN, infinities, signed zeros, large magnitudes) for this
        #: case; None: they do. Custom builders draw finite values.
        self.no_specials = no_specials
        #: For a function whose every implementation goes through a larger
        #: intermediate in the input's precision (``var``: the sum of
        #: squares): given the reference's arguments, that intermediate's
        #: magnitude (broadcasting against the result). Where it is beyond
        #: the result dtype's range, an infinite result is accepted (NumPy's
        #: float32 ``std`` of 1e30 is inf; the float64 reference is not).
        self.intermediate = intermediate
        if family == "custom" and args is None:
            raise ValueError(f"custom case {self.id} needs args=")

    @property
    def spec_kinds(self) -> frozenset[str]:
        """The dtype kinds the spec defines the function for (all where it names none)."""
        api = API.get(self.name)
        return api.kinds if api is not None and api.kinds else ALL_KINDS

    @property
    def kinds(self) -> frozenset[str]:
        """The dtype kinds this case tests: the spec's, narrowed where the case says so."""
        spec = self.spec_kinds
        return spec if self.narrowed is None else spec & self.narrowed

    def __repr__(self) -> str:
        return f"Case({self.id})"


def kinds_problems(cases: Iterable[Case]) -> list[str]:
    """What is wrong with the kinds of ``cases``, one line each: ``kinds=``
    naming a kind the spec refuses, restating the spec's kinds, or
    narrowing them without ``why=``; ``why=`` without ``kinds=``."""
    problems = []
    for c in cases:
        if c.name not in API:
            continue  # no spec to read (test_every_case_names_an_api_function)
        spec = c.spec_kinds
        if c.narrowed is None:
            if c.why is not None:
                problems.append(f"{c.id}: why= without kinds=: it narrows nothing")
            continue
        refused = sorted(c.narrowed - spec)
        if refused:
            problems.append(f"{c.id}: kinds= names {', '.join(refused)}, which the spec of {c.name} refuses")
        elif c.narrowed == spec:
            problems.append(f"{c.id}: kinds= restates the spec's kinds of {c.name}; leave it out")
        elif not (c.why or "").strip():
            left_out = ", ".join(sorted(spec - c.narrowed))
            problems.append(f"{c.id}: narrows the spec's kinds (leaves out {left_out}) without why=")
    return problems


def _unary(name: str, ref: Any, result: str = "same", **kw: Any) -> Case:
    return Case(name, "unary", ref, result, **kw)


def _binary(name: str, ref: Any, result: str = "same", **kw: Any) -> Case:
    return Case(name, "binary", ref, result, **kw)


def _red(name: str, ref: Any, result: str = "same", **kw: Any) -> Case:
    return Case(name, "reduction", ref, result, **kw)


def custom(name: str, ref: Any, result: Any = "same", **kw: Any) -> Case:
    """A case with its own argument builder (``args=``)."""
    return Case(name, "custom", ref, result, **kw)
