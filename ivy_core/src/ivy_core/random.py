"""Random number generation (seedable).

Each backend keeps its own generator state. :func:`seed` resets the state of
the backend in force; after ``seed(s)`` the same calls give the same numbers
again on that backend, and ``seed=s`` on one call gives the numbers the first
call after ``seed(s)`` gives. The numbers differ between backends (each uses
its framework's generator: NumPy PCG64, a torch.Generator, a jax PRNG key,
TensorFlow's stateless Philox ops); only their distribution is the same.
"""

from __future__ import annotations

import _operator as operator  # the functions operator.py re-exports, without loading it

from ._arrays._array import Array
from ._backends import _memory
from ._base import _state
from ._base._errors import ArgumentTypeError, ArgumentValueError
from ._base._state import calls
from ._spec._api import primary
from ._spec._shapes import broadcast_shapes

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

    from ._arrays._typing import ArrayLike, DeviceLike, DtypeLike, Shape

__all__ = ["random_uniform", "random_normal", "seed"]


# -- argument checks, once for every backend (the ``normalize=`` hook) ------------
# ``where`` names the function and backend; the parameters arrive with
# ``Array`` arguments unwrapped to native arrays and ``dtype`` resolved.


def _seed(where: str, value: Any, name: str = "seed") -> int:
    """A seed: an int (Python or NumPy integer scalar) in ``[0, 2**63)``;
    ``name`` is its parameter's."""
    import numbers

    if isinstance(value, bool) or (hasattr(value, "shape") and not isinstance(value, numbers.Integral)):
        raise ArgumentTypeError(f"{where}: {name} must be an int, got {value!r}")
    try:
        v = operator.index(value)
    except TypeError:
        raise ArgumentTypeError(f"{where}: {name} must be an int, got {value!r}") from None
    if not 0 <= v < 2**63:
        raise ArgumentValueError(f"{where}: {name} must be in [0, 2**63), got {v}")
    return v


def _is_complex(value: Any) -> bool:
    if isinstance(value, complex):
        return True
    if isinstance(value, (list, tuple)):
        return any(_is_complex(v) for v in value)
    dtype = getattr(value, "dtype", None)
    if dtype is None:
        return False

    backend = _state.backend_of_type(type(value))
    d = None if backend is None else backend.from_native.get(dtype)
    return d.kind == "complex" if d is not None else "complex" in str(dtype)


def _real_dtype(dtype: Any) -> bool:
    """Whether a native dtype (of a loaded backend, or NumPy's, which a
    NumPy scalar has on any backend) is an integer or floating one."""
    kind = _memory.kind_of(dtype)
    if kind is not None:
        return kind in ("signed", "unsigned", "float")
    return getattr(dtype, "kind", "f") in "iuf"  # NumPy's codes: "U", "S", "O", "b", "c" are not


def _all_numbers(value: Any) -> bool:
    """Whether a (nested) list or tuple holds Python ints and floats only."""
    return all(_all_numbers(v) if isinstance(v, (list, tuple)) else type(v) in (int, float) for v in value)


def _shape_of(value: Any) -> tuple[int, ...]:
    """The shape of a number, a native array or a nested list of numbers."""
    if isinstance(value, (list, tuple)):
        return (len(value), *(_shape_of(value[0]) if value else ()))
    if isinstance(value, (int, float)) or not hasattr(value, "shape"):
        return ()
    return tuple(int(d) for d in value.shape)


def _draw_shape(where: str, names: tuple[str, str], a: Any, b: Any, shape: Any) -> tuple[int, ...]:
    """The shape to draw: ``shape`` as a tuple of ints, or the broadcast shape
    of the parameters ``a`` and ``b`` (which must be real) when it is None."""
    for name, v in zip(names, (a, b), strict=True):
        if v is None:  # NumPy, TensorFlow and Dask would read it as their default
            raise ArgumentTypeError(f"{where}: argument {name!r} must be a real number or array, not NoneType None")
        if _is_complex(v):
            raise ArgumentTypeError(f"{where}: {name} must be real, got a complex value")
        dtype = getattr(v, "dtype", None)
        if (
            isinstance(v, (str, bytes, bool))
            or (dtype is not None and not _real_dtype(dtype))
            or (isinstance(v, (list, tuple)) and not _all_numbers(v))
        ):  # some backends read "0" as a number, or True as 1
            raise ArgumentTypeError(
                f"{where}: {name} must be a real number or array of numbers, got "
                f"{type(v).__name__} {v!r:.40}{'' if dtype is None else f' of dtype {dtype}'}"
            )
    sa, sb = _shape_of(a), _shape_of(b)
    params = broadcast_shapes(sa, sb)
    if params is None:
        raise ArgumentValueError(
            f"{where}: {names[0]} of shape {sa} and {names[1]} of shape {sb} do not broadcast together"
        )
    if shape is None:
        return params
    try:
        out = (
            tuple(operator.index(d) for d in shape)
            if isinstance(shape, (tuple, list))
            else (operator.index(shape),)
        )
    except TypeError:
        raise ArgumentTypeError(
            f"{where}: shape must be an int or a sequence of ints, got {type(shape).__name__} {shape!r}"
        ) from None
    if any(d < 0 for d in out):
        raise ArgumentValueError(f"{where}: negative dimensions are not allowed in shape {out}")
    if broadcast_shapes(out, params) != out:
        raise ArgumentValueError(f"{where}: parameters of shape {params} do not broadcast to shape {out}")
    return out


def _uniform_args(
    where: str, low: Any, high: Any, shape: Any, dtype: Any, device: Any, seed: Any
) -> tuple[Any, ...]:
    shape = _draw_shape(where, ("low", "high"), low, high, shape)
    # Python numbers are checked here (arrays' values would need a read
    # from the device): NumPy draws from [high, low) where torch raises.
    if type(low) in (int, float) and type(high) in (int, float) and not low <= high:
        raise ArgumentValueError(
            f"{where}: low must be at most high and neither NaN, got low={low!r}, high={high!r}"
        )
    _memory.check(where, shape, dtype)
    return low, high, shape, dtype, device, None if seed is None else _seed(where, seed)


def _normal_args(
    where: str, mean: Any, std: Any, shape: Any, dtype: Any, device: Any, seed: Any
) -> tuple[Any, ...]:
    if isinstance(std, (int, float)) and not std >= 0:  # NaN too
        raise ArgumentValueError(f"{where}: std must be >= 0, got {std}")
    if type(mean) is float and mean != mean:
        raise ArgumentValueError(f"{where}: mean must be a number, got {mean}")
    shape = _draw_shape(where, ("mean", "std"), mean, std, shape)
    _memory.check(where, shape, dtype)
    return mean, std, shape, dtype, device, None if seed is None else _seed(where, seed)


def _seed_args(where: str, seed_value: Any) -> tuple[int]:
    return (_seed(where, seed_value, "seed_value"),)


@primary(unwrap=("low", "high"), dtype="float", normalize=_uniform_args, kinds=("float",))
def random_uniform(
    *,
    low: float | ArrayLike = 0.0,
    high: float | ArrayLike = 1.0,
    shape: Shape | None = None,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
    seed: int | None = None,
) -> Array:
    """Draw values uniformly from the half-open interval ``[low, high)``.

    Rounding ``low + (high - low) * u`` to a narrow dtype can give ``high``.
    The numbers differ between backends; only their distribution is the same.

    Args:
        low: Lower bound: a real Python number or array.
        high: Upper bound: a real Python number or array.
        shape: Shape of the result (an int or a sequence of ints); None gives the
            broadcast shape of ``low`` and ``high`` (``()`` for two numbers),
            otherwise they must broadcast to ``shape``.
        dtype: A real floating dtype; the default float dtype when None.
        device: Device of the result; the default device when None.
        seed: Draw from a generator seeded with this int in ``[0, 2**63)``,
            leaving the backend's own state untouched; None uses that state.

    Returns:
        An array of the shape and dtype above.

    Raises:
        ValueError: the shapes do not broadcast, ``shape`` has a negative
            entry, or ``seed`` is out of range.
        TypeError: ``low`` or ``high`` is complex, or ``seed`` is not an int.
        InvalidDtypeError: ``dtype`` is not a real floating dtype (integer,
            bool and complex dtypes are refused).

    Example:
        >>> import ivy_core as ivy
        >>> x = ivy.random_uniform(low=ivy.zeros((3,)), high=1.0, shape=(2, 3), seed=7)
        >>> x.shape, x.dtype
        ((2, 3), ivy_core.float32)
        >>> bool(ivy.all((x >= 0) & (x < 1)))
        True
    """
    return calls.random_uniform(low, high, shape, dtype, device, seed)


@primary(unwrap=("mean", "std"), dtype="float", normalize=_normal_args, kinds=("float",))
def random_normal(
    *,
    mean: float | ArrayLike = 0.0,
    std: float | ArrayLike = 1.0,
    shape: Shape | None = None,
    dtype: DtypeLike | None = None,
    device: DeviceLike | None = None,
    seed: int | None = None,
) -> Array:
    """Draw values from the normal distribution of mean ``mean`` and standard deviation ``std``.

    The numbers differ between backends; only their distribution is the same.

    Args:
        mean: Mean: a real Python number or array.
        std: Standard deviation: a real Python number (at least 0) or array.
        shape: Shape of the result; None gives the broadcast shape of ``mean``
            and ``std``, otherwise they must broadcast to ``shape`` (as for
            :func:`random_uniform`).
        dtype: A real floating dtype; the default float dtype when None.
        device: Device of the result; the default device when None.
        seed: Draw from a generator seeded with this int in ``[0, 2**63)``,
            leaving the backend's own state untouched; None uses that state.

    Returns:
        An array of the shape and dtype above.

    Raises:
        ValueError: a number ``std`` is negative, the shapes do not broadcast,
            ``shape`` has a negative entry, or ``seed`` is out of range.
        TypeError: ``mean`` or ``std`` is complex, or ``seed`` is not an int.
        InvalidDtypeError: ``dtype`` is not a real floating dtype (integer,
            bool and complex dtypes are refused).

    Example:
        >>> import ivy_core as ivy
        >>> a = ivy.random_normal(mean=ivy.zeros((2,)), std=ivy.ones((3, 1)), seed=42)
        >>> a.shape, a.dtype
        ((3, 2), ivy_core.float32)
        >>> a.tolist() == ivy.random_normal(mean=ivy.zeros((2,)), std=ivy.ones((3, 1)), seed=42).tolist()
        True
    """
    return calls.random_normal(mean, std, shape, dtype, device, seed)


@primary(returns="value", normalize=_seed_args)
def seed(seed_value: int = 0) -> None:
    """Reset the random state of the backend in force.

    After ``seed(s)`` the calls that follow give the same numbers every time
    on that backend; the first draw after ``seed(s)`` equals the same call
    with ``seed=s``.

    Args:
        seed_value: An int in ``[0, 2**63)``.

    Raises:
        ValueError: ``seed_value`` is out of range.
        TypeError: ``seed_value`` is not an int.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.seed(3)
        >>> a = ivy.random_uniform(shape=(3,))
        >>> ivy.seed(3)
        >>> a.tolist() == ivy.random_uniform(shape=(3,)).tolist()
        True
        >>> a.tolist() == ivy.random_uniform(shape=(3,), seed=3).tolist()
        True
    """
    return calls.seed(seed_value)
