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

import _operator as operator  # the functions operator.py re-exports, without loading it

from ._arrays._array import Array
from ._backends import _memory
from ._base import _state
from ._base._errors import ArgumentTypeError, ArgumentValueError, AxisError
from ._base._state import calls
from ._spec._api import compositional, primary
from .creation import arange
from .data_type import as_ivy_dtype, astype, default_float_dtype
from .manipulation import concat

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from ._arrays._typing import ArrayLike, DeviceLike, DtypeLike

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
        raise ArgumentTypeError(f"{where}: {what} must be an int, got bool {value!r}")
    try:
        return operator.index(value)
    except TypeError:
        raise ArgumentTypeError(f"{where}: {what} must be an int, got {type(value).__name__} {value!r}") from None


def _check_norm(where: str, norm: Any) -> None:
    if not isinstance(norm, str):
        raise ArgumentTypeError(
            f"{where}: argument 'norm' must be 'backward', 'ortho' or 'forward', not {type(norm).__name__} {norm!r}"
        )
    if norm not in _NORMS:
        raise ArgumentValueError(f"{where}: norm must be 'backward', 'ortho' or 'forward', got {norm!r}")


def _axis(where: str, shape: tuple[int, ...], axis: Any, given: Any = None) -> int:
    """``axis`` made non-negative; ``given``: the sequence it comes from
    (``axes``), which the messages name."""
    name = "axis" if given is None else f"axes {given!r}: axis"
    if isinstance(axis, bool) or not hasattr(type(axis), "__index__"):
        raise ArgumentTypeError(f"{where}: {name} must be an int, got {type(axis).__name__} {axis!r}")
    a = operator.index(axis)
    nd = len(shape)
    if not -nd <= a < nd:
        raise AxisError(
            f"{where}: {name} {a} is out of range for an array of {nd} dimension(s); "
            f"pass an axis in [-{nd}, {nd - 1}]"
        )
    return a % nd


def _complex_of(x: Any) -> str:
    """The complex dtype of ``x``'s precision (what a transform allocates)."""
    d = _memory.dtype_of(x.dtype)
    return "complex128" if d is not None and d.bits >= 64 else "complex64"


def _check_size(where: str, x: Any, shape: tuple[int, ...], sizes: dict[int, int], what: str) -> None:
    """MemoryError before the framework is asked for a transform of
    ``sizes`` points (axis -> points) that no machine holds (JAX aborts)."""
    out = list(shape)
    for a, v in sizes.items():
        out[a] = v
    _memory.check(f"{where} with {what}", out, _complex_of(x))


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
            raise ArgumentValueError(f"{where}: axis {a} of length {m} gives {size} points; pass n >= 1")
        return x, size, a, norm
    size = _int(where, "n", n)
    if size < 1:
        raise ArgumentValueError(f"{where}: n must be at least 1, got {size}")
    _check_size(where, x, shape, {a: size}, f"n={size}")
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
            raise ArgumentValueError(
                f"{where}: s is given without axes; the standard requires axes whenever s is given"
            )
        ax = list(range(len(shape)))
    else:
        if not isinstance(axes, (list, tuple)):
            raise ArgumentTypeError(f"{where}: axes must be a sequence of ints, got {type(axes).__name__} {axes!r}")
        ax = [_axis(where, shape, a, axes) for a in axes]
    if not ax:
        raise ArgumentValueError(f"{where}: there is no axis to transform (axes is empty or x is 0-d)")
    if len(set(ax)) != len(ax):
        raise ArgumentValueError(f"{where}: axes {tuple(axes)} name an axis twice")
    if s is None:
        given = [-1] * len(ax)
    else:
        if not isinstance(s, (list, tuple)):
            raise ArgumentTypeError(f"{where}: s must be a sequence of ints, got {type(s).__name__} {s!r}")
        given = [_int(where, f"s[{i}]", v) for i, v in enumerate(s)]
        if len(given) != len(ax):
            raise ArgumentValueError(f"{where}: s {tuple(s)} and axes {tuple(axes)} differ in length")
    sizes = []
    for i, (v, a) in enumerate(zip(given, ax, strict=True)):
        if v == -1:
            v = 2 * (shape[a] - 1) if half and i == len(ax) - 1 else shape[a]
        if v < 1:
            raise ArgumentValueError(
                f"{where}: axis {a} would have {v} points; every transformed length must be at least 1"
            )
        sizes.append(v)
    if s is not None:
        _check_size(where, x, shape, dict(zip(ax, sizes, strict=True)), f"s={s!r}")
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
    if isinstance(axes, (list, tuple)):
        ax = tuple(_axis(where, shape, a, axes) for a in axes)
    else:
        ax = (_axis(where, shape, axes),)
    if len(set(ax)) != len(ax):
        raise ArgumentValueError(f"{where}: axes {axes} name an axis twice")
    return x, ax


@primary(arrays=("x",), float_inputs=("x",), normalize=_full_1d)
def fft(x: ArrayLike, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Array:
    """Compute the one-dimensional discrete Fourier transform along an axis.

    Real input gives the complex dtype of its precision (float32 ->
    complex64); integer and bool input is first cast to the default float dtype.

    Args:
        x: The input array.
        n: Number of points: ``x`` is zero-padded or cropped to it along
            ``axis``; its own length when None.
        axis: The axis to transform.
        norm: ``"backward"`` (no scaling forward, ``1/n`` inverse), ``"ortho"``
            (``1/sqrt(n)`` both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        A complex array of the shape of ``x`` with ``n`` entries along ``axis``.

    Raises:
        ValueError: ``norm`` is not one of the three, ``n < 1``, ``axis`` is
            out of range, or the axis gives no points when ``n`` is None.
        UnsupportedDtypeError: ``x`` is float16 or bfloat16 (declared
            unsupported by every backend: there is no half-precision complex dtype).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.fft.fft(ivy.asarray([1, 2, 3, 4])).tolist()
        [(10+0j), (-2+2j), (-2+0j), (-2-2j)]
        >>> ivy.fft.fft(ivy.asarray([1.0, 1.0]), n=4).dtype
        ivy_core.complex64
    """
    return calls.fft(x, n, axis, norm)


@primary(arrays=("x",), float_inputs=("x",), normalize=_full_1d)
def ifft(x: ArrayLike, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Array:
    """Compute the one-dimensional inverse discrete Fourier transform along an axis.

    The dtype rules are those of :func:`fft`: a complex result of the input's
    precision.

    Args:
        x: The input array.
        n: Number of points: ``x`` is zero-padded or cropped to it along
            ``axis``; its own length when None.
        axis: The axis to transform.
        norm: ``"backward"`` (no scaling forward, ``1/n`` inverse), ``"ortho"``
            (``1/sqrt(n)`` both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        A complex array of the shape of ``x`` with ``n`` entries along ``axis``.

    Raises:
        ValueError: ``norm`` is not one of the three, ``n < 1``, ``axis`` is
            out of range, or the axis gives no points when ``n`` is None.
        UnsupportedDtypeError: ``x`` is float16 or bfloat16 (declared
            unsupported by every backend: there is no half-precision complex dtype).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.fft.ifft(ivy.asarray([4.0, 0.0, 0.0, 0.0])).tolist()
        [(1+0j), (1+0j), (1+0j), (1+0j)]
    """
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
    """Compute the N-dimensional discrete Fourier transform over the given axes.

    The dtype rules are those of :func:`fft`.

    Args:
        x: The input array.
        s: Number of points along each axis of ``axes`` (``x`` is padded or
            cropped to it; -1 keeps the input length). Only with ``axes``.
        axes: The axes to transform; None transforms every axis.
        norm: ``"backward"`` (no scaling forward, ``1/n`` inverse), ``"ortho"``
            (``1/sqrt(n)`` both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        A complex array of the shape of ``x`` with the lengths of ``s`` along
        ``axes``.

    Raises:
        ValueError: ``norm`` is not one of the three, ``s`` is given without
            ``axes`` or of another length, ``axes`` is empty, repeats or is out
            of range, or a transformed length is below 1.
        UnsupportedDtypeError: ``x`` is float16 or bfloat16 (declared
            unsupported by every backend: there is no half-precision complex dtype).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.fft.fftn(ivy.ones((2, 2))).tolist()
        [[(4+0j), 0j], [0j, 0j]]
        >>> ivy.fft.fftn(ivy.ones((2, 3)), s=(4, 4), axes=(0, 1)).shape
        (4, 4)
    """
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
    """Compute the N-dimensional inverse discrete Fourier transform over the given axes.

    ``s``, ``axes`` and the dtype rules are those of :func:`fftn`.

    Args:
        x: The input array.
        s: Number of points along each axis of ``axes`` (-1 keeps the input
            length). Only with ``axes``.
        axes: The axes to transform; None transforms every axis.
        norm: ``"backward"`` (no scaling forward, ``1/n`` inverse), ``"ortho"``
            (``1/sqrt(n)`` both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        A complex array of the shape of ``x`` with the lengths of ``s`` along
        ``axes``.

    Raises:
        ValueError: ``norm`` is not one of the three, ``s`` is given without
            ``axes`` or of another length, ``axes`` is empty, repeats or is out
            of range, or a transformed length is below 1.
        UnsupportedDtypeError: ``x`` is float16 or bfloat16 (declared
            unsupported by every backend: there is no half-precision complex dtype).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.fft.ifftn(ivy.asarray([[4.0, 0.0], [0.0, 0.0]])).tolist()
        [[(1+0j), (1+0j)], [(1+0j), (1+0j)]]
    """
    return calls.ifftn(x, s, axes, norm)


@primary(arrays=("x",), float_inputs=("x",), normalize=_full_1d, kinds=_REAL_INPUT)
def rfft(x: ArrayLike, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Array:
    """Compute the discrete Fourier transform of real input along an axis.

    Only the ``n // 2 + 1`` non-negative frequency terms are returned (the
    others are their conjugates).

    Args:
        x: A real array; integer and bool input is first cast to the default
            float dtype.
        n: Number of points of the real signal: ``x`` is zero-padded or cropped
            to it along ``axis``; its own length when None.
        axis: The axis to transform.
        norm: ``"backward"`` (no scaling forward, ``1/n`` inverse), ``"ortho"``
            (``1/sqrt(n)`` both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        An array of the complex dtype of ``x``'s precision, with ``n // 2 + 1``
        entries along ``axis``.

    Raises:
        ValueError: ``norm`` is not one of the three, ``n < 1``, ``axis`` is
            out of range, or the axis gives no points when ``n`` is None.
        InvalidDtypeError: ``x`` is complex.
        UnsupportedDtypeError: ``x`` is float16 or bfloat16 (declared
            unsupported by every backend: there is no half-precision complex dtype).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.fft.rfft(ivy.asarray([1.0, 2.0, 3.0, 4.0])).tolist()
        [(10+0j), (-2+2j), (-2+0j)]
    """
    return calls.rfft(x, n, axis, norm)


@primary(arrays=("x",), float_inputs=("x",), normalize=_half_1d)
def irfft(x: ArrayLike, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Array:
    """Invert :func:`rfft`: a real signal from its non-negative frequency terms.

    Args:
        x: The ``n // 2 + 1`` non-negative frequency terms of a
            Hermitian-symmetric signal along ``axis`` (padded or cropped to that).
        n: Number of points of the result along ``axis``; ``2 * (m - 1)`` for
            an input axis of length ``m`` when None.
        axis: The axis to transform.
        norm: ``"backward"`` (no scaling forward, ``1/n`` inverse), ``"ortho"``
            (``1/sqrt(n)`` both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        A real array of the real dtype of ``x``'s precision (complex64 gives
        float32), with ``n`` entries along ``axis``.

    Raises:
        ValueError: ``norm`` is not one of the three, ``n < 1``, ``axis`` is
            out of range, or the axis gives no points when ``n`` is None.
        UnsupportedDtypeError: ``x`` is float16 or bfloat16 (declared
            unsupported by every backend: there is no half-precision complex dtype).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.fft.irfft(ivy.fft.rfft(ivy.asarray([1.0, 2.0, 3.0, 4.0]))).tolist()
        [1.0, 2.0, 3.0, 4.0]
    """
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
    """Compute the N-dimensional discrete Fourier transform of real input.

    A real transform over the last of ``axes`` (keeping its ``s[-1] // 2 + 1``
    non-negative frequency terms), then complex transforms over the others.

    Args:
        x: A real array; integer and bool input is first cast to the default
            float dtype.
        s: Number of points of the real signal along each axis of ``axes``
            (-1 keeps the input length). Only with ``axes``.
        axes: The axes to transform; None transforms every axis.
        norm: ``"backward"`` (no scaling forward, ``1/n`` inverse), ``"ortho"``
            (``1/sqrt(n)`` both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        An array of the complex dtype of ``x``'s precision.

    Raises:
        ValueError: ``norm`` is not one of the three, ``s`` is given without
            ``axes`` or of another length, ``axes`` is empty, repeats or is out
            of range, or a transformed length is below 1.
        InvalidDtypeError: ``x`` is complex.
        UnsupportedDtypeError: ``x`` is float16 or bfloat16 (declared
            unsupported by every backend: there is no half-precision complex dtype).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.fft.rfftn(ivy.ones((2, 4))).tolist()
        [[(8+0j), 0j, 0j], [0j, 0j, 0j]]
    """
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
    """Invert :func:`rfftn`: a real N-dimensional signal from its half spectrum.

    The last of ``axes`` holds the non-negative frequency terms and gets
    ``s[-1]`` points (``2 * (m - 1)`` for an input length ``m`` when ``s`` is
    None or ``s[-1]`` is -1; NumPy would take ``m`` for -1).

    Args:
        x: The half spectrum.
        s: Number of points of the result along each axis of ``axes`` (-1: the
            default above). Only with ``axes``.
        axes: The axes to transform; None transforms every axis.
        norm: ``"backward"`` (no scaling forward, ``1/n`` inverse), ``"ortho"``
            (``1/sqrt(n)`` both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        A real array of the real dtype of ``x``'s precision.

    Raises:
        ValueError: ``norm`` is not one of the three, ``s`` is given without
            ``axes`` or of another length, ``axes`` is empty, repeats or is out
            of range, or a transformed length is below 1.
        UnsupportedDtypeError: ``x`` is float16 or bfloat16 (declared
            unsupported by every backend: there is no half-precision complex dtype).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.fft.irfftn(ivy.fft.rfftn(ivy.ones((2, 4)))).tolist()
        [[1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0]]
    """
    return calls.irfftn(x, s, axes, norm)


@primary(arrays=("x",), float_inputs=("x",), normalize=_half_1d)
def hfft(x: ArrayLike, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Array:
    """Compute the discrete Fourier transform of a Hermitian-symmetric signal given by its first half.

    Args:
        x: The first half of the signal along ``axis`` (padded or cropped to
            ``n // 2 + 1`` terms).
        n: Number of points of the result along ``axis``; ``2 * (m - 1)`` for
            an input axis of length ``m`` when None.
        axis: The axis to transform.
        norm: ``"backward"`` (no scaling forward, ``1/n`` inverse), ``"ortho"``
            (``1/sqrt(n)`` both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        A real array of the real dtype of ``x``'s precision, with ``n`` entries
        along ``axis``.

    Raises:
        ValueError: ``norm`` is not one of the three, ``n < 1``, ``axis`` is
            out of range, or the axis gives no points when ``n`` is None.
        UnsupportedDtypeError: ``x`` is float16 or bfloat16 (declared
            unsupported by every backend: there is no half-precision complex dtype).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.fft.hfft(ivy.asarray([1, 2, 3])).tolist()
        [8.0, -2.0, 0.0, -2.0]
    """
    return calls.hfft(x, n, axis, norm)


@primary(arrays=("x",), float_inputs=("x",), normalize=_full_1d, kinds=_REAL_INPUT)
def ihfft(x: ArrayLike, /, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Array:
    """Invert :func:`hfft`: the ``n // 2 + 1`` terms of the inverse transform of real input.

    Args:
        x: A real array; integer and bool input is first cast to the default
            float dtype.
        n: Number of points of the real signal: ``x`` is zero-padded or cropped
            to it along ``axis``; its own length when None.
        axis: The axis to transform.
        norm: ``"backward"`` (no scaling forward, ``1/n`` inverse), ``"ortho"``
            (``1/sqrt(n)`` both ways) or ``"forward"`` (``1/n`` forward, none inverse).

    Returns:
        An array of the complex dtype of ``x``'s precision, with ``n // 2 + 1``
        entries along ``axis``.

    Raises:
        ValueError: ``norm`` is not one of the three, ``n < 1``, ``axis`` is
            out of range, or the axis gives no points when ``n`` is None.
        InvalidDtypeError: ``x`` is complex.
        UnsupportedDtypeError: ``x`` is float16 or bfloat16 (declared
            unsupported by every backend: there is no half-precision complex dtype).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.fft.hfft(ivy.fft.ihfft(ivy.asarray([1.0, 2.0, 3.0, 4.0]))).tolist()
        [1.0, 2.0, 3.0, 4.0]
    """
    return calls.ihfft(x, n, axis, norm)


def _frequencies(
    where: str, n: int, d: float, dtype: DtypeLike | None, device: DeviceLike | None, full: bool
) -> Array:

    b = _state.current_backend()  # the body runs on its backend
    name = where
    where = f"ivy_core.fft.{name}" + (f" (backend {b.name!r})" if b else "")
    if isinstance(n, bool) or not hasattr(type(n), "__index__"):
        raise ArgumentTypeError(f"{where}: n must be an int, got {type(n).__name__} {n!r}")
    n = operator.index(n)
    if n < 1:
        raise ArgumentValueError(f"{where}: n must be positive, got {n}")
    if isinstance(d, bool) or not (isinstance(d, float) or hasattr(type(d), "__index__")):
        raise ArgumentTypeError(f"{where}: argument 'd' must be a nonzero real number, not {type(d).__name__} {d!r}")
    if d == 0:
        raise ArgumentValueError(f"{where}: d must be a nonzero real number, got {d!r}")
    if dtype is None:
        target = default_float_dtype()
    else:
        try:
            target = as_ivy_dtype(dtype)
        except TypeError as exc:
            text = str(exc)
            if text.startswith("ivy_core"):
                text = text.split(": ", 1)[-1]
            raise type(exc)(f"{where}: {text}") from exc
    if target.kind != "float":
        raise ArgumentTypeError(f"{where}: dtype must be a real floating dtype, got {target}")
    _memory.check(f"{where} with n={n}", (n if full else n // 2 + 1,), "float64")  # a float64 ramp
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


def _fftfreq_body(n: Any, d: Any, dtype: Any, device: Any, /) -> Array:
    """The computation of :func:`fftfreq` (its parameters positionally)."""
    return _frequencies("fftfreq", n, d, dtype, device, True)


@compositional(_fftfreq_body, kinds=("float",))
def fftfreq(
    n: int, /, *, d: float = 1.0, dtype: DtypeLike | None = None, device: DeviceLike | None = None
) -> Array:
    """Return the sample frequencies of :func:`fft` for a window of ``n`` samples.

    The frequencies are ``[0, 1, ..., ceil(n/2) - 1, -floor(n/2), ..., -1] /
    (d * n)``, computed in float64 and rounded once to ``dtype``.

    Args:
        n: The window length, at least 1.
        d: The sample spacing (nonzero).
        dtype: A real floating dtype; the default float dtype when None.
        device: Device of the result; the default device when None.

    Returns:
        A 1-D array of ``n`` frequencies.

    Raises:
        ValueError: ``n < 1``, or ``d`` is zero or not a real number.
        TypeError: ``n`` is not an int.
        InvalidDtypeError: ``dtype`` is not a real floating dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.fft.fftfreq(4).tolist()
        [0.0, 0.25, -0.5, -0.25]
        >>> ivy.fft.fftfreq(5, d=0.5, dtype="float64").tolist()
        [0.0, 0.4, 0.8, -0.8, -0.4]
    """
    return calls.fftfreq(n, d, dtype, device)


def _rfftfreq_body(n: Any, d: Any, dtype: Any, device: Any, /) -> Array:
    """The computation of :func:`rfftfreq` (its parameters positionally)."""
    return _frequencies("rfftfreq", n, d, dtype, device, False)


@compositional(_rfftfreq_body, kinds=("float",))
def rfftfreq(
    n: int, /, *, d: float = 1.0, dtype: DtypeLike | None = None, device: DeviceLike | None = None
) -> Array:
    """Return the sample frequencies of :func:`rfft` for a window of ``n`` samples.

    The frequencies are ``[0, 1, ..., n // 2] / (d * n)``, computed in float64
    and rounded once to ``dtype``.

    Args:
        n: The window length, at least 1.
        d: The sample spacing (nonzero).
        dtype: A real floating dtype; the default float dtype when None.
        device: Device of the result; the default device when None.

    Returns:
        A 1-D array of ``n // 2 + 1`` frequencies.

    Raises:
        ValueError: ``n < 1``, or ``d`` is zero or not a real number.
        TypeError: ``n`` is not an int.
        InvalidDtypeError: ``dtype`` is not a real floating dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.fft.rfftfreq(4).tolist()
        [0.0, 0.25, 0.5]
    """
    return calls.rfftfreq(n, d, dtype, device)


@primary(arrays=("x",), normalize=_shift_axes)
def fftshift(x: ArrayLike, /, *, axes: int | Sequence[int] | None = None) -> Array:
    """Move the zero-frequency term to the middle of each axis.

    Rolls ``x`` by ``size // 2`` along each axis of ``axes``; works for any dtype.

    Args:
        x: The array to shift (e.g. the output of :func:`fft` or :func:`fftfreq`).
        axes: An axis or sequence of axes; None shifts every axis.

    Returns:
        An array of the shape and dtype of ``x``.

    Raises:
        ValueError: an axis is out of range or repeated.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.fft.fftshift(ivy.asarray([0, 1, 2, -2, -1])).tolist()
        [-2, -1, 0, 1, 2]
        >>> ivy.fft.fftshift(ivy.asarray([[0, 1], [2, 3]]), axes=1).tolist()
        [[1, 0], [3, 2]]
    """
    return calls.fftshift(x, axes)


@primary(arrays=("x",), normalize=_shift_axes)
def ifftshift(x: ArrayLike, /, *, axes: int | Sequence[int] | None = None) -> Array:
    """Invert :func:`fftshift`: move the zero-frequency term back to the start.

    Rolls ``x`` by ``-(size // 2)`` along each axis of ``axes``.

    Args:
        x: The array to shift.
        axes: An axis or sequence of axes; None shifts every axis.

    Returns:
        An array of the shape and dtype of ``x``.

    Raises:
        ValueError: an axis is out of range or repeated.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.fft.ifftshift(ivy.asarray([-2, -1, 0, 1, 2])).tolist()
        [0, 1, 2, -2, -1]
    """
    return calls.ifftshift(x, axes)
