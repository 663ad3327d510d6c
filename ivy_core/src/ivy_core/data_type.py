"""Dtype functions: promotion, casting, defaults and dtype queries.

Everything but :func:`astype` is pure Python and works with no backend.
"""

from __future__ import annotations

from ._arrays._array import Array, _wrap
from ._backends import _calls, _memory
from ._base import _state
from ._base._errors import ArgumentTypeError, ArgumentValueError
from ._base._state import calls
from ._dispatch._convert import make_promoter
from ._dtype import _dtypes, _modes, _promotion
from ._dtype._dtypes import Dtype
from ._dtype._promotion import PYTHON_SCALARS
from ._plugins import _registry
from ._select._handler import current_backend
from ._spec._api import flag_arg, primary

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

    from ._arrays._typing import ArrayLike, DeviceLike, DtypeLike

__all__ = [
    "astype", "dtype", "as_ivy_dtype", "as_native_dtype",
    "promote_types", "result_type", "can_cast",
    "promote_types_of_inputs", "type_promote_arrays",
    "is_bool_dtype", "is_int_dtype", "is_uint_dtype", "is_float_dtype", "is_complex_dtype",
    "default_dtype", "default_int_dtype", "default_uint_dtype", "default_float_dtype",
    "default_complex_dtype", "set_default_dtype", "set_default_int_dtype",
    "set_default_uint_dtype", "set_default_float_dtype", "set_default_complex_dtype",
    "unset_default_dtype", "unset_default_int_dtype", "unset_default_uint_dtype",
    "unset_default_float_dtype", "unset_default_complex_dtype", "using_default_dtypes",
    "precise_mode", "set_precise_mode", "using_precise_mode",
    "promotion_mode", "set_promotion_mode", "current_promotion_mode",
    "finfo", "iinfo", "isdtype",
]  # fmt: skip


def _astype_args(where: str, x: Any, dtype: Any, copy: Any, device: Any) -> tuple[Any, ...]:
    # dtype is required: None would give each framework's own default.
    if dtype is None:
        raise ArgumentTypeError(f"{where}: dtype must be a dtype, got None")
    _dtypes.refuse_complex_to_real(where, _memory.dtype_of(x.dtype), _memory.dtype_of(dtype))
    return x, dtype, flag_arg(where, "copy", copy), device


@primary(arrays=("x",), dtype="given", normalize=_astype_args)
def astype(
    x: ArrayLike, dtype: DtypeLike, /, *, copy: bool = True, device: DeviceLike | None = None
) -> Array:
    """Cast ``x`` to another dtype.

    Float to integer truncates toward zero; to bool, nonzero is True.

    Args:
        x: The array to cast.
        dtype: The target dtype (an ivy_core dtype, its name or a native dtype).
        copy: True (default) always returns a new array; False returns ``x``'s
            data when ``dtype`` is already its dtype.
        device: Device of the result; the device of ``x`` when None.

    Returns:
        An array of the shape of ``x`` and of ``dtype``.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.astype(ivy.asarray([1.7, -1.7]), "int32").tolist()
        [1, -1]
        >>> ivy.astype(ivy.asarray([0, 2]), ivy.bool).tolist()
        [False, True]
    """
    return calls.astype(x, dtype, copy, device)


# --- dtype of things -----------------------------------------------------------


def _array_dtype(x: Any) -> Dtype | None:
    data = x._data if isinstance(x, Array) else x
    b = _state.backend_of_type(type(data))
    if b is None:
        return None
    return b.from_native[data.dtype]


def dtype(x: Any, *, as_native: bool = False) -> Any:
    """Return the dtype of an array.

    Args:
        x: An Array or a native array of an installed backend.
        as_native: Return the backend's native dtype instead of the ivy_core one.

    Returns:
        The ivy_core Dtype of ``x``, or its native dtype with ``as_native``.

    Raises:
        TypeError: ``x`` is not an array.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.dtype(ivy.asarray([1, 2]))
        ivy_core.int32
        >>> ivy.dtype(ivy.asarray([1, 2]), as_native=True)
        dtype('int32')
    """
    d = _array_dtype(x)
    if d is None:
        raise ArgumentTypeError(f"ivy_core.dtype: {type(x).__name__} is not an array; pass an Array or native array")
    return as_native_dtype(d) if as_native is not False and flag_arg("ivy_core.dtype", "as_native", as_native) else d


def as_ivy_dtype(d: Any) -> Dtype:
    """Convert a dtype in any spelling to an ivy_core Dtype.

    Args:
        d: An ivy_core dtype, its name, a native dtype of any loaded backend, or
            one of the Python types ``bool``, ``int``, ``float``, ``complex``
            (the last three give the current default of their kind).

    Returns:
        The matching ivy_core Dtype.

    Raises:
        TypeError: ``d`` is an unknown name, a number, or not a dtype of any
            loaded backend.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.as_ivy_dtype(ivy.as_native_dtype("int16")), ivy.as_ivy_dtype(float)
        (ivy_core.int16, ivy_core.float32)
    """
    return dtype_named(d, "ivy_core.as_ivy_dtype")


def dtype_named(d: Any, where: str) -> Dtype:
    """:func:`as_ivy_dtype` for the function ``where`` (named in its errors)."""
    if isinstance(d, str):
        return _dtypes.as_dtype(d, where=where)
    # Identity, not ==: numpy and jax dtypes compare equal to Python types.
    if d is bool:
        return _dtypes.bool_
    if d is int:
        return default_int_dtype()
    if d is float:
        return default_float_dtype()
    if d is complex:
        return default_complex_dtype()
    if type(d) in (int, float, bool, complex):
        # Frameworks read some numbers as dtype codes (TensorFlow: 3 is int32).
        raise ArgumentTypeError(f"{where}: dtype={d!r} is a number, not a dtype")
    if d is None:  # NumPy reads None as float64
        raise ArgumentTypeError(f"{where}: None is not a dtype; pass a dtype such as ivy_core.float32")
    for b in list(_registry.loaded().values()):
        try:
            return b.from_native[b.native_dtype(d, where)]
        except (TypeError, KeyError):
            continue
    raise ArgumentTypeError(f"{where}: {d!r} is not a dtype of any loaded backend; pass a dtype such as ivy_core.float32")


def as_native_dtype(d: DtypeLike) -> Any:
    """Convert a dtype to the native dtype of the current backend.

    Args:
        d: An ivy_core dtype, its name or a native dtype.

    Returns:
        The native dtype object of the backend in force (NumPy by default).

    Raises:
        TypeError: ``d`` is not a known dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.as_native_dtype("int16")
        dtype('int16')
    """
    return current_backend().native_dtype(d, "ivy_core.as_native_dtype")


def _dtype_arg(v: Any, where: str) -> Dtype:
    if isinstance(v, str):
        return _dtypes.as_dtype(v, where=where)
    d = _array_dtype(v)
    if d is not None:
        return d
    return dtype_named(v, where)


# --- promotion -------------------------------------------------------------------


def promote_types(type1: DtypeLike, type2: DtypeLike, /) -> Dtype:
    """Return the dtype two dtypes promote to under the ivy_core table.

    The table is the Array API standard's plus Ivy's mixed-kind entries; in
    precise mode (the default) an integer/float pair gives a float wide enough
    to hold the integers exactly.

    Args:
        type1: A dtype (or its name, a native dtype, or an array of it).
        type2: The other dtype, in the same forms.

    Returns:
        The promoted ivy_core Dtype.

    Raises:
        TypeError: an argument is not a dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.promote_types("int32", "float32")   # precise mode keeps int32 values
        ivy_core.float64
        >>> ivy.promote_types("int8", "uint8")
        ivy_core.int16
    """
    a = _dtype_arg(type1, "ivy_core.promote_types")
    b = _dtype_arg(type2, "ivy_core.promote_types")
    return _promotion.promote_pair(a, b)


def result_type(*arrays_and_dtypes: Any, mode: str | None = None) -> Dtype:
    """Return the dtype an operation on the given arguments produces.

    Arrays and dtypes promote by the table (see :func:`promote_types`); Python
    scalars then join by the scalar rule: a scalar whose kind the dtype can
    hold takes that dtype, a float with an integer dtype gives the default
    float dtype. Scalars alone give the default dtype of their kind.

    With ``mode`` (or under a :class:`promotion_mode` block) a framework's
    rules answer instead, reading each argument's rank as that framework
    does: a dtype or an n-d array, a 0-d array, a Python scalar.

    Args:
        *arrays_and_dtypes: Arrays, dtypes (or names) and Python scalars.
        mode: ``"ivy_core"``, ``"torch"``, ``"numpy"``, ``"jax"`` or
            ``"jax_x64"``; None: the mode in force.

    Returns:
        The resulting ivy_core Dtype.

    Raises:
        ValueError: no argument is given, or an unknown mode.
        PromotionError: the framework refuses the combination.
        OverflowError: a Python int does not fit the result (NumPy, JAX).

    Example:
        >>> import ivy_core as ivy
        >>> x = ivy.asarray([1], dtype="int8")
        >>> ivy.result_type(x, "int16"), ivy.result_type(x, 1.5)
        (ivy_core.int16, ivy_core.float32)
        >>> ivy.result_type("bfloat16", 0.5, mode="torch")
        ivy_core.bfloat16
        >>> ivy.result_type(ivy.asarray(1, dtype="int32"), 5, mode="torch")
        ivy_core.int32
        >>> ivy.result_type("int8", 1.0, mode="numpy")
        ivy_core.float64
    """
    where = "ivy_core.result_type"
    mode = _modes.current() if mode is None else _modes.check_mode(mode, where)
    if mode != _modes.DEFAULT:
        return _dtypes.as_dtype(_modes.result_type(mode, arrays_and_dtypes, _operand_of, where))
    dtypes = [_dtype_arg(v, where) for v in arrays_and_dtypes if type(v) not in PYTHON_SCALARS]
    scalars = [v for v in arrays_and_dtypes if type(v) in PYTHON_SCALARS]
    if not dtypes:
        if not scalars:
            raise ArgumentValueError(f"{where}: at least one array, dtype or scalar is required")
        return _promotion.dtype_of_scalars(scalars)
    result = _promotion.promote_many(dtypes, where=where)
    for s in scalars:
        result = _promotion.dtype_with_scalar(result, type(s))
    return result


def _operand_of(v: Any) -> tuple[int, str, None]:
    """A dtype or an array as the promotion rules read it (``_rules``)."""
    dtype = _dtype_arg(v, "ivy_core.result_type")
    data = v._data if isinstance(v, Array) else v
    shape = getattr(data, "shape", None)
    if isinstance(v, str) or shape is None or len(shape):
        return (_promotion.ND, dtype, None)
    b = _state.backend_of_type(type(data))
    weak = b is not None and b.runtime_is_weak is not None and b.runtime_is_weak(data)
    return (_promotion.WEAK if weak else _promotion.ZERO_D, dtype, None)


def can_cast(from_: Any, to: DtypeLike, /) -> bool:
    """Tell whether a dtype converts to another without losing values.

    True when the dtype of ``from_`` is ``to``, or promotes with ``to`` to
    ``to`` by the promotion table.

    Args:
        from_: A dtype (or its name, a native dtype) or an array.
        to: The target dtype.

    Returns:
        A Python bool.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.can_cast("int8", "int32"), ivy.can_cast("int32", "int8")
        (True, False)
        >>> ivy.can_cast("int32", "float32")   # float32 cannot hold every int32
        False
    """
    a = _dtype_arg(from_, "ivy_core.can_cast")
    b = _dtypes.as_dtype(to, where="ivy_core.can_cast") if isinstance(to, str) else as_ivy_dtype(to)
    return a == b or _promotion.closed_table().get((a, b)) == b


def promote_types_of_inputs(x1: Any, x2: Any, /) -> tuple[Array, Array]:
    """Convert two inputs to Arrays of their common dtype.

    Args:
        x1: An array or a Python scalar.
        x2: An array or a Python scalar.

    Returns:
        A pair of Arrays with the values of ``x1`` and ``x2``, both of the dtype
        the promotion rules give (arrays by the table, scalars by the scalar rule).

    Example:
        >>> import ivy_core as ivy
        >>> a, b = ivy.promote_types_of_inputs(ivy.asarray([1]), 2.5)
        >>> a.tolist(), b.tolist(), a.dtype
        ([1.0], 2.5, ivy_core.float32)
    """
    b = current_backend(x1, x2)
    a1, a2 = make_promoter(b, "ivy_core.promote_types_of_inputs", ("x1", "x2"))(x1, x2)
    return _wrap(a1), _wrap(a2)


def type_promote_arrays(x1: ArrayLike, x2: ArrayLike, /) -> tuple[Array, Array]:
    """Cast two arrays to their common dtype.

    Args:
        x1: An array.
        x2: An array.

    Returns:
        A pair of Arrays with the values of ``x1`` and ``x2``, both of the dtype
        they promote to.

    Raises:
        TypeError: an argument is not an array (use
            :func:`promote_types_of_inputs` for scalars).

    Example:
        >>> import ivy_core as ivy
        >>> a, b = ivy.type_promote_arrays(ivy.asarray([1]), ivy.asarray([2.5]))
        >>> a.dtype, b.dtype
        (ivy_core.float64, ivy_core.float64)
    """
    for name, v in (("x1", x1), ("x2", x2)):
        if _array_dtype(v) is None:
            raise ArgumentTypeError(f"ivy_core.type_promote_arrays: {name} must be an array, got {type(v).__name__}")
    return promote_types_of_inputs(x1, x2)


# --- dtype kinds -------------------------------------------------------------------


def _kind_of(v: Any) -> str:
    if type(v) in PYTHON_SCALARS:
        return {bool: "bool", int: "signed", float: "float", complex: "complex"}[type(v)]
    return _dtype_arg(v, "ivy_core.is_*_dtype").kind


def is_bool_dtype(x: Any, /) -> bool:
    """Tell whether ``x`` is of the boolean dtype.

    Args:
        x: A dtype (or its name, a native dtype), an array, or a Python scalar
            (judged by its type: ``bool``, ``int``, ``float``, ``complex``).

    Returns:
        A Python bool.

    Raises:
        TypeError: ``x`` is none of these.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.is_bool_dtype(ivy.asarray([True])), ivy.is_bool_dtype("int8")
        (True, False)
    """
    return _kind_of(x) == "bool"


def is_int_dtype(x: Any, /) -> bool:
    """Tell whether ``x`` is of a signed or unsigned integer dtype (not bool).

    Args:
        x: A dtype (or its name, a native dtype), an array, or a Python scalar
            (judged by its type: ``bool``, ``int``, ``float``, ``complex``).

    Returns:
        A Python bool.

    Raises:
        TypeError: ``x`` is none of these.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.is_int_dtype("uint8"), ivy.is_int_dtype(3), ivy.is_int_dtype(True)
        (True, True, False)
    """
    return _kind_of(x) in ("signed", "unsigned")


def is_uint_dtype(x: Any, /) -> bool:
    """Tell whether ``x`` is of an unsigned integer dtype (a Python int is not).

    Args:
        x: A dtype (or its name, a native dtype), an array, or a Python scalar
            (judged by its type: ``bool``, ``int``, ``float``, ``complex``).

    Returns:
        A Python bool.

    Raises:
        TypeError: ``x`` is none of these.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.is_uint_dtype("uint8"), ivy.is_uint_dtype(3)
        (True, False)
    """
    return _kind_of(x) == "unsigned"


def is_float_dtype(x: Any, /) -> bool:
    """Tell whether ``x`` is of a real floating dtype (bfloat16 and float16 included).

    Args:
        x: A dtype (or its name, a native dtype), an array, or a Python scalar
            (judged by its type: ``bool``, ``int``, ``float``, ``complex``).

    Returns:
        A Python bool.

    Raises:
        TypeError: ``x`` is none of these.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.is_float_dtype("bfloat16"), ivy.is_float_dtype("complex64")
        (True, False)
    """
    return _kind_of(x) == "float"


def is_complex_dtype(x: Any, /) -> bool:
    """Tell whether ``x`` is of a complex dtype.

    Args:
        x: A dtype (or its name, a native dtype), an array, or a Python scalar
            (judged by its type: ``bool``, ``int``, ``float``, ``complex``).

    Returns:
        A Python bool.

    Raises:
        TypeError: ``x`` is none of these.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.is_complex_dtype(1j), ivy.is_complex_dtype(ivy.asarray([1.0]))
        (True, False)
    """
    return _kind_of(x) == "complex"


# --- defaults ------------------------------------------------------------------------


def default_int_dtype() -> Dtype:
    """Return the default signed integer dtype (int32 unless set).

    Python ints, integer ranges and index results take this dtype.

    Returns:
        The ivy_core Dtype currently in force for the thread or task.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.default_int_dtype()
        ivy_core.int32
    """
    return _dtypes.get_default("int")


def default_uint_dtype() -> Dtype:
    """Return the default unsigned integer dtype (uint32 unless set).

    Returns:
        The ivy_core Dtype currently in force for the thread or task.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.default_uint_dtype()
        ivy_core.uint32
    """
    return _dtypes.get_default("uint")


def default_float_dtype() -> Dtype:
    """Return the default real floating dtype (float32 unless set).

    Python floats, creation functions without a dtype and integer input to
    float functions (e.g. :func:`mean`) use it.

    Returns:
        The ivy_core Dtype currently in force for the thread or task.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.default_float_dtype()
        ivy_core.float32
    """
    return _dtypes.get_default("float")


def default_complex_dtype() -> Dtype:
    """Return the default complex dtype (complex64 unless set).

    Returns:
        The ivy_core Dtype currently in force for the thread or task.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.default_complex_dtype()
        ivy_core.complex64
    """
    return _dtypes.get_default("complex")


def default_dtype(*, dtype: DtypeLike | None = None, item: Any = None, as_native: bool = False) -> Any:
    """Return the dtype a function should use, by seed 000's inference steps.

    In order: ``dtype`` if given; else the dtype of ``item`` if it is an array;
    else, for a Python scalar or a nested sequence of scalars and arrays, the
    arrays promoted by the table and the scalars joined by the scalar rule
    (scalars alone: the default dtype of their kind); else the default float dtype.

    Args:
        dtype: An explicit dtype, returned as an ivy_core Dtype.
        item: An array, Python scalar or nested list/tuple to infer from.
        as_native: Return the current backend's native dtype instead.

    Returns:
        An ivy_core Dtype (or native dtype with ``as_native``).

    Raises:
        TypeError: ``item`` holds something that is neither a scalar nor an array.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.default_dtype(), ivy.default_dtype(item=[1, 2]), ivy.default_dtype(item=[1, 2.5])
        (ivy_core.float32, ivy_core.int32, ivy_core.float32)
    """
    d: Dtype | None
    if dtype is not None:
        d = _dtype_arg(dtype, "ivy_core.default_dtype")
    elif item is None:
        d = default_float_dtype()
    else:
        d = _array_dtype(item) if not isinstance(item, (list, tuple)) else None
        if d is None:
            arrays: list[Dtype] = []
            scalars: list[Any] = []
            _collect(item, arrays, scalars)
            d = _combine(arrays, scalars) if arrays or scalars else default_float_dtype()
    return as_native_dtype(d) if as_native is not False and flag_arg("ivy_core.default_dtype", "as_native", as_native) else d


def _collect(v: Any, arrays: list[Dtype], scalars: list[Any]) -> None:
    if type(v) in PYTHON_SCALARS:
        scalars.append(v)
    elif isinstance(v, (list, tuple)):
        for item in v:
            _collect(item, arrays, scalars)
    else:
        d = _array_dtype(v)
        if d is None:
            raise ArgumentTypeError(f"ivy_core.default_dtype: cannot infer a dtype from {type(v).__name__}")
        arrays.append(d)


def _combine(arrays: list[Dtype], scalars: list[Any]) -> Dtype:
    """Arrays promote by the table; scalars then join by the scalar rule."""
    if not arrays:
        return _promotion.dtype_of_scalars(scalars)
    result = _promotion.promote_many(arrays)
    for s in scalars:
        result = _promotion.dtype_with_scalar(result, type(s))
    return result


def set_default_int_dtype(dtype: DtypeLike, /) -> None:
    """Push ``dtype`` as the default int dtype for the whole process.

    Settings stack: :func:`unset_default_int_dtype` restores the one
    before. For one block only, in this thread or task, use
    :class:`using_default_dtypes`.

    Args:
        dtype: int8, int16, int32 or int64 (a Dtype, its name or a native dtype).

    Raises:
        TypeError: ``dtype`` is not a int dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.set_default_int_dtype("int64")
        >>> ivy.default_int_dtype()
        ivy_core.int64
        >>> ivy.unset_default_int_dtype()
        >>> ivy.default_int_dtype()
        ivy_core.int32
    """
    _dtypes.push_default("int", _dtype_arg(dtype, "ivy_core.set_default_int_dtype"))


def unset_default_int_dtype() -> None:
    """Pop the default int dtype set last by :func:`set_default_int_dtype`
    (nothing happens when none is left); see its example."""
    _dtypes.pop_default("int")


def set_default_uint_dtype(dtype: DtypeLike, /) -> None:
    """Push ``dtype`` as the default uint dtype for the whole process.

    Settings stack: :func:`unset_default_uint_dtype` restores the one
    before. For one block only, in this thread or task, use
    :class:`using_default_dtypes`.

    Args:
        dtype: uint8, uint16, uint32 or uint64 (a Dtype, its name or a native dtype).

    Raises:
        TypeError: ``dtype`` is not a uint dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.set_default_uint_dtype("uint8")
        >>> ivy.default_uint_dtype()
        ivy_core.uint8
        >>> ivy.unset_default_uint_dtype()
        >>> ivy.default_uint_dtype()
        ivy_core.uint32
    """
    _dtypes.push_default("uint", _dtype_arg(dtype, "ivy_core.set_default_uint_dtype"))


def unset_default_uint_dtype() -> None:
    """Pop the default uint dtype set last by :func:`set_default_uint_dtype`
    (nothing happens when none is left); see its example."""
    _dtypes.pop_default("uint")


def set_default_float_dtype(dtype: DtypeLike, /) -> None:
    """Push ``dtype`` as the default float dtype for the whole process.

    Settings stack: :func:`unset_default_float_dtype` restores the one
    before. For one block only, in this thread or task, use
    :class:`using_default_dtypes`.

    Args:
        dtype: bfloat16, float16, float32 or float64 (a Dtype, its name or a native dtype).

    Raises:
        TypeError: ``dtype`` is not a float dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.set_default_float_dtype("float64")
        >>> ivy.default_float_dtype()
        ivy_core.float64
        >>> ivy.unset_default_float_dtype()
        >>> ivy.default_float_dtype()
        ivy_core.float32
    """
    _dtypes.push_default("float", _dtype_arg(dtype, "ivy_core.set_default_float_dtype"))


def unset_default_float_dtype() -> None:
    """Pop the default float dtype set last by :func:`set_default_float_dtype`
    (nothing happens when none is left); see its example."""
    _dtypes.pop_default("float")


def set_default_complex_dtype(dtype: DtypeLike, /) -> None:
    """Push ``dtype`` as the default complex dtype for the whole process.

    Settings stack: :func:`unset_default_complex_dtype` restores the one
    before. For one block only, in this thread or task, use
    :class:`using_default_dtypes`.

    Args:
        dtype: complex64 or complex128 (a Dtype, its name or a native dtype).

    Raises:
        TypeError: ``dtype`` is not a complex dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.set_default_complex_dtype("complex128")
        >>> ivy.default_complex_dtype()
        ivy_core.complex128
        >>> ivy.unset_default_complex_dtype()
        >>> ivy.default_complex_dtype()
        ivy_core.complex64
    """
    _dtypes.push_default("complex", _dtype_arg(dtype, "ivy_core.set_default_complex_dtype"))


def unset_default_complex_dtype() -> None:
    """Pop the default complex dtype set last by :func:`set_default_complex_dtype`
    (nothing happens when none is left); see its example."""
    _dtypes.pop_default("complex")


_KIND_OF_DEFAULT = {"signed": "int", "unsigned": "uint", "float": "float", "complex": "complex"}


def set_default_dtype(dtype: DtypeLike, /) -> None:
    """Push ``dtype`` as the default dtype of its kind (int, uint, float or complex).

    The setting is global; undo it with :func:`unset_default_dtype`. Settings
    stack: each unset restores the one before.

    Args:
        dtype: A numeric dtype (or its name, a native dtype).

    Raises:
        TypeError: ``dtype`` is bool (which has no default) or not a dtype.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.set_default_dtype("float64")
        >>> ivy.zeros(2).dtype
        ivy_core.float64
        >>> ivy.unset_default_dtype()
        >>> ivy.zeros(2).dtype
        ivy_core.float32
    """
    d = _dtype_arg(dtype, "ivy_core.set_default_dtype")
    if d.kind not in _KIND_OF_DEFAULT:
        raise ArgumentTypeError("ivy_core.set_default_dtype: bool has no default; pass a numeric dtype")
    kind = _KIND_OF_DEFAULT[d.kind]
    _dtypes.push_default(kind, d)
    _state.default_dtype_order.append(kind)


def unset_default_dtype() -> None:
    """Undo the last :func:`set_default_dtype`, restoring the previous default of that kind.

    Does nothing when no :func:`set_default_dtype` is left to undo.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.set_default_dtype("int64")
        >>> ivy.default_int_dtype()
        ivy_core.int64
        >>> ivy.unset_default_dtype()
        >>> ivy.default_int_dtype()
        ivy_core.int32
    """
    if _state.default_dtype_order:
        _dtypes.pop_default(_state.default_dtype_order.pop())


class using_default_dtypes:
    """Context manager setting default dtypes inside a ``with`` block.

    The setting applies to the current thread or async task only and is
    restored on leaving the block; kinds not given keep their default.

    Args:
        int: The default signed integer dtype inside the block.
        uint: The default unsigned integer dtype.
        float: The default real floating dtype.
        complex: The default complex dtype.

    Raises:
        TypeError: a dtype is not of the kind it is given for.

    Example:
        >>> import ivy_core as ivy
        >>> with ivy.using_default_dtypes(int="int64", float="float64"):
        ...     ivy.asarray([1]).dtype, ivy.default_float_dtype()
        (ivy_core.int64, ivy_core.float64)
        >>> ivy.default_float_dtype()
        ivy_core.float32
    """

    __slots__ = ("_dtypes",)

    def __init__(
        self, *, int: DtypeLike | None = None, uint: DtypeLike | None = None,
        float: DtypeLike | None = None, complex: DtypeLike | None = None,
    ) -> None:  # fmt: skip
        given = (("int", int), ("uint", uint), ("float", float), ("complex", complex))
        where = "ivy_core.using_default_dtypes"
        self._dtypes = {k: _dtypes.check_default(k, d, where) for k, d in given if d is not None}

    def __enter__(self) -> None:
        setting = _state.default_dtypes
        current = setting.local()
        current = {} if current is _state._UNSET else current
        setting.enter(self, {**current, **self._dtypes})

    def __exit__(self, *exc: object) -> None:
        _state.default_dtypes.exit(self)


def precise_mode() -> bool:
    """Tell whether precise mode is on (it is by default).

    In precise mode an integer/float pair promotes to a float wide enough to
    hold the integers exactly (int32 + float32 -> float64); without it, to the
    float dtype of the pair (int32 + float32 -> float32).

    Returns:
        A Python bool.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.precise_mode()
        True
    """
    return _promotion.precise_mode()


def set_precise_mode(on: bool, /) -> None:
    """Turn precise mode on or off for the whole process.

    See :func:`precise_mode`; :class:`using_precise_mode` limits the change to
    a block.

    Args:
        on: True for precise promotion, False for the narrower one.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.set_precise_mode(False)
        >>> ivy.promote_types("int32", "float32")
        ivy_core.float32
        >>> ivy.set_precise_mode(True)
        >>> ivy.promote_types("int32", "float32")
        ivy_core.float64
    """
    _promotion.set_precise_mode(flag_arg("ivy_core.set_precise_mode", "on", on))


class using_precise_mode:
    """Context manager turning precise mode on or off inside a ``with`` block.

    The setting applies to the current thread or async task only and is
    restored on leaving the block (see :func:`precise_mode`).

    Args:
        on: True for precise promotion, False for the narrower one.

    Example:
        >>> import ivy_core as ivy
        >>> with ivy.using_precise_mode(False):
        ...     ivy.promote_types("int32", "float32")
        ivy_core.float32
    """

    __slots__ = ("_on",)

    def __init__(self, on: bool, /) -> None:
        self._on = flag_arg("ivy_core.using_precise_mode", "on", on)

    def __enter__(self) -> None:
        _state.precise.enter(self, self._on)

    def __exit__(self, *exc: object) -> None:
        _state.precise.exit(self)


# --- promotion modes -------------------------------------------------------------


def current_promotion_mode() -> str:
    """Name the promotion mode in force here.

    Returns:
        ``"ivy_core"`` (the default: ivy_core's table, the same on every
        backend) or a framework's mode (see :class:`promotion_mode`).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.current_promotion_mode()
        'ivy_core'
    """
    return _modes.current()


def set_promotion_mode(mode: str, /) -> None:
    """Set the promotion mode for the whole process.

    See :class:`promotion_mode`, which limits the change to a block.

    Args:
        mode: ``"ivy_core"``, ``"torch"``, ``"numpy"``, ``"jax"`` or ``"jax_x64"``.

    Raises:
        ValueError: an unknown mode.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.set_promotion_mode("numpy")
        >>> (ivy.asarray([1], dtype="int8") + 1.5).dtype
        ivy_core.float64
        >>> ivy.set_promotion_mode("ivy_core")
    """
    checked = _modes.check_mode(mode, "ivy_core.set_promotion_mode")
    _prepare(checked)
    with _state._lock:
        _state.promotion.value = checked
        _calls.repoint()


def _prepare(mode: str) -> None:
    """Build the mode's entries of every loaded backend now, not on a first
    call that a compiler may be tracing (``torch.compile`` cannot trace the
    building)."""
    if not _state.is_tracing():
        for b in list(_state.loaded.values()):
            b.entries_in(mode)


class promotion_mode:
    """Follow a framework's result dtypes and errors inside a ``with`` block.

    Every function that promotes (the elementwise functions, ``where``,
    ``concat``/``stack``, ``sum``/``prod``/``mean``, the float functions,
    ``matmul``, ``argmax``/``argmin``'s index dtype, in-place operators and
    ``out=``) gives the dtype the framework gives,
    on whatever backend runs it, reading the operands' ranks as it does
    (an n-d array, a 0-d array, a Python scalar, a JAX weakly-typed value),
    and raises where it raises. The setting applies to the current thread or
    async task only; :func:`set_promotion_mode` sets it for the process.

    Modes: ``"ivy_core"`` (the default), ``"torch"`` (seed 002's rules),
    ``"numpy"`` (NumPy 2, NEP 50), ``"jax"`` (JAX's lattice, 64-bit dtypes
    off, as JAX starts) and ``"jax_x64"`` (``jax_enable_x64`` on).

    Args:
        mode: The mode's name.

    Raises:
        ValueError: an unknown mode.

    Example:
        >>> import ivy_core as ivy
        >>> x = ivy.asarray([1, 2], dtype="bfloat16")
        >>> with ivy.promotion_mode("torch"):
        ...     (x * 0.5).dtype, (ivy.asarray(3, dtype="int32") + 5).dtype
        (ivy_core.bfloat16, ivy_core.int32)
        >>> with ivy.promotion_mode("numpy"):
        ...     ivy.asarray([1], dtype="int8") + 300
        Traceback (most recent call last):
        ...
        OverflowError: ivy_core.add (backend 'numpy', promotion mode 'numpy'): the Python int 300 is out of bounds for int8
    """

    __slots__ = ("_mode",)

    def __init__(self, mode: str, /) -> None:
        self._mode = _modes.check_mode(mode, "ivy_core.promotion_mode")

    def __enter__(self) -> None:
        _prepare(self._mode)
        with _state._lock:
            first = not _state.promotion.overrides
            _state.promotion.enter(self, self._mode)
            if first:
                _calls.repoint()

    def __exit__(self, *exc: object) -> None:
        with _state._lock:
            _state.promotion.exit(self)
            if not _state.promotion.overrides:
                _calls.repoint()


# --- dtype information (pure Python: the same answer under every backend) -----------

#: Real floating dtype -> (significand bits without the implicit one, largest exponent).
_FLOAT_FORMAT = {"bfloat16": (7, 127), "float16": (10, 15), "float32": (23, 127), "float64": (52, 1023)}


class finfo_object:
    """Machine limits of a floating dtype (what :func:`finfo` returns)."""

    __slots__ = ("bits", "eps", "max", "min", "smallest_normal", "dtype")

    bits: int
    eps: float
    max: float
    min: float
    smallest_normal: float
    dtype: Dtype

    def __init__(self, dtype: Dtype) -> None:
        mantissa, emax = _FLOAT_FORMAT[dtype]
        largest = (2.0 - 2.0**-mantissa) * 2.0**emax
        for name, value in (
            ("bits", dtype.bits),
            ("eps", 2.0**-mantissa),
            ("max", largest),
            ("min", -largest),
            ("smallest_normal", 2.0 ** (1 - emax)),
            ("dtype", dtype),
        ):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"ivy_core.finfo_object is read-only; cannot set {name!r}")

    def __repr__(self) -> str:
        return (
            f"finfo(dtype={self.dtype}, bits={self.bits}, eps={self.eps!r}, "
            f"max={self.max!r}, min={self.min!r}, smallest_normal={self.smallest_normal!r})"
        )


class iinfo_object:
    """Limits of an integer dtype (what :func:`iinfo` returns)."""

    __slots__ = ("bits", "max", "min", "dtype")

    bits: int
    max: int
    min: int
    dtype: Dtype

    def __init__(self, dtype: Dtype) -> None:
        bits = dtype.bits
        signed = dtype.kind == "signed"
        for name, value in (
            ("bits", bits),
            ("max", 2 ** (bits - 1) - 1 if signed else 2**bits - 1),
            ("min", -(2 ** (bits - 1)) if signed else 0),
            ("dtype", dtype),
        ):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"ivy_core.iinfo_object is read-only; cannot set {name!r}")

    def __repr__(self) -> str:
        return f"iinfo(dtype={self.dtype}, bits={self.bits}, max={self.max}, min={self.min})"


def _info_dtype(v: Any, where: str) -> Dtype:
    """``v`` (a dtype, its name, a native dtype or an array) as a Dtype. Python
    numbers are refused: some frameworks read an int as a dtype enum."""
    if type(v) in PYTHON_SCALARS:
        raise ArgumentTypeError(f"{where}: expected a dtype or an array, got the number {v!r}")
    return _dtype_arg(v, where)


def finfo(type: Any, /) -> finfo_object:
    """Return the machine limits of a floating dtype.

    For a complex dtype the limits are those of its real components.
    Computed from the IEEE formats, so every backend answers the same
    (bfloat16 included).

    Args:
        type: A real or complex floating dtype (an ivy_core dtype, its name or
            a native dtype) or an array of one.

    Returns:
        A read-only object with ``bits`` (int), ``eps``, ``max``, ``min``,
        ``smallest_normal`` (Python floats) and ``dtype`` (the real dtype).

    Raises:
        TypeError: ``type`` is not a floating dtype (e.g. an integer dtype or a
            Python number).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.finfo("float16").max
        65504.0
        >>> ivy.finfo("complex128").dtype
        ivy_core.float64
    """
    d = _info_dtype(type, "ivy_core.finfo")
    if d.kind == "complex":
        d = _dtypes.REAL_OF[d]
    if d.kind != "float":
        raise ArgumentTypeError(f"ivy_core.finfo: {d} is not a floating dtype; use ivy_core.iinfo for integer dtypes")
    return finfo_object(d)


def iinfo(type: Any, /) -> iinfo_object:
    """Return the limits of an integer dtype.

    Args:
        type: A signed or unsigned integer dtype (an ivy_core dtype, its name or
            a native dtype) or an array of one.

    Returns:
        A read-only object with ``bits``, ``max``, ``min`` (Python ints) and
        ``dtype``.

    Raises:
        TypeError: ``type`` is not an integer dtype (e.g. a floating dtype or a
            Python number).

    Example:
        >>> import ivy_core as ivy
        >>> ivy.iinfo("uint8").max
        255
        >>> ivy.iinfo("int8")
        iinfo(dtype=int8, bits=8, max=127, min=-128)
    """
    d = _info_dtype(type, "ivy_core.iinfo")
    if d.kind not in ("signed", "unsigned"):
        raise ArgumentTypeError(
            f"ivy_core.iinfo: {d} is not an integer dtype; use ivy_core.finfo for floating dtypes"
        )
    return iinfo_object(d)




def _matches_kind(d: Dtype, kind: Any) -> bool:
    if isinstance(kind, str) and type(kind) is not Dtype and kind in _dtypes.STANDARD_KINDS:
        return d.kind in _dtypes.STANDARD_KINDS[kind]
    if isinstance(kind, str) and kind not in _dtypes.DTYPE_NAMES:
        raise ArgumentValueError(
            f"ivy_core.isdtype: unknown kind {kind!r}; use a dtype or one of "
            f"{', '.join(repr(k) for k in _dtypes.STANDARD_KINDS)}"
        )
    try:
        other = _info_dtype(kind, "ivy_core.isdtype")
    except TypeError:
        raise ArgumentTypeError(
            f"ivy_core.isdtype: kind must be a dtype, a kind name or a tuple of them, got {kind!r}"
        ) from None
    return d == other


def isdtype(dtype: DtypeLike, kind: Any) -> bool:
    """Tell whether a dtype is of a given kind.

    Args:
        dtype: A dtype (an ivy_core dtype, its name or a native dtype; not an array).
        kind: A dtype (compared for equality), one of the kind names
            ``'bool'``, ``'signed integer'``, ``'unsigned integer'``,
            ``'integral'``, ``'real floating'`` (bfloat16 and float16 included),
            ``'complex floating'``, ``'numeric'``, or a tuple of these (any matches).

    Returns:
        A Python bool.

    Raises:
        ValueError: ``kind`` is an unknown kind name.
        TypeError: ``dtype`` is an array, or ``kind`` is neither a dtype, a kind
            name nor a tuple of them.

    Example:
        >>> import ivy_core as ivy
        >>> ivy.isdtype(ivy.float32, ("integral", "real floating"))
        True
        >>> ivy.isdtype(ivy.bool, "numeric")
        False
    """
    if _array_dtype(dtype) is not None:
        raise ArgumentTypeError("ivy_core.isdtype: dtype must be a dtype, not an array; pass x.dtype")
    d = _info_dtype(dtype, "ivy_core.isdtype")
    if isinstance(kind, tuple):  # every entry checked (a list, not any()'s first match)
        return any([_matches_kind(d, k) for k in kind])
    return _matches_kind(d, kind)
