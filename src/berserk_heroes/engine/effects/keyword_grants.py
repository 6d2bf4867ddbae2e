"""The engine of the «keyword_grants» concept of the card language (its compiler half: ``cards/language/keyword_grants.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.keyword_grants``: Engine additions of the «statics» phrase family; registered into ``effects`` on import.

Most of the family's work is in static abilities (``continuous.py``, ``wounds.py``, ``combat.py``, ``selectors.py``,
``declare.py``); here: the verb ``become_class`` and the family's counted amounts read by an instruction.

From ``effects.keyword_grants``: Engine additions of the «statics_c» phrase family; registered into ``effects`` on import.

The verb ``grant_superiority`` («<существо> получает Превосходство над выбранным классом»): the class named by the
source's «Выберите класс» is read when the instruction resolves and kept on the card (a ``superior_over`` effect
whose key is the class, beside the ``grant`` of the keyword), so a later «Выберите класс» of the same source — or of
another — does not change it. ``wounds._superior`` reads it; ``combat.declare_attack`` reads the keyword
``open_vs_dominated`` («не закрываются, когда атакуют существ, которых превосходят»).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import abilities as A
from ...decisions import Option
from ..state import GameState
from . import (
    AMOUNT_KINDS,
    FULL,
    HANDLERS,
    NONE,
    Handler,
    Result,
    _each_in_play,
    _effect_on,
    amount_of,
)

if TYPE_CHECKING:
    from ..resolve import ResolveFrame


def _destroy_self_and_weaker(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«уничтожьте эту карту и всех существ с силой удара меньше, чем у неё»: the amount is this card's strike (read
    first; its last known strike if it has left play); this card, if in play, and every other creature in play with a
    lower current strike are destroyed, one instruction (``destroy`` of all of them: the usual checks — heroes,
    hidden cards, «не могут быть уничтожены» — apply)."""
    from .. import continuous

    strike = amount_of(s, frame, e.amount)
    source = frame.item.source
    doomed = [source] if source in s.cards else []
    doomed += [c for c in s.play if c != source and s.catalog.defs[c].type == "creature"
               and continuous.strike(s, s.cards[c]) < strike]
    if not doomed:
        return NONE
    frame.last = tuple(doomed)
    return HANDLERS["destroy"](s, frame, A.Effect("destroy", A.IT), choice)


def _shuffle_self_from_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«замешать <эту карту> из руки»: the source, if it is still in its controller's hand, is shuffled into its owner's
    deck; nothing happens when it has left the hand."""
    from ..zones import to_deck

    source = frame.item.source
    if source not in s.players[frame.item.player].hand:
        frame.last = ()
        return NONE
    to_deck(s, source, "shuffle")
    frame.last = (source,)
    return FULL


def _become_class(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«<np> становится <классом>»: a ``set_classes`` effect (read by selectors.classes_of) until it leaves play."""
    cls = e.param("class")
    if cls == A.CHOSEN_CLASS:  # «… получает класс по вашему выбору»: the class named by the choose_class before it
        cls = s.chosen_class.get(frame.item.source)
        if not cls:
            return NONE

    def become(c: int) -> bool:
        _effect_on(s, frame, c, "set_classes", cls, 0, A.PERMANENT)
        return True

    return _each_in_play(s, frame, e, become)


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


def _event_cost(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«стоимость {м} этого существа» after «Когда <существо> …»: the cost of the trigger's card (a combined card's
    parts summed while it is in play)."""
    event = frame.item.event
    if not event or event[1] < 0:
        return 0
    from ..combined import cost

    card = int(event[1])
    return cost(s, card) if card in s.cards else s.catalog.defs[card].cost or 0


AMOUNT_KINDS.update({"event_card_cost": _event_cost})


CONCEPT_HANDLERS: dict[str, Handler] = {
    "destroy_self_and_weaker": _destroy_self_and_weaker,
    "shuffle_self_from_hand_paid": _shuffle_self_from_hand,
    "become_class": _become_class,
    "grant_superiority": _grant_superiority,
}

HANDLERS.update(CONCEPT_HANDLERS)
