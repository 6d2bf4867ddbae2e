"""A resolution in progress (§7.7): the Queue item whose instructions are being carried out, and what they have done.

The effect handlers (engine/effects/) read and write it: the item and its targets, the cards the previous instruction
acted on («его», ``last``), what the running instruction is doing (``doing``, ``doing_excess``), what the previous one
did («таким образом», ``done``, ``excess``), the choices made inside one instruction (``scratch``). ``resolve.ResolveFrame``
is the frame that steps through the instructions; it sits above the handlers' shared helpers (effects/__init__.py),
which therefore name a resolution by this class.
"""

from __future__ import annotations

from .. import abilities as A
from ..decisions import Option
from .frames import Frame
from .queue import QueueItem


class Resolution(Frame):
    """The resolution of ``item``: what its effects have done so far. ``work`` is a stack of (effects, next index, target base) for
    connectors and modes (a mode's TARGET(i) is ``item.targets[base + i]``);
    ``last`` the cards the previous effect acted on («его»); ``scratch`` choices made inside one effect."""

    __slots__ = ("item", "work", "last", "scratch", "choice", "agreed", "started", "base", "late", "done", "doing",
                 "excess", "doing_excess", "cond_prev", "found")

    def __init__(self, item: QueueItem) -> None:
        self.item = item
        self.work: list[tuple[tuple[A.Effect, ...], int, int]] = []
        self.base = 0
        self.late: dict[int, tuple[int, ...]] = {}  # targets named during the resolution (§7.4)
        self.last: tuple[int, ...] = ()
        self.scratch: tuple[int, ...] = ()
        self.choice: Option | None = None
        self.agreed = False
        self.started = False
        # «таким образом» / «избыточный урон»: what the previous effect did (``done``: the cards it was done to,
        # ``excess``: its excess damage), and what the running effect is doing (moved over when it completes).
        self.done: tuple[int, ...] = ()
        self.doing: tuple[int, ...] = ()
        self.excess = 0
        self.doing_excess = 0
        # the last condition evaluated and the cards it was evaluated on — «если это X, A, иначе B» gives B
        # the condition ``not`` X, which asks about the same card even though A acted on another one meanwhile.
        self.cond_prev: tuple[A.Condition, tuple[int, ...]] | None = None
        # the cards the last «Поиск» of this resolution found (Ref LAST_FOUND: «найденного таким образом …»)
        self.found: tuple[int, ...] = ()

    def actor(self) -> int | None:
        return self.item.player  # the controller of the ability resolving
