"""Events: what happened. Triggered abilities listen to them (``engine/triggers.py``).

An event is a plain tuple ``(name, subject, other, amount, player)``. Emitting is free when no card in the
game has abilities, so vanilla games pay nothing for the machinery.
"""

from __future__ import annotations

from . import triggers
from .state import GameState


def emit(s: GameState, name: str, subject: int = -1, other: int = -1, amount: int = 0, player: int = -1) -> None:
    """Record an event and collect the trigger points it creates."""
    if s.catalog.any_triggers:
        triggers.collect(s, (name, subject, other, amount, player))
