"""The engine of the «costs» concept of the card language (its compiler half: ``cards/language/costs.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.costs``: Effect handlers of «Засада» variants and cost changes; registered into
``effects.HANDLERS`` on import.

From ``effects.costs``: Effect handlers, amounts and engine hooks of one-card phrases (the strike of a chosen creature, owners summoning, coins lost): a long tail of one-card
mechanics. Registered into ``effects.HANDLERS`` / ``effects.AMOUNT_KINDS`` on import (see the end of effects.py).

Amount ``x_paid_for_it``: the X paid for a card of cost X, as ``engine/paid_x.py`` keeps it.
"""

from __future__ import annotations

from ... import abilities as A
from ...decisions import ACTIVATE, Decision, Option
from .. import declare
from ..ability_facts import facts_of
from ..combined import cost
from ..paid_x import X_PAID
from ..play import THIRST_CHOSEN_KEY
from ..resolution import Resolution
from ..selectors import candidates
from ..state import GameState
from ..zones import shuffle_deck
from . import (
    AMOUNT_KINDS,
    FULL,
    HANDLERS,
    NONE,
    Handler,
    Result,
    _choose_cards,
    _outcome,
    _picked,
    cards_of,
    summon_card,
)


def _x_paid(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«Х» in a card's own «Найм» (a card of cost X): the X paid for it (0 if it was not played, or left play)."""
    cs = s.cards.get(frame.item.source)
    return cs.counters.get(X_PAID, 0) if cs is not None else 0


AMOUNT_KINDS["x_paid_for_it"] = _x_paid


def _spent_playing_it(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«{м}, потраченные при розыгрыше <этой карты>»: the coins paid to play the source (cost and X; the counter
    ``paid`` set as it entered play — 0 if it entered play another way, or left play)."""
    cs = s.cards.get(frame.item.source)
    return cs.counters.get("paid", 0) if cs is not None else 0


AMOUNT_KINDS[A.SPENT_PLAYING_IT] = _spent_playing_it


def _thirst_chosen(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«за каждого персонажа, выбранного его жаждой»: the different characters the Жажда payments of the source's
    play chose (this turn's notes of ``play.ThirstFrame``; a character chosen twice counts once)."""
    prefix = f"{THIRST_CHOSEN_KEY}{frame.item.source}/"
    return sum(1 for key in s.turn_counts if key.startswith(prefix))


AMOUNT_KINDS[A.THIRST_CHOSEN] = _thirst_chosen


def _coin_excess(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«…, пока у него не останется столько же {м}, сколько и у вас»: how many more coins the opponent has than the
    ability's controller (every coin: open, closed and temporary — as the condition «если у вас N {м}» counts them);
    0 when he has no more."""
    you, him = s.players[frame.item.player], s.players[1 - frame.item.player]
    return max(0, (him.coins + him.temp_coins) - (you.coins + you.temp_coins))


AMOUNT_KINDS["coin_excess"] = _coin_excess


def _coin_surplus(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«разница в количестве ваших {м}» when you are the richer: how many more coins the ability's controller has than
    the opponent (counted as ``coin_excess``); 0 when he has no more."""
    you, him = s.players[frame.item.player], s.players[1 - frame.item.player]
    return max(0, (you.coins + you.temp_coins) - (him.coins + him.temp_coins))


AMOUNT_KINDS["coin_surplus"] = _coin_surplus


def _greatest_cost(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«наибольшая стоимость {м} среди карт под вашим контролем»: the greatest printed cost among the cards of the
    amount's select (a combined card costs the sum of its parts, engine/combined.py); 0 when there are none."""
    assert amount.select is not None
    defs = s.catalog.defs
    cards = candidates(s, amount.select, frame.item.player, frame.item.source)
    if s.parts:
        return max((cost(s, c) if c in s.cards else defs[c].cost or 0 for c in cards), default=0)
    return max((defs[c].cost or 0 for c in cards), default=0)


AMOUNT_KINDS["greatest_cost"] = _greatest_cost

def _owner_summons_cheaper(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Его владелец вызывает существо меньшей стоимости {м}»: the owner of the card named before picks a creature of
    his deck with a lower printed cost and puts it into play under his control (a summon: event SUMMONED)."""
    assert e.what is not None
    if e.what.kind == "target":
        named = frame.item.targets[e.what.index] if e.what.index < len(frame.item.targets) else ()
    else:
        named = tuple(cards_of(s, frame, e.what))
    if not named:
        return NONE
    card = named[0]
    owner = s.catalog.owners[card]
    limit = s.catalog.defs[card].cost or 0
    deck = s.players[owner].deck
    pool = [c for c in deck if s.catalog.defs[c].type == "creature" and (s.catalog.defs[c].cost or 0) < limit]
    d = _choose_cards(s, frame, owner, pool, 1, choice, False,
                      ("Вызов: выберите существо меньшей стоимости", "Summon: choose a creature of a lower cost"))
    if d is not None:
        return d
    picks = _picked(frame)
    for c in picks:
        summon_card(s, c, owner)
    if deck:
        shuffle_deck(s, owner)  # he looked through his deck
    frame.last = tuple(picks)
    return _outcome(len(picks), 1)


def _apply_ability(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«примените особенность <вашего героя> стоимостью N{м} или менее без оплаты»: the controller picks an activated
    ability of that card in play whose coins are within ``cost_max`` / ``cost_min`` (not one of cost X: without a
    payment X has no value) and that could be declared now but for its costs (its targets can be named, no «1 раз за
    ход» marker on it, 113.4); it is declared right after this resolution — targets and modes chosen anew — and nothing
    is paid: no coins, no {Т}, no other cost, so the card gets no usage marker (113.4 puts it on at the payment).
    Nothing when there is no such ability."""
    player = frame.item.player
    pool = [(c, index) for c in cards_of(s, frame, e.param("holder")) if c in s.cards
            for index, ab in declare.activated_abilities(s, player, c, "play")
            if _applicable(s, player, c, index, ab, e)]
    if not pool:
        return NONE
    if choice is None and len(pool) > 1:
        name = s.name(frame.item.source)
        return Decision(player, "ability", tuple(Option(ACTIVATE, c, num=i) for c, i in pool),
                        f"{name}: примените особенность без оплаты", f"{name}: apply an ability without paying")
    card, index = (choice.card, choice.num) if choice is not None and (choice.card, choice.num) in pool else pool[0]
    applied = declare.DeclareFrame(player, card, (index,), "activated", (), -1, 0)
    applied.free = True
    s.frames.insert(s.frames.index(frame), applied)
    return FULL


def _applicable(s: GameState, player: int, card: int, index: int, ab: A.Ability, e: A.Effect) -> bool:
    """Whether activated ability ``index`` of ``card`` may be applied without payment by ``apply_ability`` ``e``."""
    if ab.zone != A.PLAY or any(c.is_x for c in ab.costs) or declare.used_up(s, card, index, ab):
        return False
    coins = facts_of(ab).coin_cost
    most, least = e.param("cost_max"), e.param("cost_min")
    if most is not None and coins > most or least is not None and coins < least:
        return False
    return declare.declarable(s, player, card, ab, "activated", free=True)


CONCEPT_HANDLERS: dict[str, Handler] = {
    "owner_summons_cheaper": _owner_summons_cheaper,
    "apply_ability": _apply_ability,
}

HANDLERS.update(CONCEPT_HANDLERS)
