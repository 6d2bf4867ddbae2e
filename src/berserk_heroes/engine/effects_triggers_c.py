"""Effect handlers and Amount kinds of the «triggers_c» phrase family; registered into ``effects.HANDLERS`` /
``effects.AMOUNT_KINDS`` on import (see the «triggers_c» section of ``abilities.py`` for what each one means)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import X_VALUE, Decision, Option
from .effects import AMOUNT_KINDS, FULL, HANDLERS, NONE, Handler, Result, amount_of, players_of
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


def _pay_x(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«(Вы можете) заплатить Х{м}, при этом …»: the controller chooses X (1 up to his open coins) and closes X coins;
    X becomes the resolving item's X, which the «при этом» part reads (``Amount("x")``). Nothing with no open coin."""
    player = frame.item.player
    most = s.players[player].open_coins
    if most < 1:
        return NONE
    if choice is None:
        name = s.name(frame.item.source)
        return Decision(player, "x", tuple(Option(X_VALUE, frame.item.source, num=v) for v in range(1, most + 1)),
                        f"{name}: сколько {{м}} заплатить (Х)", f"{name}: how many coins to pay (X)")
    x = min(max(choice.num, 1), most)
    pay_coins(s, player, x)
    frame.item = frame.item._replace(x=x)
    return FULL


FAMILY_HANDLERS: dict[str, Handler] = {"tc_pay_or_wounded": _pay_or_wounded, "tc_pay_x": _pay_x}

HANDLERS.update(FAMILY_HANDLERS)
AMOUNT_KINDS.update({})
