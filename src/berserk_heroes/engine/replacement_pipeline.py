"""The one pipeline of replaceable events: prevention and replacement (digest §7.5, §5.4 steps 4–5).

Every replaceable event the engine is about to perform is first described as data (:class:`Event`: what happens,
to which card, from which source, how much) and passed through :func:`run`. The pipeline applies, in a fixed
order, the steps that can change it — immunities, modifiers, prevention, replacement — and the caller then
performs what is left of it (or nothing, when the event was cancelled: prevented in full or replaced).

The order of the steps (the tables ``WOUND_STEPS``, ``DRAW_STEPS``, ``GAIN_STEPS`` below) is the digest's where
it speaks, and the engine's long-standing reading where it is silent:

1. **immunities** (§5.4 step 5 «Не получает ран от …», «Защита от …», §6.2 «Скрытый», «Немертвый»): the whole
   event does not happen;
2. **Чешуя** (§6.2): looks at the strength of the strike or shot before the wound modifiers;
3. **modifiers** (§5.4 step 4, then «Уязвимость» of step 5): «Превосходство», «на N ран больше / меньше», then
   «вдвое больше / меньше» (before those with ``RulesConfig.wound_scaling_order`` 'before_modifiers');
4. **prevention** (§6.1 «Броня», §7.5 «эффект предотвращения»: shields «предотвратите следующие N ран», then the
   «первую рану за ход» statics): they reduce the number of wounds and are used up as they prevent;
5. **replacement** (§7.5 «эффект замещения», «вместо этого …»): one replacement static of a card in play does
   something else instead; which one, when several could, is ``RulesConfig.replacement_choice`` (the digest is
   silent; default: the first in the order the cards were numbered, the engine's reading so far).

**Once per event.** Each step is applied at most once to an event (each appears once in its table). A replacement
ability already being applied further up the chain (its instructions are running inline, so it is on the frame
stack) is not applied again to the events its own instructions cause — «вместо этого их получает эта карта» does
not loop.

**Precomputed index.** ``Catalog.replacement_steps`` (:func:`steps_for`) keeps, per event kind, only the steps some
card of the game can use, so a game without, say, shields or «вместо этого» statics never looks for them: the
hot path is one loop over a short tuple.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from .. import abilities as A
from . import continuous, replacements
from .ability_index import PARAM, PARAM_KEY, param_use
from .replacements import (
    ABILITY,
    POISON,
    SCALED_STATICS,
    SHOT,
    STRIKE,
    scaled_wounds,
    scales_of_strike,
    superiority_bonus,
    wound_modifiers,
)
from .selectors import condition_holds, fits
from .state import CATALOG_INDEXES, GameState


class Event:
    """A replaceable event about to happen: ``kind`` (an event name of ``abilities``: WOUNDED, DRAWN,
    EXTRA_LIFE_GAINED, HEALED_BEYOND_WOUNDS), the card it is about (``subject``; a player's hero for a draw), its
    ``source`` (-1: none), its ``amount`` and, for wounds, their ``wound_kind``. The steps change ``amount``, set
    ``cancelled`` (nothing of it is performed) and note their names in ``applied`` (in the order they acted)."""

    __slots__ = ("kind", "subject", "source", "amount", "wound_kind", "player", "cancelled", "applied")

    def __init__(self, kind: str, subject: int, source: int = -1, amount: int = 1, wound_kind: str = "",
                 player: int = -1) -> None:
        self.kind = kind
        self.subject = subject
        self.source = source
        self.amount = amount
        self.wound_kind = wound_kind
        self.player = player  # the player the event is about (draws)
        self.cancelled = False
        self.applied: tuple[str, ...] = ()

    def cancel(self, step: str) -> None:
        """Nothing of the event happens (prevented in full, or something else was done instead)."""
        self.cancelled = True
        self.applied = (*self.applied, step)

    def change(self, step: str, delta: int) -> None:
        """``delta`` more (or, negative, fewer) of the event's amount."""
        if delta:
            self.amount += delta
            self.applied = (*self.applied, step)


class Step(NamedTuple):
    """One step of the pipeline: its ``name`` (noted in ``Event.applied``), the ``rule`` of the digest it follows,
    ``possible`` (whether a card of a game can use it, from its Catalog and the facts ``replacements.game_facts``
    found in its cards: read once per Catalog) and ``apply`` (changes the event). ``cancels_only``: the step may cancel
    the event but never changes its amount (a step that may change it is said so by default)."""

    name: str
    rule: str
    possible: Callable[[Any, Mapping[str, bool]], bool]
    apply: Callable[[GameState, Event], None]
    cancels_only: bool = False


def run(s: GameState, event: Event) -> Event:
    """Pass ``event`` through the steps of this game for its kind, in order, each once; stop as soon as it is
    cancelled. Returns the event (what the caller performs)."""
    for apply in s.catalog.replacement_steps.get(event.kind, ()):
        apply(s, event)
        if event.cancelled:
            break
    return event


def steps_for(catalog: Any, facts: Mapping[str, bool]) -> dict[str, tuple[Callable[[GameState, Event], None], ...]]:
    """The precomputed index of a Catalog: event kind → the steps a card of this game can use, in order (their
    ``apply`` functions: the hot path calls them without looking anything up). ``facts``: what
    ``replacements.game_facts`` found in the game's cards (immunities, shields, «первую рану», draw replacements)."""
    index = {}
    for kind, steps in STEPS.items():
        used = tuple(step.apply for step in steps if step.possible(catalog, facts))
        if used:
            index[kind] = used
    return index


def _index_catalog(catalog: Any, defs: Any, granted_codes: set[str]) -> None:
    """A Catalog's ``replacers`` (event → the instances with a replacement static for it) and ``replacement_steps``,
    from the facts ``replacements.game_facts`` finds in its cards (cached per card definition): a game without
    shields or «вместо этого» statics pays one pass of lookups and never looks for them."""
    guards, catalog.replacers, shields, first, draws = replacements.game_facts(defs, granted_codes)
    catalog.replacement_steps = steps_for(catalog, {"wound_guards": guards, "shields": shields,
                                                    "first_preventers": first, "draw_replacers": draws})


CATALOG_INDEXES.append(_index_catalog)


def step_names(catalog: Any, kind: str) -> list[str]:
    """The names of the steps of ``kind`` in a Catalog's index, in order (for people and tests)."""
    used = catalog.replacement_steps.get(kind, ())
    return [step.name for step in STEPS.get(kind, ()) if step.apply in used]


# ----------------------------------------------------------------------------------------------------------
# What a game can use (read once per Catalog)
# ----------------------------------------------------------------------------------------------------------


Possible = Callable[[Any, Mapping[str, bool]], bool]


def _found(fact: str) -> Possible:
    """Possible when ``replacements.game_facts`` found ``fact`` in the game's cards."""
    return lambda _, facts: facts[fact]


def _keyword(*codes: str) -> Possible:
    """Possible when one of these keywords is printed on a card of the game or can be given by one."""
    return lambda catalog, _: any(code in catalog.keywords_possible for code in codes)


def _replaced(event: str) -> Possible:
    """Possible when a card of the game has a replacement static («вместо этого …») for ``event``."""
    return lambda catalog, _: event in catalog.replacers


def _in_catalog(test: Callable[[Any], bool]) -> Possible:
    """Possible when ``test`` holds of the game's Catalog."""
    return lambda catalog, _: test(catalog)


# ----------------------------------------------------------------------------------------------------------
# Wounds (§5.4, §5.7)
# ----------------------------------------------------------------------------------------------------------


def _has(s: GameState, iid: int, code: str) -> bool:
    cs = s.cards.get(iid)
    return cs is not None and continuous.has(s, cs, code)


def _hidden(s: GameState, ev: Event) -> None:
    if s.cards[ev.subject].counters.get("hidden", 0):  # §6.2 «Скрытый персонаж»: hidden characters take no wounds
        ev.cancel("hidden")


def _source_deals_none(s: GameState, ev: Event) -> None:
    if _has(s, ev.source, "deals_no_wounds"):  # «<существо> не наносит ран» (strikes, retaliations, abilities)
        ev.cancel("source_deals_no_wounds")


def _no_wounds(s: GameState, ev: Event) -> None:
    if _has(s, ev.subject, "no_wounds"):  # «Не получает ран»
        ev.cancel("no_wounds")


def _undead(s: GameState, ev: Event) -> None:
    # «Немертвый» takes wounds only from its opponent's action (engine/keyword_rules.py)
    if ev.wound_kind != "undead" and _has(s, ev.subject, "undead"):
        ev.cancel("undead")


def _ability_reduction(s: GameState, ev: Event) -> None:
    """«–X от атак и способностей (в том числе от заклинаний)», «–X от способностей»: an ability's wounds are X
    less, like an attack's strength (before Уязвимость: a source brought to 0 deals nothing)."""
    if ev.wound_kind != ABILITY:
        return
    cs = s.cards[ev.subject]
    less = continuous.keyword(s, cs, "attack_ability_reduction") + continuous.keyword(s, cs, "ability_reduction")
    ev.change("ability_reduction", -less)
    if ev.amount <= 0:
        ev.cancel("ability_reduction")


_IMMUNE_TO_KIND = {SHOT: "shot_protection", STRIKE: "no_wounds_from_strikes", POISON: "poison_protection"}


def _kind_immunity(s: GameState, ev: Event) -> None:
    code = _IMMUNE_TO_KIND.get(ev.wound_kind)  # «Защита от выстрелов», «Не получает ран от ударов», «… от отравления»
    if code is not None and code in s.catalog.keywords_possible and _has(s, ev.subject, code):
        ev.cancel(code)


def _source_immunity(s: GameState, ev: Event) -> None:
    if replacements.wound_guarded(s, s.cards[ev.subject], ev.source, ev.wound_kind):  # «Не получает ран от атак / заклинаний / …»
        ev.cancel("no_wounds_from")


def _scales(s: GameState, ev: Event) -> None:
    """«Чешуя X» (§6.2): prevents a strike or shot of strength X or less, looked at before the wound modifiers;
    «Чешуя … предотвращает также раны от способностей» extends it to an ability's wounds."""
    cs = s.cards[ev.subject]
    if ev.wound_kind not in (STRIKE, SHOT) and not (
            ev.wound_kind == ABILITY and "scales_vs_abilities" in s.catalog.keywords_possible
            and continuous.has(s, cs, "scales_vs_abilities")):
        return
    scales = continuous.keyword(s, cs, "scales")
    if "scales_strike" in s.catalog.defs[cs.iid].kw:  # «Чешуя Х, где Х — сила удара <её>»
        scales = max(scales, scales_of_strike(s, cs))
    if scales and ev.amount <= scales and not _source_ignores(s, ev, "ignores_scales"):
        ev.cancel("scales")


def _source_ignores(s: GameState, ev: Event, code: str) -> bool:
    """«Игнорирует Броню / Чешую» (§6.2 «Игнорировать …»): the wounds come from a card that ignores that protection of
    its targets (its own effects only; a card out of play, a spell, by its printed keywords)."""
    if ev.source < 0 or code not in s.catalog.keywords_possible:
        return False
    src = s.cards.get(ev.source)
    return continuous.has(s, src, code) if src is not None else code in s.catalog.defs[ev.source].kw


def _vulnerability(s: GameState, ev: Event) -> None:
    if _has(s, ev.subject, "vulnerability"):  # «Уязвимость»: +1 from any numeric source (§5.4 step 5)
        ev.change("vulnerability", 1)


def _superiority(s: GameState, ev: Event) -> None:
    ev.change("superiority", superiority_bonus(s, ev.source, ev.subject, ev.wound_kind))


def _wound_statics(s: GameState, ev: Event) -> None:
    """Statics «на N ран больше / меньше» of the cards in play (§5.4 step 4)."""
    if s.static_sources and ev.source >= 0 and ev.wound_kind != POISON:
        ev.change("wound_statics", wound_modifiers(s, ev.source, ev.subject, ev.wound_kind))


MORE_WOUNDS = "more_wounds"  # a CardEffect (and the ``modify`` param that makes it): N more wounds from this card


def _more_wounds(s: GameState, ev: Event) -> None:
    """«до конца хода он наносит на N ран больше» (Кузнечный молот): ``more_wounds`` effects on the dealer, for a time
    (§5.4 step 4, with the statics «на N ран больше»; not for poison)."""
    cs = s.cards.get(ev.source) if ev.source >= 0 else None
    if cs is not None and cs.effects and ev.wound_kind != POISON:
        ev.change("more_wounds", sum(e.value for e in cs.effects if e.kind == MORE_WOUNDS))


def _less_from_source(s: GameState, ev: Event) -> None:
    """«получает на N ран меньше от атакованного существа до конца хода», «получает на N ран больше от <этой карты>»
    (effects on the receiver keyed by the source)."""
    cs = s.cards[ev.subject]
    if cs.effects and ev.source >= 0:
        key = str(ev.source)
        ev.change("less_from_source", -sum(e.value for e in cs.effects if e.kind == "less_wounds_from"
                                           and e.key == key))
        # «получает на N ран больше от <этой карты>» (Грозящий расправой)
        ev.change("more_from_source", sum(e.value for e in cs.effects if e.kind == "more_wounds_from" and e.key == key))


MORE_WOUNDS_TAKEN = "more_wounds_taken"  # a CardEffect on the receiver: N more wounds of the kind of its key


def _more_taken_of_kind(s: GameState, ev: Event) -> None:
    """«до конца хода персонажи противников получают на N ран больше от выстрелов»: ``more_wounds_taken`` effects on the
    receiver whose key is the kind of these wounds (§5.4 step 4)."""
    cs = s.cards[ev.subject]
    if cs.effects:
        ev.change(MORE_WOUNDS_TAKEN, sum(e.value for e in cs.effects if e.kind == MORE_WOUNDS_TAKEN
                                         and e.key == ev.wound_kind))


def _spell_bonus(s: GameState, ev: Event) -> None:
    """«<это заклинание> наносит на N ран больше»: the statics of the resolving spell itself."""
    source = ev.source
    if source >= 0 and ev.wound_kind == ABILITY and source not in s.cards and s.catalog.defs[source].type == "spell":
        ev.change("spell_bonus", spell_self_bonus(s, source))


def spell_self_bonus(s: GameState, spell: int) -> int:
    """«Если в вашей руке нет карт, <это заклинание> наносит на N ран больше»: the ``wounds_dealt`` statics printed on
    the resolving spell itself (select None) whose condition holds for its owner (the player who cast it)."""
    total = 0
    for part in s.catalog.statics[spell]:
        if part.kind == "wounds_dealt" and part.select is None and part.victim is None and \
                (part.condition is None or condition_holds(s, part.condition, spell, s.catalog.owners[spell])):
            total += part.value
    return total


def _scaling(s: GameState, ev: Event) -> None:
    """«вдвое больше ран», «в два раза меньше ран (округляя …)» (engine/replacements.scaled_wounds)."""
    if ev.wound_kind != POISON and ev.amount > 0:
        ev.change("scaling", scaled_wounds(s, ev.source, ev.subject, ev.amount) - ev.amount)


def _scaling_before_modifiers(s: GameState, ev: Event) -> None:
    if s.config.wound_scaling_order == "before_modifiers":
        _scaling(s, ev)


def _scaling_after_modifiers(s: GameState, ev: Event) -> None:
    if s.config.wound_scaling_order == "after_modifiers":
        _scaling(s, ev)


def _scales_wounds(catalog: Any, _: Mapping[str, bool]) -> bool:
    """Possible when a card of the game doubles or halves wounds (a static, or «в следующий раз …» effect)."""
    return any(k in SCALED_STATICS for k in catalog.possible_static_kinds) or \
        catalog.uses(PARAM, param_use("establish", "rule", A.WOUND_SCALE))


def _armor(s: GameState, ev: Event) -> None:
    """«Броня X» (§6.1): prevents the first X wounds of strikes and shots in each turn (``armor_used``). Wounds that
    ignore it («Игнорирует Броню») are not prevented; whether they use it up is the rules option
    ``ignored_wounds_use_armor`` (the digest does not say)."""
    if ev.wound_kind not in (STRIKE, SHOT):
        return
    cs = s.cards[ev.subject]
    armor = continuous.keyword(s, cs, "armor")
    if armor > cs.armor_used:
        share = min(armor - cs.armor_used, ev.amount)
        if not _source_ignores(s, ev, "ignores_armor"):
            cs.armor_used += share
            ev.change("armor", -share)
        elif s.config.ignored_wounds_use_armor:
            cs.armor_used += share


def _shields(s: GameState, ev: Event) -> None:
    if ev.amount > 0:
        ev.change("shields", replacements.use_shields(s, s.cards[ev.subject], ev.amount) - ev.amount)


def _first_wound(s: GameState, ev: Event) -> None:
    if ev.amount > 0:
        ev.change("first_wound", replacements.prevent_first_wound(s, s.cards[ev.subject], ev.amount) - ev.amount)
    if ev.amount > 0:  # «Предотвратите Х ран от первой атаки в ход противника»
        left = replacements.prevent_first_attack(s, s.cards[ev.subject], ev.amount, ev.source, ev.wound_kind)
        ev.change("first_attack", left - ev.amount)


def _nothing_left(s: GameState, ev: Event) -> None:
    if ev.amount <= 0:  # prevented in full: nothing to replace, nothing to deal
        ev.cancel("prevented")


def _instead(s: GameState, ev: Event) -> None:
    """«Если <X> должен …, вместо этого …» (§7.5 «эффект замещения»): a replacement static in play does something
    else instead of the event (engine/replacements.py applies it)."""
    if replacements.replace_event(s, ev):
        ev.cancel("instead")


_INSTEAD_OF_WOUNDS = Step("instead", "§7.5", _replaced(A.WOUNDED), _instead, cancels_only=True)

def _amount_may_change(catalog: Any, facts: Mapping[str, bool]) -> bool:
    """Possible when a wound step of the game may change the number of wounds: only then can none be left of a
    wounding (``deal_wounds`` deals at least one), and a game with no wound step left skips the pipeline."""
    return any(step.possible(catalog, facts) for step in WOUND_STEPS if not step.cancels_only)


WOUND_STEPS: tuple[Step, ...] = (
    Step("hidden", "§6.2 «Скрытый персонаж»", _in_catalog(lambda catalog: catalog.may_hide), _hidden, cancels_only=True),
    Step("source_deals_no_wounds", "§5.4", _keyword("deals_no_wounds"), _source_deals_none, cancels_only=True),
    Step("no_wounds", "§5.4 step 5", _keyword("no_wounds"), _no_wounds, cancels_only=True),
    Step("undead", "§6.2 «Немертвый»", _keyword("undead"), _undead, cancels_only=True),
    Step("ability_reduction", "§5.4 step 4", _keyword("attack_ability_reduction", "ability_reduction"),
         _ability_reduction),
    Step("kind_immunity", "§5.4 step 5, §6.2", _keyword(*_IMMUNE_TO_KIND.values()), _kind_immunity, cancels_only=True),
    Step("no_wounds_from", "§5.4 step 5", _found("wound_guards"), _source_immunity, cancels_only=True),
    Step("scales", "§6.2 «Чешуя»", _keyword("scales", "scales_strike"), _scales, cancels_only=True),
    Step("scaling_first", "§5.4 step 4 (RulesConfig.wound_scaling_order)", _scales_wounds, _scaling_before_modifiers),
    Step("vulnerability", "§5.4 step 5 «Уязвимость»", _keyword("vulnerability"), _vulnerability),
    Step("superiority", "§5.4 step 4 «Превосходство»",
         _keyword("superiority", "superiority_lower_strike", "superiority_lower_cost"), _superiority),
    Step("wound_statics", "§5.4 step 4",
         _in_catalog(lambda catalog: any(k in ("wounds_dealt", "wounds_taken") for k in catalog.possible_static_kinds)),
         _wound_statics),
    Step("more_wounds", "§5.4 step 4", _in_catalog(lambda catalog: catalog.uses(PARAM_KEY, MORE_WOUNDS)), _more_wounds),
    Step("less_from_source", "§5.4 step 4", _in_catalog(lambda catalog: A.ATTACK_UNDEFENDED in catalog.listened
                                                          or catalog.uses(PARAM_KEY, "more")), _less_from_source),
    Step(MORE_WOUNDS_TAKEN, "§5.4 step 4", _in_catalog(lambda catalog: catalog.uses(PARAM_KEY, "wound_kind")),
         _more_taken_of_kind),
    Step("spell_bonus", "§5.4 step 4", _in_catalog(lambda catalog: any(
        p.kind == "wounds_dealt" and p.select is None for parts in catalog.statics for p in parts)), _spell_bonus),
    Step("scaling", "§5.4 step 4 (RulesConfig.wound_scaling_order)", _scales_wounds, _scaling_after_modifiers),
    Step("armor", "§6.1 «Броня»", _keyword("armor"), _armor),
    Step("shields", "§7.5 «эффект предотвращения»", _found("shields"), _shields),
    Step("first_wound", "§7.5 «эффект предотвращения»", _found("first_preventers"), _first_wound),
    Step("prevented", "§7.5", _amount_may_change, _nothing_left, cancels_only=True),
    _INSTEAD_OF_WOUNDS,
)


# ----------------------------------------------------------------------------------------------------------
# Draws (§4.2, §6.3), extra lives and excess healing (§2.2, §5.7)
# ----------------------------------------------------------------------------------------------------------


def _next_draw(s: GameState, ev: Event) -> None:
    """«В следующий раз, когда <игрок> должен взять карту, вместо этого вы берёте карту» (an effect on his hero): the
    caller, engine/zones.draw, uses it up and makes that draw instead (the step is noted as what cancelled the draw)."""
    if replacements.draw_replaced(s, ev.player):
        ev.cancel(NEXT_DRAW)


def _first_draw_from_empty_deck(s: GameState, ev: Event) -> None:
    """«Если в вашей колоде не осталось карт, вместо взятия первой карты за ход …»."""
    if not s.players[ev.player].deck and replacements.replace_first_draw_from_empty_deck(s, ev):
        ev.cancel("first_draw_from_empty_deck")


def _instead_of_drawing(s: GameState, ev: Event) -> None:
    if s.players[ev.player].deck:  # a draw from an empty deck is no draw: nothing to replace
        _instead(s, ev)


NEXT_DRAW = "next_draw"  # the step whose cancelled draw zones.draw makes for another player instead

DRAW_STEPS: tuple[Step, ...] = (
    Step(NEXT_DRAW, "§7.5 «вместо»", _found("draw_replacers"), _next_draw),
    Step("first_draw_from_empty_deck", "§7.5 «вместо», §9.9", _replaced(A.FIRST_DRAW_FROM_EMPTY_DECK),
         _first_draw_from_empty_deck),
    Step("instead", "§7.5", _replaced(A.DRAWN), _instead_of_drawing),
)

# ----------------------------------------------------------------------------------------------------------
# Death: a card in play about to go to the graveyard (§5.7)
# ----------------------------------------------------------------------------------------------------------


def _static_kind(kind: str) -> Possible:
    """Possible when a card of the game has a static ability of ``kind``."""
    return lambda catalog, _: kind in catalog.possible_static_kinds  # printed or given (Catalog.granted_static_parts)


SPLIT_INSTEAD_OF_DYING = "split_instead_of_dying"  # the step whose cancelled death zones.to_graveyard splits instead


def _rehoard(s: GameState, iid: int, cs: Any) -> None:
    """«Гибель: Вместо возвращения добытых этим существом карт ваш герой становится добывшей их картой» (static
    ``hoarded_to_hero_on_death``; on the card or, for a combined card, on a part whose abilities it
    has): the dying card's hoarded cards move under its controller's hero (they keep the zones they came from)."""
    kinds = s.catalog.static_kinds
    parts = s.parts.get(iid, ()) if s.parts and s.config.combined_abilities else ()
    if "hoarded_to_hero_on_death" not in kinds[iid] and not any("hoarded_to_hero_on_death" in kinds[c] for c in parts):
        return
    hero = s.players[cs.controller].hero
    if hero not in s.cards or continuous.lost_abilities(s, cs):
        return
    s.hoarded[hero] = (*s.hoarded.get(hero, ()), *s.hoarded.pop(iid))


def _splits(s: GameState, iid: int, cs: Any) -> bool:
    """«Вместо гибели этого существа – положите все его части в руку, кроме Антиграва, Антиграва положите на кладбище»
    (static ``death_split``): whether the (combined) card, instead of going from play to the graveyard, splits into its
    parts. False when no part has it (or the card has lost its abilities)."""
    kinds = s.catalog.static_kinds
    parts = s.parts.get(iid, ()) if s.parts else ()
    joined = parts if s.config.combined_abilities else ()
    if "death_split" not in kinds[iid] and not any("death_split" in kinds[c] for c in joined):
        return False
    return s.catalog.defs[iid].type == "creature" and not continuous.lost_abilities(s, cs)


def _split_instead_of_dying(s: GameState, ev: Event) -> None:
    """«Вместо гибели этого существа – положите все его части в руку …»: the parts go elsewhere instead (the caller,
    engine/zones.to_graveyard, moves them: the step is noted as what cancelled the death)."""
    if _splits(s, ev.subject, s.cards[ev.subject]):
        ev.cancel(SPLIT_INSTEAD_OF_DYING)


def _hoarded_to_hero(s: GameState, ev: Event) -> None:
    """«Вместо возвращения добытых этим существом карт ваш герой становится добывшей их картой»: the dying card's
    hoarded cards go under its controller's hero instead of returning (the death itself happens)."""
    if ev.subject in s.hoarded:
        before = s.hoarded.get(ev.subject)
        _rehoard(s, ev.subject, s.cards[ev.subject])
        if s.hoarded.get(ev.subject) is not before:
            ev.applied = (*ev.applied, "hoarded_to_hero")


DEATH_STEPS: tuple[Step, ...] = (
    Step(SPLIT_INSTEAD_OF_DYING, "§7.5 «вместо»", _static_kind("death_split"), _split_instead_of_dying),
    Step("hoarded_to_hero", "§7.5 «вместо»", _static_kind("hoarded_to_hero_on_death"), _hoarded_to_hero),
    # «Если должен погибнуть от вашей карты, вместо гибели …» (a creature's death, a hero's defeat: rules_effects)
    Step("instead", "§7.5", _replaced(A.DIES), _instead),
)

# ----------------------------------------------------------------------------------------------------------
# Entering play without being played (summoned, revived, created, put into play)
# ----------------------------------------------------------------------------------------------------------


def _enters_bare(s: GameState, ev: Event) -> None:
    """«Если существо должно войти в игру не в результате розыгрыша, вместо этого оно входит в игру без особенностей»
    (static ``enters_without_abilities``): noted as applied when a working static of a card in play covers the card
    about to enter (engine/zones.enter_play then gives it a permanent «теряет особенности» before it enters)."""
    for src, part in continuous.parts_of_kind(s, A.ENTERS_WITHOUT_ABILITIES):
        controller = s.cards[src].controller
        if fits(s, part.select, ev.subject, controller, src) and (
                part.condition is None or condition_holds(s, part.condition, src, controller)):
            ev.applied = (*ev.applied, A.ENTERS_WITHOUT_ABILITIES)
            return


STEPS: dict[str, tuple[Step, ...]] = {
    A.ENTERS_PLAY: (Step(A.ENTERS_WITHOUT_ABILITIES, "§7.5 «вместо»", _static_kind(A.ENTERS_WITHOUT_ABILITIES),
                         _enters_bare),),
    A.WOUNDED: WOUND_STEPS,
    A.DRAWN: DRAW_STEPS,
    A.DIES: DEATH_STEPS,
    A.EXTRA_LIFE_GAINED: (Step("instead", "§7.5", _replaced(A.EXTRA_LIFE_GAINED), _instead),),
    A.HEALED_BEYOND_WOUNDS: (Step("instead", "§7.5", _replaced(A.HEALED_BEYOND_WOUNDS), _instead),),
    # the wounds a Медитация is about to put on the hero of a player who lacks the coins (engine/combat.meditation)
    A.MEDITATION_WOUNDS: (Step("instead", "§7.5", _replaced(A.MEDITATION_WOUNDS), _instead),),
}

# A destroying instruction about to destroy a card («Если карта противника должна уничтожить ваше существо или всех
# существ, вместо этого …»): run once per instruction by effects.destruction.destroy_each, on the first card of it a
# replacement is about; cancelled, nothing of the instruction is destroyed
STEPS[A.DESTROYED] = (Step("instead", "§7.5", _replaced(A.DESTROYED), _instead),)
