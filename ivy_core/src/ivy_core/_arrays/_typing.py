"""Type aliases used in the API signatures. The public functions' modules
import them for type checkers only (so that ``import ivy_core`` does not
import ``typing``); the loader hands them, with :func:`annotation_names`, to
``_spec._argtypes``, which reads the annotations of a call that failed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, TypeAlias, Union

from .._dtype._dtypes import Dtype
from ._array import Array

__all__ = ["ArrayLike", "Scalar", "DtypeLike", "DeviceLike", "Shape", "Axis", "annotation_names"]

#: An ``ivy_core.Array`` or a native array of the backend in use.
ArrayLike: TypeAlias = Union[Array, Any]
#: A Python scalar (it takes an array's dtype where its kind allows).
Scalar: TypeAlias = Union[bool, int, float, complex]
#: An ivy_core dtype, its name, or a native dtype.
DtypeLike: TypeAlias = Union[Dtype, str, Any]
#: A device string such as ``"cpu"`` or ``"cuda:0"``, or a native device.
DeviceLike: TypeAlias = Union[str, Any]
#: A shape: one length or a sequence of lengths.
Shape: TypeAlias = Union[int, Sequence[int]]
#: An axis, several axes, or ``None`` for all of them.
Axis: TypeAlias = Union[int, Sequence[int], None]


def annotation_names() -> dict[str, Any]:
    """Every name the public functions' annotations use beyond their own
    modules' run-time names: these aliases, ``Any``, ``Literal`` and
    ``Sequence``."""
    names = {n: globals()[n] for n in __all__ if n != "annotation_names"}
    names.update(Any=Any, Literal=Literal, Sequence=Sequence)
    return names
