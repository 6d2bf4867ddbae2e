"""Engine additions of the «statics» phrase family (round 3); registered into ``effects`` on import.

No new verbs: the family's work is in static abilities (``continuous.py``, ``wounds.py``, ``combat.py``,
``selectors.py``, ``declare.py``). This module only lets an instruction read the family's counted amounts.
"""

from __future__ import annotations

from .effects import AMOUNT_KINDS, HANDLERS, Handler
from .effects_amounts import _counted

FAMILY_HANDLERS: dict[str, Handler] = {}
HANDLERS.update(FAMILY_HANDLERS)

# «за каждую карту с таким же названием, разыгранную в этот ход»: counted like in a static (continuous.static_amount)
AMOUNT_KINDS.update({"played_this_turn": _counted})
