"""Wounds and healing (§5.4–5.7): dealing wounds once the replacement pipeline has modified them, healing and extra
lives.

The kinds of wounds (``strike``, ``shot``, ``ability``, ``poison``) and the modifiers the pipeline asks for
(Превосходство, «на N ран больше / меньше», «вдвое») are in ``engine/replacements.py``. Immunities, Чешуя,
Уязвимость, Броня, shields and «вместо этого …» are steps of ``engine/replacement_pipeline.py``.
"""

from __future__ import annotations

from .. import abilities as A
from .ability_index import AMOUNT
from .events import emit
from .replacement_pipeline import Event, run
from .replacements import ABILITY, SHOT, STRIKE
from .restrictions import forbids, player_forbids
from .state import CardEffect, CardState, GameState


def deal_wounds(s: GameState, source: int, target: int, amount: int, kind: str) -> int:
    """Put ``amount`` wounds on ``target`` from ``source`` after every modifier; returns wounds dealt."""
    cs = s.cards.get(target)
    if cs is None or amount <= 0:
        return 0
    # immunities, modifiers, prevention and replacement, in the order of the digest (engine/replacement_pipeline.py);
    # a game whose cards can do none of them has no wound step at all
    if A.WOUNDED in s.catalog.replacement_steps:
        event = run(s, Event(A.WOUNDED, target, source, amount, kind))
        if event.cancelled:
            return 0
        amount = event.amount
    cs.wounds += amount
    cs.wounded_turn = s.turn
    cs.last_wounder = source
    if A.KILLS in s.catalog.listened:  # the excess of a kill is at most the last wounding (rules_effects)
        cs.counters["@last_wound"] = amount
    if A.KILLS_BY_STRIKE in s.catalog.listened:  # «убивает существо ударом» (rules_effects)
        if kind == STRIKE:
            cs.counters["@last_wound_strike"] = 1
        else:
            cs.counters.pop("@last_wound_strike", None)
    if s.catalog.uses(AMOUNT, A.LAST_WOUNDS_RECEIVED) and (  # «количество последних полученных вашим персонажем ран»
            s.config.last_wounds_of == "character" or target == s.players[cs.controller].hero):
        s.cards[s.players[cs.controller].hero].counters[A.LAST_WOUNDS_MARK] = amount
    emit(s, A.WOUNDED, target, source, amount)
    if A.WOUNDS_IN_TURN in s.catalog.listened:  # «Когда получает N или более ран за ход»
        _wounds_in_turn(s, cs, source, amount)
    if kind in (STRIKE, SHOT):  # «получает раны от удара (или выстрела)»
        listened = s.catalog.listened
        if kind == STRIKE and A.WOUNDED_BY_STRIKE in listened:
            emit(s, A.WOUNDED_BY_STRIKE, target, source, amount)
        if kind == SHOT and A.WOUNDED_BY_SHOT in listened:
            emit(s, A.WOUNDED_BY_SHOT, target, source, amount)
        if A.WOUNDED_BY_ATTACK in listened:
            emit(s, A.WOUNDED_BY_ATTACK, target, source, amount)
    if source >= 0:
        emit(s, A.DEALS_WOUNDS, source, target, amount)
        if kind != STRIKE and A.DEALS_WOUNDS_NOT_STRIKE in s.catalog.listened:  # «наносит раны не ударом»
            emit(s, A.DEALS_WOUNDS_NOT_STRIKE, source, target, amount)
    return amount


def thirst_wounds(s: GameState, source: int, target: int, amount: int) -> int:
    """A «Жажда» paid (§3.2, as the card is played or as an ability's payment): ``source`` wounds ``target`` by
    ``amount`` as an ability does; a character that took wounds so «получает раны от жажды» (WOUNDED_BY_THIRST,
    emitted only in games where a trigger waits for it)."""
    dealt = deal_wounds(s, source, target, amount, ABILITY)
    if dealt and A.WOUNDED_BY_THIRST in s.catalog.listened:
        emit(s, A.WOUNDED_BY_THIRST, target, source, dealt)
    return dealt


def _wounds_in_turn(s: GameState, cs: CardState, source: int, amount: int) -> None:
    """Count the wounds ``cs`` took this turn (counters ``@wounds_turn`` / ``@wounds_total``) and emit WOUNDS_IN_TURN
    with the total; the trigger compares it with its N (``Trigger.nth``)."""
    counters = cs.counters
    if counters.get("@wounds_turn") != s.turn:
        counters["@wounds_turn"] = s.turn
        counters["@wounds_total"] = 0
    counters["@wounds_total"] += amount
    emit(s, A.WOUNDS_IN_TURN, cs.iid, source, counters["@wounds_total"])


def add_extra_life(s: GameState, target: int, amount: int, source: int = -1) -> bool:
    """Дополнительные жизни: life on top of the maximum, independent of wounds (§2.2). False when a replacement took
    the place of the gain (so an «иначе» after it runs)."""
    if amount > 0 and A.EXTRA_LIFE_GAINED in s.catalog.replacement_steps and \
            run(s, Event(A.EXTRA_LIFE_GAINED, target, source, amount)).cancelled:
        return False  # «Если … должен получить (Х) дополнительные жизни, вместо этого …»
    cs = s.cards[target]
    cs.effects.append(CardEffect("extra_life", "", amount, A.PERMANENT, source, s.turn, cs.controller))
    if amount > 0 and A.EXTRA_LIFE_GAINED in s.catalog.listened:  # «Когда … получает доп. жизнь»
        emit(s, A.EXTRA_LIFE_GAINED, target, source, amount, player=cs.controller)
    return True


def heal_forbidden(s: GameState, cs: CardState) -> bool:
    """Whether the character cannot be healed now: «Персонажи не могут быть излечены до конца хода» (a ban on its
    controller) or the static «Персонажи не могут быть излечены» of a card in play (``forbid`` BE_HEALED)."""
    return player_forbids(s, cs.controller, "heal") or forbids(s, A.BE_HEALED, cs)


def heal_with_excess(s: GameState, target: int, amount: int, healer: int = -1) -> None:
    """Вампиризм: heal X; what is left over becomes дополнительные жизни (§6.2)."""
    removed = heal(s, target, amount, excess=False, healer=healer)
    if target in s.cards and heal_forbidden(s, s.cards[target]):
        return  # «… не могут быть излечены»: no healing, so nothing is left over either
    if amount > removed and target in s.cards:
        add_extra_life(s, target, amount - removed, target)


def heal(s: GameState, target: int, amount: int | None, excess: bool = True, healer: int = -1) -> int:
    """Remove up to ``amount`` wounds (all when None); returns how many were removed (119.5.1). ``excess``: a healing
    by more than the wounds may be replaced («избыточное лечение», a replaceable event of engine/replacement_pipeline.py; not Вампиризм's, whose excess
    becomes extra lives anyway). ``healer``: the player whose instruction heals («Когда вы излечиваете …», HEALS)."""
    cs = s.cards.get(target)
    if cs is None:
        return 0
    over = excess and amount is not None and amount > cs.wounds and A.HEALED_BEYOND_WOUNDS in s.catalog.replacement_steps
    if cs.wounds == 0 and A.HEAL_WITHOUT_WOUNDS in s.catalog.listened and (amount is None or amount > 0) and not (
            heal_forbidden(s, cs)):
        emit(s, A.HEAL_WITHOUT_WOUNDS, target)  # «должен быть излечен и на нём нет ран»
    if cs.wounds == 0 and not over:
        return 0
    if heal_forbidden(s, cs):  # «персонажи не могут быть излечены»
        return 0
    if cs.wounds == 0:
        assert amount is not None
        _excess_healed(s, target, amount)
        return 0
    removed = cs.wounds if amount is None else min(amount, cs.wounds)
    cs.wounds -= removed
    if removed:
        emit(s, A.HEALED, target, amount=removed)
        if healer >= 0 and A.HEALS in s.catalog.listened:
            emit(s, A.HEALS, target, amount=removed, player=healer)
    if over and amount is not None and target in s.cards:
        _excess_healed(s, target, amount - removed)
    return removed


def _excess_healed(s: GameState, target: int, amount: int) -> None:
    """«Когда <существо> должно получить избыточное лечение, вместо этого …»: the ``amount`` of
    healing beyond the wounds is replaced (nothing happens to it otherwise)."""
    run(s, Event(A.HEALED_BEYOND_WOUNDS, target, -1, amount))
