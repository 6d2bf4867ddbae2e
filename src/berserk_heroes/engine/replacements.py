"""What the steps of the replacement pipeline apply (§7.4 «вместо», §7.5 «эффект замещения / предотвращения»).

``engine/replacement_pipeline.py`` passes every replaceable event through its steps in order; the steps that
need more than a few lines live here:

- **immunities** — keywords «Не получает ран от атак / от заклинаний / от отравления / от <карт>» (printed,
  granted by a static, or given by an effect for a duration): :func:`wound_guarded`;
- **modifiers** — how many wounds a wounding deals: «Превосходство» (:func:`superiority_bonus`), the statics «на N
  ран больше / меньше» (:func:`wound_modifiers`), «вдвое больше / меньше» (:func:`scaled_wounds`), and the strike of
  «Чешуя Х, где Х — сила удара» (:func:`scales_of_strike`); they tell the kinds of wounds apart: ``strike`` (attack or
  retaliation), ``shot``, ``ability`` (Ранить, Найм …), ``poison`` (armour and scales act only on strikes and shots,
  §6.1);
- **prevention** — shields «предотвратите следующие N ран» on a hero (:func:`use_shields`) and the «первую рану за
  ход» statics (:func:`prevent_first_wound`);
- **replacements** — a static ability ``StaticPart("replace", what=<event>)`` of a card in play («Если <X> должен
  получить раны, вместо этого <инструкция>»): its ability's ``effects`` run instead, at once
  (:func:`replace_event`), and the «в следующий раз, когда … должен взять карту» effects (:func:`draw_replaced`).

A replacement's instructions run inline, without a Queue entry (§7.7): ``engine/replacement_instructions.py``
(:data:`apply_replacement`, an upcall: they deal wounds and move cards, which pass through the replacements again).

Games pay nothing for this unless a card of the game can use it: ``Catalog`` precomputes (``game_facts``) whether
an immunity keyword, a shield, a «первую рану» static or a draw replacement can occur, and ``replacers`` (event →
the instances with a replacement static for it); ``replacement_pipeline.steps_for`` turns them into each game's
list of steps.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import abilities as A
from . import continuous, history, selectors
from .ability_index import PARAM, STATIC, VERB, definition_uses, param_use
from .restrictions import mark_this_turn
from .selectors import superior
from .state import CATALOG_INDEXES, CardEffect, CardState, GameState
from .upcalls import upcall

STRIKE = "strike"  # kinds of wounds
SHOT = "shot"
ABILITY = "ability"
POISON = "poison"

# Immunity keywords: the wounds a card with the keyword does not take (§5.4.5 «Не получает ран от …»).
NO_WOUNDS_FROM_ATTACKS = "no_wounds_from_attacks"  # strikes of an attacker in its attack, and shots
NO_WOUNDS_FROM_SPELLS = "no_wounds_from_spells"  # the source is a spell card
NO_WOUNDS_FROM_POISON = "no_wounds_from_poison"  # wounds of «Отравление»
NO_WOUNDS_FROM_OPPONENT = "no_wounds_from_opponent"  # the source is a card of the holder's opponent
NO_WOUNDS_FROM = "no_wounds_from"  # the source fits the keyword ability's meta ("from", Select)
NO_WOUNDS_WHILE_ATTACKING = "no_wounds_while_attacking"  # given for a time: no wounds while it is «атакующий»
ATTACK_ORDINAL_PROTECTION = "attack_ordinal_protection"  # «Защита от второй и третьей атаки по себе за ход»: bit N set
#                                                          stops the wounds of the N-th attack on the card this turn
GUARD_KEYWORDS = (NO_WOUNDS_FROM_ATTACKS, NO_WOUNDS_FROM_SPELLS, NO_WOUNDS_FROM_POISON, NO_WOUNDS_FROM_OPPONENT,
                  NO_WOUNDS_FROM, NO_WOUNDS_WHILE_ATTACKING, ATTACK_ORDINAL_PROTECTION)

# «Если герой должен получить раны, …»: a bare «герой» (whose: RulesConfig ``wounds_instead_of_bare_hero``)
BARE_HERO = A.Select(A.HERO)

# Verbs a replacement may do instead of the event, in their basic form (``abilities.basic_form``): none of them asks a
# player anything.
INLINE_VERBS = frozenset({"wound", "set_class", "destroy", "heal", "close", "draw", "extra_life", "sequence", "poison"})


def runs_inline(e: A.Effect) -> bool:
    """Whether a replacement may run ``e`` in the middle of the event it replaces (it asks nobody anything): a basic
    form, or a «Ранить» whose only form param is its dealer («эта карта получает их вместо него»)."""
    if e.verb == "wound" and e.param("dealer") is not None:
        return A.basic_form(A.Effect(e.verb, e.what, e.amount, params=tuple(p for p in e.params if p[0] != "dealer")))
    return e.verb in INLINE_VERBS and A.basic_form(e)


def pausing_possible(defs: Any) -> bool:
    """Whether a card of ``defs`` has a replacement that may ask a player something while it is applied: an optional
    one («вместо этого можете …») or one whose instructions need a decision (a target named when it is applied, a
    verb outside :func:`runs_inline`: a card to pick)."""
    def asks(effects: Any) -> bool:
        for e in effects:
            if e.optional or not runs_inline(e):
                return True
            if asks(e.then) or asks(e.otherwise) or asks(e.param("effects", ()) or ()):
                return True
        return False

    return any(ab.kind == "static" and any(p.kind == "replace" for p in ab.statics) and (asks(ab.effects) or ab.targets)
               for d in defs for ab in d.abilities)


def _index_catalog(catalog: Any, defs: Any, granted_codes: set[str]) -> None:
    """``Catalog.pausing``: whether a replacement of the game may ask a player something (engine/pause.py)."""
    # (only a game with a «replace» static can have one: its definitions are not scanned again otherwise)
    catalog.pausing = catalog.uses(STATIC, "replace") and pausing_possible(defs)


CATALOG_INDEXES.append(_index_catalog)


def _has(s: GameState, cs: Any, code: str) -> bool:
    return continuous.has(s, cs, code)


def _attack_ordinal_guarded(s: GameState, cs: Any) -> bool:
    """Whether the attack now wounding ``cs`` is one of the ordinals its «Защита от N-й атаки по себе за ход» names:
    the attacks on it this turn, the current one included (declared, so already in the history), are counted."""
    ordinals = continuous.keyword(s, cs, ATTACK_ORDINAL_PROTECTION)
    if not ordinals:
        return False
    nth = sum(1 for e in history.events(s, A.ATTACKS) if e[2] == cs.iid)
    return bool(ordinals >> nth & 1)


def wound_guarded(s: GameState, cs: Any, source: int, kind: str) -> bool:
    """Whether an immunity keyword of ``cs`` stops wounds of ``kind`` from ``source`` (called only when the
    game's Catalog says such a keyword can exist)."""
    if kind == POISON and _has(s, cs, NO_WOUNDS_FROM_POISON):
        return True
    if cs.counters.get("attacking", 0) and _has(s, cs, NO_WOUNDS_WHILE_ATTACKING):
        return True
    if kind == SHOT or (kind == STRIKE and source in s.cards and s.cards[source].counters.get("attacking", 0)):
        if _has(s, cs, NO_WOUNDS_FROM_ATTACKS) or _attack_ordinal_guarded(s, cs):
            return True
    if source < 0:
        return False
    d = s.catalog.defs[source]
    if d.type == "spell" and _has(s, cs, NO_WOUNDS_FROM_SPELLS):
        return True
    src = s.cards.get(source)
    source_player = src.controller if src is not None else s.catalog.owners[source]
    if source_player != cs.controller and _has(s, cs, NO_WOUNDS_FROM_OPPONENT):
        return True
    if NO_WOUNDS_FROM in s.catalog.defs[cs.iid].kw and not continuous.lost_abilities(s, cs):
        for ab in s.catalog.defs[cs.iid].abilities:
            if ab.keyword is not None and ab.keyword[0] == NO_WOUNDS_FROM:
                sel = dict(ab.meta).get("from")
                if sel is not None and _source_fits(s, sel, source, cs):
                    return True
    return False


def _source_fits(s: GameState, sel: A.Select, source: int, holder: Any) -> bool:
    """The source of the wounds fits ``sel`` (side relative to the holder's controller). A strike filter
    needs the source's current strike, so a source no longer in play is judged by its printed strike."""
    if not selectors.fits(s, sel, source, holder.controller, holder.iid):
        return False
    if source not in s.cards and (sel.strike_min is not None or sel.strike_max is not None):
        printed = s.catalog.defs[source].strike or 0
        if sel.strike_min is not None and printed < sel.strike_min:
            return False
        if sel.strike_max is not None and printed > sel.strike_max:
            return False
    return True


# ----------------------------------------------------------------------------------------------------------
# Modifiers (§5.4 step 4): «Превосходство», «на N ран больше / меньше», «вдвое больше / меньше», Чешуя's strike
# ----------------------------------------------------------------------------------------------------------


def is_attack(s: GameState, source: int, kind: str) -> bool:
    """Whether wounds of ``kind`` from ``source`` are an attack's: a shot, or a strike of an attacking card (a
    retaliation is not an attack, digest §5.1) — the test of «Не получает ран от атак» (:func:`wound_guarded`)."""
    return kind == SHOT or (kind == STRIKE and source in s.cards and s.cards[source].counters.get("attacking", 0) > 0)


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
def replacement_for(s: GameState, event: str, card: int, source: int, kind: str = "") -> tuple[int, int] | None:
    """The first replacement static in play for ``event`` about ``card`` (from ``source``): (its card, the
    index of its ability), or None. One already being applied is skipped (once per event, no loops)."""
    return next(replacements_for(s, event, card, source, kind), None)


def _applying(s: GameState) -> frozenset[tuple[int, int]]:
    """The replacement abilities being applied now: (card, ability index) of each replacement whose instructions
    are running inline (their frames are on the stack, ``replacement_instructions.run_inline``). The events those
    instructions cause are not replaced by them again (replacement_pipeline: once per event)."""
    return frozenset((f.item.source, f.item.ability) for f in s.frames
                     if getattr(f, "item", None) is not None and f.item.kind == "replacement")


def replacements_for(s: GameState, event: str, card: int, source: int, kind: str = "") -> Any:
    """Every replacement static in play for ``event`` about ``card`` (from ``source``, wounds of ``kind``), in order:
    (its card, the index of its ability). One already being applied is skipped (once per event, no loops)."""
    active = _applying(s) if s.frames else frozenset()
    for src in _in_order(s, s.catalog.replacers.get(event, ())):
        cs = s.cards[src]
        if continuous.lost_abilities(s, cs):
            continue
        for index, ab in enumerate(s.catalog.defs[src].abilities):
            if ab.kind != A.STATIC or (src, index) in active:
                continue
            for part in ab.statics:
                if part.kind != "replace" or part.what != event:
                    continue
                if part.select is None:
                    if card != src:
                        continue
                elif not selectors.matches(s, part.select, card, cs.controller, src):
                    continue
                if part.select == BARE_HERO and s.config.wounds_instead_of_bare_hero == "yours" and \
                        s.cards[card].controller != cs.controller:  # «Если герой должен …»: only yours
                    continue
                if part.condition is not None and not _event_condition(s, part.condition, src, cs.controller, card,
                                                                       source, kind):
                    continue
                yield src, index


def _in_order(s: GameState, sources: Any) -> list[int]:
    """The cards of ``sources`` in play, in the order their replacements are tried (``RulesConfig.replacement_order``,
    the digest being silent: 'play_order', the card that came into play first; 'latest_first', the newest one)."""
    here = [iid for iid in s.play if iid in sources]
    return here[::-1] if s.config.replacement_order == "latest_first" else here


def _event_condition(s: GameState, cond: A.Condition, src: int, controller: int, card: int, source: int,
                     kind: str) -> bool:
    """A replacement's condition: about the wounds' source («от заклинания», «от атаки»), or any other condition
    (``event_card`` looks at the card the event is about)."""
    if cond.kind == "event_source_is_spell":  # «должно получить раны от заклинания»
        return source >= 0 and s.catalog.defs[source].type == "spell"
    if cond.kind == "killed_by_own_card":  # «должен погибнуть от вашей карты»: wounds of its controller's card to 0
        return _killed_by_own_card(s, card, controller)
    if cond.kind == A.EVENT_SOURCE_IS_OPPONENTS:  # «Если карта противника должна …»
        return source >= 0 and _side_of(s, source) != controller
    if cond.kind == "event_is_attack":  # «должен получить раны от атаки» (a shot, or an attacker's strike)
        return is_attack(s, source, kind)
    return selectors.condition_holds(s, cond, src, controller, (card,))


def _side_of(s: GameState, card: int) -> int:
    """The player a card acts for: its controller in play, its owner elsewhere (a spell resolving)."""
    cs = s.cards.get(card)
    return cs.controller if cs is not None else s.catalog.owners[card]


def _killed_by_own_card(s: GameState, card: int, controller: int) -> bool:
    """Whether ``card`` is at 0 life and the card that wounded it last is ``controller``'s (in play: its controller;
    elsewhere, a spell: its owner). A card destroyed without being brought to 0 does not die «от» a card's wounds."""
    cs = s.cards.get(card)
    if cs is None or cs.last_wounder < 0 or continuous.life(s, cs) > 0:
        return False
    wounder = s.cards.get(cs.last_wounder)
    return (wounder.controller if wounder is not None else s.catalog.owners[cs.last_wounder]) == controller


# An upcall (engine/upcalls.py): the rules are recursive here — a replacement's instructions deal wounds and move cards,
# which pass through the replacements again.
apply_replacement: Callable[[GameState, int, int, tuple[Any, ...]], bool] = upcall(
    "engine/replacement_instructions.py")
"""Provided by engine/replacement_instructions.py: apply replacement ability ``index`` of ``src`` to an event (its
data: kind, subject, source, amount), running its instructions now — an optional one only when it can be done and
its controller agrees; whether it was applied."""


def replace_event(s: GameState, ev: Any, kind: str = "") -> bool:
    """Apply one replacement static in play for event ``ev`` (a replacement_pipeline.Event; ``kind``: the
    replacement's event name when it is not the event's own); True if one was applied. An optional one is offered
    (when it can be done) to its controller, who may decline it (then the next one is tried). Which one applies
    when several could: ``RulesConfig.replacement_order``."""
    kind = kind or ev.kind
    data = (kind, ev.subject, ev.source, ev.amount, -1)
    for src, index in replacements_for(s, kind, ev.subject, ev.source, ev.wound_kind):
        if apply_replacement(s, src, index, data):
            return True
    return False


# ----------------------------------------------------------------------------------------------------------
# Prevention («предотвратите …»): shields on heroes, «первую рану за ход» statics
# ----------------------------------------------------------------------------------------------------------


def use_shields(s: GameState, cs: Any, amount: int) -> int:
    """How many of ``amount`` wounds about to be put on ``cs`` are left after the «prevent» shields on its
    controller's hero («предотвратите следующие N ран, которые получит …», «… ран по вашим существам»): a pool of N
    for all the cards of its scope together, used up as it prevents. A ``shield_whole`` («предотвратите следующее
    получение ран …») takes the whole of one wounding, whatever its size, and is used up by it."""
    hero = s.cards.get(s.players[cs.controller].hero)
    if hero is None or not hero.effects:
        return amount
    whole = next((e for e in hero.effects if e.kind == "shield_whole" and _shields_card(e.key, cs.iid == hero.iid)), None)
    if whole is not None and amount > 0:  # «предотвратите следующее получение ран …»: all of this wounding, once
        hero.effects.remove(whole)
        return 0
    for i, e in enumerate(hero.effects):
        if amount <= 0:
            break
        if e.kind != "shield" or e.value <= 0 or not _shields_card(e.key, cs.iid == hero.iid):
            continue
        used = min(e.value, amount)
        amount -= used
        hero.effects[i] = CardEffect(e.kind, e.key, e.value - used, e.duration, e.source, e.turn, e.owner_player,
                                     e.cond)
    if any(e.kind == "shield" and e.value <= 0 for e in hero.effects):
        hero.effects = [e for e in hero.effects if not (e.kind == "shield" and e.value <= 0)]
    return amount


def _shields_card(scope: str, is_hero: bool) -> bool:
    """Whether a shield of ``scope`` ('characters', 'hero', 'creatures') protects a character of its player: his hero
    (``is_hero``) or one of his creatures."""
    return scope == "characters" or (scope == "hero") == is_hero


def prevent_first_wound(s: GameState, cs: Any, amount: int) -> int:
    """How many of ``amount`` wounds are left after a ``prevent_first`` static in play («предотвратите первую рану,
    которую получит … в каждый ход»): once a turn for each character (its counter ``@prevented_turn``)."""
    if cs.counters.get("@prevented_turn") == s.turn:
        return amount
    for src, part in continuous.parts_of_kind(s, "prevent_first"):
        if part.what is None and continuous.applies(s, src, part, cs.iid):
            cs.counters["@prevented_turn"] = s.turn
            return amount - min(part.value or 1, amount)
    return amount


def prevent_first_attack(s: GameState, cs: Any, amount: int, source: int, kind: str) -> int:
    """How many of ``amount`` wounds from ``source`` (of ``kind``) are left after the ``prevent_first`` statics of what
    FIRST_ATTACK in play («Предотвратите Х ран от первой атаки в ход противника, где Х — …»): when they are wounds of
    the first attack of the turn and ``cs`` is a card the static covers (its condition: the opponent's turn), up to Х
    of them are prevented — Х counted now, less what the static has prevented this turn."""
    for src, part in continuous.parts_of_kind(s, "prevent_first"):
        if amount <= 0:
            break
        if part.what != A.FIRST_ATTACK or not continuous.applies(s, src, part, cs.iid) or \
                not _first_attack_wounds(s, cs.iid, source, kind):
            continue
        key = f"@first_attack_prevented/{src}"
        used = s.turn_counts.get(key, 0)
        share = min(amount, max(0, part.value * continuous.times_counted(s, src, part) - used))
        if share:
            s.turn_counts[key] = used + share
            amount -= share
    return amount


def _first_attack_wounds(s: GameState, target: int, source: int, kind: str) -> bool:
    """Whether wounds from ``source`` on ``target`` are those of the first attack of the turn (a shot, or an attacking
    card's strike; the attack is in the history as it is made): of the turn (``first_attack_shield`` 'turn') or the
    first one at ``target`` ('on_hero')."""
    if not is_attack(s, source, kind):
        return False
    attacks = [e for e in history.events(s, A.ATTACKS)
               if s.config.first_attack_shield == "turn" or e[2] == target]
    return len(attacks) == 1 and attacks[0][1] == source and attacks[0][2] == target


def replace_first_draw_from_empty_deck(s: GameState, ev: Any) -> bool:
    """«Если в вашей колоде не осталось карт, вместо взятия первой карты за ход …»: True if such a replacement was
    applied to this draw from an empty deck. Every attempt is counted, so only the first of the turn qualifies."""
    player = ev.player
    if mark_this_turn(s, "empty_deck_draw", player) > 1 or any(history.events(s, A.DRAWN, player=player)):
        return False
    return replace_event(s, ev, A.FIRST_DRAW_FROM_EMPTY_DECK)


def draw_replaced(s: GameState, player: int) -> bool:
    """«В следующий раз, когда <player> должен взять карту, вместо этого вы берёте карту»: whether such an effect
    waits on ``player``'s hero (engine/zones.draw then uses it up, and its owner draws instead)."""
    hero = s.cards.get(s.players[player].hero)
    if hero is None or not hero.effects:
        return False
    return any(e.kind == "replace_draw" for e in hero.effects)


# ----------------------------------------------------------------------------------------------------------
# Static limits («Игроки не могут получать более N{м} за ход»)
# ----------------------------------------------------------------------------------------------------------


def coins_allowed(s: GameState, player: int, n: int) -> int:
    """How many of ``n`` coins ``player`` may gain now under a ``limit gain_coins`` static in play (all ``n``
    when there is none); the coins counted as gained this turn are recorded."""
    if n <= 0 or not s.static_sources or not continuous.has_static_kind(s, "limit"):
        return n
    limits = [p.value for _, p in continuous.parts_of_kind(s, "limit") if p.what == "gain_coins"]
    if not limits:
        return n
    key = f"@coins_gained{player}"
    gained = s.turn_counts.get(key, 0)
    n = max(0, min(n, min(limits) - gained))
    if n:
        s.turn_counts[key] = gained + n
    return n


# ----------------------------------------------------------------------------------------------------------
# What the Catalog needs to know, cached per card definition (definitions are shared by every game)
# ----------------------------------------------------------------------------------------------------------

_FACTS: dict[int, tuple[Any, tuple[Any, ...]]] = {}


def _card_facts(d: Any) -> tuple[Any, ...]:
    """(guard keyword printed, replaced events, prevent verb, prevent_first static, draw replacement verb) of one card
    definition (the verbs and static kinds asked of the ability index, engine/ability_index.py)."""
    hit = _FACTS.get(id(d))
    if hit is not None and hit[0] is d:
        return hit[1]
    events = tuple(dict.fromkeys(part.what for ab in d.abilities for part in ab.statics
                                 if part.kind == "replace" and part.what))
    uses = definition_uses(d)
    facts = (any(k in d.kw for k in GUARD_KEYWORDS), events, (VERB, "prevent") in uses,
             (STATIC, "prevent_first") in uses, (PARAM, param_use("establish", "rule", A.DRAW_INSTEAD)) in uses)
    _FACTS[id(d)] = (d, facts)
    return facts


def game_facts(defs: Any, granted_codes: set[str]) -> tuple[Any, ...]:
    """For a game of ``defs`` (``granted_codes``: keywords cards can be given): whether an immunity keyword can
    occur, the Catalog's ``replacers``, whether shields and «первую рану» statics can occur, whether a draw
    replacement can occur. They choose the steps of the replacement pipeline (``replacement_pipeline.steps_for``)."""
    guards = any(k in granted_codes for k in GUARD_KEYWORDS)
    replacers: dict[str, set[int]] = {}
    shields = first = draw = False
    for iid, d in enumerate(defs):
        g, events, prevent, first_, draw_ = _card_facts(d)
        guards = guards or g
        for event in events:
            replacers.setdefault(event, set()).add(iid)
        shields, first = shields or prevent, first or first_
        draw = draw or draw_
    return guards, {k: frozenset(v) for k, v in replacers.items()}, shields, first, draw
