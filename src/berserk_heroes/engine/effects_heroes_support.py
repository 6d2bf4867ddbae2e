"""Effect handlers and Amount kinds of the «heroes_support» phrase family; registered into ``effects.HANDLERS`` /
``effects.AMOUNT_KINDS`` on import (see the «heroes_support» section of ``abilities.py`` for what each means)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from . import continuous
from .effects import AMOUNT_KINDS, FULL, HANDLERS, NONE, Handler, Result, players_of
from .selectors import candidates

if TYPE_CHECKING:
    from ..decisions import Option
    from .resolve import ResolveFrame
    from .state import GameState


def _strike_sum(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«сумма ударов всех ваших существ»: the strikes (as they are now) of the cards matching the select, added up."""
    assert amount.select is not None
    cards = candidates(s, amount.select, frame.item.player, frame.item.source)
    return sum(max(0, continuous.strike(s, s.cards[c])) for c in cards if c in s.cards)


AMOUNT_KINDS.update({"strike_sum": _strike_sum})

def _lose_game(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«он проигрывает игру»: the player `what` loses — the game ends at once with his opponent the winner."""
    players = players_of(s, frame, e.what)
    if not players or s.result is not None:
        return NONE
    s.result = (1 - players[0], "card_effect")
    return FULL


FAMILY_HANDLERS: dict[str, Handler] = {"lose_game": _lose_game}

HANDLERS.update(FAMILY_HANDLERS)
