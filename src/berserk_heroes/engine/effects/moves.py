"""The engine of cards moving between zones other than play (its compiler half: ``cards/language/zone_moves.py``).

One verb, ``move`` (``abilities.VERBS['move']``), moves cards to a hand, a deck (top, bottom, shuffled in) or a
sideboard: either the cards a Ref names (each goes if it is still where the effect expects it), or cards a player
picks from one of his zones (how many, who picks, which). Drawing, discarding, Мор and hoarding keep verbs of their
own because the rules give them events of their own (DRAWN, DISCARDED, Мор, HOARDS) that triggers and replacements
listen to.

Rules: a card leaving play for a hand or a deck goes to its owner's (§8.2); a created card goes back to its owner's
запас instead (§1.4.2, ``zones.to_hand`` / ``zones.to_deck``); heroes never leave play this way; after a player looks
through his deck it is shuffled (§8.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import abilities as A
from ...decisions import CARD, Decision, Option
from ..restrictions import forbids
from ..state import GameState, ability_at
from ..zones import is_created, remove_from_zone, to_deck, to_hand
from . import FULL, HANDLERS, NONE, PARTIAL, Handler, Result, _each_in_play, _outcome, cards_of

if TYPE_CHECKING:
    from ..resolve import ResolveFrame


def _move(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """``move``: cards go to params ``to`` — the cards ``what`` names, or those a player picks from his params
    ``from`` zone."""
    to = e.param(A.TO)
    if to == A.SIDEBOARD:
        return _to_sideboard(s, frame, e)
    if e.param(A.FROM) not in (None, A.PLAY):
        return _move_if_still_in(s, frame, e, e.param(A.FROM))
    if to == A.HAND:
        return _return_to_hand(s, frame, e)
    if e.param(A.ORDER) == A.OWNERS_CHOOSE:
        return _to_deck_top_in_owners_order(s, frame, e, choice)
    if e.param(A.POSITION, A.SHUFFLED) == A.SHUFFLED:
        return _shuffle_into_deck(s, frame, e)
    return _to_deck_end(s, frame, e)


def _in_zone(s: GameState, card: int, zone: str) -> bool:
    """Whether ``card`` is in ``zone`` (play, or its owner's hand / graveyard / deck / sideboard) now."""
    if zone == A.PLAY:
        return card in s.cards
    return card in getattr(s.players[s.catalog.owners[card]], zone)


def _put(s: GameState, card: int, e: A.Effect) -> None:
    """Put ``card`` into its owner's params ``to`` zone (a deck: at params ``position``)."""
    if e.param(A.TO) == A.HAND:
        to_hand(s, card)
    else:
        to_deck(s, card, e.param(A.POSITION, A.SHUFFLED))


def _move_if_still_in(s: GameState, frame: ResolveFrame, e: A.Effect, zone: str) -> Result:
    """The cards of ``what`` that are still in ``zone`` move («Гибель: можете положить эту карту на верх колоды вместо
    кладбища», «верните это существо в вашу руку» after it died, «замешайте эту карту из руки в колоду»); a card that
    has left that zone meanwhile stays where it is. ``it`` is the cards moved."""
    cards = cards_of(s, frame, e.what)
    done = [c for c in cards if _in_zone(s, c, zone)]
    for c in done:
        _put(s, c, e)
    frame.last = tuple(done)
    return _outcome(len(done), len(cards))


def _return_to_hand(s: GameState, frame: ResolveFrame, e: A.Effect) -> Result:
    """«Верните <карту> в руку владельца»: each card of ``what`` still in play, not a hero, unless a static forbids the
    opponent's cards to do it («Карты противника не могут … положить <её> в руку»)."""
    def back(c: int) -> bool:
        if s.catalog.defs[c].type == "hero":
            return False
        if s.cards[c].controller != frame.item.player and forbids(s, "to_hand_by_opponent", s.cards[c]):
            return False
        to_hand(s, c)
        return True

    return _each_in_play(s, frame, e, back)


def _to_deck_end(s: GameState, frame: ResolveFrame, e: A.Effect) -> Result:
    """«Положите <карту> на верх / под низ колоды владельца»: a card in play (not a hero), or one already in its
    owner's deck — the card just looked at or shown («можете положить её под низ колоды» after «Посмотрите верхнюю
    карту …»)."""
    cards = cards_of(s, frame, e.what)
    done = [c for c in cards if (c in s.cards or _in_zone(s, c, A.DECK)) and s.catalog.defs[c].type != "hero"]
    for c in done:
        to_deck(s, c, e.param(A.POSITION))
    frame.last = tuple(cards)
    return _outcome(len(done), len(cards))


def _shuffle_into_deck(s: GameState, frame: ResolveFrame, e: A.Effect) -> Result:
    """«Замешайте … в колоду»: from play, hand or graveyard into the owner's deck, shuffled (not a hero)."""
    cards = [c for c in cards_of(s, frame, e.what) if s.catalog.defs[c].type != "hero"]
    for c in cards:
        to_deck(s, c, A.SHUFFLED)
    frame.last = tuple(cards)
    frame.doing = frame.last
    if cards and e.then and e.what is not None and e.what.kind == "target":
        # «замешать 3 карты …, при этом …» with fewer named (a target named at execution, §7.4) is not
        # fully done, so its «при этом» part does not follow (§7.4)
        specs = ability_at(s.catalog, frame.item.source, frame.item.ability).targets
        index = frame.base + e.what.index
        if index < len(specs) and len(cards) < specs[index].min:
            return PARTIAL
    return FULL if cards else NONE


def _to_deck_top_in_owners_order(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Положите <карты> на верх колоды владельца в порядке, выбранном их владельцами»: the cards ``what`` in play go on
    top of their owners' decks; each owner (the controller first) picks the order of his own, the first picked ending
    up on top. ``frame.scratch``: the picks so far, owner by owner."""
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
        to_deck(s, c, A.DECK_TOP)
    frame.last = tuple(ordered)
    return FULL if ordered else NONE


def _to_sideboard(s: GameState, frame: ResolveFrame, e: A.Effect) -> Result:
    """«Положите <карту> в дополнительную колоду»: each card of ``what`` still in play (not a hero) or in a graveyard
    goes to its owner's sideboard (a created card to the запас, as when it leaves play any other way)."""
    cards = cards_of(s, frame, e.what)
    done = []
    for c in cards:
        owner = s.players[s.catalog.owners[c]]
        if c in s.cards:
            if s.catalog.defs[c].type == "hero":
                continue
        elif c not in owner.graveyard:
            continue
        remove_from_zone(s, c)
        (owner.reserve if is_created(s, c) else owner.sideboard).append(c)
        done.append(c)
    frame.last = tuple(done)
    return _outcome(len(done), len(cards))


CONCEPT_HANDLERS: dict[str, Handler] = {
    A.MOVE: _move,
}

HANDLERS.update(CONCEPT_HANDLERS)
