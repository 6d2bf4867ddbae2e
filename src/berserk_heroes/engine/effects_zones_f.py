"""Effect handlers and helpers of the «zones_f» phrase family (round 6: graveyards, decks, Мор); registered into
``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from . import continuous
from .effects import HANDLERS, Handler

if TYPE_CHECKING:
    from .resolve import ResolveFrame
    from .state import GameState

MOR_BONUS = "zf_mor_bonus"  # = cards.phrases_zones_f.MOR_BONUS


def mor_bonus(s: GameState, frame: ResolveFrame, e: A.Effect) -> int:
    """«Ваши карты с Мором имеют +N к Мору» (Вергельд): what the static abilities in play add to this «Мор X» (an
    Effect ``mill`` with param ``mor``): N for each such static whose controller's cards include the source of the
    resolving ability. Costs nothing when no card in play has one (``has_static_kind``)."""
    if not e.param("mor") or not continuous.has_static_kind(s, MOR_BONUS):
        return 0
    source = frame.item.source
    return sum(part.value for src, part in continuous.parts_of_kind(s, MOR_BONUS)
               if _controller(s, src) == frame.item.player and continuous.applies(s, src, part, source))


def _controller(s: GameState, iid: int) -> int:
    return s.cards[iid].controller if iid in s.cards else s.catalog.owners[iid]


FAMILY_HANDLERS: dict[str, Handler] = {}

HANDLERS.update(FAMILY_HANDLERS)
