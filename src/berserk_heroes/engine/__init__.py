"""The rules engine: a pure, deterministic state machine (no I/O, no printing).

Loading the engine loads every concept module of the effect handlers: each registers its handlers into
``effects.HANDLERS`` at import, in name order. They are imported here, where the engine is put together, and not by
``engine/effects/__init__.py``: the handlers use the shared helpers of that module, which therefore never imports them
(the engine's layers have no import circle, tests/test_architecture.py).

It also names the providers of the upcalls (engine/upcalls.py): the functions of a higher layer that a lower module
declares and calls — a replacement's instructions (engine/replacement_instructions.py), which the replacements
(engine/replacements.py) apply in the middle of the events they replace.
"""

from . import replacement_instructions, replacements
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

provide(replacements, apply_replacement=replacement_instructions.apply_replacement)
