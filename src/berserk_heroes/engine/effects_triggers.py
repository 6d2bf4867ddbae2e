"""Effect handlers and Amount kinds of the «triggers» phrase family; registered into ``effects.HANDLERS`` /
``effects.AMOUNT_KINDS`` on import (see the «triggers» section of ``abilities.py`` for what each one means)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from .effects import AMOUNT_KINDS, HANDLERS, Handler
from .state import GameState

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _opponent_closed_coins(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«за каждую его (противника) закрытую {м}»: the opponent's closed coins (temporary ones included)."""
    p = s.players[1 - frame.item.player]
    return p.closed_coins + p.closed_temp


def _wounds_on(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«количество ран на <этой карте>»: its wounds now, or the last known ones if it left play (a «Гибель:»)."""
    from .effects import cards_of

    cards = cards_of(s, frame, amount.ref)
    if not cards:
        return 0
    card = cards[0]
    if card in s.cards:
        return s.cards[card].wounds
    return s.last_known.get(card, (0, 0))[1]


FAMILY_HANDLERS: dict[str, Handler] = {}

HANDLERS.update(FAMILY_HANDLERS)
AMOUNT_KINDS.update({"opponent_closed_coins": _opponent_closed_coins, "wounds_on": _wounds_on})
