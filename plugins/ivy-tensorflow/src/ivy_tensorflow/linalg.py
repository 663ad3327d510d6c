"""Linear algebra.

TensorFlow's matmul has no kernels for int8, int16, unsigned integers or
bool. Those are computed exactly: narrow integers sign/zero-extended to
int64 (the sum of products wraps mod 2**64, which reduces to NumPy's
wrapped result in the narrow type), uint64 bitcast to int64 (bit-identical
products and sums), bool as a count of true products compared with zero.
"""

from __future__ import annotations

from typing import Any

from ._runtime import tf
from ._util import HALF, KERNEL_ERRORS, NARROW_INTS, reraise

__all__ = ["matmul"]


#: Dtypes no TensorFlow build has a matmul kernel for: emulated directly
#: (trying the kernel first would only cost an error, and a C++ log line).
_EMULATED = NARROW_INTS.difference((tf.int32,)) | {tf.uint64, tf.bool}


def _matmul(x1: Any, x2: Any) -> Any:
    dt = x1.dtype
    if dt not in _EMULATED:
        try:
            if len(x1.shape) == 2 and len(x2.shape) == 2:
                return tf.raw_ops.MatMul(a=x1, b=x2)
            return tf.raw_ops.BatchMatMulV2(x=x1, y=x2)
        except KERNEL_ERRORS as exc:
            if dt not in HALF:
                raise reraise(exc)  # noqa: B904
    try:
        if dt in NARROW_INTS:
            return tf.cast(tf.linalg.matmul(tf.cast(x1, tf.int64), tf.cast(x2, tf.int64)), dt)
        if dt == tf.uint64:
            r = tf.linalg.matmul(tf.bitcast(x1, tf.int64), tf.bitcast(x2, tf.int64))
            return tf.bitcast(r, tf.uint64)
        if dt == tf.bool:
            r = tf.linalg.matmul(tf.cast(x1, tf.int64), tf.cast(x2, tf.int64))
            return tf.math.not_equal(r, tf.zeros((), tf.int64))
        # float16/bfloat16 on a build without the kernel: float32, rounded.
        return tf.cast(tf.linalg.matmul(tf.cast(x1, tf.float32), tf.cast(x2, tf.float32)), dt)
    except KERNEL_ERRORS as exc:
        raise reraise(exc)  # noqa: B904


def matmul(x1: Any, x2: Any, /) -> Any:
    n1, n2 = len(x1.shape), len(x2.shape)
    if n1 >= 2 and n2 >= 2:
        return _matmul(x1, x2)
    if n1 == 0 or n2 == 0:
        raise ValueError("ivy_core.matmul (backend 'tensorflow'): 0-d operands are not allowed")
    # 1-D operands as in NumPy: a row (x1) or column (x2) vector, removed after.
    r = _matmul(x1[None, :] if n1 == 1 else x1, x2[:, None] if n2 == 1 else x2)
    if n2 == 1:
        r = r[..., 0]
    if n1 == 1:
        r = r[..., 0, :] if n2 != 1 else r[..., 0]
    return r
