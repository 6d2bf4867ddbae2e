"""Engine additions of the «statics_b» phrase family; registered into ``effects`` on import.

The excess damage of attacks is measured in ``combat.py`` (``fight`` / ``_strike`` with ``excess``, the event
ATTACK_EXCESS_WOUNDS) and in ``effects._shot`` / ``effects._fight``; here: the amounts and verbs of the family.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from .effects import AMOUNT_KINDS, HANDLERS, Handler
from .state import GameState

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _attack_excess(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«на величину избыточного урона» of an attack: the excess carried by the ATTACK_EXCESS_WOUNDS event."""
    event = frame.item.event
    return int(event[3]) if event and event[0] == A.ATTACK_EXCESS_WOUNDS else 0


def _kill_excess(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«за каждую единицу избыточного урона» after «Когда <карта> убивает существо»: the KILLS event's excess."""
    event = frame.item.event
    return int(event[3]) if event and event[0] == A.KILLS else 0


FAMILY_HANDLERS: dict[str, Handler] = {}
HANDLERS.update(FAMILY_HANDLERS)

AMOUNT_KINDS.update({"attack_excess_wounds": _attack_excess, "kill_excess_wounds": _kill_excess})
