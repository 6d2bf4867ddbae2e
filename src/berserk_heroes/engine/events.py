"""Events: what happened. Triggered abilities listen to them (``engine/triggers.py``).

An event is a plain tuple ``(name, subject, other, amount, player)``. Emitting is nearly free when no card in the
game has abilities: the event is only kept in ``GameState.events`` (what happened since the last choice, which views
show to each seat as it may see it, ``engine/visibility.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import abilities as A
from . import history
from .state import GameState

Event = tuple[Any, ...]


class Listeners:
    """The concepts above the events that answer them, each set by its module at import (the events never ask them):
    ``card_played`` uses up the one-shot cost modifiers a play used (cost_modifiers.use_next_cost), ``delayed`` fires
    the delayed triggers due now (delayed.fire), ``triggers`` collects the trigger points an event creates
    (triggers.collect)."""

    __slots__ = ("card_played", "delayed", "triggers")

    def __init__(self) -> None:
        self.card_played: Callable[[GameState, int, int], None]
        self.delayed: Callable[[GameState, Event], None]
        self.triggers: Callable[[GameState, Event], None]


LISTENERS = Listeners()

NTH = {A.CARD_PLAYED: A.CARD_PLAYED_NTH, A.DRAWN: A.DRAWN_NTH, A.ENTERS_PLAY: A.ENTERS_PLAY_NTH,
       A.DISCARDED: A.DISCARDED_NTH}


def emit(s: GameState, name: str, subject: int = -1, other: int = -1, amount: int = 0, player: int = -1) -> None:
    """Record an event and collect the trigger points it creates. The events conditions can ask about are kept in
    the game's history (engine/history.py), also for «… вторую карту за ход» triggers (the *_NTH events)."""
    event = (name, subject, other, amount, player)
    s.events.append(event)  # what happened since the last choice (views' «events»)
    catalog = s.catalog
    if name in _RECORDED:
        history.record(s, event)
    elif name in _ON_DEMAND and catalog.uses("amount", _ON_DEMAND[name]):
        history.record(s, event)
    if name == _CARD_PLAYED:  # the play uses up one-shot cost modifiers that applied to it
        LISTENERS.card_played(s, player, subject)
    if s.delayed and (name == A.TURN_START or name == A.TURN_END or catalog.delayed_on_events):
        LISTENERS.delayed(s, event)  # delayed triggers due now (a moment of the turn, or the next event of a kind)
    if catalog.any_triggers:
        if name in catalog.listened:  # (most events: no ability of the game listens)
            LISTENERS.triggers(s, event)
        nth = NTH.get(name)
        if nth is None:  # (most events have no «N-я за ход» kind)
            return
        if nth in catalog.by_event:
            LISTENERS.triggers(s, (nth, subject, other, amount, player))
        if name == _CARD_PLAYED and A.CARD_PLAYED_NTH_IN_GAME in catalog.by_event:  # «… пятого дракона за игру»
            history.note_game_play(s, player, subject)
            LISTENERS.triggers(s, (A.CARD_PLAYED_NTH_IN_GAME, subject, other, amount, player))


# (read as module constants by emit, which runs a few hundred times a game)
_RECORDED = history.RECORDED
_ON_DEMAND = history.ON_DEMAND
_CARD_PLAYED = A.CARD_PLAYED


def event_card(s: GameState, event: tuple[Any, ...], role: str) -> int:
    """The card of an event a Ref("event") names: its subject, its other card, or its player's hero (EVENT_PLAYER)."""
    if role == A.EVENT_PLAYER:
        return s.players[event[4]].hero if event[4] >= 0 else -1
    if role == A.EVENT_DESTROYER_OPPONENT:  # «его противник» of «Игрок, уничтоживший эту карту»: the other's hero
        if event[2] < 0:
            return -1
        by = s.cards.get(event[2])
        return s.players[1 - (by.controller if by is not None else s.catalog.owners[event[2]])].hero
    return int(event[1] if role == "subject" else event[2])
