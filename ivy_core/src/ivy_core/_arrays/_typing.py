"""Type aliases used in the API signatures. They exist at run time too, so
``typing.get_type_hints`` works on every public function."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeAlias, Union

from .._dtype._dtypes import Dtype
from ._array import Array

__all__ = ["ArrayLike", "Scalar", "DtypeLike", "DeviceLike", "Shape", "Axis"]

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
