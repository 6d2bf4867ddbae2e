"""Effect handlers of the «misc» phrase family (round 4); registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import HANDLERS, NONE, Handler, Result, _outcome, amount_of, cards_of
from .state import GameState
from .wounds import ABILITY, deal_wounds

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _wound_owner(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«…, при этом раньте его владельца на Х»: the hero of the owner of each card ``what`` means is wounded by the
    amount (wounds of an ability, as «Ранить»); each hero once, however many of his cards are meant."""
    n = amount_of(s, frame, e.amount)
    heroes: list[int] = []
    for c in cards_of(s, frame, e.what):
        hero = s.players[s.catalog.owners[c]].hero
        if hero not in heroes:
            heroes.append(hero)
    if not heroes or n <= 0:
        return NONE
    done = [h for h in heroes if h in s.cards and deal_wounds(s, frame.item.source, h, n, ABILITY) > 0]
    frame.doing = tuple(done)
    return _outcome(len(done), len(heroes))


FAMILY_HANDLERS: dict[str, Handler] = {
    "misc_wound_owner": _wound_owner,
}

HANDLERS.update(FAMILY_HANDLERS)
