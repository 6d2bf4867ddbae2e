"""Compiler tests of the «replace_delay» phrase family: real card texts → the exact meaning compiled.

Delayed instructions («в начале вашего следующего хода …», «… в конце (следующего) хода»): an Effect ``delayed`` with
its moment and its instructions, which refer to the targets of the ability that sets it up.
"""

from __future__ import annotations

from typing import Any

import pytest

from berserk_heroes.abilities import (
    CREATURE,
    DIES,
    END_OF_NEXT_OPPONENT_TURN,
    END_OF_NEXT_OWN_TURN,
    NEXT_OWN_TURN,
    OPPONENT,
    THIS,
    TURN_END,
    WOUNDED,
    YOU,
    Amount,
    Effect,
    Ref,
    Select,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_text, compile_unit
from berserk_heroes.cards.compiler_transform import CompileError

T0 = Ref("target", index=0)


def _one(text: str, name: str, card_type: str = "creature") -> Any:
    result = compile_text(text, name, card_type)
    assert result.fully, result.unparsed
    assert len(result.abilities) == 1
    return result.abilities[0]


def _delayed(moment: str, *effects: Effect) -> Effect:
    return Effect("delayed", None, params=(("moment", moment), ("effects", effects)))


def test_dies_at_start_of_next_own_turn() -> None:
    ab = _one("Выберите существо. Оно погибает в начале вашего следующего хода.", "Мёртвое касание", "spell")
    assert ab.targets == (Target(Select(CREATURE)),)
    assert ab.effects == (Effect("declare_target", T0), _delayed("start_next_own", Effect("perish", T0)))


def test_this_creature_of_a_spell_is_its_one_target() -> None:
    """The sentence «В начале вашего следующего хода …» is not split off as a new ability (it is no trigger)."""
    ab = _one("Закройте существо. В начале вашего следующего хода это существо получает 3 эффекта усиления.",
              "Отдых в тени Кронга", "spell")
    assert ab.effects == (Effect("close", T0),
                          _delayed("start_next_own", Effect("boost", T0, 3, params=(("sign", 1),))))


def test_opens_at_end_of_next_turn() -> None:
    ab = _one("Найм: Оглушите существо противника, оно открывается в конце следующего хода.", "Болотница")
    assert ab.targets == (Target(Select(CREATURE, side=OPPONENT)),)
    assert ab.effects == (Effect("stun", T0), _delayed("end_next", Effect("open", T0)))


def test_back_to_hand_at_end_of_turn_after_ambush() -> None:
    ab = _one("Когда противник берёт вторую карту за ход, Засада 2{м}, при этом возьмите карту и положите Детей топи "
              "в вашу руку в конце хода.", "Дети топи")
    (then,) = ab.effects[0].then
    assert then.verb == "sequence"
    assert then.param("effects") == (Effect("draw", Ref("player", side=YOU), 1),
                                     _delayed("end_this", Effect("return_to_hand", THIS)))


def test_delayed_instruction_with_its_own_target_is_refused() -> None:
    with pytest.raises(CompileError):
        compile_unit("В начале вашего следующего хода ранить существо на 2.", "Тест", "spell")


def test_spell_delayed_about_itself_is_refused() -> None:
    with pytest.raises(CompileError):
        compile_unit("В начале вашего следующего хода это существо получает 3 эффекта усиления.", "Тест", "spell")


def test_cannot_act_until_next_own_turn() -> None:
    ab = _one("Гибель: Выберите существо; оно не может действовать до начала вашего следующего хода.",
              "Песчаный элементаль")
    assert ab.effects[1] == Effect("grant", T0, 1, params=(("keyword", "cannot_act"), ("duration", NEXT_OWN_TURN)))


def test_creature_deals_wounds_to_this_is_wounded_from() -> None:
    ab = _one("Когда существо наносит раны Мохноногу, оно не может действовать до конца следующего хода противника.",
              "Мохноног")
    assert ab.trigger == Trigger(WOUNDED, other=Select(CREATURE))
    assert ab.effects == (Effect("grant", Ref("event", role="other"), 1,
                                 params=(("keyword", "cannot_act"), ("duration", END_OF_NEXT_OPPONENT_TURN))),)


def test_quoted_perish_at_end_of_turn() -> None:
    ab = _one("Когда Ткач Соултрада наносит раны существу, оно получает: «В конце хода погибает».", "Ткач Соултрада")
    granted = ab.effects[0].param("ability")
    assert granted.trigger == Trigger(TURN_END) and granted.effects == (Effect("perish", THIS),)


def test_death_to_deck_top_instead_of_graveyard() -> None:
    ab = _one("Гибель: Вы можете положить Оборотня на верх колоды вместо кладбища.", "Оборотень")
    assert ab.trigger == Trigger(DIES)
    assert ab.effects == (Effect("grave_to_deck", THIS, params=(("position", "top"),), optional=True),)


def test_instead_of_graveyard_outside_death_is_refused() -> None:
    with pytest.raises(CompileError):
        compile_unit("{Т}: Положите Оборотня на верх колоды вместо кладбища.", "Оборотень", "creature")


def test_next_cost_per_unit_of_excess_damage() -> None:
    ab = _one("Ранить существо на 3; следующее заклинание противника стоит на 1{м} дороже за каждую единицу "
              "избыточного урона.", "Показательная казнь", "spell")
    assert ab.effects[1].verb == "next_cost" and ab.effects[1].what == Ref("player", side=OPPONENT)
    assert ab.effects[1].amount == Amount("excess")


def test_next_cost_per_card_counted_later_is_refused() -> None:
    with pytest.raises(CompileError):
        compile_unit("Следующее заклинание противника стоит на 1{м} дороже за каждую вашу речную деву.", "Тест", "spell")


def test_hero_gets_quoted_ability_and_hoards_this_spell() -> None:
    result = compile_text("Ваш герой получает: «В конце хода ранить каждого героя на 2» и добывает Сумерки Святолесья.",
                          "Сумерки Святолесья", "spell")
    assert result.fully
    (seq,) = result.abilities[0].effects
    grant, hoard = seq.param("effects")
    assert grant.verb == "grant_ability" and grant.what == Ref("hero", side=YOU)
    assert grant.param("ability").trigger == Trigger(TURN_END)
    assert hoard == Effect("hoard", THIS, params=(("holder", Ref("hero", side=YOU)),))


def test_creatures_enter_closed_until_end_of_next_own_turn() -> None:
    ab = _one("До конца вашего следующего хода существа входят в игру закрытыми.", "Буран на вершинах", "spell")
    assert ab.targets == ()
    assert ab.effects == (Effect("enter_closed", Ref("player", side=YOU), params=(("duration", END_OF_NEXT_OWN_TURN),)),)


def test_extra_turn_and_nothing_opens_next_turn() -> None:
    result = compile_text("Получите дополнительный ход.\nВаши существа и {м} не открываются в начале вашего следующего "
                          "хода.", "Время взаймы", "spell")
    assert result.fully
    extra, rest = result.abilities
    assert extra.effects == (Effect("extra_turn", Ref("player", side=YOU)),)
    grant, coins = rest.effects[0].param("effects")
    duration = ("duration", END_OF_NEXT_OWN_TURN)
    assert grant == Effect("grant", Ref("all", select=Select(CREATURE, side=YOU)), 1,
                           params=(("keyword", "no_untap"), duration))
    assert coins == Effect("coins_stay_closed", Ref("player", side=YOU), params=(duration,))
