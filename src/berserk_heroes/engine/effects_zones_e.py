"""Effect handlers of the «zones_e» phrase family (round 5: graveyard, hand, discarding); registered into
``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import AMOUNT_KINDS, HANDLERS, Handler, Result

if TYPE_CHECKING:
    from .resolve import ResolveFrame
    from .state import GameState


def _cost_done(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«на стоимость {м} уничтоженной карты» (Скормить зевтарам): the printed cost of the cards the previous instruction
    was done to (``frame.done``: a card that could not be destroyed does not count)."""
    return sum(s.catalog.defs[c].cost or 0 for c in frame.done)


AMOUNT_KINDS["ze_cost_done"] = _cost_done

FAMILY_HANDLERS: dict[str, Handler] = {
}

HANDLERS.update(FAMILY_HANDLERS)
