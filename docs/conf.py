"""Sphinx configuration of the ivy_core documentation.

Build it with ``nox -s docs`` (every warning is an error), or by hand in an
environment with ivy-core, its plugins, ``sphinx`` and ``furo`` installed::

    sphinx-build -W --keep-going -n -b html docs docs/_build/html
"""

from __future__ import annotations

import os
import sys

import ivy_core

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "_ext"))

project = "ivy-core"
author = "the ivy-core developers"
copyright = "the ivy-core developers"
release = version = ivy_core.__version__

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.autosummary",
    "sphinx.ext.todo",
    "sphinx.ext.viewcode",
    "ivy_viewcode",  # docs/_ext: viewcode's [docs] links and module index, fixed
    "ivy_docs",  # docs/_ext: generated pages; also sets up napoleon (Google-style docstrings)
    "ivy_reference",  # docs/_ext: the area reference pages (dtype support, See also per function)
]

exclude_patterns = ["_build", "_ext"]
templates_path: list[str] = []
nitpicky = True
# Without network access there is no intersphinx: the standard library's
# abc and types classes in the annotations stay plain text.
nitpick_ignore_regex = [("py:class", r"(collections\.abc|types)\.\w+")]

# The backend author's guide marks what the code does not have yet.
todo_include_todos = True

# -- autodoc ---------------------------------------------------------------------------
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autosummary_generate = False
napoleon_google_docstring = True
napoleon_numpy_docstring = False
napoleon_use_rtype = False

# -- HTML ------------------------------------------------------------------------------
html_theme = "furo"
html_title = f"ivy-core {release}"
html_static_path = ["_static"]
html_css_files = ["ivy.css"]
html_show_sourcelink = False
