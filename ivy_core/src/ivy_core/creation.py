"""Array creation functions."""

from __future__ import annotations

from ._api import compositional, primary

TYPE_CHECKING = False  # typing is not imported at run time (import cost)
if TYPE_CHECKING:
    from typing import Any

if TYPE_CHECKING:
    from ._array import Array
    from ._typing import ArrayLike, DeviceLike, DtypeLike, Scalar, Shape

__all__ = [
    "asarray", "array", "zeros", "ones", "full", "empty", "arange", "linspace",
    "zeros_like", "ones_like", "full_like", "empty_like",
]  # fmt: skip


@primary(dtype="infer", relevant=("obj",), unwrap=("obj",))
def asarray(
    obj: Any,
    /,
    *,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
    copy: bool | None = None,
) -> Array:
    """Convert ``obj`` (an array, a Python scalar or nested sequence, or an
    object supporting the buffer or DLPack protocol) to an Array.

    With no ``dtype``: an array keeps its dtype; Python values take the
    default dtype of their kind (an int beyond the int32 range gives int64).

    >>> import ivy_core as ivy
    >>> ivy.asarray([1, 2]).dtype
    ivy_core.int32
    """


@primary(dtype="infer", relevant=("obj",), unwrap=("obj",))
def array(
    obj: Any,
    /,
    *,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
    copy: bool | None = None,
) -> Array:
    """Alias of :func:`asarray` (Ivy's name)."""


@primary(dtype="infer")
def zeros(shape: Shape, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """An array of ``shape`` filled with zeros (default float dtype)."""


@primary(dtype="infer")
def ones(shape: Shape, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """An array of ``shape`` filled with ones (default float dtype)."""


@primary(dtype="infer")
def empty(shape: Shape, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """An uninitialised array of ``shape`` (default float dtype)."""


@primary(dtype="infer", relevant=("fill_value",))
def full(
    shape: Shape,
    fill_value: Scalar,
    *,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
) -> Array:
    """An array of ``shape`` filled with ``fill_value``; the dtype follows the
    value's kind when not given (bool, default int, float or complex)."""


@primary(dtype="infer", relevant=("start", "stop", "step"))
def arange(
    start: int | float,
    /,
    stop: int | float | None = None,
    step: int | float = 1,
    *,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
) -> Array:
    """Evenly spaced values in ``[start, stop)``; ``arange(n)`` is ``[0, n)``.

    Integer arguments give the default int dtype, any float one the default
    float dtype.
    """


@primary(dtype="float", relevant=("start", "stop"))
def linspace(
    start: int | float | complex,
    stop: int | float | complex,
    /,
    num: int,
    *,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
    endpoint: bool = True,
) -> Array:
    """``num`` evenly spaced values from ``start`` to ``stop`` (default float
    dtype, or default complex for complex bounds)."""


@primary(arrays=("x",), dtype="optional")
def zeros_like(x: ArrayLike, /, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """Zeros with the shape of ``x`` and its dtype unless ``dtype`` is given."""


@primary(arrays=("x",), dtype="optional")
def ones_like(x: ArrayLike, /, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """Ones with the shape of ``x`` and its dtype unless ``dtype`` is given."""


@compositional(arrays=("x",))
def full_like(
    x: ArrayLike,
    /,
    fill_value: Scalar,
    *,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
) -> Array:
    """``fill_value`` with the shape of ``x`` and its dtype unless ``dtype`` is given."""
    return full(
        x.shape,
        fill_value,
        dtype=x.dtype if dtype is None else dtype,
        device=x.device if device is None else device,
    )


@compositional(arrays=("x",))
def empty_like(x: ArrayLike, /, *, dtype: DtypeLike | None = None, device: DeviceLike | None = None) -> Array:
    """Uninitialised, with the shape of ``x`` and its dtype unless ``dtype`` is given."""
    return empty(
        x.shape,
        dtype=x.dtype if dtype is None else dtype,
        device=x.device if device is None else device,
    )
