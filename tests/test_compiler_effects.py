"""Compiler and engine tests of one concept of the card language (merged by concept):

Compiler tests of combined cards («Модуль», «Присоедините»): real card texts → exact ability objects.
"""

from __future__ import annotations

from berserk_heroes.abilities import (
    CREATURE,
    ENTERS_PLAY,
    IT,
    SPELL_ABILITY,
    STATIC,
    TARGET,
    THIS,
    TRIGGERED,
    YOU,
    Ability,
    Amount,
    Effect,
    Ref,
    Select,
    StaticPart,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_text
from berserk_heroes.engine.support import unsupported_parts
from tests.test_compiler import abilities, kw


def test_module_keyword_is_compiled_and_supported() -> None:
    found = abilities("Дирр-прыгун")
    assert kw("module") in found
    assert not [r for ab in found for r in unsupported_parts(ab)]


def test_its_cost_is_the_cost_of_the_wounded_card() -> None:
    # the parenthesis explains what engine/combined.py does (a combined card costs the sum of its parts)
    assert abilities("Расколошматить") == (
        Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),),
                effects=(Effect("wound", TARGET(0), Amount("cost", ref=TARGET(0))),)),
    )


def test_its_cost_needs_a_card_acted_on() -> None:
    assert not compile_text("Возьмите Х карт, где Х - его стоимость.", "Проба", "spell").fully


def test_attach_this_card_to_the_upgraded_one() -> None:
    assert abilities("Манипулятор") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY),
                targets=(Target(Select(CREATURE, side=YOU, other=True)),),
                effects=(Effect("set_class", TARGET(0), params=(("class", "Механизм"), ("new_only", True)), optional=True,
                                then=(Effect("attach", THIS, params=(("to", TARGET(0)),)),)),)),
    )


def test_strike_of_the_destroyed_mechanism() -> None:
    mechanism = Select(CREATURE, side=YOU, classes=("Механизм",))
    assert abilities("На таран") == (
        Ability(SPELL_ABILITY, targets=(Target(mechanism),),
                effects=(Effect("destroy", TARGET(0)), Effect("wound", Ref("all", select=Select(CREATURE)),
                                                              Amount("strike", ref=IT)))),
    )
    # «сила удара этого механизма» needs the instruction before it to have destroyed that card
    assert not compile_text("Ранить всех существ на Х, где Х - сила удара этого механизма.", "Проба", "spell").fully


def test_antigrav_death_replacement() -> None:
    assert abilities("Антиграв") == (kw("module"), Ability(STATIC, statics=(StaticPart("death_split"),)))
