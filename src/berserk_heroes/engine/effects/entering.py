"""The engine of cards entering play (its compiler half: the «Вызовите», «Возродите», «введите / верните в игру»,
«Создайте» phrases of ``cards/language/``): the ``put_into_play`` and ``create`` handlers, registered into
``HANDLERS`` on import.

A card put into play this way is not played (309.1: no CARD_PLAYED, no payment); it enters play
(``zones.enter_play``) and its Найм triggers. «Вызов» (from the deck, digest §6.3) is also a SUMMONED event
(«Когда вы вызываете …»); a revive («Возродите», from a graveyard) and other entries are not.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from ... import abilities as A
from ...decisions import Option
from .. import continuous
from ..events import emit
from ..selectors import candidates
from ..state import GameState
from ..zones import enter_play
from . import (
    FULL,
    HANDLERS,
    NONE,
    Result,
    _choose_cards,
    _from_zone_to,
    _outcome,
    _picked,
    amount_of,
    cards_of,
)

if TYPE_CHECKING:
    from ..resolve import ResolveFrame

# The prompt of a pick, by the zone the cards come from (the first one when several).
_PICK_NAMES = {A.DECK: "Вызов", A.GRAVEYARD: "Возрождение"}


def _enter(s: GameState, frame: ResolveFrame, e: A.Effect, card: int) -> None:
    """Card ``card`` enters play as params under, closed, life and summoned of ``e`` say."""
    under = s.catalog.owners[card] if e.param("under") == A.OWNER else frame.item.player
    cs = enter_play(s, card, under, closed=bool(e.param("closed")))
    life = e.param("life")
    if life is not None:  # «возродить … с N жизнью»: its wounds are its life − N
        cs.wounds = max(0, continuous.max_life(s, cs) - int(life))
    if e.param("summoned"):
        emit(s, A.SUMMONED, card, player=under)  # «Когда вы вызываете …»


def _in_zone(s: GameState, card: int, zone: str) -> bool:
    """Whether ``card`` lies in ``zone`` of its owner (HOARDED: under any card)."""
    if zone == A.HOARDED:
        return card in s.hoard_origin
    owner = s.players[s.catalog.owners[card]]
    return card in {A.DECK: owner.deck, A.HAND: owner.hand, A.GRAVEYARD: owner.graveyard,
                    A.SIDEBOARD: owner.sideboard}[zone]


def _put_into_play(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Вызовите …» (§6.3), «Возродите …», «введите / верните … в игру», «положите … в игру под вашим контролем»: with
    params select the controller picks cards (:func:`_enter_picked`); otherwise the cards ``what`` names enter, each
    one only if it still lies in a zone of params from (it may have moved since the ability was declared)."""
    if e.param("select") is not None:
        return _enter_picked(s, frame, e, choice)
    done = []
    for card in cards_of(s, frame, e.what):
        if card not in s.cards and any(_in_zone(s, card, zone) for zone in e.param("from")):
            _enter(s, frame, e, card)
            done.append(card)
    frame.last = tuple(done)
    return FULL if done else NONE


def _enter_picked(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """The controller picks ``amount`` cards matching params select in the zone of params from (the deck is
    shuffled after it was looked through) and they enter play; he may stop early only with «до N» (params up_to)."""
    zones = e.param("from")
    if len(zones) > 1:
        return _enter_picked_from_zones(s, frame, e, choice, zones)
    zone = e.param("select").zone if zones[0] == A.HOARDED else zones[0]  # hoarded: the select says under whom
    return _from_zone_to(s, frame, e, choice, zone, lambda card, _player: _enter(s, frame, e, card),
                         _PICK_NAMES.get(zone, "Ввод в игру"))


def _enter_picked_from_zones(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None,
                             zones: tuple[str, ...]) -> Result:
    """«Вызовите <select> из вашей колоды или руки»: the pick is made among the controller's cards of every zone of
    params from together. A pick that looks through the deck this way emits SEARCHED (kept as the rules engine always
    did for this phrase, unlike a summon from the deck alone) and shuffles the deck afterwards."""
    sel: A.Select = e.param("select")
    n = amount_of(s, frame, e.amount)
    player = frame.item.player
    if choice is None and not frame.scratch and A.DECK in zones:
        emit(s, A.SEARCHED, -1, player=player)
    pool = [card for zone in zones
            for card in candidates(s, dataclasses.replace(sel, zone=zone), player, frame.item.source)]
    d = _choose_cards(s, frame, player, pool, n, choice, bool(e.param("up_to")),
                      ("Вызов (колода или рука): выберите карту", "Summon (deck or hand): choose a card"))
    if d is not None:
        return d
    picks = _picked(frame)
    for card in picks:
        _enter(s, frame, e, card)
    if pool and A.DECK in zones:
        s.rng.shuffle(s.players[player].deck)
    frame.last = tuple(picks)
    return _outcome(len(picks), n)


def _create(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Создайте <название>» (§1.4.2): ``amount`` cards of params name come from the controller's запас into play.
    Otherwise «Создайте копию <карты>» (digest §2.1 «Copies»): ``amount`` copies of each card ``what`` names, for the
    controller — or, params under EACH, for each player in turn, the controller first («каждый игрок создаёт копию»;
    a copy is a card of the player who creates it). A copy has the name, properties and printed abilities of the
    card, plus «Созданный»; wounds, effects and gained abilities are not copied. It comes from the player's запас,
    where the deck keeps copies of every card that copies itself (``cards.compiled.reserve_for``); a copy of another
    card that can be seen in play is made then (``effects.control_copies.copy_for``). With params no_enters the
    copy's own «Найм» abilities do not trigger. What was created is IT next («…, она теряет особенности»)."""
    if e.param("name") is not None:
        return _create_named(s, frame, e)
    from .control_copies import copy_for

    me = frame.item.player
    players = (me, 1 - me) if e.param("under") == A.EACH else (me,)
    n = amount_of(s, frame, e.amount)
    originals = cards_of(s, frame, e.what)
    made: list[int] = []
    for player in players:
        for original in originals:
            for _ in range(n):
                copy = copy_for(s, original, player, made)
                if copy < 0:
                    break
                _enter_copy(s, frame, e, copy, player)
                made.append(copy)
    frame.last = tuple(made)
    return _outcome(len(made), n * len(originals) * len(players))


def _create_named(s: GameState, frame: ResolveFrame, e: A.Effect) -> Result:
    """«Создайте <название>»: the cards of that name wait in the controller's запас (as many as there are)."""
    name = e.param("name")
    n = amount_of(s, frame, e.amount)
    player = frame.item.player
    made = []
    for _ in range(n):
        found = next((c for c in s.players[player].reserve if s.catalog.names[c] == name), None)
        if found is None:
            break
        enter_play(s, found, player)
        made.append(found)
    frame.last = tuple(made)
    return _outcome(len(made), n)


def _enter_copy(s: GameState, frame: ResolveFrame, e: A.Effect, copy: int, player: int) -> None:
    """A copy enters play under ``player``'s control; with params no_enters its own «Найм» does not trigger. The
    card whose instruction made it is remembered («уничтожьте созданную им копию»)."""
    from .control_copies import mark_made_by

    mark = len(s.triggers)
    enter_play(s, copy, player)
    if e.param("no_enters"):
        s.triggers[mark:] = [t for t in s.triggers[mark:] if not _own_enters(s, t, copy)]
    mark_made_by(s, copy, frame.item.source)


def _own_enters(s: GameState, point: object, card: int) -> bool:
    """Whether a trigger point is the «Найм:» of ``card`` itself (its own entering play)."""
    from ..triggers import TriggerPoint, ability_of

    assert isinstance(point, TriggerPoint)
    if point.source != card or point.event[0] != A.ENTERS_PLAY or point.event[1] != card:
        return False
    ab = ability_of(s, point)
    return ab is not None and ab.trigger is not None and ab.trigger.subject is None


HANDLERS.update({A.PUT_INTO_PLAY: _put_into_play, A.CREATE: _create})
