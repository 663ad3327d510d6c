"""The dispatchers of the core API functions, generated from the spec by
``python -m ivy_core._regen`` (see ``_api._dispatcher_source``); do not edit.
Kept as a module so that its bytecode is cached: compiling them at import
cost most of ``import ivy_core``. A test checks it is up to date."""
# ruff: noqa
# mypy: ignore-errors
# fmt: off

_DEFAULT = None  # defaults are the spec's, set when the dispatchers are installed
KEYS = {
    'sigmoid': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'relu': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'softmax': ((('x', 0, False), ('axis', 3, True), ('out', 3, True)), ('x',)),
    'lstm_update': ((('x', 0, False), ('init_h', 0, False), ('init_c', 0, False), ('kernel', 0, False), ('recurrent_kernel', 0, False), ('bias', 3, True), ('recurrent_bias', 3, True)), ('x', 'init_h', 'init_c', 'kernel', 'recurrent_kernel', 'bias', 'recurrent_bias')),
    'asarray': ((('obj', 0, False), ('dtype', 3, True), ('device', 3, True), ('copy', 3, True)), ('obj',)),
    'array': ((('obj', 0, False), ('dtype', 3, True), ('device', 3, True), ('copy', 3, True)), ('obj',)),
    'zeros': ((('shape', 1, False), ('dtype', 3, True), ('device', 3, True)), ()),
    'ones': ((('shape', 1, False), ('dtype', 3, True), ('device', 3, True)), ()),
    'empty': ((('shape', 1, False), ('dtype', 3, True), ('device', 3, True)), ()),
    'full': ((('shape', 1, False), ('fill_value', 1, False), ('dtype', 3, True), ('device', 3, True)), ()),
    'arange': ((('start', 0, False), ('stop', 1, True), ('step', 1, True), ('dtype', 3, True), ('device', 3, True)), ()),
    'linspace': ((('start', 0, False), ('stop', 0, False), ('num', 1, False), ('dtype', 3, True), ('device', 3, True), ('endpoint', 3, True)), ()),
    'zeros_like': ((('x', 0, False), ('dtype', 3, True), ('device', 3, True)), ('x',)),
    'ones_like': ((('x', 0, False), ('dtype', 3, True), ('device', 3, True)), ('x',)),
    'full_like': ((('x', 0, False), ('fill_value', 1, False), ('dtype', 3, True), ('device', 3, True)), ('x',)),
    'empty_like': ((('x', 0, False), ('dtype', 3, True), ('device', 3, True)), ('x',)),
    'eye': ((('n_rows', 0, False), ('n_cols', 0, True), ('k', 3, True), ('dtype', 3, True), ('device', 3, True)), ()),
    'meshgrid': ((('arrays', 2, False), ('indexing', 3, True)), ('arrays',)),
    'tril': ((('x', 0, False), ('k', 3, True), ('out', 3, True)), ('x',)),
    'triu': ((('x', 0, False), ('k', 3, True), ('out', 3, True)), ('x',)),
    'from_dlpack': ((('x', 0, False), ('device', 3, True), ('copy', 3, True)), ('x',)),
    'logspace': ((('start', 0, False), ('stop', 0, False), ('num', 1, False), ('base', 3, True), ('axis', 3, True), ('endpoint', 3, True), ('dtype', 3, True), ('device', 3, True)), ()),
    'astype': ((('x', 0, False), ('dtype', 0, False), ('copy', 3, True), ('device', 3, True)), ('x',)),
    'add': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'subtract': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'multiply': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'divide': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'pow': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'negative': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'abs': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'exp': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'log': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'sqrt': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'sin': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'cos': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'tan': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'tanh': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'equal': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'less': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'greater': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'logical_not': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'positive': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'square': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'sign': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'floor': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'ceil': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'trunc': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'round': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'remainder': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'floor_divide': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'maximum': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'minimum': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'clip': ((('x', 0, False), ('min', 1, True), ('max', 1, True), ('out', 3, True)), ('x', 'min', 'max')),
    'not_equal': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'less_equal': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'greater_equal': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'logical_and': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'logical_or': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'logical_xor': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'isnan': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'isinf': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'isfinite': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'signbit': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'bitwise_and': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'bitwise_or': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'bitwise_xor': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'bitwise_invert': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'bitwise_left_shift': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'bitwise_right_shift': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'asin': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'acos': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'atan': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'sinh': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'cosh': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'asinh': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'acosh': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'atanh': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'atan2': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'expm1': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'log1p': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'log2': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'log10': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'logaddexp': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'hypot': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'copysign': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'nextafter': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'reciprocal': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'real': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'imag': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'conj': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'fft': ((('x', 0, False), ('n', 3, True), ('axis', 3, True), ('norm', 3, True)), ('x',)),
    'ifft': ((('x', 0, False), ('n', 3, True), ('axis', 3, True), ('norm', 3, True)), ('x',)),
    'fftn': ((('x', 0, False), ('s', 3, True), ('axes', 3, True), ('norm', 3, True)), ('x',)),
    'ifftn': ((('x', 0, False), ('s', 3, True), ('axes', 3, True), ('norm', 3, True)), ('x',)),
    'rfft': ((('x', 0, False), ('n', 3, True), ('axis', 3, True), ('norm', 3, True)), ('x',)),
    'irfft': ((('x', 0, False), ('n', 3, True), ('axis', 3, True), ('norm', 3, True)), ('x',)),
    'rfftn': ((('x', 0, False), ('s', 3, True), ('axes', 3, True), ('norm', 3, True)), ('x',)),
    'irfftn': ((('x', 0, False), ('s', 3, True), ('axes', 3, True), ('norm', 3, True)), ('x',)),
    'hfft': ((('x', 0, False), ('n', 3, True), ('axis', 3, True), ('norm', 3, True)), ('x',)),
    'ihfft': ((('x', 0, False), ('n', 3, True), ('axis', 3, True), ('norm', 3, True)), ('x',)),
    'fftfreq': ((('n', 0, False), ('d', 3, True), ('dtype', 3, True), ('device', 3, True)), ()),
    'rfftfreq': ((('n', 0, False), ('d', 3, True), ('dtype', 3, True), ('device', 3, True)), ()),
    'fftshift': ((('x', 0, False), ('axes', 3, True)), ('x',)),
    'ifftshift': ((('x', 0, False), ('axes', 3, True)), ('x',)),
    'take': ((('x', 0, False), ('indices', 0, False), ('axis', 3, True), ('out', 3, True)), ('x', 'indices')),
    'take_along_axis': ((('x', 0, False), ('indices', 0, False), ('axis', 3, True), ('out', 3, True)), ('x', 'indices')),
    'matmul': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'matrix_transpose': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'tensordot': ((('x1', 0, False), ('x2', 0, False), ('axes', 3, True), ('out', 3, True)), ('x1', 'x2')),
    'vecdot': ((('x1', 0, False), ('x2', 0, False), ('axis', 3, True), ('out', 3, True)), ('x1', 'x2')),
    'diag': ((('x', 0, False), ('k', 3, True), ('out', 3, True)), ('x',)),
    'trace': ((('x', 0, False), ('offset', 3, True), ('axis1', 3, True), ('axis2', 3, True), ('dtype', 3, True), ('out', 3, True)), ('x',)),
    'cholesky': ((('x', 0, False), ('upper', 3, True), ('out', 3, True)), ('x',)),
    'cross': ((('x1', 0, False), ('x2', 0, False), ('axis', 3, True), ('out', 3, True)), ('x1', 'x2')),
    'det': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'diagonal': ((('x', 0, False), ('offset', 3, True), ('axis1', 3, True), ('axis2', 3, True), ('out', 3, True)), ('x',)),
    'eigh': ((('x', 0, False),), ('x',)),
    'eigvalsh': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'inv': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'matrix_norm': ((('x', 0, False), ('keepdims', 3, True), ('ord', 3, True), ('out', 3, True)), ('x',)),
    'matrix_power': ((('x', 0, False), ('n', 0, False), ('out', 3, True)), ('x',)),
    'matrix_rank': ((('x', 0, False), ('rtol', 3, True)), ('x', 'rtol')),
    'outer': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'pinv': ((('x', 0, False), ('rtol', 3, True), ('out', 3, True)), ('x',)),
    'qr': ((('x', 0, False), ('mode', 3, True)), ('x',)),
    'slogdet': ((('x', 0, False),), ('x',)),
    'solve': ((('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('x1', 'x2')),
    'svd': ((('x', 0, False), ('full_matrices', 3, True)), ('x',)),
    'svdvals': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'vector_norm': ((('x', 0, False), ('axis', 3, True), ('keepdims', 3, True), ('ord', 3, True), ('out', 3, True)), ('x',)),
    'reshape': ((('x', 0, False), ('shape', 1, False), ('copy', 3, True), ('out', 3, True)), ('x',)),
    'concat': ((('arrays', 0, False), ('axis', 3, True), ('out', 3, True)), ('arrays',)),
    'stack': ((('arrays', 0, False), ('axis', 3, True), ('out', 3, True)), ('arrays',)),
    'expand_dims': ((('x', 0, False), ('axis', 3, True), ('out', 3, True)), ('x',)),
    'permute_dims': ((('x', 0, False), ('axes', 1, False), ('out', 3, True)), ('x',)),
    'broadcast_to': ((('x', 0, False), ('shape', 1, False), ('out', 3, True)), ('x',)),
    'broadcast_arrays': ((('arrays', 2, False),), ('arrays',)),
    'flip': ((('x', 0, False), ('axis', 3, True), ('out', 3, True)), ('x',)),
    'moveaxis': ((('x', 0, False), ('source', 0, False), ('destination', 0, False), ('out', 3, True)), ('x',)),
    'repeat': ((('x', 0, False), ('repeats', 0, False), ('axis', 3, True), ('out', 3, True)), ('x', 'repeats')),
    'roll': ((('x', 0, False), ('shift', 1, False), ('axis', 3, True), ('out', 3, True)), ('x',)),
    'squeeze': ((('x', 0, False), ('axis', 1, False), ('out', 3, True)), ('x',)),
    'tile': ((('x', 0, False), ('repetitions', 0, False), ('out', 3, True)), ('x',)),
    'unstack': ((('x', 0, False), ('axis', 3, True)), ('x',)),
    'split': ((('x', 0, False), ('num_or_size_splits', 3, True), ('axis', 3, True), ('with_remainder', 3, True)), ('x', 'num_or_size_splits')),
    'random_uniform': ((('low', 3, True), ('high', 3, True), ('shape', 3, True), ('dtype', 3, True), ('device', 3, True), ('seed', 3, True)), ('low', 'high')),
    'random_normal': ((('mean', 3, True), ('std', 3, True), ('shape', 3, True), ('dtype', 3, True), ('device', 3, True), ('seed', 3, True)), ('mean', 'std')),
    'seed': ((('seed_value', 1, True),), ()),
    'where': ((('condition', 0, False), ('x1', 0, False), ('x2', 0, False), ('out', 3, True)), ('condition', 'x1', 'x2')),
    'argmax': ((('x', 0, False), ('axis', 3, True), ('keepdims', 3, True), ('out', 3, True)), ('x',)),
    'argmin': ((('x', 0, False), ('axis', 3, True), ('keepdims', 3, True), ('out', 3, True)), ('x',)),
    'count_nonzero': ((('x', 0, False), ('axis', 3, True), ('keepdims', 3, True), ('out', 3, True)), ('x',)),
    'nonzero': ((('x', 0, False),), ('x',)),
    'searchsorted': ((('x1', 0, False), ('x2', 0, False), ('side', 3, True), ('sorter', 3, True), ('out', 3, True)), ('x1', 'x2', 'sorter')),
    'unique_all': ((('x', 0, False),), ('x',)),
    'unique_counts': ((('x', 0, False),), ('x',)),
    'unique_inverse': ((('x', 0, False),), ('x',)),
    'unique_values': ((('x', 0, False), ('out', 3, True)), ('x',)),
    'argsort': ((('x', 0, False), ('axis', 3, True), ('descending', 3, True), ('stable', 3, True), ('out', 3, True)), ('x',)),
    'sort': ((('x', 0, False), ('axis', 3, True), ('descending', 3, True), ('stable', 3, True), ('out', 3, True)), ('x',)),
    'sum': ((('x', 0, False), ('axis', 3, True), ('dtype', 3, True), ('keepdims', 3, True), ('out', 3, True)), ('x',)),
    'prod': ((('x', 0, False), ('axis', 3, True), ('dtype', 3, True), ('keepdims', 3, True), ('out', 3, True)), ('x',)),
    'mean': ((('x', 0, False), ('axis', 3, True), ('keepdims', 3, True), ('out', 3, True)), ('x',)),
    'var': ((('x', 0, False), ('axis', 3, True), ('correction', 3, True), ('keepdims', 3, True), ('out', 3, True)), ('x',)),
    'max': ((('x', 0, False), ('axis', 3, True), ('keepdims', 3, True), ('out', 3, True)), ('x',)),
    'min': ((('x', 0, False), ('axis', 3, True), ('keepdims', 3, True), ('out', 3, True)), ('x',)),
    'std': ((('x', 0, False), ('axis', 3, True), ('correction', 3, True), ('keepdims', 3, True), ('out', 3, True)), ('x',)),
    'cumulative_sum': ((('x', 0, False), ('axis', 3, True), ('dtype', 3, True), ('include_initial', 3, True), ('out', 3, True)), ('x',)),
    'cumulative_prod': ((('x', 0, False), ('axis', 3, True), ('dtype', 3, True), ('include_initial', 3, True), ('out', 3, True)), ('x',)),
    'cumsum': ((('x', 1, False), ('axis', 1, True), ('exclusive', 1, True), ('reverse', 1, True), ('dtype', 3, True), ('out', 3, True)), ('x',)),
    'all': ((('x', 0, False), ('axis', 3, True), ('keepdims', 3, True), ('out', 3, True)), ('x',)),
    'any': ((('x', 0, False), ('axis', 3, True), ('keepdims', 3, True), ('out', 3, True)), ('x',)),
    'diff': ((('x', 0, False), ('axis', 3, True), ('n', 3, True), ('prepend', 3, True), ('append', 3, True)), ('x', 'prepend', 'append')),
}


def sigmoid(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.sigmoid(x, out)
        return _cell_sigmoid[0](x, out)
    except _Override:
        pass
    return _protocol(_API['sigmoid'], (x,), {'out': out})
def _infer_sigmoid(x, out, /):
    return _implicit((x,)).sigmoid(x, out)


def relu(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.relu(x, out)
        return _cell_relu[0](x, out)
    except _Override:
        pass
    return _protocol(_API['relu'], (x,), {'out': out})
def _infer_relu(x, out, /):
    return _implicit((x,)).relu(x, out)


def softmax(x, /, *, axis=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.softmax(x, axis, out)
        return _cell_softmax[0](x, axis, out)
    except _Override:
        pass
    return _protocol(_API['softmax'], (x,), {'axis': axis, 'out': out})
def _infer_softmax(x, axis, out, /):
    return _implicit((x,)).softmax(x, axis, out)


def lstm_update(x, init_h, init_c, kernel, recurrent_kernel, /, *, bias=_DEFAULT, recurrent_bias=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.lstm_update(x, init_h, init_c, kernel, recurrent_kernel, bias, recurrent_bias)
        return _cell_lstm_update[0](x, init_h, init_c, kernel, recurrent_kernel, bias, recurrent_bias)
    except _Override:
        pass
    return _protocol(_API['lstm_update'], (x, init_h, init_c, kernel, recurrent_kernel), {'bias': bias, 'recurrent_bias': recurrent_bias})
def _infer_lstm_update(x, init_h, init_c, kernel, recurrent_kernel, bias, recurrent_bias, /):
    return _implicit((x, init_h, init_c, kernel, recurrent_kernel, bias, recurrent_bias)).lstm_update(x, init_h, init_c, kernel, recurrent_kernel, bias, recurrent_bias)


def asarray(obj, /, *, dtype=_DEFAULT, device=_DEFAULT, copy=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.asarray(obj, dtype, device, copy)
        return _cell_asarray[0](obj, dtype, device, copy)
    except _Override:
        pass
    return _protocol(_API['asarray'], (obj,), {'dtype': dtype, 'device': device, 'copy': copy})
def _infer_asarray(obj, dtype, device, copy, /):
    return _implicit((obj,)).asarray(obj, dtype, device, copy)


def array(obj, /, *, dtype=_DEFAULT, device=_DEFAULT, copy=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.array(obj, dtype, device, copy)
        return _cell_array[0](obj, dtype, device, copy)
    except _Override:
        pass
    return _protocol(_API['array'], (obj,), {'dtype': dtype, 'device': device, 'copy': copy})
def _infer_array(obj, dtype, device, copy, /):
    return _implicit((obj,)).array(obj, dtype, device, copy)


def zeros(shape, *, dtype=_DEFAULT, device=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.zeros(shape, dtype, device)
        return _cell_zeros[0](shape, dtype, device)
    except _Override:
        pass
    return _protocol(_API['zeros'], (shape,), {'dtype': dtype, 'device': device})
def _infer_zeros(shape, dtype, device, /):
    return _implicit(()).zeros(shape, dtype, device)


def ones(shape, *, dtype=_DEFAULT, device=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.ones(shape, dtype, device)
        return _cell_ones[0](shape, dtype, device)
    except _Override:
        pass
    return _protocol(_API['ones'], (shape,), {'dtype': dtype, 'device': device})
def _infer_ones(shape, dtype, device, /):
    return _implicit(()).ones(shape, dtype, device)


def empty(shape, *, dtype=_DEFAULT, device=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.empty(shape, dtype, device)
        return _cell_empty[0](shape, dtype, device)
    except _Override:
        pass
    return _protocol(_API['empty'], (shape,), {'dtype': dtype, 'device': device})
def _infer_empty(shape, dtype, device, /):
    return _implicit(()).empty(shape, dtype, device)


def full(shape, fill_value, *, dtype=_DEFAULT, device=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.full(shape, fill_value, dtype, device)
        return _cell_full[0](shape, fill_value, dtype, device)
    except _Override:
        pass
    return _protocol(_API['full'], (shape, fill_value), {'dtype': dtype, 'device': device})
def _infer_full(shape, fill_value, dtype, device, /):
    return _implicit(()).full(shape, fill_value, dtype, device)


def arange(start, /, stop=_DEFAULT, step=_DEFAULT, *, dtype=_DEFAULT, device=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.arange(start, stop, step, dtype, device)
        return _cell_arange[0](start, stop, step, dtype, device)
    except _Override:
        pass
    return _protocol(_API['arange'], (start, stop, step), {'dtype': dtype, 'device': device})
def _infer_arange(start, stop, step, dtype, device, /):
    return _implicit(()).arange(start, stop, step, dtype, device)


def linspace(start, stop, /, num, *, dtype=_DEFAULT, device=_DEFAULT, endpoint=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.linspace(start, stop, num, dtype, device, endpoint)
        return _cell_linspace[0](start, stop, num, dtype, device, endpoint)
    except _Override:
        pass
    return _protocol(_API['linspace'], (start, stop, num), {'dtype': dtype, 'device': device, 'endpoint': endpoint})
def _infer_linspace(start, stop, num, dtype, device, endpoint, /):
    return _implicit(()).linspace(start, stop, num, dtype, device, endpoint)


def zeros_like(x, /, *, dtype=_DEFAULT, device=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.zeros_like(x, dtype, device)
        return _cell_zeros_like[0](x, dtype, device)
    except _Override:
        pass
    return _protocol(_API['zeros_like'], (x,), {'dtype': dtype, 'device': device})
def _infer_zeros_like(x, dtype, device, /):
    return _implicit((x,)).zeros_like(x, dtype, device)


def ones_like(x, /, *, dtype=_DEFAULT, device=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.ones_like(x, dtype, device)
        return _cell_ones_like[0](x, dtype, device)
    except _Override:
        pass
    return _protocol(_API['ones_like'], (x,), {'dtype': dtype, 'device': device})
def _infer_ones_like(x, dtype, device, /):
    return _implicit((x,)).ones_like(x, dtype, device)


def full_like(x, /, fill_value, *, dtype=_DEFAULT, device=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.full_like(x, fill_value, dtype, device)
        return _cell_full_like[0](x, fill_value, dtype, device)
    except _Override:
        pass
    return _protocol(_API['full_like'], (x, fill_value), {'dtype': dtype, 'device': device})
def _infer_full_like(x, fill_value, dtype, device, /):
    return _implicit((x,)).full_like(x, fill_value, dtype, device)


def empty_like(x, /, *, dtype=_DEFAULT, device=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.empty_like(x, dtype, device)
        return _cell_empty_like[0](x, dtype, device)
    except _Override:
        pass
    return _protocol(_API['empty_like'], (x,), {'dtype': dtype, 'device': device})
def _infer_empty_like(x, dtype, device, /):
    return _implicit((x,)).empty_like(x, dtype, device)


def eye(n_rows, n_cols=_DEFAULT, /, *, k=_DEFAULT, dtype=_DEFAULT, device=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.eye(n_rows, n_cols, k, dtype, device)
        return _cell_eye[0](n_rows, n_cols, k, dtype, device)
    except _Override:
        pass
    return _protocol(_API['eye'], (n_rows, n_cols), {'k': k, 'dtype': dtype, 'device': device})
def _infer_eye(n_rows, n_cols, k, dtype, device, /):
    return _implicit(()).eye(n_rows, n_cols, k, dtype, device)


def meshgrid(*arrays, indexing=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.meshgrid(arrays, indexing)
        return _cell_meshgrid[0](arrays, indexing)
    except _Override:
        pass
    return _protocol(_API['meshgrid'], (*arrays,), {'indexing': indexing})
def _infer_meshgrid(arrays, indexing, /):
    return _implicit((arrays,)).meshgrid(arrays, indexing)


def tril(x, /, *, k=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.tril(x, k, out)
        return _cell_tril[0](x, k, out)
    except _Override:
        pass
    return _protocol(_API['tril'], (x,), {'k': k, 'out': out})
def _infer_tril(x, k, out, /):
    return _implicit((x,)).tril(x, k, out)


def triu(x, /, *, k=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.triu(x, k, out)
        return _cell_triu[0](x, k, out)
    except _Override:
        pass
    return _protocol(_API['triu'], (x,), {'k': k, 'out': out})
def _infer_triu(x, k, out, /):
    return _implicit((x,)).triu(x, k, out)


def from_dlpack(x, /, *, device=_DEFAULT, copy=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.from_dlpack(x, device, copy)
        return _cell_from_dlpack[0](x, device, copy)
    except _Override:
        pass
    return _protocol(_API['from_dlpack'], (x,), {'device': device, 'copy': copy})
def _infer_from_dlpack(x, device, copy, /):
    return _implicit((x,)).from_dlpack(x, device, copy)


def logspace(start, stop, /, num, *, base=_DEFAULT, axis=_DEFAULT, endpoint=_DEFAULT, dtype=_DEFAULT, device=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.logspace(start, stop, num, base, axis, endpoint, dtype, device)
        return _cell_logspace[0](start, stop, num, base, axis, endpoint, dtype, device)
    except _Override:
        pass
    return _protocol(_API['logspace'], (start, stop, num), {'base': base, 'axis': axis, 'endpoint': endpoint, 'dtype': dtype, 'device': device})
def _infer_logspace(start, stop, num, base, axis, endpoint, dtype, device, /):
    return _implicit(()).logspace(start, stop, num, base, axis, endpoint, dtype, device)


def astype(x, dtype, /, *, copy=_DEFAULT, device=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.astype(x, dtype, copy, device)
        return _cell_astype[0](x, dtype, copy, device)
    except _Override:
        pass
    return _protocol(_API['astype'], (x, dtype), {'copy': copy, 'device': device})
def _infer_astype(x, dtype, copy, device, /):
    return _implicit((x,)).astype(x, dtype, copy, device)


def add(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.add(x1, x2, out)
        return _cell_add[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['add'], (x1, x2), {'out': out})
def _infer_add(x1, x2, out, /):
    return _implicit((x1, x2)).add(x1, x2, out)


def subtract(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.subtract(x1, x2, out)
        return _cell_subtract[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['subtract'], (x1, x2), {'out': out})
def _infer_subtract(x1, x2, out, /):
    return _implicit((x1, x2)).subtract(x1, x2, out)


def multiply(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.multiply(x1, x2, out)
        return _cell_multiply[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['multiply'], (x1, x2), {'out': out})
def _infer_multiply(x1, x2, out, /):
    return _implicit((x1, x2)).multiply(x1, x2, out)


def divide(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.divide(x1, x2, out)
        return _cell_divide[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['divide'], (x1, x2), {'out': out})
def _infer_divide(x1, x2, out, /):
    return _implicit((x1, x2)).divide(x1, x2, out)


def pow(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.pow(x1, x2, out)
        return _cell_pow[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['pow'], (x1, x2), {'out': out})
def _infer_pow(x1, x2, out, /):
    return _implicit((x1, x2)).pow(x1, x2, out)


def negative(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.negative(x, out)
        return _cell_negative[0](x, out)
    except _Override:
        pass
    return _protocol(_API['negative'], (x,), {'out': out})
def _infer_negative(x, out, /):
    return _implicit((x,)).negative(x, out)


def abs(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.abs(x, out)
        return _cell_abs[0](x, out)
    except _Override:
        pass
    return _protocol(_API['abs'], (x,), {'out': out})
def _infer_abs(x, out, /):
    return _implicit((x,)).abs(x, out)


def exp(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.exp(x, out)
        return _cell_exp[0](x, out)
    except _Override:
        pass
    return _protocol(_API['exp'], (x,), {'out': out})
def _infer_exp(x, out, /):
    return _implicit((x,)).exp(x, out)


def log(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.log(x, out)
        return _cell_log[0](x, out)
    except _Override:
        pass
    return _protocol(_API['log'], (x,), {'out': out})
def _infer_log(x, out, /):
    return _implicit((x,)).log(x, out)


def sqrt(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.sqrt(x, out)
        return _cell_sqrt[0](x, out)
    except _Override:
        pass
    return _protocol(_API['sqrt'], (x,), {'out': out})
def _infer_sqrt(x, out, /):
    return _implicit((x,)).sqrt(x, out)


def sin(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.sin(x, out)
        return _cell_sin[0](x, out)
    except _Override:
        pass
    return _protocol(_API['sin'], (x,), {'out': out})
def _infer_sin(x, out, /):
    return _implicit((x,)).sin(x, out)


def cos(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.cos(x, out)
        return _cell_cos[0](x, out)
    except _Override:
        pass
    return _protocol(_API['cos'], (x,), {'out': out})
def _infer_cos(x, out, /):
    return _implicit((x,)).cos(x, out)


def tan(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.tan(x, out)
        return _cell_tan[0](x, out)
    except _Override:
        pass
    return _protocol(_API['tan'], (x,), {'out': out})
def _infer_tan(x, out, /):
    return _implicit((x,)).tan(x, out)


def tanh(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.tanh(x, out)
        return _cell_tanh[0](x, out)
    except _Override:
        pass
    return _protocol(_API['tanh'], (x,), {'out': out})
def _infer_tanh(x, out, /):
    return _implicit((x,)).tanh(x, out)


def equal(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.equal(x1, x2, out)
        return _cell_equal[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['equal'], (x1, x2), {'out': out})
def _infer_equal(x1, x2, out, /):
    return _implicit((x1, x2)).equal(x1, x2, out)


def less(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.less(x1, x2, out)
        return _cell_less[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['less'], (x1, x2), {'out': out})
def _infer_less(x1, x2, out, /):
    return _implicit((x1, x2)).less(x1, x2, out)


def greater(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.greater(x1, x2, out)
        return _cell_greater[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['greater'], (x1, x2), {'out': out})
def _infer_greater(x1, x2, out, /):
    return _implicit((x1, x2)).greater(x1, x2, out)


def logical_not(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.logical_not(x, out)
        return _cell_logical_not[0](x, out)
    except _Override:
        pass
    return _protocol(_API['logical_not'], (x,), {'out': out})
def _infer_logical_not(x, out, /):
    return _implicit((x,)).logical_not(x, out)


def positive(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.positive(x, out)
        return _cell_positive[0](x, out)
    except _Override:
        pass
    return _protocol(_API['positive'], (x,), {'out': out})
def _infer_positive(x, out, /):
    return _implicit((x,)).positive(x, out)


def square(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.square(x, out)
        return _cell_square[0](x, out)
    except _Override:
        pass
    return _protocol(_API['square'], (x,), {'out': out})
def _infer_square(x, out, /):
    return _implicit((x,)).square(x, out)


def sign(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.sign(x, out)
        return _cell_sign[0](x, out)
    except _Override:
        pass
    return _protocol(_API['sign'], (x,), {'out': out})
def _infer_sign(x, out, /):
    return _implicit((x,)).sign(x, out)


def floor(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.floor(x, out)
        return _cell_floor[0](x, out)
    except _Override:
        pass
    return _protocol(_API['floor'], (x,), {'out': out})
def _infer_floor(x, out, /):
    return _implicit((x,)).floor(x, out)


def ceil(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.ceil(x, out)
        return _cell_ceil[0](x, out)
    except _Override:
        pass
    return _protocol(_API['ceil'], (x,), {'out': out})
def _infer_ceil(x, out, /):
    return _implicit((x,)).ceil(x, out)


def trunc(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.trunc(x, out)
        return _cell_trunc[0](x, out)
    except _Override:
        pass
    return _protocol(_API['trunc'], (x,), {'out': out})
def _infer_trunc(x, out, /):
    return _implicit((x,)).trunc(x, out)


def round(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.round(x, out)
        return _cell_round[0](x, out)
    except _Override:
        pass
    return _protocol(_API['round'], (x,), {'out': out})
def _infer_round(x, out, /):
    return _implicit((x,)).round(x, out)


def remainder(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.remainder(x1, x2, out)
        return _cell_remainder[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['remainder'], (x1, x2), {'out': out})
def _infer_remainder(x1, x2, out, /):
    return _implicit((x1, x2)).remainder(x1, x2, out)


def floor_divide(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.floor_divide(x1, x2, out)
        return _cell_floor_divide[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['floor_divide'], (x1, x2), {'out': out})
def _infer_floor_divide(x1, x2, out, /):
    return _implicit((x1, x2)).floor_divide(x1, x2, out)


def maximum(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.maximum(x1, x2, out)
        return _cell_maximum[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['maximum'], (x1, x2), {'out': out})
def _infer_maximum(x1, x2, out, /):
    return _implicit((x1, x2)).maximum(x1, x2, out)


def minimum(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.minimum(x1, x2, out)
        return _cell_minimum[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['minimum'], (x1, x2), {'out': out})
def _infer_minimum(x1, x2, out, /):
    return _implicit((x1, x2)).minimum(x1, x2, out)


def clip(x, /, min=_DEFAULT, max=_DEFAULT, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.clip(x, min, max, out)
        return _cell_clip[0](x, min, max, out)
    except _Override:
        pass
    return _protocol(_API['clip'], (x, min, max), {'out': out})
def _infer_clip(x, min, max, out, /):
    return _implicit((x, min, max)).clip(x, min, max, out)


def not_equal(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.not_equal(x1, x2, out)
        return _cell_not_equal[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['not_equal'], (x1, x2), {'out': out})
def _infer_not_equal(x1, x2, out, /):
    return _implicit((x1, x2)).not_equal(x1, x2, out)


def less_equal(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.less_equal(x1, x2, out)
        return _cell_less_equal[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['less_equal'], (x1, x2), {'out': out})
def _infer_less_equal(x1, x2, out, /):
    return _implicit((x1, x2)).less_equal(x1, x2, out)


def greater_equal(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.greater_equal(x1, x2, out)
        return _cell_greater_equal[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['greater_equal'], (x1, x2), {'out': out})
def _infer_greater_equal(x1, x2, out, /):
    return _implicit((x1, x2)).greater_equal(x1, x2, out)


def logical_and(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.logical_and(x1, x2, out)
        return _cell_logical_and[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['logical_and'], (x1, x2), {'out': out})
def _infer_logical_and(x1, x2, out, /):
    return _implicit((x1, x2)).logical_and(x1, x2, out)


def logical_or(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.logical_or(x1, x2, out)
        return _cell_logical_or[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['logical_or'], (x1, x2), {'out': out})
def _infer_logical_or(x1, x2, out, /):
    return _implicit((x1, x2)).logical_or(x1, x2, out)


def logical_xor(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.logical_xor(x1, x2, out)
        return _cell_logical_xor[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['logical_xor'], (x1, x2), {'out': out})
def _infer_logical_xor(x1, x2, out, /):
    return _implicit((x1, x2)).logical_xor(x1, x2, out)


def isnan(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.isnan(x, out)
        return _cell_isnan[0](x, out)
    except _Override:
        pass
    return _protocol(_API['isnan'], (x,), {'out': out})
def _infer_isnan(x, out, /):
    return _implicit((x,)).isnan(x, out)


def isinf(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.isinf(x, out)
        return _cell_isinf[0](x, out)
    except _Override:
        pass
    return _protocol(_API['isinf'], (x,), {'out': out})
def _infer_isinf(x, out, /):
    return _implicit((x,)).isinf(x, out)


def isfinite(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.isfinite(x, out)
        return _cell_isfinite[0](x, out)
    except _Override:
        pass
    return _protocol(_API['isfinite'], (x,), {'out': out})
def _infer_isfinite(x, out, /):
    return _implicit((x,)).isfinite(x, out)


def signbit(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.signbit(x, out)
        return _cell_signbit[0](x, out)
    except _Override:
        pass
    return _protocol(_API['signbit'], (x,), {'out': out})
def _infer_signbit(x, out, /):
    return _implicit((x,)).signbit(x, out)


def bitwise_and(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.bitwise_and(x1, x2, out)
        return _cell_bitwise_and[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['bitwise_and'], (x1, x2), {'out': out})
def _infer_bitwise_and(x1, x2, out, /):
    return _implicit((x1, x2)).bitwise_and(x1, x2, out)


def bitwise_or(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.bitwise_or(x1, x2, out)
        return _cell_bitwise_or[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['bitwise_or'], (x1, x2), {'out': out})
def _infer_bitwise_or(x1, x2, out, /):
    return _implicit((x1, x2)).bitwise_or(x1, x2, out)


def bitwise_xor(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.bitwise_xor(x1, x2, out)
        return _cell_bitwise_xor[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['bitwise_xor'], (x1, x2), {'out': out})
def _infer_bitwise_xor(x1, x2, out, /):
    return _implicit((x1, x2)).bitwise_xor(x1, x2, out)


def bitwise_invert(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.bitwise_invert(x, out)
        return _cell_bitwise_invert[0](x, out)
    except _Override:
        pass
    return _protocol(_API['bitwise_invert'], (x,), {'out': out})
def _infer_bitwise_invert(x, out, /):
    return _implicit((x,)).bitwise_invert(x, out)


def bitwise_left_shift(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.bitwise_left_shift(x1, x2, out)
        return _cell_bitwise_left_shift[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['bitwise_left_shift'], (x1, x2), {'out': out})
def _infer_bitwise_left_shift(x1, x2, out, /):
    return _implicit((x1, x2)).bitwise_left_shift(x1, x2, out)


def bitwise_right_shift(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.bitwise_right_shift(x1, x2, out)
        return _cell_bitwise_right_shift[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['bitwise_right_shift'], (x1, x2), {'out': out})
def _infer_bitwise_right_shift(x1, x2, out, /):
    return _implicit((x1, x2)).bitwise_right_shift(x1, x2, out)


def asin(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.asin(x, out)
        return _cell_asin[0](x, out)
    except _Override:
        pass
    return _protocol(_API['asin'], (x,), {'out': out})
def _infer_asin(x, out, /):
    return _implicit((x,)).asin(x, out)


def acos(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.acos(x, out)
        return _cell_acos[0](x, out)
    except _Override:
        pass
    return _protocol(_API['acos'], (x,), {'out': out})
def _infer_acos(x, out, /):
    return _implicit((x,)).acos(x, out)


def atan(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.atan(x, out)
        return _cell_atan[0](x, out)
    except _Override:
        pass
    return _protocol(_API['atan'], (x,), {'out': out})
def _infer_atan(x, out, /):
    return _implicit((x,)).atan(x, out)


def sinh(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.sinh(x, out)
        return _cell_sinh[0](x, out)
    except _Override:
        pass
    return _protocol(_API['sinh'], (x,), {'out': out})
def _infer_sinh(x, out, /):
    return _implicit((x,)).sinh(x, out)


def cosh(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.cosh(x, out)
        return _cell_cosh[0](x, out)
    except _Override:
        pass
    return _protocol(_API['cosh'], (x,), {'out': out})
def _infer_cosh(x, out, /):
    return _implicit((x,)).cosh(x, out)


def asinh(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.asinh(x, out)
        return _cell_asinh[0](x, out)
    except _Override:
        pass
    return _protocol(_API['asinh'], (x,), {'out': out})
def _infer_asinh(x, out, /):
    return _implicit((x,)).asinh(x, out)


def acosh(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.acosh(x, out)
        return _cell_acosh[0](x, out)
    except _Override:
        pass
    return _protocol(_API['acosh'], (x,), {'out': out})
def _infer_acosh(x, out, /):
    return _implicit((x,)).acosh(x, out)


def atanh(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.atanh(x, out)
        return _cell_atanh[0](x, out)
    except _Override:
        pass
    return _protocol(_API['atanh'], (x,), {'out': out})
def _infer_atanh(x, out, /):
    return _implicit((x,)).atanh(x, out)


def atan2(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.atan2(x1, x2, out)
        return _cell_atan2[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['atan2'], (x1, x2), {'out': out})
def _infer_atan2(x1, x2, out, /):
    return _implicit((x1, x2)).atan2(x1, x2, out)


def expm1(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.expm1(x, out)
        return _cell_expm1[0](x, out)
    except _Override:
        pass
    return _protocol(_API['expm1'], (x,), {'out': out})
def _infer_expm1(x, out, /):
    return _implicit((x,)).expm1(x, out)


def log1p(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.log1p(x, out)
        return _cell_log1p[0](x, out)
    except _Override:
        pass
    return _protocol(_API['log1p'], (x,), {'out': out})
def _infer_log1p(x, out, /):
    return _implicit((x,)).log1p(x, out)


def log2(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.log2(x, out)
        return _cell_log2[0](x, out)
    except _Override:
        pass
    return _protocol(_API['log2'], (x,), {'out': out})
def _infer_log2(x, out, /):
    return _implicit((x,)).log2(x, out)


def log10(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.log10(x, out)
        return _cell_log10[0](x, out)
    except _Override:
        pass
    return _protocol(_API['log10'], (x,), {'out': out})
def _infer_log10(x, out, /):
    return _implicit((x,)).log10(x, out)


def logaddexp(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.logaddexp(x1, x2, out)
        return _cell_logaddexp[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['logaddexp'], (x1, x2), {'out': out})
def _infer_logaddexp(x1, x2, out, /):
    return _implicit((x1, x2)).logaddexp(x1, x2, out)


def hypot(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.hypot(x1, x2, out)
        return _cell_hypot[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['hypot'], (x1, x2), {'out': out})
def _infer_hypot(x1, x2, out, /):
    return _implicit((x1, x2)).hypot(x1, x2, out)


def copysign(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.copysign(x1, x2, out)
        return _cell_copysign[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['copysign'], (x1, x2), {'out': out})
def _infer_copysign(x1, x2, out, /):
    return _implicit((x1, x2)).copysign(x1, x2, out)


def nextafter(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.nextafter(x1, x2, out)
        return _cell_nextafter[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['nextafter'], (x1, x2), {'out': out})
def _infer_nextafter(x1, x2, out, /):
    return _implicit((x1, x2)).nextafter(x1, x2, out)


def reciprocal(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.reciprocal(x, out)
        return _cell_reciprocal[0](x, out)
    except _Override:
        pass
    return _protocol(_API['reciprocal'], (x,), {'out': out})
def _infer_reciprocal(x, out, /):
    return _implicit((x,)).reciprocal(x, out)


def real(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.real(x, out)
        return _cell_real[0](x, out)
    except _Override:
        pass
    return _protocol(_API['real'], (x,), {'out': out})
def _infer_real(x, out, /):
    return _implicit((x,)).real(x, out)


def imag(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.imag(x, out)
        return _cell_imag[0](x, out)
    except _Override:
        pass
    return _protocol(_API['imag'], (x,), {'out': out})
def _infer_imag(x, out, /):
    return _implicit((x,)).imag(x, out)


def conj(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.conj(x, out)
        return _cell_conj[0](x, out)
    except _Override:
        pass
    return _protocol(_API['conj'], (x,), {'out': out})
def _infer_conj(x, out, /):
    return _implicit((x,)).conj(x, out)


def fft(x, /, *, n=_DEFAULT, axis=_DEFAULT, norm=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.fft(x, n, axis, norm)
        return _cell_fft[0](x, n, axis, norm)
    except _Override:
        pass
    return _protocol(_API['fft'], (x,), {'n': n, 'axis': axis, 'norm': norm})
def _infer_fft(x, n, axis, norm, /):
    return _implicit((x,)).fft(x, n, axis, norm)


def ifft(x, /, *, n=_DEFAULT, axis=_DEFAULT, norm=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.ifft(x, n, axis, norm)
        return _cell_ifft[0](x, n, axis, norm)
    except _Override:
        pass
    return _protocol(_API['ifft'], (x,), {'n': n, 'axis': axis, 'norm': norm})
def _infer_ifft(x, n, axis, norm, /):
    return _implicit((x,)).ifft(x, n, axis, norm)


def fftn(x, /, *, s=_DEFAULT, axes=_DEFAULT, norm=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.fftn(x, s, axes, norm)
        return _cell_fftn[0](x, s, axes, norm)
    except _Override:
        pass
    return _protocol(_API['fftn'], (x,), {'s': s, 'axes': axes, 'norm': norm})
def _infer_fftn(x, s, axes, norm, /):
    return _implicit((x,)).fftn(x, s, axes, norm)


def ifftn(x, /, *, s=_DEFAULT, axes=_DEFAULT, norm=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.ifftn(x, s, axes, norm)
        return _cell_ifftn[0](x, s, axes, norm)
    except _Override:
        pass
    return _protocol(_API['ifftn'], (x,), {'s': s, 'axes': axes, 'norm': norm})
def _infer_ifftn(x, s, axes, norm, /):
    return _implicit((x,)).ifftn(x, s, axes, norm)


def rfft(x, /, *, n=_DEFAULT, axis=_DEFAULT, norm=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.rfft(x, n, axis, norm)
        return _cell_rfft[0](x, n, axis, norm)
    except _Override:
        pass
    return _protocol(_API['rfft'], (x,), {'n': n, 'axis': axis, 'norm': norm})
def _infer_rfft(x, n, axis, norm, /):
    return _implicit((x,)).rfft(x, n, axis, norm)


def irfft(x, /, *, n=_DEFAULT, axis=_DEFAULT, norm=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.irfft(x, n, axis, norm)
        return _cell_irfft[0](x, n, axis, norm)
    except _Override:
        pass
    return _protocol(_API['irfft'], (x,), {'n': n, 'axis': axis, 'norm': norm})
def _infer_irfft(x, n, axis, norm, /):
    return _implicit((x,)).irfft(x, n, axis, norm)


def rfftn(x, /, *, s=_DEFAULT, axes=_DEFAULT, norm=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.rfftn(x, s, axes, norm)
        return _cell_rfftn[0](x, s, axes, norm)
    except _Override:
        pass
    return _protocol(_API['rfftn'], (x,), {'s': s, 'axes': axes, 'norm': norm})
def _infer_rfftn(x, s, axes, norm, /):
    return _implicit((x,)).rfftn(x, s, axes, norm)


def irfftn(x, /, *, s=_DEFAULT, axes=_DEFAULT, norm=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.irfftn(x, s, axes, norm)
        return _cell_irfftn[0](x, s, axes, norm)
    except _Override:
        pass
    return _protocol(_API['irfftn'], (x,), {'s': s, 'axes': axes, 'norm': norm})
def _infer_irfftn(x, s, axes, norm, /):
    return _implicit((x,)).irfftn(x, s, axes, norm)


def hfft(x, /, *, n=_DEFAULT, axis=_DEFAULT, norm=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.hfft(x, n, axis, norm)
        return _cell_hfft[0](x, n, axis, norm)
    except _Override:
        pass
    return _protocol(_API['hfft'], (x,), {'n': n, 'axis': axis, 'norm': norm})
def _infer_hfft(x, n, axis, norm, /):
    return _implicit((x,)).hfft(x, n, axis, norm)


def ihfft(x, /, *, n=_DEFAULT, axis=_DEFAULT, norm=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.ihfft(x, n, axis, norm)
        return _cell_ihfft[0](x, n, axis, norm)
    except _Override:
        pass
    return _protocol(_API['ihfft'], (x,), {'n': n, 'axis': axis, 'norm': norm})
def _infer_ihfft(x, n, axis, norm, /):
    return _implicit((x,)).ihfft(x, n, axis, norm)


def fftfreq(n, /, *, d=_DEFAULT, dtype=_DEFAULT, device=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.fftfreq(n, d, dtype, device)
        return _cell_fftfreq[0](n, d, dtype, device)
    except _Override:
        pass
    return _protocol(_API['fftfreq'], (n,), {'d': d, 'dtype': dtype, 'device': device})
def _infer_fftfreq(n, d, dtype, device, /):
    return _implicit(()).fftfreq(n, d, dtype, device)


def rfftfreq(n, /, *, d=_DEFAULT, dtype=_DEFAULT, device=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.rfftfreq(n, d, dtype, device)
        return _cell_rfftfreq[0](n, d, dtype, device)
    except _Override:
        pass
    return _protocol(_API['rfftfreq'], (n,), {'d': d, 'dtype': dtype, 'device': device})
def _infer_rfftfreq(n, d, dtype, device, /):
    return _implicit(()).rfftfreq(n, d, dtype, device)


def fftshift(x, /, *, axes=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.fftshift(x, axes)
        return _cell_fftshift[0](x, axes)
    except _Override:
        pass
    return _protocol(_API['fftshift'], (x,), {'axes': axes})
def _infer_fftshift(x, axes, /):
    return _implicit((x,)).fftshift(x, axes)


def ifftshift(x, /, *, axes=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.ifftshift(x, axes)
        return _cell_ifftshift[0](x, axes)
    except _Override:
        pass
    return _protocol(_API['ifftshift'], (x,), {'axes': axes})
def _infer_ifftshift(x, axes, /):
    return _implicit((x,)).ifftshift(x, axes)


def take(x, indices, /, *, axis=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.take(x, indices, axis, out)
        return _cell_take[0](x, indices, axis, out)
    except _Override:
        pass
    return _protocol(_API['take'], (x, indices), {'axis': axis, 'out': out})
def _infer_take(x, indices, axis, out, /):
    return _implicit((x, indices)).take(x, indices, axis, out)


def take_along_axis(x, indices, /, *, axis=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.take_along_axis(x, indices, axis, out)
        return _cell_take_along_axis[0](x, indices, axis, out)
    except _Override:
        pass
    return _protocol(_API['take_along_axis'], (x, indices), {'axis': axis, 'out': out})
def _infer_take_along_axis(x, indices, axis, out, /):
    return _implicit((x, indices)).take_along_axis(x, indices, axis, out)


def matmul(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.matmul(x1, x2, out)
        return _cell_matmul[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['matmul'], (x1, x2), {'out': out})
def _infer_matmul(x1, x2, out, /):
    return _implicit((x1, x2)).matmul(x1, x2, out)


def matrix_transpose(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.matrix_transpose(x, out)
        return _cell_matrix_transpose[0](x, out)
    except _Override:
        pass
    return _protocol(_API['matrix_transpose'], (x,), {'out': out})
def _infer_matrix_transpose(x, out, /):
    return _implicit((x,)).matrix_transpose(x, out)


def tensordot(x1, x2, /, *, axes=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.tensordot(x1, x2, axes, out)
        return _cell_tensordot[0](x1, x2, axes, out)
    except _Override:
        pass
    return _protocol(_API['tensordot'], (x1, x2), {'axes': axes, 'out': out})
def _infer_tensordot(x1, x2, axes, out, /):
    return _implicit((x1, x2)).tensordot(x1, x2, axes, out)


def vecdot(x1, x2, /, *, axis=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.vecdot(x1, x2, axis, out)
        return _cell_vecdot[0](x1, x2, axis, out)
    except _Override:
        pass
    return _protocol(_API['vecdot'], (x1, x2), {'axis': axis, 'out': out})
def _infer_vecdot(x1, x2, axis, out, /):
    return _implicit((x1, x2)).vecdot(x1, x2, axis, out)


def diag(x, /, *, k=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.diag(x, k, out)
        return _cell_diag[0](x, k, out)
    except _Override:
        pass
    return _protocol(_API['diag'], (x,), {'k': k, 'out': out})
def _infer_diag(x, k, out, /):
    return _implicit((x,)).diag(x, k, out)


def trace(x, /, *, offset=_DEFAULT, axis1=_DEFAULT, axis2=_DEFAULT, dtype=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.trace(x, offset, axis1, axis2, dtype, out)
        return _cell_trace[0](x, offset, axis1, axis2, dtype, out)
    except _Override:
        pass
    return _protocol(_API['trace'], (x,), {'offset': offset, 'axis1': axis1, 'axis2': axis2, 'dtype': dtype, 'out': out})
def _infer_trace(x, offset, axis1, axis2, dtype, out, /):
    return _implicit((x,)).trace(x, offset, axis1, axis2, dtype, out)


def cholesky(x, /, *, upper=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.cholesky(x, upper, out)
        return _cell_cholesky[0](x, upper, out)
    except _Override:
        pass
    return _protocol(_API['cholesky'], (x,), {'upper': upper, 'out': out})
def _infer_cholesky(x, upper, out, /):
    return _implicit((x,)).cholesky(x, upper, out)


def cross(x1, x2, /, *, axis=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.cross(x1, x2, axis, out)
        return _cell_cross[0](x1, x2, axis, out)
    except _Override:
        pass
    return _protocol(_API['cross'], (x1, x2), {'axis': axis, 'out': out})
def _infer_cross(x1, x2, axis, out, /):
    return _implicit((x1, x2)).cross(x1, x2, axis, out)


def det(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.det(x, out)
        return _cell_det[0](x, out)
    except _Override:
        pass
    return _protocol(_API['det'], (x,), {'out': out})
def _infer_det(x, out, /):
    return _implicit((x,)).det(x, out)


def diagonal(x, /, *, offset=_DEFAULT, axis1=_DEFAULT, axis2=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.diagonal(x, offset, axis1, axis2, out)
        return _cell_diagonal[0](x, offset, axis1, axis2, out)
    except _Override:
        pass
    return _protocol(_API['diagonal'], (x,), {'offset': offset, 'axis1': axis1, 'axis2': axis2, 'out': out})
def _infer_diagonal(x, offset, axis1, axis2, out, /):
    return _implicit((x,)).diagonal(x, offset, axis1, axis2, out)


def eigh(x, /):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.eigh(x)
        return _cell_eigh[0](x)
    except _Override:
        pass
    return _protocol(_API['eigh'], (x,), {})
def _infer_eigh(x, /):
    return _implicit((x,)).eigh(x)


def eigvalsh(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.eigvalsh(x, out)
        return _cell_eigvalsh[0](x, out)
    except _Override:
        pass
    return _protocol(_API['eigvalsh'], (x,), {'out': out})
def _infer_eigvalsh(x, out, /):
    return _implicit((x,)).eigvalsh(x, out)


def inv(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.inv(x, out)
        return _cell_inv[0](x, out)
    except _Override:
        pass
    return _protocol(_API['inv'], (x,), {'out': out})
def _infer_inv(x, out, /):
    return _implicit((x,)).inv(x, out)


def matrix_norm(x, /, *, keepdims=_DEFAULT, ord=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.matrix_norm(x, keepdims, ord, out)
        return _cell_matrix_norm[0](x, keepdims, ord, out)
    except _Override:
        pass
    return _protocol(_API['matrix_norm'], (x,), {'keepdims': keepdims, 'ord': ord, 'out': out})
def _infer_matrix_norm(x, keepdims, ord, out, /):
    return _implicit((x,)).matrix_norm(x, keepdims, ord, out)


def matrix_power(x, n, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.matrix_power(x, n, out)
        return _cell_matrix_power[0](x, n, out)
    except _Override:
        pass
    return _protocol(_API['matrix_power'], (x, n), {'out': out})
def _infer_matrix_power(x, n, out, /):
    return _implicit((x,)).matrix_power(x, n, out)


def matrix_rank(x, /, *, rtol=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.matrix_rank(x, rtol)
        return _cell_matrix_rank[0](x, rtol)
    except _Override:
        pass
    return _protocol(_API['matrix_rank'], (x,), {'rtol': rtol})
def _infer_matrix_rank(x, rtol, /):
    return _implicit((x, rtol)).matrix_rank(x, rtol)


def outer(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.outer(x1, x2, out)
        return _cell_outer[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['outer'], (x1, x2), {'out': out})
def _infer_outer(x1, x2, out, /):
    return _implicit((x1, x2)).outer(x1, x2, out)


def pinv(x, /, *, rtol=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.pinv(x, rtol, out)
        return _cell_pinv[0](x, rtol, out)
    except _Override:
        pass
    return _protocol(_API['pinv'], (x,), {'rtol': rtol, 'out': out})
def _infer_pinv(x, rtol, out, /):
    return _implicit((x,)).pinv(x, rtol, out)


def qr(x, /, *, mode=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.qr(x, mode)
        return _cell_qr[0](x, mode)
    except _Override:
        pass
    return _protocol(_API['qr'], (x,), {'mode': mode})
def _infer_qr(x, mode, /):
    return _implicit((x,)).qr(x, mode)


def slogdet(x, /):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.slogdet(x)
        return _cell_slogdet[0](x)
    except _Override:
        pass
    return _protocol(_API['slogdet'], (x,), {})
def _infer_slogdet(x, /):
    return _implicit((x,)).slogdet(x)


def solve(x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.solve(x1, x2, out)
        return _cell_solve[0](x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['solve'], (x1, x2), {'out': out})
def _infer_solve(x1, x2, out, /):
    return _implicit((x1, x2)).solve(x1, x2, out)


def svd(x, /, *, full_matrices=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.svd(x, full_matrices)
        return _cell_svd[0](x, full_matrices)
    except _Override:
        pass
    return _protocol(_API['svd'], (x,), {'full_matrices': full_matrices})
def _infer_svd(x, full_matrices, /):
    return _implicit((x,)).svd(x, full_matrices)


def svdvals(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.svdvals(x, out)
        return _cell_svdvals[0](x, out)
    except _Override:
        pass
    return _protocol(_API['svdvals'], (x,), {'out': out})
def _infer_svdvals(x, out, /):
    return _implicit((x,)).svdvals(x, out)


def vector_norm(x, /, *, axis=_DEFAULT, keepdims=_DEFAULT, ord=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.vector_norm(x, axis, keepdims, ord, out)
        return _cell_vector_norm[0](x, axis, keepdims, ord, out)
    except _Override:
        pass
    return _protocol(_API['vector_norm'], (x,), {'axis': axis, 'keepdims': keepdims, 'ord': ord, 'out': out})
def _infer_vector_norm(x, axis, keepdims, ord, out, /):
    return _implicit((x,)).vector_norm(x, axis, keepdims, ord, out)


def reshape(x, /, shape, *, copy=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.reshape(x, shape, copy, out)
        return _cell_reshape[0](x, shape, copy, out)
    except _Override:
        pass
    return _protocol(_API['reshape'], (x, shape), {'copy': copy, 'out': out})
def _infer_reshape(x, shape, copy, out, /):
    return _implicit((x,)).reshape(x, shape, copy, out)


def concat(arrays, /, *, axis=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.concat(arrays, axis, out)
        return _cell_concat[0](arrays, axis, out)
    except _Override:
        pass
    return _protocol(_API['concat'], (arrays,), {'axis': axis, 'out': out})
def _infer_concat(arrays, axis, out, /):
    return _implicit((arrays,)).concat(arrays, axis, out)


def stack(arrays, /, *, axis=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.stack(arrays, axis, out)
        return _cell_stack[0](arrays, axis, out)
    except _Override:
        pass
    return _protocol(_API['stack'], (arrays,), {'axis': axis, 'out': out})
def _infer_stack(arrays, axis, out, /):
    return _implicit((arrays,)).stack(arrays, axis, out)


def expand_dims(x, /, *, axis=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.expand_dims(x, axis, out)
        return _cell_expand_dims[0](x, axis, out)
    except _Override:
        pass
    return _protocol(_API['expand_dims'], (x,), {'axis': axis, 'out': out})
def _infer_expand_dims(x, axis, out, /):
    return _implicit((x,)).expand_dims(x, axis, out)


def permute_dims(x, /, axes, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.permute_dims(x, axes, out)
        return _cell_permute_dims[0](x, axes, out)
    except _Override:
        pass
    return _protocol(_API['permute_dims'], (x, axes), {'out': out})
def _infer_permute_dims(x, axes, out, /):
    return _implicit((x,)).permute_dims(x, axes, out)


def broadcast_to(x, /, shape, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.broadcast_to(x, shape, out)
        return _cell_broadcast_to[0](x, shape, out)
    except _Override:
        pass
    return _protocol(_API['broadcast_to'], (x, shape), {'out': out})
def _infer_broadcast_to(x, shape, out, /):
    return _implicit((x,)).broadcast_to(x, shape, out)


def broadcast_arrays(*arrays):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.broadcast_arrays(arrays)
        return _cell_broadcast_arrays[0](arrays)
    except _Override:
        pass
    return _protocol(_API['broadcast_arrays'], (*arrays,), {})
def _infer_broadcast_arrays(arrays, /):
    return _implicit((arrays,)).broadcast_arrays(arrays)


def flip(x, /, *, axis=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.flip(x, axis, out)
        return _cell_flip[0](x, axis, out)
    except _Override:
        pass
    return _protocol(_API['flip'], (x,), {'axis': axis, 'out': out})
def _infer_flip(x, axis, out, /):
    return _implicit((x,)).flip(x, axis, out)


def moveaxis(x, source, destination, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.moveaxis(x, source, destination, out)
        return _cell_moveaxis[0](x, source, destination, out)
    except _Override:
        pass
    return _protocol(_API['moveaxis'], (x, source, destination), {'out': out})
def _infer_moveaxis(x, source, destination, out, /):
    return _implicit((x,)).moveaxis(x, source, destination, out)


def repeat(x, repeats, /, *, axis=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.repeat(x, repeats, axis, out)
        return _cell_repeat[0](x, repeats, axis, out)
    except _Override:
        pass
    return _protocol(_API['repeat'], (x, repeats), {'axis': axis, 'out': out})
def _infer_repeat(x, repeats, axis, out, /):
    return _implicit((x, repeats)).repeat(x, repeats, axis, out)


def roll(x, /, shift, *, axis=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.roll(x, shift, axis, out)
        return _cell_roll[0](x, shift, axis, out)
    except _Override:
        pass
    return _protocol(_API['roll'], (x, shift), {'axis': axis, 'out': out})
def _infer_roll(x, shift, axis, out, /):
    return _implicit((x,)).roll(x, shift, axis, out)


def squeeze(x, /, axis, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.squeeze(x, axis, out)
        return _cell_squeeze[0](x, axis, out)
    except _Override:
        pass
    return _protocol(_API['squeeze'], (x, axis), {'out': out})
def _infer_squeeze(x, axis, out, /):
    return _implicit((x,)).squeeze(x, axis, out)


def tile(x, repetitions, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.tile(x, repetitions, out)
        return _cell_tile[0](x, repetitions, out)
    except _Override:
        pass
    return _protocol(_API['tile'], (x, repetitions), {'out': out})
def _infer_tile(x, repetitions, out, /):
    return _implicit((x,)).tile(x, repetitions, out)


def unstack(x, /, *, axis=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.unstack(x, axis)
        return _cell_unstack[0](x, axis)
    except _Override:
        pass
    return _protocol(_API['unstack'], (x,), {'axis': axis})
def _infer_unstack(x, axis, /):
    return _implicit((x,)).unstack(x, axis)


def split(x, /, *, num_or_size_splits=_DEFAULT, axis=_DEFAULT, with_remainder=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.split(x, num_or_size_splits, axis, with_remainder)
        return _cell_split[0](x, num_or_size_splits, axis, with_remainder)
    except _Override:
        pass
    return _protocol(_API['split'], (x,), {'num_or_size_splits': num_or_size_splits, 'axis': axis, 'with_remainder': with_remainder})
def _infer_split(x, num_or_size_splits, axis, with_remainder, /):
    return _implicit((x, num_or_size_splits)).split(x, num_or_size_splits, axis, with_remainder)


def random_uniform(*, low=_DEFAULT, high=_DEFAULT, shape=_DEFAULT, dtype=_DEFAULT, device=_DEFAULT, seed=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.random_uniform(low, high, shape, dtype, device, seed)
        return _cell_random_uniform[0](low, high, shape, dtype, device, seed)
    except _Override:
        pass
    return _protocol(_API['random_uniform'], (), {'low': low, 'high': high, 'shape': shape, 'dtype': dtype, 'device': device, 'seed': seed})
def _infer_random_uniform(low, high, shape, dtype, device, seed, /):
    return _implicit((low, high)).random_uniform(low, high, shape, dtype, device, seed)


def random_normal(*, mean=_DEFAULT, std=_DEFAULT, shape=_DEFAULT, dtype=_DEFAULT, device=_DEFAULT, seed=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.random_normal(mean, std, shape, dtype, device, seed)
        return _cell_random_normal[0](mean, std, shape, dtype, device, seed)
    except _Override:
        pass
    return _protocol(_API['random_normal'], (), {'mean': mean, 'std': std, 'shape': shape, 'dtype': dtype, 'device': device, 'seed': seed})
def _infer_random_normal(mean, std, shape, dtype, device, seed, /):
    return _implicit((mean, std)).random_normal(mean, std, shape, dtype, device, seed)


def seed(seed_value=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.seed(seed_value)
        return _cell_seed[0](seed_value)
    except _Override:
        pass
    return _protocol(_API['seed'], (seed_value,), {})
def _infer_seed(seed_value, /):
    return _implicit(()).seed(seed_value)


def where(condition, x1, x2, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.where(condition, x1, x2, out)
        return _cell_where[0](condition, x1, x2, out)
    except _Override:
        pass
    return _protocol(_API['where'], (condition, x1, x2), {'out': out})
def _infer_where(condition, x1, x2, out, /):
    return _implicit((condition, x1, x2)).where(condition, x1, x2, out)


def argmax(x, /, *, axis=_DEFAULT, keepdims=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.argmax(x, axis, keepdims, out)
        return _cell_argmax[0](x, axis, keepdims, out)
    except _Override:
        pass
    return _protocol(_API['argmax'], (x,), {'axis': axis, 'keepdims': keepdims, 'out': out})
def _infer_argmax(x, axis, keepdims, out, /):
    return _implicit((x,)).argmax(x, axis, keepdims, out)


def argmin(x, /, *, axis=_DEFAULT, keepdims=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.argmin(x, axis, keepdims, out)
        return _cell_argmin[0](x, axis, keepdims, out)
    except _Override:
        pass
    return _protocol(_API['argmin'], (x,), {'axis': axis, 'keepdims': keepdims, 'out': out})
def _infer_argmin(x, axis, keepdims, out, /):
    return _implicit((x,)).argmin(x, axis, keepdims, out)


def count_nonzero(x, /, *, axis=_DEFAULT, keepdims=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.count_nonzero(x, axis, keepdims, out)
        return _cell_count_nonzero[0](x, axis, keepdims, out)
    except _Override:
        pass
    return _protocol(_API['count_nonzero'], (x,), {'axis': axis, 'keepdims': keepdims, 'out': out})
def _infer_count_nonzero(x, axis, keepdims, out, /):
    return _implicit((x,)).count_nonzero(x, axis, keepdims, out)


def nonzero(x, /):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.nonzero(x)
        return _cell_nonzero[0](x)
    except _Override:
        pass
    return _protocol(_API['nonzero'], (x,), {})
def _infer_nonzero(x, /):
    return _implicit((x,)).nonzero(x)


def searchsorted(x1, x2, /, *, side=_DEFAULT, sorter=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.searchsorted(x1, x2, side, sorter, out)
        return _cell_searchsorted[0](x1, x2, side, sorter, out)
    except _Override:
        pass
    return _protocol(_API['searchsorted'], (x1, x2), {'side': side, 'sorter': sorter, 'out': out})
def _infer_searchsorted(x1, x2, side, sorter, out, /):
    return _implicit((x1, x2, sorter)).searchsorted(x1, x2, side, sorter, out)


def unique_all(x, /):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.unique_all(x)
        return _cell_unique_all[0](x)
    except _Override:
        pass
    return _protocol(_API['unique_all'], (x,), {})
def _infer_unique_all(x, /):
    return _implicit((x,)).unique_all(x)


def unique_counts(x, /):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.unique_counts(x)
        return _cell_unique_counts[0](x)
    except _Override:
        pass
    return _protocol(_API['unique_counts'], (x,), {})
def _infer_unique_counts(x, /):
    return _implicit((x,)).unique_counts(x)


def unique_inverse(x, /):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.unique_inverse(x)
        return _cell_unique_inverse[0](x)
    except _Override:
        pass
    return _protocol(_API['unique_inverse'], (x,), {})
def _infer_unique_inverse(x, /):
    return _implicit((x,)).unique_inverse(x)


def unique_values(x, /, *, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.unique_values(x, out)
        return _cell_unique_values[0](x, out)
    except _Override:
        pass
    return _protocol(_API['unique_values'], (x,), {'out': out})
def _infer_unique_values(x, out, /):
    return _implicit((x,)).unique_values(x, out)


def argsort(x, /, *, axis=_DEFAULT, descending=_DEFAULT, stable=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.argsort(x, axis, descending, stable, out)
        return _cell_argsort[0](x, axis, descending, stable, out)
    except _Override:
        pass
    return _protocol(_API['argsort'], (x,), {'axis': axis, 'descending': descending, 'stable': stable, 'out': out})
def _infer_argsort(x, axis, descending, stable, out, /):
    return _implicit((x,)).argsort(x, axis, descending, stable, out)


def sort(x, /, *, axis=_DEFAULT, descending=_DEFAULT, stable=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.sort(x, axis, descending, stable, out)
        return _cell_sort[0](x, axis, descending, stable, out)
    except _Override:
        pass
    return _protocol(_API['sort'], (x,), {'axis': axis, 'descending': descending, 'stable': stable, 'out': out})
def _infer_sort(x, axis, descending, stable, out, /):
    return _implicit((x,)).sort(x, axis, descending, stable, out)


def sum(x, /, *, axis=_DEFAULT, dtype=_DEFAULT, keepdims=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.sum(x, axis, dtype, keepdims, out)
        return _cell_sum[0](x, axis, dtype, keepdims, out)
    except _Override:
        pass
    return _protocol(_API['sum'], (x,), {'axis': axis, 'dtype': dtype, 'keepdims': keepdims, 'out': out})
def _infer_sum(x, axis, dtype, keepdims, out, /):
    return _implicit((x,)).sum(x, axis, dtype, keepdims, out)


def prod(x, /, *, axis=_DEFAULT, dtype=_DEFAULT, keepdims=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.prod(x, axis, dtype, keepdims, out)
        return _cell_prod[0](x, axis, dtype, keepdims, out)
    except _Override:
        pass
    return _protocol(_API['prod'], (x,), {'axis': axis, 'dtype': dtype, 'keepdims': keepdims, 'out': out})
def _infer_prod(x, axis, dtype, keepdims, out, /):
    return _implicit((x,)).prod(x, axis, dtype, keepdims, out)


def mean(x, /, *, axis=_DEFAULT, keepdims=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.mean(x, axis, keepdims, out)
        return _cell_mean[0](x, axis, keepdims, out)
    except _Override:
        pass
    return _protocol(_API['mean'], (x,), {'axis': axis, 'keepdims': keepdims, 'out': out})
def _infer_mean(x, axis, keepdims, out, /):
    return _implicit((x,)).mean(x, axis, keepdims, out)


def var(x, /, *, axis=_DEFAULT, correction=_DEFAULT, keepdims=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.var(x, axis, correction, keepdims, out)
        return _cell_var[0](x, axis, correction, keepdims, out)
    except _Override:
        pass
    return _protocol(_API['var'], (x,), {'axis': axis, 'correction': correction, 'keepdims': keepdims, 'out': out})
def _infer_var(x, axis, correction, keepdims, out, /):
    return _implicit((x,)).var(x, axis, correction, keepdims, out)


def max(x, /, *, axis=_DEFAULT, keepdims=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.max(x, axis, keepdims, out)
        return _cell_max[0](x, axis, keepdims, out)
    except _Override:
        pass
    return _protocol(_API['max'], (x,), {'axis': axis, 'keepdims': keepdims, 'out': out})
def _infer_max(x, axis, keepdims, out, /):
    return _implicit((x,)).max(x, axis, keepdims, out)


def min(x, /, *, axis=_DEFAULT, keepdims=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.min(x, axis, keepdims, out)
        return _cell_min[0](x, axis, keepdims, out)
    except _Override:
        pass
    return _protocol(_API['min'], (x,), {'axis': axis, 'keepdims': keepdims, 'out': out})
def _infer_min(x, axis, keepdims, out, /):
    return _implicit((x,)).min(x, axis, keepdims, out)


def std(x, /, *, axis=_DEFAULT, correction=_DEFAULT, keepdims=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.std(x, axis, correction, keepdims, out)
        return _cell_std[0](x, axis, correction, keepdims, out)
    except _Override:
        pass
    return _protocol(_API['std'], (x,), {'axis': axis, 'correction': correction, 'keepdims': keepdims, 'out': out})
def _infer_std(x, axis, correction, keepdims, out, /):
    return _implicit((x,)).std(x, axis, correction, keepdims, out)


def cumulative_sum(x, /, *, axis=_DEFAULT, dtype=_DEFAULT, include_initial=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.cumulative_sum(x, axis, dtype, include_initial, out)
        return _cell_cumulative_sum[0](x, axis, dtype, include_initial, out)
    except _Override:
        pass
    return _protocol(_API['cumulative_sum'], (x,), {'axis': axis, 'dtype': dtype, 'include_initial': include_initial, 'out': out})
def _infer_cumulative_sum(x, axis, dtype, include_initial, out, /):
    return _implicit((x,)).cumulative_sum(x, axis, dtype, include_initial, out)


def cumulative_prod(x, /, *, axis=_DEFAULT, dtype=_DEFAULT, include_initial=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.cumulative_prod(x, axis, dtype, include_initial, out)
        return _cell_cumulative_prod[0](x, axis, dtype, include_initial, out)
    except _Override:
        pass
    return _protocol(_API['cumulative_prod'], (x,), {'axis': axis, 'dtype': dtype, 'include_initial': include_initial, 'out': out})
def _infer_cumulative_prod(x, axis, dtype, include_initial, out, /):
    return _implicit((x,)).cumulative_prod(x, axis, dtype, include_initial, out)


def cumsum(x, axis=_DEFAULT, exclusive=_DEFAULT, reverse=_DEFAULT, *, dtype=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.cumsum(x, axis, exclusive, reverse, dtype, out)
        return _cell_cumsum[0](x, axis, exclusive, reverse, dtype, out)
    except _Override:
        pass
    return _protocol(_API['cumsum'], (x, axis, exclusive, reverse), {'dtype': dtype, 'out': out})
def _infer_cumsum(x, axis, exclusive, reverse, dtype, out, /):
    return _implicit((x,)).cumsum(x, axis, exclusive, reverse, dtype, out)


def all(x, /, *, axis=_DEFAULT, keepdims=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.all(x, axis, keepdims, out)
        return _cell_all[0](x, axis, keepdims, out)
    except _Override:
        pass
    return _protocol(_API['all'], (x,), {'axis': axis, 'keepdims': keepdims, 'out': out})
def _infer_all(x, axis, keepdims, out, /):
    return _implicit((x,)).all(x, axis, keepdims, out)


def any(x, /, *, axis=_DEFAULT, keepdims=_DEFAULT, out=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.any(x, axis, keepdims, out)
        return _cell_any[0](x, axis, keepdims, out)
    except _Override:
        pass
    return _protocol(_API['any'], (x,), {'axis': axis, 'keepdims': keepdims, 'out': out})
def _infer_any(x, axis, keepdims, out, /):
    return _implicit((x,)).any(x, axis, keepdims, out)


def diff(x, /, *, axis=_DEFAULT, n=_DEFAULT, prepend=_DEFAULT, append=_DEFAULT):
    try:
        if _g.local_users:
            b = _lget()
            if b is not None:
                return b.table.diff(x, axis, n, prepend, append)
        return _cell_diff[0](x, axis, n, prepend, append)
    except _Override:
        pass
    return _protocol(_API['diff'], (x,), {'axis': axis, 'n': n, 'prepend': prepend, 'append': append})
def _infer_diff(x, axis, n, prepend, append, /):
    return _implicit((x, prepend, append)).diff(x, axis, n, prepend, append)
