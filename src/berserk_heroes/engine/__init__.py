"""The rules engine: a pure, deterministic state machine (no I/O, no printing).

Loading the engine loads every concept module of the effect handlers: each registers its handlers into
``effects.HANDLERS`` at import, in name order. They are imported here, where the engine is put together, and not by
``engine/effects/__init__.py``: the handlers use the shared helpers of that module, which therefore never imports them
(the engine's layers have no import circle, tests/test_architecture.py).

Here too each upcall a lower module declares (engine/upcalls.py) is provided by the module above that implements it:
«у него есть выстрел» (``selectors.has_shot``) counts the abilities a card has been given (``declare.granted_to``).
"""

from . import declare, selectors
from .effects import (  # noqa: F401
    amounts,
    attacks,
    choices,
    coins,
    control,
    control_copies,
    costs,
    destruction,
    double_faced,
    entering,
    flow,
    general,
    keyword_grants,
    keywords,
    looking,
    moves,
    open_closed,
    prevention,
    stats,
    wounds_healing,
    zone_moves,
)
from .upcalls import provide

provide(selectors, granted_to=declare.granted_to)
