"""Which dtype holds every value of another: the check ``computed_in``
declarations pass at load (a backend computing ``uint16`` in ``int32`` gives
what a native kernel would), and the kit's search for a wider dtype to
suggest.

Layer 1: imports only ``_dtypes``.
"""

from __future__ import annotations

from . import _dtypes

__all__ = ["lossless"]


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

