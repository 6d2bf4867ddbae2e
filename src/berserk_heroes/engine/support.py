"""What the engine implements, and a check that a compiled ability uses nothing else.

A card counts as supported only when every verb, event, keyword, condition, cost, amount, selector state
and static kind in its abilities is one the engine executes. This keeps the card pool honest: a card is
refused as unsupported rather than played silently wrong.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .. import abilities as A
from .effects import HANDLERS

IMPLEMENTED_VERBS = frozenset(HANDLERS)
IMPLEMENTED_EVENTS = frozenset({
    A.ENTERS_PLAY, A.DIES, A.TURN_START, A.TURN_END, A.ATTACKS, A.STRIKES, A.WOUNDED, A.DEALS_WOUNDS,
    A.CARD_PLAYED, A.DISCARDED, A.CLOSED, A.READIED, A.DRAWN, A.SEARCHED, A.DESTROYED, A.HEALED, A.KILLS,
    A.PUT_INTO_GRAVEYARD, A.HOARDS, A.CARD_PLAYED_NTH, A.DRAWN_NTH, A.ENTERS_PLAY_NTH, A.AFTER_ATTACK,
    A.STRIKE_WOUNDS, A.TARGETED,
})
IMPLEMENTED_KEYWORDS = frozenset({
    "haste", "first_strike", "last_strike", "directed_strike", "armor", "scales", "attack_experience",
    "defence_experience", "wrath", "horde", "unique", "frenzy", "vulnerability", "sleeping", "cannot_attack",
    "cannot_defend", "cannot_be_stunned", "no_wounds", "spell_protection", "shot_protection",
    "poison_protection", "attack_reduction", "stays_open_after_attack", "no_wounds_from_strikes",
    "cannot_be_attacked", "cannot_attack_hero", "max_per_deck", "regeneration", "suppression", "might",
    "unity", "attacks_per_turn", "shot_bonus", "vampirism", "superiority", "meditation", "thirst", "ambush", "created", "deck_only_hero_of_class",
    "deck_any_hero_of_class", "deck_not_hero_element", "directed_strike_creatures", "clutch",
    "deck_hero_elements_only", "deck_multi_or_neutral_only", "deck_up_to_n_of_class",
    "superiority_lower_strike", "superiority_lower_cost", "deck_any_of_class",
})
IMPLEMENTED_CONDITIONS = frozenset({
    "your_turn", "opponent_turn", "count", "source_state", "hand_size", "opponent_hand_size", "deck_empty",
    "died_this_turn", "not", "and", "or", "in_play", "no_coins_spent", "boosts_below", "revealed",
    "opponent_open_coins", "source_extra_lives", "source_wounds",
    "hand_vs_opponent", "open_coins", "went_second", "ref_state", "played_this_turn",
    "discarded_this_turn",  # costs_misc
})
IMPLEMENTED_STATES = frozenset({"open", "closed", "wounded", "unwounded", "stunned", "poisoned", "weak",
                                "attacking", "not_event", "no_abilities"})
IMPLEMENTED_COSTS = frozenset({A.COINS, A.CLOSE, "discard", "wound_self", "destroy_self", "remove_markers",
                               "lose_coins", "close_hero", "close_own", "destroy_own", "thirst",
                               "wound_own"})  # wound_own: costs_misc
IMPLEMENTED_AMOUNTS = frozenset({"fixed", "x", "count", "strike", "boosts", "ambushes_this_turn"})
IMPLEMENTED_STATICS = frozenset({"modify", "grant", "cost", "forbid", "play_hoarded", "all_classes",
                                 "grant_ability", "cost_set", "ambush_cost"})  # the last two: costs_misc
IMPLEMENTED_FORBIDS = frozenset({"attack", "defend", "be_attacked", "attack_hero", "be_targeted_by_spells",
                                 "be_targeted"})
IMPLEMENTED_REFS = frozenset({"this", "target", "all", "event", "hero", "player", "it"})
IMPLEMENTED_DURATIONS = frozenset({A.PERMANENT, A.END_OF_TURN, A.NEXT_OWN_TURN, A.WHILE, A.END_OF_YOUR_TURN,
                                   A.END_OF_NEXT_OWN_TURN, A.END_OF_OPPONENT_TURN})  # the last: costs_misc
IMPLEMENTED_KINDS = frozenset({A.STATIC, A.ACTIVATED, A.TRIGGERED, A.SPELL_ABILITY})
IMPLEMENTED_ZONES = frozenset({A.PLAY, A.HAND, A.GRAVEYARD, A.DECK})


def unsupported_parts(ability: A.Ability) -> list[str]:
    """Every part of ``ability`` the engine does not implement (empty list = fully supported)."""
    return sorted(set(_walk_ability(ability)))


def _walk_ability(ab: A.Ability) -> Iterator[str]:
    if ab.kind not in IMPLEMENTED_KINDS:
        yield f"ability kind {ab.kind}"
    if ab.zone not in IMPLEMENTED_ZONES:
        yield f"zone {ab.zone}"
    if ab.keyword is not None and ab.keyword[0] not in IMPLEMENTED_KEYWORDS:
        yield f"keyword {ab.keyword[0]}"
    for cost in ab.costs:
        if cost.kind not in IMPLEMENTED_COSTS:
            yield f"cost {cost.kind}"
    if ab.trigger is not None:
        if ab.trigger.event not in IMPLEMENTED_EVENTS:
            yield f"event {ab.trigger.event}"
        yield from _walk_select(ab.trigger.subject)
        yield from _walk_select(ab.trigger.other)
    yield from _walk_condition(ab.condition)
    if ab.kind == A.TRIGGERED and _uses_x(ab.effects):
        yield "X of a triggered ability (the X paid for the card)"
    for target in ab.targets:
        yield from _walk_select(target.select)
    for effect in ab.effects:
        yield from _walk_effect(effect)
    for part in ab.statics:
        if part.kind not in IMPLEMENTED_STATICS:
            yield f"static {part.kind}"
        if part.kind == "grant" and part.keyword not in IMPLEMENTED_KEYWORDS:
            yield f"keyword {part.keyword}"
        if part.kind == "forbid" and part.what not in IMPLEMENTED_FORBIDS:
            yield f"forbid {part.what}"
        if part.kind == "grant_ability":
            yield from _walk_granted(part.ability)
        yield from _walk_select(part.select)
        yield from _walk_condition(part.condition)


def _uses_x(effects: tuple[A.Effect, ...]) -> bool:
    for e in effects:
        if isinstance(e.amount, A.Amount) and e.amount.kind == "x":
            return True
        if _uses_x(e.then) or _uses_x(e.otherwise):
            return True
    return False


def _walk_granted(ability: Any) -> Iterator[str]:
    if not isinstance(ability, A.Ability):
        yield "granted ability missing"
    elif ability.kind not in (A.TRIGGERED, A.ACTIVATED):
        yield f"granted {ability.kind} ability"
    else:
        yield from _walk_ability(ability)


def _walk_select(sel: A.Select | None) -> Iterator[str]:
    if sel is None:
        return
    if sel.state is not None and sel.state not in IMPLEMENTED_STATES:
        yield f"state {sel.state}"
    if sel.keyword is not None and sel.keyword not in IMPLEMENTED_KEYWORDS:
        yield f"keyword {sel.keyword}"
    if any(c.startswith("@") and c != A.CHOSEN_CLASS for c in sel.classes):
        yield f"class reference {sel.classes}"


def _walk_condition(cond: A.Condition | None) -> Iterator[str]:
    if cond is None:
        return
    if cond.kind not in IMPLEMENTED_CONDITIONS:
        yield f"condition {cond.kind}"
    if cond.state is not None and cond.state not in IMPLEMENTED_STATES:
        yield f"state {cond.state}"
    yield from _walk_select(cond.select)
    yield from _walk_ref(cond.ref)
    for part in cond.parts:
        yield from _walk_condition(part)


def _walk_ref(ref: A.Ref | None) -> Iterator[str]:
    if ref is None:
        return
    if ref.kind not in IMPLEMENTED_REFS:
        yield f"ref {ref.kind}"
    yield from _walk_select(ref.select)


def _walk_amount(amount: Any) -> Iterator[str]:
    if isinstance(amount, A.Amount):
        if amount.kind not in IMPLEMENTED_AMOUNTS:
            yield f"amount {amount.kind}"
        yield from _walk_select(amount.select)
        yield from _walk_ref(amount.ref)


def _walk_effect(e: A.Effect) -> Iterator[str]:
    if e.verb not in IMPLEMENTED_VERBS:
        yield f"verb {e.verb}"
    duration = e.param("duration")
    if duration is not None and duration not in IMPLEMENTED_DURATIONS:
        yield f"duration {duration}"
    yield from _walk_ref(e.what)
    yield from _walk_amount(e.amount)
    yield from _walk_condition(e.condition)
    for key, value in e.params:
        if isinstance(value, A.Select):
            yield from _walk_select(value)
        elif isinstance(value, A.Ref):
            yield from _walk_ref(value)
        elif key == "keyword" and value not in IMPLEMENTED_KEYWORDS:
            yield f"keyword {value}"
        elif key == "ability" and e.verb == "grant_ability":
            yield from _walk_granted(value)
        elif key == "modes":
            for mode in value:
                if isinstance(mode, A.Ability):
                    for target in mode.targets:
                        yield from _walk_select(target.select)
                    effects = mode.effects
                else:
                    effects = mode
                for sub in effects:
                    yield from _walk_effect(sub)
        elif key == "effects":
            for sub in value:
                yield from _walk_effect(sub)
    modes = e.param("modes", ()) if e.verb == "choose_mode" else ()
    several = e.param("times", 1) != 1 or e.param("max", 1) != 1
    if modes and not isinstance(modes[0], A.Ability) and several:
        yield "several modes chosen at resolution"
    for sub in (*e.then, *e.otherwise):
        yield from _walk_effect(sub)
