"""ivy_core backend ``torch_by_name``: PyTorch bound by name (see plugin.py)."""
