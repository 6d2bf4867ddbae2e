"""Effect handlers of the «zones_a» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import CARD, Decision, Option
from .effects import FULL, HANDLERS, NONE, Handler, Result, cards_of, players_of
from .selectors import fits
from .zones import discard, hoard, to_deck

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


FAMILY_HANDLERS: dict[str, Handler] = {
    "za_discard_hand": _discard_hand,
    "za_shuffle_matching": _shuffle_matching,
    "za_hoard_any_hand": _hoard_any_hand,
}

HANDLERS.update(FAMILY_HANDLERS)
