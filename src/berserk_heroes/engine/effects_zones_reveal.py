"""Effect handlers of the «zones_reveal» phrase family; registered into ``effects.HANDLERS`` on import.

Hidden information stays honest: a card looked at («Посмотрите …») is put on display for the looking player only,
a card shown («Покажите …») for both (``effects.show`` → ``GameState.shown`` → views «shown»).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import CARD, NAME, Decision, Option, card_names
from .effects import (
    FULL,
    HANDLERS,
    NONE,
    PARTIAL,
    Handler,
    Result,
    _outcome,
    _picks_of,
    amount_of,
    cards_of,
    players_of,
    show,
)
from .events import emit
from .selectors import fits
from .state import GameState
from .zones import discard, enter_play, hoard, to_deck

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


def _name_card(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Назовите карту»: the controller names any card name of the card data (decisions.card_names)."""
    names = card_names()
    if choice is None:
        options = tuple(Option(NAME, frame.item.source, num=i) for i in range(len(names)))
        return Decision(frame.item.player, "name", options, "Назовите карту", "Name a card")
    s.named = {**s.named, frame.item.source: names[choice.num]}
    return FULL


def _discard_matching(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Противник … сбрасывает все карты с таким названием»: every matching card of that player's hand."""
    sel: A.Select = e.param("select")
    done: list[int] = []
    for p in players_of(s, frame, e.what):
        for c in [c for c in s.players[p].hand if fits(s, sel, c, frame.item.player, frame.item.source)]:
            discard(s, p, c)
            done.append(c)
    frame.last = tuple(done)
    return FULL if done else NONE


def _to_deck_top_ordered(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """See ``abilities.VERBS['to_deck_top_ordered']``. ``frame.scratch``: the picks so far, owner by owner."""
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    # the cards in play now (nothing else happens between the picks; heroes never go into a deck)
    cards = [c for c in cards_of(s, frame, e.what) if c in s.cards and s.catalog.defs[c].type != "hero"]
    first = frame.item.player
    for owner in (first, 1 - first):
        left = [c for c in cards if s.catalog.owners[c] == owner and c not in frame.scratch]
        if len(left) >= 2:
            return Decision(owner, "card", tuple(Option(CARD, c) for c in left),
                            "Порядок: какую вашу карту положить на верх колоды следующей (первая будет сверху)",
                            "Order: which of your cards goes on top next (the first chosen ends up on top)")
    ordered = [c for c in frame.scratch if c in cards] + [c for c in cards if c not in frame.scratch]
    for c in reversed(ordered):  # the first picked goes last, so it ends up on top
        to_deck(s, c, "top")
    frame.last = tuple(ordered)
    return FULL if ordered else NONE


def _reveal_split(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """See ``abilities.VERBS['reveal_split']``; ``frame.scratch``: the card for the hand, then for the graveyard."""
    players = players_of(s, frame, e.what)
    player = players[0] if players else frame.item.player
    deck = s.players[player].deck
    n = e.param("n", 3)
    top = deck[-n:][::-1] if n > 0 else []
    show(s, top, -1)
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    left = [c for c in top if c not in frame.scratch]
    if len(frame.scratch) < 2 and len(left) >= 2:
        ru, en = (("Выберите карту в руку", "Choose the card for your hand") if not frame.scratch else
                  ("Выберите карту на кладбище", "Choose the card for the graveyard"))
        return Decision(frame.item.player, "card", tuple(Option(CARD, c) for c in left), ru, en)
    picks = list(frame.scratch) + left  # with fewer than 3 cards: hand first, then graveyard, then the hero
    hero = s.players[frame.item.player].hero
    for k, c in enumerate(picks):
        if k == 0:
            deck.remove(c)
            s.players[player].hand.append(c)
        elif k == 1:
            deck.remove(c)
            s.players[player].graveyard.append(c)
            emit(s, A.PUT_INTO_GRAVEYARD, c, player=player)
            emit(s, A.DECK_TO_GRAVEYARD, c, player=player)
        else:
            hoard(s, hero, c)
    frame.last = tuple(picks)
    return FULL if len(picks) == n else (NONE if not picks else PARTIAL)


FAMILY_HANDLERS: dict[str, Handler] = {
    "reveal_split": _reveal_split,
    "to_deck_top_ordered": _to_deck_top_ordered,
    "name_card": _name_card,
    "discard_matching": _discard_matching,
    "reveal_until": _reveal_until,
    "pick_to_deck": _pick_to_deck,
    "look_deck_top": _look_deck_top,
    "shuffle_deck": _shuffle_deck,
}

HANDLERS.update(FAMILY_HANDLERS)
