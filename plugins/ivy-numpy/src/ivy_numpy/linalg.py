"""Linear algebra."""

from __future__ import annotations

import numpy as np

__all__ = ["matmul"]

matmul = np.matmul
