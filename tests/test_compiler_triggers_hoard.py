"""Compiler tests of the «triggers_hoard» phrase family: real card texts → the exact compiled meaning."""

from __future__ import annotations

from berserk_heroes.abilities import (
    CARD,
    CREATURE,
    HOARDED,
    HOARDED_HERO,
    STATIC,
    YOU,
    Ability,
    Amount,
    Select,
    StaticPart,
)

from test_compiler import abilities, non_keyword

YOUR_HOARD = Select(CARD, side=YOU, zone=HOARDED)


def test_hoarded_by_your_characters_static_per() -> None:
    """«Имеет +1 к удару и жизням за каждую добытую вашими персонажами карту» (Бригада)."""
    assert abilities("Бригада") == (
        Ability(STATIC, statics=(StaticPart("modify", strike=1, life=1, per=YOUR_HOARD),)),)


def test_hoarded_cost_per() -> None:
    """«Стоит на 1{м} дешевле за каждую добытую вашими персонажами карту» (Сэйрим)."""
    assert abilities("Сэйрим") == (Ability(STATIC, statics=(StaticPart("cost", value=-1, per=YOUR_HOARD),)),)


def test_hoarded_by_your_hero() -> None:
    """«Имеет +1 к удару за каждое добытое вашим героем существо» (Сборщик тел)."""
    (ab,) = non_keyword("Сборщик тел")
    assert ab.statics == (StaticPart("modify", strike=1, per=Select(CREATURE, side=YOU, zone=HOARDED_HERO)),)


def test_hoarded_count_amount() -> None:
    """«Выстрел на Х, где Х – количество добытых вашими персонажами карт» (Гном-стрелок)."""
    (ab,) = abilities("Гном-стрелок")
    assert ab.effects[0].verb == "shot"
    assert ab.effects[0].amount == Amount("count", select=YOUR_HOARD)


def test_hoarded_by_any_character() -> None:
    """«за каждую добытую персонажами карту» (no «вашими»: everybody's holders), Мерзкие аптекари."""
    ab = abilities("Мерзкие аптекари")[0]
    assert ab.effects[0].verb == "heal"
    assert ab.effects[0].amount == Amount("count", select=Select(CARD, zone=HOARDED), per=1)
