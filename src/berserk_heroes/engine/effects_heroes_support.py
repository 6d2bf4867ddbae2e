"""Effect handlers and Amount kinds of the «heroes_support» phrase family; registered into ``effects.HANDLERS`` /
``effects.AMOUNT_KINDS`` on import (see the «heroes_support» section of ``abilities.py`` for what each means)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from . import continuous
from .effects import AMOUNT_KINDS, HANDLERS, Handler
from .selectors import candidates

if TYPE_CHECKING:
    from .resolve import ResolveFrame
    from .state import GameState


def _strike_sum(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«сумма ударов всех ваших существ»: the strikes (as they are now) of the cards matching the select, added up."""
    assert amount.select is not None
    cards = candidates(s, amount.select, frame.item.player, frame.item.source)
    return sum(max(0, continuous.strike(s, s.cards[c])) for c in cards if c in s.cards)


AMOUNT_KINDS.update({"strike_sum": _strike_sum})

FAMILY_HANDLERS: dict[str, Handler] = {}

HANDLERS.update(FAMILY_HANDLERS)
