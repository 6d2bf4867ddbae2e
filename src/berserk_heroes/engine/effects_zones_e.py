"""Effect handlers of the «zones_e» phrase family (round 5: graveyard, hand, discarding); registered into
``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import AMOUNT_KINDS, FULL, HANDLERS, NONE, Handler, Result, players_of
from .zones import discard

if TYPE_CHECKING:
    from .resolve import ResolveFrame
    from .state import GameState


def _cost_done(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«на стоимость {м} уничтоженной карты» (Скормить зевтарам): the printed cost of the cards the previous instruction
    was done to (``frame.done``: a card that could not be destroyed does not count)."""
    return sum(s.catalog.defs[c].cost or 0 for c in frame.done)


AMOUNT_KINDS["ze_cost_done"] = _cost_done

def _discard_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Сбросьте все карты (эта карта уже находится на кладбище, когда разыгрывается)»: every card of the player's hand
    is discarded (no choice to make); the number is noted for the source this turn (``turn_counts``
    "ze_discarded/<source>"), read by a delayed instruction set up by the same card (engine/delayed.py ``ze_x``)."""
    cards: list[int] = []
    for player in players_of(s, frame, e.what):
        hand = list(s.players[player].hand)
        for c in hand:
            discard(s, player, c)
        cards.extend(hand)
    s.turn_counts[f"ze_discarded/{frame.item.source}"] = len(cards)
    frame.last = tuple(cards)
    frame.doing = frame.last
    return FULL if cards else NONE


FAMILY_HANDLERS: dict[str, Handler] = {
    "ze_discard_hand": _discard_hand,
}

HANDLERS.update(FAMILY_HANDLERS)
