"""Python's operators and the ivy_core API functions behind them: the one table
of this fact. The ``Array`` class builds its operator methods from it and the
introspection (``function_supported_dtypes`` of a function written with
operators) reads the operators of a syntax tree through it.

A leaf module: it imports nothing.
"""

from __future__ import annotations

__all__ = ["BINARY", "UNARY", "COMPARE", "FUNCTIONS", "FORMS", "DUNDERS", "AST_STEMS", "AST"]

#: Binary operators: dunder stem -> API function. Each stem gives three
#: methods: ``__add__`` (``x + y`` is ``add(x, y)``), the reflected
#: ``__radd__`` (``y + x`` with ``y`` not an Array is ``add(y, x)``) and the
#: in-place ``__iadd__`` (``x += y``).
BINARY = {
    "add": "add",
    "sub": "subtract",
    "mul": "multiply",
    "truediv": "divide",
    "floordiv": "floor_divide",
    "mod": "remainder",
    "pow": "pow",
    "matmul": "matmul",
    "and": "bitwise_and",
    "or": "bitwise_or",
    "xor": "bitwise_xor",
    "lshift": "bitwise_left_shift",
    "rshift": "bitwise_right_shift",
}

#: Unary operators: dunder stem -> API function (``-x``, ``+x``, ``abs(x)``, ``~x``).
UNARY = {
    "neg": "negative",
    "pos": "positive",
    "abs": "abs",
    "invert": "bitwise_invert",
}

#: Comparisons: dunder stem -> API function. Python reflects a comparison
#: itself (``1 < x`` is ``x > 1``), so there are no ``__r*__`` forms.
COMPARE = {
    "eq": "equal",
    "ne": "not_equal",
    "lt": "less",
    "le": "less_equal",
    "gt": "greater",
    "ge": "greater_equal",
}

# --- derived from the three tables above ---------------------------------------------

#: Every dunder stem -> API function.
FUNCTIONS = {**BINARY, **UNARY, **COMPARE}

#: Every operator method -> its form: ``"binary"`` (``f(self, other)``),
#: ``"reflected"`` (``f(other, self)``), ``"inplace"`` (``f(self, other)``
#: written back into ``self``), ``"unary"`` (``f(self)``) or ``"compare"``
#: (``f(self, other)``).
FORMS = {
    **{f"__{s}__": "binary" for s in BINARY},
    **{f"__r{s}__": "reflected" for s in BINARY},
    **{f"__i{s}__": "inplace" for s in BINARY},
    **{f"__{s}__": "unary" for s in UNARY},
    **{f"__{s}__": "compare" for s in COMPARE},
}

#: Every operator method -> the API function it calls (``"__rsub__"`` -> ``"subtract"``).
DUNDERS = {
    **{f"__{s}__": f for s, f in BINARY.items()},
    **{f"__r{s}__": f for s, f in BINARY.items()},
    **{f"__i{s}__": f for s, f in BINARY.items()},
    **{f"__{s}__": f for s, f in UNARY.items()},
    **{f"__{s}__": f for s, f in COMPARE.items()},
}

#: The class names of the ``ast`` operator nodes (``ast.BinOp``/``ast.AugAssign``
#: ops, ``ast.UnaryOp`` ops, ``ast.Compare`` ops) -> dunder stem. ``abs(x)``
#: is a call, found by its name; ``not``, ``and``, ``or``, ``is`` and ``in``
#: call no API function.
AST_STEMS = {
    "Add": "add",
    "Sub": "sub",
    "Mult": "mul",
    "Div": "truediv",
    "FloorDiv": "floordiv",
    "Mod": "mod",
    "Pow": "pow",
    "MatMult": "matmul",
    "BitAnd": "and",
    "BitOr": "or",
    "BitXor": "xor",
    "LShift": "lshift",
    "RShift": "rshift",
    "USub": "neg",
    "UAdd": "pos",
    "Invert": "invert",
    "Eq": "eq",
    "NotEq": "ne",
    "Lt": "lt",
    "LtE": "le",
    "Gt": "gt",
    "GtE": "ge",
}

#: ``ast`` operator node class name -> API function (``"BitAnd"`` -> ``"bitwise_and"``).
AST = {node: FUNCTIONS[stem] for node, stem in AST_STEMS.items()}
