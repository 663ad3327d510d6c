"""NumPy's functional API and ``ndarray`` on ivy_core, re-exported by
``ivy_core.frontends.numpy``. Layers, lowest first: ``_convert`` (inputs,
dtypes, keywords, ``out=``), ``_ndarray`` (the array and its methods),
then the function modules, which import both and nothing of each other."""
