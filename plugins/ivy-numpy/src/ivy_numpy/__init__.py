"""NumPy backend for ivy_core. Importing this package imports no framework;
numpy is imported when ivy_core loads the backend."""
