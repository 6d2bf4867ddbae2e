"""Effect handlers of the «triggers_hoard» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import (
    FULL,
    HANDLERS,
    NONE,
    PARTIAL,
    Handler,
    Result,
    _choose_cards,
    _each_in_play,
    _picked,
    amount_of,
    cards_of,
    players_of,
)
from .state import GameState
from .zones import hoard

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _give_control(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«противник получает контроль над этой картой»: the other player takes control (209.2 weakness)."""
    new = 1 - frame.item.player

    def give(c: int) -> bool:
        cs = s.cards[c]
        if cs.controller == new or s.catalog.defs[c].type == "hero":
            return False
        cs.controller = new
        cs.entered_turn = s.turn
        return True

    return _each_in_play(s, frame, e, give)


def _reveal_self(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«покажите <эту карту> из вашей руки»: done when the source is in its owner's hand (nothing moves)."""
    source = frame.item.source
    frame.last = (source,)
    return FULL if source in s.players[s.catalog.owners[source]].hand else NONE


def _rehoard(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«<holder> становится добывшей картой для всех добытых … карт»: move them under the new holder (they keep
    the zone they came from, where they return when this holder leaves play)."""
    holders = cards_of(s, frame, e.param("holder"))
    if not holders or holders[0] not in s.cards:
        return NONE
    holder = holders[0]
    cards = [c for c in cards_of(s, frame, e.what) if c in s.hoard_origin]
    moved = []
    for c in cards:
        old = next((h for h, under in s.hoarded.items() if c in under), -1)
        if old < 0 or old == holder:
            continue
        rest = tuple(x for x in s.hoarded[old] if x != c)
        if rest:
            s.hoarded[old] = rest
        else:
            del s.hoarded[old]
        s.hoarded[holder] = (*s.hoarded.get(holder, ()), c)
        moved.append(c)
    frame.last = tuple(moved)
    return FULL if moved or not cards else PARTIAL


def _look_hoard(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Посмотрите N верхних карт колоды противника, <holder> может добыть одну из них»: the controller sees the
    top N cards of that player's deck and may pick up to ``amount`` of them to hoard; the rest stay in place."""
    players = players_of(s, frame, e.what)
    holders = cards_of(s, frame, e.param("holder"))
    if not players:
        return NONE
    deck = s.players[players[0]].deck
    n = e.param("n", 1)
    top = deck[-n:][::-1] if n else []
    d = _choose_cards(s, frame, frame.item.player, top, amount_of(s, frame, e.amount), choice, True,
                      ("Выберите карту, её добудут (или «done»)", "Choose a card to hoard (or done)"))
    if d is not None:
        return d
    picks = _picked(frame)
    done = [c for c in picks if holders and hoard(s, holders[0], c)]
    frame.last = tuple(done)
    return FULL if done else NONE


FAMILY_HANDLERS: dict[str, Handler] = {"give_control": _give_control, "reveal_self": _reveal_self,
                                       "rehoard": _rehoard, "look_hoard": _look_hoard}

HANDLERS.update(FAMILY_HANDLERS)
