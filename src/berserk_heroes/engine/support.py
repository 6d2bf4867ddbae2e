"""What the engine implements, and a check that a compiled ability uses nothing else.

A card counts as supported only when every verb, event, keyword, condition, cost, amount, selector state
and static kind in its abilities is one the engine executes. This keeps the card pool honest: a card is
refused as unsupported rather than played silently wrong.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator
from typing import Any

from .. import abilities as A
from ..config import RulesConfig
from .effects import CAN_DO, HANDLERS
from .keywords import keyword_abilities

IMPLEMENTED_VERBS = frozenset(HANDLERS)
IMPLEMENTED_EVENTS = frozenset({
    A.ENTERS_PLAY, A.DIES, A.TURN_START, A.TURN_END, A.ATTACKS, A.STRIKES, A.WOUNDED, A.DEALS_WOUNDS,
    A.CARD_PLAYED, A.DISCARDED, A.CLOSED, A.READIED, A.DRAWN, A.SEARCHED, A.DESTROYED, A.HEALED, A.KILLS,
    A.PUT_INTO_GRAVEYARD, A.HOARDS, A.CARD_PLAYED_NTH, A.CARD_PLAYED_NTH_IN_GAME, A.DRAWN_NTH, A.ENTERS_PLAY_NTH, A.AFTER_ATTACK,
    A.STRIKE_WOUNDS, A.TARGETED,
    A.DECK_TO_GRAVEYARD,
    #
    A.ATTACK_TARGETED, A.DEFENDER_ASSIGNED, A.ATTACK_DEFENDED, A.MEDITATION_USED, A.ATTACKS_BY_STRIKE,
    A.WOUNDED_BY_STRIKE, A.WOUNDED_BY_ATTACK, A.DEALS_WOUNDS_NOT_STRIKE, A.CONDITION_MET, A.WOUNDED_BY_SHOT,
    A.SUMMONED, A.BOOSTED, A.LEAVES_PLAY, A.RETURNED_TO_HAND, A.QUEST_COMPLETED, A.QUEST_COUNTERS_PUT, A.REVIVED,
    A.MEDITATION_COINS, A.MEDITATION_WOUNDS, A.EXTRA_LIFE_GAINED, A.WOUNDS_IN_TURN,
    A.DISCARDED_NTH, A.COINS_OPENED, A.COINS_LOST, A.COINS_GAINED,  # (the coin events: payment.coins_event)
})
IMPLEMENTED_KEYWORDS = frozenset({
    "haste", "first_strike", "last_strike", "directed_strike", "armor", "scales", "attack_experience",
    "defence_experience", "wrath", "horde", "unique", "frenzy", "vulnerability", "sleeping", "cannot_attack",
    "cannot_defend", "cannot_be_stunned", "no_wounds", "spell_protection", "shot_protection", "untargetable",
    "poison_protection", "attack_reduction", "stays_open_after_attack", "no_wounds_from_strikes",
    "cannot_be_attacked", "cannot_attack_hero", "max_per_deck", "regeneration", "suppression", "might",
    "unity", "attacks_per_turn", "shot_bonus", "vampirism", "superiority", "meditation", "thirst", "ambush", "created", "deck_only_hero_of_class",
    "deck_any_hero_of_class", "deck_not_hero_element", "directed_strike_creatures", "clutch",
    "directed_strike_heroes",
    "deck_hero_elements_only", "deck_multi_or_neutral_only", "deck_up_to_n_of_class",
    "superiority_lower_strike", "superiority_lower_cost", "deck_any_of_class",
    "deck_up_to_n_of_element_class", "deck_mentioning_class", "deck_sideboard_bonus",  # read by decks/validate.py
    "attacks_reduced_to", "attacks_only_unwounded",
    "attack_ability_reduction",  # pass 2
})
IMPLEMENTED_CONDITIONS = frozenset({
    "your_turn", "opponent_turn", "count", "source_state", "hand_size", "opponent_hand_size", "deck_empty",
    "history", "not", "and", "or", "in_play", "no_coins_spent", "boosts_below", "it_all", "revealed",
    "opponent_open_coins", "source_extra_lives", "source_wounds", "source_wounds_life_share",
    "it_any",
    "hand_vs_opponent", "it_fits", "coins",  # (and cost conditions)
    "life_below_count",
    "object_cost_le_count", "owner_grave_none", "it_survived",  # «…, если его …» (engine/resolve.py)
    "open_coins", "went_second", "ref_state",  # cost conditions
    "source_in_graveyard",  # «если <эта карта> на кладбище»
})
IMPLEMENTED_STATES = frozenset({"open", "closed", "wounded", "unwounded", "stunned", "poisoned", "weak",
                                "attacking", "not_event", "no_abilities", "multi_element", "other_name", "other_class",
                                "not_attacked", "might_reached", A.PLAYED_FREE, A.ENTERED_FREE, A.NOT_PLAYED,
                                "not_event_other",  # other than the trigger's other card
                                "name_of_target",  # a deck / graveyard pick named as the card chosen
                                "name_of_event",  # a deck / graveyard pick named as the trigger's card
                                A.TYPE_OF_EVENT,  # «того же класса»: a target or every card (declare._selected, cards_of)
                                "sleeping", "strike_below_life", "with_mor",
                                "dominated",  # «над которым имеет Превосходство»
                                "hoarding", "strike_changed",
                                A.NOT_IT,  # «все другие …» after an instruction on every card of a set
                                "not_hoarding"})  # «, не добывшее карту»  # «добывшие карту» (holding a hoarded card)
IMPLEMENTED_COSTS = frozenset({A.COINS, A.CLOSE, "discard", "wound_self", "destroy_self", "remove_markers",
                               "lose_coins", "close_hero", "close_own", "destroy_own", "thirst",
                               "shuffle_self", "shuffle_grave",  # «замешайте … в колоду:»
                               "wound_own",  # «ранить ваше существо на N:»
                               "shuffle_grave_opp",  # «замешайте N карт с кладбища противника в его колоду:»
                               A.STAY_OPEN})  # «Не закрываясь:»
IMPLEMENTED_AMOUNTS = frozenset({"fixed", "x", "count", "strike", "boosts", "ambushes_this_turn",
                                 # (engine/effects/amounts.py; own_wounds in effects._wound)
                                 "sum", "at_most", "own_wounds", "history", "done",
                                 "hand_gap", "hand_short", "excess", "event_cards", "cost", "distinct_classes",
                                 "distinct_names", "event_amount", "paid", "coins",
                                 "event_cost", "ambush_cost",
                                 "opponent_closed_coins", "own_closed_coins", "wounds_on", "eggs_on"})
IMPLEMENTED_STATICS = frozenset({"modify", "grant", "cost", "forbid", "play_hoarded", "all_classes",
                                 "grant_ability", "strike_vs", "keyword_bonus",  # strike_vs:
                                 "play_self_hoarded", "play_from_graveyard",
                                 "cost_set", "ambush_cost",  # cost statics
                                 "wounds_dealt", "wounds_taken"})  # engine/replacements.py wound_modifiers
IMPLEMENTED_FORBIDS = frozenset({"attack", "defend", "be_attacked", "attack_hero", "be_targeted_by_spells",
                                 "be_targeted"})
# ---- engine/replacements.py ----
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {
    "no_wounds_from_attacks", "no_wounds_from_spells", "no_wounds_from_poison", "no_wounds_from_opponent",
    "no_wounds_from", "no_untap", "no_open_own_turn", "no_wounds_while_attacking", "attack_ordinal_protection",
    "cannot_be_shot_target", "cannot_lose_abilities", "not_closed_by_opponent",
}
IMPLEMENTED_COSTS = IMPLEMENTED_COSTS | {"wound_hero"}  # «Раньте вашего героя на N:» (declare.py)
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {"defend_any_times"}  # engine/attack_rules.py defenders()
# «<Особенность> не работает»: attack_rules.is_weak, triggers._switched_off_words, effects/entering._put_into_play
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {"haste_off", "hire_off", "death_off", "summon_off"}
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"replace", "prevent_first", "limit", A.ENTERS_WITHOUT_ABILITIES,
                                             A.SUPPORT_SLOTS,  # engine/zones.support_slots
                                             "wounds_dealt_scaled", "wounds_taken_scaled"}  # replacements.scaled_wounds
IMPLEMENTED_FORBIDS = IMPLEMENTED_FORBIDS | {"be_controlled", "forced_fight", "be_destroyed", "be_hoarded",
                                             "hoarded_by_opponent", "to_hand_by_opponent"}
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"event_card", "hero_life_below_source",
                                                   "hero_life_below_sum"}
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"event_amount", "spent_on_action"}
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"fighting"}
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"equipment"}  # «экипировка» (weapon, armour, amulet)
IMPLEMENTED_REPLACED = frozenset({A.WOUNDED})
IMPLEMENTED_LIMITS = frozenset({"gain_coins", "offturn_coins", "opponent_quests",
                                A.MEDITATION_LIMIT, A.ATTACK_DECLARATIONS})  # combat.meditation_limit  # events a replacement static may replace
# ---- engine/effects/coins.py ----
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"strike_sum", "richer_players"}
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"greatest_cost"}  # engine/effects/costs.py
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {A.PREVIOUS_TURN_YOURS, A.REVEALED_COST_NAMED}  # engine/selectors.py condition_holds
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"coins_vs_opponent"}  # engine/selectors.py condition_holds
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"coin_worth"}  # engine/cost_modifiers.coins_to_pay, engine/play.py
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"play_hoarded_by"}  # engine/zones.hoard_permission
IMPLEMENTED_COSTS = IMPLEMENTED_COSTS | {"return_own"}  # engine/declare.py (pick_pool, _pay_and_enqueue)
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"grave_distinct_names",  # engine/selectors.py condition_holds
                                                   "cost_sum_above_enemy_life"}
# ---- engine/effects/stats.py ----
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"life_value_of", "current_life_of"}
IMPLEMENTED_COSTS = IMPLEMENTED_COSTS | {"wound_all_own"}  # engine/declare.py (payable, paid)
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"creature_lead"}  # engine/selectors.py condition_holds
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"your_counters"}  # engine/named_counters.py
# «+N к <keyword>» (static ``keyword_bonus``): only keywords whose value the engine reads when it
# applies them (continuous.keyword); Могущество and Вампиризм are expanded into abilities with a fixed value.
# Регенерация's heal reads the current value when a «+N к регенерации» static is in play (effects._heal, Тхакрай).
KEYWORD_BONUS_READ = frozenset({"scales", "armor", "meditation", "attack_reduction", "regeneration"})
# ----  ----
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {"directed_strike_vs",  # engine/attack_rules.py defenders()
                                               "strike_reduction_from"}  # engine/combat.py strike_against()
IMPLEMENTED_COSTS = IMPLEMENTED_COSTS | {"stun_own"}  # «Оглушите N ваших открытых существ:» (engine/declare.py)
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"single_element", "died_this_turn", "not_unique"}  # selectors._state_ok
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {A.ENTERED_PLAY_THIS_TURN}  # selectors._state_ok (the history)
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"quest_limit"}  # «Вы можете иметь дополнительный квест за каждый …» (quests)
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {A.WITH_QUEST_COUNTERS, A.QUEST_COUNTER_COUNT}  # «существо с {!}» (selectors.quest_counters_on)
# ---- engine/effects/keywords.py, engine/keyword_rules.py ----
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {"stealth", "vanguard", "fury", "concentration", "incarnation",
                                               "undead", "elusive", "gift_of_life"}
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.GIFT_OF_LIFE_USED}
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.COINS_SPENT}  # «Расход X» (engine/payment.py)
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"coins_spent"}  # «Расход X» (engine/selectors.py)
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {A.RULES_OPTION}  # «Вымогательство» each turn (engine/selectors.py)
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {"ignores_armor", "ignores_scales"}  # engine/replacement_pipeline.py
IMPLEMENTED_COSTS = IMPLEMENTED_COSTS | {"remove_extra_lives"}
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"hidden"}
# a granted «Неуловимость от X» would lose its X (granted keywords carry no selector): refused
UNGRANTABLE_KEYWORDS = frozenset({"elusive"})
IMPLEMENTED_REFS = frozenset({"this", "target", "all", "event", "hero", "player", "it"})
IMPLEMENTED_DURATIONS = frozenset({A.PERMANENT, A.END_OF_TURN, A.NEXT_OWN_TURN, A.WHILE, A.END_OF_YOUR_TURN,
                                   A.END_OF_NEXT_OWN_TURN})
IMPLEMENTED_DURATIONS = IMPLEMENTED_DURATIONS | {A.END_OF_OPPONENT_TURN}  # «до конца хода противника»
IMPLEMENTED_DURATIONS = IMPLEMENTED_DURATIONS | {A.END_OF_ITS_TURN}  # «до конца своего хода»
# ---- ----
IMPLEMENTED_DURATIONS = IMPLEMENTED_DURATIONS | {A.END_OF_NEXT_OPPONENT_TURN}  # «до конца следующего хода противника»
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {"cannot_act"}  # «не может действовать» (combat.py, declare.py)
# ---- ----
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"discarded_card_fits", "namesake_in_grave"}  # «если была сброшена <карта>» (selectors)
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.MILLED}
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.LEAVES_SIDEBOARD}  # engine/zones.left_sideboard
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"not_hero", "creature_or_spell"}  # «<карта>, не являющаяся героем» (selectors._state_ok)  # «из-за Мора <X> на кладбище попало …» (effects._mill emits it)
# ---- optional replacements: engine/pause.py, engine/replacements.py ----
# a replacement's condition on the wounds' source («должно получить раны от заклинания / от атаки»)
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"event_source_is_spell", "event_is_attack"}
# instructions a replacement may run although they can ask a decision (asked in the middle of the event, pause.py)
ASKING_VERBS = frozenset({"hoard"})
IMPLEMENTED_REPLACED = IMPLEMENTED_REPLACED | {A.DRAWN}  # «Если вы должны взять карту, вместо этого …» (zones.draw)
# «Если … должен получить (Х) дополнительные жизни, вместо этого …» (wounds.add_extra_life)
IMPLEMENTED_REPLACED = IMPLEMENTED_REPLACED | {A.EXTRA_LIFE_GAINED}
# «Если должен погибнуть от вашей карты, вместо гибели …» (zones.to_graveyard, rules_effects._check_defeat)
IMPLEMENTED_REPLACED = IMPLEMENTED_REPLACED | {A.DIES}
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"killed_by_own_card"}
# ---- engine/effects/wounds_healing.py ----
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"it_died", "thirst_killed_one", "creature_survived"}  # «если существо погибло» (selectors.condition_holds)
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {A.SHOWN_TOP_COST}  # «ваша карта имеет наибольшую / наименьшую стоимость»
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"has_own_shot"}  # «у него есть выстрел» (selectors._state_ok)
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {A.OTHER_NAME_NOT_DEARER_THAN_TARGET}  # (effects._from_zone_to)
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {A.SAME_TYPE_AS_SHOWN}  # «карта того же типа» (selectors.same_type_as_shown)
IMPLEMENTED_REPLACED = IMPLEMENTED_REPLACED | {A.FIRST_DRAW_FROM_EMPTY_DECK}  # «вместо взятия первой карты за ход» (zones.draw)
ASKING_VERBS = ASKING_VERBS | {A.PUT_INTO_PLAY}  # … «возродите существо» (a pick asked in the middle of the draw, pause.py)
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"strike_is_life"}  # engine/continuous.strike
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"must_attack_source"}  # engine/restrictions.obliged_attack_targets
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {"attack_penalty"}  # engine/combat.strike_against, effects/wounds_healing
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"no_replay_of_played_names"}  # effects.wounds_healing.replay_barred (play.py …)
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {"scales_vs_abilities", "thirst_enemy_only"}  # … play.thirst_targets  # a static's «Чешуя … также от способностей» (wounds.py)
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
        if cost.select is not None:  # only ``close_own`` reads it (engine/declare.py pick_pool)
            # «Сбросьте существо:» (declare.pick_pool); a card of the hand of that kind
            # «Уничтожьте вашего тролля:» (destroy_own of one class, the same pick_pool)
            if cost.kind not in ("close_own", "discard", "reveal_and_shuffle_hand", "destroy_own", "hoard_by_self",
                                 A.SHUFFLE_OWN):
                yield f"cost {cost.kind} of a kind of card"
            yield from _walk_select(cost.select)
    if ab.trigger is not None:
        if ab.trigger.event not in IMPLEMENTED_EVENTS:
            yield f"event {ab.trigger.event}"
        yield from _walk_select(ab.trigger.subject)
        yield from _walk_select(ab.trigger.other)
    yield from _walk_condition(ab.condition)
    if ab.zone != A.SIDEBOARD and any(e.verb == A.PUT_INTO_PLAY and e.param("from") == (A.SIDEBOARD,)
                                      for e in A.effect_tree(ab.effects)):
        yield "«вызовите эту карту из дополнительной колоды» in an ability that does not work there"
    if ab.zone != A.HAND and any(e.verb == "reveal" and e.param("zone") == A.HAND and e.what == A.THIS
                                 for e in ab.effects):
        yield "«покажите эту карту из руки» in an ability that does not work in the hand"
    if ab.kind == A.TRIGGERED and _uses_x(ab.effects):
        yield "X of a triggered ability (the X paid for the card)"
    if x_bound_used(ab.effects) and not (ab.kind == A.SPELL_ABILITY or (ab.kind == A.ACTIVATED and any(
            c.is_x or c.kind in ("reveal_and_shuffle_hand", "hoard_by_self") for c in ab.costs))):  # «стоимостью менее Х{м}» needs an X
        # that was paid (or the printed cost of the card shuffled in to pay: declare.DeclareFrame)
        yield "cost bound x without an X paid"
    for target in ab.targets:
        yield from _walk_select(_declared_x_bound_dropped(ab, target.select))
    for effect in ab.effects:
        yield from _walk_effect(effect)
    if any(_has_state(ref_select, "cost_x_minus_1") for ref_select in _selects_outside_targets(ab)) or (
            not _declares_x(ab) and any(t.select.state == "cost_x_minus_1" for t in ab.targets)):
        yield "«стоимостью Х–1{м}» outside a spell's target"
    yield from _declared_x_cost_gaps(ab)
    for e in A.effect_tree(ab.effects):  # copies are made of cards the players see in play only
        if e.verb == A.CREATE and e.param("name") is None and e.what is not None and e.what.kind == "target" and (
                e.what.index >= len(ab.targets) or ab.targets[e.what.index].select.zone not in COPYABLE_ZONES):
            yield "copy of a card that is not in play"
        if e.param(A.IF_UNABLE) and e.verb not in CAN_DO:  # («не можете»: resolve._declined asks CAN_DO)
            yield f"«если вы не можете этого сделать» after {e.verb}"
        if e.param(A.LIKE_EVENT_COPY) and (ab.trigger is None or ab.trigger.event != A.COPY_CREATED):
            yield "«ещё одну такую же копию» outside «Когда вы создаёте копию …»"  # (its event is that copy)
    yield from _walk_replacement(ab)
    for part in ab.statics:
        if part.kind not in IMPLEMENTED_STATICS:
            yield f"static {part.kind}"
        if part.kind == "grant" and part.keyword not in IMPLEMENTED_KEYWORDS:
            yield f"keyword {part.keyword}"
        if part.kind == "grant" and part.keyword in UNGRANTABLE_KEYWORDS:  # «keywords»
            yield f"granted keyword {part.keyword}"
        if part.kind == "grant" and part.select is not None and part.select.zone != A.PLAY and not (
                part.select.zone == A.HAND and part.keyword == "clutch"):  # declare._activations_of
            yield f"keyword {part.keyword} granted to cards in {part.select.zone}"
        if part.kind == "limit" and part.what not in IMPLEMENTED_LIMITS:
            yield f"limit {part.what}"
        if part.kind == "keyword_bonus" and part.keyword not in KEYWORD_BONUS_READ:
            yield f"+N to keyword {part.keyword} (its abilities use the printed value)"
        if part.kind == "forbid" and part.what not in IMPLEMENTED_FORBIDS:
            yield f"forbid {part.what}"
        if part.kind == "grant_ability":
            yield from _walk_granted(part.ability)
        yield from _walk_select(part.select)
        yield from _walk_select(getattr(part, "victim", None))
        yield from _walk_condition(part.condition)
        if isinstance(part.per, A.Amount):  # only counts work in a static ability
            if (part.per.kind not in ("count", "sum", "distinct_classes", "distinct_names", "coins", "history",
                                      "hoarded_strike", "your_counters",  # (continuous.static_amount)
                                      "greatest_noncreature_grave_cost")  # (continuous.static_amount)
                    and not (part.per.kind == "boosts" and part.per.ref == A.THIS)  # on this card
                    and not (part.per.kind == "wounds_on" and part.per.ref == A.YOUR_HERO)  # on your hero
                    or any(p.kind != "count" for p in part.per.parts)):
                yield f"static amount {part.per.kind}"
            yield from _walk_amount(part.per)


def _walk_replacement(ab: A.Ability) -> Iterator[str]:
    """A replacement static («вместо этого …») runs its instructions inline (engine/replacements.py): only
    decision-free verbs, no targets, no «можете»."""
    from .replacements import runs_inline

    parts = [p for p in ab.statics if p.kind == "replace"]
    if not parts:
        return
    if any(p.what not in IMPLEMENTED_REPLACED for p in parts):
        yield "replacement of an event the engine does not replace"
    # targets named at execution are asked in the middle of the event (engine/pause.py)
    if any(not t.at_execution for t in ab.targets):
        yield "replacement with targets"

    def walk(effects: tuple[A.Effect, ...]) -> Iterator[str]:
        for e in effects:
            # «вместо этого можете …» — the first instruction optional: the controller is asked at the
            # moment (engine/pause.py) whether the replacement happens at all
            optional_ok = e is ab.effects[0] and e.condition is None
            if (not runs_inline(e) and e.verb not in ASKING_VERBS) or (e.optional and not optional_ok):
                yield f"replacement instruction {e.verb}{' (optional)' if e.optional else ''}"
            if e.what is not None and e.what.kind == "target" and not ab.targets:
                yield "replacement with targets"
            yield from walk(e.then)
            yield from walk(e.otherwise)
            yield from walk(e.param("effects", ()) or ())

    yield from walk(ab.effects)


def _uses_x(effects: tuple[A.Effect, ...]) -> bool:
    for e in effects:
        if e.verb == "pay" and e.param("choose_x"):  # «можете заплатить Х{м}, при этом …» chooses the X its «при этом» reads
            if _uses_x(e.otherwise):
                return True
            continue
        if isinstance(e.amount, A.Amount) and e.amount.kind == "x":
            return True
        if _uses_x(e.then) or _uses_x(e.otherwise):
            return True
    return False


def _walk_granted(ability: Any, by_instruction: bool = False) -> Iterator[str]:
    """A quoted ability a card is given. A static one works only when an instruction gives it (a ``gain_ability``
    effect: continuous.granted_statics), not yet when a static («<карты> имеют: «…»») does."""
    if not isinstance(ability, A.Ability):
        yield "granted ability missing"
    elif ability.kind not in (A.TRIGGERED, A.ACTIVATED) and not (by_instruction and ability.kind == A.STATIC):
        yield f"granted {ability.kind} ability"
    else:
        yield from _walk_ability(ability)
        yield from (f"granted static {p.kind}" for p in ability.statics if not _grantable(p))
        if not by_instruction and any(e.what == A.GIVER for e in A.nested_effects(ability.effects)):
            yield "the giving card in an ability a static gives"  # (continuous.giver_of reads a gain_ability effect)


# The static kinds that work when an instruction gives them: those the engine reads only through
# continuous.static_parts / parts_of_kind (others are read from the printed card: its own costs, classes …).
GRANTABLE_STATICS = frozenset({"wounds_dealt", "wounds_taken", "forbid", "cost"})


def _grantable(part: A.StaticPart) -> bool:
    """A granted static part works: its kind is read from the statics in play, and a cost modifier names the cards
    it changes (a card's own «стоит на N меньше» is read from its printed text: cost_modifiers.card_cost)."""
    return part.kind in GRANTABLE_STATICS and not (part.kind == "cost" and part.select is None)


IMPLEMENTED_FORBIDS = IMPLEMENTED_FORBIDS | {A.BE_HEALED, A.BE_PLAYED, A.BE_CREATED}  # wounds.heal_forbidden,
#   restrictions.play_forbidden / creation_forbidden


def _walk_select(sel: A.Select | None) -> Iterator[str]:
    if sel is None:
        return
    if sel.state is not None and sel.state not in IMPLEMENTED_STATES:
        yield f"state {sel.state}"
    if sel.keyword is not None and sel.keyword not in IMPLEMENTED_KEYWORDS:
        yield f"keyword {sel.keyword}"
    for k in sel.keywords_any:
        if k not in IMPLEMENTED_KEYWORDS:
            yield f"keyword {k}"
    if any(c.startswith("@") and c != A.CHOSEN_CLASS for c in sel.classes):
        yield f"class reference {sel.classes}"
    if sel.cost_max_amount is not None:  # counted when matching (continuous.static_amount)
        bound = sel.cost_max_amount
        parts = bound.parts if bound.kind == "sum" else (bound,)  # «менее Х»: Х + (−1)
        for part in parts:
            # («…, чем избыточное лечение» — only compiled right after the heal that notes it)
            if part.kind not in ("count", "fixed", "excess_healed_noted", "quest_counters", "own_closed_coins",
                                 "opponent_closed_coins",
                                 A.COST_SUM) and not (part.kind == "strike" and part.ref == A.THIS) or (
                    part.kind == "fixed" and bound.kind != "sum"):
                yield f"cost bound {part.kind}"
            yield from _walk_select(part.select)


def _walk_condition(cond: A.Condition | None) -> Iterator[str]:
    if cond is None:
        return
    if cond.kind not in IMPLEMENTED_CONDITIONS:
        yield f"condition {cond.kind}"
    if cond.kind == A.RULES_OPTION:  # (its ``state`` names a RulesConfig option, not a card's state)
        if cond.state not in RulesConfig.__dataclass_fields__:
            yield f"rules option {cond.state}"
    elif cond.state is not None and cond.state not in IMPLEMENTED_STATES and cond.kind != "markers_on":
        yield f"state {cond.state}"  # (``markers_on``: its ``state`` names the counters)
    yield from _walk_select(cond.select)
    yield from _walk_history(cond.history)
    if not (cond.kind in ("object_cost_le_count", "owner_grave_none", "it_survived", "it_fits", "acted_on_survived")  # «если у него нет стихии»
            and cond.ref is not None and cond.ref.kind == "same_card"):
        yield from _walk_ref(cond.ref)  # («если его …» — the effect's own card, engine/resolve.py)
    for part in cond.parts:
        yield from _walk_condition(part)


HISTORY_EVENTS = frozenset({A.ATTACKS, A.DIES, A.WOUNDED, A.HEALED, A.DISCARDED, A.DRAWN, A.CARD_PLAYED,
                            A.ENTERS_PLAY, A.PUT_INTO_GRAVEYARD, A.DECK_SHUFFLED})  # engine/history.RECORDED
HISTORY_WINDOWS = frozenset({A.THIS_TURN, A.PREVIOUS_TURN, A.LAST_OWN_TURN})
HISTORY_MEASURES = frozenset({A.COUNT_EVENTS, A.SUM_AMOUNTS, A.DISTINCT_CARDS})


def _walk_history(q: A.HistoryQuery | None) -> Iterator[str]:
    """A query of the event history (engine/selectors.history_measure): the events it keeps, in the windows it keeps."""
    if q is None:
        return
    if q.event not in HISTORY_EVENTS or q.window not in HISTORY_WINDOWS or q.measure not in HISTORY_MEASURES:
        yield f"history {q.event}/{q.window}/{q.measure}"
    yield from _walk_select(q.subject)
    yield from _walk_select(q.other)


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
        yield from _walk_history(amount.history)
        for part in amount.parts:
            yield from _walk_amount(part)


def _quest_move_known(e: A.Effect) -> bool:
    """Whether a quest picked by ``e`` goes where quests are known to go: where a search puts it («Поиск — квест», in
    the hand, on top of the deck: a card as any other there) or from the deck into play («Вызов — квест»,
    docs/quests.md §1) or back from the completed quests («Замените ваш квест завершённым квестом»)."""
    if e.verb == "search":  # a search puts the card found in the hand, on top of the deck or in the graveyard
        return True
    return e.verb == "put_into_play" and tuple(e.param("from") or ()) in ((A.DECK,), (A.COMPLETED,))


def _walk_effect(e: A.Effect, top: bool = True) -> Iterator[str]:
    if e.verb not in IMPLEMENTED_VERBS:
        yield f"verb {e.verb}"
    if e.verb == "sequence" and (e.then or e.otherwise):
        # a group runs its instructions with no outcome of its own (resolve.py): a connector after it would be dropped
        yield "«при этом» / «иначе» after a group of instructions"
    if e.verb == A.CREATE and e.param("name") is None and e.what is not None and e.what.kind not in (
            "this", "target", "event"):
        # a copy of this card waits in the запас (cards.compiled.reserve_for); a copy of another card is made from a
        # card in play (engine/effects/control_copies.copy_for: a declared target, checked in _walk_ability)
        yield "copy of another card"
    chosen = e.param("select")
    if isinstance(chosen, A.Select) and chosen.card_type == "quest" and not _quest_move_known(e):
        # «Поиск — квест» moves a card to the hand, «Вызов — квест» into play (docs/quests.md §1); a quest put
        # anywhere else has no reading yet
        yield f"quest moved by {e.verb}"
    duration = e.param("duration")
    if duration is not None and duration not in IMPLEMENTED_DURATIONS:
        yield f"duration {duration}"
    yield from _walk_ref(e.what)
    yield from _walk_amount(e.amount)
    yield from _walk_condition(e.condition)
    for key, value in e.params:
        if isinstance(value, A.Select):
            if key == "select" and e.verb in X_BOUND_VERBS and value.cost_max_amount is not None \
                    and value.cost_max_amount.kind == "x":  # «стоимостью (менее) Х{м}», the X paid
                value = dataclasses.replace(value, cost_max_amount=None)
            yield from _walk_select(value)
        elif isinstance(value, A.Ref):
            yield from _walk_ref(value)
        elif key == "keyword" and value not in IMPLEMENTED_KEYWORDS:
            yield f"keyword {value}"
        elif key == "keyword" and e.verb == "grant" and value in UNGRANTABLE_KEYWORDS:  # «keywords»
            yield f"granted keyword {value}"
        elif key == "ability" and e.verb in ("grant", "establish"):  # (establish HAND_ABILITY: a hand's cards have it)
            yield from _walk_granted(value, by_instruction=True)
        elif key == "modes":
            for mode in value:
                if isinstance(mode, A.Ability):
                    for target in mode.targets:
                        yield from _walk_select(target.select)
                    effects = mode.effects
                else:
                    effects = mode
                for sub in effects:
                    yield from _walk_effect(sub, False)
        elif key == "effects":
            for sub in value:
                yield from _walk_effect(sub, False)
    modes = e.param("modes", ()) if e.verb == "choose_mode" else ()
    times = e.param("times", 1)
    several = times != 1 or e.param("max", 1) != 1
    at_resolution = not top or not isinstance(modes[0], A.Ability) or isinstance(times, A.Amount) if modes else False
    # (effects.flow._choose_mode chooses one mode at a time at resolution, again and again for a number of times: only
    # modes without targets of their own — a nested mode's targets are named when reached, once)
    if at_resolution and several and (e.param("max", 1) != 1 or any(isinstance(m, A.Ability) and m.targets
                                                                     for m in modes)):
        yield "several modes chosen at resolution"
    if isinstance(times, A.Amount):
        yield from _walk_amount(times)
    for sub in (*e.then, *e.otherwise):
        yield from _walk_effect(sub, False)


# ---- engine/combined.py: combined cards ----
# «Модуль»: a creature played from hand may be attached to a механизм of its controller instead of entering play
# (play.complete_play → attaching.ModuleFrame); the combined card sums strike / life / cost, has all names,
# elements, classes and abilities of its parts; leaving play splits it.
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {"module"}
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"death_split"}  # Антиграв: a step of engine/replacement_pipeline.py

# ---- engine/effects/amounts.py ----
# «При атаке по существу … на величину избыточного урона»: the event emitted after an attack's wounds (combat.py
# AttackFrame / effects._fight / effects._shot) and its amount
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.ATTACK_EXCESS_WOUNDS, A.STRIKE_EXCESS_WOUNDS}
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"attack_excess_wounds", "kill_excess_wounds", "strike_excess_wounds"}  # (KILLS: rules_effects.py)
# «другого персонажа» of a spell after its one target: not that card (declare.py; only for targets named at declaration)
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"other_target", A.NOT_ATTACKED_OTHER_TARGET}
# ---- ----
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"hoarded_strike"}  # static only (continuous.static_amount)
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"greatest_own_strike"}  # selectors._state_ok («с наибольшей силой удара …»)
IMPLEMENTED_REFS = IMPLEMENTED_REFS | {"last_found"}  # effects.cards_of: the cards the last «Поиск» found
# ---- engine/effects/coins.py ----
# ``play_discount`` (its verb is in HANDLERS): a per-card cost change kept as a CardEffect on the player's hero, read by
# cost_modifiers.next_cost_change and used up by cost_modifiers.use_next_cost; ``next_cost`` params ``sign`` (an «Х» amount).
IMPLEMENTED_FORBIDS = IMPLEMENTED_FORBIDS | {"lose_sleeping"}  # «Существа не могут потерять особенность Спящий»
# ---- ----
def _has_state(sel: A.Select | None, state: str) -> bool:
    return sel is not None and sel.state == state


def _selects_outside_targets(ab: A.Ability) -> Iterator[A.Select | None]:
    """the selects of an ability's effects (params and refs), not its declared targets."""
    for e in A.effect_tree(ab.effects):
        for _, value in e.params:
            if isinstance(value, A.Select):
                yield value
        if e.what is not None:
            yield e.what.select


# Abilities that work in the sideboard («эта особенность работает в дополнительной колоде»): triggers
# (triggers._zone_ok) and activations (declare.activation_options) of a card in its owner's sideboard.
IMPLEMENTED_ZONES = IMPLEMENTED_ZONES | {A.SIDEBOARD}
# ---- engine/effects/stats.py ----
# «При атаке, если цель погибла»: combat.AttackFrame / effects._fight / effects._shot note the attack, the rules effects
# emit the event after the deaths (rules_effects.check_attacks); «распределите» is a ``counters`` (IMPLEMENTED_VERBS)
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.ATTACK_TARGET_DIED, A.KILLS_BY_STRIKE}  # wounds.py / rules_effects.py
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"life"}  # effects.stats
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {A.LAST_WOUNDS_RECEIVED, A.COST_SUM, A.DESTROYED_BY_THIS}  # effects.amounts (noted by wounds.deal_wounds)
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"hire_chosen"}  # selectors.fits; recorded by effects.stats
# ---- engine/effects/prevention.py ----
# «cancel_card» / «repeat» (of a spell) are handlers (IMPLEMENTED_VERBS); declare.DeclareFrame puts a cancelling triggered
# ability ahead of the played card's abilities (queue.place_ahead, RulesConfig.cancel_timing)
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"not_creature", "not_spell"}  # selectors._state_ok
# ---- engine/effects/keyword_grants.py ----
# «получает Превосходство над выбранным классом» is a ``grant`` (IMPLEMENTED_VERBS); the class it keeps is read by
# selectors.superior
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {"closes_after_fight"}  # combat.pay_closing
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {"open_vs_dominated", "suppression_on_declaration"}  # combat.declare_attack (_open_vs_dominated)
# «если его стоимость {м} больше, чем количество ваших {м}»: selectors.condition_holds, the trigger's card passed by
# resolve._execute; «за каждый эффект усиления на этой карте» in a static: continuous.static_amount
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"event_cost_above_coins"}
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"event_card_cost"}  # effects.keyword_grants: the trigger's card's cost
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.LOSES_SLEEPING}  # emitted by ``lose`` (effects.keyword_grants)
# ----  ----
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"creature_or_support"}  # «если это существо или карта поддержки» (selectors)
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.GOT_POISONED}  # «Когда <существо> получает Отравление» (effects._poison)
IMPLEMENTED_REPLACED = IMPLEMENTED_REPLACED | {A.HEALED_BEYOND_WOUNDS}  # «должно получить избыточное лечение» (wounds.heal)
# ---- engine/effects/zone_moves.py ----
# «до начала хода»: card effects with NEXT_TURN end as any turn starts (engine/turn.py)
IMPLEMENTED_DURATIONS = IMPLEMENTED_DURATIONS | {A.NEXT_TURN}
# «наибольшая стоимость {м} среди карт не-существ на любом кладбище» (static only: continuous.static_amount)
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"greatest_noncreature_grave_cost"}
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"cost_done", "opp_short"}  # the printed cost of the cards just done to (effects.zone_moves)
# ---- engine/effects/costs.py ----
# The X paid for a card of cost X: its play asks for X (play.XPlayFrame, play.complete_play); «Х» in its
# own «Найм» is that X (amount x_paid_for_it); «Входит в игру с Х эффектами усиления» (static enters_boosted_by_paid, applied
# by paid_x.entered_with_x when the card enters play; nothing for the continuous effects to do)
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"x_paid_for_it", "coin_excess", A.SPENT_PLAYING_IT, A.THIRST_CHOSEN}  # effects.costs
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"enters_boosted_by_paid"}
# «Уничтожьте карту поддержки: …» (any player's support card, declare.pick_pool); «если уничтоженная карта поддержки не
# была вашей» (selectors.condition_holds: the counter the payment left on the source)
IMPLEMENTED_COSTS = IMPLEMENTED_COSTS | {"destroy_support", "complete_quest"}  # «завершите любой квест:» (quests)
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"paid_foreign", "paid_own"}
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {"self_poison"}  # a printed «Отравление N»: zones.enter_play poisons the card
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {"scales_strike"}  # «Чешуя Х, где Х — сила удара …»: wounds.deal_wounds
UNGRANTABLE_KEYWORDS = UNGRANTABLE_KEYWORDS | {"self_poison", "scales_strike"}  # read from the printed keywords only (zones.enter_play)
# ---- engine/effects/coins.py ----
# «атаковавшее существо не нанесло ран <вашему существу>»: emitted by combat.emit_no_wounds after a strike attack, a shot
# (combat.AttackFrame) or a fight (effects._fight), only in games that listen; the verbs are handlers (IMPLEMENTED_VERBS)
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.ATTACK_NO_WOUNDS}
# «Когда существа сражаются и оба выживают»: emitted by combat.fight when a fight of two creatures is over
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.FIGHT_SURVIVED}
# «если в этот ход погибло существо противника» / «… герой противника получил N или более ран»: selectors.condition_holds
# (zones.to_graveyard / wounds.deal_wounds record the facts)
# ---- engine/effects/zone_moves.py; its verbs are handlers ----
# «Покажите <архаалита> стоимостью Х{м}, замешайте его в колоду:»: a picked payment of engine/declare.py (PICKED_COSTS)
IMPLEMENTED_COSTS = IMPLEMENTED_COSTS | {"reveal_and_shuffle_hand"}
# «Замешайте вашу карту поддержки в колоду:»: a picked payment of engine/declare.py (PICKED_COSTS), Х its printed cost
IMPLEMENTED_COSTS = IMPLEMENTED_COSTS | {A.SHUFFLE_OWN}
# «Покажите верхнюю карту колоды:» (declare.cost_payable, _pay_card_costs) and «если у показанной карты значение жизней
# больше значения удара» (selectors.condition_holds)
IMPLEMENTED_COSTS = IMPLEMENTED_COSTS | {A.REVEAL_TOP}
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {A.SHOWN_LIFE_VS_STRIKE}
# ---- engine/effects/coins.py, engine/payment.py ----
# «Х{м}: Вызовите дракона стоимостью менее Х{м}», «Вызовите местность стоимостью менее Х{м}» (an X-cost spell): the
# selector's cost bound is the X paid (effects._from_zone_to turns it into ``cost_max`` when the effect resolves), so it
# is accepted only in the ``select`` of these verbs, in a spell ability (cards.compiled checks that the spell costs X)
# or an activated ability with an X cost.
X_BOUND_VERBS = frozenset({A.PUT_INTO_PLAY, "search", "grave_to_hand"})
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.COINS_CLOSED_NOT_PLAY}  # payment.pay_coins, effects.stats


def _declared_x_bound_dropped(ab: A.Ability, sel: A.Select) -> A.Select:
    """A target «стоимостью Х{м} или менее» of an activated ability with an X payment of counters: its bound is the X
    declared (engine/declare.target_candidates), so the rest of the selector is what is checked."""
    if sel.cost_max_amount is not None and sel.cost_max_amount.kind == "x" and ab.kind == A.ACTIVATED \
            and any(c.is_x and c.kind == "remove_markers" for c in ab.costs):
        return dataclasses.replace(sel, cost_max_amount=None)
    return sel


def x_bound_used(effects: tuple[A.Effect, ...]) -> bool:
    """Whether an effect (nested ones too) selects cards «стоимостью (менее) Х{м}» with the X paid."""
    for e in A.effect_tree(effects):
        sel = e.param("select")
        if e.verb in X_BOUND_VERBS and isinstance(sel, A.Select) and sel.cost_max_amount is not None \
                and sel.cost_max_amount.kind == "x":
            return True
    return False
# ---- engine/effects/control_copies.py ----
# «созданную им копию»: a copy in play made by an instruction of the source (selectors.fits; counter MADE_BY)
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"made_by_this"}
# «с наименьшей силой удара» (Взять заложника): the least strike among all creatures in play (selectors._state_ok)
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"least_strike"}
# «стоимостью Х–1{м}» (Рождение жизни): a spell's declared target only (declare.DeclareFrame._target_step; _walk_ability)
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"cost_x_minus_1"}
# ---- engine/effects/amounts.py ----
# values of the creature the ability destroyed, as it left play (GameState.destroyed_values, kept when Catalog.keeps_destroyed_values)
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"destroyed_strike", "destroyed_life", "destroyed_strike_life_min"}
# «<np> имеют медитацию Х, где Х — величина их регенерации»: a keyword whose value is another keyword's of the same card
# (continuous.keyword; only Медитация — read by value, combat.meditation — from Регенерация)
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"keyword_of"}
# «за каждого <класс> среди них» after «Покажите N верхних карт колоды» (Мощь кланов): cards of a class among the top N
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"top_count"}
# «Входит в игру с Х эффектами усиления, где Х — количество ран, полученных вашими персонажами от ваших карт в этом ходу»
# (zones.enter_play → zones.enters_boosted; the tally in wounds.deal_wounds)
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"enters_boosted_by_own_wounds"}
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"meditation_sum"}  # «сумма значений медитации <ваших существ>»
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {"ability_reduction"}  # wounds.deal_wounds
# ---- attacks and combat; engine/effects/attacks.py ----
# «… сражается с …, затем полностью излечите это существо (Если оно выжило)»: the heal of the fighter runs only when the
# card is in play with life above 0 (ref same_card: engine/resolve.py passes the cards the effect acts on)
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"acted_on_survived"}
# «если под вашим контролем нет других существ» in a hero's trigger about your creature (resolve.py passes the event's card)
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"no_other_creatures"}
# «–N от атак существ» (combat.attack_reduction with the attacker)
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {"attack_reduction_creatures"}
# restrictions «не может …» and obligations «должен быть выбран целью …»: the vocabulary's tables, which
# engine/restrictions.py reads whole
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {r.keyword for r in A.RESTRICTIONS} | {o.keyword for o in A.OBLIGATIONS}
# «не наносит ран» (wounds.deal_wounds)
IMPLEMENTED_KEYWORDS = IMPLEMENTED_KEYWORDS | {"deals_no_wounds"}
# «Если от атаки этого существа не был назначен защитник» (combat.AttackFrame._fix_target; resolved before the fight)
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.ATTACK_UNDEFENDED}
# «Пока верхняя карта — заклинание / существо» (selectors.condition_holds: the top card of the controller's deck)
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"deck_top_is"}
# «Вы играете с открытой верхней картой колоды»: views.build_view shows that player's top card (``deck_top``)
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"play_with_deck_top_open"}
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {A.MEDITATION_COINS_STAY_CLOSED}  # (payment.keep_closed_at_restore)
# ---- «добывает / добытые карты» ----
# «если его стоимость {м} меньше количества <карт>» after a trigger about one card (Кром, Воевода): selectors.condition_holds
# with the event's card (resolve._execute)
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"event_cost_below_count"}
# «если у вас есть добытая карта с таким же названием, как на кладбище противника» (Дух шахтёра)
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"hoarded_namesake_in_opp_grave"}
# «число карт, попавших на его кладбище в этом ходу» (Цеметавр): an Amount of the event history (engine/history.py)
# «… с регенерацией Х погибает, … получает Х дополнительных жизней» (Грых, Ужас троллей): the trigger's card's Регенерация
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"event_regeneration"}
# «Гибель: Вместо возвращения добытых этим существом карт ваш герой становится добывшей их картой» (zones.to_graveyard)
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"hoarded_to_hero_on_death"}
# «Ваш герой добывает N карт с кладбища:» (Чистильщик): a picked payment (engine/declare.py)
IMPLEMENTED_COSTS = IMPLEMENTED_COSTS | {"hoard_grave"}
# «<эта карта> добывает карту поддержки: …, где Х — стоимость {м} добытой карты» (Железный дровосек): a picked payment
# (engine/declare.py); the ability's X is the printed cost of the card hoarded
IMPLEMENTED_COSTS = IMPLEMENTED_COSTS | {"hoard_by_self"}
# «Когда возвращается из-под добывающей карты в руку» (Топазовый дракон): zones.release_hoard
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.UNHOARDED_BACK_TO_HAND}
# ---- engine/effects/zone_moves.py ----
# «Ваши карты с Мором имеют +N к Мору» (Вергельд): effects._mill adds N to a «Мор X» (param ``mor``) of your cards
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"mor_bonus_static"}
# «Вы не можете разыгрывать карты с таким же названием, как у других карт на кладбище» (a «ban» select, Оковы прошлого):
# another card of the same name in the graveyard of the player concerned (selectors.fits, with its controller)
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"grave_namesake"}
# «…; вызовите существо стоимостью {м} равной или меньшей, чем избыточное лечение» (Найти лекарство): the heal
# (verb heal with param excess EXCESS_NOTED) notes its excess; the summon's cost bound reads it (continuous.static_amount)
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"excess_healed_noted"}
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"not_attacked_this_turn"}  # «которое не атаковало в этом ходу» (selectors)
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"quest_counters", A.PAID_FOR_ABILITY}  # «количество {!} на этой карте» (effects.amounts)
# «если вы разыграли эту карту из руки» (Воля Уггуда): play.play_card / a free play note the origin (selectors)
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"was_played_from_hand"}
# «Х <карт>» targets of a cost-X card's Найм: as many as the X paid (declare.DeclareFrame._target_step)
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"x_paid_count", A.X_DECLARED_COUNT, A.COUNT_OF_FIRST_TARGET}
# «Вы можете разыгрывать карты не-существ с кладбища противника» (Врата Ихвэ): play.from_graveyard / graveyard_playable
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"play_from_opp_grave", "play_from_own_grave"}
# «Существа под вашим контролем, владельцем которых вы не являетесь, имеют класс наёмник вместо своего» (Двухголовый огр):
# selectors.classes_of (static kind), selectors._state_ok (state)
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"class_instead", "class_also"}
# «<срабатывающие способности карт> срабатывают дважды» (Грых, Патриарх): engine/trigger_points.trigger_times
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"trigger_times"}
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"not_owned"}
# ---- engine/effects/costs.py; its verbs are handlers ----
# «которое атаковало в этот ход» (Стрелок стального ливня): selectors._state_ok, asks the event history
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"attacked_this_turn"}
# «с названием, которого нет среди карт на кладбище» (Родриго): selectors._state_ok (the card owner's graveyard)
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"name_not_in_graveyard"}
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.AMBUSH_USED_MARK}  # «Когда вы применяете Засаду»: effects._ambush
# «Вы можете смотреть верхнюю карту вашей колоды» (views.build_view), «Вы можете использовать / разыгрывать Засаду …»
# from the top of the deck / of cards hoarded by this card (ambush.ambush_zone_ok)
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"look_at_deck_top", "ambush_from_zone"}
# «Вы можете тратить эффекты знания для оплаты Засады ваших карт; …» (cost_modifiers.ambush_counters, effects._ambush)
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"ambush_counters"}
# «Вы можете тратить эффекты подати для оплаты орков» (play.CounterPaymentFrame, cost_modifiers.counter_payment)
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {A.COUNTERS_PAY}
# «Карты могут быть разыграны только за базовую стоимость {м}. Карты не могут быть разыграны не из руки» (Канор-Вэйн):
# cost_modifiers.base_cost_only, restrictions.play_forbidden
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {A.BASE_COST_ONLY}
IMPLEMENTED_FORBIDS = IMPLEMENTED_FORBIDS | {A.BE_PLAYED_NOT_FROM_HAND}
# «Эта карта может быть найдена любым Поиском (эта особенность работает в колоде)»: effects._from_zone_to and
# looking._search_opponent_deck add such cards of the deck searched (effects.found_by_any_search)
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {A.FOUND_BY_ANY_SEARCH, A.NOT_SUMMONED_BY}
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {A.REVIVED_ONLY_BY_ITSELF}  # effects.refuses_revive_by
# «Когда <игрок> перемешивает колоду» (zones.shuffle_deck; the rules option deck_shuffles)
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.DECK_SHUFFLED}
# «Вы не можете разыграть это заклинание, если …» (play.playable_reason, restrictions.self_play_ban)
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {A.CANNOT_PLAY_SELF}
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"lose_abilities"}  # «<карты> теряют особенности» (continuous.lost_abilities)
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"gift_any_side"}  # Жрица жизни (effects.keywords.gift_choices)
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"copy_rule", "copy_rule_not_copied"}  # the token Копия: effects.control_copies.copy_for applies it
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"shares_abilities"}  # (continuous.applies, continuous.keyword)
SHAREABLE_STATICS = frozenset({"modify", "grant"})  # statics of the card itself another card can have as well


def shared_ability_gaps(abilities: Iterable[A.Ability]) -> list[str]:
    """A card whose static «Ваш герой имеет все другие особенности этой карты» (``shares_abilities``) the engine can
    play: its other abilities are keywords the engine checks directly and statics of the card itself (``modify``,
    ``grant``: continuous.applies gives them to the card named as well). A triggered or activated ability, or a keyword
    that means one (Регенерация …), is not shared yet."""
    abilities = tuple(abilities)
    if not any(p.kind == "shares_abilities" for ab in abilities for p in ab.statics):
        return []
    for ab in abilities:
        if ab.kind != A.STATIC:
            return [f"«имеет все другие особенности этой карты» of a {ab.kind} ability"]
        if any(p.kind != "shares_abilities" and (p.kind not in SHAREABLE_STATICS or p.select is not None)
               for p in ab.statics):
            return ["«имеет все другие особенности этой карты» of a static of other cards"]
    return []


IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"all_elements"}  # «обладает всеми стихиями» (selectors.elements_of)
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"class_not_controlled"}  # «с классом, которого нет под вашим контролем»
# ---- («до конца следующего хода»: gain_coins / lose_coins for a time, engine/effects/coins.py; «закрытым» is a
# param of summon / revive) ----
IMPLEMENTED_DURATIONS = IMPLEMENTED_DURATIONS | {A.END_OF_NEXT_TURN}  # «до конца следующего хода» (durations.ends_this_turn)
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"event_card_fits"}  # «если это <тип>»: the trigger's card (resolve.py)
# ---- engine/effects/choices.py ----
# «срабатывает Могущество» (triggers.collect), «каждый второй раз за ход, когда у вас срабатывает Медитация»
# (combat.meditation)
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.MIGHT_FIRES, A.NTH_MEDITATION, A.REGENERATION_FIRES}
# «когда <ваша боевая машина> действует»: combat.declare_attack, combat.AttackFrame (defender), declare ({Т} payment)
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.ACTS_EVENT}
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.HEAL_WITHOUT_WOUNDS}  # «должен быть излечен и на нём нет ран»: wounds.heal
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.MOR_FIRES}  # «срабатывает ваш Мор»: effects._mill (params ``mor``)


def printed_keyword_abilities(keywords: Iterable[tuple[str, int]]) -> tuple[tuple[A.Ability, ...], tuple[str, ...]]:
    """The abilities a card's printed keywords (code, value) stand for, in order, and the codes among them that the
    engine does not implement. One function for every source of cards (cards/compiled.py compiles the card data,
    scenarios/cards.py reads cards written by hand), so a keyword means the same wherever the card comes from."""
    abilities: list[A.Ability] = []
    missing: list[str] = []
    for code, value in keywords:
        if code not in IMPLEMENTED_KEYWORDS:
            missing.append(code)
        abilities.extend(keyword_abilities(code, value))
    return tuple(abilities), tuple(missing)
# ---- leaving a graveyard: engine/zones.remove_from_zone (the event), engine/restrictions.may_leave_graveyard ----
IMPLEMENTED_FORBIDS = IMPLEMENTED_FORBIDS | {A.LEAVE_GRAVEYARD}  # «Карты не могут покидать кладбища»
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.LEFT_GRAVEYARD, A.SHUFFLED_FROM_GRAVEYARD}  # «Когда противник заставляет существо покинуть кладбище»
# ---- hoard: «вдвое больше карт» (engine/zones.hoard_scale) ----
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {"hoard_scaled"}

# ---- costs: «стоимостью Х{м}» / «стоимостью Х–1{м}» of the X an activation declares (Select states ``cost_x``,
# ``cost_x_minus_1``): its targets (declare.DeclareFrame._target_step) and «каждое …» (effects.cards_of)
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {"cost_x"}
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"paid_discard_fits"}  # the card discarded to pay (selectors)
IMPLEMENTED_COSTS = IMPLEMENTED_COSTS | {"wound_close_own"}  # «Раньте Х ваших существ на 1, закройте их:» (declare)
IMPLEMENTED_COSTS = IMPLEMENTED_COSTS | {"each_draws"}  # «Каждый игрок берёт карту:» (declare._pay_card_costs)


def _declares_x(ab: A.Ability) -> bool:
    """A spell, or an activated ability paying an X (coins or things: the X known when its targets are named)."""
    return ab.kind == A.SPELL_ABILITY or (ab.kind == A.ACTIVATED and any(c.is_x for c in ab.costs))


def _declared_x_cost_gaps(ab: A.Ability) -> Iterator[str]:
    """``cost_x`` is read only in a declared target, a «каждое …» or the card a free play picks
    (effects/entering._play_for_free) of an ability declaring an X."""
    targets_ok = _declares_x(ab)
    if any(t.select.state == "cost_x" for t in ab.targets) and not targets_ok:
        yield "«стоимостью Х{м}» of a target without an X declared"
    for e in A.effect_tree(ab.effects):
        for _, value in e.params:
            if isinstance(value, A.Select) and value.state == "cost_x" and not (e.verb == A.PLAY_FROM and targets_ok):
                yield "«стоимостью Х{м}» of a card an instruction picks"
        if e.what is not None and _has_state(e.what.select, "cost_x") and not (e.what.kind == "all" and targets_ok):
            yield "«стоимостью Х{м}» outside a target or «каждое …»"
# ---- copies: delayed instructions ----
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {A.SET_UP_TARGET}  # engine/delayed._next_event_due (the set-up's target)
# replace: «… вместо этого можете вернуть слуа стоимостью Х{м} с кладбища в руку» (a pick asked in the middle, pause.py)
ASKING_VERBS = ASKING_VERBS | {A.MOVE}
# ---- the event history and the end of the game (engine/history.py, engine/selectors.py) ----
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"hand_cost_run"}  # selectors.condition_holds («… подряд»)
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.WOUNDED_BY_THIRST}  # engine/wounds.thirst_wounds
IMPLEMENTED_COSTS = IMPLEMENTED_COSTS | {"remove_boost"}  # engine/declare.py (pick_pool, _pay_and_enqueue)
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {"markers_on"}  # selectors.condition_holds («если их N или более»)
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {A.COUNTERS_KEPT}  # engine/cost_modifiers.counters_kept
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {A.HAND_OVER}  # engine/effects/amounts.py
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.WAS_HOARDED}  # engine/zones.hoard
# ---- amounts / replacement ----
IMPLEMENTED_STATICS = IMPLEMENTED_STATICS | {A.SEARCH_IN_SIDEBOARD}  # effects.looking.searched_zone
# «Если карта противника должна уничтожить ваше существо …, вместо этого …» (effects.destruction.destroy_each)
IMPLEMENTED_REPLACED = IMPLEMENTED_REPLACED | {A.DESTROYED}
IMPLEMENTED_REPLACED = IMPLEMENTED_REPLACED | {A.MEDITATION_WOUNDS}  # «… не оплачивает медитацию, … вместо героя» (combat)
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {A.EVENT_SOURCE_IS_OPPONENTS}  # replacements._event_condition
# ---- zones: «ранить вашего героя на 1 за каждую карту, которую вы не положили таким образом» (effects.zone_moves) ----
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"done_short"}
# ---- summons and the healing history ----
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.HEALS}  # «Когда вы излечиваете …»: wounds.heal, trigger_points._matches
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"at_least"}  # «Х –2 (но не менее 1)»: effects/amounts.py
# ---- copies: «Когда вы создаёте копию …», «Уничтожьте копию вашего существа: Поиск – … с таким же названием» ----
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.COPY_CREATED}  # effects.control_copies.note_copy (every copy made)
IMPLEMENTED_STATES = IMPLEMENTED_STATES | {A.IS_COPY,  # selectors._state_ok (counter COPY_OF)
                                           A.NAME_OF_PAID}  # effects._from_zone_to (counter PAID_DESTROYED, declare)
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {A.COUNT_ABOVE_OWN_STRIKE}  # selectors.condition_holds (own_strike)
# a copy is made of a card the players see: in play, or hoarded under this card (hoarded cards are open to both;
# effects.control_copies.copyable)
COPYABLE_ZONES = frozenset((A.PLAY, A.HOARDED_THIS))
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {A.SOURCE_NOT_CLASS}  # selectors.condition_holds (classes_of)

# ---- a hero's first turn (Бориксон) ----
IMPLEMENTED_CONDITIONS = IMPLEMENTED_CONDITIONS | {A.OWN_TURN_NUMBER}  # engine/selectors.py condition_holds

# ---- the card that gave an ability (quotesource) ----
IMPLEMENTED_REFS = IMPLEMENTED_REFS | {A.GIVER.kind}  # effects._from_zone_to via continuous.giver_of (granted only)

# ---- «срабатывает Жажда» (Эксплуататор магии) ----
IMPLEMENTED_EVENTS = IMPLEMENTED_EVENTS | {A.THIRST_USED}  # engine/play.ThirstFrame

# ---- coins counted against each other (Ангел неравенства) ----
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {"coin_surplus"}  # effects.costs
IMPLEMENTED_AMOUNTS = IMPLEMENTED_AMOUNTS | {A.COIN_DIFFERENCE}  # continuous.static_amount (an ability's own discount)
