"""The frontend form of the dtype-support decorators (seed 000): a frontend
function declares the dtypes the real framework does not support, by
version range of that framework, and the declaration is resolved once, at
import, against the version the frontend mirrors (:data:`MIRRORED`, not the
installed framework, which a frontend never imports)::

    @with_unsupported_dtypes({"2.13.0 and below": ("uint16", "uint32", "uint64")}, "torch")
    def add(input, other, *, alpha=1, out=None): ...

A call with an array (frontend or ivy_core) of such a dtype, or such a dtype
given as an argument, raises :class:`~ivy_core.UnsupportedDtypeError`
naming the function, the framework's version and the dtype. The version
ranges and dtype classes are read by ivy_core's own parser
(``_dtype._support``), as the backends' declarations are.
"""

from __future__ import annotations

import functools
from typing import Any

from .._base._errors import DeclarationError, UnsupportedDtypeError
from .._dtype import _dtypes
from .._dtype._support import expand_dtypes, select_range
from .._dtype._version import parse_version

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

__all__ = ["MIRRORED", "with_unsupported_dtypes", "with_supported_dtypes", "resolve", "refuse_dtype"]

#: The version of each framework whose behaviour its frontend follows: the
#: one its tests compare with (tests/frontends).
MIRRORED = {"torch": "2.13.0", "numpy": "2.4.6"}


def resolve(table: Mapping[str, Any], framework: str, where: str, supported: bool = False) -> frozenset[Any]:
    """The dtypes ``table`` leaves out at the mirrored version of ``framework``
    (with ``supported``: the valid dtypes it does not name)."""
    if framework not in MIRRORED:
        raise DeclarationError(
            f"{where}: no frontend mirrors {framework!r}; choose one of {', '.join(MIRRORED)}"
        )
    _, names, _ = select_range(table, parse_version(MIRRORED[framework]), where)
    valid = _dtypes.DTYPE_CLASSES["valid"]
    found, invalid = expand_dtypes(names, valid, where)
    if invalid:
        raise DeclarationError(f"{where}: {', '.join(map(str, invalid))} is not an ivy_core dtype")
    return frozenset(valid) - found if supported else found


def refuse_dtype(where: str, framework: str, dtype: Any) -> None:
    """Raise the error of a dtype the mirrored framework does not support."""
    raise UnsupportedDtypeError(
        f"{where}: {framework} {MIRRORED[framework]} does not support {dtype} here; cast the input "
        f"with .astype/.to to a dtype {framework} supports (a wider signed or a float dtype)"
    )


def _declare(table: Mapping[str, Any], framework: str, supported: bool) -> Callable[[Any], Any]:
    def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
        where = f"ivy_core.frontends.{framework}.{fn.__qualname__}"
        refused = resolve(table, framework, where, supported)
        if not refused:
            return fn

        @functools.wraps(fn)
        def checked(*args: Any, **kwargs: Any) -> Any:
            for value in (*args, *kwargs.values()):
                dtype = value if type(value) is _dtypes.Dtype else getattr(value, "dtype", None)
                if type(dtype) is _dtypes.Dtype and dtype in refused:
                    refuse_dtype(where, framework, dtype)
            return fn(*args, **kwargs)

        checked.__ivy_frontend_unsupported__ = refused  # type: ignore[attr-defined]
        return checked

    return decorate


def with_unsupported_dtypes(table: Mapping[str, Any], framework: str, /) -> Callable[[Any], Any]:
    """Declare the dtypes ``framework`` does not support for the function,
    by version range (``"X and below"``, ``"X to Y"``, ...)."""
    return _declare(table, framework, supported=False)


def with_supported_dtypes(table: Mapping[str, Any], framework: str, /) -> Callable[[Any], Any]:
    """Declare the only dtypes ``framework`` supports for the function."""
    return _declare(table, framework, supported=True)
