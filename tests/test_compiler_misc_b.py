"""Compiler tests of the «misc_b» phrase family (round 5): real card texts → exact ability objects."""

from __future__ import annotations

from berserk_heroes.abilities import (
    CREATURE,
    SPELL_ABILITY,
    TARGET,
    YOU,
    Ability,
    Amount,
    Effect,
    Select,
    Target,
)
from berserk_heroes.cards.compiler import compile_text
from tests.test_compiler import abilities


def test_strike_of_the_chosen_creature() -> None:
    # «Выберите ваше существо. Ранить его на 2, при этом ранить другое существо на Х, где Х – сила удара выбранного
    # существа»: Х is the strike of target #1 (the opening choice), the other creature is not that one
    assert abilities("Подстрекательство") == (
        Ability(SPELL_ABILITY,
                targets=(Target(Select(CREATURE, side=YOU)), Target(Select(CREATURE, state="sb_other_target"))),
                effects=(Effect("declare_target", TARGET(0)),
                         Effect("wound", TARGET(0), 2,
                                then=(Effect("wound", TARGET(1), Amount("strike", ref=TARGET(0))),)))),
    )


def test_strike_of_the_chosen_needs_one_opening_choice() -> None:
    # without an opening «Выберите …» there is no «выбранное существо» to read
    result = compile_text("Ранить существо на Х, где Х – сила удара выбранного существа.", "Проба", "spell")
    assert not result.fully


def test_pronoun_paragraph_continues_the_one_above() -> None:
    # «Возьмите существо под контроль. / Откройте его.»: one spell ability, «его» the creature taken
    (ability,) = abilities("Песнь речных дев")
    assert ability.targets == (Target(Select(CREATURE)),)
    assert [e.verb for e in ability.effects] == ["take_control", "open"]
    assert ability.effects[1].what == TARGET(0)


def test_pronoun_paragraph_only_for_spells() -> None:
    # a creature's paragraph is an ability of its own: the pronoun still has nothing to refer to
    result = compile_text("Найм: Ранить существо на 1.\nОткройте его.", "Проба", "creature")
    assert not result.fully
