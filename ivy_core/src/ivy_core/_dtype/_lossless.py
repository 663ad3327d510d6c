"""Which dtype holds every value of another: the check ``computed_in``
declarations pass at load (a backend computing ``uint16`` in ``int32`` gives
what a native kernel would), and the kit's search for a wider dtype to
suggest; and the one cast every backend refuses, complex to real
(:func:`refuse_complex_to_real`).

Layer 1: imports only ``_dtypes`` and the error types.
"""

from __future__ import annotations

from .._base._errors import ArgumentTypeError
from . import _dtypes

__all__ = ["lossless", "refuse_complex_to_real"]


def lossless(src: _dtypes.Dtype, dst: _dtypes.Dtype) -> bool:
    """Whether every value of ``src`` is exactly representable in ``dst``."""
    if src == dst:
        return True
    ks, kd = src.kind, dst.kind
    if ks == "bool":
        return True
    if ks == "unsigned":
        return (
            (kd == "unsigned" and dst.bits >= src.bits)
            or (kd == "signed" and dst.bits > src.bits)
            or (kd in ("float", "complex") and _mantissa(dst) >= src.bits)
        )
    if ks == "signed":
        return (kd == "signed" and dst.bits >= src.bits) or (
            kd in ("float", "complex") and _mantissa(dst) >= src.bits - 1
        )
    if ks == "float":
        if kd == "float":
            return (src, dst) in {
                (_dtypes.float16, _dtypes.float32), (_dtypes.float16, _dtypes.float64),
                (_dtypes.bfloat16, _dtypes.float32), (_dtypes.bfloat16, _dtypes.float64),
                (_dtypes.float32, _dtypes.float64),
            }  # fmt: skip
        if kd == "complex":
            return lossless(src, _dtypes.float32 if dst == _dtypes.complex64 else _dtypes.float64)
        return False
    if ks == "complex":
        return kd == "complex" and dst.bits >= src.bits
    return False


def _mantissa(d: _dtypes.Dtype) -> int:
    """Bits of integer precision a float (or complex's part) carries."""
    return {
        _dtypes.float16: 11, _dtypes.bfloat16: 8, _dtypes.float32: 24, _dtypes.float64: 53,
        _dtypes.complex64: 24, _dtypes.complex128: 53,
    }[d]  # fmt: skip


def refuse_complex_to_real(where: str, src: _dtypes.Dtype | None, dst: _dtypes.Dtype | None) -> None:
    """Casting a complex array to a real dtype (``astype``, ``asarray``'s and
    ``sum``'s ``dtype=``) raises, as the standard asks: the frameworks drop
    the imaginary part silently. The class is that of a Python complex given
    a real dtype (``asarray(1 + 2j, dtype="float64")``). ``where`` names the
    function and the backend; None (a dtype of no backend) passes."""
    if src is not None and dst is not None and src.kind == "complex" and dst.kind != "complex":
        raise ArgumentTypeError(
            f"{where}: a complex array ({src}) cannot be cast to the real dtype {dst}: its imaginary "
            "part would be dropped; take ivy_core.real(x) (or ivy_core.abs(x)) first, or pass a complex dtype"
        )
