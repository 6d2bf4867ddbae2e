"""Effect handlers and Amount kinds of the «triggers_c» phrase family; registered into ``effects.HANDLERS`` /
``effects.AMOUNT_KINDS`` on import (see the «triggers_c» section of ``abilities.py`` for what each one means)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import CARD, NO, X_VALUE, YES, Decision, Option
from ..russian import plural
from .effects import AMOUNT_KINDS, FULL, HANDLERS, NONE, Handler, Result, amount_of, players_of
from .events import emit
from .payment import pay_coins
from .selectors import candidates, condition_holds
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


_HIS_CHARACTERS = A.Select(A.CHARACTER, side=A.YOU)  # the characters of the player given as the controller


def _opp_may_close(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«противник может закрыть N своих персонажей»: only if he has N open characters (hero and creatures) he decides;
    yes — he picks N of them one at a time (all of them when he has exactly N) and they close. FULL only then."""
    n = amount_of(s, frame, e.amount)
    opponent = 1 - frame.item.player
    picked = frame.scratch
    if choice is not None and choice.kind == NO:
        return NONE
    if choice is not None and choice.kind == CARD:
        picked = frame.scratch = (*picked, choice.card)
    pool = [c for c in candidates(s, _HIS_CHARACTERS, opponent, frame.item.source)
            if not s.cards[c].closed and c not in picked]
    if choice is None:
        if len(pool) < n:
            return NONE
        name = s.name(frame.item.source)
        return Decision(opponent, "yes_no", (Option(YES), Option(NO)), f"{name}: закрыть {n} {plural(n, 'своего персонажа', 'своих персонажей', 'своих персонажей')}?",
                        f"{name}: close {n} of your characters?")
    if len(picked) < n and len(pool) > n - len(picked):
        name = s.name(frame.item.source)
        return Decision(opponent, "card", tuple(Option(CARD, c) for c in pool),
                        f"{name}: закройте персонажа (осталось {n - len(picked)})",
                        f"{name}: close a character ({n - len(picked)} left)")
    chosen = (*picked, *pool)[:n]
    if len(chosen) < n:
        return NONE
    for c in chosen:
        s.cards[c].closed = True
        emit(s, A.CLOSED, c)
    frame.last = chosen
    return FULL


def spell_self_bonus(s: GameState, spell: int) -> int:
    """«Если в вашей руке нет карт, <это заклинание> наносит на N ран больше»: the ``wounds_dealt`` statics printed on
    the resolving spell itself (select None) whose condition holds for its owner (the player who cast it)."""
    total = 0
    for part in s.catalog.statics[spell]:
        if part.kind == "wounds_dealt" and part.select is None and part.victim is None and \
                (part.condition is None or condition_holds(s, part.condition, spell, s.catalog.owners[spell])):
            total += part.value
    return total


FAMILY_HANDLERS: dict[str, Handler] = {"opp_may_close": _opp_may_close, "pay_or_wounded": _pay_or_wounded, "pay_x": _pay_x}

HANDLERS.update(FAMILY_HANDLERS)
AMOUNT_KINDS.update({})
