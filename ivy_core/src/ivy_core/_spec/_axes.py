"""What ``_api.axis_args`` knows of the functions it checks: the record of
each (``axis_function``, filled in by their declaration), and whether an
int ``axis`` is an axis of the array by the rule a function's spec names in
``axis_check=`` (``axis_of_x``): run in the general entry, for every
backend, before the backend is called; the fast entries test
``-x.ndim <= axis < x.ndim`` inline and send any other axis there.
"""

from __future__ import annotations

from .._base._errors import ArgumentValueError, AxisError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "AXIS_CHECKS",
    "AXIS_FUNCTIONS",
    "OF_X",
    "OR_0D",
    "NONE_FOR_1D",
    "NUMBER_PARAMS",
    "axis_function",
    "axis_of_x",
    "ndim_of",
]

#: An axis of ``x``.
OF_X = "x"
#: An axis of ``x``, or 0 and -1 of a 0-d ``x``, taken as its one element (``sort``).
OR_0D = "x or 0-d"
#: An axis of ``x``, or None for a 1-d ``x`` only (``cumulative_sum``).
NONE_FOR_1D = "x, or None for 1-d"
#: The values of ``axis_check=`` (None: the framework refuses a bad axis itself).
AXIS_CHECKS = (OF_X, OR_0D, NONE_FOR_1D, None)


def ndim_of(x: Any) -> int | None:
    """The number of dimensions of the native array ``x`` (a ``tf.Variable``
    has no ``ndim``), or None where a graph leaves it unknown."""
    n = getattr(x, "ndim", None)
    if n is None:
        try:
            n = len(tuple(x.shape))
        except (TypeError, ValueError):  # a graph of unknown rank
            return None
    return n


def axis_of_x(where: str, x: Any, axis: int | None, check: str) -> None:
    """Raise unless ``axis`` passes ``check`` for the native array ``x``:
    :class:`AxisError` for an axis out of range, ArgumentValueError for
    ``axis=None`` where ``check`` takes it for a 1-d ``x`` only. An unknown
    number of dimensions (a graph of unknown rank) passes."""
    n = ndim_of(x)
    if n is None:  # the framework decides
        return
    if axis is None:
        if check == NONE_FOR_1D and n != 1:
            raise ArgumentValueError(
                f"{where}: axis=None takes a 1-d x only, and x has {n} dimension(s); pass the axis to "
                "accumulate along" + (" (a 0-d x has none)" if n == 0 else "")
            )
        return
    if -n <= axis < n or (n == 0 and check == OR_0D and axis in (0, -1)):
        return
    if n == 0:
        rule = "pass 0 or -1 (its one element)" if check == OR_0D else "a 0-d array has no axis"
    else:
        rule = f"pass an axis in [-{n}, {n - 1}]"
    raise AxisError(f"{where}: axis {axis} is out of range for an array of {n} dimension(s); {rule}")


#: The functions whose ``normalize`` is ``_api.axis_args``, by public name
#: (the ``where`` the general entry passes, up to its `` (backend ...)``),
#: filled in by their declaration: whether their ``axis`` also takes None
#: and a tuple (from its annotation: ``int``, ``int | None``, ``Axis``...),
#: their flags after ``axis`` as (position among the rest, name), the
#: positions of their number parameters and their ``axis_check``.
AXIS_FUNCTIONS: dict[str, tuple[bool, bool, tuple[tuple[int, str], ...], tuple[int, ...], str | None]] = {}
#: Parameters after ``axis`` that take a real number only (not None, which
#: some frameworks read as their default): their fast entries send any other
#: value to the general entry, where ``axis_args`` refuses it.
NUMBER_PARAMS = ("correction",)


def axis_function(api: Any) -> None:
    """Record what ``axis_args`` checks for ``api`` (an ``_api.ApiFunction``
    whose ``axis`` is second), when it is declared."""
    names = [p.name for p in api.params if p.name != "out"]
    if len(names) < 2 or names[1] != "axis":
        raise TypeError(f"ivy_core spec {api.name}: normalize=axis_args needs (x, axis, ...) parameters")
    annotation = str(api.spec.__annotations__.get("axis", "Axis"))
    takes_none = annotation == "Axis" or "None" in annotation
    takes_tuple = annotation == "Axis" or "tuple" in annotation or "Sequence" in annotation
    flags = tuple((i, n) for i, n in enumerate(names[2:]) if n in api.flags)
    numbers = tuple(i for i, n in enumerate(names[2:]) if n in NUMBER_PARAMS)
    AXIS_FUNCTIONS[api.public_name] = (takes_none, takes_tuple, flags, numbers, api.axis_check)
