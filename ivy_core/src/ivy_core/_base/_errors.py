"""Exception types. Each message names the function, the backend and the
offending value, and says what to do."""

from __future__ import annotations

__all__ = [
    "IvyError",
    "BackendNotFoundError",
    "BackendLoadError",
    "PluginError",
    "MixedBackendError",
    "UnsupportedDtypeError",
    "InvalidDtypeError",
    "UnsupportedDeviceError",
    "MixedDeviceError",
    "DeclarationError",
    "AxisError",
    "ShapeError",
    "ArgumentValueError",
    "ArgumentTypeError",
    "InvalidIndexError",
    "PromotionError",
    "OutOfMemoryError",
    "BackendFailure",
    "TraceError",
    "GuardError",
    "TranspileError",
]


class IvyError(Exception):
    """Base class of every error ivy_core raises on its own account."""


class BackendNotFoundError(IvyError, ImportError):
    """The requested backend is not installed (no such entry point)."""


class BackendLoadError(IvyError, ImportError):
    """An installed backend plugin failed to load: its module or framework did
    not import, it targets another plugin API version, or its description is
    inconsistent. ``distribution`` names the distribution at fault."""

    def __init__(self, message: str, *, distribution: str | None = None) -> None:
        super().__init__(message)
        self.distribution = distribution


class PluginError(BackendLoadError):
    """A plugin's description or contribution breaks the plugin contract."""


class MixedBackendError(IvyError, TypeError):
    """One call received arrays of two different frameworks."""


class UnsupportedDtypeError(IvyError, TypeError):
    """A function was called with a dtype its backend does not support."""


class InvalidDtypeError(IvyError, TypeError):
    """A function was called with a dtype of a kind the Array API standard
    does not define it for (a bitwise function on floats, ``floor`` on
    complex). Raised the same way on every backend, whatever it could
    compute, and never cured by a casting mode: cast the input explicitly.
    Also raised for data of a dtype the backend cannot represent at all
    (torch ``from_dlpack`` of uint16/32/64)."""


class UnsupportedDeviceError(IvyError, ValueError):
    """A device the backend does not have or does not know (``"cuda:0"`` on
    a machine without a GPU, ``"cpu:3"`` where there is one CPU device), or
    a function called on a device its backend does not support it on."""


class MixedDeviceError(IvyError, ValueError):
    """One call received arrays on two different devices (``"cpu"`` and
    ``"cuda:0"``, ``"cpu:0"`` and ``"cpu:1"``): ivy_core never copies an
    array to another device on its own; move one with ``to_device``."""


class DeclarationError(IvyError, ValueError):
    """A support declaration (``with_unsupported_dtypes`` and its relatives)
    that cannot be resolved: a bad version range, overlapping ranges, an
    unknown dtype, a dtype the backend has no use for, two conflicting
    decorators on one function. Raised when decorating or, wrapped in a
    :class:`BackendLoadError`, when the backend loads."""


# Errors of a call: one class per kind of mistake, the same on every
# backend. When a framework rejects a call, the entry that called it raises
# the class of the mistake's kind (the framework's own exception chained as
# ``__cause__``), with a message naming the function, the backend and the
# arguments. Each class also derives from the built-in class a user of NumPy
# would catch for that mistake.


class AxisError(IvyError, IndexError, ValueError):
    """An axis out of range for the array's number of dimensions (NumPy's
    ``AxisError`` is also both an ``IndexError`` and a ``ValueError``)."""


class ShapeError(IvyError, ValueError):
    """Shapes that do not fit the function: operands that do not broadcast,
    matrices whose inner dimensions differ, a ``reshape`` to another size."""


class ArgumentValueError(IvyError, ValueError):
    """An argument of the right type whose value the function or its backend
    rejects."""


class ArgumentTypeError(IvyError, TypeError):
    """An argument of a type the function does not take."""


class PromotionError(IvyError, TypeError):
    """The promotion mode in force refuses the operands' dtypes, as its
    framework does (torch's ``bool - bool``, promotion with uint16), or the
    framework's result has a dtype ivy_core lacks (torch's complex32)."""


class InvalidIndexError(IvyError, IndexError):
    """An index key out of bounds for the array, or one the backend cannot
    apply."""


class OutOfMemoryError(IvyError, MemoryError):
    """A result the machine cannot hold: refused before the framework is asked
    (more elements than a 64-bit index counts, more bytes than the physical
    memory), or the framework ran out of memory."""


class BackendFailure(IvyError, RuntimeError):
    """The framework failed in a way that names no mistake of the caller's
    (an internal error of the framework or the plugin): report it to the
    plugin's authors with the chained exception."""


class TraceError(IvyError, RuntimeError):
    """``ivy_core.trace_graph`` cannot record what the traced function did
    without risking a wrong replay: a traced value turned into Python where no
    check can stand for it, or handed to code the framework cannot intercept
    (NumPy inside a torch function). The message names the user's file and
    line; run that part outside the traced function, or pass the value as a
    static argument."""


class GuardError(IvyError, RuntimeError):
    """A traced graph was called with inputs for which a check recorded while
    tracing (a branch on a value, a data-dependent shape) no longer holds, and
    it cannot trace again (a loaded graph, or too many variants)."""


class TranspileError(IvyError, NotImplementedError):
    """``ivy_core.transpile`` met calls of the source framework that have no
    frontend function (or that the frontends cannot follow, such as an
    in-place change of an input): the message lists every one of them with
    the user's file and line, not only the first."""
