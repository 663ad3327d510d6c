"""PyTorch backend for ivy_core. Importing this package imports no framework;
torch is imported when ivy_core loads the backend."""
