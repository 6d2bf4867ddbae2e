"""Engine additions of the «statics_b» phrase family (round 4); registered into ``effects`` on import.

The excess damage of attacks is measured in ``combat.py`` (``fight`` / ``_strike`` with ``excess``, the event
SB_ATTACK_EXCESS) and in ``effects._shot`` / ``effects._fight``; here: the amounts and verbs of the family.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from .effects import AMOUNT_KINDS, HANDLERS, Handler
from .state import GameState

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _attack_excess(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«на величину избыточного урона» of an attack: the excess carried by the SB_ATTACK_EXCESS event."""
    event = frame.item.event
    return int(event[3]) if event and event[0] == A.SB_ATTACK_EXCESS else 0


def _kill_excess(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«за каждую единицу избыточного урона» after «Когда <карта> убивает существо»: the KILLS event's excess."""
    event = frame.item.event
    return int(event[3]) if event and event[0] == A.KILLS else 0


FAMILY_HANDLERS: dict[str, Handler] = {}
HANDLERS.update(FAMILY_HANDLERS)

AMOUNT_KINDS.update({"sb_attack_excess": _attack_excess, "sb_kill_excess": _kill_excess})
