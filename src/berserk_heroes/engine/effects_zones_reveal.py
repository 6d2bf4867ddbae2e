"""Effect handlers of the «zones_reveal» phrase family; registered into ``effects.HANDLERS`` on import.

Hidden information stays honest: a card looked at («Посмотрите …») is put on display for the looking player only,
a card shown («Покажите …») for both (``effects.show`` → ``GameState.shown`` → views «shown»).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import CARD, Decision, Option
from .effects import FULL, HANDLERS, NONE, Handler, Result, players_of, show
from .state import GameState

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _deck_owner(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None,
                verb_ru: str) -> int | Decision:
    """The player whose deck ``e`` is about; «любой колоды» (side ANY): the controller picks it by its hero."""
    if e.what is not None and e.what.kind == "player" and e.what.side == A.ANY:
        if choice is None:
            heroes = tuple(Option(CARD, s.players[p].hero) for p in (frame.item.player, 1 - frame.item.player))
            return Decision(frame.item.player, "card", heroes, f"{verb_ru}: выберите колоду (героя её владельца)",
                            "Choose a deck (by its owner's hero)")
        return s.catalog.owners[choice.card]
    players = players_of(s, frame, e.what)
    return players[0] if players else frame.item.player


def _look_deck_top(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Посмотрите верхнюю карту <вашей / любой> колоды»: the controller alone sees it (views «shown»); it stays on
    top and is «её» for what follows («можете положить её под низ колоды»)."""
    owner = _deck_owner(s, frame, e, choice, "Посмотрите верхнюю карту")
    if isinstance(owner, Decision):
        return owner
    deck = s.players[owner].deck
    if not deck:
        frame.last = ()
        return NONE
    frame.last = (deck[-1],)
    show(s, (deck[-1],), frame.item.player)
    return FULL


def _shuffle_deck(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Перемешайте колоду»: the deck of that player is shuffled."""
    for p in players_of(s, frame, e.what):
        s.rng.shuffle(s.players[p].deck)
    return FULL


FAMILY_HANDLERS: dict[str, Handler] = {
    "look_deck_top": _look_deck_top,
    "shuffle_deck": _shuffle_deck,
}

HANDLERS.update(FAMILY_HANDLERS)
