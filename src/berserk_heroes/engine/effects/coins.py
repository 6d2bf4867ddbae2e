"""Coins and payment (digest §3): the effect verbs ``gain_coins``, ``lose_coins``, ``set_coins`` (open or close), the
payment and cost-change verbs, and their helpers; registered into ``effects.HANDLERS`` on import. The compiler half is
``cards/language/coins.py``; what each verb's params mean is in ``abilities.VERBS``.

Coins for a time are remembered by effects on the player's hero, so they end with the other card effects in
``turn.cleanup`` (``durations.ends_this_turn``): ``lost_coins_back`` (coins lost until a time come back, open) and ``coins_kept``
(temporary coins kept past ends of turn until a time) — what ends them is ``payment.coins_back`` / ``payment.kept_coins``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable

from ... import abilities as A
from ...decisions import NO, X_VALUE, YES, Decision, Option
from .. import continuous
from ..cost_modifiers import next_cost_index
from ..payment import (
    COINS_BACK,
    COINS_KEPT,
    can_pay_coins,
    close_tagged,
    coins_closed_not_play,
    coins_event,
    gain_tagged,
    open_tagged,
    pay_coins,
)
from ..replacements import ABILITY, coins_allowed
from ..resolution import Resolution
from ..selectors import candidates
from ..state import CardEffect, GameState, PlayerState
from ..wounds import deal_wounds
from . import (
    AMOUNT_KINDS,
    FULL,
    HANDLERS,
    NONE,
    Handler,
    Result,
    _outcome,
    amount_of,
    cards_of,
    players_of,
)

# ---- Coins: gained, lost, opened and closed (digest §3.1: coins are markers, open or closed) ----

# Durations of temporary coins the player's own coin counters hold (others are kept by a COINS_KEPT effect)
_TURN_COIN_DURATIONS = (A.END_OF_TURN, A.END_OF_YOUR_TURN, A.END_OF_NEXT_OWN_TURN)


def _gain_coins(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Получите N{м}» (§3.1): each player of ``what`` gains N coins (a ``limit gain_coins`` static may allow fewer).

    params ``duration``: PERMANENT — his own coins (up to the cap), closed ones with params ``closed``; otherwise
    temporary coins that vanish when the duration ends (END_OF_TURN by default); params ``spend_on``: they pay only
    for what it says (engine/payment.py ``SPEND_ON``). «Когда игрок получает {м}» hears each player who gained some."""
    if e.param(A.OWNERS_OF_DONE):
        return _owners_gain(s, frame, e)
    if A.COINS_GAINED not in s.catalog.listened:
        return _gain(s, frame, e)
    players = players_of(s, frame, e.what)
    before = [_coins_held(s.players[p]) for p in players]
    result = _gain(s, frame, e)
    for p, held in zip(players, before, strict=True):
        coins_event(s, A.COINS_GAINED, p, _coins_held(s.players[p]) - held)
    return result


def _owners_gain(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«за каждую уничтоженную таким образом карту её владелец получает N{м}» (params ``owners_of_done``): the owner of
    each card the instruction before acted on gains N coins (as «Получите N{м}»); the same cards are «таким образом»
    for the next instruction."""
    n = amount_of(s, frame, e.amount)
    owners = [s.catalog.owners[c] for c in frame.done]
    params = tuple(kv for kv in e.params if kv[0] != A.OWNERS_OF_DONE)
    for player in sorted(set(owners)):
        who = A.YOU_PLAYER if player == frame.item.player else A.OPPONENT_PLAYER
        _gain_coins(s, frame, dataclasses.replace(e, what=who, amount=n * owners.count(player), params=params), None)
    frame.doing = frame.done
    return FULL if owners else NONE


def _coins_held(ps: PlayerState) -> int:
    """All the coins a player has: his own, temporary and tagged ones, open or closed."""
    return ps.coins + ps.temp_coins + sum(n for _, n, _, _ in ps.tagged)


def _gain(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """``_gain_coins`` by the coins' duration."""
    n = amount_of(s, frame, e.amount)
    duration = e.param("duration", A.END_OF_TURN)
    if duration == A.PERMANENT:
        return _gain_own_coins(s, frame, e, n)
    if e.param("spend_on") is not None:
        return _gain_tagged_coins(s, frame, e, n, duration)
    if duration not in _TURN_COIN_DURATIONS:
        return _gain_kept_coins(s, frame, e, n, duration)

    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        gained = coins_allowed(s, p, n)
        ps.temp_coins += gained
        if e.param("closed", False):  # «получает N закрытых {м} до конца хода»: they open with his others (turn.py)
            ps.closed_temp += gained
        if duration == A.END_OF_YOUR_TURN and s.active != p:  # lasts to his turn's end
            ps.temp_own += gained
        elif duration == A.END_OF_NEXT_OWN_TURN:  # «до конца вашего следующего хода»
            if s.active != p:
                ps.temp_own += gained  # his next turn is the coming one: as «до конца вашего хода»
            elif (hero := s.cards.get(ps.hero)) is not None:  # gained in his own turn: kept by an effect on his hero
                # until it ends (turn.cleanup)
                hero.effects.append(CardEffect(COINS_KEPT, str(p), gained, A.END_OF_NEXT_OWN_TURN,
                                               frame.item.source, s.turn, p))
    return FULL


def _gain_own_coins(s: GameState, frame: Resolution, e: A.Effect, n: int) -> Result:
    """Permanent coins, up to the cap; with params ``closed`` they come closed (they open with the others at the start
    of the owner's turn), and coins beyond the cap are not gained, so neither closed."""
    closed = e.param("closed", False)
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        if closed:
            gained = max(0, min(s.config.coin_cap, ps.coins + n) - ps.coins)
            ps.coins += gained
            ps.closed_coins += gained
        else:
            ps.coins = min(s.config.coin_cap, ps.coins + coins_allowed(s, p, min(n, max(0, s.config.coin_cap - ps.coins))))
    return FULL


def _gain_tagged_coins(s: GameState, frame: Resolution, e: A.Effect, n: int, duration: str) -> Result:
    """«Получите N{м} до <срока>. Вы можете тратить эти монеты только на <…>»: temporary coins kept apart from the
    player's other coins (``PlayerState.tagged``), open, ending with the duration: «до конца хода» at the end of this
    turn, «до конца вашего хода» at the end of his turn (this one, or his next one when gained in another's turn), «до
    конца вашего следующего хода» at the end of his next turn. Like all coins they reopen at the start of his turn."""
    gained = 0
    for p in players_of(s, frame, e.what):
        k = coins_allowed(s, p, n)
        if duration == A.END_OF_TURN:
            ends = 0
        elif duration == A.END_OF_YOUR_TURN:
            ends = 1
        else:  # END_OF_NEXT_OWN_TURN
            ends = 2 if s.active == p else 1
        gain_tagged(s.players[p], e.param("spend_on"), k, ends)
        gained += k
    return FULL if gained else NONE


def _gain_kept_coins(s: GameState, frame: Resolution, e: A.Effect, n: int, duration: str) -> Result:
    """«До <срока> получите N{м}» for a longer time than the player's turns measure («до конца следующего хода»):
    temporary coins that a ``coins_kept`` effect on his hero keeps until the duration ends (``kept_coins``)."""
    gained_any = 0
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        hero = s.cards.get(ps.hero)
        gained = coins_allowed(s, p, n)
        if gained <= 0 or hero is None:
            continue
        ps.temp_coins += gained
        if e.param("closed", False):  # «Получите N закрытую {м} до …»: they open with his others (turn.py)
            ps.closed_temp += gained
        hero.effects.append(CardEffect(COINS_KEPT, str(p), gained, duration, frame.item.source, s.turn,
                                       frame.item.player))
        gained_any += gained
    return _outcome(gained_any, n) if n else NONE


def _lose_coins(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Потеряйте N{м}»: each player of ``what`` loses up to N of his own coins (closed ones stay closed while there
    are enough of them). params ``all``: every coin he has — own and temporary, open or closed, tagged too
    («Потерять все свои {м}»); params ``duration``: the coins really lost come back, open, when it ends («Потеряйте
    N{м} до <срока>»: a ``lost_coins_back`` effect on his hero holds their number)."""
    if e.param("all", False):
        return _lose_all_coins(s, frame, e)
    n = amount_of(s, frame, e.amount)
    duration = e.param("duration")
    lost_any = 0
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        lost = min(n, ps.coins)
        hero = s.cards.get(ps.hero)
        if duration is not None and (lost <= 0 or hero is None):
            continue
        ps.coins -= lost
        ps.closed_coins = min(ps.closed_coins, ps.coins)
        coins_event(s, A.COINS_LOST, p, lost)
        if duration is not None and hero is not None:  # params own: «до начала своего хода» — the loser's turns
            owner = p if e.param("own", False) else frame.item.player
            hero.effects.append(CardEffect(COINS_BACK, str(p), lost, duration, frame.item.source, s.turn, owner))
        lost_any += lost
    return _outcome(lost_any, n)


def _lose_all_coins(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """Every coin of each player of ``what`` — permanent and temporary, open or closed, tagged — is lost."""
    lost = 0
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        his = _coins_held(ps)
        ps.coins = ps.closed_coins = ps.temp_coins = ps.closed_temp = ps.temp_own = 0
        ps.tagged = ()
        coins_event(s, A.COINS_LOST, p, his)
        lost += his
    return FULL if lost else NONE


def _set_coins(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Откройте N{м}», «Откройте все ваши {м}», «Закройте свои монеты»: coins of each player of ``what`` turn to params
    ``state`` (A.OPEN_COINS or A.CLOSED_COINS) — N of them, or (amount None) all of them. Opening and closing neither
    gains nor spends a coin."""
    if e.param("state") == A.CLOSED_COINS:
        if e.amount is not None and e.param("may", False):  # «он может закрыть N{м}, иначе …»: all N or none
            return _close_coins(s, frame, e, choice)
        if e.amount is not None:  # «игрок закрывает N{м}»: as many of N as he has open
            return _close_n_coins(s, frame, e)
        return _close_all_coins(s, frame, e)
    if e.param(A.PORTION) == A.HALF_DOWN:
        return _open_half_coins(s, frame, e)
    if e.amount is None:
        return _open_all_coins(s, frame, e)
    n = amount_of(s, frame, e.amount)
    return _open_coins(s, players_of(s, frame, e.what), lambda _: n)


def _open_half_coins(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«Игрок открывает половину своих {м} (с округлением вниз)» (Набег): half of his coins, rounded down, open — of
    all his coins or of his closed ones (the rules option ``open_half_coins_of``; the digest does not say). Coins
    usable only for some payments are not counted or opened (as «откройте N{м}»)."""
    def half(p: int) -> int:
        ps = s.players[p]
        base = ps.coins + ps.temp_coins if s.config.open_half_coins_of == "all" else ps.closed_coins + ps.closed_temp
        return base // 2

    return _open_coins(s, players_of(s, frame, e.what), half)


def _open_coins(s: GameState, players: Iterable[int], wanted: Callable[[int], int]) -> Result:
    """Open ``wanted(p)`` of the closed coins of each player ``p``: own coins first, temporary ones last."""
    opened = n = 0
    for p in players:
        ps = s.players[p]
        m = wanted(p)
        n += m
        k = min(m, ps.closed_coins)  # own coins first, temporary ones last
        ps.closed_coins -= k
        rest = min(m - k, ps.closed_temp)
        ps.closed_temp -= rest
        coins_event(s, A.COINS_OPENED, p, k + rest)
        opened += k + rest
    return _outcome(opened, n)


def _close_n_coins(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«Игрок закрывает N{м}» (Набег): N of his open coins close — own coins first, temporary ones last (coins usable
    only for some payments stay open); not spent, so not a payment, but «закрывает монеты не для розыгрыша карты»
    hears it (as «Закройте свои монеты»)."""
    n = amount_of(s, frame, e.amount)
    closed = 0
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        k = min(n, ps.coins - ps.closed_coins)
        ps.closed_coins += k
        rest = min(n - k, ps.temp_coins - ps.closed_temp)
        ps.closed_temp += rest
        closed += k + rest
        if k + rest and A.COINS_CLOSED_NOT_PLAY in s.catalog.listened:
            coins_closed_not_play(s, p, k + rest)
    return _outcome(closed, n)


def _open_all_coins(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        opened = ps.closed_coins + ps.closed_temp + sum(closed for _, _, closed, _ in ps.tagged)
        ps.closed_coins = 0
        ps.closed_temp = 0
        if ps.tagged:
            open_tagged(ps)
        coins_event(s, A.COINS_OPENED, p, opened)
    return FULL


def _close_coins(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«<игрок> (может) закрыть N{м}»: the first player of ``what`` closes N of his open coins (temporary ones first,
    as a payment closes them) — not spent, so not a payment; not done when he has fewer than N open, and with params
    ``may`` only if he agrees (so an «иначе …» runs when he does not or cannot)."""
    players = players_of(s, frame, e.what)
    n = amount_of(s, frame, e.amount)
    if not players or n <= 0 or s.players[players[0]].open_coins < n:
        return NONE
    player = players[0]
    ps = s.players[player]
    refused = _unless_agreed(s, frame, e, player, choice, (f"закрыть {n}{{м}}", f"close {n} coins"))
    if refused is not None:
        return refused
    from_temp = min(n, ps.temp_coins - ps.closed_temp)
    ps.closed_temp += from_temp
    ps.closed_coins += n - from_temp
    if A.COINS_CLOSED_NOT_PLAY in s.catalog.listened:
        coins_closed_not_play(s, player, n)
    return FULL


def _close_all_coins(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """Every open coin of the player (own, temporary, tagged) is closed — not spent, so not a payment; «Когда игрок
    закрывает монеты не для розыгрыша карты» hears it."""
    done = NONE
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        if ps.open_coins > 0:
            closing = ps.open_coins
            ps.closed_coins = ps.coins
            ps.closed_temp = ps.temp_coins
            done = FULL
            if A.COINS_CLOSED_NOT_PLAY in s.catalog.listened:
                coins_closed_not_play(s, p, closing)
        if ps.tagged and any(closed < n for _, n, closed, _ in ps.tagged):
            close_tagged(ps)
            done = FULL
    return done


# ---- Payment as an instruction («Заплатите N{м}», «противник может заплатить …», §3.2) ----


def _pay(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Заплатите N{м}»: the player ``what`` (the first one it means) closes N of his open coins; not done if he cannot.

    params ``may``: the payer decides (asked only when he can pay; done only if he pays, so an «иначе …» runs when he
    does not or cannot); ``choose_x``: the payer chooses X (1 up to his open coins), which becomes the resolving item's
    X for the rest of the ability («заплатить Х{м}, при этом …»); ``shortfall`` A.SHORTFALL_WOUNDS: he pays what he
    has, up to N, and the source deals his hero a wound (an ability's) per coin he lacks («если не хватает — ранить
    его на столько, сколько не хватает {м}», the payment of «Медитация», §6.2)."""
    players = players_of(s, frame, e.what)
    if e.param("shortfall") == A.SHORTFALL_WOUNDS:
        return _pay_or_be_wounded(s, frame, players, amount_of(s, frame, e.amount))
    if not players:
        return NONE
    payer = players[0]
    if e.param("choose_x", False):
        return _pay_chosen_x(s, frame, payer, choice)
    n = amount_of(s, frame, e.amount)
    if not can_pay_coins(s, payer, n):
        return NONE
    refused = _unless_agreed(s, frame, e, payer, choice, (f"заплатить {n}{{м}}", f"pay {n} coins"))
    if refused is not None:
        return refused
    pay_coins(s, payer, n)
    return FULL


def _unless_agreed(s: GameState, frame: Resolution, e: A.Effect, player: int, choice: Option | None,
                   question: tuple[str, str]) -> Result | None:
    """With params ``may`` («может закрыть / заплатить …»): the yes / no question to ``player`` while unanswered, NONE
    when he says no; None when he agreed or was not asked."""
    if not e.param("may", False):
        return None
    if choice is None:
        name = s.name(frame.item.source)
        return Decision(player, "yes_no", (Option(YES), Option(NO)), f"{name}: {question[0]}?", f"{name}: {question[1]}?")
    return None if choice.kind == YES else NONE


def _pay_or_be_wounded(s: GameState, frame: Resolution, players: list[int], n: int) -> Result:
    """Each player pays as many of his open coins as he has, up to N (temporary ones first, as every payment); the
    source deals his hero one wound per coin he lacked."""
    for p in players:
        paid = min(n, s.players[p].open_coins)
        if paid:
            pay_coins(s, p, paid)
        if n > paid:
            deal_wounds(s, frame.item.source, s.players[p].hero, n - paid, ABILITY)
    return FULL


def _pay_chosen_x(s: GameState, frame: Resolution, payer: int, choice: Option | None) -> Result:
    """The payer chooses X (1 up to his open coins) and closes X coins; X becomes the resolving item's X, which the «при
    этом» part reads (``Amount("x")``). Nothing with no open coin."""
    most = s.players[payer].open_coins
    if most < 1:
        return NONE
    if choice is None:
        name = s.name(frame.item.source)
        return Decision(payer, "x", tuple(Option(X_VALUE, frame.item.source, num=v) for v in range(1, most + 1)),
                        f"{name}: сколько {{м}} заплатить (Х)", f"{name}: how many coins to pay (X)")
    x = min(max(choice.num, 1), most)
    pay_coins(s, payer, x)
    frame.item = frame.item._replace(x=x)
    return FULL


# ---- Cost changes made by an instruction (engine/cost_modifiers.py reads them when a card is played) ----


def _change_cost(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«… стоит на N{м} дешевле / дороже»: ``amount`` is the signed change (params ``sign`` multiplies it when the
    amount is a count); params ``applies_to`` says which cards it changes, and for how long:

    - A.NEXT_CARD: the next card matching params ``select`` that each player of ``what`` plays (used up by it; params
      ``duration`` may end it sooner, ``in_next_turn``: only in that player's next turn);
    - A.CARDS_UNTIL: every such card he plays until params ``duration`` ends;
    - A.THESE_CARDS: the cards ``what`` (IT: those the instruction before put into the hand) while they are in the
      controller's hand, until params ``duration`` ends or the card is played;
    - A.SAME_NAME_CARDS: cards of params ``select``'s kind named as the card ``what``, for every player during the next turn
      of the controller's opponent.

    Each is a CardEffect on a hero (so the usual durations end it)."""
    applies_to = e.param("applies_to")
    if applies_to == A.THESE_CARDS:
        return _change_cost_of_these(s, frame, e)
    if applies_to == A.SAME_NAME_CARDS:
        return _change_cost_of_name(s, frame, e)
    kind = "next_cost" if applies_to == A.NEXT_CARD else "cost_mod"  # (cost_modifiers: used up, or not)
    source = frame.item.source
    index = next_cost_index(s, source, e)
    if index < 0:  # not a printed ability of the source (a granted one): not supported
        return NONE
    value = amount_of(s, frame, e.amount) * e.param("sign", 1)
    duration = e.param("duration", A.PERMANENT)
    done = 0
    players = unowned_next_card_players(s, frame.item.player, value) if e.param("unowned") else \
        players_of(s, frame, e.what)
    for p in players:
        hero = s.cards.get(s.players[p].hero)
        if hero is not None:
            hero.effects.append(CardEffect(kind, str(index), value, duration, source, s.turn, frame.item.player))
            done += 1
    return FULL if done else NONE


def unowned_next_card_players(s: GameState, controller: int, value: int) -> list[int]:
    """Whose next card «следующая карта стоит на N{м} дороже / дешевле» (no player named) changes, by the rules option
    ``unowned_next_card``: 'by_direction' — a dearer one his opponent's, a cheaper one the controller's; 'controller';
    'anyone' — every player's, and the first such card played uses it up for all (``cost_modifiers.use_next_cost``)."""
    reading = s.config.unowned_next_card
    if reading == "anyone":
        return list(range(len(s.players)))
    if reading == "by_direction" and value > 0:
        return [p for p in range(len(s.players)) if p != controller]
    return [controller]


def _change_cost_of_these(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«можете разыграть её / их на N{м} дешевле до <срока>»: a ``play_discount`` CardEffect on the controller's hero
    per card of ``what`` in his hand (key: the card; ``cost_modifiers.use_next_cost`` drops it when it is played)."""
    player = frame.item.player
    hero = s.cards.get(s.players[player].hero)
    if hero is None:
        return NONE
    value = amount_of(s, frame, e.amount)
    duration = e.param("duration", A.END_OF_TURN)
    done = 0
    for c in cards_of(s, frame, e.what):
        if c in s.players[player].hand:
            hero.effects.append(CardEffect("play_discount", str(c), value, duration, frame.item.source, s.turn, player))
            done += 1
    return FULL if done else NONE


def _change_cost_of_name(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«<Карты> с таким же названием стоят на N{м} дороже в следующий ход противника»: a ``name_cost`` CardEffect (key
    «<kind>:<name>» of the one card ``what``) on every hero, ending with the controller's opponent's next turn."""
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
            hero.effects.append(CardEffect("name_cost", f"{kind}:{name}", value, A.END_OF_NEXT_OPPONENT_TURN,
                                           frame.item.source, s.turn, player))
    return FULL


def _strike_sum(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«сумма ударов всех ваших существ»: the strikes (as they are now) of the cards matching the select, added up."""
    assert amount.select is not None
    cards = candidates(s, amount.select, frame.item.player, frame.item.source)
    return sum(max(0, continuous.strike(s, s.cards[c])) for c in cards if c in s.cards)


AMOUNT_KINDS.update({"strike_sum": _strike_sum})


AMOUNT_KINDS.update({})


CONCEPT_HANDLERS: dict[str, Handler] = {
    "gain_coins": _gain_coins,
    "lose_coins": _lose_coins,
    "set_coins": _set_coins,
    "pay": _pay,
    "change_cost": _change_cost,
}

HANDLERS.update(CONCEPT_HANDLERS)
