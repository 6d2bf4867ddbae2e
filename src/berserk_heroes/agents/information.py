"""A seat's information set, as a handle: full games consistent with what the seat knows, never the real one.

What the seat knows is decided in one place, ``views.py``: a card instance is *known* to the seat when its id
appears in the seat's view (its own hand, everything in play, graveyards, reserves, shown cards, an open or peeked
deck top). Every other card in a hidden zone is *unseen*. ``determinise(rng)`` returns a clone of a private snapshot
in which

* the unseen cards of the opponent's hand and deck are dealt again, uniformly, over the unseen places of that hand
  and deck (the counts are public and kept; known cards stay where they are);
* the seat's own unseen deck cards are shuffled over their places (the seat knows its list, not the order);
* the game's RNG is reseeded from ``rng`` (its state would predict future shuffles and draws);
* the record of past choices is dropped (the opponent's past options name the cards of his hand), and the per-turn
  logs that name hidden cards (draws, cards the opponent looked at) follow the cards they named.

The deal depends only on the view and on ``rng``: two games the seat cannot tell apart give the same determinised
games (``tests/test_agents_hidden.py`` checks this with real agents).

Whether the opponent's deck list is known is an option (``opponent_list``): ``"known"`` (default; the
preconstructed decks are public, and tournament deck lists are usually open) or ``"unknown"``: the opponent's unseen
cards are guessed from the cards of the card pool his deck may hold (the hero's elements and neutral, digest §1.3),
at most three of a name counting those seen, and then dealt as above.

Known limits. Information the seat had but the handle forgets: a card the seat saw go into the opponent's hand
(returned from play) or its own mulligan on the bottom of its deck is dealt like any unseen card once the view no
longer shows it. Information the search may use although the seat lacks it: a card that a half-done instruction
already names (``in_flight``: the opponent's pick from his hand of a discard that both players make, a trigger on
the card he drew) stays where it is, since dealing it elsewhere would break the instruction — such a card is about
to be revealed, or its position is all the search learns; and a face-down («скрытый») character of the opponent
keeps its identity (no preconstructed deck can hide cards: ``Catalog.may_hide`` is false for all of them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine import history
from ..rng import Rng

if TYPE_CHECKING:
    from ..engine.game import Game

OPPONENT_LISTS = ("known", "unknown")


class InformationSet:
    """The seat's information set at one decision. ``determinise(rng)`` is the only way to a full game.

    The snapshot it deals from lives in a closure, not in an attribute: no public name leads to the real game.
    """

    __slots__ = ("seat", "opponent_list", "unseen_counts", "_determinise")

    def __init__(self, game: Game, seat: int, opponent_list: str = "known") -> None:
        if opponent_list not in OPPONENT_LISTS:
            raise ValueError(f"opponent_list must be one of {OPPONENT_LISTS}, not {opponent_list!r}")
        self.seat = seat
        self.opponent_list = opponent_list
        snapshot = game.clone(keep_history=False)
        groups = _unseen_places(snapshot, seat)
        self.unseen_counts: tuple[int, ...] = tuple(len(pool) for _, _, pool in groups)
        guess = _Guesser(snapshot, seat, groups) if opponent_list == "unknown" else None

        def determinise(rng: Rng, top: int | None) -> Game:
            return _deal(snapshot, groups, rng, guess, top)

        self._determinise = determinise

    def determinise(self, rng: Rng, top: int | None = None) -> Game:
        """A full game the seat cannot tell from the real one, drawn with ``rng`` (deterministic for its state).

        ``top``: deal at random only the opponent's hand and the top ``top`` cards of each deck (a search that looks
        a few turns ahead draws no deeper; this is much faster). The deeper cards are then in an order that depends
        on nothing but the unseen cards and ``rng``, but is not uniform."""
        return self._determinise(rng, top)


# One group of unseen places: (player, [(zone, index)], sorted unseen card ids). Sorting makes the deal depend only
# on *which* cards are unseen, never on where the real game keeps them.
Group = tuple[int, list[tuple[str, int]], list[int]]


def known_ids(game: Game, seat: int) -> set[int]:
    """Every card id the seat's view shows (``views.py`` decides what a seat may see)."""
    found: set[int] = set()
    stack: list[Any] = [game.view(seat).data]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            card_id = item.get("id")
            if type(card_id) is int:
                found.add(card_id)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def _unseen_places(game: Game, seat: int) -> list[Group]:
    """The opponent's hand and deck as one group; the seat's own deck as another. Places are listed deck bottom to
    top, then the hand: a partial deal fills the last places first."""
    known = known_ids(game, seat) | in_flight(game)
    groups: list[Group] = []
    for p in game.state.players:
        zones = ("deck",) if p.index == seat else ("deck", "hand")
        places = [(zone, i) for zone in zones for i, iid in enumerate(getattr(p, zone)) if iid not in known]
        pool = sorted(getattr(p, zone)[i] for zone, i in places)
        groups.append((p.index, places, pool))
    return groups


def _deal(snapshot: Game, groups: list[Group], rng: Rng, guess: _Guesser | None, top: int | None) -> Game:
    game = snapshot.clone(keep_history=False)
    s = game.state
    if guess is not None:
        s.catalog = guess.catalog(rng)
    moved: dict[int, int] = {}
    for player, places, pool in groups:
        p = s.players[player]
        hand = len(places) - sum(1 for zone, _ in places if zone == "deck")
        cards = _sample_tail(pool, rng, len(pool) if top is None else hand + top)
        for (zone, i), new in zip(places, cards):
            zone_list = p.hand if zone == "hand" else p.deck
            old = zone_list[i]
            zone_list[i] = new
            if old != new:
                moved[old] = new
    if moved:
        _follow_logs(game, moved)
    s.rng = Rng(rng.next64())
    return game


def in_flight(game: Game) -> set[int]:
    """Cards that a half-done instruction or a waiting ability already names (the cards in the collections held by
    the frames above the turn, the Queue and the pending trigger points — e.g. a card the opponent picked from his
    hand to discard while the seat picks its own). Dealing them elsewhere would break that instruction, so they stay
    in place (see the module's known limits)."""
    s = game.state
    found: set[int] = set()
    stack: list[Any] = [f.snapshot() for f in s.frames[1:]]
    stack.extend(s.queue)
    stack.extend(s.triggers)
    while stack:
        item = stack.pop()
        if isinstance(item, tuple | list):
            for value in item:
                if type(value) is int:
                    found.add(value)
                elif isinstance(value, tuple | list):
                    stack.append(value)
    return found


def _sample_tail(pool: list[int], rng: Rng, count: int) -> list[int]:
    """``pool`` with its last ``count`` entries a uniform random draw from all of it, in random order (the last
    ``count`` steps of a Fisher–Yates shuffle; ``count`` = the whole pool is a full shuffle)."""
    cards = pool.copy()
    n = len(cards)
    for i in range(n - 1, max(0, n - count) - 1, -1):
        j = rng.randrange(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def _follow_logs(game: Game, moved: dict[int, int]) -> None:
    """The history and the per-turn logs that name a dealt card name the card now in its place (a draw of the card
    at that place)."""
    s = game.state
    history.renamed(s, moved)
    if s.shown:
        s.shown = tuple((moved.get(card, card), viewer, turn) for card, viewer, turn in s.shown)


class _Guesser:
    """``opponent_list="unknown"``: catalogs in which the opponent's unseen cards are guessed from the card pool.

    A catalog takes ~0.5 ms to build, so a handful of guesses are made per information set and reused: each
    determinisation picks one of them (made on first pick), then deals as usual."""

    GUESSES = 4

    def __init__(self, game: Game, seat: int, groups: list[Group]) -> None:
        self._game = game
        self._opponent = 1 - seat
        self._unseen = next(pool for player, _, pool in groups if player == self._opponent)
        self._catalogs: dict[int, Any] = {}

    def catalog(self, rng: Rng) -> Any:
        slot = rng.randrange(self.GUESSES)
        catalog = self._catalogs.get(slot)
        if catalog is None:
            catalog = self._catalogs[slot] = self._guess(Rng(rng.next64()))
        return catalog

    def _guess(self, rng: Rng) -> Any:
        from ..engine.state import Catalog

        s = self._game.state
        defs = list(s.catalog.defs)
        unseen = set(self._unseen)
        seen_names = [d.name for i, d in enumerate(defs) if s.catalog.owners[i] == self._opponent and i not in unseen]
        candidates = _candidates(defs[s.players[self._opponent].hero])
        copies: dict[str, int] = {}
        for name in seen_names:
            copies[name] = copies.get(name, 0) + 1
        for iid in self._unseen:
            pick = _pick(candidates, copies, rng)
            defs[iid] = pick
            copies[pick.name] = copies.get(pick.name, 0) + 1
        return Catalog.shared(defs, list(s.catalog.owners))


def _pick(candidates: list[Any], copies: dict[str, int], rng: Rng) -> Any:
    """A candidate with fewer than three copies so far (any candidate if the pool runs out)."""
    allowed = [d for d in candidates if copies.get(d.name, 0) < 3]
    return rng.choice(allowed or candidates)


def _candidates(hero: Any) -> list[Any]:
    """The fully supported non-hero cards a deck of this hero may hold (its elements and neutral; digest §1.3)."""
    from ..demo import game_cards

    return list(_candidates_of(tuple(hero.elements), game_cards()))


_CANDIDATES: dict[tuple[str, ...], tuple[Any, ...]] = {}


def _candidates_of(elements: tuple[str, ...], cards: Any) -> tuple[Any, ...]:
    found = _CANDIDATES.get(elements)
    if found is None:
        from ..cards.compiled import reserve_for
        from ..cards.pool import load_card_pool

        pool = load_card_pool()
        wanted = set(elements) | {NEUTRAL}
        keys = sorted(c.key for c in pool if _deck_card(c) and set(c.elements or (NEUTRAL,)) <= wanted)
        compiled = (cards.get(key) for key in keys)
        # a card that creates cards needs them in the запас (§1.4.2), which the game was not set up with
        found = _CANDIDATES[elements] = tuple(d for d in compiled if d.supported and not reserve_for([d], pool))
    return found


NEUTRAL = "Нейтральные"


def _deck_card(card: Any) -> bool:
    """A printed card that may be in a deck (not a hero or token; a creature with its numbers). Quests are deck cards
    (docs/quests.md): an unseen card may be one."""
    if card.type in ("hero", "token") or card.set_code == "demo":
        return False
    return card.type != "creature" or (card.strike is not None and card.life is not None)
