"""The dtype model: the fifteen dtypes and default-dtype stacks
(``_dtypes``), type promotion (``_promotion``), the frameworks' own
promotion rules (``_rules``, ``_rules_numpy``, ``_rules_torch``,
``_rules_jax``) and the promotion modes built on them (``_modes``),
per-function dtype and device support declarations (``_support``, with
the version ranges of ``_version`` and the lossless pairs of
``_lossless``) and the casting modes (``_casting``).

Layer 1. Imports only ``_base``. Imported by every layer above; no
framework is imported here (the rules are written as data).
"""
