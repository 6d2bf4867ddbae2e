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

    def describe(self, s: GameState, viewer: int | None = None) -> dict[str, Any]:
        """Its description for ``viewer`` (None: a spectator) in views and logs: the source is public (declaring names
        it, §7.6); each target as the viewer may see it (engine/visibility.py)."""
        from .visibility import card_ref

        out: dict[str, Any] = {"id": self.id, "player": self.player, "kind": self.kind,
                               "source": card_ref(s, viewer, self.source),
                               "targets": [[card_ref(s, viewer, t) for t in group] for group in self.targets]}
        if self.ability >= 0:
            from .state import ability_at

            out["text"] = ability_at(s.catalog, self.source, self.ability).text
        elif self.kind == "poison":
            out["text"] = f"Отравление {self.event[3]}"
        if self.x:
            out["x"] = self.x
        return out


def enqueue(s: GameState, item: QueueItem) -> None:
    s.queue.append(item)


def resolve_next(s: GameState) -> None:
    """Take the next item (FIFO or LIFO) and start resolving it."""
    item = s.queue.pop(0 if s.config.queue_order == "fifo" else -1)
    from .frames import push
    from .resolve import ResolveFrame

    push(s, ResolveFrame(item))
