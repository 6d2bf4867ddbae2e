"""Effect handlers of the «coins» phrase family (coins gained, lost and spent; coins usable only for some payments);
registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import FULL, HANDLERS, NONE, Handler, Result, amount_of, players_of, summon_card
from .payment import gain_tagged
from .state import GameState

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _gain_coins_for(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Получите N{м} до <срока>. Вы можете тратить эти монеты только на <…>»: N temporary coins of the player ``what``
    that only pay for what params ``spend_on`` says (engine/payment.py ``SPEND_ON``); they are kept apart from his other
    coins (``PlayerState.tagged``), open, and end with the duration: «до конца хода» at the end of this turn, «до конца
    вашего хода» at the end of his turn (this one, or his next one when gained in another's turn), «до конца вашего
    следующего хода» at the end of his next turn. Like all coins they reopen at the start of his turn."""
    from .replacements import coins_allowed

    n = amount_of(s, frame, e.amount)
    duration = e.param("duration", A.END_OF_TURN)
    gained = 0
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        k = coins_allowed(s, p, n)
        if duration == A.END_OF_TURN:
            ends = 0
        elif duration == A.END_OF_YOUR_TURN:
            ends = 1
        else:  # END_OF_NEXT_OWN_TURN
            ends = 2 if s.active == p else 1
        gain_tagged(ps, e.param("spend_on"), k, ends)
        gained += k
    return FULL if gained else NONE


def _summon_self_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«вызвать эту карту из руки»: the source, if it is still in the hand of the ability's controller, enters play
    under him (a summon: SUMMONED); nothing happens when it has left the hand."""
    source = frame.item.source
    player = frame.item.player
    if source not in s.players[player].hand:
        frame.last = ()
        return NONE
    summon_card(s, source, player)
    frame.last = (source,)
    return FULL


FAMILY_HANDLERS: dict[str, Handler] = {
    "gain_coins_for": _gain_coins_for,
    "coins_summon_self_hand": _summon_self_hand,
}

HANDLERS.update(FAMILY_HANDLERS)
