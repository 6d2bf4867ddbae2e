"""Engine additions of the «statics_c» phrase family; registered into ``effects`` on import.

The verb ``grant_superiority`` («<существо> получает Превосходство над выбранным классом»): the class named by the
source's «Выберите класс» is read when the instruction resolves and kept on the card (a ``superior_over`` effect
whose key is the class, beside the ``grant`` of the keyword), so a later «Выберите класс» of the same source — or of
another — does not change it. ``wounds._superior`` reads it; ``combat.declare_attack`` reads the keyword
``open_vs_dominated`` («не закрываются, когда атакуют существ, которых превосходят»).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import AMOUNT_KINDS, HANDLERS, NONE, Handler, Result, _each_in_play, _effect_on
from .state import GameState

if TYPE_CHECKING:
    from .resolve import ResolveFrame

SUPERIOR_OVER = "superior_over"  # CardEffect kind: Превосходство over the creatures of the class in its key


def _grant_superiority(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«<np> получает Превосходство над выбранным классом»: the keyword and the class it is over (the class this
    ability's source named; nothing without one), for the duration printed (permanent when none is)."""
    cls = s.chosen_class.get(frame.item.source)
    if not cls:
        return NONE
    duration = e.param("duration", A.PERMANENT)

    def grant(c: int) -> bool:
        _effect_on(s, frame, c, "grant", "superiority", 1, duration)
        _effect_on(s, frame, c, SUPERIOR_OVER, cls, 1, duration)
        return True

    return _each_in_play(s, frame, e, grant)


FAMILY_HANDLERS: dict[str, Handler] = {"grant_superiority": _grant_superiority}
HANDLERS.update(FAMILY_HANDLERS)


def _event_cost(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«стоимость {м} этого существа» after «Когда <существо> …»: the cost of the trigger's card (a combined card's
    parts summed while it is in play)."""
    event = frame.item.event
    if not event or event[1] < 0:
        return 0
    from .combined import cost

    card = int(event[1])
    return cost(s, card) if card in s.cards else s.catalog.defs[card].cost or 0


AMOUNT_KINDS.update({"event_card_cost": _event_cost})
