"""``ivy_core.frontends.torch`` against torch itself: the same call on the
same random inputs, on every backend, gives torch's values and dtypes, and
raises where torch raises."""

from __future__ import annotations

import warnings

import ivy_core.frontends.torch as ftorch
import numpy
import pytest
from helpers import assert_same, frontend_input, to_numpy

import ivy_core as ivy

torch = pytest.importorskip("torch")
pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

RNG = numpy.random.default_rng(2027)
DTYPES = ["bool", "int8", "uint8", "int32", "int64", "float32", "float64"]


def data(
    dtype: str, shape: tuple[int, ...] = (3, 4), *, positive: bool = False, special: bool = False
) -> numpy.ndarray:
    if dtype == "bool":
        return numpy.asarray(RNG.integers(0, 2, shape).astype(bool) | positive)
    if "int" in dtype:
        low = 1 if positive or dtype.startswith("u") else -5
        return numpy.asarray(RNG.integers(low, 6, shape).astype(dtype))
    x = numpy.asarray(RNG.normal(0, 3, shape))
    if positive:
        x = numpy.abs(x) + 0.5
    if special and x.size > 3:
        x.flat[:3] = [numpy.inf, -numpy.inf, numpy.nan]
    return numpy.asarray(x.astype(dtype))


def from_torch(value):
    """A torch result as NumPy data (dtypes as their names, sizes as tuples)."""
    if isinstance(value, torch.Tensor):
        return value.numpy()
    if isinstance(value, torch.dtype):
        return str(value).removeprefix("torch.")
    if isinstance(value, (tuple, list)):
        return tuple(from_torch(v) for v in value)
    return value


def from_frontend(value):
    if isinstance(value, (tuple, list)) and not isinstance(value, ftorch.Size):
        return tuple(from_frontend(v) for v in value)
    if isinstance(value, ftorch.Size):
        return tuple(value)
    if isinstance(value, ivy.Dtype):
        return str(value)
    return to_numpy(value)


def run(fn, *inputs):
    """``fn(torch, *inputs)`` and ``fn(frontend, *frontend inputs)``, compared;
    where torch raises, the frontend must raise too."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            want = from_torch(
                fn(
                    torch,
                    *[torch.from_numpy(x.copy()) if isinstance(x, numpy.ndarray) else x for x in inputs],
                )
            )
        except (TypeError, ValueError, RuntimeError, IndexError) as e:
            with pytest.raises((TypeError, ValueError, RuntimeError, IndexError, ivy.IvyError)):
                fn(ftorch, *[frontend_input(x, ftorch.Tensor) for x in inputs])
            return e
    got = from_frontend(fn(ftorch, *[frontend_input(x, ftorch.Tensor) for x in inputs]))
    assert_same(got, want, getattr(fn, "__name__", "call"))
    return None


UNARY = [
    "abs", "neg", "exp", "log", "log1p", "log2", "log10", "expm1", "sqrt", "rsqrt", "square", "sin", "cos",
    "tan", "tanh", "asin", "acos", "atan", "sinh", "cosh", "sigmoid", "relu", "floor", "ceil", "trunc",
    "round", "sign", "reciprocal", "isnan", "isinf", "isfinite", "logical_not", "absolute", "negative",
    "arcsin", "arccos", "arctan",
]  # fmt: skip


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("fname", UNARY)
def test_unary(backend, fname, dtype):
    run(lambda m, x: getattr(m, fname)(x), data(dtype, special=True))


BINARY = [
    "add", "sub", "mul", "div", "true_divide", "floor_divide", "remainder", "pow", "maximum", "minimum",
    "atan2", "logical_and", "logical_or", "logical_xor", "eq", "ne", "lt", "le", "gt", "ge",
]  # fmt: skip
PAIRS = [(a, b) for a in DTYPES for b in DTYPES if DTYPES.index(a) <= DTYPES.index(b)]


@pytest.mark.parametrize("pair", PAIRS, ids="-".join)
@pytest.mark.parametrize("fname", BINARY)
def test_binary_promotion_grid(backend, fname, pair):
    """Every pair of dtypes (torch's promotion), the divisor nonzero."""
    run(lambda m, x, y: getattr(m, fname)(x, y), data(pair[0]), data(pair[1], positive=True))


@pytest.mark.parametrize("scalar", [3, 2.5, True], ids=repr)
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("fname", ["add", "mul", "sub", "div", "maximum", "lt"])
def test_binary_python_scalars_and_0d(backend, fname, dtype, scalar):
    """Python scalars are weak; a 0-d tensor is weaker than an n-d one."""
    run(lambda m, x: getattr(m, fname)(x, scalar), data(dtype))
    run(lambda m, x, y: getattr(m, fname)(x, y), data(dtype), data("float64", ()))
    run(lambda m, x, y: getattr(m, fname)(x, y), data("int8"), data(dtype, ()))


REDUCTIONS = [
    "sum", "prod", "mean", "amax", "amin", "argmax", "argmin", "var", "std", "all", "any", "count_nonzero",
    "logsumexp", "norm",
]  # fmt: skip


@pytest.mark.parametrize("dim", [None, 0, -1], ids=repr)
@pytest.mark.parametrize("dtype", ["bool", "int8", "uint8", "int32", "float32", "float64"])
@pytest.mark.parametrize("fname", REDUCTIONS)
def test_reductions(backend, fname, dtype, dim):
    if dim is None and fname in ("logsumexp",):
        pytest.skip("torch.logsumexp needs a dim")
    if dim is None:
        run(lambda m, x: getattr(m, fname)(x), data(dtype))
    else:
        run(lambda m, x: getattr(m, fname)(x, dim), data(dtype))
        run(lambda m, x: getattr(m, fname)(x, dim, keepdim=True), data(dtype))


@pytest.mark.parametrize("dtype", ["int8", "int32", "float32", "float64"])
@pytest.mark.parametrize("fname", ["max", "min", "sort", "topk", "cumsum", "cumprod", "argsort"])
def test_dim_results(backend, fname, dtype):
    """``max(x, dim)`` / ``sort`` / ``topk``: ``(values, indices)``; scans along dim."""
    x = data(dtype, (3, 5)) + (numpy.arange(15).reshape(3, 5) * 16 if dtype != "int8" else 0)
    x = RNG.permuted(x.astype(dtype), axis=1) if dtype != "int8" else x  # no ties for the indices
    if fname == "topk" and dtype == "int8":  # ties: torch leaves the order of their indices open
        run(lambda m, t: m.topk(t, 2).values, x)
    elif fname == "topk":
        run(lambda m, t: m.topk(t, 2), x)
        run(lambda m, t: m.topk(t, 2, dim=0, largest=False), x)
    elif fname in ("max", "min"):
        run(lambda m, t: getattr(m, fname)(t), x)
        if dtype != "int8":
            run(lambda m, t: tuple(getattr(m, fname)(t, 1)), x)
            run(lambda m, t: getattr(m, fname)(t, 0, keepdim=True).values, x)
    elif fname in ("sort", "argsort"):
        if dtype != "int8":
            run(lambda m, t: getattr(m, fname)(t, dim=1, descending=True), x)
    else:
        run(lambda m, t: getattr(m, fname)(t, 1), x)


def test_var_keywords(backend):
    run(lambda m, x: m.var(x, 0, unbiased=False), data("float32"))
    run(lambda m, x: m.std(x, dim=1, correction=0, keepdim=True), data("float64"))
    run(lambda m, x: m.var_mean(x, 1), data("float64"))
    run(lambda m, x: m.sum(x, dim=(0, 1), dtype=m.float64), data("int32"))


A = data("float32")
B = data("float32")
D = data("float64")
INTS = data("int64")
V = data("float32", (4,))
W = data("float32", (4,))
SQ = data("float64", (3, 3)) + 3 * numpy.eye(3)
B3 = data("float32", (2, 3, 4))
IDX = RNG.integers(0, 3, (3, 4)).astype("int64")

CASES = {
    "tensor_ints": lambda m: m.tensor([1, 2, 3]),
    "tensor_floats": lambda m: m.tensor([[1, 2.5], [3, 4]]),
    "tensor_bools": lambda m: m.tensor([True, False]),
    "tensor_dtype": lambda m: m.tensor([1, 2], dtype=m.float64),
    "tensor_scalar": lambda m: m.tensor(3.5),
    "as_tensor": lambda m, a: m.as_tensor(a),
    "zeros": lambda m: m.zeros(2, 3),
    "zeros_tuple_dtype": lambda m: m.zeros((3,), dtype=m.int32),
    "ones": lambda m: m.ones([2, 2]),
    "empty_shape": lambda m: (tuple(m.empty(2, 2).shape), m.empty(2).dtype),
    "full_int": lambda m: m.full((2, 2), 7),
    "full_float": lambda m: m.full((3,), 1.5),
    "full_bool": lambda m: m.full((2,), True),
    "zeros_like": lambda m, i: m.zeros_like(i),
    "ones_like_dtype": lambda m, i: m.ones_like(i, dtype=m.float32),
    "full_like": lambda m, a: m.full_like(a, 2),
    "arange_int": lambda m: m.arange(5),
    "arange_float": lambda m: m.arange(0, 1, 0.25),
    "arange_dtype": lambda m: m.arange(2, 10, 3, dtype=m.int8),
    "linspace": lambda m: m.linspace(0, 1, 5),
    "logspace": lambda m: m.logspace(0, 2, 3),
    "eye": lambda m: m.eye(3, 4),
    "tril": lambda m, a: m.tril(a, -1),
    "triu": lambda m, a: m.triu(a, 1),
    "meshgrid_ij": lambda m, v, w: m.meshgrid(v, w, indexing="ij"),
    "meshgrid_xy": lambda m, v, w: m.meshgrid(v, w, indexing="xy"),
    "diag": lambda m, a, v: (m.diag(a), m.diag(v, 1)),
    "numel_is": lambda m, a, i: (m.numel(a), m.is_tensor(a), m.is_floating_point(a), m.is_floating_point(i)),
    "get_default_dtype": lambda m: m.get_default_dtype(),
    "cat": lambda m, a, b: m.cat([a, b], dim=1),
    "cat_promotes": lambda m, a, i: m.cat([a, i]),
    "concat": lambda m, a, d: m.concat([a, d], 0),
    "stack": lambda m, a, b: m.stack([a, b], dim=2),
    "hstack_vstack": lambda m, v, w: (m.hstack([v, w]), m.vstack([v, w])),
    "reshape": lambda m, a: m.reshape(a, (2, -1)),
    "transpose": lambda m, b3: m.transpose(b3, 0, 2),
    "permute": lambda m, b3: m.permute(b3, (2, 0, 1)),
    "squeeze": lambda m, a: (m.squeeze(a[None]), m.squeeze(a, 0), m.squeeze(a[:, None], 1)),
    "unsqueeze": lambda m, a: (m.unsqueeze(a, 0), m.unsqueeze(a, -1)),
    "flatten": lambda m, b3: (m.flatten(b3), m.flatten(b3, 1)),
    "unflatten": lambda m, a: m.unflatten(a, 1, (2, 2)),
    "chunk": lambda m, a: m.chunk(a, 3, dim=1),
    "split_size": lambda m, a: m.split(a, 3, dim=1),
    "split_sections": lambda m, a: m.split(a, [1, 3], dim=1),
    "narrow_select": lambda m, a: (m.narrow(a, 1, 1, 2), m.select(a, 0, 1)),
    "unbind": lambda m, a: m.unbind(a, 1),
    "flip": lambda m, a: m.flip(a, (0, 1)),
    "roll": lambda m, a: (m.roll(a, 2), m.roll(a, -1, 1)),
    "tile": lambda m, a: m.tile(a, (2,)),
    "repeat_interleave": lambda m, a: (m.repeat_interleave(a, 2, dim=0), m.repeat_interleave(a, 2)),
    "broadcast": lambda m, v, a: (m.broadcast_to(v, (2, 4)), m.broadcast_tensors(v, a)),
    "broadcast_shapes": lambda m: tuple(m.broadcast_shapes((3, 1), (1, 4), (4,))),
    "movedim": lambda m, b3: m.movedim(b3, 0, -1),
    "t": lambda m, a: m.t(a),
    "gather": lambda m, a, idx: m.gather(a, 0, idx),
    "take_along_dim": lambda m, a, idx: m.take_along_dim(a, idx, 1),
    "index_select": lambda m, a, i: m.index_select(a, 1, m.tensor([0, 3, 1])),
    "diagonal_trace": lambda m, sq: (m.diagonal(sq, 1), m.trace(sq)),
    "matmul": lambda m, a, b3: m.matmul(b3, a.T if m is torch else a.T),
    "matmul_promotes": lambda m, a, d: m.matmul(a, d.T),
    "mm_bmm_mv": lambda m, a, b, b3, v: (m.mm(a, b.T), m.bmm(b3, b3.transpose(1, 2)), m.mv(a, v)),
    "dot_outer": lambda m, v, w: (m.dot(v, w), m.outer(v, w)),
    "einsum": lambda m, b3: (
        m.einsum("bij,bkj->bik", b3, b3),
        m.einsum("bij->jb", b3),
        m.einsum("bij,bij", b3, b3),
    ),
    "einsum_list": lambda m, a, b: m.einsum("ij,jk->ik", [a, b.T]),
    "einsum_attention": lambda m, q, k: m.einsum("bhid,bhjd->bhij", q, k),
    "einsum_mixed_refused": lambda m, a, d: m.einsum("ij,ij->i", a, d),
    "where": lambda m, a, b: m.where(a > 0, a, b),
    "where_scalar": lambda m, a: m.where(a > 0, a, 0.0),
    "where_one": lambda m, a: m.where(a > 0),
    "nonzero": lambda m, i: (m.nonzero(i), m.nonzero(i, as_tuple=True), m.argwhere(i)),
    "unique": lambda m, i: (m.unique(i), m.unique(i, return_inverse=True, return_counts=True)),
    "clamp": lambda m, a: (m.clamp(a, -1, 1), m.clamp(a, min=0), m.clip(a, max=0.5)),
    "clamp_int_float": lambda m, i: m.clamp(i, 0.5),
    "div_rounding": lambda m, i: (m.div(i, 3, rounding_mode="floor"), m.div(i, 3, rounding_mode="trunc")),
    "div_rounding_float": lambda m, a: (
        m.div(a, 0.7, rounding_mode="floor"),
        m.div(a, 0.7, rounding_mode="trunc"),
    ),
    "add_alpha": lambda m, a, b: (m.add(a, b, alpha=2), m.sub(a, b, alpha=0.5)),
    "masked_fill": lambda m, a: m.masked_fill(a, a > 0, -1.0),
    "lerp": lambda m, a, b: m.lerp(a, b, 0.3),
    "softmax": lambda m, a: (m.softmax(a, 1), m.log_softmax(a, 0)),
    "isclose": lambda m, a: (m.isclose(a, a + 1e-7), m.allclose(a, a + 1e-7), m.allclose(a, a + 1)),
    "equal": lambda m, a, b: (m.equal(a, a), m.equal(a, b)),
    "promote_types": lambda m: (m.promote_types(m.uint8, m.int8), m.promote_types(m.float16, m.bfloat16)),
    "linalg.norm": lambda m, a: (m.linalg.norm(a), m.linalg.norm(a, dim=1), m.linalg.norm(a, ord=1, dim=0)),
    "linalg.vector_norm": lambda m, a: m.linalg.vector_norm(a, 3, dim=1, keepdim=True),
    "linalg.matrix_norm": lambda m, sq: m.linalg.matrix_norm(sq),
    "linalg.det_inv_solve": lambda m, sq, d: (m.linalg.det(sq), m.linalg.inv(sq), m.linalg.solve(sq, d)),
    "linalg.cholesky": lambda m, sq: m.linalg.cholesky(sq @ sq.T),
    "linalg.eigvalsh_svdvals": lambda m, sq, d: (m.linalg.eigvalsh(sq + sq.T), m.linalg.svdvals(d)),
    "linalg.slogdet": lambda m, sq: tuple(m.linalg.slogdet(sq)),
    "linalg.pinv_rank": lambda m, d: (m.linalg.pinv(d), m.linalg.matrix_rank(d)),
    "linalg.int_refused": lambda m, i: m.linalg.det(i[:3, :3]),
}
Q = data("float32", (2, 3, 5, 4))
K = data("float32", (2, 3, 6, 4))
INPUTS = {"q": Q, "k": K, "a": A, "b": B, "d": D, "i": INTS, "v": V, "w": W, "sq": SQ, "b3": B3, "idx": IDX}


@pytest.mark.parametrize("case", list(CASES))
def test_function(backend, case):
    fn = CASES[case]
    names = fn.__code__.co_varnames[1 : fn.__code__.co_argcount]
    run(fn, *[INPUTS[n] for n in names])


METHODS = {
    "attributes": lambda m, a: (
        tuple(a.shape),
        a.ndim,
        a.dim(),
        a.numel(),
        tuple(a.size()),
        a.size(1),
        a.dtype,
    ),
    "T_mT": lambda m, b3: (b3.mT, b3.permute(2, 1, 0)),
    "view": lambda m, a: (a.view(4, 3), a.view(-1), a.view((2, 6)), a.view_as(a.T)),
    "conversions": lambda m, a: (a.to(m.int32), a.float(), a.double(), a.long(), a.int(), a.bool(), a.half()),
    "type_as": lambda m, a, i: a.type_as(i),
    "sum_dim": lambda m, a: (a.sum(dim=1), a.sum(1, keepdim=True), a.sum()),
    "mean_max": lambda m, a: (a.mean(0), a.max(), a.max(dim=1).values, a.argmax(dim=0)),
    "transpose_t": lambda m, a: (a.transpose(0, 1), a.t(), a.T),
    "unsqueeze_squeeze": lambda m, a: (a.unsqueeze(1).squeeze(), a.unsqueeze(0).squeeze(0)),
    "flatten_chunk": lambda m, b3: (b3.flatten(1), b3.chunk(2, dim=-1)),
    "expand": lambda m, v: (v.expand(3, 4), v[None].expand(2, -1), v.expand_as(m.ones(2, 4))),
    "repeat": lambda m, a: a.repeat(2, 1, 3),
    "contiguous_clone_detach": lambda m, a: (a.contiguous(), a.clone(), a.detach()),
    "item_tolist": lambda m, a, i: (a[0, 0].item(), i.tolist(), i.sum().item()),
    "is": lambda m, a, i: (a.is_floating_point(), i.is_floating_point(), a.is_complex()),
    "new": lambda m, a, i: (a.new_zeros(2, 3), i.new_ones((2,)), a.new_full((2,), 3), a.new_tensor([1, 2])),
    "pointwise": lambda m, a: (
        a.exp(),
        a.abs().sqrt(),
        a.sin(),
        a.pow(2),
        a.clamp(-1, 1),
        a.relu(),
        a.sigmoid(),
    ),
    "masked_fill": lambda m, a: a.masked_fill(a < 0, 0.0),
    "gather_index_select": lambda m, a, idx: (a.gather(1, idx), a.index_select(0, idx[0, :2])),
    "softmax": lambda m, a: (a.softmax(-1), a.log_softmax(dim=1)),
    "norm": lambda m, a: (a.norm(), a.norm(dim=1), a.norm(p=1, dim=0)),
    "getitem": lambda m, a: (
        a[1],
        a[1:, ::2],
        a[..., 0],
        a[None, 0],
        a[a > 0],
        a[[0, 2]],
        a[m.tensor([0, 1]), 1],
    ),
    "operators": lambda m, a, i: (a + i, a - 1, 2 * a, a / i, i // 2, i % 3, a**2, -a, abs(a), a @ a.T),
    "int_ops": lambda m, i: (i / 2, i * 2.5, i + True, 7 // (i.abs() + 1), i & 3, i | 1, i ^ 2, ~i),
    "comparisons": lambda m, a, i: (a < i, a <= 0, a > i, a >= 0, a == a, a != i),
    "bool_ops": lambda m, a: (~(a > 0), (a > 0) & (a < 1), (a > 0) | (a < -1)),
    "len_iter": lambda m, a: (len(a), list(a)[1]),
    "topk_sort": lambda m, a: (tuple(a.topk(2)), tuple(a.sort(dim=0))),
    "unique": lambda m, i: i.unique(return_counts=True),
    "bool_refused": lambda m, i: i.mean(),
}


@pytest.mark.parametrize("case", list(METHODS))
def test_tensor(backend, case):
    fn = METHODS[case]
    names = fn.__code__.co_varnames[1 : fn.__code__.co_argcount]
    run(fn, *[INPUTS[n] for n in names])


def _in_place(m, a, i):
    a[0, 1] = 5
    a[a < 0] = 0
    i[1] = 2
    a.add_(1)
    a.mul_(2).sub_(0.5, alpha=2)
    i.clamp_(0, 3)
    a.masked_fill_(a > 6, 6.0)
    a += 1
    i *= 2
    z = a.clone()
    z.zero_()
    f = a.clone()
    f.fill_(2.5)
    c = a.clone()
    c.copy_(i)
    return a, i, z, f, c


def test_in_place(backend):
    run(_in_place, A.copy(), INTS.copy())


def test_in_place_refuses_what_torch_refuses(backend):
    run(lambda m, i: i.add_(0.5), INTS.copy())
    run(lambda m, i: i.div_(2), INTS.copy())


def test_out_argument(backend):
    x, y = ftorch.Tensor(ivy.asarray(A)), ftorch.Tensor(ivy.asarray(B))
    out = ftorch.empty(3, 4)
    assert ftorch.add(x, y, out=out) is out
    assert_same(to_numpy(out), A + B, "add out=")
    with pytest.raises(ivy.PromotionError):
        ftorch.add(x, y, out=ftorch.zeros(3, 4, dtype=ftorch.int64))


def test_random_functions_have_torchs_shapes_dtypes_and_ranges(backend):
    ftorch.manual_seed(0)
    r, n, k = ftorch.rand(2, 3), ftorch.randn((4,)), ftorch.randint(2, 5, (100,))
    assert (tuple(r.shape), str(r.dtype), tuple(n.shape), str(n.dtype), str(k.dtype)) == (
        (2, 3), "float32", (4,), "float32", "int64",
    )  # fmt: skip
    assert bool(((r >= 0) & (r < 1)).all()) and bool(((k >= 2) & (k < 5)).all())
    assert sorted(ftorch.randperm(6).tolist()) == list(range(6))
    assert str(ftorch.rand_like(ftorch.zeros(2, dtype=ftorch.float64)).dtype) == "float64"


@pytest.mark.parametrize(
    ("call", "keyword"),
    [
        (lambda x: ftorch.tensor([1.0], requires_grad=True), "requires_grad"),
        (lambda x: x.requires_grad_(), "requires_grad_"),
        (lambda x: ftorch.unique(x, dim=0), "dim"),
        (lambda x: ftorch.rand(2, generator=object()), "generator"),
    ],
)
def test_not_implemented_is_refused(backend, call, keyword):
    with pytest.raises(ivy.ArgumentValueError, match=keyword):
        call(ftorch.Tensor(ivy.asarray(A)))


F_CASES = {
    "relu_family": lambda m, a: (
        m.nn.functional.relu(a),
        m.nn.functional.relu6(a),
        m.nn.functional.leaky_relu(a, 0.2),
        m.nn.functional.elu(a),
        m.nn.functional.hardtanh(a),
    ),  # fmt: skip
    "gelu_tanh": lambda m, a: m.nn.functional.gelu(a, approximate="tanh"),
    "smooth": lambda m, a: (
        m.nn.functional.silu(a),
        m.nn.functional.softplus(a),
        m.nn.functional.logsigmoid(a),
    ),
    "softplus_beta": lambda m, a: m.nn.functional.softplus(a * 10, beta=2, threshold=5),
    "sigmoid_tanh": lambda m, a, i: (m.nn.functional.sigmoid(a), m.nn.functional.tanh(a), m.sigmoid(i)),
    "softmax": lambda m, a: (m.nn.functional.softmax(a, dim=-1), m.nn.functional.log_softmax(a, dim=0)),
    "normalize": lambda m, a: (m.nn.functional.normalize(a), m.nn.functional.normalize(a, p=1.0, dim=0)),
    "linear": lambda m, a, b: (m.nn.functional.linear(a, b), m.nn.functional.linear(a, b[:2])),
    "linear_bias": lambda m, a, b, w: m.nn.functional.linear(a, b, w[:3]),
    "dropout_eval": lambda m, a: (
        m.nn.functional.dropout(a, 0.3, training=False),
        m.nn.functional.dropout(a, 0.0),
    ),
    "layer_norm": lambda m, b3, w: (
        m.nn.functional.layer_norm(b3, (4,)),
        m.nn.functional.layer_norm(b3, (4,), w, w),
        m.nn.functional.layer_norm(b3, (3, 4)),
    ),  # fmt: skip
    "pad": lambda m, a: (m.nn.functional.pad(a, (1, 2)), m.nn.functional.pad(a, (0, 1, 2, 0), value=3.0)),
    "one_hot": lambda m, idx: m.nn.functional.one_hot(idx),
    "one_hot_classes": lambda m, idx: m.nn.functional.one_hot(idx[0], num_classes=5),
    "losses": lambda m, a, b: (
        m.nn.functional.mse_loss(a, b),
        m.nn.functional.l1_loss(a, b, reduction="sum"),
        m.nn.functional.smooth_l1_loss(a, b, reduction="none"),
        m.nn.functional.smooth_l1_loss(a, b, beta=0.5),
    ),  # fmt: skip
    "cross_entropy": lambda m, a, idx: (
        m.nn.functional.cross_entropy(a, idx[:, 0]),
        m.nn.functional.cross_entropy(a, idx[:, 0], reduction="none"),
        m.nn.functional.nll_loss(m.log_softmax(a, 1), idx[:, 1], reduction="sum"),
    ),  # fmt: skip
    "cross_entropy_ignore": lambda m, a, idx: m.nn.functional.cross_entropy(
        a, m.where(idx[:, 0] == 0, -100, idx[:, 0])
    ),
    "bce": lambda m, a, b: (
        m.nn.functional.binary_cross_entropy(m.sigmoid(a), m.sigmoid(b)),
        m.nn.functional.binary_cross_entropy_with_logits(a, m.sigmoid(b), reduction="none"),
    ),  # fmt: skip
    "sdpa": lambda m, b3: m.nn.functional.scaled_dot_product_attention(b3, b3, b3),
    "sdpa_causal": lambda m, b3: m.nn.functional.scaled_dot_product_attention(
        b3, b3 * 0.5, b3, is_causal=True
    ),
    "sdpa_masks": lambda m, b3: (
        m.nn.functional.scaled_dot_product_attention(b3, b3, b3, attn_mask=m.ones(3, 3).tril().bool()),
        m.nn.functional.scaled_dot_product_attention(b3, b3, b3, attn_mask=m.ones(3, 3) * 0.5, scale=0.3),
    ),  # fmt: skip
    "finfo_iinfo": lambda m: (
        m.finfo().eps,
        m.finfo(m.float16).max,
        m.iinfo(m.int8).min,
        m.iinfo(m.int64).max,
    ),
    "no_grad": lambda m, a: _under_no_grad(m, a),
}


def _under_no_grad(m, a):
    with m.no_grad():
        y = a * 2
    with m.enable_grad():
        z = y + 1

    @m.no_grad()
    def f(x):
        return x - 1

    return y, z, f(a)


@pytest.mark.parametrize("case", list(F_CASES))
def test_nn_functional(backend, case):
    fn = F_CASES[case]
    names = fn.__code__.co_varnames[1 : fn.__code__.co_argcount]
    run(fn, *[INPUTS[n] for n in names])


def test_nn_functional_refusals(backend):
    x = ftorch.Tensor(ivy.asarray(A))
    with pytest.raises(ivy.ArgumentValueError, match="erf"):
        ftorch.nn.functional.gelu(x)
    with pytest.raises(ivy.ArgumentValueError, match="mode"):
        ftorch.nn.functional.pad(x, (1, 1), mode="reflect")
    with pytest.raises(ivy.ArgumentValueError, match="inplace"):
        ftorch.nn.functional.relu(x, inplace=True)


def test_dropout_in_training_zeroes_and_scales(backend):
    x = ftorch.ones(2000)
    y = ftorch.nn.functional.dropout(x, 0.25).numpy()
    kept = y[y != 0]
    assert numpy.allclose(kept, 1 / 0.75) and 0.2 < 1 - kept.size / y.size < 0.3
