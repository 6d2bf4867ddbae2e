"""Calls from a lower layer of the engine into a higher one: declared below, provided above.

The engine's modules form a ladder — each imports only modules below it, and no two import each other
(tests/test_architecture.py). The rules themselves are recursive in a few places: a static ability's scope and
condition are selectors, and a selector tests the characteristics that static abilities change; a replacement
(«вместо этого …») runs instructions, and those instructions deal wounds and move cards that pass through the
replacements again. At such a place the lower module *declares* the function it needs, with its type and the module
that provides it::

    matches: Callable[[GameState, A.Select, int, int, int], bool] = upcall("engine/selectors.py")

and that module is named as its *provider* where the engine is put together (engine/__init__.py, :func:`provide`).
The lower module calls it like any function of its own (a module global, so the hot path pays nothing for the
indirection), and its import statements still point only downwards.

>>> import types
>>> low = types.ModuleType("low")
>>> low.double = upcall("high")
>>> unprovided(low)
['double']
>>> low.double(21)
Traceback (most recent call last):
RuntimeError: an upcall of high is not provided yet (berserk_heroes.engine provides it)
>>> provide(low, double=lambda n: 2 * n)
>>> low.double(21), unprovided(low)
(42, [])
>>> provide(low, triple=lambda n: 3 * n)
Traceback (most recent call last):
TypeError: low declares no upcall 'triple' (or it is provided already)
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any


class Upcall:
    """An upcall not provided yet: calling it says which, and who should have provided it."""

    __slots__ = ("provider",)

    def __init__(self, provider: str) -> None:
        self.provider = provider

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError(f"an upcall of {self.provider} is not provided yet (berserk_heroes.engine provides it)")


def upcall(provider: str) -> Any:
    """Declare an upcall provided by ``provider`` (typed by the annotation of the name it is assigned to)."""
    return Upcall(provider)


def unprovided(module: ModuleType) -> list[str]:
    """The upcalls ``module`` declares that no provider has filled yet."""
    return [name for name, value in vars(module).items() if isinstance(value, Upcall)]


def provide(module: ModuleType, **functions: Callable[..., Any]) -> None:
    """Fill upcalls ``module`` declares with the functions of the layer above that implements them; each once."""
    for name, function in functions.items():
        slot = vars(module).get(name)
        if not isinstance(slot, Upcall):
            raise TypeError(f"{module.__name__} declares no upcall {name!r} (or it is provided already)")
        setattr(module, name, function)

