"""torch's functional API and ``Tensor`` on ivy_core, re-exported by
``ivy_core.frontends.torch``. Layers, lowest first: ``_convert`` (inputs,
dtypes, keywords), the ``Tensor`` mixins (``_pointwise_methods``,
``_reduce_methods``, ``_shape_methods``), ``_tensor`` (the class and
``out=``), then the function modules, which import those and nothing of
each other."""
