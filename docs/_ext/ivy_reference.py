"""Sphinx extension: the API reference pages of the area modules.

``.. ivy-functions:: AREA``
    The reference of one area module (``creation``, ``elementwise``, ...,
    ``fft``): an alphabetical summary table, then every name of the module's
    ``__all__``, in the module's order, documented by autodoc under its public
    name (``ivy_core.add``, ``ivy_core.fft.fft``). A function added to an
    area's ``__all__`` appears without editing the docs. Each function's entry
    ends with

    - its **dtype support** on every backend installed where the docs are
      built, read from the support matrix the build generates anyway
      (``ivy_docs``: ``python -m ivy_core support-matrix --format json``),
      so the entry says what the support-matrix page says, per function;
    - **See also**: the other functions of the groups in :data:`SEE_ALSO`.

Signatures that use the aliases of ``ivy_core._arrays._typing`` show them
as written in the source (``x: ArrayLike``, not ``x: Array | Any``), linked
to reference/types (Sphinx's ``autodoc_type_aliases`` cannot link an alias
inside a union), and the private constants some docstrings quote
(``kinds=_NUMERIC``) are left out: the dtype support says the same in
public terms.
"""

from __future__ import annotations

import importlib
import inspect
import re
from typing import Any

import ivy_docs
from docutils import nodes
from ivy_core._tools._matrix_render import SHORT  # short dtype names: i8, u16, bf16, c64
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

logger = logging.getLogger(__name__)

#: Functions a reader of one looks for next. Each function's "See also"
#: lists the other members of every group it is in, in the groups' order.
#: Names are of ``ivy_core`` (``sin``) or, with the prefix, ``ivy_core.fft``
#: (``fft.rfft``); the build warns about a name that does not exist.
SEE_ALSO: tuple[tuple[str, ...], ...] = (
    # creation
    ("asarray", "array", "from_dlpack", "to_numpy", "to_scalar", "to_native"),
    ("zeros", "ones", "full", "empty", "eye"),
    ("zeros_like", "ones_like", "full_like", "empty_like"),
    ("zeros", "zeros_like"), ("ones", "ones_like"), ("full", "full_like"), ("empty", "empty_like"),
    ("arange", "linspace", "logspace", "meshgrid"),
    ("tril", "triu", "diag", "diagonal", "eye"),
    # data types
    ("astype", "can_cast", "result_type", "promote_types", "promote_types_of_inputs", "type_promote_arrays"),
    ("dtype", "as_ivy_dtype", "as_native_dtype", "isdtype"),
    ("is_bool_dtype", "is_int_dtype", "is_uint_dtype", "is_float_dtype", "is_complex_dtype", "isdtype"),
    ("finfo", "iinfo"),
    ("default_dtype", "default_int_dtype", "default_uint_dtype", "default_float_dtype",
     "default_complex_dtype", "set_default_dtype", "unset_default_dtype", "using_default_dtypes"),
    ("default_int_dtype", "set_default_int_dtype", "unset_default_int_dtype"),
    ("default_uint_dtype", "set_default_uint_dtype", "unset_default_uint_dtype"),
    ("default_float_dtype", "set_default_float_dtype", "unset_default_float_dtype"),
    ("default_complex_dtype", "set_default_complex_dtype", "unset_default_complex_dtype"),
    ("precise_mode", "set_precise_mode", "using_precise_mode"),
    ("promotion_mode", "set_promotion_mode", "current_promotion_mode"),
    # elementwise
    ("add", "subtract", "multiply", "divide", "negative", "positive"),
    ("divide", "floor_divide", "remainder", "reciprocal"),
    ("pow", "sqrt", "square", "exp", "log"),
    ("exp", "expm1", "log", "log1p", "log2", "log10", "logaddexp"),
    ("sin", "cos", "tan", "asin", "acos", "atan", "atan2"),
    ("sinh", "cosh", "tanh", "asinh", "acosh", "atanh"),
    ("abs", "sign", "signbit", "copysign"),
    ("floor", "ceil", "trunc", "round"),
    ("maximum", "minimum", "clip", "max", "min"),
    ("equal", "not_equal", "less", "less_equal", "greater", "greater_equal"),
    ("logical_and", "logical_or", "logical_xor", "logical_not", "all", "any"),
    ("isnan", "isinf", "isfinite"),
    ("bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_invert", "bitwise_left_shift", "bitwise_right_shift"),
    ("real", "imag", "conj", "abs"),
    ("hypot", "vector_norm", "sqrt"),
    ("nextafter", "finfo"),
    # linear algebra
    ("matmul", "tensordot", "vecdot", "outer", "cross", "matrix_power"),
    ("matrix_transpose", "permute_dims", "moveaxis"),
    ("diag", "diagonal", "trace"),
    ("cholesky", "qr", "svd", "svdvals", "eigh", "eigvalsh"),
    ("inv", "pinv", "solve", "det", "slogdet", "matrix_rank"),
    ("vector_norm", "matrix_norm", "svdvals"),
    # manipulation
    ("reshape", "squeeze", "expand_dims", "broadcast_to"),
    ("concat", "stack", "split", "unstack", "tile", "repeat"),
    ("broadcast_to", "broadcast_arrays"),
    ("flip", "roll", "permute_dims", "moveaxis"),
    # searching, statistics, sorting, sets, indexing
    ("where", "nonzero", "count_nonzero", "searchsorted"),
    ("argmax", "argmin", "max", "min", "argsort"),
    ("sum", "prod", "mean", "cumulative_sum", "cumulative_prod", "cumsum"),
    ("mean", "var", "std"),
    ("sort", "argsort", "searchsorted", "unique_values"),
    ("unique_all", "unique_counts", "unique_inverse", "unique_values"),
    ("take", "take_along_axis"),
    ("take_along_axis", "argsort", "sort"),
    ("diff", "cumulative_sum"),
    # activations, random
    ("sigmoid", "relu", "softmax", "lstm_update"),
    ("softmax", "logaddexp", "exp"),
    ("random_uniform", "random_normal", "seed"),
    # fft
    ("fft.fft", "fft.ifft", "fft.fftn", "fft.ifftn"),
    ("fft.rfft", "fft.irfft", "fft.rfftn", "fft.irfftn"),
    ("fft.hfft", "fft.ihfft"),
    ("fft.fft", "fft.rfft", "fft.hfft"),
    ("fft.fftfreq", "fft.rfftfreq", "fft.fftshift", "fft.ifftshift"),
)  # fmt: skip


def _see_also(name: str) -> list[str]:
    """The other members of ``name``'s groups, in order, each once."""
    seen: list[str] = []
    for group in SEE_ALSO:
        if name in group:
            seen += [n for n in group if n != name and n not in seen]
    return seen


def _target(name: str) -> str:
    return f"ivy_core.{name}"


# --- the directive ------------------------------------------------------------------------


class IvyFunctions(SphinxDirective):
    """``.. ivy-functions:: creation``: every name of ``ivy_core.creation.__all__``."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        area = self.arguments[0]
        module = importlib.import_module(f"ivy_core.{area}")
        names = list(module.__all__)
        # fft's functions are reached as ivy_core.fft.NAME only; every other
        # area's functions are attributes of ivy_core itself.
        public = "ivy_core.fft" if area == "fft" else "ivy_core"
        prefix = "fft." if area == "fft" else ""
        owner = importlib.import_module(public)
        support = _support(area)
        lines = [f".. py:currentmodule:: {public}", "", ".. autosummary::", "   :nosignatures:", ""]
        lines += [f"   {name}" for name in sorted(names, key=str.lower)]
        lines.append("")
        for name in names:
            obj = getattr(owner, name)
            kind = "autoclass" if inspect.isclass(obj) else "autofunction"
            lines += [f".. {kind}:: {name}", ""]
            lines += [f"   {line}" if line else "" for line in _entry(prefix + name, support.get(name))]
        return ivy_docs._parse(self, lines)


def _entry(name: str, rows: list[dict[str, Any]] | None) -> list[str]:
    """What follows a function's docstring: dtype support, See also."""
    lines: list[str] = []
    if rows:
        lines += _support_lines(rows)
    others = _see_also(name)
    if others:
        links = ", ".join(f":func:`~{_target(n)}`" for n in others)
        lines += [".. seealso::", "", f"   {links}", ""]
    return lines


# --- dtype support per function -------------------------------------------------------------


def _support(area: str) -> dict[str, list[dict[str, Any]]]:
    """``area``'s functions -> one row per loaded backend of the support
    matrix: the backend's name and the function's cells."""
    path = ivy_docs._matrix_file("json")
    if path is None:
        return {}
    data = ivy_docs.matrix_data(path)
    out: dict[str, list[dict[str, Any]]] = {}
    for b in data["backends"]:
        if not b["loaded"]:
            continue
        for fn, row in b["functions"].items():
            if row["area"] == area:
                out.setdefault(fn, []).append({"backend": b["name"], "cells": row["cells"]})
    return out


def _support_lines(rows: list[dict[str, Any]]) -> list[str]:
    """A table: per backend, the dtypes supported (``~``: computed in
    another dtype) and those not; the dtypes the function is not defined
    for (the same on every backend) once above it."""
    undefined = [d for d, c in rows[0]["cells"].items() if c["status"] == "undefined"]
    lines = [".. rubric:: Dtype support", ""]
    if undefined:
        names = " ".join(SHORT[d] for d in undefined)
        lines += [f"Not defined for {names} (:class:`~ivy_core.InvalidDtypeError` on every backend).", ""]
    if all(_every(row["cells"]) for row in rows):
        names = ", ".join(row["backend"] for row in rows)
        return [*lines, f"Every dtype each installed backend has ({names}).", ""]
    lines += [
        ".. list-table::",
        "   :header-rows: 1",
        "   :class: ivy-support",
        "",
        "   * - backend",
        "     - supported",
        "     - not supported",
    ]
    for row in rows:
        cells = row["cells"]
        ok = [
            SHORT[d] + ("~" if c["status"] == "cast" else "")
            for d, c in cells.items()
            if c["status"] in ("ok", "cast")
        ]
        no = [SHORT[d] for d, c in cells.items() if c["status"] in ("unsupported", "missing", "error")]
        lines += [
            f"   * - {row['backend']}",
            f"     - {'every dtype it has' if _every(cells) else ' '.join(ok) or 'none'}",
            f"     - {' '.join(no)}",
        ]
    lines += [
        "",
        "``~``: computed in another dtype. Dtypes a backend has not at all are left out; "
        "the reasons are on the :doc:`/support-matrix` page.",
        "",
    ]
    return lines


def _every(cells: dict[str, Any]) -> bool:
    """Whether a backend supports, natively, every dtype it has that the
    function is defined for (and has at least one)."""
    has = [c["status"] for c in cells.values() if c["status"] not in ("invalid", "undefined")]
    return bool(has) and all(s == "ok" for s in has)


# --- signatures, docstrings, checks ---

#: The aliases of ``ivy_core._arrays._typing`` (documented in reference/types).
ALIASES = ("ArrayLike", "Scalar", "DtypeLike", "DeviceLike", "Shape", "Axis")
_ALIAS = re.compile(r"\b(" + "|".join(ALIASES) + r")\b")


class _Written(str):
    """An annotation as the source wrote it, shown without quotes."""

    def __repr__(self) -> str:
        return str(self)


def _as_written(
    app: Sphinx, what: str, name: str, obj: Any, options: Any, signature: str | None, ret: str | None
) -> Any:
    """The signature of an ivy_core function whose annotations use an alias,
    with its annotations as written (``from __future__ import annotations``
    keeps them strings), so that ``ArrayLike`` stays a name."""
    if what not in ("function", "method") or not str(getattr(obj, "__module__", "")).startswith("ivy_core"):
        return None
    try:
        sig = inspect.signature(obj)
    except (TypeError, ValueError):
        return None
    if what == "method" and next(iter(sig.parameters), None) == "self":
        sig = sig.replace(parameters=list(sig.parameters.values())[1:])
    written = [p.annotation for p in sig.parameters.values()] + [sig.return_annotation]
    if not any(isinstance(a, str) and _ALIAS.search(a) for a in written):
        return None
    params = [
        p.replace(annotation=_Written(p.annotation)) if isinstance(p.annotation, str) else p
        for p in sig.parameters.values()
    ]
    back = sig.return_annotation
    text = str(sig.replace(parameters=params, return_annotation=inspect.Signature.empty))
    return text, (str(back) if back is not inspect.Signature.empty else None)


# --- docstrings, checks ---------------------------------------------------------------------

_PRIVATE_KINDS = re.compile(r" ?\(``kinds=_[A-Z_]+``\)")


def _drop_private_names(app: Sphinx, what: str, name: str, obj: Any, options: Any, lines: list[str]) -> None:
    """``(``kinds=_NUMERIC``)`` in a docstring names a private constant;
    the entry's dtype support says it in public terms."""
    lines[:] = [_PRIVATE_KINDS.sub("", line) for line in lines]


def _check_see_also(app: Sphinx) -> None:
    """Warn (an error under ``-W``) about a name of :data:`SEE_ALSO` that
    ``ivy_core`` does not have."""
    import ivy_core

    known = set(ivy_core.__all__) | {f"fft.{n}" for n in ivy_core.fft.__all__}
    unknown = sorted({n for group in SEE_ALSO for n in group} - known)
    if unknown:
        logger.warning("docs/_ext/ivy_reference.py SEE_ALSO names no such function: %s", ", ".join(unknown))


def setup(app: Sphinx) -> dict[str, Any]:
    app.setup_extension("ivy_docs")
    app.add_directive("ivy-functions", IvyFunctions)
    app.connect("autodoc-process-docstring", _drop_private_names)
    app.connect("autodoc-process-signature", _as_written)
    app.connect("builder-inited", _check_see_also)
    return {"version": "1", "parallel_read_safe": False, "parallel_write_safe": True}
