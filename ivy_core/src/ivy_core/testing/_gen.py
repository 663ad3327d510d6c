"""Argument generation for the conformance kit.

A case whose family is ``custom`` builds its own arguments from a :class:`Gen`,
which hands out hypothesis strategies for arrays, shapes and axes in the
active profile: the fast profile draws shapes from a few fixed ones (so a
framework that compiles per shape, like JAX, reuses its kernels) and builds
arrays from one list of elements with one ``asarray``; the deep profile draws
any shape and builds arrays with ``hypothesis.extra.array_api`` over ivy_core
itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from hypothesis import strategies as st

import ivy_core as ivy
from ivy_core._dtype import _dtypes

#: dtypes hypothesis.extra.array_api generates directly; the half-precision
#: floats are generated as float32 and cast.
STANDARD = {"int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
            "float32", "float64", "complex64", "complex128", "bool"}  # fmt: skip

#: Magnitudes below this are left out of generated floats: XLA (JAX,
#: TensorFlow) flushes subnormal results to zero on CPU, a documented
#: property of those frameworks rather than of a function, and products and
#: quotients of tiny values become subnormal.
TINY = 2.0**-10

#: A large magnitude of each float dtype (as generated: the half-precision
#: floats through float32), far from overflow by itself; products and
#: powers of it overflow, as in the frameworks.
LARGE = {"float16": 3.0e4, "bfloat16": 1.0e30, "float32": 1.0e30, "float64": 1.0e300}


def special_values(d: str) -> list[float]:
    """The special values mixed into the floats of ``d`` for a case whose
    reference handles them (``Case.specials``): NaN, both infinities, both
    zeros and a large magnitude of each sign."""
    big = LARGE[d]
    return [float("nan"), float("inf"), float("-inf"), 0.0, -0.0, big, -big]


#: The fast profile's shapes.
FAST_SHAPES = [(), (3,), (2, 3), (0,), (2, 1, 3), (3, 3), (2, 3, 3)]


def elements(
    d: str,
    domain: tuple[float, float] = (-10.0, 10.0),
    int_domain: tuple[int, int] = (-8, 8),
    nonzero: bool = False,
    special: bool = False,
) -> Any:
    """Python values of dtype ``d`` inside the domain (integers are clipped
    to the dtype's range; bool takes the values of 0 and 1 that
    ``int_domain`` holds, so a function whose domain leaves out 0 sees only
    True; ``nonzero`` keeps away from zero). With ``special``, real floats
    also take :func:`special_values` (outside the domain: they test the
    function's special cases), about one value in four."""
    kind = _dtypes.as_dtype(d).kind
    if kind == "bool":
        ilo, ihi = int_domain
        blo, bhi = max(ilo, 0), min(ihi, 1)
        if blo > bhi:  # a domain without 0 and 1: its nearest
            blo = bhi = 1 if ilo > 1 else 0
        if nonzero:
            blo = bhi
        return st.sampled_from([bool(v) for v in range(blo, bhi + 1)])
    if kind in ("signed", "unsigned"):
        ilo, ihi = int_domain
        if kind == "unsigned":
            ilo = max(ilo, 0)
        info = np.iinfo(d)
        ilo, ihi = max(ilo, int(info.min)), min(ihi, int(info.max))
        ints = st.integers(ilo, ihi)
        return ints.filter(lambda v: v != 0) if nonzero else ints
    lo, hi = domain
    width = 64 if d in ("float64", "complex128") else 32
    if width == 32:  # bounds hypothesis can represent at this width, inside the domain
        lo32, hi32 = np.float32(lo), np.float32(hi)
        lo = float(lo32 if lo32 >= lo else np.nextafter(lo32, np.float32(np.inf)))
        hi = float(hi32 if hi32 <= hi else np.nextafter(hi32, np.float32(-np.inf)))
    if kind == "complex":
        mag = max(abs(lo), abs(hi))
        part = st.floats(
            -mag, mag, allow_nan=False, allow_infinity=False, allow_subnormal=False, width=width
        ).filter(lambda v: v == 0 or abs(v) >= TINY)
        numbers = st.builds(complex, part, part)
        if lo > 0:  # a domain away from zero (pow's base): keep |z| >= lo
            numbers = numbers.filter(lambda z: abs(z) >= lo)
        if nonzero:
            numbers = numbers.filter(lambda z: abs(z) > 0.25)
        return numbers
    floats = st.floats(
        lo, hi, allow_nan=False, allow_infinity=False, allow_subnormal=False, width=width
    ).filter(lambda v: v == 0 or abs(v) >= TINY)
    if nonzero:
        floats = floats.filter(lambda v: abs(v) > 0.25)
    if special and d in LARGE:
        extra = [v for v in special_values(d) if not (nonzero and v == 0)]
        return st.one_of(floats, floats, floats, st.sampled_from(extra))
    return floats


def _size(shape: Sequence[int]) -> int:
    n = 1
    for side in shape:
        n *= side
    return n


class Gen:
    """Strategies a custom case builds its arguments from."""

    def __init__(self, xps: Any, fast: bool) -> None:
        self.xps = xps
        self.fast = fast

    # -- shapes and axes ---------------------------------------------------------------

    def shape(self, min_dims: int = 0, max_dims: int = 3, min_side: int = 0, max_side: int = 4) -> Any:
        """Shapes with ``min_dims..max_dims`` dimensions of ``min_side..max_side``."""
        if self.fast:
            fits = [
                s
                for s in FAST_SHAPES
                if min_dims <= len(s) <= max_dims and all(min_side <= side <= max_side for side in s)
            ]
            if fits:
                return st.sampled_from(fits)
        return self.xps.array_shapes(
            min_dims=min_dims, max_dims=max_dims, min_side=min_side, max_side=max_side
        )

    @staticmethod
    def axis(ndim: int, none: bool = True) -> Any:
        """A valid axis of an ``ndim``-dimensional array (negative too), or None."""
        ax = st.integers(-ndim, ndim - 1) if ndim else st.nothing()
        return st.none() | ax if none else ax

    # -- arrays ------------------------------------------------------------------------

    def values(
        self,
        d: str,
        shape: Sequence[int],
        *,
        domain: tuple[float, float] = (-10.0, 10.0),
        int_domain: tuple[int, int] = (-8, 8),
        nonzero: bool = False,
        unique: bool = False,
    ) -> Any:
        """NumPy arrays of the values an array of ``d`` will hold (in float32
        for the half-precision floats), for builders that shape the values
        (well-conditioned matrices, sorted arrays) before :meth:`asarray`."""
        gen = d if d in STANDARD else "float32"
        shape = tuple(shape)
        return st.lists(
            elements(d, domain, int_domain, nonzero),
            min_size=_size(shape),
            max_size=_size(shape),
            unique=unique,
        ).map(lambda v: np.array(v, dtype=gen).reshape(shape))

    @staticmethod
    def asarray(values: Any, d: str) -> Any:
        """An ivy_core Array of ``d`` holding ``values`` (a NumPy array)."""
        gen = d if d in STANDARD else "float32"
        x = ivy.asarray(np.asarray(values).astype(gen))
        return x if gen == d else ivy.astype(x, d)

    def array(
        self,
        d: str,
        shape: Any,
        *,
        domain: tuple[float, float] = (-10.0, 10.0),
        int_domain: tuple[int, int] = (-8, 8),
        nonzero: bool = False,
        unique: bool = False,
        build: Callable[[Any], Any] | None = None,
    ) -> Any:
        """Arrays of ``d``. ``shape`` is a shape or a strategy of shapes;
        ``build`` maps the NumPy values before the array is made."""
        if not isinstance(shape, tuple):
            return shape.flatmap(
                lambda s: self.array(
                    d, s, domain=domain, int_domain=int_domain, nonzero=nonzero, unique=unique, build=build
                )
            )
        gen = d if d in STANDARD else "float32"
        if self.fast or build is not None or unique:
            vals = self.values(d, shape, domain=domain, int_domain=int_domain, nonzero=nonzero, unique=unique)
            if build is not None:
                vals = vals.map(build)
            return vals.map(lambda v: self.asarray(v, d))
        strategy = self.xps.arrays(
            dtype=getattr(ivy, gen), shape=shape, elements=elements(d, domain, int_domain, nonzero)
        )
        return strategy if gen == d else strategy.map(lambda x: ivy.astype(x, d))
