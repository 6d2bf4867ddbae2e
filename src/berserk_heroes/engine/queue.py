"""The «Очередь» (§7.7): declared abilities wait here and resolve one at a time.

Items are immutable; FIFO by default (the first declared resolves first), LIFO by RulesConfig. A triggered
ability resolves wherever its source is by then (§7.2); its targets are the ones named at declaration,
even if they have changed since (seed 000).

The timing of a cancellation (``RulesConfig.cancel_timing``, :func:`place_ahead`): with 'before_effects' (default) a
triggered ability that cancels the card whose play triggered it is put into the Queue ahead of that card's own
abilities (a spell's abilities are queued when it is paid for, 210.2 — before any reaction can be declared), so the
cancellation happens before any of them takes effect, as step 10 comes before step 11. With 'queue' it waits its turn
like any other ability (FIFO: it then finds a spell's abilities resolved and cancels nothing of them).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .. import abilities as A
from .state import GameState, ability_at


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


def _all(effects: tuple[A.Effect, ...]) -> list[A.Effect]:
    out: list[A.Effect] = []
    for e in effects:
        out.append(e)
        out.extend(_all(e.then))
        out.extend(_all(e.otherwise))
        if e.verb == "sequence":  # «верните это заклинание … и отмените его эффект» (one instruction)
            out.extend(_all(e.param("effects") or ()))
    return out


def cancels_event_card(ab: A.Ability) -> bool:
    """Whether the ability cancels the card of its trigger (``cancel_card`` of the event's subject)."""
    return any(e.verb == "cancel_card" for e in _all(ab.effects))


def place_ahead(s: GameState, source: int, indices: tuple[int, ...], event: tuple[Any, ...],
                items: list[QueueItem]) -> list[QueueItem]:
    """Queue items of a triggered ability about to be enqueued: with ``cancel_timing`` 'before_effects' and a FIFO
    Queue, the items of an ability that cancels the played card go in ahead of that card's own items (those still
    waiting: its abilities); returns what is left to append at the end (everything, if nothing was moved)."""
    if s.config.cancel_timing != "before_effects" or s.config.queue_order != "fifo" or not event \
            or event[0] != A.CARD_PLAYED:
        return items
    if not any(cancels_event_card(ability_at(s.catalog, source, i)) for i in indices):
        return items
    card = event[1]
    at = next((n for n, it in enumerate(s.queue) if it.source == card), None)
    if at is None:
        return items
    s.queue[at:at] = items
    return []
