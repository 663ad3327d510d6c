"""Tracing, compiling and autodiff: what a trace records (``_record``),
graphs and their source (``_graph``, ``_graph_source``, ``_graph_args``,
``_graph_draw``), saved graphs (``_persist_graph``, ``_graph_read``,
``_graph_names``), ``trace_graph`` (``_trace``, ``_trace_ivy``),
``ivy_core.compile`` (``_compile``, with ``_reads`` for what a function
reads from outside), ``grad`` (``_autodiff``) and ``ivy_core.transpile``
(``_transpile``; per source framework ``_transpile_numpy`` and
``_transpile_torch``, over the frontends; ``_transpile_views``).

Layer 9, above the public namespace modules (layer 8), whose functions a
graph of ivy_core calls replays. Imported only by ``ivy_core/__init__.py``
and the tools.
"""
