"""Type aliases used in the API signatures (for type checkers only; nothing
here exists at run time, so importing ivy_core never imports ``typing``)."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any, TypeAlias, Union

    from ._array import Array
    from ._dtypes import Dtype

    #: An ``ivy_core.Array`` or a native array of the backend in use.
    ArrayLike: TypeAlias = Union[Array, Any]
    Scalar: TypeAlias = Union[bool, int, float, complex]
    #: An ivy_core dtype, its name, or a native dtype.
    DtypeLike: TypeAlias = Union[Dtype, str, Any]
    DeviceLike: TypeAlias = Union[str, Any]
    Shape: TypeAlias = Union[int, Sequence[int]]
    Axis: TypeAlias = Union[int, Sequence[int], None]
