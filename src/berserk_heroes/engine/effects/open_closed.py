"""The engine of a card's open / closed state changed by an effect (its compiler half: ``cards/language/combat.py``
and ``coins.py``): the handlers of the verbs ``close`` and ``open`` (``abilities.VERBS`` documents their params),
registered into ``HANDLERS``.

«Закройте» and «Оглушите» (§6.1: a stunned card stays closed in the next фаза восстановления), «Откройте» and
«Подготовьте» (it opens and may attack, defend and use its «1 раз за ход» abilities again, 113.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import abilities as A
from ...decisions import Option
from .. import continuous
from ..events import emit
from ..state import GameState
from . import HANDLERS, Handler, Result, _each_in_play

if TYPE_CHECKING:
    from ..resolve import ResolveFrame


def _close(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Закройте `what`» (param ``stun``: «Оглушите»)."""
    stun = bool(e.param("stun"))
    return _each_in_play(s, frame, e, lambda c: close_card(s, frame, c, stun))


def close_card(s: GameState, frame: ResolveFrame, c: int, stun: bool) -> bool:
    """Close card ``c``, stunning it with ``stun``. Closing a closed card does nothing and is not «done» (§6.1);
    stunning a closed one is. «Карты противника не могут заставить <её> закрыться»: an open one is neither closed nor
    stunned by an opponent's card (Подавление too)."""
    cs = s.cards[c]
    if stun and continuous.has(s, cs, "cannot_be_stunned"):
        return False
    if not stun and cs.closed:
        return False
    if not cs.closed and cs.controller != frame.item.player and continuous.has(s, cs, "not_closed_by_opponent"):
        return False
    was_open = not cs.closed
    cs.closed = True
    if stun:
        cs.stunned = True
    if was_open:
        emit(s, A.CLOSED, c)
    return True


def _open(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Откройте `what`» (param ``ready``: «Подготовьте»)."""
    if e.param("ready"):
        return _each_in_play(s, frame, e, lambda c: _ready(s, c))

    def open_card(c: int) -> bool:
        cs = s.cards[c]
        if not cs.closed or cs.sleeping:
            return False
        cs.closed = False
        return True

    return _each_in_play(s, frame, e, open_card)


def _ready(s: GameState, c: int) -> bool:
    """«Подготовьте»: the card opens (unless asleep), its attacks and defences this turn are forgotten, and so are the
    «1 раз за ход» markers of its activated abilities (113.4)."""
    cs = s.cards[c]
    if not cs.sleeping:
        cs.closed = False
    cs.attacks = 0
    cs.defences = 0
    activated = {i for i, _ in s.catalog.activated[c]}
    for key in [k for k in s.used if k[0] == c and k[1] in activated]:
        del s.used[key]
    emit(s, A.READIED, c)
    return True


CONCEPT_HANDLERS: dict[str, Handler] = {
    "close": _close,
    "open": _open,
}

HANDLERS.update(CONCEPT_HANDLERS)
