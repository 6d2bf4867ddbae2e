"""The engine of the «durations» concept of the card language (its compiler half: ``cards/language/durations.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.durations``: Effect handlers of the «replace_delay» phrase family; registered into ``effects.HANDLERS`` on import.

- ``grave_to_deck``: «Гибель: … положить <эту карту> на верх колоды вместо кладбища».
"""

from __future__ import annotations

from typing import Any

from ... import abilities as A
from ..zones import to_deck
from . import HANDLERS, Handler


def _grave_to_deck(s: Any, frame: Any, e: A.Effect, choice: Any) -> Any:
    """«Гибель: Вы можете положить <эту карту> на верх колоды (замешать в колоду) вместо кладбища»: the card died and
    is in its owner's graveyard; it goes into his deck instead (not if it has left the graveyard meanwhile)."""
    from . import FULL, NONE, cards_of

    done = []
    for c in cards_of(s, frame, e.what):
        if c in s.players[s.catalog.owners[c]].graveyard:
            to_deck(s, c, e.param("position", "top"))
            done.append(c)
    frame.last = tuple(done)
    return FULL if done else NONE


CONCEPT_HANDLERS: dict[str, Handler] = {
    "grave_to_deck": _grave_to_deck,
}

HANDLERS.update(CONCEPT_HANDLERS)
