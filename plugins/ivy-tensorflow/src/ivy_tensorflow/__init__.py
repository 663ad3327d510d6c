"""TensorFlow backend for ivy_core. Importing this package imports no
framework; tensorflow is imported when ivy_core loads the backend."""
