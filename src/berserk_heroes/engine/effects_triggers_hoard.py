"""Effect handlers of the «triggers_hoard» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import FULL, HANDLERS, NONE, Handler, Result, _each_in_play
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


def _reveal_self(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«покажите <эту карту> из вашей руки»: done when the source is in its owner's hand (nothing moves)."""
    source = frame.item.source
    frame.last = (source,)
    return FULL if source in s.players[s.catalog.owners[source]].hand else NONE


FAMILY_HANDLERS: dict[str, Handler] = {"give_control": _give_control, "reveal_self": _reveal_self}

HANDLERS.update(FAMILY_HANDLERS)
