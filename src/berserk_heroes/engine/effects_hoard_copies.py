"""Effect handlers of the «hoard_copies» phrase family (hoarding, Яйцо, copies, control changes); registered into
``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import FULL, HANDLERS, Handler, Result, _each_in_play
from .state import GameState

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _return_control(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Все существа возвращаются под контроль владельцев», «Верните всех существ под контроль владельца»: every card of
    `what` controlled by another player than its owner comes under its owner's control (a control change: first-turn
    weakness applies, 209.2). A «возьмите под контроль … до …» effect on it is over: it would otherwise give the card
    back to the player it was taken from when its time runs out."""

    def give_back(c: int) -> bool:
        cs = s.cards[c]
        owner = s.catalog.owners[c]
        if cs.controller == owner or s.catalog.defs[c].type == "hero":
            return False
        cs.controller = owner
        cs.entered_turn = s.turn
        if any(x.kind == "control" for x in cs.effects):
            cs.effects = [x for x in cs.effects if x.kind != "control"]
        return True

    _each_in_play(s, frame, e, give_back)
    return FULL  # (done also when every card already was under its owner's control)


FAMILY_HANDLERS: dict[str, Handler] = {
    "hc_return_control": _return_control,
}

HANDLERS.update(FAMILY_HANDLERS)
