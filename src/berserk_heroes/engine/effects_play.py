"""Effect handlers of the «play» phrase family (playing cards and paying for them); registered into
``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import FULL, HANDLERS, NONE, Handler, Result, amount_of, cards_of
from .state import CardEffect, GameState

if TYPE_CHECKING:
    from .resolve import ResolveFrame

# CardEffect kind on the hero of the player a discount is for (key: the number of the card it applies to as text)
PLAY_DISCOUNT = "play_discount"


def _play_discount(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«можете разыграть её / их на N{м} дешевле до <срока>»: each card ``what`` means that is in the controller's
    hand gets a cost change (a ``play_discount`` CardEffect on his hero, key = the card; the usual durations end it;
    ``costs_misc.next_cost_change`` adds it to the card's cost, ``use_next_cost`` drops it when the card is played)."""
    player = frame.item.player
    hero = s.cards.get(s.players[player].hero)
    if hero is None:
        return NONE
    value = amount_of(s, frame, e.amount)
    duration = e.param("duration", A.END_OF_TURN)
    done = 0
    for c in cards_of(s, frame, e.what):
        if c in s.players[player].hand:
            hero.effects.append(CardEffect(PLAY_DISCOUNT, str(c), value, duration, frame.item.source, s.turn, player))
            done += 1
    return FULL if done else NONE


FAMILY_HANDLERS: dict[str, Handler] = {
    "play_discount": _play_discount,
}

HANDLERS.update(FAMILY_HANDLERS)
