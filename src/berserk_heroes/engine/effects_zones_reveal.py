"""Effect handlers of the «zones_reveal» phrase family; registered into ``effects.HANDLERS`` on import.

Hidden information stays honest: a card looked at («Посмотрите …») is put on display for the looking player only,
a card shown («Покажите …») for both (``effects.show`` → ``GameState.shown`` → views «shown»).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import CARD, Decision, Option
from .effects import FULL, HANDLERS, NONE, Handler, Result, _outcome, _picks_of, amount_of, players_of, show
from .selectors import fits
from .state import GameState
from .zones import enter_play, to_deck

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


def _pick_to_deck(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Каждый игрок замешивает карту из руки … в колоду», «противник показывает руку и замешивает в колоду карту на
    ваш выбор»: each player of ``what`` in turn puts N cards of his own ``zone`` (hand / graveyard) into his deck
    (``position``, shuffled by default), picked by himself (``chooser`` 'owner') or by the controller ('you')."""
    n = amount_of(s, frame, e.amount)
    players = players_of(s, frame, e.what)
    zone = e.param("zone", "hand")
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    done = frame.scratch.count(-2)  # -2 closes the picks of one player
    while done < len(players):
        player = players[done]
        picks = _picks_of(frame.scratch, done)
        pool = [c for c in getattr(s.players[player], zone) if c not in picks]
        if len(picks) >= n or not pool:
            frame.scratch = (*frame.scratch, -2)
            done += 1
            continue
        chooser = player if e.param("chooser", "owner") == "owner" else frame.item.player
        where = "руки" if zone == "hand" else "кладбища"
        return Decision(chooser, "card", tuple(Option(CARD, c) for c in pool),
                        f"Выберите карту {where}, чтобы замешать её в колоду", f"Choose a card of the {zone} for the deck")
    total = 0
    for k in range(len(players)):
        for c in _picks_of(frame.scratch, k):
            to_deck(s, c, e.param("position", "shuffle"))
            total += 1
    frame.last = tuple(c for c in frame.scratch if c >= 0)
    return _outcome(total, n * len(players))


def _reveal_until(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Показывайте карты с верха колоды, пока не покажете …»: see ``abilities.VERBS['reveal_until']``."""
    n = amount_of(s, frame, e.amount)
    players = players_of(s, frame, e.what)
    player = players[0] if players else frame.item.player
    sel: A.Select = e.param("select")
    deck = s.players[player].deck
    shown: list[int] = []
    found: list[int] = []
    for c in reversed(deck):
        if len(found) >= n:
            break
        shown.append(c)
        if fits(s, sel, c, frame.item.player, frame.item.source):
            found.append(c)
    show(s, shown, -1)
    to = e.param("to", A.HAND)
    for c in found:
        if to == "play":
            enter_play(s, c, player)
        else:
            deck.remove(c)
            s.players[player].hand.append(c)
    rest = [c for c in shown if c not in found]
    if e.param("rest", "shuffle") == "bottom_random":
        for c in rest:
            deck.remove(c)
        s.rng.shuffle(rest)
        deck[:0] = rest
    elif rest or found:
        s.rng.shuffle(deck)  # «замешайте остальные карты в колоду»
    frame.last = tuple(found)
    return _outcome(len(found), n)


FAMILY_HANDLERS: dict[str, Handler] = {
    "reveal_until": _reveal_until,
    "pick_to_deck": _pick_to_deck,
    "look_deck_top": _look_deck_top,
    "shuffle_deck": _shuffle_deck,
}

HANDLERS.update(FAMILY_HANDLERS)
