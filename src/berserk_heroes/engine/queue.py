"""The «Очередь» (§7.7): declared abilities wait here and resolve one at a time.

Items are immutable; FIFO by default (the first declared resolves first), LIFO by RulesConfig. A triggered
ability resolves wherever its source is by then (§7.2); its targets are the ones named at declaration,
even if they have changed since (seed 000).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .state import GameState


class QueueItem(NamedTuple):
    """A declared ability: ``kind`` is 'spell', 'activated', 'triggered' or 'poison'; ``targets`` one tuple
    of card iids per Target of the ability; ``event`` the triggering event (or ()); ``x`` the declared X."""

    id: int
    player: int
    source: int
    ability: int
    kind: str
    targets: tuple[tuple[int, ...], ...] = ()
    event: tuple[Any, ...] = ()
    x: int = 0
    modes: tuple[int, ...] = ()  # modes chosen at declaration («Выберите одно из»), in order


def enqueue(s: GameState, item: QueueItem) -> None:
    s.queue.append(item)

