"""``torch.nn`` on ivy_core: its ``functional`` module
(``ivy_core.frontends.torch.nn.functional``). The layer classes
(``nn.Linear``, ...) are not frontends yet."""

from . import functional

__all__ = ["functional"]
