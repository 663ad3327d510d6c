"""TensorFlow for the whole backend: imported once, here (with quieter C++
logging, and an error saying what to install when it is missing), with what
every module of the backend shares: the eager tensor class, the default
device, :func:`has_zero` and :func:`zero`.

The bottom of the backend: the runtime (``_runtime``), the implementation
modules and the tracer (``_trace``) import it; it imports none of them.
"""

from __future__ import annotations

import os
from typing import Any

__all__ = ["np", "tf", "EagerTensor", "DEFAULT_DEVICE", "has_zero", "zero"]

# Quieter C++ logging unless the user chose a level; only here, when the
# backend loads (never at ``import ivy_core``).
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

try:
    import numpy as np
    import tensorflow as tf
except ImportError as exc:  # ivy_core turns this into BackendLoadError
    raise ImportError(
        f"the ivy-tensorflow backend needs TensorFlow, which could not be imported ({exc}); "
        'install it from the root of a clone of ivy-core with `pip install "./plugins/ivy-tensorflow[cpu]"` '
        "(or [gpu] for CUDA builds)"
    ) from exc

# The class of eager tensors, read where TensorFlow defines it: creating one
# (type(tf.constant(0))) would start TensorFlow's eager context, ~30 ms that
# the first op pays anyway, and that loading the backend need not.
try:
    from tensorflow.python.framework.ops import EagerTensor
except ImportError:  # moved in some TensorFlow release: take it from a tensor
    # Outside any graph: the backend may load while tf.function traces (the
    # first ivy_core call being inside it), where tf.constant is symbolic.
    with tf.init_scope():
        EagerTensor = type(tf.constant(0))

#: Where TensorFlow places ops itself: the first GPU when there is one.
DEFAULT_DEVICE: str = "/GPU:0" if tf.config.list_physical_devices("GPU") else "/CPU:0"


def has_zero(value: Any) -> bool:
    """Whether TensorFlow's scalar constant cache could mix up the sign of a
    zero in ``value``: it caches Python (and NumPy) floats and complexes by
    value, and -0.0 == 0.0, so after ``complex(-0.0, 0.0)`` it hands back
    ``-0+0j`` for ``0j`` (and +0.0 for -0.0 the other way round)."""
    if isinstance(value, float):
        return value == 0.0
    if isinstance(value, complex):
        return value.real == 0.0 or value.imag == 0.0
    return False


# Eager 0-d zeros by (dtype, device): tf.zeros costs about 40 us a call, more
# than most of the ops a zero feeds (comparisons, selects).
_ZEROS: dict[Any, Any] = {}


def zero(dtype: Any, like: Any) -> Any:
    """A 0-d zero of ``dtype`` on the device of the tensor ``like``. In eager
    mode one per dtype and device, made once (tensors are immutable); inside
    a tf.function the graph's own constant."""
    if not tf.executing_eagerly():
        return tf.zeros((), dtype)
    key = (dtype, like.device)
    z = _ZEROS.get(key)
    if z is None:
        with tf.device(like.device):
            z = _ZEROS[key] = tf.zeros((), dtype)
    return z
