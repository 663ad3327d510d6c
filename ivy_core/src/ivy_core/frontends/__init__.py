"""Each framework's own promotion functions, by the names seed 003 gives
them: ``ivy_core.frontends.torch.promote_types_torch``,
``promote_types_of_torch_inputs``, and the same pair for ``numpy`` and
``jax``. None of these modules imports its framework: the rules are
ivy_core's (``ivy_core._dtype._rules_*``), checked against grids generated from the
real frameworks. :class:`ivy_core.promotion_mode` applies the same rules to
every ivy_core function.
"""
