"""Effect handlers of the «triggers_hoard» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import HANDLERS, Handler, Result, _each_in_play
from .state import GameState

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _give_control(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«противник получает контроль над этой картой»: the other player takes control (209.2 weakness)."""
    new = 1 - frame.item.player

    def give(c: int) -> bool:
        cs = s.cards[c]
        if cs.controller == new or s.catalog.defs[c].type == "hero":
            return False
        cs.controller = new
        cs.entered_turn = s.turn
        return True

    return _each_in_play(s, frame, e, give)


FAMILY_HANDLERS: dict[str, Handler] = {"give_control": _give_control}

HANDLERS.update(FAMILY_HANDLERS)
