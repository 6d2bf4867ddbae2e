"""The engine of the «durations» concept of the card language (its compiler half: ``cards/language/durations.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.durations``: Effect handlers of the «replace_delay» phrase family; registered into ``effects.HANDLERS`` on import.

- ``delayed``: sets up a delayed trigger (engine/delayed.py);
- ``perish``: «<существо> погибает» — the creature dies (it goes to the graveyard as a death, §5.7: its «Гибель»
  triggers; this is not a destruction, so «не могут быть уничтожены» does not stop it);
- ``grave_to_deck``: «Гибель: … положить <эту карту> на верх колоды вместо кладбища».
"""

from __future__ import annotations

from typing import Any

from ... import abilities as A
from ..delayed import set_up
from ..zones import to_graveyard
from . import HANDLERS, Handler, _each_in_play


def _delayed(s: Any, frame: Any, e: A.Effect, choice: Any) -> Any:
    return set_up(s, frame, e)


def _perish(s: Any, frame: Any, e: A.Effect, choice: Any) -> Any:
    def perish(c: int) -> bool:
        if s.catalog.defs[c].type != "creature" or s.cards[c].counters.get("hidden", 0):
            return False
        to_graveyard(s, c, reason="died")
        return True

    return _each_in_play(s, frame, e, perish)


def _on_heroes(kind: str) -> Handler:
    """A handler that puts an effect ``kind`` (params duration) on the hero of each player of `what`."""
    def handler(s: Any, frame: Any, e: A.Effect, choice: Any) -> Any:
        from ..state import CardEffect
        from . import FULL, NONE, players_of

        done = NONE
        for player in players_of(s, frame, e.what):
            hero = s.cards.get(s.players[player].hero)
            if hero is not None:
                hero.effects.append(CardEffect(kind, "", 1, e.param("duration", A.END_OF_TURN), frame.item.source,
                                               s.turn, frame.item.player))
                done = FULL
        return done

    return handler


CONCEPT_HANDLERS: dict[str, Handler] = {
    "delayed": _delayed,
    "perish": _perish,
    "enter_closed": _on_heroes("enter_closed"),
    "coins_stay_closed": _on_heroes("coins_stay_closed"),
}

HANDLERS.update(CONCEPT_HANDLERS)
