"""Effect handlers of the «zones_b» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import HANDLERS, Handler, Result, _outcome, cards_of
from .state import GameState

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _grave_card_to_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«верните это существо в вашу руку» (the event's card, in a graveyard): each card of `what` still in its owner's
    graveyard goes to his hand."""
    cards = cards_of(s, frame, e.what)
    done = []
    for c in cards:
        owner = s.players[s.catalog.owners[c]]
        if c in owner.graveyard:
            owner.graveyard.remove(c)
            owner.hand.append(c)
            done.append(c)
    frame.last = tuple(done)
    return _outcome(len(done), len(cards))


FAMILY_HANDLERS: dict[str, Handler] = {"grave_card_to_hand": _grave_card_to_hand}

HANDLERS.update(FAMILY_HANDLERS)
