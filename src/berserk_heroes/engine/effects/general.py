"""The engine of the «general» concept of the card language (its compiler half: ``cards/language/general.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.general``: Effect handlers of combined cards («Модуль», «Присоедините»); registered into ``effects.HANDLERS`` on import.
"""

from __future__ import annotations

from ... import abilities as A
from ...decisions import Option
from .. import attaching, combined
from ..resolution import Resolution
from ..state import GameState
from . import HANDLERS, NONE, Handler, Result, _outcome, cards_of


def _attach(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Присоедините к <host> <card>»: each creature of ``what`` — in play or in a graveyard — becomes a part of the
    creature ``to`` means, which must be in play (engine/attaching.py). A card that is already a part, the host itself
    and heroes cannot be attached. Without the host in play nothing happens."""
    hosts = [c for c in cards_of(s, frame, e.param("to")) if c in s.cards and s.catalog.defs[c].type == "creature"]
    cards = cards_of(s, frame, e.what)
    frame.last = tuple(cards)
    if not hosts:
        return NONE
    host = hosts[0]
    done = []
    for c in cards:
        if c == host or s.catalog.defs[c].type != "creature" or combined.is_part(s, c):
            continue
        if c not in s.cards and c not in s.players[s.catalog.owners[c]].graveyard:
            continue
        # params entering: «как если бы они имели способность Модуль и только что вошли в игру» — its Найм fire
        attaching.attach(s, host, c, entering=bool(e.param("entering")))
        done.append(c)
    frame.doing = tuple(done)
    return _outcome(len(done), len(cards))


CONCEPT_HANDLERS: dict[str, Handler] = {
    "attach": _attach,
}

HANDLERS.update(CONCEPT_HANDLERS)
