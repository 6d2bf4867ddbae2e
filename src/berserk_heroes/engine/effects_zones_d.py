"""Effect handlers of the «zones_d» phrase family (the deck: looks, searches, cards put on it or under it); registered
into ``effects.HANDLERS`` on import."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import CARD, MODE, NO, YES, Decision, Option
from .effects import (
    FULL,
    HANDLERS,
    NONE,
    Handler,
    Result,
    _choose_cards,
    _look_top,
    amount_of,
    cards_of,
    players_of,
    show,
    summon_card,
)
from .events import emit
from .zones import to_deck

if TYPE_CHECKING:
    from .resolve import ResolveFrame
    from .state import GameState

_PLACED = -3  # in ``frame.scratch``: ends the graveyard pick; then (card, _TOP | _BOTTOM) pairs
_TOP, _BOTTOM = -10, -11


def _summon_found(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«вызовите это существо» after a «Поиск»: each card the search found that is still in its owner's hand enters play
    under the controller (a summon from the hand: SUMMONED is emitted, as for «Вызовите»)."""
    player = frame.item.player
    done = []
    for c in cards_of(s, frame, e.what):
        if c in s.players[s.catalog.owners[c]].hand:
            summon_card(s, c, player)
            done.append(c)
    frame.last = tuple(done)
    return FULL if done else NONE


def _look_grave_top_bottom(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Посмотрите Х верхних карт колоды противника; положите одну из них на кладбище, остальные положите на верх или
    под низ колоды в любом порядке»: the controller (only he sees the cards) picks ``to_grave`` of them for their
    owner's graveyard; then, one card at a time in the order he picks, each of the others goes on the top or at the
    bottom of the deck (a card put on top later lies above one put there earlier; one put under later lies below)."""
    player = frame.item.player
    owners = players_of(s, frame, e.what)
    if not owners:
        return NONE
    deck = s.players[owners[0]].deck
    n = max(amount_of(s, frame, e.amount), 0)
    top = deck[-n:][::-1] if n > 0 else []
    if not top:
        return NONE
    show(s, top, player)  # «Посмотрите»: to the controller only
    if choice is not None:
        if choice.kind == MODE:
            frame.scratch = (*frame.scratch, _TOP if choice.num == 0 else _BOTTOM)
            choice = None
        elif _PLACED in frame.scratch:
            frame.scratch = (*frame.scratch, choice.card)
            choice = None
    if _PLACED not in frame.scratch:
        d = _choose_cards(s, frame, player, top, e.param("to_grave", 1), choice, False,
                          ("Выберите карту для кладбища", "Choose a card for the graveyard"))
        if d is not None:
            return d
        frame.scratch = (*frame.scratch, _PLACED)
    cut = frame.scratch.index(_PLACED)
    to_grave = [c for c in frame.scratch[:cut] if c >= 0]
    placed = list(frame.scratch[cut + 1:])
    if len(placed) % 2:  # a card picked, its place not yet
        return Decision(player, "mode", (Option(MODE, placed[-1], num=0), Option(MODE, placed[-1], num=1)),
                        f"{s.name(placed[-1])}: 1 — на верх колоды, 2 — под низ колоды",
                        f"{s.name(placed[-1])}: 1 — on top of the deck, 2 — at the bottom")
    left = [c for c in top if c not in to_grave and c not in placed[0::2]]
    if len(left) >= 2:
        return Decision(player, "card", tuple(Option(CARD, c) for c in left),
                        "Какую карту положить следующей (на верх или под низ колоды)",
                        "Which card to place next (on top of or under the deck)")
    if len(left) == 1:  # the last card: only where it goes
        frame.scratch = (*frame.scratch, left[0])
        return _look_grave_top_bottom(s, frame, e, None)
    owner = s.players[owners[0]]
    for c in to_grave:
        deck.remove(c)
        owner.graveyard.append(c)
        emit(s, A.PUT_INTO_GRAVEYARD, c, player=owners[0])
        emit(s, A.DECK_TO_GRAVEYARD, c, player=owners[0])
    for c, where in zip(placed[0::2], placed[1::2]):
        deck.remove(c)
        if where == _TOP:
            deck.append(c)
        else:
            deck.insert(0, c)
    frame.last = tuple(to_grave)
    return FULL


def _look_top_rest_random(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Посмотрите Х верхних карт вашей колоды, положите K из них в руку, остальные — под низ колоды в случайном
    порядке»: ``look_top`` with the others left in place, then moved to the bottom in a random order."""
    n = max(amount_of(s, frame, e.amount), 0)
    deck = s.players[frame.item.player].deck
    top = deck[-n:] if n > 0 else []  # the deck does not change before look_top ends
    params = tuple((k, v) for k, v in e.params if k != "rest") + (("rest", "keep"),)
    result = _look_top(s, frame, dataclasses.replace(e, verb="look_top", params=params), choice)
    if isinstance(result, Decision):
        return result
    rest = [c for c in top if c in deck]
    for c in rest:
        deck.remove(c)
    s.rng.shuffle(rest)
    deck[0:0] = rest
    return result


def _opp_may_pay_or_bottom(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Противник может заплатить стоимость <выбранного существа>; иначе положите это существо под низ колоды»: the
    controller's opponent may pay the card's printed cost in open coins (asked only when he can); if he does not, the
    card (still in play) goes to the bottom of its owner's deck."""
    from .payment import can_pay_coins, pay_coins

    cards = [c for c in cards_of(s, frame, e.what) if c in s.cards]
    frame.last = tuple(cards)
    if not cards:
        return NONE
    card = cards[0]
    opponent = 1 - frame.item.player
    price = s.catalog.defs[card].cost or 0
    if choice is None and can_pay_coins(s, opponent, price):
        name = s.name(card)
        return Decision(opponent, "yes_no", (Option(YES), Option(NO)),
                        f"Заплатить {price}{{м}} за {name}? (иначе — под низ колоды)",
                        f"Pay {price} coins for {name}? (else it goes under the deck)")
    if choice is not None and choice.kind == YES:
        pay_coins(s, opponent, price)
        return NONE
    if s.catalog.defs[card].type == "hero":
        return NONE
    to_deck(s, card, "bottom")
    return FULL


def _pick_to_deck_cost_x(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«(Противник показывает руку и) замешивает в колоду карту стоимостью Х{м} на ваш выбор»: the controller picks one
    card of that player's hand whose printed cost is the ability's X (``QueueItem.x``); it goes into its owner's deck,
    shuffled. Nothing happens when there is no such card."""
    players = players_of(s, frame, e.what)
    if not players:
        return NONE
    x = frame.item.x
    pool = [c for c in s.players[players[0]].hand if (s.catalog.defs[c].cost or 0) == x]
    d = _choose_cards(s, frame, frame.item.player, pool, 1, choice, False,
                      (f"Выберите карту стоимостью {x}, чтобы замешать её в колоду",
                       f"Choose a card of cost {x} to shuffle into the deck"))
    if d is not None:
        return d
    picks = [c for c in frame.scratch if c >= 0]
    for c in picks:
        to_deck(s, c, "shuffle")
    frame.last = tuple(picks)
    return FULL if picks else NONE


FAMILY_HANDLERS: dict[str, Handler] = {
    "pick_to_deck_cost_x": _pick_to_deck_cost_x,
    "summon_found": _summon_found,
    "look_grave_top_bottom": _look_grave_top_bottom,
    "look_top_rest_random": _look_top_rest_random,
    "opp_may_pay_or_bottom": _opp_may_pay_or_bottom,
}
HANDLERS.update(FAMILY_HANDLERS)
