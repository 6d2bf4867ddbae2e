"""Effect handlers of the «replace_delay» phrase family; registered into ``effects.HANDLERS`` on import.

- ``delayed``: sets up a delayed trigger (engine/delayed.py);
- ``perish``: «<существо> погибает» — the creature dies (it goes to the graveyard as a death, §5.7: its «Гибель»
  triggers; this is not a destruction, so «не могут быть уничтожены» does not stop it);
- ``grave_to_deck``: «Гибель: … положить <эту карту> на верх колоды вместо кладбища».
"""

from __future__ import annotations

from typing import Any

from .. import abilities as A
from .delayed import set_up
from .effects import HANDLERS, Handler, _each_in_play
from .zones import to_deck, to_graveyard


def _delayed(s: Any, frame: Any, e: A.Effect, choice: Any) -> Any:
    return set_up(s, frame, e)


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
    from .effects import FULL, NONE, cards_of

    done = []
    for c in cards_of(s, frame, e.what):
        if c in s.players[s.catalog.owners[c]].graveyard:
            to_deck(s, c, e.param("position", "top"))
            done.append(c)
    frame.last = tuple(done)
    return FULL if done else NONE


def _on_heroes(kind: str) -> Handler:
    """A handler that puts an effect ``kind`` (params duration) on the hero of each player of `what`."""
    def handler(s: Any, frame: Any, e: A.Effect, choice: Any) -> Any:
        from .effects import FULL, NONE, players_of
        from .state import CardEffect

        done = NONE
        for player in players_of(s, frame, e.what):
            hero = s.cards.get(s.players[player].hero)
            if hero is not None:
                hero.effects.append(CardEffect(kind, "", 1, e.param("duration", A.END_OF_TURN), frame.item.source,
                                               s.turn, frame.item.player))
                done = FULL
        return done

    return handler


FAMILY_HANDLERS: dict[str, Handler] = {
    "delayed": _delayed,  # «в начале вашего следующего хода …», «в конце хода …» (a delayed trigger)
    "perish": _perish,  # «оно погибает»
    "grave_to_deck": _grave_to_deck,
    "enter_closed": _on_heroes("enter_closed"),  # «До <срока> существа входят в игру закрытыми» (zones.enter_play)
    "coins_stay_closed": _on_heroes("coins_stay_closed"),  # «{м} не открываются в начале …» (turn.restore_phase)  # «Гибель: … на верх колоды / в колоду вместо кладбища»
}

HANDLERS.update(FAMILY_HANDLERS)
