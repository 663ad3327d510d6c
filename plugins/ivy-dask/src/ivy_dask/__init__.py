"""Dask backend for ivy_core (lazy). Importing this package imports no
framework; dask is imported when ivy_core loads the backend."""
