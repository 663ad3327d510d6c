"""The runtime hooks the by-name route cannot read from torch itself."""

from __future__ import annotations

from typing import Any

import torch

VALUE_ERRORS = (RuntimeError,)  # what torch raises for bad argument values


def to_numpy(x: Any) -> Any:
    x = x.detach().cpu().resolve_conj().resolve_neg()  # a lazy conjugate has no NumPy view
    if x.dtype is torch.bfloat16:
        import ml_dtypes

        return x.float().numpy().astype(ml_dtypes.bfloat16)
    return x.numpy()
