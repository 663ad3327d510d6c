"""Gradients on tensorflow."""

from __future__ import annotations

from typing import Any

import tensorflow as tf

__all__ = ["stop_gradient"]


def stop_gradient(x: Any, /) -> Any:
    return tf.stop_gradient(x)
