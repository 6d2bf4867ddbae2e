"""Effect handlers of the «triggers_d» phrase family; registered into ``effects.HANDLERS`` on import (see the
«triggers_d» section of ``abilities.py`` for what each one means)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import CARD, Decision, Option
from . import continuous
from .effects import FULL, HANDLERS, Handler, Result, amount_of, players_of
from .events import emit
from .wounds import ABILITY, deal_wounds

if TYPE_CHECKING:
    from .resolve import ResolveFrame
    from .state import GameState


def _must_close_or_wounded(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«он должен закрыть своё существо, иначе раниться на N»: the player closes one of his open creatures (he picks
    when he has several; not one that cards of the ability's controller cannot make close, «not_closed_by_opponent»);
    with none to close, the source deals his hero N wounds."""
    n = amount_of(s, frame, e.amount)
    for p in players_of(s, frame, e.what):
        pool = [c for c in s.play if (cs := s.cards[c]).controller == p and not cs.closed
                and s.catalog.defs[c].type == "creature"
                and not (p != frame.item.player and continuous.has(s, cs, "not_closed_by_opponent"))]
        if not pool:
            deal_wounds(s, frame.item.source, s.players[p].hero, n, ABILITY)
            continue
        if choice is None and len(pool) > 1:
            name = s.name(frame.item.source)
            return Decision(p, "card", tuple(Option(CARD, c) for c in pool), f"{name}: закройте ваше существо",
                            f"{name}: close one of your creatures")
        picked = choice.card if choice is not None and choice.card in pool else pool[0]
        s.cards[picked].closed = True
        emit(s, A.CLOSED, picked)
    return FULL


FAMILY_HANDLERS: dict[str, Handler] = {
    "td_must_close_or_wounded": _must_close_or_wounded,
}
HANDLERS.update(FAMILY_HANDLERS)
