"""Effect handlers of the «play» phrase family (playing cards and paying for them); registered into
``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import FULL, HANDLERS, NONE, Handler, Result, amount_of, cards_of, players_of
from .state import CardEffect, GameState

if TYPE_CHECKING:
    from .resolve import ResolveFrame

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


FAMILY_HANDLERS: dict[str, Handler] = {
    "name_cost": _name_cost,
    "play_discount": _play_discount,
    "lose_all_coins": _lose_all_coins,
}

HANDLERS.update(FAMILY_HANDLERS)
