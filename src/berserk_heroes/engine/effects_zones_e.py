"""Effect handlers of the «zones_e» phrase family (round 5: graveyard, hand, discarding); registered into
``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import HANDLERS, Handler, Result

if TYPE_CHECKING:
    from .resolve import ResolveFrame
    from .state import GameState


FAMILY_HANDLERS: dict[str, Handler] = {
}

HANDLERS.update(FAMILY_HANDLERS)
