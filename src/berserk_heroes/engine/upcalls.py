"""Calls from a lower layer of the engine into a higher one: declared below, provided above.

The engine's modules form a ladder — each imports only modules below it, and no two import each other
(tests/test_architecture.py). The rules themselves are recursive in a few places: a static ability's scope and
condition are selectors, and a selector tests the characteristics that static abilities change; a replacement
(«вместо этого …») runs instructions, and those instructions deal wounds and move cards that pass through the
replacements again. At such a place the lower module *declares* the function it needs, as a module-level
annotation without a value::

    matches: Callable[[GameState, A.Select, int, int, int], bool]
    \"\"\"Provided by engine/selectors.py: whether a card fits a static's selector.\"\"\"

and the module that implements it is named as its *provider* where the engine is put together
(engine/__init__.py, :func:`provide`). The lower module calls it like any function of its own (a module global, so
the hot path pays nothing for the indirection), and its import statements still point only downwards.

>>> import types
>>> low = types.ModuleType("low")
>>> low.__annotations__ = {"double": "Callable[[int], int]"}
>>> unprovided(low)
['double']
>>> provide(low, double=lambda n: 2 * n)
>>> low.double(21), unprovided(low)
(42, [])
>>> provide(low, triple=lambda n: 3 * n)
Traceback (most recent call last):
TypeError: low declares no upcall 'triple'
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any


def declared(module: ModuleType) -> list[str]:
    """The upcalls ``module`` declares: its module-level annotations of a ``Callable`` type."""
    annotations = vars(module).get("__annotations__", {})
    return [name for name, kind in annotations.items() if str(kind).startswith("Callable")]


def unprovided(module: ModuleType) -> list[str]:
    """The upcalls ``module`` declares that no provider has filled yet."""
    return [name for name in declared(module) if name not in vars(module)]


def provide(module: ModuleType, **functions: Callable[..., Any]) -> None:
    """Fill upcalls ``module`` declares with the functions of the layer above that implements them; each once."""
    slots = declared(module)
    for name, function in functions.items():
        if name not in slots:
            raise TypeError(f"{module.__name__} declares no upcall {name!r}")
        if name in vars(module):
            raise TypeError(f"{module.__name__}.{name} is provided already")
        setattr(module, name, function)
