"""Effect handlers of the «zones_a» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import FULL, HANDLERS, NONE, Handler, Result, players_of
from .zones import discard

if TYPE_CHECKING:
    from .resolve import ResolveFrame
    from .state import GameState


def _discard_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Игроки сбрасывают свои руки»: each player of ``what`` discards every card of his hand (no choice to make;
    one by one in hand order, each a discard). Done when at least one card was discarded."""
    done: list[int] = []
    for player in players_of(s, frame, e.what):
        for iid in list(s.players[player].hand):
            discard(s, player, iid)
            done.append(iid)
    frame.last = tuple(done)
    frame.doing = tuple(done)
    return FULL if done else NONE


FAMILY_HANDLERS: dict[str, Handler] = {
    "za_discard_hand": _discard_hand,
}

HANDLERS.update(FAMILY_HANDLERS)
