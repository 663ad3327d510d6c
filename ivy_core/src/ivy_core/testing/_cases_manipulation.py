"""Kit cases: shape manipulation, indexing, array creation and casting.

Functions that return several arrays (``split``, ``unstack``,
``broadcast_arrays``, ``meshgrid``) have one case per number of results,
the arguments drawn so that the count is fixed. Creation functions without
array arguments test the dtype given as ``dtype=``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from hypothesis import strategies as st

import ivy_core as ivy

from ._case import Case, custom
from ._gen import STANDARD, elements

_KIND = {"b": "bool", "i": "signed", "u": "unsigned", "f": "float", "c": "complex"}


def _kind(d: str) -> str:
    return "float" if d == "bfloat16" else _KIND[np.dtype(d).kind]


# --- argument builders ----------------------------------------------------------------------------


def _call(x: Any, extra: Any) -> Any:
    """``(x, *more), kwargs`` from a strategy of arrays and one of ``(more, kwargs)``."""
    return st.tuples(x, extra).map(lambda t: ((t[0], *t[1][0]), t[1][1]))


def _on_shape(gen: Any, d: str, shapes: Any, extra: Any, **array_kw: Any) -> Any:
    """An array of ``d`` of a drawn shape ``s`` and ``extra(s)``: ``(more, kwargs)``."""
    return shapes.flatmap(lambda s: _call(gen.array(d, s, **array_kw), extra(s)))


def _kw(required: dict[str, Any] | None = None, optional: dict[str, Any] | None = None) -> Any:
    return st.fixed_dictionaries(required or {}, optional=optional or {})


def _no_args(kwargs: Any) -> Any:
    return kwargs.map(lambda k: ((), k))


def _either_sign(axes: Any, ndim: int) -> Any:
    """Each non-negative axis of ``axes`` as is or counted from the end."""
    return st.tuples(*[st.sampled_from([a, a - ndim]) for a in axes])


def _distinct_axes(ndim: int, min_size: int = 0) -> Any:
    """Tuples of distinct axes (either sign) of an ``ndim``-dimensional array."""
    if not ndim:
        return st.just(())
    return st.lists(st.integers(0, ndim - 1), min_size=min_size, max_size=ndim, unique=True).flatmap(
        lambda axes: _either_sign(axes, ndim)
    )


def _with_side(gen: Any, n: int, max_dims: int = 3) -> Any:
    """``(shape, axis)``: a shape with ``shape[axis] == n`` (axis of either sign)."""
    return gen.shape(max_dims=max_dims - 1, max_side=3).flatmap(
        lambda s: st.integers(0, len(s)).flatmap(
            lambda i: st.tuples(st.just((*s[:i], n, *s[i:])), st.sampled_from([i, i - len(s) - 1]))
        )
    )


#: Index dtypes: the standard takes indices of any integer dtype.
_INDEX_DTYPES = ("int64", "int32", "int16", "int8", "uint8", "uint16", "uint32", "uint64")


def _index_dtypes() -> list[str]:
    valid = set(_valid())
    return [t for t in _INDEX_DTYPES if t in valid]


def _indices(gen: Any, shape: Any, n: int) -> Any:
    """Integer index arrays (of an integer dtype of the backend) of ``shape``
    into an axis of length ``n`` (negative ones only for signed dtypes)."""
    return st.sampled_from(_index_dtypes()).flatmap(lambda it: gen.array(it, shape, int_domain=(-n, n - 1)))


def _ints(x: Any) -> Any:
    """An index argument as the reference needs it (the kit passes float64 copies)."""
    return np.asarray(x).astype(np.int64) if isinstance(x, np.ndarray) else x


# --- manipulation ---------------------------------------------------------------------------------


def _reshape_targets(s: tuple[int, ...]) -> Any:
    n = int(np.prod(s, dtype=np.int64))
    targets = [(n,), (-1,), tuple(reversed(s)), (1, *s), (*s, 1)]
    if len(s) >= 2 and n:
        targets.append((s[0], -1))
    return st.sampled_from(targets)


def _reshape(gen: Any, d: str) -> Any:
    return _on_shape(
        gen,
        d,
        gen.shape(),
        lambda s: st.tuples(
            _reshape_targets(s).map(lambda t: (t,)), _kw(optional={"copy": st.sampled_from([None, True])})
        ),
    )


def _reshape_no_copy(gen: Any, d: str) -> Any:
    # copy=False must never copy: a shape that keeps the layout (the same
    # shape, spelled with -1 where possible) works on every backend.
    def target(s: tuple[int, ...]) -> Any:
        spelled = [s] + ([(-1,)] if len(s) == 1 else [])
        return st.sampled_from(spelled).map(lambda t: ((t,), {"copy": False}))

    return _on_shape(gen, d, gen.shape(), target)


def _concat(gen: Any, d: str) -> Any:
    def arrays(s: tuple[int, ...], axis: int) -> Any:
        one = st.integers(0, 3).flatmap(lambda side: gen.array(d, (*s[:axis], side, *s[axis + 1 :])))
        return st.lists(one, min_size=1, max_size=3)

    return gen.shape(min_dims=1).flatmap(
        lambda s: gen.axis(len(s), none=False).flatmap(
            lambda a: st.tuples(
                arrays(s, a % len(s)), _kw(optional={"axis": st.just(a)}) if a == 0 else st.just({"axis": a})
            ).map(lambda t: ((t[0],), t[1]))
        )
    )


def _concat_flat(gen: Any, d: str) -> Any:
    return st.lists(gen.array(d, gen.shape()), min_size=1, max_size=3).map(lambda a: ((a,), {"axis": None}))


#: A dtype of the same kind and lower precision, which promotes to the key.
_NARROWER = {"int16": "int8", "int32": "int16", "int64": "int32", "uint16": "uint8", "uint32": "uint16",
             "uint64": "uint32", "float32": "float16", "float64": "float32", "complex128": "complex64"}  # fmt: skip


def _promoted(gen: Any, d: str, shape: tuple[int, ...]) -> Any:
    """An array of ``shape`` of ``d`` or of a narrower dtype promoting to ``d``."""
    narrower = _NARROWER.get(d)
    dtypes = [d] + ([narrower] if narrower in _valid() else [])
    return st.sampled_from(dtypes).flatmap(lambda t: gen.array(t, shape))


def _concat_mixed(gen: Any, d: str) -> Any:
    """Two arrays, one of ``d`` and one narrower: the result is ``d``."""

    def build(s: tuple[int, ...]) -> Any:
        pair = st.tuples(gen.array(d, s), _promoted(gen, d, s)).flatmap(lambda p: st.permutations(p))
        return pair.map(lambda p: ((list(p),), {}))

    return gen.shape(min_dims=1).flatmap(build)


def _stack(gen: Any, d: str) -> Any:
    return gen.shape().flatmap(
        lambda s: st.tuples(
            st.lists(gen.array(d, s), min_size=1, max_size=3),
            _kw(optional={"axis": st.integers(-len(s) - 1, len(s))}),
        ).map(lambda t: ((t[0],), t[1]))
    )


def _expand_dims(gen: Any, d: str) -> Any:
    return _on_shape(
        gen, d, gen.shape(), lambda s: _no_args(_kw(optional={"axis": st.integers(-len(s) - 1, len(s))}))
    )


def _permute_dims(gen: Any, d: str) -> Any:
    return _on_shape(
        gen, d, gen.shape(), lambda s: st.permutations(range(len(s))).map(lambda p: ((tuple(p),), {}))
    )


def _broadcast_target(s: tuple[int, ...]) -> Any:
    sides = [st.integers(0, 3) if side == 1 else st.just(side) for side in s]
    lead = st.lists(st.integers(1, 3), max_size=2)
    return st.tuples(lead, st.tuples(*sides)).map(lambda t: (*t[0], *t[1]))


def _broadcast_to(gen: Any, d: str) -> Any:
    return _on_shape(gen, d, gen.shape(), lambda s: _broadcast_target(s).map(lambda t: ((t,), {})))


_FAST_PAIRS = [((), ()), ((3,), (3,)), ((2, 3), (3,)), ((2, 1), (1, 3)), ((0,), ()), ((2, 1, 3), (3, 1))]


def _shape_groups(gen: Any, n: int) -> Any:
    """``n`` mutually broadcastable shapes."""
    if gen.fast:
        if n == 2:
            return st.sampled_from(_FAST_PAIRS).flatmap(lambda p: st.permutations(p))
        return st.sampled_from([((), (3,), (2, 1)), ((2, 1, 3), (3,), (1, 1)), ((0, 1), (1, 3), ())])
    return gen.xps.mutually_broadcastable_shapes(n, min_dims=0, max_dims=3, max_side=3).map(
        lambda bs: bs.input_shapes
    )


def _broadcast_arrays(n: int) -> Any:
    def build(gen: Any, d: str) -> Any:
        return _shape_groups(gen, n).flatmap(
            lambda shapes: st.tuples(*[gen.array(d, tuple(s)) for s in shapes]).map(lambda a: (a, {}))
        )

    return build


def _flip(gen: Any, d: str) -> Any:
    return _on_shape(
        gen,
        d,
        gen.shape(),
        lambda s: _no_args(_kw(optional={"axis": gen.axis(len(s)) | _distinct_axes(len(s))})),
    )


def _moveaxis(gen: Any, d: str) -> Any:
    def axes(s: tuple[int, ...]) -> Any:
        ndim = len(s)
        ints = st.tuples(gen.axis(ndim, none=False), gen.axis(ndim, none=False))
        tuples = st.integers(1, ndim).flatmap(
            lambda k: st.tuples(
                st.lists(st.integers(0, ndim - 1), min_size=k, max_size=k, unique=True).flatmap(
                    lambda a: _either_sign(a, ndim)
                ),
                st.lists(st.integers(0, ndim - 1), min_size=k, max_size=k, unique=True).flatmap(
                    lambda a: _either_sign(a, ndim)
                ),
            )
        )
        return (ints | tuples).map(lambda sd: (sd, {}))

    return _on_shape(gen, d, gen.shape(min_dims=1), axes)


def _repeat(gen: Any, d: str) -> Any:
    def counts(n: int) -> Any:
        as_int = st.integers(0, 3)
        as_array = st.sampled_from(_index_dtypes()).flatmap(lambda it: gen.array(it, (n,), int_domain=(0, 3)))
        return as_int | as_array

    def extra(s: tuple[int, ...]) -> Any:
        size = int(np.prod(s, dtype=np.int64))
        flat = counts(size).map(lambda r: ((r,), {}))
        if not s:
            return flat
        along = gen.axis(len(s), none=False).flatmap(
            lambda a: counts(s[a]).map(lambda r: ((r,), {"axis": a}))
        )
        return flat | along

    return _on_shape(gen, d, gen.shape(), extra)


def _np_repeat(x: Any, repeats: Any, axis: Any = None) -> Any:
    return np.repeat(x, _ints(repeats), axis=axis)


def _roll(gen: Any, d: str) -> Any:
    shift = st.integers(-4, 4)

    def extra(s: tuple[int, ...]) -> Any:
        ndim = len(s)
        flat = shift.map(lambda k: ((k,), {}))
        if not ndim:
            return flat
        one = st.tuples(shift, gen.axis(ndim, none=False)).map(lambda t: ((t[0],), {"axis": t[1]}))
        many = _distinct_axes(ndim, min_size=1).flatmap(
            lambda axes: st.one_of(
                st.tuples(*[shift for _ in axes]).map(lambda k: ((k,), {"axis": axes})),
                shift.map(lambda k: ((k,), {"axis": axes})),
            )
        )
        return flat | one | many

    return _on_shape(gen, d, gen.shape(), extra)


def _squeeze(gen: Any, d: str) -> Any:
    def with_ones(s: tuple[int, ...]) -> Any:
        # insert one to two axes of size one, and squeeze some of them
        return st.lists(st.integers(0, len(s)), min_size=1, max_size=2).map(
            lambda at: _insert_ones(s, sorted(at))
        )

    def extra(shape: tuple[int, ...]) -> Any:
        ndim = len(shape)
        ones = [i for i, side in enumerate(shape) if side == 1]
        axes = st.lists(st.sampled_from(ones), min_size=1, max_size=len(ones), unique=True).flatmap(
            lambda a: _either_sign(a, ndim)
        )
        single = st.sampled_from(ones).flatmap(lambda a: st.sampled_from([a, a - ndim]))
        return (axes | single).map(lambda a: ((a,), {}))

    return _on_shape(gen, d, gen.shape(max_dims=2).flatmap(with_ones), extra)


def _insert_ones(s: tuple[int, ...], at: list[int]) -> tuple[int, ...]:
    out = list(s)
    for k, i in enumerate(at):
        out.insert(i + k, 1)
    return tuple(out)


def _tile(gen: Any, d: str) -> Any:
    reps = st.lists(st.integers(0, 3), max_size=3).map(lambda r: ((tuple(r),), {}))
    return _on_shape(gen, d, gen.shape(), lambda s: reps)


def _unstack(n: int) -> Any:
    def build(gen: Any, d: str) -> Any:
        def one(sa: Any) -> Any:
            s, a = sa
            kw = st.just({"axis": a}) if a not in (0, -len(s)) else _kw(optional={"axis": st.just(a)})
            return _call(gen.array(d, s), kw.map(lambda k: ((), k)))

        return _with_side(gen, n).flatmap(one)

    return build


def _np_unstack(x: Any, axis: int = 0) -> Any:
    return tuple(np.moveaxis(x, axis, 0))


def _split(side: Any, spec: Any, pieces: int, remainder: bool = False) -> Any:
    """split along an axis of a length from ``side``, with
    ``num_or_size_splits`` from ``spec(length)`` (None: left out); the
    arguments give ``pieces`` results."""

    def build(gen: Any, d: str) -> Any:
        def one(n: int) -> Any:
            def call(sa: Any) -> Any:
                s, a = sa
                kw: dict[str, Any] = {"axis": st.just(a)}
                if spec is not None:
                    kw["num_or_size_splits"] = spec(gen, n)
                if remainder:
                    kw["with_remainder"] = st.just(True)
                return _call(gen.array(d, s), st.fixed_dictionaries(kw).map(lambda k: ((), k)))

            return _with_side(gen, n).flatmap(call)

        return side.flatmap(one)

    return build


def _two_sizes(gen: Any, n: int) -> Any:
    sizes = st.integers(0, n).map(lambda a: [a, n - a])
    as_array = st.tuples(sizes, st.sampled_from(_index_dtypes())).map(
        lambda vt: gen.asarray(np.array(vt[0]), vt[1])
    )
    return st.one_of(sizes, sizes.map(tuple), as_array)


def _np_split(x: Any, num_or_size_splits: Any = None, axis: int = 0, with_remainder: bool = False) -> Any:
    if x.ndim == 0:
        return (x,)
    n = x.shape[axis]
    spec = _ints(num_or_size_splits)
    if spec is None:
        sizes = [1] * n
    elif isinstance(spec, int):
        sizes = [n // spec] * spec if n % spec == 0 else [spec] * (n // spec) + [n % spec]
    else:
        sizes = [int(v) for v in spec]
    return tuple(np.split(x, np.cumsum(sizes)[:-1], axis=axis))


def _split_0d(gen: Any, d: str) -> Any:
    return _call(gen.array(d, ()), _kw(optional={"num_or_size_splits": st.just(1)}).map(lambda k: ((), k)))


# --- indexing -------------------------------------------------------------------------------------


def _take(gen: Any, d: str) -> Any:
    def extra(s: tuple[int, ...]) -> Any:
        ndim = len(s)
        axes = [a for a in range(-ndim, ndim) if s[a]]
        if ndim == 1:
            kw = _kw(optional={"axis": st.sampled_from(axes)})
        else:
            kw = st.sampled_from(axes).map(lambda a: {"axis": a})
        flat = st.just({"axis": None})

        def idx(k: dict[str, Any]) -> Any:
            a = k.get("axis", 0)
            n = int(np.prod(s)) if a is None else s[a]
            return _indices(gen, gen.shape(max_dims=2), n).map(lambda i: ((i,), k))

        return (kw | flat).flatmap(idx)

    return _on_shape(gen, d, gen.shape(min_dims=1, min_side=1), extra)


def _take_along_axis(gen: Any, d: str) -> Any:
    def extra(s: tuple[int, ...]) -> Any:
        ndim = len(s)

        def with_axis(a: int) -> Any:
            # the indices' axis has any length; the others match or broadcast
            sides = [
                st.integers(0, 3) if i == a % ndim else st.sampled_from([side, 1]) for i, side in enumerate(s)
            ]
            kw = {"axis": a} if a != -1 else {}
            return (
                st.tuples(*sides).flatmap(lambda shape: _indices(gen, shape, s[a])).map(lambda i: ((i,), kw))
            )

        return gen.axis(ndim, none=False).flatmap(with_axis)

    return _on_shape(gen, d, gen.shape(min_dims=1, min_side=1), extra)


# --- creation -------------------------------------------------------------------------------------


def _shape_arg(gen: Any) -> Any:
    return gen.shape() | st.integers(0, 4)


def _filled(gen: Any, d: str) -> Any:
    return _shape_arg(gen).map(lambda s: ((s,), {"dtype": d}))


def _fill_values(d: str) -> Any:
    values = elements(d)
    if _kind(d) == "float":  # an int fill value for a float dtype
        values = values | st.integers(-8, 8)
    return values


def _full(gen: Any, d: str) -> Any:
    return st.tuples(_shape_arg(gen), _fill_values(d)).map(lambda t: (t, {"dtype": d}))


def _shape_only(got: list[Any], ref: Any, args: Any, kwargs: Any) -> str | None:
    shape = args[0].shape if isinstance(args[0], np.ndarray) else np.empty(args[0]).shape
    if got[0].shape != shape:
        return f"shape {got[0].shape}, expected {shape}"
    return None


def _arange(gen: Any, d: str) -> Any:
    kind = _kind(d)
    lo = 0 if kind == "unsigned" else -8
    ints = st.integers(lo, 8)
    steps = st.integers(-3, 3).filter(bool)
    if kind == "bool":  # ranges of 0 and 1 only
        return st.one_of(
            st.tuples(st.integers(0, 2)), st.tuples(st.integers(0, 1), st.integers(0, 1)),
            st.tuples(st.integers(0, 1), st.integers(-1, 2), st.sampled_from([1, -1])),
        ).map(lambda a: (a, {"dtype": d}))  # fmt: skip
    if kind == "float":  # exact in every float dtype, so the length is exact too
        ints = ints | st.integers(4 * lo, 32).map(lambda v: v / 4)
        steps = steps | st.sampled_from([0.5, -0.5, 0.25, 1.5])
    forms = st.one_of(
        st.tuples(st.integers(0, 8)),
        st.tuples(ints, ints),
        st.tuples(ints, ints, steps),
    )
    return forms.map(lambda a: (a, {"dtype": d}))


def _linspace(gen: Any, d: str) -> Any:
    kind = _kind(d)
    if kind in ("bool", "signed", "unsigned"):
        # integer bounds and an integer step, so every value is exact
        lo, hi = {"bool": (0, 1), "unsigned": (0, 8)}.get(kind, (-8, 8))

        def steps(num: int, endpoint: bool) -> int:
            """Steps from start to stop."""
            return max(num - 1 if endpoint else num, 1)

        return (
            st.tuples(st.integers(lo, hi), st.integers(-2, 2), st.integers(0, 5), st.booleans())
            .filter(lambda t: lo <= t[0] + t[1] * steps(t[2], t[3]) <= hi)
            .map(lambda t: ((t[0], t[0] + t[1] * steps(t[2], t[3]), t[2]), {"endpoint": t[3], "dtype": d}))
        )
    bound: Any = st.integers(-20, 20).map(lambda v: v / 4)
    if _kind(d) == "complex":
        bound = bound | st.builds(complex, bound, bound)
    return st.tuples(bound, bound, st.integers(0, 5), _kw(optional={"endpoint": st.booleans()})).map(
        lambda t: ((t[0], t[1], t[2]), {**t[3], "dtype": d})
    )


def _logspace(gen: Any, d: str) -> Any:
    if _kind(d) in ("bool", "signed", "unsigned"):
        # fractional powers would be truncated to the dtype: one ulp of the
        # power below an integer changes the result
        return _logspace_int(gen, d)
    exponent = st.integers(-4, 4).map(lambda v: v / 2)
    kw = _kw(
        optional={
            "base": st.sampled_from([2.0, 10.0, 0.5, 3]),
            "endpoint": st.booleans(),
            "axis": st.sampled_from([0, -1]),
        }
    )
    return st.tuples(exponent, exponent, st.integers(0, 4), kw).map(
        lambda t: ((t[0], t[1], t[2]), {**t[3], "dtype": d})
    )


def _logspace_int(gen: Any, d: str) -> Any:
    # base 2, integer exponents: exact powers of two that the dtype holds
    top = 6 if d in ("int8", "uint8") else 7
    return st.integers(0, 3).flatmap(
        lambda lo: st.integers(lo, top).map(lambda hi: ((lo, hi, hi - lo + 1), {"base": 2, "dtype": d}))
    )


def _np_logspace(
    start: Any, stop: Any, num: int, *, base: Any = 10.0, endpoint: bool = True, **_: Any
) -> Any:
    return np.logspace(start, stop, num, endpoint=endpoint, base=base)


def _eye(gen: Any, d: str) -> Any:
    return st.tuples(
        st.integers(0, 4), st.none() | st.integers(0, 4), _kw(optional={"k": st.integers(-4, 4)})
    ).map(lambda t: ((t[0],) if t[1] is None else (t[0], t[1]), {**t[2], "dtype": d}))


def _like(gen: Any, d: str) -> Any:
    return gen.array(d, gen.shape()).map(lambda x: ((x,), {}))


def _like_as(gen: Any, d: str) -> Any:
    """``(x,), {"dtype": t}`` with ``x`` of another dtype: ``d`` is the result's."""
    others = [t for t in ("int32", "float32", "bool", "float64") if t in _valid() and t != d]
    return st.sampled_from(others).flatmap(
        lambda t: gen.array(t, gen.shape()).map(lambda x: ((x,), {"dtype": d}))
    )


def _full_like(gen: Any, d: str) -> Any:
    return st.tuples(gen.array(d, gen.shape()), _fill_values(d)).map(lambda t: (t, {}))


def _triangle(gen: Any, d: str) -> Any:
    return _on_shape(
        gen, d, gen.shape(min_dims=2), lambda s: _no_args(_kw(optional={"k": st.integers(-4, 4)}))
    )


def _meshgrid(n: int) -> Any:
    def build(gen: Any, d: str) -> Any:
        arrays = st.tuples(
            *[st.sampled_from([3, 2, 0]).flatmap(lambda m: gen.array(d, (m,))) for _ in range(n)]
        )
        return st.tuples(arrays, _kw(optional={"indexing": st.sampled_from(["xy", "ij"])}))

    return build


def _from_dlpack(gen: Any, d: str) -> Any:
    copy = st.sampled_from([None, True, False])
    return _on_shape(gen, d, gen.shape(), lambda s: _no_args(_kw(optional={"copy": copy})))


def _from_dlpack_numpy(gen: Any, d: str) -> Any:
    """A NumPy array as the producer (another framework); NumPy has no
    bfloat16 DLPack export, so that dtype comes from an ivy_core Array."""
    if d not in STANDARD:
        return _from_dlpack(gen, d)
    return gen.shape().flatmap(lambda s: gen.values(d, s)).map(lambda v: ((v,), {}))


# --- asarray --------------------------------------------------------------------------------------


def _from_python(gen: Any, d: str) -> Any:
    return gen.shape().flatmap(lambda s: gen.values(d, s)).map(lambda v: ((v.tolist(),), {"dtype": d}))


def _from_array(gen: Any, d: str) -> Any:
    kw = _kw(optional={"dtype": st.just(d), "copy": st.sampled_from([None, True, False])})
    return _on_shape(gen, d, gen.shape(), lambda s: _no_args(kw))


def _from_numpy(gen: Any, d: str) -> Any:
    kw = _kw({"dtype": st.just(d)}, optional={"copy": st.sampled_from([None, True])})
    return st.tuples(gen.shape().flatmap(lambda s: gen.values(d, s)), kw).map(lambda t: ((t[0],), t[1]))


def _np_asarray(obj: Any, **_: Any) -> Any:
    return np.asarray(obj)


# --- astype ---------------------------------------------------------------------------------------


def _valid() -> list[str]:
    """The dtypes of the backend being tested (the kit builds arguments inside it)."""
    return [str(t) for t in ivy.valid_dtypes]


#: Target dtypes per source kind. Casting complex to a real dtype is not
#: specified (only to bool); float to int is given integer values.
_TARGETS = {
    "bool": ("bool", "int8", "uint8", "int32", "int64", "float16", "float32", "float64", "complex64"),
    "signed": ("bool", "int8", "int16", "int32", "int64", "uint8", "float16", "bfloat16", "float32",
               "float64", "complex64", "complex128"),
    "unsigned": ("bool", "uint8", "uint16", "uint32", "uint64", "int8", "int64", "float16", "float32",
                 "float64", "complex128"),
    "float": ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16",
              "bfloat16", "float32", "float64", "complex64", "complex128"),
    "complex": ("bool", "complex64", "complex128"),
}  # fmt: skip


def _astype(gen: Any, d: str) -> Any:
    kind = _kind(d)
    valid = set(_valid())
    targets = [t for t in _TARGETS[kind] if t in valid]

    def call(t: str) -> Any:
        tkind = _kind(t)
        int_domain = (0, 8) if tkind == "unsigned" else (-8, 8)
        build = np.round if kind == "float" and tkind in ("signed", "unsigned") else None
        domain = (0.0, 8.0) if tkind == "unsigned" else (-8.0, 8.0)
        x = gen.array(d, gen.shape(), domain=domain, int_domain=int_domain, build=build)
        kw = _kw(optional={"copy": st.booleans()})
        return st.tuples(x, kw).map(lambda xk: ((xk[0], t), xk[1]))

    return st.sampled_from(targets).flatmap(call)


def _np_astype(x: Any, dtype: str, **_: Any) -> Any:
    if dtype == "bfloat16":
        return x.astype(np.float64).astype(np.float32)  # compared within bfloat16's tolerance
    return x.astype(dtype)


# --- the cases ------------------------------------------------------------------------------------

_SAME2 = ("same", "same")
_SAME3 = ("same", "same", "same")


def _target(d: str, args: Any, kwargs: Any) -> str:
    return str(args[1])


CASES: list[Case] = [
    # -- manipulation --------------------------------------------------------------------------
    custom("reshape", lambda x, shape, copy=None: np.reshape(x, shape), args=_reshape),
    custom("reshape", lambda x, shape, copy=None: np.reshape(x, shape), args=_reshape_no_copy,
           id="reshape_copy_false"),
    custom("concat", lambda arrays, axis=0: np.concatenate(arrays, axis=axis), args=_concat),
    custom("concat", lambda arrays, axis=0: np.concatenate(arrays, axis=axis), args=_concat_flat,
           id="concat_axis_none"),
    custom("concat", lambda arrays, axis=0: np.concatenate(arrays, axis=axis), args=_concat_mixed,
           id="concat_promoted"),
    custom("stack", lambda arrays, axis=0: np.stack(arrays, axis=axis), args=_stack),
    custom("stack", lambda arrays, axis=0: np.stack(arrays, axis=axis), args=_concat_mixed,
           id="stack_promoted"),
    custom("expand_dims", lambda x, axis=0: np.expand_dims(x, axis), args=_expand_dims),
    custom("permute_dims", np.transpose, args=_permute_dims),
    custom("broadcast_to", np.broadcast_to, args=_broadcast_to),
    custom("broadcast_arrays", np.broadcast_arrays, _SAME2, args=_broadcast_arrays(2)),
    custom("broadcast_arrays", np.broadcast_arrays, _SAME3, args=_broadcast_arrays(3),
           id="broadcast_arrays_3"),
    custom("flip", lambda x, axis=None: np.flip(x, axis=axis), args=_flip),
    custom("moveaxis", np.moveaxis, args=_moveaxis),
    custom("repeat", _np_repeat, args=_repeat),
    custom("roll", lambda x, shift, axis=None: np.roll(x, shift, axis=axis), args=_roll),
    custom("squeeze", np.squeeze, args=_squeeze),
    custom("tile", np.tile, args=_tile),
    custom("unstack", _np_unstack, _SAME2, args=_unstack(2)),
    custom("unstack", _np_unstack, _SAME3, args=_unstack(3), id="unstack_3"),
    custom("split", _np_split, _SAME3, args=_split(st.sampled_from([3, 6]), lambda gen, n: st.just(3), 3)),
    custom("split", _np_split, _SAME2, args=_split(st.integers(2, 4), _two_sizes, 2), id="split_sizes"),
    custom("split", _np_split, _SAME2, args=_split(st.sampled_from([3, 4]), lambda gen, n: st.just(2), 2, True),
           id="split_with_remainder"),
    custom("split", _np_split, _SAME2, args=_split(st.just(2), None, 2), id="split_default"),
    custom("split", _np_split, ("same",), args=_split_0d, id="split_0d"),
    # -- indexing ------------------------------------------------------------------------------
    custom("take", lambda x, indices, axis=None: np.take(x, _ints(indices), axis=axis), args=_take),
    custom("take_along_axis", lambda x, indices, axis=-1: np.take_along_axis(x, _ints(indices), axis=axis),
           args=_take_along_axis),
    # -- creation ------------------------------------------------------------------------------
    custom("asarray", _np_asarray, args=_from_python, id="asarray_python"),
    custom("asarray", _np_asarray, args=_from_array, id="asarray_array"),
    custom("asarray", _np_asarray, args=_from_numpy, id="asarray_numpy"),
    custom("array", _np_asarray, args=_from_python, id="array_python"),
    custom("array", _np_asarray, args=_from_array, id="array_array"),
    custom("zeros", lambda shape, **_: np.zeros(shape), args=_filled),
    custom("ones", lambda shape, **_: np.ones(shape), args=_filled),
    custom("empty", None, args=_filled, check=_shape_only),
    custom("full", lambda shape, fill_value, **_: np.full(shape, fill_value), args=_full),
    custom("zeros_like", lambda x, **_: np.zeros_like(x), args=_like),
    custom("zeros_like", lambda x, **_: np.zeros(x.shape), args=_like_as, id="zeros_like_dtype"),
    custom("ones_like", lambda x, **_: np.ones_like(x), args=_like),
    custom("ones_like", lambda x, **_: np.ones(x.shape), args=_like_as, id="ones_like_dtype"),
    custom("full_like", lambda x, fill_value, **_: np.full(x.shape, fill_value), args=_full_like),
    custom("empty_like", None, args=_like, check=_shape_only),
    custom("empty_like", None, args=_like_as, check=_shape_only, id="empty_like_dtype"),
    custom("arange", lambda *a, **_: np.arange(*a), args=_arange),
    custom("linspace", lambda start, stop, num, endpoint=True, **_: np.linspace(start, stop, num, endpoint=endpoint),
           args=_linspace),
    custom("logspace", _np_logspace, args=_logspace),
    custom("logspace", _np_logspace, args=_logspace_int, id="logspace_int"),
    custom("eye", lambda n, m=None, k=0, **_: np.eye(n, m, k=k), args=_eye),
    custom("tril", lambda x, k=0: np.tril(x, k), args=_triangle),
    custom("triu", lambda x, k=0: np.triu(x, k), args=_triangle),
    custom("meshgrid", np.meshgrid, ("same",), args=_meshgrid(1), id="meshgrid_1"),
    custom("meshgrid", np.meshgrid, _SAME2, args=_meshgrid(2)),
    custom("meshgrid", np.meshgrid, _SAME3, args=_meshgrid(3), id="meshgrid_3"),
    custom("from_dlpack", lambda x, **_: x, args=_from_dlpack),
    custom("from_dlpack", lambda x, **_: x, args=_from_dlpack_numpy, id="from_dlpack_numpy"),
    # -- data type -----------------------------------------------------------------------------
    custom("astype", _np_astype, _target, args=_astype),
]  # fmt: skip
