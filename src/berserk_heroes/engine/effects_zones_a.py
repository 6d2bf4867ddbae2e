"""Effect handlers of the «zones_a» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import FULL, HANDLERS, NONE, Handler, Result, players_of
from .selectors import fits
from .zones import discard, to_deck

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


def _shuffle_matching(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«<игрок> замешивает в колоду все карты с таким названием»: every card of that player's hand matching params
    select goes into his deck (shuffled); they are «замешанные таким образом» (``frame.doing``) for what follows."""
    sel: A.Select = e.param("select")
    done: list[int] = []
    for p in players_of(s, frame, e.what):
        for c in [c for c in s.players[p].hand if fits(s, sel, c, frame.item.player, frame.item.source)]:
            to_deck(s, c, "shuffle")
            done.append(c)
    frame.last = tuple(done)
    frame.doing = tuple(done)
    return FULL if done else NONE


FAMILY_HANDLERS: dict[str, Handler] = {
    "za_discard_hand": _discard_hand,
    "za_shuffle_matching": _shuffle_matching,
}

HANDLERS.update(FAMILY_HANDLERS)
