"""Type aliases used in the API signatures."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Union

if TYPE_CHECKING:
    from ._array import Array
    from ._dtypes import Dtype

ArrayLike = Union["Array", Any]
"""An ``ivy_core.Array`` or a native array of the backend in use."""
Scalar = Union[bool, int, float, complex]
DtypeLike = Union["Dtype", str, Any]
"""An ivy_core dtype, its name, or a native dtype."""
DeviceLike = Union[str, Any]
Shape = Union[int, Sequence[int]]
