"""Effect handlers of the «costs_misc» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import NO, YES, Decision, Option
from .costs_misc import next_cost_index
from .effects import FULL, HANDLERS, NONE, Handler, Result, amount_of, players_of
from .payment import pay_coins
from .state import CardEffect, GameState

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _next_cost(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Следующее <карта> <игрока> стоит на N{м} дешевле/дороже (до <срока>)»: a ``next_cost`` effect on the hero of
    each player `what` means (see ``engine/costs_misc.py``)."""
    kind = e.verb  # next_cost (used up by the next matching play) or cost_mod (until the duration ends)
    source = frame.item.source
    index = next_cost_index(s, source, e)
    if index < 0:  # not a printed ability of the source (a granted one): not supported
        return NONE
    value = amount_of(s, frame, e.amount) * e.param("sign", 1)  # «play»: «на Х{м} дешевле» keeps its sign apart
    duration = e.param("duration", A.PERMANENT)
    done = 0
    for p in players_of(s, frame, e.what):
        hero = s.players[p].hero
        if hero in s.cards:
            s.cards[hero].effects.append(CardEffect(kind, str(index), value, duration, source, s.turn,
                                                    frame.item.player))
            done += 1
    return FULL if done else NONE


def _opponent_may_pay(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Противник может заплатить N{м}»: the opponent decides (only if he has N open coins); FULL only if he pays."""
    opponent = 1 - frame.item.player
    n = amount_of(s, frame, e.amount)
    if s.players[opponent].open_coins < n:
        return NONE
    if choice is None:
        name = s.name(frame.item.source)
        return Decision(opponent, "yes_no", (Option(YES), Option(NO)), f"{name}: заплатить {n}{{м}}?",
                        f"{name}: pay {n} coins?")
    if choice.kind != YES:
        return NONE
    pay_coins(s, opponent, n)
    return FULL


FAMILY_HANDLERS: dict[str, Handler] = {
    "next_cost": _next_cost,
    "opponent_may_pay": _opponent_may_pay,
    "cost_mod": _next_cost,
}

HANDLERS.update(FAMILY_HANDLERS)
