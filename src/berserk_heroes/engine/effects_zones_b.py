"""Effect handlers of the «zones_b» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import (
    FULL,
    HANDLERS,
    NONE,
    Handler,
    Result,
    _choose_cards,
    _outcome,
    _picked,
    amount_of,
    cards_of,
    players_of,
    summon_card,
)
from .events import emit
from .selectors import candidates
from .state import GameState
from .zones import draw, is_created, remove_from_zone, to_deck

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _grave_card_to_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«верните это существо в вашу руку» (the event's card, in a graveyard): each card of `what` still in its owner's
    graveyard goes to his hand."""
    cards = cards_of(s, frame, e.what)
    done = []
    for c in cards:
        owner = s.players[s.catalog.owners[c]]
        if c in owner.graveyard:
            owner.graveyard.remove(c)
            owner.hand.append(c)
            done.append(c)
    frame.last = tuple(done)
    return _outcome(len(done), len(cards))


def _summon_deck_or_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Вызовите <select> из вашей колоды или руки»: the controller picks up to N matching cards among his deck and his
    hand (as a summon: no declining unless «до N»); they enter play under him. The deck is shuffled when it was looked
    through (as after a summon)."""
    sel: A.Select = e.param("select")
    n = amount_of(s, frame, e.amount)
    player = frame.item.player
    if choice is None and not frame.scratch:
        emit(s, A.SEARCHED, -1, player=player)
    source = frame.item.source
    pool = (candidates(s, dataclasses.replace(sel, zone=A.DECK), player, source)
            + candidates(s, dataclasses.replace(sel, zone=A.HAND), player, source))
    d = _choose_cards(s, frame, player, pool, n, choice, bool(e.param("up_to")),
                      ("Вызов (колода или рука): выберите карту", "Summon (deck or hand): choose a card"))
    if d is not None:
        return d
    picks = _picked(frame)
    for c in picks:
        summon_card(s, c, player)
    if pool:
        s.rng.shuffle(s.players[player].deck)
    frame.last = tuple(picks)
    return _outcome(len(picks), n)


def _to_sideboard(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Положите <карту> в дополнительную колоду»: each card of `what` still in play (not a hero) or in a graveyard goes
    to its owner's sideboard (a created card to the запас, as when it leaves play any other way)."""
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


def _hand_into_deck_draw(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """Грабёж: player `what` shuffles his hand into his deck, then draws as many cards minus `amount`."""
    less = amount_of(s, frame, e.amount)
    player = players_of(s, frame, e.what)[0]
    p = s.players[player]
    moved = list(p.hand)
    for c in moved:
        to_deck(s, c)
    if len(moved) > less:
        draw(s, player, len(moved) - less)
    frame.last = tuple(moved)
    return FULL if moved else NONE


def _destroy_own_pick(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Противник уничтожает своё <существо …>»: that player picks one of his cards matching params select; it is
    destroyed as by «Уничтожьте» (the same checks)."""
    player = players_of(s, frame, e.what)[0]
    pool = [c for c in candidates(s, e.param("select"), frame.item.player, frame.item.source)
            if s.cards[c].controller == player]
    d = _choose_cards(s, frame, player, pool, amount_of(s, frame, e.amount), choice, False,
                      ("Выберите ваше существо: оно будет уничтожено", "Choose your creature to destroy"))
    if d is not None:
        return d
    frame.last = tuple(_picked(frame))
    if not frame.last:
        return NONE
    return HANDLERS["destroy"](s, frame, A.Effect("destroy", A.IT), None)


def _shuffle_hand_namesakes(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """Every card of the hand of the owner of `what` (a card, e.g. in his graveyard) with its name goes into his deck."""
    cards = cards_of(s, frame, e.what)
    if not cards:
        return NONE
    owner = s.players[s.catalog.owners[cards[0]]]
    name = s.catalog.names[cards[0]]
    moved = [c for c in owner.hand if s.catalog.names[c] == name]
    for c in moved:
        to_deck(s, c)
    frame.last = tuple(moved)
    return FULL if moved else NONE


FAMILY_HANDLERS: dict[str, Handler] = {"shuffle_hand_namesakes": _shuffle_hand_namesakes, "destroy_own_pick": _destroy_own_pick, "hand_into_deck_draw": _hand_into_deck_draw, "to_sideboard": _to_sideboard, "grave_card_to_hand": _grave_card_to_hand,
                                       "summon_deck_or_hand": _summon_deck_or_hand}

HANDLERS.update(FAMILY_HANDLERS)
