"""Priority and the «Очередь» loop (§7.7, 112.2).

Whenever a player would get priority: rules effects are applied first; then pending trigger points are
declared (the non-active player first, each ordering his own); then the next ability in the Queue
resolves (FIFO by default, LIFO by RulesConfig); and round again, until both are empty.
"""

from __future__ import annotations

from ..decisions import Decision
from . import triggers
from .frames import Frame, pop, push
from .resolve import ResolveFrame
from .rules_effects import apply_rules_effects
from .state import GameState


def needs_priority(s: GameState) -> bool:
    return bool(s.triggers or s.queue)


def give_priority(s: GameState, applied: bool = False) -> None:
    """Push a priority round if anything waits to be declared or resolved. ``applied``: the caller has just
    applied the rules effects and changed nothing since. When the rules effects found nothing and nothing waits, the
    caller's frame is marked quiet (``GameState.rules_quiet_for``): every caller returns at once, so its next step
    starts from this very state."""
    quiet = False
    if not applied:
        quiet = apply_rules_effects(s)
    if s.result is None and (s.triggers or s.queue):  # (needs_priority, written out: this runs at every priority)
        push(s, PriorityFrame(True))
    elif quiet and s.frames:
        s.rules_quiet_for = s.frames[-1]


def resolve_next(s: GameState) -> None:
    """Take the next item of the Queue (FIFO or LIFO) and start resolving it."""
    item = s.queue.pop(0 if s.config.queue_order == "fifo" else -1)
    push(s, ResolveFrame(item))


class PriorityFrame(Frame):
    """Declare pending triggers, resolve the Queue, repeat until both are empty."""

    __slots__ = ("applied",)

    def __init__(self, applied: bool = False) -> None:
        # True when the rules effects were applied just before the push (``give_priority``): nothing can have
        # changed before the first step, so that step does not apply them a second time (a third of all passes)
        self.applied = applied

    def step(self, s: GameState) -> Decision | None:
        quiet = False
        if self.applied:
            self.applied = False
        else:
            quiet = apply_rules_effects(s)
        if s.result is not None:
            return None
        if s.triggers:
            triggers.start_declarations(s)
            return None
        if s.queue:
            resolve_next(s)
            return None
        pop(s, self)
        if quiet:  # nothing changed since the rules effects found none: the frame below need not look again
            s.rules_quiet_for = s.frames[-1] if s.frames else None
        return None
