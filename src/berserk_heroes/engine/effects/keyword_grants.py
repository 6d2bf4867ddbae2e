"""The engine of the «keyword_grants» concept of the card language (its compiler half: ``cards/language/keyword_grants.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.keyword_grants``: Effect handlers of the «coins_b» phrase family (coins lost or gained for a time); registered into
``effects.HANDLERS`` on import.

Coins for a time are remembered by an effect on the player's hero (as «coins_stay_closed» of «replace_delay»), so they
end with the other card effects in ``turn.cleanup`` (``turn._expires``):

- ``lost_coins_back`` (value: the coins lost): «Потеряйте N{м} до <срока>» — when it ends, the coins come back, open (the
  lost ones were open ones whenever there were open ones: ``lose_coins`` takes open coins first), up to the cap;
- ``coins_kept`` (value: the coins gained): «До <срока> получите N{м}» — temporary coins that the ends of turn before
  the duration's end do not take away (``kept_coins``).

From ``effects.keyword_grants``: Engine additions of the «statics» phrase family; registered into ``effects`` on import.

Most of the family's work is in static abilities (``continuous.py``, ``wounds.py``, ``combat.py``, ``selectors.py``,
``declare.py``); here: the verb ``become_class`` and the family's counted amounts read by an instruction.

From ``effects.keyword_grants``: Engine additions of the «statics_c» phrase family; registered into ``effects`` on import.

The verb ``grant_superiority`` («<существо> получает Превосходство над выбранным классом»): the class named by the
source's «Выберите класс» is read when the instruction resolves and kept on the card (a ``superior_over`` effect
whose key is the class, beside the ``grant`` of the keyword), so a later «Выберите класс» of the same source — or of
another — does not change it. ``wounds._superior`` reads it; ``combat.declare_attack`` reads the keyword
``open_vs_dominated`` («не закрываются, когда атакуют существ, которых превосходят»).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import abilities as A
from ...decisions import Option
from ..state import CardEffect, CardState, GameState, PlayerState
from . import (
    AMOUNT_KINDS,
    HANDLERS,
    NONE,
    Handler,
    Result,
    _each_in_play,
    _effect_on,
    _outcome,
    amount_of,
    players_of,
)

if TYPE_CHECKING:
    from ..resolve import ResolveFrame


COINS_BACK = "lost_coins_back"
COINS_KEPT = "coins_kept"


def _lose_coins_until(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Потеряйте N{м} до <срока>»: each player of ``what`` loses up to N of his coins now (as ``lose_coins``); the
    coins he really lost are noted on his hero and come back when params ``duration`` ends (``coins_back``)."""
    n = amount_of(s, frame, e.amount)
    duration = e.param("duration", A.END_OF_TURN)
    lost_any = 0
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        lost = min(n, ps.coins)
        hero = s.cards.get(ps.hero)
        if lost <= 0 or hero is None:
            continue
        ps.coins -= lost
        ps.closed_coins = min(ps.closed_coins, ps.coins)
        hero.effects.append(CardEffect(COINS_BACK, str(p), lost, duration, frame.item.source, s.turn,
                                       frame.item.player))
        lost_any += lost
    return _outcome(lost_any, n)


def _gain_coins_until(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«До <срока> получите N{м}»: N temporary coins (open; a ``limit gain_coins`` static counts them) kept until params
    ``duration`` ends (``kept_coins``)."""
    from ..replacements import coins_allowed

    n = amount_of(s, frame, e.amount)
    duration = e.param("duration", A.END_OF_TURN)
    gained_any = 0
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        hero = s.cards.get(ps.hero)
        gained = coins_allowed(s, p, n)
        if gained <= 0 or hero is None:
            continue
        ps.temp_coins += gained
        hero.effects.append(CardEffect(COINS_KEPT, str(p), gained, duration, frame.item.source, s.turn,
                                       frame.item.player))
        gained_any += gained
    return _outcome(gained_any, n) if n else NONE


def _destroy_self_and_weaker(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«уничтожьте эту карту и всех существ с силой удара меньше, чем у неё»: the amount is this card's strike (read
    first; its last known strike if it has left play); this card, if in play, and every other creature in play with a
    lower current strike are destroyed, one instruction (``destroy`` of all of them: the usual checks — heroes,
    hidden cards, «не могут быть уничтожены» — apply)."""
    from .. import continuous

    strike = amount_of(s, frame, e.amount)
    source = frame.item.source
    doomed = [source] if source in s.cards else []
    doomed += [c for c in s.play if c != source and s.catalog.defs[c].type == "creature"
               and continuous.strike(s, s.cards[c]) < strike]
    if not doomed:
        return NONE
    frame.last = tuple(doomed)
    return HANDLERS["destroy"](s, frame, A.Effect("destroy", A.IT), choice)


def coins_back(s: GameState, ended: list[CardEffect]) -> None:
    """``turn.cleanup``: ``lost_coins_back`` effects ended — their coins come back to their player, open (cap 10)."""
    for e in ended:
        if e.kind == COINS_BACK:
            ps = s.players[int(e.key)]
            ps.coins = min(s.config.coin_cap, ps.coins + e.value)


def kept_coins(s: GameState, p: PlayerState) -> int:
    """``turn.cleanup`` (after the effects ending now were removed): how many temporary coins of ``p`` an unexpired
    ``coins_kept`` effect keeps past this end of turn."""
    hero: CardState | None = s.cards.get(p.hero)
    if hero is None or not hero.effects:
        return 0
    return sum(e.value for e in hero.effects if e.kind == COINS_KEPT)


def _become_class(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«<np> становится <классом>»: a ``set_classes`` effect (read by selectors.classes_of) until it leaves play."""
    cls = e.param("class")
    if cls == A.CHOSEN_CLASS:  # «… получает класс по вашему выбору»: the class named by the choose_class before it
        cls = s.chosen_class.get(frame.item.source)
        if not cls:
            return NONE

    def become(c: int) -> bool:
        _effect_on(s, frame, c, "set_classes", cls, 0, A.PERMANENT)
        return True

    return _each_in_play(s, frame, e, become)


SUPERIOR_OVER = "superior_over"  # CardEffect kind: Превосходство over the creatures of the class in its key


def _grant_superiority(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«<np> получает Превосходство над выбранным классом»: the keyword and the class it is over (the class this
    ability's source named; nothing without one), for the duration printed (permanent when none is)."""
    cls = s.chosen_class.get(frame.item.source)
    if not cls:
        return NONE
    duration = e.param("duration", A.PERMANENT)

    def grant(c: int) -> bool:
        _effect_on(s, frame, c, "grant", "superiority", 1, duration)
        _effect_on(s, frame, c, SUPERIOR_OVER, cls, 1, duration)
        return True

    return _each_in_play(s, frame, e, grant)


def _event_cost(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«стоимость {м} этого существа» after «Когда <существо> …»: the cost of the trigger's card (a combined card's
    parts summed while it is in play)."""
    event = frame.item.event
    if not event or event[1] < 0:
        return 0
    from ..combined import cost

    card = int(event[1])
    return cost(s, card) if card in s.cards else s.catalog.defs[card].cost or 0


AMOUNT_KINDS.update({"event_card_cost": _event_cost})


CONCEPT_HANDLERS: dict[str, Handler] = {
    "lose_coins_for_a_time": _lose_coins_until,
    "gain_coins_for_a_time": _gain_coins_until,
    "destroy_self_and_weaker": _destroy_self_and_weaker,
    "become_class": _become_class,
    "grant_superiority": _grant_superiority,
}

HANDLERS.update(CONCEPT_HANDLERS)
