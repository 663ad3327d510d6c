"""The standard's ``fft`` extension, reachable as ``ivy_core.fft``.

Rules shared by the transforms (``fft`` to ``ihfft``):

* Dtypes. Complex input keeps its dtype where the result is complex
  (``complex64`` stays ``complex64`` on every backend); real floating input
  to a complex-result transform gives the complex dtype of the same
  precision (``float32`` -> ``complex64``, ``float64`` -> ``complex128``).
  ``irfft``, ``irfftn`` and ``hfft`` return the real dtype of the input's
  precision. ``rfft``, ``rfftn`` and ``ihfft`` take real input only: every
  backend declares complex dtypes unsupported for them, so complex input
  raises ``UnsupportedDtypeError`` (a ``TypeError``). The standard asks for
  floating input; integer and bool arrays are first cast to the default
  float dtype (``float32`` unless set), as for :func:`ivy_core.mean`. Half
  precision (``float16``, ``bfloat16``) is declared unsupported by every
  backend: there is no half-precision complex dtype to hold the result and
  the frameworks have no half-precision FFT kernels on CPU.
* ``norm``: ``"backward"`` (no scaling forward, ``1/n`` inverse),
  ``"ortho"`` (``1/sqrt(n)`` both ways) or ``"forward"`` (``1/n`` forward,
  none inverse); anything else raises ``ValueError``.
* ``n`` / ``s``: the number of points of the real or complex signal along
  each transformed axis: the input is zero-padded or cropped to it (for
  ``irfft``, ``irfftn`` and ``hfft``, whose input is a half spectrum, to
  ``n // 2 + 1`` terms). ``n < 1`` raises ``ValueError``, as does an axis
  that gives no points when ``n`` is not given. An entry ``-1`` in ``s``
  uses the whole input along that axis (for the last axis of ``irfftn``
  that is the default ``2 * (m - 1)`` points; NumPy would take ``m``). As
  the standard requires, ``s`` may only be given together with ``axes`` (of
  the same length); ``axes`` must be unique, in range and not empty (each
  of these otherwise raises ``ValueError``). ``axes=None`` transforms every
  axis.
"""

from __future__ import annotations

import operator

from ._api import compositional, primary
from ._state import calls
from .creation import arange
from .data_type import as_ivy_dtype, astype, default_float_dtype
from .manipulation import concat

TYPE_CHECKING = False  # typing is not imported at run time (import cost)

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from ._array import Array
    from ._typing import ArrayLike, DeviceLike, DtypeLike

__all__ = [
    "fft", "ifft", "fftn", "ifftn",
    "rfft", "irfft", "rfftn", "irfftn",
    "hfft", "ihfft",
    "fftfreq", "rfftfreq", "fftshift", "ifftshift",
]  # fmt: skip


# -- argument checks, once for every backend (the ``normalize=`` hook) ------------
# Each receives the native array and the other parameters, raises the
# function's errors (``where`` names the function and backend) and returns
# them in canonical form: a non-negative axis, ``n`` an int, ``s``/``axes``
# tuples of ints.

_NORMS = ("backward", "ortho", "forward")
#: The real-input transforms are defined for real input only (``kinds=``).
_REAL_INPUT = ("bool", "signed", "unsigned", "float")


def _shape(x: Any) -> tuple[int, ...]:
    return tuple(int(d) for d in x.shape)


def _int(where: str, what: str, value: Any) -> int:
    if isinstance(value, bool):
        raise TypeError(f"{where}: {what} must be an int, got bool {value!r}")
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError(f"{where}: {what} must be an int, got {type(value).__name__} {value!r}") from None


def _check_norm(where: str, norm: Any) -> None:
    if not isinstance(norm, str) or norm not in _NORMS:
        raise ValueError(f"{where}: norm must be 'backward', 'ortho' or 'forward', got {norm!r}")


def _axis(where: str, shape: tuple[int, ...], axis: Any) -> int:
    a = _int(where, "axis", axis)
    nd = len(shape)
    if not -nd <= a < nd:
        raise ValueError(f"{where}: axis {a} is out of range for an array of {nd} dimension(s)")
    return a % nd


def _one(where: str, x: Any, n: Any, axis: Any, norm: Any, half: bool) -> tuple[Any, int, int, str]:
    """(x, n, axis, norm) of a 1-D transform; ``half``: the input holds the
    non-negative frequency half of a real signal (irfft, hfft)."""
    shape = _shape(x)
    _check_norm(where, norm)
    a = _axis(where, shape, axis)
    if n is None:
        m = shape[a]
        size = 2 * (m - 1) if half else m
        if size < 1:
            raise ValueError(f"{where}: axis {a} of length {m} gives {size} points; pass n >= 1")
        return x, size, a, norm
    size = _int(where, "n", n)
    if size < 1:
        raise ValueError(f"{where}: n must be at least 1, got {size}")
    return x, size, a, norm


def _many(
    where: str, x: Any, s: Any, axes: Any, norm: Any, half: bool
) -> tuple[Any, tuple[int, ...], tuple[int, ...], str]:
    """(x, s, axes, norm) of an N-D transform, ``s`` with every length
    resolved; ``half`` as in :func:`_one`, for the last axis."""
    shape = _shape(x)
    _check_norm(where, norm)
    if axes is None:
        if s is not None:
            raise ValueError(
                f"{where}: s is given without axes; the standard requires axes whenever s is given"
            )
        ax = list(range(len(shape)))
    else:
        if not isinstance(axes, (list, tuple)):
            raise TypeError(f"{where}: axes must be a sequence of ints, got {type(axes).__name__} {axes!r}")
        ax = [_axis(where, shape, a) for a in axes]
    if not ax:
        raise ValueError(f"{where}: there is no axis to transform (axes is empty or x is 0-d)")
    if len(set(ax)) != len(ax):
        raise ValueError(f"{where}: axes {tuple(axes)} name an axis twice")
    if s is None:
        given = [-1] * len(ax)
    else:
        if not isinstance(s, (list, tuple)):
            raise TypeError(f"{where}: s must be a sequence of ints, got {type(s).__name__} {s!r}")
        given = [_int(where, f"s[{i}]", v) for i, v in enumerate(s)]
        if len(given) != len(ax):
            raise ValueError(f"{where}: s {tuple(s)} and axes {tuple(axes)} differ in length")
    sizes = []
    for i, (v, a) in enumerate(zip(given, ax, strict=True)):
        if v == -1:
            v = 2 * (shape[a] - 1) if half and i == len(ax) - 1 else shape[a]
        if v < 1:
            raise ValueError(
                f"{where}: axis {a} would have {v} points; every transformed length must be at least 1"
            )
        sizes.append(v)
    return x, tuple(sizes), tuple(ax), norm


def _full_1d(where: str, x: Any, n: Any, axis: Any, norm: Any) -> tuple[Any, ...]:
    return _one(where, x, n, axis, norm, False)


def _half_1d(where: str, x: Any, n: Any, axis: Any, norm: Any) -> tuple[Any, ...]:
    return _one(where, x, n, axis, norm, True)


def _full_nd(where: str, x: Any, s: Any, axes: Any, norm: Any) -> tuple[Any, ...]:
    return _many(where, x, s, axes, norm, False)


def _half_nd(where: str, x: Any, s: Any, axes: Any, norm: Any) -> tuple[Any, ...]:
    return _many(where, x, s, axes, norm, True)


def _shift_axes(where: str, x: Any, axes: Any) -> tuple[Any, tuple[int, ...]]:
    """(x, axes) of fftshift/ifftshift: every axis when ``None``, else the
    given int or ints, non-negative and unique (possibly none)."""
    shape = _shape(x)
    if axes is None:
        return x, tuple(range(len(shape)))
    seq = list(axes) if isinstance(axes, (list, tuple)) else [axes]
    ax = tuple(_axis(where, shape, a) for a in seq)
    if len(set(ax)) != len(ax):
        raise ValueError(f"{where}: axes {axes} name an axis twice")
    return x, ax


@primary(arrays=("x",), float_inputs=("x",), normalize=_full_1d)
def fft(x: ArrayLike, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Array:
    """One-dimensional discrete Fourier transform along ``axis``.

    ``x`` is zero-padded or cropped to ``n`` points along ``axis`` (its own
    length when ``n`` is ``None``). The result is complex, of ``x``'s
    precision (see the module docstring for the dtype rules)."""
    return calls.fft(x, n, axis, norm)


@primary(arrays=("x",), float_inputs=("x",), normalize=_full_1d)
def ifft(x: ArrayLike, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Array:
    """One-dimensional inverse discrete Fourier transform along ``axis``;
    ``n`` and the dtype rules as for :func:`fft`."""
    return calls.ifft(x, n, axis, norm)


@primary(arrays=("x",), float_inputs=("x",), normalize=_full_nd)
def fftn(
    x: ArrayLike,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> Array:
    """N-dimensional discrete Fourier transform over ``axes`` (all axes when
    ``None``), each padded or cropped to the matching entry of ``s``."""
    return calls.fftn(x, s, axes, norm)


@primary(arrays=("x",), float_inputs=("x",), normalize=_full_nd)
def ifftn(
    x: ArrayLike,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> Array:
    """N-dimensional inverse discrete Fourier transform; ``s`` and ``axes``
    as for :func:`fftn`."""
    return calls.ifftn(x, s, axes, norm)


@primary(arrays=("x",), float_inputs=("x",), normalize=_full_1d, kinds=_REAL_INPUT)
def rfft(x: ArrayLike, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Array:
    """Discrete Fourier transform of real input along ``axis``: the
    ``n // 2 + 1`` non-negative frequency terms. ``x`` must be real (complex
    input raises ``UnsupportedDtypeError``); the result is the complex dtype of its
    precision."""
    return calls.rfft(x, n, axis, norm)


@primary(arrays=("x",), float_inputs=("x",), normalize=_half_1d)
def irfft(x: ArrayLike, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Array:
    """Inverse of :func:`rfft`: ``x`` holds the non-negative frequency terms
    of a Hermitian-symmetric signal and the result is real, of ``n`` points
    along ``axis`` (``2 * (m - 1)`` for an input axis of length ``m`` when
    ``n`` is ``None``); its dtype is the real dtype of ``x``'s precision."""
    return calls.irfft(x, n, axis, norm)


@primary(arrays=("x",), float_inputs=("x",), normalize=_full_nd, kinds=_REAL_INPUT)
def rfftn(
    x: ArrayLike,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> Array:
    """N-dimensional discrete Fourier transform of real input: a real
    transform over the last of ``axes``, complex transforms over the others.
    Real input only, as for :func:`rfft`."""
    return calls.rfftn(x, s, axes, norm)


@primary(arrays=("x",), float_inputs=("x",), normalize=_half_nd)
def irfftn(
    x: ArrayLike,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: str = "backward",
) -> Array:
    """Inverse of :func:`rfftn`; the last of ``axes`` gets ``s[-1]`` points
    (``2 * (m - 1)`` when ``s`` is ``None``) and the result is real."""
    return calls.irfftn(x, s, axes, norm)


@primary(arrays=("x",), float_inputs=("x",), normalize=_half_1d)
def hfft(x: ArrayLike, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Array:
    """Discrete Fourier transform of a Hermitian-symmetric signal given by
    its first half ``x``: a real result of ``n`` points (``2 * (m - 1)``
    when ``None``), of ``x``'s precision."""
    return calls.hfft(x, n, axis, norm)


@primary(arrays=("x",), float_inputs=("x",), normalize=_full_1d, kinds=_REAL_INPUT)
def ihfft(x: ArrayLike, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Array:
    """Inverse of :func:`hfft`: the ``n // 2 + 1`` terms of the inverse
    transform of real ``x`` (complex input raises ``UnsupportedDtypeError``)."""
    return calls.ihfft(x, n, axis, norm)


def _frequencies(
    where: str, n: int, d: float, dtype: DtypeLike | None, device: DeviceLike | None, full: bool
) -> Array:

    if type(n) is not int:
        raise TypeError(f"ivy_core.fft.{where}: n must be an int, got {type(n).__name__} {n!r}")
    if n < 1:
        raise ValueError(f"ivy_core.fft.{where}: n must be positive, got {n}")
    if type(d) not in (int, float) or d == 0:
        raise ValueError(f"ivy_core.fft.{where}: d must be a nonzero real number, got {d!r}")
    target = default_float_dtype() if dtype is None else as_ivy_dtype(dtype)
    if target.kind != "float":
        raise TypeError(f"ivy_core.fft.{where}: dtype must be a real floating dtype, got {target}")
    # The integer ramp and 1 / (n * d) in float64, rounded once to the dtype
    # asked for (every backend gives the same values).
    if full:
        ramp = concat(
            [
                arange(0, (n - 1) // 2 + 1, dtype="float64", device=device),
                arange(-(n // 2), 0, dtype="float64", device=device),
            ]
        )
    else:
        ramp = arange(0, n // 2 + 1, dtype="float64", device=device)
    return astype(ramp * (1.0 / (n * d)), target)


def _fftfreq_body(n, d, dtype, device, /) -> Array:
    """The computation of :func:`fftfreq` (its parameters positionally)."""
    return _frequencies("fftfreq", n, d, dtype, device, True)


@compositional(_fftfreq_body, kinds=("float",))
def fftfreq(
    n: int, /, *, d: float = 1.0, dtype: DtypeLike | None = None, device: DeviceLike | None = None
) -> Array:
    """The sample frequencies of :func:`fft` for a window of ``n`` samples
    spaced ``d`` apart: ``[0, 1, ..., ceil(n/2) - 1, -floor(n/2), ..., -1] /
    (d * n)``. ``dtype`` must be a real floating dtype (default: the default
    float dtype); the values are computed in float64 and rounded once to it.
    ``n < 1`` or ``d == 0`` raise ``ValueError``."""
    return calls.fftfreq(n, d, dtype, device)


def _rfftfreq_body(n, d, dtype, device, /) -> Array:
    """The computation of :func:`rfftfreq` (its parameters positionally)."""
    return _frequencies("rfftfreq", n, d, dtype, device, False)


@compositional(_rfftfreq_body, kinds=("float",))
def rfftfreq(
    n: int, /, *, d: float = 1.0, dtype: DtypeLike | None = None, device: DeviceLike | None = None
) -> Array:
    """The sample frequencies of :func:`rfft`: ``[0, 1, ..., n // 2] / (d *
    n)``; ``dtype`` and errors as for :func:`fftfreq`."""
    return calls.rfftfreq(n, d, dtype, device)


@primary(arrays=("x",), normalize=_shift_axes)
def fftshift(x: ArrayLike, /, *, axes: int | Sequence[int] | None = None) -> Array:
    """``x`` rolled so the zero-frequency term is in the middle of each axis
    in ``axes`` (all axes when ``None``): by ``size // 2`` along each. Any
    dtype; axes out of range or repeated raise ``ValueError``."""
    return calls.fftshift(x, axes)


@primary(arrays=("x",), normalize=_shift_axes)
def ifftshift(x: ArrayLike, /, *, axes: int | Sequence[int] | None = None) -> Array:
    """Inverse of :func:`fftshift`: rolled by ``-(size // 2)`` along each axis."""
    return calls.ifftshift(x, axes)
