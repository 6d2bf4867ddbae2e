"""The engine of the «keyword_grants» concept of the card language (its compiler half: ``cards/language/keyword_grants.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.keyword_grants``: Engine additions of static abilities, conditional statics, class changes, unusual costs; registered into ``effects`` on import.

Most of this work is in static abilities (``continuous.py``, ``wounds.py``, ``combat.py``, ``selectors.py``,
``declare.py``); here: the counted amounts that an instruction reads.

From ``effects.keyword_grants``: Engine additions of keywords with a parameter given by an instruction, Спящий, amounts of statics; registered into ``effects`` on import.

Keywords and abilities gained or lost, and classes: the verbs ``grant`` (a keyword, a quoted ability, Превосходство
over the class the source named — kept on the card as a ``superior_over`` effect whose key is the class, read by
``selectors.superior``), ``lose`` (a keyword, all abilities, all effects) and ``set_class``. ``combat.declare_attack``
reads the keyword ``open_vs_dominated`` («не закрываются, когда атакуют существ, которых превосходят»).
"""

from __future__ import annotations

from ... import abilities as A
from ...decisions import Option
from .. import continuous
from ..combined import cost
from ..events import emit
from ..resolution import Resolution
from ..restrictions import forbids, kept_closed
from ..selectors import SUPERIOR_OVER, classes_of
from ..state import CardEffect, CardState, GameState, ability_at
from . import (
    AMOUNT_KINDS,
    HANDLERS,
    NONE,
    Handler,
    Result,
    _each_in_play,
    _effect_on,
    _outcome,
    _put_effect,
    amount_of,
    cards_of,
)


def _event_cost(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«стоимость {м} этого существа» after «Когда <существо> …»: the cost of the trigger's card (a combined card's
    parts summed while it is in play)."""
    event = frame.item.event
    if not event or event[1] < 0:
        return 0

    card = int(event[1])
    return cost(s, card) if card in s.cards else s.catalog.defs[card].cost or 0


# --- Keywords and abilities gained or lost; classes -----------------------------------------------------------------

KEYWORD_BONUS = continuous.KEYWORD_BONUS


def _grant(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«<np> получает <keyword> (до …)», «<np> получает: «…»»: the cards of ``what`` gain params ``keyword`` (its number
    the amount) or the quoted params ``ability``, for params ``duration``."""
    if e.param("ability") is not None:
        number = s.catalog.granted_index.get(e.param("ability"))
        if number is None:
            return NONE
        if e.param("ability").kind == A.STATIC:
            return _grant_static(s, frame, e, number)
        return _put_effect(s, frame, e, continuous.GAIN_ABILITY, "", number, A.PERMANENT)
    over = e.param("over")
    if isinstance(over, A.Select) and over.classes == (A.CHOSEN_CLASS,):
        return _grant_over_chosen_class(s, frame, e)
    kind = KEYWORD_BONUS if e.param("bonus") else "grant"  # «получает +N к <Могуществу>»: continuous.keyword adds it
    return _put_effect(s, frame, e, kind, e.param("keyword"), amount_of(s, frame, e.amount), A.END_OF_TURN)


def _grant_static(s: GameState, frame: Resolution, e: A.Effect, number: int) -> Result:
    """«<np> получает: «<статическая способность>»»: the ``gain_ability`` effect, and each card that has it joins the
    static sources, so its new static works as if printed on it (continuous.granted_statics) while the effect lasts."""
    duration = e.param("duration", A.PERMANENT)
    cond = e.param("while")

    def gain(c: int) -> bool:
        _effect_on(s, frame, c, continuous.GAIN_ABILITY, "", number, duration, cond)
        if c not in s.static_sources:
            s.static_sources.append(c)
        return True

    return _each_in_play(s, frame, e, gain)


def _grant_over_chosen_class(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«<np> получает Превосходство над выбранным классом»: the keyword and the class it is over — the class this
    ability's source named, read now and kept on the card (a ``superior_over`` effect whose key is the class), so a
    later «Выберите класс» does not change it; nothing without one. Permanent unless a duration is printed."""
    cls = s.chosen_class.get(frame.item.source)
    if not cls:
        return NONE
    duration = e.param("duration", A.PERMANENT)

    def grant(c: int) -> bool:
        _effect_on(s, frame, c, "grant", e.param("keyword"), 1, duration)
        _effect_on(s, frame, c, SUPERIOR_OVER, cls, 1, duration)
        return True

    return _each_in_play(s, frame, e, grant)


def _lose(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«<np> теряет <keyword>», «теряет особенности», «Снимите все эффекты с <np>»: the cards of ``what`` lose params
    ``keyword``, or everything of params ``all``, for params ``duration`` (PERMANENT unless printed)."""
    everything = e.param("all")
    if everything == A.ALL_EFFECTS:
        return _each_in_play(s, frame, e, lambda c: _remove_effects(s.cards[c]))
    duration = e.param("duration", A.PERMANENT)
    cond = e.param("while")
    if everything == A.ALL_ABILITIES:
        return _each_in_play(s, frame, e, lambda c: _lose_abilities(s, frame, c, duration, cond))
    return _each_in_play(s, frame, e, lambda c: _lose_keyword(s, frame, c, e.param("keyword"), duration, cond))


def _remove_effects(cs: CardState) -> bool:
    """Effects go (Оглушение and Отравление too); markers — wounds, counters — stay. Done if it had any."""
    had = bool(cs.effects) or cs.stunned or cs.poison > 0
    cs.effects = []
    cs.stunned = False
    cs.poison = 0
    return had


def _lose_abilities(s: GameState, frame: Resolution, c: int, duration: str, cond: A.Condition | None) -> bool:
    """Its printed text stops counting (``lose_all``), unless it «не может быть лишён особенностей»."""
    if continuous.has(s, s.cards[c], "cannot_lose_abilities"):
        return False
    _effect_on(s, frame, c, "lose_all", "", 0, duration, cond)
    return True


def _lose_keyword(s: GameState, frame: Resolution, c: int, kw: str, duration: str, cond: A.Condition | None) -> bool:
    """Losing what it does not have is not «done» (a «при этом» does not follow); «теряет Спящий» opens it (§6.2)."""
    cs = s.cards[c]
    if not continuous.has(s, cs, kw) and not (kw == "sleeping" and cs.sleeping):
        return False
    if kw == "sleeping" and forbids(s, "lose_sleeping", cs):
        return False  # «Существа не могут потерять особенность Спящий» (Пленитель)
    _effect_on(s, frame, c, "lose", kw, 0, duration, cond)
    if kw == "sleeping":  # printed (``cs.sleeping``) or given (Глубокий сон, Поглотить рассудок): either way it opens
        cs.sleeping = False
        cs.closed = cs.closed and kept_closed(s, cs)  # (it opens unless a rule keeps it closed now)
    if kw == "sleeping" and A.LOSES_SLEEPING in s.catalog.listened:  # «Когда … теряет Спящий»
        emit(s, A.LOSES_SLEEPING, c, frame.item.source)
    return True


def _set_class(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«<np> становится <классом>», «Усовершенствуйте <np>» (→ Механизм): a ``set_classes`` effect (read by
    ``selectors.classes_of``) until it leaves play — a change of a non-base property overwrites the old value (§2.2).
    Params ``new_only``: not done to a card that has the class already."""
    cls = e.param("class")
    if cls == A.CHOSEN_CLASS:  # «… получает класс по вашему выбору»: the class named by the choose_class before it
        cls = s.chosen_class.get(frame.item.source)
        if not cls:
            return NONE
    new_only = e.param("new_only", False)
    duration = e.param("duration", A.PERMANENT)
    if e.what is not None and e.what.kind == "target" and _named_in_graveyard(s, frame, e):
        return _set_class_in_graveyard(s, frame, e, cls, duration)

    def become(c: int) -> bool:
        if new_only and cls in classes_of(s, c):
            return False
        _effect_on(s, frame, c, "set_classes", cls, 0, duration)
        return True

    return _each_in_play(s, frame, e, become)


def _named_in_graveyard(s: GameState, frame: Resolution, e: A.Effect) -> bool:
    """Whether the target ``e`` acts on is one its ability names in a graveyard («Существо на кладбище становится …»),
    not a card named in play that has died since (that one is no longer there to act on, 120.7)."""
    targets = ability_at(s.catalog, frame.item.source, frame.item.ability).targets
    index = frame.base + e.what.index if e.what is not None else -1
    return 0 <= index < len(targets) and targets[index].select.zone == A.GRAVEYARD


def _set_class_in_graveyard(s: GameState, frame: Resolution, e: A.Effect, cls: str, duration: str) -> Result:
    """«Существо на кладбище становится <классом> до <срока>»: the class change is an effect kept on the card while it
    stays in its graveyard (``GameState.kept_effects``; ``selectors.classes_of`` reads it there). It does not go into
    play with the card (zones.enter_play keeps only KEPT_IN_GRAVEYARD grants): a card that changes zones is a new card."""
    cards = [c for c in cards_of(s, frame, e.what)
             if any(c in p.graveyard for p in s.players)]
    for c in cards:
        effect = CardEffect("set_classes", cls, 0, duration, frame.item.source, s.turn, frame.item.player)
        s.kept_effects = {**s.kept_effects, c: (*s.kept_effects.get(c, ()), effect)}
    frame.last = tuple(cards)
    frame.doing = tuple(cards)
    return _outcome(len(cards), len(cards_of(s, frame, e.what)))


AMOUNT_KINDS.update({"event_card_cost": _event_cost})


CONCEPT_HANDLERS: dict[str, Handler] = {
    "grant": _grant,
    "lose": _lose,
    "set_class": _set_class,
}

HANDLERS.update(CONCEPT_HANDLERS)
