"""Kit cases: linear algebra (the main-namespace products and the standard's
``linalg`` extension) and the ``fft`` extension.

Inputs of the factorisations and solvers are built well conditioned from the
drawn values (``build=``): Hermitian positive-definite matrices for
``cholesky``, matrices with singular values in about ``[0.8, 2.2]`` for the
solvers, exact-rank products for ``matrix_rank``. Results that are unique
(determinants, inverses, singular values, norms) are compared with NumPy's;
decompositions whose factors are not unique (``eigh``, ``qr``, ``svd``: the
signs or phases of vectors) are checked by their defining properties:
reconstruction, orthonormality, triangularity and order, with a tolerance of
``n * eps * |x|`` scale. The checks get float64/complex128 copies of the
results; the precision that was computed in is read back from the values
(float32 results are exactly representable in float32; float64 ones are not).

Integer and bool inputs (which the spec casts to the default float dtype,
``float_inputs``) are built exactly in their dtype from entries in
``[-1, 1]``: ``A A^T + I`` (positive definite), diagonally dominant
matrices for the solvers, products of factors holding an identity block
for an exact rank.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from hypothesis import strategies as st

import ivy_core as ivy

from .._dtype import _dtypes
from ._case import Case, custom

# -- shapes ------------------------------------------------------------------------------
# A few fixed shapes in the fast profile (JAX and TensorFlow compile per
# shape), more in the deep one.

_MATS = [(3, 3), (2, 3), (3, 2), (2, 3, 3)]
_MATS_DEEP = _MATS + [(1, 1), (4, 2), (2, 4), (2, 1, 3), (2, 2, 2, 3), (0, 2, 3)]
_SQUARE = [(3, 3), (2, 3, 3)]
_SQUARE_DEEP = _SQUARE + [(1, 1), (2, 2), (4, 4), (2, 1, 3, 3), (0, 2, 2)]

_UNIT = (-1.0, 1.0)
_INT_UNIT = (-1, 1)


def _pick(gen: Any, fast: list[Any], deep: list[Any] | None = None) -> Any:
    return st.sampled_from(fast if gen.fast or deep is None else deep)


def _complex_of(d: str, args: Any = (), kwargs: Any = None) -> str:
    """Complex dtype of ``d``'s precision, ``complex64`` for the half dtypes
    (the standard's float -> complex mapping, ``_dtypes.COMPLEX_OF``: what
    a transform computed in float32 by ``computed_in`` answers)."""
    return str(_dtypes.COMPLEX_OF.get(d, d))


def _real_of(d: str, args: Any = (), kwargs: Any = None) -> str:
    return {"complex64": "float32", "complex128": "float64"}.get(d, d)


def _call(*arrays: Any, **kwargs: Any) -> Any:
    """Strategy of ``(args, kwargs)`` from strategies of the arguments."""
    return st.tuples(st.tuples(*arrays), st.fixed_dictionaries(kwargs))


# -- well-conditioned inputs (computed in float64, then rounded to the dtype; integer -------
# -- and bool ones exactly in their dtype) -------------------------------------------------


def _integral(v: Any) -> bool:
    return bool(v.dtype.kind in "biu")


def _eye(n: int, v: Any) -> Any:
    """The identity in ``v``'s dtype, broadcast to ``v``'s stack."""
    return np.broadcast_to(np.eye(n, dtype=v.dtype), v.shape).copy()


def _wide(v: Any) -> Any:
    return v.astype(np.complex128 if v.dtype.kind == "c" else np.float64)


def _h(a: Any) -> Any:
    return np.conj(np.swapaxes(a, -1, -2))


def _hermitian(v: Any) -> Any:
    """An exactly Hermitian matrix (stack) from square ``v``."""
    if _integral(v):
        t = np.swapaxes(v, -1, -2)
        return (v | t) if v.dtype == np.bool_ else (v + t)
    a = _wide(v)
    return ((a + _h(a)) / 2).astype(v.dtype)


def _spd(v: Any) -> Any:
    """Hermitian positive definite, eigenvalues in ``[1, 1 + 2n]`` (entries of
    ``v`` in ``[-1, 1]``); for integer ``v``, ``A A^T + I``; for bool, the identity."""
    n = v.shape[-1]
    if v.dtype == np.bool_:
        return _eye(n, v)
    if _integral(v):
        a = v.astype(np.int64)
        return (a @ np.swapaxes(a, -1, -2) + np.eye(n, dtype=np.int64)).astype(v.dtype)
    a = _wide(v)
    m = a @ _h(a) / max(n, 1) + np.eye(n)
    return ((m + _h(m)) / 2).astype(v.dtype)


def _well(v: Any) -> Any:
    """Square, singular values in about ``[0.8, 2.2]`` (entries of ``v`` in
    ``[-1, 1]``); rows scaled by signs (phases) drawn from ``v`` so that
    determinants take every sign. Integer ``v``: ``(n + 1) I + v``, strictly
    diagonally dominant, rows negated where ``v``'s first column is negative;
    bool: unit upper triangular (determinant 1)."""
    n = v.shape[-1]
    if v.dtype == np.bool_:
        return np.triu(v, 1) | _eye(n, v)
    if _integral(v):
        a = v.astype(np.int64)
        m = (n + 1) * np.eye(n, dtype=np.int64) + a
        if n:
            m = np.where(a[..., :, :1] < 0, -1, 1) * m
        return m.astype(v.dtype)
    a = _wide(v)
    m = 1.5 * np.eye(n) + a / (2 * max(n, 1))
    if n:
        first = a[..., :, :1]
        mag = np.abs(first)
        unit = np.where(mag == 0, 1, first / np.where(mag == 0, 1, mag))
        m = unit * m
    return m.astype(v.dtype)


def _singular(v: Any) -> Any:
    """:func:`_well` with its last row zero (exactly singular)."""
    m = _well(v)
    m[..., -1, :] = 0
    return m


def _of_rank(r: int) -> Any:
    """``(m, n)`` matrices of rank exactly ``r``: a product of an ``m x r`` and
    an ``r x n`` factor with singular values in about ``[0.6, 1.4]``, so the
    nonzero singular values of the product are at least about 0.4. Integer
    and bool ``v``: ``[I; B] @ [I, C]`` with ``B`` and ``C`` from ``v`` (``C``
    zero for bool), whose nonzero singular values are at least 1."""

    def build(v: Any) -> Any:
        m, n = v.shape[-2], v.shape[-1]
        if _integral(v):
            a = v.astype(np.int64)
            left = np.broadcast_to(np.eye(m, r, dtype=np.int64), (*a.shape[:-2], m, r)).copy()
            left[..., r:, :] = a[..., r:, :r]
            right = np.broadcast_to(np.eye(r, n, dtype=np.int64), (*a.shape[:-2], r, n)).copy()
            if v.dtype != np.bool_:
                right[..., :, r:] = a[..., :r, r:]
            return (left @ right).astype(v.dtype)
        a = _wide(v)
        left = np.eye(m, r) + 0.25 * a[..., :, :r] / max(m, 1)
        right = np.eye(r, n) + 0.25 * a[..., :r, :] / max(n, 1)
        return (left @ right).astype(v.dtype)

    return build


# -- checking factorisations -------------------------------------------------------------------


def _representable(a: Any, dtype: Any) -> bool:
    parts = [a.real, a.imag] if a.dtype.kind == "c" else [a]
    with np.errstate(all="ignore"):
        return all(np.array_equal(p.astype(dtype).astype(np.float64), p) for p in parts)


def _eps_of(arrays: list[Any]) -> float:
    """Machine epsilon of the precision the arrays were computed in: the
    lowest precision holding every value exactly (a float64 result is
    essentially never representable in float32)."""
    arrays = [a for a in arrays if a.size and a.dtype.kind in "fc"]
    candidates: list[tuple[Any, float]] = []
    try:
        import ml_dtypes

        candidates.append((ml_dtypes.bfloat16, 2.0**-7))
    except ImportError:  # pragma: no cover
        pass
    candidates += [(np.float16, 2.0**-10), (np.float32, 2.0**-23)]
    for dtype, eps in candidates:
        if all(_representable(a, dtype) for a in arrays):
            return eps
    return 2.0**-52


def _tolerance(x: Any, got: list[Any], ref_args: list[Any], factor: float = 16.0) -> float:
    """``factor * n * eps * max(1, |x|_2 bound)`` for a matrix (stack) ``x``."""
    n = max(x.shape[-2:], default=1)
    scale = float(np.max(np.abs(x))) * n if x.size else 1.0
    return (
        factor
        * max(n, 1)
        * _eps_of(got + [a for a in ref_args if isinstance(a, np.ndarray)])
        * max(1.0, scale)
    )


def _near(what: str, got: Any, want: Any, tol: float) -> str | None:
    if got.shape != want.shape:
        return f"{what}: shape {got.shape}, expected {want.shape}"
    if got.size == 0:
        return None
    err = float(np.max(np.abs(got - want)))
    if not err <= tol:  # also catches nan
        return f"{what}: off by {err:.3g} (tolerance {tol:.3g}); got {got.tolist()!r:.300}"
    return None


def _first(*messages: str | None) -> str | None:
    for m in messages:
        if m:
            return m
    return None


def _eye_like(k: int, stack: tuple[int, ...]) -> Any:
    return np.broadcast_to(np.eye(k), stack + (k, k))


def _check_eigh(got: list[Any], ref: Any, args: list[Any], kwargs: dict[str, Any]) -> str | None:
    w, v = got
    x = args[0]
    n = x.shape[-1]
    stack = x.shape[:-2]
    tol = _tolerance(x, got, args)
    if w.shape != stack + (n,) or v.shape != x.shape:
        return f"shapes {w.shape}, {v.shape}; expected {stack + (n,)}, {x.shape}"
    if w.size and np.any(np.diff(w, axis=-1) < -tol):
        return f"eigenvalues {w.tolist()!r:.300} are not ascending"
    return _first(
        _near("eigenvalues (against numpy.linalg.eigvalsh)", w, np.linalg.eigvalsh(x), tol),
        _near("V^H V - I (eigenvectors orthonormal)", _h(v) @ v, _eye_like(n, stack), tol),
        _near("x V - V diag(w)", x @ v, v * w[..., None, :], tol),
    )


def _check_qr(got: list[Any], ref: Any, args: list[Any], kwargs: dict[str, Any]) -> str | None:
    q, r = got
    x = args[0]
    m, n = x.shape[-2:]
    stack = x.shape[:-2]
    k = m if kwargs.get("mode", "reduced") == "complete" else min(m, n)
    if q.shape != stack + (m, k) or r.shape != stack + (k, n):
        return f"shapes Q {q.shape}, R {r.shape}; expected {stack + (m, k)}, {stack + (k, n)}"
    tol = _tolerance(x, got, args)
    return _first(
        _near("R below its diagonal (R upper triangular)", np.tril(r, -1), np.zeros_like(r), tol),
        _near("Q^H Q - I (Q orthonormal columns)", _h(q) @ q, _eye_like(k, stack), tol),
        _near("Q R - x", q @ r, x, tol),
    )


def _check_svd(got: list[Any], ref: Any, args: list[Any], kwargs: dict[str, Any]) -> str | None:
    u, s, vh = got
    x = args[0]
    m, n = x.shape[-2:]
    stack = x.shape[:-2]
    k = min(m, n)
    full = kwargs.get("full_matrices", True)
    ku, kv = (m, n) if full else (k, k)
    if u.shape != stack + (m, ku) or s.shape != stack + (k,) or vh.shape != stack + (kv, n):
        return (
            f"shapes U {u.shape}, S {s.shape}, Vh {vh.shape}; expected "
            f"{stack + (m, ku)}, {stack + (k,)}, {stack + (kv, n)}"
        )
    tol = _tolerance(x, got, args)
    if s.size and (np.any(np.diff(s, axis=-1) > tol) or np.any(s < -tol)):
        return f"singular values {s.tolist()!r:.300} are not non-negative and descending"
    return _first(
        _near("S (against numpy.linalg.svdvals)", s, np.linalg.svdvals(x), tol),
        _near("U^H U - I", _h(u) @ u, _eye_like(ku, stack), tol),
        _near("Vh Vh^H - I", vh @ _h(vh), _eye_like(kv, stack), tol),
        _near("U diag(S) Vh - x", (u[..., :, :k] * s[..., None, :]) @ vh[..., :k, :], x, tol),
    )


# -- argument builders -------------------------------------------------------------------------------


def _one_matrix(
    gen: Any, d: str, shapes: list[Any], deep: list[Any], build: Any = None, **kwargs: Any
) -> Any:
    return _pick(gen, shapes, deep).flatmap(
        lambda s: _call(gen.array(d, s, domain=_UNIT, int_domain=_INT_UNIT, build=build), **kwargs)
    )


def _pair(gen: Any, d: str, pairs: list[Any], deep: list[Any] | None = None, domain: Any = _UNIT) -> Any:
    """Two arrays of the shapes of a drawn ``(shape1, shape2, kwargs)``."""
    return _pick(gen, pairs, deep).flatmap(
        lambda p: _call(
            gen.array(d, p[0], domain=domain),
            gen.array(d, p[1], domain=domain),
            **{k: st.just(v) for k, v in p[2].items()},
        )
    )


def _matrix_rank_args(gen: Any, d: str) -> Any:
    floating = _dtypes.as_dtype(d).kind in ("float", "complex")
    real = _real_of(d) if floating else str(ivy.default_float_dtype())

    def with_rank(s: tuple[int, ...]) -> Any:
        rtol = st.just(0.1)
        if len(s) > 2:  # an array rtol, one per matrix of the stack (floating)
            rtol = rtol | gen.array(real, s[:-2], domain=(0.05, 0.2))
        return st.integers(0, min(s[-2:])).flatmap(
            lambda r: _call(gen.array(d, s, domain=_UNIT, int_domain=_INT_UNIT, build=_of_rank(r)), rtol=rtol)
        )

    return _pick(gen, _MATS, _MATS_DEEP).flatmap(with_rank)


def _vector_norm_args(gen: Any, d: str) -> Any:
    inf = float("inf")

    def build(s: tuple[int, ...], ord: Any) -> Any:
        nd = len(s)
        axes = st.lists(st.integers(-nd, nd - 1), min_size=1, max_size=nd, unique_by=lambda a: a % nd)
        axis = st.none() | gen.axis(nd, none=False) | axes.map(tuple) if nd else st.none()
        return _call(
            gen.array(d, s, nonzero=ord < 0),
            axis=axis,
            keepdims=st.booleans(),
            ord=st.just(ord),
        )

    ords = st.sampled_from([2, 1, inf, -inf, 0, 3, -1, 0.5])
    return st.tuples(gen.shape(max_dims=3, min_side=1), ords).flatmap(lambda p: build(*p))


def _solve_args(gen: Any, d: str) -> Any:
    pairs = [((3, 3), (3,)), ((3, 3), (3, 2)), ((2, 3, 3), (3,)), ((2, 3, 3), (2, 3, 1))]
    deep = pairs + [((1, 1), (1,)), ((3, 3), (2, 3, 2)), ((2, 1, 3, 3), (4, 3, 2)), ((0, 2, 2), (2,))]
    return _pick(gen, pairs, deep).flatmap(
        lambda p: _call(
            gen.array(d, p[0], domain=_UNIT, int_domain=_INT_UNIT, build=_well),
            gen.array(d, p[1], domain=_UNIT, int_domain=_INT_UNIT),
        )
    )


# -- references ---------------------------------------------------------------------------------------


def _vecdot(x1: Any, x2: Any, axis: int = -1) -> Any:
    return np.sum(np.conj(x1) * x2, axis=axis)


def _diagonal(x: Any, offset: int = 0, axis1: int = -2, axis2: int = -1) -> Any:
    return np.diagonal(x, offset=offset, axis1=axis1, axis2=axis2)


def _trace(x: Any, offset: int = 0, axis1: int = -2, axis2: int = -1, dtype: Any = None) -> Any:
    return np.trace(x, offset=offset, axis1=axis1, axis2=axis2)


def _matrix_rank(x: Any, rtol: Any = None) -> Any:
    if x.shape[-2] == 0 or x.shape[-1] == 0:
        return np.zeros(x.shape[:-2], dtype=np.int64)
    return np.linalg.matrix_rank(x, rtol=rtol)


def _slogdet(x: Any) -> Any:
    r = np.linalg.slogdet(x)
    return r.sign, r.logabsdet


LINALG: list[Case] = [
    # -- products -----------------------------------------------------------------------------
    custom(
        "matmul",
        np.matmul,
        ulps=32,
        args=lambda gen, d: _pair(
            gen,
            d,
            [((3,), (3,), {}), ((2, 3), (3,), {}), ((2, 3), (3, 3), {}), ((2, 3, 3), (3, 2), {})],
            [
                ((3,), (3,), {}),
                ((2, 3), (3,), {}),
                ((3,), (3, 2), {}),
                ((2, 3), (3, 3), {}),
                ((2, 3, 3), (3, 2), {}),
                ((2, 1, 3), (3, 3), {}),
                ((1, 2, 3), (2, 3, 1), {}),
                ((2, 0), (0, 3), {}),
                ((0, 2), (2, 3), {}),
            ],
        ),
    ),
    custom(
        "matrix_transpose",
        lambda x: np.swapaxes(x, -1, -2),
        args=lambda gen, d: gen.array(d, gen.shape(min_dims=2)).map(lambda x: ((x,), {})),
    ),
    custom(
        "tensordot",
        np.tensordot,
        ulps=32,
        args=lambda gen, d: _pair(
            gen,
            d,
            [
                ((2, 3), (3, 2), {"axes": 1}),
                ((2, 3), (2, 3), {}),
                ((3,), (2,), {"axes": 0}),
                ((2, 3, 3), (3, 3, 2), {"axes": ((1, 2), (1, 0))}),
            ],
            [
                ((2, 3), (3, 2), {"axes": 1}),
                ((2, 3), (2, 3), {}),
                ((3,), (2,), {"axes": 0}),
                ((2, 3, 3), (3, 3, 2), {"axes": ((1, 2), (1, 0))}),
                ((2, 3), (3, 2), {"axes": ([1], [0])}),
                ((2, 3, 3), (3, 3), {}),
                ((2, 3), (4, 3), {"axes": ((-1,), (-1,))}),
                ((0, 3), (3, 2), {"axes": 1}),
            ],
        ),
    ),
    custom(
        "vecdot",
        _vecdot,
        ulps=32,
        args=lambda gen, d: _pair(
            gen,
            d,
            [((3,), (3,), {}), ((2, 3), (3,), {}), ((2, 3), (2, 3), {"axis": -2}), ((2, 1, 3), (2, 3), {})],
            [
                ((3,), (3,), {}),
                ((2, 3), (3,), {}),
                ((2, 3), (2, 3), {"axis": -2}),
                ((2, 1, 3), (2, 3), {}),
                ((2, 3, 3), (3, 1), {"axis": -2}),
                ((0, 3), (3,), {}),
                ((2, 0), (2, 0), {}),
            ],
        ),
    ),
    custom(
        "outer",
        np.outer,
        args=lambda gen, d: _pair(
            gen,
            d,
            [((3,), (2,), {}), ((3,), (3,), {})],
            [((3,), (2,), {}), ((1,), (4,), {}), ((0,), (3,), {})],
        ),
    ),
    custom(
        "cross",
        lambda x1, x2, axis=-1: np.cross(x1, x2, axis=axis),
        ulps=16,
        args=lambda gen, d: _pair(
            gen,
            d,
            [((3,), (3,), {}), ((2, 3), (3,), {}), ((3, 2), (3, 2), {"axis": -2}), ((2, 1, 3), (2, 3), {})],
            [
                ((3,), (3,), {}),
                ((2, 3), (3,), {}),
                ((3, 2), (3, 2), {"axis": -2}),
                ((2, 1, 3), (2, 3), {}),
                ((2, 3, 3), (3, 3), {"axis": -2}),
                ((0, 3), (3,), {}),
            ],
        ),
    ),
    # -- diagonals --------------------------------------------------------------------------------
    custom(
        "diag",
        lambda x, k=0: np.diag(x, k),
        args=lambda gen, d: gen.shape(min_dims=1, max_dims=2).flatmap(
            lambda s: _call(gen.array(d, s), k=st.integers(-2, 2))
        ),
    ),
    custom(
        "diagonal",
        _diagonal,
        args=lambda gen, d: gen.shape(min_dims=2).flatmap(
            lambda s: _call(gen.array(d, s), offset=st.integers(-2, 2))
        ),
    ),
    custom(
        "diagonal",
        _diagonal,
        id="diagonal_axes",
        args=lambda gen, d: gen.shape(min_dims=3, max_dims=3).flatmap(
            lambda s: _call(
                gen.array(d, s),
                offset=st.integers(-1, 1),
                axis1=st.sampled_from([0, -3]),
                axis2=st.sampled_from([1, 2, -1]),
            )
        ),
    ),
    custom(
        "trace",
        _trace,
        "sum",
        ulps=8,
        args=lambda gen, d: gen.shape(min_dims=2).flatmap(
            lambda s: _call(gen.array(d, s), offset=st.integers(-1, 1))
        ),
    ),
    custom(
        "trace",
        _trace,
        ulps=8,
        id="trace_dtype",
        explicit_dtype=True,
        args=lambda gen, d: gen.shape(min_dims=2).flatmap(lambda s: _call(gen.array(d, s), dtype=st.just(d))),
    ),
    custom(
        "trace",
        _trace,
        "sum",
        ulps=8,
        id="trace_axes",
        args=lambda gen, d: gen.shape(min_dims=3, max_dims=3).flatmap(
            lambda s: _call(gen.array(d, s), axis1=st.just(0), axis2=st.sampled_from([1, -1]))
        ),
    ),
    # -- factorisations -----------------------------------------------------------------------------
    custom(
        "cholesky",
        lambda x, upper=False: np.linalg.cholesky(x, upper=upper),
        ulps=64,
        args=lambda gen, d: _one_matrix(gen, d, _SQUARE, _SQUARE_DEEP, _spd, upper=st.booleans()),
    ),
    custom(
        "eigh",
        None,
        ("real", "same"),
        check=_check_eigh,
        args=lambda gen, d: _one_matrix(gen, d, _SQUARE, _SQUARE_DEEP, _hermitian),
    ),
    custom(
        "eigvalsh",
        np.linalg.eigvalsh,
        "real",
        ulps=64,
        args=lambda gen, d: _one_matrix(gen, d, _SQUARE, _SQUARE_DEEP, _hermitian),
    ),
    custom(
        "qr",
        None,
        ("same", "same"),
        check=_check_qr,
        args=lambda gen, d: _one_matrix(
            gen, d, _MATS, _MATS_DEEP, mode=st.sampled_from(["reduced", "complete"])
        ),
    ),
    custom(
        "svd",
        None,
        ("same", "real", "same"),
        check=_check_svd,
        args=lambda gen, d: _one_matrix(gen, d, _MATS, _MATS_DEEP, full_matrices=st.booleans()),
    ),
    custom(
        "svdvals",
        np.linalg.svdvals,
        "real",
        ulps=64,
        args=lambda gen, d: _one_matrix(gen, d, _MATS, _MATS_DEEP),
    ),
    # -- determinants, inverses, solvers ------------------------------------------------------------
    custom(
        "det",
        np.linalg.det,
        ulps=64,
        args=lambda gen, d: _one_matrix(gen, d, _SQUARE, _SQUARE_DEEP, _well),
    ),
    custom(
        "det",
        np.linalg.det,
        ulps=64,
        id="det_singular",
        args=lambda gen, d: _one_matrix(gen, d, _SQUARE, _SQUARE_DEEP, _singular),
    ),
    custom(
        "slogdet",
        _slogdet,
        ("same", "real"),
        ulps=64,
        args=lambda gen, d: _one_matrix(gen, d, _SQUARE, _SQUARE_DEEP, _well),
    ),
    custom(
        "slogdet",
        _slogdet,
        ("same", "real"),
        id="slogdet_singular",
        args=lambda gen, d: _one_matrix(gen, d, _SQUARE, _SQUARE_DEEP, _singular),
    ),
    custom(
        "inv",
        np.linalg.inv,
        ulps=64,
        args=lambda gen, d: _one_matrix(gen, d, _SQUARE, _SQUARE_DEEP, _well),
    ),
    custom(
        "matrix_power",
        np.linalg.matrix_power,
        ulps=128,
        args=lambda gen, d: _pick(gen, _SQUARE, _SQUARE_DEEP).flatmap(
            lambda s: st.tuples(
                st.tuples(
                    gen.array(d, s, domain=_UNIT, int_domain=_INT_UNIT, build=_well), st.integers(-2, 3)
                ),
                st.just({}),
            )
        ),
    ),
    custom(
        "solve",
        np.linalg.solve,
        ulps=64,
        args=_solve_args,
    ),
    custom(
        "pinv",
        np.linalg.pinv,
        ulps=64,
        args=lambda gen, d: _pick(gen, _MATS, _MATS_DEEP).flatmap(
            lambda s: _call(gen.array(d, s, domain=_UNIT, int_domain=_INT_UNIT, build=_of_rank(min(s[-2:]))))
        ),
    ),
    custom(
        "pinv",
        lambda x, rtol=None: np.linalg.pinv(x, rtol=rtol),
        ulps=64,
        id="pinv_rtol",
        args=lambda gen, d: _pick(gen, _MATS, _MATS_DEEP).flatmap(
            lambda s: st.integers(0, min(s[-2:])).flatmap(
                lambda r: _call(
                    gen.array(d, s, domain=_UNIT, int_domain=_INT_UNIT, build=_of_rank(r)), rtol=st.just(0.1)
                )
            )
        ),
    ),
    custom(
        "matrix_rank",
        _matrix_rank,
        "index",
        id="matrix_rank",
        args=lambda gen, d: _pick(gen, _MATS, _MATS_DEEP).flatmap(
            lambda s: _call(gen.array(d, s, domain=_UNIT, int_domain=_INT_UNIT, build=_of_rank(min(s[-2:]))))
        ),
    ),
    custom(
        "matrix_rank",
        _matrix_rank,
        "index",
        id="matrix_rank_rtol",
        args=_matrix_rank_args,
    ),
    # -- norms -------------------------------------------------------------------------------------
    custom(
        "matrix_norm",
        lambda x, keepdims=False, ord="fro": np.linalg.matrix_norm(x, keepdims=keepdims, ord=ord),
        "real",
        ulps=64,
        args=lambda gen, d: _pick(gen, _MATS, [s for s in _MATS_DEEP if 0 not in s]).flatmap(
            lambda s: _call(
                gen.array(d, s),
                keepdims=st.booleans(),
                ord=st.sampled_from(["fro", "nuc", 1, -1, 2, -2, float("inf"), -float("inf")]),
            )
        ),
    ),
    custom(
        "vector_norm",
        lambda x, axis=None, keepdims=False, ord=2: np.linalg.vector_norm(
            x, axis=axis, keepdims=keepdims, ord=ord
        ),
        "real",
        ulps=16,
        args=_vector_norm_args,
    ),
]


# -- fft -------------------------------------------------------------------------------------------------

_NORMS = ["backward", "ortho", "forward"]


def _fft1_args(half: bool) -> Any:
    """``(x,), {n, axis, norm}``; ``half``: ``x`` is a half spectrum whose
    default length ``2 * (m - 1)`` must be positive."""

    def args(gen: Any, d: str) -> Any:
        return gen.shape(min_dims=1, max_dims=3, min_side=2 if half else 1).flatmap(
            lambda s: _call(
                gen.array(d, s),
                n=st.none() | st.integers(1, 6),
                axis=gen.axis(len(s), none=False),
                norm=st.sampled_from(_NORMS),
            )
        )

    return args


def _fftn_args(half: bool) -> Any:
    """``(x,), {s, axes, norm}``: ``axes`` unique in any order (or None), ``s``
    (only with ``axes``) of lengths 1..5 or -1 (the whole axis)."""

    def with_axes(gen: Any, d: str, shape: tuple[int, ...], axes: Any) -> Any:
        s = st.none()
        if axes is not None:
            s = s | st.lists(st.integers(1, 5) | st.just(-1), min_size=len(axes), max_size=len(axes))
        return _call(gen.array(d, shape), s=s, axes=st.just(axes), norm=st.sampled_from(_NORMS))

    def args(gen: Any, d: str) -> Any:
        def for_shape(shape: tuple[int, ...]) -> Any:
            nd = len(shape)
            axes = st.none() | st.lists(
                st.integers(-nd, nd - 1), min_size=1, max_size=nd, unique_by=lambda a: a % nd
            )
            return axes.flatmap(lambda ax: with_axes(gen, d, shape, ax))

        return gen.shape(min_dims=1, max_dims=3, min_side=2 if half else 1).flatmap(for_shape)

    return args


def _sizes(x: Any, s: Any, axes: Any, half: bool) -> Any:
    """``s`` with the -1 entries resolved (the whole axis; for the last axis
    of a half spectrum ``2 * (m - 1)``)."""
    if s is None:
        return None
    out = []
    for i, (v, a) in enumerate(zip(s, axes, strict=True)):
        if v == -1:
            m = x.shape[a]
            v = 2 * (m - 1) if half and i == len(s) - 1 else m
        out.append(v)
    return out


def _nd(f: Any, half: bool = False) -> Any:
    def ref(x: Any, s: Any = None, axes: Any = None, norm: str = "backward") -> Any:
        return f(x, s=_sizes(x, s, axes, half), axes=axes, norm=norm)

    return ref


def _shift_args(gen: Any, d: str) -> Any:
    def for_shape(shape: tuple[int, ...]) -> Any:
        nd = len(shape)
        axes: Any = st.none()
        if nd:
            axes = (
                axes
                | gen.axis(nd, none=False)
                | st.lists(st.integers(-nd, nd - 1), max_size=nd, unique_by=lambda a: a % nd).map(tuple)
            )
        return _call(gen.array(d, shape), axes=axes)

    return gen.shape(max_dims=3).flatmap(for_shape)


def _shift(f: Any) -> Any:
    def ref(x: Any, axes: Any = None) -> Any:
        if axes is None:
            axes = tuple(range(x.ndim))
        return f(x, axes=axes) if x.ndim and axes != () else x.copy()

    return ref


def _freq_args(gen: Any, d: str) -> Any:
    return _call(st.integers(1, 7), d=st.sampled_from([1.0, 0.5, 0.1, 3, -2.0]), dtype=st.just(d)).map(
        lambda c: ((c[0][0],), c[1])
    )


FFT: list[Case] = [
    custom("fft", np.fft.fft, _complex_of, ulps=32, args=_fft1_args(False)),
    custom("ifft", np.fft.ifft, _complex_of, ulps=32, args=_fft1_args(False)),
    custom("fftn", _nd(np.fft.fftn), _complex_of, ulps=64, args=_fftn_args(False)),
    custom("ifftn", _nd(np.fft.ifftn), _complex_of, ulps=64, args=_fftn_args(False)),
    custom("rfft", np.fft.rfft, _complex_of, ulps=32, args=_fft1_args(False)),
    custom("irfft", np.fft.irfft, _real_of, ulps=32, args=_fft1_args(True)),
    custom("rfftn", _nd(np.fft.rfftn), _complex_of, ulps=64, args=_fftn_args(False)),
    custom("irfftn", _nd(np.fft.irfftn, True), _real_of, ulps=64, args=_fftn_args(True)),
    custom("hfft", np.fft.hfft, _real_of, ulps=32, args=_fft1_args(True)),
    custom("ihfft", np.fft.ihfft, _complex_of, ulps=32, args=_fft1_args(False)),
    custom(
        "fftfreq",
        lambda n, d=1.0, dtype=None: np.fft.fftfreq(n, d),
        ulps=2,
        args=_freq_args,
    ),
    custom(
        "rfftfreq",
        lambda n, d=1.0, dtype=None: np.fft.rfftfreq(n, d),
        ulps=2,
        args=_freq_args,
    ),
    custom("fftshift", _shift(np.fft.fftshift), args=_shift_args),
    custom("ifftshift", _shift(np.fft.ifftshift), args=_shift_args),
]

CASES: list[Case] = LINALG + FFT
