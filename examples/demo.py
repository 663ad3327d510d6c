"""A small tour of ivy_core on the default (NumPy) backend."""

import ivy_core as ivy

print("installed backends:", ivy.backends())

x = ivy.asarray([[1.0, 2.0], [3.0, 4.0]])
print("x =", x)
print("x @ x + 1 =", ivy.matmul(x, x) + 1)
print("mean over rows:", ivy.mean(x, axis=0))
print("int32 + float32 ->", ivy.add(ivy.asarray([1, 2]), ivy.asarray([0.5, 0.5])).dtype, "(precise mode)")
print("int array + 1.5 ->", (ivy.asarray([1, 2]) + 1.5).dtype)
print("sum of int8 ->", ivy.sum(ivy.asarray([1, 2], dtype="int8")).dtype)
print("where:", ivy.where(x > 2.0, x, 0.0))
print("the backend in force:", ivy.current_backend_str())


def layer(x, w, b):
    """A dense layer with a debugging print and an unused value."""
    h = ivy.matmul(x, w) + b
    print("  (tracing layer)")
    unused = ivy.exp(h)  # noqa: F841 - pruned from the graph
    return ivy.tanh(h)


w, b = ivy.ones((2, 3)) * 0.5, ivy.zeros((3,))
graph = ivy.trace_graph(layer, x, w, b)  # runs layer once, keeps the numpy calls it made
print("traced graph of layer, replayed on new input:", graph(x * 2.0, w, b))
print(graph)
