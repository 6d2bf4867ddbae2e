"""The engine of the «coins» concept of the card language (its compiler half: ``cards/language/coins.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.coins``: Effect handlers of the «coins» phrase family (coins gained, lost and spent; coins usable only for some payments);
registered into ``effects.HANDLERS`` on import.

From ``effects.coins``: Effect handlers of the «costs_misc» phrase family; registered into ``effects.HANDLERS`` on import.

From ``effects.coins``: Effect handlers and Amount kinds of the «heroes_support» phrase family; registered into ``effects.HANDLERS`` /
``effects.AMOUNT_KINDS`` on import (see the «heroes_support» section of ``abilities.py`` for what each means).

From ``effects.coins``: Effect handlers of the «play» phrase family (playing cards and paying for them); registered into
``effects.HANDLERS`` on import.

From ``effects.coins``: Effect handlers and Amount kinds of the «triggers_c» phrase family; registered into ``effects.HANDLERS`` /
``effects.AMOUNT_KINDS`` on import (see the «triggers_c» section of ``abilities.py`` for what each one means).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import abilities as A
from ...decisions import CARD, NO, X_VALUE, YES, Decision, Option
from ...russian import plural
from .. import continuous
from ..cost_modifiers import next_cost_index
from ..events import emit
from ..payment import gain_tagged, pay_coins
from ..selectors import candidates, condition_holds
from ..state import CardEffect, GameState
from ..wounds import ABILITY, deal_wounds
from . import (
    AMOUNT_KINDS,
    FULL,
    HANDLERS,
    NONE,
    Handler,
    Result,
    amount_of,
    cards_of,
    players_of,
)

if TYPE_CHECKING:
    from ..resolve import ResolveFrame


def _gain_coins_for(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Получите N{м} до <срока>. Вы можете тратить эти монеты только на <…>»: N temporary coins of the player ``what``
    that only pay for what params ``spend_on`` says (engine/payment.py ``SPEND_ON``); they are kept apart from his other
    coins (``PlayerState.tagged``), open, and end with the duration: «до конца хода» at the end of this turn, «до конца
    вашего хода» at the end of his turn (this one, or his next one when gained in another's turn), «до конца вашего
    следующего хода» at the end of his next turn. Like all coins they reopen at the start of his turn."""
    from ..replacements import coins_allowed

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


def _next_cost(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Следующее <карта> <игрока> стоит на N{м} дешевле/дороже (до <срока>)»: a ``next_cost`` effect on the hero of
    each player `what` means (see ``engine/cost_modifiers.py``)."""
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


# CardEffect kind on the hero of the player a discount is for (key: the number of the card it applies to as text)
PLAY_DISCOUNT = "play_discount"
# CardEffect kind on every hero: cards of a kind and a name cost more in the next turn of the maker's opponent
NAME_COST = "name_cost"


def _play_discount(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«можете разыграть её / их на N{м} дешевле до <срока>»: each card ``what`` means that is in the controller's
    hand gets a cost change (a ``play_discount`` CardEffect on his hero, key = the card; the usual durations end it;
    ``costs_misc.next_cost_change`` adds it to the card's cost, ``use_next_cost`` drops it when the card is played)."""
    player = frame.item.player
    hero = s.cards.get(s.players[player].hero)
    if hero is None:
        return NONE
    value = amount_of(s, frame, e.amount)
    duration = e.param("duration", A.END_OF_TURN)
    done = 0
    for c in cards_of(s, frame, e.what):
        if c in s.players[player].hand:
            hero.effects.append(CardEffect(PLAY_DISCOUNT, str(c), value, duration, frame.item.source, s.turn, player))
            done += 1
    return FULL if done else NONE


def _lose_all_coins(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Потерять все свои {м}»: every coin of each player ``what`` means — permanent and temporary, open or closed —
    is lost (digest §3.1: coins are markers; «Потеряйте монету» removes one of the coins you have)."""
    lost = 0
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        lost += ps.coins + ps.temp_coins + sum(n for _, n, _, _ in ps.tagged)
        ps.coins = ps.closed_coins = ps.temp_coins = ps.closed_temp = ps.temp_own = 0
        ps.tagged = ()  # (coins usable only for some payments)
    return FULL if lost else NONE


def _name_cost(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«<Карты> с таким же названием стоят на N{м} дороже в следующий ход противника»: a ``name_cost`` CardEffect (key
    the name of the card IT, value the signed change) on every hero; ``costs_misc.next_cost_change`` adds it to a card
    of params ``select``'s kind with that name during the next turn of the controller's opponent, and it ends with that
    turn (END_OF_NEXT_OPPONENT_TURN of the controller)."""
    cards = cards_of(s, frame, e.what)
    if len(cards) != 1:
        return NONE
    name = s.catalog.names[cards[0]]
    sel = e.param("select")
    kind = sel.kind if sel is not None else A.CARD
    value = amount_of(s, frame, e.amount)
    player = frame.item.player
    for p in s.players:
        hero = s.cards.get(p.hero)
        if hero is not None:
            hero.effects.append(CardEffect(NAME_COST, f"{kind}:{name}", value, A.END_OF_NEXT_OPPONENT_TURN,
                                           frame.item.source, s.turn, player))
    return FULL


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


AMOUNT_KINDS.update({})


CONCEPT_HANDLERS: dict[str, Handler] = {
    "gain_coins_for": _gain_coins_for,
    "next_cost": _next_cost,
    "opponent_may_pay": _opponent_may_pay,
    "cost_mod": _next_cost,
    "lose_game": _lose_game,
    "name_cost": _name_cost,
    "play_discount": _play_discount,
    "lose_all_coins": _lose_all_coins,
    "opp_may_close": _opp_may_close,
    "pay_or_wounded": _pay_or_wounded,
    "pay_x": _pay_x,
}

HANDLERS.update(CONCEPT_HANDLERS)
