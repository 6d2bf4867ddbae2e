"""Compiler tests of the «leftovers_a» helper (phrases added in the «amounts» extension points): real card texts →
the exact compiled meaning."""

from __future__ import annotations

import pytest

from berserk_heroes.abilities import (
    ACTIVATED,
    GRAVEYARD,
    HAND,
    HERO,
    SPELL,
    STRIKE_WOUNDS,
    THIS,
    Cost,
    Select,
    Trigger,
)
from berserk_heroes.cards.compiler import CompileError, compile_unit


def only(text: str, name: str, card_type: str = "creature"):  # type: ignore[no-untyped-def]
    abilities, keywords = compile_unit(text, name, card_type)
    return abilities, keywords


def test_other_spells_of_a_spell_in_graveyard() -> None:
    (ab,), _ = only("Замешайте до двух других заклинаний с кладбища в колоду.", "Ободряющий порыв", "spell")
    (target,) = ab.targets
    assert target.select.kind == SPELL and target.select.zone == GRAVEYARD and target.select.other
    assert (target.min, target.max) == (1, 2)
    assert ab.effects[0].verb == "shuffle_into_deck"


def test_other_creatures_of_a_spell_still_refused() -> None:
    with pytest.raises(CompileError):
        only("Замешайте до двух других существ с кладбища в колоду.", "X", "spell")


def test_additional_cost_reduction() -> None:
    (ab,), _ = only("Ваши великаны стоимостью 5{м} или более стоят дополнительно на 1{м} дешевле.", "Фенке")
    (part,) = ab.statics
    assert part.kind == "cost" and part.value == -1
    assert part.select is not None and part.select.classes == ("Великан",) and part.select.cost_min == 5
    assert part.select.zone == HAND


def test_defend_any_number_of_times() -> None:
    (ab,), _ = only("Может выступать защитником любое число раз за ход.", "Мантелет")
    assert ab.keyword == ("defend_any_times", 1)


def test_strike_wounds_hero_then_grave_to_hand() -> None:
    (ab,), _ = only("Когда наносит раны ударом по герою, положите с кладбища в руку заклинание стоимостью (1).",
                    "Цверг-колдун")
    assert ab.trigger == Trigger(STRIKE_WOUNDS, other=Select(HERO))
    assert not ab.every_time
    (effect,) = ab.effects
    assert effect.verb == "to_hand_from_graveyard" and effect.amount == 1
    sel = dict(effect.params)["select"]
    assert sel.kind == SPELL and sel.zone == GRAVEYARD and (sel.cost_min, sel.cost_max) == (1, 1)


def test_wound_your_hero_cost_in_graveyard() -> None:
    (ab,), _ = only("Раньте вашего героя на 4: Верните Демоническую свору с кладбища в руку (эта особенность работает "
                    "на кладбище).", "Демоническая свора", "spell")
    assert ab.kind == ACTIVATED and ab.zone == GRAVEYARD
    assert ab.costs == (Cost("wound_hero", 4),)
    assert ab.effects[0].verb == "to_hand_from_graveyard" and ab.effects[0].what == THIS


def test_gain_closed_coin_mode() -> None:
    (ab,), _ = only("Когда попадает на кладбище, выберите одно из:\n• Получите 1 закрытую {м};\n• Ваш герой получает 2 "
                    "дополнительные жизни;\n• Верните другое существо с кладбища в руку.", "Древний энт")
    modes = dict(ab.effects[0].params)["modes"]
    assert modes[0].effects[0].verb == "gain_closed_coins" and modes[0].effects[0].amount == 1
