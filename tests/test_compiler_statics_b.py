"""Compiler tests of the «statics_b» phrase family (round 4): real card texts → exact ability objects."""

from __future__ import annotations

import dataclasses

import pytest

from berserk_heroes.abilities import (
    CHARACTER,
    CHOSEN_CLASS,
    CREATURE,
    ENEMY_HERO,
    OPPONENT,
    SB_ATTACK_EXCESS,
    SPELL_ABILITY,
    STATIC,
    TARGET,
    TRIGGERED,
    YOU,
    Ability,
    Amount,
    Condition,
    Effect,
    Ref,
    Select,
    StaticPart,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_unit
from berserk_heroes.cards.compiler_transform import CompileError
from tests.test_compiler import abilities, kw

ATTACK_EXCESS = Ability(TRIGGERED, trigger=Trigger(SB_ATTACK_EXCESS, other=Select(CREATURE)),
                        effects=(Effect("wound", ENEMY_HERO, Amount("sb_attack_excess")),))


def test_attack_excess_to_enemy_hero() -> None:
    # «При атаке по существу ранить героя противника на величину избыточного урона»: answered after the attack's wounds
    assert abilities("Свинодемон") == (ATTACK_EXCESS,)
    assert abilities("Фагор")[1] == ATTACK_EXCESS
    assert abilities("Фагор")[0] == kw("suppression")


def test_attack_excess_granted() -> None:
    (ab,) = abilities("Первобытная ярость")
    (part,) = ab.statics
    assert part == StaticPart("grant_ability", select=Select(CREATURE, side=YOU, classes=("Зверь",)),
                              ability=dataclasses.replace(ATTACK_EXCESS, text=part.ability.text))


def test_attack_excess_refused_elsewhere() -> None:
    # the excess of an attack only in the one-instruction form; an attack at a hero has no excess
    for text in ("При атаке ранить героя противника на величину избыточного урона.",
                 "При атаке по существу ранить героя противника на величину избыточного урона, затем возьмите карту."):
        with pytest.raises(CompileError):
            compile_unit(text, "Пробник", "creature")


def test_fight_excess() -> None:
    assert abilities("Удар на миллион") == (Ability(
        SPELL_ABILITY,
        targets=(Target(Select(CREATURE, side=YOU)), Target(Select(CREATURE, side=OPPONENT))),
        effects=(Effect("fight", TARGET(1), params=(("attacker", TARGET(0)),)),
                 Effect("open_n_coins", Ref("player", side=YOU), Amount("excess")))),)


def test_excess_needs_a_wound_or_fight_before() -> None:
    with pytest.raises(CompileError):
        compile_unit("Возьмите карту; ранить героя противника на величину избыточного урона.", "Пробник", "spell")


def test_choose_any_number_lose_abilities() -> None:
    (ab,) = abilities("Маг забвения")
    assert ab.targets == (Target(Select(CREATURE), min=0, max=99),)
    assert ab.effects == (Effect("declare_target", TARGET(0)),
                          Effect("lose_abilities", TARGET(0), params=(("duration", "permanent"),)))


def test_directed_strike_vs_keyword() -> None:
    assert abilities("Оптический прицел")[1] == kw("directed_strike_vs",
                                                   vs=Select(CREATURE, keyword="vulnerability"))


def test_granted_enters_including_this_card() -> None:
    (ab,) = abilities("Болотная королева")
    (part,) = ab.statics
    assert (part.kind, part.select) == ("grant_ability", Select(CREATURE, side=YOU, classes=("Речная дева",)))
    assert part.ability.trigger == Trigger("enters_play")
    with pytest.raises(CompileError):  # «другие … (включая эту карту)» contradicts itself
        compile_unit("Другие ваши речные девы (включая эту карту) имеют: «Найм: Возьмите карту».", "Пробник", "creature")


def test_while_sleeping_trigger_and_split() -> None:
    sleeping, trig, lose = abilities("Щур")
    assert sleeping == kw("sleeping")
    assert trig.condition == Condition("source_state", state="sleeping")
    assert trig.trigger == Trigger("turn_end", whose_turn=YOU)
    assert trig.targets == (Target(Select(CREATURE)),) and trig.effects == (Effect("extra_life", TARGET(0), 1),)
    assert lose.trigger == Trigger("wounded") and lose.effects[0].verb == "lose_keyword"


def test_this_creature_of_a_spell_alone_is_refused() -> None:
    # «Возьмите это существо под контроль» as a spell paragraph of its own: the spell is no creature (it compiled
    # as «take control of this card» before)
    with pytest.raises(CompileError):
        compile_unit("Возьмите это существо под контроль.", "Поглотить рассудок", "spell")


def test_granted_superiority_over() -> None:
    grant = StaticPart("grant", select=None, keyword="superiority", value=1, condition=Condition("opponent_turn"),
                       victim=Select(CREATURE, cost_max=2))
    assert abilities("Святогор")[1] == Ability(STATIC, statics=(grant,))
    elves = Select(CREATURE, side=YOU, classes=("Эльф",))
    assert abilities("Ловец времени")[1] == Ability(STATIC, statics=(StaticPart(
        "grant", select=elves, keyword="superiority", value=1, victim=Select(CREATURE, classes=(CHOSEN_CLASS,))),))


def test_spell_other_target_and_excess() -> None:
    (ab,) = abilities("Нестерпимый жар")
    assert ab.targets == (Target(Select(CREATURE)), Target(Select(CHARACTER, state="other_target")))
    assert ab.effects == (Effect("wound", TARGET(0), 6), Effect("wound", TARGET(1), Amount("excess")))
    with pytest.raises(CompileError):  # a creature's «другое» after a target: other than it, or than the source?
        compile_unit("Найм: Ранить существо на 2; ранить другое существо на 1.", "Пробник", "creature")


def test_kill_excess() -> None:
    (ab,) = abilities("Кровавый виконт")
    assert ab.trigger.event == "kills" and ab.every_time
    assert ab.effects == (Effect("extra_life", Ref("hero", side=YOU), Amount("sb_kill_excess")),)
