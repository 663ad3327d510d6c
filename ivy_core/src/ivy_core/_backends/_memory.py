"""Sizes no machine can allocate, refused before a framework is asked.

Some frameworks abort the interpreter (JAX: SIGABRT) instead of raising when
asked for an impossible array. The creation functions whose result shape
comes from the caller (``zeros``, ``full``, ``arange``, ``linspace``, ``eye``,
``random_uniform``, ``meshgrid``, ``broadcast_to``, ...) check it here, in
their ``normalize=`` hooks: a result of more elements than a 64-bit index
counts, or of more bytes than the machine's physical memory, raises
``MemoryError`` (the same class on every backend) naming the function, the
backend, the shape and the bytes requested.

An empty shape counts too: frameworks multiply a shape's sizes (and the
element's bytes) one after the other in 64-bit integers, and XLA aborts
on an overflow even when a later size is 0 (``zeros((2**62, 4, 0))``). So
a shape whose non-zero sizes, times the element's bytes, multiply to more
than a 64-bit index counts is refused as well, whatever its element count.
"""

from __future__ import annotations

import _operator as operator  # the functions operator.py re-exports, without loading it
import os

from .._base import _state
from .._base._errors import OutOfMemoryError
from .._dtype._dtypes import BITS, KIND, Dtype, as_dtype

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

__all__ = ["NATIVE_DTYPES", "check", "dims", "dtype_of", "kind_of", "physical_memory"]

#: The most elements a 64-bit (signed) index can count.
INDEX_MAX = 2**63 - 1
#: The physical memory assumed where it cannot be read (no
#: ``os.sysconf("SC_PHYS_PAGES")``, e.g. on Windows): 2**47 bytes (128 TiB),
#: the user address space of x86-64 and arm64, which no allocation exceeds.
FALLBACK_BYTES = 2**47
#: Results below this many elements need no check (16 bytes an element at
#: most); for an empty shape, the product of its non-zero sizes.
SMALL = 2**24
_SMALL = SMALL
_physical: list[int] = []


def physical_memory() -> int:
    """The machine's physical memory in bytes (read once):
    ``SC_PHYS_PAGES * SC_PAGE_SIZE`` where ``os.sysconf`` has them (Linux,
    macOS), else :data:`FALLBACK_BYTES`."""
    if not _physical:
        try:
            n = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
        except (AttributeError, ValueError, OSError):
            n = -1
        _physical.append(n if n > 0 else FALLBACK_BYTES)
    return _physical[0]


def dims(shape: Any) -> tuple[int, ...] | None:
    """``shape`` (an int or a tuple/list of ints) as a tuple of ints, or None
    when it is not one (the backend reports that)."""
    try:
        if isinstance(shape, (tuple, list)):
            if any(isinstance(d, bool) for d in shape):
                return None
            return tuple(operator.index(d) for d in shape)
        if isinstance(shape, bool):
            return None
        return (operator.index(shape),)
    except TypeError:
        return None


#: The ivy_core dtype of each native dtype :func:`dtype_of` has named, in
#: one table per type of dtype object (a native dtype names the same dtype
#: whichever backend reads it): argument checks find a dtype with two dict
#: lookups, and under torch.compile they hash torch's dtypes only (Dynamo
#: cannot hash NumPy's).
NATIVE_DTYPES: dict[type, dict[Any, Dtype]] = {}


def dtype_of(native_dtype: Any) -> Dtype | None:
    """The ivy_core dtype of a resolved native dtype (of any loaded backend),
    or of an ivy_core dtype or its name; None if none knows it."""
    table = NATIVE_DTYPES.get(type(native_dtype))
    if table is not None:
        d = table.get(native_dtype)
        if d is not None:
            return d
    if isinstance(native_dtype, str) and native_dtype in BITS:
        return as_dtype(native_dtype)
    for b in list(_state.loaded.values()):
        if type(native_dtype) not in b.native_dtype_types:
            continue  # another library's dtype (comparing them may warn: array-api-strict)
        try:
            found: Dtype | None = b.from_native.get(native_dtype)
        except TypeError:  # an unhashable object: not a dtype of this backend
            found = None
        if found is not None:
            NATIVE_DTYPES.setdefault(type(native_dtype), {})[native_dtype] = found
            return found
    return None


def kind_of(native_dtype: Any) -> str | None:
    """The kind (``"bool"``, ``"signed"``, ``"unsigned"``, ``"float"``,
    ``"complex"``) of a native dtype of a loaded backend, or None."""
    table = NATIVE_DTYPES.get(type(native_dtype))
    if table is not None:  # a dtype named before: dtype_of's first lookups, without its frame
        d = table.get(native_dtype)
        if d is not None:
            return KIND[d]
    d = dtype_of(native_dtype)
    return None if d is None else d.kind


def _size(n: int) -> str:
    for unit, scale in (("EiB", 2**60), ("PiB", 2**50), ("TiB", 2**40), ("GiB", 2**30), ("MiB", 2**20)):
        if n >= scale:
            return f"{n / scale:.1f} {unit}"
    return f"{n} B"


def check(where: str, shape: Any, native_dtype: Any, count: int = 1) -> bool:
    """Raise MemoryError when ``count`` arrays of ``shape`` and ``native_dtype``
    cannot exist on this machine; True when they can. A shape that is not an
    int or a sequence of non-negative ints gives False: it is left to the
    caller (or to the backend's own error)."""
    # The common case first: a small shape of Python ints.
    t = type(shape)
    if t is int:
        if 0 <= shape * count < _SMALL:
            return True
    elif t is tuple or t is list:
        small = count  # the product of the non-zero sizes: an empty shape is checked too
        for size in shape:
            if type(size) is not int or size < 0:
                break
            if size:
                small *= size
        else:
            if small < _SMALL:
                return True
    ds = dims(shape)
    if ds is None or any(d < 0 for d in ds):
        return False
    n = count
    extent = count
    for size in ds:
        n *= size
        extent *= size or 1
    if extent < _SMALL:
        return True
    d = dtype_of(native_dtype)
    name = str(native_dtype) if d is None else str(d)
    itemsize = 1 if d is None else max(1, d.bits // 8)
    nbytes = n * itemsize
    what = f"{count} arrays of " if count > 1 else ""
    if n == 0:
        if extent * itemsize > INDEX_MAX:
            raise OutOfMemoryError(
                f"{where}: {what}shape {ds} of {name} is empty, but its non-zero sizes times the "
                f"{itemsize} bytes of an element multiply to {extent * itemsize}, more than a 64-bit "
                f"index can count ({INDEX_MAX}); frameworks compute that product (JAX aborts the "
                "process on it). Use a smaller shape"
            )
        return True
    if n > INDEX_MAX:
        raise OutOfMemoryError(
            f"{where}: {what}shape {ds} has {n} elements ({nbytes} bytes of {name}), more than a "
            f"64-bit index can count ({INDEX_MAX}); no framework can allocate it. Use a smaller shape"
        )
    physical = physical_memory()
    if nbytes > physical:
        raise OutOfMemoryError(
            f"{where}: {what}shape {ds} of {name} needs {nbytes} bytes ({_size(nbytes)}), more than "
            f"the {physical} bytes ({_size(physical)}) of physical memory this machine has; "
            "use a smaller shape or a smaller dtype"
        )
    return True
