"""Effect handlers of the «zones_c» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import FULL, HANDLERS, NONE, Handler, Result, players_of
from .events import emit
from .zones import enter_play

if TYPE_CHECKING:
    from .resolve import ResolveFrame
    from .state import GameState


def _summon_self_sideboard(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Вызовите <эту карту> из вашей дополнительной колоды»: the source, if it is still in its owner's sideboard, enters
    play under the ability's controller (a summon: SUMMONED). Nothing happens when it has left the sideboard."""
    source = frame.item.source
    player = frame.item.player
    if source not in s.players[s.catalog.owners[source]].sideboard:
        frame.last = ()
        return NONE
    enter_play(s, source, player)
    emit(s, A.SUMMONED, source, player=player)
    frame.last = (source,)
    return FULL


def _swap_hand_sideboard(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Поменяйте местами вашу руку и дополнительную колоду»: for each player of ``what`` (you), the cards of his hand and
    of his sideboard change places (no draw or discard happens). Done when some card moved."""
    moved = False
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        moved = moved or bool(ps.hand or ps.sideboard)
        ps.hand, ps.sideboard = list(ps.sideboard), list(ps.hand)
    frame.last = ()
    return FULL if moved else NONE


FAMILY_HANDLERS: dict[str, Handler] = {
    "zc_summon_self_sideboard": _summon_self_sideboard,
    "zc_swap_hand_sideboard": _swap_hand_sideboard,
}

HANDLERS.update(FAMILY_HANDLERS)
