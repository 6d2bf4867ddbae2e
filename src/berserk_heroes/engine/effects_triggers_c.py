"""Effect handlers and Amount kinds of the «triggers_c» phrase family; registered into ``effects.HANDLERS`` /
``effects.AMOUNT_KINDS`` on import (see the «triggers_c» section of ``abilities.py`` for what each one means)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import AMOUNT_KINDS, FULL, HANDLERS, Handler, Result, amount_of, players_of
from .payment import pay_coins
from .state import GameState
from .wounds import ABILITY, deal_wounds

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _pay_or_wounded(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«противник должен заплатить N{м}, если не хватает — ранить его на столько, сколько не хватает {м}»: the player
    closes as many of his open coins as he has, up to N (temporary ones first, as every payment); the source deals
    his hero one wound (as an ability) per coin he lacked — the payment of «Медитация» (§6.2, combat.meditation)."""
    n = amount_of(s, frame, e.amount)
    for p in players_of(s, frame, e.what):
        paid = min(n, s.players[p].open_coins)
        if paid:
            pay_coins(s, p, paid)
        if n > paid:
            deal_wounds(s, frame.item.source, s.players[p].hero, n - paid, ABILITY)
    return FULL


FAMILY_HANDLERS: dict[str, Handler] = {"tc_pay_or_wounded": _pay_or_wounded}

HANDLERS.update(FAMILY_HANDLERS)
AMOUNT_KINDS.update({})
