"""The engine of the «durations» concept of the card language (its compiler half: ``cards/language/durations.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.durations``: Effect handlers of the «replace_delay» phrase family; registered into ``effects.HANDLERS`` on import.

- ``perish``: «<существо> погибает» — the creature dies (it goes to the graveyard as a death, §5.7: its «Гибель»
  triggers; this is not a destruction, so «не могут быть уничтожены» does not stop it);
- ``grave_to_deck``: «Гибель: … положить <эту карту> на верх колоды вместо кладбища».
"""

from __future__ import annotations

from typing import Any

from ... import abilities as A
from ..zones import to_deck, to_graveyard
from . import HANDLERS, Handler, _each_in_play


def _perish(s: Any, frame: Any, e: A.Effect, choice: Any) -> Any:
    def perish(c: int) -> bool:
        if s.catalog.defs[c].type != "creature" or s.cards[c].counters.get("hidden", 0):
            return False
        to_graveyard(s, c, reason="died")
        return True

    return _each_in_play(s, frame, e, perish)


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
    "perish": _perish,
    "grave_to_deck": _grave_to_deck,
}

HANDLERS.update(CONCEPT_HANDLERS)
