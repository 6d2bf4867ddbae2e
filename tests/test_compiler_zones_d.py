"""Compiler tests of the «zones_d» phrase family: real card texts → exact ability objects."""

from __future__ import annotations

from berserk_heroes.abilities import (
    ACTIVATED,
    CREATURE,
    DECK,
    DIES,
    HAND,
    HC_FOUND,
    HERO,
    OPPONENT_PLAYER,
    SPELL_ABILITY,
    TARGET,
    TRIGGERED,
    TURN_START,
    YOU,
    YOU_PLAYER,
    Ability,
    Amount,
    Condition,
    Cost,
    Effect,
    Select,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_text
from tests.test_compiler import abilities, non_keyword


def test_search_then_summon_the_creature_found() -> None:
    assert abilities("Дирижабль") == (
        Ability(TRIGGERED, trigger=Trigger(TURN_START, whose_turn=YOU), effects=(
            Effect("search", YOU_PLAYER, 1, params=(("select", Select(CREATURE, side=YOU, zone=DECK, cost_min=1,
                                                                      cost_max=1)), ("up_to", False))),
            Effect("zd_summon_found", HC_FOUND, condition=Condition(
                "count", Select(HERO, side=YOU, elements=("Нейтральные",)), op=">=", value=1)),
        )),
    )


def test_summon_after_a_search_of_several_cards_stays_refused() -> None:
    # «Поиск до двух существ; вызовите это существо»: which one of them?
    result = compile_text("Найм: Поиск — до двух существ стоимостью 1{м}; если ваш герой нейтральный, вызовите это "
                          "существо.", "Тест", "creature")
    assert not result.fully


def test_look_at_opponents_top_cards_one_to_graveyard() -> None:
    assert non_keyword("Подрыв-гоблин") == (
        Ability(TRIGGERED, trigger=Trigger(DIES), effects=(
            Effect("zd_look_grave_top_bottom", OPPONENT_PLAYER,
                   Amount("count", Select(CREATURE, side=YOU, classes=("Подземник",))), params=(("to_grave", 1),)),
        )),
    )


def test_look_at_excess_damage_cards() -> None:
    assert abilities("Магический поток") == (
        Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),), effects=(
            Effect("wound", TARGET(0), 10),
            Effect("zd_look_top_rest_random", YOU_PLAYER, Amount("excess"), params=(("take", 1),)),
        )),
    )


def test_excess_without_a_wound_before_is_refused() -> None:
    result = compile_text("Посмотрите Х верхних карт вашей колоды, где Х — величина избыточного урона, положите одну "
                          "из них в руку, остальные — под низ колоды в случайном порядке.", "Тест", "spell")
    assert not result.fully


def test_opponent_may_pay_the_cost_else_bottom() -> None:
    assert abilities("У всего есть цена") == (
        Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),),
                effects=(Effect("zd_opp_may_pay_or_bottom", TARGET(0)),)),
    )


def test_show_and_shuffle_a_card_of_cost_x_as_payment() -> None:
    assert abilities("Гум’Арот, Инструктор")[1] == Ability(
        ACTIVATED, costs=(Cost("zd_show_shuffle_hand", 1, select=Select(CREATURE, side=YOU, zone=HAND,
                                                                          classes=("Архаалит",))),),
        effects=(Effect("reveal_hand", OPPONENT_PLAYER), Effect("zd_pick_to_deck_cost_x", OPPONENT_PLAYER, 1)))
