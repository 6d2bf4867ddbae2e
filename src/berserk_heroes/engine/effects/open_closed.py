"""The engine of a card's open / closed state changed by an effect (its compiler half: ``cards/language/combat.py``
and ``coins.py``): the handlers of the verbs ``close`` and ``open`` (``abilities.VERBS`` documents their params),
registered into ``HANDLERS``.

«Закройте» and «Оглушите» (§6.1: a stunned card stays closed in the next фаза восстановления), «Откройте» and
«Подготовьте» (it opens and may attack, defend and use its «1 раз за ход» abilities again, 113.4).
"""

from __future__ import annotations

from ... import abilities as A
from ...decisions import CARD, NO, YES, Decision, Option
from .. import continuous
from ..combat import CLOSES_AFTER_FIGHT
from ..events import emit
from ..resolution import Resolution
from ..restrictions import kept_closed
from ..selectors import candidates
from ..state import GameState
from . import FULL, HANDLERS, NONE, Handler, Result, _each_in_play, amount_of, players_of


def _close(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Закройте `what`» (param ``stun``: «Оглушите»); with params count, the cards are picked by the player ``what``."""
    if e.param(A.COUNT) is not None:
        return _pick_and_close(s, frame, e, choice)
    stun = bool(e.param("stun"))
    if e.param("suppression") and _suppression_waits(s, frame.item.source):
        return _each_in_play(s, frame, e, lambda c: _close_after_attack(s, c))
    return _each_in_play(s, frame, e, lambda c: close_card(s, frame, c, stun))


def _suppression_waits(s: GameState, source: int) -> bool:
    """Whether the «Подавление» of ``source`` waits for the end of its strike attack (rules option
    ``suppression_timing`` 'after_attack'; not under «Подавление … срабатывает при объявлении атаки», Пантера). Only a
    strike attack still in progress (its attacker «атакующий») is waited for: a shot or a fight is over by the time
    the trigger resolves."""
    cs = s.cards.get(source)
    return (s.config.suppression_timing == "after_attack" and cs is not None and "attacking" in cs.counters
            and not continuous.has(s, cs, "suppression_on_declaration"))


def _close_after_attack(s: GameState, c: int) -> bool:
    """Mark ``c`` to close when the strike attack in progress ends (``combat.close_after_fight``, if it survived)."""
    s.cards[c].counters[CLOSES_AFTER_FIGHT] = 1
    return True


def _pick_and_close(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«<игрок> может закрыть N своих персонажей» (params count, select, may): the player ``what`` closes ``amount``
    of his open cards in play that fit params select, or none (a shortfall, as ``pay`` has: with fewer than N he closes
    nothing and the effect is not done). With params may he first decides yes or no — asked only when he has enough.
    He picks one at a time while he has more than he still needs; the rest close at once. FULL only when N closed,
    so a «при этом» part runs only then. ``frame.scratch``: the picks so far."""
    n = amount_of(s, frame, e.amount)
    player = players_of(s, frame, e.what)[0]
    if choice is not None and choice.kind == NO:
        return NONE
    if choice is not None and choice.kind == CARD:
        frame.scratch = (*frame.scratch, choice.card)
    picked = frame.scratch
    pool = [c for c in candidates(s, e.param("select"), player, frame.item.source)
            if not s.cards[c].closed and c not in picked]
    name = s.name(frame.item.source)
    if choice is None and e.param(A.MAY):
        if len(pool) < n:
            return NONE
        return Decision(player, "yes_no", (Option(YES), Option(NO)), f"{name}: закрыть {n} (см. карту)?",
                        f"{name}: close {n} (see the card)?")
    if len(picked) < n and len(pool) > n - len(picked):
        return Decision(player, "card", tuple(Option(CARD, c) for c in pool),
                        f"{name}: закройте карту (осталось {n - len(picked)})", f"{name}: close a card ({n - len(picked)} left)")
    chosen = (*picked, *pool)[:n]
    if len(chosen) < n:
        return NONE
    for c in chosen:
        s.cards[c].closed = True
        emit(s, A.CLOSED, c)
    frame.last = chosen
    return FULL


def close_card(s: GameState, frame: Resolution, c: int, stun: bool) -> bool:
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


def _open(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Откройте `what`» (param ``ready``: «Подготовьте»)."""
    if e.param("ready"):
        return _each_in_play(s, frame, e, lambda c: _ready(s, c))

    def open_card(c: int) -> bool:
        cs = s.cards[c]
        if not cs.closed or continuous.sleeping(s, cs) or kept_closed(s, cs):
            return False
        cs.closed = False
        return True

    return _each_in_play(s, frame, e, open_card)


def _ready(s: GameState, c: int) -> bool:
    """«Подготовьте»: the card opens (unless asleep), its attacks and defences this turn are forgotten, and so are the
    «1 раз за ход» markers of its activated abilities (113.4). A card that may not open now («Не открывается в свой
    ход») stays closed; the rest is done."""
    cs = s.cards[c]
    if not continuous.sleeping(s, cs) and not kept_closed(s, cs):
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
