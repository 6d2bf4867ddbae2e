"""Effect handlers of the «zones_a» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import CARD, Decision, Option
from .effects import FULL, HANDLERS, NONE, Handler, Result, _choose_cards, _picked, cards_of, players_of
from .selectors import candidates, fits
from .zones import discard, enter_play, hoard, to_deck

if TYPE_CHECKING:
    from .resolve import ResolveFrame
    from .state import GameState


def _discard_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Игроки сбрасывают свои руки»: each player of ``what`` discards every card of his hand (no choice to make;
    one by one in hand order, each a discard). Done when at least one card was discarded."""
    done: list[int] = []
    for player in players_of(s, frame, e.what):
        for iid in list(s.players[player].hand):
            discard(s, player, iid)
            done.append(iid)
    frame.last = tuple(done)
    frame.doing = tuple(done)
    return FULL if done else NONE


def _shuffle_matching(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«<игрок> замешивает в колоду все карты с таким названием»: every card of that player's hand matching params
    select goes into his deck (shuffled); they are «замешанные таким образом» (``frame.doing``) for what follows."""
    sel: A.Select = e.param("select")
    done: list[int] = []
    for p in players_of(s, frame, e.what):
        for c in [c for c in s.players[p].hand if fits(s, sel, c, frame.item.player, frame.item.source)]:
            to_deck(s, c, "shuffle")
            done.append(c)
    frame.last = tuple(done)
    frame.doing = tuple(done)
    return FULL if done else NONE


def _hoard_any_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«<X> добывает карту из руки любого игрока по его выбору»: the controller picks the player (by his hero), then
    that player picks one card of his hand and the holder hoards it. ``frame.scratch`` keeps the player chosen
    (as -100 - player) and then the card."""
    holders = [c for c in cards_of(s, frame, e.param("holder")) if c in s.cards]
    if not holders:
        frame.last = ()
        return NONE
    if not frame.scratch:
        if choice is None:
            me = frame.item.player
            heroes = tuple(Option(CARD, s.players[p].hero) for p in (me, 1 - me))
            return Decision(me, "card", heroes, "Выберите игрока (его героя): он отдаст карту из руки",
                            "Choose a player (by his hero): he gives a card of his hand")
        frame.scratch = (-100 - s.catalog.owners[choice.card],)
        choice = None
    player = -100 - frame.scratch[0]
    if len(frame.scratch) == 1:
        hand = s.players[player].hand
        if not hand:
            frame.last = ()
            return NONE
        if choice is None:
            return Decision(player, "card", tuple(Option(CARD, c) for c in hand),
                            "Выберите карту из руки, её добудут", "Choose a card from your hand to be hoarded")
        frame.scratch = (*frame.scratch, choice.card)
    card = frame.scratch[1]
    done = hoard(s, holders[0], card)
    frame.last = (card,) if done else ()
    frame.doing = frame.last
    return FULL if done else NONE


def _put_into_play(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Положите <добытое … существо> в игру под вашим контролем»: the controller picks one card of params select (it
    must be taken if there is one) and it enters play under him (from under its holder; not played)."""
    player = frame.item.player
    pool = candidates(s, e.param("select"), player, frame.item.source)
    d = _choose_cards(s, frame, player, pool, 1, choice, False,
                      ("Выберите карту, она войдёт в игру под вашим контролем", "Choose a card to put into play"))
    if d is not None:
        return d
    picks = _picked(frame)
    for c in picks:
        enter_play(s, c, player)
    frame.last = tuple(picks)
    return FULL if picks else NONE


FAMILY_HANDLERS: dict[str, Handler] = {
    "discard_whole_hand": _discard_hand,
    "shuffle_matching": _shuffle_matching,
    "hoard_any_from_hand": _hoard_any_hand,
    "put_into_play": _put_into_play,
}

HANDLERS.update(FAMILY_HANDLERS)
