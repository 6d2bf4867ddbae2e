"""Compiler tests of the «statics_c» phrase family (round 5): real card texts → exact ability objects."""

from __future__ import annotations

import pytest

from berserk_heroes.abilities import (
    ACTIVATED,
    CHOSEN_CLASS,
    CREATURE,
    ENEMY_HERO,
    ENTERS_PLAY,
    SC_LOSES_SLEEPING,
    SPELL_ABILITY,
    STATIC,
    TARGET,
    THIS,
    TRIGGERED,
    TURN_END,
    YOU,
    Ability,
    Amount,
    Condition,
    Cost,
    Effect,
    Heal,
    Select,
    StaticPart,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_unit
from berserk_heroes.cards.compiler_transform import CompileError
from tests.test_compiler import abilities

CHOSEN = Select(CREATURE, classes=(CHOSEN_CLASS,))
GRANT = Effect("sc_grant_superiority", TARGET(0), 1,
               params=(("keyword", "superiority"), ("duration", "permanent"), ("over", CHOSEN)))


def test_gains_superiority_over_chosen_class() -> None:
    # «Выберите класс. Существо получает Превосходство над выбранным классом.»: the class is read on resolution
    choose, grant = abilities("Охота")
    assert choose == Ability(SPELL_ABILITY, effects=(Effect("choose_class", THIS),))
    assert grant == Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),), effects=(GRANT,))


def test_manteg() -> None:
    static, act = abilities("Мантег")
    assert static == Ability(STATIC, statics=(StaticPart(
        "grant", select=Select(CREATURE, side=YOU, keyword="superiority"), keyword="sc_open_vs_dominated"),))
    assert act == Ability(ACTIVATED, costs=(Cost("coins", 2), Cost("close")), targets=(Target(Select(CREATURE)),),
                          effects=(Effect("choose_class", THIS), GRANT))


def test_other_granted_parameters_still_refused() -> None:
    # an instruction giving «Превосходство над <X>» for another X: the granted keyword would lose its parameter
    with pytest.raises(CompileError):
        compile_unit("Существо получает Превосходство над драконами.", "Пробник", "spell")
    with pytest.raises(CompileError):  # bare «Превосходство.» (over what?) stays refused (Зардагор)
        compile_unit("Превосходство.", "Пробник", "creature")


def test_boosts_on_this_card_and_event_cost_condition() -> None:
    static, trig = abilities("Силовые занятия")
    assert static == Ability(STATIC, statics=(StaticPart(
        "modify", select=Select(CREATURE, side=YOU), strike=1, life=1, per=Amount("boosts", ref=THIS)),))
    assert trig.trigger == Trigger(ENTERS_PLAY, subject=Select(CREATURE)) and trig.every_time
    assert trig.effects == (Effect("boost", THIS, 1, params=(("sign", 1),),
                                   condition=Condition("sc_event_cost_above_coins")),)
    with pytest.raises(CompileError):  # «его стоимость» with no card in the trigger
        compile_unit("В начале вашего хода, если его стоимость {м} больше, чем количество ваших {м}, возьмите карту.",
                     "Пробник", "creature")


def test_regeneration_x_and_loses_sleeping() -> None:
    regen, woke = abilities("Ведилькита")
    sleeping = Select(CREATURE, side=YOU, keyword="sleeping")
    assert regen == Ability(TRIGGERED, trigger=Trigger(TURN_END, whose_turn=YOU),
                            effects=(Heal(THIS, Amount("count", select=sleeping)),))
    assert woke.trigger == Trigger(SC_LOSES_SLEEPING, subject=Select(CREATURE, side=YOU))
    assert woke.effects == (Effect("wound", ENEMY_HERO, Amount("sc_event_cost")),)
    with pytest.raises(CompileError):  # «этого существа» with no creature in the trigger
        compile_unit("В начале вашего хода ранить героя противника на стоимость {м} этого существа.", "Пробник",
                     "creature")
