"""ivy_core backend ``array_api_strict`` (see plugin.py and gaps.py)."""
