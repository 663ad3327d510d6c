"""Foundations: the mutable settings (``_state``) and the exception types
(``_errors``).

Layer 0. Imports nothing from ivy_core; everything else may import it.
"""
