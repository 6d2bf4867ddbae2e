"""The rules engine: a pure, deterministic state machine (no I/O, no printing).

Loading the engine loads every concept module of the effect handlers: each registers its handlers into
``effects.HANDLERS`` at import, in name order. They are imported here, where the engine is put together, and not by
``engine/effects/__init__.py``: the handlers use the shared helpers of that module, which therefore never imports them
(the engine's layers have no import circle, tests/test_architecture.py).

Here too each upcall a lower module declares (engine/upcalls.py) is provided by the higher module that implements it:
the characteristics (``continuous``) ask the selectors about a static's scope, condition and counted amount; the
replacements (engine/replacements.py) apply a replacement's instructions (engine/replacement_instructions.py) in the
middle of the events they replace.
"""

from . import continuous, replacement_instructions, replacements, selectors
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

provide(continuous, matches=selectors.matches, condition_holds=selectors.condition_holds, count=selectors.count,
        candidates=selectors.candidates, classes_of=selectors.classes_of, history_measure=selectors.history_measure)
provide(replacements, apply_replacement=replacement_instructions.apply_replacement)
