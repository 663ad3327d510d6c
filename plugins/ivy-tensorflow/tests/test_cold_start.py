"""Loading the backend creates no tensor (issue 28): TensorFlow's eager
context starts with the first op, as it does in native TensorFlow; the
eager tensor class the backend knows is the one of TensorFlow's tensors."""

from __future__ import annotations

import subprocess
import sys

import tensorflow as tf

_LOAD = """
import tensorflow as tf
from tensorflow.python.eager import context
import ivy_core
ivy_core.set_backend("tensorflow")
print(context.context()._context_handle is None)
x = ivy_core.asarray([1.0, 2.0])
print(context.context()._context_handle is None, type(x.data).__name__)
"""


def test_load_starts_no_eager_context() -> None:
    out = subprocess.run([sys.executable, "-c", _LOAD], capture_output=True, text=True, check=True)
    assert out.stdout.split("\n")[:2] == ["True", "False EagerTensor"]


def test_eager_tensor_class_is_tensorflows() -> None:
    from ivy_tensorflow._framework import EagerTensor
    from ivy_tensorflow._runtime import ARRAY_TYPES

    assert EagerTensor is type(tf.constant(0)) is type(tf.zeros((2,), tf.int8))
    assert ARRAY_TYPES[0] is EagerTensor
