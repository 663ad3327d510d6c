"""ivy_core: one array API over NumPy, PyTorch, JAX and TensorFlow.

Backends are separate distributions found through the ``ivy_core.backends``
entry point group; importing ivy_core imports no framework.

>>> import ivy_core as ivy
>>> x = ivy.asarray([1.0, 2.0, 3.0])
>>> float(ivy.sum(x * 2))
12.0
"""

from __future__ import annotations

from . import (
    activations,
    creation,
    data_type,
    elementwise,
    fft,
    gradients,
    indexing,
    linalg,
    manipulation,
    random,
    searching,
    sets,
    sorting,
    statistical,
    utility,
)
from ._arrays._array import Array
from ._arrays._methods import install_methods
from ._base._errors import (
    ArgumentTypeError,
    ArgumentValueError,
    AxisError,
    BackendFailure,
    BackendLoadError,
    BackendNotFoundError,
    DeclarationError,
    GuardError,
    InvalidDtypeError,
    InvalidIndexError,
    IvyError,
    MixedBackendError,
    MixedDeviceError,
    OutOfMemoryError,
    PluginError,
    PromotionError,
    ShapeError,
    TraceError,
    TranspileError,
    UnsupportedDeviceError,
    UnsupportedDtypeError,
)
from ._dtype._casting import (
    cast_data_types,
    casting_mode,
    casting_modes,
    crosscast_data_types,
    downcast_data_types,
    upcast_data_types,
)
from ._dtype._dtypes import CATEGORIES as _CATEGORIES
from ._dtype._dtypes import Dtype
from ._select import _handler, _namespace
from ._select._handler import (
    backend_stack,
    backends,
    current_backend,
    current_backend_str,
    previous_backend,
    set_backend,
    unset_backend,
    using_backend,
)
from .activations import *  # noqa: F403
from .activations import __all__ as _activations_all
from .creation import *  # noqa: F403
from .creation import __all__ as _creation_all
from .data_type import *  # noqa: F403
from .data_type import __all__ as _data_type_all
from .elementwise import *  # noqa: F403
from .elementwise import __all__ as _elementwise_all
from .gradients import *  # noqa: F403
from .gradients import __all__ as _gradients_all
from .indexing import *  # noqa: F403
from .indexing import __all__ as _indexing_all
from .linalg import *  # noqa: F403
from .linalg import __all__ as _linalg_all
from .manipulation import *  # noqa: F403
from .manipulation import __all__ as _manipulation_all
from .random import *  # noqa: F403
from .random import __all__ as _random_all
from .searching import *  # noqa: F403
from .searching import __all__ as _searching_all
from .sets import *  # noqa: F403
from .sets import __all__ as _sets_all
from .sorting import *  # noqa: F403
from .sorting import __all__ as _sorting_all
from .statistical import *  # noqa: F403
from .statistical import __all__ as _statistical_all
from .utility import *  # noqa: F403
from .utility import __all__ as _utility_all

# ``ivy_core.fft`` is the standard's fft extension: its functions are reached
# as ``ivy_core.fft.fft`` and are not copied into this namespace.

TYPE_CHECKING = False  # the block below is read by type checkers only; nothing in it runs
if TYPE_CHECKING:
    from typing import Any

    from ._arrays._lazy import compute, compute_count, implicit_compute, persist, set_implicit_compute
    from ._dtype._support import (
        with_supported_device_and_dtypes,
        with_supported_devices,
        with_supported_dtypes,
        with_unsupported_device_and_dtypes,
        with_unsupported_devices,
        with_unsupported_dtypes,
    )
    from ._select._info import __array_namespace_info__, default_device, set_default_device, using_device
    from ._tools._introspect import function_supported_dtypes, function_unsupported_dtypes
    from ._tracing._autodiff import grad, value_and_grad
    from ._tracing._compile import compile
    from ._tracing._trace import Graph, load_graph, trace_graph
    from ._tracing._transpile import transpile

#: The public names whose modules are imported when first read (through
#: ``__getattr__``), not by ``import ivy_core``: tracing, compiling and
#: differentiating (a dozen modules, ``ast`` and ``threading``), the
#: support queries, the support declarations (``_support`` with its
#: version ranges: a backend's first use imports them, for its plugin's own
#: declarations), the namespace info and device settings (``_info``) and the
#: computing of lazy arrays (``_lazy``). Name -> the module that defines it.
_ON_FIRST_USE = {
    "compile": "._tracing._compile",
    "trace_graph": "._tracing._trace",
    "load_graph": "._tracing._trace",
    "transpile": "._tracing._transpile",
    "Graph": "._tracing._trace",
    "grad": "._tracing._autodiff",
    "value_and_grad": "._tracing._autodiff",
    "function_supported_dtypes": "._tools._introspect",
    "function_unsupported_dtypes": "._tools._introspect",
    "with_supported_dtypes": "._dtype._support",
    "with_unsupported_dtypes": "._dtype._support",
    "with_supported_devices": "._dtype._support",
    "with_unsupported_devices": "._dtype._support",
    "with_supported_device_and_dtypes": "._dtype._support",
    "with_unsupported_device_and_dtypes": "._dtype._support",
    "__array_namespace_info__": "._select._info",
    "default_device": "._select._info",
    "set_default_device": "._select._info",
    "using_device": "._select._info",
    "compute": "._arrays._lazy",
    "compute_count": "._arrays._lazy",
    "implicit_compute": "._arrays._lazy",
    "persist": "._arrays._lazy",
    "set_implicit_compute": "._arrays._lazy",
}

__version__ = "0.1.0"
__array_api_version__ = "2024.12"

# The standard's constants: Python floats (they take an array's dtype in
# arithmetic, like any Python scalar) and ``None`` for ``newaxis``.
e = 2.718281828459045
pi = 3.141592653589793
inf = float("inf")
nan = float("nan")
newaxis = None

all_dtypes = _CATEGORIES["all_dtypes"]
all_numeric_dtypes = _CATEGORIES["all_numeric_dtypes"]
all_int_dtypes = _CATEGORIES["all_int_dtypes"]
all_uint_dtypes = _CATEGORIES["all_uint_dtypes"]
all_float_dtypes = _CATEGORIES["all_float_dtypes"]
all_complex_dtypes = _CATEGORIES["all_complex_dtypes"]

install_methods()
_handler.install_inferring()
_namespace.install(globals())  # ivy_core.float32 and the other dtypes, as plain attributes

# The public names. ``from ivy_core import *`` reads ``__all__`` through
# ``__getattr__`` below, which leaves out the dtypes the backend in force
# lacks; type checkers read the assignments here.
__all__ = [
    "Array", "Dtype", "__array_api_version__", "__array_namespace_info__",
    "e", "pi", "inf", "nan", "newaxis",
    "IvyError", "BackendNotFoundError", "BackendLoadError", "PluginError",
    "MixedBackendError", "MixedDeviceError", "UnsupportedDtypeError", "InvalidDtypeError", "UnsupportedDeviceError",
    "DeclarationError", "AxisError", "ShapeError", "ArgumentValueError", "ArgumentTypeError",
    "InvalidIndexError", "OutOfMemoryError", "BackendFailure", "PromotionError",
    "compute", "persist", "implicit_compute", "set_implicit_compute", "compute_count",
    "upcast_data_types", "downcast_data_types", "crosscast_data_types", "cast_data_types",
    "casting_mode", "casting_modes", "function_supported_dtypes", "function_unsupported_dtypes",
    "with_supported_dtypes", "with_unsupported_dtypes", "with_supported_devices",
    "with_unsupported_devices", "with_supported_device_and_dtypes",
    "with_unsupported_device_and_dtypes",
    "set_backend", "unset_backend", "previous_backend", "current_backend",
    "current_backend_str", "using_backend", "backend_stack", "backends", "compile",
    "default_device", "set_default_device", "using_device",
    "trace_graph", "load_graph", "Graph", "TraceError", "GuardError", "grad", "value_and_grad",
    "TranspileError", "transpile",
    "all_dtypes", "all_numeric_dtypes", "all_int_dtypes", "all_uint_dtypes",
    "all_float_dtypes", "all_complex_dtypes", "fft", "linalg",
]  # fmt: skip
__all__ += creation.__all__
__all__ += data_type.__all__
__all__ += elementwise.__all__
__all__ += linalg.__all__
__all__ += manipulation.__all__
__all__ += searching.__all__
__all__ += statistical.__all__
__all__ += activations.__all__
__all__ += indexing.__all__
__all__ += random.__all__
__all__ += sets.__all__
__all__ += sorting.__all__
__all__ += utility.__all__
__all__ += gradients.__all__
_ALL = [*__all__, *_namespace.names()]
if not TYPE_CHECKING:
    del __all__


def __getattr__(name: str) -> Any:
    # Dtypes, native_<dtype>, Native* and valid_/invalid_ tuples depend on the
    # backend in force, so they are looked up when read.
    if name == "__all__":
        return [n for n in _ALL if n not in _BACKEND_NAMES or _namespace.available(n)]
    module = _ON_FIRST_USE.get(name)
    if module is not None:
        import importlib

        value = getattr(importlib.import_module(module, __name__), name)
        globals()[name] = value  # read from the module's namespace from now on
        return value
    return _namespace.lookup(name)


_BACKEND_NAMES = frozenset(_namespace.names())


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_ALL))
