"""Wounds and healing (§5.4–5.7): dealing wounds once the replacement pipeline has modified them, the modifiers it
asks for (Превосходство, «на N ран больше / меньше»), healing and extra lives.

``kind`` of a wound source: ``strike`` (attack or retaliation), ``shot``, ``ability`` (Ранить, Найм …),
``poison``. Armour and scales only act on strikes and shots (§6.1). Immunities, Чешуя, Уязвимость, Броня, shields and
«вместо этого …» are steps of ``engine/replacement_pipeline.py``.
"""

from __future__ import annotations

from .. import abilities as A
from . import continuous, selectors
from .ability_index import AMOUNT
from .events import emit
from .replacement_pipeline import ABILITY, POISON, SHOT, STRIKE, Event, run
from .restrictions import forbids, player_forbids
from .selectors import superior
from .state import CardState, GameState


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


def scales_of_strike(s: GameState, cs: CardState) -> int:
    """«Чешуя Х, где Х — сила удара <этой карты>»: its current strike, unless it lost the keyword (its
    abilities, or «теряет Чешую»)."""
    if not continuous.keyword(s, cs, "scales_strike") or any(e.kind == "lose" and e.key == "scales" for e in cs.effects):
        return 0
    return max(0, continuous.strike(s, cs))


def wound_modifiers(s: GameState, source: int, target: int, wound_kind: str = ABILITY) -> int:
    """Statics ``wounds_dealt`` («Ваши заклинания наносят на 1 рану больше [персонажам противника]») and
    ``wounds_taken`` («Получает на 2 раны меньше [от {Болота} карт]») of the cards in play:
    applied with «Превосходство», before armour (digest §5 steps 4–5). ``victim`` of the part is the
    other side of the wound (the receiver of a ``wounds_dealt``, the dealer of a ``wounds_taken``)."""
    kinds = continuous.kinds_in_play(s)
    dealt, taken = "wounds_dealt" in kinds, "wounds_taken" in kinds
    if not dealt and not taken:
        return 0
    total = 0
    for kind, holder, other in (("wounds_dealt", source, target), ("wounds_taken", target, source)):
        if kind not in kinds:
            continue
        for src, part in continuous.parts_of_kind(s, kind):
            if not continuous.applies(s, src, part, holder):
                continue
            if part.what == "attack" and not is_attack(s, source, wound_kind):  # «statics»: «… меньше от атак»
                continue
            if part.what == A.ABILITY_WOUNDS and wound_kind == STRIKE:  # «Способности <np> наносят …»: not a strike
                continue
            if part.victim is not None:
                controller = s.cards[src].controller
                if not selectors.fits(s, part.victim, other, controller, src):
                    continue
            total += part.value * continuous.times_counted(s, src, part)  # («за каждый ваш эффект пламени»)
    return total


SCALED_STATICS = ("wounds_dealt_scaled", "wounds_taken_scaled")
_SCALE_ORDER = (A.DOUBLE, A.HALF_UP, A.HALF_DOWN)  # doublings first, then halvings (docs/engine.md)


def scaled_wounds(s: GameState, source: int, target: int, amount: int) -> int:
    """«наносит вдвое больше ран», «получает в два раза меньше ран (округляя вверх / вниз)»: ``amount`` doubled once
    per doubling and then halved once per halving that applies to these wounds — statics of the cards in play and the
    «в следующий раз, когда ваша карта …» effects on the players' heroes (used up here). Where this stands among the
    other modifiers: ``RulesConfig.wound_scaling_order`` (engine/replacement_pipeline.py)."""
    scales = [*_static_scales(s, source, target), *_next_scales(s, source, target)]
    for scale in sorted(scales, key=_SCALE_ORDER.index):
        amount = _scale(scale, amount)
    return amount


def _static_scales(s: GameState, source: int, target: int) -> list[str]:
    """The scales (``what``) of the ``wounds_dealt_scaled`` statics about the dealer ``source`` and of the
    ``wounds_taken_scaled`` statics about the receiver ``target``; ``victim``: what the other side must be. A dealer
    may be a spell in the graveyard, so no zone is asked of either side."""
    if not s.static_sources or source < 0:
        return []
    found: list[str] = []
    for kind, holder, other in (("wounds_dealt_scaled", source, target), ("wounds_taken_scaled", target, source)):
        for src, part in continuous.parts_of_kind(s, kind):
            controller = s.cards[src].controller
            if (holder == src if part.select is None else selectors.fits(s, part.select, holder, controller, src)) \
                    and (part.victim is None or selectors.fits(s, part.victim, other, controller, src)):
                found.append(part.what)
    return found


def _next_scales(s: GameState, source: int, target: int) -> list[str]:
    """The «в следующий раз, когда ваша карта нанесёт / получит раны» effects (``establish`` WOUND_SCALE) on the hero
    of the dealer's controller (side 'dealt') and of the receiver's (side 'taken'): each applies once, then is gone."""
    found: list[str] = []
    for side, card in (("dealt", source), ("taken", target)):
        if card < 0:
            continue
        cs = s.cards.get(card)
        player = cs.controller if cs is not None else s.catalog.owners[card]
        hero = s.cards.get(s.players[player].hero)
        if hero is None or not hero.effects:
            continue
        used = [e for e in hero.effects if e.kind == A.WOUND_SCALE and e.key.startswith(side + ":")]
        if used:
            hero.effects = [e for e in hero.effects if e not in used]
            found.extend(e.key.split(":", 1)[1] for e in used)
    return found


def thirst_wounds(s: GameState, source: int, target: int, amount: int) -> int:
    """A «Жажда» paid (§3.2, as the card is played or as an ability's payment): ``source`` wounds ``target`` by
    ``amount`` as an ability does; a character that took wounds so «получает раны от жажды» (WOUNDED_BY_THIRST,
    emitted only in games where a trigger waits for it)."""
    dealt = deal_wounds(s, source, target, amount, ABILITY)
    if dealt and A.WOUNDED_BY_THIRST in s.catalog.listened:
        emit(s, A.WOUNDED_BY_THIRST, target, source, dealt)
    return dealt


def thirst_scaled(s: GameState, player: int, amount: int) -> int:
    """«следующая ваша Жажда наносит вдвое больше ран»: the wounds of a Жажда ``player`` pays, scaled by the
    ``establish`` WOUND_SCALE effects of side 'thirst' on his hero (used up here). They are the Жажда's own number,
    scaled before the wound steps (``wound_scaling_order`` is about the modifiers of cards, not this)."""
    hero = s.cards.get(s.players[player].hero)
    if hero is None or not hero.effects:
        return amount
    used = [e for e in hero.effects if e.kind == A.WOUND_SCALE and e.key.startswith("thirst:")]
    if used:
        hero.effects = [e for e in hero.effects if e not in used]
        for e in sorted(used, key=lambda e: _SCALE_ORDER.index(e.key.split(":", 1)[1])):
            amount = _scale(e.key.split(":", 1)[1], amount)
    return amount


def _scale(scale: str, amount: int) -> int:
    return amount * 2 if scale == A.DOUBLE else (amount + 1) // 2 if scale == A.HALF_UP else amount // 2


def is_attack(s: GameState, source: int, kind: str) -> bool:
    """Whether wounds of ``kind`` from ``source`` are an attack's: a shot, or a strike of an attacking card (a
    retaliation is not an attack, digest §5.1) — the test of «Не получает ран от атак» (replacements.wound_guarded)."""
    return kind == SHOT or (kind == STRIKE and source in s.cards and s.cards[source].counters.get("attacking", 0) > 0)


def superiority_bonus(s: GameState, source: int, target: int, kind: str) -> int:
    """«Превосходство над X»: +2 wounds dealt to X and −2 wounds taken from X (§6.2, FAQ #4)."""
    possible = s.catalog.keywords_possible  # printed on a card of this game or given by some text (effect or static)
    if kind == POISON or source < 0 or not any(k in possible for k in SUPERIORITY):
        return 0
    bonus = 0
    if source in s.cards and superior(s, source, target):
        bonus += 2
    if superior(s, target, source):
        bonus -= 2
    return bonus


SUPERIORITY = ("superiority", "superiority_lower_strike", "superiority_lower_cost")
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
    from .state import CardEffect

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
